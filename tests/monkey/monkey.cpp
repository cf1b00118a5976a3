// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-monkey: the GUI monkey test (issue 30). It makes the real MainWindow as the app's main()
// does, in a throw-away HOME, and sends it random but valid user actions from a seeded RNG:
// clicks on visible enabled widgets, keys, drags and wheel turns in the 3D views and the Scene
// plan, menu commands, tool bar buttons (modes, run, stop), undo/redo, opening and saving the
// prepared files (tests/monkey/data), running and stopping programs. --walk first walks what it
// finds: every combo box item by keyboard and by mouse, every spin box, every menu command, in
// every mode. Modal dialogs and popups are answered (a random button, Escape, a prepared file).
// After each batch the window must be alive and its documents (robot, scene, program) must
// serialize and read back; a watchdog thread measures how long the GUI thread takes to answer an
// event posted every 100 ms and counts stalls over 2 s (with the action that preceded them).
// --quit cancel|discard|save walks Quit with that answer to its prompts.
// On a failure it prints the seed, the action number and the last 20 actions and exits non-zero
// (a crash or a sanitizer finding prints the same from a signal handler / ASan's death callback).
// The widgets are found generically (findChildren, the menu bar, the tool bars), never by layout.
#include <Qsci/qsciscintilla.h>
#include <unistd.h>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QWindow>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>
#include <mutex>
#include <random>
#include <thread>

#include "botlab/assembler/robot_file.h"
#include "botlab/scenes/scene_document.h"
#include "modes/program/program_editor.h"
#include "project/project.h"
#include "project/project_controller.h"
#include "project/robot_file.h"
#include "project/scene_file.h"
#include "shell/main_window.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

using botlab::gui::MainWindow;

namespace {

// ---- What happened last: a ring of the last 20 actions, printable from a signal handler. ----
constexpr int kRing = 20;
constexpr int kLine = 240;
char g_ring[kRing][kLine];
std::atomic<long> g_count{0};  ///< Actions begun.
unsigned long long g_seed = 1;

void writeAll(const char* s) {
    size_t n = std::strlen(s);
    while (n > 0) {
        const ssize_t w = ::write(2, s, n);
        if (w <= 0) return;
        s += w;
        n -= size_t(w);
    }
}

/// Prints the seed, the action number and the last 20 actions (async-signal-safe enough).
void dumpLast(const char* why, int last = kRing) {
    char head[200];
    std::snprintf(head, sizeof head,
                  "\nbotlab-monkey: %s (seed %llu, action %ld); the last actions:\n", why, g_seed,
                  g_count.load());
    writeAll(head);
    const long n = g_count.load();
    for (long i = std::max(1L, n - std::min(last, kRing) + 1); i <= n; ++i) {
        writeAll("  ");
        writeAll(g_ring[i % kRing]);
        writeAll("\n");
    }
}

void remember(const QString& text) {
    const long n = ++g_count;
    std::snprintf(g_ring[n % kRing], kLine, "#%ld %s", n, text.toUtf8().constData());
}

void onFatalSignal(int sig) {
    dumpLast(sig == SIGSEGV   ? "crashed (SIGSEGV)"
             : sig == SIGABRT ? "aborted (SIGABRT)"
             : sig == SIGTERM ? "terminated (SIGTERM: a time limit?)"
                              : "crashed");
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

#if defined(__SANITIZE_ADDRESS__)
void onSanitizerDeath() {
    dumpLast("sanitizer finding");
}
#endif

/// Types `text` into `target` as keys; a newline is Return (QTest::keyClicks does not take one).
void typeInto(QWidget* target, const QString& text) {
    QPointer<QWidget> guard(target);
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size() && guard; ++i) {
        if (i > 0) QTest::keyClick(guard, Qt::Key_Return);
        if (guard && !lines[i].isEmpty()) QTest::keyClicks(guard, lines[i]);
    }
}

QString describe(const QObject* o) {
    if (!o) return QStringLiteral("(none)");
    QString s = QString::fromLatin1(o->metaObject()->className());
    if (!o->objectName().isEmpty()) s += QLatin1Char('#') + o->objectName();
    if (auto* b = qobject_cast<const QAbstractButton*>(o); b && !b->text().isEmpty())
        s += QStringLiteral(" \"%1\"").arg(b->text());
    if (auto* a = qobject_cast<const QAction*>(o)) s += QStringLiteral(" \"%1\"").arg(a->text());
    return s;
}

// ---- The watchdog: a ping posted every 100 ms; the GUI thread's delay in answering it. ----
class Watchdog : public QObject {
public:
    static constexpr QEvent::Type kPing = QEvent::Type(QEvent::User + 730);
    Watchdog() {
        thread_ = std::thread([this] { loop(); });
    }
    ~Watchdog() override {
        stop_ = true;
        thread_.join();
    }
    /// Stalls count only from now (after the warm-up: the first 3D frames under ASan are slow).
    void arm() { armed_ = true; }
    int stalls() const { return stalls_; }
    double maxDelay_ms() const { return maxDelay_ms_; }
    /// What the GUI thread is doing now (for a report of a stall).
    void setDoing(const QString& what) {
        std::lock_guard<std::mutex> lock(mutex_);
        doing_ = what;
    }
    /// The driver finished an action (for the "driver stuck" check).
    void progressed() { lastProgress_ns_ = now_ns(); }

protected:
    bool event(QEvent* e) override {
        if (e->type() != kPing) return QObject::event(e);
        const qint64 posted = postedAt_ns_.load();
        const double delay_ms = double(now_ns() - posted) / 1e6;
        answered_ = true;
        if (armed_) {
            maxDelay_ms_ = std::max(maxDelay_ms_, delay_ms);
            if (delay_ms > 2000.0) {
                ++stalls_;
                std::lock_guard<std::mutex> lock(mutex_);
                std::fprintf(stderr,
                             "botlab-monkey: STALL: the GUI thread answered after %.0f ms "
                             "(seed %llu, action %ld, doing: %s)\n",
                             delay_ms, g_seed, g_count.load(), qPrintable(postedDoing_));
                dumpLast("the actions before the stall", 6);
            }
        }
        return true;
    }

private:
    static qint64 now_ns() {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(
                   std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
    void loop() {
        lastProgress_ns_ = now_ns();
        while (!stop_) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            if (answered_) {
                answered_ = false;
                {
                    std::lock_guard<std::mutex> lock(mutex_);
                    postedDoing_ = doing_;
                }
                postedAt_ns_ = now_ns();
                QCoreApplication::postEvent(this, new QEvent(kPing));
                continue;
            }
            // A GUI thread that does not answer for a minute is hung: say so and end.
            const qint64 waited_ns = now_ns() - postedAt_ns_.load();
            if (armed_ && waited_ns > 60'000'000'000LL) {
                dumpLast("HANG: the GUI thread has not answered for 60 s");
                std::_Exit(4);
            }
            // The driver itself stuck in an action (a nested loop nobody answers).
            if (armed_ && now_ns() - lastProgress_ns_.load() > 120'000'000'000LL) {
                dumpLast("STUCK: no action has finished for 120 s");
                std::_Exit(5);
            }
        }
    }
    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> armed_{false};
    std::atomic<bool> answered_{true};
    std::atomic<qint64> postedAt_ns_{0};
    std::atomic<qint64> lastProgress_ns_{0};
    std::mutex mutex_;
    QString doing_;
    QString postedDoing_;
    int stalls_ = 0;
    double maxDelay_ms_ = 0.0;
};

// ---- The monkey. ----
struct Options {
    unsigned long long seed = 1;
    double minutes = 0.0;
    long actions = 2000;
    bool walk = false;
    QString quit;  ///< "", "cancel", "discard" or "save".
    long batch = 50;
    QString data;  ///< The prepared files (copied into the temp dir).
};

class Monkey : public QObject {
public:
    Monkey(MainWindow* w, const Options& o, const QString& files, const QString& out, Watchdog* dog)
        : w_(w), o_(o), files_(files), out_(out), dog_(dog), rng_(o.seed) {
        for (const QFileInfo& f : QDir(files_).entryInfoList(QDir::Files, QDir::Name))
            prepared_ << f.absoluteFilePath();
        answerer_.setInterval(30);
        // Answered from a posted call, not from the timer's slot: an answer may open another
        // modal dialog (Save As > "replace the file?"), and a timer does not fire again while
        // its slot runs.
        connect(&answerer_, &QTimer::timeout, this, [this] {
            if (answerQueued_) return;
            answerQueued_ = true;
            QMetaObject::invokeMethod(
                this,
                [this] {
                    answerQueued_ = false;
                    answer();
                },
                Qt::QueuedConnection);
        });
        answerer_.start();
        // Quit is walked on its own (--quit): a random Ctrl+Q or File > Quit is ignored.
        w_->installEventFilter(this);
    }

