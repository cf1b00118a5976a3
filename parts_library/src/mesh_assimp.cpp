// SPDX-License-Identifier: GPL-3.0-or-later
#include "mesh_assimp.h"

#include <assimp/BaseImporter.h>
#include <assimp/DefaultIOSystem.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <assimp/Importer.hpp>
#include <cmath>
#include <cstring>
#include <vector>

#include "botlab/core/files.h"
#include "tr.h"

namespace botlab::parts_library::detail {

namespace {

constexpr char kMagic[8] = {'B', 'L', 'M', 'E', 'S', 'H', '0', '1'};
constexpr int kMaxNodes = 100'000;

constexpr unsigned kFlags = aiProcess_ValidateDataStructure | aiProcess_Triangulate |
                            aiProcess_GenSmoothNormals | aiProcess_JoinIdenticalVertices |
                            aiProcess_SortByPType;

/// Merges the triangles of every mesh of the scene, node transforms applied. Walks the node
/// tree without recursion and stops at the limits, so no file can make it run long or deep.
ParseOutcome fromScene(const aiScene* scene) {
    ParseOutcome out;
    if (!scene || !scene->mRootNode) {
        out.status = ImportStatus::Unreadable;
        out.detail = "no scene";
        return out;
    }
    TriangleMesh& m = out.mesh;
    std::vector<std::pair<const aiNode*, aiMatrix4x4>> stack{{scene->mRootNode, aiMatrix4x4()}};
    int nodes = 0;
    while (!stack.empty()) {
        const auto [node, parent] = stack.back();
        stack.pop_back();
        if (!node || ++nodes > kMaxNodes) {
            out.status = ImportStatus::TooLarge;
            out.detail = "too many nodes";
            return out;
        }
        const aiMatrix4x4 xf = parent * node->mTransformation;
        aiMatrix3x3 nxf(xf);
        nxf.Inverse().Transpose();
        for (unsigned mi = 0; mi < node->mNumMeshes; ++mi) {
            if (node->mMeshes[mi] >= scene->mNumMeshes) {
                out.status = ImportStatus::Unreadable;
                out.detail = "a node refers to a mesh that does not exist";
                return out;
            }
            const aiMesh* mesh = scene->mMeshes[node->mMeshes[mi]];
            if (!mesh || !(mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE) || !mesh->mVertices)
                continue;
            const std::size_t base = m.positions.size() / 3;
            if (base + mesh->mNumVertices > std::size_t(kMaxMeshVertices) ||
                m.indices.size() / 3 + mesh->mNumFaces > std::size_t(kMaxMeshTriangles)) {
                out.status = ImportStatus::TooLarge;
                return out;
            }
            for (unsigned v = 0; v < mesh->mNumVertices; ++v) {
                const aiVector3D p = xf * mesh->mVertices[v];
                m.positions.push_back(static_cast<float>(p.x));
                m.positions.push_back(static_cast<float>(p.y));
                m.positions.push_back(static_cast<float>(p.z));
                aiVector3D n = mesh->mNormals ? nxf * mesh->mNormals[v] : aiVector3D(0, 1, 0);
                n.NormalizeSafe();
                if (!std::isfinite(n.x) || !std::isfinite(n.y) || !std::isfinite(n.z))
                    n = aiVector3D(0, 1, 0);
                m.normals.push_back(n.x);
                m.normals.push_back(n.y);
                m.normals.push_back(n.z);
            }
            for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
                const aiFace& face = mesh->mFaces[f];
                if (face.mNumIndices != 3 || !face.mIndices) continue;
                for (int k = 0; k < 3; ++k) {
                    if (face.mIndices[k] >= mesh->mNumVertices) {
                        out.status = ImportStatus::Unreadable;
                        out.detail = "a face refers to a vertex that does not exist";
                        return out;
                    }
                    m.indices.push_back(static_cast<std::uint32_t>(base + face.mIndices[k]));
                }
            }
        }
        if (node->mNumChildren > 0 && !node->mChildren) continue;
        for (unsigned c = 0; c < node->mNumChildren; ++c) {
            if (stack.size() > std::size_t(kMaxNodes)) break;
            stack.emplace_back(node->mChildren[c], xf);
        }
    }
    if (m.indices.empty()) {
        out.status = ImportStatus::NoTriangles;
        return out;
    }
    for (float x : m.positions) {
        if (!std::isfinite(x)) {
            out.status = ImportStatus::NonFinite;
            return out;
        }
    }
    return out;
}

/// Assimp's file system for the helper: reads only regular files inside the mesh's folder, no
/// larger than the mesh file limit, and never writes. The first refusal is kept for the message.
class FolderIOSystem : public Assimp::DefaultIOSystem {
public:
    FolderIOSystem(QString main_file, QString folder)
        : main_(std::move(main_file)), folder_(std::move(folder)) {}

