#include "labels.h"

#include "ancients/formation.h"

#include <QSet>
#include <QStringBuilder>

#include <algorithm>
#include <climits>
#include <set>

using ancients::BaseId;
using ancients::BlockId;
using ancients::BlockSpec;

namespace labels {

// The battle screen's own words for its look-ups, hence its translation context.

QString baseLabel(const QString &blockName, int base)
{
    if (blockName.isEmpty())
        return QCoreApplication::translate("BattleSession", "Base %1").arg(base);
    return QCoreApplication::translate("BattleSession", "%1, Base %2").arg(blockName).arg(base);
}

QString blockLabel(int block, const QString &name)
{
    if (name.isEmpty())
        return QCoreApplication::translate("BattleSession", "Block %1").arg(block);
    return QCoreApplication::translate("BattleSession", "Block %1, %2").arg(block).arg(name);
}

namespace {

/** The words of @p name: its runs of letters and digits, in capitals. */
QStringList wordsOf(const QString &name)
{
    QStringList words;
    QString word;
    for (const QChar c : name) {
        if (c.isLetterOrNumber()) {
            word += c.toUpper();
        } else if (!word.isEmpty()) {
            words << word;
            word.clear();
        }
    }
    if (!word.isEmpty())
        words << word;
    return words;
}

/** The tag made from @p name: a one-word name's first three letters, else the initials filled up from the last word. */
QString madeTag(const QStringList &words)
{
    if (words.isEmpty())
        return QStringLiteral("B");
    if (words.size() == 1)
        return words.front().left(3);
    QString tag;
    for (const QString &word : words.mid(0, 3))
        tag += word.front();
    const QString &last = words.back();
    for (qsizetype i = 1; tag.size() < 3 && i < last.size(); ++i)
        tag += last.at(i);
    return tag;
}

/** The first tag not in @p taken after @p made: its numbered forms, "HAS2", "HAS3"... */
QString numberedFree(const QString &made, const QSet<QString> &taken)
{
    for (int n = 2;; ++n) {
        const QString tag = made + QString::number(n);
        if (!taken.contains(tag))
            return tag;
    }
}

/**
 * The first tag @p words can give that is not in @p taken. The choices, first
 * first: the made tag, then its first letter with two later ones, in order;
 * when all are taken, the made tag with the smallest number after it not taken.
 * The choices are tried as they are made, so a free one ends the search: a
 * battle's names are labelled on every refresh.
 */
QString firstFreeTag(const QStringList &words, const QSet<QString> &taken)
{
    const QString made = madeTag(words);
    if (!taken.contains(made))
        return made;
    const QString letters = words.join(QString());
    QString tag(3, letters.isEmpty() ? QChar() : letters.front());
    for (qsizetype i = 1; i < letters.size(); ++i) {
        tag[1] = letters.at(i);
        for (qsizetype j = i + 1; j < letters.size(); ++j) {
            tag[2] = letters.at(j);
            if (!taken.contains(tag))
                return tag;
        }
    }
    return numberedFree(made, taken);
}

} // namespace

QStringList tags(const std::vector<BlockSpec> &listed)
{
    QStringList out(static_cast<qsizetype>(listed.size()));
    QSet<QString> taken;
    // The players' own tags first: a made tag gives way to them, never the other way.
    for (std::size_t i = 0; i < listed.size(); ++i) {
        const QString own = QString::fromStdString(listed[i].tag).toUpper();
        if (own.isEmpty())
            continue;
        out[static_cast<qsizetype>(i)] = taken.contains(own) ? numberedFree(own, taken) : own;
        taken.insert(out[static_cast<qsizetype>(i)]);
    }
    for (std::size_t i = 0; i < listed.size(); ++i) {
        if (!out[static_cast<qsizetype>(i)].isEmpty())
            continue;
        out[static_cast<qsizetype>(i)] = firstFreeTag(wordsOf(QString::fromStdString(listed[i].name)), taken);
        taken.insert(out[static_cast<qsizetype>(i)]);
    }
    return out;
}

QString tableLabel(const QString &tag, int file, int rank)
{
    // Not translated: the label is printed on a sticker and must read the same in every language.
    // Built in one piece: every Base's label is made again whenever the battle page changes.
    return tag % u' ' % QString::number(file + 1) % QChar(0x00B7) % QString::number(rank + 1);
}

std::vector<SheetLabel> sheetLabels(const std::vector<BlockSpec> &listed, const QStringList &tags, std::size_t first,
                                    std::size_t count)
{
    std::vector<SheetLabel> out;
    int base = 0;
    for (std::size_t i = 0; i < listed.size(); ++i) {
        for (int k = 0; k < listed[i].baseCount(); ++k, ++base) {
            if (i < first || i >= first + count)
                continue;
            const ancients::DeployedPlace place = ancients::deployedPlace(listed, base);
            out.push_back({tableLabel(tags.value(static_cast<qsizetype>(i)), place.file, place.rank),
                           QString::fromStdString(listed[i].name)});
        }
    }
    return out;
}

QString runs(const std::set<int> &numbers)
{
    QStringList parts;
    for (auto it = numbers.begin(); it != numbers.end();) {
        const int start = *it;
        int end = start;
        for (++it; it != numbers.end() && *it == end + 1; ++it)
            end = *it;
        parts << (start == end ? QString::number(start + 1) : QStringLiteral("%1\u2013%2").arg(start + 1).arg(end + 1));
    }
    return parts.join(QStringLiteral(", "));
}

QString partName(const QString &name, const std::set<int> &files, const std::set<int> &ranks, PartBy by)
{
    switch (by) {
    case PartBy::Files:
        return files.size() == 1
            ? TableLabels::tr("%1 (file %2)", "a part of a split Block: the file it holds").arg(name, runs(files))
            : TableLabels::tr("%1 (files %2)", "a part of a split Block: the files it holds").arg(name, runs(files));
    case PartBy::Ranks:
        return ranks.size() == 1
            ? TableLabels::tr("%1 (rank %2)", "a part of a split Block: the rank it holds").arg(name, runs(ranks))
            : TableLabels::tr("%1 (ranks %2)", "a part of a split Block: the ranks it holds").arg(name, runs(ranks));
    case PartBy::Both:
        break;
    }
    return TableLabels::tr("%1 (files %2, ranks %3)", "a part of a split Block: the files and ranks it holds")
        .arg(name, runs(files), runs(ranks));
}

} // namespace labels

