pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * Adjust Fatigue (the battle page's selected row): Fatigue added to a Base for something the
 * table shows, with the reason the log keeps. Made by the battle page when it first opens.
 */
Dialog {
    id: dialog
    /** The Base the Fatigue goes to, as the battle names it. */
    property int base: -1
    /** The Base's table label, "HAS 2·1". */
    property string baseLabel

    Material.elevation: Terms.elevation(background, 24)
    objectName: "adjustDialog"
    title: qsTr("Adjust Fatigue")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 32 : 520, 520)
    onAboutToShow: {
        amount.value = 1;
        reason.text = "";
    }
    onAccepted: BattleSession.adjustFatigue(dialog.base, amount.value, reason.text)

    ColumnLayout {
        anchors.fill: parent
        spacing: 10
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Add Fatigue to %1 for something the table shows. The reason is kept in the log.").arg(dialog.baseLabel)
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        SpinBox {
            id: amount
            objectName: "adjustAmount"
            from: 1
            to: 6
            editable: true
            implicitHeight: 56
            Accessible.name: qsTr("Fatigue to add")
        }
        TextField {
            id: reason
            objectName: "adjustReason"
            Layout.fillWidth: true
            implicitHeight: 56
            placeholderText: qsTr("Why, e.g. \"lost a figure to the river\"")
            Accessible.name: qsTr("Reason")
        }
        // Why Add stays off: beside the field it needs.
        Label {
            textFormat: Text.PlainText
            objectName: "adjustReasonNeeded"
            Layout.fillWidth: true
            visible: reason.text.trim().length === 0
            text: qsTr("Say why: the log keeps the reason with the Fatigue.")
            font.pixelSize: 16
            wrapMode: Label.WordWrap
            color: Terms.problemColor(dialog.Material.theme === Material.Dark)
        }
    }
    footer: RowLayout {
        spacing: 8
        Item {
            Layout.fillWidth: true
        }
        FilledButton {
            objectName: "adjustCancel"
            implicitHeight: 56
            flat: true
            text: qsTr("Cancel")
            font.capitalization: Font.MixedCase
            onClicked: dialog.reject()
        }
        FilledButton {
            objectName: "adjustConfirm"
            Layout.rightMargin: 16
            implicitHeight: 56
            highlighted: true
            enabled: reason.text.trim().length > 0
            text: qsTr("Add Fatigue")
            font.capitalization: Font.MixedCase
            onClicked: dialog.accept()
        }
    }
}
