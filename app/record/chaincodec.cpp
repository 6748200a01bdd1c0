#include "chaincodec.h"

#include "codecparts.h"
#include "rulesoptions.h"

#include "ancients/keys.h"
#include "ancients/rules_tables.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
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
    explicit Writer(std::size_t reserve)
        : m_bytes(std::max<std::size_t>(reserve, 64), '\0')
    {
    }

    void byte(unsigned value)
    {
        ensure(1);
        m_bytes[m_size++] = static_cast<char>(value & 0xffU);
    }
    void flag(bool value) { byte(value ? 1U : 0U); }
    template<typename Enum>
    void key(Enum value)
    {
        byte(static_cast<unsigned>(value));
    }
    void count(std::uint64_t value)
    {
        ensure(10);
        char *at = m_bytes.data() + m_size;
        char *const from = at;
        while (value >= 0x80U) {
            *at++ = static_cast<char>((value & 0x7fU) | 0x80U);
            value >>= 7U;
        }
        *at++ = static_cast<char>(value);
        m_size += static_cast<std::size_t>(at - from);
    }
    void number(std::int64_t value)
    {
        // Zigzag: 0, −1, 1, −2, … as 0, 1, 2, 3, …
        count((static_cast<std::uint64_t>(value) << 1U) ^ static_cast<std::uint64_t>(value >> 63));
    }
    void fixed64(std::uint64_t value)
    {
        ensure(8);
        for (unsigned shift = 0; shift < 64; shift += 8)
            m_bytes[m_size++] = static_cast<char>((value >> shift) & 0xffU);
    }
    void bytes(const char *data, std::size_t size)
    {
        count(static_cast<std::uint64_t>(size));
        ensure(size);
        if (size > 0)
            std::memcpy(m_bytes.data() + m_size, data, size);
        m_size += size;
    }
    void bytes(const QByteArray &data) { bytes(data.constData(), static_cast<std::size_t>(data.size())); }
    void bytes(QByteArrayView data) { bytes(data.data(), static_cast<std::size_t>(data.size())); }
    void text(const std::string &utf8) { bytes(utf8.data(), utf8.size()); }
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
    void numbers(const std::vector<int> &values)
    {
        list(values, [this](int v) { number(v); });
    }

    /** The bytes written so far. */
    [[nodiscard]] QByteArrayView view() const { return {m_bytes.data(), static_cast<qsizetype>(m_size)}; }
    [[nodiscard]] QByteArray take() const { return view().toByteArray(); }
    void clear() { m_size = 0; }

private:
    /** Room for @p more bytes after those written. */
    void ensure(std::size_t more)
    {
        if (m_bytes.size() - m_size < more) [[unlikely]]
            grow(more);
    }
    [[gnu::noinline]] void grow(std::size_t more) { m_bytes.resize(std::max(2 * m_bytes.size(), m_size + more)); }

    std::string m_bytes; ///< the buffer; the first m_size bytes are written
    std::size_t m_size = 0;
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

/** Version 3's options: every knob as a number, a flag or a key (battle-format.md, Version 3's bytes). */
void writeOptions(Writer &w, const RulesOptions &options)
{
    const auto &[combatDie, shotAtDeniesRecovery, pivotCost, difficultMoveCost, followUp, eliteMechanic, mandatoryPursuit,
                 contagion, repeatedPushBackCost, pursuitCap, distances, table] = options;
    const auto &[footMove, lightFootMove, cavalryMove, missileRange] = distances;
    w.key(combatDie);
    w.flag(shotAtDeniesRecovery);
    w.number(pivotCost);
    w.number(difficultMoveCost);
    w.flag(followUp);
    w.key(eliteMechanic);
    w.flag(mandatoryPursuit);
    w.flag(contagion);
    w.number(repeatedPushBackCost);
    w.number(pursuitCap);
    w.number(footMove);
    w.number(lightFootMove);
    w.number(cavalryMove);
    w.number(missileRange);
    w.flag(table.has_value());
    if (table) {
        const auto &[width, depth] = *table;
        w.number(width);
        w.number(depth);
    }
}

