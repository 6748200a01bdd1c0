#include "playtesttables.h"

#ifndef Q_MOC_RUN
#include "ancients/keys.h"
#endif

#include <QJsonObject>
#include <QVariant>

#include <algorithm>
#include <utility>

using namespace ancients;

namespace playtest {

namespace {

/** One row: its columns in order, each a name and a value (text, whole number or chance). */
using Row = std::vector<std::pair<QString, QVariant>>;

QString key(std::string_view k)
{
    return QString::fromUtf8(k.data(), static_cast<qsizetype>(k.size()));
}

template<typename Enum>
QString key(Enum value)
{
    return key(keyOf(value));
}

QString exact(const Fraction &f)
{
    return QStringLiteral("%1/%2").arg(f.numerator()).arg(f.denominator());
}

/** A chance (or a difference of chances) as its decimal and exact columns. */
void chance(Row &row, std::vector<std::pair<QString, QVariant>> &exacts, const QString &name, const Fraction &f)
{
    row.emplace_back(name, f.toDouble());
    exacts.emplace_back(name + QStringLiteral("_exact"), exact(f));
}

void append(Row &row, Row &&more)
{
    for (auto &column : more)
        row.push_back(std::move(column));
}

Row settingColumns(const DiceSetting &s)
{
    return {{QStringLiteral("die"), key(s.die)}, {QStringLiteral("elite_mechanic"), key(s.mechanic)}};
}

std::vector<Row> rowsOf(Table table, const std::vector<DiceSetting> &settings)
{
    std::vector<Row> rows;
    switch (table) {
    case Table::Combat:
        for (const DiceSetting &s : settings) {
            for (const CombatTableRow &r : combatTable(s)) {
                Row row = settingColumns(s);
                Row exacts;
                append(row, {{QStringLiteral("quality"), key(r.quality)},
                             {QStringLiteral("enemy_quality"), key(r.enemy)},
                             {QStringLiteral("weight_difference"), r.weightDifference},
                             {QStringLiteral("modifier"), key(r.modifier)},
                             {QStringLiteral("section"), QString::fromLatin1(sectionOf(r.modifier))}});
                chance(row, exacts, QStringLiteral("win"), r.win);
                chance(row, exacts, QStringLiteral("draw"), r.draw);
                chance(row, exacts, QStringLiteral("loss"), r.loss);
                append(row, std::move(exacts));
                rows.push_back(std::move(row));
            }
        }
        break;
    case Table::Movement: {
        std::vector<EliteMechanic> done;
        for (const DiceSetting &s : settings) {
            if (std::find(done.begin(), done.end(), s.mechanic) != done.end())
                continue;
            done.push_back(s.mechanic);
            for (const MovementTableRow &r : movementTable(s.mechanic)) {
                Row row{{QStringLiteral("elite_mechanic"), key(r.mechanic)},
                        {QStringLiteral("quality"), key(r.quality)},
                        {QStringLiteral("average_above"), r.needed - 1},
                        {QStringLiteral("average_up_to"), r.needed},
                        {QStringLiteral("needed"), r.needed}};
                Row exacts;
                chance(row, exacts, QStringLiteral("pass"), r.pass);
                append(row, std::move(exacts));
                rows.push_back(std::move(row));
            }
        }
        break;
    }
    case Table::Quality:
        for (const DiceSetting &s : settings) {
            for (const QualityGainRow &r : qualityGainTable(s)) {
                Row row = settingColumns(s);
                Row exacts;
                append(row, {{QStringLiteral("quality"), key(r.quality)}, {QStringLiteral("enemy_quality"), key(r.enemy)}});
                chance(row, exacts, QStringLiteral("win"), r.win);
                chance(row, exacts, QStringLiteral("draw"), r.draw);
                chance(row, exacts, QStringLiteral("loss"), r.loss);
                chance(row, exacts, QStringLiteral("net"), r.net);
                chance(row, exacts, QStringLiteral("mean_difference"), r.meanDifference);
                append(row, std::move(exacts));
                rows.push_back(std::move(row));
            }
        }
        break;
    }
    return rows;
}

QString cell(const QVariant &value)
{
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'f', 6);
    return value.toString(); // keys, section numbers, whole numbers and fractions: no comma, no quote
}

} // namespace

QStringList tableNames()
{
    return {QStringLiteral("combat"), QStringLiteral("movement"), QStringLiteral("quality")};
}

std::optional<Table> tableFromName(const QString &name)
{
    const qsizetype i = tableNames().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return static_cast<Table>(i);
}

QJsonArray json(Table table, const std::vector<DiceSetting> &settings)
{
    QJsonArray array;
    for (const Row &row : rowsOf(table, settings)) {
        QJsonObject object;
        for (const auto &[name, value] : row)
            object.insert(name, QJsonValue::fromVariant(value));
        array.append(object);
    }
    return array;
}

QString csv(Table table, const std::vector<DiceSetting> &settings)
{
    const std::vector<Row> rows = rowsOf(table, settings);
    QString text;
    const auto line = [&text](const QStringList &cells) { text += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n"); };
    if (rows.empty())
        return text;
    QStringList header;
    for (const auto &column : rows.front())
        header << column.first;
    line(header);
    for (const Row &row : rows) {
        QStringList cells;
        for (const auto &column : row)
            cells << cell(column.second);
        line(cells);
    }
    return text;
}

} // namespace playtest
