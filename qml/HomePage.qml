pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Ancients.Bridge

/*
 * Home: continue the current battle with one tap, start a new one, open a
 * saved one, or go straight to the quick dice roller, the fatigue tracker,
 * the rulebook, the Playtest tables (§13), the armies or the settings.
 */
Page {
    id: page
    objectName: "homePage"

    readonly property bool wide: width > height
    /** The battle opened or written to last, of any ruleset (BattleSession.lastKept); {} for none. */
    readonly property var lastKept: BattleSession.lastKept
    readonly property bool canContinue: BattleSession.hasBattle || lastKept.id !== undefined
    /** Why the last battle could not be opened from its tile; "" while it opened, or was not tried. */
    property string resumeError: ""

    /** What went wrong, to show above the tiles: the store's problem and the last battle's, each while there is one. */
    function problems(): list<string> {
        const found = [];
        for (const problem of [BattleSession.storeError, page.resumeError]) {
            if (problem.length > 0)
                found.push(problem);
        }
        return found;
    }

    title: qsTr("Ancients Companion")

    // A tile is a plain button with the Material button's colours and a pressed shade:
    // Home is the first frame, and the styled Button's ripple and elevation layer cost
    // more to make than the whole of the rest of the page.
    component Tile: AbstractButton {
        id: tile
        property string detail
        property bool highlighted: false
        implicitHeight: Math.max(96, implicitContentHeight + 36)
        padding: 12
        topInset: 6
        bottomInset: 6
        // The words stand together in the middle of a tile its row makes taller.
        topPadding: Math.max(18, (height - implicitContentHeight) / 2)
        bottomPadding: 18
        focusPolicy: Qt.StrongFocus
        // Raised, as a Material button is: it takes the button's fill rather than the page's.
        Material.elevation: 2
        Accessible.role: Accessible.Button
        Accessible.name: text
        background: Rectangle {
            radius: 4
            // Pressed, the button's fill under the ripple's shade: one rectangle either way.
            color: Qt.tint(tile.highlighted ? tile.Material.highlightedButtonColor : tile.Material.buttonColor,
                           tile.down ? tile.Material.rippleColor : "transparent")
            border.width: tile.visualFocus ? 2 : 0
            border.color: tile.Material.accentColor
        }
        // Plain Text, whose colours the tile sets: Home is the first frame, and a Label is a
        // styled control of its own.
        contentItem: Column {
            spacing: 2
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: tile.text
                // The header's title size: one font for both on the way to the first frame.
                font.pixelSize: 22
                font.bold: true
                horizontalAlignment: Text.AlignHCenter
                // German and French names wrap rather than lose their end.
                wrapMode: Text.WordWrap
                color: tile.highlighted ? "white" : tile.Material.foreground
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                visible: tile.detail.length > 0
                text: tile.detail
                font.pixelSize: 16
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                color: tile.highlighted ? "white" : tile.Material.secondaryTextColor
            }
        }
    }

    /** A tile of the grid: its column's width, and as tall as the tallest. */
    component GridTile: Tile {
        width: grid.tileWidth
        height: grid.tileHeight
    }

    Flickable {
        id: scroll
        anchors.fill: parent
        contentWidth: width
        contentHeight: tiles.implicitHeight + 24
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}

        // Positioners, not layouts: nothing on the way to Home's first frame loads the layouts.
        Column {
            id: tiles
            width: Math.min(scroll.width - 40, 900)
            x: (scroll.width - width) / 2
            spacing: 16

            // A positioner leaves out an item without a size.
            Item { width: 1; height: 8 }

            // The store's problem and the last battle's, made only while there is one: a Text made
            // hidden still loads its font on the way to the first frame.
            Repeater {
                model: page.problems()
                delegate: Label {
                    required property string modelData
                    textFormat: Text.PlainText
                    objectName: "problem"
                    width: tiles.width
                    text: modelData
                    wrapMode: Label.WordWrap
                    font.pixelSize: 16
                    color: Terms.problemColor(page.Material.theme === Material.Dark)
                }
            }
            Tile {
                objectName: "continueTile"
                width: parent.width
                visible: page.canContinue
                highlighted: true
                implicitHeight: 120
                text: qsTr("Continue the battle")
                detail: {
                    const last = page.lastKept;
                    if (BattleSession.hasBattle && (last.id === undefined || last.id === BattleSession.battleId))
                        return qsTr("%1 · turn %2 · %3").arg(BattleSession.title).arg(BattleSession.turn).arg(Terms.phase(BattleSession.phase));
                    // The rulesets' names are their own, in every language.
                    if (last.ruleset === "my-wargame-rules")
                        return qsTr("%1 · %2").arg(last.title).arg("My Wargame Rules");
                    if (last.ruleset === "3d6-ohw-gridded-ancients")
                        return qsTr("%1 · %2").arg(last.title).arg("3D6 OHW Gridded Ancients");
                    return qsTr("Resume where you left off");
                }
                onClicked: {
                    // The battle opened last, of whichever ruleset, on its own page.
                    const shown = page.lastKept.id !== undefined ? KeptBattles.openLast() : "battle";
                    if (shown.length > 0)
                        Navigation.openPage(shown);
                    else
                        page.resumeError = KeptBattles.lastError;
                }
            }
            Grid {
                id: grid
                width: parent.width
                columns: page.wide ? 3 : 2
                columnSpacing: 12
                rowSpacing: 12
                /** The width of each tile: the row's width shared among the columns. */
                readonly property real tileWidth: (width - (columns - 1) * columnSpacing) / columns
                /** The height of every tile: that of the tallest, whose words wrap the most. */
                readonly property real tileHeight: {
                    let tallest = 0;
                    for (let i = 0; i < children.length; ++i)
                        tallest = Math.max(tallest, children[i].implicitHeight);
                    return tallest;
                }
                GridTile {
                    objectName: "newBattleTile"
                    text: qsTr("New battle")
                    detail: qsTr("Choose armies and rules")
                    highlighted: !page.canContinue
                    onClicked: Navigation.openPage("new-battle")
                }
                GridTile {
                    objectName: "savedBattlesTile"
                    text: qsTr("Saved battles")
                    detail: qsTr("%n kept on this device", "", BattleSession.battles.count)
                    onClicked: Navigation.openPage("battles")
                }
                GridTile {
                    objectName: "diceTile"
                    text: qsTr("Dice roller")
                    detail: qsTr("Quality dice and movement tests")
                    onClicked: Navigation.openPage("dice")
                }
                GridTile {
                    objectName: "trackerTile"
                    text: qsTr("Fatigue tracker")
                    detail: qsTr("Blocks and Bases, nothing else")
                    onClicked: Navigation.openPage("tracker")
                }
                GridTile {
                    objectName: "cohesionTile"
                    text: qsTr("Cohesion tracker")
                    detail: qsTr("My Wargame Rules: units and their cohesion")
                    onClicked: Navigation.openPage("cohesion")
                }
                GridTile {
                    objectName: "rulebookTile"
                    text: qsTr("Rulebook")
                    detail: qsTr("Core Rulebook v3 and rulings")
                    onClicked: Navigation.openPage("rulebook")
                }
                GridTile {
                    objectName: "playtestTile"
                    text: qsTr("Playtest tables")
                    detail: qsTr("The §13 odds, side by side")
                    onClicked: Navigation.openPage("playtest")
                }
                GridTile {
                    objectName: "armiesTile"
                    text: qsTr("Armies")
                    detail: qsTr("Built-in and imported lists")
                    onClicked: Navigation.openPage("armies")
                }
                GridTile {
                    objectName: "settingsTile"
                    text: qsTr("Settings")
                    detail: qsTr("Language, theme, dice")
                    onClicked: Navigation.openPage("settings")
                }
            }
        }
    }
}
