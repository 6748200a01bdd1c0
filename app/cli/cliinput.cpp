#include "cliinput.h"

#ifndef Q_MOC_RUN
#include "ancients/keys.h"
#endif

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <array>

using namespace ancients;

namespace cliinput {

namespace {

/** "\"a\", \"b\"": the keys of @p Enum, for a message. */
template<typename Enum>
QString choices()
{
    return record::json::quotedKeys(ancients::keysOf<Enum>());
}

/** Reads the JSON input: a JSON object, with every field checked against the format. */
class Reader
{
public:
    /** The error so far, empty if none. */
    QString error;

    bool onlyKnownKeys(const QJsonObject &object, const QString &where, const QStringList &known)
    {
        const QStringList unknown = record::json::unknownFields(object, known);
        if (!unknown.isEmpty()) {
            fail(field(where, unknown.first()), QStringLiteral("unknown field; expected one of %1")
                                                    .arg(known.join(QStringLiteral(", "))));
            return false;
        }
        return true;
    }

    /** A key of the engine's table for @p T. */
    template<typename T>
    std::optional<T> name(const QJsonObject &object, const QString &where, const QString &key, std::optional<T> fallback)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined()) {
            if (!fallback)
                fail(field(where, key), QStringLiteral("missing; expected one of %1").arg(choices<T>()));
            return fallback;
        }
        const auto found = record::json::key<T>(v);
        if (!found)
            fail(field(where, key), QStringLiteral("expected one of %1").arg(choices<T>()));
        return found;
    }

    std::optional<int> integer(const QJsonObject &object, const QString &where, const QString &key, int lowest,
                               int highest, std::optional<int> fallback)
    {
        const QJsonValue v = object.value(key);
        const QString expected = QStringLiteral("expected a whole number from %1 to %2").arg(lowest).arg(highest);
        if (v.isUndefined()) {
            if (!fallback)
                fail(field(where, key), QStringLiteral("missing; ") + expected);
            return fallback;
        }
        const auto number = record::json::wholeNumber(v, lowest, highest);
        if (!number)
            fail(field(where, key), expected);
        return number;
    }

    std::optional<bool> boolean(const QJsonObject &object, const QString &where, const QString &key, bool fallback)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined())
            return fallback;
        if (!v.isBool()) {
            fail(field(where, key), QStringLiteral("expected true or false"));
            return std::nullopt;
        }
        return v.toBool();
    }

    std::optional<QJsonObject> object(const QJsonObject &parent, const QString &key, bool required)
    {
        const QJsonValue v = parent.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(key, QStringLiteral("missing; expected an object"));
            return required ? std::nullopt : std::optional<QJsonObject>(QJsonObject());
        }
        if (!v.isObject()) {
            fail(key, QStringLiteral("expected an object"));
            return std::nullopt;
        }
        return v.toObject();
    }

    std::optional<CombatSide> side(const QJsonObject &root, const QString &key)
    {
        const auto o = object(root, key, true);
        if (!o || !onlyKnownKeys(*o, key,
                                 {QStringLiteral("quality"), QStringLiteral("type"), QStringLiteral("weight"),
                                  QStringLiteral("going"), QStringLiteral("uphill"), QStringLiteral("spears"),
                                  QStringLiteral("formed")}))
            return std::nullopt;
        const auto quality = name(*o, key, QStringLiteral("quality"), std::optional<Quality>());
        const auto type = name(*o, key, QStringLiteral("type"), std::optional<TroopType>());
        const auto weight = integer(*o, key, QStringLiteral("weight"), 1, 5, std::nullopt);
        const auto going = integer(*o, key, QStringLiteral("going"), 1, 5, 5);
        const auto uphill = boolean(*o, key, QStringLiteral("uphill"), false);
        const auto spears = boolean(*o, key, QStringLiteral("spears"), false);
        const auto formed = boolean(*o, key, QStringLiteral("formed"), true);
        if (!quality || !type || !weight || !going || !uphill || !spears || !formed)
            return std::nullopt;
        return CombatSide{*quality, *type, *weight, *going, *uphill, *spears, *formed};
    }

    std::optional<CombatFacts> facts(const QJsonObject &root)
    {
        const QString key = QStringLiteral("facts");
        const auto o = object(root, key, false);
        if (!o || !onlyKnownKeys(*o, key,
                                 {QStringLiteral("a_overlaps"), QStringLiteral("b_overlaps"), QStringLiteral("flank"),
                                  QStringLiteral("rear"), QStringLiteral("shock"), QStringLiteral("first_round")}))
            return std::nullopt;
        const auto aOverlaps = integer(*o, key, QStringLiteral("a_overlaps"), 0, 1, 0);
        const auto bOverlaps = integer(*o, key, QStringLiteral("b_overlaps"), 0, 1, 0);
        const auto flank = name(*o, key, QStringLiteral("flank"), std::optional(Striker::None));
        const auto rear = name(*o, key, QStringLiteral("rear"), std::optional(Striker::None));
        const auto shock = name(*o, key, QStringLiteral("shock"), std::optional(Striker::None));
        const auto firstRound = boolean(*o, key, QStringLiteral("first_round"), true);
        if (!aOverlaps || !bOverlaps || !flank || !rear || !shock || !firstRound)
            return std::nullopt;
        return CombatFacts{*aOverlaps, *bOverlaps, *flank, *rear, *shock, *firstRound};
    }

