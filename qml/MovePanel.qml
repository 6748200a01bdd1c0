pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Move phase (§5): pick one of your Blocks, see the movement test it
 * needs (chained moves cost more, §5.2), say what the move crosses, and move.
 * Pivots, wheels, splits and merges (§5.5, §6.2) show their cost first.
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    required property BattleBlocksModel enemyBlocks
    required property BattleBlocksModel friendBlocks
    readonly property bool mine: selection.block >= 0 && selection.blockSide === BattleSession.activeSide
    /** The battle's §13 Elite/Levy mechanic: how many dice the movement test takes (ruling R42). */
    readonly property var options: BattleSession.options
    readonly property string eliteMechanic: options.elite_mechanic ?? "none"
    readonly property var info: moving.blockInfo
    readonly property bool physical: Preferences.diceMode === "physical"
    readonly property var goings: Terms.goingKeys
    /** The selected Base, if it belongs to the selected Block: the flank a wheel turns about. */
    readonly property int pivotBase: mine && selection.base >= 0 && selection.baseSide === selection.blockSide
                                     && moving.baseBlock === selection.block ? selection.base : -1
    /** "move", "split" or "merge": what the panel is doing with the Block. */
    property string task: "move"
    /** The enemy Block the charge ends in contact with, −1 for a move that is no charge (§5.3). */
    property int chargeTarget: -1
    /**
     * Whether the panel leads now. The battle page keeps every panel it has shown and
     * shows it again when its phase comes back (a tap answers within a frame); a panel
     * that does not lead asks the engine nothing and leaves the selection alone.
     */
    property bool active: true

    /** The panel started afresh (begin()): its move form clears what it was told. */
    signal begun()

    /** Starts afresh: nothing crossed, no charge, no dice read. */
    function begin() {
        panel.task = "move";
        panel.chargeTarget = -1;
        begun();
    }

    spacing: 10

    // The flank Base a wheel turns about, as the table names it.
    BaseController {
        id: pivot
        session: panel.active ? BattleSession : null
        base: panel.pivotBase
    }

    // The Block, its Bases and a split's or a merge's seams, from the engine: they follow every move, undo and tap.
    MoveController {
        id: moving
        session: panel.active ? BattleSession : null
        block: panel.selection.block
        base: panel.selection.base
        task: panel.task
        marked: panel.selection.marked
        seams: panel.selection.seams
    }

    // The movement test and the wheel's cost, from the engine: they follow every move, undo and choice.
    MovePreview {
        id: preview
        session: panel.active ? BattleSession : null
        block: panel.mine ? panel.selection.block : -1
    }

    Connections {
        target: panel.selection
        enabled: panel.active
        // What the last move crossed is not what the next one will.
        function onBlockChanged() { panel.begin(); }
    }

    Label {
        textFormat: Text.PlainText
        visible: !panel.mine
        Layout.fillWidth: true
        text: qsTr("Tap one of your Blocks to move it, or end the Move phase.")
        font.pixelSize: 18
        wrapMode: Label.WordWrap
    }

    // ---- a move: its form, made when the side first selects one of its Blocks (MoveForm.qml)
    Loader {
        id: moveForm
        objectName: "moveForm"
        Layout.fillWidth: true
        visible: panel.mine && panel.task === "move"
        function make() {
            if (moveForm.visible && moveForm.status === Loader.Null)
                moveForm.setSource(Qt.resolvedUrl("MoveForm.qml"), { "panel": panel, "moving": moving, "preview": preview, "pivot": pivot });
        }
        onVisibleChanged: make()
        Component.onCompleted: make()
    }

    // ---- a split or a merge: pick the Bases, see the seams, confirm; made when one begins
    Repeater {
        model: panel.mine && panel.task !== "move" ? 1 : 0
        delegate: ColumnLayout {
            id: taskColumn
            Layout.fillWidth: true
            spacing: 8

            readonly property int mergeFrom: moving.mergeFrom
            readonly property var preview: moving.seamPreview

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: panel.task === "split"
                      ? qsTr("Split %1: tap the Bases that leave to form a new Block.").arg(panel.info.name ?? "")
                      : qsTr("Merge into %1: tap a Base of the Block that joins it.").arg(panel.info.name ?? "")
                font.pixelSize: 18
                wrapMode: Label.WordWrap
            }
            // The seam (§6.2): its Bases each take +1 Fatigue, and only the table shows which they are.
            ChoiceRow {
                objectName: "seamChoice"
                Layout.fillWidth: true
                choices: [panel.task === "split" ? qsTr("Leaving (%1)").arg(panel.selection.marked.length)
                                                 : qsTr("Joining (%1)").arg(panel.selection.marked.length),
                          qsTr("Seams (%1)").arg(panel.selection.seams.length)]
                currentIndex: panel.selection.tapMode === "seam" ? 1 : 0
                onChosen: index => panel.selection.tapMode = index === 1 ? "seam" : "mark"
            }
            Label {
                textFormat: Text.PlainText
                objectName: "seamHint"
                Layout.fillWidth: true
                visible: panel.selection.tapMode === "seam"
                text: panel.task === "split" ? qsTr("Tap the Bases on either side of the seam the split opens.")
                                             : qsTr("Tap the Bases on either side of the seam the merge closes.")
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
            Label {
                textFormat: Text.PlainText
                objectName: "seamPreview"
                Layout.fillWidth: true
                font.pixelSize: 16
                wrapMode: Label.WordWrap
                text: {
                    if (panel.selection.marked.length === 0)
                        return qsTr("No Bases chosen yet.");
                    const p = taskColumn.preview;
                    if (!p.legal)
                        return p.error ?? "";
                    const parts = (p.fatigue ?? []).map(f => qsTr("%1 +%2").arg(f.label).arg(f.amount));
                    return parts.length > 0 ? qsTr("The seam costs: %1").arg(parts.join(", ")) : qsTr("No seam to pay.");
                }
            }
            RowLayout {
                Layout.fillWidth: true
                FilledButton {
                    objectName: "cancelSplitButton"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    text: qsTr("Cancel")
                    flat: true
                    font.capitalization: Font.MixedCase
                    onClicked: {
                        panel.task = "move";
                        panel.selection.marked = [];
                        panel.selection.seams = [];
                        panel.selection.tapMode = "base";
                    }
                }
                FilledButton {
                    objectName: "confirmSplitButton"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    highlighted: true
                    font.capitalization: Font.MixedCase
                    text: panel.task === "split" ? qsTr("Split") : qsTr("Merge")
                    enabled: panel.selection.marked.length > 0 && (taskColumn.preview.legal ?? false)
                    onClicked: {
                        let ok = false;
                        if (panel.task === "split") {
                            ok = moving.splitBlock(panel.selection.block, panel.selection.marked, panel.selection.seams);
                        } else {
                            ok = moving.mergeBlocks(panel.selection.block, taskColumn.mergeFrom, panel.selection.seams);
                        }
                        if (ok) {
                            panel.task = "move";
                            panel.selection.marked = [];
                            panel.selection.seams = [];
                            panel.selection.tapMode = "base";
                        }
                    }
                }
            }
        }
    }
}
