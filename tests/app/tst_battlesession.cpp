// The battle companion's bridge (app/battlesession.h): a battle started from the
// built-in armies, played through the game record and kept in the store, as QML
// sees it: Blocks models, effects, the last fight, the log, undo and redo, the
// umpire's amendment, and the battle resumed by a new session on the same store.
#include "armycatalog.h"
#include "battlesession.h"
#include "combatcontroller.h"
#include "movecontroller.h"
#include "shootcontroller.h"
#include "umpirecontroller.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "record/battlecodec.h"
#include "record/battlefile.h"
#include "sessionmaps.h"
#endif

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

QByteArray stateHash(const BattleSession &session)
{
    return session.battle() ? record::BattleCodec::stateHash(session.battle()->state()) : QByteArray();
}

int logCount(const BattleSession &session)
{
    return session.battle() ? static_cast<int>(session.battle()->log().size()) : -1;
}

/** The row of Block @p block in @p model, −1 if it is not listed. */
int rowOf(const BattleBlocksModel *model, int block)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->data(model->index(row), BattleBlocksModel::BlockIdRole).toInt() == block)
            return row;
    }
    return -1;
}

QVariant blockData(const BattleBlocksModel *model, int block, int role)
{
    return model->data(model->index(rowOf(model, block)), role);
}

/** The Fatigue of every Base of Block @p block, in the model's order. */
QList<int> fatigues(const BattleBlocksModel *model, int block)
{
    QList<int> out;
    for (const QVariant &base : blockData(model, block, BattleBlocksModel::BasesRole).toList())
        out.append(base.toMap().value(QStringLiteral("fatigue")).toInt());
    return out;
}

QList<int> baseIds(const BattleBlocksModel *model, int block)
{
    QList<int> out;
    for (const QVariant &base : blockData(model, block, BattleBlocksModel::BasesRole).toList())
        out.append(base.toMap().value(QStringLiteral("baseId")).toInt());
    return out;
}

bool hasEffect(const QVariantList &effects, const QString &kind)
{
    return std::any_of(effects.begin(), effects.end(),
                       [&](const QVariant &e) { return e.toMap().value(QStringLiteral("kind")).toString() == kind; });
}

QVariantMap effectOf(const QVariantList &effects, const QString &kind)
{
    for (const QVariant &e : effects) {
        if (e.toMap().value(QStringLiteral("kind")).toString() == kind)
            return e.toMap();
    }
    return {};
}

} // namespace

class TestBattleSession : public QObject
{
    Q_OBJECT

private:
    // Side A: Mid-Republican Roman, Blocks 0–6 (Velites Bases 0–3, Hastati 4–7,
    // Principes 8–11, Triarii 12–13, Allied Italian foot 14–18, equites 19–20,
    // Allied Italian horse 21–23). Side B: Gallic, Blocks 7–13 (Noble cavalry
    // 24–25, Warband 26–33 in two ranks of four, ...).
    static constexpr int Hastati = 1;
    static constexpr int Warband = 8;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ArmyCatalog> m_catalog;

    QString storePath() const { return m_dir->filePath(QStringLiteral("battles.sqlite")); }

    /** A session on the test's store with a new Roman v Gallic battle open. */
    std::unique_ptr<BattleSession> started()
    {
        auto session = std::make_unique<BattleSession>();
        if (!session->openStore(storePath()))
            qFatal("openStore: %s", qPrintable(session->storeError()));
        const int roman = m_catalog->indexOf(QStringLiteral("Mid-Republican Roman"));
        const int gallic = m_catalog->indexOf(QStringLiteral("Gallic"));
        if (!session->startBattle(m_catalog.get(), roman, gallic, {}, QStringLiteral("Telamon"), {}))
            qFatal("startBattle: %s", qPrintable(session->lastError()));
        return session;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_catalog = std::make_unique<ArmyCatalog>();
        QVERIFY(m_catalog->indexOf(QStringLiteral("Mid-Republican Roman")) >= 0);
        QVERIFY(m_catalog->indexOf(QStringLiteral("Gallic")) >= 0);
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

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
        const QVariantMap army = session.armySummary(m_catalog.get(), gallic);
        QCOMPARE(army.value(QStringLiteral("name")).toString(), QStringLiteral("Gallic"));
        QCOMPARE(army.value(QStringLiteral("bases")).toInt(), 24);
        QCOMPARE(army.value(QStringLiteral("breakAt")).toInt(), 8); // §12.1, R7
        QVERIFY(session.armySummary(m_catalog.get(), 99).isEmpty());
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
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
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
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{6}},
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

