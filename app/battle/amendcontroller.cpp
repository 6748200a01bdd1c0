#include "amendcontroller.h"

#include "labels.h"
#include "sessionmaps.h"
#include "umpirepin.h"

#include "record/battlecodec.h"
#include "record/jsonreader.h"

#include <algorithm>
#include <set>

using namespace ancients;
using namespace sessionmaps;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/** A choice's kind in words, for what the draft asks again. */
QString kindText(const QString &kind)
{
    if (kind == QLatin1String("allocate-loss"))
        return BattleSession::tr("the allocation of a loss");
    if (kind == QLatin1String("pursue"))
        return BattleSession::tr("the pursuit");
    if (kind == QLatin1String("follow-up"))
        return BattleSession::tr("the follow-up");
    if (kind == QLatin1String("fight"))
        return BattleSession::tr("a fight");
    return BattleSession::tr("an action (%1)").arg(kind);
}

} // namespace

AmendController::AmendController(QObject *parent)
    : SessionController(parent)
{
}

AmendController::AmendController(BattleSession *session, QObject *parent)
    : SessionController(parent)
{
    setSession(session);
}

AmendController::~AmendController() = default;

void AmendController::setUmpire(UmpireController *umpire)
{
    if (m_umpire == umpire)
        return;
    disconnect(m_umpireConnection);
    m_umpire = umpire;
    // The umpire's view closed: the draft goes with it.
    if (umpire)
        m_umpireConnection = connect(umpire, &UmpireController::unlockedChanged, this, [this] {
            if (!mayRule() && m_index >= 0)
                cancel();
        });
    if (!mayRule() && m_index >= 0)
        cancel();
    Q_EMIT umpireChanged();
}

bool AmendController::mayRule() const
{
    return !umpirepin::isSet() || (m_umpire && m_umpire->unlocked());
}

bool AmendController::checkUnlocked()
{
    if (mayRule())
        return true;
    fail(BattleSession::tr("amend: only the umpire amends; open the umpire's view with the PIN first"));
    return false;
}

QVariantList AmendController::goings()
{
    return goingChoices();
}

void AmendController::refresh()
{
    // The battle changed under the draft (an undo, another battle): the draft no longer applies.
    if (m_index >= 0 && (!battle() || m_index >= battle()->actionCount()))
        cancel();
    Q_EMIT changed();
}

void AmendController::clearOutcomes()
{
    m_drafted = false;
    m_bases.clear();
    m_armies.clear();
    m_brokenBefore.clear();
    m_brokenAfter.clear();
    m_winningBefore.clear();
    m_winningAfter.clear();
    m_diceCountChanged = false;
    m_askKind.clear();
    m_askText.clear();
    m_askLoss = {};
    m_askPursuit = {};
    m_askFollowUp = {};
    m_askLoser.clear();
    m_ask.reset();
}

void AmendController::fail(const QString &error)
{
    m_error = error;
    Q_EMIT changed();
}

void AmendController::cancel()
{
    m_index = -1;
    m_number = -1;
    m_kind.clear();
    m_original.clear();
    m_context.clear();
    m_error.clear();
    m_correction.reset();
    m_reasked.clear();
    m_reaskedTexts.clear();
    clearOutcomes();
    Q_EMIT actionChanged();
    Q_EMIT changed();
}

