pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Ancients.Bridge

/**
 * A winning Shock Base whose enemy gave ground or broke pursues toward it,
 * alone, one full move (or the pursuit cap), no test and no Fatigue (§11.1,
 * ruling R33). Light Cavalry may decline (§11.4), and anyone may when
 * mandatory pursuit is off (§13). Leaving the middle of a single rank, it cuts
 * its Block in two: the far side is marked, and the players correct it by tapping.
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    readonly property pendingPursuit pursuit: combat.pursuit
    readonly property var pursuer: combat.pursuerInfo
    readonly property string pursuerArmy: (pursuer.side ?? 0) === 0 ? BattleSession.armyA.name : BattleSession.armyB.name

    spacing: 8

    // The pursuit, its pursuer and its far side, from the engine: they follow every pursuit and undo.
    CombatController {
        id: combat
        session: panel.active ? BattleSession : null
    }

    /**
     * Whether the panel leads now. The battle page keeps every panel it has shown and
     * shows it again when its phase comes back (a tap answers within a frame); a panel
     * that does not lead asks the engine nothing and leaves the selection alone.
     */
    property bool active: true
    /** Starts afresh on the step pending now: its file marked, as the engine has it. */
    function begin() {
        selection.clear();
        // The pursuer goes alone (§11.1); a tap marks or unmarks the Bases cut off beyond it.
        selection.markFile(pursuit.file, [], pursuit.farSide);
        selection.tapMode = "far";
    }
    Component.onCompleted: {
        if (active)
            begin();
    }

    RowLayout {
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            objectName: "pursuitText"
            Layout.fillWidth: true
            text: panel.pursuit.optional
                  ? qsTr("%1 of %2 may pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.", "", panel.pursuit.distance).arg(panel.pursuer.label ?? "").arg(panel.pursuerArmy)
                  : qsTr("%1 of %2 must pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.", "", panel.pursuit.distance).arg(panel.pursuer.label ?? "").arg(panel.pursuerArmy)
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "11.1" }
    }
    RowLayout {
        Layout.fillWidth: true
        FilledButton {
            objectName: "declineButton"
            Layout.fillWidth: true
            implicitHeight: 56
            visible: panel.pursuit.optional
            text: qsTr("Decline")
            font.capitalization: Font.MixedCase
            onClicked: panel.selection.command(() => combat.pursue({ "decline": true }), () => panel.selection.clear())
        }
        FilledButton {
            objectName: "pursueButton"
            Layout.fillWidth: true
            implicitHeight: 56
            highlighted: true
            text: qsTr("Pursue")
            font.capitalization: Font.MixedCase
            onClicked: panel.selection.command(() => combat.pursue({ "decline": false, "far_side": panel.selection.farSide }),
                                               () => panel.selection.clear())
        }
    }
    Label {
        textFormat: Text.PlainText
        objectName: "pursuitFarSide"
        Layout.fillWidth: true
        visible: panel.selection.farSide.length > 0
        text: qsTr("Cut off beyond it, a Block of their own: %n Base(s), marked. Tap a Base to change it.", "", panel.selection.farSide.length)
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
    FightResult {
        Layout.fillWidth: true
        Layout.topMargin: 8
        fight: BattleSession.lastFight
    }
}
