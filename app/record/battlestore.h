#pragma once

#include "battle.h"

#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QSqlError>
#include <QString>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace mwr {
struct GameState;
}
namespace ohw {
struct GameState;
}

QT_FORWARD_DECLARE_CLASS(QSqlDatabase)

namespace record {

template<typename Rules>
class RulesetBattle; // rulesetbattle.h: the record of a ruleset other than the Ancients Wargame
struct MwrRules;
using MwrBattle = RulesetBattle<MwrRules>; // mwrbattle.h: a battle of My Wargame Rules, kept in the same tables
struct OhwRules;
using OhwBattle = RulesetBattle<OhwRules>; // ohwbattle.h: a battle of 3D6 OHW Gridded Ancients, the same

/** One battle in the store, as a list shows it. */
struct StoredBattle
{
    qint64 id = 0;
    QString title;
    QString armyA;
    QString armyB;
    QDateTime created;
    QDateTime lastOpened; ///< created, resumed or written to
    int entries = 0;
    /** Where the battle stands after its last entry: its turn, 0 when not known yet (kept by an older version, not opened since). */
    int turn = 0;
    QString phase;  ///< the phase's key ("move", "shoot", "combat", "recovery"); empty when not known
    int loser = -1; ///< the side whose army broke (0: A, 1: B), −1 while the battle is in progress (§12.1)
    QString ruleset; ///< the setup's "ruleset" (e.g. "my-wargame-rules"); empty for the Ancients Wargame
};

/**
 * Battles kept on the device: an SQLite database through Qt SQL (QSQLITE),
 * journal in WAL mode with synchronous=FULL, so an entry whose transaction has
 * committed survives a crash or a power cut.
 *
 * The file carries the project's application_id and its schema version in
 * user_version; older schemas migrate forward when opened. A file that is not
 * SQLite, is another program's database, comes from a newer version of the
 * app or is damaged is refused with a message and never written to: it is
 * examined through a read-only connection before anything else happens.
 */
class BattleStore
{
public:
    /** PRAGMA application_id of every store: "AnCo". */
    static constexpr qint32 ApplicationId = 0x416e436f;
    /**
     * PRAGMA user_version: the schema this app writes. 1: battles and entries; 2: when each was
     * last opened; 3: where each stands (turn, phase, the army broken), for the list; 4: the
     * battle file's version each battle's entries are hashed in; 5: an entry of version 3 kept
     * as its chain bytes, with its time beside them (EntryRow).
     */
    static constexpr int SchemaVersion = 5;

    /** Why open() refused a file. */
    enum class OpenError : std::uint8_t {
        None,
        CannotOpen, ///< SQLite could not open or create it (permissions, a directory, ...)
        NotSQLite,  ///< not an SQLite database at all
        NotOurs,    ///< another program's SQLite database
        Newer,      ///< a store from a newer version of the app
        Damaged,    ///< SQLite finds it corrupt
        ReadOnly,   ///< intact, but it cannot be written (a read-only file, folder or mount): opened for reading
        DiskFull,   ///< intact, but the disk is full: opened for reading
    };

    BattleStore();
    ~BattleStore();
    BattleStore(const BattleStore &) = delete;
    BattleStore &operator=(const BattleStore &) = delete;

    /**
     * Opens the store at @p path, creating it if there is none, and migrates
     * an older schema. On refusal, error() and errorString() say why; the
     * file is left as it was.
     */
    bool open(const QString &path);
    void close();
    [[nodiscard]] bool isOpen() const noexcept { return m_open; }
    /**
     * Open for reading only: the store is intact but cannot be written (error()
     * says why: ReadOnly or DiskFull, errorString() in words). Its battles are
     * listed and can be looked at; nothing can be added, changed or removed.
     */
    [[nodiscard]] bool isReadOnly() const noexcept { return m_readOnly; }
    [[nodiscard]] OpenError error() const noexcept { return m_error; }
    /** A plain English sentence: what went wrong, naming the file. */
    [[nodiscard]] const QString &errorString() const noexcept { return m_errorString; }

