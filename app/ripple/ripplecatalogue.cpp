#include "ripplecatalogue.h"

#include "appsettings.h"
#include "ripple/catalogue.h"

namespace tidepool::app {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

} // namespace

RippleCatalogueModel::RippleCatalogueModel(QObject* parent)
    : ValueListModel(parent)
{
    rebuild();
    // The card names are the engine's, in the language in use: made again on a switch.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, &RippleCatalogueModel::rebuild);
}

void RippleCatalogueModel::rebuild()
{
    using namespace tidepool::ripple;
    const auto& embedded = Catalogue::embedded();
    if (!embedded) {
        m_error = qs(embedded.error());
        return;
    }
    const Catalogue& catalogue = **embedded;
    QList<RippleCardKindRow> rows;
    for (const Card& card : catalogue.cardTypes()) {
        RippleCardKindRow row;
        row.card = qs(card.toString());
        row.icon = qs(toString(card.icon));
        row.name = qs(card.displayName());
        row.iconName = qs(iconName(card.icon));
        row.value = catalogue.value(card);
        row.count = catalogue.copies(card);
        row.combo = card.combo;
        if (card.combo) {
            row.need1 = qs(toString(card.needs[0]));
            row.need2 = qs(toString(card.needs[1]));
            row.need1Name = qs(iconName(card.needs[0]));
            row.need2Name = qs(iconName(card.needs[1]));
            row.bonus = catalogue.bonus(card).value_or(0);
        }
        rows.append(row);
    }
    setRows(rows);
}

int RippleCatalogueModel::deckSize() const
{
    int total = 0;
    for (const auto& r : m_rows)
        total += r.count;
    return total;
}

int RippleCatalogueModel::comboCount() const
{
    int total = 0;
    for (const auto& r : m_rows)
        total += r.combo ? r.count : 0;
    return total;
}

QVariant RippleCatalogueModel::data(const QModelIndex& index, int role) const
{
    const RippleCardKindRow* r = row(index);
    if (!r)
        return {};
    switch (role) {
    case CardRole: return r->card;
    case IconRole: return r->icon;
    case NameRole: return r->name;
    case ValueRole: return r->value;
    case CountRole: return r->count;
    case ComboRole: return r->combo;
    case Need1Role: return r->need1;
    case Need2Role: return r->need2;
    case Need1NameRole: return r->need1Name;
    case Need2NameRole: return r->need2Name;
    case BonusRole: return r->bonus;
    case IconNameRole: return r->iconName;
    }
    return {};
}

QHash<int, QByteArray> RippleCatalogueModel::roleNames() const
{
    return {
        {CardRole, "card"}, {IconRole, "icon"}, {NameRole, "name"}, {ValueRole, "value"}, {CountRole, "count"},
        {ComboRole, "combo"}, {Need1Role, "need1"}, {Need2Role, "need2"}, {Need1NameRole, "need1Name"},
        {Need2NameRole, "need2Name"}, {BonusRole, "bonus"}, {IconNameRole, "iconName"},
    };
}

} // namespace tidepool::app
