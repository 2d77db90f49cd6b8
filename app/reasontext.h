#pragma once
// The engine's sentences name seats as "player 0", "players 0 and 1"; the app shows names.
#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>

namespace tidepool::app {

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

/// `text` with every "player N" (in the language in use) replaced by nameOf(N) (kept as is when
/// nameOf gives "").
template <class NameOf>
QString withPlayerNames(const QString& text, NameOf nameOf)
{
    const QRegularExpression player = playerPattern();
    QString out;
    qsizetype last = 0;
    auto it = player.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        out += text.mid(last, match.capturedStart() - last);
        const QString name = nameOf(match.captured(1).toInt());
        out += name.isEmpty() ? match.captured(0) : name;
        last = match.capturedEnd();
    }
    out += text.mid(last);
    return out;
}

} // namespace tidepool::app
