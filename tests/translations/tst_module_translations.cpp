// The modules' messages are translated at runtime: with the zh_CN translation installed, a real
// error from the scenes and assembler facades comes out in Chinese and still names the file or
// the robot.
#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/scenes/scene_loading.h"

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

private:
    QTranslator translator_;
    QTemporaryDir dir_;
};

void TestModuleTranslations::initTestCase() {
    QVERIFY2(translator_.load(QStringLiteral(BOTLAB_ZH_CN_QM)), BOTLAB_ZH_CN_QM);
    QVERIFY(QCoreApplication::installTranslator(&translator_));
    QVERIFY(dir_.isValid());
}

void TestModuleTranslations::cleanupTestCase() {
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
    const auto& library = parts::PartsLibrary::builtinOrEmpty();
    auto built = assembler::buildBuiltinRobot(QStringLiteral("line_follower"), library);
    QVERIFY2(built.ok(), built.ok() ? "" : built.message().c_str());
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
}

void TestModuleTranslations::errorsAreTranslated() {
    QFETCH(QString, message);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QVERIFY2(hasChinese(message), qPrintable(message));
    QVERIFY2(message.contains(name), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestModuleTranslations)
#include "tst_module_translations.moc"
