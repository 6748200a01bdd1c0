// Seeded random battles: thousands of actions, legal and not, and after each
// one the invariants of the rules hold (§3, §4, §5.2, §8, §9, §10.1): hits
// within 0–9 and removed at 9, melees between live enemies with one attacker a
// face, generals alive on their own side's units, the breakpoint equal to its
// start less the losses counted, every refusal in its form, every section real.
#include "ohwtesthelpers.h"
#include "rulebooktext.h"

#ifndef Q_MOC_RUN
#include "ohw/refusals.h"
#endif

#include <map>
#include <set>

using namespace ohw;
using namespace ohwtest;

namespace {

struct Random
{
    ancients::Pcg32 rng;

    int below(int n) { return static_cast<int>(rng.bounded(static_cast<std::uint32_t>(n))); }
    bool chance(int percent) { return below(100) < percent; }
    template<typename T>
    T pick(const std::vector<T> &from) { return from[static_cast<std::size_t>(below(static_cast<int>(from.size())))]; }
};

Terrain anyGround(Random &r)
{
    return r.chance(70) ? Terrain::Open : static_cast<Terrain>(r.below(TerrainCount));
}

MoveStep anyStep(Random &r, int units)
{
    MoveStep m;
    m.kind = r.chance(70) ? MoveStep::Kind::Space : MoveStep::Kind::Pivot;
    m.ground = anyGround(r);
    if (r.chance(5))
        m.through = r.below(units);
    return m;
}

std::optional<std::vector<int>> anyDice(Random &r, int count)
{
    if (r.chance(60))
        return std::nullopt;
    std::vector<int> dice;
    const int n = r.chance(95) ? count : r.below(count + 2);
    for (int i = 0; i < n; ++i)
        dice.push_back(r.chance(98) ? 1 + r.below(6) : 7);
    return dice;
}

/** An action the state may well accept: mostly sensible, sometimes not. */
Action anyAction(const GameState &s, Random &r)
{
    const int units = static_cast<int>(s.units.size());
    const auto anyUnit = [&] { return r.chance(97) ? r.below(units) : units + r.below(3) - 1; };
    if (!s.pendingRolls.empty())
        return RollPending{anyDice(r, s.pendingRolls.front().dice)};
    if (s.pendingRetreat) {
        Retreat a;
        a.outcome = static_cast<RetreatOutcome>(r.below(4));
        a.ground = anyGround(r);
        a.friendUnit = anyUnit();
        a.friendGround = anyGround(r);
        return a;
    }
    if (s.choosingOrder)
        return ChooseOrder{r.chance(50)};
    if (r.chance(3)) // anything, anywhere
        return Attack{anyUnit(), anyUnit(), anyDice(r, 3)};
    switch (s.step) {
    case Step::Initiative:
        return r.chance(50) ? RollInitiative{} : RollInitiative{std::array<int, 2>{1 + r.below(6), 1 + r.below(6)}};
    case Step::Movement: {
        const int roll = r.below(100);
        if (roll < 12)
            return EndStep{};
        if (roll < 55) {
            Move m{anyUnit(), {}, std::nullopt};
            for (int i = r.below(4); i > 0; --i)
                m.steps.push_back(anyStep(r, units));
            if (r.chance(50))
                m.charge = Charge{anyUnit(), static_cast<Face>(r.below(FaceCount))};
            return m;
        }
        if (roll < 80) {
            PushMove p{s.lastMover.value_or(anyUnit()), std::nullopt, std::nullopt, std::nullopt};
            if (r.chance(50))
                p.charge = Charge{anyUnit(), static_cast<Face>(r.below(FaceCount))};
            else
                p.step = anyStep(r, units);
            if (r.chance(40))
                p.die = 1 + r.below(6);
            return p;
        }
        if (roll < 90)
            return Disengage{anyUnit()};
        return JoinUnit{r.below(static_cast<int>(s.generals.size()) + 1), anyUnit()};
    }
    case Step::Shooting:
        if (r.chance(25))
            return EndStep{};
        return Shoot{anyUnit(), anyUnit(), 1 + r.below(3), r.chance(20), anyDice(r, 2)};
    case Step::Combat: {
        const auto due = attacksDue(s);
        if (due.empty() || r.chance(10))
            return r.chance(70) ? Action{EndStep{}} : Action{Attack{anyUnit(), anyUnit(), std::nullopt}};
        const UnitId u = r.pick(due);
        const Attack attack{u, r.pick(enemiesInContact(s, u)), std::nullopt};
        const Result<Pool> pool = attackPool(s, attack);
        return Attack{attack.attacker, attack.target, anyDice(r, pool ? pool->dice : 3)};
    }
    case Step::Morale: {
        const auto due = moraleChecksDue(s);
        if (!s.mayAdvance.empty() && r.chance(30))
            return Advance{*s.mayAdvance.begin(), anyGround(r)};
        if (due.empty() || r.chance(5))
            return EndStep{};
        return CheckMorale{r.pick(due), r.chance(50) ? std::optional<int>() : std::optional<int>(1 + r.below(6))};
    }
    case Step::Breakpoint: {
        std::optional<std::vector<int>> d3;
        if (r.chance(40)) {
            d3 = std::vector<int>{};
            for (std::size_t i = 0; i < generalsToCount(s).size(); ++i)
                d3->push_back(1 + r.below(3));
        }
        return TakeBreakpoint{d3};
    }
    }
    return EndStep{};
}

/** A random army of 3 to 7 units with up to 2 generals. */
ArmySetup anyArmy(Random &r, const char *name)
{
    ArmySetup a{name, {}, {}};
    const int n = 3 + r.below(5);
    for (int i = 0; i < n; ++i) {
        UnitSetup u = unit("u" + std::to_string(i), static_cast<UnitType>(r.below(UnitTypeCount)));
        for (const Trait t : {Trait::Veterans, Trait::Ferocious, Trait::Armored, Trait::Missile}) {
            if (r.chance(15) && traitAllowed(u.type, t))
                u.traits = u.traits.with(t);
        }
        a.units.push_back(u);
    }
    for (int g = r.below(3); g > 0; --g)
        a.generals.push_back({"g" + std::to_string(g), g - 1});
    return a;
}

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT

