#include "appsingletons.h"

AppObjects composeApp(QQmlEngine *engine, LanguageManager *languages, record::BattleStore *store)
{
    AppObjects app;
    app.languages = languages;
    app.preferences = new Preferences(engine);
    app.appearance = new Appearance(engine);
    app.tracker = new FatigueTracker(engine);
    app.cohesionTracker = new CohesionTracker(engine);
    app.catalog = new ArmyCatalog(engine);
    // The battle companion plays on the store; it opens battles.sqlite in the app's data
    // folder at first use.
    app.session = store ? new BattleSession(store, engine) : new BattleSession(engine);
    // My Wargame Rules' battles are kept in the same store, opened by the session.
    app.mwrSession = new MwrBattleSession(app.session, engine);
    // And those of 3D6 OHW Gridded Ancients.
    app.ohwSession = new OhwBattleSession(app.session, engine);

    LanguageManagerForeign::s_instance = app.languages;
    PreferencesForeign::s_instance = app.preferences;
    AppearanceForeign::s_instance = app.appearance;
    FatigueTrackerForeign::s_instance = app.tracker;
    CohesionTrackerForeign::s_instance = app.cohesionTracker;
    ArmyCatalogForeign::s_instance = app.catalog;
    BattleSessionForeign::s_instance = app.session;
    MwrBattleSessionForeign::s_instance = app.mwrSession;
    OhwBattleSessionForeign::s_instance = app.ohwSession;
    return app;
}
