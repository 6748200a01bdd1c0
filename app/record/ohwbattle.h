#pragma once

// A battle of 3D6 OHW Gridded Ancients in the shared record
// (rulebook/ruleset-seam.md): record::RulesetBattle (rulesetbattle.h) over this
// ruleset's rules traits, with the same API as record::MwrBattle. Its setup plus
// its log, hash-chained entry by entry, each carrying the hash of the state after
// it; undo and redo are entries; with an entry sink set (the SQLite store) every
// entry is kept before the battle changes.

#include "ohwcodec.h"
#include "rulesetbattle.h"

#include "ohw/game.h"

#include <QByteArray>
#include <QString>

namespace record {

/**
 * What the shared record needs of 3D6 OHW Gridded Ancients: its types,
 * ohw::newGame() from the setup and the secret, ohw::apply(), and OhwCodec's
 * hashes. Each action that rolls draws from a generator keyed by the game's
 * seed and the roll's identity (ohw::GameState), so an undone roll done again
 * meets its own dice: an undo never buys a re-roll.
 */
struct OhwRules
{
    using Setup = OhwSetup;
    using Entry = OhwEntry;
    using State = ohw::GameState;
    using Action = ohw::Action;
    using Effect = ohw::Effect;
    using Refusal = ohw::Refusal;
    using Applied = ohw::Applied;
    using Codec = OhwCodec;
    template<typename T>
    using Result = ohw::Result<T>;

    [[nodiscard]] static Refusal refusal(const char *code) { return ohw::Refusal{code, {}, {}}; }
    [[nodiscard]] static Result<State> newGame(const Setup &setup, const QByteArray &secret)
    {
        return ohw::newGame(setup.armies[0], setup.armies[1], setup.options,
                            SeedCommitment::gameSeed(secret, setup.seed.phrase), setup.initiative);
    }
    [[nodiscard]] static Result<Applied> apply(const State &state, const Action &action)
    {
        return ohw::apply(state, action);
    }
    [[nodiscard]] static QByteArray setupHash(const Setup &setup) { return OhwCodec::setupHash(setup); }
    [[nodiscard]] static QByteArray stateHash(const State &state) { return OhwCodec::stateHash(state); }
    [[nodiscard]] static QByteArray chainHash(const QByteArray &previous, const Entry &entry)
    {
        return OhwCodec::chainHash(previous, entry);
    }
    /** The battle is decided (§9, ruling R23): only then may its dice secret leave it. */
    [[nodiscard]] static bool decided(const State &state) { return state.decided.has_value(); }
    [[nodiscard]] static QString decidedRule() { return QStringLiteral("§9, ruling R23"); }
    [[nodiscard]] static QString text(const Refusal &refusal)
    {
        return rulesetrecord::citedText(refusal.code, refusal.section, {});
    }
};

/**
 * A battle of 3D6 OHW Gridded Ancients (RulesetBattle's documentation says what
 * it keeps and checks): start, restore, log, actions, effects, state, stateAt,
 * preview, act, undo, redo, canUndo, canRedo, setEntrySink, setClock,
 * recordProblem, headHash, as MwrBattle.
 */
using OhwBattle = RulesetBattle<OhwRules>;
extern template class RulesetBattle<OhwRules>;

/** Words for a refusal of the engine or the record, for a message in English: "code (§section)". */
[[nodiscard]] QString refusalText(const ohw::Refusal &refusal);

} // namespace record
