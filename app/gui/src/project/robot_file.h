// SPDX-License-Identifier: GPL-3.0-or-later
// RobotFile: "the robot" of the project, the one Build mode edits, Simulate runs and the Cockpit
// drives. It owns the parts library, the robot's editor (RobotDocument and its undo stack) and
// its DocumentFile (path, modified, save, autosave, recovery). The views show and edit it; they
// learn of a new document through aboutToReplace() / documentReplaced().
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>

#include "botlab/assembler/editor.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"
#include "project/document_file.h"

namespace botlab::gui {

class RobotFile : public QObject {
    Q_OBJECT
public:
    explicit RobotFile(QObject* parent = nullptr);
    /// Disconnects the undo stack before it dies, so that its last signals reach nobody.
    ~RobotFile() override;

    assembler::RobotEditor& editor() { return *editor_; }
    const assembler::RobotDocument& document() const { return editor_->document(); }
    parts_library::PartsLibrary& library() { return lib_; }
    DocumentFile* file() const { return file_; }
    bool isModified() const { return file_->isModified(); }

    /// A new robot: empty (`template_name` empty) or a copy of a built-in robot named
    /// `copy_name`. Asks nothing. An unknown template is an error; the robot stays.
    Status newRobot(const QString& template_name = {}, const QString& name = {});
    /// Opens a built-in robot by name or a robot file (asks nothing). On error the robot stays.
    Status open(const QString& name_or_path);
    /// Replaces the document (clears the undo history; unmodified). `path` is its file (may be
    /// empty), `source` what it was opened from (a file or a built-in name, "" for new).
    void setDocument(assembler::RobotDocument doc, const QString& path, const QString& source);
    /// What the robot was opened from: a file path or a built-in name ("" for a new robot).
    QString source() const { return source_; }
    /// The robot's file, or empty for a new robot or a built-in one.
    QString path() const { return file_->path(); }

    /// True when the document changed since takeChanges() was last called.
    bool changedSinceTaken() const;
    /// Marks the current document as handed to the simulation.
    void takeChanges();

signals:
    /// The document is about to be replaced (views drop what points into it).
    void aboutToReplace();
    /// A new document (new, open, recovered).
    void documentReplaced();
    /// Any change: an edit, undo, redo or a new document.
    void changed();

private:
    parts_library::PartsLibrary lib_;
    std::unique_ptr<assembler::RobotEditor> editor_;
    DocumentFile* file_ = nullptr;
    QString source_;
    int takenIndex_ = -1;
    std::uint64_t takenSerial_ = 0;
    std::uint64_t documentSerial_ = 1;
};

}  // namespace botlab::gui
