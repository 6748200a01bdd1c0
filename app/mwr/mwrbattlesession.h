#pragma once

// The battle companion's bridge for My Wargame Rules (issue 19): one battle at a
// time, shown to QML as properties, value types (mwrbattlevalues.h) and the
// units models. QML never sees an engine type, and the bridge decides no rule:
// what is allowed, the Resolves, the roll, the odds, the pick, the push-back and
// the turn are the engine's (mwr/game.h); this class asks it and words its answers
// (MwrWording).
//
// Conventions: sides are ints, 0 = side A, 1 = side B; units are the engine's ids;
// keys are those of mwr/keys.h ("move", "rough", "flank", "side", "table-edge").
// Every command returns true when the engine took the action, false when it refused:
// then lastError says why with its section and ruling, and nothing changed.
//
// The battle is a record::MwrBattle kept in the app's battle store, the one the
// Ancients BattleSession plays on: every action, undo and redo is committed there
// before the session shows its result; one the store cannot keep did not happen.

#ifndef Q_MOC_RUN
#include "record/mwrbattle.h"

#include "mwr/game.h"

#include <memory>
#include <optional>
#include <vector>
#endif

#include "mwrbattlevalues.h"
#include "mwrlogmodel.h"
#include "mwrunitsmodel.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>

/** The My Wargame Rules battle being played; one per QML engine. */
class BattleSession;

class MwrBattleSession : public QObject
{
    Q_OBJECT

    // ---- the battle (NOTIFY gameChanged)
    Q_PROPERTY(bool hasBattle READ hasBattle NOTIFY gameChanged)
    /** The battle's id in the store, 0 for none. */
    Q_PROPERTY(qint64 battleId READ battleId NOTIFY gameChanged)
    Q_PROPERTY(int turn READ turn NOTIFY gameChanged)
    /** Whose activation it is: 0 or 1 (§3). */
    Q_PROPERTY(int activeSide READ activeSide NOTIFY gameChanged)
    /** Both armies' names, side A's first. */
    Q_PROPERTY(QStringList armyNames READ armyNames NOTIFY gameChanged)
    /** Units each side has still to activate this turn. */
    Q_PROPERTY(QList<int> leftToAct READ leftToAct NOTIFY gameChanged)
    Q_PROPERTY(MwrUnitsModel *unitsA READ unitsA CONSTANT)
    Q_PROPERTY(MwrUnitsModel *unitsB READ unitsB CONSTANT)
    /** The battle's end, worded; empty while it goes on (ruling R13). */
    Q_PROPERTY(QString outcome READ outcome NOTIFY gameChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY gameChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY gameChanged)
    /** The step a melee waits on, with both dice of a pick and the push-back's question. */
    Q_PROPERTY(MwrPendingValue pending READ pending NOTIFY gameChanged)
    /**
     * What the last action did, in order: [{ kind (effect key), text, citation ("§10, R7"), section ("10"),
     * ruling ("R7", or empty) }]; empty after an undo.
     */
    Q_PROPERTY(QVariantList lastEffects READ lastEffects NOTIFY gameChanged)
    /** Every entry of the battle's log, the newest first (the log page). */
    Q_PROPERTY(MwrLogModel *log READ log CONSTANT)
    /** The battle's fingerprint: the chain head's first 8 hex digits (record::BattleFile::fingerprint); empty without a battle. */
    Q_PROPERTY(QString fingerprint READ fingerprint NOTIFY gameChanged)

    // ---- the unit picked (NOTIFY selectionChanged)
    /** The unit picked to activate, −1 for none; cleared when it has acted. */
    Q_PROPERTY(int selectedUnit READ selectedUnit WRITE selectUnit NOTIFY selectionChanged)
    Q_PROPERTY(QString selectedName READ selectedName NOTIFY selectionChanged)
    /** What it may do now, the engine's allowedActions(): keys "move", "attack", "fall-back", "rally", "hold". */
    Q_PROPERTY(QStringList allowedActions READ allowedActions NOTIFY selectionChanged)
    /** Every action's key with its word, in the engine's order: [{ key, text }]. */
    Q_PROPERTY(QVariantList actionWords READ actionWords CONSTANT)
    /** The enemy units it could touch after a move (living): [{ unit, name }]. */
    Q_PROPERTY(QVariantList enemies READ enemies NOTIFY selectionChanged)
    /** The enemies it is engaged with, the defenders it may attack: [{ unit, name }]. */
    Q_PROPERTY(QVariantList targets READ targets NOTIFY selectionChanged)

