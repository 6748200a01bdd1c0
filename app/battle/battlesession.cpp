#include "battlesession.h"

#include "armycatalog.h"
#include "errorwording.h"
#include "labels.h"
#include "numberformat.h"
#include "sessionmaps.h"

#include "ancients/formation.h"
#include "ancients/preview.h"
#include "ancients/risk.h"
#include "record/battlefile.h"
#include "record/rulesoptions.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

using namespace ancients;
using namespace sessionmaps;
using record::Battle;
using record::BattleCodec;
using record::LogEntry;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

const GameState &emptyState()
{
    static const GameState empty;
    return empty;
}

bool validBlock(const GameState &s, int id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.blocks.size();
}

bool validBase(const GameState &s, int id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.bases.size();
}

QVariantList intList(const std::vector<int> &ids)
{
    QVariantList list;
    for (const int id : ids)
        list.append(id);
    return list;
}

/** The listed Block Base @p base was deployed with (newGame numbers Bases Block by Block). */
const BlockSpec *listedOf(const std::vector<BlockSpec> &listed, BaseId base)
{
    int next = 0;
    for (const BlockSpec &spec : listed) {
        next += spec.baseCount();
        if (base < next)
            return &spec;
    }
    return nullptr;
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
                      {NameRole, qs(b.name)},
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
    return parent.isValid() ? 0 : static_cast<int>(m_visible.size());
}

QVariant BattleLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int at = m_visible.at(static_cast<std::size_t>(index.row()));
    const Row &row = m_all.at(static_cast<std::size_t>(at));
    switch (role) {
    case SequenceRole:
        return at;
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
    case TimeRole:
        return row.time;
    case HashRole:
        return row.hash;
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
            {NoteRole, "note"},         {TimeRole, "time"},         {HashRole, "hash"}};
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
    row.note = entry.note;
    row.time = entry.time;
    row.hash = QString::fromLatin1(entry.hash.toHex().left(12));
    row.fullHash = entry.hash;
    row.revision = entry.revision;
    row.blocks = std::set<int>(outcome.blocks.begin(), outcome.blocks.end());
    if (entry.action) {
        row.kind = actionKind(*entry.action);
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
        row.summary = tr("Amended action %1: %2").arg(entry.index + 1).arg(row.summary);
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
    if (m_setupHash != battle->setupHash() || m_all.size() > entries.size()
        || (!m_all.empty() && m_all.back().fullHash != entries[m_all.size() - 1].hash)) {
        m_setupHash = battle->setupHash();
        m_all.clear();
    }
    std::vector<BlockSpec> listed = battle->setup().armyA.blocks;
    listed.insert(listed.end(), battle->setup().armyB.blocks.begin(), battle->setup().armyB.blocks.end());
    const BattleWording words(battle->state(), listed);
    // Entries already worded change when they are undone, replaced or recomputed by an amendment.
    for (std::size_t i = 0; i < m_all.size(); ++i) {
        if (m_all[i].revision != entries[i].revision)
            m_all[i] = rowOf(entries[i], words);
    }
    for (std::size_t i = m_all.size(); i < entries.size(); ++i)
        m_all.push_back(rowOf(entries[i], words));
    refilter();
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
    m_visible.clear();
    for (int i = static_cast<int>(m_all.size()) - 1; i >= 0; --i) {
        const Row &row = m_all.at(static_cast<std::size_t>(i));
        if (m_turnFilter > 0 && row.turn != m_turnFilter)
            continue;
        if (m_blockFilter >= 0 && !row.blocks.contains(m_blockFilter))
            continue;
        m_visible.push_back(i);
    }
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
    default:
        return {};
    }
}

QHash<int, QByteArray> StoredBattlesModel::roleNames() const
{
    return {{BattleIdRole, "battleId"}, {TitleRole, "title"},           {ArmyARole, "armyA"},
            {ArmyBRole, "armyB"},       {CreatedRole, "created"},       {LastOpenedRole, "lastOpened"},
            {EntriesRole, "entries"},   {CurrentRole, "current"}};
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

bool StoredBattlesModel::updateOpen(qint64 current, int entries, const QDateTime &when)
{
    if (current == 0 || current != m_current || m_battles.isEmpty() || m_battles.constFirst().id != current)
        return false;
    record::StoredBattle &open = m_battles.first();
    if (open.entries == entries)
        return true;
    open.entries = entries;
    open.lastOpened = when;
    Q_EMIT dataChanged(index(0), index(0), {EntriesRole, LastOpenedRole});
    return true;
}

// ---- BattleSession --------------------------------------------------------------------------

BattleSession::BattleSession(QObject *parent)
    : QObject(parent)
    , m_battles(new StoredBattlesModel(this))
    , m_blocksA(new BattleBlocksModel(this))
    , m_blocksB(new BattleBlocksModel(this))
    , m_log(new BattleLogModel(this))
{
    // The default store opens at first use, or once the event loop runs (the
    // list of battles needs it), unless openStore() named another first.
    QTimer::singleShot(0, this, [this] {
        if (!m_storeTried) {
            ensureStore();
            Q_EMIT storeChanged();
        }
    });
    // The log, the last effects and the fight's steps are worded once; a new
    // language words them again.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool BattleSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() && m_battle) {
        m_log->reword(&*m_battle);
        refresh();
    }
    return QObject::eventFilter(watched, event);
}

