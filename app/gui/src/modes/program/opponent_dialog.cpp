// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/opponent_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>

#include "botlab/runner/display_names.h"
#include "botlab/runner/models.h"
#include "project/examples.h"
#include "project/opponents.h"

namespace botlab::gui {

namespace {
QIcon swatch(const QColor& c) {
    QPixmap p(14, 14);
    p.fill(c);
    return QIcon(p);
}
}  // namespace

OpponentDialog::OpponentDialog(const std::vector<QColor>& used, const QString& robot,
                               QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("opponentDialog"));
    setWindowTitle(tr("Add an Opponent"));
    auto* form = new QFormLayout(this);
    // A row label whose shortcut letter (Alt+R ...) moves to its field: a row of a field and a
    // button gets no buddy from the form, and its label would show a literal "&".
    auto label = [this](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };

    robot_ = new QComboBox(this);
    robot_->setObjectName(QStringLiteral("opponentRobot"));
    for (const QString& name : runner::builtinRobotNames())
        robot_->addItem(runner::robotTitle(name), name);
    auto* robotFile = new QPushButton(tr("File…"), this);
    robotFile->setToolTip(tr("A robot file built in the Build mode"));
    connect(robotFile, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open a robot"), QString(),
                                                       tr("Botlab robots (*.json)"));
        if (!f.isEmpty()) chooseRobotFile(f);
    });
    auto* robotRow = new QHBoxLayout;
    robotRow->addWidget(robot_, 1);
    robotRow->addWidget(robotFile);
    form->addRow(label(tr("&Robot:"), robot_), robotRow);
    if (const int i = robot_->findData(robot); i >= 0) robot_->setCurrentIndex(i);

    program_ = new QComboBox(this);
    program_->setObjectName(QStringLiteral("opponentProgram"));
    // The arena examples first: what an opponent usually runs.
    QStringList examples = examplePrograms();
    std::stable_partition(examples.begin(), examples.end(),
                          [](const QString& e) { return e.startsWith(QLatin1String("arenas/")); });
    const QDir dir(examplesDir());
    for (const QString& e : examples)
        program_->addItem(tr("Example: %1").arg(e), dir.absoluteFilePath(e));
    auto* programFile = new QPushButton(tr("File…"), this);
    programFile->setToolTip(tr("Another student's program (.lua)"));
    connect(programFile, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open a program"), QString(),
                                                       tr("Lua programs (*.lua)"));
        if (!f.isEmpty()) chooseProgramFile(f);
    });
    auto* programRow = new QHBoxLayout;
    programRow->addWidget(program_, 1);
    programRow->addWidget(programFile);
    form->addRow(label(tr("&Program:"), program_), programRow);

    owner_ = new QLineEdit(this);
    owner_->setObjectName(QStringLiteral("opponentOwner"));
    owner_->setPlaceholderText(tr("Whose robot it is"));
    owner_->setMaxLength(40);
    connect(owner_, &QLineEdit::textEdited, this, [this] {
        ownerTyped_ = !owner_->text().trimmed().isEmpty();
        updateOk();
    });
    form->addRow(tr("&Owner:"), owner_);

    colour_ = new QComboBox(this);
    colour_->setObjectName(QStringLiteral("opponentColour"));
    for (const OwnerColour& c : ownerPalette())
        colour_->addItem(swatch(c.colour), c.name, c.colour);
    const QColor free = nextFreeColour(used);
    for (int i = 0; i < colour_->count(); ++i)
        if (colour_->itemData(i).value<QColor>().rgb() == free.rgb()) colour_->setCurrentIndex(i);
    form->addRow(tr("&Colour:"), colour_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    okButton()->setText(tr("Add"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons_);

    connect(program_, &QComboBox::currentIndexChanged, this, [this] { programChosen(); });
    programChosen();
}

QPushButton* OpponentDialog::okButton() const {
    return buttons_->button(QDialogButtonBox::Ok);
}

QString OpponentDialog::robot() const {
    return robot_->currentData().toString();
}
QString OpponentDialog::programPath() const {
    return program_->currentData().toString();
}
QString OpponentDialog::owner() const {
    return owner_->text().trimmed();
}
QColor OpponentDialog::colour() const {
    return colour_->currentData().value<QColor>();
}

void OpponentDialog::chooseRobotFile(const QString& path) {
    int i = robot_->findData(path);
    if (i < 0) {
        robot_->addItem(QFileInfo(path).fileName(), path);
        i = robot_->count() - 1;
    }
    robot_->setCurrentIndex(i);
}

void OpponentDialog::chooseProgramFile(const QString& path) {
    int i = program_->findData(path);
    if (i < 0) {
        program_->addItem(QFileInfo(path).fileName(), path);
        i = program_->count() - 1;
    }
    program_->setCurrentIndex(i);
    programChosen();
}

void OpponentDialog::programChosen() {
    if (!ownerTyped_) owner_->setText(QFileInfo(programPath()).completeBaseName());
    updateOk();
}

void OpponentDialog::updateOk() {
    okButton()->setEnabled(!owner().isEmpty() && !programPath().isEmpty() && !robot().isEmpty());
}

}  // namespace botlab::gui
