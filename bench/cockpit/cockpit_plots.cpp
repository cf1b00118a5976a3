// SPDX-License-Identifier: GPL-3.0-or-later
// Reproduces seed 000's results (Fig. 15-17) from a recorded drive and plots them as PNG for
// docs/cockpit.md. The manned hexapod (by default; any legged robot with --robot) drives a fixed
// script on soft ground (loose_soil) through the cockpit's own path (runner::CockpitDrive: inputs
// read at 25 Hz, the scene's physics step); the drive is saved (drive.drive.json, drive.csv),
// replayed to check the state hash, and plotted with QPainter:
//   yaw_steering.png    steering input and yaw rate over the whole drive (Fig. 15)
//   yaw_fit.png         mean yaw rate per steering step and the straight line through them
//   yaw_ripple.png      yaw rate walking straight, touchdowns marked (the ripple of Fig. 15)
//   attitude.png        body pitch and roll while walking straight (Fig. 16)
//   vertical_accel.png  vertical acceleration with the feet's touchdowns marked (Fig. 17)
//   platform.png        the motion platform's cylinder lengths d1-d3 (formula 10)
// The gait period is measured (median time between a foot's touchdowns); means are taken over
// whole gait cycles. It prints a JSON summary (mean yaw rate per steering step and the fit,
// ripple and attitude amplitudes and periods, spike heights in g).
//   botlab-cockpit-plots OUT_DIR [--robot manned_hexapod] [--scene manned_field]
//                                [--soil loose_soil]
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

