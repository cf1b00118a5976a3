// SPDX-License-Identifier: GPL-3.0-or-later
// RobotDocument: what the student edits in Build mode — a list of placed parts, their controller
// ports, and the custom parts they use. Plain value type; edit it through RobotEditor (undoable)
// or directly (tests, tools). Saved as a versioned JSON file (docs/formats/robot.md).
#pragma once

#include <QString>
#include <cstdint>
#include <vector>

#include "botlab/sim/types.h"

namespace botlab::assembler {

/// One placed part.
struct PartInstance {
    QString part_id;  ///< Id in the parts library ("beam_5").
    /// Pose of the part frame P in the robot's model frame M (metres). M: forward +X, up +Y,
    /// right +Z, origin on the floor under the robot.
    sim::Pose X_MP;
    /// Controller port for devices: motor port 1..8 for motors, servos and fans; sensor port
    /// 1..13 for sensors; 0 = not wired. Ignored for passive parts.
    int port = 0;
    /// Motors: positive commands turn the shaft the other way (for mirrored motors).
    bool reversed = false;
    /// Optional name shown to the user and used for links and devices ("left motor").
    QString label;

    bool operator==(const PartInstance& o) const;
};

/// A custom part imported from a mesh file, re-imported when the robot is loaded.
struct CustomPartRef {
    QString id;
    QString mesh_path;  ///< As written in the file (relative paths are relative to the robot file).
    double density_kg_m3 = 1000.0;
    double scale = 1.0;
    bool operator==(const CustomPartRef& o) const = default;
};

/// A chain or belt the user laid between two sprockets or two pulleys (Build mode's "Connect
/// with chain" / "Connect with belt"), by document index; needed only where more than two turn in
/// one plane (two alone get one automatically; see findDriveGroups). The mutators keep the
/// indices in step with the parts (removing a part drops its links).
struct DriveLink {
    int part_a = -1;
    int part_b = -1;
    bool operator==(const DriveLink& o) const = default;
};

class RobotDocument {
public:
    QString name;
    std::vector<PartInstance> parts;
    std::vector<CustomPartRef> custom_parts;
    std::vector<DriveLink> drives;  ///< Chains and belts laid by hand ("drives" in the file).

    /// Equal content (name, parts, custom parts, drives); the revision is not compared.
    bool operator==(const RobotDocument& o) const {
        return name == o.name && parts == o.parts && custom_parts == o.custom_parts &&
               drives == o.drives;
    }

    /// Incremented by every edit made through the mutators below (caches key on it).
    std::uint64_t revision() const { return revision_; }

    // Mutators (no checks beyond asserting indices; RobotEditor validates and makes them undoable).
    void insertPart(int index, const PartInstance& part);
    void removePart(int index);
    void setPart(int index, const PartInstance& part);
    void setName(const QString& new_name);
    void setDrives(std::vector<DriveLink> links);
    /// Marks the document changed after direct edits of the public fields.
    void touch() { ++revision_; }

private:
    std::uint64_t revision_ = 0;
};

}  // namespace botlab::assembler
