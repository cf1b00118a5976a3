// SPDX-License-Identifier: GPL-3.0-or-later
// The layering rules, read from the #include lines of the source tree.
//
// Modules (docs/architecture.md): dependencies point down; sim and scripting include no Qt; sim
// sees only core's Qt-free headers; only app/gui includes Qt Widgets, Qt 3D, Qt Charts or
// QScintilla. Rooms of app/gui/src (app/gui/README.md): shell/ may include everything; a mode
// includes modes/workspace.h, modes/modes.h, its own folder, project/, session/, view3d/ and the
// libraries, never another mode and never shell/; project/ includes no mode, view, session or
// shell; session/ is QtCore only and includes nothing else of the app; view3d/ includes nothing of
// shell, modes, project or session.
//
// checkFile() is the whole rule set; rulesCatchViolations() feeds it forbidden includes, so a rule
// that cannot fail shows up as a failing row.

#include <QDirIterator>
#include <QFile>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

QString sourceDir() {
    return qEnvironmentVariable("BOTLAB_SOURCE_DIR");
}

// The header names of a Qt module (QWidget, qwidget.h, ...), read from Qt's include folder.
QSet<QString> qtModuleHeaders(const QStringList& modules) {
    QSet<QString> names;
    const QString root = QLibraryInfo::path(QLibraryInfo::HeadersPath);
    for (const QString& m : modules) {
        QDirIterator it(root + "/" + m, QDir::Files);
        while (it.hasNext()) names.insert(QFileInfo(it.next()).fileName());
    }
    return names;
}

// Headers of the widget, 3D and chart modules, less the names that QtCore or QtGui also have
// (Qt3DRender has a QBuffer of its own; <QBuffer> means QtCore's).
const QSet<QString>& widgetLikeHeaders() {
    static const QSet<QString> s = [] {
        QSet<QString> names =
            qtModuleHeaders({"QtWidgets", "Qt3DCore", "Qt3DRender", "Qt3DExtras", "Qt3DInput",
                             "Qt3DLogic", "QtCharts", "QtOpenGL", "QtOpenGLWidgets"});
        names.subtract(qtModuleHeaders({"QtCore", "QtGui"}));
        return names;
    }();
    return s;
}
const QSet<QString>& qtGuiHeaders() {
    static const QSet<QString> s = qtModuleHeaders({"QtGui"});
    return s;
}

// The libraries, bottom up, and which other libraries each may include ("botlab/<m>/...").
struct ModuleRule {
    QString path;  // folder below the source root
    QString name;  // the include folder name: botlab/<name>/
    QStringList may;
    bool qtFree;
};
const QList<ModuleRule>& moduleRules() {
    static const QList<ModuleRule> r = {
        {"core", "core", {"core"}, false},
        {"sim", "sim", {"sim"}, true},
        {"parts_library", "parts_library", {"core", "sim", "parts_library"}, false},
        {"assembler", "assembler", {"core", "sim", "parts_library", "assembler"}, false},
        {"scenes", "scenes", {"core", "sim", "scenes"}, false},
        {"scripting", "scripting", {"sim", "scripting"}, true},
        {"blocks", "blocks", {"core", "scripting", "blocks"}, true},
        {"app/runner",
         "runner",
         {"core", "sim", "parts_library", "assembler", "scenes", "scripting", "blocks", "runner"},
         false},
        {"app/part_render",
         "part_render",
         {"core", "sim", "parts_library", "assembler", "part_render"},
         false},
        {"app/grade",
         "grade",
         {"core", "sim", "parts_library", "assembler", "scenes", "scripting", "blocks", "runner",
          "grade"},
         false},
        {"app/cli",
         "cli",
         {"core", "sim", "parts_library", "assembler", "scenes", "scripting", "blocks", "runner",
          "grade", "part_render"},
         false},
    };
    return r;
}

// core's headers that include no Qt: the only ones a Qt-free module may include.
bool isQtFreeCoreHeader(const QString& include) {
    static const QSet<QString> s = {"botlab/core/result.h", "botlab/core/random.h"};
    return s.contains(include);
}

bool isQtInclude(const QString& inc) {
    return inc.startsWith('Q') || inc.startsWith("Qt");  // <QString>, <QtCore/...>, <Qt3DCore/...>
}

// The room of a file below app/gui/src: "shell", "modes" (modes/*.h), "modes/<mode>", "project",
// "session", "view3d", or "main" (main.cpp).
QString roomOf(const QString& relToGuiSrc) {
    const QStringList parts = relToGuiSrc.split('/');
    if (parts.size() == 1) return "main";
    if (parts[0] == "modes" && parts.size() > 2) return "modes/" + parts[1];
    return parts[0];
}

