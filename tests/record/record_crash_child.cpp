// The process tst_record_crash kills. It plays a scripted battle through a
// BattleStore: it resumes the battle opened last (or starts one), plays legal
// actions until the battle holds ActionsPerBattle of them, then starts the next
// battle, and so on until it has played `total` actions in all. After each
// action returns (so after its entry was committed) it prints
// "shown <battle> <actions> <state hash>" and flushes: what the app would show.
//
// record_crash_child <database> <total actions> <pace ms>
#include "battlestore.h"

#include "ancients/game.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QThread>

#include <cstdio>
#include <cstdlib>

using namespace ancients;
using record::Battle;
using record::BattleCodec;
using record::BattleSetup;
using record::BattleStore;
using record::SeedCommitment;

namespace {

constexpr int ActionsPerBattle = 60;

ArmyList lineArmy(const char *name, int count)
{
    ArmyList army;
    army.name = name;
    for (int i = 0; i < count; ++i) {
        BlockSpec spec;
        spec.name = "Block " + std::to_string(i);
        spec.type = TroopType::MediumInfantry;
        spec.quality = Quality::Regular;
        spec.frontage = 1;
        spec.depth = 1;
        army.blocks.push_back(spec);
    }
    return army;
}

[[noreturn]] void die(const QString &message)
{
    std::fprintf(stderr, "record_crash_child: %s\n", qPrintable(message));
    std::fflush(stderr);
    std::exit(2);
}

/** The next legal action, chosen by @p script from the state: a move (dice supplied or rolled), Fatigue, or EndPhase. */
Action nextAction(const GameState &s, QRandomGenerator &script)
{
    const int roll = static_cast<int>(script.bounded(10));
    if (roll < 6 && s.phase == Phase::Move) {
        std::vector<BlockId> own;
        for (const Block &b : s.blocks) {
            if (b.side == s.active && b.active() && !b.movementOver)
                own.push_back(b.id);
        }
        if (!own.empty()) {
            MoveBlock move;
            move.block = own[script.bounded(static_cast<quint32>(own.size()))];
            if (roll < 3) // the players rolled their own die
                move.dice = SuppliedDice{static_cast<int>(script.bounded(1, 7)), 0};
            return move;
        }
    }
    if (roll < 8) {
        std::vector<BaseId> standing;
        for (const Base &b : s.bases) {
            if (!b.lost() && b.fatigue < 3)
                standing.push_back(b.id);
        }
        if (!standing.empty())
            return AddFatigue{{{standing[script.bounded(static_cast<quint32>(standing.size()))], 1}}, "9.5"};
    }
    return EndPhase{};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4)
        die(QStringLiteral("usage: record_crash_child DATABASE TOTAL PACE_MS"));
    const int total = args.at(2).toInt();
    const int pace = args.at(3).toInt();

    BattleStore store;
    if (!store.open(args.at(1)))
        die(store.errorString());

    int played = 0;
    while (played < total) {
        std::optional<Battle> battle;
        qint64 id = 0;
        if (const auto last = store.lastOpened()) {
            battle = store.load(*last);
            if (!battle)
                die(QStringLiteral("battle %1 does not load: %2").arg(*last).arg(store.errorString()));
            id = *last;
        }
        if (!battle || battle->actionCount() >= ActionsPerBattle || battle->state().loser) {
            const QByteArray secret = SeedCommitment::newSecret();
            BattleSetup setup;
            setup.armyA = lineArmy("Romans", 5);
            setup.armyB = lineArmy("Carthaginians", 5);
            setup.seed = SeedCommitment::of(secret, QStringLiteral("Zama"));
            auto started = Battle::start(setup, secret);
            if (!started)
                die(QString::fromStdString(started.error().message));
            battle.emplace(started.value());
            const auto added = store.add(*battle, QStringLiteral("Zama"));
            if (!added)
                die(store.errorString());
            id = *added;
        }
        // The script depends on the battle and how far it got, so a resumed battle goes on as it would have.
        QRandomGenerator script(static_cast<quint32>(id * 7919 + battle->actionCount()));
        int refused = 0;
        while (played < total && battle->actionCount() < ActionsPerBattle && !battle->state().loser) {
            const Action action = nextAction(battle->state(), script);
            if (!battle->act(action)) {
                if (++refused > 1000)
                    die(QStringLiteral("the script finds no legal action"));
                continue;
            }
            ++played;
            std::printf("shown %lld %d %s\n", static_cast<long long>(id), battle->actionCount(),
                        record::ChainCodec::stateHash(battle->state(), battle->version()).toHex().constData());
            std::fflush(stdout);
            if (pace > 0)
                QThread::msleep(static_cast<unsigned long>(pace));
        }
    }
    return 0;
}
