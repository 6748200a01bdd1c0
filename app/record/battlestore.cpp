#include "battlestore.h"

#include "jsonreader.h"

#include <QAtomicInteger>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QUrl>
#include <QVariant>

#include <memory>
#include <utility>
#include <vector>

namespace record {

namespace {

QAtomicInteger<quint64> connections;

// SQLite's result codes, as Qt SQL reports them (QSqlError::nativeErrorCode): Qt asks
// SQLite for its extended codes, whose low byte is the primary code.
constexpr int SqliteReadOnly = 8;
constexpr int SqliteIoError = 10;
constexpr int SqliteFull = 13;
constexpr int SqliteCannotOpen = 14;
/** SQLITE_IOERR_SHMSIZE: the shared-memory index beside a WAL store could not be given room (a write failed). */
constexpr int SqliteIoErrorShmSize = SqliteIoError | (19 << 8);

/** SQLite's extended result code for @p error; 0 when there is none. */
int resultCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? code : 0;
}

/** The primary result code of the extended @p code. */
constexpr int primary(int code)
{
    return code & 0xff;
}

/**
 * Why an intact store cannot be written, from SQLite's (extended) code for a
 * failed write and what the file system says: read-only, disk full, or neither
 * (None). A shared-memory index that cannot be given room is a disk without
 * room: SQLite grows it by writing to it, and only that write failed.
 */
BattleStore::OpenError writeFailure(const QString &file, int code)
{
    const QFileInfo info(file);
    const QStorageInfo storage(info.absolutePath());
    if (primary(code) == SqliteFull || code == SqliteIoErrorShmSize || (storage.isValid() && storage.bytesAvailable() == 0))
        return BattleStore::OpenError::DiskFull;
    if (primary(code) == SqliteReadOnly || (storage.isValid() && storage.isReadOnly())
        || (info.exists() && !info.isWritable()) || !QFileInfo(info.absolutePath()).isWritable())
        return BattleStore::OpenError::ReadOnly;
    return BattleStore::OpenError::None;
}

/** @p file as an SQLite URI with @p query ("mode=ro"). */
QString uriOf(const QString &file, const QString &query)
{
    return QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath()).toString(QUrl::FullyEncoded) + QLatin1Char('?') + query;
}

/** What every SQLite file starts with. */
constexpr QByteArrayView SqliteMagic("SQLite format 3\0", 16);

/**
 * The schema, one step per version: step i takes a store from version i to
 * i + 1. A released step never changes; a new version adds a step.
 */
const std::vector<std::vector<const char *>> Migrations{
    // 0 → 1: battles and their logs.
    {
        "CREATE TABLE battle ("
        " id INTEGER PRIMARY KEY,"
        " title TEXT NOT NULL,"
        " created TEXT NOT NULL,"      // ISO 8601 UTC
        " setup TEXT NOT NULL,"        // the setup's canonical JSON
        " seed_secret BLOB NOT NULL)", // the dice secret, 32 bytes
        "CREATE TABLE entry ("
        " battle INTEGER NOT NULL REFERENCES battle(id) ON DELETE CASCADE,"
        " seq INTEGER NOT NULL,"       // 0, 1, 2, ... within the battle
        " body TEXT NOT NULL,"         // the entry's canonical JSON, as hashed (from schema 5, version 3's bytes: 4 → 5)
        " hash BLOB NOT NULL,"         // the chain hash, 32 bytes
        " PRIMARY KEY (battle, seq)) WITHOUT ROWID",
    },
    // 1 → 2: when each battle was last opened, to resume the last one.
    {
        "ALTER TABLE battle ADD COLUMN last_opened TEXT",
        "UPDATE battle SET last_opened = created",
    },
    // 2 → 3: where each battle stands, for the list; unknown (NULL) until it is next written or opened.
    {
        "ALTER TABLE battle ADD COLUMN turn INTEGER",
        "ALTER TABLE battle ADD COLUMN phase TEXT",
        "ALTER TABLE battle ADD COLUMN loser INTEGER", // 0: army A broke, 1: army B; NULL while in progress
    },
    // 3 → 4: the battle file's version each battle's entries are hashed in (ChainCodec); every
    // battle kept before is version 1, and goes on in it.
    {
        "ALTER TABLE battle ADD COLUMN version INTEGER NOT NULL DEFAULT 1",
    },
    // 4 → 5: an entry of version 3 is kept as the bytes its hash is made of (a BLOB body), with
    // when it was recorded beside it in milliseconds since 1970 UTC, for LastPlayed; NULL for a
    // body of JSON, which carries its time. An entry that moves its battle on (a phase, a turn,
    // its end) carries where the battle then stands, for the list (StandingNow); NULL in the
    // others. Every entry kept before stays as it was.
    {
        "ALTER TABLE entry ADD COLUMN time INTEGER",
        "ALTER TABLE entry ADD COLUMN turn INTEGER",
        "ALTER TABLE entry ADD COLUMN phase TEXT",
        "ALTER TABLE entry ADD COLUMN loser INTEGER",
        // Each battle's last entry carries where its row says the battle stands, when it is known,
        // so the list finds it there and reads no further back.
        "UPDATE entry SET turn = (SELECT turn FROM battle WHERE battle.id = entry.battle),"
        " phase = (SELECT phase FROM battle WHERE battle.id = entry.battle),"
        " loser = (SELECT loser FROM battle WHERE battle.id = entry.battle)"
        " WHERE seq = (SELECT max(seq) FROM entry AS later WHERE later.battle = entry.battle)"
        " AND (SELECT turn FROM battle WHERE battle.id = entry.battle) IS NOT NULL",
    },
};

