// The battle companion's bridge (tst_battlesession.h): the log, undo and redo, amendments, the store, import and export, and the later phases.

#include "tst_battlesession.h"

void TestBattleSession::logFiltersAreForOneBattle()
{
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    session->log()->setTurnFilter(3);
    session->log()->setBlockFilter(Warband);
    QCOMPARE(session->log()->rowCount(), 0);
    const qint64 first = session->battleId();
    QVERIFY(session->startBattle(m_catalog.get(), 0, 1, {}, {}, QStringLiteral("another")));
    QCOMPARE(session->log()->turnFilter(), 0);
    QCOMPARE(session->log()->blockFilter(), -1);
    session->log()->setTurnFilter(2);
    QVERIFY(session->resume(first));
    QCOMPARE(session->log()->turnFilter(), 0);
    QCOMPARE(session->log()->rowCount(), 1);
    session->log()->setBlockFilter(Warband);
    session->closeBattle();
    QCOMPARE(session->log()->blockFilter(), -1);
}

void TestBattleSession::amendRefillsTheLaterRows()
{
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    QVERIFY(session->adjustFatigue(4, 2, QStringLiteral("a ford")));
    BattleLogModel *log = session->log();
    const auto effectText = [&] {
        return log->data(log->index(0), BattleLogModel::EffectsRole).toList().value(0).toMap().value(QStringLiteral("text")).toString();
    };
    QVERIFY2(effectText().contains(QStringLiteral("(now 3)")), qPrintable(effectText()));
    QVariantMap move = session->actionAt(0);
    move.insert(QStringLiteral("going"), QStringLiteral("rough")); // +1 to every Base (§8.1)
    QVERIFY(session->amend(0, move, QStringLiteral("the stream bed")).value(QStringLiteral("ok")).toBool());
    // Row 0 is the amendment; row 1 the Fatigue added after it, as it stands now.
    QCOMPARE(log->data(log->index(0), BattleLogModel::TypeRole).toString(), QStringLiteral("amend"));
    const QString later = log->data(log->index(1), BattleLogModel::EffectsRole).toList().value(0).toMap()
                              .value(QStringLiteral("text")).toString();
    QVERIFY2(later.contains(QStringLiteral("(now 4)")), qPrintable(later));
    QCOMPARE(log->data(log->index(1), BattleLogModel::InForceRole).toBool(), true);
}

void TestBattleSession::importRefusesTrackedPositions()
{
    auto session = started();
    ancients::BlockSpec spec;
    spec.name = "Spears";
    spec.frontage = 2;
    record::BattleSetup setup;
    setup.armyA.name = "North";
    setup.armyA.blocks = {spec};
    setup.armyB.name = "South";
    setup.armyB.blocks = {spec};
    setup.deployments = {{ancients::Hex{0, 0}, ancients::Facing{0}}, {ancients::Hex{6, 0}, ancients::Facing{3}}};
    const QByteArray secret = record::SeedCommitment::newSecret();
    setup.seed = record::SeedCommitment::of(secret, QStringLiteral("hexes"));
    const auto tracked = record::Battle::start(setup, secret);
    QVERIFY2(tracked, tracked ? "" : tracked.error().message.c_str());
    const QString path = m_dir->filePath(QStringLiteral("hexes.json"));
    QVERIFY(record::BattleFile::save(tracked.value(), path, true));
    const QByteArray hash = stateHash(*session);
    const qint64 open = session->battleId();
    QVERIFY(!session->importBattle(QUrl::fromLocalFile(path)));
    QVERIFY2(session->lastError().contains(QStringLiteral("tracks positions on a hex map")), qPrintable(session->lastError()));
    QVERIFY(session->lastError().contains(path));
    QCOMPARE(session->battles()->rowCount(), 1);
    QCOMPARE(session->battleId(), open);
    QCOMPARE(stateHash(*session), hash);
}

