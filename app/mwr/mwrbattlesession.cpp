#include "mwrbattlesession.h"

#include "battlesession.h"
#include "errorwording.h"
#include "mwrsample.h"
#include "rulesetarmylist.h"
#include "rulesetsessiontools.h"
#include "mwrwording.h"

#include "record/battlefile.h"
#include "record/mwrfile.h"

#include "mwr/keys.h"

#include "numberformat.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>

#include <algorithm>

namespace {

QString key(std::string_view k)
{
    return QString::fromUtf8(k.data(), static_cast<qsizetype>(k.size()));
}

QString percent(const ancients::Fraction &chance)
{
    return MwrWording::tr("%1%", "a chance in percent").arg(QLocale().toString(chance.toDouble() * 100, 'f', 0));
}

QVariantList resolveItems(const mwr::Resolve &resolve, const MwrWording &words)
{
    QVariantList items;
    for (const mwr::ResolveItem &item : resolve.items) {
        items << QVariantMap{{QStringLiteral("text"), words.resolveItem(item)},
                             {QStringLiteral("amount"), item.kind == mwr::ResolveItem::Kind::Base
                                                            ? numberformat::whole(item.amount)
                                                            : numberformat::signedNumber(item.amount)},
                             {QStringLiteral("citation"), MwrWording::citation(item.section, item.ruling)},
                             {QStringLiteral("section"), QString::fromStdString(item.section)},
                             {QStringLiteral("ruling"), QString::fromStdString(item.ruling)}};
    }
    return items;
}

} // namespace

MwrBattleSession::MwrBattleSession(BattleSession *battles, QObject *parent)
    : QObject(parent)
    , m_battles(battles)
{
    Q_ASSERT(battles);
    refreshPreview();
    // The store the battle is attached to closes: the battle closes first.
    connect(battles, &BattleSession::storeClosing, this, &MwrBattleSession::closeBattle);
    // Deleted on the saved battles page while it is open here: its page no longer shows it.
    connect(battles, &BattleSession::storeChanged, this, &MwrBattleSession::closeIfRemoved);
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool MwrBattleSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() && m_battle) {
        wordEffects();
        m_log.reword(m_battle.get());
        refresh();
    }
    return QObject::eventFilter(watched, event);
}

void MwrBattleSession::wordEffects()
{
    m_lastEffects.clear();
    if (!m_battle)
        return;
    const MwrWording words(m_battle->state());
    for (const mwr::Effect &e : m_effects) {
        const QString text = words.effect(e);
        if (text.isEmpty())
            continue;
        m_lastEffects << QVariantMap{{QStringLiteral("kind"), key(mwr::keyOf(e.kind))},
                                     {QStringLiteral("text"), text},
                                     {QStringLiteral("citation"), MwrWording::citation(e.section, e.ruling)},
                                     {QStringLiteral("section"), QString::fromStdString(e.section)},
                                     {QStringLiteral("ruling"), QString::fromStdString(e.ruling)}};
    }
}

MwrBattleSession::~MwrBattleSession()
{
    m_battle.reset(); // detached before the store goes
}

bool MwrBattleSession::startSample()
{
    const mwr::Setup game = mwrsample::setup();
    const QByteArray secret = record::SeedCommitment::newSecret();
    record::MwrSetup setup;
    setup.armies = game.armies;
    setup.first = game.first;
    setup.breakPoint = game.breakPoint;
    setup.seed = record::SeedCommitment::of(secret);
    return startBattle(setup, secret,
                       BattleSession::tr("%1 v %2").arg(QString::fromStdString(game.armies.at(0).name),
                                                        QString::fromStdString(game.armies.at(1).name)));
}

bool MwrBattleSession::startArmies(const QString &fileA, const QString &fileB, const QString &phrase, const QString &title)
{
    record::MwrSetup setup;
    for (int side = 0; side < 2; ++side) {
        const MwrArmyListLoad list = MwrArmyListFormat::load(side == 0 ? fileA : fileB);
        if (!list.army)
            return refuse(list.error);
        setup.armies.at(static_cast<std::size_t>(side)) = *list.army;
    }
    setup.first = mwr::Side::A;
    setup.breakPoint = 0;
    const QByteArray secret = record::SeedCommitment::newSecret();
    setup.seed = record::SeedCommitment::of(secret, phrase);
    const QString name = title.trimmed().isEmpty()
                             ? BattleSession::tr("%1 v %2").arg(QString::fromStdString(setup.armies.at(0).name),
                                                                QString::fromStdString(setup.armies.at(1).name))
                             : title.trimmed();
    return startBattle(setup, secret, name);
}

