pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The army builder: an army's name and its Blocks, each with troop type (§3.3),
 * quality (§3.1), weight (§3.2), special rules (§11), spear-arming and frontage ×
 * depth; the army's Bases and the Bases whose loss breaks it (§12.1) as it grows.
 * Saving checks the whole army as an army list file and keeps it on the device.
 */
Page {
    id: page

    readonly property bool wide: width > height
    /** What ArmyCatalog.saveArmy() said the last time: { ok, name, problems }. */
    property var lastSave: ({})
    /** What the last save found wrong, as "path: what" lines; empty after a good save. */
    readonly property list<string> problems: page.lastSave.problems ?? []
    /** The army the last save kept; "" before a save or after a failed one. */
    readonly property string savedName: page.lastSave.ok ? page.lastSave.name : ""
    readonly property color problemColor: Terms.problemColor(Material.theme === Material.Dark)

    title: qsTr("Build an army")

    function save() {
        page.lastSave = ArmyCatalog.saveArmy(draft.toMap());
    }
    /** The choices of a ComboBox: each key with its translated name. */
    function choices(keys: list<string>, kind: string): list<var> {
        const list = [];
        for (let i = 0; i < keys.length; ++i)
            list.push({ "key": keys[i], "text": kind === "type" ? Terms.troopType(keys[i]) : Terms.quality(keys[i]) });
        return list;
    }
    /** The place of @p key in @p keys; −1 if it is not there. */
    function keyIndex(keys: list<string>, key: string): int {
        for (let i = 0; i < keys.length; ++i) {
            if (keys[i] === key)
                return i;
        }
        return -1;
    }
    /** Whether a problem of the last save is about Block @p row. */
    function blockHasProblem(row: int): bool {
        const prefix = "blocks[" + row + "]";
        return page.problems.some(p => p.startsWith(prefix));
    }

    ArmyDraft {
        id: draft
        objectName: "draft"
        Component.onCompleted: draft.addBlock()
    }
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        GridLayout {
            Layout.fillWidth: true
            columns: page.wide ? 2 : 1
            columnSpacing: 16
            rowSpacing: 4
            Label {
                textFormat: Text.PlainText
                Layout.row: 0
                Layout.column: 0
                text: qsTr("Army name")
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
            }
            Label {
                textFormat: Text.PlainText
                visible: page.wide
                Layout.row: 0
                Layout.column: 1
                text: qsTr("Period (optional)")
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
            }
            TextField {
                id: nameField
                objectName: "armyName"
                Layout.fillWidth: true
                Layout.row: 1
                Layout.column: 0
                implicitHeight: 52
                placeholderText: qsTr("e.g. Later Carthaginian")
                font.pixelSize: 20
                font.bold: true
                text: draft.name
                onTextEdited: draft.name = text
            }
            Label {
                textFormat: Text.PlainText
                visible: !page.wide
                Layout.row: 2
                Layout.column: 0
                text: qsTr("Period (optional)")
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
            }
            TextField {
                objectName: "armyPeriod"
                Layout.fillWidth: true
                Layout.row: page.wide ? 1 : 3
                Layout.column: page.wide ? 1 : 0
                implicitHeight: 52
                placeholderText: qsTr("e.g. c. 260–200 BC")
                text: draft.period
                onTextEdited: draft.period = text
            }
        }

        Pane {
            objectName: "problems"
            Layout.fillWidth: true
            visible: page.problems.length > 0 || page.savedName.length > 0
            padding: 12
            background: Rectangle {
                radius: 8
                color: "transparent"
                border.width: 2
                border.color: page.problems.length > 0 ? page.problemColor : page.Material.accentColor
            }
            ColumnLayout {
                anchors.fill: parent
                spacing: 4
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: page.problems.length > 0
                    text: qsTr("Not saved: put these right first.")
                    font.bold: true
                    color: page.problemColor
                    wrapMode: Label.WordWrap
                }
                Repeater {
                    model: page.problems
                    delegate: Label {
                        textFormat: Text.PlainText
                        required property string modelData
                        Layout.fillWidth: true
                        text: "• " + modelData
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                }
                RowLayout {
                    visible: page.savedName.length > 0
                    Layout.fillWidth: true
                    spacing: 8
                    Label {
                        textFormat: Text.PlainText
                        objectName: "savedMessage"
                        Layout.fillWidth: true
                        text: qsTr("“%1” is saved on this device: it is with the armies now.").arg(page.savedName)
                        wrapMode: Label.WordWrap
                    }
                    FilledButton {
                        implicitHeight: 48
                        font.capitalization: Font.MixedCase
                        text: qsTr("Show armies")
                        onClicked: Navigation.openPage("armies")
                    }
                }
            }
        }

        ListView {
            id: blockList
            objectName: "blockList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 10
            model: draft
            ScrollBar.vertical: ScrollBar {}
            delegate: Pane {
                id: card

                required property int index
                required property string name
                required property string type
                required property string quality
                required property int weight
                required property int defaultWeight
                required property list<string> specialRules
                required property bool spearArmed
                required property int frontage
                required property int depth
                required property int baseCount

                objectName: "blockEditor" + index
                width: ListView.view.width - 12
                padding: 12
                background: Rectangle {
                    radius: 8
                    color: card.Material.theme === Material.Dark ? "#2a2a2a" : "#f6f1ee"
                    border.width: page.blockHasProblem(card.index) ? 2 : 1
                    border.color: page.blockHasProblem(card.index) ? page.problemColor : card.Material.hintTextColor
                }

                ColumnLayout {
                    anchors.fill: parent
                    spacing: 8

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 8
                        TextField {
                            objectName: "blockName"
                            Layout.fillWidth: true
                            implicitHeight: 52
                            font.pixelSize: 20
                            font.bold: true
                            placeholderText: qsTr("Block name, e.g. Hastati")
                            text: card.name
                            onTextEdited: draft.setBlockValue(card.index, "name", text)
                        }
                        Label {
                            textFormat: Text.PlainText
                            objectName: "blockBases"
                            text: qsTr("%1 × %2 = %3 Bases").arg(card.frontage).arg(card.depth).arg(card.baseCount)
                            font.pixelSize: 16
                        }
                        ToolButton {
                            objectName: "removeBlock"
                            implicitWidth: 48
                            implicitHeight: 48
                            text: "✕"
                            font.pixelSize: 20
                            Accessible.name: qsTr("Remove Block %1").arg(card.name)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Remove this Block")
                            onClicked: draft.removeBlock(card.index)
                        }
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: 16

                        ColumnLayout {
                            spacing: 2
                            Label { textFormat: Text.PlainText; text: qsTr("Troop type (§3.3)"); font.pixelSize: 16; color: card.Material.secondaryTextColor }
                            ComboBox {
                                objectName: "blockType"
                                implicitWidth: 250
                                implicitHeight: 52
                                textRole: "text"
                                valueRole: "key"
                                model: page.choices(draft.troopTypes, "type")
                                currentIndex: page.keyIndex(draft.troopTypes, card.type)
                                onActivated: draft.setBlockValue(card.index, "type", currentValue)
                            }
                        }
                        ColumnLayout {
                            spacing: 2
                            Label { textFormat: Text.PlainText; text: qsTr("Quality (§3.1)"); font.pixelSize: 16; color: card.Material.secondaryTextColor }
                            ComboBox {
                                objectName: "blockQuality"
                                implicitWidth: 160
                                implicitHeight: 52
                                textRole: "text"
                                valueRole: "key"
                                model: page.choices(draft.qualities, "quality")
                                currentIndex: page.keyIndex(draft.qualities, card.quality)
                                onActivated: draft.setBlockValue(card.index, "quality", currentValue)
                            }
                        }
                        ColumnLayout {
                            spacing: 2
                            Label {
                                textFormat: Text.PlainText
                                text: card.weight === card.defaultWeight ? qsTr("Weight (type’s own)")
                                                                        : qsTr("Weight (type’s: %1)").arg(card.defaultWeight)
                                font.pixelSize: 16
                                color: card.Material.secondaryTextColor
                            }
                            SpinBox {
                                objectName: "blockWeight"
                                implicitHeight: 52
                                from: 1
                                to: 5
                                value: card.weight
                                onValueModified: draft.setBlockValue(card.index, "weight", value)
                            }
                        }
                        ColumnLayout {
                            spacing: 2
                            Label { textFormat: Text.PlainText; text: qsTr("Frontage"); font.pixelSize: 16; color: card.Material.secondaryTextColor }
                            SpinBox {
                                objectName: "blockFrontage"
                                implicitHeight: 52
                                from: 1
                                to: 99
                                editable: true
                                value: card.frontage
                                onValueModified: draft.setBlockValue(card.index, "frontage", value)
                            }
                        }
                        ColumnLayout {
                            spacing: 2
                            Label { textFormat: Text.PlainText; text: qsTr("Depth"); font.pixelSize: 16; color: card.Material.secondaryTextColor }
                            SpinBox {
                                objectName: "blockDepth"
                                implicitHeight: 52
                                from: 1
                                to: 99
                                editable: true
                                value: card.depth
                                onValueModified: draft.setBlockValue(card.index, "depth", value)
                            }
                        }
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: 4
                        Repeater {
                            model: draft.specialRuleKeys
                            delegate: CheckBox {
                                required property string modelData
                                objectName: "rule_" + modelData
                                implicitHeight: 48
                                text: Terms.specialRule(modelData) + " §" + Terms.specialRuleSection(modelData)
                                checked: card.specialRules.includes(modelData)
                                onToggled: draft.setSpecialRule(card.index, modelData, checked)
                            }
                        }
                        CheckBox {
                            objectName: "spearArmed"
                            implicitHeight: 48
                            text: qsTr("Spear-armed")
                            checked: card.spearArmed
                            onToggled: draft.setBlockValue(card.index, "spearArmed", checked)
                        }
                    }
                }
            }
        }
    }

    footer: Pane {
        Material.elevation: Terms.elevation(background, 6)
        padding: 8
        leftPadding: 16
        rightPadding: 16
        RowLayout {
            anchors.fill: parent
            spacing: 12
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    textFormat: Text.PlainText
                    objectName: "baseCount"
                    Layout.fillWidth: true
                    text: draft.count === 1 ? qsTr("1 Block, %1 Bases").arg(draft.baseCount)
                                          : qsTr("%1 Blocks, %2 Bases").arg(draft.count).arg(draft.baseCount)
                    font.pixelSize: 20
                    font.bold: true
                    elide: Label.ElideRight
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "breakThreshold"
                    Layout.fillWidth: true
                    text: draft.baseCount > 0
                          ? qsTr("Breaks when %1 Bases are lost (30%)").arg(draft.breakThreshold)
                          : qsTr("No Bases yet")
                    font.pixelSize: 16
                    color: page.Material.secondaryTextColor
                    wrapMode: Label.WordWrap
                }
            }
            CitationButton {
                section: "12.1"
            }
            FilledButton {
                objectName: "addBlock"
                font.capitalization: Font.MixedCase
                implicitHeight: 56
                text: qsTr("+ Add a Block")
                onClicked: {
                    draft.addBlock();
                    blockList.positionViewAtEnd();
                }
            }
            FilledButton {
                objectName: "saveArmy"
                font.capitalization: Font.MixedCase
                implicitHeight: 56
                highlighted: true
                text: qsTr("Save army")
                onClicked: page.save()
            }
        }
    }
}
