import QtQuick
import QtQuick.Layouts
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Turning the tablet: every page, opened in landscape and turned to portrait (and back),
// or opened in portrait and turned to landscape, lays itself out again: no layout leaves
// one control on top of another, so a tap lands where it looks.
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
        name: "Rotation"
        when: windowShown

        readonly property var pages: ["home", "new-battle", "battles", "battle", "log", "dice", "tracker", "cohesion",
                                      "rulebook", "armies", "builder", "settings", "playtest", "mwr-battle", "ohw-battle"]

        /** No battle open in any ruleset: before each case, and after it for the test files after this one. */
        function closeBattles() {
            BattleSession.closeBattle();
            MwrBattleSession.closeBattle();
            OhwBattleSession.closeBattle();
        }
        function init() {
            closeBattles();
        }
        function cleanup() {
            closeBattles();
        }
        function openApp(width: int, height: int): var {
            const app = createTemporaryObject(appComponent, root, { width: width, height: height });
            verify(app !== null);
            tryCompare(app, "currentPage", "home");
            tryCompare(app, "pageReady", true);
            return app;
        }
        function openPage(app: var, name: string) {
            if (name === "battle" || name === "log")
                verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Turned"), BattleSession.lastError);
            if (name === "mwr-battle")
                verify(MwrBattleSession.startSample(), MwrBattleSession.lastError);
            if (name === "ohw-battle")
                verify(OhwBattleSession.startSample(), OhwBattleSession.lastError);
            verify(app.showPage(name), name);
            tryCompare(app, "currentPage", name);
            tryCompare(app, "pageReady", true);
            waitForRendering(app.contentItem);
        }
        function named(item: Item): string {
            return (item.objectName.length > 0 ? item.objectName : String(item).replace(/\(0x[0-9a-f]+.*$/, ""))
                    + (item.text !== undefined && String(item.text).length > 0 ? " \"" + item.text + "\"" : "");
        }
        /**
         * Every pair of shown items that a layout under @p item places over each other, as
         * "layout: a over b"; a layout that did not lay itself out again after a turn leaves
         * its items where they were, on top of each other.
         */
        function overlapsUnder(item: Item): list<string> {
            const found = [];
            const walk = it => {
                if (!it || !it.visible || it.width <= 0 || it.height <= 0)
                    return;
                if (it instanceof RowLayout || it instanceof ColumnLayout || it instanceof GridLayout) {
                    const shown = [];
                    for (let i = 0; i < it.children.length; ++i) {
                        const c = it.children[i];
                        if (c.visible && c.width > 1 && c.height > 1)
                            shown.push(c);
                    }
                    for (let i = 0; i < shown.length; ++i) {
                        for (let j = i + 1; j < shown.length; ++j) {
                            const a = shown[i];
                            const b = shown[j];
                            const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
                            const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
                            if (across > 1 && down > 1)
                                found.push(named(it) + ": " + named(a) + " over " + named(b));
                        }
                    }
                }
                for (let i = 0; i < it.children.length; ++i)
                    walk(it.children[i]);
            };
            walk(item);
            return found;
        }
        function turn(app: var, width: int, height: int) {
            app.width = width;
            app.height = height;
            waitForRendering(app.contentItem);
        }
        function checkLaidOut(app: var, what: string) {
            const overlaps = overlapsUnder(app.contentItem);
            compare(overlaps.join("; "), "", what + ": no layout leaves one control over another");
        }

        function test_aPageTurnedLaysItselfOutAgain_data() {
            const rows = [];
            for (const name of pages) {
                rows.push({ tag: name + " landscape to portrait", page: name, fromWidth: 1280, fromHeight: 800 });
                rows.push({ tag: name + " portrait to landscape", page: name, fromWidth: 800, fromHeight: 1280 });
            }
            return rows;
        }
        function test_aPageTurnedLaysItselfOutAgain(data) {
            const app = openApp(data.fromWidth, data.fromHeight);
            openPage(app, data.page);
            checkLaidOut(app, data.page + " as opened");
            turn(app, data.fromHeight, data.fromWidth);
            checkLaidOut(app, data.page + " turned");
            turn(app, data.fromWidth, data.fromHeight);
            checkLaidOut(app, data.page + " turned back");
        }

        // The case that showed it: the rulebook read in landscape, the tablet turned, and the
        // contents button, which only portrait shows, tapped.
        function test_theContentsOpenByTouchAfterTheTabletIsTurned() {
            const app = openApp(1280, 800);
            openPage(app, "rulebook");
            const contents = findChild(app.contentItem, "contentsButton");
            verify(contents !== null);
            verify(!contents.visible, "landscape shows the contents beside the text");
            turn(app, 800, 1280);
            verify(contents.visible);
            const panel = findChild(app.contentItem, "sidePanel");
            verify(!panel.visible);
            touchEvent(contents).press(0, contents, contents.width / 2, contents.height / 2).commit();
            touchEvent(contents).release(0, contents, contents.width / 2, contents.height / 2).commit();
            tryVerify(() => panel.visible, 1000, "the tap opens the contents");
        }
    }
}
