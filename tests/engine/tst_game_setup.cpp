// A new game (§2, §3, §3.3, §6, §13 Setup), reading its state (average Fatigue,
// §6 state, move allowance, ruling R13) and the cross-Block facts: derived from
// tracked positions, or entered by the players.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <optional>
#include <tuple>
#include <set>
#include <vector>

using namespace ancients;
using namespace gametest;

Q_DECLARE_METATYPE(ancients::TroopType)
Q_DECLARE_METATYPE(ancients::FatigueState)
Q_DECLARE_METATYPE(ancients::Fraction)
using Ints = std::vector<int>;
Q_DECLARE_METATYPE(Ints)
using OptInt = std::optional<int>;
Q_DECLARE_METATYPE(OptInt)

namespace {
using Pairs = std::set<std::pair<BlockId, BlockId>>;
}

class TestGameSetup : public QObject
{
    Q_OBJECT

private slots:
    void rule_6_everyBaseStartsAtFatigueOne()
    {
        const ArmyList a = army("A", {spec(TroopType::HeavyInfantry, 4, 2), spec(TroopType::Skirmishers, 2, 1)});
        const ArmyList b = army("B", {spec(TroopType::Cavalry, 3, 1)});
        const GameState s = untracked(a, b);
        QCOMPARE(int(s.bases.size()), 8 + 2 + 3);
        for (const Base &base : s.bases) {
            QCOMPARE(base.fatigue, 1);
            QCOMPARE(base.fatigue, MinimumFatigue);
            QVERIFY(!base.lost());
            QVERIFY(!base.inCombatThisTurn);
            QVERIFY(!base.shotAtThisTurn);
        }
        for (const Block &blk : s.blocks)
            QCOMPARE(averageFatigue(s, blk.id), Fraction(1));
    }

    // §2: Blocks of Bases; every Base knows its Block and side; the armies' starting strength.
    void rule_2_blocksOfBases()
    {
        const ArmyList a = army("Romans", {spec(TroopType::MediumInfantry, 4, 2), spec(TroopType::LightInfantry, 2, 1)});
        const ArmyList b = army("Gauls", {spec(TroopType::Warband, 6, 2)});
        const GameState s = untracked(a, b);
        QCOMPARE(int(s.blocks.size()), 3);
        QCOMPARE(int(block(s, 0).bases.size()), 8);
        QCOMPARE(int(block(s, 1).bases.size()), 2);
        QCOMPARE(int(block(s, 2).bases.size()), 12);
        for (const Block &blk : s.blocks) {
            QCOMPARE(blk.side, blk.id < 2 ? Side::A : Side::B);
            for (const BaseId id : blk.bases) {
                QCOMPARE(base(s, id).block, blk.id);
                QCOMPARE(base(s, id).side, blk.side);
            }
        }
        for (std::size_t i = 0; i < s.bases.size(); ++i)
            QCOMPARE(s.bases[i].id, BaseId(i));
        QCOMPARE(s.army(Side::A).name, std::string("Romans"));
        QCOMPARE(s.army(Side::A).startingBases, 10);
        QCOMPARE(s.army(Side::B).startingBases, 12);
        QVERIFY(!s.army(Side::A).broken);
        QVERIFY(!s.loser);
        // §4: side A moves first, in turn 1's Move phase.
        QCOMPARE(s.turn, 1);
        QCOMPARE(s.active, Side::A);
        QCOMPARE(s.phase, Phase::Move);
    }

