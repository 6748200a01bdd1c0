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
    /**
     * True once the picker has been shown: its faces are made then, and kept (a face hidden
     * by its own tap is not destroyed under it). Hidden pickers, such as the players' dice
     * while the app rolls, make nothing on the way to the page's first frame.
     */
    property bool made: false
    onVisibleChanged: if (visible) made = true
    Component.onCompleted: if (visible) made = true
    // The row is made whole, with its faces, from its own file: faces added to a laid-out row
    // while the page around it is still being made are not placed (Qt 6.4), and a Loader's
    // inline component cannot be made here ("outside its creation context").
    onMadeChanged: if (made) faceRow.setSource(Qt.resolvedUrl("DieFaceRow.qml"), { "picker": picker })

    spacing: 6

    Label {
        textFormat: Text.PlainText
        text: picker.title
        font.pixelSize: 16
        color: picker.Material.secondaryTextColor
    }
    Loader {
        id: faceRow
        Layout.fillWidth: true
    }
}
