#include "lua_api.h"

#include <QCoreApplication>

#ifdef BOTLAB_GUI_HAVE_SCRIPTING
#include "botlab/scripting/api.h"
#endif

namespace botlab::gui {

namespace {}  // namespace

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
        {"motor.speed", "motor.speed(port, percent)",
         QCoreApplication::translate("botlab::gui::LuaApi", "Sets a motor's speed, -100..100 %.")},
        {"motor.stop", "motor.stop(port)",
         QCoreApplication::translate("botlab::gui::LuaApi", "Stops one motor.")},
        {"motor.stopAll", "motor.stopAll()",
         QCoreApplication::translate("botlab::gui::LuaApi", "Stops every motor.")},
        {"motor.angle", "motor.angle(port)",
         QCoreApplication::translate("botlab::gui::LuaApi",
                                     "Encoder: degrees the motor has turned.")},
        {"servo.angle", "servo.angle(port, degrees [, wait])",
         QCoreApplication::translate(
             "botlab::gui::LuaApi",
             "Turns a servo to an angle; waits until there if wait is true.")},
        {"line.read", "line.read(port)",
         QCoreApplication::translate(
             "botlab::gui::LuaApi", "Floor brightness under a line sensor, 0 black .. 100 white.")},
        {"distance.read", "distance.read(port)",
         QCoreApplication::translate(
             "botlab::gui::LuaApi",
             "Distance to the nearest object in cm (the maximum range when nothing is seen).")},
        {"touch.pressed", "touch.pressed(port)",
         QCoreApplication::translate("botlab::gui::LuaApi",
                                     "true while the touch sensor is pressed.")},
        {"compass.heading", "compass.heading()",
         QCoreApplication::translate("botlab::gui::LuaApi",
                                     "Heading in degrees, 0..360 (0 = north).")},
        {"gyro.angle", "gyro.angle()",
         QCoreApplication::translate("botlab::gui::LuaApi",
                                     "Turned angle in degrees since the last reset.")},
        {"gyro.rate", "gyro.rate()",
         QCoreApplication::translate("botlab::gui::LuaApi", "Turning rate in degrees per second.")},
        {"gyro.reset", "gyro.reset()",
         QCoreApplication::translate("botlab::gui::LuaApi", "Sets the gyro angle to 0.")},
        {"flame.read", "flame.read(port)",
         QCoreApplication::translate("botlab::gui::LuaApi",
                                     "Flame brightness seen by the sensor, 0..100.")},
        {"wait", "wait(seconds)",
         QCoreApplication::translate("botlab::gui::LuaApi", "Waits for simulated seconds.")},
        {"waitUntil", "waitUntil(fn [, timeout_s])",
         QCoreApplication::translate(
             "botlab::gui::LuaApi", "Waits until fn() returns true, or until the timeout passes.")},
        {"time", "time()",
         QCoreApplication::translate("botlab::gui::LuaApi", "Simulated seconds since the start.")},
        {"print", "print(...)",
         QCoreApplication::translate("botlab::gui::LuaApi", "Writes values to the console.")},
    };
    return calls;
}

}  // namespace botlab::gui
