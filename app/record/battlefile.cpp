#include "battlefile.h"

#include "fileparts.h"
#include "jsonreader.h"
#include "mwrfile.h"
#include "ohwfile.h"
#include "inputlimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <set>
#include <variant>
#include <utility>
#include <vector>

namespace record {

namespace {

using fileparts::EntriesKey;
using fileparts::FormatKey;
using fileparts::SecretKey;
using fileparts::SetupKey;
using fileparts::VersionKey;

/** A battle file taken apart, or every problem found in it. */
struct Parsed
{
    std::optional<BattleSetup> setup;
    std::vector<LogEntry> entries;
    std::optional<QByteArray> secret;
    QStringList problems;
    int failedEntry = -1;
    int entryCount = 0;
    int version = BattleFile::Version; ///< the version the file was written in: what its hashes are of
    QString otherRuleset; ///< the ruleset a battle of another names (setup.ruleset): its own file reads it
};

/** The whole file as an object, as toJson() writes it; @p entryBytes: each entry's canonical bytes, when wanted. */
QJsonObject fileObject(const BattleSetup &setup, const std::vector<LogEntry> &log, const std::optional<QByteArray> &secret,
                       int version, std::vector<QByteArray> *entryBytes = nullptr)
{
    const QJsonArray entries =
        fileparts::entriesJson(log, [](const LogEntry &entry) { return BattleCodec::encode(entry); }, entryBytes);
    return QJsonObject{
        {FormatKey, BattleFile::FormatName.toString()},
        {VersionKey, version},
        {SetupKey, BattleCodec::encode(setup)},
        {EntriesKey, entries},
        {SecretKey, secret ? QJsonValue(QString::fromLatin1(secret->toHex())) : QJsonValue(QJsonValue::Null)},
    };
}

} // namespace

namespace fileparts {

namespace {

/** @p bytes without the whitespace between JSON tokens (strings are kept whole). */
QByteArray withoutSpace(const QByteArray &bytes)
{
    QByteArray out;
    out.reserve(bytes.size());
    bool inString = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        if (inString) {
            out.append(c);
            if (c == '\\' && i + 1 < bytes.size())
                out.append(bytes.at(++i));
            else if (c == '"')
                inString = false;
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            out.append(c);
            inString = c == '"';
        }
    }
    return out;
}

/** Line and column (from 1) in @p bytes of the byte that is at @p offset once the whitespace is gone. */
std::pair<qsizetype, qsizetype> placeOf(const QByteArray &bytes, qsizetype offset)
{
    qsizetype kept = 0;
    qsizetype line = 1;
    qsizetype lineStart = 0;
    bool inString = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        const bool space = !inString && (c == ' ' || c == '\n' || c == '\r' || c == '\t');
        if (!space) {
            if (kept == offset)
                return {line, QString::fromUtf8(bytes.mid(lineStart, i - lineStart)).size() + 1};
            ++kept;
            if (inString && c == '\\' && i + 1 < bytes.size()) {
                ++i;
                ++kept;
            } else if (c == '"') {
                inString = !inString;
            }
        }
        if (c == '\n' && !inString) {
            ++line;
            lineStart = i + 1;
        }
    }
    return {line, QString::fromUtf8(bytes.mid(lineStart)).size() + 1};
}

} // namespace

