pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The log of the battle open of a ruleset on the shared record (My Wargame Rules,
 * 3D6 OHW Gridded Ancients), newest first: every action with the turn, the side and
 * (where the ruleset has them) the step it was played in, what it did and the
 * sections (and rulings) that made it happen, each a citation that opens that
 * ruleset's rulebook; every undo and redo, with the entry it took back or played
 * again, and every umpire's amendment with its reason and umpire, the row it corrected
 * saying so; in the umpire's view, Amend… on each action in force. Undo and redo from here; check the chain as the store keeps it; the
 * battle's fingerprint (the chain head) to note, and the fingerprint at every end
 * of turn in the entry that ended it. One view for every such ruleset: its session
 * gives the same properties (log, armyNames, canUndo, canRedo, fingerprint,
 * gameChanged) and commands (undo, redo, verify), its log the same roles
 * (RulesetLogModel).
 */
ColumnLayout {
    id: view

    /** The ruleset's battle session: MwrBattleSession or OhwBattleSession. */
    required property var session
    /** Put before every objectName in the view ("mwr": "mwrLogList", "mwrEntry3"), one per ruleset. */
    required property string prefix
    /**
     * Extra buttons in each row's heading, after its hash (an umpire's "Amend…"): a Component
     * whose root has a `property Item entry`; it is given the row, whose required properties
     * (sequence, number, type, kind, actionIndex, inForce, ...) it reads. None by default.
     */
    property Component rowTools: null
    /** What "Check the chain" found, worded; empty until it is tapped. */
    property string verifyResult: ""
    /** The umpire's view is open (LogPage's UmpireController, behind the PIN once one is chosen). */
    property bool umpire: false
    /** The umpire's switch was tapped: @p wanted open or closed; the page asks for the PIN. */
    signal umpireWanted(bool wanted)
    /** The umpire wants to amend the action in force at @p index. */
    signal amendWanted(int index)

    spacing: 8

    function typeText(type: string): string {
        switch (type) {
        case "undo": return qsTr("Undo");
        case "redo": return qsTr("Redo");
        case "amend": return qsTr("Umpire's amendment");
        }
        return qsTr("Action");
    }
    function heading(number: int, turn: int, side: int, stepText: string, type: string, inForce: bool, correctedBy: int): string {
        const names = view.session.armyNames;
        const army = side >= 0 && side < names.length ? names[side] : "";
        const head = turn <= 0 ? qsTr("#%1 · %2").arg(number).arg(typeText(type))
                   : stepText.length > 0 ? qsTr("#%1 · turn %2 · %3 · %4 · %5").arg(number).arg(turn).arg(army).arg(stepText).arg(typeText(type))
                   : qsTr("#%1 · turn %2 · %3 · %4").arg(number).arg(turn).arg(army).arg(typeText(type));
        return head + (inForce || type === "undo" ? ""
                       : correctedBy > 0 ? " · " + qsTr("corrected by #%1").arg(correctedBy)
                       : " · " + qsTr("undone"));
    }

    Connections {
        target: view.session
        // Another battle, or the same one changed: an old check no longer speaks for it.
        function onGameChanged() {
            view.verifyResult = "";
        }
    }

    Flow {
        Layout.fillWidth: true
        spacing: 8
        FilledButton {
            objectName: view.prefix + "LogUndoButton"
            implicitHeight: 52
            text: qsTr("Undo last action")
            font.capitalization: Font.MixedCase
            enabled: view.session.canUndo
            onClicked: view.session.undo()
        }
        FilledButton {
            objectName: view.prefix + "LogRedoButton"
            implicitHeight: 52
            text: qsTr("Redo")
            font.capitalization: Font.MixedCase
            enabled: view.session.canRedo
            onClicked: view.session.redo()
        }
        FlatSwitch {
            id: umpireSwitch
            objectName: view.prefix + "UmpireSwitch"
            text: qsTr("Umpire's view")
            checked: view.umpire
            onToggled: {
                const wanted = checked;
                checked = Qt.binding(() => view.umpire);
                view.umpireWanted(wanted);
            }
            Accessible.name: text
        }
        FilledButton {
            objectName: view.prefix + "VerifyButton"
            implicitHeight: 52
            text: qsTr("Check the chain")
            font.capitalization: Font.MixedCase
            onClicked: {
                const problem = view.session.verify();
                view.verifyResult = problem.length === 0 ? qsTr("The chain holds: every entry's hash and every state check out.") : problem;
            }
        }
        // The umpire writes the battle as its ruleset's battle file, which `ancients verify` checks.
        FilledButton {
            objectName: view.prefix + "ExportButton"
            visible: view.umpire
            implicitHeight: 52
            text: qsTr("Export…")
            font.capitalization: Font.MixedCase
            onClicked: exportDialog.open()
        }
        // Revealing the secret tells every roll still to come: only once the battle is decided;
        // the session and the record refuse it otherwise all the same.
        FlatSwitch {
            id: revealSecret
            objectName: view.prefix + "RevealSecretSwitch"
            visible: view.umpire
            enabled: view.session.outcome.length > 0
            text: enabled ? qsTr("With the dice secret") : qsTr("The dice secret, once the battle is decided")
            onEnabledChanged: if (!enabled) checked = false
            Accessible.name: text
        }
    }
    SaveFileDialog {
        id: exportDialog
        objectName: view.prefix + "ExportDialog"
        title: qsTr("Export the battle")
        fileName: FileNames.fileName([qsTr("%1 vs %2").arg(view.session.armyNames[0] ?? "").arg(view.session.armyNames[1] ?? "")], "json")
        defaultSuffix: "json"
        nameFilters: [qsTr("Battle files (*.json)")]
        onAccepted: view.verifyResult = view.session.exportBattle(selectedFile, revealSecret.checked)
                    ? qsTr("Exported to %1.").arg(String(selectedFile)) : view.session.lastError
    }
    Label {
        objectName: view.prefix + "VerifyResult"
        Layout.fillWidth: true
        visible: text.length > 0
        text: view.verifyResult
        textFormat: Text.PlainText
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
    FingerprintCard {
        objectName: view.prefix + "Fingerprint"
        Layout.fillWidth: true
        fingerprint: view.session.fingerprint
        caption: qsTr("The battle's fingerprint now")
    }

    ListView {
        id: list
        objectName: view.prefix + "LogList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 6
        model: view.session.log
        ScrollIndicator.vertical: ScrollIndicator {}
        delegate: Frame {
            id: entry
            required property int sequence
            required property int number
            required property string type
            required property string kind
            required property int turn
            required property int side
            required property string stepText
            required property string summary
            required property var effects
            required property bool inForce
            required property int actionIndex
            required property string hash
            required property string fingerprint
            required property string note
            required property string umpire
            required property int correctedBy

            objectName: view.prefix + "Entry" + entry.sequence
            width: ListView.view.width
            opacity: entry.inForce || entry.type === "undo" || entry.type === "amend" ? 1 : 0.55

            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: 2
                // The entry's heading, its hash and the row's tools: on one line where they fit, wrapped where not.
                Flow {
                    id: headingRow
                    Layout.fillWidth: true
                    spacing: 6
                    Label {
                        objectName: view.prefix + "EntryHeading" + entry.sequence
                        textFormat: Text.PlainText
                        width: Math.min(implicitWidth, headingRow.width)
                        height: 32
                        verticalAlignment: Text.AlignVCenter
                        text: view.heading(entry.number, entry.turn, entry.side, entry.stepText, entry.type, entry.inForce, entry.correctedBy)
                        font.pixelSize: 16
                        color: entry.Material.secondaryTextColor
                        elide: Label.ElideRight
                    }
                    Label {
                        textFormat: Text.PlainText
                        height: 32
                        verticalAlignment: Text.AlignVCenter
                        text: entry.hash
                        font.family: "monospace"
                        font.pixelSize: 14
                        color: entry.Material.secondaryTextColor
                    }
                    FilledButton {
                        objectName: view.prefix + "Amend" + entry.sequence
                        visible: view.umpire && entry.inForce && entry.actionIndex >= 0
                        implicitHeight: 48
                        text: qsTr("Amend…")
                        font.capitalization: Font.MixedCase
                        Accessible.name: qsTr("Amend #%1").arg(entry.number)
                        onClicked: view.amendWanted(entry.actionIndex)
                    }
                    // The spot for the row's extra buttons (rowTools), given the row.
                    Loader {
                        id: tools
                        objectName: view.prefix + "EntryTools" + entry.sequence
                        active: view.rowTools !== null
                        sourceComponent: view.rowTools
                    }
                    Binding {
                        target: tools.item
                        property: "entry"
                        value: entry
                        when: tools.item !== null
                    }
                }
                Label {
                    objectName: view.prefix + "EntrySummary" + entry.sequence
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: entry.summary
                    font.pixelSize: 18
                    font.bold: true
                    wrapMode: Label.WordWrap
                }
                Label {
                    objectName: view.prefix + "EntryRuling" + entry.sequence
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: entry.note.length > 0
                    text: entry.umpire.length > 0 ? qsTr("Umpire %1: %2").arg(entry.umpire).arg(entry.note)
                                                  : qsTr("Umpire: %1").arg(entry.note)
                    font.pixelSize: 16
                    font.italic: true
                    wrapMode: Label.WordWrap
                }
                Label {
                    objectName: view.prefix + "EntryFingerprint" + entry.sequence
                    Layout.fillWidth: true
                    visible: entry.fingerprint.length > 0
                    text: qsTr("End of turn %1 · fingerprint %2").arg(entry.turn).arg(entry.fingerprint)
                    textFormat: Text.PlainText
                    font.pixelSize: 16
                    font.bold: true
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
