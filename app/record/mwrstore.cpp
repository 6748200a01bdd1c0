// The store's side of a battle of My Wargame Rules (battlestore.h): the same
// tables and the same commit of each entry before the battle changes, with the
// ruleset's own codec (mwrcodec.h).

#include "battlestore.h"

#include "jsonreader.h"
#include "mwrfile.h"

#include "mwr/keys.h"

namespace record {

BattleStore::Standing BattleStore::standingOf(const mwr::GameState &state)
{
    // The list shows whose activation it is as the phase; a decided battle its loser (a draw has none).
    Standing standing{state.turn, json::keyText(mwr::keyOf(state.toAct)), -1};
    if (state.outcome && state.outcome->winner)
        standing.loser = mwr::sideIndex(mwr::opponent(*state.outcome->winner));
    return standing;
}

std::optional<qint64> BattleStore::add(MwrBattle &battle, const QString &title)
{
    std::vector<std::pair<QByteArray, QByteArray>> entries;
    entries.reserve(battle.log().size());
    for (const MwrEntry &entry : battle.log())
        entries.emplace_back(BattleCodec::canonical(MwrCodec::encode(entry)), entry.hash);
    const auto id = addRows(title, BattleCodec::canonical(MwrCodec::encode(battle.setup())), battle.secret(),
                            MwrBattleFile::Version, standingOf(battle.state()), entries);
    if (id)
        attach(battle, *id);
    return id;
}

void BattleStore::attach(MwrBattle &battle, qint64 id)
{
    battle.setEntrySink([this, id](const MwrEntry &entry, int sequence, const mwr::GameState &after) {
        return appendRow(id, sequence, BattleCodec::canonical(MwrCodec::encode(entry)), entry.hash, standingOf(after));
    });
}

std::optional<MwrBattle> BattleStore::loadMwr(qint64 id)
{
    auto rows = readRows(id);
    if (!rows)
        return std::nullopt;
    const QString where = QStringLiteral("battle %1").arg(id);
    if (rows->ruleset != MwrCodec::rulesetKey()) {
        failQuery(where + QStringLiteral(" is not a battle of %1").arg(MwrCodec::rulesetKey()),
                  rows->ruleset.isEmpty() ? QStringLiteral("it is a battle of the Ancients Wargame: it is opened with load()")
                                          : QStringLiteral("it is a battle of %1").arg(rows->ruleset));
        return std::nullopt;
    }
    const Decoded<MwrSetup> setup = MwrCodec::decodeSetup(rows->setup);
    if (!setup.ok()) {
        failQuery(where + QStringLiteral(" is damaged"), setup.problems.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    std::vector<MwrEntry> entries;
    for (std::size_t k = 0; k < rows->entries.size(); ++k) {
        Decoded<MwrEntry> entry = MwrCodec::decodeEntry(rows->entries[k].first, QStringLiteral("entry %1").arg(k), false);
        if (!entry.ok()) {
            failQuery(where + QStringLiteral(" is damaged"), entry.problems.join(QStringLiteral("; ")));
            return std::nullopt;
        }
        entry.value->hash = rows->entries[k].second;
        entries.push_back(std::move(*entry.value));
    }
    QString problem;
    auto battle = MwrBattle::restore(*setup.value, rows->secret, entries, &problem);
    if (!battle) {
        failQuery(where + QStringLiteral(" is damaged"), problem);
        return std::nullopt;
    }
    if (!m_readOnly)
        touch(id, standingOf(battle->state()));
    attach(*battle, id);
    return battle;
}

} // namespace record
