#include "battlecodec.h"

#include "armylist.h"
#include "jsonreader.h"
#include "rulesoptions.h"

#include "ancients/keys.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <array>
#include <cmath>
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

namespace {

// ---- keys ----------------------------------------------------------------------------------

// Enum values are written by the engine's keys (ancients/keys.h); the log's
// entry types are the record's own.
constexpr std::array<std::string_view, 4> EntryTypeKeys{"action", "undo", "redo", "amend"};

static_assert(static_cast<std::size_t>(LogEntry::Type::Amend) + 1 == EntryTypeKeys.size());

constexpr int MaximumSteps = 6;     // turns of 60°
constexpr int MaximumSide = 99;     // frontage or depth, as army lists allow
constexpr int MaximumPoints = 99;   // Fatigue or push-back points in one action
constexpr int MaximumElevation = 99;
constexpr int OpenGoing = goingValue(Going::Open); // §8.1: open ground, a Going field's default
constexpr int MaximumEntryIndex = 999999;
constexpr qsizetype HashBytes = 32;

using json::keyText;

QString entryTypeKey(LogEntry::Type type)
{
    return json::keyText(EntryTypeKeys.at(static_cast<std::size_t>(type)));
}

QJsonValue hexValue(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex());
}

QString hex64(std::uint64_t value)
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
        static const QRegularExpression pattern(QStringLiteral("^[0-9a-f]{64}$"));
        if (!value.isString() || !pattern.match(value.toString()).hasMatch()) {
            wrong(value, path, QStringLiteral("a SHA-256 hash (64 lower-case hex digits)"));
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
const auto readBase = [](Reader &r, const QJsonValue &v, const QString &p) { return r.base(v, p); };
const auto readBlock = [](Reader &r, const QJsonValue &v, const QString &p) { return r.block(v, p); };
const auto readBool = [](Reader &r, const QJsonValue &v, const QString &p) { return r.boolean(v, p); };
const auto readText = [](Reader &r, const QJsonValue &v, const QString &p) { return r.text(v, p); };
const auto readBases = [](Reader &r, const QJsonValue &v, const QString &p) { return r.bases(v, p); };
/** Text added after version 1: missing means empty, and empty is never written (battle-format.md, Versioning). */
const auto readLaterText = [](Reader &r, const QJsonValue &v, const QString &p) {
    if (v.isUndefined())
        return std::string();
    const QString text = r.text(v, p);
    if (v.isString() && text.isEmpty())
        r.problem(p, QStringLiteral("is empty: leave the field out instead"));
    return text.toStdString();
};
const auto readSteps = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.number(v, p, -MaximumSteps, MaximumSteps);
};
const auto readGoingValue = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.whole(v, p, 1, 5, QStringLiteral("a Going value (1 to 5)"));
};
/** A Going value added after version 1: missing means open ground (5), which is never written. */
const auto readLaterGoingValue = [](Reader &r, const QJsonValue &v, const QString &p) {
    if (v.isUndefined())
        return OpenGoing;
    const int going = r.whole(v, p, 1, OpenGoing, QStringLiteral("a Going value (1 to 5)"));
    if (v.isDouble() && going == OpenGoing)
        r.problem(p, QStringLiteral("is 5, open ground: leave the field out instead"));
    return going;
};
const auto readPoints = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.number(v, p, 0, MaximumPoints);
};
const auto readStriker = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.key<Striker>(v, p, QStringLiteral("a side of the fight"));
};
const auto readGoing = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.key<Going>(v, p, QStringLiteral("a Going"));
};
const auto readDigest = [](Reader &r, const QJsonValue &v, const QString &p) { return r.digest(v, p); };

Hex readHex(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    const auto coordinate = [](Reader &rd, const QJsonValue &value, const QString &path) {
        return rd.number(value, path, -BattleCodec::MaximumCoordinate, BattleCodec::MaximumCoordinate);
    };
    return Hex{f.read("q", coordinate), f.read("r", coordinate)};
}

Facing readFacing(Reader &r, const QJsonValue &v, const QString &p)
{
    return Facing{r.whole(v, p, 0, 5, QStringLiteral("a facing (a vertex, 0 to 5)"))};
}

