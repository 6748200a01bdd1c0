// What BattleSession shows of the open battle beyond its properties: the
// look-ups for scripts and tests, and the pending loss and pursuit as the
// value types the Combat panels bind to (through CombatController).
#include "battlesession.h"

#include "armycatalog.h"
#include "labels.h"
#include "labelsheet.h"
#include "sessionmaps.h"

#include "ancients/formation.h"
#include "ancients/preview.h"

#include <algorithm>

using namespace ancients;
using namespace sessionmaps;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

bool validBlock(const GameState &s, int id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.blocks.size();
}

bool validBase(const GameState &s, int id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.bases.size();
}

/** The listed Block Base @p base was deployed with (newGame numbers Bases Block by Block). */
const BlockSpec *listedOf(const std::vector<BlockSpec> &listed, BaseId base)
{
    int next = 0;
    for (const BlockSpec &spec : listed) {
        next += spec.baseCount();
        if (base < next)
            return &spec;
    }
    return nullptr;
}

} // namespace

// ---- the result ----------------------------------------------------------------------------

BattleResultValue BattleSession::result() const
{
    BattleResultValue result;
    if (!m_battle || !m_battle->state().loser)
        return result;
    const GameState &s = m_battle->state();
    result.decided = true;
    result.loserSide = sideNumber(*s.loser);
    result.winnerSide = 1 - result.loserSide;
    result.turn = s.turn;
    const auto broken = m_battle->view().brokenBlocks();
    const TableLabels names = tableLabels();
    // The Block a Base stands in, or stood in when its Block broke.
    const auto blockOf = [&s, &broken](BaseId base) -> BlockId {
        const BlockId now = s.bases.at(static_cast<std::size_t>(base)).block;
        if (now >= 0)
            return now;
        for (const auto &[block, bases] : broken) {
            if (std::find(bases.begin(), bases.end(), base) != bases.end())
                return block;
        }
        return -1;
    };
    const auto blockName = [&](BaseId base) {
        const BlockId block = blockOf(base);
        return block >= 0 ? names.blockName(block) : QString();
    };
    for (const record::DecidingFight &fight : m_battle->view().decidingFights(s)) {
        QStringList broke;
        for (const BlockId block : fight.broke)
            broke << names.blockName(block);
        result.fights.append(QVariantMap{{QStringLiteral("turn"), fight.turn},
                                         {QStringLiteral("loserLabel"), names.label(fight.loser)},
                                         {QStringLiteral("loserBlock"), blockName(fight.loser)},
                                         {QStringLiteral("winnerLabel"), names.label(fight.winner)},
                                         {QStringLiteral("winnerBlock"), blockName(fight.winner)},
                                         {QStringLiteral("margin"), fight.margin},
                                         {QStringLiteral("broke"), broke}});
    }
    return result;
}

// ---- look-ups ------------------------------------------------------------------------------

QVariantMap BattleSession::baseInfo(int base) const
{
    if (!m_battle || !validBase(m_battle->state(), base))
        return {};
    const GameState &s = m_battle->state();
    const Base &b = s.bases.at(static_cast<std::size_t>(base));
    // A routed Base has left its Block; the listed Block it was deployed with still names it.
    const auto listed = listedShapes();
    const BlockSpec *spec = listedOf(listed, base);
    const Block *blk = b.block >= 0 ? &s.blocks.at(static_cast<std::size_t>(b.block)) : nullptr;
    const TableLabels names = tableLabels();
    const QString blockName = blk ? names.blockName(b.block) : spec ? qs(spec->name) : QString();
    return {{QStringLiteral("baseId"), base},
            {QStringLiteral("label"), names.base(base)},
            {QStringLiteral("tableLabel"), names.label(base)},
            {QStringLiteral("block"), b.block},
            {QStringLiteral("blockName"), blockName},
            {QStringLiteral("side"), sideNumber(b.side)},
            {QStringLiteral("type"), blk ? typeKey(blk->type) : spec ? typeKey(spec->type) : QString()},
            {QStringLiteral("quality"), blk ? qualityKey(blk->quality) : spec ? qualityKey(spec->quality) : QString()},
            {QStringLiteral("fatigue"), b.fatigue},
            {QStringLiteral("state"), fatigueStateKey(fatigueState(Fraction(b.fatigue)))},
            {QStringLiteral("routed"), b.routed},
            {QStringLiteral("removed"), b.removed},
            {QStringLiteral("inCombat"), b.inCombatThisTurn},
            {QStringLiteral("shotAt"), b.shotAtThisTurn},
            {QStringLiteral("fired"), s.firedThisPhase.contains(base)}};
}

