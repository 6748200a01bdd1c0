#pragma once

// The record's codec of My Wargame Rules (rulebook/battle-format.md, Another
// ruleset): the setup of a battle of that ruleset, its eight actions, its log
// entries and the canonical bytes of its game state, to and from JSON. The
// envelope around them (format, version, entries, hash chain, dice secret) is
// the battle file's own; only what is written inside is this ruleset's.
//
// Every field is always written, keys sorted, numbers whole; reading is strict
// and reports every problem with its path, as BattleCodec does. The hashes are
// SHA-256 of canonical JSON, as version 1 of the Ancients Wargame's battles.

#include "battlecodec.h"
#include "rulesetbattle.h"

#include "mwr/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace record {

/** Everything a battle of My Wargame Rules starts from: mwr::newGame()'s inputs and the dice commitment. */
struct MwrSetup
{
    std::array<mwr::ArmySpec, 2> armies; ///< side A's, then side B's
    mwr::Side first = mwr::Side::A;      ///< who activates first in turn 1 (ruling R11)
    int breakPoint = 0;                  ///< units destroyed that defeat a side; 0: none (ruling R13)
    /** The commitment and the opponent's phrase; the game's seed is SeedCommitment::gameSeed(secret, phrase). */
    SeedCommitment seed;

    /** The engine's setup, its seed drawn from @p secret and the phrase. */
    [[nodiscard]] mwr::Setup game(const QByteArray &secret) const;

    friend bool operator==(const MwrSetup &, const MwrSetup &) = default;
};

/** One entry of a battle of My Wargame Rules: an action, an undo or a redo (amendments are the Ancients record's alone). */
using MwrEntry = RulesetEntry<mwr::Action>;

/** My Wargame Rules' values to and from the record's JSON. */
class MwrCodec
{
public:
    /** The setup's "ruleset": the key of My Wargame Rules. */
    [[nodiscard]] static QString rulesetKey();
    /** The "kind" an action is written with: "move", "attack", "fall-back", "rally", "hold", "pick", "push-back", "set-contacts". */
    [[nodiscard]] static QString kind(const mwr::Action &action);

    [[nodiscard]] static QJsonObject encode(const mwr::Action &action);
    [[nodiscard]] static Decoded<mwr::Action> decodeAction(const QJsonValue &json,
                                                           const QString &path = QStringLiteral("action"));

    [[nodiscard]] static QJsonObject encode(const MwrSetup &setup);
    [[nodiscard]] static Decoded<MwrSetup> decodeSetup(const QJsonValue &json, const QString &path = QStringLiteral("setup"));

    /** An entry as it is hashed: every field but "hash". */
    [[nodiscard]] static QJsonObject encode(const MwrEntry &entry);
    /** An entry; @p withHash: the object also carries its "hash", as in a battle file. */
    [[nodiscard]] static Decoded<MwrEntry> decodeEntry(const QJsonValue &json, const QString &path, bool withHash);

    /** The whole state, for hashing: every unit, the contacts, the melee waiting, the outcome, the generator. */
    [[nodiscard]] static QJsonObject encode(const mwr::GameState &state);

    /** SHA-256 of the state's canonical bytes: an entry's "state". */
    [[nodiscard]] static QByteArray stateHash(const mwr::GameState &state);
    /** SHA-256 of the setup's canonical bytes: the hash the first entry chains to. */
    [[nodiscard]] static QByteArray setupHash(const MwrSetup &setup);
    /** The hash of an entry: SHA-256(@p previous ‖ canonical bytes of @p entry without its hash). */
    [[nodiscard]] static QByteArray chainHash(const QByteArray &previous, const MwrEntry &entry);
};

} // namespace record
