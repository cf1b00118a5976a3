#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the user guides' robot-check pictures ("Why does my robot not drive?") in English and
# Chinese from the prepared robots in tests/assembler/data:
#   docs/images/make-robot-check-pictures.sh [BUILD_DIR]
# robot-check-low-caster-<lang>.png and robot-check-good-<lang>.png: Build mode at 1280x800,
# cropped to the right of the 3D view and the side panel (robot check, test drive's path);
# robot-check-test-drive-zh_CN.png: the mirrored motor with its Fix button, the whole window
# (1264x720) as robot-check-test-drive.png in English.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
app="${1:-$root/build}/app/gui/botlab"
[ -x "$app" ] || { echo "$app not built (cmake --build build --target botlab)" >&2; exit 2; }
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"
shot() {  # robot lang size out
  timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" "$app" --no-recovery --lang "$2" \
    --mode build --robot "$root/tests/assembler/data/check_$1.json" --window-size "$3" \
    --screenshot "$4" >/dev/null 2>&1
}
for lang in en zh_CN; do
  for robot in low_caster good; do
    shot "$robot" "$lang" 1280x800 "$home/full.png"
    convert "$home/full.png" -crop 860x655+420+84 +repage \
      "$root/docs/images/robot-check-${robot//_/-}-$lang.png"
  done
done
shot mirrored_motor zh_CN 1264x720 "$root/docs/images/robot-check-test-drive-zh_CN.png"
