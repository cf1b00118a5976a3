#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks botlab-run --trace (issue 25): every line event with its time and the program's global
# numbers, strings and booleans (exact file), --trace-vars with locals, loop variables and an
# unknown name, the same run (state hash) with and without the trace, and bad input exiting 2.
# Usage: check_botlab_run_trace.sh <botlab-run>
set -u
RUN="$1"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cat > "$TMP/p.lua" <<'LUA'
count = 0
label = "start"
local speed = 10
for i = 1, 3 do
  count = count + i
  speed = speed * 2
  wait(0.01)
end
label = "done, \"quoted\""
LUA
ARGS=(--robot line_follower --scene line_challenge --program "$TMP/p.lua" --duration 1)
"$RUN" "${ARGS[@]}" --trace "$TMP/t.csv" > "$TMP/out1.txt" || fail "exit $? with --trace"
cat > "$TMP/expected.csv" <<'CSV'
time_s,robot,line,count,label
0.000,1,1,,
0.000,1,2,0,
0.000,1,3,0,start
0.000,1,4,0,start
0.000,1,5,0,start
0.000,1,6,1,start
0.000,1,7,1,start
0.010,1,4,1,start
0.010,1,5,1,start
0.010,1,6,3,start
0.010,1,7,3,start
0.020,1,4,3,start
0.020,1,5,3,start
0.020,1,6,6,start
0.020,1,7,6,start
0.030,1,4,6,start
0.030,1,9,6,start
CSV
diff -u "$TMP/expected.csv" "$TMP/t.csv" || fail "trace differs"
"$RUN" "${ARGS[@]}" --trace "$TMP/v.csv" --trace-vars 'speed, count,i,nothing' > /dev/null \
    || fail "exit $? with --trace-vars"
head -1 "$TMP/v.csv" | grep -qx 'time_s,robot,line,speed,count,i,nothing' || fail "header: $(head -1 "$TMP/v.csv")"
grep -qx '0.010,1,5,20,1,2,' "$TMP/v.csv" || fail "locals and loop variable at 0.010 s line 5"
grep -qx '0.030,1,9,80,6,,' "$TMP/v.csv" || fail "after the loop"
# The label with a comma and quotes is one quoted CSV cell.
cat > "$TMP/q.lua" <<'LUA'
label = "a, \"b\""
wait(0.001)
LUA
"$RUN" --robot line_follower --scene line_challenge --program "$TMP/q.lua" --duration 1 \
    --trace "$TMP/q.csv" > /dev/null || fail "exit $? (quoted)"
grep -qx '0.000,1,2,"a, ""b"""' "$TMP/q.csv" || fail "quoted cell: $(cat "$TMP/q.csv")"
# The trace changes nothing of the run.
"$RUN" "${ARGS[@]}" > "$TMP/out2.txt" || fail "exit $? without --trace"
h1=$(grep 'state hash' "$TMP/out1.txt"); h2=$(grep 'state hash' "$TMP/out2.txt")
[ -n "$h1" ] && [ "$h1" = "$h2" ] || fail "state hash with trace '$h1' != without '$h2'"
# Bad input: exit 2, one line.
"$RUN" "${ARGS[@]}" --trace-vars a > /dev/null 2> "$TMP/err.txt"; rc=$?
[ $rc -eq 2 ] || fail "--trace-vars without --trace: exit $rc"
[ "$(wc -l < "$TMP/err.txt")" -eq 1 ] || fail "not one line: $(cat "$TMP/err.txt")"
"$RUN" "${ARGS[@]}" --trace "$TMP/no/such/dir/t.csv" > /dev/null 2> "$TMP/err.txt"; rc=$?
[ $rc -eq 2 ] || fail "unwritable trace: exit $rc"
echo "botlab-run --trace: all checks passed"