std::optional<QString> canonicalProblem(const QByteArray &json, const QJsonObject &object,
                                        const std::vector<QByteArray> &entryBytes, int *failedEntry)
{
    const QByteArray given = withoutSpace(json);
    const QByteArray expected = QJsonDocument(object).toJson(QJsonDocument::Compact);
    if (given == expected)
        return std::nullopt;
    qsizetype at = 0;
    while (at < given.size() && at < expected.size() && given.at(at) == expected.at(at))
        ++at;
    // Which part: the entries come first ({"entries":[...), in order, each its canonical bytes.
    QString where = QStringLiteral("the file");
    qsizetype start = QByteArray(R"({"entries":[)").size();
    for (std::size_t k = 0; k < entryBytes.size(); ++k) {
        const qsizetype end = start + entryBytes[k].size();
        if (at >= start && at < end) {
            where = QStringLiteral("entries[%1]").arg(k);
            *failedEntry = static_cast<int>(k);
            break;
        }
        start = end + 1;
    }
    const qsizetype setupAt = expected.indexOf(R"("setup":)", start);
    if (*failedEntry < 0 && setupAt >= 0 && at >= setupAt && at < expected.lastIndexOf(R"(,"version":)"))
        where = QStringLiteral("setup");
    const auto [line, column] = placeOf(json, at);
    const auto quote = [at](const QByteArray &bytes) {
        return json::excerpt(QString::fromUtf8(bytes.mid(at, 4 * limits::MaximumExcerpt)));
    };
    return QStringLiteral("%1: not in canonical form at line %2, column %3: the file has %4 where the app writes %5 "
                          "(a key or a list out of order, something given twice, or a number or text written "
                          "differently)")
        .arg(where)
        .arg(line)
        .arg(column)
        .arg(quote(given), quote(expected));
}

} // namespace fileparts

namespace {

using fileparts::canonicalProblem;

/**
 * What the file's encoding of @p action says twice or in two ways, though the
 * reader accepts it (the engine orders it when applying): a pair of Blocks
 * written larger-first, a Base listed twice where the Bases are a set.
 */
QStringList encodingProblems(const ancients::Action &action, const QString &path)
{
    QStringList problems;
    const auto pairs = [&](const std::set<std::pair<int, int>> &set, const QString &field) {
        int i = 0;
        for (const auto &[a, b] : set) {
            if (a >= b)
                problems << QStringLiteral("%1.facts.%2[%3]: [%4, %5] is not a pair written smaller first")
                                .arg(path, field)
                                .arg(i)
                                .arg(a)
                                .arg(b);
            ++i;
        }
    };
    const auto unique = [&](const std::vector<ancients::BaseId> &bases, const QString &field) {
        const std::set<ancients::BaseId> seen(bases.begin(), bases.end());
        if (seen.size() != bases.size())
            problems << QStringLiteral("%1.%2: lists a Base twice").arg(path, field);
    };
    if (const auto *facts = std::get_if<ancients::EnterFacts>(&action)) {
        pairs(facts->facts.inContact, QStringLiteral("in_contact"));
        pairs(facts->facts.withinOneBaseWidth, QStringLiteral("within_one_base_width"));
    } else if (const auto *marked = std::get_if<ancients::MarkInCombat>(&action)) {
        unique(marked->bases, QStringLiteral("bases"));
    } else if (const auto *shot = std::get_if<ancients::MarkShotAt>(&action)) {
        unique(shot->bases, QStringLiteral("bases"));
    }
    return problems;
}

Parsed parse(const QByteArray &json)
{
    Parsed parsed;
    const std::optional<QJsonObject> read = fileparts::readEnvelope(json, parsed.problems);
    if (!read)
        return parsed;
    const QJsonObject &object = *read;
    // The version before anything else: a newer file may hold what this app does not know.
    const QJsonValue version = object.value(VersionKey);
    const double number = version.toDouble();
    if (!version.isDouble() || !std::isfinite(number) || number != std::floor(number) || number < 1) {
        parsed.problems << QStringLiteral("version: must be a whole number from 1");
        return parsed;
    }
    if (number > BattleFile::Version) {
        parsed.problems << QStringLiteral("version: made by a newer version of the app (battle format version %1; "
                                          "this app reads up to version %2)")
                               .arg(QString::number(number, 'g', QLocale::FloatingPointShortest))
                               .arg(BattleFile::Version);
        return parsed;
    }
    parsed.version = static_cast<int>(number);
    // A battle of another ruleset names it in its setup (an Ancients Wargame battle never does): its own reader reads it.
    const QJsonValue ruleset = object.value(SetupKey).toObject().value(fileparts::RulesetKey);
    if (!ruleset.isUndefined()) {
        if (ruleset.toString() == MwrCodec::rulesetKey() || ruleset.toString() == OhwCodec::rulesetKey())
            parsed.otherRuleset = ruleset.toString();
        else
            parsed.problems << QStringLiteral("setup.%1: %2 is not a ruleset this app records (\"%3\", \"%4\"; a battle "
                                              "of the Ancients Wargame leaves the field out)")
                                   .arg(fileparts::RulesetKey, json::Reader::describe(ruleset), MwrCodec::rulesetKey(),
                                        OhwCodec::rulesetKey());
        return parsed;
    }
    parsed.problems << fileparts::unknownFields(object);

    const Decoded<BattleSetup> setup = BattleCodec::decodeSetup(object.value(SetupKey), SetupKey);
    parsed.problems << setup.problems;
    parsed.setup = setup.value;

    // An entry the reader accepts but whose encoding says something twice is refused as well (encodingProblems).
    auto entries = fileparts::readEntries<LogEntry>(
        object.value(EntriesKey), parsed.problems, [](const QJsonValue &value, const QString &path) {
            Decoded<LogEntry> entry = BattleCodec::decodeEntry(value, path, true);
            if (entry.ok() && entry.value->action) {
                const QStringList twice = encodingProblems(*entry.value->action, path + QStringLiteral(".action"));
                if (!twice.isEmpty())
                    return Decoded<LogEntry>{std::nullopt, twice};
            }
            return entry;
        });
    parsed.entryCount = entries.count;
    parsed.failedEntry = entries.failedEntry;
    parsed.entries = std::move(entries.entries);
    if (entries.tooMany)
        return parsed;

    parsed.secret = fileparts::readSecret(object.value(SecretKey), parsed.problems);
    if (!parsed.problems.isEmpty()) {
        parsed.problems = json::capped(parsed.problems);
        return parsed;
    }

    std::vector<QByteArray> entryBytes;
    const QJsonObject canonicalFile = fileObject(*parsed.setup, parsed.entries, parsed.secret, parsed.version, &entryBytes);
    if (const auto problem = canonicalProblem(json, canonicalFile, entryBytes, &parsed.failedEntry))
        parsed.problems << *problem;
    return parsed;
}

/** The file's bytes, with the secret if @p revealSeed, whatever the battle's state: the checks are the callers'. */
QByteArray encodeFile(const Battle &battle, bool revealSeed)
{
    const QJsonObject file = fileObject(battle.setup(), battle.log(),
                                        revealSeed ? std::optional<QByteArray>(battle.secret()) : std::nullopt,
                                        battle.version());
    return QJsonDocument(file).toJson(QJsonDocument::Indented);
}

QString secretRefused()
{
    return QStringLiteral("the dice secret is written only with a decided battle (§12.1): "
                          "while it is in progress, the secret would give away every roll to come");
}

} // namespace

