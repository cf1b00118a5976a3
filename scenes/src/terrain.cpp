// SPDX-License-Identifier: GPL-3.0-or-later
// Terrain height functions, DEM file reading/writing and heightfield building.
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QRegularExpression>
#include <QTextStream>
#include <algorithm>
#include <cmath>

#include "botlab/core/files.h"
#include "botlab/core/random.h"
#include "botlab/core/text.h"
#include "botlab/scenes/terrain.h"
#include "scenes_text.h"
#include "tr.h"

namespace botlab::scenes {

using detail::makeError;

namespace {

constexpr double kEps = 1e-9;

}  // namespace

double terrainHeight(const Terrain& t, double x, double z) {
    switch (t.function) {
        case HeightFunction::Flat:
            return 0.0;
        case HeightFunction::Random: {
            if (!(t.feature_m >= 0.01) || !std::isfinite(x) || !std::isfinite(z)) return 0.0;
            // Three octaves of value noise; the sum of amplitudes is 1.75, scaled to roughness.
            double h = 0.0, amp = 1.0, freq = 1.0 / t.feature_m;
            for (int o = 0; o < 3; ++o) {
                h += amp * core::valueNoise(t.seed, x * freq, z * freq, o);
                amp *= 0.5;
                freq *= 2.0;
            }
            h *= t.roughness_m / 1.75;
            const double ramp = std::clamp((x - t.flat_before_x_m) / 0.5, 0.0, 1.0);
            return h * core::quinticFade(ramp);
        }
        case HeightFunction::Gully:
            // Rims exactly at at_m and at_m + width_m; the samples strictly between are at -depth.
            return (x > t.at_m + kEps && x < t.at_m + t.width_m - kEps) ? -t.depth_m : 0.0;
        case HeightFunction::Step:
            return x > t.at_m + kEps ? t.height_m : 0.0;
        case HeightFunction::Sine: {
            double h = 0.0;
            if (t.wavelength_x_m > 0) h += std::sin(2.0 * M_PI * x / t.wavelength_x_m);
            if (t.wavelength_z_m > 0) h += std::sin(2.0 * M_PI * z / t.wavelength_z_m);
            return t.amplitude_m * h;
        }
    }
    return 0.0;
}

Result<HeightGrid> loadDemCsv(const QString& path) {
    Result<QByteArray> bytes = core::readFile(path, core::FileKind::Dem);
    if (!bytes) return bytes.error();
    QBuffer f(&bytes.value());
    f.open(QIODevice::ReadOnly | QIODevice::Text);
    HeightGrid g;
    QTextStream in(&f);
    static const QRegularExpression sep(QStringLiteral("[,;\\s]+"));
    int line_no = 0;
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        ++line_no;
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList tokens = line.split(sep, Qt::SkipEmptyParts);
        if (g.samples_z == 0) {
            g.samples_x = static_cast<int>(tokens.size());
            if (g.samples_x > kMaxTerrainSamplesPerSide)
                return makeError(path, Tr::tr("line %1: more than %2 heights in a row")
                                           .arg(line_no)
                                           .arg(kMaxTerrainSamplesPerSide));
            if (g.samples_x < 2)
                return makeError(
                    path, Tr::tr("line %1: a DEM row needs at least 2 heights").arg(line_no));
        } else if (tokens.size() != g.samples_x) {
            return makeError(path, Tr::tr("line %1: %2 heights, but the first row has %3")
                                       .arg(line_no)
                                       .arg(tokens.size())
                                       .arg(g.samples_x));
        }
        for (qsizetype c = 0; c < tokens.size(); ++c) {
            bool ok = false;
            const double v = tokens[c].toDouble(&ok);
            if (!ok || !std::isfinite(v) || std::abs(v) > 1e4)
                return makeError(path, Tr::tr("line %1, column %2: '%3' is not a height in metres")
                                           .arg(line_no)
                                           .arg(c + 1)
                                           .arg(core::quoted(tokens[c])));
            g.heights_m.push_back(v);
        }
        ++g.samples_z;
        if (static_cast<long>(g.samples_z) * g.samples_x > kMaxTerrainSamples ||
            g.samples_z > kMaxTerrainSamplesPerSide)
            return makeError(path, Tr::tr("more than %1 samples").arg(kMaxTerrainSamples));
    }
    if (g.samples_z < 2) return makeError(path, Tr::tr("a DEM needs at least 2 rows of heights"));
    return g;
}

Status saveDemCsv(const QString& path, const HeightGrid& g) {
    if (g.samples_x < 2 || g.samples_z < 2 ||
        g.heights_m.size() != static_cast<std::size_t>(g.samples_x) * g.samples_z)
        return makeError(path, Tr::tr("the height grid is malformed"));
    QByteArray out;
    out += "# Botlab DEM: one row per z sample, heights in metres\n";
    for (int j = 0; j < g.samples_z; ++j) {
        for (int i = 0; i < g.samples_x; ++i) {
            if (i) out += ',';
            out += QByteArray::number(g.heights_m[static_cast<std::size_t>(j) * g.samples_x + i],
                                      'g', 17);
        }
        out += '\n';
    }
    return core::writeFileAtomic(path, out);
}

