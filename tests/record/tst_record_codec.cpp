// The game record's JSON (app/record/battlecodec.h, rulebook/battle-format.md):
// every action kind round-trips, decoding refuses bad input naming every
// problem with its path, and the canonical bytes and hashes are pinned so that
// old records verify forever.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "armylist.h"
#include "battlecodec.h"
#include "chaincodec.h"
#include "gametesthelpers.h"
#include "jsonreader.h"
#endif

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>
#include <QTimeZone>

#ifndef Q_MOC_RUN
using namespace ancients;
using record::BattleCodec;
using record::BattleSetup;
using record::ChainCodec;
using record::ReaskedChoice;
using record::LogEntry;
namespace json = record::json;
using record::SeedCommitment;

namespace {

const QString ArmiesDir = QStringLiteral(ANCIENTS_ARMIES_DIR);

QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("test JSON does not parse: %s", json);
    return document.object();
}

ArmyList builtIn(const char *file)
{
    const ArmyListLoad load = ArmyListFormat::load(ArmiesDir + QLatin1Char('/') + QLatin1String(file));
    if (!load.ok())
        qFatal("%s", qPrintable(load.error));
    return *load.list;
}

/** One action of every kind, each with fields away from their defaults. */
std::vector<Action> everyKind()
{
    MoveBlock move;
    move.block = 3;
    move.terrainEntered = {{4, {Going::Rough, Going::Open}}, {7, {Going::Swamp}}};
    move.climb = 2;
    move.difficult = true;
    move.charge = true;
    move.fullMove = false;
    move.destination = {{4, {Hex{-2, 5}, Facing{3}}}, {7, {Hex{-1, 5}, Facing{3}}}};
    move.dice = SuppliedDice{6, 2};

    PivotBlock pivot{2, -1, SuppliedDice{4, 0}};
    WheelBlock wheel{5, 9, -1, 3, 2, {SuppliedDice{1, 0}, SuppliedDice{5, 6}}};
    MarchColumn march{1, {3, 2, 1}, {{Hex{0, 1}, Facing{1}}, {Hex{0, 2}, Facing{2}}}, std::nullopt};
    SplitBlock split{4, {8, 9}, {7, 8}};
    MergeBlocks merge{6, 2, {11, 12}};
    EnterFacts facts;
    facts.facts.inContact = {{1, 4}, {2, 5}};
    facts.facts.withinOneBaseWidth = {{0, 3}};
    facts.facts.retreatBlocked = {12, 14};
    MarkInCombat combat{{1, 2, 3}};
    MarkShotAt shot{{9}};
    AddFatigue fatigue{{{3, 2}, {4, 1}}, "9.5"};
    RemoveRoutedBase remove{17};
    Fight fight;
    fight.base = 2;
    fight.enemy = 30;
    fight.lapping = 3;
    fight.flank = Striker::A;
    fight.rear = Striker::None;
    fight.uphill = Striker::B;
    fight.baseGoing = 3;
    fight.enemyGoing = 2;
    fight.baseDice = SuppliedDice{5, 3};
    AllocateLoss loss;
    loss.fatigue = 1;
    loss.pushBack = 2;
    loss.rearSide = RearSide::Right;
    loss.pinned = true;
    loss.file = {30, 31};
    loss.seamBases = {29};
    loss.farSide = {28};
    Pursue pursue{true, {2, 6}, {7}};
    // Added after version 1: a kind, and a field written only when set.
    Shoot shoot{4, 31, SuppliedDice{5, 2}, std::nullopt};
    AddFatigue noted{{{5, 1}}, "6", "lost a figure to a scenario rule"};
    PlanCombat plan{{{2, 30}, {4, 31}, {1, 28}}};
    Fight entered = fight;
    entered.overlapsAsEntered = true;
    FollowUp followUp{false, {5, 6}, {8}};

    return {move, pivot, wheel, march, split, merge, facts, combat, shot, fatigue, remove, EndPhase{}, fight, loss, pursue,
            shoot, noted, plan, entered, followUp, FollowUp{true, {}, {}}};
}

/** The SHA-256 of @p object's canonical bytes, in hex. */
QByteArray canonicalHash(const QJsonObject &object)
{
    return BattleCodec::sha256(BattleCodec::canonical(object)).toHex();
}

/** The amendment whose chain bytes versions 2 and 3 pin: every field of an entry set. */
LogEntry frozenAmendment()
{
    LogEntry entry;
    entry.type = LogEntry::Type::Amend;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 0, 4, 250), Qt::UTC);
    entry.state = QByteArray(32, '\x5a');
    entry.action = Action{AddFatigue{{{3, 2}}, "9.5", "the margin was 2"}};
    entry.index = 1;
    entry.note = QStringLiteral("Ilerda");
    entry.umpire = QStringLiteral("Umpire");
    entry.reasked = {ReaskedChoice{3, {Action{EndPhase{}}}}};
    return entry;
}

/**
 * A mid-battle state built only from version-1 actions: two built-in armies,
 * untracked, a move on the players' dice and one on the generator, old-style
 * missile records, entered contact and a fight whose loss is pending.
 */
GameState frozenBattle()
{
    using namespace gametest;
    GameState s = must(newGame(builtIn("mid-republican-roman.json"), builtIn("gallic.json"), RulesOptions{}, 2026U));
    EnterFacts contact;
    contact.facts.inContact = {{1, 8}};
    contact.facts.withinOneBaseWidth = {{1, 2}};
    Fight fight;
    fight.base = 4;
    fight.enemy = 26;
    fight.baseDice = SuppliedDice{2, 0};
    fight.enemyDice = SuppliedDice{5, 0};
    return afterAll(s, {moveOf(1, SuppliedDice{6, 0}), moveOf(2), EndPhase{}, AddFatigue{{{26, 1}, {27, 2}}, "10"},
                        MarkShotAt{{28}}, EndPhase{}, contact, fight});
}

} // namespace
#endif

class TestRecordCodec : public QObject
{
    Q_OBJECT

private slots:
    void everyActionKindRoundTrips();
    void everyKindHasADistinctName();
    void refusalsNameEveryProblemWithItsPath();
    void refusedNumbers_data();
    void refusedNumbers();
    void refusesUnknownKindsAndFields();
    void refusesNonCanonicalLists();
    void optionsRoundTripAndRefuse();
    void laterOptionsAreWrittenOnlyWhenTheyDiffer();
    void setupRoundTripsWithBuiltInArmies();
    void setupRefusalsNameTheArmyAndBlock();
    void entriesRoundTrip();
    void entryTimesMustBeCanonicalUtc();
    void entryTimesAreWrittenAsQtWritesIsoDatesWithMilliseconds();
    void hashesAreReadOnlyAsSixtyFourLowerCaseHexDigits();
    void stateHashSeesEveryChange();
    void version2StateHashSeesEveryChange();
    void stateBytesOfVersion2AreFrozen();
    void stateBytesOfVersion3AreFrozen();
    void pinnedSeedAndSetupHashes();
    void stateEncodingOfVersion1IsFrozen();
    void fieldsAddedAfterVersion1AreWrittenOnlyWhenSet();
    void meleeCheckAndPlanFactsAreWrittenOnlyWhenSet();
    void shootRefusalsNameTheirPath();
    void shootGoingIsWrittenOnlyOffOpenGround();
    void rule_13_thirdDieIsWrittenOnlyWhenThrown();
    void commandFromItsEncodingIsTheActionByteForByte();
    void commandRefusesAnUnknownFieldNamingIt();
    void commandTakesDefaultsButNotWhatItActsOn();
};

