// The `ancients` command-line tool: the engine's combat odds and quality rolls for
// scripts and tables. The input and output formats are in rulebook/ancients-cli.md.
//
//   ancients odds FILE|-                               exact odds of one engaged pair (§9.1)
//   ancients roll QUALITY [--die averaging|d6] [--seed N]   one quality roll (§3.1)
//
// Exit status: 0 on success, 2 for any malformed input or usage (the message names
// the field).
#ifndef Q_MOC_RUN
#include "ancients/combat.h"
#include "ancients/dice.h"
#include "ancients/rng.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTextStream>

#include <array>
#include <optional>
#include <utility>

using namespace ancients;

namespace {

constexpr int ExitBadInput = 2;

constexpr std::array<std::pair<const char *, Quality>, 3> QualityNames{{
    {"elite", Quality::Elite},
    {"regular", Quality::Regular},
    {"levy", Quality::Levy},
}};

constexpr std::array<std::pair<const char *, TroopType>, 8> TypeNames{{
    {"heavy-infantry", TroopType::HeavyInfantry},
    {"medium-infantry", TroopType::MediumInfantry},
    {"light-infantry", TroopType::LightInfantry},
    {"skirmishers", TroopType::Skirmishers},
    {"warband", TroopType::Warband},
    {"cavalry", TroopType::Cavalry},
    {"cataphract", TroopType::Cataphract},
    {"light-cavalry", TroopType::LightCavalry},
}};

constexpr std::array<std::pair<const char *, Die>, 2> DieNames{{
    {"averaging", Die::Averaging},
    {"d6", Die::D6},
}};

constexpr std::array<std::pair<const char *, Striker>, 3> StrikerNames{{
    {"none", Striker::None},
    {"a", Striker::A},
    {"b", Striker::B},
}};

template<typename T, std::size_t N>
QString choices(const std::array<std::pair<const char *, T>, N> &names)
{
    QStringList list;
    for (const auto &n : names)
        list << QStringLiteral("\"%1\"").arg(QLatin1String(n.first));
    return list.join(QStringLiteral(", "));
}

template<typename T, std::size_t N>
std::optional<T> lookup(const std::array<std::pair<const char *, T>, N> &names, const QString &name)
{
    for (const auto &n : names) {
        if (name == QLatin1String(n.first))
            return n.second;
    }
    return std::nullopt;
}

/** Reads the JSON input: a JSON object, with every field checked against the format. */
class Reader
{
public:
    /** The error so far, empty if none. */
    QString error;

    bool onlyKnownKeys(const QJsonObject &object, const QString &where, const QStringList &known)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!known.contains(it.key())) {
                fail(field(where, it.key()), QStringLiteral("unknown field; expected one of %1")
                                                 .arg(known.join(QStringLiteral(", "))));
                return false;
            }
        }
        return true;
    }

    template<typename T, std::size_t N>
    std::optional<T> name(const QJsonObject &object, const QString &where, const QString &key,
                          const std::array<std::pair<const char *, T>, N> &names, std::optional<T> fallback)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined()) {
            if (!fallback)
                fail(field(where, key), QStringLiteral("missing; expected one of %1").arg(choices(names)));
            return fallback;
        }
        const auto found = v.isString() ? lookup(names, v.toString()) : std::nullopt;
        if (!found)
            fail(field(where, key), QStringLiteral("expected one of %1").arg(choices(names)));
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
        const double d = v.toDouble(-1e9);
        if (!v.isDouble() || d != static_cast<double>(static_cast<int>(d)) || d < lowest || d > highest) {
            fail(field(where, key), expected);
            return std::nullopt;
        }
        return static_cast<int>(d);
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
        const auto quality = name(*o, key, QStringLiteral("quality"), QualityNames, std::optional<Quality>());
        const auto type = name(*o, key, QStringLiteral("type"), TypeNames, std::optional<TroopType>());
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
        const auto flank = name(*o, key, QStringLiteral("flank"), StrikerNames, std::optional(Striker::None));
        const auto rear = name(*o, key, QStringLiteral("rear"), StrikerNames, std::optional(Striker::None));
        const auto shock = name(*o, key, QStringLiteral("shock"), StrikerNames, std::optional(Striker::None));
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

QString fractionText(const Fraction &f)
{
    return QStringLiteral("%1/%2").arg(f.numerator()).arg(f.denominator());
}

QJsonObject sideJson(const std::vector<Modifier> &mods, int modifierTotal, int effectiveWeight)
{
    QJsonArray list;
    for (const Modifier &m : mods) {
        list.append(QJsonObject{{QStringLiteral("value"), m.value},
                                {QStringLiteral("section"), QString::fromStdString(m.section)},
                                {QStringLiteral("reason"), QString::fromStdString(m.reason)}});
    }
    return {{QStringLiteral("modifiers"), list},
            {QStringLiteral("modifier_total"), modifierTotal},
            {QStringLiteral("effective_weight"), QJsonObject{{QStringLiteral("value"), effectiveWeight},
                                                             {QStringLiteral("section"), QStringLiteral("8.2")}}}};
}

int fail(const QString &message)
{
    QTextStream(stderr) << "ancients: " << message << '\n';
    return ExitBadInput;
}

