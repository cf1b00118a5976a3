// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/grade_dialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QUrl>
#include <QVBoxLayout>

#include <cmath>

#include "botlab/grade/grader.h"
#include "botlab/runner/display_names.h"
#include "botlab/runner/models.h"
#include "botlab/scenes/arena.h"
#include "botlab/scenes/scene_document.h"

namespace botlab::gui {

namespace {

/// A built-in scene's id on its list item (the item shows the scene's title).
constexpr int kSceneIdRole = Qt::UserRole + 1;

QString clockText(double s) {
    const long t = std::lround(std::max(0.0, s));
    return QStringLiteral("%1:%2").arg(t / 60).arg(t % 60, 2, 10, QLatin1Char('0'));
}

/// Why a match ended, for a person: the arena's sentence for its reason key ("pushed_out": "Pushed
/// the other robot out of the ring."), or the key itself when it is none of them.
QString reasonText(const QString& key) {
    using R = scenes::MatchReason;
    for (R r : {R::PushedOut, R::BothOut, R::TimeUp, R::MoreGoals, R::EqualGoals, R::FinishedFirst,
                R::SameFinish, R::OthersOut, R::Forfeit})
        if (scenes::matchReasonKey(r) == key) return scenes::matchReasonText(r);
    if (key == QLatin1String("timeout"))
        return GradeDialog::tr("The match took too long in real time and was stopped.");
    if (key == QLatin1String("crashed"))
        return GradeDialog::tr("The match's process crashed: counted for nobody.");
    if (key == QLatin1String("bye")) return GradeDialog::tr("A bye: counted as a win.");
    return key;
}

/// A table item that sorts by number.
QTableWidgetItem* numberItem(double v, int decimals) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole,
                  std::round(v * std::pow(10.0, decimals)) / std::pow(10.0, decimals));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

/// A folder dialog that makes the folder typed into it when it does not exist yet (Qt's own says
/// "Directory not found"). Qt's dialog, not the platform's, so that this always applies.
class MakingFolderDialog : public QFileDialog {
public:
    MakingFolderDialog(QWidget* parent, const QString& title, const QString& start)
        : QFileDialog(parent, title, start) {
        setFileMode(QFileDialog::Directory);
        setOption(QFileDialog::ShowDirsOnly);
        setOption(QFileDialog::DontUseNativeDialog);
        setObjectName(QStringLiteral("chooseFolderDialog"));
    }

protected:
    void accept() override {
        const QStringList chosen = selectedFiles();
        if (!chosen.isEmpty()) {
            const QFileInfo info(chosen.first());
            if (!info.exists() && !QDir().mkpath(info.absoluteFilePath())) {
                QMessageBox::warning(this, windowTitle(),
                                     GradeDialog::tr("Cannot make the folder %1.")
                                         .arg(QDir::toNativeSeparators(info.absoluteFilePath())));
                return;
            }
        }
        QFileDialog::accept();
    }
};

/// A scene file the New Assignment dialog takes (by extension; its contents are checked when it
/// is added).
bool isSceneFileName(const QString& path) {
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ||
           path.endsWith(QLatin1String(".botscene"), Qt::CaseInsensitive);
}

/// The local scene files among dropped URLs.
QStringList droppedSceneFiles(const QMimeData* mime) {
    QStringList files;
    if (!mime || !mime->hasUrls()) return files;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && isSceneFileName(url.toLocalFile())) files << url.toLocalFile();
    return files;
}

/// A scene's name in an assignment (it is part of file names): the file's base name with every
/// character other than a letter, a digit, '-' or '_' made '_'.
QString sceneNameOf(const QString& path) {
    QString name = QFileInfo(path).completeBaseName().left(64);
    for (QChar& c : name)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    return name.isEmpty() ? QStringLiteral("scene") : name;
}

}  // namespace

QString chooseFolderMakingIt(QWidget* parent, const QString& title, const QString& start) {
    MakingFolderDialog dialog(parent, title, start);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    return dialog.selectedFiles().first();
}

