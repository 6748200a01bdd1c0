import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// What the cards mark after a fight, played by touch: the losing Base stands
// out while its loss waits (§9.5), and the pursuer, alone, is marked while its
// pursuit waits (§11.1), exactly as when an undo comes back to the same state.
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
    UmpireController {
        id: umpire
        session: BattleSession
    }

    TestCase {
        id: test
        name: "FightMarks"
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
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            reveal(item);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        function blockNamed(name: string): var {
            const blocks = BattleSession.blockList();
            for (let i = 0; i < blocks.length; ++i) {
                if (blocks[i].name === name)
                    return blocks[i];
            }
            fail("no Block called " + name);
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
        function tile(page: Item, block: var, base: int): Item {
            return child(card(page, block), "base" + base);
        }
        function tapBase(page: Item, block: var, base: int) {
            tap(tile(page, block, base));
        }
        /** Side A's Hastati fight the Gauls' warband in the Combat phase and win by 3 (§9.1). */
        function fightByTouch(page: Item, ours: var, theirs: var): var {
            const base = BattleSession.blockInfo(ours.blockId).bases[0].baseId;
            const enemy = BattleSession.blockInfo(theirs.blockId).bases[0].baseId;
            tapBase(page, ours, base);
            tapBase(page, theirs, enemy);
            tap(child(page, "baseDice_first_5"));
            if (BattleSession.baseInfo(base).quality !== "regular")
                tap(child(page, "baseDice_second_5"));
            tap(child(page, "enemyDice_first_2"));
            if (BattleSession.baseInfo(enemy).quality !== "regular")
                tap(child(page, "enemyDice_second_2"));
            verify(child(page, "fightButton").enabled, "can fight: " + child(page, "oddsText").text);
            tap(child(page, "fightButton"));
            return { "base": base, "enemy": enemy };
        }

        /** Right after a fight by touch, the losing Base's tile is highlighted, as it is when an undo returns there (§9.5). */
        function test_rule_9_5_losingBaseStandsOutAfterTheFight() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Highlight"), BattleSession.lastError);
            const ours = BattleSession.blockList().find(b => b.side === 0 && b.type !== "skirmishers");
            const theirs = BattleSession.blockList().find(b => b.side === 1 && b.type !== "skirmishers"
                                                          && BattleSession.blockInfo(b.blockId).bases.length >= 4);
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            verify(BattleSession.setContact(ours.blockId, theirs.blockId, true));

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const pair = fightByTouch(page, ours, theirs);
            compare(BattleSession.pendingLoss.loser, pair.enemy, BattleSession.lastError);
            verify(child(page, "lossText").text.length > 0);
            tryCompare(tile(page, theirs, pair.enemy), "isPicked", true, 1000, "the losing Base stands out right after the fight");
            compare(BattleSession.lastFight.enemy, pair.enemy);

            // Allocated, undone: the very same state, the very same highlight.
            tap(child(page, "allocateButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
            verify(!tile(page, theirs, pair.enemy).isPicked);
            verify(BattleSession.undo());
            compare(BattleSession.pendingLoss.loser, pair.enemy);
            tryCompare(tile(page, theirs, pair.enemy), "isPicked", true, 1000, "and after an undo back to the loss");
            compare(BattleSession.lastFight.enemy, pair.enemy);

            // Undone to before the fight and redone: the same again.
            verify(BattleSession.undo());
            verify(!tile(page, theirs, pair.enemy).isPicked);
            verify(BattleSession.redo());
            tryCompare(tile(page, theirs, pair.enemy), "isPicked", true, 1000, "and after a redo of the fight");
        }

        /**
         * A fight with our overlap and our flank attack, played by touch through the panel: the
         * action logged is in the battle file's fields and values (rulebook/battle-format.md),
         * "a" striking for our Base, the Goings as values, the dice as { first, second }.
         */
        function test_rule_9_2_theFightIsLoggedInTheBattleFilesFields() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Overlap"), BattleSession.lastError);
            const ours = BattleSession.blockList().find(b => b.side === 0 && b.type !== "skirmishers"
                                                        && BattleSession.blockInfo(b.blockId).bases.length >= 2);
            const theirs = BattleSession.blockList().find(b => b.side === 1 && b.type !== "skirmishers"
                                                          && BattleSession.blockInfo(b.blockId).bases.length >= 4);
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            verify(BattleSession.setContact(ours.blockId, theirs.blockId, true));

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const bases = BattleSession.blockInfo(ours.blockId).bases;
            const base = bases[0].baseId;
            const friend = bases[1].baseId;
            const enemy = BattleSession.blockInfo(theirs.blockId).bases[0].baseId;
            tapBase(page, ours, base);
            tapBase(page, theirs, enemy);
            tap(child(page, "lappingButton"));
            tapBase(page, ours, friend);
            tap(child(child(page, "flankChoice"), "choice1"));
            tap(child(page, "baseDice_first_5"));
            if (BattleSession.baseInfo(base).quality !== "regular")
                tap(child(page, "baseDice_second_5"));
            tap(child(page, "enemyDice_first_2"));
            if (BattleSession.baseInfo(enemy).quality !== "regular")
                tap(child(page, "enemyDice_second_2"));
            verify(child(page, "fightButton").enabled, "can fight: " + child(page, "oddsText").text);
            tap(child(page, "fightButton"));
            compare(BattleSession.lastFight.enemy, enemy, BattleSession.lastError);

            const action = umpire.actionAt(umpire.actionCount - 1);
            compare(action.kind, "fight");
            compare(action.base, base);
            compare(action.enemy, enemy);
            compare(action.lapping, friend);
            compare(action.enemy_lapping, null);
            compare(action.flank, "a");
            compare(action.rear, "none");
            compare(action.uphill, "none");
            compare(action.base_going, 5);
            compare(action.enemy_going, 5);
            compare(action.base_dice.first, 5);
            compare(action.enemy_dice.first, 2);
            compare(Object.keys(action).sort(), ["base", "base_dice", "base_going", "enemy", "enemy_dice", "enemy_going",
                                                 "enemy_lapping", "flank", "kind", "lapping", "rear", "uphill"]);
        }

        /**
         * Once the loss is allocated, the winning shock horse's pursuit waits (§11.1): the pursuer
         * alone is marked (ruling R33), and a tap on a Base of its Block marks it as cut off on the
         * far side instead of selecting it.
         */
        function test_rule_11_1_thePursuerAloneIsMarkedAfterTheAllocation() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Pursuit"), BattleSession.lastError);
            const horse = blockNamed("Persian cavalry");
            const psiloi = blockNamed("Psiloi");
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            verify(BattleSession.setContact(horse.blockId, psiloi.blockId, true));

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const pair = fightByTouch(page, horse, psiloi);
            compare(BattleSession.pendingLoss.loser, pair.enemy, BattleSession.lastError);
            tap(child(page, "allocateButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
            compare(BattleSession.pendingPursuit.pursuer, pair.base);
            compare(BattleSession.pendingPursuit.file, [pair.base], "the pursuer goes alone");

            // The pursuer is marked; its Block-mates are not: they stay.
            const rider = tile(page, horse, pair.base);
            tryCompare(rider, "isMarked", true, 1000, "the pursuer is marked after the allocation");
            const mates = BattleSession.blockInfo(horse.blockId).bases.map(b => b.baseId).filter(id => id !== pair.base);
            verify(mates.length > 0);
            const mate = tile(page, horse, mates[0]);
            compare(mate.isMarked, false, "its Block-mates do not pursue");
            verify(findChild(page, "pursuitMarkChoice") === null, "no file to mark");

            // A tap marks a Block-mate as cut off beyond the pursuer, and does not select it.
            const far = mate.isFar;
            tap(mate);
            compare(mate.isFar, !far, "a tap toggles the far side");
            compare(mate.isSelected, false, "and does not select the Base");
            tap(mate);
            compare(mate.isFar, far);

            tap(child(page, "pursueButton"));
            compare(BattleSession.pendingPursuit.pending, false, BattleSession.lastError);
            verify(BattleSession.lastEffects.some(e => e.kind === "pursuit"));
        }
    }
}
