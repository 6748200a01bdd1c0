#pragma once

#include "armylist.h"
#include "inputlimits.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QUrl>
#include <QVariantMap>

#include <vector>

class ArmyBlocksModel;

/**
 * An army as a battle would field it, as the catalogue's `summary` role hands it out:
 * what the new-battle page shows of each army (§12.1, R7).
 */
struct ArmySummary
{
    Q_GADGET
    QML_VALUE_TYPE(armySummary)
    Q_PROPERTY(QString name MEMBER name)
    /** Bases it fields. */
    Q_PROPERTY(int bases MEMBER bases)
    Q_PROPERTY(int blocks MEMBER blocks)
    /** Bases lost that break it (§12.1, R7). */
    Q_PROPERTY(int breakAt MEMBER breakAt)

public:
    QString name;
    int bases = 0;
    int blocks = 0;
    int breakAt = 0;

    friend bool operator==(const ArmySummary &, const ArmySummary &) = default;
};

/**
 * The army lists the app offers: the built-in ones (the JSON files in app/armies)
 * and those the player imported or built, kept on the device in folder(). One
 * row an army, built-in ones first, each group sorted by name; and the Blocks of
 * the army chosen, for the Armies page and for setting up a battle.
 *
 * Every list that comes in, from a file or from the army builder, goes through
 * ArmyListFormat::fromJson, and is kept only if the whole of it is valid.
 *
 * main() makes the one catalogue of the app and hands it to QML as the singleton
 * ArmyCatalog (appsingletons.h): an army imported on one page shows on every page.
 */
class ArmyCatalog : public QAbstractListModel
{
    Q_OBJECT
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /**
     * Every row's `summary` role, in row order: what a page binds to for the army in a row
     * (`ArmyCatalog.summaries[index]`), worked out again whenever a row comes or goes.
     */
    Q_PROPERTY(QList<ArmySummary> summaries READ summaries NOTIFY countChanged)
    /** The army whose Blocks `blocks` shows; −1 for none. */
    Q_PROPERTY(int currentIndex READ currentIndex WRITE setCurrentIndex NOTIFY currentIndexChanged)
    Q_PROPERTY(ArmyBlocksModel *blocks READ blocks CONSTANT)
    /** The chosen army's notes on how it fights. */
    Q_PROPERTY(QString currentNotes READ currentNotes NOTIFY currentIndexChanged)
    /**
     * Why an army list could not be read when the catalog was made: a built-in one, or a
     * file in folder() (named, with each of its problems). Such a file is skipped, never
     * changed or deleted. Empty when all were read.
     */
    Q_PROPERTY(QString loadErrors READ loadErrors CONSTANT)
    /** Where imported and built army lists are kept. */
    Q_PROPERTY(QString folder READ folder CONSTANT)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        PeriodRole,
        NotesRole,
        BaseCountRole,
        BlockCountRole,
        BuiltInRole, ///< true for the app's own lists, false for imported or built ones
        FileRole,    ///< the list's file: a ":/armies/…" resource, or a file in folder()
        SummaryRole, ///< the army as a battle would field it: an ArmySummary
    };

    /** Imported files larger than this are refused before they are read. */
    static constexpr qint64 MaximumFileSize = record::limits::MaximumArmyListBytes;

    explicit ArmyCatalog(QObject *parent = nullptr);
    ~ArmyCatalog() override;

    /** The folder imported and built lists are kept in: AppDataLocation/armies. */
    [[nodiscard]] static QString folder();

    [[nodiscard]] int currentIndex() const
    {
        ensureRead();
        return m_current;
    }
    void setCurrentIndex(int index);
    [[nodiscard]] ArmyBlocksModel *blocks() const
    {
        ensureRead();
        return m_blocks;
    }
    [[nodiscard]] QString currentNotes() const
    {
        ensureRead();
        return m_current < 0 ? QString()
                             : QString::fromStdString(m_armies.at(static_cast<std::size_t>(m_current)).list.notes);
    }
    [[nodiscard]] QString loadErrors() const
    {
        ensureRead();
        return m_errors.join(QLatin1Char('\n'));
    }

    [[nodiscard]] QList<ArmySummary> summaries() const;
    /** The army list at row @p index; nullptr for a row that does not exist. */
    [[nodiscard]] const ancients::ArmyList *army(int index) const;
    /** The row of the army called @p name (exactly); −1 if there is none. */
    Q_INVOKABLE int indexOf(const QString &name) const;

    /**
     * Reads the army list file @p file, checks all of it, and only if all of it is valid
     * keeps it in folder() as a new row. Returns { ok, name, index, problems }: problems
     * is a list of "path: what is wrong" (e.g. "blocks[2].quality: …"), empty when ok.
     * A refused file changes nothing on the device. An army with the name of one already
     * offered is refused.
     */
    Q_INVOKABLE QVariantMap importFile(const QUrl &file);
    /**
     * Keeps an army built in the app, given as { name, period, notes, blocks: [ { name,
     * type, quality, weight (optional), specialRules (optional list of keys), spearArmed,
     * frontage, depth } ] }. It is turned into an army list file and checked by the same
     * reader as importFile(); the result is the same, with problems' paths in the file's
     * terms ("blocks[0].frontage").
     */
    Q_INVOKABLE QVariantMap saveArmy(const QVariantMap &army);
    /** Deletes an imported or built army from the device; false for a built-in one or no such row. */
    Q_INVOKABLE bool removeImported(int index);
    /** Writes the army at @p index as an army list file to @p file: { ok, problems }. */
    Q_INVOKABLE QVariantMap exportArmy(int index, const QUrl &file) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void currentIndexChanged();
    void countChanged();

