pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The result (§12.1): an army has lost 30% of its Bases and the battle is decided.
 * The winner, each army's Bases lost against the losses that break it, the turns
 * played and the fights that decided it, all as the session reads them from the
 * engine's state and the record's log.
 */
ColumnLayout {
    id: decided

    required property BattleSelection selection
    readonly property armyStanding armyA: BattleSession.armyA
    readonly property armyStanding armyB: BattleSession.armyB
    readonly property battleResult result: BattleSession.result
    readonly property string winnerName: result.winnerSide === 0 ? armyA.name : armyB.name
    readonly property string loserName: result.loserSide === 0 ? armyA.name : armyB.name

    spacing: 10

    Label {
        objectName: "winnerText"
        Layout.fillWidth: true
        text: qsTr("%1 wins").arg(decided.winnerName)
        textFormat: Text.PlainText
        font.pixelSize: 26
        font.bold: true
        wrapMode: Label.WordWrap
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 4
        Label {
            objectName: "decidedText"
            Layout.fillWidth: true
            text: qsTr("%1 has broken: the battle is decided.").arg(decided.loserName)
            textFormat: Text.PlainText
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "12.1" }
    }
    Label {
        objectName: "turnsPlayed"
        Layout.fillWidth: true
        text: qsTr("Decided in turn %1.").arg(decided.result.turn)
        textFormat: Text.PlainText
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    // Each army's losses against the losses that break it.
    Repeater {
        model: [decided.armyA, decided.armyB]
        delegate: Frame {
            id: army
            required property var modelData
            required property int index
            objectName: "lossesFrame" + index
            Layout.fillWidth: true
            padding: 8
            ColumnLayout {
                width: parent.width
                spacing: 2
                Label {
                    Layout.fillWidth: true
                    text: army.modelData.name
                    textFormat: Text.PlainText
                    font.pixelSize: 16
                    font.bold: true
                    wrapMode: Label.WordWrap
                }
                Label {
                    objectName: "losses" + army.index
                    Layout.fillWidth: true
                    text: qsTr("%1 of %2 Bases lost; %3 break the army").arg(army.modelData.lost)
                          .arg(army.modelData.startingBases).arg(army.modelData.breakAt)
                    textFormat: Text.PlainText
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: army.modelData.broken
                    text: qsTr("Broken")
                    font.pixelSize: 16
                    font.bold: true
                    color: Terms.stateColor("broken", decided.Material.theme === Material.Dark)
                }
            }
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: decided.result.fights.length > 0
        text: qsTr("The fights that decided it")
        font.pixelSize: 18
        font.bold: true
        wrapMode: Label.WordWrap
    }
    Repeater {
        objectName: "decidingFights"
        model: decided.result.fights
        delegate: Label {
            required property var modelData
            required property int index
            objectName: "decidingFight" + index
            Layout.fillWidth: true
            text: {
                const fight = modelData;
                const line = qsTr("Turn %1: %2 (%3) lost by %4 to %5 (%6).").arg(fight.turn)
                    .arg(fight.loserLabel).arg(fight.loserBlock).arg(fight.margin)
                    .arg(fight.winnerLabel).arg(fight.winnerBlock);
                return fight.broke.length === 0 ? line
                    : line + " " + qsTr("Then broke: %1.").arg(fight.broke.join(", "));
            }
            textFormat: Text.PlainText
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
    }
    FingerprintCard {
        objectName: "finalFingerprint"
        Layout.fillWidth: true
        fingerprint: BattleSession.fingerprint
        caption: qsTr("The battle's fingerprint at its end:")
    }
}
