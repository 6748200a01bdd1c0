// Property tests of My Wargame Rules: many seeded random battles, each action drawn
// from what the state allows (and, now and then, from what it does not), and after
// every step the invariants of the rules hold:
//   - apply is pure and deterministic: the same state and action give the same answer,
//     and a refusal names a known code with its form's section and specifics;
//   - a unit's state only falls by its hits (§2), rises only by its own Rally (§9), and
//     a push-back destroys outright (§10); a destroyed unit never returns, never acts
//     and touches no one;
//   - activations alternate (§3, R11): after a finished activation the other side acts
//     if it has a unit left, and a turn ends only when every surviving unit has acted
//     (R12), the other side starting;
//   - contacts join living enemies only (R14); a melee waits only on its own attacker's go;
//   - every effect cites a section of the text (and a ruling of the register, if any);
//   - the battle, replayed from its setup and its actions, is the same battle.
#ifndef Q_MOC_RUN
#include "mwr/game.h"
#include "mwr/keys.h"
#include "mwrtest.h"
#endif

#include <QSet>
#include <QTest>

using namespace mwr;
using namespace mwrtest;

namespace {

const QSet<QString> Sections{QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5"),
                             QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8"), QStringLiteral("9"),
                             QStringLiteral("10"), QStringLiteral("10.1")};
constexpr int RulingCount = 19; // rulebook/my-wargame-rules/rulings.md: R1–R19

bool citesKnownRule(const std::string &section, const std::string &ruling)
{
    if (!Sections.contains(QString::fromStdString(section)))
        return false;
    if (ruling.empty())
        return true;
    if (ruling.front() != 'R')
        return false;
    const int n = QString::fromStdString(ruling.substr(1)).toInt();
    return n >= 1 && n <= RulingCount;
}

/** Draws the battle's actions: mostly ones the state allows, sometimes not. */
class Generator
{
public:
    explicit Generator(std::uint64_t seed)
        : m_rng(seed, 11U)
    {
    }

    int below(int n) { return n <= 0 ? 0 : static_cast<int>(m_rng.bounded(static_cast<std::uint32_t>(n))); }
    bool chance(int percent) { return below(100) < percent; }

    std::vector<UnitId> living(const GameState &s, std::optional<Side> side = {})
    {
        std::vector<UnitId> ids;
        for (const Unit &u : s.units) {
            if (!u.destroyed() && (!side || u.side == *side))
                ids.push_back(u.id);
        }
        return ids;
    }

    template<typename T>
    T pickFrom(const std::vector<T> &from)
    {
        return from.at(static_cast<std::size_t>(below(static_cast<int>(from.size()))));
    }

    Terrain terrain() { return chance(60) ? Terrain::Open : static_cast<Terrain>(below(5)); }

    std::vector<Support> support(const GameState &s, UnitId supported, UnitId a, UnitId b)
    {
        std::vector<Support> result;
        const int n = below(4);
        for (int i = 0; i < n; ++i) {
            const auto friends = living(s, s.units.at(static_cast<std::size_t>(supported)).side);
            const UnitId u = chance(90) ? pickFrom(friends) : pickFrom(living(s));
            if (chance(90) && (u == a || u == b))
                continue;
            result.push_back({u, chance(60) ? SupportKind::Side : SupportKind::Rear});
        }
        return result;
    }

