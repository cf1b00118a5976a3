// SPDX-License-Identifier: GPL-3.0-or-later
// GradeDialog: File > Grade a Class… Pick (or create) an assignment, the class's submissions folder
// and a results folder, grade the class (botlab::grade::Grader: one botlab-grade worker process
// per run, so no student's program runs in the app), watch the progress, then read the class
// table; double-clicking a row asks the window to replay that student's run (replayRequested).
// A tournament assignment shows the standings, updated as each match finishes, over the list of
// matches; double-clicking a match asks the window to replay it.
#pragma once

#include <QDialog>
#include <QString>

#include <functional>
#include <memory>

#include "botlab/core/result.h"
#include "botlab/grade/assignment.h"
#include "botlab/grade/tournament.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableWidget;
class QUrl;

namespace botlab::grade {
class Grader;
}

namespace botlab::gui {

/// Asks for a folder; a folder typed in that does not exist yet is made (a results folder such as
/// "class-grades" is usually new), never "Directory not found". Returns the folder, or "" when the
/// user cancelled (or it could not be made: the user was told why).
QString chooseFolderMakingIt(QWidget* parent, const QString& title, const QString& start);

/// Grade a Class > New...: a new assignment's title, robot, scenes (built-in ones, and the
/// teacher's own scene files: "Add Scene File..." or dropped onto the dialog), time limit, seeds,
/// variations and pass mark.
class NewAssignmentDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewAssignmentDialog(QWidget* parent = nullptr);

    /// Adds the scene file `path` to the list, checked (or checks it when it is there already).
    /// Returns false, and shows why (naming the file), when it is not a scene Botlab can read.
    bool addSceneFile(const QString& path);
    /// The scene list: built-in names, then the added files (their path in Qt::UserRole).
    QListWidget* sceneList() const { return scenes_; }
    /// The line under the scene list (why a file was refused).
    QString message() const;
    /// The assignment as it would be saved to `assignment_file`: the scene files' paths relative
    /// to its folder. Fails when no scene is chosen.
    Result<grade::Assignment> assignment(const QString& assignment_file) const;

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void browseSceneFile();

    QLineEdit* title_ = nullptr;
    QComboBox* robot_ = nullptr;
    QListWidget* scenes_ = nullptr;
    QDoubleSpinBox* limit_ = nullptr;
    QLineEdit* seeds_ = nullptr;
    QDoubleSpinBox* jitter_ = nullptr;
    QCheckBox* mazes_ = nullptr;
    QSpinBox* pass_ = nullptr;
    QLabel* message_ = nullptr;
};

class GradeDialog : public QDialog {
    Q_OBJECT
public:
    /// Opens a URL in the user's browser; false when it could not (QDesktopServices::openUrl).
    using UrlOpener = std::function<bool(const QUrl&)>;

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
    /// A tournament's standings (student, played, won, drawn, lost, points, goal difference;
    /// filled as each match finishes) and its matches (round, home, away, result, goals, why it
    /// ended; double-click one to watch it again). Shown instead of the class table.
    QTableWidget* standingsTable() const { return standings_; }
    QTableWidget* matchesTable() const { return matches_; }
    /// The replay file of matches table row `row` ("" when the match has none yet).
    QString replayFileOfMatchRow(int row) const;
    /// Shows a tournament's matches so far and the standings they give (`names`: the students,
    /// the indices of the matches; replay files relative to `out_dir`). The Grader calls it
    /// after each match; public so the tables can be shown from records.
    void showTournament(const std::vector<QString>& names,
                        const std::vector<grade::MatchRecord>& matches, const grade::Points& points,
                        const QString& out_dir);
    /// How Open Report opens report.html (tests make it fail); QDesktopServices::openUrl by
    /// default. When it fails, a small dialog shows the report's path with a Copy button.
    void setUrlOpener(UrlOpener opener) { opener_ = std::move(opener); }
    /// Opens report.html (Open Report): of the grading just done, else the one in the results
    /// folder.
    void openReport();
    /// That report.html's path ("" without a results folder).
    QString reportFile() const;

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
    /// Shows the class table (graded runs) or the tournament's two tables.
    void showTournamentTables(bool tournament);

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
    QSplitter* tournament_ = nullptr;  ///< The standings over the matches.
    QTableWidget* standings_ = nullptr;
    QTableWidget* matches_ = nullptr;
    QLabel* hint_ = nullptr;
    std::unique_ptr<grade::Grader> grader_;
    UrlOpener opener_;
};

}  // namespace botlab::gui