BattleSession::~BattleSession()
{
    m_battle.reset(); // before the store it is attached to
}

bool BattleSession::ensureStore()
{
    if (m_store.isOpen())
        return true;
    if (!m_storeTried) {
        m_storeTried = true;
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        if (!QDir().mkpath(folder)) {
            m_storeError = tr("The folder %1 for the battle store cannot be made.").arg(QDir::toNativeSeparators(folder));
            setError(m_storeError);
            return false;
        }
        return openStoreAt(QDir(folder).filePath(QStringLiteral("battles.sqlite")));
    }
    setError(m_storeError.isEmpty() ? tr("The battle store is not open.") : m_storeError);
    return false;
}

bool BattleSession::openStoreAt(const QString &path)
{
    m_storeTried = true;
    if (!m_store.open(path)) {
        m_storeError = m_store.errorString();
        m_battles->update({}, 0);
        setError(m_storeError);
        return false;
    }
    m_storeError.clear();
    refreshBattles();
    return true;
}

bool BattleSession::openStore(const QString &path)
{
    closeBattle();
    m_store.close();
    const bool ok = openStoreAt(path);
    Q_EMIT storeChanged();
    return ok;
}

qint64 BattleSession::lastBattleId()
{
    if (!m_store.isOpen() && !m_storeTried) {
        ensureStore();
        QMetaObject::invokeMethod(this, &BattleSession::storeChanged, Qt::QueuedConnection);
    }
    if (!m_store.isOpen())
        return 0;
    // The list is kept the last opened first, and refreshed whenever that can change.
    return m_battles->firstId();
}

namespace {

/**
 * The rules options of a new battle, read by the battle file's reader and
 * worded as startBattle() reports them: the first problem, naming the option.
 */
class StartOptionsReader : public record::json::Reader
{
public:
    void wrong(const QJsonValue &value, const QString &path, const QString &what) override
    {
        const QString name = path.section(QLatin1Char('.'), -1);
        if (value.isDouble() && value.toDouble() < 0) // every number among the options is a Fatigue cost
            problems << BattleSession::tr("startBattle: a Fatigue cost cannot be negative");
        else
            problems << QStringLiteral("startBattle: \"%1\" must be %2, not %3").arg(name, what, describe(value));
    }
    void unknownField(const QString &path) override
    {
        problems << BattleSession::tr("startBattle: there is no rules option \"%1\"; the options are %2")
                        .arg(path.section(QLatin1Char('.'), -1),
                             record::RulesOptionsFormat::fieldNames().join(QStringLiteral(", ")));
    }
};

} // namespace

QString BattleSession::newCommitment()
{
    m_nextSecret = record::SeedCommitment::newSecret();
    return QString::fromLatin1(record::SeedCommitment::commit(m_nextSecret).toHex());
}

bool BattleSession::startBattle(ArmyCatalog *catalog, int armyFirst, int armySecond, const QVariantMap &options,
                                const QString &phrase, const QString &title)
{
    if (!catalog) {
        setError(tr("startBattle: no army catalog was given"));
        return false;
    }
    const ArmyList *first = catalog->army(armyFirst);
    const ArmyList *second = catalog->army(armySecond);
    if (!first || !second) {
        setError(tr("startBattle: the catalog has no army %1").arg(first ? armySecond : armyFirst));
        return false;
    }
    StartOptionsReader reader;
    const RulesOptions defaults;
    const RulesOptions rules = record::RulesOptionsFormat::read(reader, QJsonObject::fromVariantMap(options),
                                                                QStringLiteral("options"), &defaults);
    if (!reader.problems.isEmpty()) {
        setError(reader.problems.first());
        return false;
    }
    if (!ensureStore())
        return false;

    const QByteArray secret = m_nextSecret.isEmpty() ? record::SeedCommitment::newSecret() : m_nextSecret;
    record::BattleSetup setup;
    setup.armyA = *first;
    setup.armyB = *second;
    setup.options = rules;
    setup.seed = record::SeedCommitment::of(secret, phrase);
    auto started = Battle::start(setup, secret);
    if (!started) {
        setError(refusal(started.error()));
        return false;
    }
    Battle battle = started.value();
    const QString name = title.trimmed().isEmpty()
        ? tr("%1 v %2").arg(QString::fromStdString(first->name), QString::fromStdString(second->name))
        : title.trimmed();
    closeBattle();
    const auto id = m_store.add(battle, name);
    if (!id) {
        setError(m_store.errorString());
        refreshBattles();
        return false;
    }
    m_nextSecret.clear();
    m_title = name;
    open(std::move(battle), *id);
    Q_EMIT storeChanged(); // it is the last opened now
    return true;
}

