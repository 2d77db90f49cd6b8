#!/usr/bin/python3
"""The screen-reader test: Tidepool as Orca hears it, over AT-SPI.

Run by tests/a11y/run-screenreader (under Xvfb and a D-Bus session with the AT-SPI registry):
    screenreader.py TIDEPOOL_BINARY

For Ribbit and then Turtle Race Mini (hot seat) it opens the new-game page with the screen reader's
activate command (AT-SPI's Press action), starts a game, and plays one turn by keys as a blind
player would, then leaves by the game menu; then a hot-seat Ripple game (the opening reveal of both
people by the slot keys, a computer's reveal, a turn: draw, discard, turn a card up) and a Mini
advanced game against two computers chosen on the new-game page (Player 1's turn, then the
computers' moves announced). It asserts:
  - the focus is on something named at every step, never a nameless pane (home: Play Ribbit; new
    game: Start; back home
    from the menu: the Play that started the game), and the menu is a named dialog;
  - every control and heading on the way has a name;
  - the handover screen takes the focus (a focus event on a dialog naming the next player), Tab
    stays on it, and while it is up nothing secret (a hand card, a secret colour) is in the tree;
  - Enter reveals the hand and moves the focus into it (a focus event on a named card);
  - the move is announced (a notification shown, named with the move's sentence);
  - after the turn the next player's handover screen is announced by focus the same way, the
    focus event's name and description naming that player (not the one before);
  - Ripple: the slots are named with their owner ("Player 2's slot 3: face down"), a face-down
    card of any beach is only "face down", each reveal, draw, discard and card turned up is
    announced, a computer's moves too, and then whose turn it is with what to do;
  - Mini against computers: no handover screen, the focus goes into the hand, the computers'
    secret colours and hands are not in the tree, their moves are announced, then Player 1's turn.
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

from atspitree import find_app, pump, showing

failures = []
focus_events = []
# Every focus event of the run (focus_events is cleared at each step): none may be nameless.
all_focus_events = []


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
            all_focus_events.append(focus_events[-1])
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








def find_named(app, name, seconds=15, role=None):
    """The first object in view named `name` (and of `role`, a role name, when given), or None."""
    end = time.time() + seconds
    while time.time() < end:
        for a in showing(app):
            if a.name == name and (role is None or a.getRoleName() == role):
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
    # (The description also lists the moves since the player's last turn, which name others.)
    check(f"{player}'s hand" in description and f"{other}'s hand" not in description,
          f"its focus event's description names {player}'s hand, not {other}'s ('{description}')")


def unnamed_controls(app):
    controls = {"push button", "scroll bar", "check box", "radio button", "spin button", "text", "heading",
                "dialog", "toggle button"}
    unnamed = []
    for a in showing(app):
        try:
            role, name = a.getRoleName(), a.name
        except Exception:  # gone since the walk (a page or card dropped meanwhile): not in view
            continue
        if role in controls and not (name or "").strip():
            unnamed.append(role)
    return unnamed


# A card as the hand names it: Ribbit's ("Red +1", "Rainbow −1", "Last turtle +1") and Mini's
# ("Green +2", "Multicolour −1", "Shake", "Lettuce").
CARD = {
    "Ribbit": re.compile(r"^(Red|Yellow|Green|Blue|Purple|Rainbow|Last turtle) [+−-]\d"),
    "Turtle Race Mini": re.compile(r"^((Red|Yellow|Green|Blue|Purple|Black|Multicolour) [+−-]\d|Shake$|Lettuce$)"),
}
# Where a chosen card moves the focus: a turtle (Ribbit), a tile ("Green tile 2 (G2), …", Mini) or the button
# that plays or discards a card with nothing to aim at.
TARGET = {
    "Ribbit": lambda r, n: "turtle" in n or n.startswith("Discard this card"),
    "Turtle Race Mini": lambda r, n: re.match(r"^(Red|Yellow|Green|Blue|Purple|Black) tile \d \([RYGBPK]\d\)", n) is not None
                                     or n.startswith("Play it with no effect"),
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
    heading = find_named(app, f"New game of {game}", role="heading")
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


def leave_game(app, game):
    """Escape opens the game menu (a named dialog, the focus inside it); Leave goes home, where
    the focus is back on the Play that started the game."""
    focus_events.clear()
    key("Escape")
    wait_focus(lambda r, n: n == "Resume", 10, "Escape opens the game menu; Resume has the focus")
    menu = find_named(app, "Game menu")
    check(menu is not None and menu.getRoleName() == "dialog", "the game menu is a dialog named 'Game menu'")
    bare = [a.getRoleName() for a in showing(app) if a.getRoleName() == "dialog" and not (a.name or "").strip()]
    check(bare == [], f"no unnamed dialog around the menu ({bare})")
    focus_events.clear()
    if activate(app, "Leave the game, back home"):
        wait_focus(lambda r, n: n == f"Play {game}", 15, "back home, the focus is on the Play that started the game")


def wait_notification(predicate, seconds, what):
    """Waits for an announcement (a notification shown) that `predicate` accepts."""
    end = time.time() + seconds
    while time.time() < end:
        pump(0.1)
        for n in notifications:
            if predicate(n):
                return check(True, f"{what} ('{n}')")
    return check(False, f"{what} (announcements: {notifications})")


def press_in(app, group, name):
    """The screen reader's activate command on the control `name` inside the group `group` (a
    seat's "a person or a computer", the "Variant" choice)."""
    for panel in showing(app):
        if panel.name == group:
            for control in showing(panel):
                if control.name == name and control is not panel:
                    action = control.queryAction()
                    names = [action.getName(i) for i in range(action.nActions)]
                    return check("Press" in names and action.doAction(names.index("Press")),
                                 f"'{name}' in '{group}' can be activated")
    return check(False, f"'{name}' in '{group}' is in the tree")