private:
    static QString field(const QString &where, const QString &key)
    {
        return where.isEmpty() ? key : where + QLatin1Char('.') + key;
    }
    void fail(const QString &fieldName, const QString &why)
    {
        if (error.isEmpty()) // the first problem is the one reported
            error = fieldName + QStringLiteral(": ") + why;
    }
};

/**
 * A side's dice from "dice": one face for Regular, two for Elite and Levy (§3.1), three
 * under best of three, and under the reroll two, or three when the first two's kept die
 * is rolled again (§13, ruling R42); each a face of @p die.
 */
std::optional<QualityRoll> suppliedRoll(const QJsonObject &dice, const QString &key, Quality quality, Die die,
                                        EliteMechanic mechanic, QString &error)
{
    const QString where = QStringLiteral("dice.") + key;
    const int least = diceRolled(quality, mechanic);
    const int most = mostDiceRolled(quality, mechanic);
    const QString howMany = least == 1 ? QStringLiteral("one face (a Regular rolls one die)")
        : least == 3                   ? QStringLiteral("three faces (an Elite or Levy rolls three dice under best of three)")
        : most == 3 ? QStringLiteral("two faces, and a third when the kept one is rolled again (the reroll, ruling R42)")
                    : QStringLiteral("two faces (an Elite or Levy rolls two dice)");
    const QJsonValue v = dice.value(key);
    const qsizetype given = v.isArray() ? v.toArray().size() : 0;
    if (!v.isArray() || given < least || given > most) {
        error = where + (v.isUndefined() ? QStringLiteral(": missing; expected an array of ")
                                         : QStringLiteral(": expected an array of "))
            + howMany;
        return std::nullopt;
    }
    const int count = static_cast<int>(given);
    QStringList faceList;
    for (const int f : faces(die)) {
        if (!faceList.contains(QString::number(f)))
            faceList << QString::number(f);
    }
    std::array<int, 3> thrown{};
    const QJsonArray array = v.toArray();
    for (int i = 0; i < count; ++i) {
        const auto d = record::json::wholeNumber(array.at(i), 0, 100);
        const auto dieFaces = faces(die);
        if (!d || std::ranges::find(dieFaces, *d) == dieFaces.end()) {
            error = QStringLiteral("%1[%2]: expected a face of the %3 die: %4")
                        .arg(where)
                        .arg(i)
                        .arg(record::json::keyText(die), faceList.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        thrown.at(static_cast<std::size_t>(i)) = *d;
    }
    // Under the reroll the first two say whether the third is wanted: exactly then it must be there.
    const int wanted = diceToEnter(quality, die, mechanic, thrown[0], thrown[1]);
    if (count != wanted) {
        error = where + (wanted == 3 ? QStringLiteral(": the kept %1 is rolled again under the reroll (ruling R42): "
                                                      "expected a third face")
                                     : QStringLiteral(": the kept %1 is not rolled again under the reroll (ruling "
                                                      "R42): expected two faces"))
                            .arg(quality == Quality::Elite ? std::max(thrown[0], thrown[1])
                                                           : std::min(thrown[0], thrown[1]));
        return std::nullopt;
    }
    const auto roll = readQuality(quality, die, mechanic, thrown[0], thrown[1], thrown[2]);
    if (!roll) {
        error = where + QStringLiteral(": ") + engineRefusal(roll.error());
        return std::nullopt;
    }
    return *roll;
}

/** The generator's seed from "seed": a whole number up to 2^53 − 1, or a decimal string up to 2^64 − 1. */
std::optional<quint64> seedOf(const QJsonValue &v)
{
    // A JSON number is exact only up to 2^53 − 1; a larger seed is given as a decimal string.
    if (v.isString())
        return seedFrom(v.toString());
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    // Every comparison on the double, before any conversion: a NaN fails them all.
    if (!(d >= 0 && d <= 9007199254740991.0) || d != static_cast<double>(static_cast<qint64>(d)))
        return std::nullopt;
    return static_cast<quint64>(d);
}

} // namespace

std::optional<quint64> seedFrom(const QString &text)
{
    if (text.isEmpty() || text.size() > 20
        || !std::all_of(text.begin(), text.end(), [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); }))
        return std::nullopt;
    bool ok = false;
    const quint64 seed = text.toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return seed;
}

