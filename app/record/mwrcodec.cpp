#include "mwrcodec.h"

#include "codecparts.h"
#include "rulesetcodec.h"

#include "mwr/keys.h"

#include <QJsonArray>

#include <span>
#include <type_traits>

namespace record {

namespace {

using codec::Fields;
using codec::Reader;
using json::keyText;

/** The units an army of this ruleset may hold: as many as an Ancients army's Blocks. */
constexpr int MaximumUnits = limits::MaximumBlocksPerArmy;

template<typename Enum>
QString key(Enum value)
{
    return keyText(mwr::keyOf(value));
}

template<typename Enum>
Enum readKey(Reader &r, const QJsonValue &v, const QString &p, const QString &what)
{
    return r.key<Enum>(v, p, mwr::keysOf<Enum>(), what);
}

int readUnit(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.whole(v, p, 0, BattleCodec::MaximumId, QStringLiteral("a unit number (0 to %1)").arg(BattleCodec::MaximumId));
}

std::vector<int> readUnits(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.each<int>(v, p, [&r](const QJsonValue &value, const QString &path) { return readUnit(r, value, path); });
}

QJsonArray intArray(const std::vector<int> &values)
{
    QJsonArray out;
    for (const int v : values)
        out.append(v);
    return out;
}

std::vector<int> readFaces(Reader &r, const QJsonValue &v, const QString &p)
{
    const auto faces = r.each<int>(v, p, [&r](const QJsonValue &value, const QString &path) {
        return r.whole(value, path, 1, 6, QStringLiteral("a face of a D6 (1 to 6)"));
    });
    if (v.isArray() && (faces.empty() || faces.size() > 2))
        r.problem(p, QStringLiteral("holds one face (1D6) or two (2D6)"));
    return faces;
}

QJsonArray supportJson(const std::vector<mwr::Support> &support)
{
    QJsonArray out;
    for (const mwr::Support &s : support)
        out.append(QJsonObject{{QStringLiteral("unit"), s.unit}, {QStringLiteral("kind"), key(s.kind)}});
    return out;
}

std::vector<mwr::Support> readSupport(Reader &r, const QJsonValue &v, const QString &p)
{
    return r.each<mwr::Support>(v, p, [&r](const QJsonValue &value, const QString &path) {
        Fields f(r, value, path);
        mwr::Support s;
        s.unit = f.read("unit", readUnit);
        s.kind = f.read("kind", [](Reader &rd, const QJsonValue &kv, const QString &kp) {
            return readKey<mwr::SupportKind>(rd, kv, kp, QStringLiteral("a kind of support"));
        });
        return s;
    });
}

// ---- actions ---------------------------------------------------------------------------------

constexpr std::array<std::string_view, 8> ActionKinds{"move", "attack", "fall-back", "rally", "hold",
                                                      "pick", "push-back", "set-contacts"};
static_assert(std::variant_size_v<mwr::Action> == ActionKinds.size());

QJsonObject body(const mwr::Move &a)
{
    return {{QStringLiteral("unit"), a.unit},
            {QStringLiteral("terrain"), key(a.terrain)},
            {QStringLiteral("through_friends"), a.throughFriends},
            {QStringLiteral("through_enemies"), a.throughEnemies},
            {QStringLiteral("contacts"), intArray(a.contacts)}};
}

QJsonObject body(const mwr::Attack &a)
{
    return {{QStringLiteral("attacker"), a.attacker},
            {QStringLiteral("defender"), a.defender},
            {QStringLiteral("direction"), key(a.direction)},
            {QStringLiteral("attacker_support"), supportJson(a.attackerSupport)},
            {QStringLiteral("defender_support"), supportJson(a.defenderSupport)},
            {QStringLiteral("dice"), a.dice ? QJsonValue(intArray(*a.dice)) : QJsonValue(QJsonValue::Null)}};
}

QJsonObject body(const mwr::FallBack &a)
{
    return {{QStringLiteral("unit"), a.unit},
            {QStringLiteral("terrain"), key(a.terrain)},
            {QStringLiteral("through_friends"), a.throughFriends},
            {QStringLiteral("through_enemies"), a.throughEnemies}};
}

QJsonObject body(const mwr::Rally &a) { return {{QStringLiteral("unit"), a.unit}}; }
QJsonObject body(const mwr::Hold &a) { return {{QStringLiteral("unit"), a.unit}}; }
QJsonObject body(const mwr::Pick &a) { return {{QStringLiteral("face"), a.face}}; }

QJsonObject body(const mwr::PushBack &a)
{
    QJsonArray behind;
    for (const mwr::Behind &b : a.behind) {
        QJsonObject step{{QStringLiteral("kind"), key(b.kind)}};
        if (b.kind == mwr::Behind::Kind::Unit) // the unit only where there is one: one form per step
            step.insert(QStringLiteral("unit"), b.unit);
        behind.append(step);
    }
    return {{QStringLiteral("behind"), behind}};
}

QJsonObject body(const mwr::SetContacts &a)
{
    return {{QStringLiteral("unit"), a.unit}, {QStringLiteral("enemies"), intArray(a.enemies)}};
}

mwr::Terrain readTerrain(Reader &r, const QJsonValue &v, const QString &p)
{
    return readKey<mwr::Terrain>(r, v, p, QStringLiteral("a kind of ground"));
}

mwr::Action readMwrAction(Reader &r, const QJsonValue &json, const QString &path)
{
    Fields f(r, json, path);
    if (!f.isObject())
        return mwr::Hold{};
    const std::size_t kind = rulesetcodec::readKind(r, f, ActionKinds, QStringLiteral("an action of My Wargame Rules"));
    switch (kind) {
    case 0: {
        mwr::Move a;
        a.unit = f.read("unit", readUnit);
        a.terrain = f.read("terrain", readTerrain);
        a.throughFriends = f.read("through_friends", codec::readBool);
        a.throughEnemies = f.read("through_enemies", codec::readBool);
        a.contacts = f.read("contacts", readUnits);
        return a;
    }
    case 1: {
        mwr::Attack a;
        a.attacker = f.read("attacker", readUnit);
        a.defender = f.read("defender", readUnit);
        a.direction = f.read("direction", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return readKey<mwr::AttackDirection>(rd, v, p, QStringLiteral("an edge attacked"));
        });
        a.attackerSupport = f.read("attacker_support", readSupport);
        a.defenderSupport = f.read("defender_support", readSupport);
        a.dice = f.read("dice", [](Reader &rd, const QJsonValue &v, const QString &p) -> std::optional<std::vector<int>> {
            if (v.isNull())
                return std::nullopt;
            return readFaces(rd, v, p);
        });
        return a;
    }
    case 2: {
        mwr::FallBack a;
        a.unit = f.read("unit", readUnit);
        a.terrain = f.read("terrain", readTerrain);
        a.throughFriends = f.read("through_friends", codec::readBool);
        a.throughEnemies = f.read("through_enemies", codec::readBool);
        return a;
    }
    case 3:
        return mwr::Rally{f.read("unit", readUnit)};
    case 4:
        return mwr::Hold{f.read("unit", readUnit)};
    case 5:
        return mwr::Pick{f.read("face", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.whole(v, p, 1, 6, QStringLiteral("a face of a D6 (1 to 6)"));
        })};
    case 6: {
        mwr::PushBack a;
        a.behind = f.read("behind", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.each<mwr::Behind>(v, p, [&rd](const QJsonValue &value, const QString &at) {
                Fields step(rd, value, at);
                mwr::Behind b;
                b.kind = step.read("kind", [](Reader &kr, const QJsonValue &kv, const QString &kp) {
                    return readKey<mwr::Behind::Kind>(kr, kv, kp, QStringLiteral("what lies behind"));
                });
                if (b.kind == mwr::Behind::Kind::Unit)
                    b.unit = step.read("unit", readUnit);
                return b;
            });
        });
        return a;
    }
    case 7: {
        mwr::SetContacts a;
        a.unit = f.read("unit", readUnit);
        a.enemies = f.read("enemies", readUnits);
        return a;
    }
    default:
        f.markAllRead(); // the kind is wrong: its fields are not judged
        return mwr::Hold{};
    }
}