void TestRecordCodec::everyActionKindRoundTrips()
{
    for (const Action &action : everyKind()) {
        const QJsonObject json = BattleCodec::encode(action);
        QCOMPARE(json.value(QStringLiteral("kind")).toString(), BattleCodec::kind(action));
        const auto decoded = BattleCodec::decodeAction(json);
        QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
        QVERIFY2(*decoded.value == action, qPrintable(BattleCodec::kind(action)));
        // Through the bytes too: the canonical text reads back as the same action.
        const auto reread =
            BattleCodec::decodeAction(QJsonDocument::fromJson(BattleCodec::canonical(json)).object());
        QVERIFY(reread.ok());
        QVERIFY(*reread.value == action);
    }
}

void TestRecordCodec::everyKindHasADistinctName()
{
    QSet<QString> covered;
    for (const Action &action : everyKind())
        covered.insert(BattleCodec::kind(action));
    const QStringList kinds = BattleCodec::kinds();
    QCOMPARE(kinds.size(), qsizetype(std::variant_size_v<Action>));
    QCOMPARE(QSet<QString>(kinds.begin(), kinds.end()).size(), kinds.size());
    // The samples above cover every kind, so a new kind fails here until it has one.
    QCOMPARE(covered, QSet<QString>(kinds.begin(), kinds.end()));
}

void TestRecordCodec::refusalsNameEveryProblemWithItsPath()
{
    const QJsonObject bad = parse(R"({"kind": "move-block", "block": "x", "terrain_entered": [{"base": 1, "tiles": ["rough", "mud"]}],
        "climb": 3, "difficult": 1, "charge": false, "destination": [], "dice": {"first": 7, "second": 0}, "colour": "red"})");
    const auto decoded = BattleCodec::decodeAction(bad, QStringLiteral("actions[3]"));
    QVERIFY(!decoded.ok());
    const QStringList expected{
        QStringLiteral("actions[3].block: \"x\" is not a Block number (0 to 9999)"),
        QStringLiteral("actions[3].terrain_entered[0].tiles[1]: \"mud\" is not a Going (\"open\", \"light-woods\", "
                       "\"heavy-woods\", \"rough\", \"swamp\")"),
        QStringLiteral("actions[3].climb: 3 is not a whole number from 0 to 2"),
        QStringLiteral("actions[3].difficult: 1 is not true or false"),
        QStringLiteral("actions[3].full_move: is missing"),
        QStringLiteral("actions[3].dice.first: 7 is not a die's face (1 to 6, or 0 for none)"),
        QStringLiteral("actions[3].colour: unknown field"),
    };
    QCOMPARE(decoded.problems, expected);
}

void TestRecordCodec::refusedNumbers_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("problem");
    QTest::newRow("huge Block number") << QStringLiteral(R"({"kind": "pivot-block", "block": 1e300, "steps": 1, "dice": null})")
                                       << QStringLiteral("action.block: 1e+300 is not a Block number (0 to 9999)");
    QTest::newRow("just past the largest Block number")
        << QStringLiteral(R"({"kind": "pivot-block", "block": 10000, "steps": 1, "dice": null})")
        << QStringLiteral("action.block: 10000 is not a Block number (0 to 9999)");
    QTest::newRow("a fraction of a Block") << QStringLiteral(R"({"kind": "pivot-block", "block": 2.5, "steps": 1, "dice": null})")
                                           << QStringLiteral("action.block: 2.5 is not a Block number (0 to 9999)");
    QTest::newRow("negative Base") << QStringLiteral(R"({"kind": "remove-routed-base", "base": -1})")
                                   << QStringLiteral("action.base: -1 is not a Base number (0 to 9999)");
    QTest::newRow("Base as text") << QStringLiteral(R"({"kind": "remove-routed-base", "base": "3"})")
                                  << QStringLiteral("action.base: \"3\" is not a Base number (0 to 9999)");
    QTest::newRow("too many steps") << QStringLiteral(R"({"kind": "pivot-block", "block": 1, "steps": 7, "dice": null})")
                                    << QStringLiteral("action.steps: 7 is not a whole number from -6 to 6");
    QTest::newRow("huge Fatigue") << QStringLiteral(R"({"kind": "add-fatigue", "fatigue": [{"base": 1, "amount": 4294967297}], "section": "9.5"})")
                                  << QStringLiteral("action.fatigue[0].amount: 4294967297 is not a whole number from -99 to 99");
    QTest::newRow("section that is no section") << QStringLiteral(R"({"kind": "add-fatigue", "fatigue": [], "section": "9.5; drop"})")
                                                << QStringLiteral("action.section: \"9.5; drop\" is not a rulebook section such as \"9.5\"");
    QTest::newRow("hex far off the table")
        << QStringLiteral(R"({"kind": "march-column", "block": 1, "order": [1], "path": [{"hex": {"q": 0, "r": 123456}, "facing": 0}], "dice": null})")
        << QStringLiteral("action.path[0].hex.r: 123456 is not a whole number from -9999 to 9999");
    QTest::newRow("facing off the hex") << QStringLiteral(R"({"kind": "march-column", "block": 1, "order": [1], "path": [{"hex": {"q": 0, "r": 1}, "facing": 6}], "dice": null})")
                                        << QStringLiteral("action.path[0].facing: 6 is not a facing (a vertex, 0 to 5)");
    QTest::newRow("pair of three") << QStringLiteral(R"({"kind": "enter-facts", "facts": {"in_contact": [[1, 2, 3]], "within_one_base_width": [], "retreat_blocked": []}})")
                                   << QStringLiteral("action.facts.in_contact[0]: must hold two numbers, not 3");
}

void TestRecordCodec::refusedNumbers()
{
    QFETCH(QString, json);
    QFETCH(QString, problem);
    const auto decoded = BattleCodec::decodeAction(QJsonDocument::fromJson(json.toUtf8()).object());
    QVERIFY(!decoded.ok());
    QCOMPARE(decoded.problems, QStringList{problem});
}

void TestRecordCodec::refusesUnknownKindsAndFields()
{
    const auto unknown = BattleCodec::decodeAction(parse(R"({"kind": "teleport", "block": 1})"));
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.problems.size(), 1);
    QVERIFY2(unknown.problems.first().startsWith(QStringLiteral("action.kind: \"teleport\" is not an action (the kinds are move-block, ")),
             qPrintable(unknown.problems.first()));

    const auto noKind = BattleCodec::decodeAction(parse(R"({"block": 1})"));
    QCOMPARE(noKind.problems.size(), 1);
    QVERIFY(noKind.problems.first().startsWith(QStringLiteral("action.kind: is missing")));

    const auto notAnObject = BattleCodec::decodeAction(QJsonValue(3));
    QCOMPARE(notAnObject.problems, QStringList{QStringLiteral("action: 3 is not an object")});

    const auto extra = BattleCodec::decodeAction(parse(R"({"kind": "end-phase", "block": 1})"));
    QCOMPARE(extra.problems, QStringList{QStringLiteral("action.block: unknown field")});
}

void TestRecordCodec::refusesNonCanonicalLists()
{
    // A set out of order, or a map with a key twice, would read as a value whose
    // canonical bytes differ from the file's: the hash would not cover what is read.
    const auto unordered = BattleCodec::decodeAction(parse(
        R"({"kind": "enter-facts", "facts": {"in_contact": [[2, 5], [1, 4]], "within_one_base_width": [], "retreat_blocked": []}})"));
    QVERIFY(!unordered.ok());
    QVERIFY(unordered.problems.first().startsWith(QStringLiteral("action: is not in canonical form")));

    const auto twice = BattleCodec::decodeAction(parse(
        R"({"kind": "move-block", "block": 1, "terrain_entered": [{"base": 1, "tiles": ["rough"]}, {"base": 1, "tiles": ["open"]}],
            "climb": 0, "difficult": false, "charge": false, "full_move": true, "destination": [], "dice": null})"));
    QVERIFY(!twice.ok());
    QVERIFY(twice.problems.first().startsWith(QStringLiteral("action: is not in canonical form")));

    // The same action in order reads.
    const auto ordered = BattleCodec::decodeAction(parse(
        R"({"kind": "enter-facts", "facts": {"in_contact": [[1, 4], [2, 5]], "within_one_base_width": [], "retreat_blocked": []}})"));
    QVERIFY2(ordered.ok(), qPrintable(ordered.problems.join(QLatin1Char('\n'))));
}