    // §3.3: the default weights and special rules, unless the list overrides them.
    void rule_3_3_defaultsUnlessOverridden_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<OptInt>("weightOverride");
        QTest::addColumn<int>("weight");
        QTest::addColumn<bool>("shock");
        QTest::addColumn<bool>("evade");
        QTest::addColumn<bool>("lightHorse");
        QTest::addColumn<bool>("steadySpears");
        QTest::newRow("Heavy Infantry 4, steady spears") << TroopType::HeavyInfantry << OptInt{} << 4 << false << false << false << true;
        QTest::newRow("Medium Infantry 3") << TroopType::MediumInfantry << OptInt{} << 3 << false << false << false << false;
        QTest::newRow("Light Infantry 2") << TroopType::LightInfantry << OptInt{} << 2 << false << false << false << false;
        QTest::newRow("Skirmishers 1, evade") << TroopType::Skirmishers << OptInt{} << 1 << false << true << false << false;
        QTest::newRow("Warband 3, shock") << TroopType::Warband << OptInt{} << 3 << true << false << false << false;
        QTest::newRow("Cavalry 4, shock") << TroopType::Cavalry << OptInt{} << 4 << true << false << false << false;
        QTest::newRow("Cataphract 5, shock") << TroopType::Cataphract << OptInt{} << 5 << true << false << false << false;
        QTest::newRow("Light Cavalry 2, light-horse") << TroopType::LightCavalry << OptInt{} << 2 << false << false << true << false;
        QTest::newRow("hoplites listed at weight 3") << TroopType::HeavyInfantry << OptInt{3} << 3 << false << false << false << true;
        QTest::newRow("heavy warband at weight 4") << TroopType::Warband << OptInt{4} << 4 << true << false << false << false;
    }
    void rule_3_3_defaultsUnlessOverridden()
    {
        QFETCH(TroopType, type);
        QFETCH(OptInt, weightOverride);
        QFETCH(int, weight);
        QFETCH(bool, shock);
        QFETCH(bool, evade);
        QFETCH(bool, lightHorse);
        QFETCH(bool, steadySpears);
        BlockSpec s = spec(type, 2, 1, Quality::Elite);
        s.weight = weightOverride;
        const GameState g = untracked(army("A", {s}), lineArmy("B", 1));
        const Block &blk = block(g, 0);
        QCOMPARE(blk.type, type);
        QCOMPARE(blk.quality, Quality::Elite);
        QCOMPARE(blk.weight, weight);
        QCOMPARE(blk.specialRules.contains(SpecialRule::Shock), shock);
        QCOMPARE(blk.specialRules.contains(SpecialRule::Evade), evade);
        QCOMPARE(blk.specialRules.contains(SpecialRule::LightHorse), lightHorse);
        QCOMPARE(blk.specialRules.contains(SpecialRule::SteadySpears), steadySpears);
    }

    // §3: every Block has one quality class, one weight, one troop type and its special rules,
    // and all its Bases share them.
    void rule_3_everyBlockHasQualityWeightTypeAndRules()
    {
        const ArmyList a = army("A", {spec(TroopType::HeavyInfantry, 2, 1, Quality::Elite, "Hoplites"),
                                      spec(TroopType::Skirmishers, 2, 1, Quality::Levy, "Slingers")});
        const GameState s = untracked(a, army("B", {spec(TroopType::Cataphract, 1, 1, Quality::Regular, "Knights")}));
        const std::vector<std::tuple<std::string, TroopType, Quality, int>> expected{
            {"Hoplites", TroopType::HeavyInfantry, Quality::Elite, 4},
            {"Slingers", TroopType::Skirmishers, Quality::Levy, 1},
            {"Knights", TroopType::Cataphract, Quality::Regular, 5}};
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const Block &blk = s.blocks[i];
            QCOMPARE(blk.name, std::get<0>(expected[i]));
            QCOMPARE(blk.type, std::get<1>(expected[i]));
            QCOMPARE(blk.quality, std::get<2>(expected[i]));
            QCOMPARE(blk.weight, std::get<3>(expected[i]));
        }
    }

    void rule_3_3_specialRulesOverride()
    {
        BlockSpec cav = spec(TroopType::Cavalry, 2, 1);
        cav.specialRules = SpecialRules{}; // a list that fields non-shock cavalry
        BlockSpec spears = spec(TroopType::HeavyInfantry, 2, 1, Quality::Levy);
        spears.spearArmed = true;
        const GameState g = untracked(army("A", {cav, spears}), lineArmy("B", 1));
        QVERIFY(block(g, 0).specialRules.empty());
        QCOMPARE(block(g, 0).weight, 4);
        QVERIFY(block(g, 1).spearArmed);
        QCOMPARE(block(g, 1).quality, Quality::Levy);
        QVERIFY(!block(g, 0).spearArmed);
    }

    void rule_3_2_invalidListsRefused_data()
    {
        QTest::addColumn<int>("weight");
        QTest::addColumn<int>("frontage");
        QTest::newRow("weight 0") << 0 << 2;
        QTest::newRow("weight 6") << 6 << 2;
        QTest::newRow("frontage 0") << 3 << 0;
    }
    void rule_3_2_invalidListsRefused()
    {
        QFETCH(int, weight);
        QFETCH(int, frontage);
        BlockSpec s = spec(TroopType::MediumInfantry, frontage, 1);
        s.weight = weight;
        const auto r = newGame(army("A", {s}), lineArmy("B", 1), {}, 1);
        QVERIFY(!r.ok());
        QVERIFY(!newGame(army("A", {}), lineArmy("B", 1), {}, 1).ok()); // no Blocks at all
    }

    // §13: the playtest knobs start at the competition defaults.
    void rule_13_competitionDefaults()
    {
        const RulesOptions o;
        QCOMPARE(o.combatDie, Die::Averaging);
        QVERIFY(o.shotAtDeniesRecovery);
        QCOMPARE(o.pivotCost, 0);
        QCOMPARE(o.difficultMoveCost, 1);
        QVERIFY(!o.followUp);
        QVERIFY(o.mandatoryPursuit);
        QVERIFY(o.contagion);
        QVERIFY(o.eliteMechanic == RulesOptions::EliteMechanic::None);
        RulesOptions lenient;
        lenient.shotAtDeniesRecovery = false;
        const GameState g = untracked(lineArmy("A", 1), lineArmy("B", 1), lenient);
        QCOMPARE(g.options, lenient);
    }

    // ---- tracked positions ------------------------------------------------------------

    void rule_2_untrackedGamesHaveNoHexes()
    {
        const GameState s = untracked(lineArmy("A", 2, 3), lineArmy("B", 1, 4));
        QVERIFY(!s.positionsTracked);
        for (const Base &b : s.bases)
            QVERIFY(!b.hex);
        QVERIFY(blockHexes(s, 0).empty());
        QVERIFY(s.terrain.empty());
    }

    void rule_2_deploymentPlacesEveryBase()
    {
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 3, 2), spec(TroopType::Cavalry, 2, 1)});
        const ArmyList b = army("B", {spec(TroopType::Warband, 4, 1)});
        const std::vector<Deployment> d{at(0, 0, 0), at(0, 5, 0), at(4, 3, 3)};
        const GameState s = tracked(a, b, d);
        QVERIFY(s.positionsTracked);
        for (std::size_t i = 0; i < d.size(); ++i) {
            const Block &blk = s.blocks[i];
            const auto spc = i < 2 ? a.blocks[i] : b.blocks[i - 2];
            QCOMPARE(blockHexes(s, blk.id), blockLayout(d[i].origin, d[i].facing, spc.frontage, spc.depth));
            for (const BaseId id : blk.bases)
                QCOMPARE(base(s, id).facing, d[i].facing);
        }
    }

    void rule_13_deploymentOverlapRefused()
    {
        const ArmyList a = lineArmy("A", 1, 3); // (0,0) (0,1) (0,2) facing vertex 0
        const ArmyList b = lineArmy("B", 1, 2);
        // B's line, facing vertex 3, runs (1, 2) (1, 1): clear. From (0, 3) it runs (0, 3) (0, 2): overlaps.
        QVERIFY(newGame(a, b, {}, 1, {at(0, 0, 0), at(1, 2, 3)}).ok());
        const auto r = newGame(a, b, {}, 1, {at(0, 0, 0), at(0, 3, 3)});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("deployment-overlap"));
        // Within one army too.
        const auto own = newGame(lineArmy("A", 2, 2), b, {}, 1, {at(0, 0, 0), at(0, 1, 0), at(5, 0, 3)});
        QVERIFY(!own.ok());
        QCOMPARE(own.error().code, std::string("deployment-overlap"));
    }

    void rule_13_deploymentCountChecked_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("one short") << 2;
        QTest::newRow("one too many") << 4;
    }
    void rule_13_deploymentCountChecked()
    {
        QFETCH(int, count);
        std::vector<Deployment> d;
        for (int i = 0; i < count; ++i)
            d.push_back(at(3 * i, 0, 0));
        const auto r = newGame(lineArmy("A", 2), lineArmy("B", 1), {}, 1, d);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("deployment-count"));
    }

    // ---- reading the state ------------------------------------------------------------

    void rule_6_averageFatigueAndState_data()
    {
        QTest::addColumn<Ints>("fatigue");
        QTest::addColumn<Fraction>("average");
        QTest::addColumn<FatigueState>("state");
        QTest::newRow("all fresh") << Ints{1, 1, 1, 1} << Fraction(1) << FatigueState::Fresh;
        QTest::newRow("2 is Fresh") << Ints{1, 3, 2, 2} << Fraction(2) << FatigueState::Fresh;
        QTest::newRow("2.25 is Pressed (R9)") << Ints{1, 3, 2, 3} << Fraction(9, 4) << FatigueState::Pressed;
        QTest::newRow("2.5 is Pressed") << Ints{1, 2, 3, 4} << Fraction(5, 2) << FatigueState::Pressed;
        QTest::newRow("4 is Pressed") << Ints{4, 4, 4, 4} << Fraction(4) << FatigueState::Pressed;
        QTest::newRow("4.25 is Shaken") << Ints{4, 4, 4, 5} << Fraction(17, 4) << FatigueState::Shaken;
        QTest::newRow("6 is Shaken, not broken (R8)") << Ints{6, 6, 5, 7} << Fraction(6) << FatigueState::Shaken;
        QTest::newRow("one worn Base averages down") << Ints{9, 1, 1, 1} << Fraction(3) << FatigueState::Pressed;
    }
    void rule_6_averageFatigueAndState()
    {
        QFETCH(Ints, fatigue);
        QFETCH(Fraction, average);
        QFETCH(FatigueState, state);
        GameState s = untracked(lineArmy("A", 1, 4), lineArmy("B", 1));
        s = withFatigue(s, {{0, fatigue[0]}, {1, fatigue[1]}, {2, fatigue[2]}, {3, fatigue[3]}});
        QCOMPARE(fatigues(s, {0, 1, 2, 3}), fatigue);
        QCOMPARE(averageFatigue(s, 0), average);
        QCOMPARE(blockState(s, 0), state);
        QVERIFY(block(s, 0).active());
    }

    // Ruling R13: foot 2, light foot and skirmishers 3, every mounted type 4.
    void rule_2_moveAllowance_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<int>("allowance");
        QTest::newRow("Heavy Infantry: foot") << TroopType::HeavyInfantry << 2;
        QTest::newRow("Medium Infantry: foot") << TroopType::MediumInfantry << 2;
        QTest::newRow("Warband: foot") << TroopType::Warband << 2;
        QTest::newRow("Light Infantry: light foot") << TroopType::LightInfantry << 3;
        QTest::newRow("Skirmishers") << TroopType::Skirmishers << 3;
        QTest::newRow("Cavalry") << TroopType::Cavalry << 4;
        QTest::newRow("Cataphract / Knight") << TroopType::Cataphract << 4;
        QTest::newRow("Light Cavalry") << TroopType::LightCavalry << 4;
    }
    void rule_2_moveAllowance()
    {
        QFETCH(TroopType, type);
        QFETCH(int, allowance);
        QCOMPARE(moveAllowance(type), allowance);
    }

    // ---- the cross-Block facts ------------------------------------------------------------

    void rule_12_1_factsDerivedFromPositions()
    {
        // A: Block 0 (0,0)(0,1); Block 1 (0,3)(0,4) — a hex between them — ; Block 2 (0,8)
        // B: Block 3 (1,1)(1,0) touching Block 0; Block 4 (3,8)(3,7), two empty hexes from Block 2.
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry, 2, 1),
                                      spec(TroopType::MediumInfantry, 1, 1)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry, 2, 1)});
        const GameState s = tracked(a, b, {at(0, 0, 0), at(0, 3, 0), at(0, 8, 0), at(1, 1, 3), at(3, 8, 3)});
        const CrossBlockFacts f = facts(s);
        QCOMPARE(f.inContact, (Pairs{{0, 3}}));
        QVERIFY(f.contact(3, 0));
        QVERIFY(!f.contact(0, 1)); // friends that touch are never "in contact"
        // Within one base-width is at most one hex apart, hex to hex (R11): only Blocks that touch.
        // 0–3 touch (1); 0–1 are 2 apart ((0,1)–(0,3)), 1–3 are 2 apart ((0,3)–(1,1)); 2–4 are 3 apart.
        QCOMPARE(f.withinOneBaseWidth, (Pairs{{0, 3}}));
        QVERIFY(!f.near(0, 1));
        QVERIFY(!f.near(2, 4));
        QVERIFY(f.retreatBlocked.empty());
    }

    void rule_12_1_friendsTouchingAreNotInContact()
    {
        const GameState s = tracked(lineArmy("A", 2, 2), lineArmy("B", 1), {at(0, 0, 0), at(0, 2, 0), at(6, 0, 3)});
        const CrossBlockFacts f = facts(s);
        QVERIFY(f.inContact.empty());
        QVERIFY(f.near(0, 1));
    }

    void rule_2_enteredFactsWhenUntracked()
    {
        GameState s = untracked(lineArmy("A", 2), lineArmy("B", 2));
        QCOMPARE(facts(s), CrossBlockFacts{});
        EnterFacts e;
        e.facts.inContact = {{3, 0}};
        e.facts.withinOneBaseWidth = {{1, 0}};
        e.facts.retreatBlocked = {2};
        s = after(s, e);
        QCOMPARE(facts(s).inContact, (Pairs{{0, 3}})); // stored smaller id first
        QVERIFY(facts(s).contact(3, 0));
        QVERIFY(facts(s).near(0, 1));
        QCOMPARE(facts(s).retreatBlocked, (std::set<BaseId>{2}));
        // Entering replaces what was in force.
        s = after(s, EnterFacts{});
        QCOMPARE(facts(s), CrossBlockFacts{});
    }

    void rule_2_enterFactsRefused_data()
    {
        QTest::addColumn<bool>("trackedGame");
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<QString>("code");
        QTest::newRow("positions tracked: facts are derived") << true << 0 << 1 << "facts-derived";
        QTest::newRow("no such Block") << false << 0 << 9 << "no-such-block";
        QTest::newRow("a Block with itself") << false << 1 << 1 << "no-such-block";
    }
    void rule_2_enterFactsRefused()
    {
        QFETCH(bool, trackedGame);
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(QString, code);
        const GameState s = trackedGame ? tracked(lineArmy("A", 1), lineArmy("B", 1), {at(0, 0, 0), at(1, 0, 3)})
                                        : untracked(lineArmy("A", 1), lineArmy("B", 1));
        EnterFacts e;
        e.facts.inContact = {{x, y}};
        const auto r = ancients::apply(s, e);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
        EnterFacts badBase;
        badBase.facts.retreatBlocked = {42};
        QVERIFY(!ancients::apply(s, badBase).ok());
    }

    // The seed lives in the state: the same seed gives the same game.
    void seedIsPartOfTheState()
    {
        const GameState a = untracked(lineArmy("A", 1), lineArmy("B", 1), {}, 7);
        const GameState b = untracked(lineArmy("A", 1), lineArmy("B", 1), {}, 7);
        const GameState c = untracked(lineArmy("A", 1), lineArmy("B", 1), {}, 8);
        QVERIFY(a == b);
        QVERIFY(!(a == c));
    }
};

QTEST_GUILESS_MAIN(TestGameSetup)
#include "tst_game_setup.moc"
