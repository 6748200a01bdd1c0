pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * The umpire's ruling on one past action of My Wargame Rules or 3D6 OHW Gridded
 * Ancients, over the whole window, as AmendDialog is for the Ancients Wargame: the
 * action's facts and dice on one side, both outcomes on the other (below it in
 * portrait), any later action the correction made illegal asked one by one, and,
 * always in view at the foot, the umpire's reason and name, any refusal and the
 * button that records the ruling. The ruleset's form (MwrAmendForm, OhwAmendForm)
 * takes original, context and prefix, and gives fields.
 */
Dialog {
    id: dialog
    Material.elevation: Terms.elevation(background, 24)

    /** The ruleset's amendment draft (MwrAmendController, OhwAmendController). */
    required property var amend
    /** The ruleset, by its key: "my-wargame-rules" or "3d6-ohw-gridded-ancients"; it picks the correction form. */
    required property string ruleset
    readonly property bool ohw: ruleset === "3d6-ohw-gridded-ancients"
    /** The correction's form and the answer's, of the dialog's ruleset. */
    readonly property Item correction: ohw ? ohwCorrection : mwrCorrection
    readonly property var answerForm: ohw ? ohwAnswer : mwrAnswer
    readonly property bool wide: width > height
    readonly property bool canConfirm: amend.ready && note.text.trim().length > 0 && umpireName.text.trim().length > 0
    /** What the last ruling said when it was refused. */
    property string refusal: ""
    /** The correction last tried out, as JSON: the same one is not tried again. */
    property string tried: "{}"

    /** Opens the ruling on the action in force at @p index. */
    function openFor(index: int) {
        if (amend.begin(index))
            open();
    }

    modal: true
    padding: 12
    title: qsTr("Amend #%1").arg(amend.number)
    closePolicy: Popup.CloseOnEscape

    // Every ruling starts with an empty reason: the last one's belongs to its own entry.
    onAboutToShow: {
        note.clear();
        dialog.refusal = "";
        dialog.tried = "{}";
    }
    onClosed: amend.cancel()

    // Every change of the form is tried out at once, so both outcomes follow it.
    Timer {
        id: tryOut
        interval: 0
        onTriggered: {
            const json = JSON.stringify(dialog.correction.fields);
            if (!dialog.visible || dialog.amend.index < 0 || json === dialog.tried)
                return;
            dialog.tried = json;
            dialog.refusal = "";
            dialog.amend.tryCorrection(dialog.correction.fields);
        }
    }

    ScrollView {
        id: scroll
        objectName: "rulesetAmendScroll"
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth
        GridLayout {
            width: scroll.availableWidth
            columns: dialog.wide ? 2 : 1
            columnSpacing: 16
            rowSpacing: 12

            // In portrait, once a correction is tried out, its outcomes and any action asked come first.
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
                MwrAmendForm {
                    id: mwrCorrection
                    objectName: dialog.ohw ? "" : "rulesetAmendForm"
                    Layout.fillWidth: true
                    visible: !dialog.ohw
                    prefix: "amend"
                    original: dialog.ohw ? ({}) : dialog.amend.original
                    context: dialog.ohw ? ({}) : dialog.amend.context
                    onFieldsChanged: tryOut.restart()
                }
                OhwAmendForm {
                    id: ohwCorrection
                    objectName: dialog.ohw ? "rulesetAmendForm" : ""
                    Layout.fillWidth: true
                    visible: dialog.ohw
                    prefix: "amend"
                    original: dialog.ohw ? dialog.amend.original : ({})
                    context: dialog.ohw ? dialog.amend.context : ({})
                    onFieldsChanged: tryOut.restart()
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
                    visible: !dialog.amend.drafted && !dialog.amend.asking
                    text: qsTr("Change the action to see both outcomes side by side.")
                    font.pixelSize: 16
                    color: dialog.Material.secondaryTextColor
                    wrapMode: Label.WordWrap
                }
                Repeater {
                    model: dialog.amend.answeredTexts
                    delegate: Label {
                        textFormat: Text.PlainText
                        required property string modelData
                        Layout.fillWidth: true
                        text: "• " + modelData
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                }
                // ---- a later action the correction made illegal: answered with another, or dropped
                Frame {
                    objectName: "rulesetAmendAsk"
                    Layout.fillWidth: true
                    visible: dialog.amend.asking
                    ColumnLayout {
                        anchors.left: parent.left
                        anchors.right: parent.right
                        spacing: 8
                        Label {
                            textFormat: Text.PlainText
                            objectName: "rulesetAmendAskText"
                            Layout.fillWidth: true
                            text: dialog.amend.askText
                            font.pixelSize: 16
                            font.bold: true
                            wrapMode: Label.WordWrap
                        }
                        MwrAmendForm {
                            id: mwrAnswer
                            objectName: dialog.ohw ? "" : "rulesetAmendAnswerForm"
                            Layout.fillWidth: true
                            visible: !dialog.ohw
                            prefix: "answer"
                            original: dialog.ohw ? ({}) : dialog.amend.askOriginal
                            context: dialog.ohw ? ({}) : dialog.amend.askContext
                        }
                        OhwAmendForm {
                            id: ohwAnswer
                            objectName: dialog.ohw ? "rulesetAmendAnswerForm" : ""
                            Layout.fillWidth: true
                            visible: dialog.ohw
                            prefix: "answer"
                            original: dialog.ohw ? dialog.amend.askOriginal : ({})
                            context: dialog.ohw ? dialog.amend.askContext : ({})
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 8
                            FilledButton {
                                objectName: "rulesetAmendAnswer"
                                implicitHeight: 52
                                font.capitalization: Font.MixedCase
                                highlighted: true
                                text: qsTr("Play this instead")
                                onClicked: dialog.amend.answer(dialog.answerForm.fields)
                            }
                            FilledButton {
                                objectName: "rulesetAmendDrop"
                                implicitHeight: 52
                                font.capitalization: Font.MixedCase
                                text: qsTr("It no longer happens")
                                onClicked: dialog.amend.drop()
                            }
                        }
                    }
                }
                // ---- both outcomes: the armies, then every unit, changed ones first
                GridLayout {
                    objectName: "rulesetAmendWhatIf"
                    Layout.fillWidth: true
                    visible: dialog.amend.drafted && !dialog.amend.asking
                    columns: 3
                    columnSpacing: 8
                    rowSpacing: 4
                    Label { textFormat: Text.PlainText; Layout.fillWidth: true; text: ""; font.pixelSize: 16 }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        text: qsTr("As recorded")
                        font.pixelSize: 16
                        font.bold: true
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        text: qsTr("As corrected")
                        font.pixelSize: 16
                        font.bold: true
                        wrapMode: Label.WordWrap
                    }
                    Repeater {
                        model: dialog.amend.armies.concat(dialog.amend.units)
                        delegate: Repeater {
                            id: outcomeRow
                            required property var modelData
                            required property int index
                            model: [outcomeRow.modelData.name, outcomeRow.modelData.before, outcomeRow.modelData.after]
                            delegate: Label {
                                required property string modelData
                                required property int index
                                objectName: index === 2 ? "rulesetAmendAfter_" + outcomeRow.modelData.name : ""
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                Layout.preferredWidth: index === 0 ? 1.4 : 1
                                text: modelData
                                font.pixelSize: 16
                                font.bold: outcomeRow.modelData.changed && index > 0
                                wrapMode: Label.WordWrap
                                color: outcomeRow.modelData.changed ? dialog.Material.foreground : dialog.Material.secondaryTextColor
                            }
                        }
                    }
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
                    objectName: "rulesetAmendNote"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    placeholderText: qsTr("The umpire's reason")
                    Accessible.name: qsTr("The umpire's reason")
                }
                TextField {
                    id: umpireName
                    objectName: "rulesetAmendUmpire"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    placeholderText: qsTr("The umpire's name")
                    Accessible.name: qsTr("The umpire's name")
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "rulesetAmendError"
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
                    text: dialog.amend.asking ? qsTr("Answer the action asked first.")
                          : !dialog.amend.drafted ? ""
                          : note.text.trim().length === 0 || umpireName.text.trim().length === 0 ? qsTr("Give the reason and your name to rule.") : ""
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                    color: dialog.Material.secondaryTextColor
                }
                FilledButton {
                    objectName: "rulesetAmendCancel"
                    implicitHeight: 56
                    font.capitalization: Font.MixedCase
                    text: qsTr("Cancel")
                    onClicked: dialog.reject()
                }
                FilledButton {
                    objectName: "rulesetAmendConfirm"
                    implicitHeight: 56
                    highlighted: true
                    font.capitalization: Font.MixedCase
                    font.pixelSize: 18
                    enabled: dialog.canConfirm
                    text: qsTr("Record the ruling")
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
