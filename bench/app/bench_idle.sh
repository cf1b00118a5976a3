#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the botlab window costs while nothing happens (issue 17: "idle costs nothing"): the app's
# CPU time (all its threads, Mesa's software rasteriser included: utime + stime of
# /proc/PID/stat) over a 10 s window, as a percentage of one core, under Xvfb at 1280x720 with
# Mesa's software OpenGL, in these states:
#   demo_ready      the line-follow demo loaded, not started (--demo)
#   demo_paused     the demo running, then paused (F6)
#   demo_stopped    the demo running, then stopped (Shift+F5)
#   build_idle      Build mode with its robot (--mode build)
#   scene_idle      Scene mode (--mode scene)
#   cockpit_paused  Cockpit mode, its drive paused (the Pause button)
# Goal: every figure <= 5 (% of one core). Prints one JSON object. Needs xdotool.
#   bench/app/bench_idle.sh [BUILD_DIR] [SECONDS]
set -euo pipefail
build="${1:-build}"
secs="${2:-10}"
app="$(realpath "$build/app/gui/botlab")"
[ -x "$app" ] || { echo "bench_idle: $app not built" >&2; exit 2; }
command -v xdotool >/dev/null || { echo "bench_idle: xdotool is needed" >&2; exit 2; }
export BOTLAB_SOURCE_DIR="${BOTLAB_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}"
tmp="$(mktemp -d)"
export HOME="$tmp" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"  # no settings kept
display=":$((200 + RANDOM % 500))"
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanup() { kill "$xvfb" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
export DISPLAY="$display"
sleep 1
hz="$(getconf CLK_TCK)"

# CPU ticks (utime + stime, all threads) of a process.
ticks() { sed 's/^.*) //' "/proc/$1/stat" | awk '{ print $12 + $13 }'; }
window() { xdotool search --sync --onlyvisible --name "Botlab" 2>/dev/null | head -1; }
key() { local w; w="$(window)"; xdotool windowfocus --sync "$w" 2>/dev/null || true; xdotool key "$@"; }

# measure NAME SETUP ARGS...: start the app with ARGS, wait, run SETUP, settle, measure.
measure() {
  local name="$1" setup="$2"
  shift 2
  "$app" --no-recovery "$@" >/dev/null 2>&1 &
  local pid=$!
  sleep 6
  $setup
  sleep 3
  local t0 t1
  t0="$(ticks "$pid")"
  sleep "$secs"
  t1="$(ticks "$pid")"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  awk -v d="$((t1 - t0))" -v hz="$hz" -v s="$secs" -v n="$name" \
    'BEGIN { printf "  \"%s_cpu_percent\": %.2f,\n", n, 100.0 * d / hz / s }'
}
none() { :; }
pause() { key F6; }
stop() { key shift+F5; }
cockpit_pause() {
  # The Cockpit's Pause button (the window fills the 1280x720 screen; it sits in the bar above
  # the views, right of the soil chooser). Set COCKPIT_PAUSE_X/Y if the layout moves it.
  xdotool mousemove "${COCKPIT_PAUSE_X:-611}" "${COCKPIT_PAUSE_Y:-63}" click 1
}

load_before="$(cut -d' ' -f1 /proc/loadavg)"
echo "{"
echo "  \"seconds\": $secs,"
echo "  \"resolution\": \"1280x720\","
measure demo_ready none --demo
measure demo_paused pause --demo --run
measure demo_stopped stop --demo --run
measure build_idle none --mode build
measure scene_idle none --mode scene
measure cockpit_paused cockpit_pause --mode cockpit
echo "  \"goal_cpu_percent\": 5,"
echo "  \"cores\": $(nproc),"
echo "  \"load_average_1min_before\": $load_before,"
echo "  \"load_average_1min_after\": $(cut -d' ' -f1 /proc/loadavg)"
echo "}"
