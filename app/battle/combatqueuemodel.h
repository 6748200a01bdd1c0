#pragma once

// The Combat phase's queue of fights as the pairing plan holds it (§4, §9.2):
// one row a planned pair, in the order the side to act chose, with the two
// Bases as the table names them, whether the pair has fought, the overlaps the
// engine computes for its fight now and the earlier fights whose push-back
// would strip them, and the fight's odds. CombatController fills it from the
// engine's planOverlaps() whenever the game changes.

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class CombatQueueModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("CombatController makes the queue")

    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        /** The pair's place in the plan, from 1. */
        NumberRole = Qt::UserRole + 1,
        BaseRole,            ///< the active player's Base id
        EnemyRole,           ///< the enemy Base id
        BaseLabelRole,       ///< "HAS 2·1"
        BaseBlockRole,       ///< the Block's name: "Hastati"
        BaseBlockIdRole,     ///< the Block's number, to select it
        EnemyLabelRole,
        EnemyBlockRole,
        FoughtRole,          ///< the pair has fought this phase
        EngagedRole,         ///< still in contact
        OverlapsRole,        ///< the overlaps computed for the Base (0 or 1)
        EnemyOverlapsRole,   ///< the overlaps computed for the enemy (0 or 1)
        LappingRole,         ///< the Base's lapping friend (id), −1 for none
        LappingLabelRole,    ///< its table label, "" for none
        EnemyLappingRole,
        EnemyLappingLabelRole,
        StrippableByRole,    ///< the earlier fights (numbers from 1) whose push-back would strip an overlap
        OddsRole,            ///< CombatController::oddsOf() of the pair, empty once fought
    };
    Q_ENUM(Role)

    explicit CombatQueueModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** Row @p row's roles by name, for the panels and tests; empty outside the queue. */
    Q_INVOKABLE QVariantMap get(int row) const;

    /** Shows @p rows, each keyed by the role names. */
    void setRows(const QList<QVariantMap> &rows);

Q_SIGNALS:
    void countChanged();

private:
    QList<QVariantMap> m_rows;
};
