#!/bin/bash
# No shared source file names a game in its code (issue 18; docs/architecture.md "Adding a game"):
# everything about one game lives in its own folders (app/<game>/, qml/<game>/), registered once
# (TIDEPOOL_REGISTER_APP_GAME), and the shared screens are built from the registry. Comments may
# name games as examples; code may not.
#   check_game_names.sh ROOT DIR...   (DIR relative to ROOT, e.g. app qml)
# The games are the folders of app/ holding a registration, and the example game's (tests/example_game/
# app/<game>/, which the shared files must not name either). Exit status 1 lists every line found.
set -u
root=$1
shift
games=()
for dir in "$root"/app/*/ "$root"/tests/example_game/app/*/; do
    if grep -qs "TIDEPOOL_REGISTER_APP_GAME(" "$dir"*.cpp; then
        games+=("$(basename "$dir")")
    fi
done
if [ ${#games[@]} -eq 0 ]; then
    echo "no registered game found under $root/app (TIDEPOOL_REGISTER_APP_GAME)"
    exit 1
fi
pattern=$(IFS='|'; echo "${games[*]}")
# The same names in identifiers: RibbitGame, ribbitGame (CamelCase, either case first).
camel=$(for game in "${games[@]}"; do printf '%s|%s|' "$game" "${game^}"; done)
camel="(${camel%|})[A-Z]"
status=0
for top in "$@"; do
    while IFS= read -r -d '' file; do
        rel=${file#"$root"/}
        skip=0
        for game in "${games[@]}"; do
            case $rel in
            */"$game"/*) skip=1 ;;
            esac
        done
        [ $skip = 1 ] && continue
        # Code only: drop // comments (not "://" in a URL) and lines inside /* */ or /// blocks.
        code=$(sed -E -e 's#(^|[^:])//.*$#\1#' -e 's#^[[:space:]]*\*.*$##' "$file")
        found=$({ grep -niwE "$pattern" <<<"$code"; grep -nE "$camel" <<<"$code"; } | sort -t: -k1,1n -u |
                sed "s#^#$rel:#")
        if [ -n "$found" ]; then
            echo "$found"
            status=1
        fi
    done < <(find "$root/$top" -type f \( -name '*.h' -o -name '*.cpp' -o -name '*.qml' -o -name '*.js' \) -print0 | sort -z)
done
if [ $status = 1 ]; then
    echo "These shared files name a game (${games[*]}): move the game's part to its folder and its registry entry."
fi
exit $status
