#include "onlinelobby.h"

#include "appsettings.h"
#include "enginetext.h"
#include "gamesession.h"
#include "playernames.h"
#include "onlineclient.h"
#include "remotetable.h"

#include "bots/bot.h"
#include "core/record.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>

namespace tidepool::app {

namespace {
bool isHumanKind(const QString& kind) { return kind == QLatin1String("here") || kind == QLatin1String("remote"); }
QString text(const tidepool::Json& object, const char* key)
{
    return object.is_object() && object.contains(key) && object[key].is_string()
               ? QString::fromStdString(object[key].get<std::string>())
               : QString();
}
bool flag(const tidepool::Json& object, const char* key)
{
    return object.is_object() && object.contains(key) && object[key].is_boolean() && object[key].get<bool>();
}
int number(const tidepool::Json& object, const char* key, int fallback)
{
    return object.is_object() && object.contains(key) && object[key].is_number_integer() ? object[key].get<int>()
                                                                                        : fallback;
}
} // namespace

QVariant HostSeatModel::data(const QModelIndex& index, int role) const
{
    const HostSeatRow* s = row(index);
    if (!s)
        return {};
    switch (role) {
    case KindRole: return s->kind;
    case YouRole: return s->you;
    case IsHumanRole: return isHumanKind(s->kind);
    case Qt::DisplayRole:
    case LabelRole:
        if (s->you)
            return OnlineLobby::tr("You");
        if (s->kind == QLatin1String("here"))
            return OnlineLobby::tr("A person at this screen");
        if (s->kind == QLatin1String("remote"))
            return OnlineLobby::tr("A person at another screen");
        return NewGameSetup::computerName(s->kind, 0);
    }
    return {};
}

QHash<int, QByteArray> HostSeatModel::roleNames() const
{
    return {{KindRole, "kind"}, {YouRole, "you"}, {IsHumanRole, "isHuman"}, {LabelRole, "label"}};
}

QVariant OnlineSeatModel::data(const QModelIndex& index, int role) const
{
    const OnlineSeatRow* s = row(index);
    if (!s)
        return {};
    switch (role) {
    case SeatRole: return s->seat;
    case Qt::DisplayRole:
    case NameRole: return s->name;
    case KindRole: return s->kind;
    case IsHumanRole: return s->kind == QLatin1String("human");
    case TakenRole: return s->taken;
    case ConnectedRole: return s->connected;
    case MineRole: return s->mine;
    case HostRole: return s->host;
    case StateRole: return s->state;
    case DescriptionRole:
        //: An online table's seat for a screen reader: "Seat 2: Ben, connected".
        return OnlineLobby::tr("Seat %1: %2, %3")
            .arg(s->seat + 1)
            .arg(s->name.isEmpty() ? OnlineLobby::tr("free") : s->name, s->state);
    }
    return {};
}

QHash<int, QByteArray> OnlineSeatModel::roleNames() const
{
    return {{SeatRole, "seat"},   {NameRole, "name"},   {KindRole, "kind"},   {IsHumanRole, "isHuman"},
            {TakenRole, "taken"}, {ConnectedRole, "connected"}, {MineRole, "mine"}, {HostRole, "host"},
            {StateRole, "seatState"}, {DescriptionRole, "description"}};
}

OnlineLobby::OnlineLobby(QObject* parent)
    : QObject(parent), m_server(QString::fromLatin1(AppSettings::kDefaultServer)), m_seats(this), m_hostSeats(this),
      m_tick(new QTimer(this))
{
    m_hostSeats.resetRows({HostSeatRow{QStringLiteral("here"), true}, HostSeatRow{}});
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &OnlineLobby::update);
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, [this] {
        m_hostSeats.resetRows(m_hostSeats.rows());
        Q_EMIT gameTitleChanged();
        onTable();
    });
    attachClient();
    update();
}

OnlineLobby::~OnlineLobby() = default;

OnlineClient* OnlineLobby::client()
{
    if (!m_client)
        attachClient();
    return m_client;
}

void OnlineLobby::attachClient()
{
    m_client = new OnlineClient(this);
    m_client->setServer(AppSettings::serverUrl(m_server));
    connect(m_client, &OnlineClient::connectionChanged, this, &OnlineLobby::onConnection);
    connect(m_client, &OnlineClient::errorOccurred, this, &OnlineLobby::onError);
    connect(m_client, &OnlineClient::tableChanged, this, &OnlineLobby::onTable);
    connect(m_client, &OnlineClient::joined, this, [this](const QString& code, const QList<int>&, const QString& token) {
        m_joinedOnce = true;
        // Kept between runs: joining this code again (after the app was closed mid-game) comes back
        // to these seats.
        if (!token.isEmpty())
            AppSettings::storeSeatToken(m_client->server(), code, token);
        if (code != m_code) {
            m_code = code;
            Q_EMIT codeChanged();
        }
        onTable();
    });
}

