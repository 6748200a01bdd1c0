// The battle as setup plus log (tst_battle.h): start, the fold, undo and redo, the chain, amendments and the view; the file and verify are in tst_battle_file.cpp.

#include "tst_battle.h"

void TestBattle::startRefusesAWrongSecret()
{
    BattleSetup setup = smallSetup();
    QByteArray other = Secret;
    other[0] = '\x01';
    const auto refused = Battle::start(setup, other);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("seed-commitment"));
    QVERIFY(!Battle::start(setup, Secret.left(16)));
    setup.terrain[Hex{1, 1}] = Terrain{Going::Rough, 0, 0, false};
    QCOMPARE(Battle::start(setup, Secret).error().code, std::string("terrain-untracked"));
}

void TestBattle::stateIsTheFoldOfTheActions()
{
    Battle battle = startBattle();
    playScript(battle, 150, 11);
    QCOMPARE(battle.actionCount(), 150);
    for (int k = 0; k <= battle.actionCount(); k += 7) {
        const GameState folded = fold(battle.setup(), battle.actions(), static_cast<std::size_t>(k));
        QVERIFY2(battle.stateAt(k) == folded, qPrintable(QStringLiteral("after %1 actions").arg(k)));
        QCOMPARE(BattleCodec::stateHash(battle.stateAt(k)), BattleCodec::stateHash(folded));
    }
    QVERIFY(battle.state() == fold(battle.setup(), battle.actions(), battle.actions().size()));
    // Each entry records the hash of the state after it: BLAKE2b-256 of its state bytes (version 3).
    QCOMPARE(battle.version(), 3);
    QCOMPARE(battle.log().back().state,
             QCryptographicHash::hash(record::ChainCodec::stateBytes(battle.state(), 3), QCryptographicHash::Blake2b_256));
    // A battle of version 1 records the hash of the state's canonical JSON, as it always did.
    Battle first = startBattle(smallSetup(), 1);
    playScript(first, 20, 11);
    QCOMPARE(first.log().back().state, BattleCodec::stateHash(first.state()));
}

void TestBattle::undoAndRedoRestoreExactStates()
{
    Battle battle = startBattle();
    QVERIFY(!battle.canUndo());
    QCOMPARE(battle.undo().error().code, std::string("nothing-to-undo"));
    playScript(battle, 40, 3);
    const GameState before = battle.state();
    const GameState previous = battle.stateAt(39);
    const Action last = battle.actions().back();

    QCOMPARE(battle.undo().value(), 39);
    QVERIFY(battle.state() == previous);
    QVERIFY(battle.canRedo());
    QVERIFY(battle.redo());
    QVERIFY(battle.state() == before);
    QVERIFY(battle.actions().back() == last);
    QVERIFY(!battle.canRedo());
    QCOMPARE(battle.redo().error().code, std::string("nothing-to-redo"));

    // Undo, undo, redo: the redo is the later of the two undone.
    const Action secondLast = battle.actions()[38];
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    QVERIFY(battle.actions().back() == secondLast);
    QVERIFY(battle.state() == battle.stateAt(39));
    // A new action forgets what was undone.
    QVERIFY(battle.act(EndPhase{}) || battle.act(AddFatigue{{{0, 1}}, "9.5"}));
    QVERIFY(!battle.canRedo());
    // Undos and redos are entries: the log only grows.
    QCOMPARE(int(battle.log().size()), 40 + 1 + 1 + 2 + 1 + 1);
}

void TestBattle::undoIsCheapAtAnyDepth()
{
    Battle battle = startBattle();
    playScript(battle, 3 * Battle::CheckpointInterval + 5, 29);
    const std::vector<Action> actions = battle.actions();
    // All the way back to the start: every state is the fold of what is left.
    while (battle.canUndo()) {
        QVERIFY(battle.undo());
        QVERIFY2(battle.state() == fold(battle.setup(), actions, static_cast<std::size_t>(battle.actionCount())),
                 qPrintable(QStringLiteral("after undoing to %1").arg(battle.actionCount())));
    }
    // And forward again with redo.
    while (battle.canRedo())
        QVERIFY(battle.redo());
    QVERIFY(battle.actions() == actions);
    QVERIFY(battle.state() == fold(battle.setup(), actions, actions.size()));
}

