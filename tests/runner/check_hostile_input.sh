#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Hostile input to botlab-run (issue 14, items 1, 2, 5 and 6): each case ends within its time
# limit, under a 4 GB address-space cap, with exit 2 (bad input) or 3 (program error) and a short
# message on stderr naming the problem; no older output is damaged.
# Usage: check_hostile_input.sh <botlab-run> <source dir> [sanitize]
# ("sanitize": an ASan build, which cannot run under an address-space cap.)
set -u
RUN="$1"; SRC="$2"; SANITIZE="${3:-}"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
PROG="$SRC/examples/line_follower.lua"

# --- the files the cases use --------------------------------------------------------------------
mkdir -p "$TMP/class/a/b"
cube() {  # an OBJ cube, 1 cm
    for i in 0 1 2 3 4 5 6 7; do
        echo "v $(( (i & 1) ? 5 : -5 )) $(( (i & 2) ? 5 : -5 )) $(( (i & 4) ? 5 : -5 ))"
    done
    printf 'f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n'
}
cube > "$TMP/class/cube.obj"
cube > "$TMP/class/crash.obj"; echo "# crash" >> "$TMP/class/crash.obj"
cube > "$TMP/class/hang.obj"; echo "# hang" >> "$TMP/class/hang.obj"
printf 'ply\nformat binary_little_endian 1.0\nelement vertex 2000000000\nproperty float x\nend_header\n\001\002' > "$TMP/class/bad.ply"
printf 'IDP2 not supported' > "$TMP/class/model.md2"
ln -s /dev/zero "$TMP/class/zero.stl"
mkfifo "$TMP/class/fifo.json"
cat > "$TMP/class/evil.gltf" <<'J'
{"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}], "nodes": [{"mesh": 0}],
 "meshes": [{"primitives": [{"attributes": {"POSITION": 0}}]}],
 "buffers": [{"byteLength": 36, "uri": "../../../../../../../../etc/passwd"}],
 "bufferViews": [{"buffer": 0, "byteOffset": 0, "byteLength": 36}],
 "accessors": [{"bufferView": 0, "componentType": 5126, "count": 3, "type": "VEC3",
                "min": [0, 0, 0], "max": [1, 1, 0]}]}
J
BEAM='{"part": "beam_5", "position": [0, 0, 0]}'
robot() {  # robot <file> <custom_parts json> [parts json] [version] [extra]
    local parts="${3:-$BEAM}"
    printf '{"format": "botlab-robot", "version": %s, %s "custom_parts": [%s], "parts": [%s]}\n' \
        "${4:-1}" "${5:-}" "$2" "$parts" > "$TMP/class/$1"
}
robot crash.json '{"id": "c", "mesh": "crash.obj", "scale": 0.001}'
robot hang.json '{"id": "c", "mesh": "hang.obj", "scale": 0.001}'
robot ply.json '{"id": "c", "mesh": "bad.ply"}'
robot md2.json '{"id": "c", "mesh": "model.md2"}'
robot zero.json '{"id": "c", "mesh": "zero.stl"}'
robot evil.json '{"id": "c", "mesh": "evil.gltf"}'
robot shadow.json '{"id": "motor_dc", "mesh": "cube.obj", "scale": 0.001}'
robot version.json '' '' 1.0000000001
robot key.json '' '' 1 '"colour": "red",'
robot far.json '' '{"part": "beam_5", "position": [0, 0, -16000]}'
robot longid.json '' "{\"part\": \"$(head -c 3000000 /dev/zero | tr '\0' 'x')\", \"position\": [0, 0, 0]}"
head -c 2000000 /dev/zero | tr '\0' '-' > "$TMP/big.lua"
printf 'waitUntil(function() return false end, 0/0)\n' > "$TMP/nan.lua"
printf 'motor.speed(1, 0/0)\n' > "$TMP/nanspeed.lua"
printf 'motor.speed(1,\n' > "$TMP/syntax.lua"

