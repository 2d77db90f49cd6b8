#!/usr/bin/python3
"""Heard by Orca (issue 43): whole games played by keys while the real Orca listens.

Run by tests/a11y/run-orca (under Xvfb and a private D-Bus session):
    orca_heard.py TIDEPOOL_BINARY [--games mini,ribbit,ripple] [--report FILE] [--keep DIR]

It starts Debian's Orca on the session's AT-SPI bus with its own settings (speech on, no
speech server: Orca logs every utterance as "SPEECH OUTPUT: '...'" in its debug log whether or
not a synthesizer is there, so nothing is played and speech-dispatcher is never started), then
for each game starts Tidepool on a seeded record (the same deal every run) and plays one whole
game by keys (xdotool), as a blind player would, reacting to where the focus goes:
  - Turtle Race Mini, advanced, Ann against a computer, through every race;
  - Ribbit, Ann and Ben (hot seat: every turn of a person behind a handover screen) and a
    computer, on a short track;
  - Ripple, Ann against a computer, one round through its scoring view to the end.
Beside Orca an AT-SPI listener counts every event the app sends (by type, by the source's role
and name) and keeps what the app announces (its notifications shown, docs/accessibility.md "What
is announced").

Per game it reports each announcement (the moves, people's and computers', the turn changes,
race and round results, the result and ranking) as heard or missed: heard when Orca spoke it
while handling that notification's "showing" event (a turn passed behind a handover screen is
heard when Orca spoke the handover dialog "Pass the screen to X" it focused); Orca's flood
prunes (event_manager.py: "Pruning event queue due to flood.") and the announcements they
dropped; AT-SPI events per move and the sources that send most. It fails unless every
announcement was heard, no announcement was pruned, and (with --max-events-per-move) the events
per move stay at or under the limit. Needs orca, xdotool, python3-pyatspi (scripts/install-deps).
"""
import argparse
import collections
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi

from atspitree import find_app, pump, showing

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------
# The games: a seeded record each (the app opens it on its table: `tidepool FILE`), and who plays.
GAMES = {
    "mini": {
        "title": "Turtle Race Mini",
        "record": {"game": "mini", "options": {"variant": "advanced"}, "seed": 5,
                   "players": [{"name": "Ann", "kind": "human"},
                               {"name": "Computer", "kind": "bot:medium"}]},
        "people": ["Ann"],
    },
    "ribbit": {
        "title": "Ribbit",
        "record": {"game": "ribbit", "options": {"trackLength": "6"}, "seed": 7,
                   "players": [{"name": "Ann", "kind": "human"},
                               {"name": "Ben", "kind": "human"},
                               {"name": "Computer", "kind": "bot:medium"}]},
        "people": ["Ann", "Ben"],
    },
    "ripple": {
        "title": "Ripple",
        "record": {"game": "ripple", "options": {"rounds": "1"}, "seed": 3,
                   "players": [{"name": "Ann", "kind": "human"},
                               {"name": "Computer", "kind": "bot:medium"}]},
        "people": ["Ann"],
    },
}

# ---------------------------------------------------------------------------------------------
# What the app sends, as an AT-SPI listener beside Orca sees it.
events = []          # (time, type, role, name, detail1)
focus = []           # (time, role, name) of each focus gained
notices = []         # (time, text) of each notification shown: what the app announces
quit_reason = None


def on_event(event):
    t = time.time()
    try:
        source = event.source
        role = source.getRoleName()
        name = source.name or ""
    except Exception:  # gone meanwhile
        role, name = "?", ""
    events.append((t, event.type, role, name, event.detail1))
    if event.type.startswith("object:state-changed:focused") and event.detail1:
        focus.append((t, role, name))
    elif event.type.startswith("object:state-changed:showing") and event.detail1 and role == "notification":
        notices.append((t, name))




def key(name):
    subprocess.run(["xdotool", "key", "--delay", "60", name], check=True)


def log(msg):
    print(msg, flush=True)






# ---------------------------------------------------------------------------------------------
# Playing by keys: each game's player reacts to where the focus is once it has settled.
CARD = {
    "ribbit": re.compile(r"^(Red|Yellow|Green|Blue|Purple|Rainbow|Last turtle) [+−-]\d"),
    "mini": re.compile(r"^((Red|Yellow|Green|Blue|Purple|Black|Multicolour) [+−-]\d|Shake$|Lettuce$)"),
}
TARGET = {
    "ribbit": lambda r, n: " turtle, " in n or n.startswith("Discard this card"),
    "mini": lambda r, n: re.match(r"^(Red|Yellow|Green|Blue|Purple|Black) tile \d \(", n) is not None
                         or n.startswith("Play it with no effect"),
}
SLOT = re.compile(r"^(.+)'s slot (\d+): (.*)$")
# An end screen's buttons (RibbitEnd, MiniEnd, RippleEnd): the focus on one of them ends the game.
END_BUTTONS = ("View the board", "View the table", "Play again", "Back home", "Round scores", "Replay")


