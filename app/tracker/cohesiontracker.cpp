#include "cohesiontracker.h"
#include "trackerstorage.h"

#include "record/jsonreader.h"

#include "mwr/cohesion.h"
#include "mwr/keys.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

namespace {

constexpr auto FormatName = "mwr-cohesion-tracker";
constexpr int FormatVersion = 1;
constexpr int LastCohesion = static_cast<int>(mwr::Cohesion::Destroyed);

QString defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/cohesion-tracker.json");
}

mwr::Cohesion cohesionOf(int value)
{
    return static_cast<mwr::Cohesion>(std::clamp(value, 0, LastCohesion));
}

QString sideName(int side)
{
    return side == 0 ? QCoreApplication::translate("CohesionTracker", "Side A")
                     : QCoreApplication::translate("CohesionTracker", "Side B");
}

} // namespace

// ---- the tracker ------------------------------------------------------------------------------

CohesionTracker::CohesionTracker(QObject *parent)
    : CohesionTracker(defaultFilePath(), parent)
{
}

CohesionTracker::CohesionTracker(const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_filePath(filePath)
{
    m_models[0] = new CohesionSideModel(0, this);
    m_models[1] = new CohesionSideModel(1, this);
    load();
    publish();
}

CohesionTracker::~CohesionTracker() = default;

bool CohesionTracker::isEmpty() const
{
    return std::all_of(m_state.sides.cbegin(), m_state.sides.cend(), [](const CohesionSide &s) { return s.units.isEmpty(); });
}

QString CohesionTracker::outcome() const
{
    const bool a = m_models[0]->defeated();
    const bool b = m_models[1]->defeated();
    if (a && b)
        return QStringLiteral("draw");
    if (a || b)
        return QString::fromUtf8(mwr::keyOf(a ? mwr::Side::B : mwr::Side::A).data());
    return {};
}

void CohesionTracker::setBreakPoint(int breakPoint)
{
    breakPoint = std::clamp(breakPoint, 0, MaximumUnits);
    if (breakPoint == m_state.breakPoint)
        return;
    change([breakPoint](CohesionTrackerState &s) { s.breakPoint = breakPoint; });
}

template<typename Change>
void CohesionTracker::change(Change &&change)
{
    m_history.append(m_state);
    change(m_state);
    if (!m_refusal.isEmpty()) {
        m_refusal.clear();
        Q_EMIT refusalChanged();
    }
    publish();
    save();
}

CohesionUnit *CohesionTracker::unitAt(int side, int row)
{
    if (side < 0 || side > 1 || row < 0 || row >= m_state.sides.at(side).units.size())
        return nullptr;
    return &m_state.sides[side].units[row];
}

void CohesionTracker::refuse(const QString &why)
{
    m_refusal = why;
    Q_EMIT refusalChanged();
}

void CohesionTracker::setSideName(int side, const QString &name)
{
    if (side < 0 || side > 1 || m_state.sides.at(side).name == name.trimmed())
        return;
    change([side, name](CohesionTrackerState &s) { s.sides[side].name = name.trimmed(); });
}

bool CohesionTracker::addUnit(int side, const QString &name)
{
    if (side < 0 || side > 1)
        return false;
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        refuse(tr("Give the unit a name."));
        return false;
    }
    if (m_state.sides.at(side).units.size() >= MaximumUnits) {
        refuse(tr("A side holds at most %1 units on the tracker.").arg(MaximumUnits));
        return false;
    }
    change([side, trimmed](CohesionTrackerState &s) { s.sides[side].units.append({trimmed, 0}); });
    return true;
}

void CohesionTracker::removeUnit(int side, int row)
{
    if (!unitAt(side, row))
        return;
    change([side, row](CohesionTrackerState &s) { s.sides[side].units.removeAt(row); });
}