SuppliedDice readDice(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    const auto face = [](Reader &rd, const QJsonValue &value, const QString &path) {
        return rd.whole(value, path, 0, 6, QStringLiteral("a die's face (1 to 6, or 0 for none)"));
    };
    return SuppliedDice{f.read("first", face), f.read("second", face)};
}

const auto readOptionalDice = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.nullable<SuppliedDice>(v, p, [&r](const QJsonValue &value, const QString &path) {
        return readDice(r, value, path);
    });
};

const auto readOptionalBase = [](Reader &r, const QJsonValue &v, const QString &p) {
    return r.nullable<BaseId>(v, p, [&r](const QJsonValue &value, const QString &path) { return r.base(value, path); });
};

/** A placement: where a Base stands and which vertex it faces. */
std::pair<Hex, Facing> readPlacement(Reader &r, const QJsonValue &v, const QString &p)
{
    Fields f(r, v, p);
    return {f.read("hex", readHex), f.read("facing", readFacing)};
}

QJsonObject encodeHex(Hex hex)
{
    return QJsonObject{{QStringLiteral("q"), hex.q}, {QStringLiteral("r"), hex.r}};
}

QJsonValue encodeDice(const std::optional<SuppliedDice> &dice)
{
    if (!dice)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("first"), dice->first}, {QStringLiteral("second"), dice->second}};
}

QJsonValue encodeOptionalId(const std::optional<int> &id)
{
    return id ? QJsonValue(*id) : QJsonValue(QJsonValue::Null);
}

QJsonObject encodePlacement(Hex hex, Facing facing)
{
    return QJsonObject{{QStringLiteral("hex"), encodeHex(hex)}, {QStringLiteral("facing"), facing.vertex}};
}

template<typename Container>
QJsonArray encodeIds(const Container &ids)
{
    QJsonArray array;
    for (const int id : ids)
        array.append(id);
    return array;
}

QJsonArray encodePairs(const std::set<std::pair<int, int>> &pairs)
{
    QJsonArray array;
    for (const auto &[a, b] : pairs)
        array.append(QJsonArray{a, b});
    return array;
}

std::set<std::pair<int, int>> readPairs(Reader &r, const QJsonValue &v, const QString &p, bool blocks)
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

QJsonObject encodeFacts(const CrossBlockFacts &facts)
{
    const auto &[inContact, withinOneBaseWidth, retreatBlocked] = facts;
    return QJsonObject{
        {QStringLiteral("in_contact"), encodePairs(inContact)},
        {QStringLiteral("within_one_base_width"), encodePairs(withinOneBaseWidth)},
        {QStringLiteral("retreat_blocked"), encodeIds(retreatBlocked)},
    };
}

CrossBlockFacts readFacts(Reader &r, const QJsonValue &v, const QString &p)
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

// ---- actions -------------------------------------------------------------------------------

/**
 * How one kind of action is written: its "kind" and its fields. Each encode()
 * names every field of the engine's struct in a structured binding, so a field
 * added to the struct stops the build here until the codec writes it.
 */
template<typename A>
struct ActionCodec;

