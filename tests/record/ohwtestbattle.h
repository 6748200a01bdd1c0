#pragma once

// The battle tst_ohw_record plays (and tests/data/golden/ohw-battle.json pins):
// Caesar's army against Pompey's after the text's own example, Legio IX on a hill,
// and the first turn of tst_ohw_turn's rule_4_aTurnFromInitiativeToBreakpoint,
// played with the players' own dice, then a shot with the game's.

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ohwbattle.h"
#endif

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ohwrecordtest {

using namespace ohw;

inline const QByteArray Secret(32, 's');

// Unit ids: army A's, then army B's.
enum : int { LegioX, LegioIX, Equites, Archers, VelitesA, Auxilia, Warband, LightHorse, VelitesB, LegioB };

inline MoveStep space(Terrain ground = Terrain::Open, UnitId through = -1)
{
    return {MoveStep::Kind::Space, ground, through};
}

inline MoveStep pivot()
{
    return {MoveStep::Kind::Pivot, Terrain::Open, -1};
}

inline record::OhwSetup romeAgainstRome()
{
    record::OhwSetup setup;
    const Traits veterans = Traits{}.with(Trait::Veterans);
    const Traits missile = Traits{}.with(Trait::Missile);
    setup.armies[0] = {"Caesar",
                       {{"Legio X", UnitType::Legionaries, veterans, Terrain::Open},
                        {"Legio IX", UnitType::Legionaries, {}, Terrain::Hill},
                        {"Equites", UnitType::Equites, {}, Terrain::Open},
                        {"Sagitarii", UnitType::Sagitarii, {}, Terrain::Open},
                        {"Velites", UnitType::Velites, missile, Terrain::Open}},
                       {{"Caesar", 0}}};
    setup.armies[1] = {"Pompey",
                       {{"Auxilia", UnitType::Auxilia, {}, Terrain::Open},
                        {"Galli", UnitType::Warband, {}, Terrain::Open},
                        {"Equites Auxiliares", UnitType::EquitesAuxiliares, missile, Terrain::Open},
                        {"Velites", UnitType::Velites, {}, Terrain::Open},
                        {"Legio I", UnitType::Legionaries, {}, Terrain::Open}},
                       {{"Pompey", 4}}};
    setup.seed = record::SeedCommitment::of(Secret, QStringLiteral("Pharsalus"));
    return setup;
}

/** The first turn, initiative to breakpoint (§4), then A's Movement step ended. */
inline const std::vector<Action> &script()
{
    static const std::vector<Action> actions{
        RollInitiative{std::array<int, 2>{1, 5}}, // B wins by 4: B takes the initiative (§10.3)
        ChooseOrder{true},                         // and moves first (ruling R27)
        Move{Warband, {space()}, std::nullopt},
        PushMove{Warband, space(), std::nullopt, 2}, // fails: 1 hit (§5.1)
        Move{Auxilia, {}, Charge{LegioIX, Face::Front}},
        EndStep{},
        Shoot{LightHorse, Equites, 2, false, std::vector<int>{5, 3}}, // 1 hit (§6)
        EndStep{},
        Attack{Auxilia, LegioIX, std::vector<int>{6}}, // up the hill, against armour: 1D6 (§7, §5.6, §10.4)
        EndStep{},
        CheckMorale{LegioIX, 1}, // fails (§8)
        Retreat{RetreatOutcome::Retreated, Terrain::Open},
        Advance{Auxilia, Terrain::Hill},
        CheckMorale{Equites, 4},
        EndStep{},
        TakeBreakpoint{std::vector<int>{}}, // A loses 1 for the retreat (§9)
        EndStep{},                          // A's Movement step
    };
    return actions;
}

/** One action of each kind, every field away from its default. */
inline const std::vector<Action> &otherKinds()
{
    static const std::vector<Action> actions{
        RollInitiative{std::array<int, 2>{3, 6}},
        ChooseOrder{false},
        Move{Equites, {space(Terrain::Woods, LegioX), pivot()}, Charge{LightHorse, Face::RightFlank}},
        PushMove{LegioIX, std::nullopt, Charge{Auxilia, Face::Rear}, 4},
        Disengage{Equites},
        JoinUnit{0, LegioIX},
        Shoot{Archers, Warband, 3, true, std::vector<int>{1, 6}},
        Attack{LegioX, Auxilia, std::nullopt},
        RollPending{std::vector<int>{1, 1, 2, 6}},
        CheckMorale{VelitesA, std::nullopt},
        Retreat{RetreatOutcome::PushesFriend, Terrain::Rough, Warband, Terrain::Woods},
        Advance{LegioB, Terrain::Hill},
        TakeBreakpoint{std::vector<int>{3, 1}},
        EndStep{},
    };
    return actions;
}

/** @p action changed so that the rules refuse it or it leads elsewhere. */
inline Action otherAction(const Action &action)
{
    if (const auto *a = std::get_if<RollInitiative>(&action))
        return RollInitiative{std::array<int, 2>{(*a->dice)[1], (*a->dice)[0]}};
    if (const auto *a = std::get_if<ChooseOrder>(&action))
        return ChooseOrder{!a->moveFirst};
    if (const auto *a = std::get_if<Move>(&action)) {
        Move m = *a;
        if (m.charge)
            m.charge->face = Face::LeftFlank;
        else
            m.steps.front().ground = Terrain::Woods;
        return m;
    }
    if (const auto *a = std::get_if<PushMove>(&action))
        return PushMove{a->unit, a->step, a->charge, 6};
    if (const auto *a = std::get_if<Shoot>(&action))
        return Shoot{a->shooter, a->target, a->range, a->overFriends, std::vector<int>{3, 3}};
    if (const auto *a = std::get_if<Attack>(&action))
        return Attack{a->attacker, a->target, std::vector<int>{3}};
    if (const auto *a = std::get_if<CheckMorale>(&action))
        return CheckMorale{a->unit, *a->die == 1 ? 6 : 1};
    if (const auto *a = std::get_if<Retreat>(&action))
        return Retreat{a->outcome, Terrain::Rough, a->friendUnit, a->friendGround};
    if (const auto *a = std::get_if<Advance>(&action))
        return Advance{a->unit, Terrain::Open};
    if (std::holds_alternative<TakeBreakpoint>(action))
        return TakeBreakpoint{std::vector<int>{2}}; // a 1D3 for no general killed
    return RollPending{std::vector<int>{6}};        // no roll is due
}

inline record::OhwBattle newBattle()
{
    auto battle = record::OhwBattle::start(romeAgainstRome(), Secret);
    if (!battle)
        qFatal("OhwBattle::start refused: %s", battle.refusal().code.c_str());
    record::OhwBattle b = *battle;
    int tick = 0;
    b.setClock([tick]() mutable { return QDateTime(QDate(2026, 11, 26), QTime(6, 0), Qt::UTC).addMSecs(250 * tick++); });
    return b;
}

inline record::OhwBattle played(int count = -1)
{
    record::OhwBattle battle = newBattle();
    const auto &actions = script();
    const auto n = count < 0 ? actions.size() : static_cast<std::size_t>(count);
    for (std::size_t i = 0; i < n; ++i) {
        const auto r = battle.act(actions[i]);
        if (!r)
            qFatal("action %zu refused: %s", i, qPrintable(record::refusalText(r.refusal())));
    }
    return battle;
}

/** The pinned battle: the script, a shot with the game's dice (§6), its undo and its redo. */
inline record::OhwBattle goldenBattle()
{
    record::OhwBattle battle = played();
    if (!battle.act(Shoot{Archers, Warband, 2, false, std::nullopt}) || !battle.undo() || !battle.redo())
        qFatal("the golden battle's shot was refused");
    return battle;
}

/** The golden battle as a battle file with its secret, in the shared envelope (rulebook/battle-format.md). */
inline QByteArray goldenBattleFile()
{
    const record::OhwBattle battle = goldenBattle();
    QJsonArray entries;
    for (const record::OhwEntry &entry : battle.log()) {
        QJsonObject object = record::OhwCodec::encode(entry);
        object.insert(QStringLiteral("hash"), QString::fromLatin1(entry.hash.toHex()));
        entries.append(object);
    }
    const QJsonObject file{{QStringLiteral("format"), QStringLiteral("ancients-battle")},
                           {QStringLiteral("version"), 3},
                           {QStringLiteral("setup"), record::OhwCodec::encode(battle.setup())},
                           {QStringLiteral("entries"), entries},
                           {QStringLiteral("seed_secret"), QString::fromLatin1(Secret.toHex())}};
    return QJsonDocument(file).toJson(QJsonDocument::Indented);
}

/** @p object with the value at @p path (keys, or list indexes) made @p value. */
inline QJsonObject replaced(QJsonObject object, QStringList path, const QJsonValue &value);

inline QJsonValue replacedValue(const QJsonValue &at, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    if (at.isArray()) {
        QJsonArray list = at.toArray();
        const int index = path.takeFirst().toInt();
        list.replace(index, replacedValue(list.at(index), path, value));
        return list;
    }
    return replaced(at.toObject(), path, value);
}

inline QJsonObject replaced(QJsonObject object, QStringList path, const QJsonValue &value)
{
    const QString key = path.takeFirst();
    object.insert(key, replacedValue(object.value(key), path, value));
    return object;
}

} // namespace ohwrecordtest
