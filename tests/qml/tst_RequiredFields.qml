import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Nothing unfinished (issue 18): a dialog's confirm button stays off until what it
// needs is filled in, with the reason beside the field; saving offers a sensible file
// name (the armies and the day) in a save dialog. By touch and by typing.
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
    Component {
        id: trackerComponent
        FatigueTrackerPage {
            width: root.width
            height: root.height
        }
    }
    Component {
        id: saveComponent
        SaveFileDialog {
            title: "Export the battle"
            defaultSuffix: "json"
        }
    }

    TestCase {
        name: "RequiredFields"
        when: windowShown

        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            waitForRendering(item, 100);
            verify(item.visible, "visible: " + item.objectName);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        /** Types @p text into @p field as a player does: a tap to focus it, then key by key. */
        function typeInto(field: Item, text: string) {
            tap(field);
            tryCompare(field, "activeFocus", true);
            for (const c of text)
                keyClick(c);
            compare(field.text, text);
        }

        /** Adjust Fatigue without a reason cannot be confirmed, and says why beside the field. */
        function test_adjustFatigueNeedsAReason() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Reasons"), BattleSession.lastError);
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const block = BattleSession.blockList()[0];
            const base = BattleSession.blockInfo(block.blockId).bases[0].baseId;
            tap(child(child(page, "block" + block.blockId), "base" + base));
            tap(child(page, "adjustButton"));
            const dialog = child(page, "adjustDialog");
            tryCompare(dialog, "opened", true);
            const confirm = child(dialog.footer, "adjustConfirm");
            const why = child(dialog.contentItem, "adjustReasonNeeded");
            verify(!confirm.enabled, "no reason: the confirm button is off");
            verify(why.visible && why.text.length > 0, "the reason is shown beside the field");
            const entries = BattleSession.log.count;
            typeInto(child(dialog.contentItem, "adjustReason"), "river");
            verify(confirm.enabled);
            verify(!why.visible);
            tap(confirm);
            tryCompare(dialog, "visible", false);
            compare(BattleSession.log.count, entries + 1, "the adjustment is in the log");
            compare(BattleSession.lastError, "", "no refusal after the dialog closed");
            compare(BattleSession.baseInfo(base).fatigue, 2);
        }

        /** The save dialog: a name already made of the armies and the day; Save off without a name. */
        function test_saveOffersASensibleName() {
            const name = FileNames.fileName([qsTr("%1 vs %2").arg("Mid-Republican Roman").arg("Gallic")], "json");
            const today = new Date().toISOString().slice(0, 10);
            compare(name, "mid-republican-roman-vs-gallic-" + today + ".json");
            const dialog = createTemporaryObject(saveComponent, root, { "fileName": name });
            dialog.open();
            tryCompare(dialog, "opened", true);
            const field = child(dialog.contentItem, "fileNameField");
            compare(field.text, name);
            const save = child(dialog.footer, "saveConfirm");
            compare(save.text, "Save", "the button saves; it does not say Open");
            verify(save.enabled);
            verify(String(dialog.selectedFile).endsWith("/" + name), String(dialog.selectedFile));
            field.clear();
            verify(!save.enabled, "no name: Save is off");
            compare(child(dialog.contentItem, "fileNameReason").text, "Give the file a name to save it.");
            typeInto(field, "battle");
            verify(save.enabled);
            verify(String(dialog.selectedFile).endsWith("/battle.json"), "the suffix is added: " + dialog.selectedFile);
            let accepted = false;
            dialog.accepted.connect(() => accepted = true);
            tap(save);
            verify(accepted);
        }

        /** The tracker's Add Block needs a name, and says so. */
        function test_addBlockNeedsAName() {
            FatigueTracker.clear();
            const page = createTemporaryObject(trackerComponent, root);
            waitForRendering(page);
            tap(child(child(page, "side_0"), "addBlockButton"));
            const dialog = child(page, "addDialog");
            tryCompare(dialog, "opened", true);
            const field = child(dialog.contentItem, "blockNameField");
            field.clear();
            verify(!child(dialog.footer, "addBlockConfirm").enabled);
            verify(child(dialog.contentItem, "blockNameReason").visible);
            typeInto(field, "Velites");
            verify(child(dialog.footer, "addBlockConfirm").enabled);
            verify(!child(dialog.contentItem, "blockNameReason").visible);
            dialog.reject();
            FatigueTracker.clear();
        }
    }
}
