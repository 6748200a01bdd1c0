#include "armycatalog.h"

#include "armyfiles.h"

#include "record/jsonreader.h"

#include "ancients/keys.h"
#include "ancients/preview.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <array>
#include <optional>

using armyfiles::localPath;
using armyfiles::slug;
using armyfiles::writeAtomically;

namespace {

QVariantMap result(bool ok, const QStringList &problems, const QString &name = {}, int index = -1)
{
    return {{QStringLiteral("ok"), ok}, {QStringLiteral("problems"), problems}, {QStringLiteral("name"), name},
            {QStringLiteral("index"), index}};
}

QVariantMap refused(const QString &problem)
{
    return result(false, {problem});
}

/** @p army as a battle would field it (§12.1, R7). */
ArmySummary summaryOf(const ancients::ArmyList &army)
{
    const int bases = army.baseCount();
    return {QString::fromStdString(army.name), bases, static_cast<int>(army.blocks.size()),
            ancients::basesLostToBreakArmy(bases)};
}

/** The format's field names for the builder's camel-case keys. */
QString fileKey(const QString &key)
{
    if (key == QLatin1String("specialRules"))
        return QStringLiteral("special_rules");
    if (key == QLatin1String("spearArmed"))
        return QStringLiteral("spear_armed");
    return key;
}

/** A builder map as a JSON object in the format's field names; optional fields left unset are left out. */
QJsonObject toFileObject(const QVariantMap &map)
{
    QJsonObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (!it.value().isValid() || it.value().isNull())
            continue; // "weight": undefined is the type's weight
        object.insert(fileKey(it.key()), QJsonValue::fromVariant(it.value()));
    }
    return object;
}

/**
 * The texts of a builder map (@p map at @p path: the army, or "blocks[i]") longer than their
 * fields take, each as the reader words it. Checked before anything is built from the map, so
 * a name of millions of characters costs no copy of it.
 */
void textsTooLong(const QVariantMap &map, const QString &path, QStringList &problems)
{
    for (const QString &field : {QStringLiteral("name"), QStringLiteral("period"), QStringLiteral("notes"), QStringLiteral("tag")}) {
        const QVariant value = map.value(field);
        if (value.typeId() != QMetaType::QString)
            continue; // anything else is the reader's to judge
        const qsizetype length = value.toString().size();
        if (length > ArmyListFormat::maximumLength(field))
            problems << ArmyListProblem{path.isEmpty() ? field : path + QLatin1Char('.') + field,
                                        ArmyListFormat::tooLong(field, length)}
                            .text();
    }
}

} // namespace

ArmyCatalog::ArmyCatalog(QObject *parent)
    : QAbstractListModel(parent)
    , m_blocks(new ArmyBlocksModel(this))
{
}

void ArmyCatalog::read()
{
    m_read = true;
    for (const BuiltInArmyList &entry : ArmyListFormat::builtIn()) {
        const ArmyListLoad loaded = ArmyListFormat::load(entry.path);
        if (loaded.ok())
            m_armies.push_back({*loaded.list, true, entry.path});
        else
            m_errors.append(loaded.error);
    }

    std::vector<Entry> imported;
    const QDir directory(folder());
    for (const QFileInfo &info : directory.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const ArmyListLoad loaded = info.size() > MaximumFileSize
            ? ArmyListLoad{std::nullopt, {}, {{QString(), tr("larger than %1 bytes").arg(MaximumFileSize)}}}
            : ArmyListFormat::load(info.absoluteFilePath());
        if (loaded.ok()) {
            imported.push_back({*loaded.list, false, info.absoluteFilePath()});
            continue;
        }
        for (const ArmyListProblem &problem : loaded.problems)
            m_errors.append(tr("%1: %2").arg(info.fileName(), problem.text()));
    }
    std::stable_sort(imported.begin(), imported.end(), [](const Entry &a, const Entry &b) {
        return QString::fromStdString(a.list.name).compare(QString::fromStdString(b.list.name), Qt::CaseInsensitive) < 0;
    });
    m_armies.insert(m_armies.end(), imported.begin(), imported.end());
    // Nothing saw the catalogue unread: the first army is the current one from the start.
    if (!m_armies.empty()) {
        m_current = 0;
        m_blocks->setBlocks(m_armies.front().list.blocks);
    }
}

