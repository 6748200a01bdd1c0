#!/bin/bash
# Hostile inputs refused with bounded memory (issue 16; rulebook/battle-format.md, Limits).
#
# The command-line tool and the app's imports (app_import_child) each run with their
# address space capped (ulimit -v) and are handed what once exhausted them: /dev/zero
# (read to bad_alloc), a 50 MB battle file whose entries are a list of zeros (11.5 GB
# to verify, 4.66 GB to import), a 94 kB battle file of 1,000 Blocks of 99 x 99 Bases
# (1.66 GB to verify) and a 50 MB army name. Each must be refused with its message.
# Ordinary files pass under the same cap, so the cap is not what refuses them; and a
# process that built what the old code built would die under it instead of refusing.
#
# Usage: hostile_inputs_test.sh <ancients> <app_import_child> <battle-format.md> <army list .json>
set -u
ANCIENTS=${1:?usage: hostile_inputs_test.sh <ancients> <app_import_child> <battle-format.md> <army list>}
CHILD=${2:?app_import_child}
BATTLE_FORMAT_DOC=${3:?battle-format.md}
ARMY=${4:?an army list file}
# The address space each process may map, in KiB: 320 MiB. Every check here passes with
# 195 MiB (the app's libraries take about 100 MiB, the builder's own 50 MB name 100 MiB
# more, a 16 MiB read 50 MiB); what the old code built (1.66 GB and more) does not fit.
CAP_KB=${HOSTILE_CAP_KB:-327680}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# capped <name> <status> <needle in stdout or stderr>... -- <command args...>
capped() {
    local name=$1 status=$2
    shift 2
    local needles=()
    while [ "$1" != "--" ]; do needles+=("$1"); shift; done
    shift
    local out rc
    out=$( (ulimit -v "$CAP_KB" && exec "$@") 2>&1 </dev/null)
    rc=$?
    if [ "$rc" != "$status" ]; then
        fail "$name: exit status $rc, expected $status; output: ${out:0:600}"
        return
    fi
    for needle in "${needles[@]}"; do
        case "$out" in
            *"$needle"*) ;;
            *) fail "$name: output lacks '$needle'; output: ${out:0:600}"; return ;;
        esac
    done
    echo "ok: $name"
}

# ---- the files ------------------------------------------------------------------------

# The documented battle (the first ```json block of battle-format.md): a real export, secret revealed.
awk '/^```json$/ { inside = 1; next } /^```$/ { if (inside) exit } inside' "$BATTLE_FORMAT_DOC" >"$WORK/battle.json"
[ -s "$WORK/battle.json" ] || { echo "FAIL: no \`\`\`json example in $BATTLE_FORMAT_DOC"; exit 1; }

# 50 MB: a battle whose entries are 25 million zeros.
{
    printf '{"entries": [0'
    yes ',0' | head -n 25000000 | tr -d '\n'
    printf '], "format": "ancients-battle", "version": 1}\n'
} >"$WORK/zeros.json"

