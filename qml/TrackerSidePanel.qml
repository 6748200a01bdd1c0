pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * One side on the fatigue tracker: its name, its Bases lost against the 30%
 * army break (§12.1), buttons to add Blocks, and its Blocks.
 */
ColumnLayout {
    id: panel

    required property TrackerSideModel side
    /** The side's name as shown: its own, or "Side A" / "Side B". */
    readonly property string shownName: side.name.length > 0 ? side.name
                                       : side.side === 0 ? qsTr("Side A") : qsTr("Side B")

    signal addRequested()
    signal fillRequested()
    signal splitRequested(int block)
    signal mergeRequested(int block)

    objectName: "side_" + side.side
    spacing: 8

    TextField {
        id: nameField
        objectName: "sideName"
        Layout.fillWidth: true
        implicitHeight: 56
        font.pixelSize: 22
        font.bold: true
        text: panel.side.name
        placeholderText: panel.side.side === 0 ? qsTr("Side A") : qsTr("Side B")
        Accessible.name: qsTr("Name of %1").arg(panel.shownName)
        onEditingFinished: {
            FatigueTracker.setSideName(panel.side.side, text);
            text = Qt.binding(() => panel.side.name);
        }
    }

    // Bases lost against the army break, in numbers and as a bar.
    RowLayout {
        Layout.fillWidth: true
        spacing: 4
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4
            Label {
                textFormat: Text.PlainText
                id: lossLabel
                objectName: "lossLabel"
                Layout.fillWidth: true
                text: panel.side.startingBases === 0 ? qsTr("No Bases yet")
                    : panel.side.armyBroken ? qsTr("%1 of %2 Bases lost — the army has broken").arg(panel.side.lostBases).arg(panel.side.startingBases)
                    : qsTr("%1 of %2 Bases lost — breaks at %3").arg(panel.side.lostBases).arg(panel.side.startingBases).arg(panel.side.breaksAt)
                font.pixelSize: 18
                font.bold: panel.side.armyBroken
                color: panel.side.armyBroken ? (panel.Material.theme === Material.Dark ? "#ef9a9a" : "#b71c1c")
                                             : panel.Material.foreground
                wrapMode: Label.WordWrap
            }
            ProgressBar {
                objectName: "lossBar"
                Layout.fillWidth: true
                from: 0
                to: Math.max(1, panel.side.breaksAt)
                value: Math.min(panel.side.lostBases, panel.side.breaksAt)
                Material.accent: panel.side.armyBroken ? Material.Red
                               : panel.side.lostBases + 1 >= panel.side.breaksAt ? Material.DeepOrange : Material.Brown
                Accessible.name: lossLabel.text
            }
        }
        CitationButton {
            section: "12.1"
        }
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 8
        FilledButton {
            objectName: "addBlockButton"
            Layout.fillWidth: true
            implicitHeight: 56
            text: qsTr("Add Block")
            font.capitalization: Font.MixedCase
            highlighted: true
            Accessible.name: qsTr("Add a Block to %1").arg(panel.shownName)
            onClicked: panel.addRequested()
        }
        FilledButton {
            objectName: "fillButton"
            Layout.fillWidth: true
            implicitHeight: 56
            text: qsTr("Fill from army")
            font.capitalization: Font.MixedCase
            Accessible.name: qsTr("Fill %1 from an army list").arg(panel.shownName)
            onClicked: panel.fillRequested()
        }
    }

    ListView {
        id: blocks
        objectName: "blockList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 8
        model: panel.side
        ScrollIndicator.vertical: ScrollIndicator {}
        delegate: TrackerBlockCard {
            id: blockCard
            width: ListView.view.width
            sideIndex: panel.side.side
            blockCount: panel.side.count
            onSplitRequested: panel.splitRequested(blockCard.index)
            onMergeRequested: panel.mergeRequested(blockCard.index)
        }

        Label {
            textFormat: Text.PlainText
            anchors.fill: parent
            anchors.margins: 16
            visible: blocks.count === 0
            text: qsTr("No Blocks yet. Add them one by one, or fill the side from one of the army lists.")
            wrapMode: Label.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: 16
            color: panel.Material.secondaryTextColor
        }
    }
}
