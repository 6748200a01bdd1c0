import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The quick dice roller as a player uses it: taps, touches and real dice (§3.1, §5).
// TestCase itself is invisible, so the pages are created in this visible root.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        DiceRollerPage {
            width: root.width
            height: root.height
            roller: DiceRoller {}
        }
    }

    TestCase {
        id: testCase
        name: "DiceRollerPage"
        when: windowShown

        property DiceRollerPage page: null

        function init() {
            page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            page.roller.reseed(2026);
            // Layouts position their children when polished: wait for that before tapping.
            waitForRendering(page);
        }

        function segment(choiceName: string, index: int): Item {
            const row = findChild(page, choiceName);
            verify(row !== null, choiceName);
            const item = findChild(row, "choice" + index);
            verify(item !== null, choiceName + " segment " + index);
            return item;
        }

        function test_rule_3_1_tapRollsAndMarksTheKeptDie() {
            mouseClick(segment("qualityChoice", 0));
            compare(page.roller.quality, DiceRoller.Elite);
            const target = findChild(page, "rollTarget");
            mouseClick(target);
            verify(page.roller.hasResult);
            compare(page.roller.resultDiceCount, 2);
            const first = findChild(page, "die0");
            const second = findChild(page, "die1");
            verify(first !== null && second !== null);
            compare(first.value, page.roller.firstDie);
            compare(second.value, page.roller.secondDie);
            compare(first.kept, page.roller.keptIndex === 0);
            compare(second.kept, page.roller.keptIndex === 1);
            compare(Math.max(first.value, second.value), page.roller.keptValue);
            verify(findChild(page, "resultLabel").text.indexOf(String(page.roller.keptValue)) >= 0);
            compare(findChild(page, "historyView").count, 1);
        }

        function test_touchRolls() {
            const target = findChild(page, "rollTarget");
            const touch = touchEvent(target);
            touch.press(0, target, target.width / 2, target.height / 2).commit();
            touch.release(0, target, target.width / 2, target.height / 2).commit();
            tryCompare(page.roller.history, "count", 1);
            compare(page.roller.resultDiceCount, 1);
        }

        function test_rule_3_1_dieChoiceChangesTheChart() {
            const chart = findChild(page, "distributionChart");
            compare(chart.model.count, 4);
            mouseClick(segment("dieChoice", 1));
            compare(page.roller.die, DiceRoller.D6);
            compare(chart.model.count, 6);
        }

        function test_rule_13_mechanicChangesTheDiceTheChartAndTheWords() {
            mouseClick(segment("qualityChoice", 0));
            const chart = findChild(page, "distributionChart");
            const words = findChild(page, "keepRuleText");
            compare(words.text, "Rolls two dice and keeps the best.");
            mouseClick(segment("mechanicChoice", 2));
            compare(page.roller.mechanic, DiceRoller.BestOfThree);
            compare(words.text, "Rolls three dice and keeps the best.");
            // Best of three on the averaging die: 91/216 for a 5.
            compare(chart.model.count, 4);
            mouseClick(findChild(page, "rollTarget"));
            compare(page.roller.resultDiceCount, 3);
            const third = findChild(page, "die2");
            verify(third !== null);
            compare(third.value, page.roller.thirdDie);
            mouseClick(segment("mechanicChoice", 1));
            compare(page.roller.mechanic, DiceRoller.Reroll);
            verify(words.text.indexOf("3 or lower") >= 0, words.text);
            mouseClick(segment("qualityChoice", 2));
            verify(words.text.indexOf("4 or higher") >= 0, words.text);
        }

        function test_rule_13_realDiceAskForTheRerollWhenItIsRolled() {
            mouseClick(segment("qualityChoice", 0));
            mouseClick(segment("mechanicChoice", 1));
            mouseClick(findChild(page, "realDiceButton"));
            const dialog = findChild(page, "realDiceDialog");
            tryCompare(dialog, "opened", true);
            const read = findChild(dialog.footer, "readButton");
            mouseClick(findChild(dialog.contentItem, "face0_3"));
            mouseClick(findChild(dialog.contentItem, "face1_2"));
            // Kept 3: rolled again; the reading waits for the new die.
            const reroll = findChild(dialog.contentItem, "face2_5");
            tryCompare(reroll, "visible", true);
            verify(!read.enabled);
            mouseClick(reroll);
            verify(read.enabled);
            mouseClick(read);
            verify(page.roller.resultRerolled);
            compare(page.roller.keptValue, 5);
            compare(page.roller.keptIndex, 2);
            tryCompare(dialog, "visible", false);
        }

        function test_rule_5_movementTestShowsWhatItNeeds() {
            mouseClick(segment("modeChoice", 1));
            compare(page.roller.mode, DiceRoller.Movement);
            verify(!findChild(page, "dieChoice").visible);
            page.roller.averageFatigue = 3.5;
            const needed = findChild(page, "neededLabel");
            verify(needed.text.indexOf("4") >= 0, needed.text);
            verify(needed.text.indexOf("1/2") >= 0, needed.text);
            mouseClick(findChild(page, "fatigueUp"));
            compare(page.roller.averageFatigue, 3.75);
            mouseClick(findChild(page, "fatigueDown"));
            mouseClick(findChild(page, "fatigueDown"));
            compare(page.roller.averageFatigue, 3.25);
        }

        function test_rule_5_typedAverageIsUsed() {
            mouseClick(segment("modeChoice", 1));
            const field = findChild(page, "averageField");
            field.forceActiveFocus();
            field.selectAll();
            keyClick(Qt.Key_4);
            keyClick(Qt.Key_Period);
            keyClick(Qt.Key_5);
            keyClick(Qt.Key_Return);
            compare(page.roller.averageFatigue, 4.5);
            compare(page.roller.neededToMove, 5);
        }

        function test_rule_5_averageIsWrittenInTheAppsLanguage() {
            mouseClick(segment("modeChoice", 1));
            page.roller.averageFatigue = 3.5;
            const field = findChild(page, "averageField");
            compare(field.text, "3.5");
            Languages.language = "de";
            compare(field.text, "3,5");
            field.forceActiveFocus();
            field.selectAll();
            keyClick(Qt.Key_4);
            keyClick(Qt.Key_Comma);
            keyClick(Qt.Key_2);
            keyClick(Qt.Key_5);
            keyClick(Qt.Key_Return);
            compare(page.roller.averageFatigue, 4.25);
            compare(field.text, "4,25");
        }

        function cleanup() {
            Languages.language = "en";
        }

        function test_rule_3_1_realDiceAreRead() {
            mouseClick(segment("qualityChoice", 2));
            compare(page.roller.quality, DiceRoller.Levy);
            mouseClick(findChild(page, "realDiceButton"));
            const dialog = findChild(page, "realDiceDialog");
            tryCompare(dialog, "opened", true);
            // A popup's items live in the window's overlay, not under the page.
            const first = findChild(dialog.contentItem, "face0_5");
            const second = findChild(dialog.contentItem, "face1_2");
            verify(first !== null && second !== null);
            tryCompare(first, "visible", true);
            const read = findChild(dialog.footer, "readButton");
            verify(!read.enabled);
            mouseClick(first);
            mouseClick(first); // tapping the chosen face again keeps it chosen
            verify(first.highlighted);
            mouseClick(second);
            verify(read.enabled);
            mouseClick(read);
            verify(page.roller.resultFromRealDice);
            compare(page.roller.firstDie, 5);
            compare(page.roller.secondDie, 2);
            compare(page.roller.keptValue, 2);
            compare(page.roller.keptIndex, 1);
            tryCompare(dialog, "visible", false);

            // Opened again, nothing is chosen yet.
            mouseClick(findChild(page, "realDiceButton"));
            tryCompare(dialog, "opened", true);
            verify(!first.highlighted && !second.highlighted);
            verify(!read.enabled);
            mouseClick(findChild(dialog.footer, "cancelButton"));
            tryCompare(dialog, "visible", false);
            compare(page.roller.history.count, 1);
        }

        function test_layoutFitsBothOrientations_data() {
            return [
                { tag: "landscape 1280x800", w: 1280, h: 800, movement: false },
                { tag: "portrait 800x1280", w: 800, h: 1280, movement: false },
                // The movement test with the reroll's longer words: the tallest set of controls.
                { tag: "landscape 1280x800, movement test", w: 1280, h: 800, movement: true },
                { tag: "portrait 800x1280, movement test", w: 800, h: 1280, movement: true }
            ];
        }
        function test_layoutFitsBothOrientations(data) {
            page.width = data.w;
            page.height = data.h;
            page.roller.mode = data.movement ? DiceRoller.Movement : DiceRoller.Combat;
            page.roller.mechanic = data.movement ? DiceRoller.Reroll : DiceRoller.NoMechanic;
            page.roller.quality = DiceRoller.Elite;
            page.roller.roll();
            waitForRendering(page);
            for (const name of ["rollTarget", "realDiceButton", "distributionChart", "historyView", "modeChoice", "qualityChoice",
                                "mechanicChoice"]) {
                const item = findChild(page, name);
                const p = item.mapToItem(page, 0, 0);
                verify(p.x >= 0 && p.y >= 0, name + " starts inside the page");
                verify(p.x + item.width <= page.width + 0.5 && p.y + item.height <= page.height + 0.5,
                       name + " ends inside the page: " + (p.x + item.width) + "," + (p.y + item.height));
            }
            // Touch targets are at least 48 px.
            for (const name of ["rollTarget", "realDiceButton"]) {
                const item = findChild(page, name);
                verify(item.height >= 48 && item.width >= 48, name + " is a large enough touch target");
            }
            for (let i = 0; i < 3; ++i) {
                const s = segment("qualityChoice", i);
                verify(s.height >= 48 && s.width >= 48, "quality segment " + i);
            }
        }

        function tap(item: Item) {
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function inWindow(item: Item): bool {
            const at = item.mapToItem(root, 0, 0);
            return item.visible && at.x >= 0 && at.y >= 0 && at.x + item.width <= root.width && at.y + item.height <= root.height;
        }

        // Issue 20, item 3: roll N D6, count 4+, with N on a stepper of 1 to 8.
        function test_ohwPoolByTouch() {
            tap(segment("rulesetChoice", 2));
            compare(page.roller.preset, DiceRoller.HitsOnFourPlus);
            verify(!findChild(page, "qualityChoice").visible, "the Ancients Wargame's qualities are not this ruleset's");
            const up = findChild(page, "poolUp");
            const down = findChild(page, "poolDown");
            verify(inWindow(up) && inWindow(down));
            verify(up.height >= 48 && down.width >= 48);
            compare(page.roller.poolSize, 3);
            for (let i = 0; i < 7; ++i)
                tap(up);
            compare(page.roller.poolSize, 8);
            verify(!up.enabled, "no more than 8D6");
            for (let i = 0; i < 9; ++i)
                tap(down);
            compare(page.roller.poolSize, 1);
            verify(!down.enabled, "no fewer than 1D6");
            tap(up);
            tap(up);
            tap(up);
            compare(page.roller.poolSize, 4);
            compare(findChild(page, "poolLabel").text, "4D6");
            const target = findChild(page, "rollTarget");
            tap(target);
            verify(page.roller.hasResult);
            compare(page.roller.presetFaces.length, 4);
            waitForRendering(page);
            // Every die shown, the hits marked and counted.
            let hits = 0;
            for (let i = 0; i < 4; ++i) {
                const die = findChild(page, "presetDie" + i);
                verify(die !== null && die.visible);
                verify(inWindow(die), "die " + i + " lies on screen");
                compare(die.value, page.roller.presetFaces[i]);
                compare(die.kept, die.value >= 4);
                hits += die.value >= 4 ? 1 : 0;
            }
            compare(page.roller.presetHits, hits);
            compare(findChild(page, "resultLabel").text, "Hits: " + hits);
            // The players' own dice: the count is the pool's.
            verify(page.roller.enterPresetDice([6, 5, 1, 4]));
            compare(findChild(page, "resultLabel").text, "Hits: 3");
            compare(findChild(page, "distributionChart").highlightValue, 3);
        }

        // Issue 19, item 3: 2D6 to pick one from, and 1D6, both dice shown with what they read.
        function test_mwrTwoDiceShowBoth() {
            tap(segment("rulesetChoice", 1));
            compare(page.roller.preset, DiceRoller.TwoDicePickOne);
            verify(page.roller.enterPresetDice([2, 6]));
            waitForRendering(page);
            const first = findChild(page, "presetDie0");
            const second = findChild(page, "presetDie1");
            verify(inWindow(first) && inWindow(second));
            compare(first.note, "Brutal Clash");
            compare(second.note, "Breakthrough");
            compare(findChild(page, "resultLabel").text, "Pick one: Brutal Clash or Breakthrough");
            tap(segment("mwrDiceChoice", 1));
            compare(page.roller.preset, DiceRoller.OneDie);
            tap(findChild(page, "rollTarget"));
            compare(page.roller.presetFaces.length, 1);
            verify(findChild(page, "resultLabel").text.startsWith("Result: "));
            // Back to the Ancients Wargame: its controls again.
            tap(segment("rulesetChoice", 0));
            compare(page.roller.preset, DiceRoller.AncientsDice);
            verify(findChild(page, "qualityChoice").visible);
        }
    }
}
