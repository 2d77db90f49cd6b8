#pragma once
// How the views name a record's players. Low level: no screen's header (NewGameSetup uses this one).
#include <QString>

#include <string>

namespace tidepool::app {

/// The most characters of a player's name the views show; a longer name is cut to this many and
/// "…" (a record may hold any name, style.md: bad input loses nothing, so the record keeps it whole).
inline constexpr int kMaxShownNameLength = 40;

/// The name of a seat nobody named: "Computer" for `defaultName` < 0, else "Player N" (N =
/// `defaultName`, counted from 1), in the current language (translation context "NewGameSetup").
QString defaultSeatName(int defaultName);

/// A record's player name as the views show it: whitespace runs (line breaks included) become one
/// space; an empty or blank name becomes the seat's default name ("Player N", seat counted from 0);
/// a name longer than kMaxShownNameLength characters is cut, never inside a surrogate pair, and ends
/// with "…". The record itself is never changed.
inline QString shownPlayerName(const std::string& recordName, int seat)
{
    QString name = QString::fromStdString(recordName).simplified();
    if (name.isEmpty())
        return defaultSeatName(seat + 1);
    if (name.size() > kMaxShownNameLength) {
        int cut = kMaxShownNameLength;
        if (name.at(cut - 1).isHighSurrogate())
            --cut;
        name = name.left(cut).trimmed() + QChar(0x2026);
    }
    return name;
}

} // namespace tidepool::app
