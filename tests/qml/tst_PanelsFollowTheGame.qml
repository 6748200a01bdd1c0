import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The phase panels show values that follow the game (issue 12): what a panel shows of
// the Bases picked is worked out again after every action, undo and redo, without the
// players picking them again.
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
    // Another way into the same battle than the panel's own: what the panel shows must follow it.
    ShootController {
        id: elsewhere
        session: BattleSession
    }
    CombatController {
        id: fighting
        session: BattleSession
    }
    // Bindings to the session's pending loss and pursuit, as a page binds them.
    QtObject {
        id: watcher
        readonly property bool lossPending: BattleSession.pendingLoss.pending
        readonly property int loser: BattleSession.pendingLoss.loser
        readonly property int points: BattleSession.pendingLoss.points
        readonly property bool pursuitPending: BattleSession.pendingPursuit.pending
    }

    TestCase {
        id: test
        name: "PanelsFollowTheGame"
        when: windowShown

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
        /** The tile of Base @p base in the card of Block @p blockId on side @p side, scrolled into view. */
        function tile(page: Item, side: int, blockId: int, base: int): Item {
            const list = child(page, "blockList" + side);
            const blocks = side === 0 ? BattleSession.blocksA : BattleSession.blocksB;
            for (let row = 0; row < blocks.count; ++row) {
                if (blocks.data(blocks.index(row, 0), 257) === blockId) {
                    list.positionViewAtIndex(row, ListView.Beginning);
                    break;
                }
            }
            waitForRendering(list, 150);
            return child(child(page, "block" + blockId), "base" + base);
        }

        /**
         * The Velites (Base 0) picked to shoot at the Warband (Base 26) by touch; the volley is
         * recorded another way: the panel says at once that they have shot (R38), and an undo
         * makes them ready again, with the picks left as they were.
         */
        function test_rule_10_shootPanelFollowsTheVolleyAndItsUndo() {
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(romans >= 0 && gauls >= 0);
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", "Follow"), BattleSession.lastError);
            verify(BattleSession.endPhase());
            compare(BattleSession.phase, "shoot");
            const velites = BattleSession.baseInfo(0);
            const warband = BattleSession.baseInfo(26);

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            tap(tile(page, 0, velites.block, 0));
            tap(tile(page, 1, warband.block, 26));
            tryCompare(child(page, "shootOdds"), "visible", true, 1000, "the volley's odds are shown");
            verify(!child(page, "firedText").visible);

            verify(elsewhere.shoot(0, 26, { "first": 5, "second": 0 }, { "first": 2, "second": 0 }), BattleSession.lastError);
            tryCompare(child(page, "firedText"), "visible", true, 1000, "the panel says the Velites have shot");
            verify(!child(page, "shootOdds").visible, "and shows no odds for a second volley");
            verify(!child(page, "shootButton").enabled);

            tap(child(page, "undoButton"));
            tryCompare(child(page, "firedText"), "visible", false, 1000, "undone: the Velites may shoot again");
            verify(child(page, "shootOdds").visible, "with the odds shown again");
        }

        /**
         * The Hastati (Base 5) beat the Warband (Base 27): the loss waits for its owner (§9.5),
         * then is allocated, undone and redone. A binding to the session's pendingLoss.pending
         * follows every step, and so does the battle screen's panel.
         */
        function test_rule_9_5_bindingToThePendingLossFollowsIt() {
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", "Pending"), BattleSession.lastError);
            const hastati = BattleSession.baseInfo(5).block;
            const warband = BattleSession.baseInfo(27).block;
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            verify(BattleSession.setContact(hastati, warband, true), BattleSession.lastError);
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            compare(watcher.lossPending, false);
            compare(page.panelName, "combat");

            verify(fighting.fight({ "base": 5, "enemy": 27, "base_dice": { "first": 5, "second": 0 }, "enemy_dice": { "first": 2, "second": 0 } }), BattleSession.lastError);
            compare(watcher.lossPending, true, "the loss appears");
            compare(watcher.loser, 27);
            verify(watcher.points > 0);
            compare(page.panelName, "allocate");

            verify(fighting.allocateLoss({ "fatigue": watcher.points }), BattleSession.lastError);
            compare(watcher.lossPending, false, "allocated: the loss is gone");
            compare(watcher.pursuitPending, false);
            compare(page.panelName, "combat");

            verify(BattleSession.undo());
            compare(watcher.lossPending, true, "undone: the loss waits again");
            compare(watcher.loser, 27);
            compare(page.panelName, "allocate");
            verify(BattleSession.redo());
            compare(watcher.lossPending, false, "redone: allocated again");
            compare(page.panelName, "combat");
        }

        /**
         * A panel is made once and kept (issue 17: a tap answers within a frame): ending the
         * Move phase hides the Move panel and makes it inactive, so that it asks the engine
         * nothing; undoing shows the same panel again, started afresh, with none of what the
         * players had set before.
         */
        function test_rule_4_aPanelShownAgainIsKeptAndStartsAfresh() {
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", "Kept"), BattleSession.lastError);
            const hastati = BattleSession.baseInfo(5);
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const host = child(page, "panelLoader");
            const movePanel = host.item;
            verify(movePanel !== null && movePanel.active && movePanel.visible);

            tap(tile(page, 0, hastati.block, 5));
            tryVerify(() => (movePanel.info.name ?? "").length > 0, 1000, "the Move panel shows the Block tapped");
            const going = child(movePanel, "goingChoice");
            going.currentIndex = 2;
            child(movePanel, "difficultSwitch").checked = true;

            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, "shoot");
            const shootPanel = host.item;
            verify(shootPanel !== movePanel, "the Shoot panel leads");
            verify(shootPanel.visible && shootPanel.active);
            verify(!movePanel.visible && !movePanel.active, "the Move panel is kept, hidden and inactive");
            compare(Object.keys(movePanel.info).length, 0, "an inactive panel asks the engine nothing");

            tap(child(page, "undoButton"));
            compare(BattleSession.phase, "move");
            verify(host.item === movePanel, "the same Move panel, not a new one");
            verify(movePanel.visible && movePanel.active);
            verify(!shootPanel.visible && !shootPanel.active);
            compare(going.currentIndex, 0, "started afresh: open going");
            compare(child(movePanel, "difficultSwitch").checked, false, "and no difficult ground");

            tap(child(page, "endPhaseButton"));
            verify(host.item === shootPanel, "the same Shoot panel, not a new one");
        }
    }
}
