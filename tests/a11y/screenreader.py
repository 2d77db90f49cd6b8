#!/usr/bin/python3
"""The screen-reader test: Tidepool as Orca hears it, over AT-SPI.

Run by tests/a11y/run-screenreader (under Xvfb and a D-Bus session with the AT-SPI registry):
    screenreader.py TIDEPOOL_BINARY

For Ribbit and then Turtle Race Mini it opens the new-game page with the screen reader's activate
command (AT-SPI's Press action), starts a game, and plays one turn by keys as a blind player
would, then leaves by the game menu, asserting:
  - the focus is on something named at every step (home: Play Ribbit; new game: Start; back home
    from the menu: the Play that started the game), and the menu is a named dialog;
  - every control and heading on the way has a name;
  - the handover screen takes the focus (a focus event on a dialog naming the next player), Tab
    stays on it, and while it is up nothing secret (a hand card, a secret colour) is in the tree;
  - Enter reveals the hand and moves the focus into it (a focus event on a named card);
  - the move is announced (a notification shown, named with the move's sentence);
  - after the turn the next player's handover screen is announced by focus the same way, the
    focus event's name and description naming that player (not the one before).
Exits 0 when every check holds; otherwise prints each failed check and exits 1.
Needs Debian's python3-pyatspi, at-spi2-core, xdotool (installed by scripts/install-deps).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import Atspi, GLib

failures = []
focus_events = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        failures.append(message)
    return condition


def on_focus(event):
    """Keeps each focus gain with the name and description a screen reader reads at that moment
    (Orca speaks them when the focus event arrives; a later change is not spoken)."""
    if event.detail1:
        try:
            source = event.source
            focus_events.append((source.getRoleName(), source.name or "", source.description or ""))
        except Exception:  # the object went away meanwhile
            pass


notifications = []


def on_showing(event):
    """A notification shown: what the table announces (Orca speaks it and keeps it in its list)."""
    if event.detail1:
        try:
            if event.source.getRoleName() == "notification":
                notifications.append(event.source.name or "")
        except Exception:  # the object went away meanwhile
            pass


def pump(seconds):
    """Runs the AT-SPI event loop for `seconds` (focus events arrive here). It is libatspi's own
    main loop, as a screen reader's: while it runs, what was read of an object is cached, and a
    focus event's name and description come from that cache unless the app said they changed."""
    GLib.timeout_add(int(seconds * 1000), lambda: (Atspi.event_quit(), False)[1])
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
    end = time.time() + seconds
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.3)
    return None


def find_named(app, name, seconds=15):
    end = time.time() + seconds
    while time.time() < end:
        for a in showing(app):
            if a.name == name:
                return a
        pump(0.2)
    return None


def activate(app, name):
    """The screen reader's activate command on the control called `name`."""
    control = find_named(app, name)
    if not check(control is not None, f"'{name}' is in the tree"):
        return False
    action = control.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    return check("Press" in names and action.doAction(names.index("Press")), f"'{name}' can be activated")


def key(name):
    subprocess.run(["xdotool", "key", "--delay", "80", name], check=True)


def wait_focus(predicate, seconds, what):
    end = time.time() + seconds
    while time.time() < end:
        pump(0.1)
        for role, name, _ in focus_events:
            if predicate(role, name):
                return check(True, f"{what} (focus on {role} '{name}')")
    return check(False, f"{what} (focus events: {focus_events[-6:]})")


def check_handover_event(player, other):
    """The last focus event on the handover dialog names `player` and says who must look away,
    in its name and description, never the previous player's (a review: the second player's
    handover was announced with the first player's name and description, read from the cache of
    the one dialog object kept from handover to handover)."""
    dialogs = [(n, d) for r, n, d in focus_events if r == "dialog"]
    if not check(dialogs != [], f"the handover screen for {player} got a focus event"):
        return
    name, description = dialogs[-1]
    check(name == f"Pass the screen to {player}", f"its focus event's name names {player} ('{name}')")
    check(player in description and other not in description,
          f"its focus event's description names {player}, not {other} ('{description}')")


def unnamed_controls(app):
    controls = {"push button", "check box", "radio button", "spin button", "text", "heading",
                "dialog", "toggle button"}
    return [a.getRoleName() for a in showing(app) if a.getRoleName() in controls and not (a.name or "").strip()]


# A card as the hand names it: Ribbit's ("Red +1", "Rainbow −1", "Last turtle +1") and Mini's
# ("Green +2", "Multicolour −1", "Shake", "Lettuce").
CARD = {
    "Ribbit": re.compile(r"^(Red|Yellow|Green|Blue|Purple|Rainbow|Last turtle) [+−-]\d"),
    "Turtle Race Mini": re.compile(r"^((Red|Yellow|Green|Blue|Purple|Black|Multicolour) [+−-]\d|Shake$|Lettuce$)"),
}
# Where a chosen card moves the focus: a turtle (Ribbit), a tile ("G2, …", Mini) or the button
# that plays or discards a card with nothing to aim at.
TARGET = {
    "Ribbit": lambda r, n: "turtle" in n or n.startswith("Discard this card"),
    "Turtle Race Mini": lambda r, n: re.match(r"^[RYGBPK]\d\b", n) is not None or n.startswith("Play it with no effect"),
}
# A hand card or a secret colour, in English (the test runs in English).
SECRET = re.compile(r"^(Red|Yellow|Green|Blue|Purple|Black|Rainbow|Multicolour|Last turtle)[ ,].*[+−-]|"
                    r"^Your secret (turtle|colour) card|^Your (turtle|colour)|"
                    r"^(Your|.*'s) (opening )?card|hand: |^(Shake|Lettuce)$")


