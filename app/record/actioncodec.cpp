// The battle file's actions (rulebook/battle-format.md): one ActionCodec per
// kind of the engine's Action, with its "kind" and its fields.

#include "battlecodec.h"
#include "codecparts.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

using namespace ancients;

namespace record {

namespace codec {

namespace {

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
    static QJsonObject encode(const EndPhase &a)
    {
        const auto &[declineSmoothing] = a;
        // Added after version 1 (§6.1 "may pull", ruling R17): written only when a Base declines.
        if (declineSmoothing.empty())
            return {};
        return QJsonObject{{QStringLiteral("decline_smoothing"), encodeIds(declineSmoothing)}};
    }
    static EndPhase decode(Fields &f)
    {
        EndPhase a;
        a.declineSmoothing = f.read("decline_smoothing", readLaterBases);
        return a;
    }
};

template<>
struct ActionCodec<Fight>
{
    static constexpr const char *Kind = "fight";
    static QJsonObject encode(const Fight &a)
    {
        const auto &[base, enemy, lapping, enemyLapping, flank, rear, uphill, baseGoing, enemyGoing, baseDice,
                     enemyDice, overlapsAsEntered] = a;
        QJsonObject object{
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
        // Added after version 1: written only when set (battle-format.md, Versioning).
        if (overlapsAsEntered)
            object.insert(QStringLiteral("overlaps_as_entered"), true);
        return object;
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
        a.overlapsAsEntered = f.read("overlaps_as_entered", readLaterFlag);
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

template<>
struct ActionCodec<PlanCombat>
{
    static constexpr const char *Kind = "plan-combat";
    static QJsonObject encode(const PlanCombat &a)
    {
        const auto &[pairs] = a;
        return QJsonObject{{QStringLiteral("pairs"), encodeCombatPairs(pairs)}};
    }
    static PlanCombat decode(Fields &f)
    {
        PlanCombat a;
        a.pairs = f.read("pairs", [](Reader &r, const QJsonValue &v, const QString &p) {
            return r.each<CombatPair>(v, p, [&r](const QJsonValue &value, const QString &path) {
                Fields pair(r, value, path);
                CombatPair c;
                c.base = pair.read("base", readBase);
                c.enemy = pair.read("enemy", readBase);
                c.lapping = pair.read("lapping", readLaterBase);
                c.enemyLapping = pair.read("enemy_lapping", readLaterBase);
                c.flank = pair.read("flank", readLaterStriker);
                c.rear = pair.read("rear", readLaterStriker);
                c.flankSide = pair.read("flank_side", readLaterSide);
                c.lappingSide = pair.read("lapping_side", readLaterSide);
                c.enemyLappingSide = pair.read("enemy_lapping_side", readLaterSide);
                return c;
            });
        });
        return a;
    }
};

template<>
struct ActionCodec<FollowUp>
{
    static constexpr const char *Kind = "follow-up";
    static QJsonObject encode(const FollowUp &a)
    {
        const auto &[decline, seamBases, farSide] = a;
        return QJsonObject{{QStringLiteral("decline"), decline},
                           {QStringLiteral("seam_bases"), encodeIds(seamBases)},
                           {QStringLiteral("far_side"), encodeIds(farSide)}};
    }
    static FollowUp decode(Fields &f)
    {
        FollowUp a;
        a.decline = f.read("decline", readBool);
        a.seamBases = f.read("seam_bases", readBases);
        a.farSide = f.read("far_side", readBases);
        return a;
    }
};

// A new kind of Action needs an ActionCodec above (its "kind" and fields) and a
// line in rulebook/battle-format.md; then raise this number. A field added to an
// existing kind follows the versioning policy of battle-format.md: written only
// when it differs from its default, so the bytes of older battles never change.
static_assert(std::variant_size_v<Action> == 18,
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

/** The default action of kind @p kind; none for a kind that does not exist. */
template<std::size_t... I>
std::optional<Action> defaultOfKind(const QString &kind, std::index_sequence<I...>)
{
    std::optional<Action> action;
    const auto tryKind = [&](auto index) {
        using A = std::variant_alternative_t<decltype(index)::value, Action>;
        if (kind != QLatin1String(ActionCodec<A>::Kind))
            return false;
        action = A{};
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

} // namespace

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

} // namespace codec

using namespace codec;

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

Decoded<Action> BattleCodec::decodeCommand(const QString &kind, const QJsonObject &fields, const Action *start)
{
    const auto refused = [&kind](const QString &problem) {
        return Decoded<Action>{std::nullopt, {kind + QStringLiteral(": ") + problem}};
    };
    std::optional<Action> from;
    if (start) {
        if (BattleCodec::kind(*start) != kind)
            return refused(QStringLiteral("is not the kind of the action it corrects, \"%1\"").arg(BattleCodec::kind(*start)));
        from = *start;
    } else {
        from = defaultOfKind(kind, std::make_index_sequence<std::variant_size_v<Action>>{});
        if (!from)
            return refused(QStringLiteral("is not an action (the kinds are %1)").arg(kinds().join(QStringLiteral(", "))));
    }
    QJsonObject object = encode(*from);
    if (!start) {
        // What the action acts on has no default: a new command names it.
        for (const char *named : {"block", "base", "enemy", "firer", "target", "into", "from", "pivot"})
            object.remove(QLatin1String(named));
    }
    for (auto it = fields.constBegin(); it != fields.constEnd(); ++it) {
        if (it.key() == QLatin1String("kind") && it.value() != QJsonValue(kind))
            return refused(QStringLiteral("\"kind\" is %1, not the command's").arg(json::Reader::describe(it.value())));
        object.insert(it.key(), it.value());
    }
    return decodeAction(object, kind);
}

} // namespace record
