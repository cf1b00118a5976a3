// SPDX-License-Identifier: GPL-3.0-or-later
// RobotEditor: the robot document plus its undo stack and the assembly rules. Every edit is a
// QUndoCommand pushed on undoStack(), so each one can be undone and redone. Connect to
// undoStack()->indexChanged to learn about changes.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <QUndoStack>
#include <memory>

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/document.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

/// Inserts a part at an index (undo removes it).
class AddPartCommand : public QUndoCommand {
public:
    AddPartCommand(RobotDocument* doc, int index, PartInstance part,
                   QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    RobotDocument* doc_;
    int index_;
    PartInstance part_;
};

/// Removes the part at an index (undo puts it back at the same index).
class RemovePartCommand : public QUndoCommand {
public:
    RemovePartCommand(RobotDocument* doc, int index, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    RobotDocument* doc_;
    int index_;
    PartInstance part_;
    std::vector<DriveLink> drives_;  ///< Before the removal (it drops the part's links).
};

/// Replaces the part at an index (its pose, port, direction or label). Consecutive moves of the
/// same part merge into one command (a drag is one undo step).
class SetPartCommand : public QUndoCommand {
public:
    SetPartCommand(RobotDocument* doc, int index, PartInstance part, const QString& text,
                   bool mergeable = false, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return mergeable_ ? 1 : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    RobotDocument* doc_;
    int index_;
    PartInstance before_;
    PartInstance after_;
    bool mergeable_;
};

/// Renames the robot.
class RenameRobotCommand : public QUndoCommand {
public:
    RenameRobotCommand(RobotDocument* doc, QString name, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    RobotDocument* doc_;
    QString before_;
    QString after_;
};

/// Replaces the document's hand-laid chains and belts.
class SetDrivesCommand : public QUndoCommand {
public:
    SetDrivesCommand(RobotDocument* doc, std::vector<DriveLink> drives,
                     QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    RobotDocument* doc_;
    std::vector<DriveLink> before_, after_;
};

class RobotEditor {
public:
    /// The library must outlive the editor.
    explicit RobotEditor(const parts_library::PartsLibrary& library);

    const RobotDocument& document() const { return doc_; }
    QUndoStack* undoStack() { return &stack_; }
    Assembler& assembler() { return assembler_; }
    const parts_library::PartsLibrary& library() const { return lib_; }

    /// Replaces the document (e.g. after loading) and clears the undo history.
    void setDocument(RobotDocument doc);

    /// Places a new part dropped at X_MP_desired: snaps, lifts if needed (see Assembler::place),
    /// wires a device to the lowest free port of its kind, and pushes one undoable command.
    /// Returns where it went; the part is the document's last part.
    Result<PlaceResult> placePart(const QString& part_id, const sim::Pose& X_MP_desired,
                                  const PlaceOptions& options = {});
    /// Adds a part exactly at X_MP (no snapping or lifting), auto-wiring it like placePart.
    /// Returns its index.
    Result<int> addPartAt(const QString& part_id, const sim::Pose& X_MP, const QString& label = {});
    /// Moves a part with the placement rules (snap, lift). Mergeable for drags.
    Result<PlaceResult> movePart(int index, const sim::Pose& X_MP_desired,
                                 const PlaceOptions& options = {});
    /// Puts a part exactly at X_MP (no snapping or lifting), e.g. where a GhostDrag says a drop
    /// goes (GhostState::X_MP_drop). One undo step; with `merge`, consecutive calls for the same
    /// part merge into one (for a drag that edits the document as it goes). Fails for an index
    /// out of range.
    Status movePartTo(int index, const sim::Pose& X_MP, bool merge = false);
    Status removePart(int index);
    /// Wires a device to a port (0 = unwired). Fails for a passive part, a port out of range for
    /// its kind (motor ports 1..8, sensor ports 1..13) or a port another device already uses.
    Status setPort(int index, int port);
    Status setReversed(int index, bool reversed);
    Status setLabel(int index, const QString& label);
    /// Lays a chain (two sprockets) or a belt (two pulleys) between parts a and b, replacing any
    /// hand-laid chain or belt on either; one undo step. Fails (nothing changes) unless both are
    /// sprockets or both pulleys, distinct, on parallel axles level with each other and at least
    /// their pitch radii apart.
    Status connectDrive(int a, int b);
    void rename(const QString& name);

    /// The lowest free port for a device part (0 if the part is passive or all are taken).
    /// `ignore` is left out when looking at which ports are used.
    int freePort(const QString& part_id, int ignore = -1) const;

    /// The ports the part at `index` may be wired to, ascending: the ports of its kind (motor
    /// ports 1..8 for motors, servos and fans; sensor ports 1..13 for sensors) that no other
    /// device uses, its own port included. Empty for a passive part or a bad index. For the
    /// properties panel's port choice (0, unwired, is always allowed besides these).
    std::vector<int> availablePorts(int index) const;

    bool canUndo() const { return stack_.canUndo(); }
    void undo() { stack_.undo(); }
    void redo() { stack_.redo(); }

private:
    Status checkIndex(int index) const;
    const parts_library::PartsLibrary& lib_;
    RobotDocument doc_;
    QUndoStack stack_;
    Assembler assembler_;
};

}  // namespace botlab::assembler
