// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the software renderer and the printable build instructions.
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <map>

#include "botlab_test.h"

#include "botlab/assembler/build_steps.h"
#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/robot_file.h"
#include "botlab/part_render/build_instructions.h"
#include "botlab/part_render/render.h"
#include "botlab/parts_library/palette.h"

using namespace botlab;
using namespace botlab::part_render;

namespace {

const parts_library::PartsLibrary& lib() {
    return parts_library::PartsLibrary::builtinOrEmpty();
}

/// Bounding box of the opaque pixels.
QRect opaqueBounds(const QImage& img) {
    int x0 = img.width(), y0 = img.height(), x1 = -1, y1 = -1;
    for (int y = 0; y < img.height(); ++y) {
        for (int x = 0; x < img.width(); ++x) {
            if (qAlpha(img.pixel(x, y)) > 128) {
                x0 = std::min(x0, x);
                y0 = std::min(y0, y);
                x1 = std::max(x1, x);
                y1 = std::max(y1, y);
            }
        }
    }
    return x1 < 0 ? QRect() : QRect(QPoint(x0, y0), QPoint(x1, y1));
}

/// Pixels of a strong red (the distance sensor's colour).
int redPixels(const QImage& img) {
    int n = 0;
    for (int y = 0; y < img.height(); ++y) {
        for (int x = 0; x < img.width(); ++x) {
            const QRgb c = img.pixel(x, y);
            if (qAlpha(c) > 200 && qRed(c) > 120 && qGreen(c) < 70 && qBlue(c) < 70) ++n;
        }
    }
    return n;
}

/// The robot's extent in the model frame, from its meshes.
sim::Vec3 robotExtent(const assembler::RobotDocument& doc) {
    sim::Vec3 lo = sim::Vec3::Constant(1e9), hi = -lo;
    for (const auto& p : doc.parts) {
        auto mesh = lib().mesh(p.part_id);
        for (int v = 0; v < mesh.value()->vertexCount(); ++v) {
            const sim::Vec3 q = p.X_MP * mesh.value()->vertex(v);
            lo = lo.cwiseMin(q);
            hi = hi.cwiseMax(q);
        }
    }
    return hi - lo;
}

/// A robot for a test row: "builtin:<name>" or a file in tests/assembler/data ("check_x").
assembler::RobotDocument robotFor(const QString& name) {
    if (name == QStringLiteral("sandwich")) {
        // A beam between two plates 24 mm apart, added last: no view shows it whole.
        assembler::RobotDocument doc;
        auto add = [&](const char* id, double y_m) {
            assembler::PartInstance p;
            p.part_id = QString::fromLatin1(id);
            p.X_MP = sim::Pose::fromTranslation(sim::Vec3(0, y_m, 0));
            doc.parts.push_back(p);
        };
        add("plate_11x15", 0.0);
        add("plate_11x15", -0.024);
        add("beam_3", -0.012);
        return doc;
    }
    if (name.startsWith(QStringLiteral("builtin:")))
        return assembler::buildBuiltinRobot(name.mid(8), lib()).value();
    parts_library::PartsLibrary library = lib();
    auto doc = assembler::loadRobotFile(QString::fromLocal8Bit(qgetenv("BOTLAB_SOURCE_DIR")) +
                                            QStringLiteral("/tests/assembler/data/") + name +
                                            QStringLiteral(".json"),
                                        library);
    return doc ? doc.value() : assembler::RobotDocument{};
}

}  // namespace

class TestPartRender : public QObject {
    Q_OBJECT

private slots:
    void everyPartHasAThumbnail();
    void thumbnailColours_data();
    void thumbnailColours();
    void thumbnailsAreCached();
    void viewsFrameTheRobot_data();
    void viewsFrameTheRobot();
    void highlightDimsTheOthers();
    void partCountDrawsTheFirstParts();
    void badInput();
    void instructionsAreOneSelfContainedPage();
    void exportWritesTheFile();
    void everyStepShowsItsNewParts_data();
    void everyStepShowsItsNewParts();
    void stepCaptionSaysHowItIsSeen();
};