    bool Exists(const char* file) const override {
        return allowed(file) && Assimp::DefaultIOSystem::Exists(file);
    }
    Assimp::IOStream* Open(const char* file, const char* mode) override {
        if (!mode || std::strpbrk(mode, "wa+")) return nullptr;
        if (!allowed(file)) return nullptr;
        Assimp::IOStream* s = Assimp::DefaultIOSystem::Open(file, mode);
        const QString canonical = QFileInfo(resolve(file)).canonicalFilePath();
        if (s && canonical != main_ && !files_read_.contains(canonical)) files_read_ << canonical;
        return s;
    }

    const std::optional<std::pair<ImportStatus, std::string>>& refusal() const { return refusal_; }
    const QStringList& filesRead() const { return files_read_; }

private:
    QString resolve(const char* file) const {
        const QString p = QFile::decodeName(file);
        QString clean = QDir::cleanPath(QDir::isAbsolutePath(p) ? p : QDir(folder_).filePath(p));
        while (clean.startsWith(QStringLiteral("/../"))) clean.remove(0, 3);  // "/.." is "/"
        return clean;
    }
    void refuse(ImportStatus s, const QString& what) const {
        if (!refusal_) refusal_ = std::pair{s, what.toStdString()};
    }
    bool inside(const QString& path) const {
        return path == main_ || path.startsWith(folder_ + QLatin1Char('/'));
    }
    bool allowed(const char* file) const {
        if (!file) return false;
        const QString path = resolve(file);
        const QFileInfo info(path);
        const QString canonical = info.canonicalFilePath();  // empty when missing
        if (!inside(path) || (!canonical.isEmpty() && !inside(canonical))) {
            refuse(ImportStatus::OutsideReference, path);
            return false;
        }
        if (canonical.isEmpty()) return false;  // missing: the importer reports it
        if (!core::checkFile(canonical, core::FileKind::Mesh).ok()) {
            refuse(ImportStatus::FileRefused, path);
            return false;
        }
        if (canonical != main_ && files_read_.size() >= kMaxMeshReferences) {
            refuse(ImportStatus::TooLarge, path);
            return false;
        }
        return true;
    }

    QString main_, folder_;
    mutable std::optional<std::pair<ImportStatus, std::string>> refusal_;
    mutable QStringList files_read_;
};

template <typename T>
void put(QByteArray& out, const T& v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof(T));
}

template <typename T>
bool take(const QByteArray& in, qsizetype& at, T& v) {
    if (in.size() - at < qsizetype(sizeof(T))) return false;
    std::memcpy(&v, in.constData() + at, sizeof(T));
    at += sizeof(T);
    return true;
}

}  // namespace

const QStringList& allowedMeshSuffixes() {
    static const QStringList s{QStringLiteral("obj"), QStringLiteral("stl"), QStringLiteral("ply"),
                               QStringLiteral("gltf"), QStringLiteral("glb")};
    return s;
}

Result<TriangleMesh> parseTrustedMesh(const QByteArray& bytes, const QString& format_hint,
                                      const QString& name) {
    auto fail = [&](const QString& what) {
        return Error{(name + QStringLiteral(": ") + what).toStdString()};
    };
    Assimp::Importer importer;
    const QByteArray hint = format_hint.toLower().toUtf8();
    const aiScene* scene = importer.ReadFileFromMemory(
        bytes.constData(), static_cast<size_t>(bytes.size()), kFlags, hint.constData());
    if (!scene)
        return fail(
            Tr::tr("cannot read the mesh: %1").arg(QString::fromUtf8(importer.GetErrorString())));
    ParseOutcome o = fromScene(scene);
    switch (o.status) {
        case ImportStatus::Ok:
            return std::move(o.mesh);
        case ImportStatus::NoTriangles:
            return fail(Tr::tr("the file contains no triangles"));
        case ImportStatus::NonFinite:
            return fail(Tr::tr("the mesh has non-finite coordinates"));
        case ImportStatus::TooLarge:
            return fail(Tr::tr("the mesh has more than %1 triangles or %2 "
                               "vertices")
                            .arg(kMaxMeshTriangles)
                            .arg(kMaxMeshVertices));
        default:
            return fail(Tr::tr("cannot read the mesh: %1").arg(QString::fromStdString(o.detail)));
    }
}

ParseOutcome parseRestricted(const QString& path) {
    ParseOutcome out;
    const QFileInfo info(path);
    if (!allowedMeshSuffixes().contains(info.suffix().toLower())) {
        out.status = ImportStatus::FormatNotAllowed;
        out.detail = info.suffix().toStdString();
        return out;
    }
    const QString main = info.canonicalFilePath();
    if (main.isEmpty() || !core::checkFile(main, core::FileKind::Mesh).ok()) {
        out.status = ImportStatus::FileRefused;
        out.detail = path.toStdString();
        return out;
    }
    const QString folder = QFileInfo(main).path();

    Assimp::Importer importer;
    // Only the importers of the allowed formats stay: Assimp tries every registered importer on a
    // file it does not recognise by name, and the exotic ones are where the crashes are.
    std::vector<Assimp::BaseImporter*> others;
    for (std::size_t i = 0; i < importer.GetImporterCount(); ++i) {
        const aiImporterDesc* desc = importer.GetImporterInfo(i);
        const QStringList exts = desc && desc->mFileExtensions
                                     ? QString::fromLatin1(desc->mFileExtensions)
                                           .split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                     : QStringList();
        bool keep = false;
        for (const QString& e : exts) keep = keep || allowedMeshSuffixes().contains(e.toLower());
        if (!keep) others.push_back(importer.GetImporter(i));
    }
    for (Assimp::BaseImporter* b : others) {
        if (importer.UnregisterLoader(b) == AI_SUCCESS) delete b;
    }
    auto* io = new FolderIOSystem(main, folder);
    importer.SetIOHandler(io);  // the importer owns it
    const aiScene* scene = importer.ReadFile(QFile::encodeName(main).constData(), kFlags);
    if (io->refusal()) {
        out.status = io->refusal()->first;
        out.detail = io->refusal()->second;
        return out;
    }
    if (!scene) {
        out.status = ImportStatus::Unreadable;
        out.detail = importer.GetErrorString();
        return out;
    }
    out = fromScene(scene);
    out.files_read = io->filesRead();
    return out;
}

