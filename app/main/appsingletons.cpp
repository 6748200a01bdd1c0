#include "appsingletons.h"

namespace {

template<typename T>
T *handOver(T *instance)
{
    Q_ASSERT(instance);
    QJSEngine::setObjectOwnership(instance, QJSEngine::CppOwnership);
    return instance;
}

} // namespace

BattleSession *BattleSessionForeign::create(QQmlEngine *, QJSEngine *)
{
    return handOver(s_instance);
}

FatigueTracker *FatigueTrackerForeign::create(QQmlEngine *, QJSEngine *)
{
    return handOver(s_instance);
}

Preferences *PreferencesForeign::create(QQmlEngine *, QJSEngine *)
{
    return handOver(s_instance);
}

Appearance *AppearanceForeign::create(QQmlEngine *, QJSEngine *)
{
    return handOver(s_instance);
}
