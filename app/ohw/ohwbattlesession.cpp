#include "ohwbattlesession.h"

#include "battlesession.h"
#include "errorwording.h"
#include "ohwsample.h"
#include "ohwsessiontext.h"
#include "ohwwording.h"
#include "rulesetarmylist.h"
#include "rulesetsessiontools.h"

#include "record/battlecodec.h"
#include "record/battlefile.h"
#include "record/ohwfile.h"

#include "ohw/keys.h"

#include "numberformat.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>

#include <algorithm>

using ohwtext::chanceText;
using ohwtext::key;
using ohwtext::percent;
using ohwtext::sideIndex;

OhwBattleSession::OhwBattleSession(BattleSession *battles, QObject *parent)
    : QObject(parent)
    , m_battles(battles)
{
    Q_ASSERT(battles);
    // The store the battle is attached to closes: the battle closes first.
    connect(battles, &BattleSession::storeClosing, this, &OhwBattleSession::closeBattle);
    // Deleted on the saved battles page while it is open here: its page no longer shows it.
    connect(battles, &BattleSession::storeChanged, this, &OhwBattleSession::closeIfRemoved);
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

OhwBattleSession::~OhwBattleSession() = default;

bool OhwBattleSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() && m_battle) {
        wordEffects();
        m_log.reword(m_battle.get());
        refresh();
    }
    return QObject::eventFilter(watched, event);
}

// ---- starting --------------------------------------------------------------------------------

bool OhwBattleSession::startSample()
{
    QString problem;
    const auto armies = ohwsample::armies(&problem);
    if (!armies)
        return refuse(problem);
    record::OhwSetup setup;
    setup.armies = *armies;
    const QByteArray secret = record::SeedCommitment::newSecret();
    setup.seed = record::SeedCommitment::of(secret);
    return startBattle(setup, secret, {});
}

bool OhwBattleSession::startArmies(const QString &fileA, const QString &fileB, const QString &phrase, const QString &title)
{
    record::OhwSetup setup;
    for (std::size_t side = 0; side < 2; ++side) {
        const OhwArmyListLoad list = OhwArmyListFormat::load(side == 0 ? fileA : fileB);
        if (!list.army)
            return refuse(list.error);
        setup.armies.at(side) = *list.army;
    }
    setup.initiative = ohw::Side::A; // side A holds the initiative for the first roll (R27)
    const QByteArray secret = record::SeedCommitment::newSecret();
    setup.seed = record::SeedCommitment::of(secret, phrase);
    return startBattle(setup, secret, title);
}

bool OhwBattleSession::startBattle(const record::OhwSetup &setup, const QByteArray &secret, const QString &title)
{
    auto started = Battle::start(setup, secret);
    if (!started)
        return refuse(started.refusal());
    // Kept in the device's battle store from its first entry, beside the other rulesets' battles.
    QString problem;
    record::BattleStore *store = m_battles->sharedStore(&problem);
    if (!store)
        return refuse(problem);
    auto battle = std::make_unique<Battle>(std::move(*started));
    const QString name = title.trimmed().isEmpty()
                             ? BattleSession::tr("%1 v %2").arg(QString::fromStdString(setup.armies.at(0).name),
                                                                QString::fromStdString(setup.armies.at(1).name))
                             : title.trimmed();
    const auto id = store->add(*battle, name);
    if (!id)
        return refuse(store->errorString());
    show(std::move(battle), *id);
    return true;
}

bool OhwBattleSession::openBattle(qint64 id)
{
    if (m_battle && m_battleId == id) {
        clearError();
        return true;
    }
    QString problem;
    record::BattleStore *store = m_battles->sharedStore(&problem);
    if (!store)
        return refuse(problem);
    auto loaded = store->loadOhw(id);
    if (!loaded)
        return refuse(store->errorString());
    show(std::make_unique<Battle>(std::move(*loaded)), id);
    return true;
}

void OhwBattleSession::closeIfRemoved()
{
    if (!m_battle || m_battleId == 0)
        return;
    QString problem;
    record::BattleStore *store = m_battles->sharedStore(&problem);
    if (!store)
        return;
    // A store that cannot list its battles now says nothing about this one: it stays open.
    const auto kept = store->listBattles();
    if (!kept)
        return;
    const bool stillKept = std::any_of(kept->cbegin(), kept->cend(),
                                       [this](const record::StoredBattle &b) { return b.id == m_battleId; });
    if (!stillKept)
        closeBattle();
}

void OhwBattleSession::show(std::unique_ptr<Battle> battle, qint64 id)
{
    m_battle = std::move(battle);
    m_battleId = id;
    m_selected = -1;
    m_target = -1;
    m_range = 1;
    m_overFriends = false;
    m_effects.clear();
    m_lastEffects.clear();
    clearError();
    refresh();
    m_battles->storeWritten(); // added or opened: the last opened now
}

