import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Settings: the language and the theme apply at once, through the app-wide singletons.
Item {
    id: root
    width: 800
    height: 1280

    Component {
        id: pageComponent
        SettingsPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "SettingsPage"
        when: windowShown

        function cleanup() {
            Appearance.theme = "system";
            Languages.language = "en";
        }

        function test_themeAppliesAtOnce() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            compare(Appearance.theme, "system");
            mouseClick(findChild(page, "theme_dark"));
            compare(Appearance.theme, "dark");
            mouseClick(findChild(page, "theme_light"));
            compare(Appearance.theme, "light");
            verify(findChild(page, "theme_light").checked);
            Appearance.theme = "purple";
            compare(Appearance.theme, "system", "an unknown theme follows the system");
        }

        function test_languageSwitch() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            mouseClick(findChild(page, "language_de"));
            compare(Languages.language, "de");
            tryCompare(page, "title", "Einstellungen");
            mouseClick(findChild(page, "language_en"));
            tryCompare(page, "title", "Settings");
        }
    }
}