/** The UPDATE's assignments that keep where a battle stands: turn, phase, loser. */
const QString StandingColumns = QStringLiteral("turn = ?, phase = ?, loser = ?");

/**
 * When a battle was last played, for the list and for the launch that resumes it: when it was
 * opened (last_opened) or when its last entry was written, whichever is later. That is the
 * entry's time column for a body of bytes, written as the record writes times, else the "time"
 * every ruleset's JSON entry carries. An action thus writes its entry's row alone. A body that
 * is neither (a damaged store) counts as no time here; reading the battle names the damage.
 */
const QString LastPlayed = QStringLiteral(
    "max(coalesce(last_opened, ''), coalesce((SELECT CASE WHEN time IS NOT NULL "
    "THEN strftime('%Y-%m-%dT%H:%M:%fZ', time / 1000.0, 'unixepoch') "
    "WHEN typeof(body) = 'text' AND json_valid(body) THEN json_extract(body, '$.time') END "
    "FROM entry WHERE entry.battle = battle.id ORDER BY seq DESC LIMIT 1), ''))");

/** The statement that writes an entry's row (BattleStore::EntryRow). */
const QString InsertEntry = QStringLiteral("INSERT INTO entry (battle, seq, body, hash, time) VALUES (?, ?, ?, ?, ?)");
/** The same with where the battle stands after the entry, for one that moves it on. */
const QString InsertEntryStanding = QStringLiteral(
    "INSERT INTO entry (battle, seq, body, hash, time, turn, phase, loser) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");

/**
 * Where each battle stands, for the list: as its last entry that carries a standing says
 * (schema 5 on), else as the battle's row does (a battle without entries, or one kept before
 * schema 5 whose standing was not known then). Every entry that moves a battle on carries it,
 * and so do a kept battle's last entry, the last entry of each battle schema 5 found, and the
 * last entry of a battle opened (touch()). StandingJoin goes after "FROM battle".
 */
const QString StandingJoin = QStringLiteral(
    "LEFT JOIN entry AS standing ON standing.battle = battle.id AND standing.seq = (SELECT seq FROM entry "
    "WHERE entry.battle = battle.id AND entry.turn IS NOT NULL ORDER BY seq DESC LIMIT 1)");
const QString StandingNow = QStringLiteral(
    "coalesce(standing.turn, battle.turn), coalesce(standing.phase, battle.phase), "
    "CASE WHEN standing.turn IS NULL THEN battle.loser ELSE standing.loser END");

/**
 * @p query's placeholders after the battle and the sequence number bound to an entry's row
 * (BattleStore::EntryRow): with a @p time, @p body is bytes, kept as a BLOB; without, JSON text.
 */
void bindEntryRow(QSqlQuery &query, const QByteArray &body, const QByteArray &hash, std::optional<qint64> time)
{
    query.bindValue(2, time ? QVariant(body) : QVariant(QString::fromUtf8(body)));
    query.bindValue(3, hash);
    query.bindValue(4, time ? QVariant(*time) : QVariant());
}

/** Binds @p standing to @p query's next three placeholders (StandingColumns). */
void bindStanding(QSqlQuery &query, const BattleStore::Standing &standing)
{
    query.addBindValue(standing.turn);
    query.addBindValue(standing.phase);
    query.addBindValue(standing.loser >= 0 ? QVariant(standing.loser) : QVariant());
}

/** Binds @p standing to @p query's placeholders @p first to @p first + 2 (InsertEntryStanding's last three). */
void bindStandingAt(QSqlQuery &query, int first, const BattleStore::Standing &standing)
{
    query.bindValue(first, standing.turn);
    query.bindValue(first + 1, standing.phase);
    query.bindValue(first + 2, standing.loser >= 0 ? QVariant(standing.loser) : QVariant());
}

QString timeText(const QDateTime &time)
{
    return BattleCodec::timeText(time);
}

