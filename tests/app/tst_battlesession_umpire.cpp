// The battle companion's log and umpire: the log newest first with its filters,
// undo and redo, the last fight in force, the umpire's amendment of a past
// action with everything after it recomputed, the one numbering of entries, and
// the umpire's PIN.
#include "battlefixture.h"
#include "amendcontroller.h"
#include "combatcontroller.h"
#include "movecontroller.h"
#include "shootcontroller.h"
#include "preferences.h"
#include "umpirecontroller.h"
#include "umpirepin.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "record/battlecodec.h"
#include "record/battlefile.h"
#include "sessionmaps.h"
#endif

#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <memory>

using namespace battlefixture;

class TestBattleSessionUmpire : public QObject, protected BattleFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpCatalog(); }
    void init() { setUpStore(); }
    void cleanupTestCase() { umpirepin::store({}); }

    void rule_9_5_lastFightIsTheOneInForce()
    {
        auto session = hastatiMeetTheWarband();
        const auto fight = [&](int base, int enemy) {
            return CombatController(&*session).fight({{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy},
                                   {QStringLiteral("base_dice"), roll(5)},
                                   {QStringLiteral("enemy_dice"), roll(2)}});
        };
        QVERIFY2(fight(4, 26), qPrintable(session->lastError()));
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 3}}), qPrintable(session->lastError()));
        QVERIFY2(fight(5, 27), qPrintable(session->lastError()));
        QCOMPARE(session->lastFight().value(QStringLiteral("enemy")).toInt(), 27);
        QVERIFY(session->undo());
        QVERIFY(session->undo());
        // The pending loss is Base 26's again: the panel shows the fight it came from.
        QCOMPARE(session->pendingLossValue().loser, 26);
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
        first.insert(QStringLiteral("base_dice"), roll(3));
        const QVariantMap amended = rule(*session, 3, first, QStringLiteral("the die showed 3"), QStringLiteral("Umpire Varro"));
        QVERIFY2(amended.value(QStringLiteral("ok")).toBool(), qPrintable(amended.value(QStringLiteral("error")).toString()));
        QCOMPARE(session->lastFight().value(QStringLiteral("baseRoll")).toMap().value(QStringLiteral("kept")).toInt(), 3);
    }

    /** Hastati Base 4 beats Warband Base 26 and then Base 5 beats 27, on the players' dice, each loss held as Fatigue. */
    std::unique_ptr<BattleSession> twoFightsAllocated(int *firstPoints)
    {
        auto session = hastatiMeetTheWarband();
        const auto fight = [&](int base, int enemy) {
            return CombatController(&*session).fight({{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy},
                                                      {QStringLiteral("base_dice"), roll(5)},
                                                      {QStringLiteral("enemy_dice"), roll(2)}});
        };
        const auto holdAll = [&] {
            return CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), session->pendingLossValue().points}});
        };
        if (!fight(4, 26))
            qFatal("fight: %s", qPrintable(session->lastError()));
        *firstPoints = session->pendingLossValue().points;
        if (!holdAll() || !fight(5, 27) || !holdAll())
            qFatal("fights: %s", qPrintable(session->lastError()));
        return session;
    }

    static QVariantMap rowOf(const QVariantList &rows, const QString &label)
    {
        for (const QVariant &row : rows) {
            if (row.toMap().value(QStringLiteral("label")).toString() == label)
                return row.toMap();
        }
        return {};
    }

    void rule_8_2_whatIfShowsBothOutcomesOnTheSameDice()
    {
        int recorded = 0;
        auto session = twoFightsAllocated(&recorded);
        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);
        AmendController amend(&*session);
        QVERIFY(amend.begin(3));
        QCOMPARE(amend.kind(), QStringLiteral("fight"));
        // The Hastati fought in rough ground, not open: capped at weight 2 (§8.2), the margin changes.
        QVariantMap rough = amend.original();
        QCOMPARE(rough.value(QStringLiteral("base_going")).toInt(), 5);
        rough.insert(QStringLiteral("base_going"), 2);
        QVERIFY2(amend.tryCorrection(rough), qPrintable(amend.error()));
        QVERIFY(amend.asking());
        const int points = amend.askLoss().points;
        QVERIFY2(amend.answer({{QStringLiteral("fatigue"), points}}), qPrintable(amend.error()));
        QVERIFY2(amend.ready(), qPrintable(amend.error()));
        // Warband Base 26's Fatigue differs by what the margin lost or gained, and is marked, first in the list.
        const QString label = session->tableLabels().base(26);
        const QVariantMap row = rowOf(amend.bases(), label);
        QVERIFY(row.value(QStringLiteral("changed")).toBool());
        QVERIFY(amend.bases().first().toMap().value(QStringLiteral("changed")).toBool());
        QCOMPARE(row.value(QStringLiteral("before")).toInt() - row.value(QStringLiteral("after")).toInt(), recorded - points);
        QVERIFY(!rowOf(amend.bases(), session->tableLabels().base(27)).value(QStringLiteral("changed")).toBool());
        QCOMPARE(amend.armies().size(), 2);
        QVERIFY(!amend.winningBefore().isEmpty());
        QVERIFY(!amend.winningAfter().isEmpty());
        // The same dice: the players' own, read again.
        QVERIFY(!amend.diceCountChanged());
        // Had the app rolled instead, it would draw dice the record did not: the screen says so.
        QVariantMap rolled = rough;
        rolled.insert(QStringLiteral("base_dice"), QVariant());
        rolled.insert(QStringLiteral("enemy_dice"), QVariant());
        QVERIFY2(amend.tryCorrection(rolled) || amend.asking(), qPrintable(amend.error()));
        QVERIFY(amend.diceCountChanged());
        // Trying out records nothing.
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), entries);
    }

    void rule_9_5_amendAsksAgainTheAllocationWhoseMarginChanged()
    {
        int recorded = 0;
        auto session = twoFightsAllocated(&recorded);
        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);
        AmendController amend(&*session);
        QVERIFY(amend.begin(3));
        QVariantMap rough = amend.original();
        rough.insert(QStringLiteral("base_going"), 2);
        QVERIFY2(amend.tryCorrection(rough), qPrintable(amend.error()));
        // The recorded allocation no longer fits the margin: it is asked again, not refused.
        QVERIFY(amend.asking());
        QCOMPARE(amend.askKind(), QStringLiteral("allocate-loss"));
        QVERIFY(amend.askLoss().pending);
        QCOMPARE(amend.askLoss().loser, 26);
        QVERIFY(amend.askLoss().points != recorded);
        QVERIFY(!amend.ready());
        QVERIFY(!amend.confirm(QStringLiteral("rough ground"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY2(amend.answer({{QStringLiteral("fatigue"), amend.askLoss().points}}), qPrintable(amend.error()));
        QVERIFY2(amend.ready(), qPrintable(amend.error()));
        QCOMPARE(amend.reaskedTexts().size(), 1);
        // No ruling without the reason and the umpire's name.
        QVERIFY(!amend.confirm({}, QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(!amend.confirm(QStringLiteral("rough ground"), QStringLiteral("  ")).value(QStringLiteral("ok")).toBool());
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), entries);

        const QVariantMap ruled = amend.confirm(QStringLiteral("the Hastati stood in rough ground"), QStringLiteral("Umpire Varro"));
        QVERIFY2(ruled.value(QStringLiteral("ok")).toBool(), qPrintable(ruled.value(QStringLiteral("error")).toString()));
        QCOMPARE(logCount(*session), entries + 1);
        QVERIFY(stateHash(*session) != before);
        QCOMPARE(session->battle()->actionCount(), 7);
        // The battle is exactly a clean replay of the corrected actions.
        QVERIFY(UmpireController(&*session).matchesCleanReplay());
        // The log shows the ruling with the umpire's reason and name.
        BattleLogModel *log = session->log();
        QCOMPARE(log->data(log->index(0), BattleLogModel::TypeRole).toString(), QStringLiteral("amend"));
        QCOMPARE(log->data(log->index(0), BattleLogModel::UmpireRole).toString(), QStringLiteral("Umpire Varro"));
        QCOMPARE(log->data(log->index(0), BattleLogModel::NoteRole).toString(), QStringLiteral("the Hastati stood in rough ground"));
        // The fight it corrected is no longer in force, and says by which ruling: not "undone".
        const QModelIndex fight = log->index(log->rowCount() - 1 - 3);
        QCOMPARE(log->data(fight, BattleLogModel::InForceRole).toBool(), false);
        QCOMPARE(log->data(fight, BattleLogModel::AmendedByRole).toInt(), entries + 1);
        QCOMPARE(log->data(log->index(1), BattleLogModel::AmendedByRole).toInt(), -1);
        // Resumed from the store, the ruling replays to the same battle.
        BattleSession again;
        QVERIFY(again.openStore(storePath()));
        QVERIFY2(again.resumeLast(), qPrintable(again.lastError()));
        QCOMPARE(stateHash(again), stateHash(*session));
    }

    static QVariantList ids(const QList<int> &list)
    {
        QVariantList out;
        for (const int id : list)
            out.append(id);
        return out;
    }

    // Issue 14: several choices asked again in a row, each with the players' own answer: the allocation whose
    // margin changed, then the pursuit the new allocation brings (§9.5, §9.6, §11.1), and the rest recomputed.
    void rule_11_1_reasksTheAllocationThenThePursuitInARow()
    {
        auto session = hastatiMeetTheWarband();
        const auto fight = [&](int base, int enemy, int ours, int theirs) {
            return CombatController(&*session).fight({{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy},
                                                      {QStringLiteral("base_dice"), roll(ours)},
                                                      {QStringLiteral("enemy_dice"), roll(theirs)}});
        };
        const auto holdAll = [&] {
            return CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), session->pendingLossValue().points}});
        };
        // Warband Base 26 beats Hastati Base 4; the Romans hold the loss as Fatigue: no ground given, no pursuit.
        QVERIFY2(fight(4, 26, 2, 5), qPrintable(session->lastError()));
        const int fought = session->battle()->actionCount() - 1;
        QCOMPARE(session->pendingLossValue().loser, 4);
        const int recorded = session->pendingLossValue().points;
        QVERIFY2(holdAll(), qPrintable(session->lastError()));
        QVERIFY2(fight(5, 27, 5, 2), qPrintable(session->lastError()));
        QVERIFY2(holdAll(), qPrintable(session->lastError()));
        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);

        AmendController amend(&*session);
        QVERIFY(amend.begin(fought));
        // The Roman die showed 3, not 2: the margin changes, and the allocation is asked again.
        QVariantMap corrected = amend.original();
        corrected.insert(QStringLiteral("base_dice"), roll(3));
        QVERIFY2(amend.tryCorrection(corrected), qPrintable(amend.error()));
        QCOMPARE(amend.askKind(), QStringLiteral("allocate-loss"));
        const PendingLossValue loss = amend.askLoss();
        QCOMPARE(loss.loser, 4);
        QVERIFY(loss.points > 0 && loss.points != recorded);
        // This time the Romans give one point as ground (§9.6).
        QVERIFY2(amend.answer({{QStringLiteral("fatigue"), loss.points - 1}, {QStringLiteral("push_back"), 1},
                               {QStringLiteral("rear_side"), QStringLiteral("left")}, {QStringLiteral("pinned"), false},
                               {QStringLiteral("file"), ids(loss.file)}, {QStringLiteral("seam_bases"), ids(loss.seamBases)},
                               {QStringLiteral("far_side"), ids(loss.farSide)}}),
                 qPrintable(amend.error()));
        // The Warband is shock infantry: its pursuit now waits (§11.1), before the second fight as recorded.
        QVERIFY(amend.asking());
        QCOMPARE(amend.askKind(), QStringLiteral("pursue"));
        const PendingPursuitValue pursuit = amend.askPursuit();
        QCOMPARE(pursuit.pursuer, 26);
        QVERIFY(!amend.askText().isEmpty());
        QVERIFY(!amend.ready());
        QVERIFY2(amend.answer({{QStringLiteral("decline"), false}, {QStringLiteral("file"), ids(pursuit.file)},
                               {QStringLiteral("far_side"), ids(pursuit.farSide)}}),
                 qPrintable(amend.error()));
        QVERIFY2(amend.ready(), qPrintable(amend.error() + amend.askText()));
        QCOMPARE(amend.reaskedTexts().size(), 2);
        // Trying out and answering recorded nothing.
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), entries);

        const QVariantMap ruled = amend.confirm(QStringLiteral("the Roman die showed 3"), QStringLiteral("Umpire Varro"));
        QVERIFY2(ruled.value(QStringLiteral("ok")).toBool(), qPrintable(ruled.value(QStringLiteral("error")).toString()));
        QCOMPARE(logCount(*session), entries + 1);
        // The correction, the allocation and the pursuit given again, then the second fight and its loss, recomputed.
        const auto &actions = session->battle()->actions();
        QVERIFY(std::holds_alternative<ancients::AllocateLoss>(actions.at(static_cast<std::size_t>(fought + 1))));
        QCOMPARE(std::get<ancients::AllocateLoss>(actions.at(static_cast<std::size_t>(fought + 1))).pushBack, 1);
        QVERIFY(std::holds_alternative<ancients::Pursue>(actions.at(static_cast<std::size_t>(fought + 2))));
        QVERIFY(std::holds_alternative<ancients::Fight>(actions.at(static_cast<std::size_t>(fought + 3))));
        QVERIFY(UmpireController(&*session).matchesCleanReplay());
        BattleSession again;
        QVERIFY(again.openStore(storePath()));
        QVERIFY2(again.resumeLast(), qPrintable(again.lastError()));
        QCOMPARE(stateHash(again), stateHash(*session));
    }

    // Issue 14: the what-if lists the Blocks broken as the battle stands and as it would stand (§6, §12).
    void rule_12_whatIfListsTheBlocksBrokenBeforeAndAfter()
    {
        auto session = started();
        // The Triarii (Bases 12, 13) take 12: an average of 7, over 6, broken; the equites (19, 20) take 5: 3½, holding.
        QVERIFY(session->adjustFatigue(12, 12, QStringLiteral("a rout")));
        QVERIFY(session->adjustFatigue(19, 5, QStringLiteral("a ford")));
        const QString triarii = session->tableLabels().blockName(3);
        const QString equites = session->tableLabels().blockName(5);
        const QByteArray before = stateHash(*session);

        AmendController amend(&*session);
        const auto amount = [](int base, int fatigue) {
            return QVariantList{QVariantMap{{QStringLiteral("base"), base}, {QStringLiteral("amount"), fatigue}}};
        };
        // Two, not twelve: the Triarii no longer break.
        QVERIFY(amend.begin(0));
        QVariantMap less = amend.original();
        less.insert(QStringLiteral("fatigue"), amount(12, 2));
        QVERIFY2(amend.tryCorrection(less), qPrintable(amend.error()));
        QVERIFY2(amend.brokenBefore().contains(triarii), qPrintable(amend.brokenBefore().join(QLatin1Char('|'))));
        QVERIFY2(!amend.brokenAfter().contains(triarii), qPrintable(amend.brokenAfter().join(QLatin1Char('|'))));
        QVERIFY(!amend.brokenAfter().contains(equites));
        // Twelve, not five: the equites break as well.
        QVERIFY(amend.begin(1));
        QVariantMap more = amend.original();
        more.insert(QStringLiteral("fatigue"), amount(19, 12));
        QVERIFY2(amend.tryCorrection(more), qPrintable(amend.error()));
        QCOMPARE(amend.brokenBefore(), QStringList{triarii});
        QVERIFY2(amend.brokenAfter().contains(triarii) && amend.brokenAfter().contains(equites),
                 qPrintable(amend.brokenAfter().join(QLatin1Char('|'))));
        amend.cancel();
        QCOMPARE(stateHash(*session), before);
    }

    void cancelledRulingChangesNothing()
    {
        int recorded = 0;
        auto session = twoFightsAllocated(&recorded);
        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);
        AmendController amend(&*session);
        QVERIFY(amend.begin(3));
        QVariantMap rough = amend.original();
        rough.insert(QStringLiteral("base_going"), 2);
        QVERIFY(amend.tryCorrection(rough));
        QVERIFY(amend.answer({{QStringLiteral("fatigue"), amend.askLoss().points}}));
        amend.cancel();
        QCOMPARE(amend.index(), -1);
        QVERIFY(!amend.drafted());
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), entries);
        QVERIFY(!amend.confirm(QStringLiteral("late"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QCOMPARE(stateHash(*session), before);
    }

    void amendWithoutTheUmpiresNameIsRefused()
    {
        auto session = started();
        QVERIFY(session->adjustFatigue(4, 2, QStringLiteral("a ford")));
        const QByteArray before = stateHash(*session);
        QVariantMap fatigue = UmpireController(&*session).actionAt(0);
        fatigue.insert(QStringLiteral("fatigue"), QVariantList{QVariantMap{{QStringLiteral("base"), 4}, {QStringLiteral("amount"), 1}}});
        const QVariantMap refused = rule(*session, 0, fatigue, QStringLiteral("one, not two"), {});
        QVERIFY(!refused.value(QStringLiteral("ok")).toBool());
        QVERIFY(refused.value(QStringLiteral("error")).toString().contains(QStringLiteral("name")));
        QCOMPARE(stateHash(*session), before);
        QVERIFY(rule(*session, 0, fatigue, QStringLiteral("one, not two"), QStringLiteral("Umpire Varro"))
                    .value(QStringLiteral("ok")).toBool());
    }

    void amendRefillsTheLaterRows()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVERIFY(session->adjustFatigue(4, 2, QStringLiteral("a ford")));
        BattleLogModel *log = session->log();
        const auto effectText = [&] {
            return log->data(log->index(0), BattleLogModel::EffectsRole).toList().value(0).toMap().value(QStringLiteral("text")).toString();
        };
        QVERIFY2(effectText().contains(QStringLiteral("(now 3)")), qPrintable(effectText()));
        QVariantMap move = UmpireController(&*session).actionAt(0);
        move.insert(QStringLiteral("terrain_entered"), entered({4, 5, 6, 7}, QStringLiteral("rough"))); // +1 to every Base (§8.1)
        QVERIFY(rule(*session, 0, move, QStringLiteral("the stream bed"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        // Row 0 is the amendment; row 1 the Fatigue added after it, as it stands now.
        QCOMPARE(log->data(log->index(0), BattleLogModel::TypeRole).toString(), QStringLiteral("amend"));
        const QString later = log->data(log->index(1), BattleLogModel::EffectsRole).toList().value(0).toMap()
                                  .value(QStringLiteral("text")).toString();
        QVERIFY2(later.contains(QStringLiteral("(now 4)")), qPrintable(later));
        QCOMPARE(log->data(log->index(1), BattleLogModel::InForceRole).toBool(), true);
    }

    void amendWithNoChangeKeepsTheAction()
    {
        auto session = hastatiMeetTheWarband();
        // Every kind the panels record, in one battle: facts, fight, loss, then the next turn's moves.
        QVERIFY(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                                {QStringLiteral("base_dice"), roll(5)}, {QStringLiteral("enemy_dice"), roll(2)},
                                {QStringLiteral("enemy_going"), 2}}));
        const int points = session->pendingLossValue().points;
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), points}}), qPrintable(session->lastError()));
        QVERIFY(session->adjustFatigue(12, 1, QStringLiteral("a fall")));
        for (int i = 0; i < 3; ++i)
            QVERIFY(session->endPhase());
        QCOMPARE(session->phase(), QStringLiteral("shoot")); // side B's
        QVERIFY2(ShootController(&*session).shoot(42, 0, roll(4), roll(3)), qPrintable(session->lastError()));
        QVERIFY(session->endPhase());
        // Side B's Combat phase: the melee still on the table is fought before it ends (§4).
        QVERIFY2(CombatController(&*session).fight({{QStringLiteral("base"), 26}, {QStringLiteral("enemy"), 4},
                                                    {QStringLiteral("base_dice"), roll(2)}, {QStringLiteral("enemy_dice"), roll(5)}}),
                 qPrintable(session->lastError()));
        QVERIFY(session->pendingLossValue().pending);
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), session->pendingLossValue().points}}),
                 qPrintable(session->lastError()));
        QVERIFY2(session->endPhase(), qPrintable(session->lastError()));
        QVERIFY(session->endPhase()); // turn 2, side A moves
        QVERIFY(MoveController(&*session).moveBlock(0, {{QStringLiteral("dice"), roll(6)}, {QStringLiteral("charge"), true}, {QStringLiteral("climb"), 1}},
                                                        QStringLiteral("rough")));
        QVERIFY(MoveController(&*session).pivotBlock(2, 1, roll(6)));
        QVERIFY2(MoveController(&*session).wheelBlock(3, 12, -1, QVariantList{roll(6, 6)}), qPrintable(session->lastError()));
        QVERIFY(MoveController(&*session).splitBlock(4, {17, 18}, {16, 17}));
        QVERIFY2(MoveController(&*session).mergeBlocks(4, session->baseInfo(17).value(QStringLiteral("block")).toInt(), {16, 17}),
                 qPrintable(session->lastError()));
        // One move whose Bases entered different ground (ruling R4).
        QVERIFY(MoveController(&*session).moveBlock(6, {{QStringLiteral("dice"), roll(6)}}));
        const int mixed = session->battle()->actionCount() - 1;
        QVariantMap tiles = UmpireController(&*session).actionAt(mixed);
        tiles.insert(QStringLiteral("terrain_entered"),
                     QVariantList{QVariantMap{{QStringLiteral("base"), 21}, {QStringLiteral("tiles"), QVariantList{QStringLiteral("rough")}}},
                                  QVariantMap{{QStringLiteral("base"), 22},
                                              {QStringLiteral("tiles"), QVariantList{QStringLiteral("light-woods"), QStringLiteral("open")}}}});
        QVERIFY(rule(*session, mixed, tiles, QStringLiteral("the horse rode through the copse"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        const auto &mixedMove = std::get<ancients::MoveBlock>(session->battle()->actions().at(static_cast<std::size_t>(mixed)));
        QCOMPARE(mixedMove.terrainEntered.size(), std::size_t(2));
        QCOMPARE(mixedMove.terrainEntered.at(22).size(), std::size_t(2));

        QSet<QString> kinds;
        for (int i = 0; i < session->battle()->actionCount(); ++i) {
            const ancients::Action before = session->battle()->actions().at(static_cast<std::size_t>(i));
            const QVariantMap map = UmpireController(&*session).actionAt(i);
            kinds.insert(map.value(QStringLiteral("kind")).toString());
            // What actionAt() shows, laid unchanged over the original, is the original byte for byte.
            const auto built = record::BattleCodec::decodeCommand(map.value(QStringLiteral("kind")).toString(),
                                                                  QJsonObject::fromVariantMap(map), &before);
            QVERIFY2(built.ok() && *built.value == before, qPrintable(built.problems.join(QStringLiteral("; "))));
            QCOMPARE(record::BattleCodec::canonical(record::BattleCodec::encode(*built.value)),
                     record::BattleCodec::canonical(record::BattleCodec::encode(before)));
            // So the umpire's "Amend…" with nothing changed is an amendment of nothing.
            const QVariantMap report = rule(*session, i, map, QStringLiteral("checked, no change"), QStringLiteral("Umpire Varro"));
            QVERIFY2(report.value(QStringLiteral("error")).toString().contains(QStringLiteral("same")),
                     qPrintable(report.value(QStringLiteral("error")).toString()));
        }
        for (const char *kind : {"enter-facts", "end-phase", "fight", "allocate-loss", "add-fatigue", "shoot", "move-block",
                                 "pivot-block", "wheel-block", "split-block", "merge-blocks"})
            QVERIFY2(kinds.contains(QString::fromLatin1(kind)), kind);
        // Every kind opens in the ruling's form.
        AmendController amend(&*session);
        for (int i = 0; i < session->battle()->actionCount(); ++i)
            QVERIFY2(amend.begin(i), qPrintable(amend.error()));
    }

    // Issue 14: a column's march (§5.6), played only with tracked positions, is amended too: its movement test's dice.
    void rule_5_6_aColumnsMarchIsAmendedOnItsDice()
    {
        using namespace ancients;
        record::BattleSetup setup;
        setup.armyA.name = "Column";
        setup.armyA.blocks = {BlockSpec{"Hastati", TroopType::MediumInfantry, Quality::Regular, {}, {}, false, 1, 3, "HAS"}};
        setup.armyB.name = "Line";
        setup.armyB.blocks = {BlockSpec{"Warband", TroopType::Warband, Quality::Regular, {}, {}, false, 1, 1, "WAR"}};
        setup.deployments = {Deployment{Hex{0, 0}, Facing{0}}, Deployment{Hex{10, -5}, Facing{3}}};
        const QByteArray secret = record::SeedCommitment::newSecret();
        setup.seed = record::SeedCommitment::of(secret, QStringLiteral("Cannae"));
        auto started = record::Battle::start(setup, secret);
        QVERIFY2(started.ok(), started ? "" : started.error().message.c_str());
        record::Battle tracked = started.value();
        // The leader steps ahead twice; the column follows (§5.6); the players rolled a 2 for the test.
        const MarchColumn march{0, {0, 1, 2}, {{Hex{1, 0}, Facing{0}}, {Hex{2, 0}, Facing{0}}}, SuppliedDice{2, 0}};
        QVERIFY(tracked.act(march).ok());
        QVERIFY(tracked.act(MarchColumn{0, {0, 1, 2}, {{Hex{3, 0}, Facing{0}}}, SuppliedDice{2, 0}}).ok());
        // The app does not import a battle on a hex map; one kept in the store opens all the same.
        std::optional<qint64> id;
        {
            record::BattleStore store;
            QVERIFY2(store.open(storePath()), qPrintable(store.errorString()));
            id = store.add(tracked, QStringLiteral("March"));
            QVERIFY2(id, qPrintable(store.errorString()));
            tracked.setEntrySink({});
        }
        BattleSession session;
        QVERIFY(session.openStore(storePath()));
        QVERIFY2(session.resume(*id), qPrintable(session.lastError()));
        const int entries = logCount(session);

        AmendController amend(&session);
        QVERIFY2(amend.begin(1), qPrintable(amend.error()));
        QCOMPARE(amend.kind(), QStringLiteral("march-column"));
        QCOMPARE(amend.context().value(QStringLiteral("blockQuality")).toString(), QStringLiteral("regular"));
        // The second march is a chained move (§5.2), tested: the die showed 6, not 2.
        QVariantMap corrected = amend.original();
        corrected.insert(QStringLiteral("dice"), roll(6));
        QVERIFY2(amend.tryCorrection(corrected), qPrintable(amend.error()));
        const QVariantMap ruled = amend.confirm(QStringLiteral("the die showed 6"), QStringLiteral("Umpire Varro"));
        QVERIFY2(ruled.value(QStringLiteral("ok")).toBool(), qPrintable(ruled.value(QStringLiteral("error")).toString()));
        const auto &now = std::get<MarchColumn>(session.battle()->actions().at(1));
        QCOMPARE(now.dice->first, 6);
        QCOMPARE(now.path, (std::get<MarchColumn>(tracked.actions().at(1)).path));
        QCOMPARE(logCount(session), entries + 1);
        QVERIFY(UmpireController(&session).matchesCleanReplay());
    }

    void undoAndRedo()
    {
        auto session = started();
        const QByteArray start = stateHash(*session);
        QVERIFY(!session->canUndo());
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(3)}}));
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

    void amendReportsTheFatigueChange()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVERIFY(session->endPhase());
        QVariantMap action = UmpireController(&*session).actionAt(0);
        QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("move-block"));
        QCOMPARE(action.value(QStringLiteral("block")).toInt(), Hastati);
        QCOMPARE(action.value(QStringLiteral("terrain_entered")).toList(), QVariantList{});
        QCOMPARE(action.value(QStringLiteral("dice")).toMap(), roll(4));
        QCOMPARE(UmpireController(&*session).actionAt(1).value(QStringLiteral("kind")).toString(), QStringLiteral("end-phase"));
        QVERIFY(UmpireController(&*session).actionAt(2).isEmpty());
        // The umpire: the Hastati entered rough ground, weight 3 − Going 2: +1 to each Base (§8.1).
        action.insert(QStringLiteral("terrain_entered"), entered({4, 5, 6, 7}, QStringLiteral("rough")));
        AmendController amend(&*session);
        QVERIFY(amend.begin(0));
        QVERIFY2(amend.tryCorrection(action), qPrintable(amend.error()));
        // The what-if: the four Hastati, changed, first; each from 1 Fatigue to 2.
        const QVariantMap first = amend.bases().first().toMap();
        QCOMPARE(first.value(QStringLiteral("label")).toString(), session->tableLabels().base(4));
        QVERIFY(first.value(QStringLiteral("changed")).toBool());
        QCOMPARE(first.value(QStringLiteral("before")).toInt(), 1);
        QCOMPARE(first.value(QStringLiteral("after")).toInt(), 2);
        QVERIFY(!amend.bases().at(4).toMap().value(QStringLiteral("changed")).toBool());
        QVERIFY(!amend.diceCountChanged());
        const QVariantMap report = amend.confirm(QStringLiteral("they crossed the stream bed"), QStringLiteral("Umpire Varro"));
        QVERIFY2(report.value(QStringLiteral("ok")).toBool(), qPrintable(report.value(QStringLiteral("error")).toString()));
        QCOMPARE(fatigues(session->blocksA(), Hastati), (QList<int>{2, 2, 2, 2}));
        QCOMPARE(UmpireController(&*session).actionAt(0).value(QStringLiteral("terrain_entered")).toList(),
                 entered({4, 5, 6, 7}, QStringLiteral("rough")));
        // The amendment is a log entry of its own, with its reason.
        const auto row = [&](int r, int role) { return session->log()->data(session->log()->index(r), role); };
        QCOMPARE(row(0, BattleLogModel::TypeRole).toString(), QStringLiteral("amend"));
        QCOMPARE(row(0, BattleLogModel::NoteRole).toString(), QStringLiteral("they crossed the stream bed"));
        QCOMPARE(row(0, BattleLogModel::ActionIndexRole).toInt(), 0);
        // A kind that is not the action's is refused.
        QVariantMap other{{QStringLiteral("kind"), QStringLiteral("end-phase")}};
        QVERIFY(!rule(*session, 0, other, QStringLiteral("no"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(!rule(*session, 0, action, {}, QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(UmpireController(&*session).verify().isEmpty());
    }

    // Issue 14: a log row's number, the amend dialog's and a refusal that names an action are one number.
    void oneNumberingForRowsAndRefusals()
    {
        auto session = hastatiMeetTheWarband();
        // An undo and a redo first: entries and actions in force no longer count alike.
        QVERIFY(session->adjustFatigue(12, 1, QStringLiteral("a fall")));
        QVERIFY(session->undo());
        QVERIFY(session->redo());
        QVERIFY(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                                                   {QStringLiteral("base_dice"), roll(5)},
                                                   {QStringLiteral("enemy_dice"), roll(2)}}));
        const int fought = session->battle()->actionCount() - 1;
        const int points = session->pendingLossValue().points;
        QVERIFY(points > 0);
        QVERIFY2(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), points}}), qPrintable(session->lastError()));
        BattleLogModel *log = session->log();
        const auto numberOfRow = [&](int actionIndex) {
            for (int r = 0; r < log->rowCount(); ++r) {
                if (log->data(log->index(r), BattleLogModel::ActionIndexRole).toInt() == actionIndex
                    && log->data(log->index(r), BattleLogModel::InForceRole).toBool())
                    return log->data(log->index(r), BattleLogModel::NumberRole).toInt();
            }
            return -1;
        };
        const int fightRow = numberOfRow(fought);
        const int allocationRow = numberOfRow(fought + 1);
        // The log's rows: the entry's position counted from 1, what the page shows as "#n".
        QCOMPARE(log->data(log->index(0), BattleLogModel::NumberRole).toInt(), logCount(*session));
        QCOMPARE(allocationRow, logCount(*session));
        QVERIFY(allocationRow != fought + 2); // not the count of actions in force
        // The amend dialog takes the number of the row it opens from, as the controller gives it.
        const UmpireController umpire(&*session);
        QCOMPARE(umpire.numberOf(fought), fightRow);
        QCOMPARE(umpire.numberOf(fought + 1), allocationRow);
        QCOMPARE(umpire.numberOf(fought + 2), -1);

        // The Romans' die read as 2, not 5: the loser's points change, so the allocation after it is asked again, by its number.
        QVariantMap fight = UmpireController(&*session).actionAt(fought);
        fight.insert(QStringLiteral("base_dice"), roll(2));
        const QByteArray before = stateHash(*session);
        {
            AmendController amend(&*session);
            QVERIFY(amend.begin(fought));
            QCOMPARE(amend.number(), fightRow);
            QVERIFY2(amend.tryCorrection(fight), qPrintable(amend.error()));
            // Asked again or no longer happening (a draw), the recorded allocation goes by its row's number.
            const QString named = amend.asking() ? amend.askText() : amend.reaskedTexts().value(0);
            QVERIFY2(named.contains(QStringLiteral("#%1 (").arg(allocationRow)), qPrintable(named));
            QVERIFY(amend.ready() || amend.asking());
            amend.cancel();
        }
        QCOMPARE(stateHash(*session), before);

        // An amendment's own row names the entry it corrected by the same number.
        fight.insert(QStringLiteral("base_dice"), roll(5));
        fight.insert(QStringLiteral("enemy_dice"), roll(3));
        QVERIFY(session->undo()); // the allocation, so that the correction of the fight stands alone
        const QVariantMap amended = rule(*session, fought, fight, QStringLiteral("the Gaul rolled 3"), QStringLiteral("A. Umpire"));
        QVERIFY2(amended.value(QStringLiteral("ok")).toBool(), qPrintable(amended.value(QStringLiteral("error")).toString()));
        const QString summary = log->data(log->index(0), BattleLogModel::SummaryRole).toString();
        QVERIFY2(summary.startsWith(QStringLiteral("Amended #%1: ").arg(fightRow)), qPrintable(summary));
        QCOMPARE(UmpireController(&*session).numberOf(fought), logCount(*session));
    }

    // Issue 14: once a PIN is chosen, a player without it cannot amend, and a wrong PIN changes nothing.
    void aPlayerWithoutThePinCannotAmend()
    {
        umpirepin::store({});
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVariantMap action = UmpireController(&*session).actionAt(0);
        action.insert(QStringLiteral("terrain_entered"), entered({4, 5, 6, 7}, QStringLiteral("rough")));

        Preferences preferences;
        QSignalSpy pinChanged(&preferences, &Preferences::umpirePinChanged);
        QVERIFY(!preferences.umpirePinSet());
        QCOMPARE(preferences.changeUmpirePin({}, QStringLiteral("12a4")), QStringLiteral("A PIN is 4 to 8 digits."));
        QCOMPARE(preferences.changeUmpirePin({}, QStringLiteral("2468")), QString());
        QVERIFY(preferences.umpirePinSet());
        QCOMPARE(pinChanged.size(), 1);
        // Only a salted hash is kept, never the PIN.
        const QSettings settings;
        for (const QString &key : settings.allKeys())
            QVERIFY2(!settings.value(key).toString().contains(QStringLiteral("2468")), qPrintable(key));

        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);
        UmpireController player(&*session);
        QSignalSpy unlocked(&player, &UmpireController::unlockedChanged);
        QVERIFY(!player.unlocked());
        const QVariantMap refused = rule(*session, 0, action, QStringLiteral("they crossed the stream bed"), QStringLiteral("A. Umpire"), &player);
        QVERIFY(!refused.value(QStringLiteral("ok")).toBool());
        QVERIFY2(refused.value(QStringLiteral("error")).toString().contains(QStringLiteral("PIN")),
                 qPrintable(refused.value(QStringLiteral("error")).toString()));
        // A wrong PIN: still locked, nothing recorded.
        QVERIFY(!player.unlock(QStringLiteral("1357")));
        QVERIFY(!player.unlock(QString()));
        QVERIFY(!player.unlocked());
        QCOMPARE(unlocked.size(), 0);
        QVERIFY(!rule(*session, 0, action, QStringLiteral("they crossed the stream bed"), QStringLiteral("A. Umpire"), &player).value(QStringLiteral("ok")).toBool());
        QCOMPARE(stateHash(*session), before);
        QCOMPARE(logCount(*session), entries);
        // Changing the PIN needs the current one.
        QVERIFY(!preferences.changeUmpirePin(QStringLiteral("1357"), QStringLiteral("1111")).isEmpty());
        QVERIFY(!preferences.changeUmpirePin(QStringLiteral("1357"), {}).isEmpty());
        QVERIFY(umpirepin::matches(QStringLiteral("2468")));

        // The umpire, with the PIN.
        QVERIFY(player.unlock(QStringLiteral("2468")));
        QVERIFY(player.unlocked());
        QCOMPARE(unlocked.size(), 1);
        const QVariantMap ruled = rule(*session, 0, action, QStringLiteral("they crossed the stream bed"), QStringLiteral("A. Umpire"), &player);
        QVERIFY2(ruled.value(QStringLiteral("ok")).toBool(), qPrintable(ruled.value(QStringLiteral("error")).toString()));
        QCOMPARE(logCount(*session), entries + 1);
        player.lock();
        QVERIFY(!player.unlocked());

        QCOMPARE(preferences.changeUmpirePin(QStringLiteral("2468"), {}), QString());
        QVERIFY(!preferences.umpirePinSet());
        QVERIFY(!umpirepin::isSet());
    }

    // Issue 14: the ruling itself (AmendController) is locked in C++, not only by the page's buttons.
    void aLockedUmpireCannotBeginTryOrRule()
    {
        umpirepin::store({});
        int recorded = 0;
        auto session = twoFightsAllocated(&recorded);
        umpirepin::store(QStringLiteral("2468"));
        const QByteArray before = stateHash(*session);
        const int entries = logCount(*session);
        const auto unchanged = [&] { return stateHash(*session) == before && logCount(*session) == entries; };
        QVariantMap rough = UmpireController(&*session).actionAt(3);
        rough.insert(QStringLiteral("base_going"), 2);

        // No umpire's view at all: nothing begins.
        AmendController noView(&*session);
        QVERIFY(!noView.begin(3));
        QVERIFY2(noView.error().contains(QStringLiteral("PIN")), qPrintable(noView.error()));
        QCOMPARE(noView.index(), -1);
        QVERIFY(!noView.tryCorrection(rough));
        QVERIFY(!noView.confirm(QStringLiteral("rough ground"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(unchanged());

        // A view that is locked: the same.
        UmpireController view(&*session);
        AmendController amend(&*session);
        amend.setUmpire(&view);
        QVERIFY(!amend.mayRule());
        QVERIFY(!amend.begin(3));
        QVERIFY(amend.error().contains(QStringLiteral("PIN")));
        QVERIFY(!view.unlock(QStringLiteral("1357")));
        QVERIFY(!amend.begin(3));
        QVERIFY(unchanged());

        // Unlocked, the umpire drafts; locked again before ruling, the draft is gone and nothing is ruled.
        QVERIFY(view.unlock(QStringLiteral("2468")));
        QVERIFY(amend.mayRule());
        QVERIFY2(amend.begin(3), qPrintable(amend.error()));
        QVERIFY2(amend.tryCorrection(rough), qPrintable(amend.error()));
        QVERIFY(amend.asking());
        QVERIFY2(amend.answer({{QStringLiteral("fatigue"), amend.askLoss().points}}), qPrintable(amend.error()));
        QVERIFY(amend.ready());
        view.lock();
        QCOMPARE(amend.index(), -1);
        QVERIFY(!amend.ready());
        const QVariantMap refused = amend.confirm(QStringLiteral("rough ground"), QStringLiteral("Umpire Varro"));
        QVERIFY(!refused.value(QStringLiteral("ok")).toBool());
        QVERIFY2(refused.value(QStringLiteral("error")).toString().contains(QStringLiteral("PIN")),
                 qPrintable(refused.value(QStringLiteral("error")).toString()));
        QVERIFY(!amend.answer({{QStringLiteral("fatigue"), 1}}));
        QVERIFY(unchanged());

        // A draft begun while unlocked cannot be answered or ruled once the PIN is asked again.
        QVERIFY(view.unlock(QStringLiteral("2468")));
        QVERIFY(amend.begin(3));
        QVERIFY(amend.tryCorrection(rough));
        amend.setUmpire(nullptr);
        QCOMPARE(amend.index(), -1);
        QVERIFY(!amend.answer({{QStringLiteral("fatigue"), 1}}));
        QVERIFY(!amend.confirm(QStringLiteral("rough ground"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(unchanged());

        // With the view open the same ruling goes through.
        amend.setUmpire(&view);
        QVERIFY(amend.begin(3));
        QVERIFY(amend.tryCorrection(rough));
        QVERIFY(amend.answer({{QStringLiteral("fatigue"), amend.askLoss().points}}));
        const QVariantMap ruled = amend.confirm(QStringLiteral("rough ground"), QStringLiteral("Umpire Varro"));
        QVERIFY2(ruled.value(QStringLiteral("ok")).toBool(), qPrintable(ruled.value(QStringLiteral("error")).toString()));
        QCOMPARE(logCount(*session), entries + 1);
        umpirepin::store({});
    }

    void logIsNewestFirstAndFilters()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVERIFY(MoveController(&*session).moveBlock(0, {{QStringLiteral("dice"), roll(4)}}));
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase()); // turn 1, side B now
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase());
        QVERIFY(session->endPhase()); // turn 2, side A
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(5)}}));
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
};

QTEST_GUILESS_MAIN(TestBattleSessionUmpire)
#include "tst_battlesession_umpire.moc"
