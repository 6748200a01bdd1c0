// Every refusal carries its stable code and the specifics its wording needs
// (ancients/refusal.h), so that the app can say it in the player's language;
// the English message stays what the command-line tool and the tools print.
//
// The forms are checked against the engine's sources (every code refused with
// has a form, every form is refused with), and thousands of seeded random
// actions, in games with and without tracked positions, check every refusal
// they provoke against its form.

#ifndef Q_MOC_RUN
#include "gametesthelpers.h"

#include "ancients/combat.h"
#include "ancients/dice.h"
#include "ancients/refusal.h"
#include "ancients/risk.h"
#include "ancients/rng.h"
#endif

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace ancients;
using namespace gametest;

namespace {

/** The problems of @p r's refusal against its form, as one line for a failure message. */
QByteArray problemsOf(const Error &e)
{
    QByteArray text;
    for (const std::string &p : refusalProblems(e))
        text += QByteArray::fromStdString(p) + "; ";
    return text + "(" + QByteArray::fromStdString(e.message) + ")";
}

/** Every code refused with in engine/src, read from its illegal("…") and refuse("…") calls. */
std::set<std::string> codesInSources()
{
    std::set<std::string> codes;
    const QDir dir(QStringLiteral(ANCIENTS_ENGINE_SRC));
    const QRegularExpression call(QStringLiteral(R"((?:illegal|refuse)\(\s*"([a-z0-9-]+)\")"));
    for (const QString &name : dir.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto it = call.globalMatch(text); it.hasNext();)
            codes.insert(it.next().captured(1).toStdString());
    }
    return codes;
}

/** Two mixed armies: foot of every kind, missile troops, a Shock Block, Light Cavalry, several Bases each. */
std::pair<ArmyList, ArmyList> mixedArmies()
{
    const ArmyList a = army("A", {spec(TroopType::HeavyInfantry, 2, 2, Quality::Regular, "Hastati"),
                                  spec(TroopType::LightInfantry, 2, 1, Quality::Regular, "Velites"),
                                  spec(TroopType::Warband, 3, 1, Quality::Levy, "Warriors"),
                                  spec(TroopType::HeavyInfantry, 2, 1, Quality::Regular, "Principes"),
                                  spec(TroopType::LightCavalry, 1, 1, Quality::Elite, "Riders")});
    const ArmyList b = army("B", {spec(TroopType::MediumInfantry, 3, 1, Quality::Regular, "Spears"),
                                  spec(TroopType::Skirmishers, 2, 1, Quality::Regular, "Slingers"),
                                  spec(TroopType::Cavalry, 2, 1, Quality::Elite, "Horse"),
                                  spec(TroopType::MediumInfantry, 1, 1, Quality::Regular, "Guard")});
    return {a, b};
}

/** Seeded random inputs: mostly in range, sometimes just outside it. */
struct Chooser
{
    Pcg32 rng;

    int below(int n) { return n <= 0 ? 0 : static_cast<int>(rng.bounded(static_cast<std::uint32_t>(n))); }
    bool chance(int percent) { return below(100) < percent; }
    int id(std::size_t count) { return below(static_cast<int>(count) + 2) - 1; }
    int small(int from, int to) { return from + below(to - from + 1); }
    std::vector<int> ids(std::size_t count, int most)
    {
        std::vector<int> v;
        const int n = below(most + 1);
        for (int i = 0; i < n; ++i)
            v.push_back(id(count));
        return v;
    }
    std::optional<SuppliedDice> dice()
    {
        if (!chance(30))
            return std::nullopt;
        return SuppliedDice{small(0, 7), small(0, 7)};
    }
    Striker striker() { return static_cast<Striker>(below(3)); }
    Hex near(const Hex &h) { return Hex{h.q + small(-3, 3), h.r + small(-3, 3)}; }
};

