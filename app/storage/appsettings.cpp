#include "appsettings.h"

#include "bots/bot.h"
#include "core/notation.h"
#include "core/tr.h"
#include "core/record_file.h"
#include "enginetext.h"
#include "gameregistry.h"
#include "playernames.h"
#include "savestore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QStandardPaths>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QGuiApplication>
#include <QScreen>
#include <QLocale>
#include <QQmlEngine>
#include <QTranslator>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

namespace tidepool::app {

namespace {
QString g_startupRecord;
bool g_frozen = false;
// The translators in use: the shared sentences' and each registered game's, from its own folder
// (for English, the source language, only the sets that have plural forms). The .qm files are
// compiled into the resources (tidepool_add_translations, app/translations.cmake) at
// :/i18n/<name>_<language>.qm, so they are found from anywhere.
// One translator made of them all (one install, so one QEvent::LanguageChange per switch): the first
// set that knows a message translates it.
class SetsTranslator : public QTranslator
{
public:
    std::vector<std::unique_ptr<QTranslator>> sets;

    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        for (const auto& set : sets) {
            QString text = set->translate(context, sourceText, disambiguation, n);
            if (!text.isNull())
                return text;
        }
        return {};
    }
    bool isEmpty() const override
    {
        return std::all_of(sets.begin(), sets.end(), [](const auto& set) { return set->isEmpty(); });
    }
};
std::unique_ptr<SetsTranslator> g_translator;
QString g_installed = QStringLiteral("en");
bool g_translatorInstalled = false; // installTranslator() ran once (main() does it at start)
} // namespace

LanguageNotifier* LanguageNotifier::instance()
{
    static LanguageNotifier notifier;
    return &notifier;
}

AppSettings::AppSettings(QObject* parent) : QObject(parent) {}

// Every stored setting is checked when read (Tidepool.conf may be edited by hand or damaged): a
// value of the wrong type or outside the offered choices gives the default or the nearest choice,
// never a value the app can't work with (a pace of 0, negative or text froze every computer player).
int AppSettings::storedChoice(const QVariant& stored, const QList<int>& choices, int fallback)
{
    bool ok = false;
    const qlonglong read = stored.toString().trimmed().toLongLong(&ok);
    if (!stored.isValid() || !ok)
        return fallback;
    // Far beyond every choice either way, and the distances below can't overflow.
    const qlonglong value = std::clamp<qlonglong>(read, -1'000'000'000, 1'000'000'000);
    int best = choices.first();
    for (int choice : choices)
        if (std::llabs(value - choice) < std::llabs(value - best))
            best = choice;
    return best;
}

bool AppSettings::storedFlag(const QVariant& stored, bool fallback)
{
    const QString text = stored.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return fallback;
}

bool AppSettings::learningModeDefault() const
{
    return storedFlag(m_settings.value("play/learningModeDefault"), true);
}
int AppSettings::botDelay() const
{
    return g_frozen ? 24 * 3600 * 1000 : storedChoice(m_settings.value("play/botDelay"), botDelays(), 900);
}
int AppSettings::animationDuration() const
{
    return g_frozen ? 0 : storedChoice(m_settings.value("view/animationDuration"), animationDurations(), 350);
}
QString AppSettings::startupRecord() const { return g_startupRecord; }

bool AppSettings::storedConfirmMoves()
{
    return storedFlag(QSettings().value("play/confirmMoves"), true);
}

bool AppSettings::storedMoveHints()
{
    return storedFlag(QSettings().value("learning/moveHints"), false);
}

QStringList AppSettings::languages() { return {QStringLiteral("en"), QStringLiteral("vi")}; }

QString AppSettings::languageName(const QString& code)
{
    if (code == QLatin1String("vi"))
        return QStringLiteral("Tiếng Việt");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return code;
}

QString AppSettings::storedLanguage()
{
    const QString stored = QSettings().value("view/language").toString();
    if (languages().contains(stored))
        return stored;
    return QLocale::system().language() == QLocale::Vietnamese ? QStringLiteral("vi") : QStringLiteral("en");
}

