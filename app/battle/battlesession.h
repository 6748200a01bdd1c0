#pragma once

// The battle companion's bridge (issue 7): one battle at a time, played
// through the game record (record::Battle) and kept in the device's store
// (record::BattleStore), shown to QML as properties, value types
// (battlevalues.h) and list models (battlemodels.h). QML never sees an engine
// type. The session opens, starts, resumes, imports, exports, acts, undoes and
// redoes; each phase panel works through its own small controller
// (MoveController, ShootController, CombatController) and the log page's umpire
// through UmpireController, whose properties follow the game.
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

#include <future>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>
#endif

class TableLabels;

#include <QAbstractListModel>
#include <QDateTime>
#include <QImage>
#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QThread>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>

class ArmyCatalog;
class BattleWording;

#include "battlemodels.h"
#include "battlevalues.h"

/**
 * The battle being played, and the store it is kept in. main() makes one and hands it
 * to QML as the singleton BattleSession (appsingletons.h).
 *
 * The store is the file battles.sqlite in the app's data folder
 * (QStandardPaths::AppDataLocation) unless openStore() names another before
 * first use. If the store is refused (corrupt, newer, not ours), storeError
 * says why, the file is left alone, and no battle can be started or resumed.
 */
class BattleSession : public QObject
{
    Q_OBJECT

    // ---- the store and the battle list
    Q_PROPERTY(QString storeError READ storeError NOTIFY storeChanged)
    Q_PROPERTY(StoredBattlesModel *battles READ battles CONSTANT)
    /** The battle kept as lastOpened in the store, 0 for none: what "Continue" resumes. */
    Q_PROPERTY(qint64 lastBattleId READ lastBattleId NOTIFY storeChanged)
    /** There is a kept battle to continue. */
    Q_PROPERTY(bool hasLastBattle READ hasLastBattle NOTIFY storeChanged)
    /**
     * The battle opened or written to last, of any ruleset: what Home's "Continue" and the
     * launch resume. {"id", "ruleset" (empty for the Ancients Wargame), "title", "turn"};
     * empty when no battle is kept.
     */
    Q_PROPERTY(QVariantMap lastKept READ lastKept NOTIFY storeChanged)

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
    Q_PROPERTY(ArmyStanding armyA READ armyA NOTIFY gameChanged)
    Q_PROPERTY(ArmyStanding armyB READ armyB NOTIFY gameChanged)
    /** The side whose army broke, −1 while the battle is undecided (§12.1). */
    Q_PROPERTY(int loserSide READ loserSide NOTIFY gameChanged)
    /** How the battle ended: the winner, the turns played and the fights that decided it (battlevalues.h). */
    Q_PROPERTY(BattleResultValue result READ result NOTIFY gameChanged)
    Q_PROPERTY(BattleBlocksModel *blocksA READ blocksA CONSTANT)
    Q_PROPERTY(BattleBlocksModel *blocksB READ blocksB CONSTANT)
    /** The rules options in force, as startBattle() takes them and the battle file writes them. */
    Q_PROPERTY(QVariantMap options READ options NOTIFY gameChanged)
    /**
     * A loss waiting for its owner (§9.5), with what the engine's formation shows for a
     * push-back (§9.6); `pending` is false when there is none (battlevalues.h).
     */
    Q_PROPERTY(PendingLossValue pendingLoss READ pendingLossValue NOTIFY gameChanged)
    /** A pursuit waiting (§11.1); `pending` is false when there is none (battlevalues.h). */
    Q_PROPERTY(PendingPursuitValue pendingPursuit READ pendingPursuitValue NOTIFY gameChanged)
    /** A winner that may follow up (§13, ruling R40); `pending` is false when there is none (battlevalues.h). */
    Q_PROPERTY(PendingFollowUpValue pendingFollowUp READ pendingFollowUpValue NOTIFY gameChanged)
    /** Cross-Block facts as entered: { contacts: [[a, b], ...], near: [[a, b], ...], retreatBlocked: [ids] }. */
    Q_PROPERTY(QVariantMap facts READ facts NOTIFY gameChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY gameChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY gameChanged)
    Q_PROPERTY(BattleLogModel *log READ log CONSTANT)
    /** Every Block the Blocks models list, both sides, in id order, as blockList() gives them. */
    Q_PROPERTY(QVariantList allBlocks READ blockList NOTIFY gameChanged)
    /**
     * In the Recovery phase, every Base of the side to act that may pull 1 Fatigue in
     * smoothing as the phase ends (§6.1 "may pull", ruling R17), Block by Block:
     * { base, label, block, blockName, donor (−1 for none), donorLabel, declined }. Each pulls
     * unless its owner declines (setSmoothingDeclined()); empty in the other phases.
     */
    Q_PROPERTY(QVariantList smoothing READ smoothing NOTIFY smoothingChanged)
    /** The dice commitment shown at the start: the secret's SHA-256, hex. */
    Q_PROPERTY(QString commitment READ commitment NOTIFY gameChanged)
    Q_PROPERTY(QString phrase READ phrase NOTIFY gameChanged)
    /**
     * The battle's fingerprint: the head hash's first 8 hex digits
     * (record::BattleFile::fingerprint); empty without a battle.
     */
    Q_PROPERTY(QString fingerprint READ fingerprint NOTIFY gameChanged)
    /**
     * The fingerprint as the last turn ended, while the turn's end is the last
     * entry of the log, for the players to note; empty otherwise.
     */
    Q_PROPERTY(QString turnEndFingerprint READ turnEndFingerprint NOTIFY gameChanged)

