// The game's generator: pinned forever so that saved games replay identically.
#include "ancients/rng.h"

#include <QTest>

#include <array>
#include <cstdint>

using ancients::Pcg32;

class TestRng : public QObject
{
    Q_OBJECT

private slots:
    // PCG32's published reference sequence for seed 42 on stream 54: if this
    // changes, every saved game changes with it.
    void goldenSequenceMatchesReference()
    {
        Pcg32 rng(42U, 54U);
        const std::array<std::uint32_t, 6> expected{0xa15c02b7U, 0x7b47f409U, 0xba1d3330U,
                                                    0x83d2f293U, 0xbfa4784bU, 0xcbed606eU};
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(rng.next(), expected.at(i));
    }

    // The face indices the dice code draws for seed 2026: pins bounded() on top of next().
    void goldenBoundedSequence()
    {
        Pcg32 rng(2026U, 1U);
        const std::array<std::uint32_t, 12> expected{1U, 0U, 1U, 2U, 5U, 1U, 1U, 0U, 2U, 3U, 5U, 3U};
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(rng.bounded(6U), expected.at(i));
    }

    void sameSeedSameSequence()
    {
        Pcg32 a(7U, 3U);
        Pcg32 b(7U, 3U);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(a.next(), b.next());
        QVERIFY(a == b);
    }

    void streamsDiffer()
    {
        Pcg32 a(7U, 3U);
        Pcg32 b(7U, 4U);
        int same = 0;
        for (int i = 0; i < 100; ++i)
            same += a.next() == b.next() ? 1 : 0;
        QVERIFY(same < 3);
    }

    // A saved state() and increment() resume the exact sequence.
    void restoredStateContinuesSequence()
    {
        Pcg32 rng(99U, 5U);
        for (int i = 0; i < 17; ++i)
            (void)rng.next();
        Pcg32 restored = Pcg32::fromState(rng.state(), rng.increment());
        QVERIFY(restored == rng);
        for (int i = 0; i < 50; ++i)
            QCOMPARE(restored.next(), rng.next());
    }

    void boundedStaysInRange_data()
    {
        QTest::addColumn<quint32>("bound");
        QTest::newRow("one") << 1U;
        QTest::newRow("a die") << 6U;
        QTest::newRow("seven") << 7U;
        QTest::newRow("two to the 31, plus one") << 2147483649U;
        QTest::newRow("largest") << 4294967295U;
    }
    void boundedStaysInRange()
    {
        QFETCH(quint32, bound);
        Pcg32 rng(11U, 1U);
        for (int i = 0; i < 2000; ++i)
            QVERIFY(rng.bounded(bound) < bound);
    }

    // With bound = 3 * 2^30, plain "next() % bound" maps the top 2^30 draws
    // onto [0, 2^30) again, so that first third of the range comes up half the
    // time. An unbiased draw puts a third of the results there.
    void boundedHasNoModuloBias()
    {
        Pcg32 rng(5U, 8U);
        const std::uint32_t bound = 3221225472U;
        const std::uint32_t firstThird = 1073741824U;
        int low = 0;
        const int draws = 20000;
        for (int i = 0; i < draws; ++i)
            low += rng.bounded(bound) < firstThird ? 1 : 0;
        const double share = double(low) / draws;
        QVERIFY2(share > 0.31 && share < 0.36, qPrintable(QString::number(share)));
    }

    // Each face of a die comes up about a sixth of the time (chi-square, 5
    // degrees of freedom, well under the 0.1% critical value of 20.5).
    void boundedIsUniformOnADie()
    {
        Pcg32 rng(1234U, 1U);
        std::array<int, 6> counts{};
        const int draws = 60000;
        for (int i = 0; i < draws; ++i)
            ++counts.at(rng.bounded(6U));
        double chiSquare = 0;
        for (const int c : counts) {
            const double d = c - draws / 6.0;
            chiSquare += d * d / (draws / 6.0);
        }
        QVERIFY2(chiSquare < 20.5, qPrintable(QString::number(chiSquare)));
    }
};

QTEST_GUILESS_MAIN(TestRng)
#include "tst_rng.moc"
