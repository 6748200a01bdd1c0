#pragma once

// The battle file's envelope from inside (battlefile.cpp, rulesetfile.h): what
// every ruleset's battle file shares. Not installed; not API.

#include "battlecodec.h"
#include "inputlimits.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace record::fileparts {

/** The setup's field that names a ruleset other than the Ancients Wargame (rulebook/battle-format.md). */
inline const QString RulesetKey = QStringLiteral("ruleset");

// The envelope's fields.
inline const QString FormatKey = QStringLiteral("format");
inline const QString VersionKey = QStringLiteral("version");
inline const QString SetupKey = QStringLiteral("setup");
inline const QString EntriesKey = QStringLiteral("entries");
inline const QString SecretKey = QStringLiteral("seed_secret");

/**
 * One canonical form: the file's tokens must be exactly those the app writes for
 * what was read from it (@p object, whose entries' canonical bytes are
 * @p entryBytes), so no two files hold the same battle differently (a key out of
 * order, a pair larger-first, 1.0 for 1). Whitespace between tokens is free.
 * Names where the file first differs, and sets @p failedEntry when in an entry.
 */
[[nodiscard]] std::optional<QString> canonicalProblem(const QByteArray &json, const QJsonObject &object,
                                                      const std::vector<QByteArray> &entryBytes, int *failedEntry);

/** The file as a JSON object of the battle format, or none with the problem added to @p problems. */
[[nodiscard]] std::optional<QJsonObject> readEnvelope(const QByteArray &json, QStringList &problems);

/** "key: unknown field" for each field of @p object that is not the envelope's. */
[[nodiscard]] QStringList unknownFields(const QJsonObject &object);

/** The dice secret: 64 lower-case hex digits, or none for null; any other value adds a problem. */
[[nodiscard]] std::optional<QByteArray> readSecret(const QJsonValue &secret, QStringList &problems);

/** The problem of entry @p k whose hash does not follow from its bytes and the entry before it. */
[[nodiscard]] QString chainBroken(std::size_t k);
/** The problem of a secret that is not the one committed to. */
[[nodiscard]] QString secretNotCommitted();
/** The problem of a battle to go on with whose secret the file does not reveal. */
[[nodiscard]] QString secretNotRevealed();

/** Writes @p bytes to @p path atomically (QSaveFile); false, with @p error naming the file, if it could not. */
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error);

/** A file's entries as they were read: those well formed, every problem, the first entry that failed. */
template<typename Entry>
struct ReadEntries
{
    std::vector<Entry> entries;
    int failedEntry = -1;
    int count = 0;        ///< how many the file lists
    bool tooMany = false; ///< more than the limit: nothing else is read
};

/**
 * The "entries" list of a file, each read by @p decode(value, path) into a
 * Decoded<Entry>, its problems added to @p problems (reading stops once there
 * are too many to show).
 */
template<typename Entry, typename Decode>
ReadEntries<Entry> readEntries(const QJsonValue &entries, QStringList &problems, Decode decode)
{
    ReadEntries<Entry> read;
    if (!entries.isArray()) {
        problems << QStringLiteral("entries: %1").arg(entries.isUndefined() ? QStringLiteral("is missing")
                                                                            : QStringLiteral("must be a list"));
        return read;
    }
    const QJsonArray list = entries.toArray();
    read.count = static_cast<int>(list.size());
    if (list.size() > limits::MaximumEntries) {
        problems << QStringLiteral("entries: has more than %1 entries").arg(limits::MaximumEntries);
        read.tooMany = true;
        return read;
    }
    for (qsizetype k = 0; k < list.size() && problems.size() <= limits::MaximumProblems; ++k) {
        const auto entry = decode(list.at(k), QStringLiteral("entries[%1]").arg(k));
        problems << entry.problems;
        if (!entry.ok() && read.failedEntry < 0)
            read.failedEntry = static_cast<int>(k);
        if (entry.ok())
            read.entries.push_back(*entry.value);
    }
    return read;
}

/** The log as the file's "entries", each with its hash; @p entryBytes: each entry's canonical bytes, when wanted. */
template<typename Entry, typename Encode>
QJsonArray entriesJson(const std::vector<Entry> &log, Encode encode, std::vector<QByteArray> *entryBytes)
{
    QJsonArray entries;
    for (const Entry &entry : log) {
        QJsonObject object = encode(entry);
        object.insert(QStringLiteral("hash"), QString::fromLatin1(entry.hash.toHex()));
        if (entryBytes)
            entryBytes->push_back(BattleCodec::canonical(object));
        entries.append(object);
    }
    return entries;
}

/** The first entry whose hash does not follow from @p head and the entries before it; @p head ends as the last hash. */
template<typename Entry, typename ChainHash>
std::optional<std::size_t> firstBrokenLink(QByteArray &head, const std::vector<Entry> &entries, ChainHash chainHash)
{
    for (std::size_t k = 0; k < entries.size(); ++k) {
        if (chainHash(head, entries[k]) != entries[k].hash)
            return k;
        head = entries[k].hash;
    }
    return std::nullopt;
}

} // namespace record::fileparts
