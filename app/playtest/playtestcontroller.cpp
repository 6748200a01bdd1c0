#include "playtestcontroller.h"

#include "numberformat.h"
#include "playtesttables.h"

#include "ancients/rules_tables.h"

#include <QDir>
#include <QSaveFile>

using namespace ancients;

namespace {

DiceSetting setting(PlaytestController::DieKind die, PlaytestController::Mechanic mechanic)
{
    return {die == PlaytestController::D6 ? Die::D6 : Die::Averaging, static_cast<EliteMechanic>(mechanic)};
}

ancients::Quality engineQuality(PlaytestController::Quality q)
{
    return q == PlaytestController::Elite ? ancients::Quality::Elite
        : q == PlaytestController::Levy   ? ancients::Quality::Levy
                                          : ancients::Quality::Regular;
}

QVariantMap outcome(const CombatTableRow &r)
{
    return {{QStringLiteral("win"), r.win.toDouble()},
            {QStringLiteral("draw"), r.draw.toDouble()},
            {QStringLiteral("loss"), r.loss.toDouble()},
            {QStringLiteral("winExact"), numberformat::fraction(r.win)},
            {QStringLiteral("drawExact"), numberformat::fraction(r.draw)},
            {QStringLiteral("lossExact"), numberformat::fraction(r.loss)}};
}

QVariantMap gain(const QualityGainRow &r)
{
    return {{QStringLiteral("win"), r.win.toDouble()},
            {QStringLiteral("draw"), r.draw.toDouble()},
            {QStringLiteral("loss"), r.loss.toDouble()},
            {QStringLiteral("net"), r.net.toDouble()},
            {QStringLiteral("meanDifference"), r.meanDifference.toDouble()}};
}

} // namespace

template<typename T>
void PlaytestController::set(T &field, T value)
{
    if (field == value)
        return;
    field = value;
    Q_EMIT settingsChanged();
}

void PlaytestController::setFirstDie(DieKind die) { set(m_firstDie, die); }
void PlaytestController::setFirstMechanic(Mechanic mechanic) { set(m_firstMechanic, mechanic); }
void PlaytestController::setSecondDie(DieKind die) { set(m_secondDie, die); }
void PlaytestController::setSecondMechanic(Mechanic mechanic) { set(m_secondMechanic, mechanic); }
void PlaytestController::setQuality(Quality quality) { set(m_quality, quality); }
void PlaytestController::setEnemy(Quality quality) { set(m_enemy, quality); }
void PlaytestController::setModifier(Modifier modifier) { set(m_modifier, modifier); }

DiceSetting PlaytestController::first() const
{
    return setting(m_firstDie, m_firstMechanic);
}

DiceSetting PlaytestController::second() const
{
    return setting(m_secondDie, m_secondMechanic);
}

QVariantList PlaytestController::combatRows() const
{
    QVariantList rows;
    const auto modifier = static_cast<PlaytestModifier>(m_modifier);
    for (int d = -PlaytestWeightDifferenceCap; d <= PlaytestWeightDifferenceCap; ++d) {
        const auto cell = [&](DiceSetting s) {
            return outcome(combatCell(s, engineQuality(m_quality), engineQuality(m_enemy), d, modifier));
        };
        rows.append(QVariantMap{{QStringLiteral("weightDifference"), d},
                                {QStringLiteral("first"), cell(first())},
                                {QStringLiteral("second"), cell(second())}});
    }
    return rows;
}

QVariantList PlaytestController::movementRows() const
{
    // The engine's table runs quality by quality; the chart reads it band by band.
    const auto chances = [](EliteMechanic m) {
        QList<QVariantList> byNeeded(BlockBreakThreshold + 1);
        for (const MovementTableRow &r : movementTable(m))
            byNeeded[r.needed].append(r.pass.toDouble());
        return byNeeded;
    };
    const auto a = chances(first().mechanic);
    const auto b = chances(second().mechanic);
    QVariantList rows;
    for (int needed = MinimumFatigue; needed <= BlockBreakThreshold; ++needed) {
        rows.append(QVariantMap{{QStringLiteral("needed"), needed},
                                {QStringLiteral("first"), a[needed]},
                                {QStringLiteral("second"), b[needed]}});
    }
    return rows;
}

QVariantList PlaytestController::gainRows() const
{
    QVariantList rows;
    for (const DiceSetting &s : everyDiceSetting()) {
        const auto table = qualityGainTable(s);
        rows.append(QVariantMap{{QStringLiteral("die"), s.die == Die::D6 ? D6 : AveragingDie},
                                {QStringLiteral("mechanic"), static_cast<int>(s.mechanic)},
                                {QStringLiteral("isFirst"), s == first()},
                                {QStringLiteral("isSecond"), s == second()},
                                {QStringLiteral("eliteOverRegular"), gain(table.at(0))},
                                {QStringLiteral("regularOverLevy"), gain(table.at(1))},
                                {QStringLiteral("eliteOverLevy"), gain(table.at(2))}});
    }
    return rows;
}

bool PlaytestController::exportCsv(const QUrl &file, Table table)
{
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    std::vector<DiceSetting> settings{first()};
    if (!(second() == first()))
        settings.push_back(second());
    const auto kind = static_cast<playtest::Table>(table);
    const QByteArray bytes = playtest::csv(kind, kind == playtest::Table::Quality ? everyDiceSetting() : settings).toUtf8();
    QSaveFile out(path);
    if (path.isEmpty() || !out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        m_lastError = tr("The table could not be saved to %1: %2.")
                          .arg(QDir::toNativeSeparators(path), path.isEmpty() ? tr("no file was chosen") : out.errorString());
        Q_EMIT exported();
        return false;
    }
    m_lastError.clear();
    Q_EMIT exported();
    return true;
}
