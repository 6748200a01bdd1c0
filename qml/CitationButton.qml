import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Ancients.Bridge

/**
 * A rulebook citation, "§3.1": tapping it shows that section in a sheet over the page, with a link to the reader.
 *
 * Drawn as the Material flat button it looks like (accent words, a pressed shade, the focus ring),
 * but made of three items rather than the styled Button's dozen: a battle page shows some twenty
 * citations, and they were a tenth of what it made on the way to its first frame.
 */
AbstractButton {
    id: citation

    /** The section number, e.g. "9.2", or a ruling of the rulings register, "R1". */
    required property string section
    /** Whose rulebook, by its key ("my-wargame-rules"); "" for the Ancients Wargame. */
    property string ruleset: ""
    readonly property bool ruling: /^\s*R\d+\s*$/i.test(section)

    implicitWidth: Math.max(48, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: 48
    leftPadding: 8
    rightPadding: 8
    topInset: 4
    bottomInset: 4
    focusPolicy: Qt.StrongFocus
    text: ruling ? section.trim() : "§" + section
    font.pixelSize: 16
    font.weight: Font.Medium
    Accessible.role: Accessible.Button
    Accessible.name: ruling ? qsTr("Ruling %1").arg(section.trim()) : qsTr("Rulebook section %1").arg(section)

    contentItem: Text {
        textFormat: Text.PlainText
        text: citation.text
        font: citation.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        // The accent as text, in the shade that reads on the page and on cards in both themes.
        color: citation.enabled ? Terms.palette(citation.Material.theme === Material.Dark).mark : citation.Material.hintTextColor
    }
    background: Rectangle {
        radius: 2
        color: citation.down ? citation.Material.rippleColor
             : citation.hovered ? Qt.alpha(citation.Material.rippleColor, 0.5) : "transparent"
        border.width: citation.visualFocus ? 2 : 0
        border.color: citation.Material.accentColor
    }

    // The section opens in a sheet over the page, which stays as it is (Main.qml), from its own ruleset's book.
    onClicked: Navigation.openRulebook(section, ruleset)
}
