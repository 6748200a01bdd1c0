#include "trackerregrouping.h"

#include "fatiguetracker.h"

#include <QVariantMap>

#include <algorithm>

TrackerRegrouping::TrackerRegrouping(QObject *parent)
    : QObject(parent)
{
    connect(this, &TrackerRegrouping::inputChanged, this, &TrackerRegrouping::recompute);
}

void TrackerRegrouping::setTracker(FatigueTracker *tracker)
{
    if (m_tracker == tracker)
        return;
    if (m_tracker)
        disconnect(m_tracker, nullptr, this, nullptr);
    m_tracker = tracker;
    if (m_tracker)
        connect(m_tracker, &FatigueTracker::changed, this, &TrackerRegrouping::recompute);
    Q_EMIT inputChanged();
}

void TrackerRegrouping::setSide(int side)
{
    if (m_side == side)
        return;
    m_side = side;
    Q_EMIT inputChanged();
}

void TrackerRegrouping::setBlock(int block)
{
    if (m_block == block)
        return;
    m_block = block;
    Q_EMIT inputChanged();
}

void TrackerRegrouping::setMerging(bool merging)
{
    if (m_merging == merging)
        return;
    m_merging = merging;
    Q_EMIT inputChanged();
}

void TrackerRegrouping::setOther(int other)
{
    if (m_other == other)
        return;
    m_other = other;
    Q_EMIT inputChanged();
}

void TrackerRegrouping::setLine(const QString &line)
{
    if (m_line == line)
        return;
    m_line = line;
    Q_EMIT inputChanged();
}

void TrackerRegrouping::setAt(int at)
{
    if (m_at == at)
        return;
    m_at = at;
    Q_EMIT inputChanged();
}

void TrackerRegrouping::recompute()
{
    m_cuts.clear();
    m_blockName.clear();
    m_seamLabels.clear();
    m_resultNames.clear();
    m_refusal.clear();
    m_valid = false;
    const TrackerBlock *shown = nullptr;
    if (m_tracker && (m_side == 0 || m_side == 1) && m_block >= 0 && m_block < m_tracker->sides().at(m_side).blocks.size())
        shown = &m_tracker->sides().at(m_side).blocks.at(m_block);
    if (shown) {
        m_blockName = shown->name;
        int files = 0;
        int ranks = 0;
        for (const TrackerPlace &place : shown->places) {
            files = std::max(files, place.file + 1);
            ranks = std::max(ranks, place.rank + 1);
        }
        for (int at = 1; at < files; ++at)
            m_cuts.append(QVariantMap{{QStringLiteral("line"), QStringLiteral("files")},
                                      {QStringLiteral("at"), at},
                                      {QStringLiteral("text"), tr("Between files %1 and %2").arg(at).arg(at + 1)}});
        for (int at = 1; at < ranks; ++at)
            m_cuts.append(QVariantMap{{QStringLiteral("line"), QStringLiteral("ranks")},
                                      {QStringLiteral("at"), at},
                                      {QStringLiteral("text"), tr("Between ranks %1 and %2").arg(at).arg(at + 1)}});
        TrackerState next = m_tracker->state();
        if (m_merging && m_other < 0)
            m_refusal = tr("Choose the Block that joins it.");
        else
            m_refusal = m_merging ? FatigueTracker::mergeIn(&next, m_side, m_block, m_other, m_line, &m_seamLabels)
                                  : FatigueTracker::splitIn(&next, m_side, m_block, m_line, m_at, &m_seamLabels);
        m_valid = m_refusal.isEmpty();
        if (m_valid) {
            const int results = m_merging ? 1 : 2;
            const int first = m_merging && m_other < m_block ? m_block - 1 : m_block;
            for (int i = 0; i < results; ++i)
                m_resultNames.append(next.sides.at(m_side).blocks.at(first + i).name);
        }
    }
    Q_EMIT previewChanged();
}

QString TrackerRegrouping::confirm()
{
    if (!m_tracker)
        return tr("There is no tracker.");
    return m_merging ? m_tracker->merge(m_side, m_block, m_other, m_line) : m_tracker->split(m_side, m_block, m_line, m_at);
}
