pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * The §13 playtest knobs and §2's distances of a new battle, folded away under
 * one row that says whether they stand at their defaults: the follow-up, the
 * cost of a repeated push-back, the pursuit cap, and the moves and missile
 * range (rulings R13, R33, R39, R40). Each row shows its section and default.
 */
ColumnLayout {
    id: knobs

    /** The knobs in the battle file's field names (rulebook/battle-format.md). */
    readonly property var options: ({ "follow_up": followUp.checked, "repeated_push_back_cost": repeatCost.value,
                                      "pursuit_cap": pursuitCap.value, "foot_move": footMove.value,
                                      "light_foot_move": lightMove.value, "cavalry_move": cavalryMove.value,
                                      "missile_range": missileRange.value })
    /** How many knobs differ from their defaults. */
    readonly property int changedCount: (followUp.checked ? 1 : 0) + (repeatCost.value !== 0 ? 1 : 0)
                                        + (pursuitCap.value !== 0 ? 1 : 0) + (footMove.value !== 2 ? 1 : 0)
                                        + (lightMove.value !== 3 ? 1 : 0) + (cavalryMove.value !== 4 ? 1 : 0)
                                        + (missileRange.value !== 2 ? 1 : 0)
    property bool expanded: false

    /** Every knob back to its default (§2, §13). */
    function reset() {
        followUp.checked = false;
        repeatCost.value = 0;
        pursuitCap.value = 0;
        footMove.value = 2;
        lightMove.value = 3;
        cavalryMove.value = 4;
        missileRange.value = 2;
    }

    spacing: 0

    ItemDelegate {
        objectName: "knobsToggle"
        Layout.fillWidth: true
        implicitHeight: 52
        leftPadding: 0
        Accessible.name: qsTr("Playtest knobs and distances")
        onClicked: knobs.expanded = !knobs.expanded
        contentItem: RowLayout {
            spacing: 8
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: (knobs.expanded ? "▾ " : "▸ ") + qsTr("Playtest knobs and distances")
                font.pixelSize: 16
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                textFormat: Text.PlainText
                objectName: "knobsSummary"
                text: knobs.changedCount === 0 ? qsTr("at their defaults") : qsTr("%n changed", "", knobs.changedCount)
                font.pixelSize: 14
                color: knobs.Material.secondaryTextColor
            }
        }
    }

    ColumnLayout {
        visible: knobs.expanded
        Layout.fillWidth: true
        spacing: 2

        KnobRow {
            title: qsTr("Winner follows up one hex")
            defaultText: qsTr("Default: off")
            section: "13"
            FlatSwitch { id: followUp; objectName: "followUpSwitch"; checked: false; Accessible.name: qsTr("Winner follows up one hex") }
        }
        KnobRow {
            title: qsTr("Fatigue for each repeated push-back")
            defaultText: qsTr("Default: 0 (free)")
            section: "13"
            SpinBox { id: repeatCost; objectName: "repeatCost"; from: 0; to: 3; value: 0; implicitHeight: 52; Accessible.name: qsTr("Fatigue for each repeated push-back") }
        }
        KnobRow {
            title: qsTr("Pursuit goes at most (BW)")
            defaultText: qsTr("Default: a full move")
            section: "11.1"
            SpinBox {
                id: pursuitCap
                objectName: "pursuitCap"
                from: 0
                to: 6
                value: 0
                implicitHeight: 52
                textFromValue: (value, locale) => value === 0 ? qsTr("full move") : Number(value).toLocaleString(locale, "f", 0)
                valueFromText: (text, locale) => text === qsTr("full move") ? 0 : Number.fromLocaleString(locale, text)
                Accessible.name: qsTr("Pursuit goes at most (BW)")
            }
        }
        KnobRow {
            title: qsTr("Foot move (BW)")
            defaultText: qsTr("Default: %1").arg(2)
            section: "2"
            SpinBox { id: footMove; objectName: "footMove"; from: 1; to: 9; value: 2; implicitHeight: 52; Accessible.name: qsTr("Foot move (BW)") }
        }
        KnobRow {
            title: qsTr("Light foot and skirmishers move (BW)")
            defaultText: qsTr("Default: %1").arg(3)
            section: "2"
            SpinBox { id: lightMove; objectName: "lightFootMove"; from: 1; to: 9; value: 3; implicitHeight: 52; Accessible.name: qsTr("Light foot and skirmishers move (BW)") }
        }
        KnobRow {
            title: qsTr("Cavalry move (BW)")
            defaultText: qsTr("Default: %1").arg(4)
            section: "2"
            SpinBox { id: cavalryMove; objectName: "cavalryMove"; from: 1; to: 9; value: 4; implicitHeight: 52; Accessible.name: qsTr("Cavalry move (BW)") }
        }
        KnobRow {
            title: qsTr("Missile range (BW)")
            defaultText: qsTr("Default: %1").arg(2)
            section: "2"
            SpinBox { id: missileRange; objectName: "missileRange"; from: 1; to: 9; value: 2; implicitHeight: 52; Accessible.name: qsTr("Missile range (BW)") }
        }
    }
}
