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
    auto connection = std::make_shared<QMetaObject::Connection>();
    auto firstFrameMs = std::make_shared<double>(-1.0);
    *connection = QObject::connect(
        view, &View3D::frameRendered, view, [run, connection, firstFrameMs](double dt_ms) {
            View3D* view = run.view;
            if (*firstFrameMs < 0) *firstFrameMs = run.sinceStart.nsecsElapsed() * 1e-6 - dt_ms;
            if (view->framesRendered() < run.frames + 1) return;
            printFrameStats(stdout, view->frameMeter().stats(), *firstFrameMs, view->width(),
                            view->height());
            if (run.printState) run.printState(stdout);
            std::fflush(stdout);
            int status = 0;
            QString error;
            if (!run.screenshot.isEmpty() &&
                !saveWindowPicture(run.window, run.screenshot, &error)) {
                std::fprintf(stderr, "botlab: cannot write %s (%s)\n", qPrintable(run.screenshot),
                             qPrintable(error));
                status = 2;
            }
            view->setRenderOnDemand(true);
            QObject::disconnect(*connection);
            QTimer::singleShot(0, qApp, [status] { QApplication::exit(status); });
        });
}

}  // namespace botlab::gui
