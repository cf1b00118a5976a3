#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks botlab-run with several robots (issue 27): --robot/--program pairs in either order give
# the same state hash when the starts are the same; a match file runs the same match; a program
# that fails forfeits (exit 0: a lost match is a completed run) and the other robot wins; one
# robot gives a report without "robots"/"match"; bad pairs and match files exit 2 with one line.
# Usage: check_botlab_run_match.sh <botlab-run> <source dir>
set -u
RUN="$1"; SRC="$2"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
SCENE="$SRC/tests/runner/data/arena_two_starts.json"
printf 'print("pushing")\nwhile true do motor.speed(1, 70) motor.speed(2, 70) wait(0.05) end\n' > "$TMP/push.lua"
printf 'while true do motor.speed(1, -40) motor.speed(2, 40) wait(0.1) end\n' > "$TMP/spin.lua"
printf 'wait(0.3)\nlocal t = nil\nprint(t.x)\n' > "$TMP/error.lua"
hash() { grep -o '"state_hash": "[0-9a-f]*"' "$1"; }

# Pairs in either order, same starts: same hash; the report lists both robots in the order given.
"$RUN" --scene "$SCENE" --duration 3 --robot maze_explorer --program "$TMP/push.lua" --owner Alice --start 0 \
    --robot line_follower --program "$TMP/spin.lua" --owner Bob --start 1 --report "$TMP/ab.json" \
    > "$TMP/ab.txt" 2> "$TMP/ab.err"
rc=$?; [ $rc -eq 0 ] || fail "two robots exit $rc: $(cat "$TMP/ab.err")"
"$RUN" --scene "$SCENE" --duration 3 --robot line_follower --program "$TMP/spin.lua" --start 1 --owner Bob \
    --robot maze_explorer --program "$TMP/push.lua" --start 0 --owner Alice --report "$TMP/ba.json" \
    > "$TMP/ba.txt" 2>&1 || fail "swapped pairs exit $?"
[ -n "$(hash "$TMP/ab.json")" ] || fail "no state hash: $(cat "$TMP/ab.json")"
[ "$(hash "$TMP/ab.json")" = "$(hash "$TMP/ba.json")" ] || fail "pair order changed the hash"
# Other starts: another run.
"$RUN" --scene "$SCENE" --duration 3 --robot maze_explorer --program "$TMP/push.lua" --start 1 \
    --robot line_follower --program "$TMP/spin.lua" --start 0 --report "$TMP/other.json" > /dev/null 2>&1
[ "$(hash "$TMP/ab.json")" != "$(hash "$TMP/other.json")" ] || fail "other starts, same hash"
grep -q '"robots": \[' "$TMP/ab.json" || fail "no robots in the report"
grep -q '"match": {' "$TMP/ab.json" || fail "no match in the report"
grep -q '"arena": "sumo"' "$TMP/ab.json" || fail "the test arena is a sumo ring: $(cat "$TMP/ab.json")"
python3 - "$TMP/ab.json" <<'PY' || fail "robots in the report"
import json, sys
r = json.load(open(sys.argv[1]))
assert [x["owner"] for x in r["robots"]] == ["Alice", "Bob"], r["robots"]
assert [x["start"] for x in r["robots"]] == [0, 1]
assert r["robots"][0]["robot"] == "maze_explorer" and r["robots"][1]["robot"] == "line_follower"
PY
grep -q '^\[robot 1 (Alice)\] pushing' "$TMP/ab.txt" || fail "console lines not tagged: $(cat "$TMP/ab.txt")"
grep -q '^robot 2 (Bob): line_follower on start 1' "$TMP/ab.txt" || fail "no per-robot line: $(cat "$TMP/ab.txt")"
grep -q '^match (sumo): ' "$TMP/ab.txt" || fail "no match line: $(cat "$TMP/ab.txt")"

# The same match from a match file (relative program paths, from the file's folder).
cat > "$TMP/m.json" <<JSON
{"format": "botlab-match", "version": 1, "scene": "$SCENE", "seed": 0, "duration_s": 3,
 "robots": [{"robot": "line_follower", "program": "spin.lua", "owner": "Bob", "start": 1},
            {"robot": "maze_explorer", "program": "push.lua", "owner": "Alice", "start": 0, "colour": "#ff8800"}]}
