#!/usr/bin/env python3
"""Fills unfinished messages of a Qt Linguist .ts file from a Python dict of source -> translation.

    python3 scripts/fill-translations.py translations/tidepool_vi.ts DICT.py
    (or a game's set: app/<game>/translations/<game>_vi.ts)

DICT.py defines VI = {source: translation}; for a message that needs a different translation in
one context, use the key "Context|source". Plural (%n) messages get the translation as their one
Vietnamese form. Messages already translated are left as they are; the ones still missing are
listed. Standard library only. For day-to-day work, Qt Linguist (linguist-qt6) edits the file.
"""
import runpy
import sys
import xml.etree.ElementTree as ET


def main():
    ts_path, dict_path = sys.argv[1], sys.argv[2]
    table = runpy.run_path(dict_path)["VI"]
    tree = ET.parse(ts_path)
    missing = []
    for context in tree.getroot().findall("context"):
        name = context.find("name").text
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation.get("type") != "unfinished":
                continue
            source = message.find("source").text
            text = table.get(f"{name}|{source}", table.get(source))
            if text is None:
                missing.append(f"{name}: {source!r}")
                continue
            del translation.attrib["type"]
            if message.get("numerus") == "yes":
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                form = ET.SubElement(translation, "numerusform")
                form.text = text
            else:
                translation.text = text
    with open(ts_path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    for line in missing:
        print("missing:", line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
