import QtQuick
import QtQuick.Controls
import QtTest
import Ancients.Bridge
import Ancients.Ui

// A battle of My Wargame Rules beyond its own page (issue 19), by touch, in both
// orientations: the log page shows its entries, undo and redo among them, worded,
// adds a row for each new entry, checks the chain and shows the fingerprint; and a
// § citation or a ruling it cites opens My Wargame Rules' own rulebook and register,
// not the Ancients Wargame's.
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

    TestCase {
        name: "MwrLogAndCitations"
        when: windowShown

        // The sample's units (app/mwr/mwrsample.h).
        readonly property int hastati: 0
        readonly property int libyans: 4

        function init() {
            MwrBattleSession.closeBattle();
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function cleanup() {
            init();
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** A player's tap: on a control that is on screen, enabled and a finger's size. */
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            waitForRendering(item, 100);
            verify(item.visible && item.enabled, "can be tapped: " + item.objectName);
            verify(item.height >= 48, item.objectName + " is at least 48 px tall: " + item.height);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function openApp(width: int, height: int): var {
            const app = createTemporaryObject(appComponent, root, { width: width, height: height });
            verify(app !== null);
            tryCompare(app, "currentPage", "home");
            tryCompare(app, "pageReady", true);
            return app;
        }
        /** @p name under @p parent, once its delegate is made. */
        function made(parent: Item, name: string): Item {
            tryVerify(() => findChild(parent, name) !== null, 3000, "made " + name);
            return findChild(parent, name);
        }
        function show(app: var, name: string) {
            verify(app.showPage(name));
            tryCompare(app, "currentPage", name);
            tryCompare(app, "pageReady", true);
            waitForRendering(app.contentItem, 200);
        }
        /** The first visible item under @p item named @p name whose text is @p text. */
        function named(item: Item, name: string, text: string): Item {
            let found = null;
            const walk = it => {
                if (found || !it || !it.visible)
                    return;
                if (it.objectName === name && it.text === text)
                    found = it;
                for (let i = 0; i < it.children.length; ++i)
                    walk(it.children[i]);
            };
            walk(item);
            verify(found !== null, name + " reading " + text);
            return found;
        }

        function test_logShowsTheBattleOfMyWargameRules_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_logShowsTheBattleOfMyWargameRules(data) {
            const app = openApp(data.width, data.height);
            verify(MwrBattleSession.startSample());
            show(app, "mwr-battle");
            MwrBattleSession.selectedUnit = hastati;
            verify(MwrBattleSession.hold(), MwrBattleSession.lastError);
            show(app, "log");
            const page = app.contentItem.children.length > 0 ? findChild(app.contentItem, "mwrLogView") : null;
            verify(page !== null && page.visible, "the log shows the battle of My Wargame Rules");
            const list = child(app.contentItem, "mwrLogList");
            tryCompare(list, "count", 1);
            tryCompare(made(list, "mwrEntrySummary0"), "text", "Hastati: Hold");
            verify(child(list, "mwrEntryHeading0").text.indexOf("#1 · turn 1 · Romans") === 0,
                   child(list, "mwrEntryHeading0").text);
            const row = list.itemAtIndex(0);
            verify(row !== null);
            named(row, "", "§3"); // its effect's section, as a citation

            // Undo from the log: a row of its own on top; the action below it is undone.
            tap(child(app.contentItem, "mwrLogUndoButton"));
            tryCompare(list, "count", 2);
            tryCompare(made(list, "mwrEntrySummary1"), "text", "Took back #1: Hastati: Hold");
            tryVerify(() => child(list, "mwrEntryHeading0").text.indexOf("undone") > 0);
            tap(child(app.contentItem, "mwrLogRedoButton"));
            tryCompare(list, "count", 3);

            // A new action, played on its page, adds its row; the first row is the same item.
            MwrBattleSession.selectedUnit = libyans;
            verify(MwrBattleSession.hold(), MwrBattleSession.lastError);
            tryCompare(list, "count", 4);
            tryCompare(made(list, "mwrEntrySummary3"), "text", "Libyan Spearmen: Hold");

            // The chain as the store keeps it, and the fingerprint to note.
            tap(child(app.contentItem, "mwrVerifyButton"));
            tryCompare(child(app.contentItem, "mwrVerifyResult"), "text",
                       "The chain holds: every entry's hash and every state check out.");
            compare(child(child(app.contentItem, "mwrFingerprint"), "fingerprintText").text, MwrBattleSession.fingerprint);
            compare(MwrBattleSession.fingerprint.length, 8);
        }

        function test_rule_3_citationsOpenMyWargameRules_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_3_citationsOpenMyWargameRules(data) {
            const app = openApp(data.width, data.height);
            verify(MwrBattleSession.startSample());
            show(app, "mwr-battle");
            MwrBattleSession.selectedUnit = hastati;
            verify(MwrBattleSession.hold(), MwrBattleSession.lastError);
            waitForRendering(app.contentItem, 200);
            // The sheet is made at the first citation.
            compare(app.sectionSheet, null);

            // "§3" beside the Hold: My Wargame Rules' Turn Structure, not the Ancients Wargame's §3.
            const section = named(app.contentItem, "effectSection", "§3");
            tap(section);
            const sheet = child(app, "sectionSheet");
            tryCompare(sheet, "opened", true);
            compare(app.currentPage, "mwr-battle", "the battle page stays underneath");
            compare(app.sheetSection, "3");
            compare(app.sheetRuleset, "my-wargame-rules");
            tryVerify(() => child(sheet.contentItem, "sheetTitle").text === "§3 3. Turn Structure"
                      || child(sheet.contentItem, "sheetTitle").text.indexOf("Turn Structure") > 0, 3000,
                      "My Wargame Rules' §3: " + child(sheet.contentItem, "sheetTitle").text);
            verify(child(sheet.contentItem, "sheetText").text.indexOf("Turn Structure") >= 0);
            tap(child(sheet.contentItem, "closeSheetButton"));
            tryCompare(sheet, "visible", false);

            // "R11" beside it: the ruling from My Wargame Rules' own register.
            const ruling = named(app.contentItem, "effectRuling", "R11");
            tap(ruling);
            tryCompare(sheet, "opened", true);
            compare(app.sheetSection, "R11");
            compare(app.sheetRuleset, "my-wargame-rules");
            tryVerify(() => child(sheet.contentItem, "sheetTitle").text.indexOf("R11") === 0, 3000,
                      "the ruling's own title: " + child(sheet.contentItem, "sheetTitle").text);
            const text = child(sheet.contentItem, "sheetText").text;
            verify(text.indexOf("Question") >= 0, "the ruling's text is shown");
            verify(text.indexOf("R12") < 0, "only R11, not the ruling after it");

            // The whole register from there, at that ruling; back returns to the battle.
            tap(child(sheet.contentItem, "fullReaderButton"));
            tryCompare(app, "currentPage", "rulebook");
            tryCompare(app, "pageReady", true);
            let page = child(app.contentItem, "textView");
            while (page && page.rulings === undefined)
                page = page.parent;
            verify(page !== null, "the reader's page");
            compare(page.ruleset, "my-wargame-rules");
            compare(page.rulings, true);
            verify(child(page, "textView").text.indexOf("R11") >= 0, "the register is shown");
            verify(app.goBack());
            tryCompare(app, "currentPage", "mwr-battle");
        }
    }
}
