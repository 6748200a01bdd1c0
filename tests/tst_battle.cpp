// A battle as its setup plus its log (app/record/battle.h, battlefile.h): the
// state is the fold of apply() over the actions in force; undo cannot buy a
// re-roll; an umpire's amendment recomputes on the same dice and reports what
// changed; the log is hash-chained; a battle file verifies, and every tampering
// is caught and named.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battle.h"
#include "battlefile.h"
#include "gametesthelpers.h"

#include <algorithm>
#include <set>
#endif

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#ifndef Q_MOC_RUN
using namespace ancients;
using namespace gametest;
using record::AmendmentReport;
using record::Battle;
using record::BattleCodec;
using record::BattleFile;
using record::BattleSetup;
using record::LogEntry;
using record::SeedCommitment;

namespace {

const QByteArray Secret = QByteArray::fromHex("5ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2");

/** Six single-Base Blocks a side, all Regular Medium Infantry, positions untracked. */
BattleSetup smallSetup(const QString &phrase = QStringLiteral("Trebia"))
{
    BattleSetup setup;
    setup.armyA = lineArmy("Romans", 6);
    setup.armyB = lineArmy("Carthaginians", 6);
    setup.seed = SeedCommitment::of(Secret, phrase);
    return setup;
}

Battle startBattle(const BattleSetup &setup = smallSetup())
{
    auto battle = Battle::start(setup, Secret);
    if (!battle)
        qFatal("Battle::start refused: %s", battle.error().message.c_str());
    Battle b = battle.value();
    // A fixed clock, so the bytes of a log are the same on every run.
    b.setClock([] { return QDateTime(QDate(2024, 5, 1), QTime(10, 0), Qt::UTC); });
    return b;
}

std::vector<Effect> mustAct(Battle &battle, const Action &action)
{
    auto result = battle.act(action);
    if (!result)
        qFatal("act refused: %s", result.error().message.c_str());
    return result.value();
}

/** The movement test's roll among @p effects. */
std::optional<QualityRoll> movementRoll(const std::vector<Effect> &effects)
{
    for (const Effect &e : effects) {
        if (e.kind == Effect::Kind::MovementTest)
            return e.roll;
    }
    return std::nullopt;
}

/** The state from newGame() and apply() alone, without the Battle class. */
GameState fold(const BattleSetup &setup, const std::vector<Action> &actions, std::size_t count)
{
    GameState s = must(newGame(setup.armyA, setup.armyB, setup.options, SeedCommitment::gameSeed(Secret, setup.seed.phrase),
                               setup.deployments),
                       "newGame");
    for (std::size_t i = 0; i < count; ++i)
        s = after(s, actions[i]);
    return s;
}

/** A battle of @p steps legal actions chosen by a seeded script: moves of the active side, Fatigue, phase ends. */
void playScript(Battle &battle, int steps, quint32 scriptSeed)
{
    QRandomGenerator script(scriptSeed);
    int done = 0;
    int attempts = 0;
    while (done < steps && attempts++ < steps * 20) {
        const GameState &s = battle.state();
        if (s.loser)
            break;
        const int roll = script.bounded(10);
        Action action = EndPhase{};
        if (roll < 5 && s.phase == Phase::Move) {
            std::vector<BlockId> own;
            for (const Block &b : s.blocks) {
                if (b.side == s.active && b.active() && !b.movementOver)
                    own.push_back(b.id);
            }
            if (!own.empty())
                action = moveOf(own[script.bounded(static_cast<quint32>(own.size()))]);
        } else if (roll < 7) {
            std::vector<BaseId> standing;
            for (const Base &b : s.bases) {
                if (!b.lost() && b.fatigue < 5)
                    standing.push_back(b.id);
            }
            if (!standing.empty())
                action = AddFatigue{{{standing[script.bounded(static_cast<quint32>(standing.size()))], 1}}, "9.5"};
        }
        if (battle.act(action))
            ++done;
    }
    if (done < steps)
        qFatal("the script found only %d legal actions", done);
}

/** One more action, +1 Fatigue on a Base still standing, then an umpire's amendment of it to +2. */
void addAndAmendFatigue(Battle &battle)
{
    for (const Base &b : battle.state().bases) {
        if (!b.lost() && b.fatigue < 4) {
            const BaseId id = b.id; // acting replaces the state b lives in
            mustAct(battle, AddFatigue{{{id, 1}}, "9.5"});
            const auto amended = battle.amend(battle.actionCount() - 1, AddFatigue{{{id, 2}}, "9.5"},
                                              QStringLiteral("it was two"));
            if (!amended)
                qFatal("amend refused: %s", amended.error().message.c_str());
            return;
        }
    }
    qFatal("no Base is left standing");
}

QJsonObject exported(const Battle &battle, bool reveal = true)
{
    return QJsonDocument::fromJson(BattleFile::toJson(battle, reveal)).object();
}

QByteArray bytesOf(const QJsonObject &file)
{
    return QJsonDocument(file).toJson();
}

/** The file with entries[k] changed by @p change; its hash is left as it was. */
template<typename Change>
QJsonObject withEntry(QJsonObject file, int k, Change change)
{
    QJsonArray entries = file.value(QStringLiteral("entries")).toArray();
    QJsonObject entry = entries.at(k).toObject();
    change(entry);
    entries.replace(k, entry);
    file.insert(QStringLiteral("entries"), entries);
    return file;
}

/** Recomputes every entry's chain hash, as a forger would. */
QJsonObject rechained(QJsonObject file)
{
    const auto setup = BattleCodec::decodeSetup(file.value(QStringLiteral("setup")));
    QByteArray previous = BattleCodec::setupHash(*setup.value);
    QJsonArray entries = file.value(QStringLiteral("entries")).toArray();
    for (qsizetype k = 0; k < entries.size(); ++k) {
        QJsonObject entry = entries.at(k).toObject();
        entry.remove(QStringLiteral("hash"));
        const QByteArray hash = QCryptographicHash::hash(previous + QJsonDocument(entry).toJson(QJsonDocument::Compact),
                                                         QCryptographicHash::Sha256);
        entry.insert(QStringLiteral("hash"), QString::fromLatin1(hash.toHex()));
        entries.replace(k, entry);
        previous = hash;
    }
    file.insert(QStringLiteral("entries"), entries);
    return file;
}

/**
 * The record's view of @p battle's log against a replay from newGame() of the
 * actions in force alone: each entry in force is the action at its position and
 * did what the replay does; every other entry is out of force.
 */
void checkViewAgainstReplay(const Battle &battle)
{
    const record::LogView &view = battle.view();
    const std::vector<record::EntryView> &entries = view.entries();
    QCOMPARE(entries.size(), battle.log().size());
    QCOMPARE(view.actionEntries().size(), battle.actions().size());
    GameState s = fold(battle.setup(), battle.actions(), 0);
    std::set<int> inForce;
    for (std::size_t k = 0; k < battle.actions().size(); ++k) {
        const auto at = static_cast<std::size_t>(view.actionEntries()[k]);
        QVERIFY(at < entries.size());
        inForce.insert(static_cast<int>(at));
        const record::EntryView &entry = entries[at];
        const QString where = QStringLiteral("action %1, entry %2").arg(k).arg(at);
        QVERIFY2(entry.inForce, qPrintable(where));
        QCOMPARE(entry.actionIndex, static_cast<int>(k));
        QVERIFY2(entry.type != LogEntry::Type::Undo, qPrintable(where));
        QVERIFY2(entry.action && *entry.action == battle.actions()[k], qPrintable(where));
        const Applied replayed = applied(s, battle.actions()[k]);
        QCOMPARE(entry.outcome.turn, s.turn);
        QVERIFY2(entry.outcome.phase == s.phase, qPrintable(where));
        QVERIFY2(entry.outcome.side == s.active, qPrintable(where));
        QVERIFY2(entry.outcome.effects == replayed.effects, qPrintable(where));
        QVERIFY2(entry.outcome == record::ActionOutcome::of(s, replayed.state, battle.actions()[k], replayed.effects),
                 qPrintable(where));
        s = replayed.state;
    }
    QVERIFY(s == battle.state());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        QVERIFY(entries[i].type == battle.log()[i].type);
        QCOMPARE(entries[i].hash, battle.log()[i].hash);
        QCOMPARE(entries[i].time, battle.log()[i].time);
        QCOMPARE(entries[i].note, battle.log()[i].note);
        if (inForce.contains(static_cast<int>(i)))
            continue;
        QVERIFY2(!entries[i].inForce, qPrintable(QStringLiteral("entry %1 is not in force").arg(i)));
        QCOMPARE(entries[i].actionIndex, -1);
    }
    const std::vector<Effect> last = battle.actions().empty()
        ? std::vector<Effect>{}
        : applied(battle.stateAt(battle.actionCount() - 1), battle.actions().back()).effects;
    QVERIFY(view.lastEffects() == last);
}

} // namespace