ArmyCatalog::~ArmyCatalog() = default;

QString ArmyCatalog::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/armies");
}

void ArmyCatalog::setCurrentIndex(int index)
{
    ensureRead();
    if (index < -1 || index >= rowCount())
        index = -1;
    if (index == m_current)
        return;
    m_current = index;
    m_blocks->setBlocks(index < 0 ? std::vector<ancients::BlockSpec>{}
                                  : m_armies.at(static_cast<std::size_t>(index)).list.blocks);
    Q_EMIT currentIndexChanged();
}

QList<ArmySummary> ArmyCatalog::summaries() const
{
    ensureRead();
    QList<ArmySummary> list;
    list.reserve(rowCount());
    for (const Entry &entry : m_armies)
        list.append(summaryOf(entry.list));
    return list;
}

const ancients::ArmyList *ArmyCatalog::army(int index) const
{
    ensureRead();
    if (index < 0 || index >= rowCount())
        return nullptr;
    return &m_armies.at(static_cast<std::size_t>(index)).list;
}

int ArmyCatalog::indexOf(const QString &name) const
{
    ensureRead();
    const std::string wanted = name.toStdString();
    for (std::size_t i = 0; i < m_armies.size(); ++i) {
        if (m_armies[i].list.name == wanted)
            return static_cast<int>(i);
    }
    return -1;
}

QVariantMap ArmyCatalog::importFile(const QUrl &file)
{
    const QString path = localPath(file);
    if (path.isEmpty())
        return refused(tr("%1 is not a file on this device").arg(file.toDisplayString()));
    const QFileInfo info(path);
    if (!info.exists())
        return refused(tr("%1: there is no such file").arg(info.fileName()));
    // A folder fails to open, named as such; a special file (/dev/zero, a pipe) is read up to the limit below.
    if (info.size() > MaximumFileSize)
        return refused(tr("%1: larger than %2 bytes; an army list is far smaller").arg(info.fileName()).arg(MaximumFileSize));
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return refused(tr("%1: cannot be read (%2)").arg(info.fileName(), in.errorString()));
    // The size a special file reports is not trusted: read up to the limit and no further.
    QString readError;
    const auto bytes = record::json::readCapped(in, MaximumFileSize, &readError);
    if (!bytes)
        return refused(tr("%1: larger than %2 bytes; an army list is far smaller").arg(info.fileName()).arg(MaximumFileSize));
    return keep(*bytes, info.fileName());
}

QVariantMap ArmyCatalog::saveArmy(const QVariantMap &army)
{
    QStringList tooLong;
    textsTooLong(army, QString(), tooLong);
    const QVariantList blockList = army.value(QStringLiteral("blocks")).toList();
    for (qsizetype i = 0; i < blockList.size() && tooLong.size() < record::limits::MaximumProblems; ++i) {
        if (blockList.at(i).typeId() == QMetaType::QVariantMap)
            textsTooLong(blockList.at(i).toMap(), QStringLiteral("blocks[%1]").arg(i), tooLong);
    }
    if (!tooLong.isEmpty())
        return result(false, record::json::capped(tooLong));

    QJsonObject object = toFileObject(army);
    object.insert(QStringLiteral("format"), ArmyListFormat::FormatName.toString());
    object.insert(QStringLiteral("version"), ArmyListFormat::Version);
    if (army.value(QStringLiteral("blocks")).canConvert<QVariantList>()) {
        QJsonArray blocks;
        for (const QVariant &block : army.value(QStringLiteral("blocks")).toList()) {
            if (block.canConvert<QVariantMap>())
                blocks.append(toFileObject(block.toMap()));
            else
                blocks.append(QJsonValue::fromVariant(block));
        }
        object.insert(QStringLiteral("blocks"), blocks);
    }
    return keep(QJsonDocument(object).toJson(), record::json::excerpt(army.value(QStringLiteral("name")).toString()));
}

