import QtQuick
import QtQuick.Controls
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The umpire's ruling corrects every kind of action with the players' own controls
// (issue 14): a move's, a pivot's and a wheel's movement tests tapped in as the Move
// panel takes them, a pivot turned the other way, the contacts of an entry of the
// table's facts switched in the contacts editor, and a pairing plan's fights reordered
// and their lapping Bases named as the Combat queue does. Each change is made by touch,
// ruled, recorded in the action in force, and the battle is a clean replay of its log.
Item {
    id: root
    width: 1280
    height: 800

    AmendController {
        id: amendment
        session: BattleSession
    }
    UmpireController {
        id: umpire
        session: BattleSession
    }
    MoveController {
        id: moving
        session: BattleSession
    }
    CombatController {
        id: combat
        session: BattleSession
    }
    Component {
        id: formComponent
        Flickable {
            id: flick
            property alias form: form
            width: root.width
            height: root.height
            contentHeight: form.implicitHeight + 40
            AmendForm {
                id: form
                width: flick.width - 24
                x: 12
                amend: amendment
            }
        }
    }

    TestCase {
        name: "AmendKinds"
        when: windowShown

        function init() {
            amendment.cancel();
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function cleanup() {
            init();
        }

        function start() {
            const roman = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gallic = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, roman, gallic, {}, "Zama", "Every kind"), BattleSession.lastError);
        }
        function child(parent: var, name: string): var {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** Brings @p item into view in the form's Flickable, then taps it. */
        function tap(flick: var, item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            const y = item.mapToItem(flick.contentItem, 0, 0).y;
            flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
            waitForRendering(item, 150);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        /** Picks row @p row of the combo box @p box by touch. */
        function pick(flick: var, box: var, row: int) {
            tap(flick, box);
            tryCompare(box.popup, "opened", true);
            const item = box.popup.contentItem.itemAtIndex(row);
            verify(item !== null, "row " + row + " of " + box.objectName);
            waitForRendering(item, 150);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
            // A choice may rebuild the row that held the box: then its popup has gone with it.
            tryVerify(() => !box.popup || !box.popup.visible, 3000, "the list closes");
        }
        /** Opens the form on the action in force at @p index, of @p kind. */
        function open(index: int, kind: string): var {
            verify(amendment.begin(index), amendment.error);
            compare(amendment.kind, kind);
            const flick = createTemporaryObject(formComponent, root);
            verify(flick !== null);
            waitForRendering(flick, 200);
            return flick;
        }
        /** Rules the form's correction and checks it is recorded in the action in force and replays. */
        function rule(flick: var, index: int): var {
            const entries = BattleSession.log.count;
            verify(amendment.tryCorrection(flick.form.fields), "the correction is tried out: " + amendment.error);
            tryCompare(amendment, "ready", true);
            const result = amendment.confirm("as the table showed it", "Umpire Varro");
            verify(result.ok, result.error);
            compare(BattleSession.log.count, entries + 1, "the ruling is an entry of its own");
            verify(umpire.matchesCleanReplay(), "the battle is a clean replay of the corrected log");
            return umpire.actionAt(index);
        }

        function test_moveBlockDice() {
            start();
            verify(moving.moveBlock(1, { "dice": { "first": 3, "second": 0 } }), BattleSession.lastError);
            const flick = open(0, "move-block");
            tap(flick, child(flick, "amendMoveDice_first_5"));
            compare(rule(flick, 0).dice.first, 5);
        }

        function test_pivotTurnAndDice() {
            start();
            verify(moving.pivotBlock(2, 1, { "first": 2, "second": 0 }), BattleSession.lastError);
            const flick = open(0, "pivot-block");
            const turn = child(flick, "amendTurn");
            compare(turn.currentIndex, 0, "recorded counter-clockwise");
            tap(flick, child(turn, "choice1"));
            tap(flick, child(flick, "amendMoveTest_first_6"));
            const ruled = rule(flick, 0);
            compare(ruled.steps, -1, "turned clockwise");
            compare(ruled.dice.first, 6);
        }

        function test_wheelDice() {
            start();
            // The Triarii (elite: two dice a test) wheel about Base 12.
            verify(moving.wheelBlock(3, 12, -1, [{ "first": 6, "second": 6 }]), BattleSession.lastError);
            const flick = open(0, "wheel-block");
            compare(child(flick, "amendWheelPivot").currentText.length > 0, true);
            tap(flick, child(flick, "amendWheelDice0_first_4"));
            tap(flick, child(flick, "amendWheelDice0_second_5"));
            const ruled = rule(flick, 0);
            compare(ruled.dice[0].first, 4);
            compare(ruled.dice[0].second, 5);
            compare(ruled.pivot, 12);
        }

        function test_enterFactsContacts() {
            start();
            verify(BattleSession.setContact(1, 8, true), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            const flick = open(0, "enter-facts");
            const blocks = amendment.context.blocks;
            const hastati = blocks.findIndex(b => b.blockId === 1);
            verify(hastati >= 0);
            pick(flick, child(flick, "amendFactsBlock"), hastati);
            const warband = child(flick, "contact8");
            tryCompare(warband, "checked", true);
            // The Hastati touched the Soldurii too.
            const soldurii = child(flick, "contact9");
            compare(soldurii.checked, false);
            tap(flick, soldurii);
            tryCompare(soldurii, "checked", true);
            const ruled = rule(flick, 0);
            compare(JSON.stringify(ruled.facts.in_contact), JSON.stringify([[1, 8], [1, 9]]));
        }

        function test_planCombatPairsAndLapping() {
            start();
            verify(BattleSession.setContact(1, 8, true), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            verify(combat.planCombat([{ "base": 4, "enemy": 26 }, { "base": 5, "enemy": 27 }]), BattleSession.lastError);
            const index = umpire.actionCount - 1;
            const flick = open(index, "plan-combat");
            compare(amendment.original.pairs.length, 2, JSON.stringify(amendment.original));
            compare(flick.form.fields.pairs.length, 2, JSON.stringify(flick.form.fields));
            // The second fight first, as the queue's arrow moves it.
            tap(flick, child(flick, "amendPairUp1"));
            tryVerify(() => flick.form.fields.pairs[0].base === 5, 3000, "the second fight comes first");
            // Base 6 of the Hastati, unpaired, laps Base 27 for the Romans (§9.2, ruling R23).
            const lapping = child(flick, "amendPairLapping0Box");
            const friends = amendment.context.activeBases.filter(b => b.baseId !== 5);
            pick(flick, lapping, 1 + friends.findIndex(b => b.baseId === 6));
            const ruled = rule(flick, index);
            compare(ruled.pairs[0].base, 5);
            compare(ruled.pairs[0].lapping, 6);
            compare(ruled.pairs[1].base, 4);
        }
    }
}