#endif

class TestBattle : public QObject
{
    Q_OBJECT

private slots:
    void startRefusesAWrongSecret();
    void stateIsTheFoldOfTheActions();
    void undoAndRedoRestoreExactStates();
    void undoIsCheapAtAnyDepth();
    void undoingARollAndActingAgainMeetsTheSameDice();
    void refusedActionsLeaveNoTrace();
    void logIsHashChainedToTheSetup();
    void failingSinkLeavesTheBattleUnchanged();
    void amendmentRecomputesOnTheSameDice();
    void amendmentThatDrawsOtherDiceSaysSo();
    void amendmentIsRefusedWhenALaterActionBecomesIllegal();
    void amendmentMustCorrectNotReplace();
    void viewAgreesWithAFreshReplayOfTheActionsInForce();
    void viewNamesTheLastFightAndTheBrokenBlocks();
    void restoredViewIsTheViewAsPlayed();
    void restoreReplaysTheLogAndNamesTheFirstBadEntry();
    void exportImportAndVerify();
    void verifyWithoutTheSecretChecksTheChainOnly();
    void verifyNamesTheFirstTamperedEntry();
    void verifyCatchesAForgedButRechainedLog();
    void verifyCatchesAWrongSecret();
    void verifyRefusesNewerAndMalformedFiles_data();
    void verifyRefusesNewerAndMalformedFiles();
    void verifyCatchesEverySingleByteChange();
    void saveWritesTheFileAtomically();
    void formatDocumentMatchesTheCode();
};

