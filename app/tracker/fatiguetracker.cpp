#include "fatiguetracker.h"

#include "numberformat.h"
#include "record/jsonreader.h"

#include "ancients/fraction.h"
#include "ancients/keys.h"
#include "ancients/preview.h"
#include "ancients/rules_tables.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

namespace {

constexpr auto FormatName = "ancients-fatigue-tracker";
constexpr int FormatVersion = 1;

int total(const QList<int> &fatigue)
{
    return std::accumulate(fatigue.cbegin(), fatigue.cend(), 0);
}

// The Block's exact average Base Fatigue (§6); only for a Block with Bases.
ancients::Fraction average(const QList<int> &fatigue)
{
    return {total(fatigue), std::max<qsizetype>(1, fatigue.size())};
}

bool broken(const QList<int> &fatigue)
{
    return !fatigue.isEmpty() && ancients::blockHasBroken(average(fatigue));
}

bool isTroopTypeKey(const QString &key)
{
    return ancients::troopTypeFromKey(key.toStdString()).has_value();
}

bool validSide(int side)
{
    return side == 0 || side == 1;
}

QString defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/tracker.json");
}

// A JSON value as the file writes it, for error messages: 0, "x", null.
QString jsonText(const QJsonValue &value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

TrackerBlock sampleBlock(const char *name, const char *type, std::initializer_list<int> fatigue)
{
    return {QString::fromUtf8(name), QString::fromLatin1(type), QList<int>(fatigue)};
}

} // namespace

QString averageFatigueText(const QList<int> &fatigue)
{
    if (fatigue.isEmpty())
        return {};
    return numberformat::mixed(average(fatigue));
}

QString fatigueStateKey(const QList<int> &fatigue)
{
    return record::json::keyText(ancients::fatigueState(average(fatigue)));
}

int armyBreaksAt(int starting)
{
    return ancients::basesLostToBreakArmy(starting);
}

// ---- FatigueTracker -----------------------------------------------------------------

FatigueTracker::FatigueTracker(QObject *parent)
    : FatigueTracker(defaultFilePath(), parent)
{
}

