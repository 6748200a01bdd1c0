pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The form that corrects one past action, with the players' own controls: a
 * fight's overlaps, flank, rear, hill, ground and dice as the Combat panel asks
 * them; an allocation with its push-back stepper; a move's ground tile by tile,
 * and so on for every kind. It starts from what was recorded; `fields` gives the
 * correction in the battle file's fields (rulebook/battle-format.md), laid over
 * the recorded action.
 */
ColumnLayout {
    id: form

    required property AmendController amend
    readonly property var original: amend.original
    readonly property var context: amend.context
    /** The correction in the battle file's fields, from the form of the kind shown. */
    property var fields: ({})
    /** [{ key, value }]: each Going's key for its name, and its value as the file writes it. */
    readonly property var goings: amend.goings

    /** A copy of the recorded action with @p changes laid over it. */
    function over(changes: var): var {
        const out = {};
        for (const key in form.original)
            out[key] = form.original[key];
        for (const key in changes)
            out[key] = changes[key];
        return out;
    }
    /** How the table names Base @p id. */
    function baseLabel(id: int): string {
        return (form.context.baseLabels ?? {})[String(id)] ?? String(id);
    }

    spacing: 8

    // The form of the action being corrected, made afresh for every ruling.
    Repeater {
        model: form.amend.index >= 0 ? [form.amend.index] : []
        delegate: ColumnLayout {
            id: kinds
            Layout.fillWidth: true
            spacing: 8
            /** The form of the kind shown: each gives its correction as `corrected`. */
            readonly property var current: {
                switch (form.amend.kind) {
                case "fight": return fight;
                case "allocate-loss": return allocationForm;
                case "pursue": return pursuitForm;
                case "follow-up": return followUpForm;
                case "add-fatigue": return fatigue;
                case "move-block": return move;
                case "shoot": return shootForm;
                case "pivot-block":
                case "wheel-block":
                case "march-column": return movesForm;
                case "enter-facts": return factsForm;
                case "plan-combat": return planForm;
                }
                return fieldsForm;
            }
            Binding {
                target: form
                property: "fields"
                value: kinds.current ? kinds.current.corrected ?? ({}) : ({})
            }

            // ---- a fight, as the Combat panel asks it (§9.1–§9.4, §8.2, §8.3)
            ColumnLayout {
                id: fight
                visible: form.amend.kind === "fight"
                Layout.fillWidth: true
                readonly property var baseFriends: form.context.baseFriends ?? []
                readonly property var enemyFriends: form.context.enemyFriends ?? []
                readonly property var lapping: ourLap.currentIndex > 0 ? baseFriends[ourLap.currentIndex - 1].baseId : null
                readonly property var enemyLapping: theirLap.currentIndex > 0 ? enemyFriends[theirLap.currentIndex - 1].baseId : null
                readonly property bool lapsChanged: lapping !== (form.original.lapping ?? null)
                                                    || enemyLapping !== (form.original.enemy_lapping ?? null)
                readonly property var corrected: {
                    const changes = { "lapping": lapping, "enemy_lapping": enemyLapping };
                    // Overlaps the umpire changed are the ones entered, not those the plan computes (§9.2).
                    if (lapsChanged)
                        changes.overlaps_as_entered = true;
                    const f = facts.fields;
                    for (const key in f)
                        changes[key] = f[key];
                    if (form.original.base_dice)
                        changes.base_dice = baseDice.roll;
                    if (form.original.enemy_dice)
                        changes.enemy_dice = enemyDice.roll;
                    return form.over(changes);
                }
                spacing: 6

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("%1 fights %2").arg(form.context.baseLabel ?? "").arg(form.context.enemyLabel ?? "")
                    font.pixelSize: 18
                    font.bold: true
                    wrapMode: Label.WordWrap
                }
                Label { textFormat: Text.PlainText; text: qsTr("Overlap for %1").arg(form.context.baseArmy ?? ""); font.pixelSize: 16; Layout.fillWidth: true; wrapMode: Label.WordWrap }
                ComboBox {
                    id: ourLap
                    objectName: "amendLapping"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    model: [qsTr("None"), ...fight.baseFriends.map(f => f.label)]
                    currentIndex: 1 + fight.baseFriends.findIndex(f => f.baseId === form.original.lapping)
                    Accessible.name: qsTr("Overlap for %1").arg(form.context.baseArmy ?? "")
                    // Table labels from the battle: drawn as plain text.
                    delegate: ItemDelegate {
                        id: ourLapChoice
                        required property int index
                        width: ListView.view.width
                        implicitHeight: 52
                        highlighted: ourLap.highlightedIndex === index
                        contentItem: Label {
                            textFormat: Text.PlainText
                            text: ourLap.textAt(ourLapChoice.index)
                            font: ourLap.font
                            verticalAlignment: Text.AlignVCenter
                            elide: Text.ElideRight
                        }
                    }
                }
                Label { textFormat: Text.PlainText; text: qsTr("Overlap for %1").arg(form.context.enemyArmy ?? ""); font.pixelSize: 16; Layout.fillWidth: true; wrapMode: Label.WordWrap }
                ComboBox {
                    id: theirLap
                    objectName: "amendEnemyLapping"
                    Layout.fillWidth: true
                    implicitHeight: 52
                    model: [qsTr("None"), ...fight.enemyFriends.map(f => f.label)]
                    currentIndex: 1 + fight.enemyFriends.findIndex(f => f.baseId === form.original.enemy_lapping)
                    Accessible.name: qsTr("Overlap for %1").arg(form.context.enemyArmy ?? "")
                    // Table labels from the battle: drawn as plain text.
                    delegate: ItemDelegate {
                        id: theirLapChoice
                        required property int index
                        width: ListView.view.width
                        implicitHeight: 52
                        highlighted: theirLap.highlightedIndex === index
                        contentItem: Label {
                            textFormat: Text.PlainText
                            text: theirLap.textAt(theirLapChoice.index)
                            font: theirLap.font
                            verticalAlignment: Text.AlignVCenter
                            elide: Text.ElideRight
                        }
                    }
                }
                FightFactsEditor {
                    id: facts
                    Layout.fillWidth: true
                    ourArmy: form.context.baseArmy ?? ""
                    theirArmy: form.context.enemyArmy ?? ""
                    goings: form.goings
                    Component.onCompleted: load(form.original)
                }
                DiceInput {
                    id: baseDice
                    objectName: "amendBaseDice"
                    visible: !!form.original.base_dice
                    Layout.fillWidth: true
                    title: qsTr("Dice of %1").arg(form.context.baseArmy ?? "")
                    quality: form.context.baseQuality ?? "regular"
                    die: form.context.die ?? "averaging"
                    mechanic: form.context.mechanic ?? "none"
                    first: form.original.base_dice ? form.original.base_dice.first : 0
                    second: form.original.base_dice ? form.original.base_dice.second : 0
                    third: form.original.base_dice ? (form.original.base_dice.third ?? 0) : 0
                }
                DiceInput {
                    id: enemyDice
                    objectName: "amendEnemyDice"
                    visible: !!form.original.enemy_dice
                    Layout.fillWidth: true
                    title: qsTr("Dice of %1").arg(form.context.enemyArmy ?? "")
                    quality: form.context.enemyQuality ?? "regular"
                    die: form.context.die ?? "averaging"
                    mechanic: form.context.mechanic ?? "none"
                    first: form.original.enemy_dice ? form.original.enemy_dice.first : 0
                    second: form.original.enemy_dice ? form.original.enemy_dice.second : 0
                    third: form.original.enemy_dice ? (form.original.enemy_dice.third ?? 0) : 0
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: !form.original.base_dice
                    text: qsTr("The app rolled this fight: the correction meets the same dice.")
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                }
            }

            // ---- an allocation, with the players' stepper (§9.5, §9.6)
            ColumnLayout {
                id: allocationForm
                visible: form.amend.kind === "allocate-loss"
                Layout.fillWidth: true
                readonly property var corrected: {
                    const moves = stepper.pushBack > 0;
                    return form.over({ "fatigue": stepper.points - stepper.pushBack, "push_back": stepper.pushBack,
                                       "rear_side": rearSide.currentIndex === 1 ? "right" : "left", "pinned": pinned.checked,
                                       "file": moves ? form.original.file : [], "seam_bases": moves ? form.original.seam_bases : [],
                                       "far_side": moves ? form.original.far_side : [] });
                }
                spacing: 6
                PushBackStepper {
                    id: stepper
                    Layout.fillWidth: true
                    points: (form.original.fatigue ?? 0) + (form.original.push_back ?? 0)
                    pushBack: form.original.push_back ?? 0
                }
                ChoiceRow {
                    id: rearSide
                    Layout.fillWidth: true
                    title: qsTr("The file recoils along its rear diagonal to the")
                    citation: "9.6"
                    choices: [qsTr("Left"), qsTr("Right")]
                    currentIndex: form.original.rear_side === "right" ? 1 : 0
                    onChosen: index => currentIndex = index
                }
                FlatSwitch {
                    id: pinned
                    Layout.fillWidth: true
                    text: qsTr("Pinned: friends, terrain or the table edge block the way")
                    checked: form.original.pinned === true
                    Accessible.name: text
                }
            }

            // ---- a pursuit (§11.1, §11.4)
            ChoiceRow {
                id: pursuitForm
                visible: form.amend.kind === "pursue"
                Layout.fillWidth: true
                readonly property var corrected: form.over({ "decline": currentIndex === 1 })
                title: qsTr("The winner")
                citation: "11.1"
                choices: [qsTr("Pursues"), qsTr("Declines")]
                currentIndex: form.original.decline === true ? 1 : 0
                onChosen: index => currentIndex = index
            }

            // ---- a follow-up (§13, ruling R40)
            ChoiceRow {
                id: followUpForm
                visible: form.amend.kind === "follow-up"
                Layout.fillWidth: true
                readonly property var corrected: form.over({ "decline": currentIndex === 1 })
                title: qsTr("The winner")
                citation: "13"
                choices: [qsTr("Follows up"), qsTr("Stays")]
                currentIndex: form.original.decline === true ? 1 : 0
                onChosen: index => currentIndex = index
            }

            // ---- Fatigue the players added (§6)
            ColumnLayout {
                id: fatigue
                visible: form.amend.kind === "add-fatigue"
                Layout.fillWidth: true
                property var amounts: (form.original.fatigue ?? []).map(f => f.amount)
                readonly property var corrected: form.over({ "fatigue": (form.original.fatigue ?? []).map((f, i) => ({ "base": f.base, "amount": fatigue.amounts[i] })) })
                Repeater {
                    model: form.original.fatigue ?? []
                    delegate: RowLayout {
                        id: fatigueRow
                        required property var modelData
                        required property int index
                        Layout.fillWidth: true
                        Label { textFormat: Text.PlainText; Layout.fillWidth: true; text: qsTr("Fatigue added to %1").arg(form.baseLabel(fatigueRow.modelData.base)); font.pixelSize: 16; wrapMode: Label.WordWrap }
                        SpinBox {
                            from: -99
                            to: 99
                            implicitHeight: 52
                            value: fatigueRow.modelData.amount
                            Accessible.name: qsTr("Fatigue added to %1").arg(form.baseLabel(fatigueRow.modelData.base))
                            onValueModified: {
                                const a = fatigue.amounts.slice();
                                a[fatigueRow.index] = value;
                                fatigue.amounts = a;
                            }
                        }
                    }
                }
            }

            // ---- a move: the ground entered tile by tile, the hill, and what kind of move (§5, §8)
            ColumnLayout {
                id: move
                visible: form.amend.kind === "move-block"
                Layout.fillWidth: true
                property var tiles: (form.original.terrain_entered ?? []).map(t => t.tiles.slice())
                /** The movement test as recorded; null when the app rolled it (or for another kind). */
                readonly property var recordedDice: form.original.dice && !Array.isArray(form.original.dice) ? form.original.dice : null
                readonly property var corrected: form.over({
                    "terrain_entered": (form.original.terrain_entered ?? []).map((t, i) => ({ "base": t.base, "tiles": move.tiles[i] })),
                    "climb": climb.currentIndex, "difficult": difficult.checked, "charge": charge.checked, "full_move": fullMove.checked,
                    "dice": move.recordedDice ? (moveDice.roll ?? move.recordedDice) : null })
                spacing: 6
                Label { textFormat: Text.PlainText; Layout.fillWidth: true; text: form.context.blockLabel ?? ""; font.pixelSize: 18; font.bold: true; wrapMode: Label.WordWrap }
                Repeater {
                    model: form.original.terrain_entered ?? []
                    delegate: ColumnLayout {
                        id: entered
                        required property var modelData
                        required property int index
                        Layout.fillWidth: true
                        Label { textFormat: Text.PlainText; text: qsTr("Ground entered by %1").arg(form.baseLabel(entered.modelData.base)); font.pixelSize: 16 }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 6
                            Repeater {
                                model: entered.modelData.tiles
                                delegate: ComboBox {
                                    id: tile
                                    required property string modelData
                                    required property int index
                                    implicitHeight: 52
                                    implicitWidth: 200
                                    model: Terms.goingKeys.map(key => Terms.going(key))
                                    currentIndex: Math.max(0, Terms.goingKeys.indexOf(tile.modelData))
                                    Accessible.name: qsTr("Ground entered by %1").arg(form.baseLabel(entered.modelData.base))
                                    onActivated: i => {
                                        const all = move.tiles.map(t => t.slice());
                                        all[entered.index][tile.index] = Terms.goingKeys[i];
                                        move.tiles = all;
                                    }
                                }
                            }
                        }
                    }
                }
                ChoiceRow {
                    id: climb
                    Layout.fillWidth: true
                    title: qsTr("Hill climbed")
                    citation: "8.3"
                    choices: ["0", "1", "2"]
                    currentIndex: form.original.climb ?? 0
                    onChosen: index => currentIndex = index
                }
                FlatSwitch { id: difficult; text: qsTr("Difficult move"); checked: form.original.difficult === true; Accessible.name: text }
                FlatSwitch { id: charge; text: qsTr("Charge"); checked: form.original.charge === true; Accessible.name: text }
                FlatSwitch { id: fullMove; text: qsTr("Full move"); checked: form.original.full_move === true; Accessible.name: text }
                // The movement test as the players rolled it (§5.2): the Move panel's own dice.
                DiceInput {
                    id: moveDice
                    objectName: "amendMoveDice"
                    visible: move.recordedDice !== null
                    Layout.fillWidth: true
                    title: qsTr("Movement test")
                    quality: form.context.blockQuality ?? "regular"
                    die: "d6"
                    first: move.recordedDice ? move.recordedDice.first : 0
                    second: move.recordedDice ? move.recordedDice.second : 0
                }
            }

            // ---- a pivot, a wheel or a column's march, with the Move panel's controls (§5.5, §5.6)
            AmendMoves {
                id: movesForm
                visible: kinds.current === movesForm
                Layout.fillWidth: true
                kind: form.amend.kind
                original: form.original
                context: form.context
            }

            // ---- the table's facts, with the players' contacts editor (§4, §9, §12.1)
            AmendFacts {
                id: factsForm
                objectName: "amendFacts"
                visible: kinds.current === factsForm
                Layout.fillWidth: true
                original: form.original
                context: form.context
            }

            // ---- a pairing plan, as the Combat phase's queue edits it (§4, §9.2)
            AmendPlan {
                id: planForm
                objectName: "amendPlan"
                visible: kinds.current === planForm
                Layout.fillWidth: true
                original: form.original
                context: form.context
            }

            // ---- a volley: the ground each side stands in and the dice (§10, R38)
            ColumnLayout {
                id: shootForm
                visible: form.amend.kind === "shoot"
                Layout.fillWidth: true
                readonly property var corrected: {
                    const changes = {};
                    const firer = form.goings[firerGoing.currentIndex].value;
                    const target = form.goings[targetGoing.currentIndex].value;
                    // Open ground is the default: the file leaves it out (rulebook/battle-format.md).
                    changes.firer_going = firer === 5 ? undefined : firer;
                    changes.target_going = target === 5 ? undefined : target;
                    if (form.original.firer_dice)
                        changes.firer_dice = firerDice.roll;
                    if (form.original.target_dice)
                        changes.target_dice = targetDice.roll;
                    const out = form.over(changes);
                    for (const key of ["firer_going", "target_going"]) {
                        if (out[key] === undefined)
                            delete out[key];
                    }
                    return out;
                }
                spacing: 6
                Label { textFormat: Text.PlainText; Layout.fillWidth: true; text: qsTr("%1 shoots at %2").arg(form.context.firerLabel ?? "").arg(form.context.targetLabel ?? ""); font.pixelSize: 18; font.bold: true; wrapMode: Label.WordWrap }
                Label { textFormat: Text.PlainText; text: qsTr("Ground of %1").arg(form.context.firerLabel ?? ""); font.pixelSize: 16 }
                ComboBox {
                    id: firerGoing
                    Layout.fillWidth: true
                    implicitHeight: 52
                    model: form.goings.map(g => Terms.going(g.key))
                    currentIndex: Math.max(0, form.goings.findIndex(g => g.value === (form.original.firer_going ?? 5)))
                    Accessible.name: qsTr("Ground of %1").arg(form.context.firerLabel ?? "")
                }
                Label { textFormat: Text.PlainText; text: qsTr("Ground of %1").arg(form.context.targetLabel ?? ""); font.pixelSize: 16 }
                ComboBox {
                    id: targetGoing
                    Layout.fillWidth: true
                    implicitHeight: 52
                    model: form.goings.map(g => Terms.going(g.key))
                    currentIndex: Math.max(0, form.goings.findIndex(g => g.value === (form.original.target_going ?? 5)))
                    Accessible.name: qsTr("Ground of %1").arg(form.context.targetLabel ?? "")
                }
                DiceInput {
                    id: firerDice
                    visible: !!form.original.firer_dice
                    Layout.fillWidth: true
                    title: qsTr("Dice of %1").arg(form.context.firerLabel ?? "")
                    quality: form.context.firerQuality ?? "regular"
                    die: form.context.die ?? "averaging"
                    mechanic: form.context.mechanic ?? "none"
                    first: form.original.firer_dice ? form.original.firer_dice.first : 0
                    second: form.original.firer_dice ? form.original.firer_dice.second : 0
                    third: form.original.firer_dice ? (form.original.firer_dice.third ?? 0) : 0
                }
                DiceInput {
                    id: targetDice
                    visible: !!form.original.target_dice
                    Layout.fillWidth: true
                    title: qsTr("Dice of %1").arg(form.context.targetLabel ?? "")
                    quality: form.context.targetQuality ?? "regular"
                    die: form.context.die ?? "averaging"
                    mechanic: form.context.mechanic ?? "none"
                    first: form.original.target_dice ? form.original.target_dice.first : 0
                    second: form.original.target_dice ? form.original.target_dice.second : 0
                    third: form.original.target_dice ? (form.original.target_dice.third ?? 0) : 0
                }
            }

            // ---- every other kind: its numbers, its yes-or-no inputs and its Bases, each labelled
            AmendFields {
                id: fieldsForm
                visible: kinds.current === fieldsForm
                Layout.fillWidth: true
                original: form.original
                context: form.context
            }
        }
    }
}