    // ---- the melee being drafted (NOTIFY meleeChanged)
    Q_PROPERTY(int defender READ defender WRITE setDefender NOTIFY meleeChanged)
    /** The defender's edge attacked: "front", "flank", "rear" (§7). */
    Q_PROPERTY(QString direction READ direction WRITE setDirection NOTIFY meleeChanged)
    /** Friends who may support the attacker / the defender: [{ unit, name, engaged, kind ("" | "side" | "rear") }]. */
    Q_PROPERTY(QVariantList attackerFriends READ attackerFriends NOTIFY meleeChanged)
    Q_PROPERTY(QVariantList defenderFriends READ defenderFriends NOTIFY meleeChanged)
    Q_PROPERTY(MwrMeleePreviewValue preview READ preview NOTIFY meleeChanged)

    // ---- refusals
    /** Why the last command failed, worded with its section ("… (§4, R14)"); empty after one that worked. */
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(int errorSerial READ errorSerial NOTIFY lastErrorChanged)

public:
#ifndef Q_MOC_RUN
    /** The battle as the session holds it: the record's, kept in the store. */
    using Battle = record::MwrBattle;
#endif

    /** A session keeping its battles in @p battles' store (which outlives it). */
    explicit MwrBattleSession(BattleSession *battles, QObject *parent = nullptr);
    ~MwrBattleSession() override;

    /** Starts and keeps the sample battle (mwrsample.h): Romans against Carthaginians. */
    Q_INVOKABLE bool startSample();
    /**
     * Starts and keeps a battle between two built-in army lists of My Wargame Rules, by their
     * files (RulesetArmies' `file`): @p fileA side A, who activates first (R11), @p fileB side B;
     * no break point (R13). @p phrase is the opponent's, mixed into the seed; an empty @p title
     * names the battle after its armies. False, with lastError naming the list and the field, if
     * a list cannot be read.
     */
    Q_INVOKABLE bool startArmies(const QString &fileA, const QString &fileB, const QString &phrase = {},
                                 const QString &title = {});
    /** Opens the battle of My Wargame Rules kept as @p id, replayed and checked. */
    Q_INVOKABLE bool openBattle(qint64 id);
    Q_INVOKABLE void closeBattle();
#ifndef Q_MOC_RUN
    /**
     * Starts a battle from @p setup, whose commitment is to @p secret, and keeps it in the store
     * as @p title; false, with lastError, if the engine refuses it or the store cannot keep it.
     */
    bool startBattle(const record::MwrSetup &setup, const QByteArray &secret, const QString &title);
    /** The battle, or nullptr. */
    [[nodiscard]] const Battle *battle() const { return m_battle.get(); }
    /**
     * Records the umpire's amendment of the action in force at @p index (record::MwrBattle::amend):
     * kept in the store first, then shown as an action is (gameChanged). False, with lastError
     * worded with its section, if the record refuses it; nothing changed then.
     */
    bool amend(int index, const mwr::Action &replacement, const Battle::Answers &answers, const QString &note,
               const QString &umpire);
#endif

    // ---- activations (§3): the selected unit acts
    /** Moves over @p terrain (key), touching @p contacts (enemy unit ids) after the move (§4, §5, R14, R15). */
    Q_INVOKABLE bool move(const QString &terrain, bool throughFriends, const QVariantList &contacts);
    /** Falls back over @p terrain (§8, R1). */
    Q_INVOKABLE bool fallBack(const QString &terrain, bool throughFriends);
    Q_INVOKABLE bool rally();
    Q_INVOKABLE bool hold();
    /** The players correct which enemies @p unit touches (R14); not an activation. */
    Q_INVOKABLE bool setContacts(int unit, const QVariantList &enemies);

    // ---- the melee (§6, §7, §10)
    /** @p unit supports the attacker (@p attacker true) or the defender as @p kind ("side", "rear", "" for not). */
    Q_INVOKABLE void setSupport(bool attacker, int unit, const QString &kind);
    /** Fights the drafted melee with the app's dice. */
    Q_INVOKABLE bool attack();
    /** Fights it with the players' own dice, read: one face for 1D6, two for 2D6. */
    Q_INVOKABLE bool attackWithDice(const QVariantList &faces);
    /** The roller keeps the die showing @p face (§10, R5). */
    Q_INVOKABLE bool pick(int face);
    /**
     * The push-back's next step (R7): what lies behind the unit asked for, @p kind a key
     * ("clear", "unit", "rough", "obstacle", "impassable", "table-edge"), @p unit for "unit".
     * When the chain is settled the engine plays it; until then the next unit is asked for.
     */
    Q_INVOKABLE bool pushBehind(const QString &kind, int unit = -1);
    /** Takes back the push-back's last step said. */
    Q_INVOKABLE void takeBackPushStep();

    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