template<>
struct ActionCodec<MoveBlock>
{
    static constexpr const char *Kind = "move-block";
    static QJsonObject encode(const MoveBlock &a)
    {
        const auto &[block, terrainEntered, climb, difficult, charge, fullMove, destination, dice] = a;
        QJsonArray terrain;
        for (const auto &[base, tiles] : terrainEntered) {
            QJsonArray goings;
            for (const Going g : tiles)
                goings.append(keyText(g));
            terrain.append(QJsonObject{{QStringLiteral("base"), base}, {QStringLiteral("tiles"), goings}});
        }
        QJsonArray destinations;
        for (const auto &[base, placement] : destination) {
            QJsonObject d = encodePlacement(placement.first, placement.second);
            d.insert(QStringLiteral("base"), base);
            destinations.append(d);
        }
        return QJsonObject{
            {QStringLiteral("block"), block},
            {QStringLiteral("terrain_entered"), terrain},
            {QStringLiteral("climb"), climb},
            {QStringLiteral("difficult"), difficult},
            {QStringLiteral("charge"), charge},
            {QStringLiteral("full_move"), fullMove},
            {QStringLiteral("destination"), destinations},
            {QStringLiteral("dice"), encodeDice(dice)},
        };
    }
    static MoveBlock decode(Fields &f)
    {
        MoveBlock a;
        a.block = f.read("block", readBlock);
        const auto terrain = f.read("terrain_entered", [](Reader &r, const QJsonValue &v, const QString &p) {
            return r.each<std::pair<BaseId, std::vector<Going>>>(v, p, [&r](const QJsonValue &value,
                                                                            const QString &path) {
                Fields t(r, value, path);
                const BaseId base = t.read("base", readBase);
                auto tiles = t.read("tiles", [](Reader &rd, const QJsonValue &tv, const QString &tp) {
                    return rd.each<Going>(tv, tp, [&rd](const QJsonValue &g, const QString &gp) {
                        return readGoing(rd, g, gp);
                    });
                });
                return std::pair{base, std::move(tiles)};
            });
        });
        a.terrainEntered.insert(terrain.begin(), terrain.end());
        a.climb = f.read("climb", [](Reader &r, const QJsonValue &v, const QString &p) { return r.number(v, p, 0, 2); });
        a.difficult = f.read("difficult", readBool);
        a.charge = f.read("charge", readBool);
        a.fullMove = f.read("full_move", readBool);
        const auto destinations = f.read("destination", [](Reader &r, const QJsonValue &v, const QString &p) {
            return r.each<std::pair<BaseId, std::pair<Hex, Facing>>>(v, p, [&r](const QJsonValue &value,
                                                                                const QString &path) {
                Fields d(r, value, path);
                const BaseId base = d.read("base", readBase);
                return std::pair{base, std::pair{d.read("hex", readHex), d.read("facing", readFacing)}};
            });
        });
        a.destination.insert(destinations.begin(), destinations.end());
        a.dice = f.read("dice", readOptionalDice);
        return a;
    }
};

template<>
struct ActionCodec<PivotBlock>
{
    static constexpr const char *Kind = "pivot-block";
    static QJsonObject encode(const PivotBlock &a)
    {
        const auto &[block, steps, dice] = a;
        return QJsonObject{{QStringLiteral("block"), block},
                           {QStringLiteral("steps"), steps},
                           {QStringLiteral("dice"), encodeDice(dice)}};
    }
    static PivotBlock decode(Fields &f)
    {
        PivotBlock a;
        a.block = f.read("block", readBlock);
        a.steps = f.read("steps", readSteps);
        a.dice = f.read("dice", readOptionalDice);
        return a;
    }
};

template<>
struct ActionCodec<WheelBlock>
{
    static constexpr const char *Kind = "wheel-block";
    static QJsonObject encode(const WheelBlock &a)
    {
        const auto &[block, pivot, steps, frontage, depth, dice] = a;
        QJsonArray rolls;
        for (const SuppliedDice &d : dice)
            rolls.append(encodeDice(d));
        return QJsonObject{{QStringLiteral("block"), block},   {QStringLiteral("pivot"), pivot},
                           {QStringLiteral("steps"), steps},   {QStringLiteral("frontage"), frontage},
                           {QStringLiteral("depth"), depth},   {QStringLiteral("dice"), rolls}};
    }
    static WheelBlock decode(Fields &f)
    {
        const auto side = [](Reader &r, const QJsonValue &v, const QString &p) { return r.number(v, p, 0, MaximumSide); };
        WheelBlock a;
        a.block = f.read("block", readBlock);
        a.pivot = f.read("pivot", readBase);
        a.steps = f.read("steps", readSteps);
        a.frontage = f.read("frontage", side);
        a.depth = f.read("depth", side);
        a.dice = f.read("dice", [](Reader &r, const QJsonValue &v, const QString &p) {
            return r.each<SuppliedDice>(v, p, [&r](const QJsonValue &value, const QString &path) {
                return readDice(r, value, path);
            });
        });
        return a;
    }
};

template<>
struct ActionCodec<MarchColumn>
{
    static constexpr const char *Kind = "march-column";
    static QJsonObject encode(const MarchColumn &a)
    {
        const auto &[block, order, path, dice] = a;
        QJsonArray steps;
        for (const auto &[hex, facing] : path)
            steps.append(encodePlacement(hex, facing));
        return QJsonObject{{QStringLiteral("block"), block},
                           {QStringLiteral("order"), encodeIds(order)},
                           {QStringLiteral("path"), steps},
                           {QStringLiteral("dice"), encodeDice(dice)}};
    }
    static MarchColumn decode(Fields &f)
    {
        MarchColumn a;
        a.block = f.read("block", readBlock);
        a.order = f.read("order", readBases);
        a.path = f.read("path", [](Reader &r, const QJsonValue &v, const QString &p) {
            return r.each<std::pair<Hex, Facing>>(v, p, [&r](const QJsonValue &value, const QString &path) {
                return readPlacement(r, value, path);
            });
        });
        a.dice = f.read("dice", readOptionalDice);
        return a;
    }
};

