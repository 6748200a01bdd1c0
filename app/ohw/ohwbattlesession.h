#pragma once

// The battle companion's bridge for 3D6 OHW Gridded Ancients (issue 20): one
// battle at a time, shown to QML as properties, value types (ohwbattlevalues.h)
// and the units models. QML never sees an engine type, and the bridge decides no
// rule: the steps, the pools, the odds, morale, the breakpoint, the generals'
// risks and the initiative are the engine's (ohw/game.h, ohw/dice.h); this class
// asks it and words its answers (OhwWording).
//
// Conventions: sides are ints, 0 = side A, 1 = side B; units are the engine's ids;
// keys are those of ohw/keys.h. Every command returns true when the engine took
// the action, false when it refused: then lastError says why with its section, and
// nothing changed. Commands that roll take the players' own dice as a list, or an
// empty list for the app's dice.
//
// The battle is a record::OhwBattle: its setup, the commitment to its dice and its
// hash-chained log, undo and redo being entries. The shared store does not hold this
// ruleset's battles yet (BattleStore::add(OhwBattle &) is the record's to add): until
// it does, the battle lives as long as the session.

#ifndef Q_MOC_RUN
#include "record/ohwbattle.h"

#include "ohw/game.h"

#include <memory>
#include <optional>
#include <vector>
#endif

#include "ohwbattlevalues.h"
#include "ohwlogmodel.h"
#include "ohwunitsmodel.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>

class BattleSession;

/** The 3D6 OHW Gridded Ancients battle being played; one per QML engine. */
class OhwBattleSession : public QObject
{
    Q_OBJECT

