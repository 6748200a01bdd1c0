#include "fatiguetracker.h"
#include "trackerstorage.h"

#include "labels.h"
#include "numberformat.h"
#include "record/jsonreader.h"

#include "ancients/fraction.h"
#include "ancients/keys.h"
#include "ancients/preview.h"
#include "ancients/rules_tables.h"
#include "ancients/tally.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>
#include <utility>

namespace {

int total(const QList<int> &fatigue)
{
    return std::accumulate(fatigue.cbegin(), fatigue.cend(), 0);
}

// The Block's exact average Base Fatigue (§6); only for a Block with Bases.
ancients::Fraction average(const QList<int> &fatigue)
{
    return {total(fatigue), std::max<qsizetype>(1, fatigue.size())};
}

bool broken(const QList<int> &fatigue)
{
    return !fatigue.isEmpty() && ancients::blockHasBroken(average(fatigue));
}

bool isTroopTypeKey(const QString &key)
{
    return ancients::troopTypeFromKey(key.toStdString()).has_value();
}

bool validSide(int side)
{
    return side == 0 || side == 1;
}

QString defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/tracker.json");
}

const QStringList PhaseKeys{QStringLiteral("move"), QStringLiteral("shoot"), QStringLiteral("combat"),
                            QStringLiteral("recovery")};
constexpr int MovePhase = 0;
constexpr int ShootPhase = 1;
constexpr int CombatPhase = 2;
constexpr int RecoveryPhase = 3;

/** The tag of a Base's table label: the label up to its space ("WAR" of "WAR 2·1"). */
QString tagOf(const QString &label)
{
    return label.section(QLatin1Char(' '), 0, 0);
}

/** The Block as the engine's tally of it (engine/include/ancients/tally.h). */
ancients::TallyBlock tallyOf(const TrackerBlock &block)
{
    ancients::TallyBlock tally;
    tally.fatigue.assign(block.fatigue.cbegin(), block.fatigue.cend());
    for (const TrackerPlace &place : block.places)
        tally.places.push_back({place.file, place.rank});
    tally.type = ancients::troopTypeFromKey(block.troopType.toStdString());
    return tally;
}

/** A cut or join: "files" or "ranks". */
std::optional<ancients::SeamLine> seamLine(const QString &line)
{
    if (line == QLatin1String("files"))
        return ancients::SeamLine::Files;
    if (line == QLatin1String("ranks"))
        return ancients::SeamLine::Ranks;
    return std::nullopt;
}

/**
 * Names every Block of @p side whose Bases all carry one tag: the name it was
 * added with when it holds every Base of that tag on the side, else a part's
 * name, by the files (ranks) it holds of the Block it was added as, as the
 * battle names split Blocks (labels::partName()).
 */
void renameParts(TrackerSide &side)
{
    QHash<QString, std::set<int>> allFiles;
    QHash<QString, std::set<int>> allRanks;
    QHash<QString, int> counts;
    for (const TrackerBlock &block : std::as_const(side.blocks)) {
        for (qsizetype i = 0; i < block.labels.size(); ++i) {
            const QString tag = tagOf(block.labels.at(i));
            allFiles[tag].insert(block.deployed.value(i).file);
            allRanks[tag].insert(block.deployed.value(i).rank);
            ++counts[tag];
        }
    }
    for (TrackerBlock &block : side.blocks) {
        QSet<QString> tags;
        std::set<int> files;
        std::set<int> ranks;
        for (qsizetype i = 0; i < block.labels.size(); ++i) {
            tags.insert(tagOf(block.labels.at(i)));
            files.insert(block.deployed.value(i).file);
            ranks.insert(block.deployed.value(i).rank);
        }
        if (tags.size() != 1 || block.origin.isEmpty())
            continue;
        const QString tag = *tags.cbegin();
        if (counts.value(tag) == block.labels.size()) {
            block.name = block.origin;
            continue;
        }
        const labels::PartBy by = ranks == allRanks.value(tag) ? labels::PartBy::Files
            : files == allFiles.value(tag)                      ? labels::PartBy::Ranks
                                                                : labels::PartBy::Both;
        block.name = labels::partName(block.origin, files, ranks, by);
    }
}

