import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

/**
 * One die as it lies on the table: its value, and whether it is the die that
 * counts. A kept die is filled with the accent colour and labelled; a dropped
 * die is faded and struck through.
 */
Item {
    id: face

    property int value: 0
    property bool kept: true
    property bool showLabel: true
    /** The label under the die instead of "Kept" or "Dropped", e.g. "Hit" or a result's name. */
    property string note
    property real size: 120

    // As wide as its label: a result's name under a small die does not run into the next die.
    implicitWidth: Math.max(size, showLabel ? label.implicitWidth : 0)
    implicitHeight: size + (showLabel ? label.implicitHeight + 6 : 0)

    Accessible.role: Accessible.StaticText
    Accessible.name: note.length > 0 ? value + ", " + note : kept ? qsTr("%1, kept").arg(value) : qsTr("%1, dropped").arg(value)

    Rectangle {
        id: body
        anchors.horizontalCenter: parent.horizontalCenter
        width: face.size
        height: face.size
        radius: face.size * 0.18
        color: face.kept ? face.Material.accentColor : "transparent"
        border.width: face.kept ? 0 : 3
        border.color: face.Material.hintTextColor
        opacity: face.kept ? 1 : 0.6

        Label {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: face.value > 0 ? face.value : "–"
            font.pixelSize: face.size * 0.55
            font.bold: true
            // The dark theme's accent is a light tint: dark digits read better on it.
            color: !face.kept ? face.Material.foreground : face.Material.theme === Material.Dark ? "#212121" : "white"
        }
        // The strike-through of a dropped die.
        Rectangle {
            visible: !face.kept
            anchors.centerIn: parent
            width: parent.width * 1.1
            height: 4
            rotation: -35
            color: face.Material.hintTextColor
        }
    }
    Label {
        textFormat: Text.PlainText
        id: label
        visible: face.showLabel
        anchors.top: body.bottom
        anchors.topMargin: 6
        anchors.horizontalCenter: body.horizontalCenter
        text: face.note.length > 0 ? face.note : face.kept ? qsTr("Kept") : qsTr("Dropped")
        font.pixelSize: 16
        font.bold: face.kept
        color: face.kept ? face.Material.accentColor : face.Material.hintTextColor
    }
}
