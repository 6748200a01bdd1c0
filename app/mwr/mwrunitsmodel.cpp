#include "mwrunitsmodel.h"

#include "mwrwording.h"

#include "mwr/keys.h"

int MwrUnitsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant MwrUnitsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    return m_rows.at(static_cast<std::size_t>(index.row())).value(role);
}

QHash<int, QByteArray> MwrUnitsModel::roleNames() const
{
    return {{UnitIdRole, "unitId"},       {NameRole, "name"},           {ResolveRole, "resolve"},
            {SkirmisherRole, "skirmisher"}, {CohesionRole, "cohesion"},   {CohesionTextRole, "cohesionText"},
            {ActedRole, "acted"},         {ToActRole, "toAct"},         {EngagedRole, "engaged"},
            {DestroyedRole, "destroyed"}, {ContactsRole, "contacts"},   {ContactNamesRole, "contactNames"}};
}

void MwrUnitsModel::update(const mwr::GameState &state, mwr::Side side)
{
    const MwrWording words(state);
    std::vector<QHash<int, QVariant>> rows;
    for (const mwr::Unit &u : state.units) {
        if (u.side != side)
            continue;
        QHash<int, QVariant> row;
        row.insert(UnitIdRole, u.id);
        row.insert(NameRole, QString::fromStdString(u.name));
        row.insert(ResolveRole, u.resolve);
        row.insert(SkirmisherRole, u.skirmisher);
        row.insert(CohesionRole, QString::fromUtf8(mwr::keyOf(u.cohesion)));
        row.insert(CohesionTextRole, MwrWording::cohesion(u.cohesion));
        row.insert(ActedRole, u.acted);
        row.insert(ToActRole, !state.outcome && !u.destroyed() && !u.acted && state.toAct == side);
        row.insert(EngagedRole, mwr::engaged(state, u.id));
        row.insert(DestroyedRole, u.destroyed());
        QVariantList contacts;
        QStringList names;
        for (const mwr::UnitId other : mwr::contactsOf(state, u.id)) {
            contacts << other;
            names << words.unit(other);
        }
        row.insert(ContactsRole, contacts);
        row.insert(ContactNamesRole, names.join(QStringLiteral(", ")));
        rows.push_back(std::move(row));
    }
    const bool countChanges = rows.size() != m_rows.size();
    if (countChanges) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        Q_EMIT countChanged();
        return;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows.at(i) == m_rows.at(i))
            continue;
        m_rows.at(i) = std::move(rows.at(i));
        const QModelIndex at = index(static_cast<int>(i));
        Q_EMIT dataChanged(at, at);
    }
}
