// SPDX-License-Identifier: GPL-3.0-or-later
// Projected shadows (High, surroundings.h): each vertex moved along the key light (lighting.glsl,
// prepended) onto the plane y = shadowPlane.x, p' = p - L (p.y - y0) / L.y.
IN(0) vec3 vertexPosition;
#ifdef BOTLAB_RHI
layout(std140, binding = 2) uniform botlab_shadow_uniforms {
  vec4 shadowPlane;
};
#else
uniform vec4 shadowPlane;
#endif

void main() {
    vec3 p = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    p -= keyDir * ((p.y - shadowPlane.x) / keyDir.y);
    gl_Position = viewProjectionMatrix * vec4(p, 1.0);
}
