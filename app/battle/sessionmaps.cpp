#include "sessionmaps.h"

#include "numberformat.h"

#include "record/battlecodec.h"
#include "record/jsonreader.h"

#include "ancients/keys.h"

#include <QCoreApplication>
#include <QJSValue>
#include <QSequentialIterable>

#include <array>
#include <cmath>
#include <limits>
#include <type_traits>

using namespace ancients;

namespace sessionmaps {

namespace {

using record::json::keyText;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QVariantList idList(const std::vector<int> &ids)
{
    QVariantList list;
    for (const int id : ids)
        list.append(id);
    return list;
}

QVariantList diceList(const std::optional<SuppliedDice> &dice, Quality quality)
{
    QVariantList list;
    if (!dice)
        return list;
    list.append(dice->first);
    if (diceRolled(quality) > 1)
        list.append(dice->second);
    return list;
}

QString strikerKey(Striker s)
{
    switch (s) {
    case Striker::A:
        return QStringLiteral("base");
    case Striker::B:
        return QStringLiteral("enemy");
    case Striker::None:
        break;
    }
    return {};
}

Quality qualityOfBase(const GameState &state, BaseId id)
{
    if (id < 0 || static_cast<std::size_t>(id) >= state.bases.size())
        return Quality::Regular;
    const BlockId block = state.bases.at(static_cast<std::size_t>(id)).block;
    if (block < 0 || static_cast<std::size_t>(block) >= state.blocks.size())
        return Quality::Elite; // a routed Base: keep both dice the players gave
    return state.blocks.at(static_cast<std::size_t>(block)).quality;
}

Quality qualityOfBlock(const GameState &state, BlockId id)
{
    if (id < 0 || static_cast<std::size_t>(id) >= state.blocks.size())
        return Quality::Elite;
    return state.blocks.at(static_cast<std::size_t>(id)).quality;
}

/** The key of the Going whose value is @p value (a Fight's Going is its value, §8.2). */
QString goingKeyOfValue(int value)
{
    for (const GoingInfo &info : GoingTable) {
        if (info.value == value)
            return keyText(info.going);
    }
    return keyText(Going::Open);
}


} // namespace

QString qualityKey(Quality quality)
{
    return keyText(quality);
}

QString typeKey(TroopType type)
{
    return keyText(type);
}

QStringList specialRuleKeys(SpecialRules rules)
{
    QStringList keys;
    for (const SpecialRuleInfo &info : SpecialRuleTable) {
        if (rules.contains(info.rule))
            keys.append(keyText(info.rule));
    }
    return keys;
}

QString goingKey(Going going)
{
    return keyText(going);
}

std::optional<Going> goingOf(const QString &key)
{
    return goingFromKey(key.toStdString());
}

QString phaseKey(Phase phase)
{
    return keyText(phase);
}

QString fatigueStateKey(FatigueState state)
{
    return keyText(state);
}

QString effectKindKey(Effect::Kind kind)
{
    switch (kind) {
    case Effect::Kind::Fatigue:
        return QStringLiteral("fatigue");
    case Effect::Kind::MovementTest:
        return QStringLiteral("movement-test");
    case Effect::Kind::Moved:
        return QStringLiteral("moved");
    case Effect::Kind::MoveEnded:
        return QStringLiteral("move-ended");
    case Effect::Kind::Split:
        return QStringLiteral("split");
    case Effect::Kind::Merged:
        return QStringLiteral("merged");
    case Effect::Kind::BlockBroke:
        return QStringLiteral("block-broke");
    case Effect::Kind::BaseRemoved:
        return QStringLiteral("base-removed");
    case Effect::Kind::ArmyBroke:
        return QStringLiteral("army-broke");
    case Effect::Kind::PhaseChanged:
        return QStringLiteral("phase-changed");
    case Effect::Kind::ShockCharge:
        return QStringLiteral("shock-charge");
    case Effect::Kind::Combat:
        return QStringLiteral("combat");
    case Effect::Kind::Recoil:
        return QStringLiteral("recoil");
    case Effect::Kind::Pinned:
        return QStringLiteral("pinned");
    case Effect::Kind::Pursuit:
        return QStringLiteral("pursuit");
    case Effect::Kind::Note:
        return QStringLiteral("note");
    case Effect::Kind::Volley:
        return QStringLiteral("volley");
    }
    return {};
}

int sideNumber(Side side)
{
    return side == Side::A ? 0 : 1;
}

QVariantMap rollMap(const QualityRoll &roll)
{
    QVariantList dice;
    for (int i = 0; i < roll.count && i < 2; ++i)
        dice.append(roll.dice.at(static_cast<std::size_t>(i)));
    return {{QStringLiteral("dice"), dice},
            {QStringLiteral("kept"), roll.kept()},
            {QStringLiteral("quality"), qualityKey(roll.quality)},
            {QStringLiteral("die"), keyText(roll.die)}};
}

QString rollText(const QualityRoll &roll)
{
    if (roll.count < 2)
        return QString::number(roll.kept());
    return QStringLiteral("%1, %2 (kept %3)").arg(roll.dice.at(0)).arg(roll.dice.at(1)).arg(roll.kept());
}

QVariantList modifierList(const std::vector<Modifier> &modifiers)
{
    QVariantList list;
    for (const Modifier &m : modifiers) {
        list.append(QVariantMap{{QStringLiteral("value"), m.value},
                                {QStringLiteral("valueText"), numberformat::signedNumber(m.value)},
                                {QStringLiteral("section"), qs(m.section)},
                                {QStringLiteral("reason"), BattleWording::modifierReason(m)}});
    }
    return list;
}

QVariantMap effectMap(const Effect &e, const BattleWording &words)
{
    QVariantMap map{{QStringLiteral("kind"), effectKindKey(e.kind)},
                    {QStringLiteral("text"), words.effect(e)},
                    {QStringLiteral("section"), qs(e.section)},
                    {QStringLiteral("block"), e.block},
                    {QStringLiteral("other"), e.other},
                    {QStringLiteral("base"), e.base},
                    {QStringLiteral("amount"), e.amount},
                    {QStringLiteral("side"), sideNumber(e.side)},
                    {QStringLiteral("passed"), e.passed}};
    if (e.roll)
        map.insert(QStringLiteral("roll"), rollMap(*e.roll));
    if (e.combat) {
        map.insert(QStringLiteral("baseRoll"), rollMap(e.combat->aRoll));
        map.insert(QStringLiteral("enemyRoll"), rollMap(e.combat->bRoll));
    }
    if (e.missile) {
        map.insert(QStringLiteral("firerRoll"), rollMap(e.missile->firerRoll));
        map.insert(QStringLiteral("targetRoll"), rollMap(e.missile->targetRoll));
    }
    return map;
}

QVariantMap fightMap(const CombatResult &c, BaseId base, BaseId enemy, const BattleWording &words)
{
    QVariantList steps;
    for (const CombatStep &step : c.steps)
        steps.append(QVariantMap{{QStringLiteral("section"), qs(step.section)},
                                 {QStringLiteral("text"), words.combatStep(step, c, base, enemy)}});
    return {{QStringLiteral("base"), base},
            {QStringLiteral("enemy"), enemy},
            {QStringLiteral("baseRoll"), rollMap(c.aRoll)},
            {QStringLiteral("enemyRoll"), rollMap(c.bRoll)},
            {QStringLiteral("baseModifiers"), modifierList(c.assessment.aModifiers)},
            {QStringLiteral("enemyModifiers"), modifierList(c.assessment.bModifiers)},
            {QStringLiteral("baseTotal"), c.aTotal},
            {QStringLiteral("enemyTotal"), c.bTotal},
            {QStringLiteral("rawDifference"), c.rawDifference},
            {QStringLiteral("weightShift"), c.assessment.weightShift},
            {QStringLiteral("margin"), c.margin},
            {QStringLiteral("loser"), strikerKey(c.loser)},
            {QStringLiteral("points"), c.increments},
            {QStringLiteral("steps"), steps}};
}

QString actionKind(const Action &action)
{
    return record::BattleCodec::kind(action);
}

QVariantMap actionMap(const Action &action, const GameState &before)
{
    QVariantMap map = std::visit(
        [&before](const auto &a) -> QVariantMap {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, MoveBlock>) {
                // The worst Going any Base entered: the map's one "going" (R4's tiles are per Base).
                std::optional<Going> worst;
                for (const auto &[id, tiles] : a.terrainEntered) {
                    for (const Going g : tiles) {
                        if (!worst || goingValue(g) < goingValue(*worst))
                            worst = g;
                    }
                }
                // Every Base's tiles too, so that an amendment that leaves "going" alone keeps them.
                QVariantMap terrain;
                for (const auto &[id, tiles] : a.terrainEntered) {
                    QVariantList keys;
                    for (const Going g : tiles)
                        keys.append(goingKey(g));
                    terrain.insert(QString::number(id), keys);
                }
                return {{QStringLiteral("block"), a.block},
                        {QStringLiteral("going"), goingKey(worst.value_or(Going::Open))},
                        {QStringLiteral("terrainEntered"), terrain},
                        {QStringLiteral("climb"), a.climb},
                        {QStringLiteral("difficult"), a.difficult},
                        {QStringLiteral("charge"), a.charge},
                        {QStringLiteral("fullMove"), a.fullMove},
                        {QStringLiteral("dice"), diceList(a.dice, qualityOfBlock(before, a.block))}};
            } else if constexpr (std::is_same_v<A, PivotBlock>) {
                return {{QStringLiteral("block"), a.block},
                        {QStringLiteral("steps"), a.steps},
                        {QStringLiteral("dice"), diceList(a.dice, qualityOfBlock(before, a.block))}};
            } else if constexpr (std::is_same_v<A, WheelBlock>) {
                QVariantList dice;
                for (const SuppliedDice &d : a.dice)
                    dice.append(QVariant(diceList(d, qualityOfBlock(before, a.block))));
                return {{QStringLiteral("block"), a.block},   {QStringLiteral("pivotBase"), a.pivot},
                        {QStringLiteral("steps"), a.steps},   {QStringLiteral("frontage"), a.frontage},
                        {QStringLiteral("depth"), a.depth},   {QStringLiteral("dice"), dice}};
            } else if constexpr (std::is_same_v<A, MarchColumn>) {
                return {{QStringLiteral("block"), a.block}, {QStringLiteral("order"), idList(a.order)}};
            } else if constexpr (std::is_same_v<A, SplitBlock>) {
                return {{QStringLiteral("block"), a.block},
                        {QStringLiteral("detach"), idList(a.detach)},
                        {QStringLiteral("seamBases"), idList(a.seamBases)}};
            } else if constexpr (std::is_same_v<A, MergeBlocks>) {
                return {{QStringLiteral("into"), a.into},
                        {QStringLiteral("from"), a.from},
                        {QStringLiteral("seamBases"), idList(a.seamBases)}};
            } else if constexpr (std::is_same_v<A, EnterFacts>) {
                QVariantList contacts;
                QVariantList near;
                for (const auto &[x, y] : a.facts.inContact)
                    contacts.append(QVariant(QVariantList{x, y}));
                for (const auto &[x, y] : a.facts.withinOneBaseWidth)
                    near.append(QVariant(QVariantList{x, y}));
                return {{QStringLiteral("contacts"), contacts},
                        {QStringLiteral("near"), near},
                        {QStringLiteral("retreatBlocked"),
                         idList(std::vector<int>(a.facts.retreatBlocked.begin(), a.facts.retreatBlocked.end()))}};
            } else if constexpr (std::is_same_v<A, MarkInCombat> || std::is_same_v<A, MarkShotAt>) {
                return {{QStringLiteral("bases"), idList(a.bases)}};
            } else if constexpr (std::is_same_v<A, AddFatigue>) {
                QVariantList entries;
                for (const auto &[id, amount] : a.fatigue)
                    entries.append(QVariantMap{{QStringLiteral("base"), id}, {QStringLiteral("amount"), amount}});
                QVariantMap m{{QStringLiteral("fatigue"), entries},
                              {QStringLiteral("section"), qs(a.section)},
                              {QStringLiteral("reason"), qs(a.note)}};
                if (a.fatigue.size() == 1) {
                    m.insert(QStringLiteral("base"), a.fatigue.front().first);
                    m.insert(QStringLiteral("amount"), a.fatigue.front().second);
                }
                return m;
            } else if constexpr (std::is_same_v<A, RemoveRoutedBase>) {
                return {{QStringLiteral("base"), a.base}};
            } else if constexpr (std::is_same_v<A, EndPhase>) {
                return {};
            } else if constexpr (std::is_same_v<A, Fight>) {
                return {{QStringLiteral("base"), a.base},
                        {QStringLiteral("enemy"), a.enemy},
                        {QStringLiteral("lapping"), a.lapping.value_or(-1)},
                        {QStringLiteral("enemyLapping"), a.enemyLapping.value_or(-1)},
                        {QStringLiteral("flank"), strikerKey(a.flank)},
                        {QStringLiteral("rear"), strikerKey(a.rear)},
                        {QStringLiteral("uphill"), strikerKey(a.uphill)},
                        {QStringLiteral("baseGoing"), goingKeyOfValue(a.baseGoing)},
                        {QStringLiteral("enemyGoing"), goingKeyOfValue(a.enemyGoing)},
                        {QStringLiteral("baseDice"), diceList(a.baseDice, qualityOfBase(before, a.base))},
                        {QStringLiteral("enemyDice"), diceList(a.enemyDice, qualityOfBase(before, a.enemy))}};
            } else if constexpr (std::is_same_v<A, AllocateLoss>) {
                return {{QStringLiteral("fatigue"), a.fatigue},
                        {QStringLiteral("pushBack"), a.pushBack},
                        {QStringLiteral("rearSide"), keyText(a.rearSide)},
                        {QStringLiteral("pinned"), a.pinned},
                        {QStringLiteral("file"), idList(a.file)},
                        {QStringLiteral("seamBases"), idList(a.seamBases)},
                        {QStringLiteral("farSide"), idList(a.farSide)}};
            } else if constexpr (std::is_same_v<A, Pursue>) {
                return {{QStringLiteral("decline"), a.decline},
                        {QStringLiteral("file"), idList(a.file)},
                        {QStringLiteral("farSide"), idList(a.farSide)}};
            } else if constexpr (std::is_same_v<A, PlanCombat>) {
                QVariantList pairs;
                for (const CombatPair &p : a.pairs)
                    pairs.append(QVariantMap{{QStringLiteral("base"), p.base}, {QStringLiteral("enemy"), p.enemy}});
                return {{QStringLiteral("pairs"), pairs}};
            } else {
                static_assert(std::is_same_v<A, Shoot>, "every action has its map");
                return {{QStringLiteral("firer"), a.firer},
                        {QStringLiteral("target"), a.target},
                        {QStringLiteral("firerDice"), diceList(a.firerDice, qualityOfBase(before, a.firer))},
                        {QStringLiteral("targetDice"), diceList(a.targetDice, qualityOfBase(before, a.target))},
                        {QStringLiteral("firerGoing"), goingKeyOfValue(a.firerGoing)},
                        {QStringLiteral("targetGoing"), goingKeyOfValue(a.targetGoing)}};
            }
        },
        action);
    map.insert(QStringLiteral("kind"), actionKind(action));
    return map;
}

} // namespace sessionmaps
