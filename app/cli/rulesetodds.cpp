#include "rulesetodds.h"

#ifndef Q_MOC_RUN
#include "mwr/combat.h"
#include "mwr/keys.h"
#include "ohw/dice.h"
#include "ohw/game.h"
#include "ohw/keys.h"

#include "cliinput.h"
#include "jsonreader.h"
#endif

#include <QJsonArray>

#include <span>
#include <string_view>
#include <vector>

namespace rulesetodds {

namespace {

using record::json::keyText;
using record::json::quotedKeys;

QString fractionText(const ancients::Fraction &f)
{
    return QStringLiteral("%1/%2").arg(f.numerator()).arg(f.denominator());
}

/**
 * Reads one odds input: every field checked against the format, the first
 * problem kept, naming its field ("attacker.cohesion: expected one of …").
 */
class Input
{
public:
    QString error;

    [[nodiscard]] bool ok() const { return error.isEmpty(); }

    void fail(const QString &fieldName, const QString &why)
    {
        if (error.isEmpty())
            error = fieldName + QStringLiteral(": ") + why;
    }

    static QString field(const QString &where, const QString &key)
    {
        return where.isEmpty() ? key : where + QLatin1Char('.') + key;
    }

    bool onlyKnown(const QJsonObject &object, const QString &where, const QStringList &known)
    {
        const QStringList unknown = record::json::unknownFields(object, known);
        if (!unknown.isEmpty())
            fail(field(where, unknown.first()),
                 QStringLiteral("unknown field; expected one of %1").arg(known.join(QStringLiteral(", "))));
        return unknown.isEmpty();
    }

    QJsonObject object(const QJsonObject &parent, const QString &key, bool required)
    {
        const QJsonValue v = parent.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(key, QStringLiteral("missing; expected an object"));
            return {};
        }
        if (!v.isObject())
            fail(key, QStringLiteral("expected an object"));
        return v.toObject();
    }

    /** One of @p keys (index i is value i of @p Enum), or @p fallback when absent (required when none). */
    template<typename Enum>
    Enum key(const QJsonObject &o, const QString &where, const QString &name, std::span<const std::string_view> keys,
             std::optional<Enum> fallback)
    {
        const QJsonValue v = o.value(name);
        if (v.isUndefined()) {
            if (!fallback)
                fail(field(where, name), QStringLiteral("missing; expected one of %1").arg(quotedKeys(keys)));
            return fallback.value_or(Enum{});
        }
        const auto found = keyAt<Enum>(v, keys);
        if (!found)
            fail(field(where, name), QStringLiteral("expected one of %1").arg(quotedKeys(keys)));
        return found.value_or(Enum{});
    }

    /** A list of keys of @p keys; empty when absent. */
    template<typename Enum>
    std::vector<Enum> keyList(const QJsonObject &o, const QString &where, const QString &name,
                              std::span<const std::string_view> keys, int longest)
    {
        const QJsonValue v = o.value(name);
        if (v.isUndefined())
            return {};
        const QString path = field(where, name);
        if (!v.isArray() || v.toArray().size() > longest) {
            fail(path, QStringLiteral("expected a list of at most %1 of %2").arg(longest).arg(quotedKeys(keys)));
            return {};
        }
        std::vector<Enum> values;
        const QJsonArray array = v.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const auto found = keyAt<Enum>(array.at(i), keys);
            if (!found) {
                fail(QStringLiteral("%1[%2]").arg(path).arg(i), QStringLiteral("expected one of %1").arg(quotedKeys(keys)));
                return {};
            }
            values.push_back(*found);
        }
        return values;
    }

    int integer(const QJsonObject &o, const QString &where, const QString &name, int lowest, int highest, int fallback)
    {
        const QJsonValue v = o.value(name);
        if (v.isUndefined())
            return fallback;
        const auto number = record::json::wholeNumber(v, lowest, highest);
        if (!number)
            fail(field(where, name), QStringLiteral("expected a whole number from %1 to %2").arg(lowest).arg(highest));
        return number.value_or(fallback);
    }