    Action next(const GameState &s)
    {
        if (s.melee && s.melee->step == Melee::Step::Pick)
            return Pick{chance(95) ? pickFrom(s.melee->faces) : below(8)};
        if (s.melee)
            return pushBack(s);
        const auto ready = [&s](const Unit &u) { return u.side == s.toAct && !u.destroyed() && !u.acted; };
        std::vector<UnitId> mine;
        for (const Unit &u : s.units) {
            if (ready(u))
                mine.push_back(u.id);
        }
        const UnitId actor = (mine.empty() || chance(5)) ? below(static_cast<int>(s.units.size()) + 1) : pickFrom(mine);
        const Side side = actor < static_cast<int>(s.units.size()) ? s.units.at(static_cast<std::size_t>(actor)).side
                                                                   : Side::A;
        const auto enemies = living(s, opponent(side));
        switch (below(12)) {
        case 0:
        case 1: {
            Move m{actor, terrain(), chance(10), chance(3), {}};
            if (!enemies.empty() && chance(50))
                m.contacts.push_back(pickFrom(enemies));
            if (!enemies.empty() && chance(15))
                m.contacts.push_back(pickFrom(enemies));
            return m;
        }
        case 2:
            return FallBack{actor, terrain(), chance(10), chance(3)};
        case 3:
            return Rally{actor};
        case 4:
            return Hold{actor};
        case 5: {
            std::vector<UnitId> touch;
            if (!enemies.empty() && chance(70))
                touch.push_back(pickFrom(enemies));
            return SetContacts{chance(95) ? actor : below(40), touch};
        }
        default: {
            const auto touching = contactsOf(s, actor);
            const UnitId defender = !touching.empty() && chance(95) ? pickFrom(touching)
                                                                    : (enemies.empty() ? 0 : pickFrom(enemies));
            Attack a{actor, defender, static_cast<AttackDirection>(below(3)), {}, {}, std::nullopt};
            if (exists(s, actor) && exists(s, defender)) {
                a.attackerSupport = support(s, actor, actor, defender);
                a.defenderSupport = support(s, defender, actor, defender);
            }
            if (chance(40)) {
                std::vector<int> dice;
                const int n = chance(90) ? (chance(50) ? 1 : 2) : 3;
                for (int i = 0; i < n; ++i)
                    dice.push_back(chance(97) ? 1 + below(6) : 7);
                a.dice = dice;
            }
            return a;
        }
        }
    }

    static bool exists(const GameState &s, UnitId id) { return id >= 0 && id < static_cast<int>(s.units.size()); }

    PushBack pushBack(const GameState &s)
    {
        PushBack p;
        const int steps = 1 + below(4);
        for (int i = 0; i < steps; ++i) {
            if (i == steps - 1 && chance(85)) {
                p.behind.push_back({chance(60) ? Behind::Kind::Clear : static_cast<Behind::Kind>(2 + below(4)), -1});
                break;
            }
            p.behind.push_back({Behind::Kind::Unit, pickFrom(living(s))});
        }
        return p;
    }

private:
    ancients::Pcg32 m_rng;
};

/** The unit an action activates, or −1 for a Pick, a PushBack or the players' contacts. */
UnitId actorOf(const Action &a)
{
    return std::visit(
        [](const auto &x) -> UnitId {
            using A = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<A, Attack>)
                return x.attacker;
            else if constexpr (std::is_same_v<A, Pick> || std::is_same_v<A, PushBack> || std::is_same_v<A, SetContacts>)
                return -1;
            else
                return x.unit;
        },
        a);
}

int count(const std::vector<Effect> &fx, Effect::Kind kind, UnitId unit)
{
    return static_cast<int>(std::count_if(fx.begin(), fx.end(), [&](const Effect &e) {
        return e.kind == kind && e.unit == unit;
    }));
}

} // namespace

class TestMwrProperties : public QObject
{
    Q_OBJECT

    int m_applied = 0;
    int m_refused = 0;
    int m_decided = 0;
    int m_chains = 0;

