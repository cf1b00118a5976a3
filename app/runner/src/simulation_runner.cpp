// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationRunner (see simulation_runner.h).
#include "botlab/runner/simulation_runner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cassert>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <ostream>
#include <thread>

#include "botlab/assembler/robot_loading.h"
#include "botlab/core/text.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scripting/units.h"
#include "botlab/sim/legged/legged.h"
#include "tr.h"

namespace botlab::runner {

namespace {

/// Heading of a pose's +X axis about world +Y, counter-clockwise seen from above, degrees.
double yawDeg(const sim::Pose& X) {
    const sim::Vec3 f = X.rotation * sim::Vec3::UnitX();
    return scripting::toDegrees(std::atan2(-f.z(), f.x()));
}

QString outcomeKey(scenes::MatchOutcome o) {
    switch (o) {
        case scenes::MatchOutcome::Won:
            return QStringLiteral("won");
        case scenes::MatchOutcome::Drawn:
            return QStringLiteral("drawn");
        case scenes::MatchOutcome::Lost:
            return QStringLiteral("lost");
    }
    return {};
}

std::string csvName(const std::string& s) {
    std::string out;
    for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
    return out;
}

}  // namespace

/// One robot of the run (index 0 = the student's, then the opponents in the order given).
struct Bot {
    QString robot_name;
    std::shared_ptr<const LoadedModels> models;  // where its robot model comes from
    std::string source;
    QString owner;
    std::uint32_t rgba = 0;
    int start = 0;
    int sim_index = 0;
    sim::Pose X_WM;
    std::unique_ptr<sim::legged::LeggedController> controller;
    std::unique_ptr<scripting::Program> program;
    std::vector<scripting::ConsoleLine> console;  // guarded by Impl::console_mutex
    scenes::RunLog log;
    std::optional<double> out_time_s;
    scripting::DebugSettings debug_settings;  // carried to the next run's debugger
};

struct SimulationRunner::Impl {
    std::shared_ptr<const LoadedModels> models;
    RunOptions setup;
    std::vector<Bot> bots;
    std::vector<int> tick_order;  // runner robot indices sorted by start (= simulation order)
    std::unique_ptr<sim::Simulation> sim;
    std::atomic<bool> stop_requested{false};
    std::optional<std::string> sim_error;

    double wall_s = 0.0;

    std::mutex console_mutex;  // the console buffers may be read by snapshot() on another call path
    scripting::ConsoleSink user_sink;
    std::function<void(int, const scripting::ConsoleLine&)> robot_sink;

    std::ostream* csv = nullptr;
    std::int64_t csv_period_steps = 10;
    bool stop_at_goal = false;
    std::int64_t goal_check_steps = 500;
    bool stop_when_decided = false;
    std::size_t goal_scan_from = 0;  // first log sample checkGoal() has not looked at
    std::size_t checkpoints_passed = 0;
    std::vector<double> flames_out_s;  // sim time each flame went out in this run, -1 = not yet
    // The latest camera images and lidar scans handed out in snapshots, by sensor index (null for
    // other sensors): copied from the simulation only when it took a new one.
    std::vector<std::shared_ptr<const sim::CameraImage>> images;
    std::vector<std::shared_ptr<const sim::LidarScan>> scans;
    /// By sensor index: the blob last handed out and what it was found for (the image and the
    /// colour), so that a blob is searched only when either changed.
    struct BlobFound {
        std::uint64_t serial = 0;  ///< The image's serial and time (time -1: none yet).
        double time_s = -1.0;
        scripting::ColourName colour = scripting::ColourName::Black;
        scripting::Blob blob;
    };
    std::vector<BlobFound> blobs;

    /// The arena's referee (a run with opponents in an arena scene), fed every step.
    std::unique_ptr<scenes::MatchReferee> referee;
    std::vector<int> teams;  // by runner robot: its start's team

    bool debugging = false;
    /// Position in tick_order of the program whose tick a debugger paused (0 when none): the
    /// next step() resumes the ticks there, then steps the physics.
    std::size_t next_tick = 0;