FatigueTracker::FatigueTracker(const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_filePath(filePath)
    , m_sides(2)
{
    m_models[0] = new TrackerSideModel(this, 0);
    m_models[1] = new TrackerSideModel(this, 1);
    load();
    publish();
}

FatigueTracker::~FatigueTracker() = default;

bool FatigueTracker::isEmpty() const
{
    return std::all_of(m_sides.cbegin(), m_sides.cend(), [](const TrackerSide &side) { return side.blocks.isEmpty(); });
}

int FatigueTracker::minimumFatigue()
{
    return ancients::MinimumFatigue;
}

TrackerBlock *FatigueTracker::blockAt(int side, int block)
{
    if (!validSide(side) || block < 0 || block >= m_sides[side].blocks.size())
        return nullptr;
    return &m_sides[side].blocks[block];
}

void FatigueTracker::setSideName(int side, const QString &name)
{
    if (!validSide(side))
        return;
    QList<TrackerSide> next = m_sides;
    next[side].name = name.trimmed();
    change(next);
}

bool FatigueTracker::addBlock(int side, const QString &name, int bases, const QString &troopType)
{
    if (!validSide(side) || name.trimmed().isEmpty() || bases < 1 || bases > MaximumBases
        || (!troopType.isEmpty() && !isTroopTypeKey(troopType)))
        return false;
    QList<TrackerSide> next = m_sides;
    next[side].blocks.append({name.trimmed(), troopType, QList<int>(bases, ancients::MinimumFatigue)});
    change(next);
    return true;
}

void FatigueTracker::removeBlock(int side, int block)
{
    if (!blockAt(side, block))
        return;
    QList<TrackerSide> next = m_sides;
    next[side].blocks.removeAt(block);
    change(next);
}

void FatigueTracker::raiseFatigue(int side, int block, int base)
{
    const TrackerBlock *current = blockAt(side, block);
    if (!current || base < 0 || base >= current->fatigue.size() || current->fatigue[base] >= MaximumFatigue)
        return;
    QList<TrackerSide> next = m_sides;
    ++next[side].blocks[block].fatigue[base];
    change(next);
}

void FatigueTracker::lowerFatigue(int side, int block, int base)
{
    const TrackerBlock *current = blockAt(side, block);
    if (!current || base < 0 || base >= current->fatigue.size() || current->fatigue[base] <= ancients::MinimumFatigue)
        return;
    QList<TrackerSide> next = m_sides;
    --next[side].blocks[block].fatigue[base];
    change(next);
}

QString FatigueTracker::fillFromArmy(int side, QAbstractItemModel *blocks, const QString &armyName)
{
    if (!validSide(side) || !blocks)
        return tr("There is no army to fill from.");
    const QHash<int, QByteArray> roles = blocks->roleNames();
    const int nameRole = roles.key("name", -1);
    const int typeRole = roles.key("type", -1);
    const int frontageRole = roles.key("frontage", -1);
    const int depthRole = roles.key("depth", -1);
    if (nameRole < 0 || frontageRole < 0 || depthRole < 0)
        return tr("The army's Blocks do not say their name, frontage and depth.");
    if (blocks->rowCount() == 0)
        return tr("The army %1 lists no Blocks.").arg(armyName);

    QList<TrackerBlock> filled;
    for (int row = 0; row < blocks->rowCount(); ++row) {
        const QModelIndex index = blocks->index(row, 0);
        const QString name = blocks->data(index, nameRole).toString();
        const QString type = typeRole < 0 ? QString() : blocks->data(index, typeRole).toString();
        const int bases = blocks->data(index, frontageRole).toInt() * blocks->data(index, depthRole).toInt();
        if (bases < 1 || bases > MaximumBases)
            return tr("The Block \"%1\" of %2 has %3 Bases; the tracker takes 1 to %4 a Block.")
                .arg(name, armyName)
                .arg(bases)
                .arg(MaximumBases);
        filled.append({name, isTroopTypeKey(type) ? type : QString(), QList<int>(bases, ancients::MinimumFatigue)});
    }
    QList<TrackerSide> next = m_sides;
    next[side] = {armyName.trimmed(), filled};
    change(next);
    return {};
}

void FatigueTracker::undo()
{
    if (m_undo.isEmpty())
        return;
    m_sides = m_undo.takeLast();
    publish();
    save();
}

void FatigueTracker::resetFatigue()
{
    QList<TrackerSide> next = m_sides;
    for (TrackerSide &side : next) {
        for (TrackerBlock &block : side.blocks)
            block.fatigue.fill(ancients::MinimumFatigue);
    }
    change(next);
}

void FatigueTracker::clear()
{
    change(QList<TrackerSide>(2));
}

void FatigueTracker::fillWithSample()
{
    // Each state of §6 on both sides, and losses on each side short of its army break.
    QList<TrackerSide> sample(2);
    sample[0].name = QStringLiteral("Mid-Republican Roman");
    sample[0].blocks = {
        sampleBlock("Hastati", "medium-infantry", {2, 3, 2, 1}),                // 2: Fresh
        sampleBlock("Velites", "skirmishers", {5, 6, 5, 4}),                    // 5: Shaken
        sampleBlock("Roman equites", "cavalry", {7, 8}),                        // 7 1/2: Broken
        sampleBlock("Principes", "medium-infantry", {3, 4, 3, 3}),              // 3 1/4: Pressed
        sampleBlock("Triarii", "heavy-infantry", {1, 1}),                       // 1: Fresh
        sampleBlock("Allied Italian foot", "medium-infantry", {3, 3, 4, 2, 3}), // 3: Pressed
    };
    sample[1].name = QStringLiteral("Gallic");
    sample[1].blocks = {
        sampleBlock("Noble cavalry", "cavalry", {2, 3}),                        // 2 1/2: Pressed
        sampleBlock("Warband", "warband", {6, 5, 6, 4, 5, 5, 3, 2}),            // 4 1/2: Shaken
        sampleBlock("Tribal levy", "warband", {8, 7, 7, 6}),                    // 7: Broken
        sampleBlock("Soldurii", "warband", {1, 2}),                             // 1 1/2: Fresh
        sampleBlock("Gaesatae", "warband", {7, 7}),                             // 7: Broken
        sampleBlock("Javelinmen and slingers", "skirmishers", {1, 1, 2}),       // 1 1/3: Fresh
        sampleBlock("Tribal horse", "cavalry", {4, 3, 3}),                      // 3 1/3: Pressed
    };
    change(sample);
}

void FatigueTracker::dismissProblem()
{
    setProblem({});
}

void FatigueTracker::change(const QList<TrackerSide> &next)
{
    if (next == m_sides)
        return;
    m_undo.append(m_sides);
    if (m_undo.size() > UndoDepth)
        m_undo.removeFirst();
    m_sides = next;
    publish();
    save();
}

void FatigueTracker::publish()
{
    m_models[0]->update(m_sides[0]);
    m_models[1]->update(m_sides[1]);
    Q_EMIT changed();
}

void FatigueTracker::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    Q_EMIT problemChanged();
}

