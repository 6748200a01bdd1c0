import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/** The Recovery phase (§6.1): the engine recovers and smooths when the turn ends; the summary shows what changed and why. */
ColumnLayout {
    /** What is picked on the battle screen; Recovery asks for nothing. */
    property BattleSelection selection

    spacing: 10

    RowLayout {
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Ending the turn recovers Fatigue on every Base of the side to act whose Block did not move and that was neither in combat nor shot at, then smooths each Block. What changed is listed below.")
            font.pixelSize: 17
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "6.1" }
    }
}
