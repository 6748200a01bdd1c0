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
#include "record/inputlimits.h"
#include "record/jsonreader.h"
#include "record/rulesoptions.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QStandardPaths>
#include <QThread>
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

QVariantList intList(const std::vector<int> &ids)
{
    QVariantList list;
    for (const int id : ids)
        list.append(id);
    return list;
}

/**
 * The last action in force is the contact a charge recorded (MoveController::moveBlock): an
 * entry of facts that adds exactly one contact, of the Block whose charge, the action before it,
 * moved. The two are one thing at the table, so one undo takes back both.
 */
bool endsWithChargeContact(const record::Battle &battle)
{
    const auto &actions = battle.actions();
    if (actions.size() < 2)
        return false;
    const auto *entered = std::get_if<EnterFacts>(&actions.back());
    const auto *move = std::get_if<MoveBlock>(&actions.at(actions.size() - 2));
    if (!entered || !move || !move->charge)
        return false;
    const GameState afterMove = battle.stateAt(battle.actionCount() - 1);
    if (!afterMove.blocks.at(static_cast<std::size_t>(move->block)).chargedThisTurn)
        return false;
    CrossBlockFacts before = afterMove.enteredFacts;
    const CrossBlockFacts &now = entered->facts;
    if (now.inContact.size() != before.inContact.size() + 1)
        return false;
    for (const auto &pair : now.inContact) {
        if (!before.inContact.contains(pair) && (pair.first == move->block || pair.second == move->block))
            before.inContact.insert(pair);
    }
    return before == now;
}

} // namespace

// ---- BattleSession --------------------------------------------------------------------------

BattleSession::BattleSession(QObject *parent)
    : BattleSession(nullptr, parent)
{
}

BattleSession::BattleSession(record::BattleStore *store, QObject *parent)
    : QObject(parent)
    , m_ownStore(store ? nullptr : std::make_unique<record::BattleStore>())
    , m_store(store ? store : m_ownStore.get())
    , m_battles(new StoredBattlesModel(this))
    , m_blocksA(new BattleBlocksModel(this))
    , m_blocksB(new BattleBlocksModel(this))
    , m_log(new BattleLogModel(this))
{
    // The default store opens at first use, or once the event loop runs (the
    // list of battles needs it), unless openStore() named another first. On a
    // device that has none yet there is nothing to list: it is made at first use,
    // not on the way to the first frame.
    QTimer::singleShot(0, this, [this] {
        if (!m_storeTried && QFileInfo::exists(defaultStorePath())) {
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
    if (m_preloader)
        m_preloader->wait();
    m_battle.reset(); // before the store it is attached to
}

QString BattleSession::defaultStorePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("battles.sqlite"));
}

bool BattleSession::ensureStore()
{
    if (m_store->isOpen())
        return true;
    if (!m_storeTried) {
        m_storeTried = true;
        const QString path = defaultStorePath();
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder)) {
            m_storeError = tr("The folder %1 for the battle store cannot be made.").arg(QDir::toNativeSeparators(folder));
            setError(m_storeError);
            return false;
        }
        return openStoreAt(path);
    }
    setError(m_storeError.isEmpty() ? tr("The battle store is not open.") : m_storeError);
    return false;
}

bool BattleSession::openStoreAt(const QString &path)
{
    m_storeTried = true;
    if (!m_store->open(path)) {
        m_storeError = m_store->errorString();
        m_battles->update({}, 0);
        setError(m_storeError);
        return false;
    }
    m_storeError.clear();
    refreshBattles();
    return true;
}

void BattleSession::preloadLast()
{
    if (m_store->isOpen() || m_storeTried || m_preload.valid())
        return;
    std::packaged_task<std::optional<record::BattleStore::Preloaded>()> task(
        [path = defaultStorePath()] { return record::BattleStore::preloadLast(path); });
    m_preload = task.get_future();
    // At the lowest priority: it runs while a processor is idle (the window's making waits on
    // its loader thread now and then), and never takes one from the making of the window.
    m_preloader.reset(QThread::create(std::move(task)));
    m_preloader->setObjectName(QStringLiteral("battle preload"));
    m_preloader->start(QThread::IdlePriority);
}

