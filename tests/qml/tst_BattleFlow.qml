import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// A whole turn as players at the table play it, by touch: set up a battle from
// the built-in armies, a chained move, a shooting exchange, a combat with a
// push-back split and a break, and recovery; every state is checked against the
// engine's, as BattleSession reports it.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: newBattleComponent
        NewBattlePage {
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

    MoveController {
        id: moving
        session: BattleSession
    }
    UmpireController {
        id: umpire
        session: BattleSession
    }

    Component {
        id: appComponent
        Main {}
    }
    Component {
        id: savedComponent
        SavedBattlesPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        id: test
        name: "BattleFlow"
        when: windowShown

        property string savedDiceMode

        function initTestCase() {
            savedDiceMode = Preferences.diceMode;
            // The players roll their own dice, so the test knows every roll.
            Preferences.diceMode = "physical";
        }
        function cleanupTestCase() {
            Preferences.diceMode = savedDiceMode;
        }
        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }

        /** Scrolls every Flickable around @p item so that the item is on screen, as a player would. */
        function reveal(item: Item) {
            // Let the layouts settle first, as they have by the time a player looks.
            waitForRendering(item, 150);
            for (let p = item.parent; p; p = p.parent) {
                if (p.contentY !== undefined && p.contentHeight !== undefined && p.contentItem !== undefined && p.interactive !== undefined) {
                    const pos = item.mapToItem(p.contentItem, 0, 0);
                    const top = Math.max(0, Math.min(pos.y - 8, p.contentHeight - p.height));
                    if (pos.y < p.contentY || pos.y + item.height > p.contentY + p.height)
                        p.contentY = top;
                }
            }
            waitForRendering(item, 150);
        }
        function tap(item: Item, x: real, y: real) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            reveal(item);
            const px = x === undefined ? item.width / 2 : x;
            const py = y === undefined ? item.height / 2 : y;
            touchEvent(item).press(0, item, px, py).commit();
            touchEvent(item).release(0, item, px, py).commit();
        }
        function child(parent: Item, name: string): Item {
            const found = findChild(parent, name);
            verify(found !== null, "found " + name);
            return found;
        }
        function blockNamed(name: string): var {
            const blocks = BattleSession.blockList();
            for (let i = 0; i < blocks.length; ++i) {
                if (blocks[i].name === name)
                    return blocks[i];
            }
            fail("no Block called " + name);
        }
        /** What a volley with kept dice @p firer and @p target does (§10, §9.4): the margin after the weight shift, if positive. */
        function volleyFatigue(firer: int, target: int, firing: var, shot: var): int {
            const difference = BattleSession.blockInfo(firing.blockId).weight - BattleSession.blockInfo(shot.blockId).weight;
            const shift = Math.max(-2, Math.min(2, difference));
            return Math.max(0, firer - target + shift);
        }
        function fatigueOf(base: int): int {
            return BattleSession.baseInfo(base).fatigue;
        }
        /** The card of Block @p block, scrolled into view. */
        function card(page: Item, block: var): Item {
            const list = child(page, "blockList" + block.side);
            const blocks = block.side === 0 ? BattleSession.blocksA : BattleSession.blocksB;
            for (let row = 0; row < blocks.count; ++row) {
                if (blocks.data(blocks.index(row, 0), 257) === block.blockId) {
                    list.positionViewAtIndex(row, ListView.Beginning);
                    break;
                }
            }
            waitForRendering(list, 150);
            return child(page, "block" + block.blockId);
        }
        function tapBase(page: Item, block: var, base: int) {
            tap(child(card(page, block), "base" + base));
        }
        function adjust(page: Item, block: var, base: int, amount: int, reason: string) {
            tapBase(page, block, base);
            const button = child(page, "adjustButton");
            tap(button);
            const dialog = child(page, "adjustDialog");
            tryCompare(dialog, "opened", true, 5000, "the dialog opens from " + JSON.stringify(button.mapToItem(page, 0, 0)) + " " + BattleSession.phase);
            child(page, "adjustAmount").value = amount;
            child(page, "adjustReason").text = reason;
            dialog.accept();
            tryCompare(dialog, "visible", false);
        }
        function endPhase(page: Item, next: string) {
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, next, BattleSession.lastError);
        }
        /** The shown tile of every Base of @p block matches the engine's Fatigue. */
        function checkCard(page: Item, block: var) {
            const c = card(page, block);
            const bases = BattleSession.blockInfo(block.blockId).bases;
            for (let i = 0; i < bases.length; ++i)
                compare(child(c, "base" + bases[i].baseId).fatigue, bases[i].fatigue, "Base " + bases[i].baseId + " as shown");
        }

        function test_rule_4_aWholeTurn() {
            // ---- set up -------------------------------------------------------------------
            const setup = createTemporaryObject(newBattleComponent, root);
            waitForRendering(setup);
            child(setup, "phraseField").text = "river crossing";
            tap(child(setup, "startButton"));
            verify(BattleSession.hasBattle, BattleSession.lastError);
            compare(BattleSession.turn, 1);
            compare(BattleSession.activeSide, 0);
            compare(BattleSession.phase, "move");
            compare(BattleSession.phrase, "river crossing");
            verify(BattleSession.armyA.startingBases > 0);
            setup.destroy();

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            const armyA = BattleSession.armyA.name;
            verify(armyA.length > 0);

            // Everything starts Fresh at Fatigue 1 (§6).
            const blocks = BattleSession.blockList();
            verify(blocks.length > 6);
            for (let i = 0; i < blocks.length; ++i) {
                const info = BattleSession.blockInfo(blocks[i].blockId);
                compare(info.fatigueState, "fresh");
                for (let b = 0; b < info.bases.length; ++b)
                    compare(info.bases[b].fatigue, 1);
            }

            // Pick our first and largest Blocks and the enemy's.
            const ours = blocks.filter(b => b.side === 0);
            const theirs = blocks.filter(b => b.side === 1);
            const mover = ours.reduce((a, b) => BattleSession.blockInfo(b.blockId).bases.length > BattleSession.blockInfo(a.blockId).bases.length ? b : a);
            const resting = ours.find(b => b.blockId !== mover.blockId && b.type !== "skirmishers");
            const restingBase = BattleSession.blockInfo(resting.blockId).bases[0].baseId;

            // ---- Move (§5): a chained move, the second costing Fatigue --------------------------
            adjust(page, resting, restingBase, 2, "rallied late");
            compare(fatigueOf(restingBase), 3);

            tap(card(page, mover), 20, 12);
            tap(child(page, "moveDice_first_6"));
            tap(child(page, "moveButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "moved"), BattleSession.lastError);
            const moverBases = BattleSession.blockInfo(mover.blockId).bases.map(b => b.baseId);
            compare(fatigueOf(moverBases[0]), 1, "the first move is free (§5)");
            tap(child(page, "moveDice_first_6"));
            tap(child(page, "moveButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "moved"), BattleSession.lastError);
            verify(fatigueOf(moverBases[0]) > 1, "a chained move costs Fatigue (§5.2)");
            for (let i = 1; i < moverBases.length; ++i)
                compare(fatigueOf(moverBases[i]), fatigueOf(moverBases[0]), "on every Base");
            checkCard(page, mover);

            // ---- Shoot (§10) ------------------------------------------------------------------
            endPhase(page, "shoot");
            const shooter = ours.find(b => b.type === "skirmishers");
            const shooterBase = BattleSession.blockInfo(shooter.blockId).bases[0].baseId;
            const victim = theirs.find(b => b.type !== "skirmishers" && BattleSession.blockInfo(b.blockId).bases.length >= 4);
            const victimBase = BattleSession.blockInfo(victim.blockId).bases[0].baseId;
            tapBase(page, shooter, shooterBase);
            tapBase(page, victim, victimBase);
            verify(child(page, "shootOdds").text.length > 0);
            const beforeVolley = fatigueOf(victimBase);
            tap(child(page, "firerDice_first_5"));
            tap(child(page, "targetDice_first_2"));
            verify(child(page, "shootButton").enabled, "can shoot: " + child(page, "shootOdds").text);
            tap(child(page, "shootButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "volley"), BattleSession.lastError);
            compare(fatigueOf(victimBase), beforeVolley + volleyFatigue(5, 2, shooter, victim), "the margin after the weight shift (§10, §9.4)");
            verify(BattleSession.baseInfo(victimBase).shotAt, "the target counts as shot at (R22)");
            checkCard(page, victim);

            // Both sides shoot in the Shoot phase (§4): now the enemy's missile troops.
            const enemyShooter = theirs.find(b => b.type === "skirmishers" || b.type === "light-infantry" || b.type === "light-cavalry");
            const enemyShooterBase = BattleSession.blockInfo(enemyShooter.blockId).bases[0].baseId;
            const ourTarget = ours.find(b => b.blockId !== mover.blockId && b.type !== "skirmishers" && b.blockId !== resting.blockId);
            const ourTargetBase = BattleSession.blockInfo(ourTarget.blockId).bases[0].baseId;
            tapBase(page, enemyShooter, enemyShooterBase);
            tapBase(page, ourTarget, ourTargetBase);
            const beforeReply = fatigueOf(ourTargetBase);
            tap(child(page, "firerDice_first_5"));
            if (BattleSession.baseInfo(enemyShooterBase).quality !== "regular")
                tap(child(page, "firerDice_second_5"));
            tap(child(page, "targetDice_first_2"));
            if (BattleSession.baseInfo(ourTargetBase).quality !== "regular")
                tap(child(page, "targetDice_second_2"));
            tap(child(page, "shootButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "volley"), BattleSession.lastError);
            compare(fatigueOf(ourTargetBase), beforeReply + volleyFatigue(5, 2, enemyShooter, ourTarget));

            // ---- Combat (§9): a push-back that splits the enemy's Block ----------------------------
            endPhase(page, "combat");
            const fighter = BattleSession.blockInfo(mover.blockId).bases[0].baseId;
            const enemyBlocksBefore = BattleSession.blocksB.count;
            tapBase(page, mover, fighter);
            tap(child(page, "contact" + victim.blockId));
            tapBase(page, victim, victimBase);
            verify(child(page, "oddsText").text.length > 0, "the odds show before the roll");
            verify(child(page, "breakRiskText").text.length > 0, "so does the break risk");
            const info = BattleSession.baseInfo(fighter);
            const face = child(page, "baseDice_first_5");
            tap(face);
            compare(child(page, "baseDice").first, 5, "tapped at " + JSON.stringify(face.mapToItem(page, 0, 0)) + " size " + face.width + "x" + face.height + " enabled " + face.enabled);
            if (info.quality !== "regular")
                tap(child(page, "baseDice_second_5"));
            tap(child(page, "enemyDice_first_2"));
            if (BattleSession.baseInfo(victimBase).quality !== "regular")
                tap(child(page, "enemyDice_second_2"));
            verify(child(page, "fightButton").enabled, "can fight: " + child(page, "oddsText").text + " " + child(page, "baseDice").dice + " / " + child(page, "enemyDice").dice + " " + child(page, "baseDice").quality + child(page, "enemyDice").quality);
            tap(child(page, "fightButton"));
            compare(BattleSession.pendingLoss.loser, victimBase, BattleSession.lastError);
            verify(child(page, "lossText").text.length > 0);
            const points = BattleSession.pendingLoss.points;
            verify(points >= 1);
            tap(child(page, "morePushBack"));
            tap(child(page, "allocateButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
            verify(BattleSession.lastEffects.some(e => e.kind === "recoil"), "the file gave ground (§9.6)");
            compare(BattleSession.blocksB.count, enemyBlocksBefore + 1, "the recoiling file is a Block of its own");
            verify(BattleSession.baseInfo(victimBase).block !== victim.blockId);

            // ---- Combat: a worn Block breaks ---------------------------------------------------------
            const worn = theirs.find(b => BattleSession.blockInfo(b.blockId).bases.length === 2 && b.blockId !== victim.blockId);
            const wornBases = BattleSession.blockInfo(worn.blockId).bases.map(b => b.baseId);
            for (let i = 0; i < wornBases.length; ++i)
                adjust(page, worn, wornBases[i], 5, "long march");
            compare(BattleSession.blockInfo(worn.blockId).fatigueState, "shaken");
            const striker = ours.find(b => b.blockId !== mover.blockId && b.type !== "skirmishers" && b.blockId !== resting.blockId);
            const strikerBase = BattleSession.blockInfo(striker.blockId).bases[0].baseId;
            tapBase(page, striker, strikerBase);
            tap(child(page, "contact" + worn.blockId));
            tapBase(page, worn, wornBases[0]);
            tap(child(page, "baseDice_first_5"));
            if (BattleSession.baseInfo(strikerBase).quality !== "regular")
                tap(child(page, "baseDice_second_5"));
            tap(child(page, "enemyDice_first_2"));
            if (BattleSession.baseInfo(wornBases[0]).quality !== "regular")
                tap(child(page, "enemyDice_second_2"));
            verify(child(page, "fightButton").enabled, "can fight: " + child(page, "oddsText").text);
            tap(child(page, "fightButton"));
            compare(BattleSession.pendingLoss.loser, wornBases[0], BattleSession.lastError);
            tap(child(page, "allocateButton"));
            verify(BattleSession.lastEffects.some(e => e.kind === "block-broke"), "the average exceeded 6 (§6, §12)");
            verify(BattleSession.blockInfo(worn.blockId).broken);
            compare(card(page, worn).fatigueState, "broken");
            verify(BattleSession.armyB.lost >= 2, "its Bases count toward the army break (§12.1)");

            // ---- Recovery (§6.1) ------------------------------------------------------------------
            endPhase(page, "recovery");
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.turn, 1, "the turn passes to the other side");
            compare(BattleSession.activeSide, 1);
            compare(BattleSession.phase, "move");
            compare(fatigueOf(restingBase), 2, "a Base whose Block stood still recovers 1 (§6.1)");
            verify(BattleSession.lastEffects.some(e => e.section === "6.1"), "the summary cites §6.1");
            checkCard(page, resting);

            // Everything is in the log, newest first, and the chain holds.
            compare(umpire.verify(), "");
            // 17 actions: an adjustment, two moves, two volleys, two contacts, two more adjustments,
            // two fights and their allocations, and four ends of phase.
            compare(BattleSession.log.count, 17);
        }
    
        /** §6.1, ruling R17: each Base at Fatigue 1 may pull; its owner switches off a pull by touch. */
        function test_rule_6_1_aBaseDeclinesToPullByTouch() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Smoothing"), BattleSession.lastError);
            const bases = BattleSession.blockInfo(1).bases.map(b => b.baseId);
            verify(bases.length >= 3);
            verify(BattleSession.adjustFatigue(bases[1], 3, "worn"), BattleSession.lastError);
            for (let i = 0; i < 3; ++i)
                verify(BattleSession.endPhase(), BattleSession.lastError);
            compare(BattleSession.phase, "recovery");
            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            // After recovery the worn Base stands at 3: the first fresh Base would pull from it.
            const first = BattleSession.smoothing[0];
            compare(first.base, bases[0]);
            compare(first.donor, bases[1]);
            tryVerify(() => findChild(page, "smoothingSwitch0") !== null, 5000,
                      "the Recovery panel lists the pulls: " + JSON.stringify(BattleSession.smoothing));
            const toggle = child(page, "smoothingSwitch0");
            verify(toggle.checked, "every pull is on until its owner declines it");
            verify(toggle.height >= 48, "a touch target of 48 px");
            const at = toggle.mapToItem(page, 0, 0);
            verify(at.y >= 0 && at.y + toggle.height <= page.height, "the choice is on screen without scrolling");
            tap(toggle);
            verify(BattleSession.smoothing[0].declined, "the owner declined the pull");
            compare(BattleSession.smoothing[1].donor, bases[1], "the donor goes to the next fresh Base");
            verify(child(page, "smoothingText0").text.length > 0);
            tap(child(page, "endPhaseButton"));
            compare(BattleSession.phase, "move");
            compare(fatigueOf(bases[0]), 1, "the Base that declined did not pull");
            compare(fatigueOf(bases[1]), 2, "the worn Base gave 1");
            compare(fatigueOf(bases[2]), 2, "the next fresh Base pulled it");
            compare(umpire.verify(), "");
        }

        /** Opening the app resumes the last battle exactly where it was (issue: storage). */
        function test_openingTheAppResumesTheLastBattle() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Resumed"), BattleSession.lastError);
            verify(moving.moveBlock(1, { "dice": { "first": 6, "second": 6 } }), BattleSession.lastError); // Elite: two dice
            verify(BattleSession.endPhase());
            const entries = BattleSession.log.count;
            const fatigue = BattleSession.blockInfo(1).bases[0].fatigue;
            BattleSession.closeBattle();
            verify(!BattleSession.hasBattle);

            const app = createTemporaryObject(appComponent, root, { "resumeAtStart": true });
            verify(app !== null);
            tryCompare(app, "currentPage", "battle");
            tryCompare(app, "pageReady", true);
            verify(BattleSession.hasBattle);
            compare(BattleSession.title, "Resumed");
            compare(BattleSession.phase, "shoot");
            compare(BattleSession.log.count, entries);
            compare(BattleSession.blockInfo(1).bases[0].fatigue, fatigue);
            app.close();
        }

        function test_savedBattlesAreListedResumedAndDeleted() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "First"));
            verify(BattleSession.startBattle(ArmyCatalog, 2, 3, {}, "", "Second"));
            const page = createTemporaryObject(savedComponent, root);
            waitForRendering(page);
            const list = child(page, "battleList");
            compare(list.count, 2);
            compare(list.itemAtIndex(0).title, "Second", "the last opened first");
            // Resume the older one with a tap.
            tap(list.itemAtIndex(1));
            compare(BattleSession.title, "First");
            tryCompare(list.itemAtIndex(0), "title", "First");
            // Delete it, after confirming.
            const id = list.itemAtIndex(0).battleId;
            tap(child(list.itemAtIndex(0), "delete" + id));
            const confirm = child(page, "confirmDelete");
            tryCompare(confirm, "opened", true);
            confirm.accept();
            tryCompare(list, "count", 1);
            verify(!BattleSession.hasBattle, "the open battle was the one deleted");
            compare(list.itemAtIndex(0).title, "Second");
        }

        /**
         * A Skirmisher that loses a melee and is not caught falls back instead of taking
         * Fatigue, paying no seam (§11.2); the winning shock horse must then pursue (§11.1).
         */
        function test_rule_11_2_evadeThenPursuit() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Evade"), BattleSession.lastError);
            const horse = blockNamed("Persian cavalry");
            const psiloi = blockNamed("Psiloi");
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            compare(BattleSession.phase, "combat");
            verify(BattleSession.setContact(horse.blockId, psiloi.blockId, true));
            const rider = BattleSession.blockInfo(horse.blockId).bases[0].baseId;
            const skirmisher = BattleSession.blockInfo(psiloi.blockId).bases[0].baseId;

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            tapBase(page, horse, rider);
            tapBase(page, psiloi, skirmisher);
            tap(child(page, "baseDice_first_5"));
            tap(child(page, "enemyDice_first_2"));
            tap(child(page, "enemyDice_second_2"));
            tap(child(page, "fightButton"));
            compare(BattleSession.pendingLoss.loser, skirmisher, BattleSession.lastError);
            verify(BattleSession.pendingLoss.mustEvade, "charged by no one this turn: not caught");
            // Every point is ground given; the panel suggests no seam, which the engine would refuse.
            compare(child(page, "lessPushBack").enabled, false);
            tap(child(page, "allocateButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);
            compare(fatigueOf(skirmisher), 1, "an evading Skirmisher takes no Fatigue");
            verify(BattleSession.lastEffects.some(e => e.kind === "recoil"));

            // The shock horse won and its enemy gave ground: it must pursue.
            compare(BattleSession.pendingPursuit.pursuer, rider);
            verify(!BattleSession.pendingPursuit.optional);
            verify(!child(page, "declineButton").visible, "cavalry may not decline (§11.4 is for Light Cavalry)");
            tap(child(page, "pursueButton"));
            compare(BattleSession.pendingPursuit.pending, false, BattleSession.lastError);
            verify(BattleSession.lastEffects.some(e => e.kind === "pursuit"));
            compare(fatigueOf(rider), 1, "pursuit costs no Fatigue");
        }

        /**
         * With the follow-up knob on (§13, ruling R40), a winner whose enemy gave ground may
         * follow it up one hex, alone: the panel marks the seam it opens (§6.2) and a tap
         * on "Follow up" records it; the Bases on either side pay +1.
         */
        function test_rule_13_winnerFollowsUpByTouch() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, { "follow_up": true }, "", "Follow-up"), BattleSession.lastError);
            compare(BattleSession.options.follow_up, true);
            const spears = blockNamed("Sparabara");
            const psiloi = blockNamed("Psiloi");
            verify(BattleSession.endPhase() && BattleSession.endPhase());
            verify(BattleSession.setContact(spears.blockId, psiloi.blockId, true));
            const winner = BattleSession.blockInfo(spears.blockId).bases[0].baseId;
            const skirmisher = BattleSession.blockInfo(psiloi.blockId).bases[0].baseId;

            const page = createTemporaryObject(battleComponent, root);
            waitForRendering(page);
            tapBase(page, spears, winner);
            tapBase(page, psiloi, skirmisher);
            tap(child(page, "baseDice_first_5"));
            tap(child(page, "enemyDice_first_2"));
            tap(child(page, "enemyDice_second_2"));
            tap(child(page, "fightButton"));
            compare(BattleSession.pendingLoss.loser, skirmisher, BattleSession.lastError);
            tap(child(page, "allocateButton"));
            compare(BattleSession.pendingLoss.pending, false, BattleSession.lastError);

            // The Skirmisher fell back: the spearman may follow it up.
            compare(BattleSession.pendingFollowUp.winner, winner);
            compare(BattleSession.pendingFollowUp.toward, skirmisher);
            const seams = BattleSession.pendingFollowUp.seamBases;
            verify(seams.indexOf(winner) >= 0 && seams.length >= 2, "the seam it opens: " + seams);
            tryCompare(child(page, "followUpSeams"), "visible", true);
            verify(child(page, "stayButton").visible);
            tap(child(page, "followUpButton"));
            compare(BattleSession.pendingFollowUp.pending, false, BattleSession.lastError);
            verify(BattleSession.lastEffects.some(e => e.kind === "follow-up"));
            for (const id of seams)
                compare(fatigueOf(id), 2, "Base " + id + " pays the seam");
            compare(BattleSession.baseInfo(winner).blockId !== spears.blockId, true, "the winner leaves its Block");
        }
}
}
