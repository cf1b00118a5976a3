// SPDX-License-Identifier: GPL-3.0-or-later
// The botlab desktop application.
#include <QApplication>
#include <QElapsedTimer>
#include <QFontDatabase>
#include <QIcon>
#include <QLocale>
#include <QSettings>
#include <cstdio>

#include "modes/program/blocks_view.h"
#include "modes/wheel_guard.h"
#include "shell/app_options.h"
#include "shell/main_window.h"
#include "view3d/view_quality.h"

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    botlab::gui::BlocksView::prepareWebEngine();  // Qt WebEngine: before the QApplication
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Botlab"));
    QApplication::setApplicationName(QStringLiteral("Botlab"));
    QApplication::setApplicationVersion(QStringLiteral(BOTLAB_VERSION));
    // Spin boxes, combo boxes and sliders take the wheel only when focused, everywhere.
    botlab::gui::WheelGuard::install(&app);
    // The window's icon and its desktop entry (botlab.desktop, packaging/): the icon is embedded
    // so that the window has it in the build tree too.
    QGuiApplication::setDesktopFileName(QStringLiteral("botlab"));
    QIcon icon;
    for (int size : {16, 32, 48, 256})
        icon.addFile(QStringLiteral(":/botlab/icons/%1x%1/apps/botlab.png").arg(size));
    QApplication::setWindowIcon(icon);

    // Language: --lang, else the Preferences choice, else the system locale.
    QString lang;
    for (int i = 1; i + 1 < argc; ++i)
        if (qstrcmp(argv[i], "--lang") == 0) lang = QString::fromLocal8Bit(argv[i + 1]);
    for (int i = 1; i < argc; ++i)
        if (qstrncmp(argv[i], "--lang=", 7) == 0) lang = QString::fromLocal8Bit(argv[i] + 7);
    if (lang.isEmpty()) lang = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = lang.isEmpty() ? QLocale::system() : QLocale(lang);
    botlab::gui::useLanguage(locale);

    const botlab::gui::AppOptions options = botlab::gui::parseOptions(QApplication::arguments());
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "botlab: %s\n", qPrintable(options.error));
        return 2;
    }
    // The 3D views read the quality when they are made.
    if (!options.quality.isEmpty())
        botlab::gui::setQualityOverride(options.quality == QLatin1String("high")
                                            ? botlab::gui::ViewQuality::High
                                            : botlab::gui::ViewQuality::Low);
    botlab::gui::MainWindow window;
    window.show();
    // What the command line names and cannot be opened was said on stderr; an automated run
    // (--screenshot, --frames) then ends as command-line tools do.
    if (!window.applyOptions(options, sinceStart)) return 2;
    return app.exec();
}
