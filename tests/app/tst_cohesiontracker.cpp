// The quick cohesion tracker of My Wargame Rules (app/tracker/cohesiontracker.h): a hit
// and a rally by the engine's ladder (§2, §9, rulings R2 and R10), a side's defeat by the
// break point (§3, ruling R13), the rows a tap changes, undo, and the file it keeps and
// what it does with a file it cannot read.
#include "cohesiontracker.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

QVariant role(const CohesionSideModel *model, int row, int role)
{
    return model->data(model->index(row), role);
}

QString cohesionOf(const CohesionTracker &tracker, int side, int row)
{
    const CohesionSideModel *model = side == 0 ? tracker.sideA() : tracker.sideB();
    return role(model, row, CohesionSideModel::CohesionRole).toString();
}

} // namespace

class TestCohesionTracker : public QObject
{
    Q_OBJECT

private slots:
    void rule_2_eachHitLowersOneStateUntilDestroyed()
    {
        CohesionTracker tracker(QString{});
        QVERIFY(tracker.addUnit(0, QStringLiteral("Hastati")));
        QCOMPARE(cohesionOf(tracker, 0, 0), QStringLiteral("fresh"));
        const QStringList ladder{QStringLiteral("shaken"), QStringLiteral("disrupted"), QStringLiteral("destroyed")};
        for (const QString &next : ladder) {
            QVERIFY(tracker.hit(0, 0));
            QCOMPARE(cohesionOf(tracker, 0, 0), next);
        }
        QVERIFY(role(tracker.sideA(), 0, CohesionSideModel::DestroyedRole).toBool());
        QCOMPARE(tracker.sideA()->lost(), 1);
        // A destroyed unit has left the battlefield: a fourth hit is refused, with its section.
        QVERIFY(!tracker.hit(0, 0));
        QVERIFY2(tracker.refusal().contains(QStringLiteral("§2")), qPrintable(tracker.refusal()));
        QCOMPARE(cohesionOf(tracker, 0, 0), QStringLiteral("destroyed"));
    }

    void rule_9_aRallyTakesOneHitBack()
    {
        CohesionTracker tracker(QString{});
        QVERIFY(tracker.addUnit(1, QStringLiteral("Warband")));
        // Fresh: nothing to rally (ruling R2).
        QVERIFY(!tracker.rally(1, 0));
        QVERIFY2(tracker.refusal().contains(QStringLiteral("R2")), qPrintable(tracker.refusal()));
        QVERIFY(!role(tracker.sideB(), 0, CohesionSideModel::CanRallyRole).toBool());
        QVERIFY(tracker.hit(1, 0) && tracker.hit(1, 0));
        QCOMPARE(cohesionOf(tracker, 1, 0), QStringLiteral("disrupted"));
        QVERIFY(tracker.refusal().isEmpty());
        QVERIFY(role(tracker.sideB(), 0, CohesionSideModel::CanRallyRole).toBool());
        QVERIFY(tracker.rally(1, 0));
        QCOMPARE(cohesionOf(tracker, 1, 0), QStringLiteral("shaken"));
        QVERIFY(tracker.rally(1, 0));
        QCOMPARE(cohesionOf(tracker, 1, 0), QStringLiteral("fresh"));
        // Destroyed never rallies.
        QVERIFY(tracker.hit(1, 0) && tracker.hit(1, 0) && tracker.hit(1, 0));
        QVERIFY(!tracker.rally(1, 0));
        QCOMPARE(cohesionOf(tracker, 1, 0), QStringLiteral("destroyed"));
    }

    void rule_3_aSideIsDefeatedAtItsBreakPointOrItsLastUnit()
    {
        CohesionTracker tracker(QString{});
        for (const char *name : {"Hastati", "Principes", "Triarii"})
            QVERIFY(tracker.addUnit(0, QString::fromLatin1(name)));
        QVERIFY(tracker.addUnit(1, QStringLiteral("Warband")));
        QCOMPARE(tracker.outcome(), QString());
        // No break point: fight to the last unit. Side B's only unit destroyed: A wins.
        QVERIFY(tracker.hit(1, 0) && tracker.hit(1, 0) && tracker.hit(1, 0));
        QVERIFY(tracker.sideB()->defeated());
        QCOMPARE(tracker.outcome(), QStringLiteral("a"));
        tracker.undo();
        QCOMPARE(tracker.outcome(), QString());
        // A break point of 1: side A's first unit destroyed defeats it too.
        tracker.setBreakPoint(1);
        QCOMPARE(tracker.breakPoint(), 1);
        QVERIFY(!tracker.sideA()->defeated());
        QVERIFY(tracker.hit(0, 1) && tracker.hit(0, 1) && tracker.hit(0, 1));
        QVERIFY(tracker.sideA()->defeated());
        QCOMPARE(tracker.outcome(), QStringLiteral("b"));
        // Side B's unit was left Disrupted by the undo: one more hit destroys it, and both are defeated: a draw.
        QCOMPARE(cohesionOf(tracker, 1, 0), QStringLiteral("disrupted"));
        QVERIFY(tracker.hit(1, 0));
        QCOMPARE(tracker.outcome(), QStringLiteral("draw"));
    }

