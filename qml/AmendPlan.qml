pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * A past pairing plan corrected as the Combat phase's queue edits it (§4, §9.2):
 * each fight in its order with the arrows that move it earlier or later and the
 * button that takes it out, the enemy each Base was paired with, and the Bases
 * the players named lapping on either side (ruling R23). `corrected` gives the
 * action in the battle file's fields.
 */
ColumnLayout {
    id: planForm

    required property var original
    required property var context
    /** The pairs as corrected so far: [{ base, enemy, lapping?, enemy_lapping? }], in the order they fight. */
    property var pairs: (original.pairs ?? []).map(p => Object.assign({}, p))
    readonly property var ours: context.activeBases ?? []
    readonly property var theirs: context.otherBases ?? []
    readonly property var corrected: {
        const out = {};
        for (const key in original)
            out[key] = original[key];
        out.pairs = pairs;
        return out;
    }

    function label(id: int): string {
        return (context.baseLabels ?? {})[String(id)] ?? String(id);
    }
    /** The pairs with pair @p i's field @p key set to @p value (null leaves it out, as the file does). */
    function set(i: int, key: string, value: var) {
        const all = pairs.map(p => Object.assign({}, p));
        if (value === null)
            delete all[i][key];
        else
            all[i][key] = value;
        pairs = all;
    }
    function move(i: int, delta: int) {
        const all = pairs.slice();
        const [pair] = all.splice(i, 1);
        all.splice(i + delta, 0, pair);
        pairs = all;
    }
    function remove(i: int) {
        pairs = pairs.filter((p, k) => k !== i);
    }

    spacing: 6

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        text: qsTr("The fights %1 planned, in the order they fight.").arg(planForm.context.activeArmy ?? "")
        font.pixelSize: 18
        font.bold: true
        wrapMode: Label.WordWrap
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: planForm.pairs.length === 0
        text: qsTr("No fight is left in the plan.")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    Repeater {
        model: planForm.pairs
        delegate: Pane {
            id: row
            required property var modelData
            required property int index
            readonly property var friends: planForm.ours.filter(b => b.baseId !== modelData.base)
            readonly property var enemyFriends: planForm.theirs.filter(b => b.baseId !== modelData.enemy)
            objectName: "amendPair" + index
            Layout.fillWidth: true
            padding: 8
            background: Rectangle {
                radius: 8
                color: Qt.alpha(row.Material.primaryColor, 0.08)
                border.width: 1
                border.color: Qt.alpha(row.Material.foreground, 0.2)
            }
            contentItem: ColumnLayout {
                spacing: 4
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 4
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("%1. %2 against").arg(row.index + 1).arg(planForm.label(row.modelData.base))
                        font.pixelSize: 16
                        font.bold: true
                        wrapMode: Label.WordWrap
                    }
                    ToolButton {
                        objectName: "amendPairUp" + row.index
                        implicitWidth: 48
                        implicitHeight: 48
                        visible: row.index > 0
                        text: "▲"
                        Accessible.name: qsTr("Fight earlier")
                        onClicked: planForm.move(row.index, -1)
                    }
                    ToolButton {
                        objectName: "amendPairDown" + row.index
                        implicitWidth: 48
                        implicitHeight: 48
                        visible: row.index < planForm.pairs.length - 1
                        text: "▼"
                        Accessible.name: qsTr("Fight later")
                        onClicked: planForm.move(row.index, 1)
                    }
                    ToolButton {
                        objectName: "amendPairRemove" + row.index
                        implicitWidth: 48
                        implicitHeight: 48
                        text: "✕"
                        Accessible.name: qsTr("Take out of the plan")
                        onClicked: planForm.remove(row.index)
                    }
                }
                AmendBaseChoice {
                    objectName: "amendPairEnemy" + row.index
                    Layout.fillWidth: true
                    title: qsTr("The enemy it fights")
                    bases: planForm.theirs
                    current: row.modelData.enemy
                    onPicked: id => planForm.set(row.index, "enemy", id)
                }
                AmendBaseChoice {
                    objectName: "amendPairLapping" + row.index
                    Layout.fillWidth: true
                    title: qsTr("Overlap for %1").arg(planForm.context.activeArmy ?? "")
                    none: true
                    bases: row.friends
                    current: row.modelData.lapping ?? -1
                    onPicked: id => planForm.set(row.index, "lapping", id >= 0 ? id : null)
                }
                AmendBaseChoice {
                    objectName: "amendPairEnemyLapping" + row.index
                    Layout.fillWidth: true
                    title: qsTr("Overlap for %1").arg(planForm.context.otherArmy ?? "")
                    none: true
                    bases: row.enemyFriends
                    current: row.modelData.enemy_lapping ?? -1
                    onPicked: id => planForm.set(row.index, "enemy_lapping", id >= 0 ? id : null)
                }
            }
        }
    }
}