class Player:
    """Plays one game by keys. step() looks at the focus (the last focus event) and the tree and
    presses what a person would; it returns True once the game is over and its end screen is up."""

    def __init__(self, game, app):
        self.game = game
        self.app = app
        self.people = GAMES[game]["people"]
        self.last_action = (None, 0.0)
        self.keys = 0

    def press(self, k, why):
        self.keys += 1
        log(f"    key {k:9s} ({why})")
        key(k)
        self.last_action = (self.focus_key(), time.time())

    def focus_key(self):
        return focus[-1] if focus else None

    def acted_on_this_focus(self, patience):
        """The last key was pressed on this very focus event less than `patience` s ago, and
        nothing was announced since (a key that keeps the focus where it is, Ripple's slot keys,
        is answered by an announcement)."""
        f, t = self.last_action
        if f != self.focus_key() or time.time() - t >= patience:
            return False
        return not (notices and notices[-1][0] > t and time.time() - notices[-1][0] > 0.35)

    def hand(self):
        return [a for a in showing(self.app) if a.getRoleName() == "push button" and CARD[self.game].match(a.name or "")]

    def over(self):
        return any(re.search(r" wins\b|The game is over|win(s)? together|It's a tie", n) for _, n in notices)

    def step(self):
        if not focus:
            return False
        _, role, name = focus[-1]
        settled = time.time() - focus[-1][0]
        if settled < 0.35 or self.acted_on_this_focus(3.0):
            return False
        # The end: the end screen takes the focus on its first button.
        if self.over() and role == "push button" and name in END_BUTTONS:
            return True
        if role == "dialog" and name.startswith("Pass the screen to "):
            if settled < 0.9:  # the cover takes an answer once it has been up a moment (0.6 s)
                return False
            self.press("Return", name)
            return False
        if self.game in ("ribbit", "mini"):
            return self.step_hand(role, name)
        return self.step_ripple(role, name)

    def step_hand(self, role, name):
        if role == "push button" and name.startswith("Done"):
            self.press("Return", "Done")
        elif TARGET[self.game](role, name):
            self.press("Return", f"play on {name[:40]}")
        elif role == "push button" and (name.startswith("Start race") or name.startswith("Next race")):
            self.press("Return", name)
        elif role == "push button" and CARD[self.game].match(name):
            cards = self.hand()
            playable = [i for i, a in enumerate(cards) if not (a.description or "")]
            if not cards:
                return False
            self.press(str((playable or [0])[0] + 1), f"choose {cards[(playable or [0])[0]].name}")
        elif role == "push button" and name.startswith("Take back"):
            self.press("Return", "?? Take back focused")
        else:
            self.idle(role, name)
        return False

    def step_ripple(self, role, name):
        # What to do is the status line's prompt ("Ann's turn. Draw a card, or take ...").
        person = self.people[0]
        status = [a.name for a in showing(self.app) if a.getRoleName() == "label" and re.match(
            rf"^{person}('s (extra |last )?turn| opens the round)\b", a.name or "")]
        prompt = status[0] if status else ""
        if role == "push button" and re.match(r"^(Next round|Start round|See the final results|Close)", name):
            self.press("Return", name)
        elif not prompt:
            self.idle(role, name)
        elif re.search(r"[Tt]urn up (two|one|a)\b|choose a second card|[Tt]urn (a|one of your) cards? up", prompt):
            slots = {}
            for a in showing(self.app):
                m = SLOT.match(a.name or "")
                if m and m.group(1) == person:
                    slots[int(m.group(2))] = m.group(3)
            down = [i for i in sorted(slots) if re.match(r"face down(\.|$)", slots[i])]
            if down:
                self.press(str(down[0]), f"turn up slot {down[0]}: {prompt[:60]}")
            else:
                self.idle(role, name)
        elif re.search(r"Draw a card", prompt):
            self.press("n", f"draw: {prompt[:60]}")
        elif re.search(r"discard it|Place the", prompt):
            self.press("x", f"discard: {prompt[:60]}")
        else:
            self.idle(role, name)
        return False

    def idle(self, role, name):
        # Somewhere else (a status line while computers play, a heading): wait; when nothing has
        # happened for a while, say where we are so a stuck run can be read.
        if time.time() - max(focus[-1][0], self.last_action[1], notices[-1][0] if notices else 0) > 8:
            log(f"    waiting on {role} '{name[:80]}'")
            self.last_action = (self.focus_key(), time.time())
        return False


