#include "battlemodels.h"

#include "battlewording.h"
#include "labels.h"
#include "numberformat.h"
#include "sessionmaps.h"

#include "record/battlecodec.h"
#include "record/jsonreader.h"
#include "record/battlefile.h"

#include "ancients/formation.h"
#include "ancients/risk.h"

#include <algorithm>

using namespace ancients;
using namespace sessionmaps;
using record::Battle;
using record::LogEntry;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

// ---- BattleBlocksModel ----------------------------------------------------------------------

BattleBlocksModel::~BattleBlocksModel() = default;

int BattleBlocksModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant BattleBlocksModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return m_rows.at(static_cast<std::size_t>(index.row())).values.value(role);
}

QHash<int, QByteArray> BattleBlocksModel::roleNames() const
{
    return {{BlockIdRole, "blockId"},
            {NameRole, "name"},
            {TypeRole, "type"},
            {QualityRole, "quality"},
            {WeightRole, "weight"},
            {SpecialRulesRole, "specialRules"},
            {SpearArmedRole, "spearArmed"},
            {FrontageRole, "frontage"},
            {DepthRole, "depth"},
            {BasesRole, "bases"},
            {BaseCountRole, "baseCount"},
            {AverageRole, "average"},
            {AverageTextRole, "averageText"},
            {StateRole, "fatigueState"},
            {BrokenRole, "broken"},
            {FatigueLeftRole, "fatigueLeft"},
            {MovesRole, "moves"},
            {MovementOverRole, "movementOver"},
            {ShockChargeRole, "shockCharge"},
            {ActedRole, "acted"},
            {ContactsRole, "contacts"}};
}

QVariantMap BattleBlocksModel::rowMap(int block) const
{
    const auto row = std::find_if(m_rows.begin(), m_rows.end(), [block](const Row &r) { return r.blockId == block; });
    if (row == m_rows.end())
        return {};
    QVariantMap map;
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        map.insert(QString::fromLatin1(it.value()), data(index(static_cast<int>(row - m_rows.begin())), it.key()));
    return map;
}

