#include "rulesetarmylist.h"

#include "inputlimits.h"
#include "jsonreader.h"

#include "mwr/types.h"
#include "ohw/keys.h"
#include "ohw/units.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <algorithm>
#include <array>
#include <utility>

// The messages the Ancients army list reader already words (app/record/armylist.cpp) are
// worded by it here too, in its translation context: one sentence, one translation.

namespace {

using record::json::numberText;

QString quoted(const QString &text)
{
    return QStringLiteral("\"%1\"").arg(text);
}

/** "\"a\", \"b\" or \"c\"". */
QString oneOf(std::span<const std::string_view> keys)
{
    const std::size_t n = keys.size();
    QString list = quoted(record::json::keyText(keys[0]));
    for (std::size_t i = 1; i + 1 < n; ++i)
        list += QStringLiteral(", ") + quoted(record::json::keyText(keys[i]));
    return n > 1 ? ArmyListFormat::tr("%1 or %2").arg(list, quoted(record::json::keyText(keys[n - 1]))) : list;
}

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
 * What both formats share: the document, its format and version, the army's
 * text fields and its list of units, each problem with its path and the first
 * as a sentence naming the file and the unit. Each ruleset reads its units.
 */
class ListReader
{
    Q_DECLARE_TR_FUNCTIONS(RulesetArmyList)

public:
    ListReader(QString source, QStringView formatName, int version, QStringList unitFields)
        : m_source(std::move(source))
        , m_formatName(formatName.toString())
        , m_version(version)
        , m_unitFields(std::move(unitFields))
    {
    }
    virtual ~ListReader() = default;
    ListReader(const ListReader &) = delete;
    ListReader &operator=(const ListReader &) = delete;

    /** Reads the document; false after recording the problems. Then each unit goes to readUnit(). */
    bool read(const QByteArray &json);

    [[nodiscard]] const QString &error() const { return m_error; }
    [[nodiscard]] const QList<ArmyListProblem> &problems() const { return m_problems; }
    QString name;
    QString period;
    QString notes;

protected:
    /** Reads one unit object (its fields already checked against the format's); false after recording problems. */
    virtual bool readUnit(const QJsonObject &unit) = 0;

    std::nullopt_t fail(const QString &field, const QString &message);
    std::nullopt_t wrongKind(const QString &field, const QString &expected, const QJsonValue &found)
    {
        return fail(field, ArmyListFormat::tr("\"%1\" must be %2, not %3").arg(field, expected, describe(found)));
    }
    bool checkFields(const QJsonObject &object, const QStringList &known);
    std::optional<QString> readText(const QJsonObject &object, const QString &field, bool required, bool nonEmpty,
                                    bool multiline = false);
    [[nodiscard]] int problemCount() const { return static_cast<int>(m_problems.size()); }
    /** Names the unit being read in the first problem's sentence, once its name is known. */
    void setUnitName(const QString &unitName) { m_unitName = unitName; }

private:
    [[nodiscard]] QString where() const;

    QString m_source;
    QString m_formatName;
    int m_version = 1;
    QStringList m_unitFields;
    QString m_error;
    QList<ArmyListProblem> m_problems;
    int m_unitNumber = 0; // 1-based while a unit is being read
    QString m_unitName;
};

QString ListReader::where() const
{
    if (m_unitNumber == 0)
        return m_source;
    if (m_unitName.isEmpty())
        return tr("%1, unit %2").arg(m_source).arg(m_unitNumber);
    return tr("%1, unit %2 (%3)").arg(m_source).arg(m_unitNumber).arg(m_unitName);
}

std::nullopt_t ListReader::fail(const QString &field, const QString &message)
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
    QString path = m_unitNumber > 0 ? QStringLiteral("units[%1]").arg(m_unitNumber - 1) : QString();
    if (!field.isEmpty())
        path += (path.isEmpty() || field.startsWith(QLatin1Char('[')) ? QString() : QStringLiteral(".")) + field;
    m_problems.append({path, message});
    return std::nullopt;
}

bool ListReader::checkFields(const QJsonObject &object, const QStringList &known)
{
    const QStringList unknown = record::json::unknownFields(object, known);
    for (const QString &field : unknown)
        fail(field, ArmyListFormat::tr("unknown field \"%1\" (the fields here are %2)")
                        .arg(field, known.join(QStringLiteral(", "))));
    return unknown.isEmpty();
}