# 94 kB: the documented battle with army A's Blocks replaced by 1,000 Blocks of 99 x 99 Bases,
# and no entries, so that its chain holds and its secret matches: without the limits, the
# battle would be started, all 9,801,000 Bases of it.
awk '
    /^  "entries": \[$/ { print "  \"entries\": [],"; entries = 1; next }
    entries { if (/^  \],$/) entries = 0; next }
    /"army_a": \{/ { army = 1 }
    army && /^      "blocks": \[/ {
        printf "      \"blocks\": ["
        for (i = 1; i <= 1000; i++)
            printf "%s{\"depth\": 99, \"frontage\": 99, \"name\": \"B%d\", \"quality\": \"regular\", \"type\": \"warband\"}", (i > 1 ? ", " : ""), i
        print "],"
        skip = 1
        next
    }
    skip { if (/^      \],$/) { skip = 0; army = 0 } next }
    { print }' "$WORK/battle.json" >"$WORK/horde.json"

# @p file with the line holding @p text (a name) replaced by that field holding 50 MB of "R".
with_huge_name() {
    local file=$1 text=$2 line
    line=$(grep -n -m1 -F "$text" "$file" | cut -d: -f1)
    [ -n "$line" ] || { echo "FAIL: $text is not in $file"; exit 1; }
    head -n $((line - 1)) "$file"
    printf '  "name": "'
    head -c 52428800 /dev/zero | tr '\0' R
    printf '",\n'
    tail -n +$((line + 1)) "$file"
}
with_huge_name "$WORK/battle.json" '"name": "Romans",' >"$WORK/huge-name-battle.json"
with_huge_name "$ARMY" '"name": ' >"$WORK/huge-name-army.json"
# An ordinary army list under a name the app does not carry.
sed '0,/"name": "[^"]*"/s//"name": "Hostile Test Army"/' "$ARMY" >"$WORK/army.json"

echo "files: zeros.json $(stat -c %s "$WORK/zeros.json") bytes, horde.json $(stat -c %s "$WORK/horde.json") bytes," \
    "huge-name-battle.json $(stat -c %s "$WORK/huge-name-battle.json") bytes; cap ${CAP_KB} KiB"
if [ "$(grep -o '"B[0-9]*"' "$WORK/horde.json" | wc -l)" != 1000 ]; then
    fail "horde.json does not hold 1,000 Blocks"
fi

# ---- ordinary files pass under the cap ------------------------------------------------------

cat >"$WORK/odds.json" <<'JSON'
{"a": {"quality": "regular", "type": "medium-infantry", "weight": 3},
 "b": {"quality": "regular", "type": "medium-infantry", "weight": 3}}
JSON
capped "verify the documented battle" 0 '"ok":true' '"replayed":true' -- "$ANCIENTS" verify "$WORK/battle.json"
capped "odds of two Regulars" 0 '"draw_exact":"5/18"' -- "$ANCIENTS" odds "$WORK/odds.json"
capped "the app imports the documented battle" 0 'battles kept: 1' -- "$CHILD" "$WORK/data" battle "$WORK/battle.json"
capped "the app imports an army list" 0 'armies kept: 1' -- "$CHILD" "$WORK/data" army "$WORK/army.json"
capped "the builder keeps an army of a 20-character name" 0 'armies kept: 2' -- "$CHILD" "$WORK/data" army-name 20

# ---- hostile files are refused under it, and nothing of them is kept ------------------------

capped "verify /dev/zero" 2 'larger than 16777216 bytes' -- "$ANCIENTS" verify /dev/zero
capped "odds /dev/zero" 2 'larger than 16777216 bytes' -- "$ANCIENTS" odds /dev/zero
capped "resolve /dev/zero" 2 'larger than 16777216 bytes' -- "$ANCIENTS" resolve /dev/zero
capped "verify 50 MB of zeros" 2 'larger than 16777216 bytes' -- "$ANCIENTS" verify "$WORK/zeros.json"
capped "odds 50 MB of zeros" 2 'larger than 16777216 bytes' -- "$ANCIENTS" odds "$WORK/zeros.json"
capped "verify 1,000 Blocks of 99 x 99" 1 '"ok":false' 'setup.army_a' 'at most 64 Blocks, not 1000' \
    -- "$ANCIENTS" verify "$WORK/horde.json"
capped "verify a 50 MB army name" 2 'larger than 16777216 bytes' -- "$ANCIENTS" verify "$WORK/huge-name-battle.json"

capped "the app's battle import of /dev/zero" 2 'larger than 16777216 bytes' 'battles kept: 1' -- "$CHILD" "$WORK/data" battle /dev/zero
capped "the app's battle import of 50 MB of zeros" 2 'zeros.json was not imported' 'larger than 16777216 bytes' 'battles kept: 1' \
    -- "$CHILD" "$WORK/data" battle "$WORK/zeros.json"
capped "the app's battle import of 1,000 Blocks of 99 x 99" 2 'horde.json was not imported' 'at most 64 Blocks, not 1000' 'battles kept: 1' \
    -- "$CHILD" "$WORK/data" battle "$WORK/horde.json"
capped "the app's battle import of a 50 MB army name" 2 'larger than 16777216 bytes' 'battles kept: 1' \
    -- "$CHILD" "$WORK/data" battle "$WORK/huge-name-battle.json"
capped "the app's army import of /dev/zero" 2 'larger than 1048576 bytes' 'armies kept: 2' -- "$CHILD" "$WORK/data" army /dev/zero
capped "the app's army import of a 50 MB army name" 2 'huge-name-army.json: larger than 1048576 bytes' 'armies kept: 2' \
    -- "$CHILD" "$WORK/data" army "$WORK/huge-name-army.json"
capped "the builder's army of a 50 MB name" 2 'name: "name" must be at most 200 characters, not 52428800' 'armies kept: 2' \
    -- "$CHILD" "$WORK/data" army-name 52428800

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
