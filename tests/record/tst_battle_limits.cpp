// The battle file's limits and its one canonical form (tst_battle.h): streams read
// with a cap, lists and armies refused before they are built, problems capped,
// duplicate keys, other encodings of the same battle, names that are not text,
// and numbers range-checked before any conversion (rulebook/battle-format.md, Limits).

#include "tst_battle.h"

#include "inputlimits.h"
#include "jsonreader.h"

#include <cmath>
#include <limits>

namespace {

/** The battle file's bytes with the first @p from replaced by @p to. */
QByteArray replacedOnce(QByteArray file, const QByteArray &from, const QByteArray &to)
{
    const qsizetype at = file.indexOf(from);
    if (at < 0)
        qFatal("%s is not in the file", from.constData());
    return file.replace(at, from.size(), to);
}

/** A battle whose log holds the encodings the reader takes apart: facts, marks, a move, Fatigue. */
QByteArray factsBattle()
{
    Battle battle = startBattle();
    mustAct(battle, moveOf(0));
    mustAct(battle, EnterFacts{CrossBlockFacts{{{0, 6}}, {}, {}}});
    mustAct(battle, MarkInCombat{{2, 3}});
    return revealed(battle);
}

/** An army list of @p blocks Blocks of @p frontage × @p depth Bases, as a setup holds it. */
QByteArray armyOf(int blocks, int frontage, int depth)
{
    QByteArray army = R"({"format":"ancients-army-list","version":1,"name":"Horde","blocks":[)";
    for (int i = 0; i < blocks; ++i) {
        army += (i ? "," : "")
            + QStringLiteral(R"({"name":"B%1","type":"medium-infantry","quality":"regular","frontage":%2,"depth":%3})")
                  .arg(i)
                  .arg(frontage)
                  .arg(depth)
                  .toUtf8();
    }
    return army + "]}";
}

} // namespace

void TestBattle::limitsReadAStreamOnlyUpToTheCap()
{
    QFile zero(QStringLiteral("/dev/zero"));
    QVERIFY(zero.open(QIODevice::ReadOnly));
    QCOMPARE(zero.size(), qint64(0)); // a special file reports no size: it cannot be trusted
    QString error;
    QVERIFY(!record::json::readCapped(zero, record::limits::MaximumFileBytes, &error));
    QVERIFY2(error.contains(QStringLiteral("larger than 16777216 bytes")), qPrintable(error));
    QVERIFY(zero.pos() <= record::limits::MaximumFileBytes + 1);

    const QByteArray big(record::limits::MaximumFileBytes + 1, ' ');
    const auto verified = BattleFile::verify(big);
    QVERIFY(!verified.ok);
    QVERIFY2(verified.problems.value(0).contains(QStringLiteral("larger than")), qPrintable(verified.problems.value(0)));
}

void TestBattle::limitsRefuseLongListsBeforeBuildingThem()
{
    // 25,000 zeros in a small file: refused by the scan, before Qt builds the list or a problem per zero.
    QByteArray zeros = R"({"entries":[0)";
    for (int i = 1; i < 25000; ++i)
        zeros += ",0";
    zeros += R"(],"format":"ancients-battle","version":1})";
    const auto verified = BattleFile::verify(zeros);
    QVERIFY(!verified.ok);
    QCOMPARE(verified.problems.size(), 1);
    QVERIFY2(verified.problems.first().contains(QStringLiteral("entries: has more than 20000 entries")),
             qPrintable(verified.problems.first()));

    // 1,000 zeros pass the scan: each is wrong, and only the first 50 are listed.
    QByteArray list = "[0";
    for (int i = 1; i < 1000; ++i)
        list += ",0";
    const QByteArray fewer = replacedOnce(revealed(startBattle()), R"("entries": [)", R"("entries": )" + list);
    const auto capped = BattleFile::verify(fewer);
    QVERIFY(!capped.ok);
    QCOMPARE(capped.problems.size(), record::limits::MaximumProblems + 1);
    QVERIFY(capped.problems.last().contains(QStringLiteral("only the first 50")));
}

void TestBattle::limitsRefuseArmiesFarLargerThanAnyReal_data()
{
    QTest::addColumn<QByteArray>("army");
    QTest::addColumn<QString>("problem");
    QTest::newRow("1,000 Blocks of 99 × 99") << armyOf(1000, 99, 99) << QStringLiteral("at most 64 Blocks, not 1000");
    QTest::newRow("a Block of 99 × 99") << armyOf(1, 99, 99) << QStringLiteral("at most 200 Bases, not 9801");
    QTest::newRow("60 Blocks of 10 × 10") << armyOf(60, 10, 10) << QStringLiteral("at most 500 Bases, not 6000");
}

