#pragma once

#include "battle.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace record {

/** What checking a battle file found. */
struct Verification
{
    bool ok = false;           ///< nothing failed
    bool seedRevealed = false; ///< the file holds the dice secret, and it matches the commitment
    bool replayed = false;     ///< every entry was replayed by the rules and gave the state it records
    int entries = 0;           ///< entries in the file
    int failedEntry = -1;      ///< the first entry that fails; −1 when none does or the fault lies elsewhere
    QStringList problems;      ///< every problem found, each naming its place; empty when ok
    QByteArray head;           ///< the last entry's hash (the setup's for an empty log), when the chain is intact
};

/** A battle read from a file, or every problem that kept it out. */
struct BattleImport
{
    std::optional<Battle> battle;
    int failedEntry = -1;
    QStringList problems;

    [[nodiscard]] bool ok() const noexcept { return battle.has_value(); }
};

/**
 * The battle file, "ancients-battle" (rulebook/battle-format.md): a whole battle,
 * its setup, every log entry with its chain hash, and the dice secret if it is
 * revealed. Reading is strict and all-or-nothing.
 */
class BattleFile
{
public:
    static constexpr QStringView FormatName = u"ancients-battle";
    /**
     * The newest format version this app reads, and the one new battles are written in
     * (ChainCodec::CurrentVersion); a battle started in an older version is written in its own.
     */
    static constexpr int Version = ChainCodec::CurrentVersion;

    /**
     * The dice secret may leave the battle: it is decided now (§12.1). While a battle is in
     * progress, whoever holds the secret can compute every roll still to come, so no file of
     * it carries the secret; an undo or an amendment that takes the decision back takes
     * this back too.
     */
    [[nodiscard]] static bool maySecretLeave(const Battle &battle);
    /**
     * The file's bytes; @p revealSeed: include the dice secret, so anyone can recompute every
     * roll. Revealing is refused unless maySecretLeave(): the bytes are then empty and
     * @p error says why.
     */
    [[nodiscard]] static QByteArray toJson(const Battle &battle, bool revealSeed, QString *error = nullptr);
    /**
     * Writes the file atomically (QSaveFile); false, with @p error set, if it could not, or
     * if @p revealSeed asks for the secret of a battle that is not decided (nothing is written).
     */
    static bool save(const Battle &battle, const QString &path, bool revealSeed, QString *error = nullptr);

    /** A battle to go on with: the file must hold the dice secret; every entry is checked while it is replayed. */
    [[nodiscard]] static BattleImport fromJson(const QByteArray &json);

    /**
     * Checks a battle file: every field well formed, the hash chain intact, the
     * dice secret matching its commitment when revealed, and then every entry
     * replayed by the rules giving the state it records. Names the first entry
     * that fails. Without the secret only the chain can be checked.
     *
     * A chain proves the log unchanged only against a head hash known from
     * elsewhere (shown at the table, noted by the opponent): compare it with
     * Verification::head.
     */
    [[nodiscard]] static Verification verify(const QByteArray &json);
    /**
     * Checks @p battle as verify() checks its file, the secret included, whether or not the
     * battle is decided: the file is made and read in memory, and never leaves it.
     */
    [[nodiscard]] static Verification verify(const Battle &battle);

    /** How many hex digits of the head hash the battle's fingerprint shows. */
    static constexpr int FingerprintDigits = 8;
    /**
     * The battle's fingerprint, shown at every end of turn for the players to
     * note: the first FingerprintDigits hex digits of @p head, lower case.
     */
    [[nodiscard]] static QString fingerprint(const QByteArray &head);
    /**
     * Checks a fingerprint noted at the table against a file's head hash: @p noted
     * must be a prefix of the head's hex digits, in either case, at least
     * FingerprintDigits long. Empty when it matches; otherwise what is wrong, in
     * English, naming both the noted fingerprint and the file's.
     */
    [[nodiscard]] static QString checkFingerprint(const QByteArray &head, const QString &noted);
    /** What is wrong with the form of a noted fingerprint (not hex, too short, too long); empty when nothing. */
    [[nodiscard]] static QString fingerprintFormProblem(const QString &noted);
};

} // namespace record
