#include "newgamesetup.h"
#include "playernames.h"

#include "appsettings.h"
#include "enginetext.h"

#include <QSet>

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
    }
    return {};
}

QHash<int, QByteArray> SeatSetupModel::roleNames() const
{
    return {{NameRole, "name"}, {KindRole, "kind"}, {ColorRole, "color"}, {IsHumanRole, "isHuman"}};
}

NewGameSetup::NewGameSetup(QObject* parent) : QObject(parent), m_options(this), m_seats(this)
{
    m_seats.resetRows({SeatSetupRow{defaultSeatName(1), QStringLiteral("human"), {}, 1},
                       SeatSetupRow{defaultSeatName(2), QStringLiteral("human"), {}, 2},
                       SeatSetupRow{defaultSeatName(-1), QStringLiteral("bot:medium"), {}, -1}});
    setGame(QString::fromStdString(tidepool::games().front().name)); // the first game the engine lists
    // The options' labels and help are the engine's English, translated here: again on a switch.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, [this] {
        QList<OptionRow> rows = m_options.rows();
        for (OptionRow& row : rows)
            translateOption(row);
        m_options.setRows(rows);
        // Names nobody typed are the app's words: in the new language too.
        QList<SeatSetupRow> seats = m_seats.rows();
        for (SeatSetupRow& seat : seats)
            if (seat.defaultName != 0)
                seat.name = defaultSeatName(seat.defaultName);
        if (seats != m_seats.rows()) {
            m_seats.setRows(seats);
            Q_EMIT changed();
        }
    });
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
    seats.append(SeatSetupRow{defaultSeatName(number), QStringLiteral("human"), {}, number});
    m_seats.setRows(seats);
    Q_EMIT changed();
}

void NewGameSetup::removeSeat(int row)
{
    QList<SeatSetupRow> seats = m_seats.rows();
    if (row < 0 || row >= seats.size() || seats.size() <= minPlayers())
        return;
    seats.removeAt(row);
    // Rows after the removed one move up: rebuild the model rather than patch every row.
    m_seats.resetRows(seats);
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
    m_seats.setRows(seats);
    Q_EMIT changed();
}

void NewGameSetup::setSeatKind(int row, const QString& kind)
{
    QList<SeatSetupRow> seats = m_seats.rows();
    if (row < 0 || row >= seats.size())
        return;
    seats[row].kind = kind;
    m_seats.setRows(seats);
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
        const QString name = m_seats.rows()[i].name.trimmed();
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
            tidepool::PlayerSpec{seat.name.trimmed().toStdString(), seat.kind.toStdString(), seat.color.toStdString()});
    return record;
}

} // namespace tidepool::app