    /** The invariants between @p before and @p after, @p action having been applied with @p fx. */
    void checkStep(const GameState &before, const Action &action, const Applied &applied, const QByteArray &where)
    {
        const GameState &after = applied.state;
        const std::vector<Effect> &fx = applied.effects;
        QVERIFY2(after.units.size() == before.units.size(), where);
        const UnitId actor = actorOf(action);
        if (actor >= 0) {
            QVERIFY2(!unit(before, actor).destroyed(), where + " a destroyed unit acted");
            QVERIFY2(!unit(before, actor).acted, where + " a unit acted twice in a turn");
            QVERIFY2(unit(before, actor).side == before.toAct, where + " a unit acted out of its side's go");
        }
        for (std::size_t i = 0; i < after.units.size(); ++i) {
            const Unit &b = before.units.at(i);
            const Unit &a = after.units.at(i);
            QVERIFY2(a.id == b.id && a.side == b.side && a.name == b.name && a.resolve == b.resolve &&
                         a.skirmisher == b.skirmisher,
                     where + " a unit's own figures changed");
            const UnitId id = b.id;
            const int hits = count(fx, Effect::Kind::Hit, id);
            const int rallies = count(fx, Effect::Kind::Rallied, id);
            const bool pushedToDeath = std::any_of(fx.begin(), fx.end(), [id](const Effect &e) {
                return e.kind == Effect::Kind::Destroyed && e.unit == id && e.cause != Effect::Cause::Hits;
            });
            if (b.destroyed())
                QVERIFY2(a.destroyed() && hits == 0 && rallies == 0 && !pushedToDeath, where + " a destroyed unit returned or was hit");
            if (pushedToDeath)
                QVERIFY2(a.destroyed(), where);
            else
                QVERIFY2(int(a.cohesion) == int(b.cohesion) + hits - rallies, where + " a state changed without a hit or a rally");
            QVERIFY2(rallies == 0 || id == actor, where + " a unit rallied out of its own activation");
            if (a.destroyed())
                QVERIFY2(contactsOf(after, id).empty(), where + " a destroyed unit touches someone");
        }
        for (const auto &[x, y] : after.contacts) {
            QVERIFY2(x < y, where + " a contact out of order");
            QVERIFY2(unit(after, x).side != unit(after, y).side, where + " friends in contact");
            QVERIFY2(!unit(after, x).destroyed() && !unit(after, y).destroyed(), where);
        }
        for (const Effect &e : fx) {
            QVERIFY2(citesKnownRule(e.section, e.ruling),
                     where + " effect " + QByteArray(keyOf(e.kind).data()) + " cites §" +
                         QByteArray::fromStdString(e.section) + " " + QByteArray::fromStdString(e.ruling));
        }
        if (before.outcome)
            QFAIL(where + " an action applied after the battle was decided");
        if (after.outcome) {
            QVERIFY2(!after.melee, where);
            return;
        }
        if (after.melee) {
            QVERIFY2(unit(after, after.melee->attacker).acted, where);
            QVERIFY2(unit(after, after.melee->attacker).side == after.toAct, where + " a melee outside its attacker's go");
            QVERIFY2(after.toAct == before.toAct && after.turn == before.turn, where);
        }
        // §3, R11, R12: the activation sequence.
        const bool finished = !after.melee && (actor >= 0 || before.melee);
        if (!finished) {
            QVERIFY2(after.toAct == before.toAct && after.turn == before.turn, where + " the go moved without an activation");
            return;
        }
        const Side acting = before.toAct;
        if (after.turn == before.turn) {
            QVERIFY2(count(fx, Effect::Kind::TurnBegan, -1) == 0, where);
            const Side expected = unitsLeftToAct(after, opponent(acting)) > 0 ? opponent(acting) : acting;
            QVERIFY2(after.toAct == expected, where + " activations did not alternate");
            QVERIFY2(unitsLeftToAct(after, after.toAct) > 0, where + " the side to act has no unit left");
        } else {
            QVERIFY2(after.turn == before.turn + 1, where);
            // Every unit that had still to act was the actor, or is gone.
            for (const Unit &u : before.units) {
                if (!u.destroyed() && !u.acted && u.id != actor)
                    QVERIFY2(unit(after, u.id).destroyed(), where + " a turn ended before every unit had acted");
            }
            QVERIFY2(after.starter == opponent(before.starter), where + " the same side started twice");
            for (const Unit &u : after.units)
                QVERIFY2(!u.acted, where);
        }
    }

private slots:
    void randomBattlesKeepTheRules()
    {
        constexpr int Battles = 150;
        constexpr int Steps = 400;
        for (int battle = 0; battle < Battles; ++battle) {
            Generator g(0x5eed0000U + static_cast<std::uint64_t>(battle));
            const int a = 1 + g.below(6);
            const int b = 1 + g.below(6);
            std::vector<UnitId> skirmishers;
            for (int i = 0; i < a + b; ++i) {
                if (g.chance(25))
                    skirmishers.push_back(i);
            }
            Setup setup = mwrtest::setup(a, b, skirmishers, g.chance(30) ? 1 + g.below(std::min(a, b)) : 0,
                                         static_cast<std::uint64_t>(battle) * 7919U);
            setup.first = g.chance(50) ? Side::A : Side::B;
            for (auto &army : setup.armies) {
                for (UnitSpec &u : army.units)
                    u.resolve = 1 + g.below(6);
            }
            GameState s;
            MWR_NEW(s, setup);
            const GameState start = s;
            std::vector<Action> log;
            for (int step = 0; step < Steps && !s.outcome; ++step) {
                const Action action = g.next(s);
                const QByteArray where = QByteArray("battle ") + QByteArray::number(battle) + " step " +
                                         QByteArray::number(step);
                const auto result = mwr::apply(s, action);
                const auto again = mwr::apply(s, action);
                QVERIFY2(result.ok() == again.ok(), where + " apply is not deterministic");
                if (!result.ok()) {
                    ++m_refused;
                    QVERIFY2(result.refusal() == again.refusal(), where);
                    const auto problems = refusalProblems(result.refusal());
                    QVERIFY2(problems.empty(), where + " " + QByteArray::fromStdString(problems.empty() ? std::string() : problems.front()));
                    QVERIFY2(citesKnownRule(result.refusal().section, result.refusal().ruling), where);
                    if (s.melee && s.melee->step == Melee::Step::PushBack && g.chance(30)) {
                        // Keep the battle going: the way back is clear.
                        const Action clear = PushBack{{{Behind::Kind::Clear, -1}}};
                        const auto cleared = mwr::apply(s, clear);
                        QVERIFY2(cleared.ok(), where + " " + describe(cleared));
                        checkStep(s, clear, *cleared, where + " (clear)");
                        s = cleared->state;
                        log.push_back(clear);
                    }
                    continue;
                }
                QVERIFY2(*result == *again, where + " apply is not deterministic");
                if (const auto *attack = std::get_if<Attack>(&action)) {
                    const auto p = preview(s, *attack);
                    QVERIFY2(p.ok(), where + " the preview refused an Attack apply took");
                    QVERIFY2(result->effects.front().melee->attackerResolve == p->attacker &&
                                 result->effects.front().melee->plan == p->plan,
                             where + " the preview differs from the melee");
                }
                if (std::holds_alternative<PushBack>(action) && std::get<PushBack>(action).behind.size() > 1)
                    ++m_chains;
                checkStep(s, action, *result, where);
                if (QTest::currentTestFailed())
                    return;
                ++m_applied;
                s = result->state;
                log.push_back(action);
            }
            if (s.outcome) {
                ++m_decided;
                QVERIFY(mwr::apply(s, Hold{0}).refusal().code == "battle-over");
            }
            // The battle is its setup plus its actions.
            GameState replayed = start;
            for (const Action &action : log) {
                const auto r = mwr::apply(replayed, action);
                QVERIFY2(r.ok(), "a logged action was refused on replay");
                replayed = r->state;
            }
            QVERIFY2(replayed == s, qPrintable(QStringLiteral("battle %1 replays differently").arg(battle)));
        }
        qInfo("%d actions applied, %d refused, %d push-back chains, %d battles decided", m_applied, m_refused, m_chains,
              m_decided);
        // The generator reaches the rules: many actions, chains and decided battles.
        QVERIFY(m_applied > 10000);
        QVERIFY(m_chains > 50);
        QVERIFY(m_decided > 10);
    }

