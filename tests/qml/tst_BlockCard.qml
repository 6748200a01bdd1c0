import QtQuick
import QtQuick.Controls.Material
import QtTest
import Ancients.Bridge
import Ancients.Ui

// A Block's card on its own: its Bases' tiles, their table labels fitted to the tile,
// a tap on a tile answering as the Base's, never as the Block's, and one anywhere else on the
// card, to its very edge, as the Block's.
Item {
    id: root
    width: 600
    height: 400

    Component {
        id: cardComponent
        BlockCard {
            width: 420
            blockId: 3
            name: "Warband"
            type: "warband"
            quality: "regular"
            weight: 3
            specialRules: []
            frontage: 4
            baseCount: 4
            averageText: "1 1/4"
            fatigueState: "fresh"
            broken: false
            fatigueLeft: 20
            moves: 0
            movementOver: false
            shockCharge: false
            // Labels as the battle makes them (labels::tableLabel): a tag of up to four letters, then file and rank.
            bases: [
                { baseId: 20, fatigue: 1, routed: false, removed: false, label: "AB 1·1", state: "fresh" },
                { baseId: 21, fatigue: 2, routed: false, removed: false, label: "WAR 4·2", state: "fresh" },
                { baseId: 22, fatigue: 4, routed: false, removed: false, label: "WWW 4·2", state: "pressed" },
                { baseId: 23, fatigue: 0, routed: true, removed: false, label: "SOLD 10·2", state: "broken" }
            ]
        }
    }

    SignalSpy {
        id: baseTaps
        signalName: "baseTapped"
    }
    SignalSpy {
        id: blockTaps
        signalName: "blockTapped"
    }

    TestCase {
        name: "BlockCard"
        when: windowShown

        function makeCard(): var {
            const card = createTemporaryObject(cardComponent, root);
            verify(card !== null);
            baseTaps.clear();
            blockTaps.clear();
            baseTaps.target = card;
            blockTaps.target = card;
            waitForRendering(card);
            return card;
        }
        function tap(item: Item) {
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }

        function test_everyTableLabelFitsItsTile() {
            const card = makeCard();
            for (const id of [20, 21, 22, 23]) {
                const label = findChild(findChild(card, "base" + id), "tableLabel");
                verify(label !== null);
                verify(label.contentWidth <= label.width + 0.5,
                       label.text + " is " + label.contentWidth + " px wide in " + label.width + " px");
                verify(label.font.pixelSize >= 8 && label.font.pixelSize <= 12, label.text + " at " + label.font.pixelSize + " px");
            }
            // A short label keeps the sticker's 12 px; the longest are shrunk to fit, not cut.
            compare(findChild(findChild(card, "base20"), "tableLabel").font.pixelSize, 12);
            const longest = findChild(findChild(card, "base22"), "tableLabel");
            verify(longest.font.pixelSize < 12, "a long label is set smaller: " + longest.font.pixelSize);
            compare(longest.text, "WWW 4·2");
        }

        function test_aTapOnATileIsTheBasesEveryTime() {
            const card = makeCard();
            const tile = findChild(card, "base21");
            tap(tile);
            compare(baseTaps.count, 1);
            compare(baseTaps.signalArguments[0][0], 21);
            compare(baseTaps.signalArguments[0][1], 3);
            compare(blockTaps.count, 0, "the Block is not tapped through its Base");
            // A second tap straight after is a tap too, not lost to a double tap.
            tap(tile);
            compare(baseTaps.count, 2);
            // The card's own area is the Block's.
            touchEvent(card).press(0, card, card.width - 30, 20).commit();
            touchEvent(card).release(0, card, card.width - 30, 20).commit();
            compare(blockTaps.count, 1);
            compare(blockTaps.signalArguments[0][0], 3);
            // So are its padding and its border, all round.
            for (const [x, y] of [[3, 3], [card.width / 2, card.height - 4], [4, card.height / 2], [card.width - 3, card.height / 2]]) {
                touchEvent(card).press(0, card, x, y).commit();
                touchEvent(card).release(0, card, x, y).commit();
            }
            compare(blockTaps.count, 5);
            compare(baseTaps.count, 2);
            // A routed Base's tile takes no tap of its own.
            tap(findChild(card, "base23"));
            compare(baseTaps.count, 2);
        }

        function test_marksAreLettersMadeOnlyWhereABaseIsMarked() {
            const card = makeCard();
            for (const id of [20, 21, 22, 23])
                compare(findChild(findChild(card, "base" + id), "marksText"), null);
            card.markedBases = [21];
            card.seamBases = [21, 22];
            const marked = findChild(findChild(card, "base21"), "marksText");
            verify(marked !== null);
            compare(marked.text, "✓S");
            compare(findChild(findChild(card, "base22"), "marksText").text, "S");
            compare(findChild(findChild(card, "base20"), "marksText"), null);
            card.markedBases = [];
            card.seamBases = [];
            tryCompare(findChild(card, "base21"), "hasMarks", false);
            verify(!findChild(findChild(card, "base21"), "marksText")?.visible, "unmarked, the letters go at once");
            // ...and are destroyed as the event loop turns.
            tryVerify(() => findChild(findChild(card, "base21"), "marksText") === null);
        }

        function test_theTurnsNotesShowOnlyWhileTheyApply() {
            const card = makeCard();
            for (const kind of ["moves", "over", "shock"])
                compare(findChild(card, "note-" + kind), null, kind);
            card.moves = 2;
            card.shockCharge = true;
            compare(findChild(card, "note-moves").text, "Moves this turn: 2");
            compare(findChild(card, "note-over"), null);
            const shock = findChild(card, "note-shock");
            compare(shock.text, "Shock charge");
            verify(shock.font.bold);
            card.movementOver = true;
            compare(findChild(card, "note-over").text, "Movement over");
            // In the order the table reads them: the moves, the end of movement, the charge.
            const notes = [findChild(card, "note-moves"), findChild(card, "note-over"), findChild(card, "note-shock")];
            const before = (a, b) => a.y < b.y || (a.y === b.y && a.x < b.x);
            waitForRendering(card);
            verify(before(notes[0], notes[1]) && before(notes[1], notes[2]),
                   notes.map(n => n.text + " at " + n.x + "," + n.y).join("; "));
            card.moves = 0;
            card.movementOver = false;
            card.shockCharge = false;
            tryVerify(() => findChild(card, "note-moves") === null && findChild(card, "note-over") === null
                      && findChild(card, "note-shock") === null);
        }

        function test_aLappingBaseWearsItsBadgeOnlyWhileItLaps() {
            const card = makeCard();
            for (const id of [20, 21, 22, 23])
                compare(findChild(findChild(card, "base" + id), "lappingMark"), null);
            card.lappingBases = [22];
            const tile = findChild(card, "base22");
            const badge = findChild(tile, "lappingMark");
            verify(badge !== null);
            verify(badge.visible);
            // In the tile's corner, wholly inside it.
            compare(badge.x + badge.width, tile.width);
            compare(badge.y + badge.height, tile.height);
            compare(findChild(findChild(card, "base21"), "lappingMark"), null);
            // A Base that laps and is marked wears both.
            card.seamBases = [22];
            verify(findChild(tile, "lappingMark") === badge);
            verify(findChild(tile, "marksText") !== null);
            card.lappingBases = [];
            verify(!badge.visible, "no longer lapping, the badge goes at once");
            tryVerify(() => findChild(tile, "lappingMark") === null);
            verify(findChild(tile, "marksText") !== null, "the marks stay");
        }
    }
}
