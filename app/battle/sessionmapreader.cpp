// The maps QML sends, read back into the engine's actions: the keys, numbers
// and dice of each action kind, checked, with a message that says what is wrong.

#include "sessionmaps.h"

#include "record/battlecodec.h"
#include "record/jsonreader.h"

#include "ancients/keys.h"

#include <QCoreApplication>
#include <QJSValue>
#include <QSequentialIterable>

#include <array>
#include <cmath>
#include <limits>
#include <type_traits>

using namespace ancients;

namespace sessionmaps {

namespace {

// A list from QML: a JavaScript array arrives as a QVariantList, a typed list
// property (list<int>) as its own container; both read the same.
bool isList(const QVariant &v)
{
    return v.typeId() == QMetaType::QVariantList
        || (v.canView<QSequentialIterable>() && v.typeId() != QMetaType::QString && v.typeId() != QMetaType::QByteArray);
}

/** "open, light-woods, … or swamp": every key of @p Enum, for a message. */
template<typename Enum>
QString keyChoices()
{
    QStringList keys;
    for (const std::string_view key : ancients::keysOf<Enum>())
        keys << record::json::keyText(key);
    const QString last = keys.takeLast();
    return keys.isEmpty() ? last : keys.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

using record::json::keyText;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("BattleSession", text);
}

} // namespace

std::optional<int> integerOf(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort: {
        bool ok = false;
        const qlonglong n = value.toLongLong(&ok);
        if (!ok || n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
            return std::nullopt;
        return static_cast<int>(n);
    }
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = value.toDouble();
        if (!std::isfinite(d) || d != std::floor(d) || d < std::numeric_limits<int>::min()
            || d > std::numeric_limits<int>::max())
            return std::nullopt;
        return static_cast<int>(d);
    }
    default:
        return std::nullopt;
    }
}

DiceRead diceOf(const QVariant &value)
{
    if (value.isNull() || !value.isValid())
        return {true, std::nullopt};
    if (const auto single = integerOf(value))
        return {true, SuppliedDice{*single, 0}};
    if (!isList(value))
        return {};
    const QVariantList list = value.toList();
    if (list.isEmpty())
        return {true, std::nullopt};
    if (list.size() > 2)
        return {};
    const auto first = integerOf(list.at(0));
    const auto second = list.size() > 1 ? integerOf(list.at(1)) : std::optional<int>(0);
    if (!first || !second)
        return {};
    return {true, SuppliedDice{*first, *second}};
}

void MapReader::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
}

namespace {

// A value from QML as a plain variant: a JavaScript array or object wrapped in a
// QJSValue becomes a QVariantList or QVariantMap, all the way down.
QVariant plain(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<QJSValue>())
        return plain(value.value<QJSValue>().toVariant());
    if (value.typeId() == QMetaType::QVariantList) {
        QVariantList list;
        for (const QVariant &item : value.toList())
            list.append(plain(item));
        return list;
    }
    if (value.typeId() == QMetaType::QVariantMap) {
        QVariantMap map;
        const QVariantMap in = value.toMap();
        for (auto it = in.begin(); it != in.end(); ++it)
            map.insert(it.key(), plain(it.value()));
        return map;
    }
    return value;
}

} // namespace

MapReader::MapReader(QString command, const QVariantMap &map)
    : m_command(std::move(command))
    , m_map(plain(map).toMap())
{
}

int MapReader::integer(const QString &key, const QString &what, std::optional<int> fallback)
{
    if (!has(key)) {
        if (fallback)
            return *fallback;
        fail(QStringLiteral("%1: \"%2\" must be %3").arg(m_command, key, what));
        return 0;
    }
    const auto n = integerOf(m_map.value(key));
    if (!n) {
        fail(QStringLiteral("%1: \"%2\" must be %3").arg(m_command, key, what));
        return 0;
    }
    return *n;
}

bool MapReader::boolean(const QString &key, bool fallback)
{
    if (!has(key))
        return fallback;
    const QVariant v = m_map.value(key);
    if (v.typeId() != QMetaType::Bool) {
        fail(QStringLiteral("%1: \"%2\" must be true or false").arg(m_command, key));
        return fallback;
    }
    return v.toBool();
}

