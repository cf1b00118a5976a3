// SPDX-License-Identifier: GPL-3.0-or-later
// The student API table (see api.h) and the Markdown generated from it.
#include <algorithm>
#include <array>
#include <sstream>

#include "botlab/scripting/api.h"
#include "translate_marker.h"  // the help texts are marked for lupdate; the app translates them

namespace botlab::scripting {
namespace {

constexpr ApiArg kMotorPort{"port", "number or string", "",
                            "motor port (1..8) or the motor's name"};
constexpr ApiArg kSensorPort{"port", "number or string", "",
                             "sensor port (1..13) or the sensor's name"};

constexpr std::array kMotorSpeedArgs{
    kMotorPort,
    ApiArg{"percent", "number", "%", "speed, -100 (full backwards) .. 100 (full ahead)"}};
constexpr std::array kPortOnly{kMotorPort};
constexpr std::array kSensorOnly{kSensorPort};
constexpr std::array<ApiArg, 0> kNone{};
constexpr std::array kServoArgs{
    ApiArg{"port", "number or string", "", "servo port (1..8) or the servo's name"},
    ApiArg{"deg", "number", "deg", "target angle; 0 is the position the robot was built in"},
    ApiArg{"wait", "boolean", "", "true: wait until the servo gets there (at most 3 s)", true}};
constexpr std::array kWaitArgs{ApiArg{"s", "number", "s", "how long to wait, >= 0"}};
constexpr std::array kWaitUntilArgs{
    ApiArg{"fn", "function", "", "a function that returns true when the wait is over"},
    ApiArg{"timeout_s", "number", "s", "give up after this long", true}};
constexpr std::array kPrintArgs{ApiArg{"...", "any", "", "values to print, separated by tabs"}};
constexpr std::array kBlobArgs{
    ApiArg{"port", "number or string", "", "camera port (1..13) or the camera's name"},
    ApiArg{"colour", "string", "",
           "\"red\", \"orange\", \"yellow\", \"green\", \"blue\", \"purple\", "
           "\"white\", \"grey\" or \"black\""}};
constexpr std::array kCameraOnly{
    ApiArg{"port", "number or string", "", "camera port (1..13) or the camera's name"}};
constexpr std::array kPixelArgs{
    ApiArg{"port", "number or string", "", "camera port (1..13) or the camera's name"},
    ApiArg{"x", "number", "pixel", "column, 1 (left) .. image width (64 by default)"},
    ApiArg{"y", "number", "pixel", "row, 1 (top) .. image height (48 by default)"}};
constexpr std::array kLidarOnly{
    ApiArg{"port", "number or string", "", "lidar port (1..13) or the lidar's name"}};
constexpr std::array kLidarDistanceArgs{
    ApiArg{"port", "number or string", "", "lidar port (1..13) or the lidar's name"},
    ApiArg{"angle_deg", "number", "deg",
           "direction, counter-clockwise from straight ahead: 90 left, 180 behind, 270 (or -90) "
           "right"}};
constexpr std::array kGaitArgs{
    ApiArg{"name", "string", "", "\"tripod\", \"ripple\", \"wave\", \"trot\", \"roll\", ..."}};
constexpr std::array kStrideRatioArgs{
    ApiArg{"ratio", "number", "",
           "right stride / left stride, > 0 (1 straight, > 1 circles to the left)"}};
constexpr std::array kControlModeArgs{
    ApiArg{"mode", "string", "",
           "\"position\" (servos hold joint angles) or \"force\" (computed joint torques)"}};
constexpr std::array kLegsMoveArgs{
    ApiArg{"forward_cm_s", "number", "cm/s", "forward speed (negative: backwards)"},
    ApiArg{"sideways_cm_s", "number", "cm/s", "sideways speed, positive to the right"},
    ApiArg{"turn_deg_s", "number", "deg/s", "turn rate, positive to the left (counter-clockwise)"}};

constexpr std::array kApi{
    ApiFunction{"motor.speed", "motor", kMotorSpeedArgs, "",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "Sets a motor's speed in percent of its full speed. It keeps turning until you "
                    "change it. Also runs a fan wired to a motor port."),
                "motor.speed(1, 50)   -- left motor half speed\nmotor.speed(\"right\", -100)"},
    ApiFunction{"motor.stop", "motor", kPortOnly, "",
                QT_TRANSLATE_NOOP("botlab::scripting", "Stops one motor (speed 0)."),
                "motor.stop(1)"},
    ApiFunction{"motor.stopAll", "motor", kNone, "",
                QT_TRANSLATE_NOOP("botlab::scripting", "Stops every motor and fan of the robot."),
                "motor.stopAll()"},
    ApiFunction{
        "motor.angle", "motor", kPortOnly, "number (deg)",
        QT_TRANSLATE_NOOP(
            "botlab::scripting",
            "How far the motor's shaft has turned since the start (its encoder), in degrees. "
            "Backwards turning counts down."),
        "if motor.angle(1) > 360 then print(\"one turn\") end"},
    ApiFunction{"servo.angle", "servo", kServoArgs, "",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "Turns a servo to an angle in degrees (within its range) and holds it there."),
                "servo.angle(1, 45)\nservo.angle(\"arm\", -30, true)  -- waits until it is there"},
    ApiFunction{
        "line.read", "line", kSensorOnly, "number (0..100)",
        QT_TRANSLATE_NOOP("botlab::scripting",
                          "What a line sensor sees on the floor: 0 is black, 100 is white."),
        "if line.read(1) < 50 then print(\"on the line\") end"},
    ApiFunction{"distance.read", "distance", kSensorOnly, "number (cm)",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "Distance to the nearest thing in front of a distance sensor (ultrasonic or "
                    "infrared), in cm. When nothing is in range it returns the sensor's maximum "
                    "range."),
                "if distance.read(2) < 15 then motor.stopAll() end"},
    ApiFunction{
        "touch.pressed", "touch", kSensorOnly, "boolean",
        QT_TRANSLATE_NOOP("botlab::scripting", "true while the touch sensor touches something."),
        "waitUntil(function() return touch.pressed(3) end)"},
    ApiFunction{"compass.heading", "compass", kNone, "number (deg, 0..360)",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "The robot's heading from its compass sensor: 0 north (-Z), 90 east (+X), 180 "
                    "south, 270 west."),
                "print(\"heading\", compass.heading())"},
    ApiFunction{"gyro.angle", "gyro", kNone, "number (deg)",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "How far the robot has turned since the start or the last gyro.reset(), in "
                    "degrees; turning left (counter-clockwise) counts up. Not limited to 0..360."),
                "motor.speed(1, -30) motor.speed(2, 30)\nwaitUntil(function() return "
                "gyro.angle() >= 90 end)"},
    ApiFunction{"gyro.rate", "gyro", kNone, "number (deg/s)",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "How fast the robot is turning, in degrees per second (left is positive)."),
                "print(gyro.rate())"},
    ApiFunction{"gyro.reset", "gyro", kNone, "",
                QT_TRANSLATE_NOOP("botlab::scripting", "Makes gyro.angle() count from 0 again."),
                "gyro.reset()"},
    ApiFunction{
        "flame.read", "flame", kSensorOnly, "number (0..100)",
        QT_TRANSLATE_NOOP("botlab::scripting",
                          "How much flame light a flame sensor sees: 0 none .. 100 very close."),
        "if flame.read(4) > 60 then motor.speed(3, 100) end  -- fan on"},
    ApiFunction{"light.read", "light", kSensorOnly, "number (0..100)",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "How bright it is where a light sensor looks, in percent: 0 "
                                  "dark .. 100 very bright. Facing the floor it sees the room's "
                                  "light reflected (white floor bright, black floor dark); a lit "
                                  "candle in front of it adds light."),
                "if light.read(5) < 20 then print(\"dark here\") end"},
    ApiFunction{"sound.read", "sound", kSensorOnly, "number (0..100)",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "How loud it is at a sound sensor, in percent: 0 silent .. 100 "
                                  "very loud. A buzzer sounds half as loud at twice the distance."),
                "waitUntil(function() return sound.read(6) > 50 end)  -- wait for the buzzer"},
    ApiFunction{
        "camera.blob", "camera", kBlobArgs, "boolean, number (%), number (%), number (%)",
        QT_TRANSLATE_NOOP(
            "botlab::scripting",
            "Looks for a colour in the camera's image (all pixels of that colour). Returns "
            "found, then x and y of their centre in percent of the image (x 0 left .. 100 right, "
            "y 0 top .. 100 bottom; 50, 50 is straight ahead) and their area in percent of the "
            "image. When the colour is not seen: false, 0, 0, 0. The image is renewed 10 times a "
            "second."),
        "local found, x, y, area = camera.blob(1, \"red\")\nif found and x < 40 then "
        "print(\"red ball on the left\") end"},
    ApiFunction{"camera.colour", "camera", kCameraOnly, "string, number, number, number",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "The colour in the middle of the camera's image: its name "
                                  "(\"red\", \"orange\", \"yellow\", \"green\", \"blue\", "
                                  "\"purple\", \"white\", \"grey\" or \"black\") and its red, "
                                  "green and blue values (0..255)."),
                "local name, r, g, b = camera.colour(1)\nprint(name, r, g, b)"},
    ApiFunction{"camera.pixel", "camera", kPixelArgs, "number, number, number (0..255)",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "The red, green and blue values (0..255) of one pixel of the "
                                  "camera's image. Pixel 1, 1 is the top left corner."),
                "local r, g, b = camera.pixel(1, 32, 24)"},
    ApiFunction{"lidar.scan", "lidar", kLidarOnly, "table (cm)",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "One full turn of the lidar: a table of 360 distances in cm, one per degree. "
                    "Entry 1 is straight ahead (0 degrees), entry 91 to the left (90 degrees), "
                    "entry 181 behind, entry 271 to the right. An entry is nil where nothing is "
                    "within range (4 m), so loop with for i = 1, scan.n (the number of "
                    "entries) rather than #scan. The scan is renewed 5 times a second."),
                "local scan = lidar.scan(1)\nfor i = 1, scan.n do\n  if scan[i] and scan[i] < 20 "
                "then print(\"close at\", i - 1, \"degrees\") end\nend"},
    ApiFunction{"lidar.distance", "lidar", kLidarDistanceArgs, "number (cm) or nil",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "The lidar's distance in one direction, in cm (the nearest "
                                  "degree), or nil when nothing is within range."),
                "local left = lidar.distance(1, 90)\nif left and left < 15 then print(\"wall on "
                "the left\") end"},
    ApiFunction{"imu.pitch", "imu", kNone, "number (deg)",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "How far the robot is tilted nose up (positive) or nose down "
                                  "(negative), in degrees, from its IMU (inertial sensor)."),
                "if imu.pitch() > 20 then legs.stand() end  -- too steep"},
    ApiFunction{"imu.roll", "imu", kNone, "number (deg)",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "How far the robot leans to the side, in degrees, from its IMU: "
                                  "right side down is positive."),
                "print(\"roll\", imu.roll())"},
    ApiFunction{"imu.yawRate", "imu", kNone, "number (deg/s)",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "How fast the robot is turning, in degrees per second, from its "
                                  "IMU (left, counter-clockwise, is positive)."),
                "legs.move(0, 0, 20)\nwait(2)\nprint(imu.yawRate())"},
    ApiFunction{"imu.verticalAccel", "imu", kNone, "number (m/s^2)",
                QT_TRANSLATE_NOOP("botlab::scripting",
                                  "The robot's up-and-down acceleration from its IMU, in m/s^2, "
                                  "without gravity: 0 at rest, positive while speeding up "
                                  "upwards. Each step of a walking robot shows as a bump."),
                "if math.abs(imu.verticalAccel()) > 5 then print(\"bump!\") end"},
    ApiFunction{"wait", "", kWaitArgs, "",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "Pauses the program for s seconds of simulated time (exact to the simulation "
                    "tick). Motors keep doing what they were told."),
                "motor.speed(1, 50)\nwait(1.5)\nmotor.stop(1)"},
    ApiFunction{
        "waitUntil", "", kWaitUntilArgs, "boolean",
        QT_TRANSLATE_NOOP(
            "botlab::scripting",
            "Pauses until fn() returns true (checked once per tick). Returns true, or false "
            "when timeout_s passed first."),
        "waitUntil(function() return distance.read(2) < 10 end, 5)"},
    ApiFunction{
        "time", "", kNone, "number (s)",
        QT_TRANSLATE_NOOP("botlab::scripting", "Simulated time since the start, in seconds."),
        "local t0 = time()\nwait(1)\nprint(time() - t0)  -- 1.0"},
    ApiFunction{"print", "", kPrintArgs, "",
                QT_TRANSLATE_NOOP("botlab::scripting", "Writes values to the console."),
                "print(\"line:\", line.read(1))"},
    ApiFunction{"legs.gait", "legs", kGaitArgs, "",
                QT_TRANSLATE_NOOP(
                    "botlab::scripting",
                    "Legged robots: chooses how the legs move. Which gaits exist depends on the "
                    "robot (hexapod: tripod, ripple, wave; quadruped: trot)."),
                "legs.gait(\"tripod\")"},
    ApiFunction{
        "legs.move", "legs", kLegsMoveArgs, "",
        QT_TRANSLATE_NOOP("botlab::scripting",
                          "Legged robots: walk with a speed forward, sideways and a turn rate. "
                          "legs.move(0, 0, 0) walks on the spot."),
        "legs.move(10, 0, 0)  -- 10 cm/s forward\nwait(3)\nlegs.move(0, 0, 20)  -- "
        "turn left"},
    ApiFunction{
        "legs.strideRatio", "legs", kStrideRatioArgs, "",
        QT_TRANSLATE_NOOP("botlab::scripting",
                          "Hexapod: walks on a circle by making the right legs' strides longer "
                          "or shorter than the left legs'. 1 walks straight; above 1 the robot "
                          "circles to the left (counter-clockwise), below 1 to the right."),
        "legs.strideRatio(1.5)\nlegs.move(15, 0, 0)  -- walks a circle to the left"},
    ApiFunction{
        "legs.controlMode", "legs", kControlModeArgs, "",
        QT_TRANSLATE_NOOP("botlab::scripting",
                          "Quadruped: how the legs are driven. \"position\": each joint's servo "
                          "holds the angle the gait asks for. \"force\": the joint torques are "
                          "computed from the robot's dynamics (RNEA) and applied directly."),
        "legs.controlMode(\"force\")\nlegs.gait(\"trot\")\nlegs.move(15, 0, 0)"},
    ApiFunction{"legs.stand", "legs", kNone, "",
                QT_TRANSLATE_NOOP("botlab::scripting", "Legged robots: stop walking and stand."),
                "legs.stand()"},
    ApiFunction{
        "legs.sit", "legs", kNone, "",
        QT_TRANSLATE_NOOP("botlab::scripting", "Legged robots: lower the body to the ground."),
        "legs.sit()"},
};

