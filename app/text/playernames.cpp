#include "playernames.h"

#include <QCoreApplication>

#include <algorithm>

namespace tidepool::app {

namespace {
/// Whether the code point `c` is printed as it is: Unicode general categories L, M, N, P, S.
bool printable(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Separator_Space:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
        return false;
    default:
        return true;
    }
}
} // namespace

QString printableText(const QString& text)
{
    QString line;
    line.reserve(text.size());
    bool inRun = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        char32_t code = c.unicode();
        qsizetype units = 1;
        // A pair is one code point; a lone surrogate is one of its own (category Cs: not printable).
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(c, text.at(i + 1));
            units = 2;
        }
        if (printable(code)) {
            line.append(text.constData() + i, units);
            inRun = false;
        } else if (!inRun) {
            line.append(QLatin1Char(' '));
            inRun = true;
        }
        i += units - 1;
    }
    return line.trimmed();
}

QString cleanPlayerName(const QString& name, const QString& fallback, int maxLength)
{
    maxLength = std::max(1, maxLength);
    const QString cut = leftCodePoints(printableText(name.left(4 * qsizetype(maxLength))), maxLength).trimmed();
    return cut.isEmpty() ? fallback : cut;
}

QString leftCodePoints(const QString& text, int count)
{
    // A high surrogate followed by a low one is one code point; a lone one counts alone.
    qsizetype end = 0;
    for (int n = 0; n < count && end < text.size(); ++n)
        end += text.at(end).isHighSurrogate() && end + 1 < text.size() && text.at(end + 1).isLowSurrogate() ? 2 : 1;
    return text.left(end);
}

QString defaultSeatName(int defaultName)
{
    if (defaultName < 0)
        return QCoreApplication::translate("NewGameSetup", "Computer");
    // Spelled out for the first two, as before, so their translations stay whole sentences.
    if (defaultName == 1)
        return QCoreApplication::translate("NewGameSetup", "Player 1");
    if (defaultName == 2)
        return QCoreApplication::translate("NewGameSetup", "Player 2");
    return QCoreApplication::translate("NewGameSetup", "Player %1").arg(defaultName);
}

} // namespace tidepool::app
