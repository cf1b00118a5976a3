#include "sim_engine.h"

namespace botlab::gui {

namespace {

/// The GUI's view of one runner device value (kind and unit from its type).
DeviceValue toDeviceValue(const runner::DeviceValue& d, bool command) {
    DeviceValue v;
    v.port = d.port;
    v.name = QString::fromStdString(d.name);
    v.type = QString::fromStdString(d.kind);
    v.value = d.value;
    if (command) {
        v.kind = v.type == QLatin1String("servo")
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
    return v;
}

}  // namespace

Result<std::unique_ptr<SimEngine>> SimEngine::create(const LoadedModels& models) {
    runner::RunSetup setup;
    setup.robot = models.robot_name;
    setup.scene = models.scene_name;
    auto r = runner::SimulationRunner::create(setup);
    if (!r.ok()) return Error{r.message()};
    return std::unique_ptr<SimEngine>(new SimEngine(std::move(r.value())));
}

SimEngine::SimEngine(std::unique_ptr<runner::SimulationRunner> runner)
    : runner_(std::move(runner)) {
    takeSnapshot();
}

SimEngine::~SimEngine() = default;

Status SimEngine::startProgram(const QString& program_text) {
    runner_->setProgram(program_text.toStdString());
    runner_->reset();
    hasProgram_ = true;
    takeSnapshot();
    if (snap_.program_error) return Error{snap_.program_error->message};
    return Status::success();
}

void SimEngine::stopProgram() {
    runner_->requestStop();
    // The program sees the stop at its next tick (even inside a busy loop or pcall); give it that
    // tick now so the run is over when Stop returns.
    for (int i = 0; i < 3 && !runner_->isOver(); ++i) runner_->step();
    takeSnapshot();
}

void SimEngine::reset() {
    runner_->setProgram(std::string());
    runner_->reset();
    hasProgram_ = false;
    takeSnapshot();
}

Status SimEngine::step() {
    fresh_ = false;
    return runner_->step();
}

double SimEngine::time_s() const {
    return runner_->simulation().time_s();
}
double SimEngine::step_s() const {
    return runner_->simulation().step_s();
}
bool SimEngine::isOver() const {
    return hasProgram_ && runner_->isOver();
}

void SimEngine::fill(Snapshot& s) {
    if (!fresh_) takeSnapshot();
    s.link_poses = snap_.link_poses;
    const auto& world = runner_->simulation().world();
    s.body_poses.resize(world.bodies.size());
    for (std::size_t i = 0; i < world.bodies.size(); ++i) s.body_poses[i] = world.bodies[i].X_WB;
    for (const auto& b : snap_.movable_bodies)
        if (b.body >= 0 && b.body < int(s.body_poses.size())) s.body_poses[b.body] = b.X_WB;
    s.flames_lit = snap_.flames_lit;
    s.devices.clear();
    for (const auto& d : snap_.motor_commands) s.devices.push_back(toDeviceValue(d, true));
    for (const auto& d : snap_.readings) s.devices.push_back(toDeviceValue(d, false));
    s.program_active = snap_.has_program && hasProgram_ && !runner_->isOver() &&
                       snap_.program_state == scripting::ProgramState::Running;
    if (snap_.program_error && hasProgram_)
        s.error = ProgramError{QString::fromStdString(snap_.program_error->message),
                               snap_.program_error->line};
    else
        s.error.reset();
}

void SimEngine::takeSnapshot() {
    snap_ = runner_->snapshot();
    fresh_ = true;
    for (const auto& line : snap_.console) {
        // Errors are shown from program_error (red, with the line marked in the editor).
        if (line.kind == scripting::ConsoleKind::Error) continue;
        output_ << QString::fromStdString(line.text);
    }
    if (snap_.sim_error) output_ << QString::fromStdString(*snap_.sim_error);
}

}  // namespace botlab::gui
