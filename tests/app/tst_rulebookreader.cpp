// The reader serves every ruleset (issues 19 and 20, item 1): the Ancients
// Wargame, My Wargame Rules and 3D6 OHW Gridded Ancients, each with its rulings
// register; their sections found, searched and jumped to by number, as the
// Rulebook page shows them.
#include "rulebook.h"
#include "rulebookreader.h"

#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickTextDocument>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocument>

class TestRulebookReader : public QObject
{
    Q_OBJECT

private:
    QQmlEngine m_engine;

    // The reader shows its text in a QML TextEdit's document, as the page does; each reader its own.
    RulebookReader *newReader(RulebookReader::Ruleset ruleset, RulebookReader::Text text = RulebookReader::Rules)
    {
        auto *reader = new RulebookReader(this);
        QQmlComponent component(&m_engine);
        component.setData("import QtQuick\nTextEdit { width: 800; wrapMode: TextEdit.Wrap; textFormat: TextEdit.RichText }", QUrl());
        QObject *textEdit = component.create();
        if (!textEdit)
            qFatal("%s", qPrintable(component.errorString()));
        textEdit->setParent(reader);
        reader->setRuleset(ruleset);
        reader->setText(text);
        reader->setDocument(textEdit->property("textDocument").value<QQuickTextDocument *>());
        return reader;
    }

    static QString source(const QString &relative)
    {
        QFile file(QStringLiteral(ANCIENTS_RULEBOOK_DIR "/") + relative);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    // The anchors written in a text, in order: "{#s10-1}" gives "s10-1", "{#r3}" gives "r3".
    static QStringList anchorsIn(const QString &markdown)
    {
        QStringList anchors;
        static const QRegularExpression pattern(QStringLiteral(R"(\{#([a-z0-9-]+)\}\s*$)"), QRegularExpression::MultilineOption);
        for (auto it = pattern.globalMatch(markdown); it.hasNext();)
            anchors << it.next().captured(1);
        return anchors;
    }

private slots:
    void builtInTextsAreTheSourceFiles_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("text");
        QTest::addColumn<QString>("file");
        using R = Rulebook::Ruleset;
        using T = Rulebook::Text;
        QTest::newRow("ancients rules") << int(R::AncientsWargame) << int(T::Rules) << QStringLiteral("rulebook.md");
        QTest::newRow("ancients rulings") << int(R::AncientsWargame) << int(T::Rulings) << QStringLiteral("rulings.md");
        QTest::newRow("mwr rules") << int(R::MyWargameRules) << int(T::Rules) << QStringLiteral("my-wargame-rules/rulebook.md");
        QTest::newRow("mwr rulings") << int(R::MyWargameRules) << int(T::Rulings) << QStringLiteral("my-wargame-rules/rulings.md");
        QTest::newRow("ohw rules") << int(R::OhwGriddedAncients) << int(T::Rules)
                                   << QStringLiteral("3d6-ohw-gridded-ancients/rulebook.md");
        QTest::newRow("ohw rulings") << int(R::OhwGriddedAncients) << int(T::Rulings)
                                     << QStringLiteral("3d6-ohw-gridded-ancients/rulings.md");
    }
    void builtInTextsAreTheSourceFiles()
    {
        QFETCH(int, ruleset);
        QFETCH(int, text);
        QFETCH(QString, file);
        const QString builtIn = Rulebook::builtInMarkdown(static_cast<Rulebook::Text>(text), static_cast<Rulebook::Ruleset>(ruleset));
        QVERIFY(!builtIn.isEmpty());
        QCOMPARE(builtIn, source(file));
    }

