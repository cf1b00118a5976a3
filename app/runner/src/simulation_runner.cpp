// SimulationRunner (see simulation_runner.h).
#include "botlab/runner/simulation_runner.h"

#include <QCoreApplication>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <numbers>
#include <ostream>
#include <sstream>
#include <thread>

#include "botlab/assembler/robot_loading.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/sim/legged/legged.h"

namespace botlab::runner {

namespace {

constexpr double kRadToDeg = 180.0 / std::numbers::pi;

/// A sensor's reading in the Lua API's units.
double apiValue(const sim::Sensor& s, const sim::SensorReading& r) {
    switch (s.type) {
        case sim::SensorType::Distance:
            return r.values[0] * 100.0;
        case sim::SensorType::Touch:
            return r.values[0] > 0.5 ? 1.0 : 0.0;
        case sim::SensorType::Compass: {
            double deg = std::fmod(r.values[0] * kRadToDeg, 360.0);
            return deg < 0 ? deg + 360.0 : deg;
        }
        case sim::SensorType::Gyro:
            return r.values[0] * kRadToDeg;
        default:
            return r.values[0];
    }
}

/// Heading of a pose's +X axis about world +Y, counter-clockwise seen from above, degrees.
double yawDeg(const sim::Pose& X) {
    const sim::Vec3 f = X.rotation * sim::Vec3::UnitX();
    return std::atan2(-f.z(), f.x()) * kRadToDeg;
}

std::string csvName(const std::string& s) {
    std::string out;
    for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
    return out;
}

std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    return out + "\"";
}

std::string jsonNumber(double v) {
    if (!std::isfinite(v)) return "null";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.9g", v);
    return buf;
}

}  // namespace

struct SimulationRunner::Impl {
    RunSetup setup;
    scenes::LoadedScene scene;
    sim::RobotModel robot_model;
    bool legged = false;
    std::unique_ptr<sim::legged::LeggedController> controller;
    std::unique_ptr<sim::Simulation> sim;
    std::unique_ptr<scripting::Program> program;
    std::atomic<bool> stop_requested{false};
    std::optional<std::string> sim_error;

    scenes::RunLog log;
    double wall_s = 0.0;

    std::mutex console_mutex;  // the console buffer may be read by snapshot() on another call path
    std::vector<scripting::ConsoleLine> console;
    scripting::ConsoleSink user_sink;

    std::ostream* csv = nullptr;
    std::int64_t csv_period_steps = 10;
    bool stop_at_goal = false;
    std::int64_t goal_check_steps = 500;
    std::size_t goal_scan_from = 0;  // first log sample checkGoal() has not looked at
    std::size_t checkpoints_passed = 0;
};

SimulationRunner::SimulationRunner() : d_(std::make_unique<Impl>()) {}
SimulationRunner::~SimulationRunner() = default;

Result<std::unique_ptr<SimulationRunner>> SimulationRunner::create(const RunSetup& setup) {
    std::unique_ptr<SimulationRunner> r(new SimulationRunner());
    Impl& d = *r->d_;
    d.setup = setup;
    if (d.setup.control_period_steps < 1) d.setup.control_period_steps = 1;

    Result<scenes::LoadedScene> scene = scenes::loadScene(setup.scene);
    if (!scene.ok())
        return Error{QCoreApplication::translate("botlab::runner", "scene '%1': %2")
                         .arg(setup.scene, QString::fromStdString(scene.message()))
                         .toStdString()};
    d.scene = std::move(scene.value());
    if (d.scene.robot_starts.empty()) d.scene.robot_starts.push_back(sim::Pose());

    sim::Pose X_WM = d.scene.robot_starts.front();
    const std::string robot_name = setup.robot.toStdString();
    const auto legged_names = sim::legged::leggedTemplateNames();
    if (std::find(legged_names.begin(), legged_names.end(), robot_name) != legged_names.end()) {
        Result<sim::legged::LeggedTemplate> t = sim::legged::makeLeggedTemplate(robot_name);
        if (!t.ok())
            return Error{QCoreApplication::translate("botlab::runner", "robot '%1': %2")
                             .arg(setup.robot, QString::fromStdString(t.message()))
                             .toStdString()};
        d.legged = true;
        d.robot_model = t->model;
        d.controller = std::move(t->controller);
        X_WM = X_WM * t->X_WM;  // the template's standing height on the scene's start
    } else {
        Result<assembler::CompiledRobot> robot = assembler::loadAndCompileRobot(setup.robot);
        if (!robot.ok())
            return Error{QCoreApplication::translate("botlab::runner", "robot '%1': %2")
                             .arg(setup.robot, QString::fromStdString(robot.message()))
                             .toStdString()};
        d.robot_model = std::move(robot->model);
    }
    Result<std::unique_ptr<sim::Simulation>> s =
        sim::Simulation::create(d.scene.world, {sim::RobotSpawn{d.robot_model, X_WM}}, setup.seed);
    if (!s.ok())
        return Error{QCoreApplication::translate("botlab::runner", "robot '%1' in scene '%2': %3")
                         .arg(setup.robot, setup.scene, QString::fromStdString(s.message()))
                         .toStdString()};
    d.sim = std::move(s.value());
    r->buildProgram();
    return r;
}

