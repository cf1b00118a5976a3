// SPDX-License-Identifier: GPL-3.0-or-later
// Triangle meshes of parts, read with Assimp. The app draws them (Qt 3D) from these arrays, so it
// does not need Assimp itself.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
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

/// The mesh formats read from disk, as lower-case file name endings: obj, stl, ply, gltf, glb
/// (docs/formats/part.md).
QStringList supportedMeshSuffixes();

/// Reads a mesh file. `scale` (> 0) multiplies coordinates (e.g. 0.001 for files in
/// millimetres).
///
/// A Qt resource (a path starting with ":/", the built-in parts) is parsed in this process. Any
/// other file is a mesh from outside and is parsed in a short-lived helper process
/// (botlab-mesh-import, found next to the program: <prefix>/libexec/botlab/, or named by the
/// environment variable BOTLAB_MESH_IMPORT), so a file that crashes or hangs the parser costs
/// only the helper: only the formats of supportedMeshSuffixes(), a file of at most
/// core::maxFileBytes(core::FileKind::Mesh) bytes, at most 500,000 triangles and 1,500,000
/// vertices, and no reference (glTF buffer or image, OBJ material library) outside the mesh
/// file's folder; the helper's result is checked again here (finite coordinates, indices in
/// range). Results are cached per process by the SHA-256 of the file (and of the files it
/// refers to), so a mesh read twice starts the helper once. Blocks for at most 10 s.
///
/// Fails with a message that starts with the path when the file is missing, not a regular file,
/// too large, of another format, unreadable, a crash or timeout of the helper, has no triangles
/// or too many, non-finite coordinates, or refers to a file outside its folder.
Result<TriangleMesh> loadMesh(const QString& path, double scale = 1.0);

/// Parses a mesh from bytes in this process; `format_hint` is the file extension ("obj", "stl",
/// "glb"); `name` is used in messages only. Only for trusted bytes (the built-in parts): a
/// malformed file may crash the parser. Fails like loadMesh.
Result<TriangleMesh> loadMeshFromMemory(const QByteArray& bytes, const QString& format_hint,
                                        const QString& name, double scale = 1.0);

}  // namespace botlab::parts_library
