pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Combat phase (§9): it opens on the pairing plan (CombatQueue): the side
 * to act pairs each engaged Base with one enemy — tap one of its Bases, then the
 * enemy Base it fights — and orders the fights (§4). A picked fight shows its
 * decision first: the odds with every modifier and the roll (or the players'
 * dice); a tap on another friend names the Base that laps (§9.2). What the table
 * shows (flank, rear, uphill, ground) follows below the decision.
 */
ColumnLayout {
    id: panel
    /** The plan's facts for the pairing shown, as the battle file names them (untyped: a map). */
    readonly property var planFacts: combat.pairingPlanFacts

    required property BattleSelection selection
    required property BattleBlocksModel enemyBlocks
    required property BattleBlocksModel friendBlocks
    readonly property bool physical: Preferences.diceMode === "physical"
    readonly property bool ours: selection.base >= 0 && selection.baseSide === BattleSession.activeSide
    readonly property var base: combat.baseInfo
    readonly property var enemy: combat.enemyInfo
    readonly property bool ready: ours && selection.picked >= 0
    // The battle file's values (rulebook/battle-format.md): "a" is our Base, "b" the enemy.
    /** [{ key, value }]: each Going's key for its name, and its value for base_going / enemy_going. */
    readonly property var goings: combat.goings
    readonly property var options: BattleSession.options
    readonly property string die: options.combat_die ?? "averaging"
    readonly property string mechanic: options.elite_mechanic ?? "none"
    // The fight in the battle file's fields; the dice are added when it is fought.
    readonly property var pairing: {
        const p = { "base": selection.base, "enemy": selection.picked,
                    "lapping": selection.lapping >= 0 ? selection.lapping : null,
                    "enemy_lapping": selection.enemyLapping >= 0 ? selection.enemyLapping : null };
        // What the table shows: flank, rear, uphill and ground (FightFactsEditor).
        const f = facts.fields;
        for (const key in f)
            p[key] = f[key];
        // A planned pair's flank or rear is loaded from the plan (showPlanLapping), so the fight
        // names the plan's own; one chosen without its side yet counts in this fight alone (ruling R24).
        return p;
    }
    readonly property var odds: ready ? combat.odds : ({})
    readonly property string ourArmy: combat.activeArmy
    readonly property string theirArmy: combat.enemyArmy
    readonly property bool planned: combat.pairingNumber > 0
    readonly property CombatController controller: combat

    function percent(x: real): string {
        return Math.round(x * 100) + "%";
    }
    // Every modifier the engine applies, a negation (steady spears, §9.4) among them.
    function modifierText(list: var): string {
        return (list ?? []).map(m => m.valueText + " " + m.reason + " (§" + m.section + ")").join("; ");
    }
    /** Selects the plan's next fight still to fight, if nothing is picked. */
    function selectNext() {
        if (selection.base >= 0 || !combat.queue)
            return;
        for (let row = 0; row < combat.queue.count; ++row) {
            const f = combat.queue.get(row);
            if (!f.fought && f.engaged) {
                selection.selectPair(f.base, f.baseBlockId, BattleSession.activeSide, f.enemy);
                return;
            }
        }
    }
    /**
     * Whether the panel leads now. The battle page keeps every panel it has shown and
     * shows it again when its phase comes back (a tap answers within a frame); a panel
     * that does not lead asks the engine nothing and leaves the selection alone.
     */
    property bool active: true
    /** Starts afresh: no facts or dice read, the plan's lapping Bases marked, its next fight picked. */
    function begin() {
        facts.reset();
        baseDice.reset();
        enemyDice.reset();
        shownPlanLapping = "";
        shownPlanFacts = "";
        panel.selection.planLapping = combat.planLapping;
        selectNext();
    }
    Component.onCompleted: {
        if (active)
            begin();
    }
    // The Bases the plan's fights find lapping, marked on the cards (§9.2); the page's
    // selection clears them when another panel takes over.
    Connections {
        target: combat
        enabled: panel.active
        function onChanged() { panel.selection.planLapping = combat.planLapping; }
    }

    // Untracked, the plan names each pair's lapping Bases (§9.2, ruling R23): a tap
    // records them there, and the selection shows what the plan names.
    property string shownPlanLapping: ""
    property string shownPlanFacts: ""
    function showPlanLapping() {
        if (!combat.namesLapping) {
            shownPlanLapping = "";
            shownPlanFacts = "";
            return;
        }
        const key = JSON.stringify([selection.base, selection.picked, combat.pairingLapping, combat.pairingEnemyLapping]);
        if (key !== shownPlanLapping) {
            shownPlanLapping = key;
            selection.lapping = combat.pairingLapping;
            selection.enemyLapping = combat.pairingEnemyLapping;
        }
        // The flank or rear the plan says, with its side (§9.3, ruling R24).
        const planned = combat.pairingPlanFacts;
        const factsKey = JSON.stringify([selection.base, selection.picked, planned.flank, planned.rear, planned.flank_side]);
        if (factsKey !== shownPlanFacts) {
            shownPlanFacts = factsKey;
            facts.load(Object.assign({}, facts.fields, planned));
        }
    }
    /** Says in the plan what the players chose of the table (untracked positions, ruling R24). */
    function namePlanFacts() {
        if (!combat.namesLapping)
            return;
        const f = facts.fields;
        // A flank waits for its side; meanwhile the fight counts it as its own.
        if (f.flank !== "none" && facts.flankSide === "")
            return;
        panel.selection.command(() => combat.namePlanFacts({ "flank": f.flank, "rear": f.rear,
                                                             "flank_side": f.flank !== "none" ? facts.flankSide : "" }),
                                () => {});
    }
    /** Says in the plan which side of the Base it helps a lapping Base stands on (§9.3). */
    function nameLappingSide(key: string, side: string) {
        const named = {};
        named[key] = side;
        panel.selection.command(() => combat.namePlanFacts(named), () => {});
    }
    // Once the controller has settled: it changes while the pairing it follows is worked out.
    Connections {
        target: combat
        enabled: panel.active
        function onChanged() { settled.restart(); }
    }
    Timer {
        id: settled
        interval: 0
        onTriggered: {
            if (panel.active)
                panel.showPlanLapping();
        }
    }
    Connections {
        target: panel.selection
        enabled: panel.active
        function onLapTapped() {
            if (!combat.namesLapping)
                return;
            if (!panel.selection.command(() => combat.namePlanLapping(panel.selection.lapping, panel.selection.enemyLapping), () => {})) {
                panel.selection.lapping = combat.pairingLapping;
                panel.selection.enemyLapping = combat.pairingEnemyLapping;
            }
        }
    }

    spacing: 8

    // The lapping Bases, as the table names them.
    BaseController {
        id: lapping
        session: panel.active ? BattleSession : null
        base: panel.selection.lapping
    }
    BaseController {
        id: enemyLapping
        session: panel.active ? BattleSession : null
        base: panel.selection.enemyLapping
    }

    // The two Bases and the pairing's odds, from the engine: they follow every fight, undo and pick.
    CombatController {
        id: combat
        session: panel.active ? BattleSession : null
        pairing: panel.pairing
    }

    Connections {
        target: panel.selection
        enabled: panel.active
        function onBaseChanged() {
            facts.reset();
            baseDice.reset();
            enemyDice.reset();
        }
    }

    RowLayout {
        Layout.fillWidth: true
        visible: !panel.ready
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: panel.ours ? qsTr("Now tap the enemy Base it fights.")
                             : qsTr("%1: pair each Base in contact with one enemy: tap your Base, then the enemy Base it fights. Fights go in the order you choose.").arg(panel.ourArmy)
            font.pixelSize: 18
            wrapMode: Label.WordWrap
            visible: !panel.ready
        }
        CitationButton { section: "4"; visible: !panel.ready }
    }

    CombatQueue {
        objectName: "combatPlan"
        visible: !panel.ready
        Layout.fillWidth: true
        combat: panel.controller
        selection: panel.selection
        onFightChosen: (base, block, enemy) => panel.selection.selectPair(base, block, BattleSession.activeSide, enemy)
    }

    ContactsEditor {
        visible: panel.ours && !panel.ready
        Layout.fillWidth: true
        block: panel.selection.block
        enemyBlocks: panel.enemyBlocks
        friendBlocks: panel.friendBlocks
    }

    // ---- the picked fight: the decision first ------------------------------------------
    ColumnLayout {
        visible: panel.ready
        Layout.fillWidth: true
        spacing: 6

        Label {
            textFormat: Text.PlainText
            objectName: "pairingText"
            Layout.fillWidth: true
            text: qsTr("%1 fights %2").arg(panel.base.label ?? "").arg(panel.enemy.label ?? "")
                  + (panel.planned ? " · " + qsTr("fight %1 of the plan").arg(combat.pairingNumber) : "")
            font.pixelSize: 20
            font.bold: true
            wrapMode: Label.WordWrap
        }

        // The odds, before the roll (§9.1), with every modifier and its section.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: oddsColumn.implicitHeight + 12
            radius: 8
            color: Qt.alpha(panel.Material.primaryColor, 0.12)
            ColumnLayout {
                id: oddsColumn
                anchors.fill: parent
                anchors.margins: 6
                spacing: 2
                Label {
                    textFormat: Text.PlainText
                    objectName: "oddsText"
                    Layout.fillWidth: true
                    visible: panel.odds.legal ?? false
                    text: qsTr("%1 win %2 · draw %3 · %4 win %5").arg(panel.ourArmy).arg(panel.percent(panel.odds.win ?? 0))
                          .arg(panel.percent(panel.odds.draw ?? 0)).arg(panel.theirArmy).arg(panel.percent(panel.odds.lose ?? 0))
                    font.pixelSize: 16
                    font.bold: true
                    wrapMode: Label.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "modifiersText"
                    Layout.fillWidth: true
                    visible: panel.odds.legal ?? false
                    text: {
                        const ours = panel.modifierText(panel.odds.baseModifiers);
                        const theirs = panel.modifierText(panel.odds.enemyModifiers);
                        let t = qsTr("%1: %2").arg(panel.ourArmy).arg(ours.length > 0 ? ours : qsTr("no modifiers"));
                        t += "\n" + qsTr("%1: %2").arg(panel.theirArmy).arg(theirs.length > 0 ? theirs : qsTr("no modifiers"));
                        if ((panel.odds.weightShift ?? 0) !== 0)
                            t += "\n" + qsTr("Weight shift %1 (§9.4)").arg(panel.odds.weightShift);
                        return t;
                    }
                    font.pixelSize: 14
                    wrapMode: Label.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "oddsError"
                    Layout.fillWidth: true
                    visible: !(panel.odds.legal ?? true)
                    text: panel.odds.error ?? ""
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                    color: Terms.problemColor(panel.Material.theme === Material.Dark)
                }
            }
        }
        // The overlap (§9.2): a tap on another friend names it; entered by hand, it overrides a computed one.
        Label {
            textFormat: Text.PlainText
            objectName: "overlapText"
            Layout.fillWidth: true
            text: panel.selection.lapping < 0 ? qsTr("A friend that laps the enemy? Tap it on its card (§9.2).")
                  : combat.namesLapping
                  ? qsTr("%1 laps the enemy: +1 to %2, named in the plan (§9.2). Tap it again to take it away.").arg(lapping.tableLabel).arg(panel.ourArmy)
                  : qsTr("%1 laps the enemy: +1 to %2, entered by hand (§9.2). Tap it again to take it away.").arg(lapping.tableLabel).arg(panel.ourArmy)
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        // A Base struck in the flank by another enemy loses only the overlap on that side (§9.3):
        // untracked, the engine waits for the side the lapping Base stands on.
        Label {
            textFormat: Text.PlainText
            objectName: "lappingSideWanted"
            Layout.fillWidth: true
            visible: (panel.planFacts.lapping_side_unknown ?? false) || (panel.planFacts.enemy_lapping_side_unknown ?? false)
            text: qsTr("Struck in the flank by another enemy, a Base loses the overlap on that side only: say below which side its lapping Base stands on (§9.3).")
            font.pixelSize: 16
            font.bold: true
            color: Terms.problemColor(panel.Material.theme === Material.Dark)
            wrapMode: Label.WordWrap
        }
        DiceInput {
            id: baseDice
            objectName: "baseDice"
            visible: panel.physical
            Layout.fillWidth: true
            title: qsTr("Dice of %1").arg(panel.ourArmy)
            quality: panel.base.quality ?? "regular"
            die: panel.die
            mechanic: panel.mechanic
        }
        DiceInput {
            id: enemyDice
            objectName: "enemyDice"
            visible: panel.physical
            Layout.fillWidth: true
            title: qsTr("Dice of %1").arg(panel.theirArmy)
            quality: panel.enemy.quality ?? "regular"
            die: panel.die
            mechanic: panel.mechanic
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            FilledButton {
                objectName: "fightButton"
                Layout.fillWidth: true
                implicitHeight: 56
                highlighted: true
                font.capitalization: Font.MixedCase
                font.pixelSize: 18
                enabled: (panel.odds.legal ?? false) && (!panel.physical || (baseDice.complete && enemyDice.complete))
                text: panel.physical ? qsTr("Fight with these dice") : qsTr("Roll and fight")
                onClicked: {
                    const p = panel.pairing;
                    // Named in the plan, the overlaps are the plan's: the fight does not enter them again.
                    if (combat.namesLapping) {
                        p.lapping = null;
                        p.enemy_lapping = null;
                    }
                    if (panel.physical) {
                        p.base_dice = baseDice.roll;
                        p.enemy_dice = enemyDice.roll;
                    }
                    // A loss to allocate leads to its own panel, which marks the losing Base.
                    if (panel.selection.command(() => combat.fight(p), () => {
                        panel.selection.picked = -1;
                        panel.selection.lapping = -1;
                        panel.selection.enemyLapping = -1;
                        // With a plan, the next fight in it is picked for the players.
                        if (combat.unfoughtCount > 0) {
                            panel.selection.clear();
                            panel.selectNext();
                        }
                    })) {
                        baseDice.reset();
                        enemyDice.reset();
                    }
                }
            }
            // The plan (§4): a fight queued waits its turn; the next is picked for the players.
            FilledButton {
                objectName: "addToPlanButton"
                visible: !panel.planned
                implicitHeight: 56
                font.capitalization: Font.MixedCase
                text: qsTr("Add to the plan")
                onClicked: {
                    const base = panel.selection.base;
                    const enemy = panel.selection.picked;
                    panel.selection.command(() => combat.addToPlan(base, enemy), () => panel.selection.clear());
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "breakRiskText"
            Layout.fillWidth: true
            visible: panel.odds.legal ?? false
            text: qsTr("If every point is held as Fatigue: %1's Block breaks %2 · %3's breaks %4")
                  .arg(panel.ourArmy).arg(panel.percent(panel.odds.baseBreakRisk ?? 0))
                  .arg(panel.theirArmy).arg(panel.percent(panel.odds.enemyBreakRisk ?? 0))
            font.pixelSize: 16
            color: panel.Material.secondaryTextColor
            wrapMode: Label.WordWrap
        }

        // The plan around this fight (§4): whether an earlier fight could strip its overlap,
        // and the way back to the whole queue.
        Label {
            textFormat: Text.PlainText
            objectName: "pickedStrippable"
            Layout.fillWidth: true
            readonly property var strippers: panel.planned ? combat.pairingStrippableBy : []
            visible: strippers.length > 0
            text: qsTr("A push-back in fight %1 would strip this overlap (§4)").arg(strippers.join(", "))
            font.pixelSize: 16
            font.italic: true
            color: Terms.problemColor(panel.Material.theme === Material.Dark)
            wrapMode: Label.WordWrap
        }
        FilledButton {
            objectName: "showPlanButton"
            Layout.fillWidth: true
            visible: panel.planned && combat.unfoughtCount > 1
            implicitHeight: 52
            font.capitalization: Font.MixedCase
            text: qsTr("The plan: %1 fights still to fight").arg(combat.unfoughtCount) // only translated words
            onClicked: panel.selection.clear()
        }

        // ---- what the table shows, below the decision -----------------------------------
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.topMargin: 6
            text: qsTr("What the table shows")
            font.pixelSize: 16
            font.bold: true
        }
        // Overlaps (§9.2) by hand: each side's lapping Base, picked by tapping it.
        FilledButton {
            id: ourOverlapButton
            objectName: "lappingButton"
            Layout.fillWidth: true
            implicitHeight: Math.max(52, implicitContentHeight + topPadding + bottomPadding)
            font.capitalization: Font.MixedCase
            // An army's long name wraps rather than being cut.
            contentItem: Label {
                textFormat: Text.PlainText
                text: ourOverlapButton.text
                font: ourOverlapButton.font
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            checkable: true
            checked: panel.selection.tapMode === "lap" || panel.selection.lapping >= 0
            text: panel.selection.lapping >= 0 ? qsTr("Overlap for %1: %2").arg(panel.ourArmy).arg(lapping.tableLabel)
                  : panel.selection.tapMode === "lap" ? qsTr("Tap the Base of %1 that laps").arg(panel.ourArmy) : qsTr("Overlap for %1…").arg(panel.ourArmy)
            onClicked: {
                if (panel.selection.lapping >= 0) {
                    panel.selection.lapping = -1;
                    panel.selection.lapTapped();
                }
                panel.selection.tapMode = panel.selection.tapMode === "lap" ? "base" : "lap";
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            FilledButton {
                id: theirOverlapButton
                objectName: "enemyLappingButton"
                Layout.fillWidth: true
                implicitHeight: Math.max(52, implicitContentHeight + topPadding + bottomPadding)
                font.capitalization: Font.MixedCase
                // An army's long name wraps rather than being cut.
                contentItem: Label {
                    textFormat: Text.PlainText
                    text: theirOverlapButton.text
                    font: theirOverlapButton.font
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                checkable: true
                checked: panel.selection.tapMode === "enemyLap" || panel.selection.enemyLapping >= 0
                text: panel.selection.enemyLapping >= 0 ? qsTr("Overlap for %1: %2").arg(panel.theirArmy).arg(enemyLapping.tableLabel)
                      : panel.selection.tapMode === "enemyLap" ? qsTr("Tap the Base of %1 that laps").arg(panel.theirArmy) : qsTr("Overlap for %1…").arg(panel.theirArmy)
                onClicked: {
                    if (panel.selection.enemyLapping >= 0) {
                        panel.selection.enemyLapping = -1;
                        panel.selection.lapTapped();
                    }
                    panel.selection.tapMode = panel.selection.tapMode === "enemyLap" ? "base" : "enemyLap";
                }
            }
            CitationButton { section: "9.2" }
        }
        // Untracked, the side of the Base it helps each lapping Base stands on (§9.3, ruling R24).
        ChoiceRow {
            objectName: "lappingSideChoice"
            Layout.fillWidth: true
            visible: combat.namesLapping && panel.selection.lapping >= 0 && panel.selection.lapping === combat.pairingLapping
            title: qsTr("%1 stands on the side of %2:").arg(lapping.tableLabel).arg(panel.base.tableLabel ?? "")
            citation: "9.3"
            currentIndex: ["left", "right"].indexOf(panel.planFacts.lapping_side ?? "")
            choices: [qsTr("Left"), qsTr("Right")]
            onChosen: index => panel.nameLappingSide("lapping_side", index === 0 ? "left" : "right")
        }
        ChoiceRow {
            objectName: "enemyLappingSideChoice"
            Layout.fillWidth: true
            visible: combat.namesLapping && panel.selection.enemyLapping >= 0 && panel.selection.enemyLapping === combat.pairingEnemyLapping
            title: qsTr("%1 stands on the side of %2:").arg(enemyLapping.tableLabel).arg(panel.enemy.tableLabel ?? "")
            citation: "9.3"
            currentIndex: ["left", "right"].indexOf(panel.planFacts.enemy_lapping_side ?? "")
            choices: [qsTr("Left"), qsTr("Right")]
            onChosen: index => panel.nameLappingSide("enemy_lapping_side", index === 0 ? "left" : "right")
        }
        FightFactsEditor {
            id: facts
            Layout.fillWidth: true
            ourArmy: panel.ourArmy
            theirArmy: panel.theirArmy
            goings: panel.goings
            sided: combat.namesLapping
            onEdited: panel.namePlanFacts()
        }
    }
}