    void rulesetKeysAreTheBattleFilesKeys()
    {
        QCOMPARE(Rulebook::rulesetKey(Rulebook::Ruleset::MyWargameRules), QStringLiteral("my-wargame-rules"));
        QCOMPARE(Rulebook::rulesetKey(Rulebook::Ruleset::OhwGriddedAncients), QStringLiteral("3d6-ohw-gridded-ancients"));
        bool ok = true;
        (void)Rulebook::rulesetForKey(QStringLiteral("chess"), &ok);
        QVERIFY(!ok);
        QCOMPARE(Rulebook::rulesetForKey(QStringLiteral("3d6-ohw-gridded-ancients"), &ok), Rulebook::Ruleset::OhwGriddedAncients);
        QVERIFY(ok);

        auto *reader = newReader(RulebookReader::OhwGriddedAncients);
        QCOMPARE(reader->rulesetKey(), QStringLiteral("3d6-ohw-gridded-ancients"));
        reader->setRulesetKey(QStringLiteral("my-wargame-rules"));
        QCOMPARE(reader->ruleset(), RulebookReader::MyWargameRules);
        reader->setRulesetKey(QStringLiteral("no-such-ruleset"));
        QCOMPARE(reader->ruleset(), RulebookReader::MyWargameRules); // an unknown key changes nothing
        delete reader;
    }

