#include "armylist.h"

#include "jsonreader.h"
#include "inputlimits.h"

#include "ancients/keys.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <utility>

using ancients::ArmyList;
using ancients::BlockSpec;
using ancients::Quality;
using ancients::SpecialRule;
using ancients::SpecialRules;
using ancients::TroopType;

namespace {

// The format's keys are the engine's (ancients/keys.h, rulebook/army-list-format.md).
using record::json::numberText;

constexpr std::array<const char *, 6> ArmyFields{"format", "version", "name", "period", "notes", "blocks"};
constexpr std::array<const char *, 8> BlockFields{"name",  "type",   "quality", "spear_armed",
                                                  "frontage", "depth", "weight",  "special_rules"};
/** Optional fields added to version 1 later: known, but not listed when a field is unknown. */
constexpr std::array<const char *, 1> LaterBlockFields{"tag"};

/** A tag is at most this long: it is printed large on a label one base-width wide. */
constexpr qsizetype MaximumTag = 4;

/** Frontage and depth above this are refused: no table holds such a Block, and Base counts stay far from overflow. */
constexpr int MaximumSide = 99;

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

QString quoted(const QString &text)
{
    return QStringLiteral("\"%1\"").arg(text);
}

/** "a", "b" or "c": the keys a field of @p Enum accepts. */
template<typename Enum>
QString oneOf()
{
    const auto keys = ancients::keysOf<Enum>();
    const std::size_t n = keys.size();
    QString list = quoted(record::json::keyText(keys[0]));
    for (std::size_t i = 1; i + 1 < n; ++i)
        list += QStringLiteral(", ") + quoted(record::json::keyText(keys[i]));
    return n > 1 ? ArmyListFormat::tr("%1 or %2").arg(list, quoted(record::json::keyText(keys[n - 1]))) : list;
}

/** "name, type, …": the fields an object may hold. */
template<std::size_t N>
QString fieldList(const std::array<const char *, N> &fields)
{
    QStringList names;
    for (const char *f : fields)
        names << key(f);
    return names.join(QStringLiteral(", "));
}

/** A JSON value as the error quotes it: text in quotes, numbers as written, or what kind of thing it is. */
QString describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return quoted(record::json::excerpt(value.toString()));
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return ArmyListFormat::tr("a list");
    case QJsonValue::Object:
        return ArmyListFormat::tr("an object");
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("null");
}

/**
 * Reads one army list document. Each read* function returns nothing after
 * recording a problem; the caller goes on with the next field or Block, so that
 * one reading reports every problem. Only a document that is not JSON, not an
 * army list or of a version this app does not read stops at its first problem.
 */
class Reader
{
public:
    explicit Reader(QString source)
        : m_source(std::move(source))
    {
    }

    std::optional<ArmyList> read(const QByteArray &json);
    [[nodiscard]] const QString &error() const { return m_error; }
    [[nodiscard]] const QList<ArmyListProblem> &problems() const { return m_problems; }

private:
    std::optional<BlockSpec> readBlock(const QJsonValue &value);

    /** The place the first error names: the file, or the file and the Block being read. */
    [[nodiscard]] QString where() const;
    /** Records a problem with @p field (a path inside the current Block or the army; "" for it as a whole). */
    std::nullopt_t fail(const QString &field, const QString &message);
    std::nullopt_t fail(const char *field, const QString &message) { return fail(key(field), message); }
    std::nullopt_t wrongKind(const char *field, const QString &expected, const QJsonValue &found);

    /** False after recording every field of @p object not in @p known. */
    template<std::size_t N>
    bool checkFields(const QJsonObject &object, const std::array<const char *, N> &known);
    /** Text of at most ArmyListFormat::maximumLength(@p field) characters with no control characters (line breaks only if @p multiline). */
    std::optional<QString> readText(const QJsonObject &object, const char *field, bool required, bool nonEmpty,
                                    bool multiline = false);
    std::optional<double> readWhole(const QJsonObject &object, const char *field);
    std::optional<int> readSide(const QJsonObject &object, const char *field, int fallback);
    template<typename Enum>
    std::optional<Enum> readKey(const QJsonObject &object, const char *field);
    std::optional<SpecialRules> readSpecialRules(const QJsonValue &value);

    QString m_source;
    QString m_error;
    QList<ArmyListProblem> m_problems;
    int m_blockNumber = 0; // 1-based while a Block is being read
    QString m_blockName;
};

