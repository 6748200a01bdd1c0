#include "ohwdemo.h"

#include "ohwbattlesession.h"

namespace appshell {

namespace {

// The sample's units (ohwsample.h).
constexpr int LegioI = 0;
constexpr int SpanishAuxilia = 1;
constexpr int Sagitarii = 5;
constexpr int FourthLine = 10;

} // namespace

bool playOhwDemo(OhwBattleSession *session, OhwDemoStep step)
{
    if (!session || !session->startSample())
        return false;
    const QString open = QStringLiteral("open");
    const QString front = QStringLiteral("front");
    if (!session->rollInitiative({3, 3}))
        return false;
    if (step == OhwDemoStep::Join) {
        session->selectUnit(SpanishAuxilia);
        return true;
    }
    session->selectUnit(LegioI);
    session->setTarget(FourthLine);
    if (!session->move(0, open, true, front))
        return false;
    session->selectUnit(SpanishAuxilia);
    if (!session->move(1, open, false, front) || !session->pushMove(open, false, front, 1) || !session->endStep())
        return false;
    session->selectUnit(Sagitarii);
    session->setTarget(FourthLine);
    session->setRange(2);
    if (!session->shoot({5}) || !session->endStep())
        return false;
    session->selectUnit(LegioI);
    session->setTarget(FourthLine);
    if (step == OhwDemoStep::Melee)
        return session->preview().valid;
    if (!session->attack({6, 4, 2}) || !session->endStep() || !session->checkMorale(FourthLine, 1))
        return false;
    return step != OhwDemoStep::Advance || session->retreat(QStringLiteral("retreated"), open);
}

} // namespace appshell
