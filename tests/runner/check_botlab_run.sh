#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks botlab-run end to end: the line follower example reaches the goal (JSON report), the CSV
# log has its header, bad input exits 2 with one line on stderr (a robot file with a misspelt key
# names the file and the key's JSON path), a program error exits 3.
# Usage: check_botlab_run.sh <botlab-run> <source dir>
set -u
RUN="$1"; SRC="$2"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$RUN" --robot line_follower --scene line_challenge --program "$SRC/examples/line_follower.lua" \
    --seed 1 --report "$TMP/r.json" --log "$TMP/l.csv" > "$TMP/out.txt" 2> "$TMP/err.txt"
rc=$?; [ $rc -eq 0 ] || fail "line follower exit $rc: $(cat "$TMP/err.txt")"
grep -q '"goal_reached": true' "$TMP/r.json" || fail "goal not reached: $(cat "$TMP/r.json")"
for k in sim_time_s wall_time_s real_time_factor steps goal_time_s checkpoints line_deviation \
         collisions candles_out program_error sim_error soft_terrain state_hash; do
    grep -q "\"$k\":" "$TMP/r.json" || fail "report lacks $k"
done
grep -Eq '"state_hash": "[0-9a-f]{16}"' "$TMP/r.json" || fail "state_hash is not hex"
grep -q '"soft_terrain": null' "$TMP/r.json" || fail "a wheeled robot's soft_terrain must be null"
head -1 "$TMP/l.csv" | grep -q '^t_s,x_m,y_m,z_m,yaw_deg,motor1_' || fail "bad CSV header"
grep -q 'end of the line' "$TMP/out.txt" || fail "program output not printed"

"$RUN" --robot line_follower --scene line_challenge --program "$SRC/examples/line_follower.lua" \
    --seed 1 --duration 2 --report "$TMP/a.json" > /dev/null 2>&1
"$RUN" --robot line_follower --scene line_challenge --program "$SRC/examples/line_follower.lua" \
    --seed 1 --duration 2 --report "$TMP/b.json" > /dev/null 2>&1
[ "$(grep state_hash "$TMP/a.json")" = "$(grep state_hash "$TMP/b.json")" ] || fail "same seed, different hash"

"$RUN" --robot no_such_robot --scene maze --program "$SRC/examples/line_follower.lua" > /dev/null 2> "$TMP/e.txt"
rc=$?; [ $rc -eq 2 ] || fail "unknown robot exit $rc"
[ "$(wc -l < "$TMP/e.txt")" -eq 1 ] || fail "bad input must print one line: $(cat "$TMP/e.txt")"
"$RUN" --robot line_follower --scene maze > /dev/null 2>&1; [ $? -eq 2 ] || fail "missing --program must exit 2"
"$RUN" --robot line_follower --scene maze --program "$TMP/none.lua" > /dev/null 2>&1; [ $? -eq 2 ] || fail "missing file must exit 2"
"$RUN" --robot line_follower --scene maze --program "$SRC/examples/line_follower.lua" --duration -1 > /dev/null 2>&1
[ $? -eq 2 ] || fail "bad duration must exit 2"

# A robot file with a misspelt key: exit 2 and one line naming the file and the key's JSON path.
sed '0,/"rotation"/s//"rotaton"/' "$SRC/assembler/robots/line_follower.json" > "$TMP/typo_robot.json"
grep -q '"rotaton"' "$TMP/typo_robot.json" || fail "could not make the misspelt robot file"
"$RUN" --robot "$TMP/typo_robot.json" --scene line_challenge \
    --program "$SRC/examples/line_follower.lua" > /dev/null 2> "$TMP/te.txt"
rc=$?; [ $rc -eq 2 ] || fail "misspelt robot key exit $rc: $(cat "$TMP/te.txt")"
[ "$(wc -l < "$TMP/te.txt")" -eq 1 ] || fail "misspelt robot key must print one line: $(cat "$TMP/te.txt")"
grep -qF "$TMP/typo_robot.json: parts[0].rotaton: unknown key" "$TMP/te.txt" \
    || fail "misspelt robot key not named with file and JSON path: $(cat "$TMP/te.txt")"

printf 'wait(0.1)\nmotr.speed(1, 50)\n' > "$TMP/bad.lua"
"$RUN" --robot line_follower --scene line_challenge --program "$TMP/bad.lua" --report "$TMP/p.json" > /dev/null 2> "$TMP/pe.txt"
rc=$?; [ $rc -eq 3 ] || fail "program error exit $rc"
grep -q '"line": 2' "$TMP/p.json" || fail "program_error line: $(cat "$TMP/p.json")"
grep -q 'did you mean motor' "$TMP/pe.txt" || fail "hint missing: $(cat "$TMP/pe.txt")"
# A legged robot on a scene with soft ground: the report names the ground model.
printf 'legs.stand() wait(0.3)\n' > "$TMP/stand.lua"
"$RUN" --robot hexapod --scene hexapod_field --program "$TMP/stand.lua" --duration 0.3 \
    --report "$TMP/h.json" > /dev/null 2> "$TMP/he.txt"
rc=$?; [ $rc -eq 0 ] || fail "hexapod exit $rc: $(cat "$TMP/he.txt")"
grep -q '"soft_terrain": "hard_soil"' "$TMP/h.json" || fail "hexapod soft_terrain: $(cat "$TMP/h.json")"

# A report that cannot be written is bad input (exit 2), not a silent loss.
"$RUN" --robot line_follower --scene line_challenge --program "$SRC/examples/line_follower.lua" \
    --duration 0.1 --report /nonexistent/dir/r.json > /dev/null 2> "$TMP/re.txt"
rc=$?; [ $rc -eq 2 ] || fail "unwritable report exit $rc"
grep -q 'r.json' "$TMP/re.txt" || fail "unwritable report not named: $(cat "$TMP/re.txt")"

echo "botlab-run checks passed"