    bool multi() const { return bots.size() > 1; }
    scripting::Program* program0() const { return bots.front().program.get(); }
    const scenes::RunLog& log0() const { return bots.front().log; }
};

std::uint32_t robotColour(int start) {
    static constexpr std::uint32_t kPalette[8] = {0x2f6fdfff, 0xd83a34ff, 0x2e9e4aff, 0xf08c1eff,
                                                  0x8e44adff, 0x17a2b8ff, 0xd4b000ff, 0x6d4c41ff};
    return kPalette[static_cast<std::size_t>(std::max(0, start)) % 8];
}

SimulationRunner::SimulationRunner() : d_(std::make_unique<Impl>()) {}
SimulationRunner::~SimulationRunner() = default;

Result<std::unique_ptr<SimulationRunner>> SimulationRunner::create(const RunSetup& setup) {
    Result<std::shared_ptr<const LoadedModels>> models = loadModels(setup.robot, setup.scene);
    if (!models.ok()) return Error{models.message()};
    return create(std::move(models.value()), setup);
}

Result<std::unique_ptr<SimulationRunner>> SimulationRunner::create(
    std::shared_ptr<const LoadedModels> models, const RunOptions& options) {
    assert(models);
    std::unique_ptr<SimulationRunner> r(new SimulationRunner());
    Impl& d = *r->d_;
    d.models = std::move(models);
    d.setup = options;
    if (d.setup.control_period_steps < 1) d.setup.control_period_steps = 1;
    const LoadedModels& m = *d.models;
    const std::vector<sim::Pose>& starts = m.scene.robot_starts;
    const int start_count = static_cast<int>(starts.size());

    // The robots: the student's, then the opponents; each on its own start.
    d.bots.resize(1 + options.opponents.size());
    {
        Bot& b = d.bots[0];
        b.robot_name = m.robot_name;
        b.models = d.models;
        b.source = options.program_source;
        b.owner = options.owner;
        b.rgba = options.rgba;
        b.start = options.start;
    }
    for (std::size_t i = 0; i < options.opponents.size(); ++i) {
        const Participant& p = options.opponents[i];
        Bot& b = d.bots[i + 1];
        b.robot_name = p.models ? p.models->robot_name : p.robot;
        b.models = p.models;
        if (!b.models) {
            Result<std::shared_ptr<const LoadedModels>> loaded = loadModels(p.robot, m.scene_name);
            if (!loaded.ok()) return Error{loaded.message()};
            b.models = std::move(loaded.value());
        }
        b.source = p.program_source;
        b.owner = p.owner;
        b.rgba = p.rgba;
        b.start = p.start;
    }
    std::vector<bool> taken(static_cast<std::size_t>(std::max(start_count, 0)), false);
    for (Bot& b : d.bots) {
        if (b.start < 0) continue;
        if (b.start >= start_count)
            return Error{Tr::tr("scene '%1' has %2 start(s) (0 to %3); robot '%4' cannot stand on "
                                "start %5")
                             .arg(m.scene_name)
                             .arg(start_count)
                             .arg(start_count - 1)
                             .arg(b.robot_name)
                             .arg(b.start)
                             .toStdString()};
        if (taken[static_cast<std::size_t>(b.start)])
            return Error{Tr::tr("scene '%1': two robots on start %2")
                             .arg(m.scene_name)
                             .arg(b.start)
                             .toStdString()};
        taken[static_cast<std::size_t>(b.start)] = true;
    }
    for (Bot& b : d.bots) {
        if (b.start >= 0) continue;
        const auto free = std::find(taken.begin(), taken.end(), false);
        if (free == taken.end())
            return Error{Tr::tr("scene '%1' has %2 start(s), too few for %3 robots")
                             .arg(m.scene_name)
                             .arg(start_count)
                             .arg(d.bots.size())
                             .toStdString()};
        *free = true;
        b.start = static_cast<int>(free - taken.begin());
    }
    d.tick_order.resize(d.bots.size());
    for (std::size_t i = 0; i < d.bots.size(); ++i) d.tick_order[i] = static_cast<int>(i);
    std::sort(d.tick_order.begin(), d.tick_order.end(), [&](int a, int b) {
        return d.bots[static_cast<std::size_t>(a)].start <
               d.bots[static_cast<std::size_t>(b)].start;
    });
    std::vector<sim::RobotSpawn> spawns;
    for (std::size_t k = 0; k < d.tick_order.size(); ++k) {
        Bot& b = d.bots[static_cast<std::size_t>(d.tick_order[k])];
        b.sim_index = static_cast<int>(k);
        if (b.rgba == 0) b.rgba = robotColour(b.start);
        const LoadedModels& bm = *b.models;
        // The model's X_WM stands on its scene's first start: move it to this robot's start.
        b.X_WM = b.start == 0 ? bm.X_WM
                              : starts[static_cast<std::size_t>(b.start)] *
                                    (bm.scene.robot_starts.front().inverse() * bm.X_WM);
        spawns.push_back(sim::RobotSpawn{bm.robot, b.X_WM});
    }
    for (int i = 0; i < static_cast<int>(d.bots.size()); ++i) {
        Status st = r->makeController(i);
        if (!st.ok()) return Error{st.message()};
    }
    Result<std::unique_ptr<sim::Simulation>> s =
        sim::Simulation::create(m.scene.world, std::move(spawns), d.setup.seed);
    if (!s.ok())
        return Error{Tr::tr("robot '%1' in scene '%2': %3")
                         .arg(m.robot_name, m.scene_name, QString::fromStdString(s.message()))
                         .toStdString()};
    d.sim = std::move(s.value());
    d.teams.clear();
    for (const Bot& b : d.bots) {
        const auto k = static_cast<std::size_t>(b.start);
        d.teams.push_back(k < m.scene.start_teams.size() ? m.scene.start_teams[k] : 0);
    }
    r->makeReferee();
    r->buildPrograms();
    return r;
}

void SimulationRunner::makeReferee() {
    Impl& d = *d_;
    d.referee.reset();
    const auto& doc = d.models->scene.document;
    if (!d.multi() || !doc || !doc->arena) return;
    std::vector<int> teams;
    for (int i : d.tick_order) teams.push_back(d.teams[static_cast<std::size_t>(i)]);
    d.referee =
        std::make_unique<scenes::MatchReferee>(*doc, static_cast<int>(d.bots.size()), teams);
}

Status SimulationRunner::makeController(int robot) {
    Impl& d = *d_;
    Bot& b = d.bots[static_cast<std::size_t>(robot)];
    b.controller.reset();
    const LoadedModels& m = *b.models;
    if (!m.isLegged()) return {};
    sim::legged::LeggedOptions opt;
    opt.soft_terrain = m.soft_terrain;
    Result<sim::legged::LeggedTemplate> t =
        sim::legged::makeLeggedTemplate(m.robot_name.toStdString(), opt);
    if (!t.ok())
        return Error{Tr::tr("robot '%1': %2")
                         .arg(m.robot_name, QString::fromStdString(t.message()))
                         .toStdString()};
    b.controller = std::move(t->controller);
    return {};
}

void SimulationRunner::buildPrograms() {
    Impl& d = *d_;
    for (int i = 0; i < static_cast<int>(d.bots.size()); ++i) {
        Bot& b = d.bots[static_cast<std::size_t>(i)];
        b.program.reset();
        b.out_time_s.reset();
        if (b.source.empty()) continue;
        scripting::ProgramOptions opt = d.setup.program_options;
        // Start 0 keeps the run's seed (one robot runs as before); others mix in their start, so
        // the seed follows the start, not the order the robots were given in.
        opt.seed = b.start == 0 ? d.setup.seed
                                : d.setup.seed ^
                                      (0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(b.start));
        b.program = std::make_unique<scripting::Program>(
            *d.sim, b.sim_index, b.source, opt,
            [this, i](const scripting::ConsoleLine& line) {
                {
                    std::lock_guard lock(d_->console_mutex);
                    d_->bots[static_cast<std::size_t>(i)].console.push_back(line);
                }
                if (i == 0 && d_->user_sink) d_->user_sink(line);
                if (d_->robot_sink) d_->robot_sink(i, line);
            },
            b.controller.get());
        if (d.debugging) b.program->enableDebugger().applySettings(b.debug_settings);
        if (d.stop_requested.load()) b.program->requestStop();
        // A syntax error fails the program before it runs: out at time 0.
        if (b.program->state() == scripting::ProgramState::Failed) {
            b.out_time_s = d.sim->time_s();
            if (d.referee) d.referee->forfeit(b.sim_index, *b.out_time_s);
        }
    }
}

Status SimulationRunner::step() {
    Impl& d = *d_;
    if (d.sim_error) return Error{*d.sim_error};
    if (isOver()) return {};
    const auto t0 = std::chrono::steady_clock::now();
    const std::int64_t n = d.sim->stepCount();
    // Every program's control tick, in start order, before the one physics step. A program
    // paused by its debugger holds the step: the next call goes on from that program.
    for (std::size_t k = d.next_tick; k < d.tick_order.size(); ++k) {
        Bot& b = d.bots[static_cast<std::size_t>(d.tick_order[k])];
        if (!b.program || b.program->isOver()) continue;
        if (n % d.setup.control_period_steps == 0) b.program->tick();
        if (b.program->debugPaused()) {
            d.next_tick = k;
            d.wall_s +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            return {};
        }
        if (b.program->state() == scripting::ProgramState::Failed && !b.out_time_s) {
            b.out_time_s = d.sim->time_s();
            if (d.referee) d.referee->forfeit(b.sim_index, *b.out_time_s);
        }
    }
    d.next_tick = 0;
    if (d.multi() ? isOver() : (d.program0() && d.program0()->isOver())) {
        d.wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return {};
    }
    for (int i : d.tick_order) {
        Bot& b = d.bots[static_cast<std::size_t>(i)];
        if (b.controller) b.controller->update(*d.sim, b.sim_index);
    }
    Status st = d.sim->step();
    if (!st.ok()) {
        d.sim_error = st.message();
        d.wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return st;
    }
    scenes::RunLog& log0 = d.bots.front().log;
    scenes::RunSample sample;
    sample.t_s = d.sim->time_s();
    sample.X_WB = d.sim->linkPose(d.bots.front().sim_index, 0);
    sample.touched_bodies = d.sim->touchedBodies(d.bots.front().sim_index);
    sample.objects_m.reserve(d.models->scene.object_bodies.size());
    for (int b : d.models->scene.object_bodies)
        sample.objects_m.push_back(d.sim->worldBodyPose(b).translation);
    const int flames = static_cast<int>(d.models->scene.world.flames.size());
    sample.flames_lit.resize(static_cast<std::size_t>(flames));
    d.flames_out_s.resize(static_cast<std::size_t>(flames), -1.0);
    for (int i = 0; i < flames; ++i) {
        const auto k = static_cast<std::size_t>(i);
        sample.flames_lit[k] = d.sim->flameLit(i);
        // Blown out during this step (a flame unlit from the start never was lit: it stays -1).
        if (!sample.flames_lit[k] && d.flames_out_s[k] < 0.0 &&
            (log0.samples.empty() ? d.models->scene.world.flames[k].lit
                                  : bool(log0.samples.back().flames_lit[k])))
            d.flames_out_s[k] = sample.t_s;
    }
    // The other robots' logs: the same world data, their own body and touches.
    for (std::size_t i = 1; i < d.bots.size(); ++i) {
        Bot& b = d.bots[i];
        scenes::RunSample other;
        other.t_s = sample.t_s;
        other.X_WB = d.sim->linkPose(b.sim_index, 0);
        other.touched_bodies = d.sim->touchedBodies(b.sim_index);
        other.objects_m = sample.objects_m;
        other.flames_lit = sample.flames_lit;
        b.log.samples.push_back(std::move(other));
    }
    log0.samples.push_back(std::move(sample));
    const std::int64_t done = d.sim->stepCount();
    if (d.csv && done % d.csv_period_steps == 0) writeCsvRow();
    if (d.stop_at_goal && done % d.goal_check_steps == 0) checkGoal();
    if (d.referee) {
        std::vector<scenes::RunSample> samples;
        samples.reserve(d.bots.size());
        for (int i : d.tick_order)
            samples.push_back(d.bots[static_cast<std::size_t>(i)].log.samples.back());
        d.referee->addSamples(samples);
        decided_ = d.referee->decided();
    }
    d.wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return {};
}

void SimulationRunner::checkGoal() {
    // Incremental version of the scoring rules (checkpoints in order, then the finish within the
    // time limit; or, without a finish, every object in its object zone, or every candle out), so
    // stopping at the goal stays O(1) per sample. report() scores the whole log with
    // scenes::score().
    Impl& d = *d_;
    const scenes::LoadedScene& scene = d.models->scene;
    if (!scene.document || goal_seen_) return;
    const scenes::Goals& g = scene.document->goals;
    const scenes::RunLog& log = d.log0();
    for (std::size_t i = d.goal_scan_from; i < log.samples.size(); ++i) {
        const scenes::RunSample& s = log.samples[i];
        const double x = s.X_WB.translation.x(), z = s.X_WB.translation.z();
        if (g.time_limit_s > 0.0 && s.t_s > g.time_limit_s) break;
        while (d.checkpoints_passed < g.checkpoints.size() &&
               g.checkpoints[d.checkpoints_passed].contains(x, z))
            ++d.checkpoints_passed;
        if (d.checkpoints_passed < g.checkpoints.size()) continue;
        if (g.finish && g.rule != scenes::GoalRule::Objects) {
            goal_seen_ = g.finish->contains(x, z);
        } else if (!g.object_zones.empty()) {
            goal_seen_ = scenes::countObjectsInZones(*scene.document, s).all();
        } else {
            goal_seen_ =
                !s.flames_lit.empty() &&
                std::none_of(s.flames_lit.begin(), s.flames_lit.end(), [](bool b) { return b; });
        }
        if (goal_seen_) break;
    }
    d.goal_scan_from = log.samples.size();
}

Status SimulationRunner::run(double duration_s, bool realtime) {
    Impl& d = *d_;
    const double start_s = d.sim->time_s();
    const std::int64_t steps =
        static_cast<std::int64_t>(std::llround(duration_s / d.sim->step_s()));
    const auto wall0 = std::chrono::steady_clock::now();
    for (std::int64_t i = 0; i < steps; ++i) {
        if (isOver() || (d.stop_at_goal && goal_seen_)) break;
        if (d.stop_when_decided && decided_) break;
        Status st = step();
        if (!st.ok()) return st;
        if (debugPaused()) break;  // the program waits for the user; time does not move
        if (realtime && (i % 10) == 9) {
            const auto due =
                wall0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                            std::chrono::duration<double>(d.sim->time_s() - start_s));
            std::this_thread::sleep_until(due);
        }
    }
    if (d.stop_at_goal && !goal_seen_) checkGoal();
    return {};
}

