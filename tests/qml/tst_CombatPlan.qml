import QtQuick
import QtQuick.Window
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The Combat phase by touch, at the tablet's two sizes (issue 13): the pairing
// plan, its queue and the decision of each fight on screen without scrolling.
// Every tap is counted, and every control tapped must lie inside the window
// and inside whatever scrolls around it, as it stands: these tests never scroll.
Item {
    id: root
    width: 1280
    height: 800

    MoveController {
        id: moving
        session: BattleSession
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
        name: "CombatPlan"
        when: windowShown

        property string savedDiceMode
        property int taps: 0

        function initTestCase() {
            savedDiceMode = Preferences.diceMode;
            // The tablet rolls: one tap is the roll.
            Preferences.diceMode = "app";
        }
        function cleanupTestCase() {
            Preferences.diceMode = savedDiceMode;
            setSize(1280, 800);
        }
        function cleanup() {
            Preferences.diceMode = "app";
        }
        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }

        function sizes_data() {
            return [{ tag: "landscape 1280x800", width: 1280, height: 800 },
                    { tag: "portrait 800x1280", width: 800, height: 1280 }];
        }
        function setSize(w: int, h: int) {
            root.Window.window.width = w;
            root.Window.window.height = h;
            root.width = w;
            root.height = h;
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        /** @p item lies wholly inside the window and inside the view of every Flickable around it. */
        function checkOnScreen(item: Item) {
            const where = item.mapToItem(root, 0, 0);
            const what = item.objectName + " at " + Math.round(where.x) + "," + Math.round(where.y) + " size "
                         + Math.round(item.width) + "x" + Math.round(item.height) + " in " + root.width + "x" + root.height;
            verify(where.x >= 0 && where.y >= 0 && where.x + item.width <= root.width + 0.5
                   && where.y + item.height <= root.height + 0.5, "inside the window: " + what);
            for (let p = item.parent; p; p = p.parent) {
                if (p.contentY !== undefined && p.contentItem !== undefined && p.interactive !== undefined && p.mapToItem !== undefined) {
                    const inView = item.mapToItem(p, 0, 0);
                    verify(inView.y >= -0.5 && inView.y + item.height <= p.height + 0.5, "not scrolled away: " + what);
                }
            }
            verify(item.height >= 44 && item.width >= 44, "a target a finger finds: " + what);
        }
        /** A player's tap, counted: on a control that is on screen as it stands. */
        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            waitForRendering(item, 100);
            verify(item.visible, "visible: " + item.objectName);
            verify(item.enabled, "enabled: " + item.objectName);
            checkOnScreen(item);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
            taps += 1;
        }
        function tapBase(page: Item, block: int, base: int) {
            tap(child(child(page, "block" + block), "base" + base));
        }
        /** A Roman v Gallic battle in its Combat phase, the Hastati in contact with the Warband. */
        function combatPhase(title: string): var {
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", title), BattleSession.lastError);
            const blocks = BattleSession.blockList();
            const hastati = blocks.find(b => b.name === "Hastati").blockId;
            const warband = blocks.find(b => b.side === 1 && b.type !== "skirmishers"
                                        && BattleSession.blockInfo(b.blockId).bases.length >= 4).blockId;
            verify(BattleSession.setContact(hastati, warband, true), BattleSession.lastError);
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            return { "ours": hastati, "theirs": warband,
                     "our": BattleSession.blockInfo(hastati).bases.map(b => b.baseId),
                     "their": BattleSession.blockInfo(warband).bases.map(b => b.baseId) };
        }

        /**
         * The target (issue 13, item 5): one combat with an overlap and a 2-point
         * push-back, from pairing to allocation, in 5 taps or fewer, with no scroll.
         * The tablet's dice decide the margin, so battles are started until one fight
         * is lost by 2 or more; each attempt counts its own taps.
         */
        function test_rule_9_oneCombatInFiveTaps_data() {
            return sizes_data();
        }
        function test_rule_9_oneCombatInFiveTaps(data) {
            setSize(data.width, data.height);
            for (let attempt = 0; attempt < 40; ++attempt) {
                init();
                const b = combatPhase("Five taps " + attempt);
                const page = createTemporaryObject(battleComponent, root);
                waitForRendering(page);
                taps = 0;
                tapBase(page, b.ours, b.our[0]);
                tapBase(page, b.theirs, b.their[0]);
                // The friend beside it laps the enemy (§9.2): a tap on its tile.
                tapBase(page, b.ours, b.our[1]);
                verify(child(page, "overlapText").text.indexOf(BattleSession.baseInfo(b.our[1]).tableLabel) >= 0,
                       "the overlap is named: " + child(page, "overlapText").text);
                verify(child(child(page, "block" + b.ours), "base" + b.our[1]).isLapping, "the lapping Base is marked on its card");
                verify(child(page, "modifiersText").text.indexOf("(§9.2)") >= 0, "the overlap shows in the odds: " + child(page, "modifiersText").text);
                tap(child(page, "fightButton"));
                compare(BattleSession.lastError, "");
                if (!BattleSession.pendingLoss.pending || BattleSession.pendingLoss.points < 2 || BattleSession.pendingLoss.mustEvade) {
                    page.destroy();
                    continue;
                }
                const points = BattleSession.pendingLoss.points;
                tap(child(page, "allGroundButton"));
                compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
                verify(BattleSession.lastEffects.some(e => e.kind === "recoil"), "the file gave ground (§9.6)");
                verify(taps <= 5, "from pairing to allocation in " + taps + " taps");
                verify(points >= 2);
                return;
            }
            fail("no fight was lost by 2 or more in 40 battles");
        }

        /**
         * A whole Combat phase by touch (§4, §9.2): two pairs into the plan, the second
         * moved first, each fought from the queue with its loss allocated, then the phase
         * ends. Every decision is on screen where it stands.
         */
        function test_rule_4_aWholeCombatPhaseFromThePlan_data() {
            return sizes_data();
        }
        function test_rule_4_aWholeCombatPhaseFromThePlan(data) {
            setSize(data.width, data.height);
            const b = combatPhase("Plan");
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            taps = 0;
            verify(child(page, "combatPlan").visible, "the Combat phase opens on the plan");
            verify(child(page, "unpaired" + b.our[0]).visible, "the engaged Bases are listed");
            // Pair two Bases by tap and tap, each into the plan.
            tapBase(page, b.ours, b.our[0]);
            tapBase(page, b.theirs, b.their[0]);
            tap(child(page, "addToPlanButton"));
            tapBase(page, b.ours, b.our[1]);
            tapBase(page, b.theirs, b.their[1]);
            tap(child(page, "addToPlanButton"));
            const queue = child(page, "combatQueue");
            compare(queue.count, 2);
            // The side to act orders the queue.
            tap(child(page, "moveUp2"));
            tryCompare(child(page, "queuedFight1"), "base", b.our[1]);
            // The phase cannot end with the plan unfought (§4).
            verify(!BattleSession.endPhase());
            compare(BattleSession.phase, "combat");

            tap(child(page, "queuedFight1"));
            for (let fight = 0; fight < 2; ++fight) {
                const pair = fight === 0 ? [b.our[1], b.their[1]] : [b.our[0], b.their[0]];
                verify(child(page, "pairingText").text.indexOf(BattleSession.baseInfo(pair[0]).tableLabel) >= 0,
                       "the plan's fight " + (fight + 1) + " is picked: " + child(page, "pairingText").text);
                verify(child(page, "oddsText").text.indexOf(BattleSession.armyA.name) >= 0, "the odds name the armies");
                tap(child(page, "fightButton"));
                if (BattleSession.pendingLoss.pending) {
                    verify(child(page, "lossText").text.length > 0);
                    checkOnScreen(child(page, "morePushBack"));
                    tap(child(page, "allocateButton"));
                    compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
                }
                if (BattleSession.pendingPursuit.pending)
                    tap(child(page, "pursueButton"));
                compare(BattleSession.pendingPursuit.pending, false, BattleSession.lastError);
                waitForRendering(page, 100);
            }
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, "recovery", BattleSession.lastError);
            verify(taps <= 14, "a whole Combat phase of two fights in " + taps + " taps");
        }

        /** The rectangle of @p item in the window's coordinates. */
        function rectOf(item: Item): rect {
            const p = item.mapToItem(root, 0, 0);
            return Qt.rect(p.x, p.y, item.width, item.height);
        }
        /** Whether @p inner lies wholly inside @p outer (half a pixel of rounding aside). */
        function inside(inner: rect, outer: rect): bool {
            return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5
                && inner.y + inner.height <= outer.y + outer.height + 0.5;
        }
        function overlaps(a: rect, b: rect): bool {
            return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
        }
        /**
         * Whether the card of Block @p block on side @p side stands wholly in view: inside its
         * column's list as it is scrolled, inside the window, clear of the phase's panel, with
         * its state and its average inside too.
         */
        function cardInView(page: Item, side: int, block: int): string {
            const card = child(page, "block" + block);
            const list = rectOf(child(page, "blockList" + side));
            const panel = rectOf(child(page, "panelFrame"));
            const window = Qt.rect(0, 0, root.width, root.height);
            const where = rectOf(card);
            const what = "card " + block + " at " + Math.round(where.y) + "+" + Math.round(where.height) + ", list "
                         + Math.round(list.y) + "+" + Math.round(list.height) + ", panel at " + Math.round(panel.y);
            if (!inside(where, list) || !inside(where, window))
                return "not wholly in its list: " + what;
            if (overlaps(where, panel))
                return "under the panel: " + what;
            for (const name of ["stateChip", "averageText"]) {
                const part = rectOf(child(card, name));
                if (!inside(part, list) || overlaps(part, panel))
                    return name + " hidden: " + what;
            }
            return "";
        }

        /**
         * The selected Block's card stands wholly above the panel (issue 13, item 3): a fight
         * picked from the queue selects a Block at the foot of its column, and its card, state
         * and average come wholly into view, clear of the Combat panel, at both sizes; and stay
         * so as the panel changes from the queue to the picked fight.
         */
        function test_selectedCardWhollyInView_data() {
            return sizes_data();
        }
        function test_selectedCardWhollyInView(data) {
            setSize(data.width, data.height);
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", "Card in view"), BattleSession.lastError);
            const blocks = BattleSession.blockList();
            const horse = blocks.find(b => b.name === "Allied Italian horse").blockId;
            const theirs = blocks.find(b => b.name === "Tribal horse").blockId;
            verify(BattleSession.setContact(horse, theirs, true), BattleSession.lastError);
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const rider = BattleSession.blockInfo(horse).bases[0].baseId;
            const enemy = BattleSession.blockInfo(theirs).bases[0].baseId;
            const controller = child(page, "panelLoader").item.controller;
            verify(controller.addToPlan(rider, enemy), BattleSession.lastError);
            verify(controller.addToPlan(BattleSession.blockInfo(horse).bases[1].baseId, enemy), BattleSession.lastError);
            // The queue, nothing picked: the Romans' last card is at the foot of the column.
            tryCompare(child(page, "combatQueue"), "count", 2);
            child(page, "battleSelection").clear();
            waitForRendering(page, 200);
            tap(child(page, "queuedFight1"));
            tryVerify(() => cardInView(page, 0, horse) === "", 3000, cardInView(page, 0, horse));
            verify(child(page, "fightButton").visible, "the fight is picked");
            checkOnScreen(child(page, "fightButton"));
            // Once the panel has settled on the picked fight, the card is still where it can be seen.
            waitForRendering(page, 300);
            compare(cardInView(page, 0, horse), "");
        }

        /**
         * A whole Combat phase by touch (issue 13, item 6; §4, §9.2, §9.5, §11.1), the
         * players' own dice, at both sizes: three pairs into the plan, the last Hastati
         * named in the plan as lapping for the third fight, each engaged Base fought, a loss
         * allocated with the push-back stepper, another given as ground, the winner's
         * pursuit, and the phase ends. Every tap is on a control inside the window as it
         * stands, none scrolled to, and the taps stay within a tight count.
         */
        function test_rule_4_aWholeCombatPhaseByTouch_data() {
            return sizes_data();
        }
        function test_rule_4_aWholeCombatPhaseByTouch(data) {
            setSize(data.width, data.height);
            Preferences.diceMode = "physical";
            const b = combatPhase("A whole phase");
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            taps = 0;
            // Nothing fought yet: the phase cannot end, and the screen says which melee waits (§4).
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, "combat");
            tryVerify(() => findChild(page, "errorBanner") !== null && findChild(page, "errorBanner").visible,
                      5000, "the refusal shows");
            verify(BattleSession.lastError.indexOf("Hastati and Warband") >= 0, BattleSession.lastError);
            // The plan: each Hastati Base of the front rank with the Warband Base before it.
            for (let i = 0; i < 3; ++i) {
                tapBase(page, b.ours, b.our[i]);
                tapBase(page, b.theirs, b.their[i]);
                tap(child(page, "addToPlanButton"));
            }
            compare(child(page, "combatQueue").count, 3);
            tryVerify(() => findChild(page, "errorBanner") === null, 5000, "the refusal went with the first pair planned");
            tap(child(page, "queuedFight1"));

            const fightWith = (ours, theirs) => {
                checkOnScreen(child(page, "baseDice_first_" + ours));
                tap(child(page, "baseDice_first_" + ours));
                tap(child(page, "enemyDice_first_" + theirs));
                tap(child(page, "fightButton"));
                compare(BattleSession.lastError, "");
            };
            // Fight 1: 5 against 2, the Warband loses by 3; the Gauls give one point of ground.
            verify(child(page, "pairingText").text.indexOf(BattleSession.baseInfo(b.our[0]).tableLabel) >= 0, child(page, "pairingText").text);
            fightWith(5, 2);
            compare(BattleSession.pendingLoss.points, 3);
            checkOnScreen(child(page, "lessPushBack"));
            tap(child(page, "morePushBack"));
            verify(child(page, "allocationSplit").text.indexOf("push-back 1") >= 0, child(page, "allocationSplit").text);
            tap(child(page, "allocateButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
            // Fight 2, picked for the players: 4 against 4, nobody loses.
            tryVerify(() => child(page, "pairingText").text.indexOf(BattleSession.baseInfo(b.our[1]).tableLabel) >= 0);
            fightWith(4, 4);
            verify(!BattleSession.pendingLoss.pending);
            // Fight 3: the fourth Hastati laps the Warband, named in the plan by a tap on its tile.
            tryVerify(() => child(page, "pairingText").text.indexOf(BattleSession.baseInfo(b.our[2]).tableLabel) >= 0);
            tapBase(page, b.ours, b.our[3]);
            tryVerify(() => child(page, "overlapText").text.indexOf("named in the plan") >= 0, 2000, child(page, "overlapText").text);
            verify(child(page, "modifiersText").text.indexOf("(§9.2)") >= 0, child(page, "modifiersText").text);
            // 2 + 1 against 5: the Hastati lose by 2 and give it all as ground; the Warband must pursue.
            fightWith(2, 5);
            compare(BattleSession.pendingLoss.points, 2);
            tap(child(page, "allGroundButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
            verify(BattleSession.pendingPursuit.pending, "the shock infantry won and its enemy gave ground (§11.1)");
            tap(child(page, "pursueButton"));
            compare(BattleSession.pendingPursuit.pending, false, BattleSession.lastError);
            // Every engaged Base fought or laps; the phase ends.
            const controller = child(page, "panelLoader").item.controller;
            tryCompare(controller, "everyMeleeFought", true);
            compare(controller.unpaired.length, 0);
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, "recovery", BattleSession.lastError);
            verify(taps <= 26, "a whole Combat phase of three fights in " + taps + " taps");
            Preferences.diceMode = "app";
        }

        /**
         * The steady spears' negation of a charge's shock shows in the odds before the roll,
         * with its section (§11.1, §11.3): the Gauls' noble cavalry charge the Triarii.
         */
        function test_rule_11_3_steadySpearsNegationInTheOdds() {
            setSize(1280, 800);
            const romans = ArmyCatalog.indexOf("Mid-Republican Roman");
            const gauls = ArmyCatalog.indexOf("Gallic");
            verify(BattleSession.startBattle(ArmyCatalog, romans, gauls, {}, "", "Spears"), BattleSession.lastError);
            const blocks = BattleSession.blockList();
            const triarii = blocks.find(b => b.name === "Triarii").blockId;
            const nobles = blocks.find(b => b.name === "Noble cavalry").blockId;
            // The Romans' turn passes; the Gauls charge: a full move, then a chained one into contact (§5.3).
            for (let i = 0; i < 4; ++i)
                verify(BattleSession.endPhase(), BattleSession.lastError);
            compare(BattleSession.activeSide, 1);
            verify(moving.moveBlock(nobles, { "dice": { "first": 6, "second": 6 } }), BattleSession.lastError);
            verify(moving.moveBlock(nobles, { "dice": { "first": 6, "second": 6 }, "charge": true }), BattleSession.lastError);
            verify(BattleSession.setContact(nobles, triarii, true), BattleSession.lastError);
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            // The pairing as a tap and a tap would make it (the Triarii may stand below the fold of their column).
            child(page, "battleSelection").selectPair(BattleSession.blockInfo(nobles).bases[0].baseId, nobles, 1,
                                                      BattleSession.blockInfo(triarii).bases[0].baseId);
            const odds = child(page, "modifiersText");
            tryVerify(() => odds.text.indexOf("§11.3") >= 0, 2000, odds.text);
            verify(odds.text.indexOf("shock negated by steady spears to the front (§11.3)") >= 0,
                   "the negation is named, with its section: " + odds.text);
            verify(odds.text.indexOf("steady spears against mounted") >= 0 || odds.text.indexOf("+1") >= 0,
                   "the spears' own +1 against mounted shows too: " + odds.text);
            waitForRendering(odds, 100);
            checkOnScreen(odds);
            verify(child(page, "fightButton").enabled, "before the roll");
            compare(BattleSession.pendingLoss.pending, false);
        }

        /**
         * Untracked, the plan names each pair's lapping Bases (§9.2, ruling R23): a tap on
         * a friend records it in the plan, the queue counts it and shows which earlier
         * fight's push-back would strip an overlap (§4), and the fight takes the plan's.
         */
        function test_rule_9_2_thePlanNamesTheOverlap_data() {
            return sizes_data();
        }
        function test_rule_9_2_thePlanNamesTheOverlap(data) {
            setSize(data.width, data.height);
            const b = combatPhase("Named overlap");
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            // Fight 1: Hastati 2 against Warband 2; fight 2: Hastati 1 against Warband 1.
            tapBase(page, b.ours, b.our[1]);
            tapBase(page, b.theirs, b.their[1]);
            tap(child(page, "addToPlanButton"));
            tapBase(page, b.ours, b.our[0]);
            tapBase(page, b.theirs, b.their[0]);
            tap(child(page, "addToPlanButton"));
            tap(child(page, "queuedFight2"));
            // A tap on an unpaired friend names it in the plan: the queue counts it, its card is marked.
            tapBase(page, b.ours, b.our[2]);
            compare(BattleSession.lastError, "");
            const label = BattleSession.baseInfo(b.our[2]).tableLabel;
            tryCompare(child(page, "queuedFight2"), "lappingLabel", label);
            compare(child(page, "queuedFight2").overlaps, 1);
            verify(child(page, "overlapText").text.indexOf("named in the plan") >= 0, child(page, "overlapText").text);
            verify(child(child(page, "block" + b.ours), "base" + b.our[2]).isLapping, "the lapping Base is marked on its card");
            // A Base already paired is not uncountered (§9.2): refused, and the plan keeps what it had.
            tapBase(page, b.ours, b.our[1]);
            verify(BattleSession.lastError.length > 0, "a paired Base cannot lap");
            compare(child(page, "queuedFight2").lappingLabel, label);
            // The Warband's rear-rank Base in Warband 2's file laps Hastati 1: fight 1's push-back would strip it.
            const warband = BattleSession.blockInfo(b.theirs).bases;
            const file2 = warband.find(x => x.baseId === b.their[1]).file;
            verify(file2 !== undefined, "the Warband's Bases know their file");
            const behind = warband.find(x => x.baseId !== b.their[1] && x.file === file2)?.baseId;
            verify(behind !== undefined, "the Warband has a second rank");
            verify(child(page, "panelLoader").item.controller.namePlanLapping(b.our[2], behind), BattleSession.lastError);
            tryCompare(child(page, "queuedFight2"), "enemyOverlaps", 1);
            compare(child(page, "queuedFight2").strippableBy, [1]);
            // The picked fight says so too, and leads back to the whole plan.
            tryCompare(child(page, "pickedStrippable"), "visible", true);
            verify(child(page, "showPlanButton").visible, "the way back to the plan");
            // Let go of the fight: the queue shows again, and warns of the cascade.
            tapBase(page, b.ours, b.our[0]);
            tryCompare(child(page, "strippable2"), "visible", true);
            verify(child(page, "strippable2").text.indexOf("fight 1") >= 0, child(page, "strippable2").text);
            tap(child(page, "queuedFight2"));
            // Fought, the plan's overlaps count as they are: not entered again by hand.
            tap(child(page, "fightButton"));
            compare(BattleSession.lastError, "");
            verify(BattleSession.lastEffects.some(e => e.kind === "combat"), "the fight was resolved");
            verify(!BattleSession.lastEffects.some(e => e.text.indexOf("instead of those") >= 0), "no overlap entered by hand");
        }
    }
}
