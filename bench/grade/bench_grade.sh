#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Benchmark of botlab-grade (issue 15's acceptance): a class of 30 programs x 3 scenes x 1 seed,
# graded with --jobs 2, twice; prints one JSON object: class_30x3_s (wall time of the first
# grading, goal <= 60 s on 2 cores), the second run's time, whether the two grades.csv are
# identical, the CPU time used, and the load average before, since the machine may be shared.
# Usage: bench/grade/bench_grade.sh [BUILD_DIR] [JOBS]
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BUILD="${1:-$HERE/../../build}"
JOBS="${2:-2}"
GRADE="$BUILD/app/grade/botlab-grade"
[ -x "$GRADE" ] || { echo "no $GRADE: build the botlab-grade target" >&2; exit 1; }
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
CLASS="$TMP/class"; mkdir -p "$CLASS"

# The class: 30 students, written the way a class writes (seeded by the student's number).
for i in $(seq 1 30); do
  name=$(printf 'student%02d' "$i")
  case $((i % 10)) in
    1|2|3|4|5|6)  # proportional followers with their own speed and gain
      base=$((35 + (i * 7) % 20)); kp="0.$((30 + (i * 11) % 30))"
      cat > "$CLASS/$name.lua" <<LUA
-- $name: proportional line follower
local BASE = $base
local KP = $kp
local lost = nil
while true do
  local l, c, r = line.read(1), line.read(2), line.read(3)
  if l > 60 and c > 60 and r > 60 then
    lost = lost or time()
    if time() - lost > 0.8 then break end
  else
    lost = nil
    motor.speed(1, BASE + KP * (l - r))
    motor.speed(2, BASE - KP * (l - r))
  end
  wait(0.005)
end
motor.stopAll()
LUA
      ;;
    7)  # bang-bang
      cat > "$CLASS/$name.lua" <<LUA
-- $name: bang-bang on the outer sensors
while true do
  local a, b = line.read(1), line.read(3)
  if a < 50 and b > 50 then motor.speed(1, 20) motor.speed(2, 50)
  elseif b < 50 and a > 50 then motor.speed(1, 50) motor.speed(2, 20)
  else motor.speed(1, 45) motor.speed(2, 45) end
  wait(0.01)
end
LUA
      ;;
    8)  # misses: drives, turns, stops
      cat > "$CLASS/$name.lua" <<LUA
-- $name: a fixed route
motor.speed(1, 50) motor.speed(2, 50) wait($((1 + i % 3)))
motor.speed(1, 40) motor.speed(2, -40) wait(0.7)
motor.stopAll()
LUA
      ;;
    9)  # spins until the time limit
      cat > "$CLASS/$name.lua" <<LUA
-- $name: searches for the line forever
motor.speed(1, 30) motor.speed(2, -30)
while line.read(2) > 50 or true do wait(0.5) end
LUA
      ;;
    0)  # a syntax error
      printf -- '-- %s\nmotor.speed(1, 40\nwait(1)\n' "$name" > "$CLASS/$name.lua"
      ;;
  esac
done

cat > "$TMP/assignment.json" <<'JSON'
{
    "format": "botlab.assignment", "version": 1, "title": "Benchmark class", "robot": "line_follower",
    "scenes": [
        {"scene": "line_basic", "time_limit_s": 60},
        {"scene": "line_basic", "name": "line_basic_jitter", "time_limit_s": 60,
         "variations": {"start": {"dx_m": 0.03, "dz_m": 0.005, "yaw_deg": 3}}},
        {"scene": "line_challenge", "time_limit_s": 90}
    ],
    "seeds": [1]
}
JSON

load_before=$(cut -d' ' -f1 /proc/loadavg)
t0=$(date +%s.%N)
/usr/bin/time -f '%U %S' -o "$TMP/cpu.txt" \
    "$GRADE" --assignment "$TMP/assignment.json" --submissions "$CLASS" --out "$TMP/a" --jobs "$JOBS" 2> "$TMP/a.log"
t1=$(date +%s.%N)
cpu=$(awk '{printf "%.2f", $1 + $2}' "$TMP/cpu.txt")
load_between=$(cut -d' ' -f1 /proc/loadavg)
"$GRADE" --assignment "$TMP/assignment.json" --submissions "$CLASS" --out "$TMP/b" --jobs "$JOBS" 2> "$TMP/b.log"
t2=$(date +%s.%N)
identical=false; cmp -s "$TMP/a/grades.csv" "$TMP/b/grades.csv" && identical=true
rows=$(($(wc -l < "$TMP/a/grades.csv") - 1))
passed=$(awk -F, 'NR > 1 && $10 >= 50' "$TMP/a/grades.csv" | wc -l)
# cpu_s: CPU time of the grading and all its workers; cpu_s / jobs is what the wall time would be
# on an otherwise idle machine with `jobs` free cores.
printf '{"class_30x3_s": %.2f, "second_run_s": %.2f, "cpu_s": %s, "cpu_s_per_job": %.2f, "csv_identical": %s, "csv_rows": %d, "rows_passed": %d, "jobs": %d, "cores": %d, "load_average_1min_before": %s, "load_average_1min_between": %s}\n' \
  "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$cpu" "$(echo "$cpu / $JOBS" | bc -l)" "$identical" "$rows" "$passed" "$JOBS" \
  "$(nproc)" "$load_before" "$load_between"
