import QtQuick

/**
 * What the player has picked on the battle screen: a Block, a Base, a second
 * Base (the enemy of a pairing, the target of a volley) and marked Bases (a
 * split, a recoiling file). The cards show it; the phase panels read and set it.
 */
QtObject {
    id: selection

    /**
     * What a tap on a Base does: "base" selects it, "enemy" picks it as the other
     * Base, "mark" toggles its mark, "seam" and "far" toggle it in those lists,
     * "lap" and "enemyLap" pick the Base that overlaps.
     */
    property string tapMode: "base"
    property int block: -1
    property int blockSide: -1
    property int base: -1
    property int baseSide: -1
    property int picked: -1
    property int pickedSide: -1
    property list<int> marked: []
    /**
     * In the Combat phase the side to act pairs its own Base with an enemy (§4):
     * a tap on that side selects, a tap on the other picks. −1: the first tap selects.
     */
    property int primarySide: -1
    /** The Base tapped last, whatever the tap did: the one "Adjust Fatigue" acts on. */
    property int lastTapped: -1
    /** Whether the cards show the file, seam and far-side marks (a loss held wholly as Fatigue moves nothing). */
    property bool marksShown: true
    /** Bases on either side of a seam a recoil tears (§9.6). */
    property list<int> seams: []
    /** Bases cut off on the far side of a middle file (§9.6). */
    property list<int> farSide: []
    /** The friend of the selected Base that overlaps the enemy (§9.2), −1 for none. */
    property int lapping: -1
    /** The enemy's friend that overlaps the selected Base, −1 for none. */
    property int enemyLapping: -1
    /** A tap named (or took away) a lapping Base: the Combat panel may record it in the plan. */
    signal lapTapped()
    /** The Bases the pairing plan's unfought fights find lapping (§9.2), as the engine computes them. */
    property list<int> planLapping: []
    /**
     * Counts the panels that have led the battle screen: the page adds one whenever
     * another panel takes over, after clearing the selection for it.
     */
    property int panelSerial: 0

    /**
     * A command given from a panel: @p run sends it and says whether it went through.
     * What is selected and marked in the state that follows is set in one place, the
     * same after a command, an undo or a redo: when another panel takes over, the page
     * clears the selection and the new panel marks what it suggests. So @p settle, the
     * giving panel's own reset of the selection, runs only if the command went through
     * and that panel still leads.
     */
    function command(run: var, settle: var): bool {
        const serial = panelSerial;
        const done = run();
        if (done && serial === panelSerial)
            settle();
        return done;
    }

    function clear() {
        tapMode = "base";
        block = -1;
        blockSide = -1;
        base = -1;
        baseSide = -1;
        picked = -1;
        pickedSide = -1;
        marked = [];
        seams = [];
        farSide = [];
        marksShown = true;
        lapping = -1;
        enemyLapping = -1;
        lastTapped = -1;
    }
    /** Selects the fight of Base @p id (of Block @p blockId, side @p side) against enemy Base @p enemy. */
    function selectPair(id: int, blockId: int, side: int, enemy: int) {
        // The lapping Bases go first, so that they belong to no other pairing (the plan may name the new one's).
        lapping = -1;
        enemyLapping = -1;
        tapMode = "base";
        base = id;
        baseSide = side;
        block = blockId;
        blockSide = side;
        picked = enemy;
        pickedSide = 1 - side;
    }
    function selectBlock(id: int, side: int) {
        block = id;
        blockSide = side;
    }
    function toggled(list: list<int>, id: int): list<int> {
        const result = Array.from(list);
        const at = result.indexOf(id);
        if (at >= 0)
            result.splice(at, 1);
        else
            result.push(id);
        return result;
    }
    function toggleMark(id: int) {
        marked = toggled(marked, id);
    }
    /**
     * Marks what the engine's formation shows for a file leaving or advancing (§9.6,
     * §11.1), as CombatController.loss and pursuit give it: the file's
     * Bases, the Bases on either side of the seams it tears, and the Bases cut off
     * beyond a middle file. The players correct it by tapping if the table differs.
     */
    function markFile(file: list<int>, seamBases: list<int>, far: list<int>) {
        marked = file;
        seams = seamBases;
        farSide = far;
    }
    /** A tap on Base @p id of Block @p blockId on side @p side, as the tap mode says. */
    function tapBase(id: int, blockId: int, side: int) {
        lastTapped = id;
        switch (tapMode) {
        case "mark":
            toggleMark(id);
            return;
        case "seam":
            seams = toggled(seams, id);
            return;
        case "far":
            farSide = toggled(farSide, id);
            return;
        case "lap":
            lapping = lapping === id ? -1 : id;
            tapMode = "base";
            lapTapped();
            return;
        case "enemyLap":
            enemyLapping = enemyLapping === id ? -1 : id;
            tapMode = "base";
            lapTapped();
            return;
        }
        // A second tap on the selected Base, or on the picked one, lets go of it.
        if (tapMode === "base" && id === base) {
            base = -1;
            baseSide = -1;
            picked = -1;
            pickedSide = -1;
            return;
        }
        if (tapMode === "base" && id === picked) {
            picked = -1;
            pickedSide = -1;
            return;
        }
        // In the Combat phase, with a fight picked, a tap on another of the fighter's
        // friends names it as the Base that laps the enemy (§9.2); a second tap lets go.
        if (tapMode === "base" && primarySide >= 0 && base >= 0 && picked >= 0 && side === baseSide) {
            lapping = lapping === id ? -1 : id;
            lapTapped();
            return;
        }
        const picks = tapMode === "enemy" || (primarySide >= 0 ? side !== primarySide : base >= 0 && side !== baseSide);
        if (picks) {
            picked = id;
            pickedSide = side;
            return;
        }
        lapping = -1;
        enemyLapping = -1;
        base = id;
        baseSide = side;
        block = blockId;
        blockSide = side;
        picked = -1;
        pickedSide = -1;
    }
}
