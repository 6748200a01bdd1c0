pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * A shot's or a melee attack's pool before the roll, as the engine builds it:
 * each line its reason, its dice and its section (§6, §7, §7.1, §5.6, §10), the
 * dice rolled, then the exact chance of each number of hits (4+ each) and the
 * risks that ride on the roll (Impetuous, the target's general, the rout).
 */
ColumnLayout {
    id: panel

    readonly property ohwPoolPreview preview: OhwBattleSession.preview
    readonly property bool dark: Material.theme === Material.Dark

    spacing: 4

    Label {
        objectName: "poolError"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: !panel.preview.valid && panel.preview.error.length > 0
        text: panel.preview.error
        wrapMode: Label.Wrap
        font.pixelSize: 16
        color: Terms.problemColor(panel.dark)
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.preview.valid
        text: panel.preview.kind === "shoot" ? qsTr("%1 shoots at %2").arg(panel.preview.attackerName).arg(panel.preview.targetName)
                                             : qsTr("%1 attacks %2").arg(panel.preview.attackerName).arg(panel.preview.targetName)
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.Wrap
    }
    // The lines of the pool. A Column places them: Qt's Layouts (6.4) can leave rows a Repeater
    // adds to a ColumnLayout where they stood before the panel was resized.
    Column {
        Layout.fillWidth: true
        visible: panel.preview.valid
        spacing: 2
        Repeater {
            model: panel.preview.valid ? panel.preview.items : []
            delegate: Item {
                id: item
                required property var modelData
                objectName: "poolItem_" + modelData.key
                width: parent ? parent.width : 0
                height: Math.max(itemText.implicitHeight, itemDice.implicitHeight)
                Label {
                    id: itemText
                    textFormat: Text.PlainText
                    anchors.left: parent.left
                    anchors.right: itemDice.left
                    anchors.rightMargin: 8
                    text: item.modelData.text
                    font.pixelSize: 16
                    wrapMode: Label.Wrap
                }
                Label {
                    id: itemDice
                    objectName: "dice"
                    textFormat: Text.PlainText
                    anchors.right: itemCitation.left
                    anchors.rightMargin: 8
                    text: item.modelData.dice
                    font.pixelSize: 16
                    font.bold: true
                }
                Label {
                    id: itemCitation
                    textFormat: Text.PlainText
                    anchors.right: parent.right
                    width: 48
                    text: item.modelData.citation
                    font.pixelSize: 14
                    color: Terms.palette(panel.dark).mark
                }
            }
        }
    }
    Label {
        objectName: "poolTotal"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.preview.valid
        text: qsTr("Rolls %1D6, each hitting on 4+").arg(panel.preview.dice)
        font.pixelSize: 16
        font.bold: true
    }
    // The exact chance of each number of hits.
    Flow {
        Layout.fillWidth: true
        visible: panel.preview.valid
        spacing: 6
        Repeater {
            model: panel.preview.valid ? panel.preview.odds : []
            delegate: Rectangle {
                id: chance
                required property var modelData
                objectName: "hits_" + modelData.hits
                width: oddsLabel.implicitWidth + 16
                height: oddsLabel.implicitHeight + 8
                radius: 6
                color: Qt.alpha(panel.Material.accentColor, 0.08 + 0.5 * chance.modelData.chance)
                Label {
                    id: oddsLabel
                    objectName: "fraction"
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: qsTr("%n hit(s): %1 (%2)", "", chance.modelData.hits).arg(chance.modelData.fraction).arg(chance.modelData.percent)
                    font.pixelSize: 14
                }
            }
        }
    }
    Column {
        Layout.fillWidth: true
        visible: panel.preview.valid
        Repeater {
            model: panel.preview.valid ? panel.preview.risks : []
            delegate: Label {
                required property var modelData
                textFormat: Text.PlainText
                width: parent ? parent.width : 0
                text: qsTr("%1: %2 (%3)").arg(modelData.text).arg(modelData.fraction).arg(modelData.percent)
                font.pixelSize: 14
                wrapMode: Label.Wrap
                color: panel.Material.secondaryTextColor
            }
        }
    }
}