# ---------------------------------------------------------------------------------------------
# Orca: its own settings, its debug log.
ORCA_SETTINGS = {
    "general": {
        # Speech on, through no speech server: every utterance is still logged ("SPEECH OUTPUT"),
        # and speech-dispatcher (which would try to start a synthesizer) is never asked.
        "enableSpeech": True,
        "speechServerFactory": None,
        "speechServerInfo": None,
        "enableBraille": False,
        "enableSound": False,
        "activeProfile": ["Default", "default"],
        "startingProfile": ["Default", "default"],
    },
    "profiles": {"default": {"profile": ["Default", "default"], "pronunciations": {}, "keybindings": {}}},
    "pronunciations": {},
    "keybindings": {},
}
# Loaded by Orca from its settings directory at start: its debug log is written line by line, so
# it is complete when read during the run and when Orca is stopped.
# Its level is INFO, not --debug-file's ALL: the lines read here (the events queued, pruned and
# handled, what was spoken) are all INFO, and the finer ones slowed Orca down a lot.
ORCA_CUSTOMIZATIONS = """\
from orca import debug
if debug.debugFile:
    debug.debugFile.reconfigure(line_buffering=True)
    debug.debugLevel = debug.LEVEL_INFO
"""


def start_orca(work, env):
    prefs = os.path.join(work, "orca-prefs")
    os.makedirs(prefs, exist_ok=True)
    with open(os.path.join(prefs, "user-settings.conf"), "w") as f:
        json.dump(ORCA_SETTINGS, f)
    with open(os.path.join(prefs, "orca-customizations.py"), "w") as f:
        f.write(ORCA_CUSTOMIZATIONS)
    debug_log = os.path.join(work, "orca-debug.log")
    process = subprocess.Popen(["orca", "-u", prefs, f"--debug-file={debug_log}"], env=env,
                               stdout=open(os.path.join(work, "orca.out"), "w"), stderr=subprocess.STDOUT)
    end = time.time() + 30
    while time.time() < end:
        if process.poll() is not None:
            return process, debug_log, open(os.path.join(work, "orca.out")).read()
        if os.path.exists(debug_log) and "SPEECH OUTPUT: 'Screen reader on.'" in open(debug_log, errors="replace").read():
            return process, debug_log, None
        time.sleep(0.2)
    return process, debug_log, "Orca did not say 'Screen reader on.' within 30 s"


def cpu_times():
    """(idle, total) jiffies of all cores, from /proc/stat."""
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    return fields[3] + fields[4], sum(fields)


