// The rulebook wins: reads the tables and fixed figures out of rulebook/rulebook.md
// and fails wherever the engine's rules tables (ancients/rules_tables.h) say
// otherwise. Each check fails too when it cannot find what it reads, naming the
// section it looked in and what it expected, so a reworded rulebook cannot pass
// silently.
//
// The rulebook is read from ANCIENTS_RULEBOOK_DIR: the environment variable of that
// name, when set, wins over the path compiled in (see rulebooktext::rulebookDir), so
// the checks can be proved against a scratch copy with a number changed.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/rules_tables.h"
#endif

#include "rulebooktext.h"

#include <QRegularExpression>
#include <QTest>

#include <optional>
#include <string_view>

using namespace ancients;
using rulebooktext::Rulebook;
using rulebooktext::Table;

namespace {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

/** A whole number written in the rulebook, or nothing. */
std::optional<int> wholeNumber(const QString &text)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

/** "Knight (5)" → {"Knight", 5}. */
std::optional<std::pair<QString, int>> labelledNumber(const QString &cell)
{
    static const QRegularExpression re(QStringLiteral(R"(^(.*?)\s*\((\d+)\)$)"));
    const auto m = re.match(cell.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    return std::pair<QString, int>(m.captured(1), m.captured(2).toInt());
}

/** Every capture of @p pattern's first group in @p text. */
QStringList capturesOf(const QString &pattern, const QString &text)
{
    QStringList result;
    auto it = QRegularExpression(pattern).globalMatch(text);
    while (it.hasNext())
        result << it.next().captured(1);
    return result;
}

/** "2, 3, 3, 4, 4, 5" → the numbers. */
QList<int> numberList(const QString &text)
{
    QList<int> result;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
        result << part.trimmed().toInt();
    return result;
}

QString describe(const QList<int> &numbers)
{
    QStringList parts;
    for (const int n : numbers)
        parts << QString::number(n);
    return parts.join(QStringLiteral(", "));
}

QString describe(SpecialRules rules)
{
    QStringList names;
    for (const SpecialRuleInfo &info : SpecialRuleTable) {
        if (rules.contains(info.rule))
            names << qs(info.name);
    }
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

} // namespace

class TestRulebookTables : public QObject
{
    Q_OBJECT

private:
    std::optional<Rulebook> m_book;

    /** The text of section @p number; fails the test if the rulebook has no such section. */
    std::optional<QString> sectionText(const QString &number)
    {
        QString error;
        auto text = m_book->text(number, &error);
        if (!text)
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return text;
    }

    std::optional<Table> table(const QString &number, const QStringList &header)
    {
        QString error;
        auto t = m_book->table(number, header, &error);
        if (!t)
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return t;
    }

    /**
     * The special rules named in a §3.3 "Special rules" cell: keywords separated by
     * commas, each optionally followed by a parenthetical remark, or "—" for none.
     */
    static std::optional<SpecialRules> specialRulesIn(const QString &cell, QString *error)
    {
        SpecialRules rules;
        QString keywords = cell;
        keywords.remove(QRegularExpression(QStringLiteral(R"(\s*\([^)]*\))")));
        keywords = keywords.trimmed();
        if (keywords == QStringLiteral("—") || keywords == QStringLiteral("-") || keywords.isEmpty())
            return rules;
        for (const QString &keyword : keywords.split(u',')) {
            const SpecialRuleInfo *found = nullptr;
            for (const SpecialRuleInfo &info : SpecialRuleTable) {
                if (qs(info.name) == keyword.trimmed())
                    found = &info;
            }
            if (!found) {
                *error = QStringLiteral("the engine knows no special rule \"%1\" (in the cell \"%2\")")
                             .arg(keyword.trimmed(), cell);
                return std::nullopt;
            }
            rules = rules.with(found->rule);
        }
        return rules;
    }

    /** The engine's Going whose name is @p label, or whose name begins with it as whole words ("Rough"). */
    static const GoingInfo *goingNamed(const QString &label)
    {
        for (const GoingInfo &going : GoingTable) {
            const QString name = qs(going.name);
            if (name.compare(label, Qt::CaseInsensitive) == 0
                || name.startsWith(label + u' ', Qt::CaseInsensitive))
                return &going;
        }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        const QString path = rulebooktext::rulebookDir(ANCIENTS_RULEBOOK_DIR) + QStringLiteral("/rulebook.md");
        QString error;
        const auto markdown = rulebooktext::readText(path, &error);
        QVERIFY2(markdown, qPrintable(error));
        m_book.emplace(*markdown);
        QVERIFY2(!m_book->sections().isEmpty(), qPrintable(path + QStringLiteral(": no numbered section found")));
    }

    // §3.3's table, row by row both ways: names, default weights and special rules.
    void rule_3_3_troopTypesMatchTheRulebook()
    {
        const auto t = table(QStringLiteral("3.3"), {QStringLiteral("Type"), QStringLiteral("Weight"),
                                                     QStringLiteral("Special rules")});
        if (!t)
            return;
        QStringList problems;
        QStringList inBook;
        for (const QStringList &row : t->rows) {
            if (row.size() != 3) {
                problems << QStringLiteral("§3.3: the row \"%1\" does not have 3 cells").arg(row.join(u'|'));
                continue;
            }
            inBook << row.at(0);
            const TroopTypeDefaults *engine = nullptr;
            for (const TroopTypeDefaults &troop : troopTypes()) {
                if (qs(troop.name) == row.at(0))
                    engine = &troop;
            }
            if (!engine) {
                problems << QStringLiteral("§3.3: the rulebook's \"%1\" is not in the engine's TroopTypeTable")
                                .arg(row.at(0));
                continue;
            }
            const auto weight = wholeNumber(row.at(1));
            if (!weight)
                problems << QStringLiteral("§3.3 %1: the weight \"%2\" is not a number").arg(row.at(0), row.at(1));
            else if (*weight != engine->weight)
                problems << QStringLiteral("§3.3 %1: the rulebook says weight %2, the engine %3")
                                .arg(row.at(0)).arg(*weight).arg(engine->weight);
            QString error;
            const auto rules = specialRulesIn(row.at(2), &error);
            if (!rules)
                problems << QStringLiteral("§3.3 %1: %2").arg(row.at(0), error);
            else if (!(*rules == engine->specialRules))
                problems << QStringLiteral("§3.3 %1: the rulebook gives the special rules \"%2\", the engine %3")
                                .arg(row.at(0), row.at(2), describe(engine->specialRules));
        }
        for (const TroopTypeDefaults &troop : troopTypes()) {
            if (!inBook.contains(qs(troop.name)))
                problems << QStringLiteral("§3.3: the engine's \"%1\" is not a row of the rulebook's table")
                                .arg(qs(troop.name));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // §3.1 and §13 both give the averaging die's faces.
    void rule_3_1_averagingDieFacesMatchTheRulebook()
    {
        const QList<int> engine(AveragingDieFaces.begin(), AveragingDieFaces.end());
        for (const QString &number : {QStringLiteral("3.1"), QStringLiteral("13")}) {
            const auto text = sectionText(number);
            if (!text)
                return;
            const QStringList lists = capturesOf(QStringLiteral(R"([Aa]veraging die[^.]*?faces\s+(\d+(?:\s*,\s*\d+)+))"), *text);
            QVERIFY2(!lists.isEmpty(),
                     qPrintable(QStringLiteral("§%1: expected the averaging die's faces written as "
                                               "\"averaging die … faces %2\"; found none")
                                    .arg(number, describe(engine))));
            for (const QString &list : lists) {
                QVERIFY2(numberList(list) == engine,
                         qPrintable(QStringLiteral("§%1: the rulebook gives the averaging die the faces %2, the "
                                                   "engine's AveragingDieFaces %3")
                                        .arg(number, describe(numberList(list)), describe(engine))));
            }
        }
    }

    // §8.1 "Going values: open 5, light woods 4, ...", both ways.
    void rule_8_1_goingValuesMatchTheRulebook()
    {
        const auto text = sectionText(QStringLiteral("8.1"));
        if (!text)
            return;
        const auto m = QRegularExpression(QStringLiteral(R"(Going values:\s*([^.\n]+)\.)")).match(*text);
        QVERIFY2(m.hasMatch(), "§8.1: expected the sentence \"Going values: open 5, light woods 4, …\"; not found");
        QStringList problems;
        QList<Going> named;
        static const QRegularExpression item(QStringLiteral(R"(^(.+?)\s+(\d+)$)"));
        for (const QString &part : m.captured(1).split(u',')) {
            const auto im = item.match(part.trimmed());
            if (!im.hasMatch()) {
                problems << QStringLiteral("§8.1: \"%1\" in the Going values is not \"<going> <value>\"")
                                .arg(part.trimmed());
                continue;
            }
            const GoingInfo *going = nullptr;
            for (const GoingInfo &g : GoingTable) {
                if (qs(g.name).compare(im.captured(1), Qt::CaseInsensitive) == 0)
                    going = &g;
            }
            if (!going) {
                problems << QStringLiteral("§8.1: the rulebook's Going \"%1\" is not in the engine's GoingTable")
                                .arg(im.captured(1));
                continue;
            }
            named << going->going;
            if (im.captured(2).toInt() != going->value)
                problems << QStringLiteral("§8.1: the rulebook gives %1 the Going value %2, the engine %3")
                                .arg(im.captured(1), im.captured(2))
                                .arg(going->value);
        }
        for (const GoingInfo &g : GoingTable) {
            if (!named.contains(g.going))
                problems << QStringLiteral("§8.1: the engine's Going \"%1\" is not in the rulebook's Going values")
                                .arg(qs(g.name));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // §8.1's cost table: every cell is terrainCost(column's weight, row's Going).
    void rule_8_1_terrainCostTableMatchesTheEngine()
    {
        const auto text = sectionText(QStringLiteral("8.1"));
        if (!text)
            return;
        QVERIFY2(text->contains(QStringLiteral("weight minus the Going value, minimum 0")),
                 "§8.1: expected the cost rule \"the unit's weight minus the Going value, minimum 0\" that "
                 "terrainCost() implements; not found");
        const auto t = table(QStringLiteral("8.1"), {QStringLiteral("Terrain (Going)")});
        if (!t)
            return;
        QStringList problems;
        QList<int> weights;
        for (qsizetype c = 1; c < t->header.size(); ++c) {
            const auto column = labelledNumber(t->header.at(c));
            QVERIFY2(column, qPrintable(QStringLiteral("§8.1: the cost table's column \"%1\" is not \"<troop> (<weight>)\"")
                                            .arg(t->header.at(c))));
            weights << column->second;
        }
        QVERIFY2(!weights.isEmpty(), "§8.1: the cost table has no weight columns");
        QList<Going> rows;
        for (const QStringList &row : t->rows) {
            const auto label = labelledNumber(row.value(0));
            if (!label) {
                problems << QStringLiteral("§8.1: the cost table's row \"%1\" is not \"<terrain> (<Going>)\"")
                                .arg(row.value(0));
                continue;
            }
            const GoingInfo *going = goingNamed(label->first);
            if (!going) {
                problems << QStringLiteral("§8.1: the cost table's terrain \"%1\" is not in the engine's GoingTable")
                                .arg(label->first);
                continue;
            }
            rows << going->going;
            if (label->second != going->value)
                problems << QStringLiteral("§8.1: the cost table gives %1 the Going %2, the engine %3")
                                .arg(label->first)
                                .arg(label->second)
                                .arg(going->value);
            if (row.size() != weights.size() + 1) {
                problems << QStringLiteral("§8.1: the cost table's row \"%1\" has %2 costs for %3 columns")
                                .arg(row.value(0))
                                .arg(row.size() - 1)
                                .arg(weights.size());
                continue;
            }
            for (qsizetype c = 0; c < weights.size(); ++c) {
                const auto cost = wholeNumber(row.at(c + 1));
                const int engine = terrainCost(weights.at(c), going->going);
                if (!cost || *cost != engine)
                    problems << QStringLiteral("§8.1: %1 for %2: the rulebook says \"%3\", terrainCost(%4, %5) = %6")
                                    .arg(row.at(0), t->header.at(c + 1), row.at(c + 1))
                                    .arg(weights.at(c))
                                    .arg(qs(going->name))
                                    .arg(engine);
            }
        }
        for (const GoingInfo &g : GoingTable) {
            if (!rows.contains(g.going))
                problems << QStringLiteral("§8.1: the engine's Going \"%1\" has no row in the cost table")
                                .arg(qs(g.name));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // §8.2's worked example of the cap: a knight in heavy woods and in swamp.
    void rule_8_2_weightCapExampleMatchesTheEngine()
    {
        const auto text = sectionText(QStringLiteral("8.2"));
        if (!text)
            return;
        const auto m = QRegularExpression(QStringLiteral(
                                              R"(knight in heavy woods fights as weight (\d+); in swamp as weight (\d+))"))
                           .match(*text);
        QVERIFY2(m.hasMatch(), "§8.2: expected \"A knight in heavy woods fights as weight N; in swamp as weight N\"; "
                               "not found");
        const int knight = troopTypeDefaults(TroopType::Cataphract).weight;
        const int inWoods = effectiveWeight(knight, Going::HeavyWoods, false);
        const int inSwamp = effectiveWeight(knight, Going::Swamp, false);
        QVERIFY2(inWoods == m.captured(1).toInt() && inSwamp == m.captured(2).toInt(),
                 qPrintable(QStringLiteral("§8.2: the rulebook's knight fights as weight %1 in heavy woods and %2 in "
                                           "swamp; the engine's effectiveWeight(%3, …) gives %4 and %5")
                                .arg(m.captured(1), m.captured(2))
                                .arg(knight)
                                .arg(inWoods)
                                .arg(inSwamp)));
    }

    // §6's Fatigue table: each row's range and state, both ways.
    void rule_6_fatigueTableMatchesTheRulebook()
    {
        const auto t = table(QStringLiteral("6"), {QStringLiteral("Fatigue (Base, or Block average)"),
                                                   QStringLiteral("State"), QStringLiteral("Meaning")});
        if (!t)
            return;
        QStringList problems;
        QList<FatigueState> inBook;
        static const QRegularExpression range(QStringLiteral(R"(^(\d+)\s*[–-]\s*(\d+)$)"));
        static const QRegularExpression over(QStringLiteral(R"(^over\s+(\d+)$)"));
        for (const QStringList &row : t->rows) {
            if (row.size() != 3) {
                problems << QStringLiteral("§6: the Fatigue row \"%1\" does not have 3 cells").arg(row.join(u'|'));
                continue;
            }
            const FatigueBand *band = nullptr;
            for (const FatigueBand &b : FatigueTable) {
                if (qs(b.name) == row.at(1))
                    band = &b;
            }
            if (!band) {
                problems << QStringLiteral("§6: the rulebook's state \"%1\" is not in the engine's FatigueTable")
                                .arg(row.at(1));
                continue;
            }
            inBook << band->state;
            int lowest = 0;
            std::optional<int> highest;
            if (const auto r = range.match(row.at(0)); r.hasMatch()) {
                lowest = r.captured(1).toInt();
                highest = r.captured(2).toInt();
            } else if (const auto o = over.match(row.at(0)); o.hasMatch()) {
                lowest = o.captured(1).toInt() + 1;
                if (o.captured(1).toInt() != BlockBreakThreshold)
                    problems << QStringLiteral("§6: the table breaks \"%1\", the engine's BlockBreakThreshold is %2")
                                    .arg(row.at(0))
                                    .arg(BlockBreakThreshold);
            } else {
                problems << QStringLiteral("§6: the Fatigue range \"%1\" is neither \"a–b\" nor \"over n\"")
                                .arg(row.at(0));
                continue;
            }
            const auto engineRange = [](const FatigueBand &b) {
                return b.highest ? QStringLiteral("%1–%2").arg(b.lowest).arg(*b.highest)
                                 : QStringLiteral("over %1").arg(b.lowest - 1);
            };
            if (lowest != band->lowest || highest != band->highest)
                problems << QStringLiteral("§6 %1: the rulebook's range is \"%2\", the engine's %3")
                                .arg(row.at(1), row.at(0), engineRange(*band));
            if (row.at(2) != qs(band->meaning))
                problems << QStringLiteral("§6 %1: the rulebook's meaning is \"%2\", the engine's \"%3\"")
                                .arg(row.at(1), row.at(2), qs(band->meaning));
        }
        for (const FatigueBand &b : FatigueTable) {
            if (!inBook.contains(b.state))
                problems << QStringLiteral("§6: the engine's state \"%1\" is not a row of the rulebook's Fatigue table")
                                .arg(qs(b.name));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // "Breaks when that average exceeds 6" (§6, §12) and "break above 6" (§3.1).
    void rule_6_breakThresholdMatchesTheRulebook()
    {
        struct Place
        {
            QString section;
            QString pattern;
            QString expected;
        };
        const QList<Place> places{
            {QStringLiteral("6"), QStringLiteral(R"(exceeds (\d+))"), QStringLiteral("exceeds %1")},
            {QStringLiteral("12"), QStringLiteral(R"(exceeds (\d+))"), QStringLiteral("exceeds %1")},
            {QStringLiteral("3.1"), QStringLiteral(R"(break above (\d+))"), QStringLiteral("break above %1")},
        };
        for (const Place &place : places) {
            const auto text = sectionText(place.section);
            if (!text)
                return;
            const QStringList found = capturesOf(place.pattern, *text);
            QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("§%1: expected the break threshold as \"%2\"; not found")
                                                      .arg(place.section, place.expected.arg(BlockBreakThreshold))));
            for (const QString &n : found) {
                QVERIFY2(n.toInt() == BlockBreakThreshold,
                         qPrintable(QStringLiteral("§%1: the rulebook says \"%2\", the engine's BlockBreakThreshold is %3")
                                        .arg(place.section, place.expected.arg(n))
                                        .arg(BlockBreakThreshold)));
            }
        }
    }

    // §2's default distances, and §10's missile range.
    void rule_2_defaultDistancesMatchTheRulebook()
    {
        const auto text = sectionText(QStringLiteral("2"));
        if (!text)
            return;
        const auto m = QRegularExpression(QStringLiteral(R"(Default distances[^:\n]*:\**\s*([^\n]+))")).match(*text);
        QVERIFY2(m.hasMatch(), "§2: expected \"Default distances (…): foot move 2 BW; …\"; not found");
        struct Field
        {
            QString label;
            int engine;
            bool seen = false;
        };
        QList<Field> fields{
            {QStringLiteral("foot move"), DefaultDistances.footMove, false},
            {QStringLiteral("light foot and skirmishers"), DefaultDistances.lightFootAndSkirmishersMove, false},
            {QStringLiteral("cavalry"), DefaultDistances.cavalryMove, false},
            {QStringLiteral("missile range"), DefaultDistances.missileRange, false},
        };
        QStringList problems;
        static const QRegularExpression item(QStringLiteral(R"(^(.+?)\s+(\d+)\s*BW\.?$)"));
        for (const QString &part : m.captured(1).split(u';')) {
            const auto im = item.match(part.trimmed());
            if (!im.hasMatch()) {
                problems << QStringLiteral("§2: \"%1\" is not \"<what> <n> BW\"").arg(part.trimmed());
                continue;
            }
            Field *field = nullptr;
            for (Field &f : fields) {
                if (f.label == im.captured(1))
                    field = &f;
            }
            if (!field) {
                problems << QStringLiteral("§2: the engine's Distances has no \"%1\"").arg(im.captured(1));
                continue;
            }
            field->seen = true;
            if (im.captured(2).toInt() != field->engine)
                problems << QStringLiteral("§2: the rulebook says %1 %2 BW, the engine's DefaultDistances %3")
                                .arg(field->label, im.captured(2))
                                .arg(field->engine);
        }
        for (const Field &f : fields) {
            if (!f.seen)
                problems << QStringLiteral("§2: the engine's default \"%1\" is not in the rulebook's sentence").arg(f.label);
        }
        if (const auto missile = sectionText(QStringLiteral("10"))) {
            const auto r = QRegularExpression(QStringLiteral(R"(range (\d+) BW)")).match(*missile);
            if (!r.hasMatch())
                problems << QStringLiteral("§10: expected the missile range as \"range %1 BW\"; not found")
                                .arg(DefaultDistances.missileRange);
            else if (r.captured(1).toInt() != DefaultDistances.missileRange)
                problems << QStringLiteral("§10: the rulebook says range %1 BW, the engine's missile range %2")
                                .arg(r.captured(1))
                                .arg(DefaultDistances.missileRange);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // "Lost 30% or more of its starting Bases" (§12.1), and §13's victory condition.
    void rule_12_1_armyBreakMatchesTheRulebook()
    {
        struct Place
        {
            QString section;
            QString pattern;
            QString expected;
        };
        const QList<Place> places{
            {QStringLiteral("12.1"), QStringLiteral(R"(lost (\d+)% or more of its starting Bases)"),
             QStringLiteral("lost 30% or more of its starting Bases")},
            {QStringLiteral("13"), QStringLiteral(R"(Victory: (\d+)%\+ Bases lost)"),
             QStringLiteral("Victory: 30%+ Bases lost")},
        };
        for (const Place &place : places) {
            const auto text = sectionText(place.section);
            if (!text)
                return;
            const auto m = QRegularExpression(place.pattern).match(*text);
            QVERIFY2(m.hasMatch(), qPrintable(QStringLiteral("§%1: expected \"%2\"; not found")
                                                  .arg(place.section, place.expected)));
            const Fraction book(m.captured(1).toLongLong(), 100);
            QVERIFY2(book == ArmyBreakFraction,
                     qPrintable(QStringLiteral("§%1: the rulebook says %2%, the engine's ArmyBreakFraction is %3/%4")
                                    .arg(place.section, m.captured(1))
                                    .arg(ArmyBreakFraction.numerator())
                                    .arg(ArmyBreakFraction.denominator())));
        }
    }
};

QTEST_GUILESS_MAIN(TestRulebookTables)
#include "tst_rulebook_tables.moc"
