// Table labels (app/format/labels.h): every Base's label, its Block's tag and
// its file and rank as deployed, the same whatever the Base does; split Blocks'
// names and places in the column; the log and the refusals naming Bases by
// their labels; the army list's own tags; and the label sheet (app/battle/labelsheet.h).
#include "armycatalog.h"
#include "battlefixture.h"
#include "battlesession.h"
#include "combatcontroller.h"
#include "labels.h"
#include "labelsheet.h"
#include "movecontroller.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/formation.h"
#include "record/armylist.h"
#endif

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using ancients::BlockSpec;
using battlefixture::rowOf;

namespace {

std::vector<BlockSpec> blocksOf(std::initializer_list<const char *> names)
{
    std::vector<BlockSpec> out;
    for (const char *name : names)
        out.push_back(BlockSpec{name, ancients::TroopType::MediumInfantry, ancients::Quality::Regular, {}, {}, false, 2, 1, {}});
    return out;
}

/** The pages of the PDF at @p path: its page objects. */
int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return static_cast<int>(QString::fromLatin1(file.readAll()).count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]"))));
}

/** The tiles' labels of Block @p block's card, front rank first. */
QStringList tileLabels(const BattleBlocksModel *model, int block)
{
    QStringList out;
    const int row = rowOf(model, block);
    for (const QVariant &base : model->data(model->index(row), BattleBlocksModel::BasesRole).toList())
        out << base.toMap().value(QStringLiteral("label")).toString();
    return out;
}

} // namespace

class TestLabels : public QObject, protected BattleFixture
{
    Q_OBJECT