bool BattleFile::maySecretLeave(const Battle &battle)
{
    return battle.state().loser.has_value();
}

QByteArray BattleFile::toJson(const Battle &battle, bool revealSeed, QString *error)
{
    if (revealSeed && !maySecretLeave(battle)) {
        if (error)
            *error = secretRefused();
        return {};
    }
    return encodeFile(battle, revealSeed);
}

Verification BattleFile::verify(const Battle &battle)
{
    return verify(encodeFile(battle, true));
}

bool BattleFile::save(const Battle &battle, const QString &path, bool revealSeed, QString *error)
{
    if (revealSeed && !maySecretLeave(battle)) {
        if (error)
            *error = QStringLiteral("%1: not written: %2").arg(path, secretRefused());
        return false;
    }
    return fileparts::writeAtomically(path, encodeFile(battle, revealSeed), error);
}

BattleImport BattleFile::fromJson(const QByteArray &json)
{
    Parsed parsed = parse(json);
    BattleImport result;
    result.failedEntry = parsed.failedEntry;
    if (!parsed.otherRuleset.isEmpty()) {
        result.problems << QStringLiteral("setup.%1: a battle of %2, not of the Ancients Wargame (%3 reads it)")
                               .arg(fileparts::RulesetKey, parsed.otherRuleset,
                                    parsed.otherRuleset == MwrCodec::rulesetKey() ? QStringLiteral("MwrBattleFile")
                                                                                  : QStringLiteral("OhwBattleFile"));
        return result;
    }
    if (!parsed.problems.isEmpty()) {
        result.problems = parsed.problems;
        return result;
    }
    if (!parsed.secret) {
        result.problems << fileparts::secretNotRevealed();
        return result;
    }
    int failed = -1;
    auto battle = Battle::restore(*parsed.setup, *parsed.secret, parsed.entries, parsed.version, &failed);
    if (!battle) {
        result.failedEntry = failed;
        result.problems << QString::fromStdString(battle.error().message);
        return result;
    }
    result.battle = std::move(battle).value();
    return result;
}

