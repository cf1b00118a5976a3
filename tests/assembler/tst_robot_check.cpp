// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the robot check: a prepared robot per kind of problem, asserting exactly which
// problems and which parts are reported; the built-in robots report none.
#include <QTest>
#include <QTranslator>
#include <cmath>
#include <functional>

#include "botlab_test.h"

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/assembler/editor.h"
#include "botlab/assembler/robot_check.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

const double kHalf = std::sqrt(0.5);
const sim::Quat kZUp(kHalf, -kHalf, 0, 0);  // about +X by -90 deg: +Z -> +Y

int indexOf(const RobotDocument& doc, const QString& label) {
    for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i) {
        if (doc.parts[i].label == label) return i;
    }
    qFatal("no part labelled %s", qPrintable(label));
    return -1;
}

void add(RobotDocument& doc, const char* id, const Vec3& p, const char* label,
         const sim::Quat& q = sim::Quat::Identity()) {
    PartInstance part;
    part.part_id = QString::fromLatin1(id);
    part.X_MP = {p, q};
    part.label = QString::fromLatin1(label);
    doc.insertPart(static_cast<int>(doc.parts.size()), part);
}

void remove(RobotDocument& doc, const char* label) {
    doc.removePart(indexOf(doc, QString::fromLatin1(label)));
}

void setPort(RobotDocument& doc, const char* label, int port) {
    PartInstance p = doc.parts[indexOf(doc, QString::fromLatin1(label))];
    p.port = port;
    doc.setPart(indexOf(doc, QString::fromLatin1(label)), p);
}

const char* kindName(ProblemKind k) {
    switch (k) {
        case ProblemKind::NotConnected:
            return "NotConnected";
        case ProblemKind::MotorDrivesNothing:
            return "MotorDrivesNothing";
        case ProblemKind::Unwired:
            return "Unwired";
        case ProblemKind::SharedPort:
            return "SharedPort";
        case ProblemKind::BadPort:
            return "BadPort";
        case ProblemKind::Overlap:
            return "Overlap";
        case ProblemKind::GearsLock:
            return "GearsLock";
        case ProblemKind::DriveNotLaid:
            return "DriveNotLaid";
        case ProblemKind::CompileError:
            return "CompileError";
    }
    return "?";
}

using Mutation = std::function<void(RobotDocument&)>;

}  // namespace

Q_DECLARE_METATYPE(Mutation)

class TestRobotCheck : public QObject {
    Q_OBJECT

private slots:
    void builtinRobotsHaveNoProblems_data();
    void builtinRobotsHaveNoProblems();
    void findsEachProblem_data();
    void findsEachProblem();
    void emptyRobotHasNoProblems();
    void namesUnlabelledPartsByTheirName();
    void namesUnlabelledPartsByTheirRole_data();
    void namesUnlabelledPartsByTheirRole();
    void programNamesDoNotDependOnTheLanguage();
    void availablePorts_data();
    void availablePorts();
};

void TestRobotCheck::builtinRobotsHaveNoProblems_data() {
    QTest::addColumn<QString>("robot");
    for (const QString& name : buildableRobotNames()) QTest::newRow(qPrintable(name)) << name;
}

void TestRobotCheck::builtinRobotsHaveNoProblems() {
    QFETCH(QString, robot);
    auto doc = buildBuiltinRobot(robot, lib());
    QVERIFY_OK(doc);
    const auto problems = checkRobot(doc.value(), lib());
    for (const auto& p : problems) qWarning("%s", qPrintable(p.message));
    QVERIFY(problems.empty());
}

