// SPDX-License-Identifier: GPL-3.0-or-later
// No "part(s)", "hole(s)" or raw ids in Build mode, in English and in Chinese (issue 23, item 3):
// the Build mode opens each prepared robot of tests/assembler/data (check_*.json: the robot check's
// robots, a low caster, a mirrored motor, wheels in the air, ...), waits for its test drive, and
// reads every text it shows, hidden widgets too (labels, list and table items, tool tips, the
// robot check's findings, the message line; visible_texts.h). A text fails when it holds a
// "(s)" plural, a raw part id (`sensor_line_9`, `motor_dc_2`) or, in Chinese, an English word.
// English rows first, then the Chinese ones (the translation is installed once, for good).
#include <QApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <memory>

#include "build_workspace_fixture.h"
#include "visible_texts.h"

#include "botlab/assembler/robot_file.h"
#include "botlab/runner/translation.h"
#include "modes/build/build_workspace.h"

using botlab::gui::BuildWorkspace;
namespace assembler = botlab::assembler;
namespace parts_library = botlab::parts_library;
using namespace botlab::test_support;

namespace {

QString dataDir() {
    return QString::fromLocal8Bit(qgetenv("BOTLAB_SOURCE_DIR")) +
           QStringLiteral("/tests/assembler/data");
}

/// What is wrong with a text shown to the user (empty when nothing): a "(s)" plural, a raw id
/// of a part (lower-case words joined by "_" ending in a number), English words in Chinese.
QStringList problems(const QString& text, bool chinese, const QStringList& usersNames) {
    QStringList out;
    static const QRegularExpression plural(QStringLiteral(R"(\w\(s\))"));
    static const QRegularExpression rawId(QStringLiteral(R"(\b[a-z]+_[a-z_]*\d+\b)"));
    if (text.contains(plural)) out << QStringLiteral("(s) plural");
    if (auto m = rawId.match(text); m.hasMatch()) out << QStringLiteral("raw id ") + m.captured();
    if (chinese) {
        const QStringList words = englishWords(text, usersNames);
        if (!words.isEmpty()) out << QStringLiteral("English: ") + words.join(QLatin1Char(' '));
    }
    return out;
}

}  // namespace

