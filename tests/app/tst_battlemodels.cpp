// The battle screen's models (app/battle/battlemodels.h, combatqueuemodel.h) follow an
// action row by row: the log gains one row at the top, the Blocks models tell only the
// cards that changed, with the roles that changed, and none of them starts again
// (a reset rebuilds every delegate of a 500-action log). QAbstractItemModelTester
// checks every signal each model sends against what it then holds.
#include "battlefixture.h"
#include "combatcontroller.h"
#include "combatqueuemodel.h"
#include "movecontroller.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace battlefixture;

namespace {

/** Every signal a model sends about its rows, counted. */
struct ModelSpies
{
    explicit ModelSpies(QAbstractItemModel *model)
        : resets(model, &QAbstractItemModel::modelReset)
        , inserted(model, &QAbstractItemModel::rowsInserted)
        , removed(model, &QAbstractItemModel::rowsRemoved)
        , changed(model, &QAbstractItemModel::dataChanged)
        , moved(model, &QAbstractItemModel::rowsMoved)
        , layout(model, &QAbstractItemModel::layoutChanged)
    {
    }
    QSignalSpy resets;
    QSignalSpy inserted;
    QSignalSpy removed;
    QSignalSpy changed;
    QSignalSpy moved;
    QSignalSpy layout;
    void clear()
    {
        for (QSignalSpy *spy : {&resets, &inserted, &removed, &changed, &moved, &layout})
            spy->clear();
    }
};

/** The rows dataChanged named, each spy entry one row (top == bottom). */
QList<int> changedRows(const QSignalSpy &spy)
{
    QList<int> rows;
    for (const QList<QVariant> &signal : spy) {
        const auto top = signal.at(0).value<QModelIndex>();
        const auto bottom = signal.at(1).value<QModelIndex>();
        for (int row = top.row(); row <= bottom.row(); ++row)
            rows.append(row);
    }
    return rows;
}

QList<int> changedRoles(const QSignalSpy &spy, int entry)
{
    return spy.at(entry).at(2).value<QList<int>>();
}

} // namespace

