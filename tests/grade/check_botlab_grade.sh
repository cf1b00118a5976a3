#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks botlab-grade end to end on the test class (class/): grades.csv exactly as expected
# (class/expected_grades.csv), the flagged pair, the run given up at its wall-time limit marked with
# why (not lost), the memory cap applied, the workers' language, the same CSV on a second run, a
# replay that reproduces its run's state hash, a self-contained report, and bad input exiting 2
# with one line.
# Usage: check_botlab_grade.sh <botlab-grade> <tests/grade dir>
set -u
GRADE="$1"; HERE="$2"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
CLASS="$HERE/class"

"$GRADE" --assignment "$CLASS/assignment.json" --submissions "$CLASS/submissions" --out "$TMP/a" \
    --jobs 2 > "$TMP/out.txt" 2> "$TMP/err.txt"
rc=$?; [ $rc -eq 0 ] || fail "exit $rc: $(cat "$TMP/err.txt")"
diff -u "$CLASS/expected_grades.csv" "$TMP/a/grades.csv" || fail "grades.csv differs from expected_grades.csv"
grep -q '^10/10 ' "$TMP/err.txt" || fail "no plain progress lines when stderr is not a terminal"

python3 - "$TMP/a" <<'PY' || fail "grades.json"
import json, sys, os
out = sys.argv[1]
g = json.load(open(os.path.join(out, "grades.json")))
pairs = [(p["a"], p["b"]) for p in g["similar_pairs"]]
assert pairs == [("erin", "frank")], pairs
runs = {s["name"]: s["scenes"][0]["runs"][0] for s in g["students"]}
assert runs["dave"]["status"] == "timeout", runs["dave"]["status"]
assert runs["dave"]["fingerprint"]["state_hash"] is None
assert runs["carol"]["status"] == "program_error" and runs["carol"]["error_line"] == 5
assert runs["eve"]["status"] == "program_error"
assert runs["alice"]["status"] == "completed" and runs["alice"]["goal_reached"]
for name, r in runs.items():
    assert os.path.isfile(os.path.join(out, r["replay"])), name
    fp = r["fingerprint"]
    for k in ("program_sha256", "robot_sha256", "scene_sha256", "assignment_sha256"):
        assert len(fp[k]) == 64, (name, k)
assert runs["alice"]["fingerprint"]["state_hash"] == runs["alice"]["state_hash"]
replay = json.load(open(os.path.join(out, runs["alice"]["replay"])))
assert replay["expected_state_hash"] == runs["alice"]["state_hash"]
assert replay["student"] == "alice" and replay["seed"] == 1
print(runs["alice"]["state_hash"])
PY

# The replay reproduces the run: the worker gives the recorded state hash again.
"$GRADE" --worker "$TMP/a/runs/alice/line_basic_seed1.botlab-replay" > "$TMP/replay.json" \
    || fail "worker on the replay"
expected=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["expected_state_hash"])' \
    "$TMP/a/runs/alice/line_basic_seed1.botlab-replay")
grep -q "\"state_hash\":\"$expected\"" "$TMP/replay.json" || fail "replay hash differs: $(cat "$TMP/replay.json")"
[ -s "$TMP/a/runs/alice/line_basic_seed1.csv" ] || fail "no trajectory"
head -1 "$TMP/a/runs/alice/line_basic_seed1.csv" | grep -q '^t_s,x_m,y_m,z_m,yaw_deg' || fail "bad trajectory header"
[ -f "$TMP/a/runs/张伟/line_basic_seed1.botlab-replay" ] || fail "no replay for the Chinese-named student"

# The report: one file, nothing loaded from elsewhere, a path picture per run.
grep -q '<svg' "$TMP/a/report.html" || fail "no picture in the report"
grep -q 'data:image/png;base64,' "$TMP/a/report.html" || fail "no floor picture in the report"
grep -Eq '(src|href)="(https?:|file:|/)' "$TMP/a/report.html" && fail "the report loads something from outside"
[ "$(grep -o 'class="path"' "$TMP/a/report.html" | wc -l)" -ge 5 ] || fail "too few path pictures"

# Same inputs, same results.
"$GRADE" --assignment "$CLASS/assignment.json" --submissions "$CLASS/submissions" --out "$TMP/b" \
    --jobs 1 > /dev/null 2>&1 || fail "second run"
cmp -s "$TMP/a/grades.csv" "$TMP/b/grades.csv" || fail "a second run gives another grades.csv"

