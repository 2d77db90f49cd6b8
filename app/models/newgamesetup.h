#pragma once
// The new-game screen's choices: the game, its rule-set options (from the engine's option list),
// the seats (name, human or computer, chosen colour with open colours), who starts, learning mode.
// It validates nothing about the rules itself: the engine checks the record it builds.
#include "core/record.h"
#include "valuelistmodel.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

struct OptionRow
{
    QString key;
    QString label;
    QString help;
    QString value;        ///< current value as text
    QString defaultValue;
    QStringList choices;  ///< empty for a number
    QStringList choiceHelp;
    QStringList choiceNames; ///< the choices as people read them, in the app's language
    int minimum = 0;
    int maximum = 0;
    bool operator==(const OptionRow&) const = default;
};

class OptionModel : public tidepool::app::ValueListModel<OptionRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Options belong to a new-game setup")
public:
    enum Role { KeyRole = Qt::UserRole + 1, LabelRole, HelpRole, ValueRole, DefaultValueRole, ChoicesRole, ChoiceHelpRole, ChoiceNamesRole,
                MinimumRole, MaximumRole, IsNumberRole, IsBooleanRole };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

struct SeatSetupRow
{
    QString name;
    QString kind = QStringLiteral("human"); ///< "human" or "bot:<level>"
    QString color;                          ///< chosen colour letter (open colours), "" = dealt
    /// The name is the app's default, not typed: "Player N" (N > 0) for a person, a computer's
    /// name from its level (< 0: "Computer (Medium)", numbered when two share a level), made again
    /// in the new language on a switch and when the seat's kind changes; 0 once someone typed a name.
    int defaultName = 0;
    /// The avatar's colour: an index of Theme.seatTints (0-5), never the same for two seats.
    int avatar = 0;
    bool operator==(const SeatSetupRow&) const = default;
};

class SeatSetupModel : public tidepool::app::ValueListModel<SeatSetupRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Seats belong to a new-game setup")
public:
    enum Role { NameRole = Qt::UserRole + 1, KindRole, ColorRole, IsHumanRole, AvatarRole };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

class NewGameSetup : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString game READ game NOTIFY gameChanged)
    Q_PROPERTY(QString title READ title NOTIFY gameChanged)
    Q_PROPERTY(int minPlayers READ minPlayers NOTIFY gameChanged)
    Q_PROPERTY(int maxPlayers READ maxPlayers NOTIFY gameChanged)
    Q_PROPERTY(int firstPlayer READ firstPlayer NOTIFY changed)
    /// The game's rule set has a "firstPlayer" option (Ribbit); otherwise its rules decide who starts.
    Q_PROPERTY(bool canChooseFirstPlayer READ canChooseFirstPlayer NOTIFY gameChanged)
    Q_PROPERTY(bool learningMode READ learningMode NOTIFY changed)
    /// The colours a seat may choose from with open colours ("R", ...); empty otherwise.
    Q_PROPERTY(QStringList colorChoices READ colorChoices NOTIFY changed)
    /// Why the current choices can't start a game ("" when they can).
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(tidepool::app::OptionModel* options READ options CONSTANT)
    Q_PROPERTY(tidepool::app::SeatSetupModel* seats READ seats CONSTANT)

public:
    explicit NewGameSetup(QObject* parent = nullptr);

    QString game() const { return m_game; }
    QString title() const;
    int minPlayers() const;
    int maxPlayers() const;
    int firstPlayer() const { return m_firstPlayer; }
    bool canChooseFirstPlayer() const;
    bool learningMode() const { return m_learningMode; }
    QStringList colorChoices() const;
    /// Why this game can't start, in one sentence ("" when it can): a seat whose name has nothing
    /// printable (cleanPlayerName()), two seats named alike, or the engine's reason.
    QString problem() const;
    OptionModel* options() { return &m_options; }
    SeatSetupModel* seats() { return &m_seats; }

    /// Chooses the game ("ribbit"); options return to their defaults.
    Q_INVOKABLE void setGame(const QString& game);
    Q_INVOKABLE void setOption(const QString& key, const QString& value);
    Q_INVOKABLE void resetOptions();
    Q_INVOKABLE void addSeat();
    Q_INVOKABLE void removeSeat(int row);
    Q_INVOKABLE void setSeatName(int row, const QString& name);
    Q_INVOKABLE void setSeatKind(int row, const QString& kind);
    Q_INVOKABLE void setSeatColor(int row, const QString& color);
    /// Gives seat `row` the avatar colour `avatar` (0-5); a seat that had it takes the row's old one.
    Q_INVOKABLE void setSeatAvatar(int row, int avatar);
    /// Seat `row`'s avatar takes the next colour no other seat has (with six seats: the next one,
    /// swapped).
    Q_INVOKABLE void nextSeatAvatar(int row);
    /// The seats as last chosen (AppSettings::storedSeats()), or the defaults when none are stored:
    /// two people and a Medium computer. The constructor does this; every change of a seat is
    /// remembered at once.
    Q_INVOKABLE void restoreSeats();
    Q_INVOKABLE void setFirstPlayer(int row);
    Q_INVOKABLE void setLearningMode(bool on);

    /// The record that starts this game with `seed` (no actions); the seats' names as
    /// cleanPlayerName() gives them (printable text on one line, at most kMaxNameLength characters).
    tidepool::Record toRecord(std::uint64_t seed) const;
    /// A seat's default name in the language in use (see SeatSetupRow::defaultName).
    static QString defaultSeatName(int defaultName);
    /// A computer's default name: "Computer (Medium)", or with `number` > 0 "Computer 2 (Medium)";
    /// `kind` is "bot:<level>".
    static QString computerName(const QString& kind, int number);

Q_SIGNALS:
    void gameChanged();
    void changed();

private:
    const tidepool::GameInfo* info() const;
    /// The option's label, help and choice lines in the app's language (the engine's English, translated).
    void translateOption(OptionRow& row) const;
    QString optionValue(const QString& key) const;
    /// Gives the seats with default names their names (in the language in use) and keeps `seats`:
    /// in the model (reset when `reset`) and in the settings.
    void updateSeats(QList<SeatSetupRow> seats, bool reset = false);
    QString m_game;
    OptionModel m_options;
    SeatSetupModel m_seats;
    int m_firstPlayer = 0;
    bool m_learningMode = true;
};

} // namespace tidepool::app