void TestRobotCheck::findsEachProblem_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<Mutation>("mutate");
    // "Kind:label+label" per problem, in the order reported.
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("loose beam") << "line_follower" << Mutation([](RobotDocument& d) {
        add(d, "beam_5", Vec3(0.3, 0.004, 0), "loose beam");
    }) << QStringList{"NotConnected:loose beam"};
    QTest::newRow("loose wheel on a loose axle")
        << "line_follower" << Mutation([](RobotDocument& d) {
               add(d, "axle_4", Vec3(0.3, 0.03, 0.1), "loose axle");
               add(d, "wheel_small", Vec3(0.3, 0.03, 0.1), "loose wheel");
           })
        << QStringList{"NotConnected:loose axle+loose wheel"};
    QTest::newRow("motor without an axle")
        << "line_follower" << Mutation([](RobotDocument& d) { remove(d, "left axle"); })
        << QStringList{"NotConnected:left wheel", "MotorDrivesNothing:left motor"};
    QTest::newRow("motor turning a bare axle")
        << "line_follower" << Mutation([](RobotDocument& d) { remove(d, "left wheel"); })
        << QStringList{"MotorDrivesNothing:left motor+left axle"};
    QTest::newRow("unwired sensor")
        << "line_follower" << Mutation([](RobotDocument& d) { setPort(d, "line left", 0); })
        << QStringList{"Unwired:line left"};
    QTest::newRow("unwired motor")
        << "line_follower" << Mutation([](RobotDocument& d) { setPort(d, "right motor", 0); })
        << QStringList{"Unwired:right motor"};
    QTest::newRow("unwired fan") << "fire_fighter"
                                 << Mutation([](RobotDocument& d) { setPort(d, "fan", 0); })
                                 << QStringList{"Unwired:fan"};
    QTest::newRow("two sensors on one port")
        << "line_follower" << Mutation([](RobotDocument& d) { setPort(d, "line centre", 1); })
        << QStringList{"SharedPort:line left+line centre"};
    QTest::newRow("three motors on one port") << "fire_fighter" << Mutation([](RobotDocument& d) {
        setPort(d, "right motor", 1);
        setPort(d, "fan", 1);
    }) << QStringList{"SharedPort:left motor+right motor+fan"};
    QTest::newRow("a port the controller lacks")
        << "line_follower" << Mutation([](RobotDocument& d) { setPort(d, "distance front", 20); })
        << QStringList{"BadPort:distance front"};
    QTest::newRow("two batteries in one place")
        << "line_follower" << Mutation([](RobotDocument& d) {
               add(d, "battery_box", Vec3(-0.024, 0.0772, 0), "second battery");
           })
        << QStringList{"Overlap:battery+second battery"};
    QTest::newRow("no controller")
        << "line_follower" << Mutation([](RobotDocument& d) { remove(d, "controller"); })
        << QStringList{"CompileError:", "NotConnected:battery"};
    // A 24-tooth gear meshing with both the 8 and the 40 (16 and 32 mm from their axles): the
    // 8 turns the 40 at -8/40 directly and at +8/40 through the 24, so the train locks.
    QTest::newRow("gear loop that locks") << "gear_demo" << Mutation([](RobotDocument& d) {
        const Vec3 p(-0.012, 0.040, -0.024 - std::sqrt(240.0) * 1e-3);
        add(d, "axle_3", p, "extra axle", kZUp);
        add(d, "gear_24", p, "gear 24", kZUp);
    }) << QStringList{"NotConnected:extra axle+gear 24", "GearsLock:gear 8+gear 40+gear 24"};
    // The same gear meshing with the 40 only: a train that turns (not a problem).
    QTest::newRow("gear meshing one gear") << "gear_demo" << Mutation([](RobotDocument& d) {
        const Vec3 p(0.048, 0.040, -0.024);
        add(d, "axle_3", p, "extra axle", kZUp);
        add(d, "gear_24", p, "gear 24", kZUp);
    }) << QStringList{"NotConnected:extra axle+gear 24"};
    // chain_demo's sprockets: 10 teeth at x = -8 mm, 20 teeth at x = 32 mm, both at y = 40 mm
    // on vertical axles. A third sprocket level with them: no chain is laid.
    QTest::newRow("three sprockets in one plane")
        << "chain_demo" << Mutation([](RobotDocument& d) {
               const Vec3 p(-0.048, 0.040, -0.024);
               add(d, "axle_3", p, "extra axle", kZUp);
               add(d, "sprocket_10", p, "third sprocket", kZUp);
           })
        << QStringList{"NotConnected:extra axle+third sprocket",
                       "DriveNotLaid:sprocket 10+sprocket 20+third sprocket"};
    // The driven sprocket one pitch higher on its axle: not in the first one's plane.
    QTest::newRow("sprockets not in one plane") << "chain_demo" << Mutation([](RobotDocument& d) {
        PartInstance p = d.parts[indexOf(d, QStringLiteral("sprocket 20"))];
        p.X_MP.translation.y() += 0.008;
        d.setPart(indexOf(d, QStringLiteral("sprocket 20")), p);
    }) << QStringList{"DriveNotLaid:sprocket 10", "DriveNotLaid:sprocket 20"};
    QTest::newRow("unknown part") << "line_follower" << Mutation([](RobotDocument& d) {
        PartInstance p;
        p.part_id = QStringLiteral("no_such_part");
        p.label = QStringLiteral("mystery");
        d.insertPart(static_cast<int>(d.parts.size()), p);
    }) << QStringList{"CompileError:mystery"};
}