bool BattleSession::importBattle(const QUrl &file)
{
    if (!ensureStore())
        return false;
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QFile in(path);
    // A battle file of a long game is a few megabytes; anything far larger is not one.
    constexpr qint64 MaximumBytes = 64LL * 1024 * 1024;
    if (!in.open(QIODevice::ReadOnly)) {
        setError(tr("%1: cannot be read (%2)").arg(path, in.errorString()));
        return false;
    }
    if (in.size() > MaximumBytes) {
        setError(tr("%1: %2 bytes is too large for a battle file").arg(path).arg(in.size()));
        return false;
    }
    record::BattleImport imported = record::BattleFile::fromJson(in.readAll());
    if (!imported.ok()) {
        // All or nothing: the store is untouched; every problem is named with its place.
        setError(tr("%1 was not imported: %2").arg(path, imported.problems.join(QStringLiteral("; "))));
        return false;
    }
    if (!imported.battle->setup().deployments.empty()) {
        // The panels send what the players see on the table; a battle on a hex map needs positions they cannot give.
        setError(tr("%1 was not imported: the battle tracks positions on a hex map; this app plays battles whose "
                    "positions the players keep on the table")
                     .arg(path));
        return false;
    }
    Battle battle = std::move(*imported.battle);
    const QString name = tr("%1 v %2 (imported)")
                             .arg(QString::fromStdString(battle.setup().armyA.name),
                                  QString::fromStdString(battle.setup().armyB.name));
    closeBattle();
    const auto id = m_store.add(battle, name);
    if (!id) {
        setError(m_store.errorString());
        refreshBattles();
        return false;
    }
    m_title = name;
    open(std::move(battle), *id);
    Q_EMIT storeChanged();
    return true;
}

void BattleSession::open(Battle battle, qint64 id)
{
    m_battle.emplace(std::move(battle));
    m_store.attach(*m_battle, id);
    m_battleId = id;
    for (const record::StoredBattle &stored : m_store.battles()) {
        if (stored.id == id)
            m_title = stored.title;
    }
    // The log's filters were for the battle shown before.
    m_log->setTurnFilter(0);
    m_log->setBlockFilter(-1);
    setError({});
    refresh(); // the last effects and fight of the actions in force
}

bool BattleSession::resume(qint64 id)
{
    if (!ensureStore())
        return false;
    if (m_battle && m_battleId == id) {
        setError({});
        return true;
    }
    auto loaded = m_store.load(id);
    if (!loaded) {
        setError(m_store.errorString());
        return false;
    }
    closeBattle();
    open(std::move(*loaded), id);
    Q_EMIT storeChanged();
    return true;
}

bool BattleSession::resumeLast()
{
    if (!ensureStore())
        return false;
    const auto last = m_store.lastOpened();
    if (!last) {
        setError(tr("No battle is kept on this device yet."));
        return false;
    }
    return resume(*last);
}

bool BattleSession::removeBattle(qint64 id)
{
    if (!ensureStore())
        return false;
    if (m_battle && m_battleId == id)
        closeBattle();
    if (!m_store.remove(id)) {
        setError(m_store.errorString());
        return false;
    }
    setError({});
    refreshBattles();
    Q_EMIT storeChanged();
    return true;
}

void BattleSession::closeBattle()
{
    if (!m_battle)
        return;
    m_battle.reset();
    m_battleId = 0;
    m_title.clear();
    m_log->setTurnFilter(0);
    m_log->setBlockFilter(-1);
    refresh();
}

// ---- commands -------------------------------------------------------------------------------

bool BattleSession::act(const Action &action)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    const auto done = m_battle->act(action);
    if (!done) {
        setError(refusal(done.error()));
        return false;
    }
    setError({});
    refresh();
    return true;
}

bool BattleSession::actFromMap(const QString &kind, const QVariantMap &map)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    const Built built = buildAction(kind, map, m_battle->state());
    if (!built.action) {
        setError(built.error);
        return false;
    }
    return act(*built.action);
}

void BattleSession::refresh()
{
    if (m_battle) {
        m_log->update(&*m_battle);
        const auto broken = m_battle->view().brokenBlocks();
        const auto listed = listedShapes();
        m_blocksA->update(m_battle->state(), Side::A, listed, broken);
        m_blocksB->update(m_battle->state(), Side::B, listed, broken);
    } else {
        m_log->setTurnFilter(0);
        m_log->setBlockFilter(-1);
        m_log->update(nullptr);
        m_blocksA->update(emptyState(), Side::A, {});
        m_blocksB->update(emptyState(), Side::B, {});
    }
    // After an action only the open battle's row changes (it is already the last opened);
    // opening, closing, adding and removing battles read the whole list again.
    if (!m_battle || !m_battles->updateOpen(m_battleId, static_cast<int>(m_battle->log().size()),
                                            QDateTime::currentDateTimeUtc()))
        refreshBattles();
    // What the actions in force did last: the same after an action, an undo, a
    // redo, an amendment or a resume, read from the record's view of the log rather than remembered.
    m_lastEffects.clear();
    m_lastFight.clear();
    if (m_battle) {
        const BattleWording words(m_battle->state(), listedShapes());
        for (const Effect &e : m_battle->view().lastEffects())
            m_lastEffects.append(effectMap(e, words));
        if (const auto fight = m_battle->view().lastFight())
            m_lastFight = fightMap(fight->result, fight->base, fight->enemy, words);
    }
    // The effects first, as before the game: a panel the new state swaps in finds them already there.
    Q_EMIT lastEffectsChanged();
    Q_EMIT gameChanged();
}

void BattleSession::refreshBattles()
{
    m_battles->update(m_store.isOpen() ? m_store.battles() : QList<record::StoredBattle>{}, m_battle ? m_battleId : 0);
}