    /**
     * Keeps @p battle, with every entry it has so far, in one transaction, and
     * attaches it: from now on each new entry is committed before the battle
     * changes (Battle::setEntrySink). The store must outlive the attachment.
     */
    std::optional<qint64> add(Battle &battle, const QString &title);
    /** Attaches @p battle, kept as @p id, so that each new entry is committed in its own transaction. */
    void attach(Battle &battle, qint64 id);

    /** Every battle kept, the last opened first; none, with errorString() naming the store and what failed, when the store cannot list them. */
    [[nodiscard]] std::optional<QList<StoredBattle>> listBattles();
    /** listBattles(), or an empty list when it fails: for callers that show errorString() themselves. */
    [[nodiscard]] QList<StoredBattle> battles();
    /** The battle opened last: the one to resume when the app starts. */
    [[nodiscard]] std::optional<qint64> lastOpened();
    /**
     * The battle kept as @p id, replayed from its log (every hash checked) and
     * attached. Marks it as opened last, unless the list already shows it first,
     * standing as it does: then nothing is written.
     */
    [[nodiscard]] std::optional<Battle> load(qint64 id);
    /** The battle opened last, read and replayed ahead of load() by preloadLast(). */
    struct Preloaded
    {
        qint64 id = 0;
        std::optional<Battle> battle; ///< replayed from its log, every hash checked; not attached
    };
    /**
     * Reads and replays the battle opened last in the store at @p path, as load() does
     * but through a read-only connection of its own and writing nothing, so that it may
     * run on another thread while the app makes its window: resuming at launch. None
     * when there is no such store or battle, when the battle opened last is of another
     * ruleset, or when anything is not as expected; load() then reads it and says why.
     */
    [[nodiscard]] static std::optional<Preloaded> preloadLast(const QString &path);
    /**
     * load(@p id), taking @p preloaded instead of reading and replaying the battle again
     * when it is that battle as this store still holds it: the same number of entries,
     * ending in the same hash. Otherwise (or with none) it reads the battle afresh.
     */
    [[nodiscard]] std::optional<Battle> load(qint64 id, std::optional<Preloaded> preloaded);
    /**
     * A battle of My Wargame Rules (rulebook/ruleset-seam.md), kept in the same tables: its
     * setup names its ruleset, its entries are MwrCodec's. add() and attach() as above.
     */
    std::optional<qint64> add(MwrBattle &battle, const QString &title);
    void attach(MwrBattle &battle, qint64 id);
    /** The battle of My Wargame Rules kept as @p id, replayed (every hash checked) and attached. */
    [[nodiscard]] std::optional<MwrBattle> loadMwr(qint64 id);
    /** A battle of 3D6 OHW Gridded Ancients, kept in the same tables as the others; add() and attach() as above. */
    std::optional<qint64> add(OhwBattle &battle, const QString &title);
    void attach(OhwBattle &battle, qint64 id);
    /** The battle of 3D6 OHW Gridded Ancients kept as @p id, replayed (every hash checked) and attached. */
    [[nodiscard]] std::optional<OhwBattle> loadOhw(qint64 id);

    /** Forgets the battle kept as @p id, with its log. */
    bool remove(qint64 id);

    /**
     * Caps the store's file at @p pages pages (SQLite's max_page_count), as a
     * quota would: a write that needs more fails as on a full disk.
     */
    void limitPages(int pages);

    /** Where a battle stands, for the list: its turn, its phase or step, the side that lost (−1: none). */
    struct Standing
    {
        int turn = 0;
        QString phase;
        int loser = -1;

