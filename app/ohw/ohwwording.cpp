#include "ohwwording.h"

#include "ohw/keys.h"

#include <QStringList>

#include <algorithm>

namespace {

int sideIndex(ohw::Side side)
{
    return side == ohw::Side::A ? 0 : 1;
}

int argValue(const ohw::Refusal &r, const char *name)
{
    const ohw::Arg *a = r.arg(name);
    return a ? a->value : -1;
}

} // namespace

OhwWording::OhwWording(const ohw::GameState &state)
{
    for (const ohw::Unit &u : state.units)
        m_units.push_back(QString::fromStdString(u.name));
    for (const ohw::General &g : state.generals)
        m_generals.push_back(QString::fromStdString(g.name));
    m_armies[0] = QString::fromStdString(state.armies.at(0).name);
    m_armies[1] = QString::fromStdString(state.armies.at(1).name);
}

QString OhwWording::unit(ohw::UnitId id) const
{
    if (id >= 0 && static_cast<std::size_t>(id) < m_units.size())
        return m_units.at(static_cast<std::size_t>(id));
    return tr("unit %1").arg(id);
}

QString OhwWording::general(ohw::GeneralId id) const
{
    if (id >= 0 && static_cast<std::size_t>(id) < m_generals.size())
        return m_generals.at(static_cast<std::size_t>(id));
    return tr("general %1").arg(id);
}

QString OhwWording::army(ohw::Side side) const
{
    return m_armies[sideIndex(side)];
}

QString OhwWording::citation(const std::string &section)
{
    return section.empty() ? QString() : QStringLiteral("§") + QString::fromStdString(section);
}

QString OhwWording::faces(const std::vector<int> &dice)
{
    QStringList list;
    for (const int d : dice)
        list << QString::number(d);
    return list.join(QStringLiteral(", "));
}

QString OhwWording::modifier(ohw::Modifier modifier)
{
    using M = ohw::Modifier;
    switch (modifier) {
    case M::UnitDice: return tr("The unit's attack dice");
    case M::ShootingDice: return tr("Shooting dice");
    case M::General: return tr("General with the unit");
    case M::Ferocious: return tr("Ferocious: initial attack");
    case M::Flank: return tr("Flank attack");
    case M::Rear: return tr("Rear attack");
    case M::Armored: return tr("Armored target");
    case M::Woods: return tr("Target in woods");
    case M::Rough: return tr("Target in rough ground");
    case M::Hill: return tr("Target on a hill");
    case M::BridgeOrFord: return tr("Across a bridge or ford");
    case M::Fortified: return tr("Target in a fortified settlement");
    case M::Minimum: return tr("At least one die");
    }
    return {};
}

QString OhwWording::dice(ohw::Modifier modifier, int dice)
{
    const bool base = modifier == ohw::Modifier::UnitDice || modifier == ohw::Modifier::ShootingDice;
    if (base)
        return tr("%1D6", "a number of dice").arg(dice);
    return dice < 0 ? tr("−%1D6", "dice taken from a pool").arg(-dice) : tr("+%1D6", "dice added to a pool").arg(dice);
}

QString OhwWording::unitType(ohw::UnitType type)
{
    using U = ohw::UnitType;
    switch (type) {
    case U::Legionaries: return tr("Legionaries");
    case U::Warband: return tr("Warband");
    case U::Equites: return tr("Equites");
    case U::Auxilia: return tr("Auxilia");
    case U::Sagitarii: return tr("Sagitarii");
    case U::Velites: return tr("Velites");
    case U::EquitesAuxiliares: return tr("Equites Auxiliares");
    }
    return {};
}

QString OhwWording::trait(ohw::Trait trait)
{
    using T = ohw::Trait;
    switch (trait) {
    case T::Armored: return tr("Armored");
    case T::Impetuous: return tr("Impetuous");
    case T::Barbarians: return tr("Barbarians");
    case T::Ferocious: return tr("Ferocious");
    case T::Veterans: return tr("Veterans");
    case T::Missile: return tr("Missile");
    }
    return {};
}

QString OhwWording::terrain(ohw::Terrain terrain)
{
    using G = ohw::Terrain;
    switch (terrain) {
    case G::Open: return tr("Open ground");
    case G::Woods: return tr("Woods");
    case G::Rough: return tr("Rough ground");
    case G::Hill: return tr("Hill");
    case G::Settlement: return tr("Settlement");
    case G::Road: return tr("Road");
    case G::BridgeOrFord: return tr("Bridge or ford");
    case G::River: return tr("River");
    case G::Swamp: return tr("Swamp");
    }
    return {};
}