void TestRobotCheck::findsEachProblem() {
    QFETCH(QString, robot);
    QFETCH(Mutation, mutate);
    QFETCH(QStringList, expected);
    auto built = buildBuiltinRobot(robot, lib());
    QVERIFY_OK(built);
    RobotDocument doc = built.value();
    mutate(doc);
    Assembler asmb(lib());
    const auto problems = checkRobot(doc, lib(), &asmb);
    QStringList got;
    for (const RobotProblem& p : problems) {
        QStringList labels;
        for (int i : p.parts) labels << doc.parts[i].label;
        got << QString::fromLatin1(kindName(p.kind)) + QLatin1Char(':') +
                   labels.join(QLatin1Char('+'));
        // Plain words naming the first part.
        QVERIFY(!p.message.isEmpty());
        if (!p.parts.empty()) {
            QVERIFY2(p.message.contains(QStringLiteral("“%1”").arg(doc.parts[p.parts[0]].label)),
                     qPrintable(p.message));
        }
    }
    if (got != expected) qWarning("%s", qPrintable(got.join(QLatin1String(" | "))));
    QCOMPARE(got, expected);
    // The same answer with a temporary assembler.
    QCOMPARE(checkRobot(doc, lib()).size(), problems.size());
}

void TestRobotCheck::emptyRobotHasNoProblems() {
    QVERIFY(checkRobot(RobotDocument{}, lib()).empty());
}

void TestRobotCheck::namesUnlabelledPartsByTheirName() {
    RobotDocument doc = buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value();
    PartInstance p;
    p.part_id = QStringLiteral("beam_7");
    p.X_MP = sim::Pose::fromTranslation(Vec3(0.4, 0.004, 0));
    doc.insertPart(static_cast<int>(doc.parts.size()), p);
    const auto problems = checkRobot(doc, lib());
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0].message,
             QStringLiteral("“Beam, 7 holes” is not attached to the rest of the robot. Snap it "
                            "onto a hole, an axle or a pin."));
    QCOMPARE(partNameForUser(doc, lib(), static_cast<int>(doc.parts.size()) - 1),
             QStringLiteral("“Beam, 7 holes”"));
}

void TestRobotCheck::namesUnlabelledPartsByTheirRole_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<QString>("part");  // its label in the built-in robot, taken away
    QTest::addColumn<QString>("name");
    QTest::newRow("left motor") << "line_follower"
                                << "left motor"
                                << "“left motor”";
    QTest::newRow("right motor") << "line_follower"
                                 << "right motor"
                                 << "“right motor”";
    QTest::newRow("left wheel") << "line_follower"
                                << "left wheel"
                                << "“left wheel”";
    QTest::newRow("right wheel") << "line_follower"
                                 << "right wheel"
                                 << "“right wheel”";
    QTest::newRow("caster") << "line_follower"
                            << "caster"
                            << "“caster”";
    QTest::newRow("controller") << "line_follower"
                                << "controller"
                                << "“controller”";
    QTest::newRow("line sensor 1") << "line_follower"
                                   << "line left"
                                   << "“line sensor 1”";
    QTest::newRow("line sensor 3") << "line_follower"
                                   << "line right"
                                   << "“line sensor 3”";
    QTest::newRow("one distance sensor") << "line_follower"
                                         << "distance front"
                                         << "“IR distance sensor”";
    QTest::newRow("distance sensor 2") << "maze_explorer"
                                       << "distance left"
                                       << "“IR distance sensor 2”";
    QTest::newRow("a plate has no role") << "line_follower"
                                         << "base plate"
                                         << "“Plate, 7 x 13 holes”";
    QTest::newRow("four track wheels") << "tracked"
                                       << "right drive wheel"
                                       << "“wheel 4”";
}

