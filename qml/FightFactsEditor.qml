pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/**
 * What the table shows of a fight (§8.2, §8.3, §9.3): who strikes a flank or
 * the rear, who stands uphill, and the ground each Base stands on, chosen from
 * the list of Goings. The Combat panel and the umpire's amendment both use it;
 * `fields` gives the choices in the fields of a "fight" (rulebook/battle-format.md).
 */
ColumnLayout {
    id: editor

    /** The army of the fight's first Base ("base") and of its enemy. */
    property string ourArmy
    property string theirArmy
    /**
     * Without tracked positions, a planned pair's flank is said with its side (§9.3,
     * ruling R24): the side of the Base struck that the blow comes from.
     */
    property bool sided: false
    /** The flank's side, "left" or "right"; empty until the players say it. */
    readonly property string flankSide: flankSideRow.currentIndex === 0 ? "left" : flankSideRow.currentIndex === 1 ? "right" : ""
    /** A choice the players made (not one loaded). */
    signal edited()
    /** [{ key, value }]: each Going's key for its name, and its value for base_going / enemy_going. */
    property var goings: []
    readonly property var strikers: ["none", "a", "b"]
    readonly property var fields: ({
        "flank": strikers[flank.currentIndex], "rear": strikers[rear.currentIndex],
        "uphill": strikers[uphill.currentIndex],
        "base_going": goings.length > 0 ? goings[baseGoing.currentIndex].value : 5,
        "enemy_going": goings.length > 0 ? goings[enemyGoing.currentIndex].value : 5
    })

    /** Back to what an untouched table shows: no flank, rear or hill, open ground. */
    function reset() {
        flank.currentIndex = 0;
        flankSideRow.currentIndex = -1;
        rear.currentIndex = 0;
        uphill.currentIndex = 0;
        baseGoing.currentIndex = 0;
        enemyGoing.currentIndex = 0;
    }
    /** Shows the choices of @p fight, a "fight" in the battle file's fields. */
    function load(fight: var) {
        flank.currentIndex = Math.max(0, strikers.indexOf(fight.flank ?? "none"));
        flankSideRow.currentIndex = fight.flank_side === "left" ? 0 : fight.flank_side === "right" ? 1 : -1;
        rear.currentIndex = Math.max(0, strikers.indexOf(fight.rear ?? "none"));
        uphill.currentIndex = Math.max(0, strikers.indexOf(fight.uphill ?? "none"));
        baseGoing.currentIndex = Math.max(0, goings.findIndex(g => g.value === (fight.base_going ?? 5)));
        enemyGoing.currentIndex = Math.max(0, goings.findIndex(g => g.value === (fight.enemy_going ?? 5)));
    }

    spacing: 6

    ChoiceRow {
        id: flank
        objectName: "flankChoice"
        Layout.fillWidth: true
        title: qsTr("Flank attack")
        citation: "9.3"
        choices: [qsTr("None"), qsTr("%1 strikes").arg(editor.ourArmy), qsTr("%1 strikes").arg(editor.theirArmy)]
        onChosen: index => {
            currentIndex = index;
            if (index > 0)
                rear.currentIndex = 0;
            editor.edited();
        }
    }
    // The side struck: a flanked Base loses only the overlaps on that side (§9.3, ruling R24).
    ChoiceRow {
        id: flankSideRow
        objectName: "flankSideChoice"
        Layout.fillWidth: true
        visible: editor.sided && flank.currentIndex > 0
        title: qsTr("The flank struck")
        citation: "9.3"
        currentIndex: -1
        choices: [qsTr("Left"), qsTr("Right")]
        onChosen: index => {
            currentIndex = index;
            editor.edited();
        }
    }
    ChoiceRow {
        id: rear
        objectName: "rearChoice"
        Layout.fillWidth: true
        title: qsTr("Rear attack")
        citation: "9.3"
        choices: [qsTr("None"), qsTr("%1 strikes").arg(editor.ourArmy), qsTr("%1 strikes").arg(editor.theirArmy)]
        onChosen: index => {
            currentIndex = index;
            if (index > 0)
                flank.currentIndex = 0;
            editor.edited();
        }
    }
    ChoiceRow {
        id: uphill
        objectName: "uphillChoice"
        Layout.fillWidth: true
        title: qsTr("Uphill")
        citation: "8.3"
        choices: [qsTr("Neither"), editor.ourArmy, editor.theirArmy]
        onChosen: index => currentIndex = index
    }
    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 6
        Label { textFormat: Text.PlainText; Layout.columnSpan: 2; Layout.fillWidth: true; text: qsTr("Ground of %1").arg(editor.ourArmy); font.pixelSize: 16; elide: Label.ElideRight }
        ComboBox {
            id: baseGoing
            objectName: "baseGoingChoice"
            Layout.fillWidth: true
            implicitHeight: 52
            model: editor.goings.map(going => Terms.going(going.key))
            Accessible.name: qsTr("Ground of %1").arg(editor.ourArmy)
        }
        CitationButton { section: "8.2" }
        Label { textFormat: Text.PlainText; Layout.columnSpan: 2; Layout.fillWidth: true; text: qsTr("Ground of %1").arg(editor.theirArmy); font.pixelSize: 16; elide: Label.ElideRight }
        ComboBox {
            id: enemyGoing
            objectName: "enemyGoingChoice"
            Layout.fillWidth: true
            implicitHeight: 52
            model: editor.goings.map(going => Terms.going(going.key))
            Accessible.name: qsTr("Ground of %1").arg(editor.theirArmy)
        }
        CitationButton { section: "8.2" }
    }
}
