// The 3D6 OHW Gridded Ancients bridge (app/ohw/ohwbattlesession.h) against its
// engine: the session shows what the engine decides — the steps in the text's
// order, the pools itemized with their sections, the exact odds, the failed push
// move's hit, morale, the retreat, the breakpoint — words its refusals with their
// section, and takes actions back.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlemodels.h"
#include "battlesession.h"
#include "ohwbattlesession.h"
#include "ohwdemo.h"
#include "record/ohwfile.h"

#include "ohw/game.h"
#endif

#include <QSignalSpy>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The sample's units (ohwsample.h).
constexpr int LegioI = 0;
constexpr int SpanishAuxilia = 1;
constexpr int Sagitarii = 5;
constexpr int PompeysEquites = 3;
constexpr int LegioVIII = 9;
constexpr int FourthLine = 10;
// The sample's generals: Pompey with Legio I, Labienus with the Equites.
constexpr int Pompey = 0;
constexpr int Labienus = 1;

/** The units (or, with @p key "general", the generals) a choice list of the session names. */
QList<int> idsOf(const QVariantList &choices, const char *key = "unit")
{
    QList<int> ids;
    for (const QVariant &c : choices)
        ids << c.toMap().value(QString::fromLatin1(key)).toInt();
    return ids;
}

/** @p count dice all showing @p face. */
QVariantList allFaces(int count, int face)
{
    QVariantList dice;
    for (int i = 0; i < count; ++i)
        dice << face;
    return dice;
}

QVariantMap row(OhwUnitsModel *model, int unitId)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex at = model->index(r);
        if (model->data(at, OhwUnitsModel::UnitIdRole).toInt() != unitId)
            continue;
        QVariantMap map;
        const auto roles = model->roleNames();
        for (auto it = roles.begin(); it != roles.end(); ++it)
            map.insert(QString::fromUtf8(it.value()), model->data(at, it.key()));
        return map;
    }
    return {};
}

QStringList itemKeys(const OhwPoolPreviewValue &p)
{
    QStringList keys;
    for (const QVariant &v : p.items)
        keys << v.toMap().value(QStringLiteral("key")).toString() + QLatin1Char(' ') + v.toMap().value(QStringLiteral("dice")).toString()
                    + QLatin1Char(' ') + v.toMap().value(QStringLiteral("citation")).toString();
    return keys;
}

QString oddsOf(const OhwPoolPreviewValue &p, int hits)
{
    for (const QVariant &v : p.odds) {
        if (v.toMap().value(QStringLiteral("hits")).toInt() == hits)
            return v.toMap().value(QStringLiteral("fraction")).toString();
    }
    return {};
}

/** A battle store in a folder of its own, the Ancients session on it, and the session of 3D6 OHW Gridded Ancients. */
struct Sessions
{
    QTemporaryDir dir;
    BattleSession battles;
    OhwBattleSession session{&battles};

    Sessions()
    {
        if (!dir.isValid() || !battles.openStore(dir.filePath(QStringLiteral("battles.sqlite"))))
            qFatal("the test's battle store cannot be opened");
    }
};

} // namespace

