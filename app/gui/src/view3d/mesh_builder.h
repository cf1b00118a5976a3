// SPDX-License-Identifier: GPL-3.0-or-later
// Triangle meshes for the 3D view: primitives (box, sphere, cylinder), heightfields and merged
// static geometry, as plain arrays that become one Qt 3D geometry each. Keeping one geometry per
// rigid link or per static group keeps the entity count (and the draw calls) low.
#pragma once

#include <QMatrix4x4>
#include <QVector3D>
#include <array>
#include <vector>

#include "botlab/sim/types.h"
#include "botlab/sim/world_model.h"

namespace Qt3DCore {
class QGeometry;
class QNode;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace botlab::gui {

/// Interleaved vertices: position (3 floats, m), normal (3), colour RGBA (4), all in one frame.
struct ColoredMesh {
    std::vector<float> vertices;  ///< 10 floats per vertex; 3 vertices per triangle.

    int vertexCount() const { return int(vertices.size() / 10); }
    bool empty() const { return vertices.empty(); }
    void addTriangle(const QVector3D& a, const QVector3D& b, const QVector3D& c,
                     const std::array<float, 4>& rgba);
    /// Appends a triangle with explicit vertex normals.
    void addTriangle(const QVector3D& a, const QVector3D& b, const QVector3D& c,
                     const QVector3D& na, const QVector3D& nb, const QVector3D& nc,
                     const std::array<float, 4>& rgba);
    void append(const ColoredMesh& other);
};

/// Appends a primitive shape (in its own frame X_FS, given in the mesh's frame F).
void addShape(ColoredMesh& mesh, const sim::Shape& shape, const sim::Pose& X_FS,
              const std::array<float, 4>& rgba, const sim::Vec3& scale = sim::Vec3::Ones());
/// Appends the terrain surface (coloured by height) and its side skirts.
void addHeightfield(ColoredMesh& mesh, const sim::Heightfield& hf);

/// Triangle positions only, for ray picking (3 vertices per triangle, in the mesh's frame).
std::vector<QVector3D> trianglePositions(const ColoredMesh& mesh);

/// Distance along the ray to the nearest triangle hit, or a negative number when none.
float rayHitDistance(const QVector3D& origin, const QVector3D& dir,
                     const std::vector<QVector3D>& triangles);

/// A Qt 3D renderer for the mesh (triangles), parented to `parent`.
Qt3DRender::QGeometryRenderer* makeRenderer(const ColoredMesh& mesh, Qt3DCore::QNode* parent);

/// A textured quad on the plane y = height_m covering the floor texture's rectangle, with
/// texture coordinates (vertexTexCoord) mapping pixel rows to +z.
Qt3DRender::QGeometryRenderer* makeFloorQuad(const sim::FloorTexture& floor, float height_m,
                                             Qt3DCore::QNode* parent);

QVector3D toQt(const sim::Vec3& v);
/// The 4x4 matrix of a pose (rotation and translation), for a Qt3DCore::QTransform.
QMatrix4x4 toMatrix(const sim::Pose& X);

}  // namespace botlab::gui
