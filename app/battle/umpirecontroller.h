#pragma once

// The umpire's controller on the log page: the umpire's view, unlocked with the PIN once
// one is chosen in Settings (umpirepin.h), an action in force as the battle file writes
// it, the check of the chain and every state, the export of the battle file, and a
// ruling's PDF. Rulings themselves are made in AmendController, which asks again what a
// correction made illegal and refuses everything while this view is locked.

#include "sessioncontroller.h"

#include <QString>
#include <QUrl>
#include <QVariantMap>

class UmpireController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    /** Actions in force in the open battle: the indexes actionAt() takes run below it. */
    Q_PROPERTY(int actionCount READ actionCount NOTIFY changed)
    /** The umpire's view is open: unlocked with the PIN, or with none chosen. AmendController refuses until it is. */
    Q_PROPERTY(bool unlocked READ unlocked NOTIFY unlockedChanged)

public:
    explicit UmpireController(QObject *parent = nullptr);
    explicit UmpireController(BattleSession *session, QObject *parent = nullptr);
    ~UmpireController() override;

    [[nodiscard]] int actionCount() const { return m_actionCount; }
    [[nodiscard]] bool unlocked() const { return m_unlocked; }

    /**
     * Opens the umpire's view with @p pin, the umpire's PIN (any, when none is chosen).
     * A wrong PIN leaves everything as it was; false then.
     */
    Q_INVOKABLE bool unlock(const QString &pin);
    /** Closes the umpire's view: amending needs the PIN again. */
    Q_INVOKABLE void lock();
    /** The number (record::entryNumber()) of the action in force at @p index, as the log's rows show it; −1 if none. */
    Q_INVOKABLE int numberOf(int index) const;

    /**
     * The action in force at @p index as the battle file writes it (rulebook/battle-format.md,
     * Actions): { kind, ... its fields }; empty if there is none.
     */
    Q_INVOKABLE QVariantMap actionAt(int index) const;
    /**
     * Whether the open battle's state is exactly what replaying its actions in force from
     * the setup gives, one by one as if played afresh (the check after an amendment).
     */
    Q_INVOKABLE bool matchesCleanReplay() const;
    /** Checks the open battle's chain and every state again: "" when it holds, else the first failure. */
    Q_INVOKABLE QString verify() const;
    /** Writes the open battle as a battle file (rulebook/battle-format.md), with or without the secret. */
    Q_INVOKABLE bool exportBattle(const QUrl &file, bool revealSecret);
    /**
     * Writes the ruling of the amendment at @p sequence (its position in the log) as a one-page
     * PDF (rulingsheet.h); false, with the session's lastError naming the path, if it could not.
     */
    Q_INVOKABLE bool exportRuling(int sequence, const QUrl &file);

Q_SIGNALS:
    void unlockedChanged();

protected:
    void refresh() override;

private:
    int m_actionCount = 0;
    bool m_unlocked = false;
};