bool SimulationRunner::physicsFailed() const {
    return d_->sim_error.has_value();
}

bool SimulationRunner::isOver() const {
    const Impl& d = *d_;
    if (d.sim_error) return true;
    if (!d.multi()) {
        const scripting::Program* p = d.program0();
        if (d.stop_requested.load(std::memory_order_relaxed)) {
            // With a program, it is over once the program has seen the stop.
            return !p || p->isOver();
        }
        return p && p->isOver();
    }
    // Several robots: over when every program is over (a stop ends them all), or the match is
    // decided and the run stops there. Without any program only a stop ends it.
    bool any_program = false, all_over = true;
    for (const Bot& b : d.bots) {
        if (!b.program) continue;
        any_program = true;
        all_over = all_over && b.program->isOver();
    }
    if (d.stop_requested.load(std::memory_order_relaxed)) return !any_program || all_over;
    if (d.stop_when_decided && decided_) return true;
    return any_program && all_over;
}

void SimulationRunner::requestStop() {
    d_->stop_requested.store(true);
    for (Bot& b : d_->bots)
        if (b.program) b.program->requestStop();
}

bool SimulationRunner::stopRequested() const {
    return d_->stop_requested.load();
}

void SimulationRunner::reset() {
    Impl& d = *d_;
    for (Bot& b : d.bots) {
        if (b.program && b.program->debugger())
            b.debug_settings = b.program->debugger()->settings();
        b.program.reset();
    }
    d.next_tick = 0;
    d.sim->reset();
    for (int i = 0; i < static_cast<int>(d.bots.size()); ++i)
        (void)makeController(i);  // it succeeded at create()
    makeReferee();
    d.sim_error.reset();
    for (Bot& b : d.bots) b.log.samples.clear();
    d.flames_out_s.clear();
    d.goal_scan_from = 0;
    d.checkpoints_passed = 0;
    d.wall_s = 0.0;
    d.blobs.clear();  // a new run: search again
    goal_seen_ = false;
    decided_ = false;
    d.stop_requested.store(false);
    {
        std::lock_guard lock(d.console_mutex);
        for (Bot& b : d.bots) b.console.clear();
    }
    buildPrograms();
    if (d.csv) writeCsvHeader();
}

