pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The log of the battle of My Wargame Rules open, newest first: every action with
 * what it did and the sections (and rulings) that made it happen, every undo and
 * redo, which entry it took back or played again. Undo and redo from here; check
 * the chain as the store keeps it; the battle's fingerprint (the chain head) to
 * note, and the fingerprint at every end of turn in the entry that ended it.
 */
ColumnLayout {
    id: view

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
    function heading(number: int, turn: int, side: int, type: string, inForce: bool, correctedBy: int): string {
        const army = side >= 0 && side < MwrBattleSession.armyNames.length ? MwrBattleSession.armyNames[side] : "";
        const head = turn > 0 ? qsTr("#%1 · turn %2 · %3 · %4").arg(number).arg(turn).arg(army).arg(typeText(type))
                              : qsTr("#%1 · %2").arg(number).arg(typeText(type));
        return head + (inForce || type === "undo" ? ""
                       : correctedBy > 0 ? " · " + qsTr("corrected by #%1").arg(correctedBy)
                       : " · " + qsTr("undone"));
    }

    Connections {
        target: MwrBattleSession
        // Another battle, or the same one changed: an old check no longer speaks for it.
        function onGameChanged() {
            view.verifyResult = "";
        }
    }

    Flow {
        Layout.fillWidth: true
        spacing: 8
        Button {
            objectName: "mwrLogUndoButton"
            implicitHeight: 52
            text: qsTr("Undo last action")
            font.capitalization: Font.MixedCase
            enabled: MwrBattleSession.canUndo
            onClicked: MwrBattleSession.undo()
        }
        Button {
            objectName: "mwrLogRedoButton"
            implicitHeight: 52
            text: qsTr("Redo")
            font.capitalization: Font.MixedCase
            enabled: MwrBattleSession.canRedo
            onClicked: MwrBattleSession.redo()
        }
        Switch {
            id: umpireSwitch
            objectName: "mwrUmpireSwitch"
            text: qsTr("Umpire's view")
            checked: view.umpire
            onToggled: {
                const wanted = checked;
                checked = Qt.binding(() => view.umpire);
                view.umpireWanted(wanted);
            }
            Accessible.name: text
        }
        Button {
            objectName: "mwrVerifyButton"
            implicitHeight: 52
            text: qsTr("Check the chain")
            font.capitalization: Font.MixedCase
            onClicked: {
                const problem = MwrBattleSession.verify();
                view.verifyResult = problem.length === 0 ? qsTr("The chain holds: every entry's hash and every state check out.") : problem;
            }
        }
    }
    Label {
        objectName: "mwrVerifyResult"
        Layout.fillWidth: true
        visible: text.length > 0
        text: view.verifyResult
        textFormat: Text.PlainText
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
    FingerprintCard {
        objectName: "mwrFingerprint"
        Layout.fillWidth: true
        fingerprint: MwrBattleSession.fingerprint
        caption: qsTr("The battle's fingerprint now")
    }

    ListView {
        id: list
        objectName: "mwrLogList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 6
        model: MwrBattleSession.log
        ScrollIndicator.vertical: ScrollIndicator {}
        delegate: Frame {
            id: entry
            required property int sequence
            required property int number
            required property string type
            required property int turn
            required property int side
            required property string summary
            required property var effects
            required property bool inForce
            required property string hash
            required property string fingerprint
            required property string note
            required property string umpire
            required property int correctedBy
            required property int actionIndex

            objectName: "mwrEntry" + entry.sequence
            width: ListView.view.width
            opacity: entry.inForce || entry.type === "undo" || entry.type === "amend" ? 1 : 0.55

            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: 2
                Flow {
                    id: headingRow
                    Layout.fillWidth: true
                    spacing: 6
                    Label {
                        objectName: "mwrEntryHeading" + entry.sequence
                        textFormat: Text.PlainText
                        width: Math.min(implicitWidth, headingRow.width)
                        height: 32
                        verticalAlignment: Text.AlignVCenter
                        text: view.heading(entry.number, entry.turn, entry.side, entry.type, entry.inForce, entry.correctedBy)
                        font.pixelSize: 15
                        color: entry.Material.secondaryTextColor
                        elide: Label.ElideRight
                    }
                    Label {
                        textFormat: Text.PlainText
                        height: 32
                        verticalAlignment: Text.AlignVCenter
                        text: entry.hash
                        font.family: "monospace"
                        font.pixelSize: 13
                        color: entry.Material.secondaryTextColor
                    }
                    Button {
                        objectName: "mwrAmend" + entry.sequence
                        visible: view.umpire && entry.inForce && entry.actionIndex >= 0
                        implicitHeight: 48
                        text: qsTr("Amend…")
                        font.capitalization: Font.MixedCase
                        Accessible.name: qsTr("Amend #%1").arg(entry.number)
                        onClicked: view.amendWanted(entry.actionIndex)
                    }
                }
                Label {
                    objectName: "mwrEntrySummary" + entry.sequence
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: entry.summary
                    font.pixelSize: 18
                    font.bold: true
                    wrapMode: Label.WordWrap
                }
                Label {
                    objectName: "mwrEntryRuling" + entry.sequence
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
                    objectName: "mwrEntryFingerprint" + entry.sequence
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
