// SPDX-License-Identifier: GPL-3.0-or-later
// ScenePlanView: the Scene mode's 2D plan of the floor at true scale (scene units are metres,
// x to the right, z down the page), drawn from the SceneEditor's document: a centimetre grid with
// snapping, rulers, zoom toward the cursor, pan, the drawing tools and selection with handles.
// Every edit goes through the editor (one undo step each; a drag is one step).
// Its files: scene_plan_view.cpp (state, zoom, keys, clipboard), plan_painter.cpp (drawing),
// plan_hits.cpp (what is under the mouse), plan_tools.cpp (one handler per tool for press, move
// and release); plan_geometry.h holds the pure helpers. Reshaping by handles is
// scenes::ItemHandles.
#pragma once

#include <QGraphicsView>
#include <QPointF>
#include <memory>
#include <optional>
#include <vector>

#include "botlab/scenes/item_handles.h"
#include "botlab/scenes/scene_check.h"
#include "botlab/scenes/scene_editor.h"

namespace botlab::gui {

class ScenePlanView : public QGraphicsView {
    Q_OBJECT
public:
    /// The drawing tools, in the order of the tool bar.
    enum class Tool {
        Select,      ///< select, move, handles
        Line,        ///< polyline: click points, double-click or Enter ends
        Curve,       ///< smooth curve through clicked points (Bezier with drag handles)
        Freehand,    ///< drag to draw
        Arc,         ///< drag from the centre to the start; 90 degrees counter-clockwise
        Gap,         ///< click a line: a gap of gapLength_m there
        Dash,        ///< click a line: a crossing dash there
        Wall,        ///< drag a wall segment
        Room,        ///< drag a rectangle of four walls
        Box,         ///< click: a box obstacle
        Cylinder,    ///< click: a cylinder obstacle
        Candle,      ///< click: a candle
        Buzzer,      ///< click: a buzzer (a small box obstacle that buzzes)
        Start,       ///< press to place, drag to turn (snaps onto a line's end and direction);
                     ///< the start pressed on, the selected one or the first; Shift adds one
        Finish,      ///< drag the finish zone
        Checkpoint,  ///< drag a checkpoint (they count in the order they are added)
        Ball,        ///< click: a movable red ball (4 cm radius) for a camera to find
        Cube,        ///< click: a movable green cube (5 cm)
        Puck,        ///< click: a movable blue puck (a cylinder 7 cm across, 2 cm high)
        ObjectZone,  ///< drag a zone that wants the colour of the objects in it (else red)
    };
    Q_ENUM(Tool)

    /// The editor must outlive the view.
    explicit ScenePlanView(scenes::SceneEditor* editor, QWidget* parent = nullptr);
    ~ScenePlanView() override;

    void setTool(Tool tool);
    Tool tool() const { return tool_; }

    /// Rebuilds the drawing from the editor's document (call after every change).
    void rebuild();
    /// Shows these problems as red marks with their messages as tool tips.
    void setIssues(std::vector<scenes::SceneIssue> issues);

    const std::vector<scenes::ItemRef>& selection() const { return selection_; }
    void setSelection(std::vector<scenes::ItemRef> refs);

    /// Grid snapping (1 cm; Alt held while dragging turns it off for that drag).
    void setSnap(bool on) { snap_ = on; }
    bool snap() const { return snap_; }
    double grid_m = 0.01;

    /// Width and colour of new lines.
    double lineWidth_m = 0.02;
    QColor lineColour = Qt::black;
    /// Length of a new gap along its line.
    double gapLength_m = 0.035;
    double wallHeight_m = 0.15;
    double wallThickness_m = 0.02;

    /// Shows the whole floor (and keeps it fitted when the view resizes, until the user zooms
    /// or pans).
    void zoomToFit();
    /// Zooms by `factor` keeping the floor point under `viewportPos` where it is.
    void zoomAt(double factor, const QPoint& viewportPos);
    /// Pixels per metre of the current zoom.
    double pixelsPerMetre() const;

    /// Widget (viewport) pixel of a floor point, for tests that click on the plan.
    QPoint viewportPoint(double x_m, double z_m) const;

    /// Copy, cut, paste, delete, select all on the selection (undoable).
    void copySelection();
    void cutSelection();
    void paste();
    void deleteSelection();
    void selectAll();
    /// Rotates the selection by `angle_deg` (counter-clockwise seen from above) about its centre.
    void rotateSelection(double angle_deg);

signals:
    void selectionChanged();
    /// A drawing tool finished its item (the workspace may go back to Select).
    void toolChanged(botlab::gui::ScenePlanView::Tool tool);
    /// The floor point under the mouse (for the status line).
    void cursorMoved(double x_m, double z_m);

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// One mouse event as the tools see it.
    struct PointerEvent {
        QPoint viewport;                  ///< Widget (viewport) pixel.
        QPointF raw;                      ///< Floor point under the mouse (m).
        QPointF floor;                    ///< The same, snapped to the grid when snapping.
        Qt::KeyboardModifiers modifiers;  ///< Keys held.
    };
    /// What a tool does on press, on a move while its drag is on (Drag::Create or Drag::Path),
    /// and on the release that ends it. Null: nothing.
    struct ToolHandlers {
        void (ScenePlanView::*press)(const PointerEvent&) = nullptr;
        void (ScenePlanView::*move)(const PointerEvent&) = nullptr;
        void (ScenePlanView::*release)(const PointerEvent&) = nullptr;
    };
    static const ToolHandlers& handlersOf(Tool tool);

