#pragma once

// The battle companion's bridge (issue 7): one battle at a time, played
// through the game record (record::Battle) and kept in the device's store
// (record::BattleStore), shown to QML as properties, list models and
// QVariantMaps. QML never sees an engine type.
//
// Conventions of every map and list below:
//  - sides are ints: 0 = side A (the army that moved first), 1 = side B;
//  - Base and Block ids are the engine's ints;
//  - keys of qualities, troop types, special rules, goings and phases are the
//    army-list format's keys ("elite", "heavy-infantry", "steady-spears",
//    "light-woods", "move" / "shoot" / "combat" / "recovery"), which
//    Terms.qml translates;
//  - a section is the rulebook's number without "§" ("9.2").
//
// Every command returns true when the action was recorded (committed to the
// store before the call returns) and false when the engine or the store
// refused it: then lastError says why, in the engine's words with its section,
// and nothing changed.

// moc (Qt 6.4) cannot parse the C++20 standard headers the engine and the game
// record use; it needs none of their declarations for these meta-objects.
#ifndef Q_MOC_RUN
#include "record/battle.h"
#include "record/battlestore.h"

#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>
#endif

#include <QAbstractListModel>
#include <QDateTime>
#include <QHash>
#include <QStringList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>

class ArmyCatalog;
class BattleWording;

/**
 * The Blocks of one side, in id order: one row a Block that is still on the
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
        NameRole,
        TypeRole,         ///< troop type key
        QualityRole,      ///< quality key
        WeightRole,
        SpecialRulesRole, ///< QStringList of keys
        SpearArmedRole,
        FrontageRole,     ///< files the card draws: the engine's formation() of its Bases
        DepthRole,        ///< ranks the card draws
        /**
         * QVariantList, one QVariantMap a Base, front rank first, left to right:
         * baseId, file and rank (0 = the left file, the front rank: the engine's formation()), fatigue (int),
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
        TimeRole,        ///< QDateTime
        HashRole,        ///< the first 12 hex digits of its chain hash
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
     * already shown are worded again only when their entry changed.
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
        QString note;
        QDateTime time;
        QString hash;
        QByteArray fullHash;
        std::uint32_t revision = 0; ///< the entry's revision it was worded from
        std::set<int> blocks; ///< the Blocks its action and effects name
    };
    /** The row that words @p entry. */
    [[nodiscard]] static Row rowOf(const record::EntryView &entry, const BattleWording &words);
#endif
    std::vector<Row> m_all;      ///< oldest first
    std::vector<int> m_visible;  ///< indexes into m_all, newest first
    QByteArray m_setupHash;      ///< the battle whose log is shown
    int m_turnFilter = 0;
    int m_blockFilter = -1;
    void refilter();
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
    };

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void update(const QList<record::StoredBattle> &battles, qint64 current);
    /**
     * The open battle @p current has @p entries entries now, and was written to at
     * @p when: its row changes alone. False if it is not the open battle's row at
     * the top of the list, when only a full update() will do.
     */
    bool updateOpen(qint64 current, int entries, const QDateTime &when);
    /** The battle listed first, the one opened last; 0 for none. */
    [[nodiscard]] qint64 firstId() const { return m_battles.isEmpty() ? 0 : m_battles.constFirst().id; }

Q_SIGNALS:
    void countChanged();

private:
    QList<record::StoredBattle> m_battles;
    qint64 m_current = 0;
};

/**
 * The battle being played, and the store it is kept in. One per QML engine.
 *
 * The store is the file battles.sqlite in the app's data folder
 * (QStandardPaths::AppDataLocation) unless openStore() names another before
 * first use. If the store is refused (corrupt, newer, not ours), storeError
 * says why, the file is left alone, and no battle can be started or resumed.
 */
class BattleSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // ---- the store and the battle list
    Q_PROPERTY(QString storeError READ storeError NOTIFY storeChanged)
    Q_PROPERTY(StoredBattlesModel *battles READ battles CONSTANT)
    /** The battle kept as lastOpened in the store, 0 for none: what "Continue" resumes. */
    Q_PROPERTY(qint64 lastBattleId READ lastBattleId NOTIFY storeChanged)
    /** There is a kept battle to continue. */
    Q_PROPERTY(bool hasLastBattle READ hasLastBattle NOTIFY storeChanged)

    // ---- the open battle (all NOTIFY gameChanged)
    Q_PROPERTY(bool hasBattle READ hasBattle NOTIFY gameChanged)
    Q_PROPERTY(qint64 battleId READ battleId NOTIFY gameChanged)
    Q_PROPERTY(QString title READ title NOTIFY gameChanged)
    Q_PROPERTY(int turn READ turn NOTIFY gameChanged)
    Q_PROPERTY(int activeSide READ activeSide NOTIFY gameChanged)
    /** "move", "shoot", "combat" or "recovery" (§4). */
    Q_PROPERTY(QString phase READ phase NOTIFY gameChanged)
    /**
     * Each army: { name, startingBases, lost, breakAt (Bases lost that break it, §12.1, R7),
     * leftBeforeBreak, broken }.
     */
    Q_PROPERTY(QVariantMap armyA READ armyA NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap armyB READ armyB NOTIFY gameChanged)
    /** The side whose army broke, −1 while the battle is undecided (§12.1). */
    Q_PROPERTY(int loserSide READ loserSide NOTIFY gameChanged)
    Q_PROPERTY(BattleBlocksModel *blocksA READ blocksA CONSTANT)
    Q_PROPERTY(BattleBlocksModel *blocksB READ blocksB CONSTANT)
    /** The rules options in force, as startBattle() takes them and the battle file writes them. */
    Q_PROPERTY(QVariantMap options READ options NOTIFY gameChanged)
    /**
     * A loss waiting for its owner (§9.5), empty when none: { loser, winner, points,
     * mustEvade (a Skirmisher not caught: every point falls back, §11.2),
     * loserSide, and what the engine's formation shows for a push-back (§9.6):
     * file (the loser's file, front to back), seamBases (the Bases on either side
     * of the seams it tears; none for an evade), farSide (cut off beyond a middle file) }.
     */
    Q_PROPERTY(QVariantMap pendingLoss READ pendingLoss NOTIFY gameChanged)
    /**
     * A pursuit waiting (§11.1), empty when none: { pursuer, toward, optional, file (the
     * pursuer's file, which advances with it), farSide (left behind by a middle file) }.
     */
    Q_PROPERTY(QVariantMap pendingPursuit READ pendingPursuit NOTIFY gameChanged)
    /** Cross-Block facts as entered: { contacts: [[a, b], ...], near: [[a, b], ...], retreatBlocked: [ids] }. */
    Q_PROPERTY(QVariantMap facts READ facts NOTIFY gameChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY gameChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY gameChanged)
    Q_PROPERTY(BattleLogModel *log READ log CONSTANT)
    /** The dice commitment shown at the start: the secret's SHA-256, hex. */
    Q_PROPERTY(QString commitment READ commitment NOTIFY gameChanged)
    Q_PROPERTY(QString phrase READ phrase NOTIFY gameChanged)

    /**
     * What the last action in force did, in order (after an undo, an amendment or
     * a resume: the action in force now last): { kind (effect kind key:
     * "fatigue", "movement-test", "moved", "move-ended", "split", "merged",
     * "block-broke", "base-removed", "army-broke", "phase-changed",
     * "shock-charge", "combat", "recoil", "pinned", "pursuit", "note",
     * "volley"), text, section, block, other, base, amount, side, passed,
     * roll (a dice map or absent); a combat also has baseRoll and enemyRoll,
     * a volley firerRoll and targetRoll }. A dice map: { dice: [ints], kept,
     * quality, die ("averaging" | "d6") }.
     */
    Q_PROPERTY(QVariantList lastEffects READ lastEffects NOTIFY lastEffectsChanged)
    /**
     * The last fight among the actions in force (§9.1), so the one a pending loss or
     * pursuit comes from; empty before the first: { base, enemy, baseRoll, enemyRoll (dice maps),
     * baseModifiers, enemyModifiers ([{ value, section, reason }]), baseTotal, enemyTotal,
     * rawDifference, weightShift, margin (positive: the enemy lost), loser ("base", "enemy", ""),
     * points, steps ([{ section, text }]) }.
     */
    Q_PROPERTY(QVariantMap lastFight READ lastFight NOTIFY lastEffectsChanged)
    /**
     * Why the last command failed; empty after one that succeeded. Every refusal
     * emits lastErrorChanged, even with the same words as the one before.
     */
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    /** Counts the refusals: it goes up by one with every failed command. */
    Q_PROPERTY(int errorSerial READ errorSerial NOTIFY lastErrorChanged)

