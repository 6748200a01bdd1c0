#pragma once

// The game record's JSON (rulebook/battle-format.md): every engine Action, the
// rules options, a battle's setup and the log's entries to and from JSON, and
// the canonical bytes of a whole game state for hashing.
//
// Canonical means: one JSON text per value. Every field of version 1 is always
// written (an absent optional is null); a field added since is written only when
// it differs from its default, so older battles keep their bytes and hashes
// (rulebook/battle-format.md, Versioning). Objects are written compact with their keys sorted
// (QJsonObject keeps them sorted), and numbers are whole. Decoding is strict:
// every field must be present, none may be unknown, every number is range-checked,
// and every problem is reported with its JSON path. Nothing is accepted partially.

#include "inputlimits.h"

#include "ancients/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace record {

/** What decoding gave: the value, or every problem found, each "path: what is wrong". */
template<typename T>
struct Decoded
{
    std::optional<T> value;
    QStringList problems;

    [[nodiscard]] bool ok() const noexcept { return value.has_value(); }
};

/**
 * The commitment to a battle's dice, made before the first roll. The app draws
 * a secret (32 random bytes) and shows its SHA-256, the commitment; the
 * opponent may then type a phrase, which is mixed into the game's seed, so
 * neither side alone chose the dice. Revealing the secret later lets anyone
 * check it against the commitment and recompute every roll.
 */
struct SeedCommitment
{
    QByteArray commitment; ///< SHA-256 of the secret, 32 bytes
    QString phrase;        ///< the opponent's phrase; may be empty
    /**
     * How the rolls derive from the game's seed: by action for battles the app
     * starts now, sequential for the first battles (battle-format.md, The dice).
     */
    ancients::DiceDerivation dice = ancients::DiceDerivation::Sequential;

    /** 32 fresh bytes from the system's secure generator. */
    [[nodiscard]] static QByteArray newSecret();
    /** The commitment to @p secret: its SHA-256. */
    [[nodiscard]] static QByteArray commit(const QByteArray &secret);
    /** The engine's seed: the first 8 bytes (big-endian) of SHA-256(domain ‖ secret ‖ phrase). */
    [[nodiscard]] static std::uint64_t gameSeed(const QByteArray &secret, const QString &phrase);
    /** A commitment to @p secret with @p phrase, its dice derived as @p dice. */
    [[nodiscard]] static SeedCommitment of(const QByteArray &secret, const QString &phrase = {},
                                           ancients::DiceDerivation dice = ancients::DiceDerivation::Sequential);
    /** Whether @p secret is the one committed to. */
    [[nodiscard]] bool matches(const QByteArray &secret) const;

    friend bool operator==(const SeedCommitment &, const SeedCommitment &) = default;
};

/** Everything a battle starts from: newGame()'s inputs, the terrain, and the dice commitment. */
struct BattleSetup
{
    ancients::ArmyList armyA;
    ancients::ArmyList armyB;
    ancients::RulesOptions options;
    std::vector<ancients::Deployment> deployments; ///< empty: positions not tracked
    std::map<ancients::Hex, ancients::Terrain> terrain; ///< tracked positions only
    SeedCommitment seed;
    /**
     * Which melees hold the Combat phase open (§4, ruling R43). Added after version 1:
     * battles started before it check only a declared plan, and keep their bytes.
     */
    ancients::MeleeCheck meleeCheck = ancients::MeleeCheck::PlannedOnly;

    friend bool operator==(const BattleSetup &, const BattleSetup &) = default;
};

/**
 * Choices an amendment asked again: the action in force at `at` (counted among the
 * actions in force before the amendment, after its `index`), which the correction made
 * illegal, gives way to `actions`, played in its place (none: it no longer happens).
 */
struct ReaskedChoice
{
    int at = -1;
    std::vector<ancients::Action> actions;

    friend bool operator==(const ReaskedChoice &, const ReaskedChoice &) = default;
};

/**
 * One entry of a battle's log. The log only grows: an undo, a redo and an
 * umpire's amendment are entries of their own, and the actions in force are
 * what replaying the entries gives.
 */
struct LogEntry
{
    enum class Type : std::uint8_t {
        Action, ///< a player's action, applied after the actions in force
        Undo,   ///< takes back the last action in force (its dice stay rolled: the state holds the generator)
        Redo,   ///< applies again the action the last undo took back
        Amend,  ///< an umpire replaces the action in force at `index`; everything after is recomputed
    };
    Type type = Type::Action;
    std::optional<ancients::Action> action; ///< Action and Amend
    int index = -1;                         ///< Amend: the position of the corrected action among those in force
    QString note;                           ///< Amend: the umpire's reason
    QString umpire;                         ///< Amend (added): the umpire's name; empty in older files
    std::vector<ReaskedChoice> reasked;     ///< Amend (added): the later choices asked again, by position
    QDateTime time;                         ///< when it was recorded, UTC, to the millisecond
    QByteArray state;                       ///< SHA-256 of the canonical game state after the entry
    QByteArray hash;                        ///< SHA-256(previous entry's hash ‖ canonical bytes of this entry)

