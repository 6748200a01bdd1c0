#include "ancients/formation.h"

#include <algorithm>
#include <set>
#include <utility>

namespace ancients {

namespace {

const Base &baseAt(const GameState &s, BaseId id)
{
    return s.bases.at(static_cast<std::size_t>(id));
}

bool validBase(const GameState &s, BaseId id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.bases.size();
}

/** Whether the formation of @p members is read from the hexes: positions tracked and every Base on one. */
bool fromHexes(const GameState &s, std::span<const BaseId> members)
{
    return s.positionsTracked && !members.empty()
        && std::all_of(members.begin(), members.end(), [&s](BaseId id) { return baseAt(s, id).hex.has_value(); });
}

/**
 * Each Base's file and rank along the width and depth axes of the first Base's
 * facing, relative to the first Base: the hex offset solved in that basis.
 */
std::vector<std::pair<int, int>> axialPlaces(const GameState &s, std::span<const BaseId> members)
{
    const Base &first = baseAt(s, members.front());
    const Hex w = HexDirections[static_cast<std::size_t>(first.facing.widthAxis())];
    const Hex d = HexDirections[static_cast<std::size_t>(first.facing.depthAxis())];
    const int det = w.q * d.r - w.r * d.q;
    std::vector<std::pair<int, int>> out;
    for (const BaseId id : members) {
        const Hex v = *baseAt(s, id).hex - *first.hex;
        out.emplace_back((v.q * d.r - v.r * d.q) / det, (w.q * v.r - w.r * v.q) / det);
    }
    return out;
}

Formation trackedFormation(const GameState &s, std::span<const BaseId> members)
{
    const auto at = axialPlaces(s, members);
    int minI = at.front().first, maxI = minI, minJ = at.front().second, maxJ = minJ;
    for (const auto &[i, j] : at) {
        minI = std::min(minI, i);
        maxI = std::max(maxI, i);
        minJ = std::min(minJ, j);
        maxJ = std::max(maxJ, j);
    }
    Formation f;
    f.frontage = maxI - minI + 1;
    f.depth = maxJ - minJ + 1;
    for (std::size_t k = 0; k < members.size(); ++k)
        f.places.push_back(Place{members[k], at[k].first - minI, at[k].second - minJ});
    std::stable_sort(f.places.begin(), f.places.end(),
                     [](const Place &x, const Place &y) { return std::pair(x.rank, x.file) < std::pair(y.rank, y.file); });
    return f;
}

Formation deployedFormation(std::span<const BlockSpec> listed, std::span<const BaseId> members)
{
    struct Slot
    {
        int origin = -1; ///< the listed Block, −1 if not known
        int rank = 0;
        int file = 0;
        BaseId id = 0;
    };
    std::vector<std::vector<Slot>> groups; // by listed Block, in the order the Block holds them
    for (const BaseId id : members) {
        const DeployedPlace deployed = deployedPlace(listed, id);
        const Slot slot{deployed.listed, deployed.rank, deployed.file, id};
        const auto group = std::find_if(groups.begin(), groups.end(),
                                        [&slot](const std::vector<Slot> &g) { return g.front().origin == slot.origin; });
        if (group == groups.end())
            groups.push_back({slot});
        else
            group->push_back(slot);
    }
    Formation f;
    const int count = static_cast<int>(members.size());
    if (count == 0)
        return f;
    std::vector<BaseId> order;
    for (std::vector<Slot> &group : groups) {
        if (group.front().origin < 0) {
            // Not from a listed Block: one rank, in the Block's order.
            f.frontage = std::max(f.frontage, static_cast<int>(group.size()));
        } else {
            std::stable_sort(group.begin(), group.end(), [](const Slot &x, const Slot &y) {
                return std::pair(x.rank, x.file) < std::pair(y.rank, y.file);
            });
            std::set<int> files;
            for (const Slot &slot : group)
                files.insert(slot.file);
            f.frontage = std::max(f.frontage, static_cast<int>(files.size()));
        }
        for (const Slot &slot : group)
            order.push_back(slot.id);
    }
    f.frontage = std::clamp(f.frontage, 1, count);
    f.depth = (count + f.frontage - 1) / f.frontage;
    for (int k = 0; k < count; ++k)
        f.places.push_back(Place{order[static_cast<std::size_t>(k)], k % f.frontage, k / f.frontage});
    return f;
}

/** The file of @p id with tracked positions: its Block's Bases on its line along the depth axis, front to back. */
std::vector<BaseId> trackedFile(const GameState &s, BaseId id)
{
    const Base &b = baseAt(s, id);
    std::map<Hex, BaseId> at;
    for (const BaseId m : s.blocks.at(static_cast<std::size_t>(b.block)).bases)
        at.emplace(*baseAt(s, m).hex, m);
    const int back = b.facing.depthAxis();
    const int forward = wrapDirection(back + 3);
    Hex h = *b.hex;
    while (at.contains(neighbour(h, forward)))
        h = neighbour(h, forward);
    std::vector<BaseId> file;
    for (; at.contains(h); h = neighbour(h, back))
        file.push_back(at.at(h));
    return file;
}

std::vector<Hex> hexesOf(const GameState &s, const std::vector<BaseId> &ids)
{
    std::vector<Hex> out;
    for (const BaseId id : ids)
        out.push_back(*baseAt(s, id).hex);
    return out;
}

/** The edge-connected groups of @p ids, in the order of their first member. */
std::vector<std::vector<BaseId>> components(const GameState &s, const std::vector<BaseId> &ids)
{
    std::vector<std::vector<BaseId>> groups;
    std::set<BaseId> seen;
    for (const BaseId start : ids) {
        if (seen.contains(start))
            continue;
        std::vector<BaseId> group{start};
        seen.insert(start);
        for (std::size_t i = 0; i < group.size(); ++i) {
            const Hex h = *baseAt(s, group[i]).hex;
            for (const BaseId o : ids) {
                if (!seen.contains(o) && distance(h, *baseAt(s, o).hex) == 1) {
                    seen.insert(o);
                    group.push_back(o);
                }
            }
        }
        groups.push_back(std::move(group));
    }
    return groups;
}

/** The Bases on either side of the seam between @p file and @p rest (§6.2): those of each that touch the other. */
std::vector<BaseId> trackedSeams(const GameState &s, const std::vector<BaseId> &file, const std::vector<BaseId> &rest)
{
    const std::vector<Hex> fileHexes = hexesOf(s, file);
    const std::vector<Hex> restHexes = hexesOf(s, rest);
    std::vector<BaseId> seam;
    for (const auto &[part, other] : {std::pair{&file, &restHexes}, std::pair{&rest, &fileHexes}}) {
        for (const BaseId id : *part) {
            if (!seamHexes(std::vector<Hex>{*baseAt(s, id).hex}, *other).empty())
                seam.push_back(id);
        }
    }
    return seam;
}

} // namespace

DeployedPlace deployedPlace(std::span<const BlockSpec> listed, BaseId base)
{
    int first = 0;
    for (std::size_t i = 0; i < listed.size(); ++i) {
        const int count = listed[i].baseCount();
        if (base >= first && base < first + count) {
            const int files = std::max(1, listed[i].frontage);
            return DeployedPlace{static_cast<int>(i), (base - first) % files, (base - first) / files};
        }
        first += count;
    }
    return {};
}

std::vector<BaseId> Formation::order() const
{
    std::vector<BaseId> out;
    for (const Place &p : places)
        out.push_back(p.base);
    return out;
}

const Place *Formation::placeOf(BaseId base) const
{
    const auto it = std::find_if(places.begin(), places.end(), [base](const Place &p) { return p.base == base; });
    return it == places.end() ? nullptr : &*it;
}

std::vector<BaseId> Formation::inFile(int file) const
{
    std::vector<const Place *> column;
    for (const Place &p : places) {
        if (p.file == file)
            column.push_back(&p);
    }
    std::stable_sort(column.begin(), column.end(), [](const Place *x, const Place *y) { return x->rank < y->rank; });
    std::vector<BaseId> out;
    for (const Place *p : column)
        out.push_back(p->base);
    return out;
}

std::vector<BaseId> FileSplit::seamBases() const
{
    std::vector<BaseId> out;
    for (const auto &[id, count] : seams)
        out.push_back(id);
    return out;
}

std::vector<BaseId> FileSplit::farSide() const
{
    std::vector<BaseId> out;
    for (std::size_t i = 1; i < parts.size(); ++i)
        out.insert(out.end(), parts[i].begin(), parts[i].end());
    return out;
}

Formation formation(const GameState &state, std::span<const BaseId> members, std::span<const BlockSpec> listed)
{
    if (members.empty())
        return {};
    return fromHexes(state, members) ? trackedFormation(state, members) : deployedFormation(listed, members);
}

Formation formation(const GameState &state, BlockId block, std::span<const BlockSpec> listed)
{
    if (block < 0 || static_cast<std::size_t>(block) >= state.blocks.size())
        return {};
    return formation(state, std::span<const BaseId>(state.blocks[static_cast<std::size_t>(block)].bases), listed);
}

std::vector<BaseId> fileOf(const GameState &state, BaseId base, std::span<const BlockSpec> listed)
{
    if (!validBase(state, base) || baseAt(state, base).block < 0)
        return {};
    const BlockId block = baseAt(state, base).block;
    const auto &members = state.blocks.at(static_cast<std::size_t>(block)).bases;
    if (fromHexes(state, members))
        return trackedFile(state, base);
    const Formation f = formation(state, block, listed);
    const Place *at = f.placeOf(base);
    return at ? f.inFile(at->file) : std::vector<BaseId>{};
}

FileSplit fileSplit(const GameState &state, std::span<const BaseId> file, std::span<const BlockSpec> listed)
{
    FileSplit split;
    split.file.assign(file.begin(), file.end());
    if (file.empty() || !validBase(state, file.front()) || baseAt(state, file.front()).block < 0)
        return split;
    const std::vector<BaseId> &members = state.blocks.at(static_cast<std::size_t>(baseAt(state, file.front()).block)).bases;
    if (file.size() >= members.size()) {
        // A whole Block of several Bases leaves nothing behind, yet its push pays one
        // seam on each of its Bases: there is no free retreat (§9.6, ruling R31).
        if (members.size() > 1) {
            for (const BaseId id : file)
                split.seams[id] = 1;
        }
        return split;
    }
    const std::set<BaseId> leaving(file.begin(), file.end());
    std::vector<BaseId> rest;
    for (const BaseId id : members) {
        if (!leaving.contains(id))
            rest.push_back(id);
    }
    if (fromHexes(state, members)) {
        // One seam on each side where part of the Block remains (ruling R31).
        split.parts = components(state, rest);
        for (const auto &part : split.parts) {
            for (const BaseId id : trackedSeams(state, split.file, part))
                split.seams[id] += 1;
        }
        return split;
    }
    const Formation f = formation(state, std::span<const BaseId>(members), listed);
    int lowest = f.frontage;
    int highest = -1;
    for (const BaseId id : file) {
        if (const Place *p = f.placeOf(id)) {
            lowest = std::min(lowest, p->file);
            highest = std::max(highest, p->file);
        }
    }
    std::vector<BaseId> left, right;
    for (const Place &p : f.places) {
        if (!leaving.contains(p.base))
            (p.file > highest ? right : left).push_back(p.base);
    }
    for (const auto &[part, next] : {std::pair{&left, lowest - 1}, std::pair{&right, highest + 1}}) {
        if (part->empty())
            continue;
        split.parts.push_back(*part);
        for (const BaseId id : file)
            split.seams[id] += 1;
        for (const BaseId id : *part) {
            if (f.placeOf(id)->file == next)
                split.seams[id] += 1;
        }
    }
    return split;
}

FileSplit fileSplit(const GameState &state, BaseId base, std::span<const BlockSpec> listed)
{
    const std::vector<BaseId> file = fileOf(state, base, listed);
    return fileSplit(state, std::span<const BaseId>(file), listed);
}

FileSplit baseSplit(const GameState &state, BaseId base, std::span<const BlockSpec> listed)
{
    const std::vector<BaseId> alone{base};
    if (!validBase(state, base) || baseAt(state, base).block < 0)
        return FileSplit{alone, {}, {}};
    const BlockId block = baseAt(state, base).block;
    if (fromHexes(state, state.blocks.at(static_cast<std::size_t>(block)).bases))
        return fileSplit(state, std::span<const BaseId>(alone));
    // Without positions: the Block laid out on hexes as its formation stands on the table.
    GameState laid = state;
    laid.positionsTracked = true;
    for (const Place &p : formation(state, block, listed).places) {
        Base &b = laid.bases.at(static_cast<std::size_t>(p.base));
        b.hex = layoutHex(Hex{}, Facing{}, p.file, p.rank);
        b.facing = Facing{};
    }
    return fileSplit(laid, std::span<const BaseId>(alone));
}

bool isFrontFlank(const Formation &formation, BaseId base)
{
    const Place *at = formation.placeOf(base);
    if (!at || at->rank != 0)
        return false;
    int left = at->file;
    int right = at->file;
    for (const Place &p : formation.places) {
        if (p.rank == 0) {
            left = std::min(left, p.file);
            right = std::max(right, p.file);
        }
    }
    return at->file == left || at->file == right;
}

} // namespace ancients
