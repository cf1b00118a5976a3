// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/automation.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPixmap>
#include <QScreen>
#include <QTimer>
#include <QWidget>
#include <QWindow>
#include <memory>

#include "botlab/core/files.h"
#include "view3d/frame_meter.h"
#include "view3d/view3d.h"

namespace botlab::gui {

bool saveWindowPicture(QWidget* window, const QString& path, QString* error) {
    QScreen* screen = window->windowHandle() ? window->windowHandle()->screen()
                                             : QGuiApplication::primaryScreen();
    const QImage img = screen ? screen->grabWindow(window->winId()).toImage() : QImage();
    const QByteArray format = QFileInfo(path).suffix().toLatin1();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) ||
        !img.save(&buffer, format.isEmpty() ? "png" : format.constData())) {
        if (error)
            *error = QCoreApplication::translate("botlab::gui::automation",
                                                 "cannot encode the picture as %1")
                         .arg(QString(format));
        return false;
    }
    const Status written = core::writeFileAtomic(path, bytes);
    if (!written.ok()) {
        if (error) *error = QString::fromStdString(written.message());
        return false;
    }
    return true;
}

void startFrameRun(FrameRun run) {
    if (!run.view || run.frames < 1) return;
    View3D* view = run.view;
    view->recordFrameStatistics(true);
    // The views draw on demand. A running simulation changes every frame by itself; anything
    // else would draw a frame or two and wait, so such runs draw every frame; so does a
    // screenshot, whose run may end (at the goal) before the frames it waits for are drawn.
    if (!run.live) view->setRenderOnDemand(false);
    struct State {
        QMetaObject::Connection frames;
        QTimer* watch = nullptr;  ///< Polls runOver and the wall-clock limit.
        double firstFrameMs = -1.0;
        int lastFrame = -1;  ///< Set when the run ended: finish once a frame after it is drawn.
        bool done = false;
    };
    auto st = std::make_shared<State>();
    auto finish = [run, st](int status) {
        if (st->done) return;
        st->done = true;
        View3D* view = run.view;
        QObject::disconnect(st->frames);
        if (st->watch) st->watch->deleteLater();
        if (status == 0) {
            printFrameStats(stdout, view->frameMeter().stats(), st->firstFrameMs, view->width(),
                            view->height());
            if (run.printState) run.printState(stdout);
            std::fflush(stdout);
            QString error;
            if (!run.screenshot.isEmpty() &&
                !saveWindowPicture(run.window, run.screenshot, &error)) {
                std::fprintf(stderr, "botlab: cannot write %s (%s)\n", qPrintable(run.screenshot),
                             qPrintable(error));
                status = 2;
            }
        }
        view->setRenderOnDemand(true);
        QTimer::singleShot(0, qApp, [status] { QApplication::exit(status); });
    };
    st->frames =
        QObject::connect(view, &View3D::frameRendered, view, [run, st, finish](double dt_ms) {
            View3D* view = run.view;
            if (st->firstFrameMs < 0)
                st->firstFrameMs = run.sinceStart.nsecsElapsed() * 1e-6 - dt_ms;
            if (view->framesRendered() >= run.frames + 1 ||
                (st->lastFrame >= 0 && view->framesRendered() > st->lastFrame))
                finish(0);
        });
    st->watch = new QTimer(view);
    st->watch->setInterval(50);
    QObject::connect(st->watch, &QTimer::timeout, view, [run, st, finish] {
        if (run.sinceStart.nsecsElapsed() * 1e-9 > run.wall_limit_s) {
            std::fprintf(stderr,
                         "botlab: the automated run took longer than %.0f s (%d of %d frames "
                         "drawn); giving up\n",
                         run.wall_limit_s, run.view->framesRendered(), run.frames + 1);
            finish(3);
            return;
        }
        if (st->lastFrame < 0 && run.runOver && run.runOver()) {
            // The run ended: draw its last state once more, then finish with what was drawn.
            st->lastFrame = run.view->framesRendered();
            run.view->markChanged();
        }
    });
    st->watch->start();
}

}  // namespace botlab::gui
