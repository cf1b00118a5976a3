// SPDX-License-Identifier: GPL-3.0-or-later
// Assembler: the placement rules of Build mode (seed 003). Placing a part snaps it to the
// nearest compatible connector, then checks it against the other parts with OBB trees and the
// separating-axis test behind a uniform-grid broad phase, and lifts it along +Y one grid unit at
// a time until it is free.
#pragma once

#include <QString>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "botlab/assembler/connections.h"
#include "botlab/assembler/document.h"
#include "botlab/assembler/geometry.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

struct PlaceOptions {
    bool snap = true;
    double snap_radius_m = 0.012;  ///< Connectors farther apart than this do not snap.
    double grid_unit_m = 0.008;    ///< One lift step (one hole pitch).
    int max_lift_steps = 100;
    /// Parts interpenetrating by less than this (touching faces) do not count as overlapping.
    double contact_tolerance_m = 2e-4;
};

/// A connector of a placed part, for drawing snap markers in the build view.
struct SnapMarker {
    int part = -1;       ///< Document index of the part holding the connector.
    int connector = -1;  ///< Index into that part's connectors.
    parts_library::ConnectorType type = parts_library::ConnectorType::Hole;
    Vec3 p_M = Vec3::Zero();      ///< Centre in the model frame (m).
    Vec3 axis_M = Vec3::UnitZ();  ///< Unit axis in the model frame.
    double length_m = 0.0;        ///< Segment length along the axis (0 = a point).
    bool target = false;          ///< The connector a ghost snaps to.
};

/// True when a connector of type `a` may snap onto one of type `b`: the pairs that join
/// (connections.h) and hole onto hole (two beams lined up for a pin or screw).
bool canSnap(parts_library::ConnectorType a, parts_library::ConnectorType b);

/// Where a ray first meets a part of the document.
struct RayHit {
    int part = -1;                  ///< Document index of the part hit.
    double distance_m = 0.0;        ///< Along the ray (direction normalised).
    Vec3 p_M = Vec3::Zero();        ///< The point hit.
    Vec3 normal_M = Vec3::UnitY();  ///< Unit outward normal of the box face hit.
};

/// Where a part ends up and why.
struct PlaceResult {
    sim::Pose X_MP;             ///< Final pose in the model frame.
    bool snapped = false;       ///< Aligned to a connector of another part.
    int target_part = -1;       ///< Document index of the part snapped to, or -1.
    int target_connector = -1;  ///< Its connector index.
    int own_connector = -1;     ///< The placed part's connector that snapped.
    int lift_steps = 0;         ///< Grid units lifted along +Y to get free of other parts.
    bool free = true;           ///< False if still overlapping after max_lift_steps.
    /// Indices of the parts it overlapped before lifting (empty if it was not lifted).
    std::vector<int> collided_with;
};

class Assembler {
public:
    /// The library must outlive the assembler.
    explicit Assembler(const parts_library::PartsLibrary& library);

    /// The parts library the assembler reads.
    const parts_library::PartsLibrary& library() const { return lib_; }

    /// Computes where `part_id` goes when dropped at X_MP_desired in `doc` (snap, collide,
    /// lift). Does not change the document. `ignore_part` (a document index) is left out of the
    /// search, e.g. the part being moved. Fails for an unknown part id or unreadable mesh.
    Result<PlaceResult> place(const RobotDocument& doc, const QString& part_id,
                              const sim::Pose& X_MP_desired, const PlaceOptions& options = {},
                              int ignore_part = -1);

    /// True if the part at X_MP overlaps any part of `doc` that it is not connected to.
    /// Fills `hits` with their indices when given.
    bool overlapsOthers(const RobotDocument& doc, const QString& part_id, const sim::Pose& X_MP,
                        double contact_tolerance_m, int ignore_part = -1,
                        std::vector<int>* hits = nullptr);

    /// All pairs (i < j) of overlapping, unconnected parts in the document.
    std::vector<std::pair<int, int>> overlappingPairs(const RobotDocument& doc,
                                                      double contact_tolerance_m = 2e-4);

    /// The first part a ray meets, tested against the leaf boxes of the parts' OBB trees (so a
    /// hit is on a part's bounding boxes, within a millimetre or two of its surface).
    /// `dir_M` need not be unit length; `ignore_part` is skipped. nullopt when nothing is hit.
    std::optional<RayHit> raycast(const RobotDocument& doc, const Vec3& origin_M, const Vec3& dir_M,
                                  int ignore_part = -1);

    /// Connectors of the document's parts that some connector of `part_id` placed at X_MP could
    /// snap to (compatible types) and that come within `radius_m` of the box around its
    /// connectors of the compatible types (for a beam or plate, the strip or sheet of its holes),
    /// nearest first (ties: nearest the part's origin first), at most `max_count`. Appends to
    /// `out`. Unknown ids add nothing. For drawing markers; snapping itself is exact.
    void snapCandidates(const RobotDocument& doc, const QString& part_id, const sim::Pose& X_MP,
                        double radius_m, int max_count, int ignore_part,
                        std::vector<SnapMarker>& out);

    /// Connectors of the document's parts (any type) whose centre segment passes within
    /// `radius_m` of the point p_M, nearest first, at most `max_count`. Appends to `out`.
    void connectorsNear(const RobotDocument& doc, const Vec3& p_M, double radius_m, int max_count,
                        int ignore_part, std::vector<SnapMarker>& out);

    /// The OBB tree of a part in its own frame (cached), or nullptr for an unknown id/bad mesh.
    const ObbTree* partTree(const QString& part_id);

private:
    struct Entry {
        QString part_id;
        sim::Pose X_MP;
        const parts_library::PartDefinition* def = nullptr;
        ObbTree tree_M;
        Aabb box;
        std::vector<WorldConnector> connectors;
        std::vector<long long> cells;
    };
    void sync(const RobotDocument& doc);
    void gridInsert(int index);
    template <typename F>
    void forEachCandidate(const Aabb& box, int ignore, F&& f);
    long long key(int ix, int iy, int iz) const;

    const parts_library::PartsLibrary& lib_;
    std::map<QString, ObbTree> trees_;
    std::vector<Entry> entries_;
    const RobotDocument* synced_doc_ = nullptr;
    std::uint64_t synced_revision_ = ~0ull;
    std::unordered_map<long long, std::vector<int>> grid_;
    double cell_m_ = 0.032;
    std::vector<unsigned> stamp_;
    unsigned stamp_value_ = 0;
};

}  // namespace botlab::assembler
