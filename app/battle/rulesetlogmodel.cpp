#include "rulesetlogmodel.h"

#include "record/logview.h"

using record::LogEntry;

QString RulesetLogModel::typeKey(LogEntry::Type type)
{
    switch (type) {
    case LogEntry::Type::Undo:
        return QStringLiteral("undo");
    case LogEntry::Type::Redo:
        return QStringLiteral("redo");
    case LogEntry::Type::Amend:
        return QStringLiteral("amend");
    case LogEntry::Type::Action:
        break;
    }
    return QStringLiteral("action");
}

void RulesetLogModel::cite(Row &row, const QString &section)
{
    if (!section.isEmpty() && !row.sections.contains(section))
        row.sections << section;
}

void RulesetLogModel::clear()
{
    if (m_rows.empty() && m_setupHash.isEmpty())
        return;
    const int hadRows = rowCount();
    beginResetModel();
    m_rows.clear();
    m_setupHash.clear();
    endResetModel();
    if (hadRows > 0)
        Q_EMIT countChanged();
}

void RulesetLogModel::show(std::vector<Row> rows, const QByteArray &setupHash)
{
    const int hadRows = rowCount();
    // Another battle, or a log that did not just grow: start again.
    if (m_setupHash != setupHash || rows.size() < m_rows.size()
        || (!m_rows.empty() && m_rows.back().fullHash != rows[m_rows.size() - 1].fullHash)) {
        beginResetModel();
        m_setupHash = setupHash;
        m_rows = std::move(rows);
        endResetModel();
        if (rowCount() != hadRows)
            Q_EMIT countChanged();
        return;
    }
    // The rows shown change only where their entry did.
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i] == rows[i])
            continue;
        m_rows[i] = std::move(rows[i]);
        const QModelIndex at = index(rowAt(static_cast<int>(i)));
        Q_EMIT dataChanged(at, at);
    }
    // New entries: newest first, so they go on top.
    const std::size_t added = rows.size() - m_rows.size();
    if (added > 0) {
        beginInsertRows({}, 0, static_cast<int>(added) - 1);
        for (std::size_t i = m_rows.size(); i < rows.size(); ++i)
            m_rows.push_back(std::move(rows[i]));
        endInsertRows();
        Q_EMIT countChanged();
    }
}

void RulesetLogModel::reworded(std::vector<Row> rows, const QByteArray &setupHash)
{
    if (m_rows.empty() || rows.size() != m_rows.size() || setupHash != m_setupHash) {
        show(std::move(rows), setupHash);
        return;
    }
    m_rows = std::move(rows);
    Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

int RulesetLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RulesetLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const int position = static_cast<int>(m_rows.size()) - 1 - index.row();
    const Row &r = m_rows.at(static_cast<std::size_t>(position));
    switch (role) {
    case SequenceRole:
        return position;
    case NumberRole:
        return record::entryNumber(position);
    case TypeRole:
        return r.type;
    case KindRole:
        return r.kind;
    case TurnRole:
        return r.turn;
    case SideRole:
        return r.side;
    case StepRole:
        return r.step;
    case StepTextRole:
        return r.stepText;
    case Qt::DisplayRole:
    case SummaryRole:
        return r.summary;
    case EffectsRole:
        return r.effects;
    case SectionsRole:
        return r.sections;
    case InForceRole:
        return r.inForce;
    case TargetRole:
        return r.target;
    case HashRole:
        return r.hash;
    case FingerprintRole:
        return r.fingerprint;
    case ActionIndexRole:
        return r.actionIndex;
    case CorrectedByRole:
        return r.correctedBy;
    case AmendsRole:
        return r.amends;
    case NoteRole:
        return r.note;
    case UmpireRole:
        return r.umpire;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesetLogModel::roleNames() const
{
    return {{SequenceRole, "sequence"},       {NumberRole, "number"},         {TypeRole, "type"},
            {KindRole, "kind"},               {TurnRole, "turn"},             {SideRole, "side"},
            {StepRole, "step"},               {StepTextRole, "stepText"},     {SummaryRole, "summary"},
            {EffectsRole, "effects"},         {SectionsRole, "sections"},     {InForceRole, "inForce"},
            {TargetRole, "target"},           {HashRole, "hash"},             {FingerprintRole, "fingerprint"},
            {ActionIndexRole, "actionIndex"}, {CorrectedByRole, "correctedBy"}, {AmendsRole, "amends"},
            {NoteRole, "note"},               {UmpireRole, "umpire"}};
}