    // §10, ruling R5: the odds are a distribution for every pair of totals, and the two sides' bests mirror.
    void oddsAreDistributionsForEveryComparison()
    {
        for (int attacker = -3; attacker <= 9; ++attacker) {
            for (int defender = -3; defender <= 9; ++defender) {
                const RollPlan plan = rollPlan(attacker, defender);
                const Distribution d = bestDistribution(plan);
                ancients::Fraction sum;
                for (const auto &f : d)
                    sum = sum + f;
                QCOMPARE(sum, ancients::Fraction(1));
                const Distribution mirrored = bestDistribution({opponentRoller(plan.roller), plan.dice});
                for (std::size_t i = 0; i < CombatResultCount; ++i)
                    QCOMPARE(d.at(i), mirrored.at(CombatResultCount - 1 - i));
                const Distribution o = offered(plan);
                for (std::size_t i = 0; i < CombatResultCount; ++i)
                    QVERIFY(d.at(i) <= o.at(i)); // no pick keeps a result the dice do not offer
            }
        }
    }

private:
    static Roller opponentRoller(Roller r) { return r == Roller::Attacker ? Roller::Defender : Roller::Attacker; }
};

QTEST_GUILESS_MAIN(TestMwrProperties)
#include "tst_mwr_properties.moc"
