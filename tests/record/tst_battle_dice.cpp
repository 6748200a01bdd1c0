// Dice bound to the action in the record (tst_battle.h): an undo reveals nothing
// another action can use, battles of either derivation verify and replay, the
// derivation is read strictly, and a noted fingerprint is checked.

#include "tst_battle.h"

#include <QFile>

namespace {

/** smallSetup() with its dice bound to the action, as the app starts battles now. */
BattleSetup byActionSetup()
{
    BattleSetup setup = smallSetup();
    setup.seed.dice = DiceDerivation::ByAction;
    return setup;
}

QString goldenPath(const QString &name)
{
    return QStringLiteral(ANCIENTS_TEST_DATA "/golden/") + name;
}

} // namespace

void TestBattle::diceByActionUndoThenAnotherBlockMeetsOtherDice()
{
    Battle battle = startBattle(byActionSetup());
    const auto first = movementRoll(mustAct(battle, moveOf(0)));
    QVERIFY(first);
    // Undone, and every other Block of the same quality given the move instead:
    // with one stream each would meet Block 0's die; by action each meets its own.
    std::set<int> others;
    for (BlockId other = 1; other < 6; ++other) {
        QVERIFY(battle.undo());
        const auto instead = movementRoll(mustAct(battle, moveOf(other)));
        QVERIFY(instead);
        others.insert(instead->kept());
    }
    QVERIFY2(others != std::set<int>{first->kept()}, "every other Block met the undone Block's die");
    QVERIFY(others.size() > 1);
}

void TestBattle::diceByActionUndoThenTheSameActionMeetsTheSameDice()
{
    Battle battle = startBattle(byActionSetup());
    mustAct(battle, moveOf(1));
    const auto first = movementRoll(mustAct(battle, moveOf(0)));
    QVERIFY(first);
    // Undo, do something else that rolls, undo that too, then the same move: the same die, no re-roll.
    QVERIFY(battle.undo());
    mustAct(battle, moveOf(2));
    QVERIFY(battle.undo());
    const auto again = movementRoll(mustAct(battle, moveOf(0)));
    QVERIFY(again);
    QCOMPARE(again->dice, first->dice);
    // A redo too.
    QVERIFY(battle.undo());
    const auto redone = battle.redo();
    QVERIFY(redone);
    QCOMPARE(movementRoll(redone.value())->dice, first->dice);
}

void TestBattle::diceByActionBattleFileVerifiesAndReplays()
{
    Battle battle = startBattle(byActionSetup());
    playScript(battle, 40, 5);
    QVERIFY(battle.undo());
    addAndAmendFatigue(battle);
    checkViewAgainstReplay(battle);

    const QByteArray file = revealed(battle);
    const QJsonObject json = QJsonDocument::fromJson(file).object();
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), BattleFile::Version);
    const QJsonObject seed = json.value(QStringLiteral("setup")).toObject().value(QStringLiteral("seed")).toObject();
    QCOMPARE(seed.value(QStringLiteral("dice")).toString(), QStringLiteral("by-action"));

    const auto verified = BattleFile::verify(file);
    QVERIFY2(verified.ok, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QVERIFY(verified.seedRevealed);
    QVERIFY(verified.replayed);
    QCOMPARE(verified.head, battle.headHash());

    const auto imported = BattleFile::fromJson(file);
    QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
    QVERIFY(imported.battle->setup().seed.dice == DiceDerivation::ByAction);
    QVERIFY(imported.battle->state() == battle.state());
    QVERIFY(imported.battle->log() == battle.log());
    QCOMPARE(revealed(*imported.battle), file);

    // Read as sequential dice (the field taken out and the chain rebuilt), the same log no longer replays.
    QJsonObject setup = json.value(QStringLiteral("setup")).toObject();
    QJsonObject sequential = seed;
    sequential.remove(QStringLiteral("dice"));
    setup.insert(QStringLiteral("seed"), sequential);
    QJsonObject forged = json;
    forged.insert(QStringLiteral("setup"), setup);
    const auto asSequential = BattleFile::verify(bytesOf(rechained(forged)));
    QVERIFY(!asSequential.ok);
    QVERIFY(!asSequential.replayed);
}

