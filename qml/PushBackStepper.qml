import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/**
 * How a loss's points are split (§9.5): held as Fatigue or given as push-back,
 * one point at a time. The allocation panel and the umpire's re-allocation both
 * use it. A Skirmisher that evades gives every point as ground (§11.2).
 */
RowLayout {
    id: stepper

    /** The points the loss has to allocate. */
    property int points: 0
    /** Every point is ground given: the split cannot change. */
    property bool mustEvade: false
    property int pushBack: mustEvade ? points : 0

    /** Back to no ground given (all of it for an evading Skirmisher), following the loss again. */
    function reset() {
        pushBack = Qt.binding(() => stepper.mustEvade ? stepper.points : 0);
    }

    spacing: 8

    Label {
        textFormat: Text.PlainText
        objectName: "allocationSplit"
        Layout.fillWidth: true
        text: qsTr("Fatigue %1 · push-back %2").arg(stepper.points - stepper.pushBack).arg(stepper.pushBack)
        font.pixelSize: 18
        // German and French run longer than the room beside the buttons: wrap, never run under them.
        wrapMode: Label.WordWrap
    }
    RoundButton {
        objectName: "lessPushBack"
        implicitWidth: 56
        implicitHeight: 56
        text: "−"
        font.pixelSize: 24
        enabled: !stepper.mustEvade && stepper.pushBack > 0
        Accessible.name: qsTr("One point less of push-back")
        onClicked: stepper.pushBack -= 1
    }
    RoundButton {
        objectName: "morePushBack"
        implicitWidth: 56
        implicitHeight: 56
        text: "+"
        font.pixelSize: 24
        enabled: !stepper.mustEvade && stepper.pushBack < stepper.points
        Accessible.name: qsTr("One point more of push-back")
        onClicked: stepper.pushBack += 1
    }
    CitationButton { section: "9.5" }
}
