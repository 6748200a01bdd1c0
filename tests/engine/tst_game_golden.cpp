// Golden whole-state tests of the game engine: fixed scripted games (fixed seed,
// fixed actions) whose final state and effect log are written as stable,
// human-readable text and compared with tests/data/golden/<name>.txt.
//
// On a mismatch the test writes <name>.txt.fail into its working directory and
// prints the differing lines. To accept a deliberate change of the engine,
// read the .fail file, check it against the rulebook, and regenerate with
//     ANCIENTS_UPDATE_GOLDEN=1 tst_game_golden
// which writes the golden files into tests/data/golden/.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#endif

#include <QDir>
#include <QFile>
#include <QTest>

#ifndef Q_MOC_RUN
using namespace ancients;

namespace {

// ---- the serializer ------------------------------------------------------------------------

const char *sideName(Side s)
{
    return s == Side::A ? "A" : "B";
}

const char *phaseName(Phase p)
{
    switch (p) {
    case Phase::Move:
        return "Move";
    case Phase::Shoot:
        return "Shoot";
    case Phase::Combat:
        return "Combat";
    case Phase::Recovery:
        return "Recovery";
    }
    return "?";
}

const char *typeName(TroopType t)
{
    switch (t) {
    case TroopType::HeavyInfantry:
        return "HeavyInfantry";
    case TroopType::MediumInfantry:
        return "MediumInfantry";
    case TroopType::LightInfantry:
        return "LightInfantry";
    case TroopType::Skirmishers:
        return "Skirmishers";
    case TroopType::Warband:
        return "Warband";
    case TroopType::Cavalry:
        return "Cavalry";
    case TroopType::Cataphract:
        return "Cataphract";
    case TroopType::LightCavalry:
        return "LightCavalry";
    }
    return "?";
}

const char *qualityName(Quality q)
{
    switch (q) {
    case Quality::Elite:
        return "Elite";
    case Quality::Regular:
        return "Regular";
    case Quality::Levy:
        return "Levy";
    }
    return "?";
}

const char *goingName(Going g)
{
    switch (g) {
    case Going::Open:
        return "Open";
    case Going::LightWoods:
        return "LightWoods";
    case Going::HeavyWoods:
        return "HeavyWoods";
    case Going::Rough:
        return "Rough";
    case Going::Swamp:
        return "Swamp";
    }
    return "?";
}

const char *stateName(FatigueState s)
{
    switch (s) {
    case FatigueState::Fresh:
        return "Fresh";
    case FatigueState::Pressed:
        return "Pressed";
    case FatigueState::Shaken:
        return "Shaken";
    case FatigueState::Broken:
        return "Broken";
    }
    return "?";
}

const char *kindName(Effect::Kind k)
{
    switch (k) {
    case Effect::Kind::Fatigue:
        return "Fatigue";
    case Effect::Kind::MovementTest:
        return "MovementTest";
    case Effect::Kind::Moved:
        return "Moved";
    case Effect::Kind::MoveEnded:
        return "MoveEnded";
    case Effect::Kind::Split:
        return "Split";
    case Effect::Kind::Merged:
        return "Merged";
    case Effect::Kind::BlockBroke:
        return "BlockBroke";
    case Effect::Kind::BaseRemoved:
        return "BaseRemoved";
    case Effect::Kind::ArmyBroke:
        return "ArmyBroke";
    case Effect::Kind::PhaseChanged:
        return "PhaseChanged";
    case Effect::Kind::ShockCharge:
        return "ShockCharge";
    case Effect::Kind::Combat:
        return "Combat";
    case Effect::Kind::Recoil:
        return "Recoil";
    case Effect::Kind::Pinned:
        return "Pinned";
    case Effect::Kind::Pursuit:
        return "Pursuit";
    case Effect::Kind::Note:
        return "Note";
    case Effect::Kind::Volley:
        return "Volley";
    case Effect::Kind::FollowUp:
        return "FollowUp";
    }
    return "?";
}

std::string hexText(const std::optional<Hex> &h)
{
    return h ? "(" + std::to_string(h->q) + "," + std::to_string(h->r) + ")" : std::string("-");
}

std::string idList(const std::vector<int> &ids)
{
    std::string out = "[";
    for (std::size_t i = 0; i < ids.size(); ++i)
        out += (i ? " " : "") + std::to_string(ids[i]);
    return out + "]";
}

std::string rulesText(const SpecialRules &r)
{
    std::string out;
    for (const auto &info : SpecialRuleTable) {
        if (r.contains(info.rule))
            out += (out.empty() ? "" : ",") + std::string(info.name);
    }
    return out.empty() ? "-" : out;
}

std::string hex64(std::uint64_t v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(v));
    return buffer;
}