def process_cpu(pid):
    """The CPU seconds (user and system, all threads) a running process has used; 0 once gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def log_size(path):
    return os.path.getsize(path) if os.path.exists(path) else 0


# Orca's log: the events it handled and what it said while handling each.
PROCESS_START = re.compile(r"^vvvvv PROCESS OBJECT EVENT (\S+) vvvvv")
OBJECT_EVENT = re.compile(r"^\S+ - OBJECT EVENT: (\S+) \((\d+), (\d+), (.*)\)$")
SPEECH = re.compile(r"^\S+ - SPEECH OUTPUT: '(.*)'(?: voice=\w+)?\{.*\}$|^\S+ - SPEECH OUTPUT: '(.*)'$")
QUEUED_NOTICE = re.compile(r"EVENT MANAGER: Queueing object:state-changed:showing \[notification \| (.*)\] \(1,")
PRUNE = "EVENT MANAGER: Pruning event queue due to flood."
PRUNED_COUNT = re.compile(r"EVENT MANAGER: (\d+) events pruned\. New size: (\d+)")
NOT_PROCESSED = "EVENT MANAGER: Not processing this event due to flood."
ARRIVED_NOTICE = re.compile(r"^(\S+) - EVENT MANAGER: object:state-changed:showing for \[notification \| (.*)\] in \[application \| [^]]*\] \(1,")
DELUGE_IGNORED = "EVENT MANAGER: Ignoring event type due to deluge"
TIMESTAMP = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - ")
NOT_PRUNING_NOTICE = re.compile(r"EVENT MANAGER: Not pruning object:state-changed:showing \[notification \| (.*)\] \(1,")


def norm(text):
    return " ".join(text.replace("’", "'").split())


def parse_orca(path, start, end):
    """What Orca did in bytes [start, end) of its debug log."""
    with open(path, "rb") as f:
        f.seek(start)
        text = f.read(end - start).decode("utf-8", errors="replace")
    out = {"spoken": [], "notice_speech": collections.defaultdict(list), "queued_notices": [],
           "processed_notices": [], "prunes": 0, "pruned_events": 0, "skipped_notices": [],
           "kept_notices_in_prune": [], "dialog_speech": [], "deluge_notices": [], "deluges": 0,
           "speech_times": collections.defaultdict(list),
           # Every utterance in order: (time, text, (event type, source) being handled or None).
           "spoken_log": []}
    current = None  # (type, source text) of the event being handled
    arrived = None  # the notification whose showing event Orca's listener got last
    day = time.mktime(time.localtime(time.time())[:3] + (0, 0, 0, 0, 0, -1))
    for line in text.splitlines():
        m = ARRIVED_NOTICE.match(line)
        if m:
            arrived = m.group(2)
            continue
        if DELUGE_IGNORED in line:
            out["deluges"] += 1
            if arrived is not None:
                out["deluge_notices"].append(arrived)
            arrived = None
            continue
        if line.startswith(("\n", " ")) or not line:
            pass
        elif "EVENT MANAGER: " in line and " for [" in line:
            arrived = None
        m = PROCESS_START.match(line)
        if m:
            current = [m.group(1), None]
            continue
        if line.startswith("^^^^^ PROCESS OBJECT EVENT"):
            current = None
            continue
        m = OBJECT_EVENT.match(line)
        if m and current is not None and current[1] is None:
            current[1] = m.group(4)
            if m.group(1).startswith("object:state-changed:showing") and m.group(2) == "1" \
               and m.group(4).startswith("[notification | "):
                out["processed_notices"].append(m.group(4)[len("[notification | "):-1])
            continue
        m = SPEECH.match(line)
        if m:
            said = m.group(1) if m.group(1) is not None else m.group(2)
            out["spoken"].append(said)
            ts = TIMESTAMP.match(line)
            out["spoken_log"].append((day + int(ts.group(1)) * 3600 + int(ts.group(2)) * 60 + float(ts.group(3))
                                      if ts else None, said, tuple(current) if current else None))
            if current and current[1] and current[0].startswith("object:state-changed:showing") \
               and current[1].startswith("[notification | "):
                out["notice_speech"][current[1][len("[notification | "):-1]].append(said)
                ts = TIMESTAMP.match(line)
                if ts:
                    out["speech_times"][current[1][len("[notification | "):-1]].append(
                        day + int(ts.group(1)) * 3600 + int(ts.group(2)) * 60 + float(ts.group(3)))
            elif current and current[1] and current[1].startswith("[dialog | "):
                out["dialog_speech"].append(said)
            elif current and current[1] and "Pass the screen to" in said:
                out["dialog_speech"].append(said)
            continue
        m = QUEUED_NOTICE.search(line)
        if m:
            out["queued_notices"].append(m.group(1))
            continue
        if PRUNE in line:
            out["prunes"] += 1
            continue
        m = PRUNED_COUNT.search(line)
        if m:
            out["pruned_events"] += int(m.group(1))
            continue
        m = NOT_PRUNING_NOTICE.search(line)
        if m:
            out["kept_notices_in_prune"].append(m.group(1))
            continue
        if NOT_PROCESSED in line and current and current[1] and current[1].startswith("[notification | "):
            out["skipped_notices"].append(current[1][len("[notification | "):-1])
    return out


# ---------------------------------------------------------------------------------------------
# Sorting what the app announced.
MOVE = re.compile(r"^(Taken back: )?(\S+(?: \S+)?(?: \(\w+\))?) (played|drew|discarded|turned up|took|placed|"
                  r"stacked|put|swapped|rippled|passed|moved|revealed|opened|flipped)\b")


def kinds(text, players):
    """The kinds of news in one announcement: move, turn, race/round result, result, ranking."""
    out = []
    first = text.split(": ")[0]
    if any(text.startswith(p + " ") for p in players) and not re.match(r"^\S+('s| opens)", text):
        out.append("move")
    elif MOVE.match(text):
        out.append("move")
    if re.search(r"'s (extra |last )?turn\b|opens the round", text):
        out.append("turn")
    if re.search(r"Round \d+(?: of \d+)? is over|[Rr]ace(?: \d+)? is over|finish and leave the game", text):
        out.append("race/round result")
    if re.search(r"\bwins?\b|The game is over|\btie\b", text):
        out.append("result")
    if re.search(r"Ranking:|Secret colours:|[Ff]inal order|Final table|1st", text):
        out.append("ranking")
    if not out:
        out.append("other")
    del first
    return out


def name_pattern(name):
    """A source's name as a pattern: digits as #, long names cut, so alike objects count together."""
    n = re.sub(r"\d+", "#", " ".join((name or "").split()))
    n = re.sub(r"^(Ann|Ben|Computer(?: #)?(?: \(\w+\))?)\b", "<player>", n)
    return (n[:48] + "…") if len(n) > 48 else n


