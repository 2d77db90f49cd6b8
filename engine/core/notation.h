#pragma once
#include <string>

// Whether the engine's sentences for people may show an action's notation, such as
// "(reveal <s> <t>)": on by default (tidepool-cli, whose players type notation, and the engine's
// tests), off in the app, whose players never see notation (issue 19: a family reads plain words).
// A game that names notation in a sentence words it both ways, each marked with TP_TR. Set it once
// at start, like the translator (core/tr.h); thread-safe (an atomic flag). Defined in tr.cpp.
namespace tidepool {

void setNotationShown(bool shown);
bool notationShown();

/// `text` followed by `note`, the rulings that decided it ("… (rulings R7 and R9)"), when notation
/// is shown (tidepool-cli and the engine's tests, whose readers look rulings up by code); `text`
/// alone in the app, whose result sentences are plain words and whose rules reference, a tap away,
/// names each ruling (issue 20). `note` is translated by the caller (TP_TR); "" adds nothing.
std::string withRulings(std::string text, const std::string& note);

} // namespace tidepool
