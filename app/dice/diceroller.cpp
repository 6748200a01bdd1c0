#include "diceroller.h"

#include "numberformat.h"

#include "mwr/combat.h"
#include "mwr/keys.h"
#include "ohw/dice.h"
#include "ohw/units.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

using ancients::Fraction;


DiceRoller::DiceRoller(QObject *parent)
    : QObject(parent)
    , m_rng(QRandomGenerator::system()->generate64(), QRandomGenerator::system()->generate64())
    , m_distribution(new DistributionModel(this))
    , m_history(new RollHistoryModel(this))
{
    refreshDistribution();
    connect(this, &DiceRoller::settingsChanged, this, &DiceRoller::refreshDistribution);
    // A result shown beside settings it was not rolled with would mislead: the
    // history keeps it, the result panel clears.
    connect(this, &DiceRoller::settingsChanged, this, &DiceRoller::forgetShownResult);
}

DiceRoller::~DiceRoller() = default;

void DiceRoller::setQuality(Quality quality)
{
    if (m_quality == quality)
        return;
    m_quality = quality;
    Q_EMIT settingsChanged();
}

void DiceRoller::setDie(DieKind die)
{
    if (m_die == die)
        return;
    m_die = die;
    Q_EMIT settingsChanged();
}

void DiceRoller::setMechanic(Mechanic mechanic)
{
    if (m_mechanic == mechanic)
        return;
    m_mechanic = mechanic;
    Q_EMIT settingsChanged();
}

void DiceRoller::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    Q_EMIT settingsChanged();
}

void DiceRoller::setPreset(Preset preset)
{
    if (m_preset == preset)
        return;
    m_preset = preset;
    Q_EMIT settingsChanged();
}

int DiceRoller::maximumPool()
{
    return ohw::MaxPoolDice;
}

void DiceRoller::setPoolSize(int dice)
{
    const int bounded = std::clamp(dice, minimumPool(), maximumPool());
    if (m_poolSize == bounded)
        return;
    m_poolSize = bounded;
    Q_EMIT settingsChanged();
}

int DiceRoller::presetDiceCount() const
{
    switch (m_preset) {
    case HitsOnFourPlus:
        return m_poolSize;
    case TwoDicePickOne:
        return 2;
    case OneDie:
    case AncientsDice:
        break;
    }
    return 1;
}

int DiceRoller::presetHits() const
{
    return m_resultPreset == HitsOnFourPlus ? ohw::countHits(std::span<const int>(m_presetFaces.constData(), static_cast<std::size_t>(m_presetFaces.size()))) : 0;
}

QStringList DiceRoller::presetResults() const
{
    QStringList keys;
    if (m_resultPreset != TwoDicePickOne && m_resultPreset != OneDie)
        return keys;
    for (const int face : m_presetFaces) {
        const auto result = mwr::resultOfFace(face);
        const std::string_view key = result ? mwr::keyOf(*result) : std::string_view();
        keys << QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
    }
    return keys;
}

bool DiceRoller::enterPresetDice(const QList<int> &faces)
{
    if (m_preset == AncientsDice) {
        setLastError(tr("Choose the dice to roll first."));
        return false;
    }
    if (faces.size() != presetDiceCount()) {
        setLastError(tr("This roll takes %1 dice: enter a face for each.").arg(presetDiceCount()));
        return false;
    }
    for (const int face : faces) {
        if (face < 1 || face > 6) {
            setLastError(tr("A d6 has no %1: its faces are 1 to 6.").arg(face));
            return false;
        }
    }
    setLastError({});
    showPreset(faces, true);
    return true;
}

DiceRoller::DieKind DiceRoller::effectiveDie() const
{
    return m_mode == Movement ? D6 : m_die;
}

int DiceRoller::diceCount() const
{
    return ancients::diceRolled(engineQuality(), engineMechanic());
}

QList<int> DiceRoller::faceValues() const
{
    QList<int> values;
    for (const int face : ancients::faces(engineDie())) {
        if (!values.contains(face))
            values.append(face);
    }
    return values;
}

qreal DiceRoller::averageFatigue() const
{
    return m_averageHundredths / 100.0;
}

void DiceRoller::setAverageFatigue(qreal average)
{
    if (!std::isfinite(average))
        return;
    // Clamp before rounding: a huge value must not wrap around to a small one.
    const qreal bounded = std::clamp(average, minimumAverage(), maximumAverage());
    const int hundredths = static_cast<int>(std::lround(bounded * 100.0));
    if (hundredths == m_averageHundredths)
        return;
    m_averageHundredths = hundredths;
    Q_EMIT settingsChanged();
}

int DiceRoller::neededToMove() const
{
    return ancients::movementTarget(engineAverage());
}

