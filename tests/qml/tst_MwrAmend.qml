import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtTest
import Ancients.Bridge
import Ancients.Ui
import "surfaces.js" as Surfaces

// The umpire amends a battle of My Wargame Rules by touch, in landscape and portrait: the
// umpire's view opened on the log, Amend… on the melee, the players' dice corrected face
// by face (§10), both outcomes side by side, the Pick the correction made illegal answered
// with a die that was rolled (R5), the push-back that no longer happens dropped (R7), the
// reason and the name typed, and the ruling recorded: the amendment's row shows them, the
// melee's row says which amendment corrected it, and undo still works. "Record the ruling"
// lies inside the window without scrolling.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: logComponent
        LogPage {
            preferMwr: true
        }
    }

    TestCase {
        name: "MwrAmend"
        when: windowShown

        // The sample's units (app/mwr/mwrsample.h).
        readonly property int triarii: 2
        readonly property int libyans: 4
        readonly property int warband: 5

        function init() {
            MwrBattleSession.closeBattle();
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function cleanup() {
            init();
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
        /** A player's tap: on a control that is visible, enabled, a finger's size and inside the window. */
        function tap(item: Item, page: Item) {
            verify(item !== null, "the item to tap exists");
            waitForRendering(item, 150);
            verify(item.visible && item.enabled, "can be tapped: " + item.objectName);
            verify(item.height >= 48, item.objectName + " is at least 48 px tall: " + item.height);
            verify(inWindow(item, page), item.objectName + " lies inside the window");
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        function typeInto(field: Item, text: string, page: Item) {
            tap(field, page);
            tryCompare(field, "activeFocus", true, 5000, "a tap focuses " + field.objectName);
            for (const ch of text) {
                if (ch === " ")
                    keyClick(Qt.Key_Space);
                else
                    keyClick(ch);
            }
            compare(field.text, text, "typed into " + field.objectName);
        }
        /** #1 the Triarii touch the Warband, #2 attack it on the dice 2 and 6, #3 keep the 6, #4 clear ground behind, #5 the Libyans hold. */
        function breakthrough() {
            verify(MwrBattleSession.startSample(), MwrBattleSession.lastError);
            verify(MwrBattleSession.setContacts(triarii, [warband]), MwrBattleSession.lastError);
            MwrBattleSession.selectedUnit = triarii;
            verify(MwrBattleSession.attackWithDice([2, 6]), MwrBattleSession.lastError);
            verify(MwrBattleSession.pick(6), MwrBattleSession.lastError);
            verify(MwrBattleSession.pushBehind("clear"), MwrBattleSession.lastError);
            MwrBattleSession.selectedUnit = libyans;
            verify(MwrBattleSession.hold(), MwrBattleSession.lastError);
        }

        function test_amendTheDiceAnswerAndRecord_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_amendTheDiceAnswerAndRecord(data) {
            breakthrough();
            const page = createTemporaryObject(logComponent, root, { width: data.width, height: data.height });
            verify(page !== null);
            const view = child(page, "mwrLogView");
            tryCompare(view, "visible", true);
            const list = child(page, "mwrLogList");
            tryCompare(list, "count", 5);

            // The umpire's view, with no PIN chosen, opens at a tap; then Amend… on the melee (#2).
            tryVerify(() => findChild(list, "mwrAmend1") !== null, 3000, "the melee's row is made");
            compare(findChild(list, "mwrAmend1").visible, false, "no amending outside the umpire's view");
            tap(child(page, "mwrUmpireSwitch"), page);
            tryCompare(page, "umpire", true);
            list.positionViewAtIndex(list.count - 1 - 1, ListView.Center);
            tap(child(page, "mwrAmend1"), page);
            const dialog = child(page, "mwrAmendDialog");
            tryCompare(dialog, "opened", true);
            compare(dialog.amend.kind, "attack");
            compare(dialog.title, "Amend #2");
            // The ruling is drawn on its own surface: the log beneath does not show through its form.
            waitForRendering(dialog.contentItem, 300);
            const surface = Surfaces.share(grabImage(root), root, child(dialog, "rulesetAmendScroll"), dialog.Material.dialogColor);
            verify(surface > 0.5, "the ruling's form is drawn on the dialog's surface: " + surface.toFixed(2));

            // The dice were a 1 and a 2.
            const form = child(dialog, "rulesetAmendForm");
            tap(child(form, "amendDie0_1"), page);
            tap(child(form, "amendDie1_2"), page);
            tryCompare(dialog.amend, "asking", true);
            compare(dialog.amend.askKind, "pick");
            verify(child(dialog, "rulesetAmendAskText").text.indexOf("#3") >= 0, child(dialog, "rulesetAmendAskText").text);
            // The confirm button is there, inside the window, but waits for the answers.
            const confirm = child(dialog, "rulesetAmendConfirm");
            verify(inWindow(confirm, page), "Record the ruling lies inside the window");
            compare(confirm.enabled, false);

            // The roller keeps the 2: Brutal Clash; the push-back no longer happens.
            tap(child(child(dialog, "rulesetAmendAnswerForm"), "answerPick_2"), page);
            tap(child(dialog, "rulesetAmendAnswer"), page);
            tryCompare(dialog.amend, "askKind", "push-back");
            tap(child(dialog, "rulesetAmendDrop"), page);
            tryCompare(dialog.amend, "ready", true);

            // Both outcomes: the Triarii, Fresh as recorded, Shaken as corrected.
            const whatIf = child(dialog, "rulesetAmendWhatIf");
            tryVerify(() => whatIf.visible && findChild(whatIf, "rulesetAmendAfter_Triarii") !== null, 3000, "both outcomes shown");
            const after = findChild(whatIf, "rulesetAmendAfter_Triarii");
            tryCompare(after, "text", "Shaken");
            verify(after.font.bold, "a changed outcome stands out");

            typeInto(child(dialog, "rulesetAmendNote"), "misread dice", page);
            typeInto(child(dialog, "rulesetAmendUmpire"), "Varro", page);
            tryCompare(confirm, "enabled", true);
            verify(inWindow(confirm, page), "Record the ruling lies inside the window at " + data.tag);
            tap(confirm, page);
            tryCompare(dialog, "visible", false);

            // The amendment's own row, and the melee's row says which amendment corrected it.
            tryCompare(list, "count", 6);
            list.positionViewAtBeginning();
            const ruling = child(list, "mwrEntryRuling5");
            tryCompare(ruling, "text", "Umpire Varro: misread dice");
            verify(child(list, "mwrEntryHeading5").text.indexOf("Umpire's amendment") > 0, child(list, "mwrEntryHeading5").text);
            list.positionViewAtIndex(list.count - 1 - 1, ListView.Center);
            tryVerify(() => child(list, "mwrEntryHeading1").text.indexOf("corrected by #6") > 0);

            // Undo still works after it: the Libyans' hold is taken back.
            tap(child(page, "mwrLogUndoButton"), page);
            tryCompare(list, "count", 7);
        }
    }
}
