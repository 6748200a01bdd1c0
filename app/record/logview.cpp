#include "logview.h"

#include <algorithm>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

using namespace ancients;

namespace record {

namespace {

/** The Block Base @p id stood in in @p state; −1 if none. */
BlockId blockOfBase(const GameState &state, BaseId id)
{
    if (id < 0 || static_cast<std::size_t>(id) >= state.bases.size())
        return -1;
    return state.bases[static_cast<std::size_t>(id)].block;
}

/** The Blocks @p action names, read against the state it was played on. */
std::set<BlockId> actionBlocks(const Action &action, const GameState &before)
{
    return std::visit(
        [&before](const auto &a) -> std::set<BlockId> {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, MoveBlock> || std::is_same_v<A, PivotBlock> || std::is_same_v<A, WheelBlock>
                          || std::is_same_v<A, MarchColumn> || std::is_same_v<A, SplitBlock>) {
                return {a.block};
            } else if constexpr (std::is_same_v<A, MergeBlocks>) {
                return {a.into, a.from};
            } else if constexpr (std::is_same_v<A, AddFatigue>) {
                std::set<BlockId> blocks;
                for (const auto &[id, amount] : a.fatigue)
                    blocks.insert(blockOfBase(before, id));
                return blocks;
            } else if constexpr (std::is_same_v<A, Fight>) {
                return {blockOfBase(before, a.base), blockOfBase(before, a.enemy)};
            } else if constexpr (std::is_same_v<A, Shoot>) {
                return {blockOfBase(before, a.firer), blockOfBase(before, a.target)};
            } else if constexpr (std::is_same_v<A, AllocateLoss>) {
                return before.pendingLoss ? std::set<BlockId>{blockOfBase(before, before.pendingLoss->loser)}
                                          : std::set<BlockId>{};
            } else if constexpr (std::is_same_v<A, Pursue>) {
                return before.pendingPursuit ? std::set<BlockId>{blockOfBase(before, before.pendingPursuit->pursuer)}
                                             : std::set<BlockId>{};
            } else if constexpr (std::is_same_v<A, FollowUp>) {
                return before.pendingFollowUp ? std::set<BlockId>{blockOfBase(before, before.pendingFollowUp->winner)}
                                              : std::set<BlockId>{};
            } else if constexpr (std::is_same_v<A, EnterFacts>) {
                std::set<BlockId> blocks;
                for (const auto &[x, y] : a.facts.inContact) {
                    blocks.insert(x);
                    blocks.insert(y);
                }
                return blocks;
            } else {
                return {};
            }
        },
        action);
}

} // namespace

ActionOutcome ActionOutcome::of(const GameState &before, const GameState &after, const Action &action,
                                std::vector<Effect> effects)
{
    ActionOutcome o;
    o.turn = before.turn;
    o.phase = before.phase;
    o.side = before.active;
    o.blocks = actionBlocks(action, before);
    std::set<BaseId> taken;
    for (const Effect &e : effects) {
        if (e.block >= 0)
            o.blocks.insert(e.block);
        if (e.other >= 0)
            o.blocks.insert(e.other);
        o.blocks.insert(blockOfBase(before, e.base));
        if (e.kind != Effect::Kind::BlockBroke || e.block < 0)
            continue;
        // The Bases that routed in this action and stood in the Block (or, for a
        // Block made in the same action, in the Block it was split from).
        BlockId origin = e.block;
        for (const Effect &s : effects) {
            if (s.kind == Effect::Kind::Split && s.other == e.block)
                origin = s.block;
        }
        std::vector<BaseId> bases;
        for (const Base &b : after.bases) {
            if (static_cast<std::size_t>(b.id) >= before.bases.size())
                continue;
            const Base &was = before.bases[static_cast<std::size_t>(b.id)];
            if (b.routed && !was.routed && (was.block == e.block || was.block == origin) && !taken.contains(b.id))
                bases.push_back(b.id);
        }
        taken.insert(bases.begin(), bases.end());
        o.broken[e.block] = std::move(bases);
    }
    o.blocks.erase(-1); // a Base of no Block, or none at all
    o.effects = std::move(effects);
    return o;
}

