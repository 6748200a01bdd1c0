#include "battlecodec.h"
#include "codecparts.h"

#include "armylist.h"
#include "jsonreader.h"
#include "rulesoptions.h"

#include "ancients/keys.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <array>
#include <cmath>
#include <cstdio>
#include <cstddef>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

using namespace ancients;

namespace record {

using namespace codec;

namespace {

// ---- options and setup ---------------------------------------------------------------------

RulesOptions readOptions(Reader &r, const QJsonValue &json, const QString &path)
{
    return RulesOptionsFormat::read(r, json, path);
}

ArmyList readArmy(Reader &r, const QJsonValue &json, const QString &path)
{
    if (!json.isObject()) {
        r.wrong(json, path, QStringLiteral("an army list"));
        return {};
    }
    const ArmyListLoad load = ArmyListFormat::fromJson(BattleCodec::canonical(json.toObject()), path);
    if (!load.ok()) {
        // The army-list reader names the place itself: "setup.army_a, block 3 (Hastati): ...".
        r.problems << load.error;
        return {};
    }
    return *load.list;
}

QJsonObject encodeArmy(const ArmyList &list)
{
    return QJsonDocument::fromJson(ArmyListFormat::toJson(list)).object();
}

} // namespace

// ---- SeedCommitment ------------------------------------------------------------------------

QByteArray SeedCommitment::newSecret()
{
    std::array<quint32, HashBytes / 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), static_cast<qsizetype>(words.size()));
    QByteArray secret;
    for (const quint32 word : words) {
        for (int shift = 24; shift >= 0; shift -= 8)
            secret.append(static_cast<char>((word >> shift) & 0xffU));
    }
    return secret;
}

QByteArray SeedCommitment::commit(const QByteArray &secret)
{
    return BattleCodec::sha256(secret);
}

std::uint64_t SeedCommitment::gameSeed(const QByteArray &secret, const QString &phrase)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayView("ancients-battle-seed"));
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(secret);
    hash.addData(phrase.toUtf8());
    const QByteArray digest = hash.result();
    std::uint64_t seed = 0;
    for (qsizetype i = 0; i < 8; ++i)
        seed = (seed << 8U) | static_cast<std::uint8_t>(digest.at(i));
    return seed;
}

SeedCommitment SeedCommitment::of(const QByteArray &secret, const QString &phrase, DiceDerivation dice)
{
    return SeedCommitment{commit(secret), phrase, dice};
}

bool SeedCommitment::matches(const QByteArray &secret) const
{
    return commit(secret) == commitment;
}

// ---- BattleCodec ---------------------------------------------------------------------------


QJsonObject BattleCodec::encode(const RulesOptions &options)
{
    return RulesOptionsFormat::encode(options);
}

Decoded<RulesOptions> BattleCodec::decodeOptions(const QJsonValue &json, const QString &path)
{
    Reader r;
    const RulesOptions options = readOptions(r, json, path);
    if (r.problems.isEmpty())
        requireCanonical(r, json, encode(options), path);
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {options, {}};
}

namespace {

/** The setup's dice commitment; `dice` was added after version 1 and is written only when not sequential. */
QJsonObject encodeSeed(const SeedCommitment &seed)
{
    QJsonObject object{{QStringLiteral("commitment"), hexValue(seed.commitment)}, {QStringLiteral("phrase"), seed.phrase}};
    if (seed.dice == DiceDerivation::ByAction)
        object.insert(QStringLiteral("dice"), QStringLiteral("by-action"));
    return object;
}

/** How the dice derive: added after version 1, missing means sequential, which is never written. */
DiceDerivation readLaterDiceDerivation(Reader &r, const QJsonValue &v, const QString &p)
{
    if (v.isUndefined())
        return DiceDerivation::Sequential;
    if (v == QJsonValue(QStringLiteral("by-action")))
        return DiceDerivation::ByAction;
    if (v == QJsonValue(QStringLiteral("sequential")))
        r.problem(p, QStringLiteral("is \"sequential\", the default: leave the field out instead"));
    else
        r.problem(p, QStringLiteral("is not a way to derive the dice (\"by-action\")"));
    return DiceDerivation::Sequential;
}

/** Which melees hold the Combat phase open: added after version 1, missing means a declared plan's only, which is never written. */
MeleeCheck readLaterMeleeCheck(Reader &r, const QJsonValue &v, const QString &p)
{
    if (v.isUndefined())
        return MeleeCheck::PlannedOnly;
    if (v == QJsonValue(QStringLiteral("every")))
        return MeleeCheck::Every;
    r.problem(p, QStringLiteral("is not a check of the melees (\"every\")"));
    return MeleeCheck::PlannedOnly;
}

/** The state's dice drawn this phase, each identity by the kind of action that rolled. */
QJsonArray encodeDiceDrawn(const std::vector<DiceDraw> &drawn)
{
    static const std::array<const char *, 6> rollKinds{"move-block", "pivot-block", "wheel-block",
                                                       "march-column", "fight", "shoot"};
    QJsonArray list;
    for (const auto &[kind, actor, target, count] : drawn)
        list.append(QJsonObject{{QStringLiteral("kind"), QLatin1String(rollKinds.at(static_cast<std::size_t>(kind)))},
                                {QStringLiteral("actor"), actor},
                                {QStringLiteral("target"), target < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(target)},
                                {QStringLiteral("count"), count}});
    return list;
}

} // namespace