void TestRecordCodec::optionsRoundTripAndRefuse()
{
    RulesOptions options;
    options.combatDie = Die::D6;
    options.shotAtDeniesRecovery = false;
    options.pivotCost = 1;
    options.difficultMoveCost = 2;
    options.followUp = true;
    options.eliteMechanic = RulesOptions::EliteMechanic::BestOfThree;
    options.mandatoryPursuit = false;
    options.contagion = false;
    const auto decoded = BattleCodec::decodeOptions(BattleCodec::encode(options));
    QVERIFY(decoded.ok());
    QVERIFY(*decoded.value == options);

    QJsonObject bad = BattleCodec::encode(options);
    bad.insert(QStringLiteral("combat_die"), QStringLiteral("d20"));
    bad.insert(QStringLiteral("pivot_cost"), 1e9);
    bad.remove(QStringLiteral("contagion"));
    const auto refused = BattleCodec::decodeOptions(bad);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.problems,
             (QStringList{QStringLiteral("options.combat_die: \"d20\" is not a die (\"averaging\", \"d6\")"),
                          QStringLiteral("options.pivot_cost: 1000000000 is not a whole number from 0 to 6"),
                          QStringLiteral("options.contagion: is missing")}));
}

void TestRecordCodec::laterOptionsAreWrittenOnlyWhenTheyDiffer()
{
    // The §13 knobs and §2 distances added after version 1: none is written at its default,
    // so the options of every battle recorded before keep their bytes.
    const QJsonObject standard = BattleCodec::encode(RulesOptions{});
    QCOMPARE(standard.keys(), (QStringList{QStringLiteral("combat_die"), QStringLiteral("contagion"),
                                           QStringLiteral("difficult_move_cost"), QStringLiteral("elite_mechanic"),
                                           QStringLiteral("follow_up"), QStringLiteral("mandatory_pursuit"),
                                           QStringLiteral("pivot_cost"), QStringLiteral("shot_at_denies_recovery")}));
    RulesOptions tuned;
    tuned.repeatedPushBackCost = 1;
    tuned.pursuitCap = 2;
    tuned.distances.footMove = 3;
    tuned.distances.lightFootAndSkirmishersMove = 4;
    tuned.distances.cavalryMove = 5;
    tuned.distances.missileRange = 1;
    tuned.table = TableSize{30, 20};
    const QJsonObject json = BattleCodec::encode(tuned);
    QCOMPARE(json.value(QStringLiteral("repeated_push_back_cost")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("pursuit_cap")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("foot_move")).toInt(), 3);
    QCOMPARE(json.value(QStringLiteral("light_foot_move")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("cavalry_move")).toInt(), 5);
    QCOMPARE(json.value(QStringLiteral("missile_range")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("table")).toObject(),
             (QJsonObject{{QStringLiteral("width"), 30}, {QStringLiteral("depth"), 20}}));
    const auto decoded = BattleCodec::decodeOptions(json);
    QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
    QVERIFY(*decoded.value == tuned);
    // Only the one knob that differs is written.
    RulesOptions one;
    one.distances.cavalryMove = 3;
    QCOMPARE(BattleCodec::encode(one).size(), standard.size() + 1);
    // Written at its default it is not canonical, and refused; out of range, refused with its path.
    QJsonObject atDefault = standard;
    atDefault.insert(QStringLiteral("foot_move"), 2);
    QVERIFY(!BattleCodec::decodeOptions(atDefault).ok());
    QJsonObject bad = standard;
    bad.insert(QStringLiteral("missile_range"), 0);
    bad.insert(QStringLiteral("table"), QJsonObject{{QStringLiteral("width"), 24}});
    const auto refused = BattleCodec::decodeOptions(bad);
    QCOMPARE(refused.problems, (QStringList{QStringLiteral("options.missile_range: 0 is not a whole number from 1 to 12"),
                                            QStringLiteral("options.table.depth: is missing")}));
    // A state carries its options and its pending follow-up only when they are set (Versioning).
    GameState s = frozenBattle();
    const QJsonObject before = BattleCodec::encode(s);
    QVERIFY(!before.contains(QStringLiteral("pending_follow_up")));
    s.pendingFollowUp = PendingFollowUp{3, 27};
    QCOMPARE(BattleCodec::encode(s).value(QStringLiteral("pending_follow_up")).toObject(),
             (QJsonObject{{QStringLiteral("winner"), 3}, {QStringLiteral("toward"), 27}}));
}

void TestRecordCodec::setupRoundTripsWithBuiltInArmies()
{
    BattleSetup setup;
    setup.armyA = builtIn("mid-republican-roman.json");
    setup.armyB = builtIn("gallic.json");
    setup.options.followUp = true;
    setup.deployments = {Deployment{Hex{0, 0}, Facing{1}}, Deployment{Hex{3, -2}, Facing{4}}};
    setup.terrain = {{Hex{2, 2}, Terrain{Going::HeavyWoods, 1, 1, false}}, {Hex{-4, 0}, Terrain{Going::Open, 0, 0, true}}};
    setup.seed = SeedCommitment::of(QByteArray(32, 'k'), QStringLiteral("Cannae, 216 BC"));

    const QJsonObject json = BattleCodec::encode(setup);
    const auto decoded = BattleCodec::decodeSetup(json);
    QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
    QVERIFY(*decoded.value == setup);
    // The army lists inside are army-list files of their own.
    QCOMPARE(json.value(QStringLiteral("army_a")).toObject().value(QStringLiteral("format")).toString(),
             QStringLiteral("ancients-army-list"));
}

void TestRecordCodec::setupRefusalsNameTheArmyAndBlock()
{
    BattleSetup setup;
    setup.armyA = builtIn("greek-hoplite.json");
    setup.armyB = builtIn("achaemenid-persian.json");
    setup.seed = SeedCommitment::of(QByteArray(32, 's'));
    QJsonObject json = BattleCodec::encode(setup);

    QJsonObject army = json.value(QStringLiteral("army_b")).toObject();
    QJsonArray blocks = army.value(QStringLiteral("blocks")).toArray();
    QJsonObject second = blocks.at(1).toObject();
    second.insert(QStringLiteral("quality"), QStringLiteral("elit"));
    blocks.replace(1, second);
    army.insert(QStringLiteral("blocks"), blocks);
    json.insert(QStringLiteral("army_b"), army);
    QJsonObject seed = json.value(QStringLiteral("seed")).toObject();
    seed.insert(QStringLiteral("commitment"), QStringLiteral("ABC"));
    json.insert(QStringLiteral("seed"), seed);

    const auto decoded = BattleCodec::decodeSetup(json);
    QVERIFY(!decoded.ok());
    QCOMPARE(decoded.problems.size(), 2);
    QVERIFY2(decoded.problems.at(0).startsWith(QStringLiteral("setup.army_b, block 2 (")), qPrintable(decoded.problems.at(0)));
    QVERIFY2(decoded.problems.at(0).contains(QStringLiteral("\"elit\"")), qPrintable(decoded.problems.at(0)));
    QCOMPARE(decoded.problems.at(1),
             QStringLiteral("setup.seed.commitment: \"ABC\" is not a 256-bit hash (64 lower-case hex digits)"));
}

