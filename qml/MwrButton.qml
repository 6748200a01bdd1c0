import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

/**
 * A button of the My Wargame Rules battle page: a flat fill and an outline any
 * renderer draws, its text always plain (a unit's name comes from an army list),
 * at least 56 px tall. `filled` draws it in the accent: the action picked, the
 * deciding button.
 */
AbstractButton {
    id: button

    property bool filled: false
    readonly property bool dark: Material.theme === Material.Dark

    implicitHeight: Math.max(56, implicitContentHeight + topPadding + bottomPadding)
    implicitWidth: Math.max(64, implicitContentWidth + leftPadding + rightPadding)
    leftPadding: 14
    rightPadding: 14
    topPadding: 8
    bottomPadding: 8
    font.pixelSize: 16
    Accessible.role: Accessible.Button
    Accessible.name: text

    contentItem: Label {
        textFormat: Text.PlainText
        text: button.text
        font: button.font
        color: !button.enabled ? button.Material.hintTextColor
             : button.filled ? "white" : button.Material.foreground
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
    }
    background: Rectangle {
        radius: 8
        color: !button.enabled ? Qt.alpha(button.Material.foreground, 0.06)
             : button.filled ? (button.pressed ? Qt.darker(button.Material.accentColor, 1.2) : button.Material.accentColor)
             : button.pressed ? button.Material.rippleColor : "transparent"
        border.width: button.filled ? 0 : 1
        border.color: !button.enabled ? Qt.alpha(button.Material.foreground, 0.15) : button.Material.hintTextColor
    }
}