void TestBattle::startRefusesAWrongSecret()
{
    BattleSetup setup = smallSetup();
    QByteArray other = Secret;
    other[0] = '\x01';
    const auto refused = Battle::start(setup, other);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("seed-commitment"));
    QVERIFY(!Battle::start(setup, Secret.left(16)));
    setup.terrain[Hex{1, 1}] = Terrain{Going::Rough, 0, 0, false};
    QCOMPARE(Battle::start(setup, Secret).error().code, std::string("terrain-untracked"));
}

void TestBattle::stateIsTheFoldOfTheActions()
{
    Battle battle = startBattle();
    playScript(battle, 150, 11);
    QCOMPARE(battle.actionCount(), 150);
    for (int k = 0; k <= battle.actionCount(); k += 7) {
        const GameState folded = fold(battle.setup(), battle.actions(), static_cast<std::size_t>(k));
        QVERIFY2(battle.stateAt(k) == folded, qPrintable(QStringLiteral("after %1 actions").arg(k)));
        QCOMPARE(BattleCodec::stateHash(battle.stateAt(k)), BattleCodec::stateHash(folded));
    }
    QVERIFY(battle.state() == fold(battle.setup(), battle.actions(), battle.actions().size()));
    // Each entry records the hash of the state after it.
    QCOMPARE(battle.log().back().state, BattleCodec::stateHash(battle.state()));
}

void TestBattle::undoAndRedoRestoreExactStates()
{
    Battle battle = startBattle();
    QVERIFY(!battle.canUndo());
    QCOMPARE(battle.undo().error().code, std::string("nothing-to-undo"));
    playScript(battle, 40, 3);
    const GameState before = battle.state();
    const GameState previous = battle.stateAt(39);
    const Action last = battle.actions().back();

    QCOMPARE(battle.undo().value(), 39);
    QVERIFY(battle.state() == previous);
    QVERIFY(battle.canRedo());
    QVERIFY(battle.redo());
    QVERIFY(battle.state() == before);
    QVERIFY(battle.actions().back() == last);
    QVERIFY(!battle.canRedo());
    QCOMPARE(battle.redo().error().code, std::string("nothing-to-redo"));

    // Undo, undo, redo: the redo is the later of the two undone.
    const Action secondLast = battle.actions()[38];
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    QVERIFY(battle.actions().back() == secondLast);
    QVERIFY(battle.state() == battle.stateAt(39));
    // A new action forgets what was undone.
    QVERIFY(battle.act(EndPhase{}) || battle.act(AddFatigue{{{0, 1}}, "9.5"}));
    QVERIFY(!battle.canRedo());
    // Undos and redos are entries: the log only grows.
    QCOMPARE(int(battle.log().size()), 40 + 1 + 1 + 2 + 1 + 1);
}

void TestBattle::undoIsCheapAtAnyDepth()
{
    Battle battle = startBattle();
    playScript(battle, 3 * Battle::CheckpointInterval + 5, 29);
    const std::vector<Action> actions = battle.actions();
    // All the way back to the start: every state is the fold of what is left.
    while (battle.canUndo()) {
        QVERIFY(battle.undo());
        QVERIFY2(battle.state() == fold(battle.setup(), actions, static_cast<std::size_t>(battle.actionCount())),
                 qPrintable(QStringLiteral("after undoing to %1").arg(battle.actionCount())));
    }
    // And forward again with redo.
    while (battle.canRedo())
        QVERIFY(battle.redo());
    QVERIFY(battle.actions() == actions);
    QVERIFY(battle.state() == fold(battle.setup(), actions, actions.size()));
}

