#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the Cockpit benchmark under a private Xvfb (1280x720x24, Mesa's software OpenGL) and prints
# its JSON: cockpit_real_time_ratio (goal >= 0.98), cockpit_fps (>= 30), platform_udp_hz, and
# cockpit_max_realtime_hz (the highest physics rate at which the Cockpit holds real time with the
# manned hexapod; seed 000: 550 Hz). About 1.5 to 2 minutes.
#   bench/cockpit/bench_cockpit.sh [BUILD_DIR] [SECONDS] [more botlab-bench-cockpit options]
set -euo pipefail
build="${1:-build}"
seconds="${2:-10}"
shift $(( $# > 2 ? 2 : $# ))
exe="$build/bench/cockpit/botlab-bench-cockpit"
[ -x "$exe" ] || { echo "bench_cockpit: $exe not built" >&2; exit 2; }
exec xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --seconds "$seconds" "$@" 2>/dev/null
