// The Playtest page's bridge (app/playtest/playtestcontroller.h, §13): two settings
// side by side read from the engine's exact tables, and each table exported as CSV
// with QSaveFile, all or nothing.
#include "playtestcontroller.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestPlaytestController : public QObject
{
    Q_OBJECT

private slots:
    void rule_13_twoSettingsSideBySide()
    {
        PlaytestController tables;
        // The competition default beside best of three: the question §13 asks.
        QCOMPARE(tables.firstMechanic(), PlaytestController::NoMechanic);
        QCOMPARE(tables.secondMechanic(), PlaytestController::BestOfThree);
        const QVariantList rows = tables.combatRows();
        QCOMPARE(rows.size(), 5);
        const QVariantMap even = rows.at(2).toMap();
        QCOMPARE(even.value("weightDifference").toInt(), 0);
        // Elite against Regular, same weight: 111/216 without a mechanic, 775/1296 with best of three.
        QCOMPARE(even.value("first").toMap().value("winExact").toString(), QStringLiteral("37/72"));
        QCOMPARE(even.value("second").toMap().value("winExact").toString(), QStringLiteral("775/1296"));

        QSignalSpy changed(&tables, &PlaytestController::settingsChanged);
        tables.setSecondDie(PlaytestController::D6);
        tables.setSecondMechanic(PlaytestController::NoMechanic);
        tables.setModifier(PlaytestController::Rear);
        QCOMPARE(changed.count(), 3);
        // Striking the rear (+2 / −2, §9.3) on the averaging die always wins; on the d6 not always.
        const QVariantMap rear = tables.combatRows().at(2).toMap();
        QCOMPARE(rear.value("first").toMap().value("winExact").toString(), QStringLiteral("1"));
        QVERIFY(rear.value("second").toMap().value("win").toDouble() < 1);
    }

    void rule_13_movementAndGains()
    {
        PlaytestController tables;
        const QVariantList movement = tables.movementRows();
        QCOMPARE(movement.size(), 6);
        // An average above 5 needs a 6: Elite 11/36 with best of two, 91/216 with best of three; Levy 1/36.
        const QVariantMap six = movement.at(5).toMap();
        QCOMPARE(six.value("needed").toInt(), 6);
        QCOMPARE(six.value("first").toList().at(0).toDouble(), 11.0 / 36);
        QCOMPARE(six.value("second").toList().at(0).toDouble(), 91.0 / 216);
        QCOMPARE(six.value("first").toList().at(2).toDouble(), 1.0 / 36);

        const QVariantList gains = tables.gainRows();
        QCOMPARE(gains.size(), 6);
        QVERIFY(gains.at(0).toMap().value("isFirst").toBool());
        QVERIFY(gains.at(2).toMap().value("isSecond").toBool());
        QCOMPARE(gains.at(0).toMap().value("eliteOverRegular").toMap().value("net").toDouble(), 11.0 / 36);
    }

    void rule_13_exportsEachTableAsCsv()
    {
        QTemporaryDir dir;
        PlaytestController tables;
        const QString combat = dir.filePath(QStringLiteral("combat.csv"));
        QVERIFY(tables.exportCsv(QUrl::fromLocalFile(combat), PlaytestController::CombatTable));
        QVERIFY(tables.lastError().isEmpty());
        QFile file(combat);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 1 + 2 * 315 + 1); // a header, 315 rows a setting, the last line ended
        QVERIFY(lines.at(0).startsWith("die,elite_mechanic,quality,enemy_quality,weight_difference,modifier"));
        QVERIFY(lines.contains("averaging,best-of-three,elite,regular,0,none,9.1,0.597994,0.262346,0.139660,"
                               "775/1296,85/324,181/1296\r"));
        // The quality table covers every die and mechanic, whatever the two settings.
        const QString quality = dir.filePath(QStringLiteral("quality.csv"));
        QVERIFY(tables.exportCsv(QUrl::fromLocalFile(quality), PlaytestController::QualityTable));
        QFile q(quality);
        QVERIFY(q.open(QIODevice::ReadOnly));
        QCOMPARE(q.readAll().count('\n'), 1 + 6 * 3);

        // Nowhere to write: refused, named, nothing written.
        const QString nowhere = dir.filePath(QStringLiteral("no-such-folder/movement.csv"));
        QSignalSpy exported(&tables, &PlaytestController::exported);
        QVERIFY(!tables.exportCsv(QUrl::fromLocalFile(nowhere), PlaytestController::MovementTable));
        QCOMPARE(exported.count(), 1);
        QVERIFY(tables.lastError().contains(QStringLiteral("movement.csv")));
        QVERIFY(!QFile::exists(nowhere));
    }
};

QTEST_MAIN(TestPlaytestController)
#include "tst_playtestcontroller.moc"
