#pragma once

// What the record hashes, by the battle file's version (rulebook/battle-format.md,
// Canonical bytes and hashes):
//
//  - version 1 hashes the canonical JSON of the state and of each entry
//    (BattleCodec::stateHash, BattleCodec::chainHash), frozen forever;
//  - version 2 hashes compact canonical binary encodings written directly, with
//    no JSON objects built, with SHA-256: the state's every field (stateBytes)
//    and each entry's chain bytes (entryBytes), whose action and options are
//    their canonical JSON;
//  - version 3 writes the same bytes but for the options and the actions, which
//    are binary too (actionBytes), and hashes them with BLAKE2b-256, which Qt
//    6.4 computes several times faster than its SHA-256 (battle-format.md,
//    Version 3's bytes).
//
// All are as strong as each other: every field of the state and of the entry
// is in the bytes, each encoding is one-to-one (fixed order, lengths before
// lists and texts), and the hash is Qt's SHA-256 or BLAKE2b-256, each with a
// 256-bit digest.

#include "battlecodec.h"

#include "ancients/game.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace record {

/** The hashes of the record's chain and states, for each version of the battle file. */
class ChainCodec
{
public:
    /** The version every new battle is recorded in. */
    static constexpr int CurrentVersion = 3;
    /** The oldest version still read, replayed and verified. */
    static constexpr int FirstVersion = 1;
    /** Whether the store keeps an entry of @p version as its chain bytes (decodeEntry reads them), else as its JSON. */
    [[nodiscard]] static constexpr bool keptAsBytes(int version) { return version == 3; }

    /** The canonical binary encoding of the whole state of @p version, 2 or 3 (battle-format.md, The state's bytes). */
    [[nodiscard]] static QByteArray stateBytes(const ancients::GameState &state, int version);
    /** The chain bytes of an entry of @p version, 2 or 3: every field but its hash (battle-format.md, An entry's chain bytes). */
    [[nodiscard]] static QByteArray entryBytes(const LogEntry &entry, int version);
    /** Version 3's bytes of an action (battle-format.md, Version 3's bytes), without the length an entry puts first. */
    [[nodiscard]] static QByteArray actionBytes(const ancients::Action &action);

    /**
     * An entry of version 3 read back from its chain bytes (entryBytes), as the battle store keeps
     * it (battlestore.h): every field but its hash. The bytes must be exactly those entryBytes()
     * writes for what they decode to, with a 32-byte state digest; and the values must pass every
     * check a battle file's do, and come back from the file's reader unchanged (its action through
     * BattleCodec::decodeAction, an amendment through BattleCodec::decodeEntry), so that the
     * battle exports as a file that verifies. Otherwise the problems say what is wrong, under
     * @p path: at which byte, or, for a value the file refuses, in which field.
     */
    [[nodiscard]] static Decoded<LogEntry> decodeEntry(QByteArrayView bytes, int version, const QString &path);

    /**
     * The state's hash as an entry of @p version records it: SHA-256 of its canonical JSON (1)
     * or of stateBytes (2), BLAKE2b-256 of stateBytes (3).
     */
    [[nodiscard]] static QByteArray stateHash(const ancients::GameState &state, int version);
    /** SHA-256(@p previous ‖ the entry's canonical JSON (1) or entryBytes (2)); BLAKE2b-256 of the same with entryBytes (3). */
    [[nodiscard]] static QByteArray chainHash(const QByteArray &previous, const LogEntry &entry, int version);
};

} // namespace record
