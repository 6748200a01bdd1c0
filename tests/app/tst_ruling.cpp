// The umpire's ruling as a one-page PDF (app/battle/rulingsheet.h): the amended action
// before and after, the reason, what it changed, and the chain's hashes; a file that
// cannot be written is named.
#include "battlefixture.h"
#include "combatcontroller.h"
#include "labels.h"
#include "movecontroller.h"
#include "rulingsheet.h"
#include "umpirecontroller.h"

#include <QDir>
#include <QImage>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <array>

using namespace battlefixture;

namespace {

/** The pages of the PDF at @p path: its page objects. */
int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    return static_cast<int>(QString::fromLatin1(file.readAll()).count(page));
}

} // namespace

class TestRuling : public QObject, protected BattleFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpCatalog(); }
    void init() { setUpStore(); }

    void aRulingIsAOnePagePdfWithTheReasonAndTheHash()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVERIFY(session->endPhase());
        QVariantMap action = UmpireController(&*session).actionAt(0);
        // The Hastati entered rough ground: +1 Fatigue to each Base (§8.1).
        action.insert(QStringLiteral("terrain_entered"), entered({4, 5, 6, 7}, QStringLiteral("rough")));
        const QString reason = QStringLiteral("They crossed the stream bed; both players agree.");
        QVERIFY(rule(*session, 0, action, reason, QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        const int sequence = logCount(*session) - 1;
        const QString head = QString::fromLatin1(session->battle()->headHash().toHex());

        // What the page says, from the log replayed without the amendment and with it.
        QString error;
        const auto ruling = RulingSheet::of(*session->battle(), sequence, QStringLiteral("Round 2, table 5"),
                                            session->listedShapes(), &error);
        QVERIFY2(ruling, qPrintable(error));
        const QString text = ruling->text().join(QLatin1Char('\n'));
        QVERIFY2(ruling->title.contains(QStringLiteral("#%1").arg(sequence + 1)), qPrintable(ruling->title));
        for (const QString &needle : {reason, head, QStringLiteral("Round 2, table 5"), QStringLiteral("Mid-Republican Roman"),
                                      QStringLiteral("Gallic"), QStringLiteral("As recorded: "), QStringLiteral("Umpire: Umpire Varro"), QStringLiteral("As corrected: "),
                                      QStringLiteral("Fatigue 1 before, 2 after"), QStringLiteral("no army has broken"),
                                      QStringLiteral("What was corrected"), QStringLiteral("Ground entered by ")})
            QVERIFY2(text.contains(needle), qPrintable(needle + QStringLiteral(" is not in:\n") + text));
        QCOMPARE(text.count(QStringLiteral("Fatigue 1 before, 2 after")), 4);

        const QString path = m_dir->filePath(QStringLiteral("ruling.pdf"));
        QVERIFY2(UmpireController(&*session).exportRuling(sequence, QUrl::fromLocalFile(path)), qPrintable(session->lastError()));
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
        QCOMPARE(pdfPages(path), 1);
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext is not installed: the page's text was checked above");
        QProcess reader;
        reader.start(pdftotext, {path, QStringLiteral("-")});
        QVERIFY(reader.waitForFinished(30000));
        const QString read = QString::fromUtf8(reader.readAllStandardOutput());
        QVERIFY2(read.contains(head), qPrintable(read));
        QVERIFY2(read.simplified().contains(reason), qPrintable(read));
    }

    // The ruling's page as an image (the screenshots' "ruling" page): A4 at the PDF's 300 dpi, set by the same
    // code, ink inside the margins only, and the longer a ruling, the more of the page it fills.
    void aRulingPaintsTheSamePageOntoAnImage()
    {
        RulingSheet::Ruling shortRuling{QStringLiteral("Ruling on #3"), {{QStringLiteral("Reason"), {QStringLiteral("Rough ground.")}}}};
        RulingSheet::Ruling longRuling = shortRuling;
        for (int i = 0; i < 12; ++i)
            longRuling.sections.push_back({QStringLiteral("Part %1").arg(i), {QStringLiteral("A line of the ruling, long enough to wrap "
                                                                                             "across the page at least once or twice.")}});
        const auto inkRows = [](const QImage &page) {
            int rows = 0;
            int firstInk = -1;
            int leftmost = page.width();
            for (int y = 0; y < page.height(); ++y) {
                bool ink = false;
                for (int x = 0; x < page.width(); ++x) {
                    if (qGray(page.pixel(x, y)) < 128) {
                        ink = true;
                        leftmost = std::min(leftmost, x);
                    }
                }
                if (ink) {
                    ++rows;
                    if (firstInk < 0)
                        firstInk = y;
                }
            }
            return std::array<int, 3>{rows, firstInk, leftmost};
        };
        const QImage small = RulingSheet::image(shortRuling);
        QCOMPARE(small.size(), QSize(2480, 3508)); // A4 at 300 dpi
        const auto [smallRows, top, left] = inkRows(small);
        QVERIFY(smallRows > 0);
        // The 18 mm margin: 212 dots at 300 dpi.
        QVERIFY2(top >= 200 && left >= 200, qPrintable(QStringLiteral("%1, %2").arg(top).arg(left)));
        const auto [longRows, longTop, longLeft] = inkRows(RulingSheet::image(longRuling));
        QVERIFY2(longRows > 3 * smallRows, qPrintable(QStringLiteral("%1 against %2").arg(longRows).arg(smallRows)));
        Q_UNUSED(longTop)
        Q_UNUSED(longLeft)
    }

    // Issue 14: the ruling names each input the umpire corrected, in the table's words.
    void rule_8_2_aRulingNamesTheGroundCorrected()
    {
        auto session = hastatiMeetTheWarband();
        QVERIFY(CombatController(&*session).fight({{QStringLiteral("base"), 4}, {QStringLiteral("enemy"), 26},
                                                   {QStringLiteral("base_dice"), roll(5)}, {QStringLiteral("enemy_dice"), roll(2)}}));
        const int fought = session->battle()->actionCount() - 1;
        QVERIFY(CombatController(&*session).allocateLoss({{QStringLiteral("fatigue"), session->pendingLossValue().points}}));
        AmendController amend(&*session);
        QVERIFY(amend.begin(fought));
        QVariantMap rough = amend.original();
        rough.insert(QStringLiteral("base_going"), 2);
        rough.insert(QStringLiteral("enemy_dice"), roll(3));
        QVERIFY2(amend.tryCorrection(rough), qPrintable(amend.error()));
        while (amend.asking())
            QVERIFY2(amend.answer({{QStringLiteral("fatigue"), amend.askLoss().points}}), qPrintable(amend.error()));
        QVERIFY(amend.confirm(QStringLiteral("rough"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        QString error;
        const auto ruling = RulingSheet::of(*session->battle(), logCount(*session) - 1, {}, session->listedShapes(), &error);
        QVERIFY2(ruling, qPrintable(error));
        const QString text = ruling->text().join(QLatin1Char('\n'));
        const QString hastati = session->tableLabels().base(4);
        for (const QString &needle : {QStringLiteral("What was corrected"),
                                      QStringLiteral("Ground of %1: open ground, corrected to rough ground (§8.2)").arg(hastati),
                                      QStringLiteral("Dice of %1: 2, corrected to 3").arg(session->tableLabels().base(26))})
            QVERIFY2(text.contains(needle), qPrintable(needle + QStringLiteral(" is not in:\n") + text));
    }

    void onlyAnAmendmentHasARuling()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        const QString path = m_dir->filePath(QStringLiteral("none.pdf"));
        QVERIFY(!UmpireController(&*session).exportRuling(0, QUrl::fromLocalFile(path)));
        QCOMPARE(session->lastError(), QStringLiteral("There is no amendment #1 in the log."));
        QVERIFY(!QFileInfo::exists(path));
    }

    void aRulingThatCannotBeWrittenNamesThePath()
    {
        auto session = started();
        QVERIFY(MoveController(&*session).moveBlock(Hastati, {{QStringLiteral("dice"), roll(4)}}));
        QVariantMap action = UmpireController(&*session).actionAt(0);
        action.insert(QStringLiteral("terrain_entered"), entered({4}, QStringLiteral("rough")));
        QVERIFY(rule(*session, 0, action, QStringLiteral("rough"), QStringLiteral("Umpire Varro")).value(QStringLiteral("ok")).toBool());
        // A folder that cannot exist: its parent is a file.
        const QString blocker = m_dir->filePath(QStringLiteral("a-file"));
        QFile block(blocker);
        QVERIFY(block.open(QIODevice::WriteOnly));
        block.close();
        const QString path = blocker + QStringLiteral("/ruling.pdf");
        QVERIFY(!UmpireController(&*session).exportRuling(logCount(*session) - 1, QUrl::fromLocalFile(path)));
        const QString error = session->lastError();
        QVERIFY2(error.startsWith(QStringLiteral("The ruling could not be written to ")), qPrintable(error));
        QVERIFY2(error.contains(QFileInfo(path).absoluteFilePath()), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
    }
};

QTEST_MAIN(TestRuling) // the ruling lays out text: fonts need the GUI application
#include "tst_ruling.moc"
