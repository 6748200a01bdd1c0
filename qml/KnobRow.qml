import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * One rules option of a new battle: what it is, its default, the control that
 * sets it (the row's content) and the rulebook section it comes from (§13).
 */
Item {
    id: knob

    property string title
    /** The default in words, e.g. "Default: 2 BW". */
    property string defaultText
    /** The rulebook section, e.g. "6.1"; shown as a link. */
    property string section
    default property alias content: slot.data

    Layout.fillWidth: true
    implicitWidth: texts.implicitWidth + slot.implicitWidth + citation.implicitWidth + 16
    implicitHeight: Math.max(texts.implicitHeight + 4, slot.implicitHeight, citation.implicitHeight)

    Column {
        id: texts
        anchors.left: parent.left
        anchors.right: slot.left
        anchors.rightMargin: 8
        anchors.verticalCenter: parent.verticalCenter
        spacing: 0
        Label {
            textFormat: Text.PlainText
            width: parent.width
            text: knob.title
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            objectName: "knobDefault"
            width: parent.width
            text: knob.defaultText
            font.pixelSize: 14
            color: knob.Material.secondaryTextColor
            wrapMode: Label.WordWrap
        }
    }
    Row {
        id: slot
        anchors.right: citation.left
        anchors.rightMargin: 4
        anchors.verticalCenter: parent.verticalCenter
    }
    CitationButton {
        id: citation
        // One width for every row, so that the controls stand in one column.
        width: Math.max(implicitWidth, 64)
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        visible: knob.section.length > 0
        section: knob.section.length > 0 ? knob.section : "13"
    }
}
