// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/mesh_builder.h"

#include <QByteArray>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace botlab::gui {

namespace {

void pushVertex(std::vector<float>& v, const QVector3D& p, const QVector3D& n,
                const std::array<float, 4>& c) {
    v.insert(v.end(), {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), c[0], c[1], c[2], c[3]});
}

QVector3D xf(const sim::Pose& X, const sim::Vec3& p) {
    return toQt(X * p);
}
QVector3D rot(const sim::Pose& X, const sim::Vec3& n) {
    return toQt(X.rotation * n);
}

Qt3DCore::QAttribute* attribute(Qt3DCore::QBuffer* buf, const QString& name, int size, int offset,
                                int stride, int count, Qt3DCore::QNode* parent) {
    auto* a = new Qt3DCore::QAttribute(parent);
    a->setName(name);
    a->setAttributeType(Qt3DCore::QAttribute::VertexAttribute);
    a->setVertexBaseType(Qt3DCore::QAttribute::Float);
    a->setVertexSize(uint(size));
    a->setByteOffset(uint(offset * 4));
    a->setByteStride(uint(stride * 4));
    a->setCount(uint(count));
    a->setBuffer(buf);
    return a;
}
}  // namespace

QVector3D toQt(const sim::Vec3& v) {
    return QVector3D(float(v.x()), float(v.y()), float(v.z()));
}

QMatrix4x4 toMatrix(const sim::Pose& X) {
    const sim::Mat3 R = X.rotation.toRotationMatrix();
    QMatrix4x4 m;
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) m(r, c) = float(R(r, c));
        m(r, 3) = float(X.translation[r]);
    }
    return m;
}

void ColoredMesh::addTriangle(const QVector3D& a, const QVector3D& b, const QVector3D& c,
                              const std::array<float, 4>& rgba) {
    const QVector3D n = QVector3D::normal(a, b, c);
    addTriangle(a, b, c, n, n, n, rgba);
}

void ColoredMesh::addTriangle(const QVector3D& a, const QVector3D& b, const QVector3D& c,
                              const QVector3D& na, const QVector3D& nb, const QVector3D& nc,
                              const std::array<float, 4>& rgba) {
    pushVertex(vertices, a, na, rgba);
    pushVertex(vertices, b, nb, rgba);
    pushVertex(vertices, c, nc, rgba);
}

void ColoredMesh::append(const ColoredMesh& other) {
    vertices.insert(vertices.end(), other.vertices.begin(), other.vertices.end());
}

