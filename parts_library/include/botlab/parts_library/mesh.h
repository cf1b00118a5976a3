// Triangle meshes of parts, read with Assimp. The app draws them (Qt 3D) from these arrays, so it
// does not need Assimp itself.
#pragma once

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/types.h"

namespace botlab::parts_library {

/// An indexed triangle mesh in the part frame (metres). All meshes of a file are merged.
struct TriangleMesh {
    std::vector<float> positions;        ///< x, y, z per vertex.
    std::vector<float> normals;          ///< Unit normal per vertex (same count as positions).
    std::vector<std::uint32_t> indices;  ///< Three per triangle.

    int vertexCount() const { return static_cast<int>(positions.size() / 3); }
    int triangleCount() const { return static_cast<int>(indices.size() / 3); }
    sim::Vec3 vertex(int i) const {
        return {positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]};
    }
    /// Signed volume enclosed (m^3) by the divergence theorem; meaningful for closed meshes with
    /// outward-facing triangles (the absolute value is returned).
    double volume() const;
    /// Total surface area (m^2).
    double area() const;
};

/// Reads a mesh file (OBJ, STL, glTF/GLB, or anything Assimp reads) from disk or from a Qt
/// resource (a path starting with ":/"). `scale` multiplies coordinates (e.g. 0.001 for files in
/// millimetres). Fails with a message naming the file when it is missing, unreadable, not a mesh,
/// or has no triangles.
Result<TriangleMesh> loadMesh(const QString& path, double scale = 1.0);

/// Reads a mesh from bytes; `format_hint` is the file extension ("obj", "stl", "glb").
/// `name` is used in messages only.
Result<TriangleMesh> loadMeshFromMemory(const QByteArray& bytes, const QString& format_hint,
                                        const QString& name, double scale = 1.0);

}  // namespace botlab::parts_library