QString MapReader::text(const QString &key, const QString &fallback)
{
    if (!has(key))
        return fallback;
    const QVariant v = m_map.value(key);
    if (v.typeId() != QMetaType::QString) {
        fail(QStringLiteral("%1: \"%2\" must be text").arg(m_command, key));
        return fallback;
    }
    return v.toString();
}

std::vector<int> MapReader::integers(const QString &key, const QString &what)
{
    std::vector<int> out;
    if (!has(key))
        return out;
    const QVariant v = m_map.value(key);
    if (!isList(v)) {
        fail(QStringLiteral("%1: \"%2\" must be a list of %3").arg(m_command, key, what));
        return out;
    }
    for (const QVariant &item : v.toList()) {
        const auto n = integerOf(item);
        if (!n) {
            fail(QStringLiteral("%1: \"%2\" must be a list of %3").arg(m_command, key, what));
            return {};
        }
        out.push_back(*n);
    }
    return out;
}

std::optional<int> MapReader::optionalId(const QString &key, const QString &what)
{
    if (!has(key))
        return std::nullopt;
    const int id = integer(key, what + QStringLiteral(" or -1"));
    if (id < 0)
        return std::nullopt;
    return id;
}

Striker MapReader::striker(const QString &key)
{
    const QString value = text(key, QString());
    if (value.isEmpty())
        return Striker::None;
    if (value == QLatin1String("base"))
        return Striker::A;
    if (value == QLatin1String("enemy"))
        return Striker::B;
    fail(QStringLiteral("%1: \"%2\" must be \"base\", \"enemy\" or empty, not \"%3\"").arg(m_command, key, value));
    return Striker::None;
}

Going MapReader::going(const QString &key)
{
    const QString value = text(key, goingKey(Going::Open));
    const auto going = goingOf(value);
    if (!going) {
        fail(QStringLiteral("%1: \"%2\" must be a Going (%3), not \"%4\"").arg(m_command, key, keyChoices<Going>(), value));
        return Going::Open;
    }
    return *going;
}

std::optional<SuppliedDice> MapReader::dice(const QString &key)
{
    if (!has(key))
        return std::nullopt;
    const DiceRead read = diceOf(m_map.value(key));
    if (!read.ok)
        fail(QStringLiteral("%1: \"%2\" must be a list of one or two dice").arg(m_command, key));
    return read.dice;
}

std::set<std::pair<int, int>> MapReader::pairs(const QString &key)
{
    std::set<std::pair<int, int>> out;
    if (!has(key))
        return out;
    const QVariant v = m_map.value(key);
    const QString problem = QStringLiteral("%1: \"%2\" must be a list of pairs of Block numbers").arg(m_command, key);
    if (!isList(v)) {
        fail(problem);
        return out;
    }
    for (const QVariant &item : v.toList()) {
        const QVariantList pair = item.toList();
        const auto x = pair.size() == 2 ? integerOf(pair.at(0)) : std::nullopt;
        const auto y = pair.size() == 2 ? integerOf(pair.at(1)) : std::nullopt;
        if (!isList(item) || !x || !y) {
            fail(problem);
            return {};
        }
        out.insert(CrossBlockFacts::ordered(*x, *y));
    }
    return out;
}

