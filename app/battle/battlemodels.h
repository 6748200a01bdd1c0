#pragma once

// The list models of the battle screen and the log page (issue 7): the Blocks
// of each side, the log as the record reads it, and the battles kept on the
// device. BattleSession owns them and keeps them up to date.

// moc (Qt 6.4) cannot parse the C++20 standard headers the engine and the game
// record use; it needs none of their declarations for these meta-objects.
#ifndef Q_MOC_RUN
#include "record/battle.h"
#include "record/battlestore.h"

#include <map>
#include <set>
#include <utility>
#include <vector>
#endif

#include <QAbstractListModel>
#include <QDateTime>
#include <QHash>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

class BattleWording;

/**
 * The Blocks of one side, in column order (each where its listed Block stands,
 * a split Block's parts left to right): one row a Block that is still on the
 * table or has broken this battle (a Block merged away is not listed).
 */
class BattleBlocksModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by BattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        BlockIdRole = Qt::UserRole + 1,
        NameRole,         ///< the name the battle shows (TableLabels::blockName): "Hastati (files 1–2)" after a split
        TypeRole,         ///< troop type key
        QualityRole,      ///< quality key
        WeightRole,
        SpecialRulesRole, ///< QStringList of keys
        SpearArmedRole,
        FrontageRole,     ///< files the card draws: the engine's formation() of its Bases
        DepthRole,        ///< ranks the card draws
        /**
         * QVariantList, one QVariantMap a Base, front rank first, left to right:
         * baseId, label (its table label, "HAS 2·1": TableLabels::label), file and rank (0 = the left
         * file, the front rank: the engine's formation()), fatigue (int),
         * state (key), routed, removed, inCombat, shotAt, fired (has shot in this Shoot phase).
         */
        BasesRole,
        BaseCountRole,    ///< Bases still in the Block
        AverageRole,      ///< qreal: the average Fatigue (§6)
        AverageTextRole,  ///< exact, e.g. "2 1/3"
        StateRole,        ///< "fatigueState": "fresh", "pressed", "shaken" or "broken" (§6)
        BrokenRole,       ///< the Block has broken (§12)
        FatigueLeftRole,  ///< Fatigue the Block can still take before it breaks (§6, R8)
        MovesRole,        ///< moves made or attempted this turn (§5.2)
        MovementOverRole, ///< a failed test ended its movement (§5.2)
        ShockChargeRole,  ///< charged with shock this turn (§5.3)
        ActedRole,        ///< moved this turn: no recovery (§6.1)
        ContactsRole,     ///< QVariantList of the enemy Block ids it is in contact with
    };

    using QAbstractListModel::QAbstractListModel;
    ~BattleBlocksModel() override;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    /** The row of Block @p block as a map keyed by role name; empty if it is not listed. */
    [[nodiscard]] QVariantMap rowMap(int block) const;

    /**
     * Shows @p side of @p state; rows whose Block is unchanged are not reset.
     * @p listedShapes: both army lists' Blocks in Block-id order (army A's, then
     * army B's), as newGame() numbered them. @p broken: the Blocks that broke in
     * the actions in force, with the Bases each had (record::LogView::brokenBlocks()).
     */
    void update(const ancients::GameState &state, ancients::Side side,
                const std::vector<ancients::BlockSpec> &listedShapes,
                const std::map<ancients::BlockId, std::vector<ancients::BaseId>> &broken = {});

Q_SIGNALS:
    void countChanged();

private:
#ifndef Q_MOC_RUN
    struct Row
    {
        int blockId = -1;
        QHash<int, QVariant> values; ///< role → value
    };
#endif
    std::vector<Row> m_rows;
};

/**
 * The battle's log, newest first: every entry ever recorded (actions, undos,
 * redos, amendments), optionally only those of one turn or touching one Block.
 * The record reads the log (record::LogView); this model only words its entries.
 */
class BattleLogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by BattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /** Only entries made in this turn; 0 for every turn. */
    Q_PROPERTY(int turnFilter READ turnFilter WRITE setTurnFilter NOTIFY filterChanged)
    /** Only entries whose action or effects name this Block; −1 for every Block. */
    Q_PROPERTY(int blockFilter READ blockFilter WRITE setBlockFilter NOTIFY filterChanged)