NewAssignmentDialog::NewAssignmentDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(GradeDialog::tr("New Assignment"));
    setObjectName(QStringLiteral("newAssignmentDialog"));
    setAcceptDrops(true);
    title_ = new QLineEdit(GradeDialog::tr("Follow the line"));
    robot_ = new QComboBox;
    // Shown by title (translated), kept by id.
    for (const QString& n : runner::builtinRobotNames()) robot_->addItem(runner::robotTitle(n), n);
    robot_->addItem(GradeDialog::tr("each student's own robot"),
                    QLatin1String(grade::kStudentRobot));
    robot_->setToolTip(GradeDialog::tr(
        "\"Each student's own robot\": the robot file (.json) in each student's folder."));
    scenes_ = new QListWidget;
    scenes_->setObjectName(QStringLiteral("sceneList"));
    scenes_->setToolTip(
        GradeDialog::tr("Tick the scenes to grade on. Drop your own scene files here."));
    for (const QString& s : runner::builtinSceneNames()) {
        auto* item = new QListWidgetItem(runner::sceneTitle(s), scenes_);
        item->setData(kSceneIdRole, s);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(s.startsWith(QLatin1String("line_")) ? Qt::Checked : Qt::Unchecked);
    }
    auto* addFile = new QPushButton(GradeDialog::tr("Add Scene File..."));
    addFile->setObjectName(QStringLiteral("addSceneFile"));
    connect(addFile, &QPushButton::clicked, this, &NewAssignmentDialog::browseSceneFile);
    message_ = new QLabel;
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setStyleSheet(QStringLiteral("color: #a00000"));
    message_->hide();
    auto* sceneBox = new QWidget;
    auto* sceneLayout = new QVBoxLayout(sceneBox);
    sceneLayout->setContentsMargins(0, 0, 0, 0);
    sceneLayout->addWidget(scenes_);
    sceneLayout->addWidget(addFile, 0, Qt::AlignLeft);
    sceneLayout->addWidget(message_);
    limit_ = new QDoubleSpinBox;
    limit_->setRange(0, 3600);
    limit_->setSuffix(GradeDialog::tr(" s"));
    limit_->setSpecialValueText(GradeDialog::tr("the scene's own"));
    seeds_ = new QLineEdit(QStringLiteral("1, 2, 3"));
    jitter_ = new QDoubleSpinBox;
    jitter_->setRange(0, 20);
    jitter_->setSingleStep(0.5);
    jitter_->setSuffix(GradeDialog::tr(" cm"));
    jitter_->setValue(1.0);
    mazes_ = new QCheckBox(GradeDialog::tr("a new maze for every seed"));
    pass_ = new QSpinBox;
    pass_->setRange(0, 100);
    pass_->setValue(50);
    auto* form = new QFormLayout;
    form->addRow(GradeDialog::tr("Title:"), title_);
    form->addRow(GradeDialog::tr("Robot:"), robot_);
    form->addRow(GradeDialog::tr("Scenes:"), sceneBox);
    form->addRow(GradeDialog::tr("Time limit:"), limit_);
    form->addRow(GradeDialog::tr("Seeds:"), seeds_);
    form->addRow(GradeDialog::tr("Move the start by up to:"), jitter_);
    form->addRow(GradeDialog::tr("Mazes:"), mazes_);
    form->addRow(GradeDialog::tr("Pass mark:"), pass_);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(box);
}

QString NewAssignmentDialog::message() const {
    return message_->text();
}

