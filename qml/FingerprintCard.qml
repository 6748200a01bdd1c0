import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * The battle's fingerprint (the head hash's first 8 hex digits), large enough to
 * photograph, for the players to note: `ancients verify FILE --head` checks a
 * battle file against it (rulebook/threat-model.md).
 */
Rectangle {
    id: card

    /** The fingerprint to show; the card hides without one. */
    property string fingerprint
    /** What the fingerprint is of, above it. */
    property string caption

    visible: card.fingerprint.length > 0
    implicitHeight: column.implicitHeight + 16
    radius: 6
    color: card.Material.theme === Material.Dark ? "#263238" : "#eceff1"
    Accessible.role: Accessible.StaticText
    Accessible.name: card.caption + " " + card.fingerprint

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 8
        spacing: 2
        Label {
            Layout.fillWidth: true
            text: card.caption
            textFormat: Text.PlainText
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        Label {
            objectName: "fingerprintText"
            Layout.fillWidth: true
            text: card.fingerprint
            textFormat: Text.PlainText
            font.family: "monospace"
            font.pixelSize: 30
            font.bold: true
            font.letterSpacing: 3
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Note it or photograph it: a battle file is checked against it with “ancients verify FILE --head %1”.").arg(card.fingerprint)
            textFormat: Text.PlainText
            font.pixelSize: 14
            color: card.Material.secondaryTextColor
            wrapMode: Label.WordWrap
        }
    }
}
