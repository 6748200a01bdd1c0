// The `ancients` command-line tool: the engine's combat odds and quality rolls for
// scripts and tables, and the check of an exported battle. The input and output
// formats are in rulebook/ancients-cli.md.
//
//   ancients odds FILE|-                               exact odds of one engaged pair (§9.1)
//   ancients odds --ruleset KEY FILE|-                 ... of one melee (My Wargame Rules) or one attack
//                                                      (3D6 OHW Gridded Ancients): rulesetodds.h
//   ancients resolve FILE|-                            one fight with supplied dice or a seed (§9.1)
//   ancients roll QUALITY [--die averaging|d6] [--elite-mechanic M] [--seed N]   one quality roll (§3.1, §13)
//   ancients table combat|movement|quality [--die D,...] [--elite-mechanic M,...] [--json]
//                                                      the Playtest tables (§13), CSV or JSON
//   ancients verify FILE|- [--head HEX]                checks a battle file (rulebook/battle-format.md),
//                                                      and its head against a fingerprint noted at the table
//   ancients verify [--json] FILE|FOLDER...            the tournament desk: one row per battle (verifydesk.h)
//
// Exit status: 0 on success, 1 when a battle file fails verification, 2 for any
// malformed input or usage (the message names the field).
#ifndef Q_MOC_RUN
#include "ancients/combat.h"
#include "ancients/dice.h"
#include "ancients/keys.h"
#include "ancients/rng.h"

#include "battlefile.h"
#include "jsonreader.h"
#include "inputlimits.h"
#include "playtesttables.h"
#endif

#include "cliinput.h"
#include "rulesetodds.h"
#include "verifydesk.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTextStream>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

using namespace ancients;

namespace {

constexpr int ExitFailedVerification = 1;
constexpr int ExitBadInput = 2;

// The engine's keys (ancients/keys.h) name every enum the input and output hold.

/** "\"a\", \"b\"": the keys of @p Enum, for a message. */
template<typename Enum>
QString choices()
{
    return record::json::quotedKeys(ancients::keysOf<Enum>());
}

using record::json::keyText;
using record::json::excerpt;

template<typename Enum>
std::optional<Enum> lookup(const QString &name)
{
    return ancients::fromKey<Enum>(name.toStdString());
}

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

/** The bytes of FILE or stdin ("-"); on failure prints the message and sets @p status. */
std::optional<QByteArray> readInput(const QString &path, int &status)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        status = fail(QStringLiteral("cannot read %1: %2").arg(excerpt(path), file.errorString()));
        return std::nullopt;
    }
    // Read up to the limit and no further: /dev/zero and pipes report no size, and never end.
    QString error;
    auto bytes = record::json::readCapped(file, record::limits::MaximumFileBytes, &error);
    if (!bytes)
        status = fail(QStringLiteral("%1: %2").arg(path == QLatin1String("-") ? QStringLiteral("input") : excerpt(path), error));
    return bytes;
}

/** The input of odds or resolve from FILE or stdin ("-"); on failure prints the message and sets @p status. */
std::optional<cliinput::CombatInput> readCombatInput(const QString &path, cliinput::Command command, int &status)
{
    const auto bytes = readInput(path, status);
    if (!bytes)
        return std::nullopt;
    cliinput::CombatRead read = cliinput::readCombat(*bytes, command);
    if (!read.input)
        status = fail(read.error);
    return std::move(read.input);
}

/** Names the mechanic in @p out when it is not the default, none (the battle file's rule for added fields). */
void nameMechanic(QJsonObject &out, EliteMechanic mechanic)
{
    if (mechanic != EliteMechanic::None)
        out.insert(cliinput::EliteMechanicField, keyText(mechanic));
}