    /// Runs the whole session; returns the exit status.
    int run() {
        QElapsedTimer clock;
        clock.start();
        warmUp();
        std::fprintf(stderr, "botlab-monkey: warmed up in %.1f s; seed %llu\n",
                     clock.elapsed() / 1000.0, o_.seed);
        dog_->arm();
        long walked = 0;
        if (o_.walk) {
            const long before = g_count.load();
            walk();
            walked = g_count.load() - before;
            if (!check(QStringLiteral("after the walk"))) return 1;
            std::fprintf(stderr, "botlab-monkey: walk done: %ld actions, %.1f s\n", g_count.load(),
                         clock.elapsed() / 1000.0);
        }
        const qint64 limit_ms = qint64(o_.minutes * 60'000.0);
        long n = 0;
        while (limit_ms > 0 ? clock.elapsed() < limit_ms : n < o_.actions) {
            randomAction();
            ++n;
            if (n % o_.batch == 0) {
                if (!check(QStringLiteral("batch %1").arg(n / o_.batch))) return 1;
                if (n % (o_.batch * 20) == 0)
                    std::fprintf(stderr, "botlab-monkey: %ld random actions, %.0f s\n", n,
                                 clock.elapsed() / 1000.0);
            }
        }
        if (!check(QStringLiteral("the end"))) return 1;
        int status = 0;
        if (!o_.quit.isEmpty()) status = walkQuit();
        std::printf(
            "botlab-monkey: seed %llu: %ld actions (%ld in the walk, %ld random, the rest warm-up "
            "and answers) in %.1f s, "
            "%d checks, 0 crashes, %d stalls over 2 s (longest GUI-thread delay %.0f ms), "
            "%d dialogs answered\n",
            o_.seed, g_count.load(), walked, n, clock.elapsed() / 1000.0, checks_, dog_->stalls(),
            dog_->maxDelay_ms(), answered_);
        std::fflush(stdout);
        if (dog_->stalls() > 0) {
            std::fprintf(stderr, "botlab-monkey: FAIL: %d GUI-thread stalls over 2 s\n",
                         dog_->stalls());
            return 1;
        }
        return status;
    }

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == w_ && e->type() == QEvent::Close && !quitting_) {
            e->ignore();
            return true;
        }
        return QObject::eventFilter(o, e);
    }

private:
    // -- random numbers --
    int pick(int n) { return n <= 1 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(rng_); }
    double uniform() { return std::uniform_real_distribution<double>(0.0, 1.0)(rng_); }
    template <typename T>
    T pickOf(const QList<T>& list) {
        return list.isEmpty() ? T{} : list.at(pick(int(list.size())));
    }

    void begin(const QString& what) {
        remember(what);
        dog_->setDoing(QStringLiteral("#%1 %2").arg(g_count.load()).arg(what));
    }
    void settle(int ms = 0) {
        QCoreApplication::processEvents();
        // No event loop runs between actions: delete what asked for it, as the loop would.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        if (ms > 0) QTest::qWait(ms);
        dog_->progressed();
    }

