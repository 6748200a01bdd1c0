import QtQuick
import QtMultimedia
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Dice that sound like dice (issue 18): the project's own roll sound plays with
// QtMultimedia's SoundEffect whenever the tablet rolls, in the dice roller and in
// the battle, once the players turn sounds on; off by default, and never for the
// players' own dice. Runs offscreen, with no sound device.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: appComponent
        Main {
            resumeAtStart: false
        }
    }
    MoveController {
        id: moving
        session: BattleSession
    }
    SignalSpy {
        id: battleRolls
        target: BattleSession
        signalName: "diceRolled"
    }

    TestCase {
        name: "DiceSound"
        when: windowShown

        property bool savedSounds
        property string savedDiceMode

        function initTestCase() {
            savedSounds = Preferences.sounds;
            savedDiceMode = Preferences.diceMode;
        }
        function cleanupTestCase() {
            Preferences.sounds = savedSounds;
            Preferences.diceMode = savedDiceMode;
        }
        function init() {
            Preferences.sounds = false;
            Preferences.diceMode = "app";
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
            battleRolls.clear();
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            waitForRendering(item, 100);
            verify(item.visible && item.enabled, "can be tapped: " + item.objectName);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function openApp(): var {
            const app = createTemporaryObject(appComponent, root, { width: 1280, height: 800 });
            verify(app !== null);
            tryCompare(app, "pageReady", true);
            return app;
        }
        function show(app: var, name: string) {
            verify(app.showPage(name));
            tryCompare(app, "pageReady", true);
            waitForRendering(app.contentItem, 200);
        }

        function test_theSoundIsOffByDefaultAndLoadsNothing() {
            compare(Preferences.sounds, false);
            const app = openApp();
            const sound = child(app.contentItem.parent, "diceSound");
            compare(sound.effect, null, "no sound effect is made while sounds are off");
            show(app, "dice");
            tap(child(app.contentItem, "rollTarget"));
            compare(sound.plays, 0);
            app.close();
        }

        function test_theDiceRollerRattlesWhenSoundsAreOn() {
            const app = openApp();
            const sound = child(app.contentItem.parent, "diceSound");
            Preferences.sounds = true;
            tryVerify(() => sound.effect !== null, 3000, "the sound effect is made once sounds are on");
            compare(String(sound.effect.source), "qrc:/sounds/roll.wav");
            // The project's own sound decodes, device or not.
            tryCompare(sound.effect, "status", SoundEffect.Ready, 5000);
            show(app, "dice");
            tap(child(app.contentItem, "rollTarget"));
            compare(sound.plays, 1);
            tap(child(app.contentItem, "rollTarget"));
            compare(sound.plays, 2);
            // Turned off again: the next roll is silent.
            Preferences.sounds = false;
            tryCompare(sound, "effect", null);
            tap(child(app.contentItem, "rollTarget"));
            compare(sound.plays, 2);
            app.close();
        }

        /** The players' own dice make no sound: the tablet rolled nothing. */
        function test_rule_5_2_thePlayersOwnDiceAreSilent() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Own dice"), BattleSession.lastError);
            Preferences.sounds = true;
            const block = BattleSession.blockList().find(b => b.side === 0 && BattleSession.blockInfo(b.blockId).quality === "regular").blockId;
            // The first move, as the tablet sees to it; the second is chained and tested (§5.2), with the players' die.
            verify(moving.moveBlock(block, {}), BattleSession.lastError);
            battleRolls.clear();
            verify(moving.moveBlock(block, { "dice": { "first": 6, "second": 0 } }), BattleSession.lastError);
            compare(battleRolls.count, 0, "the players rolled their own die");
            // The same test rolled by the tablet.
            const other = BattleSession.blockList().find(b => b.side === 0 && b.blockId !== block && BattleSession.blockInfo(b.blockId).quality === "regular").blockId;
            verify(moving.moveBlock(other, {}), BattleSession.lastError);
            battleRolls.clear();
            verify(moving.moveBlock(other, {}), BattleSession.lastError);
            compare(battleRolls.count, 1, "the tablet rolled the chained move's test");
        }

        /** A fight the tablet rolls rattles. */
        function test_rule_9_1_battleRollsRattle() {
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", "Rattle"), BattleSession.lastError);
            const blocks = BattleSession.blockList();
            const hastati = blocks.find(b => b.name === "Hastati").blockId;
            const warband = blocks.find(b => b.side === 1 && b.type !== "skirmishers"
                                        && BattleSession.blockInfo(b.blockId).bases.length >= 4).blockId;
            verify(BattleSession.setContact(hastati, warband, true), BattleSession.lastError);
            // Ending phases rolls nothing.
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(battleRolls.count, 0);

            const app = openApp();
            const sound = child(app.contentItem.parent, "diceSound");
            Preferences.sounds = true;
            tryVerify(() => sound.effect !== null);
            show(app, "battle");
            const our = BattleSession.blockInfo(hastati).bases[0].baseId;
            const their = BattleSession.blockInfo(warband).bases[0].baseId;
            tap(child(child(app.contentItem, "block" + hastati), "base" + our));
            tap(child(child(app.contentItem, "block" + warband), "base" + their));
            tap(child(app.contentItem, "fightButton"));
            compare(BattleSession.lastError, "");
            compare(battleRolls.count, 1, "the tablet rolled the fight's dice");
            compare(sound.plays, 1);
            app.close();
        }
    }
}
