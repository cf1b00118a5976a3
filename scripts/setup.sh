#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Botlab needs to build, test and run, and the Blocks view's npm
# packages (web/blocks: `npm ci`). Idempotent: when every package is installed and
# web/blocks/node_modules is newer than its lock file it does nothing. Uses sudo when not run as
# root. Extra package names given as arguments are installed too (scripts/package.sh: the
# packaging tools).
set -euo pipefail

PACKAGES=(
  # toolchain
  build-essential cmake pkg-config clang-format ccache
  # libraries
  qt6-base-dev qt6-3d-dev qt6-charts-dev libqscintilla2-qt6-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools libgl-dev libqt6opengl6-dev qt6-qpa-plugins zlib1g-dev libode-dev libassimp-dev liblua5.4-dev libeigen3-dev
  # gamepads, joysticks, steering wheels and pedals (Cockpit mode)
  libsdl2-dev
  # Qt 3D plugins used at run time
  qt6-3d-defaultgeometryloader-plugin qt6-3d-assimpsceneimport-plugin
  # headless GUI tests: X server, software OpenGL, screenshots; a CJK font for the Chinese UI
  xvfb xauth libgl1-mesa-dri mesa-utils fonts-noto-cjk fonts-dejavu-core x11-utils
  # Qt's own texts in Chinese (qtbase_zh_CN.qm: dialog buttons, standard dialogs)
  qt6-translations-l10n
  # the Blocks view: Blockly in Qt WebEngine, talking to C++ over QWebChannel
  qt6-webengine-dev qt6-webchannel-dev libqt6webenginecore6-bin
  "$@"
)

# npm for the Blocks view's Blockly (web/blocks): Debian's npm only when no npm is installed
# (a machine may have another Node.js with its own npm).
if ! command -v npm >/dev/null 2>&1; then
  PACKAGES+=(npm)
fi

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -ne 0 ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: not root and no sudo; install as root: ${missing[*]}" >&2; exit 1; }
    SUDO=sudo
  fi

  echo "setup: installing ${#missing[@]} Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "setup: done"
fi

# Blockly and its plugin, exactly as package-lock.json pins them: when node_modules is missing
# or older than the lock file.
web="$(cd "$(dirname "$0")/.." && pwd)/web/blocks"
if [ ! -d "$web/node_modules" ] || [ "$web/package-lock.json" -nt "$web/node_modules" ]; then
  echo "setup: npm ci in web/blocks"
  if ! (cd "$web" && npm ci --no-audit --no-fund --loglevel=error); then
    echo "setup: npm could not fetch Blockly from the npm registry (see the lines above)." >&2
    echo "setup: behind a proxy with its own certificate authority, point Node.js at it:" >&2
    echo "setup:   NODE_EXTRA_CA_CERTS=/path/to/ca.pem bash scripts/setup.sh" >&2
    exit 1
  fi
  touch "$web/node_modules"
fi
