#include "ohwcodec.h"

#include "codecparts.h"
#include "rulesetcodec.h"

#include "ohw/keys.h"

#include <QJsonArray>

#include <type_traits>

namespace record {

namespace {

using codec::Fields;
using codec::Reader;
using json::keyText;

/** The units an army of this ruleset may hold: as many as an Ancients army's Blocks. */
constexpr int MaximumUnits = limits::MaximumBlocksPerArmy;
/** The most dice one action of the players may give: a risk roll's 2D6 for each die of the largest pool. */
constexpr int MaximumDice = 2 * ohw::MaxPoolDice;
/** The longest range the players may count, in spaces (§6, ruling R13: the engine judges the rest). */
constexpr int MaximumRange = 99;

template<typename Enum>
QString key(Enum value)
{
    return keyText(ohw::keyOf(value));
}

template<typename Enum>
Enum readKey(Reader &r, const QJsonValue &v, const QString &p, const QString &what)
{
    return r.key<Enum>(v, p, ohw::keysOf<Enum>(), what);
}

template<typename Enum>
auto keyReader(const char *what)
{
    return [what](Reader &r, const QJsonValue &v, const QString &p) { return readKey<Enum>(r, v, p, QLatin1String(what)); };
}

const auto readGround = keyReader<ohw::Terrain>("a kind of ground");
const auto readFace = keyReader<ohw::Face>("a face of a unit");
const auto readSide = keyReader<ohw::Side>("a side");

int readUnit(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.whole(v, p, 0, BattleCodec::MaximumId, QStringLiteral("a unit number (0 to %1)").arg(BattleCodec::MaximumId));
}

/** A unit number, or −1 for none. */
int readUnitOrNone(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.whole(v, p, -1, BattleCodec::MaximumId,
                   QStringLiteral("a unit number (0 to %1), or -1 for none").arg(BattleCodec::MaximumId));
}

int readGeneral(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.whole(v, p, 0, BattleCodec::MaximumId, QStringLiteral("a general's number (0 to %1)").arg(BattleCodec::MaximumId));
}

int readFace6(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.whole(v, p, 1, 6, QStringLiteral("a face of a D6 (1 to 6)"));
}

/** The players' own dice: @c null for the game's, or @p fewest to @p most faces, each 1 to @p faces. */
auto ownDice(int most, int faces = 6, int fewest = 1)
{
    return [most, faces, fewest](Reader &r, const QJsonValue &v, const QString &p) -> std::optional<std::vector<int>> {
        if (v.isNull())
            return std::nullopt;
        const auto dice = r.each<int>(v, p, [&r, faces](const QJsonValue &value, const QString &at) {
            return r.whole(value, at, 1, faces, QStringLiteral("a face of a D%1 (1 to %1)").arg(faces));
        });
        if (v.isArray() && (dice.size() < static_cast<std::size_t>(fewest) || dice.size() > static_cast<std::size_t>(most)))
            r.problem(p, QStringLiteral("holds %1 to %2 dice, or is null for the game's dice").arg(fewest).arg(most));
        return dice;
    };
}

/** One die of the players', or @c null for the game's. */
std::optional<int> readOwnDie(Reader &r, const QJsonValue &v, const QString &p)
{
    if (v.isNull())
        return std::nullopt;
    return readFace6(r, v, p);
}

template<typename T>
QJsonValue orNull(const std::optional<T> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonArray intArray(const std::vector<int> &values)
{
    QJsonArray out;
    for (const int v : values)
        out.append(v);
    return out;
}

QJsonValue diceJson(const std::optional<std::vector<int>> &dice)
{
    return dice ? QJsonValue(intArray(*dice)) : QJsonValue(QJsonValue::Null);
}

QJsonArray traitsJson(ohw::Traits traits)
{
    QJsonArray out;
    for (int t = 0; t < ohw::TraitCount; ++t) {
        if (traits.has(static_cast<ohw::Trait>(t)))
            out.append(key(static_cast<ohw::Trait>(t)));
    }
    return out;
}

/** Traits as their keys, in the text's order, each once (the canonical form checks the order). */
ohw::Traits readTraits(Reader &r, const QJsonValue &v, const QString &p)
{
    ohw::Traits traits;
    for (const ohw::Trait t : r.each<ohw::Trait>(v, p, [&r](const QJsonValue &value, const QString &at) {
             return readKey<ohw::Trait>(r, value, at, QStringLiteral("a trait"));
         }))
        traits = traits.with(t);
    return traits;
}

// ---- actions ---------------------------------------------------------------------------------

constexpr std::array<std::string_view, 14> ActionKinds{
    "roll-initiative", "choose-order", "move",         "push-move", "disengage", "join-unit",       "shoot",
    "attack",          "roll-pending", "check-morale", "retreat",   "advance",   "take-breakpoint", "end-step"};
static_assert(std::variant_size_v<ohw::Action> == ActionKinds.size());

QJsonObject stepJson(const ohw::MoveStep &s)
{
    return {{QStringLiteral("kind"), key(s.kind)}, {QStringLiteral("ground"), key(s.ground)}, {QStringLiteral("through"), s.through}};
}

ohw::MoveStep readStep(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    ohw::MoveStep s;
    s.kind = f.read("kind", keyReader<ohw::MoveStep::Kind>("a movement action"));
    s.ground = f.read("ground", readGround);
    s.through = f.read("through", readUnitOrNone);
    return s;
}

QJsonValue chargeJson(const std::optional<ohw::Charge> &c)
{
    if (!c)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("target"), c->target}, {QStringLiteral("face"), key(c->face)}};
}

std::optional<ohw::Charge> readCharge(Reader &r, const QJsonValue &v, const QString &p)
{
    if (v.isNull())
        return std::nullopt;
    Fields f(r, v, p);
    ohw::Charge c;
    c.target = f.read("target", readUnit);
    c.face = f.read("face", readFace);
    return c;
}

QJsonObject body(const ohw::RollInitiative &a)
{
    return {{QStringLiteral("dice"), a.dice ? QJsonValue(QJsonArray{(*a.dice)[0], (*a.dice)[1]}) : QJsonValue(QJsonValue::Null)}};
}
QJsonObject body(const ohw::ChooseOrder &a) { return {{QStringLiteral("move_first"), a.moveFirst}}; }
QJsonObject body(const ohw::Move &a)
{
    QJsonArray steps;
    for (const ohw::MoveStep &s : a.steps)
        steps.append(stepJson(s));
    return {{QStringLiteral("unit"), a.unit}, {QStringLiteral("steps"), steps}, {QStringLiteral("charge"), chargeJson(a.charge)}};
}
QJsonObject body(const ohw::PushMove &a)
{
    return {{QStringLiteral("unit"), a.unit},
            {QStringLiteral("step"), a.step ? QJsonValue(stepJson(*a.step)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("charge"), chargeJson(a.charge)},
            {QStringLiteral("die"), orNull(a.die)}};
}
QJsonObject body(const ohw::Disengage &a) { return {{QStringLiteral("unit"), a.unit}}; }
QJsonObject body(const ohw::JoinUnit &a) { return {{QStringLiteral("general"), a.general}, {QStringLiteral("unit"), a.unit}}; }
QJsonObject body(const ohw::Shoot &a)
{
    return {{QStringLiteral("shooter"), a.shooter},
            {QStringLiteral("target"), a.target},
            {QStringLiteral("range"), a.range},
            {QStringLiteral("over_friends"), a.overFriends},
            {QStringLiteral("dice"), diceJson(a.dice)}};
}
QJsonObject body(const ohw::Attack &a)
{
    return {{QStringLiteral("attacker"), a.attacker}, {QStringLiteral("target"), a.target}, {QStringLiteral("dice"), diceJson(a.dice)}};
}
QJsonObject body(const ohw::RollPending &a) { return {{QStringLiteral("dice"), diceJson(a.dice)}}; }
QJsonObject body(const ohw::CheckMorale &a) { return {{QStringLiteral("unit"), a.unit}, {QStringLiteral("die"), orNull(a.die)}}; }
QJsonObject body(const ohw::Retreat &a)
{
    return {{QStringLiteral("outcome"), key(a.outcome)},
            {QStringLiteral("ground"), key(a.ground)},
            {QStringLiteral("friend_unit"), a.friendUnit},
            {QStringLiteral("friend_ground"), key(a.friendGround)}};
}
QJsonObject body(const ohw::Advance &a) { return {{QStringLiteral("unit"), a.unit}, {QStringLiteral("ground"), key(a.ground)}}; }
QJsonObject body(const ohw::TakeBreakpoint &a) { return {{QStringLiteral("d3"), diceJson(a.d3)}}; }
QJsonObject body(const ohw::EndStep &) { return {}; }

ohw::Action readOhwAction(Reader &r, const QJsonValue &json, const QString &path)
{
    Fields f(r, json, path);
    if (!f.isObject())
        return ohw::EndStep{};
    const std::size_t kind = rulesetcodec::readKind(r, f, ActionKinds, QStringLiteral("an action of 3D6 OHW Gridded Ancients"));
    switch (kind) {
    case 0: {
        ohw::RollInitiative a;
        const auto dice = f.read("dice", ownDice(2));
        if (dice && dice->size() == 2)
            a.dice = std::array<int, 2>{(*dice)[0], (*dice)[1]};
        else if (dice && dice->size() == 1)
            r.problem(f.at(QStringLiteral("dice")), QStringLiteral("holds two faces, A's then B's, or is null"));
        return a;
    }
    case 1:
        return ohw::ChooseOrder{f.read("move_first", codec::readBool)};
    case 2: {
        ohw::Move a;
        a.unit = f.read("unit", readUnit);
        a.steps = f.read("steps", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.each<ohw::MoveStep>(v, p, [&rd](const QJsonValue &value, const QString &at) { return readStep(rd, value, at); });
        });
        a.charge = f.read("charge", readCharge);
        return a;
    }
    case 3: {
        ohw::PushMove a;
        a.unit = f.read("unit", readUnit);
        a.step = f.read("step", [](Reader &rd, const QJsonValue &v, const QString &p) -> std::optional<ohw::MoveStep> {
            if (v.isNull())
                return std::nullopt;
            return readStep(rd, v, p);
        });
        a.charge = f.read("charge", readCharge);
        a.die = f.read("die", readOwnDie);
        return a;
    }
    case 4:
        return ohw::Disengage{f.read("unit", readUnit)};
    case 5: {
        ohw::JoinUnit a;
        a.general = f.read("general", readGeneral);
        a.unit = f.read("unit", readUnit);
        return a;
    }
    case 6: {
        ohw::Shoot a;
        a.shooter = f.read("shooter", readUnit);
        a.target = f.read("target", readUnit);
        a.range = f.read("range", [](Reader &rd, const QJsonValue &v, const QString &p) { return rd.number(v, p, 0, MaximumRange); });
        a.overFriends = f.read("over_friends", codec::readBool);
        a.dice = f.read("dice", ownDice(MaximumDice));
        return a;
    }
    case 7: {
        ohw::Attack a;
        a.attacker = f.read("attacker", readUnit);
        a.target = f.read("target", readUnit);
        a.dice = f.read("dice", ownDice(MaximumDice));
        return a;
    }
    case 8:
        return ohw::RollPending{f.read("dice", ownDice(MaximumDice))};
    case 9: {
        ohw::CheckMorale a;
        a.unit = f.read("unit", readUnit);
        a.die = f.read("die", readOwnDie);
        return a;
    }
    case 10: {
        ohw::Retreat a;
        a.outcome = f.read("outcome", keyReader<ohw::RetreatOutcome>("a retreat's outcome"));
        a.ground = f.read("ground", readGround);
        a.friendUnit = f.read("friend_unit", readUnitOrNone);
        a.friendGround = f.read("friend_ground", readGround);
        return a;
    }
    case 11: {
        ohw::Advance a;
        a.unit = f.read("unit", readUnit);
        a.ground = f.read("ground", readGround);
        return a;
    }
    case 12:
        return ohw::TakeBreakpoint{f.read("d3", ownDice(MaximumUnits, 3, 0))}; // none when no general fell
    case 13:
        return ohw::EndStep{};
    default:
        f.markAllRead(); // the kind is wrong: its fields are not judged
        return ohw::EndStep{};
    }
}

// ---- the setup -------------------------------------------------------------------------------

QJsonObject armyJson(const ohw::ArmySetup &army)
{
    QJsonArray units;
    for (const ohw::UnitSetup &u : army.units) {
        units.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(u.name)},
                                 {QStringLiteral("type"), key(u.type)},
                                 {QStringLiteral("traits"), traitsJson(u.traits)},
                                 {QStringLiteral("ground"), key(u.ground)}});
    }
    QJsonArray generals;
    for (const ohw::GeneralSetup &g : army.generals)
        generals.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(g.name)}, {QStringLiteral("unit"), g.unit}});
    return {{QStringLiteral("name"), QString::fromStdString(army.name)},
            {QStringLiteral("units"), units},
            {QStringLiteral("generals"), generals}};
}