std::optional<QString> ListReader::readText(const QJsonObject &object, const QString &field, bool required,
                                            bool nonEmpty, bool multiline)
{
    const QJsonValue value = object.value(field);
    if (value.isUndefined()) {
        if (required)
            return fail(field, ArmyListFormat::tr("\"%1\" is missing").arg(field));
        return QString();
    }
    if (!value.isString())
        return wrongKind(field, ArmyListFormat::tr("text"), value);
    const QString text = value.toString();
    if (nonEmpty && text.trimmed().isEmpty())
        return fail(field, ArmyListFormat::tr("\"%1\" must not be empty").arg(field));
    const int maximum = field == u"notes" ? record::limits::MaximumNotesLength : record::limits::MaximumNameLength;
    if (text.size() > maximum)
        return fail(field, ArmyListFormat::tr("\"%1\" must be at most %2 characters, not %3").arg(field).arg(maximum).arg(text.size()));
    if (record::json::textProblem(text, multiline)) {
        const qsizetype at = std::find_if(text.begin(), text.end(), [multiline](QChar c) {
                                 return (c.category() == QChar::Other_Control || c.isSurrogate())
                                     && !(multiline && (c == QLatin1Char('\n') || c == QLatin1Char('\t')));
                             }) - text.begin();
        return fail(field, ArmyListFormat::tr("\"%1\" holds a character that is not text (U+%2) at character %3")
                               .arg(field)
                               .arg(at < text.size() ? text.at(at).unicode() : 0, 4, 16, QLatin1Char('0'))
                               .arg(at + 1));
    }
    return text;
}

bool ListReader::read(const QByteArray &json)
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
        return false;
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
        return false;
    }
    const QJsonObject object = parsed.document.object();
    if (!parsed.document.isObject() || object.value(QLatin1String("format")).toString() != m_formatName) {
        fail(QStringLiteral("format"), ArmyListFormat::tr("not an army list (\"format\" must be \"%1\")").arg(m_formatName));
        return false;
    }
    // The version before anything else: a newer file may hold fields this app does not know.
    const QJsonValue versionValue = object.value(QLatin1String("version"));
    if (versionValue.isUndefined()) {
        fail(QStringLiteral("version"), ArmyListFormat::tr("\"%1\" is missing").arg(QStringLiteral("version")));
        return false;
    }
    const auto version = record::json::wholeNumber(versionValue);
    if (!version) {
        wrongKind(QStringLiteral("version"), ArmyListFormat::tr("a whole number"), versionValue);
        return false;
    }
    if (*version > m_version) {
        fail(QStringLiteral("version"), ArmyListFormat::tr("made by a newer version of the app (army list format version %1; "
                                                           "this app reads up to version %2)")
                                            .arg(numberText(*version))
                                            .arg(m_version));
        return false;
    }
    if (*version < 1) {
        fail(QStringLiteral("version"), ArmyListFormat::tr("\"%1\" must be at least %2, not %3")
                                            .arg(QStringLiteral("version"))
                                            .arg(1)
                                            .arg(numberText(*version)));
        return false;
    }

    checkFields(object, {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                         QStringLiteral("period"), QStringLiteral("notes"), QStringLiteral("units")});
    if (const auto text = readText(object, QStringLiteral("name"), true, true))
        name = *text;
    if (const auto text = readText(object, QStringLiteral("period"), false, false))
        period = *text;
    if (const auto text = readText(object, QStringLiteral("notes"), false, false, true))
        notes = *text;

    const QJsonValue units = object.value(QLatin1String("units"));
    if (units.isUndefined())
        fail(QStringLiteral("units"), ArmyListFormat::tr("\"%1\" is missing").arg(QStringLiteral("units")));
    else if (!units.isArray())
        wrongKind(QStringLiteral("units"), ArmyListFormat::tr("a list"), units);
    else if (units.toArray().isEmpty())
        fail(QStringLiteral("units"), tr("\"units\" is empty: an army needs at least one unit"));
    else if (units.toArray().size() > record::limits::MaximumBlocksPerArmy)
        fail(QStringLiteral("units"), tr("an army has at most %1 units, not %2")
                                          .arg(record::limits::MaximumBlocksPerArmy)
                                          .arg(units.toArray().size()));
    else {
        for (const QJsonValue value : units.toArray()) {
            ++m_unitNumber;
            m_unitName.clear();
            if (!value.isObject()) {
                fail(QString(), tr("a unit must be %1, not %2").arg(ArmyListFormat::tr("an object"), describe(value)));
                continue;
            }
            const QJsonObject unit = value.toObject();
            if (const auto unitName = readText(unit, QStringLiteral("name"), true, true))
                setUnitName(*unitName);
            checkFields(unit, m_unitFields);
            readUnit(unit);
        }
        m_unitNumber = 0;
    }
    return m_problems.isEmpty();
}