void writeDice(Writer &w, const SuppliedDice &dice)
{
    const auto &[first, second, third] = dice;
    w.number(first);
    w.number(second);
    w.number(third);
}

void writeDice(Writer &w, const std::optional<SuppliedDice> &dice)
{
    w.flag(dice.has_value());
    if (dice)
        writeDice(w, *dice);
}

void writePlacement(Writer &w, const std::pair<Hex, Facing> &placement)
{
    w.number(placement.first.q);
    w.number(placement.first.r);
    w.number(placement.second.vertex);
}

void writeCombatPair(Writer &w, const CombatPair &pair)
{
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
}

/**
 * Version 3's bytes of an action (battle-format.md, Version 3's bytes): its kind's code, then
 * every field of the engine's action in the order game.h declares them, each named here so that
 * a field added to an action does not compile until it is encoded.
 */
struct ActionWriter
{
    Writer &w;

    void operator()(const MoveBlock &a) const
    {
        const auto &[block, terrainEntered, climb, difficult, charge, fullMove, destination, dice] = a;
        w.byte(0);
        w.number(block);
        w.list(terrainEntered, [this](const std::pair<const BaseId, std::vector<Going>> &entered) {
            w.number(entered.first);
            w.list(entered.second, [this](Going going) { w.key(going); });
        });
        w.number(climb);
        w.byte((difficult ? 1U : 0U) | (charge ? 2U : 0U) | (fullMove ? 4U : 0U));
        w.list(destination, [this](const std::pair<const BaseId, std::pair<Hex, Facing>> &placed) {
            w.number(placed.first);
            writePlacement(w, placed.second);
        });
        writeDice(w, dice);
    }
    void operator()(const PivotBlock &a) const
    {
        const auto &[block, steps, dice] = a;
        w.byte(1);
        w.number(block);
        w.number(steps);
        writeDice(w, dice);
    }
    void operator()(const WheelBlock &a) const
    {
        const auto &[block, pivot, steps, frontage, depth, dice] = a;
        w.byte(2);
        w.number(block);
        w.number(pivot);
        w.number(steps);
        w.number(frontage);
        w.number(depth);
        w.list(dice, [this](const SuppliedDice &d) { writeDice(w, d); });
    }
    void operator()(const MarchColumn &a) const
    {
        const auto &[block, order, path, dice] = a;
        w.byte(3);
        w.number(block);
        w.numbers(order);
        w.list(path, [this](const std::pair<Hex, Facing> &step) { writePlacement(w, step); });
        writeDice(w, dice);
    }
    void operator()(const SplitBlock &a) const
    {
        const auto &[block, detach, seamBases] = a;
        w.byte(4);
        w.number(block);
        w.numbers(detach);
        w.numbers(seamBases);
    }
    void operator()(const MergeBlocks &a) const
    {
        const auto &[into, from, seamBases] = a;
        w.byte(5);
        w.number(into);
        w.number(from);
        w.numbers(seamBases);
    }
    void operator()(const EnterFacts &a) const
    {
        const auto &[inContact, withinOneBaseWidth, retreatBlocked] = a.facts;
        w.byte(6);
        w.list(inContact, [this](const std::pair<int, int> &p) { w.pair(p); });
        w.list(withinOneBaseWidth, [this](const std::pair<int, int> &p) { w.pair(p); });
        w.list(retreatBlocked, [this](BaseId id) { w.number(id); });
    }
    void operator()(const MarkInCombat &a) const
    {
        w.byte(7);
        w.numbers(a.bases);
    }
    void operator()(const MarkShotAt &a) const
    {
        w.byte(8);
        w.numbers(a.bases);
    }
    void operator()(const AddFatigue &a) const
    {
        const auto &[fatigue, section, note] = a;
        w.byte(9);
        w.list(fatigue, [this](const std::pair<BaseId, int> &p) { w.pair(p); });
        w.text(section);
        w.text(note);
    }
    void operator()(const RemoveRoutedBase &a) const
    {
        w.byte(10);
        w.number(a.base);
    }
    void operator()(const EndPhase &a) const
    {
        const auto &[declineSmoothing] = a;
        w.byte(11);
        // Ending Recovery with Bases that decline to pull (§6.1, R17): tag 1 and the Bases,
        // only when there are any, as a field added to an action is (battle-format.md).
        if (!declineSmoothing.empty()) {
            w.byte(1);
            w.numbers(declineSmoothing);
        }
    }
    void operator()(const Fight &a) const
    {
        const auto &[base, enemy, lapping, enemyLapping, flank, rear, uphill, baseGoing, enemyGoing, baseDice, enemyDice,
                     overlapsAsEntered] = a;
        w.byte(12);
        w.number(base);
        w.number(enemy);
        w.optionalNumber(lapping);
        w.optionalNumber(enemyLapping);
        w.key(flank);
        w.key(rear);
        w.key(uphill);
        w.number(baseGoing);
        w.number(enemyGoing);
        writeDice(w, baseDice);
        writeDice(w, enemyDice);
        w.flag(overlapsAsEntered);
    }
    void operator()(const AllocateLoss &a) const
    {
        const auto &[fatigue, pushBack, rearSide, pinned, file, seamBases, farSide] = a;
        w.byte(13);
        w.number(fatigue);
        w.number(pushBack);
        w.key(rearSide);
        w.flag(pinned);
        w.numbers(file);
        w.numbers(seamBases);
        w.numbers(farSide);
    }
    void operator()(const Pursue &a) const
    {
        const auto &[decline, file, farSide] = a;
        w.byte(14);
        w.flag(decline);
        w.numbers(file);
        w.numbers(farSide);
    }
    void operator()(const Shoot &a) const
    {
        const auto &[firer, target, firerDice, targetDice, firerGoing, targetGoing] = a;
        w.byte(15);
        w.number(firer);
        w.number(target);
        writeDice(w, firerDice);
        writeDice(w, targetDice);
        w.number(firerGoing);
        w.number(targetGoing);
    }
    void operator()(const PlanCombat &a) const
    {
        w.byte(16);
        w.list(a.pairs, [this](const CombatPair &pair) { writeCombatPair(w, pair); });
    }
    void operator()(const FollowUp &a) const
    {
        const auto &[decline, seamBases, farSide] = a;
        w.byte(17);
        w.flag(decline);
        w.numbers(seamBases);
        w.numbers(farSide);
    }
};