void TestPartRender::everyPartHasAThumbnail() {
    const QSize size(64, 48);
    // BOTLAB_THUMBNAIL_DIR=folder: also write each part's thumbnail (and a 256 x 192 one) there
    // as <id>.png, to look at them.
    const QString dump = qEnvironmentVariable("BOTLAB_THUMBNAIL_DIR");
    for (const QString& id : lib().ids()) {
        const QImage img = renderPart(lib(), id, size);
        if (!dump.isEmpty()) {
            QVERIFY(img.save(dump + QLatin1Char('/') + id + QStringLiteral(".png")));
            QVERIFY(renderPart(lib(), id, QSize(256, 192))
                        .save(dump + QLatin1Char('/') + id + QStringLiteral("_large.png")));
        }
        QVERIFY2(!img.isNull(), qPrintable(id));
        QCOMPARE(img.size(), size);
        QVERIFY(img.hasAlphaChannel());
        QCOMPARE(qAlpha(img.pixel(0, 0)), 0);  // transparent background
        const QRect box = opaqueBounds(img);
        QVERIFY2(!box.isEmpty(), qPrintable(id));
        // Framed: fills the picture within its 6 % margins on one axis, inside them on both.
        QVERIFY2(box.width() >= 0.8 * size.width() || box.height() >= 0.8 * size.height(),
                 qPrintable(id));
        QVERIFY(box.left() >= 1 && box.top() >= 1 && box.right() <= size.width() - 2 &&
                box.bottom() <= size.height() - 2);
    }
}

void TestPartRender::thumbnailColours_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("yellow motor") << "motor_dc";
    QTest::newRow("beam") << "beam_5";
    QTest::newRow("wheel") << "wheel_large";
    QTest::newRow("controller") << "controller";
}

void TestPartRender::thumbnailColours() {
    // The mean colour of the drawn pixels has the part's hue: its channels in the same order.
    QFETCH(QString, id);
    const QImage img = renderPart(lib(), id, QSize(96, 96));
    double r = 0, g = 0, b = 0;
    int n = 0;
    for (int y = 0; y < img.height(); ++y) {
        for (int x = 0; x < img.width(); ++x) {
            const QRgb c = img.pixel(x, y);
            if (qAlpha(c) < 255) continue;
            r += qRed(c);
            g += qGreen(c);
            b += qBlue(c);
            ++n;
        }
    }
    QVERIFY(n > 500);
    const auto& rgba = lib().find(id)->rgba;
    // Compare only channels that differ clearly in the definition.
    const double d_rg = rgba[0] - rgba[1], d_gb = rgba[1] - rgba[2];
    if (std::abs(d_rg) > 0.1) QCOMPARE(r / n > g / n, d_rg > 0);
    if (std::abs(d_gb) > 0.1) QCOMPARE(g / n > b / n, d_gb > 0);
}

void TestPartRender::thumbnailsAreCached() {
    const QImage a = renderPart(lib(), QStringLiteral("gear_40"), QSize(80, 80));
    const QImage b = renderPart(lib(), QStringLiteral("gear_40"), QSize(80, 80));
    QCOMPARE(a.cacheKey(), b.cacheKey());  // the same shared image, not drawn again
    const QImage c = renderPart(lib(), QStringLiteral("gear_40"), QSize(40, 40));
    QVERIFY(c.cacheKey() != a.cacheKey());
    QCOMPARE(c.size(), QSize(40, 40));
}

void TestPartRender::viewsFrameTheRobot_data() {
    QTest::addColumn<int>("view");
    QTest::addColumn<int>("horizontal");                   // model axis across the picture
    QTest::addColumn<int>("vertical");                     // model axis up the picture
    QTest::newRow("front") << int(View::Front) << 2 << 1;  // z across, y up
    QTest::newRow("side") << int(View::Side) << 0 << 1;    // x across, y up
    QTest::newRow("top") << int(View::Top) << 2 << 0;      // z across, x up
}

