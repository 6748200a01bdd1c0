#!/bin/bash
# The `ancients` command-line tool (rulebook/ancients-cli.md): feeds it JSON and
# checks its output and exit status.
# Usage: cli_test.sh <path to ancients> [<path to rulebook/battle-format.md>]
set -u
ANCIENTS=${1:?usage: cli_test.sh <path to the ancients executable> [battle-format.md]}
BATTLE_FORMAT_DOC=${2:-$(dirname "$0")/../../rulebook/battle-format.md}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect <name> <status> <needle in stdout or stderr>... -- <command args...>; stdin from $INPUT
expect() {
    local name=$1 status=$2; shift 2
    local needles=()
    while [ "$1" != "--" ]; do needles+=("$1"); shift; done
    shift
    local out rc
    out=$(printf '%s' "${INPUT:-}" | "$ANCIENTS" "$@" 2>&1); rc=$?
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

# Two Regulars on the averaging die: P(draw) = (1+4+4+1)/36 = 5/18.
INPUT='{"die": "averaging", "a": {"quality": "regular", "type": "medium-infantry", "weight": 3},
        "b": {"quality": "regular", "type": "medium-infantry", "weight": 3}}'
expect "two regulars from stdin" 0 '"draw_exact":"5/18"' '"a_wins_exact":"13/36"' '"b_wins_exact":"13/36"' \
    '"0":"5/18"' '"3":"1/36"' '"-3":"1/36"' '"distribution":{' -- odds -

# The same from a file, Elite vs Levy: 905/1296, 278/1296, 113/1296.
cat > "$WORK/elite.json" <<'JSON'
{"a": {"quality": "elite", "type": "heavy-infantry", "weight": 4},
 "b": {"quality": "levy", "type": "heavy-infantry", "weight": 4},
 "facts": {}}
JSON
INPUT='' expect "elite vs levy from a file" 0 '"a_wins_exact":"905/1296"' '"draw_exact":"139/648"' \
    '"b_wins_exact":"113/1296"' -- odds "$WORK/elite.json"

# Shock negated by steady spears, the spears' +1 kept: B wins 23/36.
INPUT='{"die": "averaging", "a": {"quality": "regular", "type": "cavalry", "weight": 4},
        "b": {"quality": "regular", "type": "heavy-infantry", "weight": 4, "spears": true, "formed": true},
        "facts": {"a_overlaps": 0, "b_overlaps": 0, "flank": "none", "rear": "none", "shock": "a",
                  "first_round": true}}'
expect "steady spears" 0 '"b_wins_exact":"23/36"' '"a_wins_exact":"5/36"' '"section":"11.3"' \
    '"modifier_total":1' -- odds -

# Weight 4 against 1: the shift is capped at 2 (+2); B strikes the rear (+2 / −2), so the
# margin is d − 2 on the d6: draw P(d = 2) = 4/36 = 1/9, A wins P(d ≥ 3) = 6/36 = 1/6.
INPUT='{"die": "d6", "a": {"quality": "regular", "type": "heavy-infantry", "weight": 4},
        "b": {"quality": "regular", "type": "skirmishers", "weight": 1}, "facts": {"rear": "b"}}'
expect "weight shift and rear" 0 '"weight_shift":{"section":"9.4","value":2}' '"draw_exact":"1/9"' '"a_wins_exact":"1/6"' \
    '"value":-2' -- odds -

# odds --ruleset my-wargame-rules (rulebook/my-wargame-rules/): one melee's five results.
# Equal Resolve: the attacker rolls 1D6, and 3–4 is Forced Back: 2/6 = 1/3 (§10).
INPUT='{"attacker": {"resolve": 3}, "defender": {"resolve": 3, "cohesion": "fresh"}}'
expect "mwr equal Resolve" 0 '"roll":{"dice":1,"roller":"attacker","section":"10"}' \
    '"forced-back":"1/3"' '"repulsed":"1/6"' '"breakthrough":"1/6"' -- odds --ruleset my-wargame-rules -
# Attacker higher, picking its best (ruling R5): Breakthrough whenever either die is a 6: 11/36.
INPUT='{"attacker": {"resolve": 4}, "defender": {"resolve": 3}}'
expect "mwr attacker higher picks best" 0 '"roller":"attacker"' '"dice":2' '"breakthrough":"11/36"' \
    '"repulsed":"1/36"' '"forced-back":"5/9"' -- odds --ruleset my-wargame-rules -
# Itemized: Shaken −1 (§10.1), a side supporter +1 (§6), the flank +1 (§7); the defender's
# supporter denied in the flank (§7); the defender higher picks the table's top: Repulsed 11/36.
cat > "$WORK/mwr.json" <<'JSON'
{"direction": "flank",
 "attacker": {"resolve": 2, "cohesion": "shaken", "support": ["side"]},
 "defender": {"resolve": 4, "support": ["side", "rear"]}}
JSON
INPUT='' expect "mwr itemized from a file" 0 '{"cohesion":"shaken","kind":"cohesion","section":"10.1","value":-1}' \
    '{"kind":"side-support","section":"6","value":1}' '{"kind":"flank-attack","ruling":"R18","section":"7","value":1}' \
    '{"kind":"support-denied","section":"7","value":0}' '"roller":"defender"' '"repulsed":"11/36"' \
    -- odds --ruleset my-wargame-rules "$WORK/mwr.json"