void BattleSession::setError(const QString &message)
{
    if (message.isEmpty()) {
        // Success clears the error; nothing to tell if there was none.
        if (m_lastError.isEmpty())
            return;
        m_lastError.clear();
        Q_EMIT lastErrorChanged();
        return;
    }
    // Every refusal is told, even in the same words as the one before.
    m_lastError = message;
    ++m_errorSerial;
    Q_EMIT lastErrorChanged();
}

std::vector<BlockSpec> BattleSession::listedShapes() const
{
    std::vector<BlockSpec> listed;
    if (!m_battle)
        return listed;
    listed = m_battle->setup().armyA.blocks;
    listed.insert(listed.end(), m_battle->setup().armyB.blocks.begin(), m_battle->setup().armyB.blocks.end());
    return listed;
}

QString BattleSession::blockNameOf(int base) const
{
    if (!m_battle || !validBase(m_battle->state(), base))
        return {};
    const GameState &s = m_battle->state();
    const Base &b = s.bases.at(static_cast<std::size_t>(base));
    if (b.block >= 0)
        return qs(s.blocks.at(static_cast<std::size_t>(b.block)).name);
    const auto listed = listedShapes();
    const BlockSpec *spec = listedOf(listed, base);
    return spec ? qs(spec->name) : QString();
}

QString BattleSession::refusal(const Error &error) const
{
    return ErrorWording([this](int base) { return labels::baseLabel(blockNameOf(base), base); }).text(error);
}

bool BattleSession::moveBlock(int block, const QVariantMap &move)
{
    QVariantMap map = move;
    map.insert(QStringLiteral("block"), block);
    return actFromMap(QStringLiteral("move-block"), map);
}

QVariantMap BattleSession::moveTest(int block) const
{
    if (!m_battle)
        return {};
    const auto test = previewMovementTest(m_battle->state(), block);
    if (!test)
        return {};
    return {{QStringLiteral("needed"), test->needed},
            {QStringLiteral("moves"), test->moves},
            {QStringLiteral("tempoCost"), test->tempoCost},
            {QStringLiteral("chance"), test->chance.toDouble()},
            {QStringLiteral("chanceText"), numberformat::fraction(test->chance)},
            {QStringLiteral("chanceWords"), numberformat::chance(test->chance)},
            {QStringLiteral("chained"), test->chained},
            {QStringLiteral("average"), test->average.toDouble()},
            {QStringLiteral("averageText"), numberformat::mixed(test->average)},
            {QStringLiteral("breaks"), test->breaks},
            {QStringLiteral("movementOver"), test->movementOver}};
}

bool BattleSession::pivotBlock(int block, int steps, const QVariantList &dice)
{
    return actFromMap(QStringLiteral("pivot-block"),
                      {{QStringLiteral("block"), block}, {QStringLiteral("steps"), steps}, {QStringLiteral("dice"), dice}});
}

bool BattleSession::wheelBlock(int block, int pivotBase, int steps, const QVariantList &dice)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    const auto listed = listedShapes();
    const Formation shape = formation(m_battle->state(), block, listed);
    return actFromMap(QStringLiteral("wheel-block"), {{QStringLiteral("block"), block},
                                                      {QStringLiteral("pivotBase"), pivotBase},
                                                      {QStringLiteral("steps"), steps},
                                                      {QStringLiteral("frontage"), shape.frontage},
                                                      {QStringLiteral("depth"), shape.depth},
                                                      {QStringLiteral("dice"), dice}});
}

QVariantMap BattleSession::wheelCost(int block) const
{
    if (!m_battle)
        return {};
    const auto listed = listedShapes();
    const auto wheel = previewWheel(m_battle->state(), block, listed);
    if (!wheel)
        return {};
    return {{QStringLiteral("frontage"), wheel->frontage},
            {QStringLiteral("depth"), wheel->depth},
            {QStringLiteral("moves"), wheel->moves},
            {QStringLiteral("fatigue"), wheel->fatigue}};
}

QVariantMap BattleSession::preview(const Action &action) const
{
    if (!m_battle)
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), tr("No battle is open.")},
                {QStringLiteral("fatigue"), QVariantList{}}};
    const auto effects = m_battle->preview(action);
    if (!effects)
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), refusal(effects.error())},
                {QStringLiteral("fatigue"), QVariantList{}}};
    QVariantList fatigue;
    for (const Effect &e : *effects) {
        if (e.kind == Effect::Kind::Fatigue)
            fatigue.append(QVariantMap{{QStringLiteral("base"), e.base}, {QStringLiteral("amount"), e.amount}});
    }
    return {{QStringLiteral("legal"), true}, {QStringLiteral("error"), QString()}, {QStringLiteral("fatigue"), fatigue}};
}

QVariantMap BattleSession::previewSplit(int block, const QVariantList &detach, const QVariantList &seamBases) const
{
    const Built built = buildAction(QStringLiteral("split-block"),
                                    {{QStringLiteral("block"), block},
                                     {QStringLiteral("detach"), detach},
                                     {QStringLiteral("seamBases"), seamBases}},
                                    m_battle ? m_battle->state() : emptyState());
    if (!built.action)
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), built.error},
                {QStringLiteral("fatigue"), QVariantList{}}};
    return preview(*built.action);
}

