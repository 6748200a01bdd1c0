#pragma once

// moc (Qt 6.4) cannot parse the C++20 standard headers the engine uses; it
// needs none of the engine's declarations to generate this file's meta-object.
#ifndef Q_MOC_RUN
#include "ancients/dice.h"
#include "ancients/rng.h"
#include "ancients/rules_tables.h"
#endif

#include <QAbstractListModel>
#include <QDateTime>
#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <vector>

class DistributionModel;
class RollHistoryModel;

/**
 * The quick dice roller (§3.1, §5): rolls a Block's quality dice with the
 * engine's seeded generator, or reads the dice the players rolled themselves,
 * and judges movement tests against an average Fatigue. Its presets roll the
 * other rulesets' dice from the same generator: 3D6 OHW Gridded Ancients' pools
 * of N D6 hitting on 4+ (§6, §7), and My Wargame Rules' 2D6 to pick one from or
 * its single D6 (§10), each die with the result it reads on the table.
 */
class DiceRoller : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(Quality quality READ quality WRITE setQuality NOTIFY settingsChanged)
    Q_PROPERTY(DieKind die READ die WRITE setDie NOTIFY settingsChanged)
    /** The §13 Elite/Levy mechanic: how Elite and Levy keep their dice (ruling R42). */
    Q_PROPERTY(Mechanic mechanic READ mechanic WRITE setMechanic NOTIFY settingsChanged)
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY settingsChanged)
    /** The die actually rolled: the movement test is always on the d6 (§3.1). */
    Q_PROPERTY(DieKind effectiveDie READ effectiveDie NOTIFY settingsChanged)
    /** Dice thrown before any reroll: 1, 2 or 3 (§3.1, §13). */
    Q_PROPERTY(int diceCount READ diceCount NOTIFY settingsChanged)
    /** Under the reroll mechanic: Elite rolls a kept result this high or lower again, Levy one this low or higher (ruling R42). */
    Q_PROPERTY(int rerollEliteUpTo READ rerollEliteUpTo CONSTANT)
    Q_PROPERTY(int rerollLevyFrom READ rerollLevyFrom CONSTANT)
    /** What the roller throws: the Ancients Wargame's dice, or a preset of another ruleset. */
    Q_PROPERTY(Preset preset READ preset WRITE setPreset NOTIFY settingsChanged)
    /** The dice of a pool hitting on 4+ (Preset HitsOnFourPlus): minimumPool to maximumPool. */
    Q_PROPERTY(int poolSize READ poolSize WRITE setPoolSize NOTIFY settingsChanged)
    Q_PROPERTY(int minimumPool READ minimumPool CONSTANT)
    /** The largest pool 3D6 OHW Gridded Ancients rolls: 8D6. */
    Q_PROPERTY(int maximumPool READ maximumPool CONSTANT)
    /** The dice a preset throws: the pool, 2 or 1. */
    Q_PROPERTY(int presetDiceCount READ presetDiceCount NOTIFY settingsChanged)
    /** The shown preset roll's dice in the order thrown; empty when the shown result is not a preset's. */
    Q_PROPERTY(QList<int> presetFaces READ presetFaces NOTIFY resultChanged)
    /** Of the shown pool, the dice that hit on 4+ (§6, §7). */
    Q_PROPERTY(int presetHits READ presetHits NOTIFY resultChanged)
    /** My Wargame Rules: the result each shown die reads on the table (§10), as keys ("breakthrough"). */
    Q_PROPERTY(QStringList presetResults READ presetResults NOTIFY resultChanged)
    /** The preset the shown result was thrown under. */
    Q_PROPERTY(Preset resultPreset READ resultPreset NOTIFY resultChanged)
    /** The faces of the effective die, lowest first, without repeats (for entering real dice). */
    Q_PROPERTY(QList<int> faceValues READ faceValues NOTIFY settingsChanged)

    /** The Block's average Fatigue for a movement test, 1–6, to two decimal places (§5, §6). */
    Q_PROPERTY(qreal averageFatigue READ averageFatigue WRITE setAverageFatigue NOTIFY settingsChanged)
    Q_PROPERTY(qreal minimumAverage READ minimumAverage CONSTANT)
    Q_PROPERTY(qreal maximumAverage READ maximumAverage CONSTANT)
    /** The lowest kept d6 that equals or beats the average (§5, ruling R1). */
    Q_PROPERTY(int neededToMove READ neededToMove NOTIFY settingsChanged)
    Q_PROPERTY(qreal passChance READ passChance NOTIFY settingsChanged)
    Q_PROPERTY(QString passChanceFraction READ passChanceFraction NOTIFY settingsChanged)

    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(int firstDie READ firstDie NOTIFY resultChanged)
    Q_PROPERTY(int secondDie READ secondDie NOTIFY resultChanged)
    Q_PROPERTY(int thirdDie READ thirdDie NOTIFY resultChanged)
    /** The third die is the kept one rolled again (the reroll mechanic, ruling R42). */
    Q_PROPERTY(bool resultRerolled READ resultRerolled NOTIFY resultChanged)
    Q_PROPERTY(int resultDiceCount READ resultDiceCount NOTIFY resultChanged)
    Q_PROPERTY(int keptIndex READ keptIndex NOTIFY resultChanged)
    Q_PROPERTY(int keptValue READ keptValue NOTIFY resultChanged)
    Q_PROPERTY(bool resultIsMovementTest READ resultIsMovementTest NOTIFY resultChanged)
    Q_PROPERTY(bool passed READ passed NOTIFY resultChanged)
    Q_PROPERTY(bool resultFromRealDice READ resultFromRealDice NOTIFY resultChanged)
    /** How many results have been produced: lets the UI animate each new one. */
    Q_PROPERTY(int resultSerial READ resultSerial NOTIFY resultChanged)

    /** Why the last entry of real dice was refused; empty when it was accepted. */
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

    Q_PROPERTY(DistributionModel *distribution READ distribution CONSTANT)
    Q_PROPERTY(RollHistoryModel *history READ history CONSTANT)