// One problem per forbidden include of `file` (a path relative to the source root), given its
// #include lines as written (the quoted or bracketed name).
QStringList checkFile(const QString& file, const QList<QPair<QString, bool>>& includes) {
    QStringList problems;
    auto bad = [&](const QString& inc, const QString& why) {
        problems << QString("%1 includes %2: %3").arg(file, inc, why);
    };
    const bool inGui = file.startsWith("app/gui/");
    for (const auto& [inc, angled] : includes) {
        const QString base = inc.section('/', -1);
        if (!inGui && angled &&
            (widgetLikeHeaders().contains(base) || inc.startsWith("Qsci/") ||
             inc.startsWith("Qt3D") || inc.startsWith("QtWidgets/") || inc.startsWith("QtCharts/")))
            bad(inc, "only app/gui uses Qt Widgets, Qt 3D, Qt Charts and QScintilla");
    }
    // The libraries.
    for (const ModuleRule& m : moduleRules()) {
        if (!file.startsWith(m.path + "/")) continue;
        for (const auto& [inc, angled] : includes) {
            if (m.qtFree && angled && isQtInclude(inc)) bad(inc, m.name + " is Qt-free");
            static const QRegularExpression mod("^botlab/([a-z_]+)/");
            const auto mm = mod.match(inc);
            if (!mm.hasMatch()) continue;
            const QString target = mm.captured(1);
            if (target == "core" && m.qtFree && !isQtFreeCoreHeader(inc))
                bad(inc, m.name + " is Qt-free: only core's Qt-free headers (result.h, random.h)");
            else if (target != "core" && !m.may.contains(target))
                bad(inc,
                    m.name + " may not include " + target + " (a module above it or beside it)");
            else if (target == "core" && !m.may.contains("core") && !isQtFreeCoreHeader(inc))
                bad(inc, m.name + " may not include core's Qt headers");
        }
    }
    // core's Qt-free headers stay Qt-free.
    if (file.startsWith("core/include/") && isQtFreeCoreHeader(file.section("include/", 1))) {
        for (const auto& [inc, angled] : includes)
            if (angled && isQtInclude(inc))
                bad(inc, "this core header is Qt-free (sim includes it)");
    }
    // The rooms of app/gui/src.
    const QString guiSrc = "app/gui/src/";
    if (!file.startsWith(guiSrc)) return problems;
    const QString room = roomOf(file.mid(guiSrc.size()));
    static const QStringList rooms = {"shell", "modes", "project", "session", "view3d"};
    for (const auto& [inc, angled] : includes) {
        if (angled) {
            if (room == "session" && (widgetLikeHeaders().contains(inc.section('/', -1)) ||
                                      qtGuiHeaders().contains(inc.section('/', -1))))
                bad(inc, "session/ is QtCore only (no widgets, no Qt Gui, no Qt 3D)");
            continue;
        }
        const QString first = inc.section('/', 0, 0);
        if (!rooms.contains(first)) continue;  // a library header ("botlab/..."), or a local one
        const bool modesTop = first == "modes" && inc.count('/') == 1;  // modes/workspace.h
        const QString incRoom = modesTop ? QString("modes") : roomOf(inc);
        if (room == "main" || room == "shell") continue;
        if (room.startsWith("modes/")) {
            if (incRoom == "shell")
                bad(inc, "a mode never includes shell/");
            else if (incRoom.startsWith("modes/") && incRoom != room)
                bad(inc, "a mode never includes another mode");
        } else if (room == "modes") {
            if (incRoom != "modes") bad(inc, "modes/*.h include only modes/*.h");
        } else if (room == "project") {
            if (incRoom != "project") bad(inc, "project/ includes no mode, view, session or shell");
        } else if (room == "session") {
            if (incRoom != "session") bad(inc, "session/ includes nothing else of the app");
        } else if (room == "view3d") {
            if (incRoom != "view3d")
                bad(inc, "view3d/ includes nothing of shell, modes, project or session");
        }
    }
    return problems;
}

QList<QPair<QString, bool>> includesOf(const QString& path) {
    QList<QPair<QString, bool>> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return out;
    // (No raw string literal here: moc's scanner misreads it.)
    static const QRegularExpression re("^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]");
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n');
    for (const QString& line : lines) {
        const auto m = re.match(line);
        if (m.hasMatch()) out.append({m.captured(2), m.captured(1) == "<"});
    }
    return out;
}

}  // namespace

