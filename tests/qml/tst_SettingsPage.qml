import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Settings: the language, the theme, the dice mode, sounds and vibration apply at once,
// through the app-wide singletons.
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

        // The preferences are saved settings other tests may have changed: start each test from the defaults.
        function init() {
            Preferences.diceMode = "app";
            Preferences.sounds = false;
            Preferences.haptics = false;
        }

        function cleanup() {
            Appearance.theme = "system";
            Languages.language = "en";
            Preferences.diceMode = "app";
            Preferences.sounds = false;
            Preferences.haptics = false;
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

        function test_diceModeAppliesAtOnce() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            compare(Preferences.diceMode, "app");
            verify(findChild(page, "dice_app").checked);
            const physical = findChild(page, "dice_physical");
            mouseClick(physical);
            compare(Preferences.diceMode, "physical");
            verify(physical.checked);
            verify(!findChild(page, "dice_app").checked);
            mouseClick(findChild(page, "dice_app"));
            compare(Preferences.diceMode, "app");
        }

        function test_soundsAndVibrationStartOffAndToggle() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const sounds = findChild(page, "soundsSwitch");
            const haptics = findChild(page, "hapticsSwitch");
            verify(sounds !== null && haptics !== null);
            verify(!sounds.checked);
            verify(!haptics.checked);
            verify(sounds.height >= 48 && haptics.height >= 48);
            mouseClick(sounds);
            compare(Preferences.sounds, true);
            compare(Preferences.haptics, false);
            mouseClick(haptics);
            compare(Preferences.haptics, true);
            mouseClick(sounds);
            compare(Preferences.sounds, false);
            verify(!sounds.checked);
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
