// The store's side of a battle of the Ancients Wargame (battlestore.h): its rows
// written and read with the battle file's codec (battlecodec.h); the store's
// machinery (the tables, each entry's commit, the list) is battlestore.cpp's.

#include "battlestore.h"

#include "jsonreader.h"

namespace record {

BattleStore::Standing BattleStore::standingOf(const ancients::GameState &state)
{
    return {state.turn, json::keyText(state.phase), state.loser ? (*state.loser == ancients::Side::A ? 0 : 1) : -1};
}

std::optional<qint64> BattleStore::add(Battle &battle, const QString &title)
{
    std::vector<std::pair<QByteArray, QByteArray>> entries;
    entries.reserve(battle.log().size());
    for (const LogEntry &entry : battle.log())
        entries.emplace_back(BattleCodec::canonical(BattleCodec::encode(entry)), entry.hash);
    const auto id = addRows(title, BattleCodec::canonical(BattleCodec::encode(battle.setup())), battle.secret(),
                            battle.version(), standingOf(battle.state()), entries);
    if (id)
        attach(battle, *id);
    return id;
}

void BattleStore::attach(Battle &battle, qint64 id)
{
    battle.setEntrySink([this, id](const LogEntry &entry, int sequence, const ancients::GameState &after) {
        return appendEntry(id, entry, sequence, after);
    });
}

QString BattleStore::appendEntry(qint64 id, const LogEntry &entry, int sequence, const ancients::GameState &after)
{
    return appendRow(id, sequence, BattleCodec::canonical(BattleCodec::encode(entry)), entry.hash, standingOf(after));
}

std::optional<Battle> BattleStore::load(qint64 id)
{
    auto rows = readRows(id);
    if (!rows)
        return std::nullopt;
    const QString where = QStringLiteral("battle %1").arg(id);
    if (!rows->ruleset.isEmpty()) {
        failQuery(where + QStringLiteral(" is a battle of %1").arg(rows->ruleset),
                  QStringLiteral("it is opened with loadMwr()"));
        return std::nullopt;
    }
    const Decoded<BattleSetup> setup = BattleCodec::decodeSetup(rows->setup);
    if (!setup.ok()) {
        failQuery(where + QStringLiteral(" is damaged"), setup.problems.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    std::vector<LogEntry> entries;
    for (std::size_t k = 0; k < rows->entries.size(); ++k) {
        Decoded<LogEntry> entry = BattleCodec::decodeEntry(rows->entries[k].first, QStringLiteral("entry %1").arg(k), false);
        if (!entry.ok()) {
            failQuery(where + QStringLiteral(" is damaged"), entry.problems.join(QStringLiteral("; ")));
            return std::nullopt;
        }
        entry.value->hash = rows->entries[k].second;
        entries.push_back(std::move(*entry.value));
    }
    auto battle = Battle::restore(*setup.value, rows->secret, entries, rows->version, nullptr);
    if (!battle) {
        failQuery(where + QStringLiteral(" is damaged"), QString::fromStdString(battle.error().message));
        return std::nullopt;
    }
    Battle result = battle.value();
    if (!m_readOnly)
        touch(id, standingOf(result.state()));
    attach(result, id);
    return result;
}

} // namespace record
