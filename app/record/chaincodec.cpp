#include "chaincodec.h"

#include "rulesoptions.h"

#include "ancients/rules_tables.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdint>
#include <string>

using namespace ancients;

namespace record {

namespace {

/**
 * The bytes of version 2's encodings (battle-format.md, Canonical bytes and hashes):
 * unsigned numbers as LEB128 varints, signed ones zigzagged first, flags and enums
 * as one byte, texts and lists with their length first.
 */
class Writer
{
public:
    explicit Writer(qsizetype reserve) { m_bytes.reserve(reserve); }

    void byte(unsigned value) { m_bytes.append(static_cast<char>(value & 0xffU)); }
    void flag(bool value) { byte(value ? 1U : 0U); }
    template<typename Enum>
    void key(Enum value)
    {
        byte(static_cast<unsigned>(value));
    }
    void count(std::uint64_t value)
    {
        while (value >= 0x80U) {
            byte(static_cast<unsigned>(value & 0x7fU) | 0x80U);
            value >>= 7U;
        }
        byte(static_cast<unsigned>(value));
    }
    void number(std::int64_t value)
    {
        // Zigzag: 0, −1, 1, −2, … as 0, 1, 2, 3, …
        count((static_cast<std::uint64_t>(value) << 1U) ^ static_cast<std::uint64_t>(value >> 63));
    }
    void fixed64(std::uint64_t value)
    {
        for (int shift = 0; shift < 64; shift += 8)
            byte(static_cast<unsigned>(value >> static_cast<unsigned>(shift)));
    }
    void bytes(const char *data, qsizetype size)
    {
        count(static_cast<std::uint64_t>(size));
        m_bytes.append(data, size);
    }
    void bytes(const QByteArray &data) { bytes(data.constData(), data.size()); }
    void text(const std::string &utf8) { bytes(utf8.data(), static_cast<qsizetype>(utf8.size())); }
    void text(const QString &text) { bytes(text.toUtf8()); }
    template<typename List, typename Each>
    void list(const List &items, Each each)
    {
        count(static_cast<std::uint64_t>(items.size()));
        for (const auto &item : items)
            each(item);
    }
    void pair(const std::pair<int, int> &p)
    {
        number(p.first);
        number(p.second);
    }
    void optionalNumber(const std::optional<int> &value)
    {
        flag(value.has_value());
        if (value)
            number(*value);
    }

    template<typename Enum>
    void optionalKey(const std::optional<Enum> &value)
    {
        flag(value.has_value());
        if (value)
            key(*value);
    }

