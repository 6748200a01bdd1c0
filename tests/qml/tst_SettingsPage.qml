import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Settings: the language, the theme, the dice mode, sounds and vibration apply at once,
// through the app-wide singletons; the umpire's PIN is chosen, changed and removed by
// touch, each change only with the PIN before it.
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

    UmpireController {
        id: umpire
        session: BattleSession
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
            // The PIN is a saved setting every other test file shares: never leave one behind.
            for (const pin of ["2468", "1357"]) {
                if (Preferences.umpirePinSet)
                    Preferences.changeUmpirePin(pin, "");
            }
            verify(!Preferences.umpirePinSet, "no PIN left behind");
            umpire.lock();
            Appearance.theme = "system";
            Languages.language = "en";
            Preferences.diceMode = "app";
            Preferences.sounds = false;
            Preferences.haptics = false;
        }

        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            let flick = item.parent;
            while (flick && flick.contentY === undefined)
                flick = flick.parent;
            if (flick) {
                const y = item.mapToItem(flick.contentItem, 0, 0).y;
                flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
            }
            waitForRendering(item, 150);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        /** Types @p digits into @p field as a player does: a tap to focus it, then key by key. */
        function typeInto(field: Item, digits: string) {
            tap(field);
            tryCompare(field, "activeFocus", true);
            for (const d of digits)
                keyClick(d);
            compare(field.text, digits);
        }
        /** Whether @p pin opens the umpire's view now; it is closed again afterwards. */
        function opens(pin: string): bool {
            const open = umpire.unlock(pin);
            umpire.lock();
            return open;
        }

        // Issue 14: the umpire's PIN is chosen, changed and removed by touch; each change takes the PIN before it.
        function test_umpirePinChooseChangeRemove() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            compare(Preferences.umpirePinSet, false);
            const newPin = findChild(page, "newPinField");
            const current = findChild(page, "currentPinField");
            const choose = findChild(page, "choosePinButton");
            const message = findChild(page, "pinMessage");
            verify(!current.visible, "no current PIN is asked before one is chosen");

            // Too short: refused, nothing kept.
            typeInto(newPin, "12");
            tap(choose);
            tryCompare(message, "visible", true);
            verify(message.text.indexOf("4 to 8") >= 0, message.text);
            compare(Preferences.umpirePinSet, false);
            newPin.clear();

            // Chosen.
            typeInto(newPin, "2468");
            tap(choose);
            tryCompare(Preferences, "umpirePinSet", true);
            compare(newPin.text, "", "the PIN is not left on screen");
            verify(current.visible, "a change now asks for the current PIN");
            verify(opens("2468"));
            verify(!opens("1357"));

            // Changed only with the current PIN.
            typeInto(current, "1111");
            typeInto(newPin, "1357");
            tap(choose);
            tryVerify(() => message.text.indexOf("kept") < 0 && message.text.length > 0, 2000, "refused: " + message.text);
            verify(opens("2468"), "a wrong current PIN changes nothing");
            verify(!opens("1357"));
            current.clear();
            newPin.clear();
            typeInto(current, "2468");
            typeInto(newPin, "1357");
            tap(choose);
            tryVerify(() => opens("1357"), 2000, "the new PIN opens the umpire's view");
            verify(!opens("2468"), "the old one no longer does");

            // Removed only with the current PIN.
            const remove = findChild(page, "removePinButton");
            typeInto(current, "2468");
            tap(remove);
            compare(Preferences.umpirePinSet, true, "the old PIN does not remove it");
            current.clear();
            typeInto(current, "1357");
            tap(remove);
            tryCompare(Preferences, "umpirePinSet", false);
            verify(opens(""), "without a PIN anyone opens the umpire's view");
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
