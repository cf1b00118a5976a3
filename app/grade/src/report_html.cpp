// SPDX-License-Identifier: GPL-3.0-or-later
// report.html: the teacher's one-page report (see botlab/grade/grading.h). Self-contained: inline
// CSS and script, each scene's floor as a PNG data: URI (rendered by scenes' floor raster), the
// robot's path, walls, goals and candles as inline SVG over it.
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>

#include <algorithm>
#include <cmath>

#include "botlab/grade/grading.h"
#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/maze.h"

namespace botlab::grade {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("botlab::grade", text);
}

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

QString n2(double v) {
    return QString::number(v, 'f', 3);
}

QString score1(double v) {
    return QString::number(std::round(v * 10.0) / 10.0, 'f', 1);
}

/// The scene's floor as a PNG data: URI, about 400 px on its long side.
QString floorDataUri(const scenes::SceneDocument& doc) {
    scenes::Floor floor = doc.floor;
    floor.resolution_m = std::max(floor.size_x_m, floor.size_z_m) / 400.0;
    const Result<QImage> image = scenes::renderFloor(floor, doc);
    if (!image) return {};
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image->convertToFormat(QImage::Format_RGB888).save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
}

/// (x, z) of the robot's body along the trajectory CSV (columns t_s,x_m,y_m,z_m,...), at most
/// about 500 points.
std::vector<std::pair<double, double>> readPath(const QString& csv_path) {
    std::vector<std::pair<double, double>> all;
    QFile f(csv_path);
    if (!f.open(QIODevice::ReadOnly)) return all;
    (void)f.readLine();  // header
    while (!f.atEnd()) {
        const QList<QByteArray> cols = f.readLine().split(',');
        if (cols.size() < 4) continue;
        bool okx = false, okz = false;
        const double x = cols[1].toDouble(&okx), z = cols[3].toDouble(&okz);
        if (okx && okz && std::isfinite(x) && std::isfinite(z)) all.emplace_back(x, z);
    }
    if (all.size() <= 500) return all;
    std::vector<std::pair<double, double>> out;
    const double stride = static_cast<double>(all.size() - 1) / 499.0;
    for (int i = 0; i < 500; ++i)
        out.push_back(all[static_cast<std::size_t>(std::llround(i * stride))]);
    return out;
}

QString zoneSvg(const scenes::Zone& z, const QString& cls) {
    if (z.radius_m > 0)
        return QStringLiteral("<circle class=\"%1\" cx=\"%2\" cy=\"%3\" r=\"%4\"/>")
            .arg(cls, n2(z.centre.x_m), n2(z.centre.z_m), n2(z.radius_m));
    return QStringLiteral("<rect class=\"%1\" x=\"%2\" y=\"%3\" width=\"%4\" height=\"%5\"/>")
        .arg(cls, n2(z.centre.x_m - z.size_x_m / 2), n2(z.centre.z_m - z.size_z_m / 2),
             n2(z.size_x_m), n2(z.size_z_m));
}

