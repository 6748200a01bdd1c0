// The battle companion's session (app/battle/battlesession.h): a battle started from
// the built-in armies with its options, the look-ups the pages use, the battles
// kept in the store, resumed by a new session, exported, imported and removed.
#include "battlefixture.h"
#include "combatcontroller.h"
#include "movecontroller.h"
#include "shootcontroller.h"
#include "umpirecontroller.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "record/battlecodec.h"
#include "record/battlefile.h"
#endif

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <memory>

using namespace battlefixture;

class TestBattleSession : public QObject, protected BattleFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpCatalog(); }
    void init() { setUpStore(); }

    void rule_6_startShowsEveryBaseAtFatigueOne()
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
        QCOMPARE(session->armyA().startingBases, 24);
        QCOMPARE(session->armyA().breakAt, 8);
        QCOMPARE(session->armyA().leftBeforeBreak, 7);
        QCOMPARE(session->armyB().breakAt, 8);
        QCOMPARE(session->armyB().name, QStringLiteral("Gallic"));
        QCOMPARE(session->options().value(QStringLiteral("combat_die")).toString(), QStringLiteral("averaging"));
        QCOMPARE(session->battles()->rowCount(), 1);
        QCOMPARE(session->battles()->data(session->battles()->index(0), StoredBattlesModel::CurrentRole).toBool(), true);
        QCOMPARE(session->lastBattleId(), session->battleId());
        QVERIFY(session->endPhase());
        QCOMPARE(session->battles()->data(session->battles()->index(0), StoredBattlesModel::EntriesRole).toInt(), 1);
    }

    void lookUpsForThePages()
    {
        const int gallic = m_catalog->indexOf(QStringLiteral("Gallic"));
        BattleSession session;
        QVERIFY(session.openStore(storePath()));
        QVERIFY(session.baseInfo(0).isEmpty());
        const auto army = m_catalog->data(m_catalog->index(gallic), ArmyCatalog::SummaryRole).value<ArmySummary>();
        QCOMPARE(army.name, QStringLiteral("Gallic"));
        QCOMPARE(army.bases, 24);
        QCOMPARE(army.breakAt, 8); // §12.1, R7
        QVERIFY(!m_catalog->data(m_catalog->index(99), ArmyCatalog::SummaryRole).isValid());
        auto playing = started();
        const QVariantMap base = playing->baseInfo(26);
        QCOMPARE(base.value(QStringLiteral("block")).toInt(), Warband);
        QCOMPARE(base.value(QStringLiteral("side")).toInt(), 1);
        QCOMPARE(base.value(QStringLiteral("label")).toString(), QStringLiteral("WAR 1\u00B71, Warband")); // its table label (issue 13)
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

    void startBattle_refusesBadOptions_data()
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

    void startBattle_refusesBadOptions()
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

    void startBattle_takesOptionsAndTitle()
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

    void everyRefusalIsTold()
    {
        auto session = started();
        QSignalSpy errors(session.get(), &BattleSession::lastErrorChanged);
        const int serial = session->errorSerial();
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}}));
        const QString first = session->lastError();
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}}));
        QCOMPARE(session->lastError(), first);
        QCOMPARE(errors.count(), 2);
        QCOMPARE(session->errorSerial(), serial + 2);
        QVERIFY(session->endPhase());
        QVERIFY(session->lastError().isEmpty());
        QCOMPARE(errors.count(), 3);
        QCOMPARE(session->errorSerial(), serial + 2);
    }

    void logFiltersAreForOneBattle()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
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

    void importRefusesTrackedPositions()
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
        QVERIFY(writeRevealed(tracked.value(), path));
        const QByteArray hash = stateHash(*session);
        const qint64 open = session->battleId();
        QVERIFY(!session->importBattle(QUrl::fromLocalFile(path)));
        QVERIFY2(session->lastError().contains(QStringLiteral("tracks positions on a hex map")), qPrintable(session->lastError()));
        QVERIFY(session->lastError().contains(path));
        QCOMPARE(session->battles()->rowCount(), 1);
        QCOMPARE(session->battleId(), open);
        QCOMPARE(stateHash(*session), hash);
    }

    void newSessionResumesTheLastBattle()
    {
        qint64 id = 0;
        QByteArray hash;
        int entries = 0;
        {
            auto session = started();
            QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
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
        QVERIFY(UmpireController(&again).verify().isEmpty());
        // And it goes on being recorded.
        QVERIFY(again.endPhase());
        QCOMPARE(logCount(again), entries + 1);
        QVERIFY(!again.resume(id + 100));
        QVERIFY(!again.lastError().isEmpty());
    }

    // A first launch: no store on the device yet. Nothing is made on the way to the first
    // frame; there is no battle to continue; the store is made when the first battle begins.
    void aDeviceWithoutAStoreMakesItWhenABattleBegins()
    {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        const QString path = QDir(folder).filePath(QStringLiteral("battles.sqlite"));
        // No store, nor what SQLite keeps beside one, from an earlier run of the test.
        const auto removeStore = [&path] {
            for (const char *suffix : {"", "-wal", "-shm", "-journal"})
                QFile::remove(path + QLatin1String(suffix));
        };
        removeStore();
        QVERIFY(!QFileInfo::exists(path));
        qint64 id = 0;
        {
            BattleSession session;
            QCoreApplication::processEvents(); // the launch's first turn of the event loop
            QVERIFY(!session.hasLastBattle());
            QVERIFY(!session.resumeLast());
            QCOMPARE(session.lastError(), QStringLiteral("No battle is kept on this device yet."));
            QVERIFY2(!QFileInfo::exists(path), "no store is made before a battle begins");
            QCOMPARE(session.battles()->rowCount(), 0);

            const int roman = m_catalog->indexOf(QStringLiteral("Mid-Republican Roman"));
            const int gallic = m_catalog->indexOf(QStringLiteral("Gallic"));
            QVERIFY2(session.startBattle(m_catalog.get(), roman, gallic, {}, QStringLiteral("Telamon"), {}),
                     qPrintable(session.lastError()));
            QVERIFY(QFileInfo::exists(path));
            QCOMPARE(session.battles()->rowCount(), 1);
            id = session.battleId();
            session.closeBattle();
        }

        // The next launch finds it, and the battle to continue.
        QByteArray hash;
        {
            BattleSession again;
            QCoreApplication::processEvents();
            QCOMPARE(again.lastBattleId(), id);
            QVERIFY2(again.resumeLast(), qPrintable(again.lastError()));
            QCOMPARE(again.battleId(), id);
            QVERIFY(MoveController(&again).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
            hash = stateHash(again);
            again.closeBattle();
        }
        // A player's launch reads it ahead while the window is made (main.cpp), and resumes
        // it as it was left, going on recording.
        {
            BattleSession again;
            again.preloadLast();
            QCoreApplication::processEvents();
            QCOMPARE(again.lastBattleId(), id);
            QVERIFY2(again.resumeLast(), qPrintable(again.lastError()));
            QCOMPARE(again.battleId(), id);
            QCOMPARE(stateHash(again), hash);
            QVERIFY(UmpireController(&again).verify().isEmpty());
            QVERIFY(again.endPhase());
            again.closeBattle();
        }
        QVERIFY(QFileInfo::exists(path));
        removeStore(); // once nothing has it open: the next run starts without a store again
    }

    void exportedBattleVerifies()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        const QString path = m_dir->filePath(QStringLiteral("telamon.json"));
        // In progress: the file keeps the secret back, and its chain verifies.
        QVERIFY2(session->exportBattle(QUrl::fromLocalFile(path), false), qPrintable(session->lastError()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const record::Verification checked = record::BattleFile::verify(file.readAll());
        QVERIFY2(checked.ok, qPrintable(checked.problems.join(QLatin1Char('\n'))));
        QVERIFY(!checked.seedRevealed);
        QCOMPARE(checked.entries, 1);
        QVERIFY(!session->exportBattle(QUrl::fromLocalFile(m_dir->filePath(QStringLiteral("no/such/folder/x.json"))), false));
        QVERIFY(!session->lastError().isEmpty());
    }

    void rule_12_1_resultNamesTheWinnerAndTheFightsThatDecidedIt()
    {
        auto session = hastatiMeetTheWarband();
        // The Warband (8 of the Gauls' 24 Bases) at the brink: average Fatigue 6 (§6).
        for (int base = 26; base <= 33; ++base)
            QVERIFY2(session->adjustFatigue(base, 5, QStringLiteral("a long day")), qPrintable(session->lastError()));
        QVERIFY(!session->result().decided);
        QCOMPARE(session->battles()->data(session->battles()->index(0), StoredBattlesModel::LoserRole).toInt(), -1);

        QVERIFY2(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                                                    {QStringLiteral("base_dice"), roll(5)},
                                                    {QStringLiteral("enemy_dice"), roll(2)}}),
                 qPrintable(session->lastError()));
        const int points = session->pendingLossValue().points;
        QVERIFY(points > 0);
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), points}}),
                 qPrintable(session->lastError()));
        QCOMPARE(session->loserSide(), 1);

        const BattleResultValue result = session->result();
        QVERIFY(result.decided);
        QCOMPARE(result.loserSide, 1);
        QCOMPARE(result.winnerSide, 0);
        QCOMPARE(result.turn, 1);
        QCOMPARE(result.fights.size(), 1);
        const QVariantMap fight = result.fights.at(0).toMap();
        QCOMPARE(fight.value(QStringLiteral("turn")).toInt(), 1);
        QCOMPARE(fight.value(QStringLiteral("loserLabel")).toString(), session->baseInfo(26).value(QStringLiteral("tableLabel")).toString());
        QCOMPARE(fight.value(QStringLiteral("loserBlock")).toString(), QStringLiteral("Warband"));
        QCOMPARE(fight.value(QStringLiteral("winnerLabel")).toString(), session->baseInfo(4).value(QStringLiteral("tableLabel")).toString());
        QCOMPARE(fight.value(QStringLiteral("winnerBlock")).toString(), QStringLiteral("Hastati"));
        QCOMPARE(fight.value(QStringLiteral("margin")).toInt(), points);
        QCOMPARE(fight.value(QStringLiteral("broke")).toStringList(), QStringList{QStringLiteral("Warband")});

        // The saved battles list says so too, as the store keeps it.
        const StoredBattlesModel *battles = session->battles();
        QCOMPARE(battles->data(battles->index(0), StoredBattlesModel::LoserRole).toInt(), 1);
        QCOMPARE(battles->data(battles->index(0), StoredBattlesModel::TurnRole).toInt(), 1);
        QCOMPARE(battles->data(battles->index(0), StoredBattlesModel::PhaseRole).toString(), QStringLiteral("combat"));
        BattleSession again;
        QVERIFY(again.openStore(storePath()));
        QCOMPARE(again.battles()->data(again.battles()->index(0), StoredBattlesModel::LoserRole).toInt(), 1);
        QCOMPARE(again.battles()->data(again.battles()->index(0), StoredBattlesModel::ArmyBRole).toString(), QStringLiteral("Gallic"));

        // Undone, the battle is in progress again.
        QVERIFY(session->undo());
        QVERIFY(!session->result().decided);
        QVERIFY(session->result().fights.isEmpty());
        QCOMPARE(battles->data(battles->index(0), StoredBattlesModel::LoserRole).toInt(), -1);
    }

    void rule_12_1_secretIsExportedOnlyWhileTheBattleIsDecided()
    {
        auto session = started();
        const QByteArray secret = session->battle()->secret().toHex();
        const QString path = m_dir->filePath(QStringLiteral("decided.json"));
        const auto read = [&path] {
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        // In progress: refused, nothing written.
        QVERIFY(!session->exportBattle(QUrl::fromLocalFile(path), true));
        QVERIFY2(session->lastError().contains(QStringLiteral("decided")), qPrintable(session->lastError()));
        QVERIFY(!QFile::exists(path));

        // Decided: the file carries the secret, and every roll replays.
        breakSideB(*session);
        QVERIFY2(session->exportBattle(QUrl::fromLocalFile(path), true), qPrintable(session->lastError()));
        QVERIFY(read().contains(secret));
        const record::Verification checked = record::BattleFile::verify(read());
        QVERIFY2(checked.ok, qPrintable(checked.problems.join(QLatin1Char('\n'))));
        QVERIFY(checked.seedRevealed);
        QVERIFY(checked.replayed);

        // Undone, the battle is in progress again: the secret stays in, whatever is asked.
        QVERIFY(QFile::remove(path));
        QVERIFY(session->undo());
        QCOMPARE(session->loserSide(), -1);
        QVERIFY(!session->exportBattle(QUrl::fromLocalFile(path), true));
        QVERIFY(!QFile::exists(path));
        UmpireController umpire(&*session);
        QVERIFY(!umpire.exportBattle(QUrl::fromLocalFile(path), true));
        QVERIFY(!QFile::exists(path));
        QVERIFY(umpire.exportBattle(QUrl::fromLocalFile(path), false));
        QVERIFY(!read().isEmpty());
        QVERIFY(!read().contains(secret));
        // The umpire's own check still replays the battle, secret and all, in memory.
        QVERIFY(umpire.verify().isEmpty());
    }

    // A battle the app starts binds its dice to the action (rulebook/battle-format.md,
    // The dice), and shows its fingerprint as each turn ends.
    void newBattleBindsItsDiceAndShowsItsFingerprint()
    {
        auto session = started();
        QVERIFY(session->turnEndFingerprint().isEmpty());
        QCOMPARE(session->fingerprint().size(), 8);
        for (int phase = 0; phase < 3; ++phase)
            QVERIFY2(session->endPhase(), qPrintable(session->lastError()));
        QVERIFY(session->turnEndFingerprint().isEmpty());
        QVERIFY2(session->endPhase(), qPrintable(session->lastError())); // Recovery: the turn passes
        const QString shown = session->turnEndFingerprint();
        QCOMPARE(shown.size(), 8);
        QCOMPARE(session->fingerprint(), shown);

        const QString path = m_dir->filePath(QStringLiteral("fingerprint.json"));
        QVERIFY2(session->exportBattle(QUrl::fromLocalFile(path), false), qPrintable(session->lastError()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const QJsonObject seed = QJsonDocument::fromJson(bytes)
                                     .object()
                                     .value(QStringLiteral("setup"))
                                     .toObject()
                                     .value(QStringLiteral("seed"))
                                     .toObject();
        QCOMPARE(seed.value(QStringLiteral("dice")).toString(), QStringLiteral("by-action"));
        const record::Verification checked = record::BattleFile::verify(bytes);
        QVERIFY2(checked.ok, qPrintable(checked.problems.join(QLatin1Char('\n'))));
        QVERIFY(record::BattleFile::checkFingerprint(checked.head, shown).isEmpty());

        // Anything recorded after the turn's end moves the head on, and the card goes.
        QVERIFY(session->endPhase());
        QVERIFY(session->turnEndFingerprint().isEmpty());
        QVERIFY(session->fingerprint() != shown);
    }

    void importedBattleGoesOnWhereItWas()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVERIFY(session->endPhase());
        const QByteArray hash = stateHash(*session);
        const QString path = m_dir->filePath(QStringLiteral("telamon.json"));
        QVERIFY(writeRevealed(*session->battle(), path));
        QVERIFY2(session->importBattle(QUrl::fromLocalFile(path)), qPrintable(session->lastError()));
        QCOMPARE(session->battles()->rowCount(), 2);
        QCOMPARE(stateHash(*session), hash);
        QCOMPARE(session->phase(), QStringLiteral("shoot"));
        QVERIFY(session->title().endsWith(QStringLiteral("(imported)")));
        // The imported battle is kept like any other: it goes on being recorded.
        QVERIFY(session->endPhase());
        QCOMPARE(session->phase(), QStringLiteral("combat"));
    }

    void badBattleFileChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QString();
        QTest::newRow("an army list") << QByteArray(R"({"format": "ancients-army-list", "version": 1})") << QStringLiteral("format");
        QTest::newRow("no secret") << QByteArray() << QStringLiteral("secret");
        QTest::newRow("a changed die") << QByteArray("tamper") << QStringLiteral("entr");
    }

    void badBattleFileChangesNothing()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        const QString path = m_dir->filePath(QStringLiteral("bad.json"));
        if (bytes.isEmpty() || bytes == "tamper") {
            QVERIFY(bytes == "tamper" ? writeRevealed(*session->battle(), path)
                                      : session->exportBattle(QUrl::fromLocalFile(path), false));
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

    void battleListFollowsTheOpenBattle()
    {
        auto session = started();
        StoredBattlesModel *list = session->battles();
        QSignalSpy resets(list, &QAbstractItemModel::modelReset);
        QSignalSpy changes(list, &QAbstractItemModel::dataChanged);
        const auto entries = [&] { return list->data(list->index(0), StoredBattlesModel::EntriesRole).toInt(); };
        QCOMPARE(entries(), 0);
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
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

    void sessionPlaysOnTheStoreItIsGiven()
    {
        // main() makes the store; the session opens it and keeps its battles there, and the
        // store outlives the session.
        record::BattleStore store;
        {
            BattleSession session(&store);
            QVERIFY2(session.openStore(storePath()), qPrintable(session.storeError()));
            QVERIFY(session.startBattle(m_catalog.get(), 0, 1, {}, {}, QStringLiteral("Given")));
            QVERIFY(session.endPhase());
        }
        QVERIFY(store.isOpen());
        QCOMPARE(store.battles().size(), 1);
        QCOMPARE(store.battles().constFirst().title, QStringLiteral("Given"));
    }

    void aStoreThatCannotListItsBattlesSaysSo()
    {
        {
            record::BattleStore store;
            BattleSession session(&store);
            QVERIFY2(session.openStore(storePath()), qPrintable(session.storeError()));
            QVERIFY(session.startBattle(m_catalog.get(), 0, 1, {}, {}, QStringLiteral("First")));
            QVERIFY(session.startBattle(m_catalog.get(), 1, 0, {}, {}, QStringLiteral("Second")));
        }
        // The schema's text is damaged: SQLite opens the store, and listing its battles fails.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(storePath());
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA writable_schema = ON")));
            QVERIFY(query.exec(QStringLiteral("UPDATE sqlite_master SET sql = replace(sql, ' title TEXT', ' tilte TEXT') "
                                              "WHERE name = 'battle'")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        record::BattleStore store;
        BattleSession session(&store);
        session.openStore(storePath());
        // Not an empty list standing in for an error: the store and what failed, for the player.
        QVERIFY2(session.storeError().contains(storePath()), qPrintable(session.storeError()));
        QVERIFY2(session.storeError().contains(QStringLiteral("cannot list the battles")), qPrintable(session.storeError()));
        QCOMPARE(session.lastError(), session.storeError());
    }

    void aReadOnlyStoreIsNamedToThePlayer()
    {
        {
            BattleSession session;
            QVERIFY(session.openStore(storePath()));
            QVERIFY(session.startBattle(m_catalog.get(), 0, 1, {}, {}, QStringLiteral("Kept")));
        }
        // A store SQLite may only read, as on a read-only mount: its battles are listed, and the
        // player is told which store it is and that it is read-only, not that it is damaged.
        BattleSession session;
        QSignalSpy store(&session, &BattleSession::storeChanged);
        QVERIFY2(session.openStore(QStringLiteral("file:%1?mode=ro").arg(storePath())), qPrintable(session.storeError()));
        QVERIFY(store.count() >= 1);
        QVERIFY2(session.storeError().startsWith(QStringLiteral("%1 is read-only").arg(storePath())), qPrintable(session.storeError()));
        QVERIFY2(session.storeError().contains(QStringLiteral("its battles are shown")), qPrintable(session.storeError()));
        QVERIFY(!session.storeError().contains(QStringLiteral("damaged")));
        QCOMPARE(session.lastError(), session.storeError());
        QCOMPARE(session.battles()->rowCount(), 1);
        // A new battle cannot be kept there: refused, naming the store.
        QVERIFY(!session.startBattle(m_catalog.get(), 0, 1, {}, {}, QStringLiteral("Lost")));
        QVERIFY2(session.lastError().contains(storePath()), qPrintable(session.lastError()));
        QVERIFY2(session.lastError().contains(QStringLiteral("reading only")), qPrintable(session.lastError()));
        QCOMPARE(session.battles()->rowCount(), 1);
    }

    void aStoreImportRefusesAnEndlessStream()
    {
        auto session = started();
        QVERIFY(!session->importBattle(QUrl::fromLocalFile(QStringLiteral("/dev/zero"))));
        QVERIFY2(session->lastError().contains(QStringLiteral("larger than 16777216 bytes")), qPrintable(session->lastError()));
    }

    void removeBattle()
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

    void corruptStoreIsRefusedAndLeftAlone()
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
};

QTEST_GUILESS_MAIN(TestBattleSession)
#include "tst_battlesession.moc"
