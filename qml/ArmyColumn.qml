pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * One army on the battle screen: its name, its progress toward the 30% army
 * break (§12.1), and every Block as a card.
 */
ColumnLayout {
    id: column

    required property int side
    /** { name, startingBases, lost, breakAt, leftBeforeBreak, broken } */
    required property var army
    /** The side's Blocks, one card each; null shows none (the face-to-face view while it is hidden). */
    required property BattleBlocksModel blocks
    required property BattleSelection selection
    required property bool active

    spacing: 6

    Rectangle {
        Layout.fillWidth: true
        implicitHeight: armyHeader.implicitHeight + 16
        radius: 8
        color: column.active ? Qt.alpha(column.Material.primaryColor, 0.25) : "transparent"
        border.width: 1
        border.color: Qt.alpha(column.Material.foreground, 0.2)

        ColumnLayout {
            id: armyHeader
            anchors.fill: parent
            anchors.margins: 8
            spacing: 4
            RowLayout {
                Layout.fillWidth: true
                // Plain Text, in the page's foreground, rather than Labels: the header is made with
                // the battle's first frame.
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: column.army.name ?? ""
                    color: column.Material.foreground
                    font.pixelSize: 20
                    font.bold: true
                    elide: Text.ElideRight
                }
                Text {
                    textFormat: Text.PlainText
                    visible: column.active
                    text: qsTr("To act")
                    color: column.Material.foreground
                    font.pixelSize: 16
                    font.bold: true
                }
            }
            // The Bases lost against the break, drawn as Material's bar is (its track the accent at a
            // quarter, the part done in the accent) from two rectangles rather than a ProgressBar:
            // it needs neither the control's type nor its animation on the way to the first frame.
            Rectangle {
                id: breakProgress
                objectName: "breakProgress"
                /** How far the army is toward its break, 0 to 1. */
                readonly property real position: Math.min(1, Math.max(0, (column.army.lost ?? 0) / Math.max(1, column.army.breakAt ?? 1)))
                Layout.fillWidth: true
                implicitHeight: 4
                color: Qt.alpha(column.Material.accentColor, 0.25)
                Accessible.role: Accessible.ProgressBar
                Accessible.name: breakText.text
                Rectangle {
                    width: parent.width * breakProgress.position
                    height: parent.height
                    color: column.Material.accentColor
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 0
                Text {
                    textFormat: Text.PlainText
                    id: breakText
                    color: column.Material.foreground
                    objectName: "breakText"
                    Layout.fillWidth: true
                    text: column.army.broken
                          ? qsTr("Army broken: %1 of %2 Bases lost").arg(column.army.lost).arg(column.army.startingBases)
                          : qsTr("%1 of %2 Bases lost · breaks at %3").arg(column.army.lost ?? 0).arg(column.army.startingBases ?? 0).arg(column.army.breakAt ?? 0)
                    font.pixelSize: 16
                    font.bold: column.army.broken ?? false
                    wrapMode: Text.WordWrap
                }
                CitationButton {
                    section: "12.1"
                }
            }
        }
    }

    ListView {
        id: list
        objectName: "blockList" + column.side
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 8
        model: column.blocks
        // The cards in view, and no more: resuming a battle makes its first frame sooner, and a
        // card scrolled into view is made within that frame.
        cacheBuffer: 0
        ScrollIndicator.vertical: ScrollIndicator {}

        /** Brings the card of Block @p block wholly into view, so no panel cuts it in half. */
        function showBlock(block: int) {
            if (!column.blocks)
                return;
            for (let row = 0; row < column.blocks.count; ++row) {
                if (column.blocks.data(column.blocks.index(row, 0), 257) === block) {
                    positionViewAtIndex(row, ListView.Contain);
                    return;
                }
            }
        }
        /**
         * Keeps the selected card in view: when the selection changes, and whenever the list
         * or the card changes its height (a panel opening, a split, a card growing), once the
         * layout has settled.
         */
        function keepSelectedInView() {
            if (column.selection.blockSide === column.side && column.selection.block >= 0)
                settled.restart();
        }
        // Once the layout has settled: the next turn of the event loop.
        Timer {
            id: settled
            interval: 0
            onTriggered: list.showSelected()
        }
        function showSelected() {
            if (column.selection.blockSide === column.side && column.selection.block >= 0)
                showBlock(column.selection.block);
        }
        onHeightChanged: keepSelectedInView()
        onCountChanged: keepSelectedInView()
        Connections {
            target: column.selection
            function onBlockChanged() { list.keepSelectedInView(); }
            function onBlockSideChanged() { list.keepSelectedInView(); }
        }
        delegate: BlockCard {
            width: ListView.view.width
            onHeightChanged: if (selected) list.keepSelectedInView()
            selectedBlock: column.selection.blockSide === column.side ? column.selection.block : -1
            selectedBase: column.selection.baseSide === column.side ? column.selection.base : -1
            pickedBase: column.selection.pickedSide === column.side ? column.selection.picked : -1
            markedBases: column.selection.marksShown ? column.selection.marked : []
            seamBases: column.selection.marksShown ? column.selection.seams : []
            farBases: column.selection.marksShown ? column.selection.farSide : []
            lappingBases: [...column.selection.planLapping, column.selection.lapping, column.selection.enemyLapping]
            onBlockTapped: id => column.selection.selectBlock(id, column.side)
            onBaseTapped: (baseId, blockId) => column.selection.tapBase(baseId, blockId, column.side)
        }
    }
}
