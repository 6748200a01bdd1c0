#include "sessionmaps.h"

#include "numberformat.h"

#include "record/battlecodec.h"
#include "record/jsonreader.h"

#include "ancients/keys.h"
#include "ancients/rules_tables.h"

#include <QCoreApplication>
#include <QJSValue>
#include <QJsonArray>

#include <variant>

using namespace ancients;

namespace sessionmaps {

namespace {

using record::json::keyText;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString strikerKey(Striker s)
{
    switch (s) {
    case Striker::A:
        return QStringLiteral("base");
    case Striker::B:
        return QStringLiteral("enemy");
    case Striker::None:
        break;
    }
    return {};
}

} // namespace

QString qualityKey(Quality quality)
{
    return keyText(quality);
}

QString typeKey(TroopType type)
{
    return keyText(type);
}

QStringList specialRuleKeys(SpecialRules rules)
{
    QStringList keys;
    for (const SpecialRuleInfo &info : SpecialRuleTable) {
        if (rules.contains(info.rule))
            keys.append(keyText(info.rule));
    }
    return keys;
}

QString goingKey(Going going)
{
    return keyText(going);
}

QString phaseKey(Phase phase)
{
    return keyText(phase);
}

QString fatigueStateKey(FatigueState state)
{
    return keyText(state);
}

QString effectKindKey(Effect::Kind kind)
{
    switch (kind) {
    case Effect::Kind::Fatigue:
        return QStringLiteral("fatigue");
    case Effect::Kind::MovementTest:
        return QStringLiteral("movement-test");
    case Effect::Kind::Moved:
        return QStringLiteral("moved");
    case Effect::Kind::MoveEnded:
        return QStringLiteral("move-ended");
    case Effect::Kind::Split:
        return QStringLiteral("split");
    case Effect::Kind::Merged:
        return QStringLiteral("merged");
    case Effect::Kind::BlockBroke:
        return QStringLiteral("block-broke");
    case Effect::Kind::BaseRemoved:
        return QStringLiteral("base-removed");
    case Effect::Kind::ArmyBroke:
        return QStringLiteral("army-broke");
    case Effect::Kind::PhaseChanged:
        return QStringLiteral("phase-changed");
    case Effect::Kind::ShockCharge:
        return QStringLiteral("shock-charge");
    case Effect::Kind::Combat:
        return QStringLiteral("combat");
    case Effect::Kind::Recoil:
        return QStringLiteral("recoil");
    case Effect::Kind::Pinned:
        return QStringLiteral("pinned");
    case Effect::Kind::Pursuit:
        return QStringLiteral("pursuit");
    case Effect::Kind::Note:
        return QStringLiteral("note");
    case Effect::Kind::Volley:
        return QStringLiteral("volley");
    case Effect::Kind::FollowUp:
        return QStringLiteral("follow-up");
    }
    return {};
}

int sideNumber(Side side)
{
    return side == Side::A ? 0 : 1;
}

QVariantMap rollMap(const QualityRoll &roll)
{
    QVariantList dice;
    for (int i = 0; i < roll.count; ++i)
        dice.append(roll.dice.at(static_cast<std::size_t>(i)));
    return {{QStringLiteral("dice"), dice},
            {QStringLiteral("kept"), roll.kept()},
            {QStringLiteral("rerolled"), roll.rerolled()},
            {QStringLiteral("quality"), qualityKey(roll.quality)},
            {QStringLiteral("die"), keyText(roll.die)}};
}

QString rollText(const QualityRoll &roll)
{
    if (roll.count < 2)
        return QString::number(roll.kept());
    QStringList dice;
    for (int i = 0; i < roll.count; ++i)
        dice << QString::number(roll.dice.at(static_cast<std::size_t>(i)));
    return QStringLiteral("%1 (kept %2)").arg(dice.join(QStringLiteral(", "))).arg(roll.kept());
}

QVariantList modifierList(const std::vector<Modifier> &modifiers)
{
    QVariantList list;
    for (const Modifier &m : modifiers) {
        list.append(QVariantMap{{QStringLiteral("value"), m.value},
                                {QStringLiteral("valueText"), numberformat::signedNumber(m.value)},
                                {QStringLiteral("section"), qs(m.section)},
                                {QStringLiteral("reason"), BattleWording::modifierReason(m)}});
    }
    return list;
}

QVariantMap effectMap(const Effect &e, const BattleWording &words)
{
    QVariantMap map{{QStringLiteral("kind"), effectKindKey(e.kind)},
                    {QStringLiteral("text"), words.effect(e)},
                    {QStringLiteral("section"), qs(e.section)},
                    {QStringLiteral("block"), e.block},
                    {QStringLiteral("other"), e.other},
                    {QStringLiteral("base"), e.base},
                    {QStringLiteral("amount"), e.amount},
                    {QStringLiteral("side"), sideNumber(e.side)},
                    {QStringLiteral("passed"), e.passed}};
    if (e.roll)
        map.insert(QStringLiteral("roll"), rollMap(*e.roll));
    if (e.combat) {
        map.insert(QStringLiteral("baseRoll"), rollMap(e.combat->aRoll));
        map.insert(QStringLiteral("enemyRoll"), rollMap(e.combat->bRoll));
    }
    if (e.missile) {
        map.insert(QStringLiteral("firerRoll"), rollMap(e.missile->firerRoll));
        map.insert(QStringLiteral("targetRoll"), rollMap(e.missile->targetRoll));
    }
    return map;
}

QVariantMap fightMap(const CombatResult &c, BaseId base, BaseId enemy, const BattleWording &words)
{
    QVariantList steps;
    for (const CombatStep &step : c.steps)
        steps.append(QVariantMap{{QStringLiteral("section"), qs(step.section)},
                                 {QStringLiteral("text"), words.combatStep(step, c, base, enemy)}});
    return {{QStringLiteral("base"), base},
            {QStringLiteral("enemy"), enemy},
            {QStringLiteral("baseRoll"), rollMap(c.aRoll)},
            {QStringLiteral("enemyRoll"), rollMap(c.bRoll)},
            {QStringLiteral("baseModifiers"), modifierList(c.assessment.aModifiers)},
            {QStringLiteral("enemyModifiers"), modifierList(c.assessment.bModifiers)},
            {QStringLiteral("baseTotal"), c.aTotal},
            {QStringLiteral("enemyTotal"), c.bTotal},
            {QStringLiteral("rawDifference"), c.rawDifference},
            {QStringLiteral("weightShift"), c.assessment.weightShift},
            {QStringLiteral("margin"), c.margin},
            {QStringLiteral("loser"), strikerKey(c.loser)},
            {QStringLiteral("points"), c.increments},
            {QStringLiteral("steps"), steps}};
}

QJsonValue jsonOf(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<QJSValue>())
        return jsonOf(value.value<QJSValue>().toVariant());
    if (value.typeId() == QMetaType::QVariantList) {
        QJsonArray array;
        for (const QVariant &item : value.toList())
            array.append(jsonOf(item));
        return array;
    }
    if (value.typeId() == QMetaType::QVariantMap)
        return fieldsOf(value.toMap());
    if (!value.isValid())
        return QJsonValue(QJsonValue::Null);
    // A typed list from QML (list<int>) reads as a list; numbers, text, booleans and null as themselves.
    if (value.canConvert<QVariantList>() && value.typeId() != QMetaType::QString && value.typeId() != QMetaType::QByteArray
        && value.typeId() != QMetaType::QJsonValue && value.typeId() != QMetaType::QJsonArray
        && value.typeId() != QMetaType::QJsonObject && value.typeId() != QMetaType::Nullptr)
        return jsonOf(QVariant(value.toList()));
    return QJsonValue::fromVariant(value);
}

QJsonObject fieldsOf(const QVariantMap &map)
{
    QJsonObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        object.insert(it.key(), jsonOf(it.value()));
    return object;
}

Command command(const QString &kind, const QJsonObject &fields, const Action *start)
{
    const auto decoded = record::BattleCodec::decodeCommand(kind, fields, start);
    if (!decoded.ok())
        return {std::nullopt, decoded.problems.join(QStringLiteral("; "))};
    return {decoded.value, {}};
}

GoingField goingField(const QString &key, const QString &path)
{
    record::json::Reader reader;
    const Going going = reader.key<Going>(QJsonValue(key), path, QStringLiteral("a Going"));
    if (!reader.problems.isEmpty())
        return {goingValue(Going::Open), reader.problems.join(QStringLiteral("; "))};
    return {goingValue(going), {}};
}

QVariantList goingChoices()
{
    QVariantList choices;
    for (const GoingInfo &info : GoingTable)
        choices.append(QVariantMap{{QStringLiteral("key"), keyText(info.going)}, {QStringLiteral("value"), info.value}});
    return choices;
}

} // namespace sessionmaps