void BattleBlocksModel::update(const GameState &state, Side side, const std::vector<BlockSpec> &listedShapes,
                               const std::map<BlockId, std::vector<BaseId>> &broken)
{
    const CrossBlockFacts known = facts(state);
    const TableLabels names(state, listedShapes, broken);
    std::vector<Row> rows;
    for (const Block &b : state.blocks) {
        const bool hasBroken = !b.active() && broken.contains(b.id);
        if (b.side != side || (!b.active() && !hasBroken))
            continue;
        // Bases as the card draws them, front rank first, each rank left to right,
        // where the engine's formation places them (formation.h).
        const Formation shape = formation(state, std::span<const BaseId>(hasBroken ? broken.at(b.id) : b.bases), listedShapes);
        const std::vector<BaseId> members = shape.order();
        QVariantList bases;
        for (const Place &place : shape.places) {
            const BaseId id = place.base;
            const Base &base = state.bases.at(static_cast<std::size_t>(id));
            bases.append(QVariantMap{{QStringLiteral("baseId"), id},
                                     {QStringLiteral("label"), names.label(id)},
                                     {QStringLiteral("file"), place.file},
                                     {QStringLiteral("rank"), place.rank},
                                     {QStringLiteral("fatigue"), base.fatigue},
                                     {QStringLiteral("state"), fatigueStateKey(fatigueState(Fraction(base.fatigue)))},
                                     {QStringLiteral("routed"), base.routed},
                                     {QStringLiteral("removed"), base.removed},
                                     {QStringLiteral("inCombat"), base.inCombatThisTurn},
                                     {QStringLiteral("shotAt"), base.shotAtThisTurn},
                                     {QStringLiteral("fired"), state.firedThisPhase.contains(id)}});
        }
        QVariantList contacts;
        for (const Block &o : state.blocks) {
            if (o.active() && o.side != b.side && known.contact(b.id, o.id))
                contacts.append(o.id);
        }
        Fraction average = averageFatigue(state, b.id);
        if (!b.active() && !members.empty()) {
            std::int64_t total = 0;
            for (const BaseId id : members)
                total += state.bases.at(static_cast<std::size_t>(id)).fatigue;
            average = Fraction(total, static_cast<std::int64_t>(members.size()));
        }
        Row row;
        row.blockId = b.id;
        row.values = {{BlockIdRole, b.id},
                      {NameRole, names.blockName(b.id)},
                      {TypeRole, typeKey(b.type)},
                      {QualityRole, qualityKey(b.quality)},
                      {WeightRole, b.weight},
                      {SpecialRulesRole, specialRuleKeys(b.specialRules)},
                      {SpearArmedRole, b.spearArmed},
                      {FrontageRole, shape.frontage},
                      {DepthRole, shape.depth},
                      {BasesRole, bases},
                      {BaseCountRole, static_cast<int>(b.bases.size())},
                      {AverageRole, average.toDouble()},
                      {AverageTextRole, numberformat::mixed(average)},
                      {StateRole, fatigueStateKey(hasBroken ? FatigueState::Broken : fatigueState(average))},
                      {BrokenRole, hasBroken},
                      {FatigueLeftRole, fatigueLeftBeforeBreak(state, b.id)},
                      {MovesRole, b.movesThisTurn},
                      {MovementOverRole, b.movementOver},
                      {ShockChargeRole, b.shockCharge},
                      {ActedRole, b.actedThisTurn},
                      {ContactsRole, contacts}};
        rows.push_back(std::move(row));
    }
    // Each Block where its listed Block stands in the column, a split Block's parts left to right.
    std::stable_sort(rows.begin(), rows.end(), [&names](const Row &x, const Row &y) {
        return names.columnKey(x.blockId) < names.columnKey(y.blockId);
    });
    const bool sameRows = rows.size() == m_rows.size()
        && std::equal(rows.begin(), rows.end(), m_rows.begin(),
                      [](const Row &x, const Row &y) { return x.blockId == y.blockId; });
    if (!sameRows) {
        const bool countChanges = rows.size() != m_rows.size();
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        if (countChanges)
            Q_EMIT countChanged();
        return;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].values == m_rows[i].values)
            continue;
        QList<int> roles;
        for (auto it = rows[i].values.cbegin(); it != rows[i].values.cend(); ++it) {
            if (m_rows[i].values.value(it.key()) != it.value())
                roles.append(it.key());
        }
        m_rows[i] = std::move(rows[i]);
        const QModelIndex at = index(static_cast<int>(i));
        Q_EMIT dataChanged(at, at, roles);
    }
}

// ---- BattleLogModel -------------------------------------------------------------------------

BattleLogModel::~BattleLogModel() = default;

void BattleLogModel::setTurnFilter(int turn)
{
    if (turn == m_turnFilter)
        return;
    m_turnFilter = turn;
    refilter();
    Q_EMIT filterChanged();
}

void BattleLogModel::setBlockFilter(int block)
{
    if (block == m_blockFilter)
        return;
    m_blockFilter = block;
    refilter();
    Q_EMIT filterChanged();
}

int BattleLogModel::rowCount(const QModelIndex &parent) const
{
    wordNoted();
    return parent.isValid() ? 0 : static_cast<int>(m_visible.size());
}

QVariant BattleLogModel::data(const QModelIndex &index, int role) const
{
    wordNoted();
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int at = m_visible.at(static_cast<std::size_t>(index.row()));
    const Row &row = m_all.at(static_cast<std::size_t>(at));
    switch (role) {
    case SequenceRole:
        return at;
    case NumberRole:
        return record::entryNumber(at);
    case TypeRole:
        switch (row.type) {
        case LogEntry::Type::Action:
            return QStringLiteral("action");
        case LogEntry::Type::Undo:
            return QStringLiteral("undo");
        case LogEntry::Type::Redo:
            return QStringLiteral("redo");
        case LogEntry::Type::Amend:
            return QStringLiteral("amend");
        }
        return {};
    case KindRole:
        return row.kind;
    case TurnRole:
        return row.turn;
    case PhaseRole:
        return row.phase;
    case SideRole:
        return row.side;
    case SummaryRole:
        return row.summary;
    case EffectsRole:
        return row.effects;
    case SectionsRole:
        return row.sections;
    case DiceRole:
        return row.dice;
    case ActionIndexRole:
        return row.actionIndex;
    case InForceRole:
        return row.inForce;
    case NoteRole:
        return row.note;
    case UmpireRole:
        return row.umpire;
    case TimeRole:
        return row.time;
    case HashRole:
        return row.hash;
    case FingerprintRole:
        return row.fingerprint;
    case AmendedByRole:
        for (std::size_t k = m_all.size(); k-- > static_cast<std::size_t>(at) + 1;) {
            if (m_all[k].type == LogEntry::Type::Amend && m_all[k].corrected == at)
                return record::entryNumber(static_cast<int>(k));
        }
        return -1;
    default:
        return {};
    }
}

