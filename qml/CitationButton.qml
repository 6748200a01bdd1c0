import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Ancients.Bridge

/** A rulebook citation, "§3.1": tapping it shows that section in a sheet over the page, with a link to the reader. */
Button {
    id: citation

    /** The section number, e.g. "9.2", or a ruling of the rulings register, "R1". */
    required property string section
    /** Whose rulebook, by its key ("my-wargame-rules"); "" for the Ancients Wargame. */
    property string ruleset: ""
    readonly property bool ruling: /^\s*R\d+\s*$/i.test(section)

    flat: true
    implicitWidth: Math.max(48, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: 48
    leftPadding: 8
    rightPadding: 8
    topInset: 4
    bottomInset: 4
    text: ruling ? section.trim() : "§" + section
    font.pixelSize: 16
    font.capitalization: Font.MixedCase
    // The accent as text, in the shade that reads on the page and on cards in both themes.
    Material.foreground: Terms.palette(Material.theme === Material.Dark).mark
    Accessible.name: ruling ? qsTr("Ruling %1").arg(section.trim()) : qsTr("Rulebook section %1").arg(section)
    // The section opens in a sheet over the page, which stays as it is (Main.qml), from its own ruleset's book.
    onClicked: Navigation.openRulebook(section, ruleset)
}