void FatigueTracker::load()
{
    if (m_filePath.isEmpty())
        return;
    QFile file(m_filePath);
    if (!file.exists())
        return;
    QString what;
    QList<TrackerSide> sides;
    if (!file.open(QIODevice::ReadOnly)) {
        what = tr("it cannot be opened (%1)").arg(file.errorString());
    } else {
        const QByteArray bytes = file.readAll();
        if (file.error() != QFileDevice::NoError)
            what = tr("it cannot be read (%1)").arg(file.errorString());
        else if (!fromJson(bytes, &sides, &what))
            what = what.isEmpty() ? tr("it is not a tracker file") : what;
    }
    file.close();
    if (what.isEmpty()) {
        m_sides = sides;
        return;
    }

    // Keep the player's bytes: move the file aside, never write over it.
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    QString aside = m_filePath + QStringLiteral(".unreadable-") + stamp;
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = m_filePath + QStringLiteral(".unreadable-") + stamp + QLatin1Char('-') + QString::number(n);
    if (QFile::rename(m_filePath, aside)) {
        setProblem(tr("The tracker file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.")
                       .arg(QDir::toNativeSeparators(m_filePath), what, QFileInfo(aside).fileName()));
    } else {
        m_mayWrite = false;
        setProblem(tr("The tracker file %1 could not be read: %2. It could not be moved aside either, so changes "
                      "will not be saved until the file is moved or repaired.")
                       .arg(QDir::toNativeSeparators(m_filePath), what));
    }
}

void FatigueTracker::save()
{
    if (m_filePath.isEmpty() || !m_mayWrite)
        return;
    const QByteArray json = toJson(m_sides);
    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    QSaveFile file(m_filePath);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        m_saveFailed = true;
        setProblem(tr("The tracker could not be saved to %1: %2.")
                       .arg(QDir::toNativeSeparators(m_filePath), file.errorString()));
        return;
    }
    if (m_saveFailed) {
        m_saveFailed = false;
        setProblem({});
    }
}