int runOdds(const QString &path)
{
    int status = 0;
    const auto input = readCombatInput(path, cliinput::Command::Odds, status);
    if (!input)
        return status;
    const auto result = odds(input->a, input->b, input->facts, input->die, input->mechanic);
    if (!result)
        return fail(cliinput::engineRefusal(result.error()));
    QJsonObject distribution;
    QJsonObject exact;
    for (const auto &[margin, p] : result->margins) {
        distribution.insert(QString::number(margin), p.toDouble());
        exact.insert(QString::number(margin), fractionText(p));
    }
    const CombatAssessment &s = result->assessment;
    QJsonObject out{
        {QStringLiteral("die"), keyText(input->die)},
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
    nameMechanic(out, input->mechanic);
    QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

/** odds of another ruleset than the Ancients Wargame (rulesetodds.h). */
int runRulesetOdds(const QString &ruleset, const QString &path)
{
    int status = 0;
    const auto bytes = readInput(path, status);
    if (!bytes)
        return status;
    const rulesetodds::Answer answer = ruleset == rulesetodds::rulesetKeys().at(1) ? rulesetodds::mwrOdds(*bytes)
                                                                                  : rulesetodds::ohwOdds(*bytes);
    if (!answer.output)
        return fail(answer.error);
    QTextStream(stdout) << QJsonDocument(*answer.output).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

QJsonObject rollJson(const QualityRoll &roll)
{
    QJsonArray dice;
    for (int i = 0; i < roll.count; ++i)
        dice.append(roll.dice.at(static_cast<std::size_t>(i)));
    QJsonObject out{{QStringLiteral("dice"), dice},
                    {QStringLiteral("kept"), roll.kept()},
                    {QStringLiteral("kept_index"), roll.keptIndex},
                    {QStringLiteral("section"), QStringLiteral("3.1")}};
    if (roll.mechanic == EliteMechanic::Reroll) // ruling R42: whether the third die is the kept one rolled again
        out.insert(QStringLiteral("rerolled"), roll.rerolled());
    return out;
}

QJsonObject valueJson(const QJsonValue &value, const char *section)
{
    return {{QStringLiteral("value"), value}, {QStringLiteral("section"), QLatin1String(section)}};
}

int runResolve(const QString &path)
{
    int status = 0;
    const auto input = readCombatInput(path, cliinput::Command::Resolve, status);
    if (!input)
        return status;
    const QString dieName = keyText(input->die);
    std::optional<Result<CombatResult>> result;
    if (input->seed) {
        Pcg32 rng(*input->seed);
        result = resolve(input->a, input->b, input->facts, input->die, rng, input->mechanic);
    } else {
        result = resolve(input->a, input->b, input->facts, input->dice->first, input->dice->second);
    }
    if (!*result)
        return fail(cliinput::engineRefusal(result->error()));
    const CombatResult &r = result->value();
    const CombatAssessment &s = r.assessment;

    QJsonArray steps;
    for (const CombatStep &step : r.steps) {
        steps.append(QJsonObject{{QStringLiteral("section"), QString::fromStdString(step.section)},
                                 {QStringLiteral("text"), QString::fromStdString(step.text)}});
    }
    QJsonObject aJson = sideJson(s.aModifiers, s.aModifierTotal, s.aEffectiveWeight);
    aJson.insert(QStringLiteral("roll"), rollJson(r.aRoll));
    aJson.insert(QStringLiteral("total"), valueJson(r.aTotal, "9.1"));
    QJsonObject bJson = sideJson(s.bModifiers, s.bModifierTotal, s.bEffectiveWeight);
    bJson.insert(QStringLiteral("roll"), rollJson(r.bRoll));
    bJson.insert(QStringLiteral("total"), valueJson(r.bTotal, "9.1"));
    const QString loser = keyText(r.loser);
    QJsonObject out{
        {QStringLiteral("die"), dieName},
        {QStringLiteral("a"), aJson},
        {QStringLiteral("b"), bJson},
        {QStringLiteral("raw_difference"), valueJson(r.rawDifference, "9.1")},
        {QStringLiteral("weight_shift"), valueJson(s.weightShift, "9.4")},
        {QStringLiteral("margin"), valueJson(r.margin, "9.4")},
        {QStringLiteral("loser"), valueJson(loser, "9.1")},
        {QStringLiteral("points"), valueJson(r.increments, "9.5")},
        {QStringLiteral("steps"), steps},
    };
    if (input->seed)
        out.insert(QStringLiteral("seed"), QString::number(*input->seed));
    nameMechanic(out, input->mechanic);
    QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

int runRoll(const QString &qualityName, const QString &dieName, const QString &mechanicName, const QString &seedText,
            bool seeded)
{
    const auto quality = lookup<Quality>(qualityName);
    if (!quality)
        return fail(QStringLiteral("QUALITY: expected one of %1").arg(choices<Quality>()));
    const auto die = lookup<Die>(dieName);
    if (!die)
        return fail(QStringLiteral("--die: expected one of %1").arg(choices<Die>()));
    const auto mechanic = lookup<EliteMechanic>(mechanicName);
    if (!mechanic)
        return fail(QStringLiteral("--elite-mechanic: expected one of %1").arg(choices<EliteMechanic>()));
    quint64 seed = 0;
    if (seeded) {
        const auto given = cliinput::seedFrom(seedText);
        if (!given)
            return fail(QStringLiteral("--seed: expected a whole number from 0 to 18446744073709551615, in plain "
                                       "digits"));
        seed = *given;
    } else {
        seed = QRandomGenerator::system()->generate64();
    }
    Pcg32 rng(seed);
    const QualityRoll roll = rollQuality(*quality, *die, rng, *mechanic);
    QJsonObject out = rollJson(roll);
    out.insert(QStringLiteral("quality"), qualityName);
    out.insert(QStringLiteral("die"), dieName);
    out.insert(QStringLiteral("seed"), QString::number(seed));
    nameMechanic(out, *mechanic);
    QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

/**
 * The keys of @p Enum that @p text lists, comma-separated, in the order given and each
 * once; every key of the table when @p text is empty (the option not given). Sets
 * @p error, naming @p option, for a key the table does not hold.
 */
template<typename Enum>
std::vector<Enum> keyList(const QString &text, bool given, const QString &option, QString &error)
{
    std::vector<Enum> values;
    if (!given) {
        for (std::size_t i = 0; i < ancients::keysOf<Enum>().size(); ++i)
            values.push_back(static_cast<Enum>(i));
        return values;
    }
    for (const QString &name : text.split(QLatin1Char(','))) {
        const auto value = lookup<Enum>(name.trimmed());
        if (!value) {
            error = QStringLiteral("%1: \"%2\" is not one of %3").arg(option, excerpt(name.trimmed()), choices<Enum>());
            return {};
        }
        if (std::find(values.begin(), values.end(), *value) == values.end())
            values.push_back(*value);
    }
    return values;
}

/**
 * The Playtest tables (§13, app/playtest/playtesttables.h): @p tableName's rows for every
 * combat die of @p dice and every Elite/Levy mechanic of @p mechanics, CSV or JSON.
 */
int runTable(const QString &tableName, const QString &dice, bool diceGiven, const QString &mechanics,
             bool mechanicsGiven, bool asJson)
{
    const auto table = playtest::tableFromName(tableName);
    if (!table)
        return fail(QStringLiteral("TABLE: expected one of %1")
                        .arg(QStringLiteral("\"") + playtest::tableNames().join(QStringLiteral("\", \"")) + QLatin1Char('"')));
    QString error;
    const auto dies = keyList<Die>(dice, diceGiven, QStringLiteral("--die"), error);
    if (!error.isEmpty())
        return fail(error);
    const auto kinds = keyList<EliteMechanic>(mechanics, mechanicsGiven, QStringLiteral("--elite-mechanic"), error);
    if (!error.isEmpty())
        return fail(error);
    std::vector<DiceSetting> settings;
    for (const Die d : dies) {
        for (const EliteMechanic m : kinds)
            settings.push_back({d, m});
    }
    QTextStream out(stdout);
    if (asJson)
        out << QJsonDocument(playtest::json(*table, settings)).toJson(QJsonDocument::Compact) << '\n';
    else
        out << playtest::csv(*table, settings);
    return 0;
}

/**
 * Checks an exported battle with the record library (record::BattleFile::verify):
 * the hash chain, the dice secret against its commitment, and every entry replayed
 * by the rules. Input this tool cannot judge as a battle at all (unreadable, not
 * JSON, not a battle file, an unknown version) is exit status 2; a battle file that
 * fails is 1, with the first failing entry named in the JSON on stdout. With
 * @p noted (--head), a file that verifies must also end at that fingerprint.
 */
int runVerify(const QString &path, const std::optional<QString> &noted)
{
    if (noted) {
        if (const QString problem = record::BattleFile::fingerprintFormProblem(*noted); !problem.isEmpty())
            return fail(QStringLiteral("--head: ") + problem);
    }
    int status = 0;
    const auto bytes = readInput(path, status);
    if (!bytes)
        return status;
    const record::json::Parsed parsed = record::json::parse(*bytes);
    if (!parsed.ok())
        return fail(cliinput::parseFailure(parsed) + QStringLiteral("; expected a battle file"));
    const QJsonDocument &doc = parsed.document;
    const QString formatName = record::BattleFile::FormatName.toString();
    if (!doc.isObject() || doc.object().value(QStringLiteral("format")).toString() != formatName)
        return fail(QStringLiteral("format: not a battle file (expected a JSON object with \"format\": \"%1\")")
                        .arg(formatName));
    if (!record::json::wholeNumber(doc.object().value(QStringLiteral("version")), 1, record::BattleFile::Version)) {
        return fail(QStringLiteral("version: this tool reads battle format versions 1 to %1")
                        .arg(record::BattleFile::Version));
    }

    record::Verification v = record::BattleFile::verify(*bytes);
    bool headDiffers = false;
    if (v.ok && noted) {
        if (const QString problem = record::BattleFile::checkFingerprint(v.head, *noted); !problem.isEmpty()) {
            v.ok = false;
            headDiffers = true;
            v.problems = QStringList{QStringLiteral("head: ") + problem};
        }
    }
    QJsonObject out{{QStringLiteral("ok"), v.ok}, {QStringLiteral("entries"), v.entries}};
    if (v.ok) {
        out.insert(QStringLiteral("head"), QString::fromLatin1(v.head.toHex()));
        out.insert(QStringLiteral("seed_revealed"), v.seedRevealed);
        out.insert(QStringLiteral("replayed"), v.replayed);
        if (noted)
            out.insert(QStringLiteral("head_matches"), *noted);
    } else {
        if (headDiffers)
            out.insert(QStringLiteral("head"), QString::fromLatin1(v.head.toHex()));
        // The first failing entry by its number in the log, from 1, as the app's rows and the desk show it.
        out.insert(QStringLiteral("number"), v.failedEntry >= 0 ? QJsonValue(record::entryNumber(v.failedEntry)) : QJsonValue());
        out.insert(QStringLiteral("problem"), v.problems.value(0, QStringLiteral("the battle does not verify")));
        out.insert(QStringLiteral("problems"), QJsonArray::fromStringList(v.problems));
    }
    QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Compact) << '\n';
    return v.ok ? 0 : ExitFailedVerification;
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
                       "  ancients odds --ruleset my-wargame-rules|3d6-ohw-gridded-ancients FILE|-\n"
                       "                                exact odds of one melee or attack of another ruleset\n"
                       "  ancients resolve FILE|-       one fight (§9.1) with the players' dice or a seed\n"
                       "  ancients roll QUALITY         one quality roll (§3.1): elite, regular or levy\n"
                       "  ancients table TABLE          the Playtest tables (§13): combat, movement or quality, as CSV\n"
                       "  ancients verify FILE|-        checks an exported battle: chain, dice, rules\n"
                       "  ancients verify FILE|-        checks an exported battle: chain, dice, rules\n"
                       "                 [--head HEX]   ... and that it ends at the fingerprint noted at the table\n"
                       "  ancients verify FILE|FOLDER...  the tournament desk: one row per battle; --json for JSON"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("odds, resolve, roll, table or verify"));
    parser.addPositionalArgument(QStringLiteral("argument"),
                                 QStringLiteral("odds, resolve, verify: FILE or - for stdin; roll: QUALITY; table: TABLE"));
    const QCommandLineOption dieOption(QStringLiteral("die"),
                                       QStringLiteral("roll: averaging (default) or d6; table: a comma-separated "
                                                      "list (default: both)"),
                                       QStringLiteral("die"), keyText(Die::Averaging));
    const QCommandLineOption mechanicOption(
        QStringLiteral("elite-mechanic"),
        QStringLiteral("roll: none (default), reroll or best-of-three (§13, ruling R42); table: a comma-separated list "
                       "(default: all three)"),
        QStringLiteral("mechanic"), keyText(EliteMechanic::None));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("roll: the generator's seed"),
                                        QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("verify: the table of battles as JSON; table: JSON, not CSV"));
    const QCommandLineOption headOption(QStringLiteral("head"),
                                        QStringLiteral("verify: the fingerprint noted at the table, the head "
                                                       "hash's first 8 or more hex digits"),
                                        QStringLiteral("HEX"));
    const QCommandLineOption rulesetOption(
        QStringLiteral("ruleset"),
        QStringLiteral("odds: the ruleset of the input: %1 (default %2)")
            .arg(rulesetodds::rulesetKeys().join(QStringLiteral(", ")), rulesetodds::AncientsKey),
        QStringLiteral("key"), rulesetodds::AncientsKey);
    parser.addOption(dieOption);
    parser.addOption(rulesetOption);
    parser.addOption(mechanicOption);
    parser.addOption(seedOption);
    parser.addOption(jsonOption);
    parser.addOption(headOption);
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(excerpt(parser.errorText(), 2 * record::limits::MaximumExcerpt));
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    const QStringList args = parser.positionalArguments();
    const QString usage = QStringLiteral("usage: ancients odds [--ruleset KEY] FILE|- | ancients resolve FILE|- | "
                                         "ancients roll QUALITY [--die averaging|d6] [--elite-mechanic M] [--seed N] | "
                                         "ancients table combat|movement|quality [--die D,...] [--elite-mechanic M,...] "
                                         "[--json] | "
                                         "ancients verify FILE|- [--head HEX] | ancients verify [--json] FILE|FOLDER...");
    // verify alone takes several files or folders: the tournament desk (verifydesk.h).
    const bool desk = !args.isEmpty() && args[0] == QLatin1String("verify")
        && (args.size() > 2 || parser.isSet(jsonOption) || (args.size() == 2 && QFileInfo(args[1]).isDir()));
    if (args.size() != 2 && !(desk && args.size() > 1))
        return fail(usage);
    const bool table = !args.isEmpty() && args[0] == QLatin1String("table");
    if (parser.isSet(jsonOption) && !desk && !table)
        return fail(QStringLiteral("--json is for verify and table"));
    if (parser.isSet(mechanicOption) && !table && args[0] != QLatin1String("roll"))
        return fail(QStringLiteral("%1: the Elite/Levy mechanic is the input's \"elite_mechanic\" field; "
                                   "--elite-mechanic is for roll and table")
                        .arg(args[0].left(40)));
    if (parser.isSet(headOption) && (args[0] != QLatin1String("verify") || desk))
        return fail(QStringLiteral("%1: --head is for verify of one file").arg(args[0].left(40)));
    if (parser.isSet(rulesetOption) && args[0] != QLatin1String("odds"))
        return fail(QStringLiteral("%1: --ruleset is for odds (a battle file names its own ruleset)").arg(args[0].left(40)));
    if (args[0] == QLatin1String("odds")) {
        if (parser.isSet(dieOption) || parser.isSet(seedOption))
            return fail(QStringLiteral("odds: the die is the input's \"die\" field; --die and --seed are for roll"));
        const QString ruleset = parser.value(rulesetOption);
        if (!rulesetodds::rulesetKeys().contains(ruleset))
            return fail(QStringLiteral("--ruleset: expected one of \"%1\"")
                            .arg(rulesetodds::rulesetKeys().join(QStringLiteral("\", \""))));
        if (ruleset != rulesetodds::AncientsKey)
            return runRulesetOdds(ruleset, args[1]);
        return runOdds(args[1]);
    }
    if (args[0] == QLatin1String("resolve")) {
        if (parser.isSet(dieOption) || parser.isSet(seedOption))
            return fail(QStringLiteral("resolve: the die and seed are the input's \"die\" and \"seed\" fields; --die "
                                       "and --seed are for roll"));
        return runResolve(args[1]);
    }
    if (args[0] == QLatin1String("verify")) {
        if (parser.isSet(dieOption) || parser.isSet(seedOption))
            return fail(QStringLiteral("verify: a battle file carries its own dice; --die and --seed are for roll"));
        if (desk)
            return verifydesk::run(args.mid(1), parser.isSet(jsonOption));
        return runVerify(args[1], parser.isSet(headOption) ? std::optional(parser.value(headOption)) : std::nullopt);
    }
    if (args[0] == QLatin1String("roll"))
        return runRoll(args[1], parser.value(dieOption), parser.value(mechanicOption), parser.value(seedOption),
                       parser.isSet(seedOption));
    if (table) {
        if (parser.isSet(seedOption))
            return fail(QStringLiteral("table: the tables are exact, no dice are rolled; --seed is for roll"));
        return runTable(args[1], parser.value(dieOption), parser.isSet(dieOption), parser.value(mechanicOption),
                        parser.isSet(mechanicOption), parser.isSet(jsonOption));
    }
    return fail(QStringLiteral("unknown command \"%1\"; ").arg(excerpt(args[0])) + usage);
}