    void moveBlock_namesAnIllTypedKey()
    {
        auto session = started();
        const QByteArray before = stateHash(*session);
        QVERIFY(!MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("charge"), QStringLiteral("yes")}}));
        QCOMPARE(session->lastError(), QStringLiteral("move-block: \"charge\" must be true or false"));
        QVERIFY(!MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("going"), QStringLiteral("lava")}}));
        QVERIFY(session->lastError().contains(QStringLiteral("\"lava\"")));
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), QStringLiteral("x")}}));
        QCOMPARE(session->lastError(), QStringLiteral("fight: \"enemy\" must be a Base number"));
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}}));
        QCOMPARE(session->lastError(), QStringLiteral("fight: \"enemy\" must be a Base number"));
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), 0);
    }

    void rule_4_refusedActionChangesNothing()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{5}}}));
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
        rolled.insert(QStringLiteral("baseDice"), QVariantList{5});
        rolled.insert(QStringLiteral("enemyDice"), QVariantList{2});
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
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 2},
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
        QVERIFY(UmpireController(&*session).verify().isEmpty());
    }

    /** The Combat phase of turn 1 with the Hastati (Bases 4–7) in contact with the Warband (26–33). */
    std::unique_ptr<BattleSession> hastatiMeetTheWarband()
    {
        auto session = started();
        if (!session->setContact(Hastati, Warband, true) || !session->endPhase() || !session->endPhase())
            qFatal("to the Combat phase: %s", qPrintable(session->lastError()));
        return session;
    }

    void rule_9_6_cardsFollowTheFilesThatLeave()
    {
        auto session = hastatiMeetTheWarband();
        // A middle file leaves: 27 / 31 recoils, the far side 28 29 / 32 33 is a Block of its own (§9.6, R31).
        QVERIFY2(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 27},
                                 {QStringLiteral("baseDice"), QVariantList{5}}, {QStringLiteral("enemyDice"), QVariantList{2}}}),
                 qPrintable(session->lastError()));
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 2},
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
                                 {QStringLiteral("baseDice"), QVariantList{5}}, {QStringLiteral("enemyDice"), QVariantList{2}}}),
                 qPrintable(session->lastError()));
        // A middle file: it, the files beside it on either seam, and the far side beyond it (§9.6, R31).
        const QVariantMap pending = session->pendingLoss();
        QCOMPARE(pending.value(QStringLiteral("file")).toList(), (QVariantList{27, 31}));
        QCOMPARE(pending.value(QStringLiteral("seamBases")).toList(), (QVariantList{26, 27, 28, 30, 31, 32}));
        QCOMPARE(pending.value(QStringLiteral("farSide")).toList(), (QVariantList{28, 29, 32, 33}));
        // The engine takes what it suggests: the seams cost each Base of the file twice.
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 2},
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

    void rule_9_5_lastFightIsTheOneInForce()
    {
        auto session = hastatiMeetTheWarband();
        const auto fight = [&](int base, int enemy) {
            return CombatController(&*session).fight({{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy},
                                   {QStringLiteral("baseDice"), QVariantList{5}},
                                   {QStringLiteral("enemyDice"), QVariantList{2}}});
        };
        QVERIFY2(fight(4, 26), qPrintable(session->lastError()));
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 3}}), qPrintable(session->lastError()));
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
        QVariantMap first = UmpireController(&*session).actionAt(3);
        QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("fight"));
        first.insert(QStringLiteral("baseDice"), QVariantList{3});
        const QVariantMap amended = UmpireController(&*session).amend(3, first, QStringLiteral("the die showed 3"));
        QVERIFY2(amended.value(QStringLiteral("ok")).toBool(), qPrintable(amended.value(QStringLiteral("error")).toString()));
        QCOMPARE(session->lastFight().value(QStringLiteral("baseRoll")).toMap().value(QStringLiteral("kept")).toInt(), 3);
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
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
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

    void amendRefillsTheLaterRows()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
        QVERIFY(session->adjustFatigue(4, 2, QStringLiteral("a ford")));
        BattleLogModel *log = session->log();
        const auto effectText = [&] {
            return log->data(log->index(0), BattleLogModel::EffectsRole).toList().value(0).toMap().value(QStringLiteral("text")).toString();
        };
        QVERIFY2(effectText().contains(QStringLiteral("(now 3)")), qPrintable(effectText()));
        QVariantMap move = UmpireController(&*session).actionAt(0);
        move.insert(QStringLiteral("going"), QStringLiteral("rough")); // +1 to every Base (§8.1)
        QVERIFY(UmpireController(&*session).amend(0, move, QStringLiteral("the stream bed")).value(QStringLiteral("ok")).toBool());
        // Row 0 is the amendment; row 1 the Fatigue added after it, as it stands now.
        QCOMPARE(log->data(log->index(0), BattleLogModel::TypeRole).toString(), QStringLiteral("amend"));
        const QString later = log->data(log->index(1), BattleLogModel::EffectsRole).toList().value(0).toMap()
                                  .value(QStringLiteral("text")).toString();
        QVERIFY2(later.contains(QStringLiteral("(now 4)")), qPrintable(later));
        QCOMPARE(log->data(log->index(1), BattleLogModel::InForceRole).toBool(), true);
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

    void amendWithNoChangeKeepsTheAction()
    {
        auto session = hastatiMeetTheWarband();
        // Every kind the panels record, in one battle: facts, fight, loss, then the next turn's moves.
        QVERIFY(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                                {QStringLiteral("baseDice"), QVariantList{5}}, {QStringLiteral("enemyDice"), QVariantList{2}},
                                {QStringLiteral("enemyGoing"), QStringLiteral("rough")}}));
        const int points = session->pendingLoss().value(QStringLiteral("points")).toInt();
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), points}}), qPrintable(session->lastError()));
        QVERIFY(session->adjustFatigue(12, 1, QStringLiteral("a fall")));
        for (int i = 0; i < 3; ++i)
            QVERIFY(session->endPhase());
        QCOMPARE(session->phase(), QStringLiteral("shoot")); // side B's
        QVERIFY2(ShootController(&*session).shoot(42, 0, {4}, {3}), qPrintable(session->lastError()));
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase()); // turn 2, side A moves
        QVERIFY(MoveController(&*session).moveBlock(0, {{QStringLiteral("dice"), QVariantList{6}}, {QStringLiteral("going"), QStringLiteral("rough")},
                                       {QStringLiteral("charge"), true}, {QStringLiteral("climb"), 1}}));
        QVERIFY(MoveController(&*session).pivotBlock(2, 1, {6}));
        QVERIFY2(MoveController(&*session).wheelBlock(3, 12, -1, QVariantList{QVariant(QVariantList{6, 6})}), qPrintable(session->lastError()));
        QVERIFY(MoveController(&*session).splitBlock(4, {17, 18}, {16, 17}));
        QVERIFY2(MoveController(&*session).mergeBlocks(4, session->baseInfo(17).value(QStringLiteral("block")).toInt(), {16, 17}),
                 qPrintable(session->lastError()));
        // One move whose Bases entered different ground (ruling R4).
        QVERIFY(MoveController(&*session).moveBlock(6, {{QStringLiteral("dice"), QVariantList{6}}}));
        const int mixed = session->battle()->actionCount() - 1;
        QVariantMap tiles = UmpireController(&*session).actionAt(mixed);
        tiles.insert(QStringLiteral("terrainEntered"),
                     QVariantMap{{QStringLiteral("21"), QVariantList{QStringLiteral("rough")}},
                                 {QStringLiteral("22"), QVariantList{QStringLiteral("light-woods"), QStringLiteral("open")}}});
        QVERIFY(UmpireController(&*session).amend(mixed, tiles, QStringLiteral("the horse rode through the copse")).value(QStringLiteral("ok")).toBool());
        const auto &mixedMove = std::get<ancients::MoveBlock>(session->battle()->actions().at(static_cast<std::size_t>(mixed)));
        QCOMPARE(mixedMove.terrainEntered.size(), std::size_t(2));
        QCOMPARE(mixedMove.terrainEntered.at(22).size(), std::size_t(2));

        QSet<QString> kinds;
        for (int i = 0; i < session->battle()->actionCount(); ++i) {
            const ancients::Action before = session->battle()->actions().at(static_cast<std::size_t>(i));
            const QVariantMap map = UmpireController(&*session).actionAt(i);
            kinds.insert(map.value(QStringLiteral("kind")).toString());
            const sessionmaps::Built built = sessionmaps::buildAction(map.value(QStringLiteral("kind")).toString(), map,
                                                                      session->battle()->stateAt(i), &before);
            QVERIFY2(built.action && *built.action == before, qPrintable(map.value(QStringLiteral("kind")).toString()));
            // So the umpire's "Amend…" with nothing changed is an amendment of nothing.
            const QVariantMap report = UmpireController(&*session).amend(i, map, QStringLiteral("checked, no change"));
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

    void rule_11_1_fightOddsCountTheShockCharge()
    {
        auto session = started();
        // The Roman equites (Block 5, Bases 19–20) charge on a chained second move after a full first (§5.3).
        constexpr int equites = 5;
        constexpr int nobles = 7;
        QVERIFY(MoveController(&*session).moveBlock(equites, {{QStringLiteral("dice"), QVariantList{6}}}));
        QVERIFY(session->setContact(equites, nobles, true));
        QVERIFY(MoveController(&*session).moveBlock(equites, {{QStringLiteral("dice"), QVariantList{6}}, {QStringLiteral("charge"), true}}));
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
        rolled.insert(QStringLiteral("baseDice"), QVariantList{3});
        rolled.insert(QStringLiteral("enemyDice"), QVariantList{3, 3});
        QVERIFY2(CombatController(&*session).fight(rolled), qPrintable(session->lastError()));
        QCOMPARE(session->lastFight().value(QStringLiteral("baseModifiers")), odds.value(QStringLiteral("baseModifiers")));
        QCOMPARE(session->lastFight().value(QStringLiteral("enemyModifiers")), odds.value(QStringLiteral("enemyModifiers")));
    }

    void undoAndRedo()
    {
        auto session = started();
        const QByteArray start = stateHash(*session);
        QVERIFY(!session->canUndo());
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{3}}}));
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

    void newSessionResumesTheLastBattle()
    {
        qint64 id = 0;
        QByteArray hash;
        int entries = 0;
        {
            auto session = started();
            QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
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

    void exportedBattleVerifies()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
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

    void importedBattleGoesOnWhereItWas()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
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
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
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
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{6}}}));
        QCOMPARE(MoveController(&*session).wheelCost(Hastati).value(QStringLiteral("fatigue")).toInt(), moves);
        QVERIFY(MoveController(&*session).wheelCost(99).isEmpty());
    }

    void battleListFollowsTheOpenBattle()
    {
        auto session = started();
        StoredBattlesModel *list = session->battles();
        QSignalSpy resets(list, &QAbstractItemModel::modelReset);
        QSignalSpy changes(list, &QAbstractItemModel::dataChanged);
        const auto entries = [&] { return list->data(list->index(0), StoredBattlesModel::EntriesRole).toInt(); };
        QCOMPARE(entries(), 0);
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
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

    void amendReportsTheFatigueChange()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
        QVERIFY(session->endPhase());
        QVariantMap action = UmpireController(&*session).actionAt(0);
        QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("move-block"));
        QCOMPARE(action.value(QStringLiteral("block")).toInt(), Hastati);
        QCOMPARE(action.value(QStringLiteral("going")).toString(), QStringLiteral("open"));
        QCOMPARE(action.value(QStringLiteral("dice")).toList(), QVariantList{4});
        QCOMPARE(UmpireController(&*session).actionAt(1).value(QStringLiteral("kind")).toString(), QStringLiteral("end-phase"));
        QVERIFY(UmpireController(&*session).actionAt(2).isEmpty());
        // The umpire: the Hastati entered rough ground, weight 3 − Going 2: +1 to each Base (§8.1).
        action.insert(QStringLiteral("going"), QStringLiteral("rough"));
        const QVariantMap report = UmpireController(&*session).amend(0, action, QStringLiteral("they crossed the stream bed"));
        QVERIFY2(report.value(QStringLiteral("ok")).toBool(), qPrintable(report.value(QStringLiteral("error")).toString()));
        const QVariantList fatigue = report.value(QStringLiteral("fatigue")).toList();
        QCOMPARE(fatigue.size(), 4);
        QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("base")).toInt(), 4);
        QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("before")).toInt(), 1);
        QCOMPARE(fatigue.at(0).toMap().value(QStringLiteral("after")).toInt(), 2);
        QCOMPARE(report.value(QStringLiteral("laterDiceShifted")).toBool(), false);
        QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{2, 2, 2, 2}));
        QCOMPARE(UmpireController(&*session).actionAt(0).value(QStringLiteral("going")).toString(), QStringLiteral("rough"));
        // The amendment is a log entry of its own, with its reason.
        const auto row = [&](int r, int role) { return session->log()->data(session->log()->index(r), role); };
        QCOMPARE(row(0, BattleLogModel::TypeRole).toString(), QStringLiteral("amend"));
        QCOMPARE(row(0, BattleLogModel::NoteRole).toString(), QStringLiteral("they crossed the stream bed"));
        QCOMPARE(row(0, BattleLogModel::ActionIndexRole).toInt(), 0);
        // A kind that is not the action's is refused.
        QVariantMap other{{QStringLiteral("kind"), QStringLiteral("end-phase")}};
        QVERIFY(!UmpireController(&*session).amend(0, other, QStringLiteral("no")).value(QStringLiteral("ok")).toBool());
        QVERIFY(!UmpireController(&*session).amend(0, action, {}).value(QStringLiteral("ok")).toBool());
        QVERIFY(UmpireController(&*session).verify().isEmpty());
    }

    void logIsNewestFirstAndFilters()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{4}}}));
        QVERIFY(MoveController(&*session).moveBlock(0, {{QStringLiteral("dice"), QVariantList{4}}}));
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase()); // turn 1, side B now
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase()); // turn 2, side A
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), QVariantList{5}}}));
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
        QCOMPARE(UmpireController(&*session).actionAt(0).value(QStringLiteral("reason")).toString(), QStringLiteral("scenario: the ford is deep"));
        // §6: Fatigue rises by +1 or more.
        QVERIFY(!session->adjustFatigue(4, 0, QStringLiteral("nothing")));
        QVERIFY(session->lastError().endsWith(QStringLiteral("(§6)")));
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
        QVERIFY2(ShootController(&*session).shoot(0, 42, {5}, {2}), qPrintable(session->lastError()));
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
        QVERIFY2(ShootController(&*session).shoot(0, 26, {5}, {2}, QString(), QStringLiteral("rough")), qPrintable(session->lastError()));
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

QTEST_GUILESS_MAIN(TestBattleSession)
#include "tst_battlesession.moc"
