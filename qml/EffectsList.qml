pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/** What an action did, line by line, each with the section that made it happen. */
ColumnLayout {
    id: list

    /** [{ kind, text, section, ... }], as BattleSession.lastEffects gives them */
    required property var effects
    property string title: qsTr("What happened")

    spacing: 2
    visible: effects.length > 0

    Label {
        textFormat: Text.PlainText
        text: list.title
        font.pixelSize: 16
        font.bold: true
        color: list.Material.secondaryTextColor
    }
    Repeater {
        model: list.effects
        delegate: RowLayout {
            id: line
            required property var modelData
            Layout.fillWidth: true
            spacing: 4
            // A fight's or a volley's steps sit indented under it, a size smaller.
            readonly property bool step: line.modelData.kind === "step"
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.leftMargin: line.step ? 20 : 0
                text: line.modelData.text
                font.pixelSize: line.step ? 15 : 16
                color: line.step ? list.Material.secondaryTextColor : list.Material.foreground
                font.bold: line.modelData.kind === "block-broke" || line.modelData.kind === "army-broke"
                wrapMode: Label.WordWrap
            }
            CitationButton {
                visible: (line.modelData.section ?? "").length > 0
                section: line.modelData.section ?? ""
                ruleset: line.modelData.ruleset ?? ""
            }
            // A ruleset whose effects cite a ruling beside the section (My Wargame Rules: "§3, R11"):
            // its place is kept where there is none, so that the sections stand in one column.
            CitationButton {
                visible: line.modelData.ruling !== undefined
                enabled: section.length > 0
                opacity: enabled ? 1 : 0
                Layout.preferredWidth: 64
                section: line.modelData.ruling ?? ""
                ruleset: line.modelData.ruleset ?? ""
            }
        }
    }
}