std::string readName(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.text(v, p, limits::MaximumNameLength, false).toStdString();
}

ohw::ArmySetup readArmy(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    ohw::ArmySetup army;
    army.name = f.read("name", readName);
    army.units = f.read("units", [](Reader &rd, const QJsonValue &uv, const QString &up) {
        auto units = rd.each<ohw::UnitSetup>(uv, up, [&rd](const QJsonValue &value, const QString &at) {
            Fields u(rd, value, at);
            ohw::UnitSetup spec;
            spec.name = u.read("name", readName);
            spec.type = u.read("type", keyReader<ohw::UnitType>("a unit type"));
            spec.traits = u.read("traits", readTraits);
            spec.ground = u.read("ground", readGround);
            return spec;
        });
        if (uv.isArray() && (units.empty() || units.size() > static_cast<std::size_t>(MaximumUnits)))
            rd.problem(up, QStringLiteral("must hold 1 to %1 units").arg(MaximumUnits));
        return units;
    });
    army.generals = f.read("generals", [](Reader &rd, const QJsonValue &gv, const QString &gp) {
        auto generals = rd.each<ohw::GeneralSetup>(gv, gp, [&rd](const QJsonValue &value, const QString &at) {
            Fields g(rd, value, at);
            ohw::GeneralSetup general;
            general.name = g.read("name", readName);
            general.unit = g.read("unit", [](Reader &nr, const QJsonValue &nv, const QString &np) {
                return nr.whole(nv, np, 0, MaximumUnits - 1,
                                QStringLiteral("the number of a unit of this army (0 to %1)").arg(MaximumUnits - 1));
            });
            return general;
        });
        if (gv.isArray() && generals.size() > static_cast<std::size_t>(MaximumUnits))
            rd.problem(gp, QStringLiteral("must hold at most %1 generals").arg(MaximumUnits));
        return generals;
    });
    return army;
}

