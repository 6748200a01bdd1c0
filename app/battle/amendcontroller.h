#pragma once

// The umpire's amendment as a draft (issue 14): the action to correct as the players'
// panels send it, the correction tried out by the record (record::Battle::whatIf) on the
// same dice, both outcomes side by side, the later choices the correction made illegal
// asked again one by one, and the ruling recorded with the umpire's reason and name.
// Once an umpire's PIN is chosen in Settings, nothing is begun, tried out, answered or
// ruled unless the draft's umpire (an UmpireController) is unlocked: checked here, in C++,
// whatever the page shows. Locking the umpire's view forgets the draft.

#include "sessioncontroller.h"
#include "umpirecontroller.h"

#ifndef Q_MOC_RUN
#include "record/battle.h"

#include <optional>
#include <vector>
#endif

#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

class AmendController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    /**
     * The umpire's view the ruling is made in: once a PIN is chosen, it must be unlocked
     * (UmpireController::unlocked) for anything to be begun or ruled.
     */
    Q_PROPERTY(UmpireController *umpire READ umpire WRITE setUmpire NOTIFY umpireChanged)
    /** The position of the action in force being corrected; −1 while none is. */
    Q_PROPERTY(int index READ index NOTIFY actionChanged)
    /** Its number in the log (record::entryNumber()), as its row shows it ("#13"); −1 while none. */
    Q_PROPERTY(int number READ number NOTIFY actionChanged)
    /** Its kind as the battle file writes it ("fight", "allocate-loss", ...); empty while none. */
    Q_PROPERTY(QString kind READ kind NOTIFY actionChanged)
    /** The recorded action in the battle file's fields: what the form starts from. */
    Q_PROPERTY(QVariantMap original READ original NOTIFY actionChanged)
    /**
     * What the form needs to name the action's Bases and Blocks: { baseLabel, enemyLabel,
     * baseQuality, enemyQuality, baseArmy, enemyArmy, blockLabel, blockQuality, blockBases,
     * die } as far as the kind names them, and for every kind baseLabels (id → table label),
     * blocks ([{ blockId, name, side }] on the table), activeBases and otherBases
     * ([{ baseId, label }] of the side to act and the other, still in play), activeArmy and
     * otherArmy: all from the state the action was played on.
     */
    Q_PROPERTY(QVariantMap context READ context NOTIFY actionChanged)
    /** [{ key, value }]: each Going's key for its name, and its value as a fight or a volley writes it. */
    Q_PROPERTY(QVariantList goings READ goings CONSTANT)
    /** A correction has been tried out: the outcomes below are its. */
    Q_PROPERTY(bool drafted READ drafted NOTIFY changed)
    /** Why the correction, a choice or the ruling was refused; empty otherwise. */
    Q_PROPERTY(QString error READ error NOTIFY changed)
    /** Every Base, both outcomes: [{ label, side, before, after, changed }], changed ones first. */
    Q_PROPERTY(QVariantList bases READ bases NOTIFY changed)
    /**
     * Both armies, both outcomes: [{ name, lostBefore, lostAfter, breakAt, brokenBefore,
     * brokenAfter }], side A first (§12.1).
     */
    Q_PROPERTY(QVariantList armies READ armies NOTIFY changed)
    /** The Blocks broken as the battle stands, and as it would stand. */
    Q_PROPERTY(QStringList brokenBefore READ brokenBefore NOTIFY changed)
    Q_PROPERTY(QStringList brokenAfter READ brokenAfter NOTIFY changed)
    /** Who is winning as the battle stands and as it would: a sentence each. */
    Q_PROPERTY(QString winningBefore READ winningBefore NOTIFY changed)
    Q_PROPERTY(QString winningAfter READ winningAfter NOTIFY changed)
    /** The corrected action draws a different number of dice than the recorded one. */
    Q_PROPERTY(bool diceCountChanged READ diceCountChanged NOTIFY changed)
    /** A later choice is asked again: the replay waits for it. */
    Q_PROPERTY(bool asking READ asking NOTIFY changed)
    /** The kind of the choice asked again: "allocate-loss", "pursue" or "follow-up"; empty while none. */
    Q_PROPERTY(QString askKind READ askKind NOTIFY changed)
    /** What is asked, in words: which recorded action it replaces and why. */
    Q_PROPERTY(QString askText READ askText NOTIFY changed)
    /** The loss to allocate again, as the allocation panel shows a loss. */
    Q_PROPERTY(PendingLossValue askLoss READ askLoss NOTIFY changed)
    /** The pursuit to decide again. */
    Q_PROPERTY(PendingPursuitValue askPursuit READ askPursuit NOTIFY changed)
    /** The follow-up to decide again (§13, ruling R40). */
    Q_PROPERTY(PendingFollowUpValue askFollowUp READ askFollowUp NOTIFY changed)
    /** The losing and winning Bases of the loss asked again, as the table names them. */
    Q_PROPERTY(QString askLoser READ askLoser NOTIFY changed)
    /** The choices asked again so far, and the actions that no longer happen, in words. */
    Q_PROPERTY(QStringList reaskedTexts READ reaskedTexts NOTIFY changed)
    /** The draft is complete: nothing is asked, and the ruling can be recorded. */
    Q_PROPERTY(bool ready READ ready NOTIFY changed)

