// The umpire's amendment of a battle of My Wargame Rules (app/mwr/mwramendcontroller.h over
// app/battle/rulesetamendcontroller.h): begun on an action in force, the players' dice
// corrected so that the melee's result changes (§10), the Pick the correction made illegal
// asked and answered (R5), the push-back that no longer happens dropped (R7), the ruling
// recorded with the umpire's reason and name, kept in the store and found again when the
// battle is reopened; undo still works after it; and nothing at all while the umpire's view
// is locked behind the PIN.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlesession.h"
#include "mwramendcontroller.h"
#include "mwrbattlesession.h"
#include "mwrlogmodel.h"
#include "umpirecontroller.h"
#include "umpirepin.h"

#include "record/mwrcodec.h"

#include "mwr/game.h"
#include "mwr/keys.h"
#endif

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The sample's units (mwrsample.h).
constexpr int Triarii = 2;
constexpr int Libyans = 4;
constexpr int Warband = 5;

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

/**
 * The sample, five actions in force: #1 Triarii touch the Warband (R14), #2 Triarii attack it with the
 * players' dice 2 and 6 (Resolve 4 against 3: the attacker picks, §10), #3 it keeps the 6
 * (Breakthrough: the Warband takes a hit and is pushed back), #4 clear ground behind the Warband
 * (R7), #5 the Libyans hold (R11).
 */
void playBreakthrough(MwrBattleSession &session)
{
    QVERIFY(session.startSample());
    QVERIFY(session.setContacts(Triarii, {Warband}));
    session.selectUnit(Triarii);
    QVERIFY(session.attackWithDice({2, 6}));
    QVERIFY(session.pick(6));
    QVERIFY(session.pushBehind(QStringLiteral("clear")));
    session.selectUnit(Libyans);
    QVERIFY(session.hold());
    QCOMPARE(session.battle()->actionCount(), 5);
}

QString cohesionOf(const MwrBattleSession &session, int unit)
{
    return QString::fromLatin1(mwr::keyOf(session.battle()->state().units.at(static_cast<std::size_t>(unit)).cohesion).data());
}

QVariantMap outcomeOf(const RulesetAmendController &amend, const QString &name)
{
    for (const QVariant &v : amend.units()) {
        if (v.toMap().value(QStringLiteral("name")).toString() == name)
            return v.toMap();
    }
    return {};
}

QVariantMap logRow(MwrLogModel *model, int sequence)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex at = model->index(r);
        if (model->data(at, MwrLogModel::SequenceRole).toInt() != sequence)
            continue;
        QVariantMap map;
        const auto roles = model->roleNames();
        for (auto it = roles.begin(); it != roles.end(); ++it)
            map.insert(QString::fromUtf8(it.value()), model->data(at, it.key()));
        return map;
    }
    return {};
}

} // namespace

