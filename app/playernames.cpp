#include "playernames.h"

#include <QCoreApplication>

namespace tidepool::app {

QString defaultSeatName(int defaultName)
{
    if (defaultName < 0)
        return QCoreApplication::translate("NewGameSetup", "Computer");
    // Spelled out for the first two, as before, so their translations stay whole sentences.
    if (defaultName == 1)
        return QCoreApplication::translate("NewGameSetup", "Player 1");
    if (defaultName == 2)
        return QCoreApplication::translate("NewGameSetup", "Player 2");
    return QCoreApplication::translate("NewGameSetup", "Player %1").arg(defaultName);
}

} // namespace tidepool::app
