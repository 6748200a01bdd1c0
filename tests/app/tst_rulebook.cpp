// The rulebook inside the product: rulebook/rulebook.md rendered with Qt's
// Markdown support, every numbered section anchored, and the rulebook.html the
// build ships.
#include "rulebook.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

class TestRulebook : public QObject
{
    Q_OBJECT

private:
    static QString sourceMarkdown()
    {
        QFile file(QStringLiteral(ANCIENTS_RULEBOOK_MD));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(file.readAll());
    }
    // The anchors written in the Markdown, in order: "{#s9-2}" gives "s9-2".
    static QStringList anchorsInSource()
    {
        QStringList anchors;
        const QRegularExpression pattern(QStringLiteral(R"(\{#(s\d+(?:-\d+)?)\}\s*$)"), QRegularExpression::MultilineOption);
        for (auto it = pattern.globalMatch(sourceMarkdown()); it.hasNext();)
            anchors << it.next().captured(1);
        return anchors;
    }

private slots:
    void builtInRulebookIsTheSourceFile()
    {
        QVERIFY(!Rulebook::builtInMarkdown().isEmpty());
        QCOMPARE(Rulebook::builtInMarkdown(), sourceMarkdown());
    }

    void everyNumberedSectionIsAnchored()
    {
        QTextDocument document;
        const auto sections = Rulebook::load(&document, Rulebook::builtInMarkdown());
        QStringList anchored;
        for (const auto &s : sections) {
            if (!s.number.isEmpty()) {
                anchored << s.anchor;
                QCOMPARE(Rulebook::anchorForNumber(s.number), s.anchor);
                QVERIFY2(!s.title.isEmpty(), qPrintable(s.number));
                // The heading block at that position is the section's heading.
                const QTextBlock block = document.findBlock(s.position);
                QVERIFY(block.blockFormat().headingLevel() > 0);
                QVERIFY2(block.text().contains(s.title), qPrintable(block.text()));
            }
        }
        QCOMPARE(anchored, anchorsInSource());
        QVERIFY(anchored.size() >= 40);
        QVERIFY(anchored.contains(QStringLiteral("s9-2")));
        QVERIFY(anchored.contains(QStringLiteral("s14-1")));
    }

    void markupOfAnchorsIsNotShown()
    {
        QTextDocument document;
        (void)Rulebook::load(&document, Rulebook::builtInMarkdown());
        QVERIFY(!document.toPlainText().contains(QStringLiteral("{#")));
        QVERIFY(document.toPlainText().contains(QStringLiteral("Overlaps — the keystone")));
    }

    void sectionsAreInOrder()
    {
        QTextDocument document;
        const auto sections = Rulebook::load(&document, Rulebook::builtInMarkdown());
        int last = -1;
        for (const auto &s : sections) {
            QVERIFY(s.position > last);
            last = s.position;
        }
        // The title, the Designer's Note, then §1.
        QCOMPARE(sections.at(0).level, 1);
        QCOMPARE(sections.at(1).title, QStringLiteral("Designer's Note"));
        QVERIFY(sections.at(1).number.isEmpty());
        QCOMPARE(sections.at(2).number, QStringLiteral("1"));
        QCOMPARE(sections.at(2).title, QStringLiteral("Design Philosophy"));
    }

    // A heading whose anchor does not follow the section numbering keeps it, and
    // unanchored headings get none.
    void loadsAnyAnchoredMarkdown()
    {
        QTextDocument document;
        const auto sections = Rulebook::load(&document, QStringLiteral("# Rulings\n\n## R1 — §5 Fractions {#r1}\n\ntext\n\n## Plain\n"));
        QCOMPARE(sections.size(), 3);
        QCOMPARE(sections.at(1).anchor, QStringLiteral("r1"));
        QCOMPARE(sections.at(1).title, QStringLiteral("R1 — §5 Fractions"));
        QVERIFY(sections.at(2).anchor.isEmpty());
        QVERIFY(document.toHtml().contains(QStringLiteral("name=\"r1\"")));
    }

