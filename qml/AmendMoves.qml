pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/**
 * A past pivot, wheel or column march corrected with the Move panel's own
 * controls (§5.5, §5.6): the way it turned, the flank Base a wheel turned
 * about and the Block's shape that sets its cost, and each movement test's
 * dice as the players tap them in (on the d6, with the Block's quality).
 * `corrected` gives the action in the battle file's fields.
 */
ColumnLayout {
    id: moves

    /** "pivot-block", "wheel-block" or "march-column". */
    required property string kind
    required property var original
    required property var context
    /** The wheel's tests as corrected so far, one { first, second } or null each. */
    property var wheelRolls: Array.isArray(original.dice) ? original.dice.slice() : []
    /** The wheel's tests as recorded: one DiceInput each. */
    readonly property int wheelTests: Array.isArray(original.dice) ? original.dice.length : 0
    /** A pivot's or a march's one movement test as recorded; null when the app rolled it. */
    readonly property var oneRoll: original.dice && !Array.isArray(original.dice) ? original.dice : null

    readonly property var blockBases: context.blockBases ?? []
    readonly property string quality: context.blockQuality ?? "regular"
    readonly property var corrected: {
        const out = {};
        for (const key in original)
            out[key] = original[key];
        if (kind === "pivot-block" || kind === "wheel-block")
            out.steps = turn.currentIndex === 0 ? 1 : -1;
        if (kind === "wheel-block") {
            out.pivot = pivot.currentIndex >= 0 && pivot.currentIndex < blockBases.length ? blockBases[pivot.currentIndex].baseId
                                                                                          : original.pivot;
            out.frontage = frontage.value;
            out.depth = depth.value;
            // A test left incomplete keeps its recorded dice.
            out.dice = (Array.isArray(original.dice) ? original.dice : []).map((d, i) => wheelRolls[i] ?? d);
        } else if (oneRoll) {
            out.dice = single.roll ?? oneRoll;
        }
        return out;
    }

    spacing: 6

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        text: moves.kind === "wheel-block" ? qsTr("%1 wheels").arg(moves.context.blockLabel ?? "")
              : moves.kind === "pivot-block" ? qsTr("%1 pivots").arg(moves.context.blockLabel ?? "")
              : qsTr("%1 marches in column").arg(moves.context.blockLabel ?? "")
        font.pixelSize: 18
        font.bold: true
        wrapMode: Label.WordWrap
    }

    // The way it turned, as the Move panel's ⟲ and ⟳ buttons give it.
    ChoiceRow {
        id: turn
        objectName: "amendTurn"
        visible: moves.kind !== "march-column"
        Layout.fillWidth: true
        title: moves.kind === "wheel-block" ? qsTr("The wheel turned") : qsTr("The pivot turned")
        citation: "5.5"
        choices: [qsTr("⟲ counter-clockwise"), qsTr("⟳ clockwise")]
        currentIndex: (moves.original.steps ?? 1) > 0 ? 0 : 1
        onChosen: index => currentIndex = index
    }

    // ---- a wheel: the flank Base it turned about, and the Block's shape that sets its cost
    Label {
        textFormat: Text.PlainText
        visible: moves.kind === "wheel-block"
        Layout.fillWidth: true
        text: qsTr("The flank Base it turned about")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
    ComboBox {
        id: pivot
        objectName: "amendWheelPivot"
        visible: moves.kind === "wheel-block"
        Layout.fillWidth: true
        implicitHeight: 52
        model: moves.blockBases.map(b => b.label)
        currentIndex: moves.blockBases.findIndex(b => b.baseId === moves.original.pivot)
        Accessible.name: qsTr("The flank Base it turned about")
        // Table labels from the battle: drawn as plain text.
        delegate: ItemDelegate {
            id: pivotChoice
            required property int index
            width: ListView.view.width
            implicitHeight: 52
            highlighted: pivot.highlightedIndex === index
            contentItem: Label {
                textFormat: Text.PlainText
                text: pivot.textAt(pivotChoice.index)
                font: pivot.font
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
        }
    }
    RowLayout {
        visible: moves.kind === "wheel-block"
        Layout.fillWidth: true
        spacing: 8
        Label { textFormat: Text.PlainText; text: qsTr("Frontage"); font.pixelSize: 16 }
        SpinBox {
            id: frontage
            objectName: "amendWheelFrontage"
            from: 0
            to: 99
            implicitHeight: 52
            value: moves.original.frontage ?? 0
            Accessible.name: qsTr("Frontage after the wheel")
        }
        Label { textFormat: Text.PlainText; text: qsTr("Depth"); font.pixelSize: 16 }
        SpinBox {
            id: depth
            objectName: "amendWheelDepth"
            from: 0
            to: 99
            implicitHeight: 52
            value: moves.original.depth ?? 0
            Accessible.name: qsTr("Depth after the wheel")
        }
    }
    // A wheel takes one movement test per move (§5.5): each as the players rolled it.
    Repeater {
        model: moves.kind === "wheel-block" ? moves.wheelTests : 0
        delegate: DiceInput {
            id: wheelTest
            required property int index
            readonly property var recorded: moves.original.dice[index]
            objectName: "amendWheelDice" + index
            Layout.fillWidth: true
            title: qsTr("Wheel test %1").arg(index + 1)
            quality: moves.quality
            die: "d6"
            first: recorded ? recorded.first : 0
            second: recorded ? recorded.second : 0
            onRollChanged: {
                const all = moves.wheelRolls.slice();
                all[wheelTest.index] = wheelTest.roll;
                moves.wheelRolls = all;
            }
        }
    }

    // ---- a column's march: the leader's path is the table's, as tracked
    Label {
        textFormat: Text.PlainText
        visible: moves.kind === "march-column"
        Layout.fillWidth: true
        text: qsTr("The leader's path, %n step(s), and the column's order are kept as the table tracked them; the movement test can be corrected.", "",
                   (moves.original.path ?? []).length)
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    // ---- a pivot's or a march's one movement test (§5.2)
    DiceInput {
        id: single
        objectName: "amendMoveTest"
        visible: moves.kind !== "wheel-block" && moves.oneRoll !== null
        Layout.fillWidth: true
        title: qsTr("Movement test")
        quality: moves.quality
        die: "d6"
        first: moves.oneRoll ? moves.oneRoll.first : 0
        second: moves.oneRoll ? moves.oneRoll.second : 0
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: moves.kind === "wheel-block" ? moves.wheelTests === 0 : moves.oneRoll === null
        text: qsTr("The app rolled this move: the correction meets the same dice.")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
}