QString OhwWording::face(ohw::Face face)
{
    switch (face) {
    case ohw::Face::Front: return tr("Front");
    case ohw::Face::LeftFlank: return tr("Left flank");
    case ohw::Face::RightFlank: return tr("Right flank");
    case ohw::Face::Rear: return tr("Rear");
    }
    return {};
}

QString OhwWording::step(ohw::Step step)
{
    switch (step) {
    case ohw::Step::Initiative: return tr("Initiative");
    case ohw::Step::Movement: return tr("Movement");
    case ohw::Step::Shooting: return tr("Shooting");
    case ohw::Step::Combat: return tr("Combat");
    case ohw::Step::Morale: return tr("Morale");
    case ohw::Step::Breakpoint: return tr("Breakpoint");
    }
    return {};
}

QString OhwWording::retreatOutcome(ohw::RetreatOutcome outcome)
{
    using R = ohw::RetreatOutcome;
    switch (outcome) {
    case R::Retreated: return tr("Room behind: it retreats");
    case R::PushesFriend: return tr("A friend behind gives way");
    case R::BlockedByTerrain: return tr("Blocked by terrain, the edge or a friend: +1 hit");
    case R::BlockedByEnemy: return tr("Blocked by an enemy: destroyed");
    }
    return {};
}

QString OhwWording::key(std::string_view k)
{
    if (const auto v = ohw::fromKey<ohw::UnitType>(k))
        return unitType(*v);
    if (const auto v = ohw::fromKey<ohw::Trait>(k))
        return trait(*v);
    if (const auto v = ohw::fromKey<ohw::Terrain>(k))
        return terrain(*v);
    if (const auto v = ohw::fromKey<ohw::Face>(k))
        return face(*v);
    if (const auto v = ohw::fromKey<ohw::Step>(k))
        return step(*v);
    if (const auto v = ohw::fromKey<ohw::PendingRoll::Kind>(k)) {
        switch (*v) {
        case ohw::PendingRoll::Kind::PushReroll: return tr("the general's push-move re-roll");
        case ohw::PendingRoll::Kind::GeneralRisk: return tr("the general's risk rolls");
        case ohw::PendingRoll::Kind::GeneralRout: return tr("the general's rout test");
        }
    }
    return QString::fromUtf8(k.data(), static_cast<qsizetype>(k.size()));
}

QString OhwWording::hits(const ohw::Effect &e) const
{
    using C = ohw::Effect::Cause;
    const QString name = unit(e.unit);
    switch (e.cause) {
    case C::FailedPush:
        return tr("%1 takes 1 hit for the failed push move (%2 of 9)").arg(name).arg(e.count);
    case C::Impetuous:
        return tr("%1 takes 1 hit for the 1s it rolled, Impetuous (%2 of 9)").arg(name).arg(e.count);
    case C::RetreatBlocked:
        return tr("%1 cannot retreat and takes 1 hit (%2 of 9)").arg(name).arg(e.count);
    default:
        return tr("%1 takes %2 hits (%3 of 9)").arg(name).arg(e.amount).arg(e.count);
    }
}

