pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The controls of the step the battle is in (§4), above the page's dice and
 * deciding button: what the battle waits on first (the order after a seized
 * initiative, a general's roll, a retreat); the initiative's odds (§10.3); the
 * move with its ground and charge, and the push move with its odds (§5, §5.1,
 * §5.2); the shot and the attack with their targets and their pools
 * (OhwPoolPanel, §6, §7); the morale checks due with their odds (§8); Step 5's
 * losses (§9); then what the last action did. Its details may scroll; the choices
 * the page's deciding button reads are kept here.
 */
ColumnLayout {
    id: panel

    readonly property ohwWaiting waiting: OhwBattleSession.waiting
    readonly property string step: OhwBattleSession.step
    readonly property bool dark: Material.theme === Material.Dark
    /** The faces a charge may strike, worded: [{ key, text }]. */
    readonly property var faceWords: OhwBattleSession.faceWords
    readonly property bool free: waiting.kind.length === 0 && OhwBattleSession.outcome.length === 0

    // What the deciding button plays.
    /** Movement: the push move of OhwBattleSession.pushUnit rather than a move (§5.1). */
    property bool pushing: false
    property int spaces: 1
    property string ground: "open"
    property bool charge: false
    property string face: "front"
    property string retreatOutcome: "retreated"
    property string retreatGround: "open"
    property int retreatFriend: -1
    /** The morale check picked (the page's), and a tap on one. */
    property int moraleUnit: -1
    signal moraleUnitPicked(int unit)

    function reset() {
        spaces = 1;
        ground = "open";
        charge = false;
        face = "front";
        retreatOutcome = "retreated";
        retreatGround = "open";
        retreatFriend = -1;
    }

    spacing: 6

    // ---- what the battle waits on first: these decide, so they come first
    Label {
        objectName: "waitingText"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.waiting.kind.length > 0
        text: panel.waiting.text + " (" + panel.waiting.citation + ")"
              + (panel.waiting.chance.length > 0 ? "\n" + qsTr("Chance: %1").arg(panel.waiting.chance) : "")
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.Wrap
    }
    RowLayout {
        Layout.fillWidth: true
        visible: panel.waiting.kind === "order"
        spacing: 8
        MwrButton {
            objectName: "orderFirst"
            Layout.fillWidth: true
            filled: true
            text: qsTr("Move first")
            onClicked: OhwBattleSession.chooseOrder(true)
        }
        MwrButton {
            objectName: "orderSecond"
            Layout.fillWidth: true
            filled: true
            text: qsTr("Move second")
            onClicked: OhwBattleSession.chooseOrder(false)
        }
    }
    Flow {
        Layout.fillWidth: true
        visible: panel.waiting.kind === "retreat"
        spacing: 6
        Repeater {
            model: OhwBattleSession.retreatWords
            delegate: MwrButton {
                required property var modelData
                objectName: "retreat_" + modelData.key
                filled: panel.retreatOutcome === modelData.key
                text: modelData.text
                onClicked: panel.retreatOutcome = modelData.key
            }
        }
    }

    // ---- the prompt of the step
    Label {
        objectName: "stepPrompt"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.free && text.length > 0
        text: {
            switch (panel.step) {
            case "initiative":
                return qsTr("Both players roll 1D6; the player without the initiative takes it by beating the other by 2 or more: %1 (§10.3)")
                    .arg(OhwBattleSession.initiativeChance);
            case "movement":
                return panel.pushing ? qsTr("Push move of %1: needs %2+ on 1D6, %3. A failed push move still happens and costs 1 hit (§5.1).")
                                         .arg(OhwBattleSession.pushUnitName).arg(OhwBattleSession.pushNeeded).arg(OhwBattleSession.pushChance)
                     : OhwBattleSession.selectedUnit < 0 ? qsTr("Tap a unit to move it (§5).")
                     : qsTr("%1: its move").arg(OhwBattleSession.selectedName);
            case "shooting":
                return OhwBattleSession.selectedUnit < 0 ? qsTr("Tap a unit to shoot, then its target (§6).")
                                                         : qsTr("%1 shoots: pick its target").arg(OhwBattleSession.selectedName);
            case "combat":
                return OhwBattleSession.selectedUnit < 0 ? qsTr("Tap a unit in melee to attack (§7).")
                                                         : qsTr("%1 attacks: pick its target").arg(OhwBattleSession.selectedName);
            case "morale":
                return OhwBattleSession.moraleDue.length > 0 ? qsTr("Units hit this turn check morale: 2+ with 1–4 hits, 3+ with 5–8 (§8).")
                                                            : qsTr("No morale check is due: end the step (§8).");
            case "breakpoint":
                return qsTr("Step 5: each army loses 1 a retreat, 2 a rout, 3 a veteran rout and 1D3 a general killed; at 0 it quits (§9).");
            }
            return "";
        }
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.Wrap
    }
    // Movement: a move, or the push move straight after it (§5.1).
    ChoiceRow {
        objectName: "moveChoice"
        Layout.fillWidth: true
        visible: panel.free && panel.step === "movement" && OhwBattleSession.pushUnit >= 0
        choices: [qsTr("Move a unit"), qsTr("Push move: %1").arg(OhwBattleSession.pushUnitName)]
        currentIndex: panel.pushing ? 1 : 0
        onChosen: index => { panel.pushing = index === 1; panel.reset(); }
    }

    // ---- the details: these may scroll
    ScrollView {
        id: details
        objectName: "detailsScroll"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 60
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: details.availableWidth
            spacing: 8

            // Beyond the deciding button, where the engine allows it: disengage, a general joins, an advance.
            OhwExtraActions {
                objectName: "extraActions"
                Layout.fillWidth: true
                visible: panel.free && !panel.pushing && offered
            }
            // Movement: how far, over what ground, and a charge (§5, §5.2, §5.6).
            RowLayout {
                visible: panel.free && panel.step === "movement" && !panel.pushing && OhwBattleSession.selectedUnit >= 0
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Spaces")
                    font.pixelSize: 16
                }
                MwrButton {
                    objectName: "spacesLess"
                    text: "−"
                    enabled: panel.spaces > 0
                    onClicked: panel.spaces -= 1
                }
                Label {
                    objectName: "spacesText"
                    textFormat: Text.PlainText
                    text: panel.spaces
                    font.pixelSize: 20
                    font.bold: true
                }
                MwrButton {
                    objectName: "spacesMore"
                    text: "+"
                    enabled: panel.spaces < 6
                    onClicked: panel.spaces += 1
                }
            }
            Label {
                textFormat: Text.PlainText
                visible: panel.free && panel.step === "movement" && (panel.pushing || OhwBattleSession.selectedUnit >= 0) && !panel.charge
                text: qsTr("Ground entered (§5.6)")
                font.pixelSize: 16
                color: panel.Material.secondaryTextColor
            }
            Flow {
                Layout.fillWidth: true
                visible: panel.free && panel.step === "movement" && (panel.pushing || OhwBattleSession.selectedUnit >= 0) && !panel.charge
                spacing: 6
                Repeater {
                    model: OhwBattleSession.groundWords
                    delegate: MwrButton {
                        required property var modelData
                        objectName: "ground_" + modelData.key
                        filled: panel.ground === modelData.key
                        text: modelData.text
                        onClicked: panel.ground = modelData.key
                    }
                }
            }
            FlatSwitch {
                objectName: "chargeSwitch"
                visible: panel.free && panel.step === "movement" && (panel.pushing || OhwBattleSession.selectedUnit >= 0)
                implicitHeight: 48
                text: panel.pushing ? qsTr("The push move is a charge (§5.2)") : qsTr("Ends with a charge (§5.2)")
                checked: panel.charge
                onToggled: panel.charge = checked
            }
            // The target: of a charge, a shot or an attack. Tapping an enemy's card picks it too.
            Label {
                textFormat: Text.PlainText
                visible: targets.visible
                text: qsTr("Target")
                font.pixelSize: 16
                color: panel.Material.secondaryTextColor
            }
            Flow {
                id: targets
                Layout.fillWidth: true
                visible: panel.free && OhwBattleSession.selectedUnit >= 0
                         && ((panel.step === "movement" && panel.charge) || panel.step === "shooting" || panel.step === "combat")
                spacing: 6
                Repeater {
                    model: OhwBattleSession.targets
                    delegate: MwrButton {
                        required property var modelData
                        objectName: "target" + modelData.unit
                        filled: OhwBattleSession.target === modelData.unit
                        text: modelData.name
                        onClicked: OhwBattleSession.target = modelData.unit
                    }
                }
            }
            ChoiceRow {
                objectName: "faceChoice"
                Layout.fillWidth: true
                visible: panel.free && panel.step === "movement" && panel.charge
                title: qsTr("Face charged (§7.1)")
                choices: panel.faceWords.map(f => f.text)
                currentIndex: panel.faceWords.map(f => f.key).indexOf(panel.face)
                onChosen: index => panel.face = panel.faceWords[index].key
            }
            // Shooting: the range the players count, and friends in the way (§6, R13).
            RowLayout {
                visible: panel.free && panel.step === "shooting" && OhwBattleSession.selectedUnit >= 0
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Range in spaces")
                    font.pixelSize: 16
                }
                MwrButton {
                    objectName: "rangeLess"
                    text: "−"
                    enabled: OhwBattleSession.range > 1
                    onClicked: OhwBattleSession.range = OhwBattleSession.range - 1
                }
                Label {
                    objectName: "rangeText"
                    textFormat: Text.PlainText
                    text: OhwBattleSession.range
                    font.pixelSize: 20
                    font.bold: true
                }
                MwrButton {
                    objectName: "rangeMore"
                    text: "+"
                    enabled: OhwBattleSession.range < 6
                    onClicked: OhwBattleSession.range = OhwBattleSession.range + 1
                }
            }
            FlatSwitch {
                objectName: "overFriends"
                visible: panel.free && panel.step === "shooting" && OhwBattleSession.selectedUnit >= 0
                implicitHeight: 48
                text: qsTr("Shoots over friends (§6)")
                checked: OhwBattleSession.overFriends
                onToggled: OhwBattleSession.overFriends = checked
            }
            OhwPoolPanel {
                objectName: "poolPanel"
                Layout.fillWidth: true
                visible: panel.free && (panel.step === "shooting" || panel.step === "combat")
            }
            // Morale: the checks due, each with its odds (§8).
            Column {
                Layout.fillWidth: true
                visible: panel.free && panel.step === "morale"
                spacing: 6
                Repeater {
                    model: panel.free && panel.step === "morale" ? OhwBattleSession.moraleDue : []
                    delegate: MwrButton {
                        required property var modelData
                        objectName: "morale_" + modelData.unit
                        width: parent ? parent.width : 0
                        filled: panel.moraleUnit === modelData.unit
                        text: qsTr("%1: %2 hits, needs %3+, holds %4").arg(modelData.name).arg(modelData.hits)
                              .arg(modelData.needed).arg(modelData.chance)
                        onClicked: panel.moraleUnitPicked(modelData.unit)
                    }
                }
            }
            // A retreat: the ground behind, and the friend who gives way (§5.4, §5.5, R9).
            Flow {
                Layout.fillWidth: true
                visible: panel.waiting.kind === "retreat" && panel.retreatOutcome === "pushes-friend"
                spacing: 6
                Repeater {
                    model: panel.waiting.friends
                    delegate: MwrButton {
                        required property var modelData
                        objectName: "retreatFriend" + modelData.unit
                        filled: panel.retreatFriend === modelData.unit
                        text: modelData.name
                        onClicked: panel.retreatFriend = modelData.unit
                    }
                }
            }
            Flow {
                Layout.fillWidth: true
                visible: panel.waiting.kind === "retreat"
                         && (panel.retreatOutcome === "retreated" || panel.retreatOutcome === "pushes-friend")
                spacing: 6
                Repeater {
                    model: OhwBattleSession.groundWords
                    delegate: MwrButton {
                        required property var modelData
                        objectName: "retreatGround_" + modelData.key
                        filled: panel.retreatGround === modelData.key
                        text: modelData.text
                        onClicked: panel.retreatGround = modelData.key
                    }
                }
            }

            // What the last action did, each with its section.
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.topMargin: 6
                visible: OhwBattleSession.lastEffects.length > 0
                text: qsTr("What happened")
                font.pixelSize: 16
                font.bold: true
            }
            // A Column places them: Qt's Layouts (6.4) can leave rows a Repeater adds where they stood before a resize.
            Column {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: OhwBattleSession.lastEffects
                    delegate: Item {
                        id: effect
                        required property var modelData
                        width: parent ? parent.width : 0
                        height: Math.max(effectText.implicitHeight, effectCitation.implicitHeight)
                        Label {
                            id: effectText
                            textFormat: Text.PlainText
                            anchors.left: parent.left
                            anchors.right: effectCitation.left
                            anchors.rightMargin: 8
                            text: effect.modelData.text
                            font.pixelSize: 16
                            wrapMode: Label.Wrap
                        }
                        Label {
                            id: effectCitation
                            textFormat: Text.PlainText
                            anchors.right: parent.right
                            text: effect.modelData.citation
                            font.pixelSize: 14
                            color: Terms.palette(panel.dark).mark
                        }
                    }
                }
            }
        }
    }
}
