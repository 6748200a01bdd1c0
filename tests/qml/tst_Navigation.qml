import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtTest
import Ancients.Bridge
import Ancients.Ui
import "surfaces.js" as Surfaces

// Going back as players expect (issue 18): the header's back arrow, Escape and the
// system back key each return to the page before, the log to the battle in one tap;
// a § citation opens its section in a sheet over the page, and closing the sheet
// returns to exactly where the player was, a pairing half made included. By touch.
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
    Component {
        id: launchComponent
        Main {}
    }

    TestCase {
        name: "Navigation"
        when: windowShown

        property int taps: 0

        function init() {
            BattleSession.closeBattle();
            MwrBattleSession.closeBattle();
            OhwBattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
            taps = 0;
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** A player's tap, counted: on a control that is on screen and enabled. */
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            waitForRendering(item, 100);
            verify(item.visible && item.enabled, "can be tapped: " + item.objectName);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
            taps += 1;
        }
        function openApp(width: int, height: int): var {
            const app = createTemporaryObject(appComponent, root, { width: width, height: height });
            verify(app !== null);
            tryCompare(app, "currentPage", "home");
            tryCompare(app, "pageReady", true);
            return app;
        }
        /** The first visible citation of section @p section under @p item. */
        function citationUnder(item: Item, section: string): Item {
            let found = null;
            const walk = it => {
                if (found || !it || !it.visible)
                    return;
                if (it.section === section && it.text === "§" + section)
                    found = it;
                for (let i = 0; i < it.children.length; ++i)
                    walk(it.children[i]);
            };
            walk(item);
            verify(found !== null, "a citation of §" + section);
            return found;
        }
        function show(app: var, name: string) {
            verify(app.showPage(name));
            tryCompare(app, "currentPage", name);
            tryCompare(app, "pageReady", true);
            waitForRendering(app.contentItem, 200);
        }
        /** A Roman v Gallic battle in its Combat phase, the Hastati in contact with the Warband. */
        function combatPhase(): var {
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", "Navigation"), BattleSession.lastError);
            const blocks = BattleSession.blockList();
            const hastati = blocks.find(b => b.name === "Hastati").blockId;
            const warband = blocks.find(b => b.side === 1 && b.type !== "skirmishers"
                                        && BattleSession.blockInfo(b.blockId).bases.length >= 4).blockId;
            verify(BattleSession.setContact(hastati, warband, true), BattleSession.lastError);
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            return { "ours": hastati, "theirs": warband,
                     "our": BattleSession.blockInfo(hastati).bases.map(b => b.baseId),
                     "their": BattleSession.blockInfo(warband).bases.map(b => b.baseId) };
        }

        // The header bar is drawn on every renderer: its title is not white on the page's white.
        function test_theHeaderBarIsDrawn() {
            const app = openApp(800, 1280);
            const bar = app.header;
            waitForRendering(bar, 300);
            const surface = Surfaces.share(grabImage(bar), bar, bar, bar.Material.toolBarColor);
            verify(surface > 0.5, "the header bar is drawn in the tool bar's colour: " + surface.toFixed(2));
        }

        // Home's tiles stand in a grid, each a finger's target, none over another, every one on screen.
        function test_homeTilesStandInAGrid_data() {
            return [{ tag: "landscape", width: 1280, height: 800, columns: 3 },
                    { tag: "portrait", width: 800, height: 1280, columns: 2 }];
        }
        function test_homeTilesStandInAGrid(data) {
            const app = openApp(data.width, data.height);
            const names = ["newBattleTile", "savedBattlesTile", "diceTile", "trackerTile", "cohesionTile",
                           "rulebookTile", "playtestTile", "armiesTile", "settingsTile"];
            const tiles = names.map(name => child(app, name));
            waitForRendering(tiles[0], 300);
            const boxes = tiles.map(t => { const p = t.mapToItem(root, 0, 0); return { x: p.x, y: p.y, w: t.width, h: t.height }; });
            for (let i = 0; i < boxes.length; ++i) {
                const a = boxes[i];
                verify(a.w >= 200 && a.h >= 84, names[i] + " is a finger's target: " + a.w + "×" + a.h);
                verify(a.x >= 0 && a.y >= 0 && a.x + a.w <= data.width && a.y + a.h <= data.height, names[i] + " is on screen");
                for (let j = i + 1; j < boxes.length; ++j) {
                    const b = boxes[j];
                    verify(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y,
                           names[i] + " and " + names[j] + " do not overlap");
                }
            }
            // Row by row, in reading order.
            compare(boxes[data.columns].x, boxes[0].x, "the next row starts under the first");
            verify(boxes[data.columns].y > boxes[0].y);
            verify(boxes[1].x > boxes[0].x && boxes[1].y === boxes[0].y);
        }

        // Home's problem lines (the store's, the last battle's) are made only while there is one,
        // and then stand above the tiles, on screen.
        function test_homeShowsAProblemOnlyWhileThereIsOne() {
            const app = openApp(1280, 800);
            const home = child(app, "homePage");
            compare(findChild(home, "problem"), null, "no problem, no line made for one");
            home.resumeError = "The battle could not be read.";
            const line = child(home, "problem");
            compare(line.text, "The battle could not be read.");
            waitForRendering(line, 300);
            verify(line.visible && line.height > 0 && line.width > 200, "shown: " + line.width + "×" + line.height);
            const tile = child(app, "newBattleTile");
            verify(line.mapToItem(root, 0, line.height).y <= tile.mapToItem(root, 0, 0).y, "above the tiles");
            home.resumeError = "";
            tryVerify(() => findChild(home, "problem") === null, 1000, "gone with the problem");
        }

        // Home's "Continue" and the launch open the battle opened last, whichever its ruleset.
        function test_continueOpensTheLastBattleOfAnyRuleset_data() {
            return [{ tag: "My Wargame Rules", session: MwrBattleSession, page: "mwr-battle", name: "My Wargame Rules" },
                    { tag: "3D6 OHW Gridded Ancients", session: OhwBattleSession, page: "ohw-battle", name: "3D6 OHW Gridded Ancients" }];
        }
        function test_continueOpensTheLastBattleOfAnyRuleset(data) {
            // An Ancients battle first, then the other ruleset's: that one is the last opened.
            verify(BattleSession.startBattle(ArmyCatalog, ArmyCatalog.indexOf("Mid-Republican Roman"), ArmyCatalog.indexOf("Gallic"),
                                             {}, "", "Older"), BattleSession.lastError);
            verify(data.session.startSample(), data.session.lastError);
            const id = data.session.battleId;
            BattleSession.closeBattle();
            data.session.closeBattle();
            compare(BattleSession.lastKept.id, id);

            const app = openApp(1280, 800);
            const tile = child(app.contentItem, "continueTile");
            tryCompare(tile, "visible", true);
            verify(tile.detail.indexOf(data.name) > 0, tile.detail);
            tap(tile);
            tryCompare(app, "currentPage", data.page);
            verify(data.session.hasBattle, "the battle is open");
            compare(data.session.battleId, id);
            compare(BattleSession.hasBattle, false, "the older Ancients battle stays closed");

            // Launched again, the app opens straight into it.
            data.session.closeBattle();
            const launched = createTemporaryObject(launchComponent, root, { width: 1280, height: 800 });
            verify(launched !== null);
            tryCompare(launched, "currentPage", data.page);
            compare(data.session.battleId, id);
        }

        function test_backArrowEscapeAndTheBackKey_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_backArrowEscapeAndTheBackKey(data) {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Back"), BattleSession.lastError);
            const app = openApp(data.width, data.height);
            verify(!app.canGoBack, "home is where it starts: nothing to go back to");
            verify(!child(app, "backButton").visible, "no back arrow on the first page");

            show(app, "battle");
            verify(child(app, "backButton").visible, "a back arrow once there is somewhere to go back to");
            // From the battle to its log and back to the battle: one tap each way.
            tap(child(app.contentItem, "logButton"));
            tryCompare(app, "currentPage", "log");
            tryCompare(app, "pageReady", true);
            taps = 0;
            tap(child(app, "backButton"));
            tryCompare(app, "currentPage", "battle");
            compare(taps, 1, "from the log back to the battle in one tap");

            // Escape does the same.
            tap(child(app.contentItem, "logButton"));
            tryCompare(app, "currentPage", "log");
            tryCompare(app, "pageReady", true);
            keyClick(Qt.Key_Escape);
            tryCompare(app, "currentPage", "battle");

            // So does the system back key.
            tap(child(app.contentItem, "logButton"));
            tryCompare(app, "currentPage", "log");
            tryCompare(app, "pageReady", true);
            keyClick(Qt.Key_Back);
            tryCompare(app, "currentPage", "battle");

            // And from the battle back to where the player began.
            keyClick(Qt.Key_Back);
            tryCompare(app, "currentPage", "home");
            verify(!app.canGoBack);
            tryCompare(child(app, "backButton"), "visible", false);
            // With nowhere to go back to, the back key leaves the page as it is.
            keyClick(Qt.Key_Escape);
            compare(app.currentPage, "home");
            app.close();
        }

        /**
         * The navigation drawer waits for the first frame (issue 17): the window is made without
         * it; once the first frame is on screen (afterFirstFrame(), which the app calls) it is
         * there, and opening it shows every page's entry by touch.
         */
        function test_theMenuIsMadeAfterTheFirstFrame() {
            const app = openApp(1280, 800);
            compare(app.drawer, null, "no drawer on the way to the first frame");
            app.afterFirstFrame();
            verify(app.drawer !== null, "made once the first frame is on screen");
            const made = app.drawer;
            app.afterFirstFrame();
            verify(app.drawer === made, "made once");
            tap(child(app, "menuButton"));
            tryCompare(app.drawer, "opened", true);
            verify(app.menuOpened);
            const entry = text => {
                let found = null;
                const walk = it => {
                    if (found || !it)
                        return;
                    if (it.visible && it.text === text && it.clicked !== undefined)
                        found = it;
                    for (let i = 0; i < it.children.length; ++i)
                        walk(it.children[i]);
                };
                walk(app.drawer.contentItem);
                return found;
            };
            tryVerify(() => entry("Settings") !== null, 2000, "the entries are made when it opens");
            // An entry opens its page, and the drawer closes.
            tap(entry("Settings"));
            tryCompare(app, "currentPage", "settings");
            tryCompare(app.drawer, "opened", false);
            app.close();
        }

        function test_backClosesTheMenuFirst() {
            const app = openApp(1280, 800);
            show(app, "dice");
            tap(child(app, "menuButton"));
            const menu = Array.from(app.Overlay.overlay.children).find(c => c.visible) ?? null;
            verify(menu !== null, "the menu opened");
            wait(300);
            keyClick(Qt.Key_Escape);
            tryVerify(() => !Array.from(app.Overlay.overlay.children).some(c => c.visible && c.width > 0 && c.opacity > 0), 3000,
                      "the menu closed");
            compare(app.currentPage, "dice", "the page stays: the back key closed only the menu");
            keyClick(Qt.Key_Escape);
            tryCompare(app, "currentPage", "home");
            app.close();
        }

        /**
         * A § citation opens the section over the Combat panel and closing the sheet comes
         * back to the same panel with the pairing half made: our Base picked, the enemy
         * still to tap. The pairing is then finished with the next tap.
         */
        function test_rule_4_citationSheetKeepsThePairing_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_4_citationSheetKeepsThePairing(data) {
            const b = combatPhase();
            const app = openApp(data.width, data.height);
            show(app, "battle");
            const panel = child(app.contentItem, "panelLoader").item;
            verify(panel !== null);
            // Our Base: the first tap of a pairing.
            tap(child(child(app.contentItem, "block" + b.ours), "base" + b.our[0]));
            tryCompare(panel.selection, "base", b.our[0]);
            compare(panel.selection.picked, -1, "the enemy is still to pick");

            // The panel's "§4" citation: the section over the page, not the reader instead of it.
            const citation = citationUnder(panel, "4");
            tap(citation);
            const sheet = child(app, "sectionSheet");
            tryCompare(sheet, "opened", true);
            compare(app.currentPage, "battle", "the battle page stays underneath");
            compare(app.sheetSection, "4");
            tryVerify(() => child(sheet.contentItem, "sheetTitle").text.indexOf("§4") === 0, 3000);
            verify(child(sheet.contentItem, "sheetTitle").text.indexOf("Sequence of Play") > 0,
                   "the section's own title: " + child(sheet.contentItem, "sheetTitle").text);
            const text = child(sheet.contentItem, "sheetText").text;
            verify(text.indexOf("Sequence of Play") >= 0, "the section's text is shown");
            verify(text.indexOf("5. Movement") < 0, "only §4, not the section after it");

            // Close it: the same panel, the same half-made pairing.
            tap(child(sheet.contentItem, "closeSheetButton"));
            tryCompare(sheet, "opened", false);
            tryCompare(sheet, "visible", false);
            compare(child(app.contentItem, "panelLoader").item, panel, "the same panel, not a new one");
            compare(panel.selection.base, b.our[0], "the pairing in progress is intact");
            compare(panel.selection.picked, -1);

            // Escape closes the sheet too, and only the sheet.
            tap(citation);
            tryCompare(sheet, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(sheet, "opened", false);
            // Until the sheet has slid away, its shade still takes the taps.
            tryCompare(sheet, "visible", false);
            compare(app.currentPage, "battle");
            compare(panel.selection.base, b.our[0]);

            // The pairing goes on where it was: the enemy Base, and the fight is ready.
            tap(child(child(app.contentItem, "block" + b.theirs), "base" + b.their[0]));
            tryCompare(panel.selection, "picked", b.their[0]);
            verify(panel.ready, "the pairing is made");

            // The sheet's link opens the whole rulebook there; back returns to the battle.
            tap(citationUnder(child(app.contentItem, "battleHeader"), "4"));
            tryCompare(sheet, "opened", true);
            tap(child(sheet.contentItem, "fullReaderButton"));
            tryCompare(app, "currentPage", "rulebook");
            tryCompare(app, "pageReady", true);
            tryCompare(sheet, "opened", false);
            tryCompare(sheet, "visible", false);
            tap(child(app, "backButton"));
            tryCompare(app, "currentPage", "battle");
            app.close();
        }
    }
}
