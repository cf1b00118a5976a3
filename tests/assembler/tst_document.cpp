// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the robot document: file round trips, malformed files, undo/redo, port wiring.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <random>

#include "botlab_test.h"

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/editor.h"
#include "botlab/assembler/robot_file.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(bytes);
}

}  // namespace

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void saveLoadRoundTripsExactly_data();
    void saveLoadRoundTripsExactly();
    void randomDocumentRoundTrips();
    void customPartsRoundTrip();
    void malformedRobotFiles_data();
    void malformedRobotFiles();
    void saveFailsCleanly();
    void customPartIdRules();
    void undoRedoRestoreTheDocument();
    void dragsMergeIntoOneUndoStep();
    void portsAreAutoAssignedAndEditable();
};

void TestDocument::saveLoadRoundTripsExactly_data() {
    QTest::addColumn<QString>("name");
    for (const QString& n : buildableRobotNames()) QTest::newRow(qPrintable(n)) << n;
}

void TestDocument::saveLoadRoundTripsExactly() {
    QFETCH(QString, name);
    auto doc = buildBuiltinRobot(name, lib());
    QVERIFY_OK(doc);
    QTemporaryDir dir;
    const QString path = dir.filePath(name + QStringLiteral(".json"));
    QVERIFY_OK(saveRobotFile(doc.value(), path));
    parts_library::PartsLibrary l = lib();
    auto loaded = loadRobotFile(path, l);
    QVERIFY_OK(loaded);
    QVERIFY(loaded.value() == doc.value());
    // Saving the loaded document gives the same bytes.
    QCOMPARE(robotToJson(loaded.value()), readFile(path));
    // The embedded built-in file is exactly what the document API builds.
    auto embedded = loadRobotFile(QStringLiteral(":/botlab/robots/%1.json").arg(name), l);
    QVERIFY_OK(embedded);
    QVERIFY2(embedded.value() == doc.value(),
             "assembler/robots/ is stale: re-run botlab-make-robots");
}

void TestDocument::randomDocumentRoundTrips() {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(-1, 1);
    std::normal_distribution<double> g;
    RobotDocument doc;
    doc.name = QStringLiteral("Ünïcode robot \"quoted\"");
    const QStringList ids = lib().ids();
    for (int i = 0; i < 60; ++i) {
        PartInstance p;
        p.part_id = ids[i % ids.size()];
        p.X_MP.translation = Vec3(u(rng), u(rng) * 1e-7, 0.1 + 0.2 * u(rng));
        p.X_MP.rotation = sim::Quat(g(rng), g(rng), g(rng), g(rng)).normalized();
        p.port = i % 9;
        p.reversed = i % 3 == 0;
        p.label = i % 4 == 0 ? QStringLiteral("part %1").arg(i) : QString();
        doc.parts.push_back(p);
    }
    parts_library::PartsLibrary l = lib();
    auto back = robotFromJson(robotToJson(doc), QStringLiteral("mem.json"), l);
    QVERIFY_OK(back);
    QVERIFY(back.value() == doc);  // bit-exact doubles
}

void TestDocument::customPartsRoundTrip() {
    QTemporaryDir dir;
    // A 1 cm cube in millimetres.
    QByteArray obj;
    for (int i = 0; i < 8; ++i) {
        obj += QStringLiteral("v %1 %2 %3\n")
                   .arg(i & 1 ? 5 : -5)
                   .arg(i & 2 ? 5 : -5)
                   .arg(i & 4 ? 5 : -5)
                   .toUtf8();
    }
    obj += "f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n";
    writeFile(dir.filePath(QStringLiteral("cube.obj")), obj);
    RobotDocument doc;
    doc.custom_parts.push_back({QStringLiteral("cube"), QStringLiteral("cube.obj"), 2000.0, 0.001});
    doc.parts.push_back({QStringLiteral("cube"), sim::Pose::fromTranslation(Vec3(0, 0.005, 0))});
    const QString path = dir.filePath(QStringLiteral("r.json"));
    QVERIFY_OK(saveRobotFile(doc, path));
    parts_library::PartsLibrary l = lib();
    auto back = loadRobotFile(path, l);
    QVERIFY_OK(back);
    QVERIFY(back.value() == doc);
    QVERIFY(l.find(QStringLiteral("cube")));
    QVERIFY(std::abs(l.find(QStringLiteral("cube"))->mass_kg - 1e-6 * 2000.0) < 1e-9);
}