template<>
struct ActionCodec<SplitBlock>
{
    static constexpr const char *Kind = "split-block";
    static QJsonObject encode(const SplitBlock &a)
    {
        const auto &[block, detach, seamBases] = a;
        return QJsonObject{{QStringLiteral("block"), block},
                           {QStringLiteral("detach"), encodeIds(detach)},
                           {QStringLiteral("seam_bases"), encodeIds(seamBases)}};
    }
    static SplitBlock decode(Fields &f)
    {
        SplitBlock a;
        a.block = f.read("block", readBlock);
        a.detach = f.read("detach", readBases);
        a.seamBases = f.read("seam_bases", readBases);
        return a;
    }
};

template<>
struct ActionCodec<MergeBlocks>
{
    static constexpr const char *Kind = "merge-blocks";
    static QJsonObject encode(const MergeBlocks &a)
    {
        const auto &[into, from, seamBases] = a;
        return QJsonObject{{QStringLiteral("into"), into},
                           {QStringLiteral("from"), from},
                           {QStringLiteral("seam_bases"), encodeIds(seamBases)}};
    }
    static MergeBlocks decode(Fields &f)
    {
        MergeBlocks a;
        a.into = f.read("into", readBlock);
        a.from = f.read("from", readBlock);
        a.seamBases = f.read("seam_bases", readBases);
        return a;
    }
};

template<>
struct ActionCodec<EnterFacts>
{
    static constexpr const char *Kind = "enter-facts";
    static QJsonObject encode(const EnterFacts &a)
    {
        const auto &[facts] = a;
        return QJsonObject{{QStringLiteral("facts"), encodeFacts(facts)}};
    }
    static EnterFacts decode(Fields &f)
    {
        EnterFacts a;
        a.facts = f.read("facts", readFacts);
        return a;
    }
};

template<>
struct ActionCodec<MarkInCombat>
{
    static constexpr const char *Kind = "mark-in-combat";
    static QJsonObject encode(const MarkInCombat &a)
    {
        const auto &[bases] = a;
        return QJsonObject{{QStringLiteral("bases"), encodeIds(bases)}};
    }
    static MarkInCombat decode(Fields &f)
    {
        MarkInCombat a;
        a.bases = f.read("bases", readBases);
        return a;
    }
};

template<>
struct ActionCodec<MarkShotAt>
{
    static constexpr const char *Kind = "mark-shot-at";
    static QJsonObject encode(const MarkShotAt &a)
    {
        const auto &[bases] = a;
        return QJsonObject{{QStringLiteral("bases"), encodeIds(bases)}};
    }
    static MarkShotAt decode(Fields &f)
    {
        MarkShotAt a;
        a.bases = f.read("bases", readBases);
        return a;
    }
};

template<>
struct ActionCodec<AddFatigue>
{
    static constexpr const char *Kind = "add-fatigue";
    static QJsonObject encode(const AddFatigue &a)
    {
        const auto &[fatigue, section, note] = a;
        QJsonArray points;
        for (const auto &[base, amount] : fatigue)
            points.append(QJsonObject{{QStringLiteral("base"), base}, {QStringLiteral("amount"), amount}});
        QJsonObject object{{QStringLiteral("fatigue"), points},
                           {QStringLiteral("section"), QString::fromStdString(section)}};
        // Added after version 1: written only when not empty (battle-format.md, Versioning).
        if (!note.empty())
            object.insert(QStringLiteral("note"), QString::fromStdString(note));
        return object;
    }
    static AddFatigue decode(Fields &f)
    {
        AddFatigue a;
        a.fatigue = f.read("fatigue", [](Reader &r, const QJsonValue &v, const QString &p) {
            return r.each<std::pair<BaseId, int>>(v, p, [&r](const QJsonValue &value, const QString &path) {
                Fields e(r, value, path);
                const BaseId base = e.read("base", readBase);
                const int amount = e.read("amount", [](Reader &rd, const QJsonValue &av, const QString &ap) {
                    return rd.number(av, ap, -MaximumPoints, MaximumPoints);
                });
                return std::pair{base, amount};
            });
        });
        a.section = f.read("section", [](Reader &r, const QJsonValue &v, const QString &p) {
            static const QRegularExpression pattern(QStringLiteral("^[0-9]{1,2}(\\.[0-9]{1,2}){0,2}$"));
            if (!v.isString() || !pattern.match(v.toString()).hasMatch()) {
                r.wrong(v, p, QStringLiteral("a rulebook section such as \"9.5\""));
                return std::string();
            }
            return v.toString().toStdString();
        });
        a.note = f.read("note", readLaterText);
        return a;
    }
};

