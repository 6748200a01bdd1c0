#!/usr/bin/env bash
# Fails while any visible string lacks a translation in any of the languages offered.
# Runs lupdate over the sources into scratch copies of the committed .ts files,
# so a string added to the code but not yet translated is caught as well.
#   check_translations.sh LUPDATE WORKDIR TS_FILE... -- SOURCE...
set -euo pipefail
lupdate=$1
work=$2
shift 2
ts_files=()
while [ "$1" != "--" ]; do
    ts_files+=("$1")
    shift
done
shift
rm -rf "$work" && mkdir -p "$work"
copies=()
for ts in "${ts_files[@]}"; do
    cp "$ts" "$work/"
    copies+=("$work/$(basename "$ts")")
done
"$lupdate" -silent -no-obsolete -locations none "$@" -ts "${copies[@]}"
status=0
for copy in "${copies[@]}"; do
    total=$(grep -c '<message' "$copy" || true)
    unfinished=$(grep -c 'type="unfinished"' "$copy" || true)
    echo "$(basename "$copy"): $total strings, $unfinished untranslated"
    if [ "$total" -eq 0 ]; then
        echo "  no strings at all: the sources were not scanned" >&2
        status=1
    fi
    if [ "$unfinished" -gt 0 ]; then
        # Show the source text of each untranslated string.
        grep -B3 'type="unfinished"' "$copy" | grep '<source>' | sed 's/^ */  untranslated: /' >&2
        status=1
    fi
done
exit $status