void SimulationRunner::buildProgram() {
    Impl& d = *d_;
    d.program.reset();
    if (d.setup.program_source.empty()) return;
    scripting::ProgramOptions opt = d.setup.program_options;
    opt.seed = d.setup.seed;
    d.program = std::make_unique<scripting::Program>(
        *d.sim, 0, d.setup.program_source, opt,
        [this](const scripting::ConsoleLine& line) {
            {
                std::lock_guard lock(d_->console_mutex);
                d_->console.push_back(line);
            }
            if (d_->user_sink) d_->user_sink(line);
        },
        d.controller.get());
    if (d.stop_requested.load()) d.program->requestStop();
}

Status SimulationRunner::step() {
    Impl& d = *d_;
    if (d.sim_error) return Error{*d.sim_error};
    if (isOver()) return {};
    const auto t0 = std::chrono::steady_clock::now();
    const std::int64_t n = d.sim->stepCount();
    if (d.program && n % d.setup.control_period_steps == 0) d.program->tick();
    if (d.program && d.program->isOver()) {
        d.wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return {};
    }
    if (d.controller) d.controller->update(*d.sim, 0);
    Status st = d.sim->step();
    if (!st.ok()) {
        d.sim_error = st.message();
        d.wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return st;
    }
    scenes::RunSample sample;
    sample.t_s = d.sim->time_s();
    sample.X_WB = d.sim->linkPose(0, 0);
    sample.touched_bodies = d.sim->touchedBodies(0);
    const int flames = static_cast<int>(d.scene.world.flames.size());
    sample.flames_lit.resize(static_cast<std::size_t>(flames));
    for (int i = 0; i < flames; ++i)
        sample.flames_lit[static_cast<std::size_t>(i)] = d.sim->flameLit(i);
    d.log.samples.push_back(std::move(sample));
    const std::int64_t done = d.sim->stepCount();
    if (d.csv && done % d.csv_period_steps == 0) writeCsvRow();
    if (d.stop_at_goal && done % d.goal_check_steps == 0) checkGoal();
    d.wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return {};
}

void SimulationRunner::checkGoal() {
    // Incremental version of the scoring rules (checkpoints in order, then the finish within the
    // time limit; or, without a finish, every candle out), so stopping at the goal stays O(1) per
    // sample. report() scores the whole log with scenes::score().
    Impl& d = *d_;
    if (!d.scene.document || goal_seen_) return;
    const scenes::Goals& g = d.scene.document->goals;
    for (std::size_t i = d.goal_scan_from; i < d.log.samples.size(); ++i) {
        const scenes::RunSample& s = d.log.samples[i];
        const double x = s.X_WB.translation.x(), z = s.X_WB.translation.z();
        if (g.time_limit_s > 0.0 && s.t_s > g.time_limit_s) break;
        while (d.checkpoints_passed < g.checkpoints.size() &&
               g.checkpoints[d.checkpoints_passed].contains(x, z))
            ++d.checkpoints_passed;
        if (d.checkpoints_passed < g.checkpoints.size()) continue;
        if (g.finish) {
            goal_seen_ = g.finish->contains(x, z);
        } else {
            goal_seen_ =
                !s.flames_lit.empty() &&
                std::none_of(s.flames_lit.begin(), s.flames_lit.end(), [](bool b) { return b; });
        }
        if (goal_seen_) break;
    }
    d.goal_scan_from = d.log.samples.size();
}

