#pragma once

// What the record hashes, by the battle file's version (rulebook/battle-format.md,
// Canonical bytes and hashes):
//
//  - version 1 hashes the canonical JSON of the state and of each entry
//    (BattleCodec::stateHash, BattleCodec::chainHash), frozen forever;
//  - version 2 hashes compact canonical binary encodings written directly, with
//    no JSON objects built: the state's every field (stateBytes) and each
//    entry's chain bytes (entryBytes), whose action is its canonical JSON.
//
// Both are as strong as each other: every field of the state and of the entry
// is in the bytes, each encoding is one-to-one (fixed order, lengths before
// lists and texts), and the hash is Qt's SHA-256.

#include "battlecodec.h"

#include "ancients/game.h"

#include <QByteArray>

namespace record {

/** The hashes of the record's chain and states, for each version of the battle file. */
class ChainCodec
{
public:
    /** The version every new battle is recorded in. */
    static constexpr int CurrentVersion = 2;
    /** The oldest version still read, replayed and verified. */
    static constexpr int FirstVersion = 1;

    /** Version 2's canonical binary encoding of the whole state (battle-format.md, The state's bytes). */
    [[nodiscard]] static QByteArray stateBytes(const ancients::GameState &state);
    /** Version 2's chain bytes of an entry: every field but its hash (battle-format.md, An entry's chain bytes). */
    [[nodiscard]] static QByteArray entryBytes(const LogEntry &entry);

    /** The state's hash as an entry of @p version records it: SHA-256 of its canonical JSON (1) or of stateBytes (2). */
    [[nodiscard]] static QByteArray stateHash(const ancients::GameState &state, int version);
    /** SHA-256(@p previous ‖ the entry's canonical JSON (1) or entryBytes (2)). */
    [[nodiscard]] static QByteArray chainHash(const QByteArray &previous, const LogEntry &entry, int version);
};

} // namespace record
