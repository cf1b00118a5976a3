#include "botlab/parts_library/mesh.h"

#include <assimp/postprocess.h>
#include <assimp/scene.h>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <assimp/Importer.hpp>
#include <cmath>
#include <functional>

namespace botlab::parts_library {

namespace {

Error meshError(const QString& name, const QString& what) {
    return Error{(name + QStringLiteral(": ") + what).toStdString()};
}

Result<TriangleMesh> fromScene(const aiScene* scene, const QString& name, double scale) {
    if (!scene || !scene->mRootNode)
        return meshError(
            name, QCoreApplication::translate("botlab::parts_library", "not a readable mesh file"));
    TriangleMesh out;
    // Walk the node tree so node transforms are applied.
    std::function<void(const aiNode*, const aiMatrix4x4&)> visit = [&](const aiNode* node,
                                                                       const aiMatrix4x4& parent) {
        const aiMatrix4x4 xf = parent * node->mTransformation;
        aiMatrix3x3 nxf(xf);
        nxf.Inverse().Transpose();
        for (unsigned mi = 0; mi < node->mNumMeshes; ++mi) {
            const aiMesh* mesh = scene->mMeshes[node->mMeshes[mi]];
            if (!(mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE)) continue;
            const auto base = static_cast<std::uint32_t>(out.positions.size() / 3);
            for (unsigned v = 0; v < mesh->mNumVertices; ++v) {
                aiVector3D p = xf * mesh->mVertices[v];
                out.positions.push_back(static_cast<float>(p.x * scale));
                out.positions.push_back(static_cast<float>(p.y * scale));
                out.positions.push_back(static_cast<float>(p.z * scale));
                aiVector3D n = mesh->mNormals ? nxf * mesh->mNormals[v] : aiVector3D(0, 1, 0);
                n.NormalizeSafe();
                out.normals.push_back(n.x);
                out.normals.push_back(n.y);
                out.normals.push_back(n.z);
            }
            for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
                const aiFace& face = mesh->mFaces[f];
                if (face.mNumIndices != 3) continue;
                for (int k = 0; k < 3; ++k) out.indices.push_back(base + face.mIndices[k]);
            }
        }
        for (unsigned c = 0; c < node->mNumChildren; ++c) visit(node->mChildren[c], xf);
    };
    visit(scene->mRootNode, aiMatrix4x4());
    if (out.indices.empty())
        return meshError(name, QCoreApplication::translate("botlab::parts_library",
                                                           "the file contains no triangles"));
    for (float x : out.positions) {
        if (!std::isfinite(x))
            return meshError(name,
                             QCoreApplication::translate("botlab::parts_library",
                                                         "the mesh has non-finite coordinates"));
    }
    return out;
}

constexpr unsigned kFlags = aiProcess_Triangulate | aiProcess_GenSmoothNormals |
                            aiProcess_JoinIdenticalVertices | aiProcess_SortByPType;

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

Result<TriangleMesh> loadMeshFromMemory(const QByteArray& bytes, const QString& format_hint,
                                        const QString& name, double scale) {
    if (bytes.isEmpty())
        return meshError(
            name, QCoreApplication::translate("botlab::parts_library", "the mesh file is empty"));
    if (!(scale > 0.0) || !std::isfinite(scale))
        return meshError(name,
                         QCoreApplication::translate("botlab::parts_library", "scale must be > 0"));
    Assimp::Importer importer;
    const QByteArray hint = format_hint.toLower().toUtf8();
    const aiScene* scene = importer.ReadFileFromMemory(
        bytes.constData(), static_cast<size_t>(bytes.size()), kFlags, hint.constData());
    if (!scene) {
        return meshError(
            name, QCoreApplication::translate("botlab::parts_library", "cannot read the mesh: %1")
                      .arg(QString::fromUtf8(importer.GetErrorString())));
    }
    return fromScene(scene, name, scale);
}

Result<TriangleMesh> loadMesh(const QString& path, double scale) {
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (!info.exists())
        return meshError(
            path, QCoreApplication::translate("botlab::parts_library", "mesh file not found"));
    if (path.startsWith(QStringLiteral(":/")) || suffix != QStringLiteral("gltf")) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return meshError(path, QCoreApplication::translate("botlab::parts_library",
                                                               "cannot open the mesh file: %1")
                                       .arg(file.errorString()));
        }
        return loadMeshFromMemory(file.readAll(), suffix, path, scale);
    }
    // .gltf may reference external buffers: let Assimp read it from disk.
    Assimp::Importer importer;
    const aiScene* scene = importer.ReadFile(QFile::encodeName(path).constData(), kFlags);
    if (!scene) {
        return meshError(
            path, QCoreApplication::translate("botlab::parts_library", "cannot read the mesh: %1")
                      .arg(QString::fromUtf8(importer.GetErrorString())));
    }
    return fromScene(scene, path, scale);
}

}  // namespace botlab::parts_library