bool BattleSession::openStore(const QString &path)
{
    if (m_preload.valid())
        m_preload.get(); // of the device's own store, not of this one
    Q_EMIT storeClosing();
    closeBattle();
    m_store->close();
    const bool ok = openStoreAt(path);
    Q_EMIT storeChanged();
    return ok;
}

record::BattleStore *BattleSession::sharedStore(QString *problem)
{
    if (ensureStore())
        return m_store;
    if (problem)
        *problem = m_storeError.isEmpty() ? tr("The battle store is not open.") : m_storeError;
    return nullptr;
}

void BattleSession::storeWritten()
{
    refreshBattles();
    Q_EMIT storeChanged();
}

bool BattleSession::storeForContinuing()
{
    if (!m_store->isOpen() && !m_storeTried) {
        // No store yet, so no battle to continue: it is made when a battle begins.
        if (!QFileInfo::exists(defaultStorePath()))
            return false;
        ensureStore();
        QMetaObject::invokeMethod(this, &BattleSession::storeChanged, Qt::QueuedConnection);
    }
    return m_store->isOpen();
}

qint64 BattleSession::lastBattleId()
{
    // The list is kept the last opened first, and refreshed whenever that can change.
    return storeForContinuing() ? m_battles->firstId() : 0;
}

QVariantMap BattleSession::lastKept()
{
    const record::StoredBattle *last = storeForContinuing() ? m_battles->first() : nullptr;
    if (!last)
        return {};
    return {{QStringLiteral("id"), last->id},
            {QStringLiteral("ruleset"), last->ruleset},
            {QStringLiteral("title"), last->title},
            {QStringLiteral("turn"), last->turn}};
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
    // A new battle's dice are bound to the action: an undo reveals nothing another action could use.
    setup.seed = record::SeedCommitment::of(secret, phrase, ancients::DiceDerivation::ByAction);
    // A new battle checks every melee before the Combat phase ends (§4, ruling R43).
    setup.meleeCheck = ancients::MeleeCheck::Every;
    auto started = Battle::start(setup, secret);
    if (!started) {
        setError(refusal(started.error()));
        return false;
    }
    Battle battle = std::move(started).value();
    const QString name = title.trimmed().isEmpty()
        ? tr("%1 v %2").arg(QString::fromStdString(first->name), QString::fromStdString(second->name))
        : title.trimmed();
    closeBattle();
    const auto id = m_store->add(battle, name);
    if (!id) {
        setError(m_store->errorString());
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
    if (!in.open(QIODevice::ReadOnly)) {
        setError(tr("%1: cannot be read (%2)").arg(path, in.errorString()));
        return false;
    }
    // Read up to the limit and no further: a special file (/dev/zero) or a pipe reports no size and may never end.
    QString readError;
    const auto bytes = record::json::readCapped(in, record::limits::MaximumFileBytes, &readError);
    if (!bytes) {
        setError(tr("%1 was not imported: %2").arg(path, readError));
        return false;
    }
    record::BattleImport imported = record::BattleFile::fromJson(*bytes);
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
    const auto id = m_store->add(battle, name);
    if (!id) {
        setError(m_store->errorString());
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
    m_store->attach(*m_battle, id);
    m_battleId = id;
    for (const record::StoredBattle &stored : m_store->battles()) {
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
    // The battle read ahead at launch (preloadLast()), if it is this one as the store still holds it.
    std::optional<record::BattleStore::Preloaded> preloaded;
    if (m_preload.valid())
        preloaded = m_preload.get();
    auto loaded = m_store->load(id, std::move(preloaded));
    if (!loaded) {
        setError(m_store->errorString());
        return false;
    }
    closeBattle();
    open(std::move(*loaded), id);
    Q_EMIT storeChanged();
    return true;
}

bool BattleSession::resumeLast()
{
    // A device without a store has no battle to resume; the store is made when one begins.
    const bool noStoreYet = !m_store->isOpen() && !m_storeTried && !QFileInfo::exists(defaultStorePath());
    if (noStoreYet || !ensureStore()) {
        if (noStoreYet)
            setError(tr("No battle is kept on this device yet."));
        return false;
    }
    // The last opened of this ruleset's battles: one of My Wargame Rules is opened by its own session.
    const auto all = m_store->listBattles();
    const auto last = all ? std::find_if(all->cbegin(), all->cend(), [](const record::StoredBattle &b) { return b.ruleset.isEmpty(); })
                          : QList<record::StoredBattle>::const_iterator{};
    if (!all || last == all->cend()) {
        setError(tr("No battle is kept on this device yet."));
        return false;
    }
    return resume(last->id);
}

bool BattleSession::removeBattle(qint64 id)
{
    if (!ensureStore())
        return false;
    if (m_battle && m_battleId == id)
        closeBattle();
    if (!m_store->remove(id)) {
        setError(m_store->errorString());
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
    // The log's filters go while the battle is still there to read, and nothing is told of
    // anything between the battle going and refresh(), which tells the log it has gone.
    m_log->setTurnFilter(0);
    m_log->setBlockFilter(-1);
    m_battle.reset();
    m_battleId = 0;
    m_title.clear();
    refresh();
}

// ---- commands -------------------------------------------------------------------------------

bool BattleSession::act(const Action &action)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    // Whether the engine drew dice of its own: the generator moved (sequential dice) or an
    // identity drew again (dice by action). The players' own dice draw nothing.
    const auto draws = [](const ancients::GameState &state) {
        int count = 0;
        for (const ancients::DiceDraw &draw : state.diceDrawn)
            count += draw.count;
        return std::pair{state.rng, count};
    };
    const auto before = draws(m_battle->state());
    const auto done = m_battle->act(action);
    if (!done) {
        setError(refusal(done.error()));
        return false;
    }
    setError({});
    const bool rolled = draws(m_battle->state()) != before;
    refresh();
    if (rolled)
        Q_EMIT diceRolled();
    return true;
}

bool BattleSession::actCommand(const QString &kind, const QJsonObject &fields)
{
    if (!m_battle) {
        setError(tr("No battle is open."));
        return false;
    }
    const Command built = command(kind, fields);
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
                                            QDateTime::currentDateTimeUtc(), m_battle->state()))
        refreshBattles();
    // What the actions in force did last: the same after an action, an undo, a
    // redo, an amendment or a resume, read from the record's view of the log rather than remembered.
    m_lastEffects.clear();
    m_lastFight.clear();
    if (m_battle) {
        const BattleWording words(m_battle->state(), listedShapes(), m_battle->view().brokenBlocks());
        std::vector<Effect> shown = m_battle->view().lastEffects();
        // A charge's contact shows with the move that made it: its test, its Fatigue (§5.3).
        const std::vector<int> &inForce = m_battle->view().actionEntries();
        if (inForce.size() >= 2 && endsWithChargeContact(*m_battle)) {
            const auto &moved = m_battle->view().entries().at(static_cast<std::size_t>(inForce.at(inForce.size() - 2)));
            shown.insert(shown.begin(), moved.outcome.effects.begin(), moved.outcome.effects.end());
        }
        for (const Effect &e : shown)
            m_lastEffects.append(effectMap(e, words));
        if (const auto fight = m_battle->view().lastFight())
            m_lastFight = fightMap(fight->result, fight->base, fight->enemy, words);
    }
    // A decline holds for the Recovery phase it was made in.
    if (!m_battle || m_battle->state().phase != Phase::Recovery)
        m_smoothingDeclined.clear();
    // The effects first, as before the game: a panel the new state swaps in finds them already there.
    Q_EMIT lastEffectsChanged();
    Q_EMIT gameChanged();
    Q_EMIT smoothingChanged();
}

void BattleSession::refreshBattles()
{
    if (!m_store->isOpen()) {
        m_battles->update({}, 0);
        return;
    }
    const auto listed = m_store->listBattles();
    // A store that cannot list its battles says so: an empty list would say there are none.
    const QString error = listed ? (m_store->isReadOnly() ? m_store->errorString() : QString()) : m_store->errorString();
    if (error != m_storeError) {
        m_storeError = error;
        Q_EMIT storeChanged();
        if (!error.isEmpty())
            setError(error);
    }
    m_battles->update(listed.value_or(QList<record::StoredBattle>{}), m_battle ? m_battleId : 0);
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

TableLabels BattleSession::tableLabels() const
{
    if (!m_battle)
        return TableLabels(emptyState(), {});
    return TableLabels(m_battle->state(), listedShapes(), m_battle->view().brokenBlocks());
}

QString BattleSession::noBattleText()
{
    return tr("No battle is open.");
}

QString BattleSession::refusal(const Error &error) const
{
    const TableLabels names = tableLabels();
    // Armies by their names, as the panels name them, never as "side A" and "side B".
    const auto army = [this](int side) { return side == 0 ? armyA().name : armyB().name; };
    return ErrorWording([&names](int base) { return names.base(base); }, [&names](int block) { return names.blockName(block); },
                        army)
        .text(error);
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

bool BattleSession::endPhase()
{
    // Only Recovery's end takes the declines (§6.1, ruling R17); those of Bases that can no
    // longer pull are dropped, as the panel no longer lists them.
    EndPhase end;
    if (m_battle && m_battle->state().phase == Phase::Recovery) {
        for (const SmoothingChoice &c : smoothingChoices(m_battle->state(), m_smoothingDeclined)) {
            if (c.declined)
                end.declineSmoothing.push_back(c.receiver);
        }
    }
    return act(end);
}

void BattleSession::setSmoothingDeclined(int base, bool declined)
{
    const auto at = std::find(m_smoothingDeclined.begin(), m_smoothingDeclined.end(), base);
    if (declined == (at != m_smoothingDeclined.end()))
        return;
    if (declined)
        m_smoothingDeclined.push_back(base);
    else
        m_smoothingDeclined.erase(at);
    Q_EMIT smoothingChanged();
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
    return step([](record::Battle &battle) {
        const bool both = endsWithChargeContact(battle);
        if (auto refused = refusalOf(battle.undo()); refused || !both)
            return refused;
        return refusalOf(battle.undo());
    });
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
    if (revealSecret && !record::BattleFile::maySecretLeave(*m_battle)) {
        setError(tr("The dice secret is exported only with a decided battle: while it is in progress, "
                    "the secret would give away every roll to come. Nothing was written."));
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

ArmyStanding BattleSession::standing(Side side) const
{
    if (!m_battle)
        return {};
    return standingOf(m_battle->state(), side);
}

ArmyStanding BattleSession::standingOf(const GameState &s, Side side)
{
    const Army &army = s.army(side);
    return {qs(army.name), army.startingBases, basesLost(s, side), basesLostToBreakArmy(army.startingBases),
            basesLeftBeforeArmyBreak(s, side), army.broken};
}

ArmyStanding BattleSession::armyA() const
{
    return standing(Side::A);
}

ArmyStanding BattleSession::armyB() const
{
    return standing(Side::B);
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

QString BattleSession::fingerprint() const
{
    return m_battle ? record::BattleFile::fingerprint(m_battle->headHash()) : QString();
}

QString BattleSession::turnEndFingerprint() const
{
    if (!m_battle || m_battle->view().entries().empty() || !m_battle->view().entries().back().endsTurn())
        return {};
    return record::BattleFile::fingerprint(m_battle->view().entries().back().hash);
}

QString BattleSession::commitment() const
{
    return m_battle ? QString::fromLatin1(m_battle->setup().seed.commitment.toHex()) : QString();
}

QString BattleSession::phrase() const
{
    return m_battle ? m_battle->setup().seed.phrase : QString();
}
