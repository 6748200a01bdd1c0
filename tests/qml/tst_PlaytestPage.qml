import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The Playtest page (§13): two settings of the dice side by side, the table chosen by a
// tap, its charts drawn from the engine's exact figures; every control a finger can reach
// inside the window at both tablet sizes.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        PlaytestPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "PlaytestPage"
        when: windowShown

        property PlaytestPage page: null

        function init() {
            page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            waitForRendering(page);
        }
        function segment(choiceName: string, index: int): Item {
            const row = findChild(page, choiceName);
            verify(row !== null, choiceName);
            const item = findChild(row, "choice" + index);
            verify(item !== null, choiceName + " segment " + index);
            return item;
        }

        function test_rule_13_tapsChangeTheSettingsAndTheChart() {
            const even = findChild(page, "combatRow0");
            verify(even !== null, "a row for the same weight");
            // Setting B starts on best of three; a tap puts it on the reroll, another on the d6.
            mouseClick(segment("mechanicChoiceB", 1));
            compare(findChild(page, "mechanicChoiceB").currentIndex, 1);
            mouseClick(segment("dieChoiceB", 1));
            compare(findChild(page, "dieChoiceB").currentIndex, 1);
            for (const d of [-2, -1, 0, 1, 2])
                verify(findChild(page, "combatRow" + d) !== null, "weight " + d);
            // The other tables.
            mouseClick(segment("tableChoice", 1));
            compare(page.tab, 1);
            verify(!findChild(page, "combatRow0") || !findChild(page, "combatRow0").visible);
            mouseClick(segment("tableChoice", 2));
            compare(page.tab, 2);
        }

        function test_controlsFitBothOrientations_data() {
            return [
                { tag: "landscape 1280x800", w: 1280, h: 800 },
                { tag: "portrait 800x1280", w: 800, h: 1280 }
            ];
        }
        function test_controlsFitBothOrientations(data) {
            page.width = data.w;
            page.height = data.h;
            waitForRendering(page);
            for (const name of ["dieChoiceA", "mechanicChoiceA", "dieChoiceB", "mechanicChoiceB", "tableChoice", "exportButton", "qualityChoice", "enemyChoice", "modifierBox"]) {
                const item = findChild(page, name);
                verify(item !== null, name);
                const p = item.mapToItem(page, 0, 0);
                verify(p.x >= 0 && p.y >= 0, name + " starts inside the page");
                verify(p.x + item.width <= page.width + 0.5 && p.y + item.height <= page.height + 0.5,
                       name + " ends inside the page: " + (p.x + item.width) + "," + (p.y + item.height));
            }
            verify(findChild(page, "exportButton").height >= 48);
            for (let i = 0; i < 3; ++i) {
                const s = segment("mechanicChoiceA", i);
                verify(s.height >= 48 && s.width >= 48, "mechanic segment " + i);
            }
        }
    }
}