Status SimulationRunner::run(double duration_s, bool realtime) {
    Impl& d = *d_;
    const double start_s = d.sim->time_s();
    const std::int64_t steps =
        static_cast<std::int64_t>(std::llround(duration_s / d.sim->step_s()));
    const auto wall0 = std::chrono::steady_clock::now();
    for (std::int64_t i = 0; i < steps; ++i) {
        if (isOver() || (d.stop_at_goal && goal_seen_)) break;
        Status st = step();
        if (!st.ok()) return st;
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

bool SimulationRunner::isOver() const {
    const Impl& d = *d_;
    if (d.sim_error) return true;
    if (d.stop_requested.load(std::memory_order_relaxed)) {
        // With a program, it is over once the program has seen the stop.
        return !d.program || d.program->isOver();
    }
    return d.program && d.program->isOver();
}

void SimulationRunner::requestStop() {
    d_->stop_requested.store(true);
    if (d_->program) d_->program->requestStop();
}

bool SimulationRunner::stopRequested() const {
    return d_->stop_requested.load();
}

void SimulationRunner::reset() {
    Impl& d = *d_;
    d.program.reset();
    d.sim->reset();
    if (d.legged) {
        Result<sim::legged::LeggedTemplate> t =
            sim::legged::makeLeggedTemplate(d.setup.robot.toStdString());
        if (t.ok()) d.controller = std::move(t->controller);
    }
    d.sim_error.reset();
    d.log.samples.clear();
    d.goal_scan_from = 0;
    d.checkpoints_passed = 0;
    d.wall_s = 0.0;
    goal_seen_ = false;
    d.stop_requested.store(false);
    {
        std::lock_guard lock(d.console_mutex);
        d.console.clear();
    }
    buildProgram();
    if (d.csv) writeCsvHeader();
}

void SimulationRunner::setProgram(std::string source) {
    d_->setup.program_source = std::move(source);
}

Snapshot SimulationRunner::snapshot() {
    Impl& d = *d_;
    Snapshot s;
    s.sim_time_s = d.sim->time_s();
    s.steps = d.sim->stepCount();
    s.real_time_factor = d.wall_s > 0 ? s.sim_time_s / d.wall_s : 0.0;
    const sim::RobotModel& m = d.sim->robot(0);
    for (int i = 0; i < static_cast<int>(m.links.size()); ++i)
        s.link_poses.push_back(d.sim->linkPose(0, i));
    const auto& bodies = d.scene.world.bodies;
    for (int i = 0; i < static_cast<int>(bodies.size()); ++i)
        if (bodies[static_cast<std::size_t>(i)].movable)
            s.movable_bodies.push_back({i, d.sim->worldBodyPose(i)});
    for (int i = 0; i < static_cast<int>(d.scene.world.flames.size()); ++i)
        s.flames_lit.push_back(d.sim->flameLit(i));
    for (int i = 0; i < static_cast<int>(m.sensors.size()); ++i) {
        const sim::Sensor& se = m.sensors[static_cast<std::size_t>(i)];
        s.readings.push_back({se.port, se.name, sim::sensorTypeName(se.type),
                              apiValue(se, d.sim->sensorReading(0, i))});
    }
    std::stable_sort(s.readings.begin(), s.readings.end(),
                     [](const DeviceValue& a, const DeviceValue& b) {
                         return (a.port == 0 ? 1000 : a.port) < (b.port == 0 ? 1000 : b.port);
                     });
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i)
        s.motor_commands.push_back({m.motors[static_cast<std::size_t>(i)].port,
                                    m.motors[static_cast<std::size_t>(i)].name, "motor",
                                    d.sim->motorCommand(0, i)});
    for (int i = 0; i < static_cast<int>(m.servos.size()); ++i)
        s.motor_commands.push_back({m.servos[static_cast<std::size_t>(i)].port,
                                    m.servos[static_cast<std::size_t>(i)].name, "servo",
                                    d.sim->servoTarget(0, i) * kRadToDeg});
    {
        std::lock_guard lock(d.console_mutex);
        s.console.swap(d.console);
    }
    s.has_program = d.program != nullptr;
    if (d.program) {
        s.program_state = d.program->state();
        s.program_error = d.program->error();
    }
    s.sim_error = d.sim_error;
    return s;
}

RunReport SimulationRunner::report() const {
    const Impl& d = *d_;
    RunReport r;
    r.sim_time_s = d.sim->time_s();
    r.wall_time_s = d.wall_s;
    r.real_time_factor = d.wall_s > 0 ? r.sim_time_s / d.wall_s : 0.0;
    r.steps = d.sim->stepCount();
    if (d.scene.document) r.score = scenes::score(*d.scene.document, d.log);
    if (d.program) r.program_error = d.program->error();
    r.sim_error = d.sim_error;
    r.state_hash = d.sim->stateHash();
    return r;
}

void SimulationRunner::setConsoleSink(scripting::ConsoleSink sink) {
    d_->user_sink = std::move(sink);
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
    const sim::RobotModel& m = d_->sim->robot(0);
    std::ostream& o = *d_->csv;
    o << "t_s,x_m,y_m,z_m,yaw_deg";
    for (const auto& mo : m.motors) o << ",motor" << mo.port << '_' << csvName(mo.name) << "_pct";
    for (const auto& se : m.servos) o << ",servo" << se.port << '_' << csvName(se.name) << "_deg";
    for (const auto& se : m.sensors) {
        o << ',' << sim::sensorTypeName(se.type) << se.port << '_' << csvName(se.name);
        switch (se.type) {
            case sim::SensorType::Distance:
                o << "_cm";
                break;
            case sim::SensorType::Compass:
            case sim::SensorType::Gyro:
                o << "_deg";
                break;
            default:
                break;
        }
    }
    o << '\n';
}

void SimulationRunner::writeCsvRow() {
    const sim::Simulation& s = *d_->sim;
    const sim::RobotModel& m = s.robot(0);
    const sim::Pose X = s.linkPose(0, 0);
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
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i) num(s.motorCommand(0, i));
    for (int i = 0; i < static_cast<int>(m.servos.size()); ++i)
        num(s.servoTarget(0, i) * kRadToDeg);
    for (int i = 0; i < static_cast<int>(m.sensors.size()); ++i)
        num(apiValue(m.sensors[static_cast<std::size_t>(i)], s.sensorReading(0, i)));
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
    return d_->sim->robot(0);
}
const scenes::LoadedScene& SimulationRunner::scene() const {
    return d_->scene;
}
const scenes::RunLog& SimulationRunner::runLog() const {
    return d_->log;
}
double SimulationRunner::timeLimit_s() const {
    return d_->scene.time_limit_s;
}
bool SimulationRunner::isLegged() const {
    return d_->legged;
}
const scripting::Program* SimulationRunner::program() const {
    return d_->program.get();
}