/// A scatter chart: points, and lines given by their two ends.
struct Line {
    QString name;
    QColor color;
    double x0, y0, x1, y1;
    bool dashed = false;
};
void scatter(const QString& file, const QString& title, const QString& xLabel,
             const QString& yLabel, const std::vector<double>& px, const std::vector<double>& py,
             const QString& pointName, const std::vector<Line>& lines) {
    const int W = 900, H = 380;
    QImage img(W, H, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    QFont f(QStringLiteral("DejaVu Sans"), 9);
    p.setFont(f);
    const QRectF box(70, 46, W - 90, H - 92);
    double xlo = 1e300, xhi = -1e300, lo = 1e300, hi = -1e300;
    auto grow = [&](double x, double y) {
        xlo = std::min(xlo, x), xhi = std::max(xhi, x), lo = std::min(lo, y), hi = std::max(hi, y);
    };
    for (std::size_t i = 0; i < px.size(); ++i) grow(px[i], py[i]);
    for (const Line& l : lines) grow(l.x0, l.y0), grow(l.x1, l.y1);
    const double xpad = 0.05 * (xhi - xlo + 1e-9), ypad = 0.08 * (hi - lo + 1e-9);
    xlo -= xpad, xhi += xpad, lo -= ypad, hi += ypad;
    auto X = [&](double x) { return box.left() + (x - xlo) / (xhi - xlo) * box.width(); };
    auto Y = [&](double y) { return box.bottom() - (y - lo) / (hi - lo) * box.height(); };
    auto ticks = [](double a, double b) {
        const double st = std::pow(10.0, std::floor(std::log10((b - a) / 4)));
        return (b - a) / st > 8 ? st * 2 : st;
    };
    const double ys = ticks(lo, hi), xs = ticks(xlo, xhi);
    for (double y = std::ceil(lo / ys) * ys; y <= hi; y += ys) {
        p.setPen(QColor(225, 228, 232));
        p.drawLine(QPointF(box.left(), Y(y)), QPointF(box.right(), Y(y)));
        p.setPen(QColor(90, 96, 106));
        p.drawText(QRectF(0, Y(y) - 8, box.left() - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(y, 'g', 4));
    }
    for (double x = std::ceil(xlo / xs) * xs; x <= xhi; x += xs) {
        p.setPen(QColor(235, 237, 240));
        p.drawLine(QPointF(X(x), box.top()), QPointF(X(x), box.bottom()));
        p.setPen(QColor(90, 96, 106));
        p.drawText(QRectF(X(x) - 30, box.bottom() + 2, 60, 16), Qt::AlignCenter,
                   QString::number(x, 'g', 4));
    }
    p.setPen(QPen(QColor(150, 150, 150), 1));
    if (lo < 0 && hi > 0) p.drawLine(QPointF(box.left(), Y(0)), QPointF(box.right(), Y(0)));
    if (xlo < 0 && xhi > 0) p.drawLine(QPointF(X(0), box.top()), QPointF(X(0), box.bottom()));
    for (const Line& l : lines) {
        p.setPen(QPen(l.color, 2, l.dashed ? Qt::DashLine : Qt::SolidLine));
        p.drawLine(QPointF(X(l.x0), Y(l.y0)), QPointF(X(l.x1), Y(l.y1)));
    }
    const QColor pointColor(20, 60, 160);
    p.setPen(QPen(pointColor, 1.5));
    p.setBrush(QColor(150, 185, 230));
    for (std::size_t i = 0; i < px.size(); ++i) p.drawEllipse(QPointF(X(px[i]), Y(py[i])), 5, 5);
    p.setBrush(Qt::NoBrush);
    p.setPen(QColor(160, 166, 176));
    p.drawRect(box);
    QFont bold = f;
    bold.setBold(true);
    bold.setPointSize(10);
    p.setFont(bold);
    p.setPen(Qt::black);
    p.drawText(QRectF(box.left(), 6, box.width(), 20), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(f);
    std::vector<std::pair<QString, QColor>> legend = {{pointName, pointColor}};
    for (const Line& l : lines) legend.push_back({l.name, l.color});
    double lx = box.right();
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

/// Autocorrelation of a signal (mean removed, normalised to 1 at lag 0) at `lag` samples.
double autocorr(const std::vector<double>& v, int lag) {
    double mean = 0;
    for (double x : v) mean += x / double(v.size());
    double c = 0, c0 = 0;
    for (std::size_t i = 0; i < v.size(); ++i) c0 += (v[i] - mean) * (v[i] - mean);
    for (std::size_t i = 0; i + std::size_t(lag) < v.size(); ++i)
        c += (v[i] - mean) * (v[i + std::size_t(lag)] - mean);
    return c0 > 0 ? c / c0 * double(v.size()) / double(v.size() - std::size_t(lag)) : 0.0;
}

/// The signal's period (s): the first local maximum of the autocorrelation between lags lo and
/// hi (s) that reaches 70 % of the highest there (so a signal repeating every T/2 gives T/2, not
/// T).
double period_s(const std::vector<double>& v, double dt, double lo, double hi) {
    std::vector<double> c;
    const int l0 = std::max(1, int(lo / dt)), l1 = std::min(int(hi / dt), int(v.size()) - 2);
    for (int lag = l0; lag <= l1; ++lag) c.push_back(autocorr(v, lag));
    if (c.size() < 3) return 0.0;
    const double best = *std::max_element(c.begin(), c.end());
    for (std::size_t i = 1; i + 1 < c.size(); ++i)
        if (c[i] >= 0.7 * best && c[i] >= c[i - 1] && c[i] >= c[i + 1])
            return double(l0 + int(i)) * dt;
    return double(l0 + int(std::max_element(c.begin(), c.end()) - c.begin())) * dt;
}

double median(std::vector<double> v) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: botlab-cockpit-plots OUT_DIR [--robot NAME] [--scene NAME] "
                     "[--soil NAME]\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    std::string soil = "loose_soil";
    QString robot = QStringLiteral("manned_hexapod"), scene = QStringLiteral("manned_field");
    for (int i = 2; i + 1 < argc; ++i) {
        if (std::string(argv[i]) == "--soil") soil = argv[i + 1];
        if (std::string(argv[i]) == "--robot") robot = QString::fromLocal8Bit(argv[i + 1]);
        if (std::string(argv[i]) == "--scene") scene = QString::fromLocal8Bit(argv[i + 1]);
    }
    bool flat = false;
    double throttle = 0.8;
    for (int i = 2; i < argc; ++i) {
        if (std::string(argv[i]) == "--flat") flat = true;
        if (std::string(argv[i]) == "--throttle" && i + 1 < argc) throttle = std::atof(argv[i + 1]);
    }
    QDir().mkpath(out);

    auto models = runner::loadModels(robot, scene);
    if (!models.ok()) return std::fprintf(stderr, "%s\n", models.message().c_str()), 2;
    if (flat && models.value()->scene.world.terrain) {
        // --flat: the scene's terrain levelled at the start's height (the soil stays).
        auto copy = std::make_shared<runner::LoadedModels>(*models.value());
        sim::Heightfield& h = *copy->scene.world.terrain;
        const double h0 = sim::heightAt(h, 0.0, 0.0);
        std::fill(h.heights_m.begin(), h.heights_m.end(), h0);
        models = std::shared_ptr<const runner::LoadedModels>(std::move(copy));
    }
    runner::CockpitOptions o;
    o.soil = soil;
    o.seed = 1;
    auto created = runner::CockpitDrive::create(models.value(), o);
    if (!created.ok()) return std::fprintf(stderr, "%s\n", created.message().c_str()), 2;
    runner::CockpitDrive& d = *created.value();
    const double turnLimit_deg_s = d.limits().turn_rad_s * kDeg;

    // The script: stand, walk straight (long: the ripple, attitude and impacts are measured
    // there), then steer left by 25, 50, 75 and 100 %, straight again, right by 25, 50 and 100 %,
    // stop. Each steering step lasts kLeg_s; its mean is taken over whole gait cycles at its end.
    constexpr double kStand_s = 2.0, kStraight_s = 14.0, kLeg_s = 10.0;
    struct Leg {
        double from_s, until_s, forward, turn;
    };
    std::vector<Leg> script = {{0, kStand_s, 0, 0},
                               {kStand_s, kStand_s + kStraight_s, throttle, 0}};
    for (double turn : {0.25, 0.5, 0.75, 1.0, 0.0, -0.25, -0.5, -1.0})
        script.push_back({script.back().until_s, script.back().until_s + kLeg_s, throttle, turn});
    script.push_back({script.back().until_s, script.back().until_s + 2.0, 0, 0});
    const double end_s = script.back().until_s;
    const double straight0 = kStand_s + 4.0, straight1 = kStand_s + kStraight_s;

    std::vector<double> t, steer, yawRate, pitch, roll, acc, heave, d1, d2, d3;
    std::vector<double> touchdowns;
    std::vector<std::vector<double>> footTouchdowns;
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
            footTouchdowns.assign(lastSink.size(), {});
        }
        for (std::size_t i = 0; i < lastSink.size(); ++i) {
            const bool down = s.foot_sinkage_m[i] > 0.0;
            if (!down && lastSink[i] > 0.0) airSince[i] = s.t_s;
            if (down && lastSink[i] <= 0.0 && airSince[i] >= 0 && s.t_s - airSince[i] > 0.1) {
                touchdowns.push_back(s.t_s);
                footTouchdowns[i].push_back(s.t_s);
            }
            lastSink[i] = s.foot_sinkage_m[i];
        }
        // 200 Hz samples (every step when the physics is slower)
        if (d.steps() % std::max<std::int64_t>(1, std::llround(0.005 / d.step_s()))) continue;
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
    const double dt = t.size() > 1 ? t[1] - t[0] : 0.005;
    const runner::DriveRecording rec = d.recording();
    {
        QFile f(out + QStringLiteral("/drive.drive.json"));
        if (f.open(QIODevice::WriteOnly)) f.write(rec.toJson());
    }
    // Replay: the same state hash, and the CSV from the replay (not with --flat: a replay loads
    // the scene as it is).
    bool same = true;
    if (!flat) {
        auto replay = runner::CockpitDrive::createReplay(rec);
        if (!replay.ok()) return std::fprintf(stderr, "%s\n", replay.message().c_str()), 1;
        std::ofstream csv((out + QStringLiteral("/drive.csv")).toStdString());
        replay.value()->setCsv(&csv, 0.01);
        while (!replay.value()->replayFinished()) (void)replay.value()->step();
        same = replay.value()->stateHash() == rec.state_hash;
    }

    // The gait period: the median time between a foot's successive touchdowns walking straight.
    std::vector<double> cycles;
    for (const std::vector<double>& ft : footTouchdowns)
        for (std::size_t i = 1; i < ft.size(); ++i)
            if (ft[i - 1] >= straight0 - 2.0 && ft[i] < straight1)
                cycles.push_back(ft[i] - ft[i - 1]);
    const double gait_s = cycles.empty() ? 1.0 : median(cycles);

    auto window = [&](const std::vector<double>& v, double a, double b) {
        std::vector<double> w;
        for (std::size_t i = 0; i < t.size(); ++i)
            if (t[i] >= a && t[i] < b) w.push_back(v[i]);
        return w;
    };
    auto meanOf = [](const std::vector<double>& w) {
        double sum = 0;
        for (double x : w) sum += x;
        return w.empty() ? 0.0 : sum / double(w.size());
    };
    auto sdOf = [&](const std::vector<double>& w) {
        const double m = meanOf(w);
        double sum = 0;
        for (double x : w) sum += (x - m) * (x - m);
        return w.empty() ? 0.0 : std::sqrt(sum / double(w.size()));
    };
    // Peak to peak within each gait cycle, averaged over the cycles of [a, b).
    auto peakToPeak = [&](const std::vector<double>& v, double a, double b) {
        std::vector<double> p2p;
        for (double c = a; c + gait_s <= b + 1e-9; c += gait_s) {
            const std::vector<double> w = window(v, c, c + gait_s);
            if (!w.empty())
                p2p.push_back(*std::max_element(w.begin(), w.end()) -
                              *std::min_element(w.begin(), w.end()));
        }
        return meanOf(p2p);
    };
    // A steering step's mean over the whole gait cycles of its last 6 s (the turn has built up).
    auto cycleWindow = [&](const Leg& l) {
        const double n =
            std::max(1.0, std::floor(std::min(6.0, l.until_s - l.from_s - 2.0) / gait_s));
        return std::pair<double, double>{l.until_s - n * gait_s, l.until_s};
    };

    // Straight walking: ripple, attitude, impacts.
    const std::vector<double> sYaw = window(yawRate, straight0, straight1),
                              sPitch = window(pitch, straight0, straight1),
                              sRoll = window(roll, straight0, straight1),
                              sAcc = window(acc, straight0, straight1);
    const double lagLo = 0.25 * gait_s, lagHi = 1.6 * gait_s;
    const double yawPeriod = period_s(sYaw, dt, lagLo, lagHi),
                 pitchPeriod = period_s(sPitch, dt, lagLo, lagHi),
                 rollPeriod = period_s(sRoll, dt, lagLo, lagHi);
    // Vertical acceleration: the upward spikes (local maxima above mean + 1.5 SD, at least a
    // quarter cycle apart) and how many follow a touchdown within 60 ms.
    const double accMean = meanOf(sAcc), accSd = sdOf(sAcc);
    std::vector<double> spikeHeights, spikeTimes;
    int nearTouchdown = 0;
    double lastSpike = -1e9;
    for (std::size_t i = 1; i + 1 < t.size(); ++i) {
        if (t[i] < straight0 || t[i] >= straight1) continue;
        if (acc[i] > accMean + 1.5 * accSd && acc[i] >= acc[i - 1] && acc[i] >= acc[i + 1] &&
            t[i] - lastSpike > 0.25 * gait_s) {
            lastSpike = t[i];
            spikeHeights.push_back(acc[i] - accMean);
            spikeTimes.push_back(t[i]);
            for (double td : touchdowns)
                if (t[i] - td >= 0.0 && t[i] - td < 0.06) {
                    ++nearTouchdown;
                    break;
                }
        }
    }
    const int touchdownsStraight =
        int(std::count_if(touchdowns.begin(), touchdowns.end(),
                          [&](double x) { return x >= straight0 && x < straight1; }));

    // Mean yaw rate per steering step and the straight line through them.
    std::vector<double> fitX, fitY, fitSd;
    for (std::size_t i = 1; i + 1 < script.size(); ++i) {
        const auto [a, b] = cycleWindow(script[i]);
        fitX.push_back(script[i].turn * 100.0);
        fitY.push_back(meanOf(window(yawRate, a, b)));
        fitSd.push_back(sdOf(window(yawRate, a, b)));
    }
    // Least squares y = slope x + intercept through the points with |x| <= maxX.
    struct Fit {
        double slope = 0, intercept = 0, r2 = 0;
        int points = 0;
    };
    auto fitLine = [&](double maxX) {
        double sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0, n = 0;
        for (std::size_t i = 0; i < fitX.size(); ++i) {
            if (std::abs(fitX[i]) > maxX + 1e-9) continue;
            sx += fitX[i], sy += fitY[i], sxx += fitX[i] * fitX[i], sxy += fitX[i] * fitY[i];
            syy += fitY[i] * fitY[i], n += 1;
        }
        Fit f;
        f.points = int(n);
        f.slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        f.intercept = (sy - f.slope * sx) / n;
        f.r2 = std::pow(n * sxy - sx * sy, 2) / ((n * sxx - sx * sx) * (n * syy - sy * sy));
        return f;
    };
    const Fit all = fitLine(100.0), part = fitLine(75.0);
    const double slope = part.slope, intercept = part.intercept, r2 = part.r2;

    // Harmonics of the gait frequency walking straight: the amplitude of the sine at k / T (k =
    // 1 .. 4) in each signal over the whole cycles of the straight window. The tripods alternate
    // sides, so a side-to-side signal (yaw, roll) repeats once per cycle (odd k); what each tripod
    // does alike (touchdown, front-to-rear shift: heave, pitch) twice (k = 2).
    const double harm0 = straight1 - std::floor((straight1 - straight0) / gait_s) * gait_s;
    auto harmonics = [&](const std::vector<double>& v) {
        std::vector<double> a;
        const std::vector<double> w = window(v, harm0, straight1), tw = window(t, harm0, straight1);
        const double m = meanOf(w);
        for (int k = 1; k <= 4; ++k) {
            double c = 0, sn = 0;
            const double om = 2.0 * std::numbers::pi * k / gait_s;
            for (std::size_t i = 0; i < w.size(); ++i)
                c += (w[i] - m) * std::cos(om * tw[i]), sn += (w[i] - m) * std::sin(om * tw[i]);
            a.push_back(2.0 * std::hypot(c, sn) / double(std::max<std::size_t>(1, w.size())));
        }
        return a;
    };
    auto printHarmonics = [&](const char* name, const std::vector<double>& v, const char* unit) {
        const std::vector<double> a = harmonics(v);
        const double sdv = sdOf(window(v, harm0, straight1));
        double periodic = 0;
        for (double x : a) periodic += 0.5 * x * x;
        std::printf("  \"%s_harmonics_%s\": [%.3f, %.3f, %.3f, %.3f],\n", name, unit, a[0], a[1],
                    a[2], a[3]);
        std::printf("  \"%s_dominant_harmonic\": %d,\n", name,
                    int(std::max_element(a.begin(), a.end()) - a.begin()) + 1);
        std::printf("  \"%s_periodic_share_of_variance\": %.2f,\n", name,
                    sdv > 0 ? periodic / (sdv * sdv) : 0.0);
    };

    // The yaw rate averaged over one gait cycle, to show the proportion under the ripple.
    std::vector<double> yawMean(yawRate.size(), 0.0);
    {
        const int m = std::max(1, int(std::lround(gait_s / dt)));
        double sum = 0;
        for (std::size_t i = 0; i < yawRate.size(); ++i) {
            sum += yawRate[i];
            if (i >= std::size_t(m)) sum -= yawRate[i - std::size_t(m)];
            yawMean[i] = sum / std::min<double>(double(i + 1), double(m));
        }
    }

    const QString who = QStringLiteral("%1, %2").arg(robot, QString::fromStdString(soil));
    std::vector<double> commanded;
    for (double x : steer) commanded.push_back(x / 100.0 * turnLimit_deg_s);
    plot(out + QStringLiteral("/yaw_steering.png"),
         QStringLiteral("Yaw rate follows the steering (%1, tripod gait)").arg(who),
         QStringLiteral("time (s)"), QStringLiteral("yaw rate (°/s)"),
         {{QStringLiteral("commanded (steering × %1 °/s)").arg(turnLimit_deg_s, 0, 'f', 1),
           QColor(230, 120, 30), t, commanded, true},
          {QStringLiteral("yaw rate (°/s)"), QColor(150, 185, 230), t, yawRate},
          {QStringLiteral("yaw rate, mean over a gait cycle"), QColor(20, 60, 160), t, yawMean}},
         0, end_s);
    scatter(
        out + QStringLiteral("/yaw_fit.png"),
        QStringLiteral("Mean yaw rate against steering (%1): %2 °/s per 10 % up to 75 %, R² = %3")
            .arg(who)
            .arg(slope * 10.0, 0, 'f', 2)
            .arg(r2, 0, 'f', 4),
        QStringLiteral("steering input (% of full deflection)"),
        QStringLiteral("mean yaw rate (°/s)"), fitX, fitY,
        QStringLiteral("measured (whole gait cycles)"),
        {{QStringLiteral("straight-line fit (|steering| <= 75 %)"), QColor(210, 60, 50), -100,
          intercept - 100 * slope, 100, intercept + 100 * slope},
         {QStringLiteral("commanded"), QColor(150, 150, 150), -100, -turnLimit_deg_s, 100,
          turnLimit_deg_s, true}});
    const double showFrom = straight0, showTo = std::min(straight1, straight0 + 4.0 * gait_s);
    plot(out + QStringLiteral("/yaw_ripple.png"),
         QStringLiteral("Yaw rate walking straight: a ripple with the gait (%1)").arg(who),
         QStringLiteral("time (s)"), QStringLiteral("yaw rate (°/s)"),
         {{QStringLiteral("yaw rate (°/s)"), QColor(30, 100, 200), t, yawRate}}, showFrom, showTo,
         touchdowns, QStringLiteral("foot touchdown"));
    plot(out + QStringLiteral("/attitude.png"),
         QStringLiteral("Body pitch and roll walking straight (periodic with the gait)"),
         QStringLiteral("time (s)"), QStringLiteral("angle (°)"),
         {{QStringLiteral("pitch"), QColor(30, 100, 200), t, pitch},
          {QStringLiteral("roll"), QColor(210, 60, 50), t, roll}},
         showFrom, showTo, touchdowns, QStringLiteral("foot touchdown"));
    plot(
        out + QStringLiteral("/vertical_accel.png"),
        QStringLiteral("Vertical acceleration: a peak after each tripod's touchdown (%1)").arg(who),
        QStringLiteral("time (s)"), QStringLiteral("acceleration (m/s²)"),
        {{QStringLiteral("vertical acceleration"), QColor(30, 100, 200), t, acc}}, showFrom,
        std::min(straight1, straight0 + 2.0 * gait_s), touchdowns,
        QStringLiteral("foot touchdown"));
    plot(out + QStringLiteral("/platform.png"),
         QStringLiteral(
             "Motion platform: cylinder lengths d1-d3 (formula 10) from the washout filter"),
         QStringLiteral("time (s)"), QStringLiteral("mm"),
         {{QStringLiteral("d1 (front)"), QColor(30, 100, 200), t, d1},
          {QStringLiteral("d2 (rear left)"), QColor(210, 60, 50), t, d2},
          {QStringLiteral("d3 (rear right)"), QColor(40, 150, 70), t, d3}},
         straight0, std::min(straight1, straight0 + 4.0 * gait_s));

    std::printf("{\n  \"robot\": \"%s\",\n  \"soil\": \"%s\",\n", qPrintable(robot), soil.c_str());
    std::printf("  \"physics_hz\": %.0f,\n  \"flat\": %s,\n", 1.0 / d.step_s(),
                flat ? "true" : "false");
    std::printf("  \"replay_same_hash\": %s,\n", flat ? "null" : same ? "true" : "false");
    std::printf("  \"steps\": %lld,\n  \"inputs_recorded\": %zu,\n", (long long)rec.steps,
                rec.inputs.size());
    std::printf("  \"gait_period_s\": %.3f,\n", gait_s);
    std::printf("  \"yaw_rate_by_steering\": [\n");
    for (std::size_t i = 0; i < fitX.size(); ++i)
        std::printf(
            "    {\"steering_pct\": %.0f, \"commanded_deg_s\": %.2f, \"mean_deg_s\": %.3f, "
            "\"sd_deg_s\": %.2f}%s\n",
            fitX[i], fitX[i] / 100.0 * turnLimit_deg_s, fitY[i], fitSd[i],
            i + 1 < fitX.size() ? "," : "");
    std::printf("  ],\n");
    for (const auto& [name, f] : {std::pair<const char*, Fit>{"yaw_fit_le_75pct", part},
                                  std::pair<const char*, Fit>{"yaw_fit_all", all}})
        std::printf(
            "  \"%s\": {\"deg_s_per_10pct\": %.4f, \"intercept_deg_s\": %.4f, \"r2\": %.5f, "
            "\"points\": %d, \"over_commanded\": %.3f},\n",
            name, f.slope * 10.0, f.intercept, f.r2, f.points, f.slope * 100.0 / turnLimit_deg_s);
    printHarmonics("straight_yaw_rate", yawRate, "deg_s");
    printHarmonics("straight_pitch", pitch, "deg");
    printHarmonics("straight_roll", roll, "deg");
    printHarmonics("straight_accel", acc, "m_s2");
    std::printf("  \"straight_yaw_rate_mean_deg_s\": %.3f,\n", meanOf(sYaw));
    std::printf("  \"straight_yaw_rate_sd_deg_s\": %.3f,\n", sdOf(sYaw));
    std::printf("  \"straight_yaw_rate_p2p_deg_s\": %.3f,\n",
                peakToPeak(yawRate, straight0, straight1));
    std::printf("  \"straight_yaw_rate_period_s\": %.3f,\n", yawPeriod);
    std::printf("  \"straight_pitch_sd_deg\": %.3f,\n  \"straight_roll_sd_deg\": %.3f,\n",
                sdOf(sPitch), sdOf(sRoll));
    std::printf("  \"straight_pitch_p2p_deg\": %.3f,\n  \"straight_roll_p2p_deg\": %.3f,\n",
                peakToPeak(pitch, straight0, straight1), peakToPeak(roll, straight0, straight1));
    std::printf("  \"straight_pitch_period_s\": %.3f,\n  \"straight_roll_period_s\": %.3f,\n",
                pitchPeriod, rollPeriod);
    std::printf("  \"accel_mean_m_s2\": %.3f,\n  \"accel_sd_m_s2\": %.3f,\n", accMean, accSd);
    std::printf("  \"accel_spikes\": %zu,\n", spikeHeights.size());
    std::printf("  \"accel_spike_height_mean_g\": %.3f,\n  \"accel_spike_height_max_g\": %.3f,\n",
                meanOf(spikeHeights) / 9.81,
                spikeHeights.empty()
                    ? 0.0
                    : *std::max_element(spikeHeights.begin(), spikeHeights.end()) / 9.81);
    std::printf("  \"accel_spikes_within_60ms_after_touchdown\": %d,\n", nearTouchdown);
    std::printf("  \"straight_seconds\": %.1f,\n  \"touchdowns_straight\": %d\n}\n",
                straight1 - straight0, touchdownsStraight);
    return same ? 0 : 1;
}
