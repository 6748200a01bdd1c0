#pragma once

// The battle companion's bridge (app/battle/battlesession.h): a battle started from the
// built-in armies, played through the game record and kept in the store, as QML
// sees it: Blocks models, effects, the last fight, the log, undo and redo, the
// umpire's amendment, and the battle resumed by a new session on the same store.
#include "armycatalog.h"
#include "battlesession.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "record/battlecodec.h"
#include "record/battlefile.h"
#include "sessionmaps.h"
#endif

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

inline QByteArray stateHash(const BattleSession &session)
{
    return session.battle() ? record::BattleCodec::stateHash(session.battle()->state()) : QByteArray();
}

inline int logCount(const BattleSession &session)
{
    return session.battle() ? static_cast<int>(session.battle()->log().size()) : -1;
}

/** The row of Block @p block in @p model, −1 if it is not listed. */
inline int rowOf(const BattleBlocksModel *model, int block)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->data(model->index(row), BattleBlocksModel::BlockIdRole).toInt() == block)
            return row;
    }
    return -1;
}

inline QVariant blockData(const BattleBlocksModel *model, int block, int role)
{
    return model->data(model->index(rowOf(model, block)), role);
}

/** The Fatigue of every Base of Block @p block, in the model's order. */
inline QList<int> fatigues(const BattleBlocksModel *model, int block)
{
    QList<int> out;
    for (const QVariant &base : blockData(model, block, BattleBlocksModel::BasesRole).toList())
        out.append(base.toMap().value(QStringLiteral("fatigue")).toInt());
    return out;
}

inline QList<int> baseIds(const BattleBlocksModel *model, int block)
{
    QList<int> out;
    for (const QVariant &base : blockData(model, block, BattleBlocksModel::BasesRole).toList())
        out.append(base.toMap().value(QStringLiteral("baseId")).toInt());
    return out;
}

inline bool hasEffect(const QVariantList &effects, const QString &kind)
{
    return std::any_of(effects.begin(), effects.end(),
                       [&](const QVariant &e) { return e.toMap().value(QStringLiteral("kind")).toString() == kind; });
}

inline QVariantMap effectOf(const QVariantList &effects, const QString &kind)
{
    for (const QVariant &e : effects) {
        if (e.toMap().value(QStringLiteral("kind")).toString() == kind)
            return e.toMap();
    }
    return {};
}

} // namespace

class TestBattleSession : public QObject
{
    Q_OBJECT

private:
    // Side A: Mid-Republican Roman, Blocks 0–6 (Velites Bases 0–3, Hastati 4–7,
    // Principes 8–11, Triarii 12–13, Allied Italian foot 14–18, equites 19–20,
    // Allied Italian horse 21–23). Side B: Gallic, Blocks 7–13 (Noble cavalry
    // 24–25, Warband 26–33 in two ranks of four, ...).
    static constexpr int Hastati = 1;
    static constexpr int Warband = 8;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ArmyCatalog> m_catalog;

    QString storePath() const { return m_dir->filePath(QStringLiteral("battles.sqlite")); }

    /** A session on the test's store with a new Roman v Gallic battle open. */
    std::unique_ptr<BattleSession> started()
    {
        auto session = std::make_unique<BattleSession>();
        if (!session->openStore(storePath()))
            qFatal("openStore: %s", qPrintable(session->storeError()));
        const int roman = m_catalog->indexOf(QStringLiteral("Mid-Republican Roman"));
        const int gallic = m_catalog->indexOf(QStringLiteral("Gallic"));
        if (!session->startBattle(m_catalog.get(), roman, gallic, {}, QStringLiteral("Telamon"), {}))
            qFatal("startBattle: %s", qPrintable(session->lastError()));
        return session;
    }

private slots:
    void initTestCase();
    void init();
    void rule_6_startShowsEveryBaseAtFatigueOne();
    void lookUpsForThePages();
    void startBattle_refusesBadOptions_data();
    void startBattle_refusesBadOptions();
    void startBattle_takesOptionsAndTitle();
    void rule_5_2_moveWithSuppliedDice();
    void moveBlock_namesAnIllTypedKey();
    void rule_4_refusedActionChangesNothing();
    void rule_9_fullCombatFlow();
    /** The Combat phase of turn 1 with the Hastati (Bases 4–7) in contact with the Warband (26–33). */
    std::unique_ptr<BattleSession> hastatiMeetTheWarband()
    {
        auto session = started();
        if (!session->setContact(Hastati, Warband, true) || !session->endPhase() || !session->endPhase())
            qFatal("to the Combat phase: %s", qPrintable(session->lastError()));
        return session;
    }

    void rule_9_6_cardsFollowTheFilesThatLeave();
    void rule_9_6_theLossSuggestsWhatTheFormationShows();
    void rule_6_theCardSaysWhatTheBlockCanStillTake();
    void rule_6_2_cardsFollowSplitsAndMerges();
    void rule_9_5_lastFightIsTheOneInForce();
    void everyRefusalIsTold();
    void logFiltersAreForOneBattle();
    void amendRefillsTheLaterRows();
    void importRefusesTrackedPositions();
    void amendWithNoChangeKeepsTheAction();
    void rule_11_1_fightOddsCountTheShockCharge();
    void undoAndRedo();
    void newSessionResumesTheLastBattle();
    void exportedBattleVerifies();
    void importedBattleGoesOnWhereItWas();
    void badBattleFileChangesNothing_data();
    void badBattleFileChangesNothing();
    void rule_5_5_wheelCostIsShownBeforeTheWheel();
    void battleListFollowsTheOpenBattle();
    void removeBattle();
    void corruptStoreIsRefusedAndLeftAlone();
    void rule_6_2_previewSplitChangesNothing();
    void amendReportsTheFatigueChange();
    void logIsNewestFirstAndFilters();
    void rule_6_adjustFatigueRecordsTheReason();
    void rule_10_shootWithSuppliedDice();
    void rule_10_shootOddsRefuseWhatShootRefuses();
};
