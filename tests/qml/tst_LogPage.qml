import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The log page as the umpire uses it, by touch: the amend dialog opens fresh for
// every amendment, with nothing of the last one left in it; once a PIN is chosen,
// the umpire's view opens only with it, and every entry goes by one number.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: logComponent
        LogPage {
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

    TestCase {
        name: "LogPage"
        when: windowShown

        function init() {
            BattleSession.closeBattle();
            while (BattleSession.battles.count > 0) {
                const id = BattleSession.battles.data(BattleSession.battles.index(0, 0), 257);
                verify(BattleSession.removeBattle(id), "clears the kept battles");
            }
        }
        function cleanup() {
            if (Preferences.umpirePinSet)
                compare(Preferences.changeUmpirePin("2468", ""), "", "the test's PIN is removed");
            init();
        }
        function typeIn(field: Item, text: string) {
            tap(field);
            tryCompare(field, "activeFocus", true);
            for (const c of text)
                keyClick(c);
        }

        function tap(item: Item) {
            verify(item !== null, "the item to tap exists");
            verify(item.visible, "the item to tap is visible: " + item.objectName);
            waitForRendering(item, 150);
            touchEvent(item).press(0, item, item.width / 2, item.height / 2).commit();
            touchEvent(item).release(0, item, item.width / 2, item.height / 2).commit();
        }
        /** The Amend… button of the log's first action. */
        function amendButton(page: Item): Item {
            for (let sequence = 0; sequence < 4; ++sequence) {
                const button = findChild(page, "amend" + sequence);
                if (button && button.visible)
                    return button;
            }
            fail("no action to amend in the log");
        }

        function test_withoutThePinNoAmendIsReachable() {
            compare(Preferences.changeUmpirePin("", "2468"), "");
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "PIN"), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            const entries = BattleSession.log.count;
            const page = createTemporaryObject(logComponent, root);
            verify(page !== null);
            const umpireSwitch = findChild(page, "umpireSwitch");
            const dialog = findChild(page, "pinDialog");
            const amend = findChild(page, "amend0");
            verify(amend !== null);

            // The switch asks for the PIN; until then no amend control shows.
            tap(umpireSwitch);
            tryCompare(dialog, "opened", true);
            compare(page.umpire, false);
            compare(umpireSwitch.checked, false);
            compare(amend.visible, false);

            // A wrong PIN: the view stays closed, nothing recorded.
            typeIn(findChild(dialog, "pinField"), "1357");
            tap(findChild(dialog, "unlockButton"));
            tryCompare(findChild(dialog, "pinError"), "visible", true);
            compare(dialog.opened, true);
            compare(page.umpire, false);
            compare(amend.visible, false);
            compare(findChild(dialog, "pinField").text, "");
            dialog.reject();
            tryCompare(dialog, "visible", false);
            compare(umpireSwitch.checked, false);
            compare(amend.visible, false);
            compare(BattleSession.log.count, entries);

            // The umpire's PIN opens it; the amend dialog is titled with the row's number.
            tap(umpireSwitch);
            tryCompare(dialog, "opened", true);
            compare(findChild(dialog, "pinError").visible, false);
            typeIn(findChild(dialog, "pinField"), "2468");
            tap(findChild(dialog, "unlockButton"));
            tryCompare(dialog, "visible", false);
            compare(page.umpire, true);
            compare(umpireSwitch.checked, true);
            tryCompare(amend, "visible", true);
            tap(amend);
            const amendDialog = findChild(page, "amendDialog");
            tryCompare(amendDialog, "opened", true);
            compare(amendDialog.title, "Amend #1");
            amendDialog.reject();
            tryCompare(amendDialog, "visible", false);

            // Switched off, it needs the PIN again.
            tap(umpireSwitch);
            tryCompare(page, "umpire", false);
            compare(amend.visible, false);
            compare(BattleSession.log.count, entries);
        }

        // At every end of turn the battle page and the log show the battle's fingerprint:
        // the head hash's first 8 hex digits, for the players to note (rulebook/threat-model.md).
        function test_theFingerprintShowsAtTheEndOfTheTurn() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Fingerprints"), BattleSession.lastError);
            const battle = createTemporaryObject(battleComponent, root);
            verify(battle !== null);
            // The card is made when a turn ends, and only then.
            compare(findChild(battle, "turnEndFingerprint"), null, "no fingerprint card before a turn has ended");
            for (let phase = 0; phase < 3; ++phase)
                verify(BattleSession.endPhase(), BattleSession.lastError);
            compare(BattleSession.turnEndFingerprint, "", "the turn has not ended yet");
            verify(BattleSession.endPhase(), BattleSession.lastError); // Recovery: the turn passes
            compare(BattleSession.fingerprint.length, 8);
            verify(/^[0-9a-f]{8}$/.test(BattleSession.fingerprint), BattleSession.fingerprint);
            compare(BattleSession.turnEndFingerprint, BattleSession.fingerprint);
            tryVerify(() => findChild(battle, "turnEndFingerprint") !== null);
            const card = findChild(battle, "turnEndFingerprint");
            verify(card.visible);
            compare(findChild(card, "fingerprintText").text, BattleSession.fingerprint);

            // The log keeps it beside the entry that ended the turn (the fourth, #4).
            const fingerprint = BattleSession.fingerprint;
            const page = createTemporaryObject(logComponent, root);
            verify(page !== null);
            const row = findChild(page, "fingerprint3");
            verify(row !== null, "the end of turn's row");
            tryCompare(row, "visible", true);
            verify(row.text.indexOf(fingerprint) >= 0, row.text);
            const earlier = findChild(page, "fingerprint2");
            verify(earlier === null || !earlier.visible, "an end of phase that is not the turn's shows none");

            // The next entry moves the head on: the card goes, the log keeps the turn's.
            verify(BattleSession.endPhase(), BattleSession.lastError);
            compare(BattleSession.turnEndFingerprint, "");
            verify(BattleSession.fingerprint !== fingerprint);
            tryVerify(() => findChild(battle, "turnEndFingerprint") === null, 5000, "the card goes");
            verify(findChild(page, "fingerprint3").text.indexOf(fingerprint) >= 0);
        }

        function test_theUmpiresReasonDoesNotCarryOverToTheNextAmendment() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Amendments"), BattleSession.lastError);
            verify(BattleSession.endPhase(), BattleSession.lastError);
            const page = createTemporaryObject(logComponent, root);
            verify(page !== null);
            tap(findChild(page, "umpireSwitch"));
            tryCompare(page, "umpire", true);

            const dialog = findChild(page, "amendDialog");
            const note = findChild(page, "amendNote");
            tap(amendButton(page));
            tryCompare(dialog, "opened", true);
            note.text = "The wrong die was read";
            dialog.reject();
            tryCompare(dialog, "visible", false);

            tap(amendButton(page));
            tryCompare(dialog, "opened", true);
            compare(note.text, "", "the reason field is empty for the next amendment");
            dialog.reject();
            tryCompare(dialog, "visible", false);
        }

        /** Breaks side B's army (§12.1) with the players' own Fatigue: +6 on each of its Bases in turn. */
        function breakSideB() {
            for (let base = 0; base < 200 && BattleSession.loserSide < 0; ++base) {
                const info = BattleSession.baseInfo(base);
                if (info.side === 1 && !info.routed && !info.removed)
                    verify(BattleSession.adjustFatigue(base, 6, "routed"), BattleSession.lastError);
            }
            compare(BattleSession.loserSide, 1, "side B's army broke");
        }

        function test_theSecretSwitchUnchecksItselfWhenTheBattleIsNoLongerDecided() {
            verify(BattleSession.startBattle(ArmyCatalog, 0, 1, {}, "", "Secret"), BattleSession.lastError);
            const page = createTemporaryObject(logComponent, root);
            verify(page !== null);
            tap(findChild(page, "umpireSwitch"));
            tryCompare(page, "umpire", true);
            const reveal = findChild(page, "revealSecretSwitch");
            verify(!reveal.enabled, "no secret while the battle is in progress");

            breakSideB();
            tryCompare(reveal, "enabled", true);
            tap(reveal);
            tryCompare(reveal, "checked", true);

            verify(BattleSession.undo(), BattleSession.lastError);
            compare(BattleSession.loserSide, -1);
            tryCompare(reveal, "enabled", false);
            compare(reveal.checked, false, "the switch let go of the secret with the decision");

            // Decided again, the switch waits to be asked: it does not check itself.
            verify(BattleSession.redo(), BattleSession.lastError);
            tryCompare(reveal, "enabled", true);
            compare(reveal.checked, false);
        }
    }
}