void TestPartRender::viewsFrameTheRobot() {
    QFETCH(int, view);
    QFETCH(int, horizontal);
    QFETCH(int, vertical);
    const auto doc = assembler::buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value();
    const QSize size(400, 400);
    const QImage img = renderRobot(lib(), doc, size, {}, View(view));
    const QRect box = opaqueBounds(img);
    const sim::Vec3 e = robotExtent(doc);
    // Orthographic: the picture's aspect is the robot's extent ratio on those axes.
    const double expected = e[horizontal] / e[vertical];
    const double got = double(box.width()) / box.height();
    QVERIFY2(std::abs(got / expected - 1) < 0.05,
             qPrintable(QStringLiteral("aspect %1, expected %2").arg(got).arg(expected)));
    // Framed with 6 % margins on the longer side: 400 * 0.88 = 352 pixels.
    QVERIFY(std::abs(std::max(box.width(), box.height()) - 352) <= 4);
}

void TestPartRender::highlightDimsTheOthers() {
    const auto doc = assembler::buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value();
    const QSize size(320, 240);
    QCOMPARE(doc.parts[16].part_id, QStringLiteral("sensor_ir_distance"));  // red, in front
    const QImage sensor = renderRobot(lib(), doc, size, {16});
    const QImage plate = renderRobot(lib(), doc, size, {0});  // the plate only
    const QImage all = renderRobot(lib(), doc, size);
    QVERIFY(redPixels(sensor) > 200);
    QCOMPARE(redPixels(plate), 0);  // the sensor dimmed (pale)
    QVERIFY(std::abs(redPixels(all) - redPixels(sensor)) < 20);
    QCOMPARE(opaqueBounds(sensor), opaqueBounds(plate));  // same framing, same robot
}

void TestPartRender::partCountDrawsTheFirstParts() {
    const auto doc = assembler::buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value();
    assembler::RobotDocument first3;
    first3.parts.assign(doc.parts.begin(), doc.parts.begin() + 3);
    const QSize size(200, 150);
    QCOMPARE(renderRobot(lib(), doc, size, {2}, View::ThreeQuarter, 3),
             renderRobot(lib(), first3, size, {2}));
    QVERIFY(renderRobot(lib(), doc, size, {}, View::ThreeQuarter, 3) !=
            renderRobot(lib(), doc, size));
}

void TestPartRender::badInput() {
    QVERIFY(renderPart(lib(), QStringLiteral("no_such_part"), QSize(32, 32)).isNull());
    QVERIFY(renderPart(lib(), QStringLiteral("beam_5"), QSize(0, 32)).isNull());
    const QImage empty = renderRobot(lib(), assembler::RobotDocument{}, QSize(40, 30));
    QCOMPARE(empty.size(), QSize(40, 30));
    QVERIFY(opaqueBounds(empty).isEmpty());
}

void TestPartRender::instructionsAreOneSelfContainedPage() {
    const auto doc = assembler::buildBuiltinRobot(QStringLiteral("line_follower"), lib()).value();
    InstructionOptions opt;
    opt.step_picture = QSize(160, 120);
    const QString html = buildInstructionsHtml(lib(), doc, opt);
    const auto steps = assembler::buildSteps(doc, lib());
    const auto bom = assembler::billOfMaterials(doc, lib());
    QCOMPARE(steps.size(), size_t(9));
    QCOMPARE(html.count(QStringLiteral("<section class=\"step\">")), 9);
    QVERIFY(html.contains(QStringLiteral("Step 9 of 9")));
    QVERIFY(html.contains(QStringLiteral("17 parts, 9 steps")));
    QCOMPARE(html.count(QStringLiteral("<tr><td>")), int(bom.size()));
    QVERIFY(html.contains(QStringLiteral("<td class=\"count\">3</td>")));  // 3 line sensors
    QVERIFY(html.contains(QStringLiteral("3 × Line sensor (line left, line centre, line right)")));
    // Self-contained: every picture is embedded and decodes; nothing is fetched.
    const QRegularExpression img(QStringLiteral("<img src=\"([^\"]*)\""));
    int pictures = 0;
    for (auto it = img.globalMatch(html); it.hasNext();) {
        const QString src = it.next().captured(1);
        QVERIFY(src.startsWith(QStringLiteral("data:image/png;base64,")));
        const QImage decoded = QImage::fromData(
            QByteArray::fromBase64(src.mid(src.indexOf(QLatin1Char(',')) + 1).toLatin1()), "PNG");
        QVERIFY(!decoded.isNull());
        ++pictures;
    }
    QCOMPARE(pictures, int(steps.size() + bom.size()));
    for (const char* ref : {"http:", "https:", "file:", "href=", "url(", "<script", "<link"})
        QVERIFY2(!html.contains(QLatin1String(ref), Qt::CaseInsensitive), ref);
}

