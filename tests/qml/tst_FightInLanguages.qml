import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The same fight played by touch in English, German and French, with the same
// dice: in German and French, no fight step, log row or effect is left in
// English. Each text is compared with its English counterpart, and none holds
// words that only the English sentences use.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: battleComponent
        BattlePage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        id: test
        name: "FightInLanguages"
        when: windowShown

        property string savedDiceMode
        property string savedLanguage
        // Words the English sentences use and the translations never do ("margin " with its space:
        // the Italian "margine" holds the bare word).
        readonly property var englishOnly: ["Totals", "Effective weight", "Quality dice", "Modifiers", "Raw difference",
            "Weight shift", " loses ", " fights ", " fight:", " rolls ", "keeps", " against ", "End of the phase",
            "Loss allocated", "recoils", "nobody", "margin ", "points of", "Turn ", "takes ", "pushed back", "overlap",
            "Fatigue to", "(now ", "split", "with its file", "Pursuit", "holds"]

        function initTestCase() {
            savedDiceMode = Preferences.diceMode;
            savedLanguage = Languages.language;
            Preferences.diceMode = "physical";
        }
        function cleanupTestCase() {
            Preferences.diceMode = savedDiceMode;
            Languages.language = savedLanguage;
        }
        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }

        function reveal(item: Item) {
            waitForRendering(item, 150);
            for (let p = item.parent; p; p = p.parent) {
                if (p.contentY !== undefined && p.contentHeight !== undefined && p.contentItem !== undefined && p.interactive !== undefined) {
                    const pos = item.mapToItem(p.contentItem, 0, 0);
                    if (pos.y < p.contentY || pos.y + item.height > p.contentY + p.height)
                        p.contentY = Math.max(0, Math.min(pos.y - 8, p.contentHeight - p.height));
                }
            }
            waitForRendering(item, 150);
        }
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            reveal(item);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        function card(page: Item, block: var): Item {
            const list = child(page, "blockList" + block.side);
            const blocks = block.side === 0 ? BattleSession.blocksA : BattleSession.blocksB;
            for (let row = 0; row < blocks.count; ++row) {
                if (blocks.data(blocks.index(row, 0), 257) === block.blockId) {
                    list.positionViewAtIndex(row, ListView.Beginning);
                    break;
                }
            }
            waitForRendering(list, 150);
            return child(page, "block" + block.blockId);
        }
        function tapBase(page: Item, block: var, base: int) {
            tap(child(card(page, block), "base" + base));
        }
        function rollFaces(page: Item, prefix: string, base: int, face: int) {
            tap(child(page, prefix + "_first_" + face));
            if (BattleSession.baseInfo(base).quality !== "regular")
                tap(child(page, prefix + "_second_" + face));
        }

        /** Plays one fight and its loss by touch in @p language; returns every text it showed. */
        function playFight(language: string): var {
            init();
            Languages.language = language;
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Languages"), BattleSession.lastError);
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            tap(child(page, "endPhaseButton"));
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, "combat", BattleSession.lastError);

            const blocks = BattleSession.blockList();
            const ours = blocks.find(b => b.side === 0 && b.type !== "skirmishers" && BattleSession.blockInfo(b.blockId).bases.length >= 4);
            const theirs = blocks.find(b => b.side === 1 && b.type !== "skirmishers" && BattleSession.blockInfo(b.blockId).bases.length >= 4);
            const fighter = BattleSession.blockInfo(ours.blockId).bases[0].baseId;
            const enemy = BattleSession.blockInfo(theirs.blockId).bases[0].baseId;
            tapBase(page, ours, fighter);
            tap(child(page, "contact" + theirs.blockId));
            tapBase(page, theirs, enemy);
            rollFaces(page, "baseDice", fighter, 5);
            rollFaces(page, "enemyDice", enemy, 2);
            tap(child(page, "fightButton"));
            compare(BattleSession.pendingLoss.loser, enemy, BattleSession.lastError);
            tap(child(page, "morePushBack"));
            tap(child(page, "allocateButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
            return shownTexts();
        }

        /** Every text the open battle shows now: the last fight's steps, the log rows, the last effects. */
        function shownTexts(): var {
            const texts = [];
            const steps = BattleSession.lastFight.steps;
            verify(steps.length >= 6, "the fight shows its steps");
            for (let i = 0; i < steps.length; ++i)
                texts.push(steps[i].text);
            for (let row = 0; row < BattleSession.log.count; ++row) {
                const index = BattleSession.log.index(row, 0);
                texts.push(BattleSession.log.data(index, 263)); // summary
                const dice = BattleSession.log.data(index, 266);
                if (dice.length > 0)
                    texts.push(dice);
                const effects = BattleSession.log.data(index, 264);
                for (let e = 0; e < effects.length; ++e)
                    texts.push(effects[e].text);
            }
            const last = BattleSession.lastEffects;
            verify(last.length > 0);
            for (let e = 0; e < last.length; ++e)
                texts.push(last[e].text);
            return texts;
        }

        function test_noEnglishInTheFight_data() {
            return [{ tag: "German", language: "de" }, { tag: "French", language: "fr" },
                    { tag: "Spanish", language: "es" }, { tag: "Italian", language: "it" }];
        }
        function test_noEnglishInTheFight(data) {
            const english = playFight("en");
            for (const word of ["Totals", "Quality dice", " loses "])
                verify(english.some(t => t.indexOf(word) >= 0), "the English fight says \"" + word + "\", so the check can fail");
            const translated = playFight(data.language);
            compare(translated.length, english.length, "the same fight shows as many texts");
            for (let i = 0; i < translated.length; ++i) {
                verify(translated[i].length > 0);
                verify(translated[i] !== english[i], "still in English: " + translated[i]);
                for (const word of englishOnly)
                    verify(translated[i].indexOf(word) < 0, "English \"" + word + "\" in: " + translated[i]);
            }
            Languages.language = "en";
        }

        function test_logIsWordedAgainWhenTheLanguageChanges() {
            const english = playFight("en");
            Languages.language = "de";
            const german = shownTexts();
            Languages.language = "en";
            compare(german.length, english.length);
            for (let i = 0; i < german.length; ++i) {
                verify(german[i] !== english[i], "still in English after the switch: " + german[i]);
                for (const word of englishOnly)
                    verify(german[i].indexOf(word) < 0, "English \"" + word + "\" after the switch in: " + german[i]);
            }
            const back = shownTexts();
            for (let i = 0; i < back.length; ++i)
                compare(back[i], english[i], "English again after switching back");
        }
    }
}
