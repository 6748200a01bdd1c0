import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The rulebook reader: contents, search with highlights, jumps by section
// number, and citations that open it.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        RulebookPage {
            width: root.width
            height: root.height
        }
    }
    Component {
        id: dicePageComponent
        DiceRollerPage {
            width: root.width
            height: root.height
            roller: DiceRoller {}
        }
    }
    SignalSpy {
        id: rulebookRequests
        target: Navigation
        signalName: "rulebookRequested"
    }

    TestCase {
        id: testCase
        name: "RulebookPage"
        when: windowShown

        function createPage(properties: var): RulebookPage {
            const page = createTemporaryObject(pageComponent, root, properties);
            verify(page !== null);
            const text = findChild(page, "textView");
            tryVerify(() => text.contentHeight > 5000, 5000, "the rulebook text is laid out");
            waitForRendering(page);
            return page;
        }

        function test_contentsListEveryNumberedSection() {
            const page = createPage({});
            const reader = findChild(page, "reader");
            // 40 numbered sections plus the Designer's Note.
            compare(reader.contents.count, 41);
            compare(reader.positionOf("1") > 0, true);
            compare(reader.positionOf("9.3") > reader.positionOf("9.2"), true);
            compare(reader.positionOf("9.7"), -1, "the rulebook has no §9.7");
            compare(reader.titleOf("§11.3"), "Steady spears");
        }

        function test_opensAtTheSectionAsked() {
            const page = createPage({ "section": "9.2" });
            tryCompare(page, "currentSection", "9.2");
            const flick = findChild(page, "textFlickable");
            verify(flick.contentY > 0);
        }

        function test_jumpBySectionNumber() {
            const page = createPage({});
            verify(page.showSection("12.1"));
            tryCompare(page, "currentSection", "12.1");
            verify(!page.showSection("15"));
            compare(page.currentSection, "12.1", "an unknown section leaves the view where it was");
        }

        function test_searchFindsAndHighlights() {
            const page = createPage({});
            const reader = findChild(page, "reader");
            const field = findChild(page, "searchField");
            field.forceActiveFocus();
            for (const key of [Qt.Key_S, Qt.Key_H, Qt.Key_O, Qt.Key_C, Qt.Key_K])
                keyClick(key);
            compare(reader.query, "shock");
            verify(reader.hitCount > 20, "shock occurs all over §11.1, §5.3 and §3.3");
            compare(reader.results.count, reader.hitCount);
            const results = findChild(page, "resultsView");
            verify(results.visible);
            // Enter opens the first hit and marks it current.
            keyClick(Qt.Key_Return);
            verify(reader.currentHit > 0);
            // The first "shock" is in the Designer's Note, before §1.
            verify(reader.currentHit < reader.positionOf("1"), "hits are in reading order");
            // Case does not matter.
            field.text = "SHOCK";
            compare(reader.hitCount > 20, true);
            field.text = "no such words anywhere";
            compare(reader.hitCount, 0);
            compare(reader.results.count, 0);
            mouseClick(findChild(page, "clearSearchButton"));
            compare(field.text, "");
            verify(findChild(page, "contentsView").visible);
        }

        function test_searchingASectionNumberOffersTheJump() {
            const page = createPage({});
            const reader = findChild(page, "reader");
            const field = findChild(page, "searchField");
            field.text = "§9.2";
            verify(reader.results.count >= 1);
            const first = reader.activateResult(0);
            compare(first, reader.positionOf("9.2"));
            field.forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryCompare(page, "currentSection", "9.2");
        }

        // The header's row is arranged again however the page's size changes: here its width
        // first (the contents button shows as the page turns narrow), then its height.
        function test_theHeaderIsArrangedAgainWhenThePageTurnsOneSideAtATime() {
            const page = createPage({});
            const contents = findChild(page, "contentsButton");
            const chips = findChild(page, "textChoice");
            const search = findChild(page, "searchField");
            verify(!contents.visible);
            page.width = 800;
            page.height = 1280;
            waitForRendering(page);
            verify(contents.visible);
            verify(chips.x >= contents.x + contents.width, "the Rules and Rulings chips after the contents button, not over it");
            verify(search.x >= chips.x + chips.width, "the search field after the chips");
            page.width = 1280;
            page.height = 800;
            waitForRendering(page);
            verify(!contents.visible);
            verify(search.x >= chips.x + chips.width);
            page.width = 800;
            page.height = 1280;
            waitForRendering(page);
            verify(chips.x >= contents.x + contents.width);
            mouseClick(contents);
            verify(findChild(page, "sidePanel").visible, "a tap on the contents button opens them");
        }

        function test_portraitPanelOpensWhileSearching() {
            const page = createPage({});
            page.width = 800;
            page.height = 1280;
            const panel = findChild(page, "sidePanel");
            verify(!panel.visible);
            findChild(page, "searchField").text = "overlap";
            verify(panel.visible);
            const reader = findChild(page, "reader");
            page.scrollTo(reader.activateResult(1));
            verify(!panel.visible, "choosing a result closes the panel and shows the text");
            waitForRendering(page);
            mouseClick(findChild(page, "contentsButton"));
            verify(panel.visible);
        }

        function test_rulingsRegisterIsReadable() {
            const page = createPage({});
            const reader = findChild(page, "reader");
            compare(reader.positionOf("R1"), -1, "the rules have no ruling R1");
            mouseClick(findChild(findChild(page, "textChoice"), "choice1"));
            compare(reader.text, RulebookReader.Rulings);
            verify(reader.positionOf("R1") >= 0);
            verify(reader.positionOf("r8") > reader.positionOf("R1"));
            compare(reader.positionOf("9.2"), -1, "the rulings are not the rules");
            verify(reader.contents.count >= 8);
            findChild(page, "searchField").text = "fractional";
            verify(reader.hitCount >= 2);
            mouseClick(findChild(findChild(page, "textChoice"), "choice0"));
            compare(reader.text, RulebookReader.Rules);
            verify(reader.positionOf("9.2") > 0);
            compare(reader.query, "fractional", "the search carries over to the rules");
        }

        // Issues 19 and 20, item 1: the reader serves every ruleset, picked by touch.
        function test_pickARulesetByTouchAndJumpToASection() {
            const page = createPage({});
            const reader = findChild(page, "reader");
            const picker = findChild(page, "rulesetChoice");
            compare(reader.ruleset, RulebookReader.AncientsWargame);
            const mwr = findChild(picker, "choice1");
            // A touch target at arm's length, on screen without scrolling.
            verify(mwr.height >= 48 && mwr.width >= 48);
            const at = mwr.mapToItem(root, 0, 0);
            verify(at.x >= 0 && at.y >= 0 && at.x + mwr.width <= root.width && at.y + mwr.height <= root.height);
            touchEvent(mwr).press(0, mwr, mwr.width / 2, mwr.height / 2).commit();
            touchEvent(mwr).release(0, mwr, mwr.width / 2, mwr.height / 2).commit();
            compare(reader.ruleset, RulebookReader.MyWargameRules);
            compare(page.ruleset, "my-wargame-rules");
            compare(picker.currentIndex, 1);
            compare(reader.contents.count, 11, "§1–§10.1 of My Wargame Rules");
            compare(reader.titleOf("10.1"), "Resolve Modifiers");
            compare(reader.positionOf("9.2"), -1, "not the Ancients rulebook's sections");

            // Jump by number: the search field offers §10.1, Enter goes there.
            const field = findChild(page, "searchField");
            field.text = "§10.1";
            verify(reader.results.count >= 1);
            field.forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryCompare(page, "currentSection", "10.1");

            // Its own rulings register.
            mouseClick(findChild(findChild(page, "textChoice"), "choice1"));
            verify(reader.titleOf("R3").indexOf("base Resolve") >= 0);
            mouseClick(findChild(findChild(page, "textChoice"), "choice0"));

            // The third ruleset, by touch too.
            const ohw = findChild(picker, "choice2");
            touchEvent(ohw).press(0, ohw, ohw.width / 2, ohw.height / 2).commit();
            touchEvent(ohw).release(0, ohw, ohw.width / 2, ohw.height / 2).commit();
            compare(reader.ruleset, RulebookReader.OhwGriddedAncients);
            compare(reader.titleOf("9"), "Breakpoint");
            verify(page.showSection("10.3"));
            tryCompare(page, "currentSection", "10.3");

            // And back: the Ancients reader as before.
            mouseClick(findChild(picker, "choice0"));
            compare(reader.contents.count, 41);
        }

        function test_opensAtASectionOfTheRulesetAsked() {
            const page = createPage({ "ruleset": "3d6-ohw-gridded-ancients", "section": "8" });
            tryCompare(page, "currentSection", "8");
            compare(findChild(page, "rulesetChoice").currentIndex, 2);
        }

        function test_citationsOpenTheRulebook() {
            const dice = createTemporaryObject(dicePageComponent, root);
            waitForRendering(dice);
            rulebookRequests.clear();
            mouseClick(findChild(findChild(dice, "qualityChoice"), "citation"));
            compare(rulebookRequests.count, 1);
            compare(rulebookRequests.signalArguments[0][0], "3.1");
            dice.roller.mode = DiceRoller.Movement;
            waitForRendering(dice);
            mouseClick(findChild(dice, "movementCitation"));
            compare(rulebookRequests.count, 2);
            compare(rulebookRequests.signalArguments[1][0], "5");
        }
    }
}