Result<HeightGrid> loadDemPng(const QString& path, double scale_m, double offset_m) {
    Result<QByteArray> bytes = core::readFile(path, core::FileKind::Dem);
    if (!bytes) return bytes.error();
    QBuffer buffer(&bytes.value());
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAutoTransform(false);
    const QSize size = reader.size();
    if (size.isValid() &&
        (static_cast<long>(size.width()) * size.height() > kMaxTerrainSamples ||
         size.width() > kMaxTerrainSamplesPerSide || size.height() > kMaxTerrainSamplesPerSide))
        return makeError(path, Tr::tr("%1 x %2 pixels is more than the limit of %3 samples")
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(kMaxTerrainSamples));
    const QImage img = reader.read();
    if (img.isNull())
        return makeError(path, Tr::tr("cannot read image: %1").arg(reader.errorString()));
    if (img.format() != QImage::Format_Grayscale16)
        return makeError(path, Tr::tr("a DEM image must be a 16-bit greyscale PNG"));
    if (img.width() < 2 || img.height() < 2)
        return makeError(path, Tr::tr("a DEM needs at least 2 x 2 pixels"));
    HeightGrid g;
    g.samples_x = img.width();
    g.samples_z = img.height();
    g.heights_m.reserve(static_cast<std::size_t>(g.samples_x) * g.samples_z);
    for (int j = 0; j < g.samples_z; ++j) {
        const auto* row = reinterpret_cast<const quint16*>(img.constScanLine(j));
        for (int i = 0; i < g.samples_x; ++i)
            g.heights_m.push_back(offset_m + scale_m * row[i] / 65535.0);
    }
    return g;
}

Status saveDemPng(const QString& path, const HeightGrid& g, double scale_m, double offset_m) {
    if (g.samples_x < 2 || g.samples_z < 2 ||
        g.heights_m.size() != static_cast<std::size_t>(g.samples_x) * g.samples_z || !(scale_m > 0))
        return makeError(path, Tr::tr("the height grid is malformed"));
    QImage img(g.samples_x, g.samples_z, QImage::Format_Grayscale16);
    for (int j = 0; j < g.samples_z; ++j) {
        auto* row = reinterpret_cast<quint16*>(img.scanLine(j));
        for (int i = 0; i < g.samples_x; ++i) {
            const double v =
                (g.heights_m[static_cast<std::size_t>(j) * g.samples_x + i] - offset_m) / scale_m *
                65535.0;
            row[i] = static_cast<quint16>(std::clamp(std::lround(v), 0L, 65535L));
        }
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!img.save(&buffer, "PNG"))
        return makeError(path, Tr::tr("cannot encode the height map as PNG"));
    return core::writeFileAtomic(path, png);
}

Result<sim::Heightfield> compileTerrain(const Terrain& t, const SceneDocument& doc) {
    sim::Heightfield hf;
    HeightGrid grid;
    if (t.source == TerrainSource::Function) {
        grid.samples_x = static_cast<int>(std::lround(t.size_x_m / t.cell_m)) + 1;
        grid.samples_z = static_cast<int>(std::lround(t.size_z_m / t.cell_m)) + 1;
        if (grid.samples_x < 2 || grid.samples_z < 2 ||
            grid.samples_x > kMaxTerrainSamplesPerSide ||
            grid.samples_z > kMaxTerrainSamplesPerSide ||
            static_cast<long>(grid.samples_x) * grid.samples_z > kMaxTerrainSamples)
            return makeError(QStringLiteral("terrain.cell_m"), Tr::tr("bad number of samples"));
        grid.heights_m.resize(static_cast<std::size_t>(grid.samples_x) * grid.samples_z);
        for (int j = 0; j < grid.samples_z; ++j)
            for (int i = 0; i < grid.samples_x; ++i)
                grid.heights_m[static_cast<std::size_t>(j) * grid.samples_x + i] =
                    terrainHeight(t, t.origin.x_m + i * t.cell_m, t.origin.z_m + j * t.cell_m);
    } else {
        const QString path = doc.resolvePath(t.file);
        Result<HeightGrid> r = t.source == TerrainSource::DemCsv
                                   ? loadDemCsv(path)
                                   : loadDemPng(path, t.height_scale_m, t.height_offset_m);
        if (!r.ok()) return detail::prefixError(QStringLiteral("terrain.file"), r.message());
        grid = std::move(r.value());
    }
    hf.samples_x = grid.samples_x;
    hf.samples_z = grid.samples_z;
    hf.heights_m = std::move(grid.heights_m);
    hf.cell_m = t.cell_m;
    hf.min_x_m = t.origin.x_m;
    hf.min_z_m = t.origin.z_m;
    hf.material.friction = t.friction;
    hf.material.bounce = t.bounce;
    hf.thickness_m = t.thickness_m;
    hf.soft_terrain = t.soft_terrain.toStdString();
    return hf;
}

}  // namespace botlab::scenes
