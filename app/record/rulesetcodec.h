#pragma once

// What the codecs of the rulesets other than the Ancients Wargame share
// (mwrcodec.cpp, ohwcodec.cpp): an entry of the log around the ruleset's own
// action, and the hashes of canonical JSON. Not installed; not API.

#include "codecparts.h"
#include "rulesetbattle.h"

#include <QCryptographicHash>
#include <QJsonArray>
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
    if (entry.type == LogEntry::Type::Amend) {
        out.insert(QStringLiteral("index"), entry.index);
        out.insert(QStringLiteral("note"), entry.note);
        if (!entry.umpire.isEmpty())
            out.insert(QStringLiteral("umpire"), entry.umpire);
        if (!entry.answers.empty()) {
            QJsonArray answers;
            for (const RulesetAnswer<Action> &answer : entry.answers) {
                QJsonObject a{{QStringLiteral("at"), answer.at}};
                if (answer.action)
                    a.insert(QStringLiteral("action"), encodeAction(*answer.action));
                answers.append(a);
            }
            out.insert(QStringLiteral("answers"), answers);
        }
    }
    return out;
}

/** A position among the actions in force, as an amendment names one. */
inline int readPosition(codec::Reader &r, const QJsonValue &v, const QString &p)
{
    return r.whole(v, p, 0, codec::MaximumEntryIndex,
                   QStringLiteral("a position in the action list (0 to %1)").arg(codec::MaximumEntryIndex));
}

/** An amend entry's own fields: "index", "note", "umpire" (left out when empty) and "answers" (likewise). */
template<typename Action, typename ReadAction>
void readAmend(codec::Reader &r, codec::Fields &f, RulesetEntry<Action> &entry, ReadAction readAction)
{
    entry.index = f.read("index", readPosition);
    entry.note = f.read("note", codec::readText);
    if (f["note"].isString() && entry.note.trimmed().isEmpty())
        r.problem(f.at(QStringLiteral("note")), QStringLiteral("is empty: an amendment gives the umpire's reason"));
    entry.umpire = QString::fromStdString(f.read("umpire", codec::readLaterText));
    entry.answers = f.read("answers", [&readAction](codec::Reader &rd, const QJsonValue &v, const QString &p) {
        if (v.isUndefined())
            return std::vector<RulesetAnswer<Action>>{};
        auto answers = rd.template each<RulesetAnswer<Action>>(v, p, [&rd, &readAction](const QJsonValue &a, const QString &ap) {
            codec::Fields g(rd, a, ap);
            RulesetAnswer<Action> answer;
            answer.at = g.read("at", readPosition);
            answer.action = g.read("action", [&readAction](codec::Reader &r2, const QJsonValue &w, const QString &wp) {
                return w.isUndefined() ? std::optional<Action>() : std::optional<Action>(readAction(r2, w, wp));
            });
            return answer;
        });
        if (v.isArray() && answers.empty())
            rd.problem(p, QStringLiteral("is empty: leave the field out instead"));
        for (std::size_t i = 1; i < answers.size(); ++i) {
            if (answers[i].at <= answers[i - 1].at)
                rd.problem(p, QStringLiteral("the positions must rise"));
        }
        return answers;
    });
}

/**
 * An entry of a ruleset's log: "action", "undo", "redo" or "amend" (with its
 * "index", "note", "umpire" and "answers"), its time, its state hash, its hash when @p withHash
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
        static constexpr std::array<std::string_view, 4> Types{"action", "undo", "redo", "amend"};
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
        if (entry.type == LogEntry::Type::Action || entry.type == LogEntry::Type::Amend)
            entry.action = f.read("action", readAction);
        if (entry.type == LogEntry::Type::Amend)
            readAmend(r, f, entry, readAction);
    }
    if (!r.problems.isEmpty())
        return {std::nullopt, r.problems};
    return {entry, {}};
}

} // namespace record::rulesetcodec
