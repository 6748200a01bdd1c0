#pragma once

// The log of a battle of a ruleset on the shared record (rulebook/ruleset-seam.md)
// for the log page, newest first: every entry the record holds (actions, undos,
// redos, the umpire's amendments) with what its action did, worded, and the sections it cites. One model
// for every such ruleset: each ruleset's subclass (MwrLogModel, OhwLogModel)
// words its rows from the record's own view of its battle (the actions in force,
// their effects, the entries that play them) and never replays an action itself;
// this class shows them. A new entry adds its row; an undo or a redo rewords only
// the rows it changed. Both rulesets' rows have the same roles, so that one QML
// view (RulesetLogView.qml) shows either.

#ifndef Q_MOC_RUN
#include "record/battlecodec.h"
#include "record/logview.h"
#endif

#include <QAbstractListModel>
#include <QByteArray>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

#include <optional>
#include <vector>

/** The entries of a battle of a ruleset on the shared record, the newest first. */
class RulesetLogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the rulesets' battle sessions")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SequenceRole = Qt::UserRole + 1, ///< position in the log, from 0
        NumberRole,      ///< the number it goes by ("#13"): its position from 1
        TypeRole,        ///< "action", "undo", "redo" or "amend"
        KindRole,        ///< its action's kind as the battle file writes it ("move", "attack", ...)
        TurnRole,        ///< the turn its action was played in; 0 when it is not in force (not known then)
        SideRole,        ///< the side whose activation or half it was; −1 when not in force
        StepRole,        ///< the step of the turn it was played in, by its key ("movement"); empty for a ruleset without steps or when not in force
        StepTextRole,    ///< that step, worded ("Movement"); empty with no step
        SummaryRole,     ///< one line: what was done (an undo: what it took back)
        EffectsRole,     ///< QVariantList of { kind, text, section, ruling, ruleset }: what it did, while in force
        SectionsRole,    ///< QStringList: every section it cites, in order, no repeats
        InForceRole,     ///< an action or a redo whose action is in force
        TargetRole,      ///< an undo or a redo: the number of the entry whose action it took back or played again; −1 otherwise
        HashRole,        ///< the first 12 hex digits of its chain hash
        FingerprintRole, ///< an entry that ended a turn: the battle's fingerprint then (8 hex digits); empty otherwise
        ActionIndexRole, ///< its action's position among the actions in force; −1 when it is not in force
        CorrectedByRole, ///< the number of the umpire's amendment that corrected, replaced or dropped its action; −1 if none
        AmendsRole,      ///< an amendment: the number of the entry whose action it corrected; −1 otherwise
        NoteRole,        ///< an amendment: the umpire's reason; empty otherwise
        UmpireRole,      ///< an amendment: the umpire's name; empty otherwise
    };

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

protected:
#ifndef Q_MOC_RUN
    struct Row
    {
        QString type;
        QString kind;
        int turn = 0;
        int side = -1;
        QString step;
        QString stepText;
        QString summary;
        QVariantList effects;
        QStringList sections;
        bool inForce = false;
        int actionIndex = -1;
        int target = -1;
        int correctedBy = -1;
        int amends = -1;
        QString note;
        QString umpire;
        QString hash;
        QString fingerprint;
        QByteArray fullHash;

        friend bool operator==(const Row &, const Row &) = default;
    };

    /**
     * The log's own shape, as the record keeps it (no action is played; RulesetBattle's
     * targets(), actionEntries(), correctedBy() and amends()): which entry an undo took
     * back and which one a redo played again, and so which entry's action each entry
     * carries; which action in force each plays; which amendment corrected it.
     */
    struct Shape
    {
        std::vector<int> target;      ///< an undo's or a redo's entry (its position); −1 otherwise
        std::vector<int> actionFrom;  ///< the entry whose action it carries (its own for an action); −1 for none
        std::vector<int> actionIndex; ///< its position among the actions in force, as the record says; −1 otherwise
        std::vector<int> correctedBy; ///< the amendment (its position) that corrected, replaced or dropped it; −1 if none
        std::vector<int> amends;      ///< an amendment: the entry (its position) whose action it corrected; −1 otherwise
    };
    template<typename Battle>
    [[nodiscard]] static Shape shapeOf(const Battle &battle);
    /** An amendment's reason and umpire, and which amendment corrected the entry at @p i: from @p shape. */
    template<typename Entry>
    static void markAmendments(Row &row, const Entry &entry, const Shape &shape, std::size_t i)
    {
        row.correctedBy = record::entryNumber(shape.correctedBy.at(i));
        row.amends = record::entryNumber(shape.amends.at(i));
        if (entry.type == record::LogEntry::Type::Amend) {
            row.note = entry.note;
            row.umpire = entry.umpire;
        }
    }

    /** "action", "undo", "redo" or "amend". */
    [[nodiscard]] static QString typeKey(record::LogEntry::Type type);
    /** Adds @p section to @p row's sections once. */
    static void cite(Row &row, const QString &section);

    /**
     * Shows @p rows, every entry's in log order, of the battle set up as @p setupHash.
     * A log that grew adds its new rows at the top; rows already shown change only
     * where their entry did (undone, played again). Another battle, or a log that did
     * not just grow, starts again.
     */
    void show(std::vector<Row> rows, const QByteArray &setupHash);
    /** Shows no battle. */
    void clear();
    /** The same entries worded again (another language): every row changes. */
    void reworded(std::vector<Row> rows, const QByteArray &setupHash);
#endif

private:
    /** The row shown at @p position in the log (newest first). */
    [[nodiscard]] int rowAt(int position) const { return static_cast<int>(m_rows.size()) - 1 - position; }

#ifndef Q_MOC_RUN
    std::vector<Row> m_rows; ///< in log order; shown newest first
#endif
    QByteArray m_setupHash;
};

#ifndef Q_MOC_RUN
template<typename Battle>
RulesetLogModel::Shape RulesetLogModel::shapeOf(const Battle &battle)
{
    const auto &log = battle.log();
    const std::size_t n = log.size();
    Shape shape{battle.targets(), std::vector<int>(n, -1), std::vector<int>(n, -1), battle.correctedBy(), battle.amends()};
    shape.target.resize(n, -1);
    shape.correctedBy.resize(n, -1);
    shape.amends.resize(n, -1);
    // An undo carries the action of the entry it took back, a redo that of the entry it played again.
    for (std::size_t i = 0; i < n; ++i) {
        const int t = shape.target[i];
        shape.actionFrom[i] = t >= 0 && static_cast<std::size_t>(t) < i ? shape.actionFrom[static_cast<std::size_t>(t)]
                              : log[i].action                           ? static_cast<int>(i)
                                                                        : -1;
    }
    // Which action in force each entry plays, as the record says.
    const std::vector<int> &actionEntries = battle.actionEntries();
    for (std::size_t k = 0; k < actionEntries.size(); ++k) {
        if (actionEntries[k] >= 0 && static_cast<std::size_t>(actionEntries[k]) < n)
            shape.actionIndex[static_cast<std::size_t>(actionEntries[k])] = static_cast<int>(k);
    }
    return shape;
}
#endif
