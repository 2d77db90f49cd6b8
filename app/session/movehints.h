#pragma once
// Learning mode's word after a person's move (issue 45, "While learning"; docs/ai.md, "In the
// app"): the move just played is graded off the GUI thread by the engine's reviewDecision() (the
// review of that one decision, from the mover's observation) and kept as one line for that seat:
// "Your last move was good." or "Your last move could be better: <the better move> (your chance to
// win 45% → 60%).". A hint is its seat's secret (the better move may name a card in their hand):
// GameSession shows it only while that seat is the viewer with no handover screen up. Every
// grading carries the generation it began in; clear() and keepFirst() move to a new one, and a
// seat's newer move supersedes its older grading: a stale result never arrives.
#include "core/record.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace tidepool::app {

class MoveHints : public QObject
{
    Q_OBJECT
public:
    /// The playouts a grading gets: 0, the game's Hard default (the end review's budget, so the
    /// word after a move and the review of the game agree; docs/ai.md says why).
    static constexpr int kBudget = 0;
    /// The search's seed: the end review's (ReviewOptions' default), for the same reason.
    static constexpr std::uint64_t kSeed = 1;

    explicit MoveHints(QObject* parent = nullptr);
    /// Waits for the gradings still running (their results are dropped).
    ~MoveHints() override;

    /// Grades the last action of `record` (by `seat`, its names the table's) off the GUI thread;
    /// `seat`'s hint before it is dropped at once.
    void grade(const tidepool::Record& record, int seat);
    /// Drops `seat`'s hint and its grading under way (a move of theirs that gets none).
    void drop(int seat);
    /// Drops every hint and grading (a new game, the replay, learning mode off, leaving).
    void clear();
    /// Keeps only the hints of the first `actions` actions (an undo took the others back) and
    /// drops every grading under way.
    void keepFirst(std::size_t actions);

    /// `seat`'s line in the language in use, "" when it has none (or its move had one choice).
    QString text(int seat) const;
    /// `seat`'s move is being graded.
    bool working(int seat) const { return m_pending.contains(seat); }
    /// The move `seat`'s hint is about (its index in the record, from 0), -1 when none.
    int moveOf(int seat) const;

Q_SIGNALS:
    /// A hint came, went or began being worked out.
    void changed();

private:
    /// A graded move, as the line needs it (the line is worded when read: its language is the
    /// one in use then; the better move's explanation stays in the language it was graded in).
    struct Hint
    {
        std::size_t index = 0;
        bool forced = false;
        bool better = false;       ///< a better move is named (an inaccuracy or a mistake)
        QString bestText;          ///< the better move in the table's words, players named
        int playedPercent = 0;
        int bestPercent = 0;
    };
    struct Graded;
    void arrived(const Graded& graded);

    int m_generation = 0;
    QHash<int, Hint> m_hints;            ///< by seat
    QHash<int, std::size_t> m_pending;   ///< by seat: the action being graded
};

} // namespace tidepool::app
