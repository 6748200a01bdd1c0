#pragma once

// The battle file's codec from inside (battlecodec.cpp, actioncodec.cpp): its
// limits, the strict reader with the file's own values, and the readers and
// writers of the values every part of the file shares. Not installed; not API.

#include "battlecodec.h"
#include "jsonreader.h"

#include "ancients/keys.h"

#include <QJsonArray>
#include <QJsonObject>

#include <array>
#include <cstddef>
#include <optional>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

namespace record::codec {

using namespace ancients;

// ---- keys ----------------------------------------------------------------------------------

// Enum values are written by the engine's keys (ancients/keys.h); the log's
// entry types are the record's own.
inline constexpr std::array<std::string_view, 4> EntryTypeKeys{"action", "undo", "redo", "amend"};

static_assert(static_cast<std::size_t>(LogEntry::Type::Amend) + 1 == EntryTypeKeys.size());

inline constexpr int MaximumSteps = 6;     // turns of 60°
inline constexpr int MaximumSide = 99;     // frontage or depth, as army lists allow
inline constexpr int MaximumPoints = 99;   // Fatigue or push-back points in one action
inline constexpr int MaximumElevation = 99;
inline constexpr int OpenGoing = goingValue(Going::Open); // §8.1: open ground, a Going field's default
inline constexpr int MaximumEntryIndex = 999999;
inline constexpr qsizetype HashBytes = 32;

using json::keyText;

inline QString entryTypeKey(LogEntry::Type type)
{
    return json::keyText(EntryTypeKeys.at(static_cast<std::size_t>(type)));
}

inline QJsonValue hexValue(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex());
}

inline QString hex64(std::uint64_t value)
{
    return QStringLiteral("%1").arg(value, 16, 16, QLatin1Char('0'));
}

// ---- decoding ------------------------------------------------------------------------------

/** The strict JSON reader with the battle file's own values: Base and Block numbers, hashes. */
class Reader : public json::Reader
{
public:
    Reader()
        : json::Reader(BattleCodec::MaximumListLength, BattleCodec::MaximumTextLength)
    {
    }

    int base(const QJsonValue &value, const QString &path)
    {
        return whole(value, path, 0, BattleCodec::MaximumId,
                     QStringLiteral("a Base number (0 to %1)").arg(BattleCodec::MaximumId));
    }

    int block(const QJsonValue &value, const QString &path)
    {
        return whole(value, path, 0, BattleCodec::MaximumId,
                     QStringLiteral("a Block number (0 to %1)").arg(BattleCodec::MaximumId));
    }

    /** 32 bytes written as 64 lower-case hex digits. */
    QByteArray digest(const QJsonValue &value, const QString &path)
    {
        if (!value.isString() || !json::isDigestText(value.toString())) {
            wrong(value, path, QStringLiteral("a 256-bit hash (64 lower-case hex digits)"));
            return {};
        }
        return QByteArray::fromHex(value.toString().toLatin1());
    }

    std::vector<BaseId> bases(const QJsonValue &value, const QString &path)
    {
        return each<BaseId>(value, path, [this](const QJsonValue &v, const QString &p) { return base(v, p); });
    }
};

using Fields = json::Fields<Reader>;

