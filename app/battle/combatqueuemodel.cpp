#include "combatqueuemodel.h"

CombatQueueModel::CombatQueueModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int CombatQueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant CombatQueueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    return m_rows.at(index.row()).value(QString::fromLatin1(roleNames().value(role)));
}

QHash<int, QByteArray> CombatQueueModel::roleNames() const
{
    return {{NumberRole, "number"},
            {BaseRole, "base"},
            {EnemyRole, "enemy"},
            {BaseLabelRole, "baseLabel"},
            {BaseBlockRole, "baseBlock"},
            {BaseBlockIdRole, "baseBlockId"},
            {EnemyLabelRole, "enemyLabel"},
            {EnemyBlockRole, "enemyBlock"},
            {FoughtRole, "fought"},
            {EngagedRole, "engaged"},
            {OverlapsRole, "overlaps"},
            {EnemyOverlapsRole, "enemyOverlaps"},
            {LappingRole, "lapping"},
            {LappingLabelRole, "lappingLabel"},
            {EnemyLappingRole, "enemyLapping"},
            {EnemyLappingLabelRole, "enemyLappingLabel"},
            {StrippableByRole, "strippableBy"},
            {OddsRole, "odds"}};
}

QVariantMap CombatQueueModel::get(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : QVariantMap();
}

void CombatQueueModel::setRows(const QList<QVariantMap> &rows)
{
    if (rows == m_rows)
        return;
    const bool counted = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = rows;
    endResetModel();
    if (counted)
        Q_EMIT countChanged();
}
