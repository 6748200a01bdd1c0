import QtQuick
import QtQuick.Layouts
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The chips of a ChoiceRow sit side by side, each wide enough for its text, whatever
// happens to its texts after the first layout: in the follow-up panel (§13) the chips
// "Seam (n)" and "Far side (n)" change their counts as the panel marks the file, and
// they once lay on top of each other at the row's left edge.
Item {
    id: root
    width: 1280
    height: 800

    // A panel made by a Loader, as the battle page makes its panels, whose chips' texts
    // change as it completes and again once it is on screen.
    Component {
        id: panelComponent
        ColumnLayout {
            id: panel
            property int marked: 0
            property list<int> farSide: []
            spacing: 8
            Component.onCompleted: { marked = 3; farSide = [7]; }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: "Leaving its Block opens a seam: the marked Bases take +1 Fatigue each, on either side of the file."
            }
            ChoiceRow {
                objectName: "markChoice"
                Layout.fillWidth: true
                visible: panel.farSide.length > 0
                choices: ["Seam (%1)".arg(panel.marked), "Far side (%1)".arg(panel.farSide.length)]
            }
            Text {
                Layout.fillWidth: true
                text: "What happened"
            }
        }
    }
    Loader {
        id: loader
        width: 420
    }

    Component {
        id: battleComponent
        BattlePage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        id: test
        name: "ChoiceRow"
        when: windowShown

        property string savedDiceMode

        function initTestCase() {
            savedDiceMode = Preferences.diceMode;
            Preferences.diceMode = "physical";
        }
        function cleanupTestCase() {
            Preferences.diceMode = savedDiceMode;
            BattleSession.closeBattle();
        }

        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }

        /**
         * Every chip of @p choiceRow lies inside the row, beside the one before it without
         * touching it, and is wide enough for its text: its label is not cut short.
         */
        function checkChips(choiceRow: Item, count: int) {
            waitForRendering(choiceRow, 150);
            verify(choiceRow.visible, choiceRow.objectName + " is shown");
            let previous = null;
            for (let i = 0; i < count; ++i) {
                const chip = child(choiceRow, "choice" + i);
                const at = chip.mapToItem(choiceRow, 0, 0);
                const what = choiceRow.objectName + " chip " + i + " \"" + chip.text + "\" at " + at.x + " width " + chip.width;
                verify(chip.width >= 48 && chip.height >= 48, what + ": a target of 48 px at least");
                verify(at.x >= -0.5 && at.x + chip.width <= choiceRow.width + 0.5, what + ": inside the row of width " + choiceRow.width);
                verify(chip.availableWidth + 0.5 >= chip.contentItem.implicitWidth || chip.contentItem.lineCount > 1,
                       what + ": wide enough for its text (" + chip.contentItem.implicitWidth + ") or wraps it");
                verify(chip.contentItem.x >= 4 && chip.contentItem.x + chip.contentItem.width <= chip.width - 4,
                       what + ": its text keeps clear of its border");
                verify(!chip.contentItem.truncated, what + ": its text is whole");
                if (previous !== null) {
                    const before = previous.mapToItem(choiceRow, 0, 0);
                    verify(before.x + previous.width <= at.x + 0.5,
                           what + ": overlaps the chip before it, at " + before.x + " width " + previous.width);
                }
                previous = chip;
            }
        }

        function test_chipsSideBySideAfterTheirTextsChange() {
            loader.sourceComponent = panelComponent;
            const panel = loader.item;
            waitForRendering(loader, 150);
            const choiceRow = child(panel, "markChoice");
            checkChips(choiceRow, 2);
            compare(child(choiceRow, "choice0").text, "Seam (3)");
            // The players correct the marks: the counts change while the row is on screen.
            panel.marked = 2;
            panel.farSide = [7, 8];
            checkChips(choiceRow, 2);
            compare(child(choiceRow, "choice1").text, "Far side (2)");
            // A long text wraps onto a second line rather than cover its neighbour.
            panel.marked = 12;
            checkChips(choiceRow, 2);
            loader.sourceComponent = undefined;
        }

        function blockNamed(name: string): var {
            const blocks = BattleSession.blockList();
            for (let i = 0; i < blocks.length; ++i) {
                if (blocks[i].name === name)
                    return blocks[i];
            }
            fail("no Block called " + name);
        }

        /**
         * The follow-up panel (§13, ruling R40) on the battle page: its chips "Seam (n)" and
         * "Far side (n)" lie side by side, and a tap on one chooses what a tap on a Base marks.
         */
        function test_rule_13_followUpChipsSideBySide() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, { "follow_up": true }, "", "Follow-up chips"), BattleSession.lastError);
            const spears = blockNamed("Sparabara");
            const psiloi = blockNamed("Psiloi");
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            verify(BattleSession.setContact(spears.blockId, psiloi.blockId, true));
            const winner = BattleSession.blockInfo(spears.blockId).bases[0].baseId;
            const skirmisher = BattleSession.blockInfo(psiloi.blockId).bases[0].baseId;
            const combat = createTemporaryQmlObject("import Ancients.Bridge; CombatController { session: BattleSession }", test);
            verify(combat.fight({ "base": winner, "enemy": skirmisher, "base_dice": { "first": 5, "second": 0 }, "enemy_dice": { "first": 2, "second": 2 } }), BattleSession.lastError);
            // A Skirmisher not caught evades: every point is push-back (§11.2).
            const points = BattleSession.pendingLoss.points;
            verify(combat.allocateLoss({ "fatigue": 0, "push_back": points, "rear_side": "left", "pinned": false,
                                         "file": [skirmisher], "seam_bases": [], "far_side": [] }), BattleSession.lastError);
            compare(BattleSession.pendingFollowUp.pending, true, "the winner may follow up");

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const choiceRow = child(page, "followUpMarkChoice");
            tryCompare(choiceRow, "visible", true);
            checkChips(choiceRow, 2);
            mouseClick(child(choiceRow, "choice1"));
            compare(choiceRow.currentIndex, 1, "a tap on \"Far side\" chooses it");
            checkChips(choiceRow, 2);
        }
    }
}
