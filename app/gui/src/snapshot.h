// Values handed from the simulation worker thread to the GUI thread. A Snapshot is a plain value:
// the GUI draws the latest one and never touches the simulation itself.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "botlab/sim/types.h"

namespace botlab::gui {

/// What kind of device a DeviceValue describes (for icons, units and plots).
enum class DeviceKind { Motor, Servo, Fan, Sensor };

/// One wired device and its latest value, in the student API's units.
struct DeviceValue {
    DeviceKind kind = DeviceKind::Sensor;
    int port = 0;        ///< Controller port (1..8 motors, 1..13 sensors); 0 = unwired.
    QString name;        ///< Name in the robot file.
    QString type;        ///< "motor", "servo", "fan", "line", "distance", ...
    double value = 0.0;  ///< Motor: command in %; servo: target deg; sensor: API reading.
    QString unit;        ///< "%", "deg", "cm", ...
};

/// A program error with the 1-based line it happened on (0 = unknown).
struct ProgramError {
    QString message;
    int line = 0;
};

/// Everything the GUI needs to draw one moment of a run.
struct Snapshot {
    double sim_time_s = 0.0;
    double real_time_factor = 0.0;      ///< Simulated seconds per wall second over the last ~0.5 s.
    std::vector<sim::Pose> link_poses;  ///< X_WL of robot 0's links, in link order.
    std::vector<sim::Pose> body_poses;  ///< X_WB of the world bodies (movable ones change).
    std::vector<bool> flames_lit;
    std::vector<DeviceValue> devices;
    bool running = false;         ///< The simulation is advancing (not paused).
    bool program_active = false;  ///< A Lua program is loaded and has not finished or failed.
    std::optional<ProgramError> error;
    quint64 serial = 0;  ///< Increases with every published snapshot.
};

}  // namespace botlab::gui
