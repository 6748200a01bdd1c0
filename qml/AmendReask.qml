pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * A later choice the correction made illegal, asked again with the controls the
 * players use: a loss allocated again on the push-back stepper (§9.5, §9.6),
 * a pursuit decided again (§11.1), or a follow-up (§13, ruling R40). The file, its seams and its far side are
 * those the engine's formation shows for the state the replay reached.
 */
ColumnLayout {
    id: reask

    required property AmendController amend
    readonly property pendingLoss loss: amend.askLoss
    readonly property pendingPursuit pursuit: amend.askPursuit
    readonly property pendingFollowUp followUp: amend.askFollowUp

    spacing: 6

    Label {
        textFormat: Text.PlainText
        objectName: "askText"
        Layout.fillWidth: true
        text: reask.amend.askText
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.WordWrap
    }

    ColumnLayout {
        visible: reask.amend.askKind === "allocate-loss"
        Layout.fillWidth: true
        spacing: 6
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("%1 by %n: every point is allocated.", "", reask.loss.points).arg(reask.amend.askLoser)
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        PushBackStepper {
            id: stepper
            objectName: "reaskStepper"
            Layout.fillWidth: true
            points: reask.loss.points
            mustEvade: reask.loss.mustEvade
        }
        ChoiceRow {
            id: rearSide
            visible: stepper.pushBack > 0
            Layout.fillWidth: true
            title: qsTr("The file recoils along its rear diagonal to the")
            citation: "9.6"
            choices: [qsTr("Left"), qsTr("Right")]
            onChosen: index => currentIndex = index
        }
        FlatSwitch {
            id: pinned
            visible: stepper.pushBack > 0
            Layout.fillWidth: true
            text: qsTr("Pinned: friends, terrain or the table edge block the way")
            Accessible.name: text
        }
        FilledButton {
            objectName: "reaskAllocateButton"
            Layout.fillWidth: true
            implicitHeight: 56
            highlighted: true
            font.capitalization: Font.MixedCase
            font.pixelSize: 18
            text: qsTr("Allocate")
            onClicked: {
                const moves = stepper.pushBack > 0;
                reask.amend.answer({ "fatigue": stepper.points - stepper.pushBack, "push_back": stepper.pushBack,
                                     "rear_side": rearSide.currentIndex === 1 ? "right" : "left", "pinned": pinned.checked,
                                     "file": moves ? reask.loss.file : [], "seam_bases": moves ? reask.loss.seamBases : [],
                                     "far_side": moves ? reask.loss.farSide : [] });
            }
        }
    }

    ColumnLayout {
        visible: reask.amend.askKind === "pursue"
        Layout.fillWidth: true
        spacing: 6
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("%1 may follow up the beaten enemy.").arg(reask.amend.askLoser)
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            FilledButton {
                objectName: "reaskPursueButton"
                Layout.fillWidth: true
                implicitHeight: 56
                highlighted: true
                font.capitalization: Font.MixedCase
                text: qsTr("Pursue")
                onClicked: reask.amend.answer({ "decline": false, "file": reask.pursuit.file, "far_side": reask.pursuit.farSide })
            }
            FilledButton {
                objectName: "reaskDeclineButton"
                Layout.fillWidth: true
                implicitHeight: 56
                visible: reask.pursuit.optional
                font.capitalization: Font.MixedCase
                text: qsTr("Decline")
                onClicked: reask.amend.answer({ "decline": true, "file": [], "far_side": [] })
            }
            CitationButton { section: "11.1" }
        }
    }

    ColumnLayout {
        visible: reask.amend.askKind === "follow-up"
        Layout.fillWidth: true
        spacing: 6
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("%1 may follow up the enemy that gave ground, one hex.").arg(reask.amend.askLoser)
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            FilledButton {
                objectName: "reaskFollowUpButton"
                Layout.fillWidth: true
                implicitHeight: 56
                highlighted: true
                font.capitalization: Font.MixedCase
                text: qsTr("Follow up")
                onClicked: reask.amend.answer({ "decline": false, "seam_bases": reask.followUp.seamBases,
                                                "far_side": reask.followUp.farSide })
            }
            FilledButton {
                objectName: "reaskStayButton"
                Layout.fillWidth: true
                implicitHeight: 56
                font.capitalization: Font.MixedCase
                text: qsTr("Stay")
                onClicked: reask.amend.answer({ "decline": true, "seam_bases": [], "far_side": [] })
            }
            CitationButton { section: "13" }
        }
    }
}