// ---- the state -------------------------------------------------------------------------------

QJsonObject unitJson(const ohw::Unit &u)
{
    return {{QStringLiteral("id"), u.id},
            {QStringLiteral("side"), key(u.side)},
            {QStringLiteral("name"), QString::fromStdString(u.name)},
            {QStringLiteral("type"), key(u.type)},
            {QStringLiteral("traits"), traitsJson(u.traits)},
            {QStringLiteral("ground"), key(u.ground)},
            {QStringLiteral("hits"), u.hits},
            {QStringLiteral("removed"), u.removed},
            {QStringLiteral("moved"), u.moved},
            {QStringLiteral("pushed"), u.pushed},
            {QStringLiteral("disengaged"), u.disengaged},
            {QStringLiteral("pivots_this_move"), u.pivotsThisMove},
            {QStringLiteral("shot"), u.shot},
            {QStringLiteral("attacked"), u.attacked},
            {QStringLiteral("hit_by_enemy"), u.hitByEnemy}};
}

QJsonObject generalJson(const ohw::General &g)
{
    return {{QStringLiteral("id"), g.id},
            {QStringLiteral("side"), key(g.side)},
            {QStringLiteral("name"), QString::fromStdString(g.name)},
            {QStringLiteral("unit"), g.unit},
            {QStringLiteral("killed"), g.killed},
            {QStringLiteral("reroll_used"), g.rerollUsed},
            {QStringLiteral("joined_this_half"), g.joinedThisHalf}};
}

