pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The army lists the app offers out of the box: each army's period and notes,
 * and its Blocks with troop type (§3.3), quality (§3.1), weight (§3.2), special
 * rules (§11) and frontage × depth.
 */
Page {
    id: page

    readonly property bool wide: width > height

    title: qsTr("Armies")

    /** A Block's special rules (by key) and spear-arming, as one line. */
    function rulesText(keys: list<string>, spearArmed: bool): string {
        const names = [];
        for (let i = 0; i < keys.length; ++i)
            names.push(Terms.specialRule(keys[i]));
        if (spearArmed)
            names.push(qsTr("spear-armed"));
        return names.join(", ");
    }

    ArmyCatalog {
        id: catalog
        objectName: "catalog"
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: 16
        columns: page.wide ? 2 : 1
        columnSpacing: 20
        rowSpacing: 12

        ListView {
            id: armyList
            objectName: "armyList"
            Layout.preferredWidth: page.wide ? 340 : -1
            Layout.fillWidth: !page.wide
            Layout.fillHeight: page.wide
            Layout.preferredHeight: page.wide ? -1 : contentHeight
            interactive: page.wide
            clip: true
            spacing: 4
            model: catalog
            currentIndex: catalog.currentIndex
            delegate: ItemDelegate {
                id: army
                required property int index
                required property string name
                required property string period
                required property int baseCount
                required property int blockCount
                width: ListView.view.width
                implicitHeight: 64
                highlighted: index === catalog.currentIndex
                onClicked: catalog.currentIndex = index
                contentItem: ColumnLayout {
                    spacing: 2
                    Label {
                        Layout.fillWidth: true
                        text: army.name
                        font.pixelSize: 18
                        font.bold: true
                        elide: Label.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("%1 · %2 Blocks, %3 Bases").arg(army.period).arg(army.blockCount).arg(army.baseCount)
                        font.pixelSize: 15
                        color: page.Material.secondaryTextColor
                        elide: Label.ElideRight
                    }
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            Label {
                objectName: "armyNotes"
                Layout.fillWidth: true
                text: catalog.currentNotes
                wrapMode: Label.WordWrap
                font.pixelSize: 17
                color: page.Material.secondaryTextColor
                visible: text.length > 0
            }
            Label {
                visible: catalog.loadErrors.length > 0
                Layout.fillWidth: true
                text: catalog.loadErrors
                wrapMode: Label.WordWrap
                color: page.Material.theme === Material.Dark ? "#e57373" : "#c62828"
            }
            RowLayout {
                objectName: "blockHeader"
                Layout.fillWidth: true
                Layout.leftMargin: 4
                Layout.rightMargin: 4
                spacing: 8
                Label { Layout.fillWidth: true; Layout.preferredWidth: 3; text: qsTr("Block"); font.bold: true }
                Label { Layout.fillWidth: true; Layout.preferredWidth: 3; text: qsTr("Type"); font.bold: true }
                Label { Layout.fillWidth: true; Layout.preferredWidth: 2; text: qsTr("Quality"); font.bold: true }
                Label { id: weightHeader; Layout.preferredWidth: Math.max(72, implicitWidth); text: qsTr("Weight"); font.bold: true }
                Label { id: basesHeader; Layout.preferredWidth: Math.max(100, implicitWidth); text: qsTr("Bases"); font.bold: true }
            }
            ListView {
                id: blockList
                objectName: "blockList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: catalog.blocks
                spacing: 2
                ScrollIndicator.vertical: ScrollIndicator {}
                delegate: Rectangle {
                    id: row
                    required property int index
                    required property string name
                    required property string type
                    required property string quality
                    required property int weight
                    required property list<string> specialRules
                    required property bool spearArmed
                    required property int frontage
                    required property int depth
                    required property int baseCount
                    width: ListView.view.width
                    implicitHeight: Math.max(52, rowLayout.implicitHeight + 12)
                    color: index % 2 === 0 ? "transparent" : page.Material.listHighlightColor
                    radius: 4
                    RowLayout {
                        id: rowLayout
                        anchors.fill: parent
                        anchors.leftMargin: 4
                        anchors.rightMargin: 4
                        spacing: 8
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 3
                            spacing: 0
                            Label {
                                Layout.fillWidth: true
                                text: row.name
                                font.bold: true
                                wrapMode: Label.WordWrap
                            }
                            Label {
                                Layout.fillWidth: true
                                visible: text.length > 0
                                text: page.rulesText(row.specialRules, row.spearArmed)
                                font.pixelSize: 15
                                color: page.Material.secondaryTextColor
                                wrapMode: Label.WordWrap
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 3
                            text: Terms.troopType(row.type)
                            wrapMode: Label.WordWrap
                        }
                        Label {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 2
                            text: Terms.quality(row.quality)
                        }
                        Label {
                            Layout.preferredWidth: weightHeader.width
                            text: row.weight
                        }
                        Label {
                            Layout.preferredWidth: basesHeader.width
                            text: qsTr("%1 × %2 = %3").arg(row.frontage).arg(row.depth).arg(row.baseCount)
                        }
                    }
                }
            }
        }
    }
}
