#include "playerstatistics.h"

#include "appsettings.h"
#include "core/game.h"
#include "enginetext.h"

#include <QJSEngine>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSettings>

namespace tidepool::app {

namespace {

const QString kPlayersKey = QStringLiteral("statistics/players");
const QString kKeepKey = QStringLiteral("statistics/keep");

/// One person as stored: their name and their count of each game (by the engine's name).
struct StoredPerson
{
    QString name;
    QMap<QString, GameTally> games;
};

/// The stored people in order: what can be read of the stored JSON (a count that is not a
/// [played, won] pair of whole numbers >= 0 with won <= played is dropped, and a person left with
/// none, or with no name).
QList<StoredPerson> storedPeople()
{
    QList<StoredPerson> people;
    const QJsonDocument doc = QJsonDocument::fromJson(QSettings().value(kPlayersKey).toString().toUtf8());
    for (const QJsonValue& entry : doc.array()) {
        const QJsonObject person = entry.toObject();
        StoredPerson read{person.value("name").toString().simplified(), {}};
        if (read.name.isEmpty())
            continue;
        const QJsonObject stored = person.value("games").toObject();
        for (auto it = stored.begin(); it != stored.end(); ++it) {
            const QJsonArray pair = it.value().toArray();
            const int played = pair.size() == 2 ? pair[0].toInt(-1) : -1;
            const int won = pair.size() == 2 ? pair[1].toInt(-1) : -1;
            if (played >= 0 && won >= 0 && won <= played)
                read.games.insert(it.key(), GameTally{played, won});
        }
        if (!read.games.isEmpty())
            people.append(read);
    }
    return people;
}

void store(const QList<StoredPerson>& people)
{
    QJsonArray array;
    for (const StoredPerson& person : people) {
        QJsonObject games;
        for (auto it = person.games.begin(); it != person.games.end(); ++it)
            games.insert(it.key(), QJsonArray{it->played, it->won});
        array.append(QJsonObject{{"name", person.name}, {"games", games}});
    }
    QSettings().setValue(kPlayersKey, QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
}

} // namespace

PlayerStatistics::PlayerStatistics(QObject* parent) : QObject(parent)
{
    // The counts are in words: made again in the new language.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, &PlayerStatistics::peopleChanged);
}

PlayerStatistics* PlayerStatistics::instance()
{
    static PlayerStatistics* one = new PlayerStatistics(); // lives as long as the process
    return one;
}

PlayerStatistics* PlayerStatistics::create(QQmlEngine*, QJSEngine*)
{
    PlayerStatistics* one = instance();
    QJSEngine::setObjectOwnership(one, QJSEngine::CppOwnership);
    return one;
}

bool PlayerStatistics::keep() const
{
    const QVariant stored = QSettings().value(kKeepKey);
    return !stored.isValid() || stored.toString() != QStringLiteral("false");
}

void PlayerStatistics::setKeep(bool keep)
{
    if (keep == this->keep())
        return;
    QSettings().setValue(kKeepKey, keep);
    Q_EMIT keepChanged();
}

void PlayerStatistics::clear()
{
    QSettings().remove(kPlayersKey);
    Q_EMIT peopleChanged();
}

GameTally PlayerStatistics::tally(const QString& name, const QString& game) const
{
    for (const StoredPerson& person : storedPeople())
        if (person.name == name.simplified())
            return person.games.value(game);
    return {};
}

void PlayerStatistics::recordGame(const QString& game, const QStringList& people, const QStringList& winners)
{
    if (!keep() || AppSettings::frozen())
        return;
    QList<StoredPerson> stored = storedPeople();
    QStringList counted;
    for (const QString& raw : people) {
        const QString name = raw.simplified();
        if (name.isEmpty() || counted.contains(name))
            continue;
        counted << name;
        StoredPerson person{name, {}};
        for (qsizetype i = 0; i < stored.size(); ++i) {
            if (stored[i].name == name) {
                person = stored.takeAt(i);
                break;
            }
        }
        GameTally& tally = person.games[game];
        tally.played += 1;
        if (std::any_of(winners.begin(), winners.end(), [&](const QString& w) { return w.simplified() == name; }))
            tally.won += 1;
        stored.prepend(person); // the most recently finished first
    }
    while (stored.size() > kMaxPeople)
        stored.removeLast();
    store(stored);
    Q_EMIT peopleChanged();
}

QVariantList PlayerStatistics::people() const
{
    // Each person's games in the engine's order, then any game this build does not know (by its name).
    QStringList known;
    for (const tidepool::GameInfo& info : tidepool::games())
        known << QString::fromStdString(info.name);
    QVariantList list;
    for (const StoredPerson& person : storedPeople()) {
        QStringList order = known;
        for (const QString& key : person.games.keys())
            if (!order.contains(key))
                order << key;
        QStringList parts;
        for (const QString& key : order) {
            if (!person.games.contains(key))
                continue;
            const GameTally tally = person.games.value(key);
            const tidepool::GameInfo* info = tidepool::findGame(key.toStdString());
            const QString title = info ? gameTitle(info->title) : key;
            parts << tr("%1: %n game(s)", "", tally.played).arg(title) +
                         (tally.won == 0 ? tr(", no wins") : tr(", %n win(s)", "", tally.won));
        }
        list.append(QVariantMap{{"name", person.name}, {"summary", parts.join(QStringLiteral(" · "))}});
    }
    return list;
}

} // namespace tidepool::app
