pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * A split or a merge on the quick tracker (§6.2): where to cut the Block (or
 * which Block joins it, beside or behind), then what it costs before it is done:
 * the Bases on either side of the seam, by their table labels, each +1 Fatigue,
 * and the Blocks it leaves. The engine works it out; Confirm stays off until the
 * choice can be made, and says why beside it.
 */
Dialog {
    id: dialog
    Material.elevation: Terms.elevation(background, 24)

    /** The side's Blocks, for the merge's choice of partner. */
    property TrackerSideModel sideModel: null
    /** A merge (true) or a split. */
    readonly property bool mergeMode: regrouping.merging

    /** Opens the split of Block @p block of side @p side. */
    function openSplit(side: int, block: int) {
        regrouping.merging = false;
        regrouping.side = side;
        regrouping.block = block;
        regrouping.other = -1;
        const first = regrouping.cuts.length > 0 ? regrouping.cuts[Math.floor((regrouping.cuts.length - 1) / 2)] : null;
        regrouping.line = first ? first.line : "files";
        regrouping.at = first ? first.at : 1;
        open();
    }
    /** Opens the merge of another Block of side @p side into Block @p block. */
    function openMerge(side: int, block: int) {
        regrouping.merging = true;
        regrouping.side = side;
        regrouping.block = block;
        regrouping.other = -1;
        regrouping.line = "files";
        open();
    }

    objectName: "regroupDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent.width - 32, 620)
    height: Math.min(parent.height - 32, implicitHeight)
    modal: true
    title: dialog.mergeMode ? qsTr("Merge a Block into %1").arg(regrouping.blockName) : qsTr("Split %1").arg(regrouping.blockName)
    header: Label {
        textFormat: Text.PlainText
        text: dialog.title
        padding: 24
        bottomPadding: 0
        font.bold: true
        font.pixelSize: 18
        wrapMode: Label.WordWrap
    }

    TrackerRegrouping {
        id: regrouping
        tracker: FatigueTracker
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: scroll.availableWidth
            spacing: 10

            // ---- split: where to cut ----
            Label {
                textFormat: Text.PlainText
                visible: !dialog.mergeMode
                Layout.fillWidth: true
                text: qsTr("Where the Block comes apart: the Bases after the cut become a Block of their own.")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
            Flow {
                objectName: "cuts"
                visible: !dialog.mergeMode
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: regrouping.cuts
                    delegate: FilledButton {
                        required property var modelData
                        required property int index
                        objectName: "cut_" + index
                        implicitHeight: 52
                        highlighted: regrouping.line === modelData.line && regrouping.at === modelData.at
                        Accessible.role: Accessible.RadioButton
                        Accessible.checked: highlighted
                        text: modelData.text
                        font.capitalization: Font.MixedCase
                        onClicked: {
                            regrouping.line = modelData.line;
                            regrouping.at = modelData.at;
                        }
                    }
                }
            }

            // ---- merge: which Block joins, and where ----
            Label {
                textFormat: Text.PlainText
                visible: dialog.mergeMode
                Layout.fillWidth: true
                text: qsTr("The Block that joins it:")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
            Flow {
                objectName: "partners"
                visible: dialog.mergeMode
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: dialog.mergeMode ? dialog.sideModel : null
                    delegate: FilledButton {
                        id: partner
                        required property int index
                        required property string name
                        objectName: "partner_" + index
                        visible: index !== regrouping.block
                        implicitHeight: 52
                        highlighted: regrouping.other === index
                        Accessible.role: Accessible.RadioButton
                        Accessible.checked: highlighted
                        text: name
                        font.capitalization: Font.MixedCase
                        onClicked: regrouping.other = index
                        // The player's Block name: plain text.
                        contentItem: Label {
                            textFormat: Text.PlainText
                            text: partner.text
                            font: partner.font
                            color: partner.highlighted ? partner.Material.primaryHighlightedTextColor : partner.Material.foreground
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                }
            }
            ChoiceRow {
                objectName: "joinChoice"
                visible: dialog.mergeMode
                Layout.fillWidth: true
                title: qsTr("It stands")
                citation: "6.2"
                choices: [qsTr("Beside it, on its right"), qsTr("Behind it")]
                currentIndex: regrouping.line === "ranks" ? 1 : 0
                onChosen: index => regrouping.line = index === 1 ? "ranks" : "files"
            }

            // ---- what it costs ----
            RowLayout {
                Layout.fillWidth: true
                visible: regrouping.valid
                Label {
                    textFormat: Text.PlainText
                    objectName: "seamText"
                    Layout.fillWidth: true
                    text: qsTr("+1 Fatigue on each Base at the seam: %1").arg(Array.from(regrouping.seamLabels).join(", "))
                    font.pixelSize: 16
                    font.bold: true
                    wrapMode: Label.WordWrap
                }
                CitationButton { section: "6.2" }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "resultText"
                visible: regrouping.valid
                Layout.fillWidth: true
                text: regrouping.resultNames.length === 2 ? qsTr("After the split: two Blocks, %1 and %2.").arg(regrouping.resultNames[0]).arg(regrouping.resultNames[1])
                                                           : qsTr("After the merge: one Block, %1.").arg(regrouping.resultNames[0] ?? "")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
        }
    }

    footer: RowLayout {
        spacing: 8
        // Why Confirm is off, beside it.
        Label {
            textFormat: Text.PlainText
            objectName: "regroupReason"
            Layout.fillWidth: true
            Layout.leftMargin: 24
            visible: !regrouping.valid
            text: regrouping.refusal
            font.pixelSize: 16
            wrapMode: Label.WordWrap
            color: Terms.problemColor(dialog.Material.theme === Material.Dark)
        }
        Item {
            visible: regrouping.valid
            Layout.fillWidth: true
        }
        FilledButton {
            objectName: "regroupCancel"
            implicitHeight: 56
            flat: true
            text: qsTr("Cancel")
            font.capitalization: Font.MixedCase
            onClicked: dialog.reject()
        }
        FilledButton {
            objectName: "regroupConfirm"
            Layout.rightMargin: 16
            implicitHeight: 56
            highlighted: true
            enabled: regrouping.valid
            text: dialog.mergeMode ? qsTr("Merge") : qsTr("Split")
            font.capitalization: Font.MixedCase
            onClicked: {
                if (regrouping.confirm().length === 0)
                    dialog.accept();
            }
        }
    }
}
