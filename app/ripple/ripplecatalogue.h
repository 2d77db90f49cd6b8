#pragma once
// Ripple's card catalogue for the rules reference (qml/ripple/RippleCatalogue.qml), from the
// engine's embedded catalogue (engine/ripple/cards.json): nothing retyped, so a changed
// catalogue shows up without app changes.
#include "valuelistmodel.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

/// One kind of Ripple card in the catalogue.
struct RippleCardKindRow
{
    QString card;   ///< card id: "fish", "pineapple+wave+sun"
    QString icon;   ///< icon id: "pineapple"
    QString name;   ///< "Pineapple", "Pineapple combo (needs Wave and Sun)"
    QString iconName; ///< the icon as printed: "Pineapple", "Beach Ball"
    int value = 0;  ///< face value (the icon's)
    int count = 0;  ///< copies in the deck
    bool combo = false;
    QString need1;  ///< a combo's needed icon ids, else ""
    QString need2;
    QString need1Name; ///< "Wave"
    QString need2Name;
    int bonus = 0;  ///< a combo's bonus (negative), else 0
    bool operator==(const RippleCardKindRow&) const = default;
};

/// Every kind of card of Ripple's deck, in the catalogue's card order (each icon's standard card,
/// then its combos), read from the engine's embedded catalogue.
class RippleCatalogueModel : public tidepool::app::ValueListModel<RippleCardKindRow>
{
    Q_OBJECT
    QML_ELEMENT
    /// Kinds of card (rows).
    Q_PROPERTY(int count READ count CONSTANT)
    /// Cards in the deck (the counts added up; 100).
    Q_PROPERTY(int deckSize READ deckSize CONSTANT)
    Q_PROPERTY(int comboCount READ comboCount CONSTANT)
    /// The catalogue's error if the build shipped a broken one ("" normally).
    Q_PROPERTY(QString errorText READ errorText CONSTANT)
public:
    enum Role {
        CardRole = Qt::UserRole + 1, IconRole, NameRole, ValueRole, CountRole, ComboRole, Need1Role, Need2Role,
        Need1NameRole, Need2NameRole, BonusRole, IconNameRole,
    };
    Q_ENUM(Role)
    explicit RippleCatalogueModel(QObject* parent = nullptr);

    int count() const { return rowCount(); }
    int deckSize() const;
    int comboCount() const;
    QString errorText() const { return m_error; }

    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    void rebuild();
    QString m_error;
};

} // namespace tidepool::app
