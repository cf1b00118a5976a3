// SPDX-License-Identifier: GPL-3.0-or-later
// SceneEditor: a SceneDocument plus its undo stack, for the Scene mode. Every edit is one
// QUndoCommand on undoStack() holding the document before and after the edit, so undo gives back
// exactly the document that was there (operator== holds) and redo exactly the edited one.
// Pure document logic (no widgets): item references, moving, rotating, copy and paste and the maze
// generator's helpers. The checks the plan editor marks are in scene_check.h.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <QUndoStack>
#include <functional>
#include <vector>

#include "botlab/scenes/scene_document.h"

namespace botlab::scenes {

/// Which list of the document an item lives in.
enum class ItemKind {
    Stroke,      ///< floor.strokes[index]
    FloorImage,  ///< floor.images[index]
    Wall,        ///< walls[index]
    Maze,        ///< mazes[index]
    Obstacle,    ///< obstacles[index]
    Flame,       ///< flames[index]
    Start,       ///< starts[index]
    Finish,      ///< goals.finish (index 0)
    Checkpoint,  ///< goals.checkpoints[index]
    ObjectZone,  ///< goals.object_zones[index]
};

/// One item of a scene: its list and its index in that list.
struct ItemRef {
    ItemKind kind = ItemKind::Stroke;
    int index = 0;
    bool operator==(const ItemRef&) const = default;
    auto operator<=>(const ItemRef&) const = default;
};

/// True when `ref` names an item the document has.
bool itemExists(const SceneDocument& doc, const ItemRef& ref);
/// Every item of the document, in list order (strokes, images, walls, mazes, obstacles, flames,
/// starts, finish, checkpoints, object zones).
std::vector<ItemRef> allItems(const SceneDocument& doc);
/// A short name of an item for a person ("wall 3", "finish zone"), translated (context
/// "botlab::scenes").
QString itemName(const ItemRef& ref);

/// A reference point of an item on the floor (its centre, a stroke's first point, a wall's
/// midpoint), used to rotate a selection about its centre.
FloorPoint itemAnchor(const SceneDocument& doc, const ItemRef& ref);

/// Moves the items by (dx_m, dz_m). References that do not exist are ignored.
void moveItems(SceneDocument& doc, const std::vector<ItemRef>& refs, double dx_m, double dz_m);
/// Rotates the items by `angle_deg` (counter-clockwise seen from above, the scene's convention)
/// about `pivot`. Zones and mazes stay axis-aligned (only their centre / origin moves); boxes,
/// start poses and strokes turn.
void rotateItems(SceneDocument& doc, const std::vector<ItemRef>& refs, double angle_deg,
                 const FloorPoint& pivot);
/// Removes the items (any order, duplicates allowed). Removing the last start pose is refused
/// silently: a scene keeps at least one.
void removeItems(SceneDocument& doc, std::vector<ItemRef> refs);
/// A document holding only the given items (in the same lists; no start pose unless one is
/// selected) — what Copy puts on the clipboard.
SceneDocument extractItems(const SceneDocument& doc, const std::vector<ItemRef>& refs);
/// Appends every item of `clip` to `doc`, moved by (dx_m, dz_m); returns the new items. A finish
/// zone in `clip` replaces the document's.
std::vector<ItemRef> pasteItems(SceneDocument& doc, const SceneDocument& clip, double dx_m,
                                double dz_m);

/// Appends a start pose (an arena's robot place); returns its index, or -1 when the document
/// already has SceneLimits::kMaxStarts starts.
int addStart(SceneDocument& doc, const StartPose& start);
/// Sets start `index`'s team (0 = none, 1..SceneLimits::kMaxTeam); false (nothing changed) when
/// the index or the team is out of range.
bool setStartTeam(SceneDocument& doc, int index, int team);
/// The start mirrored through `centre` (turned half a turn about it: position 2 centre - p, yaw
/// + 180 degrees), the same team: the opponent's place in a mirror-symmetric arena.
StartPose mirroredStart(const StartPose& start, const FloorPoint& centre);

/// Replaces maze `index` by its generated walls as plain walls (so each can be edited).
/// Returns the indices of the new walls; nothing when `index` is out of range.
std::vector<int> mazeToWalls(SceneDocument& doc, int index);
/// Start pose centred in the maze's start cell facing into the maze, and a finish zone just
/// outside its exit opening (one cell deep), for the maze generator.
void placeMazeStartAndFinish(SceneDocument& doc, int maze_index);

/// Sets the scene's centreline to all of its strokes (for line-deviation scoring) when it has
/// strokes and no explicit centreline; clears it when no stroke is left.
void updateCentreline(SceneDocument& doc);

/// A smooth curve through `points` (Catmull-Rom, tension 1/2) as a chain of cubic Bezier
/// segments (StrokeKind::Bezier control points: 3 (n - 1) + 1 for n >= 2 points).
std::vector<FloorPoint> smoothCurveThrough(const std::vector<FloorPoint>& points);
/// Douglas-Peucker simplification of a freehand path, keeping points within `tolerance_m`.
std::vector<FloorPoint> simplifyPath(const std::vector<FloorPoint>& points, double tolerance_m);

/// One undoable edit: the document before and after. Commands with the same non-negative
/// `merge_id` merge (a drag is one undo step).
class SceneEditCommand : public QUndoCommand {
public:
    SceneEditCommand(class SceneEditor* editor, SceneDocument before, SceneDocument after,
                     const QString& text, int merge_id = -1);
    void redo() override;
    void undo() override;
    int id() const override { return merge_id_; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    SceneEditor* editor_;
    SceneDocument before_;
    SceneDocument after_;
    int merge_id_;
};

class SceneEditor {
public:
    SceneEditor();
    SceneEditor(const SceneEditor&) = delete;
    SceneEditor& operator=(const SceneEditor&) = delete;