void TestRecordCodec::entriesRoundTrip()
{
    LogEntry amend;
    amend.type = LogEntry::Type::Amend;
    amend.action = AddFatigue{{{2, 1}}, "9.5"};
    amend.index = 14;
    amend.note = QStringLiteral("the overlap on Base 2 was missed");
    amend.time = QDateTime(QDate(2024, 5, 1), QTime(14, 3, 7, 250), Qt::UTC);
    amend.state = BattleCodec::sha256("state");
    amend.hash = BattleCodec::sha256("hash");

    LogEntry undo;
    undo.type = LogEntry::Type::Undo;
    undo.time = amend.time;
    undo.state = amend.state;
    undo.hash = amend.hash;

    for (const LogEntry &entry : {amend, undo}) {
        QJsonObject json = BattleCodec::encode(entry);
        QVERIFY(!json.contains(QStringLiteral("hash"))); // the hash covers the rest, not itself
        json.insert(QStringLiteral("hash"), QString::fromLatin1(entry.hash.toHex()));
        const auto decoded = BattleCodec::decodeEntry(json, QStringLiteral("entries[0]"), true);
        QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
        QVERIFY(*decoded.value == entry);
    }
    QCOMPARE(BattleCodec::encode(amend).value(QStringLiteral("time")).toString(),
             QStringLiteral("2024-05-01T14:03:07.250Z"));

    // An undo carries no action: one written in is an unknown field.
    QJsonObject undoWithAction = BattleCodec::encode(undo);
    undoWithAction.insert(QStringLiteral("action"), BattleCodec::encode(Action{EndPhase{}}));
    const auto refused = BattleCodec::decodeEntry(undoWithAction, QStringLiteral("entries[5]"), false);
    QCOMPARE(refused.problems, QStringList{QStringLiteral("entries[5].action: unknown field")});
}

void TestRecordCodec::entryTimesMustBeCanonicalUtc()
{
    LogEntry entry;
    entry.type = LogEntry::Type::Redo;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 3, 7, 250), Qt::UTC);
    entry.state = BattleCodec::sha256("state");
    for (const char *time : {"2024-05-01T16:03:07.250+02:00", "2024-05-01T14:03:07Z", "yesterday", "2024-13-01T14:03:07.250Z"}) {
        QJsonObject json = BattleCodec::encode(entry);
        json.insert(QStringLiteral("time"), QLatin1String(time));
        const auto decoded = BattleCodec::decodeEntry(json, QStringLiteral("e"), false);
        QVERIFY2(!decoded.ok(), time);
        QVERIFY(decoded.problems.first().startsWith(QStringLiteral("e.time: ")));
    }
}

void TestRecordCodec::entryTimesAreWrittenAsQtWritesIsoDatesWithMilliseconds()
{
    // timeText writes the common years itself: byte for byte what QDateTime writes, in UTC, for
    // each field at its edges, times given in another zone, and the years it leaves to Qt.
    const QList<QDateTime> times{
        QDateTime(QDate(2024, 5, 1), QTime(14, 3, 7, 250), Qt::UTC),
        QDateTime(QDate(2024, 2, 29), QTime(0, 0, 0, 0), Qt::UTC),
        QDateTime(QDate(1999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC),
        QDateTime(QDate(1, 1, 1), QTime(9, 5, 3, 7), Qt::UTC),
        QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC),
        QDateTime(QDate(10000, 1, 1), QTime(0, 0, 0, 1), Qt::UTC),
        QDateTime(QDate(-44, 3, 15), QTime(12, 0, 0, 0), Qt::UTC),
        QDateTime(QDate(2024, 5, 1), QTime(1, 30, 0, 40), QTimeZone(3600 * 2)),
        QDateTime(QDate(2024, 1, 1), QTime(0, 0, 0, 5), QTimeZone(-3600 * 5)),
    };
    for (const QDateTime &time : times) {
        const QString expected = time.toUTC().toString(Qt::ISODateWithMs);
        QCOMPARE(BattleCodec::timeText(time), expected);
        if (time.toUTC().date().year() >= 1 && time.toUTC().date().year() <= 9999)
            QCOMPARE(QDateTime::fromString(BattleCodec::timeText(time), Qt::ISODateWithMs), time);
    }
    QCOMPARE(BattleCodec::timeText(QDateTime(QDate(2024, 5, 1), QTime(1, 30, 0, 40), QTimeZone(3600 * 2))),
             QStringLiteral("2024-04-30T23:30:00.040Z"));
}

void TestRecordCodec::hashesAreReadOnlyAsSixtyFourLowerCaseHexDigits()
{
    const QString good = QString::fromLatin1(BattleCodec::sha256("state").toHex());
    QVERIFY(json::isDigestText(good));
    QVERIFY(json::isDigestText(QString(64, u'0')));
    QVERIFY(json::isDigestText(QString(64, u'f')));
    const QStringList bad{
        good.left(63),
        good + u'0',
        good.toUpper(),
        good.left(63) + u'g',
        good.left(63) + u'/', // the characters either side of the digits and the letters
        good.left(63) + u':',
        good.left(63) + u'`',
        good.left(63) + QChar(0x0660), // ARABIC-INDIC DIGIT ZERO: a digit, not a hex digit
        good.left(63) + QChar(0xFF41), // FULLWIDTH LATIN SMALL LETTER A
        QString(),
    };
    LogEntry entry;
    entry.type = LogEntry::Type::Redo;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 3, 7, 250), Qt::UTC);
    entry.state = BattleCodec::sha256("state");
    for (const QString &text : bad) {
        QVERIFY2(!json::isDigestText(text), qPrintable(text));
        QJsonObject json = BattleCodec::encode(entry);
        json.insert(QStringLiteral("state"), text);
        const auto decoded = BattleCodec::decodeEntry(json, QStringLiteral("e"), false);
        QVERIFY2(!decoded.ok(), qPrintable(text));
        QCOMPARE(decoded.problems.size(), 1);
        QVERIFY2(decoded.problems.first().startsWith(QStringLiteral("e.state: ")), qPrintable(decoded.problems.first()));
        QVERIFY(decoded.problems.first().endsWith(QStringLiteral("is not a 256-bit hash (64 lower-case hex digits)")));
    }
    QJsonObject json = BattleCodec::encode(entry);
    const auto decoded = BattleCodec::decodeEntry(json, QStringLiteral("e"), false);
    QVERIFY(decoded.ok());
    QCOMPARE(decoded.value->state, entry.state);
}

namespace {

/** @p start changed in one field at a time, each named. */
std::vector<std::pair<const char *, GameState>> changedStates(const GameState &start)
{
    std::vector<std::pair<const char *, GameState>> changed;
    GameState s = start;
    s.bases[4].fatigue = 2;
    changed.emplace_back("a Base's Fatigue", s);
    s = start;
    s.rng = Pcg32(6, 0x2026U);
    changed.emplace_back("the generator", s);
    s = start;
    s.phase = Phase::Shoot;
    changed.emplace_back("the phase", s);
    s = start;
    s.blocks[1].movementOver = true;
    changed.emplace_back("a Block's flag", s);
    s = start;
    s.bases[0].gaveGroundThisPhase = true;
    changed.emplace_back("a Base's flag", s);
    s = start;
    s.enteredFacts.inContact.insert({0, 3});
    changed.emplace_back("the entered facts", s);
    s = start;
    s.pendingLoss = PendingLoss{1, 7, 2, false, false};
    changed.emplace_back("a pending loss", s);
    s = start;
    s.engagements.insert({1, 7});
    changed.emplace_back("an engagement", s);
    s = start;
    s.blocks[2].name = "Renamed";
    changed.emplace_back("a Block's name", s);
    s = start;
    s.firedThisPhase.insert(2);
    changed.emplace_back("a Base that has fired", s);
    s = start;
    s.combatPlan = {{0, 6}};
    changed.emplace_back("a pairing plan", s);
    s.combatPlan = {{0, 6}, {2, 8}};
    changed.emplace_back("a longer pairing plan", s);
    return changed;
}

} // namespace

