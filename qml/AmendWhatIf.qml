pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * Both outcomes of a correction side by side, as the record replays it from the
 * corrected action to now on the same dice: who is winning, each army's Bases
 * lost against the losses that break it (§12.1), the Blocks broken, and every
 * Base's Fatigue, the changed ones first and marked.
 */
ColumnLayout {
    id: view

    required property AmendController amend
    readonly property var brokenBefore: amend.brokenBefore
    readonly property var brokenAfter: amend.brokenAfter
    readonly property bool dark: view.Material.theme === Material.Dark
    readonly property color changedColor: Qt.alpha(view.Material.accentColor, 0.22)

    spacing: 6

    Label {
        textFormat: Text.PlainText
        objectName: "diceNotice"
        Layout.fillWidth: true
        visible: view.amend.diceCountChanged
        text: qsTr("The corrected action draws a different number of dice than the one recorded, so every later roll comes from further along the same stream.")
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.WordWrap
        color: Terms.problemColor(view.dark)
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: !view.amend.diceCountChanged
        text: qsTr("The same dice are used again.")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 3
        columnSpacing: 8
        rowSpacing: 4

        Item { Layout.preferredWidth: 1 }
        Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 1; text: qsTr("As recorded"); font.pixelSize: 16; font.bold: true; wrapMode: Label.WordWrap }
        Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 1; text: qsTr("Corrected"); font.pixelSize: 16; font.bold: true; wrapMode: Label.WordWrap }

        Label { textFormat: Text.PlainText; text: qsTr("Winning"); font.pixelSize: 16; color: view.Material.secondaryTextColor }
        Label {
            textFormat: Text.PlainText
            objectName: "winningBefore"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: view.amend.winningBefore
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            objectName: "winningAfter"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: view.amend.winningAfter
            font.pixelSize: 16
            font.bold: view.amend.winningAfter !== view.amend.winningBefore
            wrapMode: Label.WordWrap
        }

        Repeater {
            model: view.amend.armies
            delegate: Label {
                textFormat: Text.PlainText
                required property var modelData
                required property int index
                Layout.row: 2 + index
                Layout.column: 0
                text: modelData.name
                font.pixelSize: 16
                wrapMode: Label.WordWrap
                Layout.maximumWidth: 160
            }
        }
        Repeater {
            model: view.amend.armies
            delegate: Label {
                textFormat: Text.PlainText
                required property var modelData
                required property int index
                Layout.row: 2 + index
                Layout.column: 1
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("%1 of %2 Bases lost").arg(modelData.lostBefore).arg(modelData.breakAt)
                      + (modelData.brokenBefore ? " · " + qsTr("broken") : "")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
        }
        Repeater {
            model: view.amend.armies
            delegate: Label {
                textFormat: Text.PlainText
                required property var modelData
                required property int index
                Layout.row: 2 + index
                Layout.column: 2
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("%1 of %2 Bases lost").arg(modelData.lostAfter).arg(modelData.breakAt)
                      + (modelData.brokenAfter ? " · " + qsTr("broken") : "")
                font.pixelSize: 16
                font.bold: modelData.lostAfter !== modelData.lostBefore || modelData.brokenAfter !== modelData.brokenBefore
                wrapMode: Label.WordWrap
            }
        }

        Label { textFormat: Text.PlainText; Layout.row: 4; Layout.column: 0; text: qsTr("Blocks broken"); font.pixelSize: 16; color: view.Material.secondaryTextColor }
        Label {
            textFormat: Text.PlainText
            objectName: "brokenBefore"
            Layout.row: 4
            Layout.column: 1
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: view.brokenBefore.length > 0 ? view.brokenBefore.join(", ") : qsTr("none")
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            objectName: "brokenAfter"
            Layout.row: 4
            Layout.column: 2
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: view.brokenAfter.length > 0 ? view.brokenAfter.join(", ") : qsTr("none")
            font.pixelSize: 16
            font.bold: text !== (view.brokenBefore.length > 0 ? view.brokenBefore.join(", ") : qsTr("none"))
            wrapMode: Label.WordWrap
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.topMargin: 4
        text: qsTr("Fatigue of every Base, the changed ones first")
        font.pixelSize: 16
        color: view.Material.secondaryTextColor
        wrapMode: Label.WordWrap
    }
    Repeater {
        objectName: "whatIfBases"
        model: view.amend.bases
        delegate: Rectangle {
            id: row
            required property var modelData
            Layout.fillWidth: true
            implicitHeight: rowLayout.implicitHeight + 4
            color: modelData.changed ? view.changedColor : "transparent"
            radius: 4
            RowLayout {
                id: rowLayout
                anchors.fill: parent
                anchors.leftMargin: 4
                anchors.rightMargin: 4
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: row.modelData.label
                    font.pixelSize: 16
                    font.bold: row.modelData.changed
                    elide: Label.ElideRight
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: row.modelData.lostBefore ? qsTr("lost") : qsTr("Fatigue %1").arg(row.modelData.before)
                    font.pixelSize: 16
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: (row.modelData.lostAfter ? qsTr("lost") : qsTr("Fatigue %1").arg(row.modelData.after))
                          + (row.modelData.changed ? "  ◀" : "")
                    font.pixelSize: 16
                    font.bold: row.modelData.changed
                }
            }
        }
    }
}