constexpr std::string_view kGlobals[] = {
    // API tables and globals
    "motor", "servo", "line", "distance", "touch", "compass", "gyro", "flame", "light", "sound",
    "camera", "lidar", "imu", "legs", "wait", "waitUntil", "time", "print",
    // sandboxed Lua
    "assert", "error", "getmetatable", "setmetatable", "ipairs", "pairs", "next", "pcall", "xpcall",
    "rawequal", "rawget", "rawset", "rawlen", "select", "tonumber", "tostring", "type",
    "collectgarbage", "_G", "_VERSION", "table", "string", "math", "utf8", "coroutine",
    // keywords students mistype
    "function"};

}  // namespace

std::string ApiFunction::signature() const {
    std::string s(name);
    s += '(';
    bool first = true;
    int optional_open = 0;
    for (const ApiArg& a : args) {
        if (a.optional) {
            s += first ? "[" : " [";
            ++optional_open;
        }
        if (!first) s += ", ";
        s += a.name;
        first = false;
    }
    s.append(static_cast<std::size_t>(optional_open), ']');
    s += ')';
    return s;
}

std::span<const ApiFunction> studentApi() {
    return kApi;
}

const ApiFunction* findApiFunction(std::string_view name) {
    auto it = std::find_if(kApi.begin(), kApi.end(),
                           [&](const ApiFunction& f) { return f.name == name; });
    return it == kApi.end() ? nullptr : &*it;
}

