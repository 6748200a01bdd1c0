// The quick fatigue tracker (app/tracker/fatiguetracker.h): states and breaks by the
// engine's §6 and §12 rules, read against the rulebook's own table; whole-Block
// changes, split and merge with the engine's seams (§6.2), the turn and recovery by
// the engine (§4, §6.1), the battle's table labels; the file it keeps, and what it
// does with a file it cannot read; undo.
#include "armycatalog.h"
#include "fatiguetracker.h"
#include "rulebooktext.h"
#include "trackerregrouping.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/tally.h"
#endif

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <unistd.h>

namespace {

/** A tracker on a file in @p dir. */
QString trackerPath(const QTemporaryDir &dir)
{
    return dir.filePath(QStringLiteral("tracker.json"));
}

QList<int> fatigueOf(const FatigueTracker &tracker, int side, int block)
{
    return tracker.sides().at(side).blocks.at(block).fatigue;
}

QVariant role(const TrackerSideModel *model, int row, int role)
{
    return model->data(model->index(row), role);
}

/** Presses "+" until the Base shows @p fatigue; false, at once, if a press does not raise it. */
[[nodiscard]] bool raiseTo(FatigueTracker &tracker, int side, int block, int base, int fatigue)
{
    while (fatigueOf(tracker, side, block).at(base) < fatigue) {
        const int before = fatigueOf(tracker, side, block).at(base);
        tracker.raiseFatigue(side, block, base);
        if (fatigueOf(tracker, side, block).at(base) <= before) {
            qWarning("raiseFatigue(%d, %d, %d) left the Base at %d", side, block, base, before);
            return false;
        }
    }
    return true;
}

/** Adds a Block whose Bases have @p fatigue, by the tracker's own commands. */
int addBlockWith(FatigueTracker &tracker, int side, const QList<int> &fatigue)
{
    const int row = static_cast<int>(tracker.sides().at(side).blocks.size());
    if (!tracker.addBlock(side, QStringLiteral("Block %1").arg(row + 1), static_cast<int>(fatigue.size())))
        return -1;
    for (int base = 0; base < fatigue.size(); ++base) {
        if (!raiseTo(tracker, side, row, base, fatigue.at(base)))
            return -1;
    }
    return row;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestFatigueTracker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // ---- §6: states, by the rulebook's own table -----------------------------------
    void rule_6_stateAtEveryBandEdgeIsTheRulebookTables()
    {
        QString error;
        const auto markdown = rulebooktext::readText(
            rulebooktext::rulebookDir(ANCIENTS_RULEBOOK_DIR) + QStringLiteral("/rulebook.md"), &error);
        QVERIFY2(markdown, qPrintable(error));
        const rulebooktext::Rulebook book(*markdown);
        const auto table = book.table(QStringLiteral("6"), {QStringLiteral("Fatigue (Base, or Block average)")}, &error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->rows.size(), 4);

        FatigueTracker tracker(QString{});
        int checked = 0;
        const auto expect = [&](const QList<int> &fatigue, const QString &state, const QString &why) {
            const int row = addBlockWith(tracker, 0, fatigue);
            QVERIFY(row >= 0);
            const QString shown = role(tracker.sideA(), row, TrackerSideModel::StateRole).toString();
            QVERIFY2(shown == state.toLower(), qPrintable(QStringLiteral("%1: average %2 shows \"%3\", the §6 table says \"%4\"")
                                                               .arg(why, averageFatigueText(fatigue), shown, state)));
            ++checked;
        };
        static const QRegularExpression range(QStringLiteral(R"(^(\d+)\s*[–-]\s*(\d+)$)"));
        static const QRegularExpression over(QStringLiteral(R"(^over\s+(\d+)$)"));
        for (const QStringList &cells : table->rows) {
            QCOMPARE(cells.size(), 3);
            const QString state = cells.at(1);
            if (const auto m = range.match(cells.at(0)); m.hasMatch()) {
                const int low = m.captured(1).toInt();
                const int high = m.captured(2).toInt();
                expect({low, low, low}, state, QStringLiteral("the row's lowest whole figure"));
                expect({high, high, high}, state, QStringLiteral("the row's highest whole figure"));
                if (low > 1) // R9: just above the previous row's top is already this row
                    expect({low - 1, low - 1, low}, state, QStringLiteral("a third above the previous row"));
            } else if (const auto o = over.match(cells.at(0)); o.hasMatch()) {
                const int limit = o.captured(1).toInt();
                expect({limit, limit, limit, limit + 1}, state, QStringLiteral("a quarter over the limit"));
                expect({limit + 1}, state, QStringLiteral("one over the limit"));
            } else {
                QFAIL(qPrintable(QStringLiteral("§6: the Fatigue range \"%1\" is neither \"a–b\" nor \"over n\"").arg(cells.at(0))));
            }
        }
        QCOMPARE(checked, 2 + 3 + 3 + 2); // "1–2" has no row below it
    }

    void rule_6_averageIsShownExactly_data()
    {
        QTest::addColumn<QList<int>>("fatigue");
        QTest::addColumn<QString>("text");
        QTest::newRow("whole") << QList<int>{4, 4} << QStringLiteral("4");
        QTest::newRow("a third") << QList<int>{2, 2, 3} << QStringLiteral("2 1/3");
        QTest::newRow("two thirds, in lowest terms") << QList<int>{2, 3, 3} << QStringLiteral("2 2/3");
        QTest::newRow("six over four is one and a half") << QList<int>{1, 1, 2, 2} << QStringLiteral("1 1/2");
        QTest::newRow("one Base") << QList<int>{7} << QStringLiteral("7");
    }
    void rule_6_averageIsShownExactly()
    {
        QFETCH(QList<int>, fatigue);
        QFETCH(QString, text);
        FatigueTracker tracker(QString{});
        const int row = addBlockWith(tracker, 1, fatigue);
        QVERIFY(row >= 0);
        QCOMPARE(role(tracker.sideB(), row, TrackerSideModel::AverageTextRole).toString(), text);
    }

    void rule_6_fatigueStartsAtOneAndNeverDropsBelow()
    {
        FatigueTracker tracker(QString{});
        QVERIFY(tracker.addBlock(0, QStringLiteral("Hastati"), 4));
        QCOMPARE(fatigueOf(tracker, 0, 0), (QList<int>{1, 1, 1, 1}));
        tracker.lowerFatigue(0, 0, 2);
        QCOMPARE(fatigueOf(tracker, 0, 0), (QList<int>{1, 1, 1, 1}));
        tracker.raiseFatigue(0, 0, 2);
        tracker.lowerFatigue(0, 0, 2);
        tracker.lowerFatigue(0, 0, 2);
        QCOMPARE(fatigueOf(tracker, 0, 0).at(2), 1);
    }

    void rule_6_blockCountsBetweenOneAndTwelveBases()
    {
        FatigueTracker tracker(QString{});
        QVERIFY(!tracker.addBlock(0, QStringLiteral("Nobody"), 0));
        QVERIFY(!tracker.addBlock(0, QStringLiteral("Too many"), FatigueTracker::MaximumBases + 1));
        QVERIFY(!tracker.addBlock(0, QStringLiteral("   "), 2));
        QVERIFY(!tracker.addBlock(2, QStringLiteral("No such side"), 2));
        QVERIFY(!tracker.addBlock(0, QStringLiteral("Elephants"), 2, QStringLiteral("elephants")));
        QVERIFY(tracker.isEmpty());
        QVERIFY(!tracker.canUndo());
        QVERIFY(tracker.addBlock(0, QStringLiteral("Citizen hoplites"), 12, QStringLiteral("heavy-infantry")));
        QCOMPARE(role(tracker.sideA(), 0, TrackerSideModel::TroopTypeRole).toString(), QStringLiteral("heavy-infantry"));
    }

    // ---- §6, §12, R8: the Block breaks only above 6 ----------------------------------
    void rule_6_blockBreaksOnlyWhenItsAverageExceedsSix()
    {
        FatigueTracker tracker(QString{});
        const int row = addBlockWith(tracker, 0, {6, 6, 6});
        QVERIFY(row >= 0);
        const TrackerSideModel *side = tracker.sideA();
        QCOMPARE(role(side, row, TrackerSideModel::StateRole).toString(), QStringLiteral("shaken"));
        QCOMPARE(role(side, row, TrackerSideModel::BrokenRole).toBool(), false);
        QCOMPARE(role(side, row, TrackerSideModel::FatigueLeftRole).toInt(), 0);
        QCOMPARE(side->lostBases(), 0);

        tracker.raiseFatigue(0, row, 1); // 19/3: one point more breaks it (R8)
        QCOMPARE(role(side, row, TrackerSideModel::AverageTextRole).toString(), QStringLiteral("6 1/3"));
        QCOMPARE(role(side, row, TrackerSideModel::StateRole).toString(), QStringLiteral("broken"));
        QCOMPARE(role(side, row, TrackerSideModel::BrokenRole).toBool(), true);
        QCOMPARE(side->lostBases(), 3);
    }

    void rule_12_oneBaseAboveSixInsideAFreshBlockDoesNotBreakIt()
    {
        FatigueTracker tracker(QString{});
        const int row = addBlockWith(tracker, 0, {9, 1, 1, 1});
        QVERIFY(row >= 0);
        QCOMPARE(role(tracker.sideA(), row, TrackerSideModel::StateRole).toString(), QStringLiteral("pressed"));
        QCOMPARE(tracker.sideA()->lostBases(), 0);
    }

    // ---- §12.1, R7: 30% or more of the starting Bases --------------------------------
    void rule_12_1_armyBreaksAtExactlyThirtyPercent_data()
    {
        QTest::addColumn<int>("starting");
        QTest::addColumn<int>("breaksAt");
        QTest::newRow("10 Bases: 3 is exactly 30%") << 10 << 3;
        QTest::newRow("20 Bases: 6 is exactly 30%") << 20 << 6;
        QTest::newRow("24 Bases: 7 is 29.2%, 8 is 33.3%") << 24 << 8;
        QTest::newRow("7 Bases: 2 is 28.6%") << 7 << 3;
        QTest::newRow("1 Base") << 1 << 1;
    }
    void rule_12_1_armyBreaksAtExactlyThirtyPercent()
    {
        QFETCH(int, starting);
        QFETCH(int, breaksAt);
        QCOMPARE(armyBreaksAt(starting), breaksAt);

        // One-Base Blocks, broken one by one: Bases of broken Blocks are lost (§12).
        FatigueTracker tracker(QString{});
        for (int i = 0; i < starting; ++i)
            QVERIFY(tracker.addBlock(1, QStringLiteral("Stand %1").arg(i + 1), 1));
        const TrackerSideModel *side = tracker.sideB();
        QCOMPARE(side->startingBases(), starting);
        QCOMPARE(side->breaksAt(), breaksAt);
        for (int lost = 1; lost <= breaksAt; ++lost) {
            QVERIFY(raiseTo(tracker, 1, lost - 1, 0, 7));
            QCOMPARE(side->lostBases(), lost);
            QCOMPARE(side->armyBroken(), lost == breaksAt);
        }
        QVERIFY(!tracker.sideA()->armyBroken()); // an empty side has nothing to lose
    }

    // ---- the table's labels, whole-Block changes, split and merge, the turn -------------
    void tagsAreTheBattlesAndUniqueOnTheTracker()
    {
        FatigueTracker tracker(QString{});
        QVERIFY(tracker.addBlock(0, QStringLiteral("Warband"), 8, QStringLiteral("warband"), 4));
        QVERIFY(tracker.addBlock(1, QStringLiteral("Warband"), 2, QStringLiteral("warband")));
        const TrackerBlock &first = tracker.sides().at(0).blocks.at(0);
        QCOMPARE(first.labels.first(), QStringLiteral("WAR 1·1"));
        QCOMPARE(first.labels.last(), QStringLiteral("WAR 4·2"));
        QCOMPARE(first.places.at(5), (TrackerPlace{1, 1}));
        // The second Warband takes other letters of its name, as a battle's would.
        QCOMPARE(tracker.sides().at(1).blocks.at(0).labels, (QStringList{QStringLiteral("WAB 1·1"), QStringLiteral("WAB 2·1")}));
        QVERIFY(!tracker.addBlock(0, QStringLiteral("Too wide"), 4, {}, 5));
    }

    void rule_5_2_aWholeBlockInOneStepMarksAMoveInItsOwnMovePhase()
    {
        FatigueTracker tracker(QString{});
        QVERIFY(tracker.addBlock(0, QStringLiteral("Warband"), 8, QStringLiteral("warband"), 4));
        QVERIFY(tracker.addBlock(1, QStringLiteral("Horse"), 2, QStringLiteral("cavalry")));
        tracker.raiseBlock(0, 0);
        QCOMPARE(fatigueOf(tracker, 0, 0), QList<int>(8, 2));
        QVERIFY(tracker.sides().at(0).blocks.at(0).moved);
        // The other side's Block in this Move phase: contagion, say (§12.1); no move.
        tracker.raiseBlock(1, 0);
        QVERIFY(!tracker.sides().at(1).blocks.at(0).moved);
        tracker.undo();
        tracker.undo();
        QCOMPARE(fatigueOf(tracker, 0, 0), QList<int>(8, 1));
        QVERIFY(!tracker.sides().at(0).blocks.at(0).moved);
        tracker.lowerBlock(0, 0);
        QCOMPARE(fatigueOf(tracker, 0, 0), QList<int>(8, 1)); // never below 1 (§6)
    }

    void rule_6_2_splitAndMergePayTheEnginesSeams()
    {
        FatigueTracker tracker(QString{});
        QVERIFY(tracker.addBlock(0, QStringLiteral("Hastati"), 6, QStringLiteral("medium-infantry"), 3));
        QVERIFY(raiseTo(tracker, 0, 0, 4, 5));
        const TrackerBlock before = tracker.sides().at(0).blocks.at(0);
        // The engine's own answer for the same Block and cut.
        ancients::TallyBlock tally;
        tally.fatigue.assign(before.fatigue.cbegin(), before.fatigue.cend());
        for (const TrackerPlace &place : before.places)
            tally.places.push_back({place.file, place.rank});
        const ancients::TallySplit engine = ancients::splitTally(tally, ancients::SeamLine::Files, 1);
        QVERIFY(engine.ok());

        TrackerRegrouping preview;
        preview.setTracker(&tracker);
        preview.setSide(0);
        preview.setBlock(0);
        preview.setLine(QStringLiteral("files"));
        preview.setAt(1);
        QVERIFY(preview.valid());
        QCOMPARE(preview.cuts().size(), 3); // between files 1–2 and 2–3, and ranks 1–2
        QCOMPARE(preview.seamLabels(), (QStringList{QStringLiteral("HAS 1·1"), QStringLiteral("HAS 2·1"),
                                                    QStringLiteral("HAS 1·2"), QStringLiteral("HAS 2·2")}));
        QCOMPARE(preview.resultNames(), (QStringList{QStringLiteral("Hastati (file 1)"), QStringLiteral("Hastati (files 2–3)")}));
        QCOMPARE(preview.confirm(), QString());
        QCOMPARE(tracker.sides().at(0).blocks.size(), 2);
        QList<int> expected;
        for (const std::size_t i : engine.staying)
            expected.append(engine.fatigue[i]);
        QCOMPARE(fatigueOf(tracker, 0, 0), expected);
        expected.clear();
        for (const std::size_t i : engine.leaving)
            expected.append(engine.fatigue[i]);
        QCOMPARE(fatigueOf(tracker, 0, 1), expected);
        QCOMPARE(tracker.sides().at(0).blocks.at(1).labels.first(), QStringLiteral("HAS 2·1"));

        // Back together, behind rather than beside: a different seam.
        QCOMPARE(tracker.merge(0, 0, 1, QStringLiteral("ranks")), QString());
        const TrackerBlock merged = tracker.sides().at(0).blocks.at(0);
        QCOMPARE(merged.fatigue.size(), 6);
        QCOMPARE(merged.name, QStringLiteral("Hastati"));
        QCOMPARE(merged.places.at(2), (TrackerPlace{0, 2}));
        // The single file's rear Base meets the front of the two files behind it.
        QCOMPARE(merged.fatigue, (QList<int>{2, 3, 3, 1, 6, 1}));

        // What the engine refuses, in words.
        QVERIFY(tracker.addBlock(0, QStringLiteral("Horse"), 2, QStringLiteral("cavalry")));
        QVERIFY(tracker.merge(0, 0, 1, QStringLiteral("files")).contains(QStringLiteral("same troop type")));
        QVERIFY(tracker.split(0, 1, QStringLiteral("files"), 2).contains(QStringLiteral("§6.2")));
    }

    void rule_6_1_endingRecoveryRecoversTheSideToAct()
    {
        FatigueTracker tracker(QString{});
        QVERIFY(tracker.addBlock(0, QStringLiteral("Hastati"), 3, QStringLiteral("medium-infantry")));
        QVERIFY(tracker.addBlock(1, QStringLiteral("Warband"), 2, QStringLiteral("warband")));
        QVERIFY(raiseTo(tracker, 0, 0, 0, 4));
        QVERIFY(raiseTo(tracker, 1, 0, 0, 3));
        QCOMPARE(tracker.phase(), QStringLiteral("move"));
        tracker.nextPhase();
        tracker.nextPhase();
        QCOMPARE(tracker.phase(), QStringLiteral("combat"));
        tracker.raiseFatigue(0, 0, 1); // a loss in combat: it fought, it will not recover
        QVERIFY(tracker.sides().at(0).blocks.at(0).held.at(1));
        tracker.nextPhase();
        QCOMPARE(tracker.phase(), QStringLiteral("recovery"));
        tracker.nextPhase();
        // 4→3; the one that fought keeps 2; the fresh one stays at 1 and pulls 1 from the 3.
        const QList<int> fatigue = fatigueOf(tracker, 0, 0);
        const std::vector<int> engine = ancients::recoverTally(std::vector<int>{4, 2, 1}, std::vector<bool>{true, false, true});
        QCOMPARE(fatigue, QList<int>(engine.cbegin(), engine.cend()));
        QCOMPARE(fatigue, (QList<int>{2, 2, 2}));
        QCOMPARE(fatigueOf(tracker, 1, 0), (QList<int>{3, 1})); // not its turn
        QCOMPARE(tracker.turn(), 1);
        QCOMPARE(tracker.activeSide(), 1);
        QCOMPARE(tracker.phase(), QStringLiteral("move"));
        QVERIFY(!tracker.sides().at(0).blocks.at(0).held.at(1));
        for (int i = 0; i < 4; ++i)
            tracker.nextPhase();
        QCOMPARE(tracker.turn(), 2);
        QCOMPARE(tracker.activeSide(), 0);
    }

    void firstReleasesFileIsReadAndLabelled()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeAll(trackerPath(dir), R"({"format": "ancients-fatigue-tracker", "version": 1, "sides": [)"
                                   R"({"name": "Rome", "blocks": [{"name": "Hastati", "type": "medium-infantry", "fatigue": [2, 1, 3]}]},)"
                                   R"({"name": "", "blocks": [{"name": "Warband", "fatigue": [1, 1]}]}]})");
        FatigueTracker tracker(trackerPath(dir));
        QVERIFY2(tracker.problem().isEmpty(), qPrintable(tracker.problem()));
        const TrackerBlock &hastati = tracker.sides().at(0).blocks.at(0);
        QCOMPARE(hastati.fatigue, (QList<int>{2, 1, 3}));
        QCOMPARE(hastati.labels, (QStringList{QStringLiteral("HAS 1·1"), QStringLiteral("HAS 2·1"), QStringLiteral("HAS 3·1")}));
        QCOMPARE(tracker.sides().at(1).blocks.at(0).labels.first(), QStringLiteral("WAR 1·1"));
        QCOMPARE(tracker.turn(), 1);
        // The next change writes version 2, which reads back the same.
        tracker.nextPhase();
        const QJsonDocument json = QJsonDocument::fromJson(readAll(trackerPath(dir)));
        QCOMPARE(json.object().value(QStringLiteral("version")).toInt(), 2);
        QCOMPARE(FatigueTracker(trackerPath(dir)).state(), tracker.state());
    }

