import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/**
 * One input of a past action in the umpire's amendment: a switch for yes/no,
 * a number box for a number, and the rest as text (lists as JSON).
 */
RowLayout {
    id: field

    required property string key
    required property var original
    readonly property string kind: typeof original === "boolean" ? "bool" : typeof original === "number" ? "number"
                                 : typeof original === "string" ? "text" : "json"

    function value(): var {
        switch (kind) {
        case "bool": return toggle.checked;
        case "number": return number.value;
        case "text": return text.text;
        }
        try {
            return JSON.parse(text.text);
        } catch (e) {
            return field.original;
        }
    }

    spacing: 8

    Label {
        textFormat: Text.PlainText
        Layout.preferredWidth: 160
        text: field.key
        font.pixelSize: 16
        elide: Label.ElideRight
    }
    Switch {
        id: toggle
        visible: field.kind === "bool"
        checked: field.kind === "bool" && field.original === true
        Accessible.name: field.key
    }
    SpinBox {
        id: number
        visible: field.kind === "number"
        from: -1
        to: 9999
        editable: true
        value: field.kind === "number" ? field.original : 0
        implicitHeight: 52
        Accessible.name: field.key
    }
    TextField {
        id: text
        visible: field.kind === "text" || field.kind === "json"
        Layout.fillWidth: true
        implicitHeight: 52
        text: field.kind === "text" ? field.original : JSON.stringify(field.original)
        Accessible.name: field.key
    }
    Item {
        Layout.fillWidth: field.kind === "bool" || field.kind === "number"
    }
}