/// The picture of one run: the floor (CSS background of class floor<scene>), then walls, goals,
/// candles, the start and the path.
QString pictureSvg(const scenes::SceneDocument& doc, int scene_index,
                   const std::vector<std::pair<double, double>>& path) {
    const scenes::Floor& f = doc.floor;
    const double x0 = f.centre.x_m - f.size_x_m / 2, z0 = f.centre.z_m - f.size_z_m / 2;
    const double px_per_m = 300.0 / std::max(f.size_x_m, f.size_z_m);
    QString s = QStringLiteral(
                    "<svg class=\"pic floor%1\" xmlns=\"http://www.w3.org/2000/svg\" "
                    "viewBox=\"%2 %3 %4 %5\" width=\"%6\" height=\"%7\">")
                    .arg(scene_index)
                    .arg(n2(x0), n2(z0), n2(f.size_x_m), n2(f.size_z_m))
                    .arg(std::lround(f.size_x_m * px_per_m))
                    .arg(std::lround(f.size_z_m * px_per_m));
    std::vector<scenes::Wall> walls = doc.walls;
    for (const scenes::MazeSpec& m : doc.mazes) {
        const std::vector<scenes::Wall> mw =
            scenes::mazeWalls(m, scenes::generateMaze(m.rows, m.cols, m.seed));
        walls.insert(walls.end(), mw.begin(), mw.end());
    }
    for (const scenes::Wall& w : walls)
        s += QStringLiteral(
                 "<line class=\"wall\" x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" "
                 "stroke-width=\"%5\"/>")
                 .arg(n2(w.from.x_m), n2(w.from.z_m), n2(w.to.x_m), n2(w.to.z_m),
                      n2(std::max(w.thickness_m, 0.015)));
    for (const scenes::Obstacle& o : doc.obstacles) {
        if (o.shape == sim::ShapeType::Box)
            s += QStringLiteral(
                     "<rect class=\"obstacle\" x=\"%1\" y=\"%2\" width=\"%3\" "
                     "height=\"%4\" transform=\"rotate(%5 %6 %7)\"/>")
                     .arg(n2(o.position_m.x() - o.size_x_m / 2),
                          n2(o.position_m.z() - o.size_z_m / 2), n2(o.size_x_m), n2(o.size_z_m),
                          n2(-o.yaw_deg), n2(o.position_m.x()), n2(o.position_m.z()));
        else
            s += QStringLiteral("<circle class=\"obstacle\" cx=\"%1\" cy=\"%2\" r=\"%3\"/>")
                     .arg(n2(o.position_m.x()), n2(o.position_m.z()), n2(o.radius_m));
    }
    for (const scenes::Zone& z : doc.goals.checkpoints)
        s += zoneSvg(z, QStringLiteral("checkpoint"));
    if (doc.goals.finish) s += zoneSvg(*doc.goals.finish, QStringLiteral("finish"));
    for (const scenes::Flame& fl : doc.flames)
        s += QStringLiteral("<circle class=\"candle\" cx=\"%1\" cy=\"%2\" r=\"0.04\"/>")
                 .arg(n2(fl.position_m.x()), n2(fl.position_m.z()));
    if (!doc.starts.empty()) {
        const scenes::StartPose& st = doc.starts.front();
        // An arrow along the start's heading (+X turned by yaw, counter-clockwise from above).
        s += QStringLiteral(
                 "<g transform=\"translate(%1 %2) rotate(%3)\"><path class=\"start\" "
                 "d=\"M0.07 0 L-0.04 0.04 L-0.04 -0.04 Z\"/></g>")
                 .arg(n2(st.position_m.x()), n2(st.position_m.z()), n2(-st.yaw_deg));
    }
    if (path.size() >= 2) {
        QString points;
        for (const auto& [x, z] : path)
            points += n2(x) + QLatin1Char(',') + n2(z) + QLatin1Char(' ');
        s += QStringLiteral("<polyline class=\"path\" points=\"%1\"/>").arg(points.trimmed());
        s += QStringLiteral("<circle class=\"end\" cx=\"%1\" cy=\"%2\" r=\"0.025\"/>")
                 .arg(n2(path.back().first), n2(path.back().second));
    }
    s += QStringLiteral("</svg>");
    return s;
}

