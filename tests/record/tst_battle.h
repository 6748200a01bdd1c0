#pragma once

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
inline BattleSetup smallSetup(const QString &phrase = QStringLiteral("Trebia"))
{
    BattleSetup setup;
    setup.armyA = lineArmy("Romans", 6);
    setup.armyB = lineArmy("Carthaginians", 6);
    setup.seed = SeedCommitment::of(Secret, phrase);
    return setup;
}

inline Battle startBattle(const BattleSetup &setup = smallSetup(), int version = record::ChainCodec::CurrentVersion)
{
    auto battle = Battle::start(setup, Secret, version);
    if (!battle)
        qFatal("Battle::start refused: %s", battle.error().message.c_str());
    Battle b = battle.value();
    // A fixed clock, so the bytes of a log are the same on every run.
    b.setClock([] { return QDateTime(QDate(2024, 5, 1), QTime(10, 0), Qt::UTC); });
    return b;
}

inline std::vector<Effect> mustAct(Battle &battle, const Action &action)
{
    auto result = battle.act(action);
    if (!result)
        qFatal("act refused: %s", result.error().message.c_str());
    return result.value();
}

/** The movement test's roll among @p effects. */
inline std::optional<QualityRoll> movementRoll(const std::vector<Effect> &effects)
{
    for (const Effect &e : effects) {
        if (e.kind == Effect::Kind::MovementTest)
            return e.roll;
    }
    return std::nullopt;
}

/** The state from newGame() and apply() alone, without the Battle class. */
inline GameState fold(const BattleSetup &setup, const std::vector<Action> &actions, std::size_t count)
{
    GameState s = must(newGame(setup.armyA, setup.armyB, setup.options, SeedCommitment::gameSeed(Secret, setup.seed.phrase),
                               setup.deployments, setup.seed.dice),
                       "newGame");
    for (std::size_t i = 0; i < count; ++i)
        s = after(s, actions[i]);
    return s;
}

/** A battle of @p steps legal actions chosen by a seeded script: moves of the active side, Fatigue, phase ends. */
inline void playScript(Battle &battle, int steps, quint32 scriptSeed)
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
inline void addAndAmendFatigue(Battle &battle)
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

/**
 * @p battle's file with its dice secret, decided or not: what a writer that ignored the rule
 * would write, byte for byte. The record's writer refuses it while the battle is in progress
 * (BattleFile::maySecretLeave); the reader's tests need such files all the same.
 */
inline QByteArray revealed(const Battle &battle)
{
    QByteArray file = BattleFile::toJson(battle, false);
    const QByteArray kept = "\"seed_secret\": null";
    const qsizetype at = file.lastIndexOf(kept);
    if (at < 0)
        qFatal("no kept-back secret in the file");
    return file.replace(at, kept.size(), "\"seed_secret\": \"" + battle.secret().toHex() + '"');
}

inline QJsonObject exported(const Battle &battle, bool reveal = true)
{
    return QJsonDocument::fromJson(reveal ? revealed(battle) : BattleFile::toJson(battle, false)).object();
}

/**
 * Plays the Combat phase of turn 1 until side B's army breaks (§12.1): Base k of side A
 * fights Base 6 + k of side B, which is one point short of breaking its Block, and wins;
 * every point is held as Fatigue. The setup is smallSetup()'s.
 */
inline void decideByFights(Battle &battle)
{
    mustAct(battle, EndPhase{});
    mustAct(battle, EndPhase{}); // the Combat phase (§4)
    for (BaseId k = 0; k < 6 && !battle.state().loser; ++k) {
        const BaseId enemy = 6 + k;
        mustAct(battle, AddFatigue{{{enemy, 5}}, "9.5"});
        EnterFacts contact{battle.state().enteredFacts};
        contact.facts.inContact.insert(CrossBlockFacts::ordered(k, enemy));
        mustAct(battle, contact);
        Fight fight;
        fight.base = k;
        fight.enemy = enemy;
        fight.baseDice = dice(5);
        fight.enemyDice = dice(2);
        mustAct(battle, fight);
        AllocateLoss allocation;
        allocation.fatigue = battle.state().pendingLoss->points;
        mustAct(battle, allocation);
        if (battle.state().pendingPursuit)
            mustAct(battle, Pursue{});
    }
    if (!battle.state().loser)
        qFatal("side B did not break");
}