void TestBattleSession::amendWithNoChangeKeepsTheAction()
{
    auto session = hastatiMeetTheWarband();
    // Every kind the panels record, in one battle: facts, fight, loss, then the next turn's moves.
    QVERIFY(session->fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                            {QStringLiteral("baseDice"), QVariantList{5}}, {QStringLiteral("enemyDice"), QVariantList{2}},
                            {QStringLiteral("enemyGoing"), QStringLiteral("rough")}}));
    const int points = session->pendingLoss().value(QStringLiteral("points")).toInt();
    QVERIFY2(session->allocateLoss({{QStringLiteral("fatigue"), points}}), qPrintable(session->lastError()));
    QVERIFY(session->adjustFatigue(12, 1, QStringLiteral("a fall")));
    for (int i = 0; i < 3; ++i)
        QVERIFY(session->endPhase());
    QCOMPARE(session->phase(), QStringLiteral("shoot")); // side B's
    QVERIFY2(session->shoot(42, 0, {4}, {3}), qPrintable(session->lastError()));
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase()); // turn 2, side A moves
    QVERIFY(session->moveBlock(0, {{QStringLiteral("dice"), QVariantList{6}}, {QStringLiteral("going"), QStringLiteral("rough")},
                                   {QStringLiteral("charge"), true}, {QStringLiteral("climb"), 1}}));
    QVERIFY(session->pivotBlock(2, 1, {6}));
    QVERIFY2(session->wheelBlock(3, 12, -1, QVariantList{QVariant(QVariantList{6, 6})}), qPrintable(session->lastError()));
    QVERIFY(session->splitBlock(4, {17, 18}, {16, 17}));
    QVERIFY2(session->mergeBlocks(4, session->baseInfo(17).value(QStringLiteral("block")).toInt(), {16, 17}),
             qPrintable(session->lastError()));
    // One move whose Bases entered different ground (ruling R4).
    QVERIFY(session->moveBlock(6, {{QStringLiteral("dice"), QVariantList{6}}}));
    const int mixed = session->battle()->actionCount() - 1;
    QVariantMap tiles = session->actionAt(mixed);
    tiles.insert(QStringLiteral("terrainEntered"),
                 QVariantMap{{QStringLiteral("21"), QVariantList{QStringLiteral("rough")}},
                             {QStringLiteral("22"), QVariantList{QStringLiteral("light-woods"), QStringLiteral("open")}}});
    QVERIFY(session->amend(mixed, tiles, QStringLiteral("the horse rode through the copse")).value(QStringLiteral("ok")).toBool());
    const auto &mixedMove = std::get<ancients::MoveBlock>(session->battle()->actions().at(static_cast<std::size_t>(mixed)));
    QCOMPARE(mixedMove.terrainEntered.size(), std::size_t(2));
    QCOMPARE(mixedMove.terrainEntered.at(22).size(), std::size_t(2));

    QSet<QString> kinds;
    for (int i = 0; i < session->battle()->actionCount(); ++i) {
        const ancients::Action before = session->battle()->actions().at(static_cast<std::size_t>(i));
        const QVariantMap map = session->actionAt(i);
        kinds.insert(map.value(QStringLiteral("kind")).toString());
        const sessionmaps::Built built = sessionmaps::buildAction(map.value(QStringLiteral("kind")).toString(), map,
                                                                  session->battle()->stateAt(i), &before);
        QVERIFY2(built.action && *built.action == before, qPrintable(map.value(QStringLiteral("kind")).toString()));
        // So the umpire's "Amend…" with nothing changed is an amendment of nothing.
        const QVariantMap report = session->amend(i, map, QStringLiteral("checked, no change"));
        QVERIFY2(report.value(QStringLiteral("error")).toString().contains(QStringLiteral("same")),
                 qPrintable(report.value(QStringLiteral("error")).toString()));
    }
    for (const char *kind : {"enter-facts", "end-phase", "fight", "allocate-loss", "add-fatigue", "shoot", "move-block",
                             "pivot-block", "wheel-block", "split-block", "merge-blocks"})
        QVERIFY2(kinds.contains(QString::fromLatin1(kind)), kind);
    // A column's march follows hexes: it is not shown for editing, and an amendment of it is refused.
    const ancients::Action march = ancients::MarchColumn{};
    QVERIFY(!sessionmaps::editable(march));
    QVERIFY(!sessionmaps::buildAction(QStringLiteral("march-column"), {}, session->battle()->state(), &march).action);
}