void addShape(ColoredMesh& mesh, const sim::Shape& shape, const sim::Pose& X_FS,
              const std::array<float, 4>& rgba, const sim::Vec3& scale) {
    switch (shape.type) {
        case sim::ShapeType::Box: {
            const sim::Vec3 h = 0.5 * shape.size_m.cwiseProduct(scale);
            // Each face: normal axis k, sign s; corners in counter-clockwise order seen from
            // outside.
            for (int k = 0; k < 3; ++k) {
                for (int s = -1; s <= 1; s += 2) {
                    const int u = (k + 1) % 3, w = (k + 2) % 3;
                    sim::Vec3 n = sim::Vec3::Zero();
                    n[k] = s;
                    auto corner = [&](double a, double b) {
                        sim::Vec3 p;
                        p[k] = s * h[k];
                        p[u] = a * h[u];
                        p[w] = b * h[w];
                        return xf(X_FS, p);
                    };
                    QVector3D p0 = corner(-1, -1), p1 = corner(1, -1), p2 = corner(1, 1),
                              p3 = corner(-1, 1);
                    const QVector3D nn = rot(X_FS, n);
                    if (s < 0) {
                        std::swap(p1, p3);
                    }
                    mesh.addTriangle(p0, p1, p2, nn, nn, nn, rgba);
                    mesh.addTriangle(p0, p2, p3, nn, nn, nn, rgba);
                }
            }
            break;
        }
        case sim::ShapeType::Sphere: {
            const double r = shape.radius_m * scale.x();
            const int rings = 8, segs = 12;
            auto pt = [&](int i, int j) {
                const double th = std::numbers::pi_v<float> * i / rings,
                             ph = 2 * std::numbers::pi_v<float> * j / segs;
                return sim::Vec3(std::sin(th) * std::cos(ph), std::cos(th),
                                 std::sin(th) * std::sin(ph));
            };
            for (int i = 0; i < rings; ++i) {
                for (int j = 0; j < segs; ++j) {
                    const sim::Vec3 a = pt(i, j), b = pt(i + 1, j), c = pt(i + 1, j + 1),
                                    d = pt(i, j + 1);
                    if (i != 0)
                        mesh.addTriangle(xf(X_FS, a * r), xf(X_FS, d * r), xf(X_FS, c * r),
                                         rot(X_FS, a), rot(X_FS, d), rot(X_FS, c), rgba);
                    if (i != rings - 1)
                        mesh.addTriangle(xf(X_FS, a * r), xf(X_FS, c * r), xf(X_FS, b * r),
                                         rot(X_FS, a), rot(X_FS, c), rot(X_FS, b), rgba);
                }
            }
            break;
        }
        case sim::ShapeType::Cylinder: {
            const double r = shape.radius_m * scale.x();
            const double hl = 0.5 * shape.length_m * scale.z();
            const int segs = 16;
            // Darker caps with a lighter hub ring make rotation visible on wheels.
            std::array<float, 4> cap = rgba;
            for (int k = 0; k < 3; ++k) cap[k] = std::min(1.0f, rgba[k] * 0.8f + 0.05f);
            for (int j = 0; j < segs; ++j) {
                const double a0 = 2 * std::numbers::pi_v<float> * j / segs,
                             a1 = 2 * std::numbers::pi_v<float> * (j + 1) / segs;
                const sim::Vec3 n0(std::cos(a0), std::sin(a0), 0),
                    n1(std::cos(a1), std::sin(a1), 0);
                const sim::Vec3 b0 = n0 * r + sim::Vec3(0, 0, -hl),
                                b1 = n1 * r + sim::Vec3(0, 0, -hl);
                const sim::Vec3 t0 = n0 * r + sim::Vec3(0, 0, hl),
                                t1 = n1 * r + sim::Vec3(0, 0, hl);
                mesh.addTriangle(xf(X_FS, b0), xf(X_FS, b1), xf(X_FS, t1), rot(X_FS, n0),
                                 rot(X_FS, n1), rot(X_FS, n1), rgba);
                mesh.addTriangle(xf(X_FS, b0), xf(X_FS, t1), xf(X_FS, t0), rot(X_FS, n0),
                                 rot(X_FS, n1), rot(X_FS, n0), rgba);
                const std::array<float, 4>& c = (j % 4 == 0) ? rgba : cap;
                const QVector3D up = rot(X_FS, sim::Vec3::UnitZ()), dn = -up;
                mesh.addTriangle(xf(X_FS, sim::Vec3(0, 0, hl)), xf(X_FS, t0), xf(X_FS, t1), up, up,
                                 up, c);
                mesh.addTriangle(xf(X_FS, sim::Vec3(0, 0, -hl)), xf(X_FS, b1), xf(X_FS, b0), dn, dn,
                                 dn, c);
            }
            break;
        }
    }
}

void addHeightfield(ColoredMesh& mesh, const sim::Heightfield& hf) {
    if (hf.samples_x < 2 || hf.samples_z < 2 ||
        hf.heights_m.size() < std::size_t(hf.samples_x) * hf.samples_z)
        return;
    const auto [lo, hi] = std::minmax_element(hf.heights_m.begin(), hf.heights_m.end());
    const double range = std::max(1e-6, *hi - *lo);
    auto P = [&](int ix, int iz) {
        return QVector3D(float(hf.min_x_m + ix * hf.cell_m),
                         float(hf.heights_m[std::size_t(iz) * hf.samples_x + ix]),
                         float(hf.min_z_m + iz * hf.cell_m));
    };
    auto N = [&](int ix, int iz) {
        const int x0 = std::max(0, ix - 1), x1 = std::min(hf.samples_x - 1, ix + 1);
        const int z0 = std::max(0, iz - 1), z1 = std::min(hf.samples_z - 1, iz + 1);
        const QVector3D dx = P(x1, iz) - P(x0, iz), dz = P(ix, z1) - P(ix, z0);
        return QVector3D::crossProduct(dz, dx).normalized();
    };
    auto C = [&](int ix, int iz) {
        const float t = float((hf.heights_m[std::size_t(iz) * hf.samples_x + ix] - *lo) / range);
        return std::array<float, 4>{0.35f + 0.35f * t, 0.55f - 0.1f * t, 0.25f + 0.15f * t, 1.0f};
    };
    for (int iz = 0; iz + 1 < hf.samples_z; ++iz) {
        for (int ix = 0; ix + 1 < hf.samples_x; ++ix) {
            const auto c = C(ix, iz);
            mesh.addTriangle(P(ix, iz), P(ix, iz + 1), P(ix + 1, iz + 1), N(ix, iz), N(ix, iz + 1),
                             N(ix + 1, iz + 1), c);
            mesh.addTriangle(P(ix, iz), P(ix + 1, iz + 1), P(ix + 1, iz), N(ix, iz),
                             N(ix + 1, iz + 1), N(ix + 1, iz), c);
        }
    }
}