    bool boolean(const QJsonObject &o, const QString &where, const QString &name)
    {
        const QJsonValue v = o.value(name);
        if (v.isUndefined())
            return false;
        if (!v.isBool())
            fail(field(where, name), QStringLiteral("expected true or false"));
        return v.toBool();
    }

private:
    template<typename Enum>
    static std::optional<Enum> keyAt(const QJsonValue &v, std::span<const std::string_view> keys)
    {
        if (!v.isString())
            return std::nullopt;
        const QString given = v.toString();
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (given == keyText(keys[i]))
                return static_cast<Enum>(i);
        }
        return std::nullopt;
    }
};

/** The JSON object of @p bytes, or the problem ("input is not JSON: …"). */
std::optional<QJsonObject> rootOf(const QByteArray &bytes, const QString &expected, QString &error)
{
    const record::json::Parsed parsed = record::json::parse(bytes);
    if (!parsed.ok()) {
        error = cliinput::parseFailure(parsed);
        return std::nullopt;
    }
    if (!parsed.document.isObject()) {
        error = QStringLiteral("input: expected a JSON object with ") + expected;
        return std::nullopt;
    }
    return parsed.document.object();
}

/** value and section (and ruling, when there is one): how the output cites a rule. */
QJsonObject cited(const QJsonValue &value, std::string_view section, std::string_view ruling = {})
{
    QJsonObject out{{QStringLiteral("value"), value}, {QStringLiteral("section"), keyText(section)}};
    if (!ruling.empty())
        out.insert(QStringLiteral("ruling"), keyText(ruling));
    return out;
}

// ---- My Wargame Rules ------------------------------------------------------------------------

struct MwrSide
{
    int resolve = mwr::DefaultResolve;
    mwr::Cohesion cohesion = mwr::Cohesion::Fresh;
    std::vector<mwr::Support> support;
};

MwrSide mwrSide(Input &in, const QJsonObject &root, const QString &where)
{
    MwrSide side;
    const QJsonObject o = in.object(root, where, true);
    if (!in.ok() || !in.onlyKnown(o, where, {QStringLiteral("resolve"), QStringLiteral("cohesion"), QStringLiteral("support")}))
        return side;
    side.resolve = in.integer(o, where, QStringLiteral("resolve"), mwr::MinimumResolve, mwr::MaximumResolve,
                              mwr::DefaultResolve);
    // A Destroyed unit fights no melee: the three states a fighting unit can be in.
    const auto states = mwr::keysOf<mwr::Cohesion>().first(static_cast<std::size_t>(mwr::Cohesion::Destroyed));
    side.cohesion = in.key<mwr::Cohesion>(o, where, QStringLiteral("cohesion"), states, mwr::Cohesion::Fresh);
    const auto kinds = in.keyList<mwr::SupportKind>(o, where, QStringLiteral("support"),
                                                    mwr::keysOf<mwr::SupportKind>(),
                                                    mwr::MaximumSideSupport + mwr::MaximumRearSupport);
    int sides = 0;
    int rears = 0;
    for (const mwr::SupportKind kind : kinds) {
        (kind == mwr::SupportKind::Side ? sides : rears) += 1;
        side.support.push_back({-1, kind});
    }
    if (sides > mwr::MaximumSideSupport || rears > mwr::MaximumRearSupport)
        in.fail(Input::field(where, QStringLiteral("support")),
                QStringLiteral("at most %1 \"side\" (one on each side) and %2 \"rear\" (§6, ruling R17)")
                    .arg(mwr::MaximumSideSupport)
                    .arg(mwr::MaximumRearSupport));
    return side;
}

QJsonObject resolveJson(const mwr::Resolve &resolve)
{
    QJsonArray items;
    for (const mwr::ResolveItem &item : resolve.items) {
        QJsonObject line{{QStringLiteral("kind"), keyText(mwr::keyOf(item.kind))},
                         {QStringLiteral("value"), item.amount},
                         {QStringLiteral("section"), keyText(item.section)}};
        if (!item.ruling.empty())
            line.insert(QStringLiteral("ruling"), keyText(item.ruling));
        if (item.kind == mwr::ResolveItem::Kind::Cohesion)
            line.insert(QStringLiteral("cohesion"), keyText(mwr::keyOf(item.cohesion)));
        items.append(line);
    }
    return {{QStringLiteral("items"), items}, {QStringLiteral("total"), resolve.total()}};
}