const char* const kStyle = R"(
body{font-family:system-ui,"Noto Sans","Noto Sans CJK SC",sans-serif;margin:1.5em;color:#222}
h1{font-size:1.5em;margin:0 0 .2em}h2{font-size:1.2em;margin-top:1.6em}
.meta{color:#555;margin:0 0 1em}
table.class{border-collapse:collapse;font-variant-numeric:tabular-nums}
table.class th,table.class td{border:1px solid #bbb;padding:.3em .7em;text-align:right}
table.class th{background:#eee;cursor:pointer;user-select:none}
table.class th:first-child,table.class td:first-child{text-align:left}
table.class th.sorted-asc::after{content:" \25B2"}table.class th.sorted-desc::after{content:" \25BC"}
td.pass{background:#c8ecc8}td.fail{background:#f6c6c6}td.err{color:#a00}
tfoot td{font-weight:bold;background:#f4f4f4}
.student{border-top:1px solid #ccc;margin-top:1.2em;padding-top:.4em}
.runs{display:flex;flex-wrap:wrap;gap:1.2em}
.run{max-width:330px}.run .error{color:#a00;font-family:monospace;white-space:pre-wrap}
.pic{border:1px solid #999;background-size:100% 100%;display:block}
.wall{stroke:#3b5b85;stroke-linecap:square}.obstacle{fill:#8b5a2b;opacity:.8}
.finish{fill:#2a2;fill-opacity:.25;stroke:#2a2;stroke-width:.01}
.checkpoint{fill:none;stroke:#e90;stroke-width:.01;stroke-dasharray:.03 .02}
.candle{fill:#f60;stroke:#900;stroke-width:.01}.start{fill:#06c}
.path{fill:none;stroke:#d0f;stroke-width:.012;stroke-linejoin:round;opacity:.9}
.end{fill:#d0f}.flag{background:#fff3c4;padding:.5em 1em;border:1px solid #e0c060}
)";

const char* const kScript = R"(
document.querySelectorAll('table.class').forEach(function(t){
  t.querySelectorAll('thead th').forEach(function(th,i){
    th.addEventListener('click',function(){
      var asc=!th.classList.contains('sorted-asc');
      t.querySelectorAll('thead th').forEach(function(h){h.classList.remove('sorted-asc','sorted-desc');});
      th.classList.add(asc?'sorted-asc':'sorted-desc');
      var body=t.tBodies[0],rows=Array.prototype.slice.call(body.rows);
      rows.sort(function(a,b){
        var x=a.cells[i].getAttribute('data-v'),y=b.cells[i].getAttribute('data-v');
        var r=(x!==null&&y!==null)?(parseFloat(x)-parseFloat(y)):a.cells[i].textContent.localeCompare(b.cells[i].textContent);
        return asc?r:-r;});
      rows.forEach(function(r){body.appendChild(r);});
    });
  });
});
)";

}  // namespace

QByteArray reportHtml(const ClassResults& res) {
    const Assignment& a = res.assignment;
    const double pass = a.rubric.pass_mark;
    QString h;
    h +=
        QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n<title>%1</title>\n")
            .arg(esc(a.title));
    h += QStringLiteral("<style>") + QLatin1String(kStyle);
    for (std::size_t i = 0; i < res.variants.size(); ++i)
        h += QStringLiteral(".floor%1{background-image:url(%2)}\n")
                 .arg(i)
                 .arg(floorDataUri(res.variants[i].front()));
    h += QStringLiteral("</style></head><body>\n");
    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(a.title));
    QStringList seeds;
    for (std::uint64_t s : a.seeds) seeds << QString::number(static_cast<qulonglong>(s));
    h += QStringLiteral("<p class=\"meta\">%1</p>\n")
             .arg(esc(tr("%1 students, %2 scenes, seeds %3; pass mark %4; Botlab %5. Click a "
                         "column to sort.")
                          .arg(res.students.size())
                          .arg(a.scenes.size())
                          .arg(seeds.join(QStringLiteral(", ")))
                          .arg(pass)
                          .arg(res.botlab_version)));

    // The class table.
    h += QStringLiteral("<table class=\"class\"><thead><tr><th>%1</th>").arg(esc(tr("Student")));
    for (const AssignmentScene& s : a.scenes) h += QStringLiteral("<th>%1</th>").arg(esc(s.name));
    h += QStringLiteral("<th>%1</th><th>%2</th></tr></thead><tbody>\n")
             .arg(esc(tr("Total")), esc(tr("Scenes passed")));
    std::vector<int> passed_per_scene(a.scenes.size(), 0);
    std::vector<double> sum_per_scene(a.scenes.size(), 0.0);
    for (std::size_t k = 0; k < res.students.size(); ++k) {
        const StudentResult& st = res.students[k];
        h += QStringLiteral("<tr><td><a href=\"#s%1\">%2</a></td>")
                 .arg(k)
                 .arg(esc(st.submission.name));
        int passed = 0;
        for (std::size_t i = 0; i < st.scenes.size(); ++i) {
            const SceneResult& sc = st.scenes[i];
            passed += sc.passed ? 1 : 0;
            passed_per_scene[i] += sc.passed ? 1 : 0;
            sum_per_scene[i] += sc.score;
            const QString mark = sc.program_error.isEmpty() ? QString() : QStringLiteral(" \u26A0");
            h += QStringLiteral("<td class=\"%1\" data-v=\"%2\" title=\"%3\">%4%5</td>")
                     .arg(sc.passed ? QStringLiteral("pass") : QStringLiteral("fail"))
                     .arg(score1(sc.score), esc(sc.program_error), score1(sc.score), mark);
        }
        h += QStringLiteral("<td data-v=\"%1\">%1</td><td data-v=\"%2\">%2/%3</td></tr>\n")
                 .arg(score1(st.total))
                 .arg(passed)
                 .arg(st.scenes.size());
    }
    h += QStringLiteral("</tbody><tfoot><tr><td>%1</td>").arg(esc(tr("Passed")));
    for (std::size_t i = 0; i < a.scenes.size(); ++i)
        h += QStringLiteral("<td>%1/%2</td>").arg(passed_per_scene[i]).arg(res.students.size());
    h += QStringLiteral("<td></td><td></td></tr><tr><td>%1</td>").arg(esc(tr("Mean score")));
    for (std::size_t i = 0; i < a.scenes.size(); ++i)
        h += QStringLiteral("<td>%1</td>")
                 .arg(score1(res.students.empty() ? 0.0 : sum_per_scene[i] / res.students.size()));
    h += QStringLiteral("<td></td><td></td></tr></tfoot></table>\n");

    // Flags.
    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Near-identical programs")));
    if (res.similar.empty()) {
        h += QStringLiteral("<p>%1</p>\n")
                 .arg(esc(tr("No two programs are more than %1% alike.")
                              .arg(std::round(a.similarity_threshold * 100.0))));
    } else {
        h += QStringLiteral("<div class=\"flag\"><p>%1</p><ul>\n")
                 .arg(esc(tr("These pairs of programs are at least %1% alike once names, "
                             "numbers, comments and layout are set aside:")
                              .arg(std::round(a.similarity_threshold * 100.0))));
        for (const SimilarPair& p : res.similar)
            h += QStringLiteral(
                     "<li><a href=\"#s%1\">%2</a> &amp; <a href=\"#s%3\">%4</a>: %5%</li>\n")
                     .arg(p.a)
                     .arg(esc(res.students[static_cast<std::size_t>(p.a)].submission.name))
                     .arg(p.b)
                     .arg(esc(res.students[static_cast<std::size_t>(p.b)].submission.name))
                     .arg(std::round(p.similarity * 100.0));
        h += QStringLiteral("</ul></div>\n");
    }

    // Per student.
    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Students")));
    const QDir out(res.out_dir);
    for (std::size_t k = 0; k < res.students.size(); ++k) {
        const StudentResult& st = res.students[k];
        h += QStringLiteral("<div class=\"student\" id=\"s%1\"><h3>%2</h3><div class=\"runs\">\n")
                 .arg(k)
                 .arg(esc(st.submission.name));
        for (std::size_t i = 0; i < st.scenes.size(); ++i) {
            const SceneResult& sc = st.scenes[i];
            h += QStringLiteral("<div class=\"run\"><b>%1</b>: %2 (%3)")
                     .arg(esc(a.scenes[i].name), score1(sc.score),
                          esc(sc.passed ? tr("passed") : tr("not passed")));
            if (!sc.program_error.isEmpty())
                h += QStringLiteral("<div class=\"error\">%1</div>").arg(esc(sc.program_error));
            if (!sc.seeds.empty()) {
                const SeedResult& first = sc.seeds.front();
                const auto path = first.trajectory_file.isEmpty()
                                      ? std::vector<std::pair<double, double>>{}
                                      : readPath(out.filePath(first.trajectory_file));
                h += pictureSvg(res.variants[i].front(), static_cast<int>(i), path);
                h += QStringLiteral("<small>%1</small>")
                         .arg(esc(tr("seed %1: %2")
                                      .arg(static_cast<qulonglong>(first.seed))
                                      .arg(first.outcome.report.score.goal_reached
                                               ? tr("goal reached at %1 s")
                                                     .arg(first.outcome.report.score.goal_time_s
                                                              .value_or(0.0),
                                                          0, 'f', 2)
                                               : tr("goal not reached"))));
            }
            h += QStringLiteral("</div>\n");
        }
        h += QStringLiteral("</div></div>\n");
    }
    h += QStringLiteral("<script>") + QLatin1String(kScript) + QStringLiteral("</script>\n");
    h += QStringLiteral("</body></html>\n");
    return h.toUtf8();
}

}  // namespace botlab::grade