def play_one_turn(app, game, start):
    print(f"--- {game}", flush=True)
    check(unnamed_controls(app) == [], f"home: every control and heading has a name ({unnamed_controls(app)})")
    if not activate(app, f"Play {game}"):
        return
    heading = find_named(app, f"New game of {game}")
    check(heading is not None and heading.getRoleName() == "heading", f"'New game of {game}' is a heading")
    check(unnamed_controls(app) == [], f"new game: every control and heading has a name ({unnamed_controls(app)})")
    wait_focus(lambda r, n: r == "push button" and n == start, 10, f"the new-game page puts the focus on '{start}'")
    focus_events.clear()
    if not activate(app, start):
        return
    if not wait_focus(lambda r, n: r == "dialog" and n.startswith("Pass the screen to "), 15,
                      "the first handover screen is announced"):
        return
    first = [n for r, n, _ in focus_events if r == "dialog"][-1]
    check_handover_event("Player 1", "Player 2")
    leaks = [a.name for a in showing(app) if SECRET.search(a.name or "")]
    check(leaks == [], f"nothing secret in the tree behind the cover ({leaks})")
    pump(1.0)  # the cover takes an answer once it has been up a moment
    focus_events.clear()
    key("Tab")
    pump(0.5)
    check(all(r == "dialog" for r, _, _ in focus_events), f"Tab stays on the cover ({focus_events})")
    # Enter counts once the cover has been up a moment (0.6 s; longer on a loaded machine): an
    # Enter that comes too early does nothing, so press again until the hand shows.
    in_hand = lambda r, n: r == "push button" and n != "" and not n.startswith("I'm")
    for attempt in range(6):
        focus_events.clear()
        key("Return")
        pump(2.0)
        if any(in_hand(r, n) for r, n, _ in focus_events):
            break
    if not wait_focus(in_hand, 5, "Enter reveals the hand and the focus goes into it"):
        return
    check(unnamed_controls(app) == [], f"the table: every control and heading has a name ({unnamed_controls(app)})")
    return first


def finish_turn(app, game, first):
    # The first card of the hand that can be played (a card that can't says why in its
    # description), then Enter on the first turtle or tile it may move, then Enter for Done.
    cards = [a for a in showing(app) if a.getRoleName() == "push button" and CARD[game].match(a.name or "")]
    playable = [i for i, a in enumerate(cards) if not (a.description or "")]
    if not check(len(cards) == 5 and playable, f"the hand is five named cards, one playable ({[c.name for c in cards]})"):
        return
    focus_events.clear()
    key(str(playable[0] + 1))
    if not wait_focus(TARGET[game], 10, "choosing a card moves the focus to where it may be played"):
        return
    focus_events.clear()
    key("Return")
    # The play waits for Done (Enter) or Take back: the focus goes to Done.
    if not wait_focus(lambda r, n: n.startswith("Done"), 10, "Enter plays the card; Done has the focus"):
        return
    notifications.clear()
    key("Return")
    wait_focus(lambda r, n: r == "dialog" and n.startswith("Pass the screen to ") and n != first, 15,
               "the next player's handover screen is announced")
    # The move was announced: a notification shown with the log's sentence ("Ann played ...").
    check(any(" played " in n for n in notifications),
          f"the move is announced by a notification ({notifications})")
    check_handover_event("Player 2", "Player 1")
    leaks = [a.name for a in showing(app) if SECRET.search(a.name or "")]
    check(leaks == [], f"nothing secret in the tree behind the next cover ({leaks})")


def leave_game(app):
    """Escape opens the game menu (a named dialog, the focus inside it); Leave goes home, where
    the focus is back on the Play that started the game."""
    focus_events.clear()
    key("Escape")
    wait_focus(lambda r, n: n == "Resume", 10, "Escape opens the game menu; Resume has the focus")
    menu = find_named(app, "Game menu")
    check(menu is not None and menu.getRoleName() == "dialog", "the game menu is a dialog named 'Game menu'")
    focus_events.clear()
    if activate(app, "Leave the game, back home"):
        wait_focus(lambda r, n: n == "Play Ribbit", 15, "back home, the focus is on the Play that started the game")


def main():
    binary = sys.argv[1]
    subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    time.sleep(1)
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
               TIDEPOOL_QUIET="1", HOME=tempfile.mkdtemp(prefix="tidepool-a11y-"), LANGUAGE="en",
               LANG="C.UTF-8")
    env.pop("QT_QPA_PLATFORM", None)
    app_process = subprocess.Popen([binary, "--size", "1366x768"], env=env)
    try:
        pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
        pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
        app = find_app("Tidepool")
        if not check(app is not None, "Tidepool is on the AT-SPI bus"):
            return 1
        time.sleep(2)
        subprocess.run("xdotool search --onlyvisible --name '^Tidepool$' | head -1 | "
                       "xargs -r -I{} xdotool windowfocus --sync {}", shell=True)
        wait_focus(lambda r, n: n == "Play Ribbit", 15, "the home screen puts the focus on the first game's Play")
        first = play_one_turn(app, "Ribbit", "Start the race")
        if first:
            finish_turn(app, "Ribbit", first)
        leave_game(app)
        first = play_one_turn(app, "Turtle Race Mini", "Start the race")
        if first:
            finish_turn(app, "Turtle Race Mini", first)
    finally:
        app_process.terminate()
        app_process.wait(10)
    print(f"{len(failures)} failed check(s)" if failures else "every check held", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
