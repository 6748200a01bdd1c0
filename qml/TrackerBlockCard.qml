pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * One Block on the fatigue tracker: its name and troop type, its §6 state in
 * colour and in words with its exact average Fatigue, and each Base's Fatigue
 * with large − and + buttons. Holds no state: everything comes from the model.
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
    /** 0 or 1: the side this Block belongs to. */
    required property int sideIndex

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
    function stateColor(key: string): color {
        const dark = card.Material.theme === Material.Dark;
        switch (key) {
        case "fresh": return Material.color(Material.Green, dark ? Material.Shade400 : Material.Shade700);
        case "pressed": return Material.color(Material.Amber, dark ? Material.Shade300 : Material.Shade600);
        case "shaken": return Material.color(Material.DeepOrange, dark ? Material.Shade400 : Material.Shade700);
        }
        return Material.color(Material.Red, dark ? Material.Shade300 : Material.Shade900);
    }
    /** What the state means for the players (§6 table, §12). */
    function stateHint(): string {
        if (card.broken)
            return card.baseCount === 1 ? qsTr("routed: its Base is lost") : qsTr("routed: its %1 Bases are lost").arg(card.baseCount);
        return Terms.fatigueLeft(card.fatigueLeft);
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
                    Layout.fillWidth: true
                    text: card.name
                    font.pixelSize: 20
                    font.bold: true
                    elide: Label.ElideRight
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "hintLabel"
                    Layout.fillWidth: true
                    text: card.troopType.length > 0 ? qsTr("%1 · %2").arg(Terms.troopType(card.troopType)).arg(card.stateHint())
                                                    : card.stateHint()
                    font.pixelSize: 15
                    color: card.Material.secondaryTextColor
                    wrapMode: Label.WordWrap
                    maximumLineCount: 2
                    elide: Label.ElideRight
                }
            }
            // The exact average (§6): "4 1/2", never rounded.
            ColumnLayout {
                spacing: 0
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("Average")
                    font.pixelSize: 13
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
                    color: card.fatigueState === "pressed" || card.Material.theme === Material.Dark ? "#212121" : "white"
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

        Flow {
            Layout.fillWidth: true
            spacing: 6

            Repeater {
                model: card.baseCount
                delegate: Rectangle {
                    id: base
                    required property int index
                    readonly property int value: card.fatigue[index] ?? 1
                    width: baseRow.implicitWidth + 8
                    height: 54
                    radius: 27
                    color: card.Material.theme === Material.Dark ? "#30ffffff" : "#10000000"
                    border.width: 1
                    border.color: card.Material.dividerColor

                    RowLayout {
                        id: baseRow
                        anchors.centerIn: parent
                        spacing: 0
                        RoundButton {
                            objectName: "lower_" + base.index
                            implicitWidth: 48
                            implicitHeight: 48
                            flat: true
                            text: "−"
                            font.pixelSize: 26
                            enabled: base.value > FatigueTracker.minimumFatigue
                            Accessible.name: qsTr("Lower Fatigue of Base %1 of %2").arg(base.index + 1).arg(card.name)
                            onClicked: FatigueTracker.lowerFatigue(card.sideIndex, card.index, base.index)
                        }
                        Label {
                            textFormat: Text.PlainText
                            objectName: "fatigue_" + base.index
                            Layout.preferredWidth: 34
                            horizontalAlignment: Text.AlignHCenter
                            text: base.value
                            font.pixelSize: 24
                            font.bold: true
                            Accessible.name: qsTr("Base %1: Fatigue %2").arg(base.index + 1).arg(base.value)
                        }
                        RoundButton {
                            objectName: "raise_" + base.index
                            implicitWidth: 48
                            implicitHeight: 48
                            flat: true
                            text: "+"
                            font.pixelSize: 26
                            enabled: base.value < FatigueTracker.maximumFatigue
                            Accessible.name: qsTr("Raise Fatigue of Base %1 of %2").arg(base.index + 1).arg(card.name)
                            onClicked: FatigueTracker.raiseFatigue(card.sideIndex, card.index, base.index)
                        }
                    }
                }
            }
        }
    }
}