void TestBattle::undoingARollAndActingAgainMeetsTheSameDice()
{
    Battle battle = startBattle();
    // Block 0 moves: the game's generator rolls its movement test.
    const auto first = movementRoll(mustAct(battle, moveOf(0)));
    QVERIFY(first);
    const Pcg32 generatorBefore = battle.stateAt(0).rng;
    QVERIFY(!(battle.state().rng == generatorBefore)); // the roll used the generator

    // Undone, the generator goes back with the state ...
    QVERIFY(battle.undo());
    QVERIFY(battle.state().rng == generatorBefore);
    // ... so Block 1, a Block of the same quality, moving instead, meets the very same die.
    const auto instead = movementRoll(mustAct(battle, moveOf(1)));
    QVERIFY(instead);
    QCOMPARE(instead->dice, first->dice);
    QCOMPARE(instead->kept(), first->kept());

    // Undo and move Block 0 again: the same roll as the first time, not a new one.
    QVERIFY(battle.undo());
    const auto again = movementRoll(mustAct(battle, moveOf(0)));
    QCOMPARE(again->dice, first->dice);
}

void TestBattle::refusedActionsLeaveNoTrace()
{
    Battle battle = startBattle();
    const GameState start = battle.state();
    const auto refused = battle.act(moveOf(7)); // Block 7 is army B's: not the active player's
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("not-active-player"));
    QVERIFY(battle.state() == start);
    QVERIFY(battle.log().empty());
    QCOMPARE(battle.headHash(), battle.setupHash());
}

void TestBattle::logIsHashChainedToTheSetup()
{
    Battle battle = startBattle();
    playScript(battle, 12, 5);
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    QCOMPARE(battle.setupHash(),
             QCryptographicHash::hash(BattleCodec::canonical(BattleCodec::encode(battle.setup())), QCryptographicHash::Sha256));
    QByteArray previous = battle.setupHash();
    for (const LogEntry &entry : battle.log()) {
        const QByteArray expected = QCryptographicHash::hash(previous + BattleCodec::canonical(BattleCodec::encode(entry)),
                                                             QCryptographicHash::Sha256);
        QCOMPARE(entry.hash.toHex(), expected.toHex());
        previous = entry.hash;
    }
    QCOMPARE(battle.headHash(), previous);
}

void TestBattle::failingSinkLeavesTheBattleUnchanged()
{
    Battle battle = startBattle();
    std::vector<std::pair<int, LogEntry>> written;
    bool full = false;
    battle.setEntrySink([&](const LogEntry &entry, int sequence) {
        if (full)
            return QStringLiteral("the disk is full");
        written.emplace_back(sequence, entry);
        return QString();
    });
    mustAct(battle, moveOf(0));
    QVERIFY(battle.undo());
    QCOMPARE(int(written.size()), 2);
    QCOMPARE(written[1].first, 1);
    QVERIFY(written[1].second == battle.log()[1]);

    full = true;
    const GameState state = battle.state();
    const auto log = battle.log();
    const auto refused = battle.act(moveOf(1));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("not-saved"));
    QVERIFY(QString::fromStdString(refused.error().message).contains(QStringLiteral("the disk is full")));
    QVERIFY(!battle.redo());
    QVERIFY(battle.state() == state);
    QVERIFY(battle.log() == log);
    QVERIFY(battle.canRedo()); // the undone move is still there to redo
}