QJsonObject armyStateJson(const ohw::Army &a)
{
    return {{QStringLiteral("name"), QString::fromStdString(a.name)},
            {QStringLiteral("breakpoint_at_start"), a.breakpointAtStart},
            {QStringLiteral("breakpoint"), a.breakpoint},
            {QStringLiteral("retreated"), intArray(a.retreated)},
            {QStringLiteral("routed"), intArray(a.routed)},
            {QStringLiteral("generals_killed"), intArray(a.generalsKilled)}};
}

QJsonObject optionsJson(const ohw::Options &o)
{
    return {{QStringLiteral("grid"), key(o.grid)}, {QStringLiteral("fortified_settlements"), o.fortifiedSettlements}};
}

} // namespace

QString OhwCodec::rulesetKey()
{
    return keyText(ohw::RulesetKey);
}

QString OhwCodec::kind(const ohw::Action &action)
{
    return keyText(ActionKinds.at(action.index()));
}

QJsonObject OhwCodec::encode(const ohw::Action &action)
{
    QJsonObject out = std::visit([](const auto &a) { return body(a); }, action);
    out.insert(QStringLiteral("kind"), kind(action));
    return out;
}

Decoded<ohw::Action> OhwCodec::decodeAction(const QJsonValue &json, const QString &path)
{
    return rulesetcodec::decodeCanonical<ohw::Action>(json, path, readOhwAction,
                                                    [](const ohw::Action &action) { return encode(action); });
}