void OhwBattleSession::closeBattle()
{
    if (!m_battle)
        return;
    m_battle.reset();
    m_battleId = 0;
    m_selected = -1;
    m_target = -1;
    m_effects.clear();
    m_lastEffects.clear();
    const ohw::GameState none;
    m_unitsA.update(none, ohw::Side::A);
    m_unitsB.update(none, ohw::Side::B);
    refresh();
}

QString OhwBattleSession::fingerprint() const
{
    return m_battle ? record::BattleFile::fingerprint(m_battle->headHash()) : QString();
}

// ---- refusals and refreshing -------------------------------------------------------------------

const ohw::Unit *OhwBattleSession::unitOf(int id) const
{
    if (!m_battle || id < 0 || static_cast<std::size_t>(id) >= m_battle->state().units.size())
        return nullptr;
    return &m_battle->state().units.at(static_cast<std::size_t>(id));
}

void OhwBattleSession::clearError()
{
    if (m_lastError.isEmpty())
        return;
    m_lastError.clear();
    Q_EMIT lastErrorChanged();
}

bool OhwBattleSession::refuse(const ohw::Refusal &refusal)
{
    // The store could not keep the entry: the battle did not change, and the store's words say why.
    if (refusal.code == "entry-not-kept" && m_battle)
        return refuse(ErrorWording::tr("It could not be saved, so it did not happen: %1").arg(m_battle->recordProblem()));
    const ohw::GameState empty;
    return refuse(OhwWording(m_battle ? m_battle->state() : empty).refusal(refusal));
}

bool OhwBattleSession::refuse(const QString &message)
{
    m_lastError = message;
    ++m_errorSerial;
    Q_EMIT lastErrorChanged();
    return false;
}

std::optional<std::vector<int>> OhwBattleSession::faces(const QVariantList &dice)
{
    if (dice.isEmpty())
        return std::nullopt;
    std::vector<int> result;
    for (const QVariant &d : dice)
        result.push_back(d.toInt());
    return result;
}

bool OhwBattleSession::act(const ohw::Action &action)
{
    if (!m_battle)
        return false;
    auto applied = m_battle->act(action);
    if (!applied)
        return refuse(applied.refusal());
    m_effects = *applied;
    wordEffects();
    clearError();
    refresh();
    return true;
}

void OhwBattleSession::wordEffects()
{
    m_lastEffects.clear();
    if (!m_battle)
        return;
    const OhwWording words(m_battle->state());
    for (const ohw::Effect &e : m_effects) {
        const QString text = words.effect(e);
        if (text.isEmpty())
            continue;
        m_lastEffects << QVariantMap{{QStringLiteral("kind"), key(ohw::keyOf(e.kind))},
                                     {QStringLiteral("text"), text},
                                     {QStringLiteral("citation"), OhwWording::citation(e.section)}};
    }
}

void OhwBattleSession::refresh()
{
    if (m_battle) {
        m_unitsA.update(m_battle->state(), ohw::Side::A);
        m_unitsB.update(m_battle->state(), ohw::Side::B);
    }
    m_log.update(m_battle.get());
    // The unit picked stays picked while it is the phasing player's and on the table.
    const ohw::Unit *picked = unitOf(m_selected);
    if (!picked || picked->removed || picked->side != m_battle->state().active())
        m_selected = -1;
    const auto ids = targetIds();
    if (std::find(ids.begin(), ids.end(), m_target) == ids.end())
        m_target = ids.size() == 1 ? ids.front() : -1;
    refreshWaiting();
    refreshPreview();
    refreshChoices();
    Q_EMIT gameChanged();
    Q_EMIT selectionChanged();
}

