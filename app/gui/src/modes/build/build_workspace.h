// SPDX-License-Identifier: GPL-3.0-or-later
// BuildWorkspace: the Build mode, where students assemble robots from kit parts with the mouse.
// Left: the parts palette. Centre: the build view (the robot alone on an 8 mm grid); a part
// dragged from the palette is a translucent ghost that snaps to compatible connectors, turns red
// where it overlaps and is lifted to a free place (or refused) when dropped. Right: the
// properties of the selection (label, port, motor direction), the wiring table and the robot
// check, always visible, each problem one click from selecting its parts.
// Every edit goes through the RobotEditor's undo stack; after each one the robot is set down on
// the floor (its lowest point at y = 0), in the same undo step, so what is built stands on its
// wheels in the simulation.
#pragma once

#include <QPointer>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "botlab/assembler/editor.h"
#include "botlab/assembler/ghost.h"
#include "botlab/assembler/robot_check.h"
#include "botlab/parts_library/parts_library.h"
#include "modes/build/build_view.h"
#include "modes/workspace.h"
#include "session/test_drive_session.h"

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPixmap;
class QTableWidget;
class QTimer;
class QToolBar;

namespace botlab::gui {

class PartsPalette;
class RobotFile;

class BuildWorkspace : public Workspace {
    Q_OBJECT
public:
    /// One finding of the robot check, in words for a person, with the parts it concerns.
    struct Problem {
        QString text;
        std::vector<int> parts;  ///< Document indices (may be empty).
        bool error = false;      ///< The robot cannot be simulated until it is fixed.
        assembler::ProblemKind kind = assembler::ProblemKind::CompileError;
    };

    /// Edits `robot` (the project's robot, which outlives this workspace); without one, the
    /// workspace owns a robot of its own (and autosaves it).
    explicit BuildWorkspace(RobotFile* robot = nullptr, QWidget* parent = nullptr);
    ~BuildWorkspace() override;

    void activate(Mode mode) override;

    // Documents.
    /// Starts a new robot: empty (`template_name` empty) or a copy of a built-in robot. Asks
    /// nothing (see maybeSave()). Returns false for an unknown template.
    /// The document lifecycle is RobotFile's (project/robot_file.h); these forward to it.
    bool newRobot(const QString& template_name = {});
    /// Opens a built-in robot by name or a robot file. Errors are shown in the message line and
    /// returned as false; the current robot stays.
    bool openRobot(const QString& name_or_path);
    /// Saves the robot to `path` atomically; false (and a message) on failure.
    bool saveRobotTo(const QString& path);
    bool save();
    /// Exports the parts list and the building steps as one HTML page (part_render); false
    /// (and a message) when it cannot be written or the robot is empty.
    bool exportBuildingSteps(const QString& path);
    bool saveAs();
    /// Asks to save unsaved changes to the robot; false when the user cancels.
    bool maybeSave();
    bool isModified() const;
    /// The robot's file, or empty for a new robot or a built-in one.
    QString robotPath() const;
    /// What the robot was opened from: a file path or a built-in name ("" for a new robot).
    QString robotSource() const;
    /// True when the document changed since takeChanges() was last called.
    bool changedSinceTaken() const;
    /// Marks the current document as handed to the simulation.
    void takeChanges();
    /// Offers to recover the robot a crash left in the autosave file.
    void offerRecovery();
    QString autosavePath() const;
    /// The robot this workspace edits (the project's, or its own).
    RobotFile* robot() const { return robot_; }

    // State, for the window and tests.
    assembler::RobotEditor& editor() { return *editor_; }
    const parts_library::PartsLibrary& library() const { return lib_; }
    BuildView* view() const { return view_; }
    PartsPalette* palette() const { return palette_; }
    const std::vector<int>& selection() const { return selection_; }
    void setSelection(std::vector<int> parts);
    /// The robot check's findings for the current document.
    const std::vector<Problem>& problems() const { return problems_; }
    /// Runs the robot check now (it also runs shortly after every edit); the test drive starts on
    /// its worker thread and its findings follow when it ends.
    void checkNow();
    /// The latest test drive's outcome (nullptr before the first one ends).
    const TestDriveOutcome* testDrive() const { return driveOutcome_.get(); }
    /// True while a test drive runs or waits (its panel shows the previous one meanwhile).
    bool testDriveBusy() const;
    /// Applies the one-click fix of the latest test drive's finding `finding` as one undo step
    /// (the panel's Fix buttons); false when it has none.
    bool applyDriveFix(int finding);
    /// The message line under the view.
    QString message() const;
    /// Milliseconds the last ghost update (snap and overlap check) took.
    double lastGhostUpdateMs() const { return lastGhostMs_; }
    /// True while a part is carried (from the palette, or a part being moved).
    bool carrying() const;
    /// The carried part's ghost (where it is drawn and where a drop puts it), or nullptr.
    const assembler::GhostState* ghostState() const;

