#pragma once

// The battle file of a ruleset other than the Ancients Wargame
// (rulebook/battle-format.md, Another ruleset, A third ruleset): the same
// envelope as the Ancients Wargame's ("format", "version", "setup", "entries",
// "seed_secret", fileparts.h), its setup naming the ruleset, what is inside
// written by the ruleset's codec (Rules::Codec). BattleFile::verify() hands
// such a file here, so `ancients verify` checks battles of every ruleset.
//
// Besides what RulesetBattle needs, the Rules struct names its Codec (with
// rulesetKey, encode and decodeSetup/decodeEntry, setupHash, chainHash) and says
// when a battle is decided (decided(state)) and by which rule (decidedRule()).

#include "battlefile.h"
#include "fileparts.h"
#include "jsonreader.h"
#include "rulesetbattle.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace record {

/** A battle of a ruleset read from a file, or every problem that kept it out. */
template<typename Battle>
struct RulesetImport
{
    std::optional<Battle> battle;
    int failedEntry = -1;
    QStringList problems;

    [[nodiscard]] bool ok() const noexcept { return battle.has_value(); }
};

/** The battle file of one ruleset: written and read strictly, all or nothing; a bad file changes nothing. */
template<typename Rules>
class RulesetBattleFile
{
public:
    using Battle = RulesetBattle<Rules>;
    using Import = RulesetImport<Battle>;

    /** The version its files carry: the battle file's, when the second ruleset was added. */
    static constexpr int Version = 3;

    /** The dice secret may leave the battle: it is decided. */
    [[nodiscard]] static bool maySecretLeave(const Battle &battle) { return Rules::decided(battle.state()); }
    /** The file's bytes; @p revealSeed: with the dice secret, refused (empty, @p error set) unless maySecretLeave(). */
    [[nodiscard]] static QByteArray toJson(const Battle &battle, bool revealSeed, QString *error = nullptr)
    {
        if (revealSeed && !maySecretLeave(battle)) {
            if (error)
                *error = secretRefused();
            return {};
        }
        return encodeFile(battle, revealSeed);
    }
    /** Writes the file atomically (QSaveFile); false, with @p error set, if it could not. */
    static bool save(const Battle &battle, const QString &path, bool revealSeed, QString *error = nullptr)
    {
        if (revealSeed && !maySecretLeave(battle)) {
            if (error)
                *error = QStringLiteral("%1: not written: %2").arg(path, secretRefused());
            return false;
        }
        return fileparts::writeAtomically(path, encodeFile(battle, revealSeed), error);
    }

    /** A battle to go on with: the file must hold the dice secret; every entry is checked while it is replayed. */
    [[nodiscard]] static Import fromJson(const QByteArray &json);
    /**
     * Checks the file as BattleFile::verify() does: every field well formed and canonical,
     * the hash chain, the secret against its commitment, then every entry replayed by the
     * rules giving the state it records. Names the first entry that fails.
     */
    [[nodiscard]] static Verification verify(const QByteArray &json);
    /** Checks @p battle as verify() checks its file, the secret included. */
    [[nodiscard]] static Verification verify(const Battle &battle) { return verify(encodeFile(battle, true)); }

private:
    using Codec = typename Rules::Codec;
    using Setup = typename Rules::Setup;
    using Entry = typename Rules::Entry;

    /** A file taken apart, or every problem found in it. */
    struct Parsed
    {
        std::optional<Setup> setup;
        std::vector<Entry> entries;
        std::optional<QByteArray> secret;
        QStringList problems;
        int failedEntry = -1;
        int entryCount = 0;
    };

    static QJsonObject fileObject(const Setup &setup, const std::vector<Entry> &log, const std::optional<QByteArray> &secret,
                                  std::vector<QByteArray> *entryBytes = nullptr)
    {
        using namespace fileparts;
        const auto encode = [](const Entry &entry) { return Codec::encode(entry); };
        return QJsonObject{
            {FormatKey, BattleFile::FormatName.toString()},
            {VersionKey, Version},
            {SetupKey, Codec::encode(setup)},
            {EntriesKey, entriesJson(log, encode, entryBytes)},
            {SecretKey, secret ? QJsonValue(QString::fromLatin1(secret->toHex())) : QJsonValue(QJsonValue::Null)},
        };
    }