void SimulationRunner::setDebugging(bool on) {
    Impl& d = *d_;
    d.debugging = on;
    if (!on) return;
    for (Bot& b : d.bots)
        if (b.program && !b.program->debugger())
            b.program->enableDebugger().applySettings(b.debug_settings);
}

bool SimulationRunner::debugging() const {
    return d_->debugging;
}

scripting::Debugger* SimulationRunner::debugger(int robot) {
    if (robot < 0 || robot >= static_cast<int>(d_->bots.size())) return nullptr;
    scripting::Program* p = d_->bots[static_cast<std::size_t>(robot)].program.get();
    return p ? p->debugger() : nullptr;
}

const scripting::Debugger* SimulationRunner::debugger(int robot) const {
    if (robot < 0 || robot >= static_cast<int>(d_->bots.size())) return nullptr;
    const scripting::Program* p = d_->bots[static_cast<std::size_t>(robot)].program.get();
    return p ? p->debugger() : nullptr;
}

bool SimulationRunner::debugPaused() const {
    for (const Bot& b : d_->bots)
        if (b.program && b.program->debugPaused()) return true;
    return false;
}

void SimulationRunner::setProgram(std::string source) {
    d_->setup.program_source = source;
    d_->bots.front().source = std::move(source);
}

sim::legged::LeggedController* SimulationRunner::leggedController() {
    return d_->bots.front().controller.get();
}

