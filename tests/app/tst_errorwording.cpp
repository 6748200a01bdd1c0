// The refusals in the player's language (app/battle/errorwording.h): every code the
// engine refuses with has a sentence, German and French have every sentence,
// and the battle's refusals come out in German and French with their Bases,
// Blocks and numbers, never in the engine's English.
#include "battlefixture.h"
#include "combatcontroller.h"
#include "errorwording.h"
#include "labels.h"
#include "languagemanager.h"
#include "movecontroller.h"
#include "umpirecontroller.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/combatplan.h"
#include "ancients/refusal.h"
#include "gametesthelpers.h"
#endif

#include <QQmlEngine>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>

#include <memory>

using ancients::Error;
using ancients::ErrorArg;

namespace {

/** The codes the record refuses with, beside the engine's (app/record/battle.cpp). */
const QStringList RecordCodes{QStringLiteral("nothing-to-undo"),    QStringLiteral("nothing-to-redo"),
                              QStringLiteral("amend-index"),        QStringLiteral("amend-kind"),
                              QStringLiteral("amend-unchanged"),    QStringLiteral("amend-illegal"),
                              QStringLiteral("amend-breaks-later"), QStringLiteral("not-saved"),
                              QStringLiteral("amend-reask-position"), QStringLiteral("amend-reask-legal"),
                              QStringLiteral("amend-reask-illegal")};

/** A specific of @p type named @p name, with a value its sentence can show. */
ErrorArg sample(std::string name, ErrorArg::Type type)
{
    switch (type) {
    case ErrorArg::Type::Base:
        return {std::move(name), type, 3, 0, {}};
    case ErrorArg::Type::Block:
        return {std::move(name), type, 2, 0, "Hastati"};
    case ErrorArg::Type::Hex:
        return {std::move(name), type, 4, -1, {}};
    case ErrorArg::Type::Text:
        return {std::move(name), type, 0, 0, "Telamon"};
    case ErrorArg::Type::Key:
        return {std::move(name), type, 0, 0, "heavy-infantry"};
    case ErrorArg::Type::Number:
    case ErrorArg::Type::Side:
        break;
    }
    return {std::move(name), type, 1, 0, {}};
}

/** Refusals of every form, each with every specific its form lists (and, for the record's codes, what they carry). */
std::vector<Error> everyRefusal()
{
    std::vector<Error> out;
    for (const ancients::ErrorForm &form : ancients::errorForms()) {
        Error e{std::string(form.code), "2", "English words", {}};
        for (const ancients::ErrorParam &p : form.params)
            e.args.push_back(sample(std::string(p.name), p.type));
        out.push_back(e);
        // The sentence without the optional specifics, where there are any.
        Error required{std::string(form.code), "2", "English words", {}};
        for (const ancients::ErrorParam &p : form.params) {
            if (p.required)
                required.args.push_back(sample(std::string(p.name), p.type));
        }
        if (required.args.size() != e.args.size())
            out.push_back(required);
    }
    const Error cause = ancients::refuse("pivot-too-far", "5.1", "not ", ancients::arg::number("value", 2), ".");
    for (const QString &code : RecordCodes) {
        Error e{code.toStdString(), {}, "English words", {}};
        for (const char *name : {"index", "count", "entry"})
            e.args.push_back(sample(name, ErrorArg::Type::Number));
        e.args.push_back({"kind", ErrorArg::Type::Key, 0, 0, "move-block"});
        e.args.push_back({"replacement", ErrorArg::Type::Key, 0, 0, "fight"});
        e.args.push_back({"cause", ErrorArg::Type::Key, 0, 0, cause.code});
        e.args.push_back({"causeMessage", ErrorArg::Type::Text, 0, 0, cause.message});
        e.args.push_back({"failure", ErrorArg::Type::Text, 0, 0, "disk full"});
        e.args.insert(e.args.end(), cause.args.begin(), cause.args.end());
        out.push_back(e);
    }
    return out;
}

} // namespace

using battlefixture::roll;

class TestErrorWording : public QObject, protected BattleFixture
{
    Q_OBJECT