    /// The window's visible, enabled widgets with a size (a top-level window's too).
    QList<QWidget*> visibleWidgets(QWidget* top) {
        QList<QWidget*> out;
        for (QWidget* c : top->findChildren<QWidget*>()) {
            if (c->isVisible() && c->isEnabled() && c->width() > 2 && c->height() > 2 &&
                c->window() == top)
                out << c;
        }
        return out;
    }
    template <typename T>
    QList<T*> visibleOf(QWidget* top) {
        QList<T*> out;
        for (T* c : top->findChildren<T*>())
            if (c->isVisible() && c->isEnabled() && c->window() == top) out << c;
        return out;
    }
    /// The menu bar's commands (every QAction in every menu and submenu), without Quit.
    QList<QAction*> menuCommands() {
        QList<QAction*> out;
        std::function<void(QMenu*)> add = [&](QMenu* m) {
            // Some menus fill themselves when shown (Open Recent, Examples).
            QMetaObject::invokeMethod(m, "aboutToShow");
            for (QAction* a : m->actions()) {
                if (a->menu())
                    add(a->menu());
                else if (!a->isSeparator() && a != quitAction())
                    out << a;
            }
        };
        for (QAction* a : w_->menuBar()->actions())
            if (a->menu()) add(a->menu());
        return out;
    }
    /// File > Quit, found by its standard key.
    QAction* quitAction() {
        if (quit_) return quit_;
        for (QAction* a : w_->findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::Quit)) quit_ = a;
        return quit_;
    }
    QList<QAction*> toolBarActions() {
        QList<QAction*> out;
        for (QToolBar* t : w_->findChildren<QToolBar*>())
            for (QAction* a : t->actions())
                if (!a->isSeparator() && a->isVisible() && a->isEnabled()) out << a;
        return out;
    }
    /// The modes: the checkable actions of an exclusive group on a tool bar.
    QList<QAction*> modeActions() {
        QList<QAction*> out;
        // (The window's own tool bars: a workspace's tools, such as the Scene mode's, are not
        // modes.)
        for (QToolBar* t : w_->findChildren<QToolBar*>())
            if (t->parentWidget() == w_)
                for (QAction* a : t->actions())
                    if (a->isCheckable() && a->actionGroup() && a->actionGroup()->isExclusive())
                        out << a;
        return out;
    }
    QString file(const QString& suffix) {
        QStringList m;
        for (const QString& p : prepared_)
            if (p.endsWith(suffix)) m << p;
        return m.isEmpty() ? pickOf(prepared_) : pickOf(m);
    }

    // -- warm-up: every mode once, so that the first (slow) 3D frames come before the watchdog.
    void warmUp() {
        for (QAction* a : modeActions()) {
            begin(QStringLiteral("warm-up: mode %1").arg(a->text()));
            a->trigger();
            settle(o_.walk ? 1500 : 800);
        }
        // The first file dialog of a process reads the icon theme and the file system model's
        // first folder: about 3 s under a loaded CPU, once; not a stall of the app's own code.
        {
            QFileDialog first(w_, QStringLiteral("warm-up"), files_);
            first.show();
            settle(300);
            first.hide();
        }
        if (QAction* a = pickOf(modeActions())) a->trigger();
        settle(300);
    }

    // -- the checks after each batch --
    bool check(const QString& when) {
        ++checks_;
        settle();
        QString problem;
        if (!w_->isVisible()) problem = QStringLiteral("the window is gone");
        botlab::gui::ProjectController* p = w_->project();
        // The robot: written and read back, the same JSON.
        if (problem.isEmpty()) {
            const QByteArray json = botlab::assembler::robotToJson(p->robotFile()->document());
            const auto back = botlab::assembler::robotFromJson(json, QStringLiteral("robot"),
                                                               p->robotFile()->library());
            if (!back)
                problem = QStringLiteral("the robot does not read back: %1")
                              .arg(QString::fromStdString(back.error().message));
            else if (botlab::assembler::robotToJson(back.value()) != json)
                problem = QStringLiteral("the robot reads back different");
        }
        // The scene: written and read back, the same JSON.
        if (problem.isEmpty()) {
            const botlab::scenes::SceneDocument& scene = p->sceneFile()->document();
            const QJsonObject json = scene.toJson();
            const auto back = botlab::scenes::SceneDocument::fromJson(json, QStringLiteral("scene"),
                                                                      scene.base_dir);
            if (!back)
                problem = QStringLiteral("the scene does not read back: %1")
                              .arg(QString::fromStdString(back.error().message));
            else if (back.value().toJson() != json)
                problem = QStringLiteral("the scene reads back different");
        }
        // The program (and the project's names): saved as a project file and read back.
        if (problem.isEmpty()) {
            botlab::gui::Project project;
            project.robot = p->robot();
            project.scene = p->scene();
            project.program = p->programText();
            const QString path = QDir(out_).filePath(QStringLiteral("check.botlab"));
            const botlab::Status saved = botlab::gui::saveProject(project, path);
            const auto back = saved ? botlab::gui::loadProject(path)
                                    : botlab::Result<botlab::gui::Project>(saved.error());
            if (!back)
                problem = QStringLiteral("the project does not save and read back: %1")
                              .arg(QString::fromStdString(back.error().message));
            else if (back.value().program != project.program)
                problem = QStringLiteral("the program reads back different");
        }
        if (problem.isEmpty()) return true;
        std::fprintf(stderr, "botlab-monkey: FAIL at %s: %s\n", qPrintable(when),
                     qPrintable(problem));
        dumpLast("check failed");
        return false;
    }

