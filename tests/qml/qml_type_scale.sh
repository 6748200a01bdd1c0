#!/bin/sh
# The app's type scale: every size of text written in its QML is one of a few steps,
# 12 (a Base's table label on its tile), 14, 16 (the body), 18, 20, 22 (titles), 24, 26
# and 30 (the dice and the figures shown large). Sizes a pixel apart look alike at arm's
# length, yet each size and weight is a font of its own to load and to draw on the way to
# a page's first frame: the battle page went from sixteen fonts to ten when 13, 15, 17,
# 19 and 21 joined their neighbours. A size worked out in the QML (a label shrunk to fit
# its tile) is not a literal and is not checked here.
# Usage: qml_type_scale.sh <folder of the app's QML>
set -u
folder=${1:?usage: qml_type_scale.sh QML_FOLDER}
steps=" 12 14 16 18 20 22 24 26 30 "
found=$(grep -nHoE 'pixelSize:[ \t]*[0-9][0-9.]*' "$folder"/*.qml | while IFS= read -r hit; do
    size=$(printf '%s\n' "$hit" | sed -E 's/.*pixelSize:[ \t]*([0-9.]+).*/\1/')
    case "$steps" in
        *" $size "*) ;;
        *) printf '%s: %s px is not a step of the type scale (%s)\n' "${hit%%:pixelSize*}" "$size" "$steps" ;;
    esac
done)
if [ -n "$found" ]; then
    echo "QML text off the type scale:"
    echo "$found"
    exit 1
fi
echo "every size of text the QML writes is a step of the type scale:$steps"
