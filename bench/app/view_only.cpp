// SPDX-License-Identifier: GPL-3.0-or-later
// The app's own 3D view (SceneView) alone in a window: no main window, toolbars, editor, charts or
// simulation thread. Against the full app it shows what the rest of the window costs; against
// the independent bare Qt 3D program (bare_qt3d.cpp) what the view's own drawing costs. The robot
// turns in place (poses change every frame, as in a run). Prints the same frame statistics as
// `botlab --frames N`, for bench_app.sh to compare.
#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "botlab/runner/models.h"
#include "view3d/scene_view.h"
#include "view3d/view_quality.h"

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    int frames = 300;
    const QStringList args = QCoreApplication::arguments();
    if (const int i = args.indexOf(QStringLiteral("--frames")); i > 0 && i + 1 < args.size())
        frames = std::max(1, args[i + 1].toInt());
    QSize size(1280, 720);
    if (const int i = args.indexOf(QStringLiteral("--size")); i > 0 && i + 1 < args.size()) {
        const QStringList wh = args[i + 1].split(QLatin1Char('x'));
        if (wh.size() == 2) size = QSize(wh[0].toInt(), wh[1].toInt());
    }
    // --quality low|high (bench_app.sh passes the app's); default: chosen from the renderer.
    if (const int i = args.indexOf(QStringLiteral("--quality")); i > 0 && i + 1 < args.size())
        botlab::gui::setQualityOverride(args[i + 1] == QLatin1String("high")
                                            ? botlab::gui::ViewQuality::High
                                            : botlab::gui::ViewQuality::Low);
    auto models = botlab::runner::loadModels(QStringLiteral("line_follower"),
                                             QStringLiteral("line_challenge"));
    if (!models.ok()) {
        std::fprintf(stderr, "view: %s\n", models.message().c_str());
        return 2;
    }
    botlab::gui::SceneView view;
    view.resize(size);
    view.recordFrameStatistics(true);
    view.setModels(models.value());
    view.show();
    double firstFrameMs = -1;
    bool done = false;
    botlab::runner::Snapshot s;
    const auto base = models.value()->X_WM;
    QObject::connect(&view, &botlab::gui::SceneView::frameRendered, &view, [&](double dt_ms) {
        if (firstFrameMs < 0) firstFrameMs = sinceStart.nsecsElapsed() * 1e-6 - dt_ms;
        // Turn the robot about its start point so every frame has new poses.
        const double a = view.framesRendered() * 0.02;
        const botlab::sim::Pose spin{
            botlab::sim::Vec3::Zero(),
            botlab::sim::Quat(Eigen::AngleAxisd(a, botlab::sim::Vec3::UnitY()))};
        s.link_poses.clear();
        for (const auto& l : models.value()->robot.links)
            s.link_poses.push_back(base * spin * l.X_ML);
        view.applySnapshot(s);
        if (view.framesRendered() < frames + 1 || done) return;
        done = true;
        botlab::gui::printFrameStats(stdout, view.frameMeter().stats(), firstFrameMs, view.width(),
                                     view.height());
        QTimer::singleShot(0, &app, [] { QCoreApplication::exit(0); });
    });
    return app.exec();
}
