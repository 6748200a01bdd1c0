// tracker.json: the quick fatigue tracker's file. Version 2 keeps each Base's
// Fatigue, table label, place and recovery mark, and the turn; version 1, written
// by earlier releases, kept only each Base's Fatigue and is still read.

#include "fatiguetracker.h"

#include "ancients/keys.h"
#include "ancients/rules_tables.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>
#include <optional>

namespace {

constexpr auto FormatName = "ancients-fatigue-tracker";
constexpr int FormatVersion = 2;
constexpr int FirstVersion = 1;

// A JSON value as the file writes it, for error messages: 0, "x", null.
QString jsonText(const QJsonValue &value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

bool isTroopTypeKey(const QString &key)
{
    return ancients::troopTypeFromKey(key.toStdString()).has_value();
}

/** A whole number from @p low to @p high, or nullopt. */
std::optional<int> wholeNumber(const QJsonValue &value, int low, int high)
{
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < low || number > high || number != std::floor(number))
        return std::nullopt;
    return static_cast<int>(number);
}

/** [file, rank], each from 0 to the tracker's largest Block; nullopt otherwise. */
std::optional<TrackerPlace> place(const QJsonValue &value)
{
    const QJsonArray pair = value.toArray();
    if (!value.isArray() || pair.size() != 2)
        return std::nullopt;
    const auto file = wholeNumber(pair.at(0), 0, FatigueTracker::MaximumBases - 1);
    const auto rank = wholeNumber(pair.at(1), 0, FatigueTracker::MaximumBases - 1);
    if (!file || !rank)
        return std::nullopt;
    return TrackerPlace{*file, *rank};
}

QJsonArray placeJson(const TrackerPlace &place)
{
    return QJsonArray{place.file, place.rank};
}

/** One Block's Bases as version 2 writes them; false with @p error naming what and where. */
bool readBases(const QJsonArray &bases, const QString &where, TrackerBlock *block, QString *error)
{
    QSet<QPair<int, int>> taken;
    for (qsizetype b = 0; b < bases.size(); ++b) {
        const QString baseWhere = QStringLiteral("%1.bases[%2]").arg(where).arg(b);
        const QJsonObject base = bases.at(b).toObject();
        const QJsonValue fatigueValue = base.value(QStringLiteral("fatigue"));
        const auto fatigue = wholeNumber(fatigueValue, ancients::MinimumFatigue, FatigueTracker::MaximumFatigue);
        if (!bases.at(b).isObject() || !fatigue) {
            *error = FatigueTracker::tr("%1.fatigue is %2, not a whole number from %3 to %4")
                         .arg(baseWhere, jsonText(fatigueValue))
                         .arg(ancients::MinimumFatigue)
                         .arg(FatigueTracker::MaximumFatigue);
            return false;
        }
        const QString label = base.value(QStringLiteral("label")).toString();
        if (label.trimmed().isEmpty()) {
            *error = FatigueTracker::tr("%1 has no \"label\"").arg(baseWhere);
            return false;
        }
        const auto at = place(base.value(QStringLiteral("place")));
        const auto deployed = place(base.value(QStringLiteral("deployed")));
        if (!at || !deployed || taken.contains({at->file, at->rank})) {
            *error = FatigueTracker::tr("%1 needs a \"place\" and a \"deployed\" [file, rank], each place once in its Block")
                         .arg(baseWhere);
            return false;
        }
        taken.insert({at->file, at->rank});
        block->fatigue.append(*fatigue);
        block->labels.append(label);
        block->places.append(*at);
        block->deployed.append(*deployed);
        block->held.append(base.value(QStringLiteral("held")).toBool(false));
    }
    return true;
}

/** One Block's Fatigue as version 1 wrote it; false with @p error naming what and where. */
bool readFatigueList(const QJsonArray &fatigueJson, const QString &where, TrackerBlock *block, QString *error)
{
    for (qsizetype f = 0; f < fatigueJson.size(); ++f) {
        const QJsonValue value = fatigueJson.at(f);
        const auto fatigue = wholeNumber(value, ancients::MinimumFatigue, FatigueTracker::MaximumFatigue);
        if (!fatigue) {
            *error = FatigueTracker::tr("%1.fatigue[%2] is %3, not a whole number from %4 to %5")
                         .arg(where)
                         .arg(f)
                         .arg(jsonText(value))
                         .arg(ancients::MinimumFatigue)
                         .arg(FatigueTracker::MaximumFatigue);
            return false;
        }
        block->fatigue.append(*fatigue);
    }
    return true;
}

} // namespace

