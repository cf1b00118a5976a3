// SPDX-License-Identifier: GPL-3.0-or-later
// ScenePlanView: the Scene mode's 2D plan of the floor at true scale (scene units are metres,
// x to the right, z down the page), drawn from the SceneEditor's document: a centimetre grid with
// snapping, rulers, zoom toward the cursor, pan, the drawing tools and selection with handles.
// Every edit goes through the editor (one undo step each; a drag is one step).
#pragma once

#include <QGraphicsView>
#include <QPointF>
#include <memory>
#include <optional>
#include <vector>

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
        Start,       ///< press to place, drag to turn (snaps onto a line's end and direction)
        Finish,      ///< drag the finish zone
        Checkpoint,  ///< drag a checkpoint (they count in the order they are added)
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
    struct Handle {
        scenes::ItemRef item;
        int id = 0;            ///< Meaning depends on the item kind.
        QPointF at;            ///< Scene (floor) coordinates.
        bool control = false;  ///< A Bezier control point (drawn round).
    };

    QPointF snapped(const QPointF& p, bool allow = true) const;
    std::optional<scenes::ItemRef> itemAt(const QPointF& p_floor) const;
    std::vector<Handle> handles() const;
    std::optional<Handle> handleAt(const QPoint& viewportPos) const;
    void dragHandle(const Handle& h, const QPointF& p, scenes::SceneDocument& doc) const;
    void finishPath();
    void cancelTool();
    /// A stroke near `p` and the arc length of the nearest point on it.
    std::optional<std::pair<int, double>> strokeAt(const QPointF& p) const;
    void placeStart(const QPointF& at, const QPointF& towards, bool fixedAt);
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
    int mergeCounter_ = 0;
    Handle dragHandle_;
    scenes::SceneDocument dragStart_;  ///< The document when the drag began.
    std::vector<QPointF> pathPoints_;  ///< Line / curve / freehand being drawn.
    std::optional<scenes::SceneDocument> clipboard_;
    int pasteCount_ = 0;
    std::unique_ptr<struct PlanCache> cache_;
};

}  // namespace botlab::gui
