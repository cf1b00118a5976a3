#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Blocks view benchmark (issue 24) under Xvfb at 1280x720: prints one JSON object with
# blocks_open_ms_200 (goal <= 1000) and blocks_rss_mb (goal <= 200).
#   bench/app/bench_blocks.sh [BUILD_DIR] [PROGRAM.blocks]
set -euo pipefail
build="${1:-build}"
exe="$build/bench/app/botlab-bench-blocks"
[ -x "$exe" ] || { echo "bench_blocks: $exe not built" >&2; exit 2; }
program="${2:-}"
if [ -z "$program" ] && [ -f tests/blocks/data/big_200.blocks ]; then
  program=tests/blocks/data/big_200.blocks
fi
if [ -n "${DISPLAY:-}" ]; then exec "$exe" $program 2>/dev/null; fi
exec xvfb-run -a -s "-screen 0 1280x720x24" "$exe" $program 2>/dev/null