std::string yes(bool b)
{
    return b ? "yes" : "no";
}

/** The whole state, one fact a line, in a fixed order. */
std::string dumpState(const GameState &s)
{
    std::ostringstream o;
    o << "turn " << s.turn << ", side " << sideName(s.active) << ", phase " << phaseName(s.phase) << "\n";
    o << "rng state " << hex64(s.rng.state()) << " increment " << hex64(s.rng.increment()) << "\n";
    o << "positions tracked " << yes(s.positionsTracked) << "\n";
    const RulesOptions &opt = s.options;
    o << "options combatDie " << (opt.combatDie == Die::Averaging ? "Averaging" : "D6") << ", shotAtDeniesRecovery "
      << yes(opt.shotAtDeniesRecovery) << ", pivotCost " << opt.pivotCost << ", difficultMoveCost "
      << opt.difficultMoveCost << ", followUp " << yes(opt.followUp) << ", eliteMechanic "
      << static_cast<int>(opt.eliteMechanic) << ", mandatoryPursuit " << yes(opt.mandatoryPursuit) << ", contagion "
      << yes(opt.contagion) << "\n";
    for (const Side side : {Side::A, Side::B}) {
        const Army &a = s.army(side);
        o << "army " << sideName(side) << " \"" << a.name << "\": starting " << a.startingBases << ", lost "
          << basesLost(s, side) << ", broken " << yes(a.broken) << "\n";
    }
    o << "loser " << (s.loser ? sideName(*s.loser) : "none") << "\n";
    for (const Block &b : s.blocks) {
        o << "block " << b.id << " side " << sideName(b.side) << " \"" << b.name << "\": " << typeName(b.type) << " "
          << qualityName(b.quality) << " weight " << b.weight << " rules " << rulesText(b.specialRules) << " spear "
          << yes(b.spearArmed) << "; bases " << idList(b.bases);
        if (b.active()) {
            const Fraction avg = averageFatigue(s, b.id);
            o << " average " << avg.numerator() << "/" << avg.denominator() << " " << stateName(blockState(s, b.id));
        } else {
            o << " (gone)";
        }
        o << "; moves " << b.movesThisTurn << ", acted " << yes(b.actedThisTurn) << ", movement over "
          << yes(b.movementOver) << ", first move full " << yes(b.firstMoveFull) << ", shock charge "
          << yes(b.shockCharge) << "\n";
    }
    for (const Base &b : s.bases) {
        std::string flags;
        for (const auto &[on, name] : {std::pair{b.routed, "routed"}, std::pair{b.removed, "removed"},
                                       std::pair{b.inCombatThisTurn, "in-combat"}, std::pair{b.shotAtThisTurn, "shot-at"}}) {
            if (on)
                flags += (flags.empty() ? "" : ",") + std::string(name);
        }
        o << "base " << b.id << " side " << sideName(b.side) << " block " << b.block << " fatigue " << b.fatigue
          << " hex " << hexText(b.hex) << " facing " << b.facing.vertex << " flags " << (flags.empty() ? "-" : flags)
          << "\n";
    }
    const CrossBlockFacts f = facts(s);
    o << "facts (" << (s.positionsTracked ? "derived" : "entered") << ") contact";
    for (const auto &[x, y] : f.inContact)
        o << " " << x << "-" << y;
    o << "; within one base-width";
    for (const auto &[x, y] : f.withinOneBaseWidth)
        o << " " << x << "-" << y;
    o << "; retreat blocked " << idList(std::vector<int>(f.retreatBlocked.begin(), f.retreatBlocked.end())) << "\n";
    for (const auto &[hex, t] : s.terrain) {
        o << "terrain " << hexText(hex) << " " << goingName(t.going) << " climb " << t.climb << " elevation "
          << t.elevation << " impassable " << yes(t.impassable) << "\n";
    }
    return o.str();
}