// ---- My Wargame Rules ----------------------------------------------------------------------

class MwrReader : public ListReader
{
public:
    explicit MwrReader(QString source)
        : ListReader(std::move(source), MwrArmyListFormat::FormatName, MwrArmyListFormat::Version,
                     {QStringLiteral("name"), QStringLiteral("resolve"), QStringLiteral("skirmisher")})
    {
    }
    std::vector<mwr::UnitSpec> units;

protected:
    bool readUnit(const QJsonObject &object) override
    {
        const int before = problemCount();
        mwr::UnitSpec unit;
        unit.name = object.value(QLatin1String("name")).toString().toStdString();
        if (object.contains(QLatin1String("resolve"))) {
            const QJsonValue value = object.value(QLatin1String("resolve"));
            const auto resolve = record::json::wholeNumber(value);
            if (!resolve)
                wrongKind(QStringLiteral("resolve"), ArmyListFormat::tr("a whole number"), value);
            else if (*resolve < mwr::MinimumResolve || *resolve > mwr::MaximumResolve)
                fail(QStringLiteral("resolve"), MwrArmyListFormat::tr("\"resolve\" must be a base Resolve of %1 to %2 (R3), not %3")
                                                    .arg(mwr::MinimumResolve)
                                                    .arg(mwr::MaximumResolve)
                                                    .arg(numberText(*resolve)));
            else
                unit.resolve = static_cast<int>(*resolve);
        }
        if (object.contains(QLatin1String("skirmisher"))) {
            const QJsonValue value = object.value(QLatin1String("skirmisher"));
            if (value.isBool())
                unit.skirmisher = value.toBool();
            else
                wrongKind(QStringLiteral("skirmisher"), ArmyListFormat::tr("true or false"), value);
        }
        units.push_back(std::move(unit));
        return problemCount() == before;
    }
};

// ---- 3D6 OHW Gridded Ancients ----------------------------------------------------------------

class OhwReader : public ListReader
{
public:
    explicit OhwReader(QString source)
        : ListReader(std::move(source), OhwArmyListFormat::FormatName, OhwArmyListFormat::Version,
                     {QStringLiteral("name"), QStringLiteral("type"), QStringLiteral("traits"), QStringLiteral("general")})
    {
    }
    std::vector<ohw::UnitSetup> units;
    std::vector<ohw::GeneralSetup> generals;

protected:
    bool readUnit(const QJsonObject &object) override
    {
        const int before = problemCount();
        ohw::UnitSetup unit;
        unit.name = object.value(QLatin1String("name")).toString().toStdString();
        const QJsonValue type = object.value(QLatin1String("type"));
        bool typeKnown = false;
        if (type.isUndefined()) {
            fail(QStringLiteral("type"), ArmyListFormat::tr("\"%1\" is missing").arg(QStringLiteral("type")));
        } else if (const auto found = ohw::fromKey<ohw::UnitType>(type.toString().toStdString()); found && type.isString()) {
            unit.type = *found;
            typeKnown = true;
        } else {
            wrongKind(QStringLiteral("type"), oneOf(ohw::keysOf<ohw::UnitType>()), type);
        }

        if (object.contains(QLatin1String("traits"))) {
            const QJsonValue traits = object.value(QLatin1String("traits"));
            if (!traits.isArray()) {
                wrongKind(QStringLiteral("traits"), ArmyListFormat::tr("a list"), traits);
            } else {
                int i = 0;
                for (const QJsonValue entry : traits.toArray()) {
                    const QString field = QStringLiteral("traits[%1]").arg(i++);
                    const auto trait = entry.isString() ? ohw::fromKey<ohw::Trait>(entry.toString().toStdString()) : std::nullopt;
                    if (!trait)
                        fail(field, OhwArmyListFormat::tr("each of \"traits\" must be %1, not %2")
                                        .arg(oneOf(ohw::keysOf<ohw::Trait>()), describe(entry)));
                    else if (unit.traits.has(*trait))
                        fail(field, OhwArmyListFormat::tr("\"traits\" lists \"%1\" twice").arg(entry.toString()));
                    else if (typeKnown && !ohw::traitAllowed(unit.type, *trait))
                        fail(field, OhwArmyListFormat::tr("a unit of type \"%1\" cannot be given \"%2\" (§10.4, R28: "
                                                          "only Velites and Equites Auxiliares may be given \"missile\")")
                                        .arg(type.toString(), entry.toString()));
                    else
                        unit.traits = unit.traits.with(*trait);
                }
            }
        }
        if (object.contains(QLatin1String("general"))) {
            if (const auto general = readText(object, QStringLiteral("general"), false, true))
                generals.push_back({general->toStdString(), static_cast<int>(units.size())});
        }
        units.push_back(std::move(unit));
        return problemCount() == before;
    }
};

