// The battle companion's bridge (tst_battlesession.h): starting, acting, fighting and the cards; the log, undo, amendments and the store are in tst_battlesession_records.cpp.

#include "tst_battlesession.h"

void TestBattleSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_catalog = std::make_unique<ArmyCatalog>();
    QVERIFY(m_catalog->indexOf(QStringLiteral("Mid-Republican Roman")) >= 0);
    QVERIFY(m_catalog->indexOf(QStringLiteral("Gallic")) >= 0);
}

void TestBattleSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestBattleSession::rule_6_startShowsEveryBaseAtFatigueOne()
{
    auto session = started();
    QVERIFY(session->hasBattle());
    QVERIFY(session->battleId() > 0);
    QCOMPARE(session->title(), QStringLiteral("Mid-Republican Roman v Gallic"));
    QCOMPARE(session->turn(), 1);
    QCOMPARE(session->activeSide(), 0);
    QCOMPARE(session->phase(), QStringLiteral("move"));
    QCOMPARE(session->loserSide(), -1);
    QCOMPARE(session->phrase(), QStringLiteral("Telamon"));
    QCOMPARE(session->commitment().size(), 64);
    QCOMPARE(session->blocksA()->rowCount(), 7);
    QCOMPARE(session->blocksB()->rowCount(), 7);
    for (const BattleBlocksModel *model : {session->blocksA(), session->blocksB()}) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex at = model->index(row);
            QCOMPARE(model->data(at, BattleBlocksModel::AverageTextRole).toString(), QStringLiteral("1"));
            QCOMPARE(model->data(at, BattleBlocksModel::StateRole).toString(), QStringLiteral("fresh"));
            for (const QVariant &base : model->data(at, BattleBlocksModel::BasesRole).toList())
                QCOMPARE(base.toMap().value(QStringLiteral("fatigue")).toInt(), 1);
        }
    }
    // The card's shape: the list's frontage, and the Bases front rank first.
    QCOMPARE(blockData(session->blocksB(), Warband, BattleBlocksModel::FrontageRole).toInt(), 4);
    QCOMPARE(blockData(session->blocksB(), Warband, BattleBlocksModel::DepthRole).toInt(), 2);
    QCOMPARE(baseIds(session->blocksB(), Warband), (QList<int>{26, 27, 28, 29, 30, 31, 32, 33}));
    QCOMPARE(blockData(session->blocksB(), Warband, BattleBlocksModel::TypeRole).toString(), QStringLiteral("warband"));
    QCOMPARE(blockData(session->blocksB(), Warband, BattleBlocksModel::SpecialRulesRole).toStringList(),
             QStringList{QStringLiteral("shock")});
    // §6, R8: 8 Bases may take 6 × 8 − 8 more before the Block breaks.
    QCOMPARE(blockData(session->blocksB(), Warband, BattleBlocksModel::FatigueLeftRole).toInt(), 40);
    // §12.1, R7: 24 starting Bases break at 8 lost (30%).
    QCOMPARE(session->armyA().value(QStringLiteral("startingBases")).toInt(), 24);
    QCOMPARE(session->armyA().value(QStringLiteral("breakAt")).toInt(), 8);
    QCOMPARE(session->armyA().value(QStringLiteral("leftBeforeBreak")).toInt(), 7);
    QCOMPARE(session->armyB().value(QStringLiteral("breakAt")).toInt(), 8);
    QCOMPARE(session->armyB().value(QStringLiteral("name")).toString(), QStringLiteral("Gallic"));
    QCOMPARE(session->options().value(QStringLiteral("combat_die")).toString(), QStringLiteral("averaging"));
    QCOMPARE(session->battles()->rowCount(), 1);
    QCOMPARE(session->battles()->data(session->battles()->index(0), StoredBattlesModel::CurrentRole).toBool(), true);
    QCOMPARE(session->lastBattleId(), session->battleId());
    QVERIFY(session->endPhase());
    QCOMPARE(session->battles()->data(session->battles()->index(0), StoredBattlesModel::EntriesRole).toInt(), 1);
}

