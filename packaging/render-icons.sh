#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the PNG sizes of the application icon (icons/hicolor/<N>x<N>/apps/botlab.png) from
# icons/botlab.svg. Run it after changing the SVG and commit the PNGs (the build does not need
# an SVG renderer). Needs rsvg-convert (Debian package librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/icons"
for n in 16 22 24 32 48 64 128 256; do
    mkdir -p "hicolor/${n}x${n}/apps"
    rsvg-convert -w "$n" -h "$n" botlab.svg -o "hicolor/${n}x${n}/apps/botlab.png"
done
