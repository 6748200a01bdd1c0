import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Names from a file or a player are shown as they are, never read as markup (issue 16,
// item 1): an army list and a battle whose names hold an <img> pointing at a local
// server and <b>bold</b> are shown literally on the Armies page, the Battle page (the
// result screen included) and Saved battles, and the server is never asked for the image.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: armiesComponent
        ArmiesPage {
            width: root.width
            height: root.height
        }
    }
    Component {
        id: battleComponent
        BattlePage {
            width: root.width
            height: root.height
        }
    }
    Component {
        id: savedComponent
        SavedBattlesPage {
            width: root.width
            height: root.height
        }
    }
    Component {
        id: umpireComponent
        UmpireController {
            session: BattleSession
        }
    }

    TestCase {
        name: "HostileNames"
        when: windowShown

        readonly property string image: "<img src=\"http://127.0.0.1:" + networkProbe.port + "/x.png\">"
        readonly property string hostile: image + "<b>bold</b>"

        function cleanup() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }

        /** Every text item under @p item that shows the hostile markup: each must show it as plain text. */
        function plainTexts(item: Item): int {
            let shown = 0;
            const visit = (node) => {
                if (node.textFormat !== undefined && typeof node.text === "string" && node.text.indexOf("<b>bold</b>") >= 0) {
                    compare(node.textFormat, Text.PlainText, "shown as plain text: " + node.text + " in " + node);
                    ++shown;
                }
                for (let k = 0; k < node.children.length; ++k)
                    visit(node.children[k]);
            };
            visit(item);
            return shown;
        }

        function test_namesFromFilesAreShownAsTheyAre() {
            const army = ArmyCatalog.saveArmy({
                "name": "Raiders " + hostile, "period": hostile, "notes": "Notes " + hostile,
                "blocks": [
                    { "name": "Foot " + hostile, "type": "warband", "quality": "regular", "frontage": 2, "depth": 2 },
                    { "name": "Horse " + hostile, "type": "cavalry", "quality": "regular", "frontage": 2, "depth": 1 }
                ] });
            verify(army.ok, army.problems ? army.problems.join("\n") : "");

            // The Armies page: the army's name, period, notes and Blocks.
            ArmyCatalog.currentIndex = army.index;
            const armies = createTemporaryObject(armiesComponent, root);
            waitForRendering(armies);
            verify(plainTexts(armies) >= 3, "the army's names are on the page");
            armies.destroy();

            // The Battle page of a battle with that army, titled with the same words.
            verify(BattleSession.startBattle(ArmyCatalog, army.index, 0, {}, "", "Battle " + hostile), BattleSession.lastError);
            let battle = createTemporaryObject(battleComponent, root);
            waitForRendering(battle);
            verify(plainTexts(battle) >= 2, "the Blocks' names are on the page");
            battle.destroy();

            // Decided, exported with its secret and imported again: the imported battle's page
            // and its result screen show the names as they are.
            for (let base = 0; base < 200 && BattleSession.loserSide < 0; ++base) {
                const info = BattleSession.baseInfo(base);
                if (info.side === 0 && !info.routed && !info.removed)
                    verify(BattleSession.adjustFatigue(base, 6, "routed"), BattleSession.lastError);
            }
            compare(BattleSession.loserSide, 0);
            const umpire = createTemporaryObject(umpireComponent, root);
            const file = networkProbe.scratch + "/hostile.json";
            verify(umpire.exportBattle(file, true), BattleSession.lastError);
            verify(BattleSession.importBattle(file), BattleSession.lastError);
            verify(BattleSession.title.indexOf("<b>bold</b>") >= 0);
            battle = createTemporaryObject(battleComponent, root);
            waitForRendering(battle);
            const result = findChild(battle, "decidedText");
            verify(result !== null, "the result screen shows");
            verify(result.text.indexOf("Raiders " + hostile) >= 0, "the raw name, unchanged: " + result.text);
            verify(plainTexts(battle) >= 3);
            battle.destroy();

            // Saved battles: both battles' titles and armies.
            const saved = createTemporaryObject(savedComponent, root);
            waitForRendering(saved);
            verify(plainTexts(saved) >= 4);

            // Nothing asked the local server for the image.
            wait(300);
            compare(networkProbe.connections, 0, "no request reached 127.0.0.1:" + networkProbe.port);
            verify(ArmyCatalog.removeImported(army.index));
        }
    }
}
