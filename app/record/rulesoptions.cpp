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

} // namespace

QStringList RulesOptionsFormat::fieldNames()
{
    return {QLatin1String(CombatDie), QLatin1String(ShotAtDeniesRecovery), QLatin1String(PivotCost),
            QLatin1String(DifficultMoveCost), QLatin1String(FollowUp), QLatin1String(EliteMechanic),
            QLatin1String(MandatoryPursuit), QLatin1String(Contagion)};
}

QJsonObject RulesOptionsFormat::encode(const RulesOptions &options)
{
    // Every field named, so that a field added to RulesOptions stops the build here.
    const auto &[combatDie, shotAtDeniesRecovery, pivotCost, difficultMoveCost, followUp, eliteMechanic,
                 mandatoryPursuit, contagion] = options;
    return QJsonObject{
        {QLatin1String(CombatDie), json::keyText(combatDie)},
        {QLatin1String(ShotAtDeniesRecovery), shotAtDeniesRecovery},
        {QLatin1String(PivotCost), pivotCost},
        {QLatin1String(DifficultMoveCost), difficultMoveCost},
        {QLatin1String(FollowUp), followUp},
        {QLatin1String(EliteMechanic), json::keyText(eliteMechanic)},
        {QLatin1String(MandatoryPursuit), mandatoryPursuit},
        {QLatin1String(Contagion), contagion},
    };
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
    return o;
}

} // namespace record