void TestDocument::customPartIdRules() {
    // Issue 14: a custom part id is unique in its file and never a built-in part's id, whatever
    // the path in (robot file, PartsLibrary::importMesh).
    QTemporaryDir dir;
    QByteArray obj;
    for (int i = 0; i < 8; ++i)
        obj += QStringLiteral("v %1 %2 %3\n")
                   .arg(i & 1 ? 5 : -5)
                   .arg(i & 2 ? 5 : -5)
                   .arg(i & 4 ? 5 : -5)
                   .toUtf8();
    obj += "f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n";
    const QString mesh = dir.filePath(QStringLiteral("cube.obj"));
    writeFile(mesh, obj);
    const QString path = dir.filePath(QStringLiteral("r.json"));
    writeFile(path,
              "{\"format\": \"botlab-robot\", \"version\": 1, \"custom_parts\": ["
              "{\"id\": \"c\", \"mesh\": \"cube.obj\", \"scale\": 0.001}, "
              "{\"id\": \"c\", \"mesh\": \"cube.obj\"}], \"parts\": []}");
    parts_library::PartsLibrary l = lib();
    auto r = loadRobotFile(path, l);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromStdString(r.message()),
             path + QStringLiteral(": custom_parts[1].id: duplicate custom part id 'c'"));
    auto shadow = l.importMesh(QStringLiteral("motor_dc"), mesh, 1000.0, 0.001);
    QVERIFY(!shadow.ok());
    QCOMPARE(QString::fromStdString(shadow.message()),
             mesh + QStringLiteral(": id: 'motor_dc' is the id of a built-in part; give the "
                                   "custom part another id"));
    QCOMPARE(l.find(QStringLiteral("motor_dc"))->category, QStringLiteral("motor"));
    // A custom part may replace a custom part of the same id (the same robot read again).
    QVERIFY_OK(l.importMesh(QStringLiteral("mine"), mesh, 1000.0, 0.001));
    QVERIFY_OK(l.importMesh(QStringLiteral("mine"), mesh, 2000.0, 0.001));
}

void TestDocument::malformedRobotFiles_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    auto doc = [](const QString& parts, const QString& extra = {}) {
        return QStringLiteral(
                   "{\"format\": \"botlab-robot\", \"version\": 1, \"name\": \"r\", %1 "
                   "\"parts\": [%2]}")
            .arg(extra, parts)
            .toUtf8();
    };
    const QString good = QStringLiteral(
        "{\"part\": \"beam_5\", \"position\": [0, 0, 0], \"rotation\": [1, 0, 0, 0]}");
    QTest::newRow("not json") << QByteArray("{\"format\": \"botlab-robot\",") << "not valid JSON";
    QTest::newRow("array at top") << QByteArray("[1, 2]") << "top level must be a JSON object";
    QTest::newRow("wrong format") << QByteArray("{\"format\": \"botlab-scene\", \"version\": 1}")
                                  << "format: expected \"botlab-robot\"";
    QTest::newRow("newer version")
        << QByteArray("{\"format\": \"botlab-robot\", \"version\": 2, \"parts\": []}")
        << "version: unsupported version 2";
    QTest::newRow("no parts") << QByteArray("{\"format\": \"botlab-robot\", \"version\": 1}")
                              << "parts: missing array";
    QTest::newRow("unknown part")
        << doc(good + QStringLiteral(", {\"part\": \"bolt_99\", \"position\": [0, 0, 0]}"))
        << "parts[1].part: unknown part 'bolt_99'";
    QTest::newRow("short position")
        << doc(QStringLiteral("{\"part\": \"beam_5\", \"position\": [0, 0]}"))
        << "parts[0].position: must be an array of 3 numbers";
    QTest::newRow("bad rotation")
        << doc(QStringLiteral("{\"part\": \"beam_5\", \"position\": [0, 0, 0], \"rotation\": [2, "
                              "0, 0, 0]}"))
        << "parts[0].rotation: must be a unit quaternion";
    QTest::newRow("port out of range")
        << doc(good + QStringLiteral(", {\"part\": \"motor_dc\", \"position\": [0, 0, 0], "
                                     "\"port\": 20}"))
        << "parts[1].port: must be a whole number 0..13";
    QTest::newRow("part not an object")
        << doc(good + QStringLiteral(", 5")) << "parts[1]: expected an object, got a number";
    // A misspelt key is refused with its JSON path, never silently ignored.
    QTest::newRow("misspelt required part key")
        << doc(QStringLiteral("{\"part\": \"beam_5\", \"positon\": [0, 0, 0]}"))
        << "parts[0].positon: unknown key (did you mean 'position'?)";
    QTest::newRow("misspelt optional part key")
        << doc(good + QStringLiteral(", {\"part\": \"beam_5\", \"position\": [0, 0, 0], "
                                     "\"reversd\": true}"))
        << "parts[1].reversd: unknown key (known: label, part, port, position, reversed, rotation)";
    QTest::newRow("misspelt top-level key")
        << QByteArray(
               "{\"format\": \"botlab-robot\", \"version\": 1, \"nmae\": \"r\", "
               "\"parts\": []}")
        << "nmae: unknown key (known: custom_parts, drives, format, name, parts, version)";
    QTest::newRow("misspelt custom part key")
        << doc(good, QStringLiteral("\"custom_parts\": [{\"id\": \"c\", \"mesh\": "
                                    "\"/nonexistent/c.stl\", \"scael\": 2}],"))
        << "custom_parts[0].scael: unknown key (known: density_kg_m3, id, mesh, scale)";
    // Limits (docs/formats/robot.md), checked before any part is read or mesh imported.
    QStringList many;
    for (int i = 0; i <= kMaxRobotParts; ++i) many << good;
    QTest::newRow("201 parts") << doc(many.join(QStringLiteral(", ")))
                               << "parts: 201 items; at most 200 are allowed";
    QStringList customs;
    for (int i = 0; i <= kMaxCustomParts; ++i)
        customs << QStringLiteral("{\"id\": \"c%1\", \"mesh\": \"/nonexistent/c.stl\"}").arg(i);
    QTest::newRow("33 custom parts")
        << doc(good, "\"custom_parts\": [" + customs.join(QStringLiteral(", ")) + "],")
        << "custom_parts: 33 items; at most 32 are allowed";
    QTest::newRow("missing custom mesh")
        << doc(good, QStringLiteral("\"custom_parts\": [{\"id\": \"c\", \"mesh\": "
                                    "\"/nonexistent/c.stl\"}],"))
        << "custom_parts[0].mesh: /nonexistent/c.stl: no such mesh file";
    // Issue 14: versions are whole numbers; a custom part never replaces a built-in one; parts
    // stay within 10 m of the origin; a long bad value is cut at 80 characters.
    QTest::newRow("version not whole")
        << QByteArray("{\"format\": \"botlab-robot\", \"version\": 1.0000000001, \"parts\": []}")
        << "version: must be a whole number (got 1.0000000001)";
    QTest::newRow("custom part shadows a built-in one")
        << doc(good, QStringLiteral("\"custom_parts\": [{\"id\": \"motor_dc\", \"mesh\": "
                                    "\"/nonexistent/c.stl\"}],"))
        << "custom_parts[0].id: 'motor_dc' is the id of a built-in part; give the custom part "
           "another id";
    QTest::newRow("part 10.5 m away")
        << doc(QStringLiteral("{\"part\": \"beam_5\", \"position\": [10.5, 0, 0]}"))
        << "parts[0].position: must be within 10 m of the robot's origin (got 10.5 m away)";
    QTest::newRow("part 16 km away")
        << doc(QStringLiteral("{\"part\": \"beam_5\", \"position\": [0, 0, -16000]}"))
        << "parts[0].position: must be within 10 m of the robot's origin (got 16000 m away)";
    QTest::newRow("long unknown part id cut")
        << doc(QStringLiteral("{\"part\": \"%1\", \"position\": [0, 0, 0]}")
                   .arg(QString(1'000'000, QLatin1Char('z'))))
        << QStringLiteral("parts[0].part: unknown part '%1...'").arg(QString(80, QLatin1Char('z')));
}