namespace {
/// A table's options (as its record holds them) in one line: the options that differ from the
/// engine's defaults, named as the New game page names them.
QString rulesLine(const std::string& game, const tidepool::Json& options)
{
    const tidepool::GameInfo* info = tidepool::findGame(game);
    if (!info)
        return {};
    QStringList changed;
    for (const tidepool::OptionInfo& option : info->options) {
        std::string value = option.defaultValue;
        if (options.is_object() && options.contains(option.key)) {
            const tidepool::Json& given = options[option.key];
            value = given.is_string() ? given.get<std::string>() : given.dump();
        }
        if (value == option.defaultValue)
            continue;
        const QString shown = option.isBoolean() ? (value == "true" ? OnlineLobby::tr("on") : OnlineLobby::tr("off"))
                              : option.isNumber() ? QString::fromStdString(value).left(12)
                                                  : tidepool::app::choiceName(game, value);
        changed << OnlineLobby::tr("%1: %2").arg(tidepool::app::engineText(game, option.label), shown);
    }
    return changed.isEmpty() ? OnlineLobby::tr("Rules: the game's defaults")
                             : OnlineLobby::tr("Rules: %1").arg(changed.join(QStringLiteral(", ")));
}
} // namespace

QString OnlineLobby::gameTitle() const
{
    const tidepool::GameInfo* info = m_game.isEmpty() ? nullptr : tidepool::findGame(m_game.toStdString());
    return info ? tidepool::app::gameTitle(info->title) : QString();
}

void OnlineLobby::setSetup(NewGameSetup* setup)
{
    if (m_setup == setup)
        return;
    if (m_setup)
        m_setup->disconnect(this);
    m_setup = setup;
    if (setup) {
        connect(setup, &NewGameSetup::changed, this, &OnlineLobby::update);
        connect(setup, &NewGameSetup::gameChanged, this, [this] {
            // The seats keep to the game's limits: the extra ones go.
            QList<HostSeatRow> rows = m_hostSeats.rows();
            while (m_setup && rows.size() > m_setup->maxPlayers())
                rows.removeLast();
            m_hostSeats.setRows(rows);
            update();
        });
    }
    Q_EMIT setupChanged();
    update();
}

QString OnlineLobby::hostProblem() const { return m_hostProblem; }

void OnlineLobby::setServer(const QString& server)
{
    if (m_server == server)
        return;
    m_server = server;
    Q_EMIT serverChanged();
}

void OnlineLobby::setPlayerName(const QString& typed)
{
    // What is sent is what the server keeps (it cleans names by the same rule).
    const QString name = cleanPlayerName(typed, {});
    if (m_playerName == name)
        return;
    m_playerName = name;
    Q_EMIT playerNameChanged();
}

QString OnlineLobby::tidyCode(const QString& typed)
{
    QString code = typed.toUpper();
    code.remove(QRegularExpression(QStringLiteral("[\\s\\-_.]")));
    return code;
}

bool OnlineLobby::host()
{
    update();
    if (!m_setup || !m_hostProblem.isEmpty()) {
        setErrorText(m_hostProblem);
        return false;
    }
    const QUrl url = AppSettings::serverUrl(m_server);
    if (!url.isValid()) {
        setErrorText(AppSettings::serverProblem(m_server));
        return false;
    }
    QStringList kinds;
    int claim = 0;
    for (const HostSeatRow& seat : m_hostSeats.rows()) {
        kinds << (isHumanKind(seat.kind) ? QStringLiteral("human") : seat.kind);
        claim += seat.kind == QLatin1String("here") ? 1 : 0;
    }
    dropTable();
    setErrorText({});
    client()->setServer(url);
    m_game = m_setup->game();
    Q_EMIT gameChanged();
    Q_EMIT gameTitleChanged();
    setStatus(Status::Connecting);
    client()->host(m_game, m_setup->toRecord(0).options, kinds, m_playerName, claim);
    return true;
}

