// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-debug: prints one JSON object with the debugger's costs (issue 25).
//   rewind_60s_ms: the line follower (examples/line_follower.lua, made to keep driving after the
//     end of the line so the run lasts 60 s) on line_challenge; the Rewinder stands at the end
//     of the 60 s run and seeks to 1 ms before it, the worst instant (it starts again from 0 and
//     re-executes 59.999 s). Best of 3 (the machine is shared). Goal <= 500.
//   debug_overhead_pct: the same 60 s run with a debugger attached and no breakpoint (the line
//     hook on, every line event recorded) against the plain run, wall time, best of 3 each.
//     Goal <= 5.
//   rewind_60s_hash_equal: the rewound state hash equals the original run's at that instant.
//   plain_60s_ms, debug_60s_ms, line_events: the two runs' wall times and the events recorded.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "botlab/runner/rewinder.h"
#include "botlab/runner/simulation_runner.h"

using namespace botlab;
using Clock = std::chrono::steady_clock;

namespace {

double since_ms(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
    const double duration_s = argc > 1 ? std::stod(argv[1]) : 60.0;
    std::string program;
    {
        std::ifstream f(std::string(BOTLAB_SOURCE_DIR) + "/examples/line_follower.lua");
        std::stringstream ss;
        ss << f.rdbuf();
        program = ss.str();
    }
    // Keep driving after the end of the line (the example stops there), so the run lasts.
    const std::string stop = "then break end";
    if (const auto at = program.find(stop); at != std::string::npos)
        program.replace(at, stop.size(), "then lost_since = nil end");
    runner::RunSetup setup;
    setup.robot = "line_follower";
    setup.scene = "line_challenge";
    setup.program_source = program;
    auto models = runner::loadModels(setup.robot, setup.scene);
    if (!models.ok()) {
        std::fprintf(stderr, "botlab-bench-debug: %s\n", models.message().c_str());
        return 1;
    }
    double plain_ms = 1e30, debug_ms = 1e30;
    std::uint64_t hash_before_end = 0;
    std::int64_t end_step = 0;
    std::size_t events = 0;
    for (int rep = 0; rep < 3; ++rep) {
        for (bool debugging : {false, true}) {
            auto r = runner::SimulationRunner::create(*models, setup);
            if (!r.ok()) return 1;
            runner::SimulationRunner& run = **r;
            run.setDebugging(debugging);
            const auto t0 = Clock::now();
            if (!run.run(duration_s - 0.001).ok()) return 1;
            const std::uint64_t h = run.simulation().stateHash();
            if (!run.run(0.001).ok()) return 1;
            const double ms = since_ms(t0);
            if (debugging) {
                debug_ms = std::min(debug_ms, ms);
                events = run.debugger()->history().size() +
                         static_cast<std::size_t>(run.debugger()->historyDropped());
            } else {
                plain_ms = std::min(plain_ms, ms);
            }
            hash_before_end = h;
            end_step = run.simulation().stepCount();
        }
    }
    auto rw = runner::Rewinder::create(*models, setup);
    if (!rw.ok()) return 1;
    runner::Rewinder& rewinder = **rw;
    double rewind_ms = 1e30;
    bool equal = true;
    for (int rep = 0; rep < 3; ++rep) {
        if (!rewinder.seekStep(end_step).ok()) return 1;  // stand at the end
        const auto t0 = Clock::now();
        if (!rewinder.seekStep(end_step - 1).ok()) return 1;
        rewind_ms = std::min(rewind_ms, since_ms(t0));
        equal = equal && rewinder.runner().simulation().stateHash() == hash_before_end;
    }
    std::printf("{\n");
    std::printf("  \"rewind_60s_ms\": %.1f,\n", rewind_ms);
    std::printf("  \"rewind_60s_hash_equal\": %s,\n", equal ? "true" : "false");
    std::printf("  \"debug_overhead_pct\": %.2f,\n", (debug_ms / plain_ms - 1.0) * 100.0);
    std::printf("  \"plain_60s_ms\": %.1f,\n", plain_ms);
    std::printf("  \"debug_60s_ms\": %.1f,\n", debug_ms);
    std::printf("  \"line_events\": %zu,\n", events);
    std::printf("  \"run_s\": %.3f\n", duration_s);
    std::printf("}\n");
    return 0;
}
