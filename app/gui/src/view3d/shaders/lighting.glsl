// SPDX-License-Identifier: GPL-3.0-or-later
// The lighting shared by the lit material, the ground, the sky and the projected shadows:
// the lights (world frame, +Y up; the marked values are filled in from view3d/surroundings.cpp's
// constants when the shader is loaded) and lit().
const vec3 keyDir = @KEY_DIR@;
const vec3 keyColor = vec3(1.0, 0.96, 0.88);
const vec3 fillDir = @FILL_DIR@;
const vec3 fillColor = vec3(0.50, 0.56, 0.66);
const vec3 skyLight = vec3(0.34, 0.37, 0.42);
const vec3 groundLight = vec3(0.22, 0.21, 0.20);
const vec3 horizonColor = @HORIZON_COLOR@;
const vec3 zenithColor = @ZENITH_COLOR@;

// Base colour lit by the key, fill and sky lights; fin = (specular strength, shininess,
// specular tinted by the base colour 0-1, diffuse factor); n, v unit normal and direction to eye.
vec3 lit(vec3 base, vec3 n, vec3 v, vec4 fin) {
    if (dot(n, v) < 0.0) n = -n;  // two-sided: what is seen is lit from the viewer's side
    float dk = max(dot(n, keyDir), 0.0);
    float df = max(dot(n, fillDir), 0.0);
    vec3 sky = mix(groundLight, skyLight, 0.5 + 0.5 * n.y);
    vec3 c = base * fin.w * (sky + 0.58 * dk * keyColor + 0.40 * df * fillColor);
    vec3 spec = mix(vec3(1.0), base, fin.z);
    float sk = dk > 0.0 ? pow(max(dot(n, normalize(keyDir + v)), 0.0), fin.y) : 0.0;
    float sf = df > 0.0 ? pow(max(dot(n, normalize(fillDir + v)), 0.0), fin.y) : 0.0;
    c += fin.x * spec * (sk * keyColor + 0.35 * sf * fillColor);
    // Metal mirrors the sky a little: brighter above, darker towards the ground.
    vec3 r = reflect(-v, n);
    c += fin.z * 0.3 * spec * mix(groundLight, horizonColor, clamp(0.5 + r.y, 0.0, 1.0));
    return c;
}
