#pragma once
// Models of the in-app rules reference (qml/rules/): the rule-set options of a game with what each
// changes (from the engine's OptionInfo, with the values of the game in play when there is one).
// Nothing here is retyped: a new option shows up without app changes. A game's own rules models
// live in its folder (app/<game>/).
#include "gamesession.h"
#include "valuelistmodel.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

/// One rule-set option as the rules reference shows it.
struct RuleOptionRow
{
    QString key;          ///< as in a record's "options", e.g. "deck"
    QString label;        ///< "Deck"
    QString help;         ///< one line: what the option changes
    QString value;        ///< the value in use (the game's, or the default)
    QString valueText;    ///< the value for people: "On", "Off", "classic", "10"
    QString valueHelp;    ///< the engine's line for the value in use ("" for a number)
    QString defaultValue;
    bool isDefault = true;
    /// Every possible value with its line, e.g. "no-effect: the card may be played; nothing moves".
    QStringList choices;
    int minimum = 0;      ///< for a number
    int maximum = 0;
    bool operator==(const RuleOptionRow&) const = default;
};

/// The rule-set options of `game`, in the engine's order. With a `session` playing that game, the
/// values are the ones its record uses; otherwise the defaults.
class RuleOptionsModel : public tidepool::app::ValueListModel<RuleOptionRow>
{
    Q_OBJECT
    QML_ELEMENT
    /// "ribbit", "mini", "ripple"; an unknown name gives no rows.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY changed)
    /// The game in play, if any (its record's options are shown when it plays `game`).
    Q_PROPERTY(tidepool::app::GameSession* session READ session WRITE setSession NOTIFY changed)
    /// The values are those of a game in play (false: the defaults).
    Q_PROPERTY(bool inUse READ inUse NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)
public:
    enum Role {
        KeyRole = Qt::UserRole + 1, LabelRole, HelpRole, ValueRole, ValueTextRole, ValueHelpRole,
        DefaultValueRole, IsDefaultRole, ChoicesRole, MinimumRole, MaximumRole, IsNumberRole,
    };
    Q_ENUM(Role)
    explicit RuleOptionsModel(QObject* parent = nullptr);

    QString game() const { return m_game; }
    void setGame(const QString& game);
    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    bool inUse() const { return m_inUse; }
    int count() const { return rowCount(); }

    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void changed();

private:
    void rebuild();

    QString m_game;
    QPointer<GameSession> m_session;
    QMetaObject::Connection m_sessionConnection;
    bool m_inUse = false;
};

} // namespace tidepool::app
