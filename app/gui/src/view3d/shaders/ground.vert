// SPDX-License-Identifier: GPL-3.0-or-later
// The ground: a large plane (surroundings.h).
IN(0) vec3 vertexPosition;
OUT(0) vec3 worldPosition;

void main() {
    worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
