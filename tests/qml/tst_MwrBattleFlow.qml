import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// A turn of My Wargame Rules as players at the table play it, by touch, in both
// orientations: activations alternate, a move into contact, a melee with the odds
// shown before the roll, the players' own die, a push-back chain that destroys a
// unit, and undo. The deciding controls must lie inside the window without
// scrolling and be at least 48 px tall; the taps are counted.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        MwrBattlePage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        id: test
        name: "MwrBattleFlow"
        when: windowShown

        property int taps: 0

        // The sample's units (app/mwr/mwrsample.h).
        readonly property int hastati: 0
        readonly property int principes: 1
        readonly property int libyans: 4

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
        function rowOf(model: var, unit: int): int {
            for (let r = 0; r < model.count; ++r) {
                if (model.data(model.index(r, 0), 257) === unit)
                    return r;
            }
            return -1;
        }
        /** A role of unit @p unit's row: roles in MwrUnitsModel's order from Qt::UserRole + 1. */
        function unitRole(model: var, unit: int, role: int): var {
            return model.data(model.index(rowOf(model, unit), 0), 257 + role);
        }
        function cohesionOf(model: var, unit: int): string {
            return unitRole(model, unit, 4);
        }

        function test_turn_data() {
            return [{ tag: "landscape 1280x800", width: 1280, height: 800 },
                     { tag: "portrait 800x1280", width: 800, height: 1280 }];
        }
        function test_turn(data) {
            root.width = data.width;
            root.height = data.height;
            verify(MwrBattleSession.startSample(), "the sample battle starts");
            taps = 0;
            const page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            waitForRendering(page, 200);

            // Side A's go (§3): the Hastati move into the Libyan Spearmen.
            compare(MwrBattleSession.activeSide, 0);
            verify(child(page, "activationBanner").text.indexOf("Romans") >= 0);
            tap(child(page, "mwrUnit" + hastati));
            compare(MwrBattleSession.selectedUnit, hastati);
            tap(child(page, "action_move"));
            tap(child(page, "contact" + libyans));
            verifyDeciding(child(page, "decideButton"));
            tap(child(page, "decideButton"));
            compare(MwrBattleSession.lastError, "");
            compare(unitRole(MwrBattleSession.unitsA, hastati, 8), true, "the Hastati are engaged");
            compare(unitRole(MwrBattleSession.unitsA, hastati, 6), true, "the Hastati have acted");

            // Side B's go: the Libyans attack the Hastati.
            compare(MwrBattleSession.activeSide, 1);
            verify(child(page, "activationBanner").text.indexOf("Carthaginians") >= 0);
            tap(child(page, "mwrUnit" + libyans));
            tap(child(page, "action_attack"));
            compare(MwrBattleSession.defender, hastati, "the one enemy it touches defends");
            // The odds before the roll (§10): equal Resolve, 1D6, Forced Back 1/3.
            const forcedBack = child(child(page, "odds_forced-back"), "fraction");
            verify(forcedBack.text.indexOf("1/3") === 0, "Forced Back 1/3: " + forcedBack.text);
            verify(child(page, "rollPlan").text.length > 0);
            // The players' own die: a 3, Forced Back.
            tap(child(child(page, "diceSource"), "choice1"));
            tap(child(page, "firstFace_3"));
            verifyDeciding(child(page, "decideButton"));
            tap(child(page, "decideButton"));
            compare(MwrBattleSession.lastError, "");

            // The push-back chain (§10, R7, R8): the Principes behind the Hastati, the table's edge behind them.
            compare(MwrBattleSession.pending.step, "push-back");
            compare(MwrBattleSession.pending.pushUnit, hastati);
            verifyDeciding(child(page, "behindUnit" + principes));
            tap(child(page, "behindUnit" + principes));
            compare(MwrBattleSession.pending.pushUnit, principes);
            verifyDeciding(child(page, "behind_table-edge"));
            tap(child(page, "behind_table-edge"));
            compare(MwrBattleSession.pending.step, "");
            compare(cohesionOf(MwrBattleSession.unitsA, principes), "destroyed");
            compare(cohesionOf(MwrBattleSession.unitsA, hastati), "fresh");
            tryCompare(child(page, "mwrUnit" + principes), "enabled", false);
            compare(MwrBattleSession.activeSide, 0, "the activation passes back to side A");

            // Undo (the push-back): the Principes stand again and the chain is asked once more.
            verifyDeciding(child(page, "undoButton"));
            tap(child(page, "undoButton"));
            compare(cohesionOf(MwrBattleSession.unitsA, principes), "fresh");
            compare(MwrBattleSession.pending.step, "push-back");
            compare(MwrBattleSession.activeSide, 1);

            // Two activations, a melee with its chain, and an undo: 12 taps.
            compare(taps, 12);
        }

        function test_pick_data() {
            return test_turn_data();
        }
        /** A higher Resolve rolls 2D6 and keeps one (§10, R5): both dice shown, each with the result it reads. */
        function test_pick(data) {
            root.width = data.width;
            root.height = data.height;
            verify(MwrBattleSession.startSample(), "the sample battle starts");
            // The players say the Triarii (Resolve 4) already touch the Gallic Warband (R14).
            verify(MwrBattleSession.setContacts(2, [5]));
            taps = 0;
            const page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            waitForRendering(page, 200);
            tap(child(page, "mwrUnit2"));
            tap(child(page, "action_attack"));
            verify(child(page, "rollPlan").text.indexOf("2D6") >= 0, child(page, "rollPlan").text);
            verify(child(child(page, "odds_breakthrough"), "fraction").text.indexOf("11/36") === 0);
            tap(child(child(page, "diceSource"), "choice1"));
            tap(child(page, "firstFace_2"));
            tap(child(page, "secondFace_6"));
            verifyDeciding(child(page, "decideButton"));
            tap(child(page, "decideButton"));
            compare(MwrBattleSession.pending.step, "pick");
            verifyDeciding(child(page, "pickDie0"));
            verifyDeciding(child(page, "pickDie1"));
            compare(MwrBattleSession.pending.faces[1].key, "breakthrough");
            tap(child(page, "pickDie1"));
            compare(cohesionOf(MwrBattleSession.unitsB, 5), "shaken", "Breakthrough: the Warband takes a hit");
            compare(MwrBattleSession.pending.step, "push-back");
            verifyDeciding(child(page, "behind_clear"));
            tap(child(page, "behind_clear"));
            compare(MwrBattleSession.pending.step, "");
            compare(MwrBattleSession.activeSide, 1);
            // Pick the unit and its action, the dice, roll, keep one, say what lies behind: 8 taps.
            compare(taps, 8);
        }
    }
}
