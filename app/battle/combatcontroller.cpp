#include "combatcontroller.h"

#include "numberformat.h"
#include "sessionmaps.h"

#include "ancients/combat.h"
#include "ancients/combatplan.h"
#include "ancients/risk.h"

#include <QJsonArray>

#include <algorithm>
#include <tuple>

using namespace ancients;
using namespace sessionmaps;

namespace {

QString sideText(const std::optional<Lateral> &side)
{
    return !side ? QString() : *side == Lateral::Left ? QStringLiteral("left") : QStringLiteral("right");
}

QString strikerText(Striker s)
{
    return s == Striker::A ? QStringLiteral("a") : s == Striker::B ? QStringLiteral("b") : QStringLiteral("none");
}

/** A planned pair in the fields of "plan-combat" (rulebook/battle-format.md), each added field only when named. */
QVariantMap pairFields(const CombatPair &p)
{
    QVariantMap pair{{QStringLiteral("base"), p.base}, {QStringLiteral("enemy"), p.enemy}};
    if (p.lapping)
        pair.insert(QStringLiteral("lapping"), *p.lapping);
    if (p.enemyLapping)
        pair.insert(QStringLiteral("enemy_lapping"), *p.enemyLapping);
    if (p.flank != Striker::None)
        pair.insert(QStringLiteral("flank"), strikerText(p.flank));
    if (p.rear != Striker::None)
        pair.insert(QStringLiteral("rear"), strikerText(p.rear));
    if (p.flankSide)
        pair.insert(QStringLiteral("flank_side"), sideText(p.flankSide));
    if (p.lappingSide)
        pair.insert(QStringLiteral("lapping_side"), sideText(p.lappingSide));
    if (p.enemyLappingSide)
        pair.insert(QStringLiteral("enemy_lapping_side"), sideText(p.enemyLappingSide));
    return pair;
}

/** Where the pair of queue row @p row stands in @p pairs (as plan-combat takes them), or −1. */
qsizetype indexOfPair(const QVariantList &pairs, const QVariantMap &row)
{
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        const QVariantMap p = pairs.at(i).toMap();
        if (p.value(QStringLiteral("base")) == row.value(QStringLiteral("base"))
            && p.value(QStringLiteral("enemy")) == row.value(QStringLiteral("enemy")))
            return i;
    }
    return -1;
}

} // namespace

CombatController::CombatController(QObject *parent)
    : SessionController(parent)
    , m_queue(new CombatQueueModel(this))
{
}

CombatController::CombatController(BattleSession *session, QObject *parent)
    : SessionController(parent)
    , m_queue(new CombatQueueModel(this))
{
    setSession(session);
}

CombatController::~CombatController() = default;

void CombatController::setPairing(const QVariantMap &pairing)
{
    if (m_pairing == pairing)
        return;
    m_pairing = pairing;
    refresh();
}

void CombatController::refresh()
{
    BattleSession *s = session();
    const auto info = [s](const QVariant &id) {
        const int base = id.isValid() ? id.toInt() : -1;
        return s && base >= 0 ? s->baseInfo(base) : QVariantMap();
    };
    m_baseInfo = info(m_pairing.value(QStringLiteral("base")));
    m_enemyInfo = info(m_pairing.value(QStringLiteral("enemy")));
    const bool paired = !m_baseInfo.isEmpty() && !m_enemyInfo.isEmpty();
    m_odds = paired ? oddsOf(m_pairing) : QVariantMap();
    m_loss = s ? s->pendingLossValue() : PendingLossValue{};
    m_loserInfo = m_loss.pending ? info(m_loss.loser) : QVariantMap();
    m_loserArmy = !m_loss.pending || !s ? QString() : m_loss.loserSide == 0 ? s->armyA().name : s->armyB().name;
    m_pursuit = s ? s->pendingPursuitValue() : PendingPursuitValue{};
    m_pursuerInfo = m_pursuit.pending ? info(m_pursuit.pursuer) : QVariantMap();
    m_followUp = s ? s->pendingFollowUpValue() : PendingFollowUpValue{};
    m_followerInfo = m_followUp.pending ? info(m_followUp.winner) : QVariantMap();
    m_followedInfo = m_followUp.pending ? info(m_followUp.toward) : QVariantMap();
    m_activeArmy = s && s->hasBattle() ? (s->activeSide() == 0 ? s->armyA().name : s->armyB().name) : QString();
    m_enemyArmy = s && s->hasBattle() ? (s->activeSide() == 0 ? s->armyB().name : s->armyA().name) : QString();
    refreshPlan();
    Q_EMIT changed();
}

