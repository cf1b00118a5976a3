#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing (scripts/setup.sh), then configures and builds Botlab into build/.
# Extra arguments go to CMake's configure step, e.g. -DBOTLAB_SANITIZE=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
BUILD_DIR=${BOTLAB_BUILD_DIR:-build}
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="${BOTLAB_BUILD_TYPE:-Release}" "$@" >/dev/null
cmake --build "$BUILD_DIR" -j"$(nproc)"
