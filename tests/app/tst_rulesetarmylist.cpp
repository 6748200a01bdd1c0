// The army lists of My Wargame Rules ("mwr-army-list") and 3D6 OHW Gridded
// Ancients ("ohw-army-list"), issues 19 and 20, item 3: each built-in list sets
// up a battle in its engine, each documented example reads, and every bad field
// is refused with a message naming the file, the unit and the field.
#include "rulesetarmies.h"
#include "rulesetarmylist.h"

#include "mwr/game.h"
#include "ohw/game.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

class TestRulesetArmyList : public QObject
{
    Q_OBJECT

private:
    static QByteArray mwr(const QByteArray &units, const QByteArray &extra = {})
    {
        return R"({"format": "mwr-army-list", "version": 1, "name": "Test")" + extra + R"(, "units": )" + units + "}";
    }
    static QByteArray ohw(const QByteArray &units, const QByteArray &extra = {})
    {
        return R"({"format": "ohw-army-list", "version": 1, "name": "Test")" + extra + R"(, "units": )" + units + "}";
    }
    /** The ```json example of a format's page. */
    static QByteArray documentedExample(const QString &page)
    {
        QFile file(QStringLiteral(ANCIENTS_RULEBOOK_DIR "/") + page);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QString text = QString::fromUtf8(file.readAll());
        static const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"), QRegularExpression::DotMatchesEverythingOption);
        return block.match(text).captured(1).toUtf8();
    }

private slots:
    void initTestCase()
    {
        // The lists imported on this device live in the test mode's own folder, empty at the start.
        QStandardPaths::setTestModeEnabled(true);
        const QString folder = RulesetArmies::importedFolder(QStringLiteral("my-wargame-rules"));
        QVERIFY2(folder.contains(QStringLiteral("qttest")), qPrintable(folder));
        QDir(folder).removeRecursively();
    }
    void init()
    {
        QDir(RulesetArmies::importedFolder(QStringLiteral("my-wargame-rules"))).removeRecursively();
    }
    void cleanupTestCase()
    {
        QDir(RulesetArmies::importedFolder(QStringLiteral("my-wargame-rules"))).removeRecursively();
    }

