#!/usr/bin/env bash
# The docs screenshots are made from records (scripts/screenshots): every record in docs/screenshots/
# still replays, has its PNGs (NAME.png at 1280x800 for the metainfo, NAME-1920x1080.png), and the
# README shows the 1920x1080 one.
#   check_screenshots.sh SOURCE_DIR TIDEPOOL_CLI
set -euo pipefail
root="$1" cli="$2" status=0 count=0
for record in "$root"/docs/screenshots/*.tidepool.json; do
  name="$(basename "${record%.tidepool.json}")"
  count=$((count + 1))
  "$cli" replay "$record" >/dev/null || { echo "$name: the record no longer replays"; status=1; }
  for png in "$name.png" "$name-1920x1080.png"; do
    [ -f "$root/docs/screenshots/$png" ] || { echo "$name: no $png; run bash scripts/screenshots"; status=1; }
  done
  grep -q "docs/screenshots/$name-1920x1080.png" "$root/README.md" || { echo "$name: README.md does not show $name-1920x1080.png"; status=1; }
done
[ "$count" -gt 0 ] || { echo "no records in docs/screenshots"; exit 1; }
[ "$status" = 0 ] && echo "$count screenshot records replay, each with its PNG in the README"
exit "$status"