void TestBattle::limitsRefuseArmiesFarLargerThanAnyReal()
{
    QFETCH(QByteArray, army);
    QFETCH(QString, problem);
    QJsonObject file = exported(startBattle());
    QJsonObject setup = file.value(QStringLiteral("setup")).toObject();
    setup.insert(QStringLiteral("army_a"), QJsonDocument::fromJson(army).object());
    file.insert(QStringLiteral("setup"), setup);
    const auto verified = BattleFile::verify(bytesOf(file));
    QVERIFY(!verified.ok);
    QVERIFY2(verified.problems.join(QLatin1Char('\n')).contains(problem), qPrintable(verified.problems.join(QLatin1Char('\n'))));
}

void TestBattle::limitsRefuseLongNames()
{
    const QByteArray file = revealed(startBattle());
    const QByteArray name = '"' + QByteArray(record::limits::MaximumNameLength + 1, 'R') + '"';
    const auto verified = BattleFile::verify(replacedOnce(file, R"("Romans")", name));
    QVERIFY(!verified.ok);
    QVERIFY2(verified.problems.join(QLatin1Char('\n')).contains(QStringLiteral("at most 200 characters, not 201")),
             qPrintable(verified.problems.join(QLatin1Char('\n'))));
}

void TestBattle::limitsOfTheScanAreMetBeforeParsing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("path");

    // 101 lists of 20,000 zeros: 2,020,102 values in 4 MB, each list within its own limit.
    QByteArray zeros = "[0";
    for (int i = 1; i < 20000; ++i)
        zeros += ",0";
    zeros += ']';
    QByteArray values = "[" + zeros;
    for (int i = 1; i < 101; ++i)
        values += ',' + zeros;
    values += ']';
    QTest::newRow("2,020,102 values") << values << "holds more than 2000000 values" << "[99][19899]";

    QTest::newRow("33 lists inside one another")
        << QByteArray(33, '[') + QByteArray(33, ']') << "is nested more than 32 deep" << QStringLiteral("[0]").repeated(32);
    QTest::newRow("32 lists inside one another") << QByteArray(32, '[') + QByteArray(32, ']') << "" << "";

    const QByteArray text = QByteArray(record::limits::MaximumTextBytes, 'x');
    QTest::newRow("a text of 24,001 bytes") << QByteArray("{\"name\": \"" + text + "x\"}")
                                            << "holds a text of more than 24000 bytes" << "name";
    QTest::newRow("a text of 24,000 bytes") << QByteArray("{\"name\": \"" + text + "\"}") << "" << "";
    QTest::newRow("a key of 24,001 bytes") << QByteArray("{\"" + text + "x\": 1}")
                                           << "holds a text of more than 24000 bytes" << "";
    QTest::newRow("4,000 escapes of 6 bytes") << QByteArray("{\"name\": \"" + QByteArray("\\u0041").repeated(4000) + "\"}")
                                              << "" << "";
}

void TestBattle::limitsOfTheScanAreMetBeforeParsing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(QString, path);
    const record::json::Parsed parsed = record::json::parse(bytes);
    if (error.isEmpty()) {
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        return;
    }
    QVERIFY(!parsed.ok());
    QVERIFY(parsed.refused);
    QCOMPARE(parsed.error, error);
    QCOMPARE(parsed.path, path);
    QVERIFY(parsed.document.isNull()); // refused before Qt built anything
}

void TestBattle::canonicalFormRefusesAKeyGivenTwice()
{
    // Qt keeps the last of two; a reader that keeps the first would read another battle.
    const QByteArray file = revealed(startBattle());
    const QByteArray twice = replacedOnce(file, R"("phrase": "Trebia")", R"("phrase": "Cannae", "phrase": "Trebia")");
    const auto verified = BattleFile::verify(twice);
    QVERIFY(!verified.ok);
    QVERIFY2(verified.problems.value(0).contains(QStringLiteral("setup.seed: \"phrase\" is given twice")),
             qPrintable(verified.problems.value(0)));
    const auto imported = BattleFile::fromJson(twice);
    QVERIFY(!imported.ok());
    QVERIFY(imported.problems.value(0).contains(QStringLiteral("given twice")));
}

