// The store's side of a battle of the Ancients Wargame (battlestore.h): its rows
// written and read with the battle file's codec (battlecodec.h); the store's
// machinery (the tables, each entry's commit, the list) is battlestore.cpp's.

#include "battlestore.h"

#include "chaincodec.h"
#include "jsonreader.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace record {

BattleStore::Standing BattleStore::standingOf(const ancients::GameState &state)
{
    return {state.turn, json::keyText(state.phase), state.loser ? (*state.loser == ancients::Side::A ? 0 : 1) : -1};
}

std::optional<qint64> BattleStore::add(Battle &battle, const QString &title)
{
    std::vector<EntryRow> entries;
    entries.reserve(battle.log().size());
    for (const LogEntry &entry : battle.log())
        entries.push_back(rowOf(entry, battle.version()));
    const auto id = addRows(title, BattleCodec::canonical(BattleCodec::encode(battle.setup())), battle.secret(),
                            battle.version(), standingOf(battle.state()), entries);
    if (id)
        attach(battle, *id);
    return id;
}

void BattleStore::attach(Battle &battle, qint64 id)
{
    battle.setEntrySink([this, id, version = battle.version()](const LogEntry &entry, int sequence,
                                                               const ancients::GameState &after) {
        return appendEntry(id, version, entry, sequence, after);
    });
}

BattleStore::EntryRow BattleStore::rowOf(const LogEntry &entry, int version)
{
    if (ChainCodec::keptAsBytes(version))
        return {ChainCodec::entryBytes(entry, version), entry.hash, entry.time.toMSecsSinceEpoch()};
    return {BattleCodec::canonical(BattleCodec::encode(entry)), entry.hash, std::nullopt};
}

QString BattleStore::appendEntry(qint64 id, int version, const LogEntry &entry, int sequence,
                                 const ancients::GameState &after)
{
    return appendRow(id, sequence, rowOf(entry, version), standingOf(after));
}

std::optional<Battle> BattleStore::load(qint64 id)
{
    return load(id, std::nullopt);
}

std::optional<Battle> BattleStore::replay(const Rows &rows, qint64 id, QString *what, QString *problem)
{
    *what = QStringLiteral("battle %1").arg(id);
    if (!rows.ruleset.isEmpty()) {
        *what += QStringLiteral(" is a battle of %1").arg(rows.ruleset);
        *problem = QStringLiteral("it is opened with loadMwr()");
        return std::nullopt;
    }
    *what += QStringLiteral(" is damaged");
    const Decoded<BattleSetup> setup = BattleCodec::decodeSetup(rows.setup);
    if (!setup.ok()) {
        *problem = setup.problems.join(QStringLiteral("; "));
        return std::nullopt;
    }
    std::vector<LogEntry> entries;
    entries.reserve(rows.entries.size());
    for (std::size_t k = 0; k < rows.entries.size(); ++k) {
        const StoredEntry &row = rows.entries[k];
        const QString path = QStringLiteral("entry %1").arg(k);
        Decoded<LogEntry> entry = row.bytes ? ChainCodec::decodeEntry(*row.bytes, rows.version, path)
                                            : BattleCodec::decodeEntry(row.json, path, false);
        if (!entry.ok()) {
            *problem = entry.problems.join(QStringLiteral("; "));
            return std::nullopt;
        }
        entry.value->hash = row.hash;
        entries.push_back(std::move(*entry.value));
    }
    auto battle = Battle::restore(*setup.value, rows.secret, entries, rows.version, nullptr);
    if (!battle) {
        *problem = QString::fromStdString(battle.error().message);
        return std::nullopt;
    }
    return std::move(battle).value();
}

Battle BattleStore::adopt(Battle battle, qint64 id)
{
    if (!m_readOnly)
        touch(id, standingOf(battle.state()));
    attach(battle, id);
    return battle;
}

std::optional<Battle> BattleStore::load(qint64 id, std::optional<Preloaded> preloaded)
{
    if (preloaded && preloaded->id == id && preloaded->battle && m_open) {
        // Taken only as the store still holds it: as many entries, ending in the same hash.
        QSqlQuery tip(QSqlDatabase::database(m_connection, false));
        tip.prepare(QStringLiteral("SELECT count(*), (SELECT hash FROM entry WHERE battle = ? ORDER BY seq DESC LIMIT 1) "
                                   "FROM entry WHERE battle = ?"));
        tip.addBindValue(id);
        tip.addBindValue(id);
        const std::vector<LogEntry> &log = preloaded->battle->log();
        if (tip.exec() && tip.next() && tip.value(0).toLongLong() == static_cast<qint64>(log.size())
            && (log.empty() ? tip.value(1).isNull() : tip.value(1).toByteArray() == log.back().hash))
            return adopt(std::move(*preloaded->battle), id);
    }
    auto rows = readRows(id);
    if (!rows)
        return std::nullopt;
    QString what;
    QString problem;
    auto battle = replay(*rows, id, &what, &problem);
    if (!battle) {
        failQuery(what, problem);
        return std::nullopt;
    }
    return adopt(std::move(*battle), id);
}

} // namespace record
