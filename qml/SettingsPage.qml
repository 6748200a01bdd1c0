pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/** The app's settings: language and theme. */
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
                    text: modelData.label
                    checked: Appearance.theme === modelData.key
                    ButtonGroup.group: themeGroup
                    onClicked: Appearance.theme = modelData.key
                }
            }

            Item {
                Layout.preferredHeight: 16
            }
            Label {
                text: qsTr("About")
                font.pixelSize: 22
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Label.WordWrap
                text: qsTr("Ancients Companion %1 — for the Ancients Wargame, Core Rulebook v3.").arg(Qt.application.version)
            }
        }
    }
}