void TestDocument::malformedRobotFiles() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken_robot.json"));
    writeFile(path, json);
    parts_library::PartsLibrary l = lib();
    const int before = l.size();
    auto r = loadRobotFile(path, l);
    QVERIFY(!r.ok());
    const QString msg = QString::fromStdString(r.message());
    QVERIFY2(msg.startsWith(path + QStringLiteral(": ")), qPrintable(msg));
    QVERIFY2(msg.contains(expected), qPrintable(msg.left(400)));
    QVERIFY2(msg.size() < path.size() + 300, qPrintable(msg.left(400)));  // short
    QCOMPARE(l.size(), before);  // nothing half-loaded into the library
}

void TestDocument::saveFailsCleanly() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/dir/robot.json"));
    Status st = saveRobotFile(RobotDocument{}, path);
    QVERIFY(!st.ok());
    QVERIFY(QString::fromStdString(st.message()).contains(path));
    // Overwriting keeps a complete file at every moment (QSaveFile); after success the new
    // content is there and no temporary file is left behind.
    const QString good = dir.filePath(QStringLiteral("robot.json"));
    RobotDocument a;
    a.name = QStringLiteral("a");
    RobotDocument b;
    b.name = QStringLiteral("b");
    QVERIFY_OK(saveRobotFile(a, good));
    QVERIFY_OK(saveRobotFile(b, good));
    QCOMPARE(readFile(good), robotToJson(b));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("robot.json")});
}