void TestBattleSession::lookUpsForThePages()
{
    const int gallic = m_catalog->indexOf(QStringLiteral("Gallic"));
    BattleSession session;
    QVERIFY(session.openStore(storePath()));
    QVERIFY(session.baseInfo(0).isEmpty());
    const QVariantMap army = session.armySummary(m_catalog.get(), gallic);
    QCOMPARE(army.value(QStringLiteral("name")).toString(), QStringLiteral("Gallic"));
    QCOMPARE(army.value(QStringLiteral("bases")).toInt(), 24);
    QCOMPARE(army.value(QStringLiteral("breakAt")).toInt(), 8); // §12.1, R7
    QVERIFY(session.armySummary(m_catalog.get(), 99).isEmpty());
    auto playing = started();
    const QVariantMap base = playing->baseInfo(26);
    QCOMPARE(base.value(QStringLiteral("block")).toInt(), Warband);
    QCOMPARE(base.value(QStringLiteral("side")).toInt(), 1);
    QCOMPARE(base.value(QStringLiteral("label")).toString(), QStringLiteral("Warband, Base 26"));
    QCOMPARE(base.value(QStringLiteral("quality")).toString(), QStringLiteral("regular"));
    const QVariantMap block = playing->blockInfo(Hastati);
    QCOMPARE(block.value(QStringLiteral("name")).toString(), QStringLiteral("Hastati"));
    QVariantList ids;
    for (const QVariant &b : block.value(QStringLiteral("bases")).toList())
        ids.append(b.toMap().value(QStringLiteral("baseId")));
    QCOMPARE(ids, (QVariantList{4, 5, 6, 7}));
    QCOMPARE(block.value(QStringLiteral("fatigueState")).toString(), QStringLiteral("fresh"));
    QCOMPARE(block.value(QStringLiteral("side")).toInt(), 0);
    QVERIFY(playing->blockInfo(99).isEmpty());
    const QVariantList blocks = playing->blockList();
    QCOMPARE(blocks.size(), 14);
    QCOMPARE(blocks.at(Warband).toMap().value(QStringLiteral("side")).toInt(), 1);
}

void TestBattleSession::startBattle_refusesBadOptions_data()
{
    QTest::addColumn<QVariantMap>("options");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown key") << QVariantMap{{QStringLiteral("followup"), true}} << QStringLiteral("\"followup\"");
    QTest::newRow("unknown die") << QVariantMap{{QStringLiteral("combat_die"), QStringLiteral("d8")}}
                                 << QStringLiteral("\"d8\"");
    QTest::newRow("ill-typed") << QVariantMap{{QStringLiteral("contagion"), QStringLiteral("yes")}}
                               << QStringLiteral("\"contagion\" must be true or false");
    QTest::newRow("negative cost") << QVariantMap{{QStringLiteral("pivot_cost"), -1}} << QStringLiteral("negative");
}

void TestBattleSession::startBattle_refusesBadOptions()
{
    QFETCH(QVariantMap, options);
    QFETCH(QString, error);
    BattleSession session;
    QVERIFY(session.openStore(storePath()));
    QVERIFY(!session.startBattle(m_catalog.get(), 0, 1, options, {}, {}));
    QVERIFY2(session.lastError().contains(error), qPrintable(session.lastError()));
    QVERIFY(!session.hasBattle());
    QCOMPARE(session.battles()->rowCount(), 0);
}

void TestBattleSession::startBattle_takesOptionsAndTitle()
{
    BattleSession session;
    QVERIFY(session.openStore(storePath()));
    const QString commitment = session.newCommitment();
    QVERIFY(session.startBattle(m_catalog.get(), 0, 1,
                                {{QStringLiteral("combat_die"), QStringLiteral("d6")},
                                 {QStringLiteral("contagion"), false}},
                                {}, QStringLiteral("Cunaxa")));
    QCOMPARE(session.title(), QStringLiteral("Cunaxa"));
    QCOMPARE(session.commitment(), commitment);
    QCOMPARE(session.options().value(QStringLiteral("combat_die")).toString(), QStringLiteral("d6"));
    QCOMPARE(session.options().value(QStringLiteral("contagion")).toBool(), false);
}

