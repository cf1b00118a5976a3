// SPDX-License-Identifier: GPL-3.0-or-later
// SceneFile: the project's scene document as the Scene mode edits it: the SceneEditor (document
// and undo stack) and its DocumentFile (path, modified, save, autosave, recovery). Saving to
// another folder renames the picture and height-map files relative to the new one.
#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "botlab/core/result.h"
#include "botlab/scenes/scene_editor.h"
#include "project/document_file.h"

namespace botlab::gui {

class SceneFile : public QObject {
    Q_OBJECT
public:
    explicit SceneFile(QObject* parent = nullptr);
    /// Disconnects the undo stack before it dies, so that its last signals reach nobody.
    ~SceneFile() override;

    scenes::SceneEditor* editor() const { return editor_.get(); }
    const scenes::SceneDocument& document() const { return editor_->document(); }
    DocumentFile* file() const { return file_; }
    bool isModified() const { return file_->isModified(); }
    QString path() const { return file_->path(); }

    /// Replaces the document (clears the undo history; unmodified), with `path` its file.
    void setDocument(scenes::SceneDocument doc, const QString& path);
    /// A new scene: an empty floor or a copy of a built-in scene (asks nothing).
    Status newScene(const QString& builtin_template = {});
    /// Opens a scene file or built-in name (asks nothing). On error the scene stays.
    Status open(const QString& name_or_path);

signals:
    /// A new document (new, open, recovered).
    void documentReplaced();
    /// Any change of the document (an edit, undo, redo, a new document).
    void changed();

private:
    Status write(const QString& path);

    std::unique_ptr<scenes::SceneEditor> editor_;
    DocumentFile* file_ = nullptr;
};

}  // namespace botlab::gui
