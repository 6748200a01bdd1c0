// The army catalog (app/armies/armycatalog.h): the built-in armies plus those imported or
// built on the device, all-or-nothing imports, and the army builder's draft.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "armycatalog.h"
#endif

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

namespace {

/** A small valid army list called @p name. */
QByteArray validList(const QString &name)
{
    return QStringLiteral(R"({"format": "ancients-army-list", "version": 1, "name": "%1", "period": "c. 100 BC",
  "blocks": [{"name": "Spearmen", "type": "heavy-infantry", "quality": "regular", "spear_armed": true, "frontage": 4, "depth": 2},
             {"name": "Horse", "type": "cavalry", "quality": "elite", "frontage": 2}]})")
        .arg(name)
        .toUtf8();
}

/** Every file under @p path with its bytes: what "nothing changed on the device" compares. */
std::map<QString, QByteArray> snapshot(const QString &path)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(path, QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        QFile f(file);
        files[QDir(path).relativeFilePath(file)] = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<dir>");
    }
    return files;
}

QStringList names(const ArmyCatalog &catalog)
{
    QStringList list;
    for (int i = 0; i < catalog.rowCount(); ++i)
        list << catalog.data(catalog.index(i), ArmyCatalog::NameRole).toString();
    return list;
}

QVariantMap block(const QString &name, const QString &type, const QString &quality, int frontage, int depth)
{
    return {{"name", name}, {"type", type}, {"quality", quality}, {"spearArmed", false}, {"frontage", frontage}, {"depth", depth}};
}

} // namespace

