pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The players' own dice for one roll (§3.1): one die for Regular, two for
 * Elite and Levy, on the averaging die or the d6; under the §13 Elite/Levy
 * mechanic three (best of three), or two and the reroll once the first two ask
 * for it (ruling R42). The engine says how many (DiceReading). `roll` is null
 * until every die has been tapped in; null lets the app roll.
 */
ColumnLayout {
    id: input

    property string title
    /** "elite", "regular" or "levy" */
    property string quality: "regular"
    /** "averaging" or "d6" */
    property string die: "averaging"
    /** "none", "reroll" or "best-of-three": the battle's elite_mechanic */
    property string mechanic: "none"
    property int first: 0
    property int second: 0
    property int third: 0
    readonly property int count: reading.count
    readonly property bool complete: reading.complete
    /** The dice as the battle file writes them: { first, second[, third] } (second 0 for one die), or null until complete. */
    readonly property var roll: !complete ? null
        : count === 3 ? { "first": first, "second": second, "third": third }
        : { "first": first, "second": count === 1 ? 0 : second }

    function reset() {
        first = 0;
        second = 0;
        third = 0;
    }

    spacing: 4

    DiceReading {
        id: reading
        quality: input.quality
        die: input.die
        mechanic: input.mechanic
        first: input.first
        second: input.second
        third: input.third
    }

    DieFacePicker {
        Layout.fillWidth: true
        title: input.count === 1 ? input.title : qsTr("%1: first die").arg(input.title)
        faces: reading.faces
        facePrefix: input.objectName + "_first_"
        value: input.first
        onPicked: face => input.first = face
    }
    DieFacePicker {
        Layout.fillWidth: true
        visible: input.count >= 2
        title: qsTr("%1: second die").arg(input.title)
        faces: reading.faces
        facePrefix: input.objectName + "_second_"
        value: input.second
        onPicked: face => input.second = face
    }
    DieFacePicker {
        Layout.fillWidth: true
        visible: input.count === 3
        title: reading.thirdIsReroll ? qsTr("%1: the kept die rolled again").arg(input.title)
                                     : qsTr("%1: third die").arg(input.title)
        faces: reading.faces
        facePrefix: input.objectName + "_third_"
        value: input.third
        onPicked: face => input.third = face
    }
}