void TestBattle::diceByActionAmendmentThatDrawsOtherDiceSaysSo()
{
    Battle battle = startBattle(byActionSetup());
    mustAct(battle, moveOf(0, dice(5))); // the players rolled their own die: nothing drawn
    mustAct(battle, moveOf(1));          // Block 1's first roll of the phase
    mustAct(battle, moveOf(0));          // Block 0's first roll of the phase
    const auto report = battle.amend(0, moveOf(0), QStringLiteral("the app should have rolled"));
    QVERIFY(report);
    // Block 0's later move is now its second roll of the phase: its dice moved on.
    QVERIFY(report.value().laterDiceShifted);

    Battle other = startBattle(byActionSetup());
    mustAct(other, moveOf(0, dice(5)));
    mustAct(other, moveOf(1));
    // Block 1 does not roll as Block 0: its dice stay.
    const auto kept = other.amend(0, moveOf(0, dice(3)), QStringLiteral("it was a three"));
    QVERIFY(kept);
    QVERIFY(!kept.value().laterDiceShifted);
}

void TestBattle::diceDerivationIsReadStrictly()
{
    Battle battle = startBattle(byActionSetup());
    const QJsonObject file = exported(battle);
    const auto withDice = [&file](const QJsonValue &value) {
        QJsonObject setup = file.value(QStringLiteral("setup")).toObject();
        QJsonObject seed = setup.value(QStringLiteral("seed")).toObject();
        seed.insert(QStringLiteral("dice"), value);
        setup.insert(QStringLiteral("seed"), seed);
        QJsonObject changed = file;
        changed.insert(QStringLiteral("setup"), setup);
        return BattleFile::verify(bytesOf(changed));
    };
    const auto sequential = withDice(QStringLiteral("sequential"));
    QVERIFY(!sequential.ok);
    QVERIFY2(sequential.problems.join(QLatin1Char('\n')).contains(QStringLiteral("setup.seed.dice: ")),
             qPrintable(sequential.problems.join(QLatin1Char('\n'))));
    QVERIFY(sequential.problems.join(QLatin1Char('\n')).contains(QStringLiteral("leave the field out")));
    const auto unknown = withDice(QStringLiteral("by-turn"));
    QVERIFY(!unknown.ok);
    QVERIFY(unknown.problems.join(QLatin1Char('\n')).contains(QStringLiteral("setup.seed.dice: ")));
    QVERIFY(!withDice(true).ok);
    QVERIFY(withDice(QStringLiteral("by-action")).ok);
}

