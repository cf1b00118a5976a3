#include "sim_engine.h"

#include <QCoreApplication>
#include <cmath>

#ifdef BOTLAB_GUI_HAVE_SIM
#include "botlab/sim/simulation.h"
#endif
#ifdef BOTLAB_GUI_HAVE_RUNNER
#include "botlab/runner/simulation_runner.h"
#endif

namespace botlab::gui {

namespace {

constexpr double kRadToDeg = 57.29577951308232;

QString sensorUnit(sim::SensorType t) {
    switch (t) {
        case sim::SensorType::Distance:
            return QStringLiteral("cm");
        case sim::SensorType::Compass:
        case sim::SensorType::Gyro:
            return QStringLiteral("°");
        case sim::SensorType::Line:
        case sim::SensorType::Flame:
            return QStringLiteral("%");
        case sim::SensorType::Touch:
            return {};
    }
    return {};
}

/// Converts a raw sim reading to the student API's units (cm, degrees, 0..100).
double apiReading(sim::SensorType t, double raw) {
    switch (t) {
        case sim::SensorType::Distance:
            return raw * 100.0;
        case sim::SensorType::Compass:
        case sim::SensorType::Gyro:
            return raw * kRadToDeg;
        default:
            return raw;
    }
}

/// The device list of a robot with zero values (ports, names, types, units).
std::vector<DeviceValue> deviceSkeleton(const sim::RobotModel& m) {
    std::vector<DeviceValue> out;
    for (const auto& mot : m.motors)
        out.push_back({DeviceKind::Motor, mot.port, QString::fromStdString(mot.name),
                       QStringLiteral("motor"), 0.0, QStringLiteral("%")});
    for (const auto& s : m.servos)
        out.push_back({DeviceKind::Servo, s.port, QString::fromStdString(s.name),
                       QStringLiteral("servo"), 0.0, QStringLiteral("°")});
    for (const auto& f : m.fans)
        out.push_back({DeviceKind::Fan, f.port, QString::fromStdString(f.name),
                       QStringLiteral("fan"), 0.0, QStringLiteral("%")});
    for (const auto& s : m.sensors)
        out.push_back({DeviceKind::Sensor, s.port, QString::fromStdString(s.name),
                       QString::fromLatin1(sim::sensorTypeName(s.type)), 0.0, sensorUnit(s.type)});
    return out;
}

/// Drawn but not simulated: used when this build has no physics engine yet.
class StaticEngine final : public SimEngine {
public:
    explicit StaticEngine(const LoadedModels& m) : models_(m), devices_(deviceSkeleton(m.robot)) {}
    Status startProgram(const QString&) override {
        reset();
        output_ << QCoreApplication::translate(
            "botlab::gui::SimEngine",
            "This build has no Lua runner yet: the program does not run.");
        return Status::success();
    }
    void stopProgram() override {}
    void reset() override { t_ = 0.0; }
    Status step() override {
        t_ += step_s();
        return Status::success();
    }
    double time_s() const override { return t_; }
    double step_s() const override { return models_.world.step_s; }
    void fill(Snapshot& s) override {
        s.link_poses.clear();
        for (const auto& l : models_.robot.links) s.link_poses.push_back(models_.X_WM * l.X_ML);
        s.body_poses.clear();
        for (const auto& b : models_.world.bodies) s.body_poses.push_back(b.X_WB);
        s.flames_lit.assign(models_.world.flames.size(), true);
        s.devices = devices_;
        s.program_active = false;
        s.error.reset();
    }
    QStringList takeOutput() override { return std::exchange(output_, {}); }
    bool hasLua() const override { return false; }

private:
    LoadedModels models_;
    std::vector<DeviceValue> devices_;
    double t_ = 0.0;
    QStringList output_;
};

#ifdef BOTLAB_GUI_HAVE_SIM
/// Drives sim::Simulation directly; programs do not run (no Lua runner in this build).
class DirectEngine final : public SimEngine {
public:
    DirectEngine(const LoadedModels& m, std::unique_ptr<sim::Simulation> sim)
        : models_(m), sim_(std::move(sim)), devices_(deviceSkeleton(m.robot)) {}
    Status startProgram(const QString&) override {
        sim_->reset();
        output_ << QCoreApplication::translate(
            "botlab::gui::SimEngine",
            "This build has no Lua runner yet: the program does not run.");
        return Status::success();
    }
    void stopProgram() override {
        for (int i = 0; i < int(models_.robot.motors.size()); ++i) sim_->setMotorCommand(0, i, 0.0);
    }
    void reset() override { sim_->reset(); }
    Status step() override { return sim_->step(); }
    double time_s() const override { return sim_->time_s(); }
    double step_s() const override { return sim_->step_s(); }
    void fill(Snapshot& s) override {
        const auto& r = models_.robot;
        s.link_poses.resize(r.links.size());
        for (int i = 0; i < int(r.links.size()); ++i) s.link_poses[i] = sim_->linkPose(0, i);
        s.body_poses.resize(models_.world.bodies.size());
        for (int i = 0; i < int(s.body_poses.size()); ++i) s.body_poses[i] = sim_->worldBodyPose(i);
        s.flames_lit.resize(models_.world.flames.size());
        for (int i = 0; i < int(s.flames_lit.size()); ++i) s.flames_lit[i] = sim_->flameLit(i);
        s.devices = devices_;
        std::size_t k = 0;
        for (int i = 0; i < int(r.motors.size()); ++i)
            s.devices[k++].value = sim_->motorCommand(0, i);
        for (int i = 0; i < int(r.servos.size()); ++i)
            s.devices[k++].value = sim_->servoTarget(0, i) * kRadToDeg;
        k += r.fans.size();
        for (int i = 0; i < int(r.sensors.size()); ++i)
            s.devices[k++].value = apiReading(r.sensors[i].type, sim_->sensorReading(0, i).value());
        s.program_active = false;
    }
    QStringList takeOutput() override { return std::exchange(output_, {}); }
    bool hasLua() const override { return false; }

private:
    LoadedModels models_;
    std::unique_ptr<sim::Simulation> sim_;
    std::vector<DeviceValue> devices_;
    QStringList output_;
};
#endif

#ifdef BOTLAB_GUI_HAVE_RUNNER
/// The real thing: botlab::runner::SimulationRunner (simulation + sandboxed Lua program).
class RunnerEngine final : public SimEngine {
public:
    explicit RunnerEngine(std::unique_ptr<runner::SimulationRunner> r) : runner_(std::move(r)) {
        takeSnapshot();
    }
    Status startProgram(const QString& program_text) override {
        runner_->setProgram(program_text.toStdString());
        runner_->reset();
        hasProgram_ = true;
        takeSnapshot();
        if (snap_.program_error) return Error{snap_.program_error->message};
        return Status::success();
    }
    void stopProgram() override {
        runner_->requestStop();
        // The program sees the stop at its next tick (even inside a busy loop or pcall); give it
        // that tick now so the run is over when Stop returns.
        for (int i = 0; i < 3 && !runner_->isOver(); ++i) runner_->step();
        takeSnapshot();
    }
    void reset() override {
        runner_->setProgram(std::string());
        runner_->reset();
        hasProgram_ = false;
        takeSnapshot();
    }
    Status step() override {
        fresh_ = false;
        return runner_->step();
    }
    bool isOver() const override { return hasProgram_ && runner_->isOver(); }
    double time_s() const override { return runner_->simulation().time_s(); }
    double step_s() const override { return runner_->simulation().step_s(); }
    void fill(Snapshot& s) override {
        if (!fresh_) takeSnapshot();
        s.link_poses = snap_.link_poses;
        const auto& world = runner_->simulation().world();
        s.body_poses.resize(world.bodies.size());
        for (std::size_t i = 0; i < world.bodies.size(); ++i)
            s.body_poses[i] = world.bodies[i].X_WB;
        for (const auto& b : snap_.movable_bodies)
            if (b.body >= 0 && b.body < int(s.body_poses.size())) s.body_poses[b.body] = b.X_WB;
        s.flames_lit = snap_.flames_lit;
        s.devices.clear();
        auto add = [&](const runner::DeviceValue& d, bool command) {
            DeviceValue v;
            v.port = d.port;
            v.name = QString::fromStdString(d.name);
            v.type = QString::fromStdString(d.kind);
            v.value = d.value;
            if (command) {
                v.kind =
                    v.type == QLatin1String("servo")
                        ? DeviceKind::Servo
                        : (v.type == QLatin1String("fan") ? DeviceKind::Fan : DeviceKind::Motor);
                v.unit = v.kind == DeviceKind::Servo ? QStringLiteral("°") : QStringLiteral("%");
            } else {
                v.kind = DeviceKind::Sensor;
                if (v.type == QLatin1String("distance"))
                    v.unit = QStringLiteral("cm");
                else if (v.type == QLatin1String("compass") || v.type == QLatin1String("gyro"))
                    v.unit = QStringLiteral("°");
                else if (v.type != QLatin1String("touch"))
                    v.unit = QStringLiteral("%");
            }
            s.devices.push_back(v);
        };
        for (const auto& d : snap_.motor_commands) add(d, true);
        for (const auto& d : snap_.readings) add(d, false);
        s.program_active = snap_.has_program && hasProgram_ && !runner_->isOver() &&
                           snap_.program_state == scripting::ProgramState::Running;
        if (snap_.program_error && hasProgram_)
            s.error = ProgramError{QString::fromStdString(snap_.program_error->message),
                                   snap_.program_error->line};
        else
            s.error.reset();
    }
    QStringList takeOutput() override { return std::exchange(output_, {}); }
    bool hasLua() const override { return true; }

private:
    void takeSnapshot() {
        snap_ = runner_->snapshot();
        fresh_ = true;
        for (const auto& line : snap_.console) {
            // Errors are shown from program_error (red, with the line marked in the editor).
            if (line.kind == scripting::ConsoleKind::Error) continue;
            output_ << QString::fromStdString(line.text);
        }
        if (snap_.sim_error) output_ << QString::fromStdString(*snap_.sim_error);
    }

