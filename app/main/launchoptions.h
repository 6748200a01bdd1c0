#pragma once

// The app's command line: what a launch asks for (the interactive app, the
// self-test, a screenshot) and the settings of each.

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

/** What the command line asked the app to do. */
struct LaunchOptions
{
    bool selfTest = false;      ///< load every page in every language, exit non-zero on any QML warning
    QString screenshotFile;     ///< render one page offscreen to this PNG and exit
    QString page;               ///< the page to open, e.g. "dice"
    QSize size{1280, 800};      ///< window size for screenshots
    QString language;           ///< "" follows the saved setting or the system
    bool dark = false;          ///< dark theme for screenshots
    /** For screenshots of the dice roller: rolls to make first, with a fixed seed. */
    int rolls = 0;
    quint64 seed = 1;
    QString quality;            ///< "elite", "regular" or "levy"; "" keeps the default
    QString mode;               ///< "combat" or "movement"; "" keeps the default
    QString mechanic;           ///< dice roller: "none", "reroll" or "best-of-three" (§13); "" keeps the default
    QString table;              ///< Playtest page: "combat", "movement" or "edge"; "" keeps the default
    double averageFatigue = 0;  ///< for --mode movement; 0 keeps the default
    QString section;            ///< open the rulebook at this section, e.g. "9.2"
    QString search;             ///< rulebook: search for these words
    QString ruleset;            ///< rulebook, armies, dice roller: the ruleset shown, by key; "" keeps the Ancients Wargame
    int pool = 0;               ///< dice roller, 3D6 OHW Gridded Ancients: the D6 in the pool; 0 keeps the default
    bool demoPlan = false;      ///< screenshots: the sample battle stops in the Combat phase on its pairing plan
    bool demoDecided = false;   ///< screenshots: the sample battle ends with the Gauls' army broken (§12.1)
    bool demoTurnEnd = false;   ///< screenshots: the sample battle stops as its first turn ends, its fingerprint shown
    bool demoFollowUp = false;  ///< screenshots: the follow-up knob on, the sample's winner about to follow up (§13)
    QString demoStep;           ///< screenshots of "mwr-battle": "melee" (the default), "pick" or "push-back" (mwrdemo.h); of "ohw-battle": "melee", "retreat", "join" or "advance" (ohwdemo.h)
    bool demo = false;          ///< screenshots: fill the fatigue tracker, the army builder or the battle pages with a sample (never the player's own)
    bool faceToFace = false;    ///< screenshots: the battle face to face (Settings → Face to face), for this run only
    bool exitAfterFirstFrame = false; ///< quit once the window has shown its first frame (launch benchmark)

    /** The self-test or a screenshot: no player is there, and nothing of the player's is read or changed. */
    [[nodiscard]] bool headless() const { return selfTest || !screenshotFile.isEmpty(); }

    /** Parses @p arguments (argv as strings); on error returns nullopt and sets @p error. */
    static std::optional<LaunchOptions> parse(const QStringList &arguments, QString *error);
};
