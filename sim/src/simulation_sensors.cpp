// SPDX-License-Identifier: GPL-3.0-or-later
// Sensors: every reading of one step, taken after the physics (see simulation_impl.h).
#include "simulation_impl.h"

namespace botlab::sim {

double Simulation::Impl::yawOf(const Pose& X_WS) {
    const Vec3 f = X_WS.rotation * Vec3::UnitX();
    return std::atan2(-f.z(), f.x());
}

void Simulation::Impl::initGyros(int r) {
    const RobotModel& m = model(r);
    RobotRt& rt = robots[static_cast<std::size_t>(r)];
    for (std::size_t i = 0; i < m.sensors.size(); ++i) {
        if (m.sensors[i].type != SensorType::Gyro) continue;
        const double y = yawOf(linkPose(r, m.sensors[i].link) * m.sensors[i].X_LS);
        rt.sensorState[i] = SensorRt{y, y, 0.0, false};
    }
}

int Simulation::Impl::imuWindowSteps() const {
    return std::max(1, static_cast<int>(std::lround(kImuWindow_s / world.step_s)));
}

void Simulation::Impl::restartImus(int r) {
    const RobotModel& m = model(r);
    RobotRt& rt = robots[static_cast<std::size_t>(r)];
    for (std::size_t i = 0; i < m.sensors.size(); ++i) {
        const Sensor& s = m.sensors[i];
        if (s.type != SensorType::Imu) continue;
        SensorRt& st = rt.sensorState[i];
        st.imuVy.assign(static_cast<std::size_t>(imuWindowSteps() + 1), 0.0);
        st.imuVy[0] = pointVelocity(r, s.link, (linkPose(r, s.link) * s.X_LS).translation).y();
        st.imuCount = 1;
        st.imuHead = 0;
    }
}

std::pair<double, double> Simulation::Impl::pitchRollOf(const Pose& X_WS) {
    const Vec3 f = X_WS.rotation * Vec3::UnitX();
    const Vec3 u = X_WS.rotation * Vec3::UnitY();
    const Vec3 right = X_WS.rotation * Vec3::UnitZ();
    return {std::asin(std::clamp(f.y(), -1.0, 1.0)), std::atan2(-right.y(), u.y())};
}

std::ptrdiff_t Simulation::Impl::floorPixel(double x, double z) const {
    const FloorTexture& f = world.floor;
    if (f.width_px <= 0 || f.height_px <= 0) return -1;
    const double u = (x - f.min_x_m) * texScaleX;
    const double v = (z - f.min_z_m) * texScaleZ;
    if (!(u >= 0 && v >= 0 && u < f.width_px && v < f.height_px)) return -1;
    return static_cast<std::ptrdiff_t>(v) * f.width_px + static_cast<std::ptrdiff_t>(u);
}

double Simulation::Impl::floorReflectance(double x, double z) const {
    const FloorTexture& f = world.floor;
    const std::ptrdiff_t k = floorPixel(x, z);
    const std::uint8_t* px = k < 0 ? f.outside_rgba.data() : &f.rgba[std::size_t(k) * 4];
    // Rec. 709 luminance, alpha-blended over white, scaled to 0..100.
    const double a = px[3] * (1.0 / 255.0);
    const double lum = 0.2126 * px[0] + 0.7152 * px[1] + 0.0722 * px[2];
    return (a * lum + (1.0 - a) * 255.0) * (100.0 / 255.0);
}

void Simulation::Impl::readDistance(int r, std::size_t i, const Pose& X_WL) {
    RobotRt& rt = robots[static_cast<std::size_t>(r)];
    const Sensor& s = model(r).sensors[i];
    const Pose X_WS = X_WL * s.X_LS;
    const Vec3 o = X_WS.translation;
    double best = rayCast(o, X_WS.rotation * Vec3::UnitX(), s.max_range_m, r);
    for (int k = 1; k < s.rays; ++k) {
        const double phi = 2.0 * kPi * (k - 1) / (s.rays - 1);
        const double a = s.cone_half_angle_rad;
        const Vec3 d_S(std::cos(a), std::sin(a) * std::cos(phi), std::sin(a) * std::sin(phi));
        best = std::min(best, rayCast(o, X_WS.rotation * d_S, s.max_range_m, r));
    }
    double v = std::isfinite(best) ? std::max(best, s.min_range_m) : s.max_range_m;
    v = std::clamp(noisy(v, s), s.min_range_m, s.max_range_m);
    rt.readings[i].values = {v, 0.0};
    rt.sensorState[i].distancePending = false;
}

void Simulation::Impl::settleReading(int r, std::size_t i) {
    SensorRt& st = robots[static_cast<std::size_t>(r)].sensorState[i];
    if (!st.distancePending) return;
    if (failure) {  // the step after it broke the world: keep the last reading cast
        st.distancePending = false;
        return;
    }
    readDistance(r, i, linkPose(r, model(r).sensors[i].link));
}

void Simulation::Impl::settleReadings() {
    for (std::size_t r = 0; r < robots.size(); ++r)
        for (std::size_t i = 0; i < robots[r].sensorState.size(); ++i)
            settleReading(static_cast<int>(r), i);
}

void Simulation::Impl::updateSensors() {
    ++sensorPass;
    for (std::size_t r = 0; r < robots.size(); ++r) {
        const RobotModel& m = model(static_cast<int>(r));
        RobotRt& rt = robots[r];
        int cachedLink = -1;
        Pose X_WL;
        auto linkPoseCached = [&](int l) -> const Pose& {
            if (l != cachedLink) {
                X_WL = linkPose(static_cast<int>(r), l);
                cachedLink = l;
            }
            return X_WL;
        };
        for (std::size_t i = 0; i < m.sensors.size(); ++i) {
            const Sensor& s = m.sensors[i];
            SensorReading& out = rt.readings[i];
            SensorRt& st = rt.sensorState[i];
            switch (s.type) {
                case SensorType::Distance:
                    // A noisy sensor draws from rng now, keeping the draws' order; a noiseless
                    // one casts its rays when its reading is first read (readDistance).
                    if (s.noise_stddev > 0.0)
                        readDistance(static_cast<int>(r), i, linkPoseCached(s.link));
                    else
                        st.distancePending = true;
                    break;
                case SensorType::Line: {
                    const Vec3 p = linkPoseCached(s.link) * s.X_LS.translation;
                    double sum = 0.0;
                    if (s.spot_radius_m > 0.0) {
                        for (const Vec3& q : lineSamples)
                            sum += floorReflectance(p.x() + s.spot_radius_m * q.x(),
                                                    p.z() + s.spot_radius_m * q.z());
                        sum /= kLineSamples;
                    } else {
                        sum = floorReflectance(p.x(), p.z());
                    }
                    out.values = {std::clamp(noisy(sum, s), 0.0, 100.0), 0.0};
                    break;
                }
                case SensorType::Touch:
                    out.values = {st.touching ? 1.0 : 0.0, 0.0};
                    break;
                case SensorType::Compass: {
                    const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                    const Vec3 f = X_WS.rotation * Vec3::UnitX();
                    double h = noisy(std::atan2(f.x(), -f.z()), s);
                    h = std::fmod(h, 2 * kPi);
                    if (h < 0) h += 2 * kPi;
                    if (h >= 2 * kPi) h = 0.0;
                    out.values = {h, 0.0};
                    break;
                }
                case SensorType::Gyro: {
                    const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                    const double y = yawOf(X_WS);
                    st.yawUnwrapped += wrapPi(y - st.yawPrev);
                    st.yawPrev = y;
                    const dReal* w =
                        dBodyGetAngularVel(rt.bodies[static_cast<std::size_t>(s.link)]);
                    out.values = {noisy(st.yawUnwrapped, s), noisy(w[1], s)};
                    break;
                }
                case SensorType::Flame: {
                    const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                    out.values = {
                        std::clamp(noisy(flameAt(X_WS, s, static_cast<int>(r)), s), 0.0, 100.0),
                        0.0};
                    break;
                }
                case SensorType::Light: {
                    const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                    out.values = {
                        std::clamp(noisy(lightAt(X_WS, s, static_cast<int>(r)), s), 0.0, 100.0),
                        0.0};
                    break;
                }
                case SensorType::Sound: {
                    const Vec3 p = linkPoseCached(s.link) * s.X_LS.translation;
                    out.values = {std::clamp(noisy(soundAt(p), s), 0.0, 100.0), 0.0};
                    break;
                }
                case SensorType::Camera:
                case SensorType::Lidar: {
                    if (steps < st.nextFrameStep) break;  // the latest image or scan stays
                    const auto period = std::max<std::int64_t>(
                        1, std::llround(sensorUpdatePeriod_s(s) / world.step_s));
                    st.nextFrameStep = (steps / period + 1) * period;
                    const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                    if (s.type == SensorType::Lidar) {
                        scanLidar(static_cast<int>(r), static_cast<int>(i), X_WS);
                    } else {
                        renderCamera(static_cast<int>(r), static_cast<int>(i), X_WS);
                        const auto& rgb = rt.images[i].rgb;
                        const int w = s.camera_width_px, h = s.camera_height_px;
                        double sum[3] = {0, 0, 0};
                        int cnt = 0;
                        for (int y = (h - 1) / 2; y <= h / 2; ++y)
                            for (int x = (w - 1) / 2; x <= w / 2; ++x, ++cnt)
                                for (int q = 0; q < 3; ++q)
                                    sum[q] += rgb[(static_cast<std::size_t>(y) * w + x) * 3 + q];
                        out.values = {sum[0] / cnt, sum[1] / cnt, sum[2] / cnt, 0.0};
                    }
                    break;
                }
                case SensorType::Imu: {
                    // Vertical acceleration: the mean over the last imuWindowSteps() steps
                    // (fewer just after the start), i.e. the sensor point's world vertical
                    // velocity change over that time divided by it. Gravity is not added
                    // back: 0 at rest, -9.81 m/s^2 in free fall.
                    const Pose X_WS = linkPoseCached(s.link) * s.X_LS;
                    const double vy =
                        pointVelocity(static_cast<int>(r), s.link, X_WS.translation).y();
                    if (st.imuVy.empty())  // the first reading, when the world is built
                        st.imuVy.assign(static_cast<std::size_t>(imuWindowSteps() + 1), 0.0);
                    const int n = static_cast<int>(st.imuVy.size());
                    double oldest = st.imuVy[0];
                    int span = st.imuCount;
                    if (st.imuCount < n) {
                        st.imuVy[static_cast<std::size_t>(st.imuCount++)] = vy;
                    } else {
                        // The new velocity replaces the oldest; the next one is N steps old.
                        st.imuVy[static_cast<std::size_t>(st.imuHead)] = vy;
                        st.imuHead = (st.imuHead + 1) % n;
                        oldest = st.imuVy[static_cast<std::size_t>(st.imuHead)];
                        span = n - 1;
                    }
                    const double ay = span > 0 ? (vy - oldest) / (span * world.step_s) : 0.0;
                    const auto [pitch, roll] = pitchRollOf(X_WS);
                    const dReal* w =
                        dBodyGetAngularVel(rt.bodies[static_cast<std::size_t>(s.link)]);
                    const double p = noisy(pitch, s);
                    const double rl = noisy(roll, s);
                    const double yr = noisy(w[1], s);
                    out.values = {p, rl, yr, noisy(ay, s)};
                    break;
                }
            }
        }
    }
}

double Simulation::Impl::flameAt(const Pose& X_WS, const Sensor& s, int r) {
    return visibleFlames(X_WS.translation, X_WS.rotation * Vec3::UnitX(),
                         std::cos(s.fov_half_angle_rad) - 1e-12, false, r);
}

double Simulation::Impl::visibleFlames(const Vec3& o, const Vec3& fwd, double min_cos,
                                       bool flat_face, int r) {
    double total = 0.0;
    for (std::size_t i = 0; i < world.flames.size(); ++i) {
        if (!flameLit[i]) continue;
        const FlameSource& fl = world.flames[i];
        const Vec3 d = fl.p_W - o;
        const double dist = d.norm();
        if (dist < 1e-6) {
            total += 100.0 * fl.intensity;
            continue;
        }
        const Vec3 u = d / dist;
        const double c = u.dot(fwd);
        if (flat_face ? c <= 0.0 : c < min_cos) continue;
        if (dist > 0.03 && std::isfinite(rayCast(o, u, dist - 0.02, r))) continue;
        if (flat_face) {
            total += 100.0 * fl.intensity * (0.1 * 0.1) / (dist * dist) * c;
        } else {
            const double falloff = (0.1 * 0.1) / (dist * dist);
            total += 100.0 * fl.intensity * falloff * (0.5 + 0.5 * c);
        }
    }
    return total;
}

double Simulation::Impl::lightAt(const Pose& X_WS, const Sensor& s, int r) {
    const Vec3 o = X_WS.translation;
    const Vec3 fwd = X_WS.rotation * Vec3::UnitX();
    // The floor spot: where the axis meets the floor, at most kLightSpotReach_m ahead of the
    // point under the sensor (that far along the axis when it looks at or above the horizon).
    Eigen::Vector2d ahead(fwd.x(), fwd.z());
    const double horizontal = ahead.norm();
    if (horizontal > 1e-9) {
        double reach = kLightSpotReach_m;
        if (fwd.y() < -1e-9) reach = std::min(reach, std::max(o.y(), 0.0) * horizontal / -fwd.y());
        ahead *= reach / horizontal;
    } else {
        ahead.setZero();
    }
    const double cx = o.x() + ahead.x(), cz = o.z() + ahead.y();
    double rho = 0.0;
    if (s.spot_radius_m > 0.0) {
        for (const Vec3& q : lineSamples)
            rho += floorReflectance(cx + s.spot_radius_m * q.x(), cz + s.spot_radius_m * q.z());
        rho /= kLineSamples;
    } else {
        rho = floorReflectance(cx, cz);
    }
    rho /= 100.0;
    // Lambertian view factors of sky and floor for a surface whose normal has world-up part f_y.
    const double fy = std::clamp(fwd.y(), -1.0, 1.0);
    double total = world.ambient_light_percent * (0.5 * (1.0 + fy) + rho * 0.5 * (1.0 - fy));
    total += visibleFlames(o, fwd, 0.0, true, r);
    return total;
}

Vec3 Simulation::Impl::soundPosition(std::size_t i) const {
    const SoundSource& so = world.sounds[i];
    if (so.body < 0) return so.p_W;
    const dBodyID b = worldBodies[static_cast<std::size_t>(so.body)];
    return b ? bodyPose(b) * sound_p_B[i] : so.p_W;
}

double Simulation::Impl::soundAt(const Vec3& p_W) const {
    constexpr double kNearest_m = 0.01;  // closer than 1 cm counts as 1 cm
    double sum2 = 0.0;
    for (std::size_t i = 0; i < world.sounds.size(); ++i) {
        const SoundSource& so = world.sounds[i];
        if (!so.on) continue;
        const double dist = std::max((soundPosition(i) - p_W).norm(), kNearest_m);
        const double p = so.level_percent * kSoundReference_m / dist;
        sum2 += p * p;
    }
    return std::sqrt(sum2);
}

}  // namespace botlab::sim