/** An action as an entry of @p version holds it: its canonical JSON (2) or its bytes (3), with their length first. */
void writeAction(Writer &w, const Action &action, int version)
{
    if (version == 2) {
        w.bytes(BattleCodec::canonical(BattleCodec::encode(action)));
        return;
    }
    thread_local Writer bytes(64);
    bytes.clear();
    std::visit(ActionWriter{bytes}, action);
    w.bytes(bytes.view());
}

/** The state's bytes of @p version (2 or 3) into @p w. */
void writeState(Writer &w, const GameState &state, int version)
{
    // Every field by name: a field added to the state does not compile here until it is encoded.
    const auto &[options, rng, dice, meleeCheck, diceDrawn, turn, active, phase, armies, bases, blocks, positionsTracked,
                 terrain, enteredFacts, loser, engagements, foughtThisPhase, pendingLoss, pendingPursuit, firedThisPhase,
                 combatPlan, resolvedContacts, pendingFollowUp] = state;
    w.byte(static_cast<unsigned>(version)); // the encoding's version
    if (version == 2)
        w.bytes(optionsBytes(options));
    else
        writeOptions(w, options);
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
    w.list(combatPlan, [&w](const CombatPair &pair) { writeCombatPair(w, pair); });
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
}

/** The entry's chain bytes of @p version (2 or 3) into @p w. */
void writeEntry(Writer &w, const LogEntry &entry, int version)
{
    w.key(entry.type);
    w.number(entry.time.toMSecsSinceEpoch());
    w.bytes(entry.state);
    if (entry.type == LogEntry::Type::Action || entry.type == LogEntry::Type::Amend) {
        w.flag(entry.action.has_value());
        if (entry.action)
            writeAction(w, *entry.action, version);
    }
    if (entry.type == LogEntry::Type::Amend) {
        w.number(entry.index);
        w.text(entry.note);
        w.text(entry.umpire);
        w.list(entry.reasked, [&w, version](const ReaskedChoice &choice) {
            w.number(choice.at);
            w.list(choice.actions, [&w, version](const Action &action) { writeAction(w, action, version); });
        });
    }
}