QByteArray FatigueTracker::toJson(const TrackerState &state)
{
    QJsonArray sidesJson;
    for (const TrackerSide &side : state.sides) {
        QJsonArray blocks;
        for (const TrackerBlock &block : side.blocks) {
            QJsonArray bases;
            for (qsizetype i = 0; i < block.fatigue.size(); ++i) {
                QJsonObject base{{QStringLiteral("fatigue"), block.fatigue.at(i)},
                                 {QStringLiteral("label"), block.labels.value(i)},
                                 {QStringLiteral("place"), placeJson(block.places.value(i))},
                                 {QStringLiteral("deployed"), placeJson(block.deployed.value(i))}};
                if (block.held.value(i))
                    base.insert(QStringLiteral("held"), true);
                bases.append(base);
            }
            QJsonObject blockJson{{QStringLiteral("name"), block.name}, {QStringLiteral("bases"), bases}};
            if (!block.troopType.isEmpty())
                blockJson.insert(QStringLiteral("type"), block.troopType);
            if (block.origin != block.name)
                blockJson.insert(QStringLiteral("origin"), block.origin);
            if (block.moved)
                blockJson.insert(QStringLiteral("moved"), true);
            blocks.append(blockJson);
        }
        sidesJson.append(QJsonObject{{QStringLiteral("name"), side.name}, {QStringLiteral("blocks"), blocks}});
    }
    const QJsonObject turn{{QStringLiteral("turn"), state.turn.turn},
                           {QStringLiteral("side"), state.turn.side},
                           {QStringLiteral("phase"), state.turn.phase}};
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(FormatName)},
                           {QStringLiteral("version"), FormatVersion},
                           {QStringLiteral("turn"), turn},
                           {QStringLiteral("sides"), sidesJson}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool FatigueTracker::fromJson(const QByteArray &json, TrackerState *state, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("it is not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    if (!document.isObject()) {
        *error = tr("it holds no JSON object");
        return false;
    }
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(FormatName)) {
        *error = tr("\"format\" is not \"%1\"").arg(QLatin1String(FormatName));
        return false;
    }
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version != FormatVersion && version != FirstVersion) {
        *error = tr("\"version\" is not %1 or %2").arg(FirstVersion).arg(FormatVersion);
        return false;
    }
    const QJsonValue sidesValue = root.value(QStringLiteral("sides"));
    if (!sidesValue.isArray() || sidesValue.toArray().size() != 2) {
        *error = tr("\"sides\" is not a list of two sides");
        return false;
    }
    TrackerState read;
    if (version == FormatVersion) {
        const QJsonObject turn = root.value(QStringLiteral("turn")).toObject();
        const auto number = wholeNumber(turn.value(QStringLiteral("turn")), 1, 9999);
        const auto side = wholeNumber(turn.value(QStringLiteral("side")), 0, 1);
        const auto phase = wholeNumber(turn.value(QStringLiteral("phase")), 0, 3);
        if (!number || !side || !phase) {
            *error = tr("\"turn\" needs a \"turn\" from 1, a \"side\" 0 or 1 and a \"phase\" from 0 to 3");
            return false;
        }
        read.turn = {*number, *side, *phase};
    }
    const QJsonArray sidesJson = sidesValue.toArray();
    QList<QPair<int, int>> unlabelled; // version 1: Blocks to label once all are read
    for (qsizetype s = 0; s < sidesJson.size(); ++s) {
        const QString where = QStringLiteral("sides[%1]").arg(s);
        const QJsonObject sideJson = sidesJson.at(s).toObject();
        if (!sidesJson.at(s).isObject() || !sideJson.value(QStringLiteral("name")).isString()
            || !sideJson.value(QStringLiteral("blocks")).isArray()) {
            *error = tr("%1 needs a \"name\" text and a \"blocks\" list").arg(where);
            return false;
        }
        TrackerSide &side = read.sides[s];
        side.name = sideJson.value(QStringLiteral("name")).toString();
        const QJsonArray blocks = sideJson.value(QStringLiteral("blocks")).toArray();
        for (qsizetype b = 0; b < blocks.size(); ++b) {
            const QString blockWhere = QStringLiteral("%1.blocks[%2]").arg(where).arg(b);
            const QJsonObject blockJson = blocks.at(b).toObject();
            const QString name = blockJson.value(QStringLiteral("name")).toString();
            if (!blocks.at(b).isObject() || name.trimmed().isEmpty()) {
                *error = tr("%1 has no \"name\"").arg(blockWhere);
                return false;
            }
            const QString type = blockJson.value(QStringLiteral("type")).toString();
            if (!type.isEmpty() && !isTroopTypeKey(type)) {
                *error = tr("%1.type \"%2\" is not a troop type").arg(blockWhere, type);
                return false;
            }
            const QString list = version == FormatVersion ? QStringLiteral("bases") : QStringLiteral("fatigue");
            const QJsonValue listValue = blockJson.value(list);
            const QJsonArray listJson = listValue.toArray();
            if (!listValue.isArray() || listJson.isEmpty() || listJson.size() > MaximumBases) {
                *error = tr("%1.%2 is not a list of 1 to %3 Bases").arg(blockWhere, list).arg(MaximumBases);
                return false;
            }
            TrackerBlock block;
            block.name = name;
            block.troopType = type;
            block.origin = blockJson.value(QStringLiteral("origin")).toString(name);
            block.moved = blockJson.value(QStringLiteral("moved")).toBool(false);
            if (version == FormatVersion) {
                if (!readBases(listJson, blockWhere, &block, error))
                    return false;
            } else {
                if (!readFatigueList(listJson, blockWhere, &block, error))
                    return false;
                unlabelled.append({static_cast<int>(s), static_cast<int>(b)});
            }
            side.blocks.append(block);
        }
    }
    // Version 1 knew no labels or places: each Block stands in one rank, labelled as a battle would.
    for (const auto &[s, b] : std::as_const(unlabelled)) {
        TrackerBlock &block = read.sides[s].blocks[b];
        const QList<int> fatigue = block.fatigue;
        block.labels.clear();
        const TrackerBlock fresh = freshBlock(block.name, block.troopType, static_cast<int>(fatigue.size()), 0,
                                              freeTag(read, block.name));
        block = fresh;
        block.fatigue = fatigue;
    }
    *state = read;
    return true;
}