bool BattleSession::splitBlock(int block, const QVariantList &detach, const QVariantList &seamBases)
{
    return actFromMap(QStringLiteral("split-block"), {{QStringLiteral("block"), block},
                                                      {QStringLiteral("detach"), detach},
                                                      {QStringLiteral("seamBases"), seamBases}});
}

QVariantMap BattleSession::previewMerge(int into, int from, const QVariantList &seamBases) const
{
    const Built built = buildAction(QStringLiteral("merge-blocks"),
                                    {{QStringLiteral("into"), into},
                                     {QStringLiteral("from"), from},
                                     {QStringLiteral("seamBases"), seamBases}},
                                    m_battle ? m_battle->state() : emptyState());
    if (!built.action)
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), built.error},
                {QStringLiteral("fatigue"), QVariantList{}}};
    return preview(*built.action);
}

bool BattleSession::mergeBlocks(int into, int from, const QVariantList &seamBases)
{
    return actFromMap(QStringLiteral("merge-blocks"), {{QStringLiteral("into"), into},
                                                       {QStringLiteral("from"), from},
                                                       {QStringLiteral("seamBases"), seamBases}});
}

bool BattleSession::setContact(int a, int b, bool inContact)
{
    return setFact(&CrossBlockFacts::inContact, a, b, inContact);
}

bool BattleSession::setNear(int a, int b, bool near)
{
    return setFact(&CrossBlockFacts::withinOneBaseWidth, a, b, near);
}

bool BattleSession::setFact(std::set<std::pair<ancients::BlockId, ancients::BlockId>> CrossBlockFacts::*pairs, int a,
                            int b, bool holds)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    EnterFacts entered{m_battle->state().enteredFacts};
    if (holds)
        (entered.facts.*pairs).insert(CrossBlockFacts::ordered(a, b));
    else
        (entered.facts.*pairs).erase(CrossBlockFacts::ordered(a, b));
    if (entered.facts == m_battle->state().enteredFacts) {
        setError({});
        return true;
    }
    return act(entered);
}

namespace {

/** The "shoot" map of a volley: the Going keys only when given ("" is open ground, §8.2). */
QVariantMap shootMap(int firer, int target, const QString &firerGoing, const QString &targetGoing)
{
    QVariantMap map{{QStringLiteral("firer"), firer}, {QStringLiteral("target"), target}};
    if (!firerGoing.isEmpty())
        map.insert(QStringLiteral("firerGoing"), firerGoing);
    if (!targetGoing.isEmpty())
        map.insert(QStringLiteral("targetGoing"), targetGoing);
    return map;
}

} // namespace

QVariantMap BattleSession::shootOdds(int firer, int target, const QString &firerGoing, const QString &targetGoing) const
{
    const auto refused = [](const QString &error) {
        return QVariantMap{{QStringLiteral("legal"), false}, {QStringLiteral("error"), error}};
    };
    if (!m_battle)
        return refused(tr("No battle is open."));
    const GameState &s = m_battle->state();
    const Built built = buildAction(QStringLiteral("shoot"), shootMap(firer, target, firerGoing, targetGoing), s);
    if (!built.action)
        return refused(built.error);
    // The same checks as the volley itself (R38: who shoots, once a phase, in range; §8.2 Going).
    const auto inputs = volleyInputs(s, std::get<Shoot>(*built.action));
    if (!inputs)
        return refused(refusal(inputs.error()));
    const auto odds = missileOdds(inputs->firer, inputs->target, s.options.combatDie);
    if (!odds)
        return refused(refusal(odds.error()));
    QVariantList fatigue;
    for (const auto &[amount, chance] : odds->fatigue) {
        fatigue.append(QVariantMap{{QStringLiteral("amount"), amount},
                                   {QStringLiteral("chance"), chance.toDouble()},
                                   {QStringLiteral("chanceText"), numberformat::fraction(chance)}});
    }
    return {{QStringLiteral("legal"), true},
            {QStringLiteral("error"), QString()},
            {QStringLiteral("fatigue"), fatigue},
            {QStringLiteral("anyEffect"), odds->anyEffect.toDouble()},
            {QStringLiteral("anyEffectText"), numberformat::fraction(odds->anyEffect)},
            {QStringLiteral("weightShift"), odds->weightShift},
            {QStringLiteral("firerWeight"), odds->firerEffectiveWeight},
            {QStringLiteral("targetWeight"), odds->targetEffectiveWeight}};
}

bool BattleSession::shoot(int firer, int target, const QVariantList &firerDice, const QVariantList &targetDice,
                          const QString &firerGoing, const QString &targetGoing)
{
    QVariantMap map = shootMap(firer, target, firerGoing, targetGoing);
    map.insert(QStringLiteral("firerDice"), firerDice);
    map.insert(QStringLiteral("targetDice"), targetDice);
    return actFromMap(QStringLiteral("shoot"), map);
}