/** The Bases of @p block listed in @p indices, in that order, as a Block of their own. */
TrackerBlock partOf(const TrackerBlock &block, const std::vector<std::size_t> &indices, const ancients::TallySplit &split)
{
    TrackerBlock part;
    part.name = block.name;
    part.troopType = block.troopType;
    part.origin = block.origin;
    part.moved = block.moved;
    for (const std::size_t index : indices) {
        const auto i = static_cast<qsizetype>(index);
        part.fatigue.append(split.fatigue[index]);
        part.labels.append(block.labels.value(i));
        part.places.append({split.places[index].file, split.places[index].rank});
        part.deployed.append(block.deployed.value(i));
        part.held.append(block.held.value(i));
    }
    return part;
}

} // namespace

QString averageFatigueText(const QList<int> &fatigue)
{
    if (fatigue.isEmpty())
        return {};
    return numberformat::mixed(average(fatigue));
}

QString fatigueStateKey(const QList<int> &fatigue)
{
    return record::json::keyText(ancients::fatigueState(average(fatigue)));
}

bool fatigueBroken(const QList<int> &fatigue)
{
    return broken(fatigue);
}

double averageFatigueValue(const QList<int> &fatigue)
{
    return fatigue.isEmpty() ? 0.0 : average(fatigue).toDouble();
}

int armyBreaksAt(int starting)
{
    return ancients::basesLostToBreakArmy(starting);
}

// ---- FatigueTracker -----------------------------------------------------------------

FatigueTracker::FatigueTracker(QObject *parent)
    : FatigueTracker(defaultFilePath(), parent)
{
}