class TestMwrAmend : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        umpirepin::store({});
    }
    void cleanupTestCase() { umpirepin::store({}); }

    void beginShowsTheActionInTheBattleFilesFields()
    {
        Sessions sessions;
        playBreakthrough(sessions.session);
        UmpireController view;
        MwrAmendController amend(&sessions.session);
        amend.setUmpire(&view);
        QVERIFY2(amend.begin(1), qPrintable(amend.error()));
        QCOMPARE(amend.index(), 1);
        QCOMPARE(amend.number(), 2); // #1 the contacts set, #2 the attack: the log's numbers
        QCOMPARE(amend.kind(), QStringLiteral("attack"));
        QCOMPARE(amend.original().value(QStringLiteral("attacker")).toInt(), Triarii);
        QCOMPARE(amend.original().value(QStringLiteral("dice")).toList(), QVariantList({2, 6}));
        QCOMPARE(amend.context().value(QStringLiteral("dice")).toInt(), 2);
        QVERIFY(!amend.drafted());
        QVERIFY(!amend.begin(5)); // no such action in force
        QVERIFY(!amend.error().isEmpty());
    }

    // §10, R5, R7: other dice, another result; the Pick asked again and answered, the push-back dropped.
    void rule_10_correctedDiceChangeTheResultAndTheLaterChoicesAreAskedAgain()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        playBreakthrough(session);
        QCOMPARE(cohesionOf(session, Warband), QStringLiteral("shaken"));
        QCOMPARE(cohesionOf(session, Triarii), QStringLiteral("fresh"));
        const int entries = static_cast<int>(session.battle()->log().size());

        UmpireController view;
        MwrAmendController amend(&session);
        amend.setUmpire(&view);
        QVERIFY(amend.begin(1));
        // The dice were a 1 and a 2: the 6 the roller kept was never rolled.
        QVERIFY2(amend.tryCorrection({{QStringLiteral("dice"), QVariantList{1, 2}}}), qPrintable(amend.error()));
        QVERIFY(amend.drafted());
        QVERIFY(amend.asking());
        QCOMPARE(amend.askIndex(), 2);
        QCOMPARE(amend.askKind(), QStringLiteral("pick"));
        QVERIFY2(amend.askText().contains(QStringLiteral("(§10")), qPrintable(amend.askText()));
        QCOMPARE(amend.askContext().value(QStringLiteral("faces")).toList(), QVariantList({1, 2}));
        QVERIFY(!amend.ready());
        // A face not rolled is refused, and the same question stays asked.
        QVERIFY(!amend.answer({{QStringLiteral("face"), 6}}));
        QVERIFY(amend.asking());
        QCOMPARE(amend.askIndex(), 2);
        // The roller keeps the 2: Brutal Clash, both take a hit (§10); nothing is pushed back any more.
        QVERIFY2(amend.answer({{QStringLiteral("face"), 2}}), qPrintable(amend.error()));
        QVERIFY(amend.asking());
        QCOMPARE(amend.askIndex(), 3);
        QCOMPARE(amend.askKind(), QStringLiteral("push-back"));
        QVERIFY2(amend.drop(), qPrintable(amend.error()));
        QVERIFY(!amend.asking());
        QVERIFY(amend.ready());
        QCOMPARE(amend.answeredTexts().size(), 2);
        // Both outcomes: the Triarii, Fresh as recorded, are Shaken as corrected; the Warband Shaken either way.
        const QVariantMap triarii = outcomeOf(amend, QStringLiteral("Triarii"));
        QCOMPARE(triarii.value(QStringLiteral("before")).toString(), QStringLiteral("Fresh"));
        QCOMPARE(triarii.value(QStringLiteral("after")).toString(), QStringLiteral("Shaken"));
        QVERIFY(triarii.value(QStringLiteral("changed")).toBool());
        QCOMPARE(amend.units().first().toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Triarii"));
        QCOMPARE(amend.armies().size(), 2);
        // Nothing is recorded before the ruling.
        QCOMPARE(static_cast<int>(session.battle()->log().size()), entries);
        QCOMPARE(cohesionOf(session, Triarii), QStringLiteral("fresh"));

        // A ruling needs the reason and the name.
        QVERIFY(!amend.confirm(QString(), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(!amend.confirm(QStringLiteral("the dice were 1 and 2"), QStringLiteral(" ")).value(QStringLiteral("ok")).toBool());
        QCOMPARE(static_cast<int>(session.battle()->log().size()), entries);
        const QVariantMap ruled = amend.confirm(QStringLiteral("the dice were 1 and 2"), QStringLiteral("Umpire Varro"));
        QVERIFY2(ruled.value(QStringLiteral("ok")).toBool(), qPrintable(ruled.value(QStringLiteral("error")).toString()));
        QCOMPARE(amend.index(), -1);

        // The battle is the corrected one, shown by the session; the amendment is an entry of its own.
        QCOMPARE(static_cast<int>(session.battle()->log().size()), entries + 1);
        QCOMPARE(cohesionOf(session, Triarii), QStringLiteral("shaken"));
        QCOMPARE(cohesionOf(session, Warband), QStringLiteral("shaken"));
        QCOMPARE(session.battle()->actionCount(), 4); // the push-back dropped
        const QVariantMap row = logRow(session.log(), entries);
        QCOMPARE(row.value(QStringLiteral("type")).toString(), QStringLiteral("amend"));
        QCOMPARE(row.value(QStringLiteral("note")).toString(), QStringLiteral("the dice were 1 and 2"));
        QCOMPARE(row.value(QStringLiteral("umpire")).toString(), QStringLiteral("Umpire Varro"));
        QVERIFY(row.value(QStringLiteral("inForce")).toBool());
        const int amendmentNumber = row.value(QStringLiteral("number")).toInt();
        const QVariantMap corrected = logRow(session.log(), 1); // the attack as recorded
        QVERIFY(!corrected.value(QStringLiteral("inForce")).toBool());
        QCOMPARE(corrected.value(QStringLiteral("correctedBy")).toInt(), amendmentNumber);
        QCOMPARE(logRow(session.log(), 3).value(QStringLiteral("correctedBy")).toInt(), amendmentNumber); // dropped
        QCOMPARE(session.verify(), QString());

        // Undo still works after it: the last action in force is taken back.
        QVERIFY(session.undo());
        QCOMPARE(session.battle()->actionCount(), 3);
        QVERIFY(session.redo());
        QCOMPARE(session.battle()->actionCount(), 4);
    }

    void theRulingIsKeptInTheStoreAndFoundWhenReopened()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        qint64 id = 0;
        mwr::GameState ruled;
        int entries = 0;
        {
            BattleSession battles;
            QVERIFY(battles.openStore(path));
            MwrBattleSession session(&battles);
            playBreakthrough(session);
            id = session.battleId();
            MwrAmendController amend(&session);
            QVERIFY(amend.begin(1));
            QVERIFY(amend.tryCorrection({{QStringLiteral("dice"), QVariantList{1, 2}}}));
            QVERIFY(amend.answer({{QStringLiteral("face"), 1}})); // Repulsed: the attacker takes a hit
            QVERIFY(amend.drop());
            QVERIFY(amend.confirm(QStringLiteral("misread dice"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
            ruled = session.battle()->state();
            entries = static_cast<int>(session.battle()->log().size());
            QCOMPARE(cohesionOf(session, Warband), QStringLiteral("fresh"));
        }
        BattleSession battles;
        QVERIFY(battles.openStore(path));
        MwrBattleSession session(&battles);
        QVERIFY2(session.openBattle(id), qPrintable(session.lastError()));
        QVERIFY(session.battle()->state() == ruled);
        QCOMPARE(static_cast<int>(session.battle()->log().size()), entries);
        const record::MwrEntry &last = session.battle()->log().back();
        QVERIFY(last.type == record::LogEntry::Type::Amend);
        QCOMPARE(last.note, QStringLiteral("misread dice"));
        QCOMPARE(last.umpire, QStringLiteral("Umpire Varro"));
        QCOMPARE(logRow(session.log(), entries - 1).value(QStringLiteral("type")).toString(), QStringLiteral("amend"));
    }

    void aLockedUmpireCannotBeginTryOrRule()
    {
        Sessions sessions;
        MwrBattleSession &session = sessions.session;
        playBreakthrough(session);
        umpirepin::store(QStringLiteral("2468"));
        const mwr::GameState before = session.battle()->state();
        const std::size_t entries = session.battle()->log().size();
        const auto unchanged = [&] { return session.battle()->state() == before && session.battle()->log().size() == entries; };

        MwrAmendController noView(&session);
        QVERIFY(!noView.begin(1));
        QVERIFY2(noView.error().contains(QStringLiteral("PIN")), qPrintable(noView.error()));
        QVERIFY(!noView.tryCorrection({{QStringLiteral("dice"), QVariantList{1, 2}}}));
        QVERIFY(!noView.confirm(QStringLiteral("misread dice"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QVERIFY(unchanged());

        UmpireController view;
        MwrAmendController amend(&session);
        amend.setUmpire(&view);
        QVERIFY(!amend.mayRule());
        QVERIFY(!view.unlock(QStringLiteral("1357")));
        QVERIFY(!amend.begin(1));
        QVERIFY(unchanged());
        // Unlocked, the umpire drafts; locked again before ruling, the draft is gone and nothing is ruled.
        QVERIFY(view.unlock(QStringLiteral("2468")));
        QVERIFY(amend.begin(1));
        QVERIFY(amend.tryCorrection({{QStringLiteral("dice"), QVariantList{1, 2}}}));
        QVERIFY(amend.answer({{QStringLiteral("face"), 2}}));
        QVERIFY(amend.drop());
        QVERIFY(amend.ready());
        view.lock();
        QCOMPARE(amend.index(), -1);
        const QVariantMap refused = amend.confirm(QStringLiteral("misread dice"), QStringLiteral("Umpire Varro"));
        QVERIFY(!refused.value(QStringLiteral("ok")).toBool());
        QVERIFY(refused.value(QStringLiteral("error")).toString().contains(QStringLiteral("PIN")));
        QVERIFY(unchanged());
        umpirepin::store({});
    }

    void aCorrectionThatCannotBeReadNamesItsField()
    {
        Sessions sessions;
        playBreakthrough(sessions.session);
        MwrAmendController amend(&sessions.session);
        QVERIFY(amend.begin(1));
        QVERIFY(!amend.tryCorrection({{QStringLiteral("direction"), QStringLiteral("sideways")}}));
        QVERIFY2(amend.error().contains(QStringLiteral("direction")), qPrintable(amend.error()));
        QVERIFY(!amend.drafted());
        // The rules' own refusal, worded with its section: a 2D6 roll given one die.
        QVERIFY(!amend.tryCorrection({{QStringLiteral("dice"), QVariantList{3}}}));
        QVERIFY2(amend.error().contains(QStringLiteral("§10")), qPrintable(amend.error()));
    }
};

QTEST_MAIN(TestMwrAmend)
#include "tst_mwramend.moc"