public:
    enum Role {
        SequenceRole = Qt::UserRole + 1, ///< position in the log, from 0
        TypeRole,        ///< "action", "undo", "redo" or "amend"
        KindRole,        ///< the action's kind, as the battle format writes it ("fight", "end-phase", ...)
        TurnRole,        ///< the turn it was made in
        PhaseRole,       ///< phase key it was made in
        SideRole,        ///< the side active when it was made
        SummaryRole,     ///< one line: what was done
        EffectsRole,     ///< QVariantList of { text, section, kind }: what it did
        SectionsRole,    ///< QStringList: every section it cites, in order, no repeats
        DiceRole,        ///< the dice it rolled, e.g. "4, 2 (kept 4) against 3"; empty if none
        ActionIndexRole, ///< its position among the actions in force, −1 if undone or not an action
        InForceRole,     ///< still in force (not undone, not replaced by an amendment)
        NoteRole,        ///< an amendment's reason
        UmpireRole,      ///< an amendment's umpire, by name; empty in amendments recorded without one
        TimeRole,        ///< QDateTime
        HashRole,        ///< the first 12 hex digits of its chain hash
        NumberRole,      ///< the number it goes by everywhere (record::entryNumber()): "#13"
        FingerprintRole, ///< an entry that ended a turn: the battle's fingerprint then (8 hex digits); empty otherwise
        AmendedByRole,   ///< an entry an amendment corrected: the number of the last amendment that did; −1 otherwise
    };

    using QAbstractListModel::QAbstractListModel;
    ~BattleLogModel() override;

    [[nodiscard]] int turnFilter() const { return m_turnFilter; }
    void setTurnFilter(int turn);
    [[nodiscard]] int blockFilter() const { return m_blockFilter; }
    void setBlockFilter(int block);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /**
     * Shows @p battle's log (nullptr: none), as the record's view reads it. Rows
     * already shown are worded again only when their entry changed. Until anything
     * reads the model (the log page, mostly), the battle is only noted and its log
     * worded at the first read: a resumed battle's first frame needs none of it.
     */
    void update(const record::Battle *battle);
    /** Words every row again, in the language now in force (after a change of language). */
    void reword(const record::Battle *battle);

Q_SIGNALS:
    void countChanged();
    void filterChanged();

private:
#ifndef Q_MOC_RUN
    struct Row
    {
        record::LogEntry::Type type = record::LogEntry::Type::Action;
        QString kind;
        int turn = 1;
        QString phase;
        int side = 0;
        QString summary;
        QVariantList effects;
        QStringList sections;
        QString dice;
        bool inForce = false;
        int actionIndex = -1;
        int corrected = -1; ///< an amendment: the position in the log of the entry it corrected
        QString note;
        QString umpire;
        QDateTime time;
        QString hash;
        QString fingerprint;
        QByteArray fullHash;
        std::uint32_t revision = 0; ///< the entry's revision it was worded from
        std::set<int> blocks; ///< the Blocks its action and effects name
    };
    /** The row that words @p entry. */
    [[nodiscard]] static Row rowOf(const record::EntryView &entry, const BattleWording &words);
    /** The roles whose values differ between @p was and @p is. */
    [[nodiscard]] static QList<int> changedRoles(const Row &was, const Row &is);
    /** Tells the views of the rows @p reworded (position in the log, roles) and of the entries added since. */
    void showChanges(const std::vector<std::pair<int, QList<int>>> &reworded);
#endif
    /** The positions in the log of the rows the filters let through, newest first. */
    [[nodiscard]] std::vector<int> filtered() const;
    std::vector<Row> m_all;      ///< oldest first
    std::vector<int> m_visible;  ///< indexes into m_all, newest first
    QByteArray m_setupHash;      ///< the battle whose log is shown
    std::vector<QString> m_blockNames; ///< the Blocks' names the rows were worded with
    int m_turnFilter = 0;
    int m_blockFilter = -1;
    /** Shows the rows the filters let through, the views told to start again. */
    void refilter();
    /** Words the battle update() noted, if any, at the model's first read. */
    void wordNoted() const
    {
        if (!m_read)
            const_cast<BattleLogModel *>(this)->readFirst(); // the model itself is never const
    }
    /** The first read: words the battle update() noted, telling no view, for none has read the model yet. */
    void readFirst();
    bool m_read = false;                     ///< whether anything has read the rows yet
    const record::Battle *m_noted = nullptr; ///< the battle to word at the first read
};

/** The battles kept on the device, the last opened first. */
class StoredBattlesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by BattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        BattleIdRole = Qt::UserRole + 1,
        TitleRole,
        ArmyARole,
        ArmyBRole,
        CreatedRole,    ///< QDateTime
        LastOpenedRole, ///< QDateTime
        EntriesRole,    ///< log entries so far
        CurrentRole,    ///< the battle open now
        TurnRole,       ///< the turn it stands in; 0 when not known (kept by an older version, not opened since)
        PhaseRole,      ///< the phase's key it stands in ("move", ...); empty when not known
        LoserRole,      ///< the side whose army broke (§12.1): 0 army A, 1 army B; −1 while in progress
        RulesetRole,    ///< the ruleset's key ("my-wargame-rules"); empty for the Ancients Wargame
    };

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void update(const QList<record::StoredBattle> &battles, qint64 current);
    /**
     * The open battle @p current has @p entries entries now, was written to at @p when and
     * stands where @p state is: its row changes alone. False if it is not the open battle's
     * row at the top of the list, when only a full update() will do.
     */
    bool updateOpen(qint64 current, int entries, const QDateTime &when, const ancients::GameState &state);
    /** The battle listed first, of any ruleset: the one opened or written to last; null for none. */
    [[nodiscard]] const record::StoredBattle *first() const { return m_battles.isEmpty() ? nullptr : &m_battles.constFirst(); }
    /** The battle of the Ancients Wargame listed first, the one opened last; 0 for none. */
    [[nodiscard]] qint64 firstId() const
    {
        for (const record::StoredBattle &b : m_battles) {
            if (b.ruleset.isEmpty())
                return b.id;
        }
        return 0;
    }

Q_SIGNALS:
    void countChanged();

private:
    QList<record::StoredBattle> m_battles;
    qint64 m_current = 0;
};
