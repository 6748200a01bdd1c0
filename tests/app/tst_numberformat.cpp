// Numbers as the app shows them to people (app/format/numberformat.h): mixed fractions,
// chances, signed modifiers. Table-driven; each row is what a player reads.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "numberformat.h"
#endif

#include <QTest>

using ancients::Fraction;

class TestNumberFormat : public QObject
{
    Q_OBJECT

private slots:
    void mixed_data()
    {
        QTest::addColumn<qint64>("numerator");
        QTest::addColumn<qint64>("denominator");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a whole number, never 7/1") << qint64(7) << qint64(1) << QStringLiteral("7");
        QTest::newRow("two") << qint64(2) << qint64(1) << QStringLiteral("2");
        QTest::newRow("nought") << qint64(0) << qint64(1) << QStringLiteral("0");
        QTest::newRow("a proper fraction") << qint64(1) << qint64(3) << QStringLiteral("1/3");
        QTest::newRow("one and an eighth, never 9/8") << qint64(9) << qint64(8) << QStringLiteral("1 1/8");
        QTest::newRow("reduced first: 14/4") << qint64(14) << qint64(4) << QStringLiteral("3 1/2");
        QTest::newRow("negative, with a real minus") << qint64(-3) << qint64(2) << QStringLiteral("\u22121 1/2");
        QTest::newRow("negative whole") << qint64(-4) << qint64(1) << QStringLiteral("\u22124");
    }
    void mixed()
    {
        QFETCH(qint64, numerator);
        QFETCH(qint64, denominator);
        QFETCH(QString, expected);
        QCOMPARE(numberformat::mixed(Fraction(numerator, denominator)), expected);
    }

    void fraction_data()
    {
        QTest::addColumn<qint64>("numerator");
        QTest::addColumn<qint64>("denominator");
        QTest::addColumn<QString>("expected");
        QTest::newRow("five in six") << qint64(5) << qint64(6) << QStringLiteral("5/6");
        QTest::newRow("reduced: 2/6") << qint64(2) << qint64(6) << QStringLiteral("1/3");
        QTest::newRow("sure, as a number") << qint64(1) << qint64(1) << QStringLiteral("1");
        QTest::newRow("never, as a number") << qint64(0) << qint64(1) << QStringLiteral("0");
        QTest::newRow("odds of 905 in 1296") << qint64(905) << qint64(1296) << QStringLiteral("905/1296");
    }
    void fraction()
    {
        QFETCH(qint64, numerator);
        QFETCH(qint64, denominator);
        QFETCH(QString, expected);
        QCOMPARE(numberformat::fraction(Fraction(numerator, denominator)), expected);
    }

    void chance_data()
    {
        QTest::addColumn<qint64>("numerator");
        QTest::addColumn<qint64>("denominator");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a sure pass is certain, not \"chance 1\"") << qint64(1) << qint64(1) << QStringLiteral("certain");
        QTest::newRow("no chance at all") << qint64(0) << qint64(1) << QStringLiteral("impossible");
        QTest::newRow("five in six") << qint64(5) << qint64(6) << QStringLiteral("5/6");
        QTest::newRow("one in thirty-six") << qint64(1) << qint64(36) << QStringLiteral("1/36");
    }
    void chance()
    {
        QFETCH(qint64, numerator);
        QFETCH(qint64, denominator);
        QFETCH(QString, expected);
        QCOMPARE(numberformat::chance(Fraction(numerator, denominator)), expected);
    }

    void signedNumber_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a bonus") << 1 << QStringLiteral("+1");
        QTest::newRow("a larger bonus") << 2 << QStringLiteral("+2");
        QTest::newRow("a penalty, with a real minus") << -1 << QStringLiteral("\u22121");
        QTest::newRow("nothing") << 0 << QStringLiteral("0");
    }
    void signedNumber()
    {
        QFETCH(int, value);
        QFETCH(QString, expected);
        QCOMPARE(numberformat::signedNumber(value), expected);
    }

    void whole()
    {
        QCOMPARE(numberformat::whole(21), QStringLiteral("21"));
        QCOMPARE(numberformat::whole(-3), QStringLiteral("\u22123"));
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