QVariantMap BattleSession::blockInfo(int block) const
{
    if (!m_battle || !validBlock(m_battle->state(), block))
        return {};
    const Block &b = m_battle->state().blocks.at(static_cast<std::size_t>(block));
    QVariantMap info = (b.side == Side::A ? m_blocksA : m_blocksB)->rowMap(block);
    if (info.isEmpty()) {
        QVariantList bases;
        for (const BaseId id : b.bases)
            bases.append(QVariantMap{{QStringLiteral("baseId"), id},
                                     {QStringLiteral("fatigue"), m_battle->state().bases.at(static_cast<std::size_t>(id)).fatigue}});
        info = {{QStringLiteral("name"), qs(b.name)},
                {QStringLiteral("type"), typeKey(b.type)},
                {QStringLiteral("quality"), qualityKey(b.quality)},
                {QStringLiteral("weight"), b.weight},
                {QStringLiteral("specialRules"), specialRuleKeys(b.specialRules)},
                {QStringLiteral("spearArmed"), b.spearArmed},
                {QStringLiteral("bases"), bases}};
    }
    info.insert(QStringLiteral("blockId"), block);
    info.insert(QStringLiteral("label"), tableLabels().blockName(block));
    info.insert(QStringLiteral("side"), sideNumber(b.side));
    info.insert(QStringLiteral("active"), b.active());
    return info;
}

QVariantList BattleSession::smoothing() const
{
    QVariantList list;
    if (!m_battle)
        return list;
    const TableLabels names = tableLabels();
    for (const SmoothingChoice &c : smoothingChoices(m_battle->state(), m_smoothingDeclined)) {
        list.append(QVariantMap{{QStringLiteral("base"), c.receiver},
                                {QStringLiteral("label"), names.label(c.receiver)},
                                {QStringLiteral("block"), c.block},
                                {QStringLiteral("blockName"), names.blockName(c.block)},
                                {QStringLiteral("donor"), c.donor.value_or(-1)},
                                {QStringLiteral("donorLabel"), c.donor ? names.label(*c.donor) : QString()},
                                {QStringLiteral("declined"), c.declined}});
    }
    return list;
}

QVariantList BattleSession::blockList() const
{
    QVariantList list;
    for (const BattleBlocksModel *model : {m_blocksA, m_blocksB}) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const int id = model->data(model->index(row), BattleBlocksModel::BlockIdRole).toInt();
            const QString name = model->data(model->index(row), BattleBlocksModel::NameRole).toString();
            list.append(QVariantMap{{QStringLiteral("blockId"), id},
                                    {QStringLiteral("label"), name},
                                    {QStringLiteral("name"), name},
                                    {QStringLiteral("type"), model->data(model->index(row), BattleBlocksModel::TypeRole)},
                                    {QStringLiteral("side"), model == m_blocksA ? 0 : 1}});
        }
    }
    std::sort(list.begin(), list.end(), [](const QVariant &x, const QVariant &y) {
        return x.toMap().value(QStringLiteral("blockId")).toInt() < y.toMap().value(QStringLiteral("blockId")).toInt();
    });
    return list;
}

bool BattleSession::writeLabelSheet(const QUrl &file)
{
    if (!m_battle) {
        setError(noBattleText());
        return false;
    }
    return writeSheet(m_battle->setup().armyA, m_battle->setup().armyB, file);
}

bool BattleSession::writeArmiesLabelSheet(ArmyCatalog *catalog, int armyFirst, int armySecond, const QUrl &file)
{
    const ArmyList *first = catalog ? catalog->army(armyFirst) : nullptr;
    const ArmyList *second = catalog ? catalog->army(armySecond) : nullptr;
    if (!first || !second) {
        setError(tr("Choose both armies first."));
        return false;
    }
    return writeSheet(*first, *second, file);
}

namespace {

/** The label sheet's sections of @p first and @p second, deployed in that order: each army on pages of its own. */
std::vector<LabelSheet::Section> sheetSections(const ArmyList &first, const ArmyList &second)
{
    // The Blocks in the order newGame() deploys them, as listedShapes() gives them in a battle.
    std::vector<BlockSpec> listed = first.blocks;
    listed.insert(listed.end(), second.blocks.begin(), second.blocks.end());
    const QStringList tags = labels::tags(listed);
    const std::size_t countA = first.blocks.size();
    return {{qs(first.name), labels::sheetLabels(listed, tags, 0, countA)},
            {qs(second.name), labels::sheetLabels(listed, tags, countA, second.blocks.size())}};
}

} // namespace

