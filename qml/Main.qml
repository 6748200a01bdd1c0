pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
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
                                               "cohesion", "rulebook", "armies", "builder", "settings", "playtest",
                                               "mwr-battle", "ohw-battle"]
    readonly property string currentPage: loader.pageName
    /** True once the current page has loaded. */
    readonly property bool pageReady: loader.status === Loader.Ready
    /** Forces the dark theme (screenshots); otherwise the theme setting decides. */
    property bool darkTheme: false
    /** The pages the player came through, the last one last: the back arrow returns to it. */
    property list<string> history: []
    readonly property bool canGoBack: history.length > 0
    /** The section shown in the citation sheet over the page, "" while it is closed. */
    readonly property string sheetSection: sectionSheet?.opened ? sectionSheet.section : ""
    /** The ruleset whose text the citation sheet shows, by its key; "" while it is closed. */
    readonly property string sheetRuleset: sectionSheet?.opened ? sectionSheet.ruleset : ""
    /** The battle page shown last, "battle", "mwr-battle" or "ohw-battle": the log shows that battle. */
    property string lastBattlePage: "battle"

    /** The QML file of page @p name; undefined for a name that is not a page. */
    function pageFile(name: string): var {
        const files = { "home": "HomePage.qml", "new-battle": "NewBattlePage.qml", "battles": "SavedBattlesPage.qml",
                        "battle": "BattlePage.qml", "log": "LogPage.qml", "dice": "DiceRollerPage.qml",
                        "tracker": "FatigueTrackerPage.qml", "cohesion": "CohesionTrackerPage.qml", "rulebook": "RulebookPage.qml", "armies": "ArmiesPage.qml",
                        "builder": "ArmyBuilderPage.qml", "settings": "SettingsPage.qml",
                        "playtest": "PlaytestPage.qml", "mwr-battle": "MwrBattlePage.qml",
                        "ohw-battle": "OhwBattlePage.qml" };
        return files[name];
    }
    /** Opens the page called @p name; returns false for a name that is not a page. */
    function showPage(name: string): bool {
        const file = pageFile(name);
        if (file === undefined)
            return false;
        drawer?.close();
        if (name === loader.pageName)
            return true;
        remember();
        loader.pageName = name;
        loader.setSource(Qt.resolvedUrl(file), pageProperties(name));
        return true;
    }
    /** What page @p name is opened with. */
    function pageProperties(name: string): var {
        if (name === "battle" || name === "mwr-battle" || name === "ohw-battle")
            lastBattlePage = name;
        if (name === "dice")
            return { "roller": diceRoller };
        if (name === "log")
            return { "preferMwr": lastBattlePage === "mwr-battle", "preferOhw": lastBattlePage === "ohw-battle" };
        return {};
    }
    /** Keeps the page shown now, so that the back arrow returns to it. */
    function remember() {
        if (loader.pageName.length === 0)
            return;
        const kept = Array.from(history);
        kept.push(loader.pageName);
        history = kept.slice(-30);
    }
    /**
     * Back, as the header's arrow, Escape and the system back key do it: closes the
     * citation sheet or the menu if one is open, else returns to the page before.
     * Returns false when there was nothing to go back to.
     */
    function goBack(): bool {
        if (sectionSheet?.opened) {
            sectionSheet.close();
            return true;
        }
        if (menuOpened) {
            drawer.close();
            return true;
        }
        if (history.length === 0)
            return false;
        const kept = Array.from(history);
        const name = kept.pop();
        history = kept;
        const file = name === "rulebook" ? "RulebookPage.qml" : pageFile(name);
        loader.pageName = name;
        loader.setSource(Qt.resolvedUrl(file), pageProperties(name));
        return true;
    }
    /** Shows the rulebook's section @p section in a sheet over the page, leaving the page as it is. */
    function showSection(section: string) {
        showCitation(section, "");
    }
    /**
     * Shows section @p section of @p ruleset's rulebook (its key; "" for the Ancients Wargame),
     * or its ruling ("R1") from its rulings register, in the sheet over the page. The sheet is
     * made at the first citation, not on the way to the first frame.
     */
    function showCitation(section: string, ruleset: string) {
        if (!sectionSheet) {
            sectionSheet = Qt.createComponent(Qt.resolvedUrl("SectionSheet.qml")).createObject(window);
            sectionSheet.fullReaderRequested.connect((section, ruleset) => window.openRulebookOf(section, ruleset));
        }
        sectionSheet.show(section, ruleset);
    }
    /** Opens the rulebook reader at section @p section, e.g. "9.2". */
    function openRulebook(section: string) {
        openRulebookOf(section, "");
    }
    /**
     * Opens the reader of @p ruleset's rulebook (its key) at @p section, or its rulings at a ruling
     * ("R1"); an empty @p ruleset keeps the one the reader shows, or the Ancients Wargame's.
     */
    function openRulebookOf(section: string, ruleset: string) {
        drawer?.close();
        sectionSheet?.close();
        const rulings = /^\s*R\d+\s*$/i.test(section);
        if (loader.pageName === "rulebook") {
            const reader = loader.item as RulebookPage;
            if (ruleset.length > 0)
                reader.ruleset = ruleset;
            reader.rulings = rulings;
            reader.section = "";
            reader.section = section;
        } else {
            const key = ruleset.length > 0 ? ruleset : "ancients-wargame";
            remember();
            loader.pageName = "rulebook";
            loader.setSource(Qt.resolvedUrl("RulebookPage.qml"), { "section": section, "ruleset": key, "rulings": rulings });
        }
        drawer?.close();
    }

    Connections {
        target: Navigation
        function onRulebookRequested(section: string, ruleset: string) {
            window.showCitation(section, ruleset);
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
    // A deep orange that carries white button text at 4.5:1 or more in both themes
    // (app/settings/appearance.h; tests/qml/tst_Contrast.qml).
    Material.accent: (Material.theme === Material.Dark ? Appearance.dark : Appearance.light).accent
    font.pixelSize: 18

    // Lives as long as the window, so the recent rolls survive a visit to another page.
    DiceRoller {
        id: diceRoller
        onRolled: diceSound.play()
    }
    // The dice's rattle whenever the tablet rolls, in the dice roller or in the battle (Settings → Sounds).
    DiceSound {
        id: diceSound
        objectName: "diceSound"
    }
    Connections {
        target: BattleSession
        function onDiceRolled() {
            diceSound.play();
        }
    }

    /** Whether the item with the keyboard's focus is in a popup (a dialog, the menu, the citation sheet). */
    function inPopup(item: Item): bool {
        for (let p = item; p; p = p.parent) {
            if (p === window.Overlay.overlay)
                return true;
        }
        return false;
    }
    // Escape and the system back key go back, as the header's arrow does; the menu and the
    // citation sheet close first. An open dialog keeps the key, and closes on it itself.
    Shortcut {
        sequences: ["Esc", "Back"]
        enabled: !window.inPopup(window.activeFocusItem) || (window.sectionSheet?.opened ?? false) || window.menuOpened
        onActivated: window.goBack()
    }

    // The header: the back arrow, the menu and the page's title, on a plain bar in the style's
    // tool bar colours. Material's ToolBar and ToolButtons drew the same, but loading their
    // types cost a tenth of the way to the first frame.
    header: Rectangle {
        id: headerBar
        implicitHeight: 56
        color: Material.toolBarColor
        Material.foreground: Material.toolTextColor
        // A Row, not a RowLayout: nothing on the way to Home's first frame loads the layouts.
        Row {
            anchors.fill: parent

            HeaderButton {
                id: backButton
                objectName: "backButton"
                visible: window.canGoBack
                text: "←"
                Accessible.name: qsTr("Back")
                onClicked: window.goBack()
            }
            HeaderButton {
                id: menuButton
                objectName: "menuButton"
                Accessible.name: qsTr("Menu")
                onClicked: window.menu()?.open()
                // Three bars.
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
            Label {
                textFormat: Text.PlainText
                width: headerBar.width - menuButton.width - (backButton.visible ? backButton.width : 0)
                height: headerBar.height
                verticalAlignment: Text.AlignVCenter
                text: loader.item ? (loader.item as Page).title : ""
                visible: window.currentPage !== "rulebook" || window.width > 600
                font.pixelSize: 22
                font.bold: true
                elide: Label.ElideRight
            }
        }
    }
    /** A button of the header: 56 px square, its text or drawing in the bar's colour, shaded while pressed. */
    component HeaderButton: AbstractButton {
        id: headerButton
        width: 56
        height: 56
        font.pixelSize: 26
        Accessible.role: Accessible.Button
        // The text made only while there is one to show: a Text made hidden or empty still loads
        // its font on the way to the first frame (the menu's bars are drawn; the back arrow is
        // hidden on the first page).
        contentItem: Item {
            Repeater {
                model: headerButton.visible && headerButton.text.length > 0 ? 1 : 0
                delegate: Text {
                    textFormat: Text.PlainText
                    width: headerButton.availableWidth
                    height: headerButton.availableHeight
                    text: headerButton.text
                    font: headerButton.font
                    color: headerButton.Material.foreground
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
        background: Rectangle {
            radius: width / 2
            color: headerButton.pressed || headerButton.visualFocus ? Qt.alpha(headerButton.Material.foreground, 0.2) : "transparent"
        }
    }

    /**
     * The navigation drawer (MainDrawer.qml), or null until it is made: once the first frame
     * is on screen (afterFirstFrame()), or at the menu button's first tap.
     */
    property var drawer: null
    /** The navigation drawer, made now if it was not yet. */
    function menu(): var {
        if (drawer === null) {
            const component = Qt.createComponent(Qt.resolvedUrl("MainDrawer.qml"));
            const made = component.createObject(window);
            if (made === null) {
                console.warn(component.errorString());
                return null;
            }
            // Wide enough for the longest entry, "Battaglia · 3D6 OHW Gridded Ancients".
            made.width = Qt.binding(() => Math.min(window.width * 0.8, 400));
            made.height = Qt.binding(() => window.height);
            made.currentPage = Qt.binding(() => window.currentPage);
            made.pageChosen.connect(name => window.showPage(name));
            drawer = made;
        }
        return drawer;
    }
    /** Called once the window's first frame is on screen (app/main/appshell.cpp): makes what waited for it. */
    function afterFirstFrame() {
        menu();
    }
    /** Whether the navigation drawer is open. */
    readonly property bool menuOpened: drawer?.opened ?? false

    Loader {
        id: loader
        property string pageName: ""
        anchors.fill: parent
    }

    // A § citation opens its section over the page, which stays as it is underneath (showCitation()).
    property var sectionSheet: null

    /**
     * Where the app opens: the battle left off last time, of whichever ruleset,
     * exactly where it was, or home. Set false by the self-test and screenshots,
     * which open pages themselves.
     */
    property bool resumeAtStart: true

    Component.onCompleted: {
        const resumed = resumeAtStart ? KeptBattles.openLast() : "";
        showPage(resumed.length > 0 ? resumed : "home");
    }
}
