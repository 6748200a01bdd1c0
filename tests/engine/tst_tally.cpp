// A Block kept as a tally, as the quick fatigue tracker keeps it (§6.1, §6.2):
// the seams a split opens and a merge closes by file and rank, and recovery with
// smoothing, which must answer as the battle's own Recovery phase does.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "ancients/rng.h"
#include "ancients/tally.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <numeric>
#include <vector>

using namespace ancients;
using namespace gametest;

using Ints = std::vector<int>;
using Indices = std::vector<std::size_t>;
Q_DECLARE_METATYPE(Ints)
Q_DECLARE_METATYPE(Indices)
Q_DECLARE_METATYPE(ancients::SeamLine)

namespace {

/** A frontage × depth Block at Fatigue @p fatigue (one value for all, or one a Base), rank by rank, each left to right. */
TallyBlock grid(int frontage, int depth, Ints fatigue = {}, std::optional<TroopType> type = std::nullopt)
{
    TallyBlock b;
    b.type = type;
    for (int rank = 0; rank < depth; ++rank) {
        for (int file = 0; file < frontage; ++file)
            b.places.push_back({file, rank});
    }
    if (fatigue.size() == b.places.size())
        b.fatigue = fatigue;
    else
        b.fatigue.assign(b.places.size(), fatigue.empty() ? 1 : fatigue.front());
    return b;
}

int sum(const Ints &v)
{
    return std::accumulate(v.begin(), v.end(), 0);
}

} // namespace

class TestTally : public QObject
{
    Q_OBJECT

private slots:
    // ---- §6.2 a split pays the seam ------------------------------------------------------------

    void rule_6_2_splitPaysTheSeam_data()
    {
        QTest::addColumn<int>("frontage");
        QTest::addColumn<int>("depth");
        QTest::addColumn<SeamLine>("line");
        QTest::addColumn<int>("at");
        QTest::addColumn<Indices>("leaving");
        QTest::addColumn<Indices>("seam");
        // Bases numbered rank by rank: a 4 × 2 Block is 0 1 2 3 / 4 5 6 7.
        QTest::newRow("4x2 split down the middle: two files each side of the seam, front and rear")
            << 4 << 2 << SeamLine::Files << 2 << Indices{2, 3, 6, 7} << Indices{1, 2, 5, 6};
        QTest::newRow("4x2 edge file leaves: it and its neighbour file pay")
            << 4 << 2 << SeamLine::Files << 3 << Indices{3, 7} << Indices{2, 3, 6, 7};
        QTest::newRow("4x2 rear rank leaves: every Base borders the seam")
            << 4 << 2 << SeamLine::Ranks << 1 << Indices{4, 5, 6, 7} << Indices{0, 1, 2, 3, 4, 5, 6, 7};
        QTest::newRow("a line of 8 split in two: only the two Bases at the cut")
            << 8 << 1 << SeamLine::Files << 4 << Indices{4, 5, 6, 7} << Indices{3, 4};
        QTest::newRow("a column of 3 loses its rear Base") << 1 << 3 << SeamLine::Ranks << 2 << Indices{2} << Indices{1, 2};
    }
    void rule_6_2_splitPaysTheSeam()
    {
        QFETCH(int, frontage);
        QFETCH(int, depth);
        QFETCH(SeamLine, line);
        QFETCH(int, at);
        QFETCH(Indices, leaving);
        QFETCH(Indices, seam);
        const TallyBlock block = grid(frontage, depth, {2});
        const TallySplit split = splitTally(block, line, at);
        QVERIFY(split.ok());
        QCOMPARE(split.leaving, leaving);
        QCOMPARE(split.seam, seam);
        QCOMPARE(split.staying.size() + split.leaving.size(), block.fatigue.size());
        // +1 on each seam Base, per Base: nothing else changes (§6.2 "no whole-Block penalty").
        for (std::size_t i = 0; i < block.fatigue.size(); ++i) {
            const bool onSeam = std::find(seam.begin(), seam.end(), i) != seam.end();
            QCOMPARE(split.fatigue[i], block.fatigue[i] + (onSeam ? 1 : 0));
        }
        QCOMPARE(sum(split.fatigue), sum(block.fatigue) + int(seam.size()));
    }

    void rule_6_2_theLeavingPartIsCountedFromItsOwnFirstFile()
    {
        const TallySplit split = splitTally(grid(4, 2), SeamLine::Files, 3);
        QVERIFY(split.ok());
        QCOMPARE(split.places[3], (GridPlace{0, 0}));
        QCOMPARE(split.places[7], (GridPlace{0, 1}));
        QCOMPARE(split.places[2], (GridPlace{2, 0})); // the staying part keeps its places
    }

