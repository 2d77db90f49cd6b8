#include "speechqueue.h"

namespace tidepool::app {

SpeechQueue::SpeechQueue(QObject* parent)
    : QAbstractListModel(parent)
    , m_ring(kRing)
{
    m_pace.setSingleShot(true);
    m_pace.setInterval(150);
    connect(&m_pace, &QTimer::timeout, this, &SpeechQueue::showNext);
}

int SpeechQueue::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_ring.size());
}

QVariant SpeechQueue::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_ring.size())
        return {};
    const Notice& notice = m_ring[index.row()];
    switch (role) {
    case TextRole:
        return notice.text;
    case ShownRole:
        return notice.shown;
    default:
        return {};
    }
}

QHash<int, QByteArray> SpeechQueue::roleNames() const
{
    return {{TextRole, "text"}, {ShownRole, "shown"}};
}

void SpeechQueue::setGap(int ms)
{
    ms = std::max(ms, 0);
    if (ms == m_pace.interval())
        return;
    m_pace.setInterval(ms);
    Q_EMIT gapChanged();
}

void SpeechQueue::say(const QString& text, bool secret)
{
    if (text.isEmpty())
        return;
    m_waiting.append({text, secret});
    Q_EMIT waitingChanged();
    if (!m_pace.isActive())
        showNext();
}

void SpeechQueue::forgetSecrets()
{
    drop(true);
}

void SpeechQueue::forget()
{
    m_pace.stop();
    drop(false);
}

QString SpeechQueue::shownText() const
{
    for (const Notice& notice : m_ring) {
        if (notice.shown)
            return notice.text;
    }
    return {};
}

void SpeechQueue::showNext()
{
    if (m_waiting.isEmpty())
        return;
    const Sentence next = m_waiting.takeFirst();
    Q_EMIT waitingChanged();
    // Only the newest notice in the tree, as a screen reader lists it.
    Notice previous = m_ring[m_at];
    if (previous.shown) {
        previous.shown = false;
        setNotice(m_at, previous);
    }
    m_at = (m_at + 1) % kRing;
    // Renamed while hidden, then shown: one "showing" event carrying the new name. (A notice is
    // hidden here already: only the one before was shown, and it was just hidden.)
    setNotice(m_at, {next.text, next.secret, false});
    setNotice(m_at, {next.text, next.secret, true});
    m_lastText = next.text;
    ++m_said;
    Q_EMIT lastTextChanged();
    Q_EMIT saidChanged();
    m_pace.start();
}

void SpeechQueue::drop(bool secretOnly)
{
    const qsizetype before = m_waiting.size();
    if (secretOnly)
        m_waiting.removeIf([](const Sentence& sentence) { return sentence.secret; });
    else
        m_waiting.clear();
    if (m_waiting.size() != before)
        Q_EMIT waitingChanged();
    for (int row = 0; row < m_ring.size(); ++row) {
        const Notice& notice = m_ring[row];
        if (!notice.secret && secretOnly)
            continue;
        // Hidden first, then its name cleared: a notice is never shown with no name (Orca said an
        // empty "notification").
        if (notice.shown)
            setNotice(row, {notice.text, notice.secret, false});
        setNotice(row, {});
    }
}

void SpeechQueue::setNotice(int row, const Notice& notice)
{
    Notice& kept = m_ring[row];
    QList<int> roles;
    if (kept.text != notice.text)
        roles.append(TextRole);
    if (kept.shown != notice.shown)
        roles.append(ShownRole);
    kept = notice; // (whether it is secret, too: the queue's own, no role shows it)
    if (roles.isEmpty())
        return;
    const QModelIndex at = index(row);
    Q_EMIT dataChanged(at, at, roles);
}

} // namespace tidepool::app
