// An umpire's amendment in the shared record of the rulesets other than the Ancients
// Wargame (app/record/rulesetbattle.h, rulebook/battle-format.md, rulebook/ruleset-seam.md):
// the corrected action's dice change its result, a later action made illegal is asked
// and answered (another action, or none), the amended battle is the battle played
// directly with the corrected actions, restore() replays it by the same fold, a
// changed amendment is caught by restore and verify, the store keeps it, and each
// refusal changes nothing. For My Wargame Rules and for 3D6 OHW Gridded Ancients.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlefile.h"
#include "battlestore.h"
#include "mwrbattle.h"
#include "mwrfile.h"
#include "ohwfile.h"
#include "ohwtestbattle.h"
#endif

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#ifndef Q_MOC_RUN
using record::LogEntry;
using record::MwrBattle;
using record::MwrBattleFile;
using record::MwrCodec;
using record::MwrEntry;
using record::OhwBattle;
using record::OhwBattleFile;
using record::OhwCodec;
using record::OhwEntry;

namespace {

const QByteArray MwrSecret(32, 's');

QDateTime clockAt(int tick)
{
    return QDateTime(QDate(2026, 11, 26), QTime(6, 0), Qt::UTC).addMSecs(250 * tick);
}

/** Two armies of two units; A1 has base Resolve 4, so that it rolls 2D6 and picks against B1 (§10, ruling R5). */
MwrBattle mwrBattle(const std::vector<mwr::Action> &actions)
{
    record::MwrSetup setup;
    setup.armies[0] = mwr::ArmySpec{"Romans", {{"Hastati", 4, false}, {"Velites", 3, true}}};
    setup.armies[1] = mwr::ArmySpec{"Carthaginians", {{"Libyans", 3, false}, {"Numidians", 3, true}}};
    setup.seed = record::SeedCommitment::of(MwrSecret, QStringLiteral("Zama"));
    auto started = MwrBattle::start(setup, MwrSecret);
    if (!started)
        qFatal("MwrBattle::start refused: %s", started.refusal().code.c_str());
    MwrBattle battle = *started;
    int tick = 0;
    battle.setClock([tick]() mutable { return clockAt(tick++); });
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const auto r = battle.act(actions[i]);
        if (!r)
            qFatal("action %zu refused: %s", i, r.refusal().code.c_str());
    }
    return battle;
}

mwr::Action mwrAttack(std::vector<int> dice)
{
    return mwr::Attack{2, 0, mwr::AttackDirection::Front, {}, {}, std::move(dice)};
}

/** A charge, B1's attack on A1 with A's dice 6 and 3, A picks the 3 (Forced Back), the push-back, two holds. */
std::vector<mwr::Action> mwrScript()
{
    return {mwr::Move{0, mwr::Terrain::Open, false, false, {2}}, mwrAttack({6, 3}), mwr::Pick{3},
            mwr::PushBack{{mwr::Behind{mwr::Behind::Kind::Clear, -1}}}, mwr::Hold{1}, mwr::Hold{3}};
}

/** A battle file with its dice secret, so that verify replays it. */
QByteArray withSecret(const QByteArray &json, const QByteArray &secret)
{
    QJsonObject file = QJsonDocument::fromJson(json).object();
    file.insert(QStringLiteral("seed_secret"), QString::fromLatin1(secret.toHex()));
    return QJsonDocument(file).toJson();
}

/** @p battle's log with every hash after @p from made again: a forger's work, which only the replay can catch. */
template<typename Entry, typename Codec>
std::vector<Entry> rehashed(std::vector<Entry> log, const QByteArray &setupHash)
{
    QByteArray head = setupHash;
    for (Entry &e : log) {
        e.hash = Codec::chainHash(head, e);
        head = e.hash;
    }
    return log;
}

} // namespace
#endif

