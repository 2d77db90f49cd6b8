#!/usr/bin/env bash
# Every long option a program's --help prints is in its man page, so the page cannot fall behind.
#   check_man_page.sh MAN_PAGE PROGRAM [ARGS...] -- [PROGRAM ARGS...]...
# Each "--"-separated command is run with QT_QPA_PLATFORM=offscreen; its output is the help text.
set -euo pipefail
page="$1"; shift
text="$(sed 's/\\-/-/g' "$page")"
missing=0
while [ $# -gt 0 ]; do
  cmd=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do cmd+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  help="$(QT_QPA_PLATFORM=offscreen "${cmd[@]}")"
  [ -n "$help" ] || { echo "no help text from: ${cmd[*]}"; exit 1; }
  for option in $(grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
    if ! grep -qE -- "(^|[^a-z-])${option}([^a-z-]|$)" <<<"$text"; then
      echo "$(basename "$page"): ${option} (from ${cmd[*]}) is not described"
      missing=1
    fi
  done
done
[ "$missing" = 0 ] && echo "$(basename "$page"): every option is described"
exit "$missing"