void TestDocument::undoRedoRestoreTheDocument() {
    RobotEditor ed(lib());
    std::vector<RobotDocument> states{ed.document()};
    auto snap = [&] { states.push_back(ed.document()); };
    QVERIFY_OK(
        ed.placePart(QStringLiteral("plate_7x13"), sim::Pose::fromTranslation(Vec3(0, 0.05, 0))));
    snap();
    QVERIFY_OK(ed.placePart(QStringLiteral("motor_dc"),
                            sim::Pose::fromTranslation(Vec3(0.01, 0.035, 0.01))));
    snap();
    QVERIFY_OK(ed.placePart(QStringLiteral("sensor_line"),
                            sim::Pose::fromTranslation(Vec3(0.04, 0.03, 0))));
    snap();
    QVERIFY_OK(ed.setPort(2, 5));
    snap();
    QVERIFY_OK(ed.setReversed(1, true));
    snap();
    QVERIFY_OK(ed.setLabel(1, QStringLiteral("left motor")));
    snap();
    ed.rename(QStringLiteral("my robot"));
    snap();
    QVERIFY_OK(ed.movePart(2, sim::Pose::fromTranslation(Vec3(-0.03, 0.03, 0.01))));
    snap();
    QVERIFY_OK(ed.removePart(0));
    snap();
    QCOMPARE(ed.undoStack()->count(), int(states.size()) - 1);
    for (int i = int(states.size()) - 2; i >= 0; --i) {
        ed.undo();
        QVERIFY2(ed.document() == states[i], qPrintable(QStringLiteral("after undo to %1").arg(i)));
    }
    QVERIFY(!ed.canUndo());
    for (size_t i = 1; i < states.size(); ++i) {
        ed.redo();
        QVERIFY2(ed.document() == states[i], qPrintable(QStringLiteral("after redo to %1").arg(i)));
    }
    // Bad edits fail without touching the stack.
    const int count = ed.undoStack()->count();
    QVERIFY(!ed.removePart(99).ok());
    QVERIFY(!ed.setPort(-1, 1).ok());
    QCOMPARE(ed.undoStack()->count(), count);
}

void TestDocument::dragsMergeIntoOneUndoStep() {
    RobotEditor ed(lib());
    QVERIFY_OK(ed.addPartAt(QStringLiteral("beam_5"), {}));
    const RobotDocument before = ed.document();
    PlaceOptions free;
    free.snap = false;
    for (int i = 1; i <= 10; ++i) {
        QVERIFY_OK(ed.movePart(0, sim::Pose::fromTranslation(Vec3(0.01 * i, 0, 0)), free));
    }
    QCOMPARE(ed.undoStack()->count(), 2);
    QCOMPARE(ed.document().parts[0].X_MP.translation, Vec3(0.1, 0, 0));
    ed.undo();
    QVERIFY(ed.document() == before);
}

void TestDocument::portsAreAutoAssignedAndEditable() {
    RobotEditor ed(lib());
    std::vector<int> motors, sensors;
    for (int i = 0; i < 3; ++i) {
        auto r = ed.addPartAt(QStringLiteral("motor_dc"),
                              sim::Pose::fromTranslation(Vec3(0.1 * i, 0, 0)));
        motors.push_back(r.value());
    }
    auto fan = ed.addPartAt(QStringLiteral("fan"), sim::Pose::fromTranslation(Vec3(0, 0.5, 0)));
    for (int i = 0; i < 2; ++i) {
        auto r = ed.addPartAt(QStringLiteral("sensor_touch"),
                              sim::Pose::fromTranslation(Vec3(0.1 * i, 1, 0)));
        sensors.push_back(r.value());
    }
    auto beam = ed.addPartAt(QStringLiteral("beam_5"), sim::Pose::fromTranslation(Vec3(0, 2, 0)));
    const auto& d = ed.document();
    QCOMPARE(d.parts[motors[0]].port, 1);
    QCOMPARE(d.parts[motors[1]].port, 2);
    QCOMPARE(d.parts[motors[2]].port, 3);
    QCOMPARE(d.parts[fan.value()].port, 4);  // fans use motor ports
    QCOMPARE(d.parts[sensors[0]].port, 1);
    QCOMPARE(d.parts[sensors[1]].port, 2);
    QCOMPARE(d.parts[beam.value()].port, 0);
    // Editable; clashes, out-of-range ports and passive parts are refused.
    QVERIFY_OK(ed.setPort(motors[0], 8));
    QCOMPARE(ed.document().parts[motors[0]].port, 8);
    QVERIFY(!ed.setPort(motors[1], 3).ok());
    QVERIFY(!ed.setPort(motors[1], 9).ok());
    QVERIFY_OK(ed.setPort(sensors[0], 13));
    QVERIFY(!ed.setPort(sensors[1], 14).ok());
    QVERIFY(!ed.setPort(beam.value(), 1).ok());
    QCOMPARE(ed.freePort(QStringLiteral("motor_dc")), 1);
    QCOMPARE(ed.freePort(QStringLiteral("sensor_gyro")), 1);
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
