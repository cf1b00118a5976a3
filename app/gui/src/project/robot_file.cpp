// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/robot_file.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUndoStack>

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/robot_file.h"
#include "botlab/assembler/robot_loading.h"

namespace botlab::gui {

RobotFile::RobotFile(QObject* parent)
    : QObject(parent), lib_(parts_library::PartsLibrary::builtinOrEmpty()) {
    editor_ = std::make_unique<assembler::RobotEditor>(lib_);
    file_ = new DocumentFile(
        QStringLiteral("autosave.robot.json"),
        {tr("Save Robot"), tr("Robot files (*.robot.json)"), QStringLiteral(".robot.json"),
         tr("Unsaved robot"), tr("The robot has changes that are not saved. Save them?"),
         tr("Recover robot"),
         tr("Botlab did not close properly last time. Recover the robot you were building?")},
        this);
    file_->setWriter([this](const QString& path) {
        return assembler::saveRobotFile(editor_->document(), path);
    });
    file_->setRecoverer([this](const QString& autosave, const QString& of) -> Status {
        auto doc = assembler::loadRobotFile(autosave, lib_);
        if (!doc) return doc.error();
        setDocument(std::move(doc.value()), of, of);
        editor_->undoStack()->resetClean();
        return {};
    });
    connect(file_, &DocumentFile::saved, this, [this](const QString& path) {
        source_ = path;
        editor_->undoStack()->setClean();
    });
    QUndoStack* stack = editor_->undoStack();
    connect(stack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { file_->setModified(!clean); });
    connect(stack, &QUndoStack::indexChanged, this, [this] {
        QString name = editor_->document().name;
        name.replace(QRegularExpression(QStringLiteral("[^\\w-]+")), QStringLiteral("_"));
        file_->setSuggestedName((name.isEmpty() ? QStringLiteral("robot") : name) +
                                QStringLiteral(".robot.json"));
        emit changed();
    });
}

RobotFile::~RobotFile() {
    // ~QUndoStack emits cleanChanged: nobody may hear it once the owner is going.
    disconnect(editor_->undoStack(), nullptr, nullptr, nullptr);
}

void RobotFile::setDocument(assembler::RobotDocument doc, const QString& path,
                            const QString& source) {
    emit aboutToReplace();
    editor_->setDocument(std::move(doc));
    editor_->undoStack()->setClean();
    file_->setPath(path);
    file_->setModified(false);
    source_ = source;
    ++documentSerial_;
    emit documentReplaced();
    emit changed();
}

Status RobotFile::newRobot(const QString& template_name, const QString& name) {
    assembler::RobotDocument doc;
    if (!template_name.isEmpty()) {
        auto built = assembler::buildBuiltinRobot(template_name, lib_);
        if (!built) return built.error();
        doc = std::move(built.value());
    }
    doc.name = name;
    setDocument(std::move(doc), {}, {});
    return {};
}

Status RobotFile::open(const QString& name_or_path) {
    const bool builtin = assembler::builtinRobotNames().contains(name_or_path);
    const QString file =
        builtin ? QStringLiteral(":/botlab/robots/%1.json").arg(name_or_path) : name_or_path;
    auto doc = assembler::loadRobotFile(file, lib_);
    if (!doc) return doc.error();
    setDocument(std::move(doc.value()), builtin ? QString() : QFileInfo(file).absoluteFilePath(),
                name_or_path);
    return {};
}

bool RobotFile::changedSinceTaken() const {
    return takenSerial_ != documentSerial_ ||
           takenIndex_ != const_cast<assembler::RobotEditor&>(*editor_).undoStack()->index();
}

void RobotFile::takeChanges() {
    takenSerial_ = documentSerial_;
    takenIndex_ = editor_->undoStack()->index();
}

}  // namespace botlab::gui
