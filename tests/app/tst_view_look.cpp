// SPDX-License-Identifier: GPL-3.0-or-later
// The 3D views' quality setting (view_quality.h), without OpenGL (offscreen): the choice from the
// renderer's name, the Preferences value's round trip through QSettings, --quality on the command
// line, and the surface format (multisampling) each quality asks for. And the shaders
// (materials.h): every material's two stages are compiled in, each dialect's source starts with
// its own #version and has the lights filled in.
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QSurfaceFormat>
#include <QTest>

#include "shell/app_options.h"
#include "view3d/materials.h"
#include "view3d/view_quality.h"

using namespace botlab::gui;

Q_DECLARE_METATYPE(botlab::gui::ViewQuality)
Q_DECLARE_METATYPE(botlab::gui::QualityChoice)
Q_DECLARE_METATYPE(botlab::gui::ShaderDialect)

class TestViewLook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // QSettings in a test location
        QCoreApplication::setOrganizationName(QStringLiteral("BotlabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_view_look"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

    void qualityFromRenderer_data() {
        QTest::addColumn<QString>("renderer");
        QTest::addColumn<ViewQuality>("quality");
        QTest::newRow("Mesa llvmpipe") << "llvmpipe (LLVM 15.0.6, 256 bits)" << ViewQuality::Low;
        QTest::newRow("Mesa softpipe") << "softpipe" << ViewQuality::Low;
        QTest::newRow("SwiftShader") << "Google SwiftShader" << ViewQuality::Low;
        QTest::newRow("ANGLE over SwiftShader")
            << "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)"
            << ViewQuality::Low;
        QTest::newRow("Microsoft software") << "GDI Generic Software Renderer" << ViewQuality::Low;
        QTest::newRow("case does not matter") << "LLVMPIPE" << ViewQuality::Low;
        QTest::newRow("unknown (no context)") << "" << ViewQuality::Low;
        QTest::newRow("blank") << "   " << ViewQuality::Low;
        QTest::newRow("Intel") << "Mesa Intel(R) UHD Graphics 620 (KBL GT2)" << ViewQuality::High;
        QTest::newRow("AMD") << "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)"
                             << ViewQuality::High;
        QTest::newRow("NVIDIA") << "NVIDIA GeForce GTX 1050/PCIe/SSE2" << ViewQuality::High;
        QTest::newRow("virtio GPU") << "virgl (Mesa Intel(R) Xe Graphics)" << ViewQuality::High;
    }
    void qualityFromRenderer() {
        QFETCH(QString, renderer);
        QFETCH(ViewQuality, quality);
        QCOMPARE(qualityForRenderer(renderer), quality);
    }

    void preferenceRoundTrip_data() {
        QTest::addColumn<QualityChoice>("choice");
        QTest::addColumn<QString>("stored");
        QTest::newRow("auto") << QualityChoice::Auto << "auto";
        QTest::newRow("low") << QualityChoice::Low << "low";
        QTest::newRow("high") << QualityChoice::High << "high";
    }
    void preferenceRoundTrip() {
        QFETCH(QualityChoice, choice);
        QFETCH(QString, stored);
        setQualityPreference(choice);
        QCOMPARE(QSettings().value(QStringLiteral("view/quality")).toString(), stored);
        QCOMPARE(qualityPreference(), choice);
        QCOMPARE(qualityChoiceFromName(stored), std::optional<QualityChoice>(choice));
    }

    void preferenceUnsetOrUnknownIsAuto() {
        QSettings().remove(QStringLiteral("view/quality"));
        QCOMPARE(qualityPreference(), QualityChoice::Auto);
        QSettings().setValue(QStringLiteral("view/quality"), QStringLiteral("ultra"));
        QCOMPARE(qualityPreference(), QualityChoice::Auto);
        QVERIFY(!qualityChoiceFromName(QStringLiteral("ultra")));
    }

    void preferenceAndOverrideDecide() {
        setQualityOverride(std::nullopt);
        setQualityPreference(QualityChoice::High);
        QCOMPARE(viewQuality(), ViewQuality::High);
        setQualityPreference(QualityChoice::Low);
        QCOMPARE(viewQuality(), ViewQuality::Low);
        // --quality wins over the preference.
        setQualityOverride(ViewQuality::High);
        QCOMPARE(viewQuality(), ViewQuality::High);
        setQualityOverride(std::nullopt);
        QCOMPARE(viewQuality(), ViewQuality::Low);
        QSettings().remove(QStringLiteral("view/quality"));
    }

    void commandLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("quality");
        QTest::addColumn<bool>("valid");
        QTest::newRow("none") << QStringList{"--demo"} << "" << true;
        QTest::newRow("low") << QStringList{"--demo", "--quality", "low"} << "low" << true;
        QTest::newRow("high") << QStringList{"--quality=high", "--frames", "30"} << "high" << true;
        QTest::newRow("auto is not a --quality") << QStringList{"--quality", "auto"} << "" << false;
        QTest::newRow("upper case") << QStringList{"--quality", "HIGH"} << "" << false;
        QTest::newRow("missing value") << QStringList{"--quality"} << "" << false;
    }
    void commandLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, quality);
        QFETCH(bool, valid);
        args.prepend(QStringLiteral("botlab"));
        const AppOptions o = parseOptions(args);
        QCOMPARE(o.error.isEmpty(), valid);
        if (valid) QCOMPARE(o.quality, quality);
    }

    void surfaceFormat_data() {
        QTest::addColumn<ViewQuality>("quality");
        QTest::addColumn<int>("samples");
        QTest::addColumn<int>("stencilBits");  // High: the projected shadows' stencil test
        QTest::newRow("low: no multisampling, no stencil") << ViewQuality::Low << 0 << -1;
        QTest::newRow("high: 4x, 8-bit stencil") << ViewQuality::High << 4 << 8;
    }
    void surfaceFormat() {
        QFETCH(ViewQuality, quality);
        QFETCH(int, samples);
        QFETCH(int, stencilBits);
        QSurfaceFormat base;
        base.setSamples(4);  // what Qt3DWindow asks for by itself
        const QSurfaceFormat f = viewSurfaceFormat(base, quality);
        QCOMPARE(f.samples(), samples);
        QVERIFY(f.depthBufferSize() >= 24);
        QCOMPARE(f.stencilBufferSize(), stencilBits);  // base asks for none (-1)
        QCOMPARE(qualityName(quality), quality == ViewQuality::High ? "high" : "low");
    }

    void shaderSources_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ShaderDialect>("dialect");
        QTest::addColumn<QByteArray>("version");
        for (const char* material : {"lit", "lit_vertex", "ground", "sky", "shadow", "unlit"})
            for (const char* stage : {".vert", ".frag"}) {
                const QString file = QLatin1String(material) + QLatin1String(stage);
                QTest::addRow("%s GLSL 150", qPrintable(file))
                    << file << ShaderDialect::Gl150 << QByteArray("#version 150 core\n");
                QTest::addRow("%s GLSL 450", qPrintable(file))
                    << file << ShaderDialect::Rhi450 << QByteArray("#version 450\n");
            }
    }
    void shaderSources() {
        QFETCH(QString, file);
        QFETCH(ShaderDialect, dialect);
        QFETCH(QByteArray, version);
        const QByteArray source = shaderSource(dialect, file);
        QVERIFY2(source.startsWith(version), source.left(40).constData());  // #version first
        QCOMPARE(source.count("#version"), 1);
        QVERIFY(source.contains("void main()"));
        QVERIFY(source.contains("vec3 lit(vec3 base"));  // the shared lighting
        // The lights filled in: the key light's direction, rounded to 5 decimals.
        const QVector3D key = keyLightDirection();
        QVERIFY(source.contains("const vec3 keyDir = vec3(" + QByteArray::number(key.x(), 'f', 5) +
                                ", " + QByteArray::number(key.y(), 'f', 5) + ", " +
                                QByteArray::number(key.z(), 'f', 5) + ");"));
        QVERIFY2(!source.contains('@'), "a light left unfilled");
        // The RHI dialect has Qt 3D's uniform blocks; the GL one plain uniforms.
        QCOMPARE(source.contains("uniform qt3d_command_uniforms"),
                 dialect == ShaderDialect::Rhi450);
        QCOMPARE(source.contains("uniform mat4 mvp;"), dialect == ShaderDialect::Gl150);
    }
};

QTEST_MAIN(TestViewLook)
#include "tst_view_look.moc"
