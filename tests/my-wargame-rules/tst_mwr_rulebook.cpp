// The text of My Wargame Rules against its engine: the numbers the engine plays come
// from rulebook/my-wargame-rules/rulebook.md (the Combat Result Table, the Resolve
// modifiers, the move), the two missing sections stand as marked gaps, and every
// section and ruling the engine cites exists in the text and in its rulings register,
// each ruling in the register's form (section, question, answer, why).
//
// Not a rules test (it proves the numbers match the text, not that the engine applies
// them), so the conformance matrix does not count it. To see it fail, point it at a
// changed copy:
//     cp -r rulebook/my-wargame-rules /tmp/mwr && sed -i 's/| 5    | Hit/| 4    | Hit/' /tmp/mwr/rulebook.md
//     ANCIENTS_RULEBOOK_DIR=/tmp/mwr build/tests/my-wargame-rules/tst_mwr_rulebook
#ifndef Q_MOC_RUN
#include "mwr/combat.h"
#include "mwr/keys.h"
#include "mwrtest.h"
#include "rulebooktext.h"
#endif

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace mwr;

namespace {

/** "Hit & Hold" → "hit-and-hold": the key a result's name on the table stands for. */
QString keyForName(QString name)
{
    return name.replace(QStringLiteral(" & "), QStringLiteral(" and ")).toLower().replace(u' ', u'-');
}

} // namespace

class TestMwrRulebook : public QObject
{
    Q_OBJECT

    QString m_dir;
    std::optional<rulebooktext::Rulebook> m_book;
    QString m_rulings;

    [[nodiscard]] QString text(const QString &section)
    {
        QString error;
        const auto t = m_book->text(section, &error);
        if (!t)
            qWarning("%s", qPrintable(error));
        return t.value_or(QString());
    }

private slots:
    void initTestCase()
    {
        m_dir = rulebooktext::rulebookDir(ANCIENTS_RULEBOOK_DIR);
        QString error;
        const auto markdown = rulebooktext::readText(m_dir + QStringLiteral("/rulebook.md"), &error);
        QVERIFY2(markdown, qPrintable(error));
        m_book.emplace(*markdown);
        const auto rulings = rulebooktext::readText(m_dir + QStringLiteral("/rulings.md"), &error);
        QVERIFY2(rulings, qPrintable(error));
        m_rulings = *rulings;
    }

    // The sections, numbered so that the text's own "see 8" and "see 9" land on the gaps.
    void theSectionsAndTheirGaps()
    {
        QStringList numbers;
        for (const auto &s : m_book->sections())
            numbers << s.number;
        QCOMPARE(numbers, (QStringList{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "10.1"}));
        QCOMPARE(m_book->section("8")->title, QStringLiteral("Fall Back"));
        QCOMPARE(m_book->section("9")->title, QStringLiteral("Rally"));
        for (const char *gap : {"8", "9"}) {
            QVERIFY2(text(QString::fromLatin1(gap)).contains(QStringLiteral("Not in the author's text")), gap);
            QVERIFY(text(QString::fromLatin1(gap)).contains(QStringLiteral("ruling R")));
        }
        QVERIFY(text("3").contains(QStringLiteral("**Fall Back** (see 8)")));
        QVERIFY(text("3").contains(QStringLiteral("**Rally** (see 9;")));
        QVERIFY2(!m_book->sections().isEmpty() && !text("2").contains(QStringLiteral("<font")),
                 "the author's colour markup is plain Markdown");
    }

    // §10: the Combat Result Table, row by row, against resultOfFace() and the results' keys.
    void theResultTableIsTheEngines()
    {
        QString error;
        const auto table = m_book->table("10", {QStringLiteral("Roll"), QStringLiteral("Result")}, &error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->rows.size(), 5);
        QSet<int> faces;
        for (const QStringList &row : table->rows) {
            const QStringList range = row.at(0).split(u'-');
            const int from = range.first().toInt();
            const int to = range.last().toInt();
            QVERIFY2(from >= 1 && to <= 6 && from <= to, qPrintable(row.join(u'|')));
            for (int face = from; face <= to; ++face) {
                faces.insert(face);
                const auto result = resultOfFace(face);
                QVERIFY(result);
                const std::string_view key = keyOf(*result);
                QCOMPARE(keyForName(row.at(1)), QString::fromUtf8(key.data(), qsizetype(key.size())));
            }
        }
        QCOMPARE(faces.size(), 6);
        // The effects the table lists, against the hits the engine deals (tst_mwr_melee plays them).
        QVERIFY(table->rows.at(0).at(2).startsWith(QStringLiteral("Attacker takes 1 hit")));
        QVERIFY(table->rows.at(1).at(2).startsWith(QStringLiteral("Both attacker and defender take 1 hit")));
        QVERIFY(table->rows.at(2).at(2).startsWith(QStringLiteral("Defender pushed back 1 base width")));
        QVERIFY(table->rows.at(3).at(2).startsWith(QStringLiteral("Defender takes 1 hit")));
        QVERIFY(table->rows.at(4).at(2).startsWith(QStringLiteral("Defender takes 1 hit and is pushed back")));
    }