inline QByteArray bytesOf(const QJsonObject &file)
{
    return QJsonDocument(file).toJson();
}

/** The file with entries[k] changed by @p change; its hash is left as it was. */
template<typename Change>
inline QJsonObject withEntry(QJsonObject file, int k, Change change)
{
    QJsonArray entries = file.value(QStringLiteral("entries")).toArray();
    QJsonObject entry = entries.at(k).toObject();
    change(entry);
    entries.replace(k, entry);
    file.insert(QStringLiteral("entries"), entries);
    return file;
}

/** Recomputes every entry's chain hash, as a forger would. */
inline QJsonObject rechained(QJsonObject file)
{
    const auto setup = BattleCodec::decodeSetup(file.value(QStringLiteral("setup")));
    QByteArray previous = BattleCodec::setupHash(*setup.value);
    const int version = file.value(QStringLiteral("version")).toInt();
    QJsonArray entries = file.value(QStringLiteral("entries")).toArray();
    for (qsizetype k = 0; k < entries.size(); ++k) {
        QJsonObject entry = entries.at(k).toObject();
        entry.remove(QStringLiteral("hash"));
        // Version 1 hashes the entry's canonical JSON; version 2 its chain bytes (record::ChainCodec).
        const auto decoded = BattleCodec::decodeEntry(entry, QStringLiteral("entry"), false);
        const QByteArray hash = version == 1 || !decoded.ok()
            ? QCryptographicHash::hash(previous + QJsonDocument(entry).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
            : record::ChainCodec::chainHash(previous, *decoded.value, version);
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
inline void checkViewAgainstReplay(const Battle &battle)
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
    void rule_12_amendmentAsksAgainWhatTheCorrectionMadeIllegal();
    void amendmentEntryKeepsTheUmpireAndTheChoicesAskedAgain();
    void viewAgreesWithAFreshReplayOfTheActionsInForce();
    void viewNamesTheLastFightAndTheBrokenBlocks();
    void rule_12_1_viewNamesTheFightsThatDecidedTheBattle();
    void restoredViewIsTheViewAsPlayed();
    void restoringMakesRoomForTheLogOnceAndToMeasure();
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
    void secretLeavesOnlyWithADecidedBattle();
    void formatDocumentMatchesTheCode();
    // Dice bound to the action (tst_battle_dice.cpp).
    void diceByActionUndoThenAnotherBlockMeetsOtherDice();
    void diceByActionUndoThenTheSameActionMeetsTheSameDice();
    void diceByActionBattleFileVerifiesAndReplays();
    void diceByActionAmendmentThatDrawsOtherDiceSaysSo();
    void diceDerivationIsReadStrictly();
    void sequentialBattleOfVersion1StillVerifies();
    void version1BattleFileImportsVerifiesAndGoesOnInVersion1();
    void binaryBattleFileRoundTrips_data();
    void binaryBattleFileRoundTrips();
    void verifyChecksANotedFingerprint();
    void limitsReadAStreamOnlyUpToTheCap();
    void limitsRefuseLongListsBeforeBuildingThem();
    void limitsRefuseArmiesFarLargerThanAnyReal_data();
    void limitsRefuseArmiesFarLargerThanAnyReal();
    void limitsRefuseLongNames();
    void limitsOfTheScanAreMetBeforeParsing_data();
    void limitsOfTheScanAreMetBeforeParsing();
    void canonicalFormRefusesAKeyGivenTwice();
    void canonicalFormRefusesEveryOtherEncoding_data();
    void canonicalFormRefusesEveryOtherEncoding();
    void canonicalFormRefusesKeysOutOfOrder();
    void canonicalFormLeavesWhitespaceFree();
    void numbersAreRangeCheckedBeforeConversion_data();
    void numbersAreRangeCheckedBeforeConversion();
};
