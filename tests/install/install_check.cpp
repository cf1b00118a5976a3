// SPDX-License-Identifier: GPL-3.0-or-later
// Helper of check_install.sh (never installed): what the installed programs should find, and
// whether a screenshot shows something.
//   install_check names            "robot <name>" and "scene <name>" lines: every built-in
//   install_check datadir          dataDir() as seen from where this executable is (the script
//                                  copies it into the installed bin/ to ask from there)
//   install_check image FILE.png   exit 0 when FILE is a window-sized picture that is not blank
#include <QCoreApplication>
#include <QImage>
#include <QSet>
#include <cstdio>

#include "botlab/runner/models.h"
#include "project/examples.h"

namespace {

/// Not blank: at least 640 x 400 pixels, at least 200 distinct colours in all (a rendered 3D
/// scene with widgets around it has thousands; an empty or one-colour window a handful), and the
/// middle third of the picture (the 3D view and the editor) not of one colour alone.
int checkImage(const QString& path) {
    const QImage img(path);
    if (img.isNull()) {
        std::printf("%s: not an image\n", qPrintable(path));
        return 1;
    }
    QSet<QRgb> all, middle;
    for (int y = 0; y < img.height(); y += 2) {
        for (int x = 0; x < img.width(); x += 2) {
            const QRgb c = img.pixel(x, y);
            all.insert(c);
            if (y > img.height() / 3 && y < 2 * img.height() / 3) middle.insert(c);
        }
    }
    std::printf("%s: %d x %d, %lld colours, %lld in the middle third\n", qPrintable(path),
                img.width(), img.height(), static_cast<long long>(all.size()),
                static_cast<long long>(middle.size()));
    return img.width() >= 640 && img.height() >= 400 && all.size() >= 200 && middle.size() >= 50
               ? 0
               : 1;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const QString what = args.value(1);
    if (what == QLatin1String("names")) {
        for (const QString& r : botlab::runner::builtinRobotNames())
            std::printf("robot %s\n", qPrintable(r));
        for (const QString& s : botlab::runner::builtinSceneNames())
            std::printf("scene %s\n", qPrintable(s));
        return 0;
    }
    if (what == QLatin1String("datadir")) {
        std::printf("%s\n", qPrintable(botlab::gui::dataDir()));
        return 0;
    }
    if (what == QLatin1String("image") && args.size() == 3) return checkImage(args.at(2));
    std::fprintf(stderr, "usage: install_check names | datadir | image FILE.png\n");
    return 2;
}