bool NewAssignmentDialog::addSceneFile(const QString& path) {
    const QString file = QFileInfo(path).absoluteFilePath();
    const Result<scenes::SceneDocument> doc = scenes::SceneDocument::loadFile(file);
    if (!doc.ok()) {
        // The loader's message names the file; say it in one line under the list.
        message_->setText(GradeDialog::tr("Cannot use this scene: %1")
                              .arg(QString::fromStdString(doc.message())));
        message_->show();
        return false;
    }
    message_->clear();
    message_->hide();
    for (int i = 0; i < scenes_->count(); ++i) {
        QListWidgetItem* item = scenes_->item(i);
        if (item->data(Qt::UserRole).toString() == file) {
            item->setCheckState(Qt::Checked);
            return true;
        }
    }
    auto* item = new QListWidgetItem(QFileInfo(file).fileName(), scenes_);
    item->setData(Qt::UserRole, file);
    item->setToolTip(QDir::toNativeSeparators(file));
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Checked);
    scenes_->scrollToItem(item);
    return true;
}

void NewAssignmentDialog::browseSceneFile() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, GradeDialog::tr("Add Scene Files"), QString(),
        GradeDialog::tr("Botlab scenes (*.json *.botscene);;All files (*)"));
    for (const QString& f : files)
        if (!addSceneFile(f)) break;
}