JSON
"$RUN" --match "$TMP/m.json" --report "$TMP/m_r.json" > /dev/null 2> "$TMP/m.err"
rc=$?; [ $rc -eq 0 ] || fail "match file exit $rc: $(cat "$TMP/m.err")"
[ "$(hash "$TMP/ab.json")" = "$(hash "$TMP/m_r.json")" ] || fail "match file, other hash"
grep -q '"colour": "#ff8800ff"' "$TMP/m_r.json" || fail "match file colour: $(cat "$TMP/m_r.json")"

# A program that fails forfeits: exit 0, the other robot wins by forfeit, in either seat.
for seat in first second; do
    if [ $seat = first ]; then
        args=(--robot maze_explorer --program "$TMP/error.lua" --robot maze_explorer --program "$TMP/spin.lua")
        winner=1
    else
        args=(--robot maze_explorer --program "$TMP/spin.lua" --robot maze_explorer --program "$TMP/error.lua")
        winner=0
    fi
    "$RUN" --scene "$SCENE" --duration 2 "${args[@]}" --report "$TMP/f.json" > "$TMP/f.txt" 2> "$TMP/f.err"
    rc=$?; [ $rc -eq 0 ] || fail "forfeit ($seat) exit $rc: $(cat "$TMP/f.err")"
    grep -q '"reason": "forfeit"' "$TMP/f.json" || fail "forfeit ($seat) reason: $(cat "$TMP/f.json")"
    grep -q "\"winner\": $winner" "$TMP/f.json" || fail "forfeit ($seat) winner: $(cat "$TMP/f.json")"
    grep -q 'attempt to index' "$TMP/f.err" || fail "forfeit ($seat): the error is not on stderr"
done

# One robot: today's report, without robots or match.
"$RUN" --scene "$SCENE" --duration 1 --robot maze_explorer --program "$TMP/push.lua" --report "$TMP/one.json" > /dev/null 2>&1 \
    || fail "one robot exit $?"
if grep -q '"robots"\|"match"' "$TMP/one.json"; then fail "one robot's report has robots/match"; fi

# Bad input: exit 2, one line on stderr.
bad() {
    local what="$1" want="$2"; shift 2
    "$RUN" "$@" > /dev/null 2> "$TMP/b.err"
    local rc=$?
    [ $rc -eq 2 ] || fail "$what: exit $rc: $(cat "$TMP/b.err")"
    [ "$(wc -l < "$TMP/b.err")" -eq 1 ] || fail "$what: not one line: $(cat "$TMP/b.err")"
    grep -qF -- "$want" "$TMP/b.err" || fail "$what: message lacks '$want': $(cat "$TMP/b.err")"
}
bad "second robot without program" "has no --program" --scene "$SCENE" --robot maze_explorer \
    --program "$TMP/push.lua" --robot line_follower
bad "shared start" "two robots on start 1" --scene "$SCENE" --robot maze_explorer --program "$TMP/push.lua" \
    --start 1 --robot line_follower --program "$TMP/spin.lua" --start 1
bad "start beyond the scene" "has 2 start(s)" --scene "$SCENE" --robot maze_explorer --program "$TMP/push.lua" \
    --robot line_follower --program "$TMP/spin.lua" --start 5
bad "three robots on two starts" "too few for 3 robots" --scene "$SCENE" --robot maze_explorer \
    --program "$TMP/push.lua" --robot line_follower --program "$TMP/spin.lua" --robot maze_explorer \
    --program "$TMP/spin.lua"
bad "bad start" "--start must be" --scene "$SCENE" --robot maze_explorer --program "$TMP/push.lua" --start x
printf '{"format": "botlab-match", "version": 1, "scene": "%s", "robots": [{"robot": "maze_explorer", "programm": "push.lua"}, {"robot": "maze_explorer"}]}' "$SCENE" > "$TMP/typo.json"
bad "match file typo" "robots[0].programm: unknown key" --match "$TMP/typo.json"
printf '{"format": "botlab-match", "version": 1, "scene": "%s", "robots": [{"robot": "maze_explorer"}]}' "$SCENE" > "$TMP/one_m.json"
bad "match file with one robot" "two robots or more" --match "$TMP/one_m.json"
bad "match file and robot" "--match takes no --robot" --match "$TMP/m.json" --robot maze_explorer
echo "botlab-run matches: all checks passed"
