#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Retakes the AppStream screenshots (packaging/screenshots/*.png) with the built app under Xvfb
# (scripts/with-display.sh: 1280x800). Look at them before committing: --run starts the
# simulation once the world is loaded, and a picture taken before that shows the robot at its start.
set -euo pipefail
cd "$(dirname "$0")/.."
B=${BOTLAB_BUILD_DIR:-build}/app/gui/botlab
S=packaging/screenshots
shot() { local out=$1; shift; scripts/with-display.sh "$B" --no-recovery --run "$@" --screenshot "$S/$out" >/dev/null; }
shot line-follower.png --demo --lang en --frames 260
shot line-follower-zh_CN.png --demo --lang zh_CN --frames 260
shot maze.png --robot maze_explorer --scene maze --program examples/maze_wall_follower.lua --lang en --frames 400
