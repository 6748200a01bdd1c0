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
            wrapMode: Label.WordWrap
            font.pixelSize: 17
            color: Terms.problemColor(page.Material.theme === Material.Dark)
        }
        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "importResult"
                id: importResult
                Layout.fillWidth: true
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
            Button {
                objectName: "importButton"
                implicitHeight: 52
                text: qsTr("Import a battle…")
                font.capitalization: Font.MixedCase
                onClicked: importDialog.open()
            }
        }
        Label {
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
                required property int battleId
                required property string title
                required property date lastOpened
                required property int entries
                required property bool current
                width: ListView.view.width
                implicitHeight: 76
                highlighted: current
                Accessible.name: qsTr("Resume %1").arg(title)
                onClicked: {
                    if (BattleSession.resume(row.battleId))
                        Navigation.openPage("battle");
                    else
                        importResult.text = BattleSession.lastError;
                }
                contentItem: RowLayout {
                    spacing: 8
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Label {
                            Layout.fillWidth: true
                            text: row.title
                            font.pixelSize: 19
                            font.bold: true
                            elide: Label.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Last played %1 · %n entries", "", row.entries).arg(row.lastOpened.toLocaleString(Qt.locale(Languages.effectiveLanguage), Locale.ShortFormat))
                            font.pixelSize: 15
                            color: page.Material.secondaryTextColor
                            elide: Label.ElideRight
                        }
                    }
                    Button {
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
        objectName: "confirmDelete"
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 520)
        modal: true
        title: qsTr("Delete this battle?")
        standardButtons: Dialog.Cancel | Dialog.Yes
        Label {
            width: parent.width
            text: qsTr("\"%1\" and its whole log will be deleted from this device. Export it first if an umpire may need it.").arg(page.pendingTitle)
            wrapMode: Label.WordWrap
            font.pixelSize: 17
        }
        onAccepted: importResult.text = BattleSession.removeBattle(page.pendingDelete) ? "" : BattleSession.lastError
    }
}