    [[nodiscard]] QByteArray take() { return std::move(m_bytes); }

private:
    QByteArray m_bytes;
};

/**
 * The options' canonical JSON, as the setup and version 1 write them: every knob,
 * added ones included, without a second encoding to keep up. The options never
 * change within a battle, so the last ones are kept.
 */
const QByteArray &optionsBytes(const RulesOptions &options)
{
    thread_local RulesOptions last;
    thread_local QByteArray bytes;
    if (bytes.isEmpty() || !(options == last)) {
        last = options;
        bytes = QJsonDocument(RulesOptionsFormat::encode(options)).toJson(QJsonDocument::Compact);
    }
    return bytes;
}

QByteArray actionBytes(const Action &action)
{
    return BattleCodec::canonical(BattleCodec::encode(action));
}

} // namespace

QByteArray ChainCodec::stateBytes(const GameState &state)
{
    // Every field by name: a field added to the state does not compile here until it is encoded.
    const auto &[options, rng, dice, meleeCheck, diceDrawn, turn, active, phase, armies, bases, blocks, positionsTracked,
                 terrain, enteredFacts, loser, engagements, foughtThisPhase, pendingLoss, pendingPursuit, firedThisPhase,
                 combatPlan, resolvedContacts, pendingFollowUp] = state;
    Writer w(static_cast<qsizetype>(256 + 16 * bases.size() + 48 * blocks.size()));
    w.byte(2); // the encoding's version
    w.bytes(optionsBytes(options));
    w.fixed64(rng.state());
    w.fixed64(rng.increment());
    w.key(dice);
    w.list(diceDrawn, [&w](const DiceDraw &d) {
        const auto &[kind, actor, target, count] = d;
        w.key(kind);
        w.number(actor);
        w.number(target);
        w.number(count);
    });
    w.number(turn);
    w.key(active);
    w.key(phase);
    for (const Army &army : armies) {
        const auto &[name, startingBases, broken] = army;
        w.text(name);
        w.number(startingBases);
        w.flag(broken);
    }
    w.list(bases, [&w](const Base &base) {
        const auto &[id, side, block, fatigue, hex, facing, routed, removed, inCombatThisTurn, shotAtThisTurn,
                     gaveGroundThisPhase] = base;
        w.number(id);
        w.key(side);
        w.number(block);
        w.number(fatigue);
        w.flag(hex.has_value());
        if (hex) {
            w.number(hex->q);
            w.number(hex->r);
        }
        w.number(facing.vertex);
        w.byte((routed ? 1U : 0U) | (removed ? 2U : 0U) | (inCombatThisTurn ? 4U : 0U) | (shotAtThisTurn ? 8U : 0U)
               | (gaveGroundThisPhase ? 16U : 0U));
    });
    w.list(blocks, [&w](const Block &block) {
        const auto &[id, side, name, type, quality, weight, specialRules, spearArmed, members, movesThisTurn,
                     actedThisTurn, movementOver, firstMoveFull, shockCharge, chargedThisTurn] = block;
        w.number(id);
        w.key(side);
        w.text(name);
        w.key(type);
        w.key(quality);
        w.number(weight);
        unsigned rules = 0;
        for (std::size_t i = 0; i < SpecialRuleTable.size(); ++i) {
            if (specialRules.contains(SpecialRuleTable[i].rule))
                rules |= 1U << i;
        }
        w.count(rules);
        w.flag(spearArmed);
        w.list(members, [&w](BaseId member) { w.number(member); });
        w.number(movesThisTurn);
        w.byte((actedThisTurn ? 1U : 0U) | (movementOver ? 2U : 0U) | (firstMoveFull ? 4U : 0U)
               | (shockCharge ? 8U : 0U) | (chargedThisTurn ? 16U : 0U));
    });
    w.flag(positionsTracked);
    w.list(terrain, [&w](const std::pair<const Hex, Terrain> &placed) {
        const auto &[going, climb, elevation, impassable] = placed.second;
        w.number(placed.first.q);
        w.number(placed.first.r);
        w.key(going);
        w.number(climb);
        w.number(elevation);
        w.flag(impassable);
    });
    {
        const auto &[inContact, withinOneBaseWidth, retreatBlocked] = enteredFacts;
        w.list(inContact, [&w](const std::pair<int, int> &p) { w.pair(p); });
        w.list(withinOneBaseWidth, [&w](const std::pair<int, int> &p) { w.pair(p); });
        w.list(retreatBlocked, [&w](BaseId id) { w.number(id); });
    }
    w.byte(!loser ? 0U : *loser == Side::A ? 1U : 2U);
    w.list(engagements, [&w](const std::pair<int, int> &p) { w.pair(p); });
    w.list(foughtThisPhase, [&w](const std::pair<int, int> &p) { w.pair(p); });
    w.flag(pendingLoss.has_value());
    if (pendingLoss) {
        const auto &[lossLoser, winner, points, evadeCaught, rearCascade] = *pendingLoss;
        w.number(lossLoser);
        w.number(winner);
        w.number(points);
        w.byte((evadeCaught ? 1U : 0U) | (rearCascade ? 2U : 0U));
    }
    w.flag(pendingPursuit.has_value());
    if (pendingPursuit) {
        const auto &[pursuer, toward, isOptional] = *pendingPursuit;
        w.number(pursuer);
        w.number(toward);
        w.flag(isOptional);
    }
    w.list(firedThisPhase, [&w](BaseId id) { w.number(id); });
    w.list(combatPlan, [&w](const CombatPair &pair) {
        const auto &[base, enemy, lapping, enemyLapping, flank, rear, flankSide, lappingSide, enemyLappingSide] = pair;
        w.number(base);
        w.number(enemy);
        w.optionalNumber(lapping);
        w.optionalNumber(enemyLapping);
        w.key(flank);
        w.key(rear);
        w.optionalKey(flankSide);
        w.optionalKey(lappingSide);
        w.optionalKey(enemyLappingSide);
    });
    w.flag(pendingFollowUp.has_value());
    if (pendingFollowUp) {
        const auto &[winner, toward] = *pendingFollowUp;
        w.number(winner);
        w.number(toward);
    }
    w.key(meleeCheck);
    w.list(resolvedContacts, [&w](const std::pair<int, int> &p) { w.pair(p); });
    // Fields added to the state after version 2 follow here, each only when it differs from
    // its default, as a tag byte and its value (battle-format.md, Versioning).
    return w.take();
}

QByteArray ChainCodec::entryBytes(const LogEntry &entry)
{
    Writer w(256);
    w.key(entry.type);
    w.number(entry.time.toMSecsSinceEpoch());
    w.bytes(entry.state);
    if (entry.type == LogEntry::Type::Action || entry.type == LogEntry::Type::Amend) {
        w.flag(entry.action.has_value());
        if (entry.action)
            w.bytes(actionBytes(*entry.action));
    }
    if (entry.type == LogEntry::Type::Amend) {
        w.number(entry.index);
        w.text(entry.note);
        w.text(entry.umpire);
        w.list(entry.reasked, [&w](const ReaskedChoice &choice) {
            w.number(choice.at);
            w.list(choice.actions, [&w](const Action &action) { w.bytes(actionBytes(action)); });
        });
    }
    return w.take();
}

QByteArray ChainCodec::stateHash(const GameState &state, int version)
{
    if (version == 1)
        return BattleCodec::stateHash(state);
    return QCryptographicHash::hash(stateBytes(state), QCryptographicHash::Sha256);
}

QByteArray ChainCodec::chainHash(const QByteArray &previous, const LogEntry &entry, int version)
{
    if (version == 1)
        return BattleCodec::chainHash(previous, entry);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(previous);
    hash.addData(entryBytes(entry));
    return hash.result();
}

} // namespace record