QJsonObject OhwCodec::encode(const OhwSetup &setup)
{
    return {{QStringLiteral("ruleset"), rulesetKey()},
            {QStringLiteral("army_a"), armyJson(setup.armies[0])},
            {QStringLiteral("army_b"), armyJson(setup.armies[1])},
            {QStringLiteral("options"), optionsJson(setup.options)},
            {QStringLiteral("initiative"), key(setup.initiative)},
            {QStringLiteral("seed"), rulesetcodec::seedJson(setup.seed)}};
}

Decoded<OhwSetup> OhwCodec::decodeSetup(const QJsonValue &json, const QString &path)
{
    const auto read = [](Reader &r, const QJsonValue &value, const QString &at) {
        Fields f(r, value, at);
        OhwSetup setup;
        f.read("ruleset", rulesetcodec::rulesetIs(rulesetKey()));
        setup.armies[0] = f.read("army_a", readArmy);
        setup.armies[1] = f.read("army_b", readArmy);
        setup.options = f.read("options", [](Reader &rd, const QJsonValue &v, const QString &p) {
            Fields o(rd, v, p);
            ohw::Options options;
            options.grid = o.read("grid", keyReader<ohw::Grid>("a grid"));
            options.fortifiedSettlements = o.read("fortified_settlements", codec::readBool);
            return options;
        });
        setup.initiative = f.read("initiative", readSide);
        setup.seed = f.read("seed", rulesetcodec::readSeed);
        return setup;
    };
    return rulesetcodec::decodeCanonical<OhwSetup>(json, path, read, [](const OhwSetup &setup) { return encode(setup); });
}

QJsonObject OhwCodec::encode(const OhwEntry &entry)
{
    return rulesetcodec::encodeEntry(entry, [](const ohw::Action &action) { return encode(action); });
}

