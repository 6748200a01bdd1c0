#include "rulesetarmies.h"

#include "armyfiles.h"
#include "rulesetarmylist.h"

#include "record/inputlimits.h"
#include "record/jsonreader.h"

#include "ohw/keys.h"
#include "ohw/units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

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
        for (const BuiltInArmyList &list : MwrArmyListFormat::builtIn())
            loadMwr(list.path, false);
        // Then those imported on this device, by name.
        const std::size_t builtIn = m_armies.size();
        const QDir folder(importedFolder(m_ruleset));
        for (const QString &file : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            loadMwr(folder.filePath(file), true);
        std::sort(m_armies.begin() + static_cast<std::ptrdiff_t>(builtIn), m_armies.end(),
                  [](const Army &a, const Army &b) { return a.name.compare(b.name, Qt::CaseInsensitive) < 0; });
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

void RulesetArmies::loadMwr(const QString &path, bool imported)
{
    const MwrArmyListLoad loaded = MwrArmyListFormat::load(path);
    if (!loaded.ok()) {
        m_errors << loaded.error;
        return;
    }
    Army army{QString::fromStdString(loaded.army->name), loaded.period, loaded.notes, path, 0, 0, {}, imported};
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

bool RulesetArmies::canImport() const
{
    return m_ruleset == u"my-wargame-rules";
}

QString RulesetArmies::importedFolder(const QString &ruleset)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/armies/") + ruleset;
}

QVariantMap RulesetArmies::importFile(const QUrl &file)
{
    const auto refused = [](const QStringList &problems) {
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("problems"), problems},
                           {QStringLiteral("name"), QString()}, {QStringLiteral("index"), -1}};
    };
    if (!canImport())
        return refused({tr("army lists of this ruleset cannot be imported yet")});
    const QString path = armyfiles::localPath(file);
    if (path.isEmpty())
        return refused({tr("%1 is not a file on this device").arg(file.toDisplayString())});
    const QFileInfo info(path);
    if (!info.exists())
        return refused({tr("%1: there is no such file").arg(info.fileName())});
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return refused({tr("%1: cannot be read (%2)").arg(info.fileName(), in.errorString())});
    // The size a special file reports is not trusted: read up to the limit and no further.
    QString readError;
    const auto bytes = record::json::readCapped(in, record::limits::MaximumArmyListBytes, &readError);
    if (!bytes)
        return refused({tr("%1: %2").arg(info.fileName(), readError)});
    const MwrArmyListLoad loaded = MwrArmyListFormat::fromJson(*bytes, info.fileName());
    if (!loaded.ok()) {
        // The sentence naming the file, the unit and the field first, then every problem by its JSON path.
        QStringList problems{loaded.error};
        for (const ArmyListProblem &problem : loaded.problems) {
            if (!problem.path.isEmpty())
                problems << problem.text();
        }
        return refused(problems);
    }
    const QString name = QString::fromStdString(loaded.army->name);
    for (const Army &army : m_armies) {
        if (army.name.trimmed().compare(name.trimmed(), Qt::CaseInsensitive) != 0)
            continue;
        const QString why = army.imported
            ? tr("an army called \"%1\" is already on this device; give this one another name").arg(name)
            : tr("\"%1\" is the name of one of the app's own armies; give this one another name").arg(name);
        return refused({tr("%1, %2").arg(info.fileName(), ArmyListProblem{QStringLiteral("name"), why}.text())});
    }
    const QString folder = importedFolder(m_ruleset);
    if (!QDir().mkpath(folder))
        return refused({tr("the folder %1 cannot be made").arg(QDir::toNativeSeparators(folder))});
    // Kept as the player's file says it, under a name no file on the device has.
    const QString kept = armyfiles::freeFileName(folder, name);
    if (const QString why = armyfiles::writeAtomically(kept, *bytes); !why.isEmpty())
        return refused({tr("%1 cannot be written (%2)").arg(QDir::toNativeSeparators(kept), why)});

    beginResetModel();
    load();
    endResetModel();
    Q_EMIT rulesetChanged();
    int row = -1;
    for (std::size_t i = 0; i < m_armies.size(); ++i) {
        if (m_armies[i].file == kept)
            row = static_cast<int>(i);
    }
    m_current = -2; // the units shown are set again
    setCurrentIndex(row);
    return {{QStringLiteral("ok"), true}, {QStringLiteral("problems"), QStringList()},
            {QStringLiteral("name"), name}, {QStringLiteral("index"), row}};
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
    case ImportedRole:
        return army.imported;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesetArmies::roleNames() const
{
    return {{NameRole, "name"},           {PeriodRole, "period"},         {NotesRole, "notes"},
            {UnitCountRole, "unitCount"}, {GeneralCountRole, "generalCount"}, {BreakpointRole, "breakpoint"},
            {FileRole, "file"},           {ImportedRole, "imported"}};
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
