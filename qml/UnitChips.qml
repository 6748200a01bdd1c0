pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * Chips to tap, one per option, wrapping onto as many lines as they need: the units an
 * umpire picks (whose names come from army lists: plain text) or the ground behind a
 * pushed unit. `options` holds { key, text }; `selected` the keys chosen; a tap reports
 * `tapped(key)`, and the owner decides what is chosen.
 */
ColumnLayout {
    id: chips

    property string title
    property var options: []
    property var selected: []
    /** Prefix for the chips' object names: "contact_" gives "contact_4". */
    property string chipPrefix: "chip_"
    signal tapped(var key)

    spacing: 6

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: chips.title.length > 0
        text: chips.title
        font.pixelSize: 16
        wrapMode: Label.WordWrap
        color: chips.Material.secondaryTextColor
    }
    Flow {
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: chips.options
            delegate: AbstractButton {
                id: chip
                required property var modelData
                readonly property bool chosen: chips.selected.indexOf(modelData.key) >= 0
                objectName: chips.chipPrefix + modelData.key
                width: Math.min(implicitWidth, chips.width)
                implicitWidth: Math.max(64, contentItem.implicitWidth + 24)
                implicitHeight: Math.max(52, contentItem.implicitHeight + 12)
                Accessible.role: Accessible.CheckBox
                Accessible.checkable: true
                Accessible.checked: chosen
                Accessible.name: modelData.text
                onClicked: chips.tapped(modelData.key)
                contentItem: Label {
                    textFormat: Text.PlainText
                    text: chip.modelData.text
                    font.pixelSize: 16
                    font.bold: chip.chosen
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.Wrap
                    color: chip.chosen ? "white" : chip.Material.foreground
                }
                background: Rectangle {
                    color: chip.chosen ? chip.Material.primaryColor : chip.pressed ? chip.Material.rippleColor : "transparent"
                    border.width: 1
                    border.color: chip.chosen ? chip.Material.primaryColor : chip.Material.hintTextColor
                    radius: 8
                }
            }
        }
    }
}
