#pragma once

// The sample battle of My Wargame Rules for the screenshots (issue 19): the
// sample armies (mwrsample.h), a turn's opening played through the session as a
// player's taps would play it, stopped at a melee.

class MwrBattleSession;

namespace appshell {

/** Where the sample stops: the melee drafted before its roll, the roller's pick of a die, or the push-back asked. */
enum class MwrDemoStep { Melee, Pick, PushBack };

/**
 * Plays in @p session: the Hastati move into the Libyan Spearmen, the Gallic Warband
 * into the Triarii, the Velites hold, the Libyans' attack leaves the Hastati Shaken
 * (the players' die, a 5: Hit & Hold); then the Triarii are picked to attack the
 * Warband in the flank with the Principes at their side: Resolve 6 against 3, 2D6
 * picked (MwrDemoStep::Melee); rolled with the players' dice 3 and 6, waiting on the
 * pick (Pick); the 6 kept, Breakthrough, the Warband pushed back onto the Balearic
 * Slingers, through whom it passes, and asked what lies beyond (PushBack).
 * False if any step was refused.
 */
bool playMwrDemo(MwrBattleSession *session, MwrDemoStep step);

} // namespace appshell
