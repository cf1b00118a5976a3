// SPDX-License-Identifier: GPL-3.0-or-later
// The lit vertex-colour material lit per vertex (lit_vertex.vert): the interpolated colour.
IN(0) vec4 color;
OUT(0) vec4 fragColor;
#ifdef BOTLAB_RHI
layout(std140, binding = 2) uniform botlab_material_uniforms {
  vec4 tint;
  vec4 finish;
};
#endif

void main() {
    fragColor = color;
}