QByteArray FatigueTracker::toJson(const QList<TrackerSide> &sides)
{
    QJsonArray sidesJson;
    for (const TrackerSide &side : sides) {
        QJsonArray blocks;
        for (const TrackerBlock &block : side.blocks) {
            QJsonArray fatigue;
            for (const int value : block.fatigue)
                fatigue.append(value);
            QJsonObject blockJson{{QStringLiteral("name"), block.name}, {QStringLiteral("fatigue"), fatigue}};
            if (!block.troopType.isEmpty())
                blockJson.insert(QStringLiteral("type"), block.troopType);
            blocks.append(blockJson);
        }
        sidesJson.append(QJsonObject{{QStringLiteral("name"), side.name}, {QStringLiteral("blocks"), blocks}});
    }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(FormatName)},
                           {QStringLiteral("version"), FormatVersion},
                           {QStringLiteral("sides"), sidesJson}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool FatigueTracker::fromJson(const QByteArray &json, QList<TrackerSide> *sides, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("it is not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    if (!document.isObject()) {
        *error = tr("it holds no JSON object");
        return false;
    }
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(FormatName)) {
        *error = tr("\"format\" is not \"%1\"").arg(QLatin1String(FormatName));
        return false;
    }
    if (root.value(QStringLiteral("version")).toInt(-1) != FormatVersion) {
        *error = tr("\"version\" is not %1").arg(FormatVersion);
        return false;
    }
    const QJsonValue sidesValue = root.value(QStringLiteral("sides"));
    if (!sidesValue.isArray() || sidesValue.toArray().size() != 2) {
        *error = tr("\"sides\" is not a list of two sides");
        return false;
    }
    QList<TrackerSide> read;
    const QJsonArray sidesJson = sidesValue.toArray();
    for (qsizetype s = 0; s < sidesJson.size(); ++s) {
        const QString where = QStringLiteral("sides[%1]").arg(s);
        const QJsonObject sideJson = sidesJson.at(s).toObject();
        if (!sidesJson.at(s).isObject() || !sideJson.value(QStringLiteral("name")).isString()
            || !sideJson.value(QStringLiteral("blocks")).isArray()) {
            *error = tr("%1 needs a \"name\" text and a \"blocks\" list").arg(where);
            return false;
        }
        TrackerSide side{sideJson.value(QStringLiteral("name")).toString(), {}};
        const QJsonArray blocks = sideJson.value(QStringLiteral("blocks")).toArray();
        for (qsizetype b = 0; b < blocks.size(); ++b) {
            const QString blockWhere = QStringLiteral("%1.blocks[%2]").arg(where).arg(b);
            const QJsonObject blockJson = blocks.at(b).toObject();
            const QString name = blockJson.value(QStringLiteral("name")).toString();
            if (!blocks.at(b).isObject() || name.trimmed().isEmpty()) {
                *error = tr("%1 has no \"name\"").arg(blockWhere);
                return false;
            }
            const QString type = blockJson.value(QStringLiteral("type")).toString();
            if (!type.isEmpty() && !isTroopTypeKey(type)) {
                *error = tr("%1.type \"%2\" is not a troop type").arg(blockWhere, type);
                return false;
            }
            const QJsonValue fatigueValue = blockJson.value(QStringLiteral("fatigue"));
            const QJsonArray fatigueJson = fatigueValue.toArray();
            if (!fatigueValue.isArray() || fatigueJson.isEmpty() || fatigueJson.size() > MaximumBases) {
                *error = tr("%1.fatigue is not a list of 1 to %2 Bases").arg(blockWhere).arg(MaximumBases);
                return false;
            }
            TrackerBlock block{name, type, {}};
            for (qsizetype f = 0; f < fatigueJson.size(); ++f) {
                const QJsonValue value = fatigueJson.at(f);
                const double number = value.toDouble(-1);
                if (!value.isDouble() || number < ancients::MinimumFatigue || number > MaximumFatigue
                    || number != std::floor(number)) {
                    *error = tr("%1.fatigue[%2] is %3, not a whole number from %4 to %5")
                                 .arg(blockWhere)
                                 .arg(f)
                                 .arg(jsonText(value))
                                 .arg(ancients::MinimumFatigue)
                                 .arg(MaximumFatigue);
                    return false;
                }
                block.fatigue.append(static_cast<int>(number));
            }
            side.blocks.append(block);
        }
        read.append(side);
    }
    *sides = read;
    return true;
}

// ---- TrackerSideModel ------------------------------------------------------------------