void TestBattle::undoingARollAndActingAgainMeetsTheSameDice()
{
    Battle battle = startBattle();
    // Block 0 moves: the game's generator rolls its movement test.
    const auto first = movementRoll(mustAct(battle, moveOf(0)));
    QVERIFY(first);
    const Pcg32 generatorBefore = battle.stateAt(0).rng;
    QVERIFY(!(battle.state().rng == generatorBefore)); // the roll used the generator

    // Undone, the generator goes back with the state ...
    QVERIFY(battle.undo());
    QVERIFY(battle.state().rng == generatorBefore);
    // ... so Block 1, a Block of the same quality, moving instead, meets the very same die.
    const auto instead = movementRoll(mustAct(battle, moveOf(1)));
    QVERIFY(instead);
    QCOMPARE(instead->dice, first->dice);
    QCOMPARE(instead->kept(), first->kept());

    // Undo and move Block 0 again: the same roll as the first time, not a new one.
    QVERIFY(battle.undo());
    const auto again = movementRoll(mustAct(battle, moveOf(0)));
    QCOMPARE(again->dice, first->dice);
}

void TestBattle::refusedActionsLeaveNoTrace()
{
    Battle battle = startBattle();
    const GameState start = battle.state();
    const auto refused = battle.act(moveOf(7)); // Block 7 is army B's: not the active player's
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("not-active-player"));
    QVERIFY(battle.state() == start);
    QVERIFY(battle.log().empty());
    QCOMPARE(battle.headHash(), battle.setupHash());
}

void TestBattle::logIsHashChainedToTheSetup()
{
    // Version 3: each entry's hash is BLAKE2b-256 of the one before and its chain bytes.
    Battle current = startBattle();
    playScript(current, 12, 5);
    QVERIFY(current.undo());
    QVERIFY(current.redo());
    QByteArray head = current.setupHash();
    for (const LogEntry &entry : current.log()) {
        QCOMPARE(entry.hash.toHex(),
                 QCryptographicHash::hash(head + record::ChainCodec::entryBytes(entry, 3), QCryptographicHash::Blake2b_256).toHex());
        head = entry.hash;
    }
    QCOMPARE(current.headHash(), head);

    // Version 1: SHA-256 of the one before and its canonical JSON.
    Battle battle = startBattle(smallSetup(), 1);
    playScript(battle, 12, 5);
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    QCOMPARE(battle.setupHash(),
             QCryptographicHash::hash(BattleCodec::canonical(BattleCodec::encode(battle.setup())), QCryptographicHash::Sha256));
    QByteArray previous = battle.setupHash();
    for (const LogEntry &entry : battle.log()) {
        const QByteArray expected = QCryptographicHash::hash(previous + BattleCodec::canonical(BattleCodec::encode(entry)),
                                                             QCryptographicHash::Sha256);
        QCOMPARE(entry.hash.toHex(), expected.toHex());
        previous = entry.hash;
    }
    QCOMPARE(battle.headHash(), previous);
}

void TestBattle::failingSinkLeavesTheBattleUnchanged()
{
    Battle battle = startBattle();
    std::vector<std::pair<int, LogEntry>> written;
    bool full = false;
    battle.setEntrySink([&](const LogEntry &entry, int sequence, const GameState &) {
        if (full)
            return QStringLiteral("the disk is full");
        written.emplace_back(sequence, entry);
        return QString();
    });
    mustAct(battle, moveOf(0));
    QVERIFY(battle.undo());
    QCOMPARE(int(written.size()), 2);
    QCOMPARE(written[1].first, 1);
    QVERIFY(written[1].second == battle.log()[1]);

    full = true;
    const GameState state = battle.state();
    const auto log = battle.log();
    const auto refused = battle.act(moveOf(1));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("not-saved"));
    QVERIFY(QString::fromStdString(refused.error().message).contains(QStringLiteral("the disk is full")));
    QVERIFY(!battle.redo());
    QVERIFY(battle.state() == state);
    QVERIFY(battle.log() == log);
    QVERIFY(battle.canRedo()); // the undone move is still there to redo
}

