pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * One Block on the fatigue tracker: its name and troop type, its §6 state in
 * colour and in words with its exact average Fatigue, what it can still take,
 * one-tap +1 and −1 for the whole Block, split and merge (§6.2), whether it moved
 * this turn (§6.1), and each Base by its table label where it stands, with large
 * − and + buttons. Holds no state: everything comes from the model.
 */
Pane {
    id: card

    required property int index
    required property string name
    required property string troopType
    required property int baseCount
    required property list<int> fatigue
    required property string averageText
    required property string fatigueState
    required property bool broken
    required property int fatigueLeft
    required property list<string> labels
    required property list<int> files
    required property list<int> ranks
    required property var held
    required property int frontage
    required property bool moved
    /** 0 or 1: the side this Block belongs to. */
    required property int sideIndex
    /** How many Blocks the side has: a merge needs another. */
    property int blockCount: 1

    signal splitRequested()
    signal mergeRequested()

    /** The §6 state's name, translated. */
    function stateName(key: string): string {
        switch (key) {
        case "fresh": return qsTr("Fresh");
        case "pressed": return qsTr("Pressed");
        case "shaken": return qsTr("Shaken");
        case "broken": return qsTr("Broken");
        }
        return key;
    }
    readonly property bool dark: Material.theme === Material.Dark
    /** The state's colour, as the battle screen draws it. */
    function stateColor(key: string): color {
        return Terms.stateColor(key, card.dark);
    }
    /** What the state means for the players (§6 table, §12): the battle screen's own words. */
    function stateHint(): string {
        if (card.broken)
            return card.baseCount === 1 ? qsTr("routed: its Base is lost") : qsTr("routed: its %1 Bases are lost").arg(card.baseCount);
        return Terms.fatigueLeft(card.fatigueLeft);
    }
    /** The Bases in formation, rank by rank and each left to right; −1 where no Base stands. */
    readonly property var cells: {
        const depth = Math.max(1, ...card.ranks.map(r => r + 1));
        const out = new Array(card.frontage * depth).fill(-1);
        for (let i = 0; i < card.baseCount; ++i)
            out[card.ranks[i] * card.frontage + card.files[i]] = i;
        return out;
    }

    objectName: "block_" + sideIndex + "_" + index
    padding: 12
    leftPadding: 20
    background: Rectangle {
        radius: 6
        color: card.broken ? Qt.tint(card.Material.dialogColor, Qt.rgba(0.9, 0.1, 0.1, 0.12)) : card.Material.dialogColor
        border.width: 1
        border.color: card.Material.dividerColor
        // The state's colour down the left edge; the badge says the same in words.
        Rectangle {
            width: 8
            height: parent.height
            radius: 3
            color: card.stateColor(card.fatigueState)
        }
    }
    Accessible.name: qsTr("%1: %2, average Fatigue %3").arg(card.name).arg(card.stateName(card.fatigueState)).arg(card.averageText)

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    textFormat: Text.PlainText
                    objectName: "blockName"
                    Layout.fillWidth: true
                    text: card.name
                    font.pixelSize: 20
                    font.bold: true
                    wrapMode: Label.WrapAtWordBoundaryOrAnywhere
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "hintLabel"
                    Layout.fillWidth: true
                    text: card.troopType.length > 0 ? qsTr("%1 · %2").arg(Terms.troopType(card.troopType)).arg(card.stateHint())
                                                    : card.stateHint()
                    font.pixelSize: 16
                    color: card.Material.secondaryTextColor
                    wrapMode: Label.WrapAtWordBoundaryOrAnywhere
                }
            }
            // The exact average (§6): "4 1/2", never rounded.
            ColumnLayout {
                spacing: 0
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("Average")
                    font.pixelSize: 14
                    color: card.Material.secondaryTextColor
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "averageLabel"
                    Layout.alignment: Qt.AlignHCenter
                    text: card.averageText
                    font.pixelSize: 22
                    font.bold: true
                    Accessible.name: qsTr("Average Fatigue %1").arg(card.averageText)
                }
            }
            // The state in words, on its colour.
            Rectangle {
                objectName: "stateBadge"
                Layout.preferredWidth: stateLabel.implicitWidth + 24
                Layout.preferredHeight: 40
                radius: 20
                color: card.stateColor(card.fatigueState)
                Label {
                    textFormat: Text.PlainText
                    id: stateLabel
                    objectName: "stateLabel"
                    anchors.centerIn: parent
                    text: card.stateName(card.fatigueState)
                    font.pixelSize: 18
                    font.bold: true
                    color: Terms.palette(card.dark).onState
                }
            }
            CitationButton {
                section: card.broken ? "12" : "6"
            }
            ToolButton {
                objectName: "removeBlock"
                implicitWidth: 48
                implicitHeight: 48
                text: "✕"
                font.pixelSize: 18
                Accessible.name: qsTr("Remove %1").arg(card.name)
                onClicked: FatigueTracker.removeBlock(card.sideIndex, card.index)
            }
        }

        // The whole Block at once: a chained move's tempo cost (§5.2), a terrain cost, contagion (§12.1).
        Flow {
            objectName: "blockActions"
            Layout.fillWidth: true
            spacing: 6
            FilledButton {
                objectName: "raiseBlock"
                implicitHeight: 52
                text: qsTr("+1 all")
                font.capitalization: Font.MixedCase
                enabled: !card.broken
                Accessible.name: qsTr("+1 Fatigue on every Base of %1").arg(card.name)
                onClicked: FatigueTracker.raiseBlock(card.sideIndex, card.index)
            }
            FilledButton {
                objectName: "lowerBlock"
                implicitHeight: 52
                text: qsTr("−1 all")
                font.capitalization: Font.MixedCase
                enabled: Array.from(card.fatigue).some(f => f > FatigueTracker.minimumFatigue)
                Accessible.name: qsTr("−1 Fatigue on every Base of %1").arg(card.name)
                onClicked: FatigueTracker.lowerBlock(card.sideIndex, card.index)
            }
            FilledButton {
                objectName: "splitButton"
                implicitHeight: 52
                text: qsTr("Split…")
                font.capitalization: Font.MixedCase
                enabled: card.baseCount > 1 && !card.broken
                Accessible.name: qsTr("Split %1").arg(card.name)
                onClicked: card.splitRequested()
            }
            FilledButton {
                objectName: "mergeButton"
                implicitHeight: 52
                text: qsTr("Merge…")
                font.capitalization: Font.MixedCase
                enabled: card.blockCount > 1 && !card.broken
                Accessible.name: qsTr("Merge another Block into %1").arg(card.name)
                onClicked: card.mergeRequested()
            }
            // §6.1: a Block that moved or tried to does not recover this turn.
            FilledButton {
                objectName: "movedButton"
                implicitHeight: 52
                highlighted: card.moved
                Accessible.role: Accessible.CheckBox
                Accessible.checkable: true
                Accessible.checked: card.moved
                text: card.moved ? qsTr("Moved ✓") : qsTr("Moved")
                font.capitalization: Font.MixedCase
                Accessible.name: qsTr("%1 moved this turn: it does not recover").arg(card.name)
                onClicked: FatigueTracker.setMoved(card.sideIndex, card.index, !card.moved)
            }
        }

        // Each Base where it stands, front rank first, by its table label.
        Grid {
            id: formation
            objectName: "formation"
            Layout.fillWidth: true
            readonly property int cellWidth: 140
            columns: Math.max(1, Math.min(card.frontage, Math.floor((width + spacing) / (cellWidth + spacing))))
            spacing: 6

            Repeater {
                model: card.cells
                delegate: Item {
                    id: cell
                    required property int modelData
                    readonly property int base: modelData
                    readonly property int value: base >= 0 ? card.fatigue[base] ?? 1 : 0
                    readonly property bool isHeld: base >= 0 && card.held[base] === true
                    readonly property string label: base >= 0 ? card.labels[base] ?? "" : ""
                    width: formation.cellWidth
                    height: base >= 0 ? 108 : 0

                    Rectangle {
                        visible: cell.base >= 0
                        objectName: "base_" + cell.base
                        anchors.fill: parent
                        radius: 10
                        color: card.Material.theme === Material.Dark ? "#30ffffff" : "#10000000"
                        border.width: cell.isHeld ? 2 : 1
                        border.color: cell.isHeld ? card.Material.foreground : card.Material.dividerColor

                        ColumnLayout {
                            anchors.fill: parent
                            anchors.margins: 2
                            spacing: 0
                            // The label, as on the sticker; a tap marks the Base as in combat or shot at (§6.1).
                            FilledButton {
                                id: heldButton
                                objectName: "held_" + cell.base
                                Layout.fillWidth: true
                                implicitHeight: 48
                                flat: true
                                Accessible.role: Accessible.CheckBox
                                Accessible.checkable: true
                                Accessible.checked: cell.isHeld
                                topInset: 0
                                bottomInset: 0
                                leftPadding: 4
                                rightPadding: 4
                                text: cell.isHeld ? qsTr("%1 ⚔").arg(cell.label) : cell.label
                                font.pixelSize: 16
                                font.bold: true
                                font.capitalization: Font.MixedCase
                                Accessible.name: cell.isHeld ? qsTr("%1 fought or was shot at: it does not recover").arg(cell.label)
                                                             : qsTr("%1: mark as in combat or shot at").arg(cell.label)
                                onClicked: FatigueTracker.setHeld(card.sideIndex, card.index, cell.base, !cell.isHeld)
                                // The label comes from the player's Block name: plain text.
                                contentItem: Label {
                                    textFormat: Text.PlainText
                                    text: heldButton.text
                                    font: heldButton.font
                                    color: heldButton.Material.foreground
                                    horizontalAlignment: Text.AlignHCenter
                                    verticalAlignment: Text.AlignVCenter
                                }
                            }
                            RowLayout {
                                Layout.alignment: Qt.AlignHCenter
                                spacing: 0
                                RoundButton {
                                    objectName: "lower_" + cell.base
                                    implicitWidth: 48
                                    implicitHeight: 48
                                    flat: true
                                    text: "−"
                                    font.pixelSize: 26
                                    enabled: cell.value > FatigueTracker.minimumFatigue
                                    Accessible.name: qsTr("Lower Fatigue of %1").arg(cell.label)
                                    onClicked: FatigueTracker.lowerFatigue(card.sideIndex, card.index, cell.base)
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    objectName: "fatigue_" + cell.base
                                    Layout.preferredWidth: 34
                                    horizontalAlignment: Text.AlignHCenter
                                    text: cell.value
                                    font.pixelSize: 24
                                    font.bold: true
                                    Accessible.name: qsTr("%1: Fatigue %2").arg(cell.label).arg(cell.value)
                                }
                                RoundButton {
                                    objectName: "raise_" + cell.base
                                    implicitWidth: 48
                                    implicitHeight: 48
                                    flat: true
                                    text: "+"
                                    font.pixelSize: 26
                                    enabled: cell.value < FatigueTracker.maximumFatigue
                                    Accessible.name: qsTr("Raise Fatigue of %1").arg(cell.label)
                                    onClicked: FatigueTracker.raiseFatigue(card.sideIndex, card.index, cell.base)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