QString AppSettings::language() const { return g_installed; }

bool AppSettings::installTranslator(const QString& code)
{
    if (!languages().contains(code))
        return false;
    // The engine's sentences go through the same translators (engine/core/tr.h). The hook is one
    // atomic pointer, set here before the first game or bot thread starts, and never changes.
    tidepool::setTranslator(&tidepool::app::engineTranslate);
    // People here never type an action's notation: the engine words its sentences without it.
    tidepool::setNotationShown(false);
    if (g_translator) {
        QCoreApplication::removeTranslator(g_translator.get());
        g_translator.reset();
    }
    // The shared set, then one per registered game, named after it (<game>_<language>.qm). A
    // language other than English must have the shared set; English, the source language, has
    // files only for the sets with plural forms.
    const bool english = code == QLatin1String("en");
    QStringList names{QStringLiteral("tidepool")};
    for (const AppGame* game : appGames())
        names << QString::fromLatin1(game->name);
    auto translator = std::make_unique<SetsTranslator>();
    for (const QString& name : names) {
        const QString path = QStringLiteral(":/i18n/%1_%2.qm").arg(name, code);
        if (english && !QFile::exists(path))
            continue;
        auto set = std::make_unique<QTranslator>();
        if (!set->load(path)) {
            qWarning("No translation %s in the resources", qPrintable(path));
            if (name == names.first())
                return false;
            continue;
        }
        translator->sets.push_back(std::move(set));
    }
    if (!translator->sets.empty()) {
        QCoreApplication::installTranslator(translator.get());
        g_translator = std::move(translator);
    }
    // Dates and numbers in the language's own form (QLocale() everywhere follows the default):
    // the system's conventions when it speaks this language, else the language's main country's.
    const QLocale wanted(code);
    QLocale::setDefault(QLocale::system().language() == wanted.language() ? QLocale::system() : wanted);
    g_installed = code;
    g_translatorInstalled = true;
    Q_EMIT LanguageNotifier::instance()->languageChanged();
    return true;
}

void AppSettings::setLanguage(const QString& code)
{
    if ((code == g_installed && g_translatorInstalled) || !installTranslator(code))
        return;
    if (!g_frozen)
        m_settings.setValue("view/language", code);
    // installTranslator() sent QEvent::LanguageChange to the application: the controllers rebuild
    // their sentences. The engine re-evaluates every qsTr() binding.
    if (QQmlEngine* engine = qmlEngine(this))
        engine->retranslate();
    Q_EMIT languageChanged();
}

QRect AppSettings::fitToScreens(const QRect& wanted, const QList<QRect>& screens)
{
    if (wanted.isNull() || screens.isEmpty())
        return wanted;
    // Reachable: a strip of the title bar (the top 40 pixels, at least 100 wide) is on a screen.
    for (const QRect& screen : screens) {
        const QRect bar = QRect(wanted.x(), wanted.y(), wanted.width(), std::min(40, wanted.height())).intersected(screen);
        if (bar.width() >= std::min(100, wanted.width()) && bar.height() > 0 && wanted.y() >= screen.y())
            return wanted;
    }
    const QRect* best = &screens.first();
    long long bestArea = 0;
    for (const QRect& screen : screens) {
        const QRect overlap = wanted.intersected(screen);
        const long long area = overlap.isEmpty() ? 0 : (long long)overlap.width() * overlap.height();
        if (area > bestArea) {
            best = &screen;
            bestArea = area;
        }
    }
    QRect fitted(QPoint(), wanted.size().boundedTo(best->size()));
    fitted.moveCenter(best->center());
    return fitted;
}

QRect AppSettings::windowGeometry() const
{
    if (g_frozen)
        return {};
    const QRect stored = m_settings.value("view/windowGeometry").toRect();
    if (!stored.isValid() || stored.width() > 16384 || stored.height() > 16384 || std::abs(stored.x()) > 65536 ||
        std::abs(stored.y()) > 65536)
        return {};
    QList<QRect> screens;
    for (const QScreen* screen : QGuiApplication::screens())
        screens << screen->availableGeometry();
    return fitToScreens(stored, screens);
}