qreal DiceRoller::passChance() const
{
    return ancients::movementPassChance(engineQuality(), engineAverage(), engineMechanic()).toDouble();
}

QString DiceRoller::passChanceFraction() const
{
    return numberformat::fraction(ancients::movementPassChance(engineQuality(), engineAverage(), engineMechanic()));
}

void DiceRoller::roll()
{
    if (m_preset != AncientsDice) {
        // Plain d6, drawn from the same generator as every other roll of the app.
        QList<int> faces;
        for (int i = 0; i < presetDiceCount(); ++i)
            faces << static_cast<int>(m_rng.bounded(6)) + 1;
        showPreset(std::move(faces), false);
        Q_EMIT rolled();
        return;
    }
    show(ancients::rollQuality(engineQuality(), engineDie(), m_rng, engineMechanic()), false);
    Q_EMIT rolled();
}

bool DiceRoller::enterRealDice(int first, int second, int third)
{
    const auto roll = ancients::readQuality(engineQuality(), engineDie(), engineMechanic(), first, second, third);
    if (!roll) {
        const int bad = !faceValues().contains(first) ? first : !faceValues().contains(second) ? second : third;
        setLastError(effectiveDie() == AveragingDie
                         ? tr("The averaging die has no %1: its faces are 2, 3, 3, 4, 4 and 5 (§3.1).").arg(bad)
                         : tr("A d6 has no %1: its faces are 1 to 6 (§3.1).").arg(bad));
        return false;
    }
    setLastError({});
    show(*roll, true);
    return true;
}

void DiceRoller::reseed(quint64 seed)
{
    m_rng = ancients::Pcg32(seed, 1U);
}

void DiceRoller::clear()
{
    m_history->clear();
    m_hasResult = false;
    m_roll = {};
    ++m_serial;
    Q_EMIT resultChanged();
}

ancients::Quality DiceRoller::engineQuality() const
{
    switch (m_quality) {
    case Elite:
        return ancients::Quality::Elite;
    case Levy:
        return ancients::Quality::Levy;
    case Regular:
        break;
    }
    return ancients::Quality::Regular;
}

ancients::Die DiceRoller::engineDie() const
{
    return effectiveDie() == D6 ? ancients::Die::D6 : ancients::Die::Averaging;
}

ancients::EliteMechanic DiceRoller::engineMechanic() const
{
    switch (m_mechanic) {
    case Reroll:
        return ancients::EliteMechanic::Reroll;
    case BestOfThree:
        return ancients::EliteMechanic::BestOfThree;
    case NoMechanic:
        break;
    }
    return ancients::EliteMechanic::None;
}

Fraction DiceRoller::engineAverage() const
{
    return {m_averageHundredths, 100};
}

void DiceRoller::show(const ancients::QualityRoll &roll, bool fromRealDice)
{
    m_presetFaces.clear();
    m_resultPreset = AncientsDice;
    m_roll = roll;
    m_hasResult = true;
    m_resultFromRealDice = fromRealDice;
    m_resultIsMovement = m_mode == Movement;
    RollHistoryModel::Entry entry{roll, m_resultIsMovement, false, 0, averageFatigue(), fromRealDice,
                                  QDateTime::currentDateTime(), AncientsDice, {}, 0};
    if (m_resultIsMovement) {
        const auto test = ancients::judgeMovementTest(roll, engineAverage());
        // The roll is on the d6 and the average is clamped to 1–6, so the test is always judged.
        Q_ASSERT(test.ok());
        m_passed = test.ok() && test->passed;
        entry.passed = m_passed;
        entry.needed = test.ok() ? test->needed : 0;
    } else {
        m_passed = false;
    }
    ++m_serial;
    m_history->prepend(entry);
    Q_EMIT resultChanged();
}

void DiceRoller::showPreset(QList<int> faces, bool fromRealDice)
{
    m_presetFaces = std::move(faces);
    m_resultPreset = m_preset;
    m_hasResult = true;
    m_resultFromRealDice = fromRealDice;
    m_resultIsMovement = false;
    m_passed = false;
    m_roll = {};
    RollHistoryModel::Entry entry;
    entry.realDice = fromRealDice;
    entry.time = QDateTime::currentDateTime();
    entry.preset = m_preset;
    entry.faces = m_presetFaces;
    entry.hits = presetHits();
    ++m_serial;
    m_history->prepend(entry);
    Q_EMIT resultChanged();
}

void DiceRoller::forgetShownResult()
{
    if (!m_hasResult)
        return;
    m_hasResult = false;
    ++m_serial;
    Q_EMIT resultChanged();
}

