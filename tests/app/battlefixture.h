#pragma once

// The battle set-up the bridge's tests share (tst_battlesession*, tst_controllers,
// tst_errorwording): the built-in armies, a store in a fresh temporary folder,
// a new Roman v Gallic battle on it, and the look-ups of the Blocks models and
// effects that the tests check.
//
// Side A: Mid-Republican Roman, Blocks 0–6 (Velites Bases 0–3, Hastati 4–7,
// Principes 8–11, Triarii 12–13, Allied Italian foot 14–18, equites 19–20,
// Allied Italian horse 21–23). Side B: Gallic, Blocks 7–13 (Noble cavalry
// 24–25, Warband 26–33 in two ranks of four, ...), as newGame() deals them.

#include "amendcontroller.h"
#include "armycatalog.h"
#include "battlemodels.h"
#include "battlesession.h"

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "record/battlecodec.h"
#include "record/battlefile.h"
#endif

#include <QAbstractItemModel>
#include <QByteArray>
#include <QFile>
#include <QList>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>

#include <algorithm>
#include <memory>

namespace battlefixture {

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

/** Dice as the battle file writes them: { first, second }, second 0 for one die. */
inline QVariantMap roll(int first, int second = 0)
{
    return {{QStringLiteral("first"), first}, {QStringLiteral("second"), second}};
}

/** A move's terrain_entered as the battle file writes it: every Base of @p bases entered one tile of @p going. */
inline QVariantList entered(const QList<int> &bases, const QString &going)
{
    QVariantList terrain;
    for (const int base : bases)
        terrain.append(QVariantMap{{QStringLiteral("base"), base}, {QStringLiteral("tiles"), QVariantList{going}}});
    return terrain;
}

/**
 * The umpire's ruling on the action in force at @p index as the amend dialog makes it
 * (AmendController): @p fields laid over the recorded action and tried out, then ruled
 * with @p note and @p umpire, in @p view (needed once a PIN is chosen). Nothing asked
 * again is answered here: a correction that asks is not ruled. { ok, error }.
 */
inline QVariantMap rule(BattleSession &session, int index, const QVariantMap &fields, const QString &note,
                        const QString &umpire, UmpireController *view = nullptr)
{
    AmendController amend(&session);
    amend.setUmpire(view);
    if (amend.begin(index))
        static_cast<void>(amend.tryCorrection(fields));
    if (!amend.error().isEmpty())
        return {{QStringLiteral("ok"), false}, {QStringLiteral("error"), amend.error()}};
    return amend.confirm(note, umpire);
}

/**
 * Writes @p battle's file with its dice secret to @p path, decided or not, as a writer that
 * ignored the rule would: what an import of a battle in progress reads. The record's writer
 * refuses the secret of a battle in progress (record::BattleFile::maySecretLeave).
 */
inline bool writeRevealed(const record::Battle &battle, const QString &path)
{
    QByteArray file = record::BattleFile::toJson(battle, false);
    const QByteArray kept = "\"seed_secret\": null";
    const qsizetype at = file.lastIndexOf(kept);
    if (at < 0)
        return false;
    file.replace(at, kept.size(), "\"seed_secret\": \"" + battle.secret().toHex() + '"');
    QFile out(path);
    return out.open(QIODevice::WriteOnly | QIODevice::Truncate) && out.write(file) == file.size();
}

/** Breaks side B's army (§12.1) with the players' own Fatigue: +6 on each of its Bases in turn. */
inline void breakSideB(BattleSession &session)
{
    for (int base = 0; session.loserSide() < 0 && session.battle()
                       && base < static_cast<int>(session.battle()->state().bases.size());
         ++base) {
        const auto &b = session.battle()->state().bases[static_cast<std::size_t>(base)];
        if (b.side == ancients::Side::B && !b.lost() && !session.adjustFatigue(base, 6, QStringLiteral("routed")))
            qFatal("adjustFatigue: %s", qPrintable(session.lastError()));
    }
    if (session.loserSide() != 1)
        qFatal("side B's army did not break");
}

} // namespace battlefixture

/**
 * The built-in armies and a store in a fresh temporary folder. A test class
 * derives from QObject and this, calls setUpCatalog() in initTestCase() and
 * setUpStore() in init().
 */
class BattleFixture
{
protected:
    static constexpr int Hastati = 1; // Roman Block 1, Bases 4–7
    static constexpr int Warband = 8; // Gallic Block 8, Bases 26–33

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ArmyCatalog> m_catalog;

    /** Test mode for the standard paths, and the built-in armies (the Roman and Gallic lists among them). */
    void setUpCatalog()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_catalog = std::make_unique<ArmyCatalog>();
        if (m_catalog->indexOf(QStringLiteral("Mid-Republican Roman")) < 0
            || m_catalog->indexOf(QStringLiteral("Gallic")) < 0)
            qFatal("the built-in armies lack the Mid-Republican Roman or the Gallic list");
    }

    /** A fresh temporary folder for the test's store. */
    void setUpStore()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        if (!m_dir->isValid())
            qFatal("no temporary folder: %s", qPrintable(m_dir->errorString()));
    }

    [[nodiscard]] QString storePath() const { return m_dir->filePath(QStringLiteral("battles.sqlite")); }

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

    /** The Combat phase of turn 1 with the Hastati (Bases 4–7) in contact with the Warband (26–33). */
    std::unique_ptr<BattleSession> hastatiMeetTheWarband()
    {
        auto session = started();
        if (!session->setContact(Hastati, Warband, true) || !session->endPhase() || !session->endPhase())
            qFatal("to the Combat phase: %s", qPrintable(session->lastError()));
        return session;
    }
};
