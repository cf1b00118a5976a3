// SPDX-License-Identifier: GPL-3.0-or-later
// The lit vertex-colour material lit per vertex (Low quality, materials.h): the same lighting as
// lit.frag (lighting.glsl, prepended), computed at the vertices and interpolated, so that a
// software rasteriser shades each pixel with one multiply-add instead of the whole lighting.
IN(0) vec3 vertexPosition;
IN(1) vec3 vertexNormal;
IN(2) vec4 vertexColor;
OUT(0) vec4 color;
#ifdef BOTLAB_RHI
layout(std140, binding = 2) uniform botlab_material_uniforms {
  vec4 tint;
  vec4 finish;
};
#else
uniform vec4 tint;
uniform vec4 finish;
#endif

void main() {
    vec3 n = normalize(modelNormalMatrix * vertexNormal);
    vec3 p = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    vec3 c = lit(vertexColor.rgb, n, normalize(eyePosition - p), finish);
    color = vec4(mix(c, tint.rgb, tint.a), vertexColor.a);
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