std::string reportJson(const RunReport& r) {
    std::ostringstream o;
    char hash[32];
    std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(r.state_hash));
    o << "{\n";
    o << "  \"sim_time_s\": " << jsonNumber(r.sim_time_s) << ",\n";
    o << "  \"wall_time_s\": " << jsonNumber(r.wall_time_s) << ",\n";
    o << "  \"real_time_factor\": " << jsonNumber(r.real_time_factor) << ",\n";
    o << "  \"steps\": " << r.steps << ",\n";
    o << "  \"goal_reached\": " << (r.score.goal_reached ? "true" : "false") << ",\n";
    o << "  \"goal_time_s\": " << (r.score.goal_time_s ? jsonNumber(*r.score.goal_time_s) : "null")
      << ",\n";
    o << "  \"checkpoints\": {\"passed\": " << r.score.checkpoints_passed
      << ", \"total\": " << r.score.checkpoints_total << "},\n";
    o << "  \"line_deviation\": ";
    if (r.score.line_deviation_max_m)
        o << "{\"max_m\": " << jsonNumber(*r.score.line_deviation_max_m)
          << ", \"mean_m\": " << jsonNumber(r.score.line_deviation_mean_m.value_or(0.0)) << "}";
    else
        o << "null";
    o << ",\n";
    o << "  \"collisions\": " << r.score.wall_collisions << ",\n";
    o << "  \"candles_out\": " << r.score.candles_out << ",\n";
    o << "  \"program_error\": ";
    if (r.program_error)
        o << "{\"message\": " << jsonString(r.program_error->message)
          << ", \"line\": " << r.program_error->line << "}";
    else
        o << "null";
    o << ",\n";
    o << "  \"sim_error\": " << (r.sim_error ? jsonString(*r.sim_error) : "null") << ",\n";
    o << "  \"state_hash\": \"" << hash << "\"\n";
    o << "}\n";
    return o.str();
}

}  // namespace botlab::runner
