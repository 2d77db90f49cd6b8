#pragma once
// User settings (QSettings): language, learning mode by default, computer move pace, animation
// speed, the window's size and place.
#include <QObject>
#include <QRect>
#include <QSettings>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

/// Tells the controllers that the language changed, so they rebuild the sentences they made
/// (prompts, turtle descriptions, the log). One for the process; AppSettings emits it.
class LanguageNotifier : public QObject
{
    Q_OBJECT
public:
    static LanguageNotifier* instance();
Q_SIGNALS:
    void languageChanged();
};

/// A seat of the New game page as remembered between runs (AppSettings::storedSeats()).
struct RememberedSeat
{
    QString name;   ///< the name someone typed; "" for the app's default name ("Player N", "Computer (Medium)")
    QString kind;   ///< "human" or "bot:<level>" (a level of the engine's botLevels(): easy, medium, hard, random)
    int avatar = 0; ///< the avatar's colour, an index of Theme.seatTints (0-5), distinct at a table
    bool operator==(const RememberedSeat&) const = default;
};

class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// New games start with learning mode on (default true).
    Q_PROPERTY(bool learningModeDefault READ learningModeDefault NOTIFY changed)
    /// A play waits for Done / Take back (Enter / Backspace) before it counts and the card is drawn
    /// (default true; GameSession.movePending). Off for players who want every click to count at once.
    Q_PROPERTY(bool confirmMoves READ confirmMoves NOTIFY changed)
    /// Learning mode: after each move of a person, say how good it was, to them only
    /// (game.suggestion.hint; default false).
    Q_PROPERTY(bool moveHints READ moveHints NOTIFY changed)
    /// Pause before a computer move, in milliseconds: one of botDelays (default 900).
    Q_PROPERTY(int botDelay READ botDelay NOTIFY changed)
    /// Duration of a turtle's move, in milliseconds: one of animationDurations (default 350; 0 = no
    /// animation).
    Q_PROPERTY(int animationDuration READ animationDuration NOTIFY changed)
    /// The user interface language: "en" or "vi" (default: the system's when Tidepool has it, else "en").
    Q_PROPERTY(QString language READ language NOTIFY languageChanged)
    /// The languages Tidepool has, as codes ("en", "vi"); languageName() gives each one's own name.
    Q_PROPERTY(QStringList languages READ languages CONSTANT)
    /// The window's last size and place, moved onto the screens there are now (a monitor may have
    /// been unplugged since); a null rect when none, when the stored one is not a window's, or in
    /// screenshot mode.
    Q_PROPERTY(QRect windowGeometry READ windowGeometry CONSTANT)
    /// A record path given on the command line (`tidepool FILE`), "" when none.
    Q_PROPERTY(QString startupRecord READ startupRecord CONSTANT)
    /// Online tables: the game server's address as typed in Settings (docs/online.md), by default
    /// the local server of `bash scripts/serve`, kDefaultServer. serverUrl() reads it.
    Q_PROPERTY(QString serverAddress READ serverAddress NOTIFY serverAddressChanged)
    /// The server is still kDefaultServer (nobody set one up): Settings keeps its address folded away.
    Q_PROPERTY(bool serverIsDefault READ serverIsDefault NOTIFY serverAddressChanged)
    /// Online tables: the player's name at a table (printable text on one line, at most
    /// kMaxNameLength characters: cleanPlayerName()); "" lets the server name the seat ("Player 2").
    Q_PROPERTY(QString playerName READ playerName NOTIFY playerNameChanged)
