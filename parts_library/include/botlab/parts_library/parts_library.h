// SPDX-License-Identifier: GPL-3.0-or-later
// PartsLibrary: the catalog of parts (the built-in set plus imported custom parts).
#pragma once

#include <QString>
#include <QStringList>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/parts_library/mesh.h"
#include "botlab/parts_library/part.h"

namespace botlab::parts_library {

/// Parses one part definition from JSON bytes. `source` names the file in messages; relative mesh
/// paths are resolved against `base_dir` (a directory path, may be a ":/..." resource path).
/// Errors name the source and the JSON path: "beam_5.json: connectors[2].type: unknown connector
/// type 'bolt'". The mesh itself is not read here (see PartsLibrary::loadFile).
Result<PartDefinition> parsePartDefinition(const QByteArray& json, const QString& source,
                                           const QString& base_dir);

/// How much of a part's shape a view draws. The built-in meshes have the kit's details (holes,
/// teeth, treads: hundreds to thousands of triangles each); a view of a very large robot draws
/// the simple shapes instead so that a software rasteriser keeps its frame rate.
enum class MeshDetail {
    Full,    ///< The part's mesh (mesh(id)).
    Simple,  ///< The part's collision shapes as triangles: boxes (12), cylinders (16 sides),
             ///< spheres.
};

/// A robot whose parts' full meshes have more triangles than this together is drawn with
/// MeshDetail::Simple (PartsLibrary::detailFor).
constexpr int kFullDetailTriangleBudget = 40'000;

/// A catalog of parts, keyed by id. Cheap to copy (meshes are shared).
class PartsLibrary {
public:
    PartsLibrary() = default;

    /// The built-in parts (embedded in the program as Qt resources under ":/botlab/parts").
    /// Loaded once per process; fails only if the embedded data is broken.
    static Result<PartsLibrary> builtin();
    /// The built-in library, or an empty one after printing the error (for callers that cannot
    /// handle failure, e.g. benchmarks). Returns a reference to a process-wide instance.
    static const PartsLibrary& builtinOrEmpty();

    /// Reads every *.json part file in a directory (and checks each mesh loads). All or nothing:
    /// on any error the library is unchanged and the error names the file and JSON path. A part
    /// whose id is a built-in part's is refused ("id: 'motor_dc' is the id of a built-in part").
    Status loadDirectory(const QString& dir_path);
    /// Reads one part file and its mesh and adds it (replacing a part with the same id, except a
    /// built-in one, which is refused as above). All or nothing, as above.
    Status loadFile(const QString& json_path);

    /// Makes a custom part from a mesh file (STL/OBJ/glTF): mass = enclosed volume x density
    /// (kg/m^3), one box collision shape = the mesh's axis-aligned bounds, and a mount connector
    /// at the centre of the bounds' lowest face (so it can sit on a hole). The part frame is the
    /// mesh's own frame; `scale` converts the file's units to metres. The part is added under `id`
    /// (replacing a custom part with that id) and returned. The mesh is read with loadMesh() (in
    /// the helper process). Fails on an unreadable or empty mesh (loadMesh's refusals), a
    /// non-positive density, a mesh that encloses no volume, or an id of a built-in part.
    Result<PartDefinition> importMesh(const QString& id, const QString& mesh_path,
                                      double density_kg_m3, double scale = 1.0);

    /// Whether `id` is a part of the built-in set (embedded in the program) in this library.
    bool isBuiltin(const QString& id) const;

    /// The part with this id, or nullptr. The pointer stays valid until the part is replaced or
    /// the library destroyed.
    const PartDefinition* find(const QString& id) const;
    /// All ids, sorted.
    QStringList ids() const;
    int size() const { return static_cast<int>(parts_.size()); }

    /// The part's mesh as triangle arrays (cached; built-in meshes are read when the library is
    /// loaded). Fails if the id is unknown or the mesh file is unreadable. Safe to call from
    /// several threads at once.
    Result<std::shared_ptr<const TriangleMesh>> mesh(const QString& id) const;

    /// The part's mesh at a level of detail: Full is mesh(id); Simple is built from the part's
    /// collision shapes in the part frame (flat normals on boxes and caps, smooth on round
    /// sides; a part without shapes gets its full mesh). Cached; fails like mesh(id).
    Result<std::shared_ptr<const TriangleMesh>> mesh(const QString& id, MeshDetail detail) const;

    /// The detail for drawing these parts (one id per part instance, repeats counted): Full
    /// while their full meshes have at most `budget_triangles` triangles together, else Simple.
    /// Unknown ids and unreadable meshes count nothing.
    MeshDetail detailFor(const std::vector<QString>& part_ids,
                         int budget_triangles = kFullDetailTriangleBudget) const;

private:
    Status addChecked(PartDefinition def);
    std::map<QString, std::shared_ptr<PartDefinition>> parts_;
    mutable std::map<QString, std::shared_ptr<const TriangleMesh>> meshes_;
    mutable std::map<QString, std::shared_ptr<const TriangleMesh>> simple_meshes_;
    std::shared_ptr<std::mutex> mesh_mutex_ = std::make_shared<std::mutex>();
};

}  // namespace botlab::parts_library