void TestBattleSession::rule_11_1_fightOddsCountTheShockCharge()
{
    auto session = started();
    // The Roman equites (Block 5, Bases 19–20) charge on a chained second move after a full first (§5.3).
    constexpr int equites = 5;
    constexpr int nobles = 7;
    QVERIFY(session->moveBlock(equites, {{QStringLiteral("dice"), QVariantList{6}}}));
    QVERIFY(session->setContact(equites, nobles, true));
    QVERIFY(session->moveBlock(equites, {{QStringLiteral("dice"), QVariantList{6}}, {QStringLiteral("charge"), true}}));
    QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("shock-charge")));
    QCOMPARE(blockData(session->blocksA(), equites, BattleBlocksModel::ShockChargeRole).toBool(), true);
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase());
    const QVariantMap pairing{{QStringLiteral("base"), 19}, {QStringLiteral("enemy"), 24}};
    const QVariantMap odds = session->fightOdds(pairing);
    QVERIFY2(odds.value(QStringLiteral("legal")).toBool(), qPrintable(odds.value(QStringLiteral("error")).toString()));
    int shock = 0;
    for (const QVariant &m : odds.value(QStringLiteral("baseModifiers")).toList()) {
        if (m.toMap().value(QStringLiteral("section")).toString() == QStringLiteral("11.1"))
            shock += m.toMap().value(QStringLiteral("value")).toInt();
    }
    QVERIFY(shock > 0);
    QVERIFY(odds.value(QStringLiteral("win")).toDouble() > odds.value(QStringLiteral("lose")).toDouble());
    QVariantMap rolled = pairing;
    rolled.insert(QStringLiteral("baseDice"), QVariantList{3});
    rolled.insert(QStringLiteral("enemyDice"), QVariantList{3, 3});
    QVERIFY2(session->fight(rolled), qPrintable(session->lastError()));
    QCOMPARE(session->lastFight().value(QStringLiteral("baseModifiers")), odds.value(QStringLiteral("baseModifiers")));
    QCOMPARE(session->lastFight().value(QStringLiteral("enemyModifiers")), odds.value(QStringLiteral("enemyModifiers")));
}

void TestBattleSession::undoAndRedo()
{
    auto session = started();
    const QByteArray start = stateHash(*session);
    QVERIFY(!session->canUndo());
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{3}}}));
    const QByteArray moved = stateHash(*session);
    QVERIFY(session->canUndo());
    QVERIFY(session->undo());
    QCOMPARE(stateHash(*session), start);
    QVERIFY(session->canRedo());
    QCOMPARE(blockData(session->blocksA(), Hastati, BattleBlocksModel::MovesRole).toInt(), 0);
    QVERIFY(session->redo());
    QCOMPARE(stateHash(*session), moved);
    QVERIFY(!session->canRedo());
    QVERIFY(!session->redo());
    QVERIFY(!session->lastError().isEmpty());
    // Three entries: the action, the undo, the redo; the redo is in force, the action is not.
    QCOMPARE(session->log()->rowCount(), 3);
    const auto row = [&](int r, int role) { return session->log()->data(session->log()->index(r), role); };
    QCOMPARE(row(0, BattleLogModel::TypeRole).toString(), QStringLiteral("redo"));
    QCOMPARE(row(0, BattleLogModel::InForceRole).toBool(), true);
    QCOMPARE(row(0, BattleLogModel::ActionIndexRole).toInt(), 0);
    QCOMPARE(row(1, BattleLogModel::TypeRole).toString(), QStringLiteral("undo"));
    QCOMPARE(row(2, BattleLogModel::InForceRole).toBool(), false);
    QCOMPARE(row(2, BattleLogModel::ActionIndexRole).toInt(), -1);
}