# The memory cap is applied to each run's process: under 64 MB of address space a worker cannot
# even start, and its row says so (a sanitizer build sets no cap: ASan needs the address space).
if [ -z "${BOTLAB_SANITIZE_BUILD:-}" ]; then
    mkdir -p "$TMP/one" && cp "$CLASS/submissions/alice.lua" "$TMP/one/"
    echo '{"format": "botlab.assignment", "version": 1, "robot": "line_follower", "scenes": [{"scene": "line_basic"}], "limits": {"memory_mb": 64}}' > "$TMP/cap.json"
    "$GRADE" --assignment "$TMP/cap.json" --submissions "$TMP/one" --out "$TMP/cap" > /dev/null 2>&1 || fail "memory cap run"
    grep -q '^alice,line_basic,1,0,,0,,0,0,0,0,"the run.s process ended abnormally (over the memory cap of 64 MB, or a crash)"$' \
        "$TMP/cap/grades.csv" || fail "memory cap not marked: $(cat "$TMP/cap/grades.csv")"
    # Under 120 MB a worker starts but cannot load the run: it says so itself (built-in part meshes
    # load on first use, so a worker needs less than 150 MB; 200 MB is now enough to run).
    echo '{"format": "botlab.assignment", "version": 1, "robot": "line_follower", "scenes": [{"scene": "line_basic"}], "limits": {"memory_mb": 120}}' > "$TMP/cap200.json"
    "$GRADE" --assignment "$TMP/cap200.json" --submissions "$TMP/one" --out "$TMP/cap200" > /dev/null 2>&1 || fail "memory cap 120 run"
    grep -q '^alice,line_basic,1,0,,0,,0,0,0,0,stopped: used more than 120 MB of memory$' \
        "$TMP/cap200/grades.csv" || fail "memory cap 120 not said: $(cat "$TMP/cap200/grades.csv")"
fi

# The workers speak the language they are given (BOTLAB_LANG, as the app passes its own): the
# Lua errors in grades.csv are Chinese, not the system's English.
mkdir -p "$TMP/zh" && echo 'foo()' > "$TMP/zh/cy.lua"
BOTLAB_LANG=zh_CN "$GRADE" --assignment "$CLASS/assignment.json" --submissions "$TMP/zh" \
    --out "$TMP/zh-out" > /dev/null 2>&1 || fail "Chinese run"
grep -q '不是函数' "$TMP/zh-out/grades.csv" || fail "Lua error not in Chinese: $(cat "$TMP/zh-out/grades.csv")"

# Bad input: exit 2 and one line on stderr.
echo '{"format": "botlab.assignment", "version": 1, "robot": "line_follower", "scenes": [{"scene": "line_basic", "time_limt_s": 5}]}' > "$TMP/bad.json"
"$GRADE" --assignment "$TMP/bad.json" --submissions "$CLASS/submissions" --out "$TMP/c" > /dev/null 2> "$TMP/e.txt"
rc=$?; [ $rc -eq 2 ] || fail "bad assignment exit $rc"
[ "$(wc -l < "$TMP/e.txt")" -eq 1 ] || fail "bad assignment must print one line: $(cat "$TMP/e.txt")"
grep -q 'scenes\[0\].time_limt_s: unknown key' "$TMP/e.txt" || fail "message lacks the JSON path: $(cat "$TMP/e.txt")"
"$GRADE" --assignment "$CLASS/assignment.json" --submissions "$TMP/none" --out "$TMP/c" > /dev/null 2> "$TMP/e.txt"
rc=$?; [ $rc -eq 2 ] || fail "missing folder exit $rc"
[ "$(wc -l < "$TMP/e.txt")" -eq 1 ] || fail "missing folder must print one line"
mkdir "$TMP/empty"
"$GRADE" --assignment "$CLASS/assignment.json" --submissions "$TMP/empty" --out "$TMP/c" > /dev/null 2>&1
[ $? -eq 2 ] || fail "an empty folder must exit 2"
"$GRADE" --assignment "$CLASS/assignment.json" --submissions "$CLASS/submissions" --out "$TMP/c" --jobs 0 > /dev/null 2>&1
[ $? -eq 2 ] || fail "--jobs 0 must exit 2"
"$GRADE" --submissions "$CLASS/submissions" --out "$TMP/c" > /dev/null 2>&1
[ $? -eq 2 ] || fail "missing --assignment must exit 2"
echo "botlab-grade checks passed"