    std::unique_ptr<runner::SimulationRunner> runner_;
    runner::Snapshot snap_;
    bool fresh_ = false;
    bool hasProgram_ = false;
    QStringList output_;
};
#endif

}  // namespace

Result<std::unique_ptr<SimEngine>> createEngine(const LoadedModels& models) {
#if defined(BOTLAB_GUI_HAVE_RUNNER)
    if (!models.fallback_robot && !models.fallback_scene) {
        runner::RunSetup setup;
        setup.robot = models.robot_name;
        setup.scene = models.scene_name;
        auto r = runner::SimulationRunner::create(setup);
        if (!r.ok()) return Error{r.message()};
        return std::unique_ptr<SimEngine>(new RunnerEngine(std::move(r.value())));
    }
#endif
#if defined(BOTLAB_GUI_HAVE_SIM)
    std::vector<sim::RobotSpawn> spawns{{models.robot, models.X_WM}};
    auto sim = sim::Simulation::create(models.world, std::move(spawns), 0);
    if (!sim.ok()) return Error{sim.message()};
    return std::unique_ptr<SimEngine>(new DirectEngine(models, std::move(sim.value())));
#else
    return std::unique_ptr<SimEngine>(new StaticEngine(models));
#endif
}

}  // namespace botlab::gui
