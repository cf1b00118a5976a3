// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-legged: prints one JSON object with the legged robots' speed at a 1 ms step.
//   hexapod_soft_terrain_us_per_step: hexapod walking (tripod) on a soft-terrain heightfield
//     ("sand"), gait + IK + soft contact forces + physics, microseconds per 1 ms step (goal <=
//     100).
//   quadruped_real_time_factor: simulated / wall time of the quadruped trotting (goal >= 10).
//   wheel_legged_real_time_factor: the same for the wheel-legged robot rolling (goal >= 10).
//   *_cpu_us_per_step: the same cases in thread CPU time (robust on a busy machine).
// Usage: botlab-bench-legged [simulated seconds per case, default 5]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <time.h>

#include "botlab/sim/legged/legged.h"
#include "botlab/sim/simulation.h"

using namespace botlab::sim;
using namespace botlab::sim::legged;

namespace {

WorldModel softWorld() {
    WorldModel w;
    Heightfield h;
    h.cell_m = 0.05;
    h.samples_x = 121;
    h.samples_z = 41;
    h.min_x_m = -2.0;
    h.min_z_m = -1.0;
    h.heights_m.resize(static_cast<std::size_t>(h.samples_x * h.samples_z));
    for (int iz = 0; iz < h.samples_z; ++iz)
        for (int ix = 0; ix < h.samples_x; ++ix)  // gentle undulation, a few cm
            h.heights_m[static_cast<std::size_t>(iz * h.samples_x + ix)] =
                0.01 * std::sin(0.7 * ix) * std::cos(0.5 * iz);
    h.soft_terrain = "sand";
    w.terrain = h;
    w.ground_plane = false;
    return w;
}

double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

struct Result {
    double us_per_step = 0.0;
    double cpu_us_per_step = 0.0;  // CPU time of this thread (unaffected by other processes)
    double real_time_factor = 0.0;
    bool ok = false;
};

Result runCase(const std::string& name, const WorldModel& world, const LeggedOptions& options,
               double forward_m_s, double seconds) {
    Result out;
    auto t = makeLeggedTemplate(name, options);
    if (!t.ok()) return out;
    std::vector<RobotSpawn> robots;
    robots.push_back({t->model, t->X_WM});
    auto s = Simulation::create(world, robots);
    if (!s.ok()) return out;
    Simulation& sim = **s;
    LeggedController& c = *t->controller;
    for (int i = 0; i < 300; ++i) {  // settle
        c.update(sim, 0);
        if (!sim.step().ok()) return out;
    }
    c.move(forward_m_s, 0.0, 0.0);
    const auto steps = static_cast<long>(seconds / sim.step_s());
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = threadCpuSeconds();
    for (long i = 0; i < steps; ++i) {
        c.update(sim, 0);
        if (!sim.step().ok()) return out;
    }
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    out.us_per_step = wall * 1e6 / static_cast<double>(steps);
    out.cpu_us_per_step = (threadCpuSeconds() - c0) * 1e6 / static_cast<double>(steps);
    out.real_time_factor = seconds / wall;
    out.ok = true;
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    const double seconds = argc > 1 ? std::max(0.5, std::atof(argv[1])) : 5.0;
    LeggedOptions soft;
    soft.soft_terrain = "sand";  // the heightfield's ground, as the runner passes it
    const Result hex = runCase("hexapod", softWorld(), soft, 0.2, seconds);
    const Result quad = runCase("quadruped", WorldModel{}, {}, 0.2, seconds);
    const Result wl = runCase("wheel_legged", WorldModel{}, {}, 0.3, seconds);
    std::printf(
        "{\"hexapod_soft_terrain_us_per_step\": %.2f, \"hexapod_real_time_factor\": %.2f, "
        "\"quadruped_real_time_factor\": %.2f, \"quadruped_us_per_step\": %.2f, "
        "\"wheel_legged_real_time_factor\": %.2f, \"wheel_legged_us_per_step\": %.2f, "
        "\"hexapod_soft_terrain_cpu_us_per_step\": %.2f, \"quadruped_cpu_us_per_step\": %.2f, "
        "\"wheel_legged_cpu_us_per_step\": %.2f, "
        "\"step_s\": 0.001, \"simulated_s_per_case\": %.1f, \"all_ok\": %s}\n",
        hex.us_per_step, hex.real_time_factor, quad.real_time_factor, quad.us_per_step,
        wl.real_time_factor, wl.us_per_step, hex.cpu_us_per_step, quad.cpu_us_per_step,
        wl.cpu_us_per_step, seconds, hex.ok && quad.ok && wl.ok ? "true" : "false");
    return hex.ok && quad.ok && wl.ok ? 0 : 1;
}
