// SPDX-License-Identifier: GPL-3.0-or-later
// Meshes from outside (issue 14): parsed in the helper process botlab-mesh-import, so a crash,
// hang or malformed result of the parser is a refusal naming the file, never a crash of this
// process; formats, sizes and references are bounded; results are cached by content hash.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "botlab_test.h"

#include "botlab/core/files.h"
#include "botlab/parts_library/mesh.h"

using namespace botlab;
using namespace botlab::parts_library;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

/// A box of size s (metres) as an OBJ; `tag` goes into a comment so that each test's file has
/// its own content (the cache is per content).
QByteArray boxObj(double s, const QByteArray& tag = {}) {
    QByteArray out = "# " + tag + "\n";
    for (int i = 0; i < 8; ++i)
        out += QStringLiteral("v %1 %2 %3\n")
                   .arg((i & 1 ? 0.5 : -0.5) * s)
                   .arg((i & 2 ? 0.5 : -0.5) * s)
                   .arg((i & 4 ? 0.5 : -0.5) * s)
                   .toUtf8();
    out += "f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n";
    return out;
}

/// A binary STL of `n` triangles (all the same), whose header claims `claimed` triangles.
QByteArray binaryStl(quint32 n, quint32 claimed) {
    QByteArray out(80, ' ');
    out.append(reinterpret_cast<const char*>(&claimed), 4);
    for (quint32 t = 0; t < n; ++t) {
        const float tri[12] = {0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0};
        out.append(reinterpret_cast<const char*>(tri), sizeof tri);
        out.append(2, '\0');
    }
    return out;
}

/// A glTF 2.0 triangle whose buffer is the file `uri` (12 floats: 3 positions).
QByteArray triangleGltf(const QString& uri) {
    return QStringLiteral(
               "{\"asset\": {\"version\": \"2.0\"}, \"scene\": 0, \"scenes\": [{\"nodes\": [0]}],"
               " \"nodes\": [{\"mesh\": 0}], \"meshes\": [{\"primitives\": [{\"attributes\": "
               "{\"POSITION\": 0}}]}], \"buffers\": [{\"byteLength\": 36, \"uri\": \"%1\"}],"
               " \"bufferViews\": [{\"buffer\": 0, \"byteOffset\": 0, \"byteLength\": 36}],"
               " \"accessors\": [{\"bufferView\": 0, \"componentType\": 5126, \"count\": 3,"
               " \"type\": \"VEC3\", \"min\": [0, 0, 0], \"max\": [1, 1, 0]}]}")
        .arg(uri)
        .toUtf8();
}

QByteArray triangleBuffer(float size) {
    const float v[9] = {0, 0, 0, size, 0, 0, 0, size, 0};
    return QByteArray(reinterpret_cast<const char*>(v), sizeof v);
}

/// Sets an environment variable for one scope.
struct ScopedEnv {
    QByteArray name;
    ScopedEnv(const char* n, const QByteArray& value) : name(n) { qputenv(n, value); }
    ~ScopedEnv() { qunsetenv(name.constData()); }
};

}  // namespace

class TestMeshImport : public QObject {
    Q_OBJECT

private slots:
    void refusals_data();
    void refusals();
    void helperFaultsAreRefusals_data();
    void helperFaultsAreRefusals();
    void damagedCopiesNeverCrash_data();
    void damagedCopiesNeverCrash();
    void cacheByContentHash();
    void externalBufferInsideFolder();
};