class TestRulesetAmend : public QObject
{
    Q_OBJECT

private slots:
    // §10: the corrected dice give another result; the Pick of a die no longer rolled is asked,
    // answered with a Pick of the new dice; the PushBack it no longer calls for is asked, and dropped.
    void rule_10_aCorrectedAttackAsksTheLaterPickAndPushBack()
    {
        MwrBattle battle = mwrBattle(mwrScript());
        const mwr::GameState before = battle.state();
        const auto logBefore = battle.log();
        const mwr::Action corrected = mwrAttack({6, 5});

        const auto first = battle.whatIf(1, corrected);
        QVERIFY(first.ok());
        QCOMPARE(first->index, 1);
        QCOMPARE(first->asking, std::optional<int>(2)); // the Pick of the 3
        QVERIFY(first->askingWhy.has_value());
        QVERIFY(first->askingState == mwr::apply(battle.stateAt(1), corrected)->state);
        QCOMPARE(int(first->actions.size()), 2);
        QVERIFY(battle.log() == logBefore); // a what-if records nothing
        QCOMPARE(battle.amend(1, corrected, {}, QStringLiteral("the die showed 5"), {}).refusal().code,
                 std::string("amend-asking"));
        QVERIFY(battle.log() == logBefore);

        MwrBattle::Answers answers{{2, mwr::Action{mwr::Pick{5}}}}; // Hit & Hold (§10)
        const auto second = battle.whatIf(1, corrected, answers);
        QVERIFY(second.ok());
        QCOMPARE(second->asking, std::optional<int>(3)); // no push-back after Hit & Hold
        answers.emplace(3, std::nullopt);
        const auto third = battle.whatIf(1, corrected, answers);
        QVERIFY(third.ok());
        QVERIFY(!third->asking);
        QCOMPARE(third->answered, (std::vector<int>{2, 3}));
        QCOMPARE(int(third->actions.size()), 5); // the push-back is gone

        const auto done = battle.amend(1, corrected, answers, QStringLiteral("the die showed 5"), QStringLiteral("Ana"));
        QVERIFY2(done.ok(), done ? "" : done.refusal().code.c_str());
        QVERIFY(battle.state() != before);
        QCOMPARE(battle.state().units[0].cohesion, mwr::Cohesion::Shaken); // Hit & Hold: the defender takes 1 hit
        QVERIFY(battle.state() == third->after);
        QVERIFY(battle.actions() == third->actions);
        QVERIFY(battle.effects() == third->effects);
        QCOMPARE(battle.actionCount(), 5);
        QCOMPARE(int(battle.actionEntries().size()), 5);

        // The entry: its own, hash-chained, carrying the state after it and the answers.
        const MwrEntry &entry = battle.log().back();
        QCOMPARE(entry.type, LogEntry::Type::Amend);
        QCOMPARE(entry.index, 1);
        QCOMPARE(entry.note, QStringLiteral("the die showed 5"));
        QCOMPARE(entry.umpire, QStringLiteral("Ana"));
        QCOMPARE(int(entry.answers.size()), 2);
        QCOMPARE(entry.answers[0].at, 2);
        QVERIFY(entry.answers[0].action == mwr::Action{mwr::Pick{5}});
        QCOMPARE(entry.answers[1].at, 3);
        QVERIFY(!entry.answers[1].action);
        QCOMPARE(entry.hash, MwrCodec::chainHash(logBefore.back().hash, entry));
        QCOMPARE(entry.state, MwrCodec::stateHash(battle.state()));

        // What the log view needs: which entries this amendment corrected, and which it corrects.
        const int at = int(battle.log().size()) - 1;
        QCOMPARE(battle.correctedBy().at(1), at); // the attack
        QCOMPARE(battle.correctedBy().at(2), at); // the pick, answered
        QCOMPARE(battle.correctedBy().at(3), at); // the push-back, dropped
        QCOMPARE(battle.correctedBy().at(4), -1);
        QCOMPARE(battle.amends().at(static_cast<std::size_t>(at)), 1);
        QCOMPARE(battle.actionEntries(), (std::vector<int>{0, at, at, 4, 5}));

        // The same battle as the one played directly with the corrected actions.
        const MwrBattle direct = mwrBattle({mwrScript()[0], corrected, mwr::Pick{5}, mwr::Hold{1}, mwr::Hold{3}});
        QVERIFY(battle.state() == direct.state());
        QVERIFY(battle.actions() == direct.actions());
        QCOMPARE(MwrCodec::stateHash(battle.state()), MwrCodec::stateHash(direct.state()));

        // Restored by the same fold; an undo then takes back the last action in force.
        QString problem;
        auto restored = MwrBattle::restore(battle.setup(), MwrSecret, battle.log(), &problem);
        QVERIFY2(restored, qPrintable(problem));
        QVERIFY(restored->state() == battle.state());
        QVERIFY(restored->actionEntries() == battle.actionEntries());
        QVERIFY(restored->correctedBy() == battle.correctedBy());
        QVERIFY(battle.undo().ok());
        QVERIFY(battle.state() == direct.stateAt(4));
        QCOMPARE(battle.targets().back(), 5);
        QVERIFY(battle.redo().ok());
        QVERIFY(battle.state() == direct.state());
    }

