#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>

class TrackerSideModel;

/** One Block on the quick tracker: a name, an optional troop type and each Base's Fatigue (§6). */
struct TrackerBlock
{
    QString name;
    QString troopType; ///< the army-list key, e.g. "warband"; empty when the player did not say
    QList<int> fatigue; ///< one entry a Base, each at least 1 (§6)

    friend bool operator==(const TrackerBlock &, const TrackerBlock &) = default;
};

/** One side on the quick tracker; an empty name shows as the translated "Side A" / "Side B". */
struct TrackerSide
{
    QString name;
    QList<TrackerBlock> blocks;

    friend bool operator==(const TrackerSide &, const TrackerSide &) = default;
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

    /** Both sides as they stand. */
    [[nodiscard]] const QList<TrackerSide> &sides() const { return m_sides; }

    /** Renames side @p side (0 or 1); an empty name shows the default. */
    Q_INVOKABLE void setSideName(int side, const QString &name);
    /**
     * Adds a Block of @p bases fresh Bases (Fatigue 1, §6) to @p side. Returns
     * false and changes nothing when the side, the name or the count is not valid.
     */
    Q_INVOKABLE bool addBlock(int side, const QString &name, int bases, const QString &troopType = {});
    Q_INVOKABLE void removeBlock(int side, int block);
    /** Raises one Base's Fatigue by 1, up to maximumFatigue. */
    Q_INVOKABLE void raiseFatigue(int side, int block, int base);
    /** Lowers one Base's Fatigue by 1; never below 1 (§6). */
    Q_INVOKABLE void lowerFatigue(int side, int block, int base);
    /**
     * Replaces @p side's Blocks with one Block per row of @p blocks (an army list's
     * Blocks: roles "name", "type", "frontage" and "depth"), each of frontage ×
     * depth fresh Bases, and names the side @p armyName. Returns an empty string,
     * or why nothing was changed.
     */
    Q_INVOKABLE QString fillFromArmy(int side, QAbstractItemModel *blocks, const QString &armyName);
    /** Takes back the last change. */
    Q_INVOKABLE void undo();
    /** A new battle with the same Blocks: every Base back to Fatigue 1 (§6). */
    Q_INVOKABLE void resetFatigue();
    /** Removes every Block and both names. */
    Q_INVOKABLE void clear();
    /** Two sides of Blocks in different states, for a first look and for screenshots. */
    Q_INVOKABLE void fillWithSample();
    Q_INVOKABLE void dismissProblem();

    /** The state as the JSON tracker.json holds. */
    [[nodiscard]] static QByteArray toJson(const QList<TrackerSide> &sides);
    /** Reads tracker.json's JSON; on error returns false and says what and where in @p error. */
    [[nodiscard]] static bool fromJson(const QByteArray &json, QList<TrackerSide> *sides, QString *error);

Q_SIGNALS:
    void changed();
    void problemChanged();

private:
    [[nodiscard]] TrackerBlock *blockAt(int side, int block);
    void change(const QList<TrackerSide> &next);
    void publish();
    void load();
    void save();
    void setProblem(const QString &problem);

    QString m_filePath;
    QList<TrackerSide> m_sides;
    QList<QList<TrackerSide>> m_undo;
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
/** The smallest number of Bases lost that breaks an army of @p starting Bases (§12.1, R7). */
[[nodiscard]] int armyBreaksAt(int starting);
