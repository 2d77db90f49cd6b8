#pragma once
#include "valuelistmodel.h"

#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

struct Seat
{
    QString name;
    QString kind; ///< "human", "bot:easy", ...
    bool isCurrent = false;
    QString color; ///< colour letter if the viewer may see it, else ""
    int handSize = 0;
    bool isWinner = false;
    bool isViewer = false;
    bool operator==(const Seat&) const = default;
};

/// The seats at the table, in seat order. One row per player.
class SeatModel : public tidepool::app::ValueListModel<Seat>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Seats belong to a game")
    /// Every seat's name, in seat order (the log's rows name a seat by its number).
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)
public:
    enum Role {
        NameRole = Qt::UserRole + 1, ///< QString
        KindRole,                    ///< QString: "human", "bot:easy", ...
        IsHumanRole,                 ///< bool
        IsCurrentRole,               ///< bool: this seat is to act
        ColorRole,                   ///< QString: colour letter if the viewer may see it, else ""
        HandSizeRole,                ///< int
        IsWinnerRole,                ///< bool
        IsViewerRole,                ///< bool: this seat's private information is on screen
    };
    Q_ENUM(Role)
    explicit SeatModel(QObject* parent = nullptr);
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    QStringList names() const { return m_names; }

Q_SIGNALS:
    void namesChanged();

private:
    void updateNames();
    QStringList m_names;
};

} // namespace tidepool::app