void TestBattle::amendmentRecomputesOnTheSameDice()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0));                              // 0: rolls
    mustAct(battle, AddFatigue{{{1, 3}}, "9.5"});            // 1: Base 1 to 4
    const auto laterRoll = movementRoll(mustAct(battle, moveOf(2))); // 2: rolls
    mustAct(battle, AddFatigue{{{3, 1}}, "9.5"});            // 3
    const GameState before = battle.state();
    const std::size_t entries = battle.log().size();

    // The umpire finds the loss on Base 1 was 6, not 3: it goes to 7 and its Block breaks (§6, §12).
    const auto amended = battle.amend(1, AddFatigue{{{1, 6}}, "9.5"}, QStringLiteral("the margin was 6"));
    QVERIFY2(amended, amended ? "" : amended.error().message.c_str());
    const AmendmentReport &report = amended.value();
    QCOMPARE(report.index, 1);
    QCOMPARE(report.fatigue.size(), std::size_t(1));
    QCOMPARE(report.fatigue[0].base, 1);
    QCOMPARE(report.fatigue[0].before, 4);
    QCOMPARE(report.fatigue[0].after, 7);
    QCOMPARE(report.nowBroken, std::vector<BlockId>{1});
    QVERIFY(report.noLongerBroken.empty());
    QVERIFY(!report.laterDiceShifted);
    QVERIFY(!report.loserAfter);

    // The later move rolled exactly what it rolled before.
    QVERIFY(battle.state().rng == before.rng);
    const GameState atMove = battle.stateAt(2);
    const auto replayed = movementRoll(applied(atMove, battle.actions()[2]).effects);
    QCOMPARE(replayed->dice, laterRoll->dice);

    // The original stays in the log; the amendment is an entry of its own.
    QCOMPARE(battle.log().size(), entries + 1);
    const Action original = AddFatigue{{{1, 3}}, "9.5"};
    const Action corrected = AddFatigue{{{1, 6}}, "9.5"};
    QVERIFY(*battle.log()[1].action == original);
    const LogEntry &amendment = battle.log().back();
    QCOMPARE(amendment.type, LogEntry::Type::Amend);
    QCOMPARE(amendment.index, 1);
    QCOMPARE(amendment.note, QStringLiteral("the margin was 6"));
    QVERIFY(battle.actions()[1] == corrected);
    QVERIFY(battle.state() == fold(battle.setup(), battle.actions(), battle.actions().size()));
    QVERIFY(!battle.state().blocks[1].active());
}

void TestBattle::amendmentThatDrawsOtherDiceSaysSo()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0, dice(5))); // the players rolled their own die: the generator untouched
    mustAct(battle, moveOf(1));          // the generator rolls
    const auto report = battle.amend(0, moveOf(0), QStringLiteral("the app should have rolled"));
    QVERIFY(report);
    QVERIFY(report.value().laterDiceShifted);
}

void TestBattle::amendmentIsRefusedWhenALaterActionBecomesIllegal()
{
    Battle battle = startBattle();
    mustAct(battle, AddFatigue{{{1, 3}}, "9.5"});
    mustAct(battle, moveOf(1)); // Block 1 still stands, so it may move
    const GameState state = battle.state();
    const auto log = battle.log();

    const auto refused = battle.amend(0, AddFatigue{{{1, 6}}, "9.5"}, QStringLiteral("broke it"));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("amend-breaks-later"));
    QVERIFY2(QString::fromStdString(refused.error().message).startsWith(QStringLiteral("After the correction, action 1 (move-block)")),
             refused.error().message.c_str());
    QVERIFY(battle.state() == state);
    QVERIFY(battle.log() == log);

    QCOMPARE(battle.amend(0, AddFatigue{{{1, 0}}, "9.5"}, {}).error().code, std::string("amend-illegal"));
    QCOMPARE(battle.amend(5, EndPhase{}, {}).error().code, std::string("amend-index"));
}

void TestBattle::amendmentMustCorrectNotReplace()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0));
    QCOMPARE(battle.amend(0, EndPhase{}, {}).error().code, std::string("amend-kind"));
    QCOMPARE(battle.amend(0, moveOf(0), {}).error().code, std::string("amend-unchanged"));
}