    void aTapChangesOnlyItsRow()
    {
        CohesionTracker tracker(QString{});
        tracker.fillWithSample();
        QSignalSpy rows(tracker.sideA(), &QAbstractItemModel::dataChanged);
        QSignalSpy resets(tracker.sideA(), &QAbstractItemModel::modelReset);
        QSignalSpy other(tracker.sideB(), &QAbstractItemModel::dataChanged);
        QVERIFY(tracker.hit(0, 2));
        QCOMPARE(rows.count(), 1);
        QCOMPARE(rows.at(0).at(0).value<QModelIndex>().row(), 2);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(other.count(), 0);
    }

    void undoRestoresEveryChange()
    {
        CohesionTracker tracker(QString{});
        QVERIFY(!tracker.canUndo());
        QVERIFY(tracker.addUnit(0, QStringLiteral("Velites")));
        tracker.setSideName(0, QStringLiteral("Rome"));
        QVERIFY(tracker.hit(0, 0));
        const CohesionTrackerState hit = tracker.state();
        tracker.removeUnit(0, 0);
        QCOMPARE(tracker.sideA()->rowCount(), 0);
        tracker.undo();
        QCOMPARE(tracker.state(), hit);
        tracker.undo();
        QCOMPARE(cohesionOf(tracker, 0, 0), QStringLiteral("fresh"));
        tracker.undo();
        QCOMPARE(tracker.sideA()->name(), QStringLiteral("Side A"));
        tracker.undo();
        QVERIFY(tracker.isEmpty());
        QVERIFY(!tracker.canUndo());
    }

    void anEmptyNameIsRefused()
    {
        CohesionTracker tracker(QString{});
        QVERIFY(!tracker.addUnit(0, QStringLiteral("  ")));
        QVERIFY(!tracker.refusal().isEmpty());
        QVERIFY(tracker.isEmpty());
    }

    void theFileKeepsTheTally()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cohesion-tracker.json"));
        {
            CohesionTracker tracker(path);
            tracker.fillWithSample();
            tracker.setBreakPoint(2);
            QVERIFY(tracker.hit(1, 3) && tracker.hit(1, 3));
        }
        CohesionTracker again(path);
        QVERIFY(again.problem().isEmpty());
        QCOMPARE(again.breakPoint(), 2);
        QCOMPARE(again.sideB()->rowCount(), 4);
        QCOMPARE(cohesionOf(again, 1, 3), QStringLiteral("disrupted"));
        CohesionTrackerState read;
        QString error;
        QVERIFY(CohesionTracker::fromJson(CohesionTracker::toJson(again.state()), &read, &error));
        QCOMPARE(read, again.state());
    }

    void aFileThatCannotBeReadIsKeptAside_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("named");
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("JSON");
        QTest::newRow("another format") << QByteArray(R"({"format": "ancients-fatigue-tracker", "version": 1})")
                                        << QStringLiteral("format");
        QTest::newRow("unknown state")
            << QByteArray(R"({"format": "mwr-cohesion-tracker", "version": 1, "break_point": 0, "sides": [
                {"name": "", "units": [{"name": "Hastati", "cohesion": "wavering"}]}, {"name": "", "units": []}]})")
            << QStringLiteral("sides[0].units[0].cohesion");
        QTest::newRow("break point") << QByteArray(R"({"format": "mwr-cohesion-tracker", "version": 1, "break_point": -2,
                "sides": [{"units": []}, {"units": []}]})")
                                     << QStringLiteral("break_point");
    }

    void aFileThatCannotBeReadIsKeptAside()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, named);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cohesion-tracker.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        CohesionTracker tracker(path);
        QVERIFY(tracker.isEmpty());
        QVERIFY2(tracker.problem().contains(named), qPrintable(tracker.problem()));
        // The player's bytes are kept, under another name, and never written over.
        const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("cohesion-tracker.json.unreadable-*")});
        QCOMPARE(aside.size(), 1);
        QFile kept(dir.filePath(aside.front()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
        QVERIFY(tracker.addUnit(0, QStringLiteral("Hastati")));
        QVERIFY(QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestCohesionTracker)
#include "tst_cohesiontracker.moc"