// A battle of version 1 with sequential dice, written before dice by action
// existed: it verifies and replays byte for byte, forever.
void TestBattle::sequentialBattleOfVersion1StillVerifies()
{
    const QString path = goldenPath(QStringLiteral("battle-sequential-v1.json"));
    QFile golden(path);
    if (!golden.open(QIODevice::ReadOnly)) {
        // Written once from the sequential derivation, then kept: write a candidate beside it.
        Battle battle = startBattle(smallSetup(), 1);
        mustAct(battle, moveOf(0)); // rolls
        QVERIFY(battle.undo());
        mustAct(battle, moveOf(1)); // another Block meets the undone die
        playScript(battle, 30, 11);
        addAndAmendFatigue(battle);
        QFile candidate(path + QStringLiteral(".fail"));
        QVERIFY(candidate.open(QIODevice::WriteOnly));
        candidate.write(revealed(battle));
        QFAIL(qPrintable(QStringLiteral("no golden battle file %1: a candidate is in %1.fail").arg(path)));
    }
    const QByteArray file = golden.readAll();
    const QJsonObject seed = QJsonDocument::fromJson(file)
                                 .object()
                                 .value(QStringLiteral("setup"))
                                 .toObject()
                                 .value(QStringLiteral("seed"))
                                 .toObject();
    QVERIFY(!seed.isEmpty());
    QVERIFY(!seed.contains(QStringLiteral("dice")));
    const auto verified = BattleFile::verify(file);
    QVERIFY2(verified.ok, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QVERIFY(verified.seedRevealed);
    QVERIFY(verified.replayed);
    QCOMPARE(QString::fromLatin1(verified.head.toHex()),
             QStringLiteral("66f241821aef0656a95f432f3db31b4bff9a65835d5622a567cbdb8ac740db27"));

    const auto imported = BattleFile::fromJson(file);
    QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
    QVERIFY(imported.battle->setup().seed.dice == DiceDerivation::Sequential);
    QCOMPARE(revealed(*imported.battle), file);
    // Replayed by hand, the same sequential stream: the undone roll of entry 0 went to whoever
    // rolled next, Block 1 in entry 2.
    QVERIFY(imported.battle->state() == fold(imported.battle->setup(), imported.battle->actions(),
                                             imported.battle->actions().size()));
    const auto &entries = imported.battle->view().entries();
    const auto undone = movementRoll(entries.at(0).outcome.effects);
    const auto instead = movementRoll(entries.at(2).outcome.effects);
    QVERIFY(undone && instead);
    QCOMPARE(entries.at(1).type, LogEntry::Type::Undo);
    QCOMPARE(instead->dice, undone->dice);
}

// Version 2 hashes other bytes; every battle file of version 1 still imports, verifies, is
// written back byte for byte, goes on in version 1, and is caught when changed.
void TestBattle::version1BattleFileImportsVerifiesAndGoesOnInVersion1()
{
    QFile golden(goldenPath(QStringLiteral("battle-sequential-v1.json")));
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(golden.fileName()));
    const QByteArray file = golden.readAll();
    QCOMPARE(QJsonDocument::fromJson(file).object().value(QStringLiteral("version")).toInt(), 1);
    const auto verified = BattleFile::verify(file);
    QVERIFY2(verified.ok && verified.replayed, qPrintable(verified.problems.join(QLatin1Char('\n'))));

    auto imported = BattleFile::fromJson(file);
    QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
    Battle battle = *imported.battle;
    QCOMPARE(battle.version(), 1);
    QCOMPARE(revealed(battle), file);
    // It goes on in version 1: the new entries hash the canonical JSON, and the file verifies.
    mustAct(battle, AddFatigue{{{2, 1}}, "9.5"});
    QCOMPARE(battle.log().back().state, BattleCodec::stateHash(battle.state()));
    const QByteArray more = revealed(battle);
    QCOMPARE(QJsonDocument::fromJson(more).object().value(QStringLiteral("version")).toInt(), 1);
    const auto again = BattleFile::verify(more);
    QVERIFY2(again.ok && again.replayed, qPrintable(again.problems.join(QLatin1Char('\n'))));

    // A changed entry of a version-1 file is caught, and so is the file relabelled as version 2.
    const QJsonObject changed = withEntry(QJsonDocument::fromJson(file).object(), 3, [](QJsonObject &entry) {
        entry.insert(QStringLiteral("time"), QStringLiteral("2024-05-01T10:00:01.000Z"));
    });
    const auto tampered = BattleFile::verify(bytesOf(changed));
    QVERIFY(!tampered.ok);
    QCOMPARE(tampered.failedEntry, 3);
    QJsonObject relabelled = QJsonDocument::fromJson(file).object();
    relabelled.insert(QStringLiteral("version"), 2);
    const auto wrongVersion = BattleFile::verify(bytesOf(relabelled));
    QVERIFY(!wrongVersion.ok);
    QCOMPARE(wrongVersion.failedEntry, 0);
}

namespace {

/** SHA-256 (version 2) or BLAKE2b-256 (version 3) of @p bytes. */
QByteArray hashOf(int version, const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, version == 2 ? QCryptographicHash::Sha256 : QCryptographicHash::Blake2b_256);
}

} // namespace

