#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and starts Botlab on its line-follow demo.
# Extra arguments go to the botlab executable.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
exec "${BOTLAB_BUILD_DIR:-build}/app/gui/botlab" --demo "$@"
