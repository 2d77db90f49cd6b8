#pragma once
// The engine's sentences in the app's language. The engine (no Qt) marks its English templates
// with TP_TR/TP_NOOP (engine/core/tr.h) under the context "engine" and each game's name;
// lupdate collects them into translations/*.ts like every qsTr(). AppSettings installs
// engineTranslate() as the engine's hook, so sentences the engine makes come out translated; the
// option tables (OptionInfo), built once in English, are translated where they are shown.
#include <QCoreApplication>
#include <QString>

#include <string>

namespace tidepool::app {

/// The engine's translator hook: QCoreApplication::translate (thread-safe: bots and Suggest call
/// the engine on worker threads), as UTF-8.
inline std::string engineTranslate(const char* context, const char* text)
{
    return QCoreApplication::translate(context, text).toUtf8().toStdString();
}

/// An English text of the engine's tables (option label, help, choice line) in the app's
/// language; `context` is the game's name (`GameInfo::name`).
inline QString engineText(const std::string& context, const std::string& text)
{
    return QCoreApplication::translate(context.c_str(), text.c_str());
}

/// A game's title (GameInfo::title) as the home screen's cards show it, in the app's language
/// (translated under the home screen's context, "GamesModel"; each game's app entry marks its title
/// for lupdate).
inline QString gameTitle(const std::string& title)
{
    return QCoreApplication::translate("GamesModel", title.c_str());
}

/// A choice value of an engine option as people read it, in the app's language: "no-effect" is
/// "No effect" in English (each game's app entry marks its choice names for lupdate); booleans are
/// shown as On/Off by the views themselves.
inline QString choiceName(const std::string& game, const std::string& value)
{
    QString english = QString::fromStdString(value).replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!english.isEmpty())
        english[0] = english[0].toUpper();
    return QCoreApplication::translate(game.c_str(), english.toUtf8().constData());
}

} // namespace tidepool::app
