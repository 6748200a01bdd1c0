import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The quick fatigue tracker as a player uses it: touch to add a Block, taps on a
// Base's + until the Block is Shaken, then Broken (§6, §12, §12.1); a chained move
// on a whole Block in one tap (§5.2), a split and a merge with their seams (§6.2),
// the turn's phases and recovery for the side to act in one tap (§4, §6.1). The
// tracker is the app-wide singleton, emptied before each test.
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
        property int taps: 0

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
            taps += 1;
        }
        function fatigueOf(side: int, block: int): var {
            const model = side === 0 ? FatigueTracker.sideA : FatigueTracker.sideB;
            return Array.from(model.data(model.index(block, 0), 257 + 3));
        }
        /** The card of Block @p block of side @p side, scrolled into its list's view as a player would. */
        function card(side: int, block: int): Item {
            const list = findChild(findChild(page, "side_" + side), "blockList");
            verify(list !== null, "side " + side + " lists its Blocks");
            list.positionViewAtIndex(block, ListView.Contain);
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
            /** A chained move's tempo cost (§5.2) on an 8-Base Warband: one tap, not eight. */
        function test_rule_5_2_chainedMoveOnAnEightBaseBlockInOneTap() {
            verify(FatigueTracker.addBlock(0, "Warband", 8, "warband", 4));
            const block = card(0, 0);
            compare(FatigueTracker.phase, "move");
            taps = 0;
            tap(findChild(block, "raiseBlock"));
            compare(taps, 1);
            compare(fatigueOf(0, 0), [2, 2, 2, 2, 2, 2, 2, 2]);
            for (let base = 0; base < 8; ++base)
                compare(findChild(block, "fatigue_" + base).text, "2");
            // It moved in its own Move phase: marked, so it will not recover (§6.1).
            verify(findChild(block, "movedButton").highlighted);
            // The Base labels are the battle's: the tag and file·rank ("WAR 3·2").
            compare(findChild(block, "held_6").text, "WAR 3·2");
            // −1 for the whole Block in one tap too.
            tap(findChild(block, "lowerBlock"));
            compare(fatigueOf(0, 0), [1, 1, 1, 1, 1, 1, 1, 1]);
        }

        /** A split between two files, then the merge back, by touch: the engine's seams each time (§6.2). */
        function test_rule_6_2_splitAndMergeByTouch() {
            verify(FatigueTracker.addBlock(1, "Warband", 8, "warband", 4));
            let block = card(1, 0);
            tap(findChild(block, "splitButton"));
            const dialog = findChild(page, "regroupDialog");
            tryCompare(dialog, "opened", true);
            // The cuts: between each two of the 4 files, then the 2 ranks.
            const cut = findChild(dialog.contentItem, "cut_1");
            compare(cut.text, "Between files 2 and 3");
            tap(cut);
            // Before confirming: the Bases at the seam, by their labels, each +1.
            tryCompare(findChild(dialog.contentItem, "seamText"), "text",
                       "+1 Fatigue on each Base at the seam: WAR 2·1, WAR 3·1, WAR 2·2, WAR 3·2");
            compare(findChild(dialog.contentItem, "resultText").text, "After the split: two Blocks, Warband (files 1–2) and Warband (files 3–4).");
            tap(findChild(dialog.footer, "regroupConfirm"));
            tryCompare(dialog, "visible", false);
            compare(FatigueTracker.sideB.count, 2);
            compare(fatigueOf(1, 0), [1, 2, 1, 2]);
            compare(fatigueOf(1, 1), [2, 1, 2, 1]);
            compare(findChild(card(1, 0), "blockName").text, "Warband (files 1–2)");
            compare(findChild(card(1, 1), "blockName").text, "Warband (files 3–4)");
            compare(findChild(card(1, 1), "held_0").text, "WAR 3·1", "a Base keeps its label in its new Block");

            // The merge back, beside it: the seam closes and costs again (§6.2).
            block = card(1, 0);
            tap(findChild(block, "mergeButton"));
            tryCompare(dialog, "opened", true);
            verify(!findChild(dialog.footer, "regroupConfirm").enabled, "no Block chosen yet");
            compare(findChild(dialog.footer, "regroupReason").text, "Choose the Block that joins it.");
            tap(findChild(dialog.contentItem, "partner_1"));
            tryCompare(findChild(dialog.contentItem, "seamText"), "text",
                       "+1 Fatigue on each Base at the seam: WAR 2·1, WAR 2·2, WAR 3·1, WAR 3·2");
            tap(findChild(dialog.footer, "regroupConfirm"));
            tryCompare(dialog, "visible", false);
            compare(FatigueTracker.sideB.count, 1);
            compare(fatigueOf(1, 0), [1, 3, 1, 3, 3, 1, 3, 1]);
            compare(findChild(card(1, 0), "blockName").text, "Warband");
            // One undo takes back the merge, another the split.
            tap(findChild(page, "undoButton"));
            compare(FatigueTracker.sideB.count, 2);
            tap(findChild(page, "undoButton"));
            compare(FatigueTracker.sideB.count, 1);
            compare(fatigueOf(1, 0), [1, 1, 1, 1, 1, 1, 1, 1]);
        }

        /** The turn and its phases (§4); ending Recovery recovers the side to act in one tap (§6.1). */
        function test_rule_6_1_recoveryForTheSideToActInOneTap() {
            verify(FatigueTracker.addBlock(0, "Hastati", 4, "medium-infantry", 2));
            verify(FatigueTracker.addBlock(0, "Principes", 2, "medium-infantry", 2));
            verify(FatigueTracker.addBlock(1, "Warband", 2, "warband", 2));
            for (const [block, base] of [[0, 0], [0, 0], [0, 0], [0, 1], [0, 1], [1, 0], [1, 0], [1, 1]])
                FatigueTracker.raiseFatigue(0, block, base);
            for (let i = 0; i < 3; ++i)
                FatigueTracker.raiseFatigue(1, 0, 0);
            compare(fatigueOf(0, 0), [4, 3, 1, 1]);
            const label = findChild(page, "turnLabel");
            const next = findChild(page, "nextPhaseButton");
            compare(label.text, "Turn 1 · Side A · Move phase");
            // The Principes move: no recovery for them.
            tap(findChild(card(0, 1), "movedButton"));
            tap(next);
            tap(next);
            compare(label.text, "Turn 1 · Side A · Combat phase");
            // A Hastati Base fought: marked on its label, it keeps its Fatigue.
            tap(findChild(card(0, 0), "held_1"));
            compare(findChild(card(0, 0), "held_1").text, "HAS 2·1 ⚔");
            tap(next);
            compare(next.text, "Recover Side A and end the turn");
            taps = 0;
            tap(next);
            compare(taps, 1);
            // Hastati: 4→3, 3 stays (fought), 1, 1; then each fresh Base pulls 1 from a 3 (smoothing).
            compare(fatigueOf(0, 0), [2, 2, 2, 2]);
            compare(fatigueOf(0, 1), [3, 2], "the Principes moved: no recovery, and no fresh Base to smooth");
            compare(fatigueOf(1, 0), [4, 1], "only the side to act recovers");
            compare(label.text, "Turn 1 · Side B · Move phase");
            verify(!findChild(card(0, 1), "movedButton").highlighted, "the marks are cleared for the next turn");
            compare(findChild(card(0, 0), "held_1").text, "HAS 2·1", "no longer marked as in combat");
            tap(findChild(page, "undoButton"));
            compare(fatigueOf(0, 0), [4, 3, 1, 1]);
            compare(label.text, "Turn 1 · Side A · Recovery phase");
        }

        /** "Can take N more Fatigue": the battle's words, from the engine's figure (§6, R30). */
        function test_rule_6_theBreakFigureIsTheBattles() {
            verify(FatigueTracker.addBlock(0, "Velites", 4, "skirmishers", 4));
            for (let i = 0; i < 5; ++i)
                FatigueTracker.raiseFatigue(0, 0, 2);
            const hint = findChild(card(0, 0), "hintLabel");
            // 6 × 4 Bases − 9 = 15: one more than that breaks it.
            compare(hint.text, Terms.troopType("skirmishers") + " · " + Terms.fatigueLeft(15));
            compare(hint.text, "Skirmishers · can take 15 more Fatigue");
        }
    }
}