namespace {

/** The alternative @p A of @p original, or a default-made one (a new action). */
template<typename A>
A startFrom(const Action *original)
{
    if (original) {
        if (const A *a = std::get_if<A>(original))
            return *a;
    }
    return A{};
}

/**
 * Builds the action of @p kind from @p map. Without @p original every field the
 * map leaves out takes its default, and the required ones are an error; with it,
 * the action starts as @p original and only the fields the map names change.
 */
Built buildFrom(const QString &kind, const QVariantMap &map, const GameState &state, const Action *original)
{
    MapReader r(kind, map);
    const QString baseNumber = tr("a Base number");
    const QString blockNumber = tr("a Block number");
    const QString wholeNumber = tr("a whole number");
    const QString baseNumbers = tr("Base numbers");
    const bool amending = original != nullptr;
    // A required field: an error when missing from a new action, kept from the original otherwise.
    const auto required = [&](const QString &key, const QString &what, int kept) {
        return r.integer(key, what, amending ? std::optional<int>(kept) : std::nullopt);
    };
    const auto ids = [&](const QString &key, std::vector<int> &field) {
        if (r.has(key) || !amending)
            field = r.integers(key, baseNumbers);
    };
    const auto dice = [&](const QString &key, std::optional<SuppliedDice> &field) {
        if (r.has(key) || !amending)
            field = r.dice(key);
    };
    std::optional<Action> action;
    if (kind == QLatin1String("move-block")) {
        auto m = startFrom<MoveBlock>(original);
        m.block = required(QStringLiteral("block"), blockNumber, m.block);
        m.climb = r.integer(QStringLiteral("climb"), wholeNumber, m.climb);
        m.difficult = r.boolean(QStringLiteral("difficult"), m.difficult);
        m.charge = r.boolean(QStringLiteral("charge"), m.charge);
        m.fullMove = r.boolean(QStringLiteral("fullMove"), m.fullMove);
        dice(QStringLiteral("dice"), m.dice);
        if (r.has(QStringLiteral("going")) || !amending) {
            // The Going entered applies to every Base of the Block (one tile each, ruling R4).
            const Going going = r.going(QStringLiteral("going"));
            m.terrainEntered.clear();
            if (going != Going::Open && m.block >= 0 && static_cast<std::size_t>(m.block) < state.blocks.size()) {
                for (const BaseId id : state.blocks.at(static_cast<std::size_t>(m.block)).bases)
                    m.terrainEntered[id] = {going};
            }
        }
        if (r.has(QStringLiteral("terrainEntered"))) {
            // Per Base: { "baseId": ["going key", ...] } (ruling R4).
            const QString problem =
                QStringLiteral("%1: \"terrainEntered\" must map Base numbers to lists of Goings (%2)")
                    .arg(kind, keyChoices<Going>());
            const QVariant v = plain(map.value(QStringLiteral("terrainEntered")));
            std::map<BaseId, std::vector<Going>> terrain;
            if (v.typeId() != QMetaType::QVariantMap) {
                r.fail(problem);
            } else {
                const QVariantMap tiles = v.toMap();
                for (auto it = tiles.cbegin(); it != tiles.cend() && r.ok(); ++it) {
                    bool number = false;
                    const int id = it.key().toInt(&number);
                    if (!number || !isList(it.value())) {
                        r.fail(problem);
                        break;
                    }
                    std::vector<Going> goings;
                    for (const QVariant &key : it.value().toList()) {
                        const auto going = key.typeId() == QMetaType::QString ? goingOf(key.toString()) : std::nullopt;
                        if (!going) {
                            r.fail(problem);
                            break;
                        }
                        goings.push_back(*going);
                    }
                    terrain[id] = goings;
                }
            }
            m.terrainEntered = terrain;
        }
        action = m;
    } else if (kind == QLatin1String("pivot-block")) {
        auto p = startFrom<PivotBlock>(original);
        p.block = required(QStringLiteral("block"), blockNumber, p.block);
        p.steps = r.integer(QStringLiteral("steps"), wholeNumber, p.steps);
        dice(QStringLiteral("dice"), p.dice);
        action = p;
    } else if (kind == QLatin1String("wheel-block")) {
        auto w = startFrom<WheelBlock>(original);
        w.block = required(QStringLiteral("block"), blockNumber, w.block);
        w.pivot = required(QStringLiteral("pivotBase"), baseNumber, w.pivot);
        w.steps = r.integer(QStringLiteral("steps"), wholeNumber, w.steps);
        w.frontage = r.integer(QStringLiteral("frontage"), wholeNumber, w.frontage);
        w.depth = r.integer(QStringLiteral("depth"), wholeNumber, w.depth);
        if (r.has(QStringLiteral("dice"))) {
            w.dice.clear();
            const QVariant v = plain(map.value(QStringLiteral("dice")));
            if (!isList(v)) {
                r.fail(QStringLiteral("%1: \"dice\" must be a list, one entry a movement test").arg(kind));
            } else {
                for (const QVariant &item : v.toList()) {
                    const DiceRead d = diceOf(item);
                    if (!d.ok || !d.dice) {
                        r.fail(QStringLiteral("%1: \"dice\" must hold one or two dice a movement test").arg(kind));
                        break;
                    }
                    w.dice.push_back(*d.dice);
                }
            }
        }
        action = w;
    } else if (kind == QLatin1String("split-block")) {
        auto s = startFrom<SplitBlock>(original);
        s.block = required(QStringLiteral("block"), blockNumber, s.block);
        ids(QStringLiteral("detach"), s.detach);
        ids(QStringLiteral("seamBases"), s.seamBases);
        action = s;
    } else if (kind == QLatin1String("merge-blocks")) {
        auto m = startFrom<MergeBlocks>(original);
        m.into = required(QStringLiteral("into"), blockNumber, m.into);
        m.from = required(QStringLiteral("from"), blockNumber, m.from);
        ids(QStringLiteral("seamBases"), m.seamBases);
        action = m;
    } else if (kind == QLatin1String("enter-facts")) {
        auto f = startFrom<EnterFacts>(original);
        if (r.has(QStringLiteral("contacts")) || !amending)
            f.facts.inContact = r.pairs(QStringLiteral("contacts"));
        if (r.has(QStringLiteral("near")) || !amending)
            f.facts.withinOneBaseWidth = r.pairs(QStringLiteral("near"));
        if (r.has(QStringLiteral("retreatBlocked")) || !amending) {
            const auto blocked = r.integers(QStringLiteral("retreatBlocked"), baseNumbers);
            f.facts.retreatBlocked = std::set<BaseId>(blocked.begin(), blocked.end());
        }
        action = f;
    } else if (kind == QLatin1String("mark-in-combat")) {
        auto m = startFrom<MarkInCombat>(original);
        ids(QStringLiteral("bases"), m.bases);
        action = m;
    } else if (kind == QLatin1String("mark-shot-at")) {
        auto m = startFrom<MarkShotAt>(original);
        ids(QStringLiteral("bases"), m.bases);
        action = m;
    } else if (kind == QLatin1String("add-fatigue")) {
        auto a = startFrom<AddFatigue>(original);
        if (r.has(QStringLiteral("base")) || r.has(QStringLiteral("amount"))) {
            // One Base: what the panels send, and what actionAt() adds for a single entry.
            const int single = a.fatigue.size() == 1 ? a.fatigue.front().first : 0;
            const int amount = a.fatigue.size() == 1 ? a.fatigue.front().second : 0;
            const bool one = amending && a.fatigue.size() == 1;
            const int base = r.integer(QStringLiteral("base"), baseNumber, one ? std::optional<int>(single) : std::nullopt);
            const int by = r.integer(QStringLiteral("amount"), wholeNumber, one ? std::optional<int>(amount) : std::nullopt);
            a.fatigue = {{base, by}};
        } else if (r.has(QStringLiteral("fatigue"))) {
            a.fatigue.clear();
            const QVariant v = plain(map.value(QStringLiteral("fatigue")));
            for (const QVariant &item : v.toList()) {
                const QVariantMap entry = item.toMap();
                const auto id = integerOf(entry.value(QStringLiteral("base")));
                const auto amount = integerOf(entry.value(QStringLiteral("amount")));
                if (!id || !amount) {
                    r.fail(QStringLiteral("%1: \"fatigue\" must be a list of { base, amount }").arg(kind));
                    break;
                }
                a.fatigue.emplace_back(*id, *amount);
            }
        } else if (!amending) {
            const int base = r.integer(QStringLiteral("base"), baseNumber);
            a.fatigue.emplace_back(base, r.integer(QStringLiteral("amount"), wholeNumber));
        }
        a.section = r.text(QStringLiteral("section"), amending ? qs(a.section) : QStringLiteral("6")).toStdString();
        a.note = r.text(QStringLiteral("reason"), qs(a.note)).toStdString();
        action = a;
    } else if (kind == QLatin1String("remove-routed-base")) {
        auto a = startFrom<RemoveRoutedBase>(original);
        a.base = required(QStringLiteral("base"), baseNumber, a.base);
        action = a;
    } else if (kind == QLatin1String("end-phase")) {
        action = EndPhase{};
    } else if (kind == QLatin1String("fight")) {
        auto f = startFrom<Fight>(original);
        f.base = required(QStringLiteral("base"), baseNumber, f.base);
        f.enemy = required(QStringLiteral("enemy"), baseNumber, f.enemy);
        if (r.has(QStringLiteral("lapping")) || !amending)
            f.lapping = r.optionalId(QStringLiteral("lapping"), baseNumber);
        if (r.has(QStringLiteral("enemyLapping")) || !amending)
            f.enemyLapping = r.optionalId(QStringLiteral("enemyLapping"), baseNumber);
        if (r.has(QStringLiteral("flank")) || !amending)
            f.flank = r.striker(QStringLiteral("flank"));
        if (r.has(QStringLiteral("rear")) || !amending)
            f.rear = r.striker(QStringLiteral("rear"));
        if (r.has(QStringLiteral("uphill")) || !amending)
            f.uphill = r.striker(QStringLiteral("uphill"));
        if (r.has(QStringLiteral("baseGoing")) || !amending)
            f.baseGoing = goingValue(r.going(QStringLiteral("baseGoing")));
        if (r.has(QStringLiteral("enemyGoing")) || !amending)
            f.enemyGoing = goingValue(r.going(QStringLiteral("enemyGoing")));
        dice(QStringLiteral("baseDice"), f.baseDice);
        dice(QStringLiteral("enemyDice"), f.enemyDice);
        action = f;
    } else if (kind == QLatin1String("allocate-loss")) {
        auto a = startFrom<AllocateLoss>(original);
        a.fatigue = r.integer(QStringLiteral("fatigue"), wholeNumber, a.fatigue);
        a.pushBack = r.integer(QStringLiteral("pushBack"), wholeNumber, a.pushBack);
        const QString rear = r.text(QStringLiteral("rearSide"), keyText(a.rearSide));
        if (const auto side = rearSideFromKey(rear.toStdString()))
            a.rearSide = *side;
        else
            r.fail(QStringLiteral("%1: \"rearSide\" must be \"left\" or \"right\", not \"%2\"").arg(kind, rear));
        a.pinned = r.boolean(QStringLiteral("pinned"), a.pinned);
        ids(QStringLiteral("file"), a.file);
        ids(QStringLiteral("seamBases"), a.seamBases);
        ids(QStringLiteral("farSide"), a.farSide);
        action = a;
    } else if (kind == QLatin1String("pursue")) {
        auto p = startFrom<Pursue>(original);
        p.decline = r.boolean(QStringLiteral("decline"), p.decline);
        ids(QStringLiteral("file"), p.file);
        ids(QStringLiteral("farSide"), p.farSide);
        action = p;
    } else if (kind == QLatin1String("shoot")) {
        auto s = startFrom<Shoot>(original);
        s.firer = required(QStringLiteral("firer"), baseNumber, s.firer);
        s.target = required(QStringLiteral("target"), baseNumber, s.target);
        dice(QStringLiteral("firerDice"), s.firerDice);
        dice(QStringLiteral("targetDice"), s.targetDice);
        if (r.has(QStringLiteral("firerGoing")) || !amending)
            s.firerGoing = goingValue(r.going(QStringLiteral("firerGoing")));
        if (r.has(QStringLiteral("targetGoing")) || !amending)
            s.targetGoing = goingValue(r.going(QStringLiteral("targetGoing")));
        action = s;
    } else {
        return {std::nullopt, tr("No action of kind \"%1\" can be built from a map").arg(kind)};
    }
    if (!r.ok())
        return {std::nullopt, r.error()};
    return {action, {}};
}

} // namespace

bool editable(const Action &action)
{
    // A column's march follows a path of hexes: only a battle with tracked positions has one.
    return !std::holds_alternative<MarchColumn>(action);
}

Built buildAction(const QString &kind, const QVariantMap &map, const GameState &state, const Action *original)
{
    if (!original)
        return buildFrom(kind, map, state, nullptr);
    if (!editable(*original) || actionKind(*original) != kind)
        return {std::nullopt, tr("An action of kind \"%1\" cannot be edited here").arg(actionKind(*original))};
    // Only what differs from the original as actionMap() shows it changes: every
    // field the map cannot show, or shows rounded (a die the quality does not
    // roll, a Going kept as its value), stays as it was.
    const QVariantMap shown = plain(actionMap(*original, state)).toMap();
    const QVariantMap given = plain(map).toMap();
    QVariantMap changed;
    for (auto it = given.cbegin(); it != given.cend(); ++it) {
        if (it.key() != QLatin1String("kind") && (!shown.contains(it.key()) || shown.value(it.key()) != it.value()))
            changed.insert(it.key(), it.value());
    }
    return buildFrom(kind, changed, state, original);
}

} // namespace sessionmaps