void TestRecordCodec::stateHashSeesEveryChange()
{
    using namespace gametest;
    const GameState start = untracked(lineArmy("A", 3, 2), lineArmy("B", 3, 2), {}, 5);
    const QByteArray hash = BattleCodec::stateHash(start);
    QCOMPARE(hash.size(), 32);
    QCOMPARE(BattleCodec::stateHash(GameState(start)), hash);
    for (const auto &[what, state] : changedStates(start))
        QVERIFY2(BattleCodec::stateHash(state) != hash, what);
}

void TestRecordCodec::version2StateHashSeesEveryChange()
{
    using namespace gametest;
    const GameState start = untracked(lineArmy("A", 3, 2), lineArmy("B", 3, 2), {}, 5);
    const QByteArray hash = ChainCodec::stateHash(start, 2);
    QCOMPARE(hash, QCryptographicHash::hash(ChainCodec::stateBytes(start, 2), QCryptographicHash::Sha256));
    QCOMPARE(ChainCodec::stateHash(GameState(start), 2), hash);
    QCOMPARE(ChainCodec::stateHash(start, 1), BattleCodec::stateHash(start));
    std::vector<std::pair<const char *, GameState>> changed = changedStates(start);
    // Each of these moves a value from one field to its neighbour: the lengths before lists keep them apart.
    GameState s = start;
    s.blocks[0].bases.push_back(s.blocks[1].bases.front());
    s.blocks[1].bases.erase(s.blocks[1].bases.begin());
    changed.emplace_back("a Base moved from one Block's list to the one before", s);
    s = start;
    s.armies[0].name += s.armies[1].name.front();
    s.armies[1].name.erase(0, 1);
    changed.emplace_back("a letter moved from one army's name to the other's", s);
    s = start;
    s.options.pivotCost = 1;
    changed.emplace_back("the rules options", s);
    s = start;
    s.positionsTracked = true;
    s.bases[3].hex = Hex{2, -1};
    changed.emplace_back("a Base's hex", s);
    for (const auto &[what, state] : changed)
        QVERIFY2(ChainCodec::stateHash(state, 2) != hash, what);
}

void TestRecordCodec::stateBytesOfVersion2AreFrozen()
{
    // Every entry of a version-2 battle stores the SHA-256 of the state bytes after it, and its
    // chain bytes are hashed. These pin both: if one changes, no battle of version 2 verifies.
    const GameState battle = frozenBattle();
    const QByteArray state = ChainCodec::stateHash(battle, 2).toHex();
    QVERIFY2(state == QByteArray("5def893a1bd754e112d81a463154d8775840fd0a03d27a27d4d0f2b6237ea777"), state.constData());
    const LogEntry entry = frozenAmendment();
    const QByteArray chain = ChainCodec::chainHash(QByteArray(32, '\x01'), entry, 2).toHex();
    QVERIFY2(chain == QByteArray("e18e96d9b1813533ecaee39c0adbb4f6856f9f62439e283f4eedcca4f7586db7"), chain.constData());
    // The entry's chain bytes, byte for byte: type 3, the time (zigzag varint of its milliseconds), the
    // state with its length, the action's canonical JSON with its length, then the amendment's fields.
    const QByteArray bytes = ChainCodec::entryBytes(entry, 2);
    QCOMPARE(bytes.at(0), char(3));
    const QByteArray action = BattleCodec::canonical(BattleCodec::encode(*entry.action));
    QVERIFY(bytes.contains(char(action.size()) + action));
    QVERIFY(bytes.contains(char(32) + entry.state + char(1)));
}

void TestRecordCodec::stateBytesOfVersion3AreFrozen()
{
    // Version 3 hashes with BLAKE2b-256 the state bytes (version 2's, but for the options, which
    // are binary) and the chain bytes (version 2's, but for the actions, which are binary). These
    // pin both: if one changes, no battle of version 3 verifies.
    // Qt's BLAKE2b-256 is the standard one, with a 32-byte digest (`b2sum -l 256`, Python's
    // hashlib.blake2b(digest_size=32)): anyone can check a battle without the app.
    QCOMPARE(QCryptographicHash::hash("abc", QCryptographicHash::Blake2b_256).toHex(),
             QByteArray("bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319"));
    const GameState battle = frozenBattle();
    const QByteArray state = ChainCodec::stateHash(battle, 3).toHex();
    QVERIFY2(state == QByteArray("e19787917e0425e32b8f85c4a033d793ce826ec454435c3bd0f9a841f2507c32"), state.constData());
    QCOMPARE(ChainCodec::stateHash(battle, 3),
             QCryptographicHash::hash(ChainCodec::stateBytes(battle, 3), QCryptographicHash::Blake2b_256));
    const LogEntry entry = frozenAmendment();
    const QByteArray chain = ChainCodec::chainHash(QByteArray(32, '\x01'), entry, 3).toHex();
    QVERIFY2(chain == QByteArray("472c70d9ddba7b78971725ec745d2b75bed4cdf504f38d165d6edf4e12457f00"), chain.constData());
    // The action's bytes, byte for byte (battle-format.md, Version 3's bytes): kind 9 (add-fatigue),
    // one pair (Base 3 zigzagged is 6, amount 2 is 4), the section and the note with their lengths.
    QCOMPARE(ChainCodec::actionBytes(*entry.action),
             QByteArray::fromHex("09" "01" "06" "04" "03") + "9.5" + char(16) + "the margin was 2");
    QCOMPARE(ChainCodec::actionBytes(Action{EndPhase{}}), QByteArray::fromHex("0b"));
    // In the entry's chain bytes each action has its length first.
    const QByteArray bytes = ChainCodec::entryBytes(entry, 3);
    QCOMPARE(bytes.at(0), char(3));
    QVERIFY(bytes.contains(char(32) + entry.state + char(1) + char(ChainCodec::actionBytes(*entry.action).size())
                           + ChainCodec::actionBytes(*entry.action)));
    QVERIFY(bytes.endsWith(QByteArray::fromHex("01" "06" "01" "01" "0b")));
}

void TestRecordCodec::pinnedSeedAndSetupHashes()
{
    // These pin the derivations every stored battle depends on: if one changes,
    // no battle recorded before replays or verifies. Never update them casually.
    const QByteArray secret = QByteArray::fromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    QCOMPARE(SeedCommitment::commit(secret).toHex(),
             QByteArray("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"));
    QCOMPARE(SeedCommitment::gameSeed(secret, QString()), SeedCommitment::gameSeed(secret, QString()));
    QVERIFY(SeedCommitment::gameSeed(secret, QStringLiteral("phrase")) != SeedCommitment::gameSeed(secret, QString()));
    QCOMPARE(SeedCommitment::gameSeed(secret, QStringLiteral("Zama")), Q_UINT64_C(8512213073580028246));

    BattleSetup setup;
    setup.armyA = gametest::lineArmy("A", 2);
    setup.armyB = gametest::lineArmy("B", 2);
    setup.seed = SeedCommitment::of(secret, QStringLiteral("Zama"));
    QCOMPARE(BattleCodec::setupHash(setup).toHex(), QByteArray("905bc9c547e5ba26bf7bbc4ba2dac4e7cc6f07499aa1e86a7fdc443e117409d5"));
    QCOMPARE(BattleCodec::sha256(BattleCodec::canonical(BattleCodec::encode(setup))), BattleCodec::setupHash(setup));
}