    // -- answering modal dialogs and popups --
    void answer() {
        QWidget* popup = QApplication::activePopupWidget();
        if (popup && usingPopup_) return;  // a combo box's list in use by the walk
        if (popup) {
            // Let the action that opened it use it for a moment (a combo box's list).
            if (popup != lastPopup_) {
                lastPopup_ = popup;
                popupTicks_ = 0;
                return;
            }
            if (++popupTicks_ < 3) return;
            lastPopup_ = nullptr;
            auto* menu = qobject_cast<QMenu*>(popup);
            QList<QAction*> choices;
            if (menu)
                for (QAction* a : menu->actions())
                    if (a->isEnabled() && a->isVisible() && !a->isSeparator() && !a->menu() &&
                        a != quitAction())
                        choices << a;
            if (menu && !choices.isEmpty() && uniform() < 0.6) {
                QAction* a = pickOf(choices);
                remember(QStringLiteral("popup: menu item \"%1\"").arg(a->text()));
                menu->hide();
                a->trigger();
            } else {
                remember(QStringLiteral("popup: Escape on %1").arg(describe(popup)));
                QTest::keyClick(popup, Qt::Key_Escape);
            }
            return;
        }
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible()) return;
        QPointer<QWidget> guard(modal);
        if (modal != lastModal_) {
            lastModal_ = modal;
            modalTicks_ = 0;
            modalClicks_ = 0;
            return;  // let it show first
        }
        if (++modalTicks_ < 2) return;
        ++answered_;
        if (auto* fd = qobject_cast<QFileDialog*>(modal)) {
            answerFile(fd);
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            answerBox(box);
        } else if (auto* input = qobject_cast<QInputDialog*>(modal)) {
            remember(QStringLiteral("dialog: %1").arg(describe(input)));
            if (input->inputMode() == QInputDialog::IntInput)
                input->setIntValue(input->intMinimum() + pick(100));
            else if (input->inputMode() == QInputDialog::DoubleInput)
                input->setDoubleValue(input->doubleMinimum() + uniform() * 3.0);
            else
                input->setTextValue(QStringLiteral("monkey %1").arg(pick(100)));
            uniform() < 0.8 ? input->accept() : input->reject();
        } else if (auto* dlg = qobject_cast<QDialog*>(modal)) {
            // Use the dialog a little (its own widgets), then answer it.
            if (!qobject_cast<QColorDialog*>(dlg) && modalClicks_ < 4 && uniform() < 0.6) {
                ++modalClicks_;
                --answered_;
                clickSomewhere(dlg, QStringLiteral("in dialog"));
                return;
            }
            const double r = uniform();
            remember(QStringLiteral("dialog %1: %2")
                         .arg(describe(dlg), r < 0.4   ? QStringLiteral("accept")
                                             : r < 0.7 ? QStringLiteral("reject")
                                                       : QStringLiteral("Escape")));
            if (r < 0.4)
                dlg->accept();
            else if (r < 0.7)
                dlg->reject();
            else
                QTest::keyClick(dlg, Qt::Key_Escape);
        } else {
            remember(QStringLiteral("modal %1: Escape").arg(describe(modal)));
            QTest::keyClick(modal, Qt::Key_Escape);
            if (guard && guard->isVisible()) guard->close();
        }
    }
    void answerFile(QFileDialog* fd) {
        QString path;
        if (fd->fileMode() == QFileDialog::Directory) {
            path = out_;
        } else if (fd->acceptMode() == QFileDialog::AcceptSave) {
            // The suffix of the dialog's filter ("Botlab projects (*.botlab)").
            QString suffix = fd->defaultSuffix();
            const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\\*\\.([\\w.-]+)"))
                                                  .match(fd->selectedNameFilter());
            if (suffix.isEmpty() && m.hasMatch()) suffix = m.captured(1);
            path = QDir(out_).filePath(
                QStringLiteral("saved%1%2")
                    .arg(pick(4))
                    .arg(suffix.isEmpty() ? QString() : QLatin1Char('.') + suffix));
        } else {
            path = pickOf(prepared_);
        }
        const bool cancel = !quitting_ && uniform() < 0.15;
        remember(QStringLiteral("file dialog \"%1\": %2")
                     .arg(fd->windowTitle(), cancel ? QStringLiteral("Cancel") : path));
        if (cancel) {
            fd->reject();
            return;
        }
        fd->selectFile(path);
        static_cast<QDialog*>(fd)->accept();  // QFileDialog::accept(), protected there
    }
    void answerBox(QMessageBox* box) {
        QList<QAbstractButton*> buttons = box->buttons();
        QAbstractButton* b = pickOf(buttons);
        // The Quit walk answers the unsaved-changes prompts its own way.
        if (quitting_) {
            const auto want = quitAnswer_ == QLatin1String("cancel")    ? QMessageBox::Cancel
                              : quitAnswer_ == QLatin1String("discard") ? QMessageBox::Discard
                                                                        : QMessageBox::Save;
            if (box->button(want))
                b = box->button(want);
            else if (box->button(QMessageBox::Yes))
                b = box->button(QMessageBox::Yes);
            ++prompts_;
        }
        remember(QStringLiteral("message box \"%1\": %2")
                     .arg(box->text().left(60), b ? b->text() : QStringLiteral("Escape")));
        if (b)
            QTest::mouseClick(b, Qt::LeftButton);
        else
            QTest::keyClick(box, Qt::Key_Escape);
    }

    // -- the actions --
    void clickSomewhere(QWidget* top, const QString& where) {
        const QList<QWidget*> ws = visibleWidgets(top);
        QWidget* c = pickOf(ws);
        if (!c) return;
        const QPoint at(1 + pick(c->width() - 2), 1 + pick(c->height() - 2));
        const double r = uniform();
        const Qt::MouseButton button = r < 0.85 ? Qt::LeftButton : Qt::RightButton;
        begin(QStringLiteral("click %1 %2 at (%3,%4)%5")
                  .arg(where, describe(c))
                  .arg(at.x())
                  .arg(at.y())
                  .arg(button == Qt::RightButton ? QStringLiteral(" right") : QString()));
        QPointer<QWidget> guard(c);
        if (r > 0.95)
            QTest::mouseDClick(c, button, Qt::NoModifier, at);
        else
            QTest::mouseClick(c, button, Qt::NoModifier, at);
    }

    void pressKey() {
        static const Qt::Key keys[] = {
            Qt::Key_A,         Qt::Key_S,        Qt::Key_W,      Qt::Key_D,        Qt::Key_R,
            Qt::Key_Space,     Qt::Key_Return,   Qt::Key_Tab,    Qt::Key_Escape,   Qt::Key_Delete,
            Qt::Key_Backspace, Qt::Key_Left,     Qt::Key_Right,  Qt::Key_Up,       Qt::Key_Down,
            Qt::Key_PageUp,    Qt::Key_PageDown, Qt::Key_Home,   Qt::Key_End,      Qt::Key_Plus,
            Qt::Key_Minus,     Qt::Key_0,        Qt::Key_1,      Qt::Key_5,        Qt::Key_9,
            Qt::Key_F5,        Qt::Key_F1,       Qt::Key_Period, Qt::Key_ParenLeft};
        const Qt::Key key = keys[pick(int(std::size(keys)))];
        const double r = uniform();
        Qt::KeyboardModifiers mods = Qt::NoModifier;
        if (r > 0.8) mods = Qt::ControlModifier;
        if (r > 0.92) mods = Qt::ShiftModifier;
        if (r > 0.97) mods = Qt::AltModifier;
        // Quit is walked on its own.
        if (QKeySequence(QKeyCombination(mods, key)) == QKeySequence(QKeySequence::Quit)) return;
        QWidget* target = QApplication::focusWidget();
        if (!target || !target->isVisible()) target = w_;
        begin(QStringLiteral("key %1 on %2")
                  .arg(QKeySequence(QKeyCombination(mods, key)).toString(), describe(target)));
        QTest::keyClick(target, key, mods);
    }

    void typeText() {
        QWidget* target = QApplication::focusWidget();
        if (!target || !target->isVisible()) return;
        static const char* texts[] = {"motor.speed(1, 60)\n",
                                      "wait(0.1)\n",
                                      "print(time())\n",
                                      "-- monkey\n",
                                      "12.5",
                                      "x",
                                      "end\n",
                                      "while true do end\n"};
        const char* t = texts[pick(int(std::size(texts)))];
        begin(QStringLiteral("type \"%1\" into %2")
                  .arg(QString::fromLatin1(t).trimmed(), describe(target)));
        typeInto(target, QString::fromLatin1(t));
    }

    /// A drag (and sometimes a wheel turn) in a 3D view or the Scene plan.
    void drag() {
        struct Target {
            QWindow* window = nullptr;
            QWidget* widget = nullptr;
        };
        QList<Target> targets;
        for (QWindow* win : QGuiApplication::allWindows())
            if (win->parent() && win->isExposed() && win->width() > 10) targets << Target{win, {}};
        for (QGraphicsView* v : visibleOf<QGraphicsView>(w_)) targets << Target{{}, v->viewport()};
        if (targets.isEmpty()) return;
        const Target t = pickOf(targets);
        const QSize size = t.window ? t.window->size() : t.widget->size();
        auto point = [&] {
            return QPoint(5 + pick(size.width() - 10), 5 + pick(size.height() - 10));
        };
        const QPoint a = point(), b = point();
        const double r = uniform();
        const Qt::MouseButton button = r < 0.6   ? Qt::LeftButton
                                       : r < 0.8 ? Qt::RightButton
                                                 : Qt::MiddleButton;
        const Qt::KeyboardModifiers mods = uniform() < 0.15 ? Qt::ShiftModifier : Qt::NoModifier;
        const QString name = t.window ? QString::fromLatin1(t.window->metaObject()->className())
                                      : describe(t.widget);
        if (uniform() < 0.25) {
            const int notches = pick(7) - 3;
            begin(QStringLiteral("wheel %1 at (%2,%3) in %4")
                      .arg(notches)
                      .arg(a.x())
                      .arg(a.y())
                      .arg(name));
            QWheelEvent wheel(a, t.window ? t.window->mapToGlobal(a) : t.widget->mapToGlobal(a),
                              QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            if (t.window)
                QApplication::sendEvent(t.window, &wheel);
            else
                QApplication::sendEvent(t.widget, &wheel);
            return;
        }
        begin(QStringLiteral("drag %1 (%2,%3)->(%4,%5) button %6 in %7")
                  .arg(mods == Qt::ShiftModifier ? QStringLiteral("shift") : QString())
                  .arg(a.x())
                  .arg(a.y())
                  .arg(b.x())
                  .arg(b.y())
                  .arg(int(button))
                  .arg(name));
        const int steps = 2 + pick(6);
        if (t.window) {
            QPointer<QWindow> win(t.window);
            QTest::mousePress(win, button, mods, a);
            for (int i = 1; i <= steps && win; ++i) QTest::mouseMove(win, a + (b - a) * i / steps);
            if (win) QTest::mouseRelease(win, button, mods, b);
        } else {
            QPointer<QWidget> wid(t.widget);
            QTest::mousePress(wid, button, mods, a);
            for (int i = 1; i <= steps && wid; ++i) {
                // QTest::mouseMove on a widget moves without buttons; send the held button.
                QMouseEvent move(QEvent::MouseMove, a + (b - a) * i / steps,
                                 wid->mapToGlobal(a + (b - a) * i / steps), Qt::NoButton, button,
                                 mods);
                QApplication::sendEvent(wid, &move);
            }
            if (wid) QTest::mouseRelease(wid, button, mods, b);
        }
    }

    void menuCommand() {
        QAction* a = pickOf(menuCommands());
        if (!a || !a->isEnabled()) return;
        begin(QStringLiteral("menu %1").arg(describe(a)));
        a->trigger();
    }
    void toolBarCommand() {
        QAction* a = pickOf(toolBarActions());
        if (!a) return;
        begin(QStringLiteral("tool bar %1").arg(describe(a)));
        a->trigger();
    }
    void switchMode() {
        QAction* a = pickOf(modeActions());
        if (!a) return;
        begin(QStringLiteral("mode %1").arg(a->text()));
        a->trigger();
    }
    void undoRedo() {
        QWidget* target = QApplication::focusWidget();
        if (!target || !target->isVisible()) target = w_;
        const int r = pick(3);
        const QKeySequence key(r == 0 ? QKeySequence::Redo : QKeySequence::Undo);
        begin(QStringLiteral("%1 (%2) on %3")
                  .arg(r == 0 ? QStringLiteral("redo") : QStringLiteral("undo"), key.toString(),
                       describe(target)));
        QTest::keySequence(target, key);
    }
    void openOrSave() {
        const int r = pick(7);
        switch (r) {
            case 0: {
                const QString f = file(QStringLiteral(".botlab"));
                begin(QStringLiteral("open project %1").arg(QFileInfo(f).fileName()));
                (void)w_->openProject(f);  // a malformed file is said in the window
                break;
            }
            case 1: {
                const QString f = file(QStringLiteral(".lua"));
                begin(QStringLiteral("open program %1").arg(QFileInfo(f).fileName()));
                (void)w_->openProgram(f);  // a bad program is said in the window
                break;
            }
            case 2: {
                const QString f = pickOf(prepared_);
                begin(QStringLiteral("File > Open %1").arg(QFileInfo(f).fileName()));
                (void)w_->project()->openFile(f);  // as File > Open with this file chosen
                break;
            }
            case 3: {
                const QString robot = uniform() < 0.5 ? file(QStringLiteral(".robot.json"))
                                                      : QStringLiteral("tracked");
                const QString scene =
                    uniform() < 0.5 ? file(QStringLiteral(".scene.json")) : QStringLiteral("maze");
                begin(QStringLiteral("open models %1 on %2")
                          .arg(QFileInfo(robot).fileName(), QFileInfo(scene).fileName()));
                (void)w_->openModels(robot, scene);  // errors are said in the window
                break;
            }
            case 4: {
                const QString f =
                    QDir(out_).filePath(QStringLiteral("saved%1.botlab").arg(pick(3)));
                begin(QStringLiteral("save to %1").arg(QFileInfo(f).fileName()));
                (void)w_->saveTo(f);  // a failed save is said in the window
                break;
            }
            default: {
                // File > Open / Save / Save As by their keys: the dialogs are answered.
                const QKeySequence::StandardKey keys[] = {QKeySequence::Open, QKeySequence::Save,
                                                          QKeySequence::SaveAs, QKeySequence::New};
                const QKeySequence key(keys[pick(4)]);
                for (QAction* a : menuCommands())
                    if (a->shortcut() == key && a->isEnabled()) {
                        begin(QStringLiteral("menu %1 (%2)").arg(describe(a), key.toString()));
                        a->trigger();
                        break;
                    }
                break;
            }
        }
    }
    void runStop() {
        const int r = pick(6);
        static const char* names[] = {"run", "stop", "pause", "step", "reset", "run"};
        begin(QStringLiteral("simulation: %1").arg(QString::fromLatin1(names[r])));
        switch (r) {
            case 0:
            case 5:
                w_->runProgram();
                break;
            case 1:
                w_->stopProgram();
                break;
            case 2:
                w_->togglePause();
                break;
            case 3:
                w_->stepOnce();
                break;
            default:
                w_->resetSimulation();
                break;
        }
    }
    void fiddleCombo() {
        QComboBox* c = pickOf(visibleOf<QComboBox>(w_));
        if (!c || c->count() == 0) return;
        const int i = pick(c->count());
        if (uniform() < 0.5)
            comboByKeyboard(c, i);
        else
            comboByMouse(c, i);
    }
    void fiddleSpin() {
        QAbstractSpinBox* s = pickOf(visibleOf<QAbstractSpinBox>(w_));
        if (!s) return;
        spinOnce(s, pick(4));
    }

    void randomAction() {
        // Top-level windows the monkey opened (a document, the grading dialog): sometimes used,
        // sometimes closed.
        QList<QWidget*> others;
        for (QWidget* t : QApplication::topLevelWidgets())
            if (t != w_ && t->isVisible() && !t->isModal() && !qobject_cast<QMenu*>(t) &&
                t->isWindow() && t->windowType() != Qt::Popup && t->windowType() != Qt::ToolTip)
                others << t;
        const int r = pick(100);
        if (!others.isEmpty() && r < 4) {
            QWidget* t = pickOf(others);
            begin(QStringLiteral("close window %1").arg(describe(t)));
            t->close();
        } else if (!others.isEmpty() && r < 8) {
            clickSomewhere(pickOf(others), QStringLiteral("in window"));
        } else if (r < 36) {
            clickSomewhere(w_, QString());
        } else if (r < 48) {
            pressKey();
        } else if (r < 52) {
            typeText();
        } else if (r < 62) {
            drag();
        } else if (r < 68) {
            menuCommand();
        } else if (r < 74) {
            toolBarCommand();
        } else if (r < 79) {
            switchMode();
        } else if (r < 84) {
            undoRedo();
        } else if (r < 88) {
            openOrSave();
        } else if (r < 92) {
            runStop();
        } else if (r < 95) {
            fiddleCombo();
        } else if (r < 98) {
            fiddleSpin();
        } else {
            begin(QStringLiteral("wait"));
            settle(50 + pick(400));
        }
        settle(uniform() < 0.2 ? 20 : 0);
    }

    // -- the walk --
    /// Opens the combo box's list with the keyboard and chooses item `i` with Down/Up and Enter.
    void comboByKeyboard(QComboBox* c, int i) {
        usingPopup_ = true;
        const auto done = qScopeGuard([this] { usingPopup_ = false; });
        begin(QStringLiteral("combo %1 item %2 \"%3\" by keyboard")
                  .arg(describe(c))
                  .arg(i)
                  .arg(c->itemText(i)));
        QPointer<QComboBox> guard(c);
        c->setFocus(Qt::TabFocusReason);
        QTest::keyClick(c, Qt::Key_Down, Qt::AltModifier);  // opens the list
        settle();
        if (!guard) return;
        QWidget* popup = QApplication::activePopupWidget();
        QPointer<QAbstractItemView> view = c->view();
        if (!popup || !view) return;
        const int from = view->currentIndex().isValid() ? view->currentIndex().row() : 0;
        for (int k = from; k < i && view; ++k) QTest::keyClick(view, Qt::Key_Down);
        for (int k = from; k > i && view; --k) QTest::keyClick(view, Qt::Key_Up);
        if (!view || !QApplication::activePopupWidget()) return;
        // Press and release apart: the press chooses the item, and the release goes to the list
        // only if it is still there (the app may have deleted the combo box meanwhile).
        QTest::keyPress(view, Qt::Key_Return);
        if (view) QTest::keyRelease(view, Qt::Key_Return);
    }
    /// Opens the combo box's list with a click and clicks item `i`.
    void comboByMouse(QComboBox* c, int i) {
        usingPopup_ = true;
        const auto done = qScopeGuard([this] { usingPopup_ = false; });
        begin(QStringLiteral("combo %1 item %2 \"%3\" by mouse")
                  .arg(describe(c))
                  .arg(i)
                  .arg(c->itemText(i)));
        QPointer<QComboBox> guard(c);
        QTest::mouseClick(c, Qt::LeftButton, Qt::NoModifier, c->rect().center());
        // A release sooner than a double-click after the list opened is ignored (as a person's
        // press-drag-release on the combo box would be).
        settle(QApplication::doubleClickInterval() + 50);
        if (!guard || !QApplication::activePopupWidget()) return;
        QAbstractItemView* view = c->view();
        const QModelIndex index = view->model()->index(i, c->modelColumn(), view->rootIndex());
        view->scrollTo(index);
        const QRect rect = view->visualRect(index);
        if (rect.isEmpty()) {
            QTest::keyClick(view, Qt::Key_Escape);
            return;
        }
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    }
    /// One thing done to a spin box: step up, step down, page, or a value typed.
    void spinOnce(QAbstractSpinBox* s, int how) {
        QPointer<QAbstractSpinBox> guard(s);
        static const char* hows[] = {"step up", "step down", "page up", "type a value"};
        begin(QStringLiteral("spin box %1: %2").arg(describe(s), QString::fromLatin1(hows[how])));
        s->setFocus(Qt::TabFocusReason);
        switch (how) {
            case 0:
                QTest::keyClick(s, Qt::Key_Up);
                break;
            case 1:
                QTest::keyClick(s, Qt::Key_Down);
                break;
            case 2:
                QTest::keyClick(s, Qt::Key_PageUp);
                break;
            default: {
                static const char* values[] = {"0", "1", "-5", "12.5", "1000000", "0.001", "abc"};
                QTest::keyClick(s, Qt::Key_A, Qt::ControlModifier);
                if (!guard) return;
                QTest::keyClicks(s, QString::fromLatin1(values[pick(int(std::size(values)))]));
                if (guard) QTest::keyClick(s, Qt::Key_Return);
                break;
            }
        }
    }

    /// Items 0..n-1, or at most `most` of them spread evenly (the first and the last among them).
    static QList<int> someItems(int n, int most) {
        QList<int> out;
        if (n <= most) {
            for (int i = 0; i < n; ++i) out << i;
        } else {
            for (int k = 0; k < most; ++k) out << int(qint64(k) * (n - 1) / (most - 1));
        }
        return out;
    }

    /// Every combo box item (keyboard, then mouse; at most 12 items of a long list), every spin
    /// box, in every mode; then every menu command. Widgets that a change removes are skipped;
    /// the ones a change adds (a panel rebuilt with other rows) are walked in the next round.
    void walk() {
        QElapsedTimer clock;
        clock.start();
        QSet<QComboBox*> walkedCombos;
        QSet<QAbstractSpinBox*> walkedSpins;
        for (QAction* mode : modeActions()) {
            begin(QStringLiteral("walk: mode %1").arg(mode->text()));
            mode->trigger();
            settle(300);
            const long before = g_count.load();
            int combos = 0, spins = 0;
            for (int round = 0; round < 3; ++round) {
                QList<QPointer<QComboBox>> fresh;
                for (QComboBox* c : visibleOf<QComboBox>(w_))
                    if (!walkedCombos.contains(c)) fresh << c;
                if (fresh.isEmpty()) break;
                for (const QPointer<QComboBox>& c : fresh) {
                    if (!c) continue;
                    walkedCombos.insert(c);
                    ++combos;
                    const QList<int> items = someItems(c->count(), 12);
                    for (int byMouse = 0; byMouse < 2; ++byMouse)
                        for (int i : items) {
                            if (!c || !c->isVisible() || !c->isEnabled() || i >= c->count()) break;
                            if (byMouse)
                                comboByMouse(c, i);
                            else
                                comboByKeyboard(c, i);
                            settle(30);
                        }
                }
            }
            QList<QPointer<QAbstractSpinBox>> fresh;
            for (QAbstractSpinBox* s : visibleOf<QAbstractSpinBox>(w_))
                if (!walkedSpins.contains(s)) fresh << s;
            for (const QPointer<QAbstractSpinBox>& s : fresh) {
                if (!s) continue;
                walkedSpins.insert(s);
                ++spins;
                for (int how = 0; how < 4 && s && s->isVisible() && s->isEnabled(); ++how) {
                    spinOnce(s, how);
                    settle(10);
                }
            }
            std::fprintf(stderr,
                         "botlab-monkey: walk: mode %s: %d combo boxes, %d spin boxes, %ld "
                         "actions (%.0f s)\n",
                         qPrintable(mode->text()), combos, spins, g_count.load() - before,
                         clock.elapsed() / 1000.0);
            if (!check(QStringLiteral("walk of mode %1").arg(mode->text()))) std::_Exit(1);
        }
        // Every menu command.
        int commands = 0;
        for (QAction* a : menuCommands()) {
            if (!a->isEnabled()) continue;
            begin(QStringLiteral("walk: menu %1").arg(describe(a)));
            a->trigger();
            ++commands;
            settle(50);
        }
        std::fprintf(stderr, "botlab-monkey: walk: %d menu commands (%.0f s)\n", commands,
                     clock.elapsed() / 1000.0);
        w_->stopProgram();
        settle(100);
    }

    /// Quit with one answer to its prompts. Cancel: the window stays and works on; Discard and
    /// Save: the window closes (app.exec() then returns in main()).
    int walkQuit() {
        // Make sure there is something unsaved: type into the program.
        w_->setMode(MainWindow::Mode::Program);
        settle(100);
        w_->stopProgram();
        QWidget* editor = w_->programEditor()->editor();
        editor->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(editor, Qt::Key_End, Qt::ControlModifier);
        typeInto(editor, QStringLiteral("\n-- monkey\n"));
        settle(50);
        quitting_ = true;
        quitAnswer_ = o_.quit;
        prompts_ = 0;
        const QDateTime quitAt = QDateTime::currentDateTime().addSecs(-1);
        begin(QStringLiteral("Quit, answering %1").arg(o_.quit));
        quitAction()->trigger();
        settle(200);
        const bool open = w_->isVisible();
        std::fprintf(stderr, "botlab-monkey: Quit answered %s to %d prompts: the window %s\n",
                     qPrintable(o_.quit), prompts_, open ? "stays" : "closed");
        if (o_.quit == QLatin1String("cancel")) {
            quitting_ = false;
            if (!open || prompts_ == 0) {
                dumpLast("Quit with Cancel did not keep the window");
                return 1;
            }
            // The window works on after Cancel.
            for (int i = 0; i < 30; ++i) randomAction();
            return check(QStringLiteral("after Quit > Cancel")) ? 0 : 1;
        }
        if (open || prompts_ == 0) {
            dumpLast("Quit did not close the window");
            return 1;
        }
        if (o_.quit == QLatin1String("save")) {
            // Save wrote the documents: into their files, or where the Save As dialog said.
            QStringList written;
            for (const QString& dir : {out_, files_})
                for (const QFileInfo& f : QDir(dir).entryInfoList(QDir::Files))
                    if (f.lastModified() >= quitAt && f.fileName() != QLatin1String("check.botlab"))
                        written << f.fileName();
            std::fprintf(stderr, "botlab-monkey: Quit > Save wrote: %s\n",
                         qPrintable(written.join(QStringLiteral(", "))));
            if (written.isEmpty()) {
                dumpLast("Quit with Save wrote nothing");
                return 1;
            }
        }
        return 0;
    }

    MainWindow* w_;
    Options o_;
    QString files_;
    QString out_;
    Watchdog* dog_;
    std::mt19937_64 rng_;
    QStringList prepared_;
    QTimer answerer_;
    QAction* quit_ = nullptr;
    QPointer<QWidget> lastPopup_;
    int popupTicks_ = 0;
    QPointer<QWidget> lastModal_;
    int modalTicks_ = 0;
    int modalClicks_ = 0;
    int answered_ = 0;
    bool answerQueued_ = false;
    bool usingPopup_ = false;  ///< comboByKeyboard/comboByMouse work in a combo box's list.
    int checks_ = 0;
    bool quitting_ = false;
    QString quitAnswer_;
    int prompts_ = 0;
};

}  // namespace