class TestArmyCatalog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_files; // files to import, outside the catalog's folder
    int m_builtIn = 0;

    QUrl file(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_files.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write the test file %s", qPrintable(f.fileName()));
        return QUrl::fromLocalFile(f.fileName());
    }

    void writeToFolder(const QString &name, const QByteArray &bytes)
    {
        QVERIFY(QDir().mkpath(ArmyCatalog::folder()));
        QFile f(QDir(ArmyCatalog::folder()).filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_files.isValid());
        QVERIFY2(ArmyCatalog::folder().contains(QStringLiteral("qttest")), qPrintable(ArmyCatalog::folder()));
        QDir(ArmyCatalog::folder()).removeRecursively();
        m_builtIn = ArmyCatalog().rowCount();
        QVERIFY(m_builtIn >= 4);
    }
    void init() { QVERIFY(QDir(ArmyCatalog::folder()).removeRecursively()); }
    void cleanupTestCase() { QDir(ArmyCatalog::folder()).removeRecursively(); }

    // ---- reading the lists at first use ------------------------------------------------

    void theListsAreReadAtTheCataloguesFirstUseNotWhenItIsMade()
    {
        // Made as at launch: nothing is read yet, so a list kept in the folder after the
        // catalogue was made is there at its first use.
        ArmyCatalog catalog;
        QSignalSpy current(&catalog, &ArmyCatalog::currentIndexChanged);
        writeToFolder(QStringLiteral("lusitanian.json"), validList("Lusitanian"));
        QCOMPARE(catalog.indexOf(QStringLiteral("Lusitanian")), m_builtIn);
        QCOMPARE(catalog.rowCount(), m_builtIn + 1);
        QCOMPARE(catalog.loadErrors(), QString());
        // The first army is the current one from the start, its Blocks shown: no change is signalled.
        QCOMPARE(catalog.currentIndex(), 0);
        QCOMPARE(catalog.blocks()->rowCount(), static_cast<int>(catalog.army(0)->blocks.size()));
        QCOMPARE(current.size(), 0);
        // Read once: a list kept in the folder later is not read behind the players' backs.
        writeToFolder(QStringLiteral("numidian.json"), validList("Numidian"));
        QCOMPARE(catalog.rowCount(), m_builtIn + 1);
        QCOMPARE(catalog.indexOf(QStringLiteral("Numidian")), -1);
    }

    // ---- importing -----------------------------------------------------------------

    void importedArmyIsAddedAndKept()
    {
        ArmyCatalog catalog;
        QCOMPARE(catalog.rowCount(), m_builtIn);
        QSignalSpy inserted(&catalog, &QAbstractItemModel::rowsInserted);
        QSignalSpy count(&catalog, &ArmyCatalog::countChanged);

        const QVariantMap result = catalog.importFile(file(QStringLiteral("lusitanian.json"), validList("Lusitanian")));
        QVERIFY2(result.value("ok").toBool(), qPrintable(result.value("problems").toStringList().join('\n')));
        QCOMPARE(result.value("name").toString(), QStringLiteral("Lusitanian"));
        QCOMPARE(result.value("problems").toStringList(), QStringList());
        QCOMPARE(catalog.rowCount(), m_builtIn + 1);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(count.size(), 1);
        const int row = result.value("index").toInt();
        QCOMPARE(row, m_builtIn); // after the built-in armies
        const QModelIndex index = catalog.index(row);
        QCOMPARE(catalog.data(index, ArmyCatalog::NameRole).toString(), QStringLiteral("Lusitanian"));
        QCOMPARE(catalog.data(index, ArmyCatalog::BuiltInRole).toBool(), false);
        QCOMPARE(catalog.data(index, ArmyCatalog::BaseCountRole).toInt(), 10);
        QCOMPARE(catalog.data(catalog.index(0), ArmyCatalog::BuiltInRole).toBool(), true);
        const QString path = catalog.data(index, ArmyCatalog::FileRole).toString();
        QCOMPARE(path, QDir(ArmyCatalog::folder()).filePath(QStringLiteral("lusitanian.json")));
        QVERIFY(catalog.army(row) != nullptr);
        QCOMPARE(catalog.army(row)->blocks.size(), std::size_t{2});
        QVERIFY(catalog.army(catalog.rowCount()) == nullptr);
        QVERIFY(catalog.army(-1) == nullptr);

        // A new catalog, as after a restart, offers it again.
        ArmyCatalog again;
        QCOMPARE(again.loadErrors(), QString());
        QCOMPARE(again.rowCount(), m_builtIn + 1);
        QCOMPARE(again.indexOf(QStringLiteral("Lusitanian")), m_builtIn);
        QVERIFY(*again.army(m_builtIn) == *catalog.army(row));
    }

    void importedArmiesAreSortedByName()
    {
        ArmyCatalog catalog;
        for (const char *name : {"Numidian", "Carthaginian", "Seleucid"})
            QVERIFY(catalog.importFile(file(QStringLiteral("in.json"), validList(name))).value("ok").toBool());
        QCOMPARE(names(catalog).mid(m_builtIn), (QStringList{"Carthaginian", "Numidian", "Seleucid"}));
        QCOMPARE(names(ArmyCatalog()).mid(m_builtIn), (QStringList{"Carthaginian", "Numidian", "Seleucid"}));
    }

    void malformedFileChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("problems");
        QTest::newRow("truncated JSON")
            << validList("Cut").left(60)
            << QStringList{"line 1, column 60: not valid JSON (unterminated string)"};
        QTest::newRow("an empty file") << QByteArray() << QStringList{"line 1, column 1: not valid JSON (illegal value)"};
        QTest::newRow("not an army list")
            << QByteArray(R"({"format": "ancients-battle", "version": 1})")
            << QStringList{R"(format: not an army list ("format" must be "ancients-army-list"))"};
        QTest::newRow("unknown version")
            << QByteArray(R"({"format": "ancients-army-list", "version": 7, "name": "Future", "armour": true, "blocks": []})")
            << QStringList{"version: made by a newer version of the app (army list format version 7; this app reads up to version 1)"};
        QTest::newRow("wrong types, each reported")
            << QByteArray(R"({"format": "ancients-army-list", "version": 1, "name": 12, "period": ["old"],
                "blocks": [{"name": "A", "type": "warband", "quality": "regular", "frontage": "four", "spear_armed": "yes"},
                           {"name": "B", "type": "cavalry", "quality": "regular", "frontage": 2, "special_rules": "shock"},
                           "a block"]})")
            << QStringList{R"(name: "name" must be text, not 12)",
                           R"(period: "period" must be text, not a list)",
                           R"(blocks[0].spear_armed: "spear_armed" must be true or false, not "yes")",
                           R"(blocks[0].frontage: "frontage" must be a whole number, not "four")",
                           R"(blocks[1].special_rules: "special_rules" must be a list, not "shock")",
                           R"(blocks[2]: a Block must be an object, not "a block")"};
        QTest::newRow("huge numbers")
            << QByteArray(R"({"format": "ancients-army-list", "version": 1, "name": "Huge",
                "blocks": [{"name": "A", "type": "warband", "quality": "regular", "frontage": 1e20, "depth": 2147483648, "weight": -9007199254740993}]})")
            << QStringList{R"(blocks[0].frontage: "frontage" must be 1 to 99 Bases, not 1e+20)",
                           R"(blocks[0].depth: "depth" must be 1 to 99 Bases, not 2147483648)",
                           R"(blocks[0].weight: "weight" must be on the 1–5 ladder (§3.2), not -9.0072e+15)"};
        QTest::newRow("unknown quality, unknown field and a bad rule")
            << QByteArray(R"({"format": "ancients-army-list", "version": 1, "name": "Mixed",
                "blocks": [{"name": "Good", "type": "warband", "quality": "regular", "frontage": 4},
                           {"name": "Bad", "type": "warband", "quality": "elit", "frontage": 4, "colour": "red",
                            "special_rules": ["shock", "fury", "shock"]}]})")
            << QStringList{
                   R"(blocks[1].colour: unknown field "colour" (the fields here are name, type, quality, spear_armed, frontage, depth, weight, special_rules))",
                   R"(blocks[1].quality: "quality" must be "elite", "regular" or "levy", not "elit")",
                   R"(blocks[1].special_rules[1]: each of "special_rules" must be "steady-spears", "evade", "shock" or "light-horse", not "fury")",
                   R"(blocks[1].special_rules[2]: "special_rules" lists "shock" twice)"};
        QTest::newRow("no Blocks")
            << QByteArray(R"({"format": "ancients-army-list", "version": 1, "name": "Empty", "blocks": []})")
            << QStringList{R"(blocks: "blocks" is empty: an army needs at least one Block)"};
    }
    void malformedFileChangesNothing()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, problems);
        ArmyCatalog catalog;
        QVERIFY(catalog.importFile(file(QStringLiteral("kept.json"), validList("Kept"))).value("ok").toBool());
        catalog.setCurrentIndex(1);
        const auto before = snapshot(ArmyCatalog::folder());
        QCOMPARE(before.size(), std::size_t{1});
        const QStringList namesBefore = names(catalog);
        QSignalSpy inserted(&catalog, &QAbstractItemModel::rowsInserted);

        const QVariantMap result = catalog.importFile(file(QStringLiteral("bad.json"), json));
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(), problems);
        QCOMPARE(snapshot(ArmyCatalog::folder()), before);
        QCOMPARE(names(catalog), namesBefore);
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(catalog.currentIndex(), 1);
    }

    void missingOrHugeFileIsRefused()
    {
        ArmyCatalog catalog;
        QVariantMap result = catalog.importFile(QUrl::fromLocalFile(m_files.filePath(QStringLiteral("nowhere.json"))));
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(), QStringList{"nowhere.json: there is no such file"});
        result = catalog.importFile(file(QStringLiteral("huge.json"), QByteArray(ArmyCatalog::MaximumFileSize + 1, ' ')));
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(),
                 QStringList{"huge.json: larger than 1048576 bytes; an army list is far smaller"});
        // A stream that never ends and reports no size is read up to the limit, and refused.
        result = catalog.importFile(QUrl::fromLocalFile(QStringLiteral("/dev/zero")));
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(),
                 QStringList{"zero: larger than 1048576 bytes; an army list is far smaller"});
        // A folder is not read.
        result = catalog.importFile(QUrl::fromLocalFile(m_files.path()));
        QCOMPARE(result.value("ok").toBool(), false);
        QVERIFY2(result.value("problems").toStringList().value(0).startsWith(QFileInfo(m_files.path()).fileName() + ": cannot be read"),
                 qPrintable(result.value("problems").toStringList().value(0)));
        QCOMPARE(catalog.rowCount(), m_builtIn);
        QVERIFY(!QFileInfo::exists(ArmyCatalog::folder()));
    }

    void armyOfTheSameNameIsRefused()
    {
        ArmyCatalog catalog;
        QVERIFY(catalog.importFile(file(QStringLiteral("a.json"), validList("Lusitanian"))).value("ok").toBool());
        const auto before = snapshot(ArmyCatalog::folder());

        QVariantMap result = catalog.importFile(file(QStringLiteral("b.json"), validList("lusitanian ")));
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(),
                 QStringList{R"(name: an army called "lusitanian " is already on this device; delete it first or give this one another name)"});
        result = catalog.importFile(file(QStringLiteral("c.json"), validList("Gallic")));
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(),
                 QStringList{R"(name: "Gallic" is the name of one of the app's own armies; give this one another name)"});
        QCOMPARE(snapshot(ArmyCatalog::folder()), before);
        QCOMPARE(catalog.rowCount(), m_builtIn + 1);
    }

    void fileNameNeverOverwritesAFile()
    {
        writeToFolder(QStringLiteral("my-army.json"), "{ not mine to touch");
        ArmyCatalog catalog;
        const QVariantMap result = catalog.importFile(file(QStringLiteral("x.json"), validList("My Army!")));
        QVERIFY(result.value("ok").toBool());
        const QString path = catalog.data(catalog.index(result.value("index").toInt()), ArmyCatalog::FileRole).toString();
        QCOMPARE(QFileInfo(path).fileName(), QStringLiteral("my-army-2.json"));
        const auto files = snapshot(ArmyCatalog::folder());
        QCOMPARE(files.at(QStringLiteral("my-army.json")), QByteArray("{ not mine to touch"));
    }

    void fileNameIsTheArmysNameSlugified_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("fileName");
        QTest::newRow("spaces and capitals") << "Later Roman Empire" << "later-roman-empire.json";
        QTest::newRow("accents") << "Épirote (Pyrrhus)" << "epirote-pyrrhus.json";
        QTest::newRow("path characters") << "../../etc/passwd" << "etc-passwd.json";
        QTest::newRow("nothing left") << "???" << "army.json";
    }
    void fileNameIsTheArmysNameSlugified()
    {
        QFETCH(QString, name);
        QFETCH(QString, fileName);
        ArmyCatalog catalog;
        const QVariantMap result = catalog.importFile(file(QStringLiteral("x.json"), validList(name)));
        QVERIFY(result.value("ok").toBool());
        QCOMPARE(snapshot(ArmyCatalog::folder()).begin()->first, fileName);
    }

    void corruptFileInTheFolderIsListedAndLeftAlone()
    {
        writeToFolder(QStringLiteral("broken.json"), "{\"format\": \"ancients-army-list\", ");
        writeToFolder(QStringLiteral("wrong.json"),
                      R"({"format": "ancients-army-list", "version": 1, "name": "W", "blocks": [{"name": "X", "type": "pike", "quality": "regular", "frontage": 0}]})");
        writeToFolder(QStringLiteral("good.json"), validList("Good"));
        const auto before = snapshot(ArmyCatalog::folder());

        ArmyCatalog catalog;
        QCOMPARE(catalog.rowCount(), m_builtIn + 1);
        QCOMPARE(names(catalog).last(), QStringLiteral("Good"));
        const QStringList errors = catalog.loadErrors().split('\n');
        QCOMPARE(errors.size(), 3);
        QVERIFY2(errors[0].startsWith(QStringLiteral("broken.json: line 1, column 33: not valid JSON")), qPrintable(errors[0]));
        QVERIFY2(errors[1].startsWith(QStringLiteral("wrong.json: blocks[0].type: \"type\" must be")), qPrintable(errors[1]));
        QCOMPARE(errors[2], QStringLiteral("wrong.json: blocks[0].frontage: \"frontage\" must be 1 to 99 Bases, not 0"));
        QCOMPARE(snapshot(ArmyCatalog::folder()), before);
    }

    // ---- removing and exporting ----------------------------------------------------

    void removeImportedDeletesItsFile()
    {
        ArmyCatalog catalog;
        QVERIFY(catalog.importFile(file(QStringLiteral("a.json"), validList("Alpha"))).value("ok").toBool());
        QVERIFY(catalog.importFile(file(QStringLiteral("b.json"), validList("Beta"))).value("ok").toBool());
        const int alpha = catalog.indexOf(QStringLiteral("Alpha"));
        QSignalSpy removed(&catalog, &QAbstractItemModel::rowsRemoved);
        QVERIFY(catalog.removeImported(alpha));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(catalog.indexOf(QStringLiteral("Alpha")), -1);
        QCOMPARE(catalog.rowCount(), m_builtIn + 1);
        QCOMPARE(snapshot(ArmyCatalog::folder()).size(), std::size_t{1});
        QCOMPARE(snapshot(ArmyCatalog::folder()).begin()->first, QStringLiteral("beta.json"));
        QCOMPARE(ArmyCatalog().rowCount(), m_builtIn + 1);
    }

    void builtInArmyCannotBeRemoved()
    {
        ArmyCatalog catalog;
        QSignalSpy removed(&catalog, &QAbstractItemModel::rowsRemoved);
        QVERIFY(!catalog.removeImported(0));
        QVERIFY(!catalog.removeImported(m_builtIn));
        QVERIFY(!catalog.removeImported(-1));
        QCOMPARE(catalog.rowCount(), m_builtIn);
        QCOMPARE(removed.size(), 0);
    }

    void currentIndexFollowsItsArmy()
    {
        ArmyCatalog catalog;
        QVERIFY(catalog.importFile(file(QStringLiteral("m.json"), validList("Macedonian"))).value("ok").toBool());
        const int macedonian = catalog.indexOf(QStringLiteral("Macedonian"));
        catalog.setCurrentIndex(macedonian);
        QSignalSpy changed(&catalog, &ArmyCatalog::currentIndexChanged);
        // Sorted in before it: the current army moves down a row and stays current.
        QVERIFY(catalog.importFile(file(QStringLiteral("i.json"), validList("Illyrian"))).value("ok").toBool());
        QCOMPARE(catalog.currentIndex(), macedonian + 1);
        QCOMPARE(catalog.army(catalog.currentIndex())->name, std::string("Macedonian"));
        QCOMPARE(changed.size(), 1);
        // Removing the army before it moves it up again.
        QVERIFY(catalog.removeImported(catalog.indexOf(QStringLiteral("Illyrian"))));
        QCOMPARE(catalog.army(catalog.currentIndex())->name, std::string("Macedonian"));
        // Removing the current army shows the one now in its place.
        QVERIFY(catalog.removeImported(catalog.currentIndex()));
        QCOMPARE(catalog.currentIndex(), m_builtIn - 1);
        QCOMPARE(catalog.blocks()->rowCount(), static_cast<int>(catalog.army(m_builtIn - 1)->blocks.size()));
    }

    void exportWritesAFileThatImportsAgain()
    {
        ArmyCatalog catalog;
        const int gallic = catalog.indexOf(QStringLiteral("Gallic"));
        QVERIFY(gallic >= 0);
        const QString path = m_files.filePath(QStringLiteral("export.json"));
        const QVariantMap result = catalog.exportArmy(gallic, QUrl::fromLocalFile(path));
        QVERIFY(result.value("ok").toBool());
        const ArmyListLoad loaded = ArmyListFormat::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(*loaded.list == *catalog.army(gallic));
        QCOMPARE(catalog.exportArmy(99, QUrl::fromLocalFile(path)).value("ok").toBool(), false);
        QCOMPARE(catalog.exportArmy(gallic, QUrl(QStringLiteral("qrc:/armies/gallic.json"))).value("ok").toBool(), false);
    }

    // ---- building --------------------------------------------------------------------

    void savedArmyIsCheckedAndKept()
    {
        ArmyCatalog catalog;
        QVariantMap spears = block("Spears", "heavy-infantry", "regular", 6, 2);
        spears.insert("spearArmed", true);
        spears.insert("weight", 3);
        QVariantMap horse = block("Horse", "light-cavalry", "elite", 2, 1);
        horse.insert("specialRules", QStringList{"light-horse", "evade"});
        horse.insert("weight", QVariant()); // unset: the type's weight
        const QVariantMap army{{"name", "Built"}, {"period", "now"}, {"notes", ""}, {"blocks", QVariantList{spears, horse}}};

        const QVariantMap result = catalog.saveArmy(army);
        QVERIFY2(result.value("ok").toBool(), qPrintable(result.value("problems").toStringList().join('\n')));
        const ancients::ArmyList *list = catalog.army(result.value("index").toInt());
        QVERIFY(list != nullptr);
        QCOMPARE(list->name, std::string("Built"));
        QCOMPARE(list->baseCount(), 14);
        QCOMPARE(list->blocks[0].weight, std::optional<int>(3));
        QVERIFY(list->blocks[0].spearArmed);
        QVERIFY(!list->blocks[1].weight.has_value());
        QVERIFY(list->blocks[1].specialRules->contains(ancients::SpecialRule::Evade));
        QVERIFY(*ArmyCatalog().army(result.value("index").toInt()) == *list);
    }

    void savedArmyWithMistakesNamesEachByPath()
    {
        ArmyCatalog catalog;
        QVariantMap wide = block("Wide", "warband", "regular", 0, 2);
        QVariantMap odd = block("", "warband", "elit", 2, 1);
        odd.insert("weight", 2.5);
        const QVariantMap army{{"name", "  "}, {"blocks", QVariantList{wide, odd}}};
        const QVariantMap result = catalog.saveArmy(army);
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(),
                 (QStringList{R"(name: "name" must not be empty)",
                              R"(blocks[0].frontage: "frontage" must be 1 to 99 Bases, not 0)",
                              R"(blocks[1].name: "name" must not be empty)",
                              R"(blocks[1].quality: "quality" must be "elite", "regular" or "levy", not "elit")",
                              R"(blocks[1].weight: "weight" must be a whole number, not 2.5)"}));
        QVERIFY(!QFileInfo::exists(ArmyCatalog::folder()));
        QCOMPARE(catalog.rowCount(), m_builtIn);

        const QVariantMap noBlocks = catalog.saveArmy({{"name", "Nobody"}});
        QCOMPARE(noBlocks.value("problems").toStringList(), QStringList{R"(blocks: "blocks" is missing)"});
    }

    void savedArmyBeyondTheLimitsIsRefusedAndNothingIsOverwritten_data()
    {
        QTest::addColumn<QVariantMap>("army");
        QTest::addColumn<QStringList>("problems");
        const QVariantMap horse = block("Horse", "cavalry", "regular", 2, 1);

        // A name of 50 MB: refused by its length before a file is made of it, named in the reader's words.
        QTest::newRow("a name of 50 MB")
            << QVariantMap{{"name", QString(50 * 1024 * 1024, QLatin1Char('N'))}, {"blocks", QVariantList{horse}}}
            << QStringList{R"(name: "name" must be at most 200 characters, not 52428800)"};
        QVariantMap horde = block(QString(300, QLatin1Char('B')), "warband", "regular", 2, 1);
        horde.insert("tag", QString(201, QLatin1Char('T')));
        QTest::newRow("every text too long")
            << QVariantMap{{"name", QString(201, QLatin1Char('N'))}, {"period", QString(201, QLatin1Char('p'))},
                           {"notes", QString(4001, QLatin1Char('n'))}, {"blocks", QVariantList{horse, horde}}}
            << QStringList{R"(name: "name" must be at most 200 characters, not 201)",
                           R"(period: "period" must be at most 200 characters, not 201)",
                           R"(notes: "notes" must be at most 4000 characters, not 4001)",
                           R"(blocks[1].name: "name" must be at most 200 characters, not 300)",
                           R"(blocks[1].tag: "tag" must be at most 200 characters, not 201)"};
        QTest::newRow("a bell in the name")
            << QVariantMap{{"name", QStringLiteral("Rom") + QChar(7) + QStringLiteral("ans")}, {"blocks", QVariantList{horse}}}
            << QStringList{R"(name: "name" holds a character that is not text (U+0007) at character 4)"};
        QTest::newRow("a lone surrogate in a Block's name")
            << QVariantMap{{"name", "Romans"},
                           {"blocks", QVariantList{block(QStringLiteral("Ha") + QChar(0xd800) + QStringLiteral("stati"), "warband", "regular", 2, 1)}}}
            << QStringList{R"(blocks[0].name: holds a lone surrogate (\ud800), which is not text)"};
        QVariantList many;
        for (int i = 0; i < 65; ++i)
            many << block(QStringLiteral("B%1").arg(i + 1), "warband", "regular", 1, 1);
        QTest::newRow("65 Blocks") << QVariantMap{{"name", "Many"}, {"blocks", many}}
                                   << QStringList{"blocks: an army has at most 64 Blocks, not 65"};
        QTest::newRow("a Block of 20 × 11 Bases")
            << QVariantMap{{"name", "Deep"}, {"blocks", QVariantList{block("Phalanx", "heavy-infantry", "regular", 20, 11)}}}
            << QStringList{"blocks[0].depth: a Block holds at most 200 Bases, not 220 (frontage × depth)"};
        QTest::newRow("3 Blocks of 10 × 20 Bases")
            << QVariantMap{{"name", "Wide"},
                           {"blocks", QVariantList{block("A", "warband", "regular", 10, 20), block("B", "warband", "regular", 10, 20),
                                                   block("C", "warband", "regular", 10, 20)}}}
            << QStringList{"blocks: an army has at most 500 Bases, not 600"};
    }
    void savedArmyBeyondTheLimitsIsRefusedAndNothingIsOverwritten()
    {
        QFETCH(QVariantMap, army);
        QFETCH(QStringList, problems);
        ArmyCatalog catalog;
        const QVariantMap kept = catalog.saveArmy({{"name", "Kept"}, {"blocks", QVariantList{block("Horse", "cavalry", "regular", 2, 1)}}});
        QVERIFY(kept.value("ok").toBool());
        const auto before = snapshot(ArmyCatalog::folder());
        const QStringList namesBefore = names(catalog);
        QSignalSpy inserted(&catalog, &QAbstractItemModel::rowsInserted);

        const QVariantMap result = catalog.saveArmy(army);
        QCOMPARE(result.value("ok").toBool(), false);
        QCOMPARE(result.value("problems").toStringList(), problems);
        QCOMPARE(snapshot(ArmyCatalog::folder()), before);
        QCOMPARE(names(catalog), namesBefore);
        QCOMPARE(inserted.size(), 0);
    }

    void draftCountsBasesAndEditsBlocks()
    {
        ArmyDraft draft;
        QCOMPARE(draft.baseCount(), 0);
        QCOMPARE(draft.breakThreshold(), 0);
        draft.addBlock();
        draft.addBlock();
        QCOMPARE(draft.rowCount(), 2);
        QCOMPARE(draft.baseCount(), 8); // two 4 × 1 Blocks
        QVERIFY(draft.setBlockValue(1, "depth", 2));
        QCOMPARE(draft.baseCount(), 12);
        QCOMPARE(draft.data(draft.index(1), ArmyDraft::BaseCountRole).toInt(), 8);

        QVERIFY(draft.setBlockValue(0, "type", "heavy-infantry"));
        QCOMPARE(draft.data(draft.index(0), ArmyDraft::WeightRole).toInt(), 4);
        QCOMPARE(draft.data(draft.index(0), ArmyDraft::DefaultWeightRole).toInt(), 4);
        QCOMPARE(draft.data(draft.index(0), ArmyDraft::SpecialRulesRole).toStringList(), QStringList{"steady-spears"});
        QVERIFY(draft.setBlockValue(0, "weight", 3));
        QVERIFY(draft.setSpecialRule(0, "evade", true));
        QCOMPARE(draft.data(draft.index(0), ArmyDraft::SpecialRulesRole).toStringList(), (QStringList{"steady-spears", "evade"}));
        QVERIFY(!draft.setBlockValue(0, "type", "pike"));
        QVERIFY(!draft.setBlockValue(0, "colour", "red"));
        // A new type brings its own weight and rules.
        QVERIFY(draft.setBlockValue(0, "type", "cavalry"));
        QCOMPARE(draft.data(draft.index(0), ArmyDraft::WeightRole).toInt(), 4);
        QCOMPARE(draft.data(draft.index(0), ArmyDraft::SpecialRulesRole).toStringList(), QStringList{"shock"});

        draft.setName("Drafted");
        const QVariantMap map = draft.toMap();
        const QVariantMap first = map.value("blocks").toList().at(0).toMap();
        QVERIFY(!first.contains("weight"));
        QVERIFY(!first.contains("specialRules"));
        ArmyCatalog catalog;
        const QVariantMap result = catalog.saveArmy(map);
        QVERIFY2(result.value("ok").toBool(), qPrintable(result.value("problems").toStringList().join('\n')));
        QCOMPARE(catalog.army(result.value("index").toInt())->baseCount(), 12);

        draft.removeBlock(0);
        QCOMPARE(draft.baseCount(), 8);
    }

    void rule_12_1_draftShowsTheBasesWhoseLossBreaksTheArmy_data()
    {
        QTest::addColumn<int>("frontage");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("threshold");
        QTest::newRow("24 Bases: 8, not 7 (R7)") << 6 << 4 << 8;
        QTest::newRow("10 Bases: exactly 3") << 5 << 2 << 3;
        QTest::newRow("1 Base: 1") << 1 << 1 << 1;
        QTest::newRow("99 x 99 Bases") << 99 << 99 << 2941;
    }
    void rule_12_1_draftShowsTheBasesWhoseLossBreaksTheArmy()
    {
        QFETCH(int, frontage);
        QFETCH(int, depth);
        QFETCH(int, threshold);
        ArmyDraft draft;
        QSignalSpy totals(&draft, &ArmyDraft::totalsChanged);
        draft.addBlock();
        QVERIFY(draft.setBlockValue(0, "frontage", frontage));
        QVERIFY(draft.setBlockValue(0, "depth", depth));
        QCOMPARE(draft.baseCount(), frontage * depth);
        QCOMPARE(draft.breakThreshold(), threshold);
        QVERIFY(ancients::armyHasBroken(threshold, frontage * depth));
        QVERIFY(!ancients::armyHasBroken(threshold - 1, frontage * depth));
        QCOMPARE(totals.size(), 3);
    }

    void draftStartsFromAnArmy()
    {
        ArmyCatalog catalog;
        ArmyDraft draft;
        QVERIFY(draft.loadFrom(&catalog, catalog.indexOf(QStringLiteral("Gallic"))));
        QCOMPARE(draft.name(), QStringLiteral("Gallic"));
        QCOMPARE(draft.baseCount(), catalog.army(catalog.indexOf(QStringLiteral("Gallic")))->baseCount());
        QVERIFY(!draft.loadFrom(&catalog, -1));
        QVERIFY(!draft.loadFrom(nullptr, 0));
        // Saved under another name, it is the same army.
        draft.setName(QStringLiteral("Gallic (mine)"));
        const QVariantMap result = catalog.saveArmy(draft.toMap());
        QVERIFY2(result.value("ok").toBool(), qPrintable(result.value("problems").toStringList().join('\n')));
        QVERIFY(catalog.army(result.value("index").toInt())->blocks == catalog.army(catalog.indexOf("Gallic"))->blocks);
        draft.clear();
        QCOMPARE(draft.rowCount(), 0);
        QCOMPARE(draft.name(), QString());
    }
};

QTEST_GUILESS_MAIN(TestArmyCatalog)
#include "tst_armycatalog.moc"
