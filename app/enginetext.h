#pragma once
// The engine's sentences in the app's language. The engine (no Qt) marks its English templates
// with TP_TR/TP_NOOP (engine/core/tr.h) under the contexts "engine", "ribbit", "mini" and "ripple";
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
/// language; `context` is the game's name ("ribbit", "mini", "ripple").
inline QString engineText(const std::string& context, const std::string& text)
{
    return QCoreApplication::translate(context.c_str(), text.c_str());
}

} // namespace tidepool::app
