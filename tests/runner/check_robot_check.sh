#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# botlab-run --check ROBOT [--report FILE] (issue 23): one finding a line, the JSON report
# (docs/formats/robot-check.md), exit 0 nothing to fix / 1 something to fix / 2 a robot it cannot
# read, on the prepared robots of tests/assembler/data and the built-ins.
# Usage: check_robot_check.sh <botlab-run> <source dir>
set -u
RUN="$1"; SRC="$2"; DATA="$SRC/tests/assembler/data"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# The good robot and the built-ins: nothing to fix.
for r in "$DATA/check_good.json" line_follower maze_explorer; do
    LC_ALL=C "$RUN" --check "$r" > "$TMP/out.txt" 2> "$TMP/err.txt"
    rc=$?; [ $rc -eq 0 ] || fail "$r: exit $rc: $(cat "$TMP/out.txt" "$TMP/err.txt")"
    grep -q '^note drives_straight: drives straight: drift < 2 cm per metre$' "$TMP/out.txt" ||
        fail "$r: no drives_straight line: $(cat "$TMP/out.txt")"
    grep -q '^problem ' "$TMP/out.txt" && fail "$r: a problem printed: $(cat "$TMP/out.txt")"
done

# Each prepared robot with something to fix: exit 1 and its finding, one a line.
while read -r name line; do
    LC_ALL=C "$RUN" --check "$DATA/check_$name.json" > "$TMP/out.txt" 2> "$TMP/err.txt"
    rc=$?; [ $rc -eq 1 ] || fail "$name: exit $rc (want 1): $(cat "$TMP/out.txt" "$TMP/err.txt")"
    grep -q "^$line" "$TMP/out.txt" || fail "$name: no line '$line': $(cat "$TMP/out.txt")"
    [ -s "$TMP/err.txt" ] && fail "$name: stderr: $(cat "$TMP/err.txt")"
done <<'ROWS'
low_caster problem caster_too_low: “caster” reaches 24 mm below the wheels: raise it (or use a smaller caster)
mirrored_motor problem motor_reversed: “right motor” turns its wheel backwards when the other motor drives forward, so the robot spins on the spot. Tick “Turns the other way” on motor 2.
rests_on_sensors problem below_wheels: “line centre”, a sensor, reaches 6 mm below the wheels
wheels_in_air problem wheels_too_high: The wheels (“left wheel”, “right wheel”) are too small or mounted too high
top_heavy problem tips_when_braking: The robot tips over when it stops
ports_swapped problem motor_ports_swapped: The left motor “left motor” is on port 2
backwards problem drives_backwards: The robot drives backwards when its motors run forward. Change “Turns the other way” on motors 1 and 2 (tick it where it is off, untick it where it is on).
line_sensors_low problem line_sensor_too_low: “line centre” is only 2 mm above the floor
big_wheels problem line_sensor_too_high: “line centre” is 42 mm above the floor
ROWS

# The JSON report: the fix of the mirrored motor (part 2, the right motor), the test drive's path.
LC_ALL=C "$RUN" --check "$DATA/check_mirrored_motor.json" --report "$TMP/r.json" > /dev/null
[ $? -eq 1 ] || fail "mirrored motor with --report: exit not 1"
python3 - "$TMP/r.json" <<'PY' || fail "bad report: $(cat "$TMP/r.json")"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["format"] == "botlab-robot-check" and r["version"] == 1 and r["ok"] is False, r
ids = [f["id"] for f in r["findings"]]
assert ids == ["stands_on", "motor_reversed"], ids
m = r["findings"][1]
assert m["level"] == "problem" and m["source"] == "drive" and m["parts"] == [2], m
assert m["fix"] == {"kind": "reverse_motor", "parts": [2]}, m
assert r["findings"][0]["parts"] == [5, 6, 7], r["findings"][0]
d = r["test_drive"]
assert d["ran"] is True and len(d["path_xz_m"]) > 100 and d["stands_on"] == [5, 6, 7], d
PY
"$RUN" --check line_follower --report - > "$TMP/both.txt" || fail "--report - exit not 0"
grep -q '"ok": true' "$TMP/both.txt" || fail "--report - did not print the report"

# A robot it cannot read: exit 2 and one line on stderr.
"$RUN" --check "$TMP/none.json" > /dev/null 2> "$TMP/e.txt"
rc=$?; [ $rc -eq 2 ] || fail "missing robot file: exit $rc"
[ "$(wc -l < "$TMP/e.txt")" -eq 1 ] || fail "one line on stderr: $(cat "$TMP/e.txt")"
echo '{"format": "botlab-robot", "version": 1, "name": "x", "partz": []}' > "$TMP/bad.json"
"$RUN" --check "$TMP/bad.json" > /dev/null 2> "$TMP/e.txt"
rc=$?; [ $rc -eq 2 ] || fail "malformed robot file: exit $rc"
grep -q 'bad.json' "$TMP/e.txt" || fail "the message names the file: $(cat "$TMP/e.txt")"
"$RUN" --check line_follower --program x.lua > /dev/null 2>&1; [ $? -eq 2 ] || fail "--check with --program must exit 2"
echo "ok"
