#include "newgamesetup.h"
#include "playernames.h"

#include "appsettings.h"
#include "enginetext.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace tidepool::app {

namespace {
constexpr auto kFirstPlayerKey = "firstPlayer"; // shown as "Who starts", not as a generic option
}

QVariant OptionModel::data(const QModelIndex& index, int role) const
{
    const OptionRow* o = row(index);
    if (!o)
        return {};
    switch (role) {
    case KeyRole: return o->key;
    case Qt::DisplayRole:
    case LabelRole: return o->label;
    case HelpRole: return o->help;
    case ValueRole: return o->value;
    case DefaultValueRole: return o->defaultValue;
    case ChoicesRole: return o->choices;
    case ChoiceHelpRole: return o->choiceHelp;
    case ChoiceNamesRole: return o->choiceNames;
    case MinimumRole: return o->minimum;
    case MaximumRole: return o->maximum;
    case IsNumberRole: return o->choices.isEmpty();
    case IsBooleanRole: return o->choices == QStringList{QStringLiteral("false"), QStringLiteral("true")};
    }
    return {};
}

QHash<int, QByteArray> OptionModel::roleNames() const
{
    return {{KeyRole, "key"},         {LabelRole, "label"},     {HelpRole, "help"},
            {ValueRole, "value"},     {DefaultValueRole, "defaultValue"}, {ChoicesRole, "choices"},
            {ChoiceHelpRole, "choiceHelp"}, {ChoiceNamesRole, "choiceNames"}, {MinimumRole, "minimum"}, {MaximumRole, "maximum"},
            {IsNumberRole, "isNumber"}, {IsBooleanRole, "isBoolean"}};
}

QVariant SeatSetupModel::data(const QModelIndex& index, int role) const
{
    const SeatSetupRow* s = row(index);
    if (!s)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return s->name;
    case KindRole: return s->kind;
    case ColorRole: return s->color;
    case IsHumanRole: return s->kind == QLatin1String("human");
    case AvatarRole: return s->avatar;
    }
    return {};
}

QHash<int, QByteArray> SeatSetupModel::roleNames() const
{
    return {{NameRole, "name"}, {KindRole, "kind"}, {ColorRole, "color"}, {IsHumanRole, "isHuman"}, {AvatarRole, "avatar"}};
}

NewGameSetup::NewGameSetup(QObject* parent) : QObject(parent), m_options(this), m_seats(this)
{
    restoreSeats();
    setGame(QString::fromStdString(tidepool::games().front().name)); // the first game the engine lists
    // The options' labels and help are the engine's English, translated here: again on a switch.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, [this] {
        QList<OptionRow> rows = m_options.rows();
        for (OptionRow& row : rows)
            translateOption(row);
        m_options.setRows(rows);
        // Names nobody typed are the app's words: in the new language too.
        const QList<SeatSetupRow> before = m_seats.rows();
        updateSeats(before);
        if (before != m_seats.rows())
            Q_EMIT changed();
    });
}

void NewGameSetup::restoreSeats()
{
    QList<SeatSetupRow> seats;
    const QList<RememberedSeat> stored = AppSettings::storedSeats();
    for (int i = 0; i < stored.size(); ++i) {
        SeatSetupRow seat;
        seat.kind = stored[i].kind;
        seat.avatar = stored[i].avatar;
        seat.name = stored[i].name;
        // A name nobody typed is made again (updateSeats), in the language in use.
        if (seat.name.isEmpty())
            seat.defaultName = seat.kind == QLatin1String("human") ? i + 1 : -1;
        seats.append(seat);
    }
    if (seats.isEmpty())
        seats = {SeatSetupRow{{}, QStringLiteral("human"), {}, 1, 0}, SeatSetupRow{{}, QStringLiteral("human"), {}, 2, 1},
                 SeatSetupRow{{}, QStringLiteral("bot:medium"), {}, -1, 2}};
    if (m_firstPlayer >= seats.size())
        m_firstPlayer = 0;
    updateSeats(seats, true);
    Q_EMIT changed();
}

QString NewGameSetup::computerName(const QString& kind, int number)
{
    const QString level = kind.mid(4); // "bot:medium"
    QString levelName = level;
    if (level == QLatin1String("easy"))
        levelName = tr("Easy");
    else if (level == QLatin1String("medium"))
        levelName = tr("Medium");
    else if (level == QLatin1String("hard"))
        levelName = tr("Hard");
    //: A computer player's name on the New game page; %1 is its level (Easy, Medium, Hard).
    return number > 0 ? tr("Computer %1 (%2)").arg(number).arg(levelName) : tr("Computer (%1)").arg(levelName);
}

