// The Combat phase as game actions (§4, §9, §11, §12): a fight between one
// engaged pair and the loser's allocation of its points to Fatigue or push-back,
// with the splits a leaving file or Base makes; the winner's pursuit and
// follow-up are in combat_advance.cpp. Each result lands before the next fight
// is named, so a push-back can strip an overlap from the fights that follow.

#include "game_internal.h"

#include "ancients/combat.h"
#include "ancients/formation.h"

#include <map>

namespace ancients::detail {

namespace {

bool validBase(const GameState &s, BaseId id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.bases.size();
}

std::pair<BaseId, BaseId> pairOf(BaseId a, BaseId b)
{
    return a < b ? std::pair{a, b} : std::pair{b, a};
}

std::string baseLabel(BaseId id)
{
    return "Base " + str(id);
}

} // namespace

std::vector<Hex> hexesOf(const GameState &s, const std::vector<BaseId> &ids)
{
    std::vector<Hex> out;
    for (const BaseId id : ids)
        out.push_back(*s.bases.at(static_cast<std::size_t>(id)).hex);
    return out;
}

std::optional<std::vector<Hex>> stepped(const GameState &s, const std::set<BaseId> &moving, const std::vector<Hex> &next)
{
    // Friends, enemies, an impassable hex or the table's edge stop it (§9.5, §9.6, ruling R41).
    for (const Hex h : next) {
        if (occupied(s, h, moving) || terrainAt(s, h).impassable || offTable(s, h))
            return std::nullopt;
    }
    return next;
}

void forgetEngagements(Turn &t, const std::vector<BaseId> &ids)
{
    const std::set<BaseId> gone(ids.begin(), ids.end());
    std::erase_if(t.s.engagements, [&gone](const auto &p) { return gone.contains(p.first) || gone.contains(p.second); });
}

Result<bool> checkUntrackedSplit(const Turn &t, BaseId who, const UntrackedSplit &u, bool exempt, const char *section)
{
    const Block &blk = t.s.blocks.at(static_cast<std::size_t>(t.s.bases.at(static_cast<std::size_t>(who)).block));
    const std::set<BaseId> own(blk.bases.begin(), blk.bases.end());
    const std::set<BaseId> file(u.file.begin(), u.file.end());
    if (file.size() != u.file.size())
        return illegal("file-duplicate", section, "Name each Base of the file once.");
    if (!file.contains(who))
        return illegal("file-without-base", section, "The file is the Bases that move with ", arg::base(who), ": name it too.");
    for (const BaseId id : u.file) {
        if (!own.contains(id))
            return illegal("not-in-block", section, arg::base(id), " is not in ", blockArg(blk), ".");
    }
    const bool whole = file.size() == own.size();
    const std::set<BaseId> far(u.farSide.begin(), u.farSide.end());
    for (const BaseId id : u.farSide) {
        if (!own.contains(id) || file.contains(id))
            return illegal("far-side", section, arg::base(id), " is not one of the Bases of ", blockArg(blk), " left behind.");
    }
    if (far.size() != u.farSide.size() || (!far.empty() && far.size() + file.size() >= own.size()))
        return illegal("far-side", section,
                       "The far side is some, not all, of the Bases left behind when a middle file leaves, each named once.");
    if (exempt) {
        if (!u.seamBases.empty())
            return illegal("no-seam", section,
                           whole ? arg::key("reason", "whole-block", "The file is the whole Block: it tears no seam.")
                                 : arg::key("reason", "evading", "An evading Skirmisher pays no seam (§9.6, §11.2): name none."));
        return true;
    }
    const std::set<BaseId> seam(u.seamBases.begin(), u.seamBases.end());
    if (seam.size() != u.seamBases.size())
        return illegal("seam-duplicate", section, "Name each seam Base once: it pays +1 once.");
    // A whole Block of several Bases pushed back still pays: there is no free
    // retreat (§9.6, ruling R31). Its seam Bases are its own, each +1, whether named or not.
    if (whole)
        return true;
    bool inFile = false;
    bool outside = false;
    for (const BaseId id : u.seamBases) {
        if (!own.contains(id))
            return illegal("not-in-block", section, "Seam ", arg::base(id), " is not in ", blockArg(blk), ".");
        (file.contains(id) ? inFile : outside) = true;
    }
    if (!inFile || !outside)
        return illegal("seam-unknown", section,
                       "Name the Bases on both sides of the seams the file tears: each pays +1 (§6.2, §9.6).",
                       arg::hidden(arg::key("action", std::string(section) == "13" ? "follow-up" : "file", {})));
    return true;
}

bool splitFile(Turn &t, BaseId who, const std::vector<BaseId> &file, const UntrackedSplit &u, bool exempt,
               const std::string &section, const std::string &why, Effect::Cause splitCause, bool voluntary)
{
    const BlockId from = t.base(who).block;
    const std::set<BaseId> fileSet(file.begin(), file.end());
    // One seam on each side where part of the Block remains: a Base pays +1 for
    // each seam it borders, so a middle file's own Bases pay twice (§9.6, ruling R31).
    std::map<BaseId, int> seam;
    std::vector<std::vector<BaseId>> groups;
    if (file.size() >= t.block(from).bases.size()) {
        // The file is the whole Block: nothing splits, but "there is no free retreat"
        // (§9.6): unless exempt, each of its Bases pays one seam (ruling R31).
        if (!exempt) {
            for (const BaseId id : file)
                t.fatigue(id, 1, "9.6", "on the seam of a whole-Block push: there is no free retreat", Effect::Cause::SeamTorn);
        }
        return false;
    }
    if (t.s.positionsTracked) {
        // The formation says what stays and where the seams are (formation.h).
        FileSplit torn = fileSplit(t.s, std::span<const BaseId>(file));
        groups = std::move(torn.parts);
        seam = std::move(torn.seams);
    } else {
        if (!u.farSide.empty())
            groups = {{}, u.farSide};
        for (const BaseId id : u.seamBases)
            seam[id] += fileSet.contains(id) && !u.farSide.empty() ? 2 : 1;
    }
    const BlockId fileBlock = detach(t, from, file);
    t.note(Effect::Kind::Split, section,
           blockLabel(t.block(from)) + " splits: " + why + "; the file forms Block " + str(fileBlock), splitCause, from,
           fileBlock, who);
    for (std::size_t i = 1; i < groups.size(); ++i) {
        const BlockId part = detach(t, from, groups[i]);
        t.note(Effect::Kind::Split, section,
               blockLabel(t.block(from)) + " is cut in two: the Bases beyond the file form Block " + str(part),
               Effect::Cause::FarSideCut, from, part, who);
    }
    if (exempt)
        return true;
    for (const auto &[id, seams] : seam) {
        if (voluntary)
            t.fatigue(id, seams, "6.2", "on the seam its Base opened as it left", Effect::Cause::SplitSeam);
        else
            t.fatigue(id, seams, "9.6", seams == 1 ? "on the seam the file tore as it left" : "on both seams the file tore as it left",
                      Effect::Cause::SeamTorn);
    }
    return true;
}

namespace {

/** The overlap a lapping Base gives, or why it gives none (§9.2, §11.1, §12). */
Result<int> overlapFrom(Turn &t, const std::optional<BaseId> &lapping, BaseId helped, BaseId lapped, bool firstRound,
                        bool asEntered)
{
    if (!lapping)
        return 0;
    const BaseId l = *lapping;
    if (!validBase(t.s, l))
        return illegal("no-such-base", "2", "There is no Base ", arg::number("base", l), ".");
    const Base &lb = t.base(l);
    const Base &hb = t.base(helped);
    if (lb.side != hb.side || l == helped)
        return illegal("not-lapping", "9.2", arg::base(l), " cannot lap ", arg::base("lapped", lapped), " for ",
                       arg::base("helped", helped), ": an overlap comes from another Base of the same side.");
    if (lb.lost()) {
        t.note(Effect::Kind::Note, "12", baseLabel(l) + " has routed: routed Bases give no overlaps",
               Effect::Cause::RoutedGivesNoOverlap, -1, -1, l, lapped);
        return 0;
    }
    if (lb.gaveGroundThisPhase) {
        t.note(Effect::Kind::Note, "9.2",
               baseLabel(l) + " gave ground earlier this phase: it no longer laps " + baseLabel(lapped),
               Effect::Cause::GaveGroundNoOverlap, -1, -1, l, lapped);
        return 0;
    }
    // §9.2: an overlap is by an uncountered Base, one engaged by no enemy; an
    // override of the computed overlaps takes the players' word for it.
    if (!asEntered && countered(t.s, l))
        return illegal("not-uncountered", "9.2", arg::base(l), " fights an enemy this phase, so it is not uncountered: it laps ",
                       arg::base("lapped", lapped), " for no one.");
    if (t.s.positionsTracked && !asEntered) {
        const Base &target = t.base(lapped);
        if (aspect(*target.hex, target.facing, *lb.hex) != Aspect::Front || *lb.hex == *hb.hex)
            return illegal("not-lapping", "9.2", arg::base(l), " is not in ", arg::base("lapped", lapped),
                           "'s other front hex: it laps nothing.");
    }
    const Block &helpedBlock = t.block(hb.block);
    if (!firstRound && helpedBlock.specialRules.contains(SpecialRule::Shock) && t.block(lb.block).type != helpedBlock.type) {
        t.note(Effect::Kind::Note, "11.1",
               "after the first round " + baseLabel(helped) + " counts no overlaps unless supported by its own kind: "
                   + baseLabel(l) + " is not",
               Effect::Cause::ShockOverlapUnsupported, -1, -1, l, helped);
        return 0;
    }
    return 1;
}

/** The overlap @p helped gains against @p lapped, computed from the plan (§9.2, §9.3), noting one that does not count. */
int countedOverlap(Turn &t, BaseId helped, BaseId lapped, bool firstRound)
{
    const OverlapFinding found = computedOverlap(t.s, helped, lapped, firstRound);
    if (!found.lapping || found.counts == 1)
        return found.counts;
    const BaseId l = *found.lapping;
    if (found.dropped == Effect::Cause::ShockOverlapUnsupported)
        t.note(Effect::Kind::Note, "11.1",
               "after the first round " + baseLabel(helped) + " counts no overlaps unless supported by its own kind: "
                   + baseLabel(l) + " is not",
               Effect::Cause::ShockOverlapUnsupported, -1, -1, l, helped);
    else if (found.dropped == Effect::Cause::RearNoOverlap)
        t.note(Effect::Kind::Note, "9.3",
               baseLabel(helped) + " is struck in the rear: it counts no overlaps, not even " + baseLabel(l) + "'s",
               Effect::Cause::RearNoOverlap, -1, -1, helped, l);
    else
        t.note(Effect::Kind::Note, "9.3",
               baseLabel(helped) + " is struck in the flank on the side " + baseLabel(l) + " laps from: that overlap does not count",
               Effect::Cause::FlankedSideNoOverlap, -1, -1, helped, l);
    return 0;
}

} // namespace

Result<QualityRoll> fightRoll(Turn &t, const Block &b, const std::optional<SuppliedDice> &dice)
{
    const RulesOptions &o = t.s.options;
    if (dice)
        return readQuality(b.quality, o.combatDie, o.eliteMechanic, dice->first, dice->second, dice->third);
    return rollQuality(b.quality, o.combatDie, t.dice(), o.eliteMechanic);
}

CombatSide sideOf(const GameState &s, BaseId id, int declaredGoing)
{
    const Base &b = s.bases.at(static_cast<std::size_t>(id));
    const Block &blk = s.blocks.at(static_cast<std::size_t>(b.block));
    CombatSide side;
    side.quality = blk.quality;
    side.type = blk.type;
    side.weight = blk.weight;
    side.spears = blk.spearArmed;
    if (s.positionsTracked) {
        side.going = goingValue(terrainAt(s, *b.hex).going);
        side.formed = std::any_of(blk.bases.begin(), blk.bases.end(), [&](BaseId o) {
            return o != id && distance(*s.bases.at(static_cast<std::size_t>(o)).hex, *b.hex) == 1;
        });
    } else {
        side.going = declaredGoing;
        side.formed = blk.bases.size() > 1; // ruling R37
    }
    return side;
}

namespace {

/**
 * The lapping Bases a fight counts, untracked: those the fight names, else those
 * its pair names in the plan (ruling R23). With tracked positions, the fight's own.
 */
std::pair<std::optional<BaseId>, std::optional<BaseId>> lappingNamed(const GameState &s, const Fight &a)
{
    const CombatPair *planned = plannedPairOf(s, a.base);
    const bool declared = !s.positionsTracked && planned && planned->enemy == a.enemy
        && (planned->lapping || planned->enemyLapping);
    const bool entered = a.lapping || a.enemyLapping || a.overlapsAsEntered;
    if (declared && !entered)
        return {planned->lapping, planned->enemyLapping};
    return {a.lapping, a.enemyLapping};
}

/**
 * @p counted, the overlap a lapping Base named in the plan gives @p helped, less
 * what the plan's flanks and rears strike off (§9.3, ruling R24), noted.
 */
int sidedOverlap(Turn &t, BaseId helped, BaseId lapped, const std::optional<BaseId> &lapping,
                 const std::optional<Lateral> &side, bool firstRound, int counted)
{
    if (counted == 0 || !lapping)
        return counted;
    const OverlapFinding found = declaredOverlap(t.s, helped, lapped, lapping, side, firstRound);
    if (found.dropped == Effect::Cause::RearNoOverlap) {
        t.note(Effect::Kind::Note, "9.3",
               baseLabel(helped) + " is struck in the rear: it counts no overlaps, not even " + baseLabel(*lapping) + "'s",
               Effect::Cause::RearNoOverlap, -1, -1, helped, *lapping);
        return 0;
    }
    if (found.dropped == Effect::Cause::FlankedSideNoOverlap) {
        t.note(Effect::Kind::Note, "9.3",
               baseLabel(helped) + " is struck in the flank on the side " + baseLabel(*lapping) + " laps from: that overlap does not count",
               Effect::Cause::FlankedSideNoOverlap, -1, -1, helped, *lapping);
        return 0;
    }
    return counted;
}

/**
 * Checks a fight and reads what it is resolved with (§9.1): both Bases' sides
 * and the facts. Forgets engagements that came apart and notes overlaps that
 * no longer count, on @p t.
 */
Result<FightInputs> readFight(Turn &t, const Fight &a)
{
    GameState &s = t.s;
    if (s.phase != Phase::Combat)
        return illegal("not-combat-phase", "4", "Fights are resolved in the Combat phase.");
    for (const BaseId id : {a.base, a.enemy}) {
        if (!validBase(s, id))
            return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
        if (t.base(id).lost())
            return illegal("base-lost", "12", arg::base(id), " has routed; it fights no more.",
                           arg::hidden(arg::key("action", "fight", {})));
    }
    const Base &x = t.base(a.base);
    const Base &y = t.base(a.enemy);
    if (x.side != s.active)
        return illegal("not-active-player", "4",
                       "The active player orders the fights and names one of their own Bases first; ", arg::base(a.base),
                       " belongs to the other side.", arg::hidden(arg::key("action", "fight", {})));
    if (y.side == x.side)
        return illegal("same-side", "9", arg::base("enemy", a.enemy), " is a friend of ", arg::base(a.base),
                       ": a fight pairs opposing Bases.", arg::hidden(arg::key("action", "fight", {})));
    const CrossBlockFacts known = facts(s);
    if (s.positionsTracked) {
        if (a.flank != Striker::None || a.rear != Striker::None || a.uphill != Striker::None || a.baseGoing != 5
            || a.enemyGoing != 5)
            return illegal("positions-tracked", "2",
                           "Positions are tracked: the engine reads flank, rear, uphill and Going from the table.",
                           arg::hidden(arg::key("reason", "fight-facts", {})));
        const bool touching = distance(*x.hex, *y.hex) == 1
            && (aspect(*x.hex, x.facing, *y.hex) == Aspect::Front || aspect(*y.hex, y.facing, *x.hex) == Aspect::Front);
        if (!touching)
            return illegal("not-engaged", "9.2", arg::base(a.base), " and ", arg::base("enemy", a.enemy),
                           " are not engaged: they must touch, one in a front hex of the other.");
    } else if (!known.contact(x.block, y.block)) {
        return illegal("not-engaged", "9", arg::hidden(arg::base(a.base)), arg::hidden(arg::base("enemy", a.enemy)),
                       blockArg(t.block(x.block)), " and ", blockArg(t.block(y.block), "other"),
                       " are not in contact; enter the contact first.");
    }
    const auto pair = pairOf(a.base, a.enemy);
    if (s.foughtThisPhase.contains(pair))
        return illegal("already-fought", "9.1", arg::base(a.base), " and ", arg::base("enemy", a.enemy),
                       " have already fought this phase.");
    // §9.2: each engaged Base is paired with one enemy: with a plan, the one it names.
    const CombatPair *planned = plannedPairOf(s, a.base);
    if (!s.combatPlan.empty() && !planned)
        return illegal("not-planned", "9.2", arg::base(a.base),
                       " is not in the pairing plan: pair it with the enemy it fights before the fight.");
    const BaseId other = planned ? planned->enemy : foughtEnemyOf(s, a.base);
    if (other >= 0 && other != a.enemy)
        return illegal("one-enemy-per-base", "9.2", arg::base(a.base), " is already paired with ", arg::base("enemy", other),
                       ": each engaged Base fights one enemy in the phase.");

    // A pair that came apart fights a first round again when it next meets (§11.1, ruling R36).
    std::erase_if(s.engagements, [&](const std::pair<BaseId, BaseId> &p) {
        const Base &p1 = s.bases.at(static_cast<std::size_t>(p.first));
        const Base &p2 = s.bases.at(static_cast<std::size_t>(p.second));
        if (p1.lost() || p2.lost())
            return true;
        return s.positionsTracked ? distance(*p1.hex, *p2.hex) != 1 : !known.contact(p1.block, p2.block);
    });
    const bool firstRound = !s.engagements.contains(pair);

    CombatSide sa = sideOf(s, a.base, a.baseGoing);
    CombatSide sb = sideOf(s, a.enemy, a.enemyGoing);
    CombatFacts f;
    f.firstRound = firstRound;
    if (s.positionsTracked) {
        const Aspect ofX = aspect(*y.hex, y.facing, *x.hex); // where x stands for y
        const Aspect ofY = aspect(*x.hex, x.facing, *y.hex);
        if (ofX == Aspect::Side)
            f.flank = Striker::A;
        else if (ofX == Aspect::Rear)
            f.rear = Striker::A;
        else if (ofY == Aspect::Side)
            f.flank = Striker::B;
        else if (ofY == Aspect::Rear)
            f.rear = Striker::B;
        const int ex = terrainAt(s, *x.hex).elevation;
        const int ey = terrainAt(s, *y.hex).elevation;
        sa.uphill = ex > ey;
        sb.uphill = ey > ex;
    } else {
        // A planned pair's flank or rear is the plan's, unless the fight names its own (ruling R24).
        const bool ownFacts = a.flank != Striker::None || a.rear != Striker::None;
        f.flank = planned && !ownFacts ? planned->flank : a.flank;
        f.rear = planned && !ownFacts ? planned->rear : a.rear;
        sa.uphill = a.uphill == Striker::A;
        sb.uphill = a.uphill == Striker::B;
    }
    // Shock: only the Block that charged this turn has it, on the pair's first round (§5.3, §11.1).
    if (t.block(x.block).shockCharge)
        f.shock = Striker::A;
    // With a plan and tracked positions the overlaps follow from the plan and the
    // hexes (§9.2, §9.3); the players' own entries override them, and say so.
    const bool fromPlan = s.positionsTracked && !s.combatPlan.empty();
    if (fromPlan && !a.lapping && !a.enemyLapping && !a.overlapsAsEntered) {
        f.aOverlaps = countedOverlap(t, a.base, a.enemy, firstRound);
        f.bOverlaps = countedOverlap(t, a.enemy, a.base, firstRound);
        return FightInputs{sa, sb, f};
    }
    // Untracked, the lapping Bases the players named in the plan count unless
    // the fight names its own (ruling R23).
    const bool declared = !s.positionsTracked && planned && (planned->lapping || planned->enemyLapping);
    const bool entered = a.lapping || a.enemyLapping || a.overlapsAsEntered;
    if (fromPlan || (declared && entered))
        t.note(Effect::Kind::Note, "9.2",
               "the players enter the overlaps of " + baseLabel(a.base) + " and " + baseLabel(a.enemy)
                   + " instead of those " + (fromPlan ? "computed from" : "named in") + " the plan",
               Effect::Cause::OverlapsAsEntered, -1, -1, a.base, a.enemy);
    const auto [lapping, enemyLapping] = lappingNamed(s, a);
    const auto aOver = overlapFrom(t, lapping, a.base, a.enemy, firstRound, fromPlan);
    if (!aOver)
        return aOver.error();
    const auto bOver = overlapFrom(t, enemyLapping, a.enemy, a.base, firstRound, fromPlan);
    if (!bOver)
        return bOver.error();
    f.aOverlaps = *aOver;
    f.bOverlaps = *bOver;
    // Named in the plan, an overlap on a side struck in flank by another paired enemy, or
    // of a Base struck in the rear, does not count (§9.3, ruling R24).
    if (declared && !entered) {
        f.aOverlaps = sidedOverlap(t, a.base, a.enemy, lapping, planned->lappingSide, firstRound, f.aOverlaps);
        f.bOverlaps = sidedOverlap(t, a.enemy, a.base, enemyLapping, planned->enemyLappingSide, firstRound, f.bOverlaps);
    }
    return FightInputs{sa, sb, f};
}

/**
 * Checks a fight and reads what it is resolved with (§9.1), the sides and facts
 * checked as the combat checks them (combat.h): a refusal that names a side of
 * the fight names the army of that Base instead, as the players know them.
 */
Result<FightInputs> prepareFight(Turn &t, const Fight &a)
{
    const auto inputs = readFight(t, a);
    if (!inputs)
        return inputs;
    if (const auto checked = assessCombat(inputs->base, inputs->enemy, inputs->facts); !checked) {
        Error e = checked.error();
        for (ErrorArg &arg : e.args) {
            if (arg.type != ErrorArg::Type::Side)
                continue;
            arg.value = t.base(arg.value == 0 ? a.base : a.enemy).side == Side::A ? 0 : 1;
            // The English words begin "Side A: …" (combat.cpp): they follow the army too.
            if (e.message.starts_with("Side ") && e.message.size() > 5)
                e.message[5] = arg.value == 0 ? 'A' : 'B';
        }
        return e;
    }
    return inputs;
}

} // namespace

Result<bool> doFight(Turn &t, const Fight &a)
{
    const auto inputs = prepareFight(t, a);
    if (!inputs)
        return inputs.error();
    GameState &s = t.s;
    const Base &x = t.base(a.base);
    const Base &y = t.base(a.enemy);
    const auto pair = pairOf(a.base, a.enemy);
    const CombatSide &sa = inputs->base;
    const CombatSide &sb = inputs->enemy;
    const CombatFacts &f = inputs->facts;

    // The players' dice are checked before the generator rolls anything.
    const Block &xb = t.block(x.block);
    const Block &yb = t.block(y.block);
    for (const auto &[dice, blk] : {std::pair{&a.baseDice, &xb}, std::pair{&a.enemyDice, &yb}}) {
        if (*dice) {
            const auto check = readQuality(blk->quality, s.options.combatDie, s.options.eliteMechanic, (*dice)->first,
                                           (*dice)->second, (*dice)->third);
            if (!check)
                return check.error();
        }
    }
    if (const auto checked = assessCombat(sa, sb, f); !checked)
        return checked.error();
    const auto aRoll = fightRoll(t, xb, a.baseDice);
    const auto bRoll = fightRoll(t, yb, a.enemyDice);
    if (!aRoll)
        return aRoll.error();
    if (!bRoll)
        return bRoll.error();
    const auto result = resolve(sa, sb, f, *aRoll, *bRoll);
    if (!result)
        return result.error();

    const BaseId winner = result->loser == Striker::A ? a.enemy : a.base;
    const BaseId loser = result->loser == Striker::A ? a.base : a.enemy;
    Effect e;
    e.kind = Effect::Kind::Combat;
    e.section = "9.1";
    e.block = x.block;
    e.side = x.side;
    e.combat = *result;
    e.amount = result->increments;
    e.firstBase = a.base;
    e.otherBase = a.enemy;
    if (result->loser == Striker::None) {
        e.text = baseLabel(a.base) + " and " + baseLabel(a.enemy) + " fight: totals " + str(result->aTotal) + " and "
            + str(result->bTotal) + ", margin 0 after the weight shift: nobody loses";
    } else {
        e.base = loser;
        e.text = baseLabel(a.base) + " and " + baseLabel(a.enemy) + " fight: totals " + str(result->aTotal) + " and "
            + str(result->bTotal) + ", weight shift " + str(result->assessment.weightShift) + ": " + baseLabel(loser)
            + " loses by " + str(result->increments);
    }
    t.fx.push_back(std::move(e));
    t.base(a.base).inCombatThisTurn = true;
    t.base(a.enemy).inCombatThisTurn = true;
    s.foughtThisPhase.insert(pair);
    s.engagements.insert(pair);
    const auto [lapping, enemyLapping] = lappingNamed(s, a);
    recordResolvedContacts(t, x.block, y.block, lapping, enemyLapping);
    if (result->loser == Striker::None)
        return true;

    const BlockId loserBlock = t.base(loser).block;
    const Striker loserSide = result->loser;
    const Striker winnerSide = loserSide == Striker::A ? Striker::B : Striker::A;
    const bool caught = !t.base(winner).lost() && t.block(t.base(winner).block).chargedThisTurn
        && moveAllowance(t.block(t.base(winner).block).type, s.options.distances)
            > moveAllowance(t.block(loserBlock).type, s.options.distances);
    // An evading Skirmisher never accumulates melee Fatigue (§11.2): the rear cascade
    // waits, and lands only if the evade fails (ruling R35).
    const bool evades = t.block(loserBlock).specialRules.contains(SpecialRule::Evade) && !caught;
    const bool cascade = f.rear == winnerSide && result->increments >= 2;
    if (cascade && !evades)
        t.blockFatigue(loserBlock, 1, "9.3", "cascade: a Base struck in the rear lost by 2 or more", Effect::Cause::RearCascade);
    t.breakChecks();
    if (t.base(loser).lost()) {
        pursuitCheck(t, winner, loser, loserBlock);
        return true;
    }
    s.pendingLoss = PendingLoss{loser, winner, result->increments, caught, cascade && evades};
    return true;
}

Result<bool> doAllocateLoss(Turn &t, const AllocateLoss &a)
{
    if (!t.s.pendingLoss)
        return illegal("no-loss", "9.5", "No fight is waiting for its loss to be allocated.");
    const PendingLoss p = *t.s.pendingLoss;
    if (a.fatigue < 0 || a.pushBack < 0 || a.fatigue + a.pushBack != p.points)
        return illegal("allocation-total", "9.5", "Allocate every one of the ", arg::number("points", p.points),
                       " points, each as Fatigue or push-back: ", arg::number("fatigue", a.fatigue), " + ",
                       arg::number("pushBack", a.pushBack), " is not ", arg::number("points", p.points), ".");
    const BaseId loser = p.loser;
    const BlockId from = t.base(loser).block;
    const Block blk = t.block(from);
    const bool evading = blk.specialRules.contains(SpecialRule::Evade) && !p.evadeCaught;
    if (evading && a.pushBack != p.points)
        return illegal("evade", "11.2",
                       "A Skirmisher that is not caught evades: it falls back instead of taking Fatigue. Allocate all ",
                       arg::number("points", p.points), " points as push-back.");
    if (t.s.positionsTracked && (!a.file.empty() || !a.seamBases.empty() || !a.farSide.empty()))
        return illegal("positions-tracked", "2", "Positions are tracked: the engine finds the file and its seams.",
                       arg::hidden(arg::key("reason", "file", {})));
    const UntrackedSplit named{a.file.empty() ? std::vector<BaseId>{loser} : a.file, a.seamBases, a.farSide};
    if (!t.s.positionsTracked && a.pushBack > 0) {
        const auto ok = checkUntrackedSplit(t, loser, named, evading || blk.bases.size() == 1, "9.6");
        if (!ok)
            return ok;
    }
    t.s.pendingLoss.reset();
    if (blk.specialRules.contains(SpecialRule::Evade) && p.evadeCaught)
        t.note(Effect::Kind::Note, "11.2", baseLabel(loser) + " is caught by faster troops: the evade fails",
               Effect::Cause::EvadeCaught, from, -1, loser);

    int fatigue = a.fatigue;
    bool gaveGround = false;
    if (a.pushBack > 0 && t.s.army(blk.side).broken && !evading) {
        if (fatigue > 0)
            t.fatigue(loser, fatigue, "9.5", "holds: Fatigue for the points it keeps its ground against",
                      Effect::Cause::HeldAsFatigue);
        t.breakBlock(from, "12.1", "its army has broken, so the push-back of " + baseLabel(loser) + " becomes a break",
                     Effect::Cause::PushBackAfterArmyBreak, loser);
        t.breakChecks();
        pursuitCheck(t, p.winner, loser, from);
        return true;
    }
    if (a.pushBack > 0) {
        const std::vector<BaseId> file = t.s.positionsTracked ? fileOf(t.s, loser) : named.file;
        const std::set<BaseId> moving(file.begin(), file.end());
        int steps = 0;
        std::vector<Hex> at;
        if (t.s.positionsTracked) {
            at = hexesOf(t.s, file);
            const Facing facing = t.base(loser).facing;
            for (; !a.pinned && steps < a.pushBack; ++steps) {
                const auto next = stepped(t.s, moving, recoilHexes(at, facing, a.rearSide));
                if (!next)
                    break;
                at = *next;
            }
        } else {
            steps = a.pinned || facts(t.s).retreatBlocked.contains(loser) ? 0 : a.pushBack;
        }
        if (evading && steps < a.pushBack) {
            t.note(Effect::Kind::Note, "11.2",
                   baseLabel(loser) + " cannot fall back the full distance: the evade fails and it takes the full result",
                   Effect::Cause::EvadeFailed, from, -1, loser);
            steps = 0;
            if (p.rearCascade)
                t.blockFatigue(from, 1, "9.3", "cascade: a Base struck in the rear lost by 2 or more", Effect::Cause::RearCascade);
        }
        if (steps < a.pushBack) {
            const int held = a.pushBack - steps;
            Effect e;
            e.kind = Effect::Kind::Pinned;
            e.section = "9.5";
            e.base = loser;
            e.block = from;
            e.side = blk.side;
            e.amount = held;
            e.text = baseLabel(loser) + " is pinned: " + str(held) + " push-back point" + (held == 1 ? "" : "s")
                + " taken as Fatigue instead";
            t.fx.push_back(std::move(e));
            fatigue += held;
        }
        if (steps > 0) {
            gaveGround = true;
            // §13 "Free-repeat push-back", as a knob: each base-depth a Base gives after its
            // first this Combat phase may cost Fatigue (ruling R39). An evade is no push-back (§11.2).
            const int repeats = steps - 1 + (t.base(loser).gaveGroundThisPhase ? 1 : 0);
            if (!evading && repeats > 0 && t.s.options.repeatedPushBackCost > 0)
                t.fatigue(loser, repeats * t.s.options.repeatedPushBackCost, "13",
                          "for the ground it gave after its first base-depth this phase", Effect::Cause::RepeatedPushBack);
            const bool exempt = evading || blk.bases.size() == 1;
            const bool split = splitFile(t, loser, file, named, exempt, "9.6",
                                         evading ? baseLabel(loser) + " evades" : baseLabel(loser) + " is pushed back",
                                         evading ? Effect::Cause::FileEvades : Effect::Cause::FilePushedBack);
            if (t.s.positionsTracked) {
                for (std::size_t i = 0; i < file.size(); ++i)
                    t.base(file[i]).hex = at[i];
            }
            for (const BaseId id : file)
                t.base(id).gaveGroundThisPhase = true;
            forgetEngagements(t, file);
            Effect e;
            e.kind = Effect::Kind::Recoil;
            e.section = evading ? "11.2" : "9.6";
            e.base = loser;
            e.block = t.base(loser).block;
            e.side = blk.side;
            e.amount = steps;
            e.cause = evading ? Effect::Cause::Evades : Effect::Cause::Recoils;
            e.count = static_cast<int>(file.size());
            e.other = split ? from : -1;
            e.text = baseLabel(loser) + (evading ? " evades, falling back " : " recoils ") + str(steps) + " base-depth"
                + (steps == 1 ? "" : "s") + (file.size() > 1 ? " with its file of " + str(static_cast<int>(file.size())) : std::string())
                + (split ? ", split from its Block" : "");
            t.fx.push_back(std::move(e));
        }
    }
    if (fatigue > 0)
        t.fatigue(loser, fatigue, "9.5", "holds: Fatigue for the points it did not give in ground", Effect::Cause::HeldAsFatigue);
    const BlockId now = t.base(loser).block;
    t.breakChecks();
    if (gaveGround && t.base(loser).lost() && now != from && t.block(now).bases.empty())
        t.note(Effect::Kind::Note, "9.6", "dislocation: the pushed file, alone, averages over 6 and breaks",
               Effect::Cause::Dislocation, now, -1, loser);
    if (gaveGround || t.base(loser).lost())
        pursuitCheck(t, p.winner, loser, from);
    if (gaveGround)
        followUpCheck(t, p.winner, loser, from);
    return true;
}

} // namespace ancients::detail

namespace ancients {

Result<FightInputs> fightInputs(const GameState &state, const Fight &fight)
{
    detail::Turn t{state, {}, std::nullopt, std::nullopt};
    return detail::prepareFight(t, fight);
}

} // namespace ancients
