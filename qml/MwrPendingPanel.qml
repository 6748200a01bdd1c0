pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The step a melee of My Wargame Rules waits on (§10): the roller keeps one of
 * its two dice, both shown with the result each reads (R5); or the players say
 * what lies behind the pushed unit, step by step, until the chain is settled (R7,
 * R8). These buttons decide: the page keeps them in view, above anything that scrolls.
 */
ColumnLayout {
    id: panel

    readonly property mwrPending pending: MwrBattleSession.pending
    /** The push-back's steps said so far, and the units that may lie behind, as lists. */
    readonly property var steps: pending.pushSteps
    readonly property var candidates: pending.pushCandidates
    /** What may lie behind: the ground and the table's edge, then every unit that may. */
    readonly property var behindChoices: {
        const list = [{ key: "clear", text: qsTr("Clear ground"), unit: -1 },
                      { key: "rough", text: qsTr("Rough ground"), unit: -1 },
                      { key: "obstacle", text: qsTr("Obstacle"), unit: -1 },
                      { key: "impassable", text: qsTr("Impassable"), unit: -1 },
                      { key: "table-edge", text: qsTr("Table edge"), unit: -1 }];
        for (let i = 0; i < candidates.length; ++i)
            list.push({ key: "unit", unit: candidates[i].unit,
                        text: candidates[i].enemy ? qsTr("%1 (enemy)").arg(candidates[i].name) : candidates[i].name });
        return list;
    }
    readonly property bool dark: Material.theme === Material.Dark

    spacing: 8

    // ---- the pick (§10, R5)
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.pending.step === "pick"
        text: qsTr("%1 rolled 2D6: keep one die (§10, R5)").arg(panel.pending.rollerName)
        font.pixelSize: 18
        font.bold: true
        wrapMode: Label.Wrap
    }
    RowLayout {
        Layout.fillWidth: true
        visible: panel.pending.step === "pick"
        spacing: 10
        Repeater {
            model: panel.pending.step === "pick" ? panel.pending.faces : []
            delegate: AbstractButton {
                id: die
                required property var modelData
                required property int index
                objectName: "pickDie" + index
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                implicitHeight: Math.max(96, implicitContentHeight + 24)
                Accessible.name: qsTr("Keep %1: %2").arg(modelData.face).arg(modelData.name)
                onClicked: MwrBattleSession.pick(modelData.face)
                padding: 10
                background: Rectangle {
                    radius: 10
                    color: die.pressed ? die.Material.rippleColor : "transparent"
                    border.width: 2
                    border.color: die.Material.hintTextColor
                }
                contentItem: RowLayout {
                    spacing: 10
                    DieFace {
                        value: die.modelData.face
                        size: 56
                        showLabel: false
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: die.modelData.name
                            font.pixelSize: 18
                            font.bold: true
                            wrapMode: Label.Wrap
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: die.modelData.meaning
                            font.pixelSize: 14
                            font.capitalization: Font.MixedCase
                            wrapMode: Label.Wrap
                        }
                    }
                }
            }
        }
    }

    // ---- the push-back (§10, R6–R8)
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.pending.step === "push-back"
        text: panel.pending.resultText
        font.pixelSize: 16
        wrapMode: Label.Wrap
    }
    Label {
        objectName: "pushQuestion"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.pending.step === "push-back"
        text: qsTr("%1 is pushed back 1 base width: what lies behind it? (§10, R7)").arg(panel.pending.pushUnitName)
        font.pixelSize: 18
        font.bold: true
        wrapMode: Label.Wrap
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.pending.step === "push-back" && panel.pending.pushSteps.length > 0
        text: qsTr("Said so far: %1").arg(panel.steps.join(" → "))
        font.pixelSize: 16
        color: panel.Material.secondaryTextColor
        wrapMode: Label.Wrap
    }
    GridLayout {
        Layout.fillWidth: true
        visible: panel.pending.step === "push-back"
        columns: Math.max(2, Math.floor(panel.width / 180))
        columnSpacing: 8
        rowSpacing: 4
        Repeater {
            model: panel.behindChoices
            delegate: MwrButton {
                required property var modelData
                objectName: modelData.key === "unit" ? "behindUnit" + modelData.unit : "behind_" + modelData.key
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                filled: modelData.key === "clear"
                text: modelData.text
                onClicked: MwrBattleSession.pushBehind(modelData.key, modelData.unit)
            }
        }
    }
    MwrButton {
        objectName: "takeBackStep"
        visible: panel.pending.step === "push-back" && panel.pending.pushSteps.length > 0
        text: qsTr("Take back the last step")
        onClicked: MwrBattleSession.takeBackPushStep()
    }
}
