#pragma once

// The log of a battle of My Wargame Rules for the log page, newest first: every
// entry the record holds (actions, undos, redos, umpire's amendments) with what its action did,
// worded (MwrWording), and the sections it cites. It reads the record's own view
// (record::MwrBattle: the actions in force, their effects, the entries that play
// them); it never replays an action itself. A new entry adds its row; an undo or
// a redo rewords only the rows it changed.

#ifndef Q_MOC_RUN
#include "record/mwrbattle.h"
#endif

#include <QAbstractListModel>
#include <QByteArray>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

#include <vector>

/** The entries of the battle of My Wargame Rules open, the newest first. */
class MwrLogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by MwrBattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SequenceRole = Qt::UserRole + 1, ///< position in the log, from 0
        NumberRole,      ///< the number it goes by ("#13"): its position from 1
        TypeRole,        ///< "action", "undo", "redo" or "amend"
        KindRole,        ///< its action's kind as the battle file writes it ("move", "attack", ...); empty for an undo
        TurnRole,        ///< the turn its action was played in; 0 when it is not in force (not known then)
        SideRole,        ///< the side whose activation it was; −1 when not in force
        SummaryRole,     ///< one line: what was done (an undo: what it took back)
        EffectsRole,     ///< QVariantList of { kind, text, section, ruling, ruleset }: what it did, while in force
        SectionsRole,    ///< QStringList: every section it cites, in order, no repeats
        InForceRole,     ///< an action or a redo whose action is in force
        TargetRole,      ///< an undo or a redo: the number of the entry whose action it took back or played again; −1 otherwise
        HashRole,        ///< the first 12 hex digits of its chain hash
        FingerprintRole, ///< an entry that ended a turn: the battle's fingerprint then (8 hex digits); empty otherwise
        CorrectedByRole, ///< the number of the umpire's amendment that corrected, replaced or dropped its action; −1 if none
        AmendsRole,      ///< an amendment: the number of the entry whose action it corrected; −1 otherwise
        NoteRole,        ///< an amendment: the umpire's reason; empty otherwise
        UmpireRole,      ///< an amendment: the umpire's name; empty otherwise
        ActionIndexRole, ///< the position among the actions in force of the action it plays; −1 when none
    };

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

#ifndef Q_MOC_RUN
    /**
     * Shows @p battle's log (nullptr: none). A log that grew adds its new rows at the
     * top; rows already shown change only where their entry did (undone, played again).
     * Another battle, or a log that did not just grow, starts again.
     */
    void update(const record::MwrBattle *battle);
    /** Words every row again, in the language now in force. */
    void reword(const record::MwrBattle *battle);
#endif

Q_SIGNALS:
    void countChanged();

private:
#ifndef Q_MOC_RUN
    struct Row
    {
        QString type;
        QString kind;
        int turn = 0;
        int side = -1;
        QString summary;
        QVariantList effects;
        QStringList sections;
        bool inForce = false;
        int target = -1;
        int correctedBy = -1;
        int amends = -1;
        QString note;
        QString umpire;
        int actionIndex = -1;
        QString hash;
        QString fingerprint;
        QByteArray fullHash;

        friend bool operator==(const Row &, const Row &) = default;
    };
    /** Every entry's row, in log order, as @p battle holds it now. */
    [[nodiscard]] static std::vector<Row> rowsOf(const record::MwrBattle &battle);
#endif
    /** The row shown at @p position in the log (newest first). */
    [[nodiscard]] int rowAt(int position) const { return static_cast<int>(m_rows.size()) - 1 - position; }

#ifndef Q_MOC_RUN
    std::vector<Row> m_rows; ///< in log order; shown newest first
#endif
    QByteArray m_setupHash;
};
