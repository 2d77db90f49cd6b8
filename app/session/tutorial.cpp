#include "tutorial.h"
#include "reasontext.h"

#include "appsettings.h"
#include "core/record.h"
#include "gameregistry.h"
#include "gamesession.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace tidepool::app {

namespace {

QString sentence(const QString& reason)
{
    QString text = capitalized(reason);
    if (!text.isEmpty() && !text.endsWith(QLatin1Char('.')))
        text += QLatin1Char('.');
    return text;
}

QString g_startupGame;
int g_startupStep = 0;

} // namespace

QString Tutorial::startupGame() { return g_startupGame; }
int Tutorial::startupStep() { return g_startupStep; }
QString Tutorial::setStartup(const QString& spec)
{
    const QString game = spec.section(QLatin1Char(':'), 0, 0);
    const QString script = tidepool::app::tutorialScript(game);
    QFile file(script);
    if (script.isEmpty() || !file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("Tutorial", "\"%1\" has no guided game (%2)")
            .arg(game, tidepool::app::tutorialNames(QCoreApplication::translate("Tutorial", " or ")));
    int step = 0;
    if (spec.contains(QLatin1Char(':'))) {
        const qsizetype steps = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("steps")).toArray().size();
        bool number = false;
        step = spec.section(QLatin1Char(':'), 1).toInt(&number);
        if (!number || step < 0 || step >= steps)
            return QCoreApplication::translate("Tutorial", "\"%1\" is not a step of the %2 guided game (0 to %3)")
                .arg(spec.section(QLatin1Char(':'), 1), game)
                .arg(steps - 1);
    }
    g_startupGame = game;
    g_startupStep = step;
    return {};
}

void Tutorial::skipTo(int step)
{
    while (m_session && m_index < std::min(step, stepCount())) {
        const int before = m_index;
        const QString expect = expected();
        if (expect == QLatin1String("any"))
            return;
        if (expect == QLatin1String("next"))
            next();
        else if (!m_session->playScripted(expect).isEmpty())
            return;
        if (m_index == before)
            return;
    }
}

Tutorial::Tutorial(QObject* parent) : QObject(parent)
{
    connect(this, &Tutorial::loaded, this, &Tutorial::wordingChanged);
    connect(this, &Tutorial::stepChanged, this, &Tutorial::wordingChanged);
    // The step texts are translated when read: a new language rewords the step shown.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, &Tutorial::wordingChanged);
}

Tutorial::~Tutorial() = default;

QString Tutorial::title() const { return translated(m_title); }

// Step texts live in the step files; a translation provides them in the "Tutorial" context.
QString Tutorial::translated(const QString& text) const
{
    if (text.isEmpty())
        return text;
    const QByteArray utf8 = text.toUtf8();
    return QCoreApplication::translate("Tutorial", utf8.constData());
}

QString Tutorial::text() const
{
    return m_index < stepCount() ? translated(m_steps[std::size_t(m_index)].text) : QString();
}

QString Tutorial::todo() const
{
    return m_index < stepCount() ? translated(m_steps[std::size_t(m_index)].todo) : QString();
}

QString Tutorial::expected() const
{
    return m_index < stepCount() ? m_steps[std::size_t(m_index)].expect : QString();
}

QStringList Tutorial::keepInView() const
{
    return m_index < stepCount() ? m_steps[std::size_t(m_index)].keepClear : QStringList();
}

bool Tutorial::waitsForNext() const { return m_index < stepCount() && expected() == QLatin1String("next"); }

void Tutorial::setError(const QString& text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

bool Tutorial::start(const QString& game)
{
    const QString script = tidepool::app::tutorialScript(game);
    return loadFile(!script.isEmpty() ? script : QStringLiteral(":/tutorials/") + game + QStringLiteral(".json"));
}

bool Tutorial::loadFile(const QString& path)
{
    const QUrl url(path);
    const QString local = url.isLocalFile() ? url.toLocalFile()
                          : url.scheme() == QLatin1String("qrc") ? QLatin1Char(':') + url.path()
                                                                  : path;
    QFile file(local);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(tr("%1: cannot open the guided game (%2)").arg(path, file.errorString()));
        return false;
    }
    return loadText(QString::fromUtf8(file.readAll()), path);
}

