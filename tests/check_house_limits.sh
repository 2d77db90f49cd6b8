#!/bin/bash
# The house limits of issue 42, kept: no QML file under qml/ or tests/ is over 300 lines (split it
# by topic: a game's tests go into files named for the game, shared helpers into tests/qml's helper
# components and .js libraries), and app/ holds at most 12 files at its top (folders not counted:
# a concern or a game gets a folder of its own).
#   check_house_limits.sh ROOT
# Exit status 1 names every offender.
set -u
root=$1
max_qml_lines=300
max_app_files=12
status=0
while IFS= read -r -d '' file; do
    lines=$(wc -l <"$file")
    if [ "$lines" -gt "$max_qml_lines" ]; then
        echo "${file#"$root"/}: $lines lines (at most $max_qml_lines)"
        status=1
    fi
done < <(find "$root/qml" "$root/tests" -type f -name '*.qml' -print0 | sort -z)
app_files=$(find "$root/app" -mindepth 1 -maxdepth 1 -type f | sort)
count=$(grep -c . <<<"$app_files")
if [ "$count" -gt "$max_app_files" ]; then
    echo "app/ holds $count files at its top (at most $max_app_files):"
    sed "s#^$root/#  #" <<<"$app_files"
    status=1
fi
if [ $status = 1 ]; then
    echo "Over the house limits (issue 42): split the QML files by topic, move app/'s files into folders."
fi
exit $status
