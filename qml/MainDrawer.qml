pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

/*
 * The navigation drawer. Main makes it once the window's first frame is on screen (or at
 * the menu button's first tap, if that comes sooner), not on the way to that frame; its
 * entries (MainMenu.qml) are made when it is first shown.
 */
Drawer {
    id: drawer

    /** The page shown now: its entry is highlighted. */
    property string currentPage
    /** An entry was tapped: page @p name is to be shown. */
    signal pageChosen(string name)
    /** True once the menu has been shown: its entries are made then. */
    property bool made: false

    Material.elevation: Terms.elevation(background, 16)
    onAboutToShow: made = true

    Loader {
        id: menuLoader
        anchors.fill: parent
        active: drawer.made || drawer.visible
        source: Qt.resolvedUrl("MainMenu.qml")
    }
    Binding {
        target: menuLoader.item
        property: "currentPage"
        value: drawer.currentPage
        when: menuLoader.item !== null
    }
    Connections {
        target: menuLoader.item
        ignoreUnknownSignals: true
        function onPageChosen(name: string) {
            drawer.pageChosen(name);
        }
    }
}