    // Edit actions (toolbar, Edit menu, keys).
    void undo();
    void redo();
    void deleteSelection();
    void duplicateSelection();
    void copySelection();
    void paste();
    /// R / Shift+R (steps +1 / -1) and F on the carried part.
    void turnGhost(int steps);
    /// R / Shift+R / F with one placed part selected and nothing in the hand: turns (steps) or
    /// flips the part about the connector it sits on and puts it down there (re-snapped, lifted
    /// if it would overlap), one undo step. False when it does not apply.
    bool turnSelectedInPlace(int steps, bool flip);
    /// Duplicate with one part selected that sits on a connector: the copy goes on the nearest
    /// free compatible connector beside it (snapped, overlapping nothing), one undo step. False
    /// (nothing done) when there is none.
    bool duplicateBeside(int part);
    /// R / Shift+R / F on a placed part with other parts attached to it: the part turns with
    /// everything hanging off it about the connector it sits on (assembler::turnWithAttached),
    /// one undo step; refused with a message naming the part in the way when the turned group
    /// would overlap it (nothing changes).
    bool turnGroupInPlace(int part, int steps, bool flip);
    /// Duplicate of several parts, or of a part with others attached: the copy of the group is
    /// attached at the next free compatible connector beside it (assembler::copyGroupBeside),
    /// one undo step; when there is none a message says so and nothing is added.
    bool duplicateGroupBeside(const std::vector<int>& group);
    /// Where the ray through a view point meets the drag plane (nullopt without one).
    std::optional<sim::Vec3> dragPlaneHit(const QPoint& pos) const;
    void flipGhost();
    /// Drops nothing and ends the drag.
    void cancelCarry();
    /// Starts carrying a new part of the palette (as a press on the palette does).
    void startCarry(const QString& part_id);
    /// Moves the carried part to a point of the view (widget pixels) / drops it there.
    void carryTo(const QPoint& view_pos);
    bool dropAt(const QPoint& view_pos);

    /// Handles an Edit menu command while Build mode is shown ("undo", "redo", "cut", "copy",
    /// "paste", "delete", "duplicate", "selectAll"); false when it does not apply.
    bool editCommand(const QString& command);
    /// The same for the Edit menu's shortcut (QKeySequence::Undo, Copy, ...).
    bool editCommand(const QKeySequence& key);

protected:
    /// While a part is carried from the palette, R, Shift+R, F and Esc pressed there act on it.
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    /// The document or its saved state changed (for the window title).
    void modifiedChanged();
    /// A message for the status bar.
    void statusMessage(const QString& text);

private:
    void buildUi();
    void refresh();
    void refreshProperties();
    void refreshWiring();
    void showMessage(const QString& text, bool error = false);
    void showHint();
    /// Runs `edit` and sets the robot down on the floor, as one undo step named `text`.
    void commit(const QString& text, const std::function<void()>& edit);
    void settle();
    void onViewPressed(const QPoint& pos, Qt::KeyboardModifiers mods);
    void onViewMoved(const QPoint& pos, Qt::MouseButtons buttons, Qt::KeyboardModifiers mods);
    void onViewReleased(const QPoint& pos, Qt::KeyboardModifiers mods);
    void onKey(QKeyEvent* event);
    void applyGhost(bool ok, const QString& error);
    /// The device using `port` of the kind `part` is wired to (-1: none).
    int portUser(int part, int port) const;
    /// A device's name for the port list: its label, else its role ("line sensor 2").
    QString deviceName(int part) const;
    /// "“battery box” does not fit here: it hits “controller” — it fits on ..." for a refused
    /// drop of the ghost's state `s`.
    QString doesNotFitMessage(const assembler::GhostState& s);
    void showTestDrive(std::shared_ptr<const TestDriveOutcome> outcome);
    QPixmap drivePathPicture(const assembler::TestDriveResult& r) const;

    RobotFile* ownRobot_ = nullptr;  ///< The workspace's own robot when none was given.
    RobotFile* robot_ = nullptr;
    parts_library::PartsLibrary& lib_;
    assembler::RobotEditor* editor_ = nullptr;
    BuildView* view_ = nullptr;
    PartsPalette* palette_ = nullptr;
    QLabel* message_ = nullptr;
    QLabel* partLabel_ = nullptr;
    QLineEdit* labelEdit_ = nullptr;
    QLineEdit* robotNameEdit_ = nullptr;  ///< The robot's name (undoable).
    QComboBox* portBox_ = nullptr;
    QCheckBox* reversedBox_ = nullptr;
    QLabel* portLabel_ = nullptr;
    QTableWidget* wiring_ = nullptr;
    QListWidget* checkList_ = nullptr;
    QTimer* checkTimer_ = nullptr;
    TestDriveSession* drive_ = nullptr;
    QLabel* driveStatus_ = nullptr;
    QLabel* drivePath_ = nullptr;
    QListWidget* driveList_ = nullptr;
    std::shared_ptr<const TestDriveOutcome> driveOutcome_;
    bool driveWanted_ = false;  ///< The robot compiles: a test drive was asked for.
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;

    std::vector<int> selection_;
    std::vector<assembler::PartInstance> clipboard_;
    std::vector<Problem> problems_;
    std::unique_ptr<assembler::GhostDrag> ghost_;
    /// Dragging a placed part in the Front, Side or Top view: it moves in the plane through it
    /// facing the camera (normal along X, Z or Y), keeping the depth the view hides; the offset
    /// from the point grabbed to its origin.
    std::optional<sim::Vec3> dragPlaneNormal_;
    sim::Vec3 dragPlanePoint_ = sim::Vec3::Zero();
    sim::Vec3 dragGrabOffset_ = sim::Vec3::Zero();
    std::vector<int> movingGroup_;  ///< Other selected parts moved with the dragged one.
    bool fromPalette_ = false;
    bool pressedOnPart_ = false;
    bool boxSelecting_ = false;
    bool consumeRelease_ = false;
    int pressedPart_ = -1;
    QPoint pressPos_;
    double lastGhostMs_ = 0;
    bool refreshing_ = false;
};

}  // namespace botlab::gui