template<>
struct ActionCodec<RemoveRoutedBase>
{
    static constexpr const char *Kind = "remove-routed-base";
    static QJsonObject encode(const RemoveRoutedBase &a)
    {
        const auto &[base] = a;
        return QJsonObject{{QStringLiteral("base"), base}};
    }
    static RemoveRoutedBase decode(Fields &f)
    {
        RemoveRoutedBase a;
        a.base = f.read("base", readBase);
        return a;
    }
};

template<>
struct ActionCodec<EndPhase>
{
    static constexpr const char *Kind = "end-phase";
    static QJsonObject encode(const EndPhase &) { return {}; }
    static EndPhase decode(Fields &) { return {}; }
};

template<>
struct ActionCodec<Fight>
{
    static constexpr const char *Kind = "fight";
    static QJsonObject encode(const Fight &a)
    {
        const auto &[base, enemy, lapping, enemyLapping, flank, rear, uphill, baseGoing, enemyGoing, baseDice,
                     enemyDice] = a;
        return QJsonObject{
            {QStringLiteral("base"), base},
            {QStringLiteral("enemy"), enemy},
            {QStringLiteral("lapping"), encodeOptionalId(lapping)},
            {QStringLiteral("enemy_lapping"), encodeOptionalId(enemyLapping)},
            {QStringLiteral("flank"), keyText(flank)},
            {QStringLiteral("rear"), keyText(rear)},
            {QStringLiteral("uphill"), keyText(uphill)},
            {QStringLiteral("base_going"), baseGoing},
            {QStringLiteral("enemy_going"), enemyGoing},
            {QStringLiteral("base_dice"), encodeDice(baseDice)},
            {QStringLiteral("enemy_dice"), encodeDice(enemyDice)},
        };
    }
    static Fight decode(Fields &f)
    {
        Fight a;
        a.base = f.read("base", readBase);
        a.enemy = f.read("enemy", readBase);
        a.lapping = f.read("lapping", readOptionalBase);
        a.enemyLapping = f.read("enemy_lapping", readOptionalBase);
        a.flank = f.read("flank", readStriker);
        a.rear = f.read("rear", readStriker);
        a.uphill = f.read("uphill", readStriker);
        a.baseGoing = f.read("base_going", readGoingValue);
        a.enemyGoing = f.read("enemy_going", readGoingValue);
        a.baseDice = f.read("base_dice", readOptionalDice);
        a.enemyDice = f.read("enemy_dice", readOptionalDice);
        return a;
    }
};

template<>
struct ActionCodec<AllocateLoss>
{
    static constexpr const char *Kind = "allocate-loss";
    static QJsonObject encode(const AllocateLoss &a)
    {
        const auto &[fatigue, pushBack, rearSide, pinned, file, seamBases, farSide] = a;
        return QJsonObject{
            {QStringLiteral("fatigue"), fatigue},
            {QStringLiteral("push_back"), pushBack},
            {QStringLiteral("rear_side"), keyText(rearSide)},
            {QStringLiteral("pinned"), pinned},
            {QStringLiteral("file"), encodeIds(file)},
            {QStringLiteral("seam_bases"), encodeIds(seamBases)},
            {QStringLiteral("far_side"), encodeIds(farSide)},
        };
    }
    static AllocateLoss decode(Fields &f)
    {
        AllocateLoss a;
        a.fatigue = f.read("fatigue", readPoints);
        a.pushBack = f.read("push_back", readPoints);
        a.rearSide = f.read("rear_side", [](Reader &r, const QJsonValue &v, const QString &p) {
            return r.key<RearSide>(v, p, QStringLiteral("a rear diagonal"));
        });
        a.pinned = f.read("pinned", readBool);
        a.file = f.read("file", readBases);
        a.seamBases = f.read("seam_bases", readBases);
        a.farSide = f.read("far_side", readBases);
        return a;
    }
};

