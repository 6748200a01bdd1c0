// A battle of My Wargame Rules in the shared record (app/record/mwrbattle.h,
// mwrfile.h, rulebook/battle-format.md, Another ruleset): its actions and setup
// round-trip through the codec, undo and redo are entries, every entry is chained
// and carries its state's hash, a changed entry is named by verify (also through
// BattleFile::verify, which `ancients verify` calls), a refused action changes
// nothing, the store keeps and reopens it, and an Ancients battle's bytes do not move.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlefile.h"
#include "battlestore.h"
#include "mwrbattle.h"
#include "mwrfile.h"
#endif

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#ifndef Q_MOC_RUN
using record::MwrBattle;
using record::MwrBattleFile;
using record::MwrCodec;
using record::MwrEntry;
using record::MwrSetup;

namespace {

const QByteArray Secret(32, 's');

/** Two armies of two units; A1 has base Resolve 4, so that it rolls 2D6 and picks against B1. */
MwrSetup twoByTwo()
{
    MwrSetup setup;
    setup.armies[0] = mwr::ArmySpec{"Romans", {{"Hastati", 4, false}, {"Velites", 3, true}}};
    setup.armies[1] = mwr::ArmySpec{"Carthaginians", {{"Libyans", 3, false}, {"Numidians", 3, true}}};
    setup.seed = record::SeedCommitment::of(Secret, QStringLiteral("Zama"));
    return setup;
}

MwrBattle newBattle()
{
    auto battle = MwrBattle::start(twoByTwo(), Secret);
    if (!battle)
        qFatal("MwrBattle::start refused: %s", battle.refusal().code.c_str());
    MwrBattle b = *battle;
    int tick = 0;
    b.setClock([tick]() mutable { return QDateTime(QDate(2026, 11, 26), QTime(6, 0), Qt::UTC).addMSecs(250 * tick++); });
    return b;
}

/** A charge, a melee with the defender's pick and a push-back, two holds, then turn 2. */
const std::vector<mwr::Action> &script()
{
    static const std::vector<mwr::Action> actions{
        mwr::Move{0, mwr::Terrain::Open, false, false, {2}}, // A1 charges B1 (ruling R14)
        // B1 (3) attacks A1 (4): the higher, the defender, rolls 2D6 and picks (§10, ruling R5).
        mwr::Attack{2, 0, mwr::AttackDirection::Front, {}, {}, std::vector<int>{6, 3}},
        mwr::Pick{3},                                               // Forced Back
        mwr::PushBack{{mwr::Behind{mwr::Behind::Kind::Clear, -1}}}, // A1 goes back 1 base width
        mwr::Hold{1},
        mwr::Hold{3},
    };
    return actions;
}

MwrBattle played(int count = -1)
{
    MwrBattle battle = newBattle();
    const auto &actions = script();
    const auto n = count < 0 ? actions.size() : static_cast<std::size_t>(count);
    for (std::size_t i = 0; i < n; ++i) {
        const auto r = battle.act(actions[i]);
        if (!r)
            qFatal("action %zu refused: %s", i, r.refusal().code.c_str());
    }
    return battle;
}

} // namespace
#endif

class TestMwrRecord : public QObject
{
    Q_OBJECT

private slots:
    void everyActionRoundTripsThroughTheCodec()
    {
        for (const mwr::Action &action : script()) {
            const QJsonObject json = MwrCodec::encode(action);
            const auto decoded = MwrCodec::decodeAction(json);
            QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
            QVERIFY(*decoded.value == action);
        }
        const mwr::Action more[] = {mwr::FallBack{1, mwr::Terrain::Rough, true, false}, mwr::Rally{0},
                                    mwr::SetContacts{0, {2, 3}},
                                    mwr::Attack{0, 2, mwr::AttackDirection::Rear, {{1, mwr::SupportKind::Rear}}, {}, {}}};
        for (const mwr::Action &action : more)
            QVERIFY(*MwrCodec::decodeAction(MwrCodec::encode(action)).value == action);
        const auto setup = MwrCodec::decodeSetup(MwrCodec::encode(twoByTwo()));
        QVERIFY(setup.ok());
        QVERIFY(*setup.value == twoByTwo());
        QCOMPARE(MwrCodec::encode(twoByTwo()).value(QStringLiteral("ruleset")).toString(), QStringLiteral("my-wargame-rules"));
    }