QVariantMap ArmyCatalog::keep(const QByteArray &json, const QString &source)
{
    ensureRead();
    const ArmyListLoad loaded = ArmyListFormat::fromJson(json, source);
    if (!loaded.ok())
        return result(false, loaded.problemTexts());
    const ancients::ArmyList &list = *loaded.list;
    const QString name = QString::fromStdString(list.name);
    for (const Entry &entry : m_armies) {
        if (QString::fromStdString(entry.list.name).trimmed().compare(name.trimmed(), Qt::CaseInsensitive) != 0)
            continue;
        const QString why = entry.builtIn
            ? tr("\"%1\" is the name of one of the app's own armies; give this one another name").arg(name)
            : tr("an army called \"%1\" is already on this device; delete it first or give this one another name").arg(name);
        return refused(ArmyListProblem{QStringLiteral("name"), why}.text());
    }

    if (!QDir().mkpath(folder()))
        return refused(tr("the folder %1 cannot be made").arg(QDir::toNativeSeparators(folder())));
    const QString path = freeFileName(name);
    if (const QString why = writeAtomically(path, ArmyListFormat::toJson(list)); !why.isEmpty())
        return refused(tr("%1 cannot be written (%2)").arg(QDir::toNativeSeparators(path), why));

    const int row = insertionRow(name);
    beginInsertRows({}, row, row);
    m_armies.insert(m_armies.begin() + row, Entry{list, false, path});
    endInsertRows();
    Q_EMIT countChanged();
    if (m_current >= row) {
        ++m_current;
        Q_EMIT currentIndexChanged();
    } else if (m_current < 0) {
        setCurrentIndex(row);
    }
    return result(true, {}, name, row);
}

QString ArmyCatalog::freeFileName(const QString &name)
{
    const QDir directory(folder());
    const QString base = slug(name);
    QString path = directory.filePath(base + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = directory.filePath(QStringLiteral("%1-%2.json").arg(base).arg(n));
    return path;
}

int ArmyCatalog::insertionRow(const QString &name) const
{
    int row = rowCount();
    for (int i = rowCount() - 1; i >= 0; --i) {
        const Entry &entry = m_armies.at(static_cast<std::size_t>(i));
        if (entry.builtIn || QString::fromStdString(entry.list.name).compare(name, Qt::CaseInsensitive) <= 0)
            break;
        row = i;
    }
    return row;
}

bool ArmyCatalog::removeImported(int index)
{
    if (index < 0 || index >= rowCount())
        return false;
    const Entry &entry = m_armies.at(static_cast<std::size_t>(index));
    if (entry.builtIn)
        return false;
    if (QFileInfo::exists(entry.file) && !QFile::remove(entry.file))
        return false;

    beginRemoveRows({}, index, index);
    m_armies.erase(m_armies.begin() + index);
    endRemoveRows();
    Q_EMIT countChanged();
    if (m_current > index) {
        --m_current;
        Q_EMIT currentIndexChanged();
    } else if (m_current == index) {
        m_current = -1; // so that setCurrentIndex shows the Blocks of the army now in this row
        setCurrentIndex(std::min(index, rowCount() - 1));
        if (m_current < 0)
            Q_EMIT currentIndexChanged();
    }
    return true;
}

QVariantMap ArmyCatalog::exportArmy(int index, const QUrl &file) const
{
    const ancients::ArmyList *list = army(index);
    if (!list)
        return refused(tr("there is no army %1").arg(index));
    const QString path = localPath(file);
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return refused(tr("%1 is not a file on this device").arg(file.toDisplayString()));
    if (const QString why = writeAtomically(path, ArmyListFormat::toJson(*list)); !why.isEmpty())
        return refused(tr("%1 cannot be written (%2)").arg(QDir::toNativeSeparators(path), why));
    return result(true, {}, QString::fromStdString(list->name), index);
}

int ArmyCatalog::rowCount(const QModelIndex &parent) const
{
    ensureRead();
    return parent.isValid() ? 0 : static_cast<int>(m_armies.size());
}

QVariant ArmyCatalog::data(const QModelIndex &index, int role) const
{
    ensureRead();
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_armies.at(static_cast<std::size_t>(index.row()));
    const ancients::ArmyList &army = entry.list;
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
    case BuiltInRole:
        return entry.builtIn;
    case FileRole:
        return entry.file;
    case SummaryRole:
        return QVariant::fromValue(summaryOf(army));
    default:
        return {};
    }
}

