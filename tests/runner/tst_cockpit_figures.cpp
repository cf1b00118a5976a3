// SPDX-License-Identifier: GPL-3.0-or-later
// Seed 000's results as checks (docs/cockpit.md, "Seed 000's results, reproduced"): driven
// through runner::CockpitDrive on loose soil, the yaw rate grows in proportion to the steering,
// and walking straight the yaw rate, the pitch and the vertical acceleration ripple with the gait
// (the period measured from the feet's touchdowns).
#include <QTest>

#include "botlab_test.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "botlab/runner/cockpit_drive.h"

using namespace botlab;
using namespace botlab::runner;

namespace {

constexpr double kDeg = 180.0 / std::numbers::pi;

/// What a drive with a fixed input gives: 200 Hz samples and the gait period.
struct Recorded {
    double dt_s = 0.005;
    std::vector<double> t_s, yaw_rate_deg_s, pitch_deg, roll_deg, accel_m_s2;
    double gait_s = 0.0;  ///< Median time between a foot's successive touchdowns.
    double turn_limit_deg_s = 0.0;
    bool ok = false;
};

Recorded drive(const QString& robot, const QString& scene, const std::string& soil,
               const DriveInput& in, double seconds) {
    Recorded r;
    auto models = loadModels(robot, scene);
    if (!models.ok()) {
        qWarning("%s", models.message().c_str());
        return r;
    }
    CockpitOptions o;
    o.soil = soil;
    o.seed = 1;
    auto created = CockpitDrive::create(models.value(), o);
    if (!created.ok()) {
        qWarning("%s", created.message().c_str());
        return r;
    }
    CockpitDrive& d = *created.value();
    r.turn_limit_deg_s = d.limits().turn_rad_s * kDeg;
    d.setInput(in);
    const auto every = std::max<std::int64_t>(1, std::llround(r.dt_s / d.step_s()));
    r.dt_s = double(every) * d.step_s();
    std::vector<double> lastSink, airSince, cycles;
    std::vector<std::vector<double>> touchdowns;
    while (d.time_s() < seconds) {
        if (!d.step().ok()) return r;
        const DriveSample& s = d.sample();
        if (lastSink.size() != s.foot_sinkage_m.size()) {
            lastSink = s.foot_sinkage_m;
            airSince.assign(lastSink.size(), -1.0);
            touchdowns.assign(lastSink.size(), {});
        }
        for (std::size_t i = 0; i < lastSink.size(); ++i) {
            const bool down = s.foot_sinkage_m[i] > 0.0;
            if (!down && lastSink[i] > 0.0) airSince[i] = s.t_s;
            if (down && lastSink[i] <= 0.0 && airSince[i] >= 0 && s.t_s - airSince[i] > 0.1) {
                if (!touchdowns[i].empty() && s.t_s > 0.3 * seconds)
                    cycles.push_back(s.t_s - touchdowns[i].back());
                touchdowns[i].push_back(s.t_s);
            }
            lastSink[i] = s.foot_sinkage_m[i];
        }
        if (d.steps() % every) continue;
        r.t_s.push_back(s.t_s);
        r.yaw_rate_deg_s.push_back(s.yaw_rate_rad_s * kDeg);
        r.pitch_deg.push_back(s.pitch_rad * kDeg);
        r.roll_deg.push_back(s.roll_rad * kDeg);
        r.accel_m_s2.push_back(s.vertical_accel_m_s2);
    }
    std::sort(cycles.begin(), cycles.end());
    r.gait_s = cycles.empty() ? 0.0 : cycles[cycles.size() / 2];
    r.ok = r.gait_s > 0.0;
    return r;
}

/// Samples of `v` over the whole gait cycles of the last `span_s` seconds.
std::vector<double> lastCycles(const Recorded& r, const std::vector<double>& v, double span_s) {
    const double n = std::max(1.0, std::floor(span_s / r.gait_s));
    const double from = r.t_s.back() - n * r.gait_s;
    std::vector<double> w;
    for (std::size_t i = 0; i < r.t_s.size(); ++i)
        if (r.t_s[i] > from) w.push_back(v[i]);
    return w;
}

double mean(const std::vector<double>& v) {
    double s = 0.0;
    for (double x : v) s += x;
    return v.empty() ? 0.0 : s / double(v.size());
}

double sd(const std::vector<double>& v) {
    const double m = mean(v);
    double s = 0.0;
    for (double x : v) s += (x - m) * (x - m);
    return v.empty() ? 0.0 : std::sqrt(s / double(v.size()));
}

/// The signal's period: the first local maximum of its autocorrelation between lags lo and hi
/// that reaches 70 % of the highest there.
double period_s(const std::vector<double>& v, double dt, double lo, double hi) {
    const double m = mean(v);
    double c0 = 0.0;
    for (double x : v) c0 += (x - m) * (x - m);
    const int l0 = std::max(1, int(lo / dt)), l1 = std::min(int(hi / dt), int(v.size()) - 2);
    std::vector<double> c;
    for (int lag = l0; lag <= l1; ++lag) {
        double s = 0.0;
        for (std::size_t i = 0; i + std::size_t(lag) < v.size(); ++i)
            s += (v[i] - m) * (v[i + std::size_t(lag)] - m);
        c.push_back(s / c0 * double(v.size()) / double(v.size() - std::size_t(lag)));
    }
    if (c.size() < 3) return 0.0;
    const double best = *std::max_element(c.begin(), c.end());
    for (std::size_t i = 1; i + 1 < c.size(); ++i)
        if (c[i] >= 0.7 * best && c[i] >= c[i - 1] && c[i] >= c[i + 1]) return (l0 + int(i)) * dt;
    return (l0 + int(std::max_element(c.begin(), c.end()) - c.begin())) * dt;
}

}  // namespace