namespace {

/** A part of a listed Block: the files and ranks its Bases were deployed in. */
struct Part
{
    BlockId block = -1;
    int listed = -1;
    std::set<int> files;
    std::set<int> ranks;
};

} // namespace

TableLabels::TableLabels(const ancients::GameState &state, const std::vector<BlockSpec> &listed,
                         const std::map<BlockId, std::vector<BaseId>> &broken)
{
    const QStringList tags = labels::tags(listed);
    m_labels.reserve(state.bases.size());
    for (const ancients::Base &b : state.bases) {
        const ancients::DeployedPlace place = ancients::deployedPlace(listed, b.id);
        m_labels.push_back(place.listed < 0 ? QString()
                                            : labels::tableLabel(tags.value(place.listed), place.file, place.rank));
    }

    const auto listedCount = static_cast<BlockId>(listed.size());
    // A Block split off another carries its name; both then carry the files they hold.
    std::set<std::string> splitNames;
    for (const ancients::Block &b : state.blocks) {
        if (b.id >= listedCount)
            splitNames.insert(b.name);
    }
    std::vector<Part> parts;
    m_blockNames.resize(state.blocks.size());
    m_columnKeys.resize(state.blocks.size());
    for (const ancients::Block &b : state.blocks) {
        const auto slot = static_cast<std::size_t>(b.id);
        const std::vector<BaseId> &members = b.active() || !broken.contains(b.id) ? b.bases : broken.at(b.id);
        std::set<int> origins;
        Part part{b.id, -1, {}, {}};
        for (const BaseId id : members) {
            const ancients::DeployedPlace place = ancients::deployedPlace(listed, id);
            origins.insert(place.listed);
            part.listed = place.listed;
            part.files.insert(place.file);
            part.ranks.insert(place.rank);
        }
        m_blockNames[slot] = QString::fromStdString(b.name);
        if (origins.empty() || origins.contains(-1)) {
            m_columnKeys[slot] = {b.id < listedCount ? b.id : INT_MAX, 0, 0, b.id};
            continue;
        }
        m_columnKeys[slot] = {*origins.begin(), *part.files.begin(), *part.ranks.begin(), b.id};
        if (origins.size() > 1) {
            QStringList names;
            for (const int origin : origins)
                names << QString::fromStdString(listed[static_cast<std::size_t>(origin)].name);
            m_blockNames[slot] = names.join(QStringLiteral(" + "));
        } else if (splitNames.contains(b.name)) {
            parts.push_back(part);
        }
    }
    // The parts of one listed Block, told apart by their files, else their ranks, else both.
    for (const Part &part : parts) {
        bool filesShared = false;
        bool ranksShared = false;
        for (const Part &other : parts) {
            if (other.block == part.block || other.listed != part.listed)
                continue;
            filesShared = filesShared || other.files == part.files;
            ranksShared = ranksShared || other.ranks == part.ranks;
        }
        const QString name = QString::fromStdString(listed[static_cast<std::size_t>(part.listed)].name);
        const labels::PartBy by = !filesShared ? labels::PartBy::Files : !ranksShared ? labels::PartBy::Ranks : labels::PartBy::Both;
        const QString partName = labels::partName(name, part.files, part.ranks, by);
        m_blockNames[static_cast<std::size_t>(part.block)] = partName;
    }

    m_baseBlockNames.reserve(state.bases.size());
    for (const ancients::Base &b : state.bases) {
        if (b.block >= 0 && static_cast<std::size_t>(b.block) < m_blockNames.size()) {
            m_baseBlockNames.push_back(m_blockNames[static_cast<std::size_t>(b.block)]);
            continue;
        }
        // A routed Base has left its Block: the listed Block it was deployed with still names it.
        const ancients::DeployedPlace place = ancients::deployedPlace(listed, b.id);
        m_baseBlockNames.push_back(place.listed < 0 ? QString()
                                                    : QString::fromStdString(listed[static_cast<std::size_t>(place.listed)].name));
    }
}

