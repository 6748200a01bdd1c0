pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The quick fatigue tracker, for players who want only the bookkeeping: two
 * sides of Blocks, each Base's Fatigue, each Block's exact average and state
 * (§6), and each side's Bases lost against the army break (§12, §12.1). Side
 * by side in landscape, one tab a side in portrait. Saved after every change.
 */
Page {
    id: page

    readonly property bool wide: width > height
    /** The side the add and fill dialogs work on. */
    property int dialogSide: 0

    function sideModel(side: int): TrackerSideModel {
        return side === 0 ? FatigueTracker.sideA : FatigueTracker.sideB;
    }
    function sideName(side: int): string {
        const model = sideModel(side);
        return model.name.length > 0 ? model.name : side === 0 ? qsTr("Side A") : qsTr("Side B");
    }
    function openAddDialog(side: int) {
        page.dialogSide = side;
        blockName.text = qsTr("Block %1").arg(sideModel(side).count + 1);
        baseCount.value = 4;
        fileCount.value = 4;
        troopType.currentIndex = 0;
        addDialog.open();
    }
    function openFillDialog(side: int) {
        page.dialogSide = side;
        fillDialog.error = "";
        fillDialog.open();
    }

    title: qsTr("Fatigue tracker")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        // A file that could not be read or saved: what and where, until dismissed.
        Pane {
            objectName: "problemBanner"
            visible: FatigueTracker.problem.length > 0
            Layout.fillWidth: true
            padding: 12
            background: Rectangle {
                radius: 6
                color: page.Material.theme === Material.Dark ? "#4e342e" : "#ffebee"
                border.color: page.Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
            }
            RowLayout {
                anchors.fill: parent
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    objectName: "problemText"
                    Layout.fillWidth: true
                    text: FatigueTracker.problem
                    wrapMode: Label.WrapAtWordBoundaryOrAnywhere
                    font.pixelSize: 16
                }
                FilledButton {
                    implicitHeight: 48
                    flat: true
                    text: qsTr("Dismiss")
                    font.capitalization: Font.MixedCase
                    onClicked: FatigueTracker.dismissProblem()
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            FilledButton {
                objectName: "undoButton"
                implicitHeight: 56
                text: qsTr("Undo")
                font.capitalization: Font.MixedCase
                enabled: FatigueTracker.canUndo
                Accessible.name: qsTr("Undo the last change")
                onClicked: FatigueTracker.undo()
            }
            FilledButton {
                objectName: "resetButton"
                implicitHeight: 56
                text: qsTr("Reset…")
                font.capitalization: Font.MixedCase
                enabled: !FatigueTracker.empty
                Accessible.name: qsTr("Reset the tracker")
                onClicked: resetDialog.open()
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("A Block breaks when its average Fatigue exceeds 6; an army, when it has lost 30% of its Bases.")
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
                wrapMode: Label.WordWrap
            }
        }

        // The turn and phase (§4): one tap to the next; ending Recovery recovers the side to act (§6.1).
        RowLayout {
            objectName: "turnRow"
            Layout.fillWidth: true
            spacing: 8
            Label {
                textFormat: Text.PlainText
                objectName: "turnLabel"
                Layout.fillWidth: true
                text: qsTr("Turn %1 · %2 · %3 phase").arg(FatigueTracker.turn).arg(page.sideName(FatigueTracker.activeSide))
                      .arg(Terms.phase(FatigueTracker.phase))
                font.pixelSize: 20
                font.bold: true
                wrapMode: Label.WordWrap
            }
            CitationButton {
                section: FatigueTracker.phase === "recovery" ? "6.1" : "4"
            }
            FilledButton {
                id: nextPhaseButton
                objectName: "nextPhaseButton"
                Layout.maximumWidth: page.width * 0.45
                implicitHeight: 56
                highlighted: true
                font.capitalization: Font.MixedCase
                text: FatigueTracker.phase === "recovery" ? qsTr("Recover %1 and end the turn").arg(page.sideName(FatigueTracker.activeSide))
                                                         : qsTr("End %1 phase").arg(Terms.phase(FatigueTracker.phase))
                Accessible.name: text
                // A long side name takes a second line rather than being cut.
                contentItem: Label {
                    textFormat: Text.PlainText
                    text: nextPhaseButton.text
                    font: nextPhaseButton.font
                    wrapMode: Label.WordWrap
                    maximumLineCount: 2
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    color: nextPhaseButton.Material.primaryHighlightedTextColor
                }
                onClicked: FatigueTracker.nextPhase()
            }
        }

        TabBar {
            id: tabs
            objectName: "sideTabs"
            visible: !page.wide
            Layout.fillWidth: true
            Repeater {
                model: 2
                TabButton {
                    id: sideTab
                    required property int index
                    objectName: "sideTab" + index
                    implicitHeight: 56
                    font.capitalization: Font.MixedCase
                    font.pixelSize: 18
                    text: {
                        const side = page.sideModel(index);
                        return side.armyBroken ? qsTr("%1 · broken").arg(page.sideName(index))
                                               : qsTr("%1 · %2 lost").arg(page.sideName(index)).arg(side.lostBases);
                    }
                    // A side's name comes from a player or an army list: plain text, never markup.
                    contentItem: Label {
                        textFormat: Text.PlainText
                        text: sideTab.text
                        font: sideTab.font
                        color: sideTab.checked ? Terms.palette(page.Material.theme === Material.Dark).mark : sideTab.Material.foreground
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        elide: Text.ElideRight
                    }
                }
            }
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: page.wide ? 2 : 1
            columnSpacing: 24
            rowSpacing: 0

            Repeater {
                model: 2
                TrackerSidePanel {
                    required property int index
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    visible: page.wide || tabs.currentIndex === index
                    side: page.sideModel(index)
                    onAddRequested: page.openAddDialog(index)
                    onFillRequested: page.openFillDialog(index)
                    onSplitRequested: block => regroupDialog.openSplit(index, block)
                    onMergeRequested: block => {
                        regroupDialog.sideModel = page.sideModel(index);
                        regroupDialog.openMerge(index, block);
                    }
                }
            }
        }
    }

    // ---- Add a Block ---------------------------------------------------------------
    Dialog {
        id: addDialog
        Material.elevation: Terms.elevation(background, 24)
        objectName: "addDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 520)
        modal: true
        title: qsTr("Add a Block to %1").arg(page.sideName(page.dialogSide))
        // The title names what a player or a file named: plain text, never markup.
        header: Label {
            textFormat: Text.PlainText
            text: addDialog.title
            visible: text.length > 0
            padding: 24
            bottomPadding: 0
            font.bold: true
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }

        ColumnLayout {
            anchors.fill: parent
            spacing: 12
            TextField {
                id: blockName
                objectName: "blockNameField"
                Layout.fillWidth: true
                implicitHeight: 56
                placeholderText: qsTr("Name")
                Accessible.name: qsTr("Block name")
            }
            // Why Add is off: beside the field it needs.
            Label {
                textFormat: Text.PlainText
                objectName: "blockNameReason"
                Layout.fillWidth: true
                visible: blockName.text.trim().length === 0
                text: qsTr("Give the Block a name: its Bases' labels are made from it.")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
                color: Terms.problemColor(page.Material.theme === Material.Dark)
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Bases")
                }
                SpinBox {
                    id: baseCount
                    objectName: "baseCountBox"
                    implicitHeight: 56
                    from: 1
                    to: FatigueTracker.maximumBases
                    value: 4
                    editable: true
                    Accessible.name: qsTr("Number of Bases")
                }
            }
            // Its frontage: the Bases stand rank by rank, each left to right, as the table labels count them.
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Files (Bases side by side)")
                    wrapMode: Label.WordWrap
                }
                SpinBox {
                    id: fileCount
                    objectName: "fileCountBox"
                    implicitHeight: 56
                    from: 1
                    to: baseCount.value
                    value: 4
                    editable: true
                    Accessible.name: qsTr("Number of files")
                }
            }
            ComboBox {
                id: troopType
                objectName: "troopTypeBox"
                Layout.fillWidth: true
                implicitHeight: 56
                textRole: "label"
                valueRole: "key"
                model: [
                    { "key": "", "label": qsTr("Troop type not given") },
                    { "key": "heavy-infantry", "label": Terms.troopType("heavy-infantry") },
                    { "key": "medium-infantry", "label": Terms.troopType("medium-infantry") },
                    { "key": "light-infantry", "label": Terms.troopType("light-infantry") },
                    { "key": "skirmishers", "label": Terms.troopType("skirmishers") },
                    { "key": "warband", "label": Terms.troopType("warband") },
                    { "key": "cavalry", "label": Terms.troopType("cavalry") },
                    { "key": "cataphract", "label": Terms.troopType("cataphract") },
                    { "key": "light-cavalry", "label": Terms.troopType("light-cavalry") }
                ]
                Accessible.name: qsTr("Troop type")
            }
        }

        footer: RowLayout {
            spacing: 8
            Item {
                Layout.fillWidth: true
            }
            FilledButton {
                objectName: "addBlockCancel"
                implicitHeight: 56
                flat: true
                text: qsTr("Cancel")
                font.capitalization: Font.MixedCase
                onClicked: addDialog.reject()
            }
            FilledButton {
                objectName: "addBlockConfirm"
                Layout.rightMargin: 16
                implicitHeight: 56
                flat: true
                text: qsTr("Add")
                font.capitalization: Font.MixedCase
                enabled: blockName.text.trim().length > 0
                onClicked: addDialog.accept()
            }
        }
        onAccepted: FatigueTracker.addBlock(page.dialogSide, blockName.text, baseCount.value, troopType.currentValue,
                                            Math.min(fileCount.value, baseCount.value))
    }

    // ---- Fill a side from an army list --------------------------------------------------
    Dialog {
        id: fillDialog
        Material.elevation: Terms.elevation(background, 24)
        objectName: "fillDialog"
        property string error: ""
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 560)
        height: Math.min(page.height - 32, 640)
        modal: true
        title: qsTr("Fill %1 from an army list").arg(page.sideName(page.dialogSide))
        // The title names what a player or a file named: plain text, never markup.
        header: Label {
            textFormat: Text.PlainText
            text: fillDialog.title
            visible: text.length > 0
            padding: 24
            bottomPadding: 0
            font.bold: true
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        standardButtons: Dialog.Cancel

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: page.sideModel(page.dialogSide).count > 0
                text: qsTr("This replaces the side's Blocks; Undo brings them back.")
                wrapMode: Label.WordWrap
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: fillDialog.error.length > 0 || ArmyCatalog.loadErrors.length > 0
                text: fillDialog.error.length > 0 ? fillDialog.error : ArmyCatalog.loadErrors
                wrapMode: Label.WordWrap
                color: Terms.problemColor(page.Material.theme === Material.Dark)
            }
            ListView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: ArmyCatalog
                delegate: ItemDelegate {
                    id: army
                    required property int index
                    required property string name
                    required property string period
                    required property int baseCount
                    required property int blockCount
                    objectName: "army_" + index
                    width: ListView.view.width
                    implicitHeight: 64
                    Accessible.name: army.name
                    contentItem: ColumnLayout {
                        spacing: 2
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: army.name
                            font.bold: true
                            elide: Label.ElideRight
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: qsTr("%1 · %2 Blocks, %3 Bases").arg(army.period).arg(army.blockCount).arg(army.baseCount)
                            font.pixelSize: 16
                            color: page.Material.secondaryTextColor
                            elide: Label.ElideRight
                        }
                    }
                    onClicked: {
                        ArmyCatalog.currentIndex = index;
                        fillDialog.error = FatigueTracker.fillFromArmy(page.dialogSide, ArmyCatalog.blocks, army.name);
                        if (fillDialog.error.length === 0)
                            fillDialog.close();
                    }
                }
            }
        }
    }

    // ---- Split and merge (§6.2) ----------------------------------------------------------
    TrackerRegroupDialog {
        id: regroupDialog
    }

    // ---- Reset ----------------------------------------------------------------------------
    Dialog {
        id: resetDialog
        Material.elevation: Terms.elevation(background, 24)
        objectName: "resetDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 520)
        modal: true
        title: qsTr("Reset the tracker")
        standardButtons: Dialog.Cancel

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            FilledButton {
                objectName: "resetFatigueButton"
                Layout.fillWidth: true
                implicitHeight: 56
                text: qsTr("New battle: every Base back to Fatigue 1")
                font.capitalization: Font.MixedCase
                onClicked: {
                    FatigueTracker.resetFatigue();
                    resetDialog.close();
                }
            }
            FilledButton {
                objectName: "clearButton"
                Layout.fillWidth: true
                implicitHeight: 56
                text: qsTr("Remove every Block and both names")
                font.capitalization: Font.MixedCase
                onClicked: {
                    FatigueTracker.clear();
                    resetDialog.close();
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Undo brings back what was there.")
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
                wrapMode: Label.WordWrap
            }
        }
    }
}
