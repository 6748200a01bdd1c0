pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * A melee of My Wargame Rules before the roll (§6, §7, §10, §10.1): the defender,
 * the edge attacked, the supporters of both sides, both itemized Resolves, who
 * rolls how many dice, and the exact odds of the five results. The roll itself is
 * the page's deciding button; with the players' own dice, their faces are read here.
 * Every figure is the engine's (MwrBattleSession.preview).
 */
ColumnLayout {
    id: panel

    readonly property mwrMeleePreview preview: MwrBattleSession.preview
    /** The enemies the attacker may fight, and the five results' odds, as lists. */
    readonly property var targets: MwrBattleSession.targets
    readonly property var odds: preview.odds
    /** The players roll their own dice: the faces they read, 0 for none yet. */
    property bool ownDice: false
    property int firstFace: 0
    property int secondFace: 0
    /** Enough faces read for the roll the engine plans. */
    readonly property bool facesReady: !ownDice || (firstFace > 0 && (preview.dice < 2 || secondFace > 0))
    readonly property var faces: preview.dice < 2 ? [firstFace] : [firstFace, secondFace]
    readonly property list<string> directions: ["front", "flank", "rear"]

    spacing: 10

    function clearFaces() {
        firstFace = 0;
        secondFace = 0;
    }
    Connections {
        target: MwrBattleSession
        function onGameChanged() { panel.clearFaces(); }
    }

    Label {
        objectName: "meleeError"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: !panel.preview.valid && panel.preview.error.length > 0
        text: panel.preview.error
        wrapMode: Label.Wrap
        font.pixelSize: 16
        color: Terms.problemColor(panel.Material.theme === Material.Dark)
    }

    // ---- both Resolves, line by line (§10.1)
    RowLayout {
        Layout.fillWidth: true
        visible: panel.preview.valid
        spacing: 12
        Repeater {
            model: [{ name: panel.preview.attackerName, items: panel.preview.attackerItems, total: panel.preview.attackerTotal },
                    { name: panel.preview.defenderName, items: panel.preview.defenderItems, total: panel.preview.defenderTotal }]
            delegate: Frame {
                id: resolveFrame
                required property var modelData
                required property int index
                objectName: index === 0 ? "attackerResolve" : "defenderResolve"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                padding: 8
                ColumnLayout {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    spacing: 2
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("%1: Resolve %2").arg(resolveFrame.modelData.name).arg(resolveFrame.modelData.total)
                        font.pixelSize: 16
                        font.bold: true
                        wrapMode: Label.Wrap
                    }
                    Repeater {
                        model: resolveFrame.modelData.items
                        // In a narrow frame the citations go under the modifier's words, so that a long
                        // word ("Grund-Entschlossenheit") is never cut; in a wide one they stand beside it.
                        delegate: GridLayout {
                            id: item
                            required property var modelData
                            readonly property bool narrow: resolveFrame.width < 400
                            Layout.fillWidth: true
                            columns: narrow ? 2 : 3
                            columnSpacing: 6
                            rowSpacing: 0
                            Label {
                                textFormat: Text.PlainText
                                text: item.modelData.amount
                                font.pixelSize: 16
                                font.bold: true
                                Layout.preferredWidth: 28
                                Layout.alignment: Qt.AlignTop
                                Layout.topMargin: item.narrow ? 0 : 12
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                Layout.alignment: Qt.AlignVCenter
                                text: item.modelData.text
                                font.pixelSize: 16
                                wrapMode: Label.WordWrap
                            }
                            Item {
                                visible: item.narrow
                                Layout.preferredWidth: 28
                            }
                            // Each modifier's section and ruling open in My Wargame Rules' own book and register.
                            RowLayout {
                                spacing: 6
                                Layout.alignment: item.narrow ? Qt.AlignLeft : Qt.AlignRight
                                CitationButton {
                                    objectName: "resolveSection"
                                    visible: section.length > 0
                                    section: item.modelData.section
                                    ruleset: "my-wargame-rules"
                                }
                                CitationButton {
                                    objectName: "resolveRuling"
                                    // Its place is kept where there is none: the sections stand in one column.
                                    enabled: section.length > 0
                                    opacity: enabled ? 1 : 0
                                    Layout.preferredWidth: 64
                                    section: item.modelData.ruling
                                    ruleset: "my-wargame-rules"
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    Label {
        objectName: "rollPlan"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.preview.valid
        text: panel.preview.rollText + " (§10)"
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.Wrap
    }

    // ---- the odds of the five results before the roll (§10, R5)
    // The names' column is as wide as the longest name in the app's language, so none is split.
    FontMetrics {
        id: resultNames
        font.pixelSize: 16
        font.bold: true
    }
    readonly property real resultNameWidth: Math.min(panel.width / 3,
        Math.max(90, ...(panel.preview.valid ? panel.odds : []).map(o => Math.ceil(resultNames.advanceWidth(o.name)) + 2)))
    Repeater {
        model: panel.preview.valid ? panel.odds : []
        delegate: RowLayout {
            id: odd
            required property var modelData
            objectName: "odds_" + modelData.key
            Layout.fillWidth: true
            spacing: 8
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: panel.resultNameWidth
                text: odd.modelData.name
                font: resultNames.font
                wrapMode: Label.WordWrap
            }
            Rectangle {
                Layout.fillWidth: true
                implicitHeight: 18
                radius: 4
                color: Qt.alpha(panel.Material.foreground, 0.1)
                Rectangle {
                    width: parent.width * odd.modelData.chance
                    height: parent.height
                    radius: 4
                    color: panel.Material.accentColor
                }
            }
            Label {
                objectName: "fraction"
                textFormat: Text.PlainText
                text: odd.modelData.fraction + " · " + odd.modelData.percent
                font.pixelSize: 16
                Layout.preferredWidth: 100
                horizontalAlignment: Text.AlignRight
            }
        }
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.preview.valid && panel.preview.dice === 2
        text: qsTr("Picking its best by the table's order (R5). A die offers: %1")
              .arg(panel.odds.map(o => o.name + " " + o.offeredFraction).join(", "))
        font.pixelSize: 14
        color: panel.Material.secondaryTextColor
        wrapMode: Label.Wrap
    }

    // ---- the defender: the enemies it is engaged with (R4)
    ChoiceRow {
        objectName: "defenderChoice"
        Layout.fillWidth: true
        visible: panel.targets.length > 1
        title: qsTr("Defender")
        choices: panel.targets.map(t => t.name)
        currentIndex: panel.targets.findIndex(t => t.unit === MwrBattleSession.defender)
        onChosen: index => MwrBattleSession.defender = panel.targets[index].unit
    }
    // ---- the edge attacked (§7)
    ChoiceRow {
        objectName: "directionChoice"
        Layout.fillWidth: true
        title: qsTr("Edge of %1 attacked (§7)").arg(panel.preview.defenderName)
        choices: [qsTr("Front"), qsTr("Flank +1"), qsTr("Rear +2")]
        currentIndex: panel.directions.indexOf(MwrBattleSession.direction)
        onChosen: index => MwrBattleSession.direction = panel.directions[index]
    }
    // ---- the supporters (§6): none, side or rear, for each friend
    Repeater {
        model: [{ attacker: true, friends: MwrBattleSession.attackerFriends },
                { attacker: false, friends: MwrBattleSession.defenderFriends }]
        delegate: ColumnLayout {
            id: supportBlock
            required property var modelData
            Layout.fillWidth: true
            spacing: 4
            visible: modelData.friends.length > 0
            Label {
                textFormat: Text.PlainText
                text: supportBlock.modelData.attacker ? qsTr("Support for %1 (§6)").arg(panel.preview.attackerName || MwrBattleSession.selectedName)
                                                      : qsTr("Support for %1 (§6)").arg(panel.preview.defenderName)
                font.pixelSize: 16
                color: panel.Material.secondaryTextColor
            }
            Repeater {
                model: supportBlock.modelData.friends
                delegate: RowLayout {
                    id: friendRow
                    required property var modelData
                    readonly property list<string> kinds: ["", "side", "rear"]
                    Layout.fillWidth: true
                    spacing: 8
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        text: friendRow.modelData.name
                        font.pixelSize: 16
                        elide: Label.ElideRight
                    }
                    ChoiceRow {
                        objectName: "support" + friendRow.modelData.unit
                        Layout.fillWidth: true
                        Layout.rightMargin: 2
                        Layout.preferredWidth: 2
                        choices: [qsTr("None"), qsTr("Side"), qsTr("Rear")]
                        currentIndex: friendRow.kinds.indexOf(friendRow.modelData.kind)
                        onChosen: index => MwrBattleSession.setSupport(supportBlock.modelData.attacker,
                                                                       friendRow.modelData.unit, friendRow.kinds[index])
                    }
                }
            }
        }
    }

    // ---- whose dice
    ChoiceRow {
        objectName: "diceSource"
        Layout.fillWidth: true
        visible: panel.preview.valid
        choices: [qsTr("App's dice"), qsTr("Our own dice")]
        currentIndex: panel.ownDice ? 1 : 0
        onChosen: index => { panel.ownDice = index === 1; panel.clearFaces(); }
    }
    DieFacePicker {
        objectName: "firstDie"
        Layout.fillWidth: true
        visible: panel.preview.valid && panel.ownDice
        title: panel.preview.dice < 2 ? qsTr("The die shows") : qsTr("First die")
        faces: [1, 2, 3, 4, 5, 6]
        facePrefix: "firstFace_"
        value: panel.firstFace
        onPicked: face => panel.firstFace = face
    }
    DieFacePicker {
        objectName: "secondDie"
        Layout.fillWidth: true
        visible: panel.preview.valid && panel.ownDice && panel.preview.dice === 2
        title: qsTr("Second die")
        faces: [1, 2, 3, 4, 5, 6]
        facePrefix: "secondFace_"
        value: panel.secondFace
        onPicked: face => panel.secondFace = face
    }
}
