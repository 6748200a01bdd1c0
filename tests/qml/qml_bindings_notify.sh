#!/bin/sh
# Nothing in the app's QML binds to a BattleSession look-up that cannot notify
# (issue 12, item 4): the pages bind to the controllers' properties, which are
# worked out again whenever the game changes. Look-ups stay for scripts and tests.
# And no page makes an army catalogue of its own.
# Usage: qml_bindings_notify.sh <folder of the app's QML>
set -u
folder=${1:?usage: qml_bindings_notify.sh QML_FOLDER}
lookups='BattleSession\.(baseInfo|blockInfo|blockList|armySummary|fightOdds|shootOdds|previewSplit|previewMerge|moveTest|wheelCost|actionAt)\('
found=$(grep -nE "$lookups" "$folder"/*.qml)
if [ -n "$found" ]; then
    echo "QML calls a BattleSession look-up that cannot notify; bind to a controller's property instead:"
    echo "$found"
    exit 1
fi
# The army catalogue is main()'s one instance, the singleton ArmyCatalog: a page that made
# its own would not see an army imported on another page.
found=$(grep -nE '^[[:space:]]*ArmyCatalog[[:space:]]*\{' "$folder"/*.qml)
if [ -n "$found" ]; then
    echo "QML makes an army catalogue of its own; use the singleton ArmyCatalog:"
    echo "$found"
    exit 1
fi
echo "no QML binds to a BattleSession look-up or makes a catalogue of its own"
