#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes a picture of every mode (build, program, scene, simulate, cockpit) on the two commonest
# school laptop screens (1024x600, 1366x768) in English and Chinese, to see that nothing is cut
# off (issue 30):
#   scripts/screenshots.sh [OUT_DIR] [BUILD_DIR]
# Each picture is OUT_DIR/<mode>-<W>x<H>-<lang>.png (default OUT_DIR: screenshots/), taken under a
# private Xvfb of that screen's size with the window the size of the screen (--window-size), the
# line-follow demo open. Each run has its own settings folder (no recent files or recovery).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-screenshots}"
build="${2:-build}"
app="$build/app/gui/botlab"
[ -x "$app" ] || app="$root/$build/app/gui/botlab"
[ -x "$app" ] || { echo "screenshots: $app not built (cmake --build $build --target botlab)" >&2; exit 2; }
mkdir -p "$out"

home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"

status=0
for size in 1024x600 1366x768; do
  for lang in en zh_CN; do
    for mode in build program scene simulate cockpit; do
      file="$out/$mode-$size-$lang.png"
      if ! timeout 300 xvfb-run -a -s "-screen 0 ${size}x24" "$app" --no-recovery --demo \
        --lang "$lang" --mode "$mode" --window-size "$size" --frames 30 --screenshot "$file" \
        >/dev/null 2>&1; then
        echo "screenshots: $mode at $size in $lang failed" >&2
        status=1
        continue
      fi
      echo "$file"
    done
  done
done
exit "$status"
