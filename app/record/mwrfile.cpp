#include "mwrfile.h"

#include "fileparts.h"
#include "jsonreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

namespace record {

namespace {

const QString FormatKey = QStringLiteral("format");
const QString VersionKey = QStringLiteral("version");
const QString SetupKey = QStringLiteral("setup");
const QString EntriesKey = QStringLiteral("entries");
const QString SecretKey = QStringLiteral("seed_secret");

/** A file taken apart, or every problem found in it. */
struct Parsed
{
    std::optional<MwrSetup> setup;
    std::vector<MwrEntry> entries;
    std::optional<QByteArray> secret;
    QStringList problems;
    int failedEntry = -1;
    int entryCount = 0;
};

QJsonObject fileObject(const MwrSetup &setup, const std::vector<MwrEntry> &log, const std::optional<QByteArray> &secret,
                       std::vector<QByteArray> *entryBytes = nullptr)
{
    QJsonArray entries;
    for (const MwrEntry &entry : log) {
        QJsonObject object = MwrCodec::encode(entry);
        object.insert(QStringLiteral("hash"), QString::fromLatin1(entry.hash.toHex()));
        if (entryBytes)
            entryBytes->push_back(BattleCodec::canonical(object));
        entries.append(object);
    }
    return QJsonObject{
        {FormatKey, BattleFile::FormatName.toString()},
        {VersionKey, MwrBattleFile::Version},
        {SetupKey, MwrCodec::encode(setup)},
        {EntriesKey, entries},
        {SecretKey, secret ? QJsonValue(QString::fromLatin1(secret->toHex())) : QJsonValue(QJsonValue::Null)},
    };
}

Parsed parse(const QByteArray &bytes)
{
    Parsed parsed;
    const json::Parsed read = json::parse(bytes);
    if (!read.ok()) {
        parsed.problems << (read.refused ? QStringLiteral("%1: %2").arg(read.path.isEmpty() ? QStringLiteral("the file") : read.path,
                                                                         read.error)
                                         : QStringLiteral("not valid JSON (%1, at byte %2)").arg(read.error).arg(read.offset));
        return parsed;
    }
    const QJsonObject object = read.document.object();
    if (!read.document.isObject() || object.value(FormatKey).toString() != BattleFile::FormatName) {
        parsed.problems << QStringLiteral("not a battle file (\"format\" must be \"%1\")").arg(BattleFile::FormatName.toString());
        return parsed;
    }
    if (json::wholeNumber(object.value(VersionKey), 1, 1000) != MwrBattleFile::Version) {
        parsed.problems << QStringLiteral("version: a battle of %1 is of battle format version %2")
                               .arg(MwrCodec::rulesetKey())
                               .arg(MwrBattleFile::Version);
        return parsed;
    }
    for (const QString &key : object.keys()) {
        if (key != FormatKey && key != VersionKey && key != SetupKey && key != EntriesKey && key != SecretKey)
            parsed.problems << QStringLiteral("%1: unknown field").arg(key);
    }
    const Decoded<MwrSetup> setup = MwrCodec::decodeSetup(object.value(SetupKey), SetupKey);
    parsed.problems << setup.problems;
    parsed.setup = setup.value;

    const QJsonValue entries = object.value(EntriesKey);
    if (!entries.isArray()) {
        parsed.problems << QStringLiteral("entries: %1").arg(entries.isUndefined() ? QStringLiteral("is missing")
                                                                                   : QStringLiteral("must be a list"));
    } else {
        const QJsonArray list = entries.toArray();
        parsed.entryCount = static_cast<int>(list.size());
        if (list.size() > limits::MaximumEntries) {
            parsed.problems << QStringLiteral("entries: has more than %1 entries").arg(limits::MaximumEntries);
            return parsed;
        }
        for (qsizetype k = 0; k < list.size() && parsed.problems.size() <= limits::MaximumProblems; ++k) {
            const Decoded<MwrEntry> entry = MwrCodec::decodeEntry(list.at(k), QStringLiteral("entries[%1]").arg(k), true);
            parsed.problems << entry.problems;
            if (!entry.ok() && parsed.failedEntry < 0)
                parsed.failedEntry = static_cast<int>(k);
            if (entry.ok())
                parsed.entries.push_back(*entry.value);
        }
    }

    const QJsonValue secret = object.value(SecretKey);
    static const QRegularExpression hex64(QStringLiteral("^[0-9a-f]{64}$"));
    if (secret.isString() && hex64.match(secret.toString()).hasMatch())
        parsed.secret = QByteArray::fromHex(secret.toString().toLatin1());
    else if (!secret.isNull())
        parsed.problems << QStringLiteral("seed_secret: %1").arg(
            secret.isUndefined() ? QStringLiteral("is missing (null when the secret is not revealed)")
                                 : QStringLiteral("must be 64 lower-case hex digits, or null"));
    if (!parsed.problems.isEmpty()) {
        parsed.problems = json::capped(parsed.problems);
        return parsed;
    }
    std::vector<QByteArray> entryBytes;
    const QJsonObject canonical = fileObject(*parsed.setup, parsed.entries, parsed.secret, &entryBytes);
    if (const auto problem = fileparts::canonicalProblem(bytes, canonical, entryBytes, &parsed.failedEntry))
        parsed.problems << *problem;
    return parsed;
}

QByteArray encodeFile(const MwrBattle &battle, bool revealSeed)
{
    return QJsonDocument(fileObject(battle.setup(), battle.log(),
                                    revealSeed ? std::optional<QByteArray>(battle.secret()) : std::nullopt))
        .toJson(QJsonDocument::Indented);
}

QString secretRefused()
{
    return QStringLiteral("the dice secret is written only with a decided battle (ruling R13): while it is in "
                          "progress, the secret would give away every roll to come");
}

} // namespace

bool MwrBattleFile::maySecretLeave(const MwrBattle &battle)
{
    return battle.state().outcome.has_value();
}

QByteArray MwrBattleFile::toJson(const MwrBattle &battle, bool revealSeed, QString *error)
{
    if (revealSeed && !maySecretLeave(battle)) {
        if (error)
            *error = secretRefused();
        return {};
    }
    return encodeFile(battle, revealSeed);
}

bool MwrBattleFile::save(const MwrBattle &battle, const QString &path, bool revealSeed, QString *error)
{
    if (revealSeed && !maySecretLeave(battle)) {
        if (error)
            *error = QStringLiteral("%1: not written: %2").arg(path, secretRefused());
        return false;
    }
    QSaveFile file(path);
    const QByteArray bytes = encodeFile(battle, revealSeed);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
}

MwrImport MwrBattleFile::fromJson(const QByteArray &json)
{
    Parsed parsed = parse(json);
    MwrImport result;
    result.failedEntry = parsed.failedEntry;
    if (!parsed.problems.isEmpty()) {
        result.problems = parsed.problems;
        return result;
    }
    if (!parsed.secret) {
        result.problems << QStringLiteral("seed_secret: the battle's dice secret is not revealed, so its rolls "
                                          "cannot be recomputed and it cannot be continued here");
        return result;
    }
    QString problem;
    int failed = -1;
    result.battle = MwrBattle::restore(*parsed.setup, *parsed.secret, parsed.entries, &problem, &failed);
    if (!result.battle) {
        result.failedEntry = failed;
        result.problems << problem;
    }
    return result;
}

Verification MwrBattleFile::verify(const QByteArray &json)
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
    QByteArray head = MwrCodec::setupHash(*parsed.setup);
    for (std::size_t k = 0; k < parsed.entries.size(); ++k) {
        if (MwrCodec::chainHash(head, parsed.entries[k]) != parsed.entries[k].hash) {
            v.failedEntry = static_cast<int>(k);
            v.problems << QStringLiteral("entries[%1]: its hash does not follow from its bytes and the entry before "
                                         "it; the entry, or one before it, was changed")
                              .arg(k);
            return v;
        }
        head = parsed.entries[k].hash;
    }
    v.head = head;
    if (!parsed.secret) {
        v.ok = true; // all that can be checked without the secret
        return v;
    }
    if (!parsed.setup->seed.matches(*parsed.secret)) {
        v.problems << QStringLiteral("seed_secret: does not match the commitment made at the start (setup.seed.commitment)");
        return v;
    }
    v.seedRevealed = true;
    QString problem;
    int failed = -1;
    if (!MwrBattle::restore(*parsed.setup, *parsed.secret, parsed.entries, &problem, &failed)) {
        v.failedEntry = failed;
        v.problems << problem;
        return v;
    }
    v.replayed = true;
    v.ok = true;
    return v;
}

Verification MwrBattleFile::verify(const MwrBattle &battle)
{
    return verify(encodeFile(battle, true));
}

} // namespace record
