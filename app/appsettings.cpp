#include "appsettings.h"

#include <algorithm>

namespace {
QString g_startupRecord;
bool g_frozen = false;
} // namespace

AppSettings::AppSettings(QObject* parent) : QObject(parent) {}

bool AppSettings::learningModeDefault() const { return m_settings.value("play/learningModeDefault", true).toBool(); }
int AppSettings::botDelay() const
{
    return g_frozen ? 24 * 3600 * 1000 : m_settings.value("play/botDelay", 900).toInt();
}
int AppSettings::animationDuration() const
{
    return g_frozen ? 0 : m_settings.value("view/animationDuration", 350).toInt();
}
QString AppSettings::startupRecord() const { return g_startupRecord; }

void AppSettings::setLearningModeDefault(bool on)
{
    if (on == learningModeDefault())
        return;
    m_settings.setValue("play/learningModeDefault", on);
    emit changed();
}

void AppSettings::setBotDelay(int milliseconds)
{
    milliseconds = std::clamp(milliseconds, 0, 5000);
    if (milliseconds == botDelay())
        return;
    m_settings.setValue("play/botDelay", milliseconds);
    emit changed();
}

void AppSettings::setAnimationDuration(int milliseconds)
{
    milliseconds = std::clamp(milliseconds, 0, 2000);
    if (milliseconds == animationDuration())
        return;
    m_settings.setValue("view/animationDuration", milliseconds);
    emit changed();
}

void AppSettings::setStartupRecord(const QString& path) { g_startupRecord = path; }
void AppSettings::setFrozen(bool frozen) { g_frozen = frozen; }
