#pragma once

// The log of a battle of My Wargame Rules for the log page (RulesetLogModel, newest
// first): every entry the record holds (actions, undos, redos) with what its action
// did, worded (MwrWording), and the sections it cites. It reads the record's own
// view (record::MwrBattle: the actions in force, their effects, the entries that
// play them); it never replays an action itself.

#include "rulesetlogmodel.h"

#ifndef Q_MOC_RUN
#include "record/mwrbattle.h"
#endif

#include <QQmlEngine>

/** The entries of the battle of My Wargame Rules open, the newest first. */
class MwrLogModel : public RulesetLogModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by MwrBattleSession")

public:
    using RulesetLogModel::RulesetLogModel;

#ifndef Q_MOC_RUN
    /**
     * Shows @p battle's log (nullptr: none). A log that grew adds its new rows at the
     * top; rows already shown change only where their entry did (undone, played again).
     * Another battle, or a log that did not just grow, starts again.
     */
    void update(const record::MwrBattle *battle);
    /** Words every row again, in the language now in force. */
    void reword(const record::MwrBattle *battle);

private:
    /** Every entry's row, in log order, as @p battle holds it now. */
    [[nodiscard]] static std::vector<Row> rowsOf(const record::MwrBattle &battle);
#endif
};
