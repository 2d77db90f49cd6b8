#include "rulesmodels.h"

#include "appsettings.h"
#include "core/game.h"
#include "enginetext.h"

namespace tidepool::app {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

/// A value as people read it: booleans as On/Off, everything else as written.
QString valueForPeople(const std::string& game, const tidepool::OptionInfo& option, const std::string& value)
{
    if (option.isBoolean())
        return value == "true" ? RuleOptionsModel::tr("On") : RuleOptionsModel::tr("Off");
    if (option.isNumber())
        return qs(value);
    return tidepool::app::choiceName(game, value);
}

} // namespace

RuleOptionsModel::RuleOptionsModel(QObject* parent)
    : ValueListModel(parent)
{
    // The labels and help are the engine's English, translated in rebuild(): again on a switch.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, &RuleOptionsModel::rebuild);
}

void RuleOptionsModel::setGame(const QString& game)
{
    if (m_game == game)
        return;
    m_game = game;
    rebuild();
}

void RuleOptionsModel::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    disconnect(m_sessionConnection);
    m_session = session;
    if (session)
        m_sessionConnection = connect(session, &GameSession::stateChanged, this, &RuleOptionsModel::rebuild);
    rebuild();
}

void RuleOptionsModel::rebuild()
{
    const tidepool::GameInfo* info = tidepool::findGame(m_game.toStdString());
    QList<RuleOptionRow> rows;
    bool inUse = false;
    if (info) {
        std::map<std::string, std::string> values;
        if (m_session && m_session->active() && m_session->gameName() == m_game) {
            // The record was validated when it was loaded, so this resolves.
            auto resolved = tidepool::resolveOptions(*info, m_session->record().options);
            if (resolved) {
                values = *resolved;
                inUse = true;
            }
        }
        for (const tidepool::OptionInfo& option : info->options) {
            RuleOptionRow row;
            row.key = qs(option.key);
            row.label = tidepool::app::engineText(info->name, option.label);
            row.help = tidepool::app::engineText(info->name, option.help);
            const auto found = values.find(option.key);
            const std::string value = found != values.end() ? found->second : option.defaultValue;
            row.value = qs(value);
            row.valueText = valueForPeople(info->name, option, value);
            row.defaultValue = qs(option.defaultValue);
            row.isDefault = value == option.defaultValue;
            row.minimum = option.minimum;
            row.maximum = option.maximum;
            for (const auto& [choice, line] : option.choices) {
                const QString text = tidepool::app::engineText(info->name, line);
                if (choice == value)
                    row.valueHelp = text;
                row.choices.append(tr("%1: %2").arg(valueForPeople(info->name, option, choice), text));
            }
            rows.append(row);
        }
    }
    const bool sameShape = rows.size() == m_rows.size() &&
                           std::equal(rows.begin(), rows.end(), m_rows.begin(),
                                      [](const RuleOptionRow& a, const RuleOptionRow& b) { return a.key == b.key; });
    if (sameShape)
        setRows(rows);
    else
        resetRows(rows);
    m_inUse = inUse;
    Q_EMIT changed();
}

QVariant RuleOptionsModel::data(const QModelIndex& index, int role) const
{
    const RuleOptionRow* r = row(index);
    if (!r)
        return {};
    switch (role) {
    case KeyRole: return r->key;
    case LabelRole: return r->label;
    case HelpRole: return r->help;
    case ValueRole: return r->value;
    case ValueTextRole: return r->valueText;
    case ValueHelpRole: return r->valueHelp;
    case DefaultValueRole: return r->defaultValue;
    case IsDefaultRole: return r->isDefault;
    case ChoicesRole: return r->choices;
    case MinimumRole: return r->minimum;
    case MaximumRole: return r->maximum;
    case IsNumberRole: return r->choices.isEmpty();
    }
    return {};
}

QHash<int, QByteArray> RuleOptionsModel::roleNames() const
{
    return {
        {KeyRole, "key"}, {LabelRole, "label"}, {HelpRole, "help"}, {ValueRole, "value"},
        {ValueTextRole, "valueText"}, {ValueHelpRole, "valueHelp"}, {DefaultValueRole, "defaultValue"},
        {IsDefaultRole, "isDefault"}, {ChoicesRole, "choices"}, {MinimumRole, "minimum"},
        {MaximumRole, "maximum"}, {IsNumberRole, "isNumber"},
    };
}

} // namespace tidepool::app
