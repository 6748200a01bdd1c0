#pragma once

// What the Move panel shows for the selected Block (§5, §5.2, §5.5): the
// movement test it would take now, with a chained move's tempo cost, and what
// a wheel would cost. Every value is a property that follows the game: it is
// worked out again whenever the battle changes (a move, an undo, a resume) or
// another Block is chosen, so a panel bound to it never shows a stale test.
// The engine decides every figure (ancients/preview.h); this only words them.

#include "battlesession.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>

class MovePreview : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /** The session whose battle is previewed; a panel sets it to the BattleSession singleton. */
    Q_PROPERTY(BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    /** The Block previewed, −1 for none. */
    Q_PROPERTY(int block READ block WRITE setBlock NOTIFY blockChanged)

    /** Whether there is a standing Block to preview. */
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    /** Moves made or attempted this turn (§5.2). */
    Q_PROPERTY(int moves READ moves NOTIFY changed)
    /** Not the turn's first move: the tempo cost is paid before the test (§5.2). */
    Q_PROPERTY(bool chained READ chained NOTIFY changed)
    /** Fatigue the next move puts on every Base before its test (§5.2). */
    Q_PROPERTY(int tempoCost READ tempoCost NOTIFY changed)
    /** The lowest kept d6 that passes, 1–6 (7: none, the tempo cost breaks the Block). */
    Q_PROPERTY(int needed READ needed NOTIFY changed)
    /** The chance to pass, 0..1. */
    Q_PROPERTY(double chance READ chance NOTIFY changed)
    /** The chance for people: "5/6", "certain" or "none". */
    Q_PROPERTY(QString chanceText READ chanceText NOTIFY changed)
    /** The average Fatigue the test is against, after the tempo cost, exact: "2", "1 1/8". */
    Q_PROPERTY(QString averageText READ averageText NOTIFY changed)
    /** The tempo cost alone takes the average over 6: the Block breaks before its test (§12). */
    Q_PROPERTY(bool breaks READ breaks NOTIFY changed)
    /** A failed test ended the Block's movement this turn (§5.2). */
    Q_PROPERTY(bool movementOver READ movementOver NOTIFY changed)
    /** The wheel (§5.5): the Block's files and ranks, the tested moves it takes and their Fatigue on every Base. */
    Q_PROPERTY(int wheelFrontage READ wheelFrontage NOTIFY changed)
    Q_PROPERTY(int wheelDepth READ wheelDepth NOTIFY changed)
    Q_PROPERTY(int wheelMoves READ wheelMoves NOTIFY changed)
    Q_PROPERTY(int wheelFatigue READ wheelFatigue NOTIFY changed)

public:
    explicit MovePreview(QObject *parent = nullptr);
    ~MovePreview() override;

    [[nodiscard]] BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    [[nodiscard]] int block() const { return m_block; }
    void setBlock(int block);

    [[nodiscard]] bool valid() const { return m_valid; }
    [[nodiscard]] int moves() const { return m_moves; }
    [[nodiscard]] bool chained() const { return m_chained; }
    [[nodiscard]] int tempoCost() const { return m_tempoCost; }
    [[nodiscard]] int needed() const { return m_needed; }
    [[nodiscard]] double chance() const { return m_chance; }
    [[nodiscard]] QString chanceText() const { return m_chanceText; }
    [[nodiscard]] QString averageText() const { return m_averageText; }
    [[nodiscard]] bool breaks() const { return m_breaks; }
    [[nodiscard]] bool movementOver() const { return m_movementOver; }
    [[nodiscard]] int wheelFrontage() const { return m_wheelFrontage; }
    [[nodiscard]] int wheelDepth() const { return m_wheelDepth; }
    [[nodiscard]] int wheelMoves() const { return m_wheelMoves; }
    [[nodiscard]] int wheelFatigue() const { return m_wheelFatigue; }

Q_SIGNALS:
    void sessionChanged();
    void blockChanged();
    void changed();

private:
    void refresh();

    QPointer<BattleSession> m_session;
    QMetaObject::Connection m_gameConnection;
    int m_block = -1;
    bool m_valid = false;
    int m_moves = 0;
    bool m_chained = false;
    int m_tempoCost = 0;
    int m_needed = 0;
    double m_chance = 0;
    QString m_chanceText;
    QString m_averageText;
    bool m_breaks = false;
    bool m_movementOver = false;
    int m_wheelFrontage = 0;
    int m_wheelDepth = 0;
    int m_wheelMoves = 0;
    int m_wheelFatigue = 0;
};
