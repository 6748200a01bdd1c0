#pragma once

// The long-lived objects main() creates (and the QML test runner too), handed
// to QML as its singletons. main() is the composition root; QML never makes
// these. Each reaches QML through a Q_GADGET with QML_FOREIGN whose static
// create() returns the instance made here, which main() keeps (C++ ownership).

#include "appearance.h"
#include "armycatalog.h"
#include "battlesession.h"
#include "cohesiontracker.h"
#include "fatiguetracker.h"
#include "languagemanager.h"
#include "mwrbattlesession.h"
#include "ohwbattlesession.h"
#include "preferences.h"

#include <QQmlEngine>

namespace record {
class BattleStore;
}

namespace appsingletons {

/** Hands @p instance to the QML engine that asks for it, keeping it in C++'s hands. */
template<typename T>
T *handOver(T *instance)
{
    Q_ASSERT(instance);
    QJSEngine::setObjectOwnership(instance, QJSEngine::CppOwnership);
    return instance;
}

} // namespace appsingletons

/**
 * Declares `Type##Foreign`, which makes the `Type` that main() set in s_instance the QML
 * singleton @p Name of the module Ancients.Bridge.
 */
#define ANCIENTS_APP_SINGLETON(Type, Name)                                                                   \
    struct Type##Foreign                                                                                     \
    {                                                                                                        \
        Q_GADGET                                                                                             \
        QML_FOREIGN(Type)                                                                                    \
        QML_SINGLETON                                                                                        \
        QML_NAMED_ELEMENT(Name)                                                                              \
                                                                                                             \
    public:                                                                                                  \
        static Type *create(QQmlEngine *, QJSEngine *) { return appsingletons::handOver(s_instance); }      \
        static inline Type *s_instance = nullptr;                                                            \
    };

/** The battle being played and its store. */
ANCIENTS_APP_SINGLETON(BattleSession, BattleSession)
/** The battle of My Wargame Rules being played, kept in the battle session's store. */
ANCIENTS_APP_SINGLETON(MwrBattleSession, MwrBattleSession)
/** The battle of 3D6 OHW Gridded Ancients being played. */
ANCIENTS_APP_SINGLETON(OhwBattleSession, OhwBattleSession)
/** The army lists the app offers, built-in, imported and built: one catalogue for every page. */
ANCIENTS_APP_SINGLETON(ArmyCatalog, ArmyCatalog)
/** The quick fatigue tracker. */
ANCIENTS_APP_SINGLETON(FatigueTracker, FatigueTracker)
/** The quick cohesion tracker of My Wargame Rules. */
ANCIENTS_APP_SINGLETON(CohesionTracker, CohesionTracker)
/** How the players like to play. */
ANCIENTS_APP_SINGLETON(Preferences, Preferences)
/** How the app looks. */
ANCIENTS_APP_SINGLETON(Appearance, Appearance)
/** The language the app speaks. */
ANCIENTS_APP_SINGLETON(LanguageManager, Languages)

/** The long-lived objects of a run, each made once and shared by every page. */
struct AppObjects
{
    LanguageManager *languages = nullptr;
    Preferences *preferences = nullptr;
    Appearance *appearance = nullptr;
    FatigueTracker *tracker = nullptr;
    CohesionTracker *cohesionTracker = nullptr;
    ArmyCatalog *catalog = nullptr;
    BattleSession *session = nullptr;
    MwrBattleSession *mwrSession = nullptr;
    OhwBattleSession *ohwSession = nullptr;
};

/**
 * Makes the long-lived objects, owned by @p engine, and hands each to QML as its singleton:
 * from now on every create() above returns them. @p languages is made first by the caller (and
 * restored, so that the others speak the player's language from the start); @p store is the
 * battle store the session plays on, which outlives it (nullptr: a store of the session's own).
 */
AppObjects composeApp(QQmlEngine *engine, LanguageManager *languages, record::BattleStore *store);