void TestRecordCodec::stateEncodingOfVersion1IsFrozen()
{
    // Every log entry stores the SHA-256 of the canonical state after it and
    // hashes its canonical action. These pin both for version-1 values: if one
    // changes, no battle recorded before verifies. A field added to GameState,
    // Base, Block or an Action must be written only when it differs from its
    // default (rulebook/battle-format.md, Versioning), never by changing these.
    const char *policy = "the canonical bytes of a version-1 value changed: every stored battle would fail to verify. "
                         "Write a new field only when it differs from its default (battle-format.md, Versioning)";
    const GameState battle = frozenBattle();
    QVERIFY(battle.pendingLoss.has_value());
    QCOMPARE(battle.phase, Phase::Combat);
    QVERIFY2(BattleCodec::stateHash(battle).toHex() == QByteArray("82ef8f0a0473b5491088aad336c0adba9bb5b0e6a91b86ecc9e502c6a86ac8af"),
             qPrintable(QStringLiteral("state %1: %2").arg(QString::fromLatin1(BattleCodec::stateHash(battle).toHex()),
                                                           QLatin1String(policy))));

    // One action of every kind, in the order of everyKind(); the last six came after version 1.
    const QList<QByteArray> expected{
        "d592af5c830da14db18400e3a7bfb58e02d3e3553decf6fbfc92acc85f8c8bdf", // move-block
        "b68106420ed750fb83966b049f69647d3bb22fdc9d3f43d3627f271b7ae68e6f", // pivot-block
        "e5dbb53f03f0fb22fb1aa2d5097225f826f46bd768b5c3c557f89596d56906f3", // wheel-block
        "418687d0e670608b77d75834cc34784effc0b851f4aa692a44982fd1d70f0ba6", // march-column
        "b071cf4ff227b3007515aef7097fbfa2af90b8f7ab1a4db8cf4dc4a1348ee9be", // split-block
        "bcc492843f215458588a59c6d79f9e716054ecbfd1d9623daa73906c27c6eb45", // merge-blocks
        "a0ead686d43410904af207a7a6c1f582b8bb9dc5c55337ed2e04d840d1d52dac", // enter-facts
        "fd9e377c1f75a8b73106cbc443d1ffe6cb7d593821db64d6b1aff31bb9e38dbe", // mark-in-combat
        "ee3f00de1dbde8ca3d67a1f6c4316d96198b0b4d56c81e17a0071c6d3e74dc06", // mark-shot-at
        "40b33e0838745b271d5ee238da5a1c80cb347528d7e0132763585f35e74f5eef", // add-fatigue
        "06bb62bad99ded57e41c7193adf4265c3e3169a3dc9ff8d0b816f424947c96c4", // remove-routed-base
        "9eb5e8db5d62b65382fd8f676d94af002ec3aabbc6c34dfe6c5e04242a80ed7a", // end-phase
        "354113c73d0e2417d36efe79c58547ecccd3bd9bc9f7d51f2da5f1bcbe6007bf", // fight
        "e7ddf1de83f372c9147978cd0b2a963ec458a2fe8f5a60884ec52c8669ea5e04", // allocate-loss
        "2e81bc6e6e91c2192b2745607b4391992bfd8cb94f82e05f9a9da8aee3fa8835", // pursue
        "c68341ee8be3bfa6f99ba14ff7971c037caf27c5a3c087a4c8a7dcd84aa44197", // shoot (after version 1)
        "739e07f7a65a5ccfa5aa6486322eedf6753f3654788e3545d52b930c19f637dd", // add-fatigue with a note (after version 1)
        "c258bfd8bfc09df0def9d305b6e68fb7b04843b93bbff92ba875878040b48a8c", // plan-combat (after version 1)
        "ba4e3820d257cde7c09fb49bb133d3d8833e1976a87bda17ee99fdd5dfe6c678", // fight with its overlaps as entered (after version 1)
        "03d24d52414a4cf2e3af28d43d6191a16ebda03f716499067219ecf0dc700cf5", // follow-up (after version 1)
        "9d8eaf04e6afe6447f77365a511454035a3b64b266c10bc605da838ebb66b44b", // follow-up declined (after version 1)
    };
    const std::vector<Action> actions = everyKind();
    QCOMPARE(qsizetype(actions.size()), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QByteArray got = canonicalHash(BattleCodec::encode(actions.at(static_cast<std::size_t>(i))));
        QVERIFY2(got == expected.at(i), qPrintable(QStringLiteral("%1 (sample %2) hashes %3: %4")
                                                       .arg(BattleCodec::kind(actions.at(static_cast<std::size_t>(i))))
                                                       .arg(i)
                                                       .arg(QString::fromLatin1(got), QLatin1String(policy))));
    }
}

void TestRecordCodec::fieldsAddedAfterVersion1AreWrittenOnlyWhenSet()
{
    // AddFatigue's note: left out when empty; a missing note reads as empty.
    const QJsonObject plain = BattleCodec::encode(AddFatigue{{{3, 1}}, "9.5"});
    QVERIFY(!plain.contains(QStringLiteral("note")));
    const QJsonObject noted = BattleCodec::encode(AddFatigue{{{3, 1}}, "6", "a scenario rule"});
    QCOMPARE(noted.value(QStringLiteral("note")).toString(), QStringLiteral("a scenario rule"));
    const auto read = BattleCodec::decodeAction(parse(R"({"kind": "add-fatigue", "fatigue": [{"base": 3, "amount": 1}], "section": "9.5"})"));
    QVERIFY2(read.ok(), qPrintable(read.problems.join(QLatin1Char('\n'))));
    QVERIFY(std::get<AddFatigue>(*read.value).note.empty());
    // An empty note is not how the app writes it, so it is refused, as is a note that is no text.
    const auto empty = BattleCodec::decodeAction(
        parse(R"({"kind": "add-fatigue", "fatigue": [{"base": 3, "amount": 1}], "section": "9.5", "note": ""})"),
        QStringLiteral("log[2].action"));
    QCOMPARE(empty.problems, QStringList{QStringLiteral("log[2].action.note: is empty: leave the field out instead")});
    const auto number = BattleCodec::decodeAction(
        parse(R"({"kind": "add-fatigue", "fatigue": [{"base": 3, "amount": 1}], "section": "9.5", "note": 7})"),
        QStringLiteral("log[2].action"));
    QCOMPARE(number.problems, QStringList{QStringLiteral("log[2].action.note: 7 is not text")});

    // The state's Bases that have fired this Shoot phase: left out when none has.
    GameState s = frozenBattle();
    QVERIFY(!BattleCodec::encode(s).contains(QStringLiteral("fired_this_phase")));
    s.firedThisPhase = {3, 1};
    QCOMPARE(BattleCodec::encode(s).value(QStringLiteral("fired_this_phase")).toArray(), (QJsonArray{1, 3}));

    // The pairing plan (§9.2): left out when the active player has declared none, else its pairs in order.
    QVERIFY(!BattleCodec::encode(frozenBattle()).contains(QStringLiteral("combat_plan")));
    s.combatPlan = {{4, 26}, {2, 25}};
    QCOMPARE(BattleCodec::encode(s).value(QStringLiteral("combat_plan")).toArray(),
             (QJsonArray{QJsonObject{{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}},
                         QJsonObject{{QStringLiteral("base"), 2}, {QStringLiteral("enemy"), 25}}}));
    // A fight's override of the computed overlaps: written only when set, and never as false.
    Fight fight;
    fight.base = 4;
    fight.enemy = 26;
    QVERIFY(!BattleCodec::encode(fight).contains(QStringLiteral("overlaps_as_entered")));
    fight.overlapsAsEntered = true;
    QJsonObject json = BattleCodec::encode(fight);
    QCOMPARE(json.value(QStringLiteral("overlaps_as_entered")), QJsonValue(true));
    json.insert(QStringLiteral("overlaps_as_entered"), false);
    QCOMPARE(BattleCodec::decodeAction(json, QStringLiteral("log[4].action")).problems,
             QStringList{QStringLiteral("log[4].action.overlaps_as_entered: is false: leave the field out instead")});
    // The plan's own action reads back, and a pair missing its enemy is refused with its path.
    const auto plan = BattleCodec::decodeAction(parse(R"({"kind": "plan-combat", "pairs": [{"base": 4, "enemy": 26}]})"));
    QVERIFY2(plan.ok(), qPrintable(plan.problems.join(QLatin1Char('\n'))));
    QCOMPARE(std::get<PlanCombat>(*plan.value), (PlanCombat{{{4, 26}}}));
    const auto half = BattleCodec::decodeAction(parse(R"({"kind": "plan-combat", "pairs": [{"base": 4}]})"),
                                                QStringLiteral("log[5].action"));
    QCOMPARE(half.problems, QStringList{QStringLiteral("log[5].action.pairs[0].enemy: is missing")});
}