void TestBattle::canonicalFormRefusesEveryOtherEncoding_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("problem");
    QTest::newRow("3.0 for 3") << QByteArray("\"version\": 3\n}") << QByteArray("\"version\": 3.0\n}")
                               << QStringLiteral("the file: not in canonical form");
    QTest::newRow("3e0 for 3") << QByteArray("\"version\": 3\n}") << QByteArray("\"version\": 3e0\n}")
                               << QStringLiteral("the file: not in canonical form");
    QTest::newRow("-0 for 0") << QByteArray(R"("climb": 0)") << QByteArray(R"("climb": -0)")
                              << QStringLiteral("entries[0]: not in canonical form");
    QTest::newRow("a contact pair larger-first") << QByteArray("[\n                            0,\n                            6\n")
                                                 << QByteArray("[\n                            6,\n                            0\n")
                                                 << QStringLiteral("entries[1].action.facts.in_contact[0]: [6, 0] is not a pair written smaller first");
    QTest::newRow("a Base listed twice") << QByteArray("2,\n                    3\n")
                                         << QByteArray("2,\n                    2\n")
                                         << QStringLiteral("entries[2].action.bases: lists a Base twice");
    QTest::newRow("an escaped NUL in a name") << QByteArray(R"("Romans")") << QByteArray(R"("Rom\u0000ans")")
                                              << QStringLiteral("holds a character that is not text (U+0000)");
    QTest::newRow("a lone surrogate in a name") << QByteArray(R"("Romans")") << QByteArray(R"("Rom\ud800ans")")
                                                << QStringLiteral("setup.army_a.name: holds a lone surrogate (\\ud800)");
    QTest::newRow("an escape for a plain letter") << QByteArray(R"("Romans")") << QByteArray(R"("Rom\u0061ns")")
                                                  << QStringLiteral("setup: not in canonical form");
}

void TestBattle::canonicalFormRefusesEveryOtherEncoding()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, problem);
    const QByteArray file = factsBattle();
    QVERIFY(BattleFile::verify(file).ok);
    const QByteArray changed = replacedOnce(file, from, to);
    const auto verified = BattleFile::verify(changed);
    QVERIFY(!verified.ok);
    QVERIFY2(verified.problems.join(QLatin1Char('\n')).contains(problem), qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QVERIFY(!BattleFile::fromJson(changed).ok());
}

void TestBattle::canonicalFormRefusesKeysOutOfOrder()
{
    const QByteArray file = factsBattle();
    const QByteArray moved = replacedOnce(replacedOnce(file, "\"format\": \"ancients-battle\",\n", ""), "\"version\": 3\n}",
                                          "\"version\": 3, \"format\": \"ancients-battle\"\n}");
    const auto verified = BattleFile::verify(moved);
    QVERIFY(!verified.ok);
    QVERIFY2(verified.problems.value(0).startsWith(QStringLiteral("the file: not in canonical form")),
             qPrintable(verified.problems.value(0)));
}

void TestBattle::canonicalFormLeavesWhitespaceFree()
{
    // The same tokens, written compact: the same battle, the same head.
    const QByteArray file = factsBattle();
    const QByteArray compact = QJsonDocument::fromJson(file).toJson(QJsonDocument::Compact);
    const auto verified = BattleFile::verify(compact);
    QVERIFY2(verified.ok, qPrintable(verified.problems.join(QLatin1Char('\n'))));
    QCOMPARE(verified.head, BattleFile::verify(file).head);
}

void TestBattle::numbersAreRangeCheckedBeforeConversion_data()
{
    QTest::addColumn<double>("number");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("3000000000") << 3e9 << false;
    QTest::newRow("-3000000000") << -3e9 << false;
    QTest::newRow("2^31") << 2147483648.0 << false;
    QTest::newRow("1e300") << 1e300 << false;
    QTest::newRow("-1e300") << -1e300 << false;
    QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << false;
    QTest::newRow("not a number") << std::numeric_limits<double>::quiet_NaN() << false;
    QTest::newRow("2.5") << 2.5 << false;
    QTest::newRow("-0") << -0.0 << true;
    QTest::newRow("5") << 5.0 << true;
}

void TestBattle::numbersAreRangeCheckedBeforeConversion()
{
    QFETCH(double, number);
    QFETCH(bool, accepted);
    const auto whole = record::json::wholeInRange(number, -9999, 9999);
    QCOMPARE(whole.has_value(), accepted);
    if (accepted)
        QCOMPARE(double(*whole), number);
    // The widest range an int holds, too.
    QCOMPARE(record::json::wholeInRange(number, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()).has_value(),
             accepted);
}
