// SPDX-License-Identifier: GPL-3.0-or-later
// OpponentDialog: "Add an Opponent" — picks another robot for an arena run: a robot (built-in or
// a robot file), a program (an example, or another student's .lua file), the owner's name and a
// colour. The owner defaults to the program file's base name until the user types one; the
// colour to the first one no other robot has.
#pragma once

#include <QColor>
#include <QDialog>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QPushButton;

namespace botlab::gui {

class OpponentDialog : public QDialog {
    Q_OBJECT
public:
    /// `used`: the colours the robots in the run already have; `robot`: the robot preselected
    /// (the student's own, when it is a built-in one).
    OpponentDialog(const std::vector<QColor>& used, const QString& robot,
                   QWidget* parent = nullptr);

    QString robot() const;        ///< A built-in robot name or a robot file path.
    QString programPath() const;  ///< The chosen program file (absolute path).
    QString owner() const;        ///< The owner's name as typed (trimmed).
    QColor colour() const;

    /// Adds a robot file / a program file to the lists and selects it, as the "…" buttons do
    /// after their file dialog.
    void chooseRobotFile(const QString& path);
    void chooseProgramFile(const QString& path);

    QComboBox* robotBox() const { return robot_; }
    QComboBox* programBox() const { return program_; }
    QLineEdit* ownerEdit() const { return owner_; }
    QComboBox* colourBox() const { return colour_; }
    QPushButton* okButton() const;

private:
    /// The owner follows the program's base name until the user typed a name.
    void programChosen();
    void updateOk();

    QComboBox* robot_ = nullptr;
    QComboBox* program_ = nullptr;
    QLineEdit* owner_ = nullptr;
    QComboBox* colour_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    bool ownerTyped_ = false;
};

}  // namespace botlab::gui
