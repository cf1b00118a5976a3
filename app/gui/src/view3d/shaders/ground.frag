// SPDX-License-Identifier: GPL-3.0-or-later
// The ground, lit like everything else (lighting.glsl, prepended), with a grid computed per
// pixel (lines about one pixel wide whatever the distance, fading where they would crowd) and
// fading into the horizon's colour far away. grid = (major spacing, minor spacing, fade start,
// fade end) m; gridStrength = (major, minor, distance the minor lines reach (m), unused).
IN(0) vec3 worldPosition;
OUT(0) vec4 fragColor;
#ifdef BOTLAB_RHI
layout(std140, binding = 2) uniform botlab_ground_uniforms {
  vec4 groundColor;
  vec4 grid;
  vec4 gridStrength;
};
#else
uniform vec4 groundColor;
uniform vec4 grid;
uniform vec4 gridStrength;
#endif

float gridLine(vec2 p, float spacing) {
    vec2 c = p / spacing;
    vec2 w = max(fwidth(c), vec2(1e-5));
    vec2 g = abs(fract(c - 0.5) - 0.5) / w;
    float line = 1.0 - min(min(g.x, g.y), 1.0);
    return line * (1.0 - smoothstep(0.12, 0.45, max(w.x, w.y)));
}

void main() {
    vec3 toEye = eyePosition - worldPosition;
    float d = length(toEye);
    vec3 c = lit(groundColor.rgb, vec3(0.0, 1.0, 0.0), toEye / d, vec4(0.0, 1.0, 0.0, 1.0));
    float lines = gridStrength.x * gridLine(worldPosition.xz, grid.x);
    if (gridStrength.y > 0.0) {
        float near = 1.0 - smoothstep(0.5 * gridStrength.z, gridStrength.z, d);
        lines = max(lines, gridStrength.y * near * gridLine(worldPosition.xz, grid.y));
    }
    c *= 1.0 - lines;
    fragColor = vec4(mix(c, horizonColor, smoothstep(grid.z, grid.w, d)), 1.0);
}
