pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/*
 * The navigation drawer's entries, one per page, the page shown highlighted. Loaded
 * when the menu is first opened, not on the way to the first frame.
 */
ColumnLayout {
    id: menu

    /** The page shown now: its entry is highlighted. */
    property string currentPage
    /** An entry was tapped: page @p name is to be shown. */
    signal pageChosen(string name)

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
        active: menu.currentPage === "home"
        onClicked: menu.pageChosen("home")
    }
    NavigationItem {
        text: qsTr("Battle")
        active: menu.currentPage === "battle"
        onClicked: menu.pageChosen("battle")
    }
    NavigationItem {
        text: qsTr("Battle · My Wargame Rules")
        active: menu.currentPage === "mwr-battle"
        onClicked: menu.pageChosen("mwr-battle")
    }
    NavigationItem {
        text: qsTr("Battle · 3D6 OHW Gridded Ancients")
        active: menu.currentPage === "ohw-battle"
        onClicked: menu.pageChosen("ohw-battle")
    }
    NavigationItem {
        text: qsTr("Battle log")
        active: menu.currentPage === "log"
        onClicked: menu.pageChosen("log")
    }
    NavigationItem {
        text: qsTr("New battle")
        active: menu.currentPage === "new-battle"
        onClicked: menu.pageChosen("new-battle")
    }
    NavigationItem {
        text: qsTr("Saved battles")
        active: menu.currentPage === "battles"
        onClicked: menu.pageChosen("battles")
    }
    NavigationItem {
        text: qsTr("Dice roller")
        active: menu.currentPage === "dice"
        onClicked: menu.pageChosen("dice")
    }
    NavigationItem {
        text: qsTr("Fatigue tracker")
        active: menu.currentPage === "tracker"
        onClicked: menu.pageChosen("tracker")
    }
    NavigationItem {
        text: qsTr("Cohesion tracker")
        active: menu.currentPage === "cohesion"
        onClicked: menu.pageChosen("cohesion")
    }
    NavigationItem {
        text: qsTr("Rulebook")
        active: menu.currentPage === "rulebook"
        onClicked: menu.pageChosen("rulebook")
    }
    NavigationItem {
        text: qsTr("Playtest tables")
        active: menu.currentPage === "playtest"
        onClicked: menu.pageChosen("playtest")
    }
    NavigationItem {
        text: qsTr("Armies")
        active: menu.currentPage === "armies"
        onClicked: menu.pageChosen("armies")
    }
    NavigationItem {
        text: qsTr("Settings")
        active: menu.currentPage === "settings"
        onClicked: menu.pageChosen("settings")
    }
    Item {
        Layout.fillHeight: true
    }
}