/** The built-in lists under @p directory that @p load reads, sorted by name; a list that fails is left out with a warning. */
template<typename Load>
QList<BuiltInArmyList> builtInLists(QStringView directory, Load load)
{
    QList<BuiltInArmyList> lists;
    const QDir folder(directory.toString());
    for (const QString &file : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = folder.filePath(file);
        const auto loaded = load(path);
        if (!loaded.ok()) {
            qWarning().noquote() << "Built-in army list not offered:" << loaded.error;
            continue;
        }
        lists.append({QString::fromStdString(loaded.army->name), path});
    }
    std::sort(lists.begin(), lists.end(), [](const BuiltInArmyList &a, const BuiltInArmyList &b) {
        return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    return lists;
}

/** The bytes of the file at @p path, or the load that says why there are none. */
template<typename LoadResult>
std::optional<QByteArray> readFile(const QString &path, LoadResult *failed)
{
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        const QString problem = ArmyListFormat::tr("cannot be read (%1)").arg(file.errorString());
        *failed = {std::nullopt, ArmyListFormat::tr("%1: %2").arg(fileName, problem), {{QString(), problem}}, {}, {}};
        return std::nullopt;
    }
    QString error;
    auto bytes = record::json::readCapped(file, record::limits::MaximumArmyListBytes, &error);
    if (!bytes)
        *failed = {std::nullopt, ArmyListFormat::tr("%1: %2").arg(fileName, error), {{QString(), error}}, {}, {}};
    return bytes;
}

/** The engine's last word on an army read without a problem. */
QString engineRefusal(const std::string &code, const std::string &section)
{
    return ArmyListFormat::tr("the rules engine refuses it (§%1): %2")
        .arg(QString::fromStdString(section), QString::fromStdString(code));
}

} // namespace

MwrArmyListLoad MwrArmyListFormat::load(const QString &path)
{
    MwrArmyListLoad failed;
    const auto bytes = readFile(path, &failed);
    return bytes ? fromJson(*bytes, QFileInfo(path).fileName()) : failed;
}

MwrArmyListLoad MwrArmyListFormat::fromJson(const QByteArray &json, const QString &source)
{
    MwrReader reader(source);
    if (!reader.read(json))
        return {std::nullopt, reader.error(), reader.problems(), {}, {}};
    mwr::ArmySpec army{reader.name.toStdString(), std::move(reader.units)};
    const QString period = reader.period;
    const QString notes = reader.notes;
    // The engine has the last word: the army must set up a battle (against itself).
    const auto game = mwr::newGame(mwr::Setup{{army, army}});
    if (!game) {
        const QString problem = engineRefusal(game.refusal().code, game.refusal().section);
        return {std::nullopt, ArmyListFormat::tr("%1: %2").arg(source, problem), {{QString(), problem}}, {}, {}};
    }
    return {std::move(army), {}, {}, period, notes};
}

QList<BuiltInArmyList> MwrArmyListFormat::builtIn()
{
    return builtInLists(BuiltInDirectory, &MwrArmyListFormat::load);
}

OhwArmyListLoad OhwArmyListFormat::load(const QString &path)
{
    OhwArmyListLoad failed;
    const auto bytes = readFile(path, &failed);
    return bytes ? fromJson(*bytes, QFileInfo(path).fileName()) : failed;
}

OhwArmyListLoad OhwArmyListFormat::fromJson(const QByteArray &json, const QString &source)
{
    OhwReader reader(source);
    if (!reader.read(json))
        return {std::nullopt, reader.error(), reader.problems(), {}, {}};
    ohw::ArmySetup army{reader.name.toStdString(), std::move(reader.units), std::move(reader.generals)};
    const QString period = reader.period;
    const QString notes = reader.notes;
    const auto game = ohw::newGame(army, army, {}, 1);
    if (!game) {
        const QString problem = engineRefusal(game.refusal().code, game.refusal().section);
        return {std::nullopt, ArmyListFormat::tr("%1: %2").arg(source, problem), {{QString(), problem}}, {}, {}};
    }
    return {std::move(army), {}, {}, period, notes};
}

QList<BuiltInArmyList> OhwArmyListFormat::builtIn()
{
    return builtInLists(BuiltInDirectory, &OhwArmyListFormat::load);
}