    QQmlEngine m_engine;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("ancients-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_errorwording"));
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        setUpCatalog();
    }

    void init() { setUpStore(); }

    void cleanup()
    {
        LanguageManager english(&m_engine);
        english.setLanguage(QStringLiteral("en"));
    }

    void everyCodeHasASentence()
    {
        for (const ancients::ErrorForm &form : ancients::errorForms())
            QVERIFY2(ErrorWording::words(form.code), std::string(form.code).c_str());
        for (const QString &code : RecordCodes)
            QVERIFY2(ErrorWording::words(code.toStdString()), qPrintable(code));
        QCOMPARE(ErrorWording::wordedCodes().size(), static_cast<qsizetype>(ancients::errorForms().size()) + RecordCodes.size());
    }

    // Every sentence is filled from its specifics: none falls back to the English words, none keeps a placeholder.
    void everySentenceIsFilledFromItsSpecifics()
    {
        const ErrorWording wording;
        for (const Error &e : everyRefusal()) {
            const QString sentence = wording.sentence(e);
            QVERIFY2(sentence != QStringLiteral("English words"), e.code.c_str());
            QVERIFY2(!sentence.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(sentence));
        }
    }

    void everySentenceIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << "de";
        QTest::newRow("French") << "fr";
        QTest::newRow("Spanish") << "es";
        QTest::newRow("Italian") << "it";
    }
    void everySentenceIsTranslated()
    {
        QFETCH(QString, language);
        const ErrorWording wording;
        const std::vector<Error> refusals = everyRefusal();
        QStringList english;
        for (const Error &e : refusals)
            english << wording.sentence(e);
        LanguageManager manager(&m_engine);
        manager.setLanguage(language);
        for (std::size_t i = 0; i < refusals.size(); ++i) {
            const QString translated = wording.sentence(refusals[i]);
            QVERIFY2(translated != english[static_cast<qsizetype>(i)],
                     qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(refusals[i].code), translated)));
        }
    }

    void anUnknownCodeOrAMissingSpecificFallsBackToEnglish()
    {
        const ErrorWording wording;
        QCOMPARE(wording.text(Error{"what-now", "4", "Something is wrong.", {}}), QStringLiteral("Something is wrong. (§4)"));
        QCOMPARE(wording.text(Error{"move-too-far", "2", "Base 4 would move too far.", {}}),
                 QStringLiteral("Base 4 would move too far. (§2)"));
        QCOMPARE(wording.text(Error{"no-such-base", {}, "There is no Base x.", {{"base", ErrorArg::Type::Text, 0, 0, "x"}}}),
                 QStringLiteral("There is no Base x."));
    }

    void aBaseIsNamedAsTheBattleNamesIt()
    {
        const Error e = ancients::refuse("already-fired", "4", ancients::arg::base(5), " has already shot.");
        QCOMPARE(ErrorWording().sentence(e), QStringLiteral("Base 5 has already shot in this Shoot phase (ruling R38)."));
        const ErrorWording named([](int base) { return labels::baseLabel(QStringLiteral("Velites"), base); });
        QCOMPARE(named.sentence(e), QStringLiteral("Velites, Base 5 has already shot in this Shoot phase (ruling R38)."));
    }

    // §4 (issue 13): the end of the Combat phase is refused naming every melee still to fight,
    // never a few and "N more", and the refusal the battle screen shows names them all.
    void theEndOfTheCombatPhaseNamesEveryMeleeStillToFight()
    {
        auto session = hastatiMeetTheWarband();
        constexpr int Principes = 2; // Bases 8–11
        QVERIFY(session->setContact(Principes, Warband, true));
        CombatController combat(&*session);
        const std::vector<std::pair<int, int>> pairs{{4, 26}, {5, 27}, {6, 28}, {7, 29}, {8, 30}, {9, 31}};
        QVariantList plan;
        for (const auto &[base, enemy] : pairs)
            plan.append(QVariantMap{{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy}});
        QVERIFY2(combat.planCombat(plan), qPrintable(session->lastError()));
        QVERIFY(!session->endPhase());
        const QString refused = session->lastError();
        for (const auto &[base, enemy] : pairs) {
            const QString pair = QStringLiteral("%1 against %2").arg(session->baseInfo(base).value(QStringLiteral("label")).toString(),
                                                                     session->baseInfo(enemy).value(QStringLiteral("label")).toString());
            QVERIFY2(refused.contains(pair), qPrintable(pair + QStringLiteral(" is not named in: ") + refused));
        }
        QVERIFY2(refused.contains(QStringLiteral("(6)")), qPrintable(refused));
        QVERIFY2(!refused.contains(QStringLiteral("more")), qPrintable(refused));
        QVERIFY(refused.endsWith(QStringLiteral("(§4)")));

        // Without a plan, untracked: each contact between Blocks still to fight, by the Blocks' names.
        auto other = started();
        constexpr int Velites = 0;
        constexpr int Soldurii = 9;
        QVERIFY(other->setContact(Hastati, Warband, true) && other->setContact(Velites, Soldurii, true));
        QVERIFY(other->endPhase() && other->endPhase());
        QVERIFY(!other->endPhase());
        const QString contacts = other->lastError();
        QVERIFY2(contacts.contains(QStringLiteral("Hastati and Warband")), qPrintable(contacts));
        QVERIFY2(contacts.contains(QStringLiteral("Velites and Soldurii")), qPrintable(contacts));
        QCOMPARE(other->phase(), QStringLiteral("combat"));
    }

    // With tracked positions, every engaged Base left out of the plan is named, with an enemy it touches.
    void everyUnpairedBaseIsNamed()
    {
        const ancients::ArmyList a = gametest::army("A", {gametest::spec(ancients::TroopType::MediumInfantry, 6, 1)});
        const ancients::ArmyList b = gametest::army("B", {gametest::spec(ancients::TroopType::MediumInfantry, 6, 1)});
        ancients::GameState s = gametest::toCombat(gametest::tracked(a, b, {gametest::at(0, 0, 0), gametest::at(1, 5, 3)}));
        s.meleeCheck = ancients::MeleeCheck::Every;
        const auto r = ancients::apply(s, ancients::EndPhase{});
        QVERIFY(!r.ok());
        const QString sentence = ErrorWording([](int base) { return QStringLiteral("B%1").arg(base); }).sentence(r.error());
        for (int base = 0; base < 6; ++base)
            QVERIFY2(sentence.contains(QStringLiteral("B%1, engaged with B").arg(base)), qPrintable(sentence));
        QVERIFY2(sentence.contains(QStringLiteral("(6)")), qPrintable(sentence));
        QVERIFY2(!sentence.contains(QStringLiteral("more")), qPrintable(sentence));
    }

    // Refusals name the armies as the panels do, never "side A" or "side B" (issue 13).
    void refusalsNameTheArmies()
    {
        const ErrorWording named({}, {}, [](int side) { return side == 0 ? QStringLiteral("Romans") : QStringLiteral("Gauls"); });
        const Error noLoser = ancients::refuse("no-loser-side", "9.5", "Say whose Block it is.");
        QCOMPARE(named.sentence(noLoser), QStringLiteral("Say whose Block it is: that of Romans or that of Gauls."));
        const Error struck = ancients::refuse("shock-charger-struck", "9.3", "Side ", ancients::arg::side("side", 1), " charged.");
        QVERIFY(named.sentence(struck).startsWith(QStringLiteral("Gauls charged with shock")));
        for (const Error &e : everyRefusal()) {
            const QString sentence = named.sentence(e);
            QVERIFY2(!sentence.contains(QStringLiteral("Side A")) && !sentence.contains(QStringLiteral("side A"))
                         && !sentence.contains(QStringLiteral("Side B")) && !sentence.contains(QStringLiteral("side B")),
                     qPrintable(sentence));
        }

        // In a battle: the Gauls' noble cavalry charge with shock, and the fight says they are struck in
        // the flank: refused, naming the Gauls' army as the screen names it (§9.3, ruling R25).
        auto session = started();
        for (int i = 0; i < 4; ++i)
            QVERIFY(session->endPhase());
        constexpr int NobleCavalry = 7;
        MoveController moving(&*session);
        QVERIFY2(moving.moveBlock(NobleCavalry, {{QStringLiteral("dice"), roll(6, 6)}}), qPrintable(session->lastError()));
        QVERIFY2(moving.moveBlock(NobleCavalry, {{QStringLiteral("dice"), roll(6, 6)}, {QStringLiteral("charge"), true}}),
                 qPrintable(session->lastError()));
        QVERIFY(session->setContact(NobleCavalry, Hastati, true));
        QVERIFY(session->endPhase() && session->endPhase());
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 24}, {QStringLiteral("enemy"), 4},
                                                    {QStringLiteral("flank"), QStringLiteral("b")}}));
        const QString army = session->armyB().name;
        QVERIFY2(session->lastError().startsWith(army + QStringLiteral(" charged with shock")), qPrintable(session->lastError()));
    }

    void refusalsAreInThePlayersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("enemyBlock");
        QTest::addColumn<QString>("combatPhase");
        QTest::addColumn<QString>("pivot");
        QTest::addColumn<QString>("wheelPivot");
        QTest::addColumn<QString>("undo");
        QTest::addColumn<QString>("amend");
        QTest::newRow("German") << "de"
                                << "Nur der aktive Spieler bewegt seine Blöcke; %1 gehört zur anderen Seite. (§4)"
                                << "Kämpfe werden in der Kampfphase ausgetragen. (§4)"
                                << "Die Drehung auf der Stelle beträgt 60° (±1 Schritt), nicht 2. (§5.1)"
                                << "%1 gehört nicht zu %2. (§5.5)"
                                << "Es gibt keine Aktion, die rückgängig gemacht werden kann."
                                << "Die Korrektur ist regelwidrig: Die Drehung auf der Stelle beträgt 60° (±1 Schritt), "
                                   "nicht 3. (§5.1)";
        QTest::newRow("French") << "fr"
                                << "Seul le joueur actif déplace ses Blocs ; %1 appartient à l’autre camp. (§4)"
                                << "Les combats se résolvent pendant la phase de Combat. (§4)"
                                << "Le pivot sur place tourne de 60° (±1 pas), pas de 2. (§5.1)"
                                << "%1 n’est pas dans le %2. (§5.5)"
                                << "Il n’y a aucune action à annuler."
                                << "La correction est illégale : Le pivot sur place tourne de 60° (±1 pas), pas de 3. (§5.1)";
        QTest::newRow("Spanish") << "es"
                                 << "Solo el jugador activo mueve sus Bloques; %1 es del otro bando. (§4)"
                                 << "Los combates se resuelven en la fase de Combate. (§4)"
                                 << "El pivote en el sitio gira 60° (±1 paso), no 2. (§5.1)"
                                 << "%1 no está en %2. (§5.5)"
                                 << "No hay ninguna acción que deshacer."
                                 << "La corrección no es legal: El pivote en el sitio gira 60° (±1 paso), no 3. (§5.1)";
        QTest::newRow("Italian") << "it"
                                 << "Solo il giocatore attivo muove i suoi Blocchi; %1 appartiene all’altra parte. (§4)"
                                 << "I combattimenti si risolvono nella fase di Mischia. (§4)"
                                 << "La rotazione sul posto gira di 60° (±1 passo), non 2. (§5.1)"
                                 << "%1 non è in %2. (§5.5)"
                                 << "Non c’è alcuna azione da annullare."
                                 << "La correzione è irregolare: La rotazione sul posto gira di 60° (±1 passo), non 3. (§5.1)";
    }
    void refusalsAreInThePlayersLanguage()
    {
        QFETCH(QString, language);
        auto session = started();
        LanguageManager manager(&m_engine);
        manager.setLanguage(language);
        const QString warband = session->blockInfo(Warband).value(QStringLiteral("label")).toString();
        const QString hastati = session->blockInfo(Hastati).value(QStringLiteral("label")).toString();
        const QString base30 = session->baseInfo(30).value(QStringLiteral("label")).toString();
        // A Block is named as its card names it, with no number the table does not show (issue 13).
        QCOMPARE(warband, QStringLiteral("Warband"));
        QCOMPARE(base30, QStringLiteral("WAR 1\u00B72, Warband"));

        // Nothing to undo yet: the record's refusal.
        QVERIFY(!session->undo());
        QTEST(session->lastError(), "undo");

        // §4: the other side's Block, and a fight in the Move phase.
        QVERIFY(!MoveController(&*session).moveBlock(Warband, {}));
        QFETCH(QString, enemyBlock);
        QCOMPARE(session->lastError(), enemyBlock.arg(warband));
        QVERIFY(!session->lastError().contains(QStringLiteral("belongs to the other side")));
        QVERIFY(!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26}}));
        QTEST(session->lastError(), "combatPhase");

        // §5.1, §5.5: a number, and a Base and a Block named as the battle names them.
        QVERIFY(!MoveController(&*session).pivotBlock(Hastati, 2, {}));
        QTEST(session->lastError(), "pivot");
        QVERIFY(!MoveController(&*session).wheelBlock(Hastati, 30, 1, {}));
        QFETCH(QString, wheelPivot);
        QCOMPARE(session->lastError(), wheelPivot.arg(base30, hastati));
        QVERIFY(!session->lastError().contains(QStringLiteral("is not in")));

        // The umpire's correction, refused with the engine's own refusal inside it.
        QVERIFY(MoveController(&*session).pivotBlock(Hastati, 1, roll(5)));
        QVariantMap pivot = UmpireController(&*session).actionAt(0);
        QCOMPARE(pivot.value(QStringLiteral("kind")).toString(), QStringLiteral("pivot-block"));
        pivot.insert(QStringLiteral("steps"), 3);
        const QVariantMap report = battlefixture::rule(*session, 0, pivot, QStringLiteral("misread"), QStringLiteral("Umpire Varro"));
        QVERIFY(!report.value(QStringLiteral("ok")).toBool());
        QTEST(report.value(QStringLiteral("error")).toString(), "amend");
        QVERIFY(!report.value(QStringLiteral("error")).toString().contains(QStringLiteral("The correction is illegal")));
    }
};

QTEST_GUILESS_MAIN(TestErrorWording)
#include "tst_errorwording.moc"
