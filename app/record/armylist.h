#pragma once

// moc (Qt 6.4) cannot parse the C++20 standard headers the engine uses; a
// Q_OBJECT file that includes this header needs none of them for its meta-object.
#ifndef Q_MOC_RUN
#include "ancients/army.h"
#endif

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

/** One thing wrong with an army list: where, as a JSON path, and what, translated. */
struct ArmyListProblem
{
    QString path;    ///< e.g. "blocks[2].quality" (Blocks counted from 0); "" for the file as a whole
    QString message; ///< e.g. "\"quality\" must be \"elite\", \"regular\" or \"levy\", not \"veteran\""

    /** "path: message", or the message alone for the file as a whole. */
    [[nodiscard]] QString text() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }

    friend bool operator==(const ArmyListProblem &, const ArmyListProblem &) = default;
};

/** What reading an army list gave: the list, or every problem found, each saying what is wrong and where. */
struct ArmyListLoad
{
    std::optional<ancients::ArmyList> list; ///< set when the file was read, parsed and validated
    QString error;                          ///< the first problem as a sentence, e.g. "gallic.json, block 3 (Soldurii): …"; empty when list is set
    /**
     * Every problem found, in file order; empty when list is set. Reading stops at the first
     * problem only when nothing after it can be trusted: not JSON, not an army list, or a
     * version this app does not read.
     */
    QList<ArmyListProblem> problems;

    [[nodiscard]] bool ok() const noexcept { return list.has_value(); }
    /** Each problem's text(), for showing as a list. */
    [[nodiscard]] QStringList problemTexts() const
    {
        QStringList texts;
        for (const ArmyListProblem &problem : problems)
            texts << problem.text();
        return texts;
    }
};

/** An army list the app carries in its resources and offers out of the box. */
struct BuiltInArmyList
{
    QString name; ///< the list's "name", e.g. "Mid-Republican Roman"
    QString path; ///< its resource path, e.g. ":/armies/mid-republican-roman.json"

    friend bool operator==(const BuiltInArmyList &, const BuiltInArmyList &) = default;
};

/**
 * The army list file format, "ancients-army-list" (rulebook/army-list-format.md):
 * reads it into the engine's ArmyList and validates it, and writes it back.
 * Reading never throws; every refusal is a message naming the file, the Block
 * and the field, and reading goes on to report every other problem with its JSON path.
 */
class ArmyListFormat
{
    Q_DECLARE_TR_FUNCTIONS(ArmyListFormat)

public:
    /** The value of the "format" field every army list file carries. */
    static constexpr QStringView FormatName = u"ancients-army-list";
    /** The newest format version this app reads, and the one it writes. */
    static constexpr int Version = 1;
    /** Where the built-in army lists live in the app's resources. */
    static constexpr QStringView BuiltInDirectory = u":/armies";

    /** Reads the army list file at @p path (a file or a ":/" resource). */
    [[nodiscard]] static ArmyListLoad load(const QString &path);
    /** Reads an army list from @p json; @p source names it in errors, e.g. "gallic.json". */
    [[nodiscard]] static ArmyListLoad fromJson(const QByteArray &json, const QString &source);
    /** Writes @p list in the current format version: fromJson(toJson(list)) gives @p list back. */
    [[nodiscard]] static QByteArray toJson(const ancients::ArmyList &list);

    /**
     * The most characters the text @p field of an army or a Block may hold ("name", "period",
     * "notes", "tag"; inputlimits.h); 0 for a field that is not text.
     */
    [[nodiscard]] static int maximumLength(QStringView field);
    /** The problem with @p field holding @p length characters, more than maximumLength(): what the reader says. */
    [[nodiscard]] static QString tooLong(QStringView field, qsizetype length);

    /** The format's key for a troop type, quality or special rule, e.g. "heavy-infantry". */
    [[nodiscard]] static QString typeKey(ancients::TroopType type);
    [[nodiscard]] static QString qualityKey(ancients::Quality quality);
    [[nodiscard]] static QString ruleKey(ancients::SpecialRule rule);

    /** The army lists the app carries (every *.json under :/armies), sorted by name. */
    [[nodiscard]] static QList<BuiltInArmyList> builtIn();
};
