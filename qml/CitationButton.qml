import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Ancients.Bridge

/** A rulebook citation, "§3.1": tapping it shows that section in a sheet over the page, with a link to the reader. */
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
    // The accent as text, in the shade that reads on the page and on cards in both themes.
    Material.foreground: Terms.palette(Material.theme === Material.Dark).mark
    Accessible.name: qsTr("Rulebook section %1").arg(section)
    // The section opens in a sheet over the page, which stays as it is (Main.qml).
    onClicked: Navigation.openRulebook(section)
}
