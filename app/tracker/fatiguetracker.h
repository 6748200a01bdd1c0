#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

class TrackerSideModel;

/** Where a Base stands in a Block on the tracker: its file (0 = the left) and rank (0 = the front). */
struct TrackerPlace
{
    int file = 0;
    int rank = 0;

    friend bool operator==(const TrackerPlace &, const TrackerPlace &) = default;
};

/**
 * One Block on the quick tracker: a name, an optional troop type and, for each
 * Base, its Fatigue (§6), its table label, where it stands and whether it
 * recovers this turn. The lists run in parallel, one entry a Base, front rank first.
 */
struct TrackerBlock
{
    QString name;
    QString troopType; ///< the army-list key, e.g. "warband"; empty when the player did not say
    QList<int> fatigue; ///< one entry a Base, each at least 1 (§6)
    QStringList labels; ///< each Base's table label, "WAR 2·1" (app/format/labels.h): it stays with the Base
    QList<TrackerPlace> places;   ///< each Base's file and rank in this Block
    QList<TrackerPlace> deployed; ///< each Base's file and rank in the Block it was added as, which its label names
    QList<bool> held;   ///< each Base was in combat or shot at this turn: it does not recover (§6.1)
    QString origin;     ///< the name of the Block it was added as: a part's name says which of its files it holds
    bool moved = false; ///< the Block moved or tried to this turn: none of its Bases recovers (§6.1)

    friend bool operator==(const TrackerBlock &, const TrackerBlock &) = default;
};

/** One side on the quick tracker; an empty name shows as the translated "Side A" / "Side B". */
struct TrackerSide
{
    QString name;
    QList<TrackerBlock> blocks;

    friend bool operator==(const TrackerSide &, const TrackerSide &) = default;
};

/** Where the table stands in the sequence of play (§4): the turn, the side to act and its phase. */
struct TrackerTurn
{
    int turn = 1;
    int side = 0;  ///< 0 or 1: the side to act
    int phase = 0; ///< 0 Move, 1 Shoot, 2 Combat, 3 Recovery

    friend bool operator==(const TrackerTurn &, const TrackerTurn &) = default;
};

/** Everything the tracker keeps: both sides and the turn. One undo step restores one of these. */
struct TrackerState
{
    QList<TrackerSide> sides = QList<TrackerSide>(2);
    TrackerTurn turn;

    friend bool operator==(const TrackerState &, const TrackerState &) = default;
};

/**
 * The quick fatigue tracker: two sides of Blocks and each Base's Fatigue, for
 * players who want only the bookkeeping of §6 and §12 without a full battle.
 * States, breaks and the army break come from the engine's rules tables; this
 * class only keeps the numbers, an undo history and the file.
 *
 * A QML singleton rather than a model the page owns: the tracker is the game's
 * running tally, so it must survive a visit to the rulebook or the dice roller
 * mid-battle, and one instance per engine keeps one writer of tracker.json.
 *
 * Every rule it applies comes from the engine (engine/include/ancients/tally.h):
 * the seams of a split or a merge (§6.2), recovery and smoothing (§6.1), what a
 * Block can still take (§6, R30). It keeps the turn and phase (§4) so that one tap
 * ends a side's turn with its recovery, and marks what denies recovery as the
 * players tap: a whole-Block +1 in its own Move phase is a move, a Base's +1 in a
 * Shoot or Combat phase means it was shot at or fought. Both marks can be tapped off.
 *
 * Every change is saved at once, atomically (QSaveFile), to tracker.json in the
 * app's data directory. A file that cannot be read is never overwritten: it is
 * renamed to tracker.json.unreadable-<UTC time> and `problem` says why.
 */
