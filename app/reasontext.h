#pragma once
// The engine's sentences name seats as "player 0", "players 0 and 1"; the app shows names.
#include <QRegularExpression>
#include <QString>

namespace tidepool::app {

/// `text` with every "player N" replaced by nameOf(N) (kept as is when nameOf gives "").
template <class NameOf>
QString withPlayerNames(const QString& text, NameOf nameOf)
{
    static const QRegularExpression player(QStringLiteral("\\bplayer (\\d)\\b"));
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
