// SPDX-License-Identifier: GPL-3.0-or-later
// Short texts for messages: a bad value is quoted, not echoed whole, and a number is written so
// that NaN and infinity are named and 1.0000000001 is not shown as "1".
#pragma once

#include <QString>

namespace botlab::core {

/// The longest value quoted in a message, in characters (the "..." excluded).
inline constexpr int kMaxQuotedChars = 80;

/// `value` cut to its first `max_chars` characters followed by "..." when longer; line breaks
/// and other control characters become spaces, so a message stays one line. Callers add the
/// quotes ("'%1'").
QString quoted(const QString& value, int max_chars = kMaxQuotedChars);

/// A number as a message shows it: the shortest text that reads back as the same double
/// ("1.0000000001", "0.1", "1e-09"), "NaN" for not-a-number and "infinity" / "-infinity".
QString numberText(double value);

/// One cell of a CSV file (RFC 4180): quoted when it holds a comma, a quote or a line break
/// (quotes doubled). A text that a spreadsheet would run as a formula — it begins with = + - @,
/// a tab or a carriage return — is written as text (OWASP's CSV-injection rule): a single quote
/// goes before it and the cell is quoted, so `=HYPERLINK(...)` shows as `'=HYPERLINK(...)`.
/// Numbers are not passed through here (a negative number stays a number).
QString csvCell(const QString& text);

}  // namespace botlab::core