/** A random action on @p s: any kind, inputs mostly about its own Blocks and Bases. */
Action randomAction(const GameState &s, Chooser &c)
{
    const std::size_t blocks = s.blocks.size();
    const std::size_t bases = s.bases.size();
    const auto blockOf = [&](int id) -> const Block * {
        return id >= 0 && static_cast<std::size_t>(id) < blocks ? &s.blocks[static_cast<std::size_t>(id)] : nullptr;
    };
    const auto someBasesOf = [&](const Block *b) {
        std::vector<BaseId> v;
        if (b) {
            for (const BaseId id : b->bases) {
                if (c.chance(50))
                    v.push_back(id);
            }
        }
        if (c.chance(20))
            v.push_back(c.id(bases));
        return v;
    };
    switch (c.below(17)) {
    case 0: {
        MoveBlock m;
        m.block = c.id(blocks);
        m.dice = c.dice();
        m.climb = c.small(-1, 3);
        if (c.chance(20))
            m.terrainEntered[c.id(bases)] = {Going::Open};
        if (const Block *b = blockOf(m.block); b && (s.positionsTracked ? c.chance(90) : c.chance(10))) {
            const Hex step{c.small(-2, 2), c.small(-2, 2)};
            for (const BaseId id : b->bases) {
                const Base &base = s.bases[static_cast<std::size_t>(id)];
                const Hex from = base.hex ? *base.hex : Hex{};
                if (!c.chance(5))
                    m.destination[c.chance(97) ? id : c.id(bases)] = {c.chance(90) ? from + step : c.near(from), base.facing};
            }
        }
        return m;
    }
    case 1:
        return PivotBlock{c.id(blocks), c.small(-2, 2), c.dice()};
    case 2: {
        WheelBlock w;
        w.block = c.id(blocks);
        const Block *b = blockOf(w.block);
        w.pivot = b && !b->bases.empty() && c.chance(80) ? b->bases[static_cast<std::size_t>(c.below(static_cast<int>(b->bases.size())))]
                                                        : c.id(bases);
        w.steps = c.small(-2, 2);
        w.frontage = c.small(0, 3);
        w.depth = c.small(0, 3);
        return w;
    }
    case 3: {
        MarchColumn m;
        m.block = c.id(blocks);
        const Block *b = blockOf(m.block);
        m.order = b && c.chance(80) ? b->bases : someBasesOf(b);
        if (!m.order.empty() && static_cast<std::size_t>(m.order.front()) < bases) {
            const Base &lead = s.bases[static_cast<std::size_t>(m.order.front())];
            Hex at = lead.hex ? *lead.hex : Hex{};
            const int steps = c.small(0, 4);
            for (int i = 0; i < steps; ++i) {
                at = c.chance(85) ? at + Hex{c.small(0, 1), -1} : c.near(at);
                m.path.emplace_back(at, lead.facing);
            }
        }
        return m;
    }
    case 4: {
        SplitBlock sp;
        sp.block = c.id(blocks);
        const Block *b = blockOf(sp.block);
        sp.detach = someBasesOf(b);
        sp.seamBases = someBasesOf(b);
        return sp;
    }
    case 5: {
        MergeBlocks m{c.id(blocks), c.id(blocks), {}};
        m.seamBases = someBasesOf(blockOf(m.into));
        const auto more = someBasesOf(blockOf(m.from));
        m.seamBases.insert(m.seamBases.end(), more.begin(), more.end());
        return m;
    }
    case 6: {
        EnterFacts f;
        const int contacts = c.small(0, 3);
        for (int i = 0; i < contacts; ++i)
            f.facts.inContact.insert(CrossBlockFacts::ordered(c.id(blocks), c.id(blocks)));
        if (c.chance(30))
            f.facts.withinOneBaseWidth.insert(CrossBlockFacts::ordered(c.id(blocks), c.id(blocks)));
        if (c.chance(20))
            f.facts.retreatBlocked.insert(c.id(bases));
        return f;
    }
    case 7:
        return MarkInCombat{c.ids(bases, 2)};
    case 8:
        return MarkShotAt{c.ids(bases, 2)};
    case 9: {
        AddFatigue a;
        a.fatigue.emplace_back(c.id(bases), c.small(-1, 4));
        a.section = c.chance(90) ? "9.5" : "";
        return a;
    }
    case 10:
        return RemoveRoutedBase{c.id(bases)};
    case 11:
    case 12: {
        Fight f;
        f.base = c.id(bases);
        f.enemy = c.id(bases);
        if (c.chance(30))
            f.lapping = c.id(bases);
        if (c.chance(20))
            f.enemyLapping = c.id(bases);
        if (c.chance(30)) {
            f.flank = c.striker();
            f.rear = c.striker();
            f.uphill = c.striker();
        }
        if (c.chance(20)) {
            f.baseGoing = c.small(0, 6);
            f.enemyGoing = c.small(0, 6);
        }
        f.baseDice = c.dice();
        f.enemyDice = c.dice();
        return f;
    }
    case 13: {
        AllocateLoss a;
        const int points = s.pendingLoss ? s.pendingLoss->points : c.small(0, 3);
        a.fatigue = c.chance(70) ? c.small(0, points) : c.small(-1, 4);
        a.pushBack = c.chance(80) ? points - a.fatigue : c.small(-1, 4);
        if (s.pendingLoss && c.chance(40)) {
            const Block *b = blockOf(s.bases[static_cast<std::size_t>(s.pendingLoss->loser)].block);
            a.file = someBasesOf(b);
            a.seamBases = someBasesOf(b);
            a.farSide = c.chance(30) ? someBasesOf(b) : std::vector<BaseId>{};
        }
        return a;
    }
    case 14: {
        Pursue p;
        p.decline = c.chance(30);
        if (c.chance(30))
            p.file = c.ids(bases, 2);
        if (c.chance(15))
            p.farSide = c.ids(bases, 1);
        return p;
    }
    case 15: {
        PlanCombat p;
        const int pairs = c.small(0, 3);
        for (int i = 0; i < pairs; ++i)
            p.pairs.push_back(CombatPair{c.id(bases), c.id(bases)});
        return p;
    }
    default: {
        Shoot sh;
        sh.firer = c.id(bases);
        sh.target = c.id(bases);
        sh.firerDice = c.dice();
        sh.targetDice = c.dice();
        if (c.chance(20)) {
            sh.firerGoing = c.small(0, 6);
            sh.targetGoing = c.small(0, 6);
        }
        return sh;
    }
    }
}