    void anchorsAndNumbers_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("anchor");
        QTest::newRow("section") << "4" << "s4";
        QTest::newRow("subsection") << "9.2" << "s9-2";
        QTest::newRow("two-digit") << "14.1" << "s14-1";
    }
    void anchorsAndNumbers()
    {
        QFETCH(QString, number);
        QFETCH(QString, anchor);
        QCOMPARE(Rulebook::anchorForNumber(number), anchor);
        QCOMPARE(Rulebook::anchorForNumber(QStringLiteral("§") + number), anchor);
        QCOMPARE(Rulebook::numberForAnchor(anchor), number);
    }

    void notSectionNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("word") << "shock";
        QTest::newRow("three levels") << "9.2.1";
        QTest::newRow("empty") << "";
    }
    void notSectionNumbers()
    {
        QFETCH(QString, text);
        QVERIFY(Rulebook::anchorForNumber(text).isEmpty());
        QVERIFY(Rulebook::numberForAnchor(text).isEmpty());
    }

    // The page the rulebook calls /rulebook.html, as the build writes and ships it.
    // The citation sheet shows one section on its own: its heading and text, its subsections, no more.
    void oneSectionOnItsOwn_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("starts");
        QTest::addColumn<QString>("holds");
        QTest::addColumn<QString>("stopsBefore");
        QTest::newRow("a subsection") << QStringLiteral("9.2") << QStringLiteral("### 9.2 Overlaps")
                                      << QStringLiteral("uncountered enemy") << QStringLiteral("### 9.3");
        QTest::newRow("a section with its subsections") << QStringLiteral("6") << QStringLiteral("## 6. Fatigue")
                                                        << QStringLiteral("### 6.2 Splitting") << QStringLiteral("## 7.");
        QTest::newRow("written as cited") << QStringLiteral("§12.1") << QStringLiteral("### 12.1 Army break")
                                          << QStringLiteral("30%") << QStringLiteral("## 13.");
        QTest::newRow("the last section runs to the end") << QStringLiteral("14.1") << QStringLiteral("### 14.1")
                                                          << QStringLiteral("design-review") << QString();
    }
    void oneSectionOnItsOwn()
    {
        QFETCH(QString, number);
        QFETCH(QString, starts);
        QFETCH(QString, holds);
        QFETCH(QString, stopsBefore);
        const QString markdown = Rulebook::builtInMarkdown();
        const QString section = Rulebook::sectionMarkdown(markdown, number);
        QVERIFY2(section.startsWith(starts), qPrintable(section.left(80)));
        QVERIFY(section.contains(holds));
        if (!stopsBefore.isEmpty())
            QVERIFY(!section.contains(stopsBefore));
        QVERIFY(markdown.contains(section));
        // Loaded into a document, its first heading is the section's.
        QTextDocument document;
        const auto sections = Rulebook::load(&document, section);
        QVERIFY(!sections.isEmpty());
        QCOMPARE(sections.first().number, number.mid(number.startsWith(QStringLiteral("§")) ? 1 : 0));
    }
    void noSuchSectionIsEmpty()
    {
        QVERIFY(Rulebook::sectionMarkdown(Rulebook::builtInMarkdown(), QStringLiteral("99.9")).isEmpty());
        QVERIFY(Rulebook::sectionMarkdown(Rulebook::builtInMarkdown(), QStringLiteral("overlaps")).isEmpty());
    }

    void generatedHtmlHasEverySection()
    {
        QFile file(QStringLiteral(ANCIENTS_RULEBOOK_HTML));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QString html = QString::fromUtf8(file.readAll());
        for (const QString &anchor : anchorsInSource())
            QVERIFY2(html.contains(QStringLiteral("name=\"%1\"").arg(anchor)), qPrintable(anchor));
        QVERIFY(!html.contains(QStringLiteral("{#")));
        QVERIFY(html.contains(QStringLiteral("<table")));
        QVERIFY(html.contains(QStringLiteral("<title>Ancients Wargame — Core Rulebook v3</title>")));
        QFile resource(QStringLiteral(":/rulebook/rulebook.html"));
        QVERIFY(resource.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(resource.readAll()), html);
    }
};

QTEST_MAIN(TestRulebook)
#include "tst_rulebook.moc"
