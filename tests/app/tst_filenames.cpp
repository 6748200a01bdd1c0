// File names for what the app writes (app/format/filenames.h): made of the words a
// player reads and the day, in any script, never empty; where the save dialog opens.
#include "filenames.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestFileNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void namesAreMadeOfTheWords_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("name");
        QTest::newRow("two armies") << QStringList{QStringLiteral("Mid-Republican Roman vs Gallic")}
                                    << QStringLiteral("mid-republican-roman-vs-gallic-2024-05-01.json");
        QTest::newRow("a ruling") << QStringList{QStringLiteral("Ruling"), QStringLiteral("Greek Hoplite vs Achaemenid Persian")}
                                  << QStringLiteral("ruling-greek-hoplite-vs-achaemenid-persian-2024-05-01.json");
        QTest::newRow("letters of other scripts stay") << QStringList{QStringLiteral("Perser gegen Griechen — Übung")}
                                                       << QStringLiteral("perser-gegen-griechen-übung-2024-05-01.json");
        QTest::newRow("no word left") << QStringList{QStringLiteral("  /// ")} << QStringLiteral("ancients-2024-05-01.json");
        QTest::newRow("slashes never make folders") << QStringList{QStringLiteral("../etc/passwd")}
                                                    << QStringLiteral("etc-passwd-2024-05-01.json");
    }
    void namesAreMadeOfTheWords()
    {
        QFETCH(QStringList, words);
        QFETCH(QString, name);
        QCOMPARE(FileNames::fileNameOn(words, QStringLiteral("json"), QStringLiteral("2024-05-01")), name);
    }

    void todaysDateUnlessUndated()
    {
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QCOMPARE(FileNames::fileName({QStringLiteral("Gallic")}, QStringLiteral("pdf")), QStringLiteral("gallic-%1.pdf").arg(today));
        QCOMPARE(FileNames::fileName({QStringLiteral("Gallic")}, QStringLiteral("json"), false), QStringLiteral("gallic.json"));
    }

    void theFileIsInTheFolderWithItsSuffix()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QUrl folder = QUrl::fromLocalFile(dir.path());
        QCOMPARE(FileNames::fileIn(folder, QStringLiteral("battle"), QStringLiteral("json")).toLocalFile(),
                 dir.filePath(QStringLiteral("battle.json")));
        QCOMPARE(FileNames::fileIn(folder, QStringLiteral("battle.JSON"), QStringLiteral("json")).toLocalFile(),
                 dir.filePath(QStringLiteral("battle.JSON")));
        QVERIFY(FileNames::fileIn(folder, QStringLiteral("  "), QStringLiteral("json")).isEmpty());
        const QUrl file = FileNames::fileIn(folder, QStringLiteral("there"), QStringLiteral("pdf"));
        QVERIFY(!FileNames::exists(file));
        QFile touch(file.toLocalFile());
        QVERIFY(touch.open(QIODevice::WriteOnly));
        touch.close();
        QVERIFY(FileNames::exists(file));
        QCOMPARE(FileNames::folderText(folder), QDir::toNativeSeparators(dir.path()));
    }

    void theDocumentsFolderIsThere()
    {
        const QUrl folder = FileNames::documentsFolder();
        QVERIFY(folder.isLocalFile());
        QVERIFY(QDir(folder.toLocalFile()).exists());
    }
};

QTEST_GUILESS_MAIN(TestFileNames)
#include "tst_filenames.moc"