QHash<int, QByteArray> BattleLogModel::roleNames() const
{
    return {{SequenceRole, "sequence"}, {TypeRole, "type"},         {KindRole, "kind"},
            {TurnRole, "turn"},         {PhaseRole, "phase"},       {SideRole, "side"},
            {SummaryRole, "summary"},   {EffectsRole, "effects"},   {SectionsRole, "sections"},
            {DiceRole, "dice"},         {ActionIndexRole, "actionIndex"}, {InForceRole, "inForce"},
            {NoteRole, "note"},         {UmpireRole, "umpire"},     {TimeRole, "time"},
            {HashRole, "hash"},         {NumberRole, "number"},     {FingerprintRole, "fingerprint"},
            {AmendedByRole, "amendedBy"}};
}

BattleLogModel::Row BattleLogModel::rowOf(const record::EntryView &entry, const BattleWording &words)
{
    const record::ActionOutcome &outcome = entry.outcome;
    Row row;
    row.type = entry.type;
    row.turn = outcome.turn;
    row.phase = phaseKey(outcome.phase);
    row.side = sideNumber(outcome.side);
    row.inForce = entry.inForce;
    row.actionIndex = entry.actionIndex;
    row.corrected = entry.corrected;
    row.note = entry.note;
    row.umpire = entry.umpire;
    row.time = entry.time;
    row.hash = QString::fromLatin1(entry.hash.toHex().left(12));
    row.fullHash = entry.hash;
    if (entry.endsTurn())
        row.fingerprint = record::BattleFile::fingerprint(entry.hash);
    row.revision = entry.revision;
    row.blocks = std::set<int>(outcome.blocks.begin(), outcome.blocks.end());
    if (entry.action) {
        row.kind = record::BattleCodec::kind(*entry.action);
        row.summary = words.action(*entry.action);
    }
    switch (entry.type) {
    case LogEntry::Type::Action:
        break;
    case LogEntry::Type::Undo:
        row.summary = tr("Undo: %1").arg(row.summary);
        return row; // it did nothing of its own
    case LogEntry::Type::Redo:
        row.summary = tr("Redo: %1").arg(row.summary);
        break;
    case LogEntry::Type::Amend:
        row.summary = tr("Amended #%1: %2").arg(record::entryNumber(entry.corrected)).arg(row.summary);
        break;
    }
    for (const Effect &e : outcome.effects) {
        const QString section = qs(e.section);
        row.effects.append(QVariantMap{{QStringLiteral("text"), words.effect(e)},
                                       {QStringLiteral("section"), section},
                                       {QStringLiteral("kind"), effectKindKey(e.kind)}});
        if (!section.isEmpty() && !row.sections.contains(section))
            row.sections.append(section);
        // A fight or a volley is shown step by step (dice, modifiers, totals, weight shift), as the umpire checks it.
        const std::vector<ancients::CombatStep> *steps = e.combat ? &e.combat->steps : e.missile ? &e.missile->steps : nullptr;
        for (const ancients::CombatStep &step : steps ? *steps : std::vector<ancients::CombatStep>{}) {
            const QString text = e.combat ? words.combatStep(step, *e.combat, e.firstBase, e.otherBase)
                                          : BattleWording::volleyStep(step, *e.missile);
            row.effects.append(QVariantMap{{QStringLiteral("text"), text},
                                           {QStringLiteral("section"), qs(step.section)},
                                           {QStringLiteral("kind"), QStringLiteral("step")}});
            if (!step.section.empty() && !row.sections.contains(qs(step.section)))
                row.sections.append(qs(step.section));
        }
    }
    row.dice = BattleWording::dice(outcome.effects);
    return row;
}