    /**
     * What the last action in force did, in order (after an undo, an amendment or
     * a resume: the action in force now last): { kind (effect kind key:
     * "fatigue", "movement-test", "moved", "move-ended", "split", "merged",
     * "block-broke", "base-removed", "army-broke", "phase-changed",
     * "shock-charge", "combat", "recoil", "pinned", "pursuit", "follow-up", "note",
     * "volley"), text, section, block, other, base, amount, side, passed,
     * roll (a dice map or absent); a combat also has baseRoll and enemyRoll,
     * a volley firerRoll and targetRoll }. A dice map: { dice: [ints], kept,
     * rerolled (the third die is the kept one rolled again, ruling R42),
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
    /** A session with a store of its own. */
    explicit BattleSession(QObject *parent = nullptr);
#ifndef Q_MOC_RUN
    /**
     * A session on @p store, which main() makes and which outlives the session; nullptr:
     * a store of its own. Either way the session opens it (see above) unless it is open.
     */
    explicit BattleSession(record::BattleStore *store, QObject *parent = nullptr);
#endif
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
    /**
     * Starts reading and replaying the battle opened last on a thread of its own
     * (record::BattleStore::preloadLast()), while the app makes its window: the launch's
     * resume(), if it opens that battle, takes it instead of replaying it again. Only for
     * the device's own store; openStore() forgets it.
     */
    void preloadLast();
    /** Forgets the kept battle @p id; closes it first if it is open. */
    Q_INVOKABLE bool removeBattle(qint64 id);
    Q_INVOKABLE void closeBattle();

    // ---- any phase (each phase panel has its controller: MoveController, ShootController,
    // CombatController; the log page has UmpireController)
    /** Ends the phase (§4); ending Recovery recovers and smooths (§6.1) and passes the turn. */
    Q_INVOKABLE bool endPhase();
    /** Whether Base @p base declines to pull in smoothing when the Recovery phase ends (§6.1, R17). */
    Q_INVOKABLE void setSmoothingDeclined(int base, bool declined);
    /** Adds @p amount Fatigue to Base @p base for @p reason (the players' words, kept in the log). */
    Q_INVOKABLE bool adjustFatigue(int base, int amount, const QString &reason);
    /** Records that Blocks @p a and @p b are (or no longer are) in contact / within one base-width. */
    Q_INVOKABLE bool setContact(int a, int b, bool inContact);
    Q_INVOKABLE bool setNear(int a, int b, bool near);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
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
    [[nodiscard]] QVariantList smoothing() const;