bool AmendController::begin(int index)
{
    cancel();
    if (!checkUnlocked())
        return false;
    const record::Battle *open = battle();
    if (!open || index < 0 || index >= open->actionCount()) {
        fail(BattleSession::tr("amend: there is no such action in force"));
        return false;
    }
    const Action &action = open->actions().at(static_cast<std::size_t>(index));
    m_index = index;
    m_number = open->view().actionNumber(index);
    m_kind = record::BattleCodec::kind(action);
    m_original = record::BattleCodec::encode(action).toVariantMap();

    // Names for the form, from the state the action was played on.
    const GameState before = open->stateAt(index);
    const TableLabels names = session()->tableLabels();
    const auto armyOf = [&before](int base) {
        if (base < 0 || static_cast<std::size_t>(base) >= before.bases.size())
            return QString();
        return qs(before.army(before.bases[static_cast<std::size_t>(base)].side).name);
    };
    for (const char *field : {"base", "enemy", "firer", "target", "pivot"}) {
        const QString key = QString::fromLatin1(field);
        if (!m_original.contains(key))
            continue;
        const int base = m_original.value(key).toInt();
        const QVariantMap info = session()->baseInfo(base);
        m_context.insert(key + QStringLiteral("Label"), names.base(base));
        m_context.insert(key + QStringLiteral("Quality"), info.value(QStringLiteral("quality"), QStringLiteral("regular")));
        m_context.insert(key + QStringLiteral("Army"), armyOf(base));
    }
    // The Bases that could lap in a fight (§9.2): the friends of each side still on the table.
    const auto friendsOf = [&](const QString &key) {
        QVariantList friends;
        const int id = m_original.value(key, -1).toInt();
        if (id < 0 || static_cast<std::size_t>(id) >= before.bases.size())
            return friends;
        const Side side = before.bases[static_cast<std::size_t>(id)].side;
        for (const Base &b : before.bases) {
            if (b.side == side && b.id != id && !b.routed && !b.removed)
                friends.append(QVariantMap{{QStringLiteral("baseId"), b.id}, {QStringLiteral("label"), names.base(b.id)}});
        }
        return friends;
    };
    if (m_kind == QLatin1String("fight")) {
        m_context.insert(QStringLiteral("baseFriends"), friendsOf(QStringLiteral("base")));
        m_context.insert(QStringLiteral("enemyFriends"), friendsOf(QStringLiteral("enemy")));
    }
    // Every Base an action lists by number, by its table label.
    QVariantMap labels;
    for (const Base &b : before.bases)
        labels.insert(QString::number(b.id), names.base(b.id));
    m_context.insert(QStringLiteral("baseLabels"), labels);
    for (const char *field : {"block", "into", "from"}) {
        const QString key = QString::fromLatin1(field);
        if (m_original.contains(key))
            m_context.insert(key + QStringLiteral("Label"), names.blockName(m_original.value(key).toInt()));
    }
    // The Block a move acts on: its quality (a movement test's dice, §5.2) and its Bases (a wheel's flank, §5.5).
    if (m_original.contains(QStringLiteral("block"))) {
        const int id = m_original.value(QStringLiteral("block")).toInt();
        if (id >= 0 && static_cast<std::size_t>(id) < before.blocks.size()) {
            const Block &block = before.blocks[static_cast<std::size_t>(id)];
            m_context.insert(QStringLiteral("blockQuality"), qualityKey(block.quality));
            QVariantList own;
            for (const BaseId base : block.bases)
                own.append(QVariantMap{{QStringLiteral("baseId"), base}, {QStringLiteral("label"), names.base(base)}});
            m_context.insert(QStringLiteral("blockBases"), own);
        }
    }
    // Every Block on the table then, and each side's Bases still in play: the facts' contacts (§4, §9),
    // a plan's pairs and the Bases named lapping in them (§9.2).
    QVariantList blocks;
    for (const Block &block : before.blocks) {
        if (block.active())
            blocks.append(QVariantMap{{QStringLiteral("blockId"), block.id},
                                      {QStringLiteral("name"), names.blockName(block.id)},
                                      {QStringLiteral("side"), sideNumber(block.side)}});
    }
    m_context.insert(QStringLiteral("blocks"), blocks);
    QVariantList activeBases;
    QVariantList otherBases;
    for (const Base &b : before.bases) {
        if (!b.lost())
            (b.side == before.active ? activeBases : otherBases)
                .append(QVariantMap{{QStringLiteral("baseId"), b.id}, {QStringLiteral("label"), names.base(b.id)}});
    }
    m_context.insert(QStringLiteral("activeBases"), activeBases);
    m_context.insert(QStringLiteral("otherBases"), otherBases);
    m_context.insert(QStringLiteral("die"), before.options.combatDie == Die::D6 ? QStringLiteral("d6")
                                                                                        : QStringLiteral("averaging"));
    m_context.insert(QStringLiteral("mechanic"), record::json::keyText(before.options.eliteMechanic));
    m_context.insert(QStringLiteral("activeArmy"), qs(before.army(before.active).name));
    m_context.insert(QStringLiteral("otherArmy"), qs(before.army(opponent(before.active)).name));
    Q_EMIT actionChanged();
    Q_EMIT changed();
    return true;
}

bool AmendController::tryCorrection(const QVariantMap &fields)
{
    const record::Battle *open = battle();
    if (!open || m_index < 0 || m_index >= open->actionCount()) {
        fail(BattleSession::noBattleText());
        return false;
    }
    if (!checkUnlocked())
        return false;
    m_error.clear();
    m_correction.reset();
    m_reasked.clear();
    m_reaskedTexts.clear();
    clearOutcomes();
    const Action &original = open->actions().at(static_cast<std::size_t>(m_index));
    const Command built = command(m_kind, fieldsOf(fields), &original);
    if (!built.action) {
        fail(BattleSession::tr("amend: the corrected fields are not those of a %1: %2").arg(m_kind, built.error));
        return false;
    }
    if (*built.action == original) {
        // Back to what was recorded: nothing to try out.
        Q_EMIT changed();
        return false;
    }
    m_correction = built.action;
    return replay();
}