/**
 * Reads back what Writer wrote, for version 3's entries as the store keeps them. Every read
 * stays within the bytes; the first that cannot be made (the bytes end, a number overflows
 * 64 bits or an int, a list is longer than any the record allows or than the bytes left, a
 * key the record does not write) is kept with its byte offset, and every read after it gives
 * a default value, so a decoder runs to its end and the first problem is the one named.
 */
class ByteReader
{
public:
    /** Reads @p bytes, which begin at byte @p base of what the problems count bytes in. */
    explicit ByteReader(QByteArrayView bytes, qsizetype base = 0)
        : m_bytes(bytes)
        , m_base(base)
    {
    }

    [[nodiscard]] bool failed() const { return !m_problem.isEmpty(); }
    [[nodiscard]] const QString &problem() const { return m_problem; }
    [[nodiscard]] bool atEnd() const { return m_at == m_bytes.size(); }
    [[nodiscard]] qsizetype offset() const { return m_at; }

    unsigned byte()
    {
        if (failed())
            return 0;
        if (m_at >= m_bytes.size()) {
            fail(QStringLiteral("the bytes end early"));
            return 0;
        }
        return static_cast<unsigned char>(m_bytes[m_at++]);
    }
    bool flag()
    {
        const unsigned value = byte();
        if (value > 1)
            fail(QStringLiteral("a flag of %1, where only 0 and 1 are written").arg(value), m_at - 1);
        return value == 1;
    }
    /** A key of @p Enum, one of its first @p size values; @p what names it in a problem ("a side"). */
    template<typename Enum>
    Enum key(std::size_t size, const char *what)
    {
        const unsigned value = byte();
        if (value >= size)
            fail(QStringLiteral("%1 of %2, where 0 to %3 are written").arg(QLatin1StringView(what)).arg(value).arg(size - 1),
                 m_at - 1);
        return failed() ? Enum{} : static_cast<Enum>(value);
    }
    std::uint64_t count()
    {
        std::uint64_t value = 0;
        const qsizetype from = m_at;
        for (unsigned shift = 0; shift < 64; shift += 7) {
            const unsigned b = byte();
            if (failed())
                return 0;
            if (shift == 63 && b > 1)
                break; // a tenth byte holds the 64th bit alone
            value |= static_cast<std::uint64_t>(b & 0x7fU) << shift;
            if ((b & 0x80U) == 0)
                return value;
        }
        fail(QStringLiteral("a number longer than 64 bits"), from);
        return 0;
    }
    /** A signed number that must fit an int. */
    int number()
    {
        const qsizetype from = m_at;
        const std::int64_t value = wide();
        if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max()) {
            fail(QStringLiteral("a number out of range (%1)").arg(value), from);
            return 0;
        }
        return static_cast<int>(value);
    }
    std::int64_t wide()
    {
        const std::uint64_t zigzag = count();
        return static_cast<std::int64_t>(zigzag >> 1U) ^ -static_cast<std::int64_t>(zigzag & 1U);
    }
    /**
     * A length of at most @p most, and at most the bytes left to read: each item of a list
     * takes a byte at least, so no list is made longer than the bytes could hold.
     */
    std::size_t length(std::size_t most)
    {
        const qsizetype from = m_at;
        const std::uint64_t n = count();
        if (n > most) {
            fail(QStringLiteral("a length of %1, more than the %2 the record allows").arg(n).arg(most), from);
            return 0;
        }
        if (n > static_cast<std::uint64_t>(m_bytes.size() - m_at)) {
            fail(QStringLiteral("the bytes end early"), from);
            return 0;
        }
        return static_cast<std::size_t>(n);
    }
    /** Bytes with their length first: any length the bytes left can hold. */
    QByteArray bytes() { return bytes(std::numeric_limits<std::size_t>::max()); }
    QByteArray bytes(std::size_t most)
    {
        const std::size_t n = length(most);
        if (failed())
            return {};
        QByteArray value(m_bytes.data() + m_at, static_cast<qsizetype>(n));
        m_at += static_cast<qsizetype>(n);
        return value;
    }
    std::string text() { return bytes(BattleCodec::MaximumTextLength * 6).toStdString(); }
    /** Each of a list's items, read by @p each, which gets the reader back. */
    template<typename Each>
    void list(Each each)
    {
        const std::size_t n = length(BattleCodec::MaximumListLength);
        for (std::size_t i = 0; i < n && !failed(); ++i)
            each();
    }
    std::vector<int> numbers()
    {
        std::vector<int> values;
        list([&] { values.push_back(number()); });
        return values;
    }
    std::pair<int, int> pair()
    {
        const int first = number();
        return {first, number()};
    }
    std::optional<int> optionalNumber()
    {
        if (!flag())
            return std::nullopt;
        return number();
    }
    template<typename Enum>
    std::optional<Enum> optionalKey(std::size_t size, const char *what)
    {
        if (!flag())
            return std::nullopt;
        return key<Enum>(size, what);
    }

    void fail(const QString &what) { fail(what, m_at); }
    void fail(const QString &what, qsizetype at)
    {
        if (!failed())
            m_problem = QStringLiteral("byte %1: %2").arg(m_base + at).arg(what);
    }
    /** Fails with @p problem as it is, already placed (a problem of a part read by a reader of its own). */
    void failAs(const QString &problem)
    {
        if (!failed())
            m_problem = problem;
    }