int main(int argc, char* argv[]) {
    // Never the user's files: a throw-away HOME and XDG folders (settings, autosaves, recent).
    QTemporaryDir home(QDir::tempPath() + QStringLiteral("/botlab-monkey-XXXXXX"));
    if (!home.isValid()) {
        std::fprintf(stderr, "botlab-monkey: cannot make a temporary folder\n");
        return 2;
    }
    for (const char* var :
         {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString dir = home.path() + QLatin1Char('/') + QString::fromLatin1(var).toLower();
        QDir().mkpath(dir);
        qputenv(var, std::strcmp(var, "HOME") == 0 ? home.path().toLocal8Bit() : dir.toLocal8Bit());
    }
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Botlab"));
    QApplication::setApplicationName(QStringLiteral("Botlab"));
    QApplication::setQuitOnLastWindowClosed(false);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Botlab's GUI monkey test"));
    parser.addHelpOption();
    const QCommandLineOption seedOpt(QStringLiteral("seed"), QStringLiteral("RNG seed"),
                                     QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption minutesOpt(QStringLiteral("minutes"),
                                        QStringLiteral("random actions for this long"),
                                        QStringLiteral("m"));
    const QCommandLineOption actionsOpt(QStringLiteral("actions"),
                                        QStringLiteral("this many random actions (default 2000)"),
                                        QStringLiteral("n"), QStringLiteral("2000"));
    const QCommandLineOption walkOpt(QStringLiteral("walk"),
                                     QStringLiteral("first walk every combo box, spin box and "
                                                    "menu command in every mode"));
    const QCommandLineOption quitOpt(QStringLiteral("quit"),
                                     QStringLiteral("end with Quit answered cancel|discard|save"),
                                     QStringLiteral("answer"));
    const QCommandLineOption dataOpt(QStringLiteral("data"),
                                     QStringLiteral("the prepared files (tests/monkey/data)"),
                                     QStringLiteral("dir"), QStringLiteral(BOTLAB_MONKEY_DATA));
    parser.addOptions({seedOpt, minutesOpt, actionsOpt, walkOpt, quitOpt, dataOpt});
    parser.process(app);
    Options o;
    o.seed = parser.value(seedOpt).toULongLong();
    o.minutes = parser.value(minutesOpt).toDouble();
    o.actions = parser.value(actionsOpt).toLong();
    o.walk = parser.isSet(walkOpt);
    o.quit = parser.value(quitOpt);
    o.data = parser.value(dataOpt);
    if (!o.quit.isEmpty() && o.quit != QLatin1String("cancel") &&
        o.quit != QLatin1String("discard") && o.quit != QLatin1String("save")) {
        std::fprintf(stderr, "botlab-monkey: --quit takes cancel, discard or save\n");
        return 2;
    }
    g_seed = o.seed;
    std::printf("botlab-monkey: seed %llu\n", o.seed);
    std::fflush(stdout);

    // The prepared files, copied: saves may overwrite them.
    const QString files = home.path() + QStringLiteral("/files");
    const QString out = home.path() + QStringLiteral("/out");
    QDir().mkpath(files);
    QDir().mkpath(out);
    const QFileInfoList data = QDir(o.data).entryInfoList(QDir::Files);
    if (data.isEmpty()) {
        std::fprintf(stderr, "botlab-monkey: no prepared files in %s\n", qPrintable(o.data));
        return 2;
    }
    for (const QFileInfo& f : data)
        QFile::copy(f.absoluteFilePath(), QDir(files).filePath(f.fileName()));

#if defined(__SANITIZE_ADDRESS__)
    // ASan reports a crash itself (the stack, what the address was); its death callback then
    // prints the last actions. A time limit's SIGTERM prints them here.
    __sanitizer_set_death_callback(onSanitizerDeath);
    std::signal(SIGTERM, onFatalSignal);
#else
    for (int sig : {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTERM})
        std::signal(sig, onFatalSignal);
#endif

    Watchdog dog;
    int status = 0;
    {
        auto* window = new MainWindow;
        window->show();
        (void)QTest::qWaitForWindowExposed(window);  // the run shows what it can either way
        Monkey monkey(window, o, files, out, &dog);
        status = monkey.run();
        // Quit with Discard or Save closed the window; the app's main() would return here.
        delete window;
    }
    QCoreApplication::processEvents();
    return status;
}