public:
    explicit AmendController(QObject *parent = nullptr);
    explicit AmendController(BattleSession *session, QObject *parent = nullptr);
    ~AmendController() override;

    [[nodiscard]] UmpireController *umpire() const { return m_umpire; }
    void setUmpire(UmpireController *umpire);
    [[nodiscard]] int index() const { return m_index; }
    [[nodiscard]] int number() const { return m_number; }
    /** Whether a ruling may be made now: no PIN is chosen, or the umpire's view is unlocked with it. */
    [[nodiscard]] bool mayRule() const;
    [[nodiscard]] QString kind() const { return m_kind; }
    [[nodiscard]] QVariantMap original() const { return m_original; }
    [[nodiscard]] QVariantMap context() const { return m_context; }
    [[nodiscard]] static QVariantList goings();
    [[nodiscard]] bool drafted() const { return m_drafted; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QVariantList bases() const { return m_bases; }
    [[nodiscard]] QVariantList armies() const { return m_armies; }
    [[nodiscard]] QStringList brokenBefore() const { return m_brokenBefore; }
    [[nodiscard]] QStringList brokenAfter() const { return m_brokenAfter; }
    [[nodiscard]] QString winningBefore() const { return m_winningBefore; }
    [[nodiscard]] QString winningAfter() const { return m_winningAfter; }
    [[nodiscard]] bool diceCountChanged() const { return m_diceCountChanged; }
    [[nodiscard]] bool asking() const { return !m_askKind.isEmpty(); }
    [[nodiscard]] QString askKind() const { return m_askKind; }
    [[nodiscard]] QString askText() const { return m_askText; }
    [[nodiscard]] PendingLossValue askLoss() const { return m_askLoss; }
    [[nodiscard]] PendingPursuitValue askPursuit() const { return m_askPursuit; }
    [[nodiscard]] PendingFollowUpValue askFollowUp() const { return m_askFollowUp; }
    [[nodiscard]] QString askLoser() const { return m_askLoser; }
    [[nodiscard]] QStringList reaskedTexts() const { return m_reaskedTexts; }
    [[nodiscard]] bool ready() const { return m_drafted && m_askKind.isEmpty() && m_error.isEmpty(); }

    /** Starts correcting the action in force at @p index; false if there is none the app can edit. */
    Q_INVOKABLE bool begin(int index);
    /**
     * Tries out the correction @p fields (the kind's fields in the battle file's names, laid
     * over the original), from a fresh start: no choice asked again yet. False, with error,
     * if the correction itself is refused.
     */
    Q_INVOKABLE bool tryCorrection(const QVariantMap &fields);
    /**
     * Answers the choice asked again with @p fields, in the fields of an askKind action
     * (as the allocation and pursuit panels send them), and replays on to the next.
     */
    Q_INVOKABLE bool answer(const QVariantMap &fields);
    /**
     * Records the ruling: the correction and every choice given again, with @p note, the
     * umpire's reason, and @p umpire, the umpire's name, both required. Returns { ok, error }.
     */
    Q_INVOKABLE QVariantMap confirm(const QString &note, const QString &umpire);
    /** Forgets the draft; the battle is as it was. */
    Q_INVOKABLE void cancel();

Q_SIGNALS:
    /** Another action is being corrected, or none: index, kind, original and context changed. */
    void actionChanged();
    void umpireChanged();

protected:
    void refresh() override;

private:
    /** Replays the draft; asks the next choice, or drops an action that no longer happens. */
    bool replay();
    void clearOutcomes();
    void fail(const QString &error);
    /** Refuses, with error, while the umpire's view is locked behind the PIN; true when a ruling may go on. */
    bool checkUnlocked();

    QPointer<UmpireController> m_umpire;
    QMetaObject::Connection m_umpireConnection;
    int m_index = -1;
    int m_number = -1;
    QString m_kind;
    QVariantMap m_original;
    QVariantMap m_context;
    bool m_drafted = false;
    QString m_error;
    QVariantList m_bases;
    QVariantList m_armies;
    QStringList m_brokenBefore;
    QStringList m_brokenAfter;
    QString m_winningBefore;
    QString m_winningAfter;
    bool m_diceCountChanged = false;
    QString m_askKind;
    QString m_askText;
    PendingLossValue m_askLoss;
    PendingPursuitValue m_askPursuit;
    PendingFollowUpValue m_askFollowUp;
    QString m_askLoser;
    QStringList m_reaskedTexts;
#ifndef Q_MOC_RUN
    std::optional<ancients::Action> m_correction;
    std::vector<record::ReaskedChoice> m_reasked;
    std::optional<record::ReaskPoint> m_ask;
#endif
};
