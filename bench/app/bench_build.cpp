// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-build: the Build mode with a 200-part robot while a part is dragged over it. The
// app's main window is shown in Build mode on a 1280x720 screen; a beam is taken from the palette
// and the mouse moves over the robot once per rendered frame (an ellipse across it), each move
// snapping and checking the ghost. Prints one JSON object:
//   build_drag_fps_200_parts   frames per second while dragging (goal >= 30)
//   ghost_update_ms_200_parts  median time of one snap-and-check of the ghost (goal <= 1)
// Run it under Xvfb with Mesa's software OpenGL (bench/app/bench_build.sh does).
//   botlab-bench-build [--frames N]
#include <QApplication>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTimer>
#include <QWheelEvent>
#include <QWindow>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "bench_robot200.h"
#include "botlab/assembler/robot_file.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"
#include "shell/main_window.h"
#include "view3d/scene_view.h"
#include "view3d/view_quality.h"

using namespace botlab;

namespace {

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    int frames = 300;
    const QStringList args = app.arguments();
    if (const int i = int(args.indexOf(QStringLiteral("--frames"))); i > 0 && i + 1 < args.size())
        frames = std::max(20, args[i + 1].toInt());
    // --still: the same robot with no drag, for comparison.
    const bool still = args.contains(QStringLiteral("--still"));

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.robot.json"));
    const assembler::RobotDocument doc = bench::robot200();
    if (!assembler::saveRobotFile(doc, file)) return 1;

    // --quality low|high: the 3D views' quality (default: chosen from the renderer).
    if (const int i = int(args.indexOf(QStringLiteral("--quality"))); i > 0 && i + 1 < args.size())
        gui::setQualityOverride(args[i + 1] == QLatin1String("high") ? gui::ViewQuality::High
                                                                     : gui::ViewQuality::Low);

    // The app's own window in Build mode (its size fitted to the 1280x720 screen).
    gui::MainWindow window;
    window.show();
    window.setMode(gui::MainWindow::Mode::Build);
    gui::BuildWorkspace& ws = *window.buildWorkspace();
    const int hiddenFramesBefore = window.sceneView()->framesRendered();
    if (!ws.openRobot(file)) {
        std::fprintf(stderr, "bench_build: %s\n", qPrintable(ws.message()));
        return 1;
    }
    gui::BuildView* view = ws.view();
    view->frameRobot();
    // --zoom-out N: N wheel steps back (the robot smaller on the screen).
    if (const int z = int(args.indexOf(QStringLiteral("--zoom-out")));
        z > 0 && z + 1 < args.size()) {
        const QPointF c(view->width() / 2.0, view->height() / 2.0);
        QWheelEvent wheel(c, view->mapToGlobal(c), QPoint(), QPoint(0, -120 * args[z + 1].toInt()),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->renderWindow(), &wheel);
    }
    if (!still) ws.startCarry(QStringLiteral("beam_3"));

    const int warmup = 20;
    std::vector<double> ghost_ms;
    int frame = 0;
    bool done = false;
    QObject::connect(view, &gui::BuildView::frameRendered, &ws, [&](double) {
        ++frame;
        if (frame == warmup) view->recordFrameStatistics(true);
        // The mouse over the robot: an ellipse around the middle of the view.
        const double t = frame * 0.05;
        const QPointF p(view->width() * (0.5 + 0.25 * std::cos(t)),
                        view->height() * (0.5 + 0.2 * std::sin(1.7 * t)));
        QMouseEvent move(QEvent::MouseMove, p, view->mapToGlobal(p), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        if (!still) QApplication::sendEvent(view->renderWindow(), &move);
        if (frame > warmup) ghost_ms.push_back(ws.lastGhostUpdateMs());
        if (frame < warmup + frames || done) return;
        done = true;
        const gui::FrameStats s = view->frameMeter().stats();
        std::printf(
            "{\n  \"parts\": %d,\n  \"frames\": %d,\n  \"view_size\": \"%dx%d\",\n"
            "  \"build_drag_fps_200_parts\": %.2f,\n  \"build_drag_frame_time_p95_ms\": %.2f,\n"
            "  \"build_drag_cpu_ms_per_frame\": %.2f,\n  \"ghost_update_ms_200_parts\": %.4f,\n"
            "  \"ghost_update_p95_ms\": %.4f,\n  \"ghost_snapped\": %s,\n"
            "  \"program_view_frames_meanwhile\": %d,\n  \"quality\": \"%s\"\n}\n",
            int(ws.editor().document().parts.size()), s.frames, view->width(), view->height(),
            s.fps, s.frame_time_p95_ms, s.cpu_ms_per_frame, percentile(ghost_ms, 0.5),
            percentile(ghost_ms, 0.95),
            ws.ghostState() && ws.ghostState()->snapped ? "true" : "false",
            window.sceneView()->framesRendered() - hiddenFramesBefore,
            qPrintable(gui::qualityName(gui::viewQuality())));
        std::fflush(stdout);
        ws.editor().undoStack()->setClean();
        QTimer::singleShot(0, &app, [] { QApplication::exit(0); });
    });
    return app.exec();
}
