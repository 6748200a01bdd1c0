#pragma once

// What the codecs of the rulesets other than the Ancients Wargame share
// (mwrcodec.cpp, ohwcodec.cpp): an entry of the log around the ruleset's own
// action, and the hashes of canonical JSON. Not installed; not API.

#include "codecparts.h"
#include "rulesetbattle.h"

#include <QCryptographicHash>
#include <QJsonObject>

#include <array>
#include <string_view>

namespace record::rulesetcodec {

/** SHA-256 of @p object's canonical bytes, after @p previous (empty but for a chain hash). */
inline QByteArray canonicalHash(const QJsonObject &object, const QByteArray &previous = {})
{
    return QCryptographicHash::hash(previous + BattleCodec::canonical(object), QCryptographicHash::Sha256);
}

/**
 * A value read strictly by @p read(reader, json, path) (which holds its Fields, so that unknown fields are
 * reported when it returns), then held to the one canonical form @p encode writes for it.
 */
template<typename T, typename Read, typename Encode>
Decoded<T> decodeCanonical(const QJsonValue &json, const QString &path, Read read, Encode encode)
{
    codec::Reader r;
    const T value = read(r, json, path);
    if (r.problems.isEmpty())
        codec::requireCanonical(r, json, encode(value), path);
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {value, {}};
}

/** An action's "kind" among @p kinds, its index; kinds.size() (with the problem reported) for any other. */
template<std::size_t N>
std::size_t readKind(codec::Reader &r, codec::Fields &f, const std::array<std::string_view, N> &kinds, const QString &what)
{
    const QJsonValue kindValue = f["kind"];
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (kindValue.isString() && kindValue.toString() == json::keyText(kinds[i]))
            return i;
    }
    r.wrong(kindValue, f.at(QStringLiteral("kind")), QStringLiteral("%1 (%2)").arg(what, json::quotedKeys(kinds)));
    return kinds.size();
}

/** The setup's "seed": the commitment and the opponent's phrase. */
inline QJsonObject seedJson(const SeedCommitment &seed)
{
    return {{QStringLiteral("commitment"), codec::hexValue(seed.commitment)}, {QStringLiteral("phrase"), seed.phrase}};
}

inline SeedCommitment readSeed(codec::Reader &r, const QJsonValue &v, const QString &p)
{
    codec::Fields s(r, v, p);
    SeedCommitment seed;
    seed.commitment = s.read("commitment", codec::readDigest);
    seed.phrase = s.read("phrase", codec::readPhrase);
    return seed;
}

/** Reads the setup's "ruleset", which must be @p key. */
inline auto rulesetIs(const QString &key)
{
    return [key](codec::Reader &r, const QJsonValue &v, const QString &p) {
        if (v.toString() != key)
            r.wrong(v, p, QStringLiteral("\"%1\"").arg(key));
        return 0;
    };
}

/** An entry as it is hashed: every field but "hash"; @p encodeAction writes its action. */
template<typename Action, typename EncodeAction>
QJsonObject encodeEntry(const RulesetEntry<Action> &entry, EncodeAction encodeAction)
{
    QJsonObject out{{QStringLiteral("type"), codec::entryTypeKey(entry.type)},
                    {QStringLiteral("time"), BattleCodec::timeText(entry.time)},
                    {QStringLiteral("state"), codec::hexValue(entry.state)}};
    if (entry.action)
        out.insert(QStringLiteral("action"), encodeAction(*entry.action));
    return out;
}

/**
 * An entry of a ruleset's log: "action", "undo" or "redo" (an amendment is the
 * Ancients record's alone), its time, its state hash, its hash when @p withHash
 * (as in a battle file), and its action read by @p readAction, in Fields::read's
 * form. @p what names the entries in a problem ("an entry of My Wargame Rules").
 */
template<typename Action, typename ReadAction>
Decoded<RulesetEntry<Action>> decodeEntry(const QJsonValue &json, const QString &path, bool withHash, const QString &what,
                                          ReadAction readAction)
{
    codec::Reader r;
    RulesetEntry<Action> entry;
    {
        codec::Fields f(r, json, path);
        static constexpr std::array<std::string_view, 3> Types{"action", "undo", "redo"};
        entry.type = static_cast<LogEntry::Type>(f.read("type", [&what](codec::Reader &rd, const QJsonValue &v, const QString &p) {
            return rd.key<int>(v, p, Types, what);
        }));
        entry.time = f.read("time", [](codec::Reader &rd, const QJsonValue &v, const QString &p) {
            const QDateTime time = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
            if (!v.isString() || !time.isValid() || BattleCodec::timeText(time) != v.toString()) {
                rd.wrong(v, p, QStringLiteral("a UTC time such as \"2024-05-01T14:03:07.250Z\""));
                return QDateTime();
            }
            return BattleCodec::recordTime(time);
        });
        entry.state = f.read("state", codec::readDigest);
        if (withHash)
            entry.hash = f.read("hash", codec::readDigest);
        if (entry.type == LogEntry::Type::Action)
            entry.action = f.read("action", readAction);
    }
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {entry, {}};
}

} // namespace record::rulesetcodec
