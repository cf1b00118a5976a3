// SPDX-License-Identifier: GPL-3.0-or-later
// The Cockpit mode's input devices: the keyboard (arrows or WASD walk and turn, Q/E sideways,
// 1-3 pick the gait, Space stops) and gamepads, joysticks, steering wheels and pedals through
// SDL2's joystick and game-controller API (hot-plug; axis mapping, dead zone and invert kept in
// QSettings). Each gives a runner::DriveInput; CockpitInput merges them (a held key wins over the
// stick on its axis).
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <set>
#include <vector>

#include "botlab/runner/cockpit_drive.h"

namespace botlab::gui {

/// One function's axis: a joystick axis index (-1 = none) and whether to invert it.
struct AxisBinding {
    int axis = -1;
    bool invert = false;
    bool operator==(const AxisBinding&) const = default;
};

/// How joystick axes and buttons become a DriveInput (QSettings group "cockpit/input").
struct InputSettings {
    AxisBinding steering{0, true};  ///< Stick or wheel left = turn left (SDL gives left < 0).
    AxisBinding throttle{1, true};  ///< Stick up (SDL gives up < 0) = forward.
    AxisBinding brake{-1, false};   ///< A pedal: released = -1, pressed = +1; subtracts.
    AxisBinding sideways{-1, false};
    double dead_zone = 0.08;  ///< Fraction of the travel around the centre that reads 0.
    int stop_button = 0;      ///< Held: stand still (-1 = none).
    int gait_button = 1;      ///< Pressed: next gait (-1 = none).

    static InputSettings load();
    void save() const;
    bool operator==(const InputSettings&) const = default;
};

/// A stick value in [-1, 1] through the binding's invert and the dead zone (the rest of the
/// travel is rescaled so the output still reaches +-1).
double shapeAxis(double raw, bool invert, double dead_zone);

/// Keyboard state -> DriveInput.
class KeyboardDrive {
public:
    /// Handles a key press or release (auto-repeats ignored). Returns true for the drive's keys.
    bool handleKey(int key, bool pressed, bool auto_repeat);
    /// Forgets the held keys (the window lost focus).
    void releaseAll();
    runner::DriveInput input() const;
    /// True while a movement key is held.
    bool active() const { return !held_.empty(); }

private:
    std::set<int> held_;
    int gait_ = -1;
    bool stop_ = false;
};

/// SDL2 joysticks and game controllers, polled from the GUI thread (poll() at 25 Hz or more).
class GamepadInput : public QObject {
    Q_OBJECT
public:
    explicit GamepadInput(QObject* parent = nullptr);
    ~GamepadInput() override;
    /// False when SDL's joystick subsystem could not start (then nothing is ever connected).
    bool available() const { return available_; }
    /// Pumps SDL's events: devices plugged in or out, axes and buttons.
    void poll();
    bool connected() const;
    /// The open device's name ("" when none).
    QString deviceName() const;
    /// Every connected device's name.
    QStringList deviceNames() const;
    /// Raw axes of the open device in [-1, 1].
    std::vector<double> axes() const;
    std::vector<bool> buttons() const;
    /// The drive input from the axes and buttons through `settings` (gait: -1, or the index
    /// after `gait_button` presses counted modulo `gait_count`).
    runner::DriveInput input(const InputSettings& settings, int gait_count);

signals:
    /// A device was plugged in or out.
    void devicesChanged();

private:
    void openFirst();
    bool available_ = false;
    void* joystick_ = nullptr;  // SDL_Joystick*
    int instance_ = -1;
    bool gaitWasDown_ = false;
    int gait_ = -1;
};

/// The keyboard over the gamepad, axis by axis.
runner::DriveInput mergeInputs(const runner::DriveInput& keyboard, bool keyboard_active,
                               const runner::DriveInput& pad);

}  // namespace botlab::gui