FatigueTracker::FatigueTracker(const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_filePath(filePath)
{
    m_models[0] = new TrackerSideModel(this, 0);
    m_models[1] = new TrackerSideModel(this, 1);
    load();
    publish();
}

FatigueTracker::~FatigueTracker() = default;

bool FatigueTracker::isEmpty() const
{
    return std::all_of(m_state.sides.cbegin(), m_state.sides.cend(),
                       [](const TrackerSide &side) { return side.blocks.isEmpty(); });
}

int FatigueTracker::minimumFatigue()
{
    return ancients::MinimumFatigue;
}

QString FatigueTracker::phase() const
{
    return PhaseKeys.value(m_state.turn.phase);
}

const TrackerBlock *FatigueTracker::blockAt(int side, int block) const
{
    if (!validSide(side) || block < 0 || block >= m_state.sides[side].blocks.size())
        return nullptr;
    return &m_state.sides[side].blocks[block];
}

TrackerBlock FatigueTracker::freshBlock(const QString &name, const QString &troopType, int bases, int files,
                                        const QString &tag)
{
    const int width = files < 1 || files > bases ? bases : files;
    TrackerBlock block{name.trimmed(), troopType, QList<int>(bases, ancients::MinimumFatigue), {}, {}, {},
                       QList<bool>(bases, false), name.trimmed(), false};
    for (int i = 0; i < bases; ++i) {
        const TrackerPlace place{i % width, i / width};
        block.places.append(place);
        block.deployed.append(place);
        block.labels.append(labels::tableLabel(tag, place.file, place.rank));
    }
    return block;
}

QString FatigueTracker::freeTag(const TrackerState &state, const QString &name)
{
    // Every tag in use stands as a Block's own tag, so the new one gives way to them all.
    std::vector<ancients::BlockSpec> listed;
    QSet<QString> taken;
    for (const TrackerSide &side : state.sides) {
        for (const TrackerBlock &block : side.blocks) {
            for (const QString &label : block.labels)
                taken.insert(tagOf(label));
        }
    }
    for (const QString &tag : std::as_const(taken)) {
        ancients::BlockSpec spec;
        spec.tag = tag.toStdString();
        listed.push_back(spec);
    }
    ancients::BlockSpec wanted;
    wanted.name = name.toStdString();
    listed.push_back(wanted);
    return labels::tags(listed).constLast();
}

void FatigueTracker::setSideName(int side, const QString &name)
{
    if (!validSide(side))
        return;
    TrackerState next = m_state;
    next.sides[side].name = name.trimmed();
    change(next);
}

bool FatigueTracker::addBlock(int side, const QString &name, int bases, const QString &troopType, int files)
{
    if (!validSide(side) || name.trimmed().isEmpty() || bases < 1 || bases > MaximumBases || files < 0 || files > bases
        || (!troopType.isEmpty() && !isTroopTypeKey(troopType)))
        return false;
    TrackerState next = m_state;
    next.sides[side].blocks.append(freshBlock(name, troopType, bases, files, freeTag(m_state, name.trimmed())));
    change(next);
    return true;
}

void FatigueTracker::removeBlock(int side, int block)
{
    if (!blockAt(side, block))
        return;
    TrackerState next = m_state;
    next.sides[side].blocks.removeAt(block);
    change(next);
}

void FatigueTracker::raiseFatigue(int side, int block, int base)
{
    const TrackerBlock *current = blockAt(side, block);
    if (!current || base < 0 || base >= current->fatigue.size() || current->fatigue[base] >= MaximumFatigue)
        return;
    TrackerState next = m_state;
    TrackerBlock &changed = next.sides[side].blocks[block];
    ++changed.fatigue[base];
    // Fatigue on one Base in a Shoot or Combat phase: it was shot at or fought (§6.1).
    if (m_state.turn.phase == ShootPhase || m_state.turn.phase == CombatPhase)
        changed.held[base] = true;
    change(next);
}

void FatigueTracker::lowerFatigue(int side, int block, int base)
{
    const TrackerBlock *current = blockAt(side, block);
    if (!current || base < 0 || base >= current->fatigue.size() || current->fatigue[base] <= ancients::MinimumFatigue)
        return;
    TrackerState next = m_state;
    --next.sides[side].blocks[block].fatigue[base];
    change(next);
}

void FatigueTracker::raiseBlock(int side, int block)
{
    const TrackerBlock *current = blockAt(side, block);
    if (!current)
        return;
    TrackerState next = m_state;
    TrackerBlock &changed = next.sides[side].blocks[block];
    for (int &fatigue : changed.fatigue)
        fatigue = std::min(MaximumFatigue, fatigue + 1);
    // A whole-Block cost in its own Move phase: it moved (§5.2, §6.1).
    if (m_state.turn.phase == MovePhase && m_state.turn.side == side)
        changed.moved = true;
    change(next);
}

void FatigueTracker::lowerBlock(int side, int block)
{
    const TrackerBlock *current = blockAt(side, block);
    if (!current)
        return;
    TrackerState next = m_state;
    for (int &fatigue : next.sides[side].blocks[block].fatigue)
        fatigue = std::max(ancients::MinimumFatigue, fatigue - 1);
    change(next);
}

void FatigueTracker::setMoved(int side, int block, bool moved)
{
    if (!blockAt(side, block))
        return;
    TrackerState next = m_state;
    next.sides[side].blocks[block].moved = moved;
    change(next);
}

void FatigueTracker::setHeld(int side, int block, int base, bool held)
{
    const TrackerBlock *current = blockAt(side, block);
    if (!current || base < 0 || base >= current->held.size())
        return;
    TrackerState next = m_state;
    next.sides[side].blocks[block].held[base] = held;
    change(next);
}

QString FatigueTracker::refusalText(int refusal, const QString &block)
{
    switch (static_cast<ancients::TallyRefusal>(refusal)) {
    case ancients::TallyRefusal::None:
        return {};
    case ancients::TallyRefusal::NoBases:
        return tr("%1 has no Bases.").arg(block);
    case ancients::TallyRefusal::Broken:
        return tr("%1 has broken: routed troops cannot form Blocks or merge (§12).").arg(block);
    case ancients::TallyRefusal::EmptyPart:
        return tr("Both parts of a split keep Bases: cut between two files or two ranks of %1 (§6.2).").arg(block);
    case ancients::TallyRefusal::UnlikeTypes:
        return tr("Only Blocks of the same troop type merge (§6.2).");
    }
    return {};
}

QString FatigueTracker::splitIn(TrackerState *state, int side, int block, const QString &line, int at, QStringList *seam)
{
    const std::optional<ancients::SeamLine> cut = seamLine(line);
    if (!validSide(side) || block < 0 || block >= state->sides[side].blocks.size() || !cut)
        return tr("There is no such Block or cut.");
    const TrackerBlock current = state->sides[side].blocks[block];
    const ancients::TallySplit result = ancients::splitTally(tallyOf(current), *cut, at);
    if (!result.ok())
        return refusalText(static_cast<int>(result.refusal), current.name);
    if (seam) {
        seam->clear();
        for (const std::size_t index : result.seam)
            seam->append(current.labels.value(static_cast<qsizetype>(index)));
    }
    TrackerSide &changed = state->sides[side];
    changed.blocks[block] = partOf(current, result.staying, result);
    changed.blocks.insert(block + 1, partOf(current, result.leaving, result));
    renameParts(changed);
    return {};
}

QString FatigueTracker::mergeIn(TrackerState *state, int side, int block, int other, const QString &line, QStringList *seam)
{
    const std::optional<ancients::SeamLine> join = seamLine(line);
    const auto exists = [&](int b) { return validSide(side) && b >= 0 && b < state->sides[side].blocks.size(); };
    if (!exists(block) || !exists(other) || block == other || !join)
        return tr("There is no such Block or join.");
    const TrackerBlock first = state->sides[side].blocks[block];
    const TrackerBlock second = state->sides[side].blocks[other];
    const ancients::TallyMerge result = ancients::mergeTally(tallyOf(first), tallyOf(second), *join);
    if (!result.ok()) {
        const bool secondBroke = result.refusal == ancients::TallyRefusal::Broken && !fatigueBroken(first.fatigue);
        return refusalText(static_cast<int>(result.refusal), secondBroke ? second.name : first.name);
    }
    TrackerBlock merged = first;
    merged.troopType = first.troopType.isEmpty() ? second.troopType : first.troopType;
    merged.fatigue = QList<int>(result.merged.fatigue.cbegin(), result.merged.fatigue.cend());
    merged.places.clear();
    for (const ancients::GridPlace &place : result.merged.places)
        merged.places.append({place.file, place.rank});
    merged.labels += second.labels;
    merged.deployed += second.deployed;
    merged.held += second.held;
    merged.moved = first.moved || second.moved;
    if (first.origin != second.origin) {
        merged.origin = QStringList{first.origin, second.origin}.join(QStringLiteral(" + "));
        merged.name = QStringList{first.name, second.name}.join(QStringLiteral(" + "));
    }
    if (seam) {
        seam->clear();
        for (const std::size_t index : result.seam)
            seam->append(merged.labels.value(static_cast<qsizetype>(index)));
    }
    TrackerSide &changed = state->sides[side];
    changed.blocks[block] = merged;
    changed.blocks.removeAt(other);
    renameParts(changed);
    return {};
}

QString FatigueTracker::split(int side, int block, const QString &line, int at)
{
    TrackerState next = m_state;
    const QString refused = splitIn(&next, side, block, line, at, nullptr);
    if (refused.isEmpty())
        change(next);
    return refused;
}

QString FatigueTracker::merge(int side, int block, int other, const QString &line)
{
    TrackerState next = m_state;
    const QString refused = mergeIn(&next, side, block, other, line, nullptr);
    if (refused.isEmpty())
        change(next);
    return refused;
}

void FatigueTracker::nextPhase()
{
    TrackerState next = m_state;
    TrackerTurn &turn = next.turn;
    if (turn.phase < RecoveryPhase) {
        ++turn.phase;
        change(next);
        return;
    }
    // §6.1: the side to act recovers, Block by Block, as the engine recovers a battle's.
    for (TrackerBlock &block : next.sides[turn.side].blocks) {
        if (broken(block.fatigue))
            continue; // routed: gone for the battle (§12)
        std::vector<bool> recovers;
        for (qsizetype i = 0; i < block.fatigue.size(); ++i)
            recovers.push_back(!block.moved && !block.held.value(i));
        const std::vector<int> after = ancients::recoverTally(
            std::span<const int>(block.fatigue.constData(), static_cast<std::size_t>(block.fatigue.size())), recovers);
        block.fatigue = QList<int>(after.cbegin(), after.cend());
    }
    for (TrackerSide &side : next.sides) {
        for (TrackerBlock &block : side.blocks) {
            block.moved = false;
            block.held.fill(false);
        }
    }
    turn.phase = MovePhase;
    turn.side = 1 - turn.side;
    if (turn.side == 0)
        ++turn.turn;
    change(next);
}

QString FatigueTracker::fillFromArmy(int side, QAbstractItemModel *blocks, const QString &armyName)
{
    if (!validSide(side) || !blocks)
        return tr("There is no army to fill from.");
    const QHash<int, QByteArray> roles = blocks->roleNames();
    const int nameRole = roles.key("name", -1);
    const int typeRole = roles.key("type", -1);
    const int frontageRole = roles.key("frontage", -1);
    const int depthRole = roles.key("depth", -1);
    const int tagRole = roles.key("tag", -1);
    if (nameRole < 0 || frontageRole < 0 || depthRole < 0)
        return tr("The army's Blocks do not say their name, frontage and depth.");
    if (blocks->rowCount() == 0)
        return tr("The army %1 lists no Blocks.").arg(armyName);

    // The tags: the other side's stand; this side's Blocks get theirs as a battle would (labels::tags()).
    TrackerState next = m_state;
    next.sides[side].blocks.clear();
    std::vector<ancients::BlockSpec> listed;
    QSet<QString> taken;
    for (const TrackerBlock &block : std::as_const(next.sides[1 - side].blocks)) {
        for (const QString &label : block.labels)
            taken.insert(tagOf(label));
    }
    for (const QString &tag : std::as_const(taken)) {
        ancients::BlockSpec spec;
        spec.tag = tag.toStdString();
        listed.push_back(spec);
    }
    const auto first = listed.size();
    for (int row = 0; row < blocks->rowCount(); ++row) {
        const QModelIndex index = blocks->index(row, 0);
        ancients::BlockSpec spec;
        spec.name = blocks->data(index, nameRole).toString().toStdString();
        spec.tag = tagRole < 0 ? std::string() : blocks->data(index, tagRole).toString().toStdString();
        listed.push_back(spec);
    }
    const QStringList tags = labels::tags(listed);

    QList<TrackerBlock> filled;
    for (int row = 0; row < blocks->rowCount(); ++row) {
        const QModelIndex index = blocks->index(row, 0);
        const QString name = blocks->data(index, nameRole).toString();
        const QString type = typeRole < 0 ? QString() : blocks->data(index, typeRole).toString();
        const int frontage = blocks->data(index, frontageRole).toInt();
        const int bases = frontage * blocks->data(index, depthRole).toInt();
        if (bases < 1 || bases > MaximumBases)
            return tr("The Block \"%1\" of %2 has %3 Bases; the tracker takes 1 to %4 a Block.")
                .arg(name, armyName)
                .arg(bases)
                .arg(MaximumBases);
        filled.append(freshBlock(name, isTroopTypeKey(type) ? type : QString(), bases, frontage,
                                 tags.value(static_cast<qsizetype>(first) + row)));
    }
    next.sides[side] = {armyName.trimmed(), filled};
    change(next);
    return {};
}

void FatigueTracker::undo()
{
    if (m_undo.isEmpty())
        return;
    m_state = m_undo.takeLast();
    publish();
    save();
}

void FatigueTracker::resetFatigue()
{
    TrackerState next = m_state;
    for (TrackerSide &side : next.sides) {
        for (TrackerBlock &block : side.blocks) {
            block.fatigue.fill(ancients::MinimumFatigue);
            block.held.fill(false);
            block.moved = false;
        }
    }
    next.turn = {};
    change(next);
}

void FatigueTracker::clear()
{
    change(TrackerState{});
}

void FatigueTracker::fillWithSample()
{
    // Each state of §6 on both sides, and losses on each side short of its army break.
    struct Sample
    {
        const char *name;
        const char *type;
        int files;
        std::initializer_list<int> fatigue;
    };
    const auto fill = [](TrackerState &state, int side, const char *army, std::initializer_list<Sample> blocks) {
        state.sides[side].name = QString::fromUtf8(army);
        for (const Sample &sample : blocks) {
            const QString name = QString::fromUtf8(sample.name);
            TrackerBlock block = freshBlock(name, QString::fromLatin1(sample.type), static_cast<int>(sample.fatigue.size()),
                                            sample.files, freeTag(state, name));
            block.fatigue = QList<int>(sample.fatigue);
            state.sides[side].blocks.append(block);
        }
    };
    TrackerState sample;
    fill(sample, 0, "Mid-Republican Roman",
         {
             {"Hastati", "medium-infantry", 2, {2, 3, 2, 1}},               // 2: Fresh
             {"Velites", "skirmishers", 4, {5, 6, 5, 4}},                   // 5: Shaken
             {"Roman equites", "cavalry", 2, {7, 8}},                       // 7 1/2: Broken
             {"Principes", "medium-infantry", 2, {3, 4, 3, 3}},             // 3 1/4: Pressed
             {"Triarii", "heavy-infantry", 2, {1, 1}},                      // 1: Fresh
             {"Allied Italian foot", "medium-infantry", 5, {3, 3, 4, 2, 3}}, // 3: Pressed
         });
    fill(sample, 1, "Gallic",
         {
             {"Noble cavalry", "cavalry", 2, {2, 3}},                     // 2 1/2: Pressed
             {"Warband", "warband", 4, {6, 5, 6, 4, 5, 5, 3, 2}},         // 4 1/2: Shaken
             {"Tribal levy", "warband", 4, {8, 7, 7, 6}},                 // 7: Broken
             {"Soldurii", "warband", 2, {1, 2}},                          // 1 1/2: Fresh
             {"Gaesatae", "warband", 2, {7, 7}},                          // 7: Broken
             {"Javelinmen and slingers", "skirmishers", 3, {1, 1, 2}},    // 1 1/3: Fresh
             {"Tribal horse", "cavalry", 3, {4, 3, 3}},                   // 3 1/3: Pressed
         });
    sample.turn = {2, 1, CombatPhase};
    change(sample);
}

void FatigueTracker::dismissProblem()
{
    setProblem({});
}

void FatigueTracker::change(const TrackerState &next)
{
    if (next == m_state)
        return;
    m_undo.append(m_state);
    if (m_undo.size() > UndoDepth)
        m_undo.removeFirst();
    m_state = next;
    publish();
    save();
}

void FatigueTracker::publish()
{
    m_models[0]->update(m_state.sides[0]);
    m_models[1]->update(m_state.sides[1]);
    Q_EMIT changed();
}

void FatigueTracker::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    Q_EMIT problemChanged();
}