bool AmendController::replay()
{
    const record::Battle *open = battle();
    clearOutcomes();
    // Each pass either asks a choice, or drops one action that no longer happens, or ends.
    for (int pass = 0; pass <= open->actionCount(); ++pass) {
        const auto draft = open->whatIf(m_index, *m_correction, m_reasked);
        if (!draft) {
            fail(session()->refusal(draft.error()));
            return false;
        }
        const record::AmendmentDraft &d = draft.value();
        if (d.ask && !d.ask->state.pendingLoss && !d.ask->state.pendingPursuit && !d.ask->state.pendingFollowUp) {
            // Nothing is pending where it stood: the recorded choice no longer happens.
            m_reasked.push_back({d.ask->at, {}});
            m_reaskedTexts << BattleSession::tr("#%1 (%2) no longer happens: %3")
                                  .arg(open->view().actionNumber(d.ask->at))
                                  .arg(kindText(record::BattleCodec::kind(d.ask->recorded)), session()->refusal(d.ask->why));
            continue;
        }

        const TableLabels names = session()->tableLabels();
        m_drafted = true;
        m_diceCountChanged = d.report.diceCountChanged;
        // Every Base, the changed ones first.
        QVariantList changedRows;
        QVariantList sameRows;
        for (std::size_t b = 0; b < std::min(d.before.bases.size(), d.after.bases.size()); ++b) {
            const Base &was = d.before.bases[b];
            const Base &will = d.after.bases[b];
            const bool differs = was.fatigue != will.fatigue || was.routed != will.routed || was.removed != will.removed;
            const QVariantMap row{{QStringLiteral("label"), names.base(was.id)},
                                  {QStringLiteral("side"), sideNumber(was.side)},
                                  {QStringLiteral("before"), was.fatigue},
                                  {QStringLiteral("after"), will.fatigue},
                                  {QStringLiteral("lostBefore"), was.routed || was.removed},
                                  {QStringLiteral("lostAfter"), will.routed || will.removed},
                                  {QStringLiteral("changed"), differs}};
            (differs ? changedRows : sameRows).append(row);
        }
        m_bases = changedRows + sameRows;
        for (const Side side : {Side::A, Side::B}) {
            const ArmyStanding was = BattleSession::standingOf(d.before, side);
            const ArmyStanding will = BattleSession::standingOf(d.after, side);
            m_armies.append(QVariantMap{{QStringLiteral("name"), was.name},
                                        {QStringLiteral("lostBefore"), was.lost},
                                        {QStringLiteral("lostAfter"), will.lost},
                                        {QStringLiteral("breakAt"), was.breakAt},
                                        {QStringLiteral("brokenBefore"), was.broken},
                                        {QStringLiteral("brokenAfter"), will.broken}});
        }
        const auto winning = [](const GameState &s) {
            const ArmyStanding a = BattleSession::standingOf(s, Side::A);
            const ArmyStanding b = BattleSession::standingOf(s, Side::B);
            if (s.loser)
                return BattleSession::tr("%1's army broke: %2 wins (§12.1)")
                    .arg(*s.loser == Side::A ? a.name : b.name, *s.loser == Side::A ? b.name : a.name);
            if (a.leftBeforeBreak == b.leftBeforeBreak)
                return BattleSession::tr("Even: each army can lose %n more Base(s) before it breaks", "", a.leftBeforeBreak);
            const ArmyStanding &ahead = a.leftBeforeBreak > b.leftBeforeBreak ? a : b;
            const ArmyStanding &behind = a.leftBeforeBreak > b.leftBeforeBreak ? b : a;
            return BattleSession::tr("%1 is ahead: %2 of %3 Bases lost that break it, %4 %5 of %6")
                .arg(ahead.name)
                .arg(ahead.lost)
                .arg(ahead.breakAt)
                .arg(behind.name)
                .arg(behind.lost)
                .arg(behind.breakAt);
        };
        m_winningBefore = winning(d.before);
        m_winningAfter = winning(d.after);
        const auto broken = open->view().brokenBlocks();
        std::set<BlockId> after;
        for (const auto &entry : broken)
            after.insert(entry.first);
        for (const BlockId block : d.report.noLongerBroken)
            after.erase(block);
        after.insert(d.report.nowBroken.begin(), d.report.nowBroken.end());
        for (const auto &entry : broken)
            m_brokenBefore << names.blockName(entry.first);
        for (const BlockId block : after)
            m_brokenAfter << names.blockName(block);

        if (d.ask) {
            const GameState &s = d.ask->state;
            m_ask = d.ask;
            // The recorded choice by the one numbering, as its row in the log shows it.
            const QString recorded = BattleSession::tr("#%1 (%2)")
                                         .arg(open->view().actionNumber(d.ask->at))
                                         .arg(kindText(record::BattleCodec::kind(d.ask->recorded)));
            if (s.pendingLoss) {
                m_askKind = QStringLiteral("allocate-loss");
                m_askLoss = session()->pendingLossOf(s);
                m_askLoser = BattleSession::tr("%1 lost to %2").arg(names.base(s.pendingLoss->loser), names.base(s.pendingLoss->winner));
                m_askText = BattleSession::tr("After the correction, %1 as recorded no longer fits: %2. Allocate the loss again.")
                                .arg(recorded, session()->refusal(d.ask->why));
            } else if (s.pendingFollowUp) {
                m_askKind = QStringLiteral("follow-up");
                m_askFollowUp = session()->pendingFollowUpOf(s);
                m_askLoser = names.base(s.pendingFollowUp->winner);
                m_askText = BattleSession::tr("After the correction, %1 as recorded no longer fits: %2. Decide the follow-up again.")
                                .arg(recorded, session()->refusal(d.ask->why));
            } else {
                m_askKind = QStringLiteral("pursue");
                m_askPursuit = session()->pendingPursuitOf(s);
                m_askLoser = names.base(s.pendingPursuit->pursuer);
                m_askText = BattleSession::tr("After the correction, %1 as recorded no longer fits: %2. Decide the pursuit again.")
                                .arg(recorded, session()->refusal(d.ask->why));
            }
        }
        Q_EMIT changed();
        return true;
    }
    fail(BattleSession::tr("amend: the correction could not be replayed"));
    return false;
}