bool OnlineLobby::join(const QString& code)
{
    const QString tidy = tidyCode(code);
    if (tidy.isEmpty()) {
        setErrorText(tr("Type the table's code first: the host sees it in their lobby."));
        return false;
    }
    const QUrl url = AppSettings::serverUrl(m_server);
    if (!url.isValid()) {
        setErrorText(AppSettings::serverProblem(m_server));
        return false;
    }
    dropTable();
    setErrorText({});
    client()->setServer(url);
    m_code = tidy;
    Q_EMIT codeChanged();
    setStatus(Status::Connecting);
    // A free seat first; a table that has none (its game started) takes its players back: then the
    // seat token kept for it (between runs) is tried (onError). Not the other way round: two
    // Tidepool windows of one user share the settings, and a second window joining the first's
    // table must not take the first's seats over.
    m_storedToken = AppSettings::storedSeatToken(url, tidy);
    m_triedToken = false;
    client()->join(tidy, m_playerName);
    return true;
}

void OnlineLobby::start()
{
    if (!m_canStart)
        return;
    setErrorText({});
    client()->start();
}

void OnlineLobby::leave()
{
    if (m_client) {
        // Before the start the seats are freed: their token brings no one back.
        if (!m_started && !m_code.isEmpty())
            AppSettings::storeSeatToken(m_client->server(), m_code, {});
        m_client->leave();
    }
    dropTable();
    setErrorText({});
    setStatus(Status::Idle);
}

void OnlineLobby::dropTable()
{
    m_table.reset();
    m_started = false;
    m_joinedOnce = false;
    m_closedText.clear();
    m_lost.clear();
    if (!m_rulesText.isEmpty()) {
        m_rulesText.clear();
        Q_EMIT rulesTextChanged();
    }
    if (!m_code.isEmpty()) {
        m_code.clear();
        Q_EMIT codeChanged();
    }
    if (!m_game.isEmpty()) {
        m_game.clear();
        Q_EMIT gameChanged();
        Q_EMIT gameTitleChanged();
    }
    // A client handed to a game session (playOn) stays with it: the session's table reads it.
    if (m_client && m_client->parent() != this) {
        m_client->disconnect(this);
        m_client = nullptr;
    }
    m_seats.setRows({});
}

void OnlineLobby::copyCode() const
{
    if (QClipboard* clipboard = QGuiApplication::clipboard(); clipboard && !m_code.isEmpty())
        clipboard->setText(m_code);
}

bool OnlineLobby::playOn(GameSession* session)
{
    if (!session || !m_table || !m_client || session->gameName() != m_table->gameName())
        return false;
    // The session's table reads this client: it lives as long as the session (a later table of
    // this lobby gets a client of its own).
    m_client->setParent(session);
    session->playTable(std::move(m_table));
    return true;
}

void OnlineLobby::addHostSeat()
{
    QList<HostSeatRow> rows = m_hostSeats.rows();
    if (m_setup && rows.size() >= m_setup->maxPlayers())
        return;
    rows.append(HostSeatRow{});
    m_hostSeats.setRows(rows);
    update();
}

void OnlineLobby::removeHostSeat(int row)
{
    QList<HostSeatRow> rows = m_hostSeats.rows();
    if (row <= 0 || row >= rows.size())
        return; // the host's own seat stays
    rows.removeAt(row);
    m_hostSeats.setRows(rows);
    update();
}

void OnlineLobby::setHostSeatKind(int row, const QString& kind)
{
    QList<HostSeatRow> rows = m_hostSeats.rows();
    const bool known = isHumanKind(kind) ||
                       (kind.startsWith(QLatin1String("bot:")) &&
                        std::find(tidepool::botLevels().begin(), tidepool::botLevels().end(), kind.mid(4).toStdString()) !=
                            tidepool::botLevels().end());
    if (row <= 0 || row >= rows.size() || !known)
        return;
    rows[row].kind = kind;
    // The server gives the host the first free seats of people: the seats of people here first.
    QList<int> people;
    QList<HostSeatRow> ordered;
    for (int i = 0; i < rows.size(); ++i)
        if (isHumanKind(rows[i].kind))
            people << i;
    for (const HostSeatRow& r : rows)
        if (r.kind == QLatin1String("here"))
            ordered << r;
    for (const HostSeatRow& r : rows)
        if (r.kind == QLatin1String("remote"))
            ordered << r;
    for (int k = 0; k < people.size(); ++k)
        rows[people[k]] = ordered[k];
    m_hostSeats.setRows(rows);
    update();
}

