#!/usr/bin/python3
"""The game review heard by Orca (issue 45): a finished game's review opened and read by keys
while the real Orca listens, as a blind player would.

Run by tests/a11y/run-orca-review (under Xvfb and a private D-Bus session, as run-orca):
    orca_review.py TIDEPOOL_BINARY [RECORD ...] [--keep DIR] [--transcript]

For each finished record (by default tests/cli/data/mini-finished and ribbit-blunder) it starts
Orca (orca_heard.start_orca: speech logged, no speech server) and Tidepool on the record (its end
screen), then by keys (xdotool): Tab to "Review the game", Enter; waits for the review to be
ready; Down three times; Tab to "Show the better move" (pressing Down until a move has one),
Enter; Escape. Orca's debug log says what it spoke at each step (orca_heard.parse_orca). It prints
the transcript, step by step with times, and the AT-SPI events each step sent, and fails unless:
  - Tab to the button: "Review the game" is spoken;
  - the review ready: the list's name "Every move, graded", the summary (each player's mistakes)
    and the first row's sentence ("Move 1, ...") are spoken;
  - each Down: the new row's sentence ("Move N, ...") is spoken exactly once;
  - Show the better move: "the better move found for move N" is spoken (the board changed);
  - Escape: the end screen's button that takes the keyboard is spoken.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

import pyatspi

import orca_heard as oh
from atspitree import find_app, pump, showing

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, "..", "cli", "data"))
RECORDS = [os.path.join(DATA, "mini-finished.tidepool.json"), os.path.join(DATA, "ribbit-blunder.tidepool.json")]
END_BUTTONS = oh.END_BUTTONS + ("Watch the replay", "Review the game", "View the table")


log = oh.log


class Listen:
    """One record: the app started on it, keys pressed, each step's place in Orca's log kept."""

    def __init__(self, binary, record, work, env, orca_log):
        self.binary, self.record, self.work, self.env, self.orca_log = binary, record, work, env, orca_log
        self.steps = []      # (label, t0, log offset at t0, t1, log offset at t1)
        self.failures = []
        self.name = os.path.basename(record).split(".")[0]

    # --- waiting -------------------------------------------------------------------------------
    def focused(self):
        return oh.focus[-1] if oh.focus else (0, "", "")

    def wait_focus(self, test, seconds, settle=0.4):
        """Until the last focus event passes `test(role, name)` and has stood `settle` s."""
        end = time.time() + seconds
        while time.time() < end:
            pump(0.1)
            t, role, name = self.focused()
            if test(role, name) and time.time() - t >= settle:
                return True
        return False

    def drain(self, least=1.0, quiet=1.2, most=20.0):
        """Until Orca's log has been still for `quiet` s (at least `least` s after the key)."""
        t0 = time.time()
        size, still = oh.log_size(self.orca_log), time.time()
        while time.time() - t0 < most:
            pump(0.15)
            if oh.log_size(self.orca_log) != size:
                size, still = oh.log_size(self.orca_log), time.time()
            elif time.time() - still >= quiet and time.time() - t0 >= least:
                break

    def step(self, label, keys, wait=None, wait_seconds=30.0):
        """Presses `keys`, waits (for `wait` on the focus, then for Orca to be done): one step."""
        t0, off0 = time.time(), oh.log_size(self.orca_log)
        for k in keys:
            oh.key(k)
        ok = True
        if wait is not None:
            ok = self.wait_focus(wait, wait_seconds)
        self.drain()
        self.steps.append((label, t0, off0, time.time(), oh.log_size(self.orca_log)))
        t, role, name = self.focused()
        log(f"  [{label}] focus {role}: {name[:100]}" + ("" if ok else "  (NOT the focus waited for)"))
        return ok

    # --- the run -------------------------------------------------------------------------------
    def run(self):
        home, app_env = oh.app_home(self.work, self.name, self.env)
        log(f"--- {self.name}")
        t_start, off_start = time.time(), oh.log_size(self.orca_log)
        process = subprocess.Popen([self.binary, "--size", "1366x768", self.record], env=app_env,
                                   stdout=open(os.path.join(self.work, f"app-{self.name}.out"), "w"),
                                   stderr=subprocess.STDOUT)
        try:
            app = find_app("Tidepool")
            if app is None:
                self.failures.append("Tidepool is not on the AT-SPI bus")
                return
            pump(1.0)
            subprocess.run("xdotool search --onlyvisible --name '^Tidepool$' | head -1 | "
                           "xargs -r -I{} xdotool windowfocus --sync {}", shell=True)
            if not self.wait_focus(lambda r, n: r == "push button" and n in END_BUTTONS, 40, settle=0.8):
                self.failures.append(f"no end screen (focus: {self.focused()[1:]})")
                return
            self.drain()
            self.steps.append(("end screen", t_start, off_start, time.time(), oh.log_size(self.orca_log)))
            log(f"  [end screen] focus {self.focused()[1]}: {self.focused()[2]}")
            # Tab to Review.
            for _ in range(8):
                if self.focused()[2] == "Review the game":
                    break
                before = len(oh.focus)
                self.step("Tab", ["Tab"], wait=lambda r, n, b=before: len(oh.focus) > b, wait_seconds=5)
            if self.focused()[2] != "Review the game":
                self.failures.append("Tab never reached 'Review the game'")
                return
            # Enter: the review works, then the list takes the keyboard.
            self.step("Enter on Review", ["Return"],
                      wait=lambda r, n: r in ("list", "list item"), wait_seconds=60)
            if self.focused()[1] not in ("list", "list item"):
                self.failures.append(f"the review's list never took the keyboard (focus: {self.focused()[1:]})")
                return
            self.steps[-1] = self.steps[-1][:3] + (time.time(), oh.log_size(self.orca_log))
            downs = 0
            for i in range(3):
                self.step(f"Down {i + 1}", ["Down"])
                downs += 1
            # A move with a better move: Down until "Show the better move" shows.
            def better_shown():
                return any(a.getRoleName() == "push button" and a.name == "Show the better move" for a in showing(app))
            while not better_shown() and downs < 40:
                self.step(f"Down {downs + 1}", ["Down"])
                downs += 1
            self.downs = downs
            if better_shown():
                for _ in range(4):
                    if self.focused()[2] == "Show the better move":
                        break
                    before = len(oh.focus)
                    self.step("Tab", ["Tab"], wait=lambda r, n, b=before: len(oh.focus) > b, wait_seconds=5)
                if self.focused()[2] == "Show the better move":
                    self.step("Enter on Show the better move", ["Return"])
                else:
                    self.failures.append("Tab never reached 'Show the better move'")
            else:
                log("  (no move with a better move)")
            self.step("Escape", ["Escape"], wait=lambda r, n: r == "push button" and n in END_BUTTONS,
                      wait_seconds=10)
            if not (self.focused()[1] == "push button" and self.focused()[2] in END_BUTTONS):
                self.failures.append(f"Escape did not bring the keyboard back to the end screen (focus: {self.focused()[1:]})")
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
            pump(0.3)

    # --- what was heard ------------------------------------------------------------------------
    def transcript(self):
        """[(label, [(time, text, event)], events sent)] per step."""
        out = []
        for label, t0, off0, t1, off1 in self.steps:
            heard = oh.parse_orca(self.orca_log, off0, off1)["spoken_log"]
            evs = [e for e in oh.events if t0 <= e[0] <= t1]
            out.append((label, heard, evs))
        return out

    def judge(self, transcript):
        f = []
        by = {}
        for label, heard, _ in transcript:
            by.setdefault(label, []).append([oh.norm(h[1]) for h in heard])

        def said(label, pattern, index=-1):
            groups = by.get(label, [])
            if not groups:
                return []
            return [s for s in groups[index] if re.search(pattern, s)]
        if not any("Review the game" in s for g in by.get("Tab", []) for s in g):
            f.append("Tab to the review's button: 'Review the game' was not spoken")
        ready = by.get("Enter on Review", [[]])[-1]
        if not any("Every move, graded" in s for s in ready):
            f.append("review ready: the list's name 'Every move, graded' was not spoken")
        if not any(re.search(r"\b(mistakes?|inaccurac(y|ies)|No mistakes)\b", s) for s in ready):
            f.append("review ready: the summary (each player's mistakes) was not spoken")
        if not any(re.search(r"\bMove 1, ", s) for s in ready):
            f.append("review ready: the first row's sentence 'Move 1, ...' was not spoken")
        with open(self.record) as r:
            moves = len(json.load(r)["actions"])  # (the records here: one move an action)
        counts = [int(m.group(1)) for s in ready for m in [re.search(r"List with (\d+) items", s)] if m]
        if counts and counts[-1] != moves:
            f.append(f"review ready: Orca said 'List with {counts[-1]} items' of {moves} moves")
        n = 1
        for label, heard, _ in transcript:
            if not label.startswith("Down"):
                continue
            n += 1
            rows = [oh.norm(h[1]) for h in heard if re.search(rf"\bMove {n}, ", oh.norm(h[1]))]
            if len(rows) != 1:
                f.append(f"{label}: the row 'Move {n}, ...' was spoken {len(rows)} times, not once")
        # An announcement spoken after a row's sentence cuts it off: Orca speaks a notification at
        # once (interrupting), so the row (its grade, the better move) would not be heard.
        for label, heard, _ in transcript:
            if not (label.startswith("Down") or label == "Enter on Review"):
                continue
            row_at = [i for i, h in enumerate(heard) if re.search(r"\bMove \d+, ", oh.norm(h[1]))]
            after = [h[1] for h in heard[row_at[-1] + 1:] if h[2] and "[notification | " in (h[2][1] or "")] if row_at else []
            if after:
                f.append(f"{label}: an announcement cut off the row's sentence: {after[0][:80]!r}")
        if "Enter on Show the better move" in by:
            if not said("Enter on Show the better move", r"better move found for move \d+"):
                f.append("Show the better move: nothing said the board now shows the better move")
        esc = by.get("Escape", [[]])[-1]
        if not any(any(b in s for b in END_BUTTONS) for s in esc):
            f.append("Escape: the end screen's button was not spoken")
        return f


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("records", nargs="*", default=RECORDS)
    parser.add_argument("--keep", default=None, help="copy Orca's debug log and the app's output here")
    args = parser.parse_args()

    work, env = oh.session_env("tidepool-orca-review-")
    started = []
    failures = []
    t_all = time.time()
    try:
        orca_log = oh.start_listening(work, env, started)
        if orca_log is None:
            return 1
        pyatspi.Registry.registerEventListener(oh.on_event, "object", "window", "focus")
        for record in args.records:
            listen = Listen(args.binary, record, work, env, orca_log)
            listen.run()
            transcript = listen.transcript()
            t_first = listen.steps[0][1] if listen.steps else time.time()
            log("")
            log(f"=== Heard by Orca: {listen.name}")
            for label, heard, evs in transcript:
                log(f"  -- {label} ({len(evs)} AT-SPI events)")
                for t, text, ev in heard:
                    when = f"{t - t_first:6.2f}" if t else "     ?"
                    src = f"   <{ev[0].replace('object:', '')} {ev[1] or ''}"[:70] + ">" if ev else ""
                    log(f"    {when}  {text}{src}")
            problems = listen.failures + listen.judge(transcript)
            failures += [f"{listen.name}: {p}" for p in problems]
            log("")
    finally:
        for p in reversed(started):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(10)
                except subprocess.TimeoutExpired:
                    p.kill()
        oh.stop_daemons(work)
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            for name in os.listdir(work):
                if name.endswith((".log", ".out")):
                    shutil.copy(os.path.join(work, name), args.keep)
        shutil.rmtree(work, ignore_errors=True)
    for f in failures:
        log("FAIL " + f)
    log(f"{len(failures)} failed check(s) in {time.time() - t_all:.0f} s" if failures
        else f"the review was heard ({time.time() - t_all:.0f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