void TestBattle::amendmentRecomputesOnTheSameDice()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0));                              // 0: rolls
    mustAct(battle, AddFatigue{{{1, 3}}, "9.5"});            // 1: Base 1 to 4
    const auto laterRoll = movementRoll(mustAct(battle, moveOf(2))); // 2: rolls
    mustAct(battle, AddFatigue{{{3, 1}}, "9.5"});            // 3
    const GameState before = battle.state();
    const std::size_t entries = battle.log().size();

    // The umpire finds the loss on Base 1 was 6, not 3: it goes to 7 and its Block breaks (§6, §12).
    const auto amended = battle.amend(1, AddFatigue{{{1, 6}}, "9.5"}, QStringLiteral("the margin was 6"));
    QVERIFY2(amended, amended ? "" : amended.error().message.c_str());
    const AmendmentReport &report = amended.value();
    QCOMPARE(report.index, 1);
    QCOMPARE(report.fatigue.size(), std::size_t(1));
    QCOMPARE(report.fatigue[0].base, 1);
    QCOMPARE(report.fatigue[0].before, 4);
    QCOMPARE(report.fatigue[0].after, 7);
    QCOMPARE(report.nowBroken, std::vector<BlockId>{1});
    QVERIFY(report.noLongerBroken.empty());
    QVERIFY(!report.laterDiceShifted);
    QVERIFY(!report.loserAfter);

    // The later move rolled exactly what it rolled before.
    QVERIFY(battle.state().rng == before.rng);
    const GameState atMove = battle.stateAt(2);
    const auto replayed = movementRoll(applied(atMove, battle.actions()[2]).effects);
    QCOMPARE(replayed->dice, laterRoll->dice);

    // The original stays in the log; the amendment is an entry of its own.
    QCOMPARE(battle.log().size(), entries + 1);
    const Action original = AddFatigue{{{1, 3}}, "9.5"};
    const Action corrected = AddFatigue{{{1, 6}}, "9.5"};
    QVERIFY(*battle.log()[1].action == original);
    const LogEntry &amendment = battle.log().back();
    QCOMPARE(amendment.type, LogEntry::Type::Amend);
    QCOMPARE(amendment.index, 1);
    QCOMPARE(amendment.note, QStringLiteral("the margin was 6"));
    QVERIFY(battle.actions()[1] == corrected);
    QVERIFY(battle.state() == fold(battle.setup(), battle.actions(), battle.actions().size()));
    QVERIFY(!battle.state().blocks[1].active());
}

void TestBattle::amendmentThatDrawsOtherDiceSaysSo()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0, dice(5))); // the players rolled their own die: the generator untouched
    mustAct(battle, moveOf(1));          // the generator rolls
    const auto report = battle.amend(0, moveOf(0), QStringLiteral("the app should have rolled"));
    QVERIFY(report);
    QVERIFY(report.value().laterDiceShifted);
}

void TestBattle::amendmentIsRefusedWhenALaterActionBecomesIllegal()
{
    Battle battle = startBattle();
    mustAct(battle, AddFatigue{{{1, 3}}, "9.5"});
    mustAct(battle, moveOf(1)); // Block 1 still stands, so it may move
    const GameState state = battle.state();
    const auto log = battle.log();

    const auto refused = battle.amend(0, AddFatigue{{{1, 6}}, "9.5"}, QStringLiteral("broke it"));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("amend-breaks-later"));
    QVERIFY2(QString::fromStdString(refused.error().message).startsWith(QStringLiteral("After the correction, action 1 (move-block)")),
             refused.error().message.c_str());
    QVERIFY(battle.state() == state);
    QVERIFY(battle.log() == log);

    QCOMPARE(battle.amend(0, AddFatigue{{{1, 0}}, "9.5"}, {}).error().code, std::string("amend-illegal"));
    QCOMPARE(battle.amend(5, EndPhase{}, {}).error().code, std::string("amend-index"));
}

void TestBattle::amendmentMustCorrectNotReplace()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0));
    QCOMPARE(battle.amend(0, EndPhase{}, {}).error().code, std::string("amend-kind"));
    QCOMPARE(battle.amend(0, moveOf(0), {}).error().code, std::string("amend-unchanged"));
}

void TestBattle::viewAgreesWithAFreshReplayOfTheActionsInForce()
{
    Battle battle = startBattle();
    mustAct(battle, AddFatigue{{{1, 1}}, "9.5"}); // 0: amended below
    playScript(battle, 40, 17);
    checkViewAgainstReplay(battle);
    // Undo, redo, and a new action that forgets what was left to redo.
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    checkViewAgainstReplay(battle);
    QVERIFY(battle.redo());
    checkViewAgainstReplay(battle);
    mustAct(battle, AddFatigue{{{2, 1}}, "9.5"});
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    checkViewAgainstReplay(battle);
    // An amendment of the first action recomputes every later one on the same dice.
    const std::size_t before = battle.log().size();
    const auto amended = battle.amend(0, AddFatigue{{{1, 2}}, "9.5"}, QStringLiteral("it was two"));
    QVERIFY2(amended, amended ? "" : amended.error().message.c_str());
    checkViewAgainstReplay(battle);
    const record::EntryView &original = battle.view().entries()[0];
    QVERIFY(!original.inForce);
    QCOMPARE(original.actionIndex, -1);
    const record::EntryView &amendment = battle.view().entries()[before];
    QVERIFY(amendment.type == LogEntry::Type::Amend);
    QCOMPARE(amendment.index, 0);
    QCOMPARE(amendment.actionIndex, 0);
    QCOMPARE(amendment.note, QStringLiteral("it was two"));
    // Undo and redo again, after the amendment, and a second amendment at the end.
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    addAndAmendFatigue(battle);
    checkViewAgainstReplay(battle);
    // An undo is never in force: it shows the action it took back, in the moment it was made.
    const auto undo = std::find_if(battle.view().entries().begin(), battle.view().entries().end(),
                                   [](const record::EntryView &e) { return e.type == LogEntry::Type::Undo; });
    QVERIFY(undo != battle.view().entries().end());
    QVERIFY(!undo->inForce);
    QVERIFY(undo->action.has_value());
    QVERIFY(undo->outcome.effects.empty());
}

