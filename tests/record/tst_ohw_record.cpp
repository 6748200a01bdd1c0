// A battle of 3D6 OHW Gridded Ancients in the shared record (app/record/ohwbattle.h,
// ohwcodec.h, rulebook/battle-format.md, A third ruleset): its setup and its fourteen
// actions round-trip through the codec, undo and redo are entries, every entry is
// chained and carries its state's hash, a change to any entry is caught on restore,
// an undone roll done again meets its own dice, a refused action changes nothing,
// and a pinned battle file replays byte for byte. Rules tests name their section.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ohwbattle.h"
#include "ohwtestbattle.h"
#endif

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#ifndef Q_MOC_RUN
using namespace ohwrecordtest;
using record::OhwBattle;
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

    // The battle of this ruleset, pinned: its setup, actions, states and hashes replay byte for byte forever.
    void theGoldenBattleFileReplaysByteForByte()
    {
        const QString path = QStringLiteral(ANCIENTS_TEST_DATA "/golden/ohw-battle.json");
        const QByteArray written = goldenBattleFile();
        QFile golden(path);
        if (!golden.open(QIODevice::ReadOnly) || golden.readAll() != written) {
            QFile candidate(path + QStringLiteral(".fail"));
            QVERIFY(candidate.open(QIODevice::WriteOnly));
            candidate.write(written);
            QFAIL(qPrintable(QStringLiteral("%1 differs from the battle written now: it is in %1.fail").arg(path)));
        }
        // Read back through the codec, it is the same battle.
        const QJsonObject file = QJsonDocument::fromJson(written).object();
        const auto setup = OhwCodec::decodeSetup(file.value(QStringLiteral("setup")));
        QVERIFY(setup.ok());
        std::vector<OhwEntry> entries;
        const QJsonArray list = file.value(QStringLiteral("entries")).toArray();
        for (int k = 0; k < list.size(); ++k) {
            const auto entry = OhwCodec::decodeEntry(list.at(k), QStringLiteral("entries[%1]").arg(k), true);
            QVERIFY2(entry.ok(), qPrintable(entry.problems.join(QLatin1Char('\n'))));
            entries.push_back(*entry.value);
        }
        QString problem;
        const auto restored = OhwBattle::restore(*setup.value, Secret, entries, &problem);
        QVERIFY2(restored, qPrintable(problem));
        QCOMPARE(restored->headHash(), goldenBattle().headHash());
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