void OhwBattleSession::refreshWaiting()
{
    OhwWaitingValue w;
    if (m_battle && !m_battle->state().decided) {
        const ohw::GameState &s = m_battle->state();
        const OhwWording words(s);
        if (s.choosingOrder) {
            w.kind = QStringLiteral("order");
            w.text = OhwWording::tr("%1 took the initiative: move first or second?").arg(words.army(s.initiative));
            w.citation = OhwWording::citation("10.3");
        } else if (!s.pendingRolls.empty()) {
            const ohw::PendingRoll &r = s.pendingRolls.front();
            w.kind = QStringLiteral("roll");
            w.roll = key(ohw::keyOf(r.kind));
            w.dice = r.dice;
            switch (r.kind) {
            case ohw::PendingRoll::Kind::PushReroll:
                w.text = OhwWording::tr("%1 may re-roll the failed push move of %2 (1D6)").arg(words.general(r.general), words.unit(r.unit));
                w.citation = OhwWording::citation("10.1");
                if (const ohw::Unit *u = unitOf(r.unit))
                    w.chance = chanceText(ohw::pushSuccessChance(ohw::profile(u->type).pushScore));
                break;
            case ohw::PendingRoll::Kind::GeneralRisk:
                w.text = OhwWording::tr("%1 is at risk: %2D6, killed on a 2").arg(words.general(r.general)).arg(r.dice);
                w.citation = OhwWording::citation("10.2");
                w.chance = chanceText(ohw::riskRollsKillChance(r.dice / 2));
                break;
            case ohw::PendingRoll::Kind::GeneralRout:
                w.text = OhwWording::tr("%1's unit routed: 1D6, killed on a 1").arg(words.general(r.general));
                w.citation = OhwWording::citation("10.2");
                w.chance = chanceText(ohw::routTestKillChance());
                break;
            }
        } else if (s.pendingRetreat) {
            w.kind = QStringLiteral("retreat");
            w.unit = *s.pendingRetreat;
            w.text = OhwWording::tr("%1 failed its morale check: what lies behind it?").arg(words.unit(w.unit));
            w.citation = OhwWording::citation("5.4");
            const ohw::Side side = s.units.at(static_cast<std::size_t>(w.unit)).side;
            for (const ohw::Unit &u : s.units) {
                if (u.side == side && !u.removed && u.id != w.unit)
                    w.friends << QVariantMap{{QStringLiteral("unit"), u.id}, {QStringLiteral("name"), QString::fromStdString(u.name)}};
            }
        }
    }
    m_waiting = w;
}

void OhwBattleSession::refreshPreview()
{
    OhwPoolPreviewValue v;
    const ohw::GameState *s = state();
    const bool shooting = s && s->step == ohw::Step::Shooting;
    const bool combat = s && s->step == ohw::Step::Combat;
    if ((shooting || combat) && m_selected >= 0 && m_target >= 0) {
        const OhwWording words(*s);
        v.kind = shooting ? QStringLiteral("shoot") : QStringLiteral("attack");
        ohw::Result<ohw::AttackOdds> odds = shooting
            ? ohw::shootingOdds(*s, ohw::Shoot{m_selected, m_target, m_range, m_overFriends, std::nullopt})
            : ohw::attackOdds(*s, ohw::Attack{m_selected, m_target, std::nullopt});
        if (!odds) {
            v.error = words.refusal(odds.refusal());
        } else {
            v.valid = true;
            v.attackerName = words.unit(m_selected);
            v.targetName = words.unit(m_target);
            for (const ohw::PoolTerm &t : odds->pool.terms) {
                v.items << QVariantMap{{QStringLiteral("key"), key(ohw::keyOf(t.modifier))},
                                       {QStringLiteral("text"), OhwWording::modifier(t.modifier)},
                                       {QStringLiteral("dice"), OhwWording::dice(t.modifier, t.dice)},
                                       {QStringLiteral("citation"), OhwWording::citation(t.section)}};
            }
            v.dice = odds->pool.dice;
            for (std::size_t h = 0; h < odds->hits.size(); ++h) {
                v.odds << QVariantMap{{QStringLiteral("hits"), static_cast<int>(h)},
                                      {QStringLiteral("fraction"), numberformat::fraction(odds->hits.at(h))},
                                      {QStringLiteral("percent"), percent(odds->hits.at(h))},
                                      {QStringLiteral("chance"), odds->hits.at(h).toDouble()}};
            }
            const auto risk = [&v](const QString &text, const ancients::Fraction &f) {
                if (f.toDouble() <= 0)
                    return;
                v.risks << QVariantMap{{QStringLiteral("text"), text},
                                       {QStringLiteral("fraction"), numberformat::fraction(f)},
                                       {QStringLiteral("percent"), percent(f)}};
            };
            risk(OhwWording::tr("%1 takes 1 hit for a 1 rolled (Impetuous, §10.4)").arg(v.attackerName), odds->attackerHit);
            risk(OhwWording::tr("The general with %1 is killed (§10.2)").arg(v.targetName), odds->generalKilled);
            risk(OhwWording::tr("%1 reaches 9 hits and routs (§8)").arg(v.targetName), odds->targetRouts);
        }
    }
    m_preview = v;
}

// ---- the turn ----------------------------------------------------------------------------------

bool OhwBattleSession::rollInitiative(const QVariantList &dice)
{
    ohw::RollInitiative r;
    if (dice.size() == 2)
        r.dice = std::array<int, 2>{dice.at(0).toInt(), dice.at(1).toInt()};
    else if (!dice.isEmpty())
        return refuse(ohw::Refusal{"dice-count", "10.3", {{"expected", ohw::Arg::Type::Number, 2, {}},
                                                          {"given", ohw::Arg::Type::Number, static_cast<int>(dice.size()), {}}}});
    return act(r);
}

