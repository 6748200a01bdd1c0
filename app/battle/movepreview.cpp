#include "movepreview.h"

#include "numberformat.h"

#include "ancients/preview.h"

#include <optional>

using namespace ancients;

MovePreview::MovePreview(QObject *parent)
    : QObject(parent)
{
}

MovePreview::~MovePreview() = default;

void MovePreview::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_gameConnection)
        disconnect(m_gameConnection);
    m_session = session;
    if (session)
        m_gameConnection = connect(session, &BattleSession::gameChanged, this, &MovePreview::refresh);
    Q_EMIT sessionChanged();
    refresh();
}

void MovePreview::setBlock(int block)
{
    if (m_block == block)
        return;
    m_block = block;
    Q_EMIT blockChanged();
    refresh();
}

void MovePreview::refresh()
{
    const record::Battle *battle = m_session ? m_session->battle() : nullptr;
    std::optional<MovementTestPreview> test;
    if (battle) {
        if (auto previewed = previewMovementTest(battle->state(), m_block))
            test = *previewed;
    }
    m_valid = test.has_value();
    const MovementTestPreview p = test.value_or(MovementTestPreview{});
    m_moves = p.moves;
    m_chained = p.chained;
    m_tempoCost = p.tempoCost;
    m_needed = p.needed;
    m_chance = p.chance.toDouble();
    m_chanceText = m_valid ? numberformat::chance(p.chance) : QString();
    m_averageText = m_valid ? numberformat::mixed(p.average) : QString();
    m_breaks = p.breaks;
    m_movementOver = p.movementOver;
    WheelPreview w;
    if (m_valid) {
        const auto listed = m_session->listedShapes();
        const auto wheel = previewWheel(battle->state(), m_block, listed);
        if (wheel)
            w = *wheel;
    }
    m_wheelFrontage = w.frontage;
    m_wheelDepth = w.depth;
    m_wheelMoves = w.moves;
    m_wheelFatigue = w.fatigue;
    Q_EMIT changed();
}