def analyse(game, t0, t1, orca, players):
    """One game's report: announcements heard or missed, prunes, events per move."""
    mine = [(t, n) for t, n in notices if t0 <= t <= t1]
    evs = [e for e in events if t0 <= e[0] <= t1]
    heard_texts = {norm(k): [norm(s) for s in v] for k, v in orca["notice_speech"].items()}
    dialog_speech = [norm(s) for s in orca["dialog_speech"]]
    queued = [norm(q) for q in orca["queued_notices"]]
    skipped = [norm(q) for q in orca["skipped_notices"]]
    processed = [norm(p) for p in orca["processed_notices"]]
    deluged = [norm(d) for d in orca["deluge_notices"]]
    speech_times = {norm(k): v for k, v in orca["speech_times"].items()}
    lags = []
    rows = []
    used_processed = collections.Counter()
    for t, text in mine:
        n = norm(text)
        said = heard_texts.get(n, [])
        heard = any(n in s for s in said) or any(n in norm(s) for s in orca["spoken"]
                                                   if False)  # strict: only as the notification
        # An announcement Orca received but dropped: queued and then pruned, or skipped.
        if not heard:
            if n in deluged:
                why = "ignored by Orca on arrival (deluge: more than 100 events queued)"
            elif n in skipped:
                why = "skipped during a flood"
            elif n in queued and processed.count(n) <= used_processed[n]:
                why = "pruned from Orca's queue (flood)"
            elif n not in queued:
                why = "not seen by Orca under this name (so far behind that the ring's notification was renamed first)"
            else:
                why = "handled, not spoken"
        else:
            why = ""
            times = [x for x in speech_times.get(n, []) if x >= t - 1]
            if times:
                lags.append(min(times) - t)
            used_processed[n] += 1
        rows.append({"t": t, "text": text, "kinds": kinds(text, players), "heard": heard, "why": why})
    # A turn passed behind a handover screen is said by the dialog's focus.
    handovers = [(t, n) for t, r, n in focus if t0 <= t <= t1 and r == "dialog" and n.startswith("Pass the screen to ")]
    handover_rows = []
    for t, n in handovers:
        heard = any(norm(n) in s for s in dialog_speech)
        handover_rows.append({"t": t, "text": n, "heard": heard})
    # Events per move: every event between the first and the last move announced, over the moves.
    move_times = [r["t"] for r in rows if "move" in r["kinds"]]
    by_type = collections.Counter(e[1] for e in evs)
    by_source = collections.Counter((e[1].replace("object:", "").replace("state-changed:", "state:")
                                     .replace("property-change:accessible-", "prop:"), e[2], name_pattern(e[3])) for e in evs)
    per_move = []
    split = {"person": [], "computer": []}
    moves = [r for r in rows if "move" in r["kinds"]]
    for a, b in zip(moves, moves[1:]):
        inside = [e for e in evs if a["t"] < e[0] <= b["t"]]
        per_move.append(len(inside))
        mover = "computer" if b["text"].startswith("Computer") else "person"
        split[mover].append(inside)
    return {"game": game, "announcements": rows, "handovers": handover_rows, "events": len(evs),
            "by_type": by_type, "by_source": by_source, "per_move": per_move, "moves": len(move_times),
            "prunes": orca["prunes"], "pruned_events": orca["pruned_events"],
            "skipped_notices": len(orca["skipped_notices"]), "seconds": t1 - t0,
            "spoken_lines": len(orca["spoken"]), "deluges": orca["deluges"], "lags": lags, "split": split}


