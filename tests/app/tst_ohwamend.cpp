// The umpire's amendment of a battle of 3D6 OHW Gridded Ancients (app/ohw/ohwamendcontroller.h
// over app/battle/rulesetamendcontroller.h): an attack's dice corrected so that the hits change
// (§7), a morale check's die corrected so that the unit holds and the retreat it made no longer
// happens (§8, §5.4), the breakpoint following (§9), the ruling recorded with the umpire's reason
// and name and found again when the battle is reopened; and nothing while the umpire's view is
// locked behind the PIN.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlesession.h"
#include "ohwamendcontroller.h"
#include "ohwbattlesession.h"
#include "ohwdemo.h"
#include "umpirecontroller.h"
#include "umpirepin.h"

#include "ohw/game.h"
#endif

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The sample's units (ohwsample.h).
constexpr int FourthLine = 10;
// The demo's actions in force (app/main/ohwdemo.cpp): #8 Legio I attacks the Fourth Line on 6, 4, 2
// (two hits, §7), #10 the Fourth Line checks its morale on a 1 and fails (§8); then here #11 it
// retreats (§5.4), #12 the Morale step ends, #13 the breakpoint is taken (§9).
constexpr int TheAttack = 7;
constexpr int TheMoraleCheck = 9;

/** The demo up to the failed morale check, its retreat, the end of the step and the breakpoint. */
void playRetreat(OhwBattleSession &session)
{
    QVERIFY2(appshell::playOhwDemo(&session, appshell::OhwDemoStep::Retreat), qPrintable(session.lastError()));
    QVERIFY2(session.retreat(QStringLiteral("retreated"), QStringLiteral("open")), qPrintable(session.lastError()));
    QVERIFY2(session.endStep(), qPrintable(session.lastError()));
    QVERIFY2(session.takeBreakpoint(), qPrintable(session.lastError()));
    QCOMPARE(session.battle()->actionCount(), 13);
}

int hitsOf(const OhwBattleSession &session, int unit)
{
    return session.battle()->state().units.at(static_cast<std::size_t>(unit)).hits;
}

struct Sessions
{
    QTemporaryDir dir;
    BattleSession battles;
    OhwBattleSession session{&battles};

    Sessions()
    {
        if (!dir.isValid() || !battles.openStore(path()))
            qFatal("the test's battle store cannot be opened");
    }
    [[nodiscard]] QString path() const { return dir.filePath(QStringLiteral("battles.sqlite")); }
};

} // namespace