void BattleLogModel::update(const Battle *battle)
{
    if (!m_read) {
        m_noted = battle;
        return;
    }
    const bool hadRows = !m_visible.empty();
    if (!battle) {
        beginResetModel();
        m_all.clear();
        m_visible.clear();
        m_setupHash.clear();
        endResetModel();
        if (hadRows)
            Q_EMIT countChanged();
        return;
    }
    const std::vector<record::EntryView> &entries = battle->view().entries();
    // Start again for another battle, or a log that did not just grow.
    bool restart = false;
    if (m_setupHash != battle->setupHash() || m_all.size() > entries.size()
        || (!m_all.empty() && m_all.back().fullHash != entries[m_all.size() - 1].hash)) {
        m_setupHash = battle->setupHash();
        m_all.clear();
        restart = true;
    }
    std::vector<BlockSpec> listed = battle->setup().armyA.blocks;
    listed.insert(listed.end(), battle->setup().armyB.blocks.begin(), battle->setup().armyB.blocks.end());
    const BattleWording words(battle->state(), listed, battle->view().brokenBlocks());
    // Every row names Blocks as the cards do now: a split or a merge words the log again.
    if (words.labels().blockNames() != m_blockNames) {
        m_blockNames = words.labels().blockNames();
        m_all.clear();
        restart = true;
    }
    // Entries already worded change when they are undone, replaced or recomputed by an amendment.
    std::vector<std::pair<int, QList<int>>> reworded; ///< position in the log, the roles that changed
    for (std::size_t i = 0; i < m_all.size(); ++i) {
        if (m_all[i].revision == entries[i].revision)
            continue;
        Row row = rowOf(entries[i], words);
        const QList<int> roles = changedRoles(m_all[i], row);
        m_all[i] = std::move(row);
        if (!roles.isEmpty())
            reworded.emplace_back(static_cast<int>(i), roles);
    }
    const std::size_t grownFrom = m_all.size();
    for (std::size_t i = m_all.size(); i < entries.size(); ++i) {
        m_all.push_back(rowOf(entries[i], words));
        // A new amendment marks the entry it corrected.
        if (!restart && m_all.back().type == LogEntry::Type::Amend && m_all.back().corrected >= 0
            && static_cast<std::size_t>(m_all.back().corrected) < grownFrom)
            reworded.emplace_back(m_all.back().corrected, QList<int>{AmendedByRole});
    }
    if (restart)
        refilter();
    else
        showChanges(reworded);
}

QList<int> BattleLogModel::changedRoles(const Row &was, const Row &is)
{
    QList<int> roles;
    const auto note = [&roles](bool differs, int role) {
        if (differs)
            roles.append(role);
    };
    note(was.type != is.type, TypeRole);
    note(was.kind != is.kind, KindRole);
    note(was.turn != is.turn, TurnRole);
    note(was.phase != is.phase, PhaseRole);
    note(was.side != is.side, SideRole);
    note(was.summary != is.summary, SummaryRole);
    note(was.effects != is.effects, EffectsRole);
    note(was.sections != is.sections, SectionsRole);
    note(was.dice != is.dice, DiceRole);
    note(was.actionIndex != is.actionIndex, ActionIndexRole);
    note(was.inForce != is.inForce, InForceRole);
    note(was.note != is.note, NoteRole);
    note(was.umpire != is.umpire, UmpireRole);
    note(was.time != is.time, TimeRole);
    note(was.hash != is.hash, HashRole);
    note(was.fingerprint != is.fingerprint, FingerprintRole);
    return roles;
}

std::vector<int> BattleLogModel::filtered() const
{
    std::vector<int> visible;
    for (int i = static_cast<int>(m_all.size()) - 1; i >= 0; --i) {
        const Row &row = m_all.at(static_cast<std::size_t>(i));
        if (m_turnFilter > 0 && row.turn != m_turnFilter)
            continue;
        if (m_blockFilter >= 0 && !row.blocks.contains(m_blockFilter))
            continue;
        visible.push_back(i);
    }
    return visible;
}