// Readers in the form Fields::read takes.
inline constexpr auto readBase = [](Reader &r, const QJsonValue &v, const QString &p) { return r.base(v, p); };
inline constexpr auto readBlock = [](Reader &r, const QJsonValue &v, const QString &p) { return r.block(v, p); };
inline constexpr auto readBool = [](Reader &r, const QJsonValue &v, const QString &p) { return r.boolean(v, p); };
inline constexpr auto readText = [](Reader &r, const QJsonValue &v, const QString &p) { return r.text(v, p); };
/** A Base added after version 1: missing means none, and none is never written. */
inline constexpr auto readLaterBase = [](Reader &r, const QJsonValue &v, const QString &p) -> std::optional<int> {
    if (v.isUndefined())
        return std::nullopt;
    return r.base(v, p);
};
/** The opponent's phrase: one line of at most limits::MaximumPhraseLength characters. */
inline constexpr auto readPhrase = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.text(v, p, limits::MaximumPhraseLength, false);
};
inline constexpr auto readBases = [](Reader &r, const QJsonValue &v, const QString &p) { return r.bases(v, p); };
/** Bases added after version 1: missing means none, and none is never written (battle-format.md, Versioning). */
inline constexpr auto readLaterBases = [](Reader &r, const QJsonValue &v, const QString &p) {
    if (v.isUndefined())
        return std::vector<ancients::BaseId>();
    const auto ids = r.bases(v, p);
    if (v.isArray() && ids.empty())
        r.problem(p, QStringLiteral("is empty: leave the field out instead"));
    return ids;
};
/** Text added after version 1: missing means empty, and empty is never written (battle-format.md, Versioning). */
inline constexpr auto readLaterText = [](Reader &r, const QJsonValue &v, const QString &p) {
    if (v.isUndefined())
        return std::string();
    const QString text = r.text(v, p);
    if (v.isString() && text.isEmpty())
        r.problem(p, QStringLiteral("is empty: leave the field out instead"));
    return text.toStdString();
};
/** A flag added after version 1: missing means false, and false is never written (battle-format.md, Versioning). */
inline constexpr auto readLaterFlag = [](Reader &r, const QJsonValue &v, const QString &p) {
    if (v.isUndefined())
        return false;
    const bool flag = r.boolean(v, p);
    if (v.isBool() && !flag)
        r.problem(p, QStringLiteral("is false: leave the field out instead"));
    return flag;
};
inline constexpr auto readSteps = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.number(v, p, -MaximumSteps, MaximumSteps);
};
inline constexpr auto readGoingValue = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.whole(v, p, 1, 5, QStringLiteral("a Going value (1 to 5)"));
};
/** A Going value added after version 1: missing means open ground (5), which is never written. */
inline constexpr auto readLaterGoingValue = [](Reader &r, const QJsonValue &v, const QString &p) {
    if (v.isUndefined())
        return OpenGoing;
    const int going = r.whole(v, p, 1, OpenGoing, QStringLiteral("a Going value (1 to 5)"));
    if (v.isDouble() && going == OpenGoing)
        r.problem(p, QStringLiteral("is 5, open ground: leave the field out instead"));
    return going;
};
inline constexpr auto readPoints = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.number(v, p, 0, MaximumPoints);
};
inline constexpr auto readStriker = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.key<Striker>(v, p, QStringLiteral("a side of the fight"));
};
/** A side of the fight added after version 1: missing means none, and "none" is never written. */
inline constexpr auto readLaterStriker = [](Reader &r, const QJsonValue &v, const QString &p) {
    if (v.isUndefined())
        return Striker::None;
    const Striker striker = r.key<Striker>(v, p, QStringLiteral("a side of the fight"));
    if (v.isString() && striker == Striker::None && v.toString() == QStringLiteral("none"))
        r.problem(p, QStringLiteral("is \"none\", the default: leave the field out instead"));
    return striker;
};
/** A side of a Base added after version 1, "left" or "right": missing means not said. */
inline constexpr auto readLaterSide = [](Reader &r, const QJsonValue &v, const QString &p) -> std::optional<Lateral> {
    if (v.isUndefined())
        return std::nullopt;
    if (v == QJsonValue(QStringLiteral("left")))
        return Lateral::Left;
    if (v == QJsonValue(QStringLiteral("right")))
        return Lateral::Right;
    r.problem(p, QStringLiteral("is not a side of a Base (\"left\" or \"right\")"));
    return std::nullopt;
};
inline constexpr auto readGoing = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.key<Going>(v, p, QStringLiteral("a Going"));
};
inline constexpr auto readDigest = [](Reader &r, const QJsonValue &v, const QString &p) { return r.digest(v, p); };

inline Hex readHex(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    const auto coordinate = [](Reader &rd, const QJsonValue &value, const QString &path) {
        return rd.number(value, path, -BattleCodec::MaximumCoordinate, BattleCodec::MaximumCoordinate);
    };
    return Hex{f.read("q", coordinate), f.read("r", coordinate)};
}

inline Facing readFacing(Reader &r, const QJsonValue &v, const QString &p)
{
    return Facing{r.whole(v, p, 0, 5, QStringLiteral("a facing (a vertex, 0 to 5)"))};
}

inline SuppliedDice readDice(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    const auto face = [](Reader &rd, const QJsonValue &value, const QString &path) {
        return rd.whole(value, path, 0, 6, QStringLiteral("a die's face (1 to 6, or 0 for none)"));
    };
    // The third die (§13, ruling R42) came after version 1: missing means none, and none is never written.
    const auto laterFace = [](Reader &rd, const QJsonValue &value, const QString &path) {
        if (value.isUndefined())
            return 0;
        const int third = rd.whole(value, path, 0, 6, QStringLiteral("a die's face (1 to 6)"));
        if (value.isDouble() && value.toDouble() == 0)
            rd.problem(path, QStringLiteral("is 0, no die: leave the field out instead"));
        return third;
    };
    return SuppliedDice{f.read("first", face), f.read("second", face), f.read("third", laterFace)};
}

inline constexpr auto readOptionalDice = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.nullable<SuppliedDice>(v, p, [&r](const QJsonValue &value, const QString &path) {
        return readDice(r, value, path);
    });
};

inline constexpr auto readOptionalBase = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.nullable<BaseId>(v, p, [&r](const QJsonValue &value, const QString &path) { return r.base(value, path); });
};

/** A placement: where a Base stands and which vertex it faces. */
inline std::pair<Hex, Facing> readPlacement(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    return {f.read("hex", readHex), f.read("facing", readFacing)};
}

inline QJsonObject encodeHex(Hex hex)
{
    return QJsonObject{{QStringLiteral("q"), hex.q}, {QStringLiteral("r"), hex.r}};
}

inline QJsonValue encodeDice(const std::optional<SuppliedDice> &dice)
{
    if (!dice)
        return QJsonValue(QJsonValue::Null);
    QJsonObject object{{QStringLiteral("first"), dice->first}, {QStringLiteral("second"), dice->second}};
    if (dice->third != 0)
        object.insert(QStringLiteral("third"), dice->third);
    return object;
}

