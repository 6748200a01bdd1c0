#include "movecontroller.h"

#include "labels.h"
#include "numberformat.h"
#include "sessionmaps.h"

#include "ancients/formation.h"
#include "ancients/preview.h"

#include <QJsonArray>

#include <algorithm>

using namespace ancients;
using namespace sessionmaps;

namespace {

/** Block @p block of the side to act can name Block @p target as the enemy its charge ends in contact with (§5.3). */
bool chargeable(const GameState &state, int block, int target)
{
    const auto standing = [&state](int id) {
        // A Block that broke or merged away has no Bases left (§12, §6.2).
        return id >= 0 && static_cast<std::size_t>(id) < state.blocks.size() && state.blocks.at(static_cast<std::size_t>(id)).active();
    };
    return standing(block) && standing(target) && state.blocks.at(static_cast<std::size_t>(block)).side == state.active
           && state.blocks.at(static_cast<std::size_t>(target)).side != state.active;
}

} // namespace

MoveController::MoveController(QObject *parent)
    : SessionController(parent)
{
}

MoveController::MoveController(BattleSession *session, QObject *parent)
    : SessionController(parent)
{
    setSession(session);
}

MoveController::~MoveController() = default;

void MoveController::setBlock(int block)
{
    if (m_block == block)
        return;
    m_block = block;
    refresh();
}

void MoveController::setBase(int base)
{
    if (m_base == base)
        return;
    m_base = base;
    refresh();
}

void MoveController::setTask(const QString &task)
{
    if (m_task == task)
        return;
    m_task = task;
    refresh();
}

void MoveController::setMarked(const QList<int> &marked)
{
    if (m_marked == marked)
        return;
    m_marked = marked;
    refresh();
}

void MoveController::setSeams(const QList<int> &seams)
{
    if (m_seams == seams)
        return;
    m_seams = seams;
    refresh();
}

void MoveController::refresh()
{
    BattleSession *s = session();
    m_blockInfo = s && m_block >= 0 ? s->blockInfo(m_block) : QVariantMap();
    const auto blockOf = [s](int base) {
        return s && base >= 0 ? s->baseInfo(base).value(QStringLiteral("block"), -1).toInt() : -1;
    };
    m_baseBlock = blockOf(m_base);
    m_mergeFrom = m_task == QLatin1String("merge") && !m_marked.isEmpty() ? blockOf(m_marked.constFirst()) : -1;
    if (m_marked.isEmpty() || m_block < 0)
        m_seamPreview.clear();
    else if (m_task == QLatin1String("split"))
        m_seamPreview = previewSplit(m_block, QVariant::fromValue(m_marked).toList(), QVariant::fromValue(m_seams).toList());
    else if (m_task == QLatin1String("merge") && m_mergeFrom >= 0)
        m_seamPreview = previewMerge(m_block, m_mergeFrom, QVariant::fromValue(m_seams).toList());
    else
        m_seamPreview.clear();
    m_chargeTargets.clear();
    m_positionsTracked = battle() && battle()->state().positionsTracked;
    if (battle() && !m_positionsTracked && m_block >= 0 && static_cast<std::size_t>(m_block) < battle()->state().blocks.size()) {
        const GameState &state = battle()->state();
        const CrossBlockFacts known = facts(state);
        const TableLabels names = s->tableLabels();
        for (const Block &enemy : state.blocks) {
            if (!chargeable(state, m_block, enemy.id))
                continue;
            m_chargeTargets.append(QVariantMap{{QStringLiteral("blockId"), enemy.id},
                                               {QStringLiteral("name"), names.blockName(enemy.id)},
                                               {QStringLiteral("inContact"), known.contact(m_block, enemy.id)}});
        }
    }
    Q_EMIT changed();
}

bool MoveController::act(const QString &kind, const QJsonObject &fields)
{
    return session() ? session()->actCommand(kind, fields) : false;
}

bool MoveController::moveBlock(int block, const QVariantMap &move, const QString &going)
{
    if (!battle())
        return noBattle();
    QJsonObject fields = fieldsOf(move);
    fields.insert(QStringLiteral("block"), block);
    // Not a field of the battle file: the enemy Block the charge ends in contact with (§5.3).
    const QJsonValue chargeTarget = fields.take(QStringLiteral("charge_target"));
    const int target = chargeTarget.isDouble() ? chargeTarget.toInt(-1) : -1;
    const bool recordsContact = target >= 0 && !battle()->state().positionsTracked;
    if (recordsContact) {
        if (!chargeable(battle()->state(), block, target)) {
            session()->setError(tr("A charge ends in contact with an enemy Block that still stands; %1 is none.")
                                    .arg(session()->tableLabels().blockName(target)));
            return false;
        }
        fields.insert(QStringLiteral("charge"), true);
    }
    if (!going.isEmpty()) {
        const GoingField entered = goingField(going, QStringLiteral("move-block.going"));
        if (!entered.error.isEmpty()) {
            session()->setError(entered.error);
            return false;
        }
        // The one Going applies to every Base of the Block, one tile each (ruling R4); open ground is no tile.
        QJsonArray terrain;
        const GameState &state = battle()->state();
        if (entered.value != goingValue(Going::Open) && block >= 0 && static_cast<std::size_t>(block) < state.blocks.size()) {
            std::vector<BaseId> bases = state.blocks.at(static_cast<std::size_t>(block)).bases;
            std::sort(bases.begin(), bases.end());
            for (const BaseId id : bases)
                terrain.append(QJsonObject{{QStringLiteral("base"), id}, {QStringLiteral("tiles"), QJsonArray{going}}});
        }
        fields.insert(QStringLiteral("terrain_entered"), terrain);
    }
    if (!act(QStringLiteral("move-block"), fields))
        return false;
    if (!recordsContact)
        return true;
    // The charge ends in contact only if the Block moved: a failed test ends its movement short (§5, §5.3).
    const auto &effects = battle()->view().lastEffects();
    const bool moved = std::any_of(effects.begin(), effects.end(), [](const Effect &e) { return e.kind == Effect::Kind::Moved; });
    // The contact is recorded at once, so the Combat phase finds the pair; Undo takes back both (BattleSession::undo).
    return !moved || session()->setContact(block, target, true);
}