class TestCockpitFigures : public QObject {
    Q_OBJECT
private slots:
    /// Fig. 15: the mean yaw rate (over whole gait cycles) is in proportion to the steering:
    /// twice the steering gives twice the yaw rate (within 25 %), in the steering's direction,
    /// and at least a third of the command (the feet slip on loose soil).
    void yawRateProportionalToSteering_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("hexapod left 25-50 %") << "hexapod"
                                              << "hexapod_field" << 0.25 << 0.5;
        QTest::newRow("hexapod left 50-100 %") << "hexapod"
                                               << "hexapod_field" << 0.5 << 1.0;
        QTest::newRow("hexapod right 50-100 %") << "hexapod"
                                                << "hexapod_field" << -0.5 << -1.0;
        // The manned hexapod (seed 000's robot, 500 Hz) up to half steering; beyond three quarters
        // its feet slip on loose soil and the yaw rate saturates (docs/cockpit.md).
        QTest::newRow("manned_hexapod left 25-50 %") << "manned_hexapod"
                                                     << "manned_field" << 0.25 << 0.5;
        QTest::newRow("manned_hexapod right 25-50 %") << "manned_hexapod"
                                                      << "manned_field" << -0.25 << -0.5;
    }
    void yawRateProportionalToSteering() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(double, low);
        QFETCH(double, high);
        const double seconds = 10.0;
        const Recorded a = drive(robot, scene, "loose_soil", {0.8, 0.0, low}, seconds);
        const Recorded b = drive(robot, scene, "loose_soil", {0.8, 0.0, high}, seconds);
        QVERIFY(a.ok && b.ok);
        const double ya = mean(lastCycles(a, a.yaw_rate_deg_s, 6.0));
        const double yb = mean(lastCycles(b, b.yaw_rate_deg_s, 6.0));
        qInfo("%s: steering %.2f -> %.2f deg/s, %.2f -> %.2f deg/s (command %.2f deg/s at 100 %%)",
              qPrintable(robot), low, ya, high, yb, a.turn_limit_deg_s);
        QVERIFY2(ya * low > 0.0 && yb * high > 0.0, "the robot turns the way it is steered");
        QVERIFY2(std::abs(yb / ya / (high / low) - 1.0) < 0.25,
                 qPrintable(QStringLiteral("yaw rate ratio %1 for a steering ratio %2")
                                .arg(yb / ya)
                                .arg(high / low)));
        QVERIFY2(std::abs(yb) > std::abs(high) * b.turn_limit_deg_s / 3.0,
                 "the yaw rate is at least a third of the command");
        QVERIFY2(std::abs(yb) < std::abs(high) * b.turn_limit_deg_s * 1.1,
                 "the yaw rate is not above the command");
    }

    /// Fig. 15 and 16: walking straight the yaw rate is not zero but ripples, and the pitch
    /// changes, with the gait: the signal's period (autocorrelation) is `cycles` gait periods
    /// (within 10 %), and its SD is above `min_sd`.
    void straightRipple_data() {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("signal");
        QTest::addColumn<double>("cycles");
        QTest::addColumn<double>("min_sd");
        // The tripods alternate: one turns the body one way, the other back (one side has two
        // feet down, the other one): the yaw ripple repeats once per cycle. The pitch goes with
        // each tripod's touchdown from the rear to the front feet: twice per cycle.
        QTest::newRow("hexapod yaw rate") << "hexapod"
                                          << "hexapod_field"
                                          << "yaw" << 1.0 << 1.0;
        QTest::newRow("hexapod pitch") << "hexapod"
                                       << "hexapod_field"
                                       << "pitch" << 0.5 << 0.1;
        // Fig. 17: the vertical acceleration peaks at each tripod's touchdown, twice per cycle.
        QTest::newRow("hexapod vertical acceleration") << "hexapod"
                                                       << "hexapod_field"
                                                       << "accel" << 0.5 << 1.0;
        QTest::newRow("manned_hexapod vertical acceleration") << "manned_hexapod"
                                                              << "manned_field"
                                                              << "accel" << 0.5 << 1.0;
    }
    void straightRipple() {
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, signal);
        QFETCH(double, cycles);
        QFETCH(double, min_sd);
        const Recorded r = drive(robot, scene, "loose_soil", {0.8, 0.0, 0.0}, 12.0);
        QVERIFY(r.ok);
        const std::vector<double>& v = signal == QLatin1String("yaw")     ? r.yaw_rate_deg_s
                                       : signal == QLatin1String("pitch") ? r.pitch_deg
                                       : signal == QLatin1String("accel") ? r.accel_m_s2
                                                                          : r.roll_deg;
        const std::vector<double> w = lastCycles(r, v, 8.0);
        const double p = period_s(w, r.dt_s, 0.25 * r.gait_s, 1.6 * r.gait_s);
        qInfo("%s %s: gait period %.3f s, period %.3f s, SD %.3f", qPrintable(robot),
              qPrintable(signal), r.gait_s, p, sd(w));
        QVERIFY2(sd(w) > min_sd, "the signal ripples");
        QVERIFY2(std::abs(p - cycles * r.gait_s) < 0.1 * cycles * r.gait_s,
                 qPrintable(QStringLiteral("period %1 s, gait period %2 s").arg(p).arg(r.gait_s)));
    }
};

QTEST_GUILESS_MAIN(TestCockpitFigures)
#include "tst_cockpit_figures.moc"
