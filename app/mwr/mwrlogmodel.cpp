#include "mwrlogmodel.h"

#include "mwrwording.h"

#include "record/battlefile.h"
#include "record/logview.h"
#include "record/mwrcodec.h"

#include "mwr/keys.h"

#include <optional>
#include <set>

using record::LogEntry;

namespace {

QString typeKey(LogEntry::Type type)
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

} // namespace

std::vector<MwrLogModel::Row> MwrLogModel::rowsOf(const record::MwrBattle &battle)
{
    const std::vector<record::MwrEntry> &log = battle.log();
    const std::size_t n = log.size();
    // The log's own shape, as the record keeps it (no action is played here): which
    // entry an undo took back and which one a redo played again, and so which action
    // each entry carries; and which amendment corrected an entry's action.
    const std::vector<int> &target = battle.targets();
    const std::vector<int> &correctedBy = battle.correctedBy();
    const std::vector<int> &amends = battle.amends();
    std::vector<std::optional<mwr::Action>> actionOf(n);
    for (std::size_t i = 0; i < n; ++i) {
        const int t = target.at(i);
        actionOf[i] = t >= 0 ? actionOf[static_cast<std::size_t>(t)] : log[i].action;
    }
    // Which action in force each entry plays, as the record says.
    std::vector<int> forceIndex(n, -1);
    const std::vector<int> &entries = battle.actionEntries();
    for (std::size_t k = 0; k < entries.size(); ++k) {
        if (entries[k] >= 0 && static_cast<std::size_t>(entries[k]) < n)
            forceIndex[static_cast<std::size_t>(entries[k])] = static_cast<int>(k);
    }

    const MwrWording words(battle.state());
    std::vector<Row> rows;
    rows.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const record::MwrEntry &entry = log[i];
        Row row;
        row.type = typeKey(entry.type);
        row.target = record::entryNumber(target[i]);
        row.correctedBy = correctedBy.at(i) >= 0 ? record::entryNumber(correctedBy.at(i)) : -1;
        row.amends = amends.at(i) >= 0 ? record::entryNumber(amends.at(i)) : -1;
        row.fullHash = entry.hash;
        row.hash = QString::fromLatin1(entry.hash.toHex().left(12));
        if (actionOf[i])
            row.kind = record::MwrCodec::kind(*actionOf[i]);
        const QString what = actionOf[i] ? words.summary(*actionOf[i]) : QString();
        switch (entry.type) {
        case LogEntry::Type::Undo:
            row.summary = target[i] >= 0 ? MwrWording::tr("Took back #%1: %2").arg(row.target).arg(what)
                                         : MwrWording::tr("Took back the last action");
            break;
        case LogEntry::Type::Redo:
            row.summary = target[i] >= 0 ? MwrWording::tr("Played again #%1: %2").arg(row.target).arg(what)
                                         : MwrWording::tr("Played again the action taken back");
            break;
        case LogEntry::Type::Action:
            row.summary = what;
            break;
        case LogEntry::Type::Amend:
            row.summary = what;
            row.note = entry.note;
            row.umpire = entry.umpire;
            break;
        }
        const int k = forceIndex[i];
        row.inForce = k >= 0;
        row.actionIndex = k;
        if (k >= 0) {
            const mwr::GameState &before = battle.stateAt(k);
            row.turn = before.turn;
            row.side = mwr::sideIndex(before.toAct);
            bool endedTurn = false;
            for (const mwr::Effect &e : battle.effects().at(static_cast<std::size_t>(k))) {
                endedTurn = endedTurn || e.kind == mwr::Effect::Kind::TurnBegan;
                const QString text = words.effect(e);
                if (text.isEmpty())
                    continue;
                const QString section = QString::fromStdString(e.section);
                row.effects << QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(mwr::keyOf(e.kind).data(),
                                                                                         static_cast<qsizetype>(mwr::keyOf(e.kind).size()))},
                                           {QStringLiteral("text"), text},
                                           {QStringLiteral("section"), section},
                                           {QStringLiteral("ruling"), QString::fromStdString(e.ruling)},
                                           {QStringLiteral("ruleset"), record::MwrCodec::rulesetKey()}};
                if (!section.isEmpty() && !row.sections.contains(section))
                    row.sections << section;
            }
            if (endedTurn)
                row.fingerprint = record::BattleFile::fingerprint(entry.hash);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

void MwrLogModel::update(const record::MwrBattle *battle)
{
    const int hadRows = rowCount();
    if (!battle) {
        if (m_rows.empty() && m_setupHash.isEmpty())
            return;
        beginResetModel();
        m_rows.clear();
        m_setupHash.clear();
        endResetModel();
        if (hadRows > 0)
            Q_EMIT countChanged();
        return;
    }
    std::vector<Row> rows = rowsOf(*battle);
    // Another battle, or a log that did not just grow: start again.
    if (m_setupHash != battle->setupHash() || rows.size() < m_rows.size()
        || (!m_rows.empty() && m_rows.back().fullHash != rows[m_rows.size() - 1].fullHash)) {
        beginResetModel();
        m_setupHash = battle->setupHash();
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

void MwrLogModel::reword(const record::MwrBattle *battle)
{
    if (!battle || m_rows.empty()) {
        update(battle);
        return;
    }
    std::vector<Row> rows = rowsOf(*battle);
    if (rows.size() != m_rows.size()) {
        update(battle);
        return;
    }
    m_rows = std::move(rows);
    Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

int MwrLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant MwrLogModel::data(const QModelIndex &index, int role) const
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
    case CorrectedByRole:
        return r.correctedBy;
    case NoteRole:
        return r.note;
    case UmpireRole:
        return r.umpire;
    case ActionIndexRole:
        return r.actionIndex;
    case AmendsRole:
        return r.amends;
    case HashRole:
        return r.hash;
    case FingerprintRole:
        return r.fingerprint;
    default:
        return {};
    }
}

QHash<int, QByteArray> MwrLogModel::roleNames() const
{
    return {{SequenceRole, "sequence"}, {NumberRole, "number"},     {TypeRole, "type"},
            {KindRole, "kind"},         {TurnRole, "turn"},         {SideRole, "side"},
            {SummaryRole, "summary"},   {EffectsRole, "effects"},   {SectionsRole, "sections"},
            {InForceRole, "inForce"},   {TargetRole, "target"},     {HashRole, "hash"},
            {FingerprintRole, "fingerprint"}, {CorrectedByRole, "correctedBy"}, {AmendsRole, "amends"},
            {NoteRole, "note"},         {UmpireRole, "umpire"},     {ActionIndexRole, "actionIndex"}};
}
