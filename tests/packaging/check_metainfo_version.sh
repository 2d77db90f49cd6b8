#!/usr/bin/env bash
# The newest release in the AppStream metainfo is the project's version (CMakeLists.txt).
#   check_metainfo_version.sh METAINFO VERSION
set -euo pipefail
newest="$(grep -oE '<release version="[^"]+"' "$1" | head -1 | cut -d'"' -f2)"
if [ "$newest" != "$2" ]; then
  echo "$(basename "$1"): the newest release is \"$newest\", the project is $2; add a <release> for $2"
  exit 1
fi
echo "$(basename "$1"): newest release $newest"