    const SceneDocument& document() const { return doc_; }
    QUndoStack* undoStack() { return &stack_; }

    /// Replaces the document (new scene, file opened) and clears the undo history.
    void setDocument(SceneDocument doc);
    /// Makes `after` the document as one undoable step named `text` (translated by the caller).
    /// Nothing is pushed when `after` equals the document. An automatic centreline (all the
    /// strokes, or none before the first stroke) follows the strokes (updateCentreline); a
    /// scene's own centreline is kept. Consecutive edits with the same merge_id >= 0 merge into one
    /// step.
    /// An edit whose result fails SceneDocument::validate() (the checks the scene reader runs, so
    /// a scene that could not be opened again) is refused: the document stays as it was, on_refused
    /// is called with the reason and the error is returned.
    [[nodiscard]] Status apply(SceneDocument after, const QString& text, int merge_id = -1);
    /// Calls `f` on a copy of the document and applies the result (see apply()).
    [[nodiscard]] Status edit(const QString& text, const std::function<void(SceneDocument&)>& f,
                              int merge_id = -1);

    /// Sets the folder relative file names are resolved against (after a save to another
    /// folder); kept through undo and redo. Not an edit.
    void setBaseDir(const QString& dir);

    /// Called after every change of the document (edit, undo, redo, setDocument).
    std::function<void()> on_changed;
    /// Called with the reason (translated, naming the JSON path) when apply() refuses an edit.
    std::function<void(const QString& reason)> on_refused;

private:
    friend class SceneEditCommand;
    void replace(const SceneDocument& doc);
    SceneDocument doc_;
    QUndoStack stack_;
    QString baseDir_;
};

/// A new scene: an empty white floor of the given size with one start pose at its centre facing
/// +X (yaw 0).
SceneDocument emptyScene(double size_x_m = 2.4, double size_z_m = 1.6);

/// Seed 000's seven ground types, for the soft_terrain setting ("concrete", "wood", "gravel",
/// "sand", "hard_soil", "loose_soil", "peat").
QStringList groundTypeNames();

}  // namespace botlab::scenes
