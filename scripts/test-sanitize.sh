#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures, builds and runs the test suite under AddressSanitizer + UndefinedBehaviorSanitizer
# (-DBOTLAB_SANITIZE=ON) in its own build directory (build-asan; BOTLAB_ASAN_BUILD_DIR to change
# it), so the normal build/ stays as it is. Not part of scripts/test.sh: the instrumented build
# and run are several times slower. Installs what is missing first (scripts/setup.sh). Exit status 0 when every test passes and no sanitizer reported anything (a report
# aborts the test, so it fails).
#
#   scripts/test-sanitize.sh                 # everything
#   scripts/test-sanitize.sh -R 'lua|blocks' # extra arguments go to ctest
#
# UBSan stops at the first report (-fno-sanitize-recover=undefined). Leak checking is on for
# every test except the GUI ones (cmake/BotlabHelpers.cmake says why: Qt 3D's and Qt WebEngine's
# allocations that outlive main()); no report of ours is suppressed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
BUILD_DIR=${BOTLAB_ASAN_BUILD_DIR:-build-asan}
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBOTLAB_SANITIZE=ON >/dev/null
cmake --build "$BUILD_DIR" -j"$(nproc)"
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
# One test at a time: the sanitizers take memory, and the GUI tests run alone anyway.
ctest --test-dir "$BUILD_DIR" --output-on-failure -j1 "$@"