int runOdds(const QString &path)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened)
        return fail(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return fail(QStringLiteral("input is not JSON: %1 at offset %2")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    }
    if (!doc.isObject())
        return fail(QStringLiteral("input: expected a JSON object with \"a\", \"b\" and optional \"die\", \"facts\""));
    const QJsonObject root = doc.object();

    Reader reader;
    if (!reader.onlyKnownKeys(root, QString(),
                              {QStringLiteral("die"), QStringLiteral("a"), QStringLiteral("b"),
                               QStringLiteral("facts")}))
        return fail(reader.error);
    const auto die = reader.name(root, QString(), QStringLiteral("die"), DieNames, std::optional(Die::Averaging));
    const auto a = reader.side(root, QStringLiteral("a"));
    const auto b = reader.side(root, QStringLiteral("b"));
    const auto facts = reader.facts(root);
    if (!reader.error.isEmpty() || !die || !a || !b || !facts)
        return fail(reader.error);

    const auto result = odds(*a, *b, *facts, *die);
    if (!result) {
        return fail(QStringLiteral("%1 (§%2, %3)")
                        .arg(QString::fromStdString(result.error().message),
                             QString::fromStdString(result.error().section),
                             QString::fromStdString(result.error().code)));
    }
    QJsonObject distribution;
    QJsonObject exact;
    for (const auto &[margin, p] : result->margins) {
        distribution.insert(QString::number(margin), p.toDouble());
        exact.insert(QString::number(margin), fractionText(p));
    }
    const CombatAssessment &s = result->assessment;
    const QJsonObject out{
        {QStringLiteral("die"), *die == Die::D6 ? QStringLiteral("d6") : QStringLiteral("averaging")},
        {QStringLiteral("distribution"), distribution},
        {QStringLiteral("distribution_exact"), exact},
        {QStringLiteral("a_wins"), result->aWins.toDouble()},
        {QStringLiteral("b_wins"), result->bWins.toDouble()},
        {QStringLiteral("draw"), result->draw.toDouble()},
        {QStringLiteral("a_wins_exact"), fractionText(result->aWins)},
        {QStringLiteral("b_wins_exact"), fractionText(result->bWins)},
        {QStringLiteral("draw_exact"), fractionText(result->draw)},
        {QStringLiteral("a"), sideJson(s.aModifiers, s.aModifierTotal, s.aEffectiveWeight)},
        {QStringLiteral("b"), sideJson(s.bModifiers, s.bModifierTotal, s.bEffectiveWeight)},
        {QStringLiteral("weight_shift"),
         QJsonObject{{QStringLiteral("value"), s.weightShift}, {QStringLiteral("section"), QStringLiteral("9.4")}}},
    };
    QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

int runRoll(const QString &qualityName, const QString &dieName, const QString &seedText, bool seeded)
{
    const auto quality = lookup(QualityNames, qualityName);
    if (!quality)
        return fail(QStringLiteral("QUALITY: expected one of %1").arg(choices(QualityNames)));
    const auto die = lookup(DieNames, dieName);
    if (!die)
        return fail(QStringLiteral("--die: expected one of %1").arg(choices(DieNames)));
    quint64 seed = 0;
    if (seeded) {
        bool ok = false;
        seed = seedText.toULongLong(&ok);
        if (!ok)
            return fail(QStringLiteral("--seed: expected a whole number from 0 to 18446744073709551615"));
    } else {
        seed = QRandomGenerator::system()->generate64();
    }
    Pcg32 rng(seed);
    const QualityRoll roll = rollQuality(*quality, *die, rng);
    QJsonArray dice;
    for (int i = 0; i < roll.count; ++i)
        dice.append(roll.dice.at(static_cast<std::size_t>(i)));
    const QJsonObject out{
        {QStringLiteral("quality"), qualityName},
        {QStringLiteral("die"), dieName},
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("dice"), dice},
        {QStringLiteral("kept"), roll.kept()},
        {QStringLiteral("kept_index"), roll.keptIndex},
        {QStringLiteral("section"), QStringLiteral("3.1")},
    };
    QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ancients"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("The Ancients Wargame rules engine from the command line (rulebook/ancients-cli.md).\n"
                       "  ancients odds FILE|-          exact odds of one engaged pair (§9.1), JSON in and out\n"
                       "  ancients roll QUALITY         one quality roll (§3.1): elite, regular or levy"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("odds or roll"));
    parser.addPositionalArgument(QStringLiteral("argument"), QStringLiteral("odds: FILE or - for stdin; roll: QUALITY"));
    const QCommandLineOption dieOption(QStringLiteral("die"), QStringLiteral("roll: averaging (default) or d6"),
                                       QStringLiteral("die"), QStringLiteral("averaging"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("roll: the generator's seed"),
                                        QStringLiteral("N"));
    parser.addOption(dieOption);
    parser.addOption(seedOption);
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    const QStringList args = parser.positionalArguments();
    const QString usage = QStringLiteral("usage: ancients odds FILE|- | ancients roll QUALITY [--die averaging|d6] "
                                         "[--seed N]");
    if (args.size() != 2)
        return fail(usage);
    if (args[0] == QLatin1String("odds")) {
        if (parser.isSet(dieOption) || parser.isSet(seedOption))
            return fail(QStringLiteral("odds: the die is the input's \"die\" field; --die and --seed are for roll"));
        return runOdds(args[1]);
    }
    if (args[0] == QLatin1String("roll"))
        return runRoll(args[1], parser.value(dieOption), parser.value(seedOption), parser.isSet(seedOption));
    return fail(QStringLiteral("unknown command \"%1\"; ").arg(args[0]) + usage);
}
