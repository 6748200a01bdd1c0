import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Ancients.Bridge

/** The battle is decided: an army has lost 30% of its Bases (§12.1). */
ColumnLayout {
    id: decided

    required property BattleSelection selection
    readonly property var armyA: BattleSession.armyA
    readonly property var armyB: BattleSession.armyB

    spacing: 8

    Label {
        objectName: "decidedText"
        Layout.fillWidth: true
        text: qsTr("%1 has broken: the battle is decided.").arg(BattleSession.loserSide === 0 ? decided.armyA.name : decided.armyB.name)
        font.pixelSize: 22
        font.bold: true
        wrapMode: Label.WordWrap
    }
    CitationButton { section: "12.1" }
    FingerprintCard {
        objectName: "finalFingerprint"
        Layout.fillWidth: true
        fingerprint: BattleSession.fingerprint
        caption: qsTr("The battle's fingerprint at its end:")
    }
}
