#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and runs every test (CTest). Exit status 0 when all pass.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh "$@"
ctest --test-dir "${BOTLAB_BUILD_DIR:-build}" --output-on-failure -j"$(nproc)"
