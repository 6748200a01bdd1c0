#pragma once

// The log of a battle of 3D6 OHW Gridded Ancients for the log page
// (RulesetLogModel, newest first): every entry the record holds (actions, undos,
// redos) with the turn, the phasing player and the step it was played in, what
// its action did, worded (OhwWording), and the sections it cites, in this
// ruleset's rulebook. It reads the record's own view (record::OhwBattle: the
// actions in force, their effects, the entries that play them); it never replays
// an action itself.

#include "rulesetlogmodel.h"

#ifndef Q_MOC_RUN
#include "record/ohwbattle.h"
#endif

#include <QQmlEngine>

/** The entries of the battle of 3D6 OHW Gridded Ancients open, the newest first. */
class OhwLogModel : public RulesetLogModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by OhwBattleSession")

public:
    using RulesetLogModel::RulesetLogModel;

#ifndef Q_MOC_RUN
    /**
     * Shows @p battle's log (nullptr: none). A log that grew adds its new rows at the
     * top; rows already shown change only where their entry did (undone, played again).
     * Another battle, or a log that did not just grow, starts again.
     */
    void update(const record::OhwBattle *battle);
    /** Words every row again, in the language now in force. */
    void reword(const record::OhwBattle *battle);

private:
    /** Every entry's row, in log order, as @p battle holds it now. */
    [[nodiscard]] static std::vector<Row> rowsOf(const record::OhwBattle &battle);
#endif
};