/**
 * Plays @p steps random actions from @p s, ending phases now and then, and
 * checks every refusal against its form. Returns the codes seen.
 */
void sweep(GameState s, std::uint64_t seed, int steps, std::map<std::string, int> &seen)
{
    Chooser c{Pcg32(seed, 11U)};
    for (int i = 0; i < steps && !s.army(Side::A).broken && !s.army(Side::B).broken; ++i) {
        const Action action = c.chance(12) ? Action(EndPhase{}) : randomAction(s, c);
        auto r = ancients::apply(s, action);
        if (r.ok()) {
            s = r.value().state;
            continue;
        }
        const Error &e = r.error();
        ++seen[e.code];
        QVERIFY2(refusalProblems(e).empty(), problemsOf(e).constData());
    }
}

} // namespace

class TestRefusals : public QObject
{
    Q_OBJECT

private slots:
    void aResultDoneWithHandsOverItsValueWithoutACopy()
    {
        // A move-only value can be taken out at all only by moving it.
        Result<std::unique_ptr<int>> owned(std::make_unique<int>(7));
        const std::unique_ptr<int> taken = std::move(owned).value();
        QVERIFY(taken);
        QCOMPARE(*taken, 7);

        struct Counted
        {
            int *copies;
            explicit Counted(int *counter)
                : copies(counter)
            {
            }
            Counted(const Counted &other)
                : copies(other.copies)
            {
                ++*copies;
            }
            Counted(Counted &&) noexcept = default;
            Counted &operator=(const Counted &) = delete;
            Counted &operator=(Counted &&) = delete;
            ~Counted() = default;
        };
        int copies = 0;
        Result<Counted> kept{Counted(&copies)};
        QCOMPARE(copies, 0);
        const Counted read = kept.value(); // a Result still in use is read, and keeps its value
        QCOMPARE(copies, 1);
        const Counted moved = std::move(kept).value();
        QCOMPARE(copies, 1);
        QCOMPARE(moved.copies, &copies);
        QCOMPARE(read.copies, &copies);
    }

