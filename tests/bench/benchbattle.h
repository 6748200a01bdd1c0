#pragma once

// The battle the app's benchmarks play on (bench_make_battle, bench_interaction): the
// built-in Mid-Republican Roman against the Gallic army, as a player starts it, with a
// given number of actions recorded through the session, as the battle page records them.
// In a Move phase each Block of the side to move moves once (the tablet rolls its test);
// otherwise, or when none is left, the phase ends. Every action is legal where it is played.

#include "armycatalog.h"
#include "battlesession.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#endif

#include <QString>

namespace benchbattle {

/**
 * Starts the battle on @p session's store and records @p actions actions in it.
 * Returns "" on success, else what went wrong.
 */
inline QString play(BattleSession &session, int actions)
{
    ArmyCatalog catalog;
    const int roman = catalog.indexOf(QStringLiteral("Mid-Republican Roman"));
    const int gallic = catalog.indexOf(QStringLiteral("Gallic"));
    if (roman < 0 || gallic < 0)
        return QStringLiteral("the built-in armies lack the Mid-Republican Roman or the Gallic list");
    if (!session.startBattle(&catalog, roman, gallic, {}, QStringLiteral("Benchmark"), {}))
        return QStringLiteral("startBattle: ") + session.lastError();
    for (int done = 0; done < actions; ++done) {
        bool moved = false;
        const ancients::GameState &s = session.battle()->state();
        if (s.phase == ancients::Phase::Move) {
            for (const ancients::Block &b : s.blocks) {
                if (b.side == s.active && b.active() && !b.movementOver && b.movesThisTurn == 0) {
                    ancients::MoveBlock move;
                    move.block = b.id;
                    moved = session.act(move);
                    break;
                }
            }
        }
        if (!moved && !session.endPhase())
            return QStringLiteral("action %1: %2").arg(done + 1).arg(session.lastError());
    }
    return {};
}

} // namespace benchbattle
