// SPDX-License-Identifier: GPL-3.0-or-later
// The sky's colour goes from the horizon to the zenith (lighting.glsl, prepended) by the height
// of the view ray.
IN(0) vec4 farPoint;
OUT(0) vec4 fragColor;

void main() {
    vec3 dir = normalize(farPoint.xyz / farPoint.w - eyePosition);
    float up = clamp(dir.y, 0.0, 1.0);
    fragColor = vec4(mix(horizonColor, zenithColor, pow(up, 0.55)), 1.0);
}
