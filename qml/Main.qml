pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The main window: a header with the page title, a navigation drawer, and the
 * current page. Every page is listed in pageNames so the self-test and the
 * screenshot tool can open each one by name.
 */
ApplicationWindow {
    id: window

    /** The pages, by the names used on the command line (--page NAME). */
    readonly property list<string> pageNames: ["home", "new-battle", "battles", "battle", "log", "dice", "tracker",
                                               "rulebook", "armies", "builder", "settings", "playtest"]
    readonly property string currentPage: loader.pageName
    /** True once the current page has loaded. */
    readonly property bool pageReady: loader.status === Loader.Ready
    /** Forces the dark theme (screenshots); otherwise the theme setting decides. */
    property bool darkTheme: false

    /** Opens the page called @p name; returns false for a name that is not a page. */
    function showPage(name: string): bool {
        const files = { "home": "HomePage.qml", "new-battle": "NewBattlePage.qml", "battles": "SavedBattlesPage.qml",
                        "battle": "BattlePage.qml", "log": "LogPage.qml", "dice": "DiceRollerPage.qml",
                        "tracker": "FatigueTrackerPage.qml", "rulebook": "RulebookPage.qml", "armies": "ArmiesPage.qml",
                        "builder": "ArmyBuilderPage.qml", "settings": "SettingsPage.qml",
                        "playtest": "PlaytestPage.qml" };
        const file = files[name];
        if (file === undefined)
            return false;
        drawer.close();
        if (name === loader.pageName)
            return true;
        loader.pageName = name;
        loader.setSource(Qt.resolvedUrl(file), name === "dice" ? { "roller": diceRoller } : {});
        return true;
    }
    /** Opens the rulebook reader at section @p section, e.g. "9.2". */
    function openRulebook(section: string) {
        if (loader.pageName === "rulebook") {
            (loader.item as RulebookPage).section = "";
            (loader.item as RulebookPage).section = section;
        } else {
            loader.pageName = "rulebook";
            loader.setSource(Qt.resolvedUrl("RulebookPage.qml"), { "section": section });
        }
        drawer.close();
    }

    Connections {
        target: Navigation
        function onRulebookRequested(section: string) {
            window.openRulebook(section);
        }
        function onPageRequested(name: string) {
            window.showPage(name);
        }
    }

    width: 1280
    height: 800
    minimumWidth: 360
    minimumHeight: 480
    visible: true
    title: qsTr("Ancients Companion")

    Material.theme: darkTheme || Appearance.theme === "dark" ? Material.Dark
                  : Appearance.theme === "light" ? Material.Light : Material.System
    Material.primary: Material.Brown
    // The dark theme's own accent is a pale shade that white button text cannot be read on;
    // a deep orange keeps highlighted buttons legible in a dim hall.
    Material.accent: Material.theme === Material.Dark ? Material.color(Material.DeepOrange, Material.Shade700) : Material.DeepOrange
    font.pixelSize: 18

    // Lives as long as the window, so the recent rolls survive a visit to another page.
    DiceRoller {
        id: diceRoller
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 0

            ToolButton {
                id: menuButton
                Layout.preferredWidth: 56
                Layout.preferredHeight: 56
                Accessible.name: qsTr("Menu")
                onClicked: drawer.open()
                contentItem: Item {
                    Column {
                        anchors.centerIn: parent
                        spacing: 5
                        Repeater {
                            model: 3
                            Rectangle {
                                width: 22
                                height: 3
                                radius: 1.5
                                color: menuButton.Material.foreground
                            }
                        }
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: loader.item ? (loader.item as Page).title : ""
                visible: window.currentPage !== "rulebook" || window.width > 600
                font.pixelSize: 22
                font.bold: true
                elide: Label.ElideRight
            }
        }
    }

    Drawer {
        id: drawer
        width: Math.min(window.width * 0.8, 360)
        height: window.height

        ColumnLayout {
            anchors.fill: parent
            spacing: 0

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.margins: 20
                text: qsTr("Ancients Companion")
                font.pixelSize: 22
                font.bold: true
                wrapMode: Label.WordWrap
            }
            NavigationItem {
                text: qsTr("Home")
                active: window.currentPage === "home"
                onClicked: window.showPage("home")
            }
            NavigationItem {
                text: qsTr("Battle")
                active: window.currentPage === "battle"
                onClicked: window.showPage("battle")
            }
            NavigationItem {
                text: qsTr("Battle log")
                active: window.currentPage === "log"
                onClicked: window.showPage("log")
            }
            NavigationItem {
                text: qsTr("New battle")
                active: window.currentPage === "new-battle"
                onClicked: window.showPage("new-battle")
            }
            NavigationItem {
                text: qsTr("Saved battles")
                active: window.currentPage === "battles"
                onClicked: window.showPage("battles")
            }
            NavigationItem {
                text: qsTr("Dice roller")
                active: window.currentPage === "dice"
                onClicked: window.showPage("dice")
            }
            NavigationItem {
                text: qsTr("Fatigue tracker")
                active: window.currentPage === "tracker"
                onClicked: window.showPage("tracker")
            }
            NavigationItem {
                text: qsTr("Rulebook")
                active: window.currentPage === "rulebook"
                onClicked: window.showPage("rulebook")
            }
            NavigationItem {
                text: qsTr("Playtest tables")
                active: window.currentPage === "playtest"
                onClicked: window.showPage("playtest")
            }
            NavigationItem {
                text: qsTr("Armies")
                active: window.currentPage === "armies"
                onClicked: window.showPage("armies")
            }
            NavigationItem {
                text: qsTr("Settings")
                active: window.currentPage === "settings"
                onClicked: window.showPage("settings")
            }
            Item {
                Layout.fillHeight: true
            }
        }
    }

    Loader {
        id: loader
        property string pageName: ""
        anchors.fill: parent
    }

    /**
     * Where the app opens: the battle left off last time, exactly where it was,
     * or home. Set false by the self-test and screenshots, which open pages themselves.
     */
    property bool resumeAtStart: true

    Component.onCompleted: {
        if (resumeAtStart && BattleSession.resumeLast())
            showPage("battle");
        else
            showPage("home");
    }
}