def print_report(r, out):
    def p(s=""):
        out.write(s + "\n")
    p(f"=== {GAMES[r['game']]['title']}: {r['seconds']:.0f} s, {len(r['announcements'])} announcements, "
      f"{r['moves']} with a move, {r['spoken_lines']} lines spoken by Orca; CPU idle {r['idle']:.0f}% "
      f"of {os.cpu_count()} cores, load average {r['load']:.1f}")
    # Tidepool's own CPU: a window that repaints without end (a looping animation, software
    # rendered) starves Orca, whose every event asks the app about the object it came from.
    p(f"  Tidepool used {r['app_cpu']:.0f} s of CPU in {r['seconds']:.0f} s "
      f"({100.0 * r['app_cpu'] / max(1.0, r['seconds']):.0f}% of one core)")
    for k in ("move", "turn", "race/round result", "result", "ranking", "other"):
        rows = [a for a in r["announcements"] if k in a["kinds"]]
        if rows:
            heard = sum(a["heard"] for a in rows)
            p(f"  {k:18s} heard {heard:3d} of {len(rows):3d}")
    if r["handovers"]:
        p(f"  {'handover (turn)':18s} heard {sum(h['heard'] for h in r['handovers']):3d} of {len(r['handovers']):3d}")
    p(f"  Orca flood prunes: {r['prunes']} ({r['pruned_events']} events thrown away); events ignored in a "
      f"deluge: {r['deluges']}; notifications not processed during a flood: {r['skipped_notices']}")
    if r["lags"]:
        lags = sorted(r["lags"])
        p(f"  Orca's delay from a notification shown to its speech: median {lags[len(lags) // 2]:.2f} s, "
          f"max {lags[-1]:.2f} s; Orca was done {r['drain']:.1f} s after the game's end screen")
    n = max(1, r["moves"])
    avg = sum(r["per_move"]) / len(r["per_move"]) if r["per_move"] else float(r["events"])
    mx = max(r["per_move"]) if r["per_move"] else r["events"]
    p(f"  AT-SPI events: {r['events']} in all; per move: mean {avg:.1f}, max {mx} "
      f"(all events / moves announced: {r['events'] / n:.1f})")
    p("  by type: " + ", ".join(f"{t.replace('object:', '')} {c}" for t, c in r["by_type"].most_common(8)))
    for mover, intervals in r["split"].items():
        if not intervals:
            continue
        c = collections.Counter((e[1].replace("object:", ""), e[2], name_pattern(e[3])) for iv in intervals for e in iv)
        p(f"  up to a {mover}'s move announced: {sum(map(len, intervals)) / len(intervals):.1f} events per move; most: "
          + "; ".join(f"{v / len(intervals):.1f} {t} {role} '{n[:30]}'" for (t, role, n), v in c.most_common(5)))
    p("  top sources (event, role, name pattern):")
    for (t, role, name), c in r["by_source"].most_common(12):
        p(f"    {c:5d}  {t:28s} {role:14s} {name}")
    missed = [a for a in r["announcements"] if not a["heard"]]
    if missed:
        p(f"  missed ({len(missed)}):")
        for a in missed:
            p(f"    - [{'/'.join(a['kinds'])}] {a['text'][:150]}  <- {a['why']}")
    for h in r["handovers"]:
        if not h["heard"]:
            p(f"    - [handover] {h['text']}  <- not spoken")


def failures_of(r, max_per_move):
    f = []
    missed = [a for a in r["announcements"] if not a["heard"]]
    if missed:
        f.append(f"{GAMES[r['game']]['title']}: {len(missed)} of {len(r['announcements'])} announcements not spoken by Orca")
    if any(not h["heard"] for h in r["handovers"]):
        f.append(f"{GAMES[r['game']]['title']}: a handover screen was not spoken")
    pruned = [a for a in missed if "pruned" in a["why"] or "flood" in a["why"] or "deluge" in a["why"]]
    if pruned:
        f.append(f"{GAMES[r['game']]['title']}: {len(pruned)} announcements dropped by Orca's flood prune")
    if not r["own_settings"]:
        f.append(f"{GAMES[r['game']]['title']}: the app did not use the test's settings file (the quick pace, no animation)")
    kinds_seen = {k for a in r["announcements"] for k in a["kinds"]}
    for k in ("move", "result", "ranking") + (("race/round result",) if r["game"] != "ribbit" else ()):
        if k not in kinds_seen:
            f.append(f"{GAMES[r['game']]['title']}: no '{k}' announced at all (did the game end?)")
    limit = max_per_move.get(r["game"], max_per_move.get("", 0.0))
    if limit and r["per_move"]:
        avg = sum(r["per_move"]) / len(r["per_move"])
        if avg > limit:
            f.append(f"{GAMES[r['game']]['title']}: {avg:.1f} AT-SPI events per move (at most {limit})")
    return f


