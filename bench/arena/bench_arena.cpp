// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-arena: several robots in one world (issue 27). Four maze_explorer robots on the
// four starts of bench/arena/arena_4.json (a sumo arena), each running its own Lua program (seek
// the others with the front distance sensor, push, turn away when touched; each with its own
// speeds so that the four programs differ), headless through the runner as botlab-run runs a
// match, for 60 simulated seconds (the whole match; the run does not stop when it is decided).
// The arena's physics are the built-in arenas' (scenes/builtin/sumo.json): a 2 ms step, 15
// solver sweeps, a 0.4 mm contact layer.
// Prints JSON, simulated seconds per wall second, the best of three runs (the machine is shared):
//   arena_4_robots_rtf     four robots, four programs           goal >= 40
//   arena_2_robots_rtf     the first two of them (a duel)
//   one_robot_rtf          the first robot alone (the single-robot runner, for reference)
//   arena_4_robots_no_lua_rtf  four robots without programs (the physics alone)
//   *_cpu_rtf              the same per CPU second of the stepping thread (what the load of a
//                          shared machine does not change)
//   state_hash_repeats     true when the three runs of the four gave the same state hash
//   robot                  the robot (maze_explorer, or ROBOT: another built-in robot with
//                          motors on ports 1 and 2, a distance sensor on port 1 and a touch
//                          sensor on port 4; without them the programs read 0 / stop with an
//                          error, which the bench reports)
// Usage: botlab-bench-arena [SIM_SECONDS [ROBOT | sumo]]
//   BOTLAB_BENCH_ONLY=four (or bare) in the environment: only the four robots with (without)
//   programs, printed as {"rtf", "cpu_rtf", "hash"} (for a profiler: perf record ...).
//   sumo: four line_follower robots each running examples/arenas/sumo_pusher.lua (the arena
//   examples' robot and program) in bench/arena/sumo_4.json, the built-in sumo ring with four
//   starts.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>

#include <QString>

#include "botlab/runner/simulation_runner.h"

using namespace botlab;

