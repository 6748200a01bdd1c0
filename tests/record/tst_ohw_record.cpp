// A battle of 3D6 OHW Gridded Ancients in the shared record (app/record/ohwbattle.h,
// ohwcodec.h, rulebook/battle-format.md, A third ruleset): its setup and its fourteen
// actions round-trip through the codec, undo and redo are entries, every entry is
// chained and carries its state's hash, a change to any entry is caught on restore,
// an undone roll done again meets its own dice, a refused action changes nothing,
// its battle file (ohwfile.h) round-trips, verifies (through BattleFile::verify, which
// `ancients verify` calls) and names what is wrong in a bad one, the store keeps and
// reopens it, and a pinned battle file replays byte for byte. Rules tests name their section.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlestore.h"
#include "mwrbattle.h" // loadMwr() refuses a battle of this ruleset
#include "ohwbattle.h"
#include "ohwfile.h"
#include "ohwtestbattle.h"
#endif

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#ifndef Q_MOC_RUN
using namespace ohwrecordtest;
using record::OhwBattle;
using record::OhwBattleFile;
using record::OhwCodec;
using record::OhwEntry;
using record::OhwSetup;
#endif

class TestOhwRecord : public QObject
{
    Q_OBJECT

private slots:
    void everyActionRoundTripsThroughTheCodec()
    {
        for (const ohw::Action &action : script()) {
            const auto decoded = OhwCodec::decodeAction(OhwCodec::encode(action));
            QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
            QVERIFY(*decoded.value == action);
        }
        for (const ohw::Action &action : otherKinds()) {
            const auto decoded = OhwCodec::decodeAction(OhwCodec::encode(action));
            QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
            QVERIFY2(*decoded.value == action, qPrintable(OhwCodec::kind(action)));
        }
        const auto setup = OhwCodec::decodeSetup(OhwCodec::encode(romeAgainstRome()));
        QVERIFY2(setup.ok(), qPrintable(setup.problems.join(QLatin1Char('\n'))));
        QVERIFY(*setup.value == romeAgainstRome());
        QCOMPARE(OhwCodec::encode(romeAgainstRome()).value(QStringLiteral("ruleset")).toString(),
                 QStringLiteral("3d6-ohw-gridded-ancients"));
    }

    void aMalformedValueIsNamedByItsPath_data()
    {
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("named");
        QTest::newRow("a face that is no face") << 2 << QStringLiteral("charge")
                                                << QJsonValue(QJsonObject{{QStringLiteral("target"), 1},
                                                                          {QStringLiteral("face"), QStringLiteral("top")}})
                                                << QStringLiteral("entries[2].action.charge.face: ");
        QTest::newRow("a die of seven") << 3 << QStringLiteral("die") << QJsonValue(7)
                                        << QStringLiteral("entries[3].action.die: ");
        QTest::newRow("one initiative die") << 0 << QStringLiteral("dice") << QJsonValue(QJsonArray{3})
                                            << QStringLiteral("entries[0].action.dice: ");
        QTest::newRow("an unknown kind") << 5 << QStringLiteral("kind") << QJsonValue(QStringLiteral("charge"))
                                         << QStringLiteral("entries[5].action.kind: ");
        QTest::newRow("a field too many") << 5 << QStringLiteral("volley") << QJsonValue(true)
                                          << QStringLiteral("entries[5].action.volley: ");
    }

