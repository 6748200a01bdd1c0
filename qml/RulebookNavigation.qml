pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * Beside the rulebook text: its table of contents, or, while a search is
 * typed, what the search found. Choosing an entry reports where it starts.
 */
ColumnLayout {
    id: pane

    required property RulebookReader reader
    /** The section the text shows at its top, highlighted in the contents. */
    property string currentSection
    /** The reader picked a place: scroll the text there. */
    signal positionChosen(int position)

    spacing: 0

    // While the reader loads another text the lists show nothing: a list still building the
    // rows of the old contents must not find them gone under it.
    property bool reloading: false
    Connections {
        target: pane.reader
        function onAboutToReload() {
            pane.reloading = true;
        }
        function onDocumentChanged() {
            pane.reloading = false;
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.margins: 12
        text: pane.reader.query.trim().length === 0 ? qsTr("Contents")
            : pane.reader.hitCount === 0 && pane.reader.results.count === 0 ? qsTr("Nothing found for “%1”").arg(pane.reader.query.trim())
            : qsTr("Places found: %1").arg(pane.reader.hitCount)
        font.pixelSize: 18
        font.bold: true
        wrapMode: Label.WordWrap
    }
    ListView {
        id: contentsView
        objectName: "contentsView"
        visible: pane.reader.query.trim().length === 0
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        // No delegates while hidden (the portrait panel when closed): a ruleset picked then
        // changes a model that no view is still building rows for.
        model: pane.visible && !pane.reloading ? pane.reader.contents : null
        ScrollIndicator.vertical: ScrollIndicator {}
        delegate: ItemDelegate {
            id: entry
            required property string number
            required property string title
            required property int level
            required property int position
            width: ListView.view.width
            implicitHeight: Math.max(48, implicitContentHeight + topPadding + bottomPadding)
            leftPadding: entry.level >= 3 ? 32 : 12
            highlighted: entry.number.length > 0 && entry.number === pane.currentSection
            font.pixelSize: 16
            font.bold: entry.level <= 2
            readonly property string label: number.length > 0 ? number + "  " + title : title
            Accessible.name: label
            onClicked: pane.positionChosen(entry.position)
            // A Label, not the delegate's text: the "&" of "Components & Scale" is no shortcut key.
            contentItem: Label {
                textFormat: Text.PlainText
                text: entry.label
                font: entry.font
                // A long title wraps rather than losing its end.
                wrapMode: Label.WordWrap
                verticalAlignment: Text.AlignVCenter
            }
        }
    }
    ListView {
        id: resultsView
        objectName: "resultsView"
        visible: pane.reader.query.trim().length > 0
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: pane.visible && !pane.reloading ? pane.reader.results : null
        spacing: 2
        ScrollIndicator.vertical: ScrollIndicator {}
        delegate: ItemDelegate {
            id: hit
            required property int index
            required property bool isSection
            required property string number
            required property string title
            required property string snippet
            required property int position
            width: ListView.view.width
            implicitHeight: Math.max(56, implicitContentHeight + topPadding + bottomPadding)
            highlighted: !hit.isSection && pane.reader.currentHit === hit.position
            onClicked: pane.positionChosen(pane.reader.activateResult(hit.index))
            contentItem: ColumnLayout {
                spacing: 2
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: hit.isSection ? qsTr("Go to §%1 %2").arg(hit.number).arg(hit.title)
                                        : (hit.number.length > 0 ? "§" + hit.number + " " + hit.title : hit.title)
                    font.pixelSize: 16
                    font.bold: true
                    wrapMode: Label.WordWrap
                    color: hit.isSection ? Terms.palette(pane.Material.theme === Material.Dark).mark : pane.Material.foreground
                }
                Label {
                    Layout.fillWidth: true
                    visible: !hit.isSection
                    text: hit.snippet
                    textFormat: Text.StyledText
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                    color: pane.Material.secondaryTextColor
                }
            }
        }
    }
}