QHash<int, QByteArray> ArmyCatalog::roleNames() const
{
    return {{NameRole, "name"},           {PeriodRole, "period"},   {NotesRole, "notes"},
            {BaseCountRole, "baseCount"}, {BlockCountRole, "blockCount"}, {BuiltInRole, "builtIn"},
            {FileRole, "file"}, {SummaryRole, "summary"}};
}

// ---------------------------------------------------------------------------

namespace {

QStringList ruleKeys(ancients::SpecialRules rules)
{
    QStringList keys;
    for (const auto &info : ancients::SpecialRuleTable) {
        if (rules.contains(info.rule))
            keys << ArmyListFormat::ruleKey(info.rule);
    }
    return keys;
}

/** A listed Block's value for @p role, one of the roles ArmyBlocksModel and ArmyDraft share. */
QVariant blockSpecData(const ancients::BlockSpec &b, int role)
{
    switch (role) {
    case ArmyBlocksModel::NameRole:
        return QString::fromStdString(b.name);
    case ArmyBlocksModel::TypeRole:
        return ArmyListFormat::typeKey(b.type);
    case ArmyBlocksModel::QualityRole:
        return ArmyListFormat::qualityKey(b.quality);
    case ArmyBlocksModel::WeightRole:
        return b.effectiveWeight();
    case ArmyBlocksModel::SpecialRulesRole:
        return ruleKeys(b.effectiveSpecialRules());
    case ArmyBlocksModel::SpearArmedRole:
        return b.spearArmed;
    case ArmyBlocksModel::FrontageRole:
        return b.frontage;
    case ArmyBlocksModel::DepthRole:
        return b.depth;
    case ArmyBlocksModel::BaseCountRole:
        return b.baseCount();
    default:
        return {};
    }
}

} // namespace

// The army builder's Blocks share the catalog's roles, number for number, so one function reads both.
static_assert(static_cast<int>(ArmyDraft::NameRole) == static_cast<int>(ArmyBlocksModel::NameRole)
              && static_cast<int>(ArmyDraft::BaseCountRole) == static_cast<int>(ArmyBlocksModel::BaseCountRole),
              "ArmyDraft lists the catalog's Block roles first, in the same order");

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
    return blockSpecData(m_blocks.at(static_cast<std::size_t>(index.row())), role);
}

QHash<int, QByteArray> ArmyBlocksModel::roleNames() const
{
    return {{NameRole, "name"},         {TypeRole, "type"},           {QualityRole, "quality"},
            {WeightRole, "weight"},     {SpecialRulesRole, "specialRules"}, {SpearArmedRole, "spearArmed"},
            {FrontageRole, "frontage"}, {DepthRole, "depth"},         {BaseCountRole, "baseCount"}};
}

// ---------------------------------------------------------------------------

