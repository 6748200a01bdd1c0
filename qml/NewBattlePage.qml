pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * A new battle: each side's army (built-in or imported) with its Base count
 * and army-break threshold (§12.1), who moves first, the rules options (the
 * competition defaults, or the §13 knobs), and the dice commitment: the app
 * shows the hash of its secret before the first roll, and the opponent may mix
 * in a phrase of their own.
 */
Page {
    id: page

    readonly property bool wide: width > height
    property string commitment: ""
    property int firstMover: 0
    /** The ruleset picked: 0 the Ancients Wargame, 1 My Wargame Rules, 2 3D6 OHW Gridded Ancients. */
    property int ruleset: 0
    /** The battle is one of another ruleset: its own armies (built-in lists), played on its own page. */
    readonly property bool mwr: ruleset > 0
    readonly property bool ohw: ruleset === 2

    title: qsTr("New battle")

    function competitionDefaults() {
        die.currentIndex = 0;
        shotAt.checked = true;
        pursuit.checked = true;
        contagion.checked = true;
        pivotCost.value = 0;
        difficultCost.value = 1;
        knobs.reset();
        mechanic.currentIndex = 0;
    }

    Component.onCompleted: commitment = BattleSession.newCommitment()

    /** One side's army: the list to pick from, its Bases and its break threshold. */
    component ArmyPicker: ColumnLayout {
        id: pick
        property int which: 0
        property alias currentIndex: armyBox.currentIndex
        /**
         * The army chosen, as a battle would field it (an armySummary, undefined for none):
         * the catalogue's summary of the row, which follows every import and deletion.
         */
        readonly property var army: ArmyCatalog.summaries[armyBox.currentIndex]
        Layout.fillWidth: true
        spacing: 2
        Label {
            textFormat: Text.PlainText
            text: pick.which === 0 ? qsTr("First army") : qsTr("Second army")
            font.pixelSize: 16
            color: page.Material.secondaryTextColor
        }
        ComboBox {
            id: armyBox
            objectName: "armyBox"
            Layout.fillWidth: true
            implicitHeight: 56
            model: ArmyCatalog
            textRole: "name"
            currentIndex: Math.min(pick.which, ArmyCatalog.count - 1)
            Accessible.name: pick.which === 0 ? qsTr("First army") : qsTr("Second army")
            font.pixelSize: 18
            // An army's name comes from a file or a player: plain text, never markup.
            delegate: ItemDelegate {
                id: armyChoice
                required property int index
                width: ListView.view.width
                implicitHeight: 52
                highlighted: armyBox.highlightedIndex === index
                contentItem: Label {
                    textFormat: Text.PlainText
                    text: armyBox.textAt(armyChoice.index)
                    font: armyBox.font
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "armyDetail"
            text: pick.army ? qsTr("%1 Bases · the army breaks when %2 are lost").arg(pick.army.bases).arg(pick.army.breakAt) : ""
            font.pixelSize: 16
        }
    }

    // Which rules the battle is fought under: the rulesets' own titles, left as their authors wrote them.
    ChoiceRow {
        id: rulesetChoice
        objectName: "rulesetChoice"
        x: 16
        y: 8
        width: page.width - 32
        choices: ["Ancients Wargame", "My Wargame Rules", "3D6 OHW Gridded Ancients"]
        currentIndex: page.ruleset
        Accessible.name: qsTr("Ruleset")
        onChosen: index => page.ruleset = index
    }

    // ---- My Wargame Rules: two of its built-in armies; side A activates first (R11) ----------
    // ---- 3D6 OHW Gridded Ancients: two of its built-in armies; side A holds the initiative (R27)
    RulesetArmies {
        id: mwrArmies
        ruleset: page.ohw ? "3d6-ohw-gridded-ancients" : "my-wargame-rules"
    }
    component MwrArmyBox: ColumnLayout {
        id: mwrPick
        property int which: 0
        readonly property string file: box.currentValue ?? ""
        Layout.fillWidth: true
        spacing: 2
        Label {
            textFormat: Text.PlainText
            text: mwrPick.which === 0 ? qsTr("First army") : qsTr("Second army")
            font.pixelSize: 16
            color: page.Material.secondaryTextColor
        }
        ComboBox {
            id: box
            objectName: "mwrArmyBox"
            Layout.fillWidth: true
            implicitHeight: 56
            model: mwrArmies
            textRole: "name"
            valueRole: "file"
            currentIndex: Math.min(mwrPick.which, mwrArmies.count - 1)
            Accessible.name: mwrPick.which === 0 ? qsTr("First army") : qsTr("Second army")
            font.pixelSize: 18
            delegate: ItemDelegate {
                id: mwrChoice
                required property int index
                width: ListView.view.width
                implicitHeight: 52
                highlighted: box.highlightedIndex === index
                contentItem: Label {
                    textFormat: Text.PlainText
                    text: box.textAt(mwrChoice.index)
                    font: box.font
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
            }
        }
    }
    ColumnLayout {
        objectName: "mwrArmies"
        visible: page.mwr
        anchors { top: rulesetChoice.bottom; topMargin: 12; left: parent.left; leftMargin: 16; right: parent.right; rightMargin: 16 }
        spacing: 10
        Label { textFormat: Text.PlainText; text: qsTr("Armies"); font.pixelSize: 20; font.bold: true }
        MwrArmyBox {
            id: mwrFirst
            objectName: "mwrFirstArmy"
            which: 0
        }
        MwrArmyBox {
            id: mwrSecond
            objectName: "mwrSecondArmy"
            which: 1
        }
        TextField {
            id: mwrPhrase
            objectName: "mwrPhraseField"
            Layout.fillWidth: true
            implicitHeight: 56
            placeholderText: qsTr("Opponent's phrase, mixed into the dice (optional)")
            Accessible.name: qsTr("Opponent's phrase")
        }
    }

    ScrollView {
        id: scroll
        objectName: "newBattleScroll"
        visible: !page.mwr
        anchors { top: rulesetChoice.bottom; topMargin: 4; left: parent.left; right: parent.right; bottom: parent.bottom }
        contentWidth: availableWidth

        GridLayout {
            width: scroll.availableWidth - 32
            x: 16
            columns: page.wide ? 2 : 1
            columnSpacing: 24
            rowSpacing: 12

            // ---- the armies --------------------------------------------------------
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.topMargin: 12
                spacing: 10

                Label { textFormat: Text.PlainText; text: qsTr("Armies"); font.pixelSize: 20; font.bold: true }
                ArmyPicker {
                    id: firstArmy
                    objectName: "firstArmy"
                    which: 0
                }
                ArmyPicker {
                    id: secondArmy
                    objectName: "secondArmy"
                    which: 1
                }
                FilledButton {
                    objectName: "buildArmyButton"
                    implicitHeight: 52
                    flat: true
                    text: qsTr("Import or build an army…")
                    font.capitalization: Font.MixedCase
                    onClicked: Navigation.openPage("armies")
                }
                // The labels go under the figures before the first move: the same labels the battle will show.
                FilledButton {
                    objectName: "newLabelSheetButton"
                    implicitHeight: 52
                    flat: true
                    text: qsTr("Print the table labels…")
                    font.capitalization: Font.MixedCase
                    enabled: ArmyCatalog.count > 0
                    onClicked: newLabelSheetDialog.open()
                }
                Label {
                    textFormat: Text.PlainText
                    id: labelSheetResult
                    objectName: "labelSheetResult"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                }
                ChoiceRow {
                    id: mover
                    objectName: "firstMoverChoice"
                    Layout.fillWidth: true
                    title: qsTr("Moves first")
                    citation: "4"
                    choices: [firstArmy.army?.name ?? "", secondArmy.army?.name ?? ""]
                    currentIndex: page.firstMover
                    onChosen: index => page.firstMover = index
                }
                TextField {
                    id: title
                    objectName: "titleField"
                    Layout.fillWidth: true
                    implicitHeight: 56
                    placeholderText: qsTr("Name of the battle (optional)")
                    Accessible.name: qsTr("Name of the battle")
                }
            }

            // ---- rules and dice -------------------------------------------------------
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.topMargin: 12
                spacing: 6

                RowLayout {
                    Layout.fillWidth: true
                    Label { textFormat: Text.PlainText; objectName: "rulesHeading"; Layout.fillWidth: true; text: qsTr("Rules"); font.pixelSize: 20; font.bold: true }
                    FilledButton {
                        objectName: "defaultsButton"
                        implicitHeight: 48
                        flat: true
                        text: qsTr("Competition defaults")
                        font.capitalization: Font.MixedCase
                        onClicked: page.competitionDefaults()
                    }
                    CitationButton { section: "13" }
                }
                ChoiceRow {
                    id: die
                    objectName: "dieChoice"
                    Layout.fillWidth: true
                    title: qsTr("Combat die") + " · " + qsTr("default: the averaging die")
                    citation: "3.1"
                    choices: [qsTr("Averaging die (ranked)"), qsTr("d6 (friendly)")]
                    onChosen: index => currentIndex = index
                }
                // §13, ruling R42: how Elite and Levy keep their dice, in every roll.
                ChoiceRow {
                    id: mechanic
                    objectName: "mechanicChoice"
                    readonly property string key: ["none", "reroll", "best-of-three"][currentIndex]
                    Layout.fillWidth: true
                    title: qsTr("Elite/Levy mechanic")
                    citation: "13"
                    choices: [qsTr("None (default)"), qsTr("Reroll"), qsTr("Best/worst of three")]
                    onChosen: index => currentIndex = index
                }
                // Each option with its default and its section (§13); the knobs beyond them fold away.
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    KnobRow {
                        title: qsTr("Being shot at denies recovery")
                        defaultText: qsTr("Default: on (competition)")
                        section: "6.1"
                        FlatSwitch { id: shotAt; objectName: "shotAtSwitch"; checked: true; Accessible.name: qsTr("Being shot at denies recovery") }
                    }
                    KnobRow {
                        title: qsTr("Shock pursuit is mandatory")
                        defaultText: qsTr("Default: on")
                        section: "11.1"
                        FlatSwitch { id: pursuit; objectName: "pursuitSwitch"; checked: true; Accessible.name: qsTr("Shock pursuit is mandatory") }
                    }
                    KnobRow {
                        title: qsTr("Contagion when a Block breaks")
                        defaultText: qsTr("Default: on")
                        section: "12.1"
                        FlatSwitch { id: contagion; objectName: "contagionSwitch"; checked: true; Accessible.name: qsTr("Contagion when a Block breaks") }
                    }
                    KnobRow {
                        title: qsTr("Fatigue for a pivot")
                        defaultText: qsTr("Default: 0 (free)")
                        section: "5.1"
                        SpinBox { id: pivotCost; objectName: "pivotCost"; from: 0; to: 2; value: 0; implicitHeight: 52; Accessible.name: qsTr("Fatigue for a pivot") }
                    }
                    KnobRow {
                        title: qsTr("Fatigue for a difficult move")
                        defaultText: qsTr("Default: %1").arg(1)
                        section: "5.1"
                        SpinBox { id: difficultCost; objectName: "difficultCost"; from: 0; to: 3; value: 1; implicitHeight: 52; Accessible.name: qsTr("Fatigue for a difficult move") }
                    }
                    PlaytestKnobs {
                        id: knobs
                        objectName: "playtestKnobs"
                        Layout.fillWidth: true
                    }
                }

                Label { textFormat: Text.PlainText; Layout.topMargin: 8; text: qsTr("Dice"); font.pixelSize: 20; font.bold: true }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("The app has drawn its secret dice seed. Show your opponent this fingerprint now; when the secret is revealed after the battle, anyone can check every roll against it.")
                    font.pixelSize: 16
                    wrapMode: Label.WordWrap
                    color: page.Material.secondaryTextColor
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "commitmentText"
                    Layout.fillWidth: true
                    text: page.commitment.replace(/(.{8})/g, "$1 ").trim()
                    font.family: "monospace"
                    font.pixelSize: 16
                    wrapMode: Label.WrapAnywhere
                }
                TextField {
                    id: phrase
                    objectName: "phraseField"
                    Layout.fillWidth: true
                    implicitHeight: 56
                    placeholderText: qsTr("Opponent's phrase, mixed into the dice (optional)")
                    Accessible.name: qsTr("Opponent's phrase")
                }
            }
        }
    }

    // The deciding control stays on screen below the options, however far they reach (§13's knobs unfolded).
    footer: Pane {
        leftPadding: 16
        rightPadding: 16
        topPadding: 6
        bottomPadding: 8
        ColumnLayout {
            width: parent.width
            spacing: 4
            Label {
                textFormat: Text.PlainText
                id: startError
                objectName: "startError"
                Layout.fillWidth: true
                visible: text.length > 0
                wrapMode: Label.WordWrap
                font.pixelSize: 16
                color: Terms.problemColor(page.Material.theme === Material.Dark)
            }
            FilledButton {
                objectName: "startButton"
                Layout.fillWidth: true
                implicitHeight: 64
                highlighted: true
                font.capitalization: Font.MixedCase
                font.pixelSize: 20
                text: qsTr("Start the battle")
                enabled: page.mwr ? mwrArmies.count > 0 : ArmyCatalog.count > 0
                onClicked: {
                    if (page.ohw) {
                        if (OhwBattleSession.startArmies(mwrFirst.file, mwrSecond.file, mwrPhrase.text, ""))
                            Navigation.openPage("ohw-battle");
                        else
                            startError.text = OhwBattleSession.lastError;
                        return;
                    }
                    if (page.mwr) {
                        if (MwrBattleSession.startArmies(mwrFirst.file, mwrSecond.file, mwrPhrase.text, ""))
                            Navigation.openPage("mwr-battle");
                        else
                            startError.text = MwrBattleSession.lastError;
                        return;
                    }
                    const armies = [firstArmy.currentIndex, secondArmy.currentIndex];
                    // The battle file's field names (rulebook/battle-format.md).
                    const options = Object.assign({ "combat_die": die.currentIndex === 1 ? "d6" : "averaging",
                                      "shot_at_denies_recovery": shotAt.checked, "mandatory_pursuit": pursuit.checked,
                                      "contagion": contagion.checked, "pivot_cost": pivotCost.value,
                                      "difficult_move_cost": difficultCost.value,
                                      "elite_mechanic": mechanic.key }, knobs.options);
                    if (BattleSession.startBattle(ArmyCatalog, armies[page.firstMover], armies[1 - page.firstMover],
                                                  options, phrase.text, title.text))
                        Navigation.openPage("battle");
                    else
                        startError.text = BattleSession.lastError;
                }
            }
        }
    }

    /** Writes the label sheet of the armies chosen, in the order the battle will deploy them. */
    function writeLabelSheet(file: url): bool {
        const armies = [firstArmy.currentIndex, secondArmy.currentIndex];
        const done = BattleSession.writeArmiesLabelSheet(ArmyCatalog, armies[page.firstMover], armies[1 - page.firstMover], file);
        return done;
    }
    SaveFileDialog {
        id: newLabelSheetDialog
        title: qsTr("Save the table labels")
        fileName: FileNames.fileName([qsTr("Labels"), qsTr("%1 vs %2").arg(firstArmy.army?.name ?? "").arg(secondArmy.army?.name ?? "")], "pdf")
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        onAccepted: labelSheetResult.text = page.writeLabelSheet(selectedFile)
                    ? qsTr("The label sheet is written to %1.").arg(String(selectedFile).replace(/^file:\/\//, ""))
                    : BattleSession.lastError
    }
}
