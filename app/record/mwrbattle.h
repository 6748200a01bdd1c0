#pragma once

// A battle of My Wargame Rules in the shared record (rulebook/ruleset-seam.md):
// record::RulesetBattle (rulesetbattle.h) over this ruleset's rules traits. Its
// setup plus its log, hash-chained entry by entry, each carrying the hash of the
// state after it; undo and redo are entries; with an entry sink set (the SQLite
// store) every entry is kept before the battle changes. The same shape as
// record::Battle, less the Ancients Wargame's umpire amendments.

#include "mwrcodec.h"
#include "rulesetbattle.h"

#include "mwr/game.h"

#include <QByteArray>
#include <QString>

namespace record {

/**
 * What the shared record needs of My Wargame Rules: its types, mwr::newGame()
 * from the setup and the secret, mwr::apply(), and MwrCodec's hashes. The dice
 * derive from the game's key and the action (mwr::GameState::dice), so an undone
 * Attack done again meets its own dice.
 */
struct MwrRules
{
    using Setup = MwrSetup;
    using Entry = MwrEntry;
    using State = mwr::GameState;
    using Action = mwr::Action;
    using Effect = mwr::Effect;
    using Refusal = mwr::Refusal;
    using Applied = mwr::Applied;
    using Codec = MwrCodec;
    template<typename T>
    using Result = mwr::Result<T>;

    [[nodiscard]] static Refusal refusal(const char *code) { return mwr::Refusal{code, {}, {}, {}}; }
    [[nodiscard]] static Result<State> newGame(const Setup &setup, const QByteArray &secret)
    {
        return mwr::newGame(setup.game(secret));
    }
    [[nodiscard]] static Result<Applied> apply(const State &state, const Action &action)
    {
        return mwr::apply(state, action);
    }
    [[nodiscard]] static QByteArray setupHash(const Setup &setup) { return MwrCodec::setupHash(setup); }
    [[nodiscard]] static QByteArray stateHash(const State &state) { return MwrCodec::stateHash(state); }
    [[nodiscard]] static QByteArray chainHash(const QByteArray &previous, const Entry &entry)
    {
        return MwrCodec::chainHash(previous, entry);
    }
    /** The battle is decided (ruling R13): only then may its dice secret leave it. */
    [[nodiscard]] static bool decided(const State &state) { return state.outcome.has_value(); }
    [[nodiscard]] static QString decidedRule() { return QStringLiteral("ruling R13"); }
    [[nodiscard]] static QString text(const Refusal &refusal)
    {
        return rulesetrecord::citedText(refusal.code, refusal.section, refusal.ruling);
    }
};

/** A battle of My Wargame Rules (RulesetBattle's documentation says what it keeps and checks). */
using MwrBattle = RulesetBattle<MwrRules>;
extern template class RulesetBattle<MwrRules>;

/** Words for a refusal of the engine or the record, for a message in English: "code (§section, ruling)". */
[[nodiscard]] QString refusalText(const mwr::Refusal &refusal);

} // namespace record