Snapshot SimulationRunner::snapshot() {
    Impl& d = *d_;
    const sim::Simulation& sim = *d.sim;
    const int r0 = d.bots.front().sim_index;
    const sim::RobotModel& m = sim.robot(r0);
    const sim::WorldModel& world = d.models->scene.world;
    const scripting::Program* program = d.program0();
    Snapshot s;
    s.sim_time_s = sim.time_s();
    s.steps = sim.stepCount();
    s.real_time_factor = d.wall_s > 0 ? s.sim_time_s / d.wall_s : 0.0;
    for (int i = 0; i < static_cast<int>(m.links.size()); ++i)
        s.link_poses.push_back(sim.linkPose(r0, i));
    for (int i = 0; i < static_cast<int>(m.loops.size()); ++i)
        s.loop_travel_m.push_back(sim.loopTravel(r0, i));
    if (const auto& ctl = d.bots.front().controller)
        for (const sim::legged::FootContact& f : ctl->footContacts())
            s.feet.push_back({f.link, f.position_W, f.depth_m, f.in_contact});
    for (int i = 0; i < static_cast<int>(world.bodies.size()); ++i)
        if (world.bodies[static_cast<std::size_t>(i)].movable)
            s.movable_bodies.push_back({i, sim.worldBodyPose(i)});
    for (int i = 0; i < static_cast<int>(world.flames.size()); ++i) {
        s.flames_lit.push_back(sim.flameLit(i));
        const auto k = static_cast<std::size_t>(i);
        s.flames_out_s.push_back(k < d.flames_out_s.size() ? d.flames_out_s[k] : -1.0);
    }
    s.commands = deviceCommands();
    s.readings = deviceReadings(true);
    d.images.resize(m.sensors.size());
    d.scans.resize(m.sensors.size());
    d.blobs.resize(m.sensors.size());
    for (int i = 0; i < static_cast<int>(m.sensors.size()); ++i) {
        const sim::Sensor& sen = m.sensors[static_cast<std::size_t>(i)];
        const auto k = static_cast<std::size_t>(i);
        if (sen.type == sim::SensorType::Camera) {
            const sim::CameraImage& im = sim.cameraImage(r0, i);
            if (!d.images[k] || d.images[k]->serial != im.serial ||
                d.images[k]->time_s != im.time_s)
                d.images[k] = std::make_shared<const sim::CameraImage>(im);
            runner::CameraView v{i, sen.port, sen.name, d.images[k], std::nullopt, {}};
            if (program) v.blob_colour = program->blobColourAsked(i);
            if (v.blob_colour) {
                Impl::BlobFound& b = d.blobs[k];
                const sim::CameraImage& shown = *d.images[k];
                if (b.serial != shown.serial || b.time_s != shown.time_s ||
                    b.colour != *v.blob_colour) {
                    b.blob = scripting::findBlob(shown, *v.blob_colour);
                    b.serial = shown.serial;
                    b.time_s = shown.time_s;
                    b.colour = *v.blob_colour;
                }
                v.blob = b.blob;
            }
            s.cameras.push_back(std::move(v));
        } else if (sen.type == sim::SensorType::Lidar) {
            const sim::LidarScan& sc = sim.lidarScan(r0, i);
            if (!d.scans[k] || d.scans[k]->serial != sc.serial || d.scans[k]->time_s != sc.time_s)
                d.scans[k] = std::make_shared<const sim::LidarScan>(sc);
            s.lidars.push_back(
                {i, sen.port, sen.name, sen.min_range_m, sen.max_range_m, d.scans[k]});
        }
    }
    if (d.multi()) {
        for (int i = 0; i < static_cast<int>(d.bots.size()); ++i) {
            const Bot& b = d.bots[static_cast<std::size_t>(i)];
            RobotSnapshot rs;
            rs.start = b.start;
            rs.team = d.teams[static_cast<std::size_t>(i)];
            rs.owner = b.owner.toStdString();
            rs.rgba = b.rgba;
            const sim::RobotModel& bm = sim.robot(b.sim_index);
            for (int l = 0; l < static_cast<int>(bm.links.size()); ++l)
                rs.link_poses.push_back(sim.linkPose(b.sim_index, l));
            for (int l = 0; l < static_cast<int>(bm.loops.size()); ++l)
                rs.loop_travel_m.push_back(sim.loopTravel(b.sim_index, l));
            rs.commands = deviceCommands(i);
            rs.readings = deviceReadings(true, i);
            rs.has_program = b.program != nullptr;
            if (b.program) {
                rs.program_state = b.program->state();
                rs.program_error = b.program->error();
            }
            rs.out_time_s = b.out_time_s;
            rs.program_line = b.program ? b.program->currentLine() : 0;
            // The other robots' eyes (the app's Devices panel shows the robot chosen there).
            for (int k = 0; i > 0 && k < static_cast<int>(bm.sensors.size()); ++k) {
                const sim::Sensor& sen = bm.sensors[static_cast<std::size_t>(k)];
                if (sen.type == sim::SensorType::Camera)
                    rs.cameras.push_back(
                        {k,
                         sen.port,
                         sen.name,
                         std::make_shared<const sim::CameraImage>(sim.cameraImage(b.sim_index, k)),
                         std::nullopt,
                         {}});
                else if (sen.type == sim::SensorType::Lidar)
                    rs.lidars.push_back(
                        {k, sen.port, sen.name, sen.min_range_m, sen.max_range_m,
                         std::make_shared<const sim::LidarScan>(sim.lidarScan(b.sim_index, k))});
            }
            s.robots.push_back(std::move(rs));
        }
    }
    {
        std::lock_guard lock(d.console_mutex);
        if (d.multi())
            for (std::size_t i = 0; i < d.bots.size(); ++i) s.robots[i].console = d.bots[i].console;
        s.console.swap(d.bots.front().console);
        for (Bot& b : d.bots) b.console.clear();
    }
    s.has_program = program != nullptr;
    if (program) {
        s.program_state = program->state();
        s.program_error = program->error();
    }
    s.sim_error = d.sim_error;
    s.program_line = program ? program->currentLine() : 0;
    s.debug_paused = debugPaused();
    if (program && program->debugger()) s.pause_reason = program->debugger()->reason();
    s.over = isOver();
    s.goal_reached = goal_seen_;
    s.checkpoints_passed = static_cast<int>(d.checkpoints_passed);
    if (const auto& doc = d.models->scene.document)
        s.checkpoints_total = static_cast<int>(doc->goals.checkpoints.size());
    s.time_limit_s = timeLimit_s();
    return s;
}