    // ---- the file -------------------------------------------------------------------
    void persistenceRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QList<TrackerSide> written;
        {
            FatigueTracker tracker(trackerPath(dir));
            QVERIFY(tracker.isEmpty());
            QVERIFY(tracker.problem().isEmpty());
            tracker.setSideName(0, QStringLiteral("Carthage"));
            QCOMPARE(addBlockWith(tracker, 0, {3, 4, 2}), 0);
            QVERIFY(tracker.addBlock(1, QStringLiteral("Hastati"), 4, QStringLiteral("medium-infantry")));
            QVERIFY(raiseTo(tracker, 1, 0, 3, 8));
            written = tracker.sides();
            QVERIFY(QFile::exists(trackerPath(dir)));
        }
        const QJsonDocument json = QJsonDocument::fromJson(readAll(trackerPath(dir)));
        QCOMPARE(json.object().value(QStringLiteral("format")).toString(), QStringLiteral("ancients-fatigue-tracker"));

        FatigueTracker reopened(trackerPath(dir));
        QVERIFY2(reopened.problem().isEmpty(), qPrintable(reopened.problem()));
        QCOMPARE(reopened.sides(), written);
        QCOMPARE(reopened.sideA()->name(), QStringLiteral("Carthage"));
        QCOMPARE(reopened.sideB()->rowCount(), 1);
        QCOMPARE(role(reopened.sideB(), 0, TrackerSideModel::FatigueRole).value<QList<int>>(), (QList<int>{1, 1, 1, 8}));
        QVERIFY(!reopened.canUndo()); // the history is this session's, not the file's
    }

    void unreadableFileIsMovedAsideWithItsBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("what");
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"ancients-fatigue-tracker\", \"sid") << QStringLiteral("not valid JSON");
        QTest::newRow("another format") << QByteArray(R"({"format": "ancients-battle", "version": 1})")
                                        << QStringLiteral("\"format\"");
        QTest::newRow("one side") << QByteArray(R"({"format": "ancients-fatigue-tracker", "version": 1, "sides": [{"name": "", "blocks": []}]})")
                                  << QStringLiteral("\"sides\"");
        QTest::newRow("Fatigue 0") << QByteArray(R"({"format": "ancients-fatigue-tracker", "version": 1, "sides": [)"
                                                 R"({"name": "", "blocks": []},)"
                                                 R"({"name": "", "blocks": [{"name": "Warband", "fatigue": [1, 0]}]}]})")
                                   << QStringLiteral("sides[1].blocks[0].fatigue[1] is 0");
        QTest::newRow("half a point") << QByteArray(R"({"format": "ancients-fatigue-tracker", "version": 1, "sides": [)"
                                                    R"({"name": "", "blocks": [{"name": "Hastati", "fatigue": [2.5]}]},)"
                                                    R"({"name": "", "blocks": []}]})")
                                      << QStringLiteral("sides[0].blocks[0].fatigue[0] is 2.5");
        QTest::newRow("thirteen Bases") << QByteArray(R"({"format": "ancients-fatigue-tracker", "version": 1, "sides": [)"
                                                      R"({"name": "", "blocks": [{"name": "Horde", "fatigue": [1,1,1,1,1,1,1,1,1,1,1,1,1]}]},)"
                                                      R"({"name": "", "blocks": []}]})")
                                        << QStringLiteral("sides[0].blocks[0].fatigue");
        QTest::newRow("unknown troop type") << QByteArray(R"({"format": "ancients-fatigue-tracker", "version": 1, "sides": [)"
                                                          R"({"name": "", "blocks": [{"name": "Jumbo", "type": "elephants", "fatigue": [1]}]},)"
                                                          R"({"name": "", "blocks": []}]})")
                                            << QStringLiteral("\"elephants\"");
    }
    void unreadableFileIsMovedAsideWithItsBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, what);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeAll(trackerPath(dir), bytes);

        FatigueTracker tracker(trackerPath(dir));
        QVERIFY(tracker.isEmpty());
        QVERIFY2(tracker.problem().contains(trackerPath(dir)), qPrintable(tracker.problem()));
        QVERIFY2(tracker.problem().contains(what), qPrintable(tracker.problem()));

        const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("tracker.json.unreadable-*")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        static const QRegularExpression stamp(QStringLiteral(R"(^tracker\.json\.unreadable-\d{8}T\d{6}Z$)"));
        QVERIFY2(stamp.match(aside.first()).hasMatch(), qPrintable(aside.first()));
        QVERIFY2(tracker.problem().contains(aside.first()), qPrintable(tracker.problem()));
        QCOMPARE(readAll(dir.filePath(aside.first())), bytes);
        QVERIFY(!QFile::exists(trackerPath(dir)));

        // The next change writes a new file and leaves the old bytes alone.
        QVERIFY(tracker.addBlock(0, QStringLiteral("Velites"), 4));
        QVERIFY(QFile::exists(trackerPath(dir)));
        QCOMPARE(readAll(dir.filePath(aside.first())), bytes);
        tracker.dismissProblem();
        QVERIFY(tracker.problem().isEmpty());
    }

    void fileThatCannotBeMovedAsideIsNeverWritten()
    {
        if (::geteuid() == 0)
            QSKIP("root may write into a read-only directory");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray bytes("not a tracker");
        writeAll(trackerPath(dir), bytes);
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        FatigueTracker tracker(trackerPath(dir));
        QVERIFY(tracker.problem().contains(QStringLiteral("could not be moved aside")));
        QVERIFY(tracker.addBlock(0, QStringLiteral("Velites"), 4));
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        QCOMPARE(readAll(trackerPath(dir)), bytes);
    }

    void failedSaveSaysWhereAndKeepsTheState()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeAll(dir.filePath(QStringLiteral("plain-file")), "x");
        // A directory that cannot exist: its parent is a plain file.
        const QString path = dir.filePath(QStringLiteral("plain-file/tracker.json"));
        FatigueTracker tracker(path);
        QVERIFY(tracker.problem().isEmpty());
        QVERIFY(tracker.addBlock(0, QStringLiteral("Principes"), 4));
        QVERIFY2(tracker.problem().contains(path), qPrintable(tracker.problem()));
        QCOMPARE(tracker.sideA()->rowCount(), 1);
    }

    // ---- undo, reset, fill ------------------------------------------------------------
    void undoTakesBackEachChangeInTurn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        FatigueTracker tracker(trackerPath(dir));
        QVERIFY(!tracker.canUndo());
        QVERIFY(tracker.addBlock(0, QStringLiteral("Hoplites"), 2));
        tracker.raiseFatigue(0, 0, 1);
        tracker.raiseFatigue(0, 0, 1);
        tracker.setSideName(0, QStringLiteral("Athens"));
        QCOMPARE(fatigueOf(tracker, 0, 0), (QList<int>{1, 3}));

        tracker.undo();
        QCOMPARE(tracker.sideA()->name(), QString());
        tracker.undo();
        QCOMPARE(fatigueOf(tracker, 0, 0), (QList<int>{1, 2}));
        // The file follows the undo.
        QCOMPARE(FatigueTracker(trackerPath(dir)).sides(), tracker.sides());
        tracker.undo();
        tracker.undo();
        QVERIFY(tracker.isEmpty());
        QVERIFY(!tracker.canUndo());
        tracker.undo(); // nothing left: no change
        QVERIFY(tracker.isEmpty());
    }

    void resetAndClearAreUndoable()
    {
        FatigueTracker tracker(QString{});
        tracker.fillWithSample();
        const QList<TrackerSide> sample = tracker.sides();
        tracker.resetFatigue();
        for (const TrackerSide &side : tracker.sides()) {
            QVERIFY(!side.blocks.isEmpty());
            for (const TrackerBlock &block : side.blocks)
                QVERIFY(std::all_of(block.fatigue.cbegin(), block.fatigue.cend(), [](int f) { return f == 1; }));
        }
        QCOMPARE(tracker.sideA()->lostBases(), 0);
        tracker.undo();
        QCOMPARE(tracker.sides(), sample);
        tracker.clear();
        QVERIFY(tracker.isEmpty());
        tracker.undo();
        QCOMPARE(tracker.sides(), sample);
    }

    void sampleShowsEveryStateOnBothSides()
    {
        FatigueTracker tracker(QString{});
        tracker.fillWithSample();
        for (const TrackerSideModel *side : {tracker.sideA(), tracker.sideB()}) {
            QSet<QString> states;
            for (int row = 0; row < side->rowCount(); ++row)
                states.insert(role(side, row, TrackerSideModel::StateRole).toString());
            QCOMPARE(states.size(), 4);
            QVERIFY(side->lostBases() > 0);
            QVERIFY(!side->armyBroken());
        }
    }

    void fillFromArmyMakesOneBlockPerListedBlock()
    {
        ArmyCatalog catalog;
        QVERIFY2(catalog.loadErrors().isEmpty(), qPrintable(catalog.loadErrors()));
        QVERIFY(catalog.rowCount() > 0);
        catalog.setCurrentIndex(0);
        const ArmyBlocksModel *blocks = catalog.blocks();
        const QString army = catalog.data(catalog.index(0), ArmyCatalog::NameRole).toString();

        FatigueTracker tracker(QString{});
        QVERIFY(tracker.addBlock(1, QStringLiteral("Replaced"), 2));
        QCOMPARE(tracker.fillFromArmy(1, catalog.blocks(), army), QString());
        QCOMPARE(tracker.sideB()->name(), army);
        QCOMPARE(tracker.sideB()->rowCount(), blocks->rowCount());
        for (int row = 0; row < blocks->rowCount(); ++row) {
            const QModelIndex index = blocks->index(row);
            QCOMPARE(role(tracker.sideB(), row, TrackerSideModel::NameRole), blocks->data(index, ArmyBlocksModel::NameRole));
            QCOMPARE(role(tracker.sideB(), row, TrackerSideModel::BaseCountRole).toInt(),
                     blocks->data(index, ArmyBlocksModel::FrontageRole).toInt()
                         * blocks->data(index, ArmyBlocksModel::DepthRole).toInt());
            QCOMPARE(role(tracker.sideB(), row, TrackerSideModel::TroopTypeRole), blocks->data(index, ArmyBlocksModel::TypeRole));
            QCOMPARE(role(tracker.sideB(), row, TrackerSideModel::StateRole).toString(), QStringLiteral("fresh"));
        }
        tracker.undo();
        QCOMPARE(tracker.sideB()->rowCount(), 1);
        QVERIFY(!tracker.fillFromArmy(0, nullptr, army).isEmpty());
    }

    void raisingFatigueChangesOneRowOnly()
    {
        FatigueTracker tracker(QString{});
        QVERIFY(tracker.addBlock(0, QStringLiteral("First"), 2));
        QVERIFY(tracker.addBlock(0, QStringLiteral("Second"), 2));
        QSignalSpy reset(tracker.sideA(), &QAbstractItemModel::modelReset);
        QSignalSpy changed(tracker.sideA(), &QAbstractItemModel::dataChanged);
        QSignalSpy removed(tracker.sideA(), &QAbstractItemModel::rowsRemoved);
        tracker.raiseFatigue(0, 1, 0);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        tracker.removeBlock(0, 0);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(role(tracker.sideA(), 0, TrackerSideModel::NameRole).toString(), QStringLiteral("Second"));
    }
};

QTEST_GUILESS_MAIN(TestFatigueTracker)
#include "tst_fatiguetracker.moc"