void TestBattle::viewNamesTheLastFightAndTheBrokenBlocks()
{
    Battle battle = startBattle();
    QVERIFY(!battle.view().lastFight());
    mustAct(battle, EndPhase{});
    mustAct(battle, EndPhase{}); // the Combat phase (§4)
    mustAct(battle, AddFatigue{{{6, 5}}, "9.5"}); // Base 6 is at 6: one more point breaks its Block (§6, §12)
    EnterFacts contact{battle.state().enteredFacts};
    contact.facts.inContact.insert(CrossBlockFacts::ordered(0, 6));
    mustAct(battle, contact);
    Fight fight;
    fight.base = 0;
    fight.enemy = 6;
    fight.baseDice = dice(5);
    fight.enemyDice = dice(2);
    mustAct(battle, fight);
    const auto last = battle.view().lastFight();
    QVERIFY(last.has_value());
    QCOMPARE(last->base, 0);
    QCOMPARE(last->enemy, 6);
    QVERIFY(battle.state().pendingLoss.has_value());
    QCOMPARE(last->result.increments, battle.state().pendingLoss->points);
    QVERIFY(battle.view().entries().back().outcome.blocks == (std::set<BlockId>{0, 6}));

    // Every point held as Fatigue: Base 6 goes over 6 and its Block breaks (§6, §12).
    AllocateLoss allocation;
    allocation.fatigue = battle.state().pendingLoss->points;
    mustAct(battle, allocation);
    QCOMPARE(battle.view().lastFight()->enemy, 6); // an action that fights no one keeps the fight before it
    QVERIFY(!battle.state().blocks[6].active());
    const auto broken = battle.view().brokenBlocks();
    QCOMPARE(broken.size(), std::size_t(1));
    QCOMPARE(broken.at(6), std::vector<BaseId>{6});
    checkViewAgainstReplay(battle);

    // Undone, the break and the fight are no longer in force.
    QVERIFY(battle.undo());
    QVERIFY(battle.view().brokenBlocks().empty());
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(!battle.view().lastFight());
    QVERIFY(battle.redo());
    QCOMPARE(battle.view().lastFight()->enemy, 6);
    checkViewAgainstReplay(battle);
}

void TestBattle::restoredViewIsTheViewAsPlayed()
{
    Battle battle = startBattle();
    playScript(battle, 30, 23);
    QVERIFY(battle.undo());
    QVERIFY(battle.undo());
    QVERIFY(battle.redo());
    addAndAmendFatigue(battle);
    const auto restored = Battle::restore(battle.setup(), Secret, battle.log());
    QVERIFY2(restored, restored ? "" : restored.error().message.c_str());
    QVERIFY(restored.value().view() == battle.view());
}

void TestBattle::restoreReplaysTheLogAndNamesTheFirstBadEntry()
{
    Battle battle = startBattle();
    playScript(battle, 30, 17);
    QVERIFY(battle.undo());
    addAndAmendFatigue(battle);
    const auto restored = Battle::restore(battle.setup(), battle.secret(), battle.log());
    QVERIFY2(restored, restored ? "" : restored.error().message.c_str());
    QVERIFY(restored.value().state() == battle.state());
    QVERIFY(restored.value().actions() == battle.actions());
    QCOMPARE(restored.value().headHash(), battle.headHash());

    // One entry's bytes changed: the chain breaks there.
    std::vector<LogEntry> tampered = battle.log();
    tampered[9].time = tampered[9].time.addSecs(1);
    int failed = -1;
    const auto refused = Battle::restore(battle.setup(), battle.secret(), tampered, &failed);
    QVERIFY(!refused);
    QCOMPARE(failed, 9);
    QCOMPARE(refused.error().code, std::string("chain-broken"));
    QVERIFY(QString::fromStdString(refused.error().message).startsWith(QStringLiteral("entry 9 (")));
}