QString Reader::where() const
{
    if (m_blockNumber == 0)
        return m_source;
    if (m_blockName.isEmpty())
        return ArmyListFormat::tr("%1, block %2").arg(m_source).arg(m_blockNumber);
    return ArmyListFormat::tr("%1, block %2 (%3)").arg(m_source).arg(m_blockNumber).arg(m_blockName);
}

std::nullopt_t Reader::fail(const QString &field, const QString &message)
{
    if (m_problems.size() > record::limits::MaximumProblems)
        return std::nullopt;
    if (m_problems.size() == record::limits::MaximumProblems) {
        m_problems.append({QString(), ArmyListFormat::tr("and more problems (only the first %1 are listed)")
                                          .arg(record::limits::MaximumProblems)});
        return std::nullopt;
    }
    if (m_problems.isEmpty())
        m_error = ArmyListFormat::tr("%1: %2").arg(where(), message);
    QString path = m_blockNumber > 0 ? QStringLiteral("blocks[%1]").arg(m_blockNumber - 1) : QString();
    if (!field.isEmpty())
        path += (path.isEmpty() || field.startsWith(QLatin1Char('[')) ? QString() : QStringLiteral(".")) + field;
    m_problems.append({path, message});
    return std::nullopt;
}

std::nullopt_t Reader::wrongKind(const char *field, const QString &expected, const QJsonValue &found)
{
    return fail(field, ArmyListFormat::tr("\"%1\" must be %2, not %3").arg(key(field), expected, describe(found)));
}

template<std::size_t N>
bool Reader::checkFields(const QJsonObject &object, const std::array<const char *, N> &known)
{
    QStringList names;
    for (const char *k : known)
        names << key(k);
    const QStringList unknown = record::json::unknownFields(object, names);
    for (const QString &field : unknown)
        fail(field, ArmyListFormat::tr("unknown field \"%1\" (the fields here are %2)").arg(field, fieldList(known)));
    return unknown.isEmpty();
}

std::optional<QString> Reader::readText(const QJsonObject &object, const char *field, bool required, bool nonEmpty,
                                        bool multiline)
{
    const QJsonValue value = object.value(QLatin1String(field));
    if (value.isUndefined()) {
        if (required)
            return fail(field, ArmyListFormat::tr("\"%1\" is missing").arg(key(field)));
        return QString();
    }
    if (!value.isString())
        return wrongKind(field, ArmyListFormat::tr("text"), value);
    const QString text = value.toString();
    if (nonEmpty && text.trimmed().isEmpty())
        return fail(field, ArmyListFormat::tr("\"%1\" must not be empty").arg(key(field)));
    if (text.size() > ArmyListFormat::maximumLength(key(field)))
        return fail(field, ArmyListFormat::tooLong(key(field), text.size()));
    if (const auto problem = record::json::textProblem(text, multiline)) {
        const qsizetype at = std::find_if(text.begin(), text.end(), [multiline](QChar c) {
                                 return (c.category() == QChar::Other_Control || c.isSurrogate())
                                     && !(multiline && (c == QLatin1Char('\n') || c == QLatin1Char('\t')));
                             }) - text.begin();
        return fail(field, ArmyListFormat::tr("\"%1\" holds a character that is not text (U+%2) at character %3")
                               .arg(key(field))
                               .arg(at < text.size() ? text.at(at).unicode() : 0, 4, 16, QLatin1Char('0'))
                               .arg(at + 1));
    }
    return text;
}

std::optional<double> Reader::readWhole(const QJsonObject &object, const char *field)
{
    const QJsonValue value = object.value(QLatin1String(field));
    const auto number = record::json::wholeNumber(value);
    if (!number)
        return wrongKind(field, ArmyListFormat::tr("a whole number"), value);
    return number;
}

std::optional<int> Reader::readSide(const QJsonObject &object, const char *field, int fallback)
{
    if (!object.contains(QLatin1String(field)))
        return fallback;
    const auto number = readWhole(object, field);
    if (!number)
        return std::nullopt;
    if (*number < 1 || *number > MaximumSide)
        return fail(field, ArmyListFormat::tr("\"%1\" must be 1 to %2 Bases, not %3")
                               .arg(key(field))
                               .arg(MaximumSide)
                               .arg(numberText(*number)));
    return static_cast<int>(*number);
}

template<typename Enum>
std::optional<Enum> Reader::readKey(const QJsonObject &object, const char *field)
{
    const QJsonValue value = object.value(QLatin1String(field));
    if (value.isUndefined())
        return fail(field, ArmyListFormat::tr("\"%1\" is missing").arg(key(field)));
    const auto found = record::json::key<Enum>(value);
    if (!found)
        return wrongKind(field, oneOf<Enum>(), value);
    return found;
}