void TestRobotCheck::namesUnlabelledPartsByTheirRole() {
    QFETCH(QString, robot);
    QFETCH(QString, part);
    QFETCH(QString, name);
    RobotDocument doc = buildBuiltinRobot(robot, lib()).value();
    int index = -1;
    for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i) {
        if (doc.parts[i].label == part) index = i;
        doc.parts[i].label.clear();  // no part has a label: the roles name them
    }
    QVERIFY2(index >= 0, qPrintable(part));
    QCOMPARE(partNameForUser(doc, lib(), index), name);
    // The compiled robot's devices and the 3D view's tooltips use the same name.
    auto compiled = compileRobot(doc, lib());
    QVERIFY_OK(compiled);
    bool seen = false;
    for (const sim::Link& link : compiled->model.links) {
        for (const sim::Visual& v : link.visuals) {
            if (v.part_index != index) continue;
            seen = true;
            QCOMPARE(QStringLiteral("“%1”").arg(QString::fromStdString(v.label)), name);
        }
    }
    QVERIFY(seen);
}

namespace {
/// A "language" that writes the assembler's texts in capitals.
class CapitalsTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (QByteArray(context) != "botlab::assembler") return {};
        return QString::fromUtf8(source).toUpper();
    }
    bool isEmpty() const override { return false; }
};
}  // namespace

void TestRobotCheck::programNamesDoNotDependOnTheLanguage() {
    RobotDocument doc = buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value();
    for (PartInstance& p : doc.parts) p.label.clear();
    CapitalsTranslator capitals;
    QCoreApplication::installTranslator(&capitals);
    const QString shown = partNameForUser(doc, lib(), 1);
    CompileInfo info;
    auto compiled = compileRobot(doc, lib(), &info);
    QCoreApplication::removeTranslator(&capitals);
    // The window says it in the user's language; programs find the device by the same English
    // name in every language (motor.speed("left motor", 50)).
    QCOMPARE(shown, QStringLiteral("“LEFT MOTOR”"));
    QVERIFY_OK(compiled);
    QStringList motors, sensors;
    for (const auto& m : compiled->model.motors) motors << QString::fromStdString(m.name);
    for (const auto& s : compiled->model.sensors) sensors << QString::fromStdString(s.name);
    QCOMPARE(motors, (QStringList{"left motor", "right motor"}));
    QVERIFY2(sensors.contains(QStringLiteral("line sensor 1")), qPrintable(sensors.join(", ")));
    QVERIFY2(sensors.contains(QStringLiteral("IR distance sensor")),
             qPrintable(sensors.join(", ")));
}

void TestRobotCheck::availablePorts_data() {
    QTest::addColumn<QString>("label");
    QTest::addColumn<std::vector<int>>("ports");
    // line_follower: motors on 1 and 2; line sensors on 1-3, the distance sensor on 4.
    QTest::newRow("left motor") << "left motor" << std::vector<int>{1, 3, 4, 5, 6, 7, 8};
    QTest::newRow("line centre") << "line centre"
                                 << std::vector<int>{2, 5, 6, 7, 8, 9, 10, 11, 12, 13};
    QTest::newRow("passive plate") << "base plate" << std::vector<int>{};
}

void TestRobotCheck::availablePorts() {
    QFETCH(QString, label);
    QFETCH(std::vector<int>, ports);
    RobotEditor ed(lib());
    ed.setDocument(buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value());
    QCOMPARE(ed.availablePorts(indexOf(ed.document(), label)), ports);
    QVERIFY(ed.availablePorts(-1).empty());
    QVERIFY(ed.availablePorts(1000).empty());
}

QTEST_GUILESS_MAIN(TestRobotCheck)
#include "tst_robot_check.moc"