void BattleLogModel::showChanges(const std::vector<std::pair<int, QList<int>>> &reworded)
{
    std::vector<int> visible = filtered();
    // Newest first: the rows shown before stay, at the end, when the log only grew
    // (and no entry reworded left or joined the filter's rows).
    const std::size_t before = m_visible.size();
    if (visible.size() < before || !std::equal(m_visible.begin(), m_visible.end(), visible.end() - static_cast<std::ptrdiff_t>(before))) {
        refilter();
        return;
    }
    const std::size_t added = visible.size() - before;
    if (added > 0) {
        beginInsertRows({}, 0, static_cast<int>(added) - 1);
        m_visible = std::move(visible);
        endInsertRows();
        Q_EMIT countChanged();
    }
    for (const auto &[at, roles] : reworded) {
        const auto shown = std::find(m_visible.begin(), m_visible.end(), at);
        if (shown == m_visible.end())
            continue;
        const QModelIndex row = index(static_cast<int>(shown - m_visible.begin()));
        Q_EMIT dataChanged(row, row, roles);
    }
}

void BattleLogModel::readFirst()
{
    m_read = true;
    const Battle *battle = std::exchange(m_noted, nullptr);
    if (!battle)
        return;
    const std::vector<record::EntryView> &entries = battle->view().entries();
    std::vector<BlockSpec> listed = battle->setup().armyA.blocks;
    listed.insert(listed.end(), battle->setup().armyB.blocks.begin(), battle->setup().armyB.blocks.end());
    const BattleWording words(battle->state(), listed, battle->view().brokenBlocks());
    m_setupHash = battle->setupHash();
    m_blockNames = words.labels().blockNames();
    m_all.clear();
    m_all.reserve(entries.size());
    for (const record::EntryView &entry : entries)
        m_all.push_back(rowOf(entry, words));
    m_visible = filtered();
}

void BattleLogModel::reword(const Battle *battle)
{
    m_all.clear();
    update(battle);
}

void BattleLogModel::refilter()
{
    const std::size_t before = m_visible.size();
    beginResetModel();
    m_visible = filtered();
    endResetModel();
    if (before != m_visible.size())
        Q_EMIT countChanged();
}

// ---- StoredBattlesModel ---------------------------------------------------------------------

int StoredBattlesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_battles.size());
}

QVariant StoredBattlesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const record::StoredBattle &b = m_battles.at(index.row());
    switch (role) {
    case BattleIdRole:
        return b.id;
    case TitleRole:
        return b.title;
    case ArmyARole:
        return b.armyA;
    case ArmyBRole:
        return b.armyB;
    case CreatedRole:
        return b.created;
    case LastOpenedRole:
        return b.lastOpened;
    case EntriesRole:
        return b.entries;
    case CurrentRole:
        return b.id == m_current;
    case TurnRole:
        return b.turn;
    case PhaseRole:
        return b.phase;
    case LoserRole:
        return b.loser;
    case RulesetRole:
        return b.ruleset;
    default:
        return {};
    }
}

QHash<int, QByteArray> StoredBattlesModel::roleNames() const
{
    return {{BattleIdRole, "battleId"}, {TitleRole, "title"},           {ArmyARole, "armyA"},
            {ArmyBRole, "armyB"},       {CreatedRole, "created"},       {LastOpenedRole, "lastOpened"},
            {EntriesRole, "entries"},   {CurrentRole, "current"},       {TurnRole, "turn"},
            {PhaseRole, "phase"},       {LoserRole, "loser"},           {RulesetRole, "ruleset"}};
}

void StoredBattlesModel::update(const QList<record::StoredBattle> &battles, qint64 current)
{
    const bool countChanges = battles.size() != m_battles.size();
    beginResetModel();
    m_battles = battles;
    m_current = current;
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

bool StoredBattlesModel::updateOpen(qint64 current, int entries, const QDateTime &when, const ancients::GameState &state)
{
    if (current == 0 || current != m_current || m_battles.isEmpty() || m_battles.constFirst().id != current)
        return false;
    record::StoredBattle &open = m_battles.first();
    if (open.entries == entries)
        return true;
    open.entries = entries;
    open.lastOpened = when;
    // As the store keeps it with the entry (record::BattleStore).
    open.turn = state.turn;
    open.phase = record::json::keyText(state.phase);
    open.loser = state.loser ? (*state.loser == ancients::Side::A ? 0 : 1) : -1;
    Q_EMIT dataChanged(index(0), index(0), {EntriesRole, LastOpenedRole, TurnRole, PhaseRole, LoserRole});
    return true;
}