std::string describe(const Action &action)
{
    std::ostringstream o;
    if (const auto *m = std::get_if<MoveBlock>(&action)) {
        o << "MoveBlock block " << m->block;
        if (m->climb)
            o << " climb " << m->climb;
        if (m->difficult)
            o << " difficult";
        if (m->charge)
            o << " charge";
        for (const auto &[id, tiles] : m->terrainEntered) {
            o << " base " << id << " enters";
            for (const Going g : tiles)
                o << " " << goingName(g);
        }
        for (const auto &[id, place] : m->destination)
            o << " " << id << "->" << hexText(place.first) << "f" << place.second.vertex;
        o << (m->dice ? " dice " + std::to_string(m->dice->first) + "/" + std::to_string(m->dice->second) : " rng");
    } else if (const auto *p = std::get_if<PivotBlock>(&action)) {
        o << "PivotBlock block " << p->block << " steps " << p->steps
          << (p->dice ? " dice " + std::to_string(p->dice->first) + "/" + std::to_string(p->dice->second) : " rng");
    } else if (const auto *w = std::get_if<WheelBlock>(&action)) {
        o << "WheelBlock block " << w->block << " pivot " << w->pivot << " steps " << w->steps << " shape " << w->frontage
          << "x" << w->depth << " dice";
        for (const SuppliedDice &d : w->dice)
            o << " " << d.first << "/" << d.second;
    } else if (const auto *sp = std::get_if<SplitBlock>(&action)) {
        o << "SplitBlock block " << sp->block << " detach " << idList(sp->detach) << " seam " << idList(sp->seamBases);
    } else if (const auto *mg = std::get_if<MergeBlocks>(&action)) {
        o << "MergeBlocks into " << mg->into << " from " << mg->from << " seam " << idList(mg->seamBases);
    } else if (const auto *f = std::get_if<EnterFacts>(&action)) {
        o << "EnterFacts contact";
        for (const auto &[x, y] : f->facts.inContact)
            o << " " << x << "-" << y;
        o << " near";
        for (const auto &[x, y] : f->facts.withinOneBaseWidth)
            o << " " << x << "-" << y;
        o << " retreat blocked " << idList(std::vector<int>(f->facts.retreatBlocked.begin(), f->facts.retreatBlocked.end()));
    } else if (const auto *mc = std::get_if<MarkInCombat>(&action)) {
        o << "MarkInCombat " << idList(mc->bases);
    } else if (const auto *af = std::get_if<AddFatigue>(&action)) {
        o << "AddFatigue section " << af->section;
        for (const auto &[id, n] : af->fatigue)
            o << " base " << id << " +" << n;
    } else if (const auto *rr = std::get_if<RemoveRoutedBase>(&action)) {
        o << "RemoveRoutedBase " << rr->base;
    } else if (std::holds_alternative<MarchColumn>(action)) {
        o << "MarchColumn";
    } else {
        o << "EndPhase";
    }
    return o.str();
}

// ---- the scripted games ------------------------------------------------------------------------

/** A scripted game: its setup and its actions. */
struct Script
{
    std::string name;
    GameState start;
    std::vector<Action> actions;
};

/** What playing a script gave: the final state, every step's effects, and the first refusal if any. */
struct Played
{
    GameState state;
    std::vector<std::vector<Effect>> effects;
    std::string refusal;
};

Played play(const Script &script)
{
    Played p{script.start, {}, {}};
    for (std::size_t i = 0; i < script.actions.size(); ++i) {
        const auto r = ancients::apply(p.state, script.actions[i]);
        if (!r) {
            p.refusal = "step " + std::to_string(i + 1) + " (" + describe(script.actions[i]) + ") refused: "
                + r.error().code + " §" + r.error().section + " " + r.error().message;
            return p;
        }
        p.state = r->state;
        p.effects.push_back(r->effects);
    }
    return p;
}