void TestBattleSession::newSessionResumesTheLastBattle()
{
    qint64 id = 0;
    QByteArray hash;
    int entries = 0;
    {
        auto session = started();
        QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
        QVERIFY(session->adjustFatigue(12, 2, QStringLiteral("a figure knocked over")));
        QVERIFY(session->endPhase());
        id = session->battleId();
        hash = stateHash(*session);
        entries = logCount(*session);
    }
    // Opening the app again: a new session on the same store.
    BattleSession again;
    QVERIFY(again.openStore(storePath()));
    QVERIFY(!again.hasBattle());
    QCOMPARE(again.lastBattleId(), id);
    QCOMPARE(again.battles()->rowCount(), 1);
    QVERIFY2(again.resumeLast(), qPrintable(again.lastError()));
    QCOMPARE(again.battleId(), id);
    QCOMPARE(again.title(), QStringLiteral("Mid-Republican Roman v Gallic"));
    QCOMPARE(stateHash(again), hash);
    QCOMPARE(logCount(again), entries);
    QCOMPARE(again.phase(), QStringLiteral("shoot"));
    QCOMPARE(again.log()->rowCount(), entries);
    QCOMPARE(fatigues(again.blocksA(), 3), (QList<int>{3, 1}));
    QVERIFY(again.verify().isEmpty());
    // And it goes on being recorded.
    QVERIFY(again.endPhase());
    QCOMPARE(logCount(again), entries + 1);
    QVERIFY(!again.resume(id + 100));
    QVERIFY(!again.lastError().isEmpty());
}

void TestBattleSession::exportedBattleVerifies()
{
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    const QString path = m_dir->filePath(QStringLiteral("telamon.json"));
    QVERIFY2(session->exportBattle(QUrl::fromLocalFile(path), true), qPrintable(session->lastError()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const record::Verification checked = record::BattleFile::verify(file.readAll());
    QVERIFY2(checked.ok, qPrintable(checked.problems.join(QLatin1Char('\n'))));
    QVERIFY(checked.seedRevealed);
    QCOMPARE(checked.entries, 1);
    QVERIFY(!session->exportBattle(QUrl::fromLocalFile(m_dir->filePath(QStringLiteral("no/such/folder/x.json"))), false));
    QVERIFY(!session->lastError().isEmpty());
}

void TestBattleSession::importedBattleGoesOnWhereItWas()
{
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    QVERIFY(session->endPhase());
    const QByteArray hash = stateHash(*session);
    const QString path = m_dir->filePath(QStringLiteral("telamon.json"));
    QVERIFY(session->exportBattle(QUrl::fromLocalFile(path), true));
    QVERIFY2(session->importBattle(QUrl::fromLocalFile(path)), qPrintable(session->lastError()));
    QCOMPARE(session->battles()->rowCount(), 2);
    QCOMPARE(stateHash(*session), hash);
    QCOMPARE(session->phase(), QStringLiteral("shoot"));
    QVERIFY(session->title().endsWith(QStringLiteral("(imported)")));
    // The imported battle is kept like any other: it goes on being recorded.
    QVERIFY(session->endPhase());
    QCOMPARE(session->phase(), QStringLiteral("combat"));
}

void TestBattleSession::badBattleFileChangesNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QString();
    QTest::newRow("an army list") << QByteArray(R"({"format": "ancients-army-list", "version": 1})") << QStringLiteral("format");
    QTest::newRow("no secret") << QByteArray() << QStringLiteral("secret");
    QTest::newRow("a changed die") << QByteArray("tamper") << QStringLiteral("entr");
}

void TestBattleSession::badBattleFileChangesNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    const QString path = m_dir->filePath(QStringLiteral("bad.json"));
    if (bytes.isEmpty() || bytes == "tamper") {
        QVERIFY(session->exportBattle(QUrl::fromLocalFile(path), bytes == "tamper"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray json = file.readAll();
        if (bytes == "tamper") {
            // The movement die, as the file records it: {"first": 4, "second": 0}.
            static const QRegularExpression die(QStringLiteral(R"("first"\s*:\s*4)"));
            const QString text = QString::fromUtf8(json);
            QVERIFY(text.contains(die));
            json = QString(text).replace(die, QStringLiteral("\"first\": 5")).toUtf8();
        }
        file.resize(0);
        file.write(json);
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    const QByteArray hash = stateHash(*session);
    const qint64 open = session->battleId();
    QVERIFY(!session->importBattle(QUrl::fromLocalFile(path)));
    QVERIFY(session->lastError().contains(path));
    QVERIFY2(problem.isEmpty() || session->lastError().contains(problem), qPrintable(session->lastError()));
    QCOMPARE(session->battles()->rowCount(), 1);
    QCOMPARE(session->battleId(), open);
    QCOMPARE(stateHash(*session), hash);
}

void TestBattleSession::rule_5_5_wheelCostIsShownBeforeTheWheel()
{
    auto session = started();
    // Hastati: 4 × 1 medium infantry; the far corner of a wheel travels max(4 − 1, 1 − 1) = 3.
    const QVariantMap fresh = session->wheelCost(Hastati);
    QCOMPARE(fresh.value(QStringLiteral("frontage")).toInt(), 4);
    QCOMPARE(fresh.value(QStringLiteral("depth")).toInt(), 1);
    const int allowance = ancients::moveAllowance(ancients::TroopType::MediumInfantry);
    const int moves = (3 + allowance - 1) / allowance;
    QCOMPARE(fresh.value(QStringLiteral("moves")).toInt(), moves);
    QCOMPARE(fresh.value(QStringLiteral("fatigue")).toInt(), moves - 1); // the first move is free (§5.2)
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{6}}}));
    QCOMPARE(session->wheelCost(Hastati).value(QStringLiteral("fatigue")).toInt(), moves);
    QVERIFY(session->wheelCost(99).isEmpty());
}