    friend bool operator==(const LogEntry &, const LogEntry &) = default;
};

/** The engine's values to and from the record's JSON. */
class BattleCodec
{
public:
    // Bounds on numbers, so that a file can never smuggle in a value the engine would overflow on.
    static constexpr int MaximumId = 9999;          ///< Base and Block numbers
    static constexpr int MaximumCoordinate = 9999;  ///< |q|, |r| of a hex
    static constexpr int MaximumListLength = limits::MaximumListLength; ///< entries of any list inside one value
    static constexpr int MaximumTextLength = limits::MaximumNotesLength; ///< characters of a note

    /** The "kind" an action is written with, e.g. "move-block". */
    [[nodiscard]] static QString kind(const ancients::Action &action);
    /** Every action kind, in the order of the engine's Action variant. */
    [[nodiscard]] static QStringList kinds();

    [[nodiscard]] static QJsonObject encode(const ancients::Action &action);
    [[nodiscard]] static Decoded<ancients::Action> decodeAction(const QJsonValue &json,
                                                                const QString &path = QStringLiteral("action"));

    /**
     * The action a command names by its fields, in the battle file's names and
     * values (rulebook/battle-format.md, Actions): the app's panels and the
     * umpire's amendment build their actions here.
     *
     * The action starts as @p start (an amendment's original, which must be of
     * @p kind) or, without one, as the kind's default action less the fields
     * that name what it acts on (`block`, `base`, `enemy`, `firer`, `target`,
     * `into`, `from`, `pivot`), which a new command must give. @p fields are
     * laid over it as written, and the whole is read by decodeAction(), so
     * every check and every problem is the file's, each named with its path
     * under the kind: `fight.enmy: unknown field`, `fight.enemy: is missing`.
     * A "kind" among @p fields must be @p kind. So the object encode() gives
     * for @p start, given back unchanged, decodes to @p start exactly.
     */
    [[nodiscard]] static Decoded<ancients::Action> decodeCommand(const QString &kind, const QJsonObject &fields,
                                                                 const ancients::Action *start = nullptr);

    [[nodiscard]] static QJsonObject encode(const ancients::RulesOptions &options);
    [[nodiscard]] static Decoded<ancients::RulesOptions> decodeOptions(const QJsonValue &json,
                                                                       const QString &path = QStringLiteral("options"));

    /** The setup; the army lists are written in the army-list format (rulebook/army-list-format.md). */
    [[nodiscard]] static QJsonObject encode(const BattleSetup &setup);
    [[nodiscard]] static Decoded<BattleSetup> decodeSetup(const QJsonValue &json,
                                                          const QString &path = QStringLiteral("setup"));

    /** An entry as it is hashed: every field but "hash". */
    [[nodiscard]] static QJsonObject encode(const LogEntry &entry);
    /** An entry; @p withHash: the object also carries its "hash", as in a battle file. */
    [[nodiscard]] static Decoded<LogEntry> decodeEntry(const QJsonValue &json, const QString &path, bool withHash);

    /** The whole state, for hashing: every field of every Base and Block, the generator included. */
    [[nodiscard]] static QJsonObject encode(const ancients::GameState &state);

    /** The canonical bytes of @p object: compact JSON, keys sorted. */
    [[nodiscard]] static QByteArray canonical(const QJsonObject &object);
    /** SHA-256 of @p bytes. */
    [[nodiscard]] static QByteArray sha256(const QByteArray &bytes);
    /** SHA-256 of the state's canonical bytes. */
    [[nodiscard]] static QByteArray stateHash(const ancients::GameState &state);
    /** SHA-256 of the setup's canonical bytes: the hash the first entry chains to. */
    [[nodiscard]] static QByteArray setupHash(const BattleSetup &setup);
    /** The hash of an entry: SHA-256(@p previous ‖ canonical bytes of @p entry). */
    [[nodiscard]] static QByteArray chainHash(const QByteArray &previous, const LogEntry &entry);

    /** A timestamp as the record writes it: ISO 8601, UTC, milliseconds ("2024-05-01T14:03:07.250Z"). */
    [[nodiscard]] static QString timeText(const QDateTime &time);
    /** @p time cut to what the record keeps: UTC, whole milliseconds. */
    [[nodiscard]] static QDateTime recordTime(const QDateTime &time);
};

} // namespace record