void TestBattleSession::rule_5_2_moveWithSuppliedDice()
{
    auto session = started();
    QSignalSpy effects(session.get(), &BattleSession::lastEffectsChanged);
    QSignalSpy game(session.get(), &BattleSession::gameChanged);
    QSignalSpy rows(session->blocksA(), &QAbstractItemModel::dataChanged);
    QSignalSpy resets(session->blocksA(), &QAbstractItemModel::modelReset);
    const QVariantMap first = session->moveTest(Hastati);
    QCOMPARE(first.value(QStringLiteral("needed")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("chanceText")).toString(), QStringLiteral("1"));
    QCOMPARE(first.value(QStringLiteral("chained")).toBool(), false);
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    QCOMPARE(effects.count(), 1);
    QVERIFY(game.count() >= 1);
    QVERIFY(session->lastError().isEmpty());
    const QVariantMap test = effectOf(session->lastEffects(), QStringLiteral("movement-test"));
    QCOMPARE(test.value(QStringLiteral("section")).toString(), QStringLiteral("5"));
    QCOMPARE(test.value(QStringLiteral("passed")).toBool(), true);
    QCOMPARE(test.value(QStringLiteral("roll")).toMap().value(QStringLiteral("dice")).toList(), QVariantList{4});
    QCOMPARE(test.value(QStringLiteral("roll")).toMap().value(QStringLiteral("kept")).toInt(), 4);
    QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("moved")));
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::MovesRole).toInt(), 1);
    // The rows changed in place: no reset of the whole model.
    QVERIFY(rows.count() >= 1);
    QCOMPARE(resets.count(), 0);

    // §5.2: a chained move pays +1 before its test, so the test is against 2.
    const QVariantMap chained = session->moveTest(Hastati);
    QCOMPARE(chained.value(QStringLiteral("chained")).toBool(), true);
    QCOMPARE(chained.value(QStringLiteral("needed")).toInt(), 2);
    QCOMPARE(chained.value(QStringLiteral("chanceText")).toString(), QStringLiteral("5/6"));
    QVERIFY(std::abs(chained.value(QStringLiteral("chance")).toDouble() - 5.0 / 6.0) < 1e-9);
    // §8.1: into rough ground, weight 3 − Going 2 = +1 to every Base.
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{6}},
                                         {QStringLiteral("going"), QStringLiteral("rough")}}));
    QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{3, 3, 3, 3}));
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::AverageTextRole).toString(), QStringLiteral("3"));
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::StateRole).toString(), QStringLiteral("pressed"));
    int tempo = 0;
    int terrain = 0;
    for (const QVariant &e : session->lastEffects()) {
        const QVariantMap m = e.toMap();
        if (m.value(QStringLiteral("kind")) == QStringLiteral("fatigue"))
            (m.value(QStringLiteral("section")) == QStringLiteral("5.2") ? tempo : terrain) += 1;
    }
    QCOMPARE(tempo, 4);
    QCOMPARE(terrain, 4);
}

void TestBattleSession::moveBlock_namesAnIllTypedKey()
{
    auto session = started();
    const QByteArray before = stateHash(*session);
    QVERIFY(!session->moveBlock(Hastati, {{QStringLiteral("charge"), QStringLiteral("yes")}}));
    QCOMPARE(session->lastError(), QStringLiteral("move-block: \"charge\" must be true or false"));
    QVERIFY(!session->moveBlock(Hastati, {{QStringLiteral("going"), QStringLiteral("lava")}}));
    QVERIFY(session->lastError().contains(QStringLiteral("\"lava\"")));
    QVERIFY(!session->fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), QStringLiteral("x")}}));
    QCOMPARE(session->lastError(), QStringLiteral("fight: \"enemy\" must be a Base number"));
    QVERIFY(!session->fight({{QStringLiteral("base"), 4}}));
    QCOMPARE(session->lastError(), QStringLiteral("fight: \"enemy\" must be a Base number"));
    QCOMPARE(stateHash(*session), before);
    QCOMPARE(logCount(*session), 0);
}

void TestBattleSession::rule_4_refusedActionChangesNothing()
{
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{5}}}));
    const QByteArray before = stateHash(*session);
    const int entries = logCount(*session);
    const QVariantList effects = session->lastEffects();
    const int rows = session->log()->rowCount();
    QSignalSpy game(session.get(), &BattleSession::gameChanged);
    QSignalSpy errors(session.get(), &BattleSession::lastErrorChanged);
    // §4: fights are resolved in the Combat phase, not the Move phase.
    QVERIFY(!session->fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}}));
    QVERIFY2(session->lastError().endsWith(QStringLiteral("(§4)")), qPrintable(session->lastError()));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(game.count(), 0);
    QCOMPARE(stateHash(*session), before);
    QCOMPARE(logCount(*session), entries);
    QCOMPARE(session->lastEffects(), effects);
    QCOMPARE(session->log()->rowCount(), rows);
    // The next action that is recorded clears the error.
    QVERIFY(session->endPhase());
    QVERIFY(session->lastError().isEmpty());
}

