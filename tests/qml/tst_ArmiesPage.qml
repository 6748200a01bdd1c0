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
    Component {
        id: newBattleComponent
        NewBattlePage {
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
            const catalog = ArmyCatalog;
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

        // Issues 19 and 20, item 3: the other rulesets' built-in armies, browsed by ruleset.
        function test_armiesOfEachRuleset() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const filter = findChild(page, "rulesetFilter");
            const ohw = findChild(filter, "choice2");
            verify(ohw.height >= 48);
            mouseClick(ohw);
            compare(page.ruleset, "3d6-ohw-gridded-ancients");
            waitForRendering(page);
            // Made only when another ruleset is picked.
            const view = findChild(page, "rulesetArmiesLoader").item;
            verify(view !== null && view.visible);
            const armies = findChild(view, "rulesetArmies");
            verify(armies !== null);
            compare(armies.loadErrors, "");
            compare(armies.count, 2);
            const list = findChild(view, "rulesetArmyList");
            verify(list.visible);
            verify(!findChild(page, "armyList").visible, "the Ancients lists are not shown");
            compare(list.itemAtIndex(0).name, "Caesar");
            const units = findChild(view, "unitList");
            compare(units.count, 6);
            verify(findChild(view, "breakpointLabel").text.indexOf("19") >= 0);
            mouseClick(list.itemAtIndex(1));
            compare(armies.currentIndex, 1);
            compare(units.count, 7);
            compare(units.itemAtIndex(0).general, "Pompey");

            mouseClick(findChild(filter, "choice1"));
            compare(page.ruleset, "my-wargame-rules");
            waitForRendering(page);
            const mwrView = findChild(page, "rulesetArmiesLoader").item;
            compare(findChild(mwrView, "rulesetArmies").count, 2);
            verify(findChild(mwrView, "unitList").count >= 6);
            verify(!findChild(mwrView, "breakpointLabel").visible);

            mouseClick(findChild(filter, "choice0"));
            verify(findChild(page, "armyList").visible);
            compare(findChild(page, "rulesetArmiesLoader").item, null, "no other ruleset's list is read for the Ancients Wargame");
        }

        function test_importShowsEveryProblemAndChangesNothing() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const catalog = ArmyCatalog;
            // Saving an army makes the app's data folder; the export goes beside the armies folder.
            const scratch = catalog.saveArmy({ "name": "Scratch " + Date.now(), "blocks": [
                { "name": "Foot", "type": "warband", "quality": "levy", "frontage": 2 }] });
            verify(scratch.ok, scratch.problems.join("\n"));
            const count = catalog.count - 1;
            // Exported, deleted and imported again, it comes back as the army shown.
            const scratchFile = "file://" + catalog.folder + "-scratch-test.json";
            verify(catalog.exportArmy(scratch.index, scratchFile).ok);
            verify(catalog.removeImported(scratch.index));
            compare(catalog.count, count);
            page.importFrom(scratchFile);
            compare(page.messagesAreProblems, false);
            compare(page.messages, ["“" + scratch.name + "” is imported and kept on this device."]);
            compare(catalog.count, count + 1);
            compare(catalog.currentIndex, catalog.indexOf(scratch.name));
            verify(catalog.removeImported(catalog.indexOf(scratch.name)));
            // A file of a built-in army: valid, but its name is taken.
            const file = "file://" + catalog.folder + "-export-test.json";
            verify(catalog.exportArmy(catalog.indexOf("Gallic"), file).ok);
            page.importFrom(file);
            const message = findChild(page, "importMessage");
            verify(message.visible);
            compare(page.messagesAreProblems, true);
            compare(page.messages.length, 2);
            compare(page.messages[1], "name: \"Gallic\" is the name of one of the app's own armies; give this one another name");
            compare(catalog.count, count);
            page.importFrom("file:///no/such/army.json");
            compare(page.messages[1], "army.json: there is no such file");
            compare(catalog.count, count);
        }

        function test_importedArmyCanBeDeletedAfterConfirming() {
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const catalog = ArmyCatalog;
            const armies = findChild(page, "armyList");
            const builtIn = catalog.count;
            const name = "Deletable " + Date.now();
            const saved = catalog.saveArmy({ "name": name, "blocks": [
                { "name": "Spears", "type": "heavy-infantry", "quality": "regular", "spearArmed": true, "frontage": 4, "depth": 2 }] });
            verify(saved.ok, saved.problems.join("\n"));
            compare(catalog.count, builtIn + 1);
            armies.positionViewAtIndex(saved.index, ListView.Contain);
            waitForRendering(armies);
            const row = armies.itemAtIndex(saved.index);
            verify(row !== null);
            compare(row.builtIn, false);
            const deleteButton = findChild(row, "deleteButton");
            verify(deleteButton.visible);
            verify(deleteButton.height >= 48, "a touch target");
            // Built-in armies have no delete button.
            verify(!findChild(armies.itemAtIndex(0), "deleteButton").visible);

            const dialog = findChild(page, "confirmDelete");
            mouseClick(deleteButton);
            tryCompare(dialog, "opened", true);
            compare(dialog.armyName, name);
            // Cancelling keeps it.
            dialog.reject();
            tryCompare(dialog, "visible", false);
            compare(catalog.count, builtIn + 1);
            mouseClick(deleteButton);
            tryCompare(dialog, "opened", true);
            mouseClick(findChild(dialog, "confirmDeleteButton"));
            tryCompare(catalog, "count", builtIn);
            compare(catalog.indexOf(name), -1);
        }

        function test_termsAreTranslatedByKey() {
            compare(Terms.troopType("cataphract"), "Cataphract / Knight");
            compare(Terms.quality("levy"), "Levy");
            compare(Terms.specialRule("steady-spears"), "Steady spears");
            compare(Terms.specialRuleSection("evade"), "11.2");
            compare(Terms.troopType("unknown-key"), "unknown-key");
        }

        // Issue 19: a list of My Wargame Rules imported from a file, a bad one refused naming its field
        // and place with nothing changed; the one imported is then a choice of the New battle page.
        function test_mwrImportedListIsOffered() {
            const page = createTemporaryObject(pageComponent, root, { ruleset: "my-wargame-rules" });
            waitForRendering(page);
            const view = findChild(page, "rulesetArmiesLoader").item;
            verify(view !== null);
            const armies = findChild(view, "rulesetArmies");
            const before = armies.count;
            const button = findChild(view, "rulesetImportButton");
            verify(button.visible && button.height >= 48, "the import is a finger's size");

            view.importFrom(Qt.resolvedUrl("../data/armylists/mwr-bad-resolve.json"));
            compare(view.messagesAreProblems, true);
            compare(view.messages[0], "Not imported; nothing was changed:");
            verify(view.messages[1].indexOf("mwr-bad-resolve.json, unit 2 (Immortals): \"resolve\"") === 0, view.messages[1]);
            verify(view.messages.indexOf("units[1].resolve: \"resolve\" must be a base Resolve of 1 to 6 (R3), not 7") > 0
                   || view.messages.some(m => m.indexOf("units[1].resolve: ") === 0), view.messages.join("\n"));
            verify(view.messages.some(m => m.indexOf("units[2].skirmisher: ") === 0), "every problem is listed");
            verify(findChild(view, "rulesetImportMessage").visible);
            compare(armies.count, before);

            view.importFrom(Qt.resolvedUrl("../data/armylists/mwr-hill-tribes.json"));
            compare(view.messagesAreProblems, false);
            compare(view.messages, ["“Hill tribes” is imported and kept on this device."]);
            compare(armies.count, before + 1);
            compare(findChild(view, "unitList").count, 4, "the army imported is the one shown");
            // Once more: refused by its name, nothing overwritten.
            view.importFrom(Qt.resolvedUrl("../data/armylists/mwr-hill-tribes.json"));
            compare(view.messagesAreProblems, true);
            verify(view.messages[1].indexOf("mwr-hill-tribes.json, name: ") === 0, view.messages[1]);
            compare(armies.count, before + 1);

            // The New battle page offers it, and a battle starts with it.
            const battle = createTemporaryObject(newBattleComponent, root);
            waitForRendering(battle);
            const choice = findChild(findChild(battle, "rulesetChoice"), "choice1");
            mouseClick(choice);
            verify(battle.mwr);
            const first = findChild(findChild(battle, "mwrFirstArmy"), "mwrArmyBox");
            const at = first.find("Hill tribes");
            verify(at >= 0, "the imported army is a choice");
            first.currentIndex = at;
            mouseClick(findChild(battle, "startButton"));
            tryCompare(MwrBattleSession, "hasBattle", true);
            compare(MwrBattleSession.armyNames[0], "Hill tribes");
            verify(BattleSession.removeBattle(MwrBattleSession.battleId), "the test's battle is not kept");
            compare(MwrBattleSession.hasBattle, false);
        }
    }
}
