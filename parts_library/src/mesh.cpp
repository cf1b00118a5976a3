// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/parts_library/mesh.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>

#include "botlab/core/files.h"
#include "botlab/core/text.h"
#include "mesh_assimp.h"
#include "tr.h"

namespace botlab::parts_library {

namespace {

using detail::ImportStatus;

constexpr int kDefaultTimeoutMs = 10'000;
constexpr const char* kHelperName = "botlab-mesh-import";

Error meshError(const QString& name, const QString& what) {
    return Error{(name + QStringLiteral(": ") + what).toStdString()};
}

/// Scales a mesh's positions; fails when scaling leaves the float range.
Result<TriangleMesh> scaled(TriangleMesh mesh, double scale, const QString& name) {
    if (scale != 1.0) {
        for (float& x : mesh.positions) {
            x = static_cast<float>(x * scale);
            if (!std::isfinite(x))
                return meshError(name, Tr::tr("the mesh has non-finite coordinates"));
        }
    }
    return mesh;
}

/// One parsed mesh in the cache: valid while the files it read still have the same contents.
struct CacheEntry {
    QString folder;                                          ///< canonical folder of the mesh file
    std::vector<std::pair<QString, QByteArray>> references;  ///< other files read, SHA-256
    std::shared_ptr<const TriangleMesh> mesh;                ///< unscaled
};

std::mutex& cacheMutex() {
    static std::mutex m;
    return m;
}

/// Key: SHA-256 of the mesh file's bytes and its format.
std::map<QByteArray, std::vector<CacheEntry>>& cache() {
    static std::map<QByteArray, std::vector<CacheEntry>> c;
    return c;
}

constexpr std::size_t kMaxCacheKeys = 256;

QByteArray sha256(const QByteArray& bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

bool referencesUnchanged(const CacheEntry& e, const QString& folder) {
    if (e.references.empty()) return true;
    if (e.folder != folder) return false;
    for (const auto& [path, hash] : e.references) {
        auto bytes = core::readFile(path, core::FileKind::Mesh);
        if (!bytes || sha256(bytes.value()) != hash) return false;
    }
    return true;
}

QString helperPath() {
    const QByteArray env = qgetenv("BOTLAB_MESH_IMPORT");
    if (!env.isEmpty()) return QFile::decodeName(env);
    // Installed: <prefix>/bin/botlab -> <prefix>/libexec/botlab/botlab-mesh-import. Build tree:
    // <build>/app/cli/botlab-run -> <build>/libexec/botlab/botlab-mesh-import.
    QString exe = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    if (exe.isEmpty() && QCoreApplication::instance())
        exe = QCoreApplication::applicationFilePath();
    QDir dir = QFileInfo(exe).absoluteDir();
    for (int up = 0; up <= 3; ++up) {
        const QString candidate =
            dir.filePath(QStringLiteral("libexec/botlab/") + QLatin1String(kHelperName));
        if (QFileInfo(candidate).isExecutable()) return candidate;
        if (!dir.cdUp()) break;
    }
    return {};
}

int timeoutMs() {
    bool ok = false;
    const int t = qEnvironmentVariableIntValue("BOTLAB_MESH_IMPORT_TIMEOUT_MS", &ok);
    return ok && t > 0 ? t : kDefaultTimeoutMs;
}

/// Runs the helper on `canonical` and checks its result. The helper's own detail (one line, not
/// translated) is quoted up to core::kMaxQuotedChars.
Result<std::pair<TriangleMesh, QStringList>> runHelper(const QString& path,
                                                       const QString& canonical) {
    const QString helper = helperPath();
    if (helper.isEmpty())
        return meshError(path, Tr::tr("the mesh importer (%1) is missing; reinstall Botlab")
                                   .arg(QLatin1String(kHelperName)));
    QProcess p;
    p.setProgram(helper);
    p.setArguments({canonical});
    p.setWorkingDirectory(QFileInfo(canonical).path());
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(QIODevice::ReadOnly);
    if (!p.waitForStarted(timeoutMs()))
        return meshError(path, Tr::tr("the mesh importer could not be "
                                      "started: %1")
                                   .arg(p.errorString()));
    QByteArray out, err;
    QElapsedTimer clock;
    clock.start();
    bool timed_out = false;
    // The largest result the helper may write: anything more is not a result.
    constexpr qint64 kMaxOut = qint64(detail::kMaxMeshVertices) * 24 +
                               qint64(detail::kMaxMeshTriangles) * 12 +
                               detail::kMaxMeshReferences * 4104 + 64;
    bool too_much = false;
    // Drain both pipes while waiting, so a large result never blocks the helper on a full pipe,
    // and stop a helper that writes more than a result can be.
    while (p.state() != QProcess::NotRunning) {
        const qint64 left = timeoutMs() - clock.elapsed();
        if (left <= 0) {
            timed_out = true;
            break;
        }
        p.waitForFinished(static_cast<int>(std::min<qint64>(left, 50)));
        out += p.readAllStandardOutput();
        err += p.readAllStandardError().left(65536 - err.size());
        if (out.size() > kMaxOut) {
            too_much = true;
            break;
        }
    }
    if (too_much) {
        p.kill();
        p.waitForFinished(5000);
        return meshError(path, Tr::tr("the mesh importer returned a malformed result; refused"));
    }
    if (timed_out) {
        p.kill();
        p.waitForFinished(5000);
        return meshError(path, Tr::tr("reading the mesh took longer than %1 "
                                      "s; refused")
                                   .arg(timeoutMs() / 1000.0));
    }
    out += p.readAllStandardOutput();
    err += p.readAllStandardError().left(65536 - err.size());
    const QString detail = core::quoted(QString::fromUtf8(err.left(4096)).trimmed());
    if (p.exitStatus() != QProcess::NormalExit)
        return meshError(path,
                         Tr::tr("the mesh importer crashed on this file (it is damaged or not "
                                "a mesh Botlab reads); refused"));
    switch (static_cast<ImportStatus>(p.exitCode())) {
        case ImportStatus::Ok:
            break;
        case ImportStatus::FileRefused:
            return meshError(path, Tr::tr("the mesh refers to a file that "
                                          "cannot be read: '%1'")
                                       .arg(detail));
        case ImportStatus::Unreadable:
            return meshError(path, Tr::tr("cannot read the mesh: %1").arg(detail));
        case ImportStatus::NoTriangles:
            return meshError(path, Tr::tr("the file contains no triangles"));
        case ImportStatus::TooLarge:
            return meshError(path, Tr::tr("the mesh has more than %1 "
                                          "triangles or %2 vertices")
                                       .arg(detail::kMaxMeshTriangles)
                                       .arg(detail::kMaxMeshVertices));
        case ImportStatus::NonFinite:
            return meshError(path, Tr::tr("the mesh has non-finite coordinates"));
        case ImportStatus::OutsideReference:
            return meshError(path, Tr::tr("the mesh refers to a file "
                                          "outside its folder: '%1'")
                                       .arg(detail));
        default:
            return meshError(path,
                             Tr::tr("the mesh importer crashed on this file (it is damaged or "
                                    "not a mesh Botlab reads); refused"));
    }
    auto decoded = detail::decodeMesh(out);
    if (!decoded)
        return meshError(path, Tr::tr("the mesh importer returned a malformed result; refused"));
    return std::move(*decoded);
}

}  // namespace

double TriangleMesh::volume() const {
    double v6 = 0.0;
    for (int t = 0; t < triangleCount(); ++t) {
        const sim::Vec3 a = vertex(indices[3 * t]), b = vertex(indices[3 * t + 1]),
                        c = vertex(indices[3 * t + 2]);
        v6 += a.dot(b.cross(c));
    }
    return std::abs(v6) / 6.0;
}

double TriangleMesh::area() const {
    double a2 = 0.0;
    for (int t = 0; t < triangleCount(); ++t) {
        const sim::Vec3 a = vertex(indices[3 * t]), b = vertex(indices[3 * t + 1]),
                        c = vertex(indices[3 * t + 2]);
        a2 += (b - a).cross(c - a).norm();
    }
    return a2 / 2.0;
}

QStringList supportedMeshSuffixes() {
    return detail::allowedMeshSuffixes();
}

Result<TriangleMesh> loadMeshFromMemory(const QByteArray& bytes, const QString& format_hint,
                                        const QString& name, double scale) {
    if (bytes.isEmpty()) return meshError(name, Tr::tr("the mesh file is empty"));
    if (!(scale > 0.0) || !std::isfinite(scale))
        return meshError(name, Tr::tr("scale must be > 0"));
    auto mesh = detail::parseTrustedMesh(bytes, format_hint, name);
    if (!mesh) return mesh.error();
    return scaled(std::move(mesh.value()), scale, name);
}

Result<TriangleMesh> loadMesh(const QString& path, double scale) {
    if (!(scale > 0.0) || !std::isfinite(scale))
        return meshError(path, Tr::tr("scale must be > 0"));
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (path.startsWith(QStringLiteral(":/"))) {
        // Built-in meshes are part of the program: parsed here.
        auto bytes = core::readFile(path, core::FileKind::Mesh);
        if (!bytes) return bytes.error();
        return loadMeshFromMemory(bytes.value(), suffix, path, scale);
    }
    if (!detail::allowedMeshSuffixes().contains(suffix))
        return meshError(path, Tr::tr("the mesh format '%1' is not supported (supported: %2)")
                                   .arg(core::quoted(suffix),
                                        detail::allowedMeshSuffixes().join(QStringLiteral(", "))));
    auto bytes = core::readFile(path, core::FileKind::Mesh);
    if (!bytes) return bytes.error();
    if (bytes->isEmpty()) return meshError(path, Tr::tr("the mesh file is empty"));
    const QString canonical = QFileInfo(path).canonicalFilePath();
    const QString folder = QFileInfo(canonical).path();
    const QByteArray key = sha256(bytes.value()) + suffix.toUtf8();
    {
        std::lock_guard<std::mutex> lock(cacheMutex());
        auto it = cache().find(key);
        if (it != cache().end()) {
            for (const CacheEntry& e : it->second)
                if (referencesUnchanged(e, folder)) return scaled(*e.mesh, scale, path);
        }
    }
    auto parsed = runHelper(path, canonical);
    if (!parsed) return parsed.error();
    CacheEntry entry;
    entry.folder = folder;
    entry.mesh = std::make_shared<const TriangleMesh>(std::move(parsed->first));
    bool cacheable = true;
    for (const QString& ref : parsed->second) {
        auto ref_bytes = core::readFile(ref, core::FileKind::Mesh);
        if (!ref_bytes) {
            cacheable = false;
            break;
        }
        entry.references.emplace_back(ref, sha256(ref_bytes.value()));
    }
    if (cacheable) {
        std::lock_guard<std::mutex> lock(cacheMutex());
        if (cache().size() >= kMaxCacheKeys) cache().clear();
        cache()[key].push_back(entry);
    }
    return scaled(*entry.mesh, scale, path);
}

}  // namespace botlab::parts_library