// ---- the state -------------------------------------------------------------------------------

QJsonObject resolveJson(const mwr::Resolve &resolve)
{
    QJsonArray items;
    for (const mwr::ResolveItem &item : resolve.items) {
        items.append(QJsonObject{{QStringLiteral("kind"), key(item.kind)},
                                 {QStringLiteral("amount"), item.amount},
                                 {QStringLiteral("section"), keyText(item.section)},
                                 {QStringLiteral("ruling"), keyText(item.ruling)},
                                 {QStringLiteral("unit"), item.unit},
                                 {QStringLiteral("cohesion"), key(item.cohesion)}});
    }
    return {{QStringLiteral("items"), items}};
}

QJsonObject meleeJson(const mwr::Melee &m)
{
    return {{QStringLiteral("attacker"), m.attacker},
            {QStringLiteral("defender"), m.defender},
            {QStringLiteral("direction"), key(m.direction)},
            {QStringLiteral("attacker_resolve"), resolveJson(m.attackerResolve)},
            {QStringLiteral("defender_resolve"), resolveJson(m.defenderResolve)},
            {QStringLiteral("plan"),
             QJsonObject{{QStringLiteral("roller"), key(m.plan.roller)}, {QStringLiteral("dice"), m.plan.dice}}},
            {QStringLiteral("faces"), intArray(m.faces)},
            {QStringLiteral("result"), m.result ? QJsonValue(key(*m.result)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("step"), key(m.step)}};
}

QJsonObject armyJson(const mwr::ArmySpec &army)
{
    QJsonArray units;
    for (const mwr::UnitSpec &u : army.units) {
        units.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(u.name)},
                                 {QStringLiteral("resolve"), u.resolve},
                                 {QStringLiteral("skirmisher"), u.skirmisher}});
    }
    return {{QStringLiteral("name"), QString::fromStdString(army.name)}, {QStringLiteral("units"), units}};
}