template<>
struct ActionCodec<Pursue>
{
    static constexpr const char *Kind = "pursue";
    static QJsonObject encode(const Pursue &a)
    {
        const auto &[decline, file, farSide] = a;
        return QJsonObject{{QStringLiteral("decline"), decline},
                           {QStringLiteral("file"), encodeIds(file)},
                           {QStringLiteral("far_side"), encodeIds(farSide)}};
    }
    static Pursue decode(Fields &f)
    {
        Pursue a;
        a.decline = f.read("decline", readBool);
        a.file = f.read("file", readBases);
        a.farSide = f.read("far_side", readBases);
        return a;
    }
};

template<>
struct ActionCodec<Shoot>
{
    static constexpr const char *Kind = "shoot";
    static QJsonObject encode(const Shoot &a)
    {
        const auto &[firer, target, firerDice, targetDice, firerGoing, targetGoing] = a;
        QJsonObject object{
            {QStringLiteral("firer"), firer},
            {QStringLiteral("target"), target},
            {QStringLiteral("firer_dice"), encodeDice(firerDice)},
            {QStringLiteral("target_dice"), encodeDice(targetDice)},
        };
        // Added after version 1: written only off open ground (battle-format.md, Versioning).
        if (firerGoing != OpenGoing)
            object.insert(QStringLiteral("firer_going"), firerGoing);
        if (targetGoing != OpenGoing)
            object.insert(QStringLiteral("target_going"), targetGoing);
        return object;
    }
    static Shoot decode(Fields &f)
    {
        Shoot a;
        a.firer = f.read("firer", readBase);
        a.target = f.read("target", readBase);
        a.firerDice = f.read("firer_dice", readOptionalDice);
        a.targetDice = f.read("target_dice", readOptionalDice);
        a.firerGoing = f.read("firer_going", readLaterGoingValue);
        a.targetGoing = f.read("target_going", readLaterGoingValue);
        return a;
    }
};

// A new kind of Action needs an ActionCodec above (its "kind" and fields) and a
// line in rulebook/battle-format.md; then raise this number. A field added to an
// existing kind follows the versioning policy of battle-format.md: written only
// when it differs from its default, so the bytes of older battles never change.
static_assert(std::variant_size_v<Action> == 16,
              "the engine's Action has a new kind: add it to the codec (battlecodec.cpp) and the battle format");

template<std::size_t... I>
constexpr bool kindsDistinct(std::index_sequence<I...>)
{
    constexpr std::array<std::string_view, sizeof...(I)> names{
        std::string_view(ActionCodec<std::variant_alternative_t<I, Action>>::Kind)...};
    for (std::size_t i = 0; i < names.size(); ++i) {
        for (std::size_t j = i + 1; j < names.size(); ++j) {
            if (names[i] == names[j])
                return false;
        }
    }
    return true;
}
static_assert(kindsDistinct(std::make_index_sequence<std::variant_size_v<Action>>{}),
              "two action kinds share one name");

template<std::size_t... I>
std::optional<Action> decodeKind(const QString &kind, Fields &fields, std::index_sequence<I...>)
{
    std::optional<Action> action;
    const auto tryKind = [&](auto index) {
        using A = std::variant_alternative_t<decltype(index)::value, Action>;
        if (kind != QLatin1String(ActionCodec<A>::Kind))
            return false;
        action = ActionCodec<A>::decode(fields);
        return true;
    };
    (tryKind(std::integral_constant<std::size_t, I>{}) || ...);
    return action;
}

template<std::size_t... I>
QStringList kindNames(std::index_sequence<I...>)
{
    return {QString::fromLatin1(ActionCodec<std::variant_alternative_t<I, Action>>::Kind)...};
}

Action readAction(Reader &r, const QJsonValue &json, const QString &path)
{
    Fields fields(r, json, path);
    const QJsonValue kind = fields["kind"];
    if (!fields.isObject())
        return EndPhase{};
    const auto action = decodeKind(kind.toString(), fields, std::make_index_sequence<std::variant_size_v<Action>>{});
    if (!action) {
        r.wrong(kind, fields.at(QStringLiteral("kind")),
                QStringLiteral("an action (the kinds are %1)").arg(BattleCodec::kinds().join(QStringLiteral(", "))));
        fields.markAllRead(); // the fields of an unknown kind mean nothing: not reported one by one
        return EndPhase{};
    }
    return *action;
}

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

