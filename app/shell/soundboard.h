#pragma once
// The table's sounds (Qt Multimedia's QSoundEffect): card play, a turtle's step and landing on a
// stack, lettuce, shuffle, splash, extra turn, round end, the win and the handover chime, from
// qrc:/sounds/<name>.wav (made by scripts/make-sounds.py). Volume and mute are user settings
// (QSettings "sound/volume", "sound/muted"). A machine without an audio output, or a test run
// (offscreen or minimal platform, or TIDEPOOL_QUIET set), plays nothing and loses nothing: every
// request is still announced by `requested`.
#include <QHash>
#include <QObject>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

class QSoundEffect;

namespace tidepool::app {

class SoundBoard : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(Sounds)
    QML_SINGLETON
    /// The volume, in percent of full: one of volumes() (default 70).
    Q_PROPERTY(int volume READ volume WRITE setVolume NOTIFY volumeChanged)
    /// Sounds off, whatever the volume (default false).
    Q_PROPERTY(bool muted READ muted WRITE setMuted NOTIFY mutedChanged)
    /// False in a test run (see the header): nothing is ever played.
    Q_PROPERTY(bool quiet READ quiet CONSTANT)
public:
    /// The sounds there are; fileName() names each one's file.
    enum Sound {
        Card,      ///< a card played, drawn, taken, placed, stacked, discarded or turned up (every action)
        Step,      ///< a turtle or tile moves (Ribbit, Mini: the row changed)
        Stack,     ///< a turtle or tile lands on a stack (the engine's Move::onto)
        Lettuce,   ///< a turtle reaches the lettuce (Ribbit's finish); a lettuce laid out (Mini)
        Shuffle,   ///< a draw pile rebuilt and shuffled
        Splash,    ///< a ripple (Ripple): the card about to be discarded placed or stacked on the beach
        ExtraTurn, ///< an extra turn (Ripple: a combo completed)
        RoundEnd,  ///< a Mini race or a Ripple round ends
        Win,       ///< the game is won
        Handover   ///< pass the screen to the next player
    };
    Q_ENUM(Sound)

    explicit SoundBoard(QObject* parent = nullptr);
    ~SoundBoard() override;

    int volume() const;
    void setVolume(int percent);
    bool muted() const;
    void setMuted(bool muted);
    bool quiet() const { return m_quiet; }
    /// Plays nothing (true) or sends sounds to the audio output (false), whatever the platform
    /// (tests of a machine without audio output use it).
    void setQuiet(bool quiet) { m_quiet = quiet; }

    /// The volumes Settings offers, in percent (quiet, normal, loud).
    static QList<int> volumes() { return {35, 70, 100}; }
    /// "card", "step", ..., "extra-turn": the file's name without ".wav".
    static QString fileName(Sound sound);
    /// Every sound, in enum order.
    static QList<Sound> all();
    /// The sound whose fileName() is `name` ("extra-turn" -> ExtraTurn; the names of
    /// GameSession::lastActionSounds), or -1 for none (play() ignores it).
    Q_INVOKABLE int named(const QString& name) const;

    /// Plays `sound` (restarting it if it is playing), unless muted or quiet. Unknown values are
    /// ignored. Emits `requested` either way, so tests can follow the table's sounds.
    Q_INVOKABLE void play(tidepool::app::SoundBoard::Sound sound);

Q_SIGNALS:
    void volumeChanged();
    void mutedChanged();
    /// A sound was asked for (`played` is whether it was sent to the audio output).
    void requested(tidepool::app::SoundBoard::Sound sound, bool played);

private:
    QSoundEffect* effect(Sound sound);

    QSettings m_settings;
    QHash<int, QSoundEffect*> m_effects;
    bool m_quiet = false;
};

} // namespace tidepool::app