bool Tutorial::loadText(const QString& json, const QString& source)
{
    const QString where = source.isEmpty() ? tr("The guided game") : source;
    auto fail = [&](const QString& what) {
        setError(tr("%1: %2").arg(where, what));
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(tr("not valid JSON at character %1 (%2)").arg(parseError.offset).arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(tr("the file must hold one JSON object"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("tidepool-tutorial"))
        return fail(tr("\"format\" must be \"tidepool-tutorial\""));
    if (root.value(QStringLiteral("version")).toInt() != 1)
        return fail(tr("\"version\" must be 1"));
    const QString game = root.value(QStringLiteral("game")).toString();
    const QString title = root.value(QStringLiteral("title")).toString();
    if (title.isEmpty())
        return fail(tr("\"title\" is missing"));
    if (!root.value(QStringLiteral("record")).isObject())
        return fail(tr("\"record\" must be a game record (an object)"));
    const QByteArray recordText = QJsonDocument(root.value(QStringLiteral("record")).toObject()).toJson();
    auto record = tidepool::Record::parse(recordText.toStdString());
    if (!record)
        return fail(tr("record: %1").arg(QString::fromStdString(record.error())));
    if (QString::fromStdString(record->game) != game)
        return fail(tr("\"game\" is \"%1\" but the record is of \"%2\"").arg(game, QString::fromStdString(record->game)));
    if (!record->actions.empty())
        return fail(tr("record: the prepared position has no actions; script them in the steps"));
    int learner = -1, humans = 0;
    for (std::size_t p = 0; p < record->players.size(); ++p)
        if (record->players[p].isHuman()) {
            ++humans;
            learner = int(p);
        }
    if (humans != 1)
        return fail(tr("record: exactly one player must be human (the learner), not %1").arg(humans));
    auto start = tidepool::startState(*record);
    if (!start)
        return fail(tr("record: %1").arg(QString::fromStdString(start.error())));
    std::unique_ptr<tidepool::State> state = std::move(*start);

    const QJsonValue stepsValue = root.value(QStringLiteral("steps"));
    if (!stepsValue.isArray() || stepsValue.toArray().isEmpty())
        return fail(tr("\"steps\" must be a list of at least one step"));
    std::vector<TutorialStep> steps;
    bool freePlay = false; // an "any" step came: later steps can't script actions
    const QJsonArray stepArray = stepsValue.toArray();
    for (int i = 0; i < stepArray.size(); ++i) {
        auto stepFail = [&](const QString& what) { return fail(tr("step %1: %2").arg(i + 1).arg(what)); };
        if (!stepArray[i].isObject())
            return stepFail(tr("must be an object"));
        const QJsonObject o = stepArray[i].toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!QStringList{QStringLiteral("text"), QStringLiteral("do"), QStringLiteral("expect"),
                             QStringLiteral("target"), QStringLiteral("then"), QStringLiteral("keepClear")}
                     .contains(it.key()))
                return stepFail(tr("unknown field \"%1\"").arg(it.key()));
        TutorialStep step;
        step.text = o.value(QStringLiteral("text")).toString();
        step.todo = o.value(QStringLiteral("do")).toString();
        step.expect = o.value(QStringLiteral("expect")).toString();
        step.target = o.value(QStringLiteral("target")).toString();
        if (step.text.isEmpty())
            return stepFail(tr("\"text\" is missing"));
        if (step.expect.isEmpty())
            return stepFail(tr("\"expect\" is missing (\"next\", \"any\" or an action)"));
        if (step.expect != QLatin1String("next") && step.todo.isEmpty())
            return stepFail(tr("\"do\" is missing: say what the player must do"));
        // A step's list of strings (absent: empty); false when it is not a list of strings (of
        // non-empty ones unless `emptyAllowed`).
        const auto readList = [&o](const QString& key, QStringList& out, bool emptyAllowed) {
            if (!o.contains(key))
                return true;
            if (!o.value(key).isArray())
                return false;
            for (const QJsonValue& v : o.value(key).toArray()) {
                if (!v.isString() || (!emptyAllowed && v.toString().isEmpty()))
                    return false;
                out << v.toString();
            }
            return true;
        };
        if (!readList(QStringLiteral("keepClear"), step.keepClear, false))
            return stepFail(tr("\"keepClear\" must be a list of names"));
        if (!readList(QStringLiteral("then"), step.then, true))
            return stepFail(tr("\"then\" must be a list of actions"));
        const bool scripted = !step.then.isEmpty() ||
                              (step.expect != QLatin1String("next") && step.expect != QLatin1String("any"));
        if ((freePlay && scripted) || (step.expect == QLatin1String("any") && !step.then.isEmpty()))
            return stepFail(tr("no action can be scripted on or after a step that lets the player choose (\"any\")"));
        if (step.expect == QLatin1String("any")) {
            freePlay = true;
            if (state->isFinished())
                return stepFail(tr("the game is already over"));
            if (state->currentPlayer().value_or(-1) != learner)
                return stepFail(tr("it is not the learner's turn"));
        } else if (step.expect != QLatin1String("next") && !freePlay) {
            if (state->currentPlayer().value_or(-1) != learner)
                return stepFail(tr("\"%1\" is expected, but it is not the learner's turn").arg(step.expect));
            const tidepool::Outcome outcome = state->apply(step.expect.toStdString());
            if (!outcome)
                return stepFail(tr("\"%1\" is not legal there: %2").arg(step.expect, QString::fromStdString(outcome.reason())));
        }
        for (const QString& action : std::as_const(step.then)) {
            const tidepool::Outcome outcome = state->apply(action.toStdString());
            if (!outcome)
                return stepFail(tr("the scripted action \"%1\" is not legal there: %2")
                                    .arg(action, QString::fromStdString(outcome.reason())));
        }
        steps.push_back(step);
    }

    // Everything checked: replace the current tutorial with a fresh controller in tutorial mode.
    const tidepool::app::AppGame* entry = tidepool::app::findAppGame(game);
    if (!entry)
        return fail(tr("no guided game for \"%1\"").arg(game));
    GameSession* session = entry->makeSession(this);
    session->setTutorialGate([this](const QString& action, const tidepool::Outcome& legality) {
        return gate(action, legality.ok(), QString::fromStdString(legality.ok() ? std::string() : legality.reason()));
    });
    if (!session->openRecordText(QString::fromUtf8(recordText), where)) {
        const QString error = session->errorText();
        delete session;
        return fail(error);
    }
    GameSession* old = m_session;
    m_session = session;
    if (old)
        old->deleteLater();
    connect(session, &GameSession::stateChanged, this, &Tutorial::onSessionChanged);
    // A hand selection (the card games with a hand) moves the pointer from the card to its target.
    if (session->metaObject()->indexOfSignal("selectionChanged()") >= 0)
        connect(session, SIGNAL(selectionChanged()), this, SLOT(updateTargetSlot()));
    m_game = game;
    m_title = title;
    m_steps = std::move(steps);
    setError(QString());
    m_index = 0;
    m_doneActions = 0;
    Q_EMIT loaded();
    enterStep(0);
    return true;
}

void Tutorial::updateTargetSlot() { updateTarget(); }

void Tutorial::enterStep(int index)
{
    m_index = std::min(index, stepCount());
    m_doneActions = m_session ? m_session->actionCount() : 0;
    Q_EMIT stepChanged();
    updateTarget();
}

void Tutorial::next()
{
    if (!waitsForNext())
        return;
    const TutorialStep step = m_steps[std::size_t(m_index)];
    m_scripting = true;
    for (const QString& action : step.then)
        m_session->playScripted(action);
    m_scripting = false;
    enterStep(m_index + 1);
}

void Tutorial::leave()
{
    if (m_steps.empty())
        return;
    m_steps.clear();
    m_index = 0;
    m_game.clear();
    m_title.clear();
    Q_EMIT loaded();
    Q_EMIT stepChanged();
    updateTarget();
}

QString Tutorial::gate(const QString& action, bool legal, const QString& reason) const
{
    if (m_index >= stepCount())
        return {}; // after the last step: play on freely
    const TutorialStep& step = m_steps[std::size_t(m_index)];
    if (step.expect == QLatin1String("any"))
        return {}; // the engine refuses an illegal action with its own reason
    if (step.expect == QLatin1String("next"))
        return tr("Read this step first, then press Next to go on.");
    if (action == step.expect)
        return {};
    const QString todo = translated(step.todo);
    if (!legal)
        return tr("%1 %2").arg(sentence(reason), todo);
    return tr("That is legal, but this step is about something else. %1").arg(todo);
}

void Tutorial::onSessionChanged()
{
    if (m_scripting || !m_session || m_steps.empty())
        return;
    const int count = m_session->actionCount();
    if (count < m_doneActions) {
        // The game was reloaded under the tutorial (e.g. "Play again"): start the steps over.
        m_doneActions = 0;
        enterStep(0);
        return;
    }
    if (count == m_doneActions || m_index >= stepCount()) {
        updateTarget();
        return;
    }
    const TutorialStep step = m_steps[std::size_t(m_index)];
    if (step.expect == QLatin1String("next"))
        return;
    m_scripting = true;
    for (const QString& action : step.then)
        m_session->playScripted(action);
    m_scripting = false;
    enterStep(m_index + 1);
}

QString Tutorial::handItem(const QString& card) const
{
    if (!m_session)
        return {};
    auto* hand = qobject_cast<QAbstractItemModel*>(m_session->property("hand").value<QObject*>());
    if (!hand)
        return {};
    const int role = hand->roleNames().key(QByteArrayLiteral("card"), -1);
    for (int row = 0; row < hand->rowCount(); ++row)
        if (hand->index(row, 0).data(role).toString() == card)
            return QStringLiteral("card-%1").arg(row);
    return {};
}

void Tutorial::updateTarget()
{
    QString target;
    if (m_session && m_index < stepCount()) {
        const TutorialStep& step = m_steps[std::size_t(m_index)];
        if (step.target.startsWith(QLatin1String("card:")))
            target = handItem(step.target.mid(5));
        else if (!step.target.isEmpty())
            target = step.target;
        else if (step.expect != QLatin1String("next") && step.expect != QLatin1String("any")) {
            target = m_session->tutorialPointer(step.expect, [this](const QString& card) { return handItem(card); });
        }
    }
    if (target == m_target)
        return;
    m_target = target;
    Q_EMIT pointAtChanged();
}

} // namespace tidepool::app
