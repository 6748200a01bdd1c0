#pragma once

#include "armylist.h"

#include <QAbstractListModel>
#include <QQmlEngine>

#include <vector>

class ArmyBlocksModel;

/**
 * The army lists the app offers out of the box (the JSON files in app/armies): one row an
 * army, and the Blocks of the army chosen, for the Armies page and, later,
 * for setting up a battle.
 */
class ArmyCatalog : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ rowCount CONSTANT)
    /** The army whose Blocks `blocks` shows; −1 for none. */
    Q_PROPERTY(int currentIndex READ currentIndex WRITE setCurrentIndex NOTIFY currentIndexChanged)
    Q_PROPERTY(ArmyBlocksModel *blocks READ blocks CONSTANT)
    /** The chosen army's notes on how it fights. */
    Q_PROPERTY(QString currentNotes READ currentNotes NOTIFY currentIndexChanged)
    /** Why a built-in list could not be read; empty when all were. */
    Q_PROPERTY(QString loadErrors READ loadErrors CONSTANT)

public:
    enum Role { NameRole = Qt::UserRole + 1, PeriodRole, NotesRole, BaseCountRole, BlockCountRole };

    explicit ArmyCatalog(QObject *parent = nullptr);
    ~ArmyCatalog() override;

    [[nodiscard]] int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);
    [[nodiscard]] ArmyBlocksModel *blocks() const { return m_blocks; }
    [[nodiscard]] QString currentNotes() const
    {
        return m_current < 0 ? QString() : QString::fromStdString(m_armies.at(static_cast<std::size_t>(m_current)).notes);
    }
    [[nodiscard]] QString loadErrors() const { return m_errors.join(QLatin1Char('\n')); }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void currentIndexChanged();

private:
    std::vector<ancients::ArmyList> m_armies;
    QStringList m_errors;
    int m_current = -1;
    ArmyBlocksModel *m_blocks = nullptr;
};

/** The Blocks of one army list, with their §3.3 defaults applied. */
class ArmyBlocksModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by ArmyCatalog")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TypeRole,         ///< the format's key, e.g. "heavy-infantry"
        QualityRole,      ///< "elite", "regular" or "levy"
        WeightRole,
        SpecialRulesRole, ///< the format's keys, e.g. ["steady-spears"]
        SpearArmedRole,
        FrontageRole,
        DepthRole,
        BaseCountRole,
    };

    using QAbstractListModel::QAbstractListModel;
    void setBlocks(std::vector<ancients::BlockSpec> blocks);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<ancients::BlockSpec> m_blocks;
};
