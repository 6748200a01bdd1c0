pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

/**
 * The players' own dice for one roll (§3.1): one die for Regular, two for
 * Elite and Levy, on the averaging die or the d6. `dice` is empty until every
 * die has been tapped in; an empty list lets the app roll.
 */
ColumnLayout {
    id: input

    property string title
    /** "elite", "regular" or "levy" */
    property string quality: "regular"
    /** "averaging" or "d6" */
    property string die: "averaging"
    property int first: 0
    property int second: 0
    readonly property int count: quality === "regular" ? 1 : 2
    readonly property list<int> faces: die === "d6" ? [1, 2, 3, 4, 5, 6] : [2, 3, 4, 5]
    readonly property list<int> dice: first > 0 && (count === 1 || second > 0) ? (count === 1 ? [first] : [first, second]) : []
    readonly property bool complete: dice.length > 0
    /** The dice as the battle file writes them: { first, second } (second 0 for one die), or null until complete. */
    readonly property var roll: complete ? { "first": first, "second": count === 1 ? 0 : second } : null

    function reset() {
        first = 0;
        second = 0;
    }

    spacing: 4

    DieFacePicker {
        Layout.fillWidth: true
        title: input.count === 1 ? input.title : qsTr("%1: first die").arg(input.title)
        faces: input.faces
        facePrefix: input.objectName + "_first_"
        value: input.first
        onPicked: face => input.first = face
    }
    DieFacePicker {
        Layout.fillWidth: true
        visible: input.count === 2
        title: qsTr("%1: second die").arg(input.title)
        faces: input.faces
        facePrefix: input.objectName + "_second_"
        value: input.second
        onPicked: face => input.second = face
    }
}