namespace {

std::string program(int i) {
    const int push = 60 + 10 * i, turn = 20 + 5 * i;
    return "local n = 0\n"
           "while true do\n"
           "  if touch.pressed(4) then\n"
           "    motor.speed(1, -50) motor.speed(2, -20) wait(0.3)\n"
           "  elseif distance.read(1) < 50 then\n"
           "    motor.speed(1, " +
           std::to_string(push) + ") motor.speed(2, " + std::to_string(push) +
           ")\n"
           "  else\n"
           "    motor.speed(1, -" +
           std::to_string(turn) + ") motor.speed(2, " + std::to_string(turn) +
           ")\n"
           "  end\n"
           "  n = n + 1\n"
           "  wait(0.01)\n"
           "end\n";
}

struct Figures {
    double rtf = 0.0;      ///< Simulated / wall seconds of the stepping (the runner's figure).
    double cpu_rtf = 0.0;  ///< Simulated / CPU seconds of this thread: what a shared machine's
                           ///< other work does not change.
    std::uint64_t hash = 0;
};

double threadCpu_s() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

QString g_robot = QStringLiteral("maze_explorer");

/// The sumo pusher example (examples/arenas/sumo_pusher.lua), for the line follower on sumo_4.
std::string g_sumo_pusher;

std::string programFor(int i) {
    return g_sumo_pusher.empty() ? program(i) : g_sumo_pusher;
}

QString g_scene = QStringLiteral(BOTLAB_SOURCE_DIR "/bench/arena/arena_4.json");

Figures runOnce(int robots, bool lua, double sim_s) {
    runner::RunSetup s;
    s.robot = g_robot;
    s.scene = g_scene;
    s.program_source = lua ? programFor(0) : std::string();
    s.start = 0;
    for (int i = 1; i < robots; ++i) {
        runner::Participant p;
        p.robot = g_robot;
        p.program_source = lua ? programFor(i) : std::string();
        p.start = i;
        s.opponents.push_back(p);
    }
    auto created = runner::SimulationRunner::create(s);
    if (!created.ok()) {
        std::fprintf(stderr, "botlab-bench-arena: %s\n", created.message().c_str());
        std::exit(2);
    }
    runner::SimulationRunner& r = *created.value();
    const double cpu0 = threadCpu_s();
    const bool ran = r.run(sim_s).ok();
    const double cpu_s = threadCpu_s() - cpu0;
    if (!ran) {
        std::fprintf(stderr, "botlab-bench-arena: the physics failed\n");
        std::exit(1);
    }
    const runner::RunReport rep = r.report();
    for (const runner::RobotReport& rr : rep.robots)
        if (rr.program_error) {
            std::fprintf(stderr, "botlab-bench-arena: %s\n", rr.program_error->message.c_str());
            std::exit(1);
        }
    return {rep.real_time_factor, cpu_s > 0 ? rep.sim_time_s / cpu_s : 0.0, rep.state_hash};
}

Figures best(int robots, bool lua, double sim_s, bool* repeats = nullptr) {
    Figures out;
    std::uint64_t first = 0;
    for (int k = 0; k < 3; ++k) {
        const Figures r = runOnce(robots, lua, sim_s);
        if (k == 0) first = r.hash;
        if (repeats && r.hash != first) *repeats = false;
        out.rtf = std::max(out.rtf, r.rtf);
        out.cpu_rtf = std::max(out.cpu_rtf, r.cpu_rtf);
        out.hash = r.hash;
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    const double sim_s = argc > 1 ? std::atof(argv[1]) : 60.0;
    if (argc > 2 && std::string(argv[2]) == "sumo") {
        // The arena examples' robot and program in the sumo ring with four starts.
        g_robot = QStringLiteral("line_follower");
        g_scene = QStringLiteral(BOTLAB_SOURCE_DIR "/bench/arena/sumo_4.json");
        std::ifstream in(BOTLAB_SOURCE_DIR "/examples/arenas/sumo_pusher.lua");
        std::stringstream text;
        text << in.rdbuf();
        g_sumo_pusher = text.str();
        if (g_sumo_pusher.empty()) {
            std::fprintf(stderr,
                         "botlab-bench-arena: cannot read examples/arenas/sumo_pusher.lua\n");
            return 2;
        }
    } else if (argc > 2) {
        g_robot = QString::fromLocal8Bit(argv[2]);
    }
    if (!(sim_s > 0)) {
        std::fprintf(stderr, "usage: botlab-bench-arena [SIM_SECONDS [ROBOT]]\n");
        return 2;
    }
    bool repeats = true;
    if (const char* only = std::getenv("BOTLAB_BENCH_ONLY")) {
        const Figures f = best(4, std::string(only) != "bare", sim_s, &repeats);
        std::printf("{\"rtf\": %.1f, \"cpu_rtf\": %.1f, \"hash\": \"%016llx\"}\n", f.rtf, f.cpu_rtf,
                    static_cast<unsigned long long>(f.hash));
        return 0;
    }
    const Figures four = best(4, true, sim_s, &repeats);
    const Figures two = best(2, true, sim_s);
    const Figures one = best(1, true, sim_s);
    const Figures bare = best(4, false, sim_s);
    double load = 0.0;
    if (FILE* f = std::fopen("/proc/loadavg", "r")) {
        if (std::fscanf(f, "%lf", &load) != 1) load = 0.0;
        std::fclose(f);
    }
    std::printf(
        "{\n  \"sim_seconds\": %.1f,\n  \"arena_4_robots_rtf\": %.1f,\n  \"arena_2_robots_rtf\": "
        "%.1f,\n  \"one_robot_rtf\": %.1f,\n  \"arena_4_robots_no_lua_rtf\": %.1f,\n"
        "  \"arena_4_robots_cpu_rtf\": %.1f,\n  \"arena_2_robots_cpu_rtf\": %.1f,\n"
        "  \"one_robot_cpu_rtf\": %.1f,\n  \"arena_4_robots_no_lua_cpu_rtf\": %.1f,\n"
        "  \"state_hash_repeats\": %s,\n  \"robot\": \"%s\",\n  \"load_average_1min\": %.2f\n}\n",
        sim_s, four.rtf, two.rtf, one.rtf, bare.rtf, four.cpu_rtf, two.cpu_rtf, one.cpu_rtf,
        bare.cpu_rtf, repeats ? "true" : "false", qPrintable(g_robot), load);
    return 0;
}
