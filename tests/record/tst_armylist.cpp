// Army list files (rulebook/army-list-format.md): the built-in armies, and the
// loader's refusals, each naming what is wrong and where.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "armylist.h"
#endif

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <optional>

using ancients::ArmyList;
using ancients::BlockSpec;
using ancients::Quality;
using ancients::SpecialRule;
using ancients::SpecialRules;
using ancients::TroopType;

Q_DECLARE_METATYPE(ancients::ArmyList)
Q_DECLARE_METATYPE(ancients::TroopType)
Q_DECLARE_METATYPE(ancients::Quality)
Q_DECLARE_METATYPE(std::optional<int>)

namespace {

const QString DataDir = QStringLiteral(ANCIENTS_ARMYLIST_TEST_DATA);

/** A valid list around @p blocks, so each refusal row shows only what it breaks. */
QByteArray listWith(const char *blocks)
{
    return QByteArray(R"({"format": "ancients-army-list", "version": 1, "name": "Test", "blocks": [)") + blocks
        + QByteArray("]}");
}

/** A valid list whose top level is @p fields, followed by one good Block. */
QByteArray topLevel(const char *fields)
{
    return QByteArray("{") + fields
        + QByteArray(R"(, "blocks": [{"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4}]})");
}

BlockSpec block(std::string name, TroopType type, Quality quality, int frontage, int depth)
{
    BlockSpec b;
    b.name = std::move(name);
    b.type = type;
    b.quality = quality;
    b.frontage = frontage;
    b.depth = depth;
    return b;
}

ArmyList oneBlockArmy(const BlockSpec &b)
{
    ArmyList list;
    list.name = "Test";
    list.blocks = {b};
    return list;
}

QString readDoc()
{
    QFile file(QStringLiteral(ANCIENTS_ARMYLIST_FORMAT_DOC));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/** A valid list of @p blocks Blocks of @p frontage × @p depth Bases, named B1, B2, … */
QByteArray listOf(int blocks, int frontage, int depth)
{
    QByteArray list;
    for (int i = 1; i <= blocks; ++i)
        list += QStringLiteral(R"(%1{"name": "B%2", "type": "warband", "quality": "regular", "frontage": %3, "depth": %4})")
                    .arg(i > 1 ? QStringLiteral(", ") : QString())
                    .arg(i)
                    .arg(frontage)
                    .arg(depth)
                    .toUtf8();
    return listWith(list.constData());
}

/** `"field": "text"`, with @p text as written between the quotes. */
QByteArray textField(const char *field, const QByteArray &text)
{
    return QByteArray("\"") + field + QByteArray("\": \"") + text + QByteArray("\"");
}

/** A list whose top-level "name" holds @p raw as written between its quotes. */
QByteArray namedRaw(const QByteArray &raw)
{
    return QByteArray(R"({"format": "ancients-army-list", "version": 1, )") + textField("name", raw)
        + R"(, "blocks": [{"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4}]})";
}