void FatigueTracker::load()
{
    if (m_filePath.isEmpty())
        return;
    QFile file(m_filePath);
    if (!file.exists())
        return;
    QString what;
    TrackerState state;
    if (!file.open(QIODevice::ReadOnly)) {
        what = tr("it cannot be opened (%1)").arg(file.errorString());
    } else {
        const QByteArray bytes = file.readAll();
        if (file.error() != QFileDevice::NoError)
            what = tr("it cannot be read (%1)").arg(file.errorString());
        else if (!fromJson(bytes, &state, &what))
            what = what.isEmpty() ? tr("it is not a tracker file") : what;
    }
    file.close();
    if (what.isEmpty()) {
        m_state = state;
        return;
    }

    // Keep the player's bytes: move the file aside, never write over it.
    const QString aside = trackerstorage::moveAside(m_filePath);
    if (!aside.isEmpty()) {
        setProblem(tr("The tracker file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.")
                       .arg(QDir::toNativeSeparators(m_filePath), what, aside));
    } else {
        m_mayWrite = false;
        setProblem(tr("The tracker file %1 could not be read: %2. It could not be moved aside either, so changes "
                      "will not be saved until the file is moved or repaired.")
                       .arg(QDir::toNativeSeparators(m_filePath), what));
    }
}

void FatigueTracker::save()
{
    if (m_filePath.isEmpty() || !m_mayWrite)
        return;
    const QString failed = trackerstorage::save(m_filePath, toJson(m_state));
    if (!failed.isEmpty()) {
        m_saveFailed = true;
        setProblem(tr("The tracker could not be saved to %1: %2.").arg(QDir::toNativeSeparators(m_filePath), failed));
        return;
    }
    if (m_saveFailed) {
        m_saveFailed = false;
        setProblem({});
    }
}
