pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/** A row of a die's faces to tap: how the players tell the app what their real die shows. */
ColumnLayout {
    id: picker

    property string title
    /** The faces to offer, lowest first. */
    property list<int> faces
    /** The face shown as chosen; 0 for none. */
    property int value: 0
    /** A face was tapped. */
    signal picked(int face)
    /** Prefix for the faces' object names, e.g. "face0_" gives "face0_5". */
    property string facePrefix: "face_"

    spacing: 6

    Label {
        textFormat: Text.PlainText
        text: picker.title
        font.pixelSize: 16
        color: picker.Material.secondaryTextColor
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: picker.faces
            delegate: Button {
                required property int modelData
                objectName: picker.facePrefix + modelData
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                implicitHeight: 64
                text: modelData
                font.pixelSize: 24
                font.bold: true
                highlighted: picker.value === modelData
                Accessible.name: qsTr("%1 shows %2").arg(picker.title).arg(modelData)
                onClicked: picker.picked(modelData)
            }
        }
    }
}
