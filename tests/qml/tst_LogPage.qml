import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The log page as the umpire uses it, by touch: the amend dialog opens fresh for
// every amendment, with nothing of the last one left in it.
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

    TestCase {
        name: "LogPage"
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
        /** The Amend… button of the log's first action. */
        function amendButton(page: Item): Item {
            for (let sequence = 0; sequence < 4; ++sequence) {
                const button = findChild(page, "amend" + sequence);
                if (button && button.visible)
                    return button;
            }
            fail("no action to amend in the log");
        }

        function test_theUmpiresReasonDoesNotCarryOverToTheNextAmendment() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Amendments"), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            const page = createTemporaryObject(logComponent, root);
            verify(page !== null);
            tap(findChild(page, "umpireSwitch"));
            tryCompare(page, "umpire", true);

            const dialog = findChild(page, "amendDialog");
            const note = findChild(page, "amendNote");
            tap(amendButton(page));
            tryCompare(dialog, "opened", true);
            note.text = "The wrong die was read";
            dialog.reject();
            tryCompare(dialog, "visible", false);

            tap(amendButton(page));
            tryCompare(dialog, "opened", true);
            compare(note.text, "", "the reason field is empty for the next amendment");
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }

        /** Breaks side B's army (§12.1) with the players' own Fatigue: +6 on each of its Bases in turn. */
        function breakSideB() {
            for (let base = 0; base < 200 && BattleSession.loserSide < 0; ++base) {
                const info = BattleSession.baseInfo(base);
                if (info.side === 1 && !info.routed && !info.removed)
                    verify(BattleSession.adjustFatigue(base, 6, "routed"), BattleSession.lastError);
            }
            compare(BattleSession.loserSide, 1, "side B's army broke");
        }

        function test_theSecretSwitchUnchecksItselfWhenTheBattleIsNoLongerDecided() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Secret"), BattleSession.lastError);
            const page = createTemporaryObject(logComponent, root);
            verify(page !== null);
            tap(findChild(page, "umpireSwitch"));
            tryCompare(page, "umpire", true);
            const reveal = findChild(page, "revealSecretSwitch");
            verify(!reveal.enabled, "no secret while the battle is in progress");

            breakSideB();
            tryCompare(reveal, "enabled", true);
            tap(reveal);
            tryCompare(reveal, "checked", true);

            verify(BattleSession.undo(), BattleSession.lastError);
            compare(BattleSession.loserSide, -1);
            tryCompare(reveal, "enabled", false);
            compare(reveal.checked, false, "the switch let go of the secret with the decision");

            // Decided again, the switch waits to be asked: it does not check itself.
            verify(BattleSession.redo(), BattleSession.lastError);
            tryCompare(reveal, "enabled", true);
            compare(reveal.checked, false);
        }
    }
}
