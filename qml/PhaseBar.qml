pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/** The four phases of a turn as a stepper (§4): those done, the current one, those to come. */
RowLayout {
    id: bar

    /** "move", "shoot", "combat" or "recovery" */
    required property string phase
    readonly property list<string> phases: ["move", "shoot", "combat", "recovery"]
    readonly property int current: phases.indexOf(phase)

    spacing: 4

    Repeater {
        model: bar.phases
        delegate: Rectangle {
            id: step
            required property int index
            required property string modelData
            readonly property bool isCurrent: index === bar.current
            readonly property bool done: index < bar.current

            objectName: "phase_" + modelData
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            implicitHeight: 48
            radius: 8
            color: isCurrent ? bar.Material.primaryColor : "transparent"
            border.width: 1
            border.color: isCurrent ? bar.Material.primaryColor : Qt.alpha(bar.Material.foreground, 0.3)
            Accessible.role: Accessible.StaticText
            Accessible.name: isCurrent ? qsTr("%1 phase, now").arg(label.text) : label.text

            Label {
                textFormat: Text.PlainText
                id: label
                anchors.centerIn: parent
                width: parent.width - 8
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                text: (step.done ? "✓ " : (step.index + 1) + ". ") + Terms.phase(step.modelData)
                font.pixelSize: 16
                font.bold: step.isCurrent
                color: step.isCurrent ? "white" : (step.done ? bar.Material.secondaryTextColor : bar.Material.foreground)
            }
        }
    }
}