private:
    QByteArrayView m_bytes;
    qsizetype m_base = 0;
    qsizetype m_at = 0;
    QString m_problem;
};

SuppliedDice readDice(ByteReader &r)
{
    SuppliedDice dice;
    dice.first = r.number();
    dice.second = r.number();
    dice.third = r.number();
    return dice;
}

std::optional<SuppliedDice> readOptionalDice(ByteReader &r)
{
    if (!r.flag())
        return std::nullopt;
    return readDice(r);
}

std::pair<Hex, Facing> readPlacement(ByteReader &r)
{
    std::pair<Hex, Facing> placement;
    placement.first.q = r.number();
    placement.first.r = r.number();
    placement.second.vertex = r.number();
    return placement;
}

// How many of each enum's values an action or an entry records.
const std::size_t Strikers = keysOf<Striker>().size();   // None, A, B
constexpr std::size_t Laterals = 2;                      // Left, Right: a side the file names ("left", "right"), never OnTheLine
const std::size_t RearSides = keysOf<RearSide>().size(); // Left, Right
constexpr std::size_t EntryTypes = codec::EntryTypeKeys.size(); // Action, Undo, Redo, Amend

CombatPair readCombatPair(ByteReader &r)
{
    CombatPair pair;
    pair.base = r.number();
    pair.enemy = r.number();
    pair.lapping = r.optionalNumber();
    pair.enemyLapping = r.optionalNumber();
    pair.flank = r.key<Striker>(Strikers, "a striker");
    pair.rear = r.key<Striker>(Strikers, "a striker");
    pair.flankSide = r.optionalKey<Lateral>(Laterals, "a side");
    pair.lappingSide = r.optionalKey<Lateral>(Laterals, "a side");
    pair.enemyLappingSide = r.optionalKey<Lateral>(Laterals, "a side");
    return pair;
}

