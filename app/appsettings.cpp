#include "appsettings.h"

#include "core/tr.h"
#include "enginetext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QTranslator>

#include <algorithm>
#include <memory>

namespace {
QString g_startupRecord;
bool g_frozen = false;
// The translator in use (none for English, the source language). The .qm files are compiled into
// the app's resources (qt_add_translations in app/CMakeLists.txt), so they are found from anywhere.
std::unique_ptr<QTranslator> g_translator;
QString g_installed = QStringLiteral("en");
bool g_translatorInstalled = false; // installTranslator() ran once (main() does it at start)
} // namespace

LanguageNotifier* LanguageNotifier::instance()
{
    static LanguageNotifier notifier;
    return &notifier;
}

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

bool AppSettings::storedConfirmMoves()
{
    const QVariant stored = QSettings().value("play/confirmMoves", true);
    if (stored.typeId() == QMetaType::Bool)
        return stored.toBool();
    const QString text = stored.toString().trimmed().toLower();
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return true; // "true", "1", or anything else: the default
}

QStringList AppSettings::languages() { return {QStringLiteral("en"), QStringLiteral("vi")}; }

QString AppSettings::languageName(const QString& code)
{
    if (code == QLatin1String("vi"))
        return QStringLiteral("Tiếng Việt");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return code;
}

QString AppSettings::storedLanguage()
{
    const QString stored = QSettings().value("view/language").toString();
    if (languages().contains(stored))
        return stored;
    return QLocale::system().language() == QLocale::Vietnamese ? QStringLiteral("vi") : QStringLiteral("en");
}

QString AppSettings::language() const { return g_installed; }

bool AppSettings::installTranslator(const QString& code)
{
    if (!languages().contains(code))
        return false;
    // The engine's sentences go through the same translators (engine/core/tr.h). The hook is one
    // atomic pointer, set here before the first game or bot thread starts, and never changes.
    tidepool::setTranslator(&tidepool::app::engineTranslate);
    if (g_translator) {
        QCoreApplication::removeTranslator(g_translator.get());
        g_translator.reset();
    }
    if (code != QLatin1String("en")) {
        auto translator = std::make_unique<QTranslator>();
        if (!translator->load(QStringLiteral(":/i18n/tidepool_%1.qm").arg(code))) {
            qWarning("No translation for %s in the resources", qPrintable(code));
            return false;
        }
        QCoreApplication::installTranslator(translator.get());
        g_translator = std::move(translator);
    } else {
        // English is the source language; the English file only holds the plural forms.
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(QStringLiteral(":/i18n/tidepool_en.qm"))) {
            QCoreApplication::installTranslator(translator.get());
            g_translator = std::move(translator);
        }
    }
    // Dates and numbers in the language's own form (QLocale() everywhere follows the default):
    // the system's conventions when it speaks this language, else the language's main country's.
    const QLocale wanted(code);
    QLocale::setDefault(QLocale::system().language() == wanted.language() ? QLocale::system() : wanted);
    g_installed = code;
    g_translatorInstalled = true;
    emit LanguageNotifier::instance()->languageChanged();
    return true;
}

void AppSettings::setLanguage(const QString& code)
{
    if ((code == g_installed && g_translatorInstalled) || !installTranslator(code))
        return;
    if (!g_frozen)
        m_settings.setValue("view/language", code);
    // installTranslator() sent QEvent::LanguageChange to the application: the controllers rebuild
    // their sentences. The engine re-evaluates every qsTr() binding.
    if (QQmlEngine* engine = qmlEngine(this))
        engine->retranslate();
    emit languageChanged();
}

QRect AppSettings::windowGeometry() const
{
    return g_frozen ? QRect() : m_settings.value("view/windowGeometry").toRect();
}

void AppSettings::setWindowGeometry(const QRect& geometry)
{
    if (g_frozen || !geometry.isValid())
        return;
    m_settings.setValue("view/windowGeometry", geometry);
}

void AppSettings::setLearningModeDefault(bool on)
{
    if (on == learningModeDefault())
        return;
    m_settings.setValue("play/learningModeDefault", on);
    emit changed();
}

void AppSettings::setConfirmMoves(bool on)
{
    if (on == confirmMoves())
        return;
    m_settings.setValue("play/confirmMoves", on);
    m_settings.sync(); // GameSession reads it through its own QSettings
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
