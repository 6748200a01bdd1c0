import QtQuick
import QtQuick.Controls
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The umpire's ruling by touch (issue 14): open the log, correct a past fight's ground
// from open to rough, see both outcomes side by side, re-allocate the loss whose margin
// changed, rule with a reason and a name, and the battle is a clean replay of the
// corrected log. The ruling's confirm button lies inside the window in landscape and
// in portrait without scrolling.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: logComponent
        LogPage {
            width: root.width
            height: root.height
        }
    }
    CombatController {
        id: combat
        session: BattleSession
    }
    UmpireController {
        id: umpire
        session: BattleSession
    }

    TestCase {
        name: "UmpireAmend"
        when: windowShown

        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function cleanup() {
            init();
        }

        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            waitForRendering(item, 150);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function child(parent: var, name: string): var {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** Whether @p item lies wholly inside @p page, which fills the window. */
        function inWindow(item: Item, page: Item): bool {
            const p = item.mapToItem(page, 0, 0);
            return p.x >= 0 && p.y >= 0 && p.x + item.width <= page.width + 0.5 && p.y + item.height <= page.height + 0.5;
        }
        /** Scrolls the ruling's form until @p item shows. */
        function reveal(dialog: var, item: Item) {
            const flick = child(dialog, "amendScroll").contentItem;
            const y = item.mapToItem(flick.contentItem, 0, 0).y;
            flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
            waitForRendering(item, 150);
        }

        /** Hastati Base 4 beats Warband Base 26, then 5 beats 27, on the players' dice; each loss held as Fatigue. */
        function twoFights() {
            const roman = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gallic = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, roman, gallic, {}, "Telamon", "Ruling"), BattleSession.lastError);
            verify(BattleSession.setContact(1, 8, true), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            for (const pair of [[4, 26], [5, 27]]) {
                verify(combat.fight({ "base": pair[0], "enemy": pair[1], "base_dice": { "first": 5, "second": 0 },
                                      "enemy_dice": { "first": 2, "second": 0 } }), BattleSession.lastError);
                verify(combat.allocateLoss({ "fatigue": BattleSession.pendingLoss.points }), BattleSession.lastError);
            }
        }
        /** The log page in the umpire's view with the ruling on the first fight (log entry 3) open. */
        function openRuling(width: int, height: int): var {
            const page = createTemporaryObject(logComponent, root, { "width": width, "height": height });
            verify(page !== null);
            tap(child(page, "umpireSwitch"));
            tryCompare(page, "umpire", true);
            const list = child(page, "logList");
            list.positionViewAtIndex(list.count - 1 - 3, ListView.Center);
            const button = child(page, "amend3");
            tap(button);
            const dialog = child(page, "amendDialog");
            tryCompare(dialog, "opened", true);
            compare(dialog.amend.kind, "fight");
            return { "page": page, "dialog": dialog };
        }

        function test_correctTheGroundReallocateAndRule() {
            twoFights();
            const recordedLoss = umpire.actionAt(4).fatigue;
            const opened = openRuling(1280, 800);
            const page = opened.page;
            const dialog = opened.dialog;
            const amend = dialog.amend;

            // The ground is chosen from the list, as the Combat panel offers it: rough.
            const ground = child(dialog.contentItem, "baseGoingChoice");
            compare(ground.currentIndex, 0, "recorded on open ground");
            reveal(dialog, ground);
            tap(ground);
            tryCompare(ground.popup, "opened", true);
            const roughRow = ground.popup.contentItem.itemAtIndex(3);
            verify(roughRow !== null);
            tap(roughRow);
            tryCompare(ground, "currentIndex", 3);

            // Both outcomes side by side; the loss whose margin changed is asked again.
            tryCompare(amend, "drafted", true);
            tryCompare(amend, "asking", true);
            compare(amend.askKind, "allocate-loss");
            verify(amend.askLoss.points !== recordedLoss, "the margin changed");
            verify(child(dialog.contentItem, "amendWhatIf").visible);
            verify(child(dialog.contentItem, "winningBefore").text.length > 0);
            verify(child(dialog.contentItem, "winningAfter").text.length > 0);
            verify(!child(dialog.contentItem, "diceNotice").visible, "the same dice");
            const confirm = child(dialog, "amendConfirm");
            verify(!confirm.enabled, "no ruling while a choice is asked again");

            // Re-allocate with the players' own control: every point held as Fatigue.
            const allocate = child(dialog.contentItem, "reaskAllocateButton");
            reveal(dialog, allocate);
            tap(allocate);
            tryCompare(amend, "ready", true);
            verify(!confirm.enabled, "no ruling without the reason and the name");
            child(dialog, "amendNote").text = "The Hastati stood in rough ground";
            verify(!confirm.enabled, "no ruling without the umpire's name");
            child(dialog, "amendUmpire").text = "Umpire Varro";
            tryCompare(confirm, "enabled", true);
            verify(inWindow(confirm, page), "the confirm button lies inside the window");

            const entries = BattleSession.log.count;
            tap(confirm);
            tryCompare(dialog, "visible", false);
            compare(BattleSession.log.count, entries + 1);
            verify(umpire.matchesCleanReplay(), "the battle is a clean replay of the corrected log");
            // The log row shows the ruling's reason and the umpire's name.
            const list = child(page, "logList");
            list.positionViewAtBeginning();
            const ruling = child(page, "ruling" + (entries));
            verify(ruling.text.indexOf("Umpire Varro") >= 0, ruling.text);
            verify(ruling.text.indexOf("rough ground") >= 0, ruling.text);
        }

        function test_cancelChangesNothing() {
            twoFights();
            const opened = openRuling(1280, 800);
            const dialog = opened.dialog;
            const before = BattleSession.log.count;
            const ground = child(dialog.contentItem, "baseGoingChoice");
            reveal(dialog, ground);
            tap(ground);
            tryCompare(ground.popup, "opened", true);
            tap(ground.popup.contentItem.itemAtIndex(3));
            tryCompare(dialog.amend, "asking", true);
            tap(child(dialog, "amendCancel"));
            tryCompare(dialog, "visible", false);
            compare(dialog.amend.index, -1);
            compare(BattleSession.log.count, before);
            verify(umpire.matchesCleanReplay());
        }

        function test_confirmInsideTheWindow_data() {
            return [{ tag: "landscape 1280×800", width: 1280, height: 800 },
                    { tag: "portrait 800×1280", width: 800, height: 1280 }];
        }
        function test_confirmInsideTheWindow(data) {
            twoFights();
            const opened = openRuling(data.width, data.height);
            const dialog = opened.dialog;
            waitForRendering(dialog.contentItem, 200);
            const confirm = child(dialog, "amendConfirm");
            verify(confirm.visible);
            verify(inWindow(confirm, opened.page), "the confirm button lies inside the window at " + data.tag);
            verify(inWindow(child(dialog, "amendNote"), opened.page), "the reason too");
            verify(inWindow(child(dialog, "amendUmpire"), opened.page), "and the umpire's name");
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }
    }
}
