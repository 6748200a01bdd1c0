// What OhwBattleSession shows of the battle open: its properties' getters, the
// choices the engine allows now (asked, never decided here), and the unit picked
// and its target.
#include "ohwbattlesession.h"

#include "ohwsessiontext.h"
#include "ohwwording.h"

#include "ohw/keys.h"

#include <algorithm>

using ohwtext::chanceText;
using ohwtext::key;
using ohwtext::sideIndex;

// ---- getters ---------------------------------------------------------------------------------

int OhwBattleSession::turn() const
{
    return m_battle ? m_battle->state().turn : 0;
}

QString OhwBattleSession::step() const
{
    return m_battle ? key(ohw::keyOf(m_battle->state().step)) : QString();
}

int OhwBattleSession::stepIndex() const
{
    return m_battle ? static_cast<int>(m_battle->state().step) : -1;
}

QVariantList OhwBattleSession::steps() const
{
    static const char *const sections[ohw::StepCount] = {"10.3", "5", "6", "7", "8", "9"};
    QVariantList list;
    for (int i = 0; i < ohw::StepCount; ++i) {
        const auto s = static_cast<ohw::Step>(i);
        list << QVariantMap{{QStringLiteral("key"), key(ohw::keyOf(s))},
                            {QStringLiteral("text"), OhwWording::step(s)},
                            {QStringLiteral("citation"), OhwWording::citation(sections[i])}};
    }
    return list;
}

int OhwBattleSession::activeSide() const
{
    return m_battle ? sideIndex(m_battle->state().active()) : -1;
}

int OhwBattleSession::initiativeSide() const
{
    return m_battle ? sideIndex(m_battle->state().initiative) : -1;
}

QStringList OhwBattleSession::armyNames() const
{
    if (!m_battle)
        return {};
    const auto &a = m_battle->state().armies;
    return {QString::fromStdString(a.at(0).name), QString::fromStdString(a.at(1).name)};
}

QList<int> OhwBattleSession::breakpoints() const
{
    if (!m_battle)
        return {0, 0};
    const auto &a = m_battle->state().armies;
    return {a.at(0).breakpoint, a.at(1).breakpoint};
}

QList<int> OhwBattleSession::breakpointsAtStart() const
{
    if (!m_battle)
        return {0, 0};
    const auto &a = m_battle->state().armies;
    return {a.at(0).breakpointAtStart, a.at(1).breakpointAtStart};
}

QStringList OhwBattleSession::pendingLosses() const
{
    QStringList list;
    if (!m_battle)
        return {QString(), QString()};
    for (const ohw::Army &a : m_battle->state().armies) {
        const auto retreats = static_cast<int>(a.retreated.size());
        const auto routs = static_cast<int>(a.routed.size());
        const auto generals = static_cast<int>(a.generalsKilled.size());
        list << (retreats + routs + generals == 0
                     ? QString()
                     : OhwWording::tr("For Step 5: %1 retreats, %2 routs, %3 generals killed").arg(retreats).arg(routs).arg(generals));
    }
    return list;
}

QString OhwBattleSession::outcome() const
{
    if (!m_battle || !m_battle->state().decided)
        return {};
    const auto &d = *m_battle->state().decided;
    if (!d.winner)
        return OhwWording::tr("The battle is a draw");
    return OhwWording::tr("%1 wins the battle").arg(OhwWording(m_battle->state()).army(*d.winner));
}

QString OhwBattleSession::initiativeChance() const
{
    return chanceText(ohw::seizeInitiativeChance());
}

int OhwBattleSession::pushUnit() const
{
    if (!m_battle || m_battle->state().step != ohw::Step::Movement || !m_battle->state().lastMover)
        return -1;
    const ohw::Unit *u = unitOf(*m_battle->state().lastMover);
    return u && !u->pushed && !u->removed ? u->id : -1;
}

QString OhwBattleSession::pushUnitName() const
{
    const ohw::Unit *u = unitOf(pushUnit());
    return u ? QString::fromStdString(u->name) : QString();
}

int OhwBattleSession::pushNeeded() const
{
    const ohw::Unit *u = unitOf(pushUnit());
    return u ? ohw::profile(u->type).pushScore : 0;
}

QString OhwBattleSession::pushChance() const
{
    const ohw::Unit *u = unitOf(pushUnit());
    return u ? chanceText(ohw::pushSuccessChance(ohw::profile(u->type).pushScore)) : QString();
}

QVariantList OhwBattleSession::moraleDue() const
{
    QVariantList list;
    if (!m_battle || m_battle->state().step != ohw::Step::Morale)
        return list;
    for (const ohw::UnitId id : ohw::moraleChecksDue(m_battle->state())) {
        const ohw::Unit *u = unitOf(id);
        list << QVariantMap{{QStringLiteral("unit"), id},
                            {QStringLiteral("name"), QString::fromStdString(u->name)},
                            {QStringLiteral("hits"), u->hits},
                            {QStringLiteral("needed"), ohw::moraleScore(u->hits)},
                            {QStringLiteral("chance"), chanceText(ohw::moralePassChance(u->hits))}};
    }
    return list;
}

int OhwBattleSession::breakpointDice() const
{
    return m_battle ? static_cast<int>(ohw::generalsToCount(m_battle->state()).size()) : 0;
}

QVariantList OhwBattleSession::groundWords() const
{
    QVariantList list;
    // The grounds a unit may stand on; rivers and swamps are impassable (§5.6).
    for (const auto g : {ohw::Terrain::Open, ohw::Terrain::Road, ohw::Terrain::Woods, ohw::Terrain::Rough, ohw::Terrain::Hill,
                         ohw::Terrain::Settlement, ohw::Terrain::BridgeOrFord})
        list << QVariantMap{{QStringLiteral("key"), key(ohw::keyOf(g))}, {QStringLiteral("text"), OhwWording::terrain(g)}};
    return list;
}