class FatigueTracker : public QObject
{
    Q_OBJECT
    Q_PROPERTY(TrackerSideModel *sideA READ sideA CONSTANT)
    Q_PROPERTY(TrackerSideModel *sideB READ sideB CONSTANT)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    /** True while no side has a Block. */
    Q_PROPERTY(bool empty READ isEmpty NOTIFY changed)
    /** What went wrong reading or saving the file; empty when nothing did. */
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(QString filePath READ filePath CONSTANT)
    Q_PROPERTY(int maximumBases READ maximumBases CONSTANT)
    Q_PROPERTY(int minimumFatigue READ minimumFatigue CONSTANT)
    Q_PROPERTY(int maximumFatigue READ maximumFatigue CONSTANT)
    /** The turn, counted from 1 (§4). */
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    /** The side to act: 0 or 1. */
    Q_PROPERTY(int activeSide READ activeSide NOTIFY changed)
    /** Its phase: "move", "shoot", "combat" or "recovery" (§4). */
    Q_PROPERTY(QString phase READ phase NOTIFY changed)

public:
    /** A Block has 1 to 12 Bases on the tracker (the largest built-in Block is 6 × 2). */
    static constexpr int MaximumBases = 12;
    /**
     * The rulebook sets no ceiling on a Base's Fatigue (§12 "no per-Base ceiling"); the
     * tracker stops its counter here, far past any Block's break.
     */
    static constexpr int MaximumFatigue = 30;
    /** How many changes Undo can take back. */
    static constexpr int UndoDepth = 200;

    /** Reads and writes tracker.json in the app's data directory. */
    explicit FatigueTracker(QObject *parent = nullptr);
    /** Reads and writes @p filePath; an empty path keeps the state in memory only. */
    explicit FatigueTracker(const QString &filePath, QObject *parent = nullptr);
    ~FatigueTracker() override;