/** The five results' chances, keyed by result: as numbers, and exact as "n/d". */
std::pair<QJsonObject, QJsonObject> resultsJson(const mwr::Distribution &d)
{
    QJsonObject approximate;
    QJsonObject exact;
    for (std::size_t i = 0; i < mwr::CombatResultCount; ++i) {
        const QString key = keyText(mwr::keysOf<mwr::CombatResult>()[i]);
        approximate.insert(key, d.at(i).toDouble());
        exact.insert(key, fractionText(d.at(i)));
    }
    return {approximate, exact};
}

// ---- 3D6 OHW Gridded Ancients ----------------------------------------------------------------

/** A unit's type, ground and traits (its type's with those listed), checked against the rules of §5.6 and ruling R28. */
struct OhwUnit
{
    ohw::UnitType type = ohw::UnitType::Legionaries;
    ohw::Traits traits;
    ohw::Terrain ground = ohw::Terrain::Open;
};

OhwUnit ohwUnit(Input &in, const QJsonObject &o, const QString &where)
{
    OhwUnit unit;
    unit.type = in.key<ohw::UnitType>(o, where, QStringLiteral("type"), ohw::keysOf<ohw::UnitType>(), std::nullopt);
    unit.ground = in.key<ohw::Terrain>(o, where, QStringLiteral("ground"), ohw::keysOf<ohw::Terrain>(),
                                       ohw::Terrain::Open);
    const auto listed = in.keyList<ohw::Trait>(o, where, QStringLiteral("traits"), ohw::keysOf<ohw::Trait>(),
                                               ohw::TraitCount);
    if (!in.ok())
        return unit;
    const QString typeKey = keyText(ohw::keyOf(unit.type));
    unit.traits = ohw::profile(unit.type).traits;
    for (std::size_t i = 0; i < listed.size(); ++i) {
        if (!unit.traits.has(listed[i]) && !ohw::traitAllowed(unit.type, listed[i])) {
            in.fail(QStringLiteral("%1[%2]").arg(Input::field(where, QStringLiteral("traits"))).arg(i),
                    QStringLiteral("a unit of %1 cannot have \"%2\" (ruling R28)").arg(typeKey, keyText(ohw::keyOf(listed[i]))));
            return unit;
        }
        unit.traits = unit.traits.with(listed[i]);
    }
    if (!ohw::canEnter(unit.type, unit.ground))
        in.fail(Input::field(where, QStringLiteral("ground")),
                QStringLiteral("a unit of %1 cannot stand on \"%2\" (§5.6, ruling R11)")
                    .arg(typeKey, keyText(ohw::keyOf(unit.ground))));
    return unit;
}

QJsonObject oddsPart(const ancients::Fraction &chance, std::string_view section, std::string_view ruling = {})
{
    QJsonObject out{{QStringLiteral("chance"), chance.toDouble()},
                    {QStringLiteral("chance_exact"), fractionText(chance)},
                    {QStringLiteral("section"), keyText(section)}};
    if (!ruling.empty())
        out.insert(QStringLiteral("ruling"), keyText(ruling));
    return out;
}

} // namespace

QStringList rulesetKeys()
{
    return {AncientsKey, keyText(mwr::RulesetKey), keyText(ohw::RulesetKey)};
}

