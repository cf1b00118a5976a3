// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/document_file.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

namespace botlab::gui {

DocumentFile::DocumentFile(const QString& autosave_name, Texts texts, QObject* parent)
    : QObject(parent), autosaveName_(autosave_name), texts_(std::move(texts)) {}

DocumentFile::~DocumentFile() = default;

void DocumentFile::setDialogParent(QWidget* parent) {
    dialogParent_ = parent;
}

void DocumentFile::setPath(const QString& path) {
    const QString abs = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (abs == path_) return;
    path_ = abs;
    emit pathChanged(path_);
}

QString DocumentFile::displayName() const {
    return path_.isEmpty() ? texts_.untitledName : QFileInfo(path_).fileName();
}

void DocumentFile::setModified(bool modified) {
    if (modified == modified_) return;
    modified_ = modified;
    emit modifiedChanged(modified_);
}

bool DocumentFile::save() {
    return path_.isEmpty() ? saveAs() : saveTo(path_);
}

bool DocumentFile::saveAs() {
    const QString start = !path_.isEmpty()           ? path_
                          : suggestedName_.isEmpty() ? QString()
                          : QFileInfo(suggestedName_).isAbsolute()
                              ? suggestedName_
                              : QDir::home().filePath(suggestedName_);
    QString path =
        QFileDialog::getSaveFileName(dialogParent_, texts_.saveTitle, start, texts_.filter);
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".json"))) path += texts_.suffix;
    return saveTo(path);
}

bool DocumentFile::saveTo(const QString& path) {
    Q_ASSERT(writer_);
    if (beforeSave_ && !beforeSave_()) return false;
    if (const Status st = writer_(path); !st.ok()) {
        const QString text = QString::fromStdString(st.message());
        emit message(2, text);
        QMessageBox::warning(dialogParent_, tr("Save failed"), text);
        return false;
    }
    setPath(path);
    setModified(false);
    emit saved(path_);
    return true;
}

bool DocumentFile::maybeSave() {
    if (!modified_) return true;
    const QString text = texts_.unsavedText.contains(QLatin1String("%1"))
                             ? texts_.unsavedText.arg(displayName())
                             : texts_.unsavedText;
    QMessageBox box(QMessageBox::Warning, texts_.unsavedTitle, text,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, dialogParent_);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

QString DocumentFile::autosavePath() const {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(autosaveName_);
}

bool DocumentFile::autosave() {
    if (!modified_ || !writer_) return false;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    if (!writer_(autosavePath()).ok()) return false;
    QSettings().setValue(QStringLiteral("autosaveOf/") + autosaveName_, path_);
    return true;
}

void DocumentFile::startAutosave(int interval_ms) {
    if (!autosaveTimer_) {
        autosaveTimer_ = new QTimer(this);
        connect(autosaveTimer_, &QTimer::timeout, this, [this] { autosave(); });
    }
    if (interval_ms <= 0) {
        autosaveTimer_->stop();
        return;
    }
    autosaveTimer_->start(interval_ms);
}

bool DocumentFile::offerRecovery() {
    const QString file = autosavePath();
    if (!QFileInfo::exists(file)) return false;
    bool recovered = false;
    const auto answer = QMessageBox::question(
        dialogParent_, texts_.recoverTitle, texts_.recoverText, QMessageBox::Yes | QMessageBox::No);
    if (answer == QMessageBox::Yes && recoverer_) {
        const QString of =
            QSettings().value(QStringLiteral("autosaveOf/") + autosaveName_).toString();
        if (const Status st = recoverer_(file, of); st.ok()) {
            // Recovered work is unsaved work.
            setModified(true);
            recovered = true;
        } else {
            emit message(2, QString::fromStdString(st.message()));
        }
    }
    QFile::remove(file);
    return recovered;
}

void DocumentFile::removeAutosave() const {
    QFile::remove(autosavePath());
}

}  // namespace botlab::gui