TrackerSideModel::TrackerSideModel(FatigueTracker *tracker, int side)
    : QAbstractListModel(tracker)
    , m_side(side)
{
}

QString TrackerSideModel::name() const
{
    return m_shown.name;
}

int TrackerSideModel::startingBases() const
{
    int bases = 0;
    for (const TrackerBlock &block : m_shown.blocks)
        bases += static_cast<int>(block.fatigue.size());
    return bases;
}

int TrackerSideModel::lostBases() const
{
    int lost = 0;
    for (const TrackerBlock &block : m_shown.blocks) {
        if (broken(block.fatigue))
            lost += static_cast<int>(block.fatigue.size());
    }
    return lost;
}

int TrackerSideModel::breaksAt() const
{
    return armyBreaksAt(startingBases());
}

bool TrackerSideModel::armyBroken() const
{
    const int starting = startingBases();
    return starting > 0 && ancients::armyHasBroken(lostBases(), starting);
}

int TrackerSideModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.blocks.size());
}

QVariant TrackerSideModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TrackerBlock &block = m_shown.blocks.at(index.row());
    switch (role) {
    case NameRole: return block.name;
    case TroopTypeRole: return block.troopType;
    case BaseCountRole: return static_cast<int>(block.fatigue.size());
    case FatigueRole: return QVariant::fromValue(block.fatigue);
    case TotalFatigueRole: return total(block.fatigue);
    case AverageTextRole: return averageFatigueText(block.fatigue);
    case AverageValueRole: return average(block.fatigue).toDouble();
    case StateRole: return fatigueStateKey(block.fatigue);
    case BrokenRole: return broken(block.fatigue);
    case FatigueLeftRole: // the engine's figure (§6, R30): one point more breaks the Block
        return ancients::fatigueLeftBeforeBreak(std::span<const int>(block.fatigue.constData(), static_cast<std::size_t>(block.fatigue.size())));
    default: return {};
    }
}

QHash<int, QByteArray> TrackerSideModel::roleNames() const
{
    return {
        {NameRole, "name"},
        {TroopTypeRole, "troopType"},
        {BaseCountRole, "baseCount"},
        {FatigueRole, "fatigue"},
        {TotalFatigueRole, "totalFatigue"},
        {AverageTextRole, "averageText"},
        {AverageValueRole, "averageValue"},
        {StateRole, "fatigueState"},
        {BrokenRole, "broken"},
        {FatigueLeftRole, "fatigueLeft"},
    };
}

void TrackerSideModel::update(const TrackerSide &side)
{
    const qsizetype before = m_shown.blocks.size();
    const qsizetype after = side.blocks.size();
    const auto sameFirst = [&](qsizetype n) {
        return std::equal(side.blocks.cbegin(), side.blocks.cbegin() + n, m_shown.blocks.cbegin());
    };
    if (after == before) {
        const TrackerSide old = std::exchange(m_shown, side);
        for (qsizetype row = 0; row < after; ++row) {
            if (old.blocks.at(row) != side.blocks.at(row))
                Q_EMIT dataChanged(index(static_cast<int>(row)), index(static_cast<int>(row)));
        }
    } else if (after == before + 1 && sameFirst(before)) {
        beginInsertRows({}, static_cast<int>(before), static_cast<int>(before));
        m_shown = side;
        endInsertRows();
    } else if (after == before - 1) {
        qsizetype removed = 0;
        while (removed < after && side.blocks.at(removed) == m_shown.blocks.at(removed))
            ++removed;
        if (std::equal(side.blocks.cbegin() + removed, side.blocks.cend(), m_shown.blocks.cbegin() + removed + 1)) {
            beginRemoveRows({}, static_cast<int>(removed), static_cast<int>(removed));
            m_shown = side;
            endRemoveRows();
        } else {
            beginResetModel();
            m_shown = side;
            endResetModel();
        }
    } else {
        beginResetModel();
        m_shown = side;
        endResetModel();
    }
    Q_EMIT summaryChanged();
}
