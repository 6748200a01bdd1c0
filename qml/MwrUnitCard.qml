pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * One unit of a My Wargame Rules battle: its name, its cohesion in colour and in
 * words (§2), its base Resolve, and whether it is still to act, has acted, is
 * engaged or destroyed (§3). Tapping it picks it. The card keeps no state: what is
 * picked comes from the page.
 */
AbstractButton {
    id: card

    required property int unitId
    required property string name
    required property int resolve
    required property bool skirmisher
    required property string cohesion
    required property string cohesionText
    required property bool acted
    required property bool toAct
    required property bool engaged
    required property bool destroyed
    required property string contactNames

    /** The unit the page has picked, −1 for none. */
    property int selectedUnit: -1
    readonly property bool selected: selectedUnit === unitId
    readonly property bool dark: Material.theme === Material.Dark

    /** The colour of a cohesion state (§2); always shown with its word. */
    function cohesionColor(key: string): color {
        const palette = Terms.palette(dark);
        switch (key) {
        case "fresh": return palette.fresh;
        case "shaken": return palette.pressed;
        case "disrupted": return palette.shaken;
        case "destroyed": return palette.broken;
        }
        return dark ? "#bdbdbd" : "#616161";
    }

    objectName: "mwrUnit" + unitId
    implicitHeight: Math.max(72, content.implicitHeight + 16)
    implicitWidth: 260
    enabled: !destroyed
    opacity: destroyed ? 0.55 : 1
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1, %2").arg(name).arg(cohesionText)

    background: Rectangle {
        radius: 10
        color: card.selected ? Qt.alpha(card.Material.accentColor, 0.14) : card.Material.dialogColor
        border.width: card.selected ? 3 : card.toAct ? 2 : 1
        border.color: card.selected ? Terms.palette(card.dark).mark
                    : card.toAct ? card.Material.foreground : Qt.alpha(card.Material.foreground, 0.25)
    }

    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 10
            Layout.rightMargin: 10
            Layout.topMargin: 8
            spacing: 8
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: card.name
                font.pixelSize: 18
                font.bold: true
                font.strikeout: card.destroyed
                elide: Label.ElideRight
            }
            // The cohesion: colour and word together (§2).
            Rectangle {
                objectName: "cohesionChip"
                implicitWidth: chipLabel.implicitWidth + 20
                implicitHeight: 28
                radius: 14
                color: card.cohesionColor(card.cohesion)
                Label {
                    id: chipLabel
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: card.cohesionText
                    font.pixelSize: 16
                    font.bold: true
                    color: Terms.palette(card.dark).onState
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.leftMargin: 10
            Layout.rightMargin: 10
            Layout.bottomMargin: 8
            text: {
                const parts = [qsTr("Resolve %1").arg(card.resolve)];
                if (card.skirmisher)
                    parts.push(qsTr("Skirmishers"));
                if (!card.destroyed)
                    parts.push(card.acted ? qsTr("✓ acted") : card.toAct ? qsTr("▶ to act") : qsTr("waits"));
                if (card.engaged)
                    parts.push(qsTr("engaged with %1").arg(card.contactNames));
                return parts.join(" · ");
            }
            font.pixelSize: 16
            font.bold: card.toAct
            color: card.Material.secondaryTextColor
            wrapMode: Label.Wrap
        }
    }
}