bool BattleSession::writeSheet(const ArmyList &first, const ArmyList &second, const QUrl &file)
{
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (path.isEmpty()) {
        setError(tr("Name the file to write the label sheet to."));
        return false;
    }
    const QString error = LabelSheet::write(path, sheetSections(first, second));
    setError(error);
    return error.isEmpty();
}

QImage BattleSession::labelSheetPage(int page, double dotsPerMm) const
{
    if (!m_battle)
        return {};
    return LabelSheet::pageImage(sheetSections(m_battle->setup().armyA, m_battle->setup().armyB), page, dotsPerMm);
}

namespace {

QList<int> idList(const std::vector<int> &ids)
{
    return QList<int>(ids.begin(), ids.end());
}

} // namespace

PendingLossValue BattleSession::pendingLossValue() const
{
    return m_battle ? pendingLossOf(m_battle->state()) : PendingLossValue{};
}

PendingLossValue BattleSession::pendingLossOf(const GameState &s) const
{
    if (!s.pendingLoss)
        return {};
    const PendingLoss &p = *s.pendingLoss;
    const Base &loser = s.bases.at(static_cast<std::size_t>(p.loser));
    const bool evade = loser.block >= 0
        && s.blocks.at(static_cast<std::size_t>(loser.block)).specialRules.contains(SpecialRule::Evade) && !p.evadeCaught;
    // What the formation shows for a push-back (§9.6): the loser's file, the Bases on either
    // side of the seams it tears (none for a Skirmisher that evades, §11.2) and the far side.
    const auto listed = listedShapes();
    const FileSplit split = fileSplit(s, p.loser, listed);
    PendingLossValue v;
    v.pending = true;
    v.loser = p.loser;
    v.winner = p.winner;
    v.points = p.points;
    v.mustEvade = evade;
    v.loserSide = sideNumber(loser.side);
    v.file = idList(split.file);
    v.seamBases = evade ? QList<int>{} : idList(split.seamBases());
    v.farSide = idList(split.farSide());
    return v;
}

PendingPursuitValue BattleSession::pendingPursuitValue() const
{
    return m_battle ? pendingPursuitOf(m_battle->state()) : PendingPursuitValue{};
}

PendingPursuitValue BattleSession::pendingPursuitOf(const GameState &s) const
{
    if (!s.pendingPursuit)
        return {};
    const PendingPursuit &p = *s.pendingPursuit;
    // The pursuer advances alone (§11.1, ruling R33); leaving the middle of a single rank, it cuts the rest in two.
    const auto listed = listedShapes();
    const FileSplit split = baseSplit(s, p.pursuer, listed);
    PendingPursuitValue v;
    v.pending = true;
    v.pursuer = p.pursuer;
    v.toward = p.toward;
    v.optional = p.optional;
    v.file = idList(split.file);
    v.farSide = idList(split.farSide());
    const Base &pursuer = s.bases.at(static_cast<std::size_t>(p.pursuer));
    if (pursuer.block >= 0)
        v.distance = pursuitDistance(s.options, s.blocks.at(static_cast<std::size_t>(pursuer.block)).type);
    return v;
}

PendingFollowUpValue BattleSession::pendingFollowUpValue() const
{
    return m_battle ? pendingFollowUpOf(m_battle->state()) : PendingFollowUpValue{};
}

PendingFollowUpValue BattleSession::pendingFollowUpOf(const GameState &s) const
{
    if (!s.pendingFollowUp)
        return {};
    const PendingFollowUp &p = *s.pendingFollowUp;
    // The winner leaves its Block alone and pays the seam it opens (§6.2, ruling R40), as the formation shows it.
    const FileSplit split = baseSplit(s, p.winner, listedShapes());
    PendingFollowUpValue v;
    v.pending = true;
    v.winner = p.winner;
    v.toward = p.toward;
    v.winnerSide = sideNumber(s.bases.at(static_cast<std::size_t>(p.winner)).side);
    v.seamBases = idList(split.seamBases());
    v.farSide = idList(split.farSide());
    return v;
}