void TestPartRender::exportWritesTheFile() {
    const auto doc = assembler::buildBuiltinRobot(QStringLiteral("gear_demo"), lib()).value();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gear_demo.html"));
    InstructionOptions opt;
    opt.step_picture = QSize(120, 90);
    QVERIFY_OK(exportBuildInstructions(lib(), doc, path, opt));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QCOMPARE(text, buildInstructionsHtml(lib(), doc, opt));
    QVERIFY(text.startsWith(QStringLiteral("<!DOCTYPE html>")));
    // Failures name the file; an empty robot has nothing to build.
    const QString bad = dir.filePath(QStringLiteral("missing/dir/x.html"));
    const Status st = exportBuildInstructions(lib(), doc, bad, opt);
    QVERIFY(!st.ok());
    QVERIFY(QString::fromStdString(st.message()).contains(bad));
    QVERIFY(!exportBuildInstructions(lib(), assembler::RobotDocument{}, path, opt).ok());
    QVERIFY(QFile::exists(path));  // the earlier file is untouched
}

void TestPartRender::everyStepShowsItsNewParts_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<int>("step");
    // The built-in line follower (caster and line sensors under the plate), the student's robot
    // of issue 23 (its caster on three beams under the plate), one resting on its sensors, and
    // a beam between two plates (drawn with the rest faded).
    for (const char* robot : {"builtin:line_follower", "builtin:maze_explorer", "check_low_caster",
                              "check_rests_on_sensors", "sandwich"}) {
        const auto doc = robotFor(QString::fromLatin1(robot));
        const auto steps = assembler::buildSteps(doc, lib());
        for (size_t k = 0; k < steps.size(); ++k) {
            QTest::newRow(
                qPrintable(QStringLiteral("%1 step %2").arg(QLatin1String(robot)).arg(k + 1)))
                << QString::fromLatin1(robot) << int(k);
        }
    }
}