public:
    explicit BattleSession(QObject *parent = nullptr);
    ~BattleSession() override;

    /** Uses the store at @p path instead of the default; closes any open battle. False, with storeError, if refused. */
    Q_INVOKABLE bool openStore(const QString &path);

    // ---- starting, resuming, forgetting
    /**
     * Draws a new dice secret and returns its commitment (hex) to show before
     * the battle starts; startBattle() uses it.
     */
    Q_INVOKABLE QString newCommitment();
    /**
     * Starts and keeps a new battle between the catalog's armies @p armyFirst
     * (side A, moves first) and @p armySecond. @p options: the rules options
     * in the battle file's field names (record::RulesOptionsFormat: combat_die
     * "averaging" | "d6", shot_at_denies_recovery, pivot_cost, difficult_move_cost,
     * follow_up, elite_mechanic, mandatory_pursuit, contagion); any field left
     * out keeps the competition default (§13). @p phrase: the opponent's words mixed into the seed. The
     * new battle becomes the open one.
     */
    Q_INVOKABLE bool startBattle(ArmyCatalog *catalog, int armyFirst, int armySecond, const QVariantMap &options,
                                 const QString &phrase, const QString &title);
    /** Opens the kept battle @p id, replayed and checked. */
    Q_INVOKABLE bool resume(qint64 id);
    /** Opens the battle opened last; false if there is none. */
    Q_INVOKABLE bool resumeLast();
    /** Forgets the kept battle @p id; closes it first if it is open. */
    Q_INVOKABLE bool removeBattle(qint64 id);
    Q_INVOKABLE void closeBattle();

    // ---- the Move phase (§5, §6.2)
    /**
     * Moves Block @p block: @p move { going (the worst Going entered, key; "open" if left out),
     * climb (0, 1 slight, 2 steep), difficult, charge, fullMove (default true),
     * dice ([first] or absent: the game's generator) }.
     */
    Q_INVOKABLE bool moveBlock(int block, const QVariantMap &move);
    /**
     * The movement test Block @p block would take now (§5.2), the engine's previewMovementTest():
     * { needed, chance (0..1), chanceText ("2/3", "1"), chanceWords (for people: "2/3", "certain",
     * "impossible"), chained, moves (made this turn), tempoCost (Fatigue a chained move puts on every
     * Base), average, averageText, breaks, movementOver }.
     * A look-up for scripts and tests: panels bind to MovePreview, which follows the game.
     */
    Q_INVOKABLE QVariantMap moveTest(int block) const;
    Q_INVOKABLE bool pivotBlock(int block, int steps, const QVariantList &dice);
    Q_INVOKABLE bool wheelBlock(int block, int pivotBase, int steps, const QVariantList &dice);
    /**
     * What a wheel of Block @p block costs before it is tried (§5.5), the engine's previewWheel():
     * { frontage, depth, moves (the tested moves it takes), fatigue (what those moves cost every
     * Base after any moves already made this turn) }; empty if there is no such Block. A look-up:
     * panels bind to MovePreview.
     */
    Q_INVOKABLE QVariantMap wheelCost(int block) const;
    /**
     * What splitting or merging would cost before it is confirmed (§6.2): { legal, error,
     * fatigue: [{ base, amount }] }. Nothing is recorded.
     */
    Q_INVOKABLE QVariantMap previewSplit(int block, const QVariantList &detach, const QVariantList &seamBases) const;
    Q_INVOKABLE bool splitBlock(int block, const QVariantList &detach, const QVariantList &seamBases);
    Q_INVOKABLE QVariantMap previewMerge(int into, int from, const QVariantList &seamBases) const;
    Q_INVOKABLE bool mergeBlocks(int into, int from, const QVariantList &seamBases);
    /** Records that Blocks @p a and @p b are (or no longer are) in contact / within one base-width. */
    Q_INVOKABLE bool setContact(int a, int b, bool inContact);
    Q_INVOKABLE bool setNear(int a, int b, bool near);

    // ---- the Shoot phase (§10)
    /**
     * Base @p firer shooting at Base @p target, standing in @p firerGoing / @p targetGoing
     * (Going keys, "" for open ground; untracked only, §8.2), before the roll: { legal, error
     * (why the volley would be refused: not missile troops, already fired, out of range, …),
     * fatigue: [{ amount, chance, chanceText }], anyEffect, anyEffectText, weightShift,
     * firerWeight, targetWeight (effective, §8.2) }.
     */
    Q_INVOKABLE QVariantMap shootOdds(int firer, int target, const QString &firerGoing = QString(),
                                      const QString &targetGoing = QString()) const;
    /** One volley; @p firerDice / @p targetDice: the players' dice, or empty for the generator; Goings as in shootOdds(). */
    Q_INVOKABLE bool shoot(int firer, int target, const QVariantList &firerDice, const QVariantList &targetDice,
                           const QString &firerGoing = QString(), const QString &targetGoing = QString());

    // ---- the Combat phase (§9, §11)
    /**
     * A pairing as the table shows it: { base, enemy, lapping (a Base id or −1), enemyLapping,
     * flank, rear, uphill ("base", "enemy" or "" for who strikes / stands uphill),
     * baseGoing, enemyGoing (keys), baseDice, enemyDice (lists, or absent) }.
     * fightOdds() answers, before the roll: { legal, error, win, draw, lose (0..1 from the
     * base's side), winText, drawText, loseText, baseModifiers, enemyModifiers, weightShift,
     * baseBreakRisk, enemyBreakRisk (the chance its Block breaks if every point is held as Fatigue) }.
     */
    Q_INVOKABLE QVariantMap fightOdds(const QVariantMap &pairing) const;
    Q_INVOKABLE bool fight(const QVariantMap &pairing);
    /**
     * The pending loss's allocation (§9.5, §9.6, §11.2): { fatigue, pushBack, rearSide ("left" |
     * "right"), pinned, file, seamBases, farSide (lists of Base ids) }.
     */
    Q_INVOKABLE bool allocateLoss(const QVariantMap &allocation);
    /** The pending pursuit (§11.1): { decline, file, farSide }. */
    Q_INVOKABLE bool pursue(const QVariantMap &pursuit);

    // ---- any phase
    /** Ends the phase (§4); ending Recovery recovers and smooths (§6.1) and passes the turn. */
    Q_INVOKABLE bool endPhase();
    /** Adds @p amount Fatigue to Base @p base for @p reason (the players' words, kept in the log). */
    Q_INVOKABLE bool adjustFatigue(int base, int amount, const QString &reason);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

    // ---- the umpire
    /** The action in force at @p index as an editable map: { kind, ... the fields its command takes }. */
    Q_INVOKABLE QVariantMap actionAt(int index) const;
    /**
     * Replaces the action in force at @p index by @p action (same kind, as actionAt() gives it),
     * recomputes the rest with the same dice, and records @p note. Returns { ok, error,
     * fatigue: [{ base, before, after }], nowBroken, noLongerBroken, loserBefore, loserAfter,
     * laterDiceShifted }.
     */
    Q_INVOKABLE QVariantMap amend(int index, const QVariantMap &action, const QString &note);
    /** Checks the open battle's chain and every state again: "" when it holds, else the first failure. */
    Q_INVOKABLE QString verify() const;
    /** Writes the open battle as a battle file (rulebook/battle-format.md), with or without the secret. */
    Q_INVOKABLE bool exportBattle(const QUrl &file, bool revealSecret);
    /**
     * Keeps the battle in @p file (a battle file with its secret revealed, so that it can go
     * on) as a new battle and opens it. All or nothing: a file with any problem, each named
     * with its place, leaves the store as it was.
     */
    Q_INVOKABLE bool importBattle(const QUrl &file);

    // ---- look-ups for the pages
    /**
     * Base @p base of the open battle: { baseId, label ("Hastati, Base 4"), block (−1 once
     * routed), blockName, side, type, quality (keys), fatigue, state (key), routed, removed,
     * inCombat, shotAt, fired (has shot in this Shoot phase) }; empty if none.
     */
    Q_INVOKABLE QVariantMap baseInfo(int base) const;
    /**
     * Block @p block: { blockId, label ("Block 1, Hastati"), side, active } and, while the
     * Blocks models list it, every role of its row by role name (bases as the cards show
     * them, fatigueState, broken, ...); otherwise name, type, quality, weight, specialRules,
     * spearArmed and bases as [{ baseId, fatigue }]. Empty if there is no such Block.
     */
    Q_INVOKABLE QVariantMap blockInfo(int block) const;
    /** Every Block the Blocks models list, both sides, in id order: [{ blockId, label, name, type, side }]. */
    Q_INVOKABLE QVariantList blockList() const;
    /**
     * The catalog's army @p index as a battle would field it: { name, bases, blocks,
     * breakAt (Bases lost that break it, §12.1, R7) }; empty if there is none.
     */
    Q_INVOKABLE QVariantMap armySummary(ArmyCatalog *catalog, int index) const;

    // ---- property getters
    [[nodiscard]] QString storeError() const { return m_storeError; }
    [[nodiscard]] StoredBattlesModel *battles() const { return m_battles; }
    [[nodiscard]] qint64 lastBattleId();
    [[nodiscard]] bool hasLastBattle() { return lastBattleId() > 0; }
    [[nodiscard]] bool hasBattle() const { return m_battle.has_value(); }
    [[nodiscard]] qint64 battleId() const { return m_battleId; }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] int turn() const;
    [[nodiscard]] int activeSide() const;
    [[nodiscard]] QString phase() const;
    [[nodiscard]] QVariantMap armyA() const;
    [[nodiscard]] QVariantMap armyB() const;
    [[nodiscard]] int loserSide() const;
    [[nodiscard]] BattleBlocksModel *blocksA() const { return m_blocksA; }
    [[nodiscard]] BattleBlocksModel *blocksB() const { return m_blocksB; }
    [[nodiscard]] QVariantMap options() const;
    [[nodiscard]] QVariantMap pendingLoss() const;
    [[nodiscard]] QVariantMap pendingPursuit() const;
    [[nodiscard]] QVariantMap facts() const;
    [[nodiscard]] bool canUndo() const { return m_battle && m_battle->canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_battle && m_battle->canRedo(); }
    [[nodiscard]] BattleLogModel *log() const { return m_log; }
    [[nodiscard]] QString commitment() const;
    [[nodiscard]] QString phrase() const;
    [[nodiscard]] QVariantList lastEffects() const { return m_lastEffects; }
    [[nodiscard]] QVariantMap lastFight() const { return m_lastFight; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] int errorSerial() const { return m_errorSerial; }

    bool eventFilter(QObject *watched, QEvent *event) override;

    /** The battle open now, for tests and the panels' previews; nullptr if none. */
    [[nodiscard]] const record::Battle *battle() const { return m_battle ? &*m_battle : nullptr; }
