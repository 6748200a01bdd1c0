pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * One Block on the battle screen: its name, troop type and quality, its Bases
 * in formation (frontage × depth, front rank on top, toward the enemy) each
 * with its Fatigue, the Block's exact average and its state in colour and in
 * words (§6). Tapping the card selects the Block; tapping a Base selects the
 * Base. The card keeps no state of its own: what is selected or marked comes
 * from the page.
 */
Frame {
    id: card

    required property int blockId
    required property string name
    required property string type
    required property string quality
    required property int weight
    required property list<string> specialRules
    required property int frontage
    required property var bases
    required property int baseCount
    required property string averageText
    required property string fatigueState
    required property bool broken
    required property int fatigueLeft
    required property int moves
    required property bool movementOver
    required property bool shockCharge

    /** The Block the page has selected, −1 for none. */
    property int selectedBlock: -1
    /** The Base the page has selected, −1 for none. */
    property int selectedBase: -1
    /** A second Base the page has picked (the enemy of a pairing, the target of a volley). */
    property int pickedBase: -1
    /** Bases the page has marked (a split, a recoiling file). */
    property var markedBases: []
    /** Bases the page has marked as standing on either side of a seam (§9.6). */
    property var seamBases: []
    /** Bases the page has marked as cut off on a middle file's far side (§9.6). */
    property var farBases: []
    /** Bases that lap an enemy in a fight (§9.2): the plan's computed ones and those the players named. */
    property var lappingBases: []

    signal blockTapped(int blockId)
    signal baseTapped(int baseId, int blockId)

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color stateColor: Terms.stateColor(fatigueState, dark)
    readonly property bool selected: selectedBlock === blockId

    objectName: "block" + blockId
    padding: 10
    opacity: broken ? 0.6 : 1
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1, %2, average Fatigue %3").arg(name).arg(Terms.fatigueState(fatigueState)).arg(averageText)

    background: Rectangle {
        radius: 10
        color: card.selected ? Qt.alpha(card.Material.accentColor, 0.14) : card.Material.dialogColor
        border.width: card.selected ? 3 : 1
        border.color: card.selected ? Terms.palette(card.dark).mark : Qt.alpha(card.Material.foreground, 0.25)
    }

    // The whole card is the Block's, its padding and border too (the margin reaches out from the
    // content to the card's edge); a Base's tile answers as the Base's, unless its Base is lost.
    // One handler for the card and its tiles: a tile is a plain rectangle, not a button of its
    // own, which made a battle's first frame later and its memory larger by a control per Base.
    TapHandler {
        margin: card.padding
        onTapped: eventPoint => {
            const at = formation.mapFromItem(card, eventPoint.position);
            const tile = formation.childAt(at.x, at.y);
            // A tile of the formation is a Base's (its Repeater sits there too, at no size).
            if (tile !== null && tile.baseId !== undefined && tile.enabled)
                card.baseTapped(tile.baseId, card.blockId);
            else
                card.blockTapped(card.blockId);
        }
    }
    /** The tiles' table labels at their full size, 12 px bold, to fit each to its tile. */
    FontMetrics {
        id: labelMetrics
        font.pixelSize: 12
        font.bold: true
    }

    /** One Base's tile in the formation: its table label, its Fatigue and its marks. */
    component BaseTile: Rectangle {
        id: tile
        required property var modelData
        readonly property int baseId: modelData.baseId
        readonly property int fatigue: modelData.fatigue
        readonly property bool lost: modelData.routed || modelData.removed
        readonly property bool isSelected: card.selectedBase === baseId
        readonly property bool isPicked: card.pickedBase === baseId
        readonly property bool isMarked: card.markedBases.indexOf(baseId) >= 0
        readonly property bool isSeam: card.seamBases.indexOf(baseId) >= 0
        readonly property bool isFar: card.farBases.indexOf(baseId) >= 0
        readonly property bool isLapping: card.lappingBases.indexOf(baseId) >= 0
        readonly property bool hasMarks: isMarked || isSeam || isFar

        readonly property string label: modelData.label ?? ""

        objectName: "base" + baseId
        implicitWidth: 56
        implicitHeight: 62
        enabled: !lost
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("%1, Fatigue %2").arg(label).arg(fatigue)
                         + (isMarked ? ", " + qsTr("in the file") : "") + (isSeam ? ", " + qsTr("at a seam") : "")
                         + (isFar ? ", " + qsTr("on the far side") : "") + (isLapping ? ", " + qsTr("lapping") : "")
        Accessible.onPressAction: if (enabled) card.baseTapped(baseId, card.blockId)

        radius: 6
        color: lost ? "transparent" : Qt.alpha(Terms.stateColor(modelData.state, card.dark), 0.22)
        border.width: isSelected || isPicked ? 4 : hasMarks ? 3 : 2
        // Every border at 3:1 or more against its tile in both themes (tst_Contrast.qml).
        border.color: isSelected ? Terms.palette(card.dark).mark
                    : isPicked ? Terms.palette(card.dark).picked
                    : hasMarks ? card.Material.foreground
                    : Terms.stateColor(modelData.state, card.dark)

        // Plain Text rather than Labels: a card shows a tile per Base, and they were most of what the
        // battle page made.

        // The table label, as on the sticker under the figures: "HAS 2·1".
        Text {
            textFormat: Text.PlainText
            objectName: "tableLabel"
            anchors.top: parent.top
            anchors.topMargin: 3
            anchors.horizontalCenter: parent.horizontalCenter
            width: parent.width - 4
            height: 15
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: tile.label
            color: tile.enabled ? card.Material.foreground : card.Material.hintTextColor
            // 12 px, or as much smaller as the label needs to fit, down to 8 px: measured once at
            // 12 px (its width scales with the size), where fitting laid it out at each size it tried.
            font.pixelSize: Math.max(8, Math.min(12, Math.floor(12 * width / Math.max(1, labelMetrics.advanceWidth(tile.label)))))
            font.bold: true
        }
        // The Base's Fatigue, below the table label (or between it and the marks).
        Text {
            objectName: "fatigueText"
            textFormat: Text.PlainText
            anchors.fill: parent
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            topPadding: tile.hasMarks ? 0 : 14
            text: tile.lost ? "✕" : tile.fatigue
            color: tile.enabled ? card.Material.foreground : card.Material.hintTextColor
            font.pixelSize: 22
            font.bold: true
        }
        // A lapping Base (§9.2) shows a corner badge; a marked one, its marks' letters. Each is made
        // while it shows, from the card's lappingComponent and marksComponent: a Repeater for each in
        // every tile cost the battle's first frame more than the rest of the tile's marks together.
        /** The lapping badge, while the Base laps; else null. */
        property Item lappingMark: null
        /** The marks' letters, while the Base is marked; else null. */
        property Item marksText: null
        onIsLappingChanged: lappingMark = card.madeWhile(isLapping, lappingMark, lappingComponent, tile)
        onHasMarksChanged: marksText = card.madeWhile(hasMarks, marksText, marksComponent, tile)
        Component.onCompleted: {
            lappingMark = card.madeWhile(isLapping, lappingMark, lappingComponent, tile);
            marksText = card.madeWhile(hasMarks, marksText, marksComponent, tile);
        }
    }

    /**
     * @p made while @p wanted: made from @p component in @p tile when first wanted; hidden at once
     * and destroyed when no longer. Returns what the tile holds now.
     */
    function madeWhile(wanted: bool, made: Item, component: Component, tile: BaseTile): Item {
        if (wanted && made === null)
            return component.createObject(tile, { "tile": tile }) as Item;
        if (!wanted && made !== null) {
            made.visible = false;
            made.destroy();
            return null;
        }
        return made;
    }
    // A lapping Base (§9.2): a corner badge, as the sticker's neighbour on the table.
    Component {
        id: lappingComponent
        Rectangle {
            required property BaseTile tile
            objectName: "lappingMark"
            x: tile.width - width
            y: tile.height - height
            width: 18
            height: 18
            radius: 9
            color: Terms.palette(card.dark).mark
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: "⇆"
                font.pixelSize: 12
                font.bold: true
                color: card.dark ? "#000000" : "#ffffff"
            }
        }
    }
    // Marks are letters as well as borders: ✓ the file, S a seam, F the far side.
    Component {
        id: marksComponent
        Text {
            required property BaseTile tile
            textFormat: Text.PlainText
            objectName: "marksText"
            x: (tile.width - width) / 2
            // Inside the tile, above its border: on the border the letters were half hidden.
            y: tile.height - height - 3
            text: (tile.isMarked ? "✓" : "") + (tile.isSeam ? "S" : "") + (tile.isFar ? "F" : "")
            color: tile.enabled ? card.Material.foreground : card.Material.hintTextColor
            font.pixelSize: 14
            font.bold: true
        }
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Text {
                textFormat: Text.PlainText
                color: card.Material.foreground
                Layout.fillWidth: true
                text: card.name
                font.pixelSize: 20
                font.bold: true
                elide: Text.ElideRight
            }
            // The state: colour and word together (§6).
            Rectangle {
                objectName: "stateChip"
                implicitWidth: stateLabel.implicitWidth + 20
                implicitHeight: 30
                radius: 15
                color: card.stateColor
                Text {
                    textFormat: Text.PlainText
                    id: stateLabel
                    anchors.centerIn: parent
                    text: Terms.fatigueState(card.fatigueState)
                    font.pixelSize: 16
                    font.bold: true
                    color: Terms.palette(card.dark).onState
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("%1 · %2 · weight %3").arg(Terms.troopType(card.type)).arg(Terms.quality(card.quality)).arg(card.weight)
            font.pixelSize: 16
            color: card.Material.secondaryTextColor
            elide: Text.ElideRight
        }

        // The formation: front rank first.
        Grid {
            id: formation
            objectName: "formation"
            Layout.alignment: Qt.AlignLeft
            columns: Math.max(1, card.frontage)
            spacing: 4
            Repeater {
                model: card.bases
                delegate: BaseTile {}
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: 12
            Text {
                textFormat: Text.PlainText
                color: card.Material.foreground
                objectName: "averageText"
                text: qsTr("Average %1").arg(card.averageText)
                font.pixelSize: 16
                font.bold: true
            }
            Text {
                textFormat: Text.PlainText
                text: card.broken ? qsTr("Broken and routing") : Terms.fatigueLeft(card.fatigueLeft)
                font.pixelSize: 16
                color: card.Material.secondaryTextColor
            }
            // What this turn has done to the Block, each note made only while it applies.
            Repeater {
                model: {
                    const notes = [];
                    if (card.moves > 0)
                        notes.push({ "text": qsTr("Moves this turn: %1").arg(card.moves), "kind": "moves" });
                    if (card.movementOver)
                        notes.push({ "text": qsTr("Movement over"), "kind": "over" });
                    if (card.shockCharge)
                        notes.push({ "text": qsTr("Shock charge"), "kind": "shock" });
                    return notes;
                }
                delegate: Text {
                    required property var modelData
                    objectName: "note-" + modelData.kind
                    textFormat: Text.PlainText
                    text: modelData.text
                    font.pixelSize: 16
                    font.bold: modelData.kind !== "moves"
                    color: modelData.kind === "shock" ? Terms.palette(card.dark).mark
                         : modelData.kind === "over" ? card.Material.foreground : card.Material.secondaryTextColor
                }
            }
        }
    }
}