INPUT='{"attacker": {"cohesion": "destroyed"}, "defender": {}}'
expect "mwr bad cohesion" 2 'attacker.cohesion: expected one of "fresh", "shaken", "disrupted"' \
    -- odds --ruleset my-wargame-rules -
INPUT='{"attacker": {}, "defender": {"resolve": 7}}'
expect "mwr Resolve out of range" 2 'defender.resolve: expected a whole number from 1 to 6' \
    -- odds --ruleset my-wargame-rules -
INPUT='{"attacker": {}, "defender": {"support": ["rear", "rear"]}}'
expect "mwr two rear supporters" 2 'defender.support: at most 2 "side"' -- odds --ruleset my-wargame-rules -
INPUT='{"attacker": {}}'
expect "mwr missing defender" 2 'defender: missing' -- odds --ruleset my-wargame-rules -
INPUT='{"attacker": {}, "defender": {}, "die": "d6"}'
expect "mwr unknown field" 2 'die: unknown field' -- odds --ruleset my-wargame-rules -

# odds --ruleset 3d6-ohw-gridded-ancients (rulebook/3d6-ohw-gridded-ancients/): one attack's hits.
# Legionaries (4D6) on armoured Auxilia: −1D6 (§10.4), a 3D6 pool; exactly 2 hits on 4+: 3/8.
INPUT='{"attacker": {"type": "legionaries"}, "target": {"type": "auxilia", "traits": ["armored"]}}'
expect "ohw 3D6 on 4+" 0 '"dice":3' '{"dice":-1,"modifier":"armored","section":"10.4"}' '"2":"3/8"' '"0":"1/8"' \
    -- odds --ruleset 3d6-ohw-gridded-ancients -
# A Warband ignores armour (§3.2) and is Ferocious (+1D6, §10.4) and Impetuous: any 1 in 4D6
# costs it a hit, 1 − (5/6)^4 = 671/1296 (ruling R18).
INPUT='{"attacker": {"type": "warband"}, "target": {"type": "legionaries"}}'
expect "ohw impetuous warband" 0 '"dice":4' '"modifier":"ferocious"' '"chance_exact":"671/1296"' '"ruling":"R18"' \
    -- odds --ruleset 3d6-ohw-gridded-ancients -
INPUT='{"attack": "shot", "attacker": {"type": "legionaries"}, "target": {"type": "auxilia"}}'
expect "ohw shot without missile" 2 'attacker.traits: a shot needs a unit with "missile"' \
    -- odds --ruleset 3d6-ohw-gridded-ancients -
INPUT='{"attacker": {"type": "hoplites"}, "target": {"type": "auxilia"}}'
expect "ohw bad type" 2 'attacker.type: expected one of "legionaries"' -- odds --ruleset 3d6-ohw-gridded-ancients -
INPUT='{"attacker": {"type": "legionaries"}, "target": {"type": "auxilia", "hits": 9}}'
expect "ohw hits out of range" 2 'target.hits: expected a whole number from 0 to 8' \
    -- odds --ruleset 3d6-ohw-gridded-ancients -
INPUT='{"attacker": {"type": "legionaries", "charged": "side"}, "target": {"type": "auxilia"}}'
expect "ohw bad face" 2 'attacker.charged: expected one of "front", "left-flank"' \
    -- odds --ruleset 3d6-ohw-gridded-ancients -
INPUT='not json'
expect "ohw not JSON" 2 'input is not JSON' -- odds --ruleset 3d6-ohw-gridded-ancients -
# The ruleset key is checked, and is for odds only.
INPUT=''
expect "unknown ruleset" 2 '--ruleset: expected one of "ancients-wargame", "my-wargame-rules"' -- odds --ruleset chess -
expect "ruleset for roll" 2 'roll: --ruleset is for odds' -- roll elite --ruleset my-wargame-rules
INPUT='{"die": "averaging", "a": {"quality": "regular", "type": "medium-infantry", "weight": 3},
        "b": {"quality": "regular", "type": "medium-infantry", "weight": 3}}'
expect "ancients-wargame named" 0 '"draw_exact":"5/18"' -- odds --ruleset ancients-wargame -
INPUT=''

# verify a battle of My Wargame Rules (rulebook/battle-format.md, Another ruleset): the pinned
# golden file replays with its secret; a changed entry is named by its number in the log.
MWR_BATTLE="$(dirname "$0")/../data/golden/mwr-battle.json"
INPUT=''
expect "verify a my-wargame-rules battle" 0 '"ok":true' '"replayed":true' '"seed_revealed":true' '"entries":6' \
    -- verify "$MWR_BATTLE"
# The fifth entry's Hold given to unit 0 instead of unit 1: its hash no longer follows.
python3 - "$MWR_BATTLE" "$WORK/mwr-changed.json" <<'PY'
import sys
text = open(sys.argv[1]).read()
marker = '"kind": "hold",\n                "unit": 1'
assert text.count(marker) == 1, "the golden battle's hold of unit 1"
open(sys.argv[2], 'w').write(text.replace(marker, '"kind": "hold",\n                "unit": 0'))
PY
expect "verify names a changed my-wargame-rules entry" 1 '"ok":false' '"number":5' \
    'entries[4]: its hash does not follow' -- verify "$WORK/mwr-changed.json"
expect "the desk reads a my-wargame-rules battle" 0 '"army_a":"Romans"' '"army_b":"Carthaginians"' '"turn":2' \
    '"result":"in-progress"' -- verify --json "$MWR_BATTLE"