void TestRecordCodec::meleeCheckAndPlanFactsAreWrittenOnlyWhenSet()
{
    // The setup's and the state's check of every melee (ruling R43): left out for the first
    // battles, whose bytes stay as they were; "every" for a new battle, and it reads back.
    BattleSetup setup;
    setup.armyA = gametest::lineArmy("A", 2);
    setup.armyB = gametest::lineArmy("B", 2);
    setup.seed = SeedCommitment::of(QByteArray(32, 'k'));
    QVERIFY(!BattleCodec::encode(setup).contains(QStringLiteral("melee_check")));
    setup.meleeCheck = MeleeCheck::Every;
    const QJsonObject checked = BattleCodec::encode(setup);
    QCOMPARE(checked.value(QStringLiteral("melee_check")).toString(), QStringLiteral("every"));
    const auto reread = BattleCodec::decodeSetup(checked);
    QVERIFY2(reread.ok(), qPrintable(reread.problems.join(QLatin1Char('\n'))));
    QCOMPARE(reread.value->meleeCheck, MeleeCheck::Every);
    QJsonObject wrong = checked;
    wrong.insert(QStringLiteral("melee_check"), QStringLiteral("some"));
    QCOMPARE(BattleCodec::decodeSetup(wrong, QStringLiteral("setup")).problems,
             QStringList{QStringLiteral("setup.melee_check: is not a check of the melees (\"every\")")});

    GameState s = frozenBattle();
    QVERIFY(!BattleCodec::encode(s).contains(QStringLiteral("melee_check")));
    QVERIFY(!BattleCodec::encode(s).contains(QStringLiteral("resolved_contacts")));
    const QByteArray before = BattleCodec::stateHash(s);
    s.meleeCheck = MeleeCheck::Every;
    QCOMPARE(BattleCodec::encode(s).value(QStringLiteral("melee_check")).toString(), QStringLiteral("every"));
    QVERIFY(BattleCodec::stateHash(s) != before);
    s.resolvedContacts = {{1, 8}};
    QCOMPARE(BattleCodec::encode(s).value(QStringLiteral("resolved_contacts")).toArray(), (QJsonArray{QJsonArray{1, 8}}));

    // A planned pair's flank, rear and sides (ruling R24): each written only when named, and read back.
    CombatPair plain{4, 26};
    QCOMPARE(BattleCodec::canonical(BattleCodec::encode(PlanCombat{{plain}})),
             QByteArray(R"({"kind":"plan-combat","pairs":[{"base":4,"enemy":26}]})"));
    CombatPair sided{4, 26};
    sided.enemyLapping = 27;
    sided.flank = Striker::A;
    sided.flankSide = Lateral::Right;
    sided.enemyLappingSide = Lateral::Left;
    const QJsonObject json = BattleCodec::encode(PlanCombat{{sided}});
    QCOMPARE(BattleCodec::canonical(json),
             QByteArray(R"({"kind":"plan-combat","pairs":[{"base":4,"enemy":26,"enemy_lapping":27,"enemy_lapping_side":"left",)"
                        R"("flank":"a","flank_side":"right"}]})"));
    const auto plan = BattleCodec::decodeAction(json);
    QVERIFY2(plan.ok(), qPrintable(plan.problems.join(QLatin1Char('\n'))));
    QCOMPARE(std::get<PlanCombat>(*plan.value), (PlanCombat{{sided}}));
    // "none" and a side that is no side are refused, naming where.
    const auto bad = BattleCodec::decodeAction(
        parse(R"({"kind": "plan-combat", "pairs": [{"base": 4, "enemy": 26, "rear": "none", "flank_side": "up"}]})"),
        QStringLiteral("log[6].action"));
    QCOMPARE(bad.problems, (QStringList{
                               QStringLiteral("log[6].action.pairs[0].rear: is \"none\", the default: leave the field out instead"),
                               QStringLiteral("log[6].action.pairs[0].flank_side: is not a side of a Base (\"left\" or \"right\")"),
                           }));
}

void TestRecordCodec::shootRefusalsNameTheirPath()
{
    const auto bad = BattleCodec::decodeAction(
        parse(R"({"kind": "shoot", "firer": -2, "target": "x", "firer_dice": {"first": 7, "second": 0}, "range": 2})"),
        QStringLiteral("log[3].action"));
    QCOMPARE(bad.problems, (QStringList{
                               QStringLiteral("log[3].action.firer: -2 is not a Base number (0 to 9999)"),
                               QStringLiteral("log[3].action.target: \"x\" is not a Base number (0 to 9999)"),
                               QStringLiteral("log[3].action.firer_dice.first: 7 is not a die's face (1 to 6, or 0 for none)"),
                               QStringLiteral("log[3].action.target_dice: is missing"),
                               QStringLiteral("log[3].action.range: unknown field"),
                           }));
    const auto good = BattleCodec::decodeAction(
        parse(R"({"kind": "shoot", "firer": 2, "target": 30, "firer_dice": null, "target_dice": {"first": 4, "second": 0}})"));
    QVERIFY2(good.ok(), qPrintable(good.problems.join(QLatin1Char('\n'))));
    QCOMPARE(std::get<Shoot>(*good.value), (Shoot{2, 30, std::nullopt, SuppliedDice{4, 0}}));
}

void TestRecordCodec::shootGoingIsWrittenOnlyOffOpenGround()
{
    // Both on open ground (Going 5, the default): exactly the bytes written before the Going
    // was added, so the volleys already recorded keep their hashes (battle-format.md, Versioning).
    const Shoot open{4, 31, SuppliedDice{5, 2}, std::nullopt};
    QCOMPARE(open.firerGoing, 5);
    QCOMPARE(open.targetGoing, 5);
    QCOMPARE(BattleCodec::canonical(BattleCodec::encode(open)),
             QByteArray(R"({"firer":4,"firer_dice":{"first":5,"second":2},"kind":"shoot","target":31,"target_dice":null})"));
    QCOMPARE(canonicalHash(BattleCodec::encode(open)),
             QByteArray("c68341ee8be3bfa6f99ba14ff7971c037caf27c5a3c087a4c8a7dcd84aa44197"));

    // Off open ground: each Going is written when it is not 5, and reads back.
    for (const auto &[firerGoing, targetGoing] : {std::pair{5, 2}, std::pair{1, 5}, std::pair{4, 3}}) {
        Shoot shoot = open;
        shoot.firerGoing = firerGoing;
        shoot.targetGoing = targetGoing;
        const QJsonObject json = BattleCodec::encode(shoot);
        QCOMPARE(json.contains(QStringLiteral("firer_going")), firerGoing != 5);
        QCOMPARE(json.contains(QStringLiteral("target_going")), targetGoing != 5);
        if (targetGoing != 5)
            QCOMPARE(json.value(QStringLiteral("target_going")).toInt(), targetGoing);
        const auto reread = BattleCodec::decodeAction(QJsonDocument::fromJson(BattleCodec::canonical(json)).object());
        QVERIFY2(reread.ok(), qPrintable(reread.problems.join(QLatin1Char('\n'))));
        QCOMPARE(std::get<Shoot>(*reread.value), shoot);
    }
    QCOMPARE(BattleCodec::canonical(BattleCodec::encode(Shoot{3, 30, std::nullopt, std::nullopt, 5, 2})),
             QByteArray(R"({"firer":3,"firer_dice":null,"kind":"shoot","target":30,"target_dice":null,"target_going":2})"));

    // A Going of 5 written out is not canonical; off the 1-5 scale, or not a number, is no Going.
    const auto bad = BattleCodec::decodeAction(
        parse(R"({"kind": "shoot", "firer": 2, "target": 30, "firer_dice": null, "target_dice": null,)"
              R"( "firer_going": 5, "target_going": 0})"),
        QStringLiteral("log[4].action"));
    QCOMPARE(bad.problems, (QStringList{
                               QStringLiteral("log[4].action.firer_going: is 5, open ground: leave the field out instead"),
                               QStringLiteral("log[4].action.target_going: 0 is not a Going value (1 to 5)"),
                           }));
    const auto text = BattleCodec::decodeAction(
        parse(R"({"kind": "shoot", "firer": 2, "target": 30, "firer_dice": null, "target_dice": null, "target_going": "rough"})"),
        QStringLiteral("log[4].action"));
    QCOMPARE(text.problems,
             QStringList{QStringLiteral("log[4].action.target_going: \"rough\" is not a Going value (1 to 5)")});
}