# ---------------------------------------------------------------------------------------------
def app_home(work, tag, env):
    """The app's own home under `work` (settings: the quick computer pace, no animation) and its
    environment (accessibility on, English): (home, environment)."""
    home = os.path.join(work, f"home-{tag}")
    os.makedirs(os.path.join(home, ".config", "Tidepool"), exist_ok=True)
    # The quick computer pace and no animation (Settings offers both): the quickest game a person
    # could choose, and the hardest for a screen reader to keep up with.
    with open(os.path.join(home, ".config", "Tidepool", "Tidepool.conf"), "w") as f:
        f.write(f"[play]\nbotDelay={os.environ.get('ORCA_TEST_BOT_DELAY', '300')}\n"
                f"[view]\nanimationDuration={os.environ.get('ORCA_TEST_ANIMATION', '0')}\nlanguage=en\n")
    # (XDG_CONFIG_HOME too: QSettings reads it before HOME, and the session's points elsewhere, so
    # the settings above were never read and the app ran at the normal pace with animations on.)
    app_env = dict(env, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                   XDG_DATA_HOME=os.path.join(home, ".local", "share"), QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   QT_ACCESSIBILITY="1", TIDEPOOL_QUIET="1", LANGUAGE="en", LANG="C.UTF-8")
    app_env.pop("QT_QPA_PLATFORM", None)
    return home, app_env


def play(game, binary, work, env, orca_log, seconds):
    """Starts Tidepool on the game's record, plays it to its end screen, stops the app."""
    spec = GAMES[game]
    record = dict({"format": "tidepool-record", "version": 1, "setup": None, "actions": []}, **spec["record"])
    path = os.path.join(work, f"{game}.tidepool.json")
    with open(path, "w") as f:
        json.dump(record, f)
    home, app_env = app_home(work, game, env)
    log(f"--- {spec['title']}")
    t0 = time.time()
    cpu0 = cpu_times()
    offset = log_size(orca_log)
    process = subprocess.Popen([binary, "--size", "1366x768", path], env=app_env,
                               stdout=open(os.path.join(work, f"app-{game}.out"), "w"), stderr=subprocess.STDOUT)
    finished = False
    drain = 0.0
    try:
        app = find_app("Tidepool")
        if app is None:
            log("FAIL Tidepool is not on the AT-SPI bus")
            return None, False
        pump(1.0)
        subprocess.run("xdotool search --onlyvisible --name '^Tidepool$' | head -1 | "
                       "xargs -r -I{} xdotool windowfocus --sync {}", shell=True)
        player = Player(game, app)
        seen_notices = len(notices)
        seen_focus = len(focus)
        end = time.time() + seconds
        while time.time() < end:
            pump(0.1)
            while seen_focus < len(focus):
                _, r, n = focus[seen_focus]
                log(f"  focus  {r}: {n[:110]}")
                seen_focus += 1
            while seen_notices < len(notices):
                log(f"  said   {notices[seen_notices][1][:140]}")
                seen_notices += 1
            if player.step():
                finished = True
                break
        log(f"  {'finished' if finished else 'NOT finished'} after {time.time() - t0:.0f} s, {player.keys} keys")
        # Let Orca handle what is queued (it may lag far behind the app): until its log has been
        # still for 1.5 s.
        t_end = time.time()
        size, still = log_size(orca_log), time.time()
        while time.time() - still < 1.5 and time.time() - t_end < 90:
            pump(0.25)
            if log_size(orca_log) != size:
                size, still = log_size(orca_log), time.time()
        drain = still - t_end
    finally:
        app_cpu = process_cpu(process.pid)
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
    t1 = time.time()
    pump(0.5)
    orca = parse_orca(orca_log, offset, log_size(orca_log))
    players = [p["name"] for p in spec["record"]["players"]]
    result = analyse(game, t0, t1, orca, players)
    result["drain"] = drain
    result["app_cpu"] = app_cpu
    # The app wrote its window's place into the settings file written above as it closed: the
    # game ran on those settings (the quick pace, no animation), not on the defaults.
    with open(os.path.join(home, ".config", "Tidepool", "Tidepool.conf")) as f:
        result["own_settings"] = "windowGeometry" in f.read()
    cpu1 = cpu_times()
    result["idle"] = 100.0 * (cpu1[0] - cpu0[0]) / max(1, cpu1[1] - cpu0[1])
    result["load"] = os.getloadavg()[0]
    return result, finished


def limits(text):
    """The --max-events-per-move argument as {game: limit}; "" stands for every game."""
    if "=" not in text:
        return {"": float(text)}
    out = {}
    for part in text.split(","):
        game, _, value = part.partition("=")
        if game.strip() not in GAMES:
            raise argparse.ArgumentTypeError(f"no game {game.strip()!r} (one of {', '.join(GAMES)})")
        out[game.strip()] = float(value)
    return out


