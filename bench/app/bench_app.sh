#!/usr/bin/env bash
# Frame rate of the botlab window (line-follow demo, simulation running in real time) against the
# bare Qt 3D program drawing the same meshes and texture into a window of the same size as the
# app's 3D view, one after the other under Xvfb at 1280x720 with Mesa's software OpenGL. Prints one
# JSON object. Goals (issue 6): botlab_fps >= 30, fps_ratio >= 0.8, botlab_first_frame_ms <= 2000.
#   bench/app/bench_app.sh [BUILD_DIR] [FRAMES]
set -euo pipefail
build="${1:-build}"
frames="${2:-300}"
app="$build/app/gui/botlab"
bare="$build/bench/app/botlab-bench-app-bare"
for exe in "$app" "$bare"; do
  [ -x "$exe" ] || { echo "bench_app: $exe not built" >&2; exit 2; }
done
xvfb=(xvfb-run -a -s "-screen 0 1280x720x24")
field() { awk -v k="$1:" '$1 == k { print $2 }' <<<"$2"; }
out_app="$("${xvfb[@]}" "$app" --demo --run --no-recovery --frames "$frames" 2>/dev/null)"
# The bare program draws into a window the size of the app's 3D view (same pixels to fill).
view_size="$(field view_size "$out_app")"
out_bare="$("${xvfb[@]}" "$bare" --frames "$frames" --size "$view_size" 2>/dev/null)"
app_fps="$(field fps "$out_app")"
bare_fps="$(field fps "$out_bare")"
ratio="$(awk -v a="$app_fps" -v b="$bare_fps" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')"
cat <<JSON
{
  "resolution": "1280x720",
  "view_size": "$view_size",
  "frames": $frames,
  "botlab_fps": $app_fps,
  "botlab_frame_time_p95_ms": $(field frame_time_p95_ms "$out_app"),
  "botlab_first_frame_ms": $(field first_frame_ms "$out_app"),
  "botlab_sim_real_time_factor": $(field real_time_factor "$out_app"),
  "botlab_sim_time_s": $(field sim_time_s "$out_app"),
  "bare_fps": $bare_fps,
  "bare_frame_time_p95_ms": $(field frame_time_p95_ms "$out_bare"),
  "bare_first_frame_ms": $(field first_frame_ms "$out_bare"),
  "fps_ratio": $ratio,
  "cores": $(nproc),
  "load_average_1min": $(cut -d' ' -f1 /proc/loadavg)
}
JSON
