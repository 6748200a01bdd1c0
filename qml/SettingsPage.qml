pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/** The app's settings: language, theme, who rolls the dice, the roll sound, face to face, the umpire's PIN. */
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
                            font.pixelSize: 16
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
                text: qsTr("At the table")
                font.pixelSize: 22
                font.bold: true
            }
            Repeater {
                model: [
                    { "key": "sounds", "label": qsTr("Sounds"),
                      "explanation": qsTr("A short rattle of dice whenever the tablet rolls: in the dice roller and in the battle. Off unless you turn it on.") },
                    { "key": "faceToFace", "label": qsTr("Face to face"),
                      "explanation": qsTr("For a tablet lying flat between the two players: each army's half of the battle screen is turned toward its player, and each player allocates their own losses on their side.") }
                ]
                delegate: FlatSwitchDelegate {
                    id: toggle
                    required property var modelData
                    objectName: modelData.key + "Switch"
                    Layout.fillWidth: true
                    implicitHeight: Math.max(64, implicitContentHeight + topPadding + bottomPadding)
                    text: modelData.label
                    checked: modelData.key === "sounds" ? Preferences.sounds : Preferences.faceToFace
                    Accessible.name: modelData.label
                    Accessible.description: modelData.explanation
                    onToggled: {
                        if (modelData.key === "sounds")
                            Preferences.sounds = checked;
                        else
                            Preferences.faceToFace = checked;
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
                            font.pixelSize: 16
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
                text: qsTr("Umpire's PIN")
                font.pixelSize: 22
                font.bold: true
            }
            // Only a salted hash of the PIN is kept on the device; changing or removing it takes the current one.
            ColumnLayout {
                id: pin
                objectName: "umpirePin"
                Layout.fillWidth: true
                spacing: 8
                property string message: ""
                property bool failed: false

                function apply(newPin: string) {
                    const problem = Preferences.changeUmpirePin(currentPin.text, newPin);
                    failed = problem.length > 0;
                    if (failed) {
                        message = problem;
                    } else {
                        message = newPin.length > 0 ? qsTr("The umpire's PIN is kept. The umpire's view on the battle log asks for it.")
                                                    : qsTr("The umpire's PIN is removed: anyone can open the umpire's view.");
                        currentPin.clear();
                        newPinField.clear();
                    }
                }

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                    color: page.Material.secondaryTextColor
                    text: Preferences.umpirePinSet
                          ? qsTr("A PIN is chosen: only who knows it opens the umpire's view and amends the log.")
                          : qsTr("No PIN yet: anyone at the table can open the umpire's view and amend the log. Choose one before a tournament.")
                }
                TextField {
                    id: currentPin
                    objectName: "currentPinField"
                    Layout.fillWidth: true
                    implicitHeight: 56
                    visible: Preferences.umpirePinSet
                    echoMode: TextInput.Password
                    inputMethodHints: Qt.ImhDigitsOnly | Qt.ImhSensitiveData | Qt.ImhNoPredictiveText
                    maximumLength: 8
                    placeholderText: qsTr("Current PIN")
                    Accessible.name: placeholderText
                }
                TextField {
                    id: newPinField
                    objectName: "newPinField"
                    Layout.fillWidth: true
                    implicitHeight: 56
                    echoMode: TextInput.Password
                    inputMethodHints: Qt.ImhDigitsOnly | Qt.ImhSensitiveData | Qt.ImhNoPredictiveText
                    maximumLength: 8
                    placeholderText: qsTr("New PIN, 4 to 8 digits")
                    Accessible.name: placeholderText
                }
                // Why the buttons are off: beside the fields they need.
                Label {
                    textFormat: Text.PlainText
                    objectName: "pinNeeded"
                    Layout.fillWidth: true
                    visible: newPinField.text.length === 0
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                    color: page.Material.secondaryTextColor
                    text: Preferences.umpirePinSet ? qsTr("Enter the current PIN, then a new one to change it, or the current one alone to remove it.")
                                                   : qsTr("Enter a new PIN of 4 to 8 digits to choose it.")
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 8
                    FilledButton {
                        objectName: "choosePinButton"
                        implicitHeight: 52
                        text: Preferences.umpirePinSet ? qsTr("Change the PIN") : qsTr("Choose the PIN")
                        font.capitalization: Font.MixedCase
                        highlighted: true
                        enabled: newPinField.text.length > 0
                        onClicked: pin.apply(newPinField.text)
                    }
                    FilledButton {
                        objectName: "removePinButton"
                        implicitHeight: 52
                        visible: Preferences.umpirePinSet
                        text: qsTr("Remove the PIN")
                        font.capitalization: Font.MixedCase
                        enabled: currentPin.text.length > 0
                        onClicked: pin.apply("")
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "pinMessage"
                    Layout.fillWidth: true
                    visible: pin.message.length > 0
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                    text: pin.message
                    color: pin.failed ? Terms.problemColor(page.Material.theme === Material.Dark) : page.Material.foreground
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
