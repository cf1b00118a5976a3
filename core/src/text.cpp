// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/core/text.h"

#include <QLocale>
#include <cmath>

namespace botlab::core {

QString quoted(const QString& value, int max_chars) {
    QString out;
    const bool cut = value.size() > max_chars;
    qsizetype n = cut ? max_chars : value.size();
    // Do not split a surrogate pair.
    if (cut && n > 0 && value.at(n - 1).isHighSurrogate()) --n;
    out.reserve(n + 3);
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = value.at(i);
        out += (c.unicode() < 0x20 || c.unicode() == 0x7f) ? QLatin1Char(' ') : c;
    }
    if (cut) out += QStringLiteral("...");
    return out;
}

QString numberText(double value) {
    if (std::isnan(value)) return QStringLiteral("NaN");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("infinity") : QStringLiteral("-infinity");
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString csvCell(const QString& text) {
    static const QString kFormulaStart = QStringLiteral("=+-@\t\r");
    const bool formula = !text.isEmpty() && kFormulaStart.contains(text.front());
    const bool special = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
                         text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!formula && !special) return text;
    QString cell = formula ? QLatin1Char('\'') + text : text;
    cell.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
}

}  // namespace botlab::core