std::optional<SpecialRules> Reader::readSpecialRules(const QJsonValue &value)
{
    if (!value.isArray())
        return wrongKind("special_rules", ArmyListFormat::tr("a list"), value);
    SpecialRules rules;
    bool ok = true;
    int i = 0;
    for (const QJsonValue entry : value.toArray()) {
        const QString field = QStringLiteral("special_rules[%1]").arg(i++);
        const auto found = record::json::key<SpecialRule>(entry);
        if (!found) {
            ok = false;
            fail(field, ArmyListFormat::tr("each of \"special_rules\" must be %1, not %2")
                            .arg(oneOf<SpecialRule>(), describe(entry)));
            continue;
        }
        const SpecialRule rule = *found;
        if (rules.contains(rule)) {
            ok = false;
            fail(field, ArmyListFormat::tr("\"special_rules\" lists \"%1\" twice").arg(entry.toString()));
            continue;
        }
        rules = rules.with(rule);
    }
    if (!ok)
        return std::nullopt;
    return rules;
}

std::optional<BlockSpec> Reader::readBlock(const QJsonValue &value)
{
    if (!value.isObject())
        return fail(QString(), ArmyListFormat::tr("a Block must be %1, not %2")
                                   .arg(ArmyListFormat::tr("an object"), describe(value)));
    const QJsonObject object = value.toObject();
    const qsizetype problemsBefore = m_problems.size();
    BlockSpec block;

    if (const auto name = readText(object, "name", true, true)) {
        block.name = name->toStdString();
        m_blockName = *name;
    }
    QJsonObject listed = object;
    for (const char *later : LaterBlockFields)
        listed.remove(QLatin1String(later));
    checkFields(listed, BlockFields);

    if (const auto type = readKey<TroopType>(object, "type"))
        block.type = *type;
    if (const auto quality = readKey<Quality>(object, "quality"))
        block.quality = *quality;

    if (object.contains(QLatin1String("spear_armed"))) {
        const QJsonValue spears = object.value(QLatin1String("spear_armed"));
        if (spears.isBool())
            block.spearArmed = spears.toBool();
        else
            wrongKind("spear_armed", ArmyListFormat::tr("true or false"), spears);
    }

    if (!object.contains(QLatin1String("frontage")))
        fail("frontage", ArmyListFormat::tr("\"%1\" is missing").arg(QStringLiteral("frontage")));
    else if (const auto frontage = readSide(object, "frontage", 1))
        block.frontage = *frontage;
    if (const auto depth = readSide(object, "depth", 1))
        block.depth = *depth;
    if (block.frontage * block.depth > record::limits::MaximumBasesPerBlock)
        fail("depth", ArmyListFormat::tr("a Block holds at most %1 Bases, not %2 (frontage × depth)")
                          .arg(record::limits::MaximumBasesPerBlock)
                          .arg(block.frontage * block.depth));

    if (object.contains(QLatin1String("weight"))) {
        if (const auto weight = readWhole(object, "weight")) {
            if (*weight < 1 || *weight > 5)
                fail("weight", ArmyListFormat::tr("\"weight\" must be on the 1–5 ladder (§3.2), not %1")
                                   .arg(numberText(*weight)));
            else
                block.weight = static_cast<int>(*weight);
        }
    }

    if (object.contains(QLatin1String("special_rules"))) {
        if (const auto rules = readSpecialRules(object.value(QLatin1String("special_rules"))))
            block.specialRules = *rules;
    }
    if (object.contains(QLatin1String("tag"))) {
        if (const auto tag = readText(object, "tag", false, true)) {
            const bool lettersOrDigits = std::all_of(tag->begin(), tag->end(), [](QChar c) { return c.isLetterOrNumber(); });
            if (!lettersOrDigits || tag->size() > MaximumTag)
                fail("tag", ArmyListFormat::tr("\"tag\" must be 1 to %1 letters or digits, not %2").arg(MaximumTag).arg(quoted(record::json::excerpt(*tag))));
            else
                block.tag = tag->toStdString();
        }
    }
    if (m_problems.size() > problemsBefore)
        return std::nullopt;
    return block;
}

