// SPDX-License-Identifier: GPL-3.0-or-later
// The state hash: FNV-1a over every piece of dynamic state (see Simulation::stateHash).
#include "simulation_impl.h"

namespace botlab::sim {

namespace {

struct Fnv {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void bytes(const void* p, std::size_t n) {
        const auto* b = static_cast<const unsigned char*>(p);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= b[i];
            h *= 0x100000001b3ULL;
        }
    }
    template <typename T>
    void add(const T& v) {
        bytes(&v, sizeof v);
    }
};

}  // namespace

std::uint64_t Simulation::Impl::hash() const {
    Fnv f;
    f.add(steps);
    auto body = [&f](dBodyID b) {
        f.bytes(dBodyGetPosition(b), 3 * sizeof(dReal));
        f.bytes(dBodyGetQuaternion(b), 4 * sizeof(dReal));
        f.bytes(dBodyGetLinearVel(b), 3 * sizeof(dReal));
        f.bytes(dBodyGetAngularVel(b), 3 * sizeof(dReal));
        f.add(dBodyIsEnabled(b));
    };
    for (dBodyID b : worldBodies)
        if (b) body(b);
    for (const RobotRt& rt : robots) {
        for (dBodyID b : rt.bodies) body(b);
        for (dBodyID b : rt.extraBodies) body(b);  // belts' clutch rings, tracks' road wheels
        for (const HingeRt& h : rt.hinges) {
            f.add(h.angle);
            f.add(h.prevRaw);
            f.add(h.effort);
            f.add(h.effortTorque);
        }
        for (double v : rt.motorCmd) f.add(v);
        for (double v : rt.servoTarget) f.add(v);
        for (double v : rt.fanCmd) f.add(v);
        for (const SensorRt& s : rt.sensorState) {
            f.add(s.yawPrev);
            f.add(s.yawUnwrapped);
            f.add(s.touching);
            for (double v : s.imuVy) f.add(v);  // IMUs only (empty for other sensors)
            if (!s.imuVy.empty()) {
                f.add(s.imuCount);
                f.add(s.imuHead);
            }
        }
        for (const SensorReading& s : rt.readings) f.add(s.values);
        for (int b : rt.touched) f.add(b);
    }
    for (char c : flameLit) f.add(c);
    for (double t : flameTimer) f.add(t);
    f.add(rng.s);
    f.add(odeRandSeed);
    f.add(failure.has_value());
    return f.h;
}

}  // namespace botlab::sim
