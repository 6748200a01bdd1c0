#pragma once

// The store's side of a battle of a ruleset other than the Ancients Wargame
// (battlestore.h): the same tables and the same commit of each entry before the
// battle changes, with the ruleset's own codec (Rules::Codec). Included by
// mwrstore.cpp and ohwstore.cpp only.

#include "battlestore.h"
#include "rulesetfile.h"

namespace record {

template<typename Rules>
std::optional<qint64> BattleStore::addRuleset(RulesetBattle<Rules> &battle, const QString &title)
{
    using Codec = typename Rules::Codec;
    std::vector<EntryRow> entries;
    entries.reserve(battle.log().size());
    for (const auto &entry : battle.log())
        entries.push_back({BattleCodec::canonical(Codec::encode(entry)), entry.hash, std::nullopt});
    const auto id = addRows(title, BattleCodec::canonical(Codec::encode(battle.setup())), battle.secret(),
                            RulesetBattleFile<Rules>::Version, standingOf(battle.state()), entries);
    if (id)
        attachRuleset(battle, *id);
    return id;
}

template<typename Rules>
void BattleStore::attachRuleset(RulesetBattle<Rules> &battle, qint64 id)
{
    using Codec = typename Rules::Codec;
    battle.setEntrySink([this, id](const typename Rules::Entry &entry, int sequence, const typename Rules::State &after) {
        return appendRow(id, sequence, {BattleCodec::canonical(Codec::encode(entry)), entry.hash, std::nullopt},
                         standingOf(after));
    });
}

template<typename Rules>
std::optional<RulesetBattle<Rules>> BattleStore::loadRuleset(qint64 id)
{
    using Codec = typename Rules::Codec;
    auto rows = readRows(id);
    if (!rows)
        return std::nullopt;
    const QString where = QStringLiteral("battle %1").arg(id);
    if (rows->ruleset != Codec::rulesetKey()) {
        failQuery(where + QStringLiteral(" is not a battle of %1").arg(Codec::rulesetKey()),
                  rows->ruleset.isEmpty() ? QStringLiteral("it is a battle of the Ancients Wargame: it is opened with load()")
                                          : QStringLiteral("it is a battle of %1").arg(rows->ruleset));
        return std::nullopt;
    }
    const auto setup = Codec::decodeSetup(rows->setup);
    if (!setup.ok()) {
        failQuery(where + QStringLiteral(" is damaged"), setup.problems.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    std::vector<typename Rules::Entry> entries;
    for (std::size_t k = 0; k < rows->entries.size(); ++k) {
        if (rows->entries[k].bytes) {
            failQuery(where + QStringLiteral(" is damaged"),
                      QStringLiteral("entry %1 is kept as bytes, but only a battle of the Ancients Wargame keeps its entries so").arg(k));
            return std::nullopt;
        }
        auto entry = Codec::decodeEntry(rows->entries[k].json, QStringLiteral("entry %1").arg(k), false);
        if (!entry.ok()) {
            failQuery(where + QStringLiteral(" is damaged"), entry.problems.join(QStringLiteral("; ")));
            return std::nullopt;
        }
        entry.value->hash = rows->entries[k].hash;
        entries.push_back(std::move(*entry.value));
    }
    QString problem;
    auto battle = RulesetBattle<Rules>::restore(*setup.value, rows->secret, entries, &problem);
    if (!battle) {
        failQuery(where + QStringLiteral(" is damaged"), problem);
        return std::nullopt;
    }
    if (!m_readOnly)
        touch(id, standingOf(battle->state()));
    attachRuleset(*battle, id);
    return battle;
}

} // namespace record
