#!/bin/bash
# `ancients verify` on battles of 3D6 OHW Gridded Ancients (rulebook/battle-format.md, A third
# ruleset; rulebook/ancients-cli.md): the pinned golden file replays with its secret and the desk
# reads its armies and turn; a changed entry is named by its number in the log; a malformed setup
# is named by its field. Exit status 0 for a battle that verifies, 1 for one that does not.
# Usage: ohw_verify_test.sh <path to ancients> <path to tests/data/golden/ohw-battle.json>
set -u
ANCIENTS=${1:?usage: ohw_verify_test.sh <path to the ancients executable> <ohw-battle.json>}
OHW_BATTLE=${2:?usage: ohw_verify_test.sh <path to the ancients executable> <ohw-battle.json>}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect <name> <status> <needle in stdout or stderr>... -- <command args...>
expect() {
    local name=$1 status=$2; shift 2
    local needles=()
    while [ "$1" != "--" ]; do needles+=("$1"); shift; done
    shift
    local out rc
    out=$("$ANCIENTS" "$@" 2>&1 < /dev/null); rc=$?
    if [ "$rc" != "$status" ]; then
        fail "$name: exit status $rc, expected $status; output: $out"
        return
    fi
    for needle in "${needles[@]}"; do
        case "$out" in
            *"$needle"*) ;;
            *) fail "$name: output lacks '$needle'; output: $out" ;;
        esac
    done
    echo "ok: $name"
}

expect "verify a 3d6-ohw-gridded-ancients battle" 0 '"ok":true' '"replayed":true' '"seed_revealed":true' \
    '"entries":20' -- verify "$OHW_BATTLE"
expect "the desk reads a 3d6-ohw-gridded-ancients battle" 0 '"army_a":"Caesar"' '"army_b":"Pompey"' '"turn":1' \
    '"result":"in-progress"' -- verify --json "$OHW_BATTLE"
# The failed push move's die (the fourth entry) made a 6; the Warband made elephants.
python3 - "$OHW_BATTLE" "$WORK/ohw-changed.json" "$WORK/ohw-malformed.json" <<'PY'
import sys
text = open(sys.argv[1]).read()
marker = '"die": 2,'
assert text.count(marker) == 1, "the golden battle's push move"
open(sys.argv[2], 'w').write(text.replace(marker, '"die": 6,'))
marker = '"type": "warband"'
assert text.count(marker) == 1, "the golden battle's Warband"
open(sys.argv[3], 'w').write(text.replace(marker, '"type": "elephants"'))
PY
expect "verify names a changed 3d6-ohw-gridded-ancients entry" 1 '"ok":false' '"number":4' \
    'entries[3]: its hash does not follow' -- verify "$WORK/ohw-changed.json"
expect "verify names a malformed 3d6-ohw-gridded-ancients setup" 1 '"ok":false' \
    'setup.army_b.units[1].type: ' 'is not a unit type' -- verify "$WORK/ohw-malformed.json"
sed 's/"ruleset": "3d6-ohw-gridded-ancients"/"ruleset": "3d6-ohw"/' "$OHW_BATTLE" > "$WORK/ohw-unknown.json"
expect "verify names an unknown ruleset" 1 'setup.ruleset: ' '3d6-ohw-gridded-ancients' -- verify "$WORK/ohw-unknown.json"

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
