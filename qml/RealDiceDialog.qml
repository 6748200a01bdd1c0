import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * "I rolled real dice": the players tap the faces their own dice show and the
 * app reads the result exactly as if it had rolled them (§3.1).
 */
Dialog {
    id: dialog

    required property DiceRoller roller
    property int firstDie: 0
    property int secondDie: 0
    readonly property bool complete: firstDie > 0 && (roller.diceCount < 2 || secondDie > 0)

    title: qsTr("Enter your dice")
    modal: true
    width: Math.min(parent ? parent.width - 32 : 560, 560)
    padding: 20

    onAboutToShow: {
        firstDie = 0;
        secondDie = 0;
    }

    contentItem: ColumnLayout {
        spacing: 14

        Label {
            Layout.fillWidth: true
            wrapMode: Label.WordWrap
            font.pixelSize: 17
            text: dialog.roller.diceCount === 2
                  ? qsTr("%1 rolls two dice on the %2. Tap what each die shows.")
                        .arg(dialog.roller.quality === DiceRoller.Elite ? qsTr("Elite") : qsTr("Levy"))
                        .arg(dialog.roller.effectiveDie === DiceRoller.D6 ? qsTr("d6") : qsTr("averaging die"))
                  : qsTr("Regular rolls one die on the %1. Tap what it shows.")
                        .arg(dialog.roller.effectiveDie === DiceRoller.D6 ? qsTr("d6") : qsTr("averaging die"))
        }

        Repeater {
            model: dialog.roller.diceCount
            delegate: ColumnLayout {
                id: dieEntry
                required property int index
                Layout.fillWidth: true
                spacing: 6

                Label {
                    text: dieEntry.index === 0 ? qsTr("First die") : qsTr("Second die")
                    font.pixelSize: 16
                    color: dialog.Material.secondaryTextColor
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    Repeater {
                        model: dialog.roller.faceValues
                        delegate: Button {
                            required property int modelData
                            objectName: "face" + dieEntry.index + "_" + modelData
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            implicitHeight: 64
                            text: modelData
                            font.pixelSize: 24
                            font.bold: true
                            checkable: true
                            checked: (dieEntry.index === 0 ? dialog.firstDie : dialog.secondDie) === modelData
                            highlighted: checked
                            Accessible.name: dieEntry.index === 0 ? qsTr("First die shows %1").arg(modelData)
                                                                  : qsTr("Second die shows %1").arg(modelData)
                            onClicked: {
                                if (dieEntry.index === 0)
                                    dialog.firstDie = modelData;
                                else
                                    dialog.secondDie = modelData;
                            }
                        }
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            visible: dialog.roller.lastError.length > 0
            text: dialog.roller.lastError
            wrapMode: Label.WordWrap
            color: dialog.Material.theme === Material.Dark ? "#e57373" : "#c62828"
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Cancel")
            flat: true
            implicitHeight: 52
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        Button {
            objectName: "readButton"
            text: qsTr("Read result")
            implicitHeight: 52
            enabled: dialog.complete
            highlighted: true
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }

    onAccepted: {
        if (!roller.enterRealDice(firstDie, secondDie))
            open();
    }
}