    void everyAnchoredSectionOfEachTextIsFound_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("text");
        QTest::addColumn<QString>("file");
        QTest::newRow("mwr rules") << int(RulebookReader::MyWargameRules) << int(RulebookReader::Rules)
                                   << QStringLiteral("my-wargame-rules/rulebook.md");
        QTest::newRow("mwr rulings") << int(RulebookReader::MyWargameRules) << int(RulebookReader::Rulings)
                                     << QStringLiteral("my-wargame-rules/rulings.md");
        QTest::newRow("ohw rules") << int(RulebookReader::OhwGriddedAncients) << int(RulebookReader::Rules)
                                   << QStringLiteral("3d6-ohw-gridded-ancients/rulebook.md");
        QTest::newRow("ohw rulings") << int(RulebookReader::OhwGriddedAncients) << int(RulebookReader::Rulings)
                                     << QStringLiteral("3d6-ohw-gridded-ancients/rulings.md");
        QTest::newRow("ancients rules") << int(RulebookReader::AncientsWargame) << int(RulebookReader::Rules)
                                        << QStringLiteral("rulebook.md");
    }
    void everyAnchoredSectionOfEachTextIsFound()
    {
        QFETCH(int, ruleset);
        QFETCH(int, text);
        QFETCH(QString, file);
        auto *reader = newReader(static_cast<RulebookReader::Ruleset>(ruleset), static_cast<RulebookReader::Text>(text));
        const QStringList anchors = anchorsIn(source(file));
        QVERIFY(anchors.size() >= 10);
        QStringList found;
        int last = -1;
        for (const auto &section : reader->sections()) {
            if (section.anchor.isEmpty())
                continue;
            found << section.anchor;
            QVERIFY2(section.position > last, qPrintable(section.anchor));
            last = section.position;
        }
        QCOMPARE(found, anchors);
        delete reader;
    }

    void myWargameRulesSectionsByNumber()
    {
        auto *reader = newReader(RulebookReader::MyWargameRules);
        QCOMPARE(reader->rulesetKey(), QStringLiteral("my-wargame-rules"));
        // §1–§7, the two marked gaps §8 and §9, §10 and §10.1.
        QCOMPARE(reader->contents()->rowCount(), 11);
        QCOMPARE(reader->titleOf(QStringLiteral("10.1")), QStringLiteral("Resolve Modifiers"));
        QCOMPARE(reader->titleOf(QStringLiteral("§4")), QStringLiteral("Movement"));
        QVERIFY(reader->positionOf(QStringLiteral("10.1")) > reader->positionOf(QStringLiteral("10")));
        QVERIFY(reader->positionOf(QStringLiteral("10")) > reader->positionOf(QStringLiteral("9")));
        QCOMPARE(reader->positionOf(QStringLiteral("11")), -1);
        QCOMPARE(reader->positionOf(QStringLiteral("9.2")), -1); // the Ancients rulebook's, not this one's
        QCOMPARE(reader->sectionAt(reader->positionOf(QStringLiteral("10.1")) + 5), QStringLiteral("10.1"));
        delete reader;
    }

    void ohwSectionsByNumber()
    {
        auto *reader = newReader(RulebookReader::OhwGriddedAncients);
        QCOMPARE(reader->titleOf(QStringLiteral("3.2")), QStringLiteral("Warband (Medium Infantry)"));
        QCOMPARE(reader->titleOf(QStringLiteral("9")), QStringLiteral("Breakpoint"));
        QCOMPARE(reader->titleOf(QStringLiteral("§10.3")), QStringLiteral("Initiative"));
        QVERIFY(reader->positionOf(QStringLiteral("5.1")) > reader->positionOf(QStringLiteral("5")));
        QCOMPARE(reader->positionOf(QStringLiteral("3.8")), -1);
        delete reader;
    }

    void searchFindsTheWordsOfEachText()
    {
        auto *reader = newReader(RulebookReader::MyWargameRules);
        reader->setQuery(QStringLiteral("skirmisher"));
        QVERIFY(reader->hitCount() >= 2);
        QCOMPARE(reader->results()->rowCount(), reader->hitCount());
        int last = -1;
        for (const auto &hit : reader->results()->hits()) {
            QVERIFY(!hit.isSection);
            QVERIFY(hit.position > last); // in reading order
            last = hit.position;
            QVERIFY(hit.snippet.contains(QStringLiteral("<b>"), Qt::CaseInsensitive));
        }
        // A section number offers the jump first.
        reader->setQuery(QStringLiteral("§10.1"));
        QVERIFY(reader->results()->rowCount() >= 1);
        QVERIFY(reader->results()->hits().first().isSection);
        QCOMPARE(reader->activateResult(0), reader->positionOf(QStringLiteral("10.1")));

        // The same query in another ruleset searches that ruleset's text.
        reader->setQuery(QStringLiteral("Legionaries"));
        QCOMPARE(reader->hitCount(), 0);
        reader->setRuleset(RulebookReader::OhwGriddedAncients);
        QVERIFY(reader->hitCount() >= 2);
        QCOMPARE(reader->results()->hits().first().number.left(1), QStringLiteral("3"));
        delete reader;
    }

    void eachRulesetHasItsRulingsRegister()
    {
        auto *reader = newReader(RulebookReader::MyWargameRules, RulebookReader::Rulings);
        QVERIFY(reader->positionOf(QStringLiteral("R3")) >= 0);
        QVERIFY(reader->titleOf(QStringLiteral("R3")).contains(QStringLiteral("base Resolve")));
        QCOMPARE(reader->positionOf(QStringLiteral("R20")), -1); // this register ends at R19
        reader->setRuleset(RulebookReader::OhwGriddedAncients);
        QVERIFY(reader->titleOf(QStringLiteral("R27")).contains(QStringLiteral("initiative")));
        reader->setQuery(QStringLiteral("breakpoint"));
        QVERIFY(reader->hitCount() >= 1);
        delete reader;
    }

    void anExcerptComesFromTheChosenRuleset()
    {
        auto *reader = newReader(RulebookReader::MyWargameRules);
        reader->setExcerpt(QStringLiteral("10"));
        QCOMPARE(reader->excerptTitle(), QStringLiteral("Combat"));
        // §10 brings its subsection.
        QVERIFY(reader->positionOf(QStringLiteral("10.1")) > 0);
        QCOMPARE(reader->positionOf(QStringLiteral("4")), -1);
        reader->setRuleset(RulebookReader::OhwGriddedAncients);
        QCOMPARE(reader->excerptTitle(), QStringLiteral("Other Rules"));
        delete reader;
    }
};

QTEST_MAIN(TestRulebookReader)
#include "tst_rulebookreader.moc"
