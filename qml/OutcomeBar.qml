pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

/**
 * One fight's chances as a stacked bar: win, draw and loss side by side, each as
 * wide as its chance and labelled with its percentage where there is room. With
 * `passOnly`, one chance alone (a movement test's pass) against the rest.
 */
Item {
    id: bar

    property real win: 0
    property real draw: 0
    property real loss: 0
    /** Only `win` is drawn, as a pass against a fail. */
    property bool passOnly: false
    // Deep enough for white figures on them, in both themes.
    readonly property color winColor: "#2e7d32"
    readonly property color drawColor: "#757575"
    readonly property color lossColor: "#c62828"

    /** A chance in whole percent; one that rounds away to 0 or 100 but is not says so ("<1%", ">99%"). */
    function percent(x: real): string {
        const p = Math.round(x * 100);
        return p === 0 && x > 0 ? "<1%" : p === 100 && x < 1 ? ">99%" : p + "%";
    }

    implicitHeight: 26
    implicitWidth: 200
    Accessible.role: Accessible.StaticText
    Accessible.name: passOnly ? qsTr("passes %1").arg(percent(win))
                              : qsTr("wins %1, draws %2, loses %3").arg(percent(win)).arg(percent(draw)).arg(percent(loss))

    Rectangle {
        anchors.fill: parent
        radius: 4
        color: "transparent"
        border.width: 1
        border.color: bar.Material.hintTextColor
    }
    Row {
        anchors.fill: parent
        anchors.margins: 1
        Repeater {
            model: bar.passOnly ? [bar.win] : [bar.win, bar.draw, bar.loss]
            delegate: Rectangle {
                id: segment
                required property int index
                required property real modelData
                width: (bar.width - 2) * segment.modelData
                height: bar.height - 2
                radius: 3
                color: [bar.winColor, bar.drawColor, bar.lossColor][segment.index]
                Label {
                    id: segmentText
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    visible: segment.width >= segmentText.implicitWidth + 6
                    text: bar.percent(segment.modelData)
                    font.pixelSize: 14
                    font.bold: true
                    color: "white"
                }
            }
        }
    }
    // A pass chance too small to hold its label shows it beside the bar.
    Label {
        id: besideText
        textFormat: Text.PlainText
        visible: bar.passOnly && (bar.width - 2) * bar.win < besideText.implicitWidth + 6
        x: Math.min((bar.width - 2) * bar.win + 6, bar.width - besideText.implicitWidth - 4)
        anchors.verticalCenter: parent.verticalCenter
        text: bar.percent(bar.win)
        font.pixelSize: 14
        font.bold: true
    }
}