void CombatController::refreshPlan()
{
    QList<QVariantMap> rows;
    m_unpaired.clear();
    m_planLapping.clear();
    m_pairingNumber = 0;
    m_unfoughtCount = 0;
    m_namesLapping = false;
    m_pairingLapping = -1;
    m_pairingEnemyLapping = -1;
    m_pairingPlanFacts.clear();
    m_unresolvedContacts.clear();
    m_everyMeleeFought = true;
    m_pairingStrippableBy.clear();
    if (!battle() || battle()->state().phase != Phase::Combat) {
        m_queue->setRows(rows);
        return;
    }
    const GameState &state = battle()->state();
    const TableLabels names = session()->tableLabels();
    const auto blockOf = [&state, &names](BaseId id) {
        return names.blockName(state.bases.at(static_cast<std::size_t>(id)).block);
    };
    const int base = m_pairing.value(QStringLiteral("base"), -1).toInt();
    const int enemy = m_pairing.value(QStringLiteral("enemy"), -1).toInt();
    const std::vector<PlannedFight> plan = planOverlaps(state, session()->listedShapes());
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const PlannedFight &f = plan[i];
        const int number = static_cast<int>(i) + 1;
        QVariantList strippers;
        for (const std::size_t j : f.strippableBy)
            strippers.append(static_cast<int>(j) + 1);
        const auto lapLabel = [&names](const std::optional<BaseId> &l) { return l ? names.label(*l) : QString(); };
        if (!f.fought) {
            ++m_unfoughtCount;
            for (const auto &l : {f.lapping, f.enemyLapping}) {
                if (l)
                    m_planLapping.append(*l);
            }
        }
        if (f.pair.base == base && f.pair.enemy == enemy) {
            m_pairingNumber = number;
            m_namesLapping = !state.positionsTracked && !f.fought && f.engaged;
            m_pairingLapping = f.pair.lapping.value_or(-1);
            m_pairingEnemyLapping = f.pair.enemyLapping.value_or(-1);
            if (m_namesLapping)
                m_pairingPlanFacts = {{QStringLiteral("flank"), strikerText(f.pair.flank)},
                                      {QStringLiteral("rear"), strikerText(f.pair.rear)},
                                      {QStringLiteral("flank_side"), sideText(f.pair.flankSide)},
                                      {QStringLiteral("lapping_side"), sideText(f.pair.lappingSide)},
                                      {QStringLiteral("enemy_lapping_side"), sideText(f.pair.enemyLappingSide)},
                                      {QStringLiteral("lapping_side_unknown"), f.lappingSideUnknown},
                                      {QStringLiteral("enemy_lapping_side_unknown"), f.enemyLappingSideUnknown}};
            m_pairingStrippableBy = strippers;
        }
        const QVariantMap pair{{QStringLiteral("base"), f.pair.base}, {QStringLiteral("enemy"), f.pair.enemy}};
        rows.append({{QStringLiteral("number"), number},
                     {QStringLiteral("base"), f.pair.base},
                     {QStringLiteral("enemy"), f.pair.enemy},
                     {QStringLiteral("baseLabel"), names.label(f.pair.base)},
                     {QStringLiteral("baseBlock"), blockOf(f.pair.base)},
                     {QStringLiteral("baseBlockId"), state.bases.at(static_cast<std::size_t>(f.pair.base)).block},
                     {QStringLiteral("enemyLabel"), names.label(f.pair.enemy)},
                     {QStringLiteral("enemyBlock"), blockOf(f.pair.enemy)},
                     {QStringLiteral("fought"), f.fought},
                     {QStringLiteral("engaged"), f.engaged},
                     {QStringLiteral("overlaps"), f.overlaps},
                     {QStringLiteral("enemyOverlaps"), f.enemyOverlaps},
                     {QStringLiteral("lapping"), f.lapping ? *f.lapping : -1},
                     {QStringLiteral("lappingLabel"), lapLabel(f.lapping)},
                     {QStringLiteral("enemyLapping"), f.enemyLapping ? *f.enemyLapping : -1},
                     {QStringLiteral("enemyLappingLabel"), lapLabel(f.enemyLapping)},
                     {QStringLiteral("strippableBy"), strippers},
                     {QStringLiteral("odds"), f.fought || !f.engaged ? QVariantMap() : oddsOf(pair)}});
    }
    m_queue->setRows(rows);

    // What still holds the phase open (§4, ruling R43): the contacts no fight of the plan will resolve.
    const UnfoughtMelees left = unfoughtMelees(state);
    m_everyMeleeFought = left.empty();
    const auto blockOfBase = [&state](BaseId id) { return state.bases.at(static_cast<std::size_t>(id)).block; };
    for (const auto &[ours, theirs] : left.contacts) {
        const bool planned = std::any_of(left.unfought.begin(), left.unfought.end(), [&](const CombatPair &p) {
            return blockOfBase(p.base) == ours && blockOfBase(p.enemy) == theirs;
        });
        if (planned)
            continue;
        m_unresolvedContacts.append(QVariantMap{{QStringLiteral("block"), ours},
                                                {QStringLiteral("blockName"), names.blockName(ours)},
                                                {QStringLiteral("other"), theirs},
                                                {QStringLiteral("otherName"), names.blockName(theirs)}});
    }

    // The engaged Bases of the side to act still to pair (§9.2): in no pair, not yet fought,
    // and lapping for no one (a Base named as lapping is uncountered: it laps, it does not fight).
    for (const Base &b : state.bases) {
        if (b.side != state.active || b.lost())
            continue;
        const bool planned = std::any_of(state.combatPlan.begin(), state.combatPlan.end(), [&b](const CombatPair &p) {
            return p.base == b.id || p.lapping == b.id;
        });
        const bool hasFought = std::any_of(state.foughtThisPhase.begin(), state.foughtThisPhase.end(),
                                           [&b](const auto &p) { return p.first == b.id || p.second == b.id; });
        if (planned || hasFought)
            continue;
        const std::vector<BaseId> enemies = pairableEnemies(state, b.id);
        if (enemies.empty())
            continue;
        QVariantList ids;
        for (const BaseId e : enemies)
            ids.append(e);
        m_unpaired.append(QVariantMap{{QStringLiteral("baseId"), b.id},
                                      {QStringLiteral("label"), names.label(b.id)},
                                      {QStringLiteral("blockName"), blockOf(b.id)},
                                      {QStringLiteral("block"), b.block},
                                      {QStringLiteral("enemies"), ids}});
    }
}