std::vector<Effect> LogView::lastEffects() const
{
    if (m_inForce.empty())
        return {};
    return m_entries[static_cast<std::size_t>(m_inForce.back())].outcome.effects;
}

std::optional<LastFight> LogView::lastFight() const
{
    for (auto k = m_inForce.rbegin(); k != m_inForce.rend(); ++k) {
        const EntryView &entry = m_entries[static_cast<std::size_t>(*k)];
        const std::vector<Effect> &effects = entry.outcome.effects;
        for (auto e = effects.rbegin(); e != effects.rend(); ++e) {
            if (e->kind != Effect::Kind::Combat || !e->combat)
                continue;
            const Fight *fight = entry.action ? std::get_if<Fight>(&*entry.action) : nullptr;
            return LastFight{*e->combat, fight ? fight->base : -1, fight ? fight->enemy : -1};
        }
    }
    return std::nullopt;
}

std::vector<DecidingFight> LogView::decidingFights(const GameState &now, std::size_t most) const
{
    if (!now.loser || most == 0)
        return {};
    const Side broken = *now.loser;
    const auto sideOfBase = [&now](BaseId id) -> std::optional<Side> {
        if (id < 0 || static_cast<std::size_t>(id) >= now.bases.size())
            return std::nullopt;
        return now.bases[static_cast<std::size_t>(id)].side;
    };
    const auto sideOfBlock = [&now](BlockId id) -> std::optional<Side> {
        if (id < 0 || static_cast<std::size_t>(id) >= now.blocks.size())
            return std::nullopt;
        return now.blocks[static_cast<std::size_t>(id)].side;
    };
    // The action the army broke in: the last in force that says so.
    auto at = static_cast<std::ptrdiff_t>(m_inForce.size()) - 1;
    for (; at >= 0; --at) {
        const auto &effects = m_entries[static_cast<std::size_t>(m_inForce[static_cast<std::size_t>(at)])].outcome.effects;
        if (std::any_of(effects.begin(), effects.end(),
                        [broken](const Effect &e) { return e.kind == Effect::Kind::ArmyBroke && e.side == broken; }))
            break;
    }
    if (at < 0)
        return {};
    const int breakTurn = m_entries[static_cast<std::size_t>(m_inForce[static_cast<std::size_t>(at)])].outcome.turn;

    // Back from the break: every fight the broken army lost in that turn, with the Blocks it
    // lost after each; before that turn, only until one is found.
    std::vector<DecidingFight> fights;
    std::vector<BlockId> brokeSince;
    for (std::ptrdiff_t k = at; k >= 0 && fights.size() < most; --k) {
        const EntryView &entry = m_entries[static_cast<std::size_t>(m_inForce[static_cast<std::size_t>(k)])];
        if (entry.outcome.turn < breakTurn && !fights.empty())
            break;
        for (const auto &[block, bases] : entry.outcome.broken) {
            if (sideOfBlock(block) == broken)
                brokeSince.insert(brokeSince.begin(), block);
        }
        const auto &effects = entry.outcome.effects;
        for (auto e = effects.rbegin(); e != effects.rend(); ++e) {
            if (e->kind != Effect::Kind::Combat || !e->combat || e->base < 0 || sideOfBase(e->base) != broken)
                continue;
            DecidingFight fight;
            fight.actionIndex = static_cast<int>(k);
            fight.turn = entry.outcome.turn;
            fight.loser = e->base;
            fight.winner = e->base == e->firstBase ? e->otherBase : e->firstBase;
            fight.margin = e->amount;
            fight.broke = std::move(brokeSince);
            brokeSince.clear();
            fights.insert(fights.begin(), std::move(fight));
            break;
        }
    }
    return fights;
}

