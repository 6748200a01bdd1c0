#include "rulesoptions.h"

using namespace ancients;

namespace record {

namespace {

constexpr int MaximumCost = 6; // Fatigue for a pivot or a difficult move (§5.4, §5.5, §13)

// The field names, in the order of RulesOptions.
constexpr const char *CombatDie = "combat_die";
constexpr const char *ShotAtDeniesRecovery = "shot_at_denies_recovery";
constexpr const char *PivotCost = "pivot_cost";
constexpr const char *DifficultMoveCost = "difficult_move_cost";
constexpr const char *FollowUp = "follow_up";
constexpr const char *EliteMechanic = "elite_mechanic";
constexpr const char *MandatoryPursuit = "mandatory_pursuit";
constexpr const char *Contagion = "contagion";
// Added after version 1: written only when they differ from their defaults (battle-format.md, Versioning).
constexpr const char *RepeatedPushBackCost = "repeated_push_back_cost";
constexpr const char *PursuitCap = "pursuit_cap";
constexpr const char *FootMove = "foot_move";
constexpr const char *LightFootMove = "light_foot_move";
constexpr const char *CavalryMove = "cavalry_move";
constexpr const char *MissileRange = "missile_range";
constexpr const char *Table = "table";

constexpr int MaximumPursuitCap = MaximumDistance; // base-widths (§11.1, §13)

} // namespace

QStringList RulesOptionsFormat::fieldNames()
{
    return {QLatin1String(CombatDie),        QLatin1String(ShotAtDeniesRecovery), QLatin1String(PivotCost),
            QLatin1String(DifficultMoveCost), QLatin1String(FollowUp),             QLatin1String(EliteMechanic),
            QLatin1String(MandatoryPursuit), QLatin1String(Contagion),            QLatin1String(RepeatedPushBackCost),
            QLatin1String(PursuitCap),       QLatin1String(FootMove),             QLatin1String(LightFootMove),
            QLatin1String(CavalryMove),      QLatin1String(MissileRange),         QLatin1String(Table)};
}

QJsonObject RulesOptionsFormat::encode(const RulesOptions &options)
{
    // Every field named, so that a field added to RulesOptions stops the build here.
    const auto &[combatDie, shotAtDeniesRecovery, pivotCost, difficultMoveCost, followUp, eliteMechanic,
                 mandatoryPursuit, contagion, repeatedPushBackCost, pursuitCap, distances, table] = options;
    QJsonObject object{
        {QLatin1String(CombatDie), json::keyText(combatDie)},
        {QLatin1String(ShotAtDeniesRecovery), shotAtDeniesRecovery},
        {QLatin1String(PivotCost), pivotCost},
        {QLatin1String(DifficultMoveCost), difficultMoveCost},
        {QLatin1String(FollowUp), followUp},
        {QLatin1String(EliteMechanic), json::keyText(eliteMechanic)},
        {QLatin1String(MandatoryPursuit), mandatoryPursuit},
        {QLatin1String(Contagion), contagion},
    };
    // The knobs added since: each only when it differs from its default, so older battles keep their bytes.
    const RulesOptions defaults;
    const auto later = [&object](const char *name, int value, int standard) {
        if (value != standard)
            object.insert(QLatin1String(name), value);
    };
    later(RepeatedPushBackCost, repeatedPushBackCost, defaults.repeatedPushBackCost);
    later(PursuitCap, pursuitCap, defaults.pursuitCap);
    const auto &[footMove, lightFootMove, cavalryMove, missileRange] = distances;
    later(FootMove, footMove, DefaultDistances.footMove);
    later(LightFootMove, lightFootMove, DefaultDistances.lightFootAndSkirmishersMove);
    later(CavalryMove, cavalryMove, DefaultDistances.cavalryMove);
    later(MissileRange, missileRange, DefaultDistances.missileRange);
    if (table) {
        const auto &[width, depth] = *table;
        object.insert(QLatin1String(Table), QJsonObject{{QStringLiteral("width"), width}, {QStringLiteral("depth"), depth}});
    }
    return object;
}

RulesOptions RulesOptionsFormat::read(json::Reader &reader, const QJsonValue &value, const QString &path,
                                      const RulesOptions *defaults)
{
    json::Fields<> fields(reader, value, path);
    RulesOptions o = defaults ? *defaults : RulesOptions{};
    // Reads @p name into @p field with @p read(value, path); a field left out keeps its default when there are defaults.
    const auto field = [&](const char *name, auto &target, auto read) {
        const QJsonValue v = fields[name];
        if (!fields.isObject() || (defaults && v.isUndefined()))
            return;
        target = read(v, fields.at(QLatin1String(name)));
    };
    const auto boolean = [&reader](const QJsonValue &v, const QString &p) { return reader.boolean(v, p); };
    const auto cost = [&reader](const QJsonValue &v, const QString &p) { return reader.number(v, p, 0, MaximumCost); };
    field(CombatDie, o.combatDie,
          [&reader](const QJsonValue &v, const QString &p) { return reader.key<Die>(v, p, QStringLiteral("a die")); });
    field(ShotAtDeniesRecovery, o.shotAtDeniesRecovery, boolean);
    field(PivotCost, o.pivotCost, cost);
    field(DifficultMoveCost, o.difficultMoveCost, cost);
    field(FollowUp, o.followUp, boolean);
    field(EliteMechanic, o.eliteMechanic, [&reader](const QJsonValue &v, const QString &p) {
        return reader.key<RulesOptions::EliteMechanic>(v, p, QStringLiteral("an Elite mechanic"));
    });
    field(MandatoryPursuit, o.mandatoryPursuit, boolean);
    field(Contagion, o.contagion, boolean);
    // Added after version 1: a field left out keeps its default (the canonical check refuses one written at it).
    const auto later = [&](const char *name, auto &target, auto read) {
        const QJsonValue v = fields[name];
        if (fields.isObject() && !v.isUndefined())
            target = read(v, fields.at(QLatin1String(name)));
    };
    const auto distance = [&reader](const QJsonValue &v, const QString &p) {
        return reader.number(v, p, MinimumDistance, MaximumDistance);
    };
    later(RepeatedPushBackCost, o.repeatedPushBackCost, cost);
    later(PursuitCap, o.pursuitCap, [&reader](const QJsonValue &v, const QString &p) {
        return reader.number(v, p, 0, MaximumPursuitCap);
    });
    later(FootMove, o.distances.footMove, distance);
    later(LightFootMove, o.distances.lightFootAndSkirmishersMove, distance);
    later(CavalryMove, o.distances.cavalryMove, distance);
    later(MissileRange, o.distances.missileRange, distance);
    later(Table, o.table, [&reader](const QJsonValue &v, const QString &p) -> std::optional<TableSize> {
        json::Fields<> t(reader, v, p);
        const auto side = [](json::Reader &r, const QJsonValue &sv, const QString &sp) {
            return r.number(sv, sp, 1, MaximumTableSide);
        };
        TableSize size;
        size.width = t.read("width", side);
        size.depth = t.read("depth", side);
        return size;
    });
    return o;
}

} // namespace record