# An umpire's amendment (the attack's dice corrected, the later pick answered, the push-back
# dropped) replays with the battle; its note changed after the fact is caught.
MWR_AMENDED="$(dirname "$0")/../data/golden/mwr-battle-amended.json"
expect "verify an amended my-wargame-rules battle" 0 '"ok":true' '"replayed":true' '"entries":7' \
    -- verify "$MWR_AMENDED"
sed 's/"note": "the die showed 5"/"note": "the die showed 6"/' "$MWR_AMENDED" > "$WORK/mwr-amend-note.json"
expect "verify names a changed amendment's note" 1 '"ok":false' '"number":7' \
    'entries[6]: its hash does not follow' -- verify "$WORK/mwr-amend-note.json"
sed 's/"ruleset": "my-wargame-rules"/"ruleset": "chess"/' "$MWR_BATTLE" > "$WORK/mwr-chess.json"
expect "verify an unknown ruleset" 1 'setup.ruleset: \"chess\" is not a ruleset' -- verify "$WORK/mwr-chess.json"

# Malformed input: exit status 2 and the field named.
side='{"quality": "regular", "type": "cavalry", "weight": 4}'
INPUT="{\"a\": {\"quality\": \"regular\", \"type\": \"cavalry\", \"weight\": 7}, \"b\": $side}"
expect "weight out of range" 2 'a.weight' -- odds -
INPUT="{\"a\": $side}"
expect "missing side" 2 'b: missing' -- odds -
INPUT="{\"a\": {\"quality\": \"veteran\", \"type\": \"cavalry\", \"weight\": 4}, \"b\": $side}"
expect "bad quality" 2 'a.quality' -- odds -
INPUT="{\"a\": $side, \"b\": {\"quality\": \"regular\", \"type\": \"cavalry\", \"weight\": 4, \"colour\": 1}}"
expect "unknown field" 2 'b.colour' -- odds -
INPUT="{\"a\": $side, \"b\": {\"quality\": \"regular\", \"type\": \"cavalry\", \"weight\": 4, \"going\": 2.5}}"
expect "fractional going" 2 'b.going' -- odds -
INPUT="{\"a\": $side, \"b\": {\"quality\": \"regular\", \"type\": \"cavalry\", \"weight\": 4, \"uphill\": \"yes\"}}"
expect "uphill not a bool" 2 'b.uphill' -- odds -
INPUT="{\"a\": $side, \"b\": $side, \"facts\": {\"flank\": \"c\"}}"
expect "bad striker" 2 'facts.flank' -- odds -
INPUT="{\"a\": $side, \"b\": $side, \"facts\": {\"a_overlaps\": 2}}"
expect "overlaps 0 or 1" 2 'facts.a_overlaps' -- odds -
INPUT="{\"a\": $side, \"b\": $side, \"die\": \"d8\"}"
expect "bad die" 2 'die:' -- odds -
INPUT="{\"a\": {\"quality\": \"regular\", \"type\": \"light-cavalry\", \"weight\": 2}, \"b\": $side,
        \"facts\": {\"shock\": \"a\"}}"
expect "light cavalry has no shock" 2 '§11.4' -- odds -
INPUT="{\"a\": $side, \"b\": $side, \"facts\": {\"flank\": \"a\", \"rear\": \"a\"}}"
expect "flank and rear" 2 '§9.3' -- odds -
INPUT='{"a": '
expect "not JSON" 2 'not JSON' -- odds -
INPUT='[1, 2]'
expect "not an object" 2 'expected a JSON object' -- odds -
INPUT=''
expect "missing file" 2 'cannot read' -- odds "$WORK/no-such-file.json"
expect "unknown command" 2 'unknown command' -- fight -
expect "no arguments" 2 'usage' --

# resolve: one fight with the players' dice; the whole output is compared.
# Heavy foot (weight 4, +1 overlap) rolls 2, light foot (weight 2) rolls 4: totals 3 and 4,
# raw −1, weight shift +2 (§9.4), margin 1: B loses 1 point.
INPUT='{"a": {"quality": "regular", "type": "heavy-infantry", "weight": 4},
        "b": {"quality": "regular", "type": "light-infantry", "weight": 2},
        "facts": {"a_overlaps": 1}, "dice": {"a": [2], "b": [4]}}'
want='{"a":{"effective_weight":{"section":"8.2","value":4},"modifier_total":1,"modifiers":[{"reason":"overlap","section":"9.2","value":1}],"roll":{"dice":[2],"kept":2,"kept_index":0,"section":"3.1"},"total":{"section":"9.1","value":3}},"b":{"effective_weight":{"section":"8.2","value":2},"modifier_total":0,"modifiers":[],"roll":{"dice":[4],"kept":4,"kept_index":0,"section":"3.1"},"total":{"section":"9.1","value":4}},"die":"averaging","loser":{"section":"9.1","value":"b"},"margin":{"section":"9.4","value":1},"points":{"section":"9.5","value":1},"raw_difference":{"section":"9.1","value":-1},"steps":[{"section":"8.2","text":"Effective weight: A 4, B 2."},{"section":"3.1","text":"Quality dice: A rolls 2; B rolls 4."},{"section":"9.1","text":"Modifiers: A +1 overlap (§9.2); B none."},{"section":"9.1","text":"Totals: A 3, B 4."},{"section":"9.1","text":"Raw difference (A − B): -1."},{"section":"9.4","text":"Weight shift +2: margin 1."},{"section":"9.5","text":"B loses by 1: that many points of Fatigue or push-back."}],"weight_shift":{"section":"9.4","value":2}}'
got=$(printf '%s' "$INPUT" | "$ANCIENTS" resolve -)
[ "$got" = "$want" ] && echo "ok: resolve with supplied dice, exact output" || fail "resolve with supplied dice: got $got"