    // plan_tools.cpp: one handler per tool.
    void pressSelect(const PointerEvent& e);
    void pressPathPoint(const PointerEvent& e);  ///< Line, Curve
    void pressFreehand(const PointerEvent& e);
    void moveFreehand(const PointerEvent& e);
    void releaseFreehand(const PointerEvent& e);
    void pressStart(const PointerEvent& e);
    void moveStart(const PointerEvent& e);
    void releaseStart(const PointerEvent& e);
    void pressMark(const PointerEvent& e);      ///< Gap, Dash
    void pressObstacle(const PointerEvent& e);  ///< Box, Cylinder
    void pressBuzzer(const PointerEvent& e);
    void pressObject(const PointerEvent& e);  ///< Ball, Cube, Puck
    void pressCandle(const PointerEvent& e);
    void pressDragShape(const PointerEvent& e);  ///< Wall, Room, Arc, Finish, Checkpoint
    void releaseWall(const PointerEvent& e);
    void releaseRoom(const PointerEvent& e);
    void releaseArc(const PointerEvent& e);
    void releaseZone(const PointerEvent& e);  ///< Finish, Checkpoint, ObjectZone
    // The drags every tool shares.
    void moveSelection(const PointerEvent& e);
    void moveHandle(const PointerEvent& e);
    void releaseBand(const PointerEvent& e);

    // plan_painter.cpp: the layers of drawBackground, bottom up,
    void paintFloor(QPainter* p, const QRectF& rect) const;  ///< Colour, relief, pictures, grid.
    void paintStrokes(QPainter* p) const;
    void paintZones(QPainter* p) const;
    void paintWalls(QPainter* p) const;      ///< Walls and mazes.
    void paintObstacles(QPainter* p) const;  ///< Obstacles and candles.
    void paintStarts(QPainter* p) const;
    // and of drawForeground.
    void paintSelection(QPainter* p) const;  ///< Outlines of the selected items.
    void paintDraft(QPainter* p) const;      ///< What a tool is drawing.
    void paintMarks(QPainter* p) const;      ///< Handles, problem marks, the rubber band.
    void paintRulers(QPainter* p) const;

    QPointF snapped(const QPointF& p, bool allow = true) const;
    // plan_hits.cpp: what is under the mouse.
    std::optional<scenes::ItemRef> itemAt(const QPointF& p_floor) const;
    /// The handles of the single selected item (Select tool only).
    std::vector<scenes::ItemHandle> handles() const;
    std::optional<scenes::ItemHandle> handleAt(const QPoint& viewportPos) const;
    /// A stroke near `p` and the arc length of the nearest point on it.
    std::optional<std::pair<int, double>> strokeAt(const QPointF& p) const;

    void finishPath();
    void cancelTool();
    void placeStart(const QPointF& at, const QPointF& towards, bool fixedAt, bool angleSteps);
    void emitSelection();
    int nextMergeId() { return ++mergeCounter_; }

    scenes::SceneEditor* editor_;
    Tool tool_ = Tool::Select;
    bool snap_ = true;
    bool autoFit_ = true;  ///< Keep the whole floor in view until the user zooms or pans.
    std::vector<scenes::ItemRef> selection_;
    std::vector<scenes::SceneIssue> issues_;
    // Interaction state.
    enum class Drag { None, Pan, Move, Handle, Band, Create, Path };
    Drag drag_ = Drag::None;
    QPoint pressViewport_;
    QPointF pressFloor_;
    QPointF lastFloor_;
    QPointF mouseFloor_;
    bool dragSnap_ = true;
    int mergeId_ = -1;
    int placingStart_ = 0;  ///< The start the Start tool places (== starts.size(): a new one).
    int mergeCounter_ = 0;
    std::optional<scenes::ItemHandles> handleDrag_;  ///< The handle being dragged.
    scenes::SceneDocument dragStart_;                ///< The document when the drag began.
    std::vector<QPointF> pathPoints_;                ///< Line / curve / freehand being drawn.
    std::optional<scenes::SceneDocument> clipboard_;
    int pasteCount_ = 0;
    std::unique_ptr<struct PlanCache> cache_;
};

}  // namespace botlab::gui