bool CohesionTracker::hit(int side, int row)
{
    const CohesionUnit *unit = unitAt(side, row);
    if (!unit)
        return false;
    const mwr::Cohesion now = cohesionOf(unit->cohesion);
    if (now == mwr::Cohesion::Destroyed) {
        refuse(tr("%1 is destroyed and has left the battlefield (§2, R10).").arg(unit->name));
        return false;
    }
    const int after = static_cast<int>(mwr::afterHit(now));
    change([side, row, after](CohesionTrackerState &s) { s.sides[side].units[row].cohesion = after; });
    return true;
}

bool CohesionTracker::rally(int side, int row)
{
    const CohesionUnit *unit = unitAt(side, row);
    if (!unit)
        return false;
    const std::optional<mwr::Cohesion> after = mwr::afterRally(cohesionOf(unit->cohesion));
    if (!after) {
        refuse(unit->cohesion == 0 ? tr("%1 is Fresh: it has nothing to rally (§9, R2).").arg(unit->name)
                                   : tr("%1 is destroyed and never rallies (§9, R2).").arg(unit->name));
        return false;
    }
    const int value = static_cast<int>(*after);
    change([side, row, value](CohesionTrackerState &s) { s.sides[side].units[row].cohesion = value; });
    return true;
}

void CohesionTracker::undo()
{
    if (m_history.isEmpty())
        return;
    m_state = m_history.takeLast();
    if (!m_refusal.isEmpty()) {
        m_refusal.clear();
        Q_EMIT refusalChanged();
    }
    publish();
    save();
}

void CohesionTracker::resetStates()
{
    change([](CohesionTrackerState &s) {
        for (CohesionSide &side : s.sides) {
            for (CohesionUnit &unit : side.units)
                unit.cohesion = 0;
        }
    });
}

void CohesionTracker::clear()
{
    if (isEmpty() && m_state.breakPoint == 0 && m_state.sides.at(0).name.isEmpty() && m_state.sides.at(1).name.isEmpty())
        return;
    change([](CohesionTrackerState &s) { s = CohesionTrackerState(); });
}

void CohesionTracker::fillWithSample()
{
    change([](CohesionTrackerState &s) {
        s = CohesionTrackerState();
        s.sides[0] = {tr("Romans"), {{tr("Hastati"), 0}, {tr("Principes"), 0}, {tr("Triarii"), 0}, {tr("Velites"), 0}}};
        s.sides[1] = {tr("Gauls"), {{tr("Warband"), 0}, {tr("Warband"), 0}, {tr("Noble cavalry"), 0}, {tr("Skirmishers"), 0}}};
    });
}

void CohesionTracker::dismissProblem()
{
    setProblem({});
}

void CohesionTracker::publish()
{
    m_models[0]->show(m_state.sides.at(0), m_state.breakPoint);
    m_models[1]->show(m_state.sides.at(1), m_state.breakPoint);
    Q_EMIT changed();
}

void CohesionTracker::setProblem(const QString &problem)
{
    if (m_problem == problem)
        return;
    m_problem = problem;
    Q_EMIT problemChanged();
}

// ---- the file ---------------------------------------------------------------------------------

