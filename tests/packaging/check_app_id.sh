#!/usr/bin/env bash
# The desktop entry and the metainfo use the app id of CMakeLists.txt (TIDEPOOL_APP_ID), which the
# app sets as its desktop file name, so that the menu entry, the icon and the window belong together.
#   check_app_id.sh PACKAGING_DIR APP_ID
set -euo pipefail
dir="$1" id="$2" status=0
expect() { grep -qF -- "$2" "$1" || { echo "$(basename "$1"): expected $2"; status=1; }; }
expect "$dir/$id.desktop" "Icon=$id"
expect "$dir/$id.metainfo.xml" "<id>$id</id>"
expect "$dir/$id.metainfo.xml" "<launchable type=\"desktop-id\">$id.desktop</launchable>"
[ "$status" = 0 ] && echo "desktop entry and metainfo use $id"
exit "$status"
