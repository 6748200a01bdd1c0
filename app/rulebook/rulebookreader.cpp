#include "rulebookreader.h"

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

static_assert(static_cast<int>(RulebookReader::OhwGriddedAncients) == static_cast<int>(Rulebook::Ruleset::OhwGriddedAncients),
              "the reader's rulesets are the rulebook's, in the same order");

namespace {
// Enough for any sensible query; a one-letter search does not flood the list.
constexpr int MaximumHits = 300;
constexpr int SnippetContext = 48;
} // namespace

/** Marks every occurrence of the query, the current one in its own colour. */
class RulebookHighlighter : public QSyntaxHighlighter
{
public:
    using QSyntaxHighlighter::QSyntaxHighlighter;

    void setQuery(const QString &query, int current, const QColor &hit, const QColor &currentHit)
    {
        m_query = query;
        m_current = current;
        m_hit = hit;
        m_currentHit = currentHit;
        rehighlight();
    }

protected:
    void highlightBlock(const QString &text) override
    {
        if (m_query.isEmpty())
            return;
        const int blockStart = currentBlock().position();
        for (qsizetype at = text.indexOf(m_query, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(m_query, at + m_query.size(), Qt::CaseInsensitive)) {
            QTextCharFormat format;
            const bool isCurrent = blockStart + at == m_current;
            format.setBackground(isCurrent ? m_currentHit : m_hit);
            format.setForeground(QColor(0x21, 0x21, 0x21));
            setFormat(static_cast<int>(at), static_cast<int>(m_query.size()), format);
        }
    }

private:
    QString m_query;
    int m_current = -1;
    QColor m_hit;
    QColor m_currentHit;
};

// ---------------------------------------------------------------------------

void RulebookContents::setSections(QList<Rulebook::Section> sections)
{
    beginResetModel();
    m_sections.clear();
    // The contents list the numbered sections and the unnumbered chapters beside them.
    for (auto &section : sections) {
        if (section.level == 2 || section.level == 3)
            m_sections.append(std::move(section));
    }
    endResetModel();
    Q_EMIT countChanged();
}

int RulebookContents::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_sections.size());
}

QVariant RulebookContents::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &s = m_sections.at(index.row());
    switch (role) {
    case NumberRole:
        return s.number;
    case TitleRole:
        return s.title;
    case LevelRole:
        return s.level;
    case AnchorRole:
        return s.anchor;
    case PositionRole:
        return s.position;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulebookContents::roleNames() const
{
    return {{NumberRole, "number"}, {TitleRole, "title"}, {LevelRole, "level"}, {AnchorRole, "anchor"},
            {PositionRole, "position"}};
}

// ---------------------------------------------------------------------------

void RulebookSearchResults::setHits(QList<Hit> hits)
{
    beginResetModel();
    m_hits = std::move(hits);
    endResetModel();
    Q_EMIT countChanged();
}

int RulebookSearchResults::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_hits.size());
}