    /** A list of My Wargame Rules imported from a file joins the built-in ones; a bad one is refused, naming where. */
    void importedListJoinsTheBuiltInOnes()
    {
        const QString folder = RulesetArmies::importedFolder(QStringLiteral("my-wargame-rules"));
        const auto kept = [&folder] { return QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files); };
        QTemporaryDir files;
        QVERIFY(files.isValid());
        const auto write = [&files](const QString &name, const QByteArray &bytes) {
            QFile out(files.filePath(name));
            if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
                qFatal("the test file cannot be written");
            return QUrl::fromLocalFile(out.fileName());
        };
        const QByteArray good = documentedExample(QStringLiteral("my-wargame-rules/army-list-format.md"));
        const QUrl goodFile = write(QStringLiteral("hill.json"), good);
        const QUrl badFile = write(QStringLiteral("bad.json"),
                                   R"({"format": "mwr-army-list", "version": 1, "name": "Bad",
                                       "units": [{"name": "Spears"}, {"name": "Immortals", "resolve": 7}]})");

        RulesetArmies armies;
        armies.setRuleset(QStringLiteral("my-wargame-rules"));
        QVERIFY(armies.canImport());
        QCOMPARE(armies.rowCount(), 2);

        // A bad file: every problem names the file, the unit and the field, and nothing is kept.
        QVariantMap result = armies.importFile(badFile);
        QVERIFY(!result.value("ok").toBool());
        QStringList problems = result.value("problems").toStringList();
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.first().startsWith(QStringLiteral("bad.json, unit 2 (Immortals): \"resolve\"")), qPrintable(problems.first()));
        QVERIFY2(problems.filter(QStringLiteral("units[1].resolve: ")).size() == 1, qPrintable(problems.join('\n')));
        QCOMPARE(armies.rowCount(), 2);
        QVERIFY(kept().isEmpty());
        // Nor a file that is not there.
        result = armies.importFile(QUrl::fromLocalFile(files.filePath(QStringLiteral("none.json"))));
        QVERIFY(!result.value("ok").toBool());
        QVERIFY(result.value("problems").toStringList().first().contains(QStringLiteral("none.json")));

        // A good one is kept on the device as it was written, and chosen.
        result = armies.importFile(goodFile);
        QVERIFY2(result.value("ok").toBool(), qPrintable(result.value("problems").toStringList().join('\n')));
        QCOMPARE(result.value("name").toString(), QStringLiteral("Hill tribes"));
        QCOMPARE(armies.rowCount(), 3);
        const int row = result.value("index").toInt();
        QCOMPARE(row, 2); // after the app's own
        QCOMPARE(armies.currentIndex(), row);
        QCOMPARE(armies.units()->rowCount(), 4);
        QVERIFY(armies.data(armies.index(row), RulesetArmies::ImportedRole).toBool());
        QVERIFY(!armies.data(armies.index(0), RulesetArmies::ImportedRole).toBool());
        const QString path = armies.data(armies.index(row), RulesetArmies::FileRole).toString();
        QVERIFY2(path.startsWith(folder), qPrintable(path));
        QFile copy(path);
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), good);
        QCOMPARE(kept().size(), 1);

        // The same army again, or one named as an army of the app's own: refused by its name, nothing overwritten.
        result = armies.importFile(goodFile);
        QVERIFY(!result.value("ok").toBool());
        problems = result.value("problems").toStringList();
        QVERIFY2(problems.first().startsWith(QStringLiteral("hill.json, name: ")), qPrintable(problems.first()));
        QVERIFY(problems.first().contains(QStringLiteral("already on this device")));
        const QUrl sameAsBuiltIn = write(QStringLiteral("macedonian.json"),
                                         R"({"format": "mwr-army-list", "version": 1, "name": "macedonian",
                                             "units": [{"name": "Phalanx"}]})");
        result = armies.importFile(sameAsBuiltIn);
        QVERIFY(!result.value("ok").toBool());
        QVERIFY2(result.value("problems").toStringList().first().contains(QStringLiteral("one of the app's own armies")),
                 qPrintable(result.value("problems").toStringList().first()));
        QCOMPARE(kept().size(), 1);
        QCOMPARE(armies.rowCount(), 3);

        // Every list of the ruleset made afterwards offers it (the New battle page's), and it sets up a battle.
        RulesetArmies offered;
        offered.setRuleset(QStringLiteral("my-wargame-rules"));
        QCOMPARE(offered.rowCount(), 3);
        QCOMPARE(offered.data(offered.index(2), RulesetArmies::NameRole).toString(), QStringLiteral("Hill tribes"));
        const MwrArmyListLoad loaded = MwrArmyListFormat::load(offered.data(offered.index(2), RulesetArmies::FileRole).toString());
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.army->units.size(), std::size_t{4});

        // The other ruleset's lists are not imported yet.
        RulesetArmies ohwArmies;
        ohwArmies.setRuleset(QStringLiteral("3d6-ohw-gridded-ancients"));
        QVERIFY(!ohwArmies.canImport());
        QVERIFY(!ohwArmies.importFile(goodFile).value("ok").toBool());
    }
    // ---- the built-in lists --------------------------------------------------------

    void builtInMwrListsSetUpABattle()
    {
        const auto lists = MwrArmyListFormat::builtIn();
        QCOMPARE(lists.size(), 2);
        std::vector<mwr::ArmySpec> armies;
        for (const auto &list : lists) {
            QVERIFY(list.path.startsWith(QStringLiteral(":/armies/my-wargame-rules/")));
            const auto loaded = MwrArmyListFormat::load(list.path);
            QVERIFY2(loaded.ok(), qPrintable(loaded.error));
            QVERIFY(loaded.army->units.size() >= 6);
            QVERIFY(!loaded.notes.isEmpty());
            // In the spirit of its text: base Resolves of 1–6, 3 by default, and Skirmishers.
            QVERIFY(std::any_of(loaded.army->units.begin(), loaded.army->units.end(),
                                [](const mwr::UnitSpec &u) { return u.skirmisher; }));
            QVERIFY(std::any_of(loaded.army->units.begin(), loaded.army->units.end(),
                                [](const mwr::UnitSpec &u) { return u.resolve == mwr::DefaultResolve; }));
            armies.push_back(*loaded.army);
        }
        mwr::Setup setup;
        setup.armies = {armies.at(0), armies.at(1)};
        setup.seed = 7;
        const auto game = mwr::newGame(setup);
        QVERIFY2(game.ok(), game.ok() ? "" : game.refusal().code.c_str());
        QCOMPARE(game->units.size(), armies.at(0).units.size() + armies.at(1).units.size());
    }

    void builtInOhwListsAreTheTextsExample()
    {
        const auto lists = OhwArmyListFormat::builtIn();
        QCOMPARE(lists.size(), 2);
        QCOMPARE(lists.at(0).name, QStringLiteral("Caesar"));
        QCOMPARE(lists.at(1).name, QStringLiteral("Pompey"));
        const auto caesar = OhwArmyListFormat::load(lists.at(0).path);
        const auto pompey = OhwArmyListFormat::load(lists.at(1).path);
        QVERIFY2(caesar.ok(), qPrintable(caesar.error));
        QVERIFY2(pompey.ok(), qPrintable(pompey.error));
        // "Caesar's veteran legionaries go up against Pompey's Auxilia."
        const auto veteranLegion = [](const ohw::UnitSetup &u) {
            return u.type == ohw::UnitType::Legionaries && u.traits.has(ohw::Trait::Veterans);
        };
        QVERIFY(std::count_if(caesar.army->units.begin(), caesar.army->units.end(), veteranLegion) >= 2);
        QVERIFY(std::any_of(pompey.army->units.begin(), pompey.army->units.end(),
                            [](const ohw::UnitSetup &u) { return u.type == ohw::UnitType::Auxilia; }));
        QCOMPARE(caesar.army->generals.front().name, std::string("Caesar"));
        QCOMPARE(caesar.army->generals.front().unit, 0);
        QCOMPARE(pompey.army->generals.front().name, std::string("Pompey"));

        const auto game = ohw::newGame(*caesar.army, *pompey.army, {}, 7);
        QVERIFY2(game.ok(), game.ok() ? "" : game.refusal().code.c_str());
        // §9, R23: 2 a unit and a general, 3 a veteran unit.
        QCOMPARE(ohw::startingBreakpoint(*caesar.army), 3 * 3 + 3 * 2 + 2 * 2);
    }

    void theCatalogueShowsEachRulesetsLists()
    {
        RulesetArmies armies;
        QCOMPARE(armies.rowCount(), 0);
        armies.setRuleset(QStringLiteral("3d6-ohw-gridded-ancients"));
        QCOMPARE(armies.rowCount(), 2);
        QCOMPARE(armies.loadErrors(), QString());
        QCOMPARE(armies.currentIndex(), 0);
        QCOMPARE(armies.data(armies.index(0), RulesetArmies::NameRole).toString(), QStringLiteral("Caesar"));
        QCOMPARE(armies.data(armies.index(0), RulesetArmies::GeneralCountRole).toInt(), 2);
        QCOMPARE(armies.currentBreakpoint(), 19);
        auto *units = armies.units();
        QCOMPARE(units->rowCount(), 6);
        const QModelIndex legioX = units->index(0);
        QCOMPARE(units->data(legioX, RulesetUnitsModel::TypeRole).toString(), QStringLiteral("legionaries"));
        // Its type's trait and the list's.
        QCOMPARE(units->data(legioX, RulesetUnitsModel::TraitsRole).toStringList(),
                 (QStringList{QStringLiteral("armored"), QStringLiteral("veterans")}));
        QCOMPARE(units->data(legioX, RulesetUnitsModel::AttackDiceRole).toInt(), 4);
        QCOMPARE(units->data(legioX, RulesetUnitsModel::GeneralRole).toString(), QStringLiteral("Caesar"));

        armies.setRuleset(QStringLiteral("my-wargame-rules"));
        QCOMPARE(armies.rowCount(), 2);
        QCOMPARE(armies.currentIndex(), 0);
        QCOMPARE(armies.data(armies.index(0), RulesetArmies::NameRole).toString(), QStringLiteral("Achaemenid Persian"));
        QCOMPARE(armies.currentBreakpoint(), 0);
        armies.setCurrentIndex(1);
        QCOMPARE(units->data(units->index(0), RulesetUnitsModel::ResolveRole).toInt(), 4);
        QCOMPARE(units->data(units->index(4), RulesetUnitsModel::ResolveRole).toInt(), 3); // the default, R3

        armies.setRuleset(QStringLiteral("ancients-wargame")); // the Ancients catalogue's own, not this one's
        QCOMPARE(armies.rowCount(), 0);
        QCOMPARE(armies.currentIndex(), -1);
        QCOMPARE(units->rowCount(), 0);
    }

    void documentedExamplesRead()
    {
        const auto mwrExample = MwrArmyListFormat::fromJson(documentedExample(QStringLiteral("my-wargame-rules/army-list-format.md")),
                                                            QStringLiteral("example.json"));
        QVERIFY2(mwrExample.ok(), qPrintable(mwrExample.error));
        const auto ohwExample = OhwArmyListFormat::fromJson(
            documentedExample(QStringLiteral("3d6-ohw-gridded-ancients/army-list-format.md")), QStringLiteral("example.json"));
        QVERIFY2(ohwExample.ok(), qPrintable(ohwExample.error));
    }

    // ---- what a list may say ---------------------------------------------------------

    void mwrDefaultsAndFields()
    {
        const auto loaded = MwrArmyListFormat::fromJson(
            mwr(R"([{"name": "Spears"}, {"name": "Slingers", "resolve": 2, "skirmisher": true}])",
                R"(, "period": "any", "notes": "two lines\nof notes")"),
            QStringLiteral("t.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.army->name, std::string("Test"));
        QCOMPARE(loaded.army->units.at(0), (mwr::UnitSpec{"Spears", 3, false}));
        QCOMPARE(loaded.army->units.at(1), (mwr::UnitSpec{"Slingers", 2, true}));
        QCOMPARE(loaded.period, QStringLiteral("any"));
    }

    void ohwTypesTraitsAndGenerals()
    {
        const auto loaded = OhwArmyListFormat::fromJson(
            ohw(R"([{"name": "Galli", "type": "warband"},
                    {"name": "Horse archers", "type": "equites-auxiliares", "traits": ["missile", "veterans"], "general": "Deiotarus"}])"),
            QStringLiteral("t.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.army->units.at(0).type, ohw::UnitType::Warband);
        QVERIFY(loaded.army->units.at(0).traits.empty()); // the type's own traits are the engine's, not the list's
        QVERIFY(loaded.army->units.at(1).traits.has(ohw::Trait::Missile));
        QVERIFY(loaded.army->units.at(1).traits.has(ohw::Trait::Veterans));
        QCOMPARE(loaded.army->generals.size(), std::size_t(1));
        QCOMPARE(loaded.army->generals.at(0), (ohw::GeneralSetup{"Deiotarus", 1}));
    }

    // ---- every bad field, named ---------------------------------------------------------

    void mwrBadFieldsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("error");
        QTest::newRow("not json") << QByteArray("{\"format\": ") << QString() << "bad.json, line 1, column ";
        QTest::newRow("another format") << QByteArray(R"({"format": "ancients-army-list", "version": 1})") << "format"
                                        << R"(bad.json: not an army list ("format" must be "mwr-army-list"))";
        QTest::newRow("newer version") << QByteArray(R"({"format": "mwr-army-list", "version": 2, "colour": 1})") << "version"
                                       << "bad.json: made by a newer version of the app";
        QTest::newRow("no name") << QByteArray(R"({"format": "mwr-army-list", "version": 1, "units": [{"name": "A"}]})")
                                 << "name" << R"(bad.json: "name" is missing)";
        QTest::newRow("unknown army field") << mwr(R"([{"name": "A"}])", R"(, "blocks": [])") << "blocks"
                                            << R"(bad.json: unknown field "blocks")";
        QTest::newRow("no units") << mwr("[]") << "units" << R"(bad.json: "units" is empty: an army needs at least one unit)";
        QTest::newRow("units not a list") << mwr(R"({"name": "A"})") << "units" << R"(bad.json: "units" must be a list, not an object)";
        QTest::newRow("unit not an object") << mwr(R"(["A"])") << "units[0]" << R"(bad.json, unit 1: a unit must be an object, not "A")";
        QTest::newRow("unit without a name") << mwr(R"([{"resolve": 3}])") << "units[0].name"
                                             << R"(bad.json, unit 1: "name" is missing)";
        QTest::newRow("blank name") << mwr(R"([{"name": "  "}])") << "units[0].name" << R"(bad.json, unit 1: "name" must not be empty)";
        QTest::newRow("resolve 7") << mwr(R"([{"name": "A"}, {"name": "Guard", "resolve": 7}])") << "units[1].resolve"
                                   << R"(bad.json, unit 2 (Guard): "resolve" must be a base Resolve of 1 to 6 (R3), not 7)";
        QTest::newRow("resolve 0") << mwr(R"([{"name": "Rabble", "resolve": 0}])") << "units[0].resolve"
                                   << R"(bad.json, unit 1 (Rabble): "resolve" must be a base Resolve of 1 to 6 (R3), not 0)";
        QTest::newRow("resolve fraction") << mwr(R"([{"name": "A", "resolve": 3.5}])") << "units[0].resolve"
                                          << R"(bad.json, unit 1 (A): "resolve" must be a whole number, not 3.5)";
        QTest::newRow("resolve text") << mwr(R"([{"name": "A", "resolve": "high"}])") << "units[0].resolve"
                                      << R"(bad.json, unit 1 (A): "resolve" must be a whole number, not "high")";
        QTest::newRow("skirmisher text") << mwr(R"([{"name": "A", "skirmisher": "yes"}])") << "units[0].skirmisher"
                                         << R"(bad.json, unit 1 (A): "skirmisher" must be true or false, not "yes")";
        QTest::newRow("misspelt field") << mwr(R"([{"name": "A", "resolv": 4}])") << "units[0].resolv"
                                        << R"(bad.json, unit 1 (A): unknown field "resolv" (the fields here are name, resolve, skirmisher))";
    }
    void mwrBadFieldsAreNamed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, error);
        const auto loaded = MwrArmyListFormat::fromJson(json, QStringLiteral("bad.json"));
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.startsWith(error), qPrintable(loaded.error));
        QVERIFY(!loaded.problems.isEmpty());
        QCOMPARE(loaded.problems.first().path, path);
    }

    void ohwBadFieldsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("error");
        QTest::newRow("another format") << QByteArray(R"({"format": "mwr-army-list", "version": 1})") << "format"
                                        << R"(bad.json: not an army list ("format" must be "ohw-army-list"))";
        QTest::newRow("no type") << ohw(R"([{"name": "A"}])") << "units[0].type" << R"(bad.json, unit 1 (A): "type" is missing)";
        QTest::newRow("unknown type") << ohw(R"([{"name": "Hoplites", "type": "hoplites"}])") << "units[0].type"
                                      << R"(bad.json, unit 1 (Hoplites): "type" must be "legionaries", "warband", "equites", )"
                                         R"("auxilia", "sagitarii", "velites" or "equites-auxiliares", not "hoplites")";
        QTest::newRow("traits not a list") << ohw(R"([{"name": "A", "type": "auxilia", "traits": "veterans"}])") << "units[0].traits"
                                           << R"(bad.json, unit 1 (A): "traits" must be a list, not "veterans")";
        QTest::newRow("unknown trait") << ohw(R"([{"name": "A", "type": "auxilia", "traits": ["veterans", "elite"]}])")
                                       << "units[0].traits[1]"
                                       << R"(bad.json, unit 1 (A): each of "traits" must be "armored", "impetuous", "barbarians", )"
                                          R"("ferocious", "veterans" or "missile", not "elite")";
        QTest::newRow("trait twice") << ohw(R"([{"name": "A", "type": "auxilia", "traits": ["veterans", "veterans"]}])")
                                     << "units[0].traits[1]" << R"(bad.json, unit 1 (A): "traits" lists "veterans" twice)";
        QTest::newRow("missile for legionaries")
            << ohw(R"([{"name": "A", "type": "velites"}, {"name": "Legio V", "type": "legionaries", "traits": ["missile"]}])")
            << "units[1].traits[0]" << R"(bad.json, unit 2 (Legio V): a unit of type "legionaries" cannot be given "missile")";
        QTest::newRow("blank general") << ohw(R"([{"name": "A", "type": "auxilia", "general": ""}])") << "units[0].general"
                                       << R"(bad.json, unit 1 (A): "general" must not be empty)";
        QTest::newRow("general not text") << ohw(R"([{"name": "A", "type": "auxilia", "general": true}])") << "units[0].general"
                                          << R"(bad.json, unit 1 (A): "general" must be text, not true)";
        QTest::newRow("misspelt field") << ohw(R"([{"name": "A", "type": "auxilia", "trait": []}])") << "units[0].trait"
                                        << R"(bad.json, unit 1 (A): unknown field "trait" (the fields here are name, type, traits, general))";
        QTest::newRow("name too long") << ohw("[{\"name\": \"" + QByteArray(201, 'x') + "\", \"type\": \"auxilia\"}]")
                                       << "units[0].name" << R"(bad.json, unit 1: "name" must be at most 200 characters, not 201)";
    }
    void ohwBadFieldsAreNamed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, error);
        const auto loaded = OhwArmyListFormat::fromJson(json, QStringLiteral("bad.json"));
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.startsWith(error), qPrintable(loaded.error));
        QVERIFY(!loaded.problems.isEmpty());
        QCOMPARE(loaded.problems.first().path, path);
    }

    void everyProblemIsListed()
    {
        const auto loaded = OhwArmyListFormat::fromJson(
            ohw(R"([{"name": "A", "type": "hoplites"}, {"name": "B", "type": "auxilia", "traits": ["missile"], "colour": "red"}])",
                R"(, "period": 48)"),
            QStringLiteral("bad.json"));
        QVERIFY(!loaded.ok());
        QStringList paths;
        for (const auto &problem : loaded.problems)
            paths << problem.path;
        QCOMPARE(paths, (QStringList{QStringLiteral("period"), QStringLiteral("units[0].type"), QStringLiteral("units[1].colour"),
                                     QStringLiteral("units[1].traits[0]")}));
    }

    void aMissingFileIsNamed()
    {
        const auto loaded = MwrArmyListFormat::load(QStringLiteral("/no/such/folder/gone.json"));
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.startsWith(QStringLiteral("gone.json: cannot be read")), qPrintable(loaded.error));
    }
};

QTEST_MAIN(TestRulesetArmyList)
#include "tst_rulesetarmylist.moc"