class TestBattleModels : public QObject, protected BattleFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpCatalog(); }
    void init() { setUpStore(); }

    void anActionAddsOneLogRowAndTellsOnlyTheCardsItChanged()
    {
        auto session = started();
        // One entry in the log already: a first move of the Hastati.
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QAbstractItemModelTester logTester(session->log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester aTester(session->blocksA(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester bTester(session->blocksB(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int logRows = session->log()->rowCount();
        QCOMPARE(logRows, 1);
        ModelSpies log(session->log());
        ModelSpies a(session->blocksA());
        ModelSpies b(session->blocksB());

        // §5.2: the Hastati move again; the players' 6 passes the chained test.
        QVERIFY2(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(6)}}),
                 qPrintable(session->lastError()));

        // The log: one row, inserted at the top (newest first), and nothing else.
        QCOMPARE(log.resets.count(), 0);
        QCOMPARE(log.layout.count(), 0);
        QCOMPARE(log.removed.count(), 0);
        QCOMPARE(log.changed.count(), 0);
        QCOMPARE(log.inserted.count(), 1);
        QCOMPARE(log.inserted.at(0).at(1).toInt(), 0);
        QCOMPARE(log.inserted.at(0).at(2).toInt(), 0);
        QCOMPARE(session->log()->rowCount(), logRows + 1);
        QCOMPARE(session->log()->data(session->log()->index(0), BattleLogModel::SequenceRole).toInt(), 1);
        QCOMPARE(session->log()->data(session->log()->index(1), BattleLogModel::SequenceRole).toInt(), 0);
        QCOMPARE(session->log()->data(session->log()->index(0), BattleLogModel::KindRole).toString(),
                 QStringLiteral("move-block"));

        // Side A's cards: only the Hastati's row, and only the roles the move changed.
        QCOMPARE(a.resets.count(), 0);
        QCOMPARE(a.layout.count(), 0);
        QCOMPARE(a.inserted.count() + a.removed.count() + a.moved.count(), 0);
        QCOMPARE(changedRows(a.changed), QList<int>{rowOf(session->blocksA(), Hastati)});
        const QList<int> roles = changedRoles(a.changed, 0);
        QVERIFY(roles.contains(BattleBlocksModel::MovesRole));
        QVERIFY(!roles.contains(BattleBlocksModel::NameRole));
        QVERIFY(!roles.contains(BattleBlocksModel::TypeRole));
        QVERIFY(!roles.contains(BattleBlocksModel::BlockIdRole));
        // Side B's cards: untouched.
        QCOMPARE(b.resets.count() + b.layout.count() + b.inserted.count() + b.removed.count() + b.changed.count(), 0);
    }

    void theLogIsWordedAtItsFirstReadNotBefore()
    {
        // Nothing reads the log on the battle page: a session's actions word none of it ...
        auto session = started();
        ModelSpies log(session->log());
        QSignalSpy count(session->log(), &BattleLogModel::countChanged);
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVERIFY2(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(6)}}),
                 qPrintable(session->lastError()));
        QCOMPARE(log.resets.count() + log.inserted.count() + log.changed.count() + log.removed.count(), 0);
        QCOMPARE(count.count(), 0);
        // ... until the first read, which finds every entry worded, newest first.
        QCOMPARE(session->log()->rowCount(), 2);
        QCOMPARE(session->log()->data(session->log()->index(0), BattleLogModel::SequenceRole).toInt(), 1);
        QCOMPARE(session->log()->data(session->log()->index(1), BattleLogModel::SequenceRole).toInt(), 0);
        QCOMPARE(session->log()->data(session->log()->index(0), BattleLogModel::KindRole).toString(),
                 QStringLiteral("move-block"));
        QVERIFY(!session->log()->data(session->log()->index(0), BattleLogModel::SummaryRole).toString().isEmpty());
        // From then on the log follows every action, row by row, as a view expects.
        QAbstractItemModelTester tester(session->log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        log.clear();
        QVERIFY(session->undo());
        QCOMPARE(log.inserted.count(), 1);
        QCOMPARE(session->log()->rowCount(), 3);
        QCOMPARE(session->log()->data(session->log()->index(0), BattleLogModel::TypeRole).toString(), QStringLiteral("undo"));
        // Closing a battle no view has read: its log's filters go while the battle is there,
        // so a first read in answer to them words the battle, never a battle already gone.
        {
            auto closing = started();
            QVERIFY(MoveController(&*closing).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
            closing->log()->setTurnFilter(1);
            int readThen = -1;
            connect(closing->log(), &BattleLogModel::filterChanged, closing.get(),
                    [&] { readThen = closing->log()->rowCount(); }, Qt::SingleShotConnection);
            closing->closeBattle();
            QCOMPARE(readThen, 1);
            QCOMPARE(closing->log()->rowCount(), 0);
        }
        // A filter set before anything read the log holds when it is first read.
        auto other = started();
        QVERIFY(MoveController(&*other).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        other->log()->setTurnFilter(2);
        QCOMPARE(other->log()->rowCount(), 0);
        other->log()->setTurnFilter(1);
        QCOMPARE(other->log()->rowCount(), 1);
    }

    void undoTellsTheUndoneRowAndAddsTheUndo()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QAbstractItemModelTester logTester(session->log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        ModelSpies log(session->log());
        ModelSpies a(session->blocksA());

        QVERIFY(session->undo());
        // The undo is a row of its own at the top; the move it undid is told it is no longer in force.
        QCOMPARE(log.resets.count(), 0);
        QCOMPARE(log.inserted.count(), 1);
        QCOMPARE(log.inserted.at(0).at(1).toInt(), 0);
        QCOMPARE(session->log()->data(session->log()->index(0), BattleLogModel::TypeRole).toString(), QStringLiteral("undo"));
        QCOMPARE(changedRows(log.changed), QList<int>{1});
        QVERIFY(changedRoles(log.changed, 0).contains(BattleLogModel::InForceRole));
        QCOMPARE(session->log()->data(session->log()->index(1), BattleLogModel::InForceRole).toBool(), false);
        // The Hastati stand where they stood: their row alone changes back.
        QCOMPARE(a.resets.count(), 0);
        QCOMPARE(changedRows(a.changed), QList<int>{rowOf(session->blocksA(), Hastati)});
    }

    void aFilteredLogGainsOnlyTheRowsItShows()
    {
        auto session = started();
        QAbstractItemModelTester logTester(session->log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        session->log()->setBlockFilter(Warband);
        QCOMPARE(session->log()->rowCount(), 0);
        ModelSpies log(session->log());

        // A move of the Hastati does not name the Warband: the filtered log does not change.
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QCOMPARE(log.resets.count() + log.inserted.count() + log.changed.count(), 0);
        // Fatigue on a Warband Base names it: one row.
        QVERIFY(session->adjustFatigue(26, 1, QStringLiteral("routed")));
        QCOMPARE(log.resets.count(), 0);
        QCOMPARE(log.inserted.count(), 1);
        QCOMPARE(session->log()->rowCount(), 1);
    }

    void theCombatQueueTellsTheRowsThatChanged()
    {
        CombatQueueModel queue;
        QAbstractItemModelTester tester(&queue, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto pair = [](int number, bool fought) {
            return QVariantMap{{QStringLiteral("number"), number}, {QStringLiteral("base"), number * 2},
                               {QStringLiteral("enemy"), number * 2 + 1}, {QStringLiteral("fought"), fought}};
        };
        queue.setRows({pair(1, false), pair(2, false)});
        QCOMPARE(queue.rowCount(), 2);
        ModelSpies spies(&queue);
        queue.setRows({pair(1, true), pair(2, false)});
        QCOMPARE(spies.resets.count(), 0);
        QCOMPARE(changedRows(spies.changed), QList<int>{0});
        QCOMPARE(changedRoles(spies.changed, 0), QList<int>{CombatQueueModel::FoughtRole});
        QCOMPARE(queue.get(0).value(QStringLiteral("fought")).toBool(), true);
        // The same rows again: no signal at all.
        spies.clear();
        queue.setRows({pair(1, true), pair(2, false)});
        QCOMPARE(spies.resets.count() + spies.changed.count(), 0);
    }
};

QTEST_MAIN(TestBattleModels)
#include "tst_battlemodels.moc"