QString OhwWording::effect(const ohw::Effect &e) const
{
    using K = ohw::Effect::Kind;
    using C = ohw::Effect::Cause;
    switch (e.kind) {
    case K::StepBegan:
        return tr("Turn %1, %2: %3").arg(e.amount).arg(army(e.side), step(e.step));
    case K::InitiativeRolled:
        return e.passed ? tr("Initiative dice %1: %2 takes the initiative").arg(faces(e.dice), army(e.side))
                        : tr("Initiative dice %1: %2 keeps the initiative").arg(faces(e.dice), army(e.side));
    case K::OrderChosen:
        return tr("%1 moves first this turn").arg(army(e.side));
    case K::Moved:
        return tr("%1 moves %2 spaces (%3 actions)").arg(unit(e.unit)).arg(e.count).arg(e.amount);
    case K::Charged:
        return tr("%1 charges %2 (%3)").arg(unit(e.unit), unit(e.other), face(e.face));
    case K::PushMove:
        if (e.cause == C::Free)
            return tr("%1 makes a free push move into combat (Barbarians)").arg(unit(e.unit));
        return e.passed ? tr("%1's push move: %2, needing %3: it succeeds").arg(unit(e.unit), faces(e.dice)).arg(e.needed)
                        : tr("%1's push move: %2, needing %3: it fails but still happens").arg(unit(e.unit), faces(e.dice)).arg(e.needed);
    case K::Disengaged:
        return tr("%1 leaves its melee").arg(unit(e.unit));
    case K::GeneralJoined:
        return tr("%1 joins %2").arg(general(e.general), unit(e.unit));
    case K::Shot:
        return tr("%1 shoots at %2: %3 on %4D6, %5 hits").arg(unit(e.unit), unit(e.other), faces(e.dice))
            .arg(e.pool ? e.pool->dice : 0).arg(e.amount);
    case K::Attacked:
        return tr("%1 attacks %2: %3 on %4D6, %5 hits").arg(unit(e.unit), unit(e.other), faces(e.dice))
            .arg(e.pool ? e.pool->dice : 0).arg(e.amount);
    case K::Hits:
        return hits(e);
    case K::Routed:
        return e.cause == C::RetreatBlockedByEnemy ? tr("%1 is destroyed: an enemy blocks its retreat").arg(unit(e.unit))
                                                   : tr("%1 routs with 9 hits").arg(unit(e.unit));
    case K::MeleeEnded:
        return tr("%1 and %2 are no longer in contact").arg(unit(e.unit), unit(e.other));
    case K::RiskRolls:
        return e.passed ? tr("%1's risk rolls: %2; he lives").arg(general(e.general), faces(e.dice))
                        : tr("%1's risk rolls: %2").arg(general(e.general), faces(e.dice));
    case K::RoutTest:
        return e.passed ? tr("%1's rout test: %2; he lives").arg(general(e.general), faces(e.dice))
                        : tr("%1's rout test: %2").arg(general(e.general), faces(e.dice));
    case K::GeneralKilled:
        return tr("%1 is killed").arg(general(e.general));
    case K::GeneralUnattached:
        return tr("%1 is left without a unit").arg(general(e.general));
    case K::MoraleIgnored:
        return e.cause == C::General ? tr("%1 need not check morale: its general is with it").arg(unit(e.unit))
                                     : tr("%1 need not check morale: Veterans").arg(unit(e.unit));
    case K::MoraleCheck:
        return e.passed ? tr("%1's morale check: %2, needing %3: it holds").arg(unit(e.unit), faces(e.dice)).arg(e.needed)
                        : tr("%1's morale check: %2, needing %3: it fails and must retreat").arg(unit(e.unit), faces(e.dice)).arg(e.needed);
    case K::Retreated:
        return tr("%1 retreats one space").arg(unit(e.unit));
    case K::PushedBack:
        return tr("%1 gives way to %2").arg(unit(e.unit), unit(e.other));
    case K::Advanced:
        return tr("%1 advances into the space left").arg(unit(e.unit));
    case K::BreakpointLoss:
        switch (e.cause) {
        case C::Retreat: return tr("%1 loses 1 for the retreat of %2").arg(army(e.side), unit(e.unit));
        case C::Rout: return tr("%1 loses 2 for the rout of %2").arg(army(e.side), unit(e.unit));
        case C::VeteranRout: return tr("%1 loses 3 for the rout of veteran %2").arg(army(e.side), unit(e.unit));
        case C::GeneralKilled:
            return tr("%1 loses %2 (1D3) for the death of %3").arg(army(e.side)).arg(e.amount).arg(general(e.general));
        default: return tr("%1 loses %2").arg(army(e.side)).arg(e.amount);
        }
    case K::Breakpoint:
        return tr("%1's breakpoint: %2 left (%3 lost)").arg(army(e.side)).arg(e.amount).arg(e.count);
    case K::ArmyQuits:
        return e.cause == C::NoUnitsLeft ? tr("%1 has no units left and quits the field").arg(army(e.side))
                                         : tr("%1 has reached its breakpoint and quits the field").arg(army(e.side));
    case K::BattleDecided:
        return e.passed ? tr("%1 wins the battle").arg(army(e.side)) : tr("The battle is a draw");
    }
    return {};
}

