import QtQuick
import QtQuick.Window
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Face to face (issue 18): the tablet lies flat between the two players. Each army's
// half of the battle screen is turned toward its player, the far one by 180°; the
// banner between them says whose turn and phase it is, turned toward who acts; and
// the loser of a fight allocates the loss on their own half, rotated with it. By touch.
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

    TestCase {
        name: "FaceToFace"
        when: windowShown

        property string savedDiceMode
        property bool savedFaceToFace

        function initTestCase() {
            savedDiceMode = Preferences.diceMode;
            savedFaceToFace = Preferences.faceToFace;
            Preferences.diceMode = "app";
        }
        function cleanupTestCase() {
            Preferences.diceMode = savedDiceMode;
            Preferences.faceToFace = savedFaceToFace;
            setSize(1280, 800);
        }
        function init() {
            Preferences.faceToFace = true;
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function setSize(w: int, h: int) {
            root.Window.window.width = w;
            root.Window.window.height = h;
            root.width = w;
            root.height = h;
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** The turn of @p item on screen: the sum of its own and every ancestor's rotation. */
        function turnOf(item: Item): real {
            let turn = 0;
            for (let p = item; p; p = p.parent)
                turn += p.rotation;
            return ((turn % 360) + 360) % 360;
        }
        /** Whether @p item lies wholly inside the window, whichever way it is turned. */
        function onScreen(item: Item): bool {
            const a = item.mapToItem(root, 0, 0);
            const b = item.mapToItem(root, item.width, item.height);
            return Math.min(a.x, b.x) >= -0.5 && Math.min(a.y, b.y) >= -0.5 && Math.max(a.x, b.x) <= root.width + 0.5
                   && Math.max(a.y, b.y) <= root.height + 0.5;
        }
        /** @p item lies wholly inside the window, whichever way it is turned. */
        function checkOnScreen(item: Item) {
            const a = item.mapToItem(root, 0, 0);
            const b = item.mapToItem(root, item.width, item.height);
            const what = item.objectName + " " + Math.round(a.x) + "," + Math.round(a.y) + " – " + Math.round(b.x) + "," + Math.round(b.y);
            verify(Math.min(a.x, b.x) >= -0.5 && Math.min(a.y, b.y) >= -0.5 && Math.max(a.x, b.x) <= root.width + 0.5
                   && Math.max(a.y, b.y) <= root.height + 0.5, "inside the window: " + what);
            verify(item.width >= 44 && item.height >= 44, "a target a finger finds: " + what);
        }
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            waitForRendering(item, 100);
            verify(item.visible && item.enabled, "can be tapped: " + item.objectName);
            // A panel handed to the other half is laid out there within a few frames; on a busy machine, more.
            tryVerify(() => onScreen(item), 3000, "settles inside the window: " + item.objectName);
            checkOnScreen(item);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        /** The card of Block @p block of side @p side in @p half, scrolled into its half's view. */
        function card(half: Item, side: int, block: int): Item {
            const list = child(half, "blockList" + side);
            const blocks = side === 0 ? BattleSession.blocksA : BattleSession.blocksB;
            for (let row = 0; row < blocks.count; ++row) {
                if (blocks.data(blocks.index(row, 0), 257) === block) {
                    list.positionViewAtIndex(row, ListView.Beginning);
                    break;
                }
            }
            waitForRendering(list, 150);
            return child(list, "block" + block);
        }
        /** A Roman v Gallic battle in its Combat phase, the Hastati in contact with the Warband. */
        function combatPhase(title: string): var {
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", title), BattleSession.lastError);
            const blocks = BattleSession.blockList();
            const hastati = blocks.find(b => b.name === "Hastati").blockId;
            const warband = blocks.find(b => b.side === 1 && b.type !== "skirmishers"
                                        && BattleSession.blockInfo(b.blockId).bases.length >= 4).blockId;
            verify(BattleSession.setContact(hastati, warband, true), BattleSession.lastError);
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            return { "ours": hastati, "theirs": warband,
                     "our": BattleSession.blockInfo(hastati).bases.map(b => b.baseId),
                     "their": BattleSession.blockInfo(warband).bases.map(b => b.baseId) };
        }

        function test_eachHalfFacesItsPlayer_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_eachHalfFacesItsPlayer(data) {
            setSize(data.width, data.height);
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Face to face"), BattleSession.lastError);
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const view = page.faceToFaceItem;
            verify(view !== null && view.visible, "face to face is shown");
            compare(turnOf(child(view, "halfA")), 0, "the first army's half is upright");
            compare(turnOf(child(view, "turnedHalfB")), 180, "the second army's half is turned toward its player");
            verify(child(view, "halfB").mapToItem(root, 0, 0).y < child(view, "halfA").mapToItem(root, 0, 0).y,
                   "the second army's half is at the far edge");
            // The banner: whose turn and phase, turned toward the side to act.
            const banner = child(view, "handOverText");
            compare(banner.text, "Turn 1 · " + BattleSession.armyA.name + " · Move phase");
            compare(turnOf(banner), 0);
            // The phase panel is in the acting player's half; the Block cards of each army in its own.
            compare(turnOf(child(page, "panelFrame")), 0);
            verify(findChild(child(view, "turnedHalfB"), "blockList1") !== null);
            verify(findChild(child(view, "halfA"), "blockList0") !== null);
            tap(child(page, "endPhaseButton"));
            tap(child(page, "endPhaseButton"));
            tap(child(page, "endPhaseButton"));
            tap(child(page, "endPhaseButton"));
            // The turn passes: the banner and the panel turn toward the second player.
            compare(BattleSession.activeSide, 1);
            tryCompare(banner, "text", "Turn 1 · " + BattleSession.armyB.name + " · Move phase");
            compare(turnOf(banner), 180);
            compare(turnOf(child(page, "panelFrame")), 180);
            tryVerify(() => onScreen(child(page, "endPhaseButton")), 3000, "the panel settles in the second player's half");
            checkOnScreen(child(page, "endPhaseButton"));
            // Off again: one way up, as before.
            Preferences.faceToFace = false;
            tryCompare(page, "faceToFaceItem", null);
            compare(turnOf(child(page, "panelFrame")), 0);
            verify(child(page, "battleHeader").visible);
        }

        /**
         * A fight lost by the far player: the allocation panel appears on their half, turned
         * with it, and they allocate by touch there; then the panel returns to the side to act.
         */
        function test_rule_9_5_theLoserAllocatesOnTheirOwnHalf_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_9_5_theLoserAllocatesOnTheirOwnHalf(data) {
            setSize(data.width, data.height);
            for (let attempt = 0; attempt < 40; ++attempt) {
                init();
                const b = combatPhase("Loser's half " + attempt);
                const page = createTemporaryObject(battleComponent, root);
                waitForRendering(page);
                const view = page.faceToFaceItem;
                // The Romans pair on their upright half; the Gallic Base is tapped on the turned one.
                tap(child(card(child(view, "halfA"), 0, b.ours), "base" + b.our[0]));
                tap(child(card(child(view, "turnedHalfB"), 1, b.theirs), "base" + b.their[0]));
                tap(child(page, "fightButton"));
                compare(BattleSession.lastError, "");
                if (!BattleSession.pendingLoss.pending || BattleSession.pendingLoss.loserSide !== 1
                        || BattleSession.pendingLoss.mustEvade) {
                    page.destroy();
                    continue;
                }
                // The loss is the Gauls': their half holds the panel, turned toward them.
                const allocate = child(page, "allocateButton");
                tryCompare(page, "actorSide", 1);
                compare(turnOf(allocate), 180, "the allocation panel is turned toward the loser");
                let inB = false;
                for (let p = allocate; p; p = p.parent)
                    inB = inB || p.objectName === "turnedHalfB";
                verify(inB, "the allocation panel is on the loser's half");
                const banner = child(view, "handOverText");
                compare(banner.text, "Turn 1 · Combat phase · " + BattleSession.armyB.name + " allocates the loss");
                compare(turnOf(banner), 180);
                tap(allocate);
                compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
                if (BattleSession.pendingPursuit.pending)
                    tap(child(page, "pursueButton"));
                // Back to the side to act, upright again.
                tryCompare(page, "actorSide", 0);
                tryVerify(() => turnOf(child(page, "panelFrame")) === 0);
                compare(turnOf(banner), 0);
                return;
            }
            fail("the Gauls lost no fight in 40 battles");
        }
    }
}
