pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The loser of a fight allocates its points (§9.5): each as +1 Fatigue on the
 * losing Base, or one base-depth of push-back, which recoils the Base's whole
 * file and splits it off, paying the seams (§9.6). A Skirmisher that is not
 * caught falls back instead (§11.2); a pinned Base takes push-back as Fatigue.
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    readonly property pendingLoss loss: combat.loss
    readonly property int points: loss.points
    readonly property bool mustEvade: loss.mustEvade
    readonly property var loser: combat.loserInfo
    readonly property string loserArmy: combat.loserArmy
    property alias pushBack: stepper.pushBack
    readonly property var markModes: ["mark", "seam", "far"]
    /**
     * Whether the panel leads now. The battle page keeps every panel it has shown and
     * shows it again when its phase comes back (a tap answers within a frame); a panel
     * that does not lead asks the engine nothing and leaves the selection alone.
     */
    property bool active: true

    spacing: 8

    // The loss, its loser and its file, from the engine: they follow every allocation and undo.
    CombatController {
        id: combat
        session: panel.active ? BattleSession : null
    }

    /**
     * Marks what the card's formation shows for a push-back (§9.6): the loser's
     * file, the Bases on either side of the seams it tears, and, for a middle
     * file, the Bases on its far side. The players correct it by tapping if the
     * table differs.
     */
    function suggest() {
        selection.clear();
        selection.tapMode = "mark";
        // The engine's formation: a Skirmisher that evades falls back and pays no seam (§11.2).
        selection.markFile(loss.file, loss.seamBases, loss.farSide);
        // The losing Base stands out on its card.
        selection.picked = loss.loser;
        selection.pickedSide = loss.loserSide;
    }

    /** Allocates the loss as the panel shows it. */
    function allocate() {
        // Points held as Fatigue move nothing: the file and its seams matter only for a push-back.
        const moves = pushBack > 0;
        const file = moves ? Array.from(selection.marked) : [];
        if (file.length > 0 && file.indexOf(loss.loser) < 0)
            file.unshift(loss.loser);
        // The battle file's fields of the allocation (rulebook/battle-format.md).
        const allocation = { "fatigue": points - pushBack, "push_back": pushBack,
                             "rear_side": rearSide.currentIndex === 1 ? "right" : "left",
                             "pinned": pinned.checked, "file": file,
                             "seam_bases": moves ? selection.seams : [],
                             "far_side": moves ? selection.farSide : [] };
        // A pursuit that follows leads to its own panel, which marks the pursuer's file.
        selection.command(() => combat.allocateLoss(allocation), () => selection.clear());
    }

    /** Starts afresh on the loss pending now: no ground given, the file suggested, not pinned, the left diagonal. */
    function begin() {
        stepper.reset();
        rearSide.currentIndex = 0;
        pinned.checked = false;
        suggest();
        selection.marksShown = pushBack > 0;
    }
    Component.onCompleted: {
        if (active)
            begin();
    }
    onPushBackChanged: {
        if (active)
            selection.marksShown = pushBack > 0;
    }

    Label {
        textFormat: Text.PlainText
        objectName: "lossText"
        Layout.fillWidth: true
        text: qsTr("%1 lost by %n: %2 allocates every point.", "", panel.points).arg(panel.loser.label ?? "").arg(panel.loserArmy)
        font.pixelSize: 20
        font.bold: true
        wrapMode: Label.WordWrap
    }
    RowLayout {
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: panel.mustEvade
            text: qsTr("A Skirmisher that is not caught falls back: every point is ground given, none is Fatigue.")
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "11.2"; visible: panel.mustEvade }
    }
    PushBackStepper {
        id: stepper
        Layout.fillWidth: true
        points: panel.points
        mustEvade: panel.mustEvade
    }
    // The decision, under the stepper: allocate as set, or give every point as ground in one tap.
    // One above the other, so that neither text is cut in any language.
    ColumnLayout {
        Layout.fillWidth: true
        spacing: 6
        FilledButton {
            objectName: "allGroundButton"
            Layout.fillWidth: true
            implicitHeight: 56
            visible: !panel.mustEvade && panel.pushBack < panel.points
            font.capitalization: Font.MixedCase
            font.pixelSize: 16
            text: qsTr("Push back %n and allocate", "", panel.points)
            onClicked: {
                panel.pushBack = panel.points;
                panel.allocate();
            }
        }
        FilledButton {
            objectName: "allocateButton"
            Layout.fillWidth: true
            implicitHeight: 56
            highlighted: true
            font.capitalization: Font.MixedCase
            font.pixelSize: 18
            text: qsTr("Allocate")
            onClicked: panel.allocate()
        }
    }
    ColumnLayout {
        visible: panel.pushBack > 0
        Layout.fillWidth: true
        spacing: 6
        ChoiceRow {
            id: rearSide
            objectName: "rearSideChoice"
            Layout.fillWidth: true
            title: qsTr("The file recoils along its rear diagonal to the")
            citation: "9.6"
            choices: [qsTr("Left"), qsTr("Right")]
            onChosen: index => currentIndex = index
        }
        FlatSwitch {
            id: pinned
            objectName: "pinnedSwitch"
            Layout.fillWidth: true
            text: qsTr("Pinned: friends, terrain or the table edge block the way")
            font.pixelSize: 16
            Accessible.name: text
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Marked from the Block's formation; tap to correct what the table shows:")
            font.pixelSize: 16
            color: panel.Material.secondaryTextColor
        }
        ChoiceRow {
            objectName: "markChoice"
            Layout.fillWidth: true
            choices: [qsTr("File (%1)").arg(panel.selection.marked.length), qsTr("Seams (%1)").arg(panel.selection.seams.length),
                      qsTr("Far side (%1)").arg(panel.selection.farSide.length)]
            currentIndex: panel.markModes.indexOf(panel.selection.tapMode)
            onChosen: index => panel.selection.tapMode = panel.markModes[index]
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: panel.selection.tapMode === "seam" ? qsTr("Tap the Bases on either side of each seam the recoil tears.")
                : panel.selection.tapMode === "far" ? qsTr("A middle file leaves: tap the Bases on one side of it, which become a Block of their own.")
                : qsTr("Tap the Bases of the file that recoil with the loser (none: the loser alone).")
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
    }
    // The fight that made the loss, step by step (§9.1), below the choice it asks for.
    FightResult {
        Layout.fillWidth: true
        Layout.topMargin: 8
        fight: BattleSession.lastFight
    }
}
