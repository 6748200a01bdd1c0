pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The battle screen of 3D6 OHW Gridded Ancients: the turn, whose half it is and
 * who holds the initiative (§4, §10.3); the turn's steps in the text's order as a
 * stepper (initiative, movement with push moves, shooting, combat, morale,
 * breakpoint); both armies with their breakpoint left (§9) and their units as
 * cards with hits out of 9 and traits; and the panel of the step (OhwStepPanel):
 * before each roll the pool itemized with its sections and the exact odds, then
 * the app's dice or the players' own. The deciding controls — the dice read and
 * the button that rolls or confirms — never scroll. In landscape the armies stand
 * on the left and the panel on the right; in portrait the panel sits below them.
 */
Page {
    id: page
    objectName: "ohwBattlePage"

    readonly property bool wide: width > height
    readonly property bool hasBattle: OhwBattleSession.hasBattle
    readonly property ohwWaiting waiting: OhwBattleSession.waiting
    readonly property ohwPoolPreview preview: OhwBattleSession.preview
    readonly property var armyNames: OhwBattleSession.armyNames
    readonly property string step: OhwBattleSession.step
    readonly property bool decided: OhwBattleSession.outcome.length > 0
    readonly property string activeArmy: hasBattle && OhwBattleSession.activeSide >= 0 ? armyNames[OhwBattleSession.activeSide] : ""
    readonly property bool dark: Material.theme === Material.Dark
    /** In landscape, the panel's width beside the armies. */
    readonly property real panelWidth: Math.max(440, Math.min(600, width * 0.45))
    /** The players roll their own dice and read them here. */
    property bool ownDice: false
    /** The unit whose morale check the players make next (§8). */
    property int moraleUnit: -1
    readonly property var moraleDue: OhwBattleSession.moraleDue

    /** How many dice the roll to be made needs, and their sides. */
    readonly property int rollDice: waiting.kind === "roll" ? waiting.dice
        : waiting.kind.length > 0 || decided ? 0
        : step === "initiative" ? 2
        : step === "movement" ? (panel.pushing ? 1 : 0)
        : step === "shooting" || step === "combat" ? (preview.valid ? preview.dice : 0)
        : step === "morale" ? (moraleUnit >= 0 ? 1 : 0)
        : step === "breakpoint" ? OhwBattleSession.breakpointDice : 0
    readonly property bool diceReady: !ownDice || rollDice === 0 || dice.ready

    title: qsTr("Battle · 3D6 OHW Gridded Ancients")

    function faces(): var {
        return ownDice && rollDice > 0 ? Array.from(dice.faces) : [];
    }
    /** The page's deciding button: the roll or the confirmation the battle waits on. */
    function decide(): bool {
        const read = faces();
        let done = false;
        if (waiting.kind === "roll")
            done = OhwBattleSession.rollPending(read);
        else if (waiting.kind === "retreat")
            done = OhwBattleSession.retreat(panel.retreatOutcome, panel.retreatGround, panel.retreatFriend);
        else if (step === "initiative")
            done = OhwBattleSession.rollInitiative(read);
        else if (step === "movement")
            done = panel.pushing ? OhwBattleSession.pushMove(panel.ground, panel.charge, panel.face, read.length > 0 ? read[0] : -1)
                                 : OhwBattleSession.move(panel.spaces, panel.ground, panel.charge, panel.face);
        else if (step === "shooting")
            done = OhwBattleSession.shoot(read);
        else if (step === "combat")
            done = OhwBattleSession.attack(read);
        else if (step === "morale")
            done = OhwBattleSession.checkMorale(moraleUnit, read.length > 0 ? read[0] : -1);
        else if (step === "breakpoint")
            done = OhwBattleSession.takeBreakpoint(read);
        if (done) {
            dice.clear();
            panel.reset();
        }
        return done;
    }
    readonly property bool canDecide: {
        if (decided || waiting.kind === "order")
            return false;
        if (waiting.kind.length > 0)
            return diceReady;
        switch (step) {
        case "initiative": case "breakpoint": return diceReady;
        case "movement": return (panel.pushing ? OhwBattleSession.pushUnit >= 0 : OhwBattleSession.selectedUnit >= 0)
                                && (!panel.charge || OhwBattleSession.target >= 0) && diceReady;
        case "shooting": case "combat": return preview.valid && diceReady;
        case "morale": return moraleUnit >= 0 && diceReady;
        }
        return false;
    }
    readonly property string decideText: {
        if (waiting.kind === "retreat")
            return qsTr("Confirm the retreat");
        const roll = ownDice ? qsTr("Enter these dice") : qsTr("Roll");
        if (waiting.kind === "roll")
            return roll;
        switch (step) {
        case "initiative": return ownDice ? roll : qsTr("Roll for the initiative");
        case "movement": return panel.pushing ? (ownDice ? roll : qsTr("Roll the push move")) : qsTr("Confirm the move");
        case "shooting": return ownDice ? roll : qsTr("Roll the shot");
        case "combat": return ownDice ? roll : qsTr("Roll the attack");
        case "morale": return ownDice ? roll : qsTr("Roll the morale check");
        case "breakpoint": return qsTr("Take the breakpoint");
        }
        return roll;
    }

    Connections {
        target: OhwBattleSession
        function onGameChanged() {
            const due = page.moraleDue.map(m => m.unit);
            if (due.indexOf(page.moraleUnit) < 0)
                page.moraleUnit = due.length > 0 ? due[0] : -1;
            if (OhwBattleSession.pushUnit < 0)
                panel.pushing = false;
        }
    }

    // ---- no battle yet
    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 32, 520)
        visible: !page.hasBattle
        spacing: 16
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("No battle of 3D6 OHW Gridded Ancients is open.")
            font.pixelSize: 20
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Label.Wrap
        }
        MwrButton {
            objectName: "startSample"
            Layout.alignment: Qt.AlignHCenter
            filled: true
            text: qsTr("Start the sample battle")
            onClicked: OhwBattleSession.startSample()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        visible: page.hasBattle
        spacing: 8

        // The turn, whose half and who holds the initiative (§4, §10.3); the battle's log a tap away.
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                objectName: "turnBanner"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: page.decided ? OhwBattleSession.outcome
                      : qsTr("Turn %1 · %2 plays · initiative: %3").arg(OhwBattleSession.turn).arg(page.activeArmy)
                        .arg(page.armyNames[OhwBattleSession.initiativeSide] ?? "")
                font.pixelSize: 20
                font.bold: true
                wrapMode: Label.Wrap
            }
            MwrButton {
                objectName: "ohwLogButton"
                text: qsTr("Log")
                onClicked: Navigation.openPage("log")
            }
        }
        // The steps of the turn in the text's order (§4).
        RowLayout {
            objectName: "stepper"
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                model: OhwBattleSession.steps
                delegate: Rectangle {
                    id: stepChip
                    required property var modelData
                    required property int index
                    readonly property bool current: OhwBattleSession.stepIndex === index
                    readonly property bool done: OhwBattleSession.stepIndex > index
                    objectName: "step_" + modelData.key
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    implicitHeight: Math.max(48, stepLabel.implicitHeight + 12)
                    radius: 8
                    color: current ? page.Material.accentColor : done ? Qt.alpha(page.Material.accentColor, 0.18) : "transparent"
                    border.width: current ? 0 : 1
                    border.color: Qt.alpha(page.Material.foreground, 0.3)
                    Accessible.name: modelData.text
                    Label {
                        id: stepLabel
                        textFormat: Text.PlainText
                        anchors.fill: parent
                        anchors.margins: 4
                        text: (stepChip.done ? "✓ " : "") + stepChip.modelData.text
                        font.pixelSize: 14
                        font.bold: stepChip.current
                        color: stepChip.current ? "white" : page.Material.foreground
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
            }
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: page.wide ? 2 : 1
            columnSpacing: 12
            rowSpacing: 8

            // ---- the armies
            RowLayout {
                Layout.fillWidth: !page.wide
                Layout.fillHeight: page.wide
                Layout.preferredHeight: page.wide ? -1 : page.height * 0.45
                Layout.preferredWidth: page.wide ? page.width - page.panelWidth - 36 : -1
                Layout.maximumWidth: page.wide ? page.width - page.panelWidth - 36 : 100000
                spacing: 10
                Repeater {
                    model: [OhwBattleSession.unitsA, OhwBattleSession.unitsB]
                    delegate: ColumnLayout {
                        id: army
                        required property var modelData
                        required property int index
                        readonly property bool active: !page.decided && OhwBattleSession.activeSide === index
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.fillHeight: true
                        Layout.alignment: Qt.AlignTop
                        spacing: 6
                        Rectangle {
                            Layout.fillWidth: true
                            implicitHeight: armyHead.implicitHeight + 12
                            radius: 8
                            color: army.active ? Qt.alpha(army.Material.accentColor, 0.18) : "transparent"
                            border.width: army.active ? 2 : 0
                            border.color: Terms.palette(page.dark).mark
                            ColumnLayout {
                                id: armyHead
                                anchors.fill: parent
                                anchors.margins: 6
                                spacing: 2
                                Label {
                                    objectName: "armyName" + army.index
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    text: (army.active ? "▶ " : "") + (page.armyNames[army.index] ?? "")
                                          + (OhwBattleSession.initiativeSide === army.index ? " · " + qsTr("initiative") : "")
                                    font.pixelSize: 18
                                    font.bold: true
                                    elide: Label.ElideRight
                                }
                                // The breakpoint left (§9): the army quits at 0.
                                Label {
                                    objectName: "breakpoint" + army.index
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    text: qsTr("Breakpoint %1 of %2 (§9)").arg(OhwBattleSession.breakpoints[army.index] ?? 0)
                                          .arg(OhwBattleSession.breakpointsAtStart[army.index] ?? 0)
                                    font.pixelSize: 16
                                    wrapMode: Label.Wrap
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    visible: text.length > 0
                                    text: OhwBattleSession.pendingLosses[army.index] ?? ""
                                    font.pixelSize: 14
                                    color: Terms.problemColor(page.dark)
                                    wrapMode: Label.Wrap
                                }
                            }
                        }
                        ListView {
                            objectName: "units" + army.index
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            spacing: 6
                            interactive: contentHeight > height
                            model: army.modelData
                            delegate: OhwUnitCard {
                                width: ListView.view.width
                                selectedUnit: page.step === "morale" ? page.moraleUnit : OhwBattleSession.selectedUnit
                                onClicked: {
                                    if (page.step === "morale")
                                        page.moraleUnit = unitId;
                                    else if (army.index !== OhwBattleSession.activeSide)
                                        OhwBattleSession.target = unitId;
                                    else
                                        OhwBattleSession.selectedUnit = unitId;
                                }
                            }
                        }
                    }
                }
            }

            // ---- the panel of the step
            Frame {
                objectName: "ohwPanel"
                Layout.fillWidth: !page.wide
                Layout.fillHeight: true
                Layout.preferredWidth: page.wide ? page.panelWidth : -1
                Layout.maximumWidth: page.wide ? page.panelWidth : 100000
                padding: 10

                ColumnLayout {
                    anchors.fill: parent
                    spacing: 6

                    OhwStepPanel {
                        id: panel
                        objectName: "stepPanel"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        moraleUnit: page.moraleUnit
                        onMoraleUnitPicked: unit => page.moraleUnit = unit
                    }

                    // The dice: the app's, or the players' own, read here.
                    ChoiceRow {
                        objectName: "diceChoice"
                        Layout.fillWidth: true
                        visible: page.rollDice > 0
                        choices: [qsTr("The app rolls"), qsTr("Our own dice")]
                        currentIndex: page.ownDice ? 1 : 0
                        onChosen: index => { page.ownDice = index === 1; dice.clear(); }
                    }
                    OhwDiceEntry {
                        id: dice
                        objectName: "diceEntry"
                        Layout.fillWidth: true
                        visible: page.ownDice && page.rollDice > 0
                        count: page.rollDice
                        sides: page.waiting.kind.length === 0 && page.step === "breakpoint" ? 3 : 6
                        labels: page.waiting.kind.length === 0 && page.step === "initiative"
                                ? [qsTr("%1's die").arg(page.armyNames[0] ?? ""), qsTr("%1's die").arg(page.armyNames[1] ?? "")] : []
                    }

                    Label {
                        objectName: "ohwError"
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: OhwBattleSession.lastError.length > 0
                        text: OhwBattleSession.lastError
                        font.pixelSize: 16
                        wrapMode: Label.Wrap
                        color: Terms.problemColor(page.dark)
                    }

                    // Undo, the end of the step and the deciding button: always in view.
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 8
                        MwrButton {
                            objectName: "undoButton"
                            enabled: OhwBattleSession.canUndo
                            text: qsTr("Undo")
                            onClicked: OhwBattleSession.undo()
                        }
                        MwrButton {
                            objectName: "endStepButton"
                            visible: !page.decided && page.waiting.kind.length === 0
                                     && (page.step === "movement" || page.step === "shooting" || page.step === "combat" || page.step === "morale")
                            text: qsTr("End the step")
                            onClicked: OhwBattleSession.endStep()
                        }
                        MwrButton {
                            objectName: "decideButton"
                            Layout.fillWidth: true
                            filled: true
                            visible: !page.decided && page.waiting.kind !== "order"
                            enabled: page.canDecide
                            font.pixelSize: 16
                            font.bold: true
                            text: page.decideText
                            onClicked: page.decide()
                        }
                    }
                }
            }
        }
    }
}
