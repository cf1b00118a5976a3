// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-eyes: the cost of the camera and the lidar (issue 26). The built-in line_follower
// robot runs examples/line_follower.lua on line_basic headless through the runner (as botlab-run
// does) for 30 simulated seconds, with a colour camera (64 x 48, 60 degrees, 10 Hz, on the
// chassis's front looking 30 degrees down), a lidar (360 rays, 5 Hz, on top) or both added to its
// chassis. Prints JSON, simulated seconds per wall second, the best of three runs (the machine is
// shared):
//   line_follow_rtf    without them (the reference)
//   camera_rtf         with the camera          goal >= 50
//   lidar_rtf          with the lidar           goal >= 50
//   camera_lidar_rtf   with both                goal >= 30
//   camera_image_us    wall time of one camera image: the time a camera taking one image per
//                      step adds to 2 simulated seconds of the bare simulation (robot driving
//                      straight, no runner), over the number of images;
//   lidar_scan_us      likewise for one lidar scan
// Usage: botlab-bench-eyes [SIM_SECONDS] [--image FILE.png]
//   --image: also saves the camera's picture after 1 simulated second of the line-follow run
//   (scaled 4x), to look at.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <numbers>
#include <sstream>
#include <string>

#include <QImage>

#include "botlab/runner/models.h"
#include "botlab/runner/simulation_runner.h"

using namespace botlab;

namespace {

enum Eyes { kNone = 0, kCamera = 1, kLidar = 2 };

std::shared_ptr<const runner::LoadedModels> withEyes(const runner::LoadedModels& base, int eyes,
                                                     double period_s = 0.0) {
    auto m = std::make_shared<runner::LoadedModels>(base);
    if (eyes & kCamera) {
        sim::Sensor cam = sim::defaultSensor(sim::SensorType::Camera);
        cam.name = "camera";
        cam.port = 12;
        cam.link = 0;
        cam.X_LS = {sim::Vec3(0.06, 0.06, 0.0),
                    sim::Quat(Eigen::AngleAxisd(-std::numbers::pi / 6, sim::Vec3::UnitZ()))};
        cam.update_period_s = period_s;
        m->robot.sensors.push_back(cam);
    }
    if (eyes & kLidar) {
        sim::Sensor lidar = sim::defaultSensor(sim::SensorType::Lidar);
        lidar.name = "lidar";
        lidar.port = 13;
        lidar.link = 0;
        lidar.X_LS = sim::Pose::fromTranslation(sim::Vec3(0.0, 0.08, 0.0));
        lidar.update_period_s = period_s;
        m->robot.sensors.push_back(lidar);
    }
    return m;
}

double bestRtf(const runner::LoadedModels& base, int eyes, const std::string& program, double sim_s,
               double period_s = 0.0) {
    double best = 0.0;
    for (int i = 0; i < 3; ++i) {
        runner::RunOptions o;
        o.program_source = program;
        auto r = runner::SimulationRunner::create(withEyes(base, eyes, period_s), o);
        if (!r.ok()) {
            std::fprintf(stderr, "botlab-bench-eyes: %s\n", r.message().c_str());
            std::exit(1);
        }
        if (!r.value()->run(sim_s).ok()) {
            std::fprintf(stderr, "botlab-bench-eyes: the run failed\n");
            std::exit(1);
        }
        best = std::max(best, r.value()->report().real_time_factor);
    }
    return best;
}

/// The bare simulation (no runner, no program) with the eyes taking one image or scan every
/// `period_s`, driving straight: simulated seconds per wall second, best of three.
double bareRtf(const runner::LoadedModels& base, int eyes, double sim_s, double period_s) {
    double best = 0.0;
    for (int i = 0; i < 3; ++i) {
        auto m = withEyes(base, eyes, period_s);
        auto s = sim::Simulation::create(m->scene.world, {sim::RobotSpawn{m->robot, m->X_WM}}, 0);
        if (!s.ok()) std::exit(1);
        for (int k = 0; k < static_cast<int>(m->robot.motors.size()); ++k)
            s.value()->setMotorCommand(0, k, 30);
        const auto t0 = std::chrono::steady_clock::now();
        if (!s.value()->run(sim_s).ok()) std::exit(1);
        const double wall =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        best = std::max(best, sim_s / wall);
    }
    return best;
}

}  // namespace

/// The camera's image after 1 s of the line-follow run, 4x as large, as a PNG.
bool saveImage(const runner::LoadedModels& base, const std::string& program, const char* path) {
    runner::RunOptions o;
    o.program_source = program;
    auto r = runner::SimulationRunner::create(withEyes(base, kCamera), o);
    if (!r.ok() || !r.value()->run(1.0).ok()) return false;
    const runner::Snapshot s = r.value()->snapshot();
    if (s.cameras.empty()) return false;
    const sim::CameraImage& im = *s.cameras[0].image;
    QImage q(im.width_px, im.height_px, QImage::Format_RGB888);
    for (int y = 0; y < im.height_px; ++y)
        std::memcpy(q.scanLine(y), &im.rgb[static_cast<std::size_t>(y * im.width_px * 3)],
                    static_cast<std::size_t>(im.width_px * 3));
    return q.scaled(im.width_px * 4, im.height_px * 4).save(QString::fromUtf8(path));
}

int main(int argc, char** argv) {
    double sim_s = 30.0;
    const char* image_path = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--image") == 0 && i + 1 < argc)
            image_path = argv[++i];
        else
            sim_s = std::atof(argv[i]);
    }
    std::ifstream f(std::string(BOTLAB_SOURCE_DIR) + "/examples/line_follower.lua");
    std::stringstream ss;
    ss << f.rdbuf();
    auto base = runner::loadModels(QStringLiteral("line_follower"), QStringLiteral("line_basic"));
    if (!base.ok()) {
        std::fprintf(stderr, "botlab-bench-eyes: %s\n", base.message().c_str());
        return 1;
    }
    const runner::LoadedModels& b = *base.value();
    if (image_path && !saveImage(b, ss.str(), image_path)) {
        std::fprintf(stderr, "botlab-bench-eyes: could not save %s\n", image_path);
        return 1;
    }
    const double none = bestRtf(b, kNone, ss.str(), sim_s);
    const double cam = bestRtf(b, kCamera, ss.str(), sim_s);
    const double lidar = bestRtf(b, kLidar, ss.str(), sim_s);
    const double both = bestRtf(b, kCamera | kLidar, ss.str(), sim_s);
    // One image or scan per step (1 kHz) for 2 s: the wall time each adds per simulated second
    // over the images or scans per simulated second.
    const double step_s = b.scene.world.step_s;
    const double none2 = bareRtf(b, kNone, 2.0, step_s);
    const double camFast = bareRtf(b, kCamera, 2.0, step_s);
    const double lidarFast = bareRtf(b, kLidar, 2.0, step_s);
    const double camUs = (1.0 / camFast - 1.0 / none2) * step_s * 1e6;
    const double lidarUs = (1.0 / lidarFast - 1.0 / none2) * step_s * 1e6;
    std::printf(
        "{\n  \"sim_seconds\": %.1f,\n  \"line_follow_rtf\": %.1f,\n  \"camera_rtf\": %.1f,\n"
        "  \"lidar_rtf\": %.1f,\n  \"camera_lidar_rtf\": %.1f,\n  \"camera_image_us\": %.0f,\n"
        "  \"lidar_scan_us\": %.0f\n}\n",
        sim_s, none, cam, lidar, both, camUs, lidarUs);
    return 0;
}