void TestBattle::exportImportAndVerify()
{
    Battle battle = startBattle();
    playScript(battle, 25, 23);
    QVERIFY(battle.undo());
    addAndAmendFatigue(battle);
    const QByteArray file = BattleFile::toJson(battle, true);
    const QJsonObject json = QJsonDocument::fromJson(file).object();
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("ancients-battle"));
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), 1);

    const auto verified = BattleFile::verify(file);
    QVERIFY2(verified.ok, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QVERIFY(verified.seedRevealed);
    QVERIFY(verified.replayed);
    QCOMPARE(verified.entries, int(battle.log().size()));
    QCOMPARE(verified.head, battle.headHash());

    const auto imported = BattleFile::fromJson(file);
    QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
    QVERIFY(imported.battle->state() == battle.state());
    QVERIFY(imported.battle->log() == battle.log());
    QVERIFY(imported.battle->setup() == battle.setup());
    // Written again, byte for byte the same.
    QCOMPARE(BattleFile::toJson(*imported.battle, true), file);
}

void TestBattle::verifyWithoutTheSecretChecksTheChainOnly()
{
    Battle battle = startBattle();
    playScript(battle, 10, 2);
    const QByteArray file = BattleFile::toJson(battle, false);
    QVERIFY(!file.contains(Secret.toHex()));
    const auto verified = BattleFile::verify(file);
    QVERIFY(verified.ok);
    QVERIFY(!verified.seedRevealed);
    QVERIFY(!verified.replayed);
    QCOMPARE(verified.head, battle.headHash());
    // It cannot be continued without the secret.
    const auto imported = BattleFile::fromJson(file);
    QVERIFY(!imported.ok());
    QVERIFY(imported.problems.first().startsWith(QStringLiteral("seed_secret: ")));
}

void TestBattle::verifyNamesTheFirstTamperedEntry()
{
    Battle battle = startBattle();
    playScript(battle, 20, 8);
    const QJsonObject file = exported(battle);
    // Entry 6's action changed (a Fatigue moved to another Base, or a move given to another Block).
    const QJsonObject tampered = withEntry(file, 6, [](QJsonObject &entry) {
        entry.insert(QStringLiteral("time"), QStringLiteral("2024-05-01T10:00:01.000Z"));
    });
    const auto verified = BattleFile::verify(bytesOf(tampered));
    QVERIFY(!verified.ok);
    QCOMPARE(verified.failedEntry, 6);
    QVERIFY2(verified.problems.first().startsWith(QStringLiteral("entries[6]: its hash does not follow")),
             qPrintable(verified.problems.first()));

    // An entry that does not even read: named by its path.
    const QJsonObject garbled = withEntry(file, 4, [](QJsonObject &entry) { entry.insert(QStringLiteral("type"), 7); });
    const auto unreadable = BattleFile::verify(bytesOf(garbled));
    QCOMPARE(unreadable.failedEntry, 4);
    QVERIFY(unreadable.problems.first().startsWith(QStringLiteral("entries[4].type: 7 is not an entry type")));
}

void TestBattle::verifyCatchesAForgedButRechainedLog()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0));
    mustAct(battle, AddFatigue{{{2, 1}}, "9.5"});
    mustAct(battle, moveOf(1));
    mustAct(battle, AddFatigue{{{3, 2}}, "9.5"});
    // A forger moves the Fatigue of entry 1 to another Base and recomputes the whole chain.
    const QJsonObject forged = rechained(withEntry(exported(battle), 1, [](QJsonObject &entry) {
        entry.insert(QStringLiteral("action"), BattleCodec::encode(Action{AddFatigue{{{4, 1}}, "9.5"}}));
    }));
    const auto verified = BattleFile::verify(bytesOf(forged));
    QVERIFY(!verified.ok);
    QCOMPARE(verified.failedEntry, 1);
    QVERIFY2(verified.problems.first().contains(QStringLiteral("does not give the state recorded")),
             qPrintable(verified.problems.first()));
    // The head differs from the one shown at the table, too.
    const QJsonObject unrevealed = [&] {
        QJsonObject f = forged;
        f.insert(QStringLiteral("seed_secret"), QJsonValue(QJsonValue::Null));
        return f;
    }();
    const auto chainOnly = BattleFile::verify(bytesOf(unrevealed));
    QVERIFY(chainOnly.ok);
    QVERIFY(chainOnly.head != battle.headHash());
}

void TestBattle::verifyCatchesAWrongSecret()
{
    Battle battle = startBattle();
    playScript(battle, 5, 4);
    QJsonObject file = exported(battle);
    QByteArray other = Secret;
    other[31] = '\x00';
    file.insert(QStringLiteral("seed_secret"), QString::fromLatin1(other.toHex()));
    const auto verified = BattleFile::verify(bytesOf(file));
    QVERIFY(!verified.ok);
    QCOMPARE(verified.failedEntry, -1);
    QVERIFY(verified.problems.first().startsWith(QStringLiteral("seed_secret: does not match the commitment")));
}

