// SPDX-License-Identifier: GPL-3.0-or-later
// Connections between placed parts, derived from where their connectors are (seed 003): a screw
// or pin fixes the holes it passes through, a mount fixes to the hole under it, a wheel or gear
// hub is fixed to the axle through it, an axle turns in a hole (a hinge), a motor shaft drives
// the axle in it, and two gears whose pitch circles touch on parallel axles mesh.
#pragma once

#include <optional>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

enum class ConnectionKind {
    Rigid,     ///< The two parts move as one (screw/pin-hole, mount-hole, axle-wheel/gear hub).
    Hinge,     ///< An axle turning in a hole.
    Drive,     ///< An axle in a motor's or servo's shaft (part_a is the motor side).
    GearMesh,  ///< Two meshing gears.
};

struct Connection {
    ConnectionKind kind = ConnectionKind::Rigid;
    int part_a = -1;       ///< Index into RobotDocument::parts.
    int connector_a = -1;  ///< Index into that part's connectors.
    int part_b = -1;
    int connector_b = -1;
};

/// How two connector types join, or nullopt if they do not (e.g. hole-hole: they need a screw).
std::optional<ConnectionKind> connectionKind(parts_library::ConnectorType a,
                                             parts_library::ConnectorType b);

/// A connector placed in the model frame.
struct WorldConnector {
    parts_library::ConnectorType type = parts_library::ConnectorType::Hole;
    sim::Vec3 p_M = sim::Vec3::Zero();      ///< Centre.
    sim::Vec3 axis_M = sim::Vec3::UnitZ();  ///< Unit axis.
    double length_m = 0.0;
    double rotation_step_deg = 90.0;
    int index = -1;  ///< In the part definition.
};

/// Tolerances for deciding that two connectors coincide.
struct ConnectionTolerance {
    double position_m = 5e-4;  ///< Axis lines closer than this (and segments within this).
    double angle_rad = 0.02;   ///< Axes parallel within this.
    double gear_gap_m = 5e-4;  ///< |centre distance - sum of pitch radii| below this.
};

/// The part's connectors placed at X_MP.
std::vector<WorldConnector> worldConnectors(const parts_library::PartDefinition& def,
                                            const sim::Pose& X_MP);

/// True when two placed connectors of joinable types coincide: parallel axes on one line and
/// overlapping segments (a point connector must lie within or at the end of the other's segment).
bool connectorsMeet(const WorldConnector& a, const WorldConnector& b,
                    const ConnectionTolerance& tol = {});

/// Connections between part `a` at X_MA and part `b` at X_MB (with the given document indices).
void connectionsBetween(const parts_library::PartDefinition& da, const sim::Pose& X_MA, int index_a,
                        const parts_library::PartDefinition& db, const sim::Pose& X_MB, int index_b,
                        std::vector<Connection>& out, const ConnectionTolerance& tol = {});

/// All connections in a document. Parts whose id is unknown are skipped.
std::vector<Connection> findConnections(const RobotDocument& doc,
                                        const parts_library::PartsLibrary& lib,
                                        const ConnectionTolerance& tol = {});

/// Drive wheels (sprockets, pulleys, track wheels; PartDefinition::drive) that one chain, belt
/// or track joins. The assembler lays them automatically: drive wheels of one kind turn "in one
/// plane" when their hubs' axes are parallel, their hubs overlap along the axis and they are at
/// least the sum of their pitch radii apart; each such set of exactly two sprockets gets a chain,
/// of exactly two pulleys a belt, of two or more track wheels a track. Where more than two turn
/// in one plane the user lays the chain or belt by hand (RobotDocument::drives).
struct DriveGroup {
    parts_library::DriveWheelKind kind = parts_library::DriveWheelKind::None;
    /// Document indices. A chain or belt: the two wheels in document order; a track: its wheels
    /// in loop order (counter-clockwise about the first wheel's hub axis).
    std::vector<int> parts;
    /// False when no chain or belt is laid: a sprocket or pulley alone in its plane, three or
    /// more in one plane, or two wheels too close together. The robot check names it.
    bool laid = true;
};

/// The drive groups of a document, ordered by their first part. Parts whose id is unknown are
/// skipped. Every drive wheel is in exactly one group (a lone track wheel is a group of one,
/// laid = false, and is not a problem: it is an ordinary wheel).
/// Chains and belts laid by hand (RobotDocument::drives) take their two wheels out of the
/// automatic laying when they fit (driveLinkFits); links that do not fit are ignored.
std::vector<DriveGroup> findDriveGroups(const RobotDocument& doc,
                                        const parts_library::PartsLibrary& lib,
                                        const ConnectionTolerance& tol = {});

/// True when parts a and b can take a chain (two sprockets) or a belt (two pulleys): distinct,
/// on parallel axles, level with each other and at least their pitch radii apart.
bool driveLinkFits(const RobotDocument& doc, const parts_library::PartsLibrary& lib, int a, int b,
                   const ConnectionTolerance& tol = {});

}  // namespace botlab::assembler
