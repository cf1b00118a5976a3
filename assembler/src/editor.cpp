// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/editor.h"
#include "tr.h"

#include <QCoreApplication>

namespace botlab::assembler {

AddPartCommand::AddPartCommand(RobotDocument* doc, int index, PartInstance part,
                               QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), index_(index), part_(std::move(part)) {
    setText(Tr::tr("Add %1").arg(part_.part_id));
}
void AddPartCommand::redo() {
    doc_->insertPart(index_, part_);
}
void AddPartCommand::undo() {
    doc_->removePart(index_);
}

RemovePartCommand::RemovePartCommand(RobotDocument* doc, int index, QUndoCommand* parent)
    : QUndoCommand(parent),
      doc_(doc),
      index_(index),
      part_(doc->parts.at(index)),
      drives_(doc->drives) {
    setText(Tr::tr("Remove %1").arg(part_.part_id));
}
void RemovePartCommand::redo() {
    doc_->removePart(index_);
}
void RemovePartCommand::undo() {
    doc_->insertPart(index_, part_);
    doc_->setDrives(drives_);
}

SetPartCommand::SetPartCommand(RobotDocument* doc, int index, PartInstance part,
                               const QString& text, bool mergeable, QUndoCommand* parent)
    : QUndoCommand(parent),
      doc_(doc),
      index_(index),
      before_(doc->parts.at(index)),
      after_(std::move(part)),
      mergeable_(mergeable) {
    setText(text);
}
void SetPartCommand::redo() {
    doc_->setPart(index_, after_);
}
void SetPartCommand::undo() {
    doc_->setPart(index_, before_);
}
bool SetPartCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = dynamic_cast<const SetPartCommand*>(other);
    if (!o || !o->mergeable_ || o->index_ != index_ || o->doc_ != doc_) return false;
    after_ = o->after_;
    return true;
}

RenameRobotCommand::RenameRobotCommand(RobotDocument* doc, QString name, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), before_(doc->name), after_(std::move(name)) {
    setText(Tr::tr("Rename robot"));
}
void RenameRobotCommand::redo() {
    doc_->setName(after_);
}
void RenameRobotCommand::undo() {
    doc_->setName(before_);
}

RobotEditor::RobotEditor(const parts_library::PartsLibrary& library)
    : lib_(library), assembler_(library) {}

void RobotEditor::setDocument(RobotDocument doc) {
    stack_.clear();
    doc_ = std::move(doc);
    doc_.touch();
}

Status RobotEditor::checkIndex(int index) const {
    if (index < 0 || index >= static_cast<int>(doc_.parts.size())) {
        return Error{Tr::tr("no part %1 (the robot has %2 parts)")
                         .arg(index)
                         .arg(doc_.parts.size())
                         .toStdString()};
    }
    return {};
}

int RobotEditor::freePort(const QString& part_id, int ignore) const {
    const parts_library::PartDefinition* def = lib_.find(part_id);
    if (!def) return 0;
    const bool motor = def->device.usesMotorPort();
    if (!motor && !def->device.usesSensorPort()) return 0;
    const int count = motor ? 8 : 13;
    std::vector<bool> used(count + 1, false);
    for (int i = 0; i < static_cast<int>(doc_.parts.size()); ++i) {
        if (i == ignore) continue;
        const auto* other = lib_.find(doc_.parts[i].part_id);
        if (!other || doc_.parts[i].port <= 0 || doc_.parts[i].port > count) continue;
        if ((motor && other->device.usesMotorPort()) ||
            (!motor && other->device.usesSensorPort())) {
            used[doc_.parts[i].port] = true;
        }
    }
    for (int p = 1; p <= count; ++p) {
        if (!used[p]) return p;
    }
    return 0;
}

std::vector<int> RobotEditor::availablePorts(int index) const {
    std::vector<int> out;
    if (index < 0 || index >= static_cast<int>(doc_.parts.size())) return out;
    const parts_library::PartDefinition* def = lib_.find(doc_.parts[index].part_id);
    if (!def) return out;
    const bool motor = def->device.usesMotorPort();
    if (!motor && !def->device.usesSensorPort()) return out;
    const int count = motor ? 8 : 13;
    std::vector<bool> used(count + 1, false);
    for (int i = 0; i < static_cast<int>(doc_.parts.size()); ++i) {
        const auto* other = lib_.find(doc_.parts[i].part_id);
        if (i == index || !other || doc_.parts[i].port <= 0 || doc_.parts[i].port > count) continue;
        if ((motor && other->device.usesMotorPort()) || (!motor && other->device.usesSensorPort()))
            used[doc_.parts[i].port] = true;
    }
    for (int p = 1; p <= count; ++p) {
        if (!used[p]) out.push_back(p);
    }
    return out;
}

Result<PlaceResult> RobotEditor::placePart(const QString& part_id, const sim::Pose& X_MP_desired,
                                           const PlaceOptions& options) {
    auto placed = assembler_.place(doc_, part_id, X_MP_desired, options);
    if (!placed) return placed.error();
    PartInstance p;
    p.part_id = part_id;
    p.X_MP = placed->X_MP;
    p.port = freePort(part_id);
    stack_.push(new AddPartCommand(&doc_, static_cast<int>(doc_.parts.size()), p));
    return placed;
}

