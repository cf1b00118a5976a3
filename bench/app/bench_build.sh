#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Frame rate of the Build mode while a part is dragged over a 200-part robot, and the cost of one
# snap-and-check of the ghost, under Xvfb at 1280x720 with Mesa's software OpenGL. Prints the
# JSON object of botlab-bench-build (build_drag_fps_200_parts, goal >= 30;
# ghost_update_ms_200_parts, goal <= 1).
# QUALITY (low or high, default low): the 3D views' quality setting.
#   bench/app/bench_build.sh [BUILD_DIR] [FRAMES] [QUALITY]
set -euo pipefail
build="${1:-build}"
frames="${2:-300}"
quality="${3:-low}"
exe="$build/bench/app/botlab-bench-build"
[ -x "$exe" ] || { echo "bench_build: $exe not built" >&2; exit 2; }
xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --frames "$frames" --quality "$quality" 2>/dev/null
