// SPDX-License-Identifier: GPL-3.0-or-later
// PartDefinition: one kind of part in the catalog (a beam, a wheel, a motor, ...), as read from a
// part JSON file (docs/formats/part.md). Plain data; all lengths in metres, masses in kilograms,
// positions and axes in the part frame P (the mesh's own frame).
#pragma once

#include <QString>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "botlab/sim/robot_model.h"
#include "botlab/sim/types.h"

namespace botlab::parts_library {

/// What a connector is; which pairs join and how is decided by the assembler
/// (see botlab/assembler/connections.h).
enum class ConnectorType {
    Hole,        ///< A round hole an axle turns in, a screw or pin fixes through, a mount sits on.
    Axle,        ///< The axle itself (a segment along its axis).
    Screw,       ///< A screw or pin: joins every hole it passes through rigidly.
    MotorShaft,  ///< A motor's or servo's output: the axle in it is driven.
    WheelHub,    ///< A wheel's hub: fixed to the axle through it.
    GearHub,     ///< A gear's hub: fixed to the axle through it.
    Mount,       ///< A flat mounting point (sensor, motor, controller): fixed to the hole under it.
};

/// Parses "hole", "axle", ... ; nullopt for an unknown name.
std::optional<ConnectorType> connectorTypeFromString(const QString& name);
/// The JSON name of a connector type ("motor_shaft").
QString connectorTypeName(ConnectorType type);

/// A typed attachment point. It is a segment of `length_m` centred on `position_P` along
/// `axis_P` (unit); a point when length_m = 0.
struct Connector {
    QString name;  ///< Unique within the part ("y3", "shaft").
    ConnectorType type = ConnectorType::Hole;
    sim::Vec3 position_P = sim::Vec3::Zero();
    sim::Vec3 axis_P = sim::Vec3::UnitZ();
    double length_m = 0.0;
    /// Rotations about the axis allowed when snapping, in degrees (90 = quarter turns); 0 = free.
    double rotation_step_deg = 90.0;
};

enum class DeviceKind { None, Controller, Battery, DcMotor, Servo, Sensor, Fan };

/// Parameters of an active part. Only the fields of its kind are meaningful.
struct DeviceSpec {
    DeviceKind kind = DeviceKind::None;
    // Motors and servos: the connector that is the output shaft.
    int shaft_connector = -1;  ///< Index into PartDefinition::connectors.
    double no_load_speed_rad_s = 15.0;
    double stall_torque_Nm = 0.5;
    double max_speed_rad_s = 6.5;
    double max_torque_Nm = 1.57;
    double min_angle_rad = -1.5708;
    double max_angle_rad = 1.5708;
    // Controller
    int motor_ports = 8;
    int sensor_ports = 13;
    // Battery
    double voltage_V = 6.0;
    // Sensors and fans: the frame they look (blow) along, +X of it.
    sim::Pose X_PS;
    /// Sensor parameters as the simulation takes them (type, ranges, touch shape in the sensor
    /// frame); link, port, name and X_LS are filled in by the assembler.
    sim::Sensor sensor;

    /// True for devices wired to a motor port (DC motors, servos, fans).
    bool usesMotorPort() const {
        return kind == DeviceKind::DcMotor || kind == DeviceKind::Servo || kind == DeviceKind::Fan;
    }
    bool usesSensorPort() const { return kind == DeviceKind::Sensor; }
};

/// A gear's teeth; two gears mesh when their hubs' axes are parallel and their pitch circles touch.
struct GearSpec {
    int teeth = 0;                ///< 0 = not a gear.
    double pitch_radius_m = 0.0;  ///< Module x teeth / 2.
    int hub_connector = -1;       ///< Index into PartDefinition::connectors.
};

/// What a drive wheel carries (JSON "drive": {"kind": ...}).
enum class DriveWheelKind {
    None,        ///< Not a drive wheel.
    Sprocket,    ///< "sprocket": a chain runs around it (same direction, ratio by teeth).
    Pulley,      ///< "pulley": a rubber belt runs around it; the belt can slip.
    TrackWheel,  ///< "track_wheel": a track (caterpillar) runs around it.
};

/// A sprocket, pulley or track wheel: the chain, belt or track runs on its pitch circle. Two
/// drive wheels of one kind join by a chain or belt like gears mesh (botlab/assembler/compile.h).
struct DriveWheelSpec {
    DriveWheelKind kind = DriveWheelKind::None;
    int teeth = 0;                ///< Sprockets: > 0; else 0.
    double pitch_radius_m = 0.0;  ///< > 0 for a drive wheel.
    /// Pulleys: the most force (N) the belt's grip passes before it slips; the slip torque on
    /// a pulley is grip_N times its pitch radius. Others 0.
    double grip_N = 0.0;
    double width_m = 0.0;      ///< Track wheels: the track's width (m), > 0.
    double thickness_m = 0.0;  ///< Track wheels: the tread's thickness outside the pitch circle.
    int hub_connector = -1;    ///< Index into PartDefinition::connectors (a gear_hub).
};

/// The kind's JSON name ("sprocket", "pulley", "track_wheel"); empty for None.
QString driveWheelKindName(DriveWheelKind kind);

/// One part of the catalog.
struct PartDefinition {
    QString id;            ///< Unique id, e.g. "beam_5"; [a-z0-9_]+ for built-ins.
    QString name;          ///< English name; show it through displayName() (translated).
    QString category;      ///< "structure", "axle", "fastener", "wheel", "gear", "motor", ...
    double mass_kg = 0.0;  ///< > 0; shared among the shapes in proportion to their volumes.
    sim::Material material;
    std::array<float, 4> rgba = {0.7f, 0.7f, 0.7f, 1.0f};
    /// Surface finish for drawing: JSON material "finish": "plastic" (default), "metal", "rubber".
    sim::Finish finish = sim::Finish::Plastic;
    /// Mesh file, resolved: a Qt resource path (":/botlab/parts/meshes/beam_5.obj") for built-in
    /// parts, an absolute path otherwise. Read it with PartsLibrary::mesh() or loadMesh().
    QString mesh_path;
    /// Collision and mass shapes for the simulation, in the part frame (Shape::X_LS = X_PS).
    /// Shape::mass_kg is filled in: mass_kg split by volume.
    std::vector<sim::Shape> shapes;
    std::vector<Connector> connectors;
    DeviceSpec device;
    GearSpec gear;
    DriveWheelSpec drive;
    /// Where the definition was read from (for messages).
    QString source_path;

    /// The name in the user's language.
    QString displayName() const;
    /// Index of the connector called `name`, or -1.
    int connectorIndex(const QString& connector_name) const;
    bool isDevice() const { return device.kind != DeviceKind::None; }
};

}  // namespace botlab::parts_library