std::string dumpGame(const Script &script, const Played &played)
{
    std::ostringstream o;
    o << "# Golden game \"" << script.name << "\" (tests/tst_game_golden.cpp): the final state and the effect log.\n";
    o << "## final state\n" << dumpState(played.state);
    o << "## log\n";
    for (std::size_t i = 0; i < played.effects.size(); ++i) {
        o << "step " << i + 1 << ": " << describe(script.actions[i]) << "\n";
        for (const Effect &e : played.effects[i])
            o << "  [" << e.section << "] " << kindName(e.kind) << ": " << e.text << "\n";
    }
    return o.str();
}

BlockSpec spec(const std::string &name, TroopType type, Quality quality, int frontage, int depth, bool spear = false)
{
    BlockSpec s;
    s.name = name;
    s.type = type;
    s.quality = quality;
    s.frontage = frontage;
    s.depth = depth;
    s.spearArmed = spear;
    return s;
}

GameState start(const ArmyList &a, const ArmyList &b, std::uint64_t seed, const std::vector<Deployment> &deployments = {})
{
    const auto g = newGame(a, b, RulesOptions{}, seed, deployments);
    if (!g)
        qFatal("newGame: %s", g.error().message.c_str());
    return *g;
}

/**
 * An untracked skirmish: the players enter the cross-Block facts. Turn 1 A: a
 * chained move and a failed third move, a split and a merge, shooting and combat
 * results; recovery with smoothing. Turn 1 B: a shock charge, a two-move wheel,
 * a failed pivot; a break whose contagion breaks the next Block and the army.
 * Turn 2 A: terrain and climb, then recovery.
 */
Script untrackedSkirmish()
{
    ArmyList a{"Successors", "", "", {}};
    a.blocks = {spec("Phalanx", TroopType::HeavyInfantry, Quality::Regular, 4, 2, true),        // Bases 0-7
                spec("Thureophoroi", TroopType::MediumInfantry, Quality::Regular, 2, 1),      // 8-9
                spec("Thorakitai", TroopType::MediumInfantry, Quality::Regular, 2, 1)};       // 10-11
    ArmyList b{"Gauls", "", "", {}};
    b.blocks = {spec("Warband", TroopType::Warband, Quality::Regular, 4, 2),                  // 12-19
                spec("Horse", TroopType::Cavalry, Quality::Elite, 2, 1),                      // 20-21
                spec("Slingers", TroopType::Skirmishers, Quality::Levy, 2, 1)};               // 22-23
    Script s{"untracked_skirmish", start(a, b, 20260603U), {}};
    auto move = [](BlockId id, int die) {
        MoveBlock m;
        m.block = id;
        m.dice = SuppliedDice{die, 0};
        return m;
    };
    MoveBlock charge;
    charge.block = 4;
    charge.charge = true;
    charge.dice = SuppliedDice{3, 6};
    MoveBlock rngMove;
    rngMove.block = 4; // Elite at average 1: any roll passes, the generator's state advances
    MoveBlock rough = move(2, 6);
    rough.terrainEntered[10] = {Going::Rough};
    rough.climb = 1;
    EnterFacts facts;
    facts.facts.inContact = {{0, 3}};
    facts.facts.withinOneBaseWidth = {{3, 5}, {4, 5}, {3, 4}};
    facts.facts.retreatBlocked = {23};
    s.actions = {
        // Turn 1, A: Move.
        move(0, 4),                                  // 1: first move, free
        move(0, 5),                                  // 2: chained: +1 on every Base (§5.2)
        move(0, 1),                                  // 3: chained: +1, then fails: movement over, Fatigue kept
        SplitBlock{1, {9}, {8, 9}},                  // 4: seam +1 on 8 and 9 (§6.2); Base 9 forms Block 6
        MergeBlocks{2, 6, {9, 10}},                  // 5: seam +1 on 9 and 10
        EndPhase{},                                  // 6: Shoot
        AddFatigue{{{22, 1}}, "10"},                 // 7
        EndPhase{},                                  // 8: Combat
        MarkInCombat{{0, 1, 9, 12, 13}},             // 9
        AddFatigue{{{12, 2}, {0, 1}, {9, 2}}, "9.5"}, // 10
        EndPhase{},                                  // 11: Recovery
        EndPhase{},                                  // 12: recovery and smoothing; turn 1, B
        // Turn 1, B: Move.
        rngMove,                                     // 13
        charge,                                      // 14: chained, contact: shock (§5.3)
        WheelBlock{3, 12, 1, 4, 2, {{4, 0}, {5, 0}}}, // 15: 4x2 foot: ceil(3/2) = 2 moves
        PivotBlock{5, -1, SuppliedDice{1, 2}},       // 16: Levy keeps 1 against 3/2: fails
        EndPhase{},                                  // 17: Shoot
        AddFatigue{{{9, 1}}, "10"},                  // 18
        EndPhase{},                                  // 19: Combat
        facts,                                       // 20
        MarkInCombat{{12, 13, 0}},                   // 21
        AddFatigue{{{12, 2}, {13, 4}, {14, 4}, {15, 4}, {16, 4}, {17, 4}, {18, 4}, {19, 4}}, "9.5"}, // 22: Warband at 6.0
        AddFatigue{{{22, 5}, {23, 6}}, "9.5"},       // 23: Slingers break; contagion breaks the Warband
        EndPhase{},                                  // 24: Recovery
        EndPhase{},                                  // 25: turn 2, A
        // Turn 2, A.
        RemoveRoutedBase{22},                        // 26
        rough,                                       // 27: terrain +1 on Base 10, climb +1 on all
        EndPhase{}, EndPhase{}, EndPhase{},          // 28-30
        EndPhase{},                                  // 31: recovery; turn 2, B
    };
    return s;
}