    void everyCodeHasOneForm()
    {
        std::set<std::string_view> codes;
        for (const ErrorForm &f : errorForms()) {
            QVERIFY2(codes.insert(f.code).second, std::string(f.code).c_str());
            std::set<std::string_view> names;
            for (const ErrorParam &p : f.params)
                QVERIFY2(names.insert(p.name).second, std::string(f.code).c_str());
        }
        QCOMPARE(errorForm("not-in-block")->code, std::string_view("not-in-block"));
        QCOMPARE(errorForm("no-such-code"), nullptr);
    }

    void theSourcesRefuseWithTheListedCodesOnly()
    {
        const std::set<std::string> used = codesInSources();
        QVERIFY(used.size() > 60);
        for (const std::string &code : used)
            QVERIFY2(errorForm(code), ("refused with, but has no form: " + code).c_str());
        for (const ErrorForm &f : errorForms())
            QVERIFY2(used.contains(std::string(f.code)), ("has a form, but nothing refuses with it: " + std::string(f.code)).c_str());
    }

    void refuseBuildsTheMessageAndTheSpecificsFromOneList()
    {
        const Error e = refuse("move-too-far", "2", arg::base(4), " would move ", arg::number("distance", 3),
                               " base-widths; a move of ", arg::block("block", 2, "Hastati"), " covers at most ",
                               arg::number("allowance", 2), ".");
        QCOMPARE(e.message, std::string("Base 4 would move 3 base-widths; a move of Block 2 (Hastati) covers at most 2."));
        QCOMPARE(e.args.size(), std::size_t(4));
        QCOMPARE(e.arg("base")->type, ErrorArg::Type::Base);
        QCOMPARE(e.arg("base")->value, 4);
        QCOMPARE(e.arg("block")->text, std::string("Hastati"));
        QCOMPARE(e.arg("allowance")->value, 2);
        QVERIFY(refusalProblems(e).empty());
        // A hidden specific tells the sentence apart without changing the English.
        const Error h = refuse("seam-unknown", "6.2", "Name them.", arg::hidden(arg::key("action", "merge", "merge")));
        QCOMPARE(h.message, std::string("Name them."));
        QCOMPARE(h.arg("action")->text, std::string("merge"));
        // Without its specifics a refusal cannot be worded.
        QCOMPARE(refusalProblems(Error{"move-too-far", "2", "Base 4 would move.", {}}).size(), std::size_t(4));
        QCOMPARE(refusalProblems(Error{"what", "2", "?", {}}).size(), std::size_t(1));
    }

    // The English words are those the command-line tool and the battle file's tools always printed.
    void rule_5_refusalsOfAMoveNameTheirSpecifics()
    {
        const auto [a, b] = mixedArmies();
        const GameState s = tracked(a, b, {at(0, 0), at(3, 0), at(6, 0), at(9, 0), at(12, 0), at(0, 6, 3), at(4, 6, 3),
                                           at(8, 6, 3), at(12, 6, 3)});
        MoveBlock far = shiftOf(s, 0, Hex{0, -3});
        const auto r = ancients::apply(s, far);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("move-too-far"));
        QCOMPARE(r.error().message,
                 std::string("Base 0 would move 3 base-widths; a move of Block 0 (Hastati) covers at most 2."));
        QVERIFY2(refusalProblems(r.error()).empty(), problemsOf(r.error()).constData());
        QCOMPARE(r.error().arg("block")->text, std::string("Hastati"));
        QCOMPARE(r.error().arg("distance")->value, 3);

        const auto gone = ancients::apply(s, moveOf(40));
        QCOMPARE(gone.error().message, std::string("There is no Block 40."));
        QCOMPARE(gone.error().arg("block")->value, 40);

