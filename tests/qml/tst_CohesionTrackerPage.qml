import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The quick cohesion tracker of My Wargame Rules as a player uses it, by touch, in
// landscape and in portrait: two sample armies, hits down the ladder to Destroyed (§2,
// ruling R10), a rally (§9, R2), the break point the players agree and the defeat it
// brings (§3, R13), undo. Every control tapped is at least 48 px and on screen
// without scrolling. The tracker is the app-wide singleton, emptied before each test.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        CohesionTrackerPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        id: testCase
        name: "CohesionTrackerPage"
        when: windowShown

        property CohesionTrackerPage page: null
        property int taps: 0

        function init() {
            CohesionTracker.clear();
            CohesionTracker.breakPoint = 0;
            CohesionTracker.dismissProblem();
            taps = 0;
        }
        function cleanup() {
            CohesionTracker.clear();
            CohesionTracker.breakPoint = 0;
            root.width = 1280;
            root.height = 800;
        }

        /** A finger's tap in the middle of @p item, which must be a touch target inside the window. */
        function tap(name: string) {
            const item = findChild(page, name);
            verify(item !== null, "found " + name);
            verify(item.visible && item.enabled, name + " can be tapped");
            verify(item.width >= 48 && item.height >= 48, name + " is at least 48 px: " + item.width + "×" + item.height);
            const at = item.mapToItem(root, 0, 0);
            verify(at.x >= 0 && at.y >= 0 && at.x + item.width <= root.width && at.y + item.height <= root.height,
                   name + " is on screen without scrolling");
            const touch = touchEvent(item);
            touch.press(0, item, item.width / 2, item.height / 2).commit();
            touch.release(0, item, item.width / 2, item.height / 2).commit();
            taps += 1;
            waitForRendering(page);
        }
        function word(side: int, row: int): string {
            const label = findChild(page, "cohesionText" + side + "_" + row);
            verify(label !== null);
            return label.text;
        }

        function test_rule_2_aBattleTallyByTouch_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_2_aBattleTallyByTouch(data) {
            root.width = data.width;
            root.height = data.height;
            page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            waitForRendering(page);

            tap("cohesionSampleButton");
            compare(CohesionTracker.sideA.count, 4);
            compare(CohesionTracker.sideB.count, 4);
            compare(word(1, 0), "Fresh");

            // Three hits take the Warband down the ladder (§2, R10), each shown in words.
            tap("hit1_0");
            compare(word(1, 0), "Shaken");
            tap("rally1_0");
            compare(word(1, 0), "Fresh", "a rally takes the hit back (§9, R2)");
            verify(!findChild(page, "rally1_0").enabled, "a Fresh unit has nothing to rally");
            tap("hit1_0");
            tap("hit1_0");
            compare(word(1, 0), "Disrupted");
            tap("hit1_0");
            compare(word(1, 0), "Destroyed");
            verify(!findChild(page, "hit1_0").enabled, "a destroyed unit takes no more hits");
            verify(!findChild(page, "rally1_0").enabled, "nor rallies");
            compare(CohesionTracker.sideB.lost, 1);
            verify(!findChild(page, "cohesionOutcome").visible, "no break point: the battle goes on");

            // The players agree a break point of 1 (R13): the Gauls are defeated.
            tap("breakPointRaise");
            compare(CohesionTracker.breakPoint, 1);
            tryVerify(() => findChild(page, "cohesionOutcome").visible);
            verify(findChild(page, "cohesionOutcome").text.indexOf(CohesionTracker.sideA.name) >= 0, "the Romans win");
            verify(findChild(page, "sideLost1").text.indexOf("Defeated") >= 0);

            tap("cohesionUndoButton");
            compare(CohesionTracker.breakPoint, 0, "undone: no break point");
            tap("cohesionUndoButton");
            compare(word(1, 0), "Disrupted", "undone: the last hit taken back");
            compare(taps, 9, "nine taps for the whole tally");
        }
    }
}
