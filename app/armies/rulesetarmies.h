#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

#include <vector>

class RulesetUnitsModel;

/**
 * The army lists of a ruleset other than the Ancients Wargame, for the Armies
 * page and the New battle page: My Wargame Rules ("mwr-army-list") or 3D6 OHW
 * Gridded Ancients ("ohw-army-list"), each read by its format (rulesetarmylist.h)
 * the first time the page asks for it. One row an army: the built-in lists sorted
 * by name, then those imported on this device (My Wargame Rules), sorted by name;
 * `units` shows the units of the army chosen.
 */
class RulesetArmies : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    /** The ruleset by its key: "my-wargame-rules" or "3d6-ohw-gridded-ancients"; any other shows no army. */
    Q_PROPERTY(QString ruleset READ ruleset WRITE setRuleset NOTIFY rulesetChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY rulesetChanged)
    /** The army whose units `units` shows; −1 for none. */
    Q_PROPERTY(int currentIndex READ currentIndex WRITE setCurrentIndex NOTIFY currentIndexChanged)
    Q_PROPERTY(RulesetUnitsModel *units READ units CONSTANT)
    Q_PROPERTY(QString currentNotes READ currentNotes NOTIFY currentIndexChanged)
    /** 3D6 OHW Gridded Ancients: the chosen army's starting breakpoint (§9, R23); 0 otherwise. */
    Q_PROPERTY(int currentBreakpoint READ currentBreakpoint NOTIFY currentIndexChanged)
    /** Why a built-in list could not be read; empty when all were. */
    Q_PROPERTY(QString loadErrors READ loadErrors NOTIFY rulesetChanged)
    /** The ruleset's lists can be imported (My Wargame Rules). */
    Q_PROPERTY(bool canImport READ canImport NOTIFY rulesetChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        PeriodRole,
        NotesRole,
        UnitCountRole,
        GeneralCountRole, ///< 3D6 OHW Gridded Ancients: its generals (§10.1)
        BreakpointRole,   ///< 3D6 OHW Gridded Ancients: its starting breakpoint (§9)
        FileRole,         ///< the list's file: a ":/armies/<ruleset>/…" resource, or an imported list's path on the device
        ImportedRole,     ///< imported on this device, not one of the app's own
    };

    explicit RulesetArmies(QObject *parent = nullptr);

    [[nodiscard]] QString ruleset() const { return m_ruleset; }
    void setRuleset(const QString &ruleset);
    [[nodiscard]] int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);
    [[nodiscard]] RulesetUnitsModel *units() const { return m_units; }
    [[nodiscard]] QString currentNotes() const;
    [[nodiscard]] int currentBreakpoint() const;
    [[nodiscard]] QString loadErrors() const { return m_errors.join(QLatin1Char('\n')); }
    [[nodiscard]] bool canImport() const;

    /**
     * Imports the army list file at @p file into the app's data, where every RulesetArmies
     * of this ruleset finds it (the New battle page's choice among them). Returns { ok, name,
     * index, problems }: a bad file is refused with every problem naming the file, the unit
     * and the field ("macedonian.json, unit 2 (Phalanx): …" and "units[1].resolve: …"), and an
     * army whose name another list has is refused by its "name"; nothing is written then, and
     * a file on the device is never overwritten.
     */
    Q_INVOKABLE QVariantMap importFile(const QUrl &file);
    /** Where the lists of @p ruleset imported on this device are kept. */
    [[nodiscard]] static QString importedFolder(const QString &ruleset);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** One unit as the page shows it. */
    struct Unit
    {
        QString name;
        QString type;        ///< OHW: the unit type's key ("legionaries"); empty for My Wargame Rules
        QStringList traits;  ///< OHW: every trait's key, its type's and the list's; MWR: "skirmisher" or none
        int resolve = 0;     ///< MWR: base Resolve (R3); 0 for OHW
        int attackDice = 0;  ///< OHW: D6 in melee (§7)
        int moveActions = 0; ///< OHW: spaces a move (§5, R3)
        int pushScore = 0;   ///< OHW: a push move succeeds on this or more (§5.1)
        QString general;     ///< OHW: the general who starts with it (§10.1, R25)
    };

Q_SIGNALS:
    void rulesetChanged();
    void currentIndexChanged();

private:
    struct Army
    {
        QString name;
        QString period;
        QString notes;
        QString file;
        int generals = 0;
        int breakpoint = 0;
        std::vector<Unit> units;
        bool imported = false;
    };
    void load();
    /** Reads the list of My Wargame Rules at @p path into m_armies, or its problem into m_errors. */
    void loadMwr(const QString &path, bool imported);

    QString m_ruleset;
    std::vector<Army> m_armies;
    QStringList m_errors;
    int m_current = -1;
    RulesetUnitsModel *m_units = nullptr;
};

/** The units of one army of RulesetArmies, in list order. */
class RulesetUnitsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by RulesetArmies")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { NameRole = Qt::UserRole + 1, TypeRole, TraitsRole, ResolveRole, AttackDiceRole, MoveActionsRole, PushScoreRole, GeneralRole };

    using QAbstractListModel::QAbstractListModel;
    void setUnits(std::vector<RulesetArmies::Unit> units);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<RulesetArmies::Unit> m_units;
};
