pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The battle's log, newest first: every action with its dice, results and
 * rulebook sections, every undo, redo and umpire amendment. Filter by turn or
 * by Block; undo from here. The umpire's view checks the hash chain and every
 * state again, and corrects one input of a past action: everything after it is
 * recomputed with the same dice, and the amendment is an entry of its own.
 * Once an umpire's PIN is chosen in Settings, the umpire's view opens only with it.
 * Every entry goes by one number, "#13", in its row, the dialogs and the refusals.
 */
Page {
    id: page

    readonly property bool wide: width > height
    // The umpire's view: open only while the controller is unlocked (with the PIN, once one is chosen).
    property bool umpire: false
    property int rulingSequence: -1
    property string verifyResult: ""
    /** The battle page the player came from last was that of My Wargame Rules (Main.qml). */
    property bool preferMwr: false
    /** The battle page the player came from last was that of 3D6 OHW Gridded Ancients (Main.qml). */
    property bool preferOhw: false
    /**
     * The log shows the battle of My Wargame Rules or of 3D6 OHW Gridded Ancients open when
     * the player came from its page, or when it is the only battle open; otherwise the
     * Ancients Wargame's.
     */
    readonly property bool mwr: MwrBattleSession.hasBattle
                                && (preferMwr || (!BattleSession.hasBattle && !(preferOhw && OhwBattleSession.hasBattle)))
    readonly property bool ohw: !mwr && OhwBattleSession.hasBattle && (preferOhw || !BattleSession.hasBattle)

    // The umpire's commands: check, amend, export.
    UmpireController {
        id: umpireView
        session: BattleSession
        onUnlockedChanged: page.umpire = unlocked
    }
    // The ruling on one past action: its form, both outcomes, the choices asked again.
    AmendController {
        id: amendment
        session: BattleSession
        umpire: umpireView
    }

    title: qsTr("Battle log")

    function blockChoices(blocks: var): var {
        const choices = [qsTr("All")];
        for (let i = 0; i < blocks.length; ++i)
            choices.push(blocks[i].label);
        return choices;
    }
    /** Opens (with the PIN, once one is chosen) or closes the umpire's view. */
    function wantUmpire(wanted: bool) {
        if (!wanted)
            umpireView.lock();
        else if (Preferences.umpirePinSet)
            pinDialog.open();
        else
            umpireView.unlock("");
    }
    function typeText(type: string): string {
        switch (type) {
        case "undo": return qsTr("Undo");
        case "redo": return qsTr("Redo");
        case "amend": return qsTr("Umpire's amendment");
        }
        return qsTr("Action");
    }

    // A battle of My Wargame Rules or of 3D6 OHW Gridded Ancients: its own log, from its own session.
    RulesetLogView {
        objectName: "mwrLogView"
        anchors.fill: parent
        anchors.margins: 12
        visible: page.mwr
        session: MwrBattleSession
        prefix: "mwr"
        umpire: page.umpire
        onUmpireWanted: wanted => page.wantUmpire(wanted)
        onAmendWanted: index => mwrAmendDialog.openFor(index)
    }
    RulesetLogView {
        objectName: "ohwLogView"
        anchors.fill: parent
        anchors.margins: 12
        visible: page.ohw
        session: OhwBattleSession
        prefix: "ohw"
        umpire: page.umpire
        onUmpireWanted: wanted => page.wantUmpire(wanted)
        onAmendWanted: index => ohwAmendDialog.openFor(index)
    }
    // The ruling on one past action of My Wargame Rules or of 3D6 OHW Gridded Ancients: its facts and
    // dice, both outcomes, the later actions asked.
    MwrAmendController {
        id: mwrAmendment
        session: MwrBattleSession
        umpire: umpireView
    }
    OhwAmendController {
        id: ohwAmendment
        session: OhwBattleSession
        umpire: umpireView
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        visible: !page.mwr && !page.ohw

        Label {
            textFormat: Text.PlainText
            visible: !BattleSession.hasBattle
            Layout.fillWidth: true
            text: qsTr("No battle is open.")
            font.pixelSize: 20
        }

        Flow {
            Layout.fillWidth: true
            spacing: 8
            visible: BattleSession.hasBattle
            RowLayout {
                Label { textFormat: Text.PlainText; text: qsTr("Turn"); font.pixelSize: 16 }
                ComboBox {
                    id: turnFilter
                    objectName: "turnFilter"
                    implicitHeight: 52
                    implicitWidth: 150
                    model: {
                        const turns = [qsTr("All")];
                        for (let t = 1; t <= BattleSession.turn; ++t)
                            turns.push(String(t));
                        return turns;
                    }
                    currentIndex: BattleSession.log.turnFilter
                    Accessible.name: qsTr("Show turn")
                    onActivated: index => BattleSession.log.turnFilter = index
                }
            }
            RowLayout {
                Label { textFormat: Text.PlainText; text: qsTr("Block"); font.pixelSize: 16 }
                ComboBox {
                    id: blockFilter
                    objectName: "blockFilter"
                    implicitHeight: 52
                    implicitWidth: 260
                    readonly property var blocks: BattleSession.allBlocks
                    model: page.blockChoices(blocks)
                    currentIndex: 1 + blocks.findIndex(b => b.blockId === BattleSession.log.blockFilter)
                    Accessible.name: qsTr("Show Block")
                    onActivated: index => BattleSession.log.blockFilter = index === 0 ? -1 : blocks[index - 1].blockId
                    // A Block's name comes from a file or a player: plain text, never markup.
                    delegate: ItemDelegate {
                        id: blockChoice
                        required property int index
                        width: ListView.view.width
                        implicitHeight: 52
                        highlighted: blockFilter.highlightedIndex === index
                        contentItem: Label {
                            textFormat: Text.PlainText
                            text: blockFilter.textAt(blockChoice.index)
                            font: blockFilter.font
                            verticalAlignment: Text.AlignVCenter
                            elide: Text.ElideRight
                        }
                    }
                }
            }
            FilledButton {
                objectName: "logUndoButton"
                implicitHeight: 52
                text: qsTr("Undo last action")
                font.capitalization: Font.MixedCase
                enabled: BattleSession.canUndo
                onClicked: BattleSession.undo()
            }
            FilledButton {
                objectName: "logRedoButton"
                implicitHeight: 52
                text: qsTr("Redo")
                font.capitalization: Font.MixedCase
                enabled: BattleSession.canRedo
                onClicked: BattleSession.redo()
            }
            FlatSwitch {
                id: umpireSwitch
                objectName: "umpireSwitch"
                text: qsTr("Umpire's view")
                checked: page.umpire
                onToggled: {
                    const wanted = checked;
                    checked = Qt.binding(() => page.umpire);
                    page.wantUmpire(wanted);
                }
                Accessible.name: text
            }
        }

        Flow {
            id: umpireTools
            Layout.fillWidth: true
            spacing: 8
            visible: page.umpire && BattleSession.hasBattle
            FilledButton {
                objectName: "verifyButton"
                implicitHeight: 52
                text: qsTr("Check the chain")
                font.capitalization: Font.MixedCase
                onClicked: {
                    const problem = umpireView.verify();
                    page.verifyResult = problem.length === 0 ? qsTr("The chain holds: every entry's hash and every state check out.") : problem;
                }
            }
            FilledButton {
                objectName: "exportButton"
                implicitHeight: 52
                text: qsTr("Export…")
                font.capitalization: Font.MixedCase
                onClicked: exportDialog.open()
            }
            // Revealing the secret tells every roll still to come: only while the battle is decided.
            // A battle that stops being decided (an undo, an amendment) unchecks it; the session
            // and the record refuse the secret of a battle in progress all the same.
            FlatSwitch {
                id: revealSecret
                objectName: "revealSecretSwitch"
                text: enabled ? qsTr("With the dice secret") : qsTr("The dice secret, once the battle is decided")
                width: Math.min(implicitWidth, umpireTools.width)
                enabled: BattleSession.loserSide >= 0
                contentItem: Label {
                    textFormat: Text.PlainText
                    leftPadding: revealSecret.indicator.width + revealSecret.spacing
                    text: revealSecret.text
                    font: revealSecret.font
                    opacity: revealSecret.enabled ? 1 : 0.5
                    wrapMode: Label.WordWrap
                    verticalAlignment: Text.AlignVCenter
                }
                onEnabledChanged: if (!enabled) checked = false
                Accessible.name: text
            }
            Label {
                textFormat: Text.PlainText
                objectName: "verifyResult"
                width: umpireTools.width
                visible: text.length > 0
                text: page.verifyResult
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
        }

        ListView {
            id: list
            objectName: "logList"
            visible: BattleSession.hasBattle
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: BattleSession.log
            ScrollIndicator.vertical: ScrollIndicator {}
            delegate: Frame {
                id: entry
                required property int sequence
                required property string type
                required property string kind
                required property int turn
                required property string phase
                required property int side
                required property string summary
                required property var effects
                required property string dice
                required property int actionIndex
                required property bool inForce
                required property string note
                required property string umpire
                required property string hash
                required property int number
                required property string fingerprint
                required property int amendedBy

                width: ListView.view.width
                opacity: entry.inForce || entry.type !== "action" ? 1 : 0.55

                ColumnLayout {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    spacing: 2
                    // The entry's heading, its hash and the umpire's buttons: on one line where they fit, wrapped where not.
                    Flow {
                        id: heading
                        Layout.fillWidth: true
                        spacing: 6
                        Label {
                            textFormat: Text.PlainText
                            width: Math.min(implicitWidth, heading.width)
                            height: 48
                            verticalAlignment: Text.AlignVCenter
                            text: qsTr("#%1 · turn %2 · %3 · %4").arg(entry.number).arg(entry.turn).arg(Terms.phase(entry.phase)).arg(page.typeText(entry.type))
                                  + (entry.inForce || entry.type !== "action" ? ""
                                     : entry.amendedBy > 0 ? " · " + qsTr("corrected by #%1").arg(entry.amendedBy)
                                     : " · " + qsTr("undone"))
                            font.pixelSize: 16
                            color: page.Material.secondaryTextColor
                            elide: Label.ElideRight
                        }
                        Label {
                            textFormat: Text.PlainText
                            visible: page.umpire
                            height: 48
                            verticalAlignment: Text.AlignVCenter
                            text: entry.hash
                            font.family: "monospace"
                            font.pixelSize: 14
                        }
                        FilledButton {
                            objectName: "amend" + entry.sequence
                            visible: page.umpire && entry.actionIndex >= 0
                            implicitHeight: 48
                            text: qsTr("Amend…")
                            font.capitalization: Font.MixedCase
                            onClicked: amendDialog.openFor(entry.actionIndex)
                        }
                        FilledButton {
                            objectName: "rulingPdf" + entry.sequence
                            visible: page.umpire && entry.type === "amend"
                            implicitHeight: 48
                            text: qsTr("Ruling PDF…")
                            font.capitalization: Font.MixedCase
                            Accessible.name: qsTr("Write the ruling of amendment #%1 as a PDF").arg(entry.number)
                            onClicked: {
                                page.rulingSequence = entry.sequence;
                                rulingDialog.open();
                            }
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: entry.summary
                        font.pixelSize: 18
                        font.bold: true
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: entry.note.length > 0
                        objectName: "ruling" + entry.sequence
                        text: entry.umpire.length > 0 ? qsTr("Umpire %1: %2").arg(entry.umpire).arg(entry.note)
                                                      : qsTr("Umpire: %1").arg(entry.note)
                        font.pixelSize: 16
                        font.italic: true
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        objectName: "fingerprint" + entry.sequence
                        Layout.fillWidth: true
                        visible: entry.fingerprint.length > 0
                        text: qsTr("End of turn %1 · fingerprint %2").arg(entry.turn).arg(entry.fingerprint)
                        textFormat: Text.PlainText
                        font.pixelSize: 16
                        font.bold: true
                        wrapMode: Label.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: entry.dice.length > 0
                        text: qsTr("Dice: %1").arg(entry.dice)
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                    EffectsList {
                        Layout.fillWidth: true
                        title: ""
                        effects: entry.effects
                    }
                }
            }
        }
    }

    // The battle file, named after its armies and the day.
    SaveFileDialog {
        id: exportDialog
        title: qsTr("Export the battle")
        fileName: FileNames.fileName([qsTr("%1 vs %2").arg(BattleSession.armyA.name ?? "").arg(BattleSession.armyB.name ?? "")], "json")
        defaultSuffix: "json"
        nameFilters: [qsTr("Battle files (*.json)")]
        onAccepted: page.verifyResult = umpireView.exportBattle(selectedFile, revealSecret.checked)
                    ? qsTr("Exported to %1.").arg(String(selectedFile)) : BattleSession.lastError
    }

    SaveFileDialog {
        id: rulingDialog
        title: qsTr("Write the ruling")
        fileName: FileNames.fileName([qsTr("Ruling"), qsTr("%1 vs %2").arg(BattleSession.armyA.name ?? "").arg(BattleSession.armyB.name ?? "")], "pdf")
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        onAccepted: page.verifyResult = umpireView.exportRuling(page.rulingSequence, selectedFile)
                    ? qsTr("The ruling is written to %1.").arg(String(selectedFile)) : BattleSession.lastError
    }

    // The umpire's PIN, asked for before the umpire's view opens; a wrong one changes nothing.
    Dialog {
        id: pinDialog
        Material.elevation: Terms.elevation(background, 24)
        objectName: "pinDialog"
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 480)
        modal: true
        title: qsTr("Umpire's PIN")
        standardButtons: Dialog.Cancel
        property bool wrong: false

        onAboutToShow: {
            pinField.clear();
            wrong = false;
        }
        onOpened: pinField.forceActiveFocus()
        function tryPin() {
            wrong = !umpireView.unlock(pinField.text);
            pinField.clear();
            if (!wrong)
                close();
        }

        ColumnLayout {
            width: pinDialog.availableWidth
            spacing: 12
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Only the umpire amends the log. Enter the umpire's PIN chosen in Settings.")
                wrapMode: Label.WordWrap
                font.pixelSize: 16
            }
            TextField {
                id: pinField
                objectName: "pinField"
                Layout.fillWidth: true
                implicitHeight: 56
                echoMode: TextInput.Password
                inputMethodHints: Qt.ImhDigitsOnly | Qt.ImhSensitiveData | Qt.ImhNoPredictiveText
                maximumLength: 8
                placeholderText: qsTr("PIN")
                Accessible.name: qsTr("The umpire's PIN")
                onAccepted: pinDialog.tryPin()
            }
            // What the button needs, beside the field, always there: the dialog does not change
            // under the umpire's finger as the digits go in.
            Label {
                textFormat: Text.PlainText
                objectName: "pinNeeded"
                Layout.fillWidth: true
                text: qsTr("Enter the PIN to open the umpire's view.")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
                color: page.Material.secondaryTextColor
            }
            Label {
                textFormat: Text.PlainText
                objectName: "pinError"
                Layout.fillWidth: true
                visible: pinDialog.wrong
                text: qsTr("That is not the umpire's PIN. The umpire's view stays closed.")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
                color: Terms.problemColor(page.Material.theme === Material.Dark)
            }
            FilledButton {
                objectName: "unlockButton"
                Layout.alignment: Qt.AlignRight
                implicitHeight: 52
                text: qsTr("Open the umpire's view")
                font.capitalization: Font.MixedCase
                highlighted: true
                enabled: pinField.text.length > 0
                onClicked: pinDialog.tryPin()
            }
        }
    }

    RulesetAmendDialog {
        id: mwrAmendDialog
        objectName: "mwrAmendDialog"
        x: 0
        y: 0
        width: page.width
        height: page.height
        amend: mwrAmendment
        ruleset: "my-wargame-rules"
    }
    RulesetAmendDialog {
        id: ohwAmendDialog
        objectName: "ohwAmendDialog"
        x: 0
        y: 0
        width: page.width
        height: page.height
        amend: ohwAmendment
        ruleset: "3d6-ohw-gridded-ancients"
    }

    AmendDialog {
        id: amendDialog
        objectName: "amendDialog"
        x: 0
        y: 0
        width: page.width
        height: page.height
        amend: amendment
    }
}
