// The log of a battle of 3D6 OHW Gridded Ancients (app/ohw/ohwlogmodel.h) as the
// log page shows it: a row for every entry, newest first, with the turn, the
// phasing player and the step it was played in, its summary and its effects, each
// citing its section in this ruleset's rulebook; a new entry adds its row, an undo
// or a redo rewords only the rows it changed; the entry that ended a turn carries
// the fingerprint.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlesession.h"
#include "ohwbattlesession.h"
#include "ohwdemo.h"
#include "ohwlogmodel.h"
#endif

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The sample's units (ohwsample.h).
constexpr int SpanishAuxilia = 1;

const QString Ruleset = QStringLiteral("3d6-ohw-gridded-ancients");

/** Row @p r of @p model, by its role names. */
QVariantMap logRow(OhwLogModel *model, int r)
{
    QVariantMap map;
    const QModelIndex at = model->index(r);
    const auto roles = model->roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        map.insert(QString::fromUtf8(it.value()), model->data(at, it.key()));
    return map;
}

/** The effect of @p row whose kind is @p kind, or none. */
QVariantMap effectOf(const QVariantMap &row, const QString &kind)
{
    for (const QVariant &e : row.value(QStringLiteral("effects")).toList()) {
        if (e.toMap().value(QStringLiteral("kind")).toString() == kind)
            return e.toMap();
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

class TestOhwLogModel : public QObject
{
    Q_OBJECT

private slots:
    void rule_4_eachActionIsARowWithItsTurnSideAndStep()
    {
        Sessions s;
        OhwLogModel *log = s.session.log();
        QAbstractItemModelTester tester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(s.session.startSample());
        QCOMPARE(log->rowCount(), 0);
        QVERIFY(s.session.rollInitiative({3, 3}));
        QCOMPARE(log->rowCount(), 1);
        QVariantMap roll = logRow(log, 0);
        QCOMPARE(roll.value(QStringLiteral("number")).toInt(), 1);
        QCOMPARE(roll.value(QStringLiteral("type")).toString(), QStringLiteral("action"));
        QCOMPARE(roll.value(QStringLiteral("kind")).toString(), QStringLiteral("roll-initiative"));
        QCOMPARE(roll.value(QStringLiteral("turn")).toInt(), 1);
        QCOMPARE(roll.value(QStringLiteral("side")).toInt(), 0);
        QCOMPARE(roll.value(QStringLiteral("step")).toString(), QStringLiteral("initiative"));
        QCOMPARE(roll.value(QStringLiteral("stepText")).toString(), QStringLiteral("Initiative"));
        QCOMPARE(roll.value(QStringLiteral("summary")).toString(), QStringLiteral("Initiative roll"));
        QVERIFY(roll.value(QStringLiteral("inForce")).toBool());
        QCOMPARE(roll.value(QStringLiteral("actionIndex")).toInt(), 0);
        QCOMPARE(roll.value(QStringLiteral("hash")).toString(),
                 QString::fromLatin1(s.session.battle()->log().front().hash.toHex().left(12)));

        // The move of the Movement step: its own row on top, the first one below it.
        s.session.selectUnit(SpanishAuxilia);
        QVERIFY(s.session.move(1, QStringLiteral("open"), false, QStringLiteral("front")));
        QCOMPARE(log->rowCount(), 2);
        const QVariantMap move = logRow(log, 0);
        QCOMPARE(move.value(QStringLiteral("number")).toInt(), 2);
        QCOMPARE(move.value(QStringLiteral("kind")).toString(), QStringLiteral("move"));
        QCOMPARE(move.value(QStringLiteral("step")).toString(), QStringLiteral("movement"));
        QCOMPARE(move.value(QStringLiteral("stepText")).toString(), QStringLiteral("Movement"));
        QCOMPARE(move.value(QStringLiteral("summary")).toString(), QStringLiteral("Spanish auxilia moves 1 space(s)"));
        QCOMPARE(logRow(log, 1).value(QStringLiteral("number")).toInt(), 1);
    }

    void rule_10_3_effectsCiteTheirSectionsInThisRuleset()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        const QVariantMap roll = logRow(s.session.log(), 0);
        const QVariantMap rolled = effectOf(roll, QStringLiteral("initiative-rolled"));
        QVERIFY(!rolled.isEmpty());
        QCOMPARE(rolled.value(QStringLiteral("section")).toString(), QStringLiteral("10.3"));
        QCOMPARE(rolled.value(QStringLiteral("ruleset")).toString(), Ruleset);
        QCOMPARE(rolled.value(QStringLiteral("text")).toString(), QStringLiteral("Initiative dice 3, 3: Pompey keeps the initiative"));
        // This ruleset's effects cite no ruling beside their section: the log keeps no place for one.
        QVERIFY(!rolled.contains(QStringLiteral("ruling")));
        // Every section it cites, once, in order: the roll's and the Movement step's beginning (§4).
        QCOMPARE(roll.value(QStringLiteral("sections")).toStringList(), (QStringList{QStringLiteral("10.3"), QStringLiteral("4")}));
    }

    void undoRewordsOnlyTheRowItChanged()
    {
        Sessions s;
        OhwLogModel *log = s.session.log();
        QAbstractItemModelTester tester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        s.session.selectUnit(SpanishAuxilia);
        QVERIFY(s.session.move(1, QStringLiteral("open"), false, QStringLiteral("front")));
        const QVariantMap rollBefore = logRow(log, 1);

        QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(log, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(log, &QAbstractItemModel::modelReset);
        QVERIFY(s.session.undo());
        QCOMPARE(reset.count(), 0);
        // The undo's own row, on top...
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.first().at(1).toInt(), 0);
        QCOMPARE(inserted.first().at(2).toInt(), 0);
        QCOMPARE(log->rowCount(), 3);
        // ... and the move's row, then on top, is the one row changed: it is undone.
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(changed.first().at(1).value<QModelIndex>().row(), 0);

        const QVariantMap undo = logRow(log, 0);
        QCOMPARE(undo.value(QStringLiteral("type")).toString(), QStringLiteral("undo"));
        QCOMPARE(undo.value(QStringLiteral("target")).toInt(), 2);
        QCOMPARE(undo.value(QStringLiteral("summary")).toString(), QStringLiteral("Took back #2: Spanish auxilia moves 1 space(s)"));
        QVERIFY(!undo.value(QStringLiteral("inForce")).toBool());
        const QVariantMap move = logRow(log, 1);
        QVERIFY(!move.value(QStringLiteral("inForce")).toBool());
        QCOMPARE(move.value(QStringLiteral("actionIndex")).toInt(), -1);
        QVERIFY(move.value(QStringLiteral("effects")).toList().isEmpty());
        QCOMPARE(move.value(QStringLiteral("summary")).toString(), QStringLiteral("Spanish auxilia moves 1 space(s)"));
        QCOMPARE(logRow(log, 2), rollBefore);
    }

    void redoAddsItsRowAndChangesNoOther()
    {
        Sessions s;
        OhwLogModel *log = s.session.log();
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        s.session.selectUnit(SpanishAuxilia);
        QVERIFY(s.session.move(1, QStringLiteral("open"), false, QStringLiteral("front")));
        QVERIFY(s.session.undo());

        QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(log, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(log, &QAbstractItemModel::modelReset);
        QVERIFY(s.session.redo());
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);
        // The move it played again stays as it was recorded, undone: the redo's row plays it now.
        QCOMPARE(changed.count(), 0);
        QCOMPARE(log->rowCount(), 4);
        const QVariantMap redo = logRow(log, 0);
        QCOMPARE(redo.value(QStringLiteral("type")).toString(), QStringLiteral("redo"));
        QCOMPARE(redo.value(QStringLiteral("target")).toInt(), 2);
        QCOMPARE(redo.value(QStringLiteral("summary")).toString(), QStringLiteral("Played again #2: Spanish auxilia moves 1 space(s)"));
        QVERIFY(redo.value(QStringLiteral("inForce")).toBool());
        QCOMPARE(redo.value(QStringLiteral("actionIndex")).toInt(), 1);
        QCOMPARE(redo.value(QStringLiteral("step")).toString(), QStringLiteral("movement"));
        const QVariantMap moved = effectOf(redo, QStringLiteral("moved"));
        QCOMPARE(moved.value(QStringLiteral("section")).toString(), QStringLiteral("5"));
        QCOMPARE(moved.value(QStringLiteral("ruleset")).toString(), Ruleset);
    }

    void rule_8_theRowsOfAMeleeAndAFailedMoraleCheck()
    {
        Sessions s;
        QVERIFY2(appshell::playOhwDemo(&s.session, appshell::OhwDemoStep::Retreat), qPrintable(s.session.lastError()));
        OhwLogModel *log = s.session.log();
        const QVariantMap check = logRow(log, 0);
        QCOMPARE(check.value(QStringLiteral("kind")).toString(), QStringLiteral("check-morale"));
        QCOMPARE(check.value(QStringLiteral("step")).toString(), QStringLiteral("morale"));
        QCOMPARE(check.value(QStringLiteral("summary")).toString(), QStringLiteral("Fourth line checks morale"));
        QCOMPARE(effectOf(check, QStringLiteral("morale-check")).value(QStringLiteral("section")).toString(), QStringLiteral("8"));
        QVERIFY(check.value(QStringLiteral("sections")).toStringList().contains(QStringLiteral("8")));
        // The attack two entries below, in the Combat step: its pool's hits, §7.
        const QVariantMap attack = logRow(log, 2);
        QCOMPARE(attack.value(QStringLiteral("kind")).toString(), QStringLiteral("attack"));
        QCOMPARE(attack.value(QStringLiteral("step")).toString(), QStringLiteral("combat"));
        QCOMPARE(attack.value(QStringLiteral("summary")).toString(), QStringLiteral("Legio I attacks Fourth line"));
        QCOMPARE(effectOf(attack, QStringLiteral("attacked")).value(QStringLiteral("section")).toString(), QStringLiteral("7"));
        // The retreat it asked for is the next entry.
        QVERIFY(s.session.retreat(QStringLiteral("retreated"), QStringLiteral("open")));
        QCOMPARE(logRow(log, 0).value(QStringLiteral("summary")).toString(), QStringLiteral("Fourth line's retreat (Room behind: it retreats)"));
        QCOMPARE(s.session.turn(), 1);
    }

    void rule_4_theEntryThatEndsATurnCarriesTheFingerprint()
    {
        Sessions s;
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        // Both halves of turn 1 with nothing done: every step ended, each breakpoint taken.
        for (int half = 0; half < 2; ++half) {
            for (int step = 0; step < 4; ++step)
                QVERIFY2(s.session.endStep(), qPrintable(s.session.lastError()));
            QVERIFY2(s.session.takeBreakpoint(), qPrintable(s.session.lastError()));
        }
        QCOMPARE(s.session.turn(), 2);
        QCOMPARE(s.session.step(), QStringLiteral("initiative"));
        OhwLogModel *log = s.session.log();
        const QVariantMap last = logRow(log, 0);
        QCOMPARE(last.value(QStringLiteral("kind")).toString(), QStringLiteral("take-breakpoint"));
        QCOMPARE(last.value(QStringLiteral("turn")).toInt(), 1);
        QCOMPARE(last.value(QStringLiteral("side")).toInt(), 1);
        QCOMPARE(last.value(QStringLiteral("fingerprint")).toString(), s.session.fingerprint());
        QCOMPARE(s.session.fingerprint().size(), 8);
        for (int r = 1; r < log->rowCount(); ++r)
            QVERIFY2(logRow(log, r).value(QStringLiteral("fingerprint")).toString().isEmpty(), qPrintable(QString::number(r)));
    }

    void anotherBattleStartsTheLogAgain()
    {
        Sessions s;
        OhwLogModel *log = s.session.log();
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        QSignalSpy reset(log, &QAbstractItemModel::modelReset);
        QSignalSpy count(log, &RulesetLogModel::countChanged);
        QVERIFY(s.session.startSample());
        QCOMPARE(reset.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(log->rowCount(), 0);
        s.session.closeBattle();
        QCOMPARE(log->rowCount(), 0);
    }

    void theChainIsCheckedAgainstTheStore()
    {
        Sessions s;
        QCOMPARE(s.session.verify(), QStringLiteral("No battle is open."));
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        QCOMPARE(s.session.verify(), QString());
    }

    void aLanguageChangeRewordsEveryRow()
    {
        Sessions s;
        OhwLogModel *log = s.session.log();
        QVERIFY(s.session.startSample());
        QVERIFY(s.session.rollInitiative({3, 3}));
        s.session.selectUnit(SpanishAuxilia);
        QVERIFY(s.session.move(1, QStringLiteral("open"), false, QStringLiteral("front")));
        QSignalSpy changed(log, &QAbstractItemModel::dataChanged);
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(changed.first().at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(changed.first().at(1).value<QModelIndex>().row(), 1);
    }
};

QTEST_MAIN(TestOhwLogModel)
#include "tst_ohwlogmodel.moc"
