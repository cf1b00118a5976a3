// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: meshes read with Assimp, and the result format of the mesh importer process
// (botlab-mesh-import, parts_library/tools). Compiled into botlab::parts_library (built-in meshes
// are parsed in process) and into the helper (every other mesh is parsed there, where a crash of
// libassimp costs nothing). See docs/architecture.md, "Meshes from outside".
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>

#include "botlab/core/result.h"
#include "botlab/parts_library/mesh.h"

namespace botlab::parts_library::detail {

/// The largest mesh read: triangles and vertices (after identical vertices are joined).
inline constexpr int kMaxMeshTriangles = 500'000;
inline constexpr int kMaxMeshVertices = 1'500'000;
/// The most files a mesh may refer to (glTF buffers and images, OBJ material libraries).
inline constexpr int kMaxMeshReferences = 64;

/// The file name endings read from disk, lower case, without the dot.
const QStringList& allowedMeshSuffixes();

/// Why the helper refused a mesh; its exit status. Anything else (a signal, a timeout, another
/// status) is a crash of the helper.
enum class ImportStatus : int {
    Ok = 0,
    Usage = 2,
    FormatNotAllowed = 3,
    Unreadable = 4,  ///< Assimp's own error message follows on stderr.
    NoTriangles = 5,
    TooLarge = 6,  ///< more than kMaxMeshTriangles / kMaxMeshVertices.
    NonFinite = 7,
    OutsideReference = 8,  ///< the reference follows on stderr.
    FileRefused = 9,       ///< the file or a file it refers to is not a regular file or too large.
    TestCrash = 10,        ///< never returned: the test switch aborts first.
};

/// What parsing produced: a mesh (unscaled), or a status and a detail (one line, not
/// translated: Assimp's message or a file name).
struct ParseOutcome {
    ImportStatus status = ImportStatus::Ok;
    std::string detail;
    TriangleMesh mesh;
    QStringList files_read;  ///< Absolute paths of the other files Assimp opened.
};

/// Converts bytes with Assimp in this process (only for trusted meshes: the built-in parts).
/// Errors are translated and start with `name`.
Result<TriangleMesh> parseTrustedMesh(const QByteArray& bytes, const QString& format_hint,
                                      const QString& name);

/// Parses the mesh file at `path` with only the importers of allowedMeshSuffixes() and a file
/// system that opens nothing outside the file's folder, nothing but regular files and nothing
/// larger than the mesh file limit. Run in the helper process.
ParseOutcome parseRestricted(const QString& path);

/// The helper's result on stdout: magic, counts, positions, normals, indices, then the list of
/// other files read (UTF-8, length-prefixed). Little-endian, as the machine writes it.
QByteArray encodeMesh(const TriangleMesh& mesh, const QStringList& files_read);

/// Reads what encodeMesh wrote and checks it again: the exact size, at most kMaxMeshTriangles
/// triangles and kMaxMeshVertices vertices, finite positions and normals, every index in range,
/// at most kMaxMeshReferences file names. nullopt when anything is off.
std::optional<std::pair<TriangleMesh, QStringList>> decodeMesh(const QByteArray& bytes);

/// Checks a mesh's arrays (the same checks as decodeMesh); an untranslated reason on failure.
std::optional<std::string> checkMeshArrays(const TriangleMesh& mesh);

}  // namespace botlab::parts_library::detail
