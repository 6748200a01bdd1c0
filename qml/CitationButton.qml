import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Ancients.Bridge

/** A rulebook citation, "§3.1": tapping it opens the rulebook reader at that section. */
Button {
    id: citation

    /** The section number, e.g. "9.2". */
    required property string section

    flat: true
    implicitWidth: Math.max(48, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: 48
    leftPadding: 8
    rightPadding: 8
    topInset: 4
    bottomInset: 4
    text: "§" + section
    font.pixelSize: 16
    font.capitalization: Font.MixedCase
    Material.foreground: Material.accentColor
    Accessible.name: qsTr("Rulebook section %1").arg(section)
    onClicked: Navigation.openRulebook(section)
}