/** An action's version-3 bytes back into the action, the mirror of ActionWriter. */
Action readAction(ByteReader &r)
{
    const std::size_t goings = keysOf<Going>().size();
    const unsigned kind = r.byte();
    switch (kind) {
    case 0: {
        MoveBlock a;
        a.block = r.number();
        r.list([&] {
            const BaseId base = r.number();
            std::vector<Going> entered;
            r.list([&] { entered.push_back(r.key<Going>(goings, "a going")); });
            a.terrainEntered.emplace(base, std::move(entered));
        });
        a.climb = r.number();
        const unsigned bits = r.byte();
        if (bits > 7)
            r.fail(QStringLiteral("move flags of %1, where only three are written").arg(bits), r.offset() - 1);
        a.difficult = (bits & 1U) != 0;
        a.charge = (bits & 2U) != 0;
        a.fullMove = (bits & 4U) != 0;
        r.list([&] {
            const BaseId base = r.number();
            a.destination.emplace(base, readPlacement(r));
        });
        a.dice = readOptionalDice(r);
        return a;
    }
    case 1: {
        PivotBlock a;
        a.block = r.number();
        a.steps = r.number();
        a.dice = readOptionalDice(r);
        return a;
    }
    case 2: {
        WheelBlock a;
        a.block = r.number();
        a.pivot = r.number();
        a.steps = r.number();
        a.frontage = r.number();
        a.depth = r.number();
        r.list([&] { a.dice.push_back(readDice(r)); });
        return a;
    }
    case 3: {
        MarchColumn a;
        a.block = r.number();
        a.order = r.numbers();
        r.list([&] { a.path.push_back(readPlacement(r)); });
        a.dice = readOptionalDice(r);
        return a;
    }
    case 4: {
        SplitBlock a;
        a.block = r.number();
        a.detach = r.numbers();
        a.seamBases = r.numbers();
        return a;
    }
    case 5: {
        MergeBlocks a;
        a.into = r.number();
        a.from = r.number();
        a.seamBases = r.numbers();
        return a;
    }
    case 6: {
        EnterFacts a;
        r.list([&] { a.facts.inContact.insert(r.pair()); });
        r.list([&] { a.facts.withinOneBaseWidth.insert(r.pair()); });
        r.list([&] { a.facts.retreatBlocked.insert(r.number()); });
        return a;
    }
    case 7:
        return MarkInCombat{r.numbers()};
    case 8:
        return MarkShotAt{r.numbers()};
    case 9: {
        AddFatigue a;
        r.list([&] { a.fatigue.push_back(r.pair()); });
        a.section = r.text();
        a.note = r.text();
        return a;
    }
    case 10:
        return RemoveRoutedBase{r.number()};
    case 11: {
        EndPhase a;
        // The Bases that decline to pull, tagged 1, only when there are any.
        if (!r.atEnd() && !r.failed()) {
            const unsigned tag = r.byte();
            if (tag != 1)
                r.fail(QStringLiteral("a field tag of %1 after an end of phase, where only 1 is written").arg(tag),
                       r.offset() - 1);
            a.declineSmoothing = r.numbers();
        }
        return a;
    }
    case 12: {
        Fight a;
        a.base = r.number();
        a.enemy = r.number();
        a.lapping = r.optionalNumber();
        a.enemyLapping = r.optionalNumber();
        a.flank = r.key<Striker>(Strikers, "a striker");
        a.rear = r.key<Striker>(Strikers, "a striker");
        a.uphill = r.key<Striker>(Strikers, "a striker");
        a.baseGoing = r.number();
        a.enemyGoing = r.number();
        a.baseDice = readOptionalDice(r);
        a.enemyDice = readOptionalDice(r);
        a.overlapsAsEntered = r.flag();
        return a;
    }
    case 13: {
        AllocateLoss a;
        a.fatigue = r.number();
        a.pushBack = r.number();
        a.rearSide = r.key<RearSide>(RearSides, "a rear side");
        a.pinned = r.flag();
        a.file = r.numbers();
        a.seamBases = r.numbers();
        a.farSide = r.numbers();
        return a;
    }
    case 14: {
        Pursue a;
        a.decline = r.flag();
        a.file = r.numbers();
        a.farSide = r.numbers();
        return a;
    }
    case 15: {
        Shoot a;
        a.firer = r.number();
        a.target = r.number();
        a.firerDice = readOptionalDice(r);
        a.targetDice = readOptionalDice(r);
        a.firerGoing = r.number();
        a.targetGoing = r.number();
        return a;
    }
    case 16: {
        PlanCombat a;
        r.list([&] { a.pairs.push_back(readCombatPair(r)); });
        return a;
    }
    case 17: {
        FollowUp a;
        a.decline = r.flag();
        a.seamBases = r.numbers();
        a.farSide = r.numbers();
        return a;
    }
    default:
        if (!r.failed())
            r.fail(QStringLiteral("an action kind of %1, where 0 to 17 are written").arg(kind), r.offset() - 1);
        return EndPhase{};
    }
}