mwr::ArmySpec readArmy(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    mwr::ArmySpec army;
    army.name = f.read("name", [](Reader &rd, const QJsonValue &nv, const QString &np) {
                     return rd.text(nv, np, limits::MaximumNameLength, false);
                 }).toStdString();
    army.units = f.read("units", [](Reader &rd, const QJsonValue &uv, const QString &up) {
        auto units = rd.each<mwr::UnitSpec>(uv, up, [&rd](const QJsonValue &value, const QString &at) {
            Fields u(rd, value, at);
            mwr::UnitSpec spec;
            spec.name = u.read("name", [](Reader &tr, const QJsonValue &tv, const QString &tp) {
                             return tr.text(tv, tp, limits::MaximumNameLength, false);
                         }).toStdString();
            spec.resolve = u.read("resolve", [](Reader &nr, const QJsonValue &nv, const QString &np) {
                return nr.number(nv, np, mwr::MinimumResolve, mwr::MaximumResolve);
            });
            spec.skirmisher = u.read("skirmisher", codec::readBool);
            return spec;
        });
        if (uv.isArray() && (units.empty() || units.size() > static_cast<std::size_t>(MaximumUnits)))
            rd.problem(up, QStringLiteral("must hold 1 to %1 units").arg(MaximumUnits));
        return units;
    });
    return army;
}

} // namespace

mwr::Setup MwrSetup::game(const QByteArray &secret) const
{
    return mwr::Setup{armies, first, breakPoint, SeedCommitment::gameSeed(secret, seed.phrase)};
}

QString MwrCodec::rulesetKey()
{
    return keyText(mwr::RulesetKey);
}

QString MwrCodec::kind(const mwr::Action &action)
{
    return keyText(ActionKinds.at(action.index()));
}

QJsonObject MwrCodec::encode(const mwr::Action &action)
{
    QJsonObject out = std::visit([](const auto &a) { return body(a); }, action);
    out.insert(QStringLiteral("kind"), kind(action));
    return out;
}

Decoded<mwr::Action> MwrCodec::decodeAction(const QJsonValue &json, const QString &path)
{
    return rulesetcodec::decodeCanonical<mwr::Action>(json, path, readMwrAction,
                                                    [](const mwr::Action &action) { return encode(action); });
}