    QSet<QString> m_sections;
    QStringList m_failures;
    int m_accepted = 0;
    int m_refused = 0;
    std::set<std::string> m_codes;

    void fail(const QString &what, int seed, int step)
    {
        if (m_failures.size() < 20)
            m_failures << QStringLiteral("seed %1, action %2: %3").arg(seed).arg(step).arg(what);
    }

    void checkSection(const std::string &section, const QString &where, int seed, int step)
    {
        if (!m_sections.contains(QString::fromStdString(section)))
            fail(QStringLiteral("%1 cites §%2, which the text does not have").arg(where, QString::fromStdString(section)),
                 seed, step);
    }

    /** The invariants of a state, with the hits and losses the effects so far account for. */
    void checkState(const GameState &s, const std::map<UnitId, int> &hitsCounted, const std::array<int, 2> &lossesCounted,
                    int seed, int step)
    {
        std::set<std::pair<UnitId, Face>> faces;
        std::set<std::pair<UnitId, UnitId>> pairs;
        for (const Unit &u : s.units) {
            if (u.hits < 0 || u.hits > HitsToEliminate)
                fail(QStringLiteral("unit %1 has %2 hits").arg(u.id).arg(u.hits), seed, step);
            if (u.hits == HitsToEliminate && !u.removed)
                fail(QStringLiteral("unit %1 has 9 hits and is still on the table").arg(u.id), seed, step);
            const auto counted = hitsCounted.find(u.id);
            if ((counted == hitsCounted.end() ? 0 : counted->second) != u.hits)
                fail(QStringLiteral("unit %1's hits are not the sum of its Hits effects").arg(u.id), seed, step);
            if (u.side != s.active() && (u.moved || u.shot || u.attacked || u.pushed))
                fail(QStringLiteral("unit %1 acted out of its half").arg(u.id), seed, step);
            if (u.removed && u.hitByEnemy)
                fail(QStringLiteral("removed unit %1 is due a morale check").arg(u.id), seed, step);
        }
        for (const Engagement &e : s.engagements) {
            const Unit &a = s.units.at(static_cast<std::size_t>(e.charger));
            const Unit &b = s.units.at(static_cast<std::size_t>(e.target));
            if (a.removed || b.removed || a.side == b.side)
                fail(QStringLiteral("a melee of %1 and %2 that cannot be").arg(a.id).arg(b.id), seed, step);
            if (!faces.insert({e.target, e.face}).second)
                fail(QStringLiteral("two attackers on one face of %1").arg(e.target), seed, step);
            if (!pairs.insert(std::minmax(e.charger, e.target)).second)
                fail(QStringLiteral("two melees of one pair"), seed, step);
        }
        std::set<UnitId> led;
        for (const General &g : s.generals) {
            if (g.killed && g.unit != -1)
                fail(QStringLiteral("dead general %1 is attached").arg(g.id), seed, step);
            if (g.killed || g.unit < 0)
                continue;
            const Unit &u = s.units.at(static_cast<std::size_t>(g.unit));
            const bool testPending = std::any_of(s.pendingRolls.begin(), s.pendingRolls.end(), [&](const PendingRoll &p) {
                return p.general == g.id;
            });
            if (u.side != g.side || (u.removed && !testPending))
                fail(QStringLiteral("general %1 is with unit %2").arg(g.id).arg(u.id), seed, step);
            if (!led.insert(g.unit).second)
                fail(QStringLiteral("two generals with unit %1").arg(g.unit), seed, step);
        }
        for (const Side side : {Side::A, Side::B}) {
            const Army &army = s.army(side);
            if (army.breakpoint != army.breakpointAtStart - lossesCounted[side == Side::A ? 0 : 1])
                fail(QStringLiteral("army %1's breakpoint is not its start less its losses").arg(int(side)), seed, step);
        }
        if (s.step == Step::Initiative && s.half != 0)
            fail(QStringLiteral("the initiative roll in the second half"), seed, step);
        for (const PendingRoll &p : s.pendingRolls) {
            if (p.dice < 1 || (p.kind == PendingRoll::Kind::GeneralRisk && p.dice % 2 != 0))
                fail(QStringLiteral("a pending roll of %1 dice").arg(p.dice), seed, step);
        }
    }

private slots:
    void initTestCase()
    {
        QString error;
        const auto text = rulebooktext::readText(QStringLiteral(OHW_RULEBOOK_DIR "/rulebook.md"), &error);
        QVERIFY2(text, qPrintable(error));
        const rulebooktext::Rulebook book(*text);
        for (const auto &section : book.sections())
            m_sections.insert(section.number);
        QVERIFY(m_sections.contains(QStringLiteral("10.4")));
    }

