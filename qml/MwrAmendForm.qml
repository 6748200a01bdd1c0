pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * The correction of one action of My Wargame Rules, in the battle file's fields
 * (rulebook/battle-format.md): what umpires dispute at the table, the facts and the
 * dice. An Attack's edge, supports and dice; a Move's or Fall Back's ground and the
 * enemies touched after; a Pick's face; what lies behind a pushed unit; a unit's
 * contacts. `fields` holds what was changed, laid over `original` by the controller.
 */
ColumnLayout {
    id: form

    /** The action as recorded, with its "kind". */
    property var original: ({})
    /** From the controller: units ([{ unit, name, side, out }]), faces, dice. */
    property var context: ({})
    /** The fields changed so far. */
    property var fields: ({})
    /** Prefix of the controls' object names: the correction's form and an answer's differ. */
    property string prefix: "amend"

    readonly property string kind: original.kind ?? ""
    readonly property var units: context.units ?? []
    readonly property var terrains: ["open", "road", "rough", "obstacle", "impassable"]
    readonly property var directions: ["front", "flank", "rear"]
    readonly property list<string> supportKinds: ["", "side", "rear"]

    function value(key: string): var {
        return form.fields[key] !== undefined ? form.fields[key] : form.original[key];
    }
    function set(key: string, v: var) {
        const changed = Object.assign({}, form.fields);
        changed[key] = v;
        form.fields = changed;
    }
    function unitOf(id: int): var {
        for (let i = 0; i < units.length; ++i)
            if (units[i].unit === id)
                return units[i];
        return { unit: id, name: String(id), side: -1, out: false };
    }
    /** The units of @p side still in play, but for @p except, as chips. */
    function unitOptions(side: int, except: var): var {
        const out = [];
        for (let i = 0; i < units.length; ++i)
            if (units[i].side === side && !units[i].out && except.indexOf(units[i].unit) < 0)
                out.push({ key: units[i].unit, text: units[i].name });
        return out;
    }
    function toggled(list: var, key: var): var {
        const copy = (list ?? []).slice();
        const at = copy.indexOf(key);
        if (at >= 0)
            copy.splice(at, 1);
        else
            copy.push(key);
        return copy;
    }
    /** The dice the form shows: the corrected ones, else those recorded, else those the app rolled. */
    function dice(): var {
        const given = form.value("dice");
        return given ? given : (form.context.faces ?? []);
    }
    function supportKindOf(list: var, unit: int): string {
        for (let i = 0; i < (list ?? []).length; ++i)
            if (list[i].unit === unit)
                return list[i].kind;
        return "";
    }
    function withSupport(list: var, unit: int, kind: string): var {
        const out = [];
        for (let i = 0; i < (list ?? []).length; ++i)
            if (list[i].unit !== unit)
                out.push(list[i]);
        if (kind.length > 0)
            out.push({ unit: unit, kind: kind });
        return out;
    }

    onOriginalChanged: fields = ({})
    spacing: 10

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: form.kind === "rally" || form.kind === "hold"
        text: qsTr("This action has no facts or dice to correct.")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    // ---- Attack (§6, §7, §10): the dice first, what is most often disputed; then the edge and the supports
    ChoiceRow {
        objectName: form.prefix + "DiceCount"
        Layout.fillWidth: true
        visible: form.kind === "attack"
        title: qsTr("Dice rolled (§10)")
        choices: [qsTr("1D6"), qsTr("2D6")]
        currentIndex: form.dice().length === 2 ? 1 : 0
        onChosen: index => {
            const faces = form.dice().slice(0, index + 1);
            while (faces.length < index + 1)
                faces.push(faces.length > 0 ? faces[0] : 1);
            form.set("dice", faces);
        }
    }
    Repeater {
        model: form.kind === "attack" ? form.dice().length : 0
        delegate: DieFacePicker {
            id: diePicker
            required property int index
            objectName: form.prefix + "Die" + index
            Layout.fillWidth: true
            title: form.dice().length < 2 ? qsTr("The die shows") : index === 0 ? qsTr("First die") : qsTr("Second die")
            faces: [1, 2, 3, 4, 5, 6]
            facePrefix: form.prefix + "Die" + index + "_"
            value: form.dice()[index] ?? 0
            onPicked: face => {
                const faces = form.dice().slice();
                faces[diePicker.index] = face;
                form.set("dice", faces);
            }
        }
    }

    ChoiceRow {
        objectName: form.prefix + "Direction"
        Layout.fillWidth: true
        visible: form.kind === "attack"
        title: qsTr("Edge of %1 attacked (§7)").arg(form.unitOf(form.original.defender ?? -1).name)
        choices: [qsTr("Front"), qsTr("Flank +1"), qsTr("Rear +2")]
        currentIndex: form.directions.indexOf(form.value("direction") ?? "front")
        onChosen: index => form.set("direction", form.directions[index])
    }
    Repeater {
        model: form.kind === "attack" ? [true, false] : []
        delegate: ColumnLayout {
            id: supportBlock
            required property bool modelData
            readonly property int supported: modelData ? form.original.attacker : form.original.defender
            readonly property string key: modelData ? "attacker_support" : "defender_support"
            Layout.fillWidth: true
            spacing: 4
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Support for %1 (§6)").arg(form.unitOf(supportBlock.supported).name)
                font.pixelSize: 16
                wrapMode: Label.WordWrap
                color: form.Material.secondaryTextColor
            }
            Repeater {
                model: form.unitOptions(form.unitOf(supportBlock.supported).side,
                                        [form.original.attacker, form.original.defender])
                delegate: RowLayout {
                    id: friendRow
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 8
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        text: friendRow.modelData.text
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                    ChoiceRow {
                        objectName: form.prefix + "Support" + friendRow.modelData.key
                        Layout.fillWidth: true
                        Layout.preferredWidth: 2
                        Layout.rightMargin: 2
                        choices: [qsTr("None"), qsTr("Side"), qsTr("Rear")]
                        currentIndex: form.supportKinds.indexOf(form.supportKindOf(form.value(supportBlock.key), friendRow.modelData.key))
                        onChosen: index => form.set(supportBlock.key, form.withSupport(form.value(supportBlock.key),
                                                                                         friendRow.modelData.key, form.supportKinds[index]))
                    }
                }
            }
        }
    }
    // ---- Move and Fall Back (§4, §5, R14, R15): the ground, the enemies touched after
    ChoiceRow {
        objectName: form.prefix + "Terrain"
        Layout.fillWidth: true
        visible: form.kind === "move" || form.kind === "fall-back"
        title: qsTr("Ground covered (§5)")
        choices: [qsTr("Open"), qsTr("Road"), qsTr("Rough"), qsTr("Obstacle"), qsTr("Impassable")]
        currentIndex: form.terrains.indexOf(form.value("terrain") ?? "open")
        onChosen: index => form.set("terrain", form.terrains[index])
    }
    UnitChips {
        objectName: form.prefix + "Contacts"
        Layout.fillWidth: true
        visible: form.kind === "move" || form.kind === "set-contacts"
        readonly property string key: form.kind === "move" ? "contacts" : "enemies"
        title: qsTr("Enemies it touches after (R14)")
        chipPrefix: form.prefix + "Contact_"
        options: visible ? form.unitOptions(1 - form.unitOf(form.original.unit ?? -1).side, []) : []
        selected: form.value(key) ?? []
        onTapped: unit => form.set(key, form.toggled(form.value(key), unit))
    }

    // ---- Pick (§10, R5): the face the roller keeps
    DieFacePicker {
        objectName: form.prefix + "PickFace"
        Layout.fillWidth: true
        visible: form.kind === "pick"
        title: qsTr("The roller keeps")
        faces: (form.context.faces ?? []).length > 0 ? form.context.faces : [1, 2, 3, 4, 5, 6]
        facePrefix: form.prefix + "Pick_"
        value: form.value("face") ?? 0
        onPicked: face => form.set("face", face)
    }

    // ---- Push-back (§10, R7): what lies behind, step by step
    Repeater {
        model: form.kind === "push-back" ? (form.value("behind") ?? []).length : 0
        delegate: UnitChips {
            id: stepChips
            required property int index
            readonly property var step: (form.value("behind") ?? [])[index] ?? {}
            Layout.fillWidth: true
            title: qsTr("Step %1: what lies behind").arg(index + 1)
            chipPrefix: form.prefix + "Behind" + index + "_"
            options: {
                const list = [{ key: "clear", text: qsTr("Clear ground") }, { key: "rough", text: qsTr("Rough ground") },
                              { key: "obstacle", text: qsTr("Obstacle") }, { key: "impassable", text: qsTr("Impassable") },
                              { key: "table-edge", text: qsTr("Table edge") }];
                for (let i = 0; i < form.units.length; ++i)
                    if (!form.units[i].out)
                        list.push({ key: "unit:" + form.units[i].unit, text: form.units[i].name });
                return list;
            }
            selected: [step.kind === "unit" ? "unit:" + step.unit : step.kind]
            onTapped: key => {
                const steps = (form.value("behind") ?? []).slice();
                const text = String(key);
                steps[stepChips.index] = text.startsWith("unit:") ? { kind: "unit", unit: Number(text.slice(5)) } : { kind: text };
                form.set("behind", steps);
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: form.kind === "push-back"
        spacing: 8
        FilledButton {
            objectName: form.prefix + "AddStep"
            implicitHeight: 52
            font.capitalization: Font.MixedCase
            text: qsTr("Add a step")
            onClicked: form.set("behind", (form.value("behind") ?? []).concat([{ kind: "clear" }]))
        }
        FilledButton {
            objectName: form.prefix + "RemoveStep"
            implicitHeight: 52
            font.capitalization: Font.MixedCase
            enabled: (form.value("behind") ?? []).length > 1
            text: qsTr("Remove the last step")
            onClicked: form.set("behind", (form.value("behind") ?? []).slice(0, -1))
        }
    }
}
