pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * One unit of a 3D6 OHW Gridded Ancients battle: its name, its hits out of 9 as a
 * bar and in figures (§3, §8), its type and traits (§10.4), its general (§10.1),
 * the ground it stands on (§5.6), what it did in this half and whom it fights.
 * Tapping it picks it. The card keeps no state: what is picked comes from the page.
 */
AbstractButton {
    id: card

    required property int unitId
    required property string name
    required property string typeText
    required property string traitsText
    required property int hits
    required property string groundText
    required property string general
    required property string statusText
    required property bool engaged
    required property string contactNames
    required property bool removed
    required property bool moraleDue

    /** The unit the page has picked, −1 for none. */
    property int selectedUnit: -1
    readonly property bool selected: selectedUnit === unitId
    readonly property bool dark: Material.theme === Material.Dark

    objectName: "ohwUnit" + unitId
    implicitHeight: Math.max(72, content.implicitHeight + 16)
    implicitWidth: 260
    enabled: !removed
    opacity: removed ? 0.55 : 1
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1, %2 hits of 9").arg(name).arg(hits)

    background: Rectangle {
        radius: 10
        color: card.selected ? Qt.alpha(card.Material.accentColor, 0.14) : card.Material.dialogColor
        border.width: card.selected ? 3 : card.moraleDue ? 2 : 1
        border.color: card.selected ? Terms.palette(card.dark).mark
                    : card.moraleDue ? Terms.problemColor(card.dark) : Qt.alpha(card.Material.foreground, 0.25)
    }

    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: 8
            spacing: 8
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: card.name
                font.pixelSize: 18
                font.bold: true
                font.strikeout: card.removed
                elide: Label.ElideRight
            }
            Label {
                objectName: "hitsText"
                textFormat: Text.PlainText
                text: qsTr("%1/9 hits").arg(card.hits)
                font.pixelSize: 16
                font.bold: true
                color: card.hits >= 5 ? Terms.problemColor(card.dark) : card.Material.foreground
            }
        }
        // The hits as nine boxes (§3): a unit is eliminated at 9.
        Row {
            objectName: "hitsBar"
            spacing: 3
            Repeater {
                model: 9
                delegate: Rectangle {
                    required property int index
                    width: 16
                    height: 10
                    radius: 2
                    color: index < card.hits ? (card.hits >= 5 ? Terms.problemColor(card.dark) : card.Material.accentColor)
                                             : "transparent"
                    border.width: 1
                    border.color: Qt.alpha(card.Material.foreground, 0.4)
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.bottomMargin: 8
            text: {
                const parts = [card.typeText];
                if (card.traitsText.length > 0)
                    parts.push(card.traitsText);
                if (card.general.length > 0)
                    parts.push(qsTr("with %1").arg(card.general));
                parts.push(card.groundText);
                if (card.statusText.length > 0)
                    parts.push(card.statusText);
                if (card.engaged)
                    parts.push(qsTr("in melee with %1").arg(card.contactNames));
                if (card.moraleDue)
                    parts.push(qsTr("must check morale"));
                return parts.join(" · ");
            }
            font.pixelSize: 14
            color: card.Material.secondaryTextColor
            wrapMode: Label.Wrap
        }
    }
}