QByteArray encodeMesh(const TriangleMesh& mesh, const QStringList& files_read) {
    QByteArray out;
    out.append(kMagic, sizeof kMagic);
    put(out, static_cast<std::uint32_t>(mesh.positions.size() / 3));
    put(out, static_cast<std::uint32_t>(mesh.indices.size()));
    out.append(reinterpret_cast<const char*>(mesh.positions.data()),
               qsizetype(mesh.positions.size() * sizeof(float)));
    out.append(reinterpret_cast<const char*>(mesh.normals.data()),
               qsizetype(mesh.normals.size() * sizeof(float)));
    out.append(reinterpret_cast<const char*>(mesh.indices.data()),
               qsizetype(mesh.indices.size() * sizeof(std::uint32_t)));
    put(out, static_cast<std::uint32_t>(files_read.size()));
    for (const QString& f : files_read) {
        const QByteArray u = f.toUtf8();
        put(out, static_cast<std::uint32_t>(u.size()));
        out.append(u);
    }
    return out;
}

std::optional<std::string> checkMeshArrays(const TriangleMesh& mesh) {
    if (mesh.positions.size() % 3 != 0 || mesh.normals.size() != mesh.positions.size())
        return "array sizes differ";
    if (mesh.indices.empty() || mesh.indices.size() % 3 != 0) return "no whole triangles";
    if (mesh.positions.size() / 3 > std::size_t(kMaxMeshVertices) ||
        mesh.indices.size() / 3 > std::size_t(kMaxMeshTriangles))
        return "too large";
    for (float x : mesh.positions)
        if (!std::isfinite(x)) return "non-finite position";
    for (float x : mesh.normals)
        if (!std::isfinite(x)) return "non-finite normal";
    const std::size_t n = mesh.positions.size() / 3;
    for (std::uint32_t i : mesh.indices)
        if (i >= n) return "index out of range";
    return std::nullopt;
}

std::optional<std::pair<TriangleMesh, QStringList>> decodeMesh(const QByteArray& bytes) {
    if (bytes.size() < qsizetype(sizeof kMagic) ||
        std::memcmp(bytes.constData(), kMagic, sizeof kMagic) != 0)
        return std::nullopt;
    qsizetype at = sizeof kMagic;
    std::uint32_t vertices = 0, indices = 0;
    if (!take(bytes, at, vertices) || !take(bytes, at, indices)) return std::nullopt;
    if (vertices > std::uint32_t(kMaxMeshVertices) || indices % 3 != 0 ||
        indices / 3 > std::uint32_t(kMaxMeshTriangles))
        return std::nullopt;
    const qsizetype arrays = qsizetype(vertices) * 6 * sizeof(float) + qsizetype(indices) * 4;
    if (bytes.size() - at < arrays) return std::nullopt;
    TriangleMesh m;
    m.positions.resize(std::size_t(vertices) * 3);
    m.normals.resize(std::size_t(vertices) * 3);
    m.indices.resize(indices);
    std::memcpy(m.positions.data(), bytes.constData() + at, m.positions.size() * sizeof(float));
    at += qsizetype(m.positions.size() * sizeof(float));
    std::memcpy(m.normals.data(), bytes.constData() + at, m.normals.size() * sizeof(float));
    at += qsizetype(m.normals.size() * sizeof(float));
    std::memcpy(m.indices.data(), bytes.constData() + at, m.indices.size() * 4);
    at += qsizetype(m.indices.size() * 4);
    std::uint32_t files = 0;
    if (!take(bytes, at, files) || files > std::uint32_t(kMaxMeshReferences)) return std::nullopt;
    QStringList names;
    for (std::uint32_t i = 0; i < files; ++i) {
        std::uint32_t len = 0;
        if (!take(bytes, at, len) || len > 4096 || bytes.size() - at < qsizetype(len))
            return std::nullopt;
        names << QString::fromUtf8(bytes.constData() + at, qsizetype(len));
        at += len;
    }
    if (at != bytes.size()) return std::nullopt;
    if (checkMeshArrays(m)) return std::nullopt;
    return std::pair{std::move(m), names};
}

}  // namespace botlab::parts_library::detail