QVariantMap MoveController::moveTest(int block) const
{
    if (!battle())
        return {};
    const auto test = previewMovementTest(battle()->state(), block);
    if (!test)
        return {};
    return {{QStringLiteral("needed"), test->needed},
            {QStringLiteral("moves"), test->moves},
            {QStringLiteral("tempoCost"), test->tempoCost},
            {QStringLiteral("chance"), test->chance.toDouble()},
            {QStringLiteral("chanceText"), numberformat::fraction(test->chance)},
            {QStringLiteral("chanceWords"), numberformat::chance(test->chance)},
            {QStringLiteral("chained"), test->chained},
            {QStringLiteral("average"), test->average.toDouble()},
            {QStringLiteral("averageText"), numberformat::mixed(test->average)},
            {QStringLiteral("breaks"), test->breaks},
            {QStringLiteral("movementOver"), test->movementOver}};
}

bool MoveController::pivotBlock(int block, int steps, const QVariant &dice)
{
    return act(QStringLiteral("pivot-block"),
               {{QStringLiteral("block"), block}, {QStringLiteral("steps"), steps}, {QStringLiteral("dice"), jsonOf(dice)}});
}

bool MoveController::wheelBlock(int block, int pivot, int steps, const QVariantList &dice)
{
    if (!battle())
        return noBattle();
    const auto listed = session()->listedShapes();
    const Formation shape = formation(battle()->state(), block, listed);
    return act(QStringLiteral("wheel-block"), {{QStringLiteral("block"), block},
                                               {QStringLiteral("pivot"), pivot},
                                               {QStringLiteral("steps"), steps},
                                               {QStringLiteral("frontage"), shape.frontage},
                                               {QStringLiteral("depth"), shape.depth},
                                               {QStringLiteral("dice"), jsonOf(dice)}});
}

QVariantMap MoveController::wheelCost(int block) const
{
    if (!battle())
        return {};
    const auto listed = session()->listedShapes();
    const auto wheel = previewWheel(battle()->state(), block, listed);
    if (!wheel)
        return {};
    return {{QStringLiteral("frontage"), wheel->frontage},
            {QStringLiteral("depth"), wheel->depth},
            {QStringLiteral("moves"), wheel->moves},
            {QStringLiteral("fatigue"), wheel->fatigue}};
}

QVariantMap MoveController::preview(const Action &action) const
{
    if (!battle())
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), BattleSession::noBattleText()},
                {QStringLiteral("fatigue"), QVariantList{}}};
    const auto effects = battle()->preview(action);
    if (!effects)
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), session()->refusal(effects.error())},
                {QStringLiteral("fatigue"), QVariantList{}}};
    QVariantList fatigue;
    const TableLabels names = session()->tableLabels();
    for (const Effect &e : *effects) {
        if (e.kind == Effect::Kind::Fatigue)
            fatigue.append(QVariantMap{{QStringLiteral("base"), e.base},
                                       {QStringLiteral("label"), names.label(e.base)},
                                       {QStringLiteral("amount"), e.amount}});
    }
    return {{QStringLiteral("legal"), true}, {QStringLiteral("error"), QString()}, {QStringLiteral("fatigue"), fatigue}};
}

QVariantMap MoveController::previewSplit(int block, const QVariantList &detach, const QVariantList &seams) const
{
    const Command built = command(QStringLiteral("split-block"), {{QStringLiteral("block"), block},
                                                                 {QStringLiteral("detach"), jsonOf(detach)},
                                                                 {QStringLiteral("seam_bases"), jsonOf(seams)}});
    if (!built.action)
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), built.error},
                {QStringLiteral("fatigue"), QVariantList{}}};
    return preview(*built.action);
}

bool MoveController::splitBlock(int block, const QVariantList &detach, const QVariantList &seams)
{
    return act(QStringLiteral("split-block"), {{QStringLiteral("block"), block},
                                               {QStringLiteral("detach"), jsonOf(detach)},
                                               {QStringLiteral("seam_bases"), jsonOf(seams)}});
}

QVariantMap MoveController::previewMerge(int into, int from, const QVariantList &seams) const
{
    const Command built = command(QStringLiteral("merge-blocks"), {{QStringLiteral("into"), into},
                                                                  {QStringLiteral("from"), from},
                                                                  {QStringLiteral("seam_bases"), jsonOf(seams)}});
    if (!built.action)
        return {{QStringLiteral("legal"), false}, {QStringLiteral("error"), built.error},
                {QStringLiteral("fatigue"), QVariantList{}}};
    return preview(*built.action);
}

bool MoveController::mergeBlocks(int into, int from, const QVariantList &seams)
{
    return act(QStringLiteral("merge-blocks"), {{QStringLiteral("into"), into},
                                                {QStringLiteral("from"), from},
                                                {QStringLiteral("seam_bases"), jsonOf(seams)}});
}
