pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The armies of My Wargame Rules or 3D6 OHW Gridded Ancients, for the Armies
 * page: the lists beside the units of the one chosen; My Wargame Rules' lists can
 * be imported from a file (rulebook/my-wargame-rules/army-list-format.md), kept on
 * this device and offered by the New battle page beside the built-in ones. A My Wargame Rules
 * unit shows its base Resolve (§10, R3) and whether it is a Skirmisher (R16); a
 * 3D6 OHW unit its type (§3), its traits (§10.4), its attack dice, move and push
 * move, and the general who starts with it (§10.1), with the army's breakpoint (§9).
 */
GridLayout {
    id: view

    /** "my-wargame-rules" or "3d6-ohw-gridded-ancients". */
    property string ruleset
    property bool wide: false
    readonly property bool ohw: ruleset === "3d6-ohw-gridded-ancients"
    /** The last import's message: the problems, each naming its field and place, or a confirmation. */
    property list<string> messages: []
    property bool messagesAreProblems: false
    // Another ruleset's armies: the last import's message was about the other ones.
    onRulesetChanged: messages = []

    /** What the last import said: { ok, name, index, problems }. */
    property var lastResult: ({})

    /** Imports the army list file at @p file and shows what came of it. */
    function importFrom(file: url) {
        view.lastResult = armies.importFile(file);
        view.messagesAreProblems = !view.lastResult.ok;
        view.messages = view.lastResult.ok ? [qsTr("“%1” is imported and kept on this device.").arg(view.lastResult.name)]
                                           : [qsTr("Not imported; nothing was changed:")].concat(view.lastResult.problems);
    }

    columns: wide ? 2 : 1
    columnSpacing: 20
    rowSpacing: 12

    /** A 3D6 OHW unit type by its key (§3). */
    function typeName(key: string): string {
        switch (key) {
        case "legionaries": return qsTr("Legionaries");
        case "warband": return qsTr("Warband");
        case "equites": return qsTr("Equites");
        case "auxilia": return qsTr("Auxilia");
        case "sagitarii": return qsTr("Sagitarii");
        case "velites": return qsTr("Velites");
        case "equites-auxiliares": return qsTr("Equites Auxiliares");
        default: return key;
        }
    }
    /** A trait by its key (§10.4; My Wargame Rules' Skirmisher, §4). */
    function traitName(key: string): string {
        switch (key) {
        case "armored": return qsTr("Armored");
        case "impetuous": return qsTr("Impetuous");
        case "barbarians": return qsTr("Barbarians");
        case "ferocious": return qsTr("Ferocious");
        case "veterans": return qsTr("Veterans");
        case "missile": return qsTr("Missile");
        case "skirmisher": return qsTr("Skirmisher");
        default: return key;
        }
    }

    RulesetArmies {
        id: armies
        objectName: "rulesetArmies"
        ruleset: view.ruleset
    }
    FileDialog {
        id: importDialog
        title: qsTr("Import an army list")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Army lists (*.json)"), qsTr("All files (*)")]
        onAccepted: view.importFrom(selectedFile)
    }

    // My Wargame Rules: a list from a file joins the app's own, kept on this device.
    ColumnLayout {
        Layout.columnSpan: view.wide ? 2 : 1
        Layout.fillWidth: true
        visible: armies.canImport
        spacing: 8
        FilledButton {
            objectName: "rulesetImportButton"
            font.capitalization: Font.MixedCase
            implicitHeight: 56
            text: qsTr("Import…")
            onClicked: importDialog.open()
        }
        Pane {
            objectName: "rulesetImportMessage"
            Layout.fillWidth: true
            visible: view.messages.length > 0
            padding: 12
            background: Rectangle {
                radius: 8
                color: "transparent"
                border.width: 2
                border.color: view.messagesAreProblems ? Terms.problemColor(view.Material.theme === Material.Dark)
                                                       : view.Material.accentColor
            }
            RowLayout {
                anchors.fill: parent
                spacing: 8
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    Repeater {
                        model: view.messages
                        delegate: Label {
                            required property int index
                            required property string modelData
                            objectName: "rulesetImportLine" + index
                            textFormat: Text.PlainText // the file's own words are quoted
                            Layout.fillWidth: true
                            text: index === 0 ? modelData : "• " + modelData
                            font.bold: index === 0
                            font.pixelSize: index === 0 ? 18 : 16
                            color: index === 0 && view.messagesAreProblems ? Terms.problemColor(view.Material.theme === Material.Dark)
                                                                           : view.Material.foreground
                            wrapMode: Label.WordWrap
                        }
                    }
                }
                ToolButton {
                    Layout.alignment: Qt.AlignTop
                    implicitWidth: 48
                    implicitHeight: 48
                    text: "✕"
                    Accessible.name: qsTr("Close the message")
                    onClicked: view.messages = []
                }
            }
        }
    }

    ListView {
        id: armyList
        objectName: "rulesetArmyList"
        Layout.preferredWidth: view.wide ? 340 : -1
        Layout.fillWidth: !view.wide
        Layout.fillHeight: view.wide
        Layout.preferredHeight: view.wide ? -1 : contentHeight
        interactive: view.wide
        clip: true
        spacing: 4
        model: armies
        currentIndex: armies.currentIndex
        delegate: ItemDelegate {
            id: army
            required property int index
            required property string name
            required property string period
            required property int unitCount
            required property int generalCount
            required property bool imported
            width: ListView.view.width
            implicitHeight: 64
            highlighted: index === armies.currentIndex
            onClicked: armies.currentIndex = index
            contentItem: ColumnLayout {
                spacing: 2
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: army.name
                    font.pixelSize: 18
                    font.bold: true
                    elide: Label.ElideRight
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: (army.imported ? qsTr("Imported") + " · " : "")
                          + (army.period.length > 0 ? army.period + " · " : "")
                          + (view.ohw ? qsTr("Units: %1 · generals: %2").arg(army.unitCount).arg(army.generalCount)
                                      : qsTr("Units: %1").arg(army.unitCount))
                    font.pixelSize: 16
                    color: view.Material.secondaryTextColor
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
            textFormat: Text.PlainText
            objectName: "rulesetArmyNotes"
            Layout.fillWidth: true
            text: armies.currentNotes
            wrapMode: Label.WordWrap
            font.pixelSize: 16
            color: view.Material.secondaryTextColor
            visible: text.length > 0
        }
        Label {
            textFormat: Text.PlainText
            objectName: "breakpointLabel"
            visible: view.ohw && armies.currentIndex >= 0
            Layout.fillWidth: true
            text: qsTr("Breakpoint at the start: %1 (§9)").arg(armies.currentBreakpoint)
            font.pixelSize: 16
            font.bold: true
        }
        Label {
            textFormat: Text.PlainText
            visible: armies.loadErrors.length > 0
            Layout.fillWidth: true
            text: armies.loadErrors
            wrapMode: Label.WordWrap
            color: Terms.problemColor(view.Material.theme === Material.Dark)
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 4
            Layout.rightMargin: 4
            spacing: 8
            Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 3; text: qsTr("Unit"); font.bold: true }
            Label { textFormat: Text.PlainText; visible: view.ohw; Layout.fillWidth: true; Layout.preferredWidth: 3; text: qsTr("Type"); font.bold: true }
            Label { textFormat: Text.PlainText; id: figuresHeader; Layout.preferredWidth: Math.max(view.ohw ? 180 : 100, implicitWidth)
                    text: view.ohw ? qsTr("Attack · move · push") : qsTr("Resolve"); font.bold: true }
        }
        ListView {
            objectName: "unitList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: armies.units
            spacing: 2
            ScrollIndicator.vertical: ScrollIndicator {}
            delegate: Rectangle {
                id: row
                required property int index
                required property string name
                required property string type
                required property list<string> traits
                required property int resolve
                required property int attackDice
                required property int moveActions
                required property int pushScore
                required property string general
                width: ListView.view.width
                implicitHeight: Math.max(52, rowLayout.implicitHeight + 12)
                color: index % 2 === 0 ? "transparent" : view.Material.listHighlightColor
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
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: row.name
                            font.bold: true
                            wrapMode: Label.WordWrap
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            visible: text.length > 0
                            text: {
                                const words = row.traits.map(key => view.traitName(key));
                                if (row.general.length > 0)
                                    words.push(qsTr("General: %1").arg(row.general));
                                return words.join(", ");
                            }
                            font.pixelSize: 16
                            color: view.Material.secondaryTextColor
                            wrapMode: Label.WordWrap
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        visible: view.ohw
                        Layout.fillWidth: true
                        Layout.preferredWidth: 3
                        text: view.typeName(row.type)
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: figuresHeader.width
                        text: view.ohw ? qsTr("%1D6 · %2 · %3+").arg(row.attackDice).arg(row.moveActions).arg(row.pushScore)
                                       : row.resolve
                        wrapMode: Label.WordWrap
                    }
                }
            }
        }
    }
}