QByteArray CohesionTracker::toJson(const CohesionTrackerState &state)
{
    QJsonArray sides;
    for (const CohesionSide &side : state.sides) {
        QJsonArray units;
        for (const CohesionUnit &unit : side.units)
            units.append(QJsonObject{{QStringLiteral("name"), unit.name},
                                     {QStringLiteral("cohesion"), QString::fromUtf8(mwr::keyOf(cohesionOf(unit.cohesion)).data())}});
        sides.append(QJsonObject{{QStringLiteral("name"), side.name}, {QStringLiteral("units"), units}});
    }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(FormatName)},
                           {QStringLiteral("version"), FormatVersion},
                           {QStringLiteral("break_point"), state.breakPoint},
                           {QStringLiteral("sides"), sides}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool CohesionTracker::fromJson(const QByteArray &bytes, CohesionTrackerState *state, QString *error)
{
    const record::json::Parsed parsed = record::json::parse(bytes);
    if (!parsed.ok()) {
        *error = tr("it is not JSON (line %1, column %2: %3)").arg(parsed.line).arg(parsed.column).arg(parsed.error);
        return false;
    }
    const QJsonObject root = parsed.document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(FormatName)) {
        *error = tr("\"format\" is not \"%1\"").arg(QLatin1String(FormatName));
        return false;
    }
    if (root.value(QStringLiteral("version")).toInt(-1) != FormatVersion) {
        *error = tr("\"version\" is not %1").arg(FormatVersion);
        return false;
    }
    const QJsonValue breakPoint = root.value(QStringLiteral("break_point"));
    const int points = breakPoint.toInt(-1);
    if (!breakPoint.isDouble() || points < 0 || points > MaximumUnits || breakPoint.toDouble() != points) {
        *error = tr("\"break_point\" is not a whole number from 0 to %1").arg(MaximumUnits);
        return false;
    }
    const QJsonArray sides = root.value(QStringLiteral("sides")).toArray();
    if (sides.size() != 2) {
        *error = tr("\"sides\" does not hold two sides");
        return false;
    }
    CohesionTrackerState read;
    read.breakPoint = points;
    for (int s = 0; s < 2; ++s) {
        const QJsonObject side = sides.at(s).toObject();
        read.sides[s].name = side.value(QStringLiteral("name")).toString();
        const QJsonArray units = side.value(QStringLiteral("units")).toArray();
        if (units.size() > MaximumUnits) {
            *error = tr("sides[%1].units holds more than %2 units").arg(s).arg(MaximumUnits);
            return false;
        }
        for (qsizetype u = 0; u < units.size(); ++u) {
            const QJsonObject unit = units.at(u).toObject();
            const QString name = unit.value(QStringLiteral("name")).toString().trimmed();
            const auto cohesion = mwr::fromKey<mwr::Cohesion>(unit.value(QStringLiteral("cohesion")).toString().toStdString());
            if (name.isEmpty()) {
                *error = tr("sides[%1].units[%2].name is empty").arg(s).arg(u);
                return false;
            }
            if (!cohesion) {
                *error = tr("sides[%1].units[%2].cohesion is not one of fresh, shaken, disrupted, destroyed").arg(s).arg(u);
                return false;
            }
            read.sides[s].units.append({name, static_cast<int>(*cohesion)});
        }
    }
    *state = read;
    return true;
}

void CohesionTracker::load()
{
    if (m_filePath.isEmpty() || !QFile::exists(m_filePath))
        return;
    QFile file(m_filePath);
    QString what;
    CohesionTrackerState state;
    if (!file.open(QIODevice::ReadOnly)) {
        what = tr("it cannot be opened (%1)").arg(file.errorString());
    } else {
        const QByteArray bytes = file.readAll();
        if (file.error() != QFileDevice::NoError)
            what = tr("it cannot be read (%1)").arg(file.errorString());
        else if (!fromJson(bytes, &state, &what) && what.isEmpty())
            what = tr("it is not a cohesion tracker file");
    }
    file.close();
    if (what.isEmpty()) {
        m_state = state;
        return;
    }
    const QString aside = trackerstorage::moveAside(m_filePath);
    if (!aside.isEmpty()) {
        setProblem(tr("The cohesion tracker's file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.")
                       .arg(QDir::toNativeSeparators(m_filePath), what, aside));
    } else {
        m_mayWrite = false;
        setProblem(tr("The cohesion tracker's file %1 could not be read: %2. It could not be moved aside either, so "
                      "changes will not be saved until the file is moved or repaired.")
                       .arg(QDir::toNativeSeparators(m_filePath), what));
    }
}

void CohesionTracker::save()
{
    if (m_filePath.isEmpty() || !m_mayWrite)
        return;
    const QString failed = trackerstorage::save(m_filePath, toJson(m_state));
    if (!failed.isEmpty()) {
        m_saveFailed = true;
        setProblem(tr("The cohesion tracker could not be saved to %1: %2.").arg(QDir::toNativeSeparators(m_filePath), failed));
        return;
    }
    if (m_saveFailed) {
        m_saveFailed = false;
        setProblem({});
    }
}

