#!/bin/bash
# The `ancients` command-line tool (rulebook/ancients-cli.md): feeds it JSON and
# checks its output and exit status.  Usage: cli_test.sh <path to ancients>
set -u
ANCIENTS=${1:?usage: cli_test.sh <path to the ancients executable>}
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

# roll
expect "roll elite" 0 '"quality":"elite"' '"die":"averaging"' '"kept":' '"seed":"7"' -- roll elite --seed 7
first=$("$ANCIENTS" roll levy --die d6 --seed 42)
second=$("$ANCIENTS" roll levy --die d6 --seed 42)
[ "$first" = "$second" ] && echo "ok: roll replays from the seed" || fail "roll with the same seed differs: $first / $second"
expect "roll regular on the d6" 0 '"die":"d6"' -- roll regular --die d6
expect "roll bad quality" 2 'QUALITY' -- roll heroic
expect "roll bad die" 2 '--die' -- roll elite --die d8
expect "roll bad seed" 2 '--seed' -- roll elite --seed minus-one

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