QString OhwWording::summary(const ohw::Action &played, const ohw::GameState *before) const
{
    struct Words
    {
        const OhwWording &w;
        const ohw::GameState *before;
        QString operator()(const ohw::RollInitiative &) const { return tr("Initiative roll"); }
        QString operator()(const ohw::ChooseOrder &c) const
        {
            return c.moveFirst ? tr("Chooses to move first") : tr("Chooses to move second");
        }
        QString operator()(const ohw::Move &m) const
        {
            const auto spaces = static_cast<int>(std::count_if(
                m.steps.begin(), m.steps.end(), [](const ohw::MoveStep &s) { return s.kind == ohw::MoveStep::Kind::Space; }));
            if (!m.charge)
                return tr("%1 moves %n space(s)", nullptr, spaces).arg(w.unit(m.unit));
            if (spaces == 0)
                return tr("%1 charges %2 (%3)").arg(w.unit(m.unit), w.unit(m.charge->target), face(m.charge->face));
            return tr("%1 moves %n space(s) and charges %2 (%3)", nullptr, spaces)
                .arg(w.unit(m.unit), w.unit(m.charge->target), face(m.charge->face));
        }
        QString operator()(const ohw::PushMove &p) const
        {
            return p.charge ? tr("%1's push move: a charge on %2 (%3)").arg(w.unit(p.unit), w.unit(p.charge->target), face(p.charge->face))
                            : tr("%1's push move").arg(w.unit(p.unit));
        }
        QString operator()(const ohw::Disengage &d) const { return tr("%1 disengages").arg(w.unit(d.unit)); }
        QString operator()(const ohw::JoinUnit &j) const { return tr("%1 joins %2").arg(w.general(j.general), w.unit(j.unit)); }
        QString operator()(const ohw::Shoot &s) const
        {
            return tr("%1 shoots at %2 (range %3)").arg(w.unit(s.shooter), w.unit(s.target)).arg(s.range);
        }
        QString operator()(const ohw::Attack &a) const { return tr("%1 attacks %2").arg(w.unit(a.attacker), w.unit(a.target)); }
        QString operator()(const ohw::RollPending &) const { return tr("The general's roll"); }
        QString operator()(const ohw::CheckMorale &c) const { return tr("%1 checks morale").arg(w.unit(c.unit)); }
        QString operator()(const ohw::Retreat &r) const
        {
            if (before && before->pendingRetreat)
                return tr("%1's retreat (%2)").arg(w.unit(*before->pendingRetreat), retreatOutcome(r.outcome));
            return tr("The retreat (%1)").arg(retreatOutcome(r.outcome));
        }
        QString operator()(const ohw::Advance &a) const
        {
            return tr("%1 advances into the space left (%2)").arg(w.unit(a.unit), terrain(a.ground));
        }
        QString operator()(const ohw::TakeBreakpoint &) const { return tr("Step 5: the breakpoint"); }
        QString operator()(const ohw::EndStep &) const { return tr("End of the step"); }
    };
    return std::visit(Words{*this, before}, played);
}

