// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/app_options.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include "botlab/core/files.h"
#include "botlab/runner/platform_udp.h"
#include "botlab/runner/translation.h"

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::Options" for this file's texts (lupdate files Tr::tr
// under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::Options)
};
}  // namespace

const QStringList& cameraNames() {
    static const QStringList names{QStringLiteral("orbit"), QStringLiteral("follow"),
                                   QStringLiteral("top"), QStringLiteral("onboard")};
    return names;
}

const QStringList& modeNames() {
    static const QStringList names{QStringLiteral("build"), QStringLiteral("program"),
                                   QStringLiteral("scene"), QStringLiteral("simulate"),
                                   QStringLiteral("cockpit")};
    return names;
}

bool useLanguage(const QLocale& locale) {
    if (!runner::installTranslation(locale)) return false;
    QFont font(QStringLiteral("Noto Sans CJK SC"));
    font.setPointSize(QApplication::font().pointSize());
    QApplication::setFont(font);
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    qApp->setProperty("uiLanguage", QStringLiteral("zh_CN"));  // documents in this language
    return true;
}

AppOptions parseOptions(const QStringList& arguments) {
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Build, program and simulate robots."));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption robot(QStringLiteral("robot"), Tr::tr("Robot: built-in name or file."),
                                   Tr::tr("robot"));
    const QCommandLineOption scene(QStringLiteral("scene"), Tr::tr("Scene: built-in name or file."),
                                   Tr::tr("scene"));
    const QCommandLineOption program(QStringLiteral("program"), Tr::tr("Lua program file."),
                                     Tr::tr("file"));
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        Tr::tr("Open the line-follow demo (line_follower on line_challenge)."));
    const QCommandLineOption run(QStringLiteral("run"), Tr::tr("Start the simulation at once."));
    const QCommandLineOption shot(
        QStringLiteral("screenshot"),
        Tr::tr("Save a PNG of the window after --frames frames and quit."), Tr::tr("file"));
    const QCommandLineOption frames(
        QStringLiteral("frames"), Tr::tr("Render N frames, print frame-time statistics and quit."),
        Tr::tr("N"));
    const QCommandLineOption lang(QStringLiteral("lang"), Tr::tr("Language (en, zh_CN)."),
                                  Tr::tr("code"));
    const QCommandLineOption camera(
        QStringLiteral("camera"), Tr::tr("Camera: orbit, follow, top or onboard."), Tr::tr("view"));
    const QCommandLineOption mode(
        QStringLiteral("mode"),
        Tr::tr("Start in a mode: build, program, scene, simulate or cockpit."), Tr::tr("mode"));
    const QCommandLineOption noRecovery(QStringLiteral("no-recovery"),
                                        Tr::tr("Do not offer to recover an autosaved project."));
    const QCommandLineOption platformUdp(
        QStringLiteral("platform-udp"),
        Tr::tr("Cockpit mode: send the motion platform's commands to HOST:PORT "
               "over UDP (docs/formats/platform-udp.md)."),
        Tr::tr("host:port"));
    const QCommandLineOption quality(QStringLiteral("quality"),
                                     Tr::tr("3D view quality: low or high (default: Preferences, "
                                            "else chosen from the graphics driver)."),
                                     Tr::tr("level"));
    const QCommandLineOption windowSize(
        QStringLiteral("window-size"),
        Tr::tr("The window's size in pixels, e.g. 1024x600 (default: fitted to the screen)."),
        Tr::tr("WxH"));
    const QCommandLineOption opponent(
        QStringLiteral("opponent"),
        Tr::tr("Add an opponent to the run: a robot (built-in name or file), its Lua program "
               "and its owner's name (default: the program's file name); repeatable."),
        Tr::tr("robot:program[:owner]"));
    p.addOptions({robot, scene, program, demo, run, shot, frames, lang, camera, mode, noRecovery,
                  platformUdp, quality, windowSize, opponent});
    p.addPositionalArgument(QStringLiteral("project"),
                            Tr::tr("Project, robot or scene file to open."));
    AppOptions o;
    if (!p.parse(arguments)) {
        o.error = p.errorText();
        return o;
    }
    if (p.isSet(QStringLiteral("help"))) p.showHelp(0);
    if (p.isSet(QStringLiteral("version"))) p.showVersion();
    o.robot = p.value(robot);
    o.scene = p.value(scene);
    o.program = p.value(program);
    for (const QString& v : p.values(opponent)) {
        const QStringList parts = v.split(QLatin1Char(':'));
        if (parts.size() < 2 || parts.size() > 3 || parts[0].isEmpty() || parts[1].isEmpty() ||
            (parts.size() == 3 && parts[2].trimmed().isEmpty())) {
            o.error =
                Tr::tr("--opponent must be ROBOT:PROGRAM or ROBOT:PROGRAM:OWNER, not '%1'").arg(v);
            break;
        }
        o.opponents.push_back(
            {parts[0], parts[1], parts.size() == 3 ? parts[2].trimmed() : QString()});
    }
    o.demo = p.isSet(demo);
    o.run = p.isSet(run);
    o.screenshot = p.value(shot);
    o.lang = p.value(lang);
    o.noRecovery = p.isSet(noRecovery);
    o.camera = p.value(camera);
    if (!o.camera.isEmpty() && !cameraNames().contains(o.camera))
        o.error = Tr::tr("--camera must be orbit, follow, top or onboard");
    o.mode = p.value(mode);
    if (!o.mode.isEmpty() && !modeNames().contains(o.mode))
        o.error = Tr::tr("--mode must be build, program, scene, simulate or cockpit");
    o.quality = p.value(quality);
    if (!o.quality.isEmpty() && o.quality != QLatin1String("low") &&
        o.quality != QLatin1String("high"))
        o.error = Tr::tr("--quality must be low or high");
    if (p.isSet(windowSize)) {
        static const QRegularExpression re(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
        const QRegularExpressionMatch m = re.match(p.value(windowSize));
        const QSize size =
            m.hasMatch() ? QSize(m.captured(1).toInt(), m.captured(2).toInt()) : QSize();
        if (size.width() >= 200 && size.height() >= 150)
            o.windowSize = size;
        else
            o.error = Tr::tr("--window-size must be WIDTHxHEIGHT in pixels, e.g. 1024x600");
    }
    if (p.isSet(platformUdp)) {
        Result<runner::UdpTarget> t = runner::parseUdpTarget(p.value(platformUdp));
        if (t.ok()) {
            o.platformUdpHost = t->host;
            o.platformUdpPort = t->port;
        } else {
            o.error = QStringLiteral("--platform-udp: ") + QString::fromStdString(t.message());
        }
    }
    if (p.isSet(frames)) {
        bool ok = false;
        o.frames = p.value(frames).toInt(&ok);
        if (!ok || o.frames <= 0) o.error = Tr::tr("--frames needs a positive number");
    }
    if (!o.screenshot.isEmpty() && o.frames <= 0) o.frames = 30;
    if (!p.positionalArguments().isEmpty()) {
        // A robot or scene file (double-clicked in a file manager) opens with the default other
        // half; anything else is a project, whose loading reports what is wrong with it.
        const QString file = p.positionalArguments().constFirst();
        const QString format = botlabFileFormat(file);
        if (format == QLatin1String("botlab-robot") && o.robot.isEmpty())
            o.robot = file;
        else if (format == QLatin1String("botlab-scene") && o.scene.isEmpty())
            o.scene = file;
        else
            o.project = file;
    }
    if (o.demo) {
        if (o.robot.isEmpty()) o.robot = QStringLiteral("line_follower");
        if (o.scene.isEmpty()) o.scene = QStringLiteral("line_challenge");
    }
    return o;
}

}  // namespace botlab::gui