class TestOhwAmend : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        umpirepin::store({});
    }
    void cleanupTestCase() { umpirepin::store({}); }

    void rule_7_correctedAttackDiceChangeTheHits()
    {
        Sessions s;
        playRetreat(s.session);
        QCOMPARE(hitsOf(s.session, FourthLine), 3);
        OhwAmendController amend(&s.session);
        QVERIFY2(amend.begin(TheAttack), qPrintable(amend.error()));
        QCOMPARE(amend.kind(), QStringLiteral("attack"));
        QCOMPARE(amend.number(), TheAttack + 1);
        QCOMPARE(amend.original().value(QStringLiteral("dice")).toList(), QVariantList({6, 4, 2}));
        QCOMPARE(amend.context().value(QStringLiteral("faces")).toList(), QVariantList({6, 4, 2}));
        // Three 4+: three hits instead of two (§7); everything after is replayed on them.
        QVERIFY2(amend.tryCorrection({{QStringLiteral("dice"), QVariantList{6, 5, 4}}}), qPrintable(amend.error()));
        QVERIFY2(!amend.asking(), qPrintable(amend.askText()));
        QVERIFY(amend.ready());
        const QVariantMap fourth = amend.units().first().toMap();
        QCOMPARE(fourth.value(QStringLiteral("before")).toString(), QStringLiteral("3/9 hits"));
        QCOMPARE(fourth.value(QStringLiteral("after")).toString(), QStringLiteral("4/9 hits"));
        QVERIFY(fourth.value(QStringLiteral("changed")).toBool());
        // A pool of three dice given two: the rules' refusal, with its section.
        QVERIFY(!amend.tryCorrection({{QStringLiteral("dice"), QVariantList{6, 5}}}));
        QVERIFY2(amend.error().contains(QStringLiteral("§")), qPrintable(amend.error()));
        QVERIFY(!amend.ready());
        QCOMPARE(hitsOf(s.session, FourthLine), 3); // nothing recorded
    }

    // §8, §5.4, §9: the unit holds; its retreat is asked and dropped; the breakpoint keeps the retreat's point.
    void rule_8_aPassedMoraleCheckDropsTheRetreatAndTheBreakpointFollows()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        qint64 id = 0;
        ohw::GameState ruled;
        int entries = 0;
        {
            BattleSession battles;
            QVERIFY(battles.openStore(path));
            OhwBattleSession session(&battles);
            playRetreat(session);
            id = session.battleId();
            const int breakpointBefore = session.breakpoints().at(1);
            UmpireController view;
            OhwAmendController amend(&session);
            amend.setUmpire(&view);
            QVERIFY(amend.begin(TheMoraleCheck));
            QCOMPARE(amend.kind(), QStringLiteral("check-morale"));
            QVERIFY2(amend.tryCorrection({{QStringLiteral("die"), 6}}), qPrintable(amend.error()));
            QVERIFY(amend.asking());
            QCOMPARE(amend.askIndex(), TheMoraleCheck + 1);
            QCOMPARE(amend.askKind(), QStringLiteral("retreat"));
            // The action asked is named, as the log names it, with why it no longer fits.
            QVERIFY2(amend.askText().contains(QStringLiteral("“Fourth line's retreat (")), qPrintable(amend.askText()));
            QVERIFY2(amend.askText().contains(QStringLiteral("(§5.4)")), qPrintable(amend.askText()));
            QVERIFY2(amend.drop(), qPrintable(amend.error()));
            QVERIFY2(!amend.asking(), qPrintable(amend.askText()));
            QVERIFY(amend.ready());
            const QVariantMap caesar = amend.armies().at(1).toMap();
            QVERIFY2(caesar.value(QStringLiteral("changed")).toBool(), qPrintable(caesar.value(QStringLiteral("after")).toString()));
            const QVariantMap ruling = amend.confirm(QStringLiteral("the die showed 6"), QStringLiteral("Umpire Varro"));
            QVERIFY2(ruling.value(QStringLiteral("ok")).toBool(), qPrintable(ruling.value(QStringLiteral("error")).toString()));
            QCOMPARE(session.battle()->actionCount(), 12);
            QCOMPARE(session.breakpoints().at(1), breakpointBefore + 1);
            ruled = session.battle()->state();
            entries = static_cast<int>(session.battle()->log().size());
            // Undo still works after it.
            QVERIFY(session.undo());
            QVERIFY(session.redo());
            QVERIFY(session.battle()->state() == ruled);
            entries += 2;
        }
        BattleSession battles;
        QVERIFY(battles.openStore(path));
        OhwBattleSession session(&battles);
        QVERIFY2(session.openBattle(id), qPrintable(session.lastError()));
        QVERIFY(session.battle()->state() == ruled);
        QCOMPARE(static_cast<int>(session.battle()->log().size()), entries);
        bool amended = false;
        for (const record::OhwEntry &e : session.battle()->log())
            amended |= e.type == record::LogEntry::Type::Amend && e.note == QStringLiteral("the die showed 6")
                       && e.umpire == QStringLiteral("Umpire Varro");
        QVERIFY(amended);
    }

    void aLockedUmpireCannotBeginTryOrRule()
    {
        Sessions s;
        playRetreat(s.session);
        umpirepin::store(QStringLiteral("2468"));
        const ohw::GameState before = s.session.battle()->state();
        const std::size_t entries = s.session.battle()->log().size();
        UmpireController view;
        OhwAmendController amend(&s.session);
        amend.setUmpire(&view);
        QVERIFY(!amend.begin(TheAttack));
        QVERIFY2(amend.error().contains(QStringLiteral("PIN")), qPrintable(amend.error()));
        QVERIFY(!amend.tryCorrection({{QStringLiteral("dice"), QVariantList{6, 5, 4}}}));
        QVERIFY(view.unlock(QStringLiteral("2468")));
        QVERIFY(amend.begin(TheAttack));
        QVERIFY(amend.tryCorrection({{QStringLiteral("dice"), QVariantList{6, 5, 4}}}));
        QVERIFY(amend.ready());
        view.lock();
        QVERIFY(!amend.ready());
        QVERIFY(!amend.confirm(QStringLiteral("misread"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(s.session.battle()->state() == before);
        QCOMPARE(s.session.battle()->log().size(), entries);
        umpirepin::store({});
    }
};

QTEST_MAIN(TestOhwAmend)
#include "tst_ohwamend.moc"
