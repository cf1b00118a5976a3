// SPDX-License-Identifier: GPL-3.0-or-later
// The sky: one triangle covering the screen at the far plane (surroundings.h).
IN(0) vec3 vertexPosition;
OUT(0) vec4 farPoint;

void main() {
    farPoint = inverseViewProjectionMatrix * vec4(vertexPosition.xy, 1.0, 1.0);
    gl_Position = vec4(vertexPosition.xy, 0.99999, 1.0);
}
