import QtQuick
import QtQuick.Controls
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Building an army as a player does: Blocks added and edited by touch and mouse,
// the army's Bases and break threshold (§12.1) following, then saved or refused.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        ArmyBuilderPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "ArmyBuilderPage"
        when: windowShown

        function tap(item) {
            const x = item.width / 2;
            const y = item.height / 2;
            touchEvent(item).press(0, item, x, y).commit();
            touchEvent(item).release(0, item, x, y).commit();
        }
        function typeText(text) {
            for (const c of text)
                keyClick(c === " " ? Qt.Key_Space : c);
        }
        function editor(page, row) {
            const list = findChild(page, "blockList");
            list.positionViewAtIndex(row, ListView.Contain);
            waitForRendering(list);
            return list.itemAtIndex(row);
        }
        /** Taps the up arrow of a SpinBox (on the right of a Material SpinBox). */
        function stepUp(spinBox) {
            mouseClick(spinBox, spinBox.width - 12, spinBox.height / 2);
        }

        function test_buildTwoBlocksAndSave() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const draft = findChild(page, "draft");
            const catalog = ArmyCatalog;
            const armyName = "Builder test " + Date.now();
            compare(draft.count, 1, "a new army starts with one Block");
            compare(draft.baseCount, 4);

            // A second Block, by touch.
            tap(findChild(page, "addBlock"));
            tryCompare(draft, "count", 2);
            compare(findChild(page, "baseCount").text, "2 Blocks, 8 Bases");
            // 8 Bases: 30% is 2.4, so the third Base lost breaks the army (R7).
            compare(findChild(page, "breakThreshold").text, "Breaks when 3 Bases are lost (30%)");

            // The second Block one wider and two deep, with the mouse: 5 × 2.
            const second = editor(page, 1);
            verify(second !== null);
            stepUp(findChild(second, "blockFrontage"));
            tryCompare(draft, "baseCount", 9);
            stepUp(findChild(second, "blockDepth"));
            tryCompare(draft, "baseCount", 14);
            compare(findChild(second, "blockBases").text, "5 × 2 = 10 Bases");
            compare(findChild(page, "baseCount").text, "2 Blocks, 14 Bases");
            compare(findChild(page, "breakThreshold").text, "Breaks when 5 Bases are lost (30%)");

            // It becomes cavalry: the type's weight and rules come with it.
            const type = findChild(second, "blockType");
            type.currentIndex = draft.troopTypes.indexOf("cavalry");
            type.activated(type.currentIndex);
            tryCompare(findChild(second, "blockWeight"), "value", 4);
            verify(findChild(second, "rule_shock").checked);
            mouseClick(findChild(second, "rule_evade"));
            tryCompare(findChild(second, "rule_evade"), "checked", true);

            // Saving without a name is refused, and the problem names the field.
            mouseClick(findChild(page, "saveArmy"));
            tryVerify(() => page.problems.length === 1);
            compare(page.problems[0], "name: \"name\" must not be empty");
            compare(catalog.indexOf(armyName), -1);

            // Named, it is kept and offered with the other armies.
            const nameField = findChild(page, "armyName");
            mouseClick(nameField);
            typeText(armyName);
            compare(draft.name, armyName);
            mouseClick(findChild(page, "saveArmy"));
            tryCompare(page, "savedName", armyName);
            compare(page.problems.length, 0);
            verify(findChild(page, "savedMessage").visible);
            const row = catalog.indexOf(armyName);
            verify(row >= 0);
            compare(catalog.data(catalog.index(row, 0), Qt.UserRole + 4), 14, "baseCount role");
            verify(catalog.removeImported(row), "clean up");
        }

        function test_blockProblemsAreShownByPath() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const draft = findChild(page, "draft");
            draft.name = "Nameless Block test";
            const first = editor(page, 0);
            const blockName = findChild(first, "blockName");
            mouseClick(blockName);
            keySequence(StandardKey.SelectAll);
            keyClick(Qt.Key_Delete);
            compare(draft.data(draft.index(0, 0), Qt.UserRole + 1), "");
            mouseClick(findChild(page, "saveArmy"));
            tryVerify(() => page.problems.length === 1);
            compare(page.problems[0], "blocks[0].name: \"name\" must not be empty");
            verify(page.blockHasProblem(0));
            verify(!page.blockHasProblem(1));
            compare(ArmyCatalog.indexOf("Nameless Block test"), -1);
        }

        function test_removeBlock() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const draft = findChild(page, "draft");
            mouseClick(findChild(page, "addBlock"));
            tryCompare(draft, "count", 2);
            mouseClick(findChild(editor(page, 0), "removeBlock"));
            tryCompare(draft, "count", 1);
            compare(findChild(page, "baseCount").text, "1 Block, 4 Bases");
        }
    }
}