public:
    enum Quality { Elite, Regular, Levy };
    Q_ENUM(Quality)
    enum DieKind { AveragingDie, D6 };
    Q_ENUM(DieKind)
    enum Mode { Combat, Movement };
    Q_ENUM(Mode)
    /** In the order of ancients::EliteMechanic. */
    enum Mechanic { NoMechanic, Reroll, BestOfThree };
    Q_ENUM(Mechanic)
    enum Preset {
        AncientsDice,   ///< the quality dice and the movement test (§3.1, §5)
        HitsOnFourPlus, ///< 3D6 OHW Gridded Ancients: N D6, each 4+ a hit (§6, §7)
        TwoDicePickOne, ///< My Wargame Rules: the higher Resolve rolls 2D6 and picks one (§10)
        OneDie,         ///< My Wargame Rules: equal Resolve, the attacker rolls 1D6 (§10)
    };
    Q_ENUM(Preset)

    explicit DiceRoller(QObject *parent = nullptr);
    ~DiceRoller() override;

    [[nodiscard]] Quality quality() const { return m_quality; }
    void setQuality(Quality quality);
    [[nodiscard]] DieKind die() const { return m_die; }
    void setDie(DieKind die);
    [[nodiscard]] Mechanic mechanic() const { return m_mechanic; }
    void setMechanic(Mechanic mechanic);
    [[nodiscard]] static int rerollEliteUpTo() { return ancients::RerollEliteUpTo; }
    [[nodiscard]] static int rerollLevyFrom() { return ancients::RerollLevyFrom; }
    [[nodiscard]] Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    [[nodiscard]] Preset preset() const { return m_preset; }
    void setPreset(Preset preset);
    [[nodiscard]] int poolSize() const { return m_poolSize; }
    /** Clamped to minimumPool()–maximumPool(). */
    void setPoolSize(int dice);
    [[nodiscard]] static int minimumPool() { return 1; }
    [[nodiscard]] static int maximumPool();
    [[nodiscard]] int presetDiceCount() const;
    [[nodiscard]] QList<int> presetFaces() const { return m_presetFaces; }
    [[nodiscard]] int presetHits() const;
    [[nodiscard]] QStringList presetResults() const;
    [[nodiscard]] Preset resultPreset() const { return m_resultPreset; }
    [[nodiscard]] DieKind effectiveDie() const;
    [[nodiscard]] int diceCount() const;
    [[nodiscard]] QList<int> faceValues() const;

    [[nodiscard]] qreal averageFatigue() const;
    void setAverageFatigue(qreal average);
    /** Fatigue never drops below 1 (§6). */
    [[nodiscard]] static qreal minimumAverage() { return ancients::MinimumFatigue; }
    /** Above 6 the Block has broken and cannot move (§6, §12). */
    [[nodiscard]] static qreal maximumAverage() { return ancients::BlockBreakThreshold; }
    [[nodiscard]] int neededToMove() const;
    [[nodiscard]] qreal passChance() const;
    [[nodiscard]] QString passChanceFraction() const;

    [[nodiscard]] bool hasResult() const { return m_hasResult; }
    [[nodiscard]] int firstDie() const { return m_roll.dice[0]; }
    [[nodiscard]] int secondDie() const { return m_roll.count >= 2 ? m_roll.dice[1] : 0; }
    [[nodiscard]] int thirdDie() const { return m_roll.count == 3 ? m_roll.dice[2] : 0; }
    [[nodiscard]] bool resultRerolled() const { return m_roll.rerolled(); }
    [[nodiscard]] int resultDiceCount() const { return m_roll.count; }
    [[nodiscard]] int keptIndex() const { return m_roll.keptIndex; }
    [[nodiscard]] int keptValue() const { return m_hasResult ? m_roll.kept() : 0; }
    [[nodiscard]] bool resultIsMovementTest() const { return m_resultIsMovement; }
    [[nodiscard]] bool passed() const { return m_passed; }
    [[nodiscard]] bool resultFromRealDice() const { return m_resultFromRealDice; }
    [[nodiscard]] int resultSerial() const { return m_serial; }
    [[nodiscard]] QString lastError() const { return m_lastError; }

    [[nodiscard]] DistributionModel *distribution() const { return m_distribution; }
    [[nodiscard]] RollHistoryModel *history() const { return m_history; }

    /** Rolls the current quality's dice on the effective die with the app's generator. */
    Q_INVOKABLE void roll();
    /**
     * Reads the dice the players rolled: @p second is needed for Elite and Levy, @p third
     * under best of three and for a reroll the first two ask for (ancients::diceToEnter()).
     * Returns false, sets lastError and changes nothing when a face is not on the die.
     */
    Q_INVOKABLE bool enterRealDice(int first, int second = 0, int third = 0);
    /**
     * Reads the dice the players threw for the preset: presetDiceCount() faces,
     * each 1–6. Returns false, sets lastError and changes nothing otherwise.
     */
    Q_INVOKABLE bool enterPresetDice(const QList<int> &faces);
    /** Restarts the generator from @p seed: the same seed gives the same rolls. */
    Q_INVOKABLE void reseed(quint64 seed);
    /** Forgets the recent rolls and the shown result. */
    Q_INVOKABLE void clear();