QString parseFailure(const record::json::Parsed &parsed)
{
    if (parsed.refused)
        return QStringLiteral("input: %1%2").arg(parsed.path.isEmpty() ? QString() : parsed.path + QStringLiteral(": "),
                                                 parsed.error);
    return QStringLiteral("input is not JSON: %1 at offset %2").arg(parsed.error).arg(parsed.offset);
}

QString engineRefusal(const Error &error)
{
    return QStringLiteral("%1 (§%2, %3)")
        .arg(QString::fromStdString(error.message), QString::fromStdString(error.section), QString::fromStdString(error.code));
}

CombatRead readCombat(const QByteArray &bytes, Command command)
{
    const bool resolve = command == Command::Resolve;
    const record::json::Parsed parsed = record::json::parse(bytes);
    if (!parsed.ok())
        return {std::nullopt, parseFailure(parsed)};
    if (!parsed.document.isObject()) {
        return {std::nullopt,
                QStringLiteral("input: expected a JSON object with ")
                    + (resolve ? QStringLiteral("\"a\", \"b\", \"dice\" or \"seed\", and optional \"die\", "
                                                "\"elite_mechanic\", \"facts\"")
                               : QStringLiteral("\"a\", \"b\" and optional \"die\", \"elite_mechanic\", \"facts\""))};
    }
    const QJsonObject root = parsed.document.object();

    Reader reader;
    QStringList known{QStringLiteral("die"), EliteMechanicField, QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("facts")};
    if (resolve)
        known << QStringLiteral("dice") << QStringLiteral("seed");
    if (!reader.onlyKnownKeys(root, QString(), known))
        return {std::nullopt, reader.error};
    const auto die = reader.name(root, QString(), QStringLiteral("die"), std::optional(Die::Averaging));
    const auto mechanic = reader.name(root, QString(), EliteMechanicField, std::optional(EliteMechanic::None));
    const auto a = reader.side(root, QStringLiteral("a"));
    const auto b = reader.side(root, QStringLiteral("b"));
    const auto facts = reader.facts(root);
    if (!reader.error.isEmpty() || !die || !mechanic || !a || !b || !facts)
        return {std::nullopt, reader.error};
    CombatInput input{*die, *mechanic, *a, *b, *facts, std::nullopt, std::nullopt};
    if (!resolve)
        return {input, {}};

    const bool hasDice = root.contains(QStringLiteral("dice"));
    const bool hasSeed = root.contains(QStringLiteral("seed"));
    if (hasDice == hasSeed)
        return {std::nullopt, QStringLiteral("dice, seed: give exactly one: the players' \"dice\" or a generator \"seed\"")};
    if (hasSeed) {
        input.seed = seedOf(root.value(QStringLiteral("seed")));
        if (!input.seed) {
            return {std::nullopt, QStringLiteral("seed: expected a whole number from 0 to 9007199254740991, or a decimal "
                                                 "string from \"0\" to \"18446744073709551615\"")};
        }
        return {input, {}};
    }
    const auto dice = reader.object(root, QStringLiteral("dice"), true);
    if (!dice || !reader.onlyKnownKeys(*dice, QStringLiteral("dice"), {QStringLiteral("a"), QStringLiteral("b")}))
        return {std::nullopt, reader.error};
    QString error;
    const auto aRoll = suppliedRoll(*dice, QStringLiteral("a"), a->quality, *die, *mechanic, error);
    if (!aRoll)
        return {std::nullopt, error};
    const auto bRoll = suppliedRoll(*dice, QStringLiteral("b"), b->quality, *die, *mechanic, error);
    if (!bRoll)
        return {std::nullopt, error};
    input.dice = std::pair(*aRoll, *bRoll);
    return {input, {}};
}

} // namespace cliinput
