#include "soundboard.h"

#include <QAudio>
#include <QGuiApplication>
#include <QSoundEffect>
#include <QUrl>

namespace {

int nearestVolume(const QVariant& stored)
{
    bool ok = false;
    const qlonglong wanted = stored.toLongLong(&ok);
    if (!stored.isValid() || !ok)
        return 70;
    int best = SoundBoard::volumes().front();
    for (int v : SoundBoard::volumes())
        if (std::abs(static_cast<double>(wanted) - v) < std::abs(static_cast<double>(wanted) - best))
            best = v;
    return best;
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
    return nearestVolume(m_settings.value("sound/volume"));
}

void SoundBoard::setVolume(int percent)
{
    percent = nearestVolume(percent);
    if (percent == volume())
        return;
    m_settings.setValue("sound/volume", percent);
    for (QSoundEffect* e : std::as_const(m_effects))
        e->setVolume(static_cast<float>(QAudio::convertVolume(percent / 100.0, QAudio::LogarithmicVolumeScale,
                                                              QAudio::LinearVolumeScale)));
    emit volumeChanged();
}

bool SoundBoard::muted() const
{
    const QVariant stored = m_settings.value("sound/muted");
    // Only a boolean counts (true/false, 1/0); anything else reads as the default, sounds on.
    const QString text = stored.toString().trimmed().toLower();
    return text == QLatin1String("true") || text == QLatin1String("1");
}

void SoundBoard::setMuted(bool muted)
{
    if (muted == this->muted())
        return;
    m_settings.setValue("sound/muted", muted);
    if (muted)
        for (QSoundEffect* e : std::as_const(m_effects))
            e->stop();
    emit mutedChanged();
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

QSoundEffect* SoundBoard::effect(Sound sound)
{
    auto found = m_effects.find(sound);
    if (found != m_effects.end())
        return *found;
    // Made on first use: a machine without audio output gets an effect that plays nothing.
    auto* e = new QSoundEffect(this);
    e->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(fileName(sound))));
    e->setVolume(static_cast<float>(QAudio::convertVolume(volume() / 100.0, QAudio::LogarithmicVolumeScale,
                                                          QAudio::LinearVolumeScale)));
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
    emit requested(sound, audible);
}