void NewGameSetup::updateSeats(QList<SeatSetupRow> seats, bool reset)
{
    // A default name follows the seat's kind: "Player N" for a person, the level for a computer.
    QHash<QString, int> sameLevel;
    for (int i = 0; i < seats.size(); ++i) {
        SeatSetupRow& seat = seats[i];
        const bool human = seat.kind == QLatin1String("human");
        if (seat.defaultName < 0 && human) {
            int number = i + 1;
            const auto taken = [&seats](const QString& name) {
                return std::any_of(seats.begin(), seats.end(), [&name](const SeatSetupRow& s) { return s.name == name; });
            };
            while (taken(defaultSeatName(number)))
                ++number;
            seat.defaultName = number;
        } else if (seat.defaultName > 0 && !human) {
            seat.defaultName = -1;
        }
        if (seat.defaultName < 0)
            ++sameLevel[seat.kind];
    }
    QHash<QString, int> numbered;
    for (SeatSetupRow& seat : seats) {
        if (seat.defaultName > 0)
            seat.name = defaultSeatName(seat.defaultName);
        else if (seat.defaultName < 0)
            seat.name = computerName(seat.kind, sameLevel.value(seat.kind) > 1 ? ++numbered[seat.kind] : 0);
    }
    if (reset)
        m_seats.resetRows(seats);
    else
        m_seats.setRows(seats);
    QList<RememberedSeat> remembered;
    for (const SeatSetupRow& seat : seats)
        remembered.append(RememberedSeat{seat.defaultName == 0 ? seat.name : QString(), seat.kind, seat.avatar});
    AppSettings::storeSeats(remembered);
}

QString NewGameSetup::defaultSeatName(int defaultName)
{
    return tidepool::app::defaultSeatName(defaultName);
}

void NewGameSetup::translateOption(OptionRow& row) const
{
    const tidepool::GameInfo* game = info();
    if (!game)
        return;
    for (const tidepool::OptionInfo& option : game->options) {
        if (QString::fromStdString(option.key) != row.key)
            continue;
        row.label = tidepool::app::engineText(game->name, option.label);
        row.help = tidepool::app::engineText(game->name, option.help);
        row.choiceHelp.clear();
        row.choiceNames.clear();
        for (const auto& choice : option.choices) {
            row.choiceHelp << tidepool::app::engineText(game->name, choice.second);
            row.choiceNames << tidepool::app::choiceName(game->name, choice.first);
        }
    }
}

const tidepool::GameInfo* NewGameSetup::info() const { return tidepool::findGame(m_game.toStdString()); }

QString NewGameSetup::title() const
{
    // The game's name as the home screen shows it, in the language in use.
    return info() ? tidepool::app::gameTitle(info()->title) : QString();
}
int NewGameSetup::minPlayers() const { return info() ? info()->minPlayers : 2; }
int NewGameSetup::maxPlayers() const { return info() ? info()->maxPlayers : 5; }

bool NewGameSetup::canChooseFirstPlayer() const
{
    if (!info())
        return false;
    for (const tidepool::OptionInfo& option : info()->options)
        if (option.key == kFirstPlayerKey)
            return true;
    return false;
}

QString NewGameSetup::optionValue(const QString& key) const
{
    for (const OptionRow& row : m_options.rows())
        if (row.key == key)
            return row.value;
    return {};
}

QStringList NewGameSetup::colorChoices() const
{
    if (optionValue(QStringLiteral("openColors")) != QLatin1String("true"))
        return {};
    return {QStringLiteral("R"), QStringLiteral("Y"), QStringLiteral("G"), QStringLiteral("B"), QStringLiteral("P")};
}

void NewGameSetup::setGame(const QString& game)
{
    if (!tidepool::findGame(game.toStdString()) || game == m_game)
        return;
    m_game = game;
    resetOptions();
    Q_EMIT gameChanged();
}

void NewGameSetup::resetOptions()
{
    QList<OptionRow> rows;
    if (const tidepool::GameInfo* game = info()) {
        for (const tidepool::OptionInfo& option : game->options) {
            if (option.key == kFirstPlayerKey)
                continue;
            OptionRow row;
            row.key = QString::fromStdString(option.key);
            row.value = row.defaultValue = QString::fromStdString(option.defaultValue);
            for (const auto& choice : option.choices)
                row.choices << QString::fromStdString(choice.first);
            translateOption(row);
            row.minimum = option.minimum;
            row.maximum = option.maximum;
            rows.append(row);
        }
    }
    m_options.resetRows(rows);
    QList<SeatSetupRow> seats = m_seats.rows();
    for (SeatSetupRow& seat : seats)
        seat.color.clear();
    m_seats.setRows(seats);
    Q_EMIT changed();
}

void NewGameSetup::setOption(const QString& key, const QString& value)
{
    QList<OptionRow> rows = m_options.rows();
    for (OptionRow& row : rows)
        if (row.key == key)
            row.value = value;
    m_options.setRows(rows);
    if (colorChoices().isEmpty()) {
        QList<SeatSetupRow> seats = m_seats.rows();
        for (SeatSetupRow& seat : seats)
            seat.color.clear();
        m_seats.setRows(seats);
    }
    Q_EMIT changed();
}

void NewGameSetup::addSeat()
{
    if (m_seats.rows().size() >= maxPlayers())
        return;
    QList<SeatSetupRow> seats = m_seats.rows();
    const int number = int(seats.size()) + 1;
    int avatar = 0;
    while (std::any_of(seats.begin(), seats.end(), [avatar](const SeatSetupRow& s) { return s.avatar == avatar; }))
        ++avatar;
    seats.append(SeatSetupRow{defaultSeatName(number), QStringLiteral("human"), {}, number, avatar});
    updateSeats(seats);
    Q_EMIT changed();
}

