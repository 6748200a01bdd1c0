import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * One rules option of a new battle: what it is, its default, the control that
 * sets it (the row's content) and the rulebook section it comes from (§13).
 */
RowLayout {
    id: knob

    property string title
    /** The default in words, e.g. "Default: 2 BW". */
    property string defaultText
    /** The rulebook section, e.g. "6.1"; shown as a link. */
    property string section
    default property alias content: slot.data

    Layout.fillWidth: true
    spacing: 4

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 0
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: knob.title
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            objectName: "knobDefault"
            Layout.fillWidth: true
            text: knob.defaultText
            font.pixelSize: 13
            color: knob.Material.secondaryTextColor
            wrapMode: Label.WordWrap
        }
    }
    RowLayout {
        id: slot
        spacing: 0
    }
    CitationButton {
        visible: knob.section.length > 0
        section: knob.section.length > 0 ? knob.section : "13"
    }
}