void TestBattleSession::rule_9_fullCombatFlow()
{
    auto session = started();
    QVERIFY(session->setContact(Hastati, Warband, true));
    QCOMPARE(session->facts().value(QStringLiteral("contacts")).toList(),
             (QVariantList{QVariant(QVariantList{Hastati, Warband})}));
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::ContactsRole).toList(), QVariantList{Warband});
    QVERIFY(session->endPhase());
    QCOMPARE(session->phase(), QStringLiteral("shoot"));
    QVERIFY(session->endPhase());
    QCOMPARE(session->phase(), QStringLiteral("combat"));

    const QVariantMap pairing{{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}};
    const QVariantMap odds = session->fightOdds(pairing);
    QVERIFY2(odds.value(QStringLiteral("legal")).toBool(), qPrintable(odds.value(QStringLiteral("error")).toString()));
    const double sum = odds.value(QStringLiteral("win")).toDouble() + odds.value(QStringLiteral("draw")).toDouble()
        + odds.value(QStringLiteral("lose")).toDouble();
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    QVERIFY(!odds.value(QStringLiteral("winText")).toString().isEmpty());
    // Equal weights and qualities, both formed: the odds are even.
    QCOMPARE(odds.value(QStringLiteral("winText")), odds.value(QStringLiteral("loseText")));
    QCOMPARE(odds.value(QStringLiteral("baseBreakRisk")).toDouble(), 0.0);
    // A pairing the engine refuses is no odds.
    const QVariantMap wrong = session->fightOdds({{QStringLiteral("base"), 26}, {QStringLiteral("enemy"), 4}});
    QVERIFY(!wrong.value(QStringLiteral("legal")).toBool());
    QVERIFY(wrong.value(QStringLiteral("error")).toString().contains(QStringLiteral("(§4)")));

    QVariantMap rolled = pairing;
    rolled.insert(QStringLiteral("baseDice"), QVariantList{5});
    rolled.insert(QStringLiteral("enemyDice"), QVariantList{2});
    QVERIFY2(session->fight(rolled), qPrintable(session->lastError()));
    const QVariantMap fight = session->lastFight();
    QCOMPARE(fight.value(QStringLiteral("base")).toInt(), 4);
    QCOMPARE(fight.value(QStringLiteral("enemy")).toInt(), 26);
    QCOMPARE(fight.value(QStringLiteral("baseRoll")).toMap().value(QStringLiteral("kept")).toInt(), 5);
    QCOMPARE(fight.value(QStringLiteral("enemyRoll")).toMap().value(QStringLiteral("kept")).toInt(), 2);
    QCOMPARE(fight.value(QStringLiteral("margin")).toInt(), 3);
    QCOMPARE(fight.value(QStringLiteral("loser")).toString(), QStringLiteral("enemy"));
    QCOMPARE(fight.value(QStringLiteral("points")).toInt(), 3);
    QVERIFY(!fight.value(QStringLiteral("steps")).toList().isEmpty());
    QVERIFY(effectOf(session->lastEffects(), QStringLiteral("combat")).contains(QStringLiteral("baseRoll")));
    // The odds were read exactly as the fight was: the same modifiers and weight shift.
    QCOMPARE(fight.value(QStringLiteral("baseModifiers")), odds.value(QStringLiteral("baseModifiers")));
    QCOMPARE(fight.value(QStringLiteral("enemyModifiers")), odds.value(QStringLiteral("enemyModifiers")));
    QCOMPARE(fight.value(QStringLiteral("weightShift")), odds.value(QStringLiteral("weightShift")));
    // The log shows the fight step by step, each step with its section, as the fight itself does.
    {
        BattleLogModel *log = session->log();
        const QModelIndex newest = log->index(0);
        QCOMPARE(log->data(newest, BattleLogModel::KindRole).toString(), QStringLiteral("fight"));
        QStringList stepSections;
        for (const QVariant &e : log->data(newest, BattleLogModel::EffectsRole).toList()) {
            if (e.toMap().value(QStringLiteral("kind")).toString() == QLatin1String("step"))
                stepSections.append(e.toMap().value(QStringLiteral("section")).toString());
        }
        QStringList fightSections;
        for (const QVariant &step : fight.value(QStringLiteral("steps")).toList())
            fightSections.append(step.toMap().value(QStringLiteral("section")).toString());
        QCOMPARE(stepSections, fightSections);
        QVERIFY(stepSections.contains(QStringLiteral("9.4")));
        QVERIFY(log->data(newest, BattleLogModel::SectionsRole).toStringList().contains(QStringLiteral("9.4")));
    }

    const QVariantMap pending = session->pendingLoss();
    QCOMPARE(pending.value(QStringLiteral("loser")).toInt(), 26);
    QCOMPARE(pending.value(QStringLiteral("winner")).toInt(), 4);
    QCOMPARE(pending.value(QStringLiteral("points")).toInt(), 3);
    QCOMPARE(pending.value(QStringLiteral("loserSide")).toInt(), 1);
    QCOMPARE(pending.value(QStringLiteral("mustEvade")).toBool(), false);
    // §9.5: nothing else happens until the loss is allocated.
    QVERIFY(!session->endPhase());
    QVERIFY(session->lastError().endsWith(QStringLiteral("(§9.5)")));

    // Two points held as Fatigue, one given as ground: the file 26–30 recoils and splits off (§9.6).
    QVERIFY2(session->allocateLoss({{QStringLiteral("fatigue"), 2},
                                    {QStringLiteral("pushBack"), 1},
                                    {QStringLiteral("file"), QVariantList{26, 30}},
                                    {QStringLiteral("seamBases"), QVariantList{26, 30, 27, 31}}}),
             qPrintable(session->lastError()));
    QVERIFY(session->pendingLoss().isEmpty());
    QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("recoil")));
    QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("split")));
    QCOMPARE(session->blocksB()->rowCount(), 8);
    const int fileBlock = effectOf(session->lastEffects(), QStringLiteral("split")).value(QStringLiteral("other")).toInt();
    QCOMPARE(baseIds(session->blocksB(), fileBlock), (QList<int>{26, 30}));
    QCOMPARE(baseIds(session->blocksB(), Warband), (QList<int>{27, 28, 29, 31, 32, 33}));
    // The file that recoiled is one file of two ranks; the Warband it left is 3 × 2: 27 28 29 / 31 32 33.
    QCOMPARE(blockData(session->blocksB(), fileBlock, BattleBlocksModel::FrontageRole).toInt(), 1);
    QCOMPARE(blockData(session->blocksB(), fileBlock, BattleBlocksModel::DepthRole).toInt(), 2);
    QCOMPARE(blockData(session->blocksB(), Warband, BattleBlocksModel::FrontageRole).toInt(), 3);
    QCOMPARE(blockData(session->blocksB(), Warband, BattleBlocksModel::DepthRole).toInt(), 2);
    // Base 26: 1 + 2 held + 1 on the seam.
    QCOMPARE(fatigues(session->blocksB(), fileBlock), (QList<int>{4, 2}));
    // The fight is still the last one shown.
    QCOMPARE(session->lastFight().value(QStringLiteral("enemy")).toInt(), 26);
    QVERIFY(session->verify().isEmpty());
}