namespace {

/** The value of @p Enum whose key (ancients/keys.h) is @p key. */
template<typename Enum>
std::optional<Enum> fromKey(const QString &key)
{
    return ancients::fromKey<Enum>(key.toStdString());
}

/** Every key of @p Enum, in enum order. */
template<typename Enum>
QStringList allKeys()
{
    QStringList list;
    for (const std::string_view key : ancients::keysOf<Enum>())
        list << record::json::keyText(key);
    return list;
}

/** Which Block fields a change of @p field alters, as roles (the Base count follows frontage and depth). */
QList<int> rolesChangedBy(const QString &field)
{
    if (field == QLatin1String("type"))
        return {ArmyDraft::TypeRole, ArmyDraft::WeightRole, ArmyDraft::DefaultWeightRole, ArmyDraft::SpecialRulesRole};
    if (field == QLatin1String("frontage"))
        return {ArmyDraft::FrontageRole, ArmyDraft::BaseCountRole};
    if (field == QLatin1String("depth"))
        return {ArmyDraft::DepthRole, ArmyDraft::BaseCountRole};
    if (field == QLatin1String("weight"))
        return {ArmyDraft::WeightRole};
    if (field == QLatin1String("quality"))
        return {ArmyDraft::QualityRole};
    if (field == QLatin1String("spearArmed"))
        return {ArmyDraft::SpearArmedRole};
    return {ArmyDraft::NameRole};
}

} // namespace

ArmyDraft::ArmyDraft(QObject *parent)
    : QAbstractListModel(parent)
{
}

void ArmyDraft::setName(const QString &name)
{
    if (name == m_name)
        return;
    m_name = name;
    Q_EMIT nameChanged();
}

void ArmyDraft::setPeriod(const QString &period)
{
    if (period == m_period)
        return;
    m_period = period;
    Q_EMIT periodChanged();
}

void ArmyDraft::setNotes(const QString &notes)
{
    if (notes == m_notes)
        return;
    m_notes = notes;
    Q_EMIT notesChanged();
}

int ArmyDraft::baseCount() const
{
    int bases = 0;
    for (const ancients::BlockSpec &block : m_blocks)
        bases += block.baseCount();
    return bases;
}

int ArmyDraft::breakThreshold() const
{
    return ancients::basesLostToBreakArmy(baseCount());
}

QStringList ArmyDraft::troopTypes()
{
    return allKeys<ancients::TroopType>();
}

QStringList ArmyDraft::qualities()
{
    return allKeys<ancients::Quality>();
}

QStringList ArmyDraft::specialRuleKeys()
{
    return allKeys<ancients::SpecialRule>();
}

void ArmyDraft::addBlock()
{
    ancients::BlockSpec block;
    block.name = tr("Block %1").arg(rowCount() + 1).toStdString();
    block.frontage = 4;
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_blocks.push_back(std::move(block));
    endInsertRows();
    Q_EMIT countChanged();
    Q_EMIT totalsChanged();
}

void ArmyDraft::removeBlock(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    beginRemoveRows({}, row, row);
    m_blocks.erase(m_blocks.begin() + row);
    endRemoveRows();
    Q_EMIT countChanged();
    Q_EMIT totalsChanged();
}

bool ArmyDraft::setBlockValue(int row, const QString &field, const QVariant &value)
{
    if (row < 0 || row >= rowCount())
        return false;
    ancients::BlockSpec &block = m_blocks.at(static_cast<std::size_t>(row));
    bool isNumber = false;
    const int number = value.toInt(&isNumber);
    if (field == QLatin1String("name")) {
        block.name = value.toString().toStdString();
    } else if (field == QLatin1String("type")) {
        const auto type = fromKey<ancients::TroopType>(value.toString());
        if (!type)
            return false;
        block.type = *type;
        block.weight.reset();
        block.specialRules.reset();
    } else if (field == QLatin1String("quality")) {
        const auto quality = fromKey<ancients::Quality>(value.toString());
        if (!quality)
            return false;
        block.quality = *quality;
    } else if (field == QLatin1String("weight") && isNumber) {
        if (number == ancients::troopTypeDefaults(block.type).weight)
            block.weight.reset();
        else
            block.weight = number;
    } else if (field == QLatin1String("spearArmed")) {
        block.spearArmed = value.toBool();
    } else if (field == QLatin1String("frontage") && isNumber) {
        block.frontage = number;
    } else if (field == QLatin1String("depth") && isNumber) {
        block.depth = number;
    } else {
        return false;
    }
    Q_EMIT dataChanged(index(row), index(row), rolesChangedBy(field));
    if (field == QLatin1String("frontage") || field == QLatin1String("depth"))
        Q_EMIT totalsChanged();
    return true;
}