    void rule_4_seededRandomBattlesKeepEveryInvariant()
    {
        for (int seed = 1; seed <= 120; ++seed) {
            Random r{ancients::Pcg32(static_cast<std::uint64_t>(seed), 99)};
            Options options;
            options.grid = r.chance(50) ? Grid::Hexes : Grid::Squares;
            options.fortifiedSettlements = r.chance(30);
            const Result<GameState> start = newGame(anyArmy(r, "A"), anyArmy(r, "B"), options,
                                                    static_cast<std::uint64_t>(seed));
            QVERIFY(start);
            GameState s = *start;
            std::map<UnitId, int> hits;
            std::array<int, 2> losses{};
            for (int step = 0; step < 1500 && !s.decided; ++step) {
                const Action action = anyAction(s, r);
                const Result<Applied> result = ohw::apply(s, action);
                if (!result) {
                    ++m_refused;
                    m_codes.insert(result.refusal().code);
                    for (const std::string &p : refusalProblems(result.refusal()))
                        fail(QString::fromStdString(p), seed, step);
                    checkSection(result.refusal().section, QStringLiteral("refusal ") + QString::fromStdString(result.refusal().code), seed, step);
                    continue;
                }
                ++m_accepted;
                // A value in, a value out: the same action on the same state does the same.
                const Result<Applied> again = ohw::apply(s, action);
                if (!again || !(again->state == result->state) || again->effects != result->effects)
                    fail(QStringLiteral("ohw::apply() is not a function of its inputs"), seed, step);
                for (const Effect &e : result->effects) {
                    checkSection(e.section, QStringLiteral("effect ") + QString::fromStdString(std::string(keyOf(e.kind))), seed, step);
                    if (e.pool) {
                        int sum = 0;
                        for (const PoolTerm &t : e.pool->terms) {
                            sum += t.dice;
                            checkSection(t.section, QStringLiteral("pool term"), seed, step);
                        }
                        if (sum != e.pool->dice || e.pool->dice < 1 || e.pool->dice > MaxPoolDice
                            || static_cast<int>(e.dice.size()) != e.pool->dice || countHits(e.dice) != e.amount)
                            fail(QStringLiteral("a pool that does not add up"), seed, step);
                    }
                    if (e.kind == Effect::Kind::Hits) {
                        if (e.amount < 1)
                            fail(QStringLiteral("a Hits effect of %1").arg(e.amount), seed, step);
                        hits[e.unit] += e.amount;
                    }
                    if (e.kind == Effect::Kind::BreakpointLoss) {
                        if (e.amount < 1 || e.amount > 3)
                            fail(QStringLiteral("a breakpoint loss of %1").arg(e.amount), seed, step);
                        losses[e.side == Side::A ? 0 : 1] += e.amount;
                    }
                }
                s = result->state;
                checkState(s, hits, losses, seed, step);
            }
            if (s.decided) {
                const bool aQuits = s.army(Side::A).breakpoint <= 0
                    || std::none_of(s.units.begin(), s.units.end(), [](const Unit &u) { return u.side == Side::A && !u.removed; });
                const bool bQuits = s.army(Side::B).breakpoint <= 0
                    || std::none_of(s.units.begin(), s.units.end(), [](const Unit &u) { return u.side == Side::B && !u.removed; });
                if (s.decided->winner != (aQuits == bQuits ? std::optional<Side>() : std::optional(aQuits ? Side::B : Side::A)))
                    fail(QStringLiteral("the battle's result does not follow from the breakpoints"), seed, -1);
                if (ohw::apply(s, EndStep{}).refusal().code != "battle-decided")
                    fail(QStringLiteral("a decided battle goes on"), seed, -1);
            }
        }
        QVERIFY2(m_failures.isEmpty(), qPrintable(m_failures.join(u'\n')));
        qInfo("%d actions accepted, %d refused with %d codes", m_accepted, m_refused, int(m_codes.size()));
        QVERIFY(m_accepted > 10000);
        QVERIFY(m_codes.size() > 20);
    }
};

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_ohw_properties.moc"