void AppSettings::setWindowGeometry(const QRect& geometry)
{
    if (g_frozen || !geometry.isValid())
        return;
    m_settings.setValue("view/windowGeometry", geometry);
}

void AppSettings::setLearningModeDefault(bool on)
{
    if (on == learningModeDefault())
        return;
    m_settings.setValue("play/learningModeDefault", on);
    Q_EMIT changed();
}

void AppSettings::setConfirmMoves(bool on)
{
    if (on == confirmMoves())
        return;
    m_settings.setValue("play/confirmMoves", on);
    m_settings.sync(); // GameSession reads it through its own QSettings
    Q_EMIT changed();
}

void AppSettings::setMoveHints(bool on)
{
    if (on == moveHints())
        return;
    m_settings.setValue("learning/moveHints", on);
    m_settings.sync(); // GameSession reads it through its own QSettings
    Q_EMIT changed();
}

void AppSettings::setBotDelay(int milliseconds)
{
    milliseconds = storedChoice(milliseconds, botDelays(), 900);
    if (milliseconds == botDelay())
        return;
    m_settings.setValue("play/botDelay", milliseconds);
    Q_EMIT changed();
}

void AppSettings::setAnimationDuration(int milliseconds)
{
    milliseconds = storedChoice(milliseconds, animationDurations(), 350);
    if (milliseconds == animationDuration())
        return;
    m_settings.setValue("view/animationDuration", milliseconds);
    Q_EMIT changed();
}

QString AppSettings::serverAddress() const
{
    const QString stored = m_settings.value("online/server").toString().trimmed();
    return stored.isEmpty() ? QString::fromLatin1(kDefaultServer) : stored;
}

QString AppSettings::playerName() const
{
    const QVariant stored = m_settings.value("online/name");
    // QSettings gives text as a QString; a list or a number is not a name.
    if (stored.typeId() != QMetaType::QString)
        return {};
    return cleanPlayerName(stored.toString(), {}, kMaxNameLength);
}

void AppSettings::setServerAddress(const QString& address)
{
    const QString before = serverAddress();
    m_settings.setValue("online/server", address.trimmed());
    if (serverAddress() != before)
        Q_EMIT serverAddressChanged();
}

void AppSettings::setPlayerName(const QString& name)
{
    const QString before = playerName();
    m_settings.setValue("online/name", cleanPlayerName(name, {}, kMaxNameLength));
    if (playerName() != before)
        Q_EMIT playerNameChanged();
}

QUrl AppSettings::serverUrl(const QString& typed)
{
    QString text = typed.trimmed();
    if (text.isEmpty())
        text = QString::fromLatin1(kDefaultServer);
    if (!text.contains(QStringLiteral("://")))
        text.prepend(QStringLiteral("http://"));
    QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("ws"))
        url.setScheme(QStringLiteral("http"));
    else if (scheme == QLatin1String("wss"))
        url.setScheme(QStringLiteral("https"));
    else if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return {};
    if (!url.isValid() || url.host().isEmpty() || url.hasQuery() || url.hasFragment())
        return {};
    return url;
}

QString AppSettings::serverProblem(const QString& typed)
{
    if (serverUrl(typed).isValid())
        return {};
    //: Settings → Online: the server's address can't be read. %1 is what was typed.
    return tr("\"%1\" is not a server address: write it as host:port, e.g. %2").arg(typed.trimmed(),
                                                                                   QStringLiteral("127.0.0.1:2567"));
}

