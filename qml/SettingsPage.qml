pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/** The app's settings: language, theme, who rolls the dice, sounds and vibration. */
Page {
    id: page

    title: qsTr("Settings")

    ScrollView {
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: Math.min(parent.width - 48, 720)
            x: (parent.width - width) / 2
            spacing: 8

            Item {
                Layout.preferredHeight: 8
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Language")
                font.pixelSize: 22
                font.bold: true
            }
            ButtonGroup {
                id: languageGroup
            }
            RadioDelegate {
                objectName: "language_system"
                Layout.fillWidth: true
                implicitHeight: 56
                text: qsTr("Same as the system (%1)").arg(Languages.nativeName(Languages.effectiveLanguage))
                checked: Languages.language === ""
                ButtonGroup.group: languageGroup
                onClicked: Languages.language = ""
            }
            Repeater {
                model: Languages.availableLanguages
                delegate: RadioDelegate {
                    required property string modelData
                    objectName: "language_" + modelData
                    Layout.fillWidth: true
                    implicitHeight: 56
                    text: Languages.nativeName(modelData)
                    checked: Languages.language === modelData
                    ButtonGroup.group: languageGroup
                    onClicked: Languages.language = modelData
                }
            }

            Item {
                Layout.preferredHeight: 16
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Theme")
                font.pixelSize: 22
                font.bold: true
            }
            ButtonGroup {
                id: themeGroup
            }
            Repeater {
                model: [
                    { "key": "system", "label": qsTr("Same as the system") },
                    { "key": "light", "label": qsTr("Light") },
                    { "key": "dark", "label": qsTr("Dark") }
                ]
                delegate: RadioDelegate {
                    required property var modelData
                    objectName: "theme_" + modelData.key
                    Layout.fillWidth: true
                    implicitHeight: 56
                    text: modelData.label // only translated words: the themes' names
                    checked: Appearance.theme === modelData.key
                    ButtonGroup.group: themeGroup
                    onClicked: Appearance.theme = modelData.key
                }
            }

            Item {
                Layout.preferredHeight: 16
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Dice")
                font.pixelSize: 22
                font.bold: true
            }
            ButtonGroup {
                id: diceGroup
            }
            Repeater {
                model: [
                    { "key": "app", "label": qsTr("The tablet rolls"),
                      "explanation": qsTr("Tap to roll: the app rolls every die and keeps the record.") },
                    { "key": "physical", "label": qsTr("We roll our own dice"),
                      "explanation": qsTr("Roll real dice at the table and enter what they show.") }
                ]
                delegate: RadioDelegate {
                    id: diceChoice
                    required property var modelData
                    objectName: "dice_" + modelData.key
                    Layout.fillWidth: true
                    implicitHeight: Math.max(64, implicitContentHeight + topPadding + bottomPadding)
                    text: modelData.label
                    checked: Preferences.diceMode === modelData.key
                    ButtonGroup.group: diceGroup
                    Accessible.name: modelData.label
                    Accessible.description: modelData.explanation
                    onClicked: Preferences.diceMode = modelData.key
                    contentItem: ColumnLayout {
                        spacing: 2
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            Layout.rightMargin: diceChoice.indicator.width + diceChoice.spacing
                            text: diceChoice.text
                            wrapMode: Label.WordWrap
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            Layout.rightMargin: diceChoice.indicator.width + diceChoice.spacing
                            text: diceChoice.modelData.explanation
                            font.pixelSize: 15
                            color: page.Material.secondaryTextColor
                            wrapMode: Label.WordWrap
                        }
                    }
                }
            }

            Item {
                Layout.preferredHeight: 16
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Sound and vibration")
                font.pixelSize: 22
                font.bold: true
            }
            Repeater {
                model: [
                    { "key": "sounds", "label": qsTr("Sounds"),
                      "explanation": qsTr("Off unless you turn it on. This version of the app has no sounds yet; your choice is kept for when it does.") },
                    { "key": "haptics", "label": qsTr("Vibration"),
                      "explanation": qsTr("Off unless you turn it on. This version of the app does not vibrate yet; your choice is kept for when it does.") }
                ]
                delegate: SwitchDelegate {
                    id: toggle
                    required property var modelData
                    objectName: modelData.key + "Switch"
                    Layout.fillWidth: true
                    implicitHeight: Math.max(64, implicitContentHeight + topPadding + bottomPadding)
                    text: modelData.label
                    checked: modelData.key === "sounds" ? Preferences.sounds : Preferences.haptics
                    Accessible.name: modelData.label
                    Accessible.description: modelData.explanation
                    onToggled: {
                        if (modelData.key === "sounds")
                            Preferences.sounds = checked;
                        else
                            Preferences.haptics = checked;
                    }
                    contentItem: ColumnLayout {
                        spacing: 2
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            Layout.rightMargin: toggle.indicator.width + toggle.spacing
                            text: toggle.text
                            wrapMode: Label.WordWrap
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            Layout.rightMargin: toggle.indicator.width + toggle.spacing
                            text: toggle.modelData.explanation
                            font.pixelSize: 15
                            color: page.Material.secondaryTextColor
                            wrapMode: Label.WordWrap
                        }
                    }
                }
            }

            Item {
                Layout.preferredHeight: 16
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("About")
                font.pixelSize: 22
                font.bold: true
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Label.WordWrap
                text: qsTr("Ancients Companion %1 — for the Ancients Wargame, Core Rulebook v3.").arg(Qt.application.version)
            }
        }
    }
}
