// SPDX-License-Identifier: GPL-3.0-or-later
// Reproduces seed 000's results (Fig. 15-17) from a recorded drive and plots them as PNG for
// docs/cockpit.md. The hexapod drives a fixed script on soft ground (loose_soil) through the
// cockpit's own path (runner::CockpitDrive: inputs read at 25 Hz, 1000 Hz physics); the drive is
// saved (drive.drive.json, drive.csv), replayed to check the state hash, and plotted with QPainter:
//   yaw_steering.png    steering input and yaw rate (Fig. 15)
//   attitude.png        body pitch and roll while walking straight (Fig. 16)
//   vertical_accel.png  vertical acceleration with the feet's touchdowns marked (Fig. 17)
//   platform.png        the motion platform's heave and cylinder lengths d1-d3 (formula 10)
// It prints a JSON summary (mean yaw rate per steering step, periods, spike statistics).
//   botlab-cockpit-plots OUT_DIR [--soil loose_soil]
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <numbers>

#include "botlab/runner/cockpit_drive.h"

using namespace botlab;

namespace {

constexpr double kDeg = 180.0 / std::numbers::pi;

struct Series {
    QString name;
    QColor color;
    std::vector<double> x, y;
    bool steps = false;  // draw as a step function
};

/// A line chart: series over a shared x axis, optional vertical markers.
void plot(const QString& file, const QString& title, const QString& xLabel, const QString& yLabel,
          const std::vector<Series>& series, double x0, double x1,
          const std::vector<double>& markers = {}, const QString& markerName = {}) {
    const int W = 900, H = 300;
    QImage img(W, H, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    QFont f(QStringLiteral("DejaVu Sans"), 9);
    p.setFont(f);
    const QRectF box(70, 46, W - 90, H - 92);
    double lo = 1e300, hi = -1e300;
    for (const Series& s : series)
        for (std::size_t i = 0; i < s.x.size(); ++i)
            if (s.x[i] >= x0 && s.x[i] <= x1) {
                lo = std::min(lo, s.y[i]);
                hi = std::max(hi, s.y[i]);
            }
    if (lo > hi) lo = -1, hi = 1;
    const double pad = 0.08 * (hi - lo + 1e-9);
    lo -= pad;
    hi += pad;
    auto X = [&](double x) { return box.left() + (x - x0) / (x1 - x0) * box.width(); };
    auto Y = [&](double y) { return box.bottom() - (y - lo) / (hi - lo) * box.height(); };
    // Grid and ticks.
    p.setPen(QColor(225, 228, 232));
    const double ystep = std::pow(10.0, std::floor(std::log10((hi - lo) / 4)));
    const double ys = (hi - lo) / ystep > 8 ? ystep * 2 : ystep;
    for (double y = std::ceil(lo / ys) * ys; y <= hi; y += ys) {
        p.setPen(QColor(225, 228, 232));
        p.drawLine(QPointF(box.left(), Y(y)), QPointF(box.right(), Y(y)));
        p.setPen(QColor(90, 96, 106));
        p.drawText(QRectF(0, Y(y) - 8, box.left() - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(y, 'g', 4));
    }
    const double xs = (x1 - x0) > 20 ? 5 : ((x1 - x0) > 6 ? 1 : 0.5);
    for (double x = std::ceil(x0 / xs) * xs; x <= x1 + 1e-9; x += xs) {
        p.setPen(QColor(235, 237, 240));
        p.drawLine(QPointF(X(x), box.top()), QPointF(X(x), box.bottom()));
        p.setPen(QColor(90, 96, 106));
        p.drawText(QRectF(X(x) - 30, box.bottom() + 2, 60, 16), Qt::AlignCenter,
                   QString::number(x, 'g', 4));
    }
    for (double m : markers) {
        if (m < x0 || m > x1) continue;
        p.setPen(QPen(QColor(240, 160, 40, 150), 1, Qt::DashLine));
        p.drawLine(QPointF(X(m), box.top()), QPointF(X(m), box.bottom()));
    }
    if (lo < 0 && hi > 0) {
        p.setPen(QPen(QColor(150, 150, 150), 1));
        p.drawLine(QPointF(box.left(), Y(0)), QPointF(box.right(), Y(0)));
    }
    for (const Series& s : series) {
        QPainterPath path;
        bool first = true;
        double lastY = 0;
        for (std::size_t i = 0; i < s.x.size(); ++i) {
            if (s.x[i] < x0 || s.x[i] > x1) continue;
            const QPointF pt(X(s.x[i]), Y(s.y[i]));
            if (first) {
                path.moveTo(pt);
            } else {
                if (s.steps) path.lineTo(QPointF(pt.x(), lastY));
                path.lineTo(pt);
            }
            lastY = pt.y();
            first = false;
        }
        p.setPen(
            QPen(s.color, s.steps ? 2.0 : (s.name.contains(QStringLiteral("mean")) ? 2.0 : 1.0)));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    p.setPen(QColor(160, 166, 176));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    QFont bold = f;
    bold.setBold(true);
    bold.setPointSize(10);
    p.setFont(bold);
    p.setPen(Qt::black);
    p.drawText(QRectF(box.left(), 6, box.width(), 20), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(f);
    // Legend.
    double lx = box.right();
    std::vector<std::pair<QString, QColor>> legend;
    for (const Series& s : series) legend.push_back({s.name, s.color});
    if (!markers.empty()) legend.push_back({markerName, QColor(240, 160, 40)});
    for (auto it = legend.rbegin(); it != legend.rend(); ++it) {
        const double w = QFontMetricsF(f).horizontalAdvance(it->first) + 30;
        lx -= w;
        p.setPen(QPen(it->second, 3));
        p.drawLine(QPointF(lx, 34), QPointF(lx + 18, 34));
        p.setPen(Qt::black);
        p.drawText(QPointF(lx + 22, 38), it->first);
    }
    p.drawText(QRectF(box.left(), H - 22, box.width(), 18), Qt::AlignCenter, xLabel);
    p.save();
    p.translate(14, box.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-box.height() / 2, -10, box.height(), 20), Qt::AlignCenter, yLabel);
    p.restore();
    p.end();
    if (!img.save(file)) std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
}

/// Dominant period (s) of a signal by autocorrelation between lags lo and hi (s).
double period_s(const std::vector<double>& v, double dt, double lo, double hi) {
    double mean = 0;
    for (double x : v) mean += x / double(v.size());
    double best = -1e300, bestLag = 0;
    for (int lag = int(lo / dt); lag <= int(hi / dt) && lag < int(v.size()); ++lag) {
        double c = 0;
        for (std::size_t i = 0; i + std::size_t(lag) < v.size(); ++i)
            c += (v[i] - mean) * (v[i + std::size_t(lag)] - mean);
        c /= double(v.size() - std::size_t(lag));
        if (c > best) best = c, bestLag = lag * dt;
    }
    return bestLag;
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: botlab-cockpit-plots OUT_DIR [--soil NAME]\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    std::string soil = "loose_soil";
    for (int i = 2; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--soil") soil = argv[i + 1];
    QDir().mkpath(out);

    auto models = runner::loadModels(QStringLiteral("hexapod"), QStringLiteral("hexapod_field"));
    if (!models.ok()) return std::fprintf(stderr, "%s\n", models.message().c_str()), 2;
    runner::CockpitOptions o;
    o.soil = soil;
    o.seed = 1;
    auto created = runner::CockpitDrive::create(models.value(), o);
    if (!created.ok()) return std::fprintf(stderr, "%s\n", created.message().c_str()), 2;
    runner::CockpitDrive& d = *created.value();

    // The script: walk straight, then steer left by 25, 50 and 100 %, straight, right 50 %.
    struct Leg {
        double until_s, forward, turn;
    };
    const std::vector<Leg> script = {{2, 0, 0},      {10, 0.8, 0}, {16, 0.8, 0.25}, {22, 0.8, 0.5},
                                     {28, 0.8, 1.0}, {34, 0.8, 0}, {40, 0.8, -0.5}, {42, 0, 0}};
    std::vector<double> t, steer, yawRate, pitch, roll, acc, heave, d1, d2, d3;
    std::vector<double> touchdowns;
    std::vector<double> lastSink, airSince;
    std::size_t leg = 0;
    while (leg < script.size()) {
        if (d.time_s() >= script[leg].until_s - 1e-9) {
            ++leg;
            continue;
        }
        d.setInput({script[leg].forward, 0.0, script[leg].turn});
        if (!d.step().ok()) return std::fprintf(stderr, "physics failed\n"), 1;
        const runner::DriveSample& s = d.sample();
        // Touchdowns: a foot's sinkage leaves zero after at least 100 ms in the air (a swing, not
        // a bounce).
        if (lastSink.size() != s.foot_sinkage_m.size()) {
            lastSink = s.foot_sinkage_m;
            airSince.assign(lastSink.size(), -1.0);
        }
        for (std::size_t i = 0; i < lastSink.size(); ++i) {
            const bool down = s.foot_sinkage_m[i] > 0.0;
            if (!down && lastSink[i] > 0.0) airSince[i] = s.t_s;
            if (down && lastSink[i] <= 0.0 && airSince[i] >= 0 && s.t_s - airSince[i] > 0.1)
                touchdowns.push_back(s.t_s);
            lastSink[i] = s.foot_sinkage_m[i];
        }
        if (d.steps() % 5) continue;  // 200 Hz samples
        t.push_back(s.t_s);
        steer.push_back(s.input.turn * 100.0);
        yawRate.push_back(s.yaw_rate_rad_s * kDeg);
        pitch.push_back(s.pitch_rad * kDeg);
        roll.push_back(s.roll_rad * kDeg);
        acc.push_back(s.vertical_accel_m_s2);
        heave.push_back((s.platform.pose.heave_m - o.cueing.limits.neutral_heave_m) * 1000.0);
        d1.push_back(s.platform.lengths[0] * 1000.0);
        d2.push_back(s.platform.lengths[1] * 1000.0);
        d3.push_back(s.platform.lengths[2] * 1000.0);
    }
    const runner::DriveRecording rec = d.recording();
    {
        QFile f(out + QStringLiteral("/drive.drive.json"));
        if (f.open(QIODevice::WriteOnly)) f.write(rec.toJson());
    }
    // Replay: the same state hash, and the CSV from the replay.
    auto replay = runner::CockpitDrive::createReplay(rec);
    if (!replay.ok()) return std::fprintf(stderr, "%s\n", replay.message().c_str()), 1;
    std::ofstream csv((out + QStringLiteral("/drive.csv")).toStdString());
    replay.value()->setCsv(&csv, 0.01);
    while (!replay.value()->replayFinished()) (void)replay.value()->step();
    const bool same = replay.value()->stateHash() == rec.state_hash;

    // Mean yaw rate per steering leg (the last 4 s of each, after the turn has built up).
    auto meanOver = [&](const std::vector<double>& v, double a, double b) {
        double sum = 0;
        int n = 0;
        for (std::size_t i = 0; i < t.size(); ++i)
            if (t[i] >= a && t[i] < b) sum += v[i], ++n;
        return n ? sum / n : 0.0;
    };
    auto sdOver = [&](const std::vector<double>& v, double a, double b) {
        const double m = meanOver(v, a, b);
        double sum = 0;
        int n = 0;
        for (std::size_t i = 0; i < t.size(); ++i)
            if (t[i] >= a && t[i] < b) sum += (v[i] - m) * (v[i] - m), ++n;
        return n ? std::sqrt(sum / n) : 0.0;
    };
    std::vector<double> straightPitch, straightRoll, straightYaw;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i] >= 4 && t[i] < 10) {
            straightPitch.push_back(pitch[i]);
            straightRoll.push_back(roll[i]);
            straightYaw.push_back(yawRate[i]);
        }
    const double dt = 0.005;
    // Vertical acceleration: the upward spikes (local maxima above mean + 1.5 SD, at least 0.1 s
    // apart) and how many follow a touchdown within 60 ms.
    int spikes = 0, nearTouchdown = 0;
    const double accMean = meanOver(acc, 4, 10), accSd = sdOver(acc, 4, 10);
    double lastSpike = -1.0;
    for (std::size_t i = 1; i + 1 < t.size(); ++i) {
        if (t[i] < 4 || t[i] >= 10) continue;
        if (acc[i] > accMean + 1.5 * accSd && acc[i] >= acc[i - 1] && acc[i] >= acc[i + 1] &&
            t[i] - lastSpike > 0.1) {
            lastSpike = t[i];
            ++spikes;
            for (double td : touchdowns)
                if (t[i] - td >= 0.0 && t[i] - td < 0.06) {
                    ++nearTouchdown;
                    break;
                }
        }
    }
    // The yaw rate averaged over one gait cycle (0.6 s), to show the proportion under the ripple.
    std::vector<double> yawMean(yawRate.size(), 0.0);
    {
        const int n = int(std::lround(0.6 / 0.005));
        double sum = 0;
        for (std::size_t i = 0; i < yawRate.size(); ++i) {
            sum += yawRate[i];
            if (i >= std::size_t(n)) sum -= yawRate[i - std::size_t(n)];
            yawMean[i] = sum / std::min<double>(double(i + 1), double(n));
        }
    }

    plot(out + QStringLiteral("/yaw_steering.png"),
         QStringLiteral("Yaw rate follows the steering (hexapod, %1, tripod gait)")
             .arg(QString::fromStdString(soil)),
         QStringLiteral("time (s)"), QStringLiteral("steering (%) / yaw rate (°/s)"),
         {{QStringLiteral("steering input (%)"), QColor(230, 120, 30), t, steer, true},
          {QStringLiteral("yaw rate (°/s)"), QColor(150, 185, 230), t, yawRate},
          {QStringLiteral("yaw rate, 0.6 s mean"), QColor(20, 60, 160), t, yawMean}},
         0, 42);
    plot(out + QStringLiteral("/attitude.png"),
         QStringLiteral("Body pitch and roll walking straight (periodic with the gait)"),
         QStringLiteral("time (s)"), QStringLiteral("angle (°)"),
         {{QStringLiteral("pitch"), QColor(30, 100, 200), t, pitch},
          {QStringLiteral("roll"), QColor(210, 60, 50), t, roll}},
         4, 10);
    plot(out + QStringLiteral("/vertical_accel.png"),
         QStringLiteral("Vertical acceleration: spikes at foot impacts"),
         QStringLiteral("time (s)"), QStringLiteral("acceleration (m/s²)"),
         {{QStringLiteral("vertical acceleration"), QColor(30, 100, 200), t, acc}}, 6, 8,
         touchdowns, QStringLiteral("foot touchdown"));
    plot(out + QStringLiteral("/platform.png"),
         QStringLiteral(
             "Motion platform: cylinder lengths d1-d3 (formula 10) from the washout filter"),
         QStringLiteral("time (s)"), QStringLiteral("mm"),
         {{QStringLiteral("d1 (front)"), QColor(30, 100, 200), t, d1},
          {QStringLiteral("d2 (rear left)"), QColor(210, 60, 50), t, d2},
          {QStringLiteral("d3 (rear right)"), QColor(40, 150, 70), t, d3}},
         4, 12);

    std::printf("{\n  \"soil\": \"%s\",\n  \"replay_same_hash\": %s,\n", soil.c_str(),
                same ? "true" : "false");
    std::printf("  \"steps\": %lld,\n  \"inputs_recorded\": %zu,\n", (long long)rec.steps,
                rec.inputs.size());
    const double legs[][3] = {{6, 10, 0},    {12, 16, 0.25}, {18, 22, 0.5},
                              {24, 28, 1.0}, {30, 34, 0},    {36, 40, -0.5}};
    std::printf("  \"yaw_rate_by_steering\": [\n");
    for (int i = 0; i < 6; ++i)
        std::printf(
            "    {\"steering\": %.2f, \"commanded_deg_s\": %.1f, \"mean_deg_s\": %.2f, "
            "\"sd_deg_s\": %.2f}%s\n",
            legs[i][2], legs[i][2] * 0.6 * kDeg, meanOver(yawRate, legs[i][0], legs[i][1]),
            sdOver(yawRate, legs[i][0], legs[i][1]), i < 5 ? "," : "");
    std::printf("  ],\n");
    std::printf("  \"straight_pitch_sd_deg\": %.3f,\n  \"straight_roll_sd_deg\": %.3f,\n",
                sdOver(pitch, 4, 10), sdOver(roll, 4, 10));
    std::printf("  \"straight_pitch_period_s\": %.3f,\n  \"straight_roll_period_s\": %.3f,\n",
                period_s(straightPitch, dt, 0.2, 1.5), period_s(straightRoll, dt, 0.2, 1.5));
    std::printf("  \"straight_yaw_rate_period_s\": %.3f,\n", period_s(straightYaw, dt, 0.2, 1.5));
    std::printf("  \"gait_period_s\": 0.6,\n");
    std::printf(
        "  \"accel_sd_m_s2\": %.3f,\n  \"accel_spikes\": %d,\n"
        "  \"accel_spikes_within_60ms_after_touchdown\": %d,\n",
        sdOver(acc, 4, 10), spikes, nearTouchdown);
    std::printf("  \"touchdowns_4_to_10_s\": %d\n}\n",
                int(std::count_if(touchdowns.begin(), touchdowns.end(),
                                  [](double x) { return x >= 4 && x < 10; })));
    return same ? 0 : 1;
}
