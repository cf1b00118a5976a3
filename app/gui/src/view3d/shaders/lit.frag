// SPDX-License-Identifier: GPL-3.0-or-later
// The lit vertex-colour material: the vertex colour lit (lighting.glsl, prepended), mixed with
// the tint by its alpha; the vertex alpha stays (translucent goal zones).
IN(0) vec3 worldNormal;
IN(1) vec4 color;
IN(2) vec3 worldPosition;
OUT(0) vec4 fragColor;
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
    vec3 n = normalize(worldNormal);
    vec3 v = normalize(eyePosition - worldPosition);
    vec3 c = lit(color.rgb, n, v, finish);
    fragColor = vec4(mix(c, tint.rgb, tint.a), color.a);
}
