#include "mwrwording.h"

#include "mwr/keys.h"

#include "numberformat.h"

#include <variant>

namespace {

int argValue(const mwr::Refusal &r, const char *name)
{
    const mwr::RefusalArg *a = r.arg(name);
    return a ? a->value : -1;
}

} // namespace

MwrWording::MwrWording(const mwr::GameState &state)
{
    for (const mwr::Unit &u : state.units)
        m_units.push_back(QString::fromStdString(u.name));
    m_armies[0] = QString::fromStdString(state.armyNames.at(0));
    m_armies[1] = QString::fromStdString(state.armyNames.at(1));
}

QString MwrWording::unit(mwr::UnitId id) const
{
    if (id >= 0 && static_cast<std::size_t>(id) < m_units.size())
        return m_units.at(static_cast<std::size_t>(id));
    return tr("unit %1").arg(id);
}

QString MwrWording::army(mwr::Side side) const
{
    return m_armies[mwr::sideIndex(side)];
}

QString MwrWording::citation(const std::string &section, const std::string &ruling)
{
    if (section.empty())
        return {};
    const QString s = QStringLiteral("§") + QString::fromStdString(section);
    return ruling.empty() ? s : s + QStringLiteral(", ") + QString::fromStdString(ruling);
}

QString MwrWording::cohesion(mwr::Cohesion cohesion)
{
    switch (cohesion) {
    case mwr::Cohesion::Fresh:
        return tr("Fresh");
    case mwr::Cohesion::Shaken:
        return tr("Shaken");
    case mwr::Cohesion::Disrupted:
        return tr("Disrupted");
    case mwr::Cohesion::Destroyed:
        return tr("Destroyed");
    }
    return {};
}

QString MwrWording::result(mwr::CombatResult result)
{
    switch (result) {
    case mwr::CombatResult::Repulsed:
        return tr("Repulsed");
    case mwr::CombatResult::BrutalClash:
        return tr("Brutal Clash");
    case mwr::CombatResult::ForcedBack:
        return tr("Forced Back");
    case mwr::CombatResult::HitAndHold:
        return tr("Hit & Hold");
    case mwr::CombatResult::Breakthrough:
        return tr("Breakthrough");
    }
    return {};
}

QString MwrWording::resultMeaning(mwr::CombatResult result)
{
    switch (result) {
    case mwr::CombatResult::Repulsed:
        return tr("attacker takes 1 hit");
    case mwr::CombatResult::BrutalClash:
        return tr("both take 1 hit");
    case mwr::CombatResult::ForcedBack:
        return tr("defender pushed back");
    case mwr::CombatResult::HitAndHold:
        return tr("defender takes 1 hit");
    case mwr::CombatResult::Breakthrough:
        return tr("defender takes 1 hit and is pushed back");
    }
    return {};
}

QString MwrWording::action(mwr::ActionKind kind)
{
    switch (kind) {
    case mwr::ActionKind::Move:
        return tr("Move");
    case mwr::ActionKind::Attack:
        return tr("Attack");
    case mwr::ActionKind::FallBack:
        return tr("Fall Back");
    case mwr::ActionKind::Rally:
        return tr("Rally");
    case mwr::ActionKind::Hold:
        return tr("Hold");
    }
    return {};
}

QString MwrWording::terrain(mwr::Terrain terrain)
{
    switch (terrain) {
    case mwr::Terrain::Open:
        return tr("Open ground");
    case mwr::Terrain::Road:
        return tr("Road");
    case mwr::Terrain::Rough:
        return tr("Rough ground");
    case mwr::Terrain::Obstacle:
        return tr("Obstacle");
    case mwr::Terrain::Impassable:
        return tr("Impassable");
    }
    return {};
}

QString MwrWording::direction(mwr::AttackDirection direction)
{
    switch (direction) {
    case mwr::AttackDirection::Front:
        return tr("Front");
    case mwr::AttackDirection::Flank:
        return tr("Flank");
    case mwr::AttackDirection::Rear:
        return tr("Rear");
    }
    return {};
}

