// The battle file (tst_battle.h): export, import, verify, the atomic save and the format document.

#include "tst_battle.h"

void TestBattle::exportImportAndVerify()
{
    Battle battle = startBattle();
    playScript(battle, 25, 23);
    QVERIFY(battle.undo());
    addAndAmendFatigue(battle);
    const QByteArray file = revealed(battle);
    const QJsonObject json = QJsonDocument::fromJson(file).object();
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("ancients-battle"));
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), BattleFile::Version);

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
    QCOMPARE(revealed(*imported.battle), file);
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
    const QByteArray good = revealed(battle);
    QJsonObject json = QJsonDocument::fromJson(good).object();

    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("problem");
    QTest::newRow("truncated") << good.left(good.size() / 2) << QStringLiteral("not valid JSON");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("an army list") << QByteArray(R"({"format": "ancients-army-list", "version": 1})")
                                  << QStringLiteral("not a battle file");
    QJsonObject newer = json;
    newer.insert(QStringLiteral("version"), BattleFile::Version + 1);
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
    const QByteArray file = revealed(battle);
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
    QVERIFY2(BattleFile::save(battle, path, false, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), BattleFile::toJson(battle, false));
    QVERIFY(!BattleFile::save(battle, dir.filePath(QStringLiteral("no/such/dir/battle.json")), false, &error));
    QVERIFY(error.contains(QStringLiteral("cannot be written")));
}

void TestBattle::secretLeavesOnlyWithADecidedBattle()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("battle.json"));
    const QByteArray secret = Secret.toHex();
    Battle battle = startBattle();
    playScript(battle, 6, 3);
    QVERIFY(!battle.state().loser);

    // In progress: the writer refuses the secret, and writes nothing.
    QString error;
    QVERIFY(!BattleFile::maySecretLeave(battle));
    QVERIFY(BattleFile::toJson(battle, true, &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("decided")), qPrintable(error));
    error.clear();
    QVERIFY(!BattleFile::save(battle, path, true, &error));
    QVERIFY2(error.contains(QStringLiteral("decided")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!BattleFile::toJson(battle, false).contains(secret));

    // Decided (§12.1): the file carries the secret, and anyone can replay every roll.
    Battle fresh = startBattle();
    decideByFights(fresh);
    QVERIFY(BattleFile::maySecretLeave(fresh));
    QVERIFY2(BattleFile::save(fresh, path, true, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QVERIFY(written.contains(secret));
    const auto verified = BattleFile::verify(written);
    QVERIFY2(verified.ok, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QVERIFY(verified.seedRevealed);
    QVERIFY(verified.replayed);

    // Undone, the battle is in progress again: the secret stays in.
    QVERIFY(fresh.undo());
    QVERIFY(!fresh.state().loser);
    QVERIFY(!BattleFile::maySecretLeave(fresh));
    QVERIFY(BattleFile::toJson(fresh, true).isEmpty());
    QVERIFY(!BattleFile::save(fresh, path, true));
    QVERIFY(BattleFile::save(fresh, path, false));
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QVERIFY(!again.readAll().contains(secret));
    // The umpire's check in memory still replays the battle in progress, secret and all.
    const auto checked = BattleFile::verify(fresh);
    QVERIFY(checked.ok);
    QVERIFY(checked.replayed);
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