QString OhwWording::refusal(const ohw::Refusal &r) const
{
    const auto u = [&](const char *name) { return unit(argValue(r, name)); };
    const auto n = [&](const char *name) { return argValue(r, name); };
    const auto k = [&](const char *name) {
        const ohw::Arg *a = r.arg(name);
        return a ? key(a->key) : QString();
    };
    const auto s = [&](const char *name) { return army(n(name) == 1 ? ohw::Side::B : ohw::Side::A); };
    const auto g = [&](const char *name) { return general(n(name)); };
    const std::string &c = r.code;
    QString text;
    if (c == "already-attacked") text = tr("%1 has already attacked in this step").arg(u("unit"));
    else if (c == "already-moved") text = tr("%1 has already moved").arg(u("unit"));
    else if (c == "already-shot") text = tr("%1 has already shot in this step").arg(u("unit"));
    else if (c == "attacks-due") text = tr("%1 must still attack before combat ends").arg(u("unit"));
    else if (c == "bad-step") text = tr("%1 cannot take that movement action").arg(u("unit"));
    else if (c == "battle-decided") text = tr("The battle is over");
    else if (c == "breakpoint-due") text = tr("Take the breakpoint first");
    else if (c == "cannot-advance") text = tr("%1 may not advance now").arg(u("unit"));
    else if (c == "cannot-disengage") text = tr("%1 cannot leave this melee").arg(u("unit"));
    else if (c == "cannot-enter") text = tr("%1 (%2) cannot enter this ground: %3").arg(u("unit"), k("type"), k("terrain"));
    else if (c == "cannot-shoot") text = tr("%1 cannot shoot").arg(u("unit"));
    else if (c == "charge-pivots") text = tr("%1 may pivot only once before charging, not %2 times").arg(u("unit")).arg(n("pivots"));
    else if (c == "dice-count") text = tr("This roll needs %1 dice, not %2").arg(n("expected")).arg(n("given"));
    else if (c == "die-face") text = tr("A die of %1 sides cannot show %2").arg(n("sides")).arg(n("value"));
    else if (c == "empty-move") text = tr("%1's move has no action").arg(u("unit"));
    else if (c == "engaged-cannot-shoot") text = tr("%1 is in melee and cannot shoot").arg(u("unit"));
    else if (c == "face-taken") text = tr("%1 is already contacted on this face (%2) by %3").arg(u("target"), k("face"), u("by"));
    else if (c == "friend-cannot-give-way") text = tr("%1 cannot give way").arg(u("friend"));
    else if (c == "general-dead") text = tr("%1 is dead").arg(g("general"));
    else if (c == "general-moved") text = tr("%1 has already changed units in this half").arg(g("general"));
    else if (c == "initiative-due") text = tr("Roll for the initiative first");
    else if (c == "into-melee") text = tr("%1 cannot shoot into the melee of %2").arg(u("unit"), u("target"));
    else if (c == "morale-checks-due") text = tr("%1 must still check morale").arg(u("unit"));
    else if (c == "morale-not-due") text = tr("%1 need not check morale").arg(u("unit"));
    else if (c == "move-too-far") text = tr("%1's move costs %2 actions; it has %3").arg(u("unit")).arg(n("cost")).arg(n("allowance"));
    else if (c == "moved-cannot-shoot") text = tr("%1 moved and cannot shoot").arg(u("unit"));
    else if (c == "no-choice-due") text = tr("No order is to be chosen now");
    else if (c == "no-interpenetration") text = tr("%1 cannot pass through %2").arg(u("unit"), u("other"));
    else if (c == "no-retreat-due") text = tr("No retreat is due");
    else if (c == "no-roll-due") text = tr("No roll is due");
    else if (c == "no-such-general") text = tr("There is no general %1").arg(n("general"));
    else if (c == "no-such-unit") text = tr("There is no unit %1").arg(n("unit"));
    else if (c == "not-a-friend") text = tr("%1 is not a friend of %2").arg(u("friend"), u("unit"));
    else if (c == "not-an-enemy") text = tr("%1 is not an enemy of %2").arg(u("target"), u("unit"));
    else if (c == "not-engaged") text = tr("%1 is not in a melee").arg(u("unit"));
    else if (c == "not-in-contact") text = tr("%1 is not in contact with %2").arg(u("unit"), u("target"));
    else if (c == "not-your-general") text = tr("%1 is not a general of %2").arg(g("general"), s("side"));
    else if (c == "not-your-unit") text = tr("%1 is not a unit of %2").arg(u("unit"), s("side"));
    else if (c == "order-choice-due") text = tr("%1 must first choose to move first or second").arg(s("side"));
    else if (c == "out-of-range") text = tr("%1 shoots at most %2 spaces, not %3").arg(u("unit")).arg(n("max")).arg(n("range"));
    else if (c == "over-friends") text = tr("%1 cannot shoot over friends").arg(u("unit"));
    else if (c == "push-not-now") text = tr("%1 may push only straight after its own move").arg(u("unit"));
    else if (c == "push-one-action") text = tr("%1's push move is one action").arg(u("unit"));
    else if (c == "retreat-due") text = tr("Settle the retreat of %1 first").arg(u("unit"));
    else if (c == "roll-due") text = tr("Make %1 first (%2)").arg(k("roll"), g("general"));
    else if (c == "setup-army-empty") text = tr("%1 has no units").arg(s("side"));
    else if (c == "setup-general-unit") text = tr("%1: general %2 is given to no unit %3").arg(s("side")).arg(n("general")).arg(n("unit"));
    else if (c == "setup-ground") text = tr("%1: unit %2 (%3) cannot stand on this ground: %4").arg(s("side")).arg(n("unit")).arg(k("type"), k("terrain"));
    else if (c == "setup-trait-not-allowed") text = tr("%1: unit %2 (%3) cannot be %4").arg(s("side")).arg(n("unit")).arg(k("type"), k("trait"));
    else if (c == "setup-two-generals") text = tr("%1: unit %2 has two generals").arg(s("side")).arg(n("unit"));
    else if (c == "setup-unit-type") text = tr("%1: unit %2 has no type").arg(s("side")).arg(n("unit"));
    else if (c == "unit-engaged") text = tr("%1 is in melee").arg(u("unit"));
    else if (c == "unit-gone") text = tr("%1 has left the field").arg(u("unit"));
    else if (c == "unit-has-general") text = tr("%1 already has a general").arg(u("unit"));
    else if (c == "wrong-step") text = tr("Not in the %1 step: this is the %2 step").arg(k("needed"), k("step"));
    else if (c == "nothing-to-undo") text = tr("Nothing to undo");
    else if (c == "nothing-to-redo") text = tr("Nothing to redo");
    else text = tr("Not allowed (%1)").arg(QString::fromStdString(c));
    const QString cite = citation(r.section);
    return cite.isEmpty() ? text : tr("%1 (%2)", "a refusal and its section").arg(text, cite);
}
