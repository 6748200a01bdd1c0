pragma Singleton

import QtQuick
import Ancients.Bridge

/**
 * Opens a battle kept on this device in its own ruleset's session, as Saved battles,
 * Home's "Continue" and the launch do: a battle of the Ancients Wargame in
 * BattleSession, one of My Wargame Rules in MwrBattleSession, one of 3D6 OHW Gridded
 * Ancients in OhwBattleSession, all from the same store.
 */
QtObject {
    /** Why the last open() failed, as its ruleset's session worded it. */
    property string lastError: ""
    /** The battle opened or written to last, of any ruleset (BattleSession.lastKept); {} for none. */
    readonly property var last: BattleSession.lastKept

    /** The page that plays a battle of @p ruleset ("" for the Ancients Wargame). */
    function pageOf(ruleset: string): string {
        return ruleset === "my-wargame-rules" ? "mwr-battle" : ruleset === "3d6-ohw-gridded-ancients" ? "ohw-battle" : "battle";
    }
    /**
     * Opens kept battle @p id of @p ruleset where it was left; returns the page that plays
     * it, or "" with lastError set. A battle already open is not read again.
     */
    function open(id: double, ruleset: string): string {
        let opened = false;
        let error = "";
        if (ruleset === "my-wargame-rules") {
            opened = MwrBattleSession.openBattle(id);
            error = MwrBattleSession.lastError;
        } else if (ruleset === "3d6-ohw-gridded-ancients") {
            opened = OhwBattleSession.openBattle(id);
            error = OhwBattleSession.lastError;
        } else {
            opened = (BattleSession.hasBattle && BattleSession.battleId === id) || BattleSession.resume(id);
            error = BattleSession.lastError;
        }
        lastError = opened ? "" : error;
        return opened ? pageOf(ruleset) : "";
    }
    /** Opens the battle opened or written to last, of any ruleset; "" when none is kept or it cannot be opened. */
    function openLast(): string {
        if (last.id === undefined) {
            lastError = "";
            return "";
        }
        return open(last.id, last.ruleset);
    }
}