std::span<const std::string_view> sandboxGlobalNames() {
    return kGlobals;
}

std::string apiMarkdown() {
    std::ostringstream out;
    out << "# The Botlab Lua API\n\n"
           "<!-- Generated by botlab-lua-api-doc from scripting/src/api_table.cpp. Do not edit by "
           "hand: edit the table, run\n     build/scripting/botlab-lua-api-doc > docs/lua-api.md "
           "(the test tst_lua_api_doc checks it). -->\n\n"
           "Programs are written in Lua 5.4. Speeds are in percent, distances in cm, angles in "
           "degrees, accelerations in m/s^2 and time in seconds. A device is addressed by its "
           "controller port number "
           "(motors and servos 1..8, sensors 1..13) or by its name in the robot file, e.g. "
           "`motor.speed(1, 50)` or `motor.speed(\"left\", 50)`.\n\n"
           "How a program runs:\n\n"
           "- The program runs together with the simulation. All readings taken within one "
           "simulation tick (1 ms by default) come from the same moment; motor commands take "
           "effect at the next tick.\n"
           "- `wait(s)` pauses for exactly s seconds of simulated time (rounded to the tick). A "
           "busy loop such as `while line.read(1) > 50 do end` is paused after a few thousand "
           "instructions each tick, so it sees fresh readings and time keeps moving, just like on "
           "a real robot.\n"
           "- When the program ends or stops with an error, every motor stops. Errors name the "
           "line and give a hint, e.g. `Error on line 3: attempt to index a nil value (global "
           "'motr') - did you mean motor?`.\n"
           "- The program runs in a sandbox: only Lua's base functions, `table`, `string`, "
           "`math`, `utf8` and `coroutine` are there (no files, `os`, `require` or `load`), "
           "memory is limited to 64 MiB, and the Stop button always works.\n"
           "- The debugger (breakpoints, stepping, variables, the time slider) pauses the program "
           "before a line and the simulation with it: the robot and its sensors hold still, and "
           "a run with pauses computes exactly what it computes without them. Each tick runs at "
           "most its budget of instructions, with or without the debugger. The program cannot "
           "see the debugger (there is no `debug` library).\n\n"
           "Colours (`camera.blob`, `camera.colour`): every pixel is exactly one of red, "
           "orange, yellow, green, blue, purple, white, grey or black. With V its brightness "
           "(the largest of r, g, b over 255) and S its saturation ((largest - smallest) / "
           "largest): V < 0.2 is black; S < 0.3 is white (V >= 0.65), black (V < 0.3) or grey; "
           "otherwise the hue decides: red 345..15 degrees, orange 15..40, yellow 40..70, green "
           "70..170, blue 170..260, purple 260..345. So a coloured object keeps its name on its "
           "shaded side.\n\n"
           "## Contents\n\n";
    for (const ApiFunction& f : kApi) {
        std::string anchor(f.name);
        anchor.erase(std::remove(anchor.begin(), anchor.end(), '.'), anchor.end());
        out << "- [`" << f.signature() << "`](#" << anchor << ")\n";
    }
    out << "\n";
    for (const ApiFunction& f : kApi) {
        std::string anchor(f.name);
        anchor.erase(std::remove(anchor.begin(), anchor.end(), '.'), anchor.end());
        out << "## " << f.name << "\n\n";
        out << "<a id=\"" << anchor << "\"></a>`" << f.signature() << "`";
        if (!f.returns.empty()) out << " → " << f.returns;
        out << "\n\n" << f.help << "\n\n";
        if (!f.args.empty()) {
            out << "| argument | type | units | meaning |\n|---|---|---|---|\n";
            for (const ApiArg& a : f.args) {
                out << "| `" << a.name << "`" << (a.optional ? " (optional)" : "") << " | "
                    << a.type << " | " << (a.units.empty() ? "-" : a.units) << " | " << a.help
                    << " |\n";
            }
            out << "\n";
        }
        out << "```lua\n" << f.example << "\n```\n\n";
    }
    return out.str();
}

}  // namespace botlab::scripting
