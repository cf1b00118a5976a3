#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that botlab-grade keeps each run's line-event trace beside its replay (issue 25):
# runs/<student>/<scene>_seed<N>.trace.csv next to the .botlab-replay, a CSV whose rows are the
# program's lines in time order; none for a submission that did not run.
# Usage: check_grade_trace.sh <botlab-grade> <tests/grade dir>
set -u
GRADE="$1"; HERE="$2"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$TMP/subs"
cp "$HERE/class/submissions/alice.lua" "$TMP/subs/"
printf 'this is not lua (\n' > "$TMP/subs/bad.lua"
cat > "$TMP/assignment.json" <<'JSON'
{
    "format": "botlab.assignment",
    "version": 1,
    "title": "Trace test",
    "robot": "line_follower",
    "scenes": [{"scene": "line_basic", "time_limit_s": 5}],
    "seeds": [3],
    "limits": {"wall_time_s": 60}
}
JSON
"$GRADE" --assignment "$TMP/assignment.json" --submissions "$TMP/subs" --out "$TMP/out" --jobs 1 \
    > /dev/null 2> "$TMP/err.txt" || fail "exit $?: $(cat "$TMP/err.txt")"
[ -f "$TMP/out/runs/alice/line_basic_seed3.botlab-replay" ] || fail "no replay: $(ls -R "$TMP/out/runs")"
TRACE="$TMP/out/runs/alice/line_basic_seed3.trace.csv"
[ -f "$TRACE" ] || fail "no trace beside the replay: $(ls "$TMP/out/runs/alice")"
python3 - "$TRACE" "$HERE/class/submissions/alice.lua" <<'PY' || fail "trace content"
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
assert rows[0][:3] == ["time_s", "robot", "line"], rows[0]
lines = sum(1 for _ in open(sys.argv[2]))
body = rows[1:]
assert len(body) > 100, len(body)
times = [float(r[0]) for r in body]
assert times == sorted(times), "time goes back"
assert times[-1] > 1.0, times[-1]
assert all(r[1] == "1" for r in body)
assert all(1 <= int(r[2]) <= lines for r in body)
PY
# The bad submission did not run (syntax error: it ran and failed at once) or was not loaded:
# whatever it is, a trace exists only beside a replay.
for t in "$TMP"/out/runs/*/*.trace.csv; do
    [ -f "${t%.trace.csv}.botlab-replay" ] || fail "a trace without its replay: $t"
done
echo "botlab-grade traces: all checks passed"
