// One side of the quick fatigue tracker as a list model: its Blocks with their
// exact average and §6 state, and the side's losses against the army break (§12.1).

#include "fatiguetracker.h"

#include "ancients/preview.h"

#include <QVariantList>

#include <algorithm>
#include <numeric>
#include <span>
#include <utility>

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
        if (fatigueBroken(block.fatigue))
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
    case TotalFatigueRole: return std::accumulate(block.fatigue.cbegin(), block.fatigue.cend(), 0);
    case AverageTextRole: return averageFatigueText(block.fatigue);
    case AverageValueRole: return averageFatigueValue(block.fatigue);
    case StateRole: return fatigueStateKey(block.fatigue);
    case BrokenRole: return fatigueBroken(block.fatigue);
    case FatigueLeftRole: // the engine's figure (§6, R30): one point more breaks the Block
        return ancients::fatigueLeftBeforeBreak(std::span<const int>(block.fatigue.constData(), static_cast<std::size_t>(block.fatigue.size())));
    case LabelsRole: return block.labels;
    case FilesRole: {
        QList<int> files;
        for (const TrackerPlace &place : block.places)
            files.append(place.file);
        return QVariant::fromValue(files);
    }
    case RanksRole: {
        QList<int> ranks;
        for (const TrackerPlace &place : block.places)
            ranks.append(place.rank);
        return QVariant::fromValue(ranks);
    }
    case HeldRole: {
        QVariantList held;
        for (const bool h : block.held)
            held.append(h);
        return held;
    }
    case FrontageRole: {
        int files = 0;
        for (const TrackerPlace &place : block.places)
            files = std::max(files, place.file + 1);
        return files;
    }
    case MovedRole: return block.moved;
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
        {LabelsRole, "labels"},
        {FilesRole, "files"},
        {RanksRole, "ranks"},
        {HeldRole, "held"},
        {FrontageRole, "frontage"},
        {MovedRole, "moved"},
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