std::vector<DeviceValue> SimulationRunner::deviceCommands(int robot) const {
    const sim::Simulation& sim = *d_->sim;
    const int r = d_->bots[static_cast<std::size_t>(robot)].sim_index;
    const sim::RobotModel& m = sim.robot(r);
    std::vector<DeviceValue> out;
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i) {
        const auto& mo = m.motors[static_cast<std::size_t>(i)];
        out.push_back(
            {DeviceRole::Command, mo.port, mo.name, "motor", "", sim.motorCommand(r, i), "%"});
    }
    for (int i = 0; i < static_cast<int>(m.fans.size()); ++i) {
        const auto& f = m.fans[static_cast<std::size_t>(i)];
        out.push_back({DeviceRole::Command, f.port, f.name, "fan", "", sim.fanCommand(r, i), "%"});
    }
    for (int i = 0; i < static_cast<int>(m.servos.size()); ++i) {
        const auto& se = m.servos[static_cast<std::size_t>(i)];
        out.push_back({DeviceRole::Command, se.port, se.name, "servo", "",
                       scripting::toDegrees(sim.servoTarget(r, i)), "deg"});
    }
    return out;
}

std::vector<DeviceValue> SimulationRunner::deviceReadings(bool by_port, int robot) const {
    const sim::Simulation& sim = *d_->sim;
    const Bot& b = d_->bots[static_cast<std::size_t>(robot)];
    const int r = b.sim_index;
    const sim::RobotModel& m = sim.robot(r);
    // What the program reads: with its offsets (gyro.reset()), through the one conversion.
    const scripting::ReadingOffsets offsets =
        b.program ? b.program->readingOffsets() : scripting::ReadingOffsets{};
    std::vector<DeviceValue> out;
    for (int i = 0; i < static_cast<int>(m.sensors.size()); ++i) {
        const sim::Sensor& se = m.sensors[static_cast<std::size_t>(i)];
        for (scripting::ApiValue& v :
             scripting::sensorApiValues(se, sim.sensorReading(r, i), offsets))
            out.push_back({DeviceRole::Reading, se.port, se.name, sim::sensorTypeName(se.type),
                           std::move(v.channel), v.value, std::move(v.unit)});
    }
    if (by_port)
        std::stable_sort(out.begin(), out.end(), [](const DeviceValue& a, const DeviceValue& b) {
            return (a.port == 0 ? 1000 : a.port) < (b.port == 0 ? 1000 : b.port);
        });
    return out;
}

RunReport SimulationRunner::report() const {
    const Impl& d = *d_;
    RunReport r;
    r.sim_time_s = d.sim->time_s();
    r.wall_time_s = d.wall_s;
    r.real_time_factor = d.wall_s > 0 ? r.sim_time_s / d.wall_s : 0.0;
    r.steps = d.sim->stepCount();
    if (d.models->scene.document) r.score = scenes::score(*d.models->scene.document, d.log0());
    if (!d.models->soft_terrain.empty()) r.soft_terrain = d.models->soft_terrain;
    if (d.program0()) r.program_error = d.program0()->error();
    r.sim_error = d.sim_error;
    r.state_hash = d.sim->stateHash();
    for (std::size_t i = 0; i < d.bots.size(); ++i) {
        const Bot& b = d.bots[i];
        RobotReport rr;
        rr.robot = b.robot_name;
        rr.owner = b.owner;
        rr.rgba = b.rgba;
        rr.start = b.start;
        rr.team = d.teams[i];
        rr.has_program = b.program != nullptr;
        if (b.program) {
            rr.program_state = b.program->state();
            rr.program_error = b.program->error();
        }
        rr.out_time_s = b.out_time_s;
        if (i == 0)
            rr.score = r.score;
        else if (d.models->scene.document)
            rr.score = scenes::score(*d.models->scene.document, b.log);
        rr.X_WB = d.sim->linkPose(b.sim_index, 0);
        r.robots.push_back(std::move(rr));
    }
    if (d.multi()) {
        r.match = scoreMatchNow();
        for (int i : d.tick_order) r.match_robot.push_back(i);
        if (r.match->is_arena)
            for (std::size_t k = 0; k < r.match_robot.size() && k < r.match->robots.size(); ++k)
                r.robots[static_cast<std::size_t>(r.match_robot[k])].result = r.match->robots[k];
    }
    return r;
}

scenes::MatchReport SimulationRunner::scoreMatchNow() const {
    const Impl& d = *d_;
    const auto& doc = d.models->scene.document;
    if (!doc) return {};
    std::vector<scenes::RunLog> logs;
    std::vector<int> teams;
    std::vector<scenes::MatchEntrantState> states;
    for (int i : d.tick_order) {
        const Bot& b = d.bots[static_cast<std::size_t>(i)];
        logs.push_back(b.log);
        teams.push_back(d.teams[static_cast<std::size_t>(i)]);
        states.push_back({b.out_time_s});
    }
    return scenes::scoreMatch(*doc, logs, teams, states);
}

void SimulationRunner::setConsoleSink(scripting::ConsoleSink sink) {
    d_->user_sink = std::move(sink);
}