bool AmendController::answer(const QVariantMap &fields)
{
    if (!battle() || !m_ask || m_askKind.isEmpty()) {
        fail(BattleSession::tr("amend: no choice is asked again"));
        return false;
    }
    if (!checkUnlocked())
        return false;
    const Command built = command(m_askKind, fieldsOf(fields));
    if (!built.action) {
        fail(BattleSession::tr("amend: the corrected fields are not those of a %1: %2").arg(m_askKind, built.error));
        return false;
    }
    auto choice = record::Battle::answer(*m_ask, *built.action);
    if (!choice) {
        fail(session()->refusal(choice.error()));
        return false;
    }
    m_error.clear();
    m_reasked.push_back(choice.value());
    m_reaskedTexts << BattleSession::tr("%1 given again (#%2)").arg(kindText(m_askKind)).arg(battle()->view().actionNumber(m_ask->at));
    return replay();
}

QVariantMap AmendController::confirm(const QString &note, const QString &umpire)
{
    const auto refused = [this](const QString &error) {
        fail(error);
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("error"), error}};
    };
    BattleSession *s = session();
    record::Battle *open = s ? s->openBattle() : nullptr;
    if (!open)
        return refused(BattleSession::noBattleText());
    // Checked here, whatever the page shows: once a PIN is chosen, only the unlocked umpire rules.
    if (!mayRule()) {
        cancel();
        return refused(BattleSession::tr("amend: only the umpire amends; open the umpire's view with the PIN first"));
    }
    if (m_index < 0)
        return refused(BattleSession::tr("amend: no action is being corrected"));
    if (!m_correction)
        return refused(BattleSession::tr("amend: the correction is the same as #%1 as recorded; there is nothing to rule").arg(m_number));
    if (note.trimmed().isEmpty())
        return refused(BattleSession::tr("amend: say why the action is corrected; the reason is kept in the log"));
    if (umpire.trimmed().isEmpty())
        return refused(BattleSession::tr("amend: give the umpire's name; it is kept in the log with the reason"));
    if (!m_correction || !m_drafted || asking())
        return refused(BattleSession::tr("amend: answer every choice asked again before ruling"));
    const auto report = open->amend(m_index, *m_correction, note.trimmed(), umpire.trimmed(), m_reasked);
    if (!report)
        return refused(s->refusal(report.error()));
    s->setError({});
    cancel();
    s->refresh();
    return {{QStringLiteral("ok"), true}, {QStringLiteral("error"), QString()}};
}
