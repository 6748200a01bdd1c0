#pragma once

// The long-lived objects main() creates (and the QML test runner too), handed
// to QML as its singletons: each a Q_GADGET with QML_FOREIGN and a static
// create() that returns the instance made in main(), which keeps it (C++
// ownership). main() is the composition root; QML never makes these.

#include "appearance.h"
#include "battlesession.h"
#include "fatiguetracker.h"
#include "preferences.h"

#include <QQmlEngine>

/** The battle being played and its store, as the singleton `BattleSession`. */
struct BattleSessionForeign
{
    Q_GADGET
    QML_FOREIGN(BattleSession)
    QML_SINGLETON
    QML_NAMED_ELEMENT(BattleSession)

public:
    static BattleSession *create(QQmlEngine *, QJSEngine *);
    static inline BattleSession *s_instance = nullptr;
};

/** The quick fatigue tracker, as the singleton `FatigueTracker`. */
struct FatigueTrackerForeign
{
    Q_GADGET
    QML_FOREIGN(FatigueTracker)
    QML_SINGLETON
    QML_NAMED_ELEMENT(FatigueTracker)

public:
    static FatigueTracker *create(QQmlEngine *, QJSEngine *);
    static inline FatigueTracker *s_instance = nullptr;
};

/** How the players like to play, as the singleton `Preferences`. */
struct PreferencesForeign
{
    Q_GADGET
    QML_FOREIGN(Preferences)
    QML_SINGLETON
    QML_NAMED_ELEMENT(Preferences)

public:
    static Preferences *create(QQmlEngine *, QJSEngine *);
    static inline Preferences *s_instance = nullptr;
};

/** How the app looks, as the singleton `Appearance`. */
struct AppearanceForeign
{
    Q_GADGET
    QML_FOREIGN(Appearance)
    QML_SINGLETON
    QML_NAMED_ELEMENT(Appearance)

public:
    static Appearance *create(QQmlEngine *, QJSEngine *);
    static inline Appearance *s_instance = nullptr;
};
