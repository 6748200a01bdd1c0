#pragma once

#include "rulebook.h"

#include <QAbstractListModel>
#include <QColor>
#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QQuickTextDocument>

class RulebookHighlighter;

/** The rulebook's table of contents: its numbered sections and subsections, in order. */
class RulebookContents : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by RulebookReader")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { NumberRole = Qt::UserRole + 1, TitleRole, LevelRole, AnchorRole, PositionRole };

    using QAbstractListModel::QAbstractListModel;
    void setSections(QList<Rulebook::Section> sections);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    QList<Rulebook::Section> m_sections;
};

/** What a search of the rulebook found: a section to jump to, then every place the words occur. */
class RulebookSearchResults : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by RulebookReader")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    /** One result. */
    struct Hit
    {
        bool isSection = false; ///< a jump to the section the query names, e.g. "9.2"
        QString number;         ///< the section the hit is in
        QString title;
        QString snippet;        ///< rich text: the words around the hit, the hit in bold
        int position = 0;       ///< where the hit starts in the document
        int length = 0;
    };
    enum Role { IsSectionRole = Qt::UserRole + 1, NumberRole, TitleRole, SnippetRole, PositionRole, LengthRole };

    using QAbstractListModel::QAbstractListModel;
    void setHits(QList<Hit> hits);
    [[nodiscard]] const QList<Hit> &hits() const { return m_hits; }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    QList<Hit> m_hits;
};

/**
 * The in-app rulebook reader: puts the rulebook into a QML TextEdit's document,
 * knows where every section starts, searches the text and highlights the hits.
 */
class RulebookReader : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    /** The document of the TextEdit that shows the rulebook; setting it loads the rulebook into it. */
    Q_PROPERTY(QQuickTextDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    /** Which text the reader shows: the rules or the rulings register. */
    Q_PROPERTY(Text text READ text WRITE setText NOTIFY documentChanged)
    /** Whose text: the Ancients Wargame, My Wargame Rules or 3D6 OHW Gridded Ancients. */
    Q_PROPERTY(Ruleset ruleset READ ruleset WRITE setRuleset NOTIFY documentChanged)
    /** The ruleset's key ("my-wargame-rules"), as battle files and citations name it. */
    Q_PROPERTY(QString rulesetKey READ rulesetKey WRITE setRulesetKey NOTIFY documentChanged)
    Q_PROPERTY(RulebookContents *contents READ contents CONSTANT)
    Q_PROPERTY(RulebookSearchResults *results READ results CONSTANT)
    /** The words to find; a section number ("9.2", "§9.2") also offers a jump to it. */
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    /** How many places in the text the query occurs (section jumps not counted). */
    Q_PROPERTY(int hitCount READ hitCount NOTIFY queryChanged)
    /** The hit shown as current, by its start position; -1 for none. */
    Q_PROPERTY(int currentHit READ currentHit WRITE setCurrentHit NOTIFY currentHitChanged)
    /**
     * One section to show on its own, e.g. "9.2" (with its subsections), as the
     * citation sheet shows it; empty shows the whole text.
     */
    Q_PROPERTY(QString excerpt READ excerpt WRITE setExcerpt NOTIFY documentChanged)
    /** The title of the excerpt's section ("Overlaps — the keystone"); empty without one. */
    Q_PROPERTY(QString excerptTitle READ excerptTitle NOTIFY documentChanged)
    Q_PROPERTY(QColor hitColor READ hitColor WRITE setHitColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor currentHitColor READ currentHitColor WRITE setCurrentHitColor NOTIFY colorsChanged)

public:
    enum Text { Rules, Rulings };
    Q_ENUM(Text)
    /** In the order of Rulebook::Ruleset. */
    enum Ruleset { AncientsWargame, MyWargameRules, OhwGriddedAncients };
    Q_ENUM(Ruleset)

    explicit RulebookReader(QObject *parent = nullptr);
    ~RulebookReader() override;

    [[nodiscard]] QQuickTextDocument *document() const { return m_document; }
    void setDocument(QQuickTextDocument *document);
    [[nodiscard]] Text text() const { return m_text; }
    void setText(Text text);
    [[nodiscard]] Ruleset ruleset() const { return m_ruleset; }
    void setRuleset(Ruleset ruleset);
    [[nodiscard]] QString rulesetKey() const;
    /** An unknown key leaves the ruleset as it is. */
    void setRulesetKey(const QString &key);
    [[nodiscard]] QString excerpt() const { return m_excerpt; }
    void setExcerpt(const QString &number);
    [[nodiscard]] QString excerptTitle() const;
    [[nodiscard]] RulebookContents *contents() const { return m_contents; }
    [[nodiscard]] RulebookSearchResults *results() const { return m_results; }
    [[nodiscard]] QString query() const { return m_query; }
    void setQuery(const QString &query);
    [[nodiscard]] int hitCount() const { return m_hitCount; }
    [[nodiscard]] int currentHit() const { return m_currentHit; }
    void setCurrentHit(int position);
    [[nodiscard]] QColor hitColor() const { return m_hitColor; }
    void setHitColor(const QColor &color);
    [[nodiscard]] QColor currentHitColor() const { return m_currentHitColor; }
    void setCurrentHitColor(const QColor &color);

    /**
     * Where section @p number ("9.2" or "§9.2") starts, or, in the rulings, the
     * entry with that anchor ("r1"); -1 when there is none.
     */
    Q_INVOKABLE int positionOf(const QString &number) const;
    /** The title of section @p number; empty when there is none. */
    Q_INVOKABLE QString titleOf(const QString &number) const;
    /**
     * Opens search result @p row: a text hit becomes the current hit. Returns
     * where the result starts, for the view to scroll to; -1 for no such row.
     */
    Q_INVOKABLE int activateResult(int row);
    /** The number of the section that holds @p position; empty before the first one. */
    Q_INVOKABLE QString sectionAt(int position) const;

    [[nodiscard]] const QList<Rulebook::Section> &sections() const { return m_sections; }

Q_SIGNALS:
    /** The text is about to change (another ruleset, text or excerpt): views let go of its models' rows. */
    void aboutToReload();
    void documentChanged();
    void queryChanged();
    void currentHitChanged();
    void colorsChanged();

private:
    void search();
    void reload();
    void refreshHighlights();
    [[nodiscard]] const Rulebook::Section *section(const QString &number) const;
    /** The section or chapter heading (numbered or not) that holds @p position. */
    [[nodiscard]] const Rulebook::Section *headingAt(int position) const;

    QPointer<QQuickTextDocument> m_document;
    Text m_text = Rules;
    Ruleset m_ruleset = AncientsWargame;
    QString m_excerpt;
    QList<Rulebook::Section> m_sections;
    RulebookContents *m_contents = nullptr;
    RulebookSearchResults *m_results = nullptr;
    RulebookHighlighter *m_highlighter = nullptr;
    QString m_query;
    int m_hitCount = 0;
    int m_currentHit = -1;
    QColor m_hitColor{0xff, 0xe0, 0x82};
    QColor m_currentHitColor{0xff, 0xab, 0x40};
};
