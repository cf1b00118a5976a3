#include "world_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <cmath>

#ifdef BOTLAB_GUI_HAVE_ASSEMBLER
#include "botlab/assembler/robot_loading.h"
#endif
#ifdef BOTLAB_GUI_HAVE_SCENES
#include "botlab/scenes/scene_loading.h"
#endif

namespace botlab::gui {

namespace {
constexpr double kPi = 3.14159265358979323846;

// Distance from (x, z) to an oval (stadium) centreline: straights along x at z = +-r, half
// circles of radius r centred at x = +-half_straight.
double ovalDistance(double x, double z, double half_straight, double r) {
    if (std::abs(x) <= half_straight) return std::abs(std::abs(z) - r);
    const double cx = x > 0 ? half_straight : -half_straight;
    return std::abs(std::hypot(x - cx, z) - r);
}
}  // namespace

sim::WorldModel fallbackLineWorld() {
    sim::WorldModel w;
    sim::FloorTexture& f = w.floor;
    f.width_px = 512;
    f.height_px = 384;
    f.min_x_m = -1.2;
    f.min_z_m = -0.9;
    f.size_x_m = 2.4;
    f.size_z_m = 1.8;
    f.rgba.resize(std::size_t(f.width_px) * f.height_px * 4);
    for (int j = 0; j < f.height_px; ++j) {
        for (int i = 0; i < f.width_px; ++i) {
            const double x = f.min_x_m + (i + 0.5) * f.size_x_m / f.width_px;
            const double z = f.min_z_m + (j + 0.5) * f.size_z_m / f.height_px;
            const bool line = ovalDistance(x, z, 0.5, 0.5) < 0.0125;
            const bool border = std::abs(x) > 1.17 || std::abs(z) > 0.87;
            std::uint8_t* p = &f.rgba[(std::size_t(j) * f.width_px + i) * 4];
            const std::uint8_t v = line ? 20 : (border ? 200 : 245);
            p[0] = v;
            p[1] = v;
            p[2] = line ? 20 : 240;
            p[3] = 255;
        }
    }
    auto wall = [&](const char* name, double x, double z, double sx, double sz) {
        sim::WorldBody b;
        b.name = name;
        b.shape.type = sim::ShapeType::Box;
        b.shape.size_m = sim::Vec3(sx, 0.1, sz);
        b.X_WB = sim::Pose::fromTranslation(sim::Vec3(x, 0.05, z));
        b.rgba = {0.55f, 0.42f, 0.3f, 1.0f};
        b.is_wall = true;
        w.bodies.push_back(b);
    };
    wall("wall_north", 0, -0.92, 2.48, 0.04);
    wall("wall_south", 0, 0.92, 2.48, 0.04);
    wall("wall_west", -1.22, 0, 0.04, 1.8);
    wall("wall_east", 1.22, 0, 0.04, 1.8);
    return w;
}

sim::RobotModel fallbackLineRobot() {
    sim::RobotModel m;
    m.name = "line_follower";
    sim::Link chassis;
    chassis.name = "chassis";
    chassis.X_ML = sim::Pose::fromTranslation(sim::Vec3(0, 0.045, 0));
    sim::Shape body;
    body.type = sim::ShapeType::Box;
    body.size_m = sim::Vec3(0.16, 0.03, 0.11);
    body.mass_kg = 0.4;
    chassis.shapes.push_back(body);
    sim::Shape caster;
    caster.type = sim::ShapeType::Sphere;
    caster.radius_m = 0.0125;
    caster.mass_kg = 0.02;
    caster.X_LS = sim::Pose::fromTranslation(sim::Vec3(-0.06, -0.0325, 0));
    caster.material.friction = 0.05;
    chassis.shapes.push_back(caster);
    sim::Visual vb;
    vb.part_id = "controller";
    vb.part_index = 0;
    vb.primitive = body;
    vb.rgba = {0.95f, 0.75f, 0.1f, 1.0f};
    chassis.visuals.push_back(vb);
    sim::Visual vc;
    vc.part_id = "caster_ball";
    vc.part_index = 1;
    vc.primitive = caster;
    vc.rgba = {0.6f, 0.6f, 0.65f, 1.0f};
    chassis.visuals.push_back(vc);
    m.links.push_back(chassis);
    for (int side = 0; side < 2; ++side) {
        const double z = side == 0 ? -0.07 : 0.07;
        sim::Link wheel;
        wheel.name = side == 0 ? "wheel_left" : "wheel_right";
        wheel.X_ML = sim::Pose::fromTranslation(sim::Vec3(0.03, 0.03, z));
        sim::Shape s;
        s.type = sim::ShapeType::Cylinder;
        s.radius_m = 0.03;
        s.length_m = 0.015;
        s.mass_kg = 0.05;
        s.material.friction = 1.0;
        wheel.shapes.push_back(s);
        sim::Visual v;
        v.part_id = "wheel_60";
        v.part_index = 2 + side;
        v.primitive = s;
        v.rgba = {0.15f, 0.15f, 0.17f, 1.0f};
        wheel.visuals.push_back(v);
        m.links.push_back(wheel);
        sim::Hinge h;
        h.name = side == 0 ? "axle_left" : "axle_right";
        h.parent = 0;
        h.child = 1 + side;
        h.anchor_M = wheel.X_ML.translation;
        h.axis_M = sim::Vec3::UnitZ();
        m.hinges.push_back(h);
        sim::DcMotor mot;
        mot.name = side == 0 ? "motor_left" : "motor_right";
        mot.port = 1 + side;
        mot.hinge = side;
        // Forward (+X) motion turns a +Z axle negatively: reverse so positive % drives forward.
        mot.reversed = true;
        m.motors.push_back(mot);
    }
    for (int k = 0; k < 3; ++k) {
        sim::Sensor s;
        s.type = sim::SensorType::Line;
        s.name = k == 0 ? "line_left" : (k == 1 ? "line_centre" : "line_right");
        s.port = 1 + k;
        s.link = 0;
        s.X_LS = sim::Pose{sim::Vec3(0.08, -0.015, -0.02 + 0.02 * k),
                           sim::Quat(Eigen::AngleAxisd(-kPi / 2, sim::Vec3::UnitZ()))};
        m.sensors.push_back(s);
    }
    sim::Sensor d;
    d.type = sim::SensorType::Distance;
    d.name = "distance_front";
    d.port = 4;
    d.X_LS = sim::Pose::fromTranslation(sim::Vec3(0.08, 0.0, 0));
    m.sensors.push_back(d);
    return m;
}

QStringList builtinRobots() {
#ifdef BOTLAB_GUI_HAVE_ASSEMBLER
    return assembler::builtinRobotNames();
#else
    return {QStringLiteral("line_follower")};
#endif
}

QStringList builtinScenes() {
#ifdef BOTLAB_GUI_HAVE_SCENES
    return scenes::builtinSceneNames();
#else
    return {QStringLiteral("line_challenge")};
#endif
}

Result<LoadedModels> loadModels(const QString& robot, const QString& scene) {
    LoadedModels out;
    out.robot_name = robot;
    out.scene_name = scene;
#ifdef BOTLAB_GUI_HAVE_SCENES
    {
        auto s = scenes::loadScene(scene);
        if (s.ok()) {
            out.world = s->world;
            out.X_WM = s->robot_starts.empty() ? sim::Pose() : s->robot_starts.front();
            out.time_limit_s = s->time_limit_s;
        } else if (scene == QLatin1String("line_challenge") &&
                   !scenes::builtinSceneNames().contains(scene)) {
            // The scenes module does not have it yet: use the stand-in track.
            out.world = fallbackLineWorld();
            out.X_WM = sim::Pose::fromTranslation(sim::Vec3(0.0, 0.0, 0.5));
            out.fallback_scene = true;
            out.warnings << QString::fromStdString(s.message());
        } else {
            return Error{s.message()};
        }
    }
#else
    if (scene != QLatin1String("line_challenge") && scene != QLatin1String("fallback"))
        return Error{QCoreApplication::translate("botlab::gui", "Unknown scene '%1'")
                         .arg(scene)
                         .toStdString()};
    out.world = fallbackLineWorld();
    out.X_WM = sim::Pose::fromTranslation(sim::Vec3(0.0, 0.0, 0.5));
#endif
#ifdef BOTLAB_GUI_HAVE_ASSEMBLER
    {
        auto r = assembler::loadAndCompileRobot(robot);
        if (r.ok()) {
            out.robot = r->model;
            for (const auto& w : r->warnings) out.warnings << QString::fromStdString(w);
        } else if (robot == QLatin1String("line_follower") &&
                   !assembler::builtinRobotNames().contains(robot)) {
            // The assembler does not have it yet: use the stand-in robot.
            out.robot = fallbackLineRobot();
            out.fallback_robot = true;
            out.warnings << QString::fromStdString(r.message());
        } else {
            return Error{r.message()};
        }
    }
#else
    if (robot != QLatin1String("line_follower") && robot != QLatin1String("fallback"))
        return Error{QCoreApplication::translate("botlab::gui", "Unknown robot '%1'")
                         .arg(robot)
                         .toStdString()};
    out.robot = fallbackLineRobot();
#endif
    return out;
}

QString examplesDir() {
    QStringList candidates;
    const QString env = qEnvironmentVariable("BOTLAB_SOURCE_DIR");
    if (!env.isEmpty()) candidates << env + QStringLiteral("/examples");
    candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../../../examples")
               << QCoreApplication::applicationDirPath() +
                      QStringLiteral("/../share/botlab/examples")
               << QStringLiteral(BOTLAB_SOURCE_DIR "/examples");
    for (const QString& c : candidates)
        if (QFileInfo(c).isDir()) return QDir(c).absolutePath();
    return {};
}

}  // namespace botlab::gui
