import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The new-battle page offers the app's one army catalogue (the singleton ArmyCatalog that
// main() makes): an army kept on another page shows here at once, and what the page says of
// the chosen army follows the catalogue's rows, not a look-up made once.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: newBattleComponent
        NewBattlePage {
            width: root.width / 2
            height: root.height
        }
    }
    Component {
        id: armiesComponent
        ArmiesPage {
            x: root.width / 2
            width: root.width / 2
            height: root.height
        }
    }

    TestCase {
        name: "NewBattlePage"
        when: windowShown

        property var kept: []

        function cleanup() {
            for (const name of kept) {
                const row = ArmyCatalog.indexOf(name);
                if (row >= 0)
                    verify(ArmyCatalog.removeImported(row), "clean up " + name);
            }
            kept = [];
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** Keeps an army of one Block of @p frontage × @p depth Bases through the catalogue, as the builder does. */
        function keepArmy(name: string, frontage: int, depth: int): int {
            const saved = ArmyCatalog.saveArmy({ "name": name, "blocks": [
                { "name": "Spears", "type": "heavy-infantry", "quality": "regular", "frontage": frontage, "depth": depth }] });
            verify(saved.ok, saved.problems.join("; "));
            kept.push(name);
            return saved.index;
        }

        function test_rule_12_1_armyKeptElsewhereShowsWithItsBreak() {
            const page = createTemporaryObject(newBattleComponent, root);
            const armies = createTemporaryObject(armiesComponent, root);
            waitForRendering(page);
            const first = child(page, "firstArmy");
            const box = child(first, "armyBox");
            const detail = child(first, "armyDetail");
            const list = child(armies, "armyList");
            // Who moves first: both armies by name, side by side, each whole.
            const mover = child(page, "firstMoverChoice");
            const firstChoice = child(mover, "choice0");
            const secondChoice = child(mover, "choice1");
            compare(firstChoice.text, box.currentText);
            verify(firstChoice.x + firstChoice.width <= secondChoice.x, "the two choices do not overlap");
            verify(firstChoice.width >= firstChoice.implicitWidth && secondChoice.width >= secondChoice.implicitWidth);
            const offered = box.count;
            compare(offered, ArmyCatalog.count);
            compare(list.count, offered, "both pages offer the one catalogue");

            // Kept through the catalogue: both pages offer it at once, nothing made again.
            const stamp = Date.now();
            const later = "Zz catalogue " + stamp + " b";
            const row = keepArmy(later, 4, 2);
            tryCompare(box, "count", offered + 1);
            compare(list.count, offered + 1);
            box.currentIndex = row;
            compare(box.currentText, later);
            compare(detail.text, "8 Bases · the army breaks when 3 are lost");
            compare(child(page, "firstMoverChoice").choices[0], later);

            // Another army takes that row (its name sorts first): what the page says follows the row.
            compare(keepArmy("Zz catalogue " + stamp + " a", 6, 1), row);
            compare(box.currentIndex, row);
            tryCompare(detail, "text", "6 Bases · the army breaks when 2 are lost");
            compare(child(page, "firstMoverChoice").choices[0], "Zz catalogue " + stamp + " a");

            // Deleted on the Armies page: gone from the new battle's choice too.
            verify(ArmyCatalog.removeImported(ArmyCatalog.indexOf(later)));
            tryCompare(box, "count", offered + 1);
            compare(list.count, offered + 1);
        }

        /** Every rule's row names its default (§13); the knobs fold away, say when they are changed, and go back to their defaults in one tap. */
        /** Scrolls the page until @p item shows, as a player's finger would before tapping it. */
        function scrollTo(page: Item, item: Item) {
            const flick = child(page, "newBattleScroll").contentItem;
            const y = item.mapToItem(flick.contentItem, 0, 0).y;
            flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
            waitForRendering(page);
            const top = item.mapToItem(page, 0, 0).y;
            verify(top >= 0 && top + item.height <= page.height, item.objectName + " is on screen to be tapped");
        }

        function test_rule_13_rulesOptionsShowTheirDefaultsAndReset() {
            const page = createTemporaryObject(newBattleComponent, root);
            waitForRendering(page);
            const knobs = child(page, "playtestKnobs");
            const summary = child(knobs, "knobsSummary");
            compare(knobs.expanded, false, "folded away at first");
            compare(knobs.changedCount, 0);
            const toggle = child(knobs, "knobsToggle");
            scrollTo(page, toggle);
            mouseClick(toggle);
            compare(knobs.expanded, true);
            // Every row shows its default in words.
            const rows = [];
            const collect = (item) => {
                const children = item.children ?? [];
                for (let i = 0; i < children.length; ++i) {
                    const c = children[i];
                    if (c.objectName === "knobDefault")
                        rows.push(c);
                    collect(c);
                }
            };
            collect(page);
            compare(rows.length, 12, "five rules and seven knobs");
            for (const r of rows)
                verify(r.text.length > 0 && r.visible, "a default is shown");
            // Changing knobs is counted; the competition defaults put them back.
            child(page, "followUpSwitch").checked = true;
            child(page, "footMove").value = 3;
            compare(knobs.changedCount, 2);
            verify(summary.text.indexOf("2") >= 0, summary.text);
            compare(knobs.options.follow_up, true);
            compare(knobs.options.foot_move, 3);
            scrollTo(page, child(page, "defaultsButton"));
            mouseClick(child(page, "defaultsButton"));
            compare(knobs.changedCount, 0);
            compare(child(page, "followUpSwitch").checked, false);
            compare(child(page, "footMove").value, 2);
            compare(knobs.options.missile_range, 2);
        }
    

        /** Taps @p item where it is, by touch, after checking it lies inside the window. */
        function touch(item: Item) {
            verify(item.visible, "visible: " + item.objectName);
            const at = item.mapToItem(root, 0, 0);
            verify(at.x >= 0 && at.y >= 0 && at.x + item.width <= root.width && at.y + item.height <= root.height,
                   item.objectName + " lies inside the window without scrolling");
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }

        function test_mwrBattleOfTwoBuiltInArmies() {
            const page = createTemporaryObject(newBattleComponent, root);
            waitForRendering(page);
            verify(!page.mwr, "a new battle is of the Ancients Wargame unless the players pick another");
            touch(child(child(page, "rulesetChoice"), "choice1"));
            verify(page.mwr);
            verify(!child(page, "newBattleScroll").visible, "the Ancients armies and options give way");
            const first = child(child(page, "mwrFirstArmy"), "mwrArmyBox");
            const second = child(child(page, "mwrSecondArmy"), "mwrArmyBox");
            verify(first.count >= 2, "the built-in armies of My Wargame Rules are offered");
            compare(second.currentIndex, 1);
            verify(first.currentText !== second.currentText);
            const opened = signalSpy.createObject(page, { target: Navigation, signalName: "pageRequested" });
            touch(child(page, "startButton"));
            compare(child(page, "startError").text, "");
            compare(opened.count, 1);
            compare(opened.signalArguments[0][0], "mwr-battle");
            verify(MwrBattleSession.hasBattle);
            compare(MwrBattleSession.armyNames, [first.currentText, second.currentText]);
            compare(MwrBattleSession.activeSide, 0);
            verify(MwrBattleSession.battleId > 0, "the battle is kept in the store");
            // Back to the Ancients Wargame: its armies and options again.
            touch(child(child(page, "rulesetChoice"), "choice0"));
            verify(!page.mwr);
            verify(child(page, "newBattleScroll").visible);
        }

        function test_ohwBattleOfTwoBuiltInArmies() {
            const page = createTemporaryObject(newBattleComponent, root);
            waitForRendering(page);
            touch(child(child(page, "rulesetChoice"), "choice2"));
            verify(page.ohw);
            verify(!child(page, "newBattleScroll").visible);
            const first = child(child(page, "mwrFirstArmy"), "mwrArmyBox");
            const second = child(child(page, "mwrSecondArmy"), "mwrArmyBox");
            compare(first.count, 2, "Caesar's and Pompey's armies are offered");
            verify(first.currentText !== second.currentText);
            const opened = signalSpy.createObject(page, { target: Navigation, signalName: "pageRequested" });
            touch(child(page, "startButton"));
            compare(child(page, "startError").text, "");
            compare(opened.count, 1);
            compare(opened.signalArguments[0][0], "ohw-battle");
            verify(OhwBattleSession.hasBattle);
            compare(OhwBattleSession.armyNames, [first.currentText, second.currentText]);
            compare(OhwBattleSession.step, "initiative");
        }
    }

    Component {
        id: signalSpy
        SignalSpy {}
    }
}
