#include "rulesetarmies.h"

#include "rulesetarmylist.h"

#include "ohw/keys.h"
#include "ohw/units.h"

#include <algorithm>
#include <utility>

namespace {

QString text(std::string_view key)
{
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

} // namespace

RulesetArmies::RulesetArmies(QObject *parent)
    : QAbstractListModel(parent)
    , m_units(new RulesetUnitsModel(this))
{
}

void RulesetArmies::setRuleset(const QString &ruleset)
{
    if (m_ruleset == ruleset)
        return;
    beginResetModel();
    m_ruleset = ruleset;
    load();
    endResetModel();
    Q_EMIT rulesetChanged();
    m_current = -2; // none yet, not even "none": the units shown are always set again
    setCurrentIndex(m_armies.empty() ? -1 : 0);
}

void RulesetArmies::load()
{
    m_armies.clear();
    m_errors.clear();
    // My Wargame Rules' key, as rulebook/ruleset-seam.md and the battle file name it.
    if (m_ruleset == u"my-wargame-rules") {
        for (const BuiltInArmyList &list : MwrArmyListFormat::builtIn()) {
            const MwrArmyListLoad loaded = MwrArmyListFormat::load(list.path);
            if (!loaded.ok()) {
                m_errors << loaded.error;
                continue;
            }
            Army army{list.name, loaded.period, loaded.notes, list.path, 0, 0, {}};
            for (const mwr::UnitSpec &spec : loaded.army->units) {
                Unit unit;
                unit.name = QString::fromStdString(spec.name);
                unit.resolve = spec.resolve;
                if (spec.skirmisher)
                    unit.traits << QStringLiteral("skirmisher");
                army.units.push_back(std::move(unit));
            }
            m_armies.push_back(std::move(army));
        }
    } else if (m_ruleset == text(ohw::RulesetKey)) {
        for (const BuiltInArmyList &list : OhwArmyListFormat::builtIn()) {
            const OhwArmyListLoad loaded = OhwArmyListFormat::load(list.path);
            if (!loaded.ok()) {
                m_errors << loaded.error;
                continue;
            }
            const ohw::ArmySetup &setup = *loaded.army;
            Army army{list.name, loaded.period, loaded.notes, list.path, static_cast<int>(setup.generals.size()),
                      ohw::startingBreakpoint(setup), {}};
            for (std::size_t i = 0; i < setup.units.size(); ++i) {
                const ohw::UnitSetup &spec = setup.units[i];
                const ohw::UnitProfile &profile = ohw::profile(spec.type);
                Unit unit;
                unit.name = QString::fromStdString(spec.name);
                unit.type = text(ohw::keyOf(spec.type));
                const ohw::Traits traits = profile.traits.with(spec.traits);
                for (int t = 0; t < ohw::TraitCount; ++t) {
                    if (traits.has(static_cast<ohw::Trait>(t)))
                        unit.traits << text(ohw::keyOf(static_cast<ohw::Trait>(t)));
                }
                unit.attackDice = profile.attackDice;
                unit.moveActions = profile.moveActions;
                unit.pushScore = profile.pushScore;
                for (const ohw::GeneralSetup &general : setup.generals) {
                    if (general.unit == static_cast<int>(i))
                        unit.general = QString::fromStdString(general.name);
                }
                army.units.push_back(std::move(unit));
            }
            m_armies.push_back(std::move(army));
        }
    }
}

void RulesetArmies::setCurrentIndex(int index)
{
    if (index < -1 || index >= static_cast<int>(m_armies.size()))
        index = -1;
    if (m_current == index)
        return;
    m_current = index;
    m_units->setUnits(index < 0 ? std::vector<Unit>{} : m_armies.at(static_cast<std::size_t>(index)).units);
    Q_EMIT currentIndexChanged();
}

QString RulesetArmies::currentNotes() const
{
    return m_current < 0 ? QString() : m_armies.at(static_cast<std::size_t>(m_current)).notes;
}

int RulesetArmies::currentBreakpoint() const
{
    return m_current < 0 ? 0 : m_armies.at(static_cast<std::size_t>(m_current)).breakpoint;
}

int RulesetArmies::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_armies.size());
}

QVariant RulesetArmies::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Army &army = m_armies.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case NameRole:
        return army.name;
    case PeriodRole:
        return army.period;
    case NotesRole:
        return army.notes;
    case UnitCountRole:
        return static_cast<int>(army.units.size());
    case GeneralCountRole:
        return army.generals;
    case BreakpointRole:
        return army.breakpoint;
    case FileRole:
        return army.file;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesetArmies::roleNames() const
{
    return {{NameRole, "name"},           {PeriodRole, "period"},         {NotesRole, "notes"},
            {UnitCountRole, "unitCount"}, {GeneralCountRole, "generalCount"}, {BreakpointRole, "breakpoint"},
            {FileRole, "file"}};
}

// ---------------------------------------------------------------------------

void RulesetUnitsModel::setUnits(std::vector<RulesetArmies::Unit> units)
{
    beginResetModel();
    m_units = std::move(units);
    endResetModel();
    Q_EMIT countChanged();
}

int RulesetUnitsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_units.size());
}

QVariant RulesetUnitsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RulesetArmies::Unit &unit = m_units.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case NameRole:
        return unit.name;
    case TypeRole:
        return unit.type;
    case TraitsRole:
        return unit.traits;
    case ResolveRole:
        return unit.resolve;
    case AttackDiceRole:
        return unit.attackDice;
    case MoveActionsRole:
        return unit.moveActions;
    case PushScoreRole:
        return unit.pushScore;
    case GeneralRole:
        return unit.general;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesetUnitsModel::roleNames() const
{
    return {{NameRole, "name"},       {TypeRole, "type"},           {TraitsRole, "traits"},
            {ResolveRole, "resolve"}, {AttackDiceRole, "attackDice"}, {MoveActionsRole, "moveActions"},
            {PushScoreRole, "pushScore"}, {GeneralRole, "general"}};
}