    void aMalformedValueIsNamedByItsPath()
    {
        QFETCH(int, action);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, named);
        QJsonObject bad = OhwCodec::encode(script()[static_cast<std::size_t>(action)]);
        bad.insert(field, value);
        const auto decoded = OhwCodec::decodeAction(bad, QStringLiteral("entries[%1].action").arg(action));
        QVERIFY(!decoded.ok());
        QVERIFY2(decoded.problems.first().startsWith(named), qPrintable(decoded.problems.first()));
        // And a setup: a unit type the ruleset does not have, named with its place.
        QJsonObject setup = OhwCodec::encode(romeAgainstRome());
        QJsonObject army = setup.value(QStringLiteral("army_b")).toObject();
        QJsonArray units = army.value(QStringLiteral("units")).toArray();
        QJsonObject unit = units.at(1).toObject();
        unit.insert(QStringLiteral("type"), QStringLiteral("elephants"));
        units.replace(1, unit);
        army.insert(QStringLiteral("units"), units);
        setup.insert(QStringLiteral("army_b"), army);
        const auto refused = OhwCodec::decodeSetup(setup);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.problems.first().startsWith(QStringLiteral("setup.army_b.units[1].type: ")),
                 qPrintable(refused.problems.first()));
    }

    // §4: the record plays a whole turn, initiative to breakpoint, each entry chained.
    void rule_4_eachEntryIsChainedAndCarriesItsStateHash()
    {
        const OhwBattle battle = played();
        QCOMPARE(int(battle.log().size()), int(script().size()));
        QByteArray previous = battle.setupHash();
        for (std::size_t k = 0; k < battle.log().size(); ++k) {
            const OhwEntry &entry = battle.log()[k];
            QCOMPARE(entry.hash, OhwCodec::chainHash(previous, entry));
            QCOMPARE(entry.state, OhwCodec::stateHash(battle.stateAt(int(k) + 1)));
            previous = entry.hash;
        }
        QCOMPARE(battle.headHash(), previous);
        QCOMPARE(battle.effects().size(), battle.actions().size());
        QCOMPARE(battle.state().army(ohw::Side::A).breakpoint, 12); // §9: one retreat
        QCOMPARE(battle.state().step, ohw::Step::Shooting);
        QCOMPARE(battle.state().units[Warband].hits, 1); // §5.1: the failed push move
    }

    void aChangeToAnyEntryIsCaught_data()
    {
        QTest::addColumn<int>("entry");
        QTest::addColumn<QString>("what");
        for (int k = 0; k < int(script().size()); ++k) {
            QTest::addRow("#%d its time", k + 1) << k << QStringLiteral("time");
            QTest::addRow("#%d its state", k + 1) << k << QStringLiteral("state");
            QTest::addRow("#%d its action", k + 1) << k << QStringLiteral("action");
        }
    }

    void aChangeToAnyEntryIsCaught()
    {
        QFETCH(int, entry);
        QFETCH(QString, what);
        const OhwBattle battle = played();
        std::vector<OhwEntry> log = battle.log();
        OhwEntry &changed = log[static_cast<std::size_t>(entry)];
        if (what == QLatin1String("time"))
            changed.time = changed.time.addMSecs(1);
        else if (what == QLatin1String("state"))
            changed.state[0] = char(changed.state[0] ^ 1);
        else
            changed.action = otherAction(*changed.action);
        QString problem;
        int failed = -2;
        QVERIFY(!OhwBattle::restore(battle.setup(), Secret, log, &problem, &failed));
        QCOMPARE(failed, entry);
        QVERIFY2(problem.startsWith(QStringLiteral("#%1 (action): its hash does not follow").arg(entry + 1)),
                 qPrintable(problem));
        // Rehashed by a forger, the replay still finds a changed state or action.
        if (what == QLatin1String("time"))
            return;
        QByteArray head = battle.setupHash();
        for (OhwEntry &e : log) {
            e.hash = OhwCodec::chainHash(head, e);
            head = e.hash;
        }
        QVERIFY(!OhwBattle::restore(battle.setup(), Secret, log, &problem, &failed));
        QCOMPARE(failed, entry);
        QVERIFY2(problem.startsWith(QStringLiteral("#%1 (action): ").arg(entry + 1)), qPrintable(problem));
    }

    void aRestoredBattleIsTheSameBattle()
    {
        OhwBattle battle = played();
        QVERIFY(battle.undo().ok());
        QVERIFY(battle.redo().ok());
        QVERIFY(battle.undo().ok());
        QString problem;
        const auto restored = OhwBattle::restore(battle.setup(), Secret, battle.log(), &problem);
        QVERIFY2(restored, qPrintable(problem));
        QVERIFY(restored->state() == battle.state());
        QVERIFY(restored->log() == battle.log());
        QVERIFY(restored->actions() == battle.actions());
        QCOMPARE(restored->headHash(), battle.headHash());
        QVERIFY(restored->canRedo()); // what was undone can still be redone after a restore
        // Another secret is refused before anything is replayed.
        QVERIFY(!OhwBattle::restore(battle.setup(), QByteArray(32, 'x'), battle.log(), &problem));
        QVERIFY2(problem.contains(QStringLiteral("secret-not-committed")), qPrintable(problem));
    }

    // §6, §10.3: the game's dice come from the game's key and the roll; an undo gives the same dice back.
    void rule_6_anUndoNeverBuysAReRoll()
    {
        OhwBattle battle = played();
        const ohw::Action shot = ohw::Shoot{Archers, Warband, 2, false, std::nullopt};
        const auto first = battle.act(shot);
        QVERIFY2(first.ok(), first ? "" : first.refusal().code.c_str());
        const ohw::GameState rolled = battle.state();
        for (int again = 0; again < 3; ++again) {
            QVERIFY(battle.undo().ok());
            const auto repeated = battle.act(shot);
            QVERIFY(repeated.ok());
            QVERIFY(battle.state() == rolled);
            QVERIFY(*repeated == *first); // the same dice, the same hits
        }
        QVERIFY(battle.undo().ok());
        QVERIFY(battle.redo().ok());
        QVERIFY(battle.state() == rolled);
        QVERIFY(!battle.canRedo());
        QCOMPARE(battle.redo().refusal().code, std::string("nothing-to-redo"));
        // Undo and redo are entries of their own: the log only grows.
        const auto &log = battle.log();
        QCOMPARE(log[log.size() - 2].type, record::LogEntry::Type::Undo);
        QCOMPARE(log.back().type, record::LogEntry::Type::Redo);
        QCOMPARE(battle.actionEntries().back(), int(log.size()) - 1);
        // The initiative roll too (§10.3): undone and rolled again by the game, the same faces.
        auto fresh = OhwBattle::start(romeAgainstRome(), Secret);
        QVERIFY(fresh.ok());
        OhwBattle opening = *fresh;
        QVERIFY(opening.act(ohw::RollInitiative{}).ok());
        const ohw::GameState initiative = opening.state();
        QVERIFY(opening.undo().ok());
        QVERIFY(opening.act(ohw::RollInitiative{}).ok());
        QVERIFY(opening.state() == initiative);
    }

    void aRefusedActionChangesNothing()
    {
        OhwBattle battle = played(5);
        const ohw::GameState before = battle.state();
        const auto log = battle.log();
        int sunk = 0;
        battle.setEntrySink([&sunk](const OhwEntry &, int, const ohw::GameState &) {
            ++sunk;
            return QString();
        });
        const auto refused = battle.act(ohw::Attack{LegioX, Auxilia, std::nullopt}); // §7: not in contact, and B's half
        QVERIFY(!refused.ok());
        QVERIFY(!refused.refusal().section.empty());
        QVERIFY(battle.state() == before);
        QVERIFY(battle.log() == log);
        QCOMPARE(sunk, 0);
        QVERIFY(battle.preview(script()[5]).ok()); // a preview records nothing
        QVERIFY(battle.log() == log);
        battle.setEntrySink([](const OhwEntry &, int, const ohw::GameState &) { return QStringLiteral("disk full"); });
        const auto unkept = battle.act(script()[5]);
        QCOMPARE(unkept.refusal().code, std::string("entry-not-kept"));
        QCOMPARE(battle.recordProblem(), QStringLiteral("disk full"));
        QVERIFY(battle.state() == before);
        QVERIFY(battle.log() == log);
        QCOMPARE(record::refusalText(ohw::Refusal{"cannot-shoot", "6", {}}), QStringLiteral("cannot-shoot (§6)"));
        QCOMPARE(record::refusalText(unkept.refusal()), QStringLiteral("entry-not-kept"));
    }

    void aBattleFileRoundTripsAndVerifies()
    {
        const OhwBattle battle = played();
        QString error;
        QVERIFY(OhwBattleFile::toJson(battle, true, &error).isEmpty()); // undecided: the secret stays (§9, R23)
        QVERIFY2(error.contains(QStringLiteral("§9, ruling R23")), qPrintable(error));
        const QByteArray json = OhwBattleFile::toJson(battle, false);
        QVERIFY(json.contains("\"ruleset\": \"3d6-ohw-gridded-ancients\""));
        const record::Verification chain = record::BattleFile::verify(json); // the shared entry point
        QVERIFY2(chain.ok, qPrintable(chain.problems.join(QLatin1Char('\n'))));
        QVERIFY(!chain.seedRevealed);
        QCOMPARE(chain.head, battle.headHash());
        QCOMPARE(chain.entries, int(script().size()));
        const record::Verification full = OhwBattleFile::verify(battle);
        QVERIFY2(full.ok && full.replayed && full.seedRevealed, qPrintable(full.problems.join(QLatin1Char('\n'))));
        // Without the secret, a file cannot be gone on with; with it, it imports as the same battle.
        const record::OhwImport secretless = OhwBattleFile::fromJson(json);
        QVERIFY(!secretless.ok());
        QVERIFY(secretless.problems.first().startsWith(QStringLiteral("seed_secret: ")));
        QJsonObject withSecret = QJsonDocument::fromJson(json).object();
        withSecret.insert(QStringLiteral("seed_secret"), QString::fromLatin1(Secret.toHex()));
        const record::OhwImport imported = OhwBattleFile::fromJson(QJsonDocument(withSecret).toJson());
        QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
        QVERIFY(imported.battle->state() == battle.state());
        QVERIFY(imported.battle->log() == battle.log());
        // The Ancients reader does not take it for one of its own.
        const record::BattleImport ancients = record::BattleFile::fromJson(json);
        QVERIFY(!ancients.ok());
        QVERIFY2(ancients.problems.first().startsWith(QStringLiteral("setup.ruleset: a battle of 3d6-ohw-gridded-ancients")),
                 qPrintable(ancients.problems.first()));
    }

    void aBadFileIsNamedAndChangesNothing_data()
    {
        QTest::addColumn<QString>("pointer"); // where in the file: "setup/army_a/units/0/type", "entries/3/action/die"
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("named");
        QTest::addColumn<int>("entry");
        QTest::newRow("a unit type it does not have") << QStringLiteral("setup/army_a/units/2/type")
                                                      << QJsonValue(QStringLiteral("elephants"))
                                                      << QStringLiteral("setup.army_a.units[2].type: ") << -1;
        QTest::newRow("a trait written twice") << QStringLiteral("setup/army_a/units/0/traits")
                                               << QJsonValue(QJsonArray{QStringLiteral("veterans"), QStringLiteral("veterans")})
                                               << QStringLiteral("setup: is not in canonical form") << -1;
        QTest::newRow("a general on no unit of his army") << QStringLiteral("setup/army_b/generals/0/unit") << QJsonValue(-1)
                                                          << QStringLiteral("setup.army_b.generals[0].unit: ") << -1;
        QTest::newRow("a die of seven") << QStringLiteral("entries/3/action/die") << QJsonValue(7)
                                        << QStringLiteral("entries[3].action.die: ") << 3;
        QTest::newRow("a shot's range as text") << QStringLiteral("entries/6/action/range") << QJsonValue(QStringLiteral("2"))
                                                << QStringLiteral("entries[6].action.range: ") << 6;
        QTest::newRow("an amendment without its index") << QStringLiteral("entries/5/type") << QJsonValue(QStringLiteral("amend"))
                                                        << QStringLiteral("entries[5].index: is missing") << 5;
        QTest::newRow("a field too many") << QStringLiteral("entries/0/action/colour") << QJsonValue(1)
                                          << QStringLiteral("entries[0].action.colour: unknown field") << 0;
        QTest::newRow("the rules refuse the setup") << QStringLiteral("setup/army_b/generals/0/unit") << QJsonValue(7)
                                                    << QStringLiteral("setup: the rules refuse it: ") << -1;
    }

    void aBadFileIsNamedAndChangesNothing()
    {
        QFETCH(QString, pointer);
        QFETCH(QJsonValue, value);
        QFETCH(QString, named);
        QFETCH(int, entry);
        const QByteArray good = goldenBattleFile();
        const QByteArray bad = QJsonDocument(replaced(QJsonDocument::fromJson(good).object(), pointer.split(QLatin1Char('/')), value))
                                   .toJson(QJsonDocument::Indented);
        const record::OhwImport imported = OhwBattleFile::fromJson(bad);
        QVERIFY(!imported.ok());
        QVERIFY2(imported.problems.first().startsWith(named), qPrintable(imported.problems.join(QLatin1Char('\n'))));
        QCOMPARE(imported.failedEntry, entry);
        // verify() checks the chain before it replays: a setup changed within the rules breaks the first link.
        const record::Verification v = record::BattleFile::verify(bad);
        QVERIFY(!v.ok);
        const bool replayed = named.startsWith(QStringLiteral("setup: the rules refuse it"));
        QVERIFY2(v.problems.first().startsWith(replayed ? QStringLiteral("entries[0]: its hash does not follow") : named),
                 qPrintable(v.problems.first()));
        // Nothing is overwritten: a save refused, or to where it cannot write, leaves the file there as it was.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("battle.json"));
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::WriteOnly) && kept.write(good) == good.size());
        kept.close();
        QString error;
        QVERIFY(!OhwBattleFile::save(played(), path, true, &error)); // the secret of a battle in progress
        QVERIFY2(error.startsWith(path + QStringLiteral(": not written: ")), qPrintable(error));
        const QString nowhere = dir.filePath(QStringLiteral("missing/battle.json"));
        QVERIFY(!OhwBattleFile::save(played(), nowhere, false, &error));
        QVERIFY2(error.startsWith(nowhere + QStringLiteral(": cannot be written")), qPrintable(error));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), good);
    }

    void verifyNamesAChangedEntry_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<int>("entry");
        QTest::newRow("the initiative dice swapped") << QStringLiteral("entries/0/action/dice") << QJsonValue(QJsonArray{5, 1}) << 0;
        QTest::newRow("the push made with a 6") << QStringLiteral("entries/3/action/die") << QJsonValue(6) << 3;
        QTest::newRow("the charge on a flank") << QStringLiteral("entries/4/action/charge/face")
                                               << QJsonValue(QStringLiteral("left-flank")) << 4;
        QTest::newRow("the morale check passed") << QStringLiteral("entries/10/action/die") << QJsonValue(6) << 10;
        QTest::newRow("an undo made a redo") << QStringLiteral("entries/19/type") << QJsonValue(QStringLiteral("undo")) << 19;
        QTest::newRow("a time a second later") << QStringLiteral("entries/12/time")
                                               << QJsonValue(QStringLiteral("2026-11-26T06:00:04.000Z")) << 12;
    }

    void verifyNamesAChangedEntry()
    {
        QFETCH(QString, pointer);
        QFETCH(QJsonValue, value);
        QFETCH(int, entry);
        const QJsonObject file = replaced(QJsonDocument::fromJson(goldenBattleFile()).object(), pointer.split(QLatin1Char('/')), value);
        const record::Verification v = record::BattleFile::verify(QJsonDocument(file).toJson());
        QVERIFY(!v.ok);
        QCOMPARE(v.failedEntry, entry);
        QVERIFY2(v.problems.first().startsWith(QStringLiteral("entries[%1]: its hash does not follow").arg(entry)),
                 qPrintable(v.problems.first()));
    }

    void theStoreKeepsAndReopensIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        qint64 id = 0;
        ohw::GameState last;
        std::vector<OhwEntry> log;
        {
            record::BattleStore store;
            QVERIFY(store.open(path));
            OhwBattle battle = played(6);
            const auto added = store.add(battle, QStringLiteral("Pharsalus"));
            QVERIFY2(added, qPrintable(store.errorString()));
            id = *added;
            for (std::size_t i = 6; i < script().size(); ++i)
                QVERIFY(battle.act(script()[i]).ok()); // each committed before it shows
            QVERIFY(battle.undo().ok());
            last = battle.state();
            log = battle.log();
            const auto listed = store.listBattles();
            QVERIFY(listed && listed->size() == 1);
            QCOMPARE(listed->first().ruleset, QStringLiteral("3d6-ohw-gridded-ancients"));
            QCOMPARE(listed->first().armyA, QStringLiteral("Caesar"));
            QCOMPARE(listed->first().armyB, QStringLiteral("Pompey"));
            QCOMPARE(listed->first().entries, int(log.size()));
            QCOMPARE(listed->first().turn, 1);
            QCOMPARE(listed->first().phase, QStringLiteral("movement")); // §4: the step, undone back to A's Movement
        }
        record::BattleStore store;
        QVERIFY(store.open(path));
        QVERIFY(!store.load(id)); // not an Ancients Wargame battle
        QVERIFY(store.errorString().contains(QStringLiteral("3d6-ohw-gridded-ancients")));
        QVERIFY(!store.loadMwr(id)); // nor one of My Wargame Rules
        auto reopened = store.loadOhw(id);
        QVERIFY2(reopened, qPrintable(store.errorString()));
        QVERIFY(reopened->state() == last);
        QVERIFY(reopened->log() == log);
        QVERIFY(reopened->redo().ok()); // attached again: the redo is kept
        QCOMPARE(store.loadOhw(id)->log().size(), log.size() + 1);
    }

    // The battle of this ruleset, pinned: its setup, actions, states and hashes replay byte for byte forever.
    void theGoldenBattleFileReplaysByteForByte()
    {
        const QString path = QStringLiteral(ANCIENTS_TEST_DATA "/golden/ohw-battle.json");
        const QByteArray written = goldenBattleFile();
        // What OhwBattleFile writes, with the secret put in (the battle is not decided): the same bytes.
        QJsonObject file = QJsonDocument::fromJson(OhwBattleFile::toJson(goldenBattle(), false)).object();
        file.insert(QStringLiteral("seed_secret"), QString::fromLatin1(Secret.toHex()));
        QCOMPARE(QJsonDocument(file).toJson(QJsonDocument::Indented), written);
        QFile golden(path);
        if (!golden.open(QIODevice::ReadOnly) || golden.readAll() != written) {
            QFile candidate(path + QStringLiteral(".fail"));
            QVERIFY(candidate.open(QIODevice::WriteOnly));
            candidate.write(written);
            QFAIL(qPrintable(QStringLiteral("%1 differs from the battle written now: it is in %1.fail").arg(path)));
        }
        const record::Verification v = record::BattleFile::verify(written);
        QVERIFY2(v.ok && v.replayed && v.seedRevealed, qPrintable(v.problems.join(QLatin1Char('\n'))));
        QCOMPARE(v.head, goldenBattle().headHash());
        const record::OhwImport imported = OhwBattleFile::fromJson(written);
        QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
        QVERIFY(imported.battle->state() == goldenBattle().state());
    }

    void everyActionKindIsDocumented()
    {
        QFile doc(QStringLiteral(ANCIENTS_BATTLE_FORMAT_DOC));
        QVERIFY2(doc.open(QIODevice::ReadOnly), qPrintable(doc.fileName()));
        const QString text = QString::fromUtf8(doc.readAll());
        const qsizetype at = text.indexOf(QStringLiteral("## A third ruleset: 3D6 OHW Gridded Ancients"));
        QVERIFY(at >= 0);
        const QString section = text.mid(at);
        for (const ohw::Action &action : otherKinds()) {
            const QString kind = OhwCodec::kind(action);
            QVERIFY2(section.contains(QStringLiteral("| `%1` |").arg(kind)), qPrintable(kind + QStringLiteral(" is not documented")));
        }
    }
};

QTEST_GUILESS_MAIN(TestOhwRecord)
#include "tst_ohw_record.moc"