Q_SIGNALS:
    void settingsChanged();
    void resultChanged();
    void lastErrorChanged();
    /** The tablet rolled (roll()), not the players' own dice read: the roll sound plays. */
    void rolled();

private:
    [[nodiscard]] ancients::Quality engineQuality() const;
    [[nodiscard]] ancients::Die engineDie() const;
    [[nodiscard]] ancients::EliteMechanic engineMechanic() const;
    [[nodiscard]] ancients::Fraction engineAverage() const;
    void show(const ancients::QualityRoll &roll, bool fromRealDice);
    void showPreset(QList<int> faces, bool fromRealDice);
    void setLastError(const QString &error);
    void forgetShownResult();
    void refreshDistribution();

    Quality m_quality = Regular;
    DieKind m_die = AveragingDie;
    Mechanic m_mechanic = NoMechanic;
    Mode m_mode = Combat;
    int m_averageHundredths = 100;
    Preset m_preset = AncientsDice;
    int m_poolSize = 3;

    ancients::Pcg32 m_rng;
    ancients::QualityRoll m_roll;
    bool m_hasResult = false;
    bool m_resultIsMovement = false;
    bool m_passed = false;
    bool m_resultFromRealDice = false;
    QList<int> m_presetFaces;
    Preset m_resultPreset = AncientsDice;
    int m_serial = 0;
    QString m_lastError;

    DistributionModel *m_distribution = nullptr;
    RollHistoryModel *m_history = nullptr;
};

/**
 * The exact distribution of one quality's kept result (§3.1): one row per value,
 * with its probability as a number and as a fraction, for the bar chart.
 */
class DistributionModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by DiceRoller")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(qreal largestProbability READ largestProbability NOTIFY countChanged)

public:
    enum Role { ValueRole = Qt::UserRole + 1, ProbabilityRole, FractionRole };

    using QAbstractListModel::QAbstractListModel;

    void setOutcomes(std::vector<ancients::Outcome> outcomes);
    [[nodiscard]] qreal largestProbability() const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<ancients::Outcome> m_outcomes;
};

/** The recent rolls, newest first, at most RollHistoryModel::Capacity of them. */
class RollHistoryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by DiceRoller")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    static constexpr int Capacity = 50;

    /** One recent roll. */
    struct Entry
    {
        ancients::QualityRoll roll;
        bool movementTest = false;
        bool passed = false;
        int needed = 0;
        qreal averageFatigue = 0;
        bool realDice = false;
        QDateTime time;
        DiceRoller::Preset preset = DiceRoller::AncientsDice; ///< a preset's roll: its faces and hits below
        QList<int> faces;
        int hits = 0;
    };

    enum Role {
        QualityRole = Qt::UserRole + 1,
        DieRole,
        FirstDieRole,
        SecondDieRole,
        ThirdDieRole,
        RerolledRole,
        DiceCountRole,
        KeptIndexRole,
        KeptValueRole,
        MovementTestRole,
        PassedRole,
        NeededRole,
        AverageFatigueRole,
        RealDiceRole,
        TimeRole,
        PresetRole, ///< DiceRoller::Preset
        FacesRole,  ///< a preset's dice
        HitsRole,   ///< a pool's hits on 4+
    };

    using QAbstractListModel::QAbstractListModel;

    void prepend(const Entry &entry);
    void clear();

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<Entry> m_entries; // newest first
};