        const auto pivot = ancients::apply(s, PivotBlock{7, 1, std::nullopt});
        QCOMPARE(pivot.error().code, std::string("not-active-player"));
        QCOMPARE(pivot.error().message, std::string("Only the active player pivots; Block 7 (Horse) belongs to the other side."));
        QCOMPARE(pivot.error().arg("action")->text, std::string("pivot"));
        QCOMPARE(pivot.error().arg("block")->value, 7);
    }

    void rule_9_5_aLossAllocationNamesItsPoints()
    {
        const auto [a, b] = mixedArmies();
        GameState s = untracked(a, b);
        s = after(s, EnterFacts{CrossBlockFacts{{{0, 5}}, {}, {}}});
        s = endPhases(s, 2); // Move, Shoot: the Combat phase
        QCOMPARE(s.phase, Phase::Combat);
        Fight fight;
        fight.base = 0;
        fight.enemy = 12;
        fight.baseDice = dice(5, 0);
        fight.enemyDice = dice(2, 0);
        s = after(s, fight);
        QVERIFY(s.pendingLoss);
        const int points = s.pendingLoss->points;
        AllocateLoss allocation;
        allocation.fatigue = points + 1;
        allocation.pushBack = 1;
        const auto wrong = ancients::apply(s, allocation);
        QCOMPARE(wrong.error().code, std::string("allocation-total"));
        QCOMPARE(wrong.error().message,
                 "Allocate every one of the " + std::to_string(points) + " points, each as Fatigue or push-back: "
                     + std::to_string(points + 1) + " + 1 is not " + std::to_string(points) + ".");
        QCOMPARE(wrong.error().arg("points")->value, points);
        QCOMPARE(wrong.error().arg("fatigue")->value, points + 1);
        QCOMPARE(wrong.error().arg("pushBack")->value, 1);
        const auto pending = ancients::apply(s, EndPhase{});
        QCOMPARE(pending.error().code, std::string("loss-pending"));
        QVERIFY2(refusalProblems(pending.error()).empty(), problemsOf(pending.error()).constData());
        QCOMPARE(pending.error().arg("base")->value, s.pendingLoss->loser);
    }

    void rule_3_1_diceAndOddsRefusalsNameTheirSpecifics()
    {
        const auto face = readQuality(Quality::Elite, Die::Averaging, 2, 6);
        QCOMPARE(face.error().message, std::string("The averaging die (2, 3, 3, 4, 4, 5) has no face 6."));
        QCOMPARE(face.error().arg("die")->text, std::string("averaging"));
        QCOMPARE(face.error().arg("value")->value, 6);
        QVERIFY(refusalProblems(face.error()).empty());

        CombatSide x;
        x.weight = 9;
        const auto refused = ancients::odds(x, CombatSide{}, CombatFacts{}, Die::Averaging);
        QCOMPARE(refused.error().message, std::string("Side A: weight 9 is not on the 1–5 ladder."));
        QCOMPARE(refused.error().arg("side")->value, 0);
        QVERIFY(refusalProblems(refused.error()).empty());

        ArmyList heavy = army("Heavy", {spec(TroopType::HeavyInfantry, 0, 1, Quality::Regular, "Triarii")});
        const auto listed = validateArmyList(heavy);
        QCOMPARE(listed.error().message, std::string("block 1 (Triarii): frontage 0 × depth 1 deploys no Bases."));
        QCOMPARE(listed.error().arg("name")->text, std::string("Triarii"));
        QVERIFY(refusalProblems(listed.error()).empty());
    }

    void randomActionsRefuseWithTheirSpecifics()
    {
        const auto [a, b] = mixedArmies();
        std::map<std::string, int> seen;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            sweep(untracked(a, b, {}, seed), seed, 400, seen);
            sweep(tracked(a, b,
                          {at(0, 0), at(3, 0), at(6, 0), at(9, 0), at(12, 0), at(0, 5, 3), at(4, 5, 3), at(8, 5, 3),
                           at(12, 5, 3)},
                          {}, seed),
                  seed + 1000, 400, seen);
            if (QTest::currentTestFailed())
                return;
        }
        QStringList unseen;
        for (const ErrorForm &f : errorForms()) {
            if (!seen.contains(std::string(f.code)))
                unseen << QString::fromUtf8(f.code.data(), static_cast<qsizetype>(f.code.size()));
        }
        qInfo("%zu codes provoked; not provoked at random: %s", seen.size(), qPrintable(unseen.join(QStringLiteral(", "))));
        // The sweep reaches most of what an action refuses; it must keep doing so.
        QVERIFY2(seen.size() >= 45, qPrintable(QString::number(seen.size())));
    }
};

QTEST_GUILESS_MAIN(TestRefusals)
#include "tst_refusals.moc"
