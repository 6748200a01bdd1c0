pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Ancients.Bridge

/*
 * Saving a file the app writes: the folder (the documents folder, or one the
 * player picks), the file's name already filled in with a sensible one (the
 * armies and the date), and Save, which stays off until there is a name and
 * says why beside the field. Saving over a file that is there says so first.
 * Used as FileDialog's SaveFile mode is: `selectedFile` and `accepted()`.
 */
Dialog {
    id: dialog

    /** The name the field starts with, e.g. FileNames.fileName([...], "json"). */
    property string fileName
    /** The file's suffix, added when the name has none, e.g. "json". */
    property string defaultSuffix
    /** What kind of file it is, e.g. "Battle files (*.json)"; shown under the name. */
    property list<string> nameFilters
    /** The folder it is saved in. */
    property url folder: FileNames.documentsFolder
    /** The file chosen: the folder and the name. */
    readonly property url selectedFile: FileNames.fileIn(folder, nameField.text, defaultSuffix)
    /** Whether a file of that name is there already. */
    property bool replaces: false

    objectName: "saveFileDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 32 : 560, 560)
    modal: true
    header: Label {
        textFormat: Text.PlainText
        text: dialog.title
        padding: 24
        bottomPadding: 0
        font.bold: true
        font.pixelSize: 18
        wrapMode: Label.WordWrap
    }
    onAboutToShow: {
        nameField.text = fileName;
        replaces = FileNames.exists(selectedFile);
    }
    onSelectedFileChanged: replaces = FileNames.exists(selectedFile)

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                textFormat: Text.PlainText
                objectName: "folderText"
                Layout.fillWidth: true
                text: qsTr("In %1").arg(FileNames.folderText(dialog.folder))
                font.pixelSize: 16
                color: dialog.Material.secondaryTextColor
                wrapMode: Label.WrapAtWordBoundaryOrAnywhere
            }
            FilledButton {
                objectName: "changeFolderButton"
                implicitHeight: 52
                flat: true
                text: qsTr("Another folder…")
                font.capitalization: Font.MixedCase
                onClicked: folderDialog.open()
            }
        }
        TextField {
            id: nameField
            objectName: "fileNameField"
            Layout.fillWidth: true
            implicitHeight: 56
            placeholderText: qsTr("File name")
            Accessible.name: qsTr("File name")
            inputMethodHints: Qt.ImhNoPredictiveText
            onAccepted: {
                if (saveButton.enabled)
                    saveButton.clicked();
            }
        }
        // Why Save is off, or what saving would do: beside the field.
        Label {
            textFormat: Text.PlainText
            objectName: "fileNameReason"
            Layout.fillWidth: true
            visible: text.length > 0
            text: nameField.text.trim().length === 0 ? qsTr("Give the file a name to save it.")
                : dialog.replaces ? qsTr("A file of that name is there already: saving replaces it.") : ""
            font.pixelSize: 16
            wrapMode: Label.WordWrap
            color: nameField.text.trim().length === 0 ? Terms.problemColor(dialog.Material.theme === Material.Dark)
                                                      : dialog.Material.foreground
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: dialog.nameFilters.length > 0
            text: Array.from(dialog.nameFilters).join(", ")
            font.pixelSize: 16
            color: dialog.Material.secondaryTextColor
            wrapMode: Label.WordWrap
        }
    }

    footer: RowLayout {
        spacing: 8
        Item {
            Layout.fillWidth: true
        }
        FilledButton {
            objectName: "saveCancel"
            implicitHeight: 56
            flat: true
            text: qsTr("Cancel")
            font.capitalization: Font.MixedCase
            onClicked: dialog.reject()
        }
        FilledButton {
            id: saveButton
            objectName: "saveConfirm"
            Layout.rightMargin: 16
            implicitHeight: 56
            highlighted: true
            enabled: nameField.text.trim().length > 0
            text: qsTr("Save")
            font.capitalization: Font.MixedCase
            onClicked: dialog.accept()
        }
    }

    FolderDialog {
        id: folderDialog
        title: qsTr("Save in which folder?")
        currentFolder: dialog.folder
        onAccepted: dialog.folder = selectedFolder
    }
}
