pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * A resolved fight, step by step (§9.1): the dice, the modifiers, the totals, the
 * weight shift, the margin. The summary names the armies; the steps fold away
 * below the decision that the fight asks for, a tap away.
 */
ColumnLayout {
    id: view

    /** BattleSession.lastFight */
    required property var fight
    /** The army whose Base fought the fight ("base"): the side to act; and the other. */
    readonly property string baseArmy: BattleSession.activeSide === 0 ? BattleSession.armyA.name : BattleSession.armyB.name
    readonly property string enemyArmy: BattleSession.activeSide === 0 ? BattleSession.armyB.name : BattleSession.armyA.name
    property bool stepsShown: false

    function diceText(roll: var): string {
        if (!roll || !roll.dice)
            return "";
        // Ruling R42: under the reroll mechanic the third die is the kept one rolled again.
        if (roll.rerolled)
            return qsTr("%1, rolled again: %2").arg(roll.dice.slice(0, 2).join(", ")).arg(roll.kept);
        return roll.dice.length > 1 ? qsTr("%1 (kept %2)").arg(roll.dice.join(", ")).arg(roll.kept) : String(roll.kept);
    }

    spacing: 2
    visible: (fight.steps ?? []).length > 0

    Label {
        textFormat: Text.PlainText
        objectName: "fightSummary"
        Layout.fillWidth: true
        text: qsTr("%1 rolled %2, %3 rolled %4 · totals %5 against %6 · margin %7")
              .arg(view.baseArmy).arg(view.diceText(view.fight.baseRoll)).arg(view.enemyArmy).arg(view.diceText(view.fight.enemyRoll))
              .arg(view.fight.baseTotal ?? 0).arg(view.fight.enemyTotal ?? 0).arg(view.fight.margin ?? 0)
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.WordWrap
    }
    FilledButton {
        objectName: "stepsButton"
        flat: true
        implicitHeight: 48
        font.capitalization: Font.MixedCase
        text: (view.stepsShown ? qsTr("Hide the fight's steps") : qsTr("Show the fight's steps (%1)").arg((view.fight.steps ?? []).length))
        onClicked: view.stepsShown = !view.stepsShown
    }
    Repeater {
        model: view.stepsShown ? (view.fight.steps ?? []) : []
        delegate: RowLayout {
            id: step
            required property var modelData
            Layout.fillWidth: true
            spacing: 4
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: step.modelData.text
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
            CitationButton { section: step.modelData.section }
        }
    }
}