std::map<BlockId, std::vector<BaseId>> LogView::brokenBlocks() const
{
    std::map<BlockId, std::vector<BaseId>> broken;
    for (const int k : m_inForce) {
        for (const auto &[block, bases] : m_entries[static_cast<std::size_t>(k)].outcome.broken)
            broken[block] = bases;
    }
    return broken;
}

EntryView LogView::entryOf(const LogEntry &entry) const
{
    EntryView view;
    view.type = entry.type;
    view.action = entry.action;
    view.index = entry.type == LogEntry::Type::Amend ? entry.index : -1;
    view.note = entry.note;
    view.umpire = entry.umpire;
    view.time = entry.time;
    view.hash = entry.hash;
    return view;
}

void LogView::reserve(std::size_t entries)
{
    m_entries.reserve(entries);
    m_inForce.reserve(entries);
}

void LogView::appendAction(const LogEntry &entry, const Action &action, ActionOutcome outcome)
{
    EntryView view = entryOf(entry);
    view.action = action; // a redo's entry names no action: it is the undone one again
    view.inForce = true;
    view.actionIndex = static_cast<int>(m_inForce.size());
    view.outcome = std::move(outcome);
    m_inForce.push_back(static_cast<int>(m_entries.size()));
    m_entries.push_back(std::move(view));
}

void LogView::appendUndo(const LogEntry &entry, const GameState &now)
{
    EntryView view = entryOf(entry);
    if (!m_inForce.empty()) {
        EntryView &undone = m_entries[static_cast<std::size_t>(m_inForce.back())];
        undone.inForce = false;
        undone.actionIndex = -1;
        ++undone.revision;
        view.action = undone.action;
        view.outcome.blocks = undone.outcome.blocks;
        m_inForce.pop_back();
    }
    view.outcome.turn = now.turn;
    view.outcome.phase = now.phase;
    view.outcome.side = now.active;
    m_entries.push_back(std::move(view));
}

int LogView::actionNumber(int actionIndex) const noexcept
{
    if (actionIndex < 0 || static_cast<std::size_t>(actionIndex) >= m_inForce.size())
        return -1;
    return entryNumber(m_inForce[static_cast<std::size_t>(actionIndex)]);
}

void LogView::appendAmend(const LogEntry &entry, const std::vector<Action> &actions, std::vector<ActionOutcome> outcomes,
                          const std::vector<int> &origins)
{
    const auto at = static_cast<std::size_t>(entry.index);
    const int own = static_cast<int>(m_entries.size());
    const std::vector<int> before = m_inForce;
    // Every action in force from the corrected one on is out of force, unless it is played again below.
    for (std::size_t k = at; k < before.size(); ++k) {
        EntryView &out = m_entries[static_cast<std::size_t>(before[k])];
        out.inForce = false;
        out.actionIndex = -1;
    }
    m_inForce.resize(at);

    EntryView view = entryOf(entry);
    view.inForce = true;
    view.actionIndex = entry.index;
    view.corrected = before.at(at);
    view.outcome = std::move(outcomes.at(0));
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const int origin = i < origins.size() ? origins[i] : -1;
        if (i == 0 || origin < 0) {
            m_inForce.push_back(own); // the correction, or a choice asked again: the amendment's own
            continue;
        }
        // A later action in force was played again: its entry shows what it does now.
        const int index = before.at(static_cast<std::size_t>(origin));
        EntryView &later = m_entries[static_cast<std::size_t>(index)];
        later.inForce = true;
        later.actionIndex = static_cast<int>(m_inForce.size());
        later.action = actions.at(i);
        if (!(later.outcome == outcomes[i]))
            later.outcome = std::move(outcomes[i]);
        m_inForce.push_back(index);
    }
    // What changed since it was shown: out of force, moved, or doing something else now.
    for (std::size_t k = at; k < before.size(); ++k)
        ++m_entries[static_cast<std::size_t>(before[k])].revision;
    m_entries.push_back(std::move(view));
}

} // namespace record
