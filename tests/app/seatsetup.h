#pragma once
// A new-game setup with the given seats, shared by the app tests: NewGameSetup's default table
// (Player 1, Player 2, Computer) with each seat's kind set in order, e.g. three computers:
// seatSetup({"bot:medium", "bot:medium", "bot:medium"}).
#include "newgamesetup.h"

#include <QSettings>
#include <QStringList>

#include <memory>

namespace tidepool::test {

/// Forgets the seats an earlier NewGameSetup remembered (it stores every change under
/// `people/seats`), so that a new one starts from the default table. Tests call it in init().
inline void forgetRememberedSeats()
{
    QSettings().remove(QStringLiteral("people/seats"));
}

/// A setup of `game` (the default game when empty) whose first seats are of `kinds` ("human",
/// "bot:random", "bot:easy", ...), in order; seats are added when there are more kinds than seats.
inline std::unique_ptr<tidepool::app::NewGameSetup> seatSetup(const QStringList& kinds, const QString& game = QString())
{
    forgetRememberedSeats();
    auto setup = std::make_unique<tidepool::app::NewGameSetup>();
    if (!game.isEmpty())
        setup->setGame(game);
    for (int i = 0; i < kinds.size(); ++i) {
        if (i >= setup->seats()->rowCount())
            setup->addSeat();
        setup->setSeatKind(i, kinds[i]);
    }
    return setup;
}

} // namespace tidepool::test