# Elite cavalry (weight 4) struck in the rear by Levy foot (weight 3): Elite 5 and 2 keeps 5,
# −2 = 3; Levy 3 and 4 keeps 3, +2 = 5; raw −2, shift +1, margin −1: A loses 1 point.
cat > "$WORK/rear.json" <<'JSON'
{"a": {"quality": "elite", "type": "cavalry", "weight": 4},
 "b": {"quality": "levy", "type": "medium-infantry", "weight": 3},
 "facts": {"rear": "b"}, "dice": {"a": [5, 2], "b": [3, 4]}}
JSON
want=$(cat <<'JSON'
{"a":{"effective_weight":{"section":"8.2","value":4},"modifier_total":-2,"modifiers":[{"reason":"struck in the rear","section":"9.3","value":-2}],"roll":{"dice":[5,2],"kept":5,"kept_index":0,"section":"3.1"},"total":{"section":"9.1","value":3}},"b":{"effective_weight":{"section":"8.2","value":3},"modifier_total":2,"modifiers":[{"reason":"strikes the enemy's rear","section":"9.3","value":2}],"roll":{"dice":[3,4],"kept":3,"kept_index":0,"section":"3.1"},"total":{"section":"9.1","value":5}},"die":"averaging","loser":{"section":"9.1","value":"a"},"margin":{"section":"9.4","value":-1},"points":{"section":"9.5","value":1},"raw_difference":{"section":"9.1","value":-2},"steps":[{"section":"8.2","text":"Effective weight: A 4, B 3."},{"section":"3.1","text":"Quality dice: A rolls 5 and 2, keeps 5; B rolls 3 and 4, keeps 3."},{"section":"9.1","text":"Modifiers: A −2 struck in the rear (§9.3); B +2 strikes the enemy's rear (§9.3)."},{"section":"9.1","text":"Totals: A 3, B 5."},{"section":"9.1","text":"Raw difference (A − B): -2."},{"section":"9.4","text":"Weight shift +1: margin -1."},{"section":"9.5","text":"A loses by 1: that many points of Fatigue or push-back."}],"weight_shift":{"section":"9.4","value":1}}
JSON
)
got=$("$ANCIENTS" resolve "$WORK/rear.json" </dev/null)
[ "$got" = "$want" ] && echo "ok: resolve from a file, elite and levy dice" || fail "resolve from a file: got $got"

# Equal final totals on the d6: nobody loses, no points (§9.1 step 6).
INPUT='{"die": "d6", "a": {"quality": "regular", "type": "heavy-infantry", "weight": 3},
        "b": {"quality": "regular", "type": "heavy-infantry", "weight": 3}, "dice": {"a": [4], "b": [4]}}'
expect "resolve equal totals" 0 '"loser":{"section":"9.1","value":"none"}' '"points":{"section":"9.5","value":0}' \
    '"die":"d6"' -- resolve -

# A seed replays: the same seed gives the same output, and the seed is printed.
INPUT='{"a": {"quality": "elite", "type": "cavalry", "weight": 4},
        "b": {"quality": "levy", "type": "medium-infantry", "weight": 3}, "facts": {"shock": "a"}, "seed": 42}'
first=$(printf '%s' "$INPUT" | "$ANCIENTS" resolve -)
second=$(printf '%s' "$INPUT" | "$ANCIENTS" resolve -)
[ -n "$first" ] && [ "$first" = "$second" ] && echo "ok: resolve replays from the seed" \
    || fail "resolve with the same seed differs: $first / $second"
expect "resolve seed printed" 0 '"seed":"42"' '"section":"11.1"' -- resolve -
INPUT='{"a": {"quality": "regular", "type": "cavalry", "weight": 4},
        "b": {"quality": "regular", "type": "cavalry", "weight": 4}, "seed": "18446744073709551615"}'
expect "resolve seed as a string" 0 '"seed":"18446744073709551615"' -- resolve -

# resolve: malformed input names the field, exit status 2.
reg='{"quality": "regular", "type": "cavalry", "weight": 4}'
elite='{"quality": "elite", "type": "cavalry", "weight": 4}'
INPUT="{\"a\": $reg, \"b\": $reg}"
expect "resolve needs dice or seed" 2 'dice, seed' -- resolve -
INPUT="{\"a\": $reg, \"b\": $reg, \"seed\": 1, \"dice\": {\"a\": [3], \"b\": [3]}}"
expect "resolve not both dice and seed" 2 'dice, seed' -- resolve -
INPUT="{\"a\": $elite, \"b\": $reg, \"dice\": {\"a\": [3], \"b\": [3]}}"
expect "resolve elite needs two dice" 2 'dice.a: expected an array of two faces' -- resolve -
INPUT="{\"a\": $reg, \"b\": $reg, \"dice\": {\"a\": [3], \"b\": [6]}}"
expect "resolve face not on the averaging die" 2 'dice.b[0]: expected a face of the averaging die' -- resolve -
INPUT="{\"a\": $reg, \"b\": $reg, \"dice\": {\"a\": [3]}}"
expect "resolve missing dice" 2 'dice.b: missing' -- resolve -
INPUT="{\"a\": $reg, \"b\": $reg, \"dice\": {\"a\": [3], \"b\": [3], \"c\": [3]}}"
expect "resolve unknown dice field" 2 'dice.c' -- resolve -
INPUT="{\"a\": $reg, \"b\": $reg, \"seed\": -1}"
expect "resolve bad seed" 2 'seed:' -- resolve -
INPUT="{\"a\": {\"quality\": \"regular\", \"type\": \"light-cavalry\", \"weight\": 2}, \"b\": $reg,
        \"facts\": {\"shock\": \"a\"}, \"seed\": 1}"
