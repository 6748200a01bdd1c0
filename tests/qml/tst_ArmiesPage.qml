import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The armies the app offers out of the box, as a player browses them.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        ArmiesPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "ArmiesPage"
        when: windowShown

        function test_builtInArmiesAreOffered() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const catalog = findChild(page, "catalog");
            compare(catalog.loadErrors, "");
            verify(catalog.count >= 4, "at least four built-in armies");
            const armies = findChild(page, "armyList");
            const blocks = findChild(page, "blockList");
            compare(catalog.currentIndex, 0);
            const firstCount = blocks.count;
            verify(firstCount > 0);
            verify(findChild(page, "armyNotes").text.length > 20);
            // Tapping another army shows its Blocks.
            armies.positionViewAtIndex(1, ListView.Beginning);
            const second = armies.itemAtIndex(1);
            verify(second !== null);
            mouseClick(second);
            compare(catalog.currentIndex, 1);
            compare(blocks.count, second.blockCount);
            let bases = 0;
            for (let i = 0; i < catalog.blocks.count; ++i)
                bases += blocks.itemAtIndex(i) ? blocks.itemAtIndex(i).baseCount : 0;
            compare(bases, second.baseCount, "the rows add up to the army's Bases");
        }

        function test_termsAreTranslatedByKey() {
            compare(Terms.troopType("cataphract"), "Cataphract / Knight");
            compare(Terms.quality("levy"), "Levy");
            compare(Terms.specialRule("steady-spears"), "Steady spears");
            compare(Terms.specialRuleSection("evade"), "11.2");
            compare(Terms.troopType("unknown-key"), "unknown-key");
        }
    }
}