Result<int> RobotEditor::addPartAt(const QString& part_id, const sim::Pose& X_MP,
                                   const QString& label) {
    if (!lib_.find(part_id)) return Error{Tr::tr("unknown part '%1'").arg(part_id).toStdString()};
    PartInstance p;
    p.part_id = part_id;
    p.X_MP = X_MP;
    p.port = freePort(part_id);
    p.label = label;
    const int index = static_cast<int>(doc_.parts.size());
    stack_.push(new AddPartCommand(&doc_, index, p));
    return index;
}

Result<PlaceResult> RobotEditor::movePart(int index, const sim::Pose& X_MP_desired,
                                          const PlaceOptions& options) {
    if (Status st = checkIndex(index); !st) return st.error();
    PartInstance p = doc_.parts[index];
    auto placed = assembler_.place(doc_, p.part_id, X_MP_desired, options, index);
    if (!placed) return placed.error();
    p.X_MP = placed->X_MP;
    stack_.push(new SetPartCommand(&doc_, index, p, Tr::tr("Move %1").arg(p.part_id), true));
    return placed;
}

Status RobotEditor::movePartTo(int index, const sim::Pose& X_MP, bool merge) {
    if (Status st = checkIndex(index); !st) return st;
    PartInstance p = doc_.parts[index];
    p.X_MP = X_MP;
    stack_.push(new SetPartCommand(&doc_, index, p, Tr::tr("Move %1").arg(p.part_id), merge));
    return {};
}

Status RobotEditor::removePart(int index) {
    if (Status st = checkIndex(index); !st) return st;
    stack_.push(new RemovePartCommand(&doc_, index));
    return {};
}

Status RobotEditor::setPort(int index, int port) {
    if (Status st = checkIndex(index); !st) return st;
    PartInstance p = doc_.parts[index];
    const parts_library::PartDefinition* def = lib_.find(p.part_id);
    if (!def || (!def->device.usesMotorPort() && !def->device.usesSensorPort())) {
        return Error{Tr::tr("part %1 (%2) is not a motor, fan or sensor and has no port")
                         .arg(index)
                         .arg(p.part_id)
                         .toStdString()};
    }
    const bool motor = def->device.usesMotorPort();
    const int count = motor ? 8 : 13;
    if (port < 0 || port > count) {
        return Error{Tr::tr("%1 port %2 does not exist (1..%3)")
                         .arg(motor ? Tr::tr("motor") : Tr::tr("sensor"))
                         .arg(port)
                         .arg(count)
                         .toStdString()};
    }
    if (port != 0) {
        for (int i = 0; i < static_cast<int>(doc_.parts.size()); ++i) {
            const auto* other = lib_.find(doc_.parts[i].part_id);
            if (i == index || !other || doc_.parts[i].port != port) continue;
            if ((motor && other->device.usesMotorPort()) ||
                (!motor && other->device.usesSensorPort())) {
                return Error{Tr::tr("%1 port %2 is already used by part %3 (%4)")
                                 .arg(motor ? Tr::tr("motor") : Tr::tr("sensor"))
                                 .arg(port)
                                 .arg(i)
                                 .arg(doc_.parts[i].part_id)
                                 .toStdString()};
            }
        }
    }
    p.port = port;
    stack_.push(
        new SetPartCommand(&doc_, index, p, Tr::tr("Wire %1 to port %2").arg(p.part_id).arg(port)));
    return {};
}

Status RobotEditor::setReversed(int index, bool reversed) {
    if (Status st = checkIndex(index); !st) return st;
    PartInstance p = doc_.parts[index];
    p.reversed = reversed;
    stack_.push(new SetPartCommand(&doc_, index, p, Tr::tr("Reverse %1").arg(p.part_id)));
    return {};
}

Status RobotEditor::setLabel(int index, const QString& label) {
    if (Status st = checkIndex(index); !st) return st;
    PartInstance p = doc_.parts[index];
    p.label = label;
    stack_.push(new SetPartCommand(&doc_, index, p, Tr::tr("Rename %1").arg(p.part_id)));
    return {};
}

SetDrivesCommand::SetDrivesCommand(RobotDocument* doc, std::vector<DriveLink> drives,
                                   QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), before_(doc->drives), after_(std::move(drives)) {
    setText(Tr::tr("Connect with chain or belt"));
}

void SetDrivesCommand::redo() {
    doc_->setDrives(after_);
}

void SetDrivesCommand::undo() {
    doc_->setDrives(before_);
}

Status RobotEditor::connectDrive(int a, int b) {
    if (Status st = checkIndex(a); !st) return st;
    if (Status st = checkIndex(b); !st) return st;
    if (!driveLinkFits(doc_, lib_, a, b)) {
        return Error{Tr::tr("A chain joins two sprockets and a belt two pulleys, level with each "
                            "other on parallel axles and not touching.")
                         .toStdString()};
    }
    std::vector<DriveLink> links;
    for (const DriveLink& d : doc_.drives)
        if (d.part_a != a && d.part_b != a && d.part_a != b && d.part_b != b) links.push_back(d);
    links.push_back({a, b});
    stack_.push(new SetDrivesCommand(&doc_, std::move(links)));
    return {};
}

void RobotEditor::rename(const QString& name) {
    stack_.push(new RenameRobotCommand(&doc_, name));
}

}  // namespace botlab::assembler
