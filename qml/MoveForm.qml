pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Move panel's form for a move of the selected Block (§5): the movement test and what the
 * move crosses, the players' dice, the move itself, pivots and wheels (§5.5), the contacts and
 * the way to a split or a merge (§6.2). MovePanel makes it when its side first selects one of
 * its Blocks, not on the way to the battle page's first frame, and keeps it.
 */
ColumnLayout {
    id: form

    /** The panel the form belongs to: the Block, the side's choices, the charge's target. */
    required property MovePanel panel
    /** The panel's Block, its Bases and its moves, from the engine. */
    required property MoveController moving
    /** The panel's movement test and the wheel's cost, from the engine. */
    required property MovePreview preview
    /** The flank Base a wheel turns about. */
    required property BaseController pivot

    /** Starts afresh: nothing crossed, no charge, no dice read. */
    function reset() {
        dice.reset();
        going.currentIndex = 0;
        climb.currentIndex = 0;
        charge.checked = false;
        fullMove.checked = true;
        difficult.checked = false;
        wheelDice.resetAll();
    }

    spacing: 8

    Connections {
        target: form.panel
        function onBegun() { form.reset(); }
    }


    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        text: form.panel.info.name ?? ""
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
                if (form.preview.movementOver)
                    return qsTr("A failed test ended this Block's movement for the turn.");
                if (form.preview.breaks)
                    return qsTr("A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.", "", form.preview.tempoCost).arg(form.preview.averageText);
                const test = form.preview.needed <= 1 ? qsTr("Movement test: any roll of the d6 passes.")
                                                 : qsTr("Movement test: the kept d6 must reach %1 (chance %2).").arg(form.preview.needed).arg(form.preview.chanceText);
                return form.preview.chained ? test + " " + qsTr("A chained move costs %n Fatigue on every Base.", "", form.preview.tempoCost) : test;
            }
            font.pixelSize: 16
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
            model: form.panel.goings.map(key => Terms.going(key))
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
            font.pixelSize: 16
            color: form.panel.Material.secondaryTextColor
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
        visible: !form.moving.positionsTracked && form.moving.chargeTargets.length > 0
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
                model: form.moving.chargeTargets
                delegate: FilledButton {
                    id: chargeButton
                    required property var modelData
                    readonly property int target: modelData.blockId
                    objectName: "chargeTarget" + target
                    checkable: true
                    checked: form.panel.chargeTarget === target
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
                    onClicked: form.panel.chargeTarget = form.panel.chargeTarget === target ? -1 : target
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
        FlatSwitch {
            id: charge
            objectName: "chargeSwitch"
            visible: form.moving.positionsTracked
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
        CitationButton { section: "5.3"; visible: form.moving.positionsTracked }
        FlatSwitch {
            id: fullMove
            objectName: "fullMoveSwitch"
            Layout.fillWidth: true
            text: qsTr("Full move")
            checked: true
            Accessible.name: text
        }
        CitationButton { section: "5.3" }
        FlatSwitch {
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
        visible: form.panel.physical
        Layout.fillWidth: true
        title: qsTr("Movement test")
        quality: form.panel.info.quality ?? "regular"
        die: "d6"
        mechanic: form.panel.eliteMechanic
    }
    FilledButton {
        objectName: "moveButton"
        Layout.fillWidth: true
        implicitHeight: 56
        highlighted: true
        enabled: form.preview.valid && !form.preview.movementOver && (!form.panel.physical || dice.complete)
        text: form.panel.physical ? qsTr("Move with these dice") : qsTr("Roll and move")
        font.capitalization: Font.MixedCase
        font.pixelSize: 18
        onClicked: {
            // The battle file's fields of the move; the one Going for the whole Block is the controller's to spread.
            const move = { "climb": climb.currentIndex, "charge": charge.checked || form.panel.chargeTarget >= 0,
                           "full_move": fullMove.checked, "difficult": difficult.checked,
                           "dice": form.panel.physical ? dice.roll : null };
            // The charge's contact goes with the move, one action: one undo takes back both.
            if (form.panel.chargeTarget >= 0)
                move["charge_target"] = form.panel.chargeTarget;
            if (form.moving.moveBlock(form.panel.selection.block, move, form.panel.goings[going.currentIndex])) {
                dice.reset();
                charge.checked = false;
                form.panel.chargeTarget = -1;
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
        FilledButton {
            objectName: "pivotLeftButton"
            Layout.fillWidth: true
            implicitHeight: 52
            text: qsTr("Pivot ⟲")
            Accessible.name: qsTr("Pivot 60 degrees counter-clockwise")
            font.capitalization: Font.MixedCase
            enabled: !form.panel.physical || dice.complete
            onClicked: form.moving.pivotBlock(form.panel.selection.block, 1, form.panel.physical ? dice.roll : null)
        }
        FilledButton {
            objectName: "pivotRightButton"
            Layout.fillWidth: true
            implicitHeight: 52
            text: qsTr("Pivot ⟳")
            Accessible.name: qsTr("Pivot 60 degrees clockwise")
            font.capitalization: Font.MixedCase
            enabled: !form.panel.physical || dice.complete
            onClicked: form.moving.pivotBlock(form.panel.selection.block, -1, form.panel.physical ? dice.roll : null)
        }
        CitationButton { section: "5.5" }
        FilledButton {
            objectName: "wheelLeftButton"
            Layout.fillWidth: true
            implicitHeight: 52
            text: qsTr("Wheel ⟲")
            Accessible.name: qsTr("Wheel 60 degrees counter-clockwise about the selected flank Base")
            font.capitalization: Font.MixedCase
            enabled: form.panel.pivotBase >= 0 && (!form.panel.physical || wheelDice.complete)
            onClicked: {
                if (form.moving.wheelBlock(form.panel.selection.block, form.panel.pivotBase, 1, form.panel.physical ? wheelDice.dice() : []))
                    wheelDice.resetAll();
            }
        }
        FilledButton {
            objectName: "wheelRightButton"
            Layout.fillWidth: true
            implicitHeight: 52
            text: qsTr("Wheel ⟳")
            Accessible.name: qsTr("Wheel 60 degrees clockwise about the selected flank Base")
            font.capitalization: Font.MixedCase
            enabled: form.panel.pivotBase >= 0 && (!form.panel.physical || wheelDice.complete)
            onClicked: {
                if (form.moving.wheelBlock(form.panel.selection.block, form.panel.pivotBase, -1, form.panel.physical ? wheelDice.dice() : []))
                    wheelDice.resetAll();
            }
        }
        CitationButton { section: "5.5" }
    }
    Label {
        textFormat: Text.PlainText
        objectName: "wheelCostText"
        Layout.fillWidth: true
        text: (form.panel.pivotBase >= 0 ? qsTr("Wheels turn about %1.").arg(form.pivot.tableLabel)
                                    : qsTr("To wheel, tap the flank Base the Block turns about."))
              + " " + (form.preview.wheelMoves === 0
                       ? qsTr("A wheel of this %1 × %2 Block takes no move: its far corner travels 0, so there is no test and no Fatigue.")
                             .arg(form.preview.wheelFrontage).arg(form.preview.wheelDepth)
                       : qsTr("A wheel of this %1 × %2 Block takes %3 tested moves and costs +%4 Fatigue on every Base.")
                             .arg(form.preview.wheelFrontage).arg(form.preview.wheelDepth).arg(form.preview.wheelMoves).arg(form.preview.wheelFatigue))
        font.pixelSize: 16
        color: form.panel.Material.secondaryTextColor
        wrapMode: Label.WordWrap
    }
    // A wheel takes one movement test per move (§5.5): with the players' own dice, one entry each.
    ColumnLayout {
        id: wheelDice
        objectName: "wheelDice"
        visible: form.panel.physical && form.panel.pivotBase >= 0
        Layout.fillWidth: true
        spacing: 4
        readonly property int tests: form.preview.wheelMoves
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
                quality: form.panel.info.quality ?? "regular"
                die: "d6"
                mechanic: form.panel.eliteMechanic
                onCompleteChanged: wheelDice.filled += complete ? 1 : -1
            }
        }
    }
    ContactsEditor {
        Layout.fillWidth: true
        block: form.panel.selection.block
        enemyBlocks: form.panel.enemyBlocks
        friendBlocks: form.panel.friendBlocks
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        FilledButton {
            objectName: "splitButton"
            Layout.fillWidth: true
            implicitHeight: 52
            text: qsTr("Split…")
            font.capitalization: Font.MixedCase
            onClicked: {
                form.panel.task = "split";
                form.panel.selection.marked = [];
                form.panel.selection.seams = [];
                form.panel.selection.tapMode = "mark";
            }
        }
        FilledButton {
            objectName: "mergeButton"
            Layout.fillWidth: true
            implicitHeight: 52
            text: qsTr("Merge…")
            font.capitalization: Font.MixedCase
            onClicked: {
                form.panel.task = "merge";
                form.panel.selection.marked = [];
                form.panel.selection.seams = [];
                form.panel.selection.tapMode = "mark";
            }
        }
        CitationButton { section: "6.2" }
    }
}