void NewGameSetup::removeSeat(int row)
{
    QList<SeatSetupRow> seats = m_seats.rows();
    if (row < 0 || row >= seats.size() || seats.size() <= minPlayers())
        return;
    seats.removeAt(row);
    // Rows after the removed one move up: rebuild the model rather than patch every row.
    updateSeats(seats, true);
    if (m_firstPlayer >= seats.size() || m_firstPlayer > row)
        m_firstPlayer = std::max(0, m_firstPlayer - 1);
    Q_EMIT changed();
}

void NewGameSetup::setSeatName(int row, const QString& name)
{
    QList<SeatSetupRow> seats = m_seats.rows();
    if (row < 0 || row >= seats.size() || seats[row].name == name)
        return;
    seats[row].name = name;
    seats[row].defaultName = 0; // typed: the user's own from now on
    updateSeats(seats);
    Q_EMIT changed();
}

void NewGameSetup::setSeatKind(int row, const QString& kind)
{
    QList<SeatSetupRow> seats = m_seats.rows();
    if (row < 0 || row >= seats.size())
        return;
    seats[row].kind = kind;
    updateSeats(seats);
    Q_EMIT changed();
}

void NewGameSetup::setSeatColor(int row, const QString& color)
{
    QList<SeatSetupRow> seats = m_seats.rows();
    if (row < 0 || row >= seats.size())
        return;
    seats[row].color = colorChoices().contains(color) ? color : QString();
    m_seats.setRows(seats);
    Q_EMIT changed();
}

void NewGameSetup::setSeatAvatar(int row, int avatar)
{
    QList<SeatSetupRow> seats = m_seats.rows();
    if (row < 0 || row >= seats.size() || avatar < 0 || avatar >= AppSettings::kMaxSeats || seats[row].avatar == avatar)
        return;
    for (SeatSetupRow& seat : seats)
        if (seat.avatar == avatar)
            seat.avatar = seats[row].avatar; // the two swap: every seat keeps a colour of its own
    seats[row].avatar = avatar;
    updateSeats(seats);
    Q_EMIT changed();
}

void NewGameSetup::nextSeatAvatar(int row)
{
    const QList<SeatSetupRow>& seats = m_seats.rows();
    if (row < 0 || row >= seats.size())
        return;
    const int current = seats[row].avatar;
    for (int step = 1; step < AppSettings::kMaxSeats; ++step) {
        const int avatar = (current + step) % AppSettings::kMaxSeats;
        if (std::none_of(seats.begin(), seats.end(), [avatar](const SeatSetupRow& s) { return s.avatar == avatar; })) {
            setSeatAvatar(row, avatar);
            return;
        }
    }
    setSeatAvatar(row, (current + 1) % AppSettings::kMaxSeats);
}

void NewGameSetup::setFirstPlayer(int row)
{
    if (row < 0 || row >= m_seats.rows().size() || row == m_firstPlayer)
        return;
    m_firstPlayer = row;
    Q_EMIT changed();
}

void NewGameSetup::setLearningMode(bool on)
{
    if (on == m_learningMode)
        return;
    m_learningMode = on;
    Q_EMIT changed();
}

QString NewGameSetup::problem() const
{
    QSet<QString> names;
    for (int i = 0; i < m_seats.rows().size(); ++i) {
        const QString name = cleanPlayerName(m_seats.rows()[i].name, {}, AppSettings::kMaxNameLength);
        if (name.isEmpty())
            return tr("Seat %1 needs a name").arg(i + 1);
        if (names.contains(name))
            return tr("Two seats are called %1").arg(name);
        names.insert(name);
    }
    // Everything else (player counts, colours, options) is the engine's to judge.
    auto state = tidepool::startState(toRecord(0));
    return state ? QString() : QString::fromStdString(state.error());
}

tidepool::Record NewGameSetup::toRecord(std::uint64_t seed) const
{
    tidepool::Record record;
    record.game = m_game.toStdString();
    record.seed = seed;
    for (const OptionRow& row : m_options.rows()) {
        if (row.value == row.defaultValue)
            continue;
        if (row.choices.isEmpty())
            record.options[row.key.toStdString()] = row.value.toInt();
        else if (row.choices == QStringList{QStringLiteral("false"), QStringLiteral("true")})
            record.options[row.key.toStdString()] = row.value == QLatin1String("true");
        else
            record.options[row.key.toStdString()] = row.value.toStdString();
    }
    if (m_firstPlayer != 0 && canChooseFirstPlayer())
        record.options[kFirstPlayerKey] = m_firstPlayer;
    for (const SeatSetupRow& seat : m_seats.rows())
        record.players.push_back(
            tidepool::PlayerSpec{cleanPlayerName(seat.name, {}, AppSettings::kMaxNameLength).toStdString(),
                                 seat.kind.toStdString(), seat.color.toStdString()});
    return record;
}

} // namespace tidepool::app
