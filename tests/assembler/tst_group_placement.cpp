// SPDX-License-Identifier: GPL-3.0-or-later
// Placing parts with what hangs off them (issue 23, item 2): the group hanging off a part, turning
// it in place (refused when it would overlap), a copy of a group beside it, and the nearest place
// a part that does not fit would fit.
#include <QElapsedTimer>
#include <QTest>
#include <cmath>
#include <ctime>

#include "botlab_test.h"

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/group_placement.h"
#include "botlab/assembler/robot_check.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

[[maybe_unused]] int labelled(const RobotDocument& doc, const QString& label) {
    for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i)
        if (doc.parts[std::size_t(i)].label == label) return i;
    return -1;
}

QStringList labelsOf(const RobotDocument& doc, const std::vector<int>& parts) {
    QStringList out;
    for (int i : parts) {
        const QString& l = doc.parts[std::size_t(i)].label;
        out << (l.isEmpty() ? doc.parts[std::size_t(i)].part_id : l);
    }
    return out;
}

}  // namespace

class TestGroupPlacement : public QObject {
    Q_OBJECT
private slots:
    void hangingOff_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QStringList>("group");
        QTest::newRow("motor: its axle and wheel")
            << "line_follower"
            << "left motor" << QStringList{"left motor", "left axle", "left wheel"};
        QTest::newRow("beam: the sensors on it")
            << "line_follower"
            << "sensor beam"
            << QStringList{"sensor beam", "line left", "line centre", "line right"};
        QTest::newRow("controller: the battery on it")
            << "line_follower"
            << "controller" << QStringList{"controller", "battery"};
        QTest::newRow("chassis plate: the whole robot")
            << "line_follower"
            << "base plate"
            << QStringList{"base plate",    "left motor", "right motor", "left axle",
                           "right axle",    "left wheel", "right wheel", "caster",
                           "controller",    "battery",    "sensor beam", "screw_10",
                           "screw_10",      "line left",  "line centre", "line right",
                           "distance front"};
        QTest::newRow("wheel: nothing") << "line_follower"
                                        << "left wheel" << QStringList{"left wheel"};
        QTest::newRow("geared motor") << "gear_demo"
                                      << "motor" << QStringList{"motor", "input axle", "gear 8"};
    }
    void hangingOff() {
        QFETCH(QString, robot);
        QFETCH(QString, label);
        QFETCH(QStringList, group);
        auto built = buildBuiltinRobot(robot, lib());
        QVERIFY_OK(built);
        const RobotDocument& doc = built.value();
        const int part = labelled(doc, label);
        QVERIFY(part >= 0);
        QCOMPARE(labelsOf(doc, partsHangingOff(doc, lib(), part)), group);
    }

    void turnWithAttached_data() {
        QTest::addColumn<QString>("label");
        QTest::addColumn<int>("steps");
        QTest::addColumn<bool>("flip");
        QTest::addColumn<QString>("blocker");  // "" = it turns
        QTest::newRow("sensor beam R") << "sensor beam" << 1 << false << "";
        QTest::newRow("controller R") << "controller" << 1 << false << "";
        QTest::newRow("base plate R: the whole robot") << "base plate" << 1 << false << "";
        QTest::newRow("left motor R: the right motor is in the way")
            << "left motor" << 1 << false << "right motor";
        QTest::newRow("controller Shift+R: the left wheel is in the way")
            << "controller" << -1 << false << "left wheel";
        QTest::newRow("left axle F: the motor is in the way")
            << "left axle" << 0 << true << "left motor";
    }
    void turnWithAttached() {
        QFETCH(QString, label);
        QFETCH(int, steps);
        QFETCH(bool, flip);
        QFETCH(QString, blocker);
        auto built = buildBuiltinRobot(QStringLiteral("line_follower"), lib());
        QVERIFY_OK(built);
        RobotDocument doc = built.value();
        Assembler asmb(lib());
        const int part = labelled(doc, label);
        auto t = botlab::assembler::turnWithAttached(asmb, doc, part, steps, flip);
        QVERIFY_OK(t);
        // The chassis plate sits on nothing: it turns about +Y, the whole robot with it.
        QCOMPARE(t->about_connector, label != QStringLiteral("base plate"));
        QCOMPARE(t->parts, partsHangingOff(doc, lib(), part));
        if (!blocker.isEmpty()) {
            QVERIFY(!t->ok());
            QCOMPARE(doc.parts[std::size_t(t->blocker)].label, blocker);
            return;
        }
        QVERIFY(t->ok());
        // Turned rigidly: every part keeps its pose relative to the turned part.
        const sim::Pose X0 = doc.parts[std::size_t(part)].X_MP, X1 = t->X_MP[0];
        QVERIFY(std::abs(X0.rotation.angularDistance(X1.rotation) * 180 / M_PI -
                         (flip ? 180.0 : 90.0)) < 0.5);
        for (std::size_t k = 1; k < t->parts.size(); ++k) {
            const sim::Pose rel0 = X0.inverse() * doc.parts[std::size_t(t->parts[k])].X_MP;
            const sim::Pose rel1 = X1.inverse() * t->X_MP[k];
            QVERIFY((rel0.translation - rel1.translation).norm() < 1e-9);
            QVERIFY(rel0.rotation.angularDistance(rel1.rotation) < 1e-9);
        }
        // Applied: still attached, overlapping nothing.
        for (std::size_t k = 0; k < t->parts.size(); ++k)
            doc.parts[std::size_t(t->parts[k])].X_MP = t->X_MP[k];
        doc.touch();
        for (const auto& p : checkRobot(doc, lib()))
            QVERIFY2(p.kind != ProblemKind::NotConnected && p.kind != ProblemKind::Overlap,
                     qPrintable(p.message));
    }

    void copyGroupBeside_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QStringList>("more");  // a selection: these too (else what hangs off)
        QTest::addColumn<int>("found");         // 1 found, 0 none, -1 either (then checked)
        QTest::newRow("geared motor with its axle and gear") << "gear_demo"
                                                             << "motor" << QStringList() << 1;
        QTest::newRow("output axle with gear and wheel") << "gear_demo"
                                                         << "output axle" << QStringList() << 1;
        QTest::newRow("motor with axle and wheel: no room") << "line_follower"
                                                            << "left motor" << QStringList() << 0;
        QTest::newRow("caster alone") << "line_follower"
                                      << "caster" << QStringList() << 1;
        QTest::newRow("motor and gear without their axle: the gear would hang in the air")
            << "gear_demo"
            << "motor" << QStringList{"gear 8"} << 0;
        QTest::newRow("caster and front sensor") << "line_follower"
                                                 << "caster" << QStringList{"distance front"} << 0;
    }
    void copyGroupBeside() {
        QFETCH(QString, robot);
        QFETCH(QString, label);
        QFETCH(QStringList, more);
        QFETCH(int, found);
        auto built = buildBuiltinRobot(robot, lib());
        QVERIFY_OK(built);
        RobotDocument doc = built.value();
        Assembler asmb(lib());
        const int part = labelled(doc, label);
        QVERIFY(part >= 0);
        std::vector<int> group =
            more.isEmpty() ? partsHangingOff(doc, lib(), part) : std::vector<int>{part};
        for (const QString& m : more) group.push_back(labelled(doc, m));
        const auto copy = botlab::assembler::copyGroupBeside(asmb, doc, group);
        qInfo("copy: %s", copy ? "found" : "none");
        if (found >= 0) QCOMPARE(copy.has_value(), found == 1);
        if (!copy) return;
        QCOMPARE(copy->parts.size(), group.size());
        QVERIFY(std::find(group.begin(), group.end(), copy->target_part) == group.end());
        const std::size_t n = doc.parts.size();
        for (const PartInstance& c : copy->parts) doc.parts.push_back(c);
        doc.touch();
        // Attached beside the original (not in the air), overlapping nothing.
        const double d =
            (doc.parts[n].X_MP.translation - doc.parts[std::size_t(group[0])].X_MP.translation)
                .norm();
        QVERIFY2(d > 0.001 && d < 0.14, qPrintable(QString::number(d)));
        for (const auto& p : checkRobot(doc, lib()))
            QVERIFY2(p.kind != ProblemKind::NotConnected && p.kind != ProblemKind::Overlap,
                     qPrintable(p.message));
    }

    void nearestFit_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("part");
        QTest::addColumn<QString>("at");    // dropped where this part is: it hits it
        QTest::addColumn<bool>("upright");  // turned as from the palette (else as that part)
        // 1: it fits somewhere within the search's bounds; 0: it may or may not (a full robot,
        // searched to its bound).
        QTest::addColumn<int>("fits");
        for (const bool upright : {false, true}) {
            const char* how = upright ? ", upright" : "";
            QTest::addRow("caster on the caster%s", how) << "line_follower"
                                                         << "caster_ball"
                                                         << "caster" << upright << 1;
            QTest::addRow("line sensor on a line sensor%s", how) << "line_follower"
                                                                 << "sensor_line"
                                                                 << "line centre" << upright << 1;
            QTest::addRow("motor on the left motor%s", how) << "line_follower"
                                                            << "motor_dc"
                                                            << "left motor" << upright << 1;
            QTest::addRow("tracked: motor on a motor%s", how)
                << "tracked"
                << "motor_dc"
                << "left motor" << upright << (upright ? 0 : 1);
            QTest::addRow("battery box on the battery%s", how) << "line_follower"
                                                               << "battery_box"
                                                               << "battery" << upright << 1;
        }
    }
    void nearestFit() {
        QFETCH(QString, robot);
        QFETCH(QString, part);
        QFETCH(QString, at);
        auto built = buildBuiltinRobot(robot, lib());
        QVERIFY_OK(built);
        const RobotDocument& doc = built.value();
        Assembler asmb(lib());
        const int hit = labelled(doc, at);
        QVERIFY(hit >= 0);
        QFETCH(bool, upright);
        sim::Pose wanted = doc.parts[std::size_t(hit)].X_MP;
        if (upright) wanted.rotation = sim::Quat::Identity();  // as it comes from the palette
        (void)botlab::assembler::nearestFit(asmb, doc, part,
                                            wanted);  // warms the assembler's caches
        // The search's bound is the thread's CPU time (others may share the machine).
        const auto cpuMs = [] {
            timespec ts{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
            return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
        };
        const double t0 = cpuMs();
        const auto fit = botlab::assembler::nearestFit(asmb, doc, part, wanted);
        const double ms = cpuMs() - t0;
        qInfo("%s: %d parts, %.2f ms of CPU", qPrintable(robot), int(doc.parts.size()), ms);
        // Bounded: 5 ms of CPU at most (plus the last snap).
        QVERIFY2(ms < 6.0, qPrintable(QString::number(ms)));
        QFETCH(int, fits);
        if (!fit) {
            QCOMPARE(fits, 0);
            QVERIFY(doesNotFitText(doc, lib(), QStringLiteral("“x”"), hit, fit)
                        .contains(QStringLiteral("no free place")));
            return;
        }
        // It fits there: snapped, overlapping nothing.
        auto placed = asmb.place(doc, part, fit->X_MP);
        QVERIFY_OK(placed);
        QVERIFY(placed->snapped);
        QCOMPARE(placed->lift_steps, 0);
        QVERIFY(!asmb.overlapsOthers(doc, part, fit->X_MP, 2e-4));
        const QString text = doesNotFitText(doc, lib(), QStringLiteral("“x”"), hit, fit);
        QVERIFY2(text.contains(partNameForUser(doc, lib(), hit)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("it fits on ") +
                               partNameForUser(doc, lib(), fit->target_part)),
                 qPrintable(text));
        QVERIFY(!sideOfPart(doc, lib(), fit->target_part, fit->target_connector).isEmpty());
    }

    void noFitSaysSo() {
        auto built = buildBuiltinRobot(QStringLiteral("line_follower"), lib());
        QVERIFY_OK(built);
        const RobotDocument& doc = built.value();
        QCOMPARE(doesNotFitText(doc, lib(), QStringLiteral("“x”"), 9, std::nullopt),
                 QStringLiteral("“x” does not fit here: it hits “battery”, and there is no free "
                                "place for it on the robot."));
    }
};

QTEST_MAIN(TestGroupPlacement)
#include "tst_group_placement.moc"
