// The battle companion's phases, played through the session and the panels'
// controllers as QML plays them: moves, splits and merges, volleys, fights,
// losses and their files, and the Blocks models and effects that follow.
#include "battlefixture.h"
#include "combatcontroller.h"
#include "movecontroller.h"
#include "shootcontroller.h"
#include "umpirecontroller.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "record/battlecodec.h"
#include "record/battlefile.h"
#endif

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <memory>

using namespace battlefixture;

class TestBattleSessionPhases : public QObject, protected BattleFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpCatalog(); }
    void init() { setUpStore(); }

    void rule_5_2_moveWithSuppliedDice()
    {
        auto session = started();
        QSignalSpy effects(session.get(), &BattleSession::lastEffectsChanged);
        QSignalSpy game(session.get(), &BattleSession::gameChanged);
        QSignalSpy rows(session->blocksA(), &QAbstractItemModel::dataChanged);
        QSignalSpy resets(session->blocksA(), &QAbstractItemModel::modelReset);
        const QVariantMap first = MoveController(&*session).moveTest(Hastati);
        QCOMPARE(first.value(QStringLiteral("needed")).toInt(), 1);
        QCOMPARE(first.value(QStringLiteral("chanceText")).toString(), QStringLiteral("1"));
        QCOMPARE(first.value(QStringLiteral("chained")).toBool(), false);
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
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
        const QVariantMap chained = MoveController(&*session).moveTest(Hastati);
        QCOMPARE(chained.value(QStringLiteral("chained")).toBool(), true);
        QCOMPARE(chained.value(QStringLiteral("needed")).toInt(), 2);
        QCOMPARE(chained.value(QStringLiteral("chanceText")).toString(), QStringLiteral("5/6"));
        QVERIFY(std::abs(chained.value(QStringLiteral("chance")).toDouble() - 5.0 / 6.0) < 1e-9);
        // §8.1: into rough ground, weight 3 − Going 2 = +1 to every Base.
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(6)}}, QStringLiteral("rough")));
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

    void moveBlock_namesAnIllTypedKey()
    {
        auto session = started();
        const QByteArray before = stateHash(*session);
        QVERIFY(!MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("charge"), QStringLiteral("yes")}}));
        QCOMPARE(session->lastError(), QStringLiteral("move-block.charge: \"yes\" is not true or false"));
        QVERIFY(!MoveController(&*session).moveBlock(Hastati, {}, QStringLiteral("lava")));
        QVERIFY(session->lastError().contains(QStringLiteral("\"lava\"")));
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), QStringLiteral("x")}}));
        QCOMPARE(session->lastError(), QStringLiteral("fight.enemy: \"x\" is not a Base number (0 to 9999)"));
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}}));
        QCOMPARE(session->lastError(), QStringLiteral("fight.enemy: is missing"));
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), 0);
    }

    void commandWithAnUnknownFieldIsRefusedNamingIt()
    {
        auto session = hastatiMeetTheWarband();
        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);
        // Commands are the battle file's fields: an old spelling or a typo is no field of a fight.
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                                                    {QStringLiteral("enemyLapping"), 27}}));
        QCOMPARE(session->lastError(), QStringLiteral("fight.enemyLapping: unknown field"));
        const QVariantMap typo{{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}, {QStringLiteral("enmy"), 27}};
        QVERIFY(!CombatController(&*session).fight(typo));
        QCOMPARE(session->lastError(), QStringLiteral("fight.enmy: unknown field"));
        const QVariantMap odds = CombatController(&*session).oddsOf(typo);
        QVERIFY(!odds.value(QStringLiteral("legal")).toBool());
        QCOMPARE(odds.value(QStringLiteral("error")).toString(), QStringLiteral("fight.enmy: unknown field"));
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), entries);
        // The umpire's amendment reads its fields the same way.
        QVERIFY2(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                                                    {QStringLiteral("base_dice"), roll(5)}, {QStringLiteral("enemy_dice"), roll(2)}}),
                 qPrintable(session->lastError()));
        const int fought = session->battle()->actionCount() - 1;
        QVariantMap amended = UmpireController(&*session).actionAt(fought);
        amended.insert(QStringLiteral("baseGoing"), QStringLiteral("rough"));
        const QVariantMap report = rule(*session, fought, amended, QStringLiteral("the ground"), QStringLiteral("Umpire Varro"));
        QVERIFY(!report.value(QStringLiteral("ok")).toBool());
        QCOMPARE(report.value(QStringLiteral("error")).toString(),
                 QStringLiteral("amend: the corrected fields are not those of a fight: fight.baseGoing: unknown field"));
    }

    void rule_4_refusedActionChangesNothing()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(5)}}));
        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);
        const QVariantList effects = session->lastEffects();
        const int rows = session->log()->rowCount();
        QSignalSpy game(session.get(), &BattleSession::gameChanged);
        QSignalSpy errors(session.get(), &BattleSession::lastErrorChanged);
        // §4: fights are resolved in the Combat phase, not the Move phase.
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}}));
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

    void rule_9_fullCombatFlow()
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
        const QVariantMap odds = CombatController(&*session).oddsOf(pairing);
        QVERIFY2(odds.value(QStringLiteral("legal")).toBool(), qPrintable(odds.value(QStringLiteral("error")).toString()));
        const double sum = odds.value(QStringLiteral("win")).toDouble() + odds.value(QStringLiteral("draw")).toDouble()
            + odds.value(QStringLiteral("lose")).toDouble();
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        QVERIFY(!odds.value(QStringLiteral("winText")).toString().isEmpty());
        // Equal weights and qualities, both formed: the odds are even.
        QCOMPARE(odds.value(QStringLiteral("winText")), odds.value(QStringLiteral("loseText")));
        QCOMPARE(odds.value(QStringLiteral("baseBreakRisk")).toDouble(), 0.0);
        // A pairing the engine refuses is no odds.
        const QVariantMap wrong = CombatController(&*session).oddsOf({{QStringLiteral("base"), 26}, {QStringLiteral("enemy"), 4}});
        QVERIFY(!wrong.value(QStringLiteral("legal")).toBool());
        QVERIFY(wrong.value(QStringLiteral("error")).toString().contains(QStringLiteral("(§4)")));

        QVariantMap rolled = pairing;
        rolled.insert(QStringLiteral("base_dice"), roll(5));
        rolled.insert(QStringLiteral("enemy_dice"), roll(2));
        QVERIFY2(CombatController(&*session).fight(rolled), qPrintable(session->lastError()));
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

        const PendingLossValue pending = session->pendingLossValue();
        QCOMPARE(pending.loser, 26);
        QCOMPARE(pending.winner, 4);
        QCOMPARE(pending.points, 3);
        QCOMPARE(pending.loserSide, 1);
        QCOMPARE(pending.mustEvade, false);
        // §9.5: nothing else happens until the loss is allocated.
        QVERIFY(!session->endPhase());
        QVERIFY(session->lastError().endsWith(QStringLiteral("(§9.5)")));

        // Two points held as Fatigue, one given as ground: the file 26–30 recoils and splits off (§9.6).
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 2},
                                        {QStringLiteral("push_back"), 1},
                                        {QStringLiteral("file"), QVariantList{26, 30}},
                                        {QStringLiteral("seam_bases"), QVariantList{26, 30, 27, 31}}}),
                 qPrintable(session->lastError()));
        QVERIFY(!session->pendingLossValue().pending);
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
        QVERIFY(UmpireController(&*session).verify().isEmpty());
    }

    void rule_9_6_cardsFollowTheFilesThatLeave()
    {
        auto session = hastatiMeetTheWarband();
        // A middle file leaves: 27 / 31 recoils, the far side 28 29 / 32 33 is a Block of its own (§9.6, R31).
        QVERIFY2(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 27},
                                 {QStringLiteral("base_dice"), roll(5)}, {QStringLiteral("enemy_dice"), roll(2)}}),
                 qPrintable(session->lastError()));
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 2},
                                        {QStringLiteral("push_back"), 1},
                                        {QStringLiteral("file"), QVariantList{27, 31}},
                                        {QStringLiteral("seam_bases"), QVariantList{27, 31, 26, 30, 28, 32}},
                                        {QStringLiteral("far_side"), QVariantList{28, 29, 32, 33}}}),
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
        QCOMPARE(MoveController(&*session).wheelCost(far).value(QStringLiteral("frontage")).toInt(), 2);
    }

    void rule_9_6_theLossSuggestsWhatTheFormationShows()
    {
        auto session = hastatiMeetTheWarband();
        // Each Base of the 4 × 2 Warband has its file and rank on the card: 31 is the second file's rear Base.
        for (const QVariant &b : blockData(session->blocksB(), Warband, BattleBlocksModel::BasesRole).toList()) {
            const QVariantMap base = b.toMap();
            const int id = base.value(QStringLiteral("baseId")).toInt();
            QCOMPARE(base.value(QStringLiteral("file")).toInt(), (id - 26) % 4);
            QCOMPARE(base.value(QStringLiteral("rank")).toInt(), (id - 26) / 4);
        }
        QVERIFY2(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 27},
                                 {QStringLiteral("base_dice"), roll(5)}, {QStringLiteral("enemy_dice"), roll(2)}}),
                 qPrintable(session->lastError()));
        // A middle file: it, the files beside it on either seam, and the far side beyond it (§9.6, R31).
        const PendingLossValue pending = session->pendingLossValue();
        QCOMPARE(pending.file, (QList<int>{27, 31}));
        QCOMPARE(pending.seamBases, (QList<int>{26, 27, 28, 30, 31, 32}));
        QCOMPARE(pending.farSide, (QList<int>{28, 29, 32, 33}));
        // The engine takes what it suggests: the seams cost each Base of the file twice.
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 2},
                                        {QStringLiteral("push_back"), 1},
                                        {QStringLiteral("file"), QVariant::fromValue(pending.file)},
                                        {QStringLiteral("seam_bases"), QVariant::fromValue(pending.seamBases)},
                                        {QStringLiteral("far_side"), QVariant::fromValue(pending.farSide)}}),
                 qPrintable(session->lastError()));
        const int file = session->baseInfo(27).value(QStringLiteral("block")).toInt();
        QCOMPARE(fatigues(session->blocksB(), file), (QList<int>{5, 3}));
        QCOMPARE(baseIds(session->blocksB(), session->baseInfo(28).value(QStringLiteral("block")).toInt()),
                 (QList<int>{28, 29, 32, 33}));
    }

    void rule_6_theCardSaysWhatTheBlockCanStillTake()
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

    void rule_6_2_cardsFollowSplitsAndMerges()
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
        QVERIFY2(MoveController(&*session).splitBlock(Warband, {30, 31, 32, 33}, {26, 27, 30, 31}), qPrintable(session->lastError()));
        const int rear = session->baseInfo(30).value(QStringLiteral("block")).toInt();
        QCOMPARE(shape(Warband), (QList<int>{4, 1}));
        QCOMPARE(shape(rear), (QList<int>{4, 1}));
        // The front rank merges into the rear one: 4 × 2 again, front rank first.
        QVERIFY2(MoveController(&*session).mergeBlocks(rear, Warband, {26, 27, 30, 31}), qPrintable(session->lastError()));
        QCOMPARE(shape(rear), (QList<int>{4, 2}));
        QCOMPARE(baseIds(session->blocksB(), rear), (QList<int>{26, 27, 28, 29, 30, 31, 32, 33}));
        // A file splits off: 1 × 2, and the rest 3 × 2.
        QVERIFY2(MoveController(&*session).splitBlock(rear, {29, 33}, {28, 29, 32, 33}), qPrintable(session->lastError()));
        const int right = session->baseInfo(29).value(QStringLiteral("block")).toInt();
        QCOMPARE(shape(right), (QList<int>{1, 2}));
        QCOMPARE(shape(rear), (QList<int>{3, 2}));
        QCOMPARE(baseIds(session->blocksB(), rear), (QList<int>{26, 27, 28, 30, 31, 32}));
    }

    void rule_11_1_fightOddsCountTheShockCharge()
    {
        auto session = started();
        // The Roman equites (Block 5, Bases 19–20) charge on a chained second move after a full first (§5.3).
        constexpr int equites = 5;
        constexpr int nobles = 7;
        QVERIFY(MoveController(&*session).moveBlock(equites, {{QStringLiteral("dice"), roll(6)}}));
        QVERIFY(session->setContact(equites, nobles, true));
        QVERIFY(MoveController(&*session).moveBlock(equites, {{QStringLiteral("dice"), roll(6)}, {QStringLiteral("charge"), true}}));
        QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("shock-charge")));
        QCOMPARE(blockData(session->blocksA(), equites, BattleBlocksModel::ShockChargeRole).toBool(), true);
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        const QVariantMap pairing{{QStringLiteral("base"), 19}, {QStringLiteral("enemy"), 24}};
        const QVariantMap odds = CombatController(&*session).oddsOf(pairing);
        QVERIFY2(odds.value(QStringLiteral("legal")).toBool(), qPrintable(odds.value(QStringLiteral("error")).toString()));
        int shock = 0;
        for (const QVariant &m : odds.value(QStringLiteral("baseModifiers")).toList()) {
            if (m.toMap().value(QStringLiteral("section")).toString() == QStringLiteral("11.1"))
                shock += m.toMap().value(QStringLiteral("value")).toInt();
        }
        QVERIFY(shock > 0);
        QVERIFY(odds.value(QStringLiteral("win")).toDouble() > odds.value(QStringLiteral("lose")).toDouble());
        QVariantMap rolled = pairing;
        rolled.insert(QStringLiteral("base_dice"), roll(3));
        rolled.insert(QStringLiteral("enemy_dice"), roll(3, 3));
        QVERIFY2(CombatController(&*session).fight(rolled), qPrintable(session->lastError()));
        QCOMPARE(session->lastFight().value(QStringLiteral("baseModifiers")), odds.value(QStringLiteral("baseModifiers")));
        QCOMPARE(session->lastFight().value(QStringLiteral("enemyModifiers")), odds.value(QStringLiteral("enemyModifiers")));
    }

    void rule_5_5_wheelCostIsShownBeforeTheWheel()
    {
        auto session = started();
        // Hastati: 4 × 1 medium infantry; the far corner of a wheel travels max(4 − 1, 1 − 1) = 3.
        const QVariantMap fresh = MoveController(&*session).wheelCost(Hastati);
        QCOMPARE(fresh.value(QStringLiteral("frontage")).toInt(), 4);
        QCOMPARE(fresh.value(QStringLiteral("depth")).toInt(), 1);
        const int allowance = ancients::moveAllowance(ancients::TroopType::MediumInfantry);
        const int moves = (3 + allowance - 1) / allowance;
        QCOMPARE(fresh.value(QStringLiteral("moves")).toInt(), moves);
        QCOMPARE(fresh.value(QStringLiteral("fatigue")).toInt(), moves - 1); // the first move is free (§5.2)
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(6)}}));
        QCOMPARE(MoveController(&*session).wheelCost(Hastati).value(QStringLiteral("fatigue")).toInt(), moves);
        QVERIFY(MoveController(&*session).wheelCost(99).isEmpty());
    }

    void rule_6_2_previewSplitChangesNothing()
    {
        auto session = started();
        const QByteArray before = stateHash(*session);
        const QVariantMap preview = MoveController(&*session).previewSplit(Hastati, {6, 7}, {5, 6});
        QVERIFY2(preview.value(QStringLiteral("legal")).toBool(), qPrintable(preview.value(QStringLiteral("error")).toString()));
        const QVariantList fatigue = preview.value(QStringLiteral("fatigue")).toList();
        QCOMPARE(fatigue.size(), 2);
        QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("base")).toInt(), 5);
        QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("amount")).toInt(), 1);
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), 0);
        QCOMPARE(session->blocksA()->rowCount(), 7);
        // §6.2: every split opens a seam; naming none is refused, with nothing recorded.
        const QVariantMap refused = MoveController(&*session).previewSplit(Hastati, {7}, {});
        QVERIFY(!refused.value(QStringLiteral("legal")).toBool());
        QVERIFY(refused.value(QStringLiteral("error")).toString().endsWith(QStringLiteral("(§6.2)")));
        QCOMPARE(logCount(*session), 0);
        // Confirmed, it does what the preview said.
        QVERIFY(MoveController(&*session).splitBlock(Hastati, {6, 7}, {5, 6}));
        QCOMPARE(session->blocksA()->rowCount(), 8);
        QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{1, 2}));
        const QVariantMap merge = MoveController(&*session).previewMerge(Hastati, 14, {5, 6});
        QVERIFY2(merge.value(QStringLiteral("legal")).toBool(), qPrintable(merge.value(QStringLiteral("error")).toString()));
        QCOMPARE(merge.value(QStringLiteral("fatigue")).toList().size(), 2);
    }

    void rule_6_2_theSeamThePlayersNameIsInThePanelsPreview()
    {
        // The Move panel's split: the Bases that leave, then the seam's Bases as the players name them.
        auto session = started();
        MoveController moving(&*session);
        moving.setBlock(Hastati);
        moving.setTask(QStringLiteral("split"));
        moving.setMarked({6, 7});
        QVERIFY(!moving.seamPreview().value(QStringLiteral("legal")).toBool());
        QVERIFY(moving.seamPreview().value(QStringLiteral("error")).toString().endsWith(QStringLiteral("(§6.2)")));
        QSignalSpy changed(&moving, &MoveController::changed);
        moving.setSeams({5, 6});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(moving.seams(), (QList<int>{5, 6}));
        QVERIFY2(moving.seamPreview().value(QStringLiteral("legal")).toBool(),
                 qPrintable(moving.seamPreview().value(QStringLiteral("error")).toString()));
        const QVariantList fatigue = moving.seamPreview().value(QStringLiteral("fatigue")).toList();
        QCOMPARE(fatigue.size(), 2);
        QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("base")).toInt(), 5);
        QCOMPARE(fatigue.at(1).toMap().value(QStringLiteral("base")).toInt(), 6);
        QCOMPARE(logCount(*session), 0); // a preview records nothing
    }

    void rule_6_adjustFatigueRecordsTheReason()
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
        QCOMPARE(UmpireController(&*session).actionAt(0).value(QStringLiteral("note")).toString(), QStringLiteral("scenario: the ford is deep"));
        // §6: Fatigue rises by +1 or more.
        QVERIFY(!session->adjustFatigue(4, 0, QStringLiteral("nothing")));
        QVERIFY(session->lastError().endsWith(QStringLiteral("(§6)")));
    }

    void rule_6_1_theOwnerDeclinesAPullInSmoothing()
    {
        auto session = started();
        QVERIFY(session->adjustFatigue(5, 3, QStringLiteral("worn")));
        QVERIFY(session->smoothing().isEmpty()); // only as the Recovery phase ends
        for (int phase = 0; phase < 3; ++phase)
            QVERIFY(session->endPhase());
        QCOMPARE(session->battle()->state().phase, ancients::Phase::Recovery);
        // After recovery the Hastati stand 1, 3, 1, 1: three Bases may pull, only the first finds a donor.
        QVariantList offered = session->smoothing();
        QCOMPARE(offered.size(), 3);
        QCOMPARE(offered.at(0).toMap().value(QStringLiteral("base")).toInt(), 4);
        QCOMPARE(offered.at(0).toMap().value(QStringLiteral("donor")).toInt(), 5);
        QCOMPARE(offered.at(1).toMap().value(QStringLiteral("donor")).toInt(), -1);
        // Ruling R17: the owner declines Base 4's pull; the donor goes to the next Base.
        QSignalSpy changed(session.get(), &BattleSession::smoothingChanged);
        session->setSmoothingDeclined(4, true);
        QCOMPARE(changed.count(), 1);
        offered = session->smoothing();
        QVERIFY(offered.at(0).toMap().value(QStringLiteral("declined")).toBool());
        QCOMPARE(offered.at(1).toMap().value(QStringLiteral("base")).toInt(), 6);
        QCOMPARE(offered.at(1).toMap().value(QStringLiteral("donor")).toInt(), 5);
        QVERIFY(session->endPhase());
        QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{1, 2, 2, 1}));
        QVERIFY(session->smoothing().isEmpty());
        // The record keeps the decline: the log says it, and a replay of the file agrees.
        BattleLogModel *log = session->log();
        QStringList said;
        for (const QVariant &effect : log->data(log->index(0), BattleLogModel::EffectsRole).toList())
            said.append(effect.toMap().value(QStringLiteral("text")).toString());
        QVERIFY2(said.join(u'\n').contains(QStringLiteral("declines to pull")), qPrintable(said.join(u'\n')));
        QCOMPARE(UmpireController(&*session).actionAt(4).value(QStringLiteral("decline_smoothing")).toList(),
                 (QVariantList{4}));
    }

    void rule_10_shootWithSuppliedDice()
    {
        auto session = started();
        QVERIFY(session->endPhase());
        QCOMPARE(session->phase(), QStringLiteral("shoot"));
        // The Velites (Base 0) shoot at the Javelinmen (Base 42).
        const QVariantMap odds = ShootController(&*session).oddsOf(0, 42);
        double total = 0;
        for (const QVariant &f : odds.value(QStringLiteral("fatigue")).toList())
            total += f.toMap().value(QStringLiteral("chance")).toDouble();
        QVERIFY(std::abs(total - 1.0) < 1e-9);
        QVERIFY(odds.value(QStringLiteral("anyEffect")).toDouble() > 0);
        QVERIFY2(ShootController(&*session).shoot(0, 42, roll(5), roll(2)), qPrintable(session->lastError()));
        QVERIFY(hasEffect(session->lastEffects(), QStringLiteral("volley")));
        QCOMPARE(fatigues(session->blocksB(), 12).value(0), 4);
    }

    void rule_10_shootOddsRefuseWhatShootRefuses()
    {
        auto session = started();
        QVERIFY(session->endPhase());
        QCOMPARE(session->phase(), QStringLiteral("shoot"));
        // Medium infantry do not shoot (ruling R38): no odds, the reason instead.
        const QVariantMap medium = ShootController(&*session).oddsOf(4, 26);
        QCOMPARE(medium.value(QStringLiteral("legal")).toBool(), false);
        QVERIFY2(medium.value(QStringLiteral("error")).toString().contains(QStringLiteral("R38")),
                 qPrintable(medium.value(QStringLiteral("error")).toString()));
        QVERIFY(!medium.contains(QStringLiteral("fatigue")));
        QVERIFY(!ShootController(&*session).shoot(4, 26, {}, {}));
        // The Velites (Base 0, Skirmishers, weight 1) at the Warband (Base 26, weight 3): legal, weight shift -2.
        const QVariantMap open = ShootController(&*session).oddsOf(0, 26);
        QCOMPARE(open.value(QStringLiteral("legal")).toBool(), true);
        QCOMPARE(open.value(QStringLiteral("weightShift")).toInt(), -2);
        QCOMPARE(open.value(QStringLiteral("targetWeight")).toInt(), 3);
        // §8.2: the Warband in rough ground fights as weight 2; Skirmishers are never reduced.
        const QVariantMap rough = ShootController(&*session).oddsOf(0, 26, QString(), QStringLiteral("rough"));
        QCOMPARE(rough.value(QStringLiteral("legal")).toBool(), true);
        QCOMPARE(rough.value(QStringLiteral("targetWeight")).toInt(), 2);
        QCOMPARE(rough.value(QStringLiteral("weightShift")).toInt(), -1);
        QVERIFY(rough.value(QStringLiteral("anyEffect")).toDouble() > open.value(QStringLiteral("anyEffect")).toDouble());
        const QVariantMap swamp = ShootController(&*session).oddsOf(0, 26, QStringLiteral("swamp"), QString());
        QCOMPARE(swamp.value(QStringLiteral("firerWeight")).toInt(), 1);
        QCOMPARE(swamp.value(QStringLiteral("weightShift")).toInt(), -2);
        const QVariantMap lava = ShootController(&*session).oddsOf(0, 26, QStringLiteral("lava"), QString());
        QCOMPARE(lava.value(QStringLiteral("legal")).toBool(), false);
        QVERIFY2(lava.value(QStringLiteral("error")).toString().contains(QStringLiteral("lava")),
                 qPrintable(lava.value(QStringLiteral("error")).toString()));

        // The volley in rough ground: 5 against 2, shift -1, is 2 Fatigue (on open ground it would be 1).
        QCOMPARE(session->baseInfo(0).value(QStringLiteral("fired")).toBool(), false);
        QVERIFY2(ShootController(&*session).shoot(0, 26, roll(5), roll(2), QString(), QStringLiteral("rough")), qPrintable(session->lastError()));
        QCOMPARE(session->baseInfo(26).value(QStringLiteral("fatigue")).toInt(), 3);
        QCOMPARE(session->baseInfo(0).value(QStringLiteral("fired")).toBool(), true);
        QCOMPARE(session->baseInfo(1).value(QStringLiteral("fired")).toBool(), false);
        const QVariantList velites = blockData(session->blocksA(), 0, BattleBlocksModel::BasesRole).toList();
        for (const QVariant &b : velites) {
            const QVariantMap base = b.toMap();
            QCOMPARE(base.value(QStringLiteral("fired")).toBool(), base.value(QStringLiteral("baseId")).toInt() == 0);
        }
        // Once fired, its odds say why it cannot shoot again this phase.
        const QVariantMap again = ShootController(&*session).oddsOf(0, 27);
        QCOMPARE(again.value(QStringLiteral("legal")).toBool(), false);
        QVERIFY2(again.value(QStringLiteral("error")).toString().contains(QStringLiteral("already shot")),
                 qPrintable(again.value(QStringLiteral("error")).toString()));
    }
};

QTEST_GUILESS_MAIN(TestBattleSessionPhases)
#include "tst_battlesession_phases.moc"