    /**
     * Checks the battle as the store keeps it: every entry read back, its chain hash and the
     * hash of the state after it checked while the battle is replayed, and the head compared
     * with the battle shown. Empty when all holds; otherwise what failed, naming the entry.
     */
    Q_INVOKABLE QString verify();
    /**
     * Writes the battle as a battle file of this ruleset (rulebook/battle-format.md), the dice
     * secret only with a decided battle; false, with lastError, if nothing was written.
     */
    Q_INVOKABLE bool exportBattle(const QUrl &file, bool revealSecret);

    // ---- getters
    [[nodiscard]] bool hasBattle() const { return m_battle != nullptr; }
    [[nodiscard]] qint64 battleId() const { return m_battleId; }
    [[nodiscard]] int turn() const;
    [[nodiscard]] int activeSide() const;
    [[nodiscard]] QStringList armyNames() const;
    [[nodiscard]] QList<int> leftToAct() const;
    [[nodiscard]] MwrUnitsModel *unitsA() { return &m_unitsA; }
    [[nodiscard]] MwrUnitsModel *unitsB() { return &m_unitsB; }
    [[nodiscard]] QString outcome() const;
    [[nodiscard]] bool canUndo() const { return m_battle && m_battle->canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_battle && m_battle->canRedo(); }
    [[nodiscard]] MwrPendingValue pending() const { return m_pending; }
    [[nodiscard]] QVariantList lastEffects() const { return m_lastEffects; }
    [[nodiscard]] MwrLogModel *log() { return &m_log; }
    [[nodiscard]] QString fingerprint() const;
    [[nodiscard]] int selectedUnit() const { return m_selected; }
    void selectUnit(int unit);
    [[nodiscard]] QString selectedName() const;
    [[nodiscard]] QStringList allowedActions() const;
    [[nodiscard]] QVariantList actionWords() const;
    [[nodiscard]] QVariantList enemies() const;
    [[nodiscard]] QVariantList targets() const;
    [[nodiscard]] int defender() const { return m_defender; }
    void setDefender(int unit);
    [[nodiscard]] QString direction() const;
    void setDirection(const QString &direction);
    [[nodiscard]] QVariantList attackerFriends() const { return friendsOf(true); }
    [[nodiscard]] QVariantList defenderFriends() const { return friendsOf(false); }
    [[nodiscard]] MwrMeleePreviewValue preview() const { return m_preview; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] int errorSerial() const { return m_errorSerial; }

protected:
    /** A new language words the units, the last effects, the preview and the pending step again. */
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void gameChanged();
    void selectionChanged();
    void meleeChanged();
    void lastErrorChanged();

private:
#ifndef Q_MOC_RUN
    bool act(const mwr::Action &action);
    /** Closes the battle if the store no longer keeps it (deleted on the saved battles page). */
    void closeIfRemoved();
    bool refuse(const mwr::Refusal &refusal);
    bool refuse(const QString &message);
    /** Shows @p battle, kept as @p id, as the session's battle. */
    void show(std::unique_ptr<Battle> battle, qint64 id);
    [[nodiscard]] mwr::Attack draftAttack() const;
    [[nodiscard]] QVariantList friendsOf(bool attacker) const;
    [[nodiscard]] const mwr::Unit *unitOf(int id) const;
    void clearError();
    void wordEffects();
    void refresh();
    void refreshPending();
    void refreshPreview();

    BattleSession *m_battles = nullptr;
    std::unique_ptr<Battle> m_battle;
    qint64 m_battleId = 0;
    std::vector<mwr::Effect> m_effects; ///< the last action's, as the engine gave them
    std::vector<mwr::Behind> m_pushDraft;
    std::vector<mwr::Support> m_attackerSupport;
    std::vector<mwr::Support> m_defenderSupport;
    mwr::AttackDirection m_direction = mwr::AttackDirection::Front;
#endif
    MwrUnitsModel m_unitsA;
    MwrUnitsModel m_unitsB;
    MwrLogModel m_log;
    MwrPendingValue m_pending;
    MwrMeleePreviewValue m_preview;
    QVariantList m_lastEffects;
    int m_selected = -1;
    int m_defender = -1;
    QString m_lastError;
    int m_errorSerial = 0;
};
