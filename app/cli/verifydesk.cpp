#include "verifydesk.h"

#ifndef Q_MOC_RUN
#include "battlefile.h"
#include "mwrfile.h"
#include "ohwfile.h"
#endif

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <optional>
#include <vector>

namespace verifydesk {

namespace {

constexpr int ExitFailedVerification = 1;
constexpr int ExitBadInput = 2;

/** One battle at the desk. */
struct Row
{
    QString file;
    QString armyA;
    QString armyB;
    std::optional<int> turn;     ///< the turn reached, when the battle could be replayed
    std::optional<QString> winner; ///< set when the battle is decided (§12.1): the army that won
    bool decided = false;
    record::Verification verification;
};

/**
 * A battle of a ruleset other than the Ancients Wargame (its setup names its ruleset): its armies, turn and
 * result by its own record; false when the setup is not of that ruleset. @p winner gives the side that won a
 * decided battle (0: A, 1: B), none for a draw.
 */
template<typename Rules, typename Winner>
bool readRulesetRow(Row &row, const QJsonObject &root, const QByteArray &bytes, Winner winner)
{
    const auto setup = Rules::Codec::decodeSetup(root.value(QStringLiteral("setup")), QStringLiteral("setup"));
    if (!setup.value)
        return false;
    row.armyA = QString::fromStdString(setup.value->armies[0].name);
    row.armyB = QString::fromStdString(setup.value->armies[1].name);
    if (row.verification.ok && row.verification.replayed) {
        const auto battle = record::RulesetBattleFile<Rules>::fromJson(bytes);
        if (battle.battle) {
            const auto &state = battle.battle->state();
            row.turn = state.turn;
            row.decided = Rules::decided(state);
            if (const std::optional<int> side = winner(state))
                row.winner = *side == 0 ? row.armyA : row.armyB;
        }
    }
    return true;
}

Row check(const QString &path)
{
    Row row;
    row.file = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        row.verification.problems << QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return row;
    }
    const QByteArray bytes = file.readAll();
    row.verification = record::BattleFile::verify(bytes);
    // The armies from the setup, read by the record's own codec, whatever else fails.
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const auto setup = record::BattleCodec::decodeSetup(root.value(QStringLiteral("setup")), QStringLiteral("setup"));
    if (setup.value) {
        row.armyA = QString::fromStdString(setup.value->armyA.name);
        row.armyB = QString::fromStdString(setup.value->armyB.name);
    }
    // A battle of My Wargame Rules or of 3D6 OHW Gridded Ancients: by its own record.
    const auto mwrWinner = [](const mwr::GameState &state) -> std::optional<int> {
        if (state.outcome && state.outcome->winner)
            return *state.outcome->winner == mwr::Side::A ? 0 : 1;
        return std::nullopt;
    };
    if (readRulesetRow<record::MwrRules>(row, root, bytes, mwrWinner))
        return row;
    const auto ohwWinner = [](const ohw::GameState &state) -> std::optional<int> {
        if (state.decided && state.decided->winner)
            return *state.decided->winner == ohw::Side::A ? 0 : 1;
        return std::nullopt;
    };
    if (readRulesetRow<record::OhwRules>(row, root, bytes, ohwWinner))
        return row;
    // Turn and result need every roll recomputed: only a file that verifies with its dice secret.
    if (row.verification.ok && row.verification.replayed) {
        const record::BattleImport battle = record::BattleFile::fromJson(bytes);
        if (battle.battle) {
            const ancients::GameState &state = battle.battle->state();
            row.turn = state.turn;
            row.decided = state.loser.has_value();
            if (state.loser)
                row.winner = *state.loser == ancients::Side::A ? row.armyB : row.armyA;
        }
    }
    return row;
}

/** The first failing entry by the one numbering, "#2"; empty when the fault is not in an entry. */
QString failingEntry(const record::Verification &v)
{
    return v.failedEntry >= 0 ? QStringLiteral("#%1").arg(record::entryNumber(v.failedEntry)) : QString();
}

QString resultText(const Row &row)
{
    if (row.decided && !row.winner) // both sides defeated at once (My Wargame Rules R13, 3D6 OHW Gridded Ancients R23)
        return QStringLiteral("decided: a draw");
    if (row.decided)
        return QStringLiteral("decided: %1 won").arg(row.winner.value_or(QString()));
    if (row.verification.ok && !row.verification.replayed)
        return QStringLiteral("in progress (dice secret kept)");
    return row.verification.ok ? QStringLiteral("in progress") : QStringLiteral("-");
}

QString checkText(const Row &row)
{
    if (row.verification.ok)
        return row.verification.replayed ? QStringLiteral("verified") : QStringLiteral("verified (chain only)");
    const QString problem = row.verification.problems.value(0, QStringLiteral("the battle does not verify"));
    const QString entry = failingEntry(row.verification);
    return entry.isEmpty() ? QStringLiteral("FAILS: %1").arg(problem) : QStringLiteral("FAILS at %1: %2").arg(entry, problem);
}

QJsonObject rowJson(const Row &row)
{
    const record::Verification &v = row.verification;
    QJsonObject out{{QStringLiteral("file"), row.file},
                    {QStringLiteral("army_a"), row.armyA.isEmpty() ? QJsonValue() : QJsonValue(row.armyA)},
                    {QStringLiteral("army_b"), row.armyB.isEmpty() ? QJsonValue() : QJsonValue(row.armyB)},
                    {QStringLiteral("turn"), row.turn ? QJsonValue(*row.turn) : QJsonValue()},
                    {QStringLiteral("result"), row.decided ? QStringLiteral("decided") : QStringLiteral("in-progress")},
                    {QStringLiteral("winner"), row.winner ? QJsonValue(*row.winner) : QJsonValue()},
                    {QStringLiteral("ok"), v.ok},
                    {QStringLiteral("entries"), v.entries}};
    if (v.ok) {
        out.insert(QStringLiteral("head"), QString::fromLatin1(v.head.toHex()));
        out.insert(QStringLiteral("seed_revealed"), v.seedRevealed);
        out.insert(QStringLiteral("replayed"), v.replayed);
    } else {
        // "number": the first failing entry's number in the log, from 1, as in the single file's output.
        out.insert(QStringLiteral("number"), v.failedEntry >= 0 ? QJsonValue(record::entryNumber(v.failedEntry)) : QJsonValue());
        out.insert(QStringLiteral("problem"), v.problems.value(0, QStringLiteral("the battle does not verify")));
    }
    return out;
}

void printTable(const std::vector<Row> &rows)
{
    const QStringList header{QStringLiteral("FILE"), QStringLiteral("ARMIES"), QStringLiteral("TURN"),
                             QStringLiteral("RESULT"), QStringLiteral("CHECK")};
    std::vector<QStringList> cells{header};
    for (const Row &row : rows) {
        const QString armies = row.armyA.isEmpty() ? QStringLiteral("-") : QStringLiteral("%1 v %2").arg(row.armyA, row.armyB);
        cells.push_back({row.file, armies, row.turn ? QString::number(*row.turn) : QStringLiteral("-"), resultText(row),
                         checkText(row)});
    }
    std::vector<qsizetype> widths(static_cast<std::size_t>(header.size()), 0);
    for (const QStringList &line : cells) {
        for (qsizetype c = 0; c + 1 < line.size(); ++c)
            widths[static_cast<std::size_t>(c)] = std::max(widths[static_cast<std::size_t>(c)], line[c].size());
    }
    QTextStream out(stdout);
    for (const QStringList &line : cells) {
        QString text;
        for (qsizetype c = 0; c < line.size(); ++c)
            text += c + 1 < line.size() ? line[c].leftJustified(widths[static_cast<std::size_t>(c)] + 2) : line[c];
        out << text << '\n';
    }
}

} // namespace

int run(const QStringList &paths, bool json)
{
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            const QStringList found = QDir(path).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
            for (const QString &name : found)
                files << QDir(path).filePath(name);
        } else if (info.isFile()) {
            files << path;
        } else {
            QTextStream(stderr) << "ancients: verify: " << path << " is neither a battle file nor a folder\n";
            return ExitBadInput;
        }
    }
    if (files.isEmpty()) {
        QTextStream(stderr) << "ancients: verify: no battle files (*.json) in " << paths.join(QStringLiteral(", ")) << '\n';
        return ExitBadInput;
    }
    std::vector<Row> rows;
    bool allOk = true;
    for (const QString &file : files) {
        rows.push_back(check(file));
        allOk = allOk && rows.back().verification.ok;
    }
    if (json) {
        QJsonArray list;
        for (const Row &row : rows)
            list.append(rowJson(row));
        const QJsonObject out{{QStringLiteral("ok"), allOk}, {QStringLiteral("battles"), list}};
        QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Compact) << '\n';
    } else {
        printTable(rows);
    }
    return allOk ? 0 : ExitFailedVerification;
}

} // namespace verifydesk