void TestBattle::rule_12_amendmentAsksAgainWhatTheCorrectionMadeIllegal()
{
    Battle battle = startBattle();
    mustAct(battle, AddFatigue{{{1, 3}}, "9.5"});
    mustAct(battle, moveOf(1)); // Block 1 still stands, so it may move
    mustAct(battle, AddFatigue{{{2, 1}}, "9.5"});
    const GameState state = battle.state();
    const auto log = battle.log();
    const Action corrected = AddFatigue{{{1, 6}}, "9.5"};

    // Tried out, the correction stops where Block 1, broken now (§12), can no longer move; nothing is recorded.
    const auto draft = battle.whatIf(0, corrected, {});
    QVERIFY2(draft, draft ? "" : draft.error().message.c_str());
    QVERIFY(draft.value().ask.has_value());
    QCOMPARE(draft.value().ask->at, 1);
    QVERIFY(draft.value().ask->recorded == battle.actions()[1]);
    QVERIFY(draft.value().before == state);
    QVERIFY(battle.state() == state);
    QVERIFY(battle.log() == log);
    // The umpire's answer is checked by the record on the state the replay reached: the move is
    // still illegal there, so it is refused; another choice stands alone, as the move cannot follow it.
    const auto refused = Battle::answer(*draft.value().ask, battle.actions()[1]);
    QVERIFY(!refused);
    QVERIFY(!ancients::apply(draft.value().ask->state, battle.actions()[1]));
    QCOMPARE(refused.error().code, ancients::apply(draft.value().ask->state, battle.actions()[1]).error().code);
    const Action instead = AddFatigue{{{3, 1}}, "9.5"};
    const auto answered = Battle::answer(*draft.value().ask, instead);
    QVERIFY2(answered, answered ? "" : answered.error().message.c_str());
    QCOMPARE(answered.value(), (record::ReaskedChoice{1, {instead}}));
    QVERIFY(battle.state() == state);
    QVERIFY(battle.log() == log);

    // Only what the correction made illegal is asked again: the Fatigue after the move still stands.
    const std::vector<record::ReaskedChoice> tooMuch{{1, {}}, {2, {}}};
    QCOMPARE(battle.amend(0, corrected, QStringLiteral("six"), QStringLiteral("Umpire Varro"), tooMuch).error().code,
             std::string("amend-reask-legal"));
    QCOMPARE(battle.amend(0, corrected, QStringLiteral("six"), QStringLiteral("Umpire Varro"), {{0, {}}}).error().code,
             std::string("amend-reask-position"));
    QVERIFY(battle.state() == state);
    QVERIFY(battle.log() == log);

    // The move no longer happens: the ruling drops it, and the rest is played again.
    const std::vector<record::ReaskedChoice> dropped{{1, {}}};
    const auto full = battle.whatIf(0, corrected, dropped);
    QVERIFY(full && !full.value().ask);
    const auto ruled = battle.amend(0, corrected, QStringLiteral("the margin was 6"), QStringLiteral("Umpire Varro"), dropped);
    QVERIFY2(ruled, ruled ? "" : ruled.error().message.c_str());
    QCOMPARE(ruled.value().reasked, std::vector<int>{1});
    QVERIFY(battle.state() == full.value().after);
    QCOMPARE(battle.actionCount(), 2);
    QVERIFY(battle.actions()[0] == corrected);
    const Action later = AddFatigue{{{2, 1}}, "9.5"};
    QVERIFY(battle.actions()[1] == later);
    QVERIFY(battle.state() == fold(battle.setup(), battle.actions(), battle.actions().size()));
    checkViewAgainstReplay(battle);
    QVERIFY(!battle.view().entries()[1].inForce); // the move's entry
}