QJsonObject BattleCodec::encode(const BattleSetup &setup)
{
    const auto &[armyA, armyB, options, deployments, terrain, seed, meleeCheck] = setup;
    QJsonArray placed;
    for (const Deployment &d : deployments)
        placed.append(encodePlacement(d.origin, d.facing));
    QJsonArray ground;
    for (const auto &[hex, t] : terrain) {
        const auto &[going, climb, elevation, impassable] = t;
        ground.append(QJsonObject{{QStringLiteral("hex"), encodeHex(hex)},
                                  {QStringLiteral("going"), keyText(going)},
                                  {QStringLiteral("climb"), climb},
                                  {QStringLiteral("elevation"), elevation},
                                  {QStringLiteral("impassable"), impassable}});
    }
    QJsonObject object{
        {QStringLiteral("army_a"), encodeArmy(armyA)},
        {QStringLiteral("army_b"), encodeArmy(armyB)},
        {QStringLiteral("options"), encode(options)},
        {QStringLiteral("deployments"), placed},
        {QStringLiteral("terrain"), ground},
        {QStringLiteral("seed"), encodeSeed(seed)},
    };
    // Added after version 1: written only when every melee is checked.
    if (meleeCheck == MeleeCheck::Every)
        object.insert(QStringLiteral("melee_check"), QStringLiteral("every"));
    return object;
}

Decoded<BattleSetup> BattleCodec::decodeSetup(const QJsonValue &json, const QString &path)
{
    Reader r;
    BattleSetup setup;
    {
        Fields f(r, json, path);
        setup.armyA = f.read("army_a", readArmy);
        setup.armyB = f.read("army_b", readArmy);
        setup.options = f.read("options", readOptions);
        setup.deployments = f.read("deployments", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.each<Deployment>(v, p, [&rd](const QJsonValue &value, const QString &at) {
                const auto [hex, facing] = readPlacement(rd, value, at);
                return Deployment{hex, facing};
            });
        });
        const auto terrain = f.read("terrain", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.each<std::pair<Hex, Terrain>>(v, p, [&rd](const QJsonValue &value, const QString &at) {
                Fields t(rd, value, at);
                Terrain ground;
                const Hex hex = t.read("hex", readHex);
                ground.going = t.read("going", readGoing);
                ground.climb = t.read("climb", [](Reader &x, const QJsonValue &cv, const QString &cp) {
                    return x.number(cv, cp, 0, 2);
                });
                ground.elevation = t.read("elevation", [](Reader &x, const QJsonValue &ev, const QString &ep) {
                    return x.number(ev, ep, -MaximumElevation, MaximumElevation);
                });
                ground.impassable = t.read("impassable", readBool);
                return std::pair{hex, ground};
            });
        });
        setup.terrain.insert(terrain.begin(), terrain.end());
        const auto seed = f.read("seed", [](Reader &rd, const QJsonValue &v, const QString &p) {
            Fields s(rd, v, p);
            return SeedCommitment{s.read("commitment", readDigest), s.read("phrase", readPhrase),
                                  s.read("dice", readLaterDiceDerivation)};
        });
        setup.seed = seed;
        setup.meleeCheck = f.read("melee_check", readLaterMeleeCheck);
    }
    if (r.problems.isEmpty())
        requireCanonical(r, json, encode(setup), path);
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {std::move(setup), {}};
}

