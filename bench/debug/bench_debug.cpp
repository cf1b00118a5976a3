// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-debug: prints one JSON object with the debugger's costs (issue 25).
//   rewind_60s_ms: the line follower (examples/line_follower.lua, made to keep driving after the
//     end of the line so the run lasts 60 s) on line_challenge; the Rewinder, with checkpoints
//     every 10 s (Rewinder::addCheckpoint, as the app's worker adds them while the run goes on),
//     stands at the end of the 60 s run and seeks to 1 ms before it, the worst instant (9.999 s
//     of re-execution from the 50 s checkpoint). Best of 3 (the machine is shared). Goal <= 500.
//   rewind_60s_cold_ms: the same seek without checkpoints (from time 0: 59.999 s).
//   rewind_60s_cpu_ms, rewind_60s_cold_cpu_ms: the same in CPU time of the seeking thread (what
//     an idle machine would take; wall time counts the other engineers' builds too).
//   checkpoints_ms: building the five checkpoints (once per run, in the background).
//   debug_overhead_pct: the same 60 s run with a debugger attached and no breakpoint (the line
//     hook on, every line event recorded) against the plain run, wall time, best of 3 each
//     (debug_overhead_cpu_pct: in CPU time). Goal <= 5.
//   rewind_60s_hash_equal: the rewound state hash equals the original run's at that instant.
//   plain_60s_ms, debug_60s_ms, line_events: the two runs' wall times and the events recorded.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include <time.h>

#include "botlab/runner/rewinder.h"
#include "botlab/runner/simulation_runner.h"

using namespace botlab;
using Clock = std::chrono::steady_clock;

namespace {

double since_ms(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

/// CPU time of this thread, ms.
double cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

struct Seek {
    double wall_ms = 1e30;
    double cpu_ms = 1e30;
    bool equal = true;
};

/// Best of 3: the rewinder stands at `end` and seeks to `end - 1`.
bool measureSeek(runner::Rewinder& rw, std::int64_t end, std::uint64_t expected, Seek& out,
                 double checkpoint_s) {
    for (int rep = 0; rep < 3; ++rep) {
        if (!rw.seekStep(end).ok()) return false;  // stand at the end
        if (checkpoint_s > 0) {                    // the checkpoints as the worker keeps them
            const std::vector<std::int64_t> have = rw.checkpoints();
            const auto every = static_cast<std::int64_t>(checkpoint_s / 0.001);
            for (std::int64_t c = every; c < end; c += every)
                if (std::find(have.begin(), have.end(), c) == have.end() &&
                    !rw.addCheckpoint(c).ok())
                    return false;
        }
        const auto t0 = Clock::now();
        const double c0 = cpu_ms();
        if (!rw.seekStep(end - 1).ok()) return false;
        out.cpu_ms = std::min(out.cpu_ms, cpu_ms() - c0);
        out.wall_ms = std::min(out.wall_ms, since_ms(t0));
        out.equal = out.equal && rw.runner().simulation().stateHash() == expected;
    }
    return true;
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
    double plain_ms = 1e30, debug_ms = 1e30, plain_cpu = 1e30, debug_cpu = 1e30;
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
            const double c0 = cpu_ms();
            if (!run.run(duration_s - 0.001).ok()) return 1;
            const std::uint64_t h = run.simulation().stateHash();
            if (!run.run(0.001).ok()) return 1;
            const double ms = since_ms(t0);
            const double cpu = cpu_ms() - c0;
            if (debugging) {
                debug_cpu = std::min(debug_cpu, cpu);
                debug_ms = std::min(debug_ms, ms);
                events = run.debugger()->history().size() +
                         static_cast<std::size_t>(run.debugger()->historyDropped());
            } else {
                plain_cpu = std::min(plain_cpu, cpu);
                plain_ms = std::min(plain_ms, ms);
            }
            hash_before_end = h;
            end_step = run.simulation().stepCount();
        }
    }
    Seek warm, cold;
    double checkpoints_ms = 0.0;
    {
        auto rw = runner::Rewinder::create(*models, setup);
        if (!rw.ok()) return 1;
        if (!measureSeek(**rw, end_step, hash_before_end, cold, 0.0)) return 1;
    }
    {
        auto rw = runner::Rewinder::create(*models, setup);
        if (!rw.ok()) return 1;
        const auto t0 = Clock::now();
        for (std::int64_t c = 10000; c < end_step; c += 10000)
            if (!(*rw)->addCheckpoint(c).ok()) return 1;
        checkpoints_ms = since_ms(t0);
        if (!measureSeek(**rw, end_step, hash_before_end, warm, 10.0)) return 1;
    }
    std::printf("{\n");
    std::printf("  \"rewind_60s_ms\": %.1f,\n", warm.wall_ms);
    std::printf("  \"rewind_60s_cpu_ms\": %.1f,\n", warm.cpu_ms);
    std::printf("  \"rewind_60s_cold_ms\": %.1f,\n", cold.wall_ms);
    std::printf("  \"rewind_60s_cold_cpu_ms\": %.1f,\n", cold.cpu_ms);
    std::printf("  \"rewind_60s_hash_equal\": %s,\n", warm.equal && cold.equal ? "true" : "false");
    std::printf("  \"checkpoints_ms\": %.1f,\n", checkpoints_ms);
    std::printf("  \"debug_overhead_pct\": %.2f,\n", (debug_ms / plain_ms - 1.0) * 100.0);
    std::printf("  \"debug_overhead_cpu_pct\": %.2f,\n", (debug_cpu / plain_cpu - 1.0) * 100.0);
    std::printf("  \"plain_60s_ms\": %.1f,\n", plain_ms);
    std::printf("  \"debug_60s_ms\": %.1f,\n", debug_ms);
    std::printf("  \"line_events\": %zu,\n", events);
    std::printf("  \"run_s\": %.3f\n", duration_s);
    std::printf("}\n");
    return 0;
}
