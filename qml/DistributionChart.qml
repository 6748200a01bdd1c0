pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The exact chance of each kept result as bars (§3.1). The bar of the result
 * just rolled is highlighted; in a movement test the bars that pass are tinted.
 */
Item {
    id: chart

    required property DistributionModel model
    /** The kept result to highlight; 0 for none. */
    property int highlightValue: 0
    /** Results at or above this pass a movement test; 0 when not testing. */
    property int passFrom: 0

    implicitWidth: 320
    implicitHeight: 220

    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Chance of each result")

    RowLayout {
        anchors.fill: parent
        spacing: 8

        Repeater {
            model: chart.model

            delegate: ColumnLayout {
                id: bar

                required property int value
                required property real probability
                required property string fraction

                readonly property bool highlighted: value === chart.highlightValue
                readonly property bool passes: chart.passFrom > 0 && value >= chart.passFrom

                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 4

                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: bar.fraction
                    font.pixelSize: 16
                    color: chart.Material.secondaryTextColor
                }
                Item {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Rectangle {
                        anchors.bottom: parent.bottom
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: Math.min(parent.width, 56)
                        height: Math.max(3, parent.height * bar.probability / Math.max(chart.model.largestProbability, 0.0001))
                        radius: 4
                        color: bar.highlighted ? chart.Material.accentColor
                             : bar.passes ? (chart.Material.theme === Material.Dark ? "#66bb6a" : "#2e7d32")
                             : chart.Material.hintTextColor
                        opacity: bar.highlighted ? 1 : 0.75
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: bar.value
                    font.pixelSize: 20
                    font.bold: bar.highlighted
                }
            }
        }
    }
}