def open_new_game(app, game, start):
    """Home: activates Play <game>; the new-game page's heading, names and focus on Start."""
    print(f"--- {game}", flush=True)
    check(unnamed_controls(app) == [], f"home: every control and heading has a name ({unnamed_controls(app)})")
    if not activate(app, f"Play {game}"):
        return False
    heading = find_named(app, f"New game of {game}", role="heading")
    check(heading is not None and heading.getRoleName() == "heading", f"'New game of {game}' is a heading")
    check(unnamed_controls(app) == [], f"new game: every control and heading has a name ({unnamed_controls(app)})")
    return wait_focus(lambda r, n: r == "push button" and n == start, 10, f"the new-game page puts the focus on '{start}'")


# A slot of a Ripple beach as it is named: its owner and its number as the log and the slot keys give it, from 0 ("Ben's slot 3: face down").
SLOT = re.compile(r"^(.+)'s slot (\d+): (.*)$")


def ripple_slots(app, owner):
    return [SLOT.match(a.name).group(3) for a in showing(app) if SLOT.match(a.name or "")
            and SLOT.match(a.name).group(1) == owner]


def play_ripple(app):
    """Ripple, hot seat (Player 1, Player 2 and a computer, the new-game page's seats): the opening
    reveal of each person by the 0-9 keys, then Player 1's turn: N draws, X discards the card
    drawn, a slot key turns a face-down card up. Ripple has no secret hand (no handover screen),
    but the face-down cards of every beach are secret: the tree says only "face down"."""
    if not open_new_game(app, "Ripple", "Start the game"):
        return
    focus_events.clear()
    notifications.clear()
    if not activate(app, "Start the game"):
        return
    wait_focus(lambda r, n: r == "push button" and n.startswith("Player 1's slot 0: face down"), 15,
               "the reveal puts the focus on Player 1's first slot, named with its owner")
    wait_notification(lambda n: n.startswith("Player 1 opens the round: "), 10,
                      "Player 1's opening reveal is announced with what to do")
    check(unnamed_controls(app) == [], f"the table: every control and heading has a name ({unnamed_controls(app)})")
    heading = find_named(app, "Ripple · Round 1 of 3", role="heading")
    check(heading is not None and heading.getRoleName() == "heading", "'Ripple · Round 1 of 3' is a heading")
    for owner in ("Player 2", "Computer (Medium)"):
        beach = find_named(app, f"{owner}'s beach")
        check(beach is not None, f"{owner}'s beach is a named group")
        slots = ripple_slots(app, owner)
        check(slots == ["face down"] * 10, f"{owner}'s ten slots are named with the owner, face down, and nothing more ({slots})")
    # The reveal: two cards of each person's beach, by the slot keys 0 and 1.
    focus_events.clear()
    notifications.clear()
    key("0")
    key("1")
    wait_notification(lambda n: n.startswith("Player 1 turned up ") and "Player 2 opens the round" in n, 10,
                      "Player 1's reveal is announced, then Player 2's turn to open")
    wait_focus(lambda r, n: r == "push button" and n.startswith("Player 2's slot 0: face down"), 10,
               "the focus goes to Player 2's first slot")
    focus_events.clear()
    notifications.clear()
    key("0")
    key("1")
    wait_notification(lambda n: n.startswith("Player 2 turned up "), 10, "Player 2's reveal is announced")
    wait_notification(lambda n: n.startswith("Computer (Medium) turned up "), 10, "the computer's reveal is announced")
    # Who plays first after the reveal is the game's: the computer may play a whole turn first,
    # each move announced on its own.
    turn = re.compile(r"(Player [12])'s turn: ")
    if not wait_notification(lambda n: turn.search(n) is not None, 20,
                             "then a person's turn is announced with what to do"):
        return
    player = [turn.search(n).group(1) for n in notifications if turn.search(n)][-1]
    wait_focus(lambda r, n: r == "push button" and n.startswith("Draw pile: "), 10,
               f"at {player}'s turn the focus is on the draw pile")
    revealed = ripple_slots(app, "Player 2")
    check(revealed[2:] == ["face down"] * 8 and all(s != "face down" for s in revealed[:2]),
          f"Player 2's beach names its two cards turned up and only those ({revealed})")
    # A turn: N draws (announced), X discards the card drawn, a slot key turns a card up.
    notifications.clear()
    key("n")
    wait_notification(lambda n: n.startswith(f"{player} drew ") and f"{player}'s turn: " in n, 10,
                      "the draw is announced with what to do next")
    held = [a.name for a in showing(app) if a.getRoleName() == "push button" and (a.name or "").startswith(f"{player}'s slot 3: ")]
    check(held != [] and ". " in held[0], f"a slot names what a click on it does now ({held})")
    notifications.clear()
    key("x")
    wait_notification(lambda n: n.startswith(f"{player} discarded "), 10, "discarding the card drawn is announced")
    notifications.clear()
    key("2")
    wait_notification(lambda n: n.startswith(f"{player} turned up "), 10, "turning a card up is announced")
    wait_notification(lambda n: re.search(r"Player [12]'s (extra )?turn: ", n) is not None, 20,
                      "then whose turn it is (after any computer moves)")