QVariantMap BattleSession::fightOdds(const QVariantMap &pairing) const
{
    const auto refused = [](const QString &error) {
        return QVariantMap{{QStringLiteral("legal"), false}, {QStringLiteral("error"), error}};
    };
    if (!m_battle)
        return refused(tr("No battle is open."));
    const GameState &s = m_battle->state();
    const Built built = buildAction(QStringLiteral("fight"), pairing, s);
    if (!built.action)
        return refused(built.error);
    const Fight &fight = std::get<Fight>(*built.action);
    const auto inputs = fightInputs(s, fight);
    if (!inputs)
        return refused(refusal(inputs.error()));
    const auto odds = ancients::odds(inputs->base, inputs->enemy, inputs->facts, s.options.combatDie);
    if (!odds)
        return refused(refusal(odds.error()));
    const auto risk = [&](Striker side, BaseId id) -> QVariant {
        const BlockId block = s.bases.at(static_cast<std::size_t>(id)).block;
        const auto chance = breakChanceIfAllFatigue(*odds, side, s, block);
        return chance ? QVariant(chance->toDouble()) : QVariant();
    };
    return {{QStringLiteral("legal"), true},
            {QStringLiteral("error"), QString()},
            {QStringLiteral("win"), odds->aWins.toDouble()},
            {QStringLiteral("draw"), odds->draw.toDouble()},
            {QStringLiteral("lose"), odds->bWins.toDouble()},
            {QStringLiteral("winText"), numberformat::fraction(odds->aWins)},
            {QStringLiteral("drawText"), numberformat::fraction(odds->draw)},
            {QStringLiteral("loseText"), numberformat::fraction(odds->bWins)},
            {QStringLiteral("baseModifiers"), modifierList(odds->assessment.aModifiers)},
            {QStringLiteral("enemyModifiers"), modifierList(odds->assessment.bModifiers)},
            {QStringLiteral("weightShift"), odds->assessment.weightShift},
            {QStringLiteral("baseBreakRisk"), risk(Striker::A, fight.base)},
            {QStringLiteral("enemyBreakRisk"), risk(Striker::B, fight.enemy)}};
}

bool BattleSession::fight(const QVariantMap &pairing)
{
    return actFromMap(QStringLiteral("fight"), pairing);
}

bool BattleSession::allocateLoss(const QVariantMap &allocation)
{
    return actFromMap(QStringLiteral("allocate-loss"), allocation);
}

bool BattleSession::pursue(const QVariantMap &pursuit)
{
    return actFromMap(QStringLiteral("pursue"), pursuit);
}

bool BattleSession::endPhase()
{
    return act(EndPhase{});
}

bool BattleSession::adjustFatigue(int base, int amount, const QString &reason)
{
    if (reason.trimmed().isEmpty()) {
        setError(tr("adjustFatigue: say why the Fatigue changes; the reason is kept in the log"));
        return false;
    }
    // §6: Fatigue rises from what happens to a Base; the players' words say what.
    return act(AddFatigue{{{base, amount}}, "6", reason.trimmed().toStdString()});
}

namespace {

/** Why @p result was refused; nothing if it was not. */
template<typename T>
std::optional<ancients::Error> refusalOf(const ancients::Result<T> &result)
{
    return result ? std::nullopt : std::optional<ancients::Error>(result.error());
}

} // namespace

bool BattleSession::undo()
{
    return step([](record::Battle &battle) { return refusalOf(battle.undo()); });
}

bool BattleSession::redo()
{
    return step([](record::Battle &battle) { return refusalOf(battle.redo()); });
}

template<typename Step>
bool BattleSession::step(Step &&move)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    if (const std::optional<ancients::Error> refused = move(*m_battle)) {
        setError(refusal(*refused));
        return false;
    }
    setError({});
    refresh();
    return true;
}

QVariantMap BattleSession::actionAt(int index) const
{
    if (!m_battle || index < 0 || index >= m_battle->actionCount())
        return {};
    const Action &action = m_battle->actions().at(static_cast<std::size_t>(index));
    if (!editable(action))
        return {};
    return actionMap(action, m_battle->stateAt(index));
}

QVariantMap BattleSession::amend(int index, const QVariantMap &action, const QString &note)
{
    const auto refused = [this](const QString &error) {
        setError(error);
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("error"), error}};
    };
    if (!m_battle)
        return refused(tr("No battle is open."));
    if (index < 0 || index >= m_battle->actionCount())
        return refused(tr("amend: there is no action %1 in force").arg(index));
    const QString kind = action.value(QStringLiteral("kind")).toString();
    const Action &original = m_battle->actions().at(static_cast<std::size_t>(index));
    if (!editable(original))
        return refused(tr("amend: action %1 is a %2, which this app cannot edit: it follows tracked positions")
                           .arg(index + 1)
                           .arg(actionKind(original)));
    if (kind.isEmpty() || kind != actionKind(original))
        return refused(tr("amend: \"kind\" must be \"%1\", the kind of the action it corrects").arg(actionKind(original)));
    if (note.trimmed().isEmpty())
        return refused(tr("amend: say why the action is corrected; the reason is kept in the log"));
    // The original, changed only where the map differs from what actionAt() showed.
    const Built built = buildAction(kind, action, m_battle->stateAt(index), &original);
    if (!built.action)
        return refused(built.error);
    const auto report = m_battle->amend(index, *built.action, note.trimmed());
    if (!report)
        return refused(refusal(report.error()));
    setError({});
    QVariantList fatigue;
    for (const record::FatigueChange &c : report->fatigue) {
        fatigue.append(QVariantMap{{QStringLiteral("base"), c.base},
                                   {QStringLiteral("before"), c.before},
                                   {QStringLiteral("after"), c.after}});
    }
    const auto side = [](const std::optional<Side> &s) { return s ? sideNumber(*s) : -1; };
    refresh();
    return {{QStringLiteral("ok"), true},
            {QStringLiteral("error"), QString()},
            {QStringLiteral("fatigue"), fatigue},
            {QStringLiteral("nowBroken"), intList(report->nowBroken)},
            {QStringLiteral("noLongerBroken"), intList(report->noLongerBroken)},
            {QStringLiteral("loserBefore"), side(report->loserBefore)},
            {QStringLiteral("loserAfter"), side(report->loserAfter)},
            {QStringLiteral("laterDiceShifted"), report->laterDiceShifted}};
}

