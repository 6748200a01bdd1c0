pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Ancients.Bridge

/**
 * With the follow-up knob on (§13, ruling R40), a winner whose enemy gave ground
 * may follow it up one hex, alone, or stay. Leaving its Block opens a seam: the
 * Bases on either side take +1 Fatigue (§6.2), marked from the formation; the
 * players correct the marks by tapping if the table differs.
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    readonly property pendingFollowUp followUp: combat.followUp
    readonly property var follower: combat.followerInfo
    readonly property var followed: combat.followedInfo
    readonly property string followerArmy: followUp.winnerSide === 1 ? BattleSession.armyB.name : BattleSession.armyA.name
    readonly property var markModes: ["seam", "far"]

    spacing: 8

    // The follow-up, its winner and its seams, from the engine: they follow every choice and undo.
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
        selection.markFile([followUp.winner], followUp.seamBases, followUp.farSide);
        selection.tapMode = "seam";
        selection.marksShown = true;
    }
    Component.onCompleted: {
        if (active)
            begin();
    }

    // The text and its citation side by side, placed by anchors: the texts change as the panel
    // marks the file, and a nested RowLayout (Qt 6.4) kept the height of the text before, with
    // the citation below the text and a gap under it.
    Item {
        Layout.fillWidth: true
        implicitHeight: Math.max(followUpText.implicitHeight, followUpCitation.implicitHeight)
        Label {
            id: followUpText
            textFormat: Text.PlainText
            objectName: "followUpText"
            anchors.left: parent.left
            anchors.right: followUpCitation.left
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("%1 of %2 may follow up %3 one hex, alone. Move the figure and confirm, or stay.")
                  .arg(panel.follower.label ?? "").arg(panel.followerArmy).arg(panel.followed.label ?? "")
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        CitationButton {
            id: followUpCitation
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            section: "13"
        }
    }
    RowLayout {
        Layout.fillWidth: true
        FilledButton {
            objectName: "stayButton"
            Layout.fillWidth: true
            implicitHeight: 56
            text: qsTr("Stay")
            font.capitalization: Font.MixedCase
            onClicked: panel.selection.command(() => combat.decideFollowUp({ "decline": true }), () => panel.selection.clear())
        }
        FilledButton {
            objectName: "followUpButton"
            Layout.fillWidth: true
            implicitHeight: 56
            highlighted: true
            text: qsTr("Follow up")
            font.capitalization: Font.MixedCase
            onClicked: panel.selection.command(() => combat.decideFollowUp({ "decline": false, "seam_bases": panel.selection.seams,
                                                                             "far_side": panel.selection.farSide }),
                                               () => panel.selection.clear())
        }
    }
    Item {
        Layout.fillWidth: true
        visible: panel.selection.seams.length > 0
        implicitHeight: Math.max(followUpSeams.implicitHeight, seamCitation.implicitHeight)
        Label {
            id: followUpSeams
            textFormat: Text.PlainText
            objectName: "followUpSeams"
            anchors.left: parent.left
            anchors.right: seamCitation.left
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Leaving its Block opens a seam: the %n marked Base(s) take +1 Fatigue each.", "", panel.selection.seams.length)
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        CitationButton {
            id: seamCitation
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            section: "6.2"
        }
    }
    ChoiceRow {
        objectName: "followUpMarkChoice"
        Layout.fillWidth: true
        visible: panel.followUp.seamBases.length > 0
        choices: [qsTr("Seam (%1)").arg(panel.selection.seams.length), qsTr("Far side (%1)").arg(panel.selection.farSide.length)]
        // The chip chosen is what a tap does.
        currentIndex: panel.markModes.indexOf(panel.selection.tapMode)
        onChosen: index => panel.selection.tapMode = panel.markModes[index]
    }
    FightResult {
        Layout.fillWidth: true
        Layout.topMargin: 8
        fight: BattleSession.lastFight
    }
}
