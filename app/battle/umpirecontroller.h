#pragma once

// The umpire's controller on the log page: an action in force as the battle
// file writes it, its amendment (everything after is recomputed with the same dice), the
// check of the chain and every state, and the export of the battle file.

#include "sessioncontroller.h"

#include <QString>
#include <QUrl>
#include <QVariantMap>

class UmpireController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    /** Actions in force in the open battle: the indexes actionAt() and amend() take run below it. */
    Q_PROPERTY(int actionCount READ actionCount NOTIFY changed)

public:
    explicit UmpireController(QObject *parent = nullptr);
    explicit UmpireController(BattleSession *session, QObject *parent = nullptr);
    ~UmpireController() override;

    [[nodiscard]] int actionCount() const { return m_actionCount; }

    /**
     * The action in force at @p index as the battle file writes it (rulebook/battle-format.md,
     * Actions): { kind, ... its fields }; empty if there is none or it cannot be edited here.
     */
    Q_INVOKABLE QVariantMap actionAt(int index) const;
    /**
     * Replaces the action in force at @p index by @p action (same kind, in the battle file's
     * fields as actionAt() gives them; the fields given are laid over the original, so what
     * actionAt() gave, unchanged, is the original), recomputes the rest with the same dice,
     * and records @p note, the umpire's reason, and @p umpire, the umpire's name: both are
     * required. Returns { ok, error,
     * fatigue: [{ base, before, after }], nowBroken, noLongerBroken, loserBefore, loserAfter,
     * laterDiceShifted }.
     */
    Q_INVOKABLE QVariantMap amend(int index, const QVariantMap &action, const QString &note, const QString &umpire);
    /**
     * Whether the open battle's state is exactly what replaying its actions in force from
     * the setup gives, one by one as if played afresh (the check after an amendment).
     */
    Q_INVOKABLE bool matchesCleanReplay() const;
    /** Checks the open battle's chain and every state again: "" when it holds, else the first failure. */
    Q_INVOKABLE QString verify() const;
    /** Writes the open battle as a battle file (rulebook/battle-format.md), with or without the secret. */
    Q_INVOKABLE bool exportBattle(const QUrl &file, bool revealSecret);

protected:
    void refresh() override;

private:
    int m_actionCount = 0;
};
