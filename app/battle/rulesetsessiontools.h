#pragma once

// What the session of every ruleset other than the Ancients Wargame does alike with its
// record (MwrBattleSession, OhwBattleSession): check the battle as the store keeps it, and
// write it as a battle file for the umpire. Each is the record's own work (RulesetBattle,
// RulesetBattleFile, BattleStore); these only word the outcome for the page.

#include "battlesession.h"

#ifndef Q_MOC_RUN
#include "record/battlefile.h"
#include "record/battlestore.h"
#endif

#include <QCoreApplication>
#include <QString>
#include <QUrl>

namespace rulesetsession {

/**
 * Checks battle @p id as @p battles' store keeps it against @p shown: every entry read back
 * with its chain and state hashes checked as it is replayed (@p load, the store's loadMwr or
 * loadOhw), then the heads compared. Empty when all holds; otherwise what failed.
 */
template<typename Battle, typename Load>
QString verifyKept(const Battle *shown, qint64 id, BattleSession *battles, Load load)
{
    if (!shown)
        return QCoreApplication::translate("RulesetSession", "No battle is open.");
    QString problem;
    record::BattleStore *store = battles ? battles->sharedStore(&problem) : nullptr;
    if (!store)
        return problem;
    const auto kept = load(*store, id);
    if (!kept)
        return store->errorString();
    if (kept->headHash() != shown->headHash())
        return QCoreApplication::translate("RulesetSession", "The battle kept ends at %1, the battle shown at %2: they differ.")
            .arg(record::BattleFile::fingerprint(kept->headHash()), record::BattleFile::fingerprint(shown->headHash()));
    return {};
}

/**
 * Writes @p battle to @p file as its ruleset's battle file (File: MwrBattleFile,
 * OhwBattleFile), with the dice secret only when @p revealSecret and the battle is decided.
 * Empty on success; otherwise why nothing was written.
 */
template<typename File, typename Battle>
QString exportBattle(const Battle *battle, const QUrl &file, bool revealSecret)
{
    if (!battle)
        return QCoreApplication::translate("RulesetSession", "No battle is open.");
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (path.isEmpty())
        return QCoreApplication::translate("RulesetSession", "Name the file to write the battle to.");
    if (revealSecret && !File::maySecretLeave(*battle))
        return QCoreApplication::translate("RulesetSession", "The dice secret is exported only with a decided battle: while it is in progress, the secret "
                  "would give away every roll to come. Nothing was written.");
    QString error;
    if (!File::save(*battle, path, revealSecret, &error))
        return error;
    return {};
}

} // namespace rulesetsession
