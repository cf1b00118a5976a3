#include "lua_api.h"

#include <QCoreApplication>

#ifdef BOTLAB_GUI_HAVE_SCRIPTING
#include "botlab/scripting/api.h"
#endif

namespace botlab::gui {

namespace {
QString tr(const char* s) { return QCoreApplication::translate("botlab::gui::LuaApi", s); }
}  // namespace

const std::vector<ApiCall>& studentApi() {
#ifdef BOTLAB_GUI_HAVE_SCRIPTING
    // The scripting module's table: the same one the bindings and docs/lua-api.md come from.
    static const std::vector<ApiCall> fromTable = [] {
        std::vector<ApiCall> out;
        for (const auto& f : scripting::studentApi())
            out.push_back({QString::fromUtf8(f.name.data(), qsizetype(f.name.size())),
                           QString::fromStdString(f.signature()),
                           QString::fromUtf8(f.help.data(), qsizetype(f.help.size()))});
        return out;
    }();
    if (!fromTable.empty()) return fromTable;
#endif
    static const std::vector<ApiCall> calls = {
        {"motor.speed", "motor.speed(port, percent)", tr("Sets a motor's speed, -100..100 %.")},
        {"motor.stop", "motor.stop(port)", tr("Stops one motor.")},
        {"motor.stopAll", "motor.stopAll()", tr("Stops every motor.")},
        {"motor.angle", "motor.angle(port)", tr("Encoder: degrees the motor has turned.")},
        {"servo.angle", "servo.angle(port, degrees [, wait])",
         tr("Turns a servo to an angle; waits until there if wait is true.")},
        {"line.read", "line.read(port)", tr("Floor brightness under a line sensor, 0 black .. 100 white.")},
        {"distance.read", "distance.read(port)",
         tr("Distance to the nearest object in cm (the maximum range when nothing is seen).")},
        {"touch.pressed", "touch.pressed(port)", tr("true while the touch sensor is pressed.")},
        {"compass.heading", "compass.heading()", tr("Heading in degrees, 0..360 (0 = north).")},
        {"gyro.angle", "gyro.angle()", tr("Turned angle in degrees since the last reset.")},
        {"gyro.rate", "gyro.rate()", tr("Turning rate in degrees per second.")},
        {"gyro.reset", "gyro.reset()", tr("Sets the gyro angle to 0.")},
        {"flame.read", "flame.read(port)", tr("Flame brightness seen by the sensor, 0..100.")},
        {"wait", "wait(seconds)", tr("Waits for simulated seconds.")},
        {"waitUntil", "waitUntil(fn [, timeout_s])",
         tr("Waits until fn() returns true, or until the timeout passes.")},
        {"time", "time()", tr("Simulated seconds since the start.")},
        {"print", "print(...)", tr("Writes values to the console.")},
    };
    return calls;
}

}  // namespace botlab::gui
