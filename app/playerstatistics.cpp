#include "playerstatistics.h"

#include "appsettings.h"
#include "core/game.h"
#include "enginetext.h"

#include <QJSEngine>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace tidepool::app {

namespace {

const QString kPlayersKey = QStringLiteral("statistics/players");
const QString kKeepKey = QStringLiteral("statistics/keep");

/// The stored people in order, each {name, games}: what can be read of the stored JSON (an entry
/// that is not an object of [played, won] pairs of whole numbers >= 0, won <= played, is dropped).
QList<QPair<QString, QJsonObject>> storedPeople()
{
    QList<QPair<QString, QJsonObject>> people;
    const QJsonDocument doc = QJsonDocument::fromJson(QSettings().value(kPlayersKey).toString().toUtf8());
    for (const QJsonValue& entry : doc.array()) {
        const QJsonObject person = entry.toObject();
        const QString name = person.value("name").toString().simplified();
        if (name.isEmpty())
            continue;
        QJsonObject games;
        const QJsonObject stored = person.value("games").toObject();
        for (auto it = stored.begin(); it != stored.end(); ++it) {
            const QJsonArray pair = it.value().toArray();
            const int played = pair.size() == 2 ? pair[0].toInt(-1) : -1;
            const int won = pair.size() == 2 ? pair[1].toInt(-1) : -1;
            if (played >= 0 && won >= 0 && won <= played)
                games.insert(it.key(), QJsonArray{played, won});
        }
        if (!games.isEmpty())
            people.append({name, games});
    }
    return people;
}

void store(const QList<QPair<QString, QJsonObject>>& people)
{
    QJsonArray array;
    for (const auto& [name, games] : people)
        array.append(QJsonObject{{"name", name}, {"games", games}});
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
    for (const auto& [stored, games] : storedPeople()) {
        if (stored == name.simplified()) {
            const QJsonArray pair = games.value(game).toArray();
            return pair.isEmpty() ? GameTally{} : GameTally{pair[0].toInt(), pair[1].toInt()};
        }
    }
    return {};
}

void PlayerStatistics::recordGame(const QString& game, const QStringList& people, const QStringList& winners)
{
    if (!keep() || AppSettings::frozen())
        return;
    QList<QPair<QString, QJsonObject>> stored = storedPeople();
    QStringList counted;
    for (const QString& raw : people) {
        const QString name = raw.simplified();
        if (name.isEmpty() || counted.contains(name))
            continue;
        counted << name;
        QJsonObject games;
        for (qsizetype i = 0; i < stored.size(); ++i) {
            if (stored[i].first == name) {
                games = stored.takeAt(i).second;
                break;
            }
        }
        const QJsonArray pair = games.value(game).toArray();
        const int played = pair.isEmpty() ? 0 : pair[0].toInt();
        const int won = pair.isEmpty() ? 0 : pair[1].toInt();
        const bool win = std::any_of(winners.begin(), winners.end(), [&](const QString& w) { return w.simplified() == name; });
        games.insert(game, QJsonArray{played + 1, won + (win ? 1 : 0)});
        stored.prepend({name, games}); // the most recently finished first
    }
    while (stored.size() > kMaxPeople)
        stored.removeLast();
    store(stored);
    Q_EMIT peopleChanged();
}

QVariantList PlayerStatistics::people() const
{
    QVariantList list;
    for (const auto& [name, games] : storedPeople()) {
        QStringList parts;
        // In the engine's order of games, then any game this build does not know (by its name).
        QStringList order;
        for (const tidepool::GameInfo& info : tidepool::games())
            order << QString::fromStdString(info.name);
        for (const QString& key : games.keys())
            if (!order.contains(key))
                order << key;
        for (const QString& key : order) {
            if (!games.contains(key))
                continue;
            const QJsonArray pair = games.value(key).toArray();
            QString title = key;
            for (const tidepool::GameInfo& info : tidepool::games())
                if (QString::fromStdString(info.name) == key)
                    title = gameTitle(info.title);
            const int won = pair[1].toInt();
            parts << tr("%1: %n game(s)", "", pair[0].toInt()).arg(title) +
                         (won == 0 ? tr(", no wins") : tr(", %n win(s)", "", won));
        }
        list.append(QVariantMap{{"name", name}, {"summary", parts.join(QStringLiteral(" · "))}});
    }
    return list;
}

} // namespace tidepool::app
