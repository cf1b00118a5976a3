// SPDX-License-Identifier: GPL-3.0-or-later
// Projected shadows: dark and translucent (blended once per pixel by the stencil test).
OUT(0) vec4 fragColor;

void main() {
    fragColor = vec4(0.02, 0.03, 0.06, 0.35);
}