    [[nodiscard]] TrackerSideModel *sideA() const { return m_models[0]; }
    [[nodiscard]] TrackerSideModel *sideB() const { return m_models[1]; }
    [[nodiscard]] bool canUndo() const { return !m_undo.isEmpty(); }
    [[nodiscard]] bool isEmpty() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] QString filePath() const { return m_filePath; }
    [[nodiscard]] static int maximumBases() { return MaximumBases; }
    [[nodiscard]] static int minimumFatigue();
    [[nodiscard]] static int maximumFatigue() { return MaximumFatigue; }
    [[nodiscard]] int turn() const { return m_state.turn.turn; }
    [[nodiscard]] int activeSide() const { return m_state.turn.side; }
    [[nodiscard]] QString phase() const;

    /** Both sides as they stand. */
    [[nodiscard]] const QList<TrackerSide> &sides() const { return m_state.sides; }
    /** Both sides and the turn. */
    [[nodiscard]] const TrackerState &state() const { return m_state; }

    /** Renames side @p side (0 or 1); an empty name shows the default. */
    Q_INVOKABLE void setSideName(int side, const QString &name);
    /**
     * Adds a Block of @p bases fresh Bases (Fatigue 1, §6) to @p side, @p files
     * wide (0: all in one rank), rank by rank, each left to right, each labelled
     * with a tag unique on the tracker and its file and rank ("WAR 2·1"). Returns
     * false and changes nothing when the side, the name or a count is not valid.
     */
    Q_INVOKABLE bool addBlock(int side, const QString &name, int bases, const QString &troopType = {}, int files = 0);
    Q_INVOKABLE void removeBlock(int side, int block);
    /**
     * Raises one Base's Fatigue by 1, up to maximumFatigue. In a Shoot or Combat
     * phase the Base is marked as shot at or in combat: it will not recover (§6.1).
     */
    Q_INVOKABLE void raiseFatigue(int side, int block, int base);
    /** Lowers one Base's Fatigue by 1; never below 1 (§6). */
    Q_INVOKABLE void lowerFatigue(int side, int block, int base);
    /**
     * Raises every Base of a Block by 1 in one step: a chained move's tempo cost
     * (§5.2), a terrain cost (§8.1) or contagion (§12.1). In its own side's Move
     * phase the Block is marked as moved: it will not recover (§6.1).
     */
    Q_INVOKABLE void raiseBlock(int side, int block);
    /** Lowers every Base of a Block that stands above 1 by 1, in one step. */
    Q_INVOKABLE void lowerBlock(int side, int block);
    /** Marks (or unmarks) a Block as having moved or tried to this turn (§6.1). */
    Q_INVOKABLE void setMoved(int side, int block, bool moved);
    /** Marks (or unmarks) a Base as in combat or shot at this turn (§6.1). */
    Q_INVOKABLE void setHeld(int side, int block, int base, bool held);
    /**
     * Splits a Block at @p line ("files" or "ranks") before file (rank) @p at,
     * counted from 0 (§6.2): the Bases from the cut on become a Block of their own,
     * next to it, and the Bases on either side of the seam take +1, as the engine
     * says. Returns an empty string, or why nothing changed.
     */
    Q_INVOKABLE QString split(int side, int block, const QString &line, int at);
    /**
     * Merges Block @p other into Block @p block of the same side (§6.2), placed
     * beside it on its right (@p line "files") or behind it ("ranks"); the Bases
     * on either side of the seam take +1, as the engine says, and the Bases keep
     * their own Fatigue. Returns an empty string, or why nothing changed.
     */
    Q_INVOKABLE QString merge(int side, int block, int other, const QString &line);
    /**
     * The next phase (§4). Ending the Recovery phase recovers the side to act
     * (§6.1: each Base of a Block that did not move recovers unless it fought or
     * was shot at; then each Block smooths), clears every mark and passes the turn.
     */
    Q_INVOKABLE void nextPhase();
    /**
     * Replaces @p side's Blocks with one Block per row of @p blocks (an army list's
     * Blocks: roles "name", "type", "frontage" and "depth"), each of frontage ×
     * depth fresh Bases, and names the side @p armyName. Returns an empty string,
     * or why nothing was changed.
     */
    Q_INVOKABLE QString fillFromArmy(int side, QAbstractItemModel *blocks, const QString &armyName);
    /** Takes back the last change. */
    Q_INVOKABLE void undo();
    /** A new battle with the same Blocks: every Base back to Fatigue 1 (§6), turn 1, the first side's Move phase. */
    Q_INVOKABLE void resetFatigue();
    /** Removes every Block and both names. */
    Q_INVOKABLE void clear();
    /** Two sides of Blocks in different states, for a first look and for screenshots. */
    Q_INVOKABLE void fillWithSample();
    Q_INVOKABLE void dismissProblem();

    /** The state as the JSON tracker.json holds (trackerfile.cpp). */
    [[nodiscard]] static QByteArray toJson(const TrackerState &state);
    /**
     * Reads tracker.json's JSON, version 2 or the version 1 of earlier releases
     * (each Block one rank, labelled afresh); on error returns false and says what
     * and where in @p error.
     */
    [[nodiscard]] static bool fromJson(const QByteArray &json, TrackerState *state, QString *error);
    /** A Block of @p bases fresh Bases, @p files wide (0: one rank), labelled with @p tag. */
    [[nodiscard]] static TrackerBlock freshBlock(const QString &name, const QString &troopType, int bases, int files,
                                                 const QString &tag);
    /** A tag for a Block called @p name, unique among the Bases' labels of @p state (labels::tags()). */
    [[nodiscard]] static QString freeTag(const TrackerState &state, const QString &name);
    /**
     * split() on @p state: returns an empty string, or why nothing changed; @p seam
     * (if given) gets the table labels of the Bases that pay the seam.
     */
    [[nodiscard]] static QString splitIn(TrackerState *state, int side, int block, const QString &line, int at,
                                         QStringList *seam);
    /** merge() on @p state, as splitIn(). */
    [[nodiscard]] static QString mergeIn(TrackerState *state, int side, int block, int other, const QString &line,
                                         QStringList *seam);
    /** Why the engine refused a split or merge of Block @p block (an ancients::TallyRefusal), in words. */
    [[nodiscard]] static QString refusalText(int refusal, const QString &block);

Q_SIGNALS:
    void changed();
    void problemChanged();