QString MwrWording::behind(mwr::Behind::Kind kind)
{
    switch (kind) {
    case mwr::Behind::Kind::Clear:
        return tr("Clear ground");
    case mwr::Behind::Kind::Unit:
        return tr("A unit");
    case mwr::Behind::Kind::Rough:
        return tr("Rough ground");
    case mwr::Behind::Kind::Obstacle:
        return tr("Obstacle");
    case mwr::Behind::Kind::Impassable:
        return tr("Impassable");
    case mwr::Behind::Kind::TableEdge:
        return tr("Table edge");
    }
    return {};
}

QString MwrWording::resolveItem(const mwr::ResolveItem &item) const
{
    using K = mwr::ResolveItem::Kind;
    switch (item.kind) {
    case K::Base:
        return tr("Base Resolve");
    case K::Cohesion:
        return cohesion(item.cohesion);
    case K::SideSupport:
        return tr("Side support: %1").arg(unit(item.unit));
    case K::RearSupport:
        return tr("Rear support: %1").arg(unit(item.unit));
    case K::FlankAttack:
        return tr("Flank attack");
    case K::RearAttack:
        return tr("Rear attack");
    case K::SupportDenied:
        return tr("No support in flank or rear: %1").arg(unit(item.unit));
    }
    return {};
}

QString MwrWording::destroyed(const mwr::Effect &e) const
{
    using C = mwr::Effect::Cause;
    const QString name = unit(e.unit);
    switch (e.cause) {
    case C::IntoEnemy:
        return tr("%1 is destroyed, pushed into %2").arg(name, unit(e.other));
    case C::IntoRough:
        return tr("%1 is destroyed, pushed into rough ground").arg(name);
    case C::IntoObstacle:
        return tr("%1 is destroyed, pushed into an obstacle").arg(name);
    case C::IntoImpassable:
        return tr("%1 is destroyed, pushed into impassable ground").arg(name);
    case C::OffTable:
        return tr("%1 is destroyed, pushed off the table").arg(name);
    default:
        return tr("%1 is destroyed").arg(name);
    }
}

QString MwrWording::effect(const mwr::Effect &e) const
{
    using K = mwr::Effect::Kind;
    const QString name = unit(e.unit);
    switch (e.kind) {
    case K::Moved:
        return e.allowance.crossesObstacle ? tr("%1 crosses the obstacle").arg(name)
                                           : tr("%1 moves over %2, up to %3 base widths")
                                                 .arg(name, terrain(e.terrain).toLower(),
                                                      numberformat::mixed(e.allowance.baseWidths));
    case K::FellBack:
        return e.allowance.crossesObstacle ? tr("%1 falls back across the obstacle").arg(name)
                                           : tr("%1 falls back over %2, up to %3 base widths")
                                                 .arg(name, terrain(e.terrain).toLower(),
                                                      numberformat::mixed(e.allowance.baseWidths));
    case K::Rallied:
        return tr("%1 rallies: now %2").arg(name, cohesion(e.cohesion));
    case K::Held:
        return tr("%1 holds").arg(name);
    case K::Contact:
        return tr("%1 is in contact with %2").arg(name, unit(e.other));
    case K::ContactEnded:
        return tr("%1 is no longer in contact with %2").arg(name, unit(e.other));
    case K::ContactsSet:
        return tr("%1 touches %n enemy unit(s)", nullptr, e.amount).arg(name);
    case K::Melee:
        if (e.melee)
            return tr("%1 attacks %2: Resolve %3 against %4")
                .arg(name, unit(e.other), numberformat::whole(e.melee->attackerResolve.total()),
                     numberformat::whole(e.melee->defenderResolve.total()));
        return tr("%1 attacks %2").arg(name, unit(e.other));
    case K::Rolled: {
        QStringList faces;
        for (const int f : e.faces)
            faces << QString::number(f);
        return e.cause == mwr::Effect::Cause::PlayersDice
                   ? tr("%1 rolls %2 (the players' dice)").arg(name, faces.join(QStringLiteral(", ")))
                   : tr("%1 rolls %2").arg(name, faces.join(QStringLiteral(", ")));
    }
    case K::Picked:
        if (e.faces.empty() || !e.result)
            return {};
        return e.cause == mwr::Effect::Cause::NoChoice
                   ? tr("Both dice read %1").arg(result(*e.result))
                   : tr("Kept: %1, %2").arg(e.faces.front()).arg(result(*e.result));
    case K::Result:
        return e.result ? tr("%1: %2").arg(result(*e.result), resultMeaning(*e.result)) : QString();
    case K::Hit:
        return tr("%1 takes a hit: now %2").arg(name, cohesion(e.cohesion));
    case K::PushedBack:
        return e.cause == mwr::Effect::Cause::ByChain ? tr("%1 is pushed back by %2, 1 base width").arg(name, unit(e.other))
                                                      : tr("%1 is pushed back 1 base width").arg(name);
    case K::PassedThrough:
        return tr("%1 passes through %2").arg(name, unit(e.other));
    case K::Destroyed:
        return destroyed(e);
    case K::TurnBegan:
        return tr("Turn %1 begins: %2 to act").arg(e.amount).arg(army(e.side));
    case K::BattleDecided:
        return e.cause == mwr::Effect::Cause::Draw ? tr("The battle ends in a draw")
                                                   : tr("%1 wins the battle").arg(army(e.side));
    }
    return {};
}

