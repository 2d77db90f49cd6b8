#pragma once
// The engine's sentences name seats as "player 0", "players 0 and 1"; the app shows names.
#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>

namespace tidepool::app {

/// `text` with its first letter in upper case (an engine sentence begins a line: "player 1
/// wins" → "Player 1 wins"); "" stays "".
inline QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

/// The engine's "player N" in the language in use ("người chơi N" in Vietnamese) as a pattern
/// capturing N: the engine's template "player {0}" (context "engine") through the translators.
inline QRegularExpression playerPattern()
{
    QString form = QCoreApplication::translate("engine", "player {0}");
    if (!form.contains(QLatin1String("{0}")))
        form = QStringLiteral("player {0}");
    const qsizetype at = form.indexOf(QLatin1String("{0}"));
    return QRegularExpression(QStringLiteral("(?<!\\w)") + QRegularExpression::escape(form.left(at)) +
                              QStringLiteral("(\\d)") + QRegularExpression::escape(form.mid(at + 3)) +
                              QStringLiteral("(?!\\w)"),
                              QRegularExpression::UseUnicodePropertiesOption);
}

/// The engine's template `form` in the language in use, split at its placeholders: {"", " and ", ""}
/// for "{0} and {1}" (context `context`, as the engine's TP_TR).
inline QStringList templateParts(const char* context, const char* form)
{
    QString text = QCoreApplication::translate(context, form);
    if (!text.contains(QLatin1String("{0}")))
        text = QString::fromUtf8(form);
    return text.split(QRegularExpression(QStringLiteral("\\{\\d\\}")));
}

/// `text` with each match of `pattern` replaced by `replace(match)` (a QString).
template <class Replace>
QString replaceMatches(const QString& text, const QRegularExpression& pattern, Replace replace)
{
    QString out;
    qsizetype at = 0;
    auto it = pattern.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        out += text.mid(at, match.capturedStart() - at);
        out += replace(match);
        at = match.capturedEnd();
    }
    out += text.mid(at);
    return out;
}

/// `text` with every group "players N, M and K" (a tie: the engine's templates "players {0}",
/// "{0}, {1}" and "{0} and {1}" of the game's context `game`, in the language in use) replaced by
/// the names joined the same way, "Ann, Ben and Chi". Groups with a seat nameOf doesn't know stay.
template <class NameOf>
QString withPlayerGroupNames(const QString& text, NameOf nameOf, const QString& game)
{
    const QByteArray context = game.toUtf8();
    const QStringList group = templateParts(context.constData(), "players {0}");
    const QStringList comma = templateParts(context.constData(), "{0}, {1}");
    const QStringList andWord = templateParts(context.constData(), "{0} and {1}");
    if (group.size() != 2 || comma.size() != 3 || andWord.size() != 3)
        return text;
    const QString sep = QRegularExpression::escape(comma[1]);
    const QString last = QRegularExpression::escape(andWord[1]);
    const QRegularExpression pattern(
        QStringLiteral("(?<!\\w)") + QRegularExpression::escape(group[0]) + QStringLiteral("(\\d(?:(?:") + sep +
            QStringLiteral(")\\d)*(?:") + last + QStringLiteral(")\\d)") + QRegularExpression::escape(group[1]) +
            QStringLiteral("(?!\\w)"),
        QRegularExpression::UseUnicodePropertiesOption);
    return replaceMatches(text, pattern, [&](const QRegularExpressionMatch& match) {
        QStringList names;
        auto digits = QRegularExpression(QStringLiteral("\\d")).globalMatch(match.captured(1));
        while (digits.hasNext()) {
            const QString name = nameOf(digits.next().captured(0).toInt());
            if (name.isEmpty())
                return match.captured(0);
            names << name;
        }
        if (names.size() < 2)
            return match.captured(0);
        // Joined as the engine joins the numbers: ", " between, " and " before the last.
        QString joined = names.first();
        for (qsizetype i = 1; i < names.size(); ++i) {
            const QStringList& form = i + 1 == names.size() ? andWord : comma;
            joined = form[0] + joined + form[1] + names[i] + form[2];
        }
        return joined;
    });
}

/// `text` with every "player N" (in the language in use) replaced by nameOf(N) (kept as is when
/// nameOf gives ""), and every group "players N and M" by the names (withPlayerGroupNames).
template <class NameOf>
QString withPlayerNames(const QString& groupText, NameOf nameOf, const QString& game)
{
    // Groups first: in Vietnamese the group's words contain the single form ("những người chơi").
    const QString text = withPlayerGroupNames(groupText, nameOf, game);
    return replaceMatches(text, playerPattern(), [&](const QRegularExpressionMatch& match) {
        const QString name = nameOf(match.captured(1).toInt());
        return name.isEmpty() ? match.captured(0) : name;
    });
}

} // namespace tidepool::app
