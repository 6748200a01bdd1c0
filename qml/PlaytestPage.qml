pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The Playtest tables (§13: "set with figures on the table"): two settings of
 * the dice knobs, the combat die and the Elite/Levy mechanic (ruling R42), side
 * by side, every figure exact from the rules engine. Combat: one fight at every
 * weight difference, with the modifier chosen; Movement: the movement test at
 * every average Fatigue; Elite's edge: what each quality gains over the next
 * under every die and mechanic. Each table exports as CSV.
 */
Page {
    id: page
    objectName: "playtestPage"

    readonly property bool wide: width > height
    property int tab: 0
    readonly property color colorA: Material.color(Material.Indigo, Material.theme === Material.Dark ? Material.Shade300 : Material.Shade600)
    readonly property color colorB: Material.color(Material.DeepOrange, Material.theme === Material.Dark ? Material.Shade300 : Material.Shade700)

    title: qsTr("Playtest tables")

    function dieName(die: int): string {
        return die === PlaytestController.D6 ? qsTr("d6") : qsTr("averaging die");
    }
    function mechanicName(mechanic: int): string {
        return mechanic === PlaytestController.Reroll ? qsTr("reroll")
             : mechanic === PlaytestController.BestOfThree ? qsTr("best/worst of three") : qsTr("no mechanic");
    }
    function signedPercent(x: real): string {
        const p = Math.round(x * 100);
        return (p > 0 ? "+" : p < 0 ? "−" : "±") + Math.abs(p) + "%";
    }
    function signedNumber(x: real): string {
        const text = Math.abs(x).toLocaleString(Qt.locale(Languages.effectiveLanguage), "f", 2);
        return (x > 0.005 ? "+" : x < -0.005 ? "−" : "±") + text;
    }

    PlaytestController {
        id: tables
    }

    /** A letter chip naming setting A or B in the charts. */
    component Chip: Rectangle {
        property string letter
        implicitWidth: 26
        implicitHeight: 26
        radius: 13
        color: letter === "A" ? page.colorA : page.colorB
        Label {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: parent.letter
            color: "white"
            font.pixelSize: 14
            font.bold: true
        }
    }

    /** Win, draw and loss under both settings, A above B. */
    component PairOfBars: ColumnLayout {
        id: pair
        required property var first
        required property var second
        property bool passOnly: false
        spacing: 3
        Repeater {
            model: [pair.first, pair.second]
            delegate: RowLayout {
                id: barRow
                required property int index
                required property var modelData
                Layout.fillWidth: true
                spacing: 6
                Chip { letter: barRow.index === 0 ? "A" : "B" }
                OutcomeBar {
                    Layout.fillWidth: true
                    passOnly: pair.passOnly
                    win: pair.passOnly ? barRow.modelData : barRow.modelData.win
                    draw: pair.passOnly ? 0 : barRow.modelData.draw
                    loss: pair.passOnly ? 0 : barRow.modelData.loss
                }
            }
        }
    }

    /** What one quality gains over another in an even fight: its chances, the net and the kept die. */
    component GainCell: ColumnLayout {
        id: gainCell
        required property var gain
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        spacing: 2
        OutcomeBar {
            Layout.fillWidth: true
            win: gainCell.gain.win
            draw: gainCell.gain.draw
            loss: gainCell.gain.loss
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("net %1 · kept die %2 on average").arg(page.signedPercent(gainCell.gain.net)).arg(page.signedNumber(gainCell.gain.meanDifference))
            font.pixelSize: 14
            wrapMode: Label.WordWrap
            color: page.Material.secondaryTextColor
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth - 32
            x: 16
            spacing: 12

            Item { implicitHeight: 2 }
            Label {
                textFormat: Text.PlainText
                visible: !page.wide
                Layout.fillWidth: true
                text: qsTr("Exact figures from the rules engine for two settings of the dice, side by side: does Elite feel pointless?")
                wrapMode: Label.WordWrap
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
            }
            // The two settings, A above B: the combat die (§3.1) and the Elite/Levy mechanic (§13, ruling R42).
            GridLayout {
                objectName: "settings"
                Layout.fillWidth: true
                columns: 3
                columnSpacing: 12
                rowSpacing: 6
                Item { implicitWidth: 26; implicitHeight: 1 }
                RowLayout {
                    spacing: 0
                    Label { textFormat: Text.PlainText; text: qsTr("Combat die"); font.pixelSize: 16; color: page.Material.secondaryTextColor }
                    CitationButton { section: "3.1" }
                }
                RowLayout {
                    spacing: 0
                    Label { textFormat: Text.PlainText; text: qsTr("Elite/Levy mechanic"); font.pixelSize: 16; color: page.Material.secondaryTextColor }
                    CitationButton { section: "13" }
                }
                Chip { letter: "A" }
                ChoiceRow {
                    objectName: "dieChoiceA"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 2
                    choices: [qsTr("Averaging"), qsTr("d6")]
                    currentIndex: tables.firstDie
                    onChosen: index => tables.firstDie = index
                }
                ChoiceRow {
                    objectName: "mechanicChoiceA"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 3
                    choices: [qsTr("None"), qsTr("Reroll"), qsTr("Best/worst of three")]
                    currentIndex: tables.firstMechanic
                    onChosen: index => tables.firstMechanic = index
                }
                Chip { letter: "B" }
                ChoiceRow {
                    objectName: "dieChoiceB"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 2
                    choices: [qsTr("Averaging"), qsTr("d6")]
                    currentIndex: tables.secondDie
                    onChosen: index => tables.secondDie = index
                }
                ChoiceRow {
                    objectName: "mechanicChoiceB"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 3
                    choices: [qsTr("None"), qsTr("Reroll"), qsTr("Best/worst of three")]
                    currentIndex: tables.secondMechanic
                    onChosen: index => tables.secondMechanic = index
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                ChoiceRow {
                    objectName: "tableChoice"
                    Layout.fillWidth: true
                    choices: [qsTr("Combat"), qsTr("Movement"), qsTr("Elite's edge")]
                    currentIndex: page.tab
                    onChosen: index => page.tab = index
                }
                FilledButton {
                    objectName: "exportButton"
                    implicitHeight: 56
                    text: qsTr("Export CSV…")
                    font.capitalization: Font.MixedCase
                    onClicked: exportDialog.open()
                }
            }
            Label {
                textFormat: Text.PlainText
                id: exportResult
                objectName: "exportResult"
                Layout.fillWidth: true
                visible: text.length > 0
                wrapMode: Label.WordWrap
                font.pixelSize: 16
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 16
                visible: page.tab !== 1
                Repeater {
                    model: [qsTr("wins"), qsTr("draws"), qsTr("loses")]
                    delegate: RowLayout {
                        id: legend
                        required property int index
                        required property string modelData
                        spacing: 6
                        Rectangle {
                            implicitWidth: 18
                            implicitHeight: 18
                            radius: 3
                            color: [legendBar.winColor, legendBar.drawColor, legendBar.lossColor][legend.index]
                        }
                        Label { textFormat: Text.PlainText; text: legend.modelData; font.pixelSize: 16 }
                    }
                }
                OutcomeBar { id: legendBar; visible: false }
            }

            // ---- Combat: one fight at every weight difference (§9.1, §9.4) ------------------------
            // Landscape: the fight's choices beside the chart; portrait: above it.
            GridLayout {
                visible: page.tab === 0
                Layout.fillWidth: true
                columns: page.wide ? 2 : 1
                columnSpacing: 20
                rowSpacing: 12
                GridLayout {
                    Layout.fillWidth: !page.wide
                    Layout.preferredWidth: page.wide ? 340 : -1
                    Layout.alignment: Qt.AlignTop
                    columns: page.wide ? 1 : 2
                    columnSpacing: 16
                    rowSpacing: 8
                    ChoiceRow {
                        objectName: "qualityChoice"
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        title: qsTr("Quality")
                        citation: "3.1"
                        choices: [qsTr("Elite"), qsTr("Regular"), qsTr("Levy")]
                        currentIndex: tables.quality
                        onChosen: index => tables.quality = index
                    }
                    ChoiceRow {
                        objectName: "enemyChoice"
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        title: qsTr("Against it")
                        choices: [qsTr("Elite"), qsTr("Regular"), qsTr("Levy")]
                        currentIndex: tables.enemy
                        onChosen: index => tables.enemy = index
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.columnSpan: page.wide ? 1 : 2
                        spacing: 6
                        Label { textFormat: Text.PlainText; text: qsTr("In its favour"); font.pixelSize: 16; color: page.Material.secondaryTextColor }
                        ComboBox {
                            objectName: "modifierBox"
                            Layout.fillWidth: true
                            implicitHeight: 56
                            model: [qsTr("Nothing: a frontal fight"), qsTr("Overlap +1 (§9.2)"), qsTr("Strikes the flank +1/−1 (§9.3)"),
                                    qsTr("Strikes the rear +2/−2 (§9.3)"), qsTr("Uphill +1 (§8.3)"), qsTr("Shock +1/−1 (§11.1)"),
                                    qsTr("Shock on formed foot +2/−2 (§11.1)")]
                            currentIndex: tables.modifier
                            onActivated: index => tables.modifier = index
                            Accessible.name: qsTr("In its favour")
                        }
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    spacing: 10
                    Repeater {
                        model: page.tab === 0 ? tables.combatRows : []
                        delegate: RowLayout {
                            id: fightRow
                            required property var modelData
                            objectName: "combatRow" + modelData.weightDifference
                            Layout.fillWidth: true
                            spacing: 12
                            Label {
                                textFormat: Text.PlainText
                                Layout.preferredWidth: 120
                                text: fightRow.modelData.weightDifference === 0 ? qsTr("Same weight")
                                    : qsTr("Weight %1").arg((fightRow.modelData.weightDifference > 0 ? "+" : "−") + Math.abs(fightRow.modelData.weightDifference))
                                font.pixelSize: 16
                                wrapMode: Label.WordWrap
                            }
                            PairOfBars {
                                Layout.fillWidth: true
                                first: fightRow.modelData.first
                                second: fightRow.modelData.second
                            }
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("Weight is the effective weight difference, capped at 2 (§9.4). A modifier against the first side is the same fight read the other way round.")
                        wrapMode: Label.WordWrap
                        font.pixelSize: 16
                        color: page.Material.secondaryTextColor
                    }
                }
            }

            // ---- Movement: the movement test at every average Fatigue (§5, ruling R1) -------------
            GridLayout {
                visible: page.tab === 1
                Layout.fillWidth: true
                columns: 4
                columnSpacing: 12
                rowSpacing: 10
                Label { textFormat: Text.PlainText; Layout.preferredWidth: page.wide ? 190 : 120; text: qsTr("Average Fatigue"); font.pixelSize: 16; font.bold: true; wrapMode: Label.WordWrap }
                Repeater {
                    model: [qsTr("Elite"), qsTr("Regular"), qsTr("Levy")]
                    delegate: Label {
                        required property string modelData
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        textFormat: Text.PlainText
                        text: modelData
                        font.pixelSize: 16
                        font.bold: true
                    }
                }
                Repeater {
                    model: page.tab === 1 ? tables.movementRows : []
                    delegate: Label {
                        required property var modelData
                        Layout.row: modelData.needed
                        Layout.column: 0
                        Layout.preferredWidth: page.wide ? 190 : 120
                        textFormat: Text.PlainText
                        text: modelData.needed === 1 ? qsTr("1: any roll passes")
                            : qsTr("over %1 up to %2: roll %2 or more").arg(modelData.needed - 1).arg(modelData.needed)
                        font.pixelSize: 16
                        wrapMode: Label.WordWrap
                    }
                }
                Repeater {
                    model: page.tab === 1 ? tables.movementRows.length * 3 : 0
                    delegate: PairOfBars {
                        required property int index
                        readonly property var row: tables.movementRows[Math.floor(index / 3)]
                        Layout.row: row.needed
                        Layout.column: 1 + index % 3
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        passOnly: true
                        first: row.first[index % 3]
                        second: row.second[index % 3]
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                visible: page.tab === 1
                Layout.fillWidth: true
                text: qsTr("The chance to pass: the kept d6 must equal or beat the average (§5), whatever the combat die (§3.1). The Elite/Levy mechanic keeps the dice here too (ruling R42).")
                wrapMode: Label.WordWrap
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
            }

            // ---- Elite's edge: what each quality gains over the next, every die and mechanic ------
            ColumnLayout {
                visible: page.tab === 2
                Layout.fillWidth: true
                spacing: 12
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 12
                    Label { textFormat: Text.PlainText; Layout.preferredWidth: page.wide ? 220 : 120; text: qsTr("Dice"); font.pixelSize: 16; font.bold: true }
                    Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 1; text: qsTr("Elite against Regular"); font.pixelSize: 16; font.bold: true; wrapMode: Label.WordWrap }
                    Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 1; text: qsTr("Regular against Levy"); font.pixelSize: 16; font.bold: true; wrapMode: Label.WordWrap }
                    Label { textFormat: Text.PlainText; Layout.fillWidth: true; Layout.preferredWidth: 1; text: qsTr("Elite against Levy"); font.pixelSize: 16; font.bold: true; wrapMode: Label.WordWrap }
                }
                Repeater {
                    model: page.tab === 2 ? tables.gainRows : []
                    delegate: RowLayout {
                        id: gainRow
                        required property int index
                        required property var modelData
                        objectName: "gainRow" + index
                        Layout.fillWidth: true
                        spacing: 12
                        RowLayout {
                            Layout.preferredWidth: page.wide ? 220 : 120
                            Layout.maximumWidth: page.wide ? 220 : 120
                            spacing: 6
                            Chip { visible: gainRow.modelData.isFirst; letter: "A" }
                            Chip { visible: gainRow.modelData.isSecond; letter: "B" }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: qsTr("%1, %2").arg(page.dieName(gainRow.modelData.die)).arg(page.mechanicName(gainRow.modelData.mechanic))
                                font.pixelSize: 16
                                font.bold: gainRow.modelData.isFirst || gainRow.modelData.isSecond
                                wrapMode: Label.WordWrap
                            }
                        }
                        GainCell { gain: gainRow.modelData.eliteOverRegular }
                        GainCell { gain: gainRow.modelData.regularOverLevy }
                        GainCell { gain: gainRow.modelData.eliteOverLevy }
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                visible: page.tab === 2
                Layout.fillWidth: true
                text: qsTr("An even fight: the same weight, no modifiers. Net is wins minus losses; the kept die is how much higher the better quality's kept result is on average.")
                wrapMode: Label.WordWrap
                font.pixelSize: 16
                color: page.Material.secondaryTextColor
            }
            Item { implicitHeight: 12 }
        }
    }

    FileDialog {
        id: exportDialog
        title: qsTr("Save the table")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "csv"
        nameFilters: [qsTr("CSV files (*.csv)")]
        onAccepted: exportResult.text = tables.exportCsv(selectedFile, page.tab)
                    ? qsTr("The table is written to %1.").arg(String(selectedFile).replace(/^file:\/\//, ""))
                    : tables.lastError
    }
}