void SimulationRunner::setRobotConsoleSink(
    std::function<void(int robot, const scripting::ConsoleLine&)> sink) {
    d_->robot_sink = std::move(sink);
}

void SimulationRunner::setStopWhenDecided(bool on) {
    d_->stop_when_decided = on;
}

int SimulationRunner::robotCount() const {
    return static_cast<int>(d_->bots.size());
}
int SimulationRunner::simRobot(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].sim_index;
}
const std::shared_ptr<const LoadedModels>& SimulationRunner::robotModels(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].models;
}
QString SimulationRunner::robotName(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].robot_name;
}
int SimulationRunner::robotTeam(int robot) const {
    return d_->teams[static_cast<std::size_t>(robot)];
}
int SimulationRunner::robotStart(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].start;
}
QString SimulationRunner::robotOwner(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].owner;
}
std::uint32_t SimulationRunner::robotRgba(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].rgba;
}
const scripting::Program* SimulationRunner::program(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].program.get();
}
sim::legged::LeggedController* SimulationRunner::leggedController(int robot) {
    return d_->bots[static_cast<std::size_t>(robot)].controller.get();
}
const scenes::RunLog& SimulationRunner::runLog(int robot) const {
    return d_->bots[static_cast<std::size_t>(robot)].log;
}
std::vector<DeviceValue> SimulationRunner::commands(int robot) const {
    return deviceCommands(robot);
}
std::vector<DeviceValue> SimulationRunner::readings(int robot) const {
    return deviceReadings(true, robot);
}

void SimulationRunner::setCsvLog(std::ostream* out, double period_s) {
    d_->csv = out;
    d_->csv_period_steps = std::max<std::int64_t>(1, std::llround(period_s / d_->sim->step_s()));
    if (out) {
        writeCsvHeader();
        if (d_->sim->stepCount() == 0) writeCsvRow();
    }
}

void SimulationRunner::writeCsvHeader() {
    std::ostream& o = *d_->csv;
    o << "t_s,x_m,y_m,z_m,yaw_deg";
    // One column per device channel, named <kind><port>_<name>[_<channel>]<unit suffix>.
    // Each name is a CSV cell a spreadsheet shows as text (core::csvCell), whatever a robot file
    // calls its devices.
    auto column = [&](const DeviceValue& v) {
        std::string name = v.kind + std::to_string(v.port) + '_' + csvName(v.name);
        if (!v.channel.empty()) name += '_' + v.channel;
        name += scripting::unitSuffix(v.unit);
        o << ',' << core::csvCell(QString::fromStdString(name)).toStdString();
    };
    for (const DeviceValue& v : deviceCommands()) column(v);
    for (const DeviceValue& v : deviceReadings(false)) column(v);
    o << '\n';
}

void SimulationRunner::writeCsvRow() {
    const sim::Simulation& s = *d_->sim;
    const sim::Pose X = s.linkPose(d_->bots.front().sim_index, 0);
    char buf[64];
    std::ostream& o = *d_->csv;
    auto num = [&](double v) {
        std::snprintf(buf, sizeof buf, ",%.6g", v);
        o << buf;
    };
    std::snprintf(buf, sizeof buf, "%.4f", s.time_s());
    o << buf;
    num(X.translation.x());
    num(X.translation.y());
    num(X.translation.z());
    num(yawDeg(X));
    for (const DeviceValue& v : deviceCommands()) num(v.value);
    for (const DeviceValue& v : deviceReadings(false)) num(v.value);
    o << '\n';
}

void SimulationRunner::setStopAtGoal(bool on, double check_period_s) {
    d_->stop_at_goal = on;
    d_->goal_check_steps =
        std::max<std::int64_t>(1, std::llround(check_period_s / d_->sim->step_s()));
}

const sim::Simulation& SimulationRunner::simulation() const {
    return *d_->sim;
}
const sim::RobotModel& SimulationRunner::robotModel() const {
    return d_->sim->robot(d_->bots.front().sim_index);
}
const std::shared_ptr<const LoadedModels>& SimulationRunner::models() const {
    return d_->models;
}
const scenes::LoadedScene& SimulationRunner::scene() const {
    return d_->models->scene;
}
const scenes::RunLog& SimulationRunner::runLog() const {
    return d_->log0();
}
double SimulationRunner::timeLimit_s() const {
    return d_->models->scene.time_limit_s;
}
bool SimulationRunner::isLegged() const {
    return d_->models->isLegged();
}
const scripting::Program* SimulationRunner::program() const {
    return d_->program0();
}

