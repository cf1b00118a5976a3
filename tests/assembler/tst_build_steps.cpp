// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the parts list and the building steps.
#include <QTest>

#include "botlab/assembler/build_steps.h"
#include "botlab/assembler/builtin_robots.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

}  // namespace

class TestBuildSteps : public QObject {
    Q_OBJECT

private slots:
    void lineFollower();
    void everyPartInOneStep_data();
    void everyPartInOneStep();
    void fastenersFirstJoinTheFirstPart();
    void emptyRobot();
};

void TestBuildSteps::lineFollower() {
    // Document order: plate, left/right motor, left/right axle, left/right wheel, caster,
    // controller, battery, sensor beam, 2 screws, 3 line sensors, distance sensor.
    const RobotDocument doc = buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value();
    QCOMPARE(doc.parts.size(), size_t(17));
    QStringList bom;
    for (const BomLine& l : billOfMaterials(doc, lib()))
        bom << QStringLiteral("%1 %2").arg(l.count).arg(l.part_id);
    QCOMPARE(bom, QStringList({"1 plate_7x13", "1 beam_7", "2 axle_4", "2 screw_10",
                               "2 wheel_small", "1 caster_ball", "2 motor_dc", "3 sensor_line",
                               "1 sensor_ir_distance", "1 controller", "1 battery_box"}));
    const auto steps = buildSteps(doc, lib());
    std::vector<std::vector<int>> got;
    for (const BuildStep& s : steps) got.push_back(s.parts);
    const std::vector<std::vector<int>> expected = {{0}, {1, 2, 3, 4}, {5, 6},       {7}, {8},
                                                    {9}, {10, 11, 12}, {13, 14, 15}, {16}};
    QCOMPARE(got, expected);
}

void TestBuildSteps::everyPartInOneStep_data() {
    QTest::addColumn<QString>("robot");
    for (const QString& name : buildableRobotNames()) QTest::newRow(qPrintable(name)) << name;
}

void TestBuildSteps::everyPartInOneStep() {
    QFETCH(QString, robot);
    const RobotDocument doc = buildBuiltinRobot(robot, lib()).value();
    int next = 0;
    for (const BuildStep& s : buildSteps(doc, lib())) {
        QVERIFY(!s.parts.empty());
        QVERIFY(s.parts.size() <= 8);
        for (int i : s.parts) QCOMPARE(i, next++);  // contiguous, ascending, once each
    }
    QCOMPARE(next, static_cast<int>(doc.parts.size()));
    int total = 0;
    for (const BomLine& l : billOfMaterials(doc, lib())) {
        QVERIFY(l.count > 0);
        total += l.count;
    }
    QCOMPARE(total, static_cast<int>(doc.parts.size()));
}

void TestBuildSteps::fastenersFirstJoinTheFirstPart() {
    RobotDocument doc;
    for (const char* id : {"pin_2", "screw_10", "beam_5", "beam_5", "beam_5", "beam_5", "beam_5",
                           "axle_4", "gear_8", "no_such_part"}) {
        PartInstance p;
        p.part_id = QString::fromLatin1(id);
        doc.parts.push_back(p);
    }
    std::vector<std::vector<int>> got;
    for (const BuildStep& s : buildSteps(doc, lib())) got.push_back(s.parts);
    // Pins and a screw, then the first beam; at most four alike per step; the axle joins the
    // fifth beam's step; an unknown part is a step of its own.
    const std::vector<std::vector<int>> expected = {{0, 1, 2, 3, 4, 5}, {6, 7}, {8}, {9}};
    QCOMPARE(got, expected);
    const auto bom = billOfMaterials(doc, lib());
    QCOMPARE(bom.back().part_id, QStringLiteral("no_such_part"));
    QCOMPARE(bom.front().part_id, QStringLiteral("beam_5"));
    QCOMPARE(bom.front().count, 5);
}

void TestBuildSteps::emptyRobot() {
    QVERIFY(buildSteps(RobotDocument{}, lib()).empty());
    QVERIFY(billOfMaterials(RobotDocument{}, lib()).empty());
}

QTEST_GUILESS_MAIN(TestBuildSteps)
#include "tst_build_steps.moc"
