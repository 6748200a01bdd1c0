#include "ohwlogmodel.h"

#include "ohwsessiontext.h"
#include "ohwwording.h"

#include "record/battlefile.h"
#include "record/logview.h"
#include "record/ohwcodec.h"

#include "ohw/keys.h"

using record::LogEntry;

using ohwtext::key;

std::vector<OhwLogModel::Row> OhwLogModel::rowsOf(const record::OhwBattle &battle)
{
    const std::vector<record::OhwEntry> &log = battle.log();
    const std::size_t n = log.size();
    const Shape shape = shapeOf(battle);
    const QString ruleset = record::OhwCodec::rulesetKey();

    const OhwWording words(battle.state());
    std::vector<Row> rows;
    rows.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const record::OhwEntry &entry = log[i];
        const int from = shape.actionFrom[i];
        const std::optional<ohw::Action> &action = from >= 0 ? log[static_cast<std::size_t>(from)].action : std::nullopt;
        Row row;
        row.type = typeKey(entry.type);
        row.target = record::entryNumber(shape.target[i]);
        markAmendments(row, entry, shape, i);
        row.fullHash = entry.hash;
        row.hash = QString::fromLatin1(entry.hash.toHex().left(12));
        if (action)
            row.kind = record::OhwCodec::kind(*action);
        const int k = shape.actionIndex[i];
        // The state it was played on, while it is in force.
        const ohw::GameState *before = k >= 0 ? &battle.stateAt(k) : nullptr;
        const QString what = action ? words.summary(*action, before) : QString();
        switch (entry.type) {
        case LogEntry::Type::Undo:
            row.summary = shape.target[i] >= 0 ? OhwWording::tr("Took back #%1: %2").arg(row.target).arg(what)
                                               : OhwWording::tr("Took back the last action");
            break;
        case LogEntry::Type::Redo:
            row.summary = shape.target[i] >= 0 ? OhwWording::tr("Played again #%1: %2").arg(row.target).arg(what)
                                               : OhwWording::tr("Played again the action taken back");
            break;
        case LogEntry::Type::Action:
        case LogEntry::Type::Amend:
            row.summary = what;
            break;
        }
        row.inForce = k >= 0;
        row.actionIndex = k;
        if (before) {
            // The moment it was played in.
            row.turn = before->turn;
            row.side = before->active() == ohw::Side::A ? 0 : 1;
            row.step = key(ohw::keyOf(before->step));
            row.stepText = OhwWording::step(before->step);
            bool endedTurn = false;
            for (const ohw::Effect &e : battle.effects().at(static_cast<std::size_t>(k))) {
                // A new turn's initiative roll begins when the last one ends (§4).
                endedTurn = endedTurn || (e.kind == ohw::Effect::Kind::StepBegan && e.step == ohw::Step::Initiative);
                const QString text = words.effect(e);
                if (text.isEmpty())
                    continue;
                const QString section = QString::fromStdString(e.section);
                row.effects << QVariantMap{{QStringLiteral("kind"), key(ohw::keyOf(e.kind))},
                                           {QStringLiteral("text"), text},
                                           {QStringLiteral("section"), section},
                                           {QStringLiteral("ruleset"), ruleset}};
                cite(row, section);
            }
            if (endedTurn)
                row.fingerprint = record::BattleFile::fingerprint(entry.hash);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

void OhwLogModel::update(const record::OhwBattle *battle)
{
    if (!battle)
        clear();
    else
        show(rowsOf(*battle), battle->setupHash());
}

void OhwLogModel::reword(const record::OhwBattle *battle)
{
    if (!battle)
        clear();
    else
        reworded(rowsOf(*battle), battle->setupHash());
}