MoveBlock shift(const GameState &s, BlockId id, Hex by, int die)
{
    MoveBlock m;
    m.block = id;
    m.dice = SuppliedDice{die, 0};
    for (const BaseId b : s.blocks.at(static_cast<std::size_t>(id)).bases) {
        const Base &base = s.bases.at(static_cast<std::size_t>(b));
        m.destination[b] = {*base.hex + by, base.facing};
    }
    return m;
}

/**
 * A tracked battle: positions on the hex grid, facts derived. Turn 1 A: two
 * moves (the second chained, one Base entering rough ground), a merge and a
 * split; smoothing. Turn 1 B: a chained advance, a wheel and a chained pivot.
 * Turn 2 A: a move into contact, combat results that break a Block, whose
 * routed Bases retreat; contagion and the army break.
 */
Script trackedBattle()
{
    ArmyList a{"Romans", "", "", {}};
    a.blocks = {spec("Hastati", TroopType::MediumInfantry, Quality::Regular, 3, 2),   // Bases 0-5
                spec("Principes", TroopType::MediumInfantry, Quality::Regular, 2, 1)}; // 6-7
    ArmyList b{"Carthaginians", "", "", {}};
    b.blocks = {spec("Libyans", TroopType::MediumInfantry, Quality::Regular, 3, 2),   // 8-13
                spec("Numidians", TroopType::LightCavalry, Quality::Regular, 2, 1)};  // 14-15
    const std::vector<Deployment> deployments{
        {Hex{0, 0}, Facing{0}}, {Hex{0, 4}, Facing{0}}, {Hex{6, 2}, Facing{3}}, {Hex{6, 4}, Facing{3}}};
    Script s{"tracked_battle", start(a, b, 4242U, deployments), {}};
    s.start.terrain[Hex{2, 1}] = Terrain{Going::Rough, 0, 0, false};
    s.start.terrain[Hex{3, 5}] = Terrain{Going::Open, 0, 0, true};

    // The moves' destinations depend on where the Blocks are, so build the script as it plays.
    GameState at = s.start;
    const auto step = [&](const Action &action) {
        s.actions.push_back(action);
        const auto r = ancients::apply(at, action);
        if (r)
            at = r->state;
    };
    step(shift(at, 0, {1, 0}, 4));            // 1: first move, free
    step(shift(at, 0, {1, 0}, 5));            // 2: chained +1; Base 1 enters rough (2,1): +1 more
    step(shift(at, 1, {1, -1}, 3));           // 3: Principes close up beside the Hastati
    step(MergeBlocks{0, 1, {}});              // 4: seam +1 on Bases 2, 5, 6
    step(SplitBlock{0, {3, 4, 5}, {}});       // 5: the rear rank leaves: seam +1 on 0-6
    step(EndPhase{});                         // 6-9: to turn 1 B, with smoothing
    step(EndPhase{});
    step(EndPhase{});
    step(EndPhase{});
    step(shift(at, 2, {-1, 0}, 2));           // 10
    step(shift(at, 2, {-1, 0}, 6));           // 11: chained +1
    step(WheelBlock{3, 14, 1, 0, 0, {{5, 0}}}); // 12: 2x1 horse: one move, free
    step(PivotBlock{3, -1, SuppliedDice{4, 0}}); // 13: chained +1
    step(EndPhase{});                         // 14: Shoot
    step(AddFatigue{{{7, 1}}, "10"});         // 15
    step(EndPhase{});                         // 16-18: to turn 2 A
    step(EndPhase{});
    step(EndPhase{});
    step(shift(at, 0, {1, 0}, 4));            // 19: into contact: 4 against 16/5
    step(EndPhase{});                         // 20: Shoot
    step(EndPhase{});                         // 21: Combat
    step(MarkInCombat{{0, 1, 2, 8, 9, 10}});  // 22
    step(AddFatigue{{{1, 2}, {8, 5}, {9, 5}, {10, 5}, {11, 4}, {12, 4}, {13, 4}}, "9.5"}); // 23: the Libyans break
    step(EndPhase{});                         // 24: Recovery
    step(EndPhase{});                         // 25: recovery; turn 2, B
    return s;
}

