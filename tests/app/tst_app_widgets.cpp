// SPDX-License-Identifier: GPL-3.0-or-later
// Widget-level tests of the app that need no OpenGL (offscreen): project files, the command line,
// the devices panel, the editor's error marker and API table, meshes and picking maths, and the
// completeness of the Chinese translation.
#include <Qsci/qscilexerlua.h>
#include <Qsci/qsciscintilla.h>

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>
#include <cmath>

#include "botlab_test.h"

#include "botlab/runner/translation.h"
#include "modes/program/devices_panel.h"
#include "modes/program/lua_api.h"
#include "modes/program/program_editor.h"
#include "modes/program/run_controls.h"
#include "project/examples.h"
#include "project/project.h"
#include "shell/app_options.h"
#include "view3d/frame_meter.h"
#include "view3d/mesh_builder.h"

using namespace botlab::gui;

namespace {

/// One token of a Lua program, comments dropped: a string literal (text without its quotes) or
/// any other token. `inPrint`: a string inside the arguments of a print(...) call (text meant for
/// the student, which a translated example may translate).
struct LuaToken {
    QString text;
    bool string = false;
    bool inPrint = false;
    int line = 1;
};

/// Splits Lua source into tokens without comments ("--" to the end of the line, "--[[ ]]") and
/// whitespace. Words and numbers are runs of letters, digits, '_' and '.'; every other character
/// is a token of its own: enough to tell whether two programs have the same code.
QList<LuaToken> luaTokens(const QString& src) {
    QList<LuaToken> out;
    int line = 1, depth = 0, printDepth = -1;
    auto longBracket = [&](qsizetype i) -> qsizetype {  // level of "[==[" at i, or -1
        if (i >= src.size() || src[i] != QLatin1Char('[')) return -1;
        qsizetype j = i + 1;
        while (j < src.size() && src[j] == QLatin1Char('=')) ++j;
        return j < src.size() && src[j] == QLatin1Char('[') ? j - i - 1 : -1;
    };
    auto skipLong = [&](qsizetype i, qsizetype level) {  // index after the matching "]==]"
        const QString close =
            QLatin1Char(']') + QString(level, QLatin1Char('=')) + QLatin1Char(']');
        const qsizetype end = src.indexOf(close, i + level + 2);
        const qsizetype stop = end < 0 ? src.size() : end + close.size();
        line += int(src.mid(i, stop - i).count(QLatin1Char('\n')));
        return stop;
    };
    for (qsizetype i = 0; i < src.size();) {
        const QChar c = src[i];
        if (c == QLatin1Char('\n')) ++line;
        if (c.isSpace()) {
            ++i;
        } else if (src.mid(i, 2) == QLatin1String("--")) {
            const qsizetype level = longBracket(i + 2);
            if (level >= 0) {
                i = skipLong(i + 2, level);
            } else {
                while (i < src.size() && src[i] != QLatin1Char('\n')) ++i;
            }
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            qsizetype j = i + 1;
            while (j < src.size() && src[j] != c) j += src[j] == QLatin1Char('\\') ? 2 : 1;
            out.append({src.mid(i + 1, j - i - 1), true, printDepth >= 0, line});
            i = j + 1;
        } else if (const qsizetype level = longBracket(i); level >= 0) {
            const int first = line;
            const qsizetype stop = skipLong(i, level);
            out.append({src.mid(i, stop - i), true, printDepth >= 0, first});
            i = stop;
        } else if (c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('.')) {
            qsizetype j = i;
            while (j < src.size() && (src[j].isLetterOrNumber() || src[j] == QLatin1Char('_') ||
                                      src[j] == QLatin1Char('.')))
                ++j;
            out.append({src.mid(i, j - i), false, false, line});
            i = j;
        } else {
            if (c == QLatin1Char('(')) {
                if (printDepth < 0 && !out.isEmpty() && !out.last().string &&
                    out.last().text == QLatin1String("print"))
                    printDepth = depth;
                ++depth;
            } else if (c == QLatin1Char(')')) {
                if (--depth == printDepth) printDepth = -1;
            }
            out.append({QString(c), false, false, line});
            ++i;
        }
    }
    return out;
}

/// The format directives of a string ("%.1f", "%d"), in order.
QStringList formatDirectives(const QString& s) {
    static const QRegularExpression re(QStringLiteral("%[-+ #0]*[0-9]*(\\.[0-9]+)?[a-zA-Z%]"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();) out << it.next().captured();
    return out;
}

/// Empty when `translated` has the same code as `original`: the same tokens on the same lines
/// once comments are dropped (so that Lua's error messages name the same line in both), where
/// only strings printed for the student may differ, and those keep their format directives.
/// Otherwise the first difference, with line numbers.
QString codeDifference(const QString& original, const QString& translated) {
    const QList<LuaToken> a = luaTokens(original), b = luaTokens(translated);
    for (qsizetype k = 0; k < std::min(a.size(), b.size()); ++k) {
        const LuaToken &x = a[k], &y = b[k];
        const bool same =
            x.line == y.line && x.string == y.string && x.inPrint == y.inPrint &&
            (x.text == y.text ||
             (x.string && x.inPrint && formatDirectives(x.text) == formatDirectives(y.text)));
        if (!same)
            return QStringLiteral("line %1 '%2' became line %3 '%4'")
                .arg(x.line)
                .arg(x.text)
                .arg(y.line)
                .arg(y.text);
    }
    if (a.size() != b.size())
        return QStringLiteral("%1 tokens became %2").arg(a.size()).arg(b.size());
    return {};
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<cannot open>");
}

/// The editor shown at 500 x 300 with the keyboard focus in its text, ready for key events;
/// nullptr when it was not shown.
QsciScintilla* showForTyping(ProgramEditor& ed) {
    ed.resize(500, 300);
    ed.show();
    if (!QTest::qWaitForWindowExposed(&ed)) return nullptr;
    ed.editor()->setFocus();
    return ed.editor();
}

}  // namespace

class TestAppWidgets : public QObject {
    Q_OBJECT
private slots:
    void projectRoundTrip() {
        QTemporaryDir dir;
        Project p;
        p.robot = dir.filePath(QStringLiteral("robots/my_bot.json"));
        p.scene = QStringLiteral("maze");
        p.program = QStringLiteral("-- 你好\nmotor.speed(1, 50)\nwait(1.5)\n");
        p.program_name = QStringLiteral("drive.lua");
        const QString path = dir.filePath(QStringLiteral("p.botlab.json"));
        QVERIFY_OK(saveProject(p, path));
        // The robot path is stored relative to the project's folder.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray raw = f.readAll();
        QVERIFY(raw.contains("\"robots/my_bot.json\""));
        QVERIFY(raw.contains("\"format\": \"botlab-project\""));
        auto back = loadProject(path);
        QVERIFY_OK(back);
        QCOMPARE(back->robot, p.robot);
        QCOMPARE(back->scene, p.scene);
        QCOMPARE(back->program, p.program);
        QCOMPARE(back->program_name, p.program_name);
    }

