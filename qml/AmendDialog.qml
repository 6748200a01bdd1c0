pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The umpire's ruling on one past action, over the whole window: the action's
 * form with the players' controls on one side, both outcomes of the correction
 * on the other (below it in portrait), any later choice the correction made
 * illegal asked again, and, always in view at the foot, the umpire's reason and
 * name, any refusal and the confirm button.
 */
Dialog {
    id: dialog
    Material.elevation: Terms.elevation(background, 24)

    required property AmendController amend
    readonly property bool wide: width > height
    readonly property bool canConfirm: amend.ready && note.text.trim().length > 0 && umpireName.text.trim().length > 0
    /** What the last ruling said when it was refused. */
    property string refusal: ""
    /** The correction last tried out, as JSON: the same one is not tried again. */
    property string tried: ""

    /** Opens the ruling on the action in force at @p index. */
    function openFor(index: int) {
        if (amend.begin(index))
            open();
    }

    modal: true
    padding: 12
    /** The action's number in the log, as its row shows it ("#13"): the one numbering. */
    readonly property int number: amend.number
    title: qsTr("Amend #%1").arg(number)
    closePolicy: Popup.CloseOnEscape

    // Every ruling starts with an empty reason: the last one's belongs to its own entry.
    onAboutToShow: {
        note.clear();
        dialog.refusal = "";
        dialog.tried = JSON.stringify(form.fields);
    }
    onClosed: amend.cancel()

    // Every change of the form is tried out at once, so both outcomes follow it.
    Timer {
        id: tryOut
        interval: 0
        onTriggered: {
            const json = JSON.stringify(form.fields);
            if (!dialog.visible || dialog.amend.index < 0 || json === dialog.tried)
                return;
            dialog.tried = json;
            dialog.amend.tryCorrection(form.fields);
        }
    }
    Connections {
        target: form
        function onFieldsChanged() {
            tryOut.restart();
        }
    }

    ScrollView {
        id: scroll
        objectName: "amendScroll"
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth
        GridLayout {
            width: scroll.availableWidth
            columns: dialog.wide ? 2 : 1
            columnSpacing: 16
            rowSpacing: 12

            // In portrait, once a correction is tried out, its outcomes and any choice asked again come first.
            ColumnLayout {
                Layout.row: dialog.wide || !dialog.amend.drafted ? 0 : 1
                Layout.column: 0
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.")
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                }
                AmendForm {
                    id: form
                    objectName: "amendForm"
                    Layout.fillWidth: true
                    amend: dialog.amend
                }
            }
            ColumnLayout {
                Layout.row: dialog.wide ? 0 : dialog.amend.drafted ? 0 : 1
                Layout.column: dialog.wide ? 1 : 0
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: !dialog.amend.drafted
                    text: qsTr("Change the action to see both outcomes side by side.")
                    font.pixelSize: 16
                    color: dialog.Material.secondaryTextColor
                    wrapMode: Label.WordWrap
                }
                AmendReask {
                    objectName: "amendReask"
                    visible: dialog.amend.asking
                    Layout.fillWidth: true
                    amend: dialog.amend
                }
                Repeater {
                    model: dialog.amend.reaskedTexts
                    delegate: Label {
                        textFormat: Text.PlainText
                        required property string modelData
                        Layout.fillWidth: true
                        text: "• " + modelData
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                }
                AmendWhatIf {
                    objectName: "amendWhatIf"
                    visible: dialog.amend.drafted
                    Layout.fillWidth: true
                    amend: dialog.amend
                }
            }
        }
    }

    footer: Pane {
        padding: 12
        ColumnLayout {
            anchors.fill: parent
            spacing: 6
            GridLayout {
                Layout.fillWidth: true
                columns: dialog.wide ? 2 : 1
                columnSpacing: 8
                TextField {
                    id: note
                    objectName: "amendNote"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    placeholderText: qsTr("The umpire's reason")
                    Accessible.name: qsTr("The umpire's reason")
                }
                TextField {
                    id: umpireName
                    objectName: "amendUmpire"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    placeholderText: qsTr("The umpire's name")
                    Accessible.name: qsTr("The umpire's name")
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "amendError"
                Layout.fillWidth: true
                visible: text.length > 0
                text: dialog.refusal.length > 0 ? dialog.refusal : dialog.amend.error
                wrapMode: Label.WordWrap
                maximumLineCount: 4
                elide: Label.ElideRight
                font.pixelSize: 16
                color: Terms.problemColor(dialog.Material.theme === Material.Dark)
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: dialog.amend.asking ? qsTr("Answer the choice asked again first.")
                          : !dialog.amend.drafted ? ""
                          : note.text.trim().length === 0 || umpireName.text.trim().length === 0 ? qsTr("Give the reason and your name to rule.") : ""
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                    color: dialog.Material.secondaryTextColor
                }
                FilledButton {
                    objectName: "amendCancel"
                    implicitHeight: 56
                    font.capitalization: Font.MixedCase
                    text: qsTr("Cancel")
                    onClicked: dialog.reject()
                }
                FilledButton {
                    objectName: "amendConfirm"
                    implicitHeight: 56
                    highlighted: true
                    font.capitalization: Font.MixedCase
                    font.pixelSize: 18
                    enabled: dialog.canConfirm
                    text: qsTr("Rule and recompute")
                    onClicked: {
                        const result = dialog.amend.confirm(note.text, umpireName.text);
                        dialog.refusal = result.ok ? "" : result.error;
                        if (result.ok)
                            dialog.close();
                    }
                }
            }
        }
    }
}
