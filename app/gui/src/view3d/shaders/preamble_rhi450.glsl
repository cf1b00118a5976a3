#version 450
// SPDX-License-Identifier: GPL-3.0-or-later
// Prepended to every shader for Qt 3D's RHI renderer (Qt 3D 6.4): GLSL 4.50 with the uniform
// blocks Qt 3D fills (binding 0: render view, 1: command); a shader's material parameters are
// its block at binding 2, declared under BOTLAB_RHI.
#define BOTLAB_RHI 1
#define IN(n) layout(location = n) in
#define OUT(n) layout(location = n) out
layout(std140, binding = 0) uniform qt3d_render_view_uniforms {
  mat4 viewMatrix;
  mat4 projectionMatrix;
  mat4 uncorrectedProjectionMatrix;
  mat4 clipCorrectionMatrix;
  mat4 viewProjectionMatrix;
  mat4 inverseViewMatrix;
  mat4 inverseProjectionMatrix;
  mat4 inverseViewProjectionMatrix;
  mat4 viewportMatrix;
  mat4 inverseViewportMatrix;
  vec4 textureTransformMatrix;
  vec3 eyePosition;
  float aspectRatio;
  float gamma;
  float exposure;
  float time;
};
layout(std140, binding = 1) uniform qt3d_command_uniforms {
  mat4 modelMatrix;
  mat4 inverseModelMatrix;
  mat4 modelViewMatrix;
  mat3 modelNormalMatrix;
  mat4 inverseModelViewMatrix;
  mat4 mvp;
  mat4 inverseModelViewProjectionMatrix;
};
