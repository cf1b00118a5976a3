#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the reference pictures of the 3D view (docs/reference-pictures.md) into
# docs/images/reference/<picture>-<quality>.png:
#   line-follow       the line-follow demo (line_follower on line_challenge), Simulate mode
#   maze              maze_explorer in the maze
#   fire-fighting     fire_fighter in the fire-fighting arena, the candle burning
#   fire-out          the same after the example program has blown the candle out, seen with the
#                     follow camera (about 19 s of simulated time at real-time speed: this one
#                     takes a minute or more)
#   hexapod-terrain   the hexapod on hexapod_field (Simulate mode)
#   scripts/reference-screenshots.sh [low|high] [BUILD_DIR]
# The quality is passed to botlab as --quality Q when `botlab --help` lists that option (the 3D
# view's quality setting); without it the pictures are taken as the view draws by default.
# Without a DISPLAY it runs under a private Xvfb (1280x800, Mesa's software OpenGL). Each picture
# should stay under 200 KB; the script says so when one does not.
set -euo pipefail
quality="${1:-low}"
build="${2:-build}"
case "$quality" in
  low | high) ;;
  *)
    echo "usage: $0 [low|high] [BUILD_DIR]" >&2
    exit 2
    ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
app="$build/app/gui/botlab"
[ -x "$app" ] || app="$root/$build/app/gui/botlab"
[ -x "$app" ] || { echo "reference-screenshots: $app not built (cmake --build $build --target botlab)" >&2; exit 2; }
out="$root/docs/images/reference"
mkdir -p "$out"

# A private settings folder: no recent files, recovery prompts or saved layouts of the user.
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"

display=()
if [ -z "${DISPLAY:-}" ]; then display=(xvfb-run -a -s "-screen 0 1280x800x24"); fi

options=(--no-recovery)
if "${display[@]}" "$app" --help 2>/dev/null | grep -q -- '--quality'; then
  options+=(--quality "$quality")
else
  echo "reference-screenshots: botlab has no --quality option; taking the view's default look" >&2
fi

status=0
shoot() {  # name, frames, botlab arguments...
  local name="$1" frames="$2"
  shift 2
  local file="$out/$name-$quality.png"
  if ! timeout 300 "${display[@]}" "$app" "${options[@]}" "$@" --frames "$frames" \
    --screenshot "$file" >/dev/null 2>&1; then
    echo "reference-screenshots: $name failed" >&2
    status=1
    return
  fi
  local size
  size="$(stat -c %s "$file")"
  echo "$file $((size / 1024)) KB"
  if [ "$size" -ge 204800 ]; then
    echo "reference-screenshots: $name is over 200 KB" >&2
    status=1
  fi
}

shoot line-follow 40 --demo --mode simulate
shoot maze 40 --robot maze_explorer --scene maze --mode simulate
shoot fire-fighting 40 --robot fire_fighter --scene fire_fighting --mode simulate
# Run the example program until the candle is out (the run ends there, the smoke stays still).
shoot fire-out 2000 --robot fire_fighter --scene fire_fighting --camera follow \
  --program "$root/examples/fire_fighter.lua" --mode simulate --run
shoot hexapod-terrain 40 --robot hexapod --scene hexapod_field --mode simulate
exit "$status"
