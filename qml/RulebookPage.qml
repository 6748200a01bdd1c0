pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The rulebooks in the app: the whole text of the chosen ruleset (the Ancients
 * Wargame, My Wargame Rules or 3D6 OHW Gridded Ancients) rendered from
 * rulebook/ with Qt's Markdown support, a table of contents, full-text search
 * with the hits highlighted, a jump to any section by its number ("9.2",
 * "§12.1") and the ruleset's rulings register. Citations anywhere in the app
 * open this page at their section.
 */
Page {
    id: page

    /** The section to show first, e.g. "9.2"; empty starts at the top. */
    property string section
    /** Show the rulings register instead of the rules. */
    property bool rulings: false
    /**
     * The ruleset whose text is shown, by its key: "ancients-wargame" (the Core
     * Rulebook), "my-wargame-rules" or "3d6-ohw-gridded-ancients".
     */
    property string ruleset: "ancients-wargame"
    readonly property bool wide: width > height
    /** The section at the top of the text as the reader scrolls. */
    readonly property string currentSection: reader.sectionAt(textView.positionAt(0, flick.contentY - textView.y + 1))
    property string pendingSection

    title: qsTr("Rulebook")

    /** Scrolls to section @p number; returns false when the rulebook has none such. */
    function showSection(number: string): bool {
        const position = reader.positionOf(number);
        if (position < 0)
            return false;
        scrollTo(position);
        return true;
    }
    function scrollTo(position: int) {
        if (position < 0)
            return;
        const rect = textView.positionToRectangle(position);
        const target = textView.y + rect.y - 12;
        flick.contentY = Math.max(0, Math.min(target, flick.contentHeight - flick.height));
        if (!page.wide)
            sidePanel.close();
    }
    function showPending() {
        if (pendingSection.length > 0 && textView.contentHeight > 0 && showSection(pendingSection))
            pendingSection = "";
    }

    onSectionChanged: {
        pendingSection = section;
        showPending();
    }
    Component.onCompleted: {
        pendingSection = section;
        showPending();
    }

    RulebookReader {
        id: reader
        objectName: "reader"
        text: page.rulings ? RulebookReader.Rulings : RulebookReader.Rules
        rulesetKey: page.ruleset
        // The sections are known only once the document is loaded.
        onDocumentChanged: page.showPending()
        hitColor: page.Material.theme === Material.Dark ? "#fff59d" : "#ffe082"
        currentHitColor: page.Material.theme === Material.Dark ? "#ffb74d" : "#ffab40"
    }

    header: Pane {
        padding: 4
        leftPadding: 12
        rightPadding: 12
        Material.elevation: 2
        // A Column, not a ColumnLayout: in a page's header, Qt 6.4 leaves a layout nested in
        // another unarranged when the page's width and height change one after the other and
        // the contents button shows or hides between them (tst_RulebookPage).
        Column {
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: 4
            // Whose rules: the names are the rulesets' own titles, left as their authors wrote them.
            ChoiceRow {
                objectName: "rulesetChoice"
                width: Math.min(parent.width, 1100)
                choices: ["Ancients Wargame", "My Wargame Rules", "3D6 OHW Gridded Ancients"]
                currentIndex: reader.ruleset
                Accessible.name: qsTr("Ruleset")
                onChosen: index => {
                    page.ruleset = ["ancients-wargame", "my-wargame-rules", "3d6-ohw-gridded-ancients"][index];
                    flick.contentY = 0;
                }
            }
            RowLayout {
                width: parent.width
                spacing: 8

                FilledButton {
                    objectName: "contentsButton"
                    visible: !page.wide
                    implicitHeight: 52
                    text: qsTr("Contents")
                    flat: true
                    checkable: true
                    checked: sidePanel.opened
                    font.capitalization: Font.MixedCase
                    onClicked: sidePanel.opened = !sidePanel.opened
                }
                ChoiceRow {
                    objectName: "textChoice"
                    Layout.fillWidth: false
                    Layout.preferredWidth: Math.max(page.wide ? 300 : 330, implicitWidth)
                    choices: [qsTr("Rules"), qsTr("Rulings")]
                    currentIndex: reader.text === RulebookReader.Rulings ? 1 : 0
                    onChosen: index => {
                        reader.text = index === 1 ? RulebookReader.Rulings : RulebookReader.Rules;
                        flick.contentY = 0;
                    }
                }
                TextField {
                    id: searchField
                    objectName: "searchField"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 640
                    Layout.maximumWidth: 640
                    implicitHeight: 52
                    // A section the chosen text has, as the example of a jump.
                placeholderText: qsTr("Search, or §%1").arg(page.ruleset === "my-wargame-rules" ? "10.1"
                                                           : page.ruleset === "3d6-ohw-gridded-ancients" ? "5.1" : "9.2")
                    inputMethodHints: Qt.ImhNoPredictiveText
                    selectByMouse: true
                    onTextChanged: {
                        reader.query = text;
                        if (!page.wide && text.trim().length > 0)
                            sidePanel.open();
                    }
                    onAccepted: {
                        if (reader.results.count > 0)
                            page.scrollTo(reader.activateResult(0));
                    }
                }
                FilledButton {
                    objectName: "clearSearchButton"
                    visible: searchField.text.length > 0
                    implicitHeight: 52
                    text: qsTr("Clear")
                    flat: true
                    font.capitalization: Font.MixedCase
                    onClicked: {
                        searchField.clear();
                        sidePanel.close();
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "currentSectionLabel"
                    visible: page.currentSection.length > 0
                    text: "§" + page.currentSection
                    font.pixelSize: 18
                    font.bold: true
                    color: page.Material.secondaryTextColor
                }
                // The room the row does not need, after its controls rather than between them.
                Item {
                    Layout.fillWidth: true
                }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        RulebookNavigation {
            objectName: "widePane"
            visible: page.wide
            Layout.fillWidth: false
            Layout.preferredWidth: 340
            Layout.fillHeight: true
            reader: reader
            currentSection: page.currentSection
            onPositionChosen: position => page.scrollTo(position)
        }
        Rectangle {
            visible: page.wide
            Layout.preferredWidth: 1
            Layout.fillHeight: true
            color: page.Material.dividerColor
        }

        Flickable {
            id: flick
            objectName: "textFlickable"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            // Room below the text, so that a jump puts even the last section at the top.
            contentHeight: textView.height + Math.max(48, height - 160)
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                minimumSize: 0.04
            }

            TextEdit {
                id: textView
                objectName: "textView"
                x: Math.max(24, (flick.width - width) / 2)
                y: 16
                width: Math.min(flick.width - 48, 820)
                readOnly: true
                selectByMouse: false
                textFormat: TextEdit.RichText
                wrapMode: TextEdit.Wrap
                font.pixelSize: 20
                color: page.Material.foreground
                onContentHeightChanged: page.showPending()
                // Only once the TextEdit is complete: completing it resets its document.
                Component.onCompleted: reader.document = textDocument
            }
        }
    }

    // In portrait the contents and search results open as a panel over the
    // top of the text, below the search field, so typing stays visible.
    Pane {
        id: sidePanel
        objectName: "sidePanel"

        property bool opened: false
        function open() {
            opened = true;
        }
        function close() {
            opened = false;
        }

        visible: !page.wide && opened
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: page.height * 0.6
        z: 2
        padding: 0
        Material.elevation: 8

        RulebookNavigation {
            objectName: "panelPane"
            anchors.fill: parent
            reader: reader
            currentSection: page.currentSection
            onPositionChosen: position => page.scrollTo(position)
        }
    }
}