/** Complains when @p value is not written exactly as the codec would write what was read from it. */
void requireCanonical(Reader &r, const QJsonValue &value, const QJsonObject &canonical, const QString &path)
{
    if (value.isObject() && value.toObject() != canonical)
        r.problem(path, QStringLiteral("is not in canonical form (a list out of order, an entry given twice, "
                                       "or a field written differently from how the app writes it)"));
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

SeedCommitment SeedCommitment::of(const QByteArray &secret, const QString &phrase)
{
    return SeedCommitment{commit(secret), phrase};
}

bool SeedCommitment::matches(const QByteArray &secret) const
{
    return commit(secret) == commitment;
}

// ---- BattleCodec ---------------------------------------------------------------------------

QString BattleCodec::kind(const Action &action)
{
    return std::visit(
        [](const auto &a) { return QString::fromLatin1(ActionCodec<std::decay_t<decltype(a)>>::Kind); }, action);
}

QStringList BattleCodec::kinds()
{
    return kindNames(std::make_index_sequence<std::variant_size_v<Action>>{});
}

QJsonObject BattleCodec::encode(const Action &action)
{
    return std::visit(
        [](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            QJsonObject object = ActionCodec<A>::encode(a);
            object.insert(QStringLiteral("kind"), QString::fromLatin1(ActionCodec<A>::Kind));
            return object;
        },
        action);
}

Decoded<Action> BattleCodec::decodeAction(const QJsonValue &json, const QString &path)
{
    Reader r;
    Action action = readAction(r, json, path);
    if (r.problems.isEmpty())
        requireCanonical(r, json, encode(action), path);
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {std::move(action), {}};
}

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

QJsonObject BattleCodec::encode(const BattleSetup &setup)
{
    const auto &[armyA, armyB, options, deployments, terrain, seed] = setup;
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
    return QJsonObject{
        {QStringLiteral("army_a"), encodeArmy(armyA)},
        {QStringLiteral("army_b"), encodeArmy(armyB)},
        {QStringLiteral("options"), encode(options)},
        {QStringLiteral("deployments"), placed},
        {QStringLiteral("terrain"), ground},
        {QStringLiteral("seed"),
         QJsonObject{{QStringLiteral("commitment"), hexValue(seed.commitment)}, {QStringLiteral("phrase"), seed.phrase}}},
    };
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
            return SeedCommitment{s.read("commitment", readDigest), s.read("phrase", readText)};
        });
        setup.seed = seed;
    }
    if (r.problems.isEmpty())
        requireCanonical(r, json, encode(setup), path);
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {std::move(setup), {}};
}

QJsonObject BattleCodec::encode(const LogEntry &entry)
{
    QJsonObject object{
        {QStringLiteral("type"), entryTypeKey(entry.type)},
        {QStringLiteral("time"), timeText(entry.time)},
        {QStringLiteral("state"), hexValue(entry.state)},
    };
    if (entry.type == LogEntry::Type::Action || entry.type == LogEntry::Type::Amend)
        object.insert(QStringLiteral("action"), entry.action ? QJsonValue(encode(*entry.action)) : QJsonValue());
    if (entry.type == LogEntry::Type::Amend) {
        object.insert(QStringLiteral("index"), entry.index);
        object.insert(QStringLiteral("note"), entry.note);
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
    const auto &[options, rng, turn, active, phase, armies, bases, blocks, positionsTracked, terrain, enteredFacts,
                 loser, engagements, foughtThisPhase, pendingLoss, pendingPursuit, firedThisPhase] = state;

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
        const auto &[lossLoser, winner, points, evadeCaught] = *pendingLoss;
        loss = QJsonObject{{QStringLiteral("loser"), lossLoser},
                           {QStringLiteral("winner"), winner},
                           {QStringLiteral("points"), points},
                           {QStringLiteral("evade_caught"), evadeCaught}};
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
    return recordTime(time).toString(Qt::ISODateWithMs);
}

QDateTime BattleCodec::recordTime(const QDateTime &time)
{
    return time.toUTC();
}

} // namespace record
