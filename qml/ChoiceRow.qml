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
        // As tall with a citation as without: ChoiceRows side by side keep their chips level.
        Layout.minimumHeight: 48
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
    // The chips share the width equally. A Row places them rather than a RowLayout: when the
    // texts change after the first layout (a count in a chip, as the players mark Bases), Qt's
    // Layouts (6.4) can keep a nested RowLayout marked dirty after a rearrange and then ignore
    // the chips the Repeater adds, leaving them at x = 0 on top of each other. A Row places
    // every chip it is given, and the chips stay: the model is the count, the texts are read
    // by index, so a new text only changes a label.
    Row {
        id: chips
        objectName: "chips"
        Layout.fillWidth: true
        // Never wider than the panel gives: 48 px a chip at least, long texts wrap.
        Layout.minimumWidth: row.choices.length * 48 + Math.max(0, row.choices.length - 1) * chips.spacing
        Layout.preferredWidth: row.choices.length * 48 + Math.max(0, row.choices.length - 1) * chips.spacing
        spacing: 6
        readonly property real chipWidth: row.choices.length > 0
                                          ? (chips.width - chips.spacing * (row.choices.length - 1)) / row.choices.length : 0
        // All chips as tall as the tallest: one that wraps makes the row taller.
        readonly property real chipHeight: {
            let tallest = 56;
            for (let i = 0; i < chips.children.length; ++i)
                tallest = Math.max(tallest, chips.children[i].implicitHeight);
            return tallest;
        }

        Repeater {
            model: row.choices.length
            delegate: AbstractButton {
                id: segment

                required property int index
                readonly property bool selected: index === row.currentIndex

                objectName: "choice" + index
                width: chips.chipWidth
                height: chips.chipHeight
                // The text keeps clear of the chip's border: a long one wraps rather than touch it.
                leftPadding: 8
                rightPadding: 8
                implicitHeight: Math.max(56, implicitContentHeight + 12)
                implicitWidth: implicitContentWidth + leftPadding + rightPadding + 8
                text: row.choices[index] ?? ""
                Accessible.role: Accessible.RadioButton
                Accessible.checkable: true
                Accessible.checked: selected
                onClicked: row.chosen(index)

                contentItem: Label {
                    textFormat: Text.PlainText
                    text: segment.text
                    font.pixelSize: 16
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
