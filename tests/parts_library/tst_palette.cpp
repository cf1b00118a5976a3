// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the parts palette data: categories, order, tooltips, search in English and Chinese.
#include <QTest>
#include <QTranslator>
#include <set>

#include "botlab/parts_library/palette.h"

using namespace botlab;
using namespace botlab::parts_library;

namespace {

const PartsLibrary& lib() {
    return PartsLibrary::builtinOrEmpty();
}

/// A stand-in for the app's Chinese catalogue: a few part names and a category.
class FakeChinese : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (QByteArray(context) != "botlab::parts_library") return {};
        const QByteArray s(source);
        if (s == "Beam, 5 holes") return QStringLiteral("梁，5 孔");
        if (s == "Beam, 7 holes") return QStringLiteral("梁，7 孔");
        if (s == "Gear, 24 teeth") return QStringLiteral("齿轮，24 齿");
        if (s == "Structure") return QStringLiteral("结构");
        return {};
    }
    bool isEmpty() const override { return false; }
};

}  // namespace

class TestPalette : public QObject {
    Q_OBJECT

private slots:
    void everyPartOnceInItsCategory_data();
    void everyPartOnceInItsCategory();
    void categoriesInOrder();
    void partsInNaturalOrder();
    void tooltips_data();
    void tooltips();
    void search_data();
    void search();
    void searchInChinese();
};

void TestPalette::everyPartOnceInItsCategory_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("category");
    const auto S = int(PaletteCategory::Structure), A = int(PaletteCategory::AxlesAndPins),
               G = int(PaletteCategory::GearsAndWheels), M = int(PaletteCategory::MotorsAndServos),
               N = int(PaletteCategory::Sensors), E = int(PaletteCategory::Electronics);
    QTest::newRow("beam") << "beam_5" << S;
    QTest::newRow("plate") << "plate_11x15" << S;
    QTest::newRow("bracket") << "angle_bracket_3x3" << S;
    QTest::newRow("axle") << "axle_8" << A;
    QTest::newRow("pin") << "pin_2" << A;
    QTest::newRow("screw") << "screw_10" << A;
    QTest::newRow("gear") << "gear_40" << G;
    QTest::newRow("wheel") << "wheel_large" << G;
    QTest::newRow("caster") << "caster_ball" << G;
    QTest::newRow("motor") << "motor_dc" << M;
    QTest::newRow("servo") << "servo" << M;
    QTest::newRow("fan") << "fan" << M;
    QTest::newRow("line sensor") << "sensor_line" << N;
    QTest::newRow("gyro") << "sensor_gyro" << N;
    QTest::newRow("light sensor") << "sensor_light" << N;
    QTest::newRow("sound sensor") << "sensor_sound" << N;
    QTest::newRow("camera") << "sensor_camera" << N;
    QTest::newRow("lidar") << "sensor_lidar" << N;
    QTest::newRow("controller") << "controller" << E;
    QTest::newRow("battery") << "battery_box" << E;
}

void TestPalette::everyPartOnceInItsCategory() {
    QFETCH(QString, id);
    QFETCH(int, category);
    QCOMPARE(int(paletteCategoryOf(*lib().find(id))), category);
    int seen = 0;
    for (const PaletteGroup& g : paletteGroups(lib())) {
        for (const PaletteEntry& e : g.entries) {
            QCOMPARE(e.category, g.category);
            if (e.id == id) {
                ++seen;
                QCOMPARE(int(g.category), category);
                QCOMPARE(e.name, lib().find(id)->displayName());
            }
        }
    }
    QCOMPARE(seen, 1);
}

void TestPalette::categoriesInOrder() {
    const auto groups = paletteGroups(lib());
    QCOMPARE(groups.size(), size_t(6));  // the six; no "Other" for built-in parts
    const QStringList titles = {"Structure",         "Axles and pins", "Gears and wheels",
                                "Motors and servos", "Sensors",        "Electronics"};
    size_t total = 0;
    for (size_t k = 0; k < groups.size(); ++k) {
        QCOMPARE(groups[k].title, titles[int(k)]);
        QCOMPARE(int(groups[k].category), int(k));
        total += groups[k].entries.size();
    }
    QCOMPARE(int(total), lib().size());
}

void TestPalette::partsInNaturalOrder() {
    QStringList beams;
    const auto groups = paletteGroups(lib());
    for (const PaletteEntry& e : groups[0].entries) {
        if (e.id.startsWith(QLatin1String("beam_"))) beams << e.id;
    }
    QCOMPARE(beams, QStringList({"beam_3", "beam_5", "beam_7", "beam_9", "beam_11"}));
}