QString BattleSession::verify() const
{
    if (!m_battle)
        return tr("No battle is open.");
    const record::Verification checked = record::BattleFile::verify(record::BattleFile::toJson(*m_battle, true));
    return checked.ok ? QString() : checked.problems.value(0, tr("the battle does not verify"));
}

bool BattleSession::exportBattle(const QUrl &file, bool revealSecret)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (path.isEmpty()) {
        setError(tr("exportBattle: name the file to write"));
        return false;
    }
    QString error;
    if (!record::BattleFile::save(*m_battle, path, revealSecret, &error)) {
        setError(error);
        return false;
    }
    setError({});
    return true;
}

// ---- look-ups ------------------------------------------------------------------------------

QVariantMap BattleSession::baseInfo(int base) const
{
    if (!m_battle || !validBase(m_battle->state(), base))
        return {};
    const GameState &s = m_battle->state();
    const Base &b = s.bases.at(static_cast<std::size_t>(base));
    // A routed Base has left its Block; the listed Block it was deployed with still names it.
    const auto listed = listedShapes();
    const BlockSpec *spec = listedOf(listed, base);
    const Block *blk = b.block >= 0 ? &s.blocks.at(static_cast<std::size_t>(b.block)) : nullptr;
    const QString blockName = blockNameOf(base);
    return {{QStringLiteral("baseId"), base},
            {QStringLiteral("label"), labels::baseLabel(blockName, base)},
            {QStringLiteral("block"), b.block},
            {QStringLiteral("blockName"), blockName},
            {QStringLiteral("side"), sideNumber(b.side)},
            {QStringLiteral("type"), blk ? typeKey(blk->type) : spec ? typeKey(spec->type) : QString()},
            {QStringLiteral("quality"), blk ? qualityKey(blk->quality) : spec ? qualityKey(spec->quality) : QString()},
            {QStringLiteral("fatigue"), b.fatigue},
            {QStringLiteral("state"), fatigueStateKey(fatigueState(Fraction(b.fatigue)))},
            {QStringLiteral("routed"), b.routed},
            {QStringLiteral("removed"), b.removed},
            {QStringLiteral("inCombat"), b.inCombatThisTurn},
            {QStringLiteral("shotAt"), b.shotAtThisTurn},
            {QStringLiteral("fired"), s.firedThisPhase.contains(base)}};
}

QVariantMap BattleSession::blockInfo(int block) const
{
    if (!m_battle || !validBlock(m_battle->state(), block))
        return {};
    const Block &b = m_battle->state().blocks.at(static_cast<std::size_t>(block));
    QVariantMap info = (b.side == Side::A ? m_blocksA : m_blocksB)->rowMap(block);
    if (info.isEmpty()) {
        QVariantList bases;
        for (const BaseId id : b.bases)
            bases.append(QVariantMap{{QStringLiteral("baseId"), id},
                                     {QStringLiteral("fatigue"), m_battle->state().bases.at(static_cast<std::size_t>(id)).fatigue}});
        info = {{QStringLiteral("name"), qs(b.name)},
                {QStringLiteral("type"), typeKey(b.type)},
                {QStringLiteral("quality"), qualityKey(b.quality)},
                {QStringLiteral("weight"), b.weight},
                {QStringLiteral("specialRules"), specialRuleKeys(b.specialRules)},
                {QStringLiteral("spearArmed"), b.spearArmed},
                {QStringLiteral("bases"), bases}};
    }
    info.insert(QStringLiteral("blockId"), block);
    info.insert(QStringLiteral("label"), labels::blockLabel(block, qs(b.name)));
    info.insert(QStringLiteral("side"), sideNumber(b.side));
    info.insert(QStringLiteral("active"), b.active());
    return info;
}

QVariantList BattleSession::blockList() const
{
    QVariantList list;
    for (const BattleBlocksModel *model : {m_blocksA, m_blocksB}) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const int id = model->data(model->index(row), BattleBlocksModel::BlockIdRole).toInt();
            const QString name = model->data(model->index(row), BattleBlocksModel::NameRole).toString();
            list.append(QVariantMap{{QStringLiteral("blockId"), id},
                                    {QStringLiteral("label"), labels::blockLabel(id, name)},
                                    {QStringLiteral("name"), name},
                                    {QStringLiteral("type"), model->data(model->index(row), BattleBlocksModel::TypeRole)},
                                    {QStringLiteral("side"), model == m_blocksA ? 0 : 1}});
        }
    }
    std::sort(list.begin(), list.end(), [](const QVariant &x, const QVariant &y) {
        return x.toMap().value(QStringLiteral("blockId")).toInt() < y.toMap().value(QStringLiteral("blockId")).toInt();
    });
    return list;
}

