// SPDX-License-Identifier: GPL-3.0-or-later
// The unlit vertex-colour material (flames, halos, smoke: dressing/candles.h).
IN(0) vec3 vertexPosition;
IN(1) vec3 vertexNormal;
IN(2) vec4 vertexColor;
OUT(0) vec4 color;

void main() {
    color = vertexColor;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