QVariant RulebookSearchResults::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Hit &h = m_hits.at(index.row());
    switch (role) {
    case IsSectionRole:
        return h.isSection;
    case NumberRole:
        return h.number;
    case TitleRole:
        return h.title;
    case SnippetRole:
        return h.snippet;
    case PositionRole:
        return h.position;
    case LengthRole:
        return h.length;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulebookSearchResults::roleNames() const
{
    return {{IsSectionRole, "isSection"}, {NumberRole, "number"}, {TitleRole, "title"},
            {SnippetRole, "snippet"},     {PositionRole, "position"}, {LengthRole, "length"}};
}

// ---------------------------------------------------------------------------

RulebookReader::RulebookReader(QObject *parent)
    : QObject(parent)
    , m_contents(new RulebookContents(this))
    , m_results(new RulebookSearchResults(this))
{
}

RulebookReader::~RulebookReader() = default;

void RulebookReader::setDocument(QQuickTextDocument *document)
{
    if (m_document == document)
        return;
    m_document = document;
    reload();
}

void RulebookReader::setText(Text text)
{
    if (m_text == text)
        return;
    m_text = text;
    reload();
}

void RulebookReader::setRuleset(Ruleset ruleset)
{
    if (m_ruleset == ruleset)
        return;
    m_ruleset = ruleset;
    reload();
}

QString RulebookReader::rulesetKey() const
{
    return Rulebook::rulesetKey(static_cast<Rulebook::Ruleset>(m_ruleset));
}

void RulebookReader::setRulesetKey(const QString &key)
{
    bool ok = false;
    const Rulebook::Ruleset ruleset = Rulebook::rulesetForKey(key, &ok);
    if (ok)
        setRuleset(static_cast<Ruleset>(ruleset));
}

void RulebookReader::setExcerpt(const QString &number)
{
    if (m_excerpt == number)
        return;
    m_excerpt = number;
    reload();
}

QString RulebookReader::excerptTitle() const
{
    return m_excerpt.isEmpty() ? QString() : titleOf(m_excerpt);
}

void RulebookReader::reload()
{
    Q_EMIT aboutToReload();
    delete m_highlighter;
    m_highlighter = nullptr;
    m_sections.clear();
    if (m_document) {
        QTextDocument *text = m_document->textDocument();
        const QString markdown = Rulebook::builtInMarkdown(m_text == Rules ? Rulebook::Text::Rules : Rulebook::Text::Rulings,
                                                           static_cast<Rulebook::Ruleset>(m_ruleset));
        m_sections = Rulebook::load(text, m_excerpt.isEmpty() ? markdown : Rulebook::sectionMarkdown(markdown, m_excerpt));
        m_highlighter = new RulebookHighlighter(text);
    }
    m_contents->setSections(m_sections);
    search();
    Q_EMIT documentChanged();
}

void RulebookReader::setQuery(const QString &query)
{
    if (m_query == query)
        return;
    m_query = query;
    search();
}

void RulebookReader::setCurrentHit(int position)
{
    if (m_currentHit == position)
        return;
    m_currentHit = position;
    refreshHighlights();
    Q_EMIT currentHitChanged();
}

void RulebookReader::setHitColor(const QColor &color)
{
    if (m_hitColor == color)
        return;
    m_hitColor = color;
    refreshHighlights();
    Q_EMIT colorsChanged();
}

void RulebookReader::setCurrentHitColor(const QColor &color)
{
    if (m_currentHitColor == color)
        return;
    m_currentHitColor = color;
    refreshHighlights();
    Q_EMIT colorsChanged();
}

const Rulebook::Section *RulebookReader::section(const QString &number) const
{
    QString anchor = Rulebook::anchorForNumber(number);
    if (anchor.isEmpty())
        anchor = number.trimmed().toLower(); // a ruling: "R1" is anchored "r1"
    if (anchor.isEmpty())
        return nullptr;
    const auto it = std::find_if(m_sections.cbegin(), m_sections.cend(),
                                 [&anchor](const Rulebook::Section &s) { return s.anchor == anchor; });
    return it == m_sections.cend() ? nullptr : &*it;
}

int RulebookReader::positionOf(const QString &number) const
{
    const auto *s = section(number);
    return s ? s->position : -1;
}

QString RulebookReader::titleOf(const QString &number) const
{
    const auto *s = section(number);
    return s ? s->title : QString();
}

int RulebookReader::activateResult(int row)
{
    if (row < 0 || row >= m_results->rowCount())
        return -1;
    const auto &hit = m_results->hits().at(row);
    if (!hit.isSection)
        setCurrentHit(hit.position);
    return hit.position;
}

const Rulebook::Section *RulebookReader::headingAt(int position) const
{
    const Rulebook::Section *in = nullptr;
    for (const auto &s : m_sections) {
        if (s.position > position)
            break;
        if (s.level == 2 || s.level == 3)
            in = &s;
    }
    return in;
}

QString RulebookReader::sectionAt(int position) const
{
    QString number;
    for (const auto &s : m_sections) {
        if (s.position > position)
            break;
        if (!s.number.isEmpty())
            number = s.number;
    }
    return number;
}

void RulebookReader::refreshHighlights()
{
    if (m_highlighter)
        m_highlighter->setQuery(m_query.trimmed(), m_currentHit, m_hitColor, m_currentHitColor);
}

void RulebookReader::search()
{
    const QString words = m_query.trimmed();
    QList<RulebookSearchResults::Hit> hits;
    int textHits = 0;
    QTextDocument *text = m_document ? m_document->textDocument() : nullptr;
    if (text && !words.isEmpty()) {
        if (const auto *s = section(words)) {
            hits.append({true, s->number, s->title, {}, s->position, 0});
        }
        for (QTextCursor found = text->find(words); !found.isNull() && textHits < MaximumHits;
             found = text->find(words, found)) {
            const QTextBlock block = found.block();
            const QString blockText = block.text();
            const int inBlock = found.selectionStart() - block.position();
            const int from = std::max(0, inBlock - SnippetContext);
            const int to = std::min(static_cast<int>(blockText.size()), inBlock + static_cast<int>(words.size()) + SnippetContext);
            const QString snippet = (from > 0 ? QStringLiteral("…") : QString())
                + blockText.mid(from, inBlock - from).toHtmlEscaped() + QStringLiteral("<b>")
                + blockText.mid(inBlock, words.size()).toHtmlEscaped() + QStringLiteral("</b>")
                + blockText.mid(inBlock + words.size(), to - inBlock - words.size()).toHtmlEscaped()
                + (to < blockText.size() ? QStringLiteral("…") : QString());
            const Rulebook::Section *in = headingAt(found.selectionStart());
            hits.append({false, in ? in->number : QString(), in ? in->title : QString(), snippet, found.selectionStart(),
                         static_cast<int>(words.size())});
            ++textHits;
        }
    }
    m_hitCount = textHits;
    m_results->setHits(std::move(hits));
    m_currentHit = -1;
    refreshHighlights();
    Q_EMIT queryChanged();
    Q_EMIT currentHitChanged();
}
