#pragma once

// The figures §13 asks for: "These are empirical balance knobs, set with figures on
// the table rather than reasoned abstractly." Exact tables, every number from the
// engine's own odds (combat.h odds(), dice.h movementPassChance() and meanKept()),
// for one setting of the dice knobs at a time: the combat die (§3.1) and the
// Elite/Levy mechanic (§13, ruling R42). No other §13 knob changes these figures.
//
// - The combat table: win, draw and loss for every quality against every quality,
//   at every effective weight difference −2…+2 (§9.4), plain and with each positional
//   modifier in the first side's favour. A modifier against it is the same row read
//   from the other side (swap the qualities, negate the weight difference, swap win
//   and loss).
// - The movement table: the chance to pass the movement test (§5) for each quality at
//   every average Fatigue, in bands: every average above n − 1 and up to n needs an n
//   on the kept d6 (ruling R1), so one row covers the band.
// - The quality table: what Elite gains over Regular, Regular over Levy and Elite
//   over Levy in an even fight (equal weights, no modifiers): win, draw, loss, their
//   net (win − loss) and the difference of the mean kept results.

#include "ancients/dice.h"
#include "ancients/fraction.h"

#include <array>
#include <cstdint>
#include <vector>

namespace ancients {

/** One setting of the dice knobs the tables are read under (§3.1, §13). */
struct DiceSetting
{
    Die die = Die::Averaging;
    EliteMechanic mechanic = EliteMechanic::None;

    friend bool operator==(const DiceSetting &, const DiceSetting &) = default;
};

/** Every setting: each combat die with each Elite/Levy mechanic, averaging die and none first. */
[[nodiscard]] std::vector<DiceSetting> everyDiceSetting();

/** A positional modifier of the combat table, in the first side's favour. */
enum class PlaytestModifier : std::uint8_t {
    None,              ///< a plain frontal fight
    Overlap,           ///< it laps its enemy: +1 (§9.2)
    Flank,             ///< it strikes its enemy's flank: +1 / −1 (§9.3)
    Rear,              ///< it strikes its enemy's rear: +2 / −2 (§9.3)
    Uphill,            ///< it stands uphill of its enemy: +1 (§8.3)
    Shock,             ///< it charged with shock: +1 / −1 (§11.1)
    ShockVsFormedFoot, ///< it charged formed infantry that is not spear-armed: +2 / −2 (§11.1)
};

/** Every PlaytestModifier, in order. */
inline constexpr std::array<PlaytestModifier, 7> PlaytestModifiers{
    PlaytestModifier::None,   PlaytestModifier::Overlap, PlaytestModifier::Flank,
    PlaytestModifier::Rear,   PlaytestModifier::Uphill,  PlaytestModifier::Shock,
    PlaytestModifier::ShockVsFormedFoot};

/** The section that gives @p modifier ("9.2", …; "9.1" for none). */
[[nodiscard]] const char *sectionOf(PlaytestModifier modifier) noexcept;

/** The weight differences the combat table covers: the §9.4 shift is capped at 2. */
inline constexpr int PlaytestWeightDifferenceCap = 2;

/** One row of the combat table: the first side's chances. */
struct CombatTableRow
{
    DiceSetting setting;
    Quality quality = Quality::Regular; ///< the first side, who has the modifier
    Quality enemy = Quality::Regular;
    int weightDifference = 0;           ///< its effective weight minus its enemy's, −2..2 (§9.4)
    PlaytestModifier modifier = PlaytestModifier::None;
    Fraction win;                       ///< its enemy loses
    Fraction draw;                      ///< equal final totals (§9.1 step 6)
    Fraction loss;

    friend bool operator==(const CombatTableRow &, const CombatTableRow &) = default;
};

/**
 * The combat table under @p setting: every quality (Elite, Regular, Levy) against
 * every quality, every weight difference from −2 to 2, every modifier, in that
 * nesting order (the modifier varies fastest).
 */
[[nodiscard]] std::vector<CombatTableRow> combatTable(DiceSetting setting);

/** One fight of the combat table, read from the engine's odds. */
[[nodiscard]] CombatTableRow combatCell(DiceSetting setting, Quality quality, Quality enemy, int weightDifference,
                                        PlaytestModifier modifier);

/** One row of the movement table: a band of average Fatigue and the chance to pass. */
struct MovementTableRow
{
    EliteMechanic mechanic = EliteMechanic::None;
    Quality quality = Quality::Regular;
    int needed = 1; ///< every average above needed − 1 and up to needed needs this on the kept d6 (ruling R1)
    Fraction pass;

    friend bool operator==(const MovementTableRow &, const MovementTableRow &) = default;
};

/**
 * The movement table under @p mechanic (the test is always on the d6, §3.1): every
 * quality, every band of average Fatigue from 1 to 6 (§6: above 6 a Block has broken).
 */
[[nodiscard]] std::vector<MovementTableRow> movementTable(EliteMechanic mechanic);

/** One row of the quality table: what @p quality gains over @p enemy in an even fight. */
struct QualityGainRow
{
    DiceSetting setting;
    Quality quality = Quality::Elite;
    Quality enemy = Quality::Regular;
    Fraction win;
    Fraction draw;
    Fraction loss;
    Fraction net;            ///< win − loss
    Fraction meanDifference; ///< its mean kept result minus its enemy's

    friend bool operator==(const QualityGainRow &, const QualityGainRow &) = default;
};

/** The quality table under @p setting: Elite over Regular, Regular over Levy, Elite over Levy. */
[[nodiscard]] std::vector<QualityGainRow> qualityGainTable(DiceSetting setting);

} // namespace ancients
