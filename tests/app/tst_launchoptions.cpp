// The command line: screenshots and the self-test are driven from it, and a
// mistyped option says what is wrong instead of starting the app.
#include "appshell.h"

#include <QTest>

class TestLaunchOptions : public QObject
{
    Q_OBJECT

private slots:
    void parsesScreenshotOptions()
    {
        QString error;
        const auto options = LaunchOptions::parse({"app", "--screenshot", "out.png", "--page", "dice", "--size", "800x1280",
                                                   "--language", "de", "--quality", "elite", "--rolls", "3", "--seed", "42"},
                                                  &error);
        QVERIFY2(options.has_value(), qPrintable(error));
        QCOMPARE(options->screenshotFile, QStringLiteral("out.png"));
        QCOMPARE(options->page, QStringLiteral("dice"));
        QCOMPARE(options->size, QSize(800, 1280));
        QCOMPARE(options->language, QStringLiteral("de"));
        QCOMPARE(options->quality, QStringLiteral("elite"));
        QCOMPARE(options->rolls, 3);
        QCOMPARE(options->seed, 42U);
        QVERIFY(!options->selfTest);
        QVERIFY(!options->faceToFace);
        const auto faceToFace = LaunchOptions::parse({"app", "--screenshot", "out.png", "--page", "battle", "--face-to-face"}, &error);
        QVERIFY2(faceToFace.has_value(), qPrintable(error));
        QVERIFY(faceToFace->faceToFace);
    }

    void parsesTheRulesetShown()
    {
        QString error;
        const auto options = LaunchOptions::parse({"app", "--screenshot", "out.png", "--page", "dice", "--ruleset",
                                                   "3d6-ohw-gridded-ancients", "--pool", "8"},
                                                  &error);
        QVERIFY2(options.has_value(), qPrintable(error));
        QCOMPARE(options->ruleset, QStringLiteral("3d6-ohw-gridded-ancients"));
        QCOMPARE(options->pool, 8);
    }

    void demoStepIsADemo()
    {
        QString error;
        const auto options = LaunchOptions::parse({"app", "--screenshot", "x.png", "--page", "mwr-battle", "--demo-step", "push-back"}, &error);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->demoStep, QStringLiteral("push-back"));
        QVERIFY(options->demo);
    }

    void defaults()
    {
        QString error;
        const auto options = LaunchOptions::parse({"app"}, &error);
        QVERIFY(options.has_value());
        QCOMPARE(options->size, QSize(1280, 800));
        QVERIFY(options->screenshotFile.isEmpty());
        QCOMPARE(options->rolls, 0);
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("size without x") << QStringList{"app", "--size", "1280"} << "--size";
        QTest::newRow("size too small") << QStringList{"app", "--size", "10x10"} << "--size";
        QTest::newRow("unknown language") << QStringList{"app", "--language", "xx"} << "--language";
        QTest::newRow("unknown quality") << QStringList{"app", "--quality", "veteran"} << "--quality";
        QTest::newRow("unknown mode") << QStringList{"app", "--mode", "charge"} << "--mode";
        QTest::newRow("negative rolls") << QStringList{"app", "--rolls", "-1"} << "--rolls";
        QTest::newRow("average above six") << QStringList{"app", "--average-fatigue", "6.5"} << "--average-fatigue";
        QTest::newRow("unknown option") << QStringList{"app", "--frobnicate"} << "frobnicate";
        QTest::newRow("face to face outside a screenshot") << QStringList{"app", "--face-to-face"} << "--face-to-face";
        QTest::newRow("unknown ruleset") << QStringList{"app", "--ruleset", "chess"} << "--ruleset";
        QTest::newRow("pool of nine") << QStringList{"app", "--pool", "9"} << "--pool";
        QTest::newRow("pool of none") << QStringList{"app", "--pool", "0"} << "--pool";
        QTest::newRow("unknown melee step") << QStringList{"app", "--screenshot", "x.png", "--demo-step", "charge"} << "--demo-step";
        QTest::newRow("melee step outside a screenshot") << QStringList{"app", "--demo-step", "pick"} << "--demo";
    }
    void refusesBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        QString error;
        QVERIFY(!LaunchOptions::parse(arguments, &error).has_value());
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestLaunchOptions)
#include "tst_launchoptions.moc"
