#include "armycatalog.h"

ArmyCatalog::ArmyCatalog(QObject *parent)
    : QAbstractListModel(parent)
    , m_blocks(new ArmyBlocksModel(this))
{
    for (const BuiltInArmyList &entry : ArmyListFormat::builtIn()) {
        const ArmyListLoad loaded = ArmyListFormat::load(entry.path);
        if (loaded.ok())
            m_armies.push_back(*loaded.list);
        else
            m_errors.append(loaded.error);
    }
    setCurrentIndex(m_armies.empty() ? -1 : 0);
}

ArmyCatalog::~ArmyCatalog() = default;

void ArmyCatalog::setCurrentIndex(int index)
{
    if (index < -1 || index >= rowCount())
        index = -1;
    if (index == m_current)
        return;
    m_current = index;
    m_blocks->setBlocks(index < 0 ? std::vector<ancients::BlockSpec>{}
                                  : m_armies.at(static_cast<std::size_t>(index)).blocks);
    Q_EMIT currentIndexChanged();
}

int ArmyCatalog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_armies.size());
}

QVariant ArmyCatalog::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ancients::ArmyList &army = m_armies.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case NameRole:
        return QString::fromStdString(army.name);
    case PeriodRole:
        return QString::fromStdString(army.period);
    case NotesRole:
        return QString::fromStdString(army.notes);
    case BaseCountRole:
        return army.baseCount();
    case BlockCountRole:
        return static_cast<int>(army.blocks.size());
    default:
        return {};
    }
}

QHash<int, QByteArray> ArmyCatalog::roleNames() const
{
    return {{NameRole, "name"}, {PeriodRole, "period"}, {NotesRole, "notes"}, {BaseCountRole, "baseCount"},
            {BlockCountRole, "blockCount"}};
}

// ---------------------------------------------------------------------------

void ArmyBlocksModel::setBlocks(std::vector<ancients::BlockSpec> blocks)
{
    beginResetModel();
    m_blocks = std::move(blocks);
    endResetModel();
    Q_EMIT countChanged();
}

int ArmyBlocksModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_blocks.size());
}

QVariant ArmyBlocksModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ancients::BlockSpec &b = m_blocks.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case NameRole:
        return QString::fromStdString(b.name);
    case TypeRole:
        return ArmyListFormat::typeKey(b.type);
    case QualityRole:
        return ArmyListFormat::qualityKey(b.quality);
    case WeightRole:
        return b.effectiveWeight();
    case SpecialRulesRole: {
        QStringList keys;
        for (const auto &info : ancients::SpecialRuleTable) {
            if (b.effectiveSpecialRules().contains(info.rule))
                keys.append(ArmyListFormat::ruleKey(info.rule));
        }
        return keys;
    }
    case SpearArmedRole:
        return b.spearArmed;
    case FrontageRole:
        return b.frontage;
    case DepthRole:
        return b.depth;
    case BaseCountRole:
        return b.baseCount();
    default:
        return {};
    }
}

QHash<int, QByteArray> ArmyBlocksModel::roleNames() const
{
    return {{NameRole, "name"},         {TypeRole, "type"},           {QualityRole, "quality"},
            {WeightRole, "weight"},     {SpecialRulesRole, "specialRules"}, {SpearArmedRole, "spearArmed"},
            {FrontageRole, "frontage"}, {DepthRole, "depth"},         {BaseCountRole, "baseCount"}};
}
