pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Combat phase (§9): the side to act picks each pairing in the order it
 * chooses (§4) — tap one of its Bases, then the enemy Base it fights — says
 * what the table shows (overlaps, flank, rear, uphill, ground), sees the odds
 * and the break risk before the roll, and fights.
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    required property BattleBlocksModel enemyBlocks
    required property BattleBlocksModel friendBlocks
    readonly property bool physical: Preferences.diceMode === "physical"
    readonly property bool ours: selection.base >= 0 && selection.baseSide === BattleSession.activeSide
    readonly property var base: combat.baseInfo
    readonly property var enemy: combat.enemyInfo
    readonly property bool ready: ours && selection.picked >= 0
    // The battle file's values (rulebook/battle-format.md): "a" is our Base, "b" the enemy.
    readonly property list<string> strikers: ["none", "a", "b"]
    /** [{ key, value }]: each Going's key for its name, and its value for base_going / enemy_going. */
    readonly property var goings: combat.goings
    readonly property var options: BattleSession.options
    readonly property string die: options.combat_die ?? "averaging"
    // The fight in the battle file's fields; the dice are added when it is fought.
    readonly property var pairing: {
        const p = { "base": selection.base, "enemy": selection.picked,
                    "lapping": selection.lapping >= 0 ? selection.lapping : null,
                    "enemy_lapping": selection.enemyLapping >= 0 ? selection.enemyLapping : null,
                    "flank": strikers[flank.currentIndex], "rear": strikers[rear.currentIndex],
                    "uphill": strikers[uphill.currentIndex],
                    "base_going": goings[baseGoing.currentIndex].value, "enemy_going": goings[enemyGoing.currentIndex].value };
        return p;
    }
    readonly property var odds: ready ? combat.odds : ({})

    function percent(x: real): string {
        return Math.round(x * 100) + "%";
    }
    function modifierText(list: var): string {
        return (list ?? []).filter(m => m.value !== 0).map(m => m.valueText + " " + m.reason + " (§" + m.section + ")").join("; ");
    }

    spacing: 8

    // The lapping Bases, as the table names them.
    BaseController {
        id: lapping
        session: BattleSession
        base: panel.selection.lapping
    }
    BaseController {
        id: enemyLapping
        session: BattleSession
        base: panel.selection.enemyLapping
    }

    // The two Bases and the pairing's odds, from the engine: they follow every fight, undo and pick.
    CombatController {
        id: combat
        session: BattleSession
        pairing: panel.pairing
    }

    Connections {
        target: panel.selection
        function onBaseChanged() {
            flank.currentIndex = 0;
            rear.currentIndex = 0;
            uphill.currentIndex = 0;
            baseGoing.currentIndex = 0;
            enemyGoing.currentIndex = 0;
            baseDice.reset();
            enemyDice.reset();
        }
    }

    RowLayout {
        Layout.fillWidth: true
        Label {
            Layout.fillWidth: true
            text: panel.ours ? qsTr("Now tap the enemy Base it fights.")
                             : qsTr("Fights go in the order you choose: tap one of your Bases in contact, then the enemy Base it fights.")
            font.pixelSize: 18
            wrapMode: Label.WordWrap
            visible: !panel.ready
        }
        CitationButton { section: "4"; visible: !panel.ready }
    }

    ContactsEditor {
        visible: panel.ours && !panel.ready
        Layout.fillWidth: true
        block: panel.selection.block
        enemyBlocks: panel.enemyBlocks
        friendBlocks: panel.friendBlocks
    }

    ColumnLayout {
        visible: panel.ready
        Layout.fillWidth: true
        spacing: 6

        Label {
            objectName: "pairingText"
            Layout.fillWidth: true
            text: qsTr("%1 fights %2").arg(panel.base.label ?? "").arg(panel.enemy.label ?? "")
            font.pixelSize: 19
            font.bold: true
            wrapMode: Label.WordWrap
        }
        // Overlaps (§9.2): pick the lapping Base by tapping it.
        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            Button {
                objectName: "lappingButton"
                Layout.fillWidth: true
                implicitHeight: 52
                font.capitalization: Font.MixedCase
                checkable: true
                checked: panel.selection.tapMode === "lap" || panel.selection.lapping >= 0
                text: panel.selection.lapping >= 0 ? qsTr("Our overlap: %1").arg(lapping.tableLabel)
                      : panel.selection.tapMode === "lap" ? qsTr("Tap our overlapping Base") : qsTr("Our overlap…")
                onClicked: {
                    if (panel.selection.lapping >= 0)
                        panel.selection.lapping = -1;
                    panel.selection.tapMode = panel.selection.tapMode === "lap" ? "base" : "lap";
                }
            }
            Button {
                objectName: "enemyLappingButton"
                Layout.fillWidth: true
                implicitHeight: 52
                font.capitalization: Font.MixedCase
                checkable: true
                checked: panel.selection.tapMode === "enemyLap" || panel.selection.enemyLapping >= 0
                text: panel.selection.enemyLapping >= 0 ? qsTr("Their overlap: %1").arg(enemyLapping.tableLabel)
                      : panel.selection.tapMode === "enemyLap" ? qsTr("Tap their overlapping Base") : qsTr("Their overlap…")
                onClicked: {
                    if (panel.selection.enemyLapping >= 0)
                        panel.selection.enemyLapping = -1;
                    panel.selection.tapMode = panel.selection.tapMode === "enemyLap" ? "base" : "enemyLap";
                }
            }
            CitationButton { section: "9.2" }
        }
        ChoiceRow {
            id: flank
            objectName: "flankChoice"
            Layout.fillWidth: true
            title: qsTr("Flank attack")
            citation: "9.3"
            choices: [qsTr("None"), qsTr("We strike"), qsTr("They strike")]
            onChosen: index => currentIndex = index
        }
        ChoiceRow {
            id: rear
            objectName: "rearChoice"
            Layout.fillWidth: true
            title: qsTr("Rear attack")
            citation: "9.3"
            choices: [qsTr("None"), qsTr("We strike"), qsTr("They strike")]
            onChosen: index => currentIndex = index
        }
        ChoiceRow {
            id: uphill
            objectName: "uphillChoice"
            Layout.fillWidth: true
            title: qsTr("Uphill")
            citation: "8.3"
            choices: [qsTr("Neither"), qsTr("We are"), qsTr("They are")]
            onChosen: index => currentIndex = index
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 3
            columnSpacing: 6
            Label { text: qsTr("Our ground"); font.pixelSize: 16 }
            ComboBox {
                id: baseGoing
                Layout.fillWidth: true
                implicitHeight: 52
                model: panel.goings.map(going => Terms.going(going.key))
                Accessible.name: qsTr("Our ground")
            }
            CitationButton { section: "8.2" }
            Label { text: qsTr("Their ground"); font.pixelSize: 16 }
            ComboBox {
                id: enemyGoing
                Layout.fillWidth: true
                implicitHeight: 52
                model: panel.goings.map(going => Terms.going(going.key))
                Accessible.name: qsTr("Their ground")
            }
            CitationButton { section: "8.2" }
        }

        // The odds, before the roll (§9.1).
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: oddsColumn.implicitHeight + 16
            radius: 8
            color: Qt.alpha(panel.Material.primaryColor, 0.12)
            ColumnLayout {
                id: oddsColumn
                anchors.fill: parent
                anchors.margins: 8
                spacing: 4
                Label {
                    objectName: "oddsText"
                    Layout.fillWidth: true
                    visible: panel.odds.legal ?? false
                    text: qsTr("We win %1 · draw %2 · they win %3").arg(panel.percent(panel.odds.win ?? 0)).arg(panel.percent(panel.odds.draw ?? 0)).arg(panel.percent(panel.odds.lose ?? 0))
                    font.pixelSize: 18
                    font.bold: true
                    wrapMode: Label.WordWrap
                }
                Label {
                    objectName: "breakRiskText"
                    Layout.fillWidth: true
                    visible: panel.odds.legal ?? false
                    text: qsTr("If every point is held as Fatigue: our Block breaks %1 · theirs breaks %2")
                          .arg(panel.percent(panel.odds.baseBreakRisk ?? 0)).arg(panel.percent(panel.odds.enemyBreakRisk ?? 0))
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    visible: (panel.odds.legal ?? false) && text.length > 0
                    text: {
                        const ours = panel.modifierText(panel.odds.baseModifiers);
                        const theirs = panel.modifierText(panel.odds.enemyModifiers);
                        let t = qsTr("Us: %1").arg(ours.length > 0 ? ours : qsTr("no modifiers"));
                        t += "\n" + qsTr("Them: %1").arg(theirs.length > 0 ? theirs : qsTr("no modifiers"));
                        if ((panel.odds.weightShift ?? 0) !== 0)
                            t += "\n" + qsTr("Weight shift %1 (§9.4)").arg(panel.odds.weightShift);
                        return t;
                    }
                    font.pixelSize: 15
                    color: panel.Material.secondaryTextColor
                    wrapMode: Label.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    visible: !(panel.odds.legal ?? true)
                    text: panel.odds.error ?? ""
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                    color: Terms.problemColor(panel.Material.theme === Material.Dark)
                }
            }
        }
        DiceInput {
            id: baseDice
            objectName: "baseDice"
            visible: panel.physical
            Layout.fillWidth: true
            title: qsTr("Our dice")
            quality: panel.base.quality ?? "regular"
            die: panel.die
        }
        DiceInput {
            id: enemyDice
            objectName: "enemyDice"
            visible: panel.physical
            Layout.fillWidth: true
            title: qsTr("Their dice")
            quality: panel.enemy.quality ?? "regular"
            die: panel.die
        }
        Button {
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
                if (panel.physical) {
                    p.base_dice = baseDice.roll;
                    p.enemy_dice = enemyDice.roll;
                }
                // A loss to allocate leads to its own panel, which marks the losing Base.
                if (panel.selection.command(() => combat.fight(p), () => {
                    panel.selection.picked = -1;
                    panel.selection.lapping = -1;
                    panel.selection.enemyLapping = -1;
                })) {
                    baseDice.reset();
                    enemyDice.reset();
                }
            }
        }
    }
}
