// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/grade_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
#include <QUrl>
#include <QVBoxLayout>

#include <cmath>

#include "botlab/grade/grader.h"
#include "botlab/runner/models.h"

namespace botlab::gui {

namespace {

QString clockText(double s) {
    const long t = std::lround(std::max(0.0, s));
    return QStringLiteral("%1:%2").arg(t / 60).arg(t % 60, 2, 10, QLatin1Char('0'));
}

/// A table item that sorts by number.
QTableWidgetItem* numberItem(double v, int decimals) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole,
                  std::round(v * std::pow(10.0, decimals)) / std::pow(10.0, decimals));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

GradeDialog::GradeDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Grade a Class"));
    setModal(false);
    resize(900, 600);

    assignment_ = new QLineEdit;
    assignment_->setPlaceholderText(tr("an assignment file (.json)"));
    submissions_ = new QLineEdit;
    submissions_->setPlaceholderText(tr("one .lua file or one folder per student"));
    out_ = new QLineEdit;
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
    connect(pickAssignment, &QPushButton::clicked, this, &GradeDialog::browseAssignment);
    connect(createAssignment, &QPushButton::clicked, this, &GradeDialog::newAssignment);
    connect(pickSubmissions, &QPushButton::clicked, this,
            [this] { browseFolder(submissions_, tr("The class's programs")); });
    connect(pickOut, &QPushButton::clicked, this,
            [this] { browseFolder(out_, tr("Folder for the results")); });
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
    report_->setEnabled(false);
    connect(grade_, &QPushButton::clicked, this, [this] { (void)startGrading(); });
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (grader_) grader_->cancel();
    });
    connect(report_, &QPushButton::clicked, this, [this] {
        if (grader_)
            QDesktopServices::openUrl(QUrl::fromLocalFile(
                QDir(grader_->results().out_dir).filePath(QStringLiteral("report.html"))));
    });
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

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    layout->addWidget(table_, 1);
    auto* hint =
        new QLabel(tr("Double-click a row to replay the run in the 3D view with the "
                      "program beside it."));
    hint->setWordWrap(true);
    layout->addWidget(hint);
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
    QDialog d(this);
    d.setWindowTitle(tr("New Assignment"));
    auto* title = new QLineEdit(tr("Follow the line"));
    auto* robot = new QComboBox;
    robot->addItems(runner::builtinRobotNames());
    robot->addItem(QLatin1String(grade::kStudentRobot));
    robot->setToolTip(
        tr("\"student\": each student's own robot file (the .json in their folder)."));
    auto* scenes = new QListWidget;
    for (const QString& s : runner::builtinSceneNames()) {
        auto* item = new QListWidgetItem(s, scenes);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(s.startsWith(QLatin1String("line_")) ? Qt::Checked : Qt::Unchecked);
    }
    auto* limit = new QDoubleSpinBox;
    limit->setRange(0, 3600);
    limit->setSuffix(tr(" s"));
    limit->setSpecialValueText(tr("the scene's own"));
    auto* seeds = new QLineEdit(QStringLiteral("1, 2, 3"));
    auto* jitter = new QDoubleSpinBox;
    jitter->setRange(0, 20);
    jitter->setSingleStep(0.5);
    jitter->setSuffix(tr(" cm"));
    jitter->setValue(1.0);
    auto* mazes = new QCheckBox(tr("a new maze for every seed"));
    auto* pass = new QSpinBox;
    pass->setRange(0, 100);
    pass->setValue(50);
    auto* form = new QFormLayout;
    form->addRow(tr("Title:"), title);
    form->addRow(tr("Robot:"), robot);
    form->addRow(tr("Scenes:"), scenes);
    form->addRow(tr("Time limit:"), limit);
    form->addRow(tr("Seeds:"), seeds);
    form->addRow(tr("Move the start by up to:"), jitter);
    form->addRow(tr("Mazes:"), mazes);
    form->addRow(tr("Pass mark:"), pass);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(box, &QDialogButtonBox::accepted, &d, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &d, &QDialog::reject);
    auto* layout = new QVBoxLayout(&d);
    layout->addLayout(form);
    layout->addWidget(box);
    if (d.exec() != QDialog::Accepted) return;

    grade::Assignment a;
    a.title = title->text();
    a.robot = robot->currentText();
    for (int i = 0; i < scenes->count(); ++i) {
        if (scenes->item(i)->checkState() != Qt::Checked) continue;
        grade::AssignmentScene s;
        s.scene = s.name = scenes->item(i)->text();
        s.time_limit_s = limit->value();
        s.variations.start_dx_m = s.variations.start_dz_m = jitter->value() / 100.0;
        s.variations.regenerate_mazes = mazes->isChecked();
        a.scenes.push_back(s);
    }
    a.seeds.clear();
    for (const QString& part :
         seeds->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qulonglong v = part.toULongLong(&ok);
        if (ok && std::find(a.seeds.begin(), a.seeds.end(), v) == a.seeds.end())
            a.seeds.push_back(v);
    }
    if (a.seeds.empty()) a.seeds = {1};
    a.rubric.pass_mark = pass->value();
    if (a.scenes.empty()) {
        QMessageBox::warning(this, tr("New Assignment"), tr("Choose at least one scene."));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the assignment"),
                                     QStringLiteral("assignment.json"), tr("Assignments (*.json)"));
    if (path.isEmpty()) return;
    if (Status st = a.saveFile(path); !st.ok()) {
        QMessageBox::warning(this, tr("New Assignment"), QString::fromStdString(st.message()));
        return;
    }
    assignment_->setText(path);
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
    progress_->setRange(0, std::max(1, grader_->totalRuns()));
    progress_->setValue(0);
    status_->setText(tr("Grading %1 students: %2 runs...")
                         .arg(grader_->results().students.size())
                         .arg(grader_->totalRuns()));
    setBusy(true);
    grader_->start({worker, {}}, jobs_->value());
    return true;
}

void GradeDialog::setBusy(bool busy) {
    grade_->setEnabled(!busy);
    cancel_->setEnabled(busy);
    report_->setEnabled(!busy && grader_);
}

void GradeDialog::onRunFinished(int done, int total) {
    progress_->setValue(done);
    status_->setText(tr("%1 of %2 runs done, about %3 left")
                         .arg(done)
                         .arg(total)
                         .arg(clockText(grader_->eta_s())));
}

void GradeDialog::onFinished(const QString& error) {
    setBusy(false);
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