void TestBattleSession::battleListFollowsTheOpenBattle()
{
    auto session = started();
    StoredBattlesModel *list = session->battles();
    QSignalSpy resets(list, &QAbstractItemModel::modelReset);
    QSignalSpy changes(list, &QAbstractItemModel::dataChanged);
    const auto entries = [&] { return list->data(list->index(0), StoredBattlesModel::EntriesRole).toInt(); };
    QCOMPARE(entries(), 0);
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    QVERIFY(session->endPhase());
    QCOMPARE(entries(), 2);
    QCOMPARE(list->data(list->index(0), StoredBattlesModel::CurrentRole).toBool(), true);
    // An action changes the open battle's row alone; the list is not read again.
    QCOMPARE(resets.size(), 0);
    QCOMPARE(changes.size(), 2);
    QCOMPARE(session->lastBattleId(), session->battleId());
    // And what the list shows is what the store holds.
    BattleSession again;
    QVERIFY(again.openStore(storePath()));
    QCOMPARE(again.battles()->data(again.battles()->index(0), StoredBattlesModel::EntriesRole).toInt(), 2);
}

void TestBattleSession::removeBattle()
{
    auto session = started();
    const qint64 id = session->battleId();
    QVERIFY(session->removeBattle(id));
    QVERIFY(!session->hasBattle());
    QCOMPARE(session->battles()->rowCount(), 0);
    QCOMPARE(session->lastBattleId(), qint64(0));
    QCOMPARE(session->blocksA()->rowCount(), 0);
    QCOMPARE(session->log()->rowCount(), 0);
    QVERIFY(!session->resume(id));
    QVERIFY(!session->resumeLast());
}

void TestBattleSession::corruptStoreIsRefusedAndLeftAlone()
{
    const QByteArray garbage = QByteArray("not a battle store at all ") + QByteArray(4096, '\x5a');
    {
        QFile file(storePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(garbage), garbage.size());
    }
    BattleSession session;
    QSignalSpy store(&session, &BattleSession::storeChanged);
    QVERIFY(!session.openStore(storePath()));
    QCOMPARE(store.count(), 1);
    QVERIFY2(session.storeError().contains(QStringLiteral("battles.sqlite")), qPrintable(session.storeError()));
    QVERIFY(!session.startBattle(m_catalog.get(), 0, 1, {}, {}, {}));
    QVERIFY(!session.lastError().isEmpty());
    QVERIFY(!session.resumeLast());
    QCOMPARE(session.lastBattleId(), qint64(0));
    QFile file(storePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), garbage);
}