void TestBattleSession::rule_9_6_cardsFollowTheFilesThatLeave()
{
    auto session = hastatiMeetTheWarband();
    // A middle file leaves: 27 / 31 recoils, the far side 28 29 / 32 33 is a Block of its own (§9.6, R31).
    QVERIFY2(session->fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 27},
                             {QStringLiteral("baseDice"), QVariantList{5}}, {QStringLiteral("enemyDice"), QVariantList{2}}}),
             qPrintable(session->lastError()));
    QVERIFY2(session->allocateLoss({{QStringLiteral("fatigue"), 2},
                                    {QStringLiteral("pushBack"), 1},
                                    {QStringLiteral("file"), QVariantList{27, 31}},
                                    {QStringLiteral("seamBases"), QVariantList{27, 31, 26, 30, 28, 32}},
                                    {QStringLiteral("farSide"), QVariantList{28, 29, 32, 33}}}),
             qPrintable(session->lastError()));
    const int file = session->baseInfo(27).value(QStringLiteral("block")).toInt();
    const int far = session->baseInfo(28).value(QStringLiteral("block")).toInt();
    QVERIFY(file != Warband && far != Warband && file != far);
    const auto shape = [&](int block) {
        return QList<int>{blockData(session->blocksB(), block, BattleBlocksModel::FrontageRole).toInt(),
                          blockData(session->blocksB(), block, BattleBlocksModel::DepthRole).toInt()};
    };
    QCOMPARE(shape(file), (QList<int>{1, 2}));
    QCOMPARE(baseIds(session->blocksB(), file), (QList<int>{27, 31}));
    QCOMPARE(shape(Warband), (QList<int>{1, 2}));
    QCOMPARE(baseIds(session->blocksB(), Warband), (QList<int>{26, 30}));
    QCOMPARE(shape(far), (QList<int>{2, 2}));
    QCOMPARE(baseIds(session->blocksB(), far), (QList<int>{28, 29, 32, 33}));
    // The wheel's cost reads the same shape (§5.5).
    QCOMPARE(session->wheelCost(far).value(QStringLiteral("frontage")).toInt(), 2);
}