    void rule_6_2_aSplitLeavesTwoBlocksWithBases_data()
    {
        QTest::addColumn<SeamLine>("line");
        QTest::addColumn<int>("at");
        QTest::newRow("before the first file") << SeamLine::Files << 0;
        QTest::newRow("after the last file") << SeamLine::Files << 4;
        QTest::newRow("behind the last rank") << SeamLine::Ranks << 1;
    }
    void rule_6_2_aSplitLeavesTwoBlocksWithBases()
    {
        QFETCH(SeamLine, line);
        QFETCH(int, at);
        const TallySplit split = splitTally(grid(4, 1), line, at);
        QCOMPARE(split.refusal, TallyRefusal::EmptyPart);
        QVERIFY(split.fatigue.empty());
    }

    void rule_12_aBrokenBlockNeitherSplitsNorMerges()
    {
        const TallyBlock broken = grid(2, 1, {7, 6}); // average 6 1/2: over 6 (§12, ruling R8)
        QCOMPARE(splitTally(broken, SeamLine::Files, 1).refusal, TallyRefusal::Broken);
        QCOMPARE(mergeTally(grid(2, 1), broken, SeamLine::Files).refusal, TallyRefusal::Broken);
        QCOMPARE(mergeTally(broken, grid(2, 1), SeamLine::Files).refusal, TallyRefusal::Broken);
        // At exactly 6 it still stands (R8).
        QVERIFY(splitTally(grid(2, 1, {6, 6}), SeamLine::Files, 1).ok());
    }

    // ---- §6.2 a merge pays the seam and pools Fatigue -----------------------------------------

    void rule_6_2_mergePaysTheSeamAndPools_data()
    {
        QTest::addColumn<int>("firstFrontage");
        QTest::addColumn<int>("firstDepth");
        QTest::addColumn<int>("secondFrontage");
        QTest::addColumn<int>("secondDepth");
        QTest::addColumn<SeamLine>("line");
        QTest::addColumn<Indices>("seam");
        QTest::newRow("two 2x2 side by side: the facing files pay")
            << 2 << 2 << 2 << 2 << SeamLine::Files << Indices{1, 3, 4, 6};
        QTest::newRow("a 2x1 behind a 2x1: all four Bases meet the seam")
            << 2 << 1 << 2 << 1 << SeamLine::Ranks << Indices{0, 1, 2, 3};
        QTest::newRow("a single stand joins a line of 3 on its right") << 3 << 1 << 1 << 1 << SeamLine::Files << Indices{2, 3};
        QTest::newRow("a short rank behind a wide one: only the Bases that touch")
            << 3 << 1 << 1 << 1 << SeamLine::Ranks << Indices{0, 3};
    }
    void rule_6_2_mergePaysTheSeamAndPools()
    {
        QFETCH(int, firstFrontage);
        QFETCH(int, firstDepth);
        QFETCH(int, secondFrontage);
        QFETCH(int, secondDepth);
        QFETCH(SeamLine, line);
        QFETCH(Indices, seam);
        const TallyBlock first = grid(firstFrontage, firstDepth, {3});
        const TallyBlock second = grid(secondFrontage, secondDepth, {1});
        const TallyMerge merge = mergeTally(first, second, line);
        QVERIFY(merge.ok());
        QCOMPARE(merge.seam, seam);
        QCOMPARE(merge.merged.fatigue.size(), first.fatigue.size() + second.fatigue.size());
        // The Bases keep their own Fatigue; the seam adds +1 on each of its Bases (§6.2).
        QCOMPARE(sum(merge.merged.fatigue), sum(first.fatigue) + sum(second.fatigue) + int(seam.size()));
        for (std::size_t i = 0; i < merge.merged.fatigue.size(); ++i) {
            const int own = i < first.fatigue.size() ? first.fatigue[i] : second.fatigue[i - first.fatigue.size()];
            const bool onSeam = std::find(seam.begin(), seam.end(), i) != seam.end();
            QCOMPARE(merge.merged.fatigue[i], own + (onSeam ? 1 : 0));
        }
    }

    void rule_6_2_aMergedBlockStandsBesideOrBehind()
    {
        const TallyMerge beside = mergeTally(grid(2, 2), grid(1, 2), SeamLine::Files);
        QCOMPARE(beside.merged.places[4], (GridPlace{2, 0}));
        QCOMPARE(beside.merged.places[5], (GridPlace{2, 1}));
        const TallyMerge behind = mergeTally(grid(2, 2), grid(2, 1), SeamLine::Ranks);
        QCOMPARE(behind.merged.places[4], (GridPlace{0, 2}));
        QCOMPARE(behind.merged.places[5], (GridPlace{1, 2}));
    }