QJsonObject BattleCodec::encode(const LogEntry &entry)
{
    QJsonObject object;
    if (entry.type == LogEntry::Type::Action || entry.type == LogEntry::Type::Amend)
        object.insert(QLatin1StringView("action"), entry.action ? QJsonValue(encode(*entry.action)) : QJsonValue());
    object.insert(QLatin1StringView("state"), hexValue(entry.state));
    object.insert(QLatin1StringView("time"), timeText(entry.time));
    object.insert(QLatin1StringView("type"), entryTypeKey(entry.type));
    if (entry.type == LogEntry::Type::Amend) {
        object.insert(QStringLiteral("index"), entry.index);
        object.insert(QStringLiteral("note"), entry.note);
        // Added after version 1: written only when given, so older amendments keep their bytes.
        if (!entry.umpire.isEmpty())
            object.insert(QStringLiteral("umpire"), entry.umpire);
        if (!entry.reasked.empty()) {
            QJsonArray reasked;
            for (const ReaskedChoice &choice : entry.reasked) {
                QJsonArray actions;
                for (const Action &action : choice.actions)
                    actions.append(encode(action));
                reasked.append(QJsonObject{{QStringLiteral("at"), choice.at}, {QStringLiteral("actions"), actions}});
            }
            object.insert(QStringLiteral("reasked"), reasked);
        }
    }
    return object;
}

Decoded<LogEntry> BattleCodec::decodeEntry(const QJsonValue &json, const QString &path, bool withHash)
{
    Reader r;
    LogEntry entry;
    {
        Fields f(r, json, path);
        entry.type = f.read("type", [](Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.key<LogEntry::Type>(v, p, EntryTypeKeys, QStringLiteral("an entry type"));
        });
        entry.time = f.read("time", [](Reader &rd, const QJsonValue &v, const QString &p) {
            const QDateTime time = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
            if (!v.isString() || !time.isValid() || timeText(time) != v.toString()) {
                rd.wrong(v, p, QStringLiteral("a UTC time such as \"2024-05-01T14:03:07.250Z\""));
                return QDateTime();
            }
            return recordTime(time);
        });
        entry.state = f.read("state", readDigest);
        if (withHash)
            entry.hash = f.read("hash", readDigest);
        if (entry.type == LogEntry::Type::Action || entry.type == LogEntry::Type::Amend)
            entry.action = f.read("action", readAction);
        if (entry.type == LogEntry::Type::Amend) {
            entry.index = f.read("index", [](Reader &rd, const QJsonValue &v, const QString &p) {
                return rd.whole(v, p, 0, MaximumEntryIndex,
                                QStringLiteral("a position in the action list (0 to %1)").arg(MaximumEntryIndex));
            });
            entry.note = f.read("note", readText);
            entry.umpire = QString::fromStdString(f.read("umpire", readLaterText));
            entry.reasked = f.read("reasked", [](Reader &rd, const QJsonValue &v, const QString &p) {
                if (v.isUndefined())
                    return std::vector<ReaskedChoice>{};
                auto choices = rd.each<ReaskedChoice>(v, p, [&rd](const QJsonValue &c, const QString &cp) {
                    Fields g(rd, c, cp);
                    ReaskedChoice choice;
                    choice.at = g.read("at", [](Reader &r2, const QJsonValue &w, const QString &wp) {
                        return r2.whole(w, wp, 0, MaximumEntryIndex,
                                        QStringLiteral("a position in the action list (0 to %1)").arg(MaximumEntryIndex));
                    });
                    choice.actions = g.read("actions", [](Reader &r2, const QJsonValue &w, const QString &wp) {
                        return r2.each<Action>(w, wp, [&r2](const QJsonValue &a, const QString &ap) {
                            return readAction(r2, a, ap);
                        });
                    });
                    return choice;
                });
                if (v.isArray() && choices.empty())
                    rd.problem(p, QStringLiteral("is empty: leave the field out instead"));
                for (std::size_t i = 1; i < choices.size(); ++i) {
                    if (choices[i].at <= choices[i - 1].at)
                        rd.problem(p, QStringLiteral("the positions must rise"));
                }
                return choices;
            });
        }
    }
    if (r.problems.isEmpty()) {
        QJsonObject canonicalForm = encode(entry);
        if (withHash)
            canonicalForm.insert(QStringLiteral("hash"), hexValue(entry.hash));
        requireCanonical(r, json, canonicalForm, path);
    }
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {std::move(entry), {}};
}