class TestIncludeRules : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY2(!sourceDir().isEmpty(), "BOTLAB_SOURCE_DIR is not set");
        QVERIFY2(!widgetLikeHeaders().isEmpty(), "Qt's QtWidgets headers were not found");
    }

    // Every source file of a folder keeps the rules.
    void tree_data() {
        QTest::addColumn<QString>("folder");
        for (const QString& d : {"core", "sim", "parts_library", "assembler", "scenes", "scripting",
                                 "blocks", "app/runner", "app/part_render", "app/grade", "app/cli",
                                 "app/gui/src/shell", "app/gui/src/modes", "app/gui/src/project",
                                 "app/gui/src/session", "app/gui/src/view3d"})
            QTest::newRow(qPrintable(d)) << QString(d);
    }
    void tree() {
        QFETCH(QString, folder);
        const QString root = sourceDir();
        QVERIFY2(QDir(root + "/" + folder).exists(), qPrintable("no folder " + folder));
        QStringList problems;
        int files = 0;
        QDirIterator it(root + "/" + folder, {"*.h", "*.cpp"}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString rel = QDir(root).relativeFilePath(path);
            problems << checkFile(rel, includesOf(path));
            ++files;
        }
        QVERIFY2(files > 0, qPrintable("no sources in " + folder));
        QVERIFY2(problems.isEmpty(), qPrintable("\n" + problems.join('\n')));
    }

    // The rules reject what they should: each row is one forbidden include.
    void rulesCatchViolations_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("include");
        QTest::addColumn<bool>("angled");
        QTest::addColumn<bool>("allowed");
        auto row = [](const char* name, const char* file, const char* inc, bool angled,
                      bool allowed) {
            QTest::newRow(name) << QString(file) << QString(inc) << angled << allowed;
        };
        row("mode includes another mode", "app/gui/src/modes/build/build_workspace.cpp",
            "modes/scene/scene_view.h", false, false);
        row("mode includes its own folder", "app/gui/src/modes/build/build_workspace.cpp",
            "modes/build/build_view.h", false, true);
        row("mode includes workspace.h", "app/gui/src/modes/scene/scene_workspace.h",
            "modes/workspace.h", false, true);
        row("mode includes shell", "app/gui/src/modes/program/run_controls.cpp",
            "shell/main_window.h", false, false);
        row("mode includes view3d, project, session", "app/gui/src/modes/cockpit/x.cpp",
            "view3d/scene_view.h", false, true);
        row("project includes a mode", "app/gui/src/project/project_controller.cpp",
            "modes/program/program_editor.h", false, false);
        row("project includes a view", "app/gui/src/project/project_controller.cpp",
            "view3d/scene_view.h", false, false);
        row("project includes a session", "app/gui/src/project/project_controller.cpp",
            "session/sim_session.h", false, false);
        row("session includes a widget", "app/gui/src/session/sim_session.cpp", "QWidget", true,
            false);
        row("session includes Qt Gui", "app/gui/src/session/sim_session.cpp", "QImage", true,
            false);
        row("session includes QtCore", "app/gui/src/session/sim_session.cpp", "QElapsedTimer", true,
            true);
        row("view3d includes a mode", "app/gui/src/view3d/scene_view.cpp",
            "modes/build/build_view.h", false, false);
        row("shell includes everything", "app/gui/src/shell/main_window.cpp",
            "modes/build/build_workspace.h", false, true);
        row("sim includes Qt", "sim/src/simulation.cpp", "QString", true, false);
        row("sim includes core's reader", "sim/src/models.cpp", "botlab/core/json_reader.h", false,
            false);
        row("sim includes result.h", "sim/src/models.cpp", "botlab/core/result.h", false, true);
        row("scripting includes Qt", "scripting/src/program.cpp", "QtCore/QString", true, false);
        row("sim includes scenes", "sim/src/models.cpp", "botlab/scenes/scene_document.h", false,
            false);
        row("scenes includes assembler", "scenes/src/scene_json.cpp",
            "botlab/assembler/robot_file.h", false, false);
        row("runner includes a widget", "app/runner/src/models.cpp", "QWidget", true, false);
        row("assembler includes Qt 3D", "assembler/src/compile.cpp", "Qt3DCore/QEntity", true,
            false);
        row("runner includes grade", "app/runner/src/models.cpp", "botlab/grade/grader.h", false,
            false);
    }
    void rulesCatchViolations() {
        QFETCH(QString, file);
        QFETCH(QString, include);
        QFETCH(bool, angled);
        QFETCH(bool, allowed);
        const QStringList problems = checkFile(file, {{include, angled}});
        QCOMPARE(problems.isEmpty(), allowed);
    }
};

QTEST_GUILESS_MAIN(TestIncludeRules)
#include "tst_include_rules.moc"
