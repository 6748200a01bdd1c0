// The conformance matrix: every numbered section of rulebook/rulebook.md is either
// covered by a rules test, or not an engine matter (rulings.md, {#not-engine}), or
// listed in tests/engine/conformance/uncovered.txt, and the uncovered list may only shrink.
//
// The rules tests are found by running every test executable of the project with
// -functions and reading the section out of each name: rule_9_2_… proves §9.2,
// rule_5_… proves §5, and a test named for a subsection counts for that subsection
// only. The executables come from tests/engine/rulebook_tests.cmake
// (ANCIENTS_CONFORMANCE_EXECUTABLES), written into a manifest at configure time.
//
// Inputs, each with an environment override for proving the checks against scratch
// copies:
//   ANCIENTS_RULEBOOK_DIR               rulebook.md and rulings.md
//   ANCIENTS_CONFORMANCE_DIR            uncovered.txt
//   ANCIENTS_CONFORMANCE_MANIFEST       the manifest: one executable a line,
//                                       "<name>\t<path>[\t<argument>]..."
#include "rulebooktext.h"

#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <optional>

namespace {

QString fromEnvironmentOr(const char *variable, const char *compiledIn)
{
    const QByteArray value = qgetenv(variable);
    return value.isEmpty() ? QString::fromUtf8(compiledIn) : QString::fromLocal8Bit(value);
}

/** The rulebook section a rules test's name proves, e.g. "9.2", or an empty string. */
QString sectionOfTest(const QString &name)
{
    static const QRegularExpression re(QStringLiteral(R"((?:^|::|_)rule_(\d+)(?:_(\d+))?_[A-Za-z])"));
    const auto m = re.match(name);
    if (!m.hasMatch())
        return {};
    return m.captured(2).isEmpty() ? m.captured(1) : m.captured(1) + u'.' + m.captured(2);
}

/** Orders "2" < "3" < "3.1" < "3.3" < "10" < "12.1". */
bool sectionLess(const QString &a, const QString &b)
{
    const QStringList pa = a.split(u'.');
    const QStringList pb = b.split(u'.');
    for (qsizetype i = 0; i < std::max(pa.size(), pb.size()); ++i) {
        const int x = i < pa.size() ? pa.at(i).toInt() : -1;
        const int y = i < pb.size() ? pb.at(i).toInt() : -1;
        if (x != y)
            return x < y;
    }
    return false;
}

QStringList sorted(QStringList sections)
{
    std::sort(sections.begin(), sections.end(), sectionLess);
    return sections;
}

/** One entry of a list that names sections: uncovered.txt or the rulings' {#not-engine} list. */
struct Listed
{
    QString section;
    QString title; ///< as the list writes it; empty if it gives none
    QString where; ///< "uncovered.txt:12"
};

/** One test executable and what to run it with. */
struct Executable
{
    QString name;
    QString path;
    QStringList arguments;
};

} // namespace

class TestConformance : public QObject
{
    Q_OBJECT

private:
    QString m_rulebookDir;
    QString m_uncoveredPath;
    QList<rulebooktext::Section> m_sections;
    QMap<QString, QString> m_titles; ///< section → title
    QList<Listed> m_notEngine;
    QList<Listed> m_uncovered;
    QStringList m_readProblems;      ///< lines of the lists that could not be read
    QMap<QString, QStringList> m_testsBySection; ///< section → "tst_dice::rule_3_1_dieFaces"
    QStringList m_executablesRun;

    [[nodiscard]] QSet<QString> sectionsOf(const QList<Listed> &list) const
    {
        QSet<QString> result;
        for (const Listed &l : list)
            result.insert(l.section);
        return result;
    }

    [[nodiscard]] QString line(const QString &section) const
    {
        return QStringLiteral("%1  # %2").arg(section, m_titles.value(section));
    }

    /** The engine sections, in rulebook order: every section that is not "not an engine matter". */
    [[nodiscard]] QStringList engineSections() const
    {
        const QSet<QString> notEngine = sectionsOf(m_notEngine);
        QStringList result;
        for (const auto &s : m_sections) {
            if (!notEngine.contains(s.number))
                result << s.number;
        }
        return result;
    }