// ---- a side -----------------------------------------------------------------------------------

CohesionSideModel::CohesionSideModel(int side, QObject *parent)
    : QAbstractListModel(parent)
    , m_side(side)
{
}

QString CohesionSideModel::name() const
{
    return m_shown.name.isEmpty() ? sideName(m_side) : m_shown.name;
}

int CohesionSideModel::lost() const
{
    return static_cast<int>(std::count_if(m_shown.units.cbegin(), m_shown.units.cend(),
                                          [](const CohesionUnit &u) { return cohesionOf(u.cohesion) == mwr::Cohesion::Destroyed; }));
}

bool CohesionSideModel::defeated() const
{
    return !m_shown.units.isEmpty() && mwr::sideDefeated(lost(), static_cast<int>(m_shown.units.size()), m_breakPoint);
}

int CohesionSideModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.units.size());
}

QString CohesionSideModel::cohesionText(int cohesion)
{
    switch (cohesionOf(cohesion)) {
    case mwr::Cohesion::Fresh:
        return QCoreApplication::translate("CohesionTracker", "Fresh");
    case mwr::Cohesion::Shaken:
        return QCoreApplication::translate("CohesionTracker", "Shaken");
    case mwr::Cohesion::Disrupted:
        return QCoreApplication::translate("CohesionTracker", "Disrupted");
    case mwr::Cohesion::Destroyed:
        break;
    }
    return QCoreApplication::translate("CohesionTracker", "Destroyed");
}

QVariant CohesionSideModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_shown.units.size())
        return {};
    const CohesionUnit &unit = m_shown.units.at(index.row());
    const mwr::Cohesion cohesion = cohesionOf(unit.cohesion);
    switch (role) {
    case NameRole:
        return unit.name;
    case CohesionRole:
        return QString::fromUtf8(mwr::keyOf(cohesion).data());
    case CohesionTextRole:
        return cohesionText(unit.cohesion);
    case DestroyedRole:
        return cohesion == mwr::Cohesion::Destroyed;
    case CanRallyRole:
        return mwr::afterRally(cohesion).has_value();
    default:
        return {};
    }
}

QHash<int, QByteArray> CohesionSideModel::roleNames() const
{
    return {{NameRole, "name"}, {CohesionRole, "cohesion"}, {CohesionTextRole, "cohesionText"},
            {DestroyedRole, "destroyed"}, {CanRallyRole, "canRally"}};
}

void CohesionSideModel::show(const CohesionSide &side, int breakPoint)
{
    const qsizetype before = m_shown.units.size();
    const qsizetype after = side.units.size();
    const qsizetype common = std::min(before, after);
    const bool summary = m_shown.name != side.name || before != after || m_breakPoint != breakPoint || lost() != [&] {
        return static_cast<int>(std::count_if(side.units.cbegin(), side.units.cend(),
                                              [](const CohesionUnit &u) { return cohesionOf(u.cohesion) == mwr::Cohesion::Destroyed; }));
    }();
    if (after < before) {
        beginRemoveRows({}, static_cast<int>(after), static_cast<int>(before - 1));
        m_shown = side;
        endRemoveRows();
    } else if (after > before) {
        beginInsertRows({}, static_cast<int>(before), static_cast<int>(after - 1));
        m_shown = side;
        endInsertRows();
    }
    // Rows both had: only those that differ are told, a unit hit changes one row.
    std::vector<int> changed;
    for (qsizetype row = 0; row < common; ++row) {
        if (m_shown.units.at(row) != side.units.at(row) || after != before)
            changed.push_back(static_cast<int>(row));
    }
    m_shown = side;
    m_breakPoint = breakPoint;
    for (const int row : changed)
        Q_EMIT dataChanged(index(row), index(row));
    if (summary)
        Q_EMIT summaryChanged();
}
