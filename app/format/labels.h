#pragma once

// moc (Qt 6.4) cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "ancients/army.h"
#include "ancients/game.h"

#include <map>
#include <set>
#include <vector>
#endif

#include <QCoreApplication>
#include <QString>
#include <QStringList>

/**
 * How the app names Bases and Blocks to the player, everywhere: the battle
 * screen's tiles and look-ups, the log, the refusals, the panels and the label
 * sheet. One place, so a change of label is one change.
 */
namespace labels {

/** A Base known only by its number, where no battle names it: "Hastati, Base 4"; "Base 4" without a name. */
[[nodiscard]] QString baseLabel(const QString &blockName, int base);

/** A Block known only by its number, where no battle names it: "Block 1, Hastati"; "Block 1" without a name. */
[[nodiscard]] QString blockLabel(int block, const QString &name);

/**
 * The tags of @p listed's Blocks (both armies' lists, army A's then army B's),
 * unique within the battle: each Block's own tag in capitals when its list gives
 * one, else one made from its name ("Hastati" → "HAS", "Roman equites" → "REQ");
 * a tag already taken gives way to other letters of the name ("HAT"), or a number.
 */
[[nodiscard]] QStringList tags(const std::vector<ancients::BlockSpec> &listed);

/** A table label: the tag, then file and rank counted from 1 (@p file and @p rank from 0): "HAS 2·1". */
[[nodiscard]] QString tableLabel(const QString &tag, int file, int rank);

/** "1–2, 4": @p numbers (counted from 0) counted from 1, runs joined. */
[[nodiscard]] QString runs(const std::set<int> &numbers);

/** What tells a part of a split Block from the others: the files it holds, its ranks, or both. */
enum class PartBy { Files, Ranks, Both };

/**
 * The name of a part of a split Block called @p name, by the files and ranks
 * (counted from 0) of the Block it was deployed as that it holds: "Hastati (files 1–2)".
 */
[[nodiscard]] QString partName(const QString &name, const std::set<int> &files, const std::set<int> &ranks, PartBy by);

/** One label of the label sheet: the Base's table label and its Block's name. */
struct SheetLabel
{
    QString label; ///< "HAS 2·1"
    QString block; ///< "Hastati"

    friend bool operator==(const SheetLabel &, const SheetLabel &) = default;
};

/**
 * Every Base of @p listed's Blocks from @p first for @p count Blocks, in
 * deployment order (each Block front rank first, left to right), labelled with
 * the battle's @p tags (tags(listed)).
 */
[[nodiscard]] std::vector<SheetLabel> sheetLabels(const std::vector<ancients::BlockSpec> &listed, const QStringList &tags,
                                                  std::size_t first, std::size_t count);

} // namespace labels

/**
 * The battle's names for its Bases and Blocks, as the table knows them.
 *
 * A Base is its table label, its Block's tag and the file and rank it was
 * deployed in ("HAS 2·1"): a sticker under its figures, so it never changes,
 * whatever the Base does. A Block is its name; a Block split off another, and
 * the Block it left, carry the files they hold ("Hastati (files 1–2)"), and a
 * Block merged from several carries their names. The engine names neither:
 * labels are how the app words the battle, not what it records.
 */
class TableLabels
{
    Q_DECLARE_TR_FUNCTIONS(TableLabels)

public:
    /**
     * Names from @p state; @p listed is both army lists' Blocks in Block-id order
     * (army A's, then army B's). @p broken: the Blocks that broke, with the Bases
     * each had (record::LogView::brokenBlocks()), which still name their parts.
     */
    TableLabels(const ancients::GameState &state, const std::vector<ancients::BlockSpec> &listed,
                const std::map<ancients::BlockId, std::vector<ancients::BaseId>> &broken = {});

    /** Base @p base's table label, "HAS 2·1"; empty for a Base no listed Block deployed. */
    [[nodiscard]] QString label(ancients::BaseId base) const;
    /** Block @p block's name as the battle shows it: "Hastati", "Hastati (files 1–2)". */
    [[nodiscard]] QString blockName(ancients::BlockId block) const;
    /** A Base in a sentence: its table label and its Block's name, "HAS 2·1, Hastati". */
    [[nodiscard]] QString base(ancients::BaseId base) const;
    /**
     * Where Block @p block stands in its army's column: where its listed Block
     * stands, its parts left to right. Smaller first.
     */
    [[nodiscard]] std::vector<int> columnKey(ancients::BlockId block) const;
    /** Every Block's name as blockName() gives it, by Block id. */
    [[nodiscard]] const std::vector<QString> &blockNames() const { return m_blockNames; }

private:
    std::vector<QString> m_labels;             ///< [BaseId]
    std::vector<QString> m_blockNames;         ///< [BlockId]
    std::vector<QString> m_baseBlockNames;     ///< [BaseId]: the Block that names it (its listed Block once routed)
    std::vector<std::vector<int>> m_columnKeys; ///< [BlockId]
};