void TestBattleSession::rule_9_6_theLossSuggestsWhatTheFormationShows()
{
    auto session = hastatiMeetTheWarband();
    // Each Base of the 4 × 2 Warband has its file and rank on the card: 31 is the second file's rear Base.
    for (const QVariant &b : blockData(session->blocksB(), Warband, BattleBlocksModel::BasesRole).toList()) {
        const QVariantMap base = b.toMap();
        const int id = base.value(QStringLiteral("baseId")).toInt();
        QCOMPARE(base.value(QStringLiteral("file")).toInt(), (id - 26) % 4);
        QCOMPARE(base.value(QStringLiteral("rank")).toInt(), (id - 26) / 4);
    }
    QVERIFY2(session->fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 27},
                             {QStringLiteral("baseDice"), QVariantList{5}}, {QStringLiteral("enemyDice"), QVariantList{2}}}),
             qPrintable(session->lastError()));
    // A middle file: it, the files beside it on either seam, and the far side beyond it (§9.6, R31).
    const QVariantMap pending = session->pendingLoss();
    QCOMPARE(pending.value(QStringLiteral("file")).toList(), (QVariantList{27, 31}));
    QCOMPARE(pending.value(QStringLiteral("seamBases")).toList(), (QVariantList{26, 27, 28, 30, 31, 32}));
    QCOMPARE(pending.value(QStringLiteral("farSide")).toList(), (QVariantList{28, 29, 32, 33}));
    // The engine takes what it suggests: the seams cost each Base of the file twice.
    QVERIFY2(session->allocateLoss({{QStringLiteral("fatigue"), 2},
                                    {QStringLiteral("pushBack"), 1},
                                    {QStringLiteral("file"), pending.value(QStringLiteral("file"))},
                                    {QStringLiteral("seamBases"), pending.value(QStringLiteral("seamBases"))},
                                    {QStringLiteral("farSide"), pending.value(QStringLiteral("farSide"))}}),
             qPrintable(session->lastError()));
    const int file = session->baseInfo(27).value(QStringLiteral("block")).toInt();
    QCOMPARE(fatigues(session->blocksB(), file), (QList<int>{5, 3}));
    QCOMPARE(baseIds(session->blocksB(), session->baseInfo(28).value(QStringLiteral("block")).toInt()),
             (QList<int>{28, 29, 32, 33}));
}

void TestBattleSession::rule_6_theCardSaysWhatTheBlockCanStillTake()
{
    auto session = started();
    // A fresh 4-Base Block can take 20 more: 24 holds at average 6, the 21st point breaks it (§6, R8, R30).
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::FatigueLeftRole).toInt(), 20);
    QVERIFY(session->adjustFatigue(4, 20, QStringLiteral("worn")));
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::FatigueLeftRole).toInt(), 0);
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::BrokenRole).toBool(), false);
    QVERIFY(session->adjustFatigue(5, 1, QStringLiteral("one more")));
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::BrokenRole).toBool(), true);
}

