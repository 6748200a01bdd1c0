#pragma once

// moc (Qt 6.4) cannot parse the C++20 standard headers the engines use.
#ifndef Q_MOC_RUN
#include "mwr/game.h"
#include "ohw/game.h"
#endif

#include "armylist.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

/**
 * What reading an army list of another ruleset gave: the engine's own army, or
 * every problem found, as ArmyListLoad says them for the Ancients Wargame.
 */
template<typename Army>
struct RulesetArmyListLoad
{
    std::optional<Army> army;       ///< set when the file was read, parsed and accepted by the engine
    QString error;                  ///< the first problem as a sentence: "file, unit 3 (Velites): …"
    QList<ArmyListProblem> problems; ///< every problem with its JSON path ("units[2].traits[0]")
    QString period;                 ///< the list's "period", e.g. "48 BC"
    QString notes;                  ///< the list's "notes" on how the army fights

    [[nodiscard]] bool ok() const noexcept { return army.has_value(); }
};

using MwrArmyListLoad = RulesetArmyListLoad<mwr::ArmySpec>;
using OhwArmyListLoad = RulesetArmyListLoad<ohw::ArmySetup>;

/**
 * The army list format of My Wargame Rules, "mwr-army-list"
 * (rulebook/my-wargame-rules/army-list-format.md): an army's units, each a name,
 * a base Resolve (1–6, 3 by default, ruling R3) and the Skirmisher trait (R16),
 * read into the engine's mwr::ArmySpec. Every bad field is refused with a
 * message naming the file, the unit and the field, and reading goes on to list
 * every other problem.
 */
class MwrArmyListFormat
{
    Q_DECLARE_TR_FUNCTIONS(MwrArmyListFormat)

public:
    static constexpr QStringView FormatName = u"mwr-army-list";
    static constexpr int Version = 1;
    /** Where the built-in lists live in the app's resources. */
    static constexpr QStringView BuiltInDirectory = u":/armies/my-wargame-rules";

    [[nodiscard]] static MwrArmyListLoad load(const QString &path);
    [[nodiscard]] static MwrArmyListLoad fromJson(const QByteArray &json, const QString &source);
    /** The built-in lists (every *.json under BuiltInDirectory), sorted by name. */
    [[nodiscard]] static QList<BuiltInArmyList> builtIn();
};

/**
 * The army list format of 3D6 OHW Gridded Ancients, "ohw-army-list"
 * (rulebook/3d6-ohw-gridded-ancients/army-list-format.md): an army's units, each
 * a name, a unit type (§3) and the traits the list adds (§10.4, ruling R28),
 * with the generals on their units (§10.1, ruling R25), read into the engine's
 * ohw::ArmySetup.
 */
class OhwArmyListFormat
{
    Q_DECLARE_TR_FUNCTIONS(OhwArmyListFormat)

public:
    static constexpr QStringView FormatName = u"ohw-army-list";
    static constexpr int Version = 1;
    static constexpr QStringView BuiltInDirectory = u":/armies/3d6-ohw-gridded-ancients";

    [[nodiscard]] static OhwArmyListLoad load(const QString &path);
    [[nodiscard]] static OhwArmyListLoad fromJson(const QByteArray &json, const QString &source);
    [[nodiscard]] static QList<BuiltInArmyList> builtIn();
};