expect "resolve refused by the rules" 2 '§11.4' -- resolve -
INPUT="{\"a\": $reg, \"b\": $reg, \"seed\": 1}"
expect "resolve takes no --seed" 2 '--seed' -- resolve - --seed 3

# roll
expect "roll elite" 0 '"quality":"elite"' '"die":"averaging"' '"kept":' '"seed":"7"' -- roll elite --seed 7
first=$("$ANCIENTS" roll levy --die d6 --seed 42)
second=$("$ANCIENTS" roll levy --die d6 --seed 42)
[ "$first" = "$second" ] && echo "ok: roll replays from the seed" || fail "roll with the same seed differs: $first / $second"
expect "roll regular on the d6" 0 '"die":"d6"' -- roll regular --die d6
expect "roll bad quality" 2 'QUALITY' -- roll heroic
expect "roll bad die" 2 '--die' -- roll elite --die d8
expect "roll bad seed" 2 '--seed' -- roll elite --seed minus-one

# The §13 Elite/Levy mechanic (ruling R42). Elite best of three (1, 26, 98, 91 /216) against
# Regular (1, 2, 2, 1 /6) on the averaging die: wins 26 + 98·3 + 91·5 = 775 of 1296.
INPUT='{"elite_mechanic": "best-of-three", "a": {"quality": "elite", "type": "medium-infantry", "weight": 3},
        "b": {"quality": "regular", "type": "medium-infantry", "weight": 3}}'
expect "odds best of three" 0 '"a_wins_exact":"775/1296"' '"b_wins_exact":"181/1296"' '"elite_mechanic":"best-of-three"' -- odds -
INPUT='{"elite_mechanic": "best-of-two", "a": {"quality": "elite", "type": "medium-infantry", "weight": 3},
        "b": {"quality": "regular", "type": "medium-infantry", "weight": 3}}'
expect "odds bad mechanic" 2 'elite_mechanic: expected one of' -- odds -
# Reroll: Elite 2 and 3 keeps 3, rolls it again: 5; Levy 5 and 4 keeps 4, rolls it again: 2. B loses by 3.
eliteMi='{"quality": "elite", "type": "medium-infantry", "weight": 3}'
levyMi='{"quality": "levy", "type": "medium-infantry", "weight": 3}'
INPUT="{\"elite_mechanic\": \"reroll\", \"a\": $eliteMi, \"b\": $levyMi, \"dice\": {\"a\": [2, 3, 5], \"b\": [5, 4, 2]}}"
expect "resolve reroll" 0 '"dice":[2,3,5],"kept":5,"kept_index":2,"rerolled":true' '"points":{"section":"9.5","value":3}' \
    '"elite_mechanic":"reroll"' 'A rolls 2 and 3, keeps 3 and rolls it again: 5' -- resolve -