void TestPartRender::everyStepShowsItsNewParts() {
    QFETCH(QString, robot);
    QFETCH(int, step);
    const auto doc = robotFor(robot);
    QVERIFY(!doc.parts.empty());
    InstructionOptions opt;
    opt.step_picture = QSize(320, 240);
    const auto steps = assembler::buildSteps(doc, lib());
    // Once per robot (the rows of one robot share them).
    static std::map<QString, std::vector<StepPicture>> cache;
    auto cached = cache.find(robot);
    if (cached == cache.end())
        cached = cache.emplace(robot, buildStepPictures(lib(), doc, opt)).first;
    const auto& pictures = cached->second;
    QCOMPARE(pictures.size(), steps.size());
    const std::vector<int>& parts = steps[step].parts;
    const StepPicture& picture = pictures[step];
    QCOMPARE(picture.image.size(), opt.step_picture);
    // An ID pass of the same picture: how many pixels each new part shows (its whole silhouette
    // when the rest is faded over it). Every new part that is not a pin, screw or axle (those
    // go inside other parts) shows at least 150 pixels (of 76800) and a third of itself; the
    // step's new parts together at least 300.
    const auto pixels = partPixels(lib(), doc, opt.step_picture, picture.view, parts.back() + 1);
    int total = 0;
    for (int i : parts) {
        const int shown = picture.faded ? pixels[i].covered : pixels[i].visible;
        total += shown;
        const auto* def = lib().find(doc.parts[i].part_id);
        QVERIFY(def);
        if (parts_library::paletteCategoryOf(*def) == parts_library::PaletteCategory::AxlesAndPins)
            continue;
        const QString what = QStringLiteral("%1 (%2): %3 of %4 pixels shown, view %5%6")
                                 .arg(doc.parts[i].part_id, doc.parts[i].label)
                                 .arg(shown)
                                 .arg(pixels[i].covered)
                                 .arg(int(picture.view))
                                 .arg(picture.faded ? QStringLiteral(", faded") : QString());
        QVERIFY2(shown >= 150 && shown * 3 >= pixels[i].covered, qPrintable(what));
    }
    QVERIFY2(total >= 300, qPrintable(QString::number(total)));
    // The picture is the one partPixels() measured: same framing, new parts highlighted; when
    // faded, the hidden part shows through (at least 150 pixels differ from the plain picture).
    const QImage plain =
        renderRobot(lib(), doc, opt.step_picture, parts, picture.view, parts.back() + 1);
    if (!picture.faded) {
        QCOMPARE(picture.image, plain);
    } else {
        int changed = 0;
        for (int y = 0; y < plain.height(); ++y) {
            for (int x = 0; x < plain.width(); ++x) {
                const QRgb a = plain.pixel(x, y), b = picture.image.pixel(x, y);
                changed += std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
                               std::abs(qBlue(a) - qBlue(b)) >
                           60;
            }
        }
        QVERIFY2(changed >= 150, qPrintable(QString::number(changed)));
    }
    if (robot == QStringLiteral("sandwich")) QCOMPARE(picture.faded, step == 1);
    const QString dump = qEnvironmentVariable("BOTLAB_STEP_DIR");
    if (!dump.isEmpty()) {
        QVERIFY(picture.image.save(QStringLiteral("%1/%2_step%3.png")
                                       .arg(dump, QString(robot).remove(QStringLiteral("builtin:")))
                                       .arg(step + 1)));
    }
}

void TestPartRender::stepCaptionSaysHowItIsSeen() {
    // The caster's step of the student's robot is drawn from below, and its caption says so;
    // the other steps keep the usual view and say nothing.
    const auto doc = robotFor(QStringLiteral("check_low_caster"));
    InstructionOptions opt;
    opt.step_picture = QSize(160, 120);
    const auto pictures = buildStepPictures(lib(), doc, opt);
    const auto steps = assembler::buildSteps(doc, lib());
    int caster_step = -1;
    for (size_t k = 0; k < steps.size(); ++k) {
        for (int i : steps[k].parts) {
            if (doc.parts[i].part_id == QStringLiteral("caster_ball")) caster_step = int(k);
        }
    }
    QVERIFY(caster_step >= 0);
    QCOMPARE(int(pictures[caster_step].view), int(View::Below));
    QCOMPARE(int(pictures[0].view), int(View::ThreeQuarter));  // the plate alone
    const QString html = buildInstructionsHtml(lib(), doc, opt);
    const int at = html.indexOf(QStringLiteral("Step %1 of").arg(caster_step + 1));
    QVERIFY(at > 0);
    const int seen = html.indexOf(QStringLiteral("Seen from below"), at);
    QVERIFY(seen > at);
    QVERIFY(seen < html.indexOf(QStringLiteral("<img"), at));  // in this step's caption
    int notes = 0;
    for (const StepPicture& p : pictures) notes += p.view != View::ThreeQuarter || p.faded;
    QCOMPARE(html.count(QStringLiteral("<p class=\"seen\">")), notes);
}

QTEST_GUILESS_MAIN(TestPartRender)
#include "tst_part_render.moc"