QDateTime timeFrom(const QVariant &text)
{
    return QDateTime::fromString(text.toString(), Qt::ISODateWithMs);
}

/** Runs @p sql on @p db; the error, or an empty string; @p code: SQLite's code for it. */
QString run(const QSqlDatabase &db, const QString &sql, int *code = nullptr)
{
    QSqlQuery query(db);
    if (!query.exec(sql)) {
        if (code)
            *code = resultCode(query.lastError());
        return query.lastError().text();
    }
    return {};
}

/** The first column of the first row of @p sql, or an invalid QVariant (and @p error) when it fails. */
QVariant scalar(const QSqlDatabase &db, const QString &sql, QString *error, int *code = nullptr)
{
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next()) {
        *error = query.lastError().text();
        if (code)
            *code = resultCode(query.lastError());
        if (error->trimmed().isEmpty())
            *error = QStringLiteral("no answer to %1").arg(sql);
        return {};
    }
    return query.value(0);
}

/** What the header of a store says, read without writing. */
struct Header
{
    qint64 applicationId = 0;
    int userVersion = 0;
    int tables = 0;
};

std::optional<Header> readHeader(const QSqlDatabase &db, QString *error, int *code = nullptr)
{
    Header h;
    const QVariant id = scalar(db, QStringLiteral("PRAGMA application_id"), error, code);
    if (!id.isValid())
        return std::nullopt;
    const QVariant version = scalar(db, QStringLiteral("PRAGMA user_version"), error, code);
    if (!version.isValid())
        return std::nullopt;
    const QVariant tables = scalar(db, QStringLiteral("SELECT count(*) FROM sqlite_master"), error, code);
    if (!tables.isValid())
        return std::nullopt;
    h.applicationId = id.toLongLong();
    h.userVersion = version.toInt();
    h.tables = tables.toInt();
    return h;
}

} // namespace

BattleStore::BattleStore()
    : m_connection(QStringLiteral("ancients-record-%1").arg(connections.fetchAndAddRelaxed(1)))
{
}

BattleStore::~BattleStore()
{
    close();
}

bool BattleStore::fail(OpenError error, const QString &message)
{
    close();
    m_error = error;
    m_errorString = message;
    return false;
}

bool BattleStore::failQuery(const QString &what, const QString &message)
{
    m_errorString = QStringLiteral("%1: %2 (%3)").arg(m_path, what, message);
    return false;
}

bool BattleStore::failWrite(const QString &what, const QSqlError &error)
{
    const QString file = m_path.startsWith(QLatin1String("file:")) ? QUrl(m_path).toLocalFile() : m_path;
    switch (writeFailure(file, resultCode(error))) {
    case OpenError::DiskFull:
        return failQuery(what + QStringLiteral(": the disk is full"), error.text());
    case OpenError::ReadOnly:
        return failQuery(what + QStringLiteral(": the store is read-only"), error.text());
    default:
        break;
    }
    return failQuery(what, error.text());
}

/** The statements every new entry runs, prepared once on the store's connection. */
struct BattleStore::AppendStatements
{
    explicit AppendStatements(const QSqlDatabase &db)
        : insert(db)
        , insertStanding(db)
    {
    }
    QSqlQuery insert;         ///< InsertEntry: an entry that leaves its battle standing as it stood
    QSqlQuery insertStanding; ///< InsertEntryStanding: one that moves it on, with where it then stands
};

void BattleStore::close()
{
    m_appendStatements.reset();
    m_standingKept.reset();
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_open = false;
}