QString TableLabels::label(BaseId base) const
{
    return base >= 0 && static_cast<std::size_t>(base) < m_labels.size() ? m_labels[static_cast<std::size_t>(base)] : QString();
}

QString TableLabels::blockName(BlockId block) const
{
    if (block >= 0 && static_cast<std::size_t>(block) < m_blockNames.size() && !m_blockNames[static_cast<std::size_t>(block)].isEmpty())
        return m_blockNames[static_cast<std::size_t>(block)];
    return labels::blockLabel(block, QString());
}

QString TableLabels::base(BaseId base) const
{
    const QString blockName = base >= 0 && static_cast<std::size_t>(base) < m_baseBlockNames.size()
        ? m_baseBlockNames[static_cast<std::size_t>(base)]
        : QString();
    const QString tableLabel = label(base);
    if (tableLabel.isEmpty())
        return labels::baseLabel(blockName, base);
    if (blockName.isEmpty())
        return tableLabel;
    return tr("%1, %2", "a Base in a sentence: its table label, then its Block's name").arg(tableLabel, blockName);
}

std::vector<int> TableLabels::columnKey(BlockId block) const
{
    if (block >= 0 && static_cast<std::size_t>(block) < m_columnKeys.size())
        return m_columnKeys[static_cast<std::size_t>(block)];
    return {INT_MAX, 0, 0, block};
}
