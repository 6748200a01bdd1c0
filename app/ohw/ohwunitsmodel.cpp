#include "ohwunitsmodel.h"

#include "ohwwording.h"

#include <QStringList>

#include <algorithm>

int OhwUnitsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant OhwUnitsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    return m_rows.at(static_cast<std::size_t>(index.row())).value(role);
}

QHash<int, QByteArray> OhwUnitsModel::roleNames() const
{
    return {{UnitIdRole, "unitId"},         {NameRole, "name"},           {TypeTextRole, "typeText"},
            {TraitsTextRole, "traitsText"}, {HitsRole, "hits"},           {GroundTextRole, "groundText"},
            {GeneralRole, "general"},       {StatusTextRole, "statusText"}, {EngagedRole, "engaged"},
            {ContactNamesRole, "contactNames"}, {RemovedRole, "removed"}, {MoraleDueRole, "moraleDue"}};
}

void OhwUnitsModel::update(const ohw::GameState &state, ohw::Side side)
{
    const OhwWording words(state);
    const std::vector<ohw::UnitId> moraleDue = ohw::moraleChecksDue(state);
    std::vector<QHash<int, QVariant>> rows;
    for (const ohw::Unit &u : state.units) {
        if (u.side != side)
            continue;
        QHash<int, QVariant> row;
        row.insert(UnitIdRole, u.id);
        row.insert(NameRole, QString::fromStdString(u.name));
        row.insert(TypeTextRole, OhwWording::unitType(u.type));
        QStringList traits;
        for (int t = 0; t < ohw::TraitCount; ++t) {
            if (u.has(static_cast<ohw::Trait>(t)))
                traits << OhwWording::trait(static_cast<ohw::Trait>(t));
        }
        row.insert(TraitsTextRole, traits.join(QStringLiteral(", ")));
        row.insert(HitsRole, u.hits);
        row.insert(GroundTextRole, OhwWording::terrain(u.ground));
        const auto general = ohw::generalOf(state, u.id);
        row.insert(GeneralRole, general ? words.general(*general) : QString());
        QStringList status;
        if (u.moved)
            status << OhwWording::tr("moved");
        if (u.pushed)
            status << OhwWording::tr("pushed");
        if (u.shot)
            status << OhwWording::tr("shot");
        if (u.attacked)
            status << OhwWording::tr("attacked");
        row.insert(StatusTextRole, status.join(QStringLiteral(", ")));
        QStringList contacts;
        for (const ohw::UnitId other : u.removed ? std::vector<ohw::UnitId>{} : ohw::enemiesInContact(state, u.id))
            contacts << words.unit(other);
        row.insert(EngagedRole, !contacts.isEmpty());
        row.insert(ContactNamesRole, contacts.join(QStringLiteral(", ")));
        row.insert(RemovedRole, u.removed);
        row.insert(MoraleDueRole, std::find(moraleDue.begin(), moraleDue.end(), u.id) != moraleDue.end());
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
