// SPDX-License-Identifier: GPL-3.0-or-later
// GradeDialog: File > Grade a Class… Pick (or create) an assignment, the class's submissions folder
// and a results folder, grade the class (botlab::grade::Grader: one botlab-grade worker process
// per run, so no student's program runs in the app), watch the progress, then read the class
// table; double-clicking a row asks the window to replay that student's run (replayRequested).
#pragma once

#include <QDialog>
#include <QString>

#include <memory>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace botlab::grade {
class Grader;
}

namespace botlab::gui {

class GradeDialog : public QDialog {
    Q_OBJECT
public:
    explicit GradeDialog(QWidget* parent = nullptr);
    ~GradeDialog() override;

    /// Fills the fields (for tests and the command line); empty strings leave a field as it is.
    void setPaths(const QString& assignment, const QString& submissions, const QString& out);
    /// Starts grading with the fields' values. Returns false (and shows why in the dialog) when it
    /// cannot start: a bad assignment or folder, no botlab-grade executable.
    bool startGrading();
    bool isGrading() const;
    /// The class table (one row per student and scene), for tests.
    QTableWidget* table() const { return table_; }
    /// The line under the progress bar (state, errors).
    QString statusText() const;
    /// The replay file of table row `row` ("" when the run has none).
    QString replayFileOfRow(int row) const;

signals:
    /// Grading ended; `error` is empty when the outputs were written.
    void gradingFinished(const QString& error);
    /// The user asked to watch a run again: the replay file's path.
    void replayRequested(const QString& replay_file);

private:
    void browseAssignment();
    void newAssignment();
    void browseFolder(QLineEdit* edit, const QString& title);
    void onRunFinished(int done, int total);
    void onFinished(const QString& error);
    void fillTable();
    void setBusy(bool busy);

    QLineEdit* assignment_ = nullptr;
    QLineEdit* submissions_ = nullptr;
    QLineEdit* out_ = nullptr;
    QSpinBox* jobs_ = nullptr;
    QPushButton* grade_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* report_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QTableWidget* table_ = nullptr;
    std::unique_ptr<grade::Grader> grader_;
};

}  // namespace botlab::gui