/** An action as an entry of version 3 holds it: its bytes, with their length first (writeAction). */
std::optional<Action> readEntryAction(ByteReader &r)
{
    const QByteArray bytes = r.bytes();
    if (r.failed())
        return std::nullopt;
    ByteReader inner(bytes, r.offset() - bytes.size());
    Action action = readAction(inner);
    if (!inner.failed() && !inner.atEnd())
        inner.fail(QStringLiteral("bytes left over after the action"));
    if (inner.failed()) {
        r.failAs(QStringLiteral("in its action, %1").arg(inner.problem()));
        return std::nullopt;
    }
    return action;
}

/** The hash of the entries of @p version (2 or 3): SHA-256 (2) or BLAKE2b-256 (3). */
QCryptographicHash::Algorithm algorithm(int version)
{
    return version == 2 ? QCryptographicHash::Sha256 : QCryptographicHash::Blake2b_256;
}

/** A writer kept for each thread, so that hashing an entry allocates nothing but its hash. */
Writer &scratch()
{
    thread_local Writer w(2048);
    w.clear();
    return w;
}

} // namespace

QByteArray ChainCodec::stateBytes(const GameState &state, int version)
{
    Writer w(256 + 16 * state.bases.size() + 48 * state.blocks.size());
    writeState(w, state, version);
    return w.take();
}

QByteArray ChainCodec::entryBytes(const LogEntry &entry, int version)
{
    Writer w(256);
    writeEntry(w, entry, version);
    return w.take();
}

QByteArray ChainCodec::actionBytes(const Action &action)
{
    Writer w(64);
    std::visit(ActionWriter{w}, action);
    return w.take();
}

QByteArray ChainCodec::stateHash(const GameState &state, int version)
{
    if (version == 1)
        return BattleCodec::stateHash(state);
    Writer &w = scratch();
    writeState(w, state, version);
    return QCryptographicHash::hash(w.view(), algorithm(version));
}

QByteArray ChainCodec::chainHash(const QByteArray &previous, const LogEntry &entry, int version)
{
    if (version == 1)
        return BattleCodec::chainHash(previous, entry);
    Writer &w = scratch();
    QCryptographicHash hash(algorithm(version));
    hash.addData(previous);
    writeEntry(w, entry, version);
    hash.addData(w.view());
    return hash.result();
}