void TestBattle::binaryBattleFileRoundTrips_data()
{
    QTest::addColumn<int>("version");
    QTest::newRow("version 3, every new battle") << 3;
    QTest::newRow("version 2, begun before version 3") << 2;
}

// A battle of version 2 or 3 (a new battle is of version 3): its file says so, verifies, and
// reads back to the same battle and the same bytes; its chain is of its chain bytes and its
// states of their state bytes, each hashed as its version says.
void TestBattle::binaryBattleFileRoundTrips()
{
    QFETCH(int, version);
    QCOMPARE(startBattle().version(), 3);
    Battle battle = startBattle(smallSetup(), version);
    QCOMPARE(battle.version(), version);
    playScript(battle, 40, 7);
    QVERIFY(battle.undo());
    addAndAmendFatigue(battle);
    const QByteArray file = revealed(battle);
    QCOMPARE(QJsonDocument::fromJson(file).object().value(QStringLiteral("version")).toInt(), version);
    const auto verified = BattleFile::verify(file);
    QVERIFY2(verified.ok && verified.replayed, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QCOMPARE(verified.head, battle.headHash());

    const auto imported = BattleFile::fromJson(file);
    QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
    QCOMPARE(imported.battle->version(), version);
    QVERIFY(imported.battle->state() == battle.state());
    QVERIFY(imported.battle->log() == battle.log());
    QCOMPARE(revealed(*imported.battle), file);

    QByteArray head = battle.setupHash();
    for (const LogEntry &entry : battle.log()) {
        QCOMPARE(entry.hash, hashOf(version, head + record::ChainCodec::entryBytes(entry, version)));
        head = entry.hash;
    }
    QCOMPARE(battle.log().back().state, hashOf(version, record::ChainCodec::stateBytes(battle.state(), version)));
    // Read as another version, the same entries fail at the first one: the version is part of what is checked.
    for (const int other : {1, 2, 3}) {
        if (other == version)
            continue;
        QJsonObject relabelled = QJsonDocument::fromJson(file).object();
        relabelled.insert(QStringLiteral("version"), other);
        const auto wrongVersion = BattleFile::verify(bytesOf(relabelled));
        QVERIFY(!wrongVersion.ok);
        QCOMPARE(wrongVersion.failedEntry, 0);
    }
}

void TestBattle::verifyChecksANotedFingerprint()
{
    Battle battle = startBattle(byActionSetup());
    playScript(battle, 12, 3);
    const QByteArray head = battle.headHash();
    const QString hex = QString::fromLatin1(head.toHex());
    const QString shown = BattleFile::fingerprint(head);
    QCOMPARE(shown.size(), 8);
    QCOMPARE(shown, hex.left(8));

    // Noted at the table: 8 digits or more of the head, in either case.
    QVERIFY(BattleFile::checkFingerprint(head, shown).isEmpty());
    QVERIFY(BattleFile::checkFingerprint(head, shown.toUpper()).isEmpty());
    QVERIFY(BattleFile::checkFingerprint(head, hex).isEmpty());
    QVERIFY(BattleFile::checkFingerprint(head, hex.left(12)).isEmpty());

    // Another battle's, or an earlier head of this one: refused, naming both.
    const QByteArray earlier = battle.log().at(battle.log().size() - 2).hash;
    const QString refused = BattleFile::checkFingerprint(head, BattleFile::fingerprint(earlier));
    QVERIFY(!refused.isEmpty());
    QVERIFY2(refused.contains(BattleFile::fingerprint(earlier)) && refused.contains(shown), qPrintable(refused));
    // Too short to tell battles apart, or not hex at all.
    QVERIFY(BattleFile::checkFingerprint(head, hex.left(7)).contains(QStringLiteral("at least 8")));
    QVERIFY(!BattleFile::checkFingerprint(head, QStringLiteral("xyz12345")).isEmpty());
    QVERIFY(!BattleFile::checkFingerprint(head, hex + QStringLiteral("0")).isEmpty());
}