QStringList builtInFiles()
{
    return QDir(ArmyListFormat::BuiltInDirectory.toString()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

} // namespace

class TestArmyList : public QObject
{
    Q_OBJECT

private slots:
    // ---- the armies the app offers ---------------------------------------------------

    void builtInArmiesAreOfferedByName()
    {
        QStringList names;
        for (const BuiltInArmyList &army : ArmyListFormat::builtIn()) {
            names << army.name;
            QVERIFY2(army.path.startsWith(QStringLiteral(":/armies/")), qPrintable(army.path));
            QCOMPARE(QString::fromStdString(ArmyListFormat::load(army.path).list.value().name), army.name);
        }
        QCOMPARE(names, (QStringList{"Achaemenid Persian", "Classical Greek Hoplite", "Gallic", "Mid-Republican Roman"}));
    }

    void builtInArmyLoadsAndTakesTheField_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = builtInFiles();
        QVERIFY(files.size() >= 4);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << ArmyListFormat::BuiltInDirectory.toString() + QLatin1Char('/') + file;
    }
    void builtInArmyLoadsAndTakesTheField()
    {
        QFETCH(QString, path);
        const ArmyListLoad loaded = ArmyListFormat::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(loaded.error.isEmpty());
        const ArmyList &army = *loaded.list;
        QVERIFY(ancients::validateArmyList(army).ok());
        QVERIFY(!army.period.empty());
        QVERIFY(!army.notes.empty());
        // §13 Setup: "Army ~24 Bases/side".
        QVERIFY2(army.baseCount() >= 20 && army.baseCount() <= 28, qPrintable(QString::number(army.baseCount())));
        const ArmyListLoad again = ArmyListFormat::fromJson(ArmyListFormat::toJson(army), QStringLiteral("again.json"));
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY(*again.list == army);
    }

    void builtInArmiesFieldTheirKnownTroops_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("blockName");
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<bool>("spearArmed");
        QTest::addColumn<int>("weight");
        QTest::newRow("roman triarii are veteran spearmen")
            << "mid-republican-roman.json" << "Triarii" << TroopType::HeavyInfantry << Quality::Elite << true << 4;
        QTest::newRow("roman velites skirmish")
            << "mid-republican-roman.json" << "Velites" << TroopType::Skirmishers << Quality::Regular << false << 1;
        QTest::newRow("gallic warband") << "gallic.json" << "Warband" << TroopType::Warband << Quality::Regular << false << 3;
        QTest::newRow("gallic levy is levy") << "gallic.json" << "Tribal levy" << TroopType::Warband << Quality::Levy << false << 3;
        QTest::newRow("hoplites are spearmen at weight 3 (§3.2)")
            << "greek-hoplite.json" << "Citizen hoplites" << TroopType::HeavyInfantry << Quality::Regular << true << 3;
        QTest::newRow("persian subject levies are levy")
            << "achaemenid-persian.json" << "Subject levies" << TroopType::LightInfantry << Quality::Levy << false << 2;
        QTest::newRow("immortals are elite")
            << "achaemenid-persian.json" << "Immortals" << TroopType::MediumInfantry << Quality::Elite << true << 3;
    }
    void builtInArmiesFieldTheirKnownTroops()
    {
        QFETCH(QString, file);
        QFETCH(QString, blockName);
        QFETCH(TroopType, type);
        QFETCH(Quality, quality);
        QFETCH(bool, spearArmed);
        QFETCH(int, weight);
        const ArmyListLoad loaded = ArmyListFormat::load(QStringLiteral(":/armies/") + file);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const BlockSpec *found = nullptr;
        for (const BlockSpec &b : loaded.list->blocks) {
            if (b.name == blockName.toStdString())
                found = &b;
        }
        QVERIFY2(found, qPrintable(blockName));
        QCOMPARE(found->type, type);
        QCOMPARE(found->quality, quality);
        QCOMPARE(found->spearArmed, spearArmed);
        QCOMPARE(found->effectiveWeight(), weight);
    }

    // ---- the format's documentation ------------------------------------------------------

    void documentedExampleLoads()
    {
        const QString doc = readDoc();
        const QRegularExpression example(QStringLiteral("```json\\n(.*?)```"), QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch match = example.match(doc);
        QVERIFY2(match.hasMatch(), "army-list-format.md: no ```json example");
        const ArmyListLoad loaded = ArmyListFormat::fromJson(match.captured(1).toUtf8(), QStringLiteral("example"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.list->baseCount(), 24);
        QVERIFY(loaded.list->blocks.back().effectiveSpecialRules()
                == (SpecialRules{SpecialRule::LightHorse, SpecialRule::Evade}));
    }

    void documentedTroopTypesAreRead()
    {
        // The rows of the troop type table: | `key` | §3.3 type | default weight | ... |
        const QRegularExpression row(QStringLiteral("^\\| `([a-z-]+)` \\| [^|]+ \\| (\\d) \\|"),
                                     QRegularExpression::MultilineOption);
        int index = 0;
        for (const QRegularExpressionMatch &match : row.globalMatch(readDoc())) {
            const QByteArray block = QStringLiteral(R"({"name": "B", "type": "%1", "quality": "regular", "frontage": 1})")
                                         .arg(match.captured(1))
                                         .toUtf8();
            const ArmyListLoad loaded = ArmyListFormat::fromJson(listWith(block.constData()), QStringLiteral("t.json"));
            QVERIFY2(loaded.ok(), qPrintable(loaded.error));
            const BlockSpec &b = loaded.list->blocks.front();
            QCOMPARE(b.type, static_cast<TroopType>(index));
            QCOMPARE(b.effectiveWeight(), match.captured(2).toInt());
            ++index;
        }
        QCOMPARE(static_cast<std::size_t>(index), ancients::TroopTypeTable.size());
    }

    // ---- reading and writing -----------------------------------------------------------

    void omittedFieldsTakeTheirDefaults()
    {
        const ArmyListLoad loaded = ArmyListFormat::fromJson(
            listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4})"),
            QStringLiteral("t.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(*loaded.list, oneBlockArmy(block("Hastati", TroopType::MediumInfantry, Quality::Regular, 4, 1)));
        const BlockSpec &b = loaded.list->blocks.front();
        QCOMPARE(b.weight, std::optional<int>());
        QVERIFY(!b.specialRules.has_value());
        QVERIFY(!b.spearArmed);
        QVERIFY(loaded.list->period.empty() && loaded.list->notes.empty());
    }

    void overridesAreRead()
    {
        const ArmyListLoad loaded = ArmyListFormat::fromJson(
            listWith(R"({"name": "Thureophoroi", "type": "medium-infantry", "quality": "elite", "spear_armed": true,
                         "frontage": 3, "depth": 2, "weight": 2, "special_rules": ["evade", "shock"]},
                        {"name": "Tame horse", "type": "cavalry", "quality": "levy", "frontage": 2, "special_rules": []})"),
            QStringLiteral("t.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const BlockSpec &a = loaded.list->blocks.at(0);
        QVERIFY(a.spearArmed);
        QCOMPARE(a.baseCount(), 6);
        QCOMPARE(a.effectiveWeight(), 2);
        QVERIFY(a.effectiveSpecialRules() == (SpecialRules{SpecialRule::Evade, SpecialRule::Shock}));
        // An empty list is an override too: this cavalry has no shock.
        const BlockSpec &b = loaded.list->blocks.at(1);
        QVERIFY(b.specialRules.has_value());
        QVERIFY(b.effectiveSpecialRules().empty());
    }

    void writtenListReadsBackTheSame_data()
    {
        QTest::addColumn<ArmyList>("army");
        BlockSpec plain = block("Hastati", TroopType::MediumInfantry, Quality::Regular, 4, 1);
        QTest::newRow("only required fields") << oneBlockArmy(plain);

        BlockSpec spears = block("Triarii", TroopType::HeavyInfantry, Quality::Elite, 2, 1);
        spears.spearArmed = true;
        spears.weight = 4;
        spears.specialRules = SpecialRules{SpecialRule::SteadySpears};
        ArmyList full = oneBlockArmy(spears);
        full.period = "c. 280–200 BC";
        full.notes = "Three lines – and “quotes”.";
        full.blocks.push_back(block("Velites", TroopType::Skirmishers, Quality::Levy, 4, 1));
        QTest::newRow("every field set, non-ASCII text") << full;

        BlockSpec none = block("Light horse", TroopType::LightCavalry, Quality::Regular, 2, 3);
        none.specialRules = SpecialRules{};
        QTest::newRow("special rules overridden to none") << oneBlockArmy(none);

        BlockSpec all = block("Cataphracts", TroopType::Cataphract, Quality::Elite, 1, 1);
        all.specialRules = SpecialRules{SpecialRule::SteadySpears, SpecialRule::Evade, SpecialRule::Shock, SpecialRule::LightHorse};
        all.weight = 5;
        QTest::newRow("every special rule") << oneBlockArmy(all);
    }
    void writtenListReadsBackTheSame()
    {
        QFETCH(ArmyList, army);
        const QByteArray json = ArmyListFormat::toJson(army);
        QVERIFY(json.contains(R"("format": "ancients-army-list")"));
        QVERIFY(json.contains(R"("version": 1)"));
        const ArmyListLoad loaded = ArmyListFormat::fromJson(json, QStringLiteral("written.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error + QLatin1Char('\n') + QString::fromUtf8(json)));
        QVERIFY(*loaded.list == army);
    }

    // The loader checks ranges itself to name the field; it must refuse at least
    // everything the engine refuses, or a list could load that cannot be played.
    void loaderRefusesWhatTheEngineRefuses_data()
    {
        QTest::addColumn<ArmyList>("army");
        QTest::addColumn<QString>("expected");
        BlockSpec good = block("Hastati", TroopType::MediumInfantry, Quality::Regular, 4, 1);

        ArmyList unnamed = oneBlockArmy(good);
        unnamed.name.clear();
        QTest::newRow("army without a name") << unnamed << R"(t.json: "name" must not be empty)";

        ArmyList empty = oneBlockArmy(good);
        empty.blocks.clear();
        QTest::newRow("army without Blocks") << empty << R"(t.json: "blocks" is empty: an army needs at least one Block)";

        BlockSpec b = good;
        b.name.clear();
        QTest::newRow("Block without a name") << oneBlockArmy(b) << R"(t.json, block 1: "name" must not be empty)";

        for (const int weight : {0, 6}) {
            b = good;
            b.weight = weight;
            QTest::addRow("weight %d", weight)
                << oneBlockArmy(b)
                << QStringLiteral(R"(t.json, block 1 (Hastati): "weight" must be on the 1–5 ladder (§3.2), not %1)").arg(weight);
        }
        b = good;
        b.frontage = 0;
        QTest::newRow("frontage 0") << oneBlockArmy(b) << R"(t.json, block 1 (Hastati): "frontage" must be 1 to 99 Bases, not 0)";
        b = good;
        b.depth = -1;
        QTest::newRow("depth -1") << oneBlockArmy(b) << R"(t.json, block 1 (Hastati): "depth" must be 1 to 99 Bases, not -1)";
    }
    void loaderRefusesWhatTheEngineRefuses()
    {
        QFETCH(ArmyList, army);
        QFETCH(QString, expected);
        QVERIFY(!ancients::validateArmyList(army).ok());
        const ArmyListLoad loaded = ArmyListFormat::fromJson(ArmyListFormat::toJson(army), QStringLiteral("t.json"));
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error, expected);
    }

    // ---- refusals: what is wrong, and where ------------------------------------------

    void malformedListIsRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");

        // Not JSON: the parser's offset as line and column.
        QTest::newRow("not JSON: trailing comma")
            << QByteArray(R"({"format": "ancients-army-list",})") << "t.json"
            << "t.json, line 1, column 33: not valid JSON (object is missing after a comma)";
        QTest::newRow("not JSON: column counts characters, not bytes")
            << QByteArray("{\n  \"period\": \"c. 280–200 BC\" \"name\": \"x\"}") << "t.json"
            << "t.json, line 2, column 29: not valid JSON (unterminated object)";
        QTest::newRow("not JSON: empty file") << QByteArray() << "t.json"
                                              << "t.json, line 1, column 1: not valid JSON (illegal value)";

        // Whether it is an army list at all, and which version.
        QTest::newRow("wrong format")
            << topLevel(R"("format": "ancients-saved-game", "version": 1, "name": "Test")") << "save.json"
            << R"(save.json: not an army list ("format" must be "ancients-army-list"))";
        QTest::newRow("no format") << topLevel(R"("version": 1, "name": "Test")") << "t.json"
                                   << R"(t.json: not an army list ("format" must be "ancients-army-list"))";
        QTest::newRow("a list, not an object") << QByteArray(R"(["ancients-army-list"])") << "t.json"
                                               << R"(t.json: not an army list ("format" must be "ancients-army-list"))";
        QTest::newRow("newer version")
            << topLevel(R"("format": "ancients-army-list", "version": 2, "name": "Test")") << "t.json"
            << "t.json: made by a newer version of the app (army list format version 2; this app reads up to version 1)";
        QTest::newRow("no version") << topLevel(R"("format": "ancients-army-list", "name": "Test")") << "t.json"
                                    << R"(t.json: "version" is missing)";
        QTest::newRow("version 0") << topLevel(R"("format": "ancients-army-list", "version": 0, "name": "Test")")
                                   << "t.json" << R"(t.json: "version" must be at least 1, not 0)";
        QTest::newRow("version as text")
            << topLevel(R"("format": "ancients-army-list", "version": "1", "name": "Test")") << "t.json"
            << R"(t.json: "version" must be a whole number, not "1")";

        // The army.
        QTest::newRow("missing name") << topLevel(R"("format": "ancients-army-list", "version": 1)") << "t.json"
                                      << R"(t.json: "name" is missing)";
        QTest::newRow("blank name") << topLevel(R"("format": "ancients-army-list", "version": 1, "name": "  ")")
                                    << "t.json" << R"(t.json: "name" must not be empty)";
        QTest::newRow("name is a number") << topLevel(R"("format": "ancients-army-list", "version": 1, "name": 12)")
                                          << "t.json" << R"(t.json: "name" must be text, not 12)";
        QTest::newRow("notes are a list")
            << topLevel(R"("format": "ancients-army-list", "version": 1, "name": "Test", "notes": ["a"])") << "t.json"
            << R"(t.json: "notes" must be text, not a list)";
        QTest::newRow("unknown army field")
            << topLevel(R"("format": "ancients-army-list", "version": 1, "name": "Test", "note": "typo")") << "t.json"
            << R"(t.json: unknown field "note" (the fields here are format, version, name, period, notes, blocks))";
        QTest::newRow("no blocks") << QByteArray(R"({"format": "ancients-army-list", "version": 1, "name": "Test"})")
                                   << "t.json" << R"(t.json: "blocks" is missing)";
        QTest::newRow("empty blocks") << listWith("") << "t.json"
                                      << R"(t.json: "blocks" is empty: an army needs at least one Block)";
        QTest::newRow("blocks is an object")
            << QByteArray(R"({"format": "ancients-army-list", "version": 1, "name": "Test", "blocks": {}})") << "t.json"
            << R"(t.json: "blocks" must be a list, not an object)";

        // A Block: the place names its number, and its name once known.
        const char *good = R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4}, )";
        QTest::newRow("block is text") << listWith(R"("Hastati")") << "t.json"
                                       << R"(t.json, block 1: a Block must be an object, not "Hastati")";
        QTest::newRow("block without name")
            << listWith(R"({"type": "medium-infantry", "quality": "regular", "frontage": 4})") << "t.json"
            << R"(t.json, block 1: "name" is missing)";
        QTest::newRow("unknown block field: qualty")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "qualty": "regular", "frontage": 4})")
            << "t.json"
            << R"(t.json, block 1 (Hastati): unknown field "qualty" (the fields here are name, type, quality, spear_armed, frontage, depth, weight, special_rules))";
        QTest::newRow("unknown type")
            << listWith((QByteArray(good) + R"({"name": "Hoplites", "type": "hoplite", "quality": "regular", "frontage": 4})").constData())
            << "t.json"
            << R"(t.json, block 2 (Hoplites): "type" must be "heavy-infantry", "medium-infantry", "light-infantry", "skirmishers", "warband", "cavalry", "cataphract" or "light-cavalry", not "hoplite")";
        QTest::newRow("type missing")
            << listWith(R"({"name": "Hastati", "quality": "regular", "frontage": 4})") << "t.json"
            << R"(t.json, block 1 (Hastati): "type" is missing)";
        QTest::newRow("unknown quality")
            << listWith((QByteArray(good) + good
                         + R"({"name": "Soldurii", "type": "warband", "quality": "veteran", "frontage": 2})").constData())
            << "gallic.json"
            << R"(gallic.json, block 3 (Soldurii): "quality" must be "elite", "regular" or "levy", not "veteran")";
        QTest::newRow("quality in capitals")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "Regular", "frontage": 4})")
            << "t.json" << R"(t.json, block 1 (Hastati): "quality" must be "elite", "regular" or "levy", not "Regular")";
        QTest::newRow("weight 0")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4, "weight": 0})")
            << "t.json" << R"(t.json, block 1 (Hastati): "weight" must be on the 1–5 ladder (§3.2), not 0)";
        QTest::newRow("weight 6")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4, "weight": 6})")
            << "t.json" << R"(t.json, block 1 (Hastati): "weight" must be on the 1–5 ladder (§3.2), not 6)";
        QTest::newRow("weight 2.5")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4, "weight": 2.5})")
            << "t.json" << R"(t.json, block 1 (Hastati): "weight" must be a whole number, not 2.5)";
        QTest::newRow("frontage 0")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 0})")
            << "t.json" << R"(t.json, block 1 (Hastati): "frontage" must be 1 to 99 Bases, not 0)";
        QTest::newRow("frontage \"four\"")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": "four"})")
            << "t.json" << R"(t.json, block 1 (Hastati): "frontage" must be a whole number, not "four")";
        QTest::newRow("frontage null")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": null})")
            << "t.json" << R"(t.json, block 1 (Hastati): "frontage" must be a whole number, not null)";
        QTest::newRow("frontage 1e20")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 1e20})")
            << "t.json" << R"(t.json, block 1 (Hastati): "frontage" must be 1 to 99 Bases, not 1e+20)";
        QTest::newRow("frontage missing")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "depth": 2})")
            << "t.json" << R"(t.json, block 1 (Hastati): "frontage" is missing)";
        QTest::newRow("depth 100")
            << listWith(R"({"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 4, "depth": 100})")
            << "t.json" << R"(t.json, block 1 (Hastati): "depth" must be 1 to 99 Bases, not 100)";
        QTest::newRow("spear_armed \"yes\"")
            << listWith(R"({"name": "Triarii", "type": "heavy-infantry", "quality": "elite", "spear_armed": "yes", "frontage": 2})")
            << "t.json" << R"(t.json, block 1 (Triarii): "spear_armed" must be true or false, not "yes")";
        QTest::newRow("special_rules is text")
            << listWith(R"({"name": "Horse", "type": "cavalry", "quality": "regular", "frontage": 2, "special_rules": "shock"})")
            << "t.json" << R"(t.json, block 1 (Horse): "special_rules" must be a list, not "shock")";
        QTest::newRow("unknown special rule")
            << listWith(R"({"name": "Horse", "type": "cavalry", "quality": "regular", "frontage": 2, "special_rules": ["shock", "fury"]})")
            << "t.json"
            << R"(t.json, block 1 (Horse): each of "special_rules" must be "steady-spears", "evade", "shock" or "light-horse", not "fury")";
        QTest::newRow("special rule twice")
            << listWith(R"({"name": "Horse", "type": "cavalry", "quality": "regular", "frontage": 2, "special_rules": ["shock", "shock"]})")
            << "t.json" << R"(t.json, block 1 (Horse): "special_rules" lists "shock" twice)";
    }
    void malformedListIsRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const ArmyListLoad loaded = ArmyListFormat::fromJson(json, source);
        QVERIFY(!loaded.list.has_value());
        QCOMPARE(loaded.error, expected);
    }

    // ---- limits (inputlimits.h, army-list-format.md): each refusal says what and where ------

    void limitsAreRefusedWithTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");

        const QByteArray longName(201, 'R');
        QTest::newRow("army name of 201 characters")
            << topLevel((QByteArray(R"("format": "ancients-army-list", "version": 1, )") + textField("name", longName)).constData())
            << "name" << R"(t.json: "name" must be at most 200 characters, not 201)";
        QTest::newRow("period of 201 characters")
            << topLevel((QByteArray(R"("format": "ancients-army-list", "version": 1, "name": "Test", )") + textField("period", longName)).constData())
            << "period" << R"(t.json: "period" must be at most 200 characters, not 201)";
        QTest::newRow("notes of 4,001 characters")
            << topLevel((QByteArray(R"("format": "ancients-army-list", "version": 1, "name": "Test", )")
                         + textField("notes", QByteArray(4001, 'n'))).constData())
            << "notes" << R"(t.json: "notes" must be at most 4000 characters, not 4001)";
        QTest::newRow("Block name of 201 characters")
            << listWith(("{" + textField("name", longName) + R"(, "type": "warband", "quality": "regular", "frontage": 2})").constData())
            << "blocks[0].name" << R"(t.json, block 1: "name" must be at most 200 characters, not 201)";
        QTest::newRow("tag of 201 characters")
            << listWith((R"({"name": "Horde", )" + textField("tag", longName) + R"(, "type": "warband", "quality": "regular", "frontage": 2})").constData())
            << "blocks[0].tag" << R"(t.json, block 1 (Horde): "tag" must be at most 200 characters, not 201)";
        QTest::newRow("tag of 5 letters")
            << listWith(R"({"name": "Horde", "tag": "HORDE", "type": "warband", "quality": "regular", "frontage": 2})")
            << "blocks[0].tag" << R"(t.json, block 1 (Horde): "tag" must be 1 to 4 letters or digits, not "HORDE")";

        // Control characters, escaped or raw: a name is text or it is refused.
        QTest::newRow("a bell in the army's name")
            << namedRaw(R"(Rom\u0007ans)") << "name" << R"(t.json: "name" holds a character that is not text (U+0007) at character 4)";
        QTest::newRow("an escaped NUL in the army's name")
            << namedRaw(R"(\u0000)") << "name" << R"(t.json: "name" holds a character that is not text (U+0000) at character 1)";
        QTest::newRow("a line break in the period")
            << topLevel(R"("format": "ancients-army-list", "version": 1, "name": "Test", "period": "c. 200\nBC")")
            << "period" << R"(t.json: "period" holds a character that is not text (U+000a) at character 7)";
        QTest::newRow("a raw tab in the army's name")
            << namedRaw("Rom\tans") << "name" << R"(t.json: "name" holds a character that is not text (U+0009) at character 4)";
        QTest::newRow("an escape character in a Block's name")
            << listWith(R"({"name": "Ha\u001bstati", "type": "warband", "quality": "regular", "frontage": 2})")
            << "blocks[0].name" << R"(t.json, block 1: "name" holds a character that is not text (U+001b) at character 3)";
        QTest::newRow("a NUL in the notes")
            << topLevel(R"("format": "ancients-army-list", "version": 1, "name": "Test", "notes": "one\ntwo\u0000")")
            << "notes" << R"(t.json: "notes" holds a character that is not text (U+0000) at character 8)";

        // Bytes that are not UTF-8, raw in the file: the reader names the field, before Qt's parser sees them.
        QTest::newRow("a stray byte 0xff in the army's name")
            << namedRaw("Rom\xff" "ans") << "name" << "t.json, line 1, column 56: name: holds bytes that are not UTF-8 text";
        QTest::newRow("a cut sequence in the army's name")
            << namedRaw("Rom\xc3") << "name" << "t.json, line 1, column 56: name: holds bytes that are not UTF-8 text";
        QTest::newRow("an overlong slash in the army's name")
            << namedRaw("\xc0\xaf") << "name" << "t.json, line 1, column 56: name: holds bytes that are not UTF-8 text";
        QTest::newRow("a surrogate encoded in UTF-8 in a Block's name")
            << listWith("{\"name\": \"Ha\xed\xa0\x80" "\", \"type\": \"warband\", \"quality\": \"regular\", \"frontage\": 2}")
            << "blocks[0].name" << "t.json, line 1, column 84: blocks[0].name: holds bytes that are not UTF-8 text";

        // How many Blocks and Bases.
        QTest::newRow("65 Blocks") << listOf(65, 1, 1) << "blocks" << "t.json: an army has at most 64 Blocks, not 65";
        QTest::newRow("1,000 Blocks of 99 × 99") << listOf(1000, 99, 99) << "blocks" << "t.json: an army has at most 64 Blocks, not 1000";
        QTest::newRow("a Block of 20 × 11 Bases")
            << listWith(R"({"name": "Phalanx", "type": "heavy-infantry", "quality": "regular", "frontage": 20, "depth": 11})")
            << "blocks[0].depth" << "t.json, block 1 (Phalanx): a Block holds at most 200 Bases, not 220 (frontage × depth)";
        QTest::newRow("a Block of 99 × 99 Bases")
            << listWith(R"({"name": "Horde", "type": "warband", "quality": "levy", "frontage": 99, "depth": 99})")
            << "blocks[0].depth" << "t.json, block 1 (Horde): a Block holds at most 200 Bases, not 9801 (frontage × depth)";
        QTest::newRow("3 Blocks of 10 × 20 Bases") << listOf(3, 10, 20) << "blocks" << "t.json: an army has at most 500 Bases, not 600";

        // The file and its lists.
        QTest::newRow("a file of 1 MiB and a byte")
            << QByteArray(1024 * 1024 + 1, ' ') << "" << "t.json, line 1, column 1: is larger than 1048576 bytes";
        QByteArray rules = R"({"name": "Horse", "type": "cavalry", "quality": "regular", "frontage": 2, "special_rules": ["shock")";
        for (int i = 0; i < 10000; ++i)
            rules += R"(, "shock")";
        QTest::newRow("10,001 special rules")
            << listWith((rules + "]}").constData()) << "blocks[0].special_rules"
            << "t.json, line 1, column 90167: blocks[0].special_rules: has more than 10000 entries";
    }
    void limitsAreRefusedWithTheirPlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, expected);
        const ArmyListLoad loaded = ArmyListFormat::fromJson(json, QStringLiteral("t.json"));
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error, expected);
        QVERIFY(!loaded.problems.isEmpty());
        QCOMPARE(loaded.problems.first().path, path);
    }

    void limitsAreAcceptedUpToTheirValue_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("64 Blocks") << listOf(64, 1, 1);
        QTest::newRow("a Block of 20 × 10 Bases") << listOf(1, 20, 10);
        QTest::newRow("500 Bases: 2 Blocks of 20 × 10 and 1 of 10 × 10")
            << listWith(R"({"name": "A", "type": "warband", "quality": "regular", "frontage": 20, "depth": 10},
                           {"name": "B", "type": "warband", "quality": "regular", "frontage": 20, "depth": 10},
                           {"name": "C", "type": "warband", "quality": "regular", "frontage": 10, "depth": 10})");
        QTest::newRow("names of 200 characters")
            << listWith(("{" + textField("name", QByteArray(200, 'B')) + R"(, "type": "warband", "quality": "regular", "frontage": 2})").constData());
        QTest::newRow("notes of 4,000 characters with line breaks and tabs")
            << topLevel((QByteArray(R"("format": "ancients-army-list", "version": 1, "name": "Test", )")
                         + textField("notes", QByteArray("a\\n\\tb") + QByteArray(3996, 'n'))).constData());
        QTest::newRow("a name in UTF-8 beyond ASCII") << namedRaw("R\xc3\xb6" "mer \xf0\x9f\x97\xa1");
    }
    void limitsAreAcceptedUpToTheirValue()
    {
        QFETCH(QByteArray, json);
        const ArmyListLoad loaded = ArmyListFormat::fromJson(json, QStringLiteral("t.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    }

    void everyProblemIsReportedWithItsPath()
    {
        const ArmyListLoad loaded = ArmyListFormat::fromJson(
            R"({"format": "ancients-army-list", "version": 1, "name": "", "colour": "red", "blocks": [
                {"name": "Good", "type": "warband", "quality": "regular", "frontage": 4},
                {"name": "Bad", "type": "pike", "quality": "veteran", "depth": 0}]})",
            QStringLiteral("t.json"));
        QVERIFY(!loaded.ok());
        // The sentence is the first problem, as before; the list has them all.
        QCOMPARE(loaded.error,
                 R"(t.json: unknown field "colour" (the fields here are format, version, name, period, notes, blocks))");
        const QList<ArmyListProblem> expected{
            {"colour", R"(unknown field "colour" (the fields here are format, version, name, period, notes, blocks))"},
            {"name", R"("name" must not be empty)"},
            {"blocks[1].type",
             R"("type" must be "heavy-infantry", "medium-infantry", "light-infantry", "skirmishers", "warband", "cavalry", "cataphract" or "light-cavalry", not "pike")"},
            {"blocks[1].quality", R"("quality" must be "elite", "regular" or "levy", not "veteran")"},
            {"blocks[1].frontage", R"("frontage" is missing)"},
            {"blocks[1].depth", R"("depth" must be 1 to 99 Bases, not 0)"},
        };
        QCOMPARE(loaded.problems, expected);
        QCOMPARE(loaded.problemTexts().at(4), QStringLiteral(R"(blocks[1].frontage: "frontage" is missing)"));

        // Nothing after a newer version can be trusted: one problem, no guesses about the rest.
        const ArmyListLoad newer = ArmyListFormat::fromJson(
            R"({"format": "ancients-army-list", "version": 2, "name": 5, "blocks": "none"})", QStringLiteral("n.json"));
        QCOMPARE(newer.problems.size(), 1);
        QCOMPARE(newer.problems[0].path, QStringLiteral("version"));
        const ArmyListLoad good = ArmyListFormat::fromJson(listWith(R"({"name": "A", "type": "warband", "quality": "levy", "frontage": 2})"),
                                                           QStringLiteral("g.json"));
        QVERIFY(good.ok());
        QVERIFY(good.problems.isEmpty());
    }

    void malformedFileIsRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not JSON: missing comma")
            << "not-json.json" << "not-json.json, line 5, column 3: not valid JSON (unterminated object)";
        // The version is checked first: a newer file's new fields are not called unknown.
        QTest::newRow("newer version with a field this app does not know")
            << "newer-version.json"
            << "newer-version.json: made by a newer version of the app (army list format version 2; this app reads up to version 1)";
        QTest::newRow("no such file") << "missing.json" << "missing.json: cannot be read (No such file or directory)";
    }
    void malformedFileIsRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const ArmyListLoad loaded = ArmyListFormat::load(DataDir + QLatin1Char('/') + file);
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error, expected);
    }
};

QTEST_GUILESS_MAIN(TestArmyList)
#include "tst_armylist.moc"
