pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

/** The label sheet is saved: where, and how to print it. Made by the battle page when it first saves one. */
Dialog {
    id: dialog
    Material.elevation: Terms.elevation(background, 24)
    objectName: "labelSheetDone"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 32 : 520, 520)
    modal: true
    title: qsTr("Table labels saved")
    standardButtons: Dialog.Ok
    /** Where the sheet was saved. */
    property url file
    Label {
        textFormat: Text.PlainText
        width: parent.width
        wrapMode: Label.WordWrap
        font.pixelSize: 16
        text: qsTr("Saved to %1. Print it at full size (100%), cut along the lines and stick each label under its Base.")
              .arg(String(dialog.file).replace(/^file:\/\//, ""))
    }
}
