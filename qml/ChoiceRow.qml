pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * A labelled segmented control: mutually exclusive choices side by side, each a
 * large touch target. `choices` holds the visible texts; `currentIndex` is the
 * chosen one; `chosen(index)` reports a tap.
 */
ColumnLayout {
    id: row

    property string title
    /** The rulebook section the choice comes from, e.g. "3.1"; shown as a link. */
    property string citation
    property list<string> choices
    property int currentIndex: 0
    signal chosen(int index)

    spacing: 6

    RowLayout {
        visible: row.title.length > 0
        spacing: 0
        Label {
            textFormat: Text.PlainText
            text: row.title
            font.pixelSize: 16
            color: row.Material.secondaryTextColor
        }
        CitationButton {
            objectName: "citation"
            visible: row.citation.length > 0
            section: row.citation
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6

        Repeater {
            model: row.choices
            delegate: AbstractButton {
                id: segment

                required property int index
                required property string modelData
                readonly property bool selected: index === row.currentIndex

                objectName: "choice" + index
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                // Long texts (an army's name) wrap onto a second line rather than widen the panel.
                Layout.minimumWidth: 48
                implicitHeight: Math.max(56, implicitContentHeight + 12)
                implicitWidth: implicitContentWidth + 24
                text: modelData
                Accessible.role: Accessible.RadioButton
                Accessible.checkable: true
                Accessible.checked: selected
                onClicked: row.chosen(index)

                contentItem: Label {
                    textFormat: Text.PlainText
                    text: segment.text
                    font.pixelSize: 17
                    font.bold: segment.selected
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.Wrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    color: segment.selected ? "white" : segment.Material.foreground
                }
                background: Rectangle {
                    color: segment.selected ? segment.Material.primaryColor
                         : segment.pressed ? segment.Material.rippleColor : "transparent"
                    border.width: 1
                    border.color: segment.selected ? segment.Material.primaryColor : segment.Material.hintTextColor
                    radius: 8
                }
            }
        }
    }
}
