#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Scene mode benchmark (issue 13) under Xvfb at 1280x720 with Mesa's software OpenGL: prints one
# JSON object with scene_edit_to_preview_ms (goal <= 200) and plan_pan_fps (goal >= 30).
#   bench/app/bench_scene.sh [BUILD_DIR]
set -euo pipefail
build="${1:-build}"
exe="$build/bench/app/botlab-bench-scene"
[ -x "$exe" ] || { echo "bench_scene: $exe not built" >&2; exit 2; }
if [ -n "${DISPLAY:-}" ]; then exec "$exe" 2>/dev/null; fi
exec xvfb-run -a -s "-screen 0 1280x720x24" "$exe" 2>/dev/null
