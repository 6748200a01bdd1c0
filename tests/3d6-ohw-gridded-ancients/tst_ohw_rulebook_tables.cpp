// The rules text as the one source of the engine's figures: the tables of
// rulebook/3d6-ohw-gridded-ancients/rulebook.md read against ohw/units.h. A test
// fails where the text and the engine disagree; point ANCIENTS_RULEBOOK_DIR at a
// scratch copy with a changed figure to see it turn red.
#include "rulebooktext.h"

#ifndef Q_MOC_RUN
#include "ohw/dice.h"
#include "ohw/keys.h"
#include "ohw/units.h"
#endif

#include <QRegularExpression>
#include <QTest>

using namespace ohw;

namespace {

/** The unit type a row of the text names, by its name as the text writes it. */
std::optional<UnitType> typeNamed(const QString &name)
{
    static const std::vector<std::pair<QString, UnitType>> names{
        {QStringLiteral("Legionaries"), UnitType::Legionaries}, {QStringLiteral("Warband"), UnitType::Warband},
        {QStringLiteral("Equites"), UnitType::Equites},         {QStringLiteral("Auxilia"), UnitType::Auxilia},
        {QStringLiteral("Sagitarii"), UnitType::Sagitarii},     {QStringLiteral("Velites"), UnitType::Velites},
        {QStringLiteral("Equites Auxiliares"), UnitType::EquitesAuxiliares}};
    for (const auto &[n, t] : names) {
        if (n == name)
            return t;
    }
    return std::nullopt;
}

/** The first whole number in @p cell: "4+" is 4, "3D6 (…)" is 3, "1 space or pivot" is 1. */
int firstNumber(const QString &cell)
{
    static const QRegularExpression number(QStringLiteral(R"((\d+))"));
    const auto m = number.match(cell);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace

class TestRulebookTables : public QObject
{
    Q_OBJECT

    std::optional<rulebooktext::Rulebook> m_book;

private slots:
    void initTestCase()
    {
        QString error;
        const auto text = rulebooktext::readText(rulebooktext::rulebookDir(ANCIENTS_RULEBOOK_DIR) + QStringLiteral("/rulebook.md"), &error);
        QVERIFY2(text, qPrintable(error));
        m_book.emplace(*text);
    }

    // §3: the units' table: move, push move, attack dice, armor and missile range.
    void unitTableMatchesTheEngine()
    {
        QString error;
        const auto table = m_book->table(QStringLiteral("3"), {QStringLiteral("Unit"), QStringLiteral("Troops"), QStringLiteral("Move"),
                                                               QStringLiteral("Push move"), QStringLiteral("Attack dice"),
                                                               QStringLiteral("Armored"), QStringLiteral("Missile range")},
                                         &error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->rows.size(), qsizetype(UnitTypeCount));
        for (const QStringList &row : table->rows) {
            const auto type = typeNamed(row.at(0));
            QVERIFY2(type, qPrintable(row.at(0)));
            const UnitProfile &p = profile(*type);
            QCOMPARE(firstNumber(row.at(2)), p.moveActions);
            QCOMPARE(firstNumber(row.at(3)), p.pushScore);
            // Warbands: "4D6 first turn in combat, then 3D6": their 3D6 and Ferocious's extra die (ruling R17).
            QCOMPARE(firstNumber(row.at(4)), p.attackDice + (p.traits.has(Trait::Ferocious) ? 1 : 0));
            QCOMPARE(row.at(5) == QStringLiteral("yes"), p.traits.has(Trait::Armored));
            if (row.at(6) == QStringLiteral("—")) {
                QCOMPARE(p.rangeHexes, 0);
            } else {
                static const QRegularExpression range(QStringLiteral(R"((\d+) hexes or (\d+) squares)"));
                const auto m = range.match(row.at(6));
                QVERIFY2(m.hasMatch(), qPrintable(row.at(6)));
                QCOMPARE(m.captured(1).toInt(), p.rangeHexes);
                QCOMPARE(m.captured(2).toInt(), p.rangeSquares);
            }
            const bool freeBoth = row.at(2).contains(QStringLiteral("free pivot before and after"));
            const bool freeOne = row.at(2).contains(QStringLiteral("free pivot before or after"))
                || row.at(2).contains(QStringLiteral("space and pivot"));
            QCOMPARE(p.freePivots, freeBoth ? FreePivots::BeforeAndAfter : freeOne ? FreePivots::BeforeOrAfter : FreePivots::None);
        }
    }

    // §5: the movement table gives the same push scores.
    void movementTableMatchesTheEngine()
    {
        QString error;
        const auto table = m_book->table(QStringLiteral("5"), {QStringLiteral("Unit"), QStringLiteral("Movement"),
                                                               QStringLiteral("Push move succeeds on")},
                                         &error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->rows.size(), qsizetype(UnitTypeCount));
        for (const QStringList &row : table->rows) {
            const auto type = typeNamed(row.at(0));
            QVERIFY2(type, qPrintable(row.at(0)));
            QCOMPARE(firstNumber(row.at(1)), profile(*type).moveActions);
            QCOMPARE(firstNumber(row.at(2)), profile(*type).pushScore);
        }
    }

    // §6 and §7: shooting ranges and dice, combat dice.
    void shootingAndCombatTablesMatchTheEngine()
    {
        QString error;
        const auto shooting = m_book->table(QStringLiteral("6"), {QStringLiteral("Shooter"), QStringLiteral("Range"), QStringLiteral("Dice")}, &error);
        QVERIFY2(shooting, qPrintable(error));
        QCOMPARE(shooting->rows.size(), qsizetype(3));
        for (const QStringList &row : shooting->rows) {
            const auto type = typeNamed(row.at(0));
            QVERIFY2(type, qPrintable(row.at(0)));
            QCOMPARE(firstNumber(row.at(1)), profile(*type).rangeHexes);
            QCOMPARE(firstNumber(row.at(2)), ShootingDice);
        }
        const auto combat = m_book->table(QStringLiteral("7"), {QStringLiteral("Unit"), QStringLiteral("Combat dice")}, &error);
        QVERIFY2(combat, qPrintable(error));
        QCOMPARE(combat->rows.size(), qsizetype(UnitTypeCount));
        for (const QStringList &row : combat->rows) {
            const auto type = typeNamed(row.at(0));
            QVERIFY2(type, qPrintable(row.at(0)));
            QCOMPARE(firstNumber(row.at(1)), profile(*type).attackDice);
        }
        const auto flank = m_book->table(QStringLiteral("7.1"), {QStringLiteral("Attack"), QStringLiteral("Attacker's dice")}, &error);
        QVERIFY2(flank, qPrintable(error));
        QCOMPARE(flank->rows.size(), qsizetype(2));
        QCOMPARE(flank->rows.at(0).at(1), QStringLiteral("+1D6"));
        QCOMPARE(flank->rows.at(1).at(1), QStringLiteral("+2D6"));
    }

    // §8: morale scores by hits.
    void moraleTableMatchesTheEngine()
    {
        QString error;
        const auto table = m_book->table(QStringLiteral("8"), {QStringLiteral("Hits taken"), QStringLiteral("Passes on")}, &error);
        QVERIFY2(table, qPrintable(error));
        for (const QStringList &row : table->rows) {
            const QStringList range = row.at(0).split(QChar(0x2013)); // "1–4"
            QCOMPARE(range.size(), qsizetype(2));
            for (int hits = range.at(0).toInt(); hits <= range.at(1).toInt(); ++hits)
                QCOMPARE(moraleScore(hits), firstNumber(row.at(1)));
        }
    }

    // §10.4: the traits, in the engine's order.
    void traitTableMatchesTheEngine()
    {
        QString error;
        const auto table = m_book->table(QStringLiteral("10.4"), {QStringLiteral("Trait"), QStringLiteral("Effect")}, &error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->rows.size(), qsizetype(TraitCount));
        for (int i = 0; i < TraitCount; ++i)
            QCOMPARE(table->rows.at(i).at(0).toLower(), QString::fromUtf8(keyOf(static_cast<Trait>(i)).data()));
    }
};

QTEST_GUILESS_MAIN(TestRulebookTables)
#include "tst_ohw_rulebook_tables.moc"