    // ---- the battle (NOTIFY gameChanged)
    Q_PROPERTY(bool hasBattle READ hasBattle NOTIFY gameChanged)
    Q_PROPERTY(qint64 battleId READ battleId NOTIFY gameChanged)
    Q_PROPERTY(int turn READ turn NOTIFY gameChanged)
    /** The step now, by its key (§4): "initiative", "movement", "shooting", "combat", "morale", "breakpoint". */
    Q_PROPERTY(QString step READ step NOTIFY gameChanged)
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY gameChanged)
    /** The turn's steps in the text's order: [{ key, text, citation }]. */
    Q_PROPERTY(QVariantList steps READ steps NOTIFY gameChanged)
    /** The phasing player, 0 or 1; −1 with no battle. */
    Q_PROPERTY(int activeSide READ activeSide NOTIFY gameChanged)
    /** Who holds the initiative (§10.3). */
    Q_PROPERTY(int initiativeSide READ initiativeSide NOTIFY gameChanged)
    Q_PROPERTY(QStringList armyNames READ armyNames NOTIFY gameChanged)
    /** Each army's breakpoint left, A's first (§9). */
    Q_PROPERTY(QList<int> breakpoints READ breakpoints NOTIFY gameChanged)
    Q_PROPERTY(QList<int> breakpointsAtStart READ breakpointsAtStart NOTIFY gameChanged)
    /** Each army's losses waiting for Step 5, worded: "retreats 1, routs 0". */
    Q_PROPERTY(QStringList pendingLosses READ pendingLosses NOTIFY gameChanged)
    Q_PROPERTY(OhwUnitsModel *unitsA READ unitsA CONSTANT)
    Q_PROPERTY(OhwUnitsModel *unitsB READ unitsB CONSTANT)
    /** What the battle waits on first: the order choice, a general's roll, a retreat. */
    Q_PROPERTY(OhwWaitingValue waiting READ waiting NOTIFY gameChanged)
    /** The battle's end, worded; empty while it goes on (§9). */
    Q_PROPERTY(QString outcome READ outcome NOTIFY gameChanged)
    /** Every entry of the battle's log, the newest first (the log page). */
    Q_PROPERTY(OhwLogModel *log READ log CONSTANT)
    /** The battle's fingerprint: the chain head's first 8 hex digits (record::BattleFile::fingerprint); empty without a battle. */
    Q_PROPERTY(QString fingerprint READ fingerprint NOTIFY gameChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY gameChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY gameChanged)
    /** What the last action did, in order: [{ kind (effect key), text, citation }]; empty after an undo. */
    Q_PROPERTY(QVariantList lastEffects READ lastEffects NOTIFY gameChanged)
    /** The chance the player without the initiative takes it, "2/9 (22%)" (§10.3). */
    Q_PROPERTY(QString initiativeChance READ initiativeChance CONSTANT)
    /** The unit that may push now (§5.1, R4), −1 for none; its name, the score it needs and the chance. */
    Q_PROPERTY(int pushUnit READ pushUnit NOTIFY gameChanged)
    Q_PROPERTY(QString pushUnitName READ pushUnitName NOTIFY gameChanged)
    Q_PROPERTY(int pushNeeded READ pushNeeded NOTIFY gameChanged)
    Q_PROPERTY(QString pushChance READ pushChance NOTIFY gameChanged)
    /** The units that must check morale now (§8): [{ unit, name, hits, needed, chance ("5/6 (83%)") }]. */
    Q_PROPERTY(QVariantList moraleDue READ moraleDue NOTIFY gameChanged)
    /** The grounds a move may enter, the faces a charge may strike and what a retreat may meet, worded: [{ key, text }]. */
    Q_PROPERTY(QVariantList groundWords READ groundWords NOTIFY gameChanged)
    Q_PROPERTY(QVariantList faceWords READ faceWords NOTIFY gameChanged)
    Q_PROPERTY(QVariantList retreatWords READ retreatWords NOTIFY gameChanged)
    /** The 1D3s Step 5 needs: one for each general killed (§9, R24). */
    Q_PROPERTY(int breakpointDice READ breakpointDice NOTIFY gameChanged)
    /**
     * The choices the engine allows now beyond the step's deciding button, each asked of it
     * (never decided here), each [{ unit, name, section, ruling }] with the section the engine
     * cites for it: Movement's cavalry that may leave their melees against slower enemies
     * (§3.3, R8); Movement's generals that may join another friendly unit (R25), one entry a
     * pair, with `general` and `generalName` too; Morale's units whose melee enemy retreated
     * and that may advance into the space it left (§8, R22).
     */
    Q_PROPERTY(QVariantList disengageUnits READ disengageUnits NOTIFY gameChanged)
    Q_PROPERTY(QVariantList joinChoices READ joinChoices NOTIFY gameChanged)
    Q_PROPERTY(QVariantList advanceUnits READ advanceUnits NOTIFY gameChanged)

    // ---- the unit picked and its target (NOTIFY selectionChanged)
    /** The phasing player's unit picked to move, shoot or attack; −1 for none. */
    Q_PROPERTY(int selectedUnit READ selectedUnit WRITE selectUnit NOTIFY selectionChanged)
    Q_PROPERTY(QString selectedName READ selectedName NOTIFY selectionChanged)
    /** Movement and Shooting: the living enemy units; Combat: those in contact with it (§5.2): [{ unit, name }]. */
    Q_PROPERTY(QVariantList targets READ targets NOTIFY selectionChanged)
    Q_PROPERTY(int target READ target WRITE setTarget NOTIFY selectionChanged)
    /** Shooting: the range the players count, in spaces (R13), and whether the shot passes over friends. */
    Q_PROPERTY(int range READ range WRITE setRange NOTIFY selectionChanged)
    Q_PROPERTY(bool overFriends READ overFriends WRITE setOverFriends NOTIFY selectionChanged)
    /** The shot or attack as it would be rolled now: the engine's pool itemized and its exact odds. */
    Q_PROPERTY(OhwPoolPreviewValue preview READ preview NOTIFY selectionChanged)

    // ---- refusals
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(int errorSerial READ errorSerial NOTIFY lastErrorChanged)

public:
#ifndef Q_MOC_RUN
    /** The battle as the session holds it: the record's. */
    using Battle = record::OhwBattle;
