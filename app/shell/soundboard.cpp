#include "soundboard.h"

#include "appsettings.h"

#include <QAudio>
#include <QGuiApplication>
#include <QSoundEffect>
#include <QUrl>

namespace tidepool::app {

namespace {

/// The effect's linear volume for a volume in percent, heard as even steps (logarithmic scale).
float linearVolume(int percent)
{
    return static_cast<float>(
        QAudio::convertVolume(percent / 100.0, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale));
}

} // namespace

SoundBoard::SoundBoard(QObject* parent) : QObject(parent)
{
    const QString platform = QGuiApplication::platformName();
    m_quiet = platform == QLatin1String("offscreen") || platform == QLatin1String("minimal") ||
              !qEnvironmentVariableIsEmpty("TIDEPOOL_QUIET");
}

SoundBoard::~SoundBoard() = default;

int SoundBoard::volume() const
{
    return AppSettings::storedChoice(m_settings.value("sound/volume"), volumes(), 70);
}

void SoundBoard::setVolume(int percent)
{
    percent = AppSettings::storedChoice(percent, volumes(), 70);
    if (percent == volume())
        return;
    m_settings.setValue("sound/volume", percent);
    for (QSoundEffect* e : std::as_const(m_effects))
        e->setVolume(linearVolume(percent));
    Q_EMIT volumeChanged();
}

bool SoundBoard::muted() const
{
    return AppSettings::storedFlag(m_settings.value("sound/muted"), false);
}

void SoundBoard::setMuted(bool muted)
{
    if (muted == this->muted())
        return;
    m_settings.setValue("sound/muted", muted);
    if (muted)
        for (QSoundEffect* e : std::as_const(m_effects))
            e->stop();
    Q_EMIT mutedChanged();
}

QString SoundBoard::fileName(Sound sound)
{
    switch (sound) {
    case Card: return QStringLiteral("card");
    case Step: return QStringLiteral("step");
    case Stack: return QStringLiteral("stack");
    case Lettuce: return QStringLiteral("lettuce");
    case Shuffle: return QStringLiteral("shuffle");
    case Splash: return QStringLiteral("splash");
    case ExtraTurn: return QStringLiteral("extra-turn");
    case RoundEnd: return QStringLiteral("round-end");
    case Win: return QStringLiteral("win");
    case Handover: return QStringLiteral("handover");
    }
    return {};
}

QList<SoundBoard::Sound> SoundBoard::all()
{
    return {Card, Step, Stack, Lettuce, Shuffle, Splash, ExtraTurn, RoundEnd, Win, Handover};
}

int SoundBoard::named(const QString& name) const
{
    for (Sound sound : all())
        if (fileName(sound) == name)
            return sound;
    return -1;
}

QSoundEffect* SoundBoard::effect(Sound sound)
{
    auto found = m_effects.find(sound);
    if (found != m_effects.end())
        return *found;
    // Made on first use: a machine without audio output gets an effect that plays nothing.
    auto* e = new QSoundEffect(this);
    e->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(fileName(sound))));
    e->setVolume(linearVolume(volume()));
    m_effects.insert(sound, e);
    return e;
}

void SoundBoard::play(SoundBoard::Sound sound)
{
    if (!all().contains(sound))
        return;
    const bool audible = !m_quiet && !muted();
    if (audible) {
        QSoundEffect* e = effect(sound);
        e->stop();
        e->play();
    }
    Q_EMIT requested(sound, audible);
}

} // namespace tidepool::app
