#pragma once

// The units of one side of a My Wargame Rules battle, for the battle page's cards.

#ifndef Q_MOC_RUN
#include "mwr/game.h"
#endif

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVariantList>

/** One row a unit of one side, in list order, destroyed ones too (greyed by the page). */
class MwrUnitsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by MwrBattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        UnitIdRole = Qt::UserRole + 1,
        NameRole,          ///< the army list's name (plain text)
        ResolveRole,       ///< base Resolve (ruling R3)
        SkirmisherRole,
        CohesionRole,      ///< key: "fresh", "shaken", "disrupted", "destroyed" (§2); also the colour role
        CohesionTextRole,  ///< its word in the player's language
        ActedRole,         ///< has been activated this turn (§3)
        ToActRole,         ///< its side's activation, not yet acted, not destroyed
        EngagedRole,       ///< in base contact with an enemy (ruling R14)
        DestroyedRole,
        ContactsRole,      ///< QVariantList of the enemy unit ids it touches
        ContactNamesRole,  ///< their names, joined by ", "
    };

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

#ifndef Q_MOC_RUN
    /** Shows @p side of @p state; an empty state (no units) clears it. */
    void update(const mwr::GameState &state, mwr::Side side);
#endif

Q_SIGNALS:
    void countChanged();

private:
    std::vector<QHash<int, QVariant>> m_rows;
};
