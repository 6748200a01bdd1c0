pragma ComponentBehavior: Bound

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
    Material.elevation: Terms.elevation(background, 24)

    required property DiceRoller roller
    property int firstDie: 0
    property int secondDie: 0
    property int thirdDie: 0
    /** How many dice the engine needs, given those tapped in (a reroll is asked for once the first two call for it). */
    readonly property int count: reading.count
    readonly property bool complete: reading.complete
    readonly property string dieName: dialog.roller.effectiveDie === DiceRoller.D6 ? qsTr("d6") : qsTr("averaging die")

    title: qsTr("Enter your dice")
    modal: true
    width: Math.min(parent ? parent.width - 32 : 560, 560)
    padding: 20

    onAboutToShow: {
        firstDie = 0;
        secondDie = 0;
        thirdDie = 0;
    }

    DiceReading {
        id: reading
        quality: ["elite", "regular", "levy"][dialog.roller.quality]
        die: dialog.roller.effectiveDie === DiceRoller.D6 ? "d6" : "averaging"
        mechanic: ["none", "reroll", "best-of-three"][dialog.roller.mechanic]
        first: dialog.firstDie
        second: dialog.secondDie
        third: dialog.thirdDie
    }

    contentItem: ColumnLayout {
        spacing: 14

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Label.WordWrap
            font.pixelSize: 16
            text: dialog.roller.diceCount === 1
                  ? qsTr("Regular rolls one die on the %1. Tap what it shows.").arg(dialog.dieName)
                  : dialog.roller.diceCount === 3
                  ? qsTr("%1 rolls three dice on the %2. Tap what each die shows.")
                        .arg(dialog.roller.quality === DiceRoller.Elite ? qsTr("Elite") : qsTr("Levy")).arg(dialog.dieName)
                  : qsTr("%1 rolls two dice on the %2. Tap what each die shows.")
                        .arg(dialog.roller.quality === DiceRoller.Elite ? qsTr("Elite") : qsTr("Levy")).arg(dialog.dieName)
        }

        DieFacePicker {
            Layout.fillWidth: true
            title: dialog.count === 1 ? qsTr("Your die") : qsTr("First die")
            faces: dialog.roller.faceValues
            facePrefix: "face0_"
            value: dialog.firstDie
            onPicked: face => dialog.firstDie = face
        }
        DieFacePicker {
            Layout.fillWidth: true
            visible: dialog.count >= 2
            title: qsTr("Second die")
            faces: dialog.roller.faceValues
            facePrefix: "face1_"
            value: dialog.secondDie
            onPicked: face => dialog.secondDie = face
        }
        DieFacePicker {
            Layout.fillWidth: true
            visible: dialog.count === 3
            title: reading.thirdIsReroll ? qsTr("The kept die, rolled again") : qsTr("Third die")
            faces: dialog.roller.faceValues
            facePrefix: "face2_"
            value: dialog.thirdDie
            onPicked: face => dialog.thirdDie = face
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: dialog.roller.lastError.length > 0
            text: dialog.roller.lastError
            wrapMode: Label.WordWrap
            color: Terms.problemColor(dialog.Material.theme === Material.Dark)
        }
    }

    footer: RowLayout {
        spacing: 8
        Item {
            Layout.fillWidth: true
        }
        FilledButton {
            objectName: "cancelButton"
            Layout.bottomMargin: 12
            text: qsTr("Cancel")
            flat: true
            implicitHeight: 52
            font.capitalization: Font.MixedCase
            onClicked: dialog.reject()
        }
        FilledButton {
            objectName: "readButton"
            Layout.rightMargin: 16
            Layout.bottomMargin: 12
            text: qsTr("Read result")
            implicitHeight: 52
            enabled: dialog.complete
            highlighted: true
            font.capitalization: Font.MixedCase
            onClicked: dialog.accept()
        }
    }

    onAccepted: {
        if (!roller.enterRealDice(firstDie, secondDie, thirdDie))
            open();
    }
}