#ifndef Q_MOC_RUN
    /** Both army lists' Blocks in the order newGame() deployed them: what formation() reads without tracked positions. */
    [[nodiscard]] std::vector<ancients::BlockSpec> listedShapes() const;
#endif

Q_SIGNALS:
    void storeChanged();
    void gameChanged();
    void lastEffectsChanged();
    void lastErrorChanged();

private:
    bool ensureStore();
    bool openStoreAt(const QString &path);
    bool act(const ancients::Action &action);
    /** Undo or redo: @p move changes the battle, or says why it cannot; the models follow. */
    template<typename Step>
    bool step(Step &&move);
    /** Records that the pair @p a, @p b is (or is no longer) in the entered facts' @p pairs. */
    bool setFact(std::set<std::pair<ancients::BlockId, ancients::BlockId>> ancients::CrossBlockFacts::*pairs, int a, int b,
                 bool holds);
    /** Builds the action of @p kind from @p map against the state now, and acts. */
    bool actFromMap(const QString &kind, const QVariantMap &map);
    void refresh();
    void refreshBattles();
    void setError(const QString &message);
    /** Opens @p battle, kept as @p id, as the battle of the session. */
    void open(record::Battle battle, qint64 id);
    /** The name of the Block Base @p base stands in, or was deployed with once routed. */
    [[nodiscard]] QString blockNameOf(int base) const;
    /** The engine's refusal as lastError shows it: in the player's language, with its section. */
    [[nodiscard]] QString refusal(const ancients::Error &error) const;
    [[nodiscard]] QVariantMap armyMap(ancients::Side side) const;
    [[nodiscard]] QVariantMap preview(const ancients::Action &action) const;

    record::BattleStore m_store;
    bool m_storeTried = false;
    QString m_storeError;
    std::optional<record::Battle> m_battle;
    qint64 m_battleId = 0;
    QString m_title;
    QByteArray m_nextSecret;
    QVariantList m_lastEffects;
    QVariantMap m_lastFight;
    QString m_lastError;
    int m_errorSerial = 0;
    StoredBattlesModel *m_battles = nullptr;
    BattleBlocksModel *m_blocksA = nullptr;
    BattleBlocksModel *m_blocksB = nullptr;
    BattleLogModel *m_log = nullptr;
};