bool BattleStore::examine(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() || info.size() == 0)
        return true; // a new store
    if (!info.isFile())
        return fail(OpenError::CannotOpen, QStringLiteral("%1 is not a file.").arg(path));

    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(OpenError::CannotOpen, QStringLiteral("%1 cannot be read (%2).").arg(path, file.errorString()));
    const QByteArray start = file.read(SqliteMagic.size());
    file.close();
    if (start != SqliteMagic.toByteArray())
        return fail(OpenError::NotSQLite, QStringLiteral("%1 is not a battle store of this app (it is not an SQLite "
                                                         "database); it was left as it is.")
                                              .arg(path));

    // Everything else through a read-only connection: nothing can be written to a file that is refused.
    const QString check = m_connection + QStringLiteral("-check");
    OpenError verdict = OpenError::None;
    QString message;
    int code = 0;
    const auto inspect = [&](const QString &name, const QString &options) {
        verdict = OpenError::None;
        message.clear();
        code = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), check);
            db.setDatabaseName(name);
            db.setConnectOptions(options);
            QString error;
            if (!db.open()) {
                verdict = OpenError::Damaged;
                message = db.lastError().text();
                code = resultCode(db.lastError());
            } else if (const auto header = readHeader(db, &error, &code); !header) {
                verdict = OpenError::Damaged;
                message = error;
            } else if (header->applicationId != ApplicationId
                       && !(header->applicationId == 0 && header->userVersion == 0 && header->tables == 0)) {
                verdict = OpenError::NotOurs;
            } else if (header->userVersion > SchemaVersion) {
                verdict = OpenError::Newer;
                message = QString::number(header->userVersion);
            } else {
                const QVariant result = scalar(db, QStringLiteral("PRAGMA quick_check"), &error, &code);
                if (result.toString() != QLatin1String("ok")) {
                    verdict = OpenError::Damaged;
                    // SQLite lists what it found line by line; the first few lines say enough.
                    QStringList lines = (result.isValid() ? result.toString() : error).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                    lines.removeIf([](const QString &line) { return line.startsWith(QLatin1String("***")); });
                    message = lines.mid(0, 2).join(QStringLiteral("; "));
                }
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(check);
    };
    const QString readOnly = QStringLiteral("QSQLITE_OPEN_READONLY");
    inspect(path, readOnly);
    // A crash can leave a rollback journal or a write-ahead log that only a writing
    // connection may recover (SQLite's own crash recovery, which restores the last
    // committed state). Then recover, with every statement forbidden to write, and look again.
    if (verdict == OpenError::Damaged
        && (QFile::exists(path + QStringLiteral("-journal")) || QFile::exists(path + QStringLiteral("-wal")))) {
        const QString recovery = m_connection + QStringLiteral("-recover");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), recovery);
            db.setDatabaseName(path);
            if (db.open()) {
                QString ignored;
                run(db, QStringLiteral("PRAGMA query_only = ON"));
                scalar(db, QStringLiteral("SELECT count(*) FROM sqlite_master"), &ignored);
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(recovery);
        inspect(path, readOnly);
    }
    // Even reading a store in WAL mode needs its shared-memory file beside it: in a
    // read-only folder, on a read-only mount or on a full disk that fails, though the
    // store is intact. Read it as a file nothing will change, and if it is whole, say
    // what is wrong instead of calling it damaged.
    if (verdict == OpenError::Damaged
        && (primary(code) == SqliteReadOnly || primary(code) == SqliteCannotOpen || primary(code) == SqliteIoError
            || primary(code) == SqliteFull)) {
        const int failure = code;
        const QString cause = message;
        inspect(uriOf(path, QStringLiteral("mode=ro&immutable=1")), readOnly + QStringLiteral(";QSQLITE_OPEN_URI"));
        if (verdict == OpenError::None) {
            const OpenError why = writeFailure(path, failure);
            m_cannotWrite = why == OpenError::None ? OpenError::ReadOnly : why;
            m_cannotWriteCause = cause;
            return true;
        }
    }

    switch (verdict) {
    case OpenError::None:
        return true;
    case OpenError::NotOurs:
        return fail(verdict, QStringLiteral("%1 is another program's SQLite database, not a battle store of this "
                                            "app; it was left as it is.")
                                 .arg(path));
    case OpenError::Newer:
        return fail(verdict, QStringLiteral("%1 was written by a newer version of the app (store schema %2; this "
                                            "version knows up to %3). Update the app to open it; it was left as it is.")
                                 .arg(path, message)
                                 .arg(SchemaVersion));
    case OpenError::Damaged:
        return fail(verdict, QStringLiteral("%1 is damaged (%2); it was left as it is.").arg(path, message));
    case OpenError::CannotOpen:
    case OpenError::NotSQLite:
    case OpenError::ReadOnly:
    case OpenError::DiskFull:
        break;
    }
    return fail(verdict, message);
}