std::optional<ArmyList> Reader::read(const QByteArray &json)
{
    const record::json::Parsed parsed =
        record::json::parse(json, {record::limits::MaximumArmyListBytes, record::limits::MaximumListLength});
    if (!parsed.ok() && parsed.refused) {
        const QString where = parsed.path.isEmpty() ? QString() : parsed.path + QStringLiteral(": ");
        m_error = ArmyListFormat::tr("%1, line %2, column %3: %4%5")
                      .arg(m_source)
                      .arg(parsed.line)
                      .arg(parsed.column)
                      .arg(where, parsed.error);
        m_problems.append({parsed.path, parsed.error});
        return std::nullopt;
    }
    if (!parsed.ok()) {
        m_error = ArmyListFormat::tr("%1, line %2, column %3: not valid JSON (%4)")
                      .arg(m_source)
                      .arg(parsed.line)
                      .arg(parsed.column)
                      .arg(parsed.error);
        m_problems.append({QString(), ArmyListFormat::tr("line %1, column %2: not valid JSON (%3)")
                                          .arg(parsed.line)
                                          .arg(parsed.column)
                                          .arg(parsed.error)});
        return std::nullopt;
    }
    const QJsonDocument &document = parsed.document;

    const QJsonObject object = document.object();
    if (!document.isObject() || object.value(QLatin1String("format")).toString() != ArmyListFormat::FormatName)
        return fail("format", ArmyListFormat::tr("not an army list (\"format\" must be \"%1\")")
                                  .arg(ArmyListFormat::FormatName.toString()));

    // The version before anything else: a newer file may hold fields this app does not know.
    if (!object.contains(QLatin1String("version")))
        return fail("version", ArmyListFormat::tr("\"%1\" is missing").arg(QStringLiteral("version")));
    const auto version = readWhole(object, "version");
    if (!version)
        return std::nullopt;
    if (*version > ArmyListFormat::Version)
        return fail("version", ArmyListFormat::tr("made by a newer version of the app (army list format version %1; "
                                                  "this app reads up to version %2)")
                                   .arg(numberText(*version))
                                   .arg(ArmyListFormat::Version));
    if (*version < 1)
        return fail("version", ArmyListFormat::tr("\"%1\" must be at least %2, not %3")
                                   .arg(QStringLiteral("version"))
                                   .arg(1)
                                   .arg(numberText(*version)));

    checkFields(object, ArmyFields);

    ArmyList list;
    if (const auto name = readText(object, "name", true, true))
        list.name = name->toStdString();
    if (const auto period = readText(object, "period", false, false))
        list.period = period->toStdString();
    if (const auto notes = readText(object, "notes", false, false, true))
        list.notes = notes->toStdString();

    const QJsonValue blocks = object.value(QLatin1String("blocks"));
    if (blocks.isUndefined())
        fail("blocks", ArmyListFormat::tr("\"%1\" is missing").arg(QStringLiteral("blocks")));
    else if (!blocks.isArray())
        wrongKind("blocks", ArmyListFormat::tr("a list"), blocks);
    else if (blocks.toArray().isEmpty())
        fail("blocks", ArmyListFormat::tr("\"blocks\" is empty: an army needs at least one Block"));
    else if (blocks.toArray().size() > record::limits::MaximumBlocksPerArmy)
        fail("blocks", ArmyListFormat::tr("an army has at most %1 Blocks, not %2")
                           .arg(record::limits::MaximumBlocksPerArmy)
                           .arg(blocks.toArray().size()));
    else {
        for (const QJsonValue value : blocks.toArray()) {
            ++m_blockNumber;
            m_blockName.clear();
            if (auto block = readBlock(value)) {
                const QString tag = QString::fromStdString(block->tag);
                const auto same = std::find_if(list.blocks.begin(), list.blocks.end(), [&tag](const BlockSpec &b) {
                    return !tag.isEmpty() && QString::fromStdString(b.tag).compare(tag, Qt::CaseInsensitive) == 0;
                });
                if (same != list.blocks.end())
                    fail("tag", ArmyListFormat::tr("\"tag\" %1 is already block %2's: each Block needs a tag of its own")
                                    .arg(quoted(tag))
                                    .arg(same - list.blocks.begin() + 1));
                list.blocks.push_back(std::move(*block));
            }
        }
        m_blockNumber = 0;
    }
    int bases = 0;
    for (const BlockSpec &block : list.blocks)
        bases += block.frontage * block.depth; // each at most MaximumBasesPerBlock, at most MaximumBlocksPerArmy of them
    if (bases > record::limits::MaximumBasesPerArmy)
        fail("blocks", ArmyListFormat::tr("an army has at most %1 Bases, not %2")
                           .arg(record::limits::MaximumBasesPerArmy)
                           .arg(bases));
    if (!m_problems.isEmpty())
        return std::nullopt;

    // The engine has the last word on what can take the field.
    const auto valid = ancients::validateArmyList(list);
    if (!valid)
        return fail(QString(), ArmyListFormat::tr("the rules engine refuses it (§%1): %2")
                                   .arg(QString::fromStdString(valid.error().section),
                                        QString::fromStdString(valid.error().message)));
    return list;
}

} // namespace

