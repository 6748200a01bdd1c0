import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The Move panel follows the game (§5.2, §5.5): after a move it shows the chained
// test and its tempo cost at once, without the Block being chosen again, and it
// words a certain pass without "chance 1".
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: battleComponent
        BattlePage {
            width: root.width
            height: root.height
        }
    }


    MoveController {
        id: moving
        session: BattleSession
    }
    CombatController {
        id: combat
        session: BattleSession
    }

    TestCase {
        id: test
        name: "MovePanel"
        when: windowShown

        property string savedDiceMode

        function initTestCase() {
            savedDiceMode = Preferences.diceMode;
            // The players roll their own dice, so the test knows every roll.
            Preferences.diceMode = "physical";
        }
        function cleanupTestCase() {
            Preferences.diceMode = savedDiceMode;
        }
        function cleanup() {
            root.width = 1280;
            root.height = 800;
        }
        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }

        /** Scrolls every Flickable around @p item so that the item is on screen, as a player would. */
        function reveal(item: Item) {
            waitForRendering(item, 150);
            for (let p = item.parent; p; p = p.parent) {
                if (p.contentY !== undefined && p.contentHeight !== undefined && p.contentItem !== undefined && p.interactive !== undefined) {
                    const pos = item.mapToItem(p.contentItem, 0, 0);
                    const top = Math.max(0, Math.min(pos.y - 8, p.contentHeight - p.height));
                    if (pos.y < p.contentY || pos.y + item.height > p.contentY + p.height)
                        p.contentY = top;
                }
            }
            waitForRendering(item, 150);
        }
        function tap(item: Item, x: real, y: real) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            reveal(item);
            const px = x === undefined ? item.width / 2 : x;
            const py = y === undefined ? item.height / 2 : y;
            touchEvent(item).press(0, item, px, py).commit();
            touchEvent(item).release(0, item, px, py).commit();
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** The card of Block @p block, scrolled into view. */
        function card(page: Item, block: var): Item {
            const list = child(page, "blockList" + block.side);
            const blocks = block.side === 0 ? BattleSession.blocksA : BattleSession.blocksB;
            for (let row = 0; row < blocks.count; ++row) {
                if (blocks.data(blocks.index(row, 0), 257) === block.blockId) {
                    list.positionViewAtIndex(row, ListView.Beginning);
                    break;
                }
            }
            waitForRendering(list, 150);
            return child(page, "block" + block.blockId);
        }

        function test_rule_5_2_thePanelShowsTheChainedTestAfterAMove() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Move panel"), BattleSession.lastError);
            compare(BattleSession.phase, "move");
            // A Regular Block of several Bases on the side to move.
            const mover = BattleSession.blockList().find(b => b.side === 0 && BattleSession.blockInfo(b.blockId).quality === "regular"
                                                            && BattleSession.blockInfo(b.blockId).bases.length > 1);
            verify(mover !== undefined, "a Regular Block to move");

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            tap(card(page, mover), 20, 12);
            const text = child(page, "moveTestText");
            const wheel = child(page, "wheelCostText");
            // Fresh (average 1): every roll passes, said in words, not as "chance 1" (§5, R1).
            compare(text.text, "Movement test: any roll of the d6 passes.");
            verify(text.text.indexOf("chance 1") < 0);
            const freshWheel = moving.wheelCost(mover.blockId);
            verify(wheel.text.indexOf("costs +" + freshWheel.fatigue + " Fatigue") >= 0, wheel.text);

            tap(child(page, "moveDice_first_6"));
            tap(child(page, "moveButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "moved"), BattleSession.lastError);

            // Without choosing the Block again: the next move is chained, pays +1 on every Base
            // first, and is tested against average 2: a Regular needs 2, five chances in six (§5.2).
            compare(moving.moveTest(mover.blockId).needed, 2);
            tryCompare(text, "text", "Movement test: the kept d6 must reach 2 (chance 5/6). A chained move costs 1 Fatigue on every Base.");
            // The wheel's cost follows too: every one of its moves now costs (§5.2, §5.5).
            const chainedWheel = moving.wheelCost(mover.blockId);
            verify(chainedWheel.fatigue > freshWheel.fatigue);
            verify(wheel.text.indexOf("costs +" + chainedWheel.fatigue + " Fatigue") >= 0, wheel.text);
        }

        // §5.3: a charge names the enemy it ends in contact with, and the move records the contact:
        // no trip to the contacts editor. One Undo takes back both; the Combat phase offers the pair.
        function test_rule_5_3_aChargeByTouchRecordsItsContact_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_5_3_aChargeByTouchRecordsItsContact(data) {
            root.width = data.width;
            root.height = data.height;
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Charge"), BattleSession.lastError);
            const blocks = BattleSession.blockList();
            const mover = blocks.find(b => b.side === 0 && BattleSession.blockInfo(b.blockId).quality === "regular"
                                          && b.type !== "skirmishers" && BattleSession.blockInfo(b.blockId).bases.length > 1);
            const enemy = blocks.find(b => b.side === 1 && b.type !== "skirmishers" && BattleSession.blockInfo(b.blockId).bases.length > 1);
            const moverBase = BattleSession.blockInfo(mover.blockId).bases[0].baseId;
            const enemyBase = BattleSession.blockInfo(enemy.blockId).bases[0].baseId;
            const inContact = () => (BattleSession.facts.contacts ?? []).some(p => (p[0] === mover.blockId && p[1] === enemy.blockId)
                                                                             || (p[0] === enemy.blockId && p[1] === mover.blockId));
            verify(!inContact());

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            let taps = 0;
            const tapCounted = (item, x, y) => { tap(item, x, y); taps += 1; };
            tapCounted(card(page, mover), 20, 12);
            tapCounted(child(page, "chargeTarget" + enemy.blockId));
            verify(child(page, "chargeTarget" + enemy.blockId).checked);
            tapCounted(child(page, "moveDice_first_6"));
            tapCounted(child(page, "moveButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "moved"), BattleSession.lastError);
            verify(inContact(), "the charge recorded its contact");
            compare(taps, 4, "pick, charge whom, the die, move");
            // The button says the contact is there now; the next move is no charge until one is named.
            verify(!child(page, "chargeTarget" + enemy.blockId).checked);
            verify(child(page, "chargeTarget" + enemy.blockId).text.indexOf("(in contact)") > 0);

            // One Undo takes back the move and its contact.
            tap(child(page, "undoButton"));
            verify(!inContact());
            compare(BattleSession.canUndo, false);
            compare(moving.moveTest(mover.blockId).moves, 0);

            // Again, then on to the Combat phase: the pair can fight there (§4, §9).
            tap(card(page, mover), 20, 12);
            tap(child(page, "chargeTarget" + enemy.blockId));
            tap(child(page, "moveDice_first_6"));
            tap(child(page, "moveButton"));
            verify(inContact());
            tap(child(page, "endPhaseButton"));
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, "combat", BattleSession.lastError);
            const odds = combat.oddsOf({ "base": moverBase, "enemy": enemyBase });
            verify(odds.legal, odds.error);
            // Without the contact the same pair is refused: the charge is what engaged them.
            verify(BattleSession.setContact(mover.blockId, enemy.blockId, false));
            verify(!combat.oddsOf({ "base": moverBase, "enemy": enemyBase }).legal);
        }

        // §6.2: a split by touch, then a merge. Its panel is made when the split begins; the
        // players choose the Bases that leave, then name the Bases on either side of the seam,
        // which each take +1 Fatigue; the panel goes with the split. The merge back pays again.
        function test_rule_6_2_aSplitAndAMergeByTouchPayTheirSeams() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Split"), BattleSession.lastError);
            const mover = BattleSession.blockList().find(b => b.side === 0 && b.type !== "skirmishers"
                                                            && BattleSession.blockInfo(b.blockId).bases.length > 2);
            verify(mover !== undefined, "a Block of several Bases");
            const blocksBefore = BattleSession.blockList().length;
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            compare(findChild(page, "seamPreview"), null, "no split's panel before a split");
            let taps = 0;
            const tapCounted = (item, x, y) => { tap(item, x, y); taps += 1; };
            tapCounted(card(page, mover), 20, 12);
            tapCounted(child(page, "splitButton"));
            tryVerify(() => findChild(page, "seamPreview") !== null, 5000, "the split's panel is made");
            compare(child(page, "seamPreview").text, "No Bases chosen yet.");
            verify(!child(page, "confirmSplitButton").enabled);
            verify(!child(page, "moveForm").visible, "the move form gives way to it");

            // The last Base leaves; the seam runs between it and the Base beside it.
            const bases = BattleSession.blockInfo(mover.blockId).bases;
            const leaving = bases[bases.length - 1].baseId;
            const beside = bases[bases.length - 2].baseId;
            verify(moving.previewSplit(mover.blockId, [leaving], [beside, leaving]).legal, "a legal split to make");
            const fatigueOf = id => BattleSession.baseInfo(id).fatigue;
            const before = { leaving: fatigueOf(leaving), beside: fatigueOf(beside) };
            tapCounted(child(card(page, mover), "base" + leaving));
            // Without its seam the engine refuses it, and says why; the split cannot be confirmed.
            const unnamed = moving.previewSplit(mover.blockId, [leaving], []);
            verify(!unnamed.legal);
            tryCompare(child(page, "seamPreview"), "text", unnamed.error);
            verify(!child(page, "confirmSplitButton").enabled);
            // The seam: both its Bases named, each marked on the card.
            tapCounted(child(child(page, "seamChoice"), "choice1"));
            verify(child(page, "seamHint").visible);
            tapCounted(child(card(page, mover), "base" + beside));
            tapCounted(child(card(page, mover), "base" + leaving));
            verify(child(card(page, mover), "base" + beside).isSeam);
            tryVerify(() => child(page, "seamPreview").text.indexOf("The seam costs:") === 0, 5000, child(page, "seamPreview").text);
            verify(child(page, "confirmSplitButton").enabled);
            tapCounted(child(page, "confirmSplitButton"));
            compare(BattleSession.blockList().length, blocksBefore + 1, BattleSession.lastError);
            compare(fatigueOf(leaving), before.leaving + 1, "the leaving Base pays its side of the seam");
            compare(fatigueOf(beside), before.beside + 1, "the Base beside it pays the other");
            compare(taps, 7, "pick the Block, split, the Base that leaves, seams, the seam's two Bases, confirm");
            tryVerify(() => findChild(page, "seamPreview") === null, 5000, "the split's panel goes with the split");
            verify(child(page, "moveForm").visible, "the move form is back");

            // And merged back, naming the seam the merge closes: each of its Bases pays again.
            const parted = BattleSession.baseInfo(leaving).block;
            verify(parted !== mover.blockId, "the leaving Base stands in a Block of its own");
            verify(moving.previewMerge(mover.blockId, parted, [beside, leaving]).legal, "a legal merge to make");
            tap(card(page, mover), 20, 12);
            tap(child(page, "mergeButton"));
            tryVerify(() => findChild(page, "seamPreview") !== null, 5000, "the merge's panel is made");
            tap(child(card(page, { side: 0, blockId: parted }), "base" + leaving));
            verify(!child(page, "confirmSplitButton").enabled, "not without its seam");
            tap(child(child(page, "seamChoice"), "choice1"));
            tap(child(card(page, mover), "base" + beside));
            tap(child(card(page, { side: 0, blockId: parted }), "base" + leaving));
            tryVerify(() => child(page, "confirmSplitButton").enabled, 5000, child(page, "seamPreview").text);
            tap(child(page, "confirmSplitButton"));
            compare(BattleSession.blockList().length, blocksBefore, BattleSession.lastError);
            compare(BattleSession.baseInfo(leaving).block, mover.blockId);
            compare(fatigueOf(leaving), before.leaving + 2);
            compare(fatigueOf(beside), before.beside + 2);
            tryVerify(() => findChild(page, "seamPreview") === null, 5000, "the merge's panel goes with the merge");
        }

        // §6.2: a split begun and cancelled leaves the Block as it was, and its panel goes.
        function test_rule_6_2_aSplitCancelledChangesNothing() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Split"), BattleSession.lastError);
            const mover = BattleSession.blockList().find(b => b.side === 0 && BattleSession.blockInfo(b.blockId).bases.length > 2);
            const blocksBefore = BattleSession.blockList().length;
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            tap(card(page, mover), 20, 12);
            tap(child(page, "splitButton"));
            tryVerify(() => findChild(page, "seamPreview") !== null, 5000);
            const bases = BattleSession.blockInfo(mover.blockId).bases;
            tap(child(card(page, mover), "base" + bases[bases.length - 1].baseId));
            tap(child(page, "cancelSplitButton"));
            tryVerify(() => findChild(page, "seamPreview") === null, 5000, "the split's panel goes");
            compare(BattleSession.blockList().length, blocksBefore);
            compare(BattleSession.canUndo, false, "nothing was recorded");
            verify(child(page, "moveForm").visible, "the move form is back");
        }

        function test_rule_5_2_aTempoCostThatBreaksIsSaid() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Move panel"), BattleSession.lastError);
            const mover = BattleSession.blockList().find(b => b.side === 0 && BattleSession.blockInfo(b.blockId).bases.length > 1);
            const bases = BattleSession.blockInfo(mover.blockId).bases;
            // Every Base at 6: average exactly 6 holds (R8); a 6 passes the first move.
            for (let i = 0; i < bases.length; ++i)
                verify(BattleSession.adjustFatigue(bases[i].baseId, 5, "worn"), BattleSession.lastError);

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            tap(card(page, mover), 20, 12);
            const text = child(page, "moveTestText");
            compare(text.text, "Movement test: the kept d6 must reach 6 (chance " + moving.moveTest(mover.blockId).chanceText + ").");
            tap(child(page, "moveDice_first_6"));
            if (BattleSession.blockInfo(mover.blockId).quality !== "regular")
                tap(child(page, "moveDice_second_6"));
            tap(child(page, "moveButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "moved"), BattleSession.lastError);
            // The chained move's +1 would take the average to 7: no "reach 7", no "7/1".
            tryCompare(text, "text", "A chained move costs 1 Fatigue on every Base before its test: the average would be 7, over 6, and the Block breaks.");
        }
    }
}