    // ---- property getters
    [[nodiscard]] QString storeError() const { return m_storeError; }
    [[nodiscard]] StoredBattlesModel *battles() const { return m_battles; }
    [[nodiscard]] qint64 lastBattleId();
    [[nodiscard]] bool hasLastBattle() { return lastBattleId() > 0; }
    [[nodiscard]] QVariantMap lastKept();
    [[nodiscard]] bool hasBattle() const { return m_battle.has_value(); }
    [[nodiscard]] qint64 battleId() const { return m_battleId; }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] int turn() const;
    [[nodiscard]] int activeSide() const;
    [[nodiscard]] QString phase() const;
    [[nodiscard]] ArmyStanding armyA() const;
    [[nodiscard]] ArmyStanding armyB() const;
    [[nodiscard]] int loserSide() const;
    [[nodiscard]] BattleResultValue result() const;
    [[nodiscard]] BattleBlocksModel *blocksA() const { return m_blocksA; }
    [[nodiscard]] BattleBlocksModel *blocksB() const { return m_blocksB; }
    [[nodiscard]] QVariantMap options() const;
    [[nodiscard]] QVariantMap facts() const;
    [[nodiscard]] bool canUndo() const { return m_battle && m_battle->canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_battle && m_battle->canRedo(); }
    [[nodiscard]] BattleLogModel *log() const { return m_log; }
    [[nodiscard]] QString commitment() const;
    [[nodiscard]] QString phrase() const;
    [[nodiscard]] QString fingerprint() const;
    [[nodiscard]] QString turnEndFingerprint() const;
    [[nodiscard]] QVariantList lastEffects() const { return m_lastEffects; }
    [[nodiscard]] QVariantMap lastFight() const { return m_lastFight; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] int errorSerial() const { return m_errorSerial; }

    bool eventFilter(QObject *watched, QEvent *event) override;

    /** The battle open now, for tests and the panels' previews; nullptr if none. */
    [[nodiscard]] const record::Battle *battle() const { return m_battle ? &*m_battle : nullptr; }
    /** The pending loss as a value; `pending` is false when there is none. */
    [[nodiscard]] PendingLossValue pendingLossValue() const;
    /** The pending pursuit as a value; `pending` is false when there is none. */
    [[nodiscard]] PendingPursuitValue pendingPursuitValue() const;
    /** The pending follow-up as a value; `pending` is false when there is none. */
    [[nodiscard]] PendingFollowUpValue pendingFollowUpValue() const;

    // ---- for the controllers (C++ only): the one way into the open battle
    /**
     * Writes the open battle as a battle file (rulebook/battle-format.md), with or without the
     * secret. The secret only with a battle decided now (§12.1): asked for while the battle is
     * in progress, nothing is written and lastError says why.
     */
    bool exportBattle(const QUrl &file, bool revealSecret);
    /**
     * Writes the label sheet of the open battle's armies as a PDF to @p file:
     * every Base's table label, each army on pages of its own (LabelSheet).
     * False, with lastError saying what and where, when it cannot; nothing is then left behind.
     */
    Q_INVOKABLE bool writeLabelSheet(const QUrl &file);
    /**
     * The label sheet of a battle still to start between @p catalog's armies @p armyFirst and
     * @p armySecond, as startBattle() would label them, so that the labels can go under the
     * figures before the first move. False, with lastError, when it cannot.
     */
    Q_INVOKABLE bool writeArmiesLabelSheet(ArmyCatalog *catalog, int armyFirst, int armySecond, const QUrl &file);
    /**
     * Page @p page (from 0) of the open battle's label sheet as an image, painted by the same
     * code as the PDF (LabelSheet::paintPage) at @p dotsPerMm dots to the millimetre: to look
     * at it on screen or in a screenshot. A null image without a battle or such a page.
     */
    [[nodiscard]] QImage labelSheetPage(int page, double dotsPerMm) const;
    /** The open battle, to change it (an amendment); refresh() afterwards. nullptr if none. */
    [[nodiscard]] record::Battle *openBattle() { return m_battle ? &*m_battle : nullptr; }
    /** Shows the open battle again: the models, the last effects, gameChanged. */
    void refresh();
    /** Sets lastError; empty clears it. */
    void setError(const QString &message);
    /** What lastError says when no battle is open. */
    [[nodiscard]] static QString noBattleText();
    /**
     * The store this session plays on, opened (at first use, as for a battle of its own), for
     * the battles of another ruleset to be kept in beside its own; nullptr when it cannot be
     * opened: @p problem then says why.
     */
    [[nodiscard]] record::BattleStore *sharedStore(QString *problem);
    /** The store changed under another ruleset's battle (one added, opened or written to): the list follows. */
    void storeWritten();
