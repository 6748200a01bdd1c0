#include "battlewording.h"

#include "labels.h"
#include "numberformat.h"

#include <algorithm>
#include <type_traits>
#include <variant>

using namespace ancients;

namespace {

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

BattleWording::BattleWording(const GameState &state, const std::vector<BlockSpec> &listed,
                             const std::map<BlockId, std::vector<BaseId>> &broken)
    : m_labels(state, listed, broken)
{
    m_armies[0] = qs(state.army(Side::A).name);
    m_armies[1] = qs(state.army(Side::B).name);
}

QString BattleWording::base(BaseId id) const
{
    return m_labels.base(id);
}

QString BattleWording::block(BlockId id) const
{
    return m_labels.blockName(id);
}

QString BattleWording::army(Side side) const
{
    return m_armies[side == Side::A ? 0 : 1];
}

QString BattleWording::phase(Phase phase)
{
    switch (phase) {
    case Phase::Move:
        return tr("Move");
    case Phase::Shoot:
        return tr("Shoot");
    case Phase::Combat:
        return tr("Combat");
    case Phase::Recovery:
        return tr("Recovery");
    }
    return {};
}

QString BattleWording::roll(const QualityRoll &roll)
{
    if (roll.count < 2)
        return QString::number(roll.kept());
    if (roll.rerolled()) { // ruling R42: the kept one of the first two is rolled again
        const int first = roll.quality == Quality::Elite ? std::max(roll.dice.at(0), roll.dice.at(1))
                                                         : std::min(roll.dice.at(0), roll.dice.at(1));
        return tr("%1 and %2, keeps %3 and rolls it again: %4")
            .arg(roll.dice.at(0))
            .arg(roll.dice.at(1))
            .arg(first)
            .arg(roll.kept());
    }
    if (roll.count == 3)
        return tr("%1, %2 and %3, keeps %4").arg(roll.dice.at(0)).arg(roll.dice.at(1)).arg(roll.dice.at(2)).arg(roll.kept());
    return tr("%1 and %2, keeps %3").arg(roll.dice.at(0)).arg(roll.dice.at(1)).arg(roll.kept());
}

QString BattleWording::modifierReason(const Modifier &m)
{
    const std::string &k = m.key;
    if (k == "overlap")
        return tr("overlap");
    if (k == "overlap-lost-rear")
        return tr("overlap not counted: struck in the rear");
    if (k == "overlap-lost-flank")
        return tr("overlap not counted: struck in the flank");
    if (k == "strikes-flank")
        return tr("strikes the enemy's flank");
    if (k == "struck-flank")
        return tr("struck in the flank");
    if (k == "strikes-rear")
        return tr("strikes the enemy's rear");
    if (k == "struck-rear")
        return tr("struck in the rear");
    if (k == "uphill")
        return tr("uphill");
    if (k == "shock-ended")
        return tr("shock ended: it applies only on the first round of contact");
    if (k == "shock-negated-spears")
        return tr("shock negated by steady spears to the front");
    if (k == "enemy-shock-negated-spears")
        return tr("enemy's shock negated by steady spears to the front");
    if (k == "shock-negated-uphill")
        return tr("shock negated: charging uphill");
    if (k == "enemy-shock-negated-uphill")
        return tr("enemy's shock negated: it charged uphill");
    if (k == "shock")
        return tr("shock");
    if (k == "shock-vs-formed-foot")
        return tr("shock against formed infantry that is not spear-armed");
    if (k == "enemy-shock")
        return tr("enemy's shock");
    if (k == "enemy-shock-vs-formed-foot")
        return tr("enemy's shock against formed infantry that is not spear-armed");
    if (k == "steady-spears")
        return tr("steady spears against mounted");
    if (k == "steady-spears-lost")
        return tr("steady spears lost: the mounted enemy is not to the front");
    return qs(m.reason); // a modifier the app has no words for yet: the engine's own
}

QString BattleWording::modifiers(const std::vector<Modifier> &list)
{
    QStringList parts;
    for (const Modifier &m : list)
        parts.append(tr("%1 %2 (§%3)").arg(numberformat::signedNumber(m.value), modifierReason(m), qs(m.section)));
    return parts.isEmpty() ? tr("none") : parts.join(QStringLiteral(", "));
}

QString BattleWording::combatStep(const CombatStep &step, const CombatResult &r, BaseId base, BaseId enemy) const
{
    const QString a = this->base(base);
    const QString b = this->base(enemy);
    const CombatAssessment &s = r.assessment;
    switch (step.kind) {
    case CombatStep::Kind::EffectiveWeight:
        return tr("Effective weight: %1 for %2, %3 for %4.").arg(QString::number(s.aEffectiveWeight), a, QString::number(s.bEffectiveWeight), b);
    case CombatStep::Kind::QualityDice:
        return tr("Quality dice: %1 rolls %2; %3 rolls %4.").arg(a, roll(r.aRoll), b, roll(r.bRoll));
    case CombatStep::Kind::Modifiers:
        return tr("Modifiers for %1: %2; for %3: %4.").arg(a, modifiers(s.aModifiers), b, modifiers(s.bModifiers));
    case CombatStep::Kind::Totals:
        return tr("Totals: %1 for %2, %3 for %4.").arg(QString::number(r.aTotal), a, QString::number(r.bTotal), b);
    case CombatStep::Kind::RawDifference:
        return tr("Raw difference, %1 less %2: %3.").arg(a, b, QString::number(r.rawDifference));
    case CombatStep::Kind::WeightShift:
        return tr("Weight shift %1: margin %2.").arg(numberformat::signedNumber(s.weightShift)).arg(r.margin);
    case CombatStep::Kind::NobodyLoses:
        return tr("Equal final totals: nobody loses.");
    case CombatStep::Kind::Loses:
        return tr("%1 loses by %n: that many points of Fatigue or push-back.", "", r.increments)
            .arg(r.loser == Striker::A ? a : b);
    case CombatStep::Kind::VolleyHits:
    case CombatStep::Kind::VolleyMisses:
        break;
    }
    return qs(step.text);
}

QString BattleWording::volleyStep(const CombatStep &step, const MissileResult &r)
{
    switch (step.kind) {
    case CombatStep::Kind::EffectiveWeight:
        return tr("Effective weight: firer %1, target %2.").arg(r.firerEffectiveWeight).arg(r.targetEffectiveWeight);
    case CombatStep::Kind::QualityDice:
        return tr("Quality dice: firer rolls %1; target rolls %2.").arg(roll(r.firerRoll), roll(r.targetRoll));
    case CombatStep::Kind::Totals:
        return tr("No overlap, flank, rear or high-ground modifiers: totals firer %1, target %2.")
            .arg(r.firerTotal)
            .arg(r.targetTotal);
    case CombatStep::Kind::WeightShift:
        return tr("Raw difference (firer less target) %1, weight shift %2: margin %3.")
            .arg(QString::number(r.rawDifference), numberformat::signedNumber(r.weightShift), QString::number(r.margin));
    case CombatStep::Kind::VolleyHits:
        return tr("The firer's total beats the target's: the target takes %n Fatigue.", "", r.fatigue);
    case CombatStep::Kind::VolleyMisses:
        return tr("The firer's total does not beat the target's: the shots have no effect.");
    case CombatStep::Kind::Modifiers:
    case CombatStep::Kind::RawDifference:
    case CombatStep::Kind::NobodyLoses:
    case CombatStep::Kind::Loses:
        break;
    }
    return qs(step.text);
}

QString BattleWording::fatigue(const Effect &e) const
{
    using C = Effect::Cause;
    QString why;
    switch (e.cause) {
    case C::TempoCost: why = tr("the tempo cost of an extra move, paid before it"); break;
    case C::Terrain: why = tr("terrain entered"); break;
    case C::ClimbSlight: why = tr("climbing a slight hill"); break;
    case C::ClimbSteep: why = tr("climbing a steep hill"); break;
    case C::Climb: why = tr("climbing a hill"); break;
    case C::DifficultMove: why = tr("a difficult move, paid after it"); break;
    case C::DifficultThroughFriends: why = tr("a difficult move through friends, paid after it"); break;
    case C::DifficultReshaped: why = tr("a difficult move that changed the formation, paid after it"); break;
    case C::PivotCost: why = tr("the pivot's Fatigue cost"); break;
    case C::WheelTerrain: why = tr("terrain of the tile the wheel swings it onto"); break;
    case C::MarchTerrain: why = tr("terrain entered on the march"); break;
    case C::SplitSeam: why = tr("on the seam the split opened"); break;
    case C::MergeSeam: why = tr("on the seam the merge closed"); break;
    case C::PlayersAdded:
        why = e.note.empty() ? tr("entered by the players") : tr("entered by the players: %1").arg(qs(e.note));
        break;
    case C::Recovery: why = tr("recovery: its Block did not move and it was neither in combat nor shot at"); break;
    case C::SmoothingGives: why = tr("smoothing: gives 1 to %1").arg(base(e.otherBase)); break;
    case C::SmoothingTakes: why = tr("smoothing: takes 1 from %1").arg(base(e.otherBase)); break;
    case C::MissileFire: why = tr("missile fire from %1").arg(base(e.otherBase)); break;
    case C::SeamTorn: why = tr("on %n seam(s) the file tore as it left", "", e.amount); break;
    case C::RearCascade: why = tr("cascade: a Base struck in the rear lost by 2 or more"); break;
    case C::HeldAsFatigue: why = tr("holds: Fatigue for the points it did not give as ground"); break;
    case C::Contagion: why = tr("contagion: %1 broke within one base-width").arg(block(e.other)); break;
    case C::ArmyBroken: why = tr("the army has broken"); break;
    case C::RepeatedPushBack: why = tr("a repeated push-back: ground given after its first base-depth this phase"); break;
    default: why = qs(e.text); break;
    }
    return tr("%1 Fatigue to %2 (now %3): %4").arg(numberformat::signedNumber(e.amount), base(e.base), QString::number(e.count), why);
}

QString BattleWording::movement(const Effect &e) const
{
    using C = Effect::Cause;
    QString what;
    switch (e.cause) {
    case C::Pivot: what = tr("pivots"); break;
    case C::Wheel: what = tr("wheels (move %1 of %2)").arg(e.amount).arg(e.count); break;
    case C::March: what = tr("marches in column"); break;
    default: what = tr("moves"); break;
    }
    const QString kept = e.roll ? QString::number(e.roll->kept()) : QString();
    return (e.passed ? tr("%1 %2: movement test, kept %3 against average Fatigue %4: passed")
                     : tr("%1 %2: movement test, kept %3 against average Fatigue %4: failed"))
        .arg(block(e.block), what, kept, numberformat::mixed(e.average));
}

QString BattleWording::split(const Effect &e) const
{
    using C = Effect::Cause;
    switch (e.cause) {
    case C::FilePushedBack:
        return tr("%1 splits: the file of %2 is pushed back and forms a Block of its own").arg(block(e.block), base(e.base));
    case C::FileEvades:
        return tr("%1 splits: the file of %2 evades and forms a Block of its own").arg(block(e.block), base(e.base));
    case C::FilePursues:
        return tr("%1 splits: %2 pursues alone and forms a Block of its own").arg(block(e.block), base(e.base));
    case C::FollowsUpOut:
        return tr("%1 splits: %2 follows up alone and forms a Block of its own").arg(block(e.block), base(e.base));
    case C::FarSideCut:
        return tr("%1 is cut in two: the Bases beyond the file form a Block of their own").arg(block(e.block));
    default:
        return tr("%1 splits: the detached Bases form a Block of their own").arg(block(e.block));
    }
}

QString BattleWording::pursuit(const Effect &e) const
{
    using C = Effect::Cause;
    switch (e.cause) {
    case C::MustPursue:
        return tr("%1 must pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue", "", e.amount)
            .arg(base(e.base), base(e.otherBase));
    case C::MayPursue:
        return tr("%1 may pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue", "", e.amount)
            .arg(base(e.base), base(e.otherBase));
    case C::Declines:
        return tr("%1 declines to pursue").arg(base(e.base));
    case C::CannotAdvance:
        return tr("%1 cannot advance: the way ahead is taken").arg(base(e.base));
    default:
        return tr("%1 pursues %n base-width(s) toward %2, no test, no Fatigue", "", e.amount)
            .arg(base(e.base), base(e.otherBase));
    }
}

QString BattleWording::followUp(const Effect &e) const
{
    using C = Effect::Cause;
    switch (e.cause) {
    case C::MayFollowUp:
        return tr("%1 may follow up %2 one hex").arg(base(e.base), base(e.otherBase));
    case C::FollowsUp:
        return tr("%1 follows up one hex toward %2").arg(base(e.base), base(e.otherBase));
    case C::StaysPut:
        return tr("%1 stays where it is").arg(base(e.base));
    case C::CannotFollowUp:
        return tr("%1 cannot follow up: the hex ahead is taken, impassable or off the table").arg(base(e.base));
    default:
        return qs(e.text);
    }
}

QString BattleWording::note(const Effect &e) const
{
    using C = Effect::Cause;
    switch (e.cause) {
    case C::NotPursuingEngaged:
        return tr("%1 won but is otherwise engaged: it does not pursue").arg(base(e.base));
    case C::RoutedGivesNoOverlap:
        return tr("%1 has routed: routed Bases give no overlaps").arg(base(e.base));
    case C::GaveGroundNoOverlap:
        return tr("%1 gave ground earlier this phase: it no longer laps %2").arg(base(e.base), base(e.otherBase));
    case C::ShockOverlapUnsupported:
        return tr("After the first round %1 counts no overlaps unless supported by its own kind: %2 is not")
            .arg(base(e.otherBase), base(e.base));
    case C::EvadeCaught:
        return tr("%1 is caught by faster troops: the evade fails").arg(base(e.base));
    case C::EvadeFailed:
        return tr("%1 cannot fall back the full distance: the evade fails and it takes the full result").arg(base(e.base));
    case C::Dislocation:
        return tr("Dislocation: the pushed file of %1, alone, averages over 6 and breaks").arg(base(e.base));
    case C::OverlapsAsEntered:
        return tr("The players enter the overlaps of %1 and %2 instead of those the plan gives")
            .arg(base(e.base), base(e.otherBase));
    case C::FlankedSideNoOverlap:
        return tr("%1 is struck in the flank on the side %2 laps from: that overlap does not count")
            .arg(base(e.base), base(e.otherBase));
    case C::RearNoOverlap:
        return tr("%1 is struck in the rear: it counts no overlaps, not even %2's").arg(base(e.base), base(e.otherBase));
    case C::SmoothingDeclined:
        return tr("%1 declines to pull Fatigue in smoothing").arg(base(e.base));
    default:
        return qs(e.text);
    }
}

QString BattleWording::effect(const Effect &e) const
{
    using K = Effect::Kind;
    using C = Effect::Cause;
    switch (e.kind) {
    case K::Fatigue:
        return fatigue(e);
    case K::MovementTest:
        return movement(e);
    case K::Moved:
        switch (e.cause) {
        case C::Pivot:
            return tr("%1 pivots 60° in place").arg(block(e.block));
        case C::Wheel:
            if (e.count == 0)
                return tr("%1 wheels 60° without a move: a lone Base's far corner travels 0").arg(block(e.block));
            return tr("%1 wheels 60° in %n move(s)", "", e.count).arg(block(e.block));
        case C::March:
            return tr("%1 marches %n base-width(s) in column", "", e.amount).arg(block(e.block));
        default:
            return tr("%1 moves").arg(block(e.block));
        }
    case K::MoveEnded:
        if (e.cause == C::WheelAborted)
            return tr("The wheel of %1 is aborted: it does not happen, the Fatigue paid is lost").arg(block(e.block));
        return tr("%1 fails its test: its movement ends for the turn").arg(block(e.block));
    case K::Split:
        return split(e);
    case K::Merged:
        return tr("%1 merges into %2; Fatigue pools").arg(block(e.other), block(e.block));
    case K::BlockBroke:
        if (e.cause == C::PushBackAfterArmyBreak)
            return tr("%1 breaks: its army has broken, so the push-back of %2 becomes a break; its Bases rout")
                .arg(block(e.block), base(e.base));
        return tr("%1 breaks: its average Fatigue %2 exceeds 6; its Bases rout").arg(block(e.block), numberformat::mixed(e.average));
    case K::BaseRemoved:
        if (e.cause == C::CannotRetreatFullMove)
            return tr("%1 cannot retreat a full move and is removed").arg(base(e.base));
        if (e.cause == C::LeavesTable)
            return tr("%1 would leave the table as it retreats and is removed").arg(base(e.base));
        return tr("%1 cannot retreat and is removed").arg(base(e.base));
    case K::ArmyBroke:
        return tr("%1 has lost %2 of %3 starting Bases (30% or more): it breaks and the battle is decided")
            .arg(army(e.side))
            .arg(e.amount)
            .arg(e.count);
    case K::PhaseChanged:
        return tr("Turn %1, %2: %3 phase").arg(QString::number(e.amount), army(e.side), phase(e.phase));
    case K::ShockCharge:
        return tr("%1 makes contact on a chained second move after a full first: shock applies").arg(block(e.block));
    case K::Combat:
        if (!e.combat)
            break;
        if (e.combat->loser == Striker::None)
            return tr("%1 and %2 fight: totals %3 and %4, margin 0 after the weight shift: nobody loses")
                .arg(base(e.firstBase), base(e.otherBase))
                .arg(e.combat->aTotal)
                .arg(e.combat->bTotal);
        return tr("%1 and %2 fight: totals %3 and %4, weight shift %5: %6 loses by %7")
            .arg(base(e.firstBase), base(e.otherBase), QString::number(e.combat->aTotal), QString::number(e.combat->bTotal),
                 numberformat::signedNumber(e.combat->assessment.weightShift), base(e.base), QString::number(e.amount));
    case K::Recoil: {
        QString line = e.cause == C::Evades ? tr("%1 evades, falling back %n base-depth(s)", "", e.amount).arg(base(e.base))
                                            : tr("%1 recoils %n base-depth(s)", "", e.amount).arg(base(e.base));
        if (e.count > 1)
            line += tr(", with its file of %n Bases", "", e.count);
        if (e.other >= 0)
            line += tr(", split from its Block");
        return line;
    }
    case K::Pinned:
        return tr("%1 is pinned: %n push-back point(s) taken as Fatigue instead", "", e.amount).arg(base(e.base));
    case K::Pursuit:
        return pursuit(e);
    case K::Note:
        return note(e);
    case K::FollowUp:
        return followUp(e);
    case K::Volley:
        if (!e.missile)
            break;
        if (e.missile->fatigue > 0)
            return tr("%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: %2 takes %7 Fatigue")
                .arg(base(e.otherBase), base(e.base), QString::number(e.missile->firerTotal),
                     QString::number(e.missile->targetTotal), numberformat::signedNumber(e.missile->weightShift),
                     QString::number(e.missile->margin), QString::number(e.missile->fatigue));
        return tr("%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: the shots have no effect")
            .arg(base(e.otherBase), base(e.base), QString::number(e.missile->firerTotal),
                 QString::number(e.missile->targetTotal), numberformat::signedNumber(e.missile->weightShift),
                 QString::number(e.missile->margin));
    }
    return qs(e.text);
}

QString BattleWording::dice(const std::vector<Effect> &effects)
{
    QStringList parts;
    for (const Effect &e : effects) {
        if (e.roll)
            parts.append(e.passed ? tr("%1: passed").arg(roll(*e.roll)) : tr("%1: failed").arg(roll(*e.roll)));
        if (e.combat)
            parts.append(tr("%1 against %2").arg(roll(e.combat->aRoll), roll(e.combat->bRoll)));
        if (e.missile)
            parts.append(tr("%1 against %2").arg(roll(e.missile->firerRoll), roll(e.missile->targetRoll)));
    }
    return parts.join(QStringLiteral("; "));
}

QString BattleWording::action(const Action &action) const
{
    return std::visit(
        [this](const auto &a) -> QString {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, MoveBlock>)
                return a.charge ? tr("%1 moves and charges").arg(block(a.block)) : tr("%1 moves").arg(block(a.block));
            else if constexpr (std::is_same_v<A, PivotBlock>)
                return tr("%1 pivots").arg(block(a.block));
            else if constexpr (std::is_same_v<A, WheelBlock>)
                return tr("%1 wheels about %2").arg(block(a.block), base(a.pivot));
            else if constexpr (std::is_same_v<A, MarchColumn>)
                return tr("%1 marches in column").arg(block(a.block));
            else if constexpr (std::is_same_v<A, SplitBlock>)
                return tr("%1 splits").arg(block(a.block));
            else if constexpr (std::is_same_v<A, MergeBlocks>)
                return tr("%1 merges into %2").arg(block(a.from), block(a.into));
            else if constexpr (std::is_same_v<A, EnterFacts>)
                return tr("Contacts and distances entered");
            else if constexpr (std::is_same_v<A, MarkInCombat>)
                return tr("Bases marked as in combat");
            else if constexpr (std::is_same_v<A, MarkShotAt>)
                return tr("Bases marked as shot at");
            else if constexpr (std::is_same_v<A, AddFatigue>) {
                QStringList parts;
                for (const auto &[id, amount] : a.fatigue)
                    parts.append(tr("%1 Fatigue to %2").arg(numberformat::signedNumber(amount), base(id)));
                QString line = parts.join(QStringLiteral(", "));
                if (!a.note.empty())
                    line += QStringLiteral(": ") + qs(a.note);
                return line;
            } else if constexpr (std::is_same_v<A, RemoveRoutedBase>)
                return tr("%1 removed").arg(base(a.base));
            else if constexpr (std::is_same_v<A, EndPhase>)
                return tr("End of the phase");
            else if constexpr (std::is_same_v<A, Fight>)
                return tr("%1 fights %2").arg(base(a.base), base(a.enemy));
            else if constexpr (std::is_same_v<A, AllocateLoss>)
                return tr("Loss allocated: %1 Fatigue, %2 push-back").arg(a.fatigue).arg(a.pushBack);
            else if constexpr (std::is_same_v<A, Pursue>)
                return a.decline ? tr("Pursuit declined") : tr("Pursuit");
            else if constexpr (std::is_same_v<A, FollowUp>)
                return a.decline ? tr("Follow-up declined") : tr("Follow-up");
            else if constexpr (std::is_same_v<A, PlanCombat>) {
                QStringList pairs;
                for (const CombatPair &p : a.pairs)
                    pairs.append(tr("%1 fights %2").arg(base(p.base), base(p.enemy)));
                return tr("Combat pairs planned: %1").arg(pairs.join(QStringLiteral("; ")));
            } else
                return tr("%1 shoots at %2").arg(base(a.firer), base(a.target));
        },
        action);
}