    void aMalformedActionIsNamedByItsPath()
    {
        QJsonObject bad = MwrCodec::encode(script()[2]);
        bad.insert(QStringLiteral("direction"), QStringLiteral("sideways"));
        const auto decoded = MwrCodec::decodeAction(bad, QStringLiteral("entries[2].action"));
        QVERIFY(!decoded.ok());
        QVERIFY2(decoded.problems.first().startsWith(QStringLiteral("entries[2].action.direction: ")),
                 qPrintable(decoded.problems.first()));
        QJsonObject unknown = MwrCodec::encode(script()[1]);
        unknown.insert(QStringLiteral("kind"), QStringLiteral("move-block"));
        QVERIFY(MwrCodec::decodeAction(unknown).problems.first().startsWith(QStringLiteral("action.kind: ")));
    }

    void eachEntryIsChainedAndCarriesItsStateHash()
    {
        const MwrBattle battle = played();
        QCOMPARE(int(battle.log().size()), int(script().size()));
        QByteArray previous = battle.setupHash();
        for (std::size_t k = 0; k < battle.log().size(); ++k) {
            const MwrEntry &entry = battle.log()[k];
            QCOMPARE(entry.hash, MwrCodec::chainHash(previous, entry));
            QCOMPARE(entry.state, MwrCodec::stateHash(battle.stateAt(int(k) + 1)));
            previous = entry.hash;
        }
        QCOMPARE(battle.headHash(), previous);
        QCOMPARE(battle.state().turn, 2); // every unit acted: turn 2 (§3)
        QCOMPARE(battle.state().units[0].cohesion, mwr::Cohesion::Fresh); // Forced Back: no hit (§10)
        QVERIFY(battle.state().contacts.empty()); // the push-back ended the contact (ruling R6)
    }

    void undoAndRedoAreEntriesAndTheDiceStay()
    {
        MwrBattle battle = played(2); // the melee waits on A's pick
        const mwr::GameState before = battle.stateAt(1);
        const mwr::GameState rolled = battle.state();
        QVERIFY(battle.canUndo());
        QCOMPARE(battle.undo().value(), 1);
        QVERIFY(battle.state() == before);
        QVERIFY(battle.canRedo());
        QVERIFY(battle.redo().ok());
        QVERIFY(battle.state() == rolled);
        QCOMPARE(int(battle.log().size()), 4);
        QCOMPARE(battle.log()[2].type, record::LogEntry::Type::Undo);
        QCOMPARE(battle.log()[3].type, record::LogEntry::Type::Redo);
        QCOMPARE(battle.actionEntries().back(), 3);
        // The generator's dice: an Attack undone and done again meets the same dice.
        MwrBattle own = played(1);
        const mwr::Action generator = mwr::Attack{2, 0, mwr::AttackDirection::Front, {}, {}, std::nullopt};
        QVERIFY(own.act(generator).ok());
        const mwr::GameState first = own.state();
        QVERIFY(own.undo().ok());
        QVERIFY(own.act(generator).ok());
        QVERIFY(own.state() == first);
        QVERIFY(!own.canRedo()); // a new action forgets what was undone
        QCOMPARE(own.redo().refusal().code, std::string("nothing-to-redo"));
    }

    void aRefusedActionChangesNothing()
    {
        MwrBattle battle = played(1);
        const mwr::GameState before = battle.state();
        const auto log = battle.log();
        int sunk = 0;
        battle.setEntrySink([&sunk](const MwrEntry &, int, const mwr::GameState &) {
            ++sunk;
            return QString();
        });
        const auto refused = battle.act(mwr::Hold{1}); // it is B's go (§3)
        QVERIFY(!refused.ok());
        QVERIFY(battle.state() == before);
        QVERIFY(battle.log() == log);
        QCOMPARE(sunk, 0);
        // A sink that cannot keep the entry: nothing changes either, and it says why.
        battle.setEntrySink([](const MwrEntry &, int, const mwr::GameState &) { return QStringLiteral("disk full"); });
        const auto unkept = battle.act(mwr::Hold{2});
        QCOMPARE(unkept.refusal().code, std::string("entry-not-kept"));
        QCOMPARE(battle.recordProblem(), QStringLiteral("disk full"));
        QVERIFY(battle.state() == before);
        QVERIFY(battle.log() == log);
    }

