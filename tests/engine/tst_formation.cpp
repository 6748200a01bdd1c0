// A Block's formation (§2, §5.5, §9.6): each Base's file and rank, from the hexes
// when positions are tracked and from the deployment order otherwise; a file's
// Bases; the seams a leaving file tears and the far side a middle file leaves;
// the Block's shape. Where the engine acts on the same question (a recoil's
// seams, a wheel's pivot and cost), the test checks that it acts as the
// formation says.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/formation.h"
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <map>
#include <vector>

using namespace ancients;
using namespace gametest;

using Ids = std::vector<BaseId>;
using Seams = std::map<BaseId, int>;

namespace {

/** Both armies' listed Blocks in the order newGame() deploys them. */
std::vector<BlockSpec> listedOf(const ArmyList &a, const ArmyList &b)
{
    std::vector<BlockSpec> listed = a.blocks;
    listed.insert(listed.end(), b.blocks.begin(), b.blocks.end());
    return listed;
}

/** Each Base's (file, rank), in formation order. */
std::vector<std::pair<int, int>> placesOf(const Formation &f)
{
    std::vector<std::pair<int, int>> out;
    for (const Place &p : f.places)
        out.emplace_back(p.file, p.rank);
    return out;
}

/** The Fatigue each Base took for §9.6 seams in @p effects. */
Seams seamFatigue(const std::vector<Effect> &effects)
{
    Seams paid;
    for (const Effect &e : effects) {
        if (e.kind == Effect::Kind::Fatigue && e.section == "9.6")
            paid[e.base] += e.amount;
    }
    return paid;
}

} // namespace

class TestFormation : public QObject
{
    Q_OBJECT

private slots:
    // ---- a Base's file and rank ----------------------------------------------------------------