bool BattleStore::open(const QString &path)
{
    close();
    m_path = path;
    m_error = OpenError::None;
    m_errorString.clear();
    m_readOnly = false;
    m_cannotWrite = OpenError::None;
    m_cannotWriteCause.clear();
    // An SQLite URI ("file:/path?mode=ro") names the file it opens.
    const bool uri = path.startsWith(QLatin1String("file:"));
    const QString file = uri ? QUrl(path).toLocalFile() : path;
    if (!examine(file))
        return false;
    if (m_cannotWrite != OpenError::None)
        return openForReading(m_cannotWrite, m_cannotWriteCause);
    const QFileInfo info(file);
    if ((!info.exists() || info.size() == 0) && !create(file)) {
        // Nothing to read: a new store that cannot be made, named for why.
        const OpenError why = writeFailure(file, 0);
        if (why != OpenError::None)
            m_error = why;
        return false;
    }

    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(path);
        if (uri)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
        if (!db.open())
            return fail(OpenError::CannotOpen,
                        QStringLiteral("%1 cannot be opened (%2).").arg(path, db.lastError().text()));
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (m_pageLimit > 0)
        run(db, QStringLiteral("PRAGMA max_page_count = %1").arg(m_pageLimit));
    QString error;
    int code = 0;
    const auto header = readHeader(db, &error, &code);
    if (!header) {
        if (const OpenError why = writeFailure(file, code); why != OpenError::None) {
            db = QSqlDatabase(); // the connection is closed and made again for reading
            return openForReading(why, error);
        }
        return fail(OpenError::Damaged, QStringLiteral("%1 is damaged (%2); it was left as it is.").arg(path, error));
    }

    for (const char *pragma : {"PRAGMA foreign_keys = ON", "PRAGMA synchronous = FULL"}) {
        error = run(db, QString::fromLatin1(pragma));
        if (!error.isEmpty())
            return fail(OpenError::CannotOpen, QStringLiteral("%1: %2 failed (%3).").arg(path, QLatin1String(pragma), error));
    }
    const QVariant mode = scalar(db, QStringLiteral("PRAGMA journal_mode = WAL"), &error, &code);
    if (mode.toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
        if (const OpenError why = writeFailure(file, code); why != OpenError::None && header->userVersion == SchemaVersion) {
            db = QSqlDatabase();
            return openForReading(why, mode.isValid() ? mode.toString() : error);
        }
        return fail(OpenError::CannotOpen,
                    QStringLiteral("%1: the journal cannot be put in WAL mode (%2).").arg(path, mode.isValid() ? mode.toString() : error));
    }
    // SQLite opens a file it may not write for reading without a word: a write that
    // changes nothing (the schema version, as it is) finds out before a battle is played.
    error = run(db, QStringLiteral("PRAGMA user_version = %1").arg(header->userVersion), &code);
    if (!error.isEmpty()) {
        const OpenError why = writeFailure(file, code);
        if (why != OpenError::None && header->userVersion == SchemaVersion) {
            db = QSqlDatabase();
            return openForReading(why, error);
        }
        return fail(why == OpenError::None ? OpenError::CannotOpen : why,
                    QStringLiteral("%1 cannot be written (%2); it was left as it is.").arg(path, error));
    }

    if (header->userVersion < SchemaVersion && !migrate(header->userVersion))
        return fail(OpenError::CannotOpen, m_errorString);
    m_open = true;
    return true;
}

bool BattleStore::openForReading(OpenError why, const QString &cause)
{
    close();
    const QString file = m_path.startsWith(QLatin1String("file:")) ? QUrl(m_path).toLocalFile() : m_path;
    const QString what = why == OpenError::DiskFull
        ? QStringLiteral("The disk holding %1 is full (%2)").arg(file, cause)
        : QStringLiteral("%1 is read-only (%2)").arg(file, cause);
    // First as SQLite reads any store; then, where even that needs to write (a WAL
    // store's shared memory in a read-only folder), as a file that does not change.
    for (const QString &query : {QStringLiteral("mode=ro"), QStringLiteral("mode=ro&immutable=1")}) {
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
            db.setDatabaseName(uriOf(file, query));
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
            QString error;
            ok = db.open() && scalar(db, QStringLiteral("SELECT count(*) FROM battle"), &error).isValid();
        }
        if (ok) {
            m_open = true;
            m_readOnly = true;
            m_error = why;
            m_errorString = what + QStringLiteral(": its battles are shown, but none can be started, played or "
                                                  "deleted.");
            return true;
        }
        close();
    }
    return fail(why, what + QStringLiteral(": it cannot be opened; it was left as it is."));
}

void BattleStore::limitPages(int pages)
{
    m_pageLimit = pages;
    if (QSqlDatabase::contains(m_connection))
        run(QSqlDatabase::database(m_connection, false), QStringLiteral("PRAGMA max_page_count = %1").arg(pages));
}