INPUT="{\"elite_mechanic\": \"reroll\", \"a\": $eliteMi, \"b\": $levyMi, \"dice\": {\"a\": [2, 3, 5], \"b\": [5, 4]}}"
expect "resolve reroll asks for the third die" 2 'dice.b: the kept 4 is rolled again' -- resolve -
INPUT="{\"elite_mechanic\": \"reroll\", \"a\": $eliteMi, \"b\": $levyMi, \"dice\": {\"a\": [4, 2, 5], \"b\": [2, 3]}}"
expect "resolve reroll refuses a third die not asked for" 2 'dice.a: the kept 4 is not rolled again' -- resolve -
INPUT="{\"elite_mechanic\": \"best-of-three\", \"a\": $eliteMi, \"b\": $levyMi, \"dice\": {\"a\": [2, 3], \"b\": [5, 4, 2]}}"
expect "resolve best of three needs three" 2 'dice.a: expected an array of three faces' -- resolve -
INPUT="{\"a\": $eliteMi, \"b\": $levyMi, \"seed\": 5}"
expect "resolve takes no --elite-mechanic" 2 'elite_mechanic' -- resolve - --elite-mechanic reroll
three=$("$ANCIENTS" roll elite --elite-mechanic best-of-three --seed 7)
[[ $three =~ \"dice\":\[[0-9],[0-9],[0-9]\] && $three == *'"elite_mechanic":"best-of-three"'* ]] \
    && echo "ok: roll best of three throws three" || fail "roll best of three: $three"
expect "roll none is as before" 0 '"kept_index"' -- roll levy --elite-mechanic none --seed 7
[ "$("$ANCIENTS" roll levy --elite-mechanic none --seed 7)" = "$("$ANCIENTS" roll levy --seed 7)" ] \
    && echo "ok: roll with no mechanic prints what it always did" || fail "roll --elite-mechanic none differs"
expect "roll bad mechanic" 2 '--elite-mechanic: expected one of' -- roll elite --elite-mechanic heroic

# table: the Playtest tables (§13), CSV or JSON, checked against hand fractions.
expect "table quality" 0 \
    'averaging,none,elite,regular,0.513889,0.277778,0.208333,0.305556,0.527778,37/72,5/18,5/24,11/36,19/36' \
    'averaging,best-of-three,elite,regular,0.597994,0.262346,0.139660,0.458333,0.791667,775/1296,85/324,181/1296,11/24,19/24' \
    -- table quality --die averaging --elite-mechanic none,best-of-three
# Two Regulars: 13/36 each way, 5/18 drawn; striking the rear (+2 / −2) always wins on the averaging die.
expect "table combat" 0 'die,elite_mechanic,quality,enemy_quality,weight_difference,modifier,section,win,draw,loss' \
    'averaging,none,regular,regular,0,none,9.1,0.361111,0.277778,0.361111,13/36,5/18,13/36' \
    'averaging,none,regular,regular,0,rear,9.3,1.000000,0.000000,0.000000,1/1,0/1,0/1' \
    -- table combat --die averaging --elite-mechanic none
rows=$("$ANCIENTS" table combat --die averaging,d6 --elite-mechanic none | wc -l)
[ "$rows" = 631 ] && echo "ok: table combat has 315 rows a setting" || fail "table combat: $rows lines, expected 631"
# Elite best of three at an average above 5 needs a 6: 1 − (5/6)³ = 91/216.
expect "table movement" 0 'best-of-three,elite,5,6,6,0.421296,91/216' -- table movement --elite-mechanic best-of-three
expect "table movement as JSON" 0 '"needed":6,"pass":0.027777777777777776,"pass_exact":"1/36","quality":"levy"' \
    -- table movement --elite-mechanic none --json
expect "table bad die" 2 '--die: "d8" is not one of' -- table combat --die averaging,d8
expect "table bad mechanic" 2 '--elite-mechanic: "best-of-two"' -- table quality --elite-mechanic best-of-two
expect "table bad table" 2 'TABLE: expected one of' -- table odds
expect "table rolls nothing" 2 '--seed' -- table combat --seed 3

# verify: the example battle of rulebook/battle-format.md (its first ```json block, which
# tst_battle also checks) is a real exported battle, dice secret revealed.
awk '/^```json$/ { inside = 1; next } /^```$/ { if (inside) exit } inside' "$BATTLE_FORMAT_DOC" > "$WORK/battle.json"
if [ ! -s "$WORK/battle.json" ]; then
    fail "verify: no \`\`\`json example in $BATTLE_FORMAT_DOC"
fi
INPUT=''
expect "verify the documented battle" 0 '"ok":true' '"entries":5' '"replayed":true' '"seed_revealed":true' \
    '"head":"38c2534120bee84a8221313a18bc204d9968e19b3196b90db84388356f9f4852"' -- verify "$WORK/battle.json"
INPUT=$(cat "$WORK/battle.json")
expect "verify from stdin" 0 '"ok":true' -- verify -

# One byte changed in entry 1 (its time, 14:00:01.250 to 14:00:01.350): the chain breaks there.
sed '0,/14:00:01\.250Z/s//14:00:01.350Z/' "$WORK/battle.json" > "$WORK/tampered.json"
if [ "$(cmp -l "$WORK/battle.json" "$WORK/tampered.json" | wc -l)" != 1 ]; then
    fail "verify: the tampered copy should differ from the battle in exactly one byte"
fi
INPUT=''
expect "verify a one-byte change" 1 '"ok":false' '"number":2' '"problem":"entries[1]: its hash does not follow' \
    -- verify "$WORK/tampered.json"

# One byte changed in the revealed secret: nothing in the log is at fault, the commitment is.
sed 's/"seed_secret": "9f/"seed_secret": "8f/' "$WORK/battle.json" > "$WORK/secret.json"
expect "verify a wrong secret" 1 '"ok":false' '"number":null' '"problem":"seed_secret: does not match' \
    -- verify "$WORK/secret.json"

# Without the secret only the chain is checked: it verifies, and says it did not replay.
sed 's/"seed_secret": "[0-9a-f]*"/"seed_secret": null/' "$WORK/battle.json" > "$WORK/unrevealed.json"
expect "verify without the secret" 0 '"ok":true' '"seed_revealed":false' '"replayed":false' \
    -- verify "$WORK/unrevealed.json"

# Not a battle at all: exit status 2 and a message saying why.
INPUT='this is not a battle'
expect "verify garbage" 2 'input is not JSON' 'expected a battle file' -- verify -
head -c 700 "$WORK/battle.json" > "$WORK/truncated.json"
INPUT=''
expect "verify a truncated file" 2 'input is not JSON' -- verify "$WORK/truncated.json"
INPUT='{"format": "ancients-army-list", "version": 1}'
expect "verify an army list" 2 'format: not a battle file' -- verify -
INPUT='{"format": "ancients-battle", "version": 4}'
expect "verify a newer version" 2 'version: this tool reads battle format versions 1 to 3' -- verify -
INPUT=''
expect "verify a missing file" 2 'cannot read' -- verify "$WORK/no-such-battle.json"
expect "verify takes no --seed" 2 '--seed' -- verify "$WORK/battle.json" --seed 3

# The tournament desk: a folder of battles, one row each. The tampered one is named on its row
# with its first failing entry by the number the app's log gives it (#2: entries[1]), exit status 1.
mkdir -p "$WORK/desk" "$WORK/empty"
cp "$WORK/battle.json" "$WORK/desk/table1.json"
cp "$WORK/unrevealed.json" "$WORK/desk/table2.json"
cp "$WORK/tampered.json" "$WORK/desk/table3.json"
expect "desk: a folder with one tampered battle" 1 'FILE' 'ARMIES' 'TURN' 'RESULT' 'CHECK' -- verify "$WORK/desk"
desk=$("$ANCIENTS" verify "$WORK/desk" 2>&1)
row() { printf '%s\n' "$desk" | grep -F "$1"; }
case "$(row table3.json)" in *"FAILS at #2: entries[1]: its hash does not follow"*) echo "ok: desk: the tampered row" ;;
    *) fail "desk: the tampered battle's row does not name #2: $desk" ;; esac
