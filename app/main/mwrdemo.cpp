#include "mwrdemo.h"

#include "mwrbattlesession.h"

namespace appshell {

namespace {

// The sample's units (mwrsample.h).
constexpr int Hastati = 0;
constexpr int Principes = 1;
constexpr int Triarii = 2;
constexpr int Velites = 3;
constexpr int Libyans = 4;
constexpr int Warband = 5;
constexpr int Slingers = 6;

} // namespace

bool playMwrDemo(MwrBattleSession *session, MwrDemoStep step)
{
    if (!session || !session->startSample())
        return false;
    const QString open = QStringLiteral("open");
    session->selectUnit(Hastati);
    if (!session->move(open, false, {Libyans}))
        return false;
    session->selectUnit(Warband);
    if (!session->move(open, false, {Triarii}))
        return false;
    session->selectUnit(Velites);
    if (!session->hold())
        return false;
    session->selectUnit(Libyans);
    if (!session->attackWithDice({5}))
        return false;
    session->selectUnit(Triarii);
    session->setDefender(Warband);
    session->setDirection(QStringLiteral("flank"));
    session->setSupport(true, Principes, QStringLiteral("side"));
    if (step == MwrDemoStep::Melee)
        return session->preview().valid;
    if (!session->attackWithDice({3, 6}))
        return false;
    if (step == MwrDemoStep::Pick)
        return true;
    return session->pick(6) && session->pushBehind(QStringLiteral("unit"), Slingers);
}

} // namespace appshell