    /**
     * The Hastati (Base 4) beat the Warband's Base 27 and the loser gives a point as
     * ground: the middle file 27 / 31 recoils, the far side 28 29 / 32 33 splits off (§9.6).
     */
    std::unique_ptr<BattleSession> warbandPushedBack()
    {
        auto session = hastatiMeetTheWarband();
        if (!CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 27},
                                                {QStringLiteral("base_dice"), battlefixture::roll(5)},
                                                {QStringLiteral("enemy_dice"), battlefixture::roll(2)}}))
            qFatal("fight: %s", qPrintable(session->lastError()));
        if (!CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), 2},
                                                       {QStringLiteral("push_back"), 1},
                                                       {QStringLiteral("file"), QVariantList{27, 31}},
                                                       {QStringLiteral("seam_bases"), QVariantList{27, 31, 26, 30, 28, 32}},
                                                       {QStringLiteral("far_side"), QVariantList{28, 29, 32, 33}}}))
            qFatal("allocate: %s", qPrintable(session->lastError()));
        return session;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ancients-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_labels"));
        QSettings().clear();
        setUpCatalog();
    }

    void init() { setUpStore(); }

    void tagsComeFromTheNames()
    {
        const auto tags = labels::tags(blocksOf({"Velites", "Hastati", "Roman equites", "Allied Italian foot",
                                                 "Javelinmen and slingers", "Äxte"}));
        QCOMPARE(tags, (QStringList{"VEL", "HAS", "REQ", "AIF", "JAS", "ÄXT"}));
    }

    void tagsAreUniqueInTheBattle()
    {
        // Army A: the list's own tag "has" on its third Block; army B: Hastati again, and its own "HAS".
        auto listed = blocksOf({"Hastati", "Hastings", "Principes", "Hastati", "Hastati"});
        listed[2].tag = "has";
        listed[4].tag = "HAS";
        const QStringList tags = labels::tags(listed);
        QCOMPARE(tags.at(2), QStringLiteral("HAS"));  // the players' own tag first, in capitals
        QCOMPARE(tags.at(4), QStringLiteral("HAS2")); // the same own tag again: numbered
        QCOMPARE(QSet<QString>(tags.begin(), tags.end()).size(), tags.size());
        for (const QString &tag : tags)
            QVERIFY2(tag.size() <= 4 && tag == tag.toUpper(), qPrintable(tag));
        QCOMPARE(tags.at(0), QStringLiteral("HAT")); // HAS taken: other letters of the name
        QCOMPARE(tags.at(3), QStringLiteral("HAA"));
    }

    void labelsNumberFilesAndRanksFromOne()
    {
        auto session = started();
        const TableLabels names = session->tableLabels();
        QCOMPARE(names.label(0), QStringLiteral("VEL 1\u00B71"));
        QCOMPARE(names.label(3), QStringLiteral("VEL 4\u00B71"));
        QCOMPARE(names.label(4), QStringLiteral("HAS 1\u00B71"));
        QCOMPARE(names.label(26), QStringLiteral("WAR 1\u00B71"));
        QCOMPARE(names.label(29), QStringLiteral("WAR 4\u00B71"));
        QCOMPARE(names.label(31), QStringLiteral("WAR 2\u00B72"));
        QCOMPARE(names.base(31), QStringLiteral("WAR 2\u00B72, Warband"));
        QCOMPARE(session->baseInfo(31).value(QStringLiteral("tableLabel")).toString(), QStringLiteral("WAR 2\u00B72"));
        // Every tile of the card carries its label, front rank first.
        QCOMPARE(tileLabels(session->blocksB(), Warband),
                 (QStringList{"WAR 1\u00B71", "WAR 2\u00B71", "WAR 3\u00B71", "WAR 4\u00B71",
                              "WAR 1\u00B72", "WAR 2\u00B72", "WAR 3\u00B72", "WAR 4\u00B72"}));
    }

    void labelsStayWhenTheBaseIsPushedBackAndItsBlockSplits()
    {
        auto session = warbandPushedBack();
        const TableLabels names = session->tableLabels();
        const int file = session->baseInfo(27).value(QStringLiteral("block")).toInt();
        // Its Block's formation now puts Base 31 in the first file: the sticker does not move.
        const auto shape = ancients::formation(session->battle()->state(), file, session->listedShapes());
        QCOMPARE(shape.placeOf(31)->file, 0);
        QCOMPARE(names.label(27), QStringLiteral("WAR 2\u00B71"));
        QCOMPARE(names.label(31), QStringLiteral("WAR 2\u00B72"));
        QCOMPARE(names.label(28), QStringLiteral("WAR 3\u00B71"));
        QCOMPARE(tileLabels(session->blocksB(), file), (QStringList{"WAR 2\u00B71", "WAR 2\u00B72"}));
        QCOMPARE(tileLabels(session->blocksB(), Warband), (QStringList{"WAR 1\u00B71", "WAR 1\u00B72"}));
    }

    void rule_9_6_splitPartsHaveDistinctNamesAndKeepTheirPlace()
    {
        auto session = warbandPushedBack();
        const BattleBlocksModel *gauls = session->blocksB();
        const int file = session->baseInfo(27).value(QStringLiteral("block")).toInt();
        const int far = session->baseInfo(28).value(QStringLiteral("block")).toInt();
        QStringList column;
        for (int row = 0; row < gauls->rowCount(); ++row)
            column << gauls->data(gauls->index(row), BattleBlocksModel::NameRole).toString();
        // Where the Warband stood, its parts left to right; the Soldurii still after them.
        QCOMPARE(column, (QStringList{"Noble cavalry", "Warband (file 1)", "Warband (file 2)", "Warband (files 3\u20134)",
                                      "Soldurii", "Gaesatae", "Tribal levy", "Javelinmen and slingers", "Tribal horse"}));
        QCOMPARE(rowOf(gauls, Warband), 1);
        QCOMPARE(rowOf(gauls, file), 2);
        QCOMPARE(rowOf(gauls, far), 3);
        QCOMPARE(session->blockInfo(far).value(QStringLiteral("label")).toString(), QStringLiteral("Warband (files 3\u20134)"));
        QCOMPARE(session->baseInfo(33).value(QStringLiteral("label")).toString(), QStringLiteral("WAR 4\u00B72, Warband (files 3\u20134)"));
    }

    void rule_6_2_partsSplitByRanksAreNamedByRank()
    {
        auto session = started();
        for (int i = 0; i < 4; ++i) // side B's Move phase
            QVERIFY(session->endPhase());
        // The rear rank splits off: both parts hold every file.
        QVERIFY2(MoveController(&*session).splitBlock(Warband, {30, 31, 32, 33}, {26, 27, 30, 31}), qPrintable(session->lastError()));
        const int rear = session->baseInfo(30).value(QStringLiteral("block")).toInt();
        QCOMPARE(session->blockInfo(Warband).value(QStringLiteral("label")).toString(), QStringLiteral("Warband (rank 1)"));
        QCOMPARE(session->blockInfo(rear).value(QStringLiteral("label")).toString(), QStringLiteral("Warband (rank 2)"));
        QCOMPARE(rowOf(session->blocksB(), rear), rowOf(session->blocksB(), Warband) + 1);
    }

    void theLogAndRefusalsNameBasesByTheirLabels()
    {
        auto session = warbandPushedBack();
        QString log;
        BattleLogModel *model = session->log();
        for (int row = 0; row < model->rowCount(); ++row) {
            log += model->data(model->index(row), BattleLogModel::SummaryRole).toString() + QLatin1Char('\n');
            for (const QVariant &e : model->data(model->index(row), BattleLogModel::EffectsRole).toList())
                log += e.toMap().value(QStringLiteral("text")).toString() + QLatin1Char('\n');
        }
        QVERIFY2(log.contains(QStringLiteral("HAS 1\u00B71, Hastati")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("WAR 2\u00B71, Warband (file 2)")), qPrintable(log));
        QVERIFY2(!log.contains(QRegularExpression(QStringLiteral("\\b(Base|Block) \\d"))), qPrintable(log));

        // A refusal names the Base by its label and the Block as its card does.
        auto fresh = started();
        QVERIFY(!MoveController(&*fresh).wheelBlock(Hastati, 30, 1, {}));
        const QString refusal = fresh->lastError();
        QVERIFY2(refusal.contains(QStringLiteral("WAR 1\u00B72, Warband")), qPrintable(refusal));
        QVERIFY2(refusal.contains(QStringLiteral("Hastati")), qPrintable(refusal));
        QVERIFY2(!refusal.contains(QRegularExpression(QStringLiteral("\\b(Base|Block) \\d"))), qPrintable(refusal));
        QVERIFY(!MoveController(&*fresh).moveBlock(Warband, {}));
        QVERIFY2(!fresh->lastError().contains(QStringLiteral("Block 8")), qPrintable(fresh->lastError()));
    }

    void anArmyListNamesItsOwnTags()
    {
        const QByteArray json = R"({"format": "ancients-army-list", "version": 1, "name": "T", "blocks": [
            {"name": "Hastati", "type": "medium-infantry", "quality": "regular", "frontage": 2, "tag": "H1"},
            {"name": "Principes", "type": "medium-infantry", "quality": "regular", "frontage": 2}]})";
        const ArmyListLoad load = ArmyListFormat::fromJson(json, QStringLiteral("t.json"));
        QVERIFY2(load.ok(), qPrintable(load.error));
        QCOMPARE(load.list->blocks.at(0).tag, std::string("H1"));
        QCOMPARE(load.list->blocks.at(1).tag, std::string());
        const QByteArray written = ArmyListFormat::toJson(*load.list);
        QVERIFY(written.contains(R"("tag": "H1")"));
        QCOMPARE(ArmyListFormat::fromJson(written, QStringLiteral("again.json")).list, load.list);
        // A list without tags is written as before.
        auto untagged = *load.list;
        untagged.blocks[0].tag.clear();
        QVERIFY(!ArmyListFormat::toJson(untagged).contains(R"("tag")"));
    }

    void anArmyListsTagsAreChecked_data()
    {
        QTest::addColumn<QString>("blocks");
        QTest::addColumn<QString>("problem");
        const QString block = QStringLiteral(R"({"name": "%1", "type": "warband", "quality": "regular", "frontage": 2, "tag": %2})");
        QTest::newRow("too long") << block.arg("A", R"("ABCDE")")
                                  << R"(blocks[0].tag: "tag" must be 1 to 4 letters or digits, not "ABCDE")";
        QTest::newRow("a space") << block.arg("A", R"("A B")") << R"(blocks[0].tag: "tag" must be 1 to 4 letters or digits, not "A B")";
        QTest::newRow("empty") << block.arg("A", R"("")") << R"(blocks[0].tag: "tag" must not be empty)";
        QTest::newRow("twice") << block.arg("A", R"("WB")") + ", " + block.arg("B", R"("wb")")
                               << R"(blocks[1].tag: "tag" "wb" is already block 1's: each Block needs a tag of its own)";
    }
    void anArmyListsTagsAreChecked()
    {
        QFETCH(QString, blocks);
        QFETCH(QString, problem);
        const QByteArray json = QStringLiteral(R"({"format": "ancients-army-list", "version": 1, "name": "T", "blocks": [%1]})")
                                    .arg(blocks)
                                    .toUtf8();
        const ArmyListLoad load = ArmyListFormat::fromJson(json, QStringLiteral("t.json"));
        QVERIFY(!load.ok());
        QCOMPARE(load.problemTexts(), QStringList{problem});
    }

    void theLabelSheetHasOneLabelABase()
    {
        std::vector<BlockSpec> listed = blocksOf({"Hastati", "Principes"});
        listed[1].frontage = 3;
        listed[1].depth = 2;
        const auto sheet = labels::sheetLabels(listed, labels::tags(listed), 1, 1);
        QCOMPARE(sheet.size(), std::size_t(6));
        QCOMPARE(sheet.front(), (labels::SheetLabel{QStringLiteral("PRI 1\u00B71"), QStringLiteral("Principes")}));
        QCOMPARE(sheet.back().label, QStringLiteral("PRI 3\u00B72"));
    }

    void theLabelSheetIsAPdfOfA4Pages()
    {
        QVERIFY(LabelSheet::columns() * LabelSheet::LabelWidthMm <= LabelSheet::PageWidthMm - 2 * LabelSheet::MarginMm);
        QCOMPARE(LabelSheet::columns(), 4);
        auto session = started();
        const QString path = m_dir->filePath(QStringLiteral("labels.pdf"));
        QVERIFY2(session->writeLabelSheet(QUrl::fromLocalFile(path)), qPrintable(session->lastError()));
        QVERIFY(session->lastError().isEmpty());
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        // One army of 24 Bases a page: two armies, two pages.
        QCOMPARE(pdfPages(path), 2);

        std::vector<LabelSheet::Section> one{{QStringLiteral("Roman"), {}}};
        for (int i = 0; i < 24; ++i)
            one.front().labels.push_back({labels::tableLabel(QStringLiteral("HAS"), i % 4, i / 4), QStringLiteral("Hastati")});
        const QString single = m_dir->filePath(QStringLiteral("one.pdf"));
        QCOMPARE(LabelSheet::write(single, one), QString());
        QCOMPARE(pdfPages(single), 1);
        QCOMPARE(LabelSheet::pageCount(one), 1);

        // More Bases than a page holds go on to the next page.
        const int perPage = LabelSheet::columns() * LabelSheet::rows();
        while (static_cast<int>(one.front().labels.size()) <= perPage)
            one.front().labels.push_back({QStringLiteral("HAS 9\u00B79"), QStringLiteral("Hastati")});
        QCOMPARE(LabelSheet::write(single, one), QString());
        QCOMPARE(pdfPages(single), 2);
    }

    // The sheet's first page as an image, painted by the code that writes the PDF: A4 at the
    // resolution asked, white paper, the labels in their cells, the heading within the margins.
    void theLabelSheetPaintsItsPageAsAnImage()
    {
        auto session = started();
        const double dotsPerMm = 4.0;
        const QImage page = session->labelSheetPage(0, dotsPerMm);
        QCOMPARE(page.size(), QSize(840, 1188));
        QCOMPARE(page.pixelColor(2, 2), QColor(Qt::white));
        // Ink inside the first label's cell, none in the page's margin.
        const auto inkedIn = [](const QImage &image, const QRect &area) {
            for (int y = area.top(); y <= area.bottom(); ++y) {
                for (int x = area.left(); x <= area.right(); ++x) {
                    if (qGray(image.pixel(x, y)) < 128)
                        return true;
                }
            }
            return false;
        };
        const auto inked = [&](const QRect &area) { return inkedIn(page, area); };
        const double left = (LabelSheet::PageWidthMm - LabelSheet::columns() * LabelSheet::LabelWidthMm) / 2.0;
        const double top = LabelSheet::MarginMm + LabelSheet::HeadingMm;
        const QRect firstLabel(int((left + 2) * dotsPerMm), int((top + 2) * dotsPerMm), int(36 * dotsPerMm), int(8 * dotsPerMm));
        QVERIFY(inked(firstLabel));
        QVERIFY(!inked(QRect(0, 0, page.width(), int(LabelSheet::MarginMm * dotsPerMm) - 2)));
        QVERIFY(session->labelSheetPage(2, dotsPerMm).isNull());
        QVERIFY(BattleSession().labelSheetPage(0, dotsPerMm).isNull());

        // An army's long name (and a longer language) shrinks the heading, or shortens it, a
        // millimetre clear of the margin: never cut off at the edge of the page's text.
        for (const int length : {60, 200}) {
            std::vector<LabelSheet::Section> longName{{QString(length, QLatin1Char('W')), {{QStringLiteral("HAS 1\u00B71"), QStringLiteral("Hastati")}}}};
            const QImage heading = LabelSheet::pageImage(longName, 0, dotsPerMm);
            const int edge = int((LabelSheet::PageWidthMm - LabelSheet::MarginMm) * dotsPerMm);
            const int band = int((LabelSheet::MarginMm + LabelSheet::HeadingMm) * dotsPerMm);
            QVERIFY(inkedIn(heading, QRect(int(LabelSheet::MarginMm * dotsPerMm), 0, 40, band)));
            QVERIFY2(!inkedIn(heading, QRect(edge - int(0.7 * dotsPerMm), 0, heading.width() - edge + int(0.7 * dotsPerMm), band)),
                     qPrintable(QStringLiteral("a heading of %1 letters runs to the edge").arg(length)));
        }
    }

    void theLabelSheetCanBePrintedBeforeTheBattleStarts()
    {
        // No battle yet: the sheet of the two armies chosen on New battle.
        BattleSession session;
        const int roman = m_catalog->indexOf(QStringLiteral("Mid-Republican Roman"));
        const int gallic = m_catalog->indexOf(QStringLiteral("Gallic"));
        const QString path = m_dir->filePath(QStringLiteral("before.pdf"));
        QVERIFY2(session.writeArmiesLabelSheet(m_catalog.get(), roman, gallic, QUrl::fromLocalFile(path)),
                 qPrintable(session.lastError()));
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QCOMPARE(pdfPages(path), 2);
        // An army that is not in the catalogue: refused, nothing written.
        const QString none = m_dir->filePath(QStringLiteral("none.pdf"));
        QVERIFY(!session.writeArmiesLabelSheet(m_catalog.get(), roman, m_catalog->rowCount(), QUrl::fromLocalFile(none)));
        QCOMPARE(session.lastError(), QStringLiteral("Choose both armies first."));
        QVERIFY(!QFileInfo::exists(none));
    }

    void aLabelSheetThatCannotBeWrittenSaysWhereAndLeavesNothing()
    {
        auto session = started();
        // A folder that cannot exist: its parent is a file.
        const QString folder = m_dir->filePath(QStringLiteral("unwritable"));
        QVERIFY(QDir().mkpath(folder));
        const QString blocker = folder + QStringLiteral("/a-file");
        QFile block(blocker);
        QVERIFY(block.open(QIODevice::WriteOnly));
        block.close();
        const QString path = blocker + QStringLiteral("/labels.pdf");
        QVERIFY(!session->writeLabelSheet(QUrl::fromLocalFile(path)));
        const QString error = session->lastError();
        QVERIFY2(error.startsWith(QStringLiteral("The label sheet could not be written to ")), qPrintable(error));
        QVERIFY2(error.contains(QFileInfo(path).absoluteFilePath()), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList{"a-file"});
    }
};

QTEST_MAIN(TestLabels) // the label sheet lays out text: fonts need the GUI application
#include "tst_labels.moc"