    void badProjectsGiveClearErrors_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{ robot: ") << "not valid JSON";
        QTest::newRow("array") << QByteArray("[]") << "top level";
        QTest::newRow("no format") << QByteArray("{\"version\":1}") << "$.format";
        QTest::newRow("future version")
            << QByteArray("{\"format\":\"botlab-project\",\"version\":99}") << "$.version 99";
        QTest::newRow("no robot") << QByteArray(
                                         "{\"format\":\"botlab-project\",\"version\":1,\"scene\":"
                                         "\"maze\",\"program\":\"\"}")
                                  << "$.robot";
        QTest::newRow("program not text")
            << QByteArray(
                   "{\"format\":\"botlab-project\",\"version\":1,\"robot\":\"a\","
                   "\"scene\":\"maze\",\"program\":5}")
            << "$.program";
    }
    void badProjectsGiveClearErrors() {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.botlab.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        auto r = loadProject(path);
        QVERIFY(!r.ok());
        const QString msg = QString::fromStdString(r.message());
        QVERIFY2(msg.contains(expected) && msg.contains(path), qPrintable(msg));
    }

    void missingProjectFile() {
        auto r = loadProject(QStringLiteral("/nonexistent/x.botlab.json"));
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.message())
                    .contains(QStringLiteral("/nonexistent/x.botlab.json")));
    }

    void saveIsAtomic() {
        // A save that fails part-way through leaves the bytes of the previous save at the path.
        // The failure: a file size limit (RLIMIT_FSIZE; root ignores permissions) smaller than
        // the new project, with SIGXFSZ ignored so that the write fails with EFBIG instead of
        // killing the test.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.botlab.json"));
        Project first;
        first.program = QStringLiteral("print(1)\n");
        QVERIFY_OK(saveProject(first, path));
        const QByteArray before = fileBytes(path);
        QVERIFY(before.contains("print(1)"));

        constexpr rlim_t kLimit = 256 * 1024;
        Project second;
        second.program = QStringLiteral("-- %1\nprint(2)\n").arg(QString(4 * kLimit, u'x'));
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        QVERIFY(old.rlim_cur == RLIM_INFINITY || old.rlim_cur > 8 * kLimit);
        const auto oldHandler = signal(SIGXFSZ, SIG_IGN);
        rlimit limited = old;
        limited.rlim_cur = kLimit;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
        const auto failed = saveProject(second, path);
        setrlimit(RLIMIT_FSIZE, &old);
        signal(SIGXFSZ, oldHandler);

        QVERIFY(!failed.ok());
        QVERIFY2(QString::fromStdString(failed.message()).contains(path), failed.message().c_str());
        QCOMPARE(fileBytes(path), before);
        // No temporary file is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("p.botlab.json")});
        // Without the limit the same save succeeds: the limit, nothing else, made it fail.
        QVERIFY_OK(saveProject(second, path));
        QVERIFY(fileBytes(path).size() > qsizetype(4 * kLimit));
        // A save into a folder that does not exist fails and names the file.
        const QString bad = dir.filePath(QStringLiteral("no/such/dir/p.json"));
        const auto noDir = saveProject(first, bad);
        QVERIFY(!noDir.ok());
        QVERIFY(QString::fromStdString(noDir.message()).contains(bad));
    }

    void killedSaveLeavesTheOldFile() {
        // A process killed in the middle of a save (here by the kernel: SIGXFSZ's default action
        // when a write passes the file size limit) leaves the previous save's bytes at the path.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.botlab.json"));
        Project first;
        first.program = QStringLiteral("print(1)\n");
        QVERIFY_OK(saveProject(first, path));
        const QByteArray before = fileBytes(path);
        Project second;
        second.program = QString(1024 * 1024, u'y');
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            signal(SIGXFSZ, SIG_DFL);
            const rlimit noCore{0, 0};
            setrlimit(RLIMIT_CORE, &noCore);
            const rlimit small{64 * 1024, 64 * 1024};
            setrlimit(RLIMIT_FSIZE, &small);
            (void)saveProject(second, path);  // expected to be killed by SIGXFSZ mid-write
            _exit(0);                         // not killed: the parent's QVERIFY below fails
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ,
                 qPrintable(QString::number(status)));
        QCOMPARE(fileBytes(path), before);
    }

    void options_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("project");  // in args and here, "@" is the source tree
        QTest::addColumn<int>("frames");
        QTest::addColumn<bool>("run");
        QTest::addColumn<bool>("valid");
        QTest::newRow("demo") << QStringList{"--demo"} << "line_follower"
                              << "line_challenge"
                              << "" << 0 << false << true;
        QTest::newRow("triple") << QStringList{"--robot",   "maze_explorer", "--scene", "maze",
                                               "--program", "a.lua",         "--run"}
                                << "maze_explorer"
                                << "maze"
                                << "" << 0 << true << true;
        QTest::newRow("screenshot defaults to 30 frames")
            << QStringList{"--demo", "--screenshot", "x.png"} << "line_follower"
            << "line_challenge"
            << "" << 30 << false << true;
        QTest::newRow("frames") << QStringList{"--frames", "120"} << ""
                                << ""
                                << "" << 120 << false << true;
        QTest::newRow("bad frames") << QStringList{"--frames", "-3"} << ""
                                    << ""
                                    << "" << 0 << false << false;
        QTest::newRow("bad camera") << QStringList{"--camera", "sideways"} << ""
                                    << ""
                                    << "" << 0 << false << false;
        QTest::newRow("simulate mode")
            << QStringList{"--demo", "--mode", "simulate"} << "line_follower"
            << "line_challenge"
            << "" << 0 << false << true;
        QTest::newRow("bad mode") << QStringList{"--mode", "garden"} << ""
                                  << ""
                                  << "" << 0 << false << false;
        QTest::newRow("unknown") << QStringList{"--bogus"} << ""
                                 << ""
                                 << "" << 0 << false << false;
        // A file given alone (a double-click in a file manager) is told apart by its "format".
        const QString robotFile = QStringLiteral("@/assembler/robots/maze_explorer.json");
        const QString sceneFile = QStringLiteral("@/scenes/builtin/maze.json");
        QTest::newRow("robot file") << QStringList{robotFile} << robotFile << ""
                                    << "" << 0 << false << true;
        QTest::newRow("scene file")
            << QStringList{sceneFile} << "" << sceneFile << "" << 0 << false << true;
        QTest::newRow("scene file with a robot")
            << QStringList{"--robot", "hexapod", sceneFile} << "hexapod" << sceneFile << "" << 0
            << false << true;
        QTest::newRow("project file") << QStringList{"lesson3.botlab.json"} << ""
                                      << ""
                                      << "lesson3.botlab.json" << 0 << false << true;
        QTest::newRow("JSON of another kind is a project (its loading says why not)")
            << QStringList{"@/examples/index.json"} << ""
            << ""
            << "@/examples/index.json" << 0 << false << true;
    }
    void options() {
        QFETCH(QStringList, args);
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, project);
        QFETCH(int, frames);
        QFETCH(bool, run);
        QFETCH(bool, valid);
        const QString src =
            qEnvironmentVariable("BOTLAB_SOURCE_DIR", QStringLiteral(BOTLAB_SOURCE_DIR));
        for (QString* s : {&robot, &scene, &project}) s->replace(QLatin1Char('@'), src);
        for (QString& a : args) a.replace(QLatin1Char('@'), src);
        args.prepend(QStringLiteral("botlab"));
        const AppOptions o = parseOptions(args);
        QCOMPARE(o.error.isEmpty(), valid);
        if (!valid) return;
        QCOMPARE(o.robot, robot);
        QCOMPARE(o.scene, scene);
        QCOMPARE(o.project, project);
        QCOMPARE(o.frames, frames);
        QCOMPARE(o.run, run);
    }

    void plotRangeFollowsTheValues_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::newRow("line sensor stays in 0..100") << 37.0 << 0.0 << 100.0;
        QTest::newRow("motor backwards") << -43.0 << -50.0 << 100.0;
        QTest::newRow("far distance in cm") << 251.0 << 0.0 << 260.0;
    }
    void plotRangeFollowsTheValues() {
        QFETCH(double, value);
        QFETCH(double, min);
        QFETCH(double, max);
        DevicesPanel panel;
        botlab::runner::Snapshot s;
        s.commands = {{botlab::runner::DeviceRole::Command, 1, "m", "motor", "", value, "%"}};
        for (int i = 0; i < 10; ++i) {
            s.sim_time_s = i * 0.1;
            panel.update(s);
        }
        QCOMPARE(panel.plotRangeY(), std::make_pair(min, max));
        panel.clearPlot();
        QCOMPARE(panel.plotRangeY(), std::make_pair(0.0, 100.0));
    }

    void devicesPanelShowsValues() {
        DevicesPanel panel;
        using botlab::runner::DeviceRole;
        botlab::runner::Snapshot s;
        s.commands = {{DeviceRole::Command, 1, "motor_left", "motor", "", 42.0, "%"}};
        s.readings = {{DeviceRole::Reading, 2, "line_centre", "line", "", 12.5, "%"},
                      {DeviceRole::Reading, 4, "bumper", "touch", "", 1.0, ""},
                      {DeviceRole::Reading, 5, "imu", "imu", "pitch", -3.5, "deg"}};
        for (int i = 0; i < 2000; ++i) {
            s.sim_time_s = i * 0.03;
            panel.update(s);
        }
        QCOMPARE(panel.rowCount(), 4);
        QCOMPARE(panel.valueText(0), QStringLiteral("42.0 %"));
        QCOMPARE(panel.valueText(1), QStringLiteral("12.5 %"));
        QCOMPARE(panel.valueText(2), DevicesPanel::tr("pressed"));
        QCOMPARE(panel.valueText(3), QStringLiteral("-3.5 °"));
    }

    void leggedRobotShowsItsImuFirst() {
        // 18 servos and an IMU: the IMU's channels lead the table (not scrolled away).
        using botlab::runner::DeviceRole;
        DevicesPanel panel;
        botlab::runner::Snapshot s;
        for (int i = 0; i < 18; ++i)
            s.commands.push_back(
                {DeviceRole::Command, 0, "joint" + std::to_string(i), "servo", "", 1.0 * i, "deg"});
        for (const char* c : {"pitch", "roll", "yaw_rate", "vertical_accel"})
            s.readings.push_back({DeviceRole::Reading, 1, "imu", "imu", c, 2.0, "deg"});
        panel.update(s);
        QCOMPARE(panel.rowCount(), 22);
        QCOMPARE(panel.valueText(0), QStringLiteral("2.0 °"));
        QCOMPARE(panel.valueText(4), QStringLiteral("0.0 °"));  // joint0
    }

    void editorMarksErrorLine() {
        ProgramEditor ed;
        ed.setText(QStringLiteral("a = 1\nb = 2\nc = 3\n"));
        QVERIFY(!ed.isModified());
        ed.markError(2, QStringLiteral("boom"));
        QCOMPARE(ed.errorLine(), 2);
        ed.markError(99, QStringLiteral("outside"));  // out of range: only clears
        QCOMPARE(ed.errorLine(), 0);
        ed.markError(3, QStringLiteral("x"));
        ed.clearError();
        QCOMPARE(ed.errorLine(), 0);
    }

    void errorTextWrapsToTheEditor_data() {
        QTest::addColumn<QString>("message");
        QTest::newRow("english") << QStringLiteral(
            "attempt to index a nil value (global 'motr') - did you mean motor? The hint is long "
            "enough to need three or more lines in a narrow editor.");
        QTest::newRow("chinese, no spaces") << QStringLiteral(
            "尝试索引一个空值（全局变量“motr”）——你是不是想写motor？这条提示很长，"
            "在窄的编辑器里需要分成好几行来显示，每一行都不能超出边界。");
    }
    void errorTextWrapsToTheEditor() {
        QFETCH(QString, message);
        ProgramEditor ed;
        ed.resize(360, 300);
        ed.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ed));
        ed.setText(QStringLiteral("a = 1\nb = 2\n"));
        ed.markError(2, message);
        const QString shown = ed.editor()->annotation(1);
        const QStringList lines = shown.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 2, qPrintable(shown));
        // Nothing is lost: the lines put back together are the message.
        QString joined = shown;
        joined.remove(QLatin1Char('\n')).remove(QLatin1Char(' '));
        QCOMPARE(joined, QString(message).remove(QLatin1Char(' ')));
        // Every line fits into the text area (the viewport minus the margins).
        int margins = 0;
        for (int m = 0; m < ed.editor()->margins(); ++m) margins += ed.editor()->marginWidth(m);
        QFont bold = QApplication::font();
        bold.setBold(true);
        const QFontMetrics fm(bold);
        for (const QString& l : lines)
            QVERIFY2(fm.horizontalAdvance(l) <= ed.editor()->viewport()->width() - margins,
                     qPrintable(l));
    }

    void highlightingKnowsTheStudentApi_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("api");
        QTest::newRow("motor") << "motor" << true;
        QTest::newRow("time") << "time" << true;
        QTest::newRow("waitUntil") << "waitUntil" << true;
        QTest::newRow("print") << "print" << true;
        QTest::newRow("os is not in the sandbox") << "os" << false;
        QTest::newRow("a student's name") << "speedy" << false;
    }
    void highlightingKnowsTheStudentApi() {
        QFETCH(QString, word);
        QFETCH(bool, api);
        ProgramEditor ed;
        ed.setText(QStringLiteral("x = ") + word + QStringLiteral("\n"));
        QsciScintilla* sci = ed.editor();
        sci->SendScintilla(QsciScintilla::SCI_COLOURISE, 0, -1);
        const int style = int(sci->SendScintilla(QsciScintilla::SCI_GETSTYLEAT, 4));
        QCOMPARE(style == QsciLexerLua::BasicFunctions, api);
    }

    void toggleComment_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("lineFrom");  // 0-based selection; -1: cursor on lineTo only
        QTest::addColumn<int>("lineTo");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one line at the cursor") << "motor.speed(1, 50)\nwait(1)\n"
                                                << -1 << 0 << "-- motor.speed(1, 50)\nwait(1)\n";
        QTest::newRow("block keeps its indentation")
            << "if x then\n  a()\n    b()\nend\n"
            << 1 << 2 << "if x then\n  -- a()\n  --   b()\nend\n";
        QTest::newRow("uncomment when all are comments") << "-- a()\n  -- b()\n--c()\n"
                                                         << 0 << 2 << "a()\n  b()\nc()\n";
        QTest::newRow("mixed lines get commented") << "-- a()\nb()\n"
                                                   << 0 << 1 << "-- -- a()\n-- b()\n";
        QTest::newRow("empty lines stay empty") << "a()\n\nb()\n" << 0 << 2 << "-- a()\n\n-- b()\n";
        QTest::newRow("chinese text") << "print(\"你好\")\n" << -1 << 0 << "-- print(\"你好\")\n";
    }
    void toggleComment() {
        QFETCH(QString, text);
        QFETCH(int, lineFrom);
        QFETCH(int, lineTo);
        QFETCH(QString, expected);
        ProgramEditor ed;
        ed.setText(text);
        QsciScintilla* sci = ed.editor();
        if (lineFrom < 0)
            sci->setCursorPosition(lineTo, 1);
        else
            sci->setSelection(lineFrom, 0, lineTo, sci->text(lineTo).size() - 1);
        ed.toggleComment();
        QCOMPARE(ed.text(), expected);
        // One undo step brings the program back.
        sci->undo();
        QCOMPARE(ed.text(), text);
    }

    // Typing a word that is complete (a keyword, an API name) and Enter gives a new line (with
    // the auto-indent), not the autocompletion list's pick; Tab still accepts the list's word.
    void enterAfterACompleteWordGivesANewLine_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("while ... do, Enter")
            << "while true do" << int(Qt::Key_Return) << "while true do\n  ";
        QTest::newRow("then, keypad Enter") << "if x then" << int(Qt::Key_Enter) << "if x then\n  ";
        QTest::newRow("end, Enter") << "end" << int(Qt::Key_Return) << "end\n";
        QTest::newRow("indented repeat, one level deeper")
            << "  repeat" << int(Qt::Key_Return) << "  repeat\n    ";
        QTest::newRow("Tab still completes") << "x = tonum" << int(Qt::Key_Tab) << "x = tonumber";
        QTest::newRow("Enter completes an unfinished word")
            << "x = tonum" << int(Qt::Key_Return) << "x = tonumber";
    }
    void enterAfterACompleteWordGivesANewLine() {
        QFETCH(QString, typed);
        QFETCH(int, key);
        QFETCH(QString, expected);
        ProgramEditor ed;
        QsciScintilla* sci = showForTyping(ed);
        QVERIFY(sci);
        QTest::keyClicks(sci, typed);
        // The list is up (what swallowed the Enter).
        QTRY_VERIFY(sci->isListActive());
        QTest::keyClick(sci, Qt::Key(key));
        QCOMPARE(ed.text(), expected);
        QVERIFY(!sci->isListActive());
    }

    // Enter after a line that opens a block indents the new line one level deeper (the
    // editor's indent width); end, else, elseif and until typed at the start of a line go back
    // to the level of the line that opened their block. Typed with real key events ("\n" is
    // Enter; the autocompletion list, when it comes up, is dismissed by Escape first, as the
    // user would).
    void blockIndent_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("while ... do") << "while x > 0 do\nx = x - 1"
                                      << "while x > 0 do\n  x = x - 1";
        QTest::newRow("for ... do") << "for i = 1, 3 do\nprint(i)"
                                    << "for i = 1, 3 do\n  print(i)";
        QTest::newRow("if ... then") << "if x then\ny = 1"
                                     << "if x then\n  y = 1";
        QTest::newRow("function, nested, comment after it")
            << "function f(a)  -- adds\nif a then\nb = 2"
            << "function f(a)  -- adds\n  if a then\n    b = 2";
        QTest::newRow("local function") << "local function g()\nreturn 1"
                                        << "local function g()\n  return 1";
        QTest::newRow("repeat") << "repeat\nwait(1)"
                                << "repeat\n  wait(1)";
        QTest::newRow("one-line if opens nothing") << "if x then y = 1 end\nz = 2"
                                                   << "if x then y = 1 end\nz = 2";
        QTest::newRow("keyword in a string opens nothing") << "print(\"do\")\nz = 2"
                                                           << "print(\"do\")\nz = 2";
        QTest::newRow("end dedents") << "while true do\nwait(1)\nend\nx = 1"
                                     << "while true do\n  wait(1)\nend\nx = 1";
        QTest::newRow("else, then end") << "if x then\ny = 1\nelse\ny = 2\nend"
                                        << "if x then\n  y = 1\nelse\n  y = 2\nend";
        QTest::newRow("elseif ... then") << "if x then\ny = 1\nelseif z then\ny = 2\nend"
                                         << "if x then\n  y = 1\nelseif z then\n  y = 2\nend";
        QTest::newRow("until") << "repeat\nwait(1)\nuntil done\nx = 1"
                               << "repeat\n  wait(1)\nuntil done\nx = 1";
        QTest::newRow("end of an inner block")
            << "while true do\nif x then\ny = 1\nend\nwait(1)\nend"
            << "while true do\n  if x then\n    y = 1\n  end\n  wait(1)\nend";
    }
    void blockIndent() {
        QFETCH(QString, typed);
        QFETCH(QString, expected);
        ProgramEditor ed;
        QsciScintilla* sci = showForTyping(ed);
        QVERIFY(sci);
        const QStringList lines = typed.split(u'\n');
        for (int i = 0; i < lines.size(); ++i) {
            if (i > 0) {
                if (sci->isListActive()) QTest::keyClick(sci, Qt::Key_Escape);
                QTest::keyClick(sci, Qt::Key_Return);
            }
            QTest::keyClicks(sci, lines[i]);
        }
        QCOMPARE(ed.text(), expected);
    }

    void findAndGoToLine() {
        ProgramEditor ed;
        ed.setText(QStringLiteral("motor.speed(1, 50)\nwait(1)\nMotor = 3\nmotor.stop(1)\n"));
        QsciScintilla* sci = ed.editor();
        int line = 0, index = 0;
        QVERIFY(ed.find(QStringLiteral("motor")));
        sci->getCursorPosition(&line, &index);
        QCOMPARE(line, 0);
        QVERIFY(ed.find(QStringLiteral("motor")));  // case-insensitive: "Motor" on line 2
        sci->getCursorPosition(&line, &index);
        QCOMPARE(line, 2);
        QVERIFY(ed.find(QStringLiteral("motor"), true, /*case_sensitive=*/true));
        sci->getCursorPosition(&line, &index);
        QCOMPARE(line, 3);
        QVERIFY(ed.find(QStringLiteral("motor"), true, true));  // wraps around
        sci->getCursorPosition(&line, &index);
        QCOMPARE(line, 0);
        QVERIFY(!ed.find(QStringLiteral("servo")));
        ed.goToLine(3);
        sci->getCursorPosition(&line, &index);
        QCOMPARE(line, 2);
        ed.goToLine(99);  // clamped to the last line
        sci->getCursorPosition(&line, &index);
        QCOMPARE(line, sci->lines() - 1);
    }

    void apiReferenceListsEveryCall() {
        const QString html = apiReferenceHtml();
        for (const auto& c : studentApi()) {
            QVERIFY2(html.contains(c.signature.toHtmlEscaped()), qPrintable(c.signature));
            QVERIFY2(html.contains(c.help.toHtmlEscaped()), qPrintable(c.help));
        }
    }

    void apiTableCoversTheStudentApi() {
        QStringList names;
        for (const auto& c : studentApi()) {
            names << c.name;
            QVERIFY2(!c.help.isEmpty(), qPrintable(c.name));
            QVERIFY2(c.signature.startsWith(c.name + QLatin1Char('(')), qPrintable(c.signature));
        }
        for (const char* n :
             {"motor.speed", "motor.stop", "motor.stopAll", "motor.angle", "servo.angle",
              "line.read", "distance.read", "touch.pressed", "compass.heading", "gyro.angle",
              "gyro.rate", "gyro.reset", "flame.read", "wait", "waitUntil", "time", "print"})
            QVERIFY2(names.contains(QLatin1String(n)), n);
    }

    void boxMeshIsClosedAndPickable() {
        ColoredMesh m;
        botlab::sim::Shape box;
        box.type = botlab::sim::ShapeType::Box;
        box.size_m = botlab::sim::Vec3(0.2, 0.1, 0.4);
        addShape(m, box, botlab::sim::Pose::fromTranslation(botlab::sim::Vec3(1, 0, 0)),
                 {1, 0, 0, 1});
        QCOMPARE(m.vertexCount(), 36);
        const auto tri = trianglePositions(m);
        // A ray down the y axis through the box centre hits its top face at y = +0.05.
        const float t = rayHitDistance(QVector3D(1, 2, 0), QVector3D(0, -1, 0), tri);
        QVERIFY(std::abs(t - 1.95f) < 1e-5f);
        QCOMPARE(rayHitDistance(QVector3D(0, 2, 0), QVector3D(0, -1, 0), tri), -1.0f);
        // Every face normal points away from the centre.
        for (int i = 0; i < m.vertexCount(); ++i) {
            const float* v = &m.vertices[std::size_t(i) * 10];
            const QVector3D p(v[0] - 1, v[1], v[2]), n(v[3], v[4], v[5]);
            QVERIFY(QVector3D::dotProduct(p, n) > 0);
        }
    }

    void frameMeterStatistics_data() {
        QTest::addColumn<QList<double>>("intervals");  // ms; CPU = half of each interval
        QTest::addColumn<double>("fps");
        QTest::addColumn<double>("p95");
        QTest::addColumn<int>("counted");
        // 20 intervals: the first 5 (warm-up) are left out.
        QList<double> steady(20, 20.0);
        steady[0] = 500;  // shader compilation
        QTest::newRow("steady 50 fps after warm-up") << steady << 50.0 << 20.0 << 15;
        QList<double> slow(20, 10.0);
        slow[19] = 110;  // one slow frame among 15 counted: mean (14*10+110)/15
        QTest::newRow("one slow frame") << slow << 1000.0 / (250.0 / 15) << 110.0 << 15;
        QTest::newRow("short run: a quarter skipped")
            << QList<double>{40, 40, 40, 40} << 25.0 << 40.0 << 3;
    }
    void frameMeterStatistics() {
        QFETCH(QList<double>, intervals);
        QFETCH(double, fps);
        QFETCH(double, p95);
        QFETCH(int, counted);
        botlab::gui::FrameMeter m;
        double wall = 1000, cpu = 7;
        QCOMPARE(m.frame(wall, cpu), -1.0);
        for (double dt : intervals) {
            wall += dt;
            cpu += dt / 2;
            QCOMPARE(m.frame(wall, cpu), dt);
        }
        const auto s = m.stats();
        QCOMPARE(s.frames, counted);
        QVERIFY(std::abs(s.fps - fps) < 1e-9);
        QCOMPARE(s.frame_time_p95_ms, p95);
        QVERIFY(std::abs(s.cpu_ms_per_frame - 0.5 * 1000.0 / fps) < 1e-9);
        m.reset();
        QCOMPARE(m.frames(), 0);
        QCOMPARE(m.stats().frames, 0);
    }

    void frameMeterWithoutRecording() {
        // Off (the app's default): frames are counted and intervals returned, nothing is kept.
        botlab::gui::FrameMeter m;
        m.setRecording(false);
        for (int i = 0; i < 100; ++i) m.frame(1000.0 + 16.0 * i, 0.0);
        QCOMPARE(m.frames(), 100);
        QCOMPARE(m.frame(1000.0 + 16.0 * 100 + 4.0, 0.0), 20.0);
        QVERIFY(m.intervalsMs().empty());
        QCOMPARE(m.stats().frames, 0);
        // Switched on mid-run: statistics cover only the frames from then on.
        m.setRecording(true);
        for (int i = 0; i < 9; ++i) m.frame(5000.0 + 25.0 * i, 100.0 + 10.0 * i);
        const auto s = m.stats();
        QCOMPARE(s.frames, 8 - 2);  // 8 intervals, the first 2 (a quarter) left out
        QCOMPARE(s.fps, 40.0);
        QCOMPARE(s.cpu_ms_per_frame, 10.0);
    }

    void chineseTranslationIsComplete() {
        const QString path =
            qEnvironmentVariable("BOTLAB_SOURCE_DIR", QStringLiteral(BOTLAB_SOURCE_DIR)) +
            QStringLiteral("/translations/botlab_zh_CN.ts");
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        QXmlStreamReader xml(&f);
        int messages = 0, unfinished = 0;
        QString source;
        QStringList problems;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == QLatin1String("source")) source = xml.readElementText();
            if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                // Plural messages hold their text in <numerusform> children.
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished") || type == QLatin1String("obsolete") ||
                    type == QLatin1String("vanished") || text.trimmed().isEmpty()) {
                    ++unfinished;
                    problems << source;
                }
                // Placeholders survive translation.
                for (int k = 1; k <= 4; ++k) {
                    const QString ph = QStringLiteral("%%1").arg(k);
                    if (source.contains(ph) != text.contains(ph)) problems << source;
                }
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY2(messages > 100, qPrintable(QString::number(messages)));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral(" | "))));
        QCOMPARE(unfinished, 0);
    }

    // The status bar names what the run is doing; Continue is only offered for a paused run.
    void runStateOfSnapshot_data() {
        using botlab::scripting::ProgramState;
        QTest::addColumn<bool>("hasProgram");
        QTest::addColumn<bool>("running");
        QTest::addColumn<int>("programState");
        QTest::addColumn<bool>("simError");
        QTest::addColumn<int>("expected");
        QTest::newRow("loaded, nothing run")
            << false << false << int(ProgramState::Running) << false << int(RunState::Ready);
        QTest::newRow("running") << true << true << int(ProgramState::Running) << false
                                 << int(RunState::Running);
        QTest::newRow("paused") << true << false << int(ProgramState::Running) << false
                                << int(RunState::Paused);
        QTest::newRow("finished") << true << false << int(ProgramState::Finished) << false
                                  << int(RunState::Finished);
        QTest::newRow("stopped") << true << false << int(ProgramState::Stopped) << false
                                 << int(RunState::Stopped);
        QTest::newRow("program error")
            << true << false << int(ProgramState::Failed) << false << int(RunState::Failed);
        QTest::newRow("physics error")
            << true << false << int(ProgramState::Running) << true << int(RunState::Failed);
    }
    void runStateOfSnapshot() {
        QFETCH(bool, hasProgram);
        QFETCH(bool, running);
        QFETCH(int, programState);
        QFETCH(bool, simError);
        QFETCH(int, expected);
        botlab::runner::Snapshot s;
        s.has_program = hasProgram;
        s.running = running;
        s.program_state = botlab::scripting::ProgramState(programState);
        if (simError) s.sim_error = "boom";
        s.over = hasProgram && !running &&
                 (programState != int(botlab::scripting::ProgramState::Running) || simError);
        QCOMPARE(int(runStateOf(s)), expected);
    }

    void qtTextsInChinese_data() {
        QTest::addColumn<int>("button");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("chinese");
        QTest::newRow("Close") << int(QDialogButtonBox::Close) << "Close" << QStringLiteral("关闭");
        QTest::newRow("Cancel") << int(QDialogButtonBox::Cancel) << "Cancel"
                                << QStringLiteral("取消");
        QTest::newRow("Open") << int(QDialogButtonBox::Open) << "Open" << QStringLiteral("打开");
        QTest::newRow("Save") << int(QDialogButtonBox::Save) << "Save" << QStringLiteral("保存");
    }
    void qtTextsInChinese() {
        // The Chinese UI translates Qt's own texts too (qtbase_zh_CN.qm, qt6-translations-l10n).
        QFETCH(int, button);
        QFETCH(QString, english);
        QFETCH(QString, chinese);
        const auto which = QDialogButtonBox::StandardButton(button);
        auto text = [which] { return QDialogButtonBox(which).button(which)->text(); };
        QCOMPARE(text(), english);
        QVERIFY(botlab::runner::installTranslation(QLocale(QLocale::Chinese, QLocale::China)));
        const QString translated = text();
        // Back to English for the other tests: remove the translators the application now owns.
        for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QCOMPARE(translated, chinese);
        QCOMPARE(text(), english);
    }

    void codeComparisonCatchesChanges_data() {
        QTest::addColumn<QString>("original");
        QTest::addColumn<QString>("translated");
        QTest::addColumn<bool>("same");
        QTest::newRow("comments") << "-- go\nmotor.speed(1, 50) -- fast\n"
                                  << QStringLiteral("-- 走\nmotor.speed(1, 50) -- 快\n") << true;
        QTest::newRow("long comment")
            << "--[[ a\nb ]]\nwait(1)" << QStringLiteral("--[==[ 甲\n]] 乙 ]==]\nwait(1)") << true;
        QTest::newRow("number") << "motor.speed(1, 50)"
                                << "motor.speed(1, 60)" << false;
        QTest::newRow("code on another line")
            << "wait(1)\nwait(2)" << QStringLiteral("wait(1) -- 一\n-- 二\nwait(2)") << false;
        QTest::newRow("comment swallows code") << "wait(1) -- a\nwait(2)"
                                               << "wait(1) -- a wait(2)" << false;
        QTest::newRow("printed text")
            << "print(string.format(\"at %.1f s\", time()))"
            << QStringLiteral("print(string.format(\"%.1f 秒\", time()))") << true;
        QTest::newRow("printed format") << "print(string.format(\"%d moves\", n))"
                                        << "print(string.format(\"%.1f moves\", n))" << false;
        QTest::newRow("string in code") << "legs.gait(\"tripod\")"
                                        << "legs.gait(\"wave\")" << false;
        QTest::newRow("string after print") << "print(\"a\") legs.gait(\"tripod\")"
                                            << "print(\"b\") legs.gait(\"wave\")" << false;
    }
    void codeComparisonCatchesChanges() {
        QFETCH(QString, original);
        QFETCH(QString, translated);
        QFETCH(bool, same);
        const QString diff = codeDifference(original, translated);
        QVERIFY2(diff.isEmpty() == same, qPrintable(diff));
    }

    void everyExampleHasAChineseCopy() {
        const QStringList programs = examplePrograms();
        for (const char* expected :
             {"line_follower.lua", "maze_wall_follower.lua", "fire_fighter.lua",
              "legged/hexapod.lua", "legged/quadruped.lua", "legged/wheel_legged.lua"})
            QVERIFY2(programs.contains(QLatin1String(expected)), expected);
        QStringList sorted = programs;
        sorted.sort();
        QCOMPARE(programs, sorted);
        const QDir root(examplesDir());
        for (const QString& p : programs) {
            QVERIFY2(!p.startsWith(QLatin1String("zh_CN/")), qPrintable(p));
            QVERIFY2(QFileInfo(root.filePath(QStringLiteral("zh_CN/") + p)).isFile(),
                     qPrintable(p));
        }
        // ... and no Chinese copy without an original.
        QDirIterator it(root.filePath(QStringLiteral("zh_CN")), {QStringLiteral("*.lua")},
                        QDir::Files, QDirIterator::Subdirectories);
        int copies = 0;
        for (; it.hasNext(); ++copies) {
            const QString rel = root.relativeFilePath(it.next()).mid(6);
            QVERIFY2(programs.contains(rel), qPrintable(rel));
        }
        QCOMPARE(copies, programs.size());
    }

    void chineseExampleKeepsTheCode_data() {
        QTest::addColumn<QString>("program");
        for (const QString& p : examplePrograms()) QTest::newRow(qPrintable(p)) << p;
    }
    void chineseExampleKeepsTheCode() {
        QFETCH(QString, program);
        const QDir root(examplesDir());
        const QString zh = root.filePath(QStringLiteral("zh_CN/") + program);
        QFile en(root.filePath(program)), cn(zh);
        QVERIFY(en.open(QIODevice::ReadOnly));
        QVERIFY2(cn.open(QIODevice::ReadOnly), qPrintable(zh));
        const QString original = QString::fromUtf8(en.readAll());
        const QString translated = QString::fromUtf8(cn.readAll());
        const QString diff = codeDifference(original, translated);
        QVERIFY2(diff.isEmpty(), qPrintable(program + QStringLiteral(": ") + diff));
        // The comments are translated: Chinese text in the copy, and the same number of lines.
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        QVERIFY(translated.contains(han));
        QCOMPARE(translated.count(QLatin1Char('\n')), original.count(QLatin1Char('\n')));
    }

    void localizedExample_data() {
        QTest::addColumn<QString>("path");  // "@" stands for examplesDir()
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zh_CN") << "legged/hexapod.lua"
                               << "zh_CN"
                               << "@/zh_CN/legged/hexapod.lua";
        QTest::newRow("zh absolute") << "@/line_follower.lua"
                                     << "zh"
                                     << "@/zh_CN/line_follower.lua";
        QTest::newRow("English") << "@/line_follower.lua"
                                 << "en"
                                 << "@/line_follower.lua";
        QTest::newRow("system default") << "@/line_follower.lua"
                                        << ""
                                        << "@/line_follower.lua";
        QTest::newRow("no copy") << "@/no_such.lua"
                                 << "zh_CN"
                                 << "@/no_such.lua";
        QTest::newRow("outside examples") << "/tmp/mine.lua"
                                          << "zh_CN"
                                          << "/tmp/mine.lua";
        QTest::newRow("already Chinese") << "@/zh_CN/line_follower.lua"
                                         << "zh_CN"
                                         << "@/zh_CN/line_follower.lua";
    }
    void localizedExample() {
        QFETCH(QString, path);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        const QString dir = examplesDir();
        QVERIFY(!dir.isEmpty());
        path.replace(QLatin1Char('@'), dir);
        expected.replace(QLatin1Char('@'), dir);
        QCOMPARE(QDir::cleanPath(botlab::gui::localizedExample(path, language)), expected);
    }
};

QTEST_MAIN(TestAppWidgets)
#include "tst_app_widgets.moc"