        friend bool operator==(const Standing &, const Standing &) = default;
    };

private:
    /**
     * An entry's row as it is written: its body, its chain hash and, for a body of bytes, when
     * it was recorded. An entry of version 3 of the Ancients Wargame is kept as the very bytes
     * its hash is made of (ChainCodec::entryBytes), stored as a BLOB; every other (older
     * versions, other rulesets) as its canonical JSON, stored as TEXT, which carries its time.
     */
    struct EntryRow
    {
        QByteArray body;
        QByteArray hash;
        std::optional<qint64> time; ///< a body of bytes: its time, milliseconds since 1970 UTC; none for JSON
    };
    /** An entry's row as it is read: its body's JSON, or its bytes where it was stored as a BLOB, and its hash. */
    struct StoredEntry
    {
        QJsonValue json;
        std::optional<QByteArray> bytes;
        QByteArray hash;
    };
    /** A battle's rows: its setup as written, its secret and version, and each entry's body and hash. */
    struct Rows
    {
        QJsonObject setup;
        QByteArray secret;
        int version = 1;
        QString ruleset; ///< the setup's "ruleset"; empty for the Ancients Wargame
        std::vector<StoredEntry> entries;
    };

    static Standing standingOf(const ancients::GameState &state);
    static Standing standingOf(const mwr::GameState &state);
    static Standing standingOf(const ohw::GameState &state);
    // A battle of a ruleset other than the Ancients Wargame (rulesetstore.h): add, attach, load.
    template<typename Rules>
    std::optional<qint64> addRuleset(RulesetBattle<Rules> &battle, const QString &title);
    template<typename Rules>
    void attachRuleset(RulesetBattle<Rules> &battle, qint64 id);
    template<typename Rules>
    std::optional<RulesetBattle<Rules>> loadRuleset(qint64 id);
    std::optional<qint64> addRows(const QString &title, const QByteArray &setup, const QByteArray &secret, int version,
                                  const Standing &standing, const std::vector<EntryRow> &entries);
    QString appendRow(qint64 id, int sequence, const EntryRow &row, const Standing &after);
    /** The row of an entry of the Ancients Wargame of @p version: its bytes from version 3 on, else its JSON. */
    static EntryRow rowOf(const LogEntry &entry, int version);
    std::optional<Rows> readRows(qint64 id);
    /** Battle @p id's rows through @p db; none, with @p what and @p message saying why, when they cannot be read. */
    static std::optional<Rows> readRowsFrom(const QSqlDatabase &db, qint64 id, QString *what, QString *message);
    /** The battle of @p rows (kept as @p id), replayed with every hash checked; none, with @p problem saying why. */
    static std::optional<Battle> replay(const Rows &rows, qint64 id, QString *what, QString *problem);
    /** Marks battle @p id, just read, as opened last, and attaches it. */
    Battle adopt(Battle battle, qint64 id);
    bool fail(OpenError error, const QString &message);
    /** Opens the main connection for reading only, after @p why (ReadOnly or DiskFull) kept it from writing. */
    bool openForReading(OpenError why, const QString &cause);
    bool failQuery(const QString &what, const QString &message);
    /** A write that failed: says so, naming a full disk or a read-only store as such. */
    bool failWrite(const QString &what, const QSqlError &error);
    bool examine(const QString &path);
    bool create(const QString &path);
    bool migrate(int from);
    QString appendEntry(qint64 id, int version, const LogEntry &entry, int sequence, const ancients::GameState &after);
    bool touch(qint64 id, const Standing &standing);

    struct AppendStatements;
    std::unique_ptr<AppendStatements> m_appendStatements; ///< prepared on first use; gone with the connection
    /**
     * The battle this connection wrote or read last, and where the store says it stands (its
     * last entry that carries a standing, or its row: StandingNow): an entry that leaves it
     * standing so carries no standing of its own (appendRow()).
     */
    std::optional<std::pair<qint64, Standing>> m_standingKept;

    QString m_connection;
    QString m_path;
    bool m_open = false;
    bool m_readOnly = false;
    int m_pageLimit = 0;                      ///< PRAGMA max_page_count of every connection; 0: SQLite's own
    OpenError m_cannotWrite = OpenError::None; ///< examine() found the store intact but unwritable
    QString m_cannotWriteCause;
    OpenError m_error = OpenError::None;
    QString m_errorString;
};

} // namespace record