void DiceRoller::setLastError(const QString &error)
{
    if (m_lastError == error)
        return;
    m_lastError = error;
    Q_EMIT lastErrorChanged();
}

void DiceRoller::refreshDistribution()
{
    if (m_preset == HitsOnFourPlus) {
        // The chance of each number of hits: C(n, h) / 2^n (§6, §7).
        std::vector<ancients::Outcome> outcomes;
        const auto chances = ohw::hitDistribution(m_poolSize);
        for (std::size_t hits = 0; hits < chances.size(); ++hits)
            outcomes.push_back({static_cast<int>(hits), chances[hits]});
        m_distribution->setOutcomes(std::move(outcomes));
        return;
    }
    m_distribution->setOutcomes(ancients::distribution(engineQuality(), engineDie(), engineMechanic()));
}

// ---------------------------------------------------------------------------

void DistributionModel::setOutcomes(std::vector<ancients::Outcome> outcomes)
{
    if (outcomes == m_outcomes)
        return;
    beginResetModel();
    m_outcomes = std::move(outcomes);
    endResetModel();
    Q_EMIT countChanged();
}

qreal DistributionModel::largestProbability() const
{
    qreal largest = 0;
    for (const auto &o : m_outcomes)
        largest = std::max(largest, o.probability.toDouble());
    return largest;
}

int DistributionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_outcomes.size());
}

QVariant DistributionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &o = m_outcomes.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case ValueRole:
        return o.value;
    case ProbabilityRole:
        return o.probability.toDouble();
    case FractionRole:
        return numberformat::fraction(o.probability);
    default:
        return {};
    }
}

QHash<int, QByteArray> DistributionModel::roleNames() const
{
    return {{ValueRole, "value"}, {ProbabilityRole, "probability"}, {FractionRole, "fraction"}};
}

// ---------------------------------------------------------------------------

void RollHistoryModel::prepend(const Entry &entry)
{
    if (static_cast<int>(m_entries.size()) >= Capacity) {
        beginRemoveRows({}, Capacity - 1, static_cast<int>(m_entries.size()) - 1);
        m_entries.resize(Capacity - 1);
        endRemoveRows();
    }
    beginInsertRows({}, 0, 0);
    m_entries.insert(m_entries.begin(), entry);
    endInsertRows();
    Q_EMIT countChanged();
}

void RollHistoryModel::clear()
{
    if (m_entries.empty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
    Q_EMIT countChanged();
}

int RollHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant RollHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_entries.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case QualityRole:
        switch (e.roll.quality) {
        case ancients::Quality::Elite:
            return DiceRoller::Elite;
        case ancients::Quality::Levy:
            return DiceRoller::Levy;
        case ancients::Quality::Regular:
            break;
        }
        return DiceRoller::Regular;
    case DieRole:
        return e.roll.die == ancients::Die::D6 ? DiceRoller::D6 : DiceRoller::AveragingDie;
    case FirstDieRole:
        return e.roll.dice[0];
    case SecondDieRole:
        return e.roll.count >= 2 ? e.roll.dice[1] : 0;
    case ThirdDieRole:
        return e.roll.count == 3 ? e.roll.dice[2] : 0;
    case RerolledRole:
        return e.roll.rerolled();
    case DiceCountRole:
        return e.roll.count;
    case KeptIndexRole:
        return e.roll.keptIndex;
    case KeptValueRole:
        return e.roll.kept();
    case MovementTestRole:
        return e.movementTest;
    case PassedRole:
        return e.passed;
    case NeededRole:
        return e.needed;
    case AverageFatigueRole:
        return e.averageFatigue;
    case RealDiceRole:
        return e.realDice;
    case TimeRole:
        return e.time;
    case PresetRole:
        return e.preset;
    case FacesRole:
        return QVariant::fromValue(e.faces);
    case HitsRole:
        return e.hits;
    default:
        return {};
    }
}

QHash<int, QByteArray> RollHistoryModel::roleNames() const
{
    return {
        {QualityRole, "quality"},
        {DieRole, "die"},
        {FirstDieRole, "firstDie"},
        {SecondDieRole, "secondDie"},
        {ThirdDieRole, "thirdDie"},
        {RerolledRole, "rerolled"},
        {DiceCountRole, "diceCount"},
        {KeptIndexRole, "keptIndex"},
        {KeptValueRole, "keptValue"},
        {MovementTestRole, "movementTest"},
        {PassedRole, "passed"},
        {NeededRole, "needed"},
        {AverageFatigueRole, "averageFatigue"},
        {RealDiceRole, "realDice"},
        {TimeRole, "time"},
        {PresetRole, "preset"},
        {FacesRole, "faces"},
        {HitsRole, "hits"},
    };
}
