#include "ancients/playtest.h"

#include "ancients/combat.h"
#include "ancients/rules_tables.h"

namespace ancients {

namespace {

constexpr std::array<Quality, 3> Qualities{Quality::Elite, Quality::Regular, Quality::Levy};
constexpr int MiddleWeight = 3; // §3.2: the first side's weight; its enemy's is 3 − the difference, on the 1–5 ladder

/**
 * The pair of Bases and the facts that give @p modifier to side A and nothing else:
 * Medium Infantry on open ground, A a Warband when it charges with shock (§3.3: a
 * Shock type), its enemy spear-armed for the plain ±1 and formed, unarmed with spears,
 * for the ±2 (§11.1); Medium Infantry has no steady spears (§11.3) to negate it.
 */
void place(PlaytestModifier modifier, CombatSide &a, CombatSide &b, CombatFacts &facts)
{
    switch (modifier) {
    case PlaytestModifier::None:
        break;
    case PlaytestModifier::Overlap:
        facts.aOverlaps = 1;
        break;
    case PlaytestModifier::Flank:
        facts.flank = Striker::A;
        break;
    case PlaytestModifier::Rear:
        facts.rear = Striker::A;
        break;
    case PlaytestModifier::Uphill:
        a.uphill = true;
        break;
    case PlaytestModifier::Shock:
        a.type = TroopType::Warband;
        b.spears = true;
        facts.shock = Striker::A;
        break;
    case PlaytestModifier::ShockVsFormedFoot:
        a.type = TroopType::Warband;
        facts.shock = Striker::A;
        break;
    }
}

} // namespace

std::vector<DiceSetting> everyDiceSetting()
{
    std::vector<DiceSetting> all;
    for (const Die die : {Die::Averaging, Die::D6}) {
        for (const EliteMechanic m : {EliteMechanic::None, EliteMechanic::Reroll, EliteMechanic::BestOfThree})
            all.push_back({die, m});
    }
    return all;
}

const char *sectionOf(PlaytestModifier modifier) noexcept
{
    switch (modifier) {
    case PlaytestModifier::None:
        return "9.1";
    case PlaytestModifier::Overlap:
        return "9.2";
    case PlaytestModifier::Flank:
    case PlaytestModifier::Rear:
        return "9.3";
    case PlaytestModifier::Uphill:
        return "8.3";
    case PlaytestModifier::Shock:
    case PlaytestModifier::ShockVsFormedFoot:
        return "11.1";
    }
    return "9.1";
}

CombatTableRow combatCell(DiceSetting setting, Quality quality, Quality enemy, int weightDifference,
                          PlaytestModifier modifier)
{
    CombatSide a;
    a.quality = quality;
    a.weight = MiddleWeight;
    CombatSide b;
    b.quality = enemy;
    b.weight = MiddleWeight - weightDifference;
    CombatFacts facts;
    place(modifier, a, b, facts);
    CombatTableRow row{setting, quality, enemy, weightDifference, modifier, {}, {}, {}};
    // The pair is built to be legal; a refusal would leave the row empty, which the tests catch.
    if (const auto o = odds(a, b, facts, setting.die, setting.mechanic)) {
        row.win = o->aWins;
        row.draw = o->draw;
        row.loss = o->bWins;
    }
    return row;
}

std::vector<CombatTableRow> combatTable(DiceSetting setting)
{
    std::vector<CombatTableRow> rows;
    for (const Quality q : Qualities) {
        for (const Quality e : Qualities) {
            for (int d = -PlaytestWeightDifferenceCap; d <= PlaytestWeightDifferenceCap; ++d) {
                for (const PlaytestModifier m : PlaytestModifiers)
                    rows.push_back(combatCell(setting, q, e, d, m));
            }
        }
    }
    return rows;
}

std::vector<MovementTableRow> movementTable(EliteMechanic mechanic)
{
    std::vector<MovementTableRow> rows;
    for (const Quality q : Qualities) {
        for (int needed = MinimumFatigue; needed <= BlockBreakThreshold; ++needed)
            rows.push_back({mechanic, q, needed, movementPassChance(q, Fraction(needed), mechanic)});
    }
    return rows;
}

std::vector<QualityGainRow> qualityGainTable(DiceSetting setting)
{
    std::vector<QualityGainRow> rows;
    for (const auto &[q, e] : {std::pair{Quality::Elite, Quality::Regular}, std::pair{Quality::Regular, Quality::Levy},
                               std::pair{Quality::Elite, Quality::Levy}}) {
        const CombatTableRow fight = combatCell(setting, q, e, 0, PlaytestModifier::None);
        rows.push_back({setting, q, e, fight.win, fight.draw, fight.loss, fight.win - fight.loss,
                        meanKept(q, setting.die, setting.mechanic) - meanKept(e, setting.die, setting.mechanic)});
    }
    return rows;
}

} // namespace ancients
