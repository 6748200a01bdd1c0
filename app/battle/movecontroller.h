#pragma once

// The Move panel's controller (§5, §6.2): the Block picked, the Base tapped in
// it (the flank a wheel turns about), a split's or a merge's Bases and what
// its seams would cost, and the commands that move, pivot, wheel, split and
// merge. The movement test and the wheel's cost are MovePreview's. Every
// property follows the game, so the panel never shows a stale cost.

#include "sessioncontroller.h"

#include <QList>
#include <QString>
#include <QVariantList>
#include <QJsonObject>
#include <QVariantMap>

class MoveController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    /** The Block picked, −1 for none. */
    Q_PROPERTY(int block READ block WRITE setBlock NOTIFY changed)
    /** The Base tapped last, −1 for none. */
    Q_PROPERTY(int base READ base WRITE setBase NOTIFY changed)
    /** "move", "split" or "merge": what the panel does with the Block. */
    Q_PROPERTY(QString task READ task WRITE setTask NOTIFY changed)
    /** The Bases marked: those that leave in a split, or one of the Block that joins in a merge. */
    Q_PROPERTY(QList<int> marked READ marked WRITE setMarked NOTIFY changed)
    /**
     * The Bases the players name on either side of the seam a split opens or a merge closes
     * (§6.2): where the table, not the app, knows the Bases' places.
     */
    Q_PROPERTY(QList<int> seams READ seams WRITE setSeams NOTIFY changed)
    /** The Block as BattleSession::blockInfo() gives it; empty for none. */
    Q_PROPERTY(QVariantMap blockInfo READ blockInfo NOTIFY changed)
    /** The Block the tapped Base stands in, −1 for none (routed, or no Base). */
    Q_PROPERTY(int baseBlock READ baseBlock NOTIFY changed)
    /** In a merge, the Block of the first marked Base, which joins the picked one; −1 otherwise. */
    Q_PROPERTY(int mergeFrom READ mergeFrom NOTIFY changed)
    /** The split's or the merge's cost (as previewSplit() gives it); empty while nothing is marked. */
    Q_PROPERTY(QVariantMap seamPreview READ seamPreview NOTIFY changed)
    /**
     * The enemy Blocks the picked Block can charge (§5.3), for a charge to name the one it ends in
     * contact with: [{ blockId, name, inContact (already recorded) }], in id order; empty when
     * no Block of the side to act is picked, and when positions are tracked (the hexes say contact).
     */
    Q_PROPERTY(QVariantList chargeTargets READ chargeTargets NOTIFY changed)
    /** Positions are tracked: the engine knows contact from the hexes, no charge names its enemy. */
    Q_PROPERTY(bool positionsTracked READ positionsTracked NOTIFY changed)

public:
    explicit MoveController(QObject *parent = nullptr);
    explicit MoveController(BattleSession *session, QObject *parent = nullptr);
    ~MoveController() override;

    [[nodiscard]] int block() const { return m_block; }
    void setBlock(int block);
    [[nodiscard]] int base() const { return m_base; }
    void setBase(int base);
    [[nodiscard]] QString task() const { return m_task; }
    void setTask(const QString &task);
    [[nodiscard]] QList<int> marked() const { return m_marked; }
    void setMarked(const QList<int> &marked);
    [[nodiscard]] QList<int> seams() const { return m_seams; }
    void setSeams(const QList<int> &seams);
    [[nodiscard]] QVariantMap blockInfo() const { return m_blockInfo; }
    [[nodiscard]] int baseBlock() const { return m_baseBlock; }
    [[nodiscard]] int mergeFrom() const { return m_mergeFrom; }
    [[nodiscard]] QVariantMap seamPreview() const { return m_seamPreview; }
    [[nodiscard]] QVariantList chargeTargets() const { return m_chargeTargets; }
    [[nodiscard]] bool positionsTracked() const { return m_positionsTracked; }

    /**
     * Moves Block @p block: @p move holds the battle file's fields of a "move-block"
     * (rulebook/battle-format.md) besides `block`: { climb (0, 1 slight, 2 steep), difficult,
     * charge, full_move (default true), dice ({ first, second } or null: the game's
     * generator), terrain_entered }; a field left out takes its default.
     *
     * @p going is the Move panel's one Going for the whole Block, not a field of the file:
     * a Going key ("rough") names the worst ground every Base entered, one tile each
     * (ruling R4), and fills terrain_entered with it; "open" fills it with nothing; empty
     * leaves terrain_entered as @p move gives it.
     *
     * A charge that ends in contact names the enemy Block in `charge_target` (one of
     * chargeTargets): the move records the contact with it in the same action, so one undo
     * takes back both, and a failed movement test records none (§5.3).
     */
    Q_INVOKABLE bool moveBlock(int block, const QVariantMap &move, const QString &going = QString());
    /**
     * The movement test Block @p block would take now (§5.2), the engine's previewMovementTest():
     * { needed, chance (0..1), chanceText ("2/3", "1"), chanceWords (for people: "2/3", "certain",
     * "impossible"), chained, moves (made this turn), tempoCost (Fatigue a chained move puts on every
     * Base), average, averageText, breaks, movementOver }.
     * A look-up for scripts and tests: panels bind to MovePreview, which follows the game.
     */
    Q_INVOKABLE QVariantMap moveTest(int block) const;
    /** A pivot (§5.5); @p dice as the battle file writes them: { first, second }, or null for the generator. */
    Q_INVOKABLE bool pivotBlock(int block, int steps, const QVariant &dice);
    /** A wheel about @p pivot (§5.5); @p dice: one { first, second } per movement test, or empty for the generator. */
    Q_INVOKABLE bool wheelBlock(int block, int pivot, int steps, const QVariantList &dice);
    /**
     * What a wheel of Block @p block costs before it is tried (§5.5), the engine's previewWheel():
     * { frontage, depth, moves (the tested moves it takes), fatigue (what those moves cost every
     * Base after any moves already made this turn) }; empty if there is no such Block. A look-up:
     * panels bind to MovePreview.
     */
    Q_INVOKABLE QVariantMap wheelCost(int block) const;
    /**
     * What splitting or merging would cost before it is confirmed (§6.2): { legal, error,
     * fatigue: [{ base, amount }] }. Nothing is recorded. Look-ups: panels bind to seamPreview.
     */
    Q_INVOKABLE QVariantMap previewSplit(int block, const QVariantList &detach, const QVariantList &seams) const;
    Q_INVOKABLE bool splitBlock(int block, const QVariantList &detach, const QVariantList &seams);
    Q_INVOKABLE QVariantMap previewMerge(int into, int from, const QVariantList &seams) const;
    Q_INVOKABLE bool mergeBlocks(int into, int from, const QVariantList &seams);

protected:
    void refresh() override;

private:
#ifndef Q_MOC_RUN
    [[nodiscard]] QVariantMap preview(const ancients::Action &action) const;
#endif
    bool act(const QString &kind, const QJsonObject &fields);

    int m_block = -1;
    int m_base = -1;
    QString m_task = QStringLiteral("move");
    QList<int> m_marked;
    QList<int> m_seams;
    QVariantMap m_blockInfo;
    int m_baseBlock = -1;
    int m_mergeFrom = -1;
    QVariantMap m_seamPreview;
    QVariantList m_chargeTargets;
    bool m_positionsTracked = false;
};