QTEST_GUILESS_MAIN(TestRecordCodec)
void TestRecordCodec::commandFromItsEncodingIsTheActionByteForByte()
{
    // What encode() gives, laid over the action unchanged, is the action: the umpire's
    // amendment that changes nothing changes no byte.
    for (const Action &action : everyKind()) {
        const QString kind = BattleCodec::kind(action);
        const auto command = BattleCodec::decodeCommand(kind, BattleCodec::encode(action), &action);
        QVERIFY2(command.ok(), qPrintable(command.problems.join(QStringLiteral("; "))));
        QCOMPARE(BattleCodec::canonical(BattleCodec::encode(*command.value)), BattleCodec::canonical(BattleCodec::encode(action)));
        // Without "kind", and with only one field changed, the rest stays.
        QJsonObject fields = BattleCodec::encode(action);
        fields.remove(QStringLiteral("kind"));
        const auto same = BattleCodec::decodeCommand(kind, fields, &action);
        QVERIFY(same.ok() && *same.value == action);
    }
    Fight fight;
    fight.base = 2;
    fight.enemy = 30;
    fight.baseDice = SuppliedDice{5, 0};
    const Action original = fight;
    const auto lapped = BattleCodec::decodeCommand(QStringLiteral("fight"), parse(R"({"enemy_lapping": 31})"), &original);
    QVERIFY2(lapped.ok(), qPrintable(lapped.problems.join(QStringLiteral("; "))));
    Fight expected = fight;
    expected.enemyLapping = 31;
    QVERIFY(*lapped.value == Action(expected));
    // An amendment keeps its kind.
    const auto other = BattleCodec::decodeCommand(QStringLiteral("shoot"), {}, &original);
    QVERIFY(!other.ok());
    QCOMPARE(other.problems, QStringList{QStringLiteral("shoot: is not the kind of the action it corrects, \"fight\"")});
}

void TestRecordCodec::commandRefusesAnUnknownFieldNamingIt()
{
    // A field the file does not have, a value out of range, a wrong "kind": each named by its path, as in a file.
    const auto unknown = BattleCodec::decodeCommand(QStringLiteral("fight"), parse(R"({"base": 4, "enemy": 26, "enmy": 27})"));
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.problems, QStringList{QStringLiteral("fight.enmy: unknown field")});
    const auto camel = BattleCodec::decodeCommand(QStringLiteral("allocate-loss"), parse(R"({"fatigue": 1, "pushBack": 2})"));
    QCOMPARE(camel.problems, QStringList{QStringLiteral("allocate-loss.pushBack: unknown field")});
    const auto range = BattleCodec::decodeCommand(QStringLiteral("fight"), parse(R"({"base": 4, "enemy": 26, "base_going": 7})"));
    QCOMPARE(range.problems, QStringList{QStringLiteral("fight.base_going: 7 is not a Going value (1 to 5)")});
    const auto striker = BattleCodec::decodeCommand(QStringLiteral("fight"), parse(R"({"base": 4, "enemy": 26, "flank": "base"})"));
    QCOMPARE(striker.problems.size(), 1);
    QVERIFY2(striker.problems.first().startsWith(QStringLiteral("fight.flank: \"base\" is not a side of the fight")),
             qPrintable(striker.problems.first()));
    const auto kind = BattleCodec::decodeCommand(QStringLiteral("fight"), parse(R"({"kind": "shoot", "base": 4, "enemy": 26})"));
    QCOMPARE(kind.problems, QStringList{QStringLiteral("fight: \"kind\" is \"shoot\", not the command's")});
    const auto teleport = BattleCodec::decodeCommand(QStringLiteral("teleport"), {});
    QVERIFY(!teleport.ok());
    QVERIFY(teleport.problems.first().startsWith(QStringLiteral("teleport: is not an action (the kinds are move-block, ")));
}

void TestRecordCodec::commandTakesDefaultsButNotWhatItActsOn()
{
    // Every field left out takes its default, except those naming what the action acts on.
    const auto fight = BattleCodec::decodeCommand(QStringLiteral("fight"), parse(R"({"base": 4, "enemy": 26})"));
    QVERIFY2(fight.ok(), qPrintable(fight.problems.join(QStringLiteral("; "))));
    Fight expected;
    expected.base = 4;
    expected.enemy = 26;
    QVERIFY(*fight.value == Action(expected));
    const auto move = BattleCodec::decodeCommand(QStringLiteral("move-block"), parse(R"({"dice": {"first": 4, "second": 0}})"));
    QCOMPARE(move.problems, QStringList{QStringLiteral("move-block.block: is missing")});
    const auto missing = BattleCodec::decodeCommand(QStringLiteral("shoot"), parse(R"({"firer": 0})"));
    QCOMPARE(missing.problems, QStringList{QStringLiteral("shoot.target: is missing")});
    const auto end = BattleCodec::decodeCommand(QStringLiteral("end-phase"), {});
    QVERIFY(end.ok() && std::holds_alternative<EndPhase>(*end.value));
}

#include "tst_record_codec.moc"

void TestRecordCodec::rule_13_thirdDieIsWrittenOnlyWhenThrown()
{
    // Two dice: the bytes written before the third die was added (battle-format.md, Versioning).
    QCOMPARE(BattleCodec::canonical(BattleCodec::encode(Shoot{4, 31, SuppliedDice{5, 2}, std::nullopt})),
             QByteArray(R"({"firer":4,"firer_dice":{"first":5,"second":2},"kind":"shoot","target":31,"target_dice":null})"));
    // Best of three, or a reroll (§13, ruling R42): the third die is written and reads back.
    const Shoot three{4, 31, SuppliedDice{5, 2, 6}, SuppliedDice{3, 0, 0}};
    const QJsonObject json = BattleCodec::encode(three);
    QCOMPARE(BattleCodec::canonical(json),
             QByteArray(R"({"firer":4,"firer_dice":{"first":5,"second":2,"third":6},"kind":"shoot","target":31,)"
                        R"("target_dice":{"first":3,"second":0}})"));
    const auto reread = BattleCodec::decodeAction(QJsonDocument::fromJson(BattleCodec::canonical(json)).object());
    QVERIFY2(reread.ok(), qPrintable(reread.problems.join(QLatin1Char('\n'))));
    QCOMPARE(std::get<Shoot>(*reread.value), three);
    // A third die of 0 written out is not canonical; off the d6 it is no die.
    const auto bad = BattleCodec::decodeAction(
        parse(R"({"kind": "shoot", "firer": 2, "target": 30, "firer_dice": {"first": 2, "second": 3, "third": 0},)"
              R"( "target_dice": {"first": 2, "second": 3, "third": 7}})"),
        QStringLiteral("log[4].action"));
    QCOMPARE(bad.problems, (QStringList{
                               QStringLiteral("log[4].action.firer_dice.third: is 0, no die: leave the field out instead"),
                               QStringLiteral("log[4].action.target_dice.third: 7 is not a die's face (1 to 6)"),
                           }));
}
