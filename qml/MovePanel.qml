pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Move phase (§5): pick one of your Blocks, see the movement test it
 * needs (chained moves cost more, §5.2), say what the move crosses, and move.
 * Pivots, wheels, splits and merges (§5.5, §6.2) show their cost first.
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    required property BattleBlocksModel enemyBlocks
    required property BattleBlocksModel friendBlocks
    readonly property bool mine: selection.block >= 0 && selection.blockSide === BattleSession.activeSide
    /** The battle's §13 Elite/Levy mechanic: how many dice the movement test takes (ruling R42). */
    readonly property var options: BattleSession.options
    readonly property string eliteMechanic: options.elite_mechanic ?? "none"
    readonly property var info: moving.blockInfo
    readonly property bool physical: Preferences.diceMode === "physical"
    readonly property var goings: Terms.goingKeys
    /** The selected Base, if it belongs to the selected Block: the flank a wheel turns about. */
    readonly property int pivotBase: mine && selection.base >= 0 && selection.baseSide === selection.blockSide
                                     && moving.baseBlock === selection.block ? selection.base : -1
    /** "move", "split" or "merge": what the panel is doing with the Block. */
    property string task: "move"
    /** The enemy Block the charge ends in contact with, −1 for a move that is no charge (§5.3). */
    property int chargeTarget: -1
    /**
     * Whether the panel leads now. The battle page keeps every panel it has shown and
     * shows it again when its phase comes back (a tap answers within a frame); a panel
     * that does not lead asks the engine nothing and leaves the selection alone.
     */
    property bool active: true

    /** Starts afresh: nothing crossed, no charge, no dice read. */
    function begin() {
        panel.task = "move";
        dice.reset();
        going.currentIndex = 0;
        climb.currentIndex = 0;
        charge.checked = false;
        panel.chargeTarget = -1;
        fullMove.checked = true;
        difficult.checked = false;
        wheelDice.resetAll();
    }

    spacing: 10

    // The flank Base a wheel turns about, as the table names it.
    BaseController {
        id: pivot
        session: panel.active ? BattleSession : null
        base: panel.pivotBase
    }

    // The Block, its Bases and a split's or a merge's seams, from the engine: they follow every move, undo and tap.
    MoveController {
        id: moving
        session: panel.active ? BattleSession : null
        block: panel.selection.block
        base: panel.selection.base
        task: panel.task
        marked: panel.selection.marked
    }

    // The movement test and the wheel's cost, from the engine: they follow every move, undo and choice.
    MovePreview {
        id: preview
        session: panel.active ? BattleSession : null
        block: panel.mine ? panel.selection.block : -1
    }

    Connections {
        target: panel.selection
        enabled: panel.active
        // What the last move crossed is not what the next one will.
        function onBlockChanged() { panel.begin(); }
    }

    Label {
        textFormat: Text.PlainText
        visible: !panel.mine
        Layout.fillWidth: true
        text: qsTr("Tap one of your Blocks to move it, or end the Move phase.")
        font.pixelSize: 18
        wrapMode: Label.WordWrap
    }

    // ---- a move ----------------------------------------------------------------
    ColumnLayout {
        visible: panel.mine && panel.task === "move"
        Layout.fillWidth: true
        spacing: 8

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: panel.info.name ?? ""
            font.pixelSize: 20
            font.bold: true
            wrapMode: Label.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            Label {
                textFormat: Text.PlainText
                objectName: "moveTestText"
                Layout.fillWidth: true
                text: {
                    if (preview.movementOver)
                        return qsTr("A failed test ended this Block's movement for the turn.");
                    if (preview.breaks)
                        return qsTr("A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.", "", preview.tempoCost).arg(preview.averageText);
                    const test = preview.needed <= 1 ? qsTr("Movement test: any roll of the d6 passes.")
                                                     : qsTr("Movement test: the kept d6 must reach %1 (chance %2).").arg(preview.needed).arg(preview.chanceText);
                    return preview.chained ? test + " " + qsTr("A chained move costs %n Fatigue on every Base.", "", preview.tempoCost) : test;
                }
                font.pixelSize: 17
                wrapMode: Label.WordWrap
            }
            CitationButton { section: "5.2" }
        }
        RowLayout {
            Layout.fillWidth: true
            Label { textFormat: Text.PlainText; text: qsTr("Worst ground entered"); font.pixelSize: 16 }
            ComboBox {
                id: going
                objectName: "goingChoice"
                Layout.fillWidth: true
                implicitHeight: 52
                model: panel.goings.map(key => Terms.going(key))
                Accessible.name: qsTr("Worst ground entered")
            }
            CitationButton { section: "8.1" }
        }
        RowLayout {
            Layout.fillWidth: true
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("A column marching follow-the-leader makes a normal move; straightening a bent column is a difficult move.")
                font.pixelSize: 15
                color: panel.Material.secondaryTextColor
                wrapMode: Label.WordWrap
            }
            CitationButton { section: "5.6" }
        }
        ChoiceRow {
            id: climb
            objectName: "climbChoice"
            Layout.fillWidth: true
            title: qsTr("Hill climbed")
            citation: "8.3"
            choices: [qsTr("None"), qsTr("Slight"), qsTr("Steep")]
            currentIndex: 0
            onChosen: index => currentIndex = index
        }
        // A charge names the enemy it ends in contact with: the move records the contact (§5.3, §9).
        ColumnLayout {
            objectName: "chargeTargets"
            visible: !moving.positionsTracked && moving.chargeTargets.length > 0
            Layout.fillWidth: true
            spacing: 2
            RowLayout {
                Layout.fillWidth: true
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Charge: ends in contact with")
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                }
                CitationButton { section: "5.3" }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: moving.chargeTargets
                    delegate: Button {
                        id: chargeButton
                        required property var modelData
                        readonly property int target: modelData.blockId
                        objectName: "chargeTarget" + target
                        checkable: true
                        checked: panel.chargeTarget === target
                        highlighted: checked
                        implicitHeight: 48
                        text: modelData.inContact ? qsTr("%1 (in contact)").arg(modelData.name) : modelData.name
                        font.capitalization: Font.MixedCase
                        // A Block's name comes from a file or a player: plain text, never markup.
                        contentItem: Label {
                            textFormat: Text.PlainText
                            text: chargeButton.text
                            font: chargeButton.font
                            color: chargeButton.highlighted ? chargeButton.Material.primaryHighlightedTextColor : chargeButton.Material.foreground
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                            elide: Text.ElideRight
                        }
                        Accessible.name: qsTr("Charge %1").arg(modelData.name)
                        onClicked: panel.chargeTarget = panel.chargeTarget === target ? -1 : target
                    }
                }
            }
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 4
            rowSpacing: 0
            // With tracked positions the hexes say whether the move ends in contact.
            Switch {
                id: charge
                objectName: "chargeSwitch"
                visible: moving.positionsTracked
                Layout.fillWidth: true
                text: qsTr("Charge: ends in contact")
                Accessible.name: text
                contentItem: Label {
                    textFormat: Text.PlainText
                    leftPadding: charge.indicator.width + charge.spacing
                    text: charge.text
                    font: charge.font
                    wrapMode: Label.WordWrap
                    verticalAlignment: Text.AlignVCenter
                }
            }
            CitationButton { section: "5.3"; visible: moving.positionsTracked }
            Switch {
                id: fullMove
                objectName: "fullMoveSwitch"
                Layout.fillWidth: true
                text: qsTr("Full move")
                checked: true
                Accessible.name: text
            }
            CitationButton { section: "5.3" }
            Switch {
                id: difficult
                objectName: "difficultSwitch"
                Layout.fillWidth: true
                text: qsTr("Difficult: formation change or passing through")
                Accessible.name: text
                // Long words in German and French take a second line rather than being cut.
                contentItem: Label {
                    textFormat: Text.PlainText
                    leftPadding: difficult.indicator.width + difficult.spacing
                    text: difficult.text
                    font: difficult.font
                    wrapMode: Label.WordWrap
                    verticalAlignment: Text.AlignVCenter
                }
            }
            CitationButton { section: "5.1" }
        }
        DiceInput {
            id: dice
            objectName: "moveDice"
            visible: panel.physical
            Layout.fillWidth: true
            title: qsTr("Movement test")
            quality: panel.info.quality ?? "regular"
            die: "d6"
            mechanic: panel.eliteMechanic
        }
        Button {
            objectName: "moveButton"
            Layout.fillWidth: true
            implicitHeight: 56
            highlighted: true
            enabled: preview.valid && !preview.movementOver && (!panel.physical || dice.complete)
            text: panel.physical ? qsTr("Move with these dice") : qsTr("Roll and move")
            font.capitalization: Font.MixedCase
            font.pixelSize: 18
            onClicked: {
                // The battle file's fields of the move; the one Going for the whole Block is the controller's to spread.
                const move = { "climb": climb.currentIndex, "charge": charge.checked || panel.chargeTarget >= 0,
                               "full_move": fullMove.checked, "difficult": difficult.checked,
                               "dice": panel.physical ? dice.roll : null };
                // The charge's contact goes with the move, one action: one undo takes back both.
                if (panel.chargeTarget >= 0)
                    move["charge_target"] = panel.chargeTarget;
                if (moving.moveBlock(panel.selection.block, move, panel.goings[going.currentIndex])) {
                    dice.reset();
                    charge.checked = false;
                    panel.chargeTarget = -1;
                    difficult.checked = false;
                }
            }
        }
        // Pivots and wheels are tested moves (§5.5, R14): they use the die above when the players roll.
        GridLayout {
            Layout.fillWidth: true
            columns: 3
            columnSpacing: 6
            rowSpacing: 6
            Button {
                objectName: "pivotLeftButton"
                Layout.fillWidth: true
                implicitHeight: 52
                text: qsTr("Pivot ⟲")
                Accessible.name: qsTr("Pivot 60 degrees counter-clockwise")
                font.capitalization: Font.MixedCase
                enabled: !panel.physical || dice.complete
                onClicked: moving.pivotBlock(panel.selection.block, 1, panel.physical ? dice.roll : null)
            }
            Button {
                objectName: "pivotRightButton"
                Layout.fillWidth: true
                implicitHeight: 52
                text: qsTr("Pivot ⟳")
                Accessible.name: qsTr("Pivot 60 degrees clockwise")
                font.capitalization: Font.MixedCase
                enabled: !panel.physical || dice.complete
                onClicked: moving.pivotBlock(panel.selection.block, -1, panel.physical ? dice.roll : null)
            }
            CitationButton { section: "5.5" }
            Button {
                objectName: "wheelLeftButton"
                Layout.fillWidth: true
                implicitHeight: 52
                text: qsTr("Wheel ⟲")
                Accessible.name: qsTr("Wheel 60 degrees counter-clockwise about the selected flank Base")
                font.capitalization: Font.MixedCase
                enabled: panel.pivotBase >= 0 && (!panel.physical || wheelDice.complete)
                onClicked: {
                    if (moving.wheelBlock(panel.selection.block, panel.pivotBase, 1, panel.physical ? wheelDice.dice() : []))
                        wheelDice.resetAll();
                }
            }
            Button {
                objectName: "wheelRightButton"
                Layout.fillWidth: true
                implicitHeight: 52
                text: qsTr("Wheel ⟳")
                Accessible.name: qsTr("Wheel 60 degrees clockwise about the selected flank Base")
                font.capitalization: Font.MixedCase
                enabled: panel.pivotBase >= 0 && (!panel.physical || wheelDice.complete)
                onClicked: {
                    if (moving.wheelBlock(panel.selection.block, panel.pivotBase, -1, panel.physical ? wheelDice.dice() : []))
                        wheelDice.resetAll();
                }
            }
            CitationButton { section: "5.5" }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "wheelCostText"
            Layout.fillWidth: true
            text: (panel.pivotBase >= 0 ? qsTr("Wheels turn about %1.").arg(pivot.tableLabel)
                                        : qsTr("To wheel, tap the flank Base the Block turns about."))
                  + " " + (preview.wheelMoves === 0
                           ? qsTr("A wheel of this %1 × %2 Block takes no move: its far corner travels 0, so there is no test and no Fatigue.")
                                 .arg(preview.wheelFrontage).arg(preview.wheelDepth)
                           : qsTr("A wheel of this %1 × %2 Block takes %3 tested moves and costs +%4 Fatigue on every Base.")
                                 .arg(preview.wheelFrontage).arg(preview.wheelDepth).arg(preview.wheelMoves).arg(preview.wheelFatigue))
            font.pixelSize: 15
            color: panel.Material.secondaryTextColor
            wrapMode: Label.WordWrap
        }
        // A wheel takes one movement test per move (§5.5): with the players' own dice, one entry each.
        ColumnLayout {
            id: wheelDice
            objectName: "wheelDice"
            visible: panel.physical && panel.pivotBase >= 0
            Layout.fillWidth: true
            spacing: 4
            readonly property int tests: preview.wheelMoves
            property int filled: 0
            readonly property bool complete: filled === tests
            function resetAll() {
                for (let i = 0; i < wheelTests.count; ++i)
                    (wheelTests.itemAt(i) as DiceInput).reset();
            }
            function dice(): var {
                const all = [];
                for (let i = 0; i < wheelTests.count; ++i)
                    all.push((wheelTests.itemAt(i) as DiceInput).roll);
                return all;
            }
            Repeater {
                id: wheelTests
                model: wheelDice.tests
                delegate: DiceInput {
                    required property int index
                    objectName: "wheelDice" + index
                    Layout.fillWidth: true
                    title: qsTr("Wheel test %1").arg(index + 1)
                    quality: panel.info.quality ?? "regular"
                    die: "d6"
                    mechanic: panel.eliteMechanic
                    onCompleteChanged: wheelDice.filled += complete ? 1 : -1
                }
            }
        }
        ContactsEditor {
            Layout.fillWidth: true
            block: panel.selection.block
            enemyBlocks: panel.enemyBlocks
            friendBlocks: panel.friendBlocks
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Button {
                objectName: "splitButton"
                Layout.fillWidth: true
                implicitHeight: 52
                text: qsTr("Split…")
                font.capitalization: Font.MixedCase
                onClicked: {
                    panel.task = "split";
                    panel.selection.marked = [];
                    panel.selection.tapMode = "mark";
                }
            }
            Button {
                objectName: "mergeButton"
                Layout.fillWidth: true
                implicitHeight: 52
                text: qsTr("Merge…")
                font.capitalization: Font.MixedCase
                onClicked: {
                    panel.task = "merge";
                    panel.selection.marked = [];
                    panel.selection.tapMode = "mark";
                }
            }
            CitationButton { section: "6.2" }
        }
    }

    // ---- a split or a merge: pick the Bases, see the seams, confirm -----------------
    ColumnLayout {
        id: taskColumn
        visible: panel.mine && panel.task !== "move"
        Layout.fillWidth: true
        spacing: 8

        readonly property int mergeFrom: moving.mergeFrom
        readonly property var preview: moving.seamPreview

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: panel.task === "split"
                  ? qsTr("Split %1: tap the Bases that leave to form a new Block.").arg(panel.info.name ?? "")
                  : qsTr("Merge into %1: tap a Base of the Block that joins it.").arg(panel.info.name ?? "")
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            objectName: "seamPreview"
            Layout.fillWidth: true
            font.pixelSize: 17
            wrapMode: Label.WordWrap
            text: {
                if (panel.selection.marked.length === 0)
                    return qsTr("No Bases chosen yet.");
                const p = taskColumn.preview;
                if (!p.legal)
                    return p.error ?? "";
                const parts = (p.fatigue ?? []).map(f => qsTr("%1 +%2").arg(f.label).arg(f.amount));
                return parts.length > 0 ? qsTr("The seam costs: %1").arg(parts.join(", ")) : qsTr("No seam to pay.");
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Button {
                Layout.fillWidth: true
                implicitHeight: 52
                text: qsTr("Cancel")
                flat: true
                font.capitalization: Font.MixedCase
                onClicked: {
                    panel.task = "move";
                    panel.selection.marked = [];
                    panel.selection.tapMode = "base";
                }
            }
            Button {
                objectName: "confirmSplitButton"
                Layout.fillWidth: true
                implicitHeight: 52
                highlighted: true
                font.capitalization: Font.MixedCase
                text: panel.task === "split" ? qsTr("Split") : qsTr("Merge")
                enabled: panel.selection.marked.length > 0
                onClicked: {
                    let ok = false;
                    if (panel.task === "split") {
                        ok = moving.splitBlock(panel.selection.block, panel.selection.marked, []);
                    } else {
                        ok = moving.mergeBlocks(panel.selection.block, taskColumn.mergeFrom, []);
                    }
                    if (ok) {
                        panel.task = "move";
                        panel.selection.marked = [];
                        panel.selection.tapMode = "base";
                    }
                }
            }
        }
    }
}