class TestBuildTexts : public QObject {
    Q_OBJECT
private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<BuildWorkspace> ws_;
    QString lang_;  ///< The language ws_ was made in.
    QTemporaryDir tmp_;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
    }
    void cleanupTestCase() { closeBuildWorkspace(ws_); }

    void problemsFound_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("chinese");
        QTest::addColumn<QString>("found");
        QTest::newRow("plural") << "3 part(s) overlap" << false << "(s) plural";
        QTest::newRow("hole plural") << "2 hole(s) free" << false << "(s) plural";
        QTest::newRow("raw id") << "sensor_line_9 has no port" << false << "raw id sensor_line_9";
        QTest::newRow("raw motor id") << "motor_dc_2 turns" << false << "raw id motor_dc_2";
        QTest::newRow("good English") << "line sensor 1 has no port" << false << "";
        QTest::newRow("units") << "drift < 2 cm per metre" << false << "";
        QTest::newRow("English in Chinese")
            << QStringLiteral("左电机 turns") << true << "English: turns";
        QTest::newRow("Chinese") << QStringLiteral("“左电机”在端口 2 上，比 30 mm 高") << true
                                 << "";
    }
    void problemsFound() {
        QFETCH(QString, text);
        QFETCH(bool, chinese);
        QFETCH(QString, found);
        QCOMPARE(problems(text, chinese, {}).join(QLatin1String("; ")), found);
    }

    void noBadTexts_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("labels");  // false: every part's label removed
        const QStringList files =
            QDir(dataDir()).entryList({QStringLiteral("check_*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 10);
        for (const char* lang : {"en", "zh_CN"}) {
            for (const QString& f : files) {
                for (bool labels : {true, false}) {
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2%3").arg(
                        QLatin1String(lang), f,
                        labels ? QString() : QStringLiteral(" unlabelled"))))
                        << QString::fromLatin1(lang) << f << labels;
                }
            }
        }
    }
    void noBadTexts() {
        QFETCH(QString, lang);
        QFETCH(QString, file);
        QFETCH(bool, labels);
        const bool chinese = lang == QLatin1String("zh_CN");
        if (lang != lang_) {
            closeBuildWorkspace(ws_);
            if (chinese) {
                QVERIFY(
                    botlab::runner::installTranslation(QLocale(QLocale::Chinese, QLocale::China)));
                QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
                qApp->setProperty("uiLanguage", QStringLiteral("zh_CN"));
            }
            ws_ = showBuildWorkspace();
            QVERIFY(ws_);
            lang_ = lang;
        }
        QString path = dataDir() + QLatin1Char('/') + file;
        if (!labels) {
            // The student's robot as built with the mouse: no part has a label.
            parts_library::PartsLibrary library = ws_->library();
            auto doc = assembler::loadRobotFile(path, library);
            QVERIFY(doc);
            assembler::RobotDocument d = doc.value();
            for (assembler::PartInstance& part : d.parts) part.label.clear();
            if (file == QLatin1String("check_good.json")) {
                // And broken the ways a beginner breaks it, so the robot check has static
                // findings to name parts in: a sensor unwired, a line sensor lifted into the air
                // (not attached), a second motor on top of the first (overlap).
                for (assembler::PartInstance& part : d.parts) {
                    if (part.part_id == QLatin1String("sensor_ir_distance")) part.port = 0;
                }
                for (assembler::PartInstance& part : d.parts) {
                    if (part.part_id == QLatin1String("sensor_line")) {
                        part.X_MP.translation.y() += 0.05;
                        break;
                    }
                }
                for (const assembler::PartInstance& part : d.parts) {
                    if (part.part_id == QLatin1String("motor_dc")) {
                        assembler::PartInstance copy = part;
                        copy.port = 0;
                        d.parts.push_back(copy);
                        break;
                    }
                }
            }
            path = tmp_.filePath(file);
            QVERIFY(assembler::saveRobotFile(d, path));
        }
        QVERIFY(ws_->openRobot(path));
        ws_->editor().undoStack()->setClean();
        // The robot check's test drive runs off the GUI thread: wait for its findings.
        QTRY_VERIFY_WITH_TIMEOUT(ws_->testDrive() && !ws_->testDriveBusy(), 30000);
        QTest::qWait(200);
        // The robot's name (from the file) is the student's own text.
        const QStringList usersNames{ws_->editor().document().name};
        QStringList bad;
        auto check = [&](const QString& when) {
            const QList<Shown> texts = collect(ws_.get());
            QVERIFY2(texts.size() > 40, qPrintable(QString::number(texts.size())));
            if (qEnvironmentVariableIsSet("BOTLAB_DUMP_TEXTS")) {
                for (const Shown& s : texts)
                    qInfo().noquote() << s.where << "=" << s.text.left(200);
            }
            for (const Shown& s : texts) {
                const QStringList p = problems(s.text, chinese, usersNames);
                if (p.isEmpty()) continue;
                const QString line =
                    QStringLiteral("%1%2: \"%3\" [%4]")
                        .arg(when, s.where, s.text.left(200), p.join(QLatin1String("; ")));
                if (!bad.contains(line)) bad << line;
            }
        };
        check(QString());
        // Each wired part selected by a click on its row of the wiring table (the selected
        // part's panel names it), then every part (Edit > Select All).
        auto* wiring = ws_->findChild<QTableWidget*>(QStringLiteral("wiringTable"));
        QVERIFY(wiring);
        QVERIFY(wiring->rowCount() >= 2);
        for (int row = 0; row < wiring->rowCount(); ++row) {
            wiring->scrollToItem(wiring->item(row, 1));
            const QRect cell = wiring->visualItemRect(wiring->item(row, 1));
            QTest::mouseClick(wiring->viewport(), Qt::LeftButton, {}, cell.center());
            QTRY_VERIFY(!ws_->selection().empty());
            check(QStringLiteral("(wiring row %1 selected) ").arg(row));
        }
        // The last wired part deleted (the message line says what went), then back.
        QVERIFY(ws_->editCommand(QStringLiteral("delete")));
        check(QStringLiteral("(deleted) "));
        QVERIFY(ws_->editCommand(QStringLiteral("undo")));
        check(QStringLiteral("(undone) "));
        QVERIFY(ws_->editCommand(QStringLiteral("selectAll")));
        QCOMPARE(ws_->selection().size(), ws_->editor().document().parts.size());
        check(QStringLiteral("(all selected) "));
        for (const QString& line : bad) qInfo().noquote() << line;
        QVERIFY2(bad.isEmpty(),
                 qPrintable(QStringLiteral("%1 bad texts (listed above)").arg(bad.size())));
    }
};

QTEST_MAIN(TestBuildTexts)
#include "tst_build_texts.moc"
