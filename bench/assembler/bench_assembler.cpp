// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-assembler: median time to place one part (snap, collide, lift) on a 200-part
// robot, and of one ghost update while dragging (mouse ray to the robot or floor, snap, overlap
// test, drop pose, markers). Prints one JSON object. Acceptance: place_part_200_ms <= 1 and
// ghost_update_ms_200_parts <= 1.
#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

#include "bench_robot200.h"
#include "botlab/assembler/editor.h"
#include "botlab/assembler/ghost.h"
#include "botlab/assembler/robot_check.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    auto lib = parts_library::PartsLibrary::builtin();
    if (!lib) {
        std::fprintf(stderr, "%s\n", lib.message().c_str());
        return 1;
    }
    // A 200-part robot: three decks of beams on a big plate, with axles, wheels and sensors.
    RobotEditor ed(lib.value());
    RobotDocument doc = bench::robot200();
    const int n = static_cast<int>(doc.parts.size());
    ed.setDocument(doc);

    std::mt19937 rng(1);
    std::uniform_int_distribution<int> pick(1, n - 1);
    std::uniform_real_distribution<double> jitter(-0.003, 0.003);
    std::uniform_real_distribution<double> yaw(-0.3, 0.3);
    const QStringList kinds = {QStringLiteral("beam_3"), QStringLiteral("sensor_ir_distance"),
                               QStringLiteral("axle_4"), QStringLiteral("flat_bar_5"),
                               QStringLiteral("motor_dc")};
    std::vector<double> place_ms, edit_ms;
    int snapped = 0, lifted = 0;
    const int trials = 400;
    for (int t = 0; t < trials; ++t) {
        const auto& target = ed.document().parts[pick(rng)];
        // Dropped on top of or into a random beam, slightly off and turned.
        const double dy = (t % 2 == 0) ? 0.008 : 0.0;
        sim::Pose drop{target.X_MP.translation + Vec3(jitter(rng), dy + jitter(rng), jitter(rng)),
                       sim::Quat(Eigen::AngleAxisd(yaw(rng), Vec3::UnitY()))};
        const QString& kind = kinds[t % kinds.size()];
        // 1) The placement computation alone on the (already indexed) 200-part robot.
        auto t0 = std::chrono::steady_clock::now();
        auto r = ed.assembler().place(ed.document(), kind, drop);
        auto t1 = std::chrono::steady_clock::now();
        place_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        if (!r) {
            std::fprintf(stderr, "%s\n", r.message().c_str());
            return 1;
        }
        snapped += r->snapped;
        lifted += r->lift_steps > 0;
        // 2) The full edit: place through the editor (undo command, re-index) then undo.
        t0 = std::chrono::steady_clock::now();
        auto e = ed.placePart(kind, drop);
        t1 = std::chrono::steady_clock::now();
        edit_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        ed.undo();
        if (!e) return 1;
    }
    // Ghost drags: the mouse sweeps across the robot from a 3/4 camera, one update per move.
    std::vector<double> ghost_ms;
    int ghost_snapped = 0, ghost_red = 0;
    const QStringList ghost_kinds = {QStringLiteral("beam_5"),      QStringLiteral("wheel_small"),
                                     QStringLiteral("sensor_line"), QStringLiteral("axle_4"),
                                     QStringLiteral("motor_dc"),    QStringLiteral("plate_7x13")};
    const Vec3 eye(0.25, 0.30, 0.35);
    const bool detail = qEnvironmentVariableIsSet("BOTLAB_BENCH_DETAIL");
    for (const QString& kind : ghost_kinds) {
        GhostDrag ghost(ed.assembler(), kind);
        const size_t first = ghost_ms.size();
        for (int m = 0; m < 200; ++m) {
            // Target points on a zig-zag over the robot's top and sides.
            const double u = (m % 20) / 19.0, v = (m / 20) / 9.0;
            const Vec3 target(-0.07 + 0.14 * u, 0.02 + 0.04 * v, -0.06 + 0.12 * v);
            const auto t0 = std::chrono::steady_clock::now();
            auto g = ghost.updateFromRay(ed.document(), eye, target - eye);
            const auto t1 = std::chrono::steady_clock::now();
            if (!g) {
                std::fprintf(stderr, "%s\n", g.message().c_str());
                return 1;
            }
            ghost_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            ghost_snapped += g->snapped;
            ghost_red += g->overlaps;
            if (detail && ghost_ms.back() > 1.0) {
                std::fprintf(stderr, "%s move %d: %.3f ms, lift %d, markers %zu, snapped %d\n",
                             qPrintable(kind), m, ghost_ms.back(), g->lift_steps, g->markers.size(),
                             int(g->snapped));
            }
            if (m % 50 == 49 && !ghost.turn(ed.document(), 1)) return 1;
        }
        if (detail) {
            std::vector<double> k(ghost_ms.begin() + first, ghost_ms.end());
            std::sort(k.begin(), k.end());
            std::fprintf(stderr, "%s: median %.3f ms, max %.3f ms\n", qPrintable(kind),
                         k[k.size() / 2], k.back());
        }
    }
    // The robot check after an edit (the Build mode shows it all the time).
    std::vector<double> check_ms;
    size_t problems = 0;
    for (int k = 0; k < 20; ++k) {
        RobotDocument copy = ed.document();
        copy.touch();
        const auto t0 = std::chrono::steady_clock::now();
        problems = checkRobot(copy, lib.value(), &ed.assembler()).size();
        const auto t1 = std::chrono::steady_clock::now();
        check_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::vector<double> ghost_sorted = ghost_ms;
    std::sort(ghost_sorted.begin(), ghost_sorted.end());
    std::printf(
        "{\"ghost_update_ms_200_parts\": %.4f, \"ghost_update_p90_ms\": %.4f, "
        "\"ghost_update_max_ms\": %.4f, \"ghost_updates\": %d, \"ghost_snapped\": %d, "
        "\"ghost_red\": %d, \"robot_check_ms_200_parts\": %.3f, \"robot_check_problems\": %zu, ",
        median(ghost_ms), ghost_sorted[ghost_sorted.size() * 9 / 10], ghost_sorted.back(),
        static_cast<int>(ghost_ms.size()), ghost_snapped, ghost_red, median(check_ms), problems);
    std::printf(
        "\"place_part_200_ms\": %.4f, \"place_part_200_p90_ms\": %.4f, "
        "\"place_edit_200_ms\": %.4f, \"parts\": %d, \"trials\": %d, \"snapped\": %d, "
        "\"lifted\": %d}\n",
        median(place_ms),
        [&] {
            std::sort(place_ms.begin(), place_ms.end());
            return place_ms[place_ms.size() * 9 / 10];
        }(),
        median(edit_ms), n, trials, snapped, lifted);
    return 0;
}
