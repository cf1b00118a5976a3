// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentFile: the file side of one document of the project (the program's project file, the
// robot, the scene), modelled on Qt Creator's Core::IDocument: its path, whether it is modified
// (with a signal), Save, Save As (a file dialog), the autosave under AppDataLocation, the offer
// to recover it after a crash, and the unsaved-changes prompt (Save / Discard / Cancel).
// The document itself stays with its owner, which gives a writer (the document to a file) and a
// recoverer (the document from the autosave). A DocumentFile includes no mode, view or session:
// it speaks through signals.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>

#include "botlab/core/result.h"

class QTimer;
class QWidget;

namespace botlab::gui {

class DocumentFile : public QObject {
    Q_OBJECT
public:
    /// What a person reads about this kind of document (all translated by the owner).
    struct Texts {
        QString saveTitle;     ///< Title of the Save As dialog ("Save Robot").
        QString filter;        ///< Its file filter ("Robot files (*.robot.json)").
        QString suffix;        ///< Added when the chosen name has no ".json" (".robot.json").
        QString unsavedTitle;  ///< Title of the unsaved-changes prompt.
        QString unsavedText;   ///< Its question; "%1" in it becomes displayName().
        QString recoverTitle;  ///< Title of the recovery offer.
        QString recoverText;   ///< Its question.
        QString untitledName;  ///< displayName() of a document without a file.
    };
    /// Writes the document to a file; an error names the file and the reason.
    using Writer = std::function<Status(const QString& path)>;
    /// Replaces the document with the one in `autosave`; `original_path` is the file the
    /// autosaved document belonged to (may be empty). The recovered document counts as modified.
    using Recoverer = std::function<Status(const QString& autosave, const QString& original_path)>;

    /// `autosave_name` is the autosave's file name under AppDataLocation
    /// ("autosave.robot.json"); it also names the setting that remembers the original path.
    DocumentFile(const QString& autosave_name, Texts texts, QObject* parent = nullptr);
    ~DocumentFile() override;

    void setWriter(Writer writer) { writer_ = std::move(writer); }
    void setRecoverer(Recoverer recoverer) { recoverer_ = std::move(recoverer); }
    /// Runs before each save to a file (not the autosave); a false return cancels the save
    /// (e.g. the project first saves the robot it names).
    void setBeforeSave(std::function<bool()> before) { beforeSave_ = std::move(before); }
    /// The window the dialogs and prompts open over (may be null).
    void setDialogParent(QWidget* parent);
    /// The file name Save As proposes for a document that has no file yet.
    void setSuggestedName(const QString& file_name) { suggestedName_ = file_name; }

    /// The document's file (absolute), empty when it has none.
    QString path() const { return path_; }
    void setPath(const QString& path);
    /// The file's name, or Texts::untitledName when there is no file.
    QString displayName() const;
    bool isModified() const { return modified_; }
    /// Sets the modified state; emits modifiedChanged() when it changes.
    void setModified(bool modified);

    /// Saves to path(), or asks for one (saveAs) when there is none. False when it fails or the
    /// person cancels the dialog.
    bool save();
    /// Asks for a file and saves there.
    bool saveAs();
    /// Writes to `path`; on success the document has that path and is unmodified (saved()). On
    /// failure the error goes to message() and a message box; false.
    bool saveTo(const QString& path);
    /// When modified, asks Save / Discard / Cancel (a QMessageBox named "unsavedChanges");
    /// false when the person cancels or the save fails. True at once when unmodified.
    bool maybeSave();

    /// AppDataLocation/<autosave_name>.
    QString autosavePath() const;
    /// Writes the autosave when the document is modified; true when written.
    bool autosave();
    /// Autosaves every `interval_ms` (0 stops).
    void startAutosave(int interval_ms);
    /// Offers to recover the autosave a crash left (asks), then removes it. True when the
    /// document was recovered.
    bool offerRecovery();
    /// Removes the autosave (a clean exit).
    void removeAutosave() const;

signals:
    void modifiedChanged(bool modified);
    void pathChanged(const QString& path);
    /// The document was written to `path` (not for the autosave).
    void saved(const QString& path);
    /// A message for a person: severity 0 info, 1 warning, 2 error.
    void message(int severity, const QString& text);

private:
    QString autosaveName_;
    Texts texts_;
    Writer writer_;
    Recoverer recoverer_;
    std::function<bool()> beforeSave_;
    QPointer<QWidget> dialogParent_;
    QString suggestedName_;
    QString path_;
    bool modified_ = false;
    QTimer* autosaveTimer_ = nullptr;
};

}  // namespace botlab::gui