ArmyListLoad ArmyListFormat::load(const QString &path)
{
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        const QString problem = tr("cannot be read (%1)").arg(file.errorString());
        return {std::nullopt, tr("%1: %2").arg(fileName, problem), {{QString(), problem}}};
    }
    QString error;
    const auto bytes = record::json::readCapped(file, record::limits::MaximumArmyListBytes, &error);
    if (!bytes)
        return {std::nullopt, tr("%1: %2").arg(fileName, error), {{QString(), error}}};
    return fromJson(*bytes, fileName);
}

ArmyListLoad ArmyListFormat::fromJson(const QByteArray &json, const QString &source)
{
    Reader reader(source);
    auto list = reader.read(json);
    if (!list)
        return {std::nullopt, reader.error(), reader.problems()};
    return {std::move(list), {}, {}};
}

QByteArray ArmyListFormat::toJson(const ArmyList &list)
{
    QJsonArray blocks;
    for (const BlockSpec &b : list.blocks) {
        QJsonObject block{
            {QStringLiteral("name"), QString::fromStdString(b.name)},
            {QStringLiteral("type"), typeKey(b.type)},
            {QStringLiteral("quality"), qualityKey(b.quality)},
            {QStringLiteral("frontage"), b.frontage},
            {QStringLiteral("depth"), b.depth},
        };
        if (b.spearArmed)
            block.insert(QStringLiteral("spear_armed"), true);
        if (b.weight)
            block.insert(QStringLiteral("weight"), *b.weight);
        if (!b.tag.empty())
            block.insert(QStringLiteral("tag"), QString::fromStdString(b.tag));
        if (b.specialRules) {
            QJsonArray rules;
            for (const ancients::SpecialRuleInfo &info : ancients::SpecialRuleTable) {
                if (b.specialRules->contains(info.rule))
                    rules.append(ruleKey(info.rule));
            }
            block.insert(QStringLiteral("special_rules"), rules);
        }
        blocks.append(block);
    }
    QJsonObject army{
        {QStringLiteral("format"), FormatName.toString()},
        {QStringLiteral("version"), Version},
        {QStringLiteral("name"), QString::fromStdString(list.name)},
        {QStringLiteral("blocks"), blocks},
    };
    if (!list.period.empty())
        army.insert(QStringLiteral("period"), QString::fromStdString(list.period));
    if (!list.notes.empty())
        army.insert(QStringLiteral("notes"), QString::fromStdString(list.notes));
    return QJsonDocument(army).toJson(QJsonDocument::Indented);
}

QList<BuiltInArmyList> ArmyListFormat::builtIn()
{
    QList<BuiltInArmyList> lists;
    const QDir directory(BuiltInDirectory.toString());
    for (const QString &file : directory.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = directory.filePath(file);
        const ArmyListLoad loaded = load(path);
        if (!loaded.ok()) {
            qWarning().noquote() << "Built-in army list not offered:" << loaded.error;
            continue;
        }
        lists.append({QString::fromStdString(loaded.list->name), path});
    }
    std::sort(lists.begin(), lists.end(), [](const BuiltInArmyList &a, const BuiltInArmyList &b) {
        return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    return lists;
}

int ArmyListFormat::maximumLength(QStringView field)
{
    if (field == u"notes")
        return record::limits::MaximumNotesLength;
    if (field == u"name" || field == u"period" || field == u"tag")
        return record::limits::MaximumNameLength;
    return 0;
}

QString ArmyListFormat::tooLong(QStringView field, qsizetype length)
{
    return tr("\"%1\" must be at most %2 characters, not %3").arg(field).arg(maximumLength(field)).arg(length);
}

QString ArmyListFormat::typeKey(TroopType type)
{
    return record::json::keyText(ancients::keyOf(type));
}

QString ArmyListFormat::qualityKey(Quality quality)
{
    return record::json::keyText(ancients::keyOf(quality));
}

QString ArmyListFormat::ruleKey(SpecialRule rule)
{
    return record::json::keyText(ancients::keyOf(rule));
}