bool MwrBattleSession::startBattle(const record::MwrSetup &setup, const QByteArray &secret, const QString &title)
{
    auto started = Battle::start(setup, secret);
    if (!started)
        return refuse(started.refusal());
    QString problem;
    record::BattleStore *store = m_battles->sharedStore(&problem);
    if (!store)
        return refuse(problem);
    auto battle = std::make_unique<Battle>(std::move(*started));
    const auto id = store->add(*battle, title);
    if (!id)
        return refuse(store->errorString());
    show(std::move(battle), *id);
    return true;
}

bool MwrBattleSession::openBattle(qint64 id)
{
    if (m_battle && m_battleId == id) {
        clearError();
        return true;
    }
    QString problem;
    record::BattleStore *store = m_battles->sharedStore(&problem);
    if (!store)
        return refuse(problem);
    auto loaded = store->loadMwr(id);
    if (!loaded)
        return refuse(store->errorString());
    show(std::make_unique<Battle>(std::move(*loaded)), id);
    return true;
}

void MwrBattleSession::closeIfRemoved()
{
    if (!m_battle)
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

QString MwrBattleSession::fingerprint() const
{
    return m_battle ? record::BattleFile::fingerprint(m_battle->headHash()) : QString();
}

QString MwrBattleSession::verify()
{
    return rulesetsession::verifyKept(m_battle.get(), m_battleId, m_battles,
                                      [](record::BattleStore &store, qint64 id) { return store.loadMwr(id); });
}

bool MwrBattleSession::exportBattle(const QUrl &file, bool revealSecret)
{
    const QString problem = rulesetsession::exportBattle<record::MwrBattleFile>(m_battle.get(), file, revealSecret);
    if (!problem.isEmpty())
        return refuse(problem);
    clearError();
    return true;
}

void MwrBattleSession::closeBattle()
{
    if (!m_battle)
        return;
    m_battle.reset();
    m_battleId = 0;
    m_selected = -1;
    m_defender = -1;
    m_pushDraft.clear();
    m_effects.clear();
    m_lastEffects.clear();
    refresh();
}

void MwrBattleSession::show(std::unique_ptr<Battle> battle, qint64 id)
{
    m_battle = std::move(battle);
    m_battleId = id;
    m_selected = -1;
    m_defender = -1;
    m_attackerSupport.clear();
    m_defenderSupport.clear();
    m_pushDraft.clear();
    m_direction = mwr::AttackDirection::Front;
    m_effects.clear();
    m_lastEffects.clear();
    clearError();
    refresh();
    m_battles->storeWritten(); // added or opened: the last opened now
}

const mwr::Unit *MwrBattleSession::unitOf(int id) const
{
    if (!m_battle || id < 0 || static_cast<std::size_t>(id) >= m_battle->state().units.size())
        return nullptr;
    return &m_battle->state().units.at(static_cast<std::size_t>(id));
}

void MwrBattleSession::clearError()
{
    if (m_lastError.isEmpty())
        return;
    m_lastError.clear();
    Q_EMIT lastErrorChanged();
}

bool MwrBattleSession::refuse(const mwr::Refusal &refusal)
{
    // The store could not keep the entry: the battle did not change, and the store's words say why.
    if (refusal.code == "entry-not-kept" && m_battle)
        return refuse(ErrorWording::tr("It could not be saved, so it did not happen: %1").arg(m_battle->recordProblem()));
    const mwr::GameState empty;
    return refuse(MwrWording(m_battle ? m_battle->state() : empty).refusal(refusal));
}

bool MwrBattleSession::refuse(const QString &message)
{
    m_lastError = message;
    ++m_errorSerial;
    Q_EMIT lastErrorChanged();
    return false;
}

bool MwrBattleSession::act(const mwr::Action &action)
{
    if (!m_battle)
        return false;
    auto applied = m_battle->act(action);
    if (!applied)
        return refuse(applied.refusal());
    m_effects = *applied;
    wordEffects();
    m_pushDraft.clear();
    clearError();
    refresh();
    return true;
}

void MwrBattleSession::refresh()
{
    if (m_battle) {
        m_unitsA.update(m_battle->state(), mwr::Side::A);
        m_unitsB.update(m_battle->state(), mwr::Side::B);
    }
    m_log.update(m_battle.get());
    // The unit picked stays picked while it may still act; a melee under way keeps its attacker.
    const mwr::GameState *state = m_battle ? &m_battle->state() : nullptr;
    if (state && state->melee)
        m_selected = state->melee->attacker;
    else if (!state || m_selected < 0 || mwr::allowedActions(*state, m_selected).empty())
        m_selected = -1;
    const auto targetList = state && m_selected >= 0 ? mwr::contactsOf(*state, m_selected) : std::vector<mwr::UnitId>{};
    if (std::find(targetList.begin(), targetList.end(), m_defender) == targetList.end())
        m_defender = targetList.size() == 1 ? targetList.front() : -1;
    if (m_selected < 0) {
        m_attackerSupport.clear();
        m_defenderSupport.clear();
        m_direction = mwr::AttackDirection::Front;
    }
    refreshPending();
    refreshPreview();
    Q_EMIT gameChanged();
    Q_EMIT selectionChanged();
    Q_EMIT meleeChanged();
}

void MwrBattleSession::refreshPending()
{
    MwrPendingValue p;
    if (m_battle && m_battle->state().melee) {
        const mwr::GameState &s = m_battle->state();
        const mwr::Melee &m = *s.melee;
        const MwrWording words(s);
        p.step = key(mwr::keyOf(m.step));
        p.attackerName = words.unit(m.attacker);
        p.defenderName = words.unit(m.defender);
        const mwr::UnitId roller = m.plan.roller == mwr::Roller::Attacker ? m.attacker : m.defender;
        p.rollerName = words.unit(roller);
        p.rollerArmy = words.army(s.units.at(static_cast<std::size_t>(roller)).side);
        for (const int face : m.faces) {
            const auto r = mwr::resultOfFace(face);
            p.faces << QVariantMap{{QStringLiteral("face"), face},
                                   {QStringLiteral("key"), r ? key(mwr::keyOf(*r)) : QString()},
                                   {QStringLiteral("name"), r ? MwrWording::result(*r) : QString()},
                                   {QStringLiteral("meaning"), r ? MwrWording::resultMeaning(*r) : QString()}};
        }
        if (m.result)
            p.resultText = MwrWording::tr("%1: %2").arg(MwrWording::result(*m.result), MwrWording::resultMeaning(*m.result));
        if (m.step == mwr::Melee::Step::PushBack) {
            // Ask the engine whose way it needs next: the chain said so far, refused as incomplete, names it.
            const auto tried = mwr::apply(s, mwr::PushBack{m_pushDraft});
            const mwr::RefusalArg *next = !tried && tried.refusal().code == "push-back-incomplete"
                                              ? tried.refusal().arg("unit")
                                              : nullptr;
            p.pushUnit = next ? next->value : m.defender;
            p.pushUnitName = words.unit(p.pushUnit);
            for (const mwr::Behind &b : m_pushDraft) {
                p.pushSteps << (b.kind == mwr::Behind::Kind::Unit ? words.unit(b.unit) : MwrWording::behind(b.kind));
            }
            for (const mwr::Unit &u : s.units) {
                const bool said = std::any_of(m_pushDraft.begin(), m_pushDraft.end(),
                                              [&u](const mwr::Behind &b) { return b.unit == u.id; });
                if (u.destroyed() || u.id == m.attacker || u.id == m.defender || said)
                    continue;
                const mwr::Side pushedSide = s.units.at(static_cast<std::size_t>(p.pushUnit)).side;
                p.pushCandidates << QVariantMap{{QStringLiteral("unit"), u.id},
                                                {QStringLiteral("name"), QString::fromStdString(u.name)},
                                                {QStringLiteral("side"), mwr::sideIndex(u.side)},
                                                {QStringLiteral("enemy"), u.side != pushedSide}};
            }
        }
    }
    m_pending = p;
}

mwr::Attack MwrBattleSession::draftAttack() const
{
    mwr::Attack a;
    a.attacker = m_selected;
    a.defender = m_defender;
    a.direction = m_direction;
    a.attackerSupport = m_attackerSupport;
    a.defenderSupport = m_defenderSupport;
    return a;
}

void MwrBattleSession::refreshPreview()
{
    MwrMeleePreviewValue v;
    const bool attacking = m_battle && m_selected >= 0 && !m_battle->state().melee;
    if (attacking && m_defender >= 0) {
        const mwr::GameState &s = m_battle->state();
        const MwrWording words(s);
        const auto p = mwr::preview(s, draftAttack());
        if (!p) {
            v.error = words.refusal(p.refusal());
        } else {
            v.valid = true;
            v.attackerName = words.unit(m_selected);
            v.defenderName = words.unit(m_defender);
            v.attackerItems = resolveItems(p->attacker, words);
            v.defenderItems = resolveItems(p->defender, words);
            v.attackerTotal = p->attacker.total();
            v.defenderTotal = p->defender.total();
            v.roller = key(mwr::keyOf(p->plan.roller));
            v.rollerName = p->plan.roller == mwr::Roller::Attacker ? v.attackerName : v.defenderName;
            v.dice = p->plan.dice;
            v.rollText = p->plan.dice == 1
                             ? MwrWording::tr("Equal Resolve: %1 rolls 1D6").arg(v.rollerName)
                             : MwrWording::tr("%1 has the higher Resolve: rolls 2D6 and keeps one").arg(v.rollerName);
            for (std::size_t i = 0; i < mwr::CombatResultCount; ++i) {
                const auto r = static_cast<mwr::CombatResult>(i);
                v.odds << QVariantMap{{QStringLiteral("key"), key(mwr::keyOf(r))},
                                      {QStringLiteral("name"), MwrWording::result(r)},
                                      {QStringLiteral("meaning"), MwrWording::resultMeaning(r)},
                                      {QStringLiteral("fraction"), numberformat::fraction(p->best.at(i))},
                                      {QStringLiteral("percent"), percent(p->best.at(i))},
                                      {QStringLiteral("chance"), p->best.at(i).toDouble()},
                                      {QStringLiteral("offeredFraction"), numberformat::fraction(p->offered.at(i))},
                                      {QStringLiteral("offeredPercent"), percent(p->offered.at(i))}};
            }
        }
    }
    m_preview = v;
}

// ---- activations ---------------------------------------------------------------------------

bool MwrBattleSession::move(const QString &terrain, bool throughFriends, const QVariantList &contacts)
{
    mwr::Move m;
    m.unit = m_selected;
    m.terrain = mwr::fromKey<mwr::Terrain>(terrain.toStdString()).value_or(mwr::Terrain::Open);
    m.throughFriends = throughFriends;
    for (const QVariant &c : contacts)
        m.contacts.push_back(c.toInt());
    return act(m);
}

bool MwrBattleSession::fallBack(const QString &terrain, bool throughFriends)
{
    mwr::FallBack f;
    f.unit = m_selected;
    f.terrain = mwr::fromKey<mwr::Terrain>(terrain.toStdString()).value_or(mwr::Terrain::Open);
    f.throughFriends = throughFriends;
    return act(f);
}

bool MwrBattleSession::rally()
{
    return act(mwr::Rally{m_selected});
}

bool MwrBattleSession::hold()
{
    return act(mwr::Hold{m_selected});
}

bool MwrBattleSession::setContacts(int unit, const QVariantList &enemies)
{
    mwr::SetContacts c;
    c.unit = unit;
    for (const QVariant &e : enemies)
        c.enemies.push_back(e.toInt());
    return act(c);
}

// ---- the melee -----------------------------------------------------------------------------

void MwrBattleSession::setSupport(bool attacker, int unit, const QString &kind)
{
    std::vector<mwr::Support> &list = attacker ? m_attackerSupport : m_defenderSupport;
    list.erase(std::remove_if(list.begin(), list.end(), [unit](const mwr::Support &s) { return s.unit == unit; }),
               list.end());
    if (const auto k = mwr::fromKey<mwr::SupportKind>(kind.toStdString()))
        list.push_back({unit, *k});
    refreshPreview();
    Q_EMIT meleeChanged();
}

bool MwrBattleSession::attack()
{
    return act(draftAttack());
}

bool MwrBattleSession::attackWithDice(const QVariantList &faces)
{
    mwr::Attack a = draftAttack();
    std::vector<int> dice;
    for (const QVariant &f : faces)
        dice.push_back(f.toInt());
    a.dice = dice;
    return act(a);
}

bool MwrBattleSession::pick(int face)
{
    return act(mwr::Pick{face});
}

bool MwrBattleSession::pushBehind(const QString &kind, int unit)
{
    if (!m_battle)
        return false;
    const auto k = mwr::fromKey<mwr::Behind::Kind>(kind.toStdString());
    if (!k)
        return false;
    std::vector<mwr::Behind> draft = m_pushDraft;
    draft.push_back({*k, *k == mwr::Behind::Kind::Unit ? unit : -1});
    const auto tried = mwr::apply(m_battle->state(), mwr::PushBack{draft});
    if (!tried && tried.refusal().code == "push-back-incomplete") {
        // The chain goes on: the engine names whose way it needs next.
        m_pushDraft = draft;
        clearError();
        refreshPending();
        Q_EMIT gameChanged();
        return true;
    }
    if (!tried)
        return refuse(tried.refusal());
    return act(mwr::PushBack{draft});
}

void MwrBattleSession::takeBackPushStep()
{
    if (m_pushDraft.empty())
        return;
    m_pushDraft.pop_back();
    refreshPending();
    Q_EMIT gameChanged();
}

bool MwrBattleSession::undo()
{
    if (!m_battle || !m_battle->canUndo())
        return false;
    if (auto undone = m_battle->undo(); !undone)
        return refuse(undone.refusal());
    m_effects.clear();
    m_lastEffects.clear();
    m_pushDraft.clear();
    clearError();
    refresh();
    return true;
}

bool MwrBattleSession::amend(int index, const mwr::Action &replacement, const Battle::Answers &answers,
                             const QString &note, const QString &umpire)
{
    if (!m_battle)
        return refuse(tr("No battle is open."));
    if (auto amended = m_battle->amend(index, replacement, answers, note, umpire); !amended)
        return refuse(amended.refusal());
    m_effects.clear();
    m_lastEffects.clear();
    m_pushDraft.clear();
    clearError();
    refresh();
    return true;
}

bool MwrBattleSession::redo()
{
    if (!m_battle || !m_battle->canRedo())
        return false;
    if (auto redone = m_battle->redo(); !redone)
        return refuse(redone.refusal());
    m_effects.clear();
    m_lastEffects.clear();
    m_pushDraft.clear();
    clearError();
    refresh();
    return true;
}

// ---- getters ---------------------------------------------------------------------------------

int MwrBattleSession::turn() const
{
    return m_battle ? m_battle->state().turn : 0;
}

int MwrBattleSession::activeSide() const
{
    return m_battle ? mwr::sideIndex(m_battle->state().toAct) : -1;
}

QStringList MwrBattleSession::armyNames() const
{
    if (!m_battle)
        return {};
    const auto &names = m_battle->state().armyNames;
    return {QString::fromStdString(names.at(0)), QString::fromStdString(names.at(1))};
}

QList<int> MwrBattleSession::leftToAct() const
{
    if (!m_battle)
        return {0, 0};
    return {mwr::unitsLeftToAct(m_battle->state(), mwr::Side::A), mwr::unitsLeftToAct(m_battle->state(), mwr::Side::B)};
}

QString MwrBattleSession::outcome() const
{
    if (!m_battle || !m_battle->state().outcome)
        return {};
    const auto &o = *m_battle->state().outcome;
    if (!o.winner)
        return MwrWording::tr("The battle ends in a draw");
    return MwrWording::tr("%1 wins the battle").arg(MwrWording(m_battle->state()).army(*o.winner));
}

void MwrBattleSession::selectUnit(int unit)
{
    if (unit == m_selected || (m_battle && m_battle->state().melee))
        return;
    m_selected = unit;
    m_attackerSupport.clear();
    m_defenderSupport.clear();
    m_direction = mwr::AttackDirection::Front;
    const auto targetList = m_battle && unit >= 0 ? mwr::contactsOf(m_battle->state(), unit) : std::vector<mwr::UnitId>{};
    m_defender = targetList.size() == 1 ? targetList.front() : -1;
    refreshPreview();
    Q_EMIT selectionChanged();
    Q_EMIT meleeChanged();
}

QString MwrBattleSession::selectedName() const
{
    const mwr::Unit *u = unitOf(m_selected);
    return u ? QString::fromStdString(u->name) : QString();
}

QStringList MwrBattleSession::allowedActions() const
{
    QStringList keys;
    if (!m_battle || m_selected < 0)
        return keys;
    for (const mwr::ActionKind k : mwr::allowedActions(m_battle->state(), m_selected))
        keys << key(mwr::keyOf(k));
    return keys;
}

QVariantList MwrBattleSession::actionWords() const
{
    QVariantList words;
    for (const auto k : {mwr::ActionKind::Move, mwr::ActionKind::Attack, mwr::ActionKind::FallBack, mwr::ActionKind::Rally,
                         mwr::ActionKind::Hold})
        words << QVariantMap{{QStringLiteral("key"), key(mwr::keyOf(k))}, {QStringLiteral("text"), MwrWording::action(k)}};
    return words;
}

QVariantList MwrBattleSession::enemies() const
{
    QVariantList list;
    const mwr::Unit *self = unitOf(m_selected);
    if (!self)
        return list;
    for (const mwr::Unit &u : m_battle->state().units) {
        if (u.side != self->side && !u.destroyed())
            list << QVariantMap{{QStringLiteral("unit"), u.id}, {QStringLiteral("name"), QString::fromStdString(u.name)}};
    }
    return list;
}

QVariantList MwrBattleSession::targets() const
{
    QVariantList list;
    if (!unitOf(m_selected))
        return list;
    const MwrWording words(m_battle->state());
    for (const mwr::UnitId id : mwr::contactsOf(m_battle->state(), m_selected))
        list << QVariantMap{{QStringLiteral("unit"), id}, {QStringLiteral("name"), words.unit(id)}};
    return list;
}

void MwrBattleSession::setDefender(int unit)
{
    if (unit == m_defender)
        return;
    m_defender = unit;
    m_defenderSupport.clear();
    refreshPreview();
    Q_EMIT meleeChanged();
}

QString MwrBattleSession::direction() const
{
    return key(mwr::keyOf(m_direction));
}

void MwrBattleSession::setDirection(const QString &direction)
{
    const auto d = mwr::fromKey<mwr::AttackDirection>(direction.toStdString());
    if (!d || *d == m_direction)
        return;
    m_direction = *d;
    refreshPreview();
    Q_EMIT meleeChanged();
}

QVariantList MwrBattleSession::friendsOf(bool attacker) const
{
    QVariantList list;
    const mwr::Unit *supported = unitOf(attacker ? m_selected : m_defender);
    if (!supported)
        return list;
    const std::vector<mwr::Support> &support = attacker ? m_attackerSupport : m_defenderSupport;
    for (const mwr::Unit &u : m_battle->state().units) {
        if (u.side != supported->side || u.destroyed() || u.id == m_selected || u.id == m_defender)
            continue;
        const auto given = std::find_if(support.begin(), support.end(), [&u](const mwr::Support &s) { return s.unit == u.id; });
        list << QVariantMap{{QStringLiteral("unit"), u.id},
                            {QStringLiteral("name"), QString::fromStdString(u.name)},
                            {QStringLiteral("engaged"), mwr::engaged(m_battle->state(), u.id)},
                            {QStringLiteral("kind"), given == support.end() ? QString() : key(mwr::keyOf(given->kind))}};
    }
    return list;
}
