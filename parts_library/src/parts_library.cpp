// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/parts_library/parts_library.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cmath>
#include <cstdio>
#include <mutex>

#include "botlab/core/files.h"
#include "botlab/core/text.h"
#include "tr.h"

namespace botlab::parts_library {

namespace {

constexpr const char* kBuiltinDir = ":/botlab/parts";

/// Reads and parses one part file and checks that its mesh loads. Returns the definition and mesh.
/// A built-in part's mesh (a resource, checked by the parts library's tests) is not loaded here
/// but on first use (PartsLibrary::mesh): a process that runs one simulation (botlab-grade's
/// workers, a tournament's matches) does not parse every built-in mesh at start (~0.17 s).
Result<std::pair<PartDefinition, std::shared_ptr<const TriangleMesh>>> readPart(
    const QString& json_path) {
    const Result<QByteArray> bytes = core::readFile(json_path, core::FileKind::Part);
    if (!bytes) return bytes.error();
    const QString base = QFileInfo(json_path).path();
    auto def = parsePartDefinition(bytes.value(), json_path, base);
    if (!def) return def.error();
    if (json_path.startsWith(QStringLiteral(":/")))
        return std::pair{std::move(def.value()), std::shared_ptr<const TriangleMesh>()};
    auto mesh = loadMesh(def->mesh_path);
    if (!mesh) {
        return Error{
            (json_path + QStringLiteral(": mesh: ") + QString::fromStdString(mesh.message()))
                .toStdString()};
    }
    return std::pair{std::move(def.value()),
                     std::shared_ptr<const TriangleMesh>(
                         std::make_shared<TriangleMesh>(std::move(mesh.value())))};
}

}  // namespace

Result<PartsLibrary> PartsLibrary::builtin() {
    static std::once_flag once;
    static std::optional<Result<PartsLibrary>> cached;
    std::call_once(once, [] {
        PartsLibrary lib;
        Status st = lib.loadDirectory(QString::fromLatin1(kBuiltinDir));
        if (st.ok() && lib.size() == 0) {
            st = Error{Tr::tr("the built-in parts are missing (resource %1 is empty)")
                           .arg(QString::fromLatin1(kBuiltinDir))
                           .toStdString()};
        }
        cached.emplace(st.ok() ? Result<PartsLibrary>(std::move(lib))
                               : Result<PartsLibrary>(st.error()));
    });
    return *cached;
}

const PartsLibrary& PartsLibrary::builtinOrEmpty() {
    static const PartsLibrary lib = [] {
        auto r = builtin();
        if (!r) {
            std::fprintf(stderr, "botlab: %s\n", r.message().c_str());
            return PartsLibrary();
        }
        return r.value();
    }();
    return lib;
}

namespace {
Error shadowsBuiltin(const QString& file, const QString& id) {
    return Error{(file + QStringLiteral(": id: ") +
                  Tr::tr("'%1' is the id of a built-in part; give the custom part another id")
                      .arg(core::quoted(id)))
                     .toStdString()};
}
}  // namespace

bool PartsLibrary::isBuiltin(const QString& id) const {
    const PartDefinition* def = find(id);
    return def && def->source_path.startsWith(QStringLiteral(":/"));
}

Status PartsLibrary::loadDirectory(const QString& dir_path) {
    const QDir dir(dir_path);
    if (!dir.exists()) {
        return Error{(dir_path + QStringLiteral(": ") + Tr::tr("no such directory")).toStdString()};
    }
    const QStringList files =
        dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    std::vector<std::pair<PartDefinition, std::shared_ptr<const TriangleMesh>>> loaded;
    for (const QString& f : files) {
        auto part = readPart(dir.filePath(f));
        if (!part) return part.error();
        if (isBuiltin(part->first.id) && !part->first.source_path.startsWith(QStringLiteral(":/")))
            return shadowsBuiltin(dir.filePath(f), part->first.id);
        for (const auto& [other, mesh] : loaded) {
            if (other.id == part->first.id) {
                return Error{
                    (dir.filePath(f) + QStringLiteral(": id: ") +
                     Tr::tr("duplicate part id '%1' (also in %2)").arg(other.id, other.source_path))
                        .toStdString()};
            }
        }
        loaded.push_back(std::move(part.value()));
    }
    for (auto& [def, mesh] : loaded) {
        const QString id = def.id;
        if (mesh) meshes_[id] = mesh;  // a built-in part's mesh loads on first use
        parts_[id] = std::make_shared<PartDefinition>(std::move(def));
    }
    return {};
}

Status PartsLibrary::loadFile(const QString& json_path) {
    auto part = readPart(json_path);
    if (!part) return part.error();
    auto& [def, mesh] = part.value();
    if (isBuiltin(def.id) && !def.source_path.startsWith(QStringLiteral(":/")))
        return shadowsBuiltin(json_path, def.id);
    if (mesh) meshes_[def.id] = mesh;
    const QString id = def.id;
    parts_[id] = std::make_shared<PartDefinition>(std::move(def));
    return {};
}

Result<PartDefinition> PartsLibrary::importMesh(const QString& id, const QString& mesh_path,
                                                double density_kg_m3, double scale) {
    auto fail = [&](const QString& what) {
        return Error{(mesh_path + QStringLiteral(": ") + what).toStdString()};
    };
    if (id.isEmpty()) return fail(Tr::tr("a custom part needs an id"));
    if (isBuiltin(id)) return shadowsBuiltin(mesh_path, id);
    if (!(density_kg_m3 > 0.0) || !std::isfinite(density_kg_m3)) {
        return fail(
            Tr::tr("density must be > 0 kg/m^3 (got %1)").arg(core::numberText(density_kg_m3)));
    }
    auto mesh = loadMesh(mesh_path, scale);
    if (!mesh) return mesh.error();
    const double volume = mesh->volume();
    if (!(volume > 1e-12)) {
        return fail(Tr::tr("the mesh encloses no volume (is it a closed surface?)"));
    }
    sim::Vec3 lo = sim::Vec3::Constant(1e300), hi = sim::Vec3::Constant(-1e300);
    for (int i = 0; i < mesh->vertexCount(); ++i) {
        lo = lo.cwiseMin(mesh->vertex(i));
        hi = hi.cwiseMax(mesh->vertex(i));
    }
    PartDefinition d;
    d.id = id;
    d.name = QFileInfo(mesh_path).completeBaseName();
    d.category = QStringLiteral("custom");
    d.mass_kg = volume * density_kg_m3;
    d.mesh_path = QFileInfo(mesh_path).absoluteFilePath();
    d.source_path = d.mesh_path;
    sim::Shape box;
    box.type = sim::ShapeType::Box;
    box.size_m = (hi - lo).cwiseMax(sim::Vec3::Constant(1e-4));
    box.X_LS.translation = (lo + hi) / 2;
    box.mass_kg = d.mass_kg;
    d.shapes.push_back(box);
    Connector mount;
    mount.name = QStringLiteral("bottom");
    mount.type = ConnectorType::Mount;
    mount.position_P = sim::Vec3((lo.x() + hi.x()) / 2, lo.y(), (lo.z() + hi.z()) / 2);
    mount.axis_P = -sim::Vec3::UnitY();
    d.connectors.push_back(mount);
    meshes_[id] = std::make_shared<TriangleMesh>(std::move(mesh.value()));
    parts_[id] = std::make_shared<PartDefinition>(d);
    return d;
}

const PartDefinition* PartsLibrary::find(const QString& id) const {
    auto it = parts_.find(id);
    return it == parts_.end() ? nullptr : it->second.get();
}

QStringList PartsLibrary::ids() const {
    QStringList out;
    for (const auto& [id, def] : parts_) out << id;
    return out;
}

Result<std::shared_ptr<const TriangleMesh>> PartsLibrary::mesh(const QString& id) const {
    std::lock_guard<std::mutex> lock(*mesh_mutex_);
    auto it = meshes_.find(id);
    if (it != meshes_.end()) return it->second;
    const PartDefinition* def = find(id);
    if (!def) return Error{Tr::tr("unknown part '%1'").arg(id).toStdString()};
    // Built-in meshes (resources) are loaded once per process, whichever copy of the library
    // asks first (copies of PartsLibrary::builtin() share them).
    static std::mutex builtin_mutex;
    static std::map<QString, std::shared_ptr<const TriangleMesh>> builtin_meshes;
    const bool builtin = def->mesh_path.startsWith(QStringLiteral(":/"));
    if (builtin) {
        std::lock_guard<std::mutex> builtin_lock(builtin_mutex);
        if (auto b = builtin_meshes.find(def->mesh_path); b != builtin_meshes.end()) {
            meshes_[id] = b->second;
            return b->second;
        }
    }
    auto m = loadMesh(def->mesh_path);
    if (!m) return m.error();
    auto shared = std::make_shared<const TriangleMesh>(std::move(m.value()));
    meshes_[id] = shared;
    if (builtin) {
        std::lock_guard<std::mutex> builtin_lock(builtin_mutex);
        builtin_meshes.emplace(def->mesh_path, shared);
    }
    return shared;
}

namespace {

/// Appends a triangle with one normal per corner.
void addTriangle(TriangleMesh& m, const sim::Vec3 (&p)[3], const sim::Vec3 (&n)[3]) {
    for (int k = 0; k < 3; ++k) {
        m.indices.push_back(static_cast<std::uint32_t>(m.vertexCount()));
        for (int i = 0; i < 3; ++i) {
            m.positions.push_back(static_cast<float>(p[k][i]));
            m.normals.push_back(static_cast<float>(n[k][i]));
        }
    }
}

/// A collision shape as triangles in the part frame (outward winding).
void addShape(TriangleMesh& m, const sim::Shape& s) {
    const sim::Pose& X = s.X_LS;
    auto P = [&](const sim::Vec3& p) { return X * p; };
    auto N = [&](const sim::Vec3& n) { return sim::Vec3(X.rotation * n); };
    auto flat = [&](const sim::Vec3& a, const sim::Vec3& b, const sim::Vec3& c) {
        const sim::Vec3 n = (b - a).cross(c - a).normalized();
        addTriangle(m, {P(a), P(b), P(c)}, {N(n), N(n), N(n)});
    };
    switch (s.type) {
        case sim::ShapeType::Box: {
            const sim::Vec3 h = s.size_m / 2;
            for (int axis = 0; axis < 3; ++axis) {
                const int u = (axis + 1) % 3, v = (axis + 2) % 3;
                for (int sign : {-1, 1}) {
                    auto corner = [&](int su, int sv) {
                        sim::Vec3 c;
                        c[axis] = sign * h[axis];
                        c[u] = su * h[u];
                        c[v] = sv * h[v];
                        return c;
                    };
                    // (u, v, axis) is right-handed: counter-clockwise seen from +axis.
                    const sim::Vec3 a = corner(-1, -1), b = corner(1, -1), c = corner(1, 1),
                                    d = corner(-1, 1);
                    if (sign > 0) {
                        flat(a, b, c);
                        flat(a, c, d);
                    } else {
                        flat(a, c, b);
                        flat(a, d, c);
                    }
                }
            }
            break;
        }
        case sim::ShapeType::Cylinder: {
            constexpr int kSides = 16;
            const double r = s.radius_m, h = s.length_m / 2;
            for (int i = 0; i < kSides; ++i) {
                const double a0 = 2 * M_PI * i / kSides, a1 = 2 * M_PI * (i + 1) / kSides;
                const sim::Vec3 n0(std::cos(a0), std::sin(a0), 0),
                    n1(std::cos(a1), std::sin(a1), 0);
                const sim::Vec3 b0 = r * n0 - sim::Vec3(0, 0, h), b1 = r * n1 - sim::Vec3(0, 0, h);
                const sim::Vec3 t0 = r * n0 + sim::Vec3(0, 0, h), t1 = r * n1 + sim::Vec3(0, 0, h);
                addTriangle(m, {P(b0), P(b1), P(t1)}, {N(n0), N(n1), N(n1)});
                addTriangle(m, {P(b0), P(t1), P(t0)}, {N(n0), N(n1), N(n0)});
                flat(sim::Vec3(0, 0, h), t0, t1);
                flat(sim::Vec3(0, 0, -h), b1, b0);
            }
            break;
        }
        case sim::ShapeType::Sphere: {
            constexpr int kRings = 8, kSides = 12;
            auto at = [&](int ring, int side) {
                const double th = M_PI * ring / kRings, ph = 2 * M_PI * side / kSides;
                return sim::Vec3(std::sin(th) * std::cos(ph), std::cos(th),
                                 std::sin(th) * std::sin(ph));
            };
            const double r = s.radius_m;
            for (int i = 0; i < kRings; ++i) {
                for (int j = 0; j < kSides; ++j) {
                    const sim::Vec3 a = at(i, j), b = at(i + 1, j), c = at(i + 1, j + 1),
                                    d = at(i, j + 1);
                    if (i != 0) addTriangle(m, {P(r * a), P(r * d), P(r * c)}, {N(a), N(d), N(c)});
                    if (i != kRings - 1)
                        addTriangle(m, {P(r * a), P(r * c), P(r * b)}, {N(a), N(c), N(b)});
                }
            }
            break;
        }
    }
}

}  // namespace

Result<std::shared_ptr<const TriangleMesh>> PartsLibrary::mesh(const QString& id,
                                                               MeshDetail detail) const {
    if (detail == MeshDetail::Full) return mesh(id);
    {
        std::lock_guard<std::mutex> lock(*mesh_mutex_);
        auto it = simple_meshes_.find(id);
        if (it != simple_meshes_.end()) return it->second;
    }
    const PartDefinition* def = find(id);
    if (!def || def->shapes.empty()) return mesh(id);
    TriangleMesh m;
    for (const sim::Shape& s : def->shapes) addShape(m, s);
    auto shared = std::make_shared<const TriangleMesh>(std::move(m));
    std::lock_guard<std::mutex> lock(*mesh_mutex_);
    return simple_meshes_.emplace(id, std::move(shared)).first->second;
}

MeshDetail PartsLibrary::detailFor(const std::vector<QString>& part_ids,
                                   int budget_triangles) const {
    std::map<QString, int> counts;
    long long total = 0;
    for (const QString& id : part_ids) {
        auto it = counts.find(id);
        if (it == counts.end()) {
            auto m = mesh(id);
            it = counts.emplace(id, m ? m.value()->triangleCount() : 0).first;
        }
        total += it->second;
        if (total > budget_triangles) return MeshDetail::Simple;
    }
    return MeshDetail::Full;
}

}  // namespace botlab::parts_library