void NewAssignmentDialog::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedSceneFiles(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void NewAssignmentDialog::dropEvent(QDropEvent* event) {
    const QStringList files = droppedSceneFiles(event->mimeData());
    if (files.isEmpty()) return;
    event->acceptProposedAction();
    for (const QString& f : files)
        if (!addSceneFile(f)) break;
}

Result<grade::Assignment> NewAssignmentDialog::assignment(const QString& assignment_file) const {
    grade::Assignment a;
    a.title = title_->text();
    a.robot = robot_->currentData().toString();
    const QDir base = QFileInfo(assignment_file).absoluteDir();
    QStringList names;
    for (int i = 0; i < scenes_->count(); ++i) {
        const QListWidgetItem* item = scenes_->item(i);
        if (item->checkState() != Qt::Checked) continue;
        grade::AssignmentScene s;
        const QString file = item->data(Qt::UserRole).toString();
        if (file.isEmpty()) {
            s.scene = s.name = item->data(kSceneIdRole).toString();
        } else {
            // Relative to the assignment, so that the two move together.
            s.scene = base.relativeFilePath(file);
            s.scene_path = file;
            s.name = sceneNameOf(file);
            const QString stem = s.name;
            for (int n = 2; names.contains(s.name); ++n)
                s.name = stem + QStringLiteral("_%1").arg(n);
        }
        names << s.name;
        s.time_limit_s = limit_->value();
        s.variations.start_dx_m = s.variations.start_dz_m = jitter_->value() / 100.0;
        s.variations.regenerate_mazes = mazes_->isChecked();
        a.scenes.push_back(s);
    }
    if (a.scenes.empty()) return Error{GradeDialog::tr("Choose at least one scene.").toStdString()};
    a.seeds.clear();
    for (const QString& part :
         seeds_->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qulonglong v = part.toULongLong(&ok);
        if (ok && std::find(a.seeds.begin(), a.seeds.end(), v) == a.seeds.end())
            a.seeds.push_back(v);
    }
    if (a.seeds.empty()) a.seeds = {1};
    a.rubric.pass_mark = pass_->value();
    return a;
}

GradeDialog::GradeDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Grade a Class"));
    setModal(false);
    resize(900, 600);

    assignment_ = new QLineEdit;
    assignment_->setPlaceholderText(tr("an assignment file (.json)"));
    submissions_ = new QLineEdit;
    submissions_->setPlaceholderText(tr("one .lua file or one folder per student"));
    assignment_->setObjectName(QStringLiteral("assignmentPath"));
    submissions_->setObjectName(QStringLiteral("submissionsPath"));
    out_ = new QLineEdit;
    out_->setObjectName(QStringLiteral("resultsPath"));
    out_->setPlaceholderText(tr("where grades.csv, grades.json, runs/ and report.html go"));
    jobs_ = new QSpinBox;
    jobs_->setRange(1, 64);
    jobs_->setValue(std::max(1, QThread::idealThreadCount()));

    auto row = [](QLineEdit* edit, QPushButton* a, QPushButton* b = nullptr) {
        auto* w = new QWidget;
        auto* l = new QHBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(edit, 1);
        l->addWidget(a);
        if (b) l->addWidget(b);
        return w;
    };
    auto* pickAssignment = new QPushButton(tr("Open..."));
    auto* createAssignment = new QPushButton(tr("New..."));
    auto* pickSubmissions = new QPushButton(tr("Choose..."));
    auto* pickOut = new QPushButton(tr("Choose..."));
    pickAssignment->setObjectName(QStringLiteral("openAssignment"));
    createAssignment->setObjectName(QStringLiteral("newAssignment"));
    pickSubmissions->setObjectName(QStringLiteral("chooseSubmissions"));
    pickOut->setObjectName(QStringLiteral("chooseResults"));
    connect(pickAssignment, &QPushButton::clicked, this, &GradeDialog::browseAssignment);
    connect(createAssignment, &QPushButton::clicked, this, &GradeDialog::newAssignment);
    connect(pickSubmissions, &QPushButton::clicked, this,
            [this] { browseFolder(submissions_, tr("The class's programs")); });
    connect(pickOut, &QPushButton::clicked, this, [this] {
        // The results folder is usually new: one typed in is made.
        const QString d = chooseFolderMakingIt(this, tr("Folder for the results"), out_->text());
        if (d.isEmpty()) return;
        out_->setText(d);
        out_->setModified(true);
    });
    // A results folder beside the submissions, until the teacher picks one.
    connect(submissions_, &QLineEdit::textChanged, this, [this](const QString& dir) {
        if (!out_->isModified() && !dir.isEmpty())
            out_->setText(QDir::cleanPath(dir) + QStringLiteral("-grades"));
    });

    auto* form = new QFormLayout;
    form->addRow(tr("Assignment:"), row(assignment_, pickAssignment, createAssignment));
    form->addRow(tr("Submissions:"), row(submissions_, pickSubmissions));
    form->addRow(tr("Results:"), row(out_, pickOut));
    form->addRow(tr("Runs at a time:"), jobs_);

    grade_ = new QPushButton(tr("&Grade"));
    grade_->setDefault(true);
    cancel_ = new QPushButton(tr("Stop"));
    cancel_->setEnabled(false);
    report_ = new QPushButton(tr("Open &Report"));
    report_->setObjectName(QStringLiteral("openReport"));
    report_->setEnabled(false);
    opener_ = [](const QUrl& url) { return QDesktopServices::openUrl(url); };
    connect(grade_, &QPushButton::clicked, this, [this] { (void)startGrading(); });
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (grader_) grader_->cancel();
    });
    connect(report_, &QPushButton::clicked, this, &GradeDialog::openReport);
    // The report of an earlier grading in the results folder can be opened too.
    connect(out_, &QLineEdit::textChanged, this, [this] { setBusy(isGrading()); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(grade_);
    buttons->addWidget(cancel_);
    buttons->addStretch(1);
    buttons->addWidget(report_);

    progress_ = new QProgressBar;
    progress_->setRange(0, 1);
    progress_->setValue(0);
    status_ = new QLabel;
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    table_ = new QTableWidget(0, 7);
    table_->setHorizontalHeaderLabels({tr("Student"), tr("Scene"), tr("Score"), tr("Passed"),
                                       tr("Goal"), tr("Goal time (s)"), tr("Error")});
    table_->horizontalHeader()->setSectionResizeMode(6, QHeaderView::Stretch);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->setToolTip(tr("Double-click a row to watch that run again."));
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int r, int) {
        const QString file = replayFileOfRow(r);
        if (!file.isEmpty()) emit replayRequested(file);
    });

    // A tournament: the standings over the matches.
    auto table = [this](const QStringList& headers, const QString& name) {
        auto* t = new QTableWidget(0, int(headers.size()));
        t->setObjectName(name);
        t->setHorizontalHeaderLabels(headers);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setSelectionMode(QAbstractItemView::SingleSelection);
        t->verticalHeader()->hide();
        return t;
    };
    standings_ = table({tr("#"), tr("Student"), tr("Played"), tr("Won"), tr("Drawn"), tr("Lost"),
                        tr("Points"), tr("Goal difference")},
                       QStringLiteral("standingsTable"));
    standings_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    standings_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    matches_ = table({tr("Round"), tr("Home"), tr("Away"), tr("Result"), tr("Goals"), tr("Ended")},
                     QStringLiteral("matchesTable"));
    matches_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    matches_->horizontalHeader()->setSectionResizeMode(5, QHeaderView::Stretch);
    matches_->setToolTip(tr("Double-click a match to watch it again."));
    connect(matches_, &QTableWidget::cellDoubleClicked, this, [this](int r, int) {
        const QString file = replayFileOfMatchRow(r);
        if (!file.isEmpty()) emit replayRequested(file);
    });
    tournament_ = new QSplitter(Qt::Vertical);
    tournament_->setObjectName(QStringLiteral("tournamentTables"));
    tournament_->addWidget(standings_);
    tournament_->addWidget(matches_);
    tournament_->setChildrenCollapsible(false);
    tournament_->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    layout->addWidget(table_, 1);
    layout->addWidget(tournament_, 1);
    hint_ =
        new QLabel(tr("Double-click a row to replay the run in the 3D view with the "
                      "program beside it."));
    hint_->setWordWrap(true);
    layout->addWidget(hint_);
}