void TestPalette::tooltips_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("lines");
    // Sizes: 8 mm hole pitch, beams 8 mm square, 5 holes = 40 mm.
    QTest::newRow("beam") << "beam_5"
                          << QStringList{"Beam, 5 holes", "Size 40 × 8 × 8 mm", "5 holes"};
    QTest::newRow("plate") << "plate_7x13"
                           << QStringList{"Plate, 7 x 13 holes", "Size 104 × 3.2 × 56 mm",
                                          "91 holes"};
    // 4 pitches of 8 mm.
    QTest::newRow("axle") << "axle_4"
                          << QStringList{"Axle, 4 pitches", "32 mm long (4 hole pitches)"};
    QTest::newRow("gear") << "gear_24" << QStringList{"Gear, 24 teeth", "24 teeth"};
    // 15 rad/s = 143 rpm; 0.5 N m = 50 N cm.
    QTest::newRow("motor") << "motor_dc"
                           << QStringList{"Geared DC motor",
                                          "Plugs into a motor port. Top speed 143 rpm, stall "
                                          "torque 50 N·cm"};
    QTest::newRow("sensor") << "sensor_line"
                            << QStringList{"Line sensor", "Plugs into a sensor port"};
    // Size: a 12 mm body and the 2 mm photocell in front of it.
    QTest::newRow("light sensor")
        << "sensor_light"
        << QStringList{"Light sensor", "Size 12 × 10 × 16 mm", "Plugs into a sensor port",
                       "Measures brightness, 0 to 100 %: the room's light on the floor it faces "
                       "and lit candles in front of it"};
    QTest::newRow("sound sensor")
        << "sensor_sound"
        << QStringList{"Sound sensor", "Plugs into a sensor port",
                       "Measures loudness, 0 to 100 %, from buzzers in the scene (half as loud at "
                       "twice the distance)"};
    QTest::newRow("camera") << "sensor_camera"
                            << QStringList{"Colour camera", "Plugs into a sensor port",
                                           "Colour camera: a 64 x 48 image, 60° wide, 10 times a "
                                           "second"};
    QTest::newRow("lidar") << "sensor_lidar"
                           << QStringList{"Lidar", "Plugs into a sensor port",
                                          "Lidar: 360 distances all around, 5 to 400 cm, 5 times a "
                                          "second"};
    QTest::newRow("controller") << "controller"
                                << QStringList{"Controller", "8 motor ports, 13 sensor ports"};
    QTest::newRow("wheel") << "wheel_small" << QStringList{"Wheel, 60 mm", "Diameter 60 mm"};
}

void TestPalette::tooltips() {
    QFETCH(QString, id);
    QFETCH(QStringList, lines);
    const QString tip = partTooltip(lib(), *lib().find(id));
    const QStringList got = tip.split(QLatin1Char('\n'));
    QCOMPARE(got.first(), lines.first());
    for (const QString& l : lines) QVERIFY2(got.contains(l), qPrintable(tip));
}

void TestPalette::search_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("beam") << "beam"
                          << QStringList{"beam_3", "beam_5", "beam_7", "beam_9", "beam_11"};
    QTest::newRow("two words") << "Beam 5" << QStringList{"beam_5"};
    QTest::newRow("upper case") << "GEAR"
                                << QStringList{"gear_8", "gear_24", "gear_40", "motor_dc"};
    QTest::newRow("by id") << "plate_11" << QStringList{"plate_11x15"};
    QTest::newRow("by name") << "ultrasonic" << QStringList{"sensor_ultrasonic"};
    QTest::newRow("nothing") << "spaceship" << QStringList{};
}

void TestPalette::search() {
    QFETCH(QString, text);
    QFETCH(QStringList, ids);
    QStringList got;
    for (const PaletteEntry& e : searchPalette(lib(), text)) got << e.id;
    QCOMPARE(got, ids);
    QCOMPARE(int(searchPalette(lib(), QStringLiteral("  ")).size()), lib().size());
}

void TestPalette::searchInChinese() {
    FakeChinese zh;
    QVERIFY(QCoreApplication::installTranslator(&zh));
    QStringList got;
    for (const PaletteEntry& e : searchPalette(lib(), QStringLiteral("梁"))) got << e.id;
    QCOMPARE(got, QStringList({"beam_5", "beam_7"}));
    got.clear();
    for (const PaletteEntry& e : searchPalette(lib(), QStringLiteral("齿轮"))) got << e.id;
    QCOMPARE(got, QStringList({"gear_24"}));
    // English still works, and the names and titles are in the user's language.
    QCOMPARE(int(searchPalette(lib(), QStringLiteral("beam")).size()), 5);
    QCOMPARE(paletteGroups(lib())[0].title, QStringLiteral("结构"));
    QCOMPARE(partTooltip(lib(), *lib().find(QStringLiteral("beam_5"))).section('\n', 0, 0),
             QStringLiteral("梁，5 孔"));
    QCoreApplication::removeTranslator(&zh);
}

QTEST_GUILESS_MAIN(TestPalette)
#include "tst_palette.moc"