#endif

    /** A session whose battles will be kept in @p battles' store (which outlives it). */
    explicit OhwBattleSession(BattleSession *battles, QObject *parent = nullptr);
    ~OhwBattleSession() override;

    /** Starts the sample battle (ohwsample.h): Pompey against Caesar, the Fourth line on a hill. */
    Q_INVOKABLE bool startSample();
    /**
     * Starts a battle between two built-in army lists, by their files (RulesetArmies' `file`):
     * @p fileA side A, who holds the initiative for the first roll (R27), @p fileB side B.
     * @p phrase is mixed into the seed; an empty @p title names the battle after its armies.
     */
    Q_INVOKABLE bool startArmies(const QString &fileA, const QString &fileB, const QString &phrase = {},
                                 const QString &title = {});
    Q_INVOKABLE void closeBattle();
    /** Opens battle @p id of the store, a battle of this ruleset; false, with lastError, if it cannot. */
    Q_INVOKABLE bool openBattle(qint64 id);

    // ---- the turn (§4)
    /** Both initiative dice, A's then B's, or none for the app's (§10.3). */
    Q_INVOKABLE bool rollInitiative(const QVariantList &dice = {});
    /** The player who took the initiative moves first or second (R27). */
    Q_INVOKABLE bool chooseOrder(bool moveFirst);
    /** The selected unit moves @p spaces spaces of @p ground (key), then charges the target on @p face if @p charge (§5, §5.2). */
    Q_INVOKABLE bool move(int spaces, const QString &ground, bool charge, const QString &face);
    /** The push move of pushUnit: one space of @p ground, or a charge of the target on @p face; @p die the players' or −1 (§5.1). */
    Q_INVOKABLE bool pushMove(const QString &ground, bool charge, const QString &face, int die = -1);
    /** The selected unit shoots the target (§6). */
    Q_INVOKABLE bool shoot(const QVariantList &dice = {});
    /** The selected unit attacks the target (§7). */
    Q_INVOKABLE bool attack(const QVariantList &dice = {});
    /** The next general's roll (§10.1, §10.2). */
    Q_INVOKABLE bool rollPending(const QVariantList &dice = {});
    /** @p unit checks morale (§8); @p die the players' or −1. */
    Q_INVOKABLE bool checkMorale(int unit, int die = -1);
    /**
     * The retreat of the unit that failed its check: @p outcome a key of RetreatOutcome, into @p ground;
     * for "pushes-friend", @p friendUnit gives way into the open (§5.4, §5.5, R9).
     */
    Q_INVOKABLE bool retreat(const QString &outcome, const QString &ground = QStringLiteral("open"), int friendUnit = -1);
    /** Step 5 (§9): the players' 1D3s, one for each general killed, or none for the app's. */
    Q_INVOKABLE bool takeBreakpoint(const QVariantList &d3 = {});
    /** Cavalry @p unit leaves its melees against slower enemies before it moves (§3.3, R8). */
    Q_INVOKABLE bool disengage(int unit);
    /** General @p general joins friendly @p unit in his side's Movement step (R25). */
    Q_INVOKABLE bool joinUnit(int general, int unit);
    /** @p unit, whose melee enemy retreated, advances into the space it left, of @p ground (key) (§8, R22). */
    Q_INVOKABLE bool advance(int unit, const QString &ground = QStringLiteral("open"));
    /** Ends the Movement, Shooting, Combat or Morale step (§4). */
    Q_INVOKABLE bool endStep();
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
    [[nodiscard]] QString step() const;
    [[nodiscard]] int stepIndex() const;
    [[nodiscard]] QVariantList steps() const;
    [[nodiscard]] int activeSide() const;
    [[nodiscard]] int initiativeSide() const;
    [[nodiscard]] QStringList armyNames() const;
    [[nodiscard]] QList<int> breakpoints() const;
    [[nodiscard]] QList<int> breakpointsAtStart() const;
    [[nodiscard]] QStringList pendingLosses() const;
    [[nodiscard]] OhwUnitsModel *unitsA() { return &m_unitsA; }
    [[nodiscard]] OhwUnitsModel *unitsB() { return &m_unitsB; }
    [[nodiscard]] OhwWaitingValue waiting() const { return m_waiting; }
    [[nodiscard]] QString outcome() const;
    [[nodiscard]] OhwLogModel *log() { return &m_log; }
    [[nodiscard]] QString fingerprint() const;
    [[nodiscard]] bool canUndo() const { return m_battle && m_battle->canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_battle && m_battle->canRedo(); }
    [[nodiscard]] QVariantList lastEffects() const { return m_lastEffects; }
    [[nodiscard]] QString initiativeChance() const;
    [[nodiscard]] int pushUnit() const;
    [[nodiscard]] QString pushUnitName() const;
    [[nodiscard]] int pushNeeded() const;
    [[nodiscard]] QString pushChance() const;
    [[nodiscard]] QVariantList moraleDue() const;
    [[nodiscard]] int breakpointDice() const;
    [[nodiscard]] QVariantList disengageUnits() const { return m_disengageUnits; }
    [[nodiscard]] QVariantList joinChoices() const { return m_joinChoices; }
    [[nodiscard]] QVariantList advanceUnits() const { return m_advanceUnits; }
    [[nodiscard]] QVariantList groundWords() const;
    [[nodiscard]] QVariantList faceWords() const;
    [[nodiscard]] QVariantList retreatWords() const;
    [[nodiscard]] int selectedUnit() const { return m_selected; }
    void selectUnit(int unit);
    [[nodiscard]] QString selectedName() const;
    [[nodiscard]] QVariantList targets() const;
    [[nodiscard]] int target() const { return m_target; }
    void setTarget(int unit);
    [[nodiscard]] int range() const { return m_range; }
    void setRange(int range);
    [[nodiscard]] bool overFriends() const { return m_overFriends; }
    void setOverFriends(bool over);
    [[nodiscard]] OhwPoolPreviewValue preview() const { return m_preview; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] int errorSerial() const { return m_errorSerial; }

