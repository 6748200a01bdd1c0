pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The quick cohesion tracker of My Wargame Rules: two sides of units, each unit's
 * cohesion state in colour and in words (§2, ruling R19), a hit and a rally a tap
 * each (§2, §9), and each side's units lost against the break point the players
 * agreed (§3, ruling R13). Side by side in landscape, one above the other in
 * portrait. Saved after every change.
 */
Page {
    id: page

    /** Both sides side by side where a side's column keeps room for a whole name and its buttons; else one above the other. */
    readonly property bool twoColumns: width >= 1000

    /** The colour of cohesion state @p key (ruling R19), always shown with its word. */
    function cohesionColour(key: string): color {
        return key === "fresh" ? "#2e7d32" : key === "shaken" ? "#b8860b" : key === "disrupted" ? "#ef6c00" : "#c62828";
    }

    title: qsTr("Cohesion tracker")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        // A file that could not be read or saved: what and where, until dismissed.
        Pane {
            objectName: "problemBanner"
            visible: CohesionTracker.problem.length > 0
            Layout.fillWidth: true
            padding: 12
            background: Rectangle {
                radius: 6
                color: page.Material.theme === Material.Dark ? "#4e342e" : "#ffebee"
                border.color: page.Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
            }
            RowLayout {
                anchors.fill: parent
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: CohesionTracker.problem
                    wrapMode: Label.WrapAtWordBoundaryOrAnywhere
                    font.pixelSize: 16
                }
                FilledButton {
                    implicitHeight: 48
                    flat: true
                    text: qsTr("Dismiss")
                    font.capitalization: Font.MixedCase
                    onClicked: CohesionTracker.dismissProblem()
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: 8
            FilledButton {
                objectName: "cohesionUndoButton"
                implicitHeight: 56
                text: qsTr("Undo")
                font.capitalization: Font.MixedCase
                enabled: CohesionTracker.canUndo
                onClicked: CohesionTracker.undo()
            }
            FilledButton {
                objectName: "cohesionFreshButton"
                implicitHeight: 56
                text: qsTr("All Fresh")
                font.capitalization: Font.MixedCase
                enabled: !CohesionTracker.empty
                onClicked: CohesionTracker.resetStates()
            }
            FilledButton {
                objectName: "cohesionClearButton"
                implicitHeight: 56
                text: qsTr("Clear")
                font.capitalization: Font.MixedCase
                enabled: !CohesionTracker.empty
                onClicked: CohesionTracker.clear()
            }
            FilledButton {
                objectName: "cohesionSampleButton"
                implicitHeight: 56
                visible: CohesionTracker.empty
                text: qsTr("Try with two sample armies")
                font.capitalization: Font.MixedCase
                onClicked: CohesionTracker.fillWithSample()
            }
            // The break point the players agreed (ruling R13): 0 plays to the last unit.
            RowLayout {
                spacing: 4
                height: 56
                Label {
                    textFormat: Text.PlainText
                    text: CohesionTracker.breakPoint > 0
                          ? qsTr("Break point: %1 lost (§3, R13)").arg(CohesionTracker.breakPoint)
                          : qsTr("No break point: to the last unit (§3, R13)")
                    font.pixelSize: 16
                }
                RoundButton {
                    objectName: "breakPointLower"
                    implicitWidth: 48
                    implicitHeight: 48
                    text: "−"
                    font.pixelSize: 22
                    enabled: CohesionTracker.breakPoint > 0
                    Accessible.name: qsTr("Lower the break point")
                    onClicked: CohesionTracker.breakPoint -= 1
                }
                RoundButton {
                    objectName: "breakPointRaise"
                    implicitWidth: 48
                    implicitHeight: 48
                    text: "+"
                    font.pixelSize: 22
                    enabled: CohesionTracker.breakPoint < CohesionTracker.maximumUnits
                    Accessible.name: qsTr("Raise the break point")
                    onClicked: CohesionTracker.breakPoint += 1
                }
            }
        }

        Label {
            objectName: "cohesionOutcome"
            textFormat: Text.PlainText
            visible: CohesionTracker.outcome.length > 0
            Layout.fillWidth: true
            text: CohesionTracker.outcome === "draw" ? qsTr("Both sides are defeated: the battle is a draw (§3, R13).")
                : CohesionTracker.outcome === "a" ? qsTr("%1 wins: %2 is defeated (§3, R13).").arg(CohesionTracker.sideA.name).arg(CohesionTracker.sideB.name)
                : qsTr("%1 wins: %2 is defeated (§3, R13).").arg(CohesionTracker.sideB.name).arg(CohesionTracker.sideA.name)
            font.pixelSize: 20
            font.bold: true
            wrapMode: Label.WordWrap
        }
        Label {
            objectName: "cohesionRefusal"
            textFormat: Text.PlainText
            visible: CohesionTracker.refusal.length > 0
            Layout.fillWidth: true
            text: CohesionTracker.refusal
            color: page.Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: page.twoColumns ? 2 : 1
            columnSpacing: 16
            rowSpacing: 12
            Repeater {
                model: [CohesionTracker.sideA, CohesionTracker.sideB]
                delegate: ColumnLayout {
                    id: sideColumn
                    required property CohesionSideModel modelData
                    required property int index
                    readonly property CohesionSideModel sideModel: modelData
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    // Placed by row and column, which a turn of the tablet re-lays at once
                    // (a change of the grid's columns alone does not, Qt 6.4).
                    Layout.row: page.twoColumns ? 0 : index
                    Layout.column: page.twoColumns ? index : 0
                    spacing: 6

                    RowLayout {
                        Layout.fillWidth: true
                        TextField {
                            objectName: "sideName" + sideColumn.index
                            Layout.fillWidth: true
                            implicitHeight: 52
                            font.pixelSize: 20
                            font.bold: true
                            text: sideColumn.sideModel.name
                            Accessible.name: qsTr("The side's name")
                            onEditingFinished: CohesionTracker.setSideName(sideColumn.index, text)
                        }
                        Label {
                            objectName: "sideLost" + sideColumn.index
                            textFormat: Text.PlainText
                            text: sideColumn.sideModel.defeated ? qsTr("Defeated: %1 of %2 lost").arg(sideColumn.sideModel.lost).arg(sideColumn.sideModel.count)
                                                                : qsTr("%1 of %2 lost").arg(sideColumn.sideModel.lost).arg(sideColumn.sideModel.count)
                            font.pixelSize: 16
                            font.bold: sideColumn.sideModel.defeated
                            color: sideColumn.sideModel.defeated ? page.cohesionColour("destroyed") : page.Material.foreground
                        }
                    }

                    ListView {
                        objectName: "units" + sideColumn.index
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 120
                        clip: true
                        spacing: 4
                        model: sideColumn.sideModel
                        delegate: Pane {
                            id: unitRow
                            required property int index
                            required property string name
                            required property string cohesion
                            required property string cohesionText
                            required property bool destroyed
                            required property bool canRally
                            objectName: "unit" + sideColumn.index + "_" + index
                            width: ListView.view.width
                            padding: 6
                            Material.elevation: Terms.elevation(background, 1)
                            RowLayout {
                                anchors.fill: parent
                                spacing: 6
                                // The state in colour and in words (ruling R19), never by colour alone.
                                Rectangle {
                                    implicitWidth: 14
                                    Layout.fillHeight: true
                                    radius: 3
                                    color: page.cohesionColour(unitRow.cohesion)
                                }
                                ColumnLayout {
                                    Layout.fillWidth: true
                                    spacing: 0
                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        text: unitRow.name
                                        font.pixelSize: 18
                                        font.strikeout: unitRow.destroyed
                                        // The whole name, on two lines if it must: a player reads it against the figures.
                                        wrapMode: Label.WordWrap
                                        maximumLineCount: 2
                                        elide: Label.ElideRight
                                    }
                                    Label {
                                        objectName: "cohesionText" + sideColumn.index + "_" + unitRow.index
                                        textFormat: Text.PlainText
                                        text: unitRow.cohesionText
                                        font.pixelSize: 16
                                        font.bold: true
                                        color: page.cohesionColour(unitRow.cohesion)
                                    }
                                }
                                FilledButton {
                                    objectName: "hit" + sideColumn.index + "_" + unitRow.index
                                    implicitHeight: 52
                                    implicitWidth: Math.max(72, implicitContentWidth + leftPadding + rightPadding)
                                    text: qsTr("Hit")
                                    font.capitalization: Font.MixedCase
                                    font.pixelSize: 16
                                    enabled: !unitRow.destroyed
                                    Accessible.name: qsTr("%1 takes a hit").arg(unitRow.name)
                                    onClicked: CohesionTracker.hit(sideColumn.index, unitRow.index)
                                }
                                FilledButton {
                                    objectName: "rally" + sideColumn.index + "_" + unitRow.index
                                    implicitHeight: 52
                                    implicitWidth: Math.max(72, implicitContentWidth + leftPadding + rightPadding)
                                    text: qsTr("Rally")
                                    font.capitalization: Font.MixedCase
                                    font.pixelSize: 16
                                    enabled: unitRow.canRally
                                    Accessible.name: qsTr("%1 rallies").arg(unitRow.name)
                                    onClicked: CohesionTracker.rally(sideColumn.index, unitRow.index)
                                }
                                ToolButton {
                                    objectName: "remove" + sideColumn.index + "_" + unitRow.index
                                    implicitWidth: 48
                                    implicitHeight: 48
                                    text: "✕"
                                    Accessible.name: qsTr("Remove %1").arg(unitRow.name)
                                    onClicked: CohesionTracker.removeUnit(sideColumn.index, unitRow.index)
                                }
                            }
                        }
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 6
                        TextField {
                            id: newUnit
                            objectName: "newUnit" + sideColumn.index
                            Layout.fillWidth: true
                            implicitHeight: 52
                            font.pixelSize: 16
                            placeholderText: qsTr("Unit name")
                            onAccepted: addButton.clicked()
                        }
                        FilledButton {
                            id: addButton
                            objectName: "addUnit" + sideColumn.index
                            implicitHeight: 52
                            text: qsTr("Add unit")
                            font.capitalization: Font.MixedCase
                            font.pixelSize: 16
                            onClicked: {
                                if (CohesionTracker.addUnit(sideColumn.index, newUnit.text))
                                    newUnit.text = "";
                            }
                        }
                    }
                }
            }
        }
    }
}
