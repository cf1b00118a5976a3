#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the arena example programs with botlab-run (issue 27): in the built-in sumo arena the
# sumo pusher beats a robot that does nothing, from either start and whichever pair comes first
# (exit 0, the pusher "won" with 3 points, decided by a push-out); two pushers from mirrored
# starts give the same match by start when the starts are swapped, so the result swaps by robot;
# the racer beats a robot that stays on its start in the race.
# Usage: check_arena_examples.sh <botlab-run> <source dir>
set -u
RUN="$1"; SRC="$2"; TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
PUSH="$SRC/examples/arenas/sumo_pusher.lua"
printf 'wait(120)\n' > "$TMP/idle.lua"

# result FILE OWNER -> "outcome points" of the robot with that owner
result() {
    python3 - "$1" "$2" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
x = [x for x in r["robots"] if x["owner"] == sys.argv[2]][0]
print(x["outcome"], x["points"], r["match"]["reason"])
PY
}

for first in pusher idle; do
    for pusher_start in 0 1; do
        idle_start=$((1 - pusher_start))
        P=(--robot line_follower --program "$PUSH" --owner Pusher --start $pusher_start)
        I=(--robot line_follower --program "$TMP/idle.lua" --owner Idle --start $idle_start)
        if [ $first = pusher ]; then args=("${P[@]}" "${I[@]}"); else args=("${I[@]}" "${P[@]}"); fi
        "$RUN" --scene sumo --stop-when-decided "${args[@]}" --report "$TMP/r.json" \
            > "$TMP/out.txt" 2> "$TMP/err.txt"
        rc=$?; [ $rc -eq 0 ] || fail "sumo match exit $rc: $(cat "$TMP/err.txt")"
        got="$(result "$TMP/r.json" Pusher)"
        [ "$got" = "won 3 pushed_out" ] \
            || fail "pusher on start $pusher_start ($first first): $got; $(cat "$TMP/out.txt")"
        [ "$(result "$TMP/r.json" Idle)" = "lost 0 pushed_out" ] || fail "the idle robot did not lose"
        grep -q "Pushed the other robot out of the ring" "$TMP/out.txt" \
            || fail "no match line in the summary: $(cat "$TMP/out.txt")"
    done
done

# Two pushers; swapping their starts gives the same match by start (and the same hash).
"$RUN" --scene sumo --stop-when-decided --robot line_follower --program "$PUSH" --owner A --start 0 \
    --robot line_follower --program "$PUSH" --owner B --start 1 --report "$TMP/ab.json" > /dev/null 2>&1 \
    || fail "two pushers exit $?"
"$RUN" --scene sumo --stop-when-decided --robot line_follower --program "$PUSH" --owner A --start 1 \
    --robot line_follower --program "$PUSH" --owner B --start 0 --report "$TMP/ba.json" > /dev/null 2>&1 \
    || fail "two pushers swapped exit $?"
python3 - "$TMP/ab.json" "$TMP/ba.json" <<'PY' || fail "swapping the starts did not swap the result"
import json, sys
ab, ba = (json.load(open(p)) for p in sys.argv[1:3])
assert ab["state_hash"] == ba["state_hash"], (ab["state_hash"], ba["state_hash"])
by_start = lambda r: {x["start"]: x["outcome"] for x in r["robots"]}
by_owner = lambda r: {x["owner"]: x["outcome"] for x in r["robots"]}
assert by_start(ab) == by_start(ba), (by_start(ab), by_start(ba))
if not ab["match"]["draw"]:
    assert by_owner(ab)["A"] == by_owner(ba)["B"] and by_owner(ab)["B"] == by_owner(ba)["A"]
PY

# The racer against a robot that stays on its start.
"$RUN" --scene race --stop-when-decided \
    --robot line_follower --program "$SRC/examples/arenas/racer.lua" --owner Racer \
    --robot line_follower --program "$TMP/idle.lua" --owner Idle --report "$TMP/race.json" \
    > "$TMP/race.txt" 2>&1 || fail "race exit $?"
[ "$(result "$TMP/race.json" Racer)" = "won 3 finished_first" ] \
    || fail "racer: $(result "$TMP/race.json" Racer); $(cat "$TMP/race.txt")"
echo "arena examples OK"
