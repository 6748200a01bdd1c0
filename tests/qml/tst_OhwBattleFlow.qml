import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// A turn of 3D6 OHW Gridded Ancients as players at the table play it, by touch,
// in both orientations, with their own dice so that it is exact: the initiative
// roll (§10.3), a charge, a push move that fails and costs a hit (§5.1), a shot
// (§6), a melee against an armoured unit on a hill whose pool shows −1D6 for each
// (§10.4, §5.6), a failed morale check and its retreat (§8, §5.4), the breakpoint
// falling (§9), and an undo. The deciding controls must lie inside the window
// without scrolling and be at least 48 px tall; the taps are counted.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        OhwBattlePage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        id: test
        name: "OhwBattleFlow"
        when: windowShown

        property int taps: 0

        // The sample's units (app/ohw/ohwsample.h).
        readonly property int legioI: 0
        readonly property int spanishAuxilia: 1
        readonly property int sagitarii: 5
        readonly property int fourthLine: 10

        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** A deciding control: on screen as it is, without scrolling, and a finger's size. */
        function verifyDeciding(item: Item) {
            waitForRendering(item, 150);
            verify(item.visible, item.objectName + " is visible");
            const at = item.mapToItem(root, 0, 0);
            verify(at.x >= 0 && at.y >= 0 && at.x + item.width <= root.width && at.y + item.height <= root.height,
                   item.objectName + " lies inside the window without scrolling: " + at.x + "," + at.y + " "
                   + item.width + "x" + item.height + " in " + root.width + "x" + root.height);
            verify(item.height >= 48, item.objectName + " is at least 48 px tall: " + item.height);
        }
        /** Scrolls the Flickables around @p item so that it is on screen, as a player would. */
        function reveal(item: Item) {
            waitForRendering(item, 150);
            for (let p = item.parent; p; p = p.parent) {
                if (p.contentY !== undefined && p.contentHeight !== undefined && p.contentItem !== undefined && p.interactive !== undefined) {
                    const pos = item.mapToItem(p.contentItem, 0, 0);
                    if (pos.y < p.contentY || pos.y + item.height > p.contentY + p.height)
                        p.contentY = Math.max(0, Math.min(pos.y - 8, p.contentHeight - p.height));
                }
            }
            waitForRendering(item, 150);
        }
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            verify(item.enabled, "the item to tap is enabled: " + item.objectName);
            reveal(item);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
            taps += 1;
        }
        /** Reads the players' dice: a tap on each face, the deciding faces in view. */
        function readDice(page: Item, faces: var) {
            for (const face of faces) {
                const button = child(child(page, "diceEntry"), "ohwFace_" + face);
                verifyDeciding(button);
                tap(button);
            }
        }
        function decide(page: Item) {
            const button = child(page, "decideButton");
            verifyDeciding(button);
            tap(button);
            compare(OhwBattleSession.lastError, "");
        }
        function rowOf(model: var, unit: int): int {
            for (let r = 0; r < model.count; ++r) {
                if (model.data(model.index(r, 0), 257) === unit)
                    return r;
            }
            return -1;
        }
        /** A unit's hits: OhwUnitsModel's HitsRole, the fifth from Qt::UserRole + 1. */
        function hitsOf(model: var, unit: int): int {
            return model.data(model.index(rowOf(model, unit), 0), 257 + 4);
        }
        function poolDice(page: Item, key: string): string {
            return child(child(page, "poolItem_" + key), "dice").text;
        }

        function test_turn_data() {
            return [{ tag: "landscape 1280x800", width: 1280, height: 800 },
                     { tag: "portrait 800x1280", width: 800, height: 1280 }];
        }
        function test_turn(data) {
            root.width = data.width;
            root.height = data.height;
            verify(OhwBattleSession.startSample(), "the sample battle starts");
            taps = 0;
            const page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            waitForRendering(page, 200);

            // The initiative (§10.3): our own dice, 3 and 3; Pompey keeps it and plays first.
            compare(OhwBattleSession.step, "initiative");
            verify(child(page, "step_initiative").current);
            tap(child(child(page, "diceChoice"), "choice1"));
            readDice(page, [3, 3]);
            decide(page);
            compare(OhwBattleSession.step, "movement");
            compare(OhwBattleSession.activeSide, 0);
            verify(child(page, "step_movement").current);
            verify(child(page, "turnBanner").text.indexOf("Pompey") >= 0);

            // Movement (§5.2): Legio I charges the Fourth line on its hill, without a space moved.
            tap(child(page, "ohwUnit" + legioI));
            tap(child(page, "spacesLess"));
            tap(child(page, "chargeSwitch"));
            tap(child(page, "target" + fourthLine));
            decide(page);
            // The Spanish auxilia move a space, then push another: a 1 against 3+ fails, still moves, costs a hit (§5.1).
            tap(child(page, "ohwUnit" + spanishAuxilia));
            decide(page);
            compare(OhwBattleSession.pushUnit, spanishAuxilia);
            tap(child(child(page, "moveChoice"), "choice1"));
            verify(child(page, "stepPrompt").text.indexOf("2/3") >= 0, child(page, "stepPrompt").text);
            readDice(page, [1]);
            decide(page);
            compare(hitsOf(OhwBattleSession.unitsA, spanishAuxilia), 1, "the failed push move costs a hit");
            verifyDeciding(child(page, "endStepButton"));
            tap(child(page, "endStepButton"));

            // Shooting (§6): the Sagitarii shoot the Fourth line at two spaces: 2D6 −1D6 armour −1D6 hill,
            // never fewer than one die (R15): a 5, one hit.
            compare(OhwBattleSession.step, "shooting");
            tap(child(page, "ohwUnit" + sagitarii));
            tap(child(page, "target" + fourthLine));
            tap(child(page, "rangeMore"));
            verify(OhwBattleSession.preview.valid, OhwBattleSession.preview.error);
            compare(poolDice(page, "shooting-dice"), "2D6");
            compare(OhwBattleSession.preview.dice, 1);
            readDice(page, [5]);
            decide(page);
            compare(hitsOf(OhwBattleSession.unitsB, fourthLine), 1);
            tap(child(page, "endStepButton"));

            // Combat (§7): Legio I attacks the armoured Fourth line on its hill: 4D6 +1D6 (Pompey) −1D6 −1D6 = 3D6.
            compare(OhwBattleSession.step, "combat");
            tap(child(page, "ohwUnit" + legioI));
            compare(OhwBattleSession.target, fourthLine, "the one enemy in contact is the target");
            compare(poolDice(page, "unit-dice"), "4D6");
            compare(poolDice(page, "general"), "+1D6");
            compare(poolDice(page, "armored"), "−1D6");
            compare(poolDice(page, "hill"), "−1D6");
            verify(child(child(page, "hits_2"), "fraction").text.indexOf("3/8") >= 0, "2 hits of 3D6: 3/8");
            readDice(page, [6, 4, 2]);
            decide(page);
            compare(hitsOf(OhwBattleSession.unitsB, fourthLine), 3);
            tap(child(page, "endStepButton"));

            // Morale (§8): the Fourth line rolls a 1 against 2+ and must retreat (§5.4).
            compare(OhwBattleSession.step, "morale");
            verify(child(page, "morale_" + fourthLine).filled, "the check due is picked");
            readDice(page, [1]);
            decide(page);
            compare(OhwBattleSession.waiting.kind, "retreat");
            verifyDeciding(child(page, "retreat_retreated"));
            decide(page);
            compare(OhwBattleSession.waiting.kind, "");
            tap(child(page, "endStepButton"));

            // Breakpoint (§9): Caesar loses 1 for the retreat.
            compare(OhwBattleSession.step, "breakpoint");
            compare(child(page, "breakpoint1").text.indexOf("19") >= 0, true);
            decide(page);
            compare(OhwBattleSession.breakpoints[1], 18);
            verify(child(page, "breakpoint1").text.indexOf("18") >= 0, child(page, "breakpoint1").text);
            compare(OhwBattleSession.activeSide, 1, "Caesar's half begins");

            // Undo: the breakpoint is taken back.
            verifyDeciding(child(page, "undoButton"));
            tap(child(page, "undoButton"));
            compare(OhwBattleSession.breakpoints[1], 19);
            compare(OhwBattleSession.step, "breakpoint");

            // A half of a turn with the players' own dice: 33 taps.
            compare(taps, 33);
        }
    }
}
