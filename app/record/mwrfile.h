#pragma once

// The battle file of a battle of My Wargame Rules (rulebook/battle-format.md,
// Another ruleset): the same envelope as the Ancients Wargame's ("format",
// "version", "setup", "entries", "seed_secret"), its setup naming the ruleset,
// its setup, actions and states written by MwrCodec. BattleFile::verify() hands
// such a file here, so `ancients verify` checks battles of either ruleset.

#include "battlefile.h"
#include "mwrbattle.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace record {

/** A battle of My Wargame Rules read from a file, or every problem that kept it out. */
struct MwrImport
{
    std::optional<MwrBattle> battle;
    int failedEntry = -1;
    QStringList problems;

    [[nodiscard]] bool ok() const noexcept { return battle.has_value(); }
};

/** The battle file of My Wargame Rules: written and read strictly, all or nothing. */
class MwrBattleFile
{
public:
    /** The version its files carry: the battle file's, when the ruleset was added. */
    static constexpr int Version = 3;

    /** The dice secret may leave the battle: it is decided (ruling R13). */
    [[nodiscard]] static bool maySecretLeave(const MwrBattle &battle);
    /** The file's bytes; @p revealSeed: with the dice secret, refused (empty, @p error set) unless maySecretLeave(). */
    [[nodiscard]] static QByteArray toJson(const MwrBattle &battle, bool revealSeed, QString *error = nullptr);
    /** Writes the file atomically (QSaveFile); false, with @p error set, if it could not. */
    static bool save(const MwrBattle &battle, const QString &path, bool revealSeed, QString *error = nullptr);

    /** A battle to go on with: the file must hold the dice secret; every entry is checked while it is replayed. */
    [[nodiscard]] static MwrImport fromJson(const QByteArray &json);
    /**
     * Checks the file as BattleFile::verify() does: every field well formed and canonical,
     * the hash chain, the secret against its commitment, then every entry replayed by the
     * rules giving the state it records. Names the first entry that fails.
     */
    [[nodiscard]] static Verification verify(const QByteArray &json);
    /** Checks @p battle as verify() checks its file, the secret included. */
    [[nodiscard]] static Verification verify(const MwrBattle &battle);
};

} // namespace record
