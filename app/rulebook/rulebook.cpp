#include "rulebook.h"

#include <QFile>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

namespace {

// A heading line with an explicit anchor: "### 9.2 Overlaps — the keystone {#s9-2}".
const QRegularExpression AnchoredHeading(QStringLiteral(R"(^(#{1,6})\s+(.*?)\s*\{#([A-Za-z0-9-]+)\}\s*$)"),
                                         QRegularExpression::MultilineOption);
const QRegularExpression AnchorSuffix(QStringLiteral(R"([ \t]*\{#[A-Za-z0-9-]+\}[ \t]*$)"),
                                      QRegularExpression::MultilineOption);
const QRegularExpression NumberedTitle(QStringLiteral(R"(^(\d+(?:\.\d+)?)\.?\s+(.*)$)"));

// Space between paragraphs, air above headings, comfortable line height and
// padded tables: the Markdown reader's defaults are set tight for editing.
void layOutForReading(QTextDocument *document)
{
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format;
        const int level = block.blockFormat().headingLevel();
        if (level > 0) {
            format.setTopMargin(level <= 2 ? 28 : 18);
            format.setBottomMargin(8);
        } else {
            format.setBottomMargin(block.textList() ? 4 : 12);
            format.setLineHeight(125, QTextBlockFormat::ProportionalHeight);
        }
        cursor.setPosition(block.position());
        cursor.mergeBlockFormat(format);
    }
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(frame)) {
            QTextTableFormat format = table->format();
            format.setCellPadding(6);
            format.setCellSpacing(0);
            format.setBorderCollapse(true);
            format.setBorder(1);
            format.setTopMargin(6);
            format.setBottomMargin(14);
            table->setFormat(format);
        }
    }
    cursor.endEditBlock();
}

} // namespace

QString Rulebook::resourcePath(Text text, Ruleset ruleset)
{
    const QString file = text == Text::Rules ? QStringLiteral("rulebook.md") : QStringLiteral("rulings.md");
    if (ruleset == Ruleset::AncientsWargame)
        return QStringLiteral(":/rulebook/") + file;
    return QStringLiteral(":/rulebook/%1/%2").arg(rulesetKey(ruleset), file);
}

QString Rulebook::rulesetKey(Ruleset ruleset)
{
    switch (ruleset) {
    case Ruleset::AncientsWargame:
        break;
    case Ruleset::MyWargameRules:
        return QStringLiteral("my-wargame-rules");
    case Ruleset::OhwGriddedAncients:
        return QStringLiteral("3d6-ohw-gridded-ancients");
    }
    return QStringLiteral("ancients-wargame");
}

Rulebook::Ruleset Rulebook::rulesetForKey(const QString &key, bool *ok)
{
    for (const Ruleset ruleset : {Ruleset::AncientsWargame, Ruleset::MyWargameRules, Ruleset::OhwGriddedAncients}) {
        if (rulesetKey(ruleset) == key) {
            if (ok)
                *ok = true;
            return ruleset;
        }
    }
    if (ok)
        *ok = false;
    return Ruleset::AncientsWargame;
}

QString Rulebook::builtInMarkdown(Text text, Ruleset ruleset)
{
    QFile file(resourcePath(text, ruleset));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QList<Rulebook::Section> Rulebook::load(QTextDocument *document, const QString &markdown)
{
    // Qt's Markdown reader would show "{#s9-2}" as text: take the anchors off
    // the headings, remember which heading had which, and put them back on
    // as real anchors once the document is built.
    QList<QPair<QString, QString>> anchored; // heading text, anchor
    for (auto it = AnchoredHeading.globalMatch(markdown); it.hasNext();) {
        const auto match = it.next();
        anchored.append({match.captured(2).trimmed(), match.captured(3)});
    }
    QString cleaned = markdown;
    cleaned.replace(AnchorSuffix, QString());
    document->setMarkdown(cleaned, QTextDocument::MarkdownDialectGitHub);

    layOutForReading(document);

    QList<Section> sections;
    qsizetype next = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level <= 0)
            continue;
        Section section;
        section.level = level;
        section.position = block.position();
        section.title = block.text().trimmed();
        if (next < anchored.size() && anchored.at(next).first == section.title) {
            section.anchor = anchored.at(next++).second;
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            QTextCharFormat format;
            format.setAnchor(true);
            format.setAnchorNames({section.anchor});
            cursor.mergeCharFormat(format);
        }
        section.number = numberForAnchor(section.anchor);
        const auto numbered = NumberedTitle.match(section.title);
        if (!section.number.isEmpty() && numbered.hasMatch() && numbered.captured(1) == section.number)
            section.title = numbered.captured(2);
        sections.append(section);
    }
    return sections;
}

QString Rulebook::sectionMarkdown(const QString &markdown, const QString &number)
{
    QString anchor = anchorForNumber(number);
    // A ruling of a rulings register: "R1" is anchored "r1".
    static const QRegularExpression Ruling(QStringLiteral(R"(^\s*[Rr](\d+)\s*$)"));
    if (const auto ruling = Ruling.match(number); anchor.isEmpty() && ruling.hasMatch())
        anchor = QStringLiteral("r") + ruling.captured(1);
    if (anchor.isEmpty())
        return {};
    for (auto it = AnchoredHeading.globalMatch(markdown); it.hasNext();) {
        const auto heading = it.next();
        if (heading.captured(3) != anchor)
            continue;
        const qsizetype start = heading.capturedStart();
        const qsizetype level = heading.capturedLength(1);
        // Up to the next heading, anchored or not, at its level or above.
        static const QRegularExpression AnyHeading(QStringLiteral(R"(^(#{1,6})\s)"), QRegularExpression::MultilineOption);
        for (auto next = AnyHeading.globalMatch(markdown, heading.capturedEnd()); next.hasNext();) {
            const auto match = next.next();
            if (match.capturedLength(1) <= level)
                return markdown.mid(start, match.capturedStart() - start).trimmed();
        }
        return markdown.mid(start).trimmed();
    }
    return {};
}

QString Rulebook::numberForAnchor(const QString &anchor)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^s(\d+)(?:-(\d+))?$)"));
    const auto match = pattern.match(anchor);
    if (!match.hasMatch())
        return {};
    return match.captured(2).isEmpty() ? match.captured(1) : match.captured(1) + QLatin1Char('.') + match.captured(2);
}

QString Rulebook::anchorForNumber(const QString &number)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^\s*§?\s*(\d+)(?:\.(\d+))?\s*$)"));
    const auto match = pattern.match(number);
    if (!match.hasMatch())
        return {};
    return match.captured(2).isEmpty() ? QStringLiteral("s") + match.captured(1)
                                       : QStringLiteral("s%1-%2").arg(match.captured(1), match.captured(2));
}
