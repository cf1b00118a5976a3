#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Benchmark of botlab-grade's tournaments (issue 27's acceptance): a class of 30 students plays a
# sumo round robin, both sides of every pair (30 x 29 = 870 matches of at most 60 s), with
# --jobs 2; prints one JSON object: tournament_30_s (wall time, goal <= 360 s on 2 cores), the
# matches, how many were decided before their 60 s, the mean simulated length, the CPU time used
# (grader + workers), and the load average before and after, since the machine may be shared.
# estimate_30_on_2_idle_cores_s extrapolates the CPU time per match to 870 matches on two idle
# cores (run with fewer STUDENTS for a quick figure: 8 students play 56 matches).
# The students' programs are the example sumo pusher (examples/arenas/sumo_pusher.lua) with its
# constants varied per student (search speed, push and back-off times, sight and contact range).
# Usage: bench/grade/bench_tournament.sh [BUILD_DIR] [JOBS] [STUDENTS] [ARENA]
#   ARENA: a built-in arena or an arena scene file (default sumo), e.g. an older sumo.json to
#   compare physics settings.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BUILD="${1:-$HERE/../../build}"
JOBS="${2:-2}"
STUDENTS="${3:-30}"
ARENA="${4:-sumo}"
GRADE="$BUILD/app/grade/botlab-grade"
[ -x "$GRADE" ] || { echo "no $GRADE: build the botlab-grade target" >&2; exit 1; }
PUSHER="$HERE/../../examples/arenas/sumo_pusher.lua"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
CLASS="$TMP/class"; mkdir -p "$CLASS"

for i in $(seq 1 "$STUDENTS"); do
  name=$(printf 'student%02d' "$i")
  search=$((25 + (i * 7) % 40))            # 25..64 %
  push="0.$((2 + (i * 3) % 6))"            # 0.2..0.7 s
  back="0.$((10 + (i * 11) % 30))"         # 0.10..0.39 s
  see=$((40 + (i * 13) % 50))              # 40..89 cm
  contact=$((5 + i % 6))                   # 5..10 cm
  sed -e "s/^local SEARCH = .*/local SEARCH = $search/" \
      -e "s/^local PUSH_S = .*/local PUSH_S = $push/" \
      -e "s/^local BACK_S = .*/local BACK_S = $back/" \
      -e "s/^local SEE_CM = .*/local SEE_CM = $see/" \
      -e "s/^local CONTACT_CM = .*/local CONTACT_CM = $contact/" \
      "$PUSHER" > "$CLASS/$name.lua"
done
cat > "$TMP/tournament.json" <<JSON
{"format": "botlab.assignment", "version": 1, "kind": "tournament", "title": "Bench: sumo, $STUDENTS students",
 "robot": "line_follower", "arena": "$ARENA", "rounds": "round_robin", "time_limit_s": 60}
JSON

load_before=$(cut -d' ' -f1 /proc/loadavg)
cpu_before=$(awk '{print $14+$15+$16+$17}' /proc/$$/stat)
start=$(date +%s.%N)
"$GRADE" --assignment "$TMP/tournament.json" --submissions "$CLASS" --out "$TMP/out" \
    --jobs "$JOBS" > /dev/null 2> "$TMP/err.txt" || { tail -3 "$TMP/err.txt" >&2; exit 1; }
end=$(date +%s.%N)
cpu_after=$(awk '{print $14+$15+$16+$17}' /proc/$$/stat)
load_after=$(cut -d' ' -f1 /proc/loadavg)
ticks=$(getconf CLK_TCK)

python3 - "$TMP/out/matches.csv" "$start" "$end" "$cpu_before" "$cpu_after" "$ticks" \
    "$load_before" "$load_after" "$JOBS" "$STUDENTS" <<'PY'
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
start, end = float(sys.argv[2]), float(sys.argv[3])
cpu = (float(sys.argv[5]) - float(sys.argv[4])) / float(sys.argv[6])
ends = [float(r["end_time_s"]) for r in rows if r["end_time_s"]]
results = {}
for r in rows:
    results[r["result"]] = results.get(r["result"], 0) + 1
print(json.dumps({
    "tournament_30_s": round(end - start, 1),
    "students": int(sys.argv[10]),
    "matches": len(rows),
    "jobs": int(sys.argv[9]),
    "decided_before_time_up": sum(1 for e in ends if e < 59.999),
    "mean_match_sim_s": round(sum(ends) / len(ends), 2) if ends else 0,
    "results": results,
    "cpu_s": round(cpu, 1),
    "cpu_ms_per_match": round(1000 * cpu / max(1, len(rows)), 1),
    # What 30 students' 870 matches take on two otherwise idle cores at this CPU cost per match
    # (a smaller class measures it quickly; the machine's load does not change CPU time much).
    "estimate_30_on_2_idle_cores_s": round(870 * cpu / max(1, len(rows)) / 2, 1),
    "load_before": float(sys.argv[7]),
    "load_after": float(sys.argv[8]),
    "goal_s": 360,
}, indent=1))
PY
