pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import QtQuick.Dialogs
import Ancients.Bridge

/*
 * The battles kept on this device, the last opened first: resume one, or
 * delete it (after asking). Every battle is kept entry by entry as it is
 * played, so a resumed battle is exactly where it was left.
 */
Page {
    id: page

    property int pendingDelete: 0
    property string pendingTitle: ""

    title: qsTr("Saved battles")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        Label {
            Layout.fillWidth: true
            visible: BattleSession.storeError.length > 0
            text: BattleSession.storeError
            textFormat: Text.PlainText
            wrapMode: Label.WordWrap
            font.pixelSize: 16
            color: Terms.problemColor(page.Material.theme === Material.Dark)
        }
        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "importResult"
                id: importResult
                Layout.fillWidth: true
                textFormat: Text.PlainText // a refusal quotes the file's name and its contents
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
            FilledButton {
                objectName: "importButton"
                implicitHeight: 52
                text: qsTr("Import a battle…")
                font.capitalization: Font.MixedCase
                onClicked: importDialog.open()
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: list.count === 0 && BattleSession.storeError.length === 0
            text: qsTr("No battles kept yet. A new battle is kept from its first action.")
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        ListView {
            id: list
            objectName: "battleList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: BattleSession.battles
            ScrollIndicator.vertical: ScrollIndicator {}
            delegate: ItemDelegate {
                id: row
                required property int index
                required property int battleId
                required property string title
                required property string armyA
                required property string armyB
                required property date lastOpened
                required property int entries
                required property bool current
                required property int turn
                required property string phase
                required property int loser
                /**
                 * The battle's ruleset: empty for the Ancients Wargame, "my-wargame-rules" for My Wargame
                 * Rules, "3d6-ohw-gridded-ancients" for 3D6 OHW Gridded Ancients.
                 */
                required property string ruleset
                readonly property bool mwr: ruleset === "my-wargame-rules"
                readonly property bool ohw: ruleset === "3d6-ohw-gridded-ancients"
                width: ListView.view.width
                implicitHeight: Math.max(76, contentItem.implicitHeight + topPadding + bottomPadding)
                highlighted: current
                Accessible.name: qsTr("Resume %1").arg(title)
                onClicked: {
                    // Each ruleset's battle opens on its own page, from the same store.
                    const shown = KeptBattles.open(row.battleId, row.ruleset);
                    if (shown.length > 0)
                        Navigation.openPage(shown);
                    else
                        importResult.text = KeptBattles.lastError;
                }
                contentItem: RowLayout {
                    spacing: 8
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Label {
                            objectName: "battleTitle" + row.index
                            Layout.fillWidth: true
                            text: row.title
                            textFormat: Text.PlainText
                            font.pixelSize: 20
                            font.bold: true
                            elide: Label.ElideRight
                        }
                        Label {
                            objectName: "battleArmies" + row.index
                            Layout.fillWidth: true
                            text: qsTr("%1 v %2").arg(row.armyA).arg(row.armyB)
                            textFormat: Text.PlainText
                            font.pixelSize: 16
                            wrapMode: Label.WordWrap
                            maximumLineCount: 2
                            elide: Label.ElideRight
                        }
                        Label {
                            objectName: "battleStanding" + row.index
                            Layout.fillWidth: true
                            text: row.loser >= 0
                                  ? qsTr("Decided in turn %1: %2 won, %3 broke").arg(row.turn)
                                        .arg(row.loser === 0 ? row.armyB : row.armyA)
                                        .arg(row.loser === 0 ? row.armyA : row.armyB)
                                  : row.mwr ? qsTr("My Wargame Rules · in progress: turn %1").arg(Math.max(1, row.turn))
                                  : row.ohw ? qsTr("3D6 OHW Gridded Ancients · in progress: turn %1").arg(Math.max(1, row.turn))
                                  : row.turn > 0 ? qsTr("In progress: turn %1, %2 phase").arg(row.turn).arg(Terms.phase(row.phase))
                                  : qsTr("In progress (turn shown once it is resumed)")
                            textFormat: Text.PlainText
                            font.pixelSize: 16
                            font.bold: row.loser >= 0
                            wrapMode: Label.WordWrap
                        }
                        Label {
                            objectName: "battleDate" + row.index
                            Layout.fillWidth: true
                            text: qsTr("Last played %1 · %n entries", "", row.entries).arg(row.lastOpened.toLocaleString(Qt.locale(Languages.effectiveLanguage), Locale.ShortFormat))
                            textFormat: Text.PlainText
                            font.pixelSize: 16
                            color: page.Material.secondaryTextColor
                            elide: Label.ElideRight
                        }
                    }
                    FilledButton {
                        objectName: "delete" + row.battleId
                        implicitHeight: 52
                        flat: true
                        text: qsTr("Delete")
                        font.capitalization: Font.MixedCase
                        Accessible.name: qsTr("Delete %1").arg(row.title)
                        onClicked: {
                            page.pendingDelete = row.battleId;
                            page.pendingTitle = row.title;
                            confirm.open();
                        }
                    }
                }
            }
        }
    }

    FileDialog {
        id: importDialog
        title: qsTr("Import a battle")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Battle files (*.json)"), qsTr("All files (*)")]
        onAccepted: {
            if (BattleSession.importBattle(selectedFile))
                Navigation.openPage("battle");
            else
                importResult.text = BattleSession.lastError;
        }
    }

    Dialog {
        id: confirm
        Material.elevation: Terms.elevation(background, 24)
        objectName: "confirmDelete"
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 520)
        modal: true
        title: qsTr("Delete this battle?")
        standardButtons: Dialog.Cancel | Dialog.Yes
        Label {
            width: parent.width
            text: qsTr("\"%1\" and its whole log will be deleted from this device. Export it first if an umpire may need it.").arg(page.pendingTitle)
            textFormat: Text.PlainText
            wrapMode: Label.WordWrap
            font.pixelSize: 16
        }
        onAccepted: importResult.text = BattleSession.removeBattle(page.pendingDelete) ? "" : BattleSession.lastError
    }
}