Answer mwrOdds(const QByteArray &bytes)
{
    QString error;
    const auto root = rootOf(bytes, QStringLiteral("\"attacker\", \"defender\" and optional \"direction\""), error);
    if (!root)
        return {std::nullopt, error};
    Input in;
    if (!in.onlyKnown(*root, QString(), {QStringLiteral("direction"), QStringLiteral("attacker"), QStringLiteral("defender")}))
        return {std::nullopt, in.error};
    const auto direction = in.key<mwr::AttackDirection>(*root, QString(), QStringLiteral("direction"),
                                                        mwr::keysOf<mwr::AttackDirection>(), mwr::AttackDirection::Front);
    const MwrSide attacker = mwrSide(in, *root, QStringLiteral("attacker"));
    const MwrSide defender = mwrSide(in, *root, QStringLiteral("defender"));
    if (!in.ok())
        return {std::nullopt, in.error};

    const mwr::Resolve a = mwr::resolveOf(attacker.resolve, attacker.cohesion, mwr::MeleeRole::Attacker, direction,
                                          attacker.support);
    const mwr::Resolve d = mwr::resolveOf(defender.resolve, defender.cohesion, mwr::MeleeRole::Defender, direction,
                                          defender.support);
    const mwr::RollPlan plan = mwr::rollPlan(a.total(), d.total());
    const auto [best, bestExact] = resultsJson(mwr::bestDistribution(plan));
    const auto [offered, offeredExact] = resultsJson(mwr::offered(plan));
    QJsonObject out{
        {QStringLiteral("ruleset"), keyText(mwr::RulesetKey)},
        {QStringLiteral("direction"), cited(keyText(mwr::keyOf(direction)), "7", "R18")},
        {QStringLiteral("attacker"), resolveJson(a)},
        {QStringLiteral("defender"), resolveJson(d)},
        {QStringLiteral("roll"),
         QJsonObject{{QStringLiteral("roller"), keyText(mwr::keyOf(plan.roller))},
                     {QStringLiteral("dice"), plan.dice},
                     {QStringLiteral("section"), QStringLiteral("10")}}},
        // The roller keeps the result it likes best by the table's order (ruling R5).
        {QStringLiteral("pick"), cited(QStringLiteral("best"), "10", "R5")},
        {QStringLiteral("distribution"), best},
        {QStringLiteral("distribution_exact"), bestExact},
        {QStringLiteral("offered"), offered},
        {QStringLiteral("offered_exact"), offeredExact},
    };
    return {out, {}};
}