QString MwrWording::summary(const mwr::Action &played) const
{
    struct Words
    {
        const MwrWording &w;
        QString operator()(const mwr::Move &m) const
        {
            return tr("%1: %2 (%3)").arg(w.unit(m.unit), MwrWording::action(mwr::ActionKind::Move), terrain(m.terrain));
        }
        QString operator()(const mwr::FallBack &m) const
        {
            return tr("%1: %2 (%3)").arg(w.unit(m.unit), MwrWording::action(mwr::ActionKind::FallBack), terrain(m.terrain));
        }
        QString operator()(const mwr::Attack &a) const
        {
            return tr("%1 attacks %2 (%3)").arg(w.unit(a.attacker), w.unit(a.defender), direction(a.direction));
        }
        QString operator()(const mwr::Rally &r) const
        {
            return tr("%1: %2").arg(w.unit(r.unit), MwrWording::action(mwr::ActionKind::Rally));
        }
        QString operator()(const mwr::Hold &h) const
        {
            return tr("%1: %2").arg(w.unit(h.unit), MwrWording::action(mwr::ActionKind::Hold));
        }
        QString operator()(const mwr::Pick &p) const { return tr("The roller keeps the %1").arg(p.face); }
        QString operator()(const mwr::PushBack &p) const
        {
            QStringList steps;
            for (const mwr::Behind &b : p.behind)
                steps << (b.kind == mwr::Behind::Kind::Unit ? w.unit(b.unit) : behind(b.kind));
            return tr("Push-back: %1").arg(steps.join(QStringLiteral(" → ")));
        }
        QString operator()(const mwr::SetContacts &c) const
        {
            QStringList names;
            for (const mwr::UnitId id : c.enemies)
                names << w.unit(id);
            return tr("Contacts of %1: %2").arg(w.unit(c.unit), names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")));
        }
    };
    return std::visit(Words{*this}, played);
}

QString MwrWording::keyWord(const std::string &key) const
{
    if (const auto c = mwr::fromKey<mwr::Cohesion>(key))
        return cohesion(*c);
    if (const auto r = mwr::fromKey<mwr::CombatResult>(key))
        return result(*r);
    if (const auto k = mwr::fromKey<mwr::SupportKind>(key))
        return *k == mwr::SupportKind::Side ? tr("side") : tr("rear");
    if (const auto s = mwr::fromKey<mwr::Melee::Step>(key))
        return *s == mwr::Melee::Step::Pick ? tr("the pick of a die") : tr("the push-back");
    return QString::fromStdString(key);
}

QString MwrWording::refusal(const mwr::Refusal &r) const
{
    const auto u = [&](const char *name) { return unit(argValue(r, name)); };
    const auto n = [&](const char *name) { return argValue(r, name); };
    const auto k = [&](const char *name) {
        const mwr::RefusalArg *a = r.arg(name);
        return a ? keyWord(a->key) : QString();
    };
    const auto s = [&](const char *name) { return army(n(name) == 1 ? mwr::Side::B : mwr::Side::A); };
    const std::string &c = r.code;
    QString text;
    if (c == "already-acted")
        text = tr("%1 has already acted this turn").arg(u("unit"));
    else if (c == "army-empty")
        text = tr("%1 has no units").arg(s("side"));
    else if (c == "battle-over")
        text = tr("The battle is over");
    else if (c == "break-point-out-of-range")
        text = tr("A break point of %1 is more than the %2 units an army has").arg(n("breakPoint")).arg(n("most"));
    else if (c == "contact-listed-twice")
        text = tr("%1 is listed twice among the units %2 touches").arg(u("other"), u("unit"));
    else if (c == "contact-not-enemy")
        text = tr("%1 cannot be in contact with %2: they are friends").arg(u("unit"), u("other"));
    else if (c == "dice-count")
        text = tr("This roll takes %1 dice, not %2").arg(n("expected")).arg(n("given"));
    else if (c == "engaged-cannot-move")
        text = tr("%1 is engaged and cannot move: it may attack or fall back").arg(u("unit"));
    else if (c == "engaged-cannot-rally")
        text = tr("%1 is engaged and cannot rally").arg(u("unit"));
    else if (c == "face-not-rolled")
        text = tr("No die shows %1").arg(n("face"));
    else if (c == "face-out-of-range")
        text = tr("A die shows 1 to 6, not %1").arg(n("face"));
    else if (c == "impassable")
        text = tr("%1 cannot enter impassable ground").arg(u("unit"));
    else if (c == "melee-pending")
        text = tr("%1's melee waits for %2 first").arg(u("attacker"), k("step"));
    else if (c == "no-such-unit")
        text = tr("There is no unit %1").arg(n("unit"));
    else if (c == "not-engaged-with")
        text = tr("%1 is not in contact with %2").arg(u("attacker"), u("defender"));
    else if (c == "not-your-go")
        text = tr("It is %1's activation, not %2's").arg(s("side"), u("unit"));
    else if (c == "nothing-to-rally")
        text = tr("%1 is %2: there is nothing to rally").arg(u("unit"), k("cohesion"));
    else if (c == "pick-not-offered")
        text = tr("The dice offer %1 or %2, not %3").arg(k("first"), k("second"), k("chosen"));
    else if (c == "preference-not-an-order")
        text = tr("A preference ranks each result once");
    else if (c == "push-back-incomplete")
        text = tr("Say what lies behind %1").arg(u("unit"));
    else if (c == "push-back-into-attacker")
        text = tr("%1 is the attacker: a push-back moves away from it").arg(u("unit"));
    else if (c == "push-back-overlong")
        text = tr("The push-back ended before the last %n step(s)", nullptr, n("extra"));
    else if (c == "push-back-repeats-unit")
        text = tr("%1 is already in this push-back").arg(u("unit"));
    else if (c == "rear-supporter-engaged")
        text = tr("%1 is engaged and cannot support from the rear").arg(u("unit"));
    else if (c == "resolve-out-of-range")
        text = tr("A base Resolve is 1 to 6, not %1").arg(n("resolve"));
    else if (c == "step-not-awaited")
        text = tr("The melee is not waiting for %1").arg(k("step"));
    else if (c == "supporter-in-melee")
        text = tr("%1 fights in this melee and cannot support it").arg(u("unit"));
    else if (c == "supporter-listed-twice")
        text = tr("%1 is listed twice as a supporter").arg(u("unit"));
    else if (c == "supporter-not-friendly")
        text = tr("%1 is not a friend of %2 and cannot support it").arg(u("unit"), u("supported"));
    else if (c == "through-enemies")
        text = tr("%1 cannot pass through enemy units").arg(u("unit"));
    else if (c == "through-friends")
        text = tr("%1 is not Skirmishers and cannot pass through friends").arg(u("unit"));
    else if (c == "too-many-supporters")
        text = tr("%1 can have at most %2 %3 supporter(s)").arg(u("supported")).arg(n("most")).arg(k("kind"));
    else if (c == "unit-destroyed")
        text = tr("%1 is destroyed").arg(u("unit"));
    else
        text = tr("Refused: %1").arg(QString::fromStdString(c));
    return tr("%1 (%2)").arg(text, citation(r.section, r.ruling));
}