QJsonObject BattleCodec::encode(const GameState &state)
{
    const auto &[options, rng, dice, meleeCheck, diceDrawn, turn, active, phase, armies, bases, blocks, positionsTracked, terrain,
                 enteredFacts, loser, engagements, foughtThisPhase, pendingLoss, pendingPursuit, firedThisPhase, combatPlan,
                 resolvedContacts, pendingFollowUp] = state;

    QJsonArray armyList;
    for (const Army &army : armies) {
        const auto &[name, startingBases, broken] = army;
        armyList.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(name)},
                                    {QStringLiteral("starting_bases"), startingBases},
                                    {QStringLiteral("broken"), broken}});
    }
    QJsonArray baseList;
    for (const Base &base : bases) {
        const auto &[id, side, block, fatigue, hex, facing, routed, removed, inCombatThisTurn, shotAtThisTurn,
                     gaveGroundThisPhase] = base;
        baseList.append(QJsonObject{
            {QStringLiteral("id"), id},
            {QStringLiteral("side"), keyText(side)},
            {QStringLiteral("block"), block},
            {QStringLiteral("fatigue"), fatigue},
            {QStringLiteral("hex"), hex ? QJsonValue(encodeHex(*hex)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("facing"), facing.vertex},
            {QStringLiteral("routed"), routed},
            {QStringLiteral("removed"), removed},
            {QStringLiteral("in_combat_this_turn"), inCombatThisTurn},
            {QStringLiteral("shot_at_this_turn"), shotAtThisTurn},
            {QStringLiteral("gave_ground_this_phase"), gaveGroundThisPhase},
        });
    }
    QJsonArray blockList;
    for (const Block &block : blocks) {
        const auto &[id, side, name, type, quality, weight, specialRules, spearArmed, members, movesThisTurn,
                     actedThisTurn, movementOver, firstMoveFull, shockCharge, chargedThisTurn] = block;
        QJsonArray rules;
        for (const SpecialRuleInfo &info : SpecialRuleTable) {
            if (specialRules.contains(info.rule))
                rules.append(keyText(info.rule));
        }
        blockList.append(QJsonObject{
            {QStringLiteral("id"), id},
            {QStringLiteral("side"), keyText(side)},
            {QStringLiteral("name"), QString::fromStdString(name)},
            {QStringLiteral("type"), keyText(type)},
            {QStringLiteral("quality"), keyText(quality)},
            {QStringLiteral("weight"), weight},
            {QStringLiteral("special_rules"), rules},
            {QStringLiteral("spear_armed"), spearArmed},
            {QStringLiteral("bases"), encodeIds(members)},
            {QStringLiteral("moves_this_turn"), movesThisTurn},
            {QStringLiteral("acted_this_turn"), actedThisTurn},
            {QStringLiteral("movement_over"), movementOver},
            {QStringLiteral("first_move_full"), firstMoveFull},
            {QStringLiteral("shock_charge"), shockCharge},
            {QStringLiteral("charged_this_turn"), chargedThisTurn},
        });
    }
    QJsonArray ground;
    for (const auto &[hex, t] : terrain) {
        const auto &[going, climb, elevation, impassable] = t;
        ground.append(QJsonObject{{QStringLiteral("hex"), encodeHex(hex)},
                                  {QStringLiteral("going"), keyText(going)},
                                  {QStringLiteral("climb"), climb},
                                  {QStringLiteral("elevation"), elevation},
                                  {QStringLiteral("impassable"), impassable}});
    }
    QJsonValue loss(QJsonValue::Null);
    if (pendingLoss) {
        const auto &[lossLoser, winner, points, evadeCaught, rearCascade] = *pendingLoss;
        QJsonObject pending{{QStringLiteral("loser"), lossLoser},
                            {QStringLiteral("winner"), winner},
                            {QStringLiteral("points"), points},
                            {QStringLiteral("evade_caught"), evadeCaught}};
        if (rearCascade) // written only when set, so states without it encode as before
            pending.insert(QStringLiteral("rear_cascade"), true);
        loss = pending;
    }
    QJsonValue pursuit(QJsonValue::Null);
    if (pendingPursuit) {
        const auto &[pursuer, toward, isOptional] = *pendingPursuit;
        pursuit = QJsonObject{{QStringLiteral("pursuer"), pursuer},
                              {QStringLiteral("toward"), toward},
                              {QStringLiteral("optional"), isOptional}};
    }
    QJsonObject object{
        {QStringLiteral("options"), encode(options)},
        {QStringLiteral("rng"),
         QJsonObject{{QStringLiteral("state"), hex64(rng.state())}, {QStringLiteral("increment"), hex64(rng.increment())}}},
        {QStringLiteral("turn"), turn},
        {QStringLiteral("active"), keyText(active)},
        {QStringLiteral("phase"), keyText(phase)},
        {QStringLiteral("armies"), armyList},
        {QStringLiteral("bases"), baseList},
        {QStringLiteral("blocks"), blockList},
        {QStringLiteral("positions_tracked"), positionsTracked},
        {QStringLiteral("terrain"), ground},
        {QStringLiteral("entered_facts"), encodeFacts(enteredFacts)},
        {QStringLiteral("loser"), loser ? QJsonValue(keyText(*loser)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("engagements"), encodePairs(engagements)},
        {QStringLiteral("fought_this_phase"), encodePairs(foughtThisPhase)},
        {QStringLiteral("pending_loss"), loss},
        {QStringLiteral("pending_pursuit"), pursuit},
    };
    // Added after version 1: written only when not empty (battle-format.md, Versioning).
    if (!firedThisPhase.empty())
        object.insert(QStringLiteral("fired_this_phase"), encodeIds(firedThisPhase));
    if (!combatPlan.empty())
        object.insert(QStringLiteral("combat_plan"), encodeCombatPairs(combatPlan));
    if (dice == DiceDerivation::ByAction)
        object.insert(QStringLiteral("dice"), QStringLiteral("by-action"));
    if (!diceDrawn.empty())
        object.insert(QStringLiteral("dice_drawn"), encodeDiceDrawn(diceDrawn));
    if (meleeCheck == MeleeCheck::Every)
        object.insert(QStringLiteral("melee_check"), QStringLiteral("every"));
    if (!resolvedContacts.empty())
        object.insert(QStringLiteral("resolved_contacts"), encodePairs(resolvedContacts));
    if (pendingFollowUp) {
        const auto &[winner, toward] = *pendingFollowUp;
        object.insert(QStringLiteral("pending_follow_up"),
                      QJsonObject{{QStringLiteral("winner"), winner}, {QStringLiteral("toward"), toward}});
    }
    return object;
}

QByteArray BattleCodec::canonical(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray BattleCodec::sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

QByteArray BattleCodec::stateHash(const GameState &state)
{
    return sha256(canonical(encode(state)));
}

QByteArray BattleCodec::setupHash(const BattleSetup &setup)
{
    return sha256(canonical(encode(setup)));
}

QByteArray BattleCodec::chainHash(const QByteArray &previous, const LogEntry &entry)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(previous);
    hash.addData(canonical(encode(entry)));
    return hash.result();
}

QString BattleCodec::timeText(const QDateTime &time)
{
    // Every entry carries its time: written here with the fixed digits of its form, Qt's general
    // formatter (QDateTime::toString) cost more than the rest of the entry's text. A year it
    // cannot write in four digits is left to that formatter.
    const QDateTime utc = recordTime(time);
    const QDate date = utc.date();
    if (!date.isValid() || date.year() < 1 || date.year() > 9999)
        return utc.toString(Qt::ISODateWithMs);
    const QTime clock = utc.time();
    std::array<char, 32> text{};
    const int length = std::snprintf(text.data(), text.size(), "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", date.year(),
                                     date.month(), date.day(), clock.hour(), clock.minute(), clock.second(), clock.msec());
    return QString::fromLatin1(text.data(), length);
}

QDateTime BattleCodec::recordTime(const QDateTime &time)
{
    return time.toUTC();
}

} // namespace record