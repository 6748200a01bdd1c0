// The My Wargame Rules bridge (app/mwr/mwrbattlesession.h) against its engine: the
// session shows what the engine decides — alternation, the melee's odds, the
// push-back chain, undo — and words its refusals with their section and ruling;
// its battle is the record's, kept in the battle store the Ancients session shares.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlemodels.h"
#include "battlesession.h"
#include "mwrbattlesession.h"
#include "mwrlogmodel.h"
#include "mwrsample.h"
#include "numberformat.h"
#include "record/battlefile.h"
#include "record/mwrfile.h"

#include "mwr/game.h"
#endif

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The sample's units (mwrsample.h).
constexpr int Hastati = 0;
constexpr int Principes = 1;
constexpr int Triarii = 2;
constexpr int Libyans = 4;
constexpr int Warband = 5;

QVariantMap row(MwrUnitsModel *model, int unitId)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex at = model->index(r);
        if (model->data(at, MwrUnitsModel::UnitIdRole).toInt() != unitId)
            continue;
        QVariantMap map;
        const auto roles = model->roleNames();
        for (auto it = roles.begin(); it != roles.end(); ++it)
            map.insert(QString::fromUtf8(it.value()), model->data(at, it.key()));
        return map;
    }
    return {};
}

QString oddsOf(const MwrMeleePreviewValue &p, const QString &key, const char *field = "fraction")
{
    for (const QVariant &v : p.odds) {
        const QVariantMap m = v.toMap();
        if (m.value(QStringLiteral("key")).toString() == key)
            return m.value(QString::fromLatin1(field)).toString();
    }
    return {};
}

/** Row @p r of @p model, role by role name. */
QVariantMap logRow(MwrLogModel *model, int r)
{
    QVariantMap map;
    const auto roles = model->roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        map.insert(QString::fromUtf8(it.value()), model->data(model->index(r), it.key()));
    return map;
}

/** A battle store in a folder of its own, the Ancients session on it, and the session of My Wargame Rules. */
struct Sessions
{
    QTemporaryDir dir;
    BattleSession battles;
    MwrBattleSession session{&battles};

    Sessions()
    {
        if (!dir.isValid() || !battles.openStore(path()))
            qFatal("the test's battle store cannot be opened");
    }
    [[nodiscard]] QString path() const { return dir.filePath(QStringLiteral("battles.sqlite")); }
};

} // namespace

