pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/**
 * The inputs of a past action of any other kind, each with its name in words:
 * a number on a spin box, a yes-or-no on a switch, a list of Bases as their
 * table labels to tick. What the action acts on (its Block, its Base) is named,
 * not changed; anything else is kept as recorded. `corrected` gives the action
 * in the battle file's fields.
 */
ColumnLayout {
    id: fields

    required property var original
    required property var context
    /** The fields changed so far, by name. */
    property var changes: ({})
    readonly property var corrected: {
        const out = {};
        for (const key in original)
            out[key] = original[key];
        for (const key in changes)
            out[key] = changes[key];
        return out;
    }
    readonly property list<string> subjects: ["block", "base", "enemy", "firer", "target", "into", "from", "pivot"]
    readonly property var keys: Object.keys(original).filter(key => key !== "kind")
    readonly property var baseIds: Object.keys(context.baseLabels ?? {}).map(id => Number(id))

    function title(key: string): string {
        switch (key) {
        case "block": return qsTr("Block");
        case "base": return qsTr("Base");
        case "into": return qsTr("The Block that takes the other in");
        case "from": return qsTr("The Block taken in");
        case "pivot": return qsTr("The Base it wheels about");
        case "steps": return qsTr("Turns of 60° (negative: to the left)");
        case "frontage": return qsTr("Frontage after the wheel");
        case "depth": return qsTr("Depth after the wheel");
        case "bases": return qsTr("Bases");
        case "detach": return qsTr("Bases that leave the Block");
        case "seam_bases": return qsTr("Bases on either side of a seam");
        case "section": return qsTr("Section");
        case "note": return qsTr("The players' reason");
        }
        return qsTr("Kept as recorded");
    }
    function kindOf(key: string): string {
        const value = original[key];
        if (subjects.indexOf(key) >= 0)
            return "subject";
        if (typeof value === "boolean")
            return "flag";
        if (typeof value === "number")
            return "number";
        if (Array.isArray(value) && value.every(v => typeof v === "number"))
            return "bases";
        return "kept";
    }
    function change(key: string, value: var) {
        const c = {};
        for (const k in changes)
            c[k] = changes[k];
        c[key] = value;
        changes = c;
    }
    function label(id: int): string {
        return (context.baseLabels ?? {})[String(id)] ?? String(id);
    }

    spacing: 8

    Label {
        textFormat: Text.PlainText
        visible: fields.keys.length === 0
        Layout.fillWidth: true
        text: qsTr("This action has no input to correct.")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    Repeater {
        model: fields.keys
        delegate: ColumnLayout {
            id: field
            required property string modelData
            readonly property string kind: fields.kindOf(modelData)
            Layout.fillWidth: true
            spacing: 4

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: field.kind === "subject" ? fields.title(field.modelData) + ": " + (field.modelData === "block" || field.modelData === "into" || field.modelData === "from"
                                                  ? (fields.context[field.modelData + "Label"] ?? "") : fields.label(fields.original[field.modelData]))
                      : field.kind === "kept" ? qsTr("%1: kept as recorded").arg(field.modelData.replace(/_/g, " "))
                      : fields.title(field.modelData)
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
            SpinBox {
                visible: field.kind === "number"
                from: -99
                to: 99
                implicitHeight: 52
                value: field.kind === "number" ? fields.original[field.modelData] : 0
                Accessible.name: fields.title(field.modelData)
                onValueModified: fields.change(field.modelData, value)
            }
            FlatSwitch {
                id: flag
                visible: field.kind === "flag"
                checked: fields.original[field.modelData] === true
                text: fields.title(field.modelData)
                Accessible.name: text
                contentItem: Label {
                    textFormat: Text.PlainText
                    leftPadding: flag.indicator.width + flag.spacing
                    text: flag.text
                    font: flag.font
                    wrapMode: Label.WordWrap
                    verticalAlignment: Text.AlignVCenter
                }
                onToggled: fields.change(field.modelData, checked)
            }
            Flow {
                visible: field.kind === "bases"
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: field.kind === "bases" ? fields.baseIds : []
                    delegate: CheckBox {
                        id: baseBox
                        required property int modelData
                        text: fields.label(baseBox.modelData)
                        // A table label from the battle: plain text.
                        contentItem: Label {
                            textFormat: Text.PlainText
                            leftPadding: baseBox.indicator.width + baseBox.spacing
                            text: baseBox.text
                            font: baseBox.font
                            verticalAlignment: Text.AlignVCenter
                        }
                        checked: (fields.corrected[field.modelData] ?? []).indexOf(baseBox.modelData) >= 0
                        onToggled: {
                            const list = (fields.corrected[field.modelData] ?? []).filter(id => id !== baseBox.modelData);
                            if (checked)
                                list.push(baseBox.modelData);
                            fields.change(field.modelData, list.sort((a, b) => a - b));
                        }
                    }
                }
            }
        }
    }
}