    void rule_6_2_onlyBlocksOfOneTroopTypeMerge()
    {
        QCOMPARE(mergeTally(grid(2, 1, {}, TroopType::Warband), grid(2, 1, {}, TroopType::Cavalry), SeamLine::Files).refusal,
                 TallyRefusal::UnlikeTypes);
        QVERIFY(mergeTally(grid(2, 1, {}, TroopType::Warband), grid(2, 1, {}, TroopType::Warband), SeamLine::Files).ok());
        // A troop type the players did not give does not stand in the way.
        const TallyMerge untold = mergeTally(grid(2, 1), grid(2, 1, {}, TroopType::Warband), SeamLine::Files);
        QVERIFY(untold.ok());
        QCOMPARE(untold.merged.type, std::optional<TroopType>(TroopType::Warband));
    }

    void rule_6_2_splitThenMergeBackPaysTwoSeams()
    {
        const TallyBlock line = grid(4, 1, {2});
        const TallySplit split = splitTally(line, SeamLine::Files, 2);
        TallyBlock left;
        TallyBlock right;
        for (const std::size_t i : split.staying) {
            left.fatigue.push_back(split.fatigue[i]);
            left.places.push_back(split.places[i]);
        }
        for (const std::size_t i : split.leaving) {
            right.fatigue.push_back(split.fatigue[i]);
            right.places.push_back(split.places[i]);
        }
        const TallyMerge merge = mergeTally(left, right, SeamLine::Files);
        QVERIFY(merge.ok());
        QCOMPARE(merge.merged.places, line.places);
        QCOMPARE(merge.merged.fatigue, (Ints{2, 4, 4, 2})); // "you cannot cheaply conjure a phalanx"
    }

    // ---- §6.1 recovery and smoothing ----------------------------------------------------------

    void rule_6_1_recoveryNeverGoesBelowOne()
    {
        QCOMPARE(afterRecovery(1), 1);
        QCOMPARE(afterRecovery(2), 1);
        QCOMPARE(afterRecovery(7), 6);
        QCOMPARE(recoverTally(Ints{1, 2}, std::vector<bool>{true, true}), (Ints{1, 1}));
        QCOMPARE(recoverTally(Ints{1, 2}, std::vector<bool>{true, false}), (Ints{1, 2}));
    }

    void rule_6_1_smoothingTransfers()
    {
        using Transfers = std::vector<std::pair<std::size_t, std::size_t>>;
        QCOMPARE(smoothingTransfers(Ints{1, 5, 3, 1}), (Transfers{{1, 0}, {2, 3}}));
        QCOMPARE(smoothingTransfers(Ints{1, 1, 1, 4}), (Transfers{{3, 0}}));
        QCOMPARE(smoothingTransfers(Ints{4, 4, 1}), (Transfers{{0, 2}}));
        QCOMPARE(smoothingTransfers(Ints{5}), Transfers{});
        QCOMPARE(smoothingTransfers(Ints{2, 6, 3}), Transfers{});
    }

    /**
     * The tally's recovery answers as the battle's Recovery phase: seeded random Blocks,
     * each Base recovering or not (in combat), played through both.
     */
    void rule_6_1_theTallyRecoversAsTheBattleDoes()
    {
        Pcg32 rng(20240501);
        for (int round = 0; round < 300; ++round) {
            const int bases = 1 + int(rng.bounded(6));
            Ints fatigue;
            std::vector<bool> recovers;
            for (int i = 0; i < bases; ++i)
                fatigue.push_back(1 + int(rng.bounded(6)));
            const bool moved = rng.bounded(4) == 0;
            GameState s = untracked(lineArmy("A", 1, bases), lineArmy("B", 1));
            std::vector<std::pair<BaseId, int>> targets;
            for (int i = 0; i < bases; ++i)
                targets.emplace_back(BaseId(i), fatigue[std::size_t(i)]);
            s = withFatigue(s, targets);
            if (moved)
                s = after(s, moveOf(0, dice(6)));
            for (int i = 0; i < bases; ++i) {
                const bool fought = rng.bounded(3) == 0;
                s.bases[std::size_t(i)].inCombatThisTurn = fought;
                recovers.push_back(!moved && !fought);
            }
            std::vector<BaseId> ids;
            for (int i = 0; i < bases; ++i)
                ids.push_back(i);
            const Ints before = fatigues(s, ids);
            const GameState r = endPhases(s, 4);
            if (block(s, 0).active() && block(r, 0).active())
                QCOMPARE(recoverTally(before, recovers), fatigues(r, ids));
        }
    }
};

QTEST_GUILESS_MAIN(TestTally)
#include "tst_tally.moc"