class TestMwrBattleSession : public QObject
{
    Q_OBJECT

private slots:
    void rule_3_activationAlternates()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        QCOMPARE(session.activeSide(), 0);
        QCOMPARE(session.turn(), 1);
        session.selectUnit(Hastati);
        QCOMPARE(session.allowedActions(), QStringList({"move", "fall-back", "hold"}));
        QVERIFY(session.hold());
        QCOMPARE(session.activeSide(), 1);
        QCOMPARE(row(session.unitsA(), Hastati).value("acted").toBool(), true);
        QCOMPARE(row(session.unitsA(), Principes).value("toAct").toBool(), false);
        QCOMPARE(row(session.unitsB(), Libyans).value("toAct").toBool(), true);
        QCOMPARE(session.selectedUnit(), -1);
        session.selectUnit(Libyans);
        QVERIFY(session.hold());
        QCOMPARE(session.activeSide(), 0);
        QCOMPARE(session.leftToAct(), QList<int>({3, 3}));
    }

    void rule_10_equalResolveForcedBackIsOneThird()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        session.selectUnit(Hastati);
        QVERIFY(session.move(QStringLiteral("open"), false, {Libyans}));
        QCOMPARE(row(session.unitsA(), Hastati).value("engaged").toBool(), true);
        session.selectUnit(Libyans);
        QCOMPARE(session.allowedActions(), QStringList({"attack", "fall-back", "hold"}));
        QCOMPARE(session.defender(), Hastati); // the one enemy it touches
        const MwrMeleePreviewValue p = session.preview();
        QVERIFY2(p.valid, qPrintable(p.error));
        QCOMPARE(p.attackerTotal, 3);
        QCOMPARE(p.defenderTotal, 3);
        QCOMPARE(p.dice, 1);
        QCOMPARE(p.roller, QStringLiteral("attacker"));
        // The engine's own fractions, and the hand fraction of the issue.
        const auto engine = mwr::bestDistribution(mwr::rollPlan(3, 3));
        QCOMPARE(oddsOf(p, "forced-back"), numberformat::fraction(engine.at(mwr::resultIndex(mwr::CombatResult::ForcedBack))));
        QCOMPARE(oddsOf(p, "forced-back"), QStringLiteral("1/3"));
        QCOMPARE(oddsOf(p, "repulsed"), QStringLiteral("1/6"));
        QCOMPARE(p.odds.size(), 5);
    }

    void rule_10_higherResolvePicksAndBreakthroughIsElevenThirtySixths()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        QVERIFY(session.setContacts(Triarii, {Warband}));
        session.selectUnit(Triarii);
        const MwrMeleePreviewValue p = session.preview();
        QVERIFY2(p.valid, qPrintable(p.error));
        QCOMPARE(p.attackerTotal, 4);
        QCOMPARE(p.dice, 2);
        QCOMPARE(oddsOf(p, "breakthrough"), QStringLiteral("11/36"));
        QCOMPARE(oddsOf(p, "breakthrough", "offeredFraction"), QStringLiteral("11/36"));
        // Flank: +1 to the attacker, itemized with its section.
        session.setDirection(QStringLiteral("flank"));
        QCOMPARE(session.preview().attackerTotal, 5);
        QVERIFY(session.preview().attackerItems.last().toMap().value("citation").toString().startsWith(QStringLiteral("§")));
        // The players' own dice: both faces shown, the roller picks.
        QVERIFY(session.attackWithDice({2, 6}));
        QCOMPARE(session.pending().step, QStringLiteral("pick"));
        QCOMPARE(session.pending().faces.size(), 2);
        QCOMPARE(session.pending().faces.at(1).toMap().value("key").toString(), QStringLiteral("breakthrough"));
        QVERIFY(session.pick(6));
        QCOMPARE(row(session.unitsB(), Warband).value("cohesion").toString(), QStringLiteral("shaken"));
        QCOMPARE(session.pending().step, QStringLiteral("push-back"));
        QCOMPARE(session.pending().pushUnit, Warband);
    }

    void rule_10_pushBackChainDestroysUnit()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        session.selectUnit(Hastati);
        QVERIFY(session.move(QStringLiteral("open"), false, {Libyans}));
        session.selectUnit(Libyans);
        QVERIFY(session.attackWithDice({3})); // Forced Back
        QCOMPARE(session.pending().step, QStringLiteral("push-back"));
        QCOMPARE(session.pending().pushUnit, Hastati);
        QVERIFY(session.pushBehind(QStringLiteral("unit"), Principes)); // a friend: pushed too (R7)
        QCOMPARE(session.pending().pushUnit, Principes);
        QCOMPARE(session.pending().pushSteps, QStringList({"Principes"}));
        QVERIFY(session.pushBehind(QStringLiteral("table-edge")));
        QCOMPARE(session.pending().step, QString());
        QCOMPARE(row(session.unitsA(), Principes).value("cohesion").toString(), QStringLiteral("destroyed"));
        QCOMPARE(row(session.unitsA(), Hastati).value("cohesion").toString(), QStringLiteral("fresh"));
        QCOMPARE(row(session.unitsA(), Hastati).value("engaged").toBool(), false);
        bool destroyedSaid = false;
        for (const QVariant &e : session.lastEffects())
            destroyedSaid |= e.toMap().value("kind").toString() == QStringLiteral("destroyed");
        QVERIFY(destroyedSaid);
    }

    void undoRestoresTheState()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        session.selectUnit(Hastati);
        QVERIFY(session.move(QStringLiteral("open"), false, {Libyans}));
        session.selectUnit(Libyans);
        const mwr::GameState before = session.battle()->state();
        QVERIFY(session.attackWithDice({3}));
        QVERIFY(session.pushBehind(QStringLiteral("unit"), Principes));
        QVERIFY(session.pushBehind(QStringLiteral("rough")));
        QVERIFY(session.battle()->state() != before);
        QVERIFY(session.undo()); // the push-back
        QVERIFY(session.undo()); // the attack
        QVERIFY(session.battle()->state() == before);
        QCOMPARE(row(session.unitsA(), Principes).value("cohesion").toString(), QStringLiteral("fresh"));
        QCOMPARE(session.activeSide(), 1);
        QVERIFY(session.canRedo());
    }

    void refusalChangesNothingAndCitesItsSection()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        const mwr::GameState before = session.battle()->state();
        QSignalSpy refused(&session, &MwrBattleSession::lastErrorChanged);
        session.selectUnit(Libyans); // side A's go
        QVERIFY(!session.hold());
        QVERIFY(session.battle()->state() == before);
        QCOMPARE(refused.count(), 1);
        QVERIFY2(session.lastError().contains(QStringLiteral("(§3, R11)")), qPrintable(session.lastError()));
        QVERIFY2(session.lastError().contains(QStringLiteral("Libyan Spearmen")), qPrintable(session.lastError()));
        QCOMPARE(session.errorSerial(), 1);
        QVERIFY(!session.canUndo());
        // An engaged unit cannot move (§4, R14).
        QVERIFY(session.setContacts(Hastati, {Libyans}));
        session.selectUnit(Hastati);
        QVERIFY(!session.move(QStringLiteral("open"), false, {}));
        QVERIFY2(session.lastError().contains(QStringLiteral("(§4, R14)")), qPrintable(session.lastError()));
    }
    void aBattleStartedIsKeptAndReopensWithTheSameState()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        qint64 id = 0;
        mwr::GameState played;
        {
            BattleSession battles;
            QVERIFY(battles.openStore(path));
            MwrBattleSession session(&battles);
            QVERIFY(session.startSample());
            id = session.battleId();
            QVERIFY(id > 0);
            session.selectUnit(Hastati);
            QVERIFY(session.move(QStringLiteral("open"), false, {Libyans}));
            session.selectUnit(Libyans);
            QVERIFY(session.attackWithDice({3})); // Forced Back: the push-back waits
            session.selectUnit(Hastati);
            played = session.battle()->state();
            QCOMPARE(int(session.battle()->log().size()), 2);
        }
        // A new session on the same store finds it and replays it, every hash checked.
        BattleSession battles;
        QVERIFY(battles.openStore(path));
        MwrBattleSession session(&battles);
        QVERIFY(!session.hasBattle());
        QVERIFY2(session.openBattle(id), qPrintable(session.lastError()));
        QCOMPARE(session.battleId(), id);
        QVERIFY(session.battle()->state() == played);
        QCOMPARE(session.pending().step, QStringLiteral("push-back"));
        QCOMPARE(session.pending().pushUnit, Hastati);
        // What is done after reopening is kept too: the undo is an entry of the same log.
        QVERIFY(session.undo());
        QCOMPARE(int(session.battle()->log().size()), 3);
        BattleSession again;
        QVERIFY(again.openStore(path));
        MwrBattleSession third(&again);
        QVERIFY(third.openBattle(id));
        QVERIFY(third.battle()->state() == session.battle()->state());
        QVERIFY(third.canRedo());
    }

    void savedBattlesListShowsTheRulesetAndOpensTheBattle()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        const qint64 id = session.battleId();
        StoredBattlesModel *list = sessions.battles.battles();
        QCOMPARE(list->rowCount(), 1);
        const QModelIndex row = list->index(0);
        QCOMPARE(list->data(row, StoredBattlesModel::BattleIdRole).toLongLong(), id);
        QCOMPARE(list->data(row, StoredBattlesModel::RulesetRole).toString(), QStringLiteral("my-wargame-rules"));
        QCOMPARE(list->roleNames().value(StoredBattlesModel::RulesetRole), QByteArray("ruleset"));
        QCOMPARE(list->data(row, StoredBattlesModel::TitleRole).toString(), QStringLiteral("Romans v Carthaginians"));
        // The Ancients session neither counts it as its last battle nor opens it.
        QCOMPARE(sessions.battles.lastBattleId(), 0);
        QVERIFY(!sessions.battles.resumeLast());
        QVERIFY(!sessions.battles.resume(id));
        // It is what Home's "Continue" and the launch open: the battle opened last, of any ruleset.
        const QVariantMap last = sessions.battles.lastKept();
        QCOMPARE(last.value(QStringLiteral("id")).toLongLong(), id);
        QCOMPARE(last.value(QStringLiteral("ruleset")).toString(), QStringLiteral("my-wargame-rules"));
        QCOMPARE(last.value(QStringLiteral("title")).toString(), QStringLiteral("Romans v Carthaginians"));
        // Opened from the list, it is the battle the page shows.
        session.closeBattle();
        QVERIFY(!session.hasBattle());
        QVERIFY2(session.openBattle(id), qPrintable(session.lastError()));
        QCOMPARE(session.armyNames(), QStringList({"Romans", "Carthaginians"}));
    }

    void anActionTheStoreCannotKeepChangesNothing()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        session.selectUnit(Hastati);
        QVERIFY(session.hold());
        const mwr::GameState before = session.battle()->state();
        const std::size_t entries = session.battle()->log().size();
        QString problem;
        record::BattleStore *store = sessions.battles.sharedStore(&problem);
        QVERIFY2(store, qPrintable(problem));
        store->close(); // the store is gone: nothing can be kept
        session.selectUnit(Libyans);
        QVERIFY(!session.hold());
        QVERIFY2(session.lastError().startsWith(QStringLiteral("It could not be saved, so it did not happen: ")),
                 qPrintable(session.lastError()));
        QVERIFY(session.battle()->state() == before);
        QCOMPARE(session.battle()->log().size(), entries);
        QCOMPARE(session.activeSide(), 1);
        QVERIFY(!session.undo()); // nor can an undo be
        QVERIFY(session.battle()->state() == before);
        QVERIFY(session.canUndo());
    }
    void deletingTheOpenBattleClosesIt()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        const qint64 first = session.battleId();
        QVERIFY(session.startSample());
        const qint64 second = session.battleId();
        QVERIFY(first != second);
        session.selectUnit(Hastati);
        QVERIFY(session.hold());
        QSignalSpy changed(&session, &MwrBattleSession::gameChanged);
        // Another battle deleted: the one open stays, as it was.
        QVERIFY(sessions.battles.removeBattle(first));
        QVERIFY(session.hasBattle());
        QCOMPARE(session.battleId(), second);
        QCOMPARE(session.activeSide(), 1);
        QCOMPARE(changed.count(), 0);
        // The one open deleted on the saved battles page: its page no longer shows it.
        QVERIFY(sessions.battles.removeBattle(second));
        QVERIFY(!session.hasBattle());
        QCOMPARE(session.battleId(), 0);
        QVERIFY(!session.canUndo());
        QVERIFY(session.lastEffects().isEmpty());
        QCOMPARE(session.selectedUnit(), -1);
        QVERIFY(changed.count() > 0);
        QCOMPARE(sessions.battles.battles()->rowCount(), 0);
        QVERIFY(!session.openBattle(second)); // and it is gone from the store
    }
    void logShowsEveryEntryWordedAndGrowsRowByRow()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        QVERIFY(session.startSample());
        MwrLogModel *log = session.log();
        QCOMPARE(log->rowCount(), 0);
        QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(log, &QAbstractItemModel::modelReset);
        QSignalSpy changed(log, &QAbstractItemModel::dataChanged);

        session.selectUnit(Hastati);
        QVERIFY(session.hold());
        QCOMPARE(log->rowCount(), 1);
        QCOMPARE(inserted.count(), 1);
        QVariantMap hold = logRow(log, 0);
        QCOMPARE(hold.value("type").toString(), QStringLiteral("action"));
        QCOMPARE(hold.value("kind").toString(), QStringLiteral("hold"));
        QCOMPARE(hold.value("number").toInt(), 1);
        QCOMPARE(hold.value("turn").toInt(), 1);
        QCOMPARE(hold.value("side").toInt(), 0);
        QVERIFY(hold.value("inForce").toBool());
        QCOMPARE(hold.value("summary").toString(), QStringLiteral("Hastati: Hold"));
        // Its effects are worded as the battle page words them, each with its section and ruling.
        const QVariantList effects = hold.value("effects").toList();
        QVERIFY(!effects.isEmpty());
        const QVariantMap held = effects.first().toMap();
        QCOMPARE(held.value("kind").toString(), QStringLiteral("held"));
        QCOMPARE(held.value("text").toString(), session.lastEffects().first().toMap().value("text").toString());
        QCOMPARE(held.value("section").toString(), QStringLiteral("3"));
        QCOMPARE(held.value("ruling").toString(), QStringLiteral("R11"));
        QCOMPARE(held.value("ruleset").toString(), QStringLiteral("my-wargame-rules"));
        QCOMPARE(hold.value("sections").toStringList(), QStringList{QStringLiteral("3")});
        QCOMPARE(hold.value("hash").toString(),
                 QString::fromLatin1(session.battle()->log().back().hash.toHex().left(12)));

        // An undo is a row of its own, naming what it took back; the action it took back is no longer in force.
        QVERIFY(session.undo());
        QCOMPARE(log->rowCount(), 2);
        QCOMPARE(inserted.count(), 2);
        QVariantMap undo = logRow(log, 0);
        QCOMPARE(undo.value("type").toString(), QStringLiteral("undo"));
        QCOMPARE(undo.value("target").toInt(), 1);
        QCOMPARE(undo.value("summary").toString(), QStringLiteral("Took back #1: Hastati: Hold"));
        QVERIFY(!undo.value("inForce").toBool());
        hold = logRow(log, 1);
        QVERIFY(!hold.value("inForce").toBool());
        QVERIFY(hold.value("effects").toList().isEmpty());
        QVERIFY(changed.count() >= 1); // the action's own row changed where it stands

        // A redo plays it again, in force.
        QVERIFY(session.redo());
        QCOMPARE(log->rowCount(), 3);
        const QVariantMap redo = logRow(log, 0);
        QCOMPARE(redo.value("type").toString(), QStringLiteral("redo"));
        QCOMPARE(redo.value("target").toInt(), 1);
        QVERIFY(redo.value("inForce").toBool());
        QCOMPARE(redo.value("turn").toInt(), 1);
        QCOMPARE(redo.value("effects").toList().size(), effects.size());

        // Every unit holds: the last activation ends the turn, and its row carries the fingerprint then.
        for (const int unit : {4, 1, 5, 2, 6, 3, 7}) {
            session.selectUnit(unit);
            QVERIFY2(session.hold(), qPrintable(session.lastError()));
        }
        QCOMPARE(session.turn(), 2);
        QCOMPARE(log->rowCount(), 10);
        const QVariantMap last = logRow(log, 0);
        QCOMPARE(last.value("turn").toInt(), 1);
        QCOMPARE(last.value("side").toInt(), 1);
        QCOMPARE(last.value("fingerprint").toString(), session.fingerprint());
        QCOMPARE(session.fingerprint(), record::BattleFile::fingerprint(session.battle()->headHash()));
        QCOMPARE(session.fingerprint().size(), 8);
        QVERIFY(logRow(log, 1).value("fingerprint").toString().isEmpty());
        bool began = false;
        for (const QVariant &e : last.value("effects").toList())
            began = began || e.toMap().value("kind").toString() == QStringLiteral("turn-began");
        QVERIFY(began);
        // Row by row: the model was never rebuilt.
        QCOMPARE(inserted.count(), 10);
        QCOMPARE(reset.count(), 0);

        // The chain as the store keeps it holds.
        QCOMPARE(session.verify(), QString());
        // The umpire writes the battle as a battle file that verifies, without the secret.
        const QString path = sessions.dir.filePath(QStringLiteral("battle.json"));
        QVERIFY(!session.exportBattle(QUrl::fromLocalFile(path), true));
        QVERIFY(!QFile::exists(path));
        QVERIFY2(session.exportBattle(QUrl::fromLocalFile(path), false), qPrintable(session.lastError()));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const record::Verification checked = record::MwrBattleFile::verify(written.readAll());
        QVERIFY2(checked.ok, qPrintable(checked.problems.join(QLatin1Char('\n'))));
        QCOMPARE(checked.head, session.battle()->headHash());

        session.closeBattle();
        QCOMPARE(log->rowCount(), 0);
        QVERIFY(!session.verify().isEmpty());
    }
    // The log reads the record's own links: an amendment's row names the entry it corrects, and
    // the rows it corrected, answered or dropped name it (the words are the log page's).
    void logMarksTheEntriesAnAmendmentCorrected()
    {
        const QByteArray secret(32, 's');
        record::MwrSetup setup;
        setup.armies[0] = mwr::ArmySpec{"Romans", {{"Hastati", 4, false}, {"Velites", 3, true}}};
        setup.armies[1] = mwr::ArmySpec{"Carthaginians", {{"Libyans", 3, false}, {"Numidians", 3, true}}};
        setup.seed = record::SeedCommitment::of(secret, QStringLiteral("Zama"));
        auto started = record::MwrBattle::start(setup, secret);
        QVERIFY(started.ok());
        record::MwrBattle battle = *started;
        const auto attack = [](std::vector<int> dice) {
            return mwr::Action{mwr::Attack{2, 0, mwr::AttackDirection::Front, {}, {}, std::move(dice)}};
        };
        for (const mwr::Action &a : {mwr::Action{mwr::Move{0, mwr::Terrain::Open, false, false, {2}}}, attack({6, 3}),
                                     mwr::Action{mwr::Pick{3}},
                                     mwr::Action{mwr::PushBack{{mwr::Behind{mwr::Behind::Kind::Clear, -1}}}},
                                     mwr::Action{mwr::Hold{1}}})
            QVERIFY(battle.act(a).ok());
        QVERIFY(battle.undo().ok()); // #6 takes back #5
        const record::MwrBattle::Answers answers{{2, mwr::Action{mwr::Pick{5}}}, {3, std::nullopt}};
        QVERIFY(battle.amend(1, attack({6, 5}), answers, QStringLiteral("the die showed 5"), QStringLiteral("Ana")).ok());
        QVERIFY(battle.undo().ok()); // #8 takes back the answered pick, played by the amendment #7
        MwrLogModel log;
        log.update(&battle);
        QCOMPARE(log.rowCount(), 8);
        const QVariantMap undo = logRow(&log, 0);
        QCOMPARE(undo.value("type").toString(), QStringLiteral("undo"));
        QCOMPARE(undo.value("target").toInt(), 7);
        const QVariantMap amend = logRow(&log, 1);
        QCOMPARE(amend.value("type").toString(), QStringLiteral("amend"));
        QCOMPARE(amend.value("amends").toInt(), 2);
        QCOMPARE(amend.value("correctedBy").toInt(), -1);
        QVERIFY(amend.value("inForce").toBool()); // it plays the corrected attack
        QCOMPARE(logRow(&log, 2).value("target").toInt(), 5); // the first undo
        for (const int number : {2, 3, 4}) {
            const QVariantMap corrected = logRow(&log, 8 - number);
            QCOMPARE(corrected.value("correctedBy").toInt(), 7);
            QVERIFY(!corrected.value("inForce").toBool());
        }
        QCOMPARE(logRow(&log, 7).value("correctedBy").toInt(), -1); // the move
        QVERIFY(logRow(&log, 7).value("inForce").toBool());
    }

    void twoBuiltInArmiesStartAKeptBattle()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        const QString macedonian = QStringLiteral(":/armies/my-wargame-rules/macedonian.json");
        const QString persian = QStringLiteral(":/armies/my-wargame-rules/achaemenid-persian.json");
        // A list that cannot be read is named, and no battle starts.
        QVERIFY(!session.startArmies(macedonian, QStringLiteral(":/armies/my-wargame-rules/none.json")));
        QVERIFY2(session.lastError().contains(QStringLiteral("none.json")), qPrintable(session.lastError()));
        QVERIFY(!session.hasBattle());
        QCOMPARE(sessions.battles.battles()->rowCount(), 0);
        QVERIFY2(session.startArmies(macedonian, persian, QStringLiteral("Gaugamela")), qPrintable(session.lastError()));
        QCOMPARE(session.activeSide(), 0); // side A activates first (R11)
        const QStringList names = session.armyNames();
        QCOMPARE(names.size(), 2);
        QVERIFY(!names.at(0).isEmpty() && names.at(0) != names.at(1));
        QVERIFY(session.unitsA()->rowCount() > 0 && session.unitsB()->rowCount() > 0);
        StoredBattlesModel *list = sessions.battles.battles();
        QCOMPARE(list->rowCount(), 1);
        QCOMPARE(list->data(list->index(0), StoredBattlesModel::TitleRole).toString(),
                 QStringLiteral("%1 v %2").arg(names.at(0), names.at(1)));
        QCOMPARE(list->data(list->index(0), StoredBattlesModel::RulesetRole).toString(), QStringLiteral("my-wargame-rules"));
    }
};

QTEST_MAIN(TestMwrBattleSession)
#include "tst_mwrbattlesession.moc"
