#pragma once

// What the tests of 3D6 OHW Gridded Ancients share: two small armies after the
// text's own example (Caesar's legions against Pompey's auxilia), actions that
// must be accepted (a refusal throws, which fails the test with its code), and
// a state brought to the step a test needs.

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ohw/game.h"
#include "ohw/keys.h"
#endif

#include <QByteArray>
#include <QTest>

#include <stdexcept>
#include <string>
#include <vector>

namespace ohw {
// Readable failures: "3/8" rather than "<no value>".
inline char *toString(const Fraction &f)
{
    return qstrdup(QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator())));
}
} // namespace ohw

namespace QTest {
// Readable failures: the refusal code rather than "<null>".
template<>
inline char *toString(const std::string &text)
{
    return qstrdup(text.c_str());
}
} // namespace QTest

namespace ohwtest {

using namespace ohw;

/** Fails the test: says why, then throws (Qt Test fails a test that throws, without the reason). */
[[noreturn]] inline void failWith(const std::string &why)
{
    qWarning("%s", why.c_str());
    throw std::runtime_error(why);
}

inline UnitSetup unit(std::string name, UnitType type, Traits extra = {}, Terrain ground = Terrain::Open)
{
    return {std::move(name), type, extra, ground};
}

inline Traits traits(std::initializer_list<Trait> list)
{
    Traits t;
    for (const Trait x : list)
        t = t.with(x);
    return t;
}

// Unit ids in the two armies below.
enum : int {
    LegioX = 0,   // A: Legionaries, Veterans, with Caesar
    LegioIX = 1,  // A: Legionaries
    Equites = 2,  // A: Equites
    Archers = 3,  // A: Sagitarii
    VelitesA = 4, // A: Velites with Missile
    Auxilia = 5,  // B: Auxilia
    Warband = 6,  // B: Warband
    LightHorse = 7, // B: Equites Auxiliares with Missile
    VelitesB = 8, // B: Velites, no missiles
    LegioB = 9,   // B: Legionaries, with Pompey
};
enum : int { Caesar = 0, Pompey = 1 };

inline ArmySetup caesar()
{
    return {"Caesar",
            {unit("Legio X", UnitType::Legionaries, traits({Trait::Veterans})),
             unit("Legio IX", UnitType::Legionaries), unit("Equites", UnitType::Equites),
             unit("Sagitarii", UnitType::Sagitarii), unit("Velites", UnitType::Velites, traits({Trait::Missile}))},
            {{"Caesar", 0}}};
}

inline ArmySetup pompey()
{
    return {"Pompey",
            {unit("Auxilia", UnitType::Auxilia), unit("Galli", UnitType::Warband),
             unit("Equites Auxiliares", UnitType::EquitesAuxiliares, traits({Trait::Missile})),
             unit("Velites", UnitType::Velites), unit("Legio I", UnitType::Legionaries)},
            {{"Pompey", 4}}};
}

/** A new battle of the two armies; throws if the set-up is refused. */
inline GameState battle(Options options = {}, std::uint64_t seed = 7, ArmySetup a = caesar(), ArmySetup b = pompey())
{
    const Result<GameState> r = newGame(a, b, options, seed);
    if (!r)
        failWith("set-up refused: " + r.refusal().code);
    return *r;
}

/** The effects of the last must(). */
inline std::vector<Effect> &lastEffects()
{
    static std::vector<Effect> effects;
    return effects;
}

/** @p action applied to @p state; a refusal throws with its code, failing the test. */
inline GameState must(const GameState &state, const Action &action)
{
    const Result<Applied> r = ohw::apply(state, action);
    if (!r) {
        std::string args;
        for (const Arg &a : r.refusal().args)
            args += " " + a.name + "=" + (a.type == Arg::Type::Key ? a.key : std::to_string(a.value));
        failWith("refused: " + r.refusal().code + " §" + r.refusal().section + args);
    }
    lastEffects() = r->effects;
    return r->state;
}

/** The code @p action is refused with, or "" when it is accepted. */
inline std::string refusedWith(const GameState &state, const Action &action)
{
    const Result<Applied> r = ohw::apply(state, action);
    return r ? std::string() : r.refusal().code;
}

/** The effects of the last must() of @p kind. */
inline std::vector<Effect> effectsOf(Effect::Kind kind)
{
    std::vector<Effect> result;
    for (const Effect &e : lastEffects()) {
        if (e.kind == kind)
            result.push_back(e);
    }
    return result;
}

/** Ends steps until @p step of the current half begins (never past Step 5). */
inline GameState until(GameState s, Step step)
{
    while (s.step != step && s.step != Step::Breakpoint && s.step != Step::Initiative)
        s = must(s, EndStep{});
    if (s.step != step)
        failWith("cannot reach the step");
    return s;
}

/** The first turn begun with side A keeping the initiative and moving first: in A's Movement step. */
inline GameState aMoving(Options options = {}, std::uint64_t seed = 7)
{
    return must(battle(options, seed), RollInitiative{std::array<int, 2>{4, 4}});
}

/** From A's half, on to B's Movement step: Steps 2 to 5 with no dice for generals. */
inline GameState toSecondHalf(GameState s)
{
    s = until(s, Step::Breakpoint);
    return must(s, TakeBreakpoint{std::vector<int>{}});
}

/**
 * Plays on, at least one action, until @p step of @p side's half begins: rolls 6s for pending rolls and
 * morale, 2s for attacks (no hits, no 1s), keeps the initiative, retreats into open
 * ground and counts 1 for each general killed.
 */
inline GameState playUntil(GameState s, Side side, Step step)
{
    for (int guard = 0; guard < 200; ++guard) {
        if (guard > 0 && s.step == step && (s.active() == side || step == Step::Initiative))
            return s;
        if (!s.pendingRolls.empty()) {
            s = must(s, RollPending{std::vector<int>(static_cast<std::size_t>(s.pendingRolls.front().dice), 6)});
        } else if (s.pendingRetreat) {
            s = must(s, Retreat{});
        } else if (s.step == Step::Initiative) {
            s = must(s, RollInitiative{std::array<int, 2>{4, 4}});
        } else if (s.step == Step::Combat && !attacksDue(s).empty()) {
            const UnitId u = attacksDue(s).front();
            const Attack attack{u, enemiesInContact(s, u).front(), std::nullopt};
            const int dice = attackPool(s, attack)->dice;
            s = must(s, Attack{attack.attacker, attack.target, std::vector<int>(static_cast<std::size_t>(dice), 2)});
        } else if (s.step == Step::Morale && !moraleChecksDue(s).empty()) {
            s = must(s, CheckMorale{moraleChecksDue(s).front(), 6});
        } else if (s.step == Step::Breakpoint) {
            s = must(s, TakeBreakpoint{std::vector<int>(generalsToCount(s).size(), 1)});
        } else {
            s = must(s, EndStep{});
        }
        if (s.decided)
            failWith("the battle ended on the way");
    }
    failWith("cannot reach the step");
}

inline MoveStep space(Terrain ground = Terrain::Open, UnitId through = -1)
{
    return {MoveStep::Kind::Space, ground, through};
}

inline MoveStep pivot()
{
    return {MoveStep::Kind::Pivot, Terrain::Open, -1};
}

/** @p charger engages @p target on @p face (the state's engagements, as a charge leaves them). */
inline GameState engage(GameState s, UnitId charger, UnitId target, Face face = Face::Front)
{
    s.engagements.push_back({charger, target, face, false, false});
    return s;
}

inline const Unit &unitIn(const GameState &s, UnitId id)
{
    return s.units.at(static_cast<std::size_t>(id));
}

inline Unit &unitIn(GameState &s, UnitId id)
{
    return s.units.at(static_cast<std::size_t>(id));
}

} // namespace ohwtest