void TestBattleSession::rule_6_2_cardsFollowSplitsAndMerges()
{
    auto session = started();
    const auto shape = [&](int block) {
        return QList<int>{blockData(session->blocksB(), block, BattleBlocksModel::FrontageRole).toInt(),
                          blockData(session->blocksB(), block, BattleBlocksModel::DepthRole).toInt()};
    };
    // Side B's Move phase.
    for (int i = 0; i < 4; ++i)
        QVERIFY(session->endPhase());
    QCOMPARE(session->activeSide(), 1);
    // The rear rank splits off: two Blocks of 4 × 1.
    QVERIFY2(session->splitBlock(Warband, {30, 31, 32, 33}, {26, 27, 30, 31}), qPrintable(session->lastError()));
    const int rear = session->baseInfo(30).value(QStringLiteral("block")).toInt();
    QCOMPARE(shape(Warband), (QList<int>{4, 1}));
    QCOMPARE(shape(rear), (QList<int>{4, 1}));
    // The front rank merges into the rear one: 4 × 2 again, front rank first.
    QVERIFY2(session->mergeBlocks(rear, Warband, {26, 27, 30, 31}), qPrintable(session->lastError()));
    QCOMPARE(shape(rear), (QList<int>{4, 2}));
    QCOMPARE(baseIds(session->blocksB(), rear), (QList<int>{26, 27, 28, 29, 30, 31, 32, 33}));
    // A file splits off: 1 × 2, and the rest 3 × 2.
    QVERIFY2(session->splitBlock(rear, {29, 33}, {28, 29, 32, 33}), qPrintable(session->lastError()));
    const int right = session->baseInfo(29).value(QStringLiteral("block")).toInt();
    QCOMPARE(shape(right), (QList<int>{1, 2}));
    QCOMPARE(shape(rear), (QList<int>{3, 2}));
    QCOMPARE(baseIds(session->blocksB(), rear), (QList<int>{26, 27, 28, 30, 31, 32}));
}

void TestBattleSession::rule_9_5_lastFightIsTheOneInForce()
{
    auto session = hastatiMeetTheWarband();
    const auto fight = [&](int base, int enemy) {
        return session->fight({{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy},
                               {QStringLiteral("baseDice"), QVariantList{5}},
                               {QStringLiteral("enemyDice"), QVariantList{2}}});
    };
    QVERIFY2(fight(4, 26), qPrintable(session->lastError()));
    QVERIFY2(session->allocateLoss({{QStringLiteral("fatigue"), 3}}), qPrintable(session->lastError()));
    QVERIFY2(fight(5, 27), qPrintable(session->lastError()));
    QCOMPARE(session->lastFight().value(QStringLiteral("enemy")).toInt(), 27);
    QVERIFY(session->undo());
    QVERIFY(session->undo());
    // The pending loss is Base 26's again: the panel shows the fight it came from.
    QCOMPARE(session->pendingLoss().value(QStringLiteral("loser")).toInt(), 26);
    QCOMPARE(session->lastFight().value(QStringLiteral("base")).toInt(), 4);
    QCOMPARE(session->lastFight().value(QStringLiteral("enemy")).toInt(), 26);
    QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("combat")));
    QVERIFY(session->redo());
    QVERIFY(session->redo());
    QCOMPARE(session->lastFight().value(QStringLiteral("enemy")).toInt(), 27);
    QVERIFY(session->undo());
    // A session that resumes the battle shows the same.
    BattleSession again;
    QVERIFY(again.openStore(storePath()));
    QVERIFY2(again.resumeLast(), qPrintable(again.lastError()));
    QCOMPARE(again.lastFight().value(QStringLiteral("enemy")).toInt(), 26);
    QCOMPARE(again.lastEffects(), session->lastEffects());
    // An amended fight shows what the amendment rolled.
    QVERIFY(session->undo());
    QVariantMap first = session->actionAt(3);
    QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("fight"));
    first.insert(QStringLiteral("baseDice"), QVariantList{3});
    const QVariantMap amended = session->amend(3, first, QStringLiteral("the die showed 3"));
    QVERIFY2(amended.value(QStringLiteral("ok")).toBool(), qPrintable(amended.value(QStringLiteral("error")).toString()));
    QCOMPARE(session->lastFight().value(QStringLiteral("baseRoll")).toMap().value(QStringLiteral("kept")).toInt(), 3);
}

void TestBattleSession::everyRefusalIsTold()
{
    auto session = started();
    QSignalSpy errors(session.get(), &BattleSession::lastErrorChanged);
    const int serial = session->errorSerial();
    QVERIFY(!session->fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}}));
    const QString first = session->lastError();
    QVERIFY(!session->fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}}));
    QCOMPARE(session->lastError(), first);
    QCOMPARE(errors.count(), 2);
    QCOMPARE(session->errorSerial(), serial + 2);
    QVERIFY(session->endPhase());
    QVERIFY(session->lastError().isEmpty());
    QCOMPARE(errors.count(), 3);
    QCOMPARE(session->errorSerial(), serial + 2);
}

QTEST_GUILESS_MAIN(TestBattleSession)