#ifndef Q_MOC_RUN
    /** The battle's state, or nullptr. */
    [[nodiscard]] const ohw::GameState *state() const { return m_battle ? &m_battle->state() : nullptr; }
    /** The battle, or nullptr. */
    [[nodiscard]] const Battle *battle() const { return m_battle.get(); }
    /**
     * Records the umpire's amendment of the action in force at @p index (record::OhwBattle::amend):
     * kept in the store first, then shown as an action is (gameChanged). False, with lastError
     * worded with its section, if the record refuses it; nothing changed then.
     */
    bool amend(int index, const ohw::Action &replacement, const Battle::Answers &answers, const QString &note,
               const QString &umpire);
#endif

protected:
    /** A new language words the units, the last effects, the preview and the waiting step again. */
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void gameChanged();
    void selectionChanged();
    void lastErrorChanged();

private:
#ifndef Q_MOC_RUN
    /** Starts a battle of @p setup, kept in the store as @p title (the armies' names when empty). */
    bool startBattle(const record::OhwSetup &setup, const QByteArray &secret, const QString &title);
    /** Shows @p battle, kept in the store as battle @p id. */
    void show(std::unique_ptr<Battle> battle, qint64 id);
    /** Closes the battle if the store no longer keeps it (deleted on the saved battles page). */
    void closeIfRemoved();
    bool act(const ohw::Action &action);
    bool refuse(const ohw::Refusal &refusal);
    bool refuse(const QString &message);
    [[nodiscard]] const ohw::Unit *unitOf(int id) const;
    [[nodiscard]] std::vector<ohw::UnitId> targetIds() const;
    [[nodiscard]] static std::optional<std::vector<int>> faces(const QVariantList &dice);
    void clearError();
    void wordEffects();
    void refresh();
    void refreshWaiting();
    void refreshPreview();
    /** The choices beyond the deciding button the engine allows now (disengageUnits, joinChoices, advanceUnits). */
    void refreshChoices();
    /**
     * The section the engine cites for what @p action would do now (its first effect's; empty
     * when it does nothing to tell); none when the engine would refuse it.
     */
    [[nodiscard]] std::optional<QString> allowedSection(const ohw::Action &action) const;

    BattleSession *m_battles = nullptr;
    std::unique_ptr<Battle> m_battle;
    qint64 m_battleId = 0;
    std::vector<ohw::Effect> m_effects; ///< the last action's, as the engine gave them
#endif
    OhwUnitsModel m_unitsA;
    OhwUnitsModel m_unitsB;
    OhwLogModel m_log;
    OhwWaitingValue m_waiting;
    OhwPoolPreviewValue m_preview;
    QVariantList m_lastEffects;
    QVariantList m_disengageUnits;
    QVariantList m_joinChoices;
    QVariantList m_advanceUnits;
    int m_selected = -1;
    int m_target = -1;
    int m_range = 1;
    bool m_overFriends = false;
    QString m_lastError;
    int m_errorSerial = 0;
};