bool ArmyDraft::setSpecialRule(int row, const QString &key, bool on)
{
    const auto rule = fromKey<ancients::SpecialRule>(key);
    if (row < 0 || row >= rowCount() || !rule)
        return false;
    ancients::BlockSpec &block = m_blocks.at(static_cast<std::size_t>(row));
    const ancients::SpecialRules current = block.effectiveSpecialRules();
    ancients::SpecialRules wanted;
    for (const auto &info : ancients::SpecialRuleTable) {
        if (info.rule == *rule ? on : current.contains(info.rule))
            wanted = wanted.with(info.rule);
    }
    if (wanted == ancients::troopTypeDefaults(block.type).specialRules)
        block.specialRules.reset();
    else
        block.specialRules = wanted;
    Q_EMIT dataChanged(index(row), index(row), {SpecialRulesRole});
    return true;
}

QVariantMap ArmyDraft::toMap() const
{
    QVariantList blocks;
    for (const ancients::BlockSpec &b : m_blocks) {
        QVariantMap block{
            {QStringLiteral("name"), QString::fromStdString(b.name)},
            {QStringLiteral("type"), ArmyListFormat::typeKey(b.type)},
            {QStringLiteral("quality"), ArmyListFormat::qualityKey(b.quality)},
            {QStringLiteral("spearArmed"), b.spearArmed},
            {QStringLiteral("frontage"), b.frontage},
            {QStringLiteral("depth"), b.depth},
        };
        if (b.weight)
            block.insert(QStringLiteral("weight"), *b.weight);
        if (b.specialRules)
            block.insert(QStringLiteral("specialRules"), ruleKeys(*b.specialRules));
        blocks.append(block);
    }
    return {{QStringLiteral("name"), m_name},
            {QStringLiteral("period"), m_period},
            {QStringLiteral("notes"), m_notes},
            {QStringLiteral("blocks"), blocks}};
}

bool ArmyDraft::loadFrom(ArmyCatalog *catalog, int index)
{
    const ancients::ArmyList *list = catalog ? catalog->army(index) : nullptr;
    if (!list)
        return false;
    load(*list);
    return true;
}

void ArmyDraft::load(const ancients::ArmyList &list)
{
    beginResetModel();
    m_blocks = list.blocks;
    endResetModel();
    setName(QString::fromStdString(list.name));
    setPeriod(QString::fromStdString(list.period));
    setNotes(QString::fromStdString(list.notes));
    Q_EMIT countChanged();
    Q_EMIT totalsChanged();
}

void ArmyDraft::clear()
{
    load({});
}

int ArmyDraft::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_blocks.size());
}

QVariant ArmyDraft::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ancients::BlockSpec &b = m_blocks.at(static_cast<std::size_t>(index.row()));
    if (role == DefaultWeightRole)
        return ancients::troopTypeDefaults(b.type).weight;
    return blockSpecData(b, role);
}

QHash<int, QByteArray> ArmyDraft::roleNames() const
{
    return {{NameRole, "name"},
            {TypeRole, "type"},
            {QualityRole, "quality"},
            {WeightRole, "weight"},
            {DefaultWeightRole, "defaultWeight"},
            {SpecialRulesRole, "specialRules"},
            {SpearArmedRole, "spearArmed"},
            {FrontageRole, "frontage"},
            {DepthRole, "depth"},
            {BaseCountRole, "baseCount"}};
}
