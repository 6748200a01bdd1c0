pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * The players' own dice, read one by one: tap each die's face in turn until the
 * roll has as many as it needs; Clear starts again. `faces` holds what was read,
 * `ready` says the roll is complete.
 */
ColumnLayout {
    id: entry

    /** How many dice the roll needs. */
    property int count: 1
    /** The die's sides: 6, or 3 for a D3 (§9). */
    property int sides: 6
    property list<int> faces: []
    readonly property bool ready: faces.length === count && count > 0
    /** What each die is, when they differ (the initiative: each army's), in order; empty for plain dice. */
    property list<string> labels: []

    function clear() {
        faces = [];
    }
    function add(face: int) {
        if (faces.length >= count)
            return;
        const list = Array.from(faces);
        list.push(face);
        faces = list;
    }

    spacing: 6
    onCountChanged: clear()

    Label {
        objectName: "diceRead"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        wrapMode: Label.Wrap
        font.pixelSize: 16
        text: {
            const next = entry.faces.length < entry.count
                ? (entry.labels.length > entry.faces.length ? entry.labels[entry.faces.length]
                                                            : qsTr("die %1 of %2").arg(entry.faces.length + 1).arg(entry.count))
                : "";
            const read = entry.faces.length > 0 ? qsTr("Read: %1").arg(entry.faces.join(", ")) : qsTr("No die read yet");
            return next.length > 0 ? qsTr("%1 · tap %2").arg(read).arg(next) : read;
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: entry.sides
            delegate: MwrButton {
                required property int index
                objectName: "ohwFace_" + (index + 1)
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                implicitWidth: 48
                text: index + 1
                font.pixelSize: 20
                font.bold: true
                enabled: entry.faces.length < entry.count
                Accessible.name: qsTr("A die shows %1").arg(index + 1)
                onClicked: entry.add(index + 1)
            }
        }
        MwrButton {
            objectName: "ohwFacesClear"
            text: qsTr("Clear")
            enabled: entry.faces.length > 0
            onClicked: entry.clear()
        }
    }
}