private:
    struct Entry
    {
        ancients::ArmyList list;
        bool builtIn = false;
        QString file;
    };

    /**
     * Reads the built-in lists and those kept in folder(), and shows the first army's Blocks:
     * once, at the catalogue's first use rather than at launch, which most often shows no army.
     * Every public function reads through ensureRead(), so nothing ever sees the catalogue unread,
     * and no model signal is needed for what it reads.
     */
    void read();
    void ensureRead() const
    {
        if (!m_read)
            const_cast<ArmyCatalog *>(this)->read(); // the catalogue itself is never const
    }
    /** Checks @p json with the army list reader and keeps it as a new row; the result of importFile(). */
    QVariantMap keep(const QByteArray &json, const QString &source);
    /** A file name in folder() for an army called @p name that no file has yet. */
    [[nodiscard]] static QString freeFileName(const QString &name);
    /** The row a new imported army called @p name goes to, keeping them sorted by name. */
    [[nodiscard]] int insertionRow(const QString &name) const;

    bool m_read = false;
    std::vector<Entry> m_armies;
    QStringList m_errors;
    int m_current = -1;
    ArmyBlocksModel *m_blocks = nullptr;
};

/** The Blocks of one army list, with their §3.3 defaults applied. */
class ArmyBlocksModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by ArmyCatalog")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TypeRole,         ///< the format's key, e.g. "heavy-infantry"
        QualityRole,      ///< "elite", "regular" or "levy"
        WeightRole,
        SpecialRulesRole, ///< the format's keys, e.g. ["steady-spears"]
        SpearArmedRole,
        FrontageRole,
        DepthRole,
        BaseCountRole,
    };

    using QAbstractListModel::QAbstractListModel;
    void setBlocks(std::vector<ancients::BlockSpec> blocks);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<ancients::BlockSpec> m_blocks;
};

/**
 * An army being built in the app (the army builder): its name and its Blocks, each
 * editable, with the army's Base count and the Bases whose loss breaks it (§12.1).
 * It checks nothing itself: ArmyCatalog::saveArmy(toMap()) does, with the army list reader.
 */
class ArmyDraft : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY nameChanged)
    Q_PROPERTY(QString period READ period WRITE setPeriod NOTIFY periodChanged)
    Q_PROPERTY(QString notes READ notes WRITE setNotes NOTIFY notesChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /** All the Blocks' Bases: the army's starting Bases. */
    Q_PROPERTY(int baseCount READ baseCount NOTIFY totalsChanged)
    /** The fewest Bases lost that break the army: 30% or more of baseCount (§12.1, ruling R7); 0 with no Bases. */
    Q_PROPERTY(int breakThreshold READ breakThreshold NOTIFY totalsChanged)
    /** The troop type keys in §3.3 order, e.g. "heavy-infantry". */
    Q_PROPERTY(QStringList troopTypes READ troopTypes CONSTANT)
    /** The quality keys in §3.1 order. */
    Q_PROPERTY(QStringList qualities READ qualities CONSTANT)
    /** The special rule keys (§11). */
    Q_PROPERTY(QStringList specialRuleKeys READ specialRuleKeys CONSTANT)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TypeRole,          ///< the format's key
        QualityRole,       ///< the format's key
        WeightRole,        ///< the weight the Block has: its own or its type's
        SpecialRulesRole,  ///< the keys of the rules the Block has: its own or its type's
        SpearArmedRole,
        FrontageRole,
        DepthRole,
        BaseCountRole,
        DefaultWeightRole, ///< its type's §3.3 weight
    };

    explicit ArmyDraft(QObject *parent = nullptr);

    [[nodiscard]] QString name() const { return m_name; }
    void setName(const QString &name);
    [[nodiscard]] QString period() const { return m_period; }
    void setPeriod(const QString &period);
    [[nodiscard]] QString notes() const { return m_notes; }
    void setNotes(const QString &notes);
    [[nodiscard]] int baseCount() const;
    [[nodiscard]] int breakThreshold() const;
    [[nodiscard]] static QStringList troopTypes();
    [[nodiscard]] static QStringList qualities();
    [[nodiscard]] static QStringList specialRuleKeys();

    /** Adds a Block: Medium Infantry, regular, 4 × 1, named after its number. */
    Q_INVOKABLE void addBlock();
    Q_INVOKABLE void removeBlock(int row);
    /**
     * Sets one field of a Block, by role name: "name", "type" (a key; the weight and
     * special rules go back to the type's), "quality" (a key), "weight", "spearArmed",
     * "frontage" or "depth". Returns false for an unknown field or value.
     */
    Q_INVOKABLE bool setBlockValue(int row, const QString &field, const QVariant &value);
    /** Gives a Block special rule @p key, or takes it away. */
    Q_INVOKABLE bool setSpecialRule(int row, const QString &key, bool on);
    /** The army as ArmyCatalog::saveArmy() takes it; weight and special rules only where they are not the type's. */
    Q_INVOKABLE QVariantMap toMap() const;
    /** Starts again from the army at row @p index of @p catalog. */
    Q_INVOKABLE bool loadFrom(ArmyCatalog *catalog, int index);
    /** Starts again from @p list. */
    void load(const ancients::ArmyList &list);
    /** Starts again with an empty army. */
    Q_INVOKABLE void clear();

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void nameChanged();
    void periodChanged();
    void notesChanged();
    void countChanged();
    void totalsChanged();

private:
    QString m_name;
    QString m_period;
    QString m_notes;
    std::vector<ancients::BlockSpec> m_blocks;
};
