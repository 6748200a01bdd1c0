import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The quick fatigue tracker as a player uses it: touch to add a Block, taps on a
// Base's + until the Block is Shaken, then Broken (§6, §12, §12.1). The tracker
// is the app-wide singleton, emptied before each test.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        FatigueTrackerPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        id: testCase
        name: "FatigueTrackerPage"
        when: windowShown

        property FatigueTrackerPage page: null

        function init() {
            FatigueTracker.clear();
            FatigueTracker.dismissProblem();
            page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            waitForRendering(page);
        }
        function cleanup() {
            FatigueTracker.clear();
            root.width = 1280;
            root.height = 800;
        }

        /** A finger's tap in the middle of @p item. */
        function tap(item: Item) {
            verify(item !== null, "nothing to tap");
            verify(item.visible && item.enabled, item.objectName + " can be tapped");
            const touch = touchEvent(item);
            touch.press(0, item, item.width / 2, item.height / 2).commit();
            touch.release(0, item, item.width / 2, item.height / 2).commit();
        }
        function card(side: int, block: int): Item {
            let found = null;
            tryVerify(() => (found = findChild(page, "block_" + side + "_" + block)) !== null, 3000,
                      "Block " + block + " of side " + side + " is shown");
            waitForRendering(found);
            return found;
        }

        function test_rule_6_touchAddsABlockAndTapsBreakIt() {
            const side = findChild(page, "side_0");
            tap(findChild(side, "addBlockButton"));
            const dialog = findChild(page, "addDialog");
            tryCompare(dialog, "opened", true);
            const nameField = findChild(dialog.contentItem, "blockNameField");
            nameField.text = "Warband";
            findChild(dialog.contentItem, "baseCountBox").value = 2;
            tap(findChild(dialog.footer, "addBlockConfirm"));
            tryCompare(dialog, "visible", false);
            tryCompare(FatigueTracker.sideA, "count", 1);

            const block = card(0, 0);
            const state = findChild(block, "stateLabel");
            compare(state.text, "Fresh");
            const raise = findChild(block, "raise_0");
            // Two Bases at 1: the average passes 4 when the first reaches 8 (4 1/2, §6 "5–6", R9).
            let taps = 0;
            while (state.text !== "Shaken" && taps < 20) {
                tap(raise);
                ++taps;
            }
            compare(state.text, "Shaken");
            compare(taps, 7);
            compare(findChild(block, "averageLabel").text, "4 1/2");
            // At 11 the average is exactly 6: still Shaken (R8). One more breaks the Block.
            while (state.text !== "Broken" && taps < 30) {
                tap(raise);
                ++taps;
            }
            compare(state.text, "Broken");
            compare(taps, 11);
            compare(findChild(block, "averageLabel").text, "6 1/2");
            // Its 2 Bases are lost; 2 of 2 is past 30% (§12.1).
            compare(findChild(side, "lossLabel").text, "2 of 2 Bases lost — the army has broken");
        }

        function test_undoTakesBackATap() {
            verify(FatigueTracker.addBlock(1, "Hastati", 4, "medium-infantry"));
            const block = card(1, 0);
            tap(findChild(block, "raise_2"));
            compare(findChild(block, "fatigue_2").text, "2");
            verify(!findChild(block, "lower_0").enabled, "Fatigue never drops below 1 (§6)");
            tap(findChild(page, "undoButton"));
            compare(findChild(block, "fatigue_2").text, "1");
        }

        function test_rule_12_1_lossesAgainstTheArmyBreak() {
            for (let i = 0; i < 5; ++i)
                verify(FatigueTracker.addBlock(0, "Stand " + (i + 1), 2));
            const label = findChild(findChild(page, "side_0"), "lossLabel");
            compare(label.text, "0 of 10 Bases lost — breaks at 3");
            FatigueTracker.raiseFatigue(0, 0, 0);
            for (let f = 1; f < 12; ++f)
                FatigueTracker.raiseFatigue(0, 0, 1);
            compare(label.text, "2 of 10 Bases lost — breaks at 3");
        }

        function test_fillFromArmyByTouch() {
            verify(FatigueTracker.addBlock(1, "To be replaced", 3));
            tap(findChild(findChild(page, "side_1"), "fillButton"));
            const dialog = findChild(page, "fillDialog");
            tryCompare(dialog, "opened", true);
            let army = null;
            tryVerify(() => (army = findChild(dialog.contentItem, "army_0")) !== null);
            waitForRendering(army);
            tap(army);
            tryCompare(dialog, "visible", false);
            compare(FatigueTracker.sideB.name, army.name);
            verify(FatigueTracker.sideB.count > 1);
            compare(findChild(card(1, 0), "stateLabel").text, "Fresh");
            tap(findChild(page, "undoButton"));
            compare(FatigueTracker.sideB.count, 1);
        }

        function test_portraitShowsOneSideATab() {
            root.width = 800;
            root.height = 1280;
            waitForRendering(page);
            const tabs = findChild(page, "sideTabs");
            verify(tabs.visible);
            verify(findChild(page, "side_0").visible);
            verify(!findChild(page, "side_1").visible);
            tap(findChild(page, "sideTab1"));
            tryVerify(() => findChild(page, "side_1").visible);
            verify(!findChild(page, "side_0").visible);
        }

        function test_everyBaseButtonIsABigTouchTarget() {
            FatigueTracker.fillWithSample();
            const block = card(0, 0);
            for (const name of ["raise_0", "lower_0", "removeBlock"]) {
                const button = findChild(block, name);
                verify(button.width >= 48 && button.height >= 48, name + " is " + button.width + "×" + button.height);
                verify(button.Accessible.name.length > 0, name + " has an accessible name");
            }
        }
    }
}
