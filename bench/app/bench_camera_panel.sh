#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# camera_panel_fps (issue 26): the frame rate of the botlab window running the line follower with
# a colour camera (and a lidar) on line_basic, in Simulate mode so the Devices panel shows the
# camera's live image (10 new images a simulated second) and the lidar's plot (5 scans a second),
# the simulation at real time, under Xvfb at 1280x720 with Mesa's software OpenGL. The same run
# without the eyes' robot (the plain line_follower) is the reference. Prints one JSON object.
# Goal: camera_panel_fps >= 30.
#   bench/app/bench_camera_panel.sh [BUILD_DIR] [FRAMES] [QUALITY]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
src="$(cd "$here/../.." && pwd)"
build="${1:-build}"
frames="${2:-300}"
quality="${3:-low}"
case "$quality" in low|high) ;; *) echo "bench_camera_panel: QUALITY must be low or high" >&2; exit 2;; esac
app="$build/app/gui/botlab"
[ -x "$app" ] || { echo "bench_camera_panel: $app not built" >&2; exit 2; }
xvfb=(xvfb-run -a -s "-screen 0 1280x720x24")
field() { awk -v k="$1:" '$1 == k { print $2 }' <<<"$2"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }'; }
run() {  # run ROBOT: the window in Simulate mode (the Devices panel shown), the program running
  "${xvfb[@]}" "$app" --robot "$1" --scene line_basic --program "$src/examples/line_follower.lua" \
    --mode simulate --run --no-recovery --quality "$quality" --frames "$frames" 2>/dev/null
}
load_before="$(cut -d' ' -f1 /proc/loadavg)"
out_eyes="$(run "$src/bench/app/line_follower_eyes.json")"
out_plain="$(run line_follower)"
eyes_fps="$(field fps "$out_eyes")"
plain_fps="$(field fps "$out_plain")"
cat <<JSON
{
  "resolution": "1280x720",
  "quality": "$quality",
  "frames": $frames,
  "camera_panel_fps": $eyes_fps,
  "camera_panel_frame_time_p95_ms": $(field frame_time_p95_ms "$out_eyes"),
  "camera_panel_cpu_ms_per_frame": $(field cpu_ms_per_frame "$out_eyes"),
  "camera_panel_sim_real_time_factor": $(field real_time_factor "$out_eyes"),
  "camera_panel_sim_time_s": $(field sim_time_s "$out_eyes"),
  "no_camera_fps": $plain_fps,
  "no_camera_cpu_ms_per_frame": $(field cpu_ms_per_frame "$out_plain"),
  "fps_ratio_to_no_camera": $(ratio "$eyes_fps" "$plain_fps"),
  "cores": $(nproc),
  "load_average_1min_before": $load_before,
  "load_average_1min_after": $(cut -d' ' -f1 /proc/loadavg)
}
JSON
