// The battle screen's controllers and value types (issue 12, item 4): each
// property follows the game (an action, an undo, a new battle) and its own
// inputs, without being asked again.
#include "battlefixture.h"
#include "battlevalues.h"
#include "combatcontroller.h"
#include "demobattle.h"
#include "movecontroller.h"
#include "shootcontroller.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <memory>

using battlefixture::roll;

class TestControllers : public QObject, protected BattleFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpCatalog(); }
    void init() { setUpStore(); }

    void rule_10_shootControllerFollowsTheVolley()
    {
        auto session = started();
        QVERIFY(session->endPhase());
        ShootController shooting(&*session);
        QSignalSpy changed(&shooting, &SessionController::changed);
        shooting.setFirer(0);
        shooting.setTarget(42);
        QVERIFY(shooting.ready());
        QCOMPARE(shooting.odds(), shooting.oddsOf(0, 42));
        QCOMPARE(shooting.firerInfo().value(QStringLiteral("baseId")).toInt(), 0);
        // Shooting once a phase (R38): after the volley the same pick is no longer ready,
        // with nothing set again; an undo makes it ready once more.
        changed.clear();
        QVERIFY2(shooting.shoot(0, 42, roll(5), roll(2)), qPrintable(session->lastError()));
        QVERIFY(changed.count() > 0);
        QVERIFY(shooting.firerInfo().value(QStringLiteral("fired")).toBool());
        QVERIFY(!shooting.ready());
        QVERIFY(shooting.odds().isEmpty());
        QCOMPARE(shooting.targetInfo().value(QStringLiteral("fatigue")).toInt(), 4);
        QVERIFY(session->undo());
        QVERIFY(shooting.ready());
        QCOMPARE(shooting.targetInfo().value(QStringLiteral("fatigue")).toInt(), 1);
    }

    void rule_13_theBattlesEliteMechanicSetsTheOddsAndTheDice()
    {
        auto session = std::make_unique<BattleSession>();
        QVERIFY(session->openStore(storePath()));
        const int roman = m_catalog->indexOf(QStringLiteral("Mid-Republican Roman"));
        const int gallic = m_catalog->indexOf(QStringLiteral("Gallic"));
        const QVariantMap options{{QStringLiteral("elite_mechanic"), QStringLiteral("best-of-three")}};
        QVERIFY2(session->startBattle(m_catalog.get(), roman, gallic, options, QStringLiteral("Telamon"), {}),
                 qPrintable(session->lastError()));
        QCOMPARE(session->options().value(QStringLiteral("elite_mechanic")).toString(), QStringLiteral("best-of-three"));
        QVERIFY(session->endPhase());
        // Velites (Regular, weight 1) shoot at the Noble cavalry (Elite, weight 4): the shift is −2,
        // so only a 5 against a kept 2 hits: 1/6 · 1/216 with best of three (1/6 · 1/36 without).
        ShootController shooting(&*session);
        shooting.setFirer(0);
        shooting.setTarget(24);
        QVERIFY(shooting.ready());
        QCOMPARE(shooting.odds().value(QStringLiteral("anyEffectText")).toString(), QStringLiteral("1/1296"));
        // The Elite target's dice: two are not enough under best of three, three are read.
        QVERIFY(!shooting.shoot(0, 24, roll(5), roll(2, 3)));
        const QVariantMap three{{QStringLiteral("first"), 2}, {QStringLiteral("second"), 3}, {QStringLiteral("third"), 4}};
        QVERIFY2(shooting.shoot(0, 24, roll(5), three), qPrintable(session->lastError()));
        const QVariantMap volley = battlefixture::effectOf(session->lastEffects(), QStringLiteral("volley"));
        QCOMPARE(volley.value(QStringLiteral("targetRoll")).toMap().value(QStringLiteral("dice")).toList().size(), 3);
        QCOMPARE(volley.value(QStringLiteral("targetRoll")).toMap().value(QStringLiteral("kept")).toInt(), 4);
    }

    void rule_9_5_combatControllerCarriesTheLossAndItsFile()
    {
        auto session = started();
        CombatController combat(&*session);
        QVERIFY(!combat.loss().pending);
        QVERIFY(!combat.pursuit().pending);
        QVERIFY(appshell::playDemoBattle(&*session, m_catalog.get()));
        // The loss appears on the controller made before the fight, as the session holds it.
        const PendingLossValue pending = session->pendingLossValue();
        QVERIFY(pending.pending);
        const PendingLossValue loss = combat.loss();
        QVERIFY(loss.pending);
        QCOMPARE(loss.loser, pending.loser);
        QCOMPARE(loss.points, pending.points);
        QCOMPARE(loss.loserSide, pending.loserSide);
        QCOMPARE(loss.file, pending.file);
        QCOMPARE(combat.loserInfo().value(QStringLiteral("baseId")).toInt(), loss.loser);
        QCOMPARE(combat.loserArmy(), loss.loserSide == 0 ? session->armyA().name : session->armyB().name);
        // The property hands QML the value type itself.
        QCOMPARE(combat.property("loss").metaType(), QMetaType::fromType<PendingLossValue>());
        QVERIFY2(combat.allocateLoss({{QStringLiteral("fatigue"), loss.points}}), qPrintable(session->lastError()));
        QVERIFY(!combat.loss().pending);
        QVERIFY(combat.loserInfo().isEmpty());
        QVERIFY(session->undo());
        QCOMPARE(combat.loss(), loss);
    }

    void rule_9_combatControllerOddsFollowThePairing()
    {
        auto session = started();
        QVERIFY(appshell::playDemoBattle(&*session, m_catalog.get()));
        QVERIFY(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), session->pendingLossValue().points}}));
        CombatController combat(&*session);
        const QVariantMap pairing{{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}};
        combat.setPairing(pairing);
        QCOMPARE(combat.odds(), combat.oddsOf(pairing));
        QCOMPARE(combat.baseInfo().value(QStringLiteral("baseId")).toInt(), 4);
        QCOMPARE(combat.enemyInfo().value(QStringLiteral("baseId")).toInt(), 26);
        QVERIFY2(combat.odds().value(QStringLiteral("legal")).toBool(), qPrintable(combat.odds().value(QStringLiteral("error")).toString()));
        // More Fatigue on the enemy Base: what the panel shows follows at once.
        const int fatigueBefore = combat.enemyInfo().value(QStringLiteral("fatigue")).toInt();
        QVERIFY2(session->adjustFatigue(26, 3, QStringLiteral("worn")), qPrintable(session->lastError()));
        QCOMPARE(combat.enemyInfo().value(QStringLiteral("fatigue")).toInt(), fatigueBefore + 3);
        QCOMPARE(combat.odds(), combat.oddsOf(pairing));
        combat.setPairing({});
        QVERIFY(combat.odds().isEmpty());
    }

    /**
     * The pairing plan in the panel (§4, §9.2): the engaged Bases still to pair, the
     * queue in the order the side to act chose, moved and fought; it follows every
     * fight and undo, and the phase cannot end while a planned pair is unfought.
     */
    void rule_4_combatControllerQueuesThePlan()
    {
        auto session = hastatiMeetTheWarband();
        CombatController combat(&*session);
        QCOMPARE(combat.queue()->rowCount(), 0);
        QCOMPARE(combat.activeArmy(), session->armyA().name);
        QCOMPARE(combat.enemyArmy(), session->armyB().name);
        // Every Hastati Base is engaged with the Warband (untracked: their Blocks touch).
        QList<int> unpaired;
        for (const QVariant &u : combat.unpaired()) {
            const QVariantMap m = u.toMap();
            unpaired.append(m.value(QStringLiteral("baseId")).toInt());
            QVERIFY(m.value(QStringLiteral("enemies")).toList().contains(QVariant(26)));
            QCOMPARE(m.value(QStringLiteral("label")).toString(), session->baseInfo(m.value(QStringLiteral("baseId")).toInt()).value(QStringLiteral("tableLabel")).toString());
        }
        QCOMPARE(unpaired, (QList<int>{4, 5, 6, 7}));

        QSignalSpy reset(combat.queue(), &QAbstractItemModel::modelReset);
        QVERIFY2(combat.addToPlan(4, 26), qPrintable(session->lastError()));
        QVERIFY2(combat.addToPlan(5, 27), qPrintable(session->lastError()));
        QVERIFY(reset.count() >= 2);
        QCOMPARE(combat.queue()->rowCount(), 2);
        QCOMPARE(combat.unfoughtCount(), 2);
        QCOMPARE(combat.unpaired().size(), 2);
        QVariantMap first = combat.queue()->get(0);
        QCOMPARE(first.value(QStringLiteral("number")).toInt(), 1);
        QCOMPARE(first.value(QStringLiteral("base")).toInt(), 4);
        QCOMPARE(first.value(QStringLiteral("baseLabel")).toString(), session->baseInfo(4).value(QStringLiteral("tableLabel")).toString());
        QCOMPARE(first.value(QStringLiteral("enemyBlock")).toString(), session->baseInfo(26).value(QStringLiteral("blockName")).toString());
        QVERIFY(!first.value(QStringLiteral("fought")).toBool());
        const QVariantMap pair{{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}};
        QCOMPARE(first.value(QStringLiteral("odds")).toMap(), combat.oddsOf(pair));
        QVERIFY(first.value(QStringLiteral("odds")).toMap().value(QStringLiteral("legal")).toBool());

        // The side to act orders the queue: the second fight first.
        QVERIFY2(combat.movePair(2, -1), qPrintable(session->lastError()));
        QCOMPARE(combat.queue()->get(0).value(QStringLiteral("base")).toInt(), 5);
        QCOMPARE(combat.queue()->get(1).value(QStringLiteral("base")).toInt(), 4);
        combat.setPairing(pair);
        QCOMPARE(combat.pairingNumber(), 2);

        // §4: the phase does not end on an unfought pair.
        QVERIFY(!session->endPhase());
        QVERIFY(!session->lastError().isEmpty());

        // A result lands: the queue shows the fight fought, without its odds; undo brings it back.
        QVERIFY2(combat.fight({{QStringLiteral("base"), 5}, {QStringLiteral("enemy"), 27},
                               {QStringLiteral("base_dice"), roll(5)}, {QStringLiteral("enemy_dice"), roll(3)}}),
                 qPrintable(session->lastError()));
        QVERIFY(combat.queue()->get(0).value(QStringLiteral("fought")).toBool());
        QVERIFY(combat.queue()->get(0).value(QStringLiteral("odds")).toMap().isEmpty());
        QCOMPARE(combat.unfoughtCount(), 1);
        QVERIFY(session->undo());
        QVERIFY(!combat.queue()->get(0).value(QStringLiteral("fought")).toBool());
        QVERIFY2(combat.removeFromPlan(1), qPrintable(session->lastError()));
        QCOMPARE(combat.queue()->rowCount(), 1);
        QCOMPARE(combat.queue()->get(0).value(QStringLiteral("base")).toInt(), 4);
    }

    void rule_6_2_moveControllerFollowsTheSplit()
    {
        auto session = started();
        MoveController moving(&*session);
        moving.setBlock(Hastati);
        moving.setBase(5);
        QCOMPARE(moving.baseBlock(), Hastati);
        QCOMPARE(moving.blockInfo().value(QStringLiteral("blockId")).toInt(), Hastati);
        QVERIFY(moving.seamPreview().isEmpty());
        moving.setTask(QStringLiteral("split"));
        moving.setMarked({7});
        // The panel names no seam: the engine refuses, and says so before the split (§6.2).
        QCOMPARE(moving.seamPreview(), moving.previewSplit(Hastati, {7}, {}));
        QVERIFY(!moving.seamPreview().value(QStringLiteral("legal")).toBool());
        moving.setMarked({6, 7});
        QCOMPARE(moving.seamPreview(), moving.previewSplit(Hastati, {6, 7}, {}));
        const qsizetype basesBefore = moving.blockInfo().value(QStringLiteral("bases")).toList().size();
        QVERIFY2(moving.splitBlock(Hastati, {6, 7}, {5, 6}), qPrintable(session->lastError()));
        // The Block shown lost the Bases at once, and Base 7 stands in another Block now.
        QCOMPARE(moving.blockInfo().value(QStringLiteral("bases")).toList().size(), basesBefore - 2);
        moving.setBase(7);
        QVERIFY(moving.baseBlock() != Hastati);
        QVERIFY(moving.baseBlock() >= 0);
    }

    void rule_5_3_aChargeRecordsItsContactAndUndoesWithIt()
    {
        auto session = started();
        MoveController moving(&*session);
        moving.setBlock(Hastati);
        // The enemy Blocks the Hastati can charge: the Gauls, never a friend.
        QList<int> targets;
        for (const QVariant &t : moving.chargeTargets())
            targets.append(t.toMap().value(QStringLiteral("blockId")).toInt());
        QVERIFY(targets.contains(Warband));
        QVERIFY(std::all_of(targets.begin(), targets.end(), [](int id) { return id >= 7; }));
        QVERIFY(!moving.positionsTracked());
        const auto contacts = [&session] { return session->facts().value(QStringLiteral("contacts")).toList(); };
        QVERIFY(contacts().isEmpty());
        const QByteArray start = battlefixture::stateHash(*session);

        // A friend is no target: refused, and nothing moves.
        QVERIFY(!moving.moveBlock(Hastati, {{QStringLiteral("charge_target"), 2}, {QStringLiteral("dice"), roll(6)}}));
        QVERIFY(!session->lastError().isEmpty());
        QCOMPARE(battlefixture::stateHash(*session), start);

        // One command: the move, and the contact with the Block it charged (§5.3).
        QVERIFY2(moving.moveBlock(Hastati, {{QStringLiteral("charge_target"), Warband}, {QStringLiteral("dice"), roll(6)}}),
                 qPrintable(session->lastError()));
        QCOMPARE(contacts(), (QVariantList{QVariant(QVariantList{Hastati, Warband})}));
        QVERIFY(session->battle()->state().blocks.at(static_cast<std::size_t>(Hastati)).chargedThisTurn);
        // The move's test still shows as what was done last.
        QVERIFY(battlefixture::hasEffect(session->lastEffects(), QStringLiteral("movement-test")));
        const QVariantList after = moving.chargeTargets();
        const auto target = std::find_if(after.cbegin(), after.cend(), [](const QVariant &t) {
            return t.toMap().value(QStringLiteral("blockId")).toInt() == Warband;
        });
        QVERIFY(target != after.cend());
        QVERIFY(target->toMap().value(QStringLiteral("inContact")).toBool());

        // One undo takes back both.
        QVERIFY(session->undo());
        QVERIFY(contacts().isEmpty());
        QCOMPARE(battlefixture::stateHash(*session), start);
        QVERIFY(!session->canUndo());

        // A contact entered by hand is undone alone.
        QVERIFY(moving.moveBlock(Hastati, {{QStringLiteral("dice"), roll(6)}}));
        QVERIFY(session->setContact(Hastati, Warband, true));
        QVERIFY(session->undo());
        QVERIFY(contacts().isEmpty());
        QCOMPARE(session->battle()->state().blocks.at(static_cast<std::size_t>(Hastati)).movesThisTurn, 1);
    }

    void rule_5_3_aChargeThatFailsItsTestRecordsNoContact()
    {
        auto session = started();
        MoveController moving(&*session);
        moving.setBlock(Hastati);
        QVERIFY(moving.moveBlock(Hastati, {{QStringLiteral("dice"), roll(6)}}));
        // The chained move tests the raised average (§5.2): a 1 fails, and the movement ends short.
        QVERIFY2(moving.moveBlock(Hastati, {{QStringLiteral("charge_target"), Warband}, {QStringLiteral("dice"), roll(1)}}),
                 qPrintable(session->lastError()));
        QVERIFY(battlefixture::hasEffect(session->lastEffects(), QStringLiteral("move-ended")));
        QVERIFY(session->facts().value(QStringLiteral("contacts")).toList().isEmpty());
        QVERIFY(!session->battle()->state().blocks.at(static_cast<std::size_t>(Hastati)).chargedThisTurn);
    }

    void armyStandingIsAValueType()
    {
        auto session = started();
        const QVariant a = session->property("armyA");
        QCOMPARE(a.metaType(), QMetaType::fromType<ArmyStanding>());
        const ArmyStanding standing = a.value<ArmyStanding>();
        QCOMPARE(standing.name, QStringLiteral("Mid-Republican Roman"));
        QCOMPARE(standing.breakAt, 8);
        QCOMPARE(standing.lost, 0);
        QVERIFY(!standing.broken);
        BattleSession idle;
        QCOMPARE(idle.armyA(), ArmyStanding{});
    }
};

QTEST_GUILESS_MAIN(TestControllers)
#include "tst_controllers.moc"