QVariantMap BattleSession::armySummary(ArmyCatalog *catalog, int index) const
{
    const ArmyList *army = catalog ? catalog->army(index) : nullptr;
    if (!army)
        return {};
    const int bases = army->baseCount();
    return {{QStringLiteral("name"), qs(army->name)},
            {QStringLiteral("bases"), bases},
            {QStringLiteral("blocks"), static_cast<int>(army->blocks.size())},
            {QStringLiteral("breakAt"), basesLostToBreakArmy(bases)}};
}

// ---- properties -----------------------------------------------------------------------------

int BattleSession::turn() const
{
    return m_battle ? m_battle->state().turn : 0;
}

int BattleSession::activeSide() const
{
    return m_battle ? sideNumber(m_battle->state().active) : 0;
}

QString BattleSession::phase() const
{
    return m_battle ? phaseKey(m_battle->state().phase) : QString();
}

QVariantMap BattleSession::armyMap(Side side) const
{
    if (!m_battle)
        return {};
    const GameState &s = m_battle->state();
    const Army &army = s.army(side);
    return {{QStringLiteral("name"), qs(army.name)},
            {QStringLiteral("startingBases"), army.startingBases},
            {QStringLiteral("lost"), basesLost(s, side)},
            {QStringLiteral("breakAt"), basesLostToBreakArmy(army.startingBases)},
            {QStringLiteral("leftBeforeBreak"), basesLeftBeforeArmyBreak(s, side)},
            {QStringLiteral("broken"), army.broken}};
}

QVariantMap BattleSession::armyA() const
{
    return armyMap(Side::A);
}

QVariantMap BattleSession::armyB() const
{
    return armyMap(Side::B);
}

int BattleSession::loserSide() const
{
    return m_battle && m_battle->state().loser ? sideNumber(*m_battle->state().loser) : -1;
}

QVariantMap BattleSession::options() const
{
    if (!m_battle)
        return {};
    return record::RulesOptionsFormat::encode(m_battle->state().options).toVariantMap();
}

QVariantMap BattleSession::pendingLoss() const
{
    if (!m_battle || !m_battle->state().pendingLoss)
        return {};
    const GameState &s = m_battle->state();
    const PendingLoss &p = *s.pendingLoss;
    const Base &loser = s.bases.at(static_cast<std::size_t>(p.loser));
    const bool evade = loser.block >= 0
        && s.blocks.at(static_cast<std::size_t>(loser.block)).specialRules.contains(SpecialRule::Evade) && !p.evadeCaught;
    // What the formation shows for a push-back (§9.6): the loser's file, the Bases on either
    // side of the seams it tears (none for a Skirmisher that evades, §11.2) and the far side.
    const auto listed = listedShapes();
    const FileSplit split = fileSplit(s, p.loser, listed);
    return {{QStringLiteral("loser"), p.loser},
            {QStringLiteral("winner"), p.winner},
            {QStringLiteral("points"), p.points},
            {QStringLiteral("mustEvade"), evade},
            {QStringLiteral("loserSide"), sideNumber(loser.side)},
            {QStringLiteral("file"), intList(split.file)},
            {QStringLiteral("seamBases"), evade ? QVariantList{} : intList(split.seamBases())},
            {QStringLiteral("farSide"), intList(split.farSide())}};
}

QVariantMap BattleSession::pendingPursuit() const
{
    if (!m_battle || !m_battle->state().pendingPursuit)
        return {};
    const PendingPursuit &p = *m_battle->state().pendingPursuit;
    // The pursuer advances with its file, and a middle file leaves its far side behind (§11.1, §9.6).
    const auto listed = listedShapes();
    const FileSplit split = fileSplit(m_battle->state(), p.pursuer, listed);
    return {{QStringLiteral("pursuer"), p.pursuer},
            {QStringLiteral("toward"), p.toward},
            {QStringLiteral("optional"), p.optional},
            {QStringLiteral("file"), intList(split.file)},
            {QStringLiteral("farSide"), intList(split.farSide())}};
}

QVariantMap BattleSession::facts() const
{
    if (!m_battle)
        return {};
    const CrossBlockFacts known = ancients::facts(m_battle->state());
    QVariantList contacts;
    QVariantList near;
    for (const auto &[x, y] : known.inContact)
        contacts.append(QVariant(QVariantList{x, y}));
    for (const auto &[x, y] : known.withinOneBaseWidth)
        near.append(QVariant(QVariantList{x, y}));
    return {{QStringLiteral("contacts"), contacts},
            {QStringLiteral("near"), near},
            {QStringLiteral("retreatBlocked"),
             intList(std::vector<int>(known.retreatBlocked.begin(), known.retreatBlocked.end()))}};
}

QString BattleSession::commitment() const
{
    return m_battle ? QString::fromLatin1(m_battle->setup().seed.commitment.toHex()) : QString();
}

QString BattleSession::phrase() const
{
    return m_battle ? m_battle->setup().seed.phrase : QString();
}