    void rule_9_6_deployedBasesStandRankByRankLeftToRight()
    {
        // Untracked: newGame() numbers a listed 4 × 2 Block's Bases rank by rank, each rank left to right.
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 1, 1), spec(TroopType::Warband, 4, 2)});
        const ArmyList b = lineArmy("B", 1);
        const GameState s = untracked(a, b);
        const auto listed = listedOf(a, b);
        const Formation f = formation(s, 1, listed);
        QCOMPARE(f.frontage, 4);
        QCOMPARE(f.depth, 2);
        QCOMPARE(f.order(), (Ids{1, 2, 3, 4, 5, 6, 7, 8}));
        const Place *p = f.placeOf(7);
        QVERIFY(p);
        QCOMPARE(p->file, 2);
        QCOMPARE(p->rank, 1);
        QCOMPARE(f.inFile(1), (Ids{2, 6}));
        QCOMPARE(fileOf(s, 6, listed), (Ids{2, 6}));
        QCOMPARE(fileOf(s, 0, listed), (Ids{0}));
        QVERIFY(!f.placeOf(0));
    }

    void rule_9_6_trackedBasesTakeTheirPlaceFromTheHexes_data()
    {
        QTest::addColumn<int>("vertex");
        for (int v = 0; v < 6; ++v)
            QTest::addRow("facing vertex %d", v) << v;
    }
    void rule_9_6_trackedBasesTakeTheirPlaceFromTheHexes()
    {
        QFETCH(int, vertex);
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 3, 2)}), lineArmy("B", 1),
                                    {at(0, 0, vertex), at(10, 10, 0)});
        const Formation f = formation(s, 0);
        QCOMPARE(f.frontage, 3);
        QCOMPARE(f.depth, 2);
        // layoutHex(origin, facing, file, rank): Base k stands in file k % 3, rank k / 3.
        QCOMPARE(placesOf(f), (std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}}));
        QCOMPARE(f.order(), (Ids{0, 1, 2, 3, 4, 5}));
        QCOMPARE(fileOf(s, 4), (Ids{1, 4}));
        QCOMPARE(fileOf(s, 0), (Ids{0, 3}));
        // The deployment list is not needed, and not used, when the hexes say it.
        QCOMPARE(formation(s, 0, std::vector<BlockSpec>{spec(TroopType::MediumInfantry, 6, 1)}), f);
    }

    void rule_9_6_theCardsFollowSplitsAndMerges()
    {
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 4, 2), spec(TroopType::MediumInfantry, 2, 1)});
        const ArmyList b = lineArmy("B", 1);
        const auto listed = listedOf(a, b);
        GameState s = untracked(a, b);
        // The second file (Bases 1 and 5) splits off: the Block left is three files wide.
        SplitBlock split;
        split.block = 0;
        split.detach = {1, 5};
        split.seamBases = {0, 1};
        s = after(s, split);
        const Formation rest = formation(s, 0, listed);
        QCOMPARE(rest.frontage, 3);
        QCOMPARE(rest.depth, 2);
        QCOMPARE(rest.order(), (Ids{0, 2, 3, 4, 6, 7}));
        QCOMPARE(rest.placeOf(2)->file, 1);
        QCOMPARE(fileOf(s, 6, listed), (Ids{2, 6}));
        const Formation file = formation(s, s.bases.at(1).block, listed);
        QCOMPARE(file.frontage, 1);
        QCOMPARE(file.depth, 2);
        QCOMPARE(file.order(), (Ids{1, 5}));
        // A merge: the 2 × 1 Block joins behind, as wide as the widest part.
        MergeBlocks merge;
        merge.into = s.bases.at(1).block;
        merge.from = 1;
        merge.seamBases = {5, 8};
        s = after(s, merge);
        const Formation merged = formation(s, s.bases.at(1).block, listed);
        QCOMPARE(merged.frontage, 2);
        QCOMPARE(merged.depth, 2);
        QCOMPARE(merged.order(), (Ids{1, 5, 8, 9}));
        QCOMPARE(placesOf(merged), (std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
    }

    void rule_9_6_basesNotFromTheListStandInOneRank()
    {
        const GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 2, 2)}), lineArmy("B", 1));
        const Formation f = formation(s, 0);
        QCOMPARE(f.frontage, 4);
        QCOMPARE(f.depth, 1);
        QCOMPARE(fileOf(s, 2), (Ids{2}));
        QCOMPARE(formation(s, 99), Formation{});
        QVERIFY(fileOf(s, 99).empty());
    }

    // ---- the seams a leaving file tears, and the far side ------------------------------------

    void rule_9_6_anEdgeFileTearsOneSeam()
    {
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 4, 2)});
        const ArmyList b = lineArmy("B", 1);
        const GameState s = untracked(a, b);
        const FileSplit split = fileSplit(s, BaseId{4}, listedOf(a, b));
        QCOMPARE(split.file, (Ids{0, 4}));
        QCOMPARE(split.parts, (std::vector<Ids>{{1, 2, 3, 5, 6, 7}}));
        QCOMPARE(split.seams, (Seams{{0, 1}, {1, 1}, {4, 1}, {5, 1}}));
        QCOMPARE(split.seamBases(), (Ids{0, 1, 4, 5}));
        QVERIFY(split.farSide().empty());
        // The right edge too.
        const FileSplit right = fileSplit(s, BaseId{3}, listedOf(a, b));
        QCOMPARE(right.seams, (Seams{{2, 1}, {3, 1}, {6, 1}, {7, 1}}));
        QVERIFY(right.farSide().empty());
    }

    void rule_9_6_aMiddleFileTearsTwoSeamsAndLeavesAFarSide()
    {
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 4, 2)});
        const ArmyList b = lineArmy("B", 1);
        const GameState s = untracked(a, b);
        const FileSplit split = fileSplit(s, BaseId{1}, listedOf(a, b));
        QCOMPARE(split.file, (Ids{1, 5}));
        QCOMPARE(split.parts, (std::vector<Ids>{{0, 4}, {2, 3, 6, 7}}));
        // The file's own Bases border both seams (ruling R31).
        QCOMPARE(split.seams, (Seams{{0, 1}, {1, 2}, {2, 1}, {4, 1}, {5, 2}, {6, 1}}));
        QCOMPARE(split.farSide(), (Ids{2, 3, 6, 7}));
    }

    void rule_9_6_aWholeBlockSplitsNothingButPaysOneSeam()
    {
        // "There is no free retreat" (§9.6, ruling R31): a one-file column leaves nothing
        // behind, yet each of its Bases pays one seam. A single Base pays none.
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 1, 3)});
        const ArmyList b = lineArmy("B", 1);
        const GameState s = untracked(a, b);
        const FileSplit split = fileSplit(s, BaseId{2}, listedOf(a, b));
        QCOMPARE(split.file, (Ids{0, 1, 2}));
        QVERIFY(split.parts.empty());
        QCOMPARE(split.seams, (Seams{{0, 1}, {1, 1}, {2, 1}}));
        QVERIFY(split.farSide().empty());
        const FileSplit alone = fileSplit(s, BaseId{3}, listedOf(a, b));
        QCOMPARE(alone.file, (Ids{3}));
        QVERIFY(alone.seams.empty());
    }

    void rule_9_6_untrackedSuggestionIsWhatTheEngineTakes()
    {
        // What the formation says for an untracked middle file is a split the engine accepts, and the
        // Fatigue it charges is the formation's seam count (§9.6, R31).
        const ArmyList a = lineArmy("A", 1);
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry, 3, 2)});
        GameState u = toCombat(untracked(a, b));
        EnterFacts contact;
        contact.facts.inContact.insert(CrossBlockFacts::ordered(0, 1));
        u = after(u, contact);
        u = after(u, fight(0, 2, 5, 2)); // B's middle front Base loses by 3
        const FileSplit split = fileSplit(u, BaseId{2}, listedOf(a, b));
        AllocateLoss give;
        give.fatigue = 2;
        give.pushBack = 1;
        give.file = split.file;
        give.seamBases = split.seamBases();
        give.farSide = split.farSide();
        const Applied r = applied(u, give);
        QCOMPARE(seamFatigue(r.effects), split.seams);
        QCOMPARE(r.state.blocks.at(static_cast<std::size_t>(r.state.bases.at(3).block)).bases, split.parts.at(1));
    }

    void rule_9_6_trackedSeamsAreWhatTheEngineCharges()
    {
        // A 3 × 2 Block at (0,0) facing vertex 0 against a 3 × 1 line: the middle file recoils.
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 3, 2)}),
                              army("B", {spec(TroopType::MediumInfantry, 3, 1)}), {at(0, 0, 0), at(1, 2, 3)});
        s = toCombat(s);
        const FileSplit split = fileSplit(s, BaseId{1});
        QCOMPARE(split.file, (Ids{1, 4}));
        QCOMPARE(split.parts, (std::vector<Ids>{{0, 3}, {2, 5}}));
        QCOMPARE(split.seams, (Seams{{0, 1}, {1, 2}, {2, 1}, {3, 1}, {4, 2}, {5, 1}}));
        s = after(s, fight(1, 7, 2, 5)); // A's middle front Base loses by 3
        AllocateLoss give;
        give.fatigue = 2;
        give.pushBack = 1;
        const Applied r = applied(s, give);
        QCOMPARE(seamFatigue(r.effects), split.seams);
        QCOMPARE(r.state.blocks.at(static_cast<std::size_t>(r.state.bases.at(2).block)).bases, split.parts.at(1));
    }

    // ---- the shape, and the flanks a wheel turns about ------------------------------------------

    void rule_5_5_aWheelTurnsAboutAFrontFlank()
    {
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 3, 2)}), lineArmy("B", 1),
                                    {at(0, 0, 0), at(10, 10, 0)});
        const Formation f = formation(s, 0);
        QVERIFY(isFrontFlank(f, 0));
        QVERIFY(isFrontFlank(f, 2));
        QVERIFY(!isFrontFlank(f, 1));
        QVERIFY(!isFrontFlank(f, 3));
        QVERIFY(!isFrontFlank(f, 9));
        // The engine agrees: it wheels about Base 2 and refuses Base 1.
        WheelBlock wheel;
        wheel.block = 0;
        wheel.pivot = 1;
        wheel.dice = {dice(6)};
        const auto refused = ancients::apply(s, wheel);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, std::string("wheel-pivot-not-flank"));
        wheel.pivot = 2;
        const Applied r = applied(s, wheel);
        // The shape survives the wheel, and the wheel took ceil(max(3 − 1, 2 − 1) ÷ 2) = 1 test.
        const Formation turned = formation(r.state, 0);
        QCOMPARE(turned.frontage, 3);
        QCOMPARE(turned.depth, 2);
        int tests = 0;
        for (const Effect &e : r.effects)
            tests += e.kind == Effect::Kind::MovementTest ? 1 : 0;
        QCOMPARE(tests, 1);
    }
};

QTEST_GUILESS_MAIN(TestFormation)
#include "tst_formation.moc"