Decoded<OhwEntry> OhwCodec::decodeEntry(const QJsonValue &json, const QString &path, bool withHash)
{
    return rulesetcodec::decodeEntry<ohw::Action>(json, path, withHash,
                                                  QStringLiteral("an entry of 3D6 OHW Gridded Ancients"), readOhwAction);
}

QJsonObject OhwCodec::encode(const ohw::GameState &state)
{
    QJsonArray drawn;
    for (const ohw::DiceDraw &d : state.diceDrawn) {
        drawn.append(QJsonObject{{QStringLiteral("kind"), key(d.kind)},
                                 {QStringLiteral("actor"), d.actor},
                                 {QStringLiteral("target"), d.target},
                                 {QStringLiteral("count"), d.count}});
    }
    QJsonArray units;
    for (const ohw::Unit &u : state.units)
        units.append(unitJson(u));
    QJsonArray generals;
    for (const ohw::General &g : state.generals)
        generals.append(generalJson(g));
    QJsonArray engagements;
    for (const ohw::Engagement &e : state.engagements) {
        engagements.append(QJsonObject{{QStringLiteral("charger"), e.charger},
                                       {QStringLiteral("target"), e.target},
                                       {QStringLiteral("face"), key(e.face)},
                                       {QStringLiteral("charger_has_attacked"), e.chargerHasAttacked},
                                       {QStringLiteral("target_has_attacked"), e.targetHasAttacked}});
    }
    QJsonArray pending;
    for (const ohw::PendingRoll &p : state.pendingRolls) {
        pending.append(QJsonObject{{QStringLiteral("kind"), key(p.kind)},
                                   {QStringLiteral("general"), p.general},
                                   {QStringLiteral("unit"), p.unit},
                                   {QStringLiteral("dice"), p.dice}});
    }
    QJsonArray mayAdvance;
    for (const ohw::UnitId u : state.mayAdvance)
        mayAdvance.append(u);
    QJsonValue decided(QJsonValue::Null);
    if (state.decided) {
        decided = QJsonObject{{QStringLiteral("winner"), state.decided->winner ? QJsonValue(key(*state.decided->winner))
                                                                               : QJsonValue(QJsonValue::Null)}};
    }
    return {{QStringLiteral("options"), optionsJson(state.options)},
            {QStringLiteral("rng"),
             QJsonObject{{QStringLiteral("state"), codec::hex64(state.rng.state())},
                         {QStringLiteral("increment"), codec::hex64(state.rng.increment())}}},
            {QStringLiteral("dice_drawn"), drawn},
            {QStringLiteral("turn"), state.turn},
            {QStringLiteral("initiative"), key(state.initiative)},
            {QStringLiteral("first"), key(state.first)},
            {QStringLiteral("half"), state.half},
            {QStringLiteral("step"), key(state.step)},
            {QStringLiteral("choosing_order"), state.choosingOrder},
            {QStringLiteral("armies"), QJsonArray{armyStateJson(state.armies[0]), armyStateJson(state.armies[1])}},
            {QStringLiteral("units"), units},
            {QStringLiteral("generals"), generals},
            {QStringLiteral("engagements"), engagements},
            {QStringLiteral("last_mover"), orNull(state.lastMover)},
            {QStringLiteral("pending_rolls"), pending},
            {QStringLiteral("pending_retreat"), orNull(state.pendingRetreat)},
            {QStringLiteral("may_advance"), mayAdvance},
            {QStringLiteral("decided"), decided}};
}

QByteArray OhwCodec::stateHash(const ohw::GameState &state)
{
    return rulesetcodec::canonicalHash(encode(state));
}

QByteArray OhwCodec::setupHash(const OhwSetup &setup)
{
    return rulesetcodec::canonicalHash(encode(setup));
}

QByteArray OhwCodec::chainHash(const QByteArray &previous, const OhwEntry &entry)
{
    return rulesetcodec::canonicalHash(encode(entry), previous);
}

} // namespace record