void TestBattle::amendmentEntryKeepsTheUmpireAndTheChoicesAskedAgain()
{
    Battle battle = startBattle();
    mustAct(battle, AddFatigue{{{1, 3}}, "9.5"});
    mustAct(battle, moveOf(1));
    QVERIFY(battle.amend(0, AddFatigue{{{1, 6}}, "9.5"}, QStringLiteral("the margin was 6"), QStringLiteral("Umpire Varro"),
                         {{1, {}}}));
    const LogEntry &entry = battle.log().back();
    QCOMPARE(entry.umpire, QStringLiteral("Umpire Varro"));
    QCOMPARE(entry.reasked.size(), std::size_t(1));
    const QJsonObject json = BattleCodec::encode(entry);
    QCOMPARE(json.value(QStringLiteral("umpire")).toString(), QStringLiteral("Umpire Varro"));
    QCOMPARE(json.value(QStringLiteral("reasked")).toArray().size(), 1);

    // The file verifies, replaying the choices asked again, and reads back byte for byte.
    const QByteArray file = revealed(battle);
    const auto verified = BattleFile::verify(file);
    QVERIFY2(verified.ok, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    const auto imported = BattleFile::fromJson(file);
    QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
    QVERIFY(imported.battle->state() == battle.state());
    QVERIFY(imported.battle->log() == battle.log());
    QCOMPARE(revealed(*imported.battle), file);

    // An amendment without them writes neither field, as before they were added; written empty, they are refused.
    LogEntry plain = entry;
    plain.umpire.clear();
    plain.reasked.clear();
    const QJsonObject older = BattleCodec::encode(plain);
    QVERIFY(!older.contains(QStringLiteral("umpire")));
    QVERIFY(!older.contains(QStringLiteral("reasked")));
    QJsonObject emptyName = older;
    emptyName.insert(QStringLiteral("umpire"), QString());
    QVERIFY(!BattleCodec::decodeEntry(emptyName, QStringLiteral("entry"), false).ok());
    QJsonObject emptyList = older;
    emptyList.insert(QStringLiteral("reasked"), QJsonArray());
    QVERIFY(!BattleCodec::decodeEntry(emptyList, QStringLiteral("entry"), false).ok());
    QVERIFY(BattleCodec::decodeEntry(older, QStringLiteral("entry"), false).ok());
}

void TestBattle::viewAgreesWithAFreshReplayOfTheActionsInForce()
{
    Battle battle = startBattle();
    mustAct(battle, AddFatigue{{{1, 1}}, "9.5"}); // 0: amended below
    playScript(battle, 40, 17);
    checkViewAgainstReplay(battle);
    // Undo, redo, and a new action that forgets what was left to redo.
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    checkViewAgainstReplay(battle);
    QVERIFY(battle.redo());
    checkViewAgainstReplay(battle);
    mustAct(battle, AddFatigue{{{2, 1}}, "9.5"});
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    checkViewAgainstReplay(battle);
    // An amendment of the first action recomputes every later one on the same dice.
    const std::size_t before = battle.log().size();
    const auto amended = battle.amend(0, AddFatigue{{{1, 2}}, "9.5"}, QStringLiteral("it was two"));
    QVERIFY2(amended, amended ? "" : amended.error().message.c_str());
    checkViewAgainstReplay(battle);
    const record::EntryView &original = battle.view().entries()[0];
    QVERIFY(!original.inForce);
    QCOMPARE(original.actionIndex, -1);
    const record::EntryView &amendment = battle.view().entries()[before];
    QVERIFY(amendment.type == LogEntry::Type::Amend);
    QCOMPARE(amendment.index, 0);
    QCOMPARE(amendment.actionIndex, 0);
    QCOMPARE(amendment.note, QStringLiteral("it was two"));
    // Undo and redo again, after the amendment, and a second amendment at the end.
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    addAndAmendFatigue(battle);
    checkViewAgainstReplay(battle);
    // An undo is never in force: it shows the action it took back, in the moment it was made.
    const auto undo = std::find_if(battle.view().entries().begin(), battle.view().entries().end(),
                                   [](const record::EntryView &e) { return e.type == LogEntry::Type::Undo; });
    QVERIFY(undo != battle.view().entries().end());
    QVERIFY(!undo->inForce);
    QVERIFY(undo->action.has_value());
    QVERIFY(undo->outcome.effects.empty());
}

void TestBattle::rule_12_1_viewNamesTheFightsThatDecidedTheBattle()
{
    Battle battle = startBattle();
    QVERIFY(battle.view().decidingFights(battle.state()).empty());
    decideByFights(battle);
    QCOMPARE(battle.state().loser, std::optional<Side>(Side::B));
    // Two of six single-Base Blocks lost break the army (30%, §12.1): both fights decided it.
    const auto fights = battle.view().decidingFights(battle.state());
    QCOMPARE(fights.size(), std::size_t(2));
    for (std::size_t k = 0; k < fights.size(); ++k) {
        const auto &fight = fights[k];
        QCOMPARE(fight.turn, 1);
        QCOMPARE(fight.loser, BaseId(6 + k));
        QCOMPARE(fight.winner, BaseId(k));
        QVERIFY(fight.margin > 0);
        QCOMPARE(fight.broke, std::vector<BlockId>{BlockId(6 + k)});
        QVERIFY(std::holds_alternative<Fight>(battle.actions().at(static_cast<std::size_t>(fight.actionIndex))));
    }
    QVERIFY(fights[0].actionIndex < fights[1].actionIndex);
    QCOMPARE(battle.view().decidingFights(battle.state(), 1).size(), std::size_t(1));
    QCOMPARE(battle.view().decidingFights(battle.state(), 1).front(), fights.back());

    // Undone, the battle is undecided again: nothing decided it.
    QVERIFY(battle.undo());
    QVERIFY(!battle.state().loser);
    QVERIFY(battle.view().decidingFights(battle.state()).empty());
}

void TestBattle::viewNamesTheLastFightAndTheBrokenBlocks()
{
    Battle battle = startBattle();
    QVERIFY(!battle.view().lastFight());
    mustAct(battle, EndPhase{});
    mustAct(battle, EndPhase{}); // the Combat phase (§4)
    mustAct(battle, AddFatigue{{{6, 5}}, "9.5"}); // Base 6 is at 6: one more point breaks its Block (§6, §12)
    EnterFacts contact{battle.state().enteredFacts};
    contact.facts.inContact.insert(CrossBlockFacts::ordered(0, 6));
    mustAct(battle, contact);
    Fight fight;
    fight.base = 0;
    fight.enemy = 6;
    fight.baseDice = dice(5);
    fight.enemyDice = dice(2);
    mustAct(battle, fight);
    const auto last = battle.view().lastFight();
    QVERIFY(last.has_value());
    QCOMPARE(last->base, 0);
    QCOMPARE(last->enemy, 6);
    QVERIFY(battle.state().pendingLoss.has_value());
    QCOMPARE(last->result.increments, battle.state().pendingLoss->points);
    QVERIFY(battle.view().entries().back().outcome.blocks == (std::set<BlockId>{0, 6}));

    // Every point held as Fatigue: Base 6 goes over 6 and its Block breaks (§6, §12).
    AllocateLoss allocation;
    allocation.fatigue = battle.state().pendingLoss->points;
    mustAct(battle, allocation);
    QCOMPARE(battle.view().lastFight()->enemy, 6); // an action that fights no one keeps the fight before it
    QVERIFY(!battle.state().blocks[6].active());
    const auto broken = battle.view().brokenBlocks();
    QCOMPARE(broken.size(), std::size_t(1));
    QCOMPARE(broken.at(6), std::vector<BaseId>{6});
    checkViewAgainstReplay(battle);

    // Undone, the break and the fight are no longer in force.
    QVERIFY(battle.undo());
    QVERIFY(battle.view().brokenBlocks().empty());
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(!battle.view().lastFight());
    QVERIFY(battle.redo());
    QCOMPARE(battle.view().lastFight()->enemy, 6);
    checkViewAgainstReplay(battle);
}

void TestBattle::restoredViewIsTheViewAsPlayed()
{
    Battle battle = startBattle();
    playScript(battle, 30, 23);
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    addAndAmendFatigue(battle);
    const auto restored = Battle::restore(battle.setup(), Secret, battle.log());
    QVERIFY2(restored, restored ? "" : restored.error().message.c_str());
    QVERIFY(restored.value().view() == battle.view());
}

void TestBattle::restoringMakesRoomForTheLogOnceAndToMeasure()
{
    // 37 entries: grown one by one, the view and the actions would have room for 64.
    Battle battle = startBattle();
    playScript(battle, 36, 5);
    QVERIFY(battle.undo());
    QCOMPARE(battle.log().size(), std::size_t(37));
    const auto restored = Battle::restore(battle.setup(), Secret, battle.log());
    QVERIFY2(restored, restored ? "" : restored.error().message.c_str());
    QCOMPARE(restored.value().log().capacity(), std::size_t(37));
    QCOMPARE(restored.value().view().entries().capacity(), std::size_t(37));
    QCOMPARE(restored.value().view().actionEntries().capacity(), std::size_t(37));
    QCOMPARE(restored.value().actions().capacity(), std::size_t(37));
    QVERIFY(restored.value().view() == battle.view());
}

void TestBattle::restoreReplaysTheLogAndNamesTheFirstBadEntry()
{
    Battle battle = startBattle();
    playScript(battle, 30, 17);
    QVERIFY(battle.undo());
    addAndAmendFatigue(battle);
    const auto restored = Battle::restore(battle.setup(), battle.secret(), battle.log());
    QVERIFY2(restored, restored ? "" : restored.error().message.c_str());
    QVERIFY(restored.value().state() == battle.state());
    QVERIFY(restored.value().actions() == battle.actions());
    QCOMPARE(restored.value().headHash(), battle.headHash());

    // One entry's bytes changed: the chain breaks there.
    std::vector<LogEntry> tampered = battle.log();
    tampered[9].time = tampered[9].time.addSecs(1);
    int failed = -1;
    const auto refused = Battle::restore(battle.setup(), battle.secret(), tampered, &failed);
    QVERIFY(!refused);
    QCOMPARE(failed, 9);
    QCOMPARE(refused.error().code, std::string("chain-broken"));
    QVERIFY(QString::fromStdString(refused.error().message).startsWith(QStringLiteral("#10 (")));
}

QTEST_GUILESS_MAIN(TestBattle)