    void aBattleFileRoundTripsAndVerifies()
    {
        const MwrBattle battle = played();
        QString error;
        QVERIFY(MwrBattleFile::toJson(battle, true, &error).isEmpty()); // undecided: the secret stays (R13)
        QVERIFY(!error.isEmpty());
        const QByteArray json = MwrBattleFile::toJson(battle, false);
        QVERIFY(json.contains("\"ruleset\": \"my-wargame-rules\""));
        const record::Verification chain = record::BattleFile::verify(json); // the shared entry point
        QVERIFY2(chain.ok, qPrintable(chain.problems.join(QLatin1Char('\n'))));
        QVERIFY(!chain.seedRevealed);
        QCOMPARE(chain.head, battle.headHash());
        const record::Verification full = MwrBattleFile::verify(battle);
        QVERIFY2(full.ok && full.replayed && full.seedRevealed, qPrintable(full.problems.join(QLatin1Char('\n'))));
        QCOMPARE(full.entries, int(script().size()));
        // With the secret, a file imports as the same battle.
        QJsonObject withSecret = QJsonDocument::fromJson(json).object();
        withSecret.insert(QStringLiteral("seed_secret"), QString::fromLatin1(Secret.toHex()));
        const record::MwrImport imported = MwrBattleFile::fromJson(QJsonDocument(withSecret).toJson());
        QVERIFY2(imported.ok(), qPrintable(imported.problems.join(QLatin1Char('\n'))));
        QVERIFY(imported.battle->state() == battle.state());
        QVERIFY(imported.battle->log() == battle.log());
        // The Ancients reader does not take it for one of its own.
        const record::BattleImport ancients = record::BattleFile::fromJson(json);
        QVERIFY(!ancients.ok());
        QVERIFY(ancients.problems.first().startsWith(QStringLiteral("setup.ruleset: ")));
    }

    void verifyNamesTheFirstChangedEntry_data()
    {
        QTest::addColumn<int>("entry");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("a hold given to another unit") << 4 << QStringLiteral("unit") << QJsonValue(0);
        QTest::newRow("the picked face changed") << 2 << QStringLiteral("face") << QJsonValue(6);
        QTest::newRow("the dice changed") << 1 << QStringLiteral("dice") << QJsonValue(QJsonArray{6, 6});
    }

    void verifyNamesTheFirstChangedEntry()
    {
        QFETCH(int, entry);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        const MwrBattle battle = played();
        QJsonObject file = QJsonDocument::fromJson(MwrBattleFile::toJson(battle, false)).object();
        QJsonArray entries = file.value(QStringLiteral("entries")).toArray();
        QJsonObject changed = entries.at(entry).toObject();
        QJsonObject action = changed.value(QStringLiteral("action")).toObject();
        action.insert(field, value);
        changed.insert(QStringLiteral("action"), action);
        entries.replace(entry, changed);
        file.insert(QStringLiteral("entries"), entries);
        const record::Verification v = record::BattleFile::verify(QJsonDocument(file).toJson());
        QVERIFY(!v.ok);
        QCOMPARE(v.failedEntry, entry);
        QVERIFY2(v.problems.first().startsWith(QStringLiteral("entries[%1]: ").arg(entry)), qPrintable(v.problems.first()));
        // Its chain rehashed by a forger, the replay with the secret still finds it: other dice, other state.
        if (field == QLatin1String("dice")) {
            std::vector<MwrEntry> forged = battle.log();
            auto attack = std::get<mwr::Attack>(*forged[1].action);
            attack.dice = std::vector<int>{6, 6};
            forged[1].action = attack;
            QByteArray previous = battle.setupHash();
            for (MwrEntry &e : forged) {
                e.hash = MwrCodec::chainHash(previous, e);
                previous = e.hash;
            }
            QString problem;
            int failed = -1;
            QVERIFY(!MwrBattle::restore(battle.setup(), Secret, forged, &problem, &failed));
            QCOMPARE(failed, 1);
            QVERIFY2(problem.startsWith(QStringLiteral("#2 (action): ")), qPrintable(problem));
        }
    }

    void theStoreKeepsAndReopensIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        qint64 id = 0;
        mwr::GameState last;
        std::vector<MwrEntry> log;
        {
            record::BattleStore store;
            QVERIFY(store.open(path));
            MwrBattle battle = played(2);
            const auto added = store.add(battle, QStringLiteral("Zama"));
            QVERIFY2(added, qPrintable(store.errorString()));
            id = *added;
            for (std::size_t i = 2; i < script().size(); ++i)
                QVERIFY(battle.act(script()[i]).ok()); // each committed before it shows
            QVERIFY(battle.undo().ok());
            last = battle.state();
            log = battle.log();
            const auto listed = store.listBattles();
            QVERIFY(listed && listed->size() == 1);
            QCOMPARE(listed->first().ruleset, QStringLiteral("my-wargame-rules"));
            QCOMPARE(listed->first().armyA, QStringLiteral("Romans"));
            QCOMPARE(listed->first().entries, int(log.size()));
        }
        record::BattleStore store;
        QVERIFY(store.open(path));
        QVERIFY(!store.load(id)); // not an Ancients Wargame battle
        QVERIFY(store.errorString().contains(QStringLiteral("my-wargame-rules")));
        auto reopened = store.loadMwr(id);
        QVERIFY2(reopened, qPrintable(store.errorString()));
        QVERIFY(reopened->state() == last);
        QVERIFY(reopened->log() == log);
        QVERIFY(reopened->redo().ok()); // attached again: the redo is kept
        QCOMPARE(store.loadMwr(id)->log().size(), log.size() + 1);
    }

    // The battle file of this ruleset, pinned: its setup, actions, states and hashes replay
    // byte for byte forever (tests/app/cli_test.sh verifies it with `ancients verify`).
    void theGoldenBattleFileReplaysByteForByte()
    {
        const QString path = QStringLiteral(ANCIENTS_TEST_DATA "/golden/mwr-battle.json");
        QJsonObject file = QJsonDocument::fromJson(MwrBattleFile::toJson(played(), false)).object();
        file.insert(QStringLiteral("seed_secret"), QString::fromLatin1(Secret.toHex()));
        const QByteArray written = QJsonDocument(file).toJson(QJsonDocument::Indented);
        QFile golden(path);
        if (!golden.open(QIODevice::ReadOnly) || golden.readAll() != written) {
            QFile candidate(path + QStringLiteral(".fail"));
            QVERIFY(candidate.open(QIODevice::WriteOnly));
            candidate.write(written);
            QFAIL(qPrintable(QStringLiteral("%1 differs from the battle written now: it is in %1.fail").arg(path)));
        }
        const record::Verification v = record::BattleFile::verify(written);
        QVERIFY2(v.ok && v.replayed && v.seedRevealed, qPrintable(v.problems.join(QLatin1Char('\n'))));
    }

    void everyActionKindIsDocumented()
    {
        QFile doc(QStringLiteral(ANCIENTS_BATTLE_FORMAT_DOC));
        QVERIFY2(doc.open(QIODevice::ReadOnly), qPrintable(doc.fileName()));
        const QString text = QString::fromUtf8(doc.readAll());
        const QString section = text.mid(text.indexOf(QStringLiteral("## Another ruleset: My Wargame Rules")));
        QVERIFY(section.size() < text.size());
        const mwr::Action kinds[] = {mwr::Move{}, mwr::Attack{}, mwr::FallBack{}, mwr::Rally{},
                                     mwr::Hold{}, mwr::Pick{}, mwr::PushBack{}, mwr::SetContacts{}};
        for (const mwr::Action &action : kinds) {
            const QString kind = MwrCodec::kind(action);
            QVERIFY2(section.contains(QStringLiteral("| `%1` |").arg(kind)), qPrintable(kind + QStringLiteral(" is not documented")));
        }
    }

    void anAncientsBattleNamesNoRuleset()
    {
        // The seam leaves the Ancients Wargame's bytes as they were: its setup names no ruleset
        // (tst_record_codec and the golden files pin the rest).
        const QJsonObject setup = record::BattleCodec::encode(record::BattleSetup{});
        QVERIFY(!setup.contains(QStringLiteral("ruleset")));
        QJsonObject named = setup;
        named.insert(QStringLiteral("ruleset"), QStringLiteral("chess"));
        const QJsonObject file{{QStringLiteral("format"), QStringLiteral("ancients-battle")},
                               {QStringLiteral("version"), 3},
                               {QStringLiteral("setup"), named},
                               {QStringLiteral("entries"), QJsonArray()},
                               {QStringLiteral("seed_secret"), QJsonValue()}};
        const record::Verification v = record::BattleFile::verify(QJsonDocument(file).toJson());
        QVERIFY(!v.ok);
        QVERIFY2(v.problems.first().startsWith(QStringLiteral("setup.ruleset: \"chess\" is not a ruleset")),
                 qPrintable(v.problems.first()));
    }
};

QTEST_GUILESS_MAIN(TestMwrRecord)
#include "tst_mwr_record.moc"
