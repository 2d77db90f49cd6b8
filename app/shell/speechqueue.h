#pragma once
// SpeechQueue (QML element): the sentences a screen says to a screen reader, in order and paced,
// as a list model of notices for the view to show (qml/components/Announcer.qml;
// docs/accessibility.md, "What is announced"). No rules here.
//
// Qt 6.4 has no announcement call (QAccessibleAnnouncementEvent came in Qt 6.8), so each sentence
// is the name of a notification that is shown afresh: AT-SPI sends "showing" for it, which a screen
// reader (Orca) speaks. The reader reads the name after the event, once the app is back in its
// event loop, so sentences said close together (a lesson's step then a move, a round's scores then
// a move) wait here and are shown one by one, `gap` ms apart, each by its own notice of a ring of
// kRing, whose name stays until the ring comes round again. Only the newest notice is shown: the
// one before is hidden as the next comes.
//
// Rows: kRing notices, each with roles `text` (the sentence, "" for none) and `shown` (in the tree
// now); which are secret (for the person at the screen only) the queue keeps to itself. A sentence comes as two changes, in this order:
// the notice's text (while hidden), then its `shown`; so a view binding `visible` to `shown` and
// the name to `text` sends one "showing" event carrying the new name.
#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

class SpeechQueue : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    /// The last sentence shown ("" before the first): tests read it.
    Q_PROPERTY(QString lastText READ lastText NOTIFY lastTextChanged)
    /// How many sentences were shown since the queue was made.
    Q_PROPERTY(int said READ said NOTIFY saidChanged)
    /// The time between two sentences shown (ms, ≥ 0; default 150); the first after a quiet spell
    /// is shown at once.
    Q_PROPERTY(int gap READ gap WRITE setGap NOTIFY gapChanged)
    /// Sentences said and not shown yet.
    Q_PROPERTY(int waiting READ waiting NOTIFY waitingChanged)

public:
    /// The notices in the ring: a notice keeps its sentence until kRing more were shown.
    static constexpr int kRing = 8;
    enum Role { TextRole = Qt::UserRole + 1, ShownRole };
    Q_ENUM(Role)

    explicit SpeechQueue(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString lastText() const { return m_lastText; }
    int said() const { return m_said; }
    int gap() const { return m_pace.interval(); }
    /// `ms` < 0 counts as 0.
    void setGap(int ms);
    int waiting() const { return int(m_waiting.size()); }

    /// Says `text` (nothing for ""): now, or after the sentences said before it. A `secret`
    /// sentence is for the person at the screen only (a suggestion for their hand): forgetSecrets()
    /// drops it when the screen passes to someone else.
    Q_INVOKABLE void say(const QString& text, bool secret = false);
    /// The screen passes to someone else (a handover screen comes): the secret sentences not shown
    /// yet are dropped, and a secret notice still in the tree leaves it (hidden, its text cleared).
    Q_INVOKABLE void forgetSecrets();
    /// The screen is hidden or left (Back home, another page over it): every sentence not shown yet
    /// is dropped and no notice stays in the tree or keeps a text, so no stale notice (perhaps
    /// another seat's secret) is read later. `lastText` and `said` stay.
    Q_INVOKABLE void forget();
    /// The sentence of the notice in the tree now ("" when none is shown).
    Q_INVOKABLE QString shownText() const;

Q_SIGNALS:
    void lastTextChanged();
    void saidChanged();
    void gapChanged();
    void waitingChanged();

private:
    struct Notice
    {
        QString text;
        bool secret = false;
        bool shown = false;
    };
    struct Sentence
    {
        QString text;
        bool secret = false;
    };
    void showNext();
    void drop(bool secretOnly);
    void setNotice(int row, const Notice& notice);

    QList<Notice> m_ring;
    QList<Sentence> m_waiting;
    int m_at = 0; ///< the ring's newest notice
    QString m_lastText;
    int m_said = 0;
    QTimer m_pace;
};

} // namespace tidepool::app