QVariantList CombatController::pairsToFight() const
{
    QVariantList pairs;
    if (!battle())
        return pairs;
    const std::vector<CombatPair> &plan = battle()->state().combatPlan;
    for (int row = 0; row < m_queue->rowCount() && static_cast<std::size_t>(row) < plan.size(); ++row) {
        const QVariantMap r = m_queue->get(row);
        if (r.value(QStringLiteral("fought")).toBool() || !r.value(QStringLiteral("engaged")).toBool())
            continue;
        // What the players named (untracked) stays with its pair.
        pairs.append(pairFields(plan[static_cast<std::size_t>(row)]));
    }
    return pairs;
}

bool CombatController::editPlannedPairing(const std::function<void(QVariantMap &)> &edit)
{
    if (!m_namesLapping)
        return false;
    const int base = m_pairing.value(QStringLiteral("base"), -1).toInt();
    const int enemy = m_pairing.value(QStringLiteral("enemy"), -1).toInt();
    QVariantList pairs = pairsToFight();
    for (QVariant &p : pairs) {
        QVariantMap pair = p.toMap();
        if (pair.value(QStringLiteral("base")).toInt() != base || pair.value(QStringLiteral("enemy")).toInt() != enemy)
            continue;
        edit(pair);
        p = pair;
        return planCombat(pairs);
    }
    return false;
}

