pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/** A resolved fight, step by step (§9.1): the dice, the modifiers, the totals, the weight shift, the margin. */
ColumnLayout {
    id: view

    /** BattleSession.lastFight */
    required property var fight

    function diceText(roll: var): string {
        if (!roll || !roll.dice)
            return "";
        return roll.dice.length > 1 ? qsTr("%1 (kept %2)").arg(roll.dice.join(", ")).arg(roll.kept) : String(roll.kept);
    }

    spacing: 2
    visible: (fight.steps ?? []).length > 0

    Label {
        objectName: "fightSummary"
        Layout.fillWidth: true
        text: qsTr("Dice: %1 against %2 · totals %3 against %4 · margin %5")
              .arg(view.diceText(view.fight.baseRoll)).arg(view.diceText(view.fight.enemyRoll))
              .arg(view.fight.baseTotal ?? 0).arg(view.fight.enemyTotal ?? 0).arg(view.fight.margin ?? 0)
        font.pixelSize: 17
        font.bold: true
        wrapMode: Label.WordWrap
    }
    Repeater {
        model: view.fight.steps ?? []
        delegate: RowLayout {
            id: step
            required property var modelData
            Layout.fillWidth: true
            spacing: 4
            Label {
                Layout.fillWidth: true
                text: step.modelData.text
                font.pixelSize: 15
                wrapMode: Label.WordWrap
            }
            CitationButton { section: step.modelData.section }
        }
    }
}
