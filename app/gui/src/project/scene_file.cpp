// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/scene_file.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

#include "botlab/runner/display_names.h"
#include "botlab/scenes/scene_loading.h"

namespace botlab::gui {

using scenes::SceneDocument;

SceneFile::SceneFile(QObject* parent)
    : QObject(parent), editor_(std::make_unique<scenes::SceneEditor>()) {
    file_ = new DocumentFile(
        QStringLiteral("autosave.scene.json"),
        {tr("Save Scene"), tr("Botlab scenes (*.scene.json *.json)"), QStringLiteral(".scene.json"),
         tr("Unsaved scene"), tr("The scene \"%1\" has unsaved changes. Save them?"),
         tr("Recover scene"),
         tr("Botlab did not close properly last time. Recover the scene you were drawing?"),
         tr("Untitled scene")},
        this);
    file_->setWriter([this](const QString& path) { return write(path); });
    file_->setRecoverer([this](const QString& autosave, const QString&) -> Status {
        auto d = SceneDocument::loadFile(autosave);
        if (!d.ok()) return d.error();
        setDocument(scenes::emptyScene(), {});
        // One undoable step from an empty floor: the recovered scene counts as unsaved.
        return editor_->apply(std::move(d.value()), tr("Recover the scene"));
    });
    editor_->on_changed = [this] {
        QString name = editor_->document().name.trimmed();
        if (name.isEmpty()) name = tr("my_scene");
        file_->setSuggestedName(name + QStringLiteral(".scene.json"));
        emit changed();
    };
    connect(editor_->undoStack(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { file_->setModified(!clean); });
}

SceneFile::~SceneFile() {
    // ~QUndoStack emits cleanChanged: nobody may hear it once the owner is going.
    editor_->on_changed = nullptr;
    disconnect(editor_->undoStack(), nullptr, nullptr, nullptr);
}

void SceneFile::setDocument(SceneDocument doc, const QString& path) {
    editor_->setDocument(std::move(doc));
    editor_->undoStack()->setClean();
    file_->setPath(path);
    file_->setModified(false);
    emit documentReplaced();
}

Status SceneFile::newScene(const QString& builtin) {
    SceneDocument doc = scenes::emptyScene();
    if (!builtin.isEmpty()) {
        auto d =
            SceneDocument::loadFile(QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(builtin));
        if (!d.ok()) return d.error();
        doc = std::move(d.value());
        // Named in the user's language ("六足机器人场地（副本）"), the built-in's id is not shown.
        doc.name = tr("%1 (copy)").arg(runner::sceneTitle(doc.name));
    }
    setDocument(std::move(doc), {});
    return {};
}

Status SceneFile::open(const QString& name_or_path) {
    const bool builtin = scenes::builtinSceneNames().contains(name_or_path);
    const QString file = builtin
                             ? QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(name_or_path)
                             : name_or_path;
    auto d = SceneDocument::loadFile(file);
    if (!d.ok()) return d.error();
    setDocument(std::move(d.value()), builtin ? QString() : QFileInfo(file).absoluteFilePath());
    return {};
}

Status SceneFile::write(const QString& path) {
    if (path == file_->autosavePath()) return editor_->document().saveFile(path);
    const QString oldBase = editor_->document().base_dir;
    const QString newBase = QFileInfo(path).absolutePath();
    if (oldBase != newBase && !oldBase.isEmpty()) {
        // Picture and height-map files named relative to the old folder: name them from the new
        // one (files inside Botlab's resources keep their absolute ":/" name).
        SceneDocument doc = editor_->document();
        auto rebase = [&](QString& f) {
            if (f.isEmpty() || !QFileInfo(f).isRelative()) return;
            const QString abs = QDir(oldBase).absoluteFilePath(f);
            f = abs.startsWith(QLatin1Char(':')) ? abs : QDir(newBase).relativeFilePath(abs);
        };
        for (auto& im : doc.floor.images) rebase(im.file);
        if (doc.terrain) rebase(doc.terrain->file);
        if (Status st = editor_->apply(std::move(doc), tr("Save the scene")); !st.ok()) return st;
    }
    editor_->setBaseDir(newBase);
    const Status st = editor_->document().saveFile(path);
    if (st.ok()) editor_->undoStack()->setClean();
    return st;
}

}  // namespace botlab::gui