GradeDialog::~GradeDialog() = default;

void GradeDialog::setPaths(const QString& assignment, const QString& submissions,
                           const QString& out) {
    if (!assignment.isEmpty()) assignment_->setText(assignment);
    if (!submissions.isEmpty()) submissions_->setText(submissions);
    if (!out.isEmpty()) {
        out_->setText(out);
        out_->setModified(true);
    }
}

bool GradeDialog::isGrading() const {
    return grader_ && grader_->isRunning();
}

QString GradeDialog::statusText() const {
    return status_->text();
}

QString GradeDialog::replayFileOfRow(int row) const {
    const QTableWidgetItem* item = table_->item(row, 0);
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString GradeDialog::replayFileOfMatchRow(int row) const {
    const QTableWidgetItem* item = matches_->item(row, 0);
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void GradeDialog::showTournamentTables(bool tournament) {
    table_->setVisible(!tournament);
    tournament_->setVisible(tournament);
    hint_->setText(tournament ? tr("The standings change as each match ends. Double-click a "
                                   "match to watch it again in the 3D view.")
                              : tr("Double-click a row to replay the run in the 3D view with "
                                   "the program beside it."));
}

void GradeDialog::showTournament(const std::vector<QString>& names,
                                 const std::vector<grade::MatchRecord>& matches,
                                 const grade::Points& points, const QString& out_dir) {
    showTournamentTables(true);
    auto name = [&](int i) {
        return i >= 0 && std::size_t(i) < names.size() ? names[std::size_t(i)] : QString();
    };
    // The standings: the order computeStandings gives (points, goal difference, goals, name).
    const std::vector<grade::Standing> table =
        grade::computeStandings(names, grade::doneResults(matches), points);
    standings_->setRowCount(int(table.size()));
    for (int r = 0; r < int(table.size()); ++r) {
        const grade::Standing& s = table[std::size_t(r)];
        standings_->setItem(r, 0, numberItem(r + 1, 0));
        standings_->setItem(r, 1, new QTableWidgetItem(name(s.student)));
        const int values[] = {s.played, s.won, s.drawn, s.lost, s.points, s.goalDifference()};
        for (int c = 0; c < 6; ++c) standings_->setItem(r, 2 + c, numberItem(values[c], 0));
        standings_->item(r, 6)->setFont([&] {
            QFont f = standings_->font();
            f.setBold(true);
            return f;
        }());
    }
    // The matches, in the order they are played; those not played yet greyed.
    const QDir out(out_dir);
    matches_->setRowCount(int(matches.size()));
    for (int r = 0; r < int(matches.size()); ++r) {
        const grade::MatchRecord& m = matches[std::size_t(r)];
        const bool bye = m.pairing.away < 0;
        auto* round = numberItem(m.pairing.round, 0);
        if (m.done && !m.replay_file.isEmpty())
            round->setData(Qt::UserRole, out.filePath(m.replay_file));
        matches_->setItem(r, 0, round);
        matches_->setItem(r, 1, new QTableWidgetItem(name(m.pairing.home)));
        matches_->setItem(r, 2, new QTableWidgetItem(bye ? tr("(bye)") : name(m.pairing.away)));
        QString result, goals, ended;
        QColor tint;
        if (!m.done) {
            result = tr("to play");
        } else {
            using K = grade::MatchResult::Kind;
            switch (m.result.kind) {
                case K::HomeWin:
                    result = tr("%1 won").arg(name(m.pairing.home));
                    break;
                case K::AwayWin:
                    result = tr("%1 won").arg(name(m.pairing.away));
                    break;
                case K::Draw:
                    result = tr("draw");
                    break;
                case K::Bye:
                    result = tr("bye");
                    break;
                case K::NotPlayed:
                    result = tr("not played");
                    tint = QColor(246, 198, 198);
                    break;
            }
            if (!bye && m.result.kind != K::NotPlayed)
                goals = QStringLiteral("%1 : %2").arg(m.result.home_goals).arg(m.result.away_goals);
            ended = tr("%1 s: %2").arg(m.end_time_s, 0, 'f', 1).arg(reasonText(m.reason));
            const QString error = !m.home_error.isEmpty() ? m.home_error : m.away_error;
            if (!error.isEmpty()) ended = tr("%1: %2").arg(ended, error);
        }
        matches_->setItem(r, 3, new QTableWidgetItem(result));
        auto* goalItem = new QTableWidgetItem(goals);
        goalItem->setTextAlignment(Qt::AlignCenter);
        matches_->setItem(r, 4, goalItem);
        auto* endedItem = new QTableWidgetItem(ended);
        endedItem->setToolTip(ended);
        matches_->setItem(r, 5, endedItem);
        for (int c = 0; c < matches_->columnCount(); ++c) {
            QTableWidgetItem* item = matches_->item(r, c);
            if (!m.done) item->setForeground(QColor(140, 140, 140));
            if (tint.isValid()) item->setBackground(tint);
        }
    }
}

void GradeDialog::browseAssignment() {
    const QString f =
        QFileDialog::getOpenFileName(this, tr("Open an assignment"), assignment_->text(),
                                     tr("Assignments (*.json);;All files (*)"));
    if (!f.isEmpty()) assignment_->setText(f);
}

void GradeDialog::browseFolder(QLineEdit* edit, const QString& title) {
    const QString d = QFileDialog::getExistingDirectory(this, title, edit->text());
    if (d.isEmpty()) return;
    edit->setText(d);
    edit->setModified(true);
}

void GradeDialog::newAssignment() {
    NewAssignmentDialog d(this);
    if (d.exec() != QDialog::Accepted) return;
    if (const Result<grade::Assignment> check = d.assignment(QString()); !check.ok()) {
        QMessageBox::warning(this, tr("New Assignment"), QString::fromStdString(check.message()));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the assignment"),
                                     QStringLiteral("assignment.json"), tr("Assignments (*.json)"));
    if (path.isEmpty()) return;
    const Result<grade::Assignment> a = d.assignment(path);
    Status st = a.ok() ? a->saveFile(path) : Status(a.error());
    if (!st.ok()) {
        QMessageBox::warning(this, tr("New Assignment"), QString::fromStdString(st.message()));
        return;
    }
    assignment_->setText(path);
}

QString GradeDialog::reportFile() const {
    const QString dir = grader_ ? grader_->results().out_dir : out_->text();
    return dir.isEmpty() ? QString() : QDir(dir).filePath(QStringLiteral("report.html"));
}

void GradeDialog::openReport() {
    const QString path = reportFile();
    if (path.isEmpty() || !QFileInfo::exists(path)) return;
    if (opener_ && opener_(QUrl::fromLocalFile(path))) return;
    // No browser to open it (none registered, as on many school machines): show where it is.
    auto* d = new QDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setObjectName(QStringLiteral("reportPathDialog"));
    d->setWindowTitle(tr("Open Report"));
    auto* text =
        new QLabel(tr("No browser could be opened. The report is this file; open it in "
                      "a web browser:"));
    text->setWordWrap(true);
    auto* field = new QLineEdit(QDir::toNativeSeparators(path));
    field->setObjectName(QStringLiteral("reportPath"));
    field->setReadOnly(true);
    field->setMinimumWidth(field->fontMetrics().horizontalAdvance(field->text()) + 24);
    auto* copy = new QPushButton(tr("&Copy"));
    copy->setObjectName(QStringLiteral("copyReportPath"));
    connect(copy, &QPushButton::clicked, d, [field, copy] {
        QGuiApplication::clipboard()->setText(field->text());
        copy->setText(tr("Copied"));
    });
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(close, &QDialogButtonBox::rejected, d, &QDialog::reject);
    auto* row = new QHBoxLayout;
    row->addWidget(field, 1);
    row->addWidget(copy);
    auto* layout = new QVBoxLayout(d);
    layout->addWidget(text);
    layout->addLayout(row);
    layout->addWidget(close);
    d->show();
    field->selectAll();
    field->setFocus();
}

bool GradeDialog::startGrading() {
    if (isGrading()) return false;
    const QString worker = grade::findGradeExecutable();
    if (worker.isEmpty()) {
        status_->setText(tr("Cannot grade: botlab-grade is not installed beside botlab."));
        return false;
    }
    if (submissions_->text().isEmpty() || assignment_->text().isEmpty() || out_->text().isEmpty()) {
        status_->setText(tr("Choose an assignment, the submissions folder and a results folder."));
        return false;
    }
    table_->setRowCount(0);
    auto g = std::make_unique<grade::Grader>();
    if (Status st = g->prepare(assignment_->text(), submissions_->text(), out_->text(),
                               QCoreApplication::applicationVersion());
        !st.ok()) {
        status_->setText(tr("Cannot grade: %1").arg(QString::fromStdString(st.message())));
        return false;
    }
    grader_ = std::move(g);
    connect(grader_.get(), &grade::Grader::runFinished, this,
            [this](int, int done, int total) { onRunFinished(done, total); });
    connect(grader_.get(), &grade::Grader::finished, this, &GradeDialog::onFinished);
    connect(grader_.get(), &grade::Grader::matchFinished, this, [this] {
        const grade::ClassResults& res = grader_->results();
        showTournament(res.names(), res.matches, res.assignment.points, res.out_dir);
    });
    progress_->setRange(0, std::max(1, grader_->totalRuns()));
    progress_->setValue(0);
    const bool tournament = grader_->isTournament();
    showTournamentTables(tournament);
    if (tournament) {
        const grade::ClassResults& res = grader_->results();
        showTournament(res.names(), res.matches, res.assignment.points, res.out_dir);
        status_->setText(tr("Tournament of %1 students: %2 matches...")
                             .arg(res.students.size())
                             .arg(grader_->totalRuns()));
    } else {
        status_->setText(tr("Grading %1 students: %2 runs...")
                             .arg(grader_->results().students.size())
                             .arg(grader_->totalRuns()));
    }
    setBusy(true);
    // The workers speak the app's language (the time-limit and memory messages, Lua errors).
    const QString lang = qApp->property("uiLanguage").toString();
    grader_->start({worker, {}, lang.isEmpty() ? QStringLiteral("en") : lang}, jobs_->value());
    return true;
}

void GradeDialog::setBusy(bool busy) {
    grade_->setEnabled(!busy);
    cancel_->setEnabled(busy);
    report_->setEnabled(!busy && (grader_ || QFileInfo::exists(reportFile())));
}

void GradeDialog::onRunFinished(int done, int total) {
    progress_->setValue(done);
    if (grader_->isTournament()) {
        status_->setText(tr("%1 of %2 matches played, about %3 left")
                             .arg(done)
                             .arg(total)
                             .arg(clockText(grader_->eta_s())));
        return;
    }
    status_->setText(tr("%1 of %2 runs done, about %3 left")
                         .arg(done)
                         .arg(total)
                         .arg(clockText(grader_->eta_s())));
}

void GradeDialog::onFinished(const QString& error) {
    setBusy(false);
    if (grader_->isTournament()) {
        const grade::ClassResults& res = grader_->results();
        showTournament(res.names(), res.matches, res.assignment.points, res.out_dir);
        if (!error.isEmpty()) {
            status_->setText(
                tr("The tournament ran, but the results could not be written: %1").arg(error));
        } else {
            const std::vector<grade::Standing> table = grader_->standings();
            const QString leader =
                table.empty() ? QString() : res.names()[std::size_t(table.front().student)];
            status_->setText(tr("Tournament played in %1 s: %2 matches, %3 leads. Results in %4")
                                 .arg(grader_->elapsed_s(), 0, 'f', 1)
                                 .arg(res.matches.size())
                                 .arg(leader)
                                 .arg(QDir::toNativeSeparators(res.out_dir)));
        }
        emit gradingFinished(error);
        return;
    }
    fillTable();
    if (!error.isEmpty()) {
        status_->setText(tr("Grading ran, but the results could not be written: %1").arg(error));
    } else {
        int passed = 0, rows = 0;
        for (const grade::StudentResult& s : grader_->results().students)
            for (const grade::SceneResult& sc : s.scenes) {
                ++rows;
                passed += sc.passed ? 1 : 0;
            }
        status_->setText(tr("Graded in %1 s: %2 of %3 passed. Results in %4")
                             .arg(grader_->elapsed_s(), 0, 'f', 1)
                             .arg(passed)
                             .arg(rows)
                             .arg(QDir::toNativeSeparators(grader_->results().out_dir)));
    }
    emit gradingFinished(error);
}

void GradeDialog::fillTable() {
    const grade::ClassResults& res = grader_->results();
    table_->setSortingEnabled(false);
    table_->setRowCount(0);
    const QDir out(res.out_dir);
    for (const grade::StudentResult& st : res.students) {
        for (std::size_t i = 0; i < st.scenes.size(); ++i) {
            const grade::SceneResult& sc = st.scenes[i];
            const int r = table_->rowCount();
            table_->insertRow(r);
            auto* name = new QTableWidgetItem(st.submission.name);
            if (!sc.seeds.empty() && !sc.seeds.front().replay_file.isEmpty())
                name->setData(Qt::UserRole, out.filePath(sc.seeds.front().replay_file));
            table_->setItem(r, 0, name);
            table_->setItem(r, 1, new QTableWidgetItem(res.assignment.scenes[i].name));
            QTableWidgetItem* score = numberItem(sc.score, 1);
            score->setBackground(sc.passed ? QColor(200, 236, 200) : QColor(246, 198, 198));
            table_->setItem(r, 2, score);
            table_->setItem(r, 3, new QTableWidgetItem(sc.passed ? tr("yes") : tr("no")));
            table_->setItem(r, 4, numberItem(sc.goal_reached, 2));
            table_->setItem(r, 5,
                            sc.goal_time_s ? numberItem(*sc.goal_time_s, 2) : new QTableWidgetItem);
            auto* err = new QTableWidgetItem(sc.program_error);
            err->setToolTip(sc.program_error);
            err->setForeground(QColor(170, 0, 0));
            table_->setItem(r, 6, err);
        }
    }
    table_->setSortingEnabled(true);
    table_->sortItems(0, Qt::AscendingOrder);
    table_->resizeColumnsToContents();
}

}  // namespace botlab::gui