    // §10.1, §6, §7: each modifier's figure, as the text writes it, against resolveOf().
    void theResolveModifiersAreTheEngines()
    {
        const QString modifiers = text("10.1");
        const auto figure = [&modifiers](const QString &label) {
            const QRegularExpression re(label + QStringLiteral(R"(:?\**:?\s*([+−-])(\d+) Resolve)"));
            const auto m = re.match(modifiers);
            return m.hasMatch() ? (m.captured(1) == QStringLiteral("+") ? 1 : -1) * m.captured(2).toInt() : 999;
        };
        const auto resolve = [](Cohesion c, MeleeRole role, AttackDirection d, std::vector<Support> s = {}) {
            return resolveOf(3, c, role, d, s).total() - 3;
        };
        QCOMPARE(figure(QStringLiteral("Shaken")), resolve(Cohesion::Shaken, MeleeRole::Attacker, AttackDirection::Front));
        QCOMPARE(figure(QStringLiteral("Disrupted")),
                 resolve(Cohesion::Disrupted, MeleeRole::Attacker, AttackDirection::Front));
        QVERIFY(modifiers.contains(QStringLiteral("Fresh: no modifier")));
        QCOMPARE(resolve(Cohesion::Fresh, MeleeRole::Attacker, AttackDirection::Front), 0);
        QCOMPARE(figure(QStringLiteral("Support")),
                 resolve(Cohesion::Fresh, MeleeRole::Attacker, AttackDirection::Front, {{1, SupportKind::Rear}}));
        QCOMPARE(figure(QStringLiteral("Flank Attack")), resolve(Cohesion::Fresh, MeleeRole::Attacker, AttackDirection::Flank));
        QCOMPARE(figure(QStringLiteral("Rear Attack")), resolve(Cohesion::Fresh, MeleeRole::Attacker, AttackDirection::Rear));
        QVERIFY(text("6").contains(QStringLiteral("**+1 Resolve**")));
        QVERIFY(text("7").contains(QStringLiteral("**Flank attacks** grant +1 Resolve")));
        QVERIFY(text("7").contains(QStringLiteral("**Rear attacks** grant +2 Resolve")));
    }

    // §4, §5: the move and what each terrain does to it.
    void theMoveIsTheEngines()
    {
        QVERIFY(text("4").contains(QStringLiteral("**1 base width**")));
        QCOMPARE(moveAllowance(Terrain::Open)->baseWidths, ancients::Fraction(1));
        QVERIFY(text("5").contains(QStringLiteral("**Road:** Double movement distance")));
        QCOMPARE(moveAllowance(Terrain::Road)->baseWidths, ancients::Fraction(2));
        QVERIFY(text("5").contains(QStringLiteral("**Rough:** Half movement distance")));
        QCOMPARE(moveAllowance(Terrain::Rough)->baseWidths, ancients::Fraction(1, 2));
        QVERIFY(text("5").contains(QStringLiteral("**Impassable:** Cannot be entered")));
        QVERIFY(!moveAllowance(Terrain::Impassable));
    }

    // The register's form: R1, R2, … in order, each with its section, question, answer and why.
    void everyRulingHasItsParts()
    {
        static const QRegularExpression heading(QStringLiteral(R"(^## R(\d+) — §(\S+) .+ \{#r(\d+)\}$)"),
                                                QRegularExpression::MultilineOption);
        auto it = heading.globalMatch(m_rulings);
        int expected = 1;
        QList<QRegularExpressionMatch> matches;
        while (it.hasNext())
            matches << it.next();
        QVERIFY(!matches.isEmpty());
        for (qsizetype i = 0; i < matches.size(); ++i) {
            const auto &m = matches.at(i);
            QCOMPARE(m.captured(1).toInt(), expected);
            QCOMPARE(m.captured(3).toInt(), expected);
            const qsizetype end = i + 1 < matches.size() ? matches.at(i + 1).capturedStart() : m_rulings.size();
            const QString body = m_rulings.mid(m.capturedEnd(), end - m.capturedEnd());
            for (const char *part : {"- **Section:** §", "- **Question:** ", "- **Answer:** ", "- **Why:** "})
                QVERIFY2(body.contains(QString::fromUtf8(part)), qPrintable(QStringLiteral("R%1 has no \"%2\"")
                                                                                  .arg(expected)
                                                                                  .arg(QString::fromUtf8(part))));
            // The sections it names exist.
            static const QRegularExpression cited(QStringLiteral(R"(§(\d+(?:\.\d+)?))"));
            const QString line = body.section(QStringLiteral("- **Section:** "), 1).section(u'\n', 0, 0);
            auto c = cited.globalMatch(line);
            while (c.hasNext()) {
                const QString s = c.next().captured(1);
                QVERIFY2(m_book->section(s), qPrintable(QStringLiteral("R%1 names §%2, which the text lacks").arg(expected).arg(s)));
            }
            ++expected;
        }
        QCOMPARE(expected - 1, 19); // tst_mwr_properties counts on R1–R19
    }

    // Every section and ruling the engine's sources cite exists in the text and the register.
    void everyCitationOfTheEngineExists()
    {
        const QDir src(QStringLiteral(MWR_ENGINE_DIR) + QStringLiteral("/src"));
        static const QRegularExpression section(QStringLiteral(R"re("(\d+(?:\.\d+)?)")re"));
        static const QRegularExpression ruling(QStringLiteral(R"re("(R\d+)")re"));
        QStringList problems;
        int citations = 0;
        for (const QString &name : src.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files)) {
            QString error;
            const auto source = rulebooktext::readText(src.filePath(name), &error);
            QVERIFY2(source, qPrintable(error));
            for (auto it = section.globalMatch(*source); it.hasNext();) {
                const QString s = it.next().captured(1);
                ++citations;
                if (!m_book->section(s))
                    problems << QStringLiteral("%1 cites §%2").arg(name, s);
            }
            for (auto it = ruling.globalMatch(*source); it.hasNext();) {
                const QString r = it.next().captured(1);
                ++citations;
                if (!m_rulings.contains(QStringLiteral("{#%1}").arg(r.toLower())))
                    problems << QStringLiteral("%1 cites %2").arg(name, r);
            }
        }
        QVERIFY(citations > 30);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestMwrRulebook)
#include "tst_mwr_rulebook.moc"
