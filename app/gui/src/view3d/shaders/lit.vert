// SPDX-License-Identifier: GPL-3.0-or-later
// The lit vertex-colour material (materials.h): world normal and position for the lighting.
IN(0) vec3 vertexPosition;
IN(1) vec3 vertexNormal;
IN(2) vec4 vertexColor;
OUT(0) vec3 worldNormal;
OUT(1) vec4 color;
OUT(2) vec3 worldPosition;

void main() {
    worldNormal = normalize(modelNormalMatrix * vertexNormal);
    worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    color = vertexColor;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
