pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The army lists the app offers: its own and those imported or built on this
 * device. Each army's period and notes, and its Blocks with troop type (§3.3),
 * quality (§3.1), weight (§3.2), special rules (§11) and frontage × depth.
 * Army list files can be imported and exported; imported armies can be deleted.
 * The other rulesets' built-in armies are browsed by picking the ruleset.
 */
Page {
    id: page

    readonly property bool wide: width > height
    /** Whose armies the page shows, by the ruleset's key. */
    property string ruleset: "ancients-wargame"
    readonly property list<string> rulesetKeys: ["ancients-wargame", "my-wargame-rules", "3d6-ohw-gridded-ancients"]

    /** What the last import or export said: { ok, name, index, problems }. */
    property var lastResult: ({})
    /** The last import's or export's message: problems as "path: what" lines, or a confirmation. */
    property list<string> messages: []
    property bool messagesAreProblems: false
    readonly property color problemColor: Terms.problemColor(Material.theme === Material.Dark)

    title: qsTr("Armies")

    /** Imports the army list file at @p file and shows what came of it. */
    function importFrom(file: url) {
        page.lastResult = ArmyCatalog.importFile(file);
        page.messagesAreProblems = !page.lastResult.ok;
        page.messages = page.lastResult.ok ? [qsTr("“%1” is imported and kept on this device.").arg(page.lastResult.name)]
                                           : [qsTr("Not imported; nothing was changed:")].concat(page.lastResult.problems);
        if (page.lastResult.ok)
            ArmyCatalog.currentIndex = page.lastResult.index;
    }
    /** Writes the current army to @p file. */
    function exportTo(file: url) {
        page.lastResult = ArmyCatalog.exportArmy(ArmyCatalog.currentIndex, file);
        page.messagesAreProblems = !page.lastResult.ok;
        page.messages = page.lastResult.ok ? [qsTr("“%1” is exported.").arg(page.lastResult.name)]
                                           : [qsTr("Not exported:")].concat(page.lastResult.problems);
    }

    /** A Block's special rules (by key) and spear-arming, as one line. */
    function rulesText(keys: list<string>, spearArmed: bool): string {
        const names = [];
        for (let i = 0; i < keys.length; ++i)
            names.push(Terms.specialRule(keys[i]));
        if (spearArmed)
            names.push(qsTr("spear-armed"));
        return names.join(", ");
    }

    FileDialog {
        id: importDialog
        title: qsTr("Import an army list")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Army lists (*.json)"), qsTr("All files (*)")]
        onAccepted: page.importFrom(selectedFile)
    }
    // The army list, named after its army.
    SaveFileDialog {
        id: exportDialog
        title: qsTr("Export an army list")
        fileName: FileNames.fileName([ArmyCatalog.summaries[ArmyCatalog.currentIndex]?.name ?? ""], "json", false)
        defaultSuffix: "json"
        nameFilters: [qsTr("Army lists (*.json)")]
        onAccepted: page.exportTo(selectedFile)
    }
    Dialog {
        id: confirmDelete
        Material.elevation: Terms.elevation(background, 24)
        objectName: "confirmDelete"
        property int row: -1
        property string armyName: ""
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 520)
        modal: true
        title: qsTr("Delete “%1”?").arg(confirmDelete.armyName)
        // The title names what a player or a file named: plain text, never markup.
        header: Label {
            textFormat: Text.PlainText
            text: confirmDelete.title
            visible: text.length > 0
            padding: 24
            bottomPadding: 0
            font.bold: true
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }

        ColumnLayout {
            anchors.fill: parent
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("The army is deleted from this device. Battles already fought with it keep it.")
                wrapMode: Label.WordWrap
            }
        }
        footer: RowLayout {
            spacing: 8
            Item {
                Layout.fillWidth: true
            }
            FilledButton {
                objectName: "cancelDeleteButton"
                implicitHeight: 56
                flat: true
                text: qsTr("Cancel")
                font.capitalization: Font.MixedCase
                onClicked: confirmDelete.reject()
            }
            FilledButton {
                objectName: "confirmDeleteButton"
                Layout.rightMargin: 16
                implicitHeight: 56
                flat: true
                text: qsTr("Delete")
                font.capitalization: Font.MixedCase
                onClicked: confirmDelete.accept()
            }
        }
        onAccepted: ArmyCatalog.removeImported(confirmDelete.row)
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        // Whose armies: the rulesets' own titles, left as their authors wrote them.
        ChoiceRow {
            objectName: "rulesetFilter"
            Layout.fillWidth: true
            Layout.maximumWidth: 1100
            choices: ["Ancients Wargame", "My Wargame Rules", "3D6 OHW Gridded Ancients"]
            currentIndex: Math.max(0, page.rulesetKeys.indexOf(page.ruleset))
            Accessible.name: qsTr("Ruleset")
            onChosen: index => page.ruleset = page.rulesetKeys[index]
        }
        // The other rulesets' built-in lists, made when their ruleset is picked: laid out
        // while shown, so that their wrapped notes take the room they need.
        Loader {
            id: rulesetArmies
            objectName: "rulesetArmiesLoader"
            active: page.ruleset !== "ancients-wargame"
            visible: active
            Layout.fillWidth: true
            Layout.fillHeight: true
            source: Qt.resolvedUrl("RulesetArmiesView.qml")
            onLoaded: {
                const view = rulesetArmies.item as RulesetArmiesView;
                view.ruleset = Qt.binding(() => page.ruleset);
                view.wide = Qt.binding(() => page.wide);
            }
        }

        GridLayout {
            visible: page.ruleset === "ancients-wargame"
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: page.wide ? 2 : 1
            columnSpacing: 20
            rowSpacing: 12

            Flow {
                Layout.columnSpan: page.wide ? 2 : 1
                Layout.fillWidth: true
                spacing: 8
                FilledButton {
                    objectName: "importButton"
                    font.capitalization: Font.MixedCase
                    implicitHeight: 56
                    text: qsTr("Import…")
                    onClicked: importDialog.open()
                }
                FilledButton {
                    objectName: "buildButton"
                    font.capitalization: Font.MixedCase
                    implicitHeight: 56
                    text: qsTr("Build an army")
                    onClicked: Navigation.openPage("builder")
                }
                FilledButton {
                    objectName: "exportButton"
                    font.capitalization: Font.MixedCase
                    implicitHeight: 56
                    flat: true
                    enabled: ArmyCatalog.currentIndex >= 0
                    text: qsTr("Export…")
                    onClicked: exportDialog.open()
                }
            }
            Pane {
                objectName: "importMessage"
                Layout.columnSpan: page.wide ? 2 : 1
                Layout.fillWidth: true
                visible: page.messages.length > 0
                padding: 12
                background: Rectangle {
                    radius: 8
                    color: "transparent"
                    border.width: 2
                    border.color: page.messagesAreProblems ? page.problemColor : page.Material.accentColor
                }
                RowLayout {
                    anchors.fill: parent
                    spacing: 8
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Repeater {
                            model: page.messages
                            delegate: Label {
                                textFormat: Text.PlainText
                                required property int index
                                required property string modelData
                                Layout.fillWidth: true
                                text: index === 0 ? modelData : "• " + modelData
                                font.bold: index === 0
                                font.pixelSize: index === 0 ? 18 : 16
                                color: index === 0 && page.messagesAreProblems ? page.problemColor : page.Material.foreground
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
                        onClicked: page.messages = []
                    }
                }
            }

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
                model: ArmyCatalog
                currentIndex: ArmyCatalog.currentIndex
                delegate: ItemDelegate {
                    id: army
                    required property int index
                    required property string name
                    required property string period
                    required property int baseCount
                    required property int blockCount
                    required property bool builtIn
                    width: ListView.view.width
                    implicitHeight: 64
                    highlighted: index === ArmyCatalog.currentIndex
                    onClicked: ArmyCatalog.currentIndex = index
                    contentItem: RowLayout {
                        spacing: 4
                        ColumnLayout {
                            Layout.fillWidth: true
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
                                text: (army.builtIn ? "" : qsTr("Yours") + " · ")
                                      + (army.period.length > 0 ? army.period + " · " : "")
                                      + qsTr("%1 Blocks, %2 Bases").arg(army.blockCount).arg(army.baseCount)
                                font.pixelSize: 16
                                color: page.Material.secondaryTextColor
                                elide: Label.ElideRight
                            }
                        }
                        ToolButton {
                            objectName: "deleteButton"
                            visible: !army.builtIn
                            Layout.minimumWidth: 48
                            implicitHeight: 48
                            text: qsTr("Delete")
                            font.pixelSize: 16
                            Accessible.name: qsTr("Delete %1").arg(army.name)
                            onClicked: {
                                confirmDelete.row = army.index;
                                confirmDelete.armyName = army.name;
                                confirmDelete.open();
                            }
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
                    objectName: "armyNotes"
                    Layout.fillWidth: true
                    text: ArmyCatalog.currentNotes
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                    color: page.Material.secondaryTextColor
                    visible: text.length > 0
                }
                Label {
                    textFormat: Text.PlainText
                    visible: ArmyCatalog.loadErrors.length > 0
                    Layout.fillWidth: true
                    text: ArmyCatalog.loadErrors
                    wrapMode: Label.WordWrap
                    color: Terms.problemColor(page.Material.theme === Material.Dark)
                }
                RowLayout {
                    objectName: "blockHeader"
                    Layout.fillWidth: true
                    Layout.leftMargin: 4
                    Layout.rightMargin: 4
                    spacing: 8
                    Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 3; text: qsTr("Block"); font.bold: true }
                    Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 3; text: qsTr("Type"); font.bold: true }
                    Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 2; text: qsTr("Quality"); font.bold: true }
                    Label { textFormat: Text.PlainText; id: weightHeader; Layout.preferredWidth: Math.max(72, implicitWidth); text: qsTr("Weight"); font.bold: true }
                    Label { textFormat: Text.PlainText; id: basesHeader; Layout.preferredWidth: Math.max(100, implicitWidth); text: qsTr("Bases"); font.bold: true }
                }
                ListView {
                    id: blockList
                    objectName: "blockList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: ArmyCatalog.blocks
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
                                    text: page.rulesText(row.specialRules, row.spearArmed)
                                    font.pixelSize: 16
                                    color: page.Material.secondaryTextColor
                                    wrapMode: Label.WordWrap
                                }
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                Layout.preferredWidth: 3
                                text: Terms.troopType(row.type)
                                wrapMode: Label.WordWrap
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                Layout.preferredWidth: 2
                                text: Terms.quality(row.quality)
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.preferredWidth: weightHeader.width
                                text: row.weight
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.preferredWidth: basesHeader.width
                                text: qsTr("%1 × %2 = %3").arg(row.frontage).arg(row.depth).arg(row.baseCount)
                            }
                        }
                    }
                }
            }
        }
    }
}