    void anAmendmentForgetsTheRedoAndSurvivesTheFile()
    {
        MwrBattle battle = mwrBattle(mwrScript());
        QVERIFY(battle.undo().ok());
        QVERIFY(battle.canRedo());
        QVERIFY(battle.amend(1, mwrAttack({6, 3}), {}, QStringLiteral("same dice, noted"), {}).ok());
        QVERIFY(!battle.canRedo());
        QCOMPARE(battle.actionCount(), 5);
        QVERIFY(battle.log().back().umpire.isEmpty());
        // Through the codec and a battle file: `ancients verify` checks it.
        const auto decoded = MwrCodec::decodeEntry(MwrCodec::encode(battle.log().back()), QStringLiteral("entry"), false);
        QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(QLatin1Char('\n'))));
        MwrEntry back = *decoded.value;
        back.hash = battle.log().back().hash;
        QVERIFY(back == battle.log().back());
        QVERIFY(!MwrCodec::encode(battle.log().back()).contains(QStringLiteral("umpire"))); // left out when empty
        QVERIFY(!MwrCodec::encode(battle.log().back()).contains(QStringLiteral("answers")));
        const record::Verification v = record::BattleFile::verify(withSecret(MwrBattleFile::toJson(battle, false), MwrSecret));
        QVERIFY2(v.ok && v.replayed, qPrintable(v.problems.join(QLatin1Char('\n'))));
        QCOMPARE(v.head, battle.headHash());
        QVERIFY(MwrBattleFile::verify(battle).ok);
        // Existing entry types keep their bytes: an action writes none of the amendment's fields.
        const QJsonObject action = MwrCodec::encode(battle.log().front());
        for (const char *field : {"index", "note", "umpire", "answers"})
            QVERIFY(!action.contains(QLatin1String(field)));
    }

    void theRefusalsChangeNothing()
    {
        MwrBattle battle = mwrBattle(mwrScript());
        const auto log = battle.log();
        const mwr::GameState before = battle.state();
        int sunk = 0;
        battle.setEntrySink([&sunk](const MwrEntry &, int, const mwr::GameState &) {
            ++sunk;
            return QString();
        });
        const QString note = QStringLiteral("a note");
        QCOMPARE(battle.amend(-1, mwr::Hold{1}, {}, note, {}).refusal().code, std::string("amend-no-action"));
        QCOMPARE(battle.amend(6, mwr::Hold{1}, {}, note, {}).refusal().code, std::string("amend-no-action"));
        QCOMPARE(battle.whatIf(6, mwr::Hold{1}).refusal().code, std::string("amend-no-action"));
        QCOMPARE(battle.amend(4, mwr::Hold{1}, {}, QStringLiteral("  "), {}).refusal().code, std::string("amend-no-note"));
        const auto illegal = battle.amend(4, mwr::Hold{2}, {}, note, {}); // B's unit on A's go (§3)
        QVERIFY(!illegal.ok());
        QVERIFY(!mwr::apply(battle.stateAt(4), mwr::Hold{2}).ok());
        QCOMPARE(illegal.refusal().code, mwr::apply(battle.stateAt(4), mwr::Hold{2}).refusal().code);
        QCOMPARE(battle.whatIf(4, mwr::Hold{2}).refusal().code, illegal.refusal().code);
        // An answer that is itself illegal leaves the position asked, with its own reason.
        const auto badAnswer = battle.whatIf(1, mwrAttack({6, 5}), {{2, mwr::Action{mwr::Pick{3}}}});
        QVERIFY(badAnswer.ok());
        QCOMPARE(badAnswer->asking, std::optional<int>(2));
        QCOMPARE(sunk, 0);
        QVERIFY(battle.log() == log);
        QVERIFY(battle.state() == before);
        // A sink that cannot keep the entry: refused, nothing changes, and it says why.
        battle.setEntrySink([](const MwrEntry &, int, const mwr::GameState &) { return QStringLiteral("disk full"); });
        const auto unkept = battle.amend(1, mwrAttack({3, 6}), {}, note, {});
        QCOMPARE(unkept.refusal().code, std::string("entry-not-kept"));
        QCOMPARE(battle.recordProblem(), QStringLiteral("disk full"));
        QVERIFY(battle.log() == log);
        QVERIFY(battle.state() == before);
        QCOMPARE(battle.actionCount(), 6);
        QCOMPARE(battle.correctedBy(), std::vector<int>(log.size(), -1));
    }

    void aChangedAmendmentIsCaught_data()
    {
        QTest::addColumn<QString>("what");
        for (const char *what : {"note", "umpire", "index", "action", "answer", "answer-dropped", "answer-added"})
            QTest::newRow(what) << QString::fromLatin1(what);
    }

    void aChangedAmendmentIsCaught()
    {
        QFETCH(QString, what);
        MwrBattle battle = mwrBattle(mwrScript());
        const MwrBattle::Answers answers{{2, mwr::Action{mwr::Pick{5}}}, {3, std::nullopt}};
        QVERIFY(battle.amend(1, mwrAttack({6, 5}), answers, QStringLiteral("the die showed 5"), QStringLiteral("Ana")).ok());
        std::vector<MwrEntry> log = battle.log();
        const int at = int(log.size()) - 1;
        MwrEntry &amend = log.back();
        if (what == QLatin1String("note"))
            amend.note = QStringLiteral("the die showed 6");
        else if (what == QLatin1String("umpire"))
            amend.umpire = QStringLiteral("Ben");
        else if (what == QLatin1String("index"))
            amend.index = 4;
        else if (what == QLatin1String("action"))
            amend.action = mwrAttack({6, 2});
        else if (what == QLatin1String("answer"))
            amend.answers[0].action = mwr::Pick{6};
        else if (what == QLatin1String("answer-dropped"))
            amend.answers.pop_back();
        else
            amend.answers.push_back({4, std::nullopt});
        QString problem;
        int failed = -2;
        QVERIFY(!MwrBattle::restore(battle.setup(), MwrSecret, log, &problem, &failed));
        QCOMPARE(failed, at);
        QVERIFY2(problem.startsWith(QStringLiteral("#%1 (amend): its hash does not follow").arg(at + 1)), qPrintable(problem));
        // verify says the same of the file.
        QJsonObject file = QJsonDocument::fromJson(MwrBattleFile::toJson(battle, false)).object();
        QJsonArray entries = file.value(QStringLiteral("entries")).toArray();
        QJsonObject changed = MwrCodec::encode(amend);
        changed.insert(QStringLiteral("hash"), entries.last().toObject().value(QStringLiteral("hash")));
        entries.replace(at, changed);
        file.insert(QStringLiteral("entries"), entries);
        const record::Verification v = record::BattleFile::verify(QJsonDocument(file).toJson());
        QVERIFY(!v.ok);
        QVERIFY2(v.problems.join(QLatin1Char('\n')).contains(QStringLiteral("entries[%1]: its hash does not follow").arg(at)),
                 qPrintable(v.problems.join(QLatin1Char('\n'))));
        // Rehashed by a forger, the replay still finds what does not follow (the note alone
        // changes no state: only its hash guards it).
        if (what == QLatin1String("note") || what == QLatin1String("umpire"))
            return;
        const auto forged = rehashed<MwrEntry, MwrCodec>(log, battle.setupHash());
        QVERIFY(!MwrBattle::restore(battle.setup(), MwrSecret, forged, &problem, &failed));
        QCOMPARE(failed, at);
        QVERIFY2(problem.startsWith(QStringLiteral("#%1 (amend): ").arg(at + 1)), qPrintable(problem));
    }

    // A battle of My Wargame Rules with an amendment, pinned: it replays byte for byte forever
    // (tests/app/cli_test.sh verifies it with `ancients verify`, and a changed note is caught).
    void theAmendedGoldenFileReplaysByteForByte()
    {
        const QString path = QStringLiteral(ANCIENTS_TEST_DATA "/golden/mwr-battle-amended.json");
        MwrBattle battle = mwrBattle(mwrScript());
        const MwrBattle::Answers answers{{2, mwr::Action{mwr::Pick{5}}}, {3, std::nullopt}};
        QVERIFY(battle.amend(1, mwrAttack({6, 5}), answers, QStringLiteral("the die showed 5"), QStringLiteral("Ana")).ok());
        QJsonObject file = QJsonDocument::fromJson(MwrBattleFile::toJson(battle, false)).object();
        file.insert(QStringLiteral("seed_secret"), QString::fromLatin1(MwrSecret.toHex()));
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
        QCOMPARE(v.entries, 7);
    }

    void theStoreKeepsAnAmendment()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        qint64 id = 0;
        std::vector<MwrEntry> log;
        mwr::GameState last;
        {
            record::BattleStore store;
            QVERIFY(store.open(path));
            MwrBattle battle = mwrBattle(mwrScript());
            const auto added = store.add(battle, QStringLiteral("Zama"));
            QVERIFY2(added, qPrintable(store.errorString()));
            id = *added;
            const MwrBattle::Answers answers{{2, mwr::Action{mwr::Pick{5}}}, {3, std::nullopt}};
            QVERIFY(battle.amend(1, mwrAttack({6, 5}), answers, QStringLiteral("the die showed 5"), QStringLiteral("Ana")).ok());
            QVERIFY(battle.undo().ok());
            log = battle.log();
            last = battle.state();
        }
        record::BattleStore store;
        QVERIFY(store.open(path));
        auto reopened = store.loadMwr(id);
        QVERIFY2(reopened, qPrintable(store.errorString()));
        QVERIFY(reopened->log() == log);
        QVERIFY(reopened->state() == last);
        QVERIFY(reopened->redo().ok());
    }

    // §6, §8, §9: a shot corrected to miss; the morale check of the unit it no longer hit is asked
    // and dropped, and the breakpoint follows.
    void rule_6_aCorrectedShotChangesTheHitsAndTheMoraleFollows()
    {
        using namespace ohwrecordtest;
        OhwBattle battle = played();
        const auto &script = ohwrecordtest::script();
        QCOMPARE(battle.state().units[Equites].hits, 1);
        const ohw::Action missed = ohw::Shoot{LightHorse, Equites, 2, false, std::vector<int>{3, 2}};
        OhwBattle::Answers answers;
        std::optional<int> asking;
        for (int round = 0; round < 8; ++round) { // drop each later action the miss makes illegal
            const auto report = battle.whatIf(6, missed, answers);
            QVERIFY(report.ok());
            asking = report->asking;
            if (!asking)
                break;
            QVERIFY(*asking > 6);
            answers.emplace(*asking, std::nullopt);
        }
        QVERIFY(!asking);
        QVERIFY(answers.contains(13)); // the morale check of the Equites (§8): no hit, no check
        const auto done = battle.amend(6, missed, answers, QStringLiteral("the second die showed 2"), QStringLiteral("Ana"));
        QVERIFY2(done.ok(), done ? "" : qPrintable(record::refusalText(done.refusal())));
        QCOMPARE(battle.state().units[Equites].hits, 0);
        // The same battle as played directly, and the same after a restore.
        std::vector<ohw::Action> actions;
        for (int k = 0; k < int(script.size()); ++k) {
            if (k == 6)
                actions.push_back(missed);
            else if (!answers.contains(k))
                actions.push_back(script[static_cast<std::size_t>(k)]);
        }
        OhwBattle direct = newBattle();
        for (const ohw::Action &a : actions)
            QVERIFY(direct.act(a).ok());
        QVERIFY(battle.state() == direct.state());
        QCOMPARE(OhwCodec::stateHash(battle.state()), OhwCodec::stateHash(direct.state()));
        QCOMPARE(battle.state().army(ohw::Side::A).breakpoint, direct.state().army(ohw::Side::A).breakpoint);
        QString problem;
        const auto restored = OhwBattle::restore(battle.setup(), Secret, battle.log(), &problem);
        QVERIFY2(restored, qPrintable(problem));
        QCOMPARE(OhwCodec::stateHash(restored->state()), OhwCodec::stateHash(battle.state()));
        const record::Verification v = record::BattleFile::verify(withSecret(OhwBattleFile::toJson(battle, false), Secret));
        QVERIFY2(v.ok && v.replayed, qPrintable(v.problems.join(QLatin1Char('\n'))));
    }

    // §7, §8: an attack corrected to miss: the failed morale check, the retreat and the advance are asked.
    void rule_7_aCorrectedAttackAsksTheMoraleRetreatAndAdvance()
    {
        using namespace ohwrecordtest;
        OhwBattle battle = played();
        const ohw::Action missed = ohw::Attack{Auxilia, LegioIX, std::vector<int>{3}};
        const auto first = battle.whatIf(8, missed);
        QVERIFY(first.ok());
        QCOMPARE(first->asking, std::optional<int>(10)); // no hit, no morale check (§8)
        QVERIFY(first->askingWhy && !first->askingWhy->code.empty());
        OhwBattle::Answers answers{{10, std::nullopt}, {11, std::nullopt}, {12, std::nullopt}};
        const auto done = battle.amend(8, missed, answers, QStringLiteral("a 3, not a 6"), QStringLiteral("Ana"));
        QVERIFY2(done.ok(), done ? "" : qPrintable(record::refusalText(done.refusal())));
        QCOMPARE(battle.state().units[LegioIX].hits, 0);
        QCOMPARE(battle.state().army(ohw::Side::A).breakpoint, 13); // no retreat to pay for (§9)
        QString problem;
        QVERIFY2(OhwBattle::restore(battle.setup(), Secret, battle.log(), &problem), qPrintable(problem));
    }

    // §6: the game's dice after a correction that draws a different number of dice: replayed the same
    // way by amend() and restore(), and the same as played directly.
    void rule_6_aDiceCountChangeIsReplayedTheSameWay_data()
    {
        using namespace ohwrecordtest;
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("pool");
        QTest::newRow("the game rolls the same target") << int(Equites) << 2;
        QTest::newRow("another target, armoured: one die fewer (§3.1, §6)") << int(LegioX) << 1;
    }

    void rule_6_aDiceCountChangeIsReplayedTheSameWay()
    {
        using namespace ohwrecordtest;
        QFETCH(int, target);
        QFETCH(int, pool);
        OhwBattle battle = goldenBattle(); // its last shot rolls the game's dice
        const int count = battle.actionCount();
        const ohw::Action ownDice = ohw::Shoot{LightHorse, target, 2, false, std::nullopt}; // now the game rolls it
        const auto shot = ohw::apply(battle.stateAt(6), ownDice);
        QVERIFY2(shot.ok(), shot ? "" : qPrintable(record::refusalText(shot.refusal())));
        int rolled = -1;
        for (const ohw::Effect &e : shot->effects) {
            if (e.kind == ohw::Effect::Kind::Shot)
                rolled = int(e.dice.size());
        }
        QCOMPARE(rolled, pool);
        OhwBattle::Answers answers;
        for (int round = 0; round < 8; ++round) {
            const auto report = battle.whatIf(6, ownDice, answers);
            QVERIFY(report.ok());
            if (!report->asking)
                break;
            answers.emplace(*report->asking, std::nullopt);
        }
        const auto done = battle.amend(6, ownDice, answers, QStringLiteral("the game rolls it"), {});
        QVERIFY2(done.ok(), done ? "" : qPrintable(record::refusalText(done.refusal())));
        std::vector<ohw::Action> actions;
        const OhwBattle golden = goldenBattle();
        for (int k = 0; k < count; ++k) {
            if (k == 6)
                actions.push_back(ownDice);
            else if (!answers.contains(k))
                actions.push_back(golden.actions()[static_cast<std::size_t>(k)]);
        }
        QVERIFY(battle.actions() == actions);
        OhwBattle again = newBattle();
        for (const ohw::Action &a : actions)
            QVERIFY(again.act(a).ok());
        QVERIFY(battle.state() == again.state());
        QString problem;
        const auto restored = OhwBattle::restore(battle.setup(), Secret, battle.log(), &problem);
        QVERIFY2(restored, qPrintable(problem));
        QVERIFY(restored->state() == battle.state());
        QVERIFY(restored->effects() == battle.effects());
        // Done twice from the same battle, the same entry state: nothing depends on the moment.
        OhwBattle twice = goldenBattle();
        QVERIFY(twice.amend(6, ownDice, answers, QStringLiteral("the game rolls it"), {}).ok());
        QCOMPARE(twice.log().back().state, battle.log().back().state);
    }
};

QTEST_GUILESS_MAIN(TestRulesetAmend)
#include "tst_ruleset_amend.moc"
