#include "app_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace botlab::gui {

AppOptions parseOptions(const QStringList& arguments) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QCoreApplication::translate("botlab::gui::Options", "Build, program and simulate robots."));
    p.addHelpOption();
    p.addVersionOption();
    auto tr = [](const char* s) { return QCoreApplication::translate("botlab::gui::Options", s); };
    const QCommandLineOption robot(QStringLiteral("robot"), tr("Robot: built-in name or file."),
                                   tr("robot"));
    const QCommandLineOption scene(QStringLiteral("scene"), tr("Scene: built-in name or file."),
                                   tr("scene"));
    const QCommandLineOption program(QStringLiteral("program"), tr("Lua program file."), tr("file"));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  tr("Open the line-follow demo (line_follower on line_challenge)."));
    const QCommandLineOption run(QStringLiteral("run"), tr("Start the simulation at once."));
    const QCommandLineOption shot(QStringLiteral("screenshot"),
                                  tr("Save a PNG of the window after --frames frames and quit."),
                                  tr("file"));
    const QCommandLineOption frames(QStringLiteral("frames"),
                                    tr("Render N frames, print frame-time statistics and quit."),
                                    tr("N"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language (en, zh_CN)."), tr("code"));
    const QCommandLineOption camera(QStringLiteral("camera"),
                                    tr("Camera: orbit, follow, top or onboard."), tr("view"));
    const QCommandLineOption noRecovery(QStringLiteral("no-recovery"),
                                        tr("Do not offer to recover an autosaved project."));
    p.addOptions({robot, scene, program, demo, run, shot, frames, lang, camera, noRecovery});
    p.addPositionalArgument(QStringLiteral("project"), tr("Project file to open."));
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
    if (!o.camera.isEmpty() &&
        !QStringList{QStringLiteral("orbit"), QStringLiteral("follow"), QStringLiteral("top"),
                     QStringLiteral("onboard")}
             .contains(o.camera))
        o.error = tr("--camera must be orbit, follow, top or onboard");
    if (p.isSet(frames)) {
        bool ok = false;
        o.frames = p.value(frames).toInt(&ok);
        if (!ok || o.frames <= 0) o.error = tr("--frames needs a positive number");
    }
    if (!o.screenshot.isEmpty() && o.frames <= 0) o.frames = 30;
    if (!p.positionalArguments().isEmpty()) o.project = p.positionalArguments().constFirst();
    if (o.demo) {
        if (o.robot.isEmpty()) o.robot = QStringLiteral("line_follower");
        if (o.scene.isEmpty()) o.scene = QStringLiteral("line_challenge");
    }
    return o;
}

}  // namespace botlab::gui