    void readNotEngineMatters(const QString &rulings)
    {
        static const QRegularExpression heading(
            QStringLiteral(R"(^##[ \t]+Not engine matters[ \t]*\{#not-engine\}[ \t]*$)"),
            QRegularExpression::MultilineOption);
        const auto start = heading.match(rulings);
        QVERIFY2(start.hasMatch(),
                 "rulings.md: expected a section \"## Not engine matters {#not-engine}\" listing, one bullet each, "
                 "\"- §1 — Design Philosophy: why\"; not found");
        QString body = rulings.mid(start.capturedEnd());
        static const QRegularExpression next(QStringLiteral(R"(^##[ \t])"), QRegularExpression::MultilineOption);
        if (const auto n = next.match(body); n.hasMatch())
            body.truncate(n.capturedStart());
        static const QRegularExpression bullet(QStringLiteral(R"(^- §(\d+(?:\.\d+)?) — (.+?): \S)"));
        const QStringList lines = body.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (!lines.at(i).startsWith(QStringLiteral("- ")))
                continue;
            const auto m = bullet.match(lines.at(i));
            if (!m.hasMatch()) {
                m_readProblems << QStringLiteral("rulings.md {#not-engine}: cannot read \"%1\"; expected "
                                                 "\"- §<section> — <title>: <why>\"")
                                      .arg(lines.at(i));
                continue;
            }
            m_notEngine.append({m.captured(1), m.captured(2), QStringLiteral("rulings.md {#not-engine}")});
        }
        QVERIFY2(!m_notEngine.isEmpty(), "rulings.md {#not-engine}: the section lists no sections");
    }

    void readUncovered(const QString &text)
    {
        static const QRegularExpression entry(QStringLiteral(R"(^(\d+(?:\.\d+)?)\s*(?:#\s*(.*?))?\s*$)"));
        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString l = lines.at(i).trimmed();
            if (l.isEmpty() || l.startsWith(u'#'))
                continue;
            const QString where = QStringLiteral("uncovered.txt:%1").arg(i + 1);
            const auto m = entry.match(l);
            if (!m.hasMatch()) {
                m_readProblems << QStringLiteral("%1: cannot read \"%2\"; expected \"<section>  # <title>\"")
                                      .arg(where, l);
                continue;
            }
            m_uncovered.append({m.captured(1), m.captured(2), where});
        }
    }

    void runExecutable(const Executable &exe)
    {
        QVERIFY2(!exe.path.isEmpty(),
                 qPrintable(QStringLiteral("%1 is listed in ANCIENTS_CONFORMANCE_EXECUTABLES "
                                           "(tests/engine/rulebook_tests.cmake) but the build has no such target")
                                .arg(exe.name)));
        QVERIFY2(QFileInfo(exe.path).isExecutable(),
                 qPrintable(QStringLiteral("cannot list the rules tests of %1: %2 does not exist or cannot run; "
                                           "build the project first")
                                .arg(exe.name, exe.path)));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
        process.setProcessEnvironment(env);
        // Qt Quick Test prints the functions on stderr, Qt Test on stdout.
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(exe.path, exe.arguments + QStringList{QStringLiteral("-functions")});
        QVERIFY2(process.waitForFinished(120000),
                 qPrintable(QStringLiteral("%1 -functions did not finish: %2").arg(exe.name, process.errorString())));
        const QString output = QString::fromLocal8Bit(process.readAll());
        QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
                 qPrintable(QStringLiteral("%1 -functions failed (exit code %2):\n%3")
                                .arg(exe.name)
                                .arg(process.exitCode())
                                .arg(output)));
        static const QRegularExpression function(QStringLiteral(R"(^\s*([A-Za-z_][\w:]*)\(\)\s*$)"),
                                                 QRegularExpression::MultilineOption);
        auto it = function.globalMatch(output);
        int count = 0;
        while (it.hasNext()) {
            const QString name = it.next().captured(1);
            ++count;
            const QString section = sectionOfTest(name);
            if (!section.isEmpty())
                m_testsBySection[section] << exe.name + QStringLiteral("::") + name;
        }
        QVERIFY2(count > 0, qPrintable(QStringLiteral("%1 -functions listed no test functions:\n%2")
                                           .arg(exe.name, output)));
        m_executablesRun << exe.name;
    }

