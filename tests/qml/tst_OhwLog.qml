import QtQuick
import QtQuick.Controls
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The log of a battle of 3D6 OHW Gridded Ancients (issue 20), by touch, in both
// orientations: opened from its battle page, it shows that battle's entries (even
// with another ruleset's battle open), each with its number, turn, army and step,
// worded, undo and redo among them; a new entry adds its row; and a § citation of
// an entry opens this ruleset's own rulebook at that section, not the Ancients
// Wargame's.
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

    // A row's extra button, as an umpire's "Amend…" would be added: given its row.
    Component {
        id: rowTool
        Button {
            property Item entry: null
            objectName: "rowTool" + (entry ? entry.number : 0)
            implicitHeight: 48
            text: entry && entry.inForce ? "Amend #" + entry.number : ""
            visible: entry !== null && entry.inForce
        }
    }

    TestCase {
        name: "OhwLog"
        when: windowShown

        // The sample's units (app/ohw/ohwsample.h).
        readonly property int spanishAuxilia: 1

        function init() {
            OhwBattleSession.closeBattle();
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
            const at = item.mapToItem(null, 0, 0);
            verify(at.x >= 0 && at.y >= 0 && at.x + item.width <= root.width && at.y + item.height <= root.height,
                   item.objectName + " lies inside the window: " + at.x + "," + at.y);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function openApp(width: int, height: int): var {
            root.width = width;
            root.height = height;
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
        /** The first visible citation under @p item reading @p text. */
        function citation(item: Item, text: string): Item {
            let found = null;
            const walk = it => {
                if (found || !it || !it.visible)
                    return;
                if (it.section !== undefined && it.ruleset !== undefined && it.text === text)
                    found = it;
                for (let i = 0; i < it.children.length; ++i)
                    walk(it.children[i]);
            };
            walk(item);
            verify(found !== null, "a citation reading " + text);
            return found;
        }

        function test_rule_10_3_theLogOfTheBattleAndItsCitations_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_10_3_theLogOfTheBattleAndItsCitations(data) {
            const app = openApp(data.width, data.height);
            // A battle of My Wargame Rules is open too: the log follows the page the player came from.
            verify(MwrBattleSession.startSample());
            verify(OhwBattleSession.startSample());
            show(app, "ohw-battle");
            verify(OhwBattleSession.rollInitiative([3, 3]), OhwBattleSession.lastError);
            OhwBattleSession.selectedUnit = spanishAuxilia;
            verify(OhwBattleSession.move(1, "open", false, "front"), OhwBattleSession.lastError);

            // From the battle page to its log in one tap.
            tap(child(app.contentItem, "ohwLogButton"));
            tryCompare(app, "currentPage", "log");
            tryCompare(app, "pageReady", true);
            const view = child(app.contentItem, "ohwLogView");
            verify(view.visible, "the log shows the battle of 3D6 OHW Gridded Ancients");
            verify(!child(app.contentItem, "mwrLogView").visible);
            const list = child(view, "ohwLogList");
            tryCompare(list, "count", 2);
            tryCompare(made(list, "ohwEntrySummary1"), "text", "Spanish auxilia moves 1 space");
            compare(child(list, "ohwEntryHeading1").text, "#2 · turn 1 · Pompey · Movement · Action");
            compare(made(list, "ohwEntrySummary0").text, "Initiative roll");
            compare(child(list, "ohwEntryHeading0").text, "#1 · turn 1 · Pompey · Initiative · Action");

            // Undo from the log: a row of its own on top; the move below it is undone.
            tap(child(view, "ohwLogUndoButton"));
            tryCompare(list, "count", 3);
            tryCompare(made(list, "ohwEntrySummary2"), "text", "Took back #2: Spanish auxilia moves 1 space");
            tryVerify(() => child(list, "ohwEntryHeading1").text.indexOf("undone") > 0);
            tap(child(view, "ohwLogRedoButton"));
            tryCompare(list, "count", 4);
            tryCompare(made(list, "ohwEntrySummary3"), "text", "Played again #2: Spanish auxilia moves 1 space");

            // The chain as the store keeps it.
            tap(child(view, "ohwVerifyButton"));
            tryCompare(child(view, "ohwVerifyResult"), "text", "The chain holds: every entry's hash and every state check out.");
            compare(child(child(view, "ohwFingerprint"), "fingerprintText").text, OhwBattleSession.fingerprint);

            // "§10.3" beside the initiative dice: this ruleset's §10.3, in the sheet over the log.
            list.positionViewAtEnd();
            waitForRendering(list, 200);
            const first = made(list, "ohwEntry0");
            tap(citation(first, "§10.3"));
            const sheet = child(app, "sectionSheet");
            tryCompare(sheet, "opened", true);
            compare(app.currentPage, "log", "the log stays underneath");
            compare(app.sheetSection, "10.3");
            compare(app.sheetRuleset, "3d6-ohw-gridded-ancients");
            tryVerify(() => child(sheet.contentItem, "sheetTitle").text.indexOf("10.3") >= 0, 3000,
                      "this ruleset's §10.3: " + child(sheet.contentItem, "sheetTitle").text);
            verify(child(sheet.contentItem, "sheetText").text.toLowerCase().indexOf("initiative") >= 0,
                   "the section about the initiative is shown");
            tap(child(sheet.contentItem, "closeSheetButton"));
            tryCompare(sheet, "visible", false);

            // Back to the battle page, then the log again: still this battle's.
            verify(app.goBack());
            tryCompare(app, "currentPage", "ohw-battle");
            show(app, "mwr-battle");
            show(app, "log");
            verify(child(app.contentItem, "mwrLogView").visible, "from My Wargame Rules' page, its own log");
            show(app, "ohw-battle");
            show(app, "log");
            verify(child(app.contentItem, "ohwLogView").visible, "and back to this one's");
        }

        // The umpire's tools serve this ruleset too: the battle written as its battle file, the
        // dice secret held back while the battle is in progress.
        function test_theUmpireExportsTheBattle() {
            const app = openApp(800, 1280);
            verify(OhwBattleSession.startSample());
            verify(OhwBattleSession.rollInitiative([3, 3]), OhwBattleSession.lastError);
            show(app, "log");
            const view = child(app.contentItem, "ohwLogView");
            const exportButton = child(view, "ohwExportButton");
            verify(!exportButton.visible, "only in the umpire's view");
            tap(child(view, "ohwUmpireSwitch"));
            tryCompare(view, "umpire", true);
            const secret = child(view, "ohwRevealSecretSwitch");
            verify(secret.visible);
            verify(!secret.enabled, "no dice secret while the battle is in progress");
            tap(exportButton);
            const dialog = child(view, "ohwExportDialog");
            tryCompare(dialog, "opened", true);
            const folder = String(FileNames.documentsFolder);
            const name = "pharsalus-" + Date.now();
            dialog.folder = folder;
            child(dialog.contentItem, "fileNameField").text = name;
            tap(child(dialog.footer, "saveConfirm"));
            tryCompare(dialog, "visible", false);
            tryVerify(() => child(view, "ohwVerifyResult").text.indexOf(name + ".json") >= 0, 3000,
                      "written: " + child(view, "ohwVerifyResult").text);
            verify(FileNames.exists(folder + "/" + name + ".json"), "the battle file is there");
            tap(child(view, "ohwUmpireSwitch"));
            tryCompare(view, "umpire", false);
        }

        function test_eachRowHasASpotForExtraButtons() {
            const app = openApp(1280, 800);
            verify(OhwBattleSession.startSample());
            verify(OhwBattleSession.rollInitiative([3, 3]), OhwBattleSession.lastError);
            OhwBattleSession.selectedUnit = spanishAuxilia;
            verify(OhwBattleSession.move(1, "open", false, "front"), OhwBattleSession.lastError);
            verify(OhwBattleSession.undo());
            show(app, "log");
            const view = child(app.contentItem, "ohwLogView");
            view.rowTools = rowTool;
            const list = child(view, "ohwLogList");
            tryCompare(list, "count", 3);
            // Each row's tool is given its row: the initiative roll in force, the move undone.
            tryCompare(made(list, "rowTool1"), "text", "Amend #1");
            verify(made(list, "rowTool1").visible);
            compare(made(list, "rowTool2").visible, false);
            verify(made(list, "rowTool1").height >= 48);
        }

        function test_theOnlyBattleOpenIsTheOneTheLogShows() {
            const app = openApp(1280, 800);
            verify(OhwBattleSession.startSample());
            verify(OhwBattleSession.rollInitiative([3, 3]), OhwBattleSession.lastError);
            show(app, "log");
            verify(child(app.contentItem, "ohwLogView").visible);
            tryCompare(child(app.contentItem, "ohwLogList"), "count", 1);
        }
    }
}