void TestMeshImport::refusals_data() {
    QTest::addColumn<QString>("name");        // file name inside the test folder
    QTest::addColumn<QByteArray>("content");  // "" with special: see below
    QTest::addColumn<QString>("special");     // "devzero", "sparse", "fifo", "dir" or ""
    QTest::addColumn<QString>("expected");    // part of the message after "<path>: "

    QTest::newRow("format not allowed (md2)")
        << "model.md2" << QByteArray("IDP2garbage") << ""
        << "the mesh format 'md2' is not supported (supported: obj, stl, ply, gltf, glb)";
    QTest::newRow("no ending") << "model" << boxObj(1) << ""
                               << "the mesh format '' is not supported";
    QTest::newRow("empty file") << "e.obj" << QByteArray() << ""
                                << "the mesh file is empty";
    QTest::newRow("garbage obj") << "g.obj" << QByteArray("this is not a mesh\x01\x02") << ""
                                 << "cannot read the mesh";
    QTest::newRow("garbage ply") << "g.ply"
                                 << QByteArray(
                                        "ply\nformat binary_little_endian 1.0\n"
                                        "element vertex 2000000000\nproperty "
                                        "float x\nend_header\n\x01\x02")
                                 << ""
                                 << "";
    QTest::newRow("stl header claims more triangles") << "t.stl" << binaryStl(2, 100000) << ""
                                                      << "";
    QTest::newRow("nan vertex") << "n.obj" << QByteArray("v nan 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n")
                                << ""
                                << "";
    QTest::newRow("gltf buffer outside its folder")
        << "evil.gltf" << triangleGltf(QStringLiteral("../../../../../../etc/passwd")) << ""
        << "the mesh refers to a file outside its folder: '/etc/passwd'";
    // Assimp reads a buffer's absolute path inside the folder, where there is no such file.
    QTest::newRow("gltf buffer by absolute path")
        << "abs.gltf" << triangleGltf(QStringLiteral("/etc/passwd")) << ""
        << "cannot read the mesh: GLTF: could not open referenced file";
    QTest::newRow("obj material library outside its folder")
        << "m.obj" << QByteArray("mtllib ../../../../../../etc/passwd\n") + boxObj(1, "mtl") << ""
        << "the mesh refers to a file outside its folder: '/etc/passwd'";
    QTest::newRow("/dev/zero as a mesh") << "" << QByteArray() << "devzero"
                                         << "not a regular file";
    QTest::newRow("a FIFO as a mesh") << "f.obj" << QByteArray() << "fifo"
                                      << "not a regular file";
    QTest::newRow("a folder as a mesh") << "d.obj" << QByteArray() << "dir"
                                        << "not a regular file";
    QTest::newRow("larger than 64 MiB")
        << "big.stl" << QByteArray() << "sparse"
        << "too large for a mesh file (64.0 MB; the limit is 64.0 MB)";
    QTest::newRow("missing") << "none.obj" << QByteArray() << "missing"
                             << "no such mesh file";
}

void TestMeshImport::refusals() {
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, special);
    QFETCH(QString, expected);
    QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("a/b/c")));
    const QString dir = root.filePath(QStringLiteral("a/b/c"));
    QString path = dir + QLatin1Char('/') + name;
    if (special == QStringLiteral("devzero")) {
        path = QStringLiteral("/dev/zero.obj");  // no such file; and /dev/zero itself below
        path = dir + QStringLiteral("/zero.obj");
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    } else if (special == QStringLiteral("fifo")) {
        QCOMPARE(::system(qPrintable(QStringLiteral("mkfifo '%1'").arg(path))), 0);
    } else if (special == QStringLiteral("dir")) {
        QVERIFY(QDir().mkpath(path));
    } else if (special == QStringLiteral("sparse")) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(core::maxFileBytes(core::FileKind::Mesh) + 1));
    } else if (special != QStringLiteral("missing")) {
        writeFile(path, content);
    }
    QElapsedTimer clock;
    clock.start();
    const auto mesh = loadMesh(path);
    QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(!mesh.ok(), "the mesh was accepted");
    const QString msg = QString::fromStdString(mesh.message());
    QVERIFY2(msg.startsWith(path + QStringLiteral(": ")), qPrintable(msg));
    QVERIFY2(msg.contains(expected), qPrintable(msg));
    QVERIFY2(msg.size() < 300, qPrintable(msg));  // a short message, not the file echoed
    QVERIFY(!msg.contains(QLatin1Char('\n')));
}

void TestMeshImport::helperFaultsAreRefusals_data() {
    QTest::addColumn<QByteArray>("fault");
    QTest::addColumn<QString>("expected");
    QTest::newRow("helper aborts (a crash in the parser)")
        << QByteArray("abort")
        << "the mesh importer crashed on this file (it is damaged or not a mesh Botlab reads); "
           "refused";
    QTest::newRow("helper hangs (past the time limit)")
        << QByteArray("hang") << "reading the mesh took longer than 1 s; refused";
    QTest::newRow("helper writes a malformed result")
        << QByteArray("garbage") << "the mesh importer returned a malformed result; refused";
}

void TestMeshImport::helperFaultsAreRefusals() {
    QFETCH(QByteArray, fault);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("box.obj"));
    writeFile(path, boxObj(0.1, "fault " + fault));  // content of its own: not in the cache
    ScopedEnv f("BOTLAB_MESH_IMPORT_TEST_FAULT", fault);
    ScopedEnv t("BOTLAB_MESH_IMPORT_TIMEOUT_MS", "1000");
    QElapsedTimer clock;
    clock.start();
    const auto mesh = loadMesh(path);
    QVERIFY(clock.elapsed() < 8000);
    QVERIFY(!mesh.ok());
    const QString msg = QString::fromStdString(mesh.message());
    QCOMPARE(msg, path + QStringLiteral(": ") + expected);
}

