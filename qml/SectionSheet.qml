pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * A rulebook section in a sheet over the page that cited it: the section's own
 * text, rendered by the rulebook reader, with a link to the full reader. The page
 * underneath is left as it is: closing the sheet (Close, a tap outside, Escape or
 * the back key) returns to exactly where the player was, a pairing half made included.
 */
Drawer {
    id: sheet

    /** The section shown, e.g. "9.2", or a ruling of the rulings register, "R1". */
    property string section
    /** Whose rulebook, by its key: "ancients-wargame", "my-wargame-rules", "3d6-ohw-gridded-ancients". */
    property string ruleset: "ancients-wargame"
    /** The section is a ruling ("R1"): it comes from the ruleset's rulings register. */
    readonly property bool ruling: /^\s*R\d+\s*$/i.test(section)
    /** Asked to open the full reader at the section. */
    signal fullReaderRequested(string section, string ruleset)

    /** Shows section @p number of @p rulesetKey's rulebook ("" for the Ancients Wargame) in the sheet. */
    function show(number: string, rulesetKey: string) {
        ruleset = rulesetKey.length > 0 ? rulesetKey : "ancients-wargame";
        section = number;
        // The reader renders into the sheet from its first showing on: until then the app
        // reads no rulebook for it (an empty excerpt would render the whole book).
        if (!textView.attached) {
            textView.attached = true;
            reader.document = textView.textDocument;
        }
        flick.contentY = 0;
        open();
    }

    objectName: "sectionSheet"
    edge: Qt.BottomEdge
    width: parent ? parent.width : 0
    height: parent ? Math.round(parent.height * (parent.width > parent.height ? 0.78 : 0.62)) : 0
    modal: true
    interactive: opened
    Material.elevation: Terms.elevation(background, 16)

    RulebookReader {
        id: reader
        objectName: "sheetReader"
        rulesetKey: sheet.ruleset
        text: sheet.ruling ? RulebookReader.Rulings : RulebookReader.Rules
        excerpt: sheet.section
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // A handle, as sheets have: it can be dragged down to close.
        Rectangle {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 8
            width: 48
            height: 5
            radius: 2.5
            color: sheet.Material.hintTextColor
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 20
            Layout.rightMargin: 8
            spacing: 8
            Label {
                textFormat: Text.PlainText
                objectName: "sheetTitle"
                Layout.fillWidth: true
                // A ruling's title names it already ("R1 — §8 What a Fall Back is").
                text: sheet.ruling ? (reader.excerptTitle.length > 0 ? reader.excerptTitle : sheet.section.trim())
                      : reader.excerptTitle.length > 0 ? qsTr("§%1 %2").arg(sheet.section).arg(reader.excerptTitle)
                      : qsTr("§%1").arg(sheet.section)
                font.pixelSize: 22
                font.bold: true
                wrapMode: Label.WordWrap
            }
            FilledButton {
                objectName: "fullReaderButton"
                implicitHeight: 52
                flat: true
                text: qsTr("Open in the rulebook")
                font.capitalization: Font.MixedCase
                Material.foreground: Material.accentColor
                onClicked: {
                    const number = sheet.section;
                    const key = sheet.ruleset;
                    sheet.close();
                    sheet.fullReaderRequested(number, key);
                }
            }
            ToolButton {
                objectName: "closeSheetButton"
                implicitWidth: 52
                implicitHeight: 52
                text: "✕"
                font.pixelSize: 20
                Accessible.name: qsTr("Close the section")
                onClicked: sheet.close()
            }
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: sheet.Material.dividerColor
        }
        Flickable {
            id: flick
            objectName: "sheetFlickable"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            contentHeight: textView.height + 32
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            TextEdit {
                id: textView
                objectName: "sheetText"
                x: Math.max(20, (flick.width - width) / 2)
                y: 8
                width: Math.min(flick.width - 40, 820)
                readOnly: true
                selectByMouse: false
                textFormat: TextEdit.RichText
                wrapMode: TextEdit.Wrap
                font.pixelSize: 20
                color: sheet.Material.foreground
                /** The reader renders into this text: set by show(), once the TextEdit is complete (completing it resets its document). */
                property bool attached: false
            }
        }
    }
}
