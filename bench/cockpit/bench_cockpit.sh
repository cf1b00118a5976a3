#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the Cockpit benchmark under a private Xvfb (1280x720x24, Mesa's software OpenGL) and prints
# its JSON: cockpit_real_time_ratio (goal >= 0.98), cockpit_fps (>= 30), platform_udp_hz.
#   bench/cockpit/bench_cockpit.sh [BUILD_DIR] [SECONDS]
set -euo pipefail
build="${1:-build}"
seconds="${2:-20}"
exe="$build/bench/cockpit/botlab-bench-cockpit"
[ -x "$exe" ] || { echo "bench_cockpit: $exe not built" >&2; exit 2; }
exec xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --seconds "$seconds" 2>/dev/null
