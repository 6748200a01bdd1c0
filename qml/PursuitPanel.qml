pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Ancients.Bridge

/**
 * A winning Shock Base whose enemy gave ground or broke pursues one full move
 * toward it, with its file, no test and no Fatigue (§11.1). Light Cavalry may
 * decline (§11.4), and anyone may when mandatory pursuit is off (§13).
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    readonly property pendingPursuit pursuit: combat.pursuit
    readonly property var pursuer: combat.pursuerInfo
    readonly property string pursuerArmy: (pursuer.side ?? 0) === 0 ? BattleSession.armyA.name : BattleSession.armyB.name
    readonly property var markModes: ["mark", "far"]

    spacing: 8

    // The pursuit, its pursuer and its file, from the engine: they follow every pursuit and undo.
    CombatController {
        id: combat
        session: BattleSession
    }

    Component.onCompleted: {
        selection.clear();
        selection.tapMode = "mark";
        // The pursuer advances with its file (§11.1); a middle file leaves its far side behind.
        selection.markFile(pursuit.file, [], pursuit.farSide);
    }

    RowLayout {
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            objectName: "pursuitText"
            Layout.fillWidth: true
            text: panel.pursuit.optional
                  ? qsTr("%1 of %2 may pursue one full move toward the enemy. Move the figures, tap the Bases of its file, then confirm.").arg(panel.pursuer.label ?? "").arg(panel.pursuerArmy)
                  : qsTr("%1 of %2 must pursue one full move toward the enemy. Move the figures, tap the Bases of its file, then confirm.").arg(panel.pursuer.label ?? "").arg(panel.pursuerArmy)
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "11.1" }
    }
    RowLayout {
        Layout.fillWidth: true
        Button {
            objectName: "declineButton"
            Layout.fillWidth: true
            implicitHeight: 56
            visible: panel.pursuit.optional
            text: qsTr("Decline")
            font.capitalization: Font.MixedCase
            onClicked: panel.selection.command(() => combat.pursue({ "decline": true }), () => panel.selection.clear())
        }
        Button {
            objectName: "pursueButton"
            Layout.fillWidth: true
            implicitHeight: 56
            highlighted: true
            text: qsTr("Pursue")
            font.capitalization: Font.MixedCase
            onClicked: {
                const file = Array.from(panel.selection.marked);
                if (file.length > 0 && file.indexOf(panel.pursuit.pursuer) < 0)
                    file.unshift(panel.pursuit.pursuer);
                panel.selection.command(() => combat.pursue({ "decline": false, "file": file, "far_side": panel.selection.farSide }),
                                        () => panel.selection.clear());
            }
        }
    }

    ChoiceRow {
        objectName: "pursuitMarkChoice"
        Layout.fillWidth: true
        choices: [qsTr("File (%1)").arg(panel.selection.marked.length), qsTr("Far side (%1)").arg(panel.selection.farSide.length)]
        // The chip chosen is what a tap does: none while taps select Bases.
        currentIndex: panel.markModes.indexOf(panel.selection.tapMode)
        onChosen: index => panel.selection.tapMode = panel.markModes[index]
    }
    FightResult {
        Layout.fillWidth: true
        Layout.topMargin: 8
        fight: BattleSession.lastFight
    }
}
