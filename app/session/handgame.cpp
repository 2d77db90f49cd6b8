#include "handgame.h"
#include "reasontext.h"

namespace tidepool::app {

QVariant HandModel::data(const QModelIndex& index, int role) const
{
    const CardRow* c = row(index);
    if (!c)
        return {};
    switch (role) {
    case CardRole: return c->card;
    case Qt::DisplayRole:
    case LabelRole: return c->label;
    case KindRole: return c->kind;
    case ColorRole: return c->color;
    case StepsRole: return c->steps;
    case PlayableRole: return c->playable;
    case EffectiveRole: return c->effective;
    case ReasonRole: return c->reason;
    case SelectedRole: return c->selected;
    }
    return {};
}

QHash<int, QByteArray> HandModel::roleNames() const
{
    return {{CardRole, "card"},           {LabelRole, "label"},   {KindRole, "kind"},
            {ColorRole, "color"},         {StepsRole, "steps"},   {PlayableRole, "playable"},
            {EffectiveRole, "effective"}, {ReasonRole, "reason"}, {SelectedRole, "selected"}};
}

HandGame::HandGame(const QString& game, QObject* parent) : GameSession(game, parent), m_hand(this) {}

QString HandGame::selectedNotation() const
{
    return m_selected >= 0 && m_selected < m_hand.rowCount() ? m_hand.rows()[m_selected].card : QString();
}

void HandGame::selectCard(int row)
{
    if (row < 0 || row == m_selected || row >= m_hand.rowCount()) {
        if (m_selected != -1) {
            m_selected = -1;
            refreshSelection();
        }
        return;
    }
    if (!viewerToAct()) {
        Q_EMIT notice(handoverPending() ? tr("Confirm who is at the screen first") : tr("It is not your turn"));
        return;
    }
    if (!m_hand.rows()[row].playable && !anyCardChoosable() && learningMode()) {
        Q_EMIT notice(m_hand.rows()[row].reason);
        return;
    }
    m_selected = row;
    // Another card than the suggested one: the suggestion's line spoke of a card no longer chosen
    // (issue 44: the old hint stayed up beside the new card).
    if (!suggestedAction().isEmpty() && cardOf(suggestedAction()) != m_hand.rows()[row].card)
        clearSuggestion();
    refreshSelection();
}

QString HandGame::cardOf(const QString& action)
{
    // "R+ R", "discard G-", "shake -": the card is the first word ("discard" aside).
    QStringList words = action.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!words.isEmpty() && words.first() == QLatin1String("discard"))
        words.removeFirst();
    return words.value(0);
}

bool HandGame::playOn(const QString& target)
{
    if (m_selected < 0) {
        Q_EMIT notice(viewerToAct() ? tr("Choose a card first") : tr("It is not your turn"));
        return false;
    }
    return applyAction(m_hand.rows()[m_selected].card + QLatin1Char(' ') + target);
}

QString HandGame::whyNot(const QString& target) const
{
    if (!active() || m_selected < 0)
        return {};
    return capitalized(targetRefusal(selectedNotation(), target));
}

void HandGame::highlightSuggestion(const QString& action)
{
    const QString card = cardOf(action);
    if (card.isEmpty())
        return;
    for (int row = 0; row < m_hand.rowCount(); ++row)
        if (m_hand.rows()[row].card == card) {
            if (m_selected != row)
                selectCard(row);
            return;
        }
}

bool HandGame::canPeekColor() const
{
    if (!active() || finished() || replaying() || handoverPending() || viewer() < 0 || !playsHere(viewer()))
        return false;
    if (viewerToAct())
        return true;
    // Alone at this screen: no one else here plays, so no one is to be kept from it between turns
    // (issue 44: online, Mini let you peek at your colour only on your own turn).
    int peopleHere = 0;
    for (int p = 0; p < playerCount(); ++p)
        if (isHuman(p) && playsHere(p))
            ++peopleHere;
    return peopleHere == 1 && isHuman(viewer());
}

void HandGame::fillSeat(int player, Seat& seat) const
{
    seat.handSize = handSizeOf(player);
    // Not the viewer's own secret colour during play: that shows only where they peek (the secret
    // colour card), so a seat chip never gives it away to someone looking on.
    seat.color = colorsShown() ? colorLetterOf(player) : QString();
}

QString HandGame::tutorialPointer(const QString& action, const HandItem& handItem) const
{
    return cardThenTarget(action, selectedNotation(), handItem, [this](const QString& target) { return targetItem(target); });
}

QString HandGame::named(const std::string& text) const
{
    return tidepool::app::withPlayerNames(QString::fromStdString(text), [this](int p) { return playerName(p); },
                                          gameName());
}

} // namespace tidepool::app
