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

std::string csvName(const std::string& s) {
    std::string out;
    for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
    return out;
}

}  // namespace

struct SimulationRunner::Impl {
    std::shared_ptr<const LoadedModels> models;
    RunOptions setup;
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
};

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
    if (m.isLegged()) {
        Status st = r->makeController();
        if (!st.ok()) return Error{st.message()};
    }
    Result<std::unique_ptr<sim::Simulation>> s =
        sim::Simulation::create(m.scene.world, {sim::RobotSpawn{m.robot, m.X_WM}}, d.setup.seed);
    if (!s.ok())
        return Error{Tr::tr("robot '%1' in scene '%2': %3")
                         .arg(m.robot_name, m.scene_name, QString::fromStdString(s.message()))
                         .toStdString()};
    d.sim = std::move(s.value());
    r->buildProgram();
    return r;
}

Status SimulationRunner::makeController() {
    Impl& d = *d_;
    const LoadedModels& m = *d.models;
    sim::legged::LeggedOptions opt;
    opt.soft_terrain = m.soft_terrain;
    Result<sim::legged::LeggedTemplate> t =
        sim::legged::makeLeggedTemplate(m.robot_name.toStdString(), opt);
    if (!t.ok())
        return Error{Tr::tr("robot '%1': %2")
                         .arg(m.robot_name, QString::fromStdString(t.message()))
                         .toStdString()};
    d.controller = std::move(t->controller);
    return {};
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
            (d.log.samples.empty() ? d.models->scene.world.flames[k].lit
                                   : bool(d.log.samples.back().flames_lit[k])))
            d.flames_out_s[k] = sample.t_s;
    }
    d.log.samples.push_back(std::move(sample));
    const std::int64_t done = d.sim->stepCount();
    if (d.csv && done % d.csv_period_steps == 0) writeCsvRow();
    if (d.stop_at_goal && done % d.goal_check_steps == 0) checkGoal();
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
    for (std::size_t i = d.goal_scan_from; i < d.log.samples.size(); ++i) {
        const scenes::RunSample& s = d.log.samples[i];
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

bool SimulationRunner::physicsFailed() const {
    return d_->sim_error.has_value();
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
    if (d.models->isLegged()) (void)makeController();  // it succeeded at create()
    d.sim_error.reset();
    d.log.samples.clear();
    d.flames_out_s.clear();
    d.goal_scan_from = 0;
    d.checkpoints_passed = 0;
    d.wall_s = 0.0;
    d.blobs.clear();  // a new run: search again
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

sim::legged::LeggedController* SimulationRunner::leggedController() {
    return d_->controller.get();
}

Snapshot SimulationRunner::snapshot() {
    Impl& d = *d_;
    const sim::Simulation& sim = *d.sim;
    const sim::RobotModel& m = sim.robot(0);
    const sim::WorldModel& world = d.models->scene.world;
    Snapshot s;
    s.sim_time_s = sim.time_s();
    s.steps = sim.stepCount();
    s.real_time_factor = d.wall_s > 0 ? s.sim_time_s / d.wall_s : 0.0;
    for (int i = 0; i < static_cast<int>(m.links.size()); ++i)
        s.link_poses.push_back(sim.linkPose(0, i));
    for (int i = 0; i < static_cast<int>(m.loops.size()); ++i)
        s.loop_travel_m.push_back(sim.loopTravel(0, i));
    if (d.controller)
        for (const sim::legged::FootContact& f : d.controller->footContacts())
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
            const sim::CameraImage& im = sim.cameraImage(0, i);
            if (!d.images[k] || d.images[k]->serial != im.serial ||
                d.images[k]->time_s != im.time_s)
                d.images[k] = std::make_shared<const sim::CameraImage>(im);
            runner::CameraView v{i, sen.port, sen.name, d.images[k], std::nullopt, {}};
            if (d.program) v.blob_colour = d.program->blobColourAsked(i);
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
            const sim::LidarScan& sc = sim.lidarScan(0, i);
            if (!d.scans[k] || d.scans[k]->serial != sc.serial || d.scans[k]->time_s != sc.time_s)
                d.scans[k] = std::make_shared<const sim::LidarScan>(sc);
            s.lidars.push_back(
                {i, sen.port, sen.name, sen.min_range_m, sen.max_range_m, d.scans[k]});
        }
    }
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
    s.over = isOver();
    s.goal_reached = goal_seen_;
    s.checkpoints_passed = static_cast<int>(d.checkpoints_passed);
    if (const auto& doc = d.models->scene.document)
        s.checkpoints_total = static_cast<int>(doc->goals.checkpoints.size());
    s.time_limit_s = timeLimit_s();
    return s;
}

std::vector<DeviceValue> SimulationRunner::deviceCommands() const {
    const sim::Simulation& sim = *d_->sim;
    const sim::RobotModel& m = sim.robot(0);
    std::vector<DeviceValue> out;
    for (int i = 0; i < static_cast<int>(m.motors.size()); ++i) {
        const auto& mo = m.motors[static_cast<std::size_t>(i)];
        out.push_back(
            {DeviceRole::Command, mo.port, mo.name, "motor", "", sim.motorCommand(0, i), "%"});
    }
    for (int i = 0; i < static_cast<int>(m.fans.size()); ++i) {
        const auto& f = m.fans[static_cast<std::size_t>(i)];
        out.push_back({DeviceRole::Command, f.port, f.name, "fan", "", sim.fanCommand(0, i), "%"});
    }
    for (int i = 0; i < static_cast<int>(m.servos.size()); ++i) {
        const auto& se = m.servos[static_cast<std::size_t>(i)];
        out.push_back({DeviceRole::Command, se.port, se.name, "servo", "",
                       scripting::toDegrees(sim.servoTarget(0, i)), "deg"});
    }
    return out;
}

std::vector<DeviceValue> SimulationRunner::deviceReadings(bool by_port) const {
    const sim::Simulation& sim = *d_->sim;
    const sim::RobotModel& m = sim.robot(0);
    // What the program reads: with its offsets (gyro.reset()), through the one conversion.
    const scripting::ReadingOffsets offsets =
        d_->program ? d_->program->readingOffsets() : scripting::ReadingOffsets{};
    std::vector<DeviceValue> out;
    for (int i = 0; i < static_cast<int>(m.sensors.size()); ++i) {
        const sim::Sensor& se = m.sensors[static_cast<std::size_t>(i)];
        for (scripting::ApiValue& v :
             scripting::sensorApiValues(se, sim.sensorReading(0, i), offsets))
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
    if (d.models->scene.document) r.score = scenes::score(*d.models->scene.document, d.log);
    if (!d.models->soft_terrain.empty()) r.soft_terrain = d.models->soft_terrain;
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
    return d_->sim->robot(0);
}
const std::shared_ptr<const LoadedModels>& SimulationRunner::models() const {
    return d_->models;
}
const scenes::LoadedScene& SimulationRunner::scene() const {
    return d_->models->scene;
}
const scenes::RunLog& SimulationRunner::runLog() const {
    return d_->log;
}
double SimulationRunner::timeLimit_s() const {
    return d_->models->scene.time_limit_s;
}
bool SimulationRunner::isLegged() const {
    return d_->models->isLegged();
}
const scripting::Program* SimulationRunner::program() const {
    return d_->program.get();
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
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

}  // namespace botlab::runner
