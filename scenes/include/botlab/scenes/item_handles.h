// SPDX-License-Identifier: GPL-3.0-or-later
// Reshaping scene items by their handles, the Scene mode's twin of assembler::GhostDrag: the plan
// view asks itemHandles() where to draw the handles of the one selected item, starts an
// ItemHandles drag when one is grabbed and, on every mouse move, applies the document update()
// returns (one undo step per drag). Plain document logic, no widgets: the keys held are passed in
// as data (HandleModifiers), so every handle can be tested without a view.
//
// Floor coordinates as in the scene document: metres, x to the right, z down the plan; angles
// counter-clockwise seen from above, 0 along +x.
#pragma once

#include <vector>

#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_editor.h"

namespace botlab::scenes {

/// What dragging a handle changes.
enum class HandleKind {
    StrokePoint,     ///< a polyline point (index = the point)
    BezierAnchor,    ///< a curve's anchor (index = the point); its two control points follow
    BezierControl,   ///< a curve's control point (index = the point)
    ArcStart,        ///< an arc's start: radius and start angle (the end stays where it is)
    ArcEnd,          ///< an arc's end: the sweep, in whole degrees, same turning sense
    WallFrom,        ///< a wall's first end
    WallTo,          ///< a wall's second end
    StartHeading,    ///< a start pose's heading, 14 cm ahead of it (steps of 15 degrees)
    ZoneCorner,      ///< the bottom-right corner of a finish zone or checkpoint (top-left stays)
    ImageCorner,     ///< the bottom-right corner of a floor picture (top-left stays)
    BoxCorner,       ///< a box's corner: its size (the centre stays), in the box's own axes
    ObstacleRadius,  ///< a cylinder's or sphere's radius (the centre stays)
    ObstacleYaw,     ///< an obstacle's turn (steps of 5 degrees)
};

/// One handle of one item.
struct ItemHandle {
    ItemRef item;
    HandleKind kind = HandleKind::StrokePoint;
    int index = 0;       ///< The stroke's point for StrokePoint / BezierAnchor / BezierControl.
    FloorPoint at;       ///< Where it is drawn (m).
    bool round = false;  ///< Drawn round (a control point or a heading), else square.
    bool operator==(const ItemHandle&) const = default;
};

/// The handles of item `ref` in `doc` (none for an item that does not exist, a maze or a
/// candle), in a fixed order: stroke points in order, arc start then end, wall from then to,
/// a box corner or radius then the obstacle's turn.
std::vector<ItemHandle> itemHandles(const SceneDocument& doc, const ItemRef& ref);

/// The keys held during a handle drag.
struct HandleModifiers {
    bool snap_to_grid = true;  ///< Round the mouse point to the grid (off: Alt held at the press,
                               ///< or grid snapping switched off).
    bool angle_steps = true;   ///< Turn a start pose in steps of start_yaw_step_deg (off: Alt).
};

/// Settings of handle drags.
struct HandleOptions {
    double grid_m = 0.01;                  ///< Grid the mouse point is rounded to.
    double start_yaw_step_deg = 15.0;      ///< Step of a start pose's heading.
    double obstacle_yaw_step_deg = 5.0;    ///< Step of an obstacle's turn (always).
    double min_zone_size_m = 0.02;         ///< Smallest side of a zone or floor picture.
    double min_box_size_m = 0.01;          ///< Smallest side of a box.
    double min_obstacle_radius_m = 0.005;  ///< Smallest cylinder or sphere radius.
    double min_arc_radius_m = 0.01;        ///< Smallest arc radius.
};

/// A point rounded to a grid of `grid_m` (unchanged when grid_m <= 0).
FloorPoint snapToGrid(const FloorPoint& p, double grid_m);

/// One drag of one handle. Holds the document as it was when the drag began; every update()
/// reshapes a copy of it, so the result depends only on where the mouse is now (a drag that
/// comes back to its start gives the start document back, up to rounding of angles).
class ItemHandles {
public:
    /// Starts dragging `handle` of an item of `start`.
    ItemHandles(SceneDocument start, ItemHandle handle, HandleOptions options = {});

    /// The document with the handle dragged to `to` (floor, m; snapped to the grid when
    /// modifiers.snap_to_grid). A handle whose item no longer exists leaves the document as it was.
    SceneDocument update(const FloorPoint& to, const HandleModifiers& modifiers = {}) const;

    /// Reshapes `doc` in place: the handle's item as if the handle were at `to` (no snapping).
    void reshape(SceneDocument& doc, const FloorPoint& to, const HandleModifiers& modifiers) const;

    const ItemHandle& handle() const { return handle_; }
    const SceneDocument& startDocument() const { return start_; }

private:
    SceneDocument start_;
    ItemHandle handle_;
    HandleOptions opt_;
};

}  // namespace botlab::scenes