void TestBattle::verifyRefusesNewerAndMalformedFiles_data()
{
    Battle battle = startBattle();
    playScript(battle, 5, 4);
    const QByteArray good = BattleFile::toJson(battle, true);
    QJsonObject json = QJsonDocument::fromJson(good).object();

    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("problem");
    QTest::newRow("truncated") << good.left(good.size() / 2) << QStringLiteral("not valid JSON");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("an army list") << QByteArray(R"({"format": "ancients-army-list", "version": 1})")
                                  << QStringLiteral("not a battle file");
    QJsonObject newer = json;
    newer.insert(QStringLiteral("version"), 2);
    QTest::newRow("newer version") << bytesOf(newer) << QStringLiteral("version: made by a newer version");
    QJsonObject huge = json;
    huge.insert(QStringLiteral("version"), 1e308);
    QTest::newRow("huge version") << bytesOf(huge) << QStringLiteral("version: made by a newer version");
    QJsonObject fraction = json;
    fraction.insert(QStringLiteral("version"), 0.5);
    QTest::newRow("fractional version") << bytesOf(fraction) << QStringLiteral("version: must be a whole number");
    QJsonObject noEntries = json;
    noEntries.insert(QStringLiteral("entries"), QStringLiteral("none"));
    QTest::newRow("entries not a list") << bytesOf(noEntries) << QStringLiteral("entries: must be a list");
    QJsonObject extra = json;
    extra.insert(QStringLiteral("signature"), QStringLiteral("x"));
    QTest::newRow("unknown field") << bytesOf(extra) << QStringLiteral("signature: unknown field");
}

void TestBattle::verifyRefusesNewerAndMalformedFiles()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, problem);
    const auto verified = BattleFile::verify(file);
    QVERIFY(!verified.ok);
    QVERIFY2(verified.problems.first().startsWith(problem), qPrintable(verified.problems.join(QLatin1Char('\n'))));
    const auto imported = BattleFile::fromJson(file);
    QVERIFY(!imported.ok());
}

void TestBattle::verifyCatchesEverySingleByteChange()
{
    // A short battle in a small file; every byte in turn replaced by another.
    BattleSetup setup;
    setup.armyA = lineArmy("A", 2);
    setup.armyB = lineArmy("B", 2);
    setup.seed = SeedCommitment::of(Secret);
    Battle battle = startBattle(setup);
    mustAct(battle, moveOf(0));
    mustAct(battle, AddFatigue{{{2, 1}}, "9.5"});
    QVERIFY(battle.undo());
    const QByteArray file = BattleFile::toJson(battle, true);
    QVERIFY(BattleFile::verify(file).ok);

    int survivors = 0;
    QStringList survived;
    for (qsizetype i = 0; i < file.size(); ++i) {
        QByteArray changed = file;
        changed[i] = file[i] == 'x' ? 'y' : 'x';
        const auto verified = BattleFile::verify(changed);
        if (verified.ok && verified.head == battle.headHash()) {
            ++survivors;
            survived << QString::fromUtf8(file.mid(std::max<qsizetype>(0, i - 20), 40));
        }
    }
    QVERIFY2(survivors == 0, qPrintable(survived.join(QStringLiteral("\n---\n"))));
}

void TestBattle::saveWritesTheFileAtomically()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Battle battle = startBattle();
    playScript(battle, 5, 1);
    const QString path = dir.filePath(QStringLiteral("battle.json"));
    QString error;
    QVERIFY2(BattleFile::save(battle, path, true, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), BattleFile::toJson(battle, true));
    QVERIFY(!BattleFile::save(battle, dir.filePath(QStringLiteral("no/such/dir/battle.json")), true, &error));
    QVERIFY(error.contains(QStringLiteral("cannot be written")));
}

void TestBattle::formatDocumentMatchesTheCode()
{
    QFile doc(QStringLiteral(ANCIENTS_BATTLE_FORMAT_DOC));
    QVERIFY2(doc.open(QIODevice::ReadOnly), qPrintable(doc.fileName()));
    const QString text = QString::fromUtf8(doc.readAll());

    // The example is a real battle file: it verifies, rolls and all.
    const QRegularExpression json(QStringLiteral("```json\\n(.*?)\\n```"), QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = json.match(text);
    QVERIFY2(match.hasMatch(), "battle-format.md: no ```json example");
    const auto verified = BattleFile::verify(match.captured(1).toUtf8());
    QVERIFY2(verified.ok, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QVERIFY(verified.replayed);

    // Every action kind has its row in the table of actions.
    for (const QString &kind : BattleCodec::kinds())
        QVERIFY2(text.contains(QStringLiteral("| `%1` |").arg(kind)), qPrintable(kind + QStringLiteral(" is not documented")));
}

QTEST_GUILESS_MAIN(TestBattle)
#include "tst_battle.moc"
