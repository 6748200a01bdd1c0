#pragma once

// The units of one side of a 3D6 OHW Gridded Ancients battle, for the battle page's cards.

#ifndef Q_MOC_RUN
#include "ohw/game.h"
#endif

#include <QAbstractListModel>
#include <QQmlEngine>

/** One row a unit of one side, in list order, removed ones too (greyed by the page). */
class OhwUnitsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by OhwBattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        UnitIdRole = Qt::UserRole + 1,
        NameRole,        ///< the army list's name (plain text)
        TypeTextRole,    ///< its unit type, worded (§3)
        TraitsTextRole,  ///< its traits, worded, joined by ", " (§10.4)
        HitsRole,        ///< 0–9 (§3, §8)
        GroundTextRole,  ///< the ground it stands on, worded (§5.6)
        GeneralRole,     ///< the name of the live general with it, "" for none (§10.1)
        StatusTextRole,  ///< what it did in this half, worded: "moved", "shot"…
        EngagedRole,     ///< in contact with an enemy (§5.2)
        ContactNamesRole,
        RemovedRole,     ///< routed or destroyed (§8)
        MoraleDueRole,   ///< it must check morale in this Step 4 (§8)
    };

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

#ifndef Q_MOC_RUN
    /** Shows @p side of @p state; an empty state (no units) clears it. */
    void update(const ohw::GameState &state, ohw::Side side);
#endif

Q_SIGNALS:
    void countChanged();

private:
    std::vector<QHash<int, QVariant>> m_rows;
};
