pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/**
 * One Base chosen from a list, by its table label, as the fight's overlap
 * lists offer them: `bases` is [{ baseId, label }], `current` the Base chosen
 * (−1 for none, offered first when `none`); `picked(id)` reports a choice.
 */
ColumnLayout {
    id: choice

    property string title
    property var bases: []
    property int current: -1
    /** "None" is a choice: no Base. */
    property bool none: false
    signal picked(int id)

    spacing: 2

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        text: choice.title
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
    ComboBox {
        id: box
        objectName: choice.objectName + "Box"
        Layout.fillWidth: true
        implicitHeight: 52
        model: (choice.none ? [qsTr("None")] : []).concat(choice.bases.map(b => b.label))
        currentIndex: (choice.none ? 1 : 0) + choice.bases.findIndex(b => b.baseId === choice.current)
        Accessible.name: choice.title
        onActivated: index => {
            const at = index - (choice.none ? 1 : 0);
            choice.picked(at >= 0 ? choice.bases[at].baseId : -1);
        }
        // Table labels from the battle: drawn as plain text.
        delegate: ItemDelegate {
            id: row
            required property int index
            width: ListView.view.width
            implicitHeight: 52
            highlighted: box.highlightedIndex === index
            contentItem: Label {
                textFormat: Text.PlainText
                text: box.textAt(row.index)
                font: box.font
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
        }
    }
}