QJsonObject MwrCodec::encode(const MwrSetup &setup)
{
    return {{QStringLiteral("ruleset"), rulesetKey()},
            {QStringLiteral("army_a"), armyJson(setup.armies[0])},
            {QStringLiteral("army_b"), armyJson(setup.armies[1])},
            {QStringLiteral("first"), key(setup.first)},
            {QStringLiteral("break_point"), setup.breakPoint},
            {QStringLiteral("seed"), rulesetcodec::seedJson(setup.seed)}};
}

Decoded<MwrSetup> MwrCodec::decodeSetup(const QJsonValue &json, const QString &path)
{
    const auto read = [](Reader &r, const QJsonValue &value, const QString &at) {
        Fields f(r, value, at);
        MwrSetup setup;
        f.read("ruleset", rulesetcodec::rulesetIs(rulesetKey()));
        setup.armies[0] = f.read("army_a", readArmy);
        setup.armies[1] = f.read("army_b", readArmy);
        setup.first = f.read("first", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return readKey<mwr::Side>(rd, v, p, QStringLiteral("a side"));
        });
        setup.breakPoint = f.read("break_point", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.number(v, p, 0, MaximumUnits);
        });
        setup.seed = f.read("seed", rulesetcodec::readSeed);
        return setup;
    };
    return rulesetcodec::decodeCanonical<MwrSetup>(json, path, read, [](const MwrSetup &setup) { return encode(setup); });
}

QJsonObject MwrCodec::encode(const MwrEntry &entry)
{
    return rulesetcodec::encodeEntry(entry, [](const mwr::Action &action) { return encode(action); });
}

Decoded<MwrEntry> MwrCodec::decodeEntry(const QJsonValue &json, const QString &path, bool withHash)
{
    return rulesetcodec::decodeEntry<mwr::Action>(json, path, withHash, QStringLiteral("an entry of My Wargame Rules"),
                                                  readMwrAction);
}

QJsonObject MwrCodec::encode(const mwr::GameState &state)
{
    QJsonArray units;
    for (const mwr::Unit &u : state.units) {
        units.append(QJsonObject{{QStringLiteral("id"), u.id},
                                 {QStringLiteral("side"), key(u.side)},
                                 {QStringLiteral("name"), QString::fromStdString(u.name)},
                                 {QStringLiteral("resolve"), u.resolve},
                                 {QStringLiteral("skirmisher"), u.skirmisher},
                                 {QStringLiteral("cohesion"), key(u.cohesion)},
                                 {QStringLiteral("acted"), u.acted}});
    }
    QJsonArray contacts;
    for (const auto &[a, b] : state.contacts)
        contacts.append(QJsonArray{a, b});
    QJsonValue outcome(QJsonValue::Null);
    if (state.outcome) {
        outcome = QJsonObject{{QStringLiteral("winner"), state.outcome->winner ? QJsonValue(key(*state.outcome->winner))
                                                                               : QJsonValue(QJsonValue::Null)}};
    }
    return {{QStringLiteral("rng"),
             QJsonObject{{QStringLiteral("state"), codec::hex64(state.dice.state())},
                         {QStringLiteral("increment"), codec::hex64(state.dice.increment())}}},
            {QStringLiteral("turn"), state.turn},
            {QStringLiteral("starter"), key(state.starter)},
            {QStringLiteral("to_act"), key(state.toAct)},
            {QStringLiteral("army_names"), QJsonArray{QString::fromStdString(state.armyNames[0]),
                                                      QString::fromStdString(state.armyNames[1])}},
            {QStringLiteral("units"), units},
            {QStringLiteral("contacts"), contacts},
            {QStringLiteral("break_point"), state.breakPoint},
            {QStringLiteral("melee"), state.melee ? QJsonValue(meleeJson(*state.melee)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("outcome"), outcome}};
}

QByteArray MwrCodec::stateHash(const mwr::GameState &state)
{
    return rulesetcodec::canonicalHash(encode(state));
}

QByteArray MwrCodec::setupHash(const MwrSetup &setup)
{
    return rulesetcodec::canonicalHash(encode(setup));
}

QByteArray MwrCodec::chainHash(const QByteArray &previous, const MwrEntry &entry)
{
    return rulesetcodec::canonicalHash(encode(entry), previous);
}

} // namespace record
