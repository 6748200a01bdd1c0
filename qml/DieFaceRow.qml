pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/** The faces of a DieFacePicker in a row, made once the picker is first shown (DieFacePicker.made). */
RowLayout {
    id: row

    /** The picker whose faces these are: its faces, its chosen face, its title and names. */
    required property DieFacePicker picker

    spacing: 6

    Repeater {
        model: row.picker.faces
        delegate: FilledButton {
            required property int modelData
            objectName: row.picker.facePrefix + modelData
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            implicitHeight: 64
            text: modelData
            font.pixelSize: 24
            font.bold: true
            highlighted: row.picker.value === modelData
            Accessible.name: qsTr("%1 shows %2").arg(row.picker.title).arg(modelData)
            onClicked: row.picker.picked(modelData)
        }
    }
}