Decoded<LogEntry> ChainCodec::decodeEntry(QByteArrayView bytes, int version, const QString &path)
{
    Decoded<LogEntry> decoded;
    if (!keptAsBytes(version)) {
        decoded.problems << QStringLiteral("%1: only entries of version 3 are kept as bytes, and this battle is of version %2")
                                .arg(path)
                                .arg(version);
        return decoded;
    }
    ByteReader r(bytes);
    LogEntry entry;
    entry.type = r.key<LogEntry::Type>(EntryTypes, "an entry type");
    const qsizetype timeAt = r.offset();
    entry.time = QDateTime::fromMSecsSinceEpoch(r.wide(), Qt::UTC);
    if (!entry.time.isValid() || entry.time.date().year() < 1 || entry.time.date().year() > 9999)
        r.fail(QStringLiteral("a time outside the years 1 to 9999"), timeAt);
    const qsizetype stateAt = r.offset();
    entry.state = r.bytes(64);
    if (!r.failed() && entry.state.size() != 32)
        r.fail(QStringLiteral("a state digest of %1 bytes, where it has 32").arg(entry.state.size()), stateAt);
    if (entry.type == LogEntry::Type::Action || entry.type == LogEntry::Type::Amend) {
        if (r.flag())
            entry.action = readEntryAction(r);
    }
    if (entry.type == LogEntry::Type::Amend) {
        entry.index = r.number();
        entry.note = QString::fromStdString(r.text());
        entry.umpire = QString::fromStdString(r.text());
        r.list([&] {
            ReaskedChoice choice;
            choice.at = r.number();
            r.list([&] {
                if (const auto action = readEntryAction(r))
                    choice.actions.push_back(*action);
            });
            entry.reasked.push_back(std::move(choice));
        });
    }
    if (!r.failed() && !r.atEnd())
        r.fail(QStringLiteral("bytes left over after the entry"));
    if (r.failed()) {
        decoded.problems << QStringLiteral("%1: %2").arg(path, r.problem());
        return decoded;
    }
    // One encoding for each entry: bytes that decode but are not what the entry writes (a
    // number with needless bytes, a map's keys out of order or twice) are refused.
    const QByteArray own = entryBytes(entry, version);
    if (own != bytes) {
        const auto differ = std::mismatch(own.cbegin(), own.cend(), bytes.cbegin(), bytes.cend());
        decoded.problems << QStringLiteral("%1: byte %2: the bytes are not the entry's own encoding")
                                .arg(path)
                                .arg(differ.second - bytes.cbegin());
        return decoded;
    }
    // The values are held to every check a battle file's are, by the file's own reader, and
    // must come back from it unchanged, so that the battle exports as a file that verifies:
    // the action of an entry (ids, dice, lengths within their bounds, texts of UTF-8), or the
    // whole of an amendment. Its problems are named as the file's, by their field.
    const QString unchanged = QStringLiteral("%1: a value the battle file cannot hold as it is").arg(path);
    if (entry.type == LogEntry::Type::Amend) {
        const Decoded<LogEntry> checked = BattleCodec::decodeEntry(BattleCodec::encode(entry), path, false);
        if (!checked.ok() || !(*checked.value == entry)) {
            decoded.problems = checked.ok() ? QStringList{unchanged} : checked.problems;
            return decoded;
        }
    } else if (entry.action) {
        const Decoded<Action> checked = BattleCodec::decodeAction(BattleCodec::encode(*entry.action), path + QStringLiteral(".action"));
        if (!checked.ok() || !(*checked.value == *entry.action)) {
            decoded.problems = checked.ok() ? QStringList{unchanged} : checked.problems;
            return decoded;
        }
    } else if (entry.type == LogEntry::Type::Action) {
        decoded.problems << QStringLiteral("%1: an action entry without its action").arg(path);
        return decoded;
    }
    decoded.value = std::move(entry);
    return decoded;
}

} // namespace record