QVariantList OhwBattleSession::faceWords() const
{
    QVariantList list;
    for (int f = 0; f < ohw::FaceCount; ++f) {
        const auto face = static_cast<ohw::Face>(f);
        list << QVariantMap{{QStringLiteral("key"), key(ohw::keyOf(face))}, {QStringLiteral("text"), OhwWording::face(face)}};
    }
    return list;
}

QVariantList OhwBattleSession::retreatWords() const
{
    QVariantList list;
    for (const auto r : {ohw::RetreatOutcome::Retreated, ohw::RetreatOutcome::PushesFriend,
                         ohw::RetreatOutcome::BlockedByTerrain, ohw::RetreatOutcome::BlockedByEnemy})
        list << QVariantMap{{QStringLiteral("key"), key(ohw::keyOf(r))}, {QStringLiteral("text"), OhwWording::retreatOutcome(r)}};
    return list;
}

void OhwBattleSession::selectUnit(int unit)
{
    const ohw::Unit *u = unitOf(unit);
    if (unit >= 0 && (!u || u->removed))
        return;
    if (unit == m_selected)
        return;
    m_selected = unit;
    const auto ids = targetIds();
    if (std::find(ids.begin(), ids.end(), m_target) == ids.end())
        m_target = ids.size() == 1 ? ids.front() : -1;
    refreshPreview();
    Q_EMIT selectionChanged();
}

QString OhwBattleSession::selectedName() const
{
    const ohw::Unit *u = unitOf(m_selected);
    return u ? QString::fromStdString(u->name) : QString();
}

std::vector<ohw::UnitId> OhwBattleSession::targetIds() const
{
    std::vector<ohw::UnitId> ids;
    const ohw::Unit *self = unitOf(m_selected);
    if (!self)
        return ids;
    const ohw::GameState &s = m_battle->state();
    if (s.step == ohw::Step::Combat)
        return ohw::enemiesInContact(s, self->id);
    for (const ohw::Unit &u : s.units) {
        if (u.side != self->side && !u.removed)
            ids.push_back(u.id);
    }
    return ids;
}

QVariantList OhwBattleSession::targets() const
{
    QVariantList list;
    if (!m_battle)
        return list;
    const OhwWording words(m_battle->state());
    for (const ohw::UnitId id : targetIds())
        list << QVariantMap{{QStringLiteral("unit"), id}, {QStringLiteral("name"), words.unit(id)}};
    return list;
}

void OhwBattleSession::setTarget(int unit)
{
    if (unit == m_target)
        return;
    m_target = unit;
    refreshPreview();
    Q_EMIT selectionChanged();
}

void OhwBattleSession::setRange(int range)
{
    if (range == m_range || range < 1)
        return;
    m_range = range;
    refreshPreview();
    Q_EMIT selectionChanged();
}

void OhwBattleSession::setOverFriends(bool over)
{
    if (over == m_overFriends)
        return;
    m_overFriends = over;
    refreshPreview();
    Q_EMIT selectionChanged();
}

// ---- the choices beyond the deciding button ----------------------------------------------------

std::optional<QString> OhwBattleSession::allowedSection(const ohw::Action &action) const
{
    if (!m_battle)
        return std::nullopt;
    const auto effects = m_battle->preview(action);
    if (!effects)
        return std::nullopt;
    // The section the engine cites for what it would do (its first effect's).
    return effects->empty() ? QString() : QString::fromStdString(effects->front().section);
}

void OhwBattleSession::refreshChoices()
{
    m_disengageUnits.clear();
    m_joinChoices.clear();
    m_advanceUnits.clear();
    if (!m_battle || m_battle->state().decided)
        return;
    const ohw::GameState &s = m_battle->state();
    const OhwWording words(s);
    // Each candidate is asked of the engine: what it would play is what is offered, with the
    // section it cites; the ruling beside it is the register's for that choice.
    const auto choice = [&words](int unit, const QString &section, const char *ruling) {
        return QVariantMap{{QStringLiteral("unit"), unit},
                           {QStringLiteral("name"), words.unit(unit)},
                           {QStringLiteral("section"), section},
                           {QStringLiteral("ruling"), QString::fromLatin1(ruling)}};
    };
    if (s.step == ohw::Step::Movement) {
        for (const ohw::Unit &u : s.units) {
            if (u.side != s.active() || u.removed)
                continue;
            if (const auto section = allowedSection(ohw::Disengage{u.id}))
                m_disengageUnits << choice(u.id, *section, "R8");
        }
        for (const ohw::General &g : s.generals) {
            if (g.side != s.active() || g.killed)
                continue;
            for (const ohw::Unit &u : s.units) {
                if (u.side != s.active() || u.removed || u.id == g.unit)
                    continue;
                if (const auto section = allowedSection(ohw::JoinUnit{g.id, u.id})) {
                    QVariantMap join = choice(u.id, *section, "R25");
                    join.insert(QStringLiteral("general"), g.id);
                    join.insert(QStringLiteral("generalName"), words.general(g.id));
                    m_joinChoices << join;
                }
            }
        }
    } else if (s.step == ohw::Step::Morale) {
        for (const ohw::Unit &u : s.units) {
            if (u.removed)
                continue;
            if (const auto section = allowedSection(ohw::Advance{u.id, ohw::Terrain::Open}))
                m_advanceUnits << choice(u.id, *section, "R22");
        }
    }
}
