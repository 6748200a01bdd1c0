#include "mwrlogmodel.h"

#include "mwrwording.h"

#include "record/battlefile.h"
#include "record/logview.h"
#include "record/mwrcodec.h"

#include "mwr/keys.h"

using record::LogEntry;

std::vector<MwrLogModel::Row> MwrLogModel::rowsOf(const record::MwrBattle &battle)
{
    const std::vector<record::MwrEntry> &log = battle.log();
    const std::size_t n = log.size();
    const Shape shape = shapeOf(battle);

    const MwrWording words(battle.state());
    std::vector<Row> rows;
    rows.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const record::MwrEntry &entry = log[i];
        const int from = shape.actionFrom[i];
        const std::optional<mwr::Action> &action = from >= 0 ? log[static_cast<std::size_t>(from)].action : std::nullopt;
        Row row;
        row.type = typeKey(entry.type);
        row.target = record::entryNumber(shape.target[i]);
        markAmendments(row, entry, shape, i);
        row.fullHash = entry.hash;
        row.hash = QString::fromLatin1(entry.hash.toHex().left(12));
        if (action)
            row.kind = record::MwrCodec::kind(*action);
        const QString what = action ? words.summary(*action) : QString();
        switch (entry.type) {
        case LogEntry::Type::Undo:
            row.summary = shape.target[i] >= 0 ? MwrWording::tr("Took back #%1: %2").arg(row.target).arg(what)
                                               : MwrWording::tr("Took back the last action");
            break;
        case LogEntry::Type::Redo:
            row.summary = shape.target[i] >= 0 ? MwrWording::tr("Played again #%1: %2").arg(row.target).arg(what)
                                               : MwrWording::tr("Played again the action taken back");
            break;
        case LogEntry::Type::Action:
        case LogEntry::Type::Amend:
            row.summary = what;
            break;
        }
        const int k = shape.actionIndex[i];
        row.inForce = k >= 0;
        row.actionIndex = k;
        if (k >= 0) {
            const mwr::GameState &before = battle.stateAt(k);
            row.turn = before.turn;
            row.side = mwr::sideIndex(before.toAct);
            bool endedTurn = false;
            for (const mwr::Effect &e : battle.effects().at(static_cast<std::size_t>(k))) {
                endedTurn = endedTurn || e.kind == mwr::Effect::Kind::TurnBegan;
                const QString text = words.effect(e);
                if (text.isEmpty())
                    continue;
                const QString section = QString::fromStdString(e.section);
                row.effects << QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(mwr::keyOf(e.kind).data(),
                                                                                         static_cast<qsizetype>(mwr::keyOf(e.kind).size()))},
                                           {QStringLiteral("text"), text},
                                           {QStringLiteral("section"), section},
                                           {QStringLiteral("ruling"), QString::fromStdString(e.ruling)},
                                           {QStringLiteral("ruleset"), record::MwrCodec::rulesetKey()}};
                cite(row, section);
            }
            if (endedTurn)
                row.fingerprint = record::BattleFile::fingerprint(entry.hash);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

void MwrLogModel::update(const record::MwrBattle *battle)
{
    if (!battle)
        clear();
    else
        show(rowsOf(*battle), battle->setupHash());
}

void MwrLogModel::reword(const record::MwrBattle *battle)
{
    if (!battle)
        clear();
    else
        reworded(rowsOf(*battle), battle->setupHash());
}