case "$(row table1.json)" in *"Romans v Gauls"*"verified"*) echo "ok: desk: the good row" ;;
    *) fail "desk: the documented battle's row: $desk" ;; esac
case "$(row table2.json)" in *"dice secret kept"*"verified (chain only)"*) echo "ok: desk: the unrevealed row" ;;
    *) fail "desk: the unrevealed battle's row: $desk" ;; esac
expect "desk: the same as JSON" 1 '"ok":false' "\"file\":\"$WORK/desk/table3.json\"" '"number":2' \
    '"army_a":"Romans"' '"result":"in-progress"' -- verify --json "$WORK/desk"
# One numbering: neither output counts entries from 0 any more.
for args in "$WORK/tampered.json" "--json $WORK/desk"; do
    # shellcheck disable=SC2086 # the options and the path are separate words
    case "$("$ANCIENTS" verify $args 2>&1)" in *'"entry"'*) fail "verify $args: still an \"entry\" counted from 0" ;;
        *) echo "ok: verify $args: the one numbering" ;; esac
done
expect "desk: several files that all verify" 0 '"ok":true' '"replayed":true' '"turn":' \
    -- verify --json "$WORK/battle.json" "$WORK/unrevealed.json"
expect "desk: a folder without battles" 2 'no battle files' -- verify "$WORK/empty"
expect "desk: a path that is not there" 2 'neither a battle file nor a folder' -- verify "$WORK/battle.json" "$WORK/none.json"
expect "--json is for verify" 2 '--json is for verify' -- roll elite --json
# verify --head: the fingerprint noted at the table, 8 to 64 hex digits of the head, either case.
expect "verify --head, the noted fingerprint" 0 '"ok":true' '"head_matches":"38c25341"' \
    -- verify "$WORK/battle.json" --head 38c25341
expect "verify --head in capitals" 0 '"ok":true' -- verify "$WORK/battle.json" --head 38C2534120BEE84A
expect "verify --head, the whole head" 0 '"ok":true' \
    -- verify "$WORK/battle.json" --head 38c2534120bee84a8221313a18bc204d9968e19b3196b90db84388356f9f4852
expect "verify --head, another fingerprint" 1 '"ok":false' \
    '"problem":"head: the file'"'"'s head is 38c25341, not the noted 2d0fde83' \
    '"head":"38c2534120bee84a8221313a18bc204d9968e19b3196b90db84388356f9f4852"' \
    -- verify "$WORK/battle.json" --head 2d0fde83
# The same battle with its last entry lost: it still verifies, but not against the noted fingerprint.
awk '/^    \{$/ { n++ }
     n == 5 && !done { if (/^  \]/) done = 1; else next }
     { line[++k] = $0 }
     END { for (i = 1; i <= k; i++) { if (line[i] == "    }," && line[i + 1] ~ /^  \]/) sub(/,$/, "", line[i]); print line[i] } }' \
    "$WORK/battle.json" > "$WORK/cut.json"
expect "verify a file cut short" 0 '"ok":true' '"entries":4' -- verify "$WORK/cut.json"
expect "verify --head on a file cut short" 1 '"ok":false' "the file's head is 2d0fde83, not the noted 38c25341" \
    -- verify "$WORK/cut.json" --head 38c25341
expect "verify --head too short" 2 '--head: the fingerprint "38c2534" is too short: give at least 8' \
    -- verify "$WORK/battle.json" --head 38c2534
expect "verify --head not hex" 2 '--head: the fingerprint "38c2534g" is not hex digits' \
    -- verify "$WORK/battle.json" --head 38c2534g
expect "verify --head too long" 2 'is longer than a head hash' \
    -- verify "$WORK/battle.json" --head "$(printf '0%.0s' $(seq 65))"
expect "--head is for verify" 2 'roll: --head is for verify' -- roll elite --head 38c25341

# Limits (rulebook/battle-format.md, Limits): a stream that never ends is read up to the cap and refused.
INPUT=''
expect "verify /dev/zero" 2 'larger than 16777216 bytes' -- verify /dev/zero
expect "odds /dev/zero" 2 'larger than 16777216 bytes' -- odds /dev/zero
expect "resolve /dev/zero" 2 'larger than 16777216 bytes' -- resolve /dev/zero
# A key given twice: Qt would keep the last silently.
INPUT='{"a": {"quality": "regular", "type": "medium-infantry", "weight": 3, "weight": 2},
        "b": {"quality": "regular", "type": "medium-infantry", "weight": 3}}'
