#pragma once

// The sample battle of 3D6 OHW Gridded Ancients for the screenshots (issue 20):
// the sample armies (ohwsample.h), Pompey's first half played through the session
// as a player's taps would play it, with the players' own dice.

class OhwBattleSession;

namespace appshell {

/**
 * Where the sample stops: the melee's pool shown before its roll, the retreat asked after
 * a failed morale check, the Spanish auxilia picked in the first Movement step (a general
 * may join them, R25), or the retreat made (Legio I may advance, §8, R22).
 */
enum class OhwDemoStep { Melee, Retreat, Join, Advance };

/**
 * Plays in @p session: initiative 3 and 3, Pompey keeps it and moves first; Legio I
 * charges Caesar's Fourth line on its hill; the Spanish auxilia move a space and
 * push another, the die a 1: the push fails, still happens and costs a hit; the
 * Sagitarii shoot the Fourth line (5 and 2: one hit); then Legio I is picked to
 * attack it: 4D6, +1D6 for Pompey, −1D6 armour, −1D6 hill (OhwDemoStep::Melee).
 * Retreat: the attack rolled 6, 4, 2 (two hits), the Fourth line's morale check a 1.
 * Advance: then the Fourth line retreats into the open. Join: only the initiative,
 * and the Spanish auxilia picked.
 * False if any step was refused.
 */
bool playOhwDemo(OhwBattleSession *session, OhwDemoStep step);

} // namespace appshell
