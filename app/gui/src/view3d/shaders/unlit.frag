// SPDX-License-Identifier: GPL-3.0-or-later
// The unlit material: the vertex colour times the tint.
IN(0) vec4 color;
OUT(0) vec4 fragColor;
#ifdef BOTLAB_RHI
layout(std140, binding = 2) uniform botlab_material_uniforms {
  vec4 tint;
};
#else
uniform vec4 tint;
#endif

void main() {
    fragColor = vec4(color.rgb * tint.rgb, color.a * tint.a);
}
