#pragma once

// The record's codec of 3D6 OHW Gridded Ancients (rulebook/battle-format.md,
// A third ruleset): the setup of a battle of that ruleset, its fourteen
// actions (with the players' own dice where they roll them), its log entries
// and the canonical bytes of its game state, to and from JSON. The envelope
// around them (format, version, entries, hash chain, dice secret) is the
// battle file's own; only what is written inside is this ruleset's.
//
// Every field is always written, keys sorted, numbers whole; reading is strict
// and reports every problem with its path, as BattleCodec does. The hashes are
// SHA-256 of canonical JSON, as for My Wargame Rules.

#include "battlecodec.h"
#include "rulesetbattle.h"

#include "ohw/game.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <array>

namespace record {

/** Everything a battle of 3D6 OHW Gridded Ancients starts from: ohw::newGame()'s inputs and the dice commitment. */
struct OhwSetup
{
    std::array<ohw::ArmySetup, 2> armies; ///< side A's, then side B's
    ohw::Options options;                 ///< the grid (ruling R1) and fortified settlements (§5.6)
    ohw::Side initiative = ohw::Side::A;  ///< who holds the initiative for the first roll (§10.3, ruling R27)
    /** The commitment and the opponent's phrase; the game's seed is SeedCommitment::gameSeed(secret, phrase). */
    SeedCommitment seed;

    friend bool operator==(const OhwSetup &, const OhwSetup &) = default;
};

/** One entry of a battle of 3D6 OHW Gridded Ancients: an action, an undo or a redo. */
using OhwEntry = RulesetEntry<ohw::Action>;

/** 3D6 OHW Gridded Ancients' values to and from the record's JSON. */
class OhwCodec
{
public:
    /** The setup's "ruleset": the key of 3D6 OHW Gridded Ancients. */
    [[nodiscard]] static QString rulesetKey();
    /**
     * The "kind" an action is written with: "roll-initiative", "choose-order", "move", "push-move",
     * "disengage", "join-unit", "shoot", "attack", "roll-pending", "check-morale", "retreat",
     * "advance", "take-breakpoint", "end-step".
     */
    [[nodiscard]] static QString kind(const ohw::Action &action);

    [[nodiscard]] static QJsonObject encode(const ohw::Action &action);
    [[nodiscard]] static Decoded<ohw::Action> decodeAction(const QJsonValue &json,
                                                           const QString &path = QStringLiteral("action"));

    [[nodiscard]] static QJsonObject encode(const OhwSetup &setup);
    [[nodiscard]] static Decoded<OhwSetup> decodeSetup(const QJsonValue &json, const QString &path = QStringLiteral("setup"));

    /** An entry as it is hashed: every field but "hash". */
    [[nodiscard]] static QJsonObject encode(const OhwEntry &entry);
    /** An entry; @p withHash: the object also carries its "hash", as in a battle file. */
    [[nodiscard]] static Decoded<OhwEntry> decodeEntry(const QJsonValue &json, const QString &path, bool withHash);

    /**
     * The whole state, for hashing: the options, the generator and the dice drawn in this step,
     * the turn, its half and step, the initiative, both armies' breakpoints and losses, every
     * unit and general, the melees, the rolls and the retreat waiting, and the outcome.
     */
    [[nodiscard]] static QJsonObject encode(const ohw::GameState &state);

    /** SHA-256 of the state's canonical bytes: an entry's "state". */
    [[nodiscard]] static QByteArray stateHash(const ohw::GameState &state);
    /** SHA-256 of the setup's canonical bytes: the hash the first entry chains to. */
    [[nodiscard]] static QByteArray setupHash(const OhwSetup &setup);
    /** The hash of an entry: SHA-256(@p previous ‖ canonical bytes of @p entry without its hash). */
    [[nodiscard]] static QByteArray chainHash(const QByteArray &previous, const OhwEntry &entry);
};

} // namespace record
