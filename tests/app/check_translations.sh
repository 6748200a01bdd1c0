#!/usr/bin/env bash
# Fails while any visible string lacks a translation in any of the languages offered,
# or a string with a count (%n) lacks its English singular and plural.
# Runs lupdate over the sources into scratch copies of the committed .ts files,
# so a string added to the code but not yet translated is caught as well.
#   check_translations.sh LUPDATE WORKDIR PLURALS_TS TS_FILE... -- SOURCE...
set -euo pipefail
lupdate=$1
work=$2
plurals=$3
shift 3
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
cp "$plurals" "$work/"
"$lupdate" -silent -pluralonly -no-obsolete -locations none "$@" -ts "$work/$(basename "$plurals")"
copies+=("$work/$(basename "$plurals")")
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
# English's two forms of a count say one and many, not "(s)".
hedged=$(grep '<numerusform>' "$work/$(basename "$plurals")" | grep -F '(s)' || true)
if [ -n "$hedged" ]; then
    echo "$hedged" | sed 's/^ */  not in full: /' >&2
    status=1
fi
exit $status