void TestBattleSession::rule_6_2_previewSplitChangesNothing()
{
    auto session = started();
    const QByteArray before = stateHash(*session);
    const QVariantMap preview = session->previewSplit(Hastati, {6, 7}, {5, 6});
    QVERIFY2(preview.value(QStringLiteral("legal")).toBool(), qPrintable(preview.value(QStringLiteral("error")).toString()));
    const QVariantList fatigue = preview.value(QStringLiteral("fatigue")).toList();
    QCOMPARE(fatigue.size(), 2);
    QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("base")).toInt(), 5);
    QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("amount")).toInt(), 1);
    QCOMPARE(stateHash(*session), before);
    QCOMPARE(logCount(*session), 0);
    QCOMPARE(session->blocksA()->rowCount(), 7);
    // §6.2: every split opens a seam; naming none is refused, with nothing recorded.
    const QVariantMap refused = session->previewSplit(Hastati, {7}, {});
    QVERIFY(!refused.value(QStringLiteral("legal")).toBool());
    QVERIFY(refused.value(QStringLiteral("error")).toString().endsWith(QStringLiteral("(§6.2)")));
    QCOMPARE(logCount(*session), 0);
    // Confirmed, it does what the preview said.
    QVERIFY(session->splitBlock(Hastati, {6, 7}, {5, 6}));
    QCOMPARE(session->blocksA()->rowCount(), 8);
    QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{1, 2}));
    const QVariantMap merge = session->previewMerge(Hastati, 14, {5, 6});
    QVERIFY2(merge.value(QStringLiteral("legal")).toBool(), qPrintable(merge.value(QStringLiteral("error")).toString()));
    QCOMPARE(merge.value(QStringLiteral("fatigue")).toList().size(), 2);
}

void TestBattleSession::amendReportsTheFatigueChange()
{
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    QVERIFY(session->endPhase());
    QVariantMap action = session->actionAt(0);
    QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("move-block"));
    QCOMPARE(action.value(QStringLiteral("block")).toInt(), Hastati);
    QCOMPARE(action.value(QStringLiteral("going")).toString(), QStringLiteral("open"));
    QCOMPARE(action.value(QStringLiteral("dice")).toList(), QVariantList{4});
    QCOMPARE(session->actionAt(1).value(QStringLiteral("kind")).toString(), QStringLiteral("end-phase"));
    QVERIFY(session->actionAt(2).isEmpty());
    // The umpire: the Hastati entered rough ground, weight 3 − Going 2: +1 to each Base (§8.1).
    action.insert(QStringLiteral("going"), QStringLiteral("rough"));
    const QVariantMap report = session->amend(0, action, QStringLiteral("they crossed the stream bed"));
    QVERIFY2(report.value(QStringLiteral("ok")).toBool(), qPrintable(report.value(QStringLiteral("error")).toString()));
    const QVariantList fatigue = report.value(QStringLiteral("fatigue")).toList();
    QCOMPARE(fatigue.size(), 4);
    QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("base")).toInt(), 4);
    QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("before")).toInt(), 1);
    QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("after")).toInt(), 2);
    QCOMPARE(report.value(QStringLiteral("laterDiceShifted")).toBool(), false);
    QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{2, 2, 2, 2}));
    QCOMPARE(session->actionAt(0).value(QStringLiteral("going")).toString(), QStringLiteral("rough"));
    // The amendment is a log entry of its own, with its reason.
    const auto row = [&](int r, int role) { return session->log()->data(session->log()->index(r), role); };
    QCOMPARE(row(0, BattleLogModel::TypeRole).toString(), QStringLiteral("amend"));
    QCOMPARE(row(0, BattleLogModel::NoteRole).toString(), QStringLiteral("they crossed the stream bed"));
    QCOMPARE(row(0, BattleLogModel::ActionIndexRole).toInt(), 0);
    // A kind that is not the action's is refused.
    QVariantMap other{{QStringLiteral("kind"), QStringLiteral("end-phase")}};
    QVERIFY(!session->amend(0, other, QStringLiteral("no")).value(QStringLiteral("ok")).toBool());
    QVERIFY(!session->amend(0, action, {}).value(QStringLiteral("ok")).toBool());
    QVERIFY(session->verify().isEmpty());
}