def play_mini_against_computers(app):
    """Turtle Race Mini, advanced game, Player 1 against two computers (set on the new-game page
    by the activate command): no handover screen (one person), Player 1's turn by keys, then the
    computers' moves are announced, then Player 1's turn again. The computers' secret colours and
    hands are never in the tree."""
    if not open_new_game(app, "Turtle Race Mini", "Start the race"):
        return
    press_in(app, "Player 2: a person or a computer", "Computer")
    pump(0.5)
    press_in(app, "Variant", "Advanced")
    pump(0.5)
    advanced = [a for a in showing(app) if a.name == "Advanced" and a.getRoleName() == "radio button"]
    check(advanced != [] and advanced[0].getState().contains(pyatspi.STATE_CHECKED), "'Advanced' is chosen (checked)")
    computers = [a.name for a in showing(app) if a.getRoleName() == "panel" and a.name.endswith(": how strong")]
    check(len(computers) == 2, f"two computers ({computers})")
    focus_events.clear()
    notifications.clear()
    if not activate(app, "Start the race"):
        return
    in_hand = lambda r, n: r == "push button" and CARD["Turtle Race Mini"].match(n) is not None
    wait_focus(in_hand, 15, "one person: no handover screen, the focus goes into the hand")
    check(all(r != "dialog" for r, _, _ in focus_events), f"no handover screen for one person ({focus_events})")
    wait_notification(lambda n: n.startswith("Player 1's turn: "), 10, "Player 1's turn is announced with what to do")
    race = find_named(app, "Race 1  ·  advanced game")
    check(race is not None, "the table says it is race 1 of an advanced game")
    # A computer's seat, hand or secret colour named with a colour (its moves name the cards
    # they played: "Computer 1 (Medium) played Blue +2", also in the recap).
    colour = re.compile(r"\b(red|yellow|green|blue|purple)\b", re.I)
    secret = lambda n: "Computer" in n and colour.search(n) is not None and " played " not in n
    leaks = [a.name for a in showing(app) if secret(a.name or "")]
    check(leaks == [], f"no computer's secret colour is in the tree ({leaks})")
    cards = [a for a in showing(app) if a.getRoleName() == "push button" and CARD["Turtle Race Mini"].match(a.name or "")]
    playable = [i for i, a in enumerate(cards) if not (a.description or "")]
    if not check(len(cards) == 5 and playable, f"the hand is five named cards (the computers' are not in the tree), one playable ({[c.name for c in cards]})"):
        return
    focus_events.clear()
    key(str(playable[0] + 1))
    if not wait_focus(TARGET["Turtle Race Mini"], 10, "choosing a card moves the focus to where it may be played"):
        return
    focus_events.clear()
    key("Return")
    if not wait_focus(lambda r, n: n.startswith("Done"), 10, "Enter plays the card; Done has the focus"):
        return
    notifications.clear()
    focus_events.clear()
    key("Return")
    wait_notification(lambda n: n.startswith("Player 1 played "), 10, "Player 1's move is announced")
    wait_notification(lambda n: re.match(r"^Computer \d \(Medium\) played ", n) is not None, 20,
                      "a computer's move is announced")
    # The deal is random: rarely, the computers' first moves draw the third lettuce and end the
    # game (then every secret colour is rightly shown and there is no next turn to announce).
    wait_notification(lambda n: "Player 1's turn: " in n or "The game is over." in n, 20,
                      "after the computers, Player 1's turn (or, in a rare deal, the end) is announced")
    if any("The game is over." in n for n in notifications):
        print("note: this deal ended the game in the first round of moves; the rest of the Mini checks are skipped")
        return
    leaks = [a.name for a in showing(app) if secret(a.name or "")]
    check(leaks == [], f"still no computer's secret colour in the tree ({leaks})")
    # T says what is on the table: the race, the row from the front, the piles.
    notifications.clear()
    key("t")
    wait_notification(lambda n: n.startswith("Race 1. The row from the front: The front stack: ") and "Draw pile: " in n
                      and not secret(n), 10, "T says what is on the table (the row from the front, no secret)")


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
        # As Orca does: a name or description change refreshes what libatspi keeps of an object,
        # so a notification shown again under a new name is read with that name (without these
        # listeners the cache kept the last sentence but one).
        pyatspi.Registry.registerEventListener(lambda event: None, "object:property-change:accessible-name")
        pyatspi.Registry.registerEventListener(lambda event: None, "object:property-change:accessible-description")
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
        leave_game(app, "Ribbit")
        first = play_one_turn(app, "Turtle Race Mini", "Start the race")
        if first:
            finish_turn(app, "Turtle Race Mini", first)
        leave_game(app, "Turtle Race Mini")
        play_ripple(app)
        leave_game(app, "Ripple")
        play_mini_against_computers(app)
        # Each change of screen: the focus goes from a control to a control, or to a named page
        # (a bare StackView gave "layered pane" with no name at each one).
        nameless = [(r, d) for r, n, d in all_focus_events if n.strip() == ""]
        check(nameless == [], f"no focus event on a nameless object in the whole run ({nameless})")
    finally:
        app_process.terminate()
        app_process.wait(10)
    print(f"{len(failures)} failed check(s)" if failures else "every check held", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
