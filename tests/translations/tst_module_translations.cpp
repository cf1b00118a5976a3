// SPDX-License-Identifier: GPL-3.0-or-later
// The modules' messages are translated at runtime: with the zh_CN translation installed, a real
// error from the scenes and assembler facades, and a Lua program's error from the scripting module
// (through its translation hook, as the app installs it), comes out in Chinese and still names the
// file, the robot or the student's misspelled name.
#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "botlab_test.h"

#include "../scripting/test_robot.h"
#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab/scripting/program.h"
#include "botlab/scripting/text.h"

using namespace botlab;

namespace {

bool hasChinese(const QString& text) {
    for (const QChar c : text) {
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF) return true;
    }
    return false;
}

}  // namespace

class TestModuleTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void errorsAreTranslated_data();
    void errorsAreTranslated();
    void builtinPartLabelsInChinese_data();
    void builtinPartLabelsInChinese();

private:
    QTranslator translator_;
    QTemporaryDir dir_;
};

void TestModuleTranslations::initTestCase() {
    QVERIFY2(translator_.load(QStringLiteral(BOTLAB_ZH_CN_QM)), BOTLAB_ZH_CN_QM);
    QVERIFY(QCoreApplication::installTranslator(&translator_));
    scripting::setTextTranslator([](const char* source) {
        return QCoreApplication::translate("botlab::scripting", source).toStdString();
    });
    QVERIFY(dir_.isValid());
}

void TestModuleTranslations::cleanupTestCase() {
    scripting::setTextTranslator({});
    QCoreApplication::removeTranslator(&translator_);
}

void TestModuleTranslations::errorsAreTranslated_data() {
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("name");      // the file or item the message must still name
    QTest::addColumn<QString>("expected");  // a translated word the message must contain

    // A scene whose "floor" is a number: "expected an object, got a number", where both type
    // words come from QT_TRANSLATE_NOOP tables.
    const QString scene_path = dir_.filePath(QStringLiteral("broken_scene.json"));
    QFile f(scene_path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "botlab-scene", "version": 1, "floor": 5})");
    f.close();
    const auto scene = scenes::loadScene(scene_path);
    QVERIFY(!scene.ok());
    QTest::newRow("scene with a wrong type")
        << QString::fromStdString(scene.message()) << QStringLiteral("broken_scene.json")
        << QStringLiteral("对象");

    // A robot without its controller.
    const auto& library = parts_library::PartsLibrary::builtinOrEmpty();
    auto built = assembler::buildBuiltinRobot(QStringLiteral("line_follower"), library);
    QVERIFY_OK(built);
    assembler::RobotDocument doc = built.value();
    doc.name = QStringLiteral("rover_7");
    std::erase_if(doc.parts, [](const assembler::PartInstance& p) {
        return p.part_id == QLatin1String("controller");
    });
    const auto compiled = assembler::compileRobot(doc, library);
    QVERIFY(!compiled.ok());
    QTest::newRow("robot without controller")
        << QString::fromStdString(compiled.message()) << QStringLiteral("rover_7")
        << QStringLiteral("控制器");

    // Lua programs: Lua's own message stays as Lua wrote it; Botlab's text around it (the hint,
    // an API misuse error) is Chinese.
    const auto luaError = [](const char* program) {
        auto sim = testing::makeTestSim();
        if (!sim) return QStringLiteral("the test robot did not build");
        scripting::Program p(*sim, 0, program);
        for (int i = 0; i < 100 && !p.isOver(); ++i) {
            p.tick();
            if (!p.isOver() && !sim->step().ok()) break;
        }
        return p.error() ? QString::fromStdString(p.error()->message) : QString();
    };
    QTest::newRow("Lua misspelled global")
        << luaError("motr.speed(1, 50)") << QStringLiteral("'motr'")
        << QStringLiteral("你是不是想写 motor？");
    QTest::newRow("Lua unknown motor port")
        << luaError("motor.speed(7, 10)") << QStringLiteral("'7'") << QStringLiteral("没有电机");
}

void TestModuleTranslations::errorsAreTranslated() {
    QFETCH(QString, message);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QVERIFY2(hasChinese(message), qPrintable(message));
    QVERIFY2(message.contains(name), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

// Every label a built-in robot gives a part (shown in Build's wiring table, the devices panel,
// the plot legend and the building steps) has its Chinese text; a user's own label is left alone.
void TestModuleTranslations::builtinPartLabelsInChinese_data() {
    QTest::addColumn<QString>("robot");
    for (const QString& name : assembler::buildableRobotNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestModuleTranslations::builtinPartLabelsInChinese() {
    QFETCH(QString, robot);
    const auto built =
        assembler::buildBuiltinRobot(robot, parts_library::PartsLibrary::builtinOrEmpty());
    QVERIFY_OK(built);
    int labels = 0;
    for (const auto& p : built.value().parts) {
        if (p.label.isEmpty()) continue;
        ++labels;
        const QString shown = assembler::builtinPartLabel(p.label);
        QVERIFY2(hasChinese(shown), qPrintable(p.label + QStringLiteral(" -> ") + shown));
    }
    QVERIFY(labels >= 3);
    QCOMPARE(assembler::builtinPartLabel(QStringLiteral("my left motor")),
             QStringLiteral("my left motor"));
}

QTEST_GUILESS_MAIN(TestModuleTranslations)
#include "tst_module_translations.moc"