void TestBattleSession::logIsNewestFirstAndFilters()
{
    auto session = started();
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
    QVERIFY(session->moveBlock(0, {{QStringLiteral("dice"), QVariantList{4}}}));
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase()); // turn 1, side B now
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase());
    QVERIFY(session->endPhase()); // turn 2, side A
    QVERIFY(session->moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{5}}}));
    BattleLogModel *log = session->log();
    QCOMPARE(log->rowCount(), 11);
    const auto row = [&](int r, int role) { return log->data(log->index(r), role); };
    QCOMPARE(row(0, BattleLogModel::SequenceRole).toInt(), 10);
    QCOMPARE(row(0, BattleLogModel::KindRole).toString(), QStringLiteral("move-block"));
    QCOMPARE(row(0, BattleLogModel::TurnRole).toInt(), 2);
    QCOMPARE(row(0, BattleLogModel::PhaseRole).toString(), QStringLiteral("move"));
    QCOMPARE(row(0, BattleLogModel::SideRole).toInt(), 0);
    QVERIFY(row(0, BattleLogModel::SectionsRole).toStringList().contains(QStringLiteral("5")));
    QVERIFY(row(0, BattleLogModel::DiceRole).toString().startsWith(QStringLiteral("5")));
    QCOMPARE(row(0, BattleLogModel::HashRole).toString().size(), 12);
    QCOMPARE(row(10, BattleLogModel::SequenceRole).toInt(), 0);
    QCOMPARE(row(4, BattleLogModel::SideRole).toInt(), 1);
    QCOMPARE(row(4, BattleLogModel::KindRole).toString(), QStringLiteral("end-phase"));

    QSignalSpy filter(log, &BattleLogModel::filterChanged);
    log->setTurnFilter(2);
    QCOMPARE(filter.count(), 1);
    QCOMPARE(log->rowCount(), 1);
    log->setTurnFilter(0);
    log->setBlockFilter(Hastati);
    QCOMPARE(log->rowCount(), 2);
    for (int r = 0; r < log->rowCount(); ++r)
        QCOMPARE(row(r, BattleLogModel::KindRole).toString(), QStringLiteral("move-block"));
    log->setBlockFilter(0);
    QCOMPARE(log->rowCount(), 1);
    log->setBlockFilter(-1);
    QCOMPARE(log->rowCount(), 11);
}

void TestBattleSession::rule_6_adjustFatigueRecordsTheReason()
{
    auto session = started();
    QVERIFY(!session->adjustFatigue(4, 1, QStringLiteral("  ")));
    QVERIFY(!session->lastError().isEmpty());
    QCOMPARE(logCount(*session), 0);
    QVERIFY(session->adjustFatigue(4, 2, QStringLiteral("scenario: the ford is deep")));
    QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{3, 1, 1, 1}));
    const QVariantMap effect = effectOf(session->lastEffects(), QStringLiteral("fatigue"));
    QCOMPARE(effect.value(QStringLiteral("base")).toInt(), 4);
    QCOMPARE(effect.value(QStringLiteral("amount")).toInt(), 2);
    QCOMPARE(effect.value(QStringLiteral("section")).toString(), QStringLiteral("6"));
    BattleLogModel *log = session->log();
    const QString summary = log->data(log->index(0), BattleLogModel::SummaryRole).toString();
    QVERIFY2(summary.contains(QStringLiteral("scenario: the ford is deep")), qPrintable(summary));
    QCOMPARE(session->actionAt(0).value(QStringLiteral("reason")).toString(), QStringLiteral("scenario: the ford is deep"));
    // §6: Fatigue rises by +1 or more.
    QVERIFY(!session->adjustFatigue(4, 0, QStringLiteral("nothing")));
    QVERIFY(session->lastError().endsWith(QStringLiteral("(§6)")));
}

void TestBattleSession::rule_10_shootWithSuppliedDice()
{
    auto session = started();
    QVERIFY(session->endPhase());
    QCOMPARE(session->phase(), QStringLiteral("shoot"));
    // The Velites (Base 0) shoot at the Javelinmen (Base 42).
    const QVariantMap odds = session->shootOdds(0, 42);
    double total = 0;
    for (const QVariant &f : odds.value(QStringLiteral("fatigue")).toList())
        total += f.toMap().value(QStringLiteral("chance")).toDouble();
    QVERIFY(std::abs(total - 1.0) < 1e-9);
    QVERIFY(odds.value(QStringLiteral("anyEffect")).toDouble() > 0);
    QVERIFY2(session->shoot(0, 42, {5}, {2}), qPrintable(session->lastError()));
    QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("volley")));
    QCOMPARE(fatigues(session->blocksB(), 12).value(0), 4);
}