inline QJsonValue encodeOptionalId(const std::optional<int> &id)
{
    return id ? QJsonValue(*id) : QJsonValue(QJsonValue::Null);
}

inline QJsonObject encodePlacement(Hex hex, Facing facing)
{
    return QJsonObject{{QStringLiteral("hex"), encodeHex(hex)}, {QStringLiteral("facing"), facing.vertex}};
}

template<typename Container>
inline QJsonArray encodeIds(const Container &ids)
{
    QJsonArray array;
    for (const int id : ids)
        array.append(id);
    return array;
}

inline QJsonArray encodePairs(const std::set<std::pair<int, int>> &pairs)
{
    QJsonArray array;
    for (const auto &[a, b] : pairs)
        array.append(QJsonArray{a, b});
    return array;
}

/** A side of a Base, "left" or "right" (§9.3). */
inline QString sideKey(ancients::Lateral side)
{
    return side == ancients::Lateral::Left ? QStringLiteral("left") : QStringLiteral("right");
}

/**
 * A pairing plan's pairs (§9.2), in order: each { "base", "enemy" }, and what the
 * players named without tracked positions: the lapping Bases, the fight's flank
 * or rear and the sides (§9.3).
 */
inline QJsonArray encodeCombatPairs(const std::vector<ancients::CombatPair> &pairs)
{
    QJsonArray array;
    for (const auto &[base, enemy, lapping, enemyLapping, flank, rear, flankSide, lappingSide, enemyLappingSide] : pairs) {
        QJsonObject pair{{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy}};
        // Added after version 1: each written only when the players named it.
        if (lapping)
            pair.insert(QStringLiteral("lapping"), *lapping);
        if (enemyLapping)
            pair.insert(QStringLiteral("enemy_lapping"), *enemyLapping);
        if (flank != ancients::Striker::None)
            pair.insert(QStringLiteral("flank"), json::keyText(flank));
        if (rear != ancients::Striker::None)
            pair.insert(QStringLiteral("rear"), json::keyText(rear));
        if (flankSide)
            pair.insert(QStringLiteral("flank_side"), sideKey(*flankSide));
        if (lappingSide)
            pair.insert(QStringLiteral("lapping_side"), sideKey(*lappingSide));
        if (enemyLappingSide)
            pair.insert(QStringLiteral("enemy_lapping_side"), sideKey(*enemyLappingSide));
        array.append(pair);
    }
    return array;
}

inline std::set<std::pair<int, int>> readPairs(Reader &r, const QJsonValue &v, const QString &p, bool blocks)
{
    const auto read = r.each<std::pair<int, int>>(v, p, [&r, blocks](const QJsonValue &value, const QString &path) {
        const QJsonArray pair = r.list(value, path);
        if (value.isArray() && pair.size() != 2) {
            r.problem(path, QStringLiteral("must hold two numbers, not %1").arg(pair.size()));
            return std::pair<int, int>{};
        }
        if (pair.size() != 2)
            return std::pair<int, int>{};
        const QString first = path + QStringLiteral("[0]");
        const QString second = path + QStringLiteral("[1]");
        return blocks ? std::pair{r.block(pair.at(0), first), r.block(pair.at(1), second)}
                      : std::pair{r.base(pair.at(0), first), r.base(pair.at(1), second)};
    });
    return std::set<std::pair<int, int>>(read.begin(), read.end());
}

inline QJsonObject encodeFacts(const CrossBlockFacts &facts)
{
    const auto &[inContact, withinOneBaseWidth, retreatBlocked] = facts;
    return QJsonObject{
        {QStringLiteral("in_contact"), encodePairs(inContact)},
        {QStringLiteral("within_one_base_width"), encodePairs(withinOneBaseWidth)},
        {QStringLiteral("retreat_blocked"), encodeIds(retreatBlocked)},
    };
}

inline CrossBlockFacts readFacts(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    CrossBlockFacts facts;
    facts.inContact = f.read("in_contact", [](Reader &rd, const QJsonValue &value, const QString &path) {
        return readPairs(rd, value, path, true);
    });
    facts.withinOneBaseWidth = f.read("within_one_base_width",
                                      [](Reader &rd, const QJsonValue &value, const QString &path) {
                                          return readPairs(rd, value, path, true);
                                      });
    const std::vector<BaseId> blocked = f.read("retreat_blocked", readBases);
    facts.retreatBlocked.insert(blocked.begin(), blocked.end());
    return facts;
}

/** Complains when @p value is not written exactly as the codec would write what was read from it. */
inline void requireCanonical(Reader &r, const QJsonValue &value, const QJsonObject &canonical, const QString &path)
{
    if (value.isObject() && value.toObject() != canonical)
        r.problem(path, QStringLiteral("is not in canonical form (a list out of order, an entry given twice, "
                                       "or a field written differently from how the app writes it)"));
}

/** One action, read strictly; its kind names which (actioncodec.cpp). */
Action readAction(Reader &r, const QJsonValue &json, const QString &path);

} // namespace record::codec
