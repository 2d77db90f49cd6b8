#pragma once
// The guided first game: a prepared position (a record with an explicit setup) and a list of steps
// that teach the core rules one at a time. The tutorial drives its own game controller (made by the
// game's entry in the app's registry, gameregistry.h, in tutorial mode: nothing autosaved, no undo,
// the opponents' moves are scripted), points the view at the part of the table a step talks about, and lets only the step's
// action through. No rules here: legality and every refusal reason come from the engine.
#include "gamesession.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace tidepool::app {

/// One step of a guided game (docs/architecture.md, "Guided first games").
struct TutorialStep
{
    QString text;          ///< one or two sentences teaching a rule
    QString todo;          ///< what the player does to go on ("" for a Next step)
    QString expect;        ///< "next", "any" (any legal action) or an action in the game's notation
    QString target;        ///< what to point at: an objectName, "card:<card id>", or "" (derived from expect)
    QStringList then;      ///< scripted actions (the opponents') played once the step is done
    QStringList keepClear; ///< objectNames the text also speaks of: the bubble leaves them in view
};

class Tutorial : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    /// "ribbit", "mini", "ripple"; "" before a tutorial is loaded.
    Q_PROPERTY(QString game READ game NOTIFY loaded)
    /// "Learn Ribbit" (translated; again when the language changes).
    Q_PROPERTY(QString title READ title NOTIFY wordingChanged)
    /// The game controller the game screen binds to (a RibbitGame, MiniGame or RippleGame).
    Q_PROPERTY(tidepool::app::GameSession* session READ session NOTIFY loaded)
    Q_PROPERTY(bool active READ active NOTIFY loaded)
    /// 0-based; equals stepCount once every step is done.
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY loaded)
    /// The step's teaching text (in the language of the moment: a change of language mid-lesson
    /// rewords the step shown).
    Q_PROPERTY(QString text READ text NOTIFY wordingChanged)
    /// What the player must do to go on ("" for a Next step).
    Q_PROPERTY(QString todo READ todo NOTIFY wordingChanged)
    /// "next", "any" or the action notation the step waits for.
    Q_PROPERTY(QString expected READ expected NOTIFY stepChanged)
    /// The step goes on with the Next button (it waits for no action).
    Q_PROPERTY(bool waitsForNext READ waitsForNext NOTIFY stepChanged)
    /// The objectName of the item to point at now ("" for none), e.g. "turtle-R", "card-2", "slot3".
    /// For an action step it follows the player's progress: first the card, then the turtle.
    Q_PROPERTY(QString pointAt READ pointAt NOTIFY pointAtChanged)
    /// The objectNames of what else the step's text speaks of (the step's "keepClear", e.g. the
    /// other seat's sum and the round's score table): the bubble covers as little of them as it can.
    Q_PROPERTY(QStringList keepInView READ keepInView NOTIFY stepChanged)
    /// Every step is done.
    Q_PROPERTY(bool completed READ completed NOTIFY stepChanged)
    /// Why the last load failed, "" when it did not.
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    /// The guided game named on the command line (`tidepool --tutorial ribbit:4`), "" for none.
    Q_PROPERTY(QString startupGame READ startupGame CONSTANT)
    /// The step to show first from the command line (0-based).
    Q_PROPERTY(int startupStep READ startupStep CONSTANT)

public:
    explicit Tutorial(QObject* parent = nullptr);
    ~Tutorial() override;

    QString game() const { return m_game; }
    QString title() const;
    GameSession* session() const { return m_session; }
    bool active() const { return m_session != nullptr && !m_steps.empty(); }
    int stepIndex() const { return m_index; }
    int stepCount() const { return int(m_steps.size()); }
    QString text() const;
    QString todo() const;
    QString expected() const;
    bool waitsForNext() const;
    QString pointAt() const { return m_target; }
    QStringList keepInView() const;
    bool completed() const { return active() && m_index >= stepCount(); }
    QString errorText() const { return m_errorText; }
    const std::vector<TutorialStep>& steps() const { return m_steps; }
    static QString startupGame();
    static int startupStep();
    /// From the command line, before the QML engine starts: "ribbit" or "ribbit:4" (open at step 4,
    /// counted from 0, of the embedded guided game). Returns "" when accepted; else, changing
    /// nothing, why not: an unknown game, or a step that is not a whole number within the steps.
    static QString setStartup(const QString& spec);

    /// Starts (or restarts) the guided game called `game` from its embedded step file: a game's
    /// first one by the game's name (its registry entry's `tutorial`, qrc:/tutorials/<game>.json, from app/<game>/lessons/), a
    /// further one by its lesson's name (AppLesson, e.g. "mini-advanced"). `game()` is then the
    /// game it is played in. On error returns false, sets errorText and changes nothing.
    Q_INVOKABLE bool start(const QString& game);
    /// Loads a step file's text; `source` names it in messages. The whole script is checked
    /// against the engine first (every scripted and expected action legal where it stands), so a
    /// broken file changes nothing and errorText says what is wrong and where.
    Q_INVOKABLE bool loadText(const QString& json, const QString& source);
    /// Reads and loads a step file (a path or qrc: path).
    Q_INVOKABLE bool loadFile(const QString& path);
    /// Plays the steps before `step` as the player would (every expected action, every Next), for
    /// screenshots and demonstrations; stops early at a step that lets the player choose ("any").
    Q_INVOKABLE void skipTo(int step);
    /// Goes on from a Next step (does nothing on a step that waits for an action).
    Q_INVOKABLE void next();
    /// Leaves the guided game (nothing was ever saved). The controller stays until the next
    /// start() so that a game screen still bound to it can close calmly.
    Q_INVOKABLE void leave();

Q_SIGNALS:
    void loaded();
    void stepChanged();
    /// title, text or todo changed: a new tutorial or step, or the language changed.
    void wordingChanged();
    void pointAtChanged();
    void errorTextChanged();

private Q_SLOTS:
    void updateTargetSlot();

private:
    void setError(const QString& text);
    void enterStep(int index);
    void onSessionChanged();
    void updateTarget();
    QString gate(const QString& action, bool legal, const QString& reason) const;
    QString translated(const QString& text) const;
    /// "card-<row>" for the hand row holding `card`, or "" when the hand has none.
    QString handItem(const QString& card) const;

    QString m_game;
    QString m_title;
    std::vector<TutorialStep> m_steps;
    QPointer<GameSession> m_session;
    int m_index = 0;
    int m_doneActions = 0; ///< actions in the record when the current step began
    bool m_scripting = false;
    QString m_target;
    QString m_errorText;
};

} // namespace tidepool::app