expect "odds with a key given twice" 2 'input: a: "weight" is given twice' -- odds -
# Numbers out of every range are refused, never converted.
for weight in 3000000000 1e300 -1e300 2147483648 2.5; do
    INPUT="{\"a\": {\"quality\": \"regular\", \"type\": \"medium-infantry\", \"weight\": $weight},
            \"b\": {\"quality\": \"regular\", \"type\": \"medium-infantry\", \"weight\": 3}}"
    expect "odds with weight $weight" 2 'a.weight: expected a whole number from 1 to 5' -- odds -
done
# ... in every other field of odds and resolve: the dice, the seed, the facts.
reg='{"quality": "regular", "type": "cavalry", "weight": 4}'
for number in 3000000000 -3000000000 1e300 -1e300 2147483648 1e-300; do
    INPUT="{\"a\": {\"quality\": \"regular\", \"type\": \"cavalry\", \"weight\": 4, \"going\": $number}, \"b\": $reg}"
    expect "odds with going $number" 2 'a.going: expected a whole number from 1 to 5' -- odds -
    INPUT="{\"a\": $reg, \"b\": $reg, \"facts\": {\"b_overlaps\": $number}}"
    expect "odds with b_overlaps $number" 2 'facts.b_overlaps: expected a whole number from 0 to 1' -- odds -
    INPUT="{\"a\": $reg, \"b\": $reg, \"dice\": {\"a\": [3], \"b\": [$number]}}"
    expect "resolve with a die of $number" 2 'dice.b[0]: expected a face of the averaging die' -- resolve -
done
for seed in -3000000000 1e300 -1e300 1e-300 2.5 9007199254740992 1e20 '"-1"' '"+1"' '" 1"' '"18446744073709551616"'; do
    INPUT="{\"a\": $reg, \"b\": $reg, \"seed\": $seed}"
    expect "resolve with seed $seed" 2 'seed: expected a whole number' -- resolve -
done
# ... and in a battle file: verify names the field and fails (exit status 1), or, for the version
# it reads first, refuses the file (2).
INPUT=''
numbers() { # <name> <sed expression> <needle>: the documented battle with one number changed
    sed "$2" "$WORK/battle.json" > "$WORK/number.json"
    if cmp -s "$WORK/battle.json" "$WORK/number.json"; then
        fail "$1: the expression $2 changed nothing"
        return
    fi
    expect "verify $1" 1 '"ok":false' "$3" -- verify "$WORK/number.json"
}
for number in 3000000000 -3000000000 1e300 -1e300 2147483648 4294967297 1e-300 2.5; do
    numbers "a Fatigue amount of $number" "0,/\"amount\": 1, \"base\": 2/s//\"amount\": $number, \"base\": 2/" \
        'entries[1].action.fatigue[0].amount'
    numbers "a Block of $number" "0,/\"block\": 0,/s//\"block\": $number,/" 'entries[0].action.block'
    numbers "a frontage of $number" "0,/\"frontage\": 2,/s//\"frontage\": $number,/" 'setup.army_a'
    numbers "a move cost of $number" "s/\"difficult_move_cost\": 1,/\"difficult_move_cost\": $number,/" \
        'setup.options.difficult_move_cost'
    numbers "an amended index of $number" "s/\"index\": 1,/\"index\": $number,/" 'entries[4].index'
    sed "s/^  \"version\": 1\$/  \"version\": $number/" "$WORK/battle.json" > "$WORK/number.json"
    expect "verify a version of $number" 2 'version: this tool reads battle format versions 1 to 3' -- verify "$WORK/number.json"
done
# Malformed in other ways: a key twice, a text that is not UTF-8, nested too deep, a list too long.
sed '0,/"name": "Romans",/s//"name": "Romans", "name": "Gauls",/' "$WORK/battle.json" > "$WORK/twice.json"
expect "verify a key given twice" 2 'input: setup.army_a: "name" is given twice' -- verify "$WORK/twice.json"
sed "0,/\"name\": \"Romans\",/s//\"name\": \"Rom$(printf '\377')ans\",/" "$WORK/battle.json" > "$WORK/utf8.json"
expect "verify a name that is not UTF-8" 2 'input: setup.army_a.name: holds bytes that are not UTF-8 text' \
    -- verify "$WORK/utf8.json"
INPUT="$(printf '[%.0s' $(seq 40))"
expect "odds nested 40 deep" 2 'is nested more than 32 deep' -- odds -
INPUT="{\"a\": $reg, \"b\": $reg, \"facts\": {\"flank\": [$(printf '0,%.0s' $(seq 20000))0]}}"
expect "odds with a list of 20,001" 2 'input: facts.flank: has more than 20000 entries' -- odds -
INPUT=''
# Seeds are plain digits.
for seed in ' 7' '+7' '7 ' '0x7' '-7' '18446744073709551616'; do
    expect "roll --seed '$seed'" 2 '--seed: expected a whole number' -- roll elite --seed "$seed"
done
expect "roll --seed 7" 0 '"seed":"7"' -- roll elite --seed 7
# An unknown command is quoted short.
long=$(head -c 100000 /dev/zero | tr '\0' 'x')
out=$("$ANCIENTS" "$long" x 2>&1)
if [ ${#out} -gt 400 ] || ! printf '%s' "$out" | grep -q 'unknown command "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"'; then
    fail "a 100,000-character unknown command is echoed in ${#out} characters"
else
    echo "ok: a 100,000-character unknown command is quoted short"
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
