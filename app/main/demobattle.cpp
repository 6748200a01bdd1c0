#include "demobattle.h"

#include "armycatalog.h"
#include "battlesession.h"
#include "combatcontroller.h"
#include "movecontroller.h"
#include "shootcontroller.h"

namespace appshell {

bool playDemoBattle(BattleSession *session, ArmyCatalog *catalog, DemoStage stage)
{
    const int romans = catalog->indexOf(QStringLiteral("Mid-Republican Roman"));
    const int gauls = catalog->indexOf(QStringLiteral("Gallic"));
    session->newCommitment();
    const QVariantMap knobs{{QStringLiteral("follow_up"), stage == DemoStage::FollowUp}};
    if (!session->startBattle(catalog, romans, gauls, knobs, QStringLiteral("Telamon"),
                              QStringLiteral("Telamon, 225 BC")))
        return false;
    // Commands in the battle file's fields; the players' own dice as the file writes them.
    const auto dice = [](int face) { return QVariantMap{{QStringLiteral("first"), face}, {QStringLiteral("second"), 0}}; };
    const auto move = [&dice](int face, bool charge) {
        return QVariantMap{{QStringLiteral("dice"), dice(face)}, {QStringLiteral("charge"), charge}};
    };
    const auto fight = [&dice](int base, int enemy, int ours, int theirs) {
        return QVariantMap{{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy},
                           {QStringLiteral("base_dice"), dice(ours)}, {QStringLiteral("enemy_dice"), dice(theirs)}};
    };
    // Block and Base numbers as newGame() deals them: the Romans' Blocks first, in list order.
    constexpr int Hastati = 1, AlliedHorse = 6, Warband = 8;
    MoveController moving(session);
    ShootController shooting(session);
    CombatController combat(session);
    const bool opened = moving.moveBlock(Hastati, move(5, false)) && moving.moveBlock(Hastati, move(4, true))
        && session->setContact(Hastati, Warband, true) && moving.moveBlock(AlliedHorse, move(6, false))
        && session->adjustFatigue(38, 2, QStringLiteral("waded the stream")) && session->endPhase()
        && shooting.shoot(0, 26, dice(5), dice(2)) && shooting.shoot(42, 1, dice(4), dice(3)) && session->endPhase();
    if (!opened)
        return false;
    if (stage == DemoStage::TurnEnd) {
        // Every melee is fought before the Combat phase ends (§4): one even fight, nobody loses.
        return combat.fight(fight(5, 27, 4, 4)) && !session->pendingLossValue().pending && session->endPhase()
            && session->endPhase();
    }
    if (stage == DemoStage::Plan) {
        // The Hastati's front rank paired with the Warband's, the middle files first (§4).
        const auto pair = [](int base, int enemy) {
            return QVariantMap{{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy}};
        };
        return combat.planCombat({pair(5, 27), pair(6, 28), pair(4, 26)});
    }
    if (stage == DemoStage::Decided) {
        // A long day: the players bring every Warband Base to Fatigue 6, the brink (§6).
        for (int base = 26; base <= 33; ++base) {
            const int more = 6 - session->baseInfo(base).value(QStringLiteral("fatigue")).toInt();
            if (more > 0 && !session->adjustFatigue(base, more, QStringLiteral("a long day")))
                return false;
        }
        if (!combat.fight(fight(5, 27, 5, 3)))
            return false;
        return combat.allocateLoss({{QStringLiteral("fatigue"), session->pendingLossValue().points}})
            && session->loserSide() == 1;
    }
    if (stage == DemoStage::FollowUp) {
        // The Warband gives its ground, with the file and seams its formation shows (§9.6).
        if (!combat.fight(fight(5, 27, 5, 3)))
            return false;
        const PendingLossValue loss = session->pendingLossValue();
        const auto ids = [](const QList<int> &list) {
            QVariantList out;
            for (const int id : list)
                out.append(id);
            return out;
        };
        return combat.allocateLoss({{QStringLiteral("push_back"), loss.points},
                                    {QStringLiteral("file"), ids(loss.file)},
                                    {QStringLiteral("seam_bases"), ids(loss.seamBases)},
                                    {QStringLiteral("far_side"), ids(loss.farSide)}})
            && session->pendingFollowUpValue().pending;
    }
    return combat.fight(fight(5, 27, 5, 3));
}

} // namespace appshell