# --- the cases: name | exit | stderr must contain | seconds | environment | botlab-run arguments --
# Arguments are split on spaces; @T stands for the temporary folder.
CASES=$(cat <<'C'
robot is /dev/zero|2|/dev/zero: not a regular file (a device, FIFO or directory cannot be a robot file)|10||--robot /dev/zero --scene maze
robot is a FIFO|2|fifo.json: not a regular file|10||--robot @T/class/fifo.json --scene maze
robot is a folder|2|not a regular file|10||--robot @T/class --scene maze
scene is /dev/zero|2|/dev/zero: not a regular file (a device, FIFO or directory cannot be a scene file)|10||--robot line_follower --scene /dev/zero
program is /dev/zero|2|/dev/zero: not a regular file (a device, FIFO or directory cannot be a Lua program)|10||--robot line_follower --scene maze --program /dev/zero
program of 2 MB|2|big.lua: too large for a Lua program (1.9 MB; the limit is 1.0 MB)|10||--robot line_follower --scene maze --program @T/big.lua
mesh is /dev/zero|2|custom_parts[0].mesh: @T/class/zero.stl: not a regular file|10||--robot @T/class/zero.json --scene maze
mesh importer crashes|2|crash.obj: the mesh importer crashed on this file|20|BOTLAB_MESH_IMPORT_TEST_FAULT=abort|--robot @T/class/crash.json --scene maze
mesh importer hangs|2|hang.obj: reading the mesh took longer than 2 s; refused|20|BOTLAB_MESH_IMPORT_TEST_FAULT=hang BOTLAB_MESH_IMPORT_TIMEOUT_MS=2000|--robot @T/class/hang.json --scene maze
malformed PLY mesh|2|bad.ply: |20||--robot @T/class/ply.json --scene maze
MD2 mesh|2|model.md2: the mesh format 'md2' is not supported|10||--robot @T/class/md2.json --scene maze
glTF buffer ../../etc/passwd|2|evil.gltf: the mesh refers to a file outside its folder: '/etc/passwd'|20||--robot @T/class/evil.json --scene maze
custom part motor_dc|2|custom_parts[0].id: 'motor_dc' is the id of a built-in part|20||--robot @T/class/shadow.json --scene maze
version 1.0000000001|2|version: must be a whole number (got 1.0000000001)|10||--robot @T/class/version.json --scene maze
unknown robot key|2|colour: unknown key (known:|10||--robot @T/class/key.json --scene maze
part 16 km away|2|parts[0].position: must be within 10 m of the robot's origin (got 16000 m away)|10||--robot @T/class/far.json --scene maze
3 MB part id|2|parts[0].part: unknown part 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'|10||--robot @T/class/longid.json --scene maze
waitUntil(f, 0/0)|3|waitUntil: timeout_s must be a number of seconds (got NaN)|20||--robot line_follower --scene line_challenge --program @T/nan.lua
motor.speed(1, 0/0)|3|must be a finite number (got NaN)|20||--robot line_follower --scene line_challenge --program @T/nanspeed.lua
syntax error on stderr|3|program error (line 2): unexpected symbol|20||--robot line_follower --scene line_challenge --program @T/syntax.lua
report to /dev/full|2|/dev/full: cannot write the report|20||--robot line_follower --scene line_challenge --duration 0.2 --report /dev/full
log to /dev/full|2|/dev/full: cannot write the log|20||--robot line_follower --scene line_challenge --duration 0.2 --log /dev/full
C
)

cap() {  # runs "$@" under the 4 GB address-space cap (not for ASan, which maps terabytes)
    if [ "$SANITIZE" = sanitize ]; then "$@"; else (ulimit -v 4194304; "$@"); fi
}
n=0
while IFS='|' read -r name want expect secs envs args; do
    [ -n "$name" ] || continue
    n=$((n + 1))
    args="${args//@T/$TMP}"; expect="${expect//@T/$TMP}"
    case "$args" in *--program*) ;; *) args="$args --program $PROG" ;; esac
    # shellcheck disable=SC2086
    cap env $envs timeout -s KILL "$secs" "$RUN" $args > "$TMP/out" 2> "$TMP/err" < /dev/null
    rc=$?
    [ $rc -ne 137 ] || fail "$name: still running after $secs s"
    [ $rc -eq "$want" ] || fail "$name: exit $rc, expected $want: $(head -c 400 "$TMP/err")"
    grep -qF -- "$expect" "$TMP/err" || fail "$name: stderr lacks '$expect': $(head -c 400 "$TMP/err")"
    [ "$(wc -c < "$TMP/err")" -lt 600 ] || fail "$name: stderr is $(wc -c < "$TMP/err") bytes, not a short message"
    if [ "$want" -eq 2 ]; then
        [ "$(wc -l < "$TMP/err")" -eq 1 ] || fail "$name: bad input must be one line: $(cat "$TMP/err")"
    fi
    grep -q 'program error\|physics failed' "$TMP/out" && fail "$name: an error went to stdout"
done <<< "$CASES"
[ $n -ge 20 ] || fail "only $n cases ran"

# --- outputs: standard output to a full disk; a killed run keeps the previous report and log -----
cap "$RUN" --robot line_follower --scene line_challenge --program "$PROG" --duration 0.2 \
    --report - > /dev/full 2> "$TMP/err"
rc=$?; [ $rc -eq 2 ] || fail "report to a full stdout: exit $rc"
grep -q 'cannot write to standard output' "$TMP/err" || fail "full stdout: $(cat "$TMP/err")"

cap "$RUN" --robot line_follower --scene line_challenge --program "$PROG" --duration 0.5 \
    --report "$TMP/r.json" --log "$TMP/l.csv" > /dev/null 2>&1 || fail "first run failed"
before="$(md5sum < "$TMP/r.json") $(md5sum < "$TMP/l.csv")"
[ -s "$TMP/r.json" ] && [ -s "$TMP/l.csv" ] || fail "first run wrote nothing"
# Killed mid-way (SIGKILL after 1.5 s of a paced 30 s run): both files as they were.
cap timeout -s KILL 1.5 "$RUN" --robot line_follower --scene line_challenge --program "$PROG" \
    --duration 30 --realtime --report "$TMP/r.json" --log "$TMP/l.csv" > /dev/null 2>&1
rc=$?; [ $rc -eq 137 ] || fail "the paced run was not killed (exit $rc)"
after="$(md5sum < "$TMP/r.json") $(md5sum < "$TMP/l.csv")"
[ "$before" = "$after" ] || fail "a killed run changed the previous report or log"
# A failed run (bad program) leaves them as they were too, and a good run replaces both.
cap "$RUN" --robot line_follower --scene line_challenge --program "$TMP/syntax.lua" \
    --report "$TMP/r.json" --log "$TMP/l.csv" > /dev/null 2>&1
grep -q '"program_error": {' "$TMP/r.json" || grep -q '"program_error": null' "$TMP/r.json" \
    || fail "report after a program error: $(cat "$TMP/r.json")"
cap "$RUN" --robot line_follower --scene line_challenge --program "$PROG" --duration 0.3 \
    --report "$TMP/r.json" > /dev/null 2>&1 || fail "second run failed"
grep -q '"sim_time_s": 0.3' "$TMP/r.json" || fail "the report was not replaced: $(cat "$TMP/r.json")"

echo "hostile input checks passed ($n cases)"
