#!/usr/bin/env bash
# The docs screenshots are made from records (scripts/screenshots): every record in docs/screenshots/
# still replays, has its PNG, and the README shows that PNG.
#   check_screenshots.sh SOURCE_DIR TIDEPOOL_CLI
set -euo pipefail
root="$1" cli="$2" status=0 count=0
for record in "$root"/docs/screenshots/*.tidepool.json; do
  name="$(basename "${record%.tidepool.json}")"
  count=$((count + 1))
  "$cli" replay "$record" >/dev/null || { echo "$name: the record no longer replays"; status=1; }
  [ -f "$root/docs/screenshots/$name.png" ] || { echo "$name: no $name.png; run bash scripts/screenshots"; status=1; }
  grep -q "docs/screenshots/$name.png" "$root/README.md" || { echo "$name: README.md does not show $name.png"; status=1; }
done
[ "$count" -gt 0 ] || { echo "no records in docs/screenshots"; exit 1; }
[ "$status" = 0 ] && echo "$count screenshot records replay, each with its PNG in the README"
exit "$status"
