"""The AT-SPI helpers both screen-reader tests use (screenreader.py, orca_heard.py): run libatspi's
event loop, find the app on the desktop, walk the tree a screen reader walks."""
import time

import pyatspi
from gi.repository import Atspi, GLib


def pump(seconds):
    """Runs the AT-SPI event loop for `seconds` (focus events arrive here). It is libatspi's own
    main loop, as a screen reader's: while it runs, what was read of an object is cached, and a
    focus event's name and description come from that cache unless the app said they changed."""
    GLib.timeout_add(max(1, int(seconds * 1000)), lambda: (Atspi.event_quit(), False)[1])
    Atspi.event_main()


def showing(acc):
    """Every showing object under acc (depth first), as the tree a screen reader walks."""
    out = []

    def walk(a, depth):
        try:
            if depth > 0 and not a.getState().contains(pyatspi.STATE_SHOWING):
                return
            out.append(a)
            for i in range(a.childCount):
                walk(a.getChildAtIndex(i), depth + 1)
        except Exception:
            pass
    walk(acc, 0)
    return out


def find_app(name, seconds=30):
    """The application named `name` on the AT-SPI desktop, waited for up to `seconds` (events
    are handled meanwhile); None when it never comes."""
    end = time.time() + seconds
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        pump(0.3)
    return None
