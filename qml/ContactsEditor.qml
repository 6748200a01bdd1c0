pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * Which enemy Blocks the selected Block touches, as the table shows it: the
 * players say so, since the app does not track positions (§4, §9). Live, a
 * switch records the fact at once; the umpire's amendment of a past entry of
 * the facts shows that entry's facts instead and only reports each switch.
 */
ColumnLayout {
    id: editor

    required property int block
    required property BattleBlocksModel enemyBlocks
    /** The Block's own side: which of them stand within one base-width, for contagion (§12.1). */
    required property BattleBlocksModel friendBlocks
    /** The facts shown: { contacts: [[a, b], ...], near: [[a, b], ...] }; the battle's own while live. */
    property var facts: BattleSession.facts
    /** A switch records through the session at once; false: it is only reported (contactToggled, nearToggled). */
    property bool live: true
    /** Not live: the umpire set Blocks @p a and @p b in contact or not. */
    signal contactToggled(int a, int b, bool inContact)
    /** Not live: the umpire set Blocks @p a and @p b within one base-width or not. */
    signal nearToggled(int a, int b, bool near)

    function inContact(a: int, b: int): bool {
        return listed(Terms.fields(editor.facts).contacts ?? [], a, b);
    }
    function near(a: int, b: int): bool {
        return listed(Terms.fields(editor.facts).near ?? [], a, b);
    }
    function listed(pairs: var, a: int, b: int): bool {
        for (let i = 0; i < pairs.length; ++i) {
            if ((pairs[i][0] === a && pairs[i][1] === b) || (pairs[i][0] === b && pairs[i][1] === a))
                return true;
        }
        return false;
    }

    spacing: 0

    RowLayout {
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("In contact with")
            font.pixelSize: 16
            font.bold: true
            color: editor.Material.secondaryTextColor
        }
        CitationButton { section: "9" }
    }
    Repeater {
        // Switches only while the editor is shown: a panel that opens with it hidden makes none.
        model: editor.visible ? editor.enemyBlocks : null
        delegate: FlatSwitch {
            id: contact
            required property int blockId
            required property string name
            required property bool broken
            objectName: "contact" + blockId
            Layout.fillWidth: true
            visible: !broken
            text: name
            font.pixelSize: 16
            // A Block's name comes from a file or a player: plain text, never markup.
            contentItem: Label {
                textFormat: Text.PlainText
                text: contact.text
                font: contact.font
                leftPadding: contact.indicator && !contact.mirrored ? contact.indicator.width + contact.spacing : 0
                rightPadding: contact.indicator && contact.mirrored ? contact.indicator.width + contact.spacing : 0
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
            }
            checked: editor.inContact(editor.block, blockId)
            Accessible.name: qsTr("In contact with %1").arg(name)
            onToggled: {
                if (!editor.live)
                    editor.contactToggled(editor.block, blockId, checked);
                else if (BattleSession.setContact(editor.block, blockId, checked))
                    return;
                checked = Qt.binding(() => editor.inContact(editor.block, contact.blockId));
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.topMargin: 6
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Friends within one base-width")
            font.pixelSize: 16
            font.bold: true
            color: editor.Material.secondaryTextColor
        }
        CitationButton { section: "12.1" }
    }
    Repeater {
        model: editor.visible ? editor.friendBlocks : null
        delegate: FlatSwitch {
            id: nearby
            required property int blockId
            required property string name
            required property bool broken
            objectName: "near" + blockId
            Layout.fillWidth: true
            visible: !broken && blockId !== editor.block
            text: name
            font.pixelSize: 16
            // A Block's name comes from a file or a player: plain text, never markup.
            contentItem: Label {
                textFormat: Text.PlainText
                text: nearby.text
                font: nearby.font
                leftPadding: nearby.indicator && !nearby.mirrored ? nearby.indicator.width + nearby.spacing : 0
                rightPadding: nearby.indicator && nearby.mirrored ? nearby.indicator.width + nearby.spacing : 0
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
            }
            checked: editor.near(editor.block, blockId)
            Accessible.name: qsTr("%1 within one base-width").arg(name)
            onToggled: {
                if (!editor.live)
                    editor.nearToggled(editor.block, blockId, checked);
                else if (BattleSession.setNear(editor.block, blockId, checked))
                    return;
                checked = Qt.binding(() => editor.near(editor.block, nearby.blockId));
            }
        }
    }
}