Answer ohwOdds(const QByteArray &bytes)
{
    QString error;
    const auto root = rootOf(bytes, QStringLiteral("\"attacker\", \"target\" and optional \"attack\", \"fortified_settlements\""),
                             error);
    if (!root)
        return {std::nullopt, error};
    Input in;
    if (!in.onlyKnown(*root, QString(),
                      {QStringLiteral("attack"), QStringLiteral("fortified_settlements"), QStringLiteral("attacker"),
                       QStringLiteral("target")}))
        return {std::nullopt, in.error};
    static constexpr std::array<std::string_view, 2> AttackKinds{"melee", "shot"};
    const int kind = in.key<int>(*root, QString(), QStringLiteral("attack"), AttackKinds, 0);
    const bool melee = kind == 0;
    ohw::PoolFacts facts;
    facts.melee = melee;
    facts.fortifiedSettlements = in.boolean(*root, QString(), QStringLiteral("fortified_settlements"));
    if (!in.ok())
        return {std::nullopt, in.error};

    const QString attackerKey = QStringLiteral("attacker");
    const QJsonObject a = in.object(*root, attackerKey, true);
    if (!in.ok()
        || !in.onlyKnown(a, attackerKey,
                         {QStringLiteral("type"), QStringLiteral("traits"), QStringLiteral("ground"), QStringLiteral("general"),
                          QStringLiteral("charged"), QStringLiteral("attacked_before")}))
        return {std::nullopt, in.error};
    const OhwUnit attacker = ohwUnit(in, a, attackerKey);
    facts.attacker = attacker.type;
    facts.attackerTraits = attacker.traits;
    facts.attackerGround = attacker.ground;
    facts.attackerHasGeneral = in.boolean(a, attackerKey, QStringLiteral("general"));
    facts.attackedBefore = in.boolean(a, attackerKey, QStringLiteral("attacked_before"));
    if (a.contains(QStringLiteral("charged")))
        facts.chargedFace = in.key<ohw::Face>(a, attackerKey, QStringLiteral("charged"), ohw::keysOf<ohw::Face>(), std::nullopt);
    if (!in.ok())
        return {std::nullopt, in.error};
    if (!melee) {
        // A shot rolls its 2D6 whatever the melee brings (§6): the melee's facts have no place in it.
        for (const char *meleeOnly : {"general", "charged", "attacked_before"}) {
            if (a.contains(QLatin1String(meleeOnly)))
                in.fail(Input::field(attackerKey, QLatin1String(meleeOnly)), QStringLiteral("only for \"attack\": \"melee\" (§7)"));
        }
        if (!attacker.traits.has(ohw::Trait::Missile))
            in.fail(Input::field(attackerKey, QStringLiteral("traits")),
                    QStringLiteral("a shot needs a unit with \"missile\" (§6, ruling R28)"));
    }

    const QString targetKey = QStringLiteral("target");
    const QJsonObject t = in.object(*root, targetKey, true);
    if (!in.ok()
        || !in.onlyKnown(t, targetKey,
                         {QStringLiteral("type"), QStringLiteral("traits"), QStringLiteral("ground"), QStringLiteral("general"),
                          QStringLiteral("hits")}))
        return {std::nullopt, in.error};
    const OhwUnit target = ohwUnit(in, t, targetKey);
    facts.target = target.type;
    facts.targetTraits = target.traits;
    facts.targetGround = target.ground;
    const bool targetGeneral = in.boolean(t, targetKey, QStringLiteral("general"));
    const int targetHits = in.integer(t, targetKey, QStringLiteral("hits"), 0, ohw::HitsToEliminate - 1, 0);
    if (!in.ok())
        return {std::nullopt, in.error};

    const ohw::Pool pool = ohw::poolOf(facts);
    const bool impetuous = melee && attacker.traits.has(ohw::Trait::Impetuous);
    const ohw::AttackOdds odds = ohw::oddsOfPool(pool, impetuous, targetGeneral, targetHits);

    QJsonArray terms;
    for (const ohw::PoolTerm &term : pool.terms) {
        terms.append(QJsonObject{{QStringLiteral("modifier"), keyText(ohw::keyOf(term.modifier))},
                                 {QStringLiteral("dice"), term.dice},
                                 {QStringLiteral("section"), keyText(term.section)}});
    }
    QJsonObject hits;
    QJsonObject hitsExact;
    for (std::size_t h = 0; h < odds.hits.size(); ++h) {
        hits.insert(QString::number(h), odds.hits[h].toDouble());
        hitsExact.insert(QString::number(h), fractionText(odds.hits[h]));
    }
    QJsonObject out{
        {QStringLiteral("ruleset"), keyText(ohw::RulesetKey)},
        {QStringLiteral("attack"), cited(keyText(AttackKinds.at(static_cast<std::size_t>(kind))), melee ? "7" : "6")},
        {QStringLiteral("pool"), QJsonObject{{QStringLiteral("terms"), terms}, {QStringLiteral("dice"), pool.dice}}},
        {QStringLiteral("hit_on"), cited(ohw::HitScore, melee ? "7" : "6")},
        {QStringLiteral("hits"), hits},
        {QStringLiteral("hits_exact"), hitsExact},
        {QStringLiteral("target_routs"), oddsPart(odds.targetRouts, "8")},
    };
    if (impetuous) {
        QJsonArray outcomes;
        for (const ohw::HitOutcome &o : odds.outcomes) {
            outcomes.append(QJsonObject{{QStringLiteral("hits"), o.hits},
                                        {QStringLiteral("any_one"), o.anyOne},
                                        {QStringLiteral("chance_exact"), fractionText(o.probability)}});
        }
        QJsonObject risk = oddsPart(odds.attackerHit, "10.4", "R18");
        risk.insert(QStringLiteral("outcomes"), outcomes);
        out.insert(QStringLiteral("impetuous"), risk);
    }
    if (targetGeneral)
        out.insert(QStringLiteral("general_killed"), oddsPart(odds.generalKilled, "10.2"));
    return {out, {}};
}

} // namespace rulesetodds
