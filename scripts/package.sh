#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package <build>/botlab_<version>_amd64.deb with CPack (DEB generator) and
# checks it with lintian (exit status 1 on an error or warning that is not overridden with a
# reason in packaging/lintian-overrides). Installs what is missing first: scripts/setup.sh with
# the packaging tools (dpkg-dev for dpkg-shlibdeps, lintian, file). The package installs under
# /usr; see packaging/CMakeLists.txt for what it holds and depends on.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh dpkg-dev lintian file
BUILD_DIR=${BOTLAB_BUILD_DIR:-build}
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DBOTLAB_SANITIZE=OFF \
    -DCMAKE_INSTALL_PREFIX=/usr >/dev/null
cmake --build "$BUILD_DIR" -j"${BOTLAB_JOBS:-$(nproc)}"
version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$BUILD_DIR/CPackConfig.cmake")
deb="$BUILD_DIR/botlab_${version}_amd64.deb"
rm -f "$deb"
(cd "$BUILD_DIR" && cpack -G DEB --config CPackConfig.cmake >cpack.log 2>&1) ||
    { tail -30 "$BUILD_DIR/cpack.log"; exit 1; }
[ -f "$deb" ] || { echo "package.sh: CPack did not write $deb" >&2; exit 1; }
echo "package.sh: $deb ($(du -h "$deb" | cut -f1), installed size $(dpkg-deb -f "$deb" Installed-Size) KiB)"
dpkg-deb -f "$deb" Depends
# lintian warns when run as root; that is the only line it may print besides the tags.
lintian --fail-on error,warning --display-info "$deb" 2> >(grep -v 'running with root privileges' >&2)
echo "package.sh: lintian passed"
