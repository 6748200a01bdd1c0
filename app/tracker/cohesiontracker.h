#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>

class CohesionSideModel;

/** One unit on the quick cohesion tracker: its name and its cohesion state (mwr::Cohesion, 0 Fresh … 3 Destroyed). */
struct CohesionUnit
{
    QString name;
    int cohesion = 0;

    friend bool operator==(const CohesionUnit &, const CohesionUnit &) = default;
};

/** One side on the cohesion tracker; an empty name shows as the translated "Side A" / "Side B". */
struct CohesionSide
{
    QString name;
    QList<CohesionUnit> units;

    friend bool operator==(const CohesionSide &, const CohesionSide &) = default;
};

/** Everything the cohesion tracker keeps; one undo step restores one of these. */
struct CohesionTrackerState
{
    QList<CohesionSide> sides = QList<CohesionSide>(2);
    int breakPoint = 0; ///< units destroyed that defeat a side; 0: none, fight to the last (ruling R13)

    friend bool operator==(const CohesionTrackerState &, const CohesionTrackerState &) = default;
};

/**
 * The quick cohesion tracker of My Wargame Rules: two sides of units and each unit's
 * cohesion state (§2), for players who want only that bookkeeping without a full
 * battle. The fatigue tracker's counterpart for this ruleset.
 *
 * Every rule it applies is the engine's (engine/my-wargame-rules/include/mwr/cohesion.h):
 * a hit lowers one state (§2, ruling R10), a rally raises one for a Shaken or Disrupted
 * unit and nothing else rallies (§9, ruling R2), a side is defeated with no unit left or
 * at the agreed break point (§3, ruling R13). It keeps only the states, an undo history
 * and the file.
 *
 * A QML singleton, as the fatigue tracker is: the tally survives a visit to another page.
 * Every change is saved at once, atomically, to cohesion-tracker.json in the app's data
 * directory; a file that cannot be read is moved aside, never overwritten, and `problem`
 * says why.
 */
class CohesionTracker : public QObject
{
    Q_OBJECT
    Q_PROPERTY(CohesionSideModel *sideA READ sideA CONSTANT)
    Q_PROPERTY(CohesionSideModel *sideB READ sideB CONSTANT)
    /** Units destroyed that defeat a side, 0 for none (ruling R13). */
    Q_PROPERTY(int breakPoint READ breakPoint WRITE setBreakPoint NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool empty READ isEmpty NOTIFY changed)
    /** The battle's end as the tally stands: "" while both sides fight on, else "a", "b" (the winner) or "draw". */
    Q_PROPERTY(QString outcome READ outcome NOTIFY changed)
    /** Why the last tap did nothing, worded with its section; empty after a tap that worked. */
    Q_PROPERTY(QString refusal READ refusal NOTIFY refusalChanged)
    /** What went wrong with the file, if anything. */
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(QString filePath READ filePath CONSTANT)
    Q_PROPERTY(int maximumUnits READ maximumUnits CONSTANT)

public:
    /** The most units a side may have on the tracker. */
    static constexpr int MaximumUnits = 60;

    explicit CohesionTracker(QObject *parent = nullptr);
    /** A tracker saved to @p filePath; an empty path keeps it in memory only. */
    explicit CohesionTracker(const QString &filePath, QObject *parent = nullptr);
    ~CohesionTracker() override;

    [[nodiscard]] CohesionSideModel *sideA() const { return m_models[0]; }
    [[nodiscard]] CohesionSideModel *sideB() const { return m_models[1]; }
    [[nodiscard]] int breakPoint() const { return m_state.breakPoint; }
    void setBreakPoint(int breakPoint);
    [[nodiscard]] bool canUndo() const { return !m_history.isEmpty(); }
    [[nodiscard]] bool isEmpty() const;
    [[nodiscard]] QString outcome() const;
    [[nodiscard]] QString refusal() const { return m_refusal; }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] QString filePath() const { return m_filePath; }
    [[nodiscard]] static int maximumUnits() { return MaximumUnits; }
    [[nodiscard]] const CohesionTrackerState &state() const { return m_state; }

    Q_INVOKABLE void setSideName(int side, const QString &name);
    /** Adds a Fresh unit named @p name to @p side; false (with `refusal` set) for no name or a full side. */
    Q_INVOKABLE bool addUnit(int side, const QString &name);
    Q_INVOKABLE void removeUnit(int side, int row);
    /** One hit (§2, R10): the unit drops one state; refused for a unit already Destroyed. */
    Q_INVOKABLE bool hit(int side, int row);
    /** A rally (§9, R2): a Shaken or Disrupted unit recovers one state; refused for any other. */
    Q_INVOKABLE bool rally(int side, int row);
    /** Takes back the last change. */
    Q_INVOKABLE void undo();
    /** Every unit Fresh again, for the next game with the same armies. */
    Q_INVOKABLE void resetStates();
    /** Both sides emptied. */
    Q_INVOKABLE void clear();
    /** Two small armies to try the tracker with. */
    Q_INVOKABLE void fillWithSample();
    Q_INVOKABLE void dismissProblem();

    /** The tracker as its file holds it (format "mwr-cohesion-tracker", version 1). */
    [[nodiscard]] static QByteArray toJson(const CohesionTrackerState &state);
    /** @p bytes read into @p state, or false with @p error naming the field that is wrong. */
    [[nodiscard]] static bool fromJson(const QByteArray &bytes, CohesionTrackerState *state, QString *error);

Q_SIGNALS:
    void changed();
    void refusalChanged();
    void problemChanged();

private:
    /** Records the state before a change in the undo history, then applies @p change. */
    template<typename Change>
    void change(Change &&change);
    [[nodiscard]] CohesionUnit *unitAt(int side, int row);
    void refuse(const QString &why);
    void publish();
    void load();
    void save();
    void setProblem(const QString &problem);

    CohesionTrackerState m_state;
    QList<CohesionTrackerState> m_history;
    CohesionSideModel *m_models[2] = {nullptr, nullptr};
    QString m_filePath;
    QString m_refusal;
    QString m_problem;
    bool m_mayWrite = true;
    bool m_saveFailed = false;
};

/** One side of the cohesion tracker, a row a unit. */
class CohesionSideModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A side belongs to the cohesion tracker")
    Q_PROPERTY(int side READ side CONSTANT)
    Q_PROPERTY(QString name READ name NOTIFY summaryChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY summaryChanged)
    /** Units destroyed (§2). */
    Q_PROPERTY(int lost READ lost NOTIFY summaryChanged)
    /** Defeated (§3, ruling R13): no unit left, or the break point reached. */
    Q_PROPERTY(bool defeated READ defeated NOTIFY summaryChanged)

public:
    enum Role { NameRole = Qt::UserRole + 1, CohesionRole, CohesionTextRole, DestroyedRole, CanRallyRole };

    CohesionSideModel(int side, QObject *parent);

    [[nodiscard]] int side() const { return m_side; }
    [[nodiscard]] QString name() const;
    [[nodiscard]] int lost() const;
    [[nodiscard]] bool defeated() const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** Shows @p side now: rows that changed are updated, rows added or removed inserted or removed. */
    void show(const CohesionSide &side, int breakPoint);

    /** The word for cohesion state @p cohesion (§2), in the app's language. */
    [[nodiscard]] static QString cohesionText(int cohesion);

Q_SIGNALS:
    void summaryChanged();

private:
    int m_side;
    CohesionSide m_shown;
    int m_breakPoint = 0;
};
