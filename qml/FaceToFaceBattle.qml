pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The battle screen face to face, for a tablet lying flat between the two
 * players: the second army's half at the far edge, turned toward its player
 * (rotated 180°), the first army's half at the near edge, and between them a
 * hand-over banner that says whose turn and phase it is, turned toward the
 * player who acts. The page's phase panel sits in the half of the player who
 * acts now: the side to act, the loser allocating a loss, the pursuer.
 */
ColumnLayout {
    id: view

    required property BattleSelection selection
    /** 0 or 1: whose half holds the phase panel and faces the banner. */
    required property int actorSide
    /** The banner's words: whose turn and phase it is. */
    required property string bannerText
    /** Where the phase panel goes in side 0's half and in side 1's. */
    readonly property Item slotA: slotAItem
    readonly property Item slotB: slotBItem
    readonly property int panelWidth: Math.min(440, Math.round(width * 0.55))

    spacing: 6

    // ---- the far half: the second army, turned toward its player ----
    Item {
        objectName: "halfB"
        Layout.fillWidth: true
        Layout.fillHeight: true
        // The half of the player who acts is the taller: its panel's deciding button stays on screen.
        Layout.preferredHeight: view.actorSide === 1 ? 3 : 2
        RowLayout {
            objectName: "turnedHalfB"
            anchors.fill: parent
            rotation: 180
            spacing: 8
            ArmyColumn {
                Layout.fillWidth: true
                Layout.fillHeight: true
                side: 1
                army: BattleSession.armyB
                // No cards while the view is hidden: the page then shows its own (BattlePage.qml).
                blocks: view.visible ? BattleSession.blocksB : null
                selection: view.selection
                active: BattleSession.activeSide === 1
            }
            ColumnLayout {
                id: slotBItem
                objectName: "panelSlotB"
                visible: view.actorSide === 1
                Layout.preferredWidth: view.panelWidth
                Layout.maximumWidth: view.panelWidth
                Layout.fillHeight: true
                spacing: 0
            }
        }
    }

    // ---- the hand-over banner: whose turn and phase, turned toward who acts ----
    Rectangle {
        objectName: "handOverBanner"
        Layout.fillWidth: true
        implicitHeight: Math.max(52, bannerLabel.implicitHeight + 16)
        radius: 8
        color: view.Material.primaryColor
        Label {
            id: bannerLabel
            objectName: "handOverText"
            textFormat: Text.PlainText
            anchors.fill: parent
            anchors.margins: 8
            rotation: view.actorSide === 1 ? 180 : 0
            text: view.bannerText
            color: "white"
            font.pixelSize: 20
            font.bold: true
            wrapMode: Label.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            Accessible.name: text
        }
    }

    // ---- the near half: the first army, upright ----
    Item {
        objectName: "halfA"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredHeight: view.actorSide === 0 ? 3 : 2
        RowLayout {
            anchors.fill: parent
            spacing: 8
            ArmyColumn {
                Layout.fillWidth: true
                Layout.fillHeight: true
                side: 0
                army: BattleSession.armyA
                blocks: view.visible ? BattleSession.blocksA : null
                selection: view.selection
                active: BattleSession.activeSide === 0
            }
            ColumnLayout {
                id: slotAItem
                objectName: "panelSlotA"
                visible: view.actorSide === 0
                Layout.preferredWidth: view.panelWidth
                Layout.maximumWidth: view.panelWidth
                Layout.fillHeight: true
                spacing: 0
            }
        }
    }
}
