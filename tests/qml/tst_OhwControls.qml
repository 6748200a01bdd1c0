import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The battle page's actions of 3D6 OHW Gridded Ancients beyond the deciding button,
// played by touch in both orientations, each offered only where the engine allows
// it and with its section and ruling: a general joins another unit in the Movement
// step (R25), cavalry leave a melee against slower enemies before they move (§3.3,
// R8), and a unit whose melee enemy retreated advances into the space it left (§8,
// R22). Every button is a finger's size.
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
        name: "OhwControls"
        when: windowShown

        // The sample's units and generals (app/ohw/ohwsample.h).
        readonly property int legioI: 0
        readonly property int spanishAuxilia: 1
        readonly property int pompeysEquites: 3
        readonly property int legioVIII: 9
        readonly property int fourthLine: 10
        readonly property int pompey: 0

        function cleanup() {
            OhwBattleSession.closeBattle();
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
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
        /** A player's tap: on a control that is visible, enabled, a finger's size and inside the window once revealed. */
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            verify(item.enabled, "the item to tap is enabled: " + item.objectName);
            reveal(item);
            verify(item.height >= 48, item.objectName + " is at least 48 px tall: " + item.height);
            const at = item.mapToItem(root, 0, 0);
            verify(at.x >= 0 && at.y >= 0 && at.x + item.width <= root.width && at.y + item.height <= root.height,
                   item.objectName + " lies inside the window: " + at.x + "," + at.y + " " + item.width + "x" + item.height);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        /** The visible citation under @p item reading @p text. */
        function citation(item: Item, text: string): Item {
            let found = null;
            const walk = it => {
                if (found || !it || !it.visible)
                    return;
                if (it.section !== undefined && it.ruleset !== undefined && it.text === text)
                    found = it;
                for (let i = 0; i < it.children.length; ++i)
                    walk(it.children[i]);
            };
            walk(item);
            verify(found !== null, "a citation reading " + text);
            return found;
        }
        function openPage(width: int, height: int): Item {
            root.width = width;
            root.height = height;
            const page = createTemporaryObject(pageComponent, root);
            verify(page !== null);
            waitForRendering(page, 200);
            return page;
        }
        function allFaces(count: int, face: int): var {
            const dice = [];
            for (let i = 0; i < count; ++i)
                dice.push(face);
            return dice;
        }

        function test_ruling_R25_aGeneralJoinsAnotherUnit_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_ruling_R25_aGeneralJoinsAnotherUnit(data) {
            verify(OhwBattleSession.startSample());
            verify(OhwBattleSession.rollInitiative([3, 3]), OhwBattleSession.lastError);
            const page = openPage(data.width, data.height);
            // Nothing picked: nothing to join.
            compare(child(page, "extraActions").visible, false);
            // The Spanish auxilia picked: Pompey and Labienus may join them, each with §10.1 and R25.
            tap(child(page, "ohwUnit" + spanishAuxilia));
            tryCompare(child(page, "extraActions"), "visible", true);
            const join = child(page, "join" + pompey + "_" + spanishAuxilia);
            compare(join.text, "Pompey joins Spanish auxilia");
            citation(join.parent, "§10.1");
            citation(join.parent, "R25");
            tap(join);
            compare(OhwBattleSession.lastError, "");
            verify(OhwBattleSession.joinChoices.every(j => j.general !== pompey), "Pompey has changed units in this half");
            verify(OhwBattleSession.lastEffects.some(e => e.kind === "general-joined" && e.citation === "§10.1"));
            // The move is still to be made: the deciding button is there.
            verify(child(page, "decideButton").visible);
        }

        function test_rule_3_3_cavalryDisengage_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_3_3_cavalryDisengage(data) {
            // Turn 1 (set up through the session): Pompey's Equites charge Legio VIII; neither hits.
            verify(OhwBattleSession.startSample());
            verify(OhwBattleSession.rollInitiative([3, 3]));
            OhwBattleSession.selectedUnit = pompeysEquites;
            OhwBattleSession.target = legioVIII;
            verify(OhwBattleSession.move(0, "open", true, "front"), OhwBattleSession.lastError);
            for (let half = 0; half < 2; ++half) {
                verify(OhwBattleSession.endStep()); // Movement
                verify(OhwBattleSession.endStep()); // Shooting
                OhwBattleSession.selectedUnit = half === 0 ? pompeysEquites : legioVIII;
                OhwBattleSession.target = half === 0 ? legioVIII : pompeysEquites;
                verify(OhwBattleSession.attack(allFaces(OhwBattleSession.preview.dice, 3)), OhwBattleSession.lastError);
                verify(OhwBattleSession.endStep());
                verify(OhwBattleSession.endStep(), OhwBattleSession.lastError);
                verify(OhwBattleSession.takeBreakpoint(), OhwBattleSession.lastError);
            }
            verify(OhwBattleSession.rollInitiative([3, 3]));
            compare(OhwBattleSession.turn, 2);

            const page = openPage(data.width, data.height);
            // Legio I is not in a melee: no way out offered.
            tap(child(page, "ohwUnit" + legioI));
            compare(findChild(page, "disengage" + legioI), null);
            // The Equites, still fighting Legio VIII, slower than they: they may leave before they move.
            tap(child(page, "ohwUnit" + pompeysEquites));
            const leave = child(page, "disengage" + pompeysEquites);
            tryCompare(leave, "visible", true);
            compare(leave.text, "Equites leaves its melee");
            citation(leave.parent, "§3.3");
            citation(leave.parent, "R8");
            tap(leave);
            compare(OhwBattleSession.lastError, "");
            verify(OhwBattleSession.lastEffects.some(e => e.kind === "disengaged" && e.citation === "§3.3"));
            compare(OhwBattleSession.disengageUnits.length, 0);
            // And then move, with the page's own controls.
            compare(OhwBattleSession.selectedUnit, pompeysEquites);
            tap(child(page, "decideButton"));
            compare(OhwBattleSession.lastError, "");
        }

        function test_rule_8_aUnitAdvances_data() {
            return [{ tag: "landscape", width: 1280, height: 800 }, { tag: "portrait", width: 800, height: 1280 }];
        }
        function test_rule_8_aUnitAdvances(data) {
            // A half (set up through the session): Legio I's attack, the Fourth line's failed morale check.
            verify(OhwBattleSession.startSample());
            verify(OhwBattleSession.rollInitiative([3, 3]));
            OhwBattleSession.selectedUnit = legioI;
            OhwBattleSession.target = fourthLine;
            verify(OhwBattleSession.move(0, "open", true, "front"), OhwBattleSession.lastError);
            verify(OhwBattleSession.endStep());
            verify(OhwBattleSession.endStep());
            OhwBattleSession.selectedUnit = legioI;
            OhwBattleSession.target = fourthLine;
            verify(OhwBattleSession.attack([6, 4, 2]), OhwBattleSession.lastError);
            verify(OhwBattleSession.endStep());
            verify(OhwBattleSession.checkMorale(fourthLine, 1), OhwBattleSession.lastError);

            const page = openPage(data.width, data.height);
            compare(child(page, "extraActions").visible, false, "the retreat comes first");
            tap(child(page, "decideButton")); // room behind: it retreats
            compare(OhwBattleSession.waiting.kind, "");
            // Legio I may advance into the space the Fourth line left: onto its hill.
            tryCompare(child(page, "extraActions"), "visible", true);
            const advance = child(page, "advance" + legioI);
            compare(advance.text, "Legio I advances");
            citation(advance.parent, "§8");
            citation(advance.parent, "R22");
            tap(child(page, "advanceGround_hill"));
            tap(advance);
            compare(OhwBattleSession.lastError, "");
            verify(OhwBattleSession.lastEffects.some(e => e.kind === "advanced" && e.citation === "§8"));
            compare(OhwBattleSession.advanceUnits.length, 0);
            tryCompare(child(page, "extraActions"), "visible", false);
            // The step ends as before.
            tap(child(page, "endStepButton"));
            compare(OhwBattleSession.step, "breakpoint");
        }
    }
}