void TestBattleSession::rule_10_shootOddsRefuseWhatShootRefuses()
{
    auto session = started();
    QVERIFY(session->endPhase());
    QCOMPARE(session->phase(), QStringLiteral("shoot"));
    // Medium infantry do not shoot (ruling R38): no odds, the reason instead.
    const QVariantMap medium = session->shootOdds(4, 26);
    QCOMPARE(medium.value(QStringLiteral("legal")).toBool(), false);
    QVERIFY2(medium.value(QStringLiteral("error")).toString().contains(QStringLiteral("R38")),
             qPrintable(medium.value(QStringLiteral("error")).toString()));
    QVERIFY(!medium.contains(QStringLiteral("fatigue")));
    QVERIFY(!session->shoot(4, 26, {}, {}));
    // The Velites (Base 0, Skirmishers, weight 1) at the Warband (Base 26, weight 3): legal, weight shift -2.
    const QVariantMap open = session->shootOdds(0, 26);
    QCOMPARE(open.value(QStringLiteral("legal")).toBool(), true);
    QCOMPARE(open.value(QStringLiteral("weightShift")).toInt(), -2);
    QCOMPARE(open.value(QStringLiteral("targetWeight")).toInt(), 3);
    // §8.2: the Warband in rough ground fights as weight 2; Skirmishers are never reduced.
    const QVariantMap rough = session->shootOdds(0, 26, QString(), QStringLiteral("rough"));
    QCOMPARE(rough.value(QStringLiteral("legal")).toBool(), true);
    QCOMPARE(rough.value(QStringLiteral("targetWeight")).toInt(), 2);
    QCOMPARE(rough.value(QStringLiteral("weightShift")).toInt(), -1);
    QVERIFY(rough.value(QStringLiteral("anyEffect")).toDouble() > open.value(QStringLiteral("anyEffect")).toDouble());
    const QVariantMap swamp = session->shootOdds(0, 26, QStringLiteral("swamp"), QString());
    QCOMPARE(swamp.value(QStringLiteral("firerWeight")).toInt(), 1);
    QCOMPARE(swamp.value(QStringLiteral("weightShift")).toInt(), -2);
    const QVariantMap lava = session->shootOdds(0, 26, QStringLiteral("lava"), QString());
    QCOMPARE(lava.value(QStringLiteral("legal")).toBool(), false);
    QVERIFY2(lava.value(QStringLiteral("error")).toString().contains(QStringLiteral("lava")),
             qPrintable(lava.value(QStringLiteral("error")).toString()));

    // The volley in rough ground: 5 against 2, shift -1, is 2 Fatigue (on open ground it would be 1).
    QCOMPARE(session->baseInfo(0).value(QStringLiteral("fired")).toBool(), false);
    QVERIFY2(session->shoot(0, 26, {5}, {2}, QString(), QStringLiteral("rough")), qPrintable(session->lastError()));
    QCOMPARE(session->baseInfo(26).value(QStringLiteral("fatigue")).toInt(), 3);
    QCOMPARE(session->baseInfo(0).value(QStringLiteral("fired")).toBool(), true);
    QCOMPARE(session->baseInfo(1).value(QStringLiteral("fired")).toBool(), false);
    const QVariantList velites = blockData(session->blocksA(), 0, BattleBlocksModel::BasesRole).toList();
    for (const QVariant &b : velites) {
        const QVariantMap base = b.toMap();
        QCOMPARE(base.value(QStringLiteral("fired")).toBool(), base.value(QStringLiteral("baseId")).toInt() == 0);
    }
    // Once fired, its odds say why it cannot shoot again this phase.
    const QVariantMap again = session->shootOdds(0, 27);
    QCOMPARE(again.value(QStringLiteral("legal")).toBool(), false);
    QVERIFY2(again.value(QStringLiteral("error")).toString().contains(QStringLiteral("already shot")),
             qPrintable(again.value(QStringLiteral("error")).toString()));
}