    static QByteArray encodeFile(const Battle &battle, bool revealSeed)
    {
        return QJsonDocument(fileObject(battle.setup(), battle.log(),
                                        revealSeed ? std::optional<QByteArray>(battle.secret()) : std::nullopt))
            .toJson(QJsonDocument::Indented);
    }

    static QString secretRefused()
    {
        return QStringLiteral("the dice secret is written only with a decided battle (%1): while it is in "
                              "progress, the secret would give away every roll to come")
            .arg(Rules::decidedRule());
    }

    static Parsed parse(const QByteArray &bytes);
};

template<typename Rules>
auto RulesetBattleFile<Rules>::parse(const QByteArray &bytes) -> Parsed
{
    using namespace fileparts;
    Parsed parsed;
    const std::optional<QJsonObject> read = readEnvelope(bytes, parsed.problems);
    if (!read)
        return parsed;
    const QJsonObject &object = *read;
    if (json::wholeNumber(object.value(VersionKey), 1, 1000) != Version) {
        parsed.problems << QStringLiteral("version: a battle of %1 is of battle format version %2")
                               .arg(Codec::rulesetKey())
                               .arg(Version);
        return parsed;
    }
    parsed.problems << unknownFields(object);
    const Decoded<Setup> setup = Codec::decodeSetup(object.value(SetupKey), SetupKey);
    parsed.problems << setup.problems;
    parsed.setup = setup.value;

    auto entries = readEntries<Entry>(object.value(EntriesKey), parsed.problems, [](const QJsonValue &value, const QString &path) {
        return Codec::decodeEntry(value, path, true);
    });
    parsed.entryCount = entries.count;
    parsed.failedEntry = entries.failedEntry;
    parsed.entries = std::move(entries.entries);
    if (entries.tooMany)
        return parsed;

    parsed.secret = readSecret(object.value(SecretKey), parsed.problems);
    if (!parsed.problems.isEmpty()) {
        parsed.problems = json::capped(parsed.problems);
        return parsed;
    }
    std::vector<QByteArray> entryBytes;
    const QJsonObject canonical = fileObject(*parsed.setup, parsed.entries, parsed.secret, &entryBytes);
    if (const auto problem = canonicalProblem(bytes, canonical, entryBytes, &parsed.failedEntry))
        parsed.problems << *problem;
    return parsed;
}

template<typename Rules>
auto RulesetBattleFile<Rules>::fromJson(const QByteArray &json) -> Import
{
    Parsed parsed = parse(json);
    Import result;
    result.failedEntry = parsed.failedEntry;
    if (!parsed.problems.isEmpty()) {
        result.problems = parsed.problems;
        return result;
    }
    if (!parsed.secret) {
        result.problems << fileparts::secretNotRevealed();
        return result;
    }
    QString problem;
    int failed = -1;
    result.battle = Battle::restore(*parsed.setup, *parsed.secret, parsed.entries, &problem, &failed);
    if (!result.battle) {
        result.failedEntry = failed;
        result.problems << problem;
    }
    return result;
}

template<typename Rules>
Verification RulesetBattleFile<Rules>::verify(const QByteArray &json)
{
    Verification v;
    Parsed parsed = parse(json);
    v.entries = parsed.entryCount;
    if (!parsed.problems.isEmpty()) {
        v.problems = parsed.problems;
        v.failedEntry = parsed.failedEntry;
        return v;
    }
    // The chain first: it needs no secret.
    QByteArray head = Codec::setupHash(*parsed.setup);
    const auto chainHash = [](const QByteArray &previous, const Entry &entry) { return Codec::chainHash(previous, entry); };
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
    QString problem;
    int failed = -1;
    if (!Battle::restore(*parsed.setup, *parsed.secret, parsed.entries, &problem, &failed)) {
        v.failedEntry = failed;
        v.problems << problem;
        return v;
    }
    v.replayed = true;
    v.ok = true;
    return v;
}

} // namespace record