class TestOhwBattleSession : public QObject
{
    Q_OBJECT

private slots:
    void rule_4_theTurnBeginsWithTheInitiative()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QCOMPARE(s.session.step(), QStringLiteral("initiative"));
        QCOMPARE(s.session.steps().size(), 6);
        QCOMPARE(s.session.steps().at(5).toMap().value(QStringLiteral("key")).toString(), QStringLiteral("breakpoint"));
        QCOMPARE(s.session.armyNames(), (QStringList{QStringLiteral("Pompey"), QStringLiteral("Caesar")}));
        QVERIFY(!s.session.endStep()); // the initiative comes first
        QVERIFY(s.session.lastError().contains(QStringLiteral("§10.3")));
        QCOMPARE(s.session.initiativeChance(), QStringLiteral("5/18 (28%)"));
    }

    void rule_10_3_theHolderKeepsTheInitiativeOnADraw()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 4})); // B beats A by 1 only
        QCOMPARE(s.session.initiativeSide(), 0);
        QCOMPARE(s.session.activeSide(), 0);
        QCOMPARE(s.session.step(), QStringLiteral("movement"));
    }

    void rule_10_3_takingTheInitiativeAsksTheOrder()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({1, 5}));
        QCOMPARE(s.session.initiativeSide(), 1);
        QCOMPARE(s.session.waiting().kind, QStringLiteral("order"));
        QVERIFY(s.session.chooseOrder(false));
        QCOMPARE(s.session.activeSide(), 0);
        QCOMPARE(s.session.waiting().kind, QString());
    }

    void rule_9_theArmiesBreakpoints()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        // Caesar: three veteran legions (9), three units (6), two generals (4); Pompey: seven units, two generals.
        QCOMPARE(s.session.breakpointsAtStart(), (QList<int>{18, 19}));
        QCOMPARE(s.session.breakpoints(), (QList<int>{18, 19}));
        const QVariantMap legio = row(s.session.unitsA(), LegioI);
        QCOMPARE(legio.value(QStringLiteral("general")).toString(), QStringLiteral("Pompey"));
        QCOMPARE(legio.value(QStringLiteral("hits")).toInt(), 0);
        QVERIFY(legio.value(QStringLiteral("traitsText")).toString().contains(QStringLiteral("Armored")));
        QCOMPARE(row(s.session.unitsB(), FourthLine).value(QStringLiteral("groundText")).toString(), QStringLiteral("Hill"));
    }

    void rule_5_1_aFailedPushMoveStillHappensAndCostsAHit()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        s.session.selectUnit(SpanishAuxilia);
        QVERIFY(s.session.move(1, QStringLiteral("open"), false, QStringLiteral("front")));
        QCOMPARE(s.session.pushUnit(), SpanishAuxilia);
        QCOMPARE(s.session.pushNeeded(), 3);
        QCOMPARE(s.session.pushChance(), QStringLiteral("2/3 (67%)"));
        QVERIFY(s.session.pushMove(QStringLiteral("open"), false, QStringLiteral("front"), 1));
        QCOMPARE(row(s.session.unitsA(), SpanishAuxilia).value(QStringLiteral("hits")).toInt(), 1);
        QCOMPARE(s.session.pushUnit(), -1);
        bool costed = false;
        for (const QVariant &e : s.session.lastEffects())
            costed = costed || (e.toMap().value(QStringLiteral("kind")) == QStringLiteral("hits")
                                && e.toMap().value(QStringLiteral("citation")) == QStringLiteral("§5.1"));
        QVERIFY(costed);
    }

    void rule_7_theMeleePoolIsItemizedWithItsSections()
    {
        Sessions s;
        QVERIFY2(appshell::playOhwDemo(&s.session, appshell::OhwDemoStep::Melee), qPrintable(s.session.lastError()));
        QCOMPARE(s.session.step(), QStringLiteral("combat"));
        const OhwPoolPreviewValue p = s.session.preview();
        QVERIFY2(p.valid, qPrintable(p.error));
        QCOMPARE(p.kind, QStringLiteral("attack"));
        // 4D6, +1D6 for Pompey, −1D6 for the Fourth line's armour, −1D6 for its hill: a 3D6 pool.
        QCOMPARE(itemKeys(p), (QStringList{QStringLiteral("unit-dice 4D6 §7"), QStringLiteral("general +1D6 §10.1"),
                                           QStringLiteral("armored −1D6 §10.4"), QStringLiteral("hill −1D6 §5.6")}));
        QCOMPARE(p.dice, 3);
        QCOMPARE(oddsOf(p, 2), QStringLiteral("3/8")); // C(3,2)/2³
        QCOMPARE(oddsOf(p, 0), QStringLiteral("1/8"));
    }

    void rule_6_theShotsPool()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        QVERIFY(s.session.endStep());
        s.session.selectUnit(Sagitarii);
        s.session.setTarget(FourthLine);
        s.session.setRange(2);
        const OhwPoolPreviewValue p = s.session.preview();
        QVERIFY2(p.valid, qPrintable(p.error));
        QCOMPARE(p.kind, QStringLiteral("shoot"));
        QCOMPARE(p.items.first().toMap().value(QStringLiteral("dice")).toString(), QStringLiteral("2D6"));
        // 2D6, −1D6 for armour, −1D6 for the hill: never fewer than one die (R15).
        QCOMPARE(p.items.last().toMap().value(QStringLiteral("key")).toString(), QStringLiteral("minimum"));
        QCOMPARE(p.dice, 1);
        QCOMPARE(oddsOf(p, 1), QStringLiteral("1/2"));
        s.session.setRange(9);
        QVERIFY(!s.session.preview().valid);
        QVERIFY(s.session.preview().error.contains(QStringLiteral("§6")));
    }

    void rule_8_aFailedMoraleCheckRetreatsAndTheBreakpointFalls()
    {
        Sessions s;
        QVERIFY2(appshell::playOhwDemo(&s.session, appshell::OhwDemoStep::Retreat), qPrintable(s.session.lastError()));
        QCOMPARE(row(s.session.unitsB(), FourthLine).value(QStringLiteral("hits")).toInt(), 3);
        QCOMPARE(s.session.waiting().kind, QStringLiteral("retreat"));
        QCOMPARE(s.session.waiting().unit, FourthLine);
        QVERIFY(s.session.retreat(QStringLiteral("retreated"), QStringLiteral("open")));
        QCOMPARE(s.session.waiting().kind, QString());
        QVERIFY(s.session.endStep());
        QCOMPARE(s.session.step(), QStringLiteral("breakpoint"));
        QVERIFY(!s.session.pendingLosses().at(1).isEmpty());
        QVERIFY(s.session.takeBreakpoint());
        QCOMPARE(s.session.breakpoints().at(1), 18);
        // Caesar's half begins.
        QCOMPARE(s.session.activeSide(), 1);
        QCOMPARE(s.session.step(), QStringLiteral("movement"));
    }

    void undoTakesBackTheLastActionAndRedoMeetsItsDice()
    {
        Sessions s;
        QVERIFY2(appshell::playOhwDemo(&s.session, appshell::OhwDemoStep::Melee), qPrintable(s.session.lastError()));
        QVERIFY(s.session.attack());
        const int hits = row(s.session.unitsB(), FourthLine).value(QStringLiteral("hits")).toInt();
        QVERIFY(s.session.canUndo());
        QVERIFY(s.session.undo());
        QCOMPARE(row(s.session.unitsB(), FourthLine).value(QStringLiteral("hits")).toInt(), 1);
        QVERIFY(s.session.lastEffects().isEmpty());
        QVERIFY(s.session.redo());
        QCOMPARE(row(s.session.unitsB(), FourthLine).value(QStringLiteral("hits")).toInt(), hits);
        // An undone attack rolled again by the app meets the same dice: no re-roll bought.
        QVERIFY(s.session.undo());
        QVERIFY(s.session.attack());
        QCOMPARE(row(s.session.unitsB(), FourthLine).value(QStringLiteral("hits")).toInt(), hits);
    }

    // The shared record: the battle is kept in the device's store from its first entry,
    // listed with its ruleset, and opened again by a new session with the same state.
    void aBattleIsKeptInTheStoreAndReopensWithTheSameState()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        qint64 id = 0;
        ohw::GameState played;
        std::size_t entries = 0;
        {
            BattleSession battles;
            QVERIFY(battles.openStore(path));
            OhwBattleSession session(&battles);
            QVERIFY(session.startArmies(QStringLiteral(":/armies/3d6-ohw-gridded-ancients/caesar.json"),
                                        QStringLiteral(":/armies/3d6-ohw-gridded-ancients/pompey.json"), {},
                                        QStringLiteral("Pharsalus")));
            id = session.battleId();
            QVERIFY(id > 0);
            QVERIFY(session.rollInitiative({3, 4}));
            played = session.battle()->state();
            entries = session.battle()->log().size();
            StoredBattlesModel *list = battles.battles();
            QCOMPARE(list->rowCount(), 1);
            const QModelIndex row = list->index(0);
            QCOMPARE(list->data(row, StoredBattlesModel::RulesetRole).toString(), QStringLiteral("3d6-ohw-gridded-ancients"));
            QCOMPARE(list->data(row, StoredBattlesModel::TitleRole).toString(), QStringLiteral("Pharsalus"));
            // The Ancients session neither counts it as its last battle nor opens it.
            QCOMPARE(battles.lastBattleId(), 0);
            QVERIFY(!battles.resume(id));
        }
        BattleSession battles;
        QVERIFY(battles.openStore(path));
        OhwBattleSession session(&battles);
        QVERIFY(!session.hasBattle());
        QVERIFY2(session.openBattle(id), qPrintable(session.lastError()));
        QCOMPARE(session.battleId(), id);
        QVERIFY(session.battle()->state() == played);
        QCOMPARE(session.battle()->log().size(), entries);
        QCOMPARE(session.step(), QStringLiteral("movement"));
        // What is done after reopening is kept too: the undo is an entry of the same log.
        QVERIFY(session.undo());
        BattleSession again;
        QVERIFY(again.openStore(path));
        OhwBattleSession third(&again);
        QVERIFY(third.openBattle(id));
        QVERIFY(third.battle()->state() == session.battle()->state());
        QCOMPARE(third.step(), QStringLiteral("initiative"));
    }

    // The umpire's tools: the chain as the store keeps it is checked, and the battle is written
    // as a battle file that verifies, without the dice secret while the battle is in progress.
    void theUmpireChecksTheKeptChainAndExportsTheBattle()
    {
        Sessions s;
        QVERIFY(!s.session.verify().isEmpty()); // no battle open: said, not passed
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 4}));
        QCOMPARE(s.session.verify(), QString());

        const QString path = s.dir.filePath(QStringLiteral("pharsalus.json"));
        // The secret would give away every roll to come: refused, and nothing is written.
        QVERIFY(!s.session.exportBattle(QUrl::fromLocalFile(path), true));
        QVERIFY2(s.session.lastError().contains(QStringLiteral("decided")), qPrintable(s.session.lastError()));
        QVERIFY(!QFile::exists(path));
        QVERIFY2(s.session.exportBattle(QUrl::fromLocalFile(path), false), qPrintable(s.session.lastError()));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const record::Verification checked = record::OhwBattleFile::verify(written.readAll());
        QVERIFY2(checked.ok, qPrintable(checked.problems.join(QLatin1Char('\n'))));
        QCOMPARE(checked.head, s.session.battle()->headHash());
        QVERIFY(!checked.seedRevealed);
        // No file named: said, nothing written.
        QVERIFY(!s.session.exportBattle(QUrl(), false));
        QVERIFY(!s.session.lastError().isEmpty());
    }

    void deletingTheOpenBattleClosesIt()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        const qint64 first = s.session.battleId();
        QVERIFY(s.session.startSample());
        const qint64 second = s.session.battleId();
        QVERIFY(first > 0 && second > 0 && first != second);
        // Another battle deleted: the one open stays.
        QVERIFY(s.battles.removeBattle(first));
        QCOMPARE(s.session.battleId(), second);
        // The one open deleted on the saved battles page: its page no longer shows it.
        QVERIFY(s.battles.removeBattle(second));
        QVERIFY(!s.session.hasBattle());
        QCOMPARE(s.session.battleId(), 0);
        QVERIFY(!s.session.openBattle(second));
    }

    void refusalsAreWordedWithTheirSection()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        QSignalSpy errors(&s.session, &OhwBattleSession::lastErrorChanged);
        s.session.selectUnit(SpanishAuxilia);
        QVERIFY(!s.session.move(5, QStringLiteral("open"), false, QStringLiteral("front")));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(s.session.lastError().contains(QStringLiteral("(§5)")), qPrintable(s.session.lastError()));
        QCOMPARE(row(s.session.unitsA(), SpanishAuxilia).value(QStringLiteral("statusText")).toString(), QString());
        QVERIFY(!s.session.rollInitiative({7, 1}));
    }

    // Ruling R25: a general joins another friendly unit in his side's Movement step, once a half.
    void ruling_R25_aGeneralJoinsAnotherUnitWhereTheEngineAllowsIt()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.joinChoices().isEmpty()); // the initiative comes first
        QVERIFY(s.session.rollInitiative({3, 3}));
        const QVariantList joins = s.session.joinChoices();
        // Pompey and Labienus may each join any other of Pompey's units without a general.
        QVERIFY(!joins.isEmpty());
        for (const QVariant &j : joins) {
            const QVariantMap join = j.toMap();
            QVERIFY(join.value(QStringLiteral("general")).toInt() == Pompey || join.value(QStringLiteral("general")).toInt() == Labienus);
            QVERIFY(join.value(QStringLiteral("unit")).toInt() < 7);               // Pompey's army only
            QVERIFY(join.value(QStringLiteral("unit")).toInt() != LegioI);         // it has Pompey
            QVERIFY(join.value(QStringLiteral("unit")).toInt() != PompeysEquites); // it has Labienus
            QCOMPARE(join.value(QStringLiteral("section")).toString(), QStringLiteral("10.1"));
            QCOMPARE(join.value(QStringLiteral("ruling")).toString(), QStringLiteral("R25"));
        }
        QVERIFY(idsOf(joins).contains(SpanishAuxilia));
        const QVariantMap first = joins.first().toMap();
        QCOMPARE(first.value(QStringLiteral("generalName")).toString(), QStringLiteral("Pompey"));

        QVERIFY2(s.session.joinUnit(Pompey, SpanishAuxilia), qPrintable(s.session.lastError()));
        QCOMPARE(row(s.session.unitsA(), SpanishAuxilia).value(QStringLiteral("general")).toString(), QStringLiteral("Pompey"));
        QCOMPARE(row(s.session.unitsA(), LegioI).value(QStringLiteral("general")).toString(), QString());
        // Once a half: Pompey is offered no more; Labienus still is.
        QVERIFY(!idsOf(s.session.joinChoices(), "general").contains(Pompey));
        QVERIFY(idsOf(s.session.joinChoices(), "general").contains(Labienus));
        QVERIFY(!s.session.joinUnit(Pompey, LegioI));
        QVERIFY2(s.session.lastError().contains(QStringLiteral("§10.1")), qPrintable(s.session.lastError()));
        QVERIFY(s.session.undo());
        QCOMPARE(row(s.session.unitsA(), LegioI).value(QStringLiteral("general")).toString(), QStringLiteral("Pompey"));
    }

    // §3.3, ruling R8: cavalry leave a melee against slower enemies before they move.
    void rule_3_3_cavalryDisengageFromSlowerEnemies()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        QVERIFY(s.session.disengageUnits().isEmpty()); // no melee yet
        // Pompey's Equites charge Caesar's Legio VIII.
        s.session.selectUnit(PompeysEquites);
        s.session.setTarget(LegioVIII);
        QVERIFY2(s.session.move(0, QStringLiteral("open"), true, QStringLiteral("front")), qPrintable(s.session.lastError()));
        // Moved this half: not before it moves any more.
        QVERIFY(s.session.disengageUnits().isEmpty());
        // Both attack without a hit (no 4+, no 1) through the rest of turn 1.
        for (int half = 0; half < 2; ++half) {
            QVERIFY(s.session.endStep()); // Movement
            QVERIFY(s.session.endStep()); // Shooting
            s.session.selectUnit(half == 0 ? PompeysEquites : LegioVIII);
            s.session.setTarget(half == 0 ? LegioVIII : PompeysEquites);
            QVERIFY2(s.session.preview().valid, qPrintable(s.session.preview().error));
            QVERIFY2(s.session.attack(allFaces(s.session.preview().dice, 3)), qPrintable(s.session.lastError()));
            QVERIFY(s.session.endStep()); // Combat
            QVERIFY2(s.session.endStep(), qPrintable(s.session.lastError())); // Morale: none hit
            QVERIFY2(s.session.takeBreakpoint(), qPrintable(s.session.lastError()));
        }
        QCOMPARE(s.session.turn(), 2);
        QVERIFY(s.session.rollInitiative({3, 3}));
        QCOMPARE(s.session.activeSide(), 0);
        // Still in melee, before it moves: the engine lets the horse go, not the legion it fights.
        const QVariantList offered = s.session.disengageUnits();
        QCOMPARE(idsOf(offered), QList<int>{PompeysEquites});
        QCOMPARE(offered.first().toMap().value(QStringLiteral("section")).toString(), QStringLiteral("3.3"));
        QCOMPARE(offered.first().toMap().value(QStringLiteral("ruling")).toString(), QStringLiteral("R8"));
        QVERIFY(!s.session.disengage(LegioI));
        QVERIFY2(s.session.disengage(PompeysEquites), qPrintable(s.session.lastError()));
        QVERIFY(s.session.disengageUnits().isEmpty());
        bool left = false;
        for (const QVariant &e : s.session.lastEffects())
            left = left || (e.toMap().value(QStringLiteral("kind")) == QStringLiteral("disengaged")
                            && e.toMap().value(QStringLiteral("citation")) == QStringLiteral("§3.3"));
        QVERIFY(left);
        // It may still move.
        s.session.selectUnit(PompeysEquites);
        QVERIFY2(s.session.move(1, QStringLiteral("open"), false, QStringLiteral("front")), qPrintable(s.session.lastError()));
    }

    // §8, ruling R22: the unit whose melee enemy retreated advances into the space it left.
    void rule_8_aUnitAdvancesIntoTheSpaceItsEnemyLeft()
    {
        Sessions s;
        QVERIFY2(appshell::playOhwDemo(&s.session, appshell::OhwDemoStep::Retreat), qPrintable(s.session.lastError()));
        QVERIFY(s.session.advanceUnits().isEmpty()); // the retreat comes first
        QVERIFY(s.session.retreat(QStringLiteral("retreated"), QStringLiteral("open")));
        const QVariantList offered = s.session.advanceUnits();
        QCOMPARE(idsOf(offered), QList<int>{LegioI});
        QCOMPARE(offered.first().toMap().value(QStringLiteral("section")).toString(), QStringLiteral("8"));
        QCOMPARE(offered.first().toMap().value(QStringLiteral("ruling")).toString(), QStringLiteral("R22"));
        QVERIFY(!s.session.advance(SpanishAuxilia, QStringLiteral("open")));
        QVERIFY2(s.session.advance(LegioI, QStringLiteral("rough")), qPrintable(s.session.lastError()));
        QCOMPARE(row(s.session.unitsA(), LegioI).value(QStringLiteral("groundText")).toString(), QStringLiteral("Rough ground"));
        QVERIFY(s.session.advanceUnits().isEmpty());
        // Gone once the step ends, advanced or not.
        QVERIFY(s.session.undo());
        QCOMPARE(idsOf(s.session.advanceUnits()), QList<int>{LegioI});
        QVERIFY(s.session.endStep());
        QVERIFY(s.session.advanceUnits().isEmpty());
    }

    void theWordsFollowTheLanguage()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QSignalSpy changed(&s.session, &OhwBattleSession::gameChanged);
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
        QVERIFY(changed.count() >= 1);
    }
};

QTEST_MAIN(TestOhwBattleSession)
#include "tst_ohwbattlesession.moc"