std::vector<QVector3D> trianglePositions(const ColoredMesh& mesh) {
    std::vector<QVector3D> out;
    out.reserve(std::size_t(mesh.vertexCount()));
    for (std::size_t i = 0; i + 9 < mesh.vertices.size() + 1; i += 10)
        out.emplace_back(mesh.vertices[i], mesh.vertices[i + 1], mesh.vertices[i + 2]);
    return out;
}

float rayHitDistance(const QVector3D& o, const QVector3D& d, const std::vector<QVector3D>& tri) {
    float best = -1.0f;
    for (std::size_t i = 0; i + 2 < tri.size(); i += 3) {
        // Moller-Trumbore.
        const QVector3D e1 = tri[i + 1] - tri[i], e2 = tri[i + 2] - tri[i];
        const QVector3D p = QVector3D::crossProduct(d, e2);
        const float det = QVector3D::dotProduct(e1, p);
        if (std::abs(det) < 1e-12f) continue;
        const float inv = 1.0f / det;
        const QVector3D s = o - tri[i];
        const float u = QVector3D::dotProduct(s, p) * inv;
        if (u < 0 || u > 1) continue;
        const QVector3D q = QVector3D::crossProduct(s, e1);
        const float v = QVector3D::dotProduct(d, q) * inv;
        if (v < 0 || u + v > 1) continue;
        const float t = QVector3D::dotProduct(e2, q) * inv;
        if (t > 0 && (best < 0 || t < best)) best = t;
    }
    return best;
}

Qt3DRender::QGeometryRenderer* makeRenderer(const ColoredMesh& mesh, Qt3DCore::QNode* parent) {
    auto* renderer = new Qt3DRender::QGeometryRenderer(parent);
    auto* geometry = new Qt3DCore::QGeometry(renderer);
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(QByteArray(reinterpret_cast<const char*>(mesh.vertices.data()),
                               qsizetype(mesh.vertices.size() * sizeof(float))));
    const int n = mesh.vertexCount();
    auto* pos = attribute(buffer, Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0, 10, n,
                          geometry);
    geometry->addAttribute(pos);
    geometry->addAttribute(attribute(buffer, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3,
                                     3, 10, n, geometry));
    geometry->addAttribute(attribute(buffer, Qt3DCore::QAttribute::defaultColorAttributeName(), 4,
                                     6, 10, n, geometry));
    geometry->setBoundingVolumePositionAttribute(pos);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    renderer->setVertexCount(n);
    return renderer;
}

Qt3DRender::QGeometryRenderer* makeFloorQuad(const sim::FloorTexture& f, float y,
                                             Qt3DCore::QNode* parent) {
    const float x0 = float(f.min_x_m), x1 = float(f.min_x_m + f.size_x_m);
    const float z0 = float(f.min_z_m), z1 = float(f.min_z_m + f.size_z_m);
    // position(3) normal(3) texcoord(2); texture row 0 (v = 0 in the uploaded image) is at z0.
    const std::vector<float> v = {x0, y, z0, 0, 1, 0, 0, 0, x0, y, z1, 0, 1, 0, 0, 1,
                                  x1, y, z1, 0, 1, 0, 1, 1, x0, y, z0, 0, 1, 0, 0, 0,
                                  x1, y, z1, 0, 1, 0, 1, 1, x1, y, z0, 0, 1, 0, 1, 0};
    auto* renderer = new Qt3DRender::QGeometryRenderer(parent);
    auto* geometry = new Qt3DCore::QGeometry(renderer);
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(
        QByteArray(reinterpret_cast<const char*>(v.data()), qsizetype(v.size() * sizeof(float))));
    auto* pos = attribute(buffer, Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0, 8, 6,
                          geometry);
    geometry->addAttribute(pos);
    geometry->addAttribute(attribute(buffer, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3,
                                     3, 8, 6, geometry));
    geometry->addAttribute(attribute(buffer,
                                     Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName(),
                                     2, 6, 8, 6, geometry));
    geometry->setBoundingVolumePositionAttribute(pos);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    renderer->setVertexCount(6);
    return renderer;
}

}  // namespace botlab::gui