private:
    [[nodiscard]] const TrackerBlock *blockAt(int side, int block) const;
    void change(const TrackerState &next);
    void publish();
    void load();
    void save();
    void setProblem(const QString &problem);

    QString m_filePath;
    TrackerState m_state;
    QList<TrackerState> m_undo;
    QString m_problem;
    bool m_mayWrite = true;   ///< false once an unreadable file could not be moved aside
    bool m_saveFailed = false; ///< the shown problem is a failed save, cleared by the next good one
    TrackerSideModel *m_models[2] = {nullptr, nullptr};
};

/**
 * The Blocks of one side of the tracker, with their exact average Fatigue and
 * §6 state, and the side's losses against the §12.1 army break.
 */
class TrackerSideModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by FatigueTracker")
    /** 0 for the first side, 1 for the second. */
    Q_PROPERTY(int side READ side CONSTANT)
    Q_PROPERTY(QString name READ name NOTIFY summaryChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY summaryChanged)
    /** Every Base the side's Blocks started with. */
    Q_PROPERTY(int startingBases READ startingBases NOTIFY summaryChanged)
    /** The Bases of its broken Blocks (§12: a broken Block routs; routed troops are gone). */
    Q_PROPERTY(int lostBases READ lostBases NOTIFY summaryChanged)
    /** The Bases lost at which the army breaks: 30% or more of its starting Bases (§12.1, R7). */
    Q_PROPERTY(int breaksAt READ breaksAt NOTIFY summaryChanged)
    Q_PROPERTY(bool armyBroken READ armyBroken NOTIFY summaryChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TroopTypeRole,     ///< the army-list key, or ""
        BaseCountRole,
        FatigueRole,       ///< list<int>: each Base's Fatigue
        TotalFatigueRole,
        AverageTextRole,   ///< the exact average, e.g. "2 1/3"
        AverageValueRole,  ///< the same as a real number, for drawing
        StateRole,         ///< "fresh", "pressed", "shaken" or "broken" (§6)
        BrokenRole,        ///< the average exceeds 6 (§6, §12, R8)
        FatigueLeftRole,   ///< Fatigue the Block can still take before it breaks (R30); 0 once broken
        LabelsRole,        ///< list<string>: each Base's table label
        FilesRole,         ///< list<int>: each Base's file in the Block
        RanksRole,         ///< list<int>: each Base's rank in the Block
        HeldRole,          ///< list<bool>: each Base fought or was shot at this turn (§6.1)
        FrontageRole,      ///< the Block's files
        MovedRole,         ///< the Block moved or tried to this turn (§6.1)
    };

    TrackerSideModel(FatigueTracker *tracker, int side);

    [[nodiscard]] int side() const { return m_side; }
    [[nodiscard]] QString name() const;
    [[nodiscard]] int startingBases() const;
    [[nodiscard]] int lostBases() const;
    [[nodiscard]] int breaksAt() const;
    [[nodiscard]] bool armyBroken() const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** Brings the rows up to date with @p side, as small a change as can be told. */
    void update(const TrackerSide &side);

Q_SIGNALS:
    void summaryChanged();

private:
    int m_side;
    TrackerSide m_shown;
};

/** The exact mean of @p fatigue as a mixed number: "2", "2 1/3"; "" for no Bases. */
[[nodiscard]] QString averageFatigueText(const QList<int> &fatigue);
/** The §6 state of the Block with these Bases' Fatigue: "fresh", "pressed", "shaken" or "broken". */
[[nodiscard]] QString fatigueStateKey(const QList<int> &fatigue);
/** Whether the Block with these Bases' Fatigue has broken: its average exceeds 6 (§6, §12, R8). */
[[nodiscard]] bool fatigueBroken(const QList<int> &fatigue);
/** The exact mean of @p fatigue as a real number, for drawing; 0 for no Bases. */
[[nodiscard]] double averageFatigueValue(const QList<int> &fatigue);
/** The smallest number of Bases lost that breaks an army of @p starting Bases (§12.1, R7). */
[[nodiscard]] int armyBreaksAt(int starting);