QList<RememberedSeat> AppSettings::storedSeats()
{
    QStringList kinds{QStringLiteral("human")};
    for (const std::string& level : tidepool::botLevels())
        kinds << QStringLiteral("bot:") + QString::fromStdString(level);
    QSettings settings;
    const int count = settings.beginReadArray("people/seats");
    QList<RememberedSeat> seats;
    if (count >= 1 && count <= kMaxSeats) {
        QList<bool> taken(kMaxSeats, false);
        for (int i = 0; i < count; ++i) {
            settings.setArrayIndex(i);
            RememberedSeat seat;
            const QVariant name = settings.value("name");
            // QSettings gives text as a QString; a list or a number is not a name. Its length in
            // characters (code points), as the name fields let it be typed (24, SeatRow.qml) and
            // cleanPlayerName() cuts it: an emoji is one character and two UTF-16 units.
            if (name.typeId() == QMetaType::QString && name.toString().toUcs4().size() <= kMaxNameLength)
                seat.name = cleanPlayerName(name.toString(), {}, kMaxNameLength);
            const QString kind = settings.value("kind").toString().trimmed();
            seat.kind = kinds.contains(kind) ? kind : QStringLiteral("human");
            bool ok = false;
            const int avatar = settings.value("avatar").toString().trimmed().toInt(&ok);
            seat.avatar = ok && avatar >= 0 && avatar < kMaxSeats && !taken[avatar] ? avatar : int(taken.indexOf(false));
            taken[seat.avatar] = true;
            seats.append(seat);
        }
    }
    settings.endArray();
    return seats;
}

void AppSettings::storeSeats(const QList<RememberedSeat>& seats)
{
    if (g_frozen)
        return;
    QSettings settings;
    settings.remove("people/seats");
    settings.beginWriteArray("people/seats", int(std::min<qsizetype>(seats.size(), kMaxSeats)));
    for (int i = 0; i < seats.size() && i < kMaxSeats; ++i) {
        settings.setArrayIndex(i);
        settings.setValue("name", seats[i].name);
        settings.setValue("kind", seats[i].kind);
        settings.setValue("avatar", seats[i].avatar);
    }
    settings.endArray();
}

namespace {

constexpr auto kOldSeatTokensKey = "online/seatTokens"; // where tokens were kept before (0644)

/// The well-formed entries of a kept list of tokens: [{server, code, token, at}].
QJsonArray wellFormedTokens(const QByteArray& json)
{
    QJsonArray kept;
    for (const QJsonValue& v : QJsonDocument::fromJson(json).array()) {
        const QJsonObject o = v.toObject();
        if (o.value("server").isString() && o.value("code").isString() && o.value("token").isString() &&
            !o.value("token").toString().isEmpty())
            kept.append(o);
    }
    return kept;
}

/// Writes the kept tokens to AppSettings::seatTokensFile(), readable by the user only (0600 from
/// the first byte: writeFileAtomically's temporary file is created so, and keeps it).
bool writeSeatTokens(const QJsonArray& tokens)
{
    QString error;
    if (writeFileAtomically(AppSettings::seatTokensFile(), QJsonDocument(tokens).toJson(QJsonDocument::Compact), &error,
                            nullptr, QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return true;
    qWarning("Tidepool: the online seat tokens could not be kept: %s", qPrintable(error));
    return false;
}

/// The kept seat tokens, newest first: [{server, code, token, at}], only well-formed entries.
/// Tokens still in the settings (Tidepool.conf, readable by every user of the computer: kept there
/// before issue 41) are moved into the file first, and removed from the settings once it holds them.
QJsonArray storedSeatTokens()
{
    const QString path = AppSettings::seatTokensFile();
    // The one reader of regular files (engine/core/record_file.h): whatever is found there, it is
    // read without waiting and bounded.
    tidepool::RecordFileBytes file = tidepool::readRecordFile(QFile::encodeName(path).toStdString());
    QJsonArray kept = wellFormedTokens(QByteArray::fromStdString(file.bytes));
    if (file.problem == tidepool::RecordFileBytes::Problem::none &&
        (QFile::permissions(path) & ~(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser |
                                      QFileDevice::WriteUser)))
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner); // made readable by others since
    QSettings settings;
    if (!settings.contains(kOldSeatTokensKey) || AppSettings::frozen())
        return kept;
    // The settings' tokens are older than the file's: after them, the newest kMaxSeatTokens kept.
    for (const QJsonValue& v : wellFormedTokens(settings.value(kOldSeatTokensKey).toString().toUtf8())) {
        const QJsonObject o = v.toObject();
        const bool known = std::any_of(kept.begin(), kept.end(), [&](const QJsonValue& k) {
            return k.toObject().value("server") == o.value("server") && k.toObject().value("code") == o.value("code");
        });
        if (!known && kept.size() < AppSettings::kMaxSeatTokens)
            kept.append(o);
    }
    if (writeSeatTokens(kept)) {
        settings.remove(kOldSeatTokensKey);
        settings.sync();
    }
    return kept;
}

} // namespace

QString AppSettings::seatTokensFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/online-seat-tokens.json");
}

