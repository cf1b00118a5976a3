// SPDX-License-Identifier: GPL-3.0-or-later
// Scene mode benchmark: with a 10 m x 10 m floor (a curved track, a room, a 6 x 6 maze, boxes),
//  - scene_edit_to_preview_ms: from an edit (a wall moved 1 cm, one undoable step) until the 3D
//    preview has drawn a frame of the edited scene (median and maximum of 15 edits);
//  - plan_pan_fps: frames per second of the 2D plan while it pans (the view scrolled by 6 px and
//    repainted, 240 times, at 300 px per metre).
// Run under Xvfb with Mesa's software OpenGL (bench/app/bench_scene.sh). Prints one JSON object.
// Goals (issue 13): scene_edit_to_preview_ms <= 200, plan_pan_fps >= 30.
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QScrollBar>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "botlab/scenes/scene_editor.h"
#include "modes/scene/scene_plan_view.h"
#include "modes/scene/scene_workspace.h"
#include "view3d/scene_view.h"

using namespace botlab;

namespace {

scenes::SceneDocument bigScene() {
    scenes::SceneDocument d = scenes::emptyScene(10.0, 10.0);
    scenes::Stroke s;
    s.kind = scenes::StrokeKind::Bezier;
    s.points = scenes::smoothCurveThrough(
        {{-4.5, 4}, {-3, 3}, {-1, 3.5}, {1, 2}, {3, 3}, {4.5, 1}, {3, -1}, {0, 0}});
    s.gaps.push_back({2.0, 2.035});
    d.floor.strokes.push_back(s);
    const scenes::FloorPoint c[4] = {{-4, -4}, {-1, -4}, {-1, -1}, {-4, -1}};
    for (int k = 0; k < 4; ++k) d.walls.push_back({c[k], c[(k + 1) % 4]});
    scenes::MazeSpec m;
    m.rows = m.cols = 6;
    m.origin = {1.5, -4.5};
    m.exit = {5, 5};
    d.mazes.push_back(m);
    for (int i = 0; i < 5; ++i) {
        scenes::Obstacle o;
        o.position_m = {-3.5 + 0.5 * i, 0.05, -2.5};
        d.obstacles.push_back(o);
    }
    d.starts[0].position_m = {-4.5, 0, 4};
    return d;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    gui::SceneWorkspace ws;
    ws.resize(1280, 720);
    ws.show();
    ws.activate(gui::Mode::Scene);
    ws.editor()->setDocument(bigScene());
    ws.updatePreviewNow();
    gui::SceneView* preview = ws.preview();
    // Let the first frame pass (the view draws on demand: an unchanged preview draws no more),
    // then a second for uploads.
    QElapsedTimer warm;
    warm.start();
    while (preview->framesRendered() < 1 && warm.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    while (warm.elapsed() < 1000) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);

    // Edit -> preview frame.
    std::vector<double> latencies;
    int updates = ws.previewUpdates();
    for (int i = 0; i < 15; ++i) {
        QElapsedTimer t;
        t.start();
        if (!ws.editor()
                 ->edit(QStringLiteral("move"),
                        [&](scenes::SceneDocument& d) {
                            scenes::moveItems(d, {{scenes::ItemKind::Wall, 0}}, 0.01, 0.0);
                        })
                 .ok())
            break;  // refused (the wall would leave the floor's reach): nothing to wait for
        // Wait until the preview has the edited scene (its frame count restarts at 0 when the
        // models are set), then for its first frame.
        while (ws.previewUpdates() == updates && t.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        updates = ws.previewUpdates();
        while (preview->framesRendered() < 1 && t.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        latencies.push_back(t.nsecsElapsed() * 1e-6);
        QElapsedTimer gap;  // edits a teacher makes are apart
        gap.start();
        while (gap.elapsed() < 100) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }

    // Plan panning.
    gui::ScenePlanView* plan = ws.plan();
    plan->zoomAt(300.0 / plan->pixelsPerMetre(), plan->viewport()->rect().center());
    plan->horizontalScrollBar()->setValue(plan->horizontalScrollBar()->minimum());
    const int frames = 240;
    QElapsedTimer pan;
    pan.start();
    int dir = 1;
    for (int i = 0; i < frames; ++i) {
        QScrollBar* bar = plan->horizontalScrollBar();
        if (bar->value() + 6 * dir > bar->maximum() || bar->value() + 6 * dir < bar->minimum())
            dir = -dir;
        bar->setValue(bar->value() + 6 * dir);
        plan->viewport()->repaint();
        QCoreApplication::processEvents();
    }
    const double fps = frames / (pan.nsecsElapsed() * 1e-9);

    std::printf(
        "{\n  \"floor_m\": [10, 10],\n  \"scene_edit_to_preview_ms\": %.1f,\n"
        "  \"scene_edit_to_preview_ms_max\": %.1f,\n  \"edits\": %zu,\n"
        "  \"plan_pan_fps\": %.1f,\n  \"plan_size\": \"%dx%d\",\n"
        "  \"plan_px_per_m\": %.0f\n}\n",
        median(latencies), *std::max_element(latencies.begin(), latencies.end()), latencies.size(),
        fps, plan->viewport()->width(), plan->viewport()->height(), plan->pixelsPerMetre());
    return 0;
}