void TestMeshImport::damagedCopiesNeverCrash_data() {
    // Valid meshes, cut short and with bytes overwritten: each load returns, with a mesh whose
    // arrays are consistent or with a refusal naming the file.
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("valid");
    QTest::addColumn<int>("seed");
    const QByteArray stl = binaryStl(12, 12);
    const QByteArray ply = QByteArray(
        "ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty "
        "float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n0 0 0\n1 0 "
        "0\n0 1 0\n3 0 1 2\n");
    const QByteArray obj = boxObj(0.5, "damaged");
    for (int seed = 1; seed <= 6; ++seed) {
        QTest::addRow("stl %d", seed) << "stl" << stl << seed;
        QTest::addRow("ply %d", seed) << "ply" << ply << seed;
        QTest::addRow("obj %d", seed) << "obj" << obj << seed;
    }
}

void TestMeshImport::damagedCopiesNeverCrash() {
    QFETCH(QString, suffix);
    QFETCH(QByteArray, valid);
    QFETCH(int, seed);
    QByteArray bytes = valid.left(valid.size() * (seed % 3 + 1) / 4);  // 1/4, 2/4, 3/4
    quint32 x = 2463534242u * quint32(seed);
    for (int k = 0; k < seed * 3 && !bytes.isEmpty(); ++k) {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;  // xorshift32
        bytes[qsizetype(x % quint32(bytes.size()))] = char(x >> 24);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("damaged.") + suffix);
    writeFile(path, bytes);
    // Some damaged files make libassimp loop (ply 2 did, for the whole default 10 s): a short
    // limit keeps the test short; the refusal is the same.
    ScopedEnv t("BOTLAB_MESH_IMPORT_TIMEOUT_MS", "2000");
    const auto mesh = loadMesh(path);
    if (mesh.ok()) {
        const int n = mesh->vertexCount();
        for (std::uint32_t i : mesh->indices) QVERIFY(int(i) < n);
        for (float v : mesh->positions) QVERIFY(std::isfinite(v));
    } else {
        QVERIFY2(QString::fromStdString(mesh.message()).startsWith(path + QStringLiteral(": ")),
                 mesh.message().c_str());
    }
}

void TestMeshImport::cacheByContentHash() {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.obj"));
    const QString b = dir.filePath(QStringLiteral("b.obj"));
    writeFile(a, boxObj(0.2, "cache"));
    writeFile(b, boxObj(0.2, "cache"));  // same bytes, another name
    auto first = loadMesh(a, 0.5);
    QVERIFY_OK(first);
    // 0.2 m x 0.5 = a 0.1 m cube: 1e-3 m^3.
    QVERIFY(std::abs(first->volume() - 1e-3) < 1e-9);
    {
        // The helper now crashes on everything, yet the same content is served from the cache.
        ScopedEnv f("BOTLAB_MESH_IMPORT_TEST_FAULT", "abort");
        auto again = loadMesh(b, 1.0);
        QVERIFY_OK(again);
        QVERIFY(std::abs(again->volume() - 8e-3) < 1e-9);
        // New content is parsed again: the crash shows.
        writeFile(b, boxObj(0.3, "cache"));
        QVERIFY(!loadMesh(b).ok());
    }
}

void TestMeshImport::externalBufferInsideFolder() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("bin")));
    const QString gltf = dir.filePath(QStringLiteral("tri.gltf"));
    writeFile(gltf, triangleGltf(QStringLiteral("bin/tri.bin")));
    writeFile(dir.filePath(QStringLiteral("bin/tri.bin")), triangleBuffer(1.0f));
    auto one = loadMesh(gltf);
    QVERIFY_OK(one);
    QCOMPARE(one->triangleCount(), 1);
    QCOMPARE(one->area(), 0.5);
    // The buffer changes, the glTF does not: the cache sees it (the buffer's hash) and reads again.
    writeFile(dir.filePath(QStringLiteral("bin/tri.bin")), triangleBuffer(2.0f));
    auto two = loadMesh(gltf);
    QVERIFY_OK(two);
    QCOMPARE(two->area(), 2.0);
}

QTEST_GUILESS_MAIN(TestMeshImport)
#include "tst_mesh_import.moc"
