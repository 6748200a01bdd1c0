pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Ancients.Bridge

/**
 * A past entry of the table's facts corrected with the players' own contacts
 * editor (§4, §9, §12.1): pick a Block, then switch which enemy Blocks it
 * touches and which friends stand within one base-width, as that entry had
 * them; and the Bases whose retreat was blocked. `corrected` gives the action
 * in the battle file's fields.
 */
ColumnLayout {
    id: factsForm

    required property var original
    required property var context
    readonly property var blocks: context.blocks ?? []
    /** The pairs as corrected so far, smaller Block first. */
    property var contacts: ((original.facts ?? {}).in_contact ?? []).map(p => p.slice())
    property var near: ((original.facts ?? {}).within_one_base_width ?? []).map(p => p.slice())
    property var blocked: ((original.facts ?? {}).retreat_blocked ?? []).slice()
    readonly property var chosen: blocks[blockChoice.currentIndex] ?? ({ "blockId": -1, "side": 0 })
    readonly property var corrected: {
        const out = {};
        for (const key in original)
            out[key] = original[key];
        out.facts = { "in_contact": contacts, "within_one_base_width": near, "retreat_blocked": blocked };
        return out;
    }

    /** @p pairs with the pair @p a, @p b (smaller first) in or out, sorted as the file writes them. */
    function toggled(pairs: var, a: int, b: int, holds: bool): var {
        const lo = Math.min(a, b);
        const hi = Math.max(a, b);
        const out = pairs.filter(p => p[0] !== lo || p[1] !== hi);
        if (holds)
            out.push([lo, hi]);
        return out.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    }

    spacing: 6

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        text: qsTr("The table's facts as this entry set them. Choose a Block to see what it touched.")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
    ComboBox {
        id: blockChoice
        objectName: "amendFactsBlock"
        Layout.fillWidth: true
        implicitHeight: 52
        model: factsForm.blocks.map(b => b.name)
        currentIndex: 0
        Accessible.name: qsTr("The Block whose contacts are shown")
        // Block names from the battle: drawn as plain text.
        delegate: ItemDelegate {
            id: blockRow
            required property int index
            width: ListView.view.width
            implicitHeight: 52
            highlighted: blockChoice.highlightedIndex === index
            contentItem: Label {
                textFormat: Text.PlainText
                text: blockChoice.textAt(blockRow.index)
                font: blockChoice.font
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
        }
    }
    ContactsEditor {
        objectName: "amendContacts"
        Layout.fillWidth: true
        live: false
        block: factsForm.chosen.blockId
        enemyBlocks: factsForm.chosen.side === 0 ? BattleSession.blocksB : BattleSession.blocksA
        friendBlocks: factsForm.chosen.side === 0 ? BattleSession.blocksA : BattleSession.blocksB
        facts: ({ "contacts": factsForm.contacts, "near": factsForm.near })
        onContactToggled: (a, b, holds) => factsForm.contacts = factsForm.toggled(factsForm.contacts, a, b, holds)
        onNearToggled: (a, b, holds) => factsForm.near = factsForm.toggled(factsForm.near, a, b, holds)
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: ((factsForm.original.facts ?? {}).retreat_blocked ?? []).length > 0
        text: qsTr("Bases whose retreat was blocked")
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: ((factsForm.original.facts ?? {}).retreat_blocked ?? [])
            delegate: CheckBox {
                id: blockedBox
                required property int modelData
                text: (factsForm.context.baseLabels ?? {})[String(modelData)] ?? String(modelData)
                // A table label from the battle: plain text.
                contentItem: Label {
                    textFormat: Text.PlainText
                    leftPadding: blockedBox.indicator.width + blockedBox.spacing
                    text: blockedBox.text
                    font: blockedBox.font
                    verticalAlignment: Text.AlignVCenter
                }
                checked: true
                onToggled: {
                    const list = factsForm.blocked.filter(id => id !== blockedBox.modelData);
                    if (checked)
                        list.push(blockedBox.modelData);
                    factsForm.blocked = list.sort((x, y) => x - y);
                }
            }
        }
    }
}
