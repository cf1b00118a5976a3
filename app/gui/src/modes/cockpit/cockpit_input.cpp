// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/cockpit/cockpit_input.h"

#include <SDL.h>
#include <QSettings>
#include <algorithm>
#include <cmath>

namespace botlab::gui {

namespace {

void loadBinding(QSettings& s, const QString& name, AxisBinding& b) {
    b.axis = s.value(name + QStringLiteral("/axis"), b.axis).toInt();
    b.invert = s.value(name + QStringLiteral("/invert"), b.invert).toBool();
}
void saveBinding(QSettings& s, const QString& name, const AxisBinding& b) {
    s.setValue(name + QStringLiteral("/axis"), b.axis);
    s.setValue(name + QStringLiteral("/invert"), b.invert);
}

}  // namespace

InputSettings InputSettings::load() {
    InputSettings in;
    QSettings s;
    s.beginGroup(QStringLiteral("cockpit/input"));
    loadBinding(s, QStringLiteral("steering"), in.steering);
    loadBinding(s, QStringLiteral("throttle"), in.throttle);
    loadBinding(s, QStringLiteral("brake"), in.brake);
    loadBinding(s, QStringLiteral("sideways"), in.sideways);
    in.dead_zone =
        std::clamp(s.value(QStringLiteral("dead_zone"), in.dead_zone).toDouble(), 0.0, 0.9);
    in.stop_button = s.value(QStringLiteral("stop_button"), in.stop_button).toInt();
    in.gait_button = s.value(QStringLiteral("gait_button"), in.gait_button).toInt();
    return in;
}

void InputSettings::save() const {
    QSettings s;
    s.beginGroup(QStringLiteral("cockpit/input"));
    saveBinding(s, QStringLiteral("steering"), steering);
    saveBinding(s, QStringLiteral("throttle"), throttle);
    saveBinding(s, QStringLiteral("brake"), brake);
    saveBinding(s, QStringLiteral("sideways"), sideways);
    s.setValue(QStringLiteral("dead_zone"), dead_zone);
    s.setValue(QStringLiteral("stop_button"), stop_button);
    s.setValue(QStringLiteral("gait_button"), gait_button);
}

double shapeAxis(double raw, bool invert, double dead_zone) {
    double v = std::isfinite(raw) ? std::clamp(raw, -1.0, 1.0) : 0.0;
    if (invert) v = -v;
    const double dz = std::clamp(dead_zone, 0.0, 0.9);
    if (std::abs(v) <= dz) return 0.0;
    return (v - std::copysign(dz, v)) / (1.0 - dz);
}

// --- Keyboard ---

bool KeyboardDrive::handleKey(int key, bool pressed, bool auto_repeat) {
    switch (key) {
        case Qt::Key_Up:
        case Qt::Key_W:
        case Qt::Key_Down:
        case Qt::Key_S:
        case Qt::Key_Left:
        case Qt::Key_A:
        case Qt::Key_Right:
        case Qt::Key_D:
        case Qt::Key_Q:
        case Qt::Key_E:
            if (auto_repeat) return true;
            if (pressed) {
                held_.insert(key);
                stop_ = false;
            } else {
                held_.erase(key);
            }
            return true;
        case Qt::Key_1:
        case Qt::Key_2:
        case Qt::Key_3:
            if (pressed) gait_ = key - Qt::Key_1;
            return true;
        case Qt::Key_Space:
            if (pressed) {
                stop_ = true;
                held_.clear();
            }
            return true;
        default:
            return false;
    }
}

void KeyboardDrive::releaseAll() {
    held_.clear();
}

runner::DriveInput KeyboardDrive::input() const {
    auto down = [this](int a, int b) { return held_.count(a) || held_.count(b); };
    runner::DriveInput in;
    in.forward =
        (down(Qt::Key_Up, Qt::Key_W) ? 1.0 : 0.0) - (down(Qt::Key_Down, Qt::Key_S) ? 1.0 : 0.0);
    in.turn =
        (down(Qt::Key_Left, Qt::Key_A) ? 1.0 : 0.0) - (down(Qt::Key_Right, Qt::Key_D) ? 1.0 : 0.0);
    in.sideways = (held_.count(Qt::Key_E) ? 1.0 : 0.0) - (held_.count(Qt::Key_Q) ? 1.0 : 0.0);
    in.gait = gait_;
    in.stop = stop_;
    return in;
}

// --- SDL joysticks ---

GamepadInput::GamepadInput(QObject* parent) : QObject(parent) {
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    available_ = SDL_InitSubSystem(SDL_INIT_JOYSTICK | SDL_INIT_GAMECONTROLLER) == 0;
    if (available_) openFirst();
}

GamepadInput::~GamepadInput() {
    if (joystick_) SDL_JoystickClose(static_cast<SDL_Joystick*>(joystick_));
    if (available_) SDL_QuitSubSystem(SDL_INIT_JOYSTICK | SDL_INIT_GAMECONTROLLER);
}

void GamepadInput::openFirst() {
    if (joystick_) return;
    for (int i = 0; i < SDL_NumJoysticks(); ++i) {
        if (SDL_Joystick* j = SDL_JoystickOpen(i)) {
            joystick_ = j;
            instance_ = SDL_JoystickInstanceID(j);
            return;
        }
    }
}

void GamepadInput::poll() {
    if (!available_) return;
    SDL_JoystickUpdate();
    bool changed = false;
    SDL_Event e;
    while (SDL_PeepEvents(&e, 1, SDL_GETEVENT, SDL_JOYDEVICEADDED, SDL_JOYDEVICEREMOVED) > 0) {
        if (e.type == SDL_JOYDEVICEADDED) {
            changed = true;
        } else if (e.type == SDL_JOYDEVICEREMOVED) {
            changed = true;
            if (e.jdevice.which == instance_ && joystick_) {
                SDL_JoystickClose(static_cast<SDL_Joystick*>(joystick_));
                joystick_ = nullptr;
                instance_ = -1;
            }
        }
    }
    SDL_PumpEvents();
    while (SDL_PeepEvents(&e, 1, SDL_GETEVENT, SDL_JOYDEVICEADDED, SDL_JOYDEVICEREMOVED) > 0) {
        changed = true;
        if (e.type == SDL_JOYDEVICEREMOVED && e.jdevice.which == instance_ && joystick_) {
            SDL_JoystickClose(static_cast<SDL_Joystick*>(joystick_));
            joystick_ = nullptr;
            instance_ = -1;
        }
    }
    // Other events (axis motion, controller events) are read as state; drop them.
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
    if (joystick_ && !SDL_JoystickGetAttached(static_cast<SDL_Joystick*>(joystick_))) {
        SDL_JoystickClose(static_cast<SDL_Joystick*>(joystick_));
        joystick_ = nullptr;
        instance_ = -1;
        changed = true;
    }
    if (!joystick_) {
        openFirst();
        if (joystick_) changed = true;
    }
    if (changed) emit devicesChanged();
}

bool GamepadInput::connected() const {
    return joystick_ != nullptr;
}

QString GamepadInput::deviceName() const {
    if (!joystick_) return {};
    const char* n = SDL_JoystickName(static_cast<SDL_Joystick*>(joystick_));
    return n ? QString::fromUtf8(n) : QString();
}

QStringList GamepadInput::deviceNames() const {
    QStringList out;
    if (!available_) return out;
    for (int i = 0; i < SDL_NumJoysticks(); ++i) {
        const char* n = SDL_JoystickNameForIndex(i);
        out << (n ? QString::fromUtf8(n) : QStringLiteral("?"));
    }
    return out;
}

std::vector<double> GamepadInput::axes() const {
    std::vector<double> out;
    if (!joystick_) return out;
    auto* j = static_cast<SDL_Joystick*>(joystick_);
    for (int i = 0; i < SDL_JoystickNumAxes(j); ++i)
        out.push_back(std::clamp(SDL_JoystickGetAxis(j, i) / 32767.0, -1.0, 1.0));
    return out;
}

std::vector<bool> GamepadInput::buttons() const {
    std::vector<bool> out;
    if (!joystick_) return out;
    auto* j = static_cast<SDL_Joystick*>(joystick_);
    for (int i = 0; i < SDL_JoystickNumButtons(j); ++i) out.push_back(SDL_JoystickGetButton(j, i));
    return out;
}

runner::DriveInput GamepadInput::input(const InputSettings& s, int gait_count) {
    runner::DriveInput in;
    const std::vector<double> a = axes();
    const std::vector<bool> b = buttons();
    auto axis = [&](const AxisBinding& bind) {
        if (bind.axis < 0 || bind.axis >= static_cast<int>(a.size())) return 0.0;
        return shapeAxis(a[static_cast<std::size_t>(bind.axis)], bind.invert, s.dead_zone);
    };
    in.forward = axis(s.throttle);
    if (s.brake.axis >= 0 && s.brake.axis < static_cast<int>(a.size())) {
        double pedal = a[static_cast<std::size_t>(s.brake.axis)];
        if (s.brake.invert) pedal = -pedal;
        const double pressed = std::clamp((pedal + 1.0) / 2.0, 0.0, 1.0);
        in.forward = std::clamp(in.forward - (pressed > s.dead_zone ? pressed : 0.0), -1.0, 1.0);
    }
    in.turn = axis(s.steering);
    in.sideways = axis(s.sideways);
    auto button = [&](int i) {
        return i >= 0 && i < static_cast<int>(b.size()) && b[static_cast<std::size_t>(i)];
    };
    in.stop = button(s.stop_button);
    const bool gaitDown = button(s.gait_button);
    if (gaitDown && !gaitWasDown_ && gait_count > 0) gait_ = (gait_ + 1) % gait_count;
    gaitWasDown_ = gaitDown;
    in.gait = gait_;
    return in;
}

runner::DriveInput mergeInputs(const runner::DriveInput& keyboard, bool keyboard_active,
                               const runner::DriveInput& pad) {
    runner::DriveInput out = pad;
    if (keyboard_active) {
        if (keyboard.forward != 0.0) out.forward = keyboard.forward;
        if (keyboard.turn != 0.0) out.turn = keyboard.turn;
        if (keyboard.sideways != 0.0) out.sideways = keyboard.sideways;
    }
    // Space stops until a key is pressed or the stick moves.
    if (keyboard.stop && pad.forward == 0.0 && pad.turn == 0.0 && pad.sideways == 0.0)
        out = runner::DriveInput{0.0, 0.0, 0.0, pad.gait, true};
    if (keyboard.gait >= 0 && pad.gait < 0) out.gait = keyboard.gait;
    return out;
}

}  // namespace botlab::gui