QByteArray reportJson(const RunReport& r) {
    auto number = [](double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); };
    auto text = [](const std::string& t) { return QJsonValue(QString::fromStdString(t)); };
    QJsonObject o;
    o[QStringLiteral("sim_time_s")] = number(r.sim_time_s);
    o[QStringLiteral("wall_time_s")] = number(r.wall_time_s);
    o[QStringLiteral("real_time_factor")] = number(r.real_time_factor);
    o[QStringLiteral("steps")] = static_cast<qint64>(r.steps);
    o[QStringLiteral("goal_reached")] = r.score.goal_reached;
    o[QStringLiteral("goal_time_s")] =
        r.score.goal_time_s ? number(*r.score.goal_time_s) : QJsonValue();
    o[QStringLiteral("checkpoints")] =
        QJsonObject{{QStringLiteral("passed"), r.score.checkpoints_passed},
                    {QStringLiteral("total"), r.score.checkpoints_total}};
    o[QStringLiteral("line_deviation")] =
        r.score.line_deviation_max_m
            ? QJsonValue(QJsonObject{
                  {QStringLiteral("max_m"), number(*r.score.line_deviation_max_m)},
                  {QStringLiteral("mean_m"), number(r.score.line_deviation_mean_m.value_or(0.0))}})
            : QJsonValue();
    o[QStringLiteral("collisions")] = r.score.wall_collisions;
    o[QStringLiteral("candles_out")] = r.score.candles_out;
    {
        QJsonArray at;
        for (const sim::Vec3& p : r.score.objects_m)
            at.append(QJsonArray{number(p.x()), number(p.y()), number(p.z())});
        o[QStringLiteral("objects")] =
            QJsonObject{{QStringLiteral("in_zones"), r.score.objects_in_zones},
                        {QStringLiteral("total"), r.score.objects_total},
                        {QStringLiteral("positions_m"), at}};
    }
    o[QStringLiteral("off_line")] = r.score.off_line_count;
    o[QStringLiteral("penalty_s")] = number(r.score.penalty_s);
    o[QStringLiteral("program_error")] =
        r.program_error
            ? QJsonValue(QJsonObject{{QStringLiteral("message"), text(r.program_error->message)},
                                     {QStringLiteral("line"), r.program_error->line}})
            : QJsonValue();
    o[QStringLiteral("sim_error")] = r.sim_error ? text(*r.sim_error) : QJsonValue();
    o[QStringLiteral("soft_terrain")] = r.soft_terrain ? text(*r.soft_terrain) : QJsonValue();
    o[QStringLiteral("state_hash")] =
        QStringLiteral("%1").arg(static_cast<qulonglong>(r.state_hash), 16, 16, QLatin1Char('0'));
    if (r.robots.size() > 1) {
        auto programState = [](scripting::ProgramState st) {
            switch (st) {
                case scripting::ProgramState::Running:
                    return QStringLiteral("running");
                case scripting::ProgramState::Finished:
                    return QStringLiteral("finished");
                case scripting::ProgramState::Failed:
                    return QStringLiteral("failed");
                case scripting::ProgramState::Stopped:
                    return QStringLiteral("stopped");
            }
            return QString();
        };
        QJsonArray robots;
        for (std::size_t i = 0; i < r.robots.size(); ++i) {
            const RobotReport& rr = r.robots[i];
            QJsonObject ro;
            ro[QStringLiteral("robot")] = rr.robot;
            ro[QStringLiteral("owner")] = rr.owner;
            ro[QStringLiteral("colour")] = QStringLiteral("#%1").arg(
                static_cast<qulonglong>(rr.rgba), 8, 16, QLatin1Char('0'));
            ro[QStringLiteral("start")] = rr.start;
            ro[QStringLiteral("team")] = rr.team;
            ro[QStringLiteral("program")] =
                rr.has_program ? QJsonValue(programState(rr.program_state)) : QJsonValue();
            ro[QStringLiteral("program_error")] =
                rr.program_error ? QJsonValue(QJsonObject{
                                       {QStringLiteral("message"), text(rr.program_error->message)},
                                       {QStringLiteral("line"), rr.program_error->line}})
                                 : QJsonValue();
            ro[QStringLiteral("program_failed_s")] =
                rr.out_time_s ? number(*rr.out_time_s) : QJsonValue();
            ro[QStringLiteral("position_m")] =
                QJsonArray{number(rr.X_WB.translation.x()), number(rr.X_WB.translation.y()),
                           number(rr.X_WB.translation.z())};
            ro[QStringLiteral("goal_reached")] = rr.score.goal_reached;
            ro[QStringLiteral("checkpoints")] =
                QJsonObject{{QStringLiteral("passed"), rr.score.checkpoints_passed},
                            {QStringLiteral("total"), rr.score.checkpoints_total}};
            ro[QStringLiteral("collisions")] = rr.score.wall_collisions;
            if (rr.result) {
                const scenes::RobotResult& res = *rr.result;
                ro[QStringLiteral("outcome")] = outcomeKey(res.outcome);
                ro[QStringLiteral("points")] = res.points;
                ro[QStringLiteral("out")] = res.out;
                ro[QStringLiteral("out_time_s")] =
                    res.out_time_s ? number(*res.out_time_s) : QJsonValue();
                ro[QStringLiteral("forfeit")] = res.forfeit;
                ro[QStringLiteral("goals")] = res.goals;
                ro[QStringLiteral("finish_time_s")] =
                    res.finish_time_s ? number(*res.finish_time_s) : QJsonValue();
            }
            robots.append(ro);
        }
        o[QStringLiteral("robots")] = robots;
    }
    if (r.match) {
        const scenes::MatchReport& m = *r.match;
        QJsonObject mo;
        mo[QStringLiteral("arena")] =
            m.is_arena ? QJsonValue(scenes::arenaKindName(m.kind)) : QJsonValue();
        const int winner = r.winnerRobot();
        mo[QStringLiteral("winner")] = winner >= 0 ? QJsonValue(winner) : QJsonValue();
        mo[QStringLiteral("winner_team")] = m.winner_team;
        mo[QStringLiteral("draw")] = m.draw;
        mo[QStringLiteral("reason")] = scenes::matchReasonKey(m.reason);
        mo[QStringLiteral("decided_at_s")] =
            m.decided_at_s ? number(*m.decided_at_s) : QJsonValue();
        mo[QStringLiteral("end_time_s")] = number(m.end_time_s);
        QJsonArray teams;
        for (const scenes::TeamResult& t : m.teams) {
            QJsonArray halves;
            for (int g : t.goals_by_half) halves.append(g);
            teams.append(QJsonObject{{QStringLiteral("team"), t.team},
                                     {QStringLiteral("goals"), t.goals},
                                     {QStringLiteral("goals_by_half"), halves},
                                     {QStringLiteral("outcome"), outcomeKey(t.outcome)}});
        }
        mo[QStringLiteral("teams")] = teams;
        o[QStringLiteral("match")] = mo;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

}  // namespace botlab::runner