// A new store is built whole beside its final name and renamed into place, so a
// crash while it is being made leaves either no store or a complete one, never a
// half-made file whose hot journal a read-only check could not roll back.
bool BattleStore::create(const QString &path)
{
    const QString building = path + QStringLiteral(".new");
    for (const QString &stale : {building, building + QStringLiteral("-journal")}) {
        if (QFile::exists(stale) && !QFile::remove(stale))
            return fail(OpenError::CannotOpen, QStringLiteral("%1 cannot be replaced.").arg(stale));
    }
    const QString connection = m_connection + QStringLiteral("-create");
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(building);
        if (!db.open()) {
            error = db.lastError().text();
        } else {
            QStringList statements{QStringLiteral("PRAGMA synchronous = FULL"), QStringLiteral("BEGIN")};
            for (const auto &step : Migrations) {
                for (const char *sql : step)
                    statements << QString::fromLatin1(sql);
            }
            statements << QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId)
                       << QStringLiteral("PRAGMA user_version = %1").arg(SchemaVersion) << QStringLiteral("COMMIT");
            for (const QString &sql : std::as_const(statements)) {
                error = run(db, sql);
                if (!error.isEmpty())
                    break;
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    if (!error.isEmpty()) {
        QFile::remove(building);
        return fail(OpenError::CannotOpen, QStringLiteral("%1 cannot be created (%2).").arg(path, error));
    }
    // An empty file at the final name is no store: it is replaced.
    if (QFile::exists(path) && !QFile::remove(path))
        return fail(OpenError::CannotOpen, QStringLiteral("%1 cannot be replaced.").arg(path));
    if (!QFile::rename(building, path))
        return fail(OpenError::CannotOpen, QStringLiteral("%1 cannot be created (the new store could not be moved into place).").arg(path));
    return true;
}

bool BattleStore::migrate(int from)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return failQuery(QStringLiteral("cannot start the schema update"), db.lastError().text());
    QStringList statements;
    for (auto step = static_cast<std::size_t>(from); step < Migrations.size(); ++step) {
        for (const char *sql : Migrations[step])
            statements << QString::fromLatin1(sql);
    }
    statements << QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId)
               << QStringLiteral("PRAGMA user_version = %1").arg(SchemaVersion);
    for (const QString &sql : std::as_const(statements)) {
        const QString error = run(db, sql);
        if (!error.isEmpty()) {
            db.rollback();
            return failQuery(QStringLiteral("the schema update from version %1 failed").arg(from), error);
        }
    }
    if (!db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        return failQuery(QStringLiteral("the schema update from version %1 failed").arg(from), error);
    }
    return true;
}