def session_env(prefix):
    """A private work folder and the environment of the session's programs (the AT-SPI bus, Orca,
    the app): its own home and XDG folders, English."""
    work = tempfile.mkdtemp(prefix=prefix)
    os.chmod(work, 0o700)
    env = dict(os.environ, HOME=work, XDG_RUNTIME_DIR=work, XDG_CONFIG_HOME=os.path.join(work, ".config"),
               XDG_DATA_HOME=os.path.join(work, ".local", "share"), LANGUAGE="en", LANG="C.UTF-8",
               GTK_A11Y="none")
    return work, env


def start_listening(work, env, started):
    """Starts the AT-SPI bus and Orca (each added to `started`, for stopping) and returns Orca's
    debug log's path, or None (the failure logged) when Orca is missing or did not start."""
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started.append(bus)
    time.sleep(1)
    if shutil.which("orca") is None:
        log("FAIL orca is not installed (scripts/install-deps installs Debian's orca)")
        return None
    orca, orca_log, problem = start_orca(work, env)
    started.append(orca)
    if problem:
        log(f"FAIL Orca did not start: {problem}")
        return None
    log("Orca is running (speech logged, no speech server)")
    return orca_log


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--games", default=os.environ.get("ORCA_TEST_GAMES", "mini,ribbit,ripple"))
    parser.add_argument("--report", default=None, help="also write the report to this file")
    parser.add_argument("--keep", default=None, help="copy Orca's debug log and the event list here")
    # One limit for every game ("15"), or one per game ("mini=45,ribbit=90,ripple=25"; a game not
    # named has none).
    parser.add_argument("--max-events-per-move", type=limits, default=limits(os.environ.get("ORCA_TEST_MAX_EVENTS_PER_MOVE", "15")))
    parser.add_argument("--load", action="store_true", default=os.environ.get("ORCA_TEST_LOAD") == "1",
                        help="keep one core busy (yes > /dev/null) while playing: a loaded machine")
    parser.add_argument("--seconds", type=float, default=float(os.environ.get("ORCA_TEST_GAME_SECONDS", "150")))
    args = parser.parse_args()

    work, env = session_env("tidepool-orca-")
    started = []
    failures = []
    results = []
    try:
        orca_log = start_listening(work, env, started)
        if orca_log is None:
            return 1
        if args.load:
            busy = subprocess.Popen(["yes"], stdout=subprocess.DEVNULL)
            started.append(busy)
            log(f"loaded machine: one core kept busy (yes > /dev/null, pid {busy.pid})")
        pyatspi.Registry.registerEventListener(on_event, "object", "window", "focus")
        for game in [g.strip() for g in args.games.split(",") if g.strip()]:
            r, finished = play(game, args.binary, work, env, orca_log, args.seconds)
            if r is None:
                failures.append(f"{game}: the app did not start")
                continue
            if not finished:
                failures.append(f"{GAMES[game]['title']}: the game was not played to its end within {args.seconds:.0f} s")
            results.append(r)
            failures += failures_of(r, args.max_events_per_move)
    finally:
        for p in reversed(started):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(10)
                except subprocess.TimeoutExpired:
                    p.kill()
        stop_daemons(work)
    out = sys.stdout
    log("")
    for r in results:
        print_report(r, out)
    if args.report:
        with open(args.report, "w") as f:
            for r in results:
                print_report(r, f)
            f.write("\n".join(failures) + "\n")
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        for name in os.listdir(work):
            if name.endswith(".log") or name.endswith(".out") or name.endswith(".json"):
                shutil.copy(os.path.join(work, name), args.keep)
        with open(os.path.join(args.keep, "events.tsv"), "w") as f:
            for e in events:
                f.write("%.3f\t%s\t%s\t%s\t%s\n" % e)
    shutil.rmtree(work, ignore_errors=True)
    log("")
    for f in failures:
        log("FAIL " + f)
    log(f"{len(failures)} failed check(s)" if failures else "every announcement was heard")
    return 1 if failures else 0


def stop_daemons(work):
    """The AT-SPI registry and dconf service that D-Bus started for this session outlive it:
    stopped by their process id, found by this run's own HOME in their environment."""
    marker = f"HOME={work}".encode()
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                environ = f.read().split(b"\0")
            with open(f"/proc/{pid}/comm") as f:
                comm = f.read().strip()
        except OSError:
            continue
        if marker in environ and comm in ("at-spi2-registr", "dconf-service", "at-spi-bus-laun", "dbus-daemon"):
            try:
                os.kill(int(pid), signal.SIGTERM)
            except OSError:
                pass


if __name__ == "__main__":
    sys.exit(main())
