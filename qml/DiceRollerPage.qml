pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The quick dice roller (§3.1, §5): choose quality and die, tap the large
 * target to roll, see both dice with the kept one marked, the exact chance of
 * every result, and the recent rolls. Movement tests judge the kept d6 against
 * the Block's average Fatigue. Players who roll their own dice enter them.
 */
Page {
    id: page

    required property DiceRoller roller
    readonly property bool wide: width > height

    title: qsTr("Dice roller")

    function qualityName(quality: int): string {
        switch (quality) {
        case DiceRoller.Elite: return qsTr("Elite");
        case DiceRoller.Levy: return qsTr("Levy");
        default: return qsTr("Regular");
        }
    }
    function dieName(die: int): string {
        return die === DiceRoller.D6 ? qsTr("d6") : qsTr("averaging die");
    }
    readonly property bool ancients: roller.preset === DiceRoller.AncientsDice
    readonly property bool showsPreset: roller.hasResult && roller.resultPreset !== DiceRoller.AncientsDice

    /** A My Wargame Rules result by its key (§10). */
    function resultName(key: string): string {
        switch (key) {
        case "repulsed": return qsTr("Repulsed");
        case "brutal-clash": return qsTr("Brutal Clash");
        case "forced-back": return qsTr("Forced Back");
        case "hit-and-hold": return qsTr("Hit & Hold");
        case "breakthrough": return qsTr("Breakthrough");
        default: return key;
        }
    }
    /** What a preset throws, e.g. "4D6, each 4+ a hit". */
    function presetText(preset: int, dice: int): string {
        switch (preset) {
        case DiceRoller.HitsOnFourPlus: return qsTr("%1D6, each 4+ a hit").arg(dice);
        case DiceRoller.TwoDicePickOne: return qsTr("2D6, pick one");
        default: return qsTr("1D6");
        }
    }
    /** The shown preset roll in words: the hits, or what the dice read. */
    function presetResultText(): string {
        const r = page.roller;
        if (r.resultPreset === DiceRoller.HitsOnFourPlus)
            return qsTr("Hits: %1").arg(r.presetHits);
        const names = [];
        for (let i = 0; i < r.presetResults.length; ++i)
            names.push(page.resultName(r.presetResults[i]));
        if (names.length === 2 && names[0] !== names[1])
            return qsTr("Pick one: %1 or %2").arg(names[0]).arg(names[1]);
        return qsTr("Result: %1").arg(names.length > 0 ? names[0] : "");
    }

    /** Whose dice: the rulesets' own titles, left as their authors wrote them. */
    component RulesetChoice: ChoiceRow {
        Accessible.name: qsTr("Ruleset")
        choices: ["Ancients Wargame", "My Wargame Rules", "3D6 OHW Gridded Ancients"]
        currentIndex: page.ancients ? 0 : page.roller.preset === DiceRoller.HitsOnFourPlus ? 2 : 1
        onChosen: index => {
            if (index === 0)
                page.roller.preset = DiceRoller.AncientsDice;
            else if (index === 2)
                page.roller.preset = DiceRoller.HitsOnFourPlus;
            else if (page.roller.preset !== DiceRoller.OneDie)
                page.roller.preset = DiceRoller.TwoDicePickOne;
        }
    }

    /** @p average as the app's language writes it: "3.5", "3,5"; no trailing zeros. */
    function averageText(average: real): string {
        const hundredths = Math.round(average * 100);
        return Number(average).toLocaleString(Qt.locale(Languages.effectiveLanguage), "f", hundredths % 100 === 0 ? 0 : (hundredths % 10 === 0 ? 1 : 2));
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: 16
        columns: page.wide ? 3 : 1
        columnSpacing: 20
        rowSpacing: 16

        // ---- What to roll ------------------------------------------------
        // Landscape: one column. Portrait: two, so the roll and the chart keep their room:
        // what to roll and on which die, then quality beside the Elite/Levy mechanic.
        ColumnLayout {
            Layout.preferredWidth: page.wide ? 400 : -1
            Layout.maximumWidth: page.wide ? 420 : page.width
            Layout.fillWidth: !page.wide
            Layout.fillHeight: page.wide
            Layout.alignment: Qt.AlignTop
            spacing: 16

            // Portrait: whose dice, above what to roll.
            RulesetChoice {
                visible: !page.wide
                objectName: page.wide ? "" : "rulesetChoice"
                Layout.fillWidth: true
            }

            // My Wargame Rules (§10): the higher Resolve rolls 2D6 and picks, equal Resolve the attacker 1D6.
            ColumnLayout {
                visible: page.roller.preset === DiceRoller.TwoDicePickOne || page.roller.preset === DiceRoller.OneDie
                Layout.fillWidth: true
                spacing: 8
                ChoiceRow {
                    objectName: "mwrDiceChoice"
                    Layout.fillWidth: true
                    title: qsTr("Melee roll")
                    choices: [qsTr("2D6, pick one"), qsTr("1D6")]
                    currentIndex: page.roller.preset === DiceRoller.OneDie ? 1 : 0
                    onChosen: index => page.roller.preset = index === 1 ? DiceRoller.OneDie : DiceRoller.TwoDicePickOne
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Higher Resolve: roll 2D6 and pick one. Equal Resolve: the attacker rolls 1D6. 1 Repulsed, 2 Brutal Clash, 3–4 Forced Back, 5 Hit & Hold, 6 Breakthrough (§10).")
                    wrapMode: Label.WordWrap
                    color: page.Material.secondaryTextColor
                    font.pixelSize: 16
                }
            }

            // 3D6 OHW Gridded Ancients (§6, §7): a pool of N D6, each 4+ a hit.
            ColumnLayout {
                visible: page.roller.preset === DiceRoller.HitsOnFourPlus
                Layout.fillWidth: true
                spacing: 6
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Dice in the pool")
                    font.pixelSize: 16
                    color: page.Material.secondaryTextColor
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    RoundButton {
                        objectName: "poolDown"
                        implicitWidth: 56
                        implicitHeight: 56
                        text: "−"
                        font.pixelSize: 26
                        enabled: page.roller.poolSize > page.roller.minimumPool
                        Accessible.name: qsTr("Fewer dice")
                        onClicked: page.roller.poolSize = page.roller.poolSize - 1
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "poolLabel"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("%1D6").arg(page.roller.poolSize)
                        font.pixelSize: 30
                        font.bold: true
                    }
                    RoundButton {
                        objectName: "poolUp"
                        implicitWidth: 56
                        implicitHeight: 56
                        text: "+"
                        font.pixelSize: 26
                        enabled: page.roller.poolSize < page.roller.maximumPool
                        Accessible.name: qsTr("More dice")
                        onClicked: page.roller.poolSize = page.roller.poolSize + 1
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Roll %1 D6, count 4+: every attack die, shot or melee, hits on 4 or more (§6, §7).")
                            .arg(page.roller.poolSize)
                    wrapMode: Label.WordWrap
                    color: page.Material.secondaryTextColor
                    font.pixelSize: 16
                }
            }

            GridLayout {
                id: controls
                visible: page.ancients
                Layout.fillWidth: true
                Layout.fillHeight: page.wide
                Layout.alignment: Qt.AlignTop
                columns: page.wide ? 1 : 2
                columnSpacing: 16
                rowSpacing: 16

                ChoiceRow {
                    objectName: "modeChoice"
                    Layout.alignment: Qt.AlignBottom
                    Layout.preferredWidth: page.wide ? -1 : 1
                    Layout.row: 0
                    Layout.column: 0
                    Layout.fillWidth: true
                    choices: [qsTr("Combat roll"), qsTr("Movement test")]
                    currentIndex: page.roller.mode === DiceRoller.Movement ? 1 : 0
                    onChosen: index => page.roller.mode = index === 1 ? DiceRoller.Movement : DiceRoller.Combat
                }
                ChoiceRow {
                    objectName: "qualityChoice"
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: page.wide ? -1 : 1
                    Layout.row: 1
                    Layout.column: 0
                    Layout.fillWidth: true
                    title: qsTr("Quality")
                    citation: "3.1"
                    choices: [qsTr("Elite"), qsTr("Regular"), qsTr("Levy")]
                    currentIndex: page.roller.quality
                    onChosen: index => page.roller.quality = index
                }
                // The §13 Elite/Levy mechanic (ruling R42): how Elite and Levy keep their dice.
                ChoiceRow {
                    objectName: "mechanicChoice"
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: page.wide ? -1 : 1
                    Layout.row: page.wide ? 2 : 1
                    Layout.column: page.wide ? 0 : 1
                    Layout.fillWidth: true
                    title: qsTr("Elite/Levy mechanic")
                    citation: "13"
                    // Best of three for Elite, worst of three for Levy (ruling R42).
                    choices: [qsTr("None"), qsTr("Reroll"), page.roller.quality === DiceRoller.Levy ? qsTr("Worst of three")
                                                            : page.roller.quality === DiceRoller.Elite ? qsTr("Best of three")
                                                            : qsTr("Best/worst of three")]
                    currentIndex: page.roller.mechanic
                    onChosen: index => page.roller.mechanic = index
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "keepRuleText"
                    Layout.row: page.wide ? 3 : 2
                    Layout.column: 0
                    Layout.columnSpan: page.wide ? 1 : 2
                    Layout.fillWidth: true
                    text: {
                        const r = page.roller;
                        if (r.quality === DiceRoller.Regular)
                            return qsTr("Rolls one die.");
                        const elite = r.quality === DiceRoller.Elite;
                        if (r.mechanic === DiceRoller.BestOfThree)
                            return elite ? qsTr("Rolls three dice and keeps the best.") : qsTr("Rolls three dice and keeps the worst.");
                        if (r.mechanic === DiceRoller.Reroll)
                            return elite ? qsTr("Rolls two dice and keeps the best; a kept %1 or lower is rolled again once.").arg(r.rerollEliteUpTo)
                                         : qsTr("Rolls two dice and keeps the worst; a kept %1 or higher is rolled again once.").arg(r.rerollLevyFrom);
                        return elite ? qsTr("Rolls two dice and keeps the best.") : qsTr("Rolls two dice and keeps the worst.");
                    }
                    wrapMode: Label.WordWrap
                    color: page.Material.secondaryTextColor
                    font.pixelSize: 16
                }
                ChoiceRow {
                    objectName: "dieChoice"
                    Layout.preferredWidth: page.wide ? -1 : 1
                    Layout.row: page.wide ? 4 : 0
                    Layout.column: page.wide ? 0 : 1
                    visible: page.roller.mode === DiceRoller.Combat
                    Layout.fillWidth: true
                    title: qsTr("Combat die")
                    citation: "3.1"
                    choices: [qsTr("Averaging 2–5"), qsTr("d6 (high swing)")]
                    currentIndex: page.roller.die === DiceRoller.D6 ? 1 : 0
                    onChosen: index => page.roller.die = index === 1 ? DiceRoller.D6 : DiceRoller.AveragingDie
                }

                // The movement test: the Block's average Fatigue and what it takes to pass.
                ColumnLayout {
                    visible: page.roller.mode === DiceRoller.Movement
                    Layout.row: page.wide ? 5 : 3
                    Layout.column: 0
                    Layout.columnSpan: page.wide ? 1 : 2
                    Layout.fillWidth: true
                    spacing: 6

                    RowLayout {
                        spacing: 0
                        Label {
                            textFormat: Text.PlainText
                            text: qsTr("Block's average Fatigue")
                            font.pixelSize: 16
                            color: page.Material.secondaryTextColor
                        }
                        CitationButton {
                            objectName: "movementCitation"
                            section: "5"
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 8
                        RoundButton {
                            objectName: "fatigueDown"
                            implicitWidth: 56
                            implicitHeight: 56
                            text: "−"
                            font.pixelSize: 26
                            enabled: page.roller.averageFatigue > page.roller.minimumAverage
                            Accessible.name: qsTr("Lower average Fatigue")
                            onClicked: page.roller.averageFatigue = Math.max(page.roller.minimumAverage,
                                                                             Math.ceil(page.roller.averageFatigue * 4 - 1) / 4)
                        }
                        TextField {
                            id: averageField
                            objectName: "averageField"
                            Layout.fillWidth: true
                            implicitHeight: 56
                            horizontalAlignment: TextInput.AlignHCenter
                            font.pixelSize: 26
                            inputMethodHints: Qt.ImhFormattedNumbersOnly
                            validator: DoubleValidator {
                                locale: Languages.effectiveLanguage
                                bottom: page.roller.minimumAverage
                                top: page.roller.maximumAverage
                                decimals: 2
                                notation: DoubleValidator.StandardNotation
                            }
                            text: page.averageText(page.roller.averageFatigue)
                            Accessible.name: qsTr("Average Fatigue")
                            onEditingFinished: {
                                // Accept the language's decimal separator and the point alike.
                                let value = NaN;
                                try {
                                    value = Number.fromLocaleString(Qt.locale(Languages.effectiveLanguage), text);
                                } catch (error) {
                                    value = Number(text.replace(",", "."));
                                }
                                if (!isNaN(value))
                                    page.roller.averageFatigue = value;
                                text = Qt.binding(() => page.averageText(page.roller.averageFatigue));
                            }
                        }
                        RoundButton {
                            objectName: "fatigueUp"
                            implicitWidth: 56
                            implicitHeight: 56
                            text: "+"
                            font.pixelSize: 26
                            enabled: page.roller.averageFatigue < page.roller.maximumAverage
                            Accessible.name: qsTr("Raise average Fatigue")
                            onClicked: page.roller.averageFatigue = Math.min(page.roller.maximumAverage,
                                                                             Math.floor(page.roller.averageFatigue * 4 + 1) / 4)
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "neededLabel"
                        Layout.fillWidth: true
                        text: qsTr("Needs %1 or more on the kept d6: %2 chance (%3).")
                                .arg(page.roller.neededToMove)
                                .arg(page.roller.passChanceFraction)
                                .arg(Math.round(page.roller.passChance * 100) + "%")
                        wrapMode: Label.WordWrap
                        font.pixelSize: 16
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("The movement test always uses the d6 (§3.1).")
                        wrapMode: Label.WordWrap
                        font.pixelSize: 16
                        color: page.Material.secondaryTextColor
                    }
                }

                FilledButton {
                    objectName: "realDiceButton"
                    Layout.row: page.wide ? 6 : 4
                    Layout.column: 0
                    Layout.columnSpan: page.wide ? 1 : 2
                    Layout.fillWidth: true
                    implicitHeight: 56
                    text: qsTr("I rolled real dice")
                    font.capitalization: Font.MixedCase
                    onClicked: realDice.open()
                }
                Item {
                    visible: page.wide
                    Layout.row: 7
                    Layout.fillHeight: true
                }
            }
            Item {
                visible: page.wide && !page.ancients
                Layout.fillHeight: true
            }
        }

        // ---- The roll target and the result -------------------------------
        AbstractButton {
            id: rollTarget
            objectName: "rollTarget"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 300
            Accessible.name: qsTr("Roll")
            onClicked: page.roller.roll()

            // A preset's dice: up to four a row, then two rows; a result's name under a die takes more room than "Hit".
            readonly property int presetCount: page.roller.presetFaces.length
            readonly property int perRow: presetCount <= 4 ? Math.max(1, presetCount) : Math.ceil(presetCount / 2)
            readonly property real widthPerDie: page.roller.resultPreset === DiceRoller.HitsOnFourPlus ? 1 : 1.6
            readonly property real dieSize: Math.min(130, (width - 32 - 12 * (perRow - 1)) / (perRow * widthPerDie),
                                                     (height - 200) / (presetCount > 4 ? 2 : 1) - 30)
            readonly property real presetRowWidth: perRow * dieSize * widthPerDie + (perRow - 1) * 12

            background: Rectangle {
                radius: 16
                color: rollTarget.pressed ? Qt.darker(page.Material.dialogColor, 1.08) : page.Material.dialogColor
                border.width: 2
                border.color: page.Material.accentColor
            }
            contentItem: ColumnLayout {
                spacing: 16

                Item {
                    Layout.fillHeight: true
                }
                // A preset's dice, every one shown: a pool's hits marked, My Wargame Rules' dice with what each reads.
                Flow {
                    objectName: "presetDice"
                    visible: page.showsPreset
                    Layout.alignment: Qt.AlignHCenter
                    Layout.preferredWidth: Math.min(rollTarget.width - 32, rollTarget.presetRowWidth + 2)
                    spacing: 12
                    Repeater {
                        model: page.roller.presetFaces
                        delegate: DieFace {
                            required property int index
                            required property int modelData
                            objectName: "presetDie" + index
                            width: rollTarget.dieSize * rollTarget.widthPerDie
                            size: rollTarget.dieSize
                            value: modelData
                            kept: page.roller.resultPreset !== DiceRoller.HitsOnFourPlus || modelData >= 4
                            note: page.roller.resultPreset === DiceRoller.HitsOnFourPlus
                                  ? (modelData >= 4 ? qsTr("Hit") : qsTr("Miss"))
                                  : page.resultName(page.roller.presetResults[index] ?? "")
                        }
                    }
                }
                Row {
                    Layout.alignment: Qt.AlignHCenter
                    spacing: 28
                    visible: page.roller.hasResult && !page.showsPreset

                    Repeater {
                        model: page.roller.resultDiceCount
                        delegate: DieFace {
                            required property int index
                            objectName: "die" + index
                            size: Math.min(150, rollTarget.width / Math.max(3, page.roller.resultDiceCount + 1))
                            value: index === 0 ? page.roller.firstDie : index === 1 ? page.roller.secondDie : page.roller.thirdDie
                            kept: index === page.roller.keptIndex
                            showLabel: page.roller.resultDiceCount > 1
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "resultLabel"
                    Layout.alignment: Qt.AlignHCenter
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Label.WordWrap
                    font.pixelSize: page.roller.hasResult ? 30 : 34
                    font.bold: true
                    color: !page.roller.hasResult || !page.roller.resultIsMovementTest ? page.Material.foreground
                         : page.roller.passed ? (page.Material.theme === Material.Dark ? "#81c784" : "#2e7d32")
                         : (Terms.problemColor(page.Material.theme === Material.Dark))
                    text: !page.roller.hasResult ? qsTr("Tap to roll")
                        : page.showsPreset ? page.presetResultText()
                        : page.roller.resultIsMovementTest
                          ? (page.roller.passed ? qsTr("Move passes: kept %1").arg(page.roller.keptValue)
                                                : qsTr("Move fails: kept %1").arg(page.roller.keptValue))
                          : qsTr("Result: %1").arg(page.roller.keptValue)
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                    color: page.Material.secondaryTextColor
                    text: {
                        const what = !page.ancients ? page.presetText(page.roller.preset, page.roller.presetDiceCount)
                                   : qsTr("%1 on the %2").arg(page.qualityName(page.roller.quality))
                                                         .arg(page.dieName(page.roller.effectiveDie));
                        if (!page.roller.hasResult)
                            return what;
                        return page.roller.resultFromRealDice ? qsTr("%1 · read from real dice · tap to roll again").arg(what)
                                                              : qsTr("%1 · tap to roll again").arg(what);
                    }
                }
                Item {
                    Layout.fillHeight: true
                }
            }
        }

        // ---- Odds and recent rolls -----------------------------------------
        GridLayout {
            Layout.preferredWidth: page.wide ? 340 : -1
            Layout.fillWidth: !page.wide
            Layout.fillHeight: page.wide
            Layout.preferredHeight: page.wide ? -1 : 300
            columns: page.wide ? 1 : 2
            rowSpacing: 12
            columnSpacing: 20

            // Landscape: whose dice, at the top of this column, where the Ancients Wargame's
            // own controls leave the room.
            RulesetChoice {
                visible: page.wide
                objectName: page.wide ? "rulesetChoice" : ""
                Layout.fillWidth: true
            }
            ColumnLayout {
                visible: page.ancients || page.roller.preset === DiceRoller.HitsOnFourPlus
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.fillHeight: !page.wide
                spacing: 6
                Label {
                    textFormat: Text.PlainText
                    text: page.ancients ? qsTr("Chance of each result") : qsTr("Chance of each number of hits")
                    font.pixelSize: 18
                    font.bold: true
                }
                DistributionChart {
                    objectName: "distributionChart"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 200
                    Layout.fillHeight: !page.wide
                    model: page.roller.distribution
                    highlightValue: page.showsPreset ? page.roller.presetHits
                                  : page.roller.hasResult && page.roller.resultIsMovementTest === (page.roller.mode === DiceRoller.Movement)
                                    ? page.roller.keptValue : 0
                    passFrom: page.ancients && page.roller.mode === DiceRoller.Movement ? page.roller.neededToMove : 0
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.fillHeight: true
                spacing: 6
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("Recent rolls")
                        font.pixelSize: 18
                        font.bold: true
                    }
                    FilledButton {
                        objectName: "clearButton"
                        implicitHeight: 48
                        flat: true
                        text: qsTr("Clear")
                        font.capitalization: Font.MixedCase
                        enabled: page.roller.history.count > 0
                        onClicked: page.roller.clear()
                    }
                }
                ListView {
                    id: historyView
                    objectName: "historyView"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: page.roller.history
                    spacing: 2
                    ScrollIndicator.vertical: ScrollIndicator {}

                    delegate: ItemDelegate {
                        id: entry
                        required property int index
                        required property int quality
                        required property int die
                        required property int firstDie
                        required property int secondDie
                        required property int thirdDie
                        required property bool rerolled
                        required property int diceCount
                        required property int keptIndex
                        required property int keptValue
                        required property bool movementTest
                        required property bool passed
                        required property real averageFatigue
                        required property bool realDice
                        required property int preset
                        required property list<int> faces
                        required property int hits

                        width: ListView.view.width
                        implicitHeight: Math.max(48, implicitContentHeight + topPadding + bottomPadding)
                        hoverEnabled: false
                        down: false
                        font.pixelSize: 16
                        text: {
                            if (entry.preset !== DiceRoller.AncientsDice) {
                                const what = page.presetText(entry.preset, entry.faces.length);
                                const shown = entry.faces.join(", ");
                                const line = entry.preset === DiceRoller.HitsOnFourPlus
                                    ? qsTr("%1: %2 → %3").arg(what).arg(shown).arg(qsTr("Hits: %1").arg(entry.hits))
                                    : qsTr("%1: %2").arg(what).arg(shown);
                                return entry.realDice ? qsTr("%1 (real dice)").arg(line) : line;
                            }
                            const dice = entry.rerolled ? qsTr("%1 and %2, rolled again: %3").arg(entry.firstDie).arg(entry.secondDie).arg(entry.thirdDie)
                                       : entry.diceCount === 3 ? qsTr("%1, %2 and %3").arg(entry.firstDie).arg(entry.secondDie).arg(entry.thirdDie)
                                       : entry.diceCount === 2 ? qsTr("%1 and %2").arg(entry.firstDie).arg(entry.secondDie)
                                       : String(entry.firstDie);
                            const head = qsTr("%1, %2: %3 → %4").arg(page.qualityName(entry.quality))
                                                                 .arg(page.dieName(entry.die)).arg(dice).arg(entry.keptValue);
                            const test = !entry.movementTest ? head
                                : entry.passed ? qsTr("%1, passes against %2").arg(head).arg(page.averageText(entry.averageFatigue))
                                               : qsTr("%1, fails against %2").arg(head).arg(page.averageText(entry.averageFatigue));
                            return entry.realDice ? qsTr("%1 (real dice)").arg(test) : test;
                        }
                        contentItem: Label {
                            textFormat: Text.PlainText
                            text: entry.text
                            font: entry.font
                            wrapMode: Label.WordWrap
                            verticalAlignment: Text.AlignVCenter
                        }
                        background: Rectangle {
                            color: entry.index === 0 ? entry.Material.listHighlightColor : "transparent"
                            radius: 6
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        visible: historyView.count === 0
                        text: qsTr("No rolls yet")
                        color: page.Material.hintTextColor
                    }
                }
            }
        }
    }

    RealDiceDialog {
        id: realDice
        objectName: "realDiceDialog"
        roller: page.roller
        anchors.centerIn: parent
    }
}
