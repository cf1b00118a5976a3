#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# botlab-run --lua-to-blocks / --blocks-to-lua convert without a window (exit 0; bad input exits 2
# with one line naming the file and, for a Lua syntax error, the line); botlab-run runs a .blocks
# program to the same state hash as its Lua; botlab-grade grades a .blocks submission as the Lua
# it was made from (the same state hash), hashing the file it was given.
# Usage: check_blocks_cli.sh <botlab-run> <botlab-grade> <source dir>
set -u
RUN="$1"; GRADE="$2"; SRC="$3"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
hash_of() { "$RUN" --robot line_follower --scene line_challenge --program "$1" --duration 6 \
    --report - 2>/dev/null | sed -n 's/.*"state_hash": "\([0-9a-f]*\)".*/\1/p'; }

# Convert both ways.
"$RUN" --lua-to-blocks "$SRC/examples/line_follower.lua" "$TMP/lf.blocks" 2> "$TMP/err" \
    || fail "--lua-to-blocks exit $?: $(cat "$TMP/err")"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["format"]=="botlab-blocks" and d["version"]==1 and d["workspace"]["blocks"]["blocks"]' \
    "$TMP/lf.blocks" || fail "not a .blocks file"
"$RUN" --blocks-to-lua "$TMP/lf.blocks" "$TMP/lf.lua" 2> "$TMP/err" \
    || fail "--blocks-to-lua exit $?: $(cat "$TMP/err")"
grep -q '^  motor.speed(1, BASE + KP \* err)$' "$TMP/lf.lua" || fail "generated Lua: $(head -c 400 "$TMP/lf.lua")"

# The .lua, the generated .lua and the .blocks run alike.
h0=$(hash_of "$SRC/examples/line_follower.lua"); h1=$(hash_of "$TMP/lf.lua"); h2=$(hash_of "$TMP/lf.blocks")
[ -n "$h0" ] && [ "$h0" = "$h1" ] && [ "$h0" = "$h2" ] || fail "state hashes differ: $h0 $h1 $h2"
h3=$(hash_of "$SRC/examples/blocks/line_follower.blocks")
[ "$h0" = "$h3" ] || fail "examples/blocks/line_follower.blocks runs differently: $h3 vs $h0"

# Bad input: exit 2, one line naming the file (and the line).
printf 'motor.speed(1, 50)\nwait(1)\nif x then\n' > "$TMP/bad.lua"
"$RUN" --lua-to-blocks "$TMP/bad.lua" "$TMP/bad.blocks" 2> "$TMP/err"; rc=$?
[ $rc -eq 2 ] || fail "syntax error: exit $rc"
[ "$(wc -l < "$TMP/err")" -eq 1 ] || fail "syntax error: not one line: $(cat "$TMP/err")"
grep -q "bad.lua: line 4: 'end' expected" "$TMP/err" || fail "syntax error message: $(cat "$TMP/err")"
[ -e "$TMP/bad.blocks" ] && fail "an output file was written for a bad program"
echo '{"format": "botlab-robot"}' > "$TMP/robot.blocks"
"$RUN" --blocks-to-lua "$TMP/robot.blocks" "$TMP/x.lua" 2> "$TMP/err"; rc=$?
[ $rc -eq 2 ] && grep -q "robot.blocks: not a Botlab block program" "$TMP/err" \
    || fail "not a block program: exit $rc: $(cat "$TMP/err")"
"$RUN" --robot line_follower --scene line_challenge --program "$TMP/robot.blocks" 2> "$TMP/err"; rc=$?
[ $rc -eq 2 ] && grep -q "robot.blocks: not a Botlab block program" "$TMP/err" \
    || fail "running a bad .blocks: exit $rc: $(cat "$TMP/err")"
"$RUN" --lua-to-blocks "$SRC/examples/line_follower.lua" 2> "$TMP/err"; rc=$?
[ $rc -eq 2 ] || fail "no output file: exit $rc"
"$RUN" --lua-to-blocks "$TMP/missing.lua" "$TMP/m.blocks" 2> "$TMP/err"; rc=$?
[ $rc -eq 2 ] && grep -q "missing.lua" "$TMP/err" || fail "missing input: exit $rc: $(cat "$TMP/err")"

# botlab-grade: the same program as .lua and as .blocks gets the same run.
mkdir -p "$TMP/class/subs"
cp "$SRC/tests/grade/class/assignment.json" "$TMP/class/"
cp "$SRC/tests/grade/class/submissions/alice.lua" "$TMP/class/subs/alice.lua"
"$RUN" --lua-to-blocks "$TMP/class/subs/alice.lua" "$TMP/class/subs/blockly_bea.blocks" || fail "convert alice"
"$GRADE" --assignment "$TMP/class/assignment.json" --submissions "$TMP/class/subs" --out "$TMP/out" \
    --jobs 2 > /dev/null 2> "$TMP/err" || fail "botlab-grade exit $?: $(cat "$TMP/err")"
python3 - "$TMP/out/grades.json" "$TMP/class/subs/blockly_bea.blocks" <<'PY' || fail "grades.json"
import json, sys, hashlib
g = json.load(open(sys.argv[1]))
runs = {s["name"]: s["scenes"][0]["runs"][0] for s in g["students"]}
assert set(runs) == {"alice", "blockly_bea"}, runs.keys()
a, b = runs["alice"], runs["blockly_bea"]
assert a["status"] == "completed" and b["status"] == "completed", (a["status"], b["status"])
assert a["state_hash"] == b["state_hash"], (a["state_hash"], b["state_hash"])
assert b["goal_reached"]
sha = hashlib.sha256(open(sys.argv[2], "rb").read()).hexdigest()
assert b["fingerprint"]["program_sha256"] == sha, "the .blocks file's own hash"
PY
echo "PASS"
