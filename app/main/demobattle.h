#pragma once

// The sample battle of the screenshots: the opening of Telamon, 225 BC.

class ArmyCatalog;
class BattleSession;

namespace appshell {

/**
 * Where the sample battle stops: a fight's loss to allocate, the Combat phase's pairing plan,
 * the battle decided (§12.1) by that fight's loss, or the turn's end.
 */
enum class DemoStage { Loss, Plan, Decided, TurnEnd, FollowUp };

/**
 * Plays the opening of a battle in @p session, whose store must be a scratch one,
 * between two of @p catalog's built-in armies (the app's one catalogue, which main()
 * made): the Romans' first turn, a volley each way, and a fight whose loser has yet
 * to allocate (DemoStage::Loss), or, instead of that fight, a pairing plan of three
 * fights (DemoStage::Plan), or, with the Warband worn to the brink beforehand, that fight
 * and its loss held as Fatigue, which breaks the Warband and the Gauls' army
 * (DemoStage::Decided), or that fight even, nobody losing, and the Combat and
 * Recovery phases ended, so the screen shows the battle's fingerprint as the turn
 * ends (DemoStage::TurnEnd), or, with the follow-up knob on (§13), that fight's loss
 * given as ground, so the winning Hastati Base may follow up (DemoStage::FollowUp).
 * Every step goes through the controllers as a player's
 * taps would. False if any step was refused.
 */
bool playDemoBattle(BattleSession *session, ArmyCatalog *catalog, DemoStage stage = DemoStage::Loss);

} // namespace appshell