bool OhwBattleSession::chooseOrder(bool moveFirst)
{
    return act(ohw::ChooseOrder{moveFirst});
}

bool OhwBattleSession::move(int spaces, const QString &ground, bool charge, const QString &face)
{
    ohw::Move m;
    m.unit = m_selected;
    const ohw::Terrain g = ohw::fromKey<ohw::Terrain>(ground.toStdString()).value_or(ohw::Terrain::Open);
    for (int i = 0; i < spaces; ++i)
        m.steps.push_back({ohw::MoveStep::Kind::Space, g, -1});
    if (charge)
        m.charge = ohw::Charge{m_target, ohw::fromKey<ohw::Face>(face.toStdString()).value_or(ohw::Face::Front)};
    return act(m);
}

bool OhwBattleSession::pushMove(const QString &ground, bool charge, const QString &face, int die)
{
    ohw::PushMove p;
    p.unit = pushUnit();
    if (charge)
        p.charge = ohw::Charge{m_target, ohw::fromKey<ohw::Face>(face.toStdString()).value_or(ohw::Face::Front)};
    else
        p.step = ohw::MoveStep{ohw::MoveStep::Kind::Space,
                               ohw::fromKey<ohw::Terrain>(ground.toStdString()).value_or(ohw::Terrain::Open), -1};
    if (die > 0)
        p.die = die;
    return act(p);
}

bool OhwBattleSession::shoot(const QVariantList &dice)
{
    return act(ohw::Shoot{m_selected, m_target, m_range, m_overFriends, faces(dice)});
}

bool OhwBattleSession::attack(const QVariantList &dice)
{
    return act(ohw::Attack{m_selected, m_target, faces(dice)});
}

bool OhwBattleSession::rollPending(const QVariantList &dice)
{
    return act(ohw::RollPending{faces(dice)});
}

bool OhwBattleSession::checkMorale(int unit, int die)
{
    ohw::CheckMorale c{unit, std::nullopt};
    if (die > 0)
        c.die = die;
    return act(c);
}

bool OhwBattleSession::retreat(const QString &outcome, const QString &ground, int friendUnit)
{
    ohw::Retreat r;
    r.friendUnit = friendUnit;
    r.outcome = ohw::fromKey<ohw::RetreatOutcome>(outcome.toStdString()).value_or(ohw::RetreatOutcome::Retreated);
    r.ground = ohw::fromKey<ohw::Terrain>(ground.toStdString()).value_or(ohw::Terrain::Open);
    return act(r);
}

bool OhwBattleSession::takeBreakpoint(const QVariantList &d3)
{
    ohw::TakeBreakpoint t;
    if (!d3.isEmpty())
        t.d3 = faces(d3);
    return act(t);
}

bool OhwBattleSession::disengage(int unit)
{
    return act(ohw::Disengage{unit});
}

bool OhwBattleSession::joinUnit(int general, int unit)
{
    return act(ohw::JoinUnit{general, unit});
}

bool OhwBattleSession::advance(int unit, const QString &ground)
{
    return act(ohw::Advance{unit, ohw::fromKey<ohw::Terrain>(ground.toStdString()).value_or(ohw::Terrain::Open)});
}

bool OhwBattleSession::endStep()
{
    return act(ohw::EndStep{});
}

QString OhwBattleSession::verify()
{
    return rulesetsession::verifyKept(m_battle.get(), m_battleId, m_battles,
                                      [](record::BattleStore &store, qint64 id) { return store.loadOhw(id); });
}

bool OhwBattleSession::exportBattle(const QUrl &file, bool revealSecret)
{
    const QString problem = rulesetsession::exportBattle<record::OhwBattleFile>(m_battle.get(), file, revealSecret);
    if (!problem.isEmpty())
        return refuse(problem);
    clearError();
    return true;
}

bool OhwBattleSession::undo()
{
    if (!m_battle || !m_battle->canUndo())
        return false;
    if (auto undone = m_battle->undo(); !undone)
        return refuse(undone.refusal());
    m_effects.clear();
    m_lastEffects.clear();
    clearError();
    refresh();
    return true;
}

bool OhwBattleSession::amend(int index, const ohw::Action &replacement, const Battle::Answers &answers,
                             const QString &note, const QString &umpire)
{
    if (!m_battle)
        return refuse(tr("No battle is open."));
    if (auto amended = m_battle->amend(index, replacement, answers, note, umpire); !amended)
        return refuse(amended.refusal());
    m_effects.clear();
    m_lastEffects.clear();
    clearError();
    refresh();
    return true;
}

bool OhwBattleSession::redo()
{
    if (!m_battle || !m_battle->canRedo())
        return false;
    auto redone = m_battle->redo();
    if (!redone)
        return refuse(redone.refusal());
    m_effects = *redone;
    wordEffects();
    clearError();
    refresh();
    return true;
}