// ---- comparing with the golden file --------------------------------------------------------------

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

/** A unified-diff-like list of the lines that differ (longest common subsequence). */
std::string diff(const std::string &expected, const std::string &actual)
{
    const auto a = lines(expected);
    const auto b = lines(actual);
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t j = m; j-- > 0;)
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    }
    std::ostringstream o;
    o << "--- golden (-line: text)\n+++ actual (+line: text)\n";
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            ++i;
            ++j;
        } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
            o << "-" << i + 1 << ": " << a[i] << "\n";
            ++i;
        } else {
            o << "+" << j + 1 << ": " << b[j] << "\n";
            ++j;
        }
    }
    return o.str();
}

QString goldenPath(const std::string &name)
{
    return QStringLiteral(ANCIENTS_TEST_DATA "/golden/") + QString::fromStdString(name) + QStringLiteral(".txt");
}

} // namespace
#endif // Q_MOC_RUN

class TestGameGolden : public QObject
{
    Q_OBJECT

private:
    static void compareWithGolden(const Script &script)
    {
        const Played played = play(script);
        QVERIFY2(played.refusal.empty(), played.refusal.c_str());
        const std::string actual = dumpGame(script, played);
        const QString path = goldenPath(script.name);
        if (qEnvironmentVariableIsSet("ANCIENTS_UPDATE_GOLDEN")) {
            QDir().mkpath(QFileInfo(path).absolutePath());
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(actual.data(), static_cast<qint64>(actual.size()));
            qInfo("wrote %s", qPrintable(path));
            return;
        }
        QFile in(path);
        const bool found = in.open(QIODevice::ReadOnly);
        const std::string expected = found ? in.readAll().toStdString() : std::string();
        if (found && expected == actual)
            return;
        const QString failPath = QDir::current().filePath(QString::fromStdString(script.name) + QStringLiteral(".txt.fail"));
        QFile fail(failPath);
        if (fail.open(QIODevice::WriteOnly | QIODevice::Truncate))
            fail.write(actual.data(), static_cast<qint64>(actual.size()));
        if (!found)
            QFAIL(qPrintable(QStringLiteral("no golden file %1; the actual state is in %2").arg(path, failPath)));
        const std::string message = "the state differs from " + path.toStdString() + " (actual state written to "
            + failPath.toStdString() + "):\n" + diff(expected, actual);
        QFAIL(message.c_str());
    }

private slots:
    void goldenUntrackedSkirmish() { compareWithGolden(untrackedSkirmish()); }
    void goldenTrackedBattle() { compareWithGolden(trackedBattle()); }

    // A game is its setup plus its actions: playing the same script twice gives == states and effects.
    void replayIsExact()
    {
        for (const Script &script : {untrackedSkirmish(), trackedBattle()}) {
            const Played first = play(script);
            const Played second = play(script);
            QVERIFY2(first.refusal.empty(), first.refusal.c_str());
            QVERIFY(first.state == second.state);
            QVERIFY(first.effects == second.effects);
            QVERIFY(!(first.state == script.start));
        }
    }

