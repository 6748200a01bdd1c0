#pragma once

#include <QList>
#include <QString>

class QTextDocument;

/**
 * The Core Rulebook as a rich-text document: rulebook/rulebook.md rendered by
 * Qt's own Markdown support, with every numbered section's heading carrying
 * its stable anchor ("s9-2" for §9.2) so readers, links and the generated
 * rulebook.html can jump to it.
 */
class Rulebook
{
public:
    /** One numbered section or subsection, e.g. §9.2. */
    struct Section
    {
        QString number; ///< "9.2"; empty for an unnumbered heading
        QString title;  ///< "Overlaps — the keystone"
        QString anchor; ///< "s9-2"; empty for an unnumbered heading
        int level = 0;  ///< Markdown heading level: 1 title, 2 section, 3 subsection, 4 minor heading
        int position = 0; ///< character position of the heading in the document

        friend bool operator==(const Section &, const Section &) = default;
    };

    /** The documents built into the app. */
    enum class Text {
        Rules,   ///< rulebook/rulebook.md, the Core Rulebook v3
        Rulings, ///< rulebook/rulings.md, the register of interpretations
    };

    /** The rulesets whose texts are built into the app, each with its rulings register. */
    enum class Ruleset {
        AncientsWargame,    ///< rulebook/rulebook.md, rulebook/rulings.md
        MyWargameRules,     ///< rulebook/my-wargame-rules/
        OhwGriddedAncients, ///< rulebook/3d6-ohw-gridded-ancients/
    };

    /** The Markdown of @p text of @p ruleset as built into the app. */
    [[nodiscard]] static QString builtInMarkdown(Text text = Text::Rules, Ruleset ruleset = Ruleset::AncientsWargame);
    /** Where builtInMarkdown() reads it: ":/rulebook/my-wargame-rules/rulings.md". */
    [[nodiscard]] static QString resourcePath(Text text, Ruleset ruleset);
    /**
     * The key the battle file and the command line name @p ruleset by
     * ("my-wargame-rules", "3d6-ohw-gridded-ancients"; "ancients-wargame" for the Core Rulebook).
     */
    [[nodiscard]] static QString rulesetKey(Ruleset ruleset);
    /** The ruleset named by @p key; @p ok, when given, says whether the key was one. */
    [[nodiscard]] static Ruleset rulesetForKey(const QString &key, bool *ok = nullptr);

    /**
     * Fills @p document with @p markdown and anchors every heading that ends in
     * an explicit `{#anchor}`; returns the headings in document order.
     */
    static QList<Section> load(QTextDocument *document, const QString &markdown);

    /**
     * The part of @p markdown that is section @p number ("9.2", "§9.2"): its
     * heading and everything up to the next heading of its level or above, so a
     * section brings its subsections. Empty when there is no such section.
     */
    [[nodiscard]] static QString sectionMarkdown(const QString &markdown, const QString &number);

    /** The section number an anchor stands for: "s9-2" → "9.2"; empty when it is none. */
    [[nodiscard]] static QString numberForAnchor(const QString &anchor);
    /** The anchor of a section number: "9.2" or "§9.2" → "s9-2"; empty when it is none. */
    [[nodiscard]] static QString anchorForNumber(const QString &number);
};