private slots:
    void initTestCase()
    {
        m_rulebookDir = rulebooktext::rulebookDir(ANCIENTS_RULEBOOK_DIR);
        m_uncoveredPath = fromEnvironmentOr("ANCIENTS_CONFORMANCE_DIR", ANCIENTS_CONFORMANCE_DIR)
            + QStringLiteral("/uncovered.txt");
        QString error;

        const auto markdown = rulebooktext::readText(m_rulebookDir + QStringLiteral("/rulebook.md"), &error);
        QVERIFY2(markdown, qPrintable(error));
        m_sections = rulebooktext::Rulebook(*markdown).sections();
        QVERIFY2(!m_sections.isEmpty(), "rulebook.md: no heading with a section anchor such as {#s9-2}");
        for (const auto &s : m_sections)
            m_titles.insert(s.number, s.title);

        const auto rulings = rulebooktext::readText(m_rulebookDir + QStringLiteral("/rulings.md"), &error);
        QVERIFY2(rulings, qPrintable(error));
        readNotEngineMatters(*rulings);
        if (QTest::currentTestFailed())
            return;

        const auto uncovered = rulebooktext::readText(m_uncoveredPath, &error);
        QVERIFY2(uncovered, qPrintable(error));
        readUncovered(*uncovered);

        const QString manifestPath =
            fromEnvironmentOr("ANCIENTS_CONFORMANCE_MANIFEST", ANCIENTS_CONFORMANCE_MANIFEST);
        const auto manifest = rulebooktext::readText(manifestPath, &error);
        QVERIFY2(manifest, qPrintable(error));
        for (const QString &l : manifest->split(u'\n', Qt::SkipEmptyParts)) {
            QStringList fields = l.split(u'\t');
            Executable exe;
            exe.name = fields.takeFirst();
            exe.path = fields.isEmpty() ? QString() : fields.takeFirst();
            exe.arguments = fields;
            runExecutable(exe);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(!m_executablesRun.isEmpty(), qPrintable(manifestPath + QStringLiteral(": lists no executables")));
    }

    // Every engine test executable the tests directory builds is run for its rules tests.
    void everyTestExecutableIsListed()
    {
        QStringList missing;
        for (const QString &target : QStringLiteral(ANCIENTS_TEST_EXECUTABLE_TARGETS).split(u',', Qt::SkipEmptyParts)) {
            if (!m_executablesRun.contains(target))
                missing << target;
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("add %1 to ANCIENTS_CONFORMANCE_EXECUTABLES (an engine test) or to "
                                           "ANCIENTS_CONFORMANCE_APP_TESTS (an app test) in tests/engine/rulebook_tests.cmake")
                                .arg(missing.join(QStringLiteral(", ")))));
    }

    // A heading's own number agrees with its anchor: "### 9.2 … {#s9-2}".
    void headingsAgreeWithTheirAnchors()
    {
        QStringList problems;
        for (const auto &s : m_sections) {
            if (s.headingNumber != s.number)
                problems << QStringLiteral("rulebook.md: the heading \"%1 %2\" has the anchor for §%3")
                                .arg(s.headingNumber, s.title, s.number);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void testsNameOnlyRealSections()
    {
        QStringList problems;
        for (auto it = m_testsBySection.cbegin(); it != m_testsBySection.cend(); ++it) {
            if (!m_titles.contains(it.key()))
                problems << QStringLiteral("the rulebook has no §%1, yet these tests name it: %2").arg(it.key(), it.value().join(QStringLiteral(", ")));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // uncovered.txt and the rulings' {#not-engine} list name real sections, by their
    // rulebook titles, once each, and no section is in both.
    void listsNameOnlyRealSections()
    {
        QStringList problems = m_readProblems;
        QSet<QString> seen;
        const QSet<QString> notEngine = sectionsOf(m_notEngine);
        for (const QList<Listed> *list : {&m_notEngine, &m_uncovered}) {
            QSet<QString> inThisList;
            for (const Listed &l : *list) {
                if (!m_titles.contains(l.section)) {
                    problems << QStringLiteral("%1: the rulebook has no §%2").arg(l.where, l.section);
                    continue;
                }
                if (!l.title.isEmpty() && l.title != m_titles.value(l.section))
                    problems << QStringLiteral("%1: §%2 is titled \"%3\" in the rulebook, not \"%4\"")
                                    .arg(l.where, l.section, m_titles.value(l.section), l.title);
                if (inThisList.contains(l.section))
                    problems << QStringLiteral("%1: §%2 is listed twice").arg(l.where, l.section);
                inThisList.insert(l.section);
                if (list == &m_uncovered && notEngine.contains(l.section))
                    problems << QStringLiteral("%1: §%2 is not an engine matter (rulings.md), so it cannot be uncovered")
                                    .arg(l.where, l.section);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void notEngineMattersHaveNoRulesTests()
    {
        QStringList problems;
        for (const Listed &l : m_notEngine) {
            if (m_testsBySection.contains(l.section))
                problems << QStringLiteral("§%1 is not an engine matter (rulings.md {#not-engine}), yet %2 prove it: "
                                           "take it off that list or rename the tests")
                                .arg(l.section, m_testsBySection.value(l.section).join(QStringLiteral(", ")));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // Nothing falls through: every engine section is covered or admitted uncovered.
    void everySectionIsCoveredOrListed()
    {
        const QSet<QString> uncovered = sectionsOf(m_uncovered);
        QStringList missing;
        for (const QString &section : engineSections()) {
            if (!m_testsBySection.contains(section) && !uncovered.contains(section))
                missing << line(section);
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no rules test covers these sections and neither uncovered.txt nor "
                                           "rulings.md {#not-engine} lists them; write a rule_<section>_… test, or "
                                           "add them to %1:\n%2\n")
                                .arg(m_uncoveredPath, missing.join(u'\n'))));
    }

    // The list may only shrink: a section that tests now cover must leave it.
    void uncoveredListOnlyShrinks()
    {
        QStringList covered;
        for (const Listed &l : m_uncovered) {
            if (m_testsBySection.contains(l.section))
                covered << QStringLiteral("remove %1 from uncovered.txt: the list may only shrink (%2; now covered by %3)")
                               .arg(l.section, l.where, m_testsBySection.value(l.section).join(QStringLiteral(", ")));
        }
        QVERIFY2(covered.isEmpty(), qPrintable(covered.join(u'\n')));
    }

    // The figure, and which tests cover which section.
    void coverage()
    {
        const QStringList engine = engineSections();
        QStringList covered;
        for (const QString &section : engine) {
            if (m_testsBySection.contains(section))
                covered << section;
        }
        const auto uncovered = qsizetype(engine.size() - covered.size());
        qInfo().noquote() << QStringLiteral("conformance: %1 of %2 engine sections covered by rules tests (%3%); "
                                            "%4 not engine matters; %5 uncovered")
                                 .arg(covered.size())
                                 .arg(engine.size())
                                 .arg(engine.isEmpty() ? 0.0 : 100.0 * double(covered.size()) / double(engine.size()),
                                      0, 'f', 1)
                                 .arg(m_notEngine.size())
                                 .arg(uncovered);
        for (const QString &section : sorted(m_testsBySection.keys())) {
            qInfo().noquote() << QStringLiteral("  §%1 %2: %3")
                                     .arg(section, m_titles.value(section, QStringLiteral("(no such section)")),
                                          m_testsBySection.value(section).join(QStringLiteral(", ")));
        }
        QVERIFY(covered.size() + m_notEngine.size() <= m_sections.size());
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
