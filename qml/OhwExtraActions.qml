pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The actions of the step beyond the page's deciding button, each played by its
 * own button and offered only where the engine allows it now (OhwBattleSession's
 * disengageUnits, joinChoices, advanceUnits), with the section and ruling it cites:
 * in Movement, the unit picked leaves its melee against slower enemies before it
 * moves (cavalry, §3.3, R8), and a general joins it (R25); in Morale, a unit whose
 * melee enemy retreated advances into the space it left, of the ground picked
 * here (§8, R22).
 */
ColumnLayout {
    id: extra

    readonly property string ruleset: "3d6-ohw-gridded-ancients"
    readonly property string step: OhwBattleSession.step
    readonly property int selected: OhwBattleSession.selectedUnit
    /** Movement: the unit picked may disengage; the generals who may join it. */
    // Read through a var, so that they are JavaScript arrays to filter.
    readonly property var allDisengage: OhwBattleSession.disengageUnits
    readonly property var allJoins: OhwBattleSession.joinChoices
    readonly property var disengage: allDisengage.filter(d => d.unit === extra.selected)
    readonly property var joins: allJoins.filter(j => j.unit === extra.selected)
    readonly property var advances: step === "morale" ? OhwBattleSession.advanceUnits : []
    /** The engine allows one of these now. */
    readonly property bool offered: (step === "movement" && disengage.length + joins.length > 0) || advances.length > 0
    /** The ground of the space an advancing unit enters (§5.6). */
    property string advanceGround: "open"

    spacing: 6
    visible: offered

    // Movement: the picked unit disengages (§3.3, R8).
    // A Column places them: Qt's Layouts (6.4) can leave rows a Repeater adds where they stood before a resize.
    Column {
        Layout.fillWidth: true
        visible: extra.step === "movement" && extra.disengage.length > 0
        spacing: 6
        Repeater {
            model: extra.step === "movement" ? extra.disengage : []
            delegate: RowLayout {
                id: disengageRow
                required property var modelData
                width: parent ? parent.width : 0
                spacing: 4
                MwrButton {
                    objectName: "disengage" + disengageRow.modelData.unit
                    Layout.fillWidth: true
                    text: qsTr("%1 leaves its melee").arg(disengageRow.modelData.name)
                    onClicked: OhwBattleSession.disengage(disengageRow.modelData.unit)
                }
                CitationButton {
                    section: disengageRow.modelData.section
                    ruleset: extra.ruleset
                }
                CitationButton {
                    section: disengageRow.modelData.ruling
                    ruleset: extra.ruleset
                }
            }
        }
    }
    // Movement: a general joins the picked unit (R25).
    Column {
        Layout.fillWidth: true
        visible: extra.step === "movement" && extra.joins.length > 0
        spacing: 6
        Repeater {
            model: extra.step === "movement" ? extra.joins : []
            delegate: RowLayout {
                id: joinRow
                required property var modelData
                width: parent ? parent.width : 0
                spacing: 4
                MwrButton {
                    objectName: "join" + joinRow.modelData.general + "_" + joinRow.modelData.unit
                    Layout.fillWidth: true
                    text: qsTr("%1 joins %2").arg(joinRow.modelData.generalName).arg(joinRow.modelData.name)
                    onClicked: OhwBattleSession.joinUnit(joinRow.modelData.general, joinRow.modelData.unit)
                }
                CitationButton {
                    section: joinRow.modelData.section
                    ruleset: extra.ruleset
                }
                CitationButton {
                    section: joinRow.modelData.ruling
                    ruleset: extra.ruleset
                }
            }
        }
    }

    // Morale: the units that may advance into the space their enemy left (§8, R22), and its ground.
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: extra.advances.length > 0
        text: qsTr("Their enemy retreated: they may advance into the space it left, of this ground (§5.6)")
        font.pixelSize: 16
        color: extra.Material.secondaryTextColor
        wrapMode: Label.Wrap
    }
    Flow {
        Layout.fillWidth: true
        visible: extra.advances.length > 0
        spacing: 6
        Repeater {
            model: extra.advances.length > 0 ? OhwBattleSession.groundWords : []
            delegate: MwrButton {
                required property var modelData
                objectName: "advanceGround_" + modelData.key
                filled: extra.advanceGround === modelData.key
                text: modelData.text
                onClicked: extra.advanceGround = modelData.key
            }
        }
    }
    Column {
        Layout.fillWidth: true
        visible: extra.advances.length > 0
        spacing: 6
        Repeater {
            model: extra.advances
            delegate: RowLayout {
                id: advanceRow
                required property var modelData
                width: parent ? parent.width : 0
                spacing: 4
                MwrButton {
                    objectName: "advance" + advanceRow.modelData.unit
                    Layout.fillWidth: true
                    text: qsTr("%1 advances").arg(advanceRow.modelData.name)
                    onClicked: {
                        if (OhwBattleSession.advance(advanceRow.modelData.unit, extra.advanceGround))
                            extra.advanceGround = "open";
                    }
                }
                CitationButton {
                    section: advanceRow.modelData.section
                    ruleset: extra.ruleset
                }
                CitationButton {
                    section: advanceRow.modelData.ruling
                    ruleset: extra.ruleset
                }
            }
        }
    }
}
