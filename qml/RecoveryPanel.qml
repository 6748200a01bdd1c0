import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Recovery phase (§6.1): the engine recovers when the turn ends, and each Base at Fatigue 1
 * may pull 1 from its Block's most worn Base of 3 or more (ruling R17). Every such Base is listed
 * with the Base it would pull from; its owner switches off a Base that declines.
 */
ColumnLayout {
    id: panel
    /** What is picked on the battle screen; Recovery asks for nothing. */
    property BattleSelection selection

    spacing: 10

    RowLayout {
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Ending the turn recovers Fatigue on every Base of the side to act whose Block did not move and that was neither in combat nor shot at. Then each Base at Fatigue 1 may pull 1 from its Block's most worn Base of 3 or more.")
            font.pixelSize: 16
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "6.1" }
    }

    Label {
        textFormat: Text.PlainText
        objectName: "smoothingNone"
        visible: BattleSession.smoothing.length === 0
        Layout.fillWidth: true
        text: qsTr("No Base can pull in smoothing this turn.")
        font.pixelSize: 16
        color: panel.Material.secondaryTextColor
        wrapMode: Label.WordWrap
    }
    Label {
        textFormat: Text.PlainText
        visible: BattleSession.smoothing.length > 0
        Layout.fillWidth: true
        text: qsTr("Smoothing: switch off a Base that declines to pull.")
        font.pixelSize: 16
        font.bold: true
        wrapMode: Label.WordWrap
    }
    Repeater {
        model: BattleSession.smoothing
        delegate: RowLayout {
            id: pull
            required property var modelData
            required property int index
            Layout.fillWidth: true
            spacing: 8
            FlatSwitch {
                objectName: "smoothingSwitch" + pull.index
                checked: !pull.modelData.declined
                Accessible.name: pullText.text
                onToggled: BattleSession.setSmoothingDeclined(pull.modelData.base, !checked)
            }
            Label {
                id: pullText
                textFormat: Text.PlainText
                objectName: "smoothingText" + pull.index
                Layout.fillWidth: true
                text: pull.modelData.declined
                      ? qsTr("%1 of %2 declines to pull.").arg(pull.modelData.label).arg(pull.modelData.blockName)
                      : pull.modelData.donor >= 0
                        ? qsTr("%1 of %2 pulls 1 from %3.").arg(pull.modelData.label).arg(pull.modelData.blockName)
                                                          .arg(pull.modelData.donorLabel)
                        : qsTr("%1 of %2: the Bases before it took every Base of 3 or more.").arg(pull.modelData.label)
                                                                                              .arg(pull.modelData.blockName)
                font.pixelSize: 16
                wrapMode: Label.WordWrap
            }
        }
    }
}