bool CombatController::namePlanLapping(int lapping, int enemyLapping)
{
    return editPlannedPairing([lapping, enemyLapping](QVariantMap &pair) {
        for (const auto &[key, id, side] : {std::tuple{"lapping", lapping, "lapping_side"},
                                            std::tuple{"enemy_lapping", enemyLapping, "enemy_lapping_side"}}) {
            const QString name = QString::fromLatin1(key);
            // Another lapping Base stands where it stands: the side named for the one before goes.
            if (pair.value(name, -1).toInt() != id)
                pair.remove(QString::fromLatin1(side));
            pair.remove(name);
            if (id >= 0)
                pair.insert(name, id);
        }
    });
}

bool CombatController::namePlanFacts(const QVariantMap &facts)
{
    return editPlannedPairing([&facts](QVariantMap &pair) {
        for (const char *key : {"flank", "rear", "flank_side", "lapping_side", "enemy_lapping_side"}) {
            const QString name = QString::fromLatin1(key);
            if (!facts.contains(name))
                continue;
            const QString value = facts.value(name).toString();
            pair.remove(name);
            if (!value.isEmpty() && value != QStringLiteral("none"))
                pair.insert(name, value);
        }
        // A flank taken away takes its side with it; a rear and a flank do not go together (§9.3).
        if (!pair.contains(QStringLiteral("flank")))
            pair.remove(QStringLiteral("flank_side"));
    });
}

bool CombatController::planCombat(const QVariantList &pairs)
{
    if (!session())
        return false;
    QJsonArray list;
    for (const QVariant &p : pairs)
        list.append(QJsonObject::fromVariantMap(p.toMap()));
    return session()->actCommand(QStringLiteral("plan-combat"), QJsonObject{{QStringLiteral("pairs"), list}});
}

bool CombatController::addToPlan(int base, int enemy)
{
    QVariantList pairs = pairsToFight();
    pairs.append(QVariantMap{{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy}});
    return planCombat(pairs);
}

bool CombatController::movePair(int number, int delta)
{
    QVariantList pairs = pairsToFight();
    const auto from = indexOfPair(pairs, m_queue->get(number - 1));
    if (from < 0)
        return false;
    const auto to = std::clamp<qsizetype>(from + delta, 0, pairs.size() - 1);
    if (to == from)
        return false;
    pairs.move(from, to);
    return planCombat(pairs);
}

bool CombatController::removeFromPlan(int number)
{
    QVariantList pairs = pairsToFight();
    const auto at = indexOfPair(pairs, m_queue->get(number - 1));
    if (at < 0)
        return false;
    pairs.removeAt(at);
    return planCombat(pairs);
}

QVariantList CombatController::goings()
{
    return goingChoices();
}

QVariantMap CombatController::oddsOf(const QVariantMap &pairing) const
{
    const auto refused = [](const QString &error) {
        return QVariantMap{{QStringLiteral("legal"), false}, {QStringLiteral("error"), error}};
    };
    if (!battle())
        return refused(BattleSession::noBattleText());
    const GameState &s = battle()->state();
    const Command built = command(QStringLiteral("fight"), fieldsOf(pairing));
    if (!built.action)
        return refused(built.error);
    const Fight &fight = std::get<Fight>(*built.action);
    const auto inputs = fightInputs(s, fight);
    if (!inputs)
        return refused(session()->refusal(inputs.error()));
    const auto odds = ancients::odds(inputs->base, inputs->enemy, inputs->facts, s.options.combatDie, s.options.eliteMechanic);
    if (!odds)
        return refused(session()->refusal(odds.error()));
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

bool CombatController::fight(const QVariantMap &pairing)
{
    return session() ? session()->actCommand(QStringLiteral("fight"), fieldsOf(pairing)) : false;
}

bool CombatController::allocateLoss(const QVariantMap &allocation)
{
    return session() ? session()->actCommand(QStringLiteral("allocate-loss"), fieldsOf(allocation)) : false;
}

bool CombatController::pursue(const QVariantMap &pursuit)
{
    return session() ? session()->actCommand(QStringLiteral("pursue"), fieldsOf(pursuit)) : false;
}

bool CombatController::decideFollowUp(const QVariantMap &followUp)
{
    return session() ? session()->actCommand(QStringLiteral("follow-up"), fieldsOf(followUp)) : false;
}