#ifndef Q_MOC_RUN
    /** Both army lists' Blocks in the order newGame() deployed them: what formation() reads without tracked positions. */
    [[nodiscard]] std::vector<ancients::BlockSpec> listedShapes() const;
    /** Records @p action, or says why not in lastError. */
    bool act(const ancients::Action &action);
    /**
     * Builds the action of @p kind from @p fields, in the battle file's field names and
     * values (record::BattleCodec::decodeCommand), and acts; a problem with a field is
     * lastError, named with its path.
     */
    bool actCommand(const QString &kind, const QJsonObject &fields);
    /** The engine's refusal as lastError shows it: in the player's language, with its section. */
    [[nodiscard]] QString refusal(const ancients::Error &error) const;
    /** The open battle's names for its Bases and Blocks (table labels, split Blocks' names). */
    [[nodiscard]] TableLabels tableLabels() const;
    /** The loss pending in @p state (a state of the open battle's armies, an amendment's draft too). */
    [[nodiscard]] PendingLossValue pendingLossOf(const ancients::GameState &state) const;
    /** The pursuit pending in @p state. */
    [[nodiscard]] PendingPursuitValue pendingPursuitOf(const ancients::GameState &state) const;
    /** The follow-up pending in @p state. */
    [[nodiscard]] PendingFollowUpValue pendingFollowUpOf(const ancients::GameState &state) const;
    /** @p side's army in @p state, as armyA and armyB show it. */
    [[nodiscard]] static ArmyStanding standingOf(const ancients::GameState &state, ancients::Side side);
#endif

Q_SIGNALS:
    void storeChanged();
    /** The store is about to close (openStore): a battle of another ruleset attached to it closes first. */
    void storeClosing();
    void gameChanged();
    void lastEffectsChanged();
    void lastErrorChanged();
    void smoothingChanged();
    /** An action just recorded drew dice from the battle's generator: the tablet rolled (the roll sound plays). */
    void diceRolled();

private:
    /** The label sheet of @p first and @p second, deployed in that order, written to @p file. */
    bool writeSheet(const ancients::ArmyList &first, const ancients::ArmyList &second, const QUrl &file);
    /** Where the device's battle store lives: battles.sqlite in the app's data folder. */
    [[nodiscard]] static QString defaultStorePath();
    bool ensureStore();
    /** The store, opened if it exists, for what "Continue" offers; false when there is none. */
    bool storeForContinuing();
    bool openStoreAt(const QString &path);
    /** Undo or redo: @p move changes the battle, or says why it cannot; the models follow. */
    template<typename Step>
    bool step(Step &&move);
    /** Records that the pair @p a, @p b is (or is no longer) in the entered facts' @p pairs. */
    bool setFact(std::set<std::pair<ancients::BlockId, ancients::BlockId>> ancients::CrossBlockFacts::*pairs, int a, int b,
                 bool holds);
    void refreshBattles();
    /** Opens @p battle, kept as @p id, as the battle of the session. */
    void open(record::Battle battle, qint64 id);
    [[nodiscard]] ArmyStanding standing(ancients::Side side) const;

    std::unique_ptr<record::BattleStore> m_ownStore; ///< when no store was given
    record::BattleStore *m_store = nullptr;
    bool m_storeTried = false;
    /** The battle preloadLast() reads, until resume() or openStore() takes or drops it. */
    std::future<std::optional<record::BattleStore::Preloaded>> m_preload;
    std::unique_ptr<QThread> m_preloader; ///< the thread that reads it
    QString m_storeError;
    std::optional<record::Battle> m_battle;
    std::vector<ancients::BaseId> m_smoothingDeclined; ///< until the next action (§6.1, R17)
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