public:
    explicit AppSettings(QObject* parent = nullptr);

    bool learningModeDefault() const;
    bool confirmMoves() const { return storedConfirmMoves(); }
    bool moveHints() const { return storedMoveHints(); }
    int botDelay() const;
    int animationDuration() const;
    QString startupRecord() const;
    QString language() const;
    static QStringList languages();
    QRect windowGeometry() const;
    /// The computer paces Settings offers (quick, normal, relaxed), in milliseconds.
    static QList<int> botDelays() { return {300, 900, 1800}; }
    /// The animation speeds Settings offers (off, fast, normal, slow), in milliseconds.
    static QList<int> animationDurations() { return {0, 175, 350, 700}; }
    /// `wanted` (a window's frame) moved and shrunk so that it lies on one of the `screens`
    /// (available geometries): kept where it is when its title bar is reachable on one, else
    /// centred on the screen it overlaps most (the first when none). A null rect stays null.
    static QRect fitToScreens(const QRect& wanted, const QList<QRect>& screens);

    /// "English", "Tiếng Việt": a language's name in that language (not translated).
    Q_INVOKABLE static QString languageName(const QString& code);
    /// Switches the language at once (no restart): swaps the translator, retranslates every qsTr()
    /// binding of the QML engine and every controller's sentences, and remembers the choice.
    /// Unknown codes are ignored.
    Q_INVOKABLE void setLanguage(const QString& code);
    /// Remembers the window's size and place (ignored in screenshot mode).
    Q_INVOKABLE void setWindowGeometry(const QRect& geometry);

    Q_INVOKABLE void setLearningModeDefault(bool on);
    Q_INVOKABLE void setConfirmMoves(bool on);
    Q_INVOKABLE void setMoveHints(bool on);
    Q_INVOKABLE void setBotDelay(int milliseconds);
    Q_INVOKABLE void setAnimationDuration(int milliseconds);

    /// The local server of `bash scripts/serve` (OnlineClient's default too).
    static constexpr const char* kDefaultServer = "http://127.0.0.1:2567";
    QString serverAddress() const;
    bool serverIsDefault() const { return serverAddress() == QLatin1String(kDefaultServer); }
    QString playerName() const;
    /// Remembers the server's address (trimmed; "" goes back to kDefaultServer). Kept even when
    /// it is not an address (serverProblem() says why), so that nothing typed is lost.
    Q_INVOKABLE void setServerAddress(const QString& address);
    /// Remembers the player's name as cleanPlayerName() gives it (printable text on one line: runs of
    /// spaces, controls and format characters are one space; cut to kMaxNameLength characters).
    Q_INVOKABLE void setPlayerName(const QString& name);
    /// The server's HTTP address for `typed`: "host:port", "http(s)://host:port" or "ws(s)://..."
    /// (read as http(s)); an invalid URL when it is none of these (serverProblem() says why).
    static QUrl serverUrl(const QString& typed);
    /// Why `typed` is not a server address, in one sentence; "" when it is one.
    Q_INVOKABLE static QString serverProblem(const QString& typed);
    /// The seat token kept for the online table `code` at `server` (serverUrl()'s address), "" when
    /// none: with it OnlineLobby::join() brings a player back to their own seats after the app was
    /// closed mid-game (a started table takes only its players). Read defensively: a stored value
    /// that is not the documented JSON reads as none.
    static QString storedSeatToken(const QUrl& server, const QString& code);
    /// Keeps `token` for the table `code` at `server` ("" forgets it): the kMaxSeatTokens most
    /// recent are kept, as JSON in seatTokensFile(), which only the user can read (0600), never in
    /// the settings (Tidepool.conf is readable by every user of the computer). Tokens found in the
    /// settings' old `online/seatTokens` are moved into the file the first time any token is read
    /// or kept. Ignored in screenshot mode; a file that can't be written is logged (qWarning) and
    /// the tokens kept before stay.
    static void storeSeatToken(const QUrl& server, const QString& code, const QString& token);
    static constexpr int kMaxSeatTokens = 20;
    /// The file of the kept seat tokens: <AppDataLocation>/online-seat-tokens.json (e.g.
    /// ~/.local/share/Tidepool/Tidepool/online-seat-tokens.json), mode 0600: a JSON list of
    /// {server, code, token, at (ISO 8601 UTC)}, newest first.
    static QString seatTokensFile();
    /// The code of the newest online table at `server` this app keeps a seat token for, kept less
    /// than kSeatTokenHours ago (the server keeps a table whose people all left for a day), "" when
    /// none. OnlineLobby forgets a table's token when its game is over or its seats are given up, so
    /// this is a table to go back to (Home: "Back to your online table").
    static QString unfinishedOnlineTable(const QUrl& server);
    /// The same at the server of Settings (serverAddress()), for Home.
    Q_INVOKABLE QString unfinishedOnlineTable() const;
    static constexpr int kSeatTokenHours = 24;

    /// Set by main() before QML starts.
    static void setStartupRecord(const QString& path);
    /// Screenshot mode: computer players wait and nothing animates, so the frame shows the record.
    static void setFrozen(bool frozen);
    /// Whether screenshot mode is on (setFrozen): nothing is stored then.
    static bool frozen();
    /// The stored "confirm each move" setting (GameSession reads it at every play). A stored value
    /// that is not a boolean (true/false, 1/0) reads as the default, true.
    static bool storedConfirmMoves();
    /// The stored "say how good each move was" setting (GameSession reads it after every move and
    /// for suggestion.hintEnabled); anything but a boolean reads as the default, false.
    static bool storedMoveHints();
    /// A stored setting read as one of `choices`: the nearest to a whole number (numbers far
    /// beyond every choice included), `fallback` for anything else (text, nothing stored).
    static int storedChoice(const QVariant& stored, const QList<int>& choices, int fallback);
    /// A stored setting read as a boolean: true/false or 1/0 (any case, spaces around),
    /// `fallback` for anything else.
    static bool storedFlag(const QVariant& stored, bool fallback);
    /// The most seats a table has, and the number of avatar colours (Theme.seatTints).
    static constexpr int kMaxSeats = 6;
    /// The longest name the New game page and Settings take (characters, i.e. code points).
    static constexpr int kMaxNameLength = 24;
    /// The seats last chosen on the New game page (`people/seats`), checked as they are read: an
    /// array of 1 to kMaxSeats entries, else none (the page's defaults). In an entry, a kind that is
    /// not "human" or "bot:" and one of the engine's levels reads as "human", a name that is not text or longer than
    /// kMaxNameLength as "" (the default name; a name is read through cleanPlayerName()), an avatar outside 0-5 or already taken by an
    /// earlier seat as the first one free.
    static QList<RememberedSeat> storedSeats();
    /// Remembers `seats` (at most kMaxSeats; ignored in screenshot mode).
    static void storeSeats(const QList<RememberedSeat>& seats);
    /// The avatar colours (indexes of Theme.seatTints) of a table's players named `names`, in seat
    /// order, all different: a name chosen on the New game page keeps the colour chosen for it there,
    /// the others get their seat's (or the first one free).
    Q_INVOKABLE static QList<int> avatarsFor(const QStringList& names);
    /// The stored language (or the system's), for main() to install before QML starts.
    static QString storedLanguage();
    /// Installs the translator for `code` ("en" needs none). Returns false for an unknown code.
    static bool installTranslator(const QString& code);

Q_SIGNALS:
    void changed();
    void languageChanged();
    void serverAddressChanged();
    void playerNameChanged();

private:
    QSettings m_settings;
};

} // namespace tidepool::app
