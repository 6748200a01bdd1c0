pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Combat phase's pairing plan (§4, §9.2): the engaged Bases of the side to
 * act still to pair, and the queue of fights in the order that side chose, each
 * with its odds, its overlaps as the engine computes them and the earlier fights
 * whose push-back would strip them. Tapping a fight selects it; the arrows move
 * it up or down the queue. Everything comes from CombatController.
 */
ColumnLayout {
    id: plan

    required property CombatController combat
    required property BattleSelection selection
    readonly property string ourArmy: combat.activeArmy
    readonly property string theirArmy: combat.enemyArmy

    /** Selects the fight of @p row (a queue row's roles). */
    signal fightChosen(int base, int block, int enemy)

    function percent(x: real): string {
        return Math.round(x * 100) + "%";
    }

    spacing: 6

    // The engaged Bases still to pair: a tap selects one, a tap on an enemy it touches pairs it.
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: plan.combat.unpaired.length > 0
        text: qsTr("Engaged, not yet paired (%1):").arg(plan.ourArmy)
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        visible: plan.combat.unpaired.length > 0
        spacing: 4
        Repeater {
            model: plan.combat.unpaired
            delegate: FilledButton {
                id: unpairedButton
                required property var modelData
                objectName: "unpaired" + modelData.baseId
                implicitHeight: 48
                font.capitalization: Font.MixedCase
                text: modelData.label
                // A table label's tag may come from an army list: plain text, never markup.
                contentItem: Label {
                    textFormat: Text.PlainText
                    text: unpairedButton.text
                    font: unpairedButton.font
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                checked: plan.selection.base === modelData.baseId
                Accessible.name: qsTr("%1, %2: pair it with an enemy").arg(modelData.label).arg(modelData.blockName)
                onClicked: plan.selection.tapBase(modelData.baseId, modelData.block, BattleSession.activeSide)
            }
        }
    }

    // Untracked, the contacts still to fight before the phase can end (§4, ruling R43).
    Label {
        textFormat: Text.PlainText
        objectName: "unresolvedContacts"
        Layout.fillWidth: true
        visible: plan.combat.unresolvedContacts.length > 0
        text: qsTr("In contact, not yet fought: %1 (§4).")
              .arg(Array.from(plan.combat.unresolvedContacts).map(c => qsTr("%1 and %2").arg(c.blockName).arg(c.otherName)).join("; "))
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    RowLayout {
        Layout.fillWidth: true
        visible: queue.count > 0
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Fights in order (%1 to fight):").arg(plan.combat.unfoughtCount)
            font.pixelSize: 16
            font.bold: true
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "4" }
    }
    Repeater {
        id: queue
        objectName: "combatQueue"
        model: plan.combat.queue
        delegate: ItemDelegate {
            id: row
            required property int number
            required property int base
            required property int enemy
            required property string baseLabel
            required property string baseBlock
            required property int baseBlockId
            required property string enemyLabel
            required property string enemyBlock
            required property bool fought
            required property bool engaged
            required property int overlaps
            required property int enemyOverlaps
            required property string lappingLabel
            required property string enemyLappingLabel
            required property var strippableBy
            required property var odds
            readonly property bool selected: plan.selection.base === base && plan.selection.picked === enemy

            objectName: "queuedFight" + number
            Layout.fillWidth: true
            enabled: !fought && engaged
            highlighted: selected
            padding: 6
            Accessible.name: qsTr("Fight %1: %2 against %3").arg(number).arg(baseLabel).arg(enemyLabel)
            onClicked: plan.fightChosen(base, baseBlockId, enemy)

            background: Rectangle {
                radius: 8
                color: row.selected ? Qt.alpha(row.Material.accentColor, 0.18) : Qt.alpha(row.Material.primaryColor, 0.08)
                border.width: row.selected ? 2 : 1
                border.color: row.selected ? row.Material.accentColor : Qt.alpha(row.Material.foreground, 0.2)
            }
            contentItem: RowLayout {
                spacing: 4
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: (row.fought ? "✓ " : row.number + ". ") + qsTr("%1 %2 against %3 %4")
                              .arg(row.baseLabel).arg(row.baseBlock).arg(row.enemyLabel).arg(row.enemyBlock)
                        font.pixelSize: 16
                        font.bold: true
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.fought ? qsTr("Fought")
                            : !row.engaged ? qsTr("No longer in contact")
                            : (row.odds.legal ?? false)
                              ? qsTr("%1 win %2 · draw %3 · %4 win %5").arg(plan.ourArmy).arg(plan.percent(row.odds.win ?? 0))
                                .arg(plan.percent(row.odds.draw ?? 0)).arg(plan.theirArmy).arg(plan.percent(row.odds.lose ?? 0))
                              : (row.odds.error ?? "")
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: {
                            const parts = [];
                            if (row.lappingLabel.length > 0)
                                parts.push(qsTr("%1 laps for %2 (+%3)").arg(row.lappingLabel).arg(plan.ourArmy).arg(row.overlaps));
                            if (row.enemyLappingLabel.length > 0)
                                parts.push(qsTr("%1 laps for %2 (+%3)").arg(row.enemyLappingLabel).arg(plan.theirArmy).arg(row.enemyOverlaps));
                            return parts.length > 0 ? parts.join(" · ") + " (§9.2)" : "";
                        }
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "strippable" + row.number
                        Layout.fillWidth: true
                        visible: (row.strippableBy ?? []).length > 0
                        text: qsTr("A push-back in fight %1 would strip this overlap (§4)").arg((row.strippableBy ?? []).join(", "))
                        font.pixelSize: 16
                        font.italic: true
                        color: Terms.problemColor(row.Material.theme === Material.Dark)
                        wrapMode: Label.WordWrap
                    }
                }
                ToolButton {
                    objectName: "moveUp" + row.number
                    implicitWidth: 48
                    implicitHeight: 48
                    visible: !row.fought && row.number > 1
                    text: "▲"
                    Accessible.name: qsTr("Fight earlier")
                    onClicked: plan.combat.movePair(row.number, -1)
                }
                ToolButton {
                    objectName: "moveDown" + row.number
                    implicitWidth: 48
                    implicitHeight: 48
                    visible: !row.fought && row.number < queue.count
                    text: "▼"
                    Accessible.name: qsTr("Fight later")
                    onClicked: plan.combat.movePair(row.number, 1)
                }
                ToolButton {
                    objectName: "unplan" + row.number
                    implicitWidth: 48
                    implicitHeight: 48
                    visible: !row.fought
                    text: "✕"
                    Accessible.name: qsTr("Take out of the plan")
                    onClicked: plan.combat.removeFromPlan(row.number)
                }
            }
        }
    }
}
