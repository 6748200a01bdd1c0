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
    // The same number of pairs: each changed row is told with the roles that changed.
    if (rows.size() == m_rows.size()) {
        const QHash<int, QByteArray> names = roleNames();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (rows.at(i) == m_rows.at(i))
                continue;
            QList<int> roles;
            for (auto it = names.cbegin(); it != names.cend(); ++it) {
                const QString name = QString::fromLatin1(it.value());
                if (rows.at(i).value(name) != m_rows.at(i).value(name))
                    roles.append(it.key());
            }
            m_rows[i] = rows.at(i);
            const QModelIndex at = index(static_cast<int>(i));
            Q_EMIT dataChanged(at, at, roles);
        }
        return;
    }
    beginResetModel();
    m_rows = rows;
    endResetModel();
    Q_EMIT countChanged();
}