QString AppSettings::storedSeatToken(const QUrl& server, const QString& code)
{
    const QString where = server.toString(QUrl::StripTrailingSlash);
    for (const QJsonValue& v : storedSeatTokens()) {
        const QJsonObject o = v.toObject();
        if (o.value("server").toString() == where && o.value("code").toString() == code)
            return o.value("token").toString();
    }
    return {};
}

QString AppSettings::unfinishedOnlineTable(const QUrl& server)
{
    const QString where = server.toString(QUrl::StripTrailingSlash);
    const QDateTime since = QDateTime::currentDateTimeUtc().addSecs(-qint64(kSeatTokenHours) * 3600);
    for (const QJsonValue& v : storedSeatTokens()) {
        const QJsonObject o = v.toObject();
        if (o.value("server").toString() != where)
            continue;
        const QDateTime at = QDateTime::fromString(o.value("at").toString(), Qt::ISODate);
        if (at.isValid() && at >= since && !o.value("code").toString().isEmpty())
            return o.value("code").toString();
    }
    return {};
}

QString AppSettings::unfinishedOnlineTable() const
{
    return unfinishedOnlineTable(serverUrl(serverAddress()));
}

void AppSettings::storeSeatToken(const QUrl& server, const QString& code, const QString& token)
{
    if (g_frozen)
        return;
    const QString where = server.toString(QUrl::StripTrailingSlash);
    QJsonArray kept;
    if (!token.isEmpty())
        kept.append(QJsonObject{{"server", where}, {"code", code}, {"token", token},
                                {"at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}});
    for (const QJsonValue& v : storedSeatTokens()) {
        const QJsonObject o = v.toObject();
        if ((o.value("server").toString() != where || o.value("code").toString() != code) && kept.size() < kMaxSeatTokens)
            kept.append(o);
    }
    writeSeatTokens(kept);
}

QList<int> AppSettings::avatarsFor(const QStringList& names)
{
    const QList<RememberedSeat> remembered = storedSeats();
    QList<int> avatars(names.size(), -1);
    QList<bool> taken(kMaxSeats, false);
    // Typed names first, then the seats with the app's default name (the same seat).
    for (const bool typed : {true, false}) {
        for (int i = 0; i < names.size(); ++i) {
            for (int k = 0; k < remembered.size() && avatars[i] < 0; ++k) {
                const bool same = typed ? !remembered[k].name.isEmpty() && remembered[k].name == cleanPlayerName(names[i], {}, kMaxNameLength)
                                        : remembered[k].name.isEmpty() && k == i;
                if (same && !taken[remembered[k].avatar]) {
                    avatars[i] = remembered[k].avatar;
                    taken[avatars[i]] = true;
                }
            }
        }
    }
    for (int i = 0; i < names.size(); ++i) {
        if (avatars[i] >= 0)
            continue;
        const int own = i % kMaxSeats;
        const int free = int(taken.indexOf(false));
        avatars[i] = !taken[own] || free < 0 ? own : free;
        taken[avatars[i]] = true;
    }
    return avatars;
}

void AppSettings::setStartupRecord(const QString& path) { g_startupRecord = path; }
void AppSettings::setFrozen(bool frozen) { g_frozen = frozen; }
bool AppSettings::frozen() { return g_frozen; }

} // namespace tidepool::app
