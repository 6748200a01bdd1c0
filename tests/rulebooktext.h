#pragma once

// Reads rulebook/rulebook.md for the tests that hold the code to it: its numbered
// sections (from their anchors, {#s9-2} is 9.2) and the Markdown tables in them.
// Nothing here knows a rule; tst_rulebook_tables and tst_conformance do.

#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace rulebooktext {

/**
 * The directory holding rulebook.md and rulings.md. The environment variable
 * ANCIENTS_RULEBOOK_DIR wins over the path compiled in, so a test can be pointed at
 * a scratch copy to prove that a changed figure turns it red:
 *
 *     cp -r rulebook /tmp/book && sed -i 's/| Warband | 3 |/| Warband | 2 |/' /tmp/book/rulebook.md
 *     ANCIENTS_RULEBOOK_DIR=/tmp/book build/tests/tst_rulebook_tables
 */
inline QString rulebookDir(const char *compiledIn)
{
    const QByteArray fromEnvironment = qgetenv("ANCIENTS_RULEBOOK_DIR");
    return fromEnvironment.isEmpty() ? QString::fromUtf8(compiledIn) : QString::fromLocal8Bit(fromEnvironment);
}

/** A file's text, or nothing with @p error saying why. */
inline std::optional<QString> readText(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return QString::fromUtf8(file.readAll());
}

/** One numbered section of the rulebook: "9.2", its title, and its text up to the next numbered heading. */
struct Section
{
    QString number; ///< from the anchor: {#s9-2} is "9.2", {#s4} is "4"
    QString title;  ///< the heading without its number and anchor: "Overlaps — the keystone"
    QString headingNumber; ///< the number the heading itself writes ("9.2"), empty if none
    QString text;   ///< everything after the heading up to the next numbered heading
};

/** A Markdown table: its header cells and its rows' cells, trimmed. */
struct Table
{
    QStringList header;
    QList<QStringList> rows;
};

/** The rulebook split into its numbered sections, in order. */
class Rulebook
{
public:
    /** Splits @p markdown at every heading that carries a section anchor. */
    explicit Rulebook(const QString &markdown)
    {
        static const QRegularExpression heading(
            QStringLiteral(R"(^#{1,6}[ \t]+(?:(\d+(?:\.\d+)*)\.?[ \t]+)?(.*?)[ \t]*\{#s(\d+)(?:-(\d+))?\}[ \t]*$)"),
            QRegularExpression::MultilineOption);
        auto it = heading.globalMatch(markdown);
        qsizetype previousEnd = -1;
        while (it.hasNext()) {
            const auto m = it.next();
            if (previousEnd >= 0)
                m_sections.last().text = markdown.mid(previousEnd, m.capturedStart() - previousEnd);
            Section section;
            section.number = m.captured(4).isEmpty() ? m.captured(3) : m.captured(3) + u'.' + m.captured(4);
            section.headingNumber = m.captured(1);
            section.title = m.captured(2);
            m_sections.append(section);
            previousEnd = m.capturedEnd();
        }
        if (previousEnd >= 0)
            m_sections.last().text = markdown.mid(previousEnd);
    }

    [[nodiscard]] const QList<Section> &sections() const { return m_sections; }

    /** The section numbered @p number, or null. */
    [[nodiscard]] const Section *section(const QString &number) const
    {
        for (const Section &s : m_sections) {
            if (s.number == number)
                return &s;
        }
        return nullptr;
    }

    /**
     * The text of section @p number, or nothing with @p error naming the section
     * that is missing.
     */
    [[nodiscard]] std::optional<QString> text(const QString &number, QString *error) const
    {
        if (const Section *s = section(number))
            return s->text;
        *error = QStringLiteral("rulebook.md has no section §%1 (no heading with the anchor {#s%2})")
                     .arg(number, QString(number).replace(u'.', u'-'));
        return std::nullopt;
    }

    /**
     * The first table in section @p number whose header starts with @p headerStart,
     * or nothing with @p error saying where it looked, what it expected and what
     * tables it found instead.
     */
    [[nodiscard]] std::optional<Table> table(const QString &number, const QStringList &headerStart,
                                             QString *error) const
    {
        const auto body = text(number, error);
        if (!body)
            return std::nullopt;
        QStringList found;
        const QList<Table> tables = tablesIn(*body);
        for (const Table &t : tables) {
            if (t.header.mid(0, headerStart.size()) == headerStart)
                return t;
            found << QLatin1Char('"') + t.header.join(QStringLiteral(" | ")) + QLatin1Char('"');
        }
        *error = QStringLiteral("§%1: expected a table whose header begins \"%2\"; found %3")
                     .arg(number, headerStart.join(QStringLiteral(" | ")),
                          found.isEmpty() ? QStringLiteral("no table at all") : found.join(QStringLiteral(", ")));
        return std::nullopt;
    }

    /** Every Markdown table in @p text: runs of lines starting with '|', header then a |---| rule. */
    [[nodiscard]] static QList<Table> tablesIn(const QString &text)
    {
        QList<Table> tables;
        const QStringList lines = text.split(u'\n');
        static const QRegularExpression rule(QStringLiteral(R"(^\|(\s*:?-+:?\s*\|)+\s*$)"));
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            const QString first = lines.at(i).trimmed();
            if (!first.startsWith(u'|') || !rule.match(lines.at(i + 1).trimmed()).hasMatch())
                continue;
            Table t;
            t.header = cells(first);
            qsizetype j = i + 2;
            for (; j < lines.size() && lines.at(j).trimmed().startsWith(u'|'); ++j)
                t.rows.append(cells(lines.at(j).trimmed()));
            tables.append(t);
            i = j - 1;
        }
        return tables;
    }

private:
    static QStringList cells(const QString &line)
    {
        QStringList result = line.split(u'|');
        if (!result.isEmpty() && result.first().trimmed().isEmpty())
            result.removeFirst();
        if (!result.isEmpty() && result.last().trimmed().isEmpty())
            result.removeLast();
        for (QString &cell : result)
            cell = cell.trimmed();
        return result;
    }

    QList<Section> m_sections;
};

} // namespace rulebooktext
