#pragma once
// How the views name a record's players. Low level: no screen's header (NewGameSetup uses this one).
#include <QString>

#include <string>

namespace tidepool::app {

/// The most characters of a player's name the views show; a longer name is cut to this many and
/// "…" (a record may hold any name, style.md: bad input loses nothing, so the record keeps it whole).
inline constexpr int kMaxShownNameLength = 40;

/// The most characters (code points) of a name the app and the game server take (the server's
/// MAX_NAME, server/src/table-room.js).
inline constexpr int kMaxPlayerNameLength = 40;

/// `text` as printable text on one line: letters, marks, numbers, punctuation and symbols (Unicode
/// general categories L, M, N, P, S) are kept; every run of other code points (C0 and C1 controls
/// such as NEL U+0085 and CSI U+009B, format characters such as the bidi controls U+202A-202E and
/// U+2066-2069 and the zero-width ones, the line and paragraph separators, private-use and
/// unassigned code points, lone surrogates, and every kind of space) becomes one space; then
/// trimmed. Read by code point: a surrogate pair is one character.
QString printableText(const QString& text);

/// A name typed by someone or sent over the network, as anyone may be shown it: the game server's
/// rule (cleanName in server/src/table-room.js), so the app and the server agree. Its first
/// 4 × `maxLength` UTF-16 units (the server's `slice(0, 160)`), printableText(), then at most
/// `maxLength` code points (an emoji is never cut in half), trimmed again; `fallback` when nothing
/// is left. `maxLength` is 40 (kMaxPlayerNameLength) unless given.
QString cleanPlayerName(const QString& name, const QString& fallback, int maxLength = kMaxPlayerNameLength);

/// The first `count` characters of `text`, counted as code points (a surrogate pair is one: an
/// emoji is never cut in half); all of it when it is shorter.
QString leftCodePoints(const QString& text, int count);

/// The name of a seat nobody named: "Computer" for `defaultName` < 0, else "Player N" (N =
/// `defaultName`, counted from 1), in the current language (translation context "NewGameSetup").
QString defaultSeatName(int defaultName);

/// A record's player name as the views show it: printableText() (runs of spaces, line breaks,
/// control and format characters become one space); an empty or blank name becomes the seat's default name ("Player N", seat counted from 0);
/// a name longer than kMaxShownNameLength characters (code points, as cleanPlayerName() counts them:
/// an emoji is one) is cut to that many and ends with "…". The record itself is never changed.
inline QString shownPlayerName(const std::string& recordName, int seat)
{
    const QString name = printableText(QString::fromStdString(recordName));
    if (name.isEmpty())
        return defaultSeatName(seat + 1);
    const QString cut = leftCodePoints(name, kMaxShownNameLength);
    return cut.size() < name.size() ? cut.trimmed() + QChar(0x2026) : name;
}

} // namespace tidepool::app