Verification BattleFile::verify(const QByteArray &json)
{
    Verification v;
    Parsed parsed = parse(json);
    if (parsed.otherRuleset == MwrCodec::rulesetKey())
        return MwrBattleFile::verify(json);
    if (parsed.otherRuleset == OhwCodec::rulesetKey())
        return OhwBattleFile::verify(json);
    v.entries = parsed.entryCount;
    if (!parsed.problems.isEmpty()) {
        v.problems = parsed.problems;
        v.failedEntry = parsed.failedEntry;
        return v;
    }

    // The chain first: it needs no secret.
    QByteArray head = BattleCodec::setupHash(*parsed.setup);
    const auto chainHash = [version = parsed.version](const QByteArray &previous, const LogEntry &entry) {
        return ChainCodec::chainHash(previous, entry, version);
    };
    if (const auto broken = fileparts::firstBrokenLink(head, parsed.entries, chainHash)) {
        v.failedEntry = static_cast<int>(*broken);
        v.problems << fileparts::chainBroken(*broken);
        return v;
    }
    v.head = head;

    if (!parsed.secret) {
        v.ok = true; // all that can be checked without the secret
        return v;
    }
    if (!parsed.setup->seed.matches(*parsed.secret)) {
        v.problems << fileparts::secretNotCommitted();
        return v;
    }
    v.seedRevealed = true;

    int failed = -1;
    const auto battle = Battle::restore(*parsed.setup, *parsed.secret, parsed.entries, parsed.version, &failed);
    if (!battle) {
        v.failedEntry = failed;
        v.problems << QString::fromStdString(battle.error().message);
        return v;
    }
    v.replayed = true;
    v.ok = true;
    return v;
}

QString BattleFile::fingerprint(const QByteArray &head)
{
    return QString::fromLatin1(head.toHex().left(FingerprintDigits));
}

QString BattleFile::fingerprintFormProblem(const QString &noted)
{
    static const QRegularExpression hexDigits(QStringLiteral("^[0-9A-Fa-f]+$"));
    constexpr int HeadDigits = 64;
    const QString given = noted.trimmed();
    const QString shown = given.size() > HeadDigits ? given.left(HeadDigits) + QStringLiteral("...") : given;
    if (!hexDigits.match(given).hasMatch())
        return QStringLiteral("the fingerprint \"%1\" is not hex digits (0-9, a-f)").arg(shown);
    if (given.size() < FingerprintDigits)
        return QStringLiteral("the fingerprint \"%1\" is too short: give at least %2 hex digits of the head")
            .arg(shown)
            .arg(FingerprintDigits);
    if (given.size() > HeadDigits)
        return QStringLiteral("the fingerprint \"%1\" is longer than a head hash (%2 hex digits)").arg(shown).arg(HeadDigits);
    return {};
}

QString BattleFile::checkFingerprint(const QByteArray &head, const QString &noted)
{
    if (const QString problem = fingerprintFormProblem(noted); !problem.isEmpty())
        return problem;
    const QString given = noted.trimmed().toLower();
    const QString full = QString::fromLatin1(head.toHex());
    if (!full.startsWith(given))
        return QStringLiteral("the file's head is %1, not the noted %2: this is not the battle that was noted, "
                              "or its log was changed or cut short")
            .arg(full.left(given.size()), given);
    return {};
}

} // namespace record
