#version 150 core
// SPDX-License-Identifier: GPL-3.0-or-later
// Prepended to every shader for Qt 3D's OpenGL renderer (OpenGL 3.2 core). IN/OUT declare the
// stage's inputs and outputs (the location is for the RHI dialect only); Qt 3D's standard
// uniforms are plain uniforms here, set by name where a shader uses them.
#define IN(n) in
#define OUT(n) out
uniform mat4 modelMatrix;
uniform mat3 modelNormalMatrix;
uniform mat4 mvp;
uniform mat4 viewProjectionMatrix;
uniform mat4 inverseViewProjectionMatrix;
uniform vec3 eyePosition;
