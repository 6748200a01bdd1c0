import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// German and French words are longer than English ones: at 1280×800 and 800×1280, no
// text of the battle page's header, its phase bar, the Move, Shoot and Recovery panels
// or the buttons below them is cut short ("Phase Kampf be…").
Item {
    id: root
    width: 1280
    height: 1280

    Component {
        id: battleComponent
        BattlePage {}
    }

    TestCase {
        id: test
        name: "NoClipping"
        when: windowShown

        property string savedLanguage
        property string savedDiceMode

        function initTestCase() {
            savedLanguage = Languages.language;
            savedDiceMode = Preferences.diceMode;
        }
        function cleanupTestCase() {
            Languages.language = savedLanguage;
            Preferences.diceMode = savedDiceMode;
        }
        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** Every visible text under @p item that is cut short: "objectName: text". */
        function truncatedUnder(item: Item): var {
            const cut = [];
            const walk = it => {
                if (!it || !it.visible)
                    return;
                if (it.truncated === true)
                    cut.push((it.objectName || (it.parent ? it.parent.objectName : "")) + ": " + it.text);
                for (let i = 0; i < it.children.length; ++i)
                    walk(it.children[i]);
            };
            walk(item);
            return cut;
        }
        function checkPhase(page: Item, where: string) {
            waitForRendering(page, 300);
            const cut = truncatedUnder(child(page, "battleHeader"))
                .concat(truncatedUnder(child(page, "panelButtons")))
                .concat(truncatedUnder(child(page, "selectedRow")))
                .concat(truncatedUnder(child(page, "panelLoader")));
            compare(cut, [], where + " " + BattleSession.phase + ": " + JSON.stringify(cut));
        }

        function test_rule_4_noTextIsCutShort_data() {
            return [
                { tag: "German, landscape", language: "de", width: 1280, height: 800, dice: "physical" },
                { tag: "German, portrait", language: "de", width: 800, height: 1280, dice: "physical" },
                { tag: "French, landscape", language: "fr", width: 1280, height: 800, dice: "physical" },
                { tag: "French, portrait", language: "fr", width: 800, height: 1280, dice: "physical" },
                { tag: "German, landscape, the tablet rolls", language: "de", width: 1280, height: 800, dice: "app" },
                { tag: "German, portrait, the tablet rolls", language: "de", width: 800, height: 1280, dice: "app" },
                { tag: "Spanish, landscape", language: "es", width: 1280, height: 800, dice: "physical" },
                { tag: "Spanish, portrait", language: "es", width: 800, height: 1280, dice: "physical" },
                { tag: "Spanish, landscape, the tablet rolls", language: "es", width: 1280, height: 800, dice: "app" },
                { tag: "Spanish, portrait, the tablet rolls", language: "es", width: 800, height: 1280, dice: "app" },
                { tag: "Italian, landscape", language: "it", width: 1280, height: 800, dice: "physical" },
                { tag: "Italian, portrait", language: "it", width: 800, height: 1280, dice: "physical" },
                { tag: "Italian, landscape, the tablet rolls", language: "it", width: 1280, height: 800, dice: "app" },
                { tag: "Italian, portrait, the tablet rolls", language: "it", width: 800, height: 1280, dice: "app" }
            ];
        }
        function test_rule_4_noTextIsCutShort(data) {
            Languages.language = data.language;
            Preferences.diceMode = data.dice;
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Clipping"), BattleSession.lastError);
            const page = createTemporaryObject(battleComponent, root, { width: data.width, height: data.height });
            waitForRendering(page);
            // The Move panel with a Block picked: every control it has.
            const mover = BattleSession.blockList().find(b => b.side === BattleSession.activeSide
                                                        && BattleSession.blockInfo(b.blockId).bases.length > 1);
            const panel = child(page, "panelLoader").item;
            panel.selection.block = mover.blockId;
            panel.selection.blockSide = mover.side;
            panel.selection.base = BattleSession.blockInfo(mover.blockId).bases[0].baseId;
            panel.selection.baseSide = mover.side;
            panel.selection.lastTapped = panel.selection.base;
            checkPhase(page, data.tag);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            checkPhase(page, data.tag);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            compare(BattleSession.phase, "recovery");
            checkPhase(page, data.tag);
        }
    }
}
