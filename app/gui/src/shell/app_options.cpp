// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/app_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include "botlab/core/files.h"
#include "botlab/runner/platform_udp.h"

namespace botlab::gui {

QString botlabFileFormat(const QString& path) {
    // Botlab's files are small (a scene, the largest, up to 16 MiB); nothing else is read.
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Scene);
    if (!bytes) return {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value());
    return doc.isObject() ? doc.object().value(QLatin1String("format")).toString() : QString();
}

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

AppOptions parseOptions(const QStringList& arguments) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QCoreApplication::translate("botlab::gui::Options", "Build, program and simulate robots."));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption robot(
        QStringLiteral("robot"),
        QCoreApplication::translate("botlab::gui::Options", "Robot: built-in name or file."),
        QCoreApplication::translate("botlab::gui::Options", "robot"));
    const QCommandLineOption scene(
        QStringLiteral("scene"),
        QCoreApplication::translate("botlab::gui::Options", "Scene: built-in name or file."),
        QCoreApplication::translate("botlab::gui::Options", "scene"));
    const QCommandLineOption program(
        QStringLiteral("program"),
        QCoreApplication::translate("botlab::gui::Options", "Lua program file."),
        QCoreApplication::translate("botlab::gui::Options", "file"));
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QCoreApplication::translate(
            "botlab::gui::Options",
            "Open the line-follow demo (line_follower on line_challenge)."));
    const QCommandLineOption run(
        QStringLiteral("run"),
        QCoreApplication::translate("botlab::gui::Options", "Start the simulation at once."));
    const QCommandLineOption shot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("botlab::gui::Options",
                                    "Save a PNG of the window after --frames frames and quit."),
        QCoreApplication::translate("botlab::gui::Options", "file"));
    const QCommandLineOption frames(
        QStringLiteral("frames"),
        QCoreApplication::translate("botlab::gui::Options",
                                    "Render N frames, print frame-time statistics and quit."),
        QCoreApplication::translate("botlab::gui::Options", "N"));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QCoreApplication::translate("botlab::gui::Options", "Language (en, zh_CN)."),
        QCoreApplication::translate("botlab::gui::Options", "code"));
    const QCommandLineOption camera(
        QStringLiteral("camera"),
        QCoreApplication::translate("botlab::gui::Options",
                                    "Camera: orbit, follow, top or onboard."),
        QCoreApplication::translate("botlab::gui::Options", "view"));
    const QCommandLineOption mode(
        QStringLiteral("mode"),
        QCoreApplication::translate("botlab::gui::Options",
                                    "Start in a mode: build, program, scene, simulate or cockpit."),
        QCoreApplication::translate("botlab::gui::Options", "mode"));
    const QCommandLineOption noRecovery(
        QStringLiteral("no-recovery"),
        QCoreApplication::translate("botlab::gui::Options",
                                    "Do not offer to recover an autosaved project."));
    const QCommandLineOption platformUdp(
        QStringLiteral("platform-udp"),
        QCoreApplication::translate(
            "botlab::gui::Options",
            "Cockpit mode: send the motion platform's commands to HOST:PORT "
            "over UDP (docs/formats/platform-udp.md)."),
        QCoreApplication::translate("botlab::gui::Options", "host:port"));
    const QCommandLineOption quality(
        QStringLiteral("quality"),
        QCoreApplication::translate("botlab::gui::Options",
                                    "3D view quality: low or high (default: Preferences, "
                                    "else chosen from the graphics driver)."),
        QCoreApplication::translate("botlab::gui::Options", "level"));
    p.addOptions({robot, scene, program, demo, run, shot, frames, lang, camera, mode, noRecovery,
                  platformUdp, quality});
    p.addPositionalArgument(QStringLiteral("project"),
                            QCoreApplication::translate("botlab::gui::Options",
                                                        "Project, robot or scene file to open."));
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
    o.demo = p.isSet(demo);
    o.run = p.isSet(run);
    o.screenshot = p.value(shot);
    o.lang = p.value(lang);
    o.noRecovery = p.isSet(noRecovery);
    o.camera = p.value(camera);
    if (!o.camera.isEmpty() && !cameraNames().contains(o.camera))
        o.error = QCoreApplication::translate("botlab::gui::Options",
                                              "--camera must be orbit, follow, top or onboard");
    o.mode = p.value(mode);
    if (!o.mode.isEmpty() && !modeNames().contains(o.mode))
        o.error = QCoreApplication::translate(
            "botlab::gui::Options", "--mode must be build, program, scene, simulate or cockpit");
    o.quality = p.value(quality);
    if (!o.quality.isEmpty() && o.quality != QLatin1String("low") &&
        o.quality != QLatin1String("high"))
        o.error =
            QCoreApplication::translate("botlab::gui::Options", "--quality must be low or high");
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
        if (!ok || o.frames <= 0)
            o.error = QCoreApplication::translate("botlab::gui::Options",
                                                  "--frames needs a positive number");
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
