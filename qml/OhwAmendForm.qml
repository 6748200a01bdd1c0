pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/**
 * The correction of one action of 3D6 OHW Gridded Ancients, in the battle file's
 * fields (rulebook/battle-format.md): the facts and the dice umpires dispute. A
 * Shoot's target, range, shot over friends and dice (§6); an Attack's target and dice
 * (§7); a roll's, a morale check's or a push move's dice (§5.1, §8, §10); a Retreat's
 * outcome and ground (§5.4); an Advance's ground (§8); the breakpoint's 1D3s (§9); the
 * initiative dice (§10.3). `fields` holds what was changed, laid over `original`.
 */
ColumnLayout {
    id: form

    /** The action as recorded, with its "kind". */
    property var original: ({})
    /** From the controller: units ([{ unit, name, side, hits, out }]), faces, dice. */
    property var context: ({})
    /** The fields changed so far. */
    property var fields: ({})
    /** Prefix of the controls' object names: the correction's form and an answer's differ. */
    property string prefix: "amend"

    readonly property string kind: original.kind ?? ""
    readonly property var units: context.units ?? []
    readonly property var terrains: ["open", "woods", "rough", "hill", "settlement", "road", "bridge-or-ford", "river", "swamp"]
    readonly property var outcomes: ["retreated", "pushes-friend", "blocked-by-terrain", "blocked-by-enemy"]
    /** The field that holds the action's dice, and the faces a die shows. */
    readonly property string diceKey: kind === "take-breakpoint" ? "d3"
                                      : kind === "check-morale" || kind === "push-move" ? "die"
                                      : kind === "shoot" || kind === "attack" || kind === "roll-pending" || kind === "roll-initiative" ? "dice" : ""
    readonly property bool singleDie: diceKey === "die"

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
    function unitOptions(side: int): var {
        const out = [];
        for (let i = 0; i < units.length; ++i)
            if (units[i].side === side && !units[i].out)
                out.push({ key: units[i].unit, text: units[i].name });
        return out;
    }
    function terrainWord(key: string): string {
        switch (key) {
        case "woods": return qsTr("Woods");
        case "rough": return qsTr("Rough");
        case "hill": return qsTr("Hill");
        case "settlement": return qsTr("Settlement");
        case "road": return qsTr("Road");
        case "bridge-or-ford": return qsTr("Bridge or ford");
        case "river": return qsTr("River");
        case "swamp": return qsTr("Swamp");
        }
        return qsTr("Open");
    }
    readonly property var terrainOptions: terrains.map(t => ({ key: t, text: terrainWord(t) }))
    /** The dice the form shows, as a list: the corrected ones, else those recorded, else those the app rolled. */
    function dice(): var {
        const given = form.value(form.diceKey);
        if (given !== undefined && given !== null)
            return form.singleDie ? [given] : given;
        return form.context.faces ?? [];
    }
    function setDice(faces: var) {
        form.set(form.diceKey, form.singleDie ? (faces.length > 0 ? faces[0] : null) : faces);
    }

    onOriginalChanged: fields = ({})
    spacing: 10

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: form.diceKey.length === 0 && form.kind !== "retreat" && form.kind !== "advance"
        text: qsTr("This action has no facts or dice to correct.")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }

    // ---- the dice, tapped face by face
    Repeater {
        model: form.diceKey.length > 0 ? form.dice().length : 0
        delegate: DieFacePicker {
            id: diePicker
            required property int index
            objectName: form.prefix + "Die" + index
            Layout.fillWidth: true
            title: form.kind === "roll-initiative" ? (index === 0 ? qsTr("%1's die").arg((form.context.armies ?? ["", ""])[0])
                                                                  : qsTr("%1's die").arg((form.context.armies ?? ["", ""])[1]))
                   : form.kind === "take-breakpoint" ? qsTr("1D3 number %1").arg(index + 1)
                   : qsTr("Die %1").arg(index + 1)
            faces: form.kind === "take-breakpoint" ? [1, 2, 3] : [1, 2, 3, 4, 5, 6]
            facePrefix: form.prefix + "Die" + index + "_"
            value: form.dice()[index] ?? 0
            onPicked: face => {
                const faces = form.dice().slice();
                faces[diePicker.index] = face;
                form.setDice(faces);
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: form.kind === "shoot" || form.kind === "attack" || form.kind === "roll-pending" || form.kind === "take-breakpoint"
        spacing: 8
        FilledButton {
            objectName: form.prefix + "DieMore"
            implicitHeight: 52
            font.capitalization: Font.MixedCase
            text: qsTr("One die more")
            onClicked: form.setDice(form.dice().concat([1]))
        }
        FilledButton {
            objectName: form.prefix + "DieFewer"
            implicitHeight: 52
            font.capitalization: Font.MixedCase
            enabled: form.dice().length > 1
            text: qsTr("One die fewer")
            onClicked: form.setDice(form.dice().slice(0, -1))
        }
    }

    // ---- Shoot (§6) and Attack (§7): the target; a shot's range and whether it passes over friends
    UnitChips {
        objectName: form.prefix + "Target"
        Layout.fillWidth: true
        visible: form.kind === "shoot" || form.kind === "attack"
        readonly property int actor: form.kind === "shoot" ? (form.original.shooter ?? -1) : (form.original.attacker ?? -1)
        title: qsTr("Target")
        chipPrefix: form.prefix + "Target_"
        options: visible ? form.unitOptions(1 - form.unitOf(actor).side) : []
        selected: [form.value("target")]
        onTapped: unit => form.set("target", unit)
    }
    RowLayout {
        Layout.fillWidth: true
        visible: form.kind === "shoot"
        spacing: 8
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Range in spaces: %1").arg(form.value("range") ?? 1)
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        FilledButton {
            objectName: form.prefix + "RangeDown"
            implicitHeight: 52
            implicitWidth: 64
            enabled: (form.value("range") ?? 1) > 1
            text: "−"
            onClicked: form.set("range", (form.value("range") ?? 1) - 1)
        }
        FilledButton {
            objectName: form.prefix + "RangeUp"
            implicitHeight: 52
            implicitWidth: 64
            text: "+"
            onClicked: form.set("range", (form.value("range") ?? 1) + 1)
        }
    }
    FlatSwitch {
        objectName: form.prefix + "OverFriends"
        Layout.fillWidth: true
        visible: form.kind === "shoot"
        text: qsTr("Shoots over friends (§6)")
        checked: form.value("over_friends") === true
        onToggled: form.set("over_friends", checked)
        Accessible.name: text
    }

    // ---- Retreat (§5.4, R9): what the table shows; Advance (§8, R22): the ground entered
    ChoiceRow {
        objectName: form.prefix + "Outcome"
        Layout.fillWidth: true
        visible: form.kind === "retreat"
        title: qsTr("The retreat (§5.4)")
        choices: [qsTr("Retreats"), qsTr("Pushes a friend"), qsTr("Blocked: +1 hit"), qsTr("Enemy behind: destroyed")]
        currentIndex: form.outcomes.indexOf(form.value("outcome") ?? "retreated")
        onChosen: index => form.set("outcome", form.outcomes[index])
    }
    UnitChips {
        objectName: form.prefix + "Ground"
        Layout.fillWidth: true
        visible: form.kind === "retreat" || form.kind === "advance"
        title: qsTr("Ground of the space entered")
        chipPrefix: form.prefix + "Ground_"
        options: form.terrainOptions
        selected: [form.value("ground") ?? "open"]
        onTapped: key => form.set("ground", key)
    }
    UnitChips {
        objectName: form.prefix + "Friend"
        Layout.fillWidth: true
        visible: form.kind === "retreat" && form.value("outcome") === "pushes-friend"
        title: qsTr("The friend pushed back")
        chipPrefix: form.prefix + "Friend_"
        options: visible ? form.unitOptions(form.unitOf(form.context.retreating ?? -1).side >= 0
                                            ? form.unitOf(form.context.retreating).side : 0) : []
        selected: [form.value("friend_unit")]
        onTapped: unit => form.set("friend_unit", unit)
    }
    UnitChips {
        objectName: form.prefix + "FriendGround"
        Layout.fillWidth: true
        visible: form.kind === "retreat" && form.value("outcome") === "pushes-friend"
        title: qsTr("Ground the friend is pushed into")
        chipPrefix: form.prefix + "FriendGround_"
        options: form.terrainOptions
        selected: [form.value("friend_ground") ?? "open"]
        onTapped: key => form.set("friend_ground", key)
    }
}
