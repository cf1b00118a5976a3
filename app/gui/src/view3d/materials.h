// SPDX-License-Identifier: GPL-3.0-or-later
// The materials of Botlab's 3D views (SceneView and BuildView alike) and the shaders they draw
// with. The shaders are resource files (view3d/shaders/, embedded under ":/botlab/shaders/"):
// one .vert and one .frag per material, written once for both of Qt 3D's renderers, each
// compiled with its dialect's preamble (preamble_gl150.glsl for the OpenGL renderer,
// preamble_rhi450.glsl for the RHI renderer) and the shared lighting (lighting.glsl) put in
// front. The lighting: a key and a fill light, a sky light, Blinn-Phong highlights by surface
// finish.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QString>
#include <QVector3D>
#include <QVector4D>
#include <array>
#include <functional>

#include "botlab/sim/robot_model.h"

namespace Qt3DCore {
class QNode;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QMaterial;
class QRenderPass;
}  // namespace Qt3DRender

namespace botlab::gui {

/// The GLSL dialect of one of Qt 3D's renderers.
enum class ShaderDialect {
    Gl150,   ///< The OpenGL renderer (OpenGL 3.2 core): GLSL 1.50, plain uniforms.
    Rhi450,  ///< The RHI renderer: GLSL 4.50 with Qt 3D's uniform blocks.
};

/// The source of the shader `file` (a name under view3d/shaders/, e.g. "lit.frag") for
/// `dialect`: the dialect's preamble, the lighting (lighting.glsl with the lights of
/// keyLightDirection() ... filled in) and the file. Read from the resources once and cached.
/// Asserts that the file exists (the shaders are compiled in).
QByteArray shaderSource(ShaderDialect dialect, const QString& file);

/// A material of our own shaders, `name`.vert and `name`.frag (view3d/shaders/): one technique
/// for OpenGL 3.2 core (GLSL 150) and one for Qt 3D's RHI renderer (GLSL 450), each one forward
/// pass; `states` (may be empty) adds render states to each pass. Owned by `parent`.
Qt3DRender::QMaterial* makeMaterial(Qt3DCore::QNode* parent, const QString& name,
                                    const std::function<void(Qt3DRender::QRenderPass*)>& states);

/// Render states for translucent drawing: alpha blending, no depth writes.
void addAlphaBlending(Qt3DRender::QRenderPass* pass);

/// The view's material: vertex colours lit by the key, fill and sky lights with a Blinn-Phong
/// highlight for `finish`, with `tint` (RGB, A = how much) blended in. `translucent` draws with
/// alpha blending (the vertex colours' alpha) and without writing depth, for ghosts;
/// `cull_back_faces` skips triangles facing away (closed meshes wound counter-clockwise seen from
/// outside). `per_vertex` lights the vertices and interpolates the colour (lit_vertex.vert; Low
/// quality: a software rasteriser's cost per pixel drops to almost nothing) instead of lighting
/// each pixel. Owned by `parent`. Both Qt 3D renderers (RHI and GL).
Qt3DRender::QMaterial* makeVertexColorMaterial(Qt3DCore::QNode* parent, const QVector4D& tint,
                                               bool translucent = false,
                                               bool cull_back_faces = false,
                                               sim::Finish finish = sim::Finish::Plastic,
                                               bool per_vertex = false);

/// (specular strength, shininess, specular tint by the base colour 0-1, diffuse factor) of a
/// finish: the lit material's "finish" parameter.
QVector4D finishParameters(sim::Finish finish);

/// Index 0, 1, 2 of a finish (Plastic, Metal, Rubber), for arrays of meshes split by finish.
inline int finishIndex(sim::Finish f) {
    return f == sim::Finish::Metal ? 1 : f == sim::Finish::Rubber ? 2 : 0;
}
inline constexpr std::array<sim::Finish, 3> kFinishes = {sim::Finish::Plastic, sim::Finish::Metal,
                                                         sim::Finish::Rubber};

/// The lights (world frame, +Y up): the key light comes from above, front left of the default
/// camera; the fill light from the other side, low and cool. Directions towards the light, unit
/// length.
QVector3D keyLightDirection();
QVector3D fillLightDirection();
/// The colour where the ground meets the sky, and the sky's colour straight up.
QColor horizonColor();
QColor zenithColor();

}  // namespace botlab::gui
