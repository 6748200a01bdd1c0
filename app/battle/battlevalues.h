#pragma once

// The battle screen's values as QML value types (Q_GADGET + QML_VALUE_TYPE):
// typed, compared as a whole, and handed out by properties that notify, so a
// binding to one re-evaluates whenever the game changes.

#include <QList>
#include <QMetaType>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

/** One army's progress toward its break (§12.1, R7). */
struct ArmyStanding
{
    Q_GADGET
    QML_VALUE_TYPE(armyStanding)
    Q_PROPERTY(QString name MEMBER name)
    /** Bases it fielded. */
    Q_PROPERTY(int startingBases MEMBER startingBases)
    /** Bases lost so far (removed or routed). */
    Q_PROPERTY(int lost MEMBER lost)
    /** Bases lost that break it (§12.1). */
    Q_PROPERTY(int breakAt MEMBER breakAt)
    /** Bases it can still lose before it breaks. */
    Q_PROPERTY(int leftBeforeBreak MEMBER leftBeforeBreak)
    Q_PROPERTY(bool broken MEMBER broken)

public:
    QString name;
    int startingBases = 0;
    int lost = 0;
    int breakAt = 0;
    int leftBeforeBreak = 0;
    bool broken = false;

    friend bool operator==(const ArmyStanding &, const ArmyStanding &) = default;
};

/**
 * A loss waiting for its owner (§9.5), with what the engine's formation shows
 * for a push-back (§9.6). `pending` is false when there is none.
 */
struct PendingLossValue
{
    Q_GADGET
    QML_VALUE_TYPE(pendingLoss)
    Q_PROPERTY(bool pending MEMBER pending)
    Q_PROPERTY(int loser MEMBER loser)
    Q_PROPERTY(int winner MEMBER winner)
    Q_PROPERTY(int points MEMBER points)
    /** A Skirmisher not caught: every point falls back (§11.2). */
    Q_PROPERTY(bool mustEvade MEMBER mustEvade)
    Q_PROPERTY(int loserSide MEMBER loserSide)
    /** The loser's file, front to back. */
    Q_PROPERTY(QList<int> file MEMBER file)
    /** The Bases on either side of the seams it tears; none for an evade. */
    Q_PROPERTY(QList<int> seamBases MEMBER seamBases)
    /** Cut off beyond a middle file. */
    Q_PROPERTY(QList<int> farSide MEMBER farSide)

public:
    bool pending = false;
    int loser = -1;
    int winner = -1;
    int points = 0;
    bool mustEvade = false;
    int loserSide = -1;
    QList<int> file;
    QList<int> seamBases;
    QList<int> farSide;

    friend bool operator==(const PendingLossValue &, const PendingLossValue &) = default;
};

/** A pursuit waiting (§11.1); `pending` is false when there is none. */
struct PendingPursuitValue
{
    Q_GADGET
    QML_VALUE_TYPE(pendingPursuit)
    Q_PROPERTY(bool pending MEMBER pending)
    Q_PROPERTY(int pursuer MEMBER pursuer)
    Q_PROPERTY(int toward MEMBER toward)
    /** Light Cavalry, or mandatory pursuit off (§11.4, §13): it may decline. */
    Q_PROPERTY(bool optional MEMBER optional)
    /** The pursuer alone, which advances (§11.1, ruling R33). */
    Q_PROPERTY(QList<int> file MEMBER file)
    /** Cut off when the pursuer leaves the middle of a single rank: a Block of their own. */
    Q_PROPERTY(QList<int> farSide MEMBER farSide)
    /** How far it goes, in base-widths: one full move, or the pursuit cap (§11.1, §13). */
    Q_PROPERTY(int distance MEMBER distance)

public:
    bool pending = false;
    int pursuer = -1;
    int toward = -1;
    bool optional = false;
    QList<int> file;
    QList<int> farSide;
    int distance = 0;

    friend bool operator==(const PendingPursuitValue &, const PendingPursuitValue &) = default;
};

/** A winner that may follow up one hex (§13, ruling R40); `pending` is false when there is none. */
struct PendingFollowUpValue
{
    Q_GADGET
    QML_VALUE_TYPE(pendingFollowUp)
    Q_PROPERTY(bool pending MEMBER pending)
    Q_PROPERTY(int winner MEMBER winner)
    Q_PROPERTY(int toward MEMBER toward)
    /** The winner's side: 0 for army A, 1 for army B. */
    Q_PROPERTY(int winnerSide MEMBER winnerSide)
    /** The Bases on either side of the seams it opens as it leaves its Block (§6.2); none when it is alone. */
    Q_PROPERTY(QList<int> seamBases MEMBER seamBases)
    /** Cut off when it leaves the middle of a single rank: a Block of their own. */
    Q_PROPERTY(QList<int> farSide MEMBER farSide)

public:
    bool pending = false;
    int winner = -1;
    int toward = -1;
    int winnerSide = -1;
    QList<int> seamBases;
    QList<int> farSide;

    friend bool operator==(const PendingFollowUpValue &, const PendingFollowUpValue &) = default;
};

/**
 * How the battle ended (§12.1), read from the engine's state and the record's log:
 * `decided` is false while it is in progress.
 */
struct BattleResultValue
{
    Q_GADGET
    QML_VALUE_TYPE(battleResult)
    Q_PROPERTY(bool decided MEMBER decided)
    /** The side whose army broke: 0 = A, 1 = B; −1 while in progress. */
    Q_PROPERTY(int loserSide MEMBER loserSide)
    Q_PROPERTY(int winnerSide MEMBER winnerSide)
    /** The turn the battle stands in: the turns played. */
    Q_PROPERTY(int turn MEMBER turn)
    /**
     * The fights that decided it (record::LogView::decidingFights), oldest first:
     * [{ turn, loserLabel ("HAS 2·1"), loserBlock ("Hastati"), winnerLabel, winnerBlock,
     * margin (points lost by), broke ([names of the Blocks that broke after it]) }].
     */
    Q_PROPERTY(QVariantList fights MEMBER fights)

public:
    bool decided = false;
    int loserSide = -1;
    int winnerSide = -1;
    int turn = 0;
    QVariantList fights;

    friend bool operator==(const BattleResultValue &, const BattleResultValue &) = default;
};
