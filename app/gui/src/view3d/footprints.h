// SPDX-License-Identifier: GPL-3.0-or-later
// Footprints on soft ground (issue 28): where a legged robot's foot (or wheel) pressed into soft
// soil, the view leaves a dark flattened ellipse on the ground, as wide as the foot's contact
// at its deepest sinkage and darker the deeper it sank, that fades out over kLifetime_s of
// simulated time. Only on soft soils (gravel, sand, hard, loose soil and peat: not on concrete,
// wood or rigid ground), at most kCapacity of them (the oldest go first).
//
// FootprintTrail is the bookkeeping (no Qt 3D: testable alone); SceneView draws its mesh.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/runner/snapshot.h"
#include "botlab/sim/robot_model.h"
#include "view3d/mesh_builder.h"

namespace botlab::gui {

class FootprintTrail {
public:
    static constexpr int kCapacity = 256;        ///< Prints kept; a new one replaces the oldest.
    static constexpr double kLifetime_s = 20.0;  ///< Simulated seconds until a print is gone.

    struct Print {
        sim::Vec3 centre_W = sim::Vec3::Zero();  ///< On the ground surface (m).
        double radius_along_m = 0.0;  ///< Along the heading of the print (a wheel's rolling).
        double radius_across_m = 0.0;
        double yaw_rad = 0.0;  ///< Heading of radius_along about +Y (0 = +X).
        double depth_m = 0.0;  ///< Deepest sinkage while it was made.
        double time_s = 0.0;   ///< Simulated time it was last pressed.
        int foot = 0;          ///< Index of the foot in Snapshot::feet.
        std::uint64_t serial = 0;
    };

    /// Whether a ground leaves prints: the seed 000 soils gravel, sand, hard_soil, loose_soil
    /// and peat; not concrete, wood, "" (rigid) or an unknown name.
    static bool leavesPrints(std::string_view soil);

    /// The robot whose feet make the prints (their spheres and wheels' cylinders); clears.
    void setRobot(const sim::RobotModel& robot);
    /// The ground under the feet (see leavesPrints); a change clears the prints.
    void setSoil(std::string soil);
    const std::string& soil() const { return soil_; }

    /// Takes one snapshot's feet (runner::Snapshot::feet, link poses, sim time). A foot in
    /// contact deepens its current print while it stays on it and starts a new one when it has
    /// moved by more than half the print's length (a rolling wheel leaves a row of them).
    /// Returns true when the prints changed (added, deepened, expired or cleared).
    bool update(const std::vector<runner::FootContactView>& feet,
                const std::vector<sim::Pose>& link_poses, double time_s);
    void clear();

    /// The live prints, oldest first.
    std::vector<Print> prints() const;
    int count() const { return int(ring_.size()); }
    /// How opaque a print is at `time_s` (0..1): by its depth (a 2 cm print is the darkest),
    /// fading linearly to 0 over kLifetime_s.
    static double opacity(const Print& p, double time_s);
    /// The prints as triangles in the world frame (ellipses 3 mm above the ground), vertex alpha
    /// = opacity; for a translucent vertex-colour material.
    ColoredMesh mesh(double time_s) const;

private:
    struct FootShape {
        bool wheel = false;
        double radius_m = 0.0;
        double width_m = 0.0;                   ///< Wheel only.
        sim::Vec3 axis_L = sim::Vec3::UnitZ();  ///< Wheel only.
    };
    struct FootState {
        std::uint64_t open = 0;  ///< Serial of the print the foot presses now; 0 = none.
    };

    std::string soil_;
    std::vector<FootShape> shapes_;  ///< Per link (radius 0: not a foot).
    std::vector<FootState> state_;   ///< Per foot.
    std::vector<Print> ring_;        ///< Ring of at most kCapacity prints.
    std::size_t next_ = 0;           ///< Where the next print goes once the ring is full.
    std::uint64_t serial_ = 0;
    double last_time_s_ = -1.0;
};

}  // namespace botlab::gui
