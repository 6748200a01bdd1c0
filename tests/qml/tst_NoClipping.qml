import QtQuick
import QtQuick.Controls
import QtTest
import Ancients.Bridge
import Ancients.Ui

// German and French words are longer than English ones: at 1280×800 and 800×1280, no
// text of the battle page's header, its phase bar, the Move, Shoot and Recovery panels
// or the buttons below them is cut short ("Phase Kampf be…"). And every page the app
// lists, in every language the app lists (a language added later joins by itself), at
// both sizes: no Label elides or overflows its box, no button or tab is squeezed below
// the width of its words.
Item {
    id: root
    width: 1280
    height: 1280

    Component {
        id: battleComponent
        BattlePage {}
    }
    Component {
        id: appComponent
        Main {
            resumeAtStart: false
        }
    }

    TestCase {
        id: test
        name: "NoClipping"
        when: windowShown

        property string savedLanguage
        property string savedDiceMode
        property bool savedFaceToFace

        function initTestCase() {
            savedLanguage = Languages.language;
            savedDiceMode = Preferences.diceMode;
            savedFaceToFace = Preferences.faceToFace;
        }
        function cleanupTestCase() {
            Languages.language = savedLanguage;
            Preferences.diceMode = savedDiceMode;
            Preferences.faceToFace = savedFaceToFace;
            FatigueTracker.clear();
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
        /**
         * Every visible text under @p item that is cut short or spills out of its box, and
         * every visible button or tab narrower than its words: "objectName: text (why)".
         */
        function clippedUnder(item: Item): var {
            const cut = [];
            const name = it => it.objectName || (it.parent ? it.parent.objectName : "") || String(it).split("(")[0];
            const walk = it => {
                if (!it || !it.visible || it.opacity === 0)
                    return;
                const isText = it.truncated !== undefined && it.contentWidth !== undefined && it.text !== undefined;
                if (isText && String(it.text).length > 0 && it.width > 0) {
                    if (it.truncated === true)
                        cut.push(name(it) + ": " + it.text + " (cut short)");
                    else if (it.contentWidth > it.width + 1)
                        cut.push(name(it) + ": " + it.text + " (" + Math.round(it.contentWidth) + " px of text in "
                                 + Math.round(it.width) + " px)");
                }
                // A button or tab drawn by the style: its words need their implicit width.
                // (A control with a content item of its own, a Label or a layout of Labels, is checked by its Labels.)
                const isButton = it.checkable !== undefined && it.implicitContentWidth !== undefined && it.text !== undefined
                                 && it.contentItem && String(it.contentItem).startsWith("QQuickIconLabel");
                if (isButton && String(it.text).length > 0 && it.width > 0
                        && it.width + 1 < it.implicitContentWidth + it.leftPadding + it.rightPadding)
                    cut.push(name(it) + ": " + it.text + " (button " + Math.round(it.width) + " px for "
                             + Math.round(it.implicitContentWidth + it.leftPadding + it.rightPadding) + " px)");
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
                .concat(truncatedUnder(findChild(page, "selectedRow"))) // made only while a Base is selected
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

        /** Every language the app lists, at both sizes: es and it join as soon as the app lists them. */
        function test_everyPageInEveryLanguage_data() {
            const rows = [];
            for (const language of Languages.availableLanguages) {
                for (const size of [[1280, 800], [800, 1280]])
                    rows.push({ tag: language + " " + size[0] + "x" + size[1], language: language, width: size[0], height: size[1] });
            }
            verify(rows.length >= 6, "English, German and French at least");
            return rows;
        }
        function test_everyPageInEveryLanguage(data) {
            Languages.language = data.language;
            Preferences.diceMode = "app";
            Preferences.faceToFace = false;
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Clipping"), BattleSession.lastError);
            FatigueTracker.fillWithSample();
            const app = createTemporaryObject(appComponent, root, { width: data.width, height: data.height });
            verify(app !== null);
            const problems = [];
            for (const page of app.pageNames) {
                verify(app.showPage(page), page);
                tryCompare(app, "pageReady", true);
                waitForRendering(app.contentItem, 400);
                for (const problem of clippedUnder(app.contentItem.parent))
                    problems.push(page + " · " + problem);
            }
            // The battle face to face, each half turned toward its player.
            Preferences.faceToFace = true;
            verify(app.showPage("battle"));
            tryCompare(app, "pageReady", true);
            waitForRendering(app.contentItem, 400);
            for (const problem of clippedUnder(app.contentItem.parent))
                problems.push("battle face to face · " + problem);
            Preferences.faceToFace = false;
            // The menu, with every page's name.
            app.showPage("home");
            const menu = findChild(app, "menuButton");
            mouseClick(menu);
            wait(400);
            for (const problem of clippedUnder(app.Overlay.overlay))
                problems.push("menu · " + problem);
            compare(problems, [], data.tag + ":\n" + problems.join("\n"));
            app.close();
        }
    }
}