void OnlineLobby::setErrorText(const QString& text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

QString OnlineLobby::rejoinCode() const
{
    const bool lost = m_status == Status::Unreachable || m_status == Status::Closed;
    return lost && m_joinedOnce ? m_code : QString();
}

void OnlineLobby::setStatus(Status status, const QString& text)
{
    m_closedText = text;
    if (m_status != status) {
        m_status = status;
        Q_EMIT statusChanged();
    }
    update();
}

void OnlineLobby::onConnection()
{
    switch (m_client->connection()) {
    case OnlineClient::Connection::Connecting:
        setStatus(Status::Connecting);
        break;
    case OnlineClient::Connection::Waiting:
        setStatus(Status::Waiting);
        break;
    case OnlineClient::Connection::Playing:
        onTable(); // the table's game and seats (the client tells its status first)
        if (!m_started) {
            // The game is on: its table, made now so that it sees every action from the first.
            m_started = true;
            m_table = std::make_unique<RemoteTable>(m_client, m_game);
            setStatus(Status::Playing);
            Q_EMIT tableStarted();
        } else {
            setStatus(Status::Playing);
        }
        break;
    case OnlineClient::Connection::Reconnecting:
        setStatus(Status::Reconnecting);
        break;
    case OnlineClient::Connection::Closed:
        // Left here (leave()), or closed by the server or the link: then errorOccurred follows at
        // once with the reason (onError), else the table simply closed.
        if (m_status != Status::Idle)
            QTimer::singleShot(0, this, [this, generation = m_client.data()] {
                if (m_client == generation && m_client && m_client->connection() == OnlineClient::Connection::Closed &&
                    m_status != Status::Idle && m_status != Status::Unreachable && m_status != Status::Closed)
                    setStatus(Status::Closed, tr("The table was closed."));
            });
        break;
    }
}

void OnlineLobby::onError(const QString& code, const QString& sentence)
{
    const bool closed = m_client && m_client->connection() == OnlineClient::Connection::Closed && m_status != Status::Idle;
    if (!closed) {
        // The link is still up: a refused Start, a message dropped (a refused play is the game page's).
        if (code != QLatin1String("bad-message"))
            setErrorText(sentence);
        return;
    }
    if (!m_joinedOnce && !m_storedToken.isEmpty()) {
        if (code == QLatin1String("4423") && !m_triedToken) {
            // No free seat: come back to this screen's own seats at that table, if they are still its.
            m_triedToken = true;
            m_client->join(m_code, m_playerName, 1, m_storedToken);
            return;
        }
        if (code == QLatin1String("4401") || code == QLatin1String("4404")) {
            // The kept seat token is no good any more (the seats were given up, the table is gone).
            AppSettings::storeSeatToken(m_client->server(), m_code, {});
            m_storedToken.clear();
        }
    }
    if (code == QLatin1String("unreachable")) {
        setStatus(Status::Unreachable, sentence);
    } else if (!m_joinedOnce) {
        // Never at the table (no table with that code, a full one): the host/join page says why.
        setErrorText(sentence);
        setStatus(Status::Idle);
    } else {
        setStatus(Status::Closed, sentence);
    }
}

void OnlineLobby::onTable()
{
    if (!m_client)
        return;
    const tidepool::Json& table = m_client->table();
    if (!table.is_object()) {
        update();
        return;
    }
    // The game is over: its seat token brings no one back to play (Home stops offering the table).
    if (text(table, "status") == QLatin1String("finished") && !m_code.isEmpty())
        AppSettings::storeSeatToken(m_client->server(), m_code, {});
    const QString game = text(table, "game");
    if (!game.isEmpty() && game != m_game) {
        m_game = game;
        Q_EMIT gameChanged();
        Q_EMIT gameTitleChanged();
    }
    const QString rules = rulesLine(m_game.toStdString(), table.contains("options") ? table["options"] : tidepool::Json());
    if (rules != m_rulesText) {
        m_rulesText = rules;
        Q_EMIT rulesTextChanged();
    }
    const int host = number(table, "host", -1);
    const int waiting = number(table, "waiting", 0);
    const QList<int> mine = m_client->seats();
    QList<OnlineSeatRow> rows;
    if (table.contains("seats") && table["seats"].is_array()) {
        for (const auto& s : table["seats"]) {
            OnlineSeatRow row;
            row.seat = number(s, "seat", int(rows.size()));
            row.kind = text(s, "kind");
            row.taken = flag(s, "taken");
            row.connected = flag(s, "connected");
            row.mine = mine.contains(row.seat);
            row.host = row.seat == host;
            const bool human = row.kind == QLatin1String("human");
            row.name = human ? (row.taken ? text(s, "name") : QString()) : NewGameSetup::computerName(row.kind, 0);
            if (!human)
                row.state = tr("played by the server");
            else if (!row.taken)
                row.state = tr("waiting for a player");
            else if (row.connected)
                row.state = row.mine ? tr("you, at this screen") : tr("connected");
            else
                row.state = tr("lost the connection");
            // Who lost the connection, and until when the server keeps their seat.
            if (human && row.taken && !row.connected && !row.mine) {
                if (!m_lost.contains(row.seat))
                    m_lost.insert(row.seat, waiting > 0 ? QDateTime::currentDateTimeUtc().addSecs(waiting) : QDateTime());
            } else {
                m_lost.remove(row.seat);
            }
            rows.append(row);
        }
    }
    m_seats.setRows(rows);
    update();
}

QString OnlineLobby::lostText() const
{
    if (!m_client || text(m_client->table(), "status") == QLatin1String("finished"))
        return {};
    QStringList lines;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (auto it = m_lost.begin(); it != m_lost.end(); ++it) {
        QString name;
        for (const OnlineSeatRow& row : m_seats.rows())
            if (row.seat == it.key())
                name = row.name;
        // Whole seconds left, rounded up: the count starts at the server's time, not one below it.
        const qint64 left = it.value().isValid() ? (now.msecsTo(it.value()) + 999) / 1000 : 0;
        if (left > 0)
            //: Online: another player's link dropped; the server keeps their seat this many seconds.
            lines << tr("%1 lost the connection, waiting %2 s").arg(name).arg(left);
        else
            lines << tr("%1 lost the connection; their seat is kept until they come back").arg(name);
    }
    return lines.join(QStringLiteral(" · "));
}

void OnlineLobby::update()
{
    // The host's table: the engine's reason for these seats and options.
    QString problem;
    if (m_setup) {
        tidepool::Record record = m_setup->toRecord(0);
        record.players.clear();
        for (const HostSeatRow& seat : m_hostSeats.rows())
            record.players.push_back(tidepool::PlayerSpec{
                "", isHumanKind(seat.kind) ? std::string("human") : seat.kind.toStdString(), ""});
        auto state = tidepool::startState(record);
        if (!state)
            problem = QString::fromStdString(state.error());
    }
    if (problem != m_hostProblem) {
        m_hostProblem = problem;
        Q_EMIT hostProblemChanged();
    }

    int free = 0;
    bool host = false;
    for (const OnlineSeatRow& row : m_seats.rows()) {
        if (row.kind == QLatin1String("human") && !row.taken)
            ++free;
        if (row.host && row.mine)
            host = true;
    }
    if (free != m_freeSeats) {
        m_freeSeats = free;
        Q_EMIT freeSeatsChanged();
    }
    if (host != m_isHost) {
        m_isHost = host;
        Q_EMIT isHostChanged();
    }
    const bool canStart = host && m_status == Status::Waiting && free == 0 && !m_seats.rows().isEmpty();
    if (canStart != m_canStart) {
        m_canStart = canStart;
        Q_EMIT canStartChanged();
    }

    const QString lost = lostText();
    QString status;
    switch (m_status) {
    case Status::Idle:
        break;
    case Status::Connecting:
        //: Online: hosting or joining a table; %1 is the server's address.
        status = tr("Connecting to %1…").arg(AppSettings::serverUrl(m_server).toDisplayString());
        break;
    case Status::Waiting:
        if (!lost.isEmpty())
            status = lost;
        else if (free > 0)
            status = tr("Waiting for players: %1 of %2 seats taken")
                         .arg(m_seats.rows().size() - free)
                         .arg(m_seats.rows().size());
        else if (host)
            status = tr("Everyone is here: start the game when you are ready.");
        else {
            QString hostName;
            for (const OnlineSeatRow& row : m_seats.rows())
                if (row.host)
                    hostName = row.name;
            status = tr("Everyone is here: waiting for %1 to start the game.").arg(hostName);
        }
        break;
    case Status::Playing:
        status = lost;
        break;
    case Status::Reconnecting:
        status = tr("The connection dropped. Reconnecting… (your seat is kept)");
        break;
    case Status::Unreachable:
    case Status::Closed:
        status = m_closedText.isEmpty() ? tr("The table was closed.") : m_closedText;
        break;
    }
    const QString banner = m_status == Status::Waiting || m_status == Status::Playing ? lost : status;
    if (status != m_statusText) {
        m_statusText = status;
        Q_EMIT statusTextChanged();
    }
    if (banner != m_bannerText) {
        m_bannerText = banner;
        Q_EMIT bannerTextChanged();
    }
    // A countdown runs while someone's seat is kept for a while.
    bool counting = false;
    for (const QDateTime& until : m_lost)
        counting = counting || (until.isValid() && until > QDateTime::currentDateTimeUtc());
    if (counting && !m_tick->isActive())
        m_tick->start();
    else if (!counting)
        m_tick->stop();
}

} // namespace tidepool::app