    // Every change the engine makes carries the section that caused it, and the key
    // changes carry the right one.
    void effectsCarrySections()
    {
        for (const Script &script : {untrackedSkirmish(), trackedBattle()}) {
            const Played played = play(script);
            QVERIFY2(played.refusal.empty(), played.refusal.c_str());
            std::set<std::string> sections;
            for (const auto &step : played.effects) {
                for (const Effect &e : step) {
                    QVERIFY2(!e.section.empty(), e.text.c_str());
                    QVERIFY2(!e.text.empty(), e.section.c_str());
                    sections.insert(e.section);
                    if (e.kind == Effect::Kind::BlockBroke || e.kind == Effect::Kind::BaseRemoved)
                        QCOMPARE(e.section, std::string("12"));
                    if (e.kind == Effect::Kind::ArmyBroke)
                        QCOMPARE(e.section, std::string("12.1"));
                    if (e.kind == Effect::Kind::Split || e.kind == Effect::Kind::Merged)
                        QCOMPARE(e.section, std::string("6.2"));
                }
            }
            for (const char *expected : {"4", "5", "5.2", "6.1", "6.2", "12", "12.1"})
                QVERIFY2(sections.contains(expected), expected);
        }
    }

    // The key numbers of the untracked skirmish, worked by hand from the rulebook.
    void rule_12_1_contagionCascadeInTheUntrackedSkirmish()
    {
        const Played p = play(untrackedSkirmish());
        QVERIFY2(p.refusal.empty(), p.refusal.c_str());
        const GameState &s = p.state;
        const auto fatigue = [&](BaseId id) { return s.bases.at(static_cast<std::size_t>(id)).fatigue; };
        // Phalanx: two extra moves (§5.2) take every Base from 1 to 3; Base 0 took +1 in
        // combat (4); in turn 2 it did not move, so every Base recovers 1 (§6.1).
        QCOMPARE(fatigue(0), 3);
        for (BaseId id = 1; id <= 7; ++id)
            QCOMPARE(fatigue(id), 2);
        // Slingers at 7 and 7 break (average 7 > 6); contagion +1 takes the Warband from
        // exactly 6.0 (which holds, ruling R8) to 7, and it breaks too (§12.1).
        for (BaseId id = 12; id <= 19; ++id) {
            QCOMPARE(fatigue(id), 7);
            QVERIFY(s.bases.at(static_cast<std::size_t>(id)).routed);
        }
        // 10 of 12 Bases lost (>= 30%, ruling R7): army B breaks. The Horse took +1 for its
        // chained charge, +1 contagion from each broken neighbour, +1 for the army: 1+1+1+1+1.
        QVERIFY(s.army(Side::B).broken);
        QCOMPARE(s.loser, std::optional<Side>(Side::B));
        QCOMPARE(basesLost(s, Side::B), 10);
        QCOMPARE(fatigue(20), 5);
        QCOMPARE(fatigue(21), 5);
        // Base 23 could not retreat (entered fact): removed; Base 22 was removed by hand.
        QVERIFY(s.bases.at(23).removed);
        QVERIFY(s.bases.at(22).removed);
    }

    // Recovery and smoothing of the Thorakitai after turn 1 A, worked by hand (§6.1, ruling R17):
    // 9 at 5 fought (no recovery), 10 recovers 2 -> 1, 11 stays at 1; then 10 pulls 1 from 9 (5 -> 4).
    void rule_6_1_smoothingInTheUntrackedSkirmish()
    {
        Script script = untrackedSkirmish();
        script.actions.resize(12);
        const Played p = play(script);
        QVERIFY2(p.refusal.empty(), p.refusal.c_str());
        const auto fatigue = [&](BaseId id) { return p.state.bases.at(static_cast<std::size_t>(id)).fatigue; };
        QCOMPARE(fatigue(9), 4);
        QCOMPARE(fatigue(10), 2);
        QCOMPARE(fatigue(11), 1);
        QCOMPARE(p.state.blocks.at(2).bases, (std::vector<BaseId>{10, 11, 9}));
    }
};

QTEST_GUILESS_MAIN(TestGameGolden)
#include "tst_game_golden.moc"