std::optional<qint64> BattleStore::addRows(const QString &title, const QByteArray &setup, const QByteArray &secret,
                                           int version, const Standing &standing,
                                           const std::vector<EntryRow> &entries)
{
    if (!m_open)
        return std::nullopt;
    if (m_readOnly) {
        failQuery(QStringLiteral("cannot keep the battle"), QStringLiteral("the store is open for reading only"));
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction()) {
        failWrite(QStringLiteral("cannot keep the battle"), db.lastError());
        return std::nullopt;
    }
    const QString now = timeText(QDateTime::currentDateTimeUtc());
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO battle (title, created, setup, seed_secret, last_opened, turn, phase, loser, "
                                  "version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(title);
    insert.addBindValue(now);
    insert.addBindValue(QString::fromUtf8(setup));
    insert.addBindValue(secret);
    insert.addBindValue(now);
    bindStanding(insert, standing);
    insert.addBindValue(version);
    if (!insert.exec()) {
        const QSqlError error = insert.lastError();
        db.rollback();
        failWrite(QStringLiteral("cannot keep the battle"), error);
        return std::nullopt;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    for (std::size_t k = 0; k < entries.size(); ++k) {
        // The last entry carries where the battle stands (StandingNow).
        const bool last = k + 1 == entries.size();
        QSqlQuery entry(db);
        entry.prepare(last ? InsertEntryStanding : InsertEntry);
        entry.bindValue(0, id);
        entry.bindValue(1, static_cast<qint64>(k));
        bindEntryRow(entry, entries[k].body, entries[k].hash, entries[k].time);
        if (last)
            bindStandingAt(entry, 5, standing);
        if (!entry.exec()) {
            const QSqlError error = entry.lastError();
            db.rollback();
            failWrite(QStringLiteral("cannot keep the battle"), error);
            return std::nullopt;
        }
    }
    if (!db.commit()) {
        const QSqlError error = db.lastError();
        db.rollback();
        failWrite(QStringLiteral("cannot keep the battle"), error);
        return std::nullopt;
    }
    m_standingKept = {id, standing};
    return id;
}

QString BattleStore::appendRow(qint64 id, int sequence, const EntryRow &row, const Standing &after)
{
    if (!m_open)
        return QStringLiteral("the battle store is closed");
    if (m_readOnly)
        return m_errorString;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // The statements are prepared once per connection: an entry costs its row and its commit.
    if (!m_appendStatements) {
        auto statements = std::make_unique<AppendStatements>(db);
        if (!statements->insert.prepare(InsertEntry))
            return statements->insert.lastError().text();
        if (!statements->insertStanding.prepare(InsertEntryStanding))
            return statements->insertStanding.lastError().text();
        m_appendStatements = std::move(statements);
    }
    // Every entry is one row, committed by itself as a bare insert is. One that leaves its
    // battle standing as the store last wrote it is the entry alone; one that moves the battle
    // on (a phase, a turn, its end) carries where it then stands, which the list reads
    // (StandingNow). So no entry writes the battle's row, nor a second page.
    const bool moved = !(m_standingKept && m_standingKept->first == id && m_standingKept->second == after);
    QSqlQuery &insert = moved ? m_appendStatements->insertStanding : m_appendStatements->insert;
    insert.bindValue(0, id);
    insert.bindValue(1, sequence);
    bindEntryRow(insert, row.body, row.hash, row.time);
    if (moved) {
        bindStandingAt(insert, 5, after);
        m_standingKept.reset();
    }
    const bool inserted = insert.exec();
    insert.finish();
    if (!inserted) {
        failWrite(QStringLiteral("cannot keep the entry"), insert.lastError());
        return m_errorString;
    }
    if (moved)
        m_standingKept = {id, after};
    return {};
}

std::optional<QList<StoredBattle>> BattleStore::listBattles()
{
    QList<StoredBattle> list;
    if (!m_open) {
        if (m_errorString.isEmpty())
            m_errorString = QStringLiteral("%1: the store is not open").arg(m_path);
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("SELECT battle.id, title, created, %1 AS played, setup, "
                                   "(SELECT count(*) FROM entry WHERE entry.battle = battle.id), %2 "
                                   "FROM battle %3 ORDER BY played DESC, battle.id DESC")
                        .arg(LastPlayed, StandingNow, StandingJoin))) {
        failQuery(QStringLiteral("cannot list the battles"), query.lastError().text());
        return std::nullopt;
    }
    while (query.next()) {
        const QJsonObject setup = QJsonDocument::fromJson(query.value(4).toString().toUtf8()).object();
        StoredBattle b;
        b.id = query.value(0).toLongLong();
        b.title = query.value(1).toString();
        b.created = timeFrom(query.value(2));
        b.lastOpened = timeFrom(query.value(3));
        b.armyA = setup.value(QStringLiteral("army_a")).toObject().value(QStringLiteral("name")).toString();
        b.armyB = setup.value(QStringLiteral("army_b")).toObject().value(QStringLiteral("name")).toString();
        b.ruleset = setup.value(QStringLiteral("ruleset")).toString();
        b.entries = query.value(5).toInt();
        b.turn = query.value(6).isNull() ? 0 : query.value(6).toInt();
        b.phase = query.value(7).toString();
        b.loser = query.value(8).isNull() ? -1 : query.value(8).toInt();
        list.append(b);
    }
    return list;
}

QList<StoredBattle> BattleStore::battles()
{
    return listBattles().value_or(QList<StoredBattle>{});
}

std::optional<qint64> BattleStore::lastOpened()
{
    const auto all = listBattles();
    if (!all || all->isEmpty())
        return std::nullopt;
    return all->first().id;
}

std::optional<BattleStore::Rows> BattleStore::readRows(qint64 id)
{
    if (!m_open)
        return std::nullopt;
    QString what;
    QString message;
    auto rows = readRowsFrom(QSqlDatabase::database(m_connection, false), id, &what, &message);
    if (!rows)
        failQuery(what, message);
    return rows;
}

std::optional<BattleStore::Rows> BattleStore::readRowsFrom(const QSqlDatabase &db, qint64 id, QString *what, QString *message)
{
    QSqlQuery head(db);
    head.prepare(QStringLiteral("SELECT setup, seed_secret, version FROM battle WHERE id = ?"));
    head.addBindValue(id);
    if (!head.exec() || !head.next()) {
        *what = QStringLiteral("battle %1 is not in the store").arg(id);
        *message = head.lastError().text();
        return std::nullopt;
    }
    Rows rows;
    rows.setup = QJsonDocument::fromJson(head.value(0).toString().toUtf8()).object();
    rows.secret = head.value(1).toByteArray();
    rows.version = head.value(2).toInt();
    rows.ruleset = rows.setup.value(QStringLiteral("ruleset")).toString();

    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT seq, body, hash FROM entry WHERE battle = ? ORDER BY seq"));
    query.addBindValue(id);
    if (!query.exec()) {
        *what = QStringLiteral("battle %1 cannot be read").arg(id);
        *message = query.lastError().text();
        return std::nullopt;
    }
    while (query.next()) {
        const auto k = static_cast<qint64>(rows.entries.size());
        if (query.value(0).toLongLong() != k) {
            *what = QStringLiteral("battle %1 is damaged").arg(id);
            *message = QStringLiteral("entry %1 is missing").arg(k);
            return std::nullopt;
        }
        StoredEntry entry;
        entry.hash = query.value(2).toByteArray();
        const QVariant body = query.value(1);
        if (body.metaType().id() == QMetaType::QByteArray) {
            entry.bytes = body.toByteArray();
        } else {
            const QJsonDocument json = QJsonDocument::fromJson(body.toString().toUtf8());
            // An entry that is not an object is refused by the codec reading it.
            entry.json = json.isObject() ? QJsonValue(json.object()) : QJsonValue();
        }
        rows.entries.push_back(std::move(entry));
    }
    return rows;
}

std::optional<BattleStore::Preloaded> BattleStore::preloadLast(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return std::nullopt;
    const QString connection = QStringLiteral("ancients-record-preload-%1").arg(connections.fetchAndAddRelaxed(1));
    std::optional<Preloaded> preloaded;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QString error;
        // Only a store of this app and of this schema: open() migrates an older one first.
        const auto header = db.open() ? readHeader(db, &error) : std::nullopt;
        QSqlQuery last(db);
        last.setForwardOnly(true);
        if (header && header->applicationId == ApplicationId && header->userVersion == SchemaVersion
            && last.exec(QStringLiteral("SELECT id FROM battle ORDER BY %1 DESC, id DESC LIMIT 1").arg(LastPlayed)) && last.next()) {
            const qint64 id = last.value(0).toLongLong();
            last.finish();
            QString what;
            QString problem;
            const auto rows = readRowsFrom(db, id, &what, &problem);
            if (rows && rows->ruleset.isEmpty()) {
                if (auto battle = replay(*rows, id, &what, &problem))
                    preloaded = Preloaded{id, std::move(battle)};
            }
        }
        last = QSqlQuery();
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return preloaded;
}

bool BattleStore::touch(qint64 id, const Standing &standing)
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // A battle the list already shows first, standing as it does (the one a launch resumes,
    // last written to), is left as it is: opening it changes nothing in the list, and a
    // launch writes nothing, nor waits for the disk, on the way to its first frame.
    QSqlQuery first(db);
    first.setForwardOnly(true);
    if (first.exec(QStringLiteral("SELECT battle.id, %1 FROM battle %2 ORDER BY %3 DESC, battle.id DESC LIMIT 1")
                       .arg(StandingNow, StandingJoin, LastPlayed))
        && first.next() && first.value(0).toLongLong() == id && !first.value(1).isNull()
        && first.value(1).toInt() == standing.turn && first.value(2).toString() == standing.phase
        && (first.value(3).isNull() ? -1 : first.value(3).toInt()) == standing.loser) {
        m_standingKept = {id, standing};
        return true;
    }
    // The battle's row, and its last entry, which the list reads first (StandingNow): where
    // the battle stands is what replaying it gave, whatever the store said before.
    m_standingKept.reset();
    QSqlDatabase writer = db;
    if (!writer.transaction())
        return failWrite(QStringLiteral("cannot mark battle %1 as opened").arg(id), writer.lastError());
    QSqlQuery query(db);
    query.prepare(QStringLiteral("UPDATE battle SET last_opened = ?, %1 WHERE id = ?").arg(StandingColumns));
    query.addBindValue(timeText(QDateTime::currentDateTimeUtc()));
    bindStanding(query, standing);
    query.addBindValue(id);
    QSqlQuery last(db);
    last.prepare(QStringLiteral("UPDATE entry SET %1 WHERE battle = ? AND seq = (SELECT max(seq) FROM entry WHERE battle = ?)")
                     .arg(StandingColumns));
    bindStanding(last, standing);
    last.addBindValue(id);
    last.addBindValue(id);
    if (!query.exec() || !last.exec() || !writer.commit()) {
        const QSqlError error = query.lastError().isValid() ? query.lastError()
                                : last.lastError().isValid() ? last.lastError()
                                                             : writer.lastError();
        writer.rollback();
        return failWrite(QStringLiteral("cannot mark battle %1 as opened").arg(id), error);
    }
    m_standingKept = {id, standing};
    return true;
}

bool BattleStore::remove(qint64 id)
{
    if (!m_open)
        return false;
    if (m_readOnly)
        return failQuery(QStringLiteral("cannot delete battle %1").arg(id), QStringLiteral("the store is open for reading only"));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return failQuery(QStringLiteral("cannot delete battle %1").arg(id), db.lastError().text());
    QSqlQuery entries(db);
    entries.prepare(QStringLiteral("DELETE FROM entry WHERE battle = ?"));
    entries.addBindValue(id);
    QSqlQuery battle(db);
    battle.prepare(QStringLiteral("DELETE FROM battle WHERE id = ?"));
    battle.addBindValue(id);
    if (m_standingKept && m_standingKept->first == id)
        m_standingKept.reset();
    if (!entries.exec() || !battle.exec() || battle.numRowsAffected() != 1 || !db.commit()) {
        const QString error = battle.lastError().isValid() ? battle.lastError().text() : entries.lastError().text();
        db.rollback();
        return failQuery(QStringLiteral("cannot delete battle %1").arg(id),
                         error.trimmed().isEmpty() ? QStringLiteral("there is no such battle") : error);
    }
    return true;
}

} // namespace record
