pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The battle screen of My Wargame Rules: the turn and whose activation it is (§3);
 * both armies' units as cards with their cohesion in colour and in words (§2) and
 * whether each has acted; and the panel that leads the activation of the unit
 * picked: its action (Move, Attack, Fall Back, Rally, Hold), the melee walked
 * through (MwrMeleePanel), the pick of a die and the push-back (MwrPendingPanel).
 * The deciding control — the Roll or Confirm button, the dice to keep, what lies
 * behind — never scrolls. In landscape the armies stand on the left and the panel
 * on the right; in portrait the panel sits below them.
 */
Page {
    id: page
    objectName: "mwrBattlePage"

    readonly property bool wide: width > height
    readonly property bool hasBattle: MwrBattleSession.hasBattle
    readonly property mwrPending pending: MwrBattleSession.pending
    readonly property var armyNames: MwrBattleSession.armyNames
    /** What the unit picked may do now (the engine's allowedActions()). */
    readonly property var allowed: MwrBattleSession.allowedActions
    readonly property string activeArmy: hasBattle && MwrBattleSession.activeSide >= 0 ? armyNames[MwrBattleSession.activeSide] : ""
    readonly property bool decided: MwrBattleSession.outcome.length > 0
    /** The action picked for the unit: a key of MwrBattleSession.allowedActions, "" for none yet. */
    property string action: ""
    /** Move and Fall Back: the ground covered (§5), passing through friends (§4), the enemies touched after (R14). */
    property string terrain: "open"
    property bool throughFriends: false
    property list<int> contactsAfter: []
    readonly property list<string> terrains: ["open", "road", "rough", "obstacle", "impassable"]
    readonly property bool dark: Material.theme === Material.Dark
    /** In landscape, the panel's width beside the armies. */
    readonly property real panelWidth: Math.max(440, Math.min(600, width * 0.45))

    title: qsTr("Battle · My Wargame Rules")

    function resetAction() {
        action = allowed.length === 1 ? allowed[0] : "";
        terrain = "open";
        throughFriends = false;
        contactsAfter = [];
    }
    function toggleContact(unit: int) {
        const list = Array.from(contactsAfter);
        const at = list.indexOf(unit);
        if (at >= 0)
            list.splice(at, 1);
        else
            list.push(unit);
        contactsAfter = list;
    }
    /** Plays the action picked: the page's deciding button. */
    function decide(): bool {
        switch (action) {
        case "move": return MwrBattleSession.move(terrain, throughFriends, contactsAfter);
        case "fall-back": return MwrBattleSession.fallBack(terrain, throughFriends);
        case "rally": return MwrBattleSession.rally();
        case "hold": return MwrBattleSession.hold();
        case "attack": return melee.ownDice ? MwrBattleSession.attackWithDice(melee.faces) : MwrBattleSession.attack();
        }
        return false;
    }
    Connections {
        target: MwrBattleSession
        function onSelectionChanged() {
            if (page.allowed.indexOf(page.action) < 0)
                page.resetAction();
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
            text: qsTr("No battle of My Wargame Rules is open.")
            font.pixelSize: 20
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Label.Wrap
        }
        MwrButton {
            objectName: "startSample"
            Layout.alignment: Qt.AlignHCenter
            filled: true
            text: qsTr("Start the sample battle")
            onClicked: MwrBattleSession.startSample()
        }
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: 12
        visible: page.hasBattle
        columns: page.wide ? 2 : 1
        columnSpacing: 12
        rowSpacing: 8

        // ---- the armies
        ColumnLayout {
            Layout.fillWidth: !page.wide
            Layout.fillHeight: page.wide
            Layout.preferredWidth: page.wide ? page.width - page.panelWidth - 36 : -1
            Layout.maximumWidth: page.wide ? page.width - page.panelWidth - 36 : 100000
            spacing: 8

            // The turn and whose activation it is (§3).
            Label {
                objectName: "activationBanner"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: page.decided ? MwrBattleSession.outcome
                      : qsTr("Turn %1 · %2 to activate a unit (%3 left)").arg(MwrBattleSession.turn).arg(page.activeArmy)
                        .arg(MwrBattleSession.leftToAct[MwrBattleSession.activeSide] ?? 0)
                font.pixelSize: 20
                font.bold: true
                wrapMode: Label.Wrap
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 10
                Repeater {
                    model: [MwrBattleSession.unitsA, MwrBattleSession.unitsB]
                    delegate: ColumnLayout {
                        id: army
                        required property var modelData
                        required property int index
                        readonly property bool active: !page.decided && MwrBattleSession.activeSide === index
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.fillHeight: true
                        Layout.alignment: Qt.AlignTop
                        spacing: 6
                        Rectangle {
                            Layout.fillWidth: true
                            implicitHeight: armyLabel.implicitHeight + 12
                            radius: 8
                            color: army.active ? Qt.alpha(army.Material.accentColor, 0.18) : "transparent"
                            border.width: army.active ? 2 : 0
                            border.color: Terms.palette(page.dark).mark
                            Label {
                                id: armyLabel
                                objectName: "armyName" + army.index
                                textFormat: Text.PlainText
                                anchors.fill: parent
                                anchors.margins: 6
                                text: (army.active ? "▶ " : "") + (page.armyNames[army.index] ?? "")
                                font.pixelSize: 18
                                font.bold: true
                                elide: Label.ElideRight
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                        ListView {
                            objectName: "units" + army.index
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.minimumHeight: page.wide ? 0 : contentHeight
                            clip: true
                            spacing: 6
                            interactive: contentHeight > height
                            model: army.modelData
                            delegate: MwrUnitCard {
                                width: ListView.view.width
                                selectedUnit: MwrBattleSession.selectedUnit
                                onClicked: MwrBattleSession.selectedUnit = unitId
                            }
                        }
                    }
                }
            }
        }

        // ---- the panel of the activation
        Frame {
            objectName: "mwrPanel"
            Layout.fillWidth: !page.wide
            Layout.fillHeight: true
            Layout.preferredWidth: page.wide ? page.panelWidth : -1
            Layout.maximumWidth: page.wide ? page.panelWidth : 100000
            padding: 10

            ColumnLayout {
                anchors.fill: parent
                spacing: 8

                // The step a melee waits on: its buttons decide, so they come first.
                MwrPendingPanel {
                    objectName: "pendingPanel"
                    Layout.fillWidth: true
                    visible: page.pending.step.length > 0
                }

                // The unit picked and its actions (§3).
                Label {
                    objectName: "unitPrompt"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: page.pending.step.length === 0 && !page.decided
                    text: MwrBattleSession.selectedUnit < 0
                          ? qsTr("Tap a unit of %1 to activate it.").arg(page.activeArmy)
                          : qsTr("%1: choose its action").arg(MwrBattleSession.selectedName)
                    font.pixelSize: 18
                    font.bold: true
                    wrapMode: Label.Wrap
                }
                Flow {
                    Layout.fillWidth: true
                    visible: page.pending.step.length === 0 && MwrBattleSession.selectedUnit >= 0
                    spacing: 6
                    Repeater {
                        model: MwrBattleSession.actionWords
                        delegate: MwrButton {
                            required property var modelData
                            objectName: "action_" + modelData.key
                            enabled: page.allowed.indexOf(modelData.key) >= 0
                            filled: page.action === modelData.key
                            text: modelData.text // only translated words
                            onClicked: page.action = modelData.key
                        }
                    }
                }

                // The details of the action, and what the last one did: these may scroll.
                ScrollView {
                    id: details
                    objectName: "detailsScroll"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    contentWidth: availableWidth
                    clip: true

                    ColumnLayout {
                        width: details.availableWidth
                        spacing: 10

                        MwrMeleePanel {
                            id: melee
                            objectName: "meleePanel"
                            Layout.fillWidth: true
                            visible: page.pending.step.length === 0 && page.action === "attack"
                        }

                        // Move and Fall Back: the ground (§5), friends passed (§4), contact after (R14).
                        ChoiceRow {
                            objectName: "terrainChoice"
                            Layout.fillWidth: true
                            visible: page.pending.step.length === 0 && (page.action === "move" || page.action === "fall-back")
                            title: qsTr("Ground covered (§5)")
                            choices: [qsTr("Open"), qsTr("Road"), qsTr("Rough"), qsTr("Obstacle"), qsTr("Impassable")]
                            currentIndex: page.terrains.indexOf(page.terrain)
                            onChosen: index => page.terrain = page.terrains[index]
                        }
                        FlatSwitch {
                            objectName: "throughFriends"
                            visible: page.pending.step.length === 0 && (page.action === "move" || page.action === "fall-back")
                            implicitHeight: 48
                            text: qsTr("Passes through friends (Skirmishers only, §4)")
                            checked: page.throughFriends
                            onToggled: page.throughFriends = checked
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            visible: page.pending.step.length === 0 && page.action === "move"
                            text: qsTr("Enemy units it touches after the move")
                            font.pixelSize: 16
                            color: page.Material.secondaryTextColor
                        }
                        Flow {
                            Layout.fillWidth: true
                            visible: page.pending.step.length === 0 && page.action === "move"
                            spacing: 6
                            Repeater {
                                model: MwrBattleSession.enemies
                                delegate: MwrButton {
                                    required property var modelData
                                    objectName: "contact" + modelData.unit
                                    filled: page.contactsAfter.indexOf(modelData.unit) >= 0
                                    text: modelData.name
                                    onClicked: page.toggleContact(modelData.unit)
                                }
                            }
                        }

                        // What the last action did, each with its section.
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            Layout.topMargin: 6
                            visible: MwrBattleSession.lastEffects.length > 0
                            text: qsTr("What happened")
                            font.pixelSize: 16
                            font.bold: true
                        }
                        Repeater {
                            model: MwrBattleSession.lastEffects
                            delegate: RowLayout {
                                id: effect
                                required property var modelData
                                Layout.fillWidth: true
                                spacing: 8
                                Label {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    text: effect.modelData.text
                                    font.pixelSize: 16
                                    wrapMode: Label.Wrap
                                }
                                // Its section and ruling open in My Wargame Rules' own book and register.
                                CitationButton {
                                    objectName: "effectSection"
                                    visible: section.length > 0
                                    section: effect.modelData.section
                                    ruleset: "my-wargame-rules"
                                }
                                CitationButton {
                                    objectName: "effectRuling"
                                    // Its place is kept where there is none: the sections stand in one column.
                                    enabled: section.length > 0
                                    opacity: enabled ? 1 : 0
                                    Layout.preferredWidth: 64
                                    section: effect.modelData.ruling
                                    ruleset: "my-wargame-rules"
                                }
                            }
                        }
                    }
                }

                Label {
                    objectName: "mwrError"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: MwrBattleSession.lastError.length > 0
                    text: MwrBattleSession.lastError
                    font.pixelSize: 16
                    wrapMode: Label.Wrap
                    color: Terms.problemColor(page.dark)
                }

                // The deciding button and undo: always in view.
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    MwrButton {
                        objectName: "undoButton"
                        enabled: MwrBattleSession.canUndo
                        text: qsTr("Undo")
                        onClicked: MwrBattleSession.undo()
                    }
                    MwrButton {
                        objectName: "decideButton"
                        Layout.fillWidth: true
                        filled: true
                        visible: page.pending.step.length === 0 && !page.decided && MwrBattleSession.selectedUnit >= 0
                        enabled: page.action.length > 0
                                 && (page.action !== "attack" || (MwrBattleSession.preview.valid && melee.facesReady))
                        font.pixelSize: 16
                        font.bold: true
                        text: page.action === "attack" ? (melee.ownDice ? qsTr("Fight with these dice") : qsTr("Roll"))
                            : page.action === "move" ? qsTr("Confirm the move")
                            : page.action === "fall-back" ? qsTr("Confirm the fall back")
                            : page.action === "rally" ? qsTr("Confirm the rally")
                            : page.action === "hold" ? qsTr("Confirm: hold")
                            : qsTr("Choose an action")
                        onClicked: page.decide()
                    }
                }
            }
        }
    }
}